/* rooms.c — pass 4: the side rooms, the floor's arenas.  The plan's preferred rungs are
 * tried first, then the other middle rungs, roomiest first, until the wanted count is
 * met.  A room sits beside its rung on the side with more rock, its height the
 * document's clamp(cw + 2 x (min(gapBelow, gapAbove) - 1), 3, 13) (a taller room would
 * punch through a band, merge two rungs and make a loop), its width
 * min(randi(roomSize), available space), and attaches by a stub on the rung's midline. */
#include <stdlib.h>

#include "internal.h"

static const spg_site S_WIDTH = SPG_SITE("tunnel.rooms.width",
                                 "the room's width: randi(roomSize), then at most the rock "
                                 "beside the rung");
static const spg_site S_SPUR_K = SPG_SITE("tunnel.rooms.spur_odds",
                                  "roomSpur in thousandths (the knob is a range)");
static const spg_site S_SPUR = SPG_SITE("tunnel.rooms.spur",
                                "below roomSpur x 1000: a dead-end \"Side Cache\", else an "
                                "on-path \"Old Chamber\" (the label only: the carve is the same)");

enum { STUB_LEN = 2 }; /* rock columns between the rung's end and its room (ours) */

/* The room beside rung i: its height by the document's formula, its rows centred on the
 * rung (ours: an odd spare row goes below), and its first column past the rung's end and
 * the room's stub on side `side` (-1 left, +1 right). */
typedef struct plan_room {
    int rh, ry, x_first, sx0, sy, sh;
} plan_room;

static plan_room shape(const tg *g, int i, int side)
{
    const tunnel_floor *F = g->F;
    const tunnel_rung *r = &F->rung[i];
    int cw = F->cw;
    /* rh = clamp(cw + 2 x (min(gapBelow, gapAbove) - 1), 3, 13): the gap bands above and
     * below, minus a tile each side */
    int m = mini(F->gaps[i - 1], F->gaps[i]);
    plan_room p;
    p.rh = clampi(cw + 2 * (m - 1), 3, 13);
    int spare = p.rh - cw, above = spare / 2;
    p.ry = r->y - above;
    p.x_first = side > 0 ? r->x1 + STUB_LEN + 1 : r->x0 - STUB_LEN - 1;
    p.sh = mini(2, cw);
    p.sy = rung_mid(g, i) - p.sh / 2;
    p.sx0 = side > 0 ? r->x1 + 1 : r->x0 - STUB_LEN;
    return p;
}

static bool all_wall(const tg *g, int x0, int y0, int x1, int y1)
{
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++)
            if (x < 0 || y < 0 || x >= g->L->w || y >= g->L->h ||
                g->L->cell[y][x].kind != SPG_T_WALL)
                return false;
    return true;
}

/* The available space beside rung i on one side (the document's spaceLeft/spaceRight,
 * measured; ours): how many columns, outward from the room's stub and inside the
 * margins LM..RM, a room of the formula's height could take with a wall of rock a tile
 * thick all round it and its stub.  A room fitted into that space touches no floor but
 * through its stub, so it can never join two rungs. */
static int space(const tg *g, int i, int side)
{
    plan_room p = shape(g, i, side);
    /* the stub's rows and the wall round it, and the room's inner wall column */
    if (!all_wall(g, p.sx0, p.sy - 1, p.sx0 + STUB_LEN - 1, p.sy + p.sh) ||
        !all_wall(g, p.x_first - side, p.ry - 1, p.x_first - side, p.ry + p.rh))
        return 0;
    int n = 0;
    for (int x = p.x_first; x >= g->F->lm && x <= g->F->rm; x += side) {
        /* the column and the wall beyond it, over the room's rows and its margin */
        int a = mini(x, x + side), b = maxi(x, x + side);
        if (!all_wall(g, a, p.ry - 1, b, p.ry + p.rh))
            break;
        n++;
    }
    return n;
}

static int rock_beside(const tg *g, int i)
{
    return maxi(space(g, i, -1), space(g, i, 1));
}

