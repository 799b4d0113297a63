/* test_mines_draws.c — the draws the Mines spend as the original's scripts and objects
 * spend them (classic-divergences.md, the Mines' table): each rule on a level where it
 * fires, the draws it makes counted from the level itself.  Levels come from raw states
 * (--state), so each rule is looked for among a few hundred states. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "output/describe.h"
#include "quirks.h"
#include "fixture.h"

/* One traced level from raw state s. */
static void gen_state(spg_result *r, uint32_t s, int level, uint32_t quirks)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.opt.quirks = quirks;
    rq.seed = s;
    rq.level = level;
    rq.trace = true;
    rq.from_state = true;
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, r, err, sizeof err), 0);
}

static bool is_site(const spg_event *e, const char *name)
{
    return e->kind == SPG_EV_DRAW && e->site && strcmp(e->site->name, name) == 0;
}

static int count_site(const spg_result *r, const char *name)
{
    int n = 0;
    for (size_t i = 0; i < r->trace.n; i++)
        n += is_site(&r->trace.ev[i], name);
    return n;
}

/* oBlock's Destroy event (and oBrick's, oLush's...): three rubble pieces, two
 * rand(0,8) per coordinate: twelve draws of rand(0,8) in a row. */
static void rubble_is_rand_0_8(void **st)
{
    (void)st;
    int levels = 0;
    for (uint32_t s = 1; s <= 200 && levels < 5; s++) {
        gen_state(res, s * 2654435761u, 1 + (int)(s % 4), quirks_default());
        int n = count_site(res, "block.rubble");
        if (!n)
            continue;
        levels++;
        assert_int_equal(n % 12, 0);
        int run = 0;
        for (size_t i = 0; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (e->kind != SPG_EV_DRAW)
                continue;
            if (!is_site(e, "block.rubble")) {
                assert_int_equal(run % 12, 0);
                run = 0;
                continue;
            }
            run++;
            assert_int_equal(e->a, 0);
            assert_int_equal(e->b, 8);
            assert_in_range(e->value, 0, 8);
        }
    }
    assert_int_equal(levels, 5);
}

static bool is_obrick(int kind)
{
    return kind == SPG_T_BRICK || kind == SPG_T_BORDER || kind == SPG_T_HARD_BRICK;
}

/* A live block of the original's oBrick at (x,y), from the level's block list. */
static bool obrick_at(const spg_level *L, int x, int y)
{
    for (int i = 0; i < L->nblock; i++)
        if (L->block[i].alive && is_obrick(L->block[i].kind) && L->block[i].x == x &&
            L->block[i].y == y)
            return true;
    return false;
}

/* scrSetupWalls: every oBrick rolls rand(1,3) unless y = 0 or an oBrick is directly above
 * (the Mines have no oHardBlock): the border's bottom row, the column-42 brick at row 33,
 * bricks under stone, push blocks, altars and a shop's floor all roll. */
static void wall_dressing_every_obrick(void **st)
{
    (void)st;
    int under_stone = 0, under_push = 0, under_altar = 0, under_shop = 0, bottom = 0;
    for (uint32_t s = 1; s <= 120; s++) {
        gen_state(res, s * 2246822519u, 1 + (int)(s % 4), quirks_default());
        const spg_level *L = &res->level;
        /* the bricks that must roll, in creation order */
        static int16_t want[SPG_MAX_BLOCKS][2];
        int nwant = 0;
        for (int i = 0; i < L->nblock; i++) {
            const spg_block *b = &L->block[i];
            if (!b->alive || !is_obrick(b->kind) || b->y == 0 || obrick_at(L, b->x, b->y - 1))
                continue;
            want[nwant][0] = b->x;
            want[nwant][1] = b->y;
            nwant++;
            int above = level_tile(L, b->x, b->y - 1);
            under_stone += above == SPG_T_STONE;
            under_push += above == SPG_T_PUSH_BLOCK;
            under_altar += above == SPG_T_ALTAR || above == SPG_T_IDOL_ALTAR;
            under_shop += above == SPG_T_SHOP_WALL;
            bottom += b->y == 33;
        }
        int k = 0;
        bool col42 = false;
        for (size_t i = 0; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (!is_site(e, "mines.walls.brick_top"))
                continue;
            assert_true(k < nwant);
            assert_int_equal(e->a, 1);
            assert_int_equal(e->b, 3);
            assert_int_equal(e->focus.x, want[k][0]);
            assert_int_equal(e->focus.y, want[k][1]);
            col42 |= e->focus.x == 42 && e->focus.y == 33;
            k++;
        }
        assert_int_equal(k, nwant);
        assert_true(col42); /* the border loop's off-map brick under an empty (42,32) */
    }
    assert_true(under_stone > 0 && under_push > 0 && under_altar > 0 && under_shop > 0);
    assert_true(bottom >= 120); /* about five a level */
}

