/* scripts_result.h — a level built by the project's own scripts (src/gml), as the
 * explorer's model holds a level: an spg_result whose trace is the scripts' draws, each
 * named by script and line ("scrRoomGen:327"), and whose tiles are the objects they made.
 *
 * The frame (the level's size, its rooms' grid, the game) is the native port's level of
 * the same request, built first; everything shown in it is then the scripts'. */
#ifndef SPG_EXPLORE_SCRIPTS_RESULT_H
#define SPG_EXPLORE_SCRIPTS_RESULT_H

#include <stddef.h>

#include "../gen.h"
#include "../gml/gml_verify.h"

/* Rebuilds *res (a traced native level of request rq, from a raw state: rq->from_state)
 * with the scripts run by vm, recording into rec (reused).  Its level keeps the native
 * frame, its tiles become the kinds of the scripts' objects (the Mines' objects: levels
 * 1-4 only, as gml_mines_tiles maps them) and its trace holds one phase, "scripts", with
 * every draw and then each tile, caused by the last draw before the object was made.
 * Returns 0, or -1 with err (a script error names script, line and column). */
int scripts_result_build(struct gml_vm *vm, gml_draws *rec, const spg_request *rq,
                         spg_result *res, char *err, size_t errlen);

/* The draw record's call as the trace spells it: rand(a,b) when the wrapper gave an
 * integer other than random's value (a = result - floor(value), b = a + x - 1), else
 * random(x).  Into *call, *a, *b, *value. */
void scripts_result_call(const gml_draw *d, int *call, int *a, int *b, int *value);

/* The sites res's draws were made at, each once, in the order first drawn: at most max
 * into names (which point into the sites); how many. */
int scripts_site_names(const spg_result *res, const char **names, int max);

#endif
