/* temple_tiles.c — making a Temple room's tiles: scrRoomGen4's own else-if chain, whose
 * tests all draw when they are reached (classic-draw-order §3).  It differs from the
 * Mines' in three places: a solid tile first rolls 1 in 100 for a Jungle block, the lava
 * tiles and the ruby block are tested before ladders, spikes and push blocks (so they do
 * not pay those two tests), and the Temple has codes of its own (lava, Lady Xoc, the
 * sacrifice pit, the idol traps, treasure, the Tomb Lord). */
#include "jungle.h"
#include "temple.h"

static const spg_site S_LUSH = SPG_SITE("temple.tiles.lush",
                                "a solid tile: 1 makes a Jungle block (1 in 100)");
static const spg_site S_STONE = SPG_SITE("temple.tiles.stone",
                                 "1 makes a stone block (1 in 10), else a temple block");
static const spg_site S_TEMPLE_TILES_HALF = SPG_SITE("temple.tiles.half", "a '2' tile that rolls 1 is solid (1 in 2)");
static const spg_site S_LAVA = SPG_SITE("temple.tiles.lava", "an 'm' tile: 1 lava, 2 a temple block");
static const spg_site S_TEMPLE_TILES_SPIKES = SPG_SITE("temple.tiles.spikes",
                                  "a '7' tile that rolls 1 has spikes (1 in 3)");
static const spg_site S_TEMPLE_TILES_PUSH = SPG_SITE("temple.tiles.push_block",
                                "a '4' tile that rolls 1 has a push block (1 in 4)");
static const spg_site S_TEMPLE_TILES_CHEST = SPG_SITE("temple.tiles.chest_or_crate",
                                 "an 'h' tile: 1 a chest, 2 a crate");
static const spg_site S_TEMPLE_TILES_T_RUBY = SPG_SITE("temple.tiles.treasure.ruby",
                                  "a 't' tile: 1 a big ruby (1 in 120)");
static const spg_site S_TEMPLE_TILES_T_SAPPHIRE = SPG_SITE("temple.tiles.treasure.sapphire",
                                      "1 a big sapphire (1 in 80)");
static const spg_site S_TEMPLE_TILES_T_EMERALD = SPG_SITE("temple.tiles.treasure.emerald",
                                     "1 a big emerald (1 in 60), else gold bars");
static const spg_site S_TEMPLE_TILES_LUSH_HALF = SPG_SITE("temple.tiles.lush_half",
                                    "an 'e' tile: 1 makes a Jungle block (1 in 2)");
static const spg_site S_TRAP_BLOCK = SPG_SITE("temple.tiles.skull_block",
                                      "the pit's skull block: a roll of rand(1,1), always 1");

/* A solid tile: 1 in 100 a Jungle block, else 1 in 10 a stone block, else a temple block. */
static void solid_tile(cg *c, int x, int y)
{
    if (roll(c, 1, 100, &S_LUSH) == 1) {
        T_DECIDE(c, "a Jungle block");
        cg_make_block(c, x, y, SPG_T_LUSH, 0, SPG_CAUSE_LAST);
        return;
    }
    T_DECIDE(c, "not a Jungle block");
    bool stone = roll(c, 1, 10, &S_STONE) == 1;
    T_DECIDE(c, stone ? "stone block" : "temple block");
    cg_make_block(c, x, y, stone ? SPG_T_STONE : SPG_T_TEMPLE, 0, SPG_CAUSE_LAST);
}

static void half_tile(cg *c, int x, int y)
{
    bool stone = roll(c, 1, 10, &S_STONE) == 1;
    T_DECIDE(c, stone ? "stone block" : "temple block");
    cg_make_block(c, x, y, stone ? SPG_T_STONE : SPG_T_TEMPLE, 0, SPG_CAUSE_LAST);
}

static void one_entity(cg *c, int kind, int x, int y)
{
    T_DECIDE(c, entity_name(kind));
    cg_entity(c, kind, x, y, 0, SPG_CAUSE_LAST);
}

/* A 't' tile: a big gem now and then, else gold bars. */
static void temple_tiles_treasure(cg *c, int x, int y)
{
    if (roll(c, 1, 120, &S_TEMPLE_TILES_T_RUBY) == 1)
        one_entity(c, SPG_E_RUBY_BIG, x, y);
    else if (roll(c, 1, 80, &S_TEMPLE_TILES_T_SAPPHIRE) == 1)
        one_entity(c, SPG_E_SAPPHIRE_BIG, x, y);
    else if (roll(c, 1, 60, &S_TEMPLE_TILES_T_EMERALD) == 1)
        one_entity(c, SPG_E_EMERALD_BIG, x, y);
    else
        one_entity(c, SPG_E_GOLD_BARS, x, y);
}

static void temple_tiles_set_content(cg *c, int x, int y, int content)
{
    spg_cell *cell = &c->L->cell[y][x];
    cell->content = (uint8_t)content;
    if (TR(c))
        trace_tile(TR(c), x, y, cell->kind, content, cell->flags, 0);
}

