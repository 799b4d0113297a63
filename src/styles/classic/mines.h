/* mines.h — what the Mines' files share (levels 1-4): the passes the area's rules point
 * at. */
#ifndef SPG_CLASSIC_MINES_H
#define SPG_CLASSIC_MINES_H

#include "internal.h"

/* The Mines' rules, for areas.c's table. */
CLASSIC_DATA const area_rules mines_rules;
/* The codes scrRoomGen's chain places (mines_tiles.c). */
CLASSIC_DATA const tile_codes mines_codes;

/* Binds data/classic/mines.rooms to the Mines' sets, checking every set the room script
 * reads; 0, or -1 with "file:line: message". */
CLASSIC_FN int mines_bind(const spg_roomdata *d, void **sets, char *err, size_t errlen);

/* The layout of room (rx,ry), with scrRoomGen's rolls. */
CLASSIC_FN chosen mines_choose_layout(cg *c, int rx, int ry);

/* Makes a room's tiles through scrRoomGen's chain. */
CLASSIC_FN void mines_room_tiles(cg *c, int rx, int ry, char room[8][10]);

/* The creation rolls of a block: a brick's (and the border's) look, gold and gems. */
CLASSIC_FN void mines_block_rolls(cg *c, int x, int y, int kind);

/* scrEntityGen's Mines part: treasure, the Giant Spider, Bats, Spiders, Snakes, Cavemen. */
CLASSIC_FN void mines_block_pass(cg *c);

/* Builds the Mines' rooms: the grid, with scrRoomGen's layouts and tile chain. */
CLASSIC_FN void mines_rooms(cg *c);

/* scrSetupWalls's Mines part: every uncovered brick top's look (detail only), then the
 * stone blocks that become push blocks. */
CLASSIC_FN void mines_walls(cg *c);

#endif
