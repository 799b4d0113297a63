/* roomscript_olmec.h — Olmec's Lair's room script (scrRoomGen5) read as room data, written
 * as an olmec.rooms file in spelgen's format (roomdata.h); the helpers are the Mines
 * reader's (roomscript_read.h).  The shape it checks statement by statement, refusing
 * with the script's name and the line where it differs:
 *
 *   assignments (strTemp, roomPath: read by nothing after), then
 *     if (y < 480) switch (rand(a,b)) {...} else switch (rand(c,d)) {...}
 *                    -> upper = cases a..b (the rooms above pixel row 480), floor = cases
 *                    c..d (the hall's floor); every case one room, strTemp = "..."; break;
 *   then the chunk loop: strObs1..3 = "00000" first, then tests of tile == "8", "5", "6"
 *   in that order (door, ground, air); a chunk roll may run past its switch's cases
 *   (the air's rand(1,8) over six), the missing cases laying the loop's empty rows; then
 *   the tile loop (not read).
 *
 * The rooms and chunks may hold only the codes Olmec's Lair's tile chain (olmec_tiles.c)
 * makes: 0 1 2 L P 7 4 a T, and 5 6 in rooms; T (treasure) is written as spelgen's t.
 * scrRoomGen5's chain knows more (9 a door, t a thwomp, I an idol, C, D, w), which the
 * original's data does not use: a layout holding one is refused.  Olmec's Lair's rooms
 * are built where rOlmec's room markers stand (the import's olmec.hall, gmk_hall.h). */
#ifndef SPG_ROOMSCRIPT_OLMEC_H
#define SPG_ROOMSCRIPT_OLMEC_H

#include <stddef.h>

/* Reads Olmec's Lair's room script `name` (its GML source `code`) and returns, in *out
 * (the caller frees it), the text of an olmec.rooms file; `source` names the project file
 * in the text's header.  Returns 0, or -1 with "NAME: line N: what" in err. */
int roomscript_olmec(const char *name, const char *code, const char *source, char **out,
                     char *err, size_t errlen);

#endif
