/* view_map.c — the level map as it stands at the current step: the tile or room the
 * current draw is about, the tiles it changed, and the tile cursor. */
#include <string.h>

#include "ui.h"

attr_t view_tile_attr(const app *a, const spg_cell *c, bool entity)
{
    if (entity)
        return ui_attr(a, CP_ENTITY, A_BOLD);
    if (c->content == SPG_C_GOLD || c->content == SPG_C_RICH_GOLD)
        return ui_attr(a, CP_GOLD, A_BOLD);
    if (c->content >= SPG_C_SAPPHIRE && c->content <= SPG_C_DIAMOND)
        return ui_attr(a, CP_GEM, A_BOLD);
    switch (c->kind) {
    case SPG_T_EMPTY: return A_DIM;
    case SPG_T_BORDER: return ui_attr(a, CP_BORDER, A_DIM);
    case SPG_T_BRICK:
    case SPG_T_HARD_BRICK: return ui_attr(a, CP_BRICK, A_NORMAL);
    case SPG_T_STONE:
    case SPG_T_PUSH_BLOCK: return ui_attr(a, CP_STONE, A_NORMAL);
    case SPG_T_LADDER:
    case SPG_T_LADDER_TOP: return ui_attr(a, CP_LADDER, A_NORMAL);
    case SPG_T_SPIKES:
    case SPG_T_ARROW_TRAP_LEFT:
    case SPG_T_ARROW_TRAP_RIGHT: return ui_attr(a, CP_DANGER, A_BOLD);
    case SPG_T_ENTRANCE:
    case SPG_T_EXIT: return ui_attr(a, CP_DOOR, A_BOLD);
    case SPG_T_ALTAR:
    case SPG_T_IDOL_ALTAR: return ui_attr(a, CP_ALTAR, A_NORMAL);
    default: return A_NORMAL;
    }
}

/* Keeps `t` inside a window of `n` cells out of `total`, scrolling as little as possible
 * and keeping a margin so the surroundings of the target stay visible. */
static int scroll_to(int v, int t, int n, int total)
{
    if (total <= n)
        return 0;
    int margin = n > 12 ? 4 : n / 4;
    if (t < v + margin)
        v = t - margin;
    if (t > v + n - 1 - margin)
        v = t - (n - 1 - margin);
    if (v < 0)
        v = 0;
    if (v > total - n)
        v = total - n;
    return v;
}