/* scrRoomGen4 333-336 ('R', spelgen's 'r'): an oTemple whose `treasure` is set to "Big
 * Ruby" after its Create ran, so the block keeps the gold vein or the gem that Create
 * rolled (a big ruby among them: the block then holds two) and holds the ruby besides. */
static void temple_ruby_block(cg *c, int x, int y)
{
    cg_make_block(c, x, y, SPG_T_TEMPLE, 0, 0);
    spg_cell *cell = &c->L->cell[y][x];
    if (cell->content == SPG_C_NONE) {
        temple_tiles_set_content(c, x, y, SPG_C_RUBY);
        return;
    }
    cell->flags |= SPG_TF_RUBY;
    if (TR(c)) /* the content stays: the explorer's replay sets both from this event */
        trace_tile(TR(c), x, y, cell->kind, cell->content, cell->flags, 0);
}

/* Lady Xoc: a statue of 5x6 blocks (scrRoomGen4's "X": oXocBlock, and a picture of her
 * behind them, no object of her own), made row by row, six of them holding gems: the
 * diamond, two sapphires, two emeralds and a ruby (each block's `treasure`). */
static void lady_xoc(cg *c, int x, int y)
{
    static const struct {
        int k, l, content;
    } gems[] = {{2, 1, SPG_C_DIAMOND}, {1, 2, SPG_C_SAPPHIRE}, {3, 2, SPG_C_SAPPHIRE},
                {0, 3, SPG_C_EMERALD}, {4, 3, SPG_C_EMERALD}, {2, 4, SPG_C_RUBY}};
    for (int l = 0; l < 6; l++)
        for (int k = 0; k < 5; k++)
            cg_make_block(c, x + k, y + l, SPG_T_XOC_BLOCK, 0, 0);
    for (size_t i = 0; i < sizeof gems / sizeof gems[0]; i++)
        temple_tiles_set_content(c, x + gems[i].k, y + gems[i].l, gems[i].content);
    if (TR(c))
        trace_note(TR(c), x + 2, y + 1, "Lady Xoc's diamond is in this block", 0);
}

/* scrRoomGen4's codes with no roll before them: the ruby block and the ladders it tests
 * ahead of its spikes and push-block rolls, then its own after them (which shadow the
 * shared tail's: its 'S', 'I', 'B', 'C', 'M' and 'T' are the Temple's); every code it
 * does not know goes on to the shared tail. */
static const tile_code temple_fixed[] = {
    {'r', TM_OWN, 0, 0, 0, 0},
    {'L', TM_OWN, 0, 0, 0, 0},
    {'P', TM_OWN, 0, 0, 0, 0},
    {'X', TM_OWN, 0, 0, 0, 0},
    {'I', TM_OWN, 0, 0, 0, 0},
    {'S', TM_OWN, 0, 0, 0, 0},
    {'C', TM_OWN, 0, 0, 0, 0},
    {'M', TM_OWN, 0, 0, 0, 0},
    {'T', TM_ENTITY, 0, 0, SPG_E_TOMB_LORD, 0},
    {'w', TM_OWN, 0, 0, 0, 0},
    /* scrRoomGen4 "d" (the sun room's earth): an oLush, made whatever is there */
    {'E', TM_BLOCK, SPG_T_LUSH, 0, 0, 0},
    {'.', TM_OWN, 0, 0, 0, 0},
};

CLASSIC_DEF const tile_codes temple_codes = {
    temple_fixed, (int)(sizeof temple_fixed / sizeof temple_fixed[0]),
    /* the rolled codes (a skull block wastes one, a tree grows by rolls), then the chunk
     * slots (rooms_fill_chunks; scrRoomGen4's "r" slot is spelgen's 'N') */
    "12m74htBeY" "568N",
    true,
    TILE_CODE_CACHE,
};

