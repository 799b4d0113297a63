/* carve.c — pass 2: the map starts as solid wall and is carved.  Each rung gets its solid
 * band first (cw tall end to end), then a random-walk edge seam that only ever adds
 * floor, then the connector up to the next rung. */
#include "internal.h"

static const spg_site S_JITTER = {"tunnel.carve.jitter",
                                  "the seam's amplitude on this floor (the knob is a range)"};
static const spg_site S_SHIFT = {"tunnel.carve.seam_shift",
                                 "0-299 (30%): the edge seam's offset shifts at this column"};
static const spg_site S_DIR = {"tunnel.carve.seam_dir",
                               "0: the offset moves up (the top edge rises), 1: down (the "
                               "bottom edge sinks); capped at +-jitter"};

/* The seam may eat at most this far into a band of `gap` rock rows, so the rungs on both
 * sides of it together leave at least one row whole (the document's jitter of 1 against
 * gaps of 3 or more never comes near it; larger jitters or smaller gaps would). */
static int seam_cap(int jitter, int gap)
{
    return mini(jitter, maxi(0, (gap - 1) / 2));
}

static void seam(tg *g, int i)
{
    tunnel_floor *F = g->F;
    const tunnel_rung *r = &F->rung[i];
    int cw = F->cw;
    int up = seam_cap(F->jitter, F->gaps[i]);
    /* under rung 0 lie 3 rows to the map's edge: one may go, the edge stays */
    int down = i == 0 ? mini(F->jitter, 1) : seam_cap(F->jitter, F->gaps[i - 1]);
    int off = 0;
    for (int x = r->x0; x <= r->x1; x++) {
        T_FOCUS_TILE(g, x, off < 0 ? r->y + off : off > 0 ? r->y + cw + off - 1 : r->y);
        if (chance(g, 0.30, &S_SHIFT)) {
            T_DECIDE(g, "the seam shifts here");
            int d = roll(g, 0, 1, &S_DIR);
            int want = off + (d ? 1 : -1);
            int got = clampi(want, -up, down);
            T_DECIDE(g, got != want ? "held at the cap: the offset stays"
                        : d         ? "down: the bottom edge sinks a row"
                                    : "up: the top edge rises a row");
            off = got;
        } else {
            T_DECIDE(g, "no shift: the offset holds");
        }
        if (off < 0)
            tg_carve(g, x, r->y + off, x, r->y - 1, TR_SEAM, SPG_CAUSE_LAST);
        else if (off > 0)
            tg_carve(g, x, r->y + cw, x, r->y + cw + off - 1, TR_SEAM, SPG_CAUSE_LAST);
    }
}

void tunnel_carve(tg *g)
{
    tunnel_floor *F = g->F;
    int cw = F->cw;
    F->jitter = knob_int(g, TK_JITTER, &S_JITTER, "seam amplitude");
    for (int i = 0; i < F->rungs_built; i++) {
        const tunnel_rung *r = &F->rung[i];
        T_FOCUS_RECT(g, r->x0, r->y, r->x1 - r->x0 + 1, cw);
        T_NOTE(g, -1, -1, "the rung's solid band: cw tall end to end", r->draw);
        tg_carve(g, r->x0, r->y, r->x1, r->y + cw - 1, TR_RUNG, r->draw);
        if (F->jitter > 0)
            seam(g, i);
    }
    /* connectors: cw wide, from rung i's exit column up to rung i+1's midline; rung i+1
     * starts on that very column, so the two always share it */
    for (int i = 0; i + 1 < F->rungs_built; i++) {
        const tunnel_rung *r = &F->rung[i];
        int xa = r->right ? r->end - cw + 1 : r->end;
        xa = clampi(xa, F->lm, F->rm - cw + 1);
        int ya = rung_mid(g, i + 1), yb = rung_mid(g, i);
        T_FOCUS_RECT(g, xa, ya, cw, yb - ya + 1);
        T_NOTE(g, -1, -1, "connector: up from this rung's exit to the next rung", r->draw);
        tg_carve(g, xa, ya, xa + cw - 1, yb, TR_CONNECTOR, r->draw);
    }
    T_FOCUS_NONE(g);
}
