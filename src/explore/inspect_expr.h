/* inspect_expr.h — gdb's `print` and `display` for the explorer: what a tile, a room, a
 * level flag or the random state is at the draw shown, in words.  No curses: the unit
 * tests feed it a stepper.
 *
 *     tile X Y | X Y | X,Y    the tile as the map shows it now ("brick holding gold")
 *     room X Y                the room's code, in words, and its layout once chosen
 *     flag NAME               the flag's value, or that it is not set yet
 *     rng | state             the RNG's raw state after the draw shown
 *     draw | value | $        the draw shown: its number, call, value and decision
 */
#ifndef SPG_EXPLORE_INSPECT_EXPR_H
#define SPG_EXPLORE_INSPECT_EXPR_H

#include <stddef.h>

#include "stepper.h"

/* Writes "EXPR = VALUE" for text at the stepper's position into out.  Returns 0, or -1
 * with a one-line message in err naming what is wrong and what would be accepted. */
int inspect_expr(const stepper *s, const char *text, char *out, size_t len, char *err,
                 size_t errlen);

#endif
