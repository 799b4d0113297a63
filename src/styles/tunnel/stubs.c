/* stubs.c — pass 2b: dead-end stubs, short vertical cracks dug into the rock band above
 * or below a random rung, min(randi(deadEndLen), band - 1) long so they stop a tile short
 * of the far side; then, only when the loops knob asks, the shortcut links that
 * deliberately break the floor's linearity.
 *
 * Where a stub goes (the document leaves it open; ours): a stub grows from the band's
 * lower rung, the side the edge seam wears (carve.c), toward the straight edge of the
 * rung above it.  So a stub "above rung i" stands on rung i, one "below rung i" stands
 * on rung i-1 right under rung i (the columns the two rungs share), and the one place
 * with no rung under it, the 3 rows below rung 0, is dug down from rung 0 toward the
 * map's edge.  Everything that opens a band then opens it from one side, a stub's tip
 * always leaves the band's far row of rock, and the document's "a stub physically
 * cannot reach the neighbouring rung" holds on the grid with the length as written. */
#include "internal.h"

static const spg_site S_COUNT = SPG_SITE("tunnel.stubs.count", "dead-end stubs on this floor: randi(deadEnds)");
static const spg_site S_RUNG = SPG_SITE("tunnel.stubs.rung", "which rung the stub goes by (0 = the lowest)");
static const spg_site S_SIDE = SPG_SITE("tunnel.stubs.side",
                                "0: in the band above the rung, 1: in the band below it");
static const spg_site S_COL = SPG_SITE("tunnel.stubs.column",
                               "the stub's left column: along the rung it grows from (for a "
                               "band below, the columns that rung shares with the drawn one)");
static const spg_site S_LEN = SPG_SITE("tunnel.stubs.length",
                               "randi(deadEndLen); the length is min(this, band - 1)");
static const spg_site S_LOOPS = SPG_SITE("tunnel.stubs.loops", "shortcut links wanted (the loops knob is a range)");
static const spg_site S_LOOP_RUNG = SPG_SITE("tunnel.stubs.loop_rung",
                                     "the lower end of a shortcut to the rung two above");
static const spg_site S_LOOP_COL = SPG_SITE("tunnel.stubs.loop_column",
                                    "which of the columns clear of both connectors the "
                                    "shortcut climbs (index into them)");

void tunnel_stubs(tg *g)
{
    tunnel_floor *F = g->F;
    int cw = F->cw, sw = mini(2, cw);
    int n = knob_int(g, TK_DEAD_ENDS, &S_COUNT, "dead-end stubs wanted");
    F->stubs_wanted = n;
    for (int k = 0; k < n && F->nstubs < TUNNEL_MAX_STUBS && F->rungs_built > 0; k++) {
        int i = roll(g, 0, F->rungs_built - 1, &S_RUNG);
        T_DECIDE(g, "the stub goes by this rung");
        const tunnel_rung *r = &F->rung[i];
        T_FOCUS_RECT(g, r->x0, r->y, r->x1 - r->x0 + 1, cw);
        int side = roll(g, 0, 1, &S_SIDE) ? 1 : -1;
        /* the band, the rung the stub grows from, and the columns it may take */
        int band = side < 0 ? i : i - 1;
        int on = band < 0 ? 0 : band, dir = band < 0 ? 1 : -1;
        const tunnel_rung *base = &F->rung[on];
        int lo = base->x0, hi = base->x1;
        if (side > 0 && i > 0) {
            /* under the drawn rung: the columns it shares with the rung below (they meet
             * at rung i's entry and both run the same way from it) */
            lo = maxi(lo, r->x0);
            hi = mini(hi, r->x1);
            if (hi < lo)
                lo = base->x0, hi = base->x1;
        }
        hi = maxi(lo, hi - sw + 1);
        T_DECIDE(g, band < 0   ? "below rung 0: dug down toward the map's edge"
                    : side < 0 ? "in the band above: it grows up from this rung"
                               : "in the band below: it grows up from the rung beneath");
        int col = hi > lo ? roll(g, lo, hi, &S_COL) : lo;
        if (hi > lo)
            T_DECIDE(g, "the stub's left column");
        int edge = dir < 0 ? base->y - 1 : base->y + cw; /* the stub's first row */
        T_FOCUS_RECT(g, col, edge, sw, 1);
        int rows = TUNNEL_BAND_ROWS(F, band);
        uint32_t before = tg_last(g);
        int want = knob_int(g, TK_DEAD_END_LEN, &S_LEN, NULL);
        /* Length is min(randi(deadEndLen), band - 1) */
        int len = mini(want, rows - 1);
        T_DECIDE_SINCE(g, before, len < want ? "the stub's length: capped at band - 1"
                                              : "the stub's length");
        if (len < 1) /* a band of one row (rungGap 2 accepts no less than 2) */
            continue;
        tunnel_stub *s = &F->stub[F->nstubs++];
        s->rung = i;
        s->side = side;
        s->band = band;
        s->on = on;
        s->dir = dir;
        s->want = want;
        s->len = len;
        s->r = (tunnel_rect){col, dir < 0 ? edge - len + 1 : edge, sw, len};
        T_FOCUS_RECT(g, s->r.x, s->r.y, s->r.w, s->r.h);
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
