/* snapshot.h — the level as it stands at a step, as a result the renderers can print:
 * what `:export` writes when the explorer is not at the last draw. */
#ifndef SPG_EXPLORE_SNAPSHOT_H
#define SPG_EXPLORE_SNAPSHOT_H

#include "stepper.h"

/* Fills *out (no trace: out->trace is empty, nothing to free) with s's result as it
 * stands at s->pos: the tiles, rooms and entities replayed so far, the level-wide flags
 * set so far, the start and exit rooms once the path phase has ended, `draws` the step's
 * draw number and `end_state` the RNG state after it.  At the last draw it is the
 * finished level, byte for byte. */
void snapshot_at_step(const stepper *s, spg_result *out);

#endif
