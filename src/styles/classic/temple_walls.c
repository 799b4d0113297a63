/* temple_walls.c — scrSetupWalls's part for the Temple and Olmec's Lair, in its order:
 * the decorations on open-topped Jungle, temple and fake temple blocks (drawn only with
 * the game's detail setting on), the lava's spurts (always), then stone blocks resting on
 * temple blocks that become push blocks (always). */
#include "jungle.h"
#include "temple.h"

static const spg_site S_TEMPLE_WALLS_LUSH_TOP = SPG_SITE("temple.walls.lush_top",
                                    "a Jungle block's open top: 1 a flower (1 in 8), looks only");
static const spg_site S_LUSH_TOP2 = SPG_SITE("temple.walls.lush_top_grass",
                                     "else which grass (1-3), looks only");
static const spg_site S_TEMPLE_WALLS_LUSH_UNDER = SPG_SITE("temple.walls.lush_under",
                                      "a Jungle block's open underside: 1 roots (1 in 12), "
                                      "looks only");
static const spg_site S_TEMPLE_WALLS_LUSH_UNDER2 = SPG_SITE("temple.walls.lush_under_vines",
                                       "else 1 hanging vines (1 in 12), looks only");
static const spg_site S_TEMPLE_WALLS_TEMPLE_TOP = SPG_SITE("temple.walls.temple_top",
                                      "a temple block's open top: 1 the first carving (1 in 4), "
                                      "looks only");
static const spg_site S_TEMPLE_WALLS_TEMPLE_TOP2 = SPG_SITE("temple.walls.temple_top_second",
                                       "else 1 the second carving (1 in 4), looks only");
static const spg_site S_FAKE_TOP = SPG_SITE("temple.walls.fake_top",
                                    "a City of Gold fake block's open top: 1 the first carving "
                                    "(1 in 4), looks only");
static const spg_site S_FAKE_TOP2 = SPG_SITE("temple.walls.fake_top_second",
                                     "else 1 the second carving (1 in 4), looks only");
static const spg_site S_SPURT = SPG_SITE("temple.walls.lava_spurt",
                                 "a lava tile with nothing above: 1 it spurts (1 in 4)");
static const spg_site S_TEMPLE_WALLS_PUSH = SPG_SITE("temple.walls.push_block",
                                "1 turns a stone block resting on a temple block into a push "
                                "block (1 in 4; never beside lava)");
static const spg_site S_TEMPLE_WALLS_GOLD = SPG_SITE("temple.walls.gold_chunks",
                                "a City of Gold stone block's gold flies out as it is destroyed "
                                "(three chunks and a nugget, 7 draws each, nothing kept)");

/* oBlock's Destroy event in the City of Gold: three oGoldChunk and an oGoldNugget, each at
 * x+8+rand(0,4)-rand(0,4), y+8+rand(0,4)-rand(0,4), then xVel = rand(0,3)-rand(0,3) and
 * yVel = rand(2,4): 28 draws, none of them kept (the pieces roll nothing themselves). */
static void temple_walls_gold_flies(cg *c)
{
    for (int piece = 0; piece < 4; piece++) {
        for (int k = 0; k < 4; k++)
            waste(c, 0, 4, &S_TEMPLE_WALLS_GOLD);
        waste(c, 0, 3, &S_TEMPLE_WALLS_GOLD);
        waste(c, 0, 3, &S_TEMPLE_WALLS_GOLD);
        waste(c, 2, 4, &S_TEMPLE_WALLS_GOLD);
    }
}


/* The first roll of a chain `if (rand(1,n) == 1) ... else if (rand(1,m) ...)`: its second
 * roll is drawn only when the first misses. */
static void two_rolls(cg *c, int n, const spg_site *a, int m, const spg_site *b)
{
    if (roll(c, 1, n, a) == 1) {
        T_DECIDE(c, "yes");
        return;
    }
    waste(c, 1, m, b);
}

static void lush_tops(cg *c, int bottom)
{
    spg_level *L = c->L;
    for (int i = 0; i < L->nblock; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.kind != SPG_T_LUSH)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        bool up = b.y == 0 || level_tile(L, b.x, b.y - 1) == SPG_T_LUSH;
        bool down = b.y >= bottom || level_tile(L, b.x, b.y + 1) == SPG_T_LUSH;
        if (!up)
            two_rolls(c, 8, &S_TEMPLE_WALLS_LUSH_TOP, 3, &S_LUSH_TOP2);
        if (!down && !co_solid_at(L, b.x, b.y + 1))
            two_rolls(c, 12, &S_TEMPLE_WALLS_LUSH_UNDER, 12, &S_TEMPLE_WALLS_LUSH_UNDER2);
    }
}

