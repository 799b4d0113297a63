/* gmk_hall.h — the original's Olmec's Lair room (rOlmec) as a hall file (halldata.h): its
 * instances in the room's creation order, each written as the object spelgen's hall knows
 * it as.
 *
 *   oTemple temple   oLava lava   oLavaSolid lava-solid   oOlmec olmec   oPlayer1 player
 *   oRoom room       oGame level (its Create event runs scrInitLevel)
 *   oEntrance        the first entrance; a later one exit (rOlmec's second oEntrance is the
 *                    exit's closed door: oFinalBoss's Step opens it when Olmec dies)
 *   oCavemanWorship, oHawkmanWorship, oFinalBoss, oLevel
 *                    prop NAME (objects whose Create events draw nothing and that the
 *                    generator does not see; checked: no rand or random in their Create
 *                    events or their parents')
 *
 * Anything else — another object, an instance's or the room's creation code, a position off
 * the grid — is refused, naming the room and the instance. */
#ifndef SPG_GMK_HALL_H
#define SPG_GMK_HALL_H

#include <stddef.h>

#include "gmk.h"

/* The room the hall is read from. */
#define GMK_HALL_ROOM "rOlmec"

/* Writes rOlmec's instances as an olmec.hall text into *out (the caller frees it; checked
 * to parse as hall data); `source` names the project file in the text's header and in
 * messages.  Returns 0, or -1 with "SOURCE: room rOlmec: what" in err (and *out NULL). */
int gmk_hall_read(const gmk_project *p, const char *source, char **out, char *err,
                  size_t errlen);

#endif
