/* ice.h — what the Ice Caves' files share (levels 9-12): the sets of
 * data/classic/ice.rooms and the passes that differ from the Mines'. */
#ifndef SPG_CLASSIC_ICE_H
#define SPG_CLASSIC_ICE_H

#include "internal.h"

/* The sets the Ice Caves' two room scripts read: scrRoomGen3's (every level but a Yeti
 * lair) and scrRoomGenYeti's (lair_*). */
typedef struct ice_sets {
    chunk_sets chunks; /* first, as every area's, and left empty: the shared room builder
                        * fills no slot here, ice_room_tiles fills them all */
    chunk_sets own;    /* scrRoomGen3's door, ground and air chunks */
    chunk_sets lair_chunks; /* scrRoomGenYeti's: lair_door, lair_ground, lair_air when the
                             * file has them (the original's do), else the same as own */
    const spg_set *platform; /* chunks for 'F' slots (scrRoomGen3's rooms only) */
    const spg_set *start, *start_drop, *exit, *side, *idol, *altar, *path, *fallback, *moai;
    const spg_set *ship[3]; /* the mothership's rooms: SPG_ROOM_SHIP_FRONT..BACK */
    const spg_set *shop[2], *dice_house[2], *kissing_parlor[2]; /* [0] facing right */
    /* the lair's shops: lair_shop_facing_right ... when the file has them (the original's
     * come from scrRoomGenYeti), else the same as the Ice Caves' */
    const spg_set *lair_shop[2], *lair_dice_house[2], *lair_kissing_parlor[2];
    const spg_set *lair_start, *lair_start_drop, *lair_exit, *lair_exit_below_drop, *lair_side,
        *lair_side_bottom, *lair_main, *lair_king, *lair_dropped, *lair_drop, *lair_drop_capped;
} ice_sets;

/* The Ice Caves' rules, for areas.c's table. */
CLASSIC_DATA const area_rules ice_rules;
/* The codes scrRoomGen3's chain and scrRoomGenYeti's place (ice_tiles.c): the Ice Caves'
 * rooms and the Yeti lair's may use no other. */
CLASSIC_DATA const tile_codes ice_chain_codes;
CLASSIC_DATA const tile_codes lair_chain_codes;

/* Binds ice.rooms: every set present with enough items, doors, slots and the special
 * tiles where the scripts need them.  0, or -1 with "file:line: message". */
CLASSIC_FN int ice_bind(const spg_roomdata *d, void **sets, char *err, size_t errlen);

/* The layout of room (rx,ry): scrRoomGen3's choices, or scrRoomGenYeti's on a lair. */
CLASSIC_FN chosen ice_choose_layout(cg *c, int rx, int ry);

/* Builds the Ice Caves' rooms: the grid, with ice_choose_layout and ice_room_tiles. */
CLASSIC_FN void ice_rooms(cg *c);

/* Fills the room's chunk slots (5, 6, 8 and the platforms' F, in one reading-order pass, as
 * text when the file says slots-as-text) from its script's chunks and makes its tiles
 * through the script's own tile chain. */
CLASSIC_FN void ice_room_tiles(cg *c, int rx, int ry, char room[8][10]);

/* The creation rolls of a block: the dark earth's gold and gems, clear ice's frozen
 * caveman; nothing for the rest. */
CLASSIC_FN void ice_block_rolls(cg *c, int x, int y, int kind);

/* scrEntityGen's Ice Caves part: UFOs, spring traps, Yetis, treasure. */
CLASSIC_FN void ice_block_pass(cg *c);

/* scrSetupWalls's Ice Caves part: the dark tops (detail only) and the icicles (always);
 * the Ice Caves have no stone blocks to turn into push blocks. */
CLASSIC_FN void ice_walls(cg *c);

/* Whether (x,y) is the door inside the Moai (not the level's exit). */
CLASSIC_FN bool ice_moai_exit(const spg_level *L, int x, int y);

#endif
