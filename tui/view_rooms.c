/* view_rooms.c — the 4x4 room grid with the path drawn as far as it has been walked:
 * S the start, E the exit, arrows for the walk's moves, the room codes; a fools level's
 * room types; a tunnel floor, which has no grid, says so. */
#include <stdio.h>
#include <string.h>

#include "quirks.h"
#include "ui.h"

typedef struct walk {
    int8_t h[SPG_ROOMS_Y][SPG_ROOMS_X]; /* move from room x to x+1 (+1) or back (-1) */
    bool drop[SPG_ROOMS_Y][SPG_ROOMS_X];  /* the walk dropped out of this room */
    int sx, sy, ex, ey;
} walk;

static bool walk_site(const spg_event *d)
{
    return d && d->site && d->site->name &&
           (strncmp(d->site->name, "path.start", 10) == 0 || strncmp(d->site->name, "path.walk", 9) == 0);
}

/* Replays the walk from the room codes its draws set, up to the current step: the
 * trace says which room each code went to and which draw put it there. */
static void trace_walk(const app *a, walk *w)
{
    memset(w, 0, sizeof *w);
    w->sx = w->sy = w->ex = w->ey = -1;
    const spg_trace *t = &a->res->trace;
    int px = -1, py = -1, path = stepper_phase_find(&a->st, "path");
    if (path < 0)
        return; /* a style without a path phase draws no walk */
    for (size_t i = 0; i < a->st.cur.applied; i++) {
        const spg_event *e = &t->ev[i];
        if (e->kind == SPG_EV_PHASE && (int)e->value > path)
            break;
        if (e->phase != path)
            continue;
        const spg_event *d = stepper_draw(&a->st, e->draw);
        if (e->kind == SPG_EV_NOTE && e->text && strstr(e->text, "exit room")) {
            int rx, ry;
            if (d && stepper_room_of(&a->st, d->focus, &rx, &ry)) {
                w->ex = rx;
                w->ey = ry;
            }
            continue;
        }
        if (e->kind != SPG_EV_ROOM_CODE || !walk_site(d))
            continue;
        int x = e->rx, y = e->ry;
        if (x < 0 || y < 0 || x >= SPG_ROOMS_X || y >= SPG_ROOMS_Y)
            continue;
        if (px < 0) {
            w->sx = x;
            w->sy = y;
        } else if (y == py && (x == px + 1 || x == px - 1)) {
            int lo = x < px ? x : px;
            w->h[y][lo] = (int8_t)(x > px ? 1 : -1);
        } else if (y == py + 1 && x == px) {
            w->drop[py][px] = true;
        }
        px = x;
        py = y;
    }
}

static attr_t code_attr(const app *a, int code)
{
    switch (code) {
    case SPG_ROOM_SIDE: return A_DIM;
    case SPG_ROOM_PATH: case SPG_ROOM_PATH_DOWN: case SPG_ROOM_PATH_DROPPED:
        return ui_attr(a, CP_PATH, A_BOLD);
    case SPG_ROOM_SHOP_FACING_RIGHT: case SPG_ROOM_SHOP_FACING_LEFT:
        return ui_attr(a, CP_SHOP, A_BOLD | A_UNDERLINE);
    case SPG_ROOM_PIT_TOP: case SPG_ROOM_PIT_MIDDLE: case SPG_ROOM_PIT_BOTTOM:
        return ui_attr(a, CP_PIT, A_UNDERLINE);
    default: return ui_attr(a, CP_ALTAR, A_BOLD);
    }
}

/* The level-wide flags set so far, on one line. */
static void flags_line(app *a, int y, int x, int w)
{
    const step_state *st = &a->st.cur;
    char buf[256] = "flags:";
    for (int i = 0; i < st->nflags; i++) {
        size_t n = strlen(buf);
        if (st->flag[i].value == 1)
            snprintf(buf + n, sizeof buf - n, " %s", st->flag[i].name);
        else
            snprintf(buf + n, sizeof buf - n, " %s=%d", st->flag[i].name, st->flag[i].value);
    }
    ui_put(y, x, w, buf, A_NORMAL);
}

/* What a room code means in the level's style (view_rooms draws only a style's grid). */
static const char *code_meaning(const app *a, int code)
{
    return spg_style_of(a->res)->room_code_name(code);
}

