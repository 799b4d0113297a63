/* ice_tiles.c — making an Ice Caves room: its chunk slots, then every tile through the
 * else-if chain of its script.  scrRoomGen3's chain has no spikes roll but ends with a
 * `j and rand(1,2)` test that every tile reaching it pays; scrRoomGenYeti's starts with
 * two separate ifs, so a solid tile goes on through the whole chain. */
#include "ice.h"

static const spg_site S_CHUNK_PLATFORM = SPG_SITE("ice.chunk.platform",
                                          "which platform chunk (falling blocks, ice)");
static const spg_site S_ICE_TILES_SOLID = SPG_SITE("ice.tiles.solid", "1 makes clear ice (1 in 10), else dark earth");
static const spg_site S_ICE_TILES_HALF = SPG_SITE("ice.tiles.half", "a '2' tile that rolls 1 is solid (1 in 2)");
static const spg_site S_ICE_TILES_PUSH = SPG_SITE("ice.tiles.push_block",
                                "a '4' tile that rolls 1 has a push block (1 in 4)");
static const spg_site S_MAYBE_ICE = SPG_SITE("ice.tiles.maybe_ice",
                                     "a 'j' tile that rolls 1 is clear ice (1 in 2)");
static const spg_site S_ICE_TILES_CHEST = SPG_SITE("ice.tiles.chest", "rand(1,1): the chest is always made");
static const spg_site S_SHIP_FLOOR = SPG_SITE("ice.tiles.ship_floor",
                                      "1 makes earth here (1 in 2), else the ship's floor");
static const spg_site S_SHIP_EARTH = SPG_SITE("ice.tiles.ship_earth",
                                      "1 makes clear ice (1 in 10), else dark earth");
static const spg_site S_SHIP_PANEL = SPG_SITE("ice.tiles.ship_panel",
                                      "1 lights the ship's wall panel (1 in 3), looks only");
static const spg_site S_LAIR_SOLID = SPG_SITE("ice.lair.tiles.solid",
                                      "1 makes dark earth (1 in 6), else clear ice");
static const spg_site S_LAIR_HALF = SPG_SITE("ice.lair.tiles.half",
                                     "a '2' tile that rolls 1 is solid (1 in 2)");
static const spg_site S_LAIR_SPIKES = SPG_SITE("ice.lair.tiles.spikes",
                                       "a '7' tile that rolls 1 has spikes (1 in 3)");
static const spg_site S_LAIR_PUSH = SPG_SITE("ice.lair.tiles.push_block",
                                     "a '4' tile that rolls 1 has a push block (1 in 4)");
static const spg_site S_LAIR_MAYBE_ICE = SPG_SITE("ice.lair.tiles.maybe_ice",
                                          "a 'j' tile that rolls 1 is clear ice (1 in 2)");

/* scrRoomGen3's and scrRoomGenYeti's "Add obstacles" loop: every slot in reading order,
 * 8 door, 5 ground, 6 air (from the script's own chunks) and, in scrRoomGen3's rooms, F a
 * platform (scrRoomGen3 244-284: 3x3 chunks in the original, written 3 wide), each chunk
 * written as text when the file says slots-as-text, so a slot a chunk covered before the
 * loop reaches it is not filled (two of scrRoomGenYeti's rooms have one). */
static void fill_slots(cg *c, int rx, int ry, char room[8][10], bool lair)
{
    const ice_sets *d = c->sets;
    const chunk_sets *ch = lair ? &d->lair_chunks : &d->own;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 10; x++) {
            char t = room[y][x];
            if (t == 'F' && !lair)
                classic_fill_slot(c, rx, ry, room, x, y, 'F', d->platform, &S_CHUNK_PLATFORM,
                                  ch->as_text);
            else if (t == '8' || t == '5' || t == '6')
                classic_fill_slot(c, rx, ry, room, x, y, t,
                                  t == '8' ? ch->door : t == '5' ? ch->ground : ch->air,
                                  classic_chunk_site(t), ch->as_text);
        }
}

