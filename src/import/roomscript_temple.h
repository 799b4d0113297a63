/* roomscript_temple.h — the Temple's room script (scrRoomGen4) read as room data, written
 * as a temple.rooms file in spelgen's format (roomdata.h); the helpers are the Mines
 * reader's (roomscript_read.h).  The shape it checks statement by statement, refusing
 * with the script's name and the line where it differs:
 *
 *   assignments (strTemp, roomPath), then one if/else chain on the room's kind:
 *     start room     if (roomPath == 2) n = rand(a,b); else n = rand(c,d); switch (n)
 *                    -> start_drop = cases a..b, start = cases c..d
 *     exit room      n = rand(a,b); switch (n)              -> exit = cases a..b
 *     roomPath == 0 and rand(1,4) > 1    (the side rooms; temple_rooms.c rolls them so:
 *                    these numbers are the rules', not the data's, and must be as here)
 *                    if (global.cityOfGold) { n = rand(1,14); if (n == 12) n = 15; }
 *                    else if (not oGame.altar and rand(1,12) == 1) { n = A; oGame.altar
 *                    = true; } else if (oGame.idol) { n = rand(1,11); } else { n =
 *                    rand(1,12); if (n == 12) oGame.idol = true; }   switch (n)
 *                    -> side = cases 1..11, idol = 12, vault = 13..15, altar = A
 *     roomPath 0 or 1    if (global.cityOfGold) n = rand(1,C); else n = rand(1,P);
 *                    switch (n)    -> path = cases 1..P, path_tomb_lord = P+1..C
 *     roomPath == 3  switch (rand(1,N))                      -> path_dropped
 *     roomPath 4, 5  strTemp = the shop; if (oGame.damsel) n = rand(1,6); else n =
 *                    rand(1,7); switch (n) of the seven kinds as the Mines' shop
 *                    -> shop_, dice_house_, kissing_parlor_facing_right (4), _left (5)
 *     roomPath 6..9  strTemp = "..."     -> lady_xoc, pit_top, pit_middle, pit_bottom
 *     else (drop)    switch (rand(1,N))                      -> drop
 *   then the chunk loop, testing tile == "8", "5", "6", "r" in that order (door, ground,
 *   air and the 4x3 air_narrow chunks), then the tile loop (not read).
 *
 * The script's tile codes are written as spelgen's Temple reads them (the Temple's tile
 * chain, temple_tiles.c, gives them their meaning): 3 -> m, R -> r, r (the 4x3 slot) -> N,
 * c -> h, D -> M, ? -> T, ; -> S, T (a tree) -> Y, d -> E, u (a die) -> d, A (the
 * damsel for sale) -> D, p (a red lamp) -> l; the rest are the same. */
#ifndef SPG_ROOMSCRIPT_TEMPLE_H
#define SPG_ROOMSCRIPT_TEMPLE_H

#include <stddef.h>

/* Reads the Temple's room script `name` (its GML source `code`) and returns, in *out (the
 * caller frees it), the text of a temple.rooms file; `source` names the project file in
 * the text's header.  Returns 0, or -1 with "NAME: line N: what" in err. */
int roomscript_temple(const char *name, const char *code, const char *source, char **out,
                      char *err, size_t errlen);

#endif
