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

static const spg_site S_HIGH_END = {
    "items.high_end",
    "1 takes this test's item: a jetpack 1 in 40, a cape 1 in 25, a shotgun 1 in 20, "
    "climbing gloves 1 in 10, a teleporter 1 in 10, then 1 in 8 each a mattock, paste, "
    "spring shoes, spike shoes, a compass, a pistol, a machete; else a bomb box"};

int classic_high_end_item(cg *c, int x, int y)
{
    /* scrGenerateItem(x, y, 1), the "High End Set" 47-61: an else-if chain of one-in-N
     * tests, each drawn only when the ones before it failed; no uniqueness test */
    static const struct {
        int n, item;
    } chain[] = {
        {40, SPG_ITEM_JETPACK},     {25, SPG_ITEM_CAPE},        {20, SPG_ITEM_SHOTGUN},
        {10, SPG_ITEM_GLOVES},      {10, SPG_ITEM_TELEPORTER},  {8, SPG_ITEM_MATTOCK},
        {8, SPG_ITEM_PASTE},        {8, SPG_ITEM_SPRING_SHOES}, {8, SPG_ITEM_SPIKE_SHOES},
        {8, SPG_ITEM_COMPASS},      {8, SPG_ITEM_PISTOL},       {8, SPG_ITEM_MACHETE},
    };
    int item = SPG_ITEM_BOMB_BOX;
    for (size_t k = 0; k < sizeof chain / sizeof chain[0]; k++) {
        if (roll(c, 1, chain[k].n, &S_HIGH_END) == 1) {
            item = chain[k].item;
            break;
        }
        T_DECIDE(c, "not this one");
    }
    make_item(c, SPG_E_SHOP_ITEM, x, y, 0, item);
    return item;
}