/* '1' and a '2' that passes: 1 in `n` the rarer kind, else the common one. */
static void solid(cg *c, int x, int y, int n, int rare, int common, const spg_site *s)
{
    int r = roll(c, 1, n, s);
    T_DECIDE(c, r == 1 ? (rare == SPG_T_ICE ? "dark earth" : "clear ice")
                       : (common == SPG_T_ICE ? "dark earth" : "clear ice"));
    cg_make_block(c, x, y, r == 1 ? rare : common, 0, SPG_CAUSE_LAST);
}

/* A door on the earth it stands on: the block first (it rolls as it is made), then the
 * entrance, or the exit, whose block nothing can break. */
static void ice_tiles_door(cg *c, int rx, int ry, int x, int y)
{
    spg_level *L = c->L;
    bool start = rx == L->start_x && ry == L->start_y;
    cg_make_block(c, x, y + 1, SPG_T_ICE, start ? 0 : SPG_TF_INVINCIBLE, 0);
    cg_set_tile(c, x, y, start ? SPG_T_ENTRANCE : SPG_T_EXIT, 0, 0);
    if (start) {
        L->entrance_tx = x;
        L->entrance_ty = y;
    } else {
        L->exit_tx = x;
        L->exit_ty = y;
    }
}

/* The Moai: two stone columns four high with a stone head between them, its hollow
 * inside (a block too), thin ice under that, and at the bottom a door out with the
 * crown before it. */
static void ice_tiles_moai(cg *c, int x, int y)
{
    /* scrRoomGen3 489-492: oMoai, oMoai2, oMoai3 and oMoaiInside, whose Create events
     * each set invincible: every tile of their stone is indestructible */
    const int hard = SPG_TF_INVINCIBLE;
    cg_entity(c, SPG_E_MOAI, x, y, 0, 0);
    /* the other three objects, at their pixels, in the script's order (the JSON's; the
     * tiles below answer the collision tests) */
    cg_entity_px(c, SPG_E_MOAI_HEAD, (x + 1) * 16, y * 16, 0, 0);
    cg_entity_px(c, SPG_E_MOAI_RIGHT, (x + 2) * 16, y * 16, 0, 0);
    cg_entity_px(c, SPG_E_MOAI_INSIDE, (x + 1) * 16, (y + 1) * 16, 0, 0);
    cg_make_block(c, x, y, SPG_T_MOAI, hard, 0);
    for (int k = 1; k < 4; k++)
        cg_set_tile(c, x, y + k, SPG_T_MOAI, hard, 0);
    cg_make_block(c, x + 1, y, SPG_T_MOAI, hard, 0);
    cg_make_block(c, x + 2, y, SPG_T_MOAI, hard, 0);
    for (int k = 1; k < 4; k++)
        cg_set_tile(c, x + 2, y + k, SPG_T_MOAI, hard, 0);
    cg_make_block(c, x + 1, y + 1, SPG_T_MOAI, hard, 0);
    cg_make_block(c, x + 1, y + 2, SPG_T_THIN_ICE, 0, 0);
    cg_set_tile(c, x + 1, y + 3, SPG_T_EXIT, 0, 0);
    cg_entity(c, SPG_E_CROWN, x + 1, y + 3, 0, 0);
}

/* The shops' codes both scripts hand to the shared tail (classic_common_tile). */
#define ICE_SHOP_CODES                                                                     \
    {'b', TM_SHARED, 0, 0, 0, 0}, {'+', TM_SHARED, 0, 0, 0, 0}, /* the Dice House's walls */ \
        {'K', TM_SHARED, 0, 0, 0, 0}, {'k', TM_SHARED, 0, 0, 0, 0},                        \
        {'l', TM_SHARED, 0, 0, 0, 0}, {'i', TM_SHARED, 0, 0, 0, 0},                        \
        {'W', TM_SHARED, 0, 0, 0, 0}, {'Q', TM_SHARED, 0, 0, 0, 0},                        \
        {'q', TM_SHARED, 0, 0, 0, 0}, {'d', TM_SHARED, 0, 0, 0, 0},                        \
        {'D', TM_SHARED, 0, 0, 0, 0}

