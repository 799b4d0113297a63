/* items.c — the items the original's generation makes, with every draw of the scripts
 * that choose them: scrGenerateItem's sets (an item hidden in a block, the Dice House's
 * prize: their items and odds are the data's, data/classic/items.facts) and
 * scrShopItemsGen (a shop's wares). */
#include "internal.h"

bool classic_item_exists(const spg_level *L, int item)
{
    for (int i = 0; i < L->nent; i++)
        if (!L->ent[i].gone && L->ent[i].item == item)
            return true;
    return false;
}

/* Makes entity `kind` at pixel (px,py) as item `item`, traced as caused by the latest
 * draw. */
static int items_make_item(cg *c, int kind, int px, int py, int info, int item)
{
    T_DECIDE(c, item_words(item));
    int id = cg_entity_px(c, kind, px, py, info, SPG_CAUSE_LAST);
    if (id >= 0)
        c->L->ent[id].item = (uint8_t)item;
    return id;
}

static const spg_site S_ITEMS_UNDERGROUND = SPG_SITE(
    "items.underground",
    "which item (0 jetpack, 1 cape, 2 shotgun, 3 mattock, 4 teleporter, 5 climbing gloves, "
    "6 spectacles, 7 web cannon, 8 pistol, 9 pitcher's mitt, 10 paste, 11 spring shoes, 12 "
    "spike shoes, 13 machete, 14 bomb box, 15 bow, 16 compass, 17 parachute, 18 rope pile)");

int classic_hidden_item(cg *c, int x, int y)
{
    /* scrGenerateItem(x, y, 2), the "Underground Set": switch (rand(0,18)), one case per
     * item (the data's list: our own is in the order of spg_item); the item is an
     * ordinary instance inside the block, so the shops' uniqueness tests see it */
    const spg_itemfacts *F = c->data ? &c->data->items : NULL;
    /* a build without data (the path-only builds and the path scan's, which keep only
     * the path phase's plan, Olmec's hall blocks before it) draws its one roll over
     * spelgen's own list, spg_item's order: the same draw, an item nobody keeps */
    int k = roll(c, 0, (F ? F->nhidden : SPG_ITEM_ROPE_PILE) - 1, &S_ITEMS_UNDERGROUND);
    int item = F ? F->hidden[k] : k + 1;
    int dx, dy; /* called with the block's middle, x+8, y+8, and nudged by the item */
    classic_underground_offset(item, &dx, &dy);
    items_make_item(c, SPG_E_ITEM, x * 16 + 8 + dx, y * 16 + 8 + dy, SPG_INFO_INSIDE, item);
    return item;
}

static const spg_site S_ITEMS_HIGH_END = SPG_SITE(
    "items.high_end",
    "1 takes this test's item: a jetpack 1 in 40, a cape 1 in 25, a shotgun 1 in 20, "
    "climbing gloves 1 in 10, a teleporter 1 in 10, then 1 in 8 each a mattock, paste, "
    "spring shoes, spike shoes, a compass, a pistol, a machete; else a bomb box");

int classic_high_end_item(cg *c, int x, int y)
{
    /* scrGenerateItem(x, y, 1), the "High End Set" 47-61: an else-if chain of one-in-N
     * tests, each drawn only when the ones before it failed; no uniqueness test (the
     * tests and items are the data's) */
    const spg_itemfacts *F = &c->data->items;
    int item = F->chain_else;
    for (int k = 0; k < F->nchain; k++) {
        if (roll(c, 1, F->chain_n[k], &S_ITEMS_HIGH_END) == 1) {
            item = F->chain_item[k];
            break;
        }
        T_DECIDE(c, "not this one");
    }
    /* scrRoomGen 395 (and every room script's "q"): scrGenerateItem(xpos+8, ypos+8, 1),
     * whose High End Set makes every item at the point it is given */
    items_make_item(c, SPG_E_SHOP_ITEM, x * 16 + 8, y * 16 + 8, 0, item);
    return item;
}

/* scrShopItemsGen 24-176, one loop per shop kind.  Each pass draws its rolls in the
 * script's order; a unique item (`not instance_exists(...)`) that is already anywhere on
 * the level — an earlier shop item, a hidden item, the pit's Mattock, the dice prize —
 * ends the pass without an item, and the loop draws again.  A counter m counts passes
 * down from 20 in three of the loops, making the fallback ever likelier. */

