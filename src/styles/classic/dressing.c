/* dressing.c — after the block pass (classic-draw-order §6): the walls' dressing, stone
 * blocks that become push blocks, and the background's details. */
#include "internal.h"

static const spg_site S_DRESSING_PUSH = SPG_SITE("dressing.push_block",
                                "1 turns a stone block resting on earth into a push block (1 in 4)");
static const spg_site S_DETAIL_AREA = SPG_SITE("dressing.background.area",
                                       "< 3 draws this detail from the area's own set");
static const spg_site S_DETAIL_PIC = SPG_SITE("dressing.background.picture", "which picture (0-1)");
static const spg_site S_DETAIL_X = SPG_SITE("dressing.background.x", "the detail's column (1-42)");
static const spg_site S_DETAIL_Y = SPG_SITE("dressing.background.y", "the detail's row (1-33)");

void classic_push_blocks(cg *c)
{
    spg_level *L = c->L;
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.kind != SPG_T_STONE)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        int below = level_tile(L, b.x, b.y + 1);
        bool rests = below == SPG_T_BRICK || below == SPG_T_HARD_BRICK || below == SPG_T_BORDER;
        int r = roll(c, 1, 4, &S_DRESSING_PUSH);
        if (r == 1 && rests) {
            T_DECIDE(c, "a push block");
            uint32_t cause = c->rng->draws;
            cg_destroy_block(c, i);
            cg_make_block(c, b.x, b.y, SPG_T_PUSH_BLOCK, 0, cause);
        } else {
            T_DECIDE(c, r == 1 ? "stays: nothing of earth under it" : "stays");
        }
    }
}

void classic_dressing(cg *c)
{
    c->A->walls(c);
    classic_vein_looks(c);
    if (!c->opt->detail)
        return;
    /* 20 background pictures; each tests the Jungle, the Ice Caves and the Temple in
     * turn, and every test reached draws its rand(1,3) (a Mines picture costs 6 draws) */
    T_FOCUS_NONE(c);
    const spg_area own[3] = {SPG_AREA_JUNGLE, SPG_AREA_ICE_CAVES, SPG_AREA_TEMPLE};
    for (int d = 0; d < 20; d++) {
        for (int k = 0; k < 3; k++) {
            if (c->area != own[k]) {
                if (Q(c, SPG_Q_WASTED_ROLLS))
                    waste(c, 1, 3, &S_DETAIL_AREA);
            } else if (roll(c, 1, 3, &S_DETAIL_AREA) < 3) {
                break;
            }
        }
        waste(c, 0, 1, &S_DETAIL_PIC);
        waste(c, 1, 42, &S_DETAIL_X);
        waste(c, 1, 33, &S_DETAIL_Y);
    }
}
