/* stubs.c — pass 2b: dead-end stubs, short vertical cracks dug into the rock band above
 * or below a random rung, each capped one tile short of whatever lies beyond so it can
 * never reach a neighbour and make a loop; then, only when the loops knob asks, the
 * shortcut links that deliberately break the floor's linearity. */
#include "internal.h"

static const spg_site S_COUNT = {"tunnel.stubs.count", "dead-end stubs on this floor: randi(deadEnds)"};
static const spg_site S_RUNG = {"tunnel.stubs.rung", "which rung the stub leaves (0 = the lowest)"};
static const spg_site S_SIDE = {"tunnel.stubs.side", "0: dug into the band above the rung, 1: below"};
static const spg_site S_COL = {"tunnel.stubs.column", "the stub's left column along the rung"};
static const spg_site S_LEN = {"tunnel.stubs.length",
                               "randi(deadEndLen), then capped one tile short of the band"};
static const spg_site S_LOOPS = {"tunnel.stubs.loops", "shortcut links wanted (the loops knob is a range)"};
static const spg_site S_LOOP_RUNG = {"tunnel.stubs.loop_rung",
                                     "the lower end of a shortcut to the rung two above"};
static const spg_site S_LOOP_COL = {"tunnel.stubs.loop_column",
                                    "which of the columns clear of both connectors the "
                                    "shortcut climbs (index into them)"};

enum { FAR = 1 << 20 };

/* How long a stub in columns [col, col+sw) going `dir` (-1 up, +1 down) from rung i may be.
 *
 * The document caps it at band - 1, the band being the gap.  Seams, connectors and other
 * stubs may already have eaten into that band, so the cap is measured on the grid: in
 * each stub column, past the floor already attached to the rung there, the stub must stop
 * two tiles short of the next floor (one rock tile stays); in the columns beside it, one
 * short (its side must not touch).  Floor attached to the rung in the same way (its own
 * seam, a connector) may touch: rung plus vertical runs standing on it enclose no rock. */
static int stub_cap(tg *g, int i, int col, int sw, int dir, int *attached_min)
{
    const tunnel_floor *F = g->F;
    const tunnel_rung *r = &F->rung[i];
    int base = dir < 0 ? r->y : r->y + F->cw - 1;
    /* above the top rung the chamber is not carved yet, but its floor is planned */
    int barrier = -1;
    if (dir < 0 && i == F->rungs_built - 1)
        barrier = r->y - F->gaps[i] - 1;
    /* the document's own cap first: one tile less than the planned band (under rung 0,
     * the 3 rows down to the map's edge) */
    int cap = (dir < 0 ? F->gaps[i] : i > 0 ? F->gaps[i - 1] : 3) - 1;
    *attached_min = FAR;
    for (int c = col - 1; c <= col + sw; c++) {
        bool in_stub = c >= col && c < col + sw;
        int a = 0;
        if (is_floor(g, c, base))
            while (is_floor(g, c, base + dir * (a + 1)))
                a++;
        if (in_stub && a < *attached_min)
            *attached_min = a;
        int f = FAR;
        for (int d = a + 1; d < 64; d++) {
            int row = base + dir * d;
            if (row < 0 || row >= g->L->h || (barrier >= 0 && row <= barrier) ||
                is_floor(g, c, row)) {
                f = d;
                break;
            }
        }
        if (f < FAR)
            cap = mini(cap, in_stub ? f - 2 : f - 1);
    }
    return cap;
}

