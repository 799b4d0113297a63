/* olmec_tiles.c — Olmec's Lair's tile chain (scrRoomGen5's): the Mines' shape, with
 * temple blocks for earth, vines for ladders, and treasure tiles of its own. */
#include "olmec.h"

static const spg_site S_OLMEC_ROOMS_SOLID = SPG_SITE("olmec.tiles.solid", "1 makes a stone block, else a temple block");
static const spg_site S_OLMEC_ROOMS_HALF = SPG_SITE("olmec.tiles.half", "a '2' tile that rolls 1 is solid (1 in 2)");
static const spg_site S_OLMEC_ROOMS_SPIKES = SPG_SITE("olmec.tiles.spikes",
                                  "a '7' tile that rolls 1 has spikes (1 in 3)");
static const spg_site S_OLMEC_ROOMS_PUSH = SPG_SITE("olmec.tiles.push_block",
                                "a '4' tile that rolls 1 has a push block (1 in 4)");
static const spg_site S_ONE = SPG_SITE("olmec.tiles.chest", "the chest's roll of rand(1,1), always 1");
static const spg_site S_T_CHEST = SPG_SITE("olmec.tiles.treasure.chest", "a 't' tile: 1 a chest (1 in 15)");
static const spg_site S_T_BARS = SPG_SITE("olmec.tiles.treasure.gold_bars", "1 gold bars (1 in 6)");
static const spg_site S_OLMEC_ROOMS_T_EMERALD = SPG_SITE("olmec.tiles.treasure.emerald", "1 a big emerald (1 in 6)");
static const spg_site S_OLMEC_ROOMS_T_SAPPHIRE = SPG_SITE("olmec.tiles.treasure.sapphire", "1 a big sapphire (1 in 8)");
static const spg_site S_OLMEC_ROOMS_T_RUBY = SPG_SITE("olmec.tiles.treasure.ruby", "1 a big ruby (1 in 10)");
static const spg_site S_T_CRATE = SPG_SITE("olmec.tiles.treasure.crate", "1 a crate (1 in 10)");
static const spg_site S_T_STONE = SPG_SITE("olmec.tiles.treasure.stone",
                                   "1 a stone block (1 in 10), else a temple block");

static void stone_or_temple(cg *c, int x, int y, const spg_site *s)
{
    bool stone = roll(c, 1, 10, s) == 1;
    T_DECIDE(c, stone ? "stone block" : "temple block");
    cg_make_block(c, x, y, stone ? SPG_T_STONE : SPG_T_TEMPLE, 0, SPG_CAUSE_LAST);
}

static bool olmec_rooms_one_in(cg *c, int n, const spg_site *s, int kind, int x, int y)
{
    if (roll(c, 1, n, s) != 1)
        return false;
    T_DECIDE(c, entity_name(kind));
    cg_entity(c, kind, x, y, 0, SPG_CAUSE_LAST);
    return true;
}

/* A 't' tile: treasure, a crate, or a block — the chain ends in a block. */
static void olmec_rooms_treasure(cg *c, int x, int y)
{
    if (olmec_rooms_one_in(c, 15, &S_T_CHEST, SPG_E_CHEST, x, y) ||
        olmec_rooms_one_in(c, 6, &S_T_BARS, SPG_E_GOLD_BARS, x, y) ||
        olmec_rooms_one_in(c, 6, &S_OLMEC_ROOMS_T_EMERALD, SPG_E_EMERALD_BIG, x, y) ||
        olmec_rooms_one_in(c, 8, &S_OLMEC_ROOMS_T_SAPPHIRE, SPG_E_SAPPHIRE_BIG, x, y) ||
        olmec_rooms_one_in(c, 10, &S_OLMEC_ROOMS_T_RUBY, SPG_E_RUBY_BIG, x, y) ||
        olmec_rooms_one_in(c, 10, &S_T_CRATE, SPG_E_CRATE, x, y))
        return;
    stone_or_temple(c, x, y, &S_T_STONE);
}

/* scrRoomGen5's codes with no roll before them: its ladders are vines (the top one
 * marked), tested ahead of the spikes and push-block rolls; it has no shared tail. */
static const tile_code olmec_fixed[] = {
    {'L', TM_TILE, SPG_T_VINE, 0, 0, 0},
    {'P', TM_TILE, SPG_T_VINE, SPG_TF_ALT_LOOK, 0, 0},
};

CLASSIC_DEF const tile_codes olmec_codes = {
    olmec_fixed, (int)(sizeof olmec_fixed / sizeof olmec_fixed[0]),
    /* the rolled codes (a chest wastes one), air after them, then the chunk slots */
    "1274at" "0" "56",
    false,
    TILE_CODE_CACHE,
};

/* scrRoomGen5's chain: the Mines' shape, with vines for ladders and its own codes. */
void olmec_room_tiles(cg *c, int x0, int y0, char room[8][10])
{
    spg_level *L = c->L;
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 10; i++) {
            char t = room[j][i];
            int x = x0 + i, y = y0 + j;
            T_FOCUS_TILE(c, x, y);
            bool taken = level_solid(L, x, y);
            if (t == '1' && !taken) {
                stone_or_temple(c, x, y, &S_OLMEC_ROOMS_SOLID);
                continue;
            }
            if (test(c, t == '2', 1, 2, 1, &S_OLMEC_ROOMS_HALF) && !taken) {
                T_DECIDE(c, "solid");
                stone_or_temple(c, x, y, &S_OLMEC_ROOMS_SOLID);
                continue;
            }
            if (drew(c, t == '2'))
                T_DECIDE(c, t == '2' ? "open (or already solid)" : "not a '2' tile: wasted");
            const tile_code *e = tile_code_find(&olmec_codes, t);
            if (e && tile_code_place(c, e, x, y))
                continue;
            if (classic_spikes_roll(c, x, y, t, &S_OLMEC_ROOMS_SPIKES))
                continue;
            if (classic_push_roll(c, x, y, t, &S_OLMEC_ROOMS_PUSH))
                continue;
            if (t == 'a') {
                waste(c, 1, 1, &S_ONE);
                T_DECIDE(c, "a chest");
                cg_entity(c, SPG_E_CHEST, x, y, 0, SPG_CAUSE_LAST);
            } else if (t == 't') {
                olmec_rooms_treasure(c, x, y);
            }
        }
}
