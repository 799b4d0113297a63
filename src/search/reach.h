/* reach.h — can the exit be reached from the entrance without bombs or ropes?
 *
 * The movement model (a breadth-first search over the tile grid; the player fills one
 * tile, 16 px, as Spelunky Classic's does):
 *   - solid: every tile level_solid() calls solid: earth, stone, the border, push
 *     blocks and arrow traps (neither is pushed or broken), altars, shop floors;
 *     everything else is open: webs slow the player but let go (jumping frees him),
 *     monsters, treasure and items never block;
 *   - stand: on an open tile whose tile below is solid or a ladder top (which is a
 *     platform), or on a ladder or ladder top (hanging on it);
 *   - walk one tile left or right into an open tile; walking off an edge falls;
 *   - jump: with an open tile above, rise one tile and travel up to four columns at that
 *     height, falling from any of them: a ledge one tile up is reached, and a gap of up
 *     to three tiles is crossed.  The Classic player's jump clears about a tile and a
 *     half, so one tile up is what every jump makes (two needs the ledge grab, which
 *     the model leaves out: it stays on the safe side);
 *   - climb ladders and ladder tops up and down; a falling player grabs a ladder he
 *     falls past; climbing off a ladder's top lands on the tile above it;
 *   - fall any height, steering at most one column sideways per row fallen (the player
 *     keeps full control in the air; a jump's first row down is straight, its sideways
 *     travel spent): no fall damage (a fall of 8 tiles or more costs the Classic player
 *     one of his four hearts, and none of the Mines' drops kills);
 *   - spikes kill only when landed on from above (a fall or the end of a jump); walking
 *     into them from the side is safe, as in the game.
 * The model is the Mines': water, vines and tree branches of the later areas are not
 * modelled (water counts as air, so a flooded level's sunken exit is out of reach).
 * What the search says reachable is reachable in the game, monsters and traps aside;
 * what it calls unreachable may still be reachable with a ledge grab, a running jump or
 * a drop onto spikes the game forgives. */
#ifndef SPG_REACH_H
#define SPG_REACH_H

#include <stdbool.h>
#include <stdint.h>

#include "../level.h"

/* What the search found: every tile the player can stand, hang or pass through. */
typedef struct spg_reach {
    uint8_t seen[SPG_MAX_H][SPG_MAX_W]; /* 1: stood or hung there, 2: fell, 4: jumped through */
    int tiles;                          /* tiles with a nonzero mark */
    bool exit;                          /* the exit door's tile was stood on */
} spg_reach;

/* Searches the level from its entrance; fills *out when out is non-NULL.  Returns whether
 * the exit is reachable under the model above (false when the level has no doors). */
bool reach_exit(const spg_level *l, spg_reach *out);

/* The same search from tile (sx,sy) to tile (tx,ty); the start is entered as a landing
 * (a player dropped in).  Returns false when either lies outside the level. */
bool reach_between(const spg_level *l, int sx, int sy, int tx, int ty, spg_reach *out);

#endif
