/* view_template.c — the room being built, as its template: the layout's rows (its codes,
 * the chunk slots marked, each slot's chunk once rolled) beside the room's tiles as built
 * so far, the set the layout came from by name and why that set, and the chunk the
 * current draw rolled.  Everything comes from the trace's layout and chunk events and
 * their picks (trace_pick): the explorer never works out a room's set itself. */
#include <string.h>

#include "data/roomdata.h"
#include "ui.h"

/* How far back the search for the room's layout looks: a room's build is a few hundred
 * events (its tiles' rolls), far fewer than this. */
#define TEMPLATE_LOOKBACK 6000

static bool inside(spg_focus f, int x0, int y0, int w, int h)
{
    return f.x >= x0 && f.y >= y0 && f.x + (f.w ? f.w : 1) <= x0 + w &&
           f.y + (f.h ? f.h : 1) <= y0 + h;
}

bool template_find(const app *a, room_tpl *t)
{
    memset(t, 0, sizeof *t);
    t->cur_chunk = -1;
    const spg_event *cur = app_current_draw(a);
    const spg_trace *tr = &a->res->trace;
    size_t applied = a->st.cur.applied;
    if (!cur || cur->focus.x < 0 || applied == 0)
        return false;
    size_t i = applied, stop = applied > TEMPLATE_LOOKBACK ? applied - TEMPLATE_LOOKBACK : 0;
    const spg_event *lay = NULL;
    size_t li = 0;
    /* the draw that picks a layout comes before the layout is taken (its version is rolled
     * between): at that draw the room pane shows the layout it picked */
    for (size_t k = applied; k < tr->n && k < applied + 6; k++) {
        const spg_event *e = &tr->ev[k];
        if (e->kind == SPG_EV_PHASE)
            break;
        if (e->kind == SPG_EV_LAYOUT && e->draw == cur->draw) {
            lay = e;
            li = k;
            break;
        }
    }
    while (!lay && i > stop) {
        const spg_event *e = &tr->ev[--i];
        if (e->kind == SPG_EV_PHASE)
            return false; /* a phase began since: no room of it is being built */
        if (e->kind == SPG_EV_LAYOUT) {
            lay = e;
            li = i;
            break;
        }
    }
    if (!lay)
        return false;
    t->pick = trace_pick_of(tr, li);
    if (!t->pick || !t->pick->item)
        return false; /* a style that says nothing of its layouts' sets */
    /* where the room is: the focus of the draw that chose it (a room rectangle), else the
     * event's own (Olmec's floor rooms lie off the grid the trace numbers) */
    const spg_event *by = stepper_draw(&a->st, lay->draw);
    spg_focus rf = by && by->focus.w == 10 && by->focus.h == 8 ? by->focus : lay->focus;
    if (rf.w != 10 || rf.h != 8)
        return false;
    if (!inside(cur->focus, rf.x, rf.y, 10, 8))
        return false;
    t->layout = lay;
    t->rx = lay->rx;
    t->ry = lay->ry;
    t->x0 = rf.x;
    t->y0 = rf.y;
    for (size_t k = li + 1; k < applied && t->nchunks < 12; k++) {
        const spg_event *e = &tr->ev[k];
        if (e->kind != SPG_EV_CHUNK || e->rx != lay->rx || e->ry != lay->ry)
            continue;
        int n = t->nchunks++;
        t->chunk[n] = e;
        t->chunk_pick[n] = trace_pick_of(tr, k);
        if (e->draw == cur->draw || inside(cur->focus, e->focus.x, e->focus.y, 5, 3))
            t->cur_chunk = n;
    }
    return true;
}

/* The why's lines at width w (at most two). */
static void count_line(const char *line, int len, int i, void *vc)
{
    (void)line, (void)len, (void)i;
    ++*(int *)vc;
}

static int why_lines(const room_tpl *t, int w)
{
    if (!t->pick->why)
        return 0;
    char buf[320];
    snprintf(buf, sizeof buf, "why: %s", t->pick->why);
    int n = 0;
    ui_wrap(buf, w - 5, 4, count_line, &n); /* continuation lines are indented by 5 */
    return n;
}

int template_rows(const room_tpl *t, int w)
{
    return 1 + why_lines(t, w) + 1 + 8 + 1; /* name, why, heads, the rows, the key */
}

/* How wide a chunk slot of code c is: 5, 4 for the Temple's narrow air slot, 0 no slot. */
static int slot_width(char c)
{
    return c == 'N' ? 4 : c == '5' || c == '6' || c == '8' || c == 'V' || c == 'F' ? 5 : 0;
}

