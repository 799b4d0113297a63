/* itemscript.h — the original's item script scrGenerateItem read as spelgen's item
 * tables (data/classic/items.facts, itemfacts.h): its "High End Set" (argument2 == 1),
 * an else-if chain `if (rand(1,N) == 1) obj = instance_create(X, Y, oITEM); else ...`
 * ending in a plain `obj = instance_create(X, Y, oITEM)`, and its "Underground Set"
 * (argument2 == 2), `switch (rand(0,K)) { case 0: { obj = instance_create(X, Y, oITEM);
 * break; } ... }` with cases 0..K in order.  X is argument0 and Y argument1, either
 * plus or minus a number; each set's block may go on with `obj.FIELD = value`
 * statements.  The chain's odds, the switch's size and the items may differ from the
 * original's; any other structure, or an object that is not one of the items, is refused
 * naming the script and the line. */
#ifndef SPG_ITEMSCRIPT_H
#define SPG_ITEMSCRIPT_H

#include <stddef.h>

/* Reads script `name` (its `code`) into the item tables' text in *out (malloc'd), after a
 * header naming `source` (the project file).  Returns 0, or -1 with "NAME: line N:
 * what" in err and *out NULL. */
int itemscript_read(const char *name, const char *code, const char *source, char **out,
                    char *err, size_t errlen);

#endif