static const spg_site S_ITEMS_BOMB_PASTE = SPG_SITE(
    "items.shop.bomb.paste",
    "Bomb Shop: 1 offers paste (1 in 5), if none is on the level");
static const spg_site S_ITEMS_BOMB_BOX = SPG_SITE(
    "items.shop.bomb.box",
    "Bomb Shop: 1 a bomb box (1 in 4), else a bomb bag");
static const spg_site S_ITEMS_WEAPON_N = SPG_SITE(
    "items.shop.weapon.pick",
    "Weapon Shop, if the rarer tests fail: 1 pistol, 2 machete, 3 bomb bag, 4 bow");
static const spg_site S_ITEMS_WEAPON_WEB = SPG_SITE(
    "items.shop.weapon.web_cannon",
    "Weapon Shop: 1 offers a web cannon (1 in 12), if none is on the level");
static const spg_site S_ITEMS_WEAPON_SHOTGUN = SPG_SITE(
    "items.shop.weapon.shotgun",
    "Weapon Shop: 1 offers a shotgun (1 in 10), if none is on the level");
static const spg_site S_ITEMS_WEAPON_BOX = SPG_SITE(
    "items.shop.weapon.bomb_box",
    "Weapon Shop: 1 offers a bomb box (1 in 6)");
static const spg_site S_ITEMS_CLOTHING_N = SPG_SITE(
    "items.shop.clothing.pick",
    "Clothing Shop: 1 spring shoes, 2 spectacles, 3 climbing gloves, 4 pitcher's mitt, 5 "
    "cape, 6 spike shoes");
static const spg_site S_ITEMS_CLOTHING_ROPE = SPG_SITE(
    "items.shop.clothing.rope",
    "Clothing Shop: 1 a rope pile instead (1 in m: 20 on the first pass, one less each "
    "pass)");
static const spg_site S_ITEMS_RARE_N = SPG_SITE(
    "items.shop.rare.pick",
    "Rare Shop: 1 spring shoes, 2 compass, 3 mattock, 4 spectacles, 5 jetpack, 6 climbing "
    "gloves, 7 pitcher's mitt, 8 web cannon, 9 cape, 10 teleporter, 11 spike shoes");
static const spg_site S_ITEMS_RARE_BOX = SPG_SITE(
    "items.shop.rare.bomb_box",
    "Rare Shop: 1 a bomb box instead (1 in m: 20 on the first pass, one less each pass)");
static const spg_site S_ITEMS_GENERAL_N = SPG_SITE(
    "items.shop.general.pick",
    "General Store, if the rarer tests fail: 1 bomb bag, 2 rope pile, 3 parachute");
static const spg_site S_ITEMS_GENERAL_MATTOCK = SPG_SITE(
    "items.shop.general.mattock",
    "General Store: 1 offers a mattock (1 in 20), if none is on the level");
static const spg_site S_ITEMS_GENERAL_GLOVES = SPG_SITE(
    "items.shop.general.gloves",
    "General Store: 1 offers climbing gloves (1 in 10), if none are on the level");
static const spg_site S_ITEMS_GENERAL_COMPASS = SPG_SITE(
    "items.shop.general.compass",
    "General Store: 1 offers a compass (1 in 10), if none is on the level");

/* A unique item: the item, or SPG_ITEM_NONE (the pass goes on) if one exists already. */
static int items_unique(cg *c, int item)
{
    if (!classic_item_exists(c->L, item))
        return item;
    T_DECIDE(c, "one is on the level already: no item this pass");
    return SPG_ITEM_NONE;
}

/* `if (rand(1,n) == 1)` at site s, its miss explained. */
static bool items_hit(cg *c, int n, const spg_site *s)
{
    if (roll(c, 1, n, s) == 1)
        return true;
    T_DECIDE(c, "no");
    return false;
}

static int items_bomb_shop(cg *c)
{
    for (;;) {
        if (items_hit(c, 5, &S_ITEMS_BOMB_PASTE)) {
            int item = items_unique(c, SPG_ITEM_PASTE);
            if (item)
                return item;
        } else {
            return items_hit(c, 4, &S_ITEMS_BOMB_BOX) ? SPG_ITEM_BOMB_BOX : SPG_ITEM_BOMB_BAG;
        }
    }
}