typedef struct why_ctx {
    int y, x, w, n;
} why_ctx;

static void why_line(const char *line, int len, int i, void *vc)
{
    why_ctx *c = vc;
    char buf[256];
    int l = len < (int)sizeof buf - 1 ? len : (int)sizeof buf - 1;
    memcpy(buf, line, (size_t)l);
    buf[l] = 0;
    ui_put(c->y + i, c->x + (i ? 5 : 0), c->w - (i ? 5 : 0), buf, A_NORMAL);
    c->n = i + 1;
}

void view_template(app *a, const room_tpl *t, int y, int x, int h, int w)
{
    const spg_layout *lay = t->pick->item;
    int v = t->pick->variant;
    int line = 0;
    if (line < h) {
        char name[160];
        const char *set = t->pick->set ? t->pick->set : "?";
        const char *ver = lay->variants > 1 ? (v ? ", 2nd version" : ", 1st version") : "";
        snprintf(name, sizeof name, "'%s': %d of %d in set '%s'%s", lay->name,
                 (int)t->layout->value + 1, t->pick->of, set, ver);
        if ((int)strlen(name) > w)
            snprintf(name, sizeof name, "'%s' %d/%d of %s%s", lay->name,
                     (int)t->layout->value + 1, t->pick->of, set, *ver ? (v ? " v2" : " v1") : "");
        ui_put(y + line++, x, w, name, A_BOLD);
    }
    /* the name, the heads and the eight rows always; the why (or, on a chunk's draw, the
     * chunk's name, set and slot) and the key as rows allow */
    int extra = h - 10, wl = why_lines(t, w);
    char chunk_words[320] = "";
    int chunk_all = 0;
    if (t->cur_chunk >= 0) {
        const spg_event *e = t->chunk[t->cur_chunk];
        const spg_pick *p = t->chunk_pick[t->cur_chunk];
        snprintf(chunk_words, sizeof chunk_words, "chunk '%s': %d of %d in '%s'%s%s",
                 e->text ? e->text : "?", (int)e->value + 1, p ? p->of : 0,
                 p && p->set ? p->set : "?", p && p->why ? ", " : "", p && p->why ? p->why : "");
        int n = 0;
        ui_wrap(chunk_words, w, 4, count_line, &n);
        wl = chunk_all = n;
    }
    if (wl > extra)
        wl = extra > 0 ? extra : 0;
    extra -= wl;
    if (wl && line < h && chunk_words[0]) {
        ui_wrap_put(y + line, x, w, wl, chunk_words, ui_attr(a, CP_FOCUS, A_BOLD));
        if (wl < chunk_all) /* cut: the chunk draw's explanation has it all */
            ui_put(y + line + wl - 1, x + w - 1, 1, a->utf8 ? "\u2026" : "~", A_BOLD);
        line += wl;
    } else if (wl && line < h) {
        char buf[320];
        snprintf(buf, sizeof buf, "why: %s", t->pick->why);
        why_ctx c = {y + line, x, w, 0};
        int all = why_lines(t, w);
        ui_wrap(buf, w - 5, wl, why_line, &c);
        if (wl < all) /* cut: say so where it ends (the full text is the layout draw's) */
            ui_put(y + line + wl - 1, x + w - 1, 1, a->utf8 ? "\u2026" : "~", A_BOLD);
        line += c.n;
    }
    /* the template: the layout's codes, each slot's chunk written over it once rolled */
    char tpl[8][10];
    unsigned char slot[8][10]; /* 0 no slot, 1 a slot not yet rolled, 2 rolled, 3 this one */
    memcpy(tpl, lay->tiles[v], sizeof tpl);
    memset(slot, 0, sizeof slot);
    for (int ry = 0; ry < 8; ry++)
        for (int rx = 0; rx < 10; rx++)
            for (int cy = 0; cy < 3 && ry + cy < 8; cy++)
                for (int cx = 0; cx < slot_width(lay->tiles[v][ry][rx]) && rx + cx < 10; cx++)
                    slot[ry + cy][rx + cx] = 1;
    for (int k = 0; k < t->nchunks; k++) {
        const spg_event *e = t->chunk[k];
        const spg_pick *p = t->chunk_pick[k];
        int sx = e->focus.x - t->x0, sy = e->focus.y - t->y0;
        /* the chunk's size: the rectangle its draw was about (a set may give its own, as
         * the Ice Caves' 3x3 platforms), else the slot code's */
        const spg_event *by = stepper_draw(&a->st, e->draw);
        int cw = by && by->focus.w > 0 && by->focus.w <= 10 ? by->focus.w
                 : sx >= 0 && sx < 10 && sy >= 0 && sy < 8 ? slot_width(lay->tiles[v][sy][sx]) : 5;
        int chh = by && by->focus.h > 0 && by->focus.h <= 3 ? by->focus.h : 3;
        if (cw == 0)
            cw = 5;
        for (int cy = 0; cy < chh; cy++)
            for (int cx = 0; cx < cw; cx++) {
                int ty = sy + cy, tx = sx + cx;
                if (ty < 0 || ty >= 8 || tx < 0 || tx >= 10)
                    continue;
                if (p && p->item)
                    tpl[ty][tx] = p->item->tiles[0][cy][cx];
                slot[ty][tx] = k == t->cur_chunk ? 3 : 2;
            }
    }
    const step_state *st = &a->st.cur;
    const spg_level *L = &st->L;
    const spg_event *cur = app_current_draw(a);
    int gx = x, bx = x + 12, kx = x + 24;
    bool chunk_col = t->cur_chunk >= 0 && w >= 29;
    if (line < h) {
        ui_put(y + line, gx, 10, "template", A_DIM);
        ui_put(y + line, bx, 11, "built", A_DIM);
        if (chunk_col)
            ui_put(y + line, kx, w - 24, "chunk", A_DIM);
        line++;
    }
    /* entities over their tiles in the built room, as on the map */
    char over[8][10];
    memset(over, 0, sizeof over);
    for (int i = 0; i < L->nent; i++) {
        const spg_entity *e = &L->ent[i];
        int ex = e->x - t->x0, ey = e->y - t->y0;
        if (!e->gone && e->info != SPG_INFO_INSIDE && ex >= 0 && ex < 10 && ey >= 0 && ey < 8)
            over[ey][ex] = entity_glyph(e->kind);
    }
    attr_t slot_at[4] = {A_NORMAL, ui_attr(a, CP_ROOMFOCUS, A_REVERSE),
                         ui_attr(a, CP_SHOP, A_UNDERLINE), ui_attr(a, CP_FOCUS, A_REVERSE | A_BOLD)};
    for (int ry = 0; ry < 8 && line < h; ry++, line++) {
        for (int rx = 0; rx < 10; rx++) {
            char g[2] = {tpl[ry][rx], 0};
            ui_put(y + line, gx + rx, 1, g, slot[ry][rx] ? slot_at[slot[ry][rx]] : A_DIM);
            int lx = t->x0 + rx, ly = t->y0 + ry;
            if (lx < 0 || ly < 0 || lx >= L->w || ly >= L->h)
                continue;
            const spg_cell *c = &L->cell[ly][lx];
            g[0] = over[ry][rx] ? over[ry][rx] : tile_glyph(c->kind);
            attr_t at = view_tile_attr(a, c, over[ry][rx] != 0);
            if (cur && cur->focus.x == lx && cur->focus.y == ly && cur->focus.w <= 1)
                at = ui_attr(a, CP_FOCUS, A_REVERSE);
            ui_put(y + line, bx + rx, 1, g, at);
        }
        if (!chunk_col)
            continue;
        /* the chunk the current draw is about: its three rows (its name, set and slot
         * are told above the grids), then its name again where the column is wide */
        const spg_event *e = t->chunk[t->cur_chunk];
        const spg_pick *p = t->chunk_pick[t->cur_chunk];
        int cw = w - 24;
        if (ry <= 2 && p && p->item) {
            char row[6];
            memcpy(row, p->item->tiles[0][ry], 5);
            row[5] = 0;
            ui_put(y + line, kx, cw, row, slot_at[3]);
        } else if (ry == 4 && cw >= 20) {
            ui_putf(y + line, kx, cw, A_BOLD, "'%s'", e->text ? e->text : "?");
        } else if (ry == 5 && cw >= 20 && p) {
            ui_putf(y + line, kx, cw, A_NORMAL, "%d of %d in '%s'", (int)e->value + 1, p->of,
                    p->set ? p->set : "?");
        }
    }
    if (line < h && extra > 0)
        ui_wrap_put(y + line++, x, w, 1,
                    w >= 78 ? "template: the layout's codes; chunk slots marked, a slot's chunk once rolled"
                            : "slots marked; a slot's chunk once rolled",
                    A_DIM);
}
