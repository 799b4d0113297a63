/* items.c — the items the original's generation makes, with every draw of the scripts
 * that choose them: scrGenerateItem's sets (an item hidden in a block, the Dice House's
 * prize: their items and odds are the data's, data/classic/items.facts) and
 * scrShopItemsGen (a shop's wares: its loops are the data's, data/classic/shops.facts).
 * The draws' sites are worded from the same tables (item_sites.c). */
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

/* The hidden item's site in a build without data (its words the data's otherwise). */
static const spg_site S_ITEMS_UNDERGROUND = SPG_SITE(
    "items.underground", "which item: rand(0, count-1) picks a case of the hidden set");

int classic_hidden_item(cg *c, int x, int y)
{
    /* scrGenerateItem(x, y, 2), the "Underground Set": switch (rand(0,18)), one case per
     * item (the data's list: our own is in the order of spg_item); the item is an
     * ordinary instance inside the block, so the shops' uniqueness tests see it */
    const spg_itemfacts *F = c->data ? &c->data->items : NULL;
    /* a build without data (the path-only builds and the path scan's, which keep only
     * the path phase's plan, Olmec's hall blocks before it) draws its one roll over
     * spelgen's own list, spg_item's order: the same draw, an item nobody keeps */
    int k = roll(c, 0, (F ? F->nhidden : SPG_ITEM_ROPE_PILE) - 1,
                 c->data ? &c->data->sites.underground : &S_ITEMS_UNDERGROUND);
    int item = F ? F->hidden[k] : k + 1;
    int dx, dy; /* called with the block's middle, x+8, y+8, and nudged by the item */
    classic_underground_offset(item, &dx, &dy);
    items_make_item(c, SPG_E_ITEM, x * 16 + 8 + dx, y * 16 + 8 + dy, SPG_INFO_INSIDE, item);
    return item;
}

int classic_high_end_item(cg *c, int x, int y)
{
    /* scrGenerateItem(x, y, 1), the "High End Set" 47-61: an else-if chain of one-in-N
     * tests, each drawn only when the ones before it failed; no uniqueness test (the
     * tests and items are the data's) */
    const spg_itemfacts *F = &c->data->items;
    int item = F->chain_else;
    for (int k = 0; k < F->nchain; k++) {
        if (roll(c, 1, F->chain_n[k], &c->data->sites.high_end) == 1) {
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

/* scrShopItemsGen: one loop per shop kind, its tests the data's (classic/shops.facts).
 * Each pass draws n = rand(1,K) first (a loop with a pick: drawn on every pass, read only
 * by the tests of n), then its tests in the script's else-if order, each drawn only when
 * the ones before it failed.  A unique item (`not instance_exists(...)`) that is already
 * anywhere on the level — an earlier shop item, a hidden item, the pit's Mattock, the
 * dice prize — ends the pass without an item, as does a pass whose tests all fail; then
 * the counter m (in the loops that have one: 20 in the original's Weapon, Clothing and
 * Rare Shops) goes down by one, making the fallback ever likelier, and the loop goes on.
 *
 * The original's loop never ends if no pass can give an item (a table where every item
 * is unique and already on the level); spelgen's cannot hang: after SHOP_PASSES_MAX
 * passes it gives the loop's last item, and the trace says so.  The original's own
 * tables end within 21 passes (the counted loops) or with certainty long before (the
 * Bomb Shop's else, the General Store's non-unique picks). */
enum { SHOP_PASSES_MAX = 100000 };

/* Whether test t of loop l holds on this pass (drawing it if it is a draw). */
static bool items_test_holds(cg *c, const spg_shop_test *t, const spg_site *site, int m, int n)
{
    switch (t->kind) {
    case SPG_SHOP_TEST_OUT:
        return m <= 0;
    case SPG_SHOP_TEST_ONE_IN:
    case SPG_SHOP_TEST_ONE_IN_M:
        if (roll(c, 1, t->kind == SPG_SHOP_TEST_ONE_IN ? t->n : m, site) == 1)
            return true;
        T_DECIDE(c, "no");
        return false;
    case SPG_SHOP_TEST_PICK:
        return n == t->n;
    default: /* SPG_SHOP_TEST_ELSE */
        return true;
    }
}

/* Runs the loop serving the level's shop kind; returns the test whose item is sold. */
static const spg_shop_test *items_shop_loop(cg *c)
{
    const spg_shopfacts *F = &c->data->shops;
    int kind = c->L->flags.shop;
    int li = kind >= 0 && kind < SPG_SHOP__COUNT ? F->of_kind[kind] : -1;
    if (li < 0) /* the script's else: the General Store's loop serves any other kind */
        li = F->of_kind[SPG_SHOP_GENERAL];
    const spg_shop_loop *l = &F->loop[li];
    const classic_item_sites *S = &c->data->sites;
    int m = l->counter;
    for (int pass = 0; pass < SHOP_PASSES_MAX; pass++) {
        int n = l->pick ? roll(c, 1, l->pick, &S->pick[li]) : 0;
        for (int k = 0; k < l->ntests; k++) {
            const spg_shop_test *t = &l->test[k];
            if (!items_test_holds(c, t, &S->test[li][k], m, n))
                continue;
            if (!t->unique || !classic_item_exists(c->L, t->item))
                return t;
            T_DECIDE(c, "one is on the level already: no item this pass");
            break;
        }
        if (l->has_counter)
            m--;
    }
    T_DECIDE(c, "no item after 100000 passes (the original would loop for ever): the "
                "loop's last item");
    return &l->test[l->ntests - 1];
}

int classic_shop_item(cg *c, int x, int y)
{
    const spg_shop_test *t = items_shop_loop(c);
    items_make_item(c, SPG_E_SHOP_ITEM, x * 16 + t->dx, y * 16 + t->dy, 0, t->item);
    return t->item;
}
