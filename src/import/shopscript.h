/* shopscript.h — the original's shop script scrShopItemsGen read as spelgen's shop tables
 * (data/classic/shops.facts, shopfacts.h).  The shape it accepts:
 *
 *   if (shopType == "KIND") BRANCH else if (shopType == "KIND") BRANCH ... [else BRANCH]
 *   then any statements that make no draw (the original prices the item under if (obj))
 *
 * KIND one of the original's shopType strings (General, Bomb, Weapon, Rare, Clothing,
 * Craps: the dice house, Kissing), each named once; the last else serves every kind that
 * sells (general, bomb, weapon, rare, clothing) not named before it.  A BRANCH:
 *
 *   [m = NUMBER;] while (true) { [n = rand(1,K);] if (TEST) ITEM else if (TEST) ITEM ...
 *                                [else ITEM] [m -= 1;] }
 *
 * a TEST one of m <= 0, rand(1,N) == 1, rand(1,m) == 1, n == K (K of 1..the pick's K);
 * m's tests and `m -= 1` only with `m = NUMBER`, and the two together; an ITEM either
 * `{ obj = instance_create(xpos+DX, ypos+DY, oITEM); break; }` or, made only when none is
 * on the level, `{ if (not instance_exists(oITEM)) { obj = instance_create(xpos+DX,
 * ypos+DY, oITEM); break; } }` (the same object), DX and DY whole numbers -64..64, oITEM
 * one of the original's item objects (itemobjects.h).  The odds, counters, picks, items
 * and places may differ from the original's; any other structure, a draw (rand, random,
 * choose, irandom...) or an object made after the chain, is refused naming the script and
 * the line. */
#ifndef SPG_SHOPSCRIPT_H
#define SPG_SHOPSCRIPT_H

#include <stddef.h>

/* Reads script `name` (its `code`) into the shop tables' text in *out (malloc'd), after a
 * header naming `source` (the project file).  Returns 0, or -1 with "NAME: line N: what"
 * in err and *out NULL. */
int shopscript_read(const char *name, const char *code, const char *source, char **out,
                    char *err, size_t errlen);

#endif
