/* jungle_walls.c — scrSetupWalls's part for the Jungle, in the original's order: the tops
 * and undersides of the earth and of temple blocks (with the game's detail setting on),
 * then — whatever the setting — the looks of the water, stone blocks that become push
 * blocks, and branches that leaves cover, which break and scatter a leaf. */
#include "jungle.h"

static const spg_site S_JUNGLE_WALLS_LUSH_TOP = SPG_SITE("jungle.walls.earth_top",
                                    "1 puts a flower on the earth's open top (1 in 8)");
static const spg_site S_LUSH_TOP_LOOK = SPG_SITE("jungle.walls.earth_top_look",
                                         "no flower: 1-2 grass, 3 the other grass");
static const spg_site S_JUNGLE_WALLS_LUSH_UNDER = SPG_SITE("jungle.walls.earth_under",
                                      "1 hangs roots under the earth (1 in 12)");
static const spg_site S_JUNGLE_WALLS_LUSH_UNDER2 = SPG_SITE("jungle.walls.earth_under_moss",
                                       "no roots: 1 hangs moss instead (1 in 12)");
static const spg_site S_JUNGLE_WALLS_TEMPLE_TOP = SPG_SITE("jungle.walls.temple_top",
                                      "1 puts the first carving on a temple block's top (1 in 4)");
static const spg_site S_JUNGLE_WALLS_TEMPLE_TOP2 = SPG_SITE("jungle.walls.temple_top_other",
                                       "no carving: 1 puts the other one (1 in 4)");
static const spg_site S_WATER_TALL = SPG_SITE("jungle.walls.water_tall",
                                      "deep water over a floor: 1 draws the tall weeds (1 in 4)");
static const spg_site S_WATER_BOTTOM = SPG_SITE("jungle.walls.water_bottom",
                                        "water over a floor: which of four bottoms (1-4)");
static const spg_site S_JUNGLE_WALLS_PUSH = SPG_SITE("jungle.walls.push_block",
                                "1 turns a stone block resting on brick or temple into a push "
                                "block (1 in 4)");
static const spg_site S_LEAF = SPG_SITE("jungle.walls.leaf",
                                "a branch under leaves breaks: its leaf flies (4 draws, nothing "
                                "kept)");

/* The earth's tops and undersides: its look, a flower or grass, roots or moss. */
static void jungle_walls_earth(cg *c, int bottom)
{
    spg_level *L = c->L;
    for (int i = 0; i < L->nblock; i++) {
        spg_block b = L->block[i];
        if (!b.alive || (b.kind != SPG_T_LUSH && b.kind != SPG_T_BORDER))
            continue;
        bool up = b.y == 0 || jungle_lush(L, b.x, b.y - 1);
        bool down = b.y >= bottom || jungle_lush(L, b.x, b.y + 1);
        T_FOCUS_TILE(c, b.x, b.y);
        if (!up) {
            if (roll(c, 1, 8, &S_JUNGLE_WALLS_LUSH_TOP) == 1)
                T_DECIDE(c, "a flower");
            else
                waste(c, 1, 3, &S_LUSH_TOP_LOOK);
            /* scrSetupWalls: the oLush top's look; traced as the Mines' brick dressing
             * is, so the explorer's replay keeps it */
            spg_cell *cell = &L->cell[b.y][b.x];
            if (cell->kind == SPG_T_LUSH) {
                cell->flags |= SPG_TF_DRESSED;
                if (TR(c))
                    trace_tile(TR(c), b.x, b.y, cell->kind, cell->content, cell->flags,
                               SPG_CAUSE_LAST);
            }
        }
        if (!down && !level_solid(L, b.x, b.y + 1)) {
            if (roll(c, 1, 12, &S_JUNGLE_WALLS_LUSH_UNDER) == 1)
                T_DECIDE(c, "roots");
            else if (roll(c, 1, 12, &S_JUNGLE_WALLS_LUSH_UNDER2) == 1)
                T_DECIDE(c, "moss");
        }
    }
}

static void jungle_walls_temple_tops(cg *c)
{
    spg_level *L = c->L;
    for (int i = 0; i < L->nblock; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.kind != SPG_T_TEMPLE)
            continue;
        if (b.y == 0 || jungle_object(L, b.x, b.y - 1) == SPG_T_TEMPLE)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        if (roll(c, 1, 4, &S_JUNGLE_WALLS_TEMPLE_TOP) != 1)
            waste(c, 1, 4, &S_JUNGLE_WALLS_TEMPLE_TOP2);
    }
}

/* One water's look: `upWater and (deep) and down and rand(1,4) == 1` draws for every
 * water (no short circuit), then a bottom's look where it rests on a floor. */
static void water_look(cg *c, int x, int y, void *ctx)
{
    (void)ctx;
    spg_level *L = c->L;
    if (!jungle_water(L, x, y))
        return;
    bool up_water = jungle_water(L, x, y - 1), up = level_solid(L, x, y - 1);
    bool down = level_solid(L, x, y + 1) && !jungle_water(L, x, y + 1);
    bool tall = up_water && jungle_water(L, x, y - 2) && down;
    T_FOCUS_TILE(c, x, y);
    if (test(c, tall, 1, 4, 1, &S_WATER_TALL)) {
        T_DECIDE(c, "tall weeds");
        return;
    }
    if (drew(c, tall))
        T_DECIDE(c, tall ? "no tall weeds" : "not deep water over a floor (wasted)");
    if ((up || up_water) && down)
        waste(c, 1, 4, &S_WATER_BOTTOM);
}

static void jungle_walls_push_blocks(cg *c)
{
    spg_level *L = c->L;
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.kind != SPG_T_STONE)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        int below = jungle_object(L, b.x, b.y + 1);
        bool rests = below == SPG_T_BRICK || below == SPG_T_TEMPLE || below == SPG_T_HARD_BRICK;
        if (test(c, rests, 1, 4, 1, &S_JUNGLE_WALLS_PUSH)) {
            T_DECIDE(c, "a push block");
            uint32_t cause = c->rng->draws;
            cg_destroy_block(c, i);
            jungle_make(c, b.x, b.y, SPG_T_PUSH_BLOCK, 0, cause);
        }
    }
}

void jungle_walls_branches(cg *c)
{
    spg_level *L = c->L;
    int n = L->nent;
    for (int i = 0; i < n; i++) {
        spg_entity e = L->ent[i];
        if (e.gone || e.kind != SPG_E_TREE_BRANCH || !level_entity_at(L, e.x, e.y - 1, SPG_E_LEAVES))
            continue;
        T_FOCUS_TILE(c, e.x, e.y);
        cg_remove_entity(c, i, 0);
        if (!L->flags.graveyard)
            for (int k = 0; k < 4; k++)
                waste(c, 0, 8, &S_LEAF);
    }
}

void jungle_setup_walls(cg *c)
{
    int bottom = c->L->flags.lake ? 41 : 33; /* scrSetupWalls(656) or (528) */
    if (c->opt->detail) {
        jungle_walls_earth(c, bottom);
        jungle_walls_temple_tops(c);
    }
    jungle_each_room_tile(c, water_look, NULL);
    jungle_walls_push_blocks(c);
    jungle_walls_branches(c);
    T_FOCUS_NONE(c);
}