static bool try_room(tg *g, int i, bool preferred)
{
    tunnel_floor *F = g->F;
    int sl = space(g, i, -1), sr = space(g, i, 1);
    /* Side: whichever side of the rung has more rock; ties go right (ours) */
    int side = sr >= sl ? 1 : -1;
    int avail = maxi(sl, sr);
    plan_room p = shape(g, i, side);
    T_FOCUS_RECT(g, side > 0 ? p.x_first : p.x_first - maxi(avail, 1) + 1, p.ry, maxi(avail, 1), p.rh);
    /* Width: min(randi(roomSize), available space) */
    uint32_t before = tg_last(g);
    int rolled = knob_int(g, TK_ROOM_SIZE, &S_WIDTH, NULL);
    int rw = mini(rolled, avail);
    T_DECIDE_SINCE(g, before, rw < rolled ? "the room's width, cut to the space beside the rung"
                                          : "the room's width");
    uint32_t cause = tg_last(g) != before ? tg_last(g) : 0;
    /* Skipped entirely if rw < 5 || rh < 3 */
    if (rw < 5 || p.rh < 3) {
        T_NOTE(g, -1, -1, "no room: narrower than 5 is a nub, worse than nothing", cause);
        return false;
    }
    int rx = side > 0 ? p.x_first : p.x_first - rw + 1;
    tunnel_room *room = &F->room[F->nrooms++];
    room->r = (tunnel_rect){rx, p.ry, rw, p.rh};
    room->stub = (tunnel_rect){p.sx0, p.sy, STUB_LEN, p.sh};
    room->rung = i;
    room->side = side;
    room->preferred = preferred;
    /* each mob leashed to the room bounds + leashPad (inside the map) */
    int pad = F->leash_pad;
    int lx0 = maxi(0, rx - pad), ly0 = maxi(0, p.ry - pad);
    int lx1 = mini(F->w - 1, rx + rw - 1 + pad), ly1 = mini(F->h - 1, p.ry + p.rh - 1 + pad);
    room->leash = (tunnel_rect){lx0, ly0, lx1 - lx0 + 1, ly1 - ly0 + 1};
    T_FOCUS_RECT(g, rx, p.ry, rw, p.rh);
    double spur = knob_real(g, TK_ROOM_SPUR, &S_SPUR_K, "roomSpur");
    room->spur = chance(g, spur, &S_SPUR);
    T_DECIDE(g, room->spur ? "labelled \"Side Cache\" (a dead end)" : "labelled \"Old Chamber\" (on the path)");
    T_NOTE(g, -1, -1,
           preferred ? "a room beside its rung (from the preferred set)"
                     : "a room beside its rung (from the fallback list: the roomiest rungs left)",
           cause);
    tg_carve(g, rx, p.ry, rx + rw - 1, p.ry + p.rh - 1, TR_ROOM, cause);
    tg_carve(g, p.sx0, p.sy, p.sx0 + STUB_LEN - 1, p.sy + p.sh - 1, TR_ROOM_STUB, cause);
    return true;
}

typedef struct cand {
    int rung, rock;
} cand;

static int by_rock(const void *a, const void *b)
{
    const cand *x = a, *y = b;
    if (x->rock != y->rock)
        return y->rock - x->rock;
    return x->rung - y->rung;
}

void tunnel_rooms(tg *g)
{
    tunnel_floor *F = g->F;
    int want = mini(F->rooms_wanted, F->rungs_built - 2);
    bool tried[TUNNEL_MAX_RUNGS] = {false};
    for (int k = 0; k < F->npreferred && F->nrooms < want; k++) {
        int i = F->preferred[k];
        if (i < 1 || i > F->rungs_built - 2)
            continue;
        tried[i] = true;
        try_room(g, i, true);
    }
    /* the fallback: pure pre-selection produced zero-room floors when short rungs left
     * no space */
    cand c[TUNNEL_MAX_RUNGS];
    int n = 0;
    for (int i = 1; i <= F->rungs_built - 2; i++)
        if (!tried[i])
            c[n++] = (cand){i, rock_beside(g, i)};
    qsort(c, (size_t)n, sizeof *c, by_rock);
    for (int k = 0; k < n && F->nrooms < want && F->nrooms < TUNNEL_MAX_ROOMS; k++)
        try_room(g, c[k].rung, false);
    T_FOCUS_NONE(g);
}