/* The newest live entity of `kind`, or NULL. */
static const spg_entity *entity_of(const spg_level *L, int kind)
{
    for (int i = L->nent - 1; i >= 0; i--)
        if (!L->ent[i].gone && L->ent[i].kind == kind)
            return &L->ent[i];
    return NULL;
}

/* oKaliHead's Create event rolls rand(1,3) for its look, as scrRoomGen makes it above the
 * altar: one draw on a level with Kali's altar, at the head, in the rooms phase. */
static void kali_head_rolls(void **st)
{
    (void)st;
    int altars = 0, others = 0;
    for (uint32_t s = 1; s <= 400 && altars < 6; s++) {
        gen_state(res, s * 2654435761u, 2 + (int)(s % 3), quirks_default());
        const spg_level *L = &res->level;
        const spg_entity *head = entity_of(L, SPG_E_KALI_HEAD);
        int n = count_site(res, "tiles.kali_head");
        if (!L->flags.altar) {
            assert_null(head);
            assert_int_equal(n, 0);
            others++;
            continue;
        }
        altars++;
        assert_non_null(head);
        assert_int_equal(n, 1);
        for (size_t i = 0; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (!is_site(e, "tiles.kali_head"))
                continue;
            assert_int_equal(e->a, 1);
            assert_int_equal(e->b, 3);
            assert_int_equal(e->focus.x, head->x);
            assert_int_equal(e->focus.y, head->y);
            assert_string_equal(res->phases[e->phase].name, "rooms");
        }
    }
    assert_int_equal(altars, 6);
    assert_true(others > 0);
}

/* oDice's Create event rolls rand(1,6) for each die: a Dice House's two dice draw twice,
 * at the dice, and each die keeps the face it rolled. */
static void dice_roll_their_faces(void **st)
{
    (void)st;
    int houses = 0;
    for (uint32_t s = 1; s <= 3000 && houses < 4; s++) {
        gen_state(res, s * 2654435761u, 2 + (int)(s % 3), quirks_default());
        const spg_level *L = &res->level;
        int n = count_site(res, "tiles.die");
        if (L->flags.shop != SPG_SHOP_DICE) {
            assert_int_equal(n, 0);
            continue;
        }
        houses++;
        assert_int_equal(n, 2);
        int dice = 0;
        for (size_t i = 0; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (!is_site(e, "tiles.die"))
                continue;
            assert_int_equal(e->a, 1);
            assert_int_equal(e->b, 6);
            bool found = false;
            for (int k = 0; k < L->nent; k++) {
                const spg_entity *d = &L->ent[k];
                if (d->kind == SPG_E_DICE && d->x == e->focus.x && d->y == e->focus.y) {
                    assert_int_equal(d->info, e->value);
                    found = true;
                }
            }
            assert_true(found);
            dice++;
        }
        assert_int_equal(dice, 2);
    }
    assert_int_equal(houses, 4);
}

/* After oBrick's rand(1,1200) = 1, scrGenerateItem(x+8, y+8, 2) draws rand(0,18) and makes
 * that item inside the block: the draw right after the hit, an item entity on the block
 * naming the item the value names (0 jetpack ... 18 rope pile). */