void view_rooms(app *a, rect r)
{
    const step_state *st = &a->st.cur;
    int iy = r.y + 1, ix = r.x + 2, ih = r.h - 2, iw = r.w - 4;
    const spg_style_impl *style = spg_style_of(a->res);
    if (!style->room_code_name) {
        /* no grid of rooms: the rungs, the rooms and the chamber are on the map */
        ui_box(a, r, "floor: a switchback tunnel", false);
        if (ih > 0)
            ui_put(iy, ix, iw, "no grid of rooms: the rungs, rooms and chamber are on the map",
                   A_DIM);
        if (ih > 1 && st->nflags)
            flags_line(a, iy + 1, ix, iw);
        return;
    }
    bool path = !style->rooms_key; /* the grid is a walked path, not room types */
    /* a room being built: its template, under the grid when both fit, else alone */
    room_tpl tp;
    bool tpl = template_find(a, &tp);
    int tpl_h = tpl ? template_rows(&tp, iw) : 0;
    if (tpl && ih < tpl_h + 9) {
        char title[64];
        snprintf(title, sizeof title, "room %d,%d being built", tp.rx, tp.ry);
        ui_box(a, r, title, false);
        view_template(a, &tp, iy, ix, ih, iw);
        return;
    }
    if (tpl) {
        view_template(a, &tp, iy + ih - tpl_h, ix, tpl_h, iw);
        ih -= tpl_h + 1;
    }
    /* Olmec's Lair walks a path (and rolls a shop) that none of its rooms follows: the
     * grid would otherwise teach a path that is not there */
    bool unused_path = path && a->res->level.area == SPG_AREA_OLMEC &&
                       quirk_on(a->rq.opt.quirks, SPG_Q_OLMEC_PATH);
    ui_box(a, r, !path ? style->rooms_title : unused_path ? "rooms: a path no room uses" : "rooms: the path",
           false);
    if (ih <= 0 || iw < 25)
        return;
    walk w;
    trace_walk(a, &w);
    const spg_event *cur = app_current_draw(a);
    int frx = -1, fry = -1, crx = -1, cry = -1;
    if (cur)
        stepper_room_of(&a->st, cur->focus, &frx, &fry);
    stepper_room_of(&a->st, (spg_focus){(int16_t)a->cx, (int16_t)a->cy, 1, 1}, &crx, &cry);
    int rows = 4;
    for (int x = 0; x < SPG_ROOMS_X; x++)
        if (st->L.rooms[4][x])
            rows = 5; /* a flooded level's hidden fifth row */
    /* a room is "[cM]" (code, mark), a link between two rooms three columns */
    int line = 0;
    const int gridw = 4 * 4 + 3 * 3;
    int gx = ix + (iw - gridw) / 2;
    for (int y = 0; y < rows && line < ih; y++) {
        int col = gx;
        for (int x = 0; x < SPG_ROOMS_X; x++) {
            int code = st->L.rooms[y][x];
            char mark = (x == w.sx && y == w.sy) ? 'S' : (x == w.ex && y == w.ey) ? 'E' : ' ';
            attr_t at = code_attr(a, code);
            if (x == frx && y == fry)
                at = ui_attr(a, CP_FOCUS, A_REVERSE);
            else if (a->have_diff && a->diff->room[y][x])
                at = ui_attr(a, CP_DIFF, A_STANDOUT); /* the forces changed it */
            else if (x == crx && y == cry)
                at |= A_UNDERLINE;
            char cell[8];
            snprintf(cell, sizeof cell, "[%d%c]", code, mark);
            ui_put(iy + line, col, 4, cell, at);
            col += 4;
            if (x < SPG_ROOMS_X - 1) {
                const char *link = w.h[y][x] > 0   ? (a->utf8 ? " \u2192 " : "-->")
                                   : w.h[y][x] < 0 ? (a->utf8 ? " \u2190 " : "<--")
                                                   : "   ";
                ui_put(iy + line, col, 3, link, ui_attr(a, CP_PATH, A_BOLD));
                col += 3;
            }
        }
        line++;
        if (y < rows - 1 && line < ih) {
            for (int x = 0; x < SPG_ROOMS_X; x++)
                if (w.drop[y][x])
                    ui_put(iy + line, gx + x * 7 + 1, 1, ui_sym(a, SYM_DOWN), ui_attr(a, CP_PATH, A_BOLD));
            line++;
        }
    }
    /* what the marks mean, then the room under the cursor and the flags, as space allows */
    if (line < ih && !path)
        ui_putf(iy + line++, ix, iw, A_DIM, "%s", style->rooms_key);
    else if (line < ih)
        ui_putf(iy + line++, ix, iw, A_DIM, "S start E exit %s walk %s drop  ? codes",
                ui_sym(a, SYM_RIGHT), ui_sym(a, SYM_DOWN));
    if (line < ih && unused_path)
        ui_put(iy + line++, ix, iw, "Olmec's Lair: this path is rolled, no room uses it "
               "(quirk olmec-path)", ui_attr(a, CP_DANGER, A_BOLD));
    if (line < ih && crx >= 0) {
        int code = st->L.rooms[cry][crx];
        const char *lay = st->layout_name[cry][crx];
        if (lay)
            ui_putf(iy + line++, ix, iw, A_NORMAL, "cursor room %d,%d: %d %s, layout '%s'", crx, cry,
                    code, code_meaning(a, code), lay);
        else
            ui_putf(iy + line++, ix, iw, A_NORMAL, "cursor room %d,%d: %d %s", crx, cry, code,
                    code_meaning(a, code));
    }
    if (line < ih && st->nflags)
        flags_line(a, iy + line++, ix, iw);
}
