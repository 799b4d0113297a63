/* test_shopfacts.c — the shops' tables (src/data/shopfacts.h): what the format reads and
 * refuses (with the file and line); the generator runs the loops it is given, test by
 * test (scrShopItemsGen's shape: a pick drawn first, else-if tests each drawn only when
 * the ones before failed, a unique item on the level ending the pass, the counter m);
 * and the draws' sites are named and worded from the tables (item_sites.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classic_rig.h"
#include "data/shopfacts.h"

/* The four loops every table needs besides the one a test is about. */
static const char others[] =
    "shop weapon\n    else bow 8 12\nend\n"
    "shop rare\n    else cape 8 10\nend\n"
    "shop clothing\n    else spectacles 8 10\nend\n"
    "shop general\n    else parachute 8 10\nend\n";

static spg_shopfacts F;

/* Parses `bomb` (the Bomb Shop's loop, from line 1) followed by the other four loops. */
static int parse_bomb(const char *bomb, char *err, size_t errlen)
{
    char text[2048];
    snprintf(text, sizeof text, "%s%s", bomb, others);
    return shopfacts_parse(text, strlen(text), "t.facts", &F, err, errlen);
}

static void reads_the_tables(void **st)
{
    (void)st;
    char err[256];
    assert_int_equal(parse_bomb("# ours\nshop bomb dice counter 7 pick 3  # two kinds\n"
                                "  out      jetpack 8 12\n"
                                "  1-in 9   paste   -3 10 unique\n"
                                "  1-in m   bow     8 8\n"
                                "  n 2      cape    0 -4 unique\n"
                                "  else     bomb_bag 8 10\n"
                                "end\n", err, sizeof err), 0);
    assert_int_equal(F.nloops, 5);
    const spg_shop_loop *l = &F.loop[0];
    assert_int_equal(l->kinds, (1u << SPG_SHOP_BOMB) | (1u << SPG_SHOP_DICE));
    assert_true(l->has_counter);
    assert_int_equal(l->counter, 7);
    assert_int_equal(l->pick, 3);
    assert_int_equal(l->line, 2);
    assert_int_equal(l->ntests, 5);
    assert_int_equal(l->test[0].kind, SPG_SHOP_TEST_OUT);
    assert_int_equal(l->test[0].item, SPG_ITEM_JETPACK);
    assert_int_equal(l->test[1].kind, SPG_SHOP_TEST_ONE_IN);
    assert_int_equal(l->test[1].n, 9);
    assert_int_equal(l->test[1].dx, -3);
    assert_true(l->test[1].unique);
    assert_int_equal(l->test[1].line, 4);
    assert_int_equal(l->test[2].kind, SPG_SHOP_TEST_ONE_IN_M);
    assert_false(l->test[2].unique);
    assert_int_equal(l->test[3].kind, SPG_SHOP_TEST_PICK);
    assert_int_equal(l->test[3].n, 2);
    assert_int_equal(l->test[3].dy, -4);
    assert_int_equal(l->test[4].kind, SPG_SHOP_TEST_ELSE);
    assert_int_equal(F.of_kind[SPG_SHOP_BOMB], 0);
    assert_int_equal(F.of_kind[SPG_SHOP_DICE], 0);
    assert_int_equal(F.of_kind[SPG_SHOP_GENERAL], 4);
    assert_int_equal(F.of_kind[SPG_SHOP_KISSING], -1);
    /* written, it reads back the same (but for where each is given) */
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    assert_int_equal(shopfacts_write(m, &F, "# header\n"), 0);
    fclose(m);
    static spg_shopfacts G;
    assert_int_equal(shopfacts_parse(buf, len, "w", &G, err, sizeof err), 0);
    assert_int_equal(G.loop[0].line, 2);
    assert_int_equal(G.loop[0].test[0].line, 3);
    for (int i = 0; i < F.nloops; i++) {
        F.loop[i].line = G.loop[i].line = 0;
        for (int k = 0; k < F.loop[i].ntests; k++)
            F.loop[i].test[k].line = G.loop[i].test[k].line = 0;
    }
    assert_memory_equal(&F, &G, sizeof F);
    free(buf);
}

