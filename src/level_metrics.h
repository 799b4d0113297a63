/* level_metrics.h — numbers about a built level that searches, audits and pictures read:
 * the path's rooms in walking order, how many rooms it crosses and drops straight through,
 * how many of a countable thing the level holds, and its gold in dollars. */
#ifndef SPG_LEVEL_METRICS_H
#define SPG_LEVEL_METRICS_H

#include <stdint.h>

#include "level.h"

/* The path's rooms in walking order, from the start room to the exit room; returns how
 * many (at most 16), 0 when the level has no path. */
int level_path_order(const spg_level *l, int xs[16], int ys[16]);

/* The rooms a grid of room codes (a level's or a path phase's plan's) puts on the path
 * (codes 1-3). */
int level_rooms_on_path(const int8_t rooms[SPG_ROOMS_Y][SPG_ROOMS_X]);

/* Straight drops in a grid of room codes: path rooms the walk entered from above and left
 * downward at once, the rooms a player falls straight through (0-2).  Every path drops
 * exactly three times in a four-row level, so this is the count that tells paths apart. */
int level_rooms_straight_drops(const int8_t rooms[SPG_ROOMS_Y][SPG_ROOMS_X]);

/* level_rooms_on_path and level_rooms_straight_drops of a level's rooms. */
int level_path_rooms(const spg_level *l);
int level_straight_drops(const spg_level *l);

/* The countable things: their number, names ("bat", "arrow-trap", "udjat-chest"), the
 * index of a name (-1 none), and how many of thing `what` a built level holds (a gem
 * inside a block is not counted: it counts in level_gold_value). */
int level_countables(void);
const char *level_countable_name(int what);
int level_countable_find(const char *name);
int level_count(const spg_level *l, int what);

/* The level's gold in dollars, by the original's values: a gold vein $300 (three chunks
 * of $100), a rich vein $800 (and a $500 nugget), a gold bar $500, gold bars $1000, a big
 * emerald $800, sapphire $1200, ruby $1600, loose or inside a block that can be broken.
 * Chests, crates and jars (contents rolled when opened), items and the idol count 0. */
long level_gold_value(const spg_level *l);

#endif
