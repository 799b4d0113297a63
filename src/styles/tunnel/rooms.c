/* rooms.c — pass 4: the side rooms, the floor's arenas.  The plan's preferred rungs are
 * tried first, then the other middle rungs, roomiest first, until the wanted count is
 * met.  A room sits beside its rung on the side with more rock, no taller than the bands
 * above and below allow (minus a tile each side: a taller room would punch through a band,
 * merge two rungs and make a loop), and attaches by a stub on the rung's midline. */
#include <stdlib.h>

#include "internal.h"

static const spg_site S_WIDTH = {"tunnel.rooms.width",
                                 "the room's width: randi(roomSize), then at most the rock "
                                 "beside the rung"};
static const spg_site S_SPUR_K = {"tunnel.rooms.spur_odds",
                                  "roomSpur in thousandths (the knob is a range)"};
static const spg_site S_SPUR = {"tunnel.rooms.spur",
                                "below roomSpur x 1000: a dead-end \"Side Cache\", else an "
                                "on-path \"Old Chamber\" (the label only: the carve is the same)"};

enum { STUB_LEN = 2 }; /* rock columns between the rung's end and its room (ours) */

/* Rock columns beside rung i on each side that a room (plus its stub and a tile of wall
 * before the map's margin) could use. */
static void space(const tg *g, int i, int *left, int *right)
{
    const tunnel_rung *r = &g->F->rung[i];
    *left = r->x0 - STUB_LEN - 2;                  /* room columns 2 .. x0-STUB_LEN-1 */
    *right = (g->F->w - 3) - (r->x1 + STUB_LEN);   /* room columns x1+STUB_LEN+1 .. W-3 */
}

static int rock_beside(const tg *g, int i)
{
    int l, r;
    space(g, i, &l, &r);
    return maxi(l, r);
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

/* Wall rows in a column from row y going dir (-1 up, +1 down), the map's edge counting as
 * floor so the room's margin stays inside the map. */
static int rock_run(const tg *g, int x, int y, int dir)
{
    int n = 0;
    for (int row = y; row >= 0 && row < g->L->h && g->L->cell[row][x].kind == SPG_T_WALL;
         row += dir)
        n++;
    return n;
}

static bool try_room(tg *g, int i, bool preferred)
{
    tunnel_floor *F = g->F;
    const tunnel_rung *r = &F->rung[i];
    int cw = F->cw, sl, sr;
    space(g, i, &sl, &sr);
    int side = sr >= sl ? 1 : -1; /* ties go right: the document does not say */
    int avail = maxi(sl, sr);
    int rx0 = side > 0 ? r->x1 + STUB_LEN + 1 : 2;
    T_FOCUS_RECT(g, rx0, r->y, maxi(avail, 1), cw);
    if (avail < 5) {
        T_NOTE(g, -1, -1, "no room on this rung: fewer than 5 rock columns beside it", 0);
        return false;
    }
    uint32_t before = tg_last(g);
    int rolled = knob_int(g, TK_ROOM_SIZE, &S_WIDTH, NULL);
    int rw = mini(rolled, avail);
    T_DECIDE_SINCE(g, before, rw < rolled ? "the room's width, cut to the rock beside the rung"
                                          : "the room's width");
    uint32_t cause = tg_last(g) != before ? tg_last(g) : 0;
    if (rw < 5) {
        T_NOTE(g, -1, -1, "no room: narrower than 5 is a nub, worse than nothing", cause);
        return false;
    }
    int rx = side > 0 ? r->x1 + STUB_LEN + 1 : r->x0 - STUB_LEN - rw;
    /* rh = clamp(cw + 2 x (min(gapBelow, gapAbove) - 1), 3, 13), with the bands measured
     * on the grid rather than taken from the plan: seams and stubs may have thinned them */
    int m = mini(F->gaps[i - 1], F->gaps[i]);
    int up = 1 << 20, down = 1 << 20;
    for (int x = rx - 1; x <= rx + rw; x++) {
        up = mini(up, rock_run(g, x, r->y - 1, -1));
        down = mini(down, rock_run(g, x, r->y + cw, 1));
    }
    int k = mini(m - 1, mini(up - 1, down - 1));
    if (cw + 2 * k > 13)
        k = (13 - cw) / 2;
    int rh = cw + 2 * k;
    int ry = r->y - k;
    int sh = mini(2, cw), sy = rung_mid(g, i) - sh / 2;
    int sx0 = side > 0 ? r->x1 + 1 : r->x0 - STUB_LEN, sx1 = sx0 + STUB_LEN - 1;
    if (k < 0 || rh < 3 || !all_wall(g, rx - 1, ry - 1, rx + rw, ry + rh) ||
        !all_wall(g, sx0, sy - 1, sx1, sy + sh)) {
        T_NOTE(g, -1, -1, "no room: the bands beside this rung are too thin for 3 rows", cause);
        return false;
    }
    tunnel_room *room = &F->room[F->nrooms++];
    room->r = (tunnel_rect){rx, ry, rw, rh};
    room->stub = (tunnel_rect){sx0, sy, STUB_LEN, sh};
    room->rung = i;
    room->side = side;
    room->preferred = preferred;
    T_FOCUS_RECT(g, rx, ry, rw, rh);
    double spur = knob_real(g, TK_ROOM_SPUR, &S_SPUR_K, "roomSpur");
    room->spur = chance(g, spur, &S_SPUR);
    T_DECIDE(g, room->spur ? "labelled \"Side Cache\" (a dead end)" : "labelled \"Old Chamber\" (on the path)");
    T_NOTE(g, -1, -1,
           preferred ? "a room beside its rung (from the preferred set)"
                     : "a room beside its rung (from the fallback list: the roomiest rungs left)",
           cause);
    tg_carve(g, rx, ry, rx + rw - 1, ry + rh - 1, TR_ROOM, cause);
    tg_carve(g, sx0, sy, sx1, sy + sh - 1, TR_ROOM_STUB, cause);
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