static void hidden_item_is_generated(void **st)
{
    (void)st;
    int items = 0;
    for (uint32_t s = 1; s <= 400 && items < 8; s++) {
        gen_state(res, s * 7919u, 1 + (int)(s % 4), quirks_default());
        const spg_level *L = &res->level;
        const spg_event *hit = NULL;
        for (size_t i = 0; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (e->kind != SPG_EV_DRAW)
                continue;
            if (hit) {
                /* the very next draw is the item's */
                assert_true(is_site(e, "items.underground"));
                assert_int_equal(e->a, 0);
                assert_int_equal(e->b, 18);
                assert_int_equal(e->draw, hit->draw + 1);
                int found = 0;
                for (int k = 0; k < L->nent; k++) {
                    const spg_entity *it = &L->ent[k];
                    if (it->kind == SPG_E_ITEM && it->x == hit->focus.x && it->y == hit->focus.y) {
                        assert_int_equal(it->info, SPG_INFO_INSIDE);
                        assert_int_equal(it->item, e->value + 1);
                        found++;
                    }
                }
                assert_int_equal(found, 1);
                assert_int_equal(L->cell[hit->focus.y][hit->focus.x].content, SPG_C_ITEM);
                /* the inspector's words name it, as the trace's do */
                char words[512];
                describe_tile(L, hit->focus.x, hit->focus.y, words, sizeof words);
                assert_non_null(strstr(words, item_words(e->value + 1)));
                assert_string_equal(e->text, item_words(e->value + 1));
                items++;
                hit = NULL;
            } else if (is_site(e, "earth.item") && e->value == 1) {
                hit = e;
            } else {
                assert_false(is_site(e, "items.underground"));
            }
        }
    }
    assert_int_equal(items, 8);
    assert_string_equal(item_name(SPG_ITEM_JETPACK), "jetpack");
    assert_string_equal(item_name(SPG_ITEM_ROPE_PILE), "rope_pile");
    assert_int_equal(SPG_ITEM_ROPE_PILE, 19); /* case 18 of the original's switch */
}

/* The Dice House's prize (scrRoomGen's 'q'): a rand(1,6) nothing reads, then
 * scrGenerateItem's High End set, one-in-N tests in order until one hits (up to 12), else
 * a bomb box; the prize is the item the hit names. */
static void dice_prize_is_high_end(void **st)
{
    (void)st;
    static const int n[12] = {40, 25, 20, 10, 10, 8, 8, 8, 8, 8, 8, 8};
    static const int item[13] = {SPG_ITEM_JETPACK,      SPG_ITEM_CAPE,        SPG_ITEM_SHOTGUN,
                                 SPG_ITEM_GLOVES,       SPG_ITEM_TELEPORTER,  SPG_ITEM_MATTOCK,
                                 SPG_ITEM_PASTE,        SPG_ITEM_SPRING_SHOES, SPG_ITEM_SPIKE_SHOES,
                                 SPG_ITEM_COMPASS,      SPG_ITEM_PISTOL,      SPG_ITEM_MACHETE,
                                 SPG_ITEM_BOMB_BOX};
    int houses = 0, long_chains = 0;
    for (uint32_t s = 1; s <= 6000 && houses < 12; s++) {
        gen_state(res, s * 2654435761u, 2 + (int)(s % 3), quirks_default());
        const spg_level *L = &res->level;
        if (L->flags.shop != SPG_SHOP_DICE) {
            assert_int_equal(count_site(res, "items.high_end"), 0);
            continue;
        }
        houses++;
        size_t i = 0;
        while (!is_site(&res->trace.ev[i], "tiles.dice_prize"))
            i++;
        const spg_event *unused = &res->trace.ev[i];
        assert_int_equal(unused->a, 1);
        assert_int_equal(unused->b, 6);
        int k = 0, last = 0;
        uint32_t draw = unused->draw;
        for (i++; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (e->kind != SPG_EV_DRAW)
                continue;
            if (!is_site(e, "items.high_end"))
                break;
            assert_true(k < 12);
            assert_int_equal(e->a, 1);
            assert_int_equal(e->b, n[k]);
            assert_int_equal(e->draw, ++draw);
            last = e->value;
            k++;
            if (last == 1)
                break;
        }
        assert_true(k >= 1);
        long_chains += k > 4;
        int want = last == 1 ? item[k - 1] : item[12];
        if (last != 1)
            assert_int_equal(k, 12);
        const spg_entity *prize = NULL;
        for (int e = 0; e < L->nent; e++)
            if (L->ent[e].kind == SPG_E_SHOP_ITEM && L->ent[e].x == unused->focus.x &&
                L->ent[e].y == unused->focus.y)
                prize = &L->ent[e];
        assert_non_null(prize);
        assert_int_equal(prize->item, want);
    }
    assert_int_equal(houses, 12);
    assert_true(long_chains > 0);
}