static void refuses_with_file_and_line(void **st)
{
    (void)st;
    static const struct {
        const char *bomb, *msg;
    } bad[] = {
        {"shop bomb\n  1-in 0 paste 8 10\nend\n", "t.facts:2: '0' is not odds (a whole number 1..1000000)"},
        {"shop bomb\n  1-in 5 hat 8 10\nend\n", "t.facts:2: 'hat' is not an item (jetpack, cape, ..., bomb_bag)"},
        {"shop bomb\n  1-in 5 paste 8 99\nend\n", "t.facts:2: '99' is not a DY (a whole number -64..64)"},
        {"shop bomb\n  1-in 5 paste 8\nend\n", "t.facts:2: a test's item is ITEM DX DY [unique] (2 words here)"},
        {"shop bomb\n  1-in 5 paste 8 10 rare\nend\n", "t.facts:2: 'rare' after the place: only unique"},
        {"shop bomb\n  maybe paste 8 10\nend\n", "t.facts:2: 'maybe': a test is out, 1-in N, 1-in m, n K or else, then ITEM DX DY [unique]; or end"},
        {"shop bomb\n  out paste 8 10\nend\n", "t.facts:2: the bomb shop's loop: a test of m, but the loop has no counter (shop ... counter M)"},
        {"shop bomb\n  1-in m paste 8 10\nend\n", "t.facts:2: the bomb shop's loop: a test of m, but the loop has no counter (shop ... counter M)"},
        {"shop bomb\n  n 1 paste 8 10\nend\n", "t.facts:2: the bomb shop's loop: a test of n, but the loop has no pick (shop ... pick K)"},
        {"shop bomb pick 2\n  n 3 paste 8 10\nend\n", "t.facts:2: the bomb shop's loop: n 3 is not one the pick gives (1..2)"},
        {"shop bomb\n  else paste 8 10\n  1-in 2 bow 8 8\nend\n", "t.facts:2: the bomb shop's loop: else is not its last test"},
        {"shop bomb\nend\n", "t.facts:2: the loop of line 1 has no test"},
        {"shop bomb\n  else paste 8 10\n", "t.facts:3: a shop line inside the loop of line 1 (end it first)"},
        {"  else paste 8 10\n", "t.facts:1: a test outside a loop: a file is shop KIND... lines, each with its tests and an end"},
        {"shop\n", "t.facts:1: a shop line names its kinds: shop KIND... [counter M] [pick K] (general, bomb, weapon, rare, clothing, dice, kissing)"},
        {"shop bomb bomb\n", "t.facts:1: bomb is named twice"},
        {"shop bomb pick\n", "t.facts:1: pick needs its number"},
        {"shop bomb counter 1 counter 2\n", "t.facts:1: counter is given twice"},
        {"shop bomb pick 0\n", "t.facts:1: '0' is not a pick (a whole number 1..1000000)"},
        {"shop bomb often 2\n", "t.facts:1: 'often' is neither a shop kind, counter M nor pick K"},
        {"shop bomb\n  else paste 8 10\nend junk\n", "t.facts:3: end stands alone on its line"},
        {"shop bomb\n  else paste 8 10\nend\nshop bomb\n  else bow 8 8\nend\n",
         "t.facts:4: the bomb shop already has its loop (line 1)"},
        {"", "t.facts: no loop for the bomb shop (shop bomb ...)"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[256] = "";
        assert_int_equal(parse_bomb(bad[i].bomb, err, sizeof err), -1);
        assert_string_equal(err, bad[i].msg);
    }
    /* a loop never ended */
    char err[256] = "";
    const char *open = "shop bomb\n  else paste 8 10\n";
    assert_int_equal(shopfacts_parse(open, strlen(open), "t.facts", &F, err, sizeof err), -1);
    assert_string_equal(err, "t.facts: the loop of line 1 has no end");
    /* a file that cannot be read names itself */
    assert_int_equal(shopfacts_load("/nonexistent/shops.facts", &F, err, sizeof err), -1);
    assert_string_equal(err, "/nonexistent/shops.facts: cannot open: No such file or directory");
}

/* A rig whose data is the rig's with the shops' tables `bomb` (and the others), its
 * sites worded from them, the level a Bomb Shop's. */
static classic_data D;
static void rig_with(rig *r, spg_level *L, const char *bomb)
{
    rig_init(r, L, SPG_AREA_MINES, 2);
    classic_item_sites_free(&D.sites);
    D = *r->c.data;
    char err[256];
    if (parse_bomb(bomb, err, sizeof err) != 0)
        fail_msg("%s", err);
    D.shops = F;
    memset(&D.sites, 0, sizeof D.sites);
    assert_int_equal(classic_item_sites_build(&D.items, &D.shops, &D.sites, err, sizeof err), 0);
    r->c.data = &D;
    L->flags.shop = SPG_SHOP_BOMB;
}

/* The entity made last. */
static const spg_entity *last_entity(const rig *r) { return &r->L->ent[r->L->nent - 1]; }

static void the_generator_runs_the_loop(void **st)
{
    (void)st;
    static spg_level L;
    rig r;
    /* a pick and two tests of n: one draw, the item n names, at its own place */
    rig_with(&r, &L, "shop bomb pick 2\n  n 1 jetpack 3 4\n  n 2 cape 5 6\nend\n");
    int seen[3] = {0};
    for (uint32_t s = 1; s <= 40; s++) {
        rig_state(&r, s * 7919);
        uint32_t before = rig_draws(&r);
        int item = classic_shop_item(&r.c, 10, 5);
        assert_int_equal(rig_draws(&r) - before, 1);
        assert_true(item == SPG_ITEM_JETPACK || item == SPG_ITEM_CAPE);
        seen[item == SPG_ITEM_CAPE]++;
        const spg_entity *e = last_entity(&r);
        assert_int_equal(e->kind, SPG_E_SHOP_ITEM);
        assert_int_equal(e->item, item);
        assert_int_equal(e->x * 16 + e->dx, 160 + (item == SPG_ITEM_JETPACK ? 3 : 5));
        assert_int_equal(e->y * 16 + e->dy, 80 + (item == SPG_ITEM_JETPACK ? 4 : 6));
    }
    assert_true(seen[0] > 0 && seen[1] > 0);

    /* rand(1,m) with m = 2 on the first pass, 1 on the second: at most two draws */
    rig_with(&r, &L, "shop bomb counter 2\n  1-in m bow 8 8\nend\n");
    int two = 0;
    for (uint32_t s = 1; s <= 40; s++) {
        rig_state(&r, s * 104729);
        uint32_t before = rig_draws(&r);
        assert_int_equal(classic_shop_item(&r.c, 10, 5), SPG_ITEM_BOW);
        uint32_t d = rig_draws(&r) - before;
        assert_true(d == 1 || d == 2);
        two += d == 2;
    }
    assert_true(two > 0 && two < 40);

    /* `out` holds once m is down to 0: the first pass's test fails (1 in 10^6, drawn),
     * the second pass's out gives its item without a draw */
    rig_with(&r, &L, "shop bomb counter 1\n  out cape 0 0\n  1-in 1000000 bow 0 0\nend\n");
    for (uint32_t s = 1; s <= 20; s++) {
        rig_state(&r, s * 31337);
        uint32_t before = rig_draws(&r);
        assert_int_equal(classic_shop_item(&r.c, 10, 5), SPG_ITEM_CAPE);
        assert_int_equal(rig_draws(&r) - before, 1);
    }

    /* a unique item on the level ends the pass: the next test is not reached, the loop
     * draws again; 1 in 1 always holds */
    rig_with(&r, &L, "shop bomb pick 5\n  1-in 1 paste 8 10 unique\n  else bomb_bag 8 10\nend\n");
    rig_state(&r, 99);
    uint32_t before = rig_draws(&r);
    assert_int_equal(classic_shop_item(&r.c, 10, 5), SPG_ITEM_PASTE);
    assert_int_equal(rig_draws(&r) - before, 2); /* n, then the test */
}

/* A loop that can never give an item (the original would loop for ever) ends after its
 * pass limit with its last item, and draws what those passes draw. */
static void a_loop_without_end_ends(void **st)
{
    (void)st;
    static spg_level L;
    rig r;
    rig_with(&r, &L, "shop bomb\n  else paste 8 10 unique\nend\n");
    assert_int_equal(classic_shop_item(&r.c, 10, 5), SPG_ITEM_PASTE);
    uint32_t before = rig_draws(&r);
    assert_int_equal(classic_shop_item(&r.c, 12, 5), SPG_ITEM_PASTE); /* paste again */
    assert_int_equal(rig_draws(&r), before);
    assert_int_equal(rig_count(&r, SPG_E_SHOP_ITEM), 2);
}

/* The sites are the tables': names from the kind and item (a second test of one item
 * numbered), words from the odds, the counter and the pick's items, the file's line. */
static void the_sites_say_the_tables(void **st)
{
    (void)st;
    static spg_level L;
    rig r;
    rig_with(&r, &L, "shop bomb counter 4 pick 3\n"
                     "  1-in 7 bow 8 8 unique\n"
                     "  1-in m bow 8 8\n"
                     "  n 1 jetpack 3 4\n"
                     "  n 3 cape 5 6\n"
                     "end\n");
    const classic_item_sites *S = &D.sites;
    assert_string_equal(S->pick[0].name, "items.shop.bomb.pick");
    assert_string_equal(S->pick[0].meaning, "Bomb Shop: n, the item if no test before it holds: "
                                            "1 jetpack, 2 no item (again), 3 cape");
    assert_string_equal(S->pick[0].source, "classic/shops.facts:1");
    assert_string_equal(S->test[0][0].name, "items.shop.bomb.bow");
    assert_string_equal(S->test[0][0].meaning,
                        "Bomb Shop: 1 offers a bow (1 in 7), if the level has none yet");
    assert_string_equal(S->test[0][0].source, "classic/shops.facts:2");
    assert_string_equal(S->test[0][1].name, "items.shop.bomb.bow_2");
    assert_string_equal(S->test[0][1].meaning,
                        "Bomb Shop: 1 offers a bow (1 in m: 4 on the first pass, one less each "
                        "pass)");
    assert_null(S->test[0][2].name); /* a test of n draws nothing */
    assert_null(S->pick[1].name);    /* the Weapon Shop's loop has no pick */
    /* the hidden item and the prize: the item tables' own words */
    static classic_data d2;
    d2 = D;
    memset(&d2.sites, 0, sizeof d2.sites);
    spg_itemfacts it = {.nhidden = 2, .hidden = {SPG_ITEM_BOW, SPG_ITEM_GLOVES}, .nchain = 1,
                        .chain_n = {3}, .chain_item = {SPG_ITEM_MITT}, .chain_else = SPG_ITEM_PASTE,
                        .hidden_line = 5, .chain_line = 6};
    char err[128];
    assert_int_equal(classic_item_sites_build(&it, &D.shops, &d2.sites, err, sizeof err), 0);
    assert_string_equal(d2.sites.underground.meaning, "which item (0 bow, 1 climbing gloves)");
    assert_string_equal(d2.sites.underground.source, "classic/items.facts:5");
    assert_string_equal(d2.sites.high_end.meaning,
                        "1 takes this test's item, the tests in order: a pitcher's mitt 1 in 3; "
                        "if every test fails, sticky paste");
    assert_string_equal(d2.sites.high_end.source, "classic/items.facts:6");
    classic_item_sites_free(&d2.sites);
    /* traced, a draw carries the site */
    static spg_trace T;
    trace_begin(&T, 42, 34, 10, 8, 1, 1);
    rig_state(&r, 5);
    r.rng.trace = &T;
    r.c.T = &T;
    classic_shop_item(&r.c, 10, 5);
    bool pick = false;
    for (size_t i = 0; i < T.n; i++)
        if (T.ev[i].kind == SPG_EV_DRAW && T.ev[i].site == &D.sites.pick[0])
            pick = true;
    assert_true(pick);
    trace_free(&T);
}

static int teardown_sites(void **st)
{
    (void)st;
    classic_item_sites_free(&D.sites);
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_the_tables),
        cmocka_unit_test(refuses_with_file_and_line),
        cmocka_unit_test(the_generator_runs_the_loop),
        cmocka_unit_test(a_loop_without_end_ends),
        cmocka_unit_test(the_sites_say_the_tables),
    };
    return cmocka_run_group_tests(tests, NULL, teardown_sites);
}
