/* items.c — the items the original's generation makes, with every draw of the scripts
 * that choose them: scrGenerateItem's sets (an item hidden in a block, the Dice House's
 * prize) and scrShopItemsGen (a shop's wares). */
#include "internal.h"

bool classic_item_exists(const spg_level *L, int item)
{
    for (int i = 0; i < L->nent; i++)
        if (!L->ent[i].gone && L->ent[i].item == item)
            return true;
    return false;
}

/* Makes entity `kind` at (x,y) as item `item`, traced as caused by the latest draw. */
static int make_item(cg *c, int kind, int x, int y, int info, int item)
{
    T_DECIDE(c, item_words(item));
    int id = cg_entity(c, kind, x, y, info, SPG_CAUSE_LAST);
    if (id >= 0)
        c->L->ent[id].item = (uint8_t)item;
    return id;
}

static const spg_site S_UNDERGROUND = {
    "items.underground",
    "which item (0 jetpack, 1 cape, 2 shotgun, 3 mattock, 4 teleporter, 5 climbing gloves, "
    "6 spectacles, 7 web cannon, 8 pistol, 9 pitcher's mitt, 10 paste, 11 spring shoes, "
    "12 spike shoes, 13 machete, 14 bomb box, 15 bow, 16 compass, 17 parachute, 18 rope pile)"};

int classic_hidden_item(cg *c, int x, int y)
{
    /* scrGenerateItem(x, y, 2), the "Underground Set": switch (rand(0,18)), one case per
     * item in the order of spg_item; the item is an ordinary instance inside the block,
     * so the shops' uniqueness tests see it */
    int item = roll(c, 0, 18, &S_UNDERGROUND) + 1;
    make_item(c, SPG_E_ITEM, x, y, SPG_INFO_INSIDE, item);
    return item;
}