static void temple_walls_temple_tops(cg *c)
{
    spg_level *L = c->L;
    bool bug = Q(c, SPG_Q_TEMPLE_FAKE_BELOW);
    for (int i = 0; i < L->nblock; i++) {
        spg_block b = L->block[i];
        if (!b.alive || !temple_kind(b.kind))
            continue;
        /* the original tests for a fake block under this one where it means above it */
        bool up = b.y == 0 || temple_kind(level_tile(L, b.x, b.y - 1)) ||
                  (bug ? temple_fake_at(L, b.x, b.y + 1) : temple_fake_at(L, b.x, b.y - 1));
        if (up)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        two_rolls(c, 4, &S_TEMPLE_WALLS_TEMPLE_TOP, 4, &S_TEMPLE_WALLS_TEMPLE_TOP2);
    }
}

/* Fake fronts are only decorated in the City of Gold, whose rooms have no idol doors: kept
 * for the rule's sake. */
static void fake_tops(cg *c)
{
    spg_level *L = c->L;
    if (!L->flags.city_of_gold)
        return;
    for (int i = 0; i < L->nblock; i++) {
        spg_block b = L->block[i];
        if (!b.alive || !temple_door_at(L, b.x, b.y))
            continue;
        for (int y = b.y; y <= b.y + 1; y++) {
            bool up = y == 0 || temple_kind(level_tile(L, b.x, y - 1)) || temple_fake_at(L, b.x, y - 1);
            if (up)
                continue;
            T_FOCUS_TILE(c, b.x, y);
            two_rolls(c, 4, &S_FAKE_TOP, 4, &S_FAKE_TOP2);
        }
    }
}

static void spurt(cg *c, int x, int y)
{
    const spg_level *L = c->L;
    int above = level_tile(L, x, y - 1);
    if (co_solid_at(L, x, y - 1) || temple_lava_at(L, x, y - 1) || above == SPG_T_WATER)
        return;
    T_FOCUS_TILE(c, x, y);
    bool spurts = roll(c, 1, 4, &S_SPURT) == 1;
    T_DECIDE(c, spurts ? "it spurts" : "still");
}

/* How a stone block dies when a push block takes its place.  The Temple's trap loop marks
 * every stone block to die cleanly (the stone-without-gold quirk), so none throws rubble;
 * else it throws rubble, or in the City of Gold its gold. */
static void stone_dies(cg *c, int i)
{
    spg_level *L = c->L;
    if (c->area == SPG_AREA_TEMPLE && Q(c, SPG_Q_STONE_WITHOUT_GOLD)) {
        L->block[i].alive = 0;
        return;
    }
    if (c->area == SPG_AREA_TEMPLE && L->flags.city_of_gold) {
        L->block[i].alive = 0;
        if (Q(c, SPG_Q_RUBBLE_DRAWS))
            temple_walls_gold_flies(c);
        return;
    }
    cg_destroy_block(c, i);
}

static void temple_walls_push_blocks(cg *c)
{
    spg_level *L = c->L;
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.kind != SPG_T_STONE)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        int below = level_tile(L, b.x, b.y + 1);
        bool rests = temple_kind(below) || below == SPG_T_BRICK;
        /* "don't want push blocks next to lava until we tighten up liquid draining" */
        if (temple_lava_at(L, b.x - 1, b.y) || temple_lava_at(L, b.x + 1, b.y))
            rests = false;
        int r = roll(c, 1, 4, &S_TEMPLE_WALLS_PUSH);
        if (r != 1 || !rests) {
            T_DECIDE(c, r == 1 ? "stays: no temple block under it, or lava beside" : "stays");
            continue;
        }
        T_DECIDE(c, "a push block");
        uint32_t cause = c->rng->draws;
        cg_make_block(c, b.x, b.y, SPG_T_PUSH_BLOCK, 0, cause);
        stone_dies(c, i);
    }
}

void temple_setup_walls(cg *c, int bottom, temple_lava_walk lava)
{
    if (c->opt->detail) {
        lush_tops(c, bottom);
        temple_walls_temple_tops(c);
        fake_tops(c);
    }
    lava(c, spurt);
    temple_walls_push_blocks(c);
    /* scrSetupWalls 473-514, after oBlock: oTree rolls nothing, and a branch with leaves
     * right above it breaks (the Temple's sun room grows trees) */
    jungle_walls_branches(c);
    T_FOCUS_NONE(c);
}
