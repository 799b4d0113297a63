/* temple.h — what the Temple's files (levels 13-15, the City of Gold) share, and what
 * Olmec's Lair's (level 16, olmec.h) build on: temple blocks, lava and the same wall
 * dressing. */
#ifndef SPG_CLASSIC_TEMPLE_H
#define SPG_CLASSIC_TEMPLE_H

#include "internal.h"

CLASSIC_DATA const area_rules temple_rules;
/* The codes scrRoomGen4's chain places (temple_tiles.c). */
CLASSIC_DATA const tile_codes temple_codes;

/* Whether a tile kind is one of the original's oTemple instances in these two areas:
 * their blocks, the border, the exit's hard block, shop walls. */
CLASSIC_FN bool temple_kind(int kind);

/* Whether tile (x,y) is an idol room's door (an idol trap drawn as a door). */
CLASSIC_FN bool temple_door_at(const spg_level *L, int x, int y);

/* Whether an oTempleFake stands at tile (x,y): one stands on each idol-room door and on
 * the tile under it (scrRoomGen4 "D"). */
CLASSIC_FN bool temple_fake_at(const spg_level *L, int x, int y);

/* Whether an oLava lies at tile (x,y): a lava tile, or one a smash trap was made over. */
CLASSIC_FN bool temple_lava_at(const spg_level *L, int x, int y);

/* The creation rolls of a block made in the Temple or Olmec's Lair (classic-draw-order
 * §3): a temple block's gold and gems (60/80/100, then an item 1 in 1200), nothing but its
 * look roll in the City of Gold, where it becomes a gold block; a Jungle block's own odds;
 * a smash trap's direction. */
CLASSIC_FN void temple_block_rolls(cg *c, int x, int y, int kind);

/* Makes a lava tile at (x,y): the tile, then its spurt timer roll (a lava's creation
 * draw). */
CLASSIC_FN void temple_make_lava(cg *c, int x, int y, uint32_t cause);

/* oLava's Create event's draw: spurtTime = rand(100,300). */
CLASSIC_FN void temple_lava_timer(cg *c);

/* Calls fn for every lava tile of the level in the order the original created them. */
typedef void (*temple_lava_walk)(cg *c, void (*fn)(cg *c, int x, int y));

/* scrSetupWalls's part for these areas: the Jungle blocks', temple blocks' and fake
 * blocks' decorations (with the game's detail setting on), the lava's spurts (always),
 * then the stone blocks resting on temple blocks that become push blocks.  `bottom` is
 * the tile row from which a block counts as covered below. */
CLASSIC_FN void temple_setup_walls(cg *c, int bottom, temple_lava_walk lava);

/* Binds data/classic/temple.rooms to the Temple's sets, checking the counts the odds
 * rest on; 0, or -1 with "file:line: message". */
CLASSIC_FN int temple_bind(const spg_roomdata *d, void **sets, char *err, size_t errlen);

/* The layout of Temple room (rx,ry), with scrRoomGen4's rolls. */
CLASSIC_FN chosen temple_choose_layout(cg *c, int rx, int ry);

/* Builds the Temple's rooms: the grid, with scrRoomGen4's layouts and tile chain. */
CLASSIC_FN void temple_rooms(cg *c);

/* Makes a Temple room's tiles with scrRoomGen4's own chain. */
CLASSIC_FN void temple_room_tiles(cg *c, int rx, int ry, char room[8][10]);

/* The Temple's block pass: traps, inhabitants, the gold door, treasure, Arrow Traps. */
CLASSIC_FN void temple_block_pass(cg *c);

/* The Temple's scrSetupWalls part: temple_setup_walls for a level 34 rows high. */
CLASSIC_FN void temple_walls(cg *c);

#endif
