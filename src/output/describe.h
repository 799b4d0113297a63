/* describe.h — events and levels in words, shared by the command line and the explorer. */
#ifndef SPG_DESCRIBE_H
#define SPG_DESCRIBE_H

#include <stddef.h>

#include "../level.h"
#include "../style.h"
#include "../trace.h"

/* One line saying what the event is and did, without its number: for a draw
 * "rand(1,5) = 3  path.walk.middle: 1-2 left, 3-4 right, 5 down -> right".  `style` is
 * the level's style (spg_style_of): a room's code is told in its terms (NULL, or a style
 * without a grid of rooms: the classic codes'). */
void describe_event(const spg_event *e, const spg_style_impl *style, char *buf, size_t len);

/* A cell's kind, what it holds and its flags in words: "brick holding gold, other look"
 * (two cells of one kind that differ read differently). */
void describe_cell(int kind, int content, int flags, char *buf, size_t len);

/* Tile (x,y) beside the map (x is the level's width w, as column 42 of a classic level),
 * when the trace has events there: writes why ("column 42 is off the map: the
 * border-column-42 quirk ...") and returns how many; else returns 0 and writes nothing. */
size_t describe_off_map(const spg_trace *t, int w, int x, int y, char *buf, size_t len);

/* What cell c keeps beneath its tile (level_beneath), in words: " over a ladder",
 * " over water and a vine", "" for nothing; returns how many objects. */
size_t describe_beneath(const spg_cell *c, char *buf, size_t len);

/* What lies beneath tile (x,y) of level l (level_beneath_at: the cell's flags and the
 * objects covered there, " over the exit"), in words as describe_beneath's. */
size_t describe_beneath_at(const spg_level *l, int x, int y, char *buf, size_t len);

/* What stands at tile (x,y) now, in words: "brick holding gold, bat"; a gem or item
 * inside the block is said once ("brick holding ruby", "brick holding a cape").  A row
 * above the map (y -1 or -2) says so: "above the map: empty, gold_bar"; a tile of the top
 * row adds what stands on it there: "border; on top, row -1: gold_bar".  What lies
 * beneath the tile follows its kind ("smash_trap over a ladder", "lush over water"). */
void describe_tile(const spg_level *l, int x, int y, char *buf, size_t len);

#endif
