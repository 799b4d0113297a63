/* carve.c — pass 2: the map starts as solid wall and is carved.  Each rung gets its solid
 * band first (cw tall end to end), then a random-walk edge seam along its top edge that
 * only ever adds floor, then the connector up to the next rung. */
#include "internal.h"

static const spg_site S_JITTER = SPG_SITE("tunnel.carve.jitter",
                                  "the seam's amplitude on this floor (the knob is a range)");
static const spg_site S_SHIFT = SPG_SITE("tunnel.carve.seam_shift",
                                 "0-299 (30%): the edge seam's offset shifts at this column");
static const spg_site S_DIR = SPG_SITE("tunnel.carve.seam_dir",
                               "0: the offset goes up a row (the ceiling rises), 1: down "
                               "(it drops back; at 0 or below the band stays as carved); "
                               "capped at +-jitter");

/* The edge seam, on the rung's top edge (the document says "a random-walk edge seam"
 * and leaves which edge open; ours: the top, so every band is worn from below only, by
 * the rung under it, and the rung above it keeps a straight edge).  The offset walks
 * left to right, shifting by 1 up or down at 30% of the columns, capped at +-jitter;
 * where it is above 0 it opens that many rows over the band, where it is 0 or below it
 * opens nothing ("it only ever adds floor, never removes it").  tunnel_conf_check keeps
 * jitter below every gap, so the seam always leaves rock under the rung above. */
static void seam(tg *g, int i)
{
    tunnel_floor *F = g->F;
    const tunnel_rung *r = &F->rung[i];
    int j = F->jitter, off = 0;
    for (int x = r->x0; x <= r->x1; x++) {
        T_FOCUS_TILE(g, x, off > 0 ? r->y - off : r->y);
        if (chance(g, 0.30, &S_SHIFT)) {
            T_DECIDE(g, "the seam shifts here");
            int d = roll(g, 0, 1, &S_DIR);
            int want = off + (d ? -1 : 1);
            int got = clampi(want, -j, j);
            T_DECIDE(g, got != want ? "held at +-jitter: the offset stays"
                        : d         ? "down: the ceiling drops a row"
                                    : "up: the ceiling rises a row");
            off = got;
        } else {
            T_DECIDE(g, "no shift: the offset holds");
        }
        if (off > 0)
            tg_carve(g, x, r->y - off, x, r->y - 1, TR_SEAM, SPG_CAUSE_LAST);
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