/* scrShopItemsGen replayed from the trace: the draws of every shop item, in order, must be
 * the ones the script makes for its kind — each roll's range, the counter m, the
 * uniqueness re-rolls against items made before it — and end on the item the entity is. */
typedef struct replay {
    const spg_event *d[512];
    int n, at;
    const spg_level *L;
    int upto; /* entities made before the item: ids below this */
} replay;

static int next_draw(replay *r, const char *site, int a, int b)
{
    assert_true(r->at < r->n);
    const spg_event *e = r->d[r->at++];
    if (!is_site(e, site))
        fail_msg("draw %u is %s, the script draws %s", e->draw, e->site->name, site);
    assert_int_equal(e->a, a);
    assert_int_equal(e->b, b);
    return e->value;
}

static bool exists_before(const replay *r, int item)
{
    for (int i = 0; i < r->upto; i++)
        if (r->L->ent[i].item == item)
            return true;
    return false;
}

static int replay_item(replay *r, int shop)
{
    static const int weapon[5] = {0, SPG_ITEM_PISTOL, SPG_ITEM_MACHETE, SPG_ITEM_BOMB_BAG,
                                  SPG_ITEM_BOW};
    static const int clothing[7] = {0, SPG_ITEM_SPRING_SHOES, SPG_ITEM_SPECTACLES,
                                    SPG_ITEM_GLOVES, SPG_ITEM_MITT, SPG_ITEM_CAPE,
                                    SPG_ITEM_SPIKE_SHOES};
    static const int rare[12] = {0, SPG_ITEM_SPRING_SHOES, SPG_ITEM_COMPASS, SPG_ITEM_MATTOCK,
                                 SPG_ITEM_SPECTACLES, SPG_ITEM_JETPACK, SPG_ITEM_GLOVES,
                                 SPG_ITEM_MITT, SPG_ITEM_WEB_CANNON, SPG_ITEM_CAPE,
                                 SPG_ITEM_TELEPORTER, SPG_ITEM_SPIKE_SHOES};
    static const int general[4] = {0, SPG_ITEM_BOMB_BAG, SPG_ITEM_ROPE_PILE, SPG_ITEM_PARACHUTE};
#define UNIQUE(it)                                                                         \
    do {                                                                                   \
        if (!exists_before(r, (it)))                                                       \
            return (it);                                                                   \
    } while (0)
    for (int m = 20;; m--) {
        if (shop == SPG_SHOP_BOMB) {
            if (next_draw(r, "items.shop.bomb.paste", 1, 5) == 1)
                UNIQUE(SPG_ITEM_PASTE);
            else
                return next_draw(r, "items.shop.bomb.bomb_box", 1, 4) == 1 ? SPG_ITEM_BOMB_BOX
                                                                      : SPG_ITEM_BOMB_BAG;
        } else if (shop == SPG_SHOP_WEAPON) {
            int n = next_draw(r, "items.shop.weapon.pick", 1, 4);
            if (m <= 0)
                return SPG_ITEM_BOMB_BAG;
            if (next_draw(r, "items.shop.weapon.web_cannon", 1, 12) == 1)
                UNIQUE(SPG_ITEM_WEB_CANNON);
            else if (next_draw(r, "items.shop.weapon.shotgun", 1, 10) == 1)
                UNIQUE(SPG_ITEM_SHOTGUN);
            else if (next_draw(r, "items.shop.weapon.bomb_box", 1, 6) == 1)
                return SPG_ITEM_BOMB_BOX;
            else if (n == 3)
                return SPG_ITEM_BOMB_BAG;
            else
                UNIQUE(weapon[n]);
        } else if (shop == SPG_SHOP_CLOTHING || shop == SPG_SHOP_RARE) {
            bool cl = shop == SPG_SHOP_CLOTHING;
            int n = next_draw(r, cl ? "items.shop.clothing.pick" : "items.shop.rare.pick", 1,
                              cl ? 6 : 11);
            if (next_draw(r, cl ? "items.shop.clothing.rope_pile" : "items.shop.rare.bomb_box", 1,
                          m) == 1)
                return cl ? SPG_ITEM_ROPE_PILE : SPG_ITEM_BOMB_BOX;
            UNIQUE(cl ? clothing[n] : rare[n]);
        } else {
            int n = next_draw(r, "items.shop.general.pick", 1, 3);
            if (next_draw(r, "items.shop.general.mattock", 1, 20) == 1)
                UNIQUE(SPG_ITEM_MATTOCK);
            else if (next_draw(r, "items.shop.general.climbing_gloves", 1, 10) == 1)
                UNIQUE(SPG_ITEM_GLOVES);
            else if (next_draw(r, "items.shop.general.compass", 1, 10) == 1)
                UNIQUE(SPG_ITEM_COMPASS);
            else
                return general[n];
        }
    }
#undef UNIQUE
}

