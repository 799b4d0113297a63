/* ice_walls.c — scrSetupWalls's Ice Caves part, after the block pass: the dark earth's
 * tops (a look roll, in high detail only), then clear ice with no clear ice under it
 * rolls for an icicle — whatever the detail setting, and whether or not there is room
 * for one, since the roll comes first in its test. */
#include "ice.h"

static const spg_site S_DARK_TOP = SPG_SITE("ice.walls.dark_top",
                                    "the look of dark earth's open top (1-3)");
static const spg_site S_ICICLE = SPG_SITE("ice.walls.icicle",
                                  "1 hangs an icicle under clear ice with open space below "
                                  "(1 in 20)");
static const spg_site S_ICICLE_TIMER = SPG_SITE("ice.walls.icicle_timer",
                                        "when the new icicle first drips (20-400 steps), looks "
                                        "only");

/* An oDark object: the earth, the border and the floor under the level are all one. */
static bool dark(int kind) { return kind == SPG_T_ICE || kind == SPG_T_BORDER; }

void ice_walls(cg *c)
{
    spg_level *L = c->L;
    int n = L->nblock;
    if (c->opt->detail)
        for (int i = 0; i < n; i++) {
            spg_block b = L->block[i];
            if (!b.alive || !dark(b.kind) || b.y == 0 || dark(level_tile(L, b.x, b.y - 1)))
                continue;
            T_FOCUS_TILE(c, b.x, b.y);
            int r = roll(c, 1, 3, &S_DARK_TOP);
            T_DECIDE(c, r < 3 ? "the first top" : "the second top");
            /* scrSetupWalls: the oDark top's look; traced as the Mines' brick dressing
             * is, so the explorer's replay keeps it */
            spg_cell *cell = &L->cell[b.y][b.x];
            if (dark(cell->kind)) {
                cell->flags |= SPG_TF_DRESSED;
                if (TR(c))
                    trace_tile(TR(c), b.x, b.y, cell->kind, cell->content, cell->flags,
                               SPG_CAUSE_LAST);
            }
        }
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.kind != SPG_T_ICE_BLOCK || level_tile(L, b.x, b.y + 1) == SPG_T_ICE_BLOCK)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        int r = roll(c, 1, 20, &S_ICICLE);
        if (r == 1 && !level_solid(L, b.x, b.y + 1)) {
            T_DECIDE(c, "an icicle");
            cg_entity(c, SPG_E_ICICLE, b.x, b.y + 1, 0, SPG_CAUSE_LAST);
            T_FOCUS_TILE(c, b.x, b.y + 1);
            waste(c, 20, 400, &S_ICICLE_TIMER);
            T_DECIDE(c, "its first drip");
        } else {
            T_DECIDE(c, r == 1 ? "no room below" : "no icicle");
        }
    }
}