/* The Temple's own codes, tested after the spikes and push-block tests. */
static bool temple_tile(cg *c, int x, int y, char t)
{
    spg_level *L = c->L;
    const tile_code *e = tile_code_find(&temple_codes, t);
    if (e && tile_code_place(c, e, x, y))
        return true;
    switch (t) {
    case 'h': /* a chest or a crate */
        if (roll(c, 1, 2, &S_TEMPLE_TILES_CHEST) == 1)
            one_entity(c, SPG_E_CHEST, x, y);
        else
            one_entity(c, SPG_E_CRATE, x, y);
        return true;
    case 't':
        temple_tiles_treasure(c, x, y);
        return true;
    case 'X':
        lady_xoc(c, x, y);
        return true;
    case 'I': /* scrRoomGen4: the idol is made 16 px right and 12 down of its code */
        cg_entity_px(c, SPG_E_GOLDEN_IDOL, x * 16 + 16, y * 16 + 12, 0, 0);
        cg_flag(c, "idol", &L->flags.idol, true, 0);
        return true;
    case 'S': /* the sacrifice pit's Damsel, free, and its idol beside her */
        cg_entity(c, SPG_E_DAMSEL, x, y, 0, 0);
        /* scrRoomGen4: this idol is made 24 px right and 12 down of the code */
        cg_entity_px(c, SPG_E_GOLDEN_IDOL, x * 16 + 24, y * 16 + 12, 0, 0);
        cg_flag(c, "damsel", &L->flags.damsel, true, 0);
        cg_flag(c, "idol", &L->flags.idol, true, 0);
        return true;
    case 'B':
        waste(c, 1, 1, &S_TRAP_BLOCK);
        T_DECIDE(c, "a skull block");
        cg_make_block(c, x, y, SPG_T_TRAP_BLOCK, 0, SPG_CAUSE_LAST);
        return true;
    case 'C':
        cg_make_block(c, x, y, SPG_T_IDOL_TRAP, 0, 0);
        if (TR(c))
            trace_note(TR(c), x, y, "a ceiling trap", 0);
        return true;
    case 'M': /* the idol room's moving door, behind a false temple front */
        cg_make_block(c, x, y, SPG_T_IDOL_TRAP, SPG_TF_ALT_LOOK, 0);
        /* scrRoomGen4 416-418: the oDoor (32 px tall: its lower half is in the tile
         * below) and an oTempleFake on each of its tiles, as entities at their pixels;
         * the tile keeps answering the collision tests (collide.h's co_idol_door) */
        cg_entity_px(c, SPG_E_IDOL_DOOR, x * 16, y * 16, 0, 0);
        cg_entity_px(c, SPG_E_TEMPLE_FRONT, x * 16, y * 16, 0, 0);
        cg_entity_px(c, SPG_E_TEMPLE_FRONT, x * 16, (y + 1) * 16, 0, 0);
        if (TR(c))
            trace_note(TR(c), x, y, "a door that shuts when the idol is taken", 0);
        return true;
    case 'w':
        temple_make_lava(c, x, y, 0);
        return true;
    case 'e': /* scrRoomGen4 "e": an oLush half the time */
        if (roll(c, 1, 2, &S_TEMPLE_TILES_LUSH_HALF) == 1) {
            T_DECIDE(c, "a Jungle block");
            cg_make_block(c, x, y, SPG_T_LUSH, 0, SPG_CAUSE_LAST);
        } else {
            T_DECIDE(c, "left open");
        }
        return true;
    case 'Y': /* scrRoomGen4 "T" (the sun room's two trees): grown as scrRoomGen2 grows
               * the Jungle's, draw for draw */
        jungle_tree(c, x, y);
        return true;
    case '.': /* a shop's wall is a temple block: no stone roll */
        if (!co_solid_at(L, x, y))
            cg_make_block(c, x, y, SPG_T_TEMPLE, SPG_TF_SHOP, 0);
        return true;
    default:
        return false;
    }
}

void temple_room_tiles(cg *c, int rx, int ry, char room[8][10])
{
    spg_level *L = c->L;
    int x0 = L->room_x0 + rx * L->room_w, y0 = L->room_y0 + ry * L->room_h;
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 10; i++) {
            char t = room[j][i];
            int x = x0 + i, y = y0 + j;
            T_FOCUS_TILE(c, x, y);
            bool taken = co_solid_at(L, x, y);
            if (t == '1' && !taken) {
                solid_tile(c, x, y);
                continue;
            }
            if (test(c, t == '2', 1, 2, 1, &S_TEMPLE_TILES_HALF) && !taken) {
                T_DECIDE(c, "solid");
                half_tile(c, x, y);
                continue;
            }
            if (drew(c, t == '2'))
                T_DECIDE(c, t == '2' ? "open (or already solid)" : "not a '2' tile: wasted");
            if (t == 'm' && !taken) {
                bool lava = roll(c, 1, 2, &S_LAVA) == 1;
                T_DECIDE(c, lava ? "lava" : "temple block");
                if (lava)
                    temple_make_lava(c, x, y, SPG_CAUSE_LAST);
                else
                    cg_make_block(c, x, y, SPG_T_TEMPLE, 0, SPG_CAUSE_LAST);
                continue;
            }
            if (t == 'r' && !taken) {
                temple_ruby_block(c, x, y);
                continue;
            }
            if (t == 'L' || t == 'P') {
                cg_set_tile(c, x, y, t == 'L' ? SPG_T_LADDER : SPG_T_LADDER_TOP, 0, 0);
                continue;
            }
            if (classic_spikes_roll(c, x, y, t, &S_TEMPLE_TILES_SPIKES))
                continue;
            if (classic_push_roll(c, x, y, t, &S_TEMPLE_TILES_PUSH))
                continue;
            if (!temple_tile(c, x, y, t))
                classic_common_tile(c, rx, ry, x, y, t);
        }
}
