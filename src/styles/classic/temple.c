/* temple.c — the Temple's rules (levels 13-15): what its blocks roll when they are made,
 * its lava, and the table of hooks the shared passes call. */
#include <stdlib.h>

#include "temple.h"

bool temple_kind(int kind)
{
    return kind == SPG_T_TEMPLE || kind == SPG_T_GOLD_BLOCK || kind == SPG_T_BORDER ||
           kind == SPG_T_HARD_BRICK || kind == SPG_T_SHOP_WALL;
}

bool temple_door_at(const spg_level *L, int x, int y)
{
    return level_tile(L, x, y) == SPG_T_IDOL_TRAP && (L->cell[y][x].flags & SPG_TF_ALT_LOOK);
}

bool temple_fake_at(const spg_level *L, int x, int y)
{
    return temple_door_at(L, x, y) || (y > 0 && temple_door_at(L, x, y - 1));
}

static const spg_site S_CITY_LOOK = SPG_SITE("temple.gold_block",
                                     "a City of Gold block's gold roll: every block is gold, "
                                     "so nothing follows it");
static const spg_site S_SMASH_DIR = SPG_SITE("temple.smash_trap.direction",
                                     "the smash trap's first direction (0-3), looks only");
static const spg_site S_LAVA_TIMER = SPG_SITE("temple.lava.timer",
                                      "a lava tile's spurt timer (100-300), drawn as it is made");

/* The block entry just made at (x,y): cg_make_block appends it before the block's rolls. */
static spg_block *last_block(cg *c, int x, int y)
{
    spg_level *L = c->L;
    if (L->nblock == 0)
        return NULL;
    spg_block *b = &L->block[L->nblock - 1];
    return b->x == x && b->y == y ? b : NULL;
}

/* The City of Gold shows a block in gold: a temple block becomes a gold block, a stone or
 * push block keeps its kind with the gold look (and, the quirk, no gold in it). */
static void city_look(cg *c, int x, int y, int kind)
{
    spg_level *L = c->L;
    spg_cell *cell = &L->cell[y][x];
    if ((int)cell->kind != kind)
        return; /* made over the border: the border keeps its look */
    if (kind == SPG_T_TEMPLE) {
        cell->kind = SPG_T_GOLD_BLOCK;
        spg_block *b = last_block(c, x, y);
        if (b)
            b->kind = SPG_T_GOLD_BLOCK;
    } else {
        cell->flags |= SPG_TF_ALT_LOOK;
    }
    if (TR(c))
        trace_tile(TR(c), x, y, cell->kind, cell->content, cell->flags, SPG_CAUSE_LAST);
}

void temple_block_rolls(cg *c, int x, int y, int kind)
{
    /* the game's flag, not the level's: the border is made before the path sets that */
    bool city = c->game->city_of_gold;
    switch (kind) {
    case SPG_T_TEMPLE:
    case SPG_T_BORDER:
    case SPG_T_SHOP_WALL:
        if (city) {
            waste(c, 1, 100, &S_CITY_LOOK);
            T_DECIDE(c, "a gold block: no vein, no gem");
            city_look(c, x, y, kind);
        } else {
            classic_earth_rolls(c, x, y, 0, 60, 80, 100);
        }
        break;
    case SPG_T_LUSH: /* the Temple's rare Jungle block rolls the Jungle's odds */
        classic_earth_rolls(c, x, y, 0, 80, 100, 120);
        break;
    case SPG_T_STONE:
    case SPG_T_PUSH_BLOCK:
        if (city)
            city_look(c, x, y, kind);
        break;
    case SPG_T_SMASH_TRAP:
        waste(c, 0, 3, &S_SMASH_DIR);
        break;
    default:
        break; /* altars, the statue, traps: nothing rolled */
    }
}

void temple_lava_timer(cg *c)
{
    waste(c, 100, 300, &S_LAVA_TIMER);
}

void temple_make_lava(cg *c, int x, int y, uint32_t cause)
{
    cg_set_tile(c, x, y, SPG_T_LAVA, 0, cause);
    T_FOCUS_TILE(c, x, y);
    temple_lava_timer(c);
}

/* The Temple's lava is made by its rooms only: rooms in row order, each read row by row. */
bool temple_lava_at(const spg_level *L, int x, int y)
{
    return level_tile(L, x, y) == SPG_T_LAVA ||
           (level_stored(x, y) && (L->cell[y][x].flags & SPG_TF_LAVA));
}

static void temple_lava(cg *c, void (*fn)(cg *c, int x, int y))
{
    const spg_level *L = c->L;
    for (int ry = 0; ry < 4; ry++)
        for (int rx = 0; rx < 4; rx++)
            for (int j = 0; j < L->room_h; j++)
                for (int i = 0; i < L->room_w; i++) {
                    int x = L->room_x0 + rx * L->room_w + i, y = L->room_y0 + ry * L->room_h + j;
                    if (temple_lava_at(L, x, y)) /* with oLava: a trap over one too */
                        fn(c, x, y);
                }
}

void temple_walls(cg *c)
{
    /* scrSetupWalls(528): below pixel row 528, the border's row 33, counts as covered */
    temple_setup_walls(c, 33, temple_lava);
}

CLASSIC_DEF const area_rules temple_rules = {
    .area = SPG_AREA_TEMPLE,
    .file = "temple.rooms",
    .bind = temple_bind,
    .unbind = free,
    .earth = SPG_T_TEMPLE,
    .rows = 34,
    .border_last_row = 33,
    .border_floor = true,
    .walls_bottom_row = 33,
    .block_rolls = temple_block_rolls,
    .hall_file = NULL, /* no instances laid by hand */
    .bind_hall = classic_no_hall_file,
    .hand_laid = classic_no_hall,
    .hand_laid_draws = classic_no_hall_draws,
    .hand_laid_after = classic_no_hall,
    .rooms = temple_rooms,
    .block_pass = temple_block_pass,
    .walls = temple_walls,
};
