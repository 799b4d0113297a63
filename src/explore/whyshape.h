/* whyshape.h — of the events trace_why lists for a tile, which shaped it and which merely
 * passed it.  The list holds every event whose focus covers the tile: the walk's move out
 * of its room, a wasted snake-pit roll, a room marked again with the code it had, are
 * there too, and counted as "shaping" they hid what did.
 *
 * An effect shapes the tile when it writes the tile (or puts a thing on it, or takes one
 * away) or changes its room (its code, to another; its layout; a chunk over the tile); a
 * write that leaves everything as it was does not.  A draw shapes it when one of its
 * effects does, when it is the tile's own roll (its focus is the tile alone, whatever it
 * decided: "no gold" is what the tile is), or when it chooses the room's layout (the rooms
 * phase's draws over the room: the layout, its version); a wasted draw, or a draw about
 * the room or column that changes nothing here, only passed it. */
#ifndef SPG_EXPLORE_WHYSHAPE_H
#define SPG_EXPLORE_WHYSHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../trace.h"

/* evs[0..n): event indices, oldest first, as trace_why gives them for tile (x,y); sets
 * shaped[i] for each and returns how many shaped the tile.  rooms_phase: the index of the
 * phase that builds rooms (-1 none). */
size_t why_classify(const spg_trace *t, const uint32_t *evs, size_t n, int x, int y,
                    int rooms_phase, bool *shaped);

#endif
