/* dressing.c — after the block pass (classic-draw-order §6): the walls' dressing, stone
 * blocks that become push blocks, and the background's details. */
#include "internal.h"

static const spg_site S_DRESS = {"dressing.brick_top", "the look of a brick's open top (1-3)"};
static const spg_site S_PUSH = {"dressing.push_block",
                                "1 turns a stone block resting on earth into a push block (1 in 4)"};
static const spg_site S_DETAIL = {"dressing.background", "a background detail (looks only)"};

void classic_dressing(cg *c)
{
    spg_level *L = c->L;
    if (c->opt->detail) {
        for (int i = 0; i < L->nblock; i++) {
            spg_block b = L->block[i];
            if (!b.alive || b.kind != SPG_T_BRICK || level_solid(L, b.x, b.y - 1))
                continue;
            T_FOCUS_TILE(c, b.x, b.y);
            roll(c, 1, 3, &S_DRESS);
            if (L->cell[b.y][b.x].kind == SPG_T_BRICK)
                L->cell[b.y][b.x].flags |= SPG_TF_DRESSED;
        }
    }
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.kind != SPG_T_STONE)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        int below = level_tile(L, b.x, b.y + 1);
        bool rests = below == SPG_T_BRICK || below == SPG_T_HARD_BRICK || below == SPG_T_BORDER;
        int r = roll(c, 1, 4, &S_PUSH);
        if (r == 1 && rests) {
            T_DECIDE(c, "a push block");
            uint32_t cause = c->rng->draws;
            cg_destroy_block(c, i);
            cg_make_block(c, b.x, b.y, SPG_T_PUSH_BLOCK, 0, cause);
        } else {
            T_DECIDE(c, r == 1 ? "stays: nothing of earth under it" : "stays");
        }
    }
    T_FOCUS_NONE(c);
    for (int d = 0; d < 20; d++)
        for (int k = 0; k < 6; k++)
            roll(c, 0, 99, &S_DETAIL);
}