/* scrRoomGen3's codes with no roll before them: the vines and spikes it tests ahead of
 * its push-block roll, then its switch's (a code it does not know goes on to the clear
 * ice roll). */
static const tile_code ice_fixed[] = {
    {'L', TM_OWN, 0, 0, 0, 0},
    {'P', TM_OWN, 0, 0, 0, 0},
    {'7', TM_OWN, 0, 0, 0, 0},
    {'9', TM_OWN, 0, 0, 0, 0},
    {'.', TM_OWN, 0, 0, 0, 0},
    {'y', TM_ENTITY, 0, 0, SPG_E_YETI, 0},
    {'H', TM_BLOCK, SPG_T_ALIEN_SHIP, 0, 0, 0},
    {'h', TM_BLOCK, SPG_T_ALIEN_SHIP, SPG_TF_ALT_LOOK, 0, 0},
    {'X', TM_ENTITY, 0, 0, SPG_E_ALIEN_BOSS, 0},
    {'C', TM_OWN, 0, 0, 0, 0},
    /* scrRoomGen3 456-460: a background picture (tile_add) and nothing else; it ends
     * the chain before the 'j' test, so it costs a draw less than an empty tile */
    {'G', TM_NOTHING, 0, 0, 0, 0},
    {'J', TM_OWN, 0, 0, 0, 0},
    {'t', TM_OWN, 0, 0, 0, 0},
    {'n', TM_BLOCK, SPG_T_THIN_ICE, 0, 0, 0},
    {'O', TM_OWN, 0, 0, 0, 0},
    {'m', TM_OWN, 0, 0, 0, 0},
    {'c', TM_BLOCK, SPG_T_ICE_BLOCK, 0, 0, 0},
    {'x', TM_SHARED, 0, 0, 0, 0},
    {'I', TM_SHARED, 0, 0, 0, 0},
    ICE_SHOP_CODES,
};

CLASSIC_DEF const tile_codes ice_chain_codes = {
    ice_fixed, (int)(sizeof ice_fixed / sizeof ice_fixed[0]),
    /* the solid roll, the rolled codes (a chest wastes one), those after the clear ice
     * roll (air, a falling block), then the chunk slots (fill_slots) */
    "124aue" "j0f" "568F",
    false,
    TILE_CODE_CACHE,
};

/* scrRoomGenYeti's codes with no roll before them: the thin ice and ladders it tests
 * ahead of its spikes roll, then its switch's. */
static const tile_code lair_fixed[] = {
    {'n', TM_OWN, 0, 0, 0, 0},
    {'L', TM_OWN, 0, 0, 0, 0},
    {'P', TM_OWN, 0, 0, 0, 0},
    {'9', TM_OWN, 0, 0, 0, 0},
    {'a', TM_OWN, 0, 0, 0, 0},
    {'.', TM_OWN, 0, 0, 0, 0},
    {'c', TM_BLOCK, SPG_T_ICE_BLOCK, 0, 0, 0},
    /* scrRoomGenYeti 423-426: spikes, always (after the 7 and 4 tests have drawn) */
    {'s', TM_TILE, SPG_T_SPIKES, 0, 0, 0},
    ICE_SHOP_CODES,
};

CLASSIC_DEF const tile_codes lair_chain_codes = {
    lair_fixed, (int)(sizeof lair_fixed / sizeof lair_fixed[0]),
    /* the solid roll and the rolled codes, those after the clear ice roll (air, the
     * Yeti King, a Yeti), then the chunk slots */
    "1274" "j0Yy" "568",
    false,
    TILE_CODE_CACHE,
};

/* The tiles only scrRoomGen3 knows, and the shops' (shared with the Mines); false when
 * the tile is none of them, or a block that finds its place taken. */