void view_map(app *a, rect r)
{
    const step_state *st = &a->st.cur;
    const spg_level *L = &st->L;
    int iy = r.y + 1, ix = r.x + 1, ih = r.h - 2, iw = r.w - 2;
    if (ih <= 0 || iw <= 0)
        return;
    const spg_event *cur = app_current_draw(a);
    spg_focus f = app_draw_focus(a);

    /* scroll to what the user last moved: the cursor, or the draw being looked at */
    int tx = a->cx, ty = a->cy;
    if (!a->follow_cursor && f.x >= 0) {
        tx = f.x + f.w / 2;
        ty = f.y + f.h / 2;
    }
    int cw = a->map_cw > 1 ? 2 : 1; /* z: two columns a tile */
    int tw = iw / cw;               /* tiles across */
    a->vx = scroll_to(a->vx, tx, tw, L->w);
    a->vy = scroll_to(a->vy, ty, ih, L->h);

    /* entities over their tiles, as `show` draws them; gems inside blocks stay hidden */
    static char over[SPG_GRID_ROWS][SPG_MAX_W]; /* a tunnel floor may be taller than 128 */
    memset(over, 0, sizeof over);
    for (int i = 0; i < L->nent; i++) {
        const spg_entity *e = &L->ent[i];
        if (!e->gone && e->info != SPG_INFO_INSIDE && e->x >= 0 && e->y >= 0 && e->x < SPG_MAX_W && e->y < level_rows(L))
            over[e->y][e->x] = entity_glyph(e->kind);
    }
    /* the tiles and entities this draw's effects touched */
    static unsigned char changed[SPG_GRID_ROWS][SPG_MAX_W];
    memset(changed, 0, sizeof changed);
    if (cur) {
        size_t from = stepper_events_at(&a->st, a->st.pos - 1), to = stepper_events_at(&a->st, a->st.pos);
        for (size_t i = from; i < to; i++) {
            const spg_event *e = &a->res->trace.ev[i];
            if ((e->kind == SPG_EV_TILE || e->kind == SPG_EV_ENTITY || e->kind == SPG_EV_ENTITY_GONE) &&
                e->focus.x >= 0 && e->focus.y >= 0 && e->focus.x < SPG_MAX_W && e->focus.y < level_rows(L))
                changed[e->focus.y][e->focus.x] = 1;
        }
    }
    bool rect_focus = f.x >= 0 && (f.w > 1 || f.h > 1);
    for (int y = 0; y < ih && a->vy + y < L->h; y++) {
        int ly = a->vy + y;
        move(iy + y, ix);
        for (int x = 0; x < tw && a->vx + x < L->w; x++) {
            int lx = a->vx + x;
            const spg_cell *c = &L->cell[ly][lx];
            char g = over[ly][lx] ? over[ly][lx] : tile_glyph(c->kind);
            attr_t at = view_tile_attr(a, c, over[ly][lx] != 0);
            /* an indestructible block is underlined whatever its kind (the border aside,
             * drawn as its own kind): the Jungle's exit block is lush, but stays */
            if (!over[ly][lx] && c->kind != SPG_T_BORDER && level_indestructible_at(L, lx, ly))
                at |= A_UNDERLINE;
            bool in_rect = rect_focus && lx >= f.x && lx < f.x + f.w && ly >= f.y && ly < f.y + f.h;
            if (lx == a->cx && ly == a->cy)
                at = ui_attr(a, CP_CURSOR, A_REVERSE | A_BOLD | A_UNDERLINE);
            else if (f.x == lx && f.y == ly && !rect_focus)
                at = ui_attr(a, CP_FOCUS, A_REVERSE);
            else if (changed[ly][lx])
                at = ui_attr(a, CP_CHANGED, A_BOLD | A_UNDERLINE);
            else if (a->have_diff && a->diff->tile[ly][lx])
                at = ui_attr(a, CP_DIFF, A_STANDOUT); /* the forces changed it */
            else if (in_rect)
                at = ui_attr(a, CP_ROOMFOCUS, A_BOLD);
            attrset(at);
            addch((chtype)(unsigned char)g);
            if (cw > 1) /* the tile's second column: its glyph again, so a block reads square */
                addch((chtype)(unsigned char)g);
        }
    }
    attrset(A_NORMAL);
    char title[96];
    if (a->have_diff)
        snprintf(title, sizeof title, "level %d map: %d tile%s differ%s", L->number,
                 a->diff->ntiles, a->diff->ntiles == 1 ? "" : "s", a->diff->ntiles == 1 ? "s" : "");
    else
        snprintf(title, sizeof title, "level %d map", L->number);
    ui_box(a, r, title, a->focus == FOCUS_MAP);
    /* the footer in the longest form the box has room for, never cut mid-word */
    /* the legend of the tile under the cursor: what its glyph is (an entity over it first) */
    const char *under = "";
    if (a->cx >= 0 && a->cy >= 0 && a->cx < L->w && a->cy < L->h) {
        under = tile_name(L->cell[a->cy][a->cx].kind);
        for (int i = 0; i < L->nent; i++)
            if (!L->ent[i].gone && L->ent[i].info != SPG_INFO_INSIDE && L->ent[i].x == a->cx &&
                L->ent[i].y == a->cy)
                under = entity_name(L->ent[i].kind);
    }
    char foot[6][128];
    int vx1 = a->vx + (tw < L->w ? tw : L->w) - 1, vy1 = a->vy + (ih < L->h ? ih : L->h) - 1;
    bool scrolled = L->w > tw || L->h > ih;
    if (scrolled)
        snprintf(foot[0], sizeof foot[0], " cursor %d,%d %s  view %d-%d,%d-%d ", a->cx, a->cy,
                 under, a->vx, vx1, a->vy, vy1);
    else
        snprintf(foot[0], sizeof foot[0], " cursor %d,%d: %s ", a->cx, a->cy, under);
    snprintf(foot[1], sizeof foot[1], scrolled ? " cursor %d,%d  view %d-%d,%d-%d " : " cursor %d,%d ",
             a->cx, a->cy, a->vx, vx1, a->vy, vy1);
    snprintf(foot[2], sizeof foot[2], scrolled ? " %d,%d  view %d-%d,%d-%d " : " %d,%d ", a->cx,
             a->cy, a->vx, vx1, a->vy, vy1);
    snprintf(foot[3], sizeof foot[3], " %d,%d %s ", a->cx, a->cy, under);
    snprintf(foot[4], sizeof foot[4], " cursor %d,%d ", a->cx, a->cy);
    snprintf(foot[5], sizeof foot[5], " %d,%d ", a->cx, a->cy);
    for (int i = 0; i < 6; i++)
        if ((int)strlen(foot[i]) <= r.w - 4 || i == 5) {
            ui_put(r.y + r.h - 1, r.x + 2, r.w - 4, foot[i], A_NORMAL);
            break;
        }
}