void tunnel_stubs(tg *g)
{
    tunnel_floor *F = g->F;
    int cw = F->cw, sw = mini(2, cw);
    int n = knob_int(g, TK_DEAD_ENDS, &S_COUNT, "dead-end stubs wanted");
    F->stubs_wanted = n;
    for (int k = 0; k < n && F->nstubs < TUNNEL_MAX_STUBS && F->rungs_built > 0; k++) {
        int i = roll(g, 0, F->rungs_built - 1, &S_RUNG);
        T_DECIDE(g, "the stub leaves this rung");
        const tunnel_rung *r = &F->rung[i];
        T_FOCUS_RECT(g, r->x0, r->y, r->x1 - r->x0 + 1, cw);
        int dir = roll(g, 0, 1, &S_SIDE) ? 1 : -1;
        T_DECIDE(g, dir < 0 ? "up, into the band above" : "down, into the band below");
        int hi = r->x1 - sw + 1;
        int col = hi > r->x0 ? roll(g, r->x0, hi, &S_COL) : r->x0;
        if (hi > r->x0)
            T_DECIDE(g, "the stub's left column");
        T_FOCUS_RECT(g, col, dir < 0 ? r->y - 1 : r->y + cw, sw, 1);
        uint32_t before = tg_last(g);
        int want = knob_int(g, TK_DEAD_END_LEN, &S_LEN, NULL);
        int attached;
        int cap = stub_cap(g, i, col, sw, dir, &attached);
        int len = mini(want, cap);
        if (len < 1 || len <= attached) {
            T_DECIDE_SINCE(g, before, "no rock to dig: the stub is dropped");
            T_NOTE(g, col, dir < 0 ? r->y - 1 : r->y + cw,
                   "no stub here: the band is too thin to stop short of its neighbour",
                   SPG_CAUSE_LAST);
            continue;
        }
        T_DECIDE_SINCE(g, before, len < want ? "the stub's length, cut one short of the band"
                                              : "the stub's length");
        tunnel_stub *s = &F->stub[F->nstubs++];
        s->rung = i;
        s->side = dir;
        s->want = want;
        s->len = len;
        s->r = (tunnel_rect){col, dir < 0 ? r->y - len : r->y + cw, sw, len};
        tg_carve(g, s->r.x, s->r.y, s->r.x + sw - 1, s->r.y + len - 1, TR_STUB, SPG_CAUSE_LAST);
    }
    T_FOCUS_NONE(g);
    tunnel_loops(g);
}

/* Columns c where a cw-wide shaft [c, c+cw) fits under rungs i, i+1 and i+2 alike and
 * stays two columns clear of both connectors, so each link is a second way round. */
static int loop_columns(const tg *g, int i, int *cols, int max)
{
    const tunnel_floor *F = g->F;
    int cw = F->cw, lo = 0, hi = 1 << 20, n = 0;
    for (int j = i; j <= i + 2; j++) {
        lo = maxi(lo, F->rung[j].x0);
        hi = mini(hi, F->rung[j].x1 - cw + 1);
    }
    for (int c = lo; c <= hi && n < max; c++) {
        bool clear = true;
        for (int j = i; j <= i + 1; j++) {
            const tunnel_rung *r = &F->rung[j];
            int a = r->right ? r->end - cw + 1 : r->end, b = a + cw - 1;
            if (c + cw - 1 >= a - 2 && c <= b + 2)
                clear = false;
        }
        if (clear)
            cols[n++] = c;
    }
    return n;
}

void tunnel_loops(tg *g)
{
    tunnel_floor *F = g->F;
    int cw = F->cw;
    F->loops_wanted = knob_int(g, TK_LOOPS, &S_LOOPS, "shortcut links wanted");
    if (F->loops_wanted == 0)
        return;
    if (F->rungs_built < 3) {
        T_NOTE(g, -1, -1, "no shortcut: a link needs three rungs", 0);
        return;
    }
    for (int k = 0; k < F->loops_wanted && F->nloops < TUNNEL_MAX_LOOPS; k++) {
        int i = roll(g, 0, F->rungs_built - 3, &S_LOOP_RUNG);
        T_DECIDE(g, "a shortcut from this rung to the one two above");
        int cols[128];
        int n = loop_columns(g, i, cols, 128);
        if (n == 0) {
            T_NOTE(g, -1, -1, "no shortcut: the three rungs share no column clear of the connectors",
                   SPG_CAUSE_LAST);
            continue;
        }
        int c = cols[n > 1 ? roll(g, 0, n - 1, &S_LOOP_COL) : 0];
        int ya = rung_mid(g, i + 2), yb = rung_mid(g, i);
        T_FOCUS_RECT(g, c, ya, cw, yb - ya + 1);
        if (n > 1)
            T_DECIDE(g, "the shortcut's column");
        T_NOTE(g, -1, -1, "a shortcut link: the floor is no longer strictly linear", SPG_CAUSE_LAST);
        F->loop[F->nloops++] = (tunnel_rect){c, ya, cw, yb - ya + 1};
        tg_carve(g, c, ya, c + cw - 1, yb, TR_LOOP, SPG_CAUSE_LAST);
    }
    T_FOCUS_NONE(g);
}