static int items_weapon_shop(cg *c)
{
    static const int pick[5] = {0, SPG_ITEM_PISTOL, SPG_ITEM_MACHETE, SPG_ITEM_BOMB_BAG,
                                SPG_ITEM_BOW};
    for (int m = 20;; m--) {
        int n = roll(c, 1, 4, &S_ITEMS_WEAPON_N); /* drawn first on every pass, read last */
        int item;
        if (m <= 0)
            item = SPG_ITEM_BOMB_BAG;
        else if (items_hit(c, 12, &S_ITEMS_WEAPON_WEB))
            item = items_unique(c, SPG_ITEM_WEB_CANNON);
        else if (items_hit(c, 10, &S_ITEMS_WEAPON_SHOTGUN))
            item = items_unique(c, SPG_ITEM_SHOTGUN);
        else if (items_hit(c, 6, &S_ITEMS_WEAPON_BOX))
            item = SPG_ITEM_BOMB_BOX;
        else
            item = pick[n] == SPG_ITEM_BOMB_BAG ? SPG_ITEM_BOMB_BAG : items_unique(c, pick[n]);
        if (item)
            return item;
    }
}

/* The Clothing and Rare Shops' loop: n = rand(1,k), then rand(1,m) for the fallback, then
 * the unique item n names. */
static int items_counted_shop(cg *c, const int *pick, int k, int fallback, const spg_site *sn,
                        const spg_site *sm)
{
    for (int m = 20;; m--) {
        int n = roll(c, 1, k, sn);
        if (roll(c, 1, m, sm) == 1)
            return fallback;
        T_DECIDE(c, "no");
        int item = items_unique(c, pick[n]);
        if (item)
            return item;
    }
}

static int items_general_store(cg *c)
{
    static const int pick[4] = {0, SPG_ITEM_BOMB_BAG, SPG_ITEM_ROPE_PILE, SPG_ITEM_PARACHUTE};
    for (;;) {
        int n = roll(c, 1, 3, &S_ITEMS_GENERAL_N);
        int item;
        if (items_hit(c, 20, &S_ITEMS_GENERAL_MATTOCK))
            item = items_unique(c, SPG_ITEM_MATTOCK);
        else if (items_hit(c, 10, &S_ITEMS_GENERAL_GLOVES))
            item = items_unique(c, SPG_ITEM_GLOVES);
        else if (items_hit(c, 10, &S_ITEMS_GENERAL_COMPASS))
            item = items_unique(c, SPG_ITEM_COMPASS);
        else
            item = pick[n];
        if (item)
            return item;
    }
}

int classic_shop_item(cg *c, int x, int y)
{
    static const int clothing[7] = {0,             SPG_ITEM_SPRING_SHOES, SPG_ITEM_SPECTACLES,
                                    SPG_ITEM_GLOVES, SPG_ITEM_MITT,       SPG_ITEM_CAPE,
                                    SPG_ITEM_SPIKE_SHOES};
    static const int rare[12] = {0,
                                 SPG_ITEM_SPRING_SHOES, SPG_ITEM_COMPASS,    SPG_ITEM_MATTOCK,
                                 SPG_ITEM_SPECTACLES,   SPG_ITEM_JETPACK,    SPG_ITEM_GLOVES,
                                 SPG_ITEM_MITT,         SPG_ITEM_WEB_CANNON, SPG_ITEM_CAPE,
                                 SPG_ITEM_TELEPORTER,   SPG_ITEM_SPIKE_SHOES};
    int item;
    switch (c->L->flags.shop) {
    case SPG_SHOP_BOMB:
        item = items_bomb_shop(c);
        break;
    case SPG_SHOP_WEAPON:
        item = items_weapon_shop(c);
        break;
    case SPG_SHOP_CLOTHING:
        item = items_counted_shop(c, clothing, 6, SPG_ITEM_ROPE_PILE, &S_ITEMS_CLOTHING_N,
                                  &S_ITEMS_CLOTHING_ROPE);
        break;
    case SPG_SHOP_RARE:
        item = items_counted_shop(c, rare, 11, SPG_ITEM_BOMB_BOX, &S_ITEMS_RARE_N,
                                  &S_ITEMS_RARE_BOX);
        break;
    default: /* the script's else: the General Store and any other kind */
        item = items_general_store(c);
        break;
    }
    items_make_item(c, SPG_E_SHOP_ITEM, x * 16 + 8, y * 16 + classic_shop_item_dy(item), 0, item);
    return item;
}
