/* roomscript_mines.h — the Mines' room script (scrRoomGen; GML, parsed by gml_parse) read
 * as room data: its layouts with their rolls' shapes, its chunk sets and variants,
 * written as a mines.rooms file in spelgen's own format (roomdata.h), with the helpers
 * every reader shares (roomscript_read.h; the other areas have readers of their own,
 * roomscript_jungle.h and its siblings).
 *
 * The script's shape, which the reader checks statement by statement and refuses, naming
 * the script and the line, where it differs:
 *
 *   assignments (strTemp, roomPath, roomPathAbove, shopType, the if that sets
 *   roomPathAbove), then one if/else chain on the room's kind:
 *     start room     if (roomPath == 2) n = rand(a,b); else n = rand(c,d); switch (n)
 *                    -> start_drop = cases a..b, start = cases c..d
 *     exit room      if (roomPathAbove == 2) n = rand(a,b); else n = rand(c,d); switch (n)
 *                    -> exit_below_drop = cases a..b, exit = cases c..d (the two may
 *                    share cases: each set gets its own copy, so the roll, which depends
 *                    only on the range's size, picks the same layout)
 *     roomPath == 0  the altar roll (level > 1, once, rand(1,16)), then n = rand(1,K)
 *                    where the idol is made or in row 4, else n = rand(1,K+1), K+1 the idol;
 *                    switch (n) -> side = cases 1..K, idol = case K+1, altar = the case
 *                    the altar branch sets
 *     roomPath 0 or 1, roomPath == 3     switch (rand(1,N)) -> path, path_dropped
 *     roomPath 4, 5  the shop: strTemp = the shop; switch (rand(1,7)) of the kinds, case 6
 *                    (the dice house) and 7 (the kissing parlour) setting their own rooms
 *                    -> shop_, dice_house_, kissing_parlor_facing_right (4) and _left (5)
 *     roomPath 8, 9  switch (rand(1,1)) -> pit_middle, pit_bottom
 *     else (drop)    if (roomPath == 7) n = rand(a,b); else if (roomPathAbove != 2)
 *                    n = rand(1,M); else n = rand(1,D); switch (n)
 *                    -> pit_top = cases a..b, drop = 1..D, drop_capped = D+1..M
 *   a case is { strTemp = "80 characters"; break; } or, for a layout with two versions,
 *   { if (rand(1,2) == 1) strTemp = "..."; else strTemp = "..."; break; }
 *   then the chunk loop: for (...) { ...; if (tile == "8") switch (rand(1,N)) {...}
 *   else if (tile == "5") ... else if (tile == "6") ...; ... } whose cases are
 *   { strObs1 = "....."; strObs2 = "....."; strObs3 = "....."; break; }
 *   -> door, ground, air; then the tile loop (its codes are spelgen's chain's, not read).
 *
 * The file it writes says `option small-sets` and `option slots-as-text` (the original's
 * sets are small; its chunks are written as text), names each layout case-N after its
 * case in the script, and is checked by roomdata_parse before it is returned. */
#ifndef SPG_ROOMSCRIPT_MINES_H
#define SPG_ROOMSCRIPT_MINES_H

#include <stddef.h>

/* Reads the Mines' room script `name` (its GML source `code`) and returns, in *out (the
 * caller frees it), the text of a mines.rooms file; `source` names the project file in
 * the text's header.  Returns 0, or -1 with "NAME: line N: what" in err. */
int roomscript_mines(const char *name, const char *code, const char *source, char **out,
                     char *err, size_t errlen);

#endif