/* Where scrShopItemsGen makes the item, pixels into its tile: (xpos+8, ypos+dy), dy by
 * the item, but the Weapon Shop's bomb box lower than the Bomb and Rare Shops' (10, 8). */
static int script_dy(int shop, int item)
{
    switch (item) {
    case SPG_ITEM_BOMB_BOX: return shop == SPG_SHOP_WEAPON ? 10 : 8;
    case SPG_ITEM_GLOVES: case SPG_ITEM_MITT: case SPG_ITEM_JETPACK: return 8;
    case SPG_ITEM_ROPE_PILE: return 11;
    case SPG_ITEM_WEB_CANNON: case SPG_ITEM_SHOTGUN: case SPG_ITEM_PISTOL:
    case SPG_ITEM_MACHETE: case SPG_ITEM_BOW: case SPG_ITEM_TELEPORTER: return 12;
    default: return 10;
    }
}

static void shop_items_as_the_script(void **st)
{
    (void)st;
    int shops[SPG_SHOP__COUNT] = {0}, rerolls = 0, items = 0, weapon_boxes = 0;
    static replay r;
    for (uint32_t s = 1; s <= 3000; s++) {
        gen_state(res, s * 2654435761u, 2 + (int)(s % 3), quirks_default());
        const spg_level *L = &res->level;
        int shop = L->flags.shop;
        if (shop < 0 || shop == SPG_SHOP_DICE || shop == SPG_SHOP_KISSING)
            continue;
        shops[shop]++;
        r.n = r.at = 0;
        r.L = L;
        for (size_t i = 0; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (e->kind == SPG_EV_DRAW && strncmp(e->site->name, "items.shop.", 11) == 0) {
                assert_true(r.n < 512);
                r.d[r.n++] = e;
            }
        }
        int made = 0;
        for (int i = 0; i < L->nent; i++) {
            if (L->ent[i].kind != SPG_E_SHOP_ITEM)
                continue;
            r.upto = i;
            int before = r.at;
            assert_int_equal(L->ent[i].item, replay_item(&r, shop));
            assert_int_equal(L->ent[i].dx, 8);
            assert_int_equal(L->ent[i].dy, script_dy(shop, L->ent[i].item));
            weapon_boxes += shop == SPG_SHOP_WEAPON && L->ent[i].item == SPG_ITEM_BOMB_BOX;
            rerolls += r.at - before > 4;
            made++;
        }
        assert_int_equal(made, 4);
        assert_int_equal(r.at, r.n); /* every draw of the script accounted for */
        items += made;
    }
    for (int k = SPG_SHOP_GENERAL; k <= SPG_SHOP_CLOTHING; k++)
        assert_true(shops[k] >= 3);
    assert_true(rerolls > 0);
    assert_true(items > 0);
    assert_true(weapon_boxes > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rubble_is_rand_0_8),
        cmocka_unit_test(wall_dressing_every_obrick),
        cmocka_unit_test(kali_head_rolls),
        cmocka_unit_test(dice_roll_their_faces),
        cmocka_unit_test(hidden_item_is_generated),
        cmocka_unit_test(dice_prize_is_high_end),
        cmocka_unit_test(shop_items_as_the_script),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
