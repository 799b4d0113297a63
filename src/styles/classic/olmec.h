/* olmec.h — what Olmec's Lair's files share (level 16): its rooms, its hall, its tile
 * chain and its walls; it builds with the Temple's blocks and lava (temple.h). */
#ifndef SPG_CLASSIC_OLMEC_H
#define SPG_CLASSIC_OLMEC_H

#include "temple.h"

/* Olmec's Lair's rules, for areas.c's table. */
CLASSIC_DATA const area_rules olmec_rules;
/* The codes scrRoomGen5's chain places (olmec_tiles.c). */
CLASSIC_DATA const tile_codes olmec_codes;

/* Binds data/classic/olmec.rooms; 0, or -1 with "file:line: message". */
CLASSIC_FN int olmec_bind(const spg_roomdata *d, void **sets, char *err, size_t errlen);

/* Builds Olmec's Lair's generated rooms at the hall's room markers, in their order. */
CLASSIC_FN void olmec_rooms(cg *c);

/* Lays every instance of Olmec's hall (data/classic/olmec.hall), rolling as their Create
 * events do those created before the level object (the hall phase, before the border). */
CLASSIC_FN void olmec_hall(cg *c);

/* The draws of each instance olmec_hall makes, in its order (area_rules'
 * hand_laid_draws): a temple block's are temple_block_rolls', a lava's its timer, Olmec's
 * his facing, a door's none. */
CLASSIC_FN int olmec_hall_draws(cg *c, int8_t *draws, int max);
/* The Create events' rolls of the hall's instances after the level object, in order (at
 * the level's end, once the generator has returned). */
CLASSIC_FN void olmec_hall_after(cg *c);

/* Checks a hall file against Olmec's Lair's bound sets and the level's size: positions
 * inside the level, rooms on the room grid, one entrance at least, doors that no room's
 * layouts cover.  0, or -1 with "file:line: message". */
CLASSIC_FN int olmec_bind_hall(const spg_halldata *h, const void *sets, char *err, size_t errlen);

/* Calls fn for the hall's lava tiles in the order olmec_hall made them. */
CLASSIC_FN void olmec_hall_lava(cg *c, void (*fn)(cg *c, int x, int y));

/* Makes the tiles of a room whose top-left tile is (x0,y0) through scrRoomGen5's chain. */
CLASSIC_FN void olmec_room_tiles(cg *c, int x0, int y0, char room[8][10]);

/* scrSetupWalls's part for Olmec's Lair: the Temple's, for a level 55 rows high. */
CLASSIC_FN void olmec_walls(cg *c);

#endif
