/* itemobjects.h — the original's item objects as spelgen's items, and the statement both
 * item scripts make an item with: `obj = instance_create(X, Y, oITEM)`, X and Y a base
 * position give or take a whole number.  Read by itemscript.c (scrGenerateItem) and
 * shopscript.c (scrShopItemsGen), so that both know the same objects. */
#ifndef SPG_ITEMOBJECTS_H
#define SPG_ITEMOBJECTS_H

#include "gml/gml_parse.h"
#include "roomscript_read.h"

/* The spg_item the original's object `object` is (scrGenerateItem's and scrShopItemsGen's
 * instance_create arguments: "oJetpack", ...), or -1 for any other object. */
int itemobject_of(const char *object);

/* Reads statement `n` (a block of one statement is opened) as `obj = instance_create(XBASE
 * [+-N], YBASE [+-N], oITEM)`: sets *item and the offsets *dx, *dy (either may be NULL);
 * 0, or -1 refused at n ("not obj = instance_create(x, y, item)", "the item is not made
 * at (XBASE, YBASE), give or take a number", "oX is not one of the items spelgen knows"). */
int itemobject_read_create(rs_reader *r, const gml_node *n, const char *xbase,
                           const char *ybase, int *item, int *dx, int *dy);

#endif