static bool ice_special(cg *c, int rx, int ry, int x, int y, char t, bool taken)
{
    const tile_code *e = tile_code_find(&ice_chain_codes, t);
    if (e && (e->make == TM_NOTHING || tile_code_place(c, e, x, y)))
        return true;
    if (e && e->make == TM_SHARED)
        return classic_common_tile(c, rx, ry, x, y, t);
    switch (t) {
    case '9':
        ice_tiles_door(c, rx, ry, x, y);
        return true;
    case 'a':
        waste(c, 1, 1, &S_ICE_TILES_CHEST);
        T_DECIDE(c, "a chest");
        /* scrRoomGen3 324: instance_create(xpos, ypos, oChest), at the tile's corner */
        cg_entity_px(c, SPG_E_CHEST, x * 16, y * 16, 0, SPG_CAUSE_LAST);
        return true;
    case '.':
        /* the shop's walls are plain dark earth here: no stone roll */
        if (taken)
            return false;
        cg_make_block(c, x, y, SPG_T_ICE, SPG_TF_SHOP, 0);
        return true;
    case 'u':
        if (roll(c, 1, 2, &S_SHIP_FLOOR) == 1) {
            T_DECIDE(c, "earth");
            solid(c, x, y, 10, SPG_T_ICE_BLOCK, SPG_T_ICE, &S_SHIP_EARTH);
        } else {
            T_DECIDE(c, "the ship's floor");
            cg_make_block(c, x, y, SPG_T_ALIEN_SHIP, SPG_TF_ALT_LOOK, SPG_CAUSE_LAST);
        }
        return true;
    case 'e': {
        int r = roll(c, 1, 3, &S_SHIP_PANEL);
        T_DECIDE(c, r == 1 ? "a lit panel" : "a dark panel");
        return true;
    }
    case 'C':
        /* scrRoomGen3 433-444: the ship's front, three hull pieces down from here, made
         * with no test of what is there */
        for (int k = 0; k < 3; k++)
            cg_make_block(c, x, y + k, SPG_T_ALIEN_SHIP, 0, 0);
        return true;
    case 't':
        /* scrRoomGen3 481: an oBarrierEmitter, whose Create event makes the force field,
         * an oBarrier, a tile below it unless one exists (the level's first emitter's);
         * neither rolls anything */
        cg_entity(c, SPG_E_BARRIER_EMITTER, x, y, 0, 0);
        if (c->L->last_of_kind[SPG_E_FORCE_FIELD] < 0)
            cg_entity(c, SPG_E_FORCE_FIELD, x, y + 1, 0, 0);
        return true;
    case 'J':
        cg_make_block(c, x, y, SPG_T_ICE, 0, 0);
        cg_entity(c, SPG_E_JETPACK, x, y, 0, 0);
        return true;
    case 'O':
        if (taken)
            return false;
        ice_tiles_moai(c, x, y);
        return true;
    case 'm':
        if (taken)
            return false;
        cg_make_block(c, x, y, SPG_T_ICE, SPG_TF_INVINCIBLE, 0);
        return true;
    default:
        return false;
    }
}

static void ice_tile(cg *c, int rx, int ry, int x, int y, char t)
{
    bool taken = level_solid(c->L, x, y);
    if (t == '1' && !taken) {
        solid(c, x, y, 10, SPG_T_ICE_BLOCK, SPG_T_ICE, &S_ICE_TILES_SOLID);
        return;
    }
    if (test(c, t == '2', 1, 2, 1, &S_ICE_TILES_HALF) && !taken) {
        T_DECIDE(c, "solid");
        solid(c, x, y, 10, SPG_T_ICE_BLOCK, SPG_T_ICE, &S_ICE_TILES_SOLID);
        return;
    }
    if (drew(c, t == '2'))
        T_DECIDE(c, t == '2' ? "open (or already solid)" : "not a '2' tile: wasted");
    if (t == 'L' || t == 'P') {
        cg_set_tile(c, x, y, SPG_T_VINE, 0, 0);
        return;
    }
    if (t == '7') {
        cg_set_tile(c, x, y, SPG_T_SPIKES, 0, 0);
        return;
    }
    if (classic_push_roll(c, x, y, t, &S_ICE_TILES_PUSH))
        return;
    if (ice_special(c, rx, ry, x, y, t, taken))
        return;
    if (test(c, t == 'j', 1, 2, 1, &S_MAYBE_ICE)) {
        T_DECIDE(c, "clear ice");
        cg_make_block(c, x, y, SPG_T_ICE_BLOCK, 0, SPG_CAUSE_LAST);
        return;
    }
    if (drew(c, t == 'j'))
        T_DECIDE(c, t == 'j' ? "open" : "not a 'j' tile: wasted");
    if (t == 'f')
        cg_make_block(c, x, y, SPG_T_FALLING_BLOCK, 0, 0);
}

