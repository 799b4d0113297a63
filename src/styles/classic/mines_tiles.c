/* mines_tiles.c — the Mines' tile chain (scrRoomGen's): one else-if chain per tile whose
 * tests all draw when reached, since GameMaker's `and` does not short-circuit
 * (classic-draw-order §3); the codes every area shares end it (tiles.c).  Its sites keep
 * the names "tiles.*": the chain was once every area's. */
#include "mines.h"

static const spg_site S_TILES_HALF = SPG_SITE("tiles.half", "a '2' tile that rolls 1 is solid (1 in 2)");
static const spg_site S_TILES_SPIKES = SPG_SITE("tiles.spikes", "a '7' tile that rolls 1 has spikes (1 in 3)");
static const spg_site S_TILES_PUSH = SPG_SITE("tiles.push_block",
                                "a '4' tile that rolls 1 has a push block (1 in 4)");

/* scrRoomGen's codes with no roll before them: the ladders, tested ahead of the spikes
 * and push-block rolls; every other code goes on to the shared tail. */
static const tile_code mines_fixed[] = {
    {'L', TM_TILE, SPG_T_LADDER, 0, 0, 0},
    {'P', TM_TILE, SPG_T_LADDER_TOP, 0, 0, 0},
};

CLASSIC_DEF const tile_codes mines_codes = {
    mines_fixed, (int)(sizeof mines_fixed / sizeof mines_fixed[0]),
    "1274" "568", /* the rolled codes, then the chunk slots */
    true,
    TILE_CODE_CACHE,
};

void mines_room_tiles(cg *c, int rx, int ry, char room[8][10])
{
    spg_level *L = c->L;
    int x0 = L->room_x0 + rx * L->room_w, y0 = L->room_y0 + ry * L->room_h;
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 10; i++) {
            char t = room[j][i];
            int x = x0 + i, y = y0 + j;
            T_FOCUS_TILE(c, x, y);
            bool taken = level_solid(L, x, y);
            if (t == '1' && !taken) {
                classic_solid_tile(c, x, y, 0);
                continue;
            }
            if (test(c, t == '2', 1, 2, 1, &S_TILES_HALF) && !taken) {
                T_DECIDE(c, "solid");
                classic_solid_tile(c, x, y, 0);
                continue;
            }
            if (drew(c, t == '2'))
                T_DECIDE(c, t == '2' ? "open (or already solid)" : "not a '2' tile: wasted");
            const tile_code *e = tile_code_find(&mines_codes, t);
            if (e && tile_code_place(c, e, x, y))
                continue;
            if (classic_spikes_roll(c, x, y, t, &S_TILES_SPIKES))
                continue;
            if (classic_push_roll(c, x, y, t, &S_TILES_PUSH))
                continue;
            if (t == '0')
                continue; /* air: most of a room */
            classic_common_tile(c, rx, ry, x, y, t);
        }
}