/* scrRoomGenYeti's chain: '1' and '2' are separate ifs (clear ice 5 in 6 here), then one
 * else-if chain from the thin ice on. */
static void lair_tile(cg *c, int rx, int ry, int x, int y, char t)
{
    spg_level *L = c->L;
    if (t == '1' && !level_solid(L, x, y))
        solid(c, x, y, 6, SPG_T_ICE, SPG_T_ICE_BLOCK, &S_LAIR_SOLID);
    if (test(c, t == '2', 1, 2, 1, &S_LAIR_HALF) && !level_solid(L, x, y)) {
        T_DECIDE(c, "solid");
        solid(c, x, y, 6, SPG_T_ICE, SPG_T_ICE_BLOCK, &S_LAIR_SOLID);
    } else if (drew(c, t == '2')) {
        T_DECIDE(c, t == '2' ? "open (or already solid)" : "not a '2' tile: wasted");
    }
    if (t == 'n' && !level_solid(L, x, y)) {
        cg_make_block(c, x, y, SPG_T_THIN_ICE, 0, 0);
        return;
    }
    if (t == 'L' || t == 'P') {
        cg_set_tile(c, x, y, t == 'L' ? SPG_T_LADDER : SPG_T_LADDER_TOP, 0, 0);
        return;
    }
    if (classic_spikes_roll(c, x, y, t, &S_LAIR_SPIKES))
        return;
    if (classic_push_roll(c, x, y, t, &S_LAIR_PUSH))
        return;
    const tile_code *e = tile_code_find(&lair_chain_codes, t);
    if (e && e->make == TM_SHARED) {
        classic_common_tile(c, rx, ry, x, y, t);
        return;
    }
    if (e && tile_code_place(c, e, x, y))
        return;
    if (t == '9') {
        ice_tiles_door(c, rx, ry, x, y);
        return;
    }
    if (t == 'a') {
        /* scrRoomGenYeti 339: instance_create(xpos, ypos, oChest), at the tile's corner */
        cg_entity_px(c, SPG_E_CHEST, x * 16, y * 16, 0, 0);
        return;
    }
    if (t == '.' && !level_solid(L, x, y)) {
        cg_make_block(c, x, y, SPG_T_ICE, SPG_TF_SHOP, 0);
        return;
    }
    if (test(c, t == 'j', 1, 2, 1, &S_LAIR_MAYBE_ICE)) {
        T_DECIDE(c, "clear ice");
        cg_make_block(c, x, y, SPG_T_ICE_BLOCK, 0, SPG_CAUSE_LAST);
        return;
    }
    if (drew(c, t == 'j'))
        T_DECIDE(c, t == 'j' ? "open" : "not a 'j' tile: wasted");
    if (t == 'Y')
        cg_entity(c, SPG_E_YETI_KING, x, y, 0, 0);
    else if (t == 'y')
        cg_entity(c, SPG_E_YETI, x, y, 0, 0);
}

void ice_room_tiles(cg *c, int rx, int ry, char room[8][10])
{
    spg_level *L = c->L;
    bool lair = L->flags.yeti_lair;
    fill_slots(c, rx, ry, room, lair);
    int x0 = L->room_x0 + rx * L->room_w, y0 = L->room_y0 + ry * L->room_h;
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 10; i++) {
            T_FOCUS_TILE(c, x0 + i, y0 + j);
            if (lair)
                lair_tile(c, rx, ry, x0 + i, y0 + j, room[j][i]);
            else
                ice_tile(c, rx, ry, x0 + i, y0 + j, room[j][i]);
        }
}
