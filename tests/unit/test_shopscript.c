/* test_shopscript.c — scrShopItemsGen read as the shop tables (src/import/shopscript.h),
 * on our own script in its shape (our own kinds, odds, counters, picks, items and places:
 * nothing of the original's): the tables it writes, checked field by field after parsing
 * them back; edits of the odds and items import; every other shape is refused naming the
 * script and the line; and a whole import writes classic/shops.facts and says so in
 * rooms.txt.  `test_shopscript --write-fixture FILE [bad]` writes the project
 * tests/cli/import.sh imports (tests/cli/fixtures/shops.gmk, shops-bad.gmk): the Mines'
 * test project (rooms.gmk) with this script added; `--write-corpus DIR` the fuzzer's seeds
 * (tests/fuzz/fuzz_shopscript.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/shopfacts.h"
#include "gen.h"
#include "gmk_writer.h"
#include "import/gmk_rooms.h"
#include "import/outdir.h"
#include "import/shopscript.h"
#include "roomscript_rig.h"

#define NAME "scrShopItemsGen"
#define FIXTURE "tests/cli/fixtures/shops.gmk"
#define BAD_FIXTURE "tests/cli/fixtures/shops-bad.gmk"
#define ROOMS_FIXTURE "tests/cli/fixtures/rooms.gmk"

/* Our own script in scrShopItemsGen's shape: a counted loop with a pick, a counted loop
 * without one, the dice house's, and the last else for the rest; then a tail that prices
 * the item drawing nothing. */
static const char script[] =
    "// our own shop script\n"                                                   /* 1 */
    "if (shopType == \"Weapon\")\n"                                              /* 2 */
    "{\n"
    "    m = 7;\n"                                                               /* 4 */
    "    while (true)\n"                                                         /* 5 */
    "    {\n"
    "        n = rand(1,3);\n"                                                   /* 7 */
    "        if (m <= 0) { obj = instance_create(xpos+4, ypos+6, oRopePile); break; }\n"
    "        else if (rand(1,9) == 1)\n"                                         /* 9 */
    "        {\n"
    "            if (not instance_exists(oBow)) { obj = instance_create(xpos+8, ypos+9, oBow); break; }\n"
    "        }\n"
    "        else if (n == 1) { obj = instance_create(xpos, ypos-2, oPistol); break; }\n"
    "        else if (n == 3)\n"                                                 /* 14 */
    "        {\n"
    "            if (not instance_exists(oMachete)) { obj = instance_create(xpos-3, ypos+12, oMachete); break; }\n"
    "        }\n"
    "        m -= 1;\n"                                                          /* 18 */
    "    }\n"
    "}\n"
    "else if (shopType == \"Clothing\")\n"                                       /* 21 */
    "{\n"
    "    m = 5;\n"                                                               /* 23 */
    "    while (true)\n"
    "    {\n"
    "        if (rand(1,m) == 1) { obj = instance_create(xpos+2, ypos+3, oSpikeShoes); break; }\n"
    "        else if (rand(1,2) == 1)\n"                                         /* 27 */
    "        {\n"
    "            if (not instance_exists(oGloves)) { obj = instance_create(xpos+1, ypos+1, oGloves); break; }\n"
    "        }\n"
    "        m -= 1;\n"                                                          /* 31 */
    "    }\n"
    "}\n"
    "else if (shopType == \"Craps\")\n"                                          /* 34 */
    "{\n"
    "    while (true)\n"
    "    {\n"
    "        if (rand(1,2) == 1) { obj = instance_create(xpos+8, ypos+8, oCompass); break; }\n"
    "        else { if (not instance_exists(oJetpack)) { obj = instance_create(xpos+8, ypos+7, oJetpack); break; } }\n"
    "    }\n"
    "}\n"
    "else\n"                                                                     /* 42 */
    "{\n"
    "    while (true)\n"                                                         /* 44 */
    "    {\n"
    "        n = rand(1,2);\n"
    "        if (n == 2) { obj = instance_create(xpos+8, ypos+10, oParaPickup); break; }\n"
    "        else if (rand(1,3) == 1) { obj = instance_create(xpos+8, ypos+10, oMitt); break; }\n"
    "        else { obj = instance_create(xpos+8, ypos+10, oBombBag); break; }\n" /* 49 */
    "    }\n"
    "}\n"
    "\n"
    "if (obj)\n"                                                                 /* 53 */
    "{\n"
    "    obj.forSale = true;\n"                                                  /* 55 */
    "    with obj { cost += 5; if (shopDesc == \"\") buyMessage = \"OURS \" + string(cost); }\n"
    "}\n";

/* The script read, its text parsed back into f; returns the text (to free). */
static char *read_ok(const char *code, spg_shopfacts *f)
{
    char *text = NULL, err[600] = "";
    int rc = shopscript_read(NAME, code, "ours.gmk", &text, err, sizeof err);
    if (rc != 0)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    assert_non_null(text);
    char why[400];
    rc = shopfacts_parse(text, strlen(text), "shops.facts", f, why, sizeof why);
    if (rc != 0)
        print_error("%s\n%s", why, text);
    assert_int_equal(rc, 0);
    return text;
}

static void expect_test(const spg_shop_test *t, spg_shop_test_kind kind, int n, int item,
                        int dx, int dy, bool unique)
{
    assert_int_equal(t->kind, kind);
    assert_int_equal(t->n, n);
    assert_int_equal(t->item, item);
    assert_int_equal(t->dx, dx);
    assert_int_equal(t->dy, dy);
    assert_int_equal(t->unique, unique);
}

static void reads_our_script(void **st)
{
    (void)st;
    spg_shopfacts f;
    char *text = read_ok(script, &f);
    assert_int_equal(strncmp(text, "# shops.facts: the shops' tables, read by spelgen import from "
                                   "ours.gmk's scrShopItemsGen:\n# the user's own copy, not to "
                                   "be shared.\nshop weapon counter 7 pick 3\n", 143), 0);
    free(text);
    assert_int_equal(f.nloops, 4);
    /* the weapon shop: m = 7, n = rand(1,3), four tests, no last else */
    const spg_shop_loop *l = &f.loop[0];
    assert_int_equal(l->kinds, 1u << SPG_SHOP_WEAPON);
    assert_true(l->has_counter);
    assert_int_equal(l->counter, 7);
    assert_int_equal(l->pick, 3);
    assert_int_equal(l->ntests, 4);
    expect_test(&l->test[0], SPG_SHOP_TEST_OUT, 0, SPG_ITEM_ROPE_PILE, 4, 6, false);
    expect_test(&l->test[1], SPG_SHOP_TEST_ONE_IN, 9, SPG_ITEM_BOW, 8, 9, true);
    expect_test(&l->test[2], SPG_SHOP_TEST_PICK, 1, SPG_ITEM_PISTOL, 0, -2, false);
    expect_test(&l->test[3], SPG_SHOP_TEST_PICK, 3, SPG_ITEM_MACHETE, -3, 12, true);
    /* the clothing shop: m = 5, no pick */
    l = &f.loop[1];
    assert_int_equal(l->kinds, 1u << SPG_SHOP_CLOTHING);
    assert_true(l->has_counter);
    assert_int_equal(l->counter, 5);
    assert_int_equal(l->pick, 0);
    assert_int_equal(l->ntests, 2);
    expect_test(&l->test[0], SPG_SHOP_TEST_ONE_IN_M, 0, SPG_ITEM_SPIKE_SHOES, 2, 3, false);
    expect_test(&l->test[1], SPG_SHOP_TEST_ONE_IN, 2, SPG_ITEM_GLOVES, 1, 1, true);
    /* the dice house ("Craps"): no counter, a last else that is unique */
    l = &f.loop[2];
    assert_int_equal(l->kinds, 1u << SPG_SHOP_DICE);
    assert_false(l->has_counter);
    assert_int_equal(l->pick, 0);
    assert_int_equal(l->ntests, 2);
    expect_test(&l->test[0], SPG_SHOP_TEST_ONE_IN, 2, SPG_ITEM_COMPASS, 8, 8, false);
    expect_test(&l->test[1], SPG_SHOP_TEST_ELSE, 0, SPG_ITEM_JETPACK, 8, 7, true);
    /* the last else: every selling kind not named (general, bomb, rare) */
    l = &f.loop[3];
    assert_int_equal(l->kinds, 1u << SPG_SHOP_GENERAL | 1u << SPG_SHOP_BOMB | 1u << SPG_SHOP_RARE);
    assert_false(l->has_counter);
    assert_int_equal(l->pick, 2);
    assert_int_equal(l->ntests, 3);
    expect_test(&l->test[0], SPG_SHOP_TEST_PICK, 2, SPG_ITEM_PARACHUTE, 8, 10, false);
    expect_test(&l->test[1], SPG_SHOP_TEST_ONE_IN, 3, SPG_ITEM_MITT, 8, 10, false);
    expect_test(&l->test[2], SPG_SHOP_TEST_ELSE, 0, SPG_ITEM_BOMB_BAG, 8, 10, false);
    for (int k = 0; k < SPG_SHOP__COUNT; k++)
        assert_int_equal(f.of_kind[k], k == SPG_SHOP_WEAPON     ? 0
                                       : k == SPG_SHOP_CLOTHING ? 1
                                       : k == SPG_SHOP_DICE     ? 2
                                       : k == SPG_SHOP_KISSING  ? -1
                                                                : 3);
}

/* Other odds, counters, picks, items and places: imported as they are. */
static void other_tables_import(void **st)
{
    (void)st;
    static const struct {
        const char *from, *to;
        int loop, test;
        spg_shop_test want;
    } edits[] = {
        {"rand(1,9) == 1", "rand(1,40) == 1", 0, 1,
         {SPG_SHOP_TEST_ONE_IN, 40, SPG_ITEM_BOW, 8, 9, true, 0}},
        {"oRopePile", "oShotgun", 0, 0, {SPG_SHOP_TEST_OUT, 0, SPG_ITEM_SHOTGUN, 4, 6, false, 0}},
        {"xpos+2, ypos+3", "xpos-64, ypos+64", 1, 0,
         {SPG_SHOP_TEST_ONE_IN_M, 0, SPG_ITEM_SPIKE_SHOES, -64, 64, false, 0}},
        {"if (not instance_exists(oGloves)) { obj = instance_create(xpos+1, ypos+1, oGloves); break; }",
         "obj = instance_create(xpos+1, ypos+1, oTeleporter); break;", 1, 1,
         {SPG_SHOP_TEST_ONE_IN, 2, SPG_ITEM_TELEPORTER, 1, 1, false, 0}},
        {"else if (rand(1,3) == 1) { obj = instance_create(xpos+8, ypos+10, oMitt)",
         "else if (n == 1) { obj = instance_create(xpos+8, ypos+10, oWebCannon)", 3, 1,
         {SPG_SHOP_TEST_PICK, 1, SPG_ITEM_WEB_CANNON, 8, 10, false, 0}},
    };
    for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
        char *s = rs_test_edited(script, edits[i].from, edits[i].to);
        spg_shopfacts f;
        free(read_ok(s, &f));
        const spg_shop_test *w = &edits[i].want;
        expect_test(&f.loop[edits[i].loop].test[edits[i].test], w->kind, w->n, w->item, w->dx,
                    w->dy, w->unique);
        free(s);
    }
    spg_shopfacts f;
    /* another counter and another pick (n == 3 still within it) */
    char *s = rs_test_edited(script, "m = 7;\n    while (true)\n    {\n        n = rand(1,3);",
                             "m = 0;\n    while (true)\n    {\n        n = rand(1,12);");
    free(read_ok(s, &f));
    assert_int_equal(f.loop[0].counter, 0);
    assert_int_equal(f.loop[0].pick, 12);
    free(s);
    /* a kiss parlour's loop, the weapon shop's kind moved to the last else */
    s = rs_test_edited(script, "shopType == \"Weapon\"", "shopType == \"Kissing\"");
    free(read_ok(s, &f));
    assert_int_equal(f.loop[0].kinds, 1u << SPG_SHOP_KISSING);
    assert_int_equal(f.loop[3].kinds, 1u << SPG_SHOP_GENERAL | 1u << SPG_SHOP_BOMB |
                                          1u << SPG_SHOP_WEAPON | 1u << SPG_SHOP_RARE);
    free(s);
    /* no statements after the chain at all */
    s = rs_test_edited(script, "if (obj)\n{\n    obj.forSale = true;\n", "{\n");
    free(read_ok(s, &f));
    free(s);
}

static void expect_refused(const char *from, const char *to, const char *want)
{
    char *s = rs_test_edited(script, from, to);
    char *out = (char *)"untouched", err[600] = "";
    int rc = shopscript_read(NAME, s, "ours.gmk", &out, err, sizeof err);
    if (rc != -1 || strcmp(err, want) != 0)
        print_error("edit '%s' -> '%s'\nwant: %s\ngot (%d): %s\n", from, to, want, rc, err);
    assert_int_equal(rc, -1);
    assert_string_equal(err, want);
    assert_null(out);
    free(s);
}

static void refuses_another_structure(void **st)
{
    (void)st;
    /* the chain by kind */
    expect_refused("shopType == \"Weapon\"", "shopType == \"Ankh\"",
                   NAME ": line 2: shopType \"Ankh\" is not one of the original's kinds "
                   "(General, Bomb, Weapon, Rare, Clothing, Craps, Kissing)");
    /* a string is quoted printable, cut (one line whatever it holds) */
    expect_refused("shopType == \"Weapon\"", "shopType == \"We\n\tapon, and so on and on and on\"",
                   NAME ": line 2: shopType \"We\\x0a\\tapon, and so on and on and o...\" is not "
                   "one of the original's kinds (General, Bomb, Weapon, Rare, Clothing, Craps, "
                   "Kissing)");
    expect_refused("shopType == \"Craps\"", "shopType == \"Weapon\"",
                   NAME ": line 34: shopType \"Weapon\" is tested twice");
    expect_refused("// our own shop script\n", "obj = 0;\n",
                   NAME ": line 1: the script is not a chain of if (shopType == \"KIND\")");
    expect_refused("else\n{\n    while (true)\n    {\n        n = rand(1,2);",
                   "else if (shopType == \"Bomb\")\n{\n    while (true)\n    {\n        n = rand(1,2);",
                   NAME ": line 2: no loop for the general shop: the chain has no last else and "
                   "does not name it");
    /* a branch's shape */
    expect_refused("    m = 7;\n    while (true)", "    m = 7;\n    while (1)",
                   NAME ": line 5: a shop's branch is [m = NUMBER;] while (true) { ... } and "
                   "nothing else");
    expect_refused("    m = 5;\n", "    m = 5;\n    k = 2;\n",
                   NAME ": line 24: a shop's branch is [m = NUMBER;] while (true) { ... } and "
                   "nothing else");
    expect_refused("    m = 7;", "    m = 7.5;",
                   NAME ": line 4: m = NUMBER: the counter is a whole number 0..1000000");
    expect_refused("        n = rand(1,3);\n", "        n = rand(0,3);\n",
                   NAME ": line 7: n = rand(0,3): the pick is rand(1,K), K 1..1000000");
    expect_refused("        n = rand(1,3);\n", "        n = rand(1,3);\n        x = 1;\n",
                   NAME ": line 8: the loop is not { [n = rand(1,K);] if (...) ... else if "
                   "(...) ... [m -= 1;] }");
    expect_refused("        m -= 1;\n    }\n}\nelse if (shopType == \"Clothing\")",
                   "        m -= 1;\n        m -= 1;\n    }\n}\nelse if (shopType == \"Clothing\")",
                   NAME ": line 19: the loop is not { [n = rand(1,K);] if (...) ... else if "
                   "(...) ... [m -= 1;] }");
    /* the counter, its count down and the pick go together with their tests */
    expect_refused("        m -= 1;\n    }\n}\nelse if (shopType == \"Clothing\")",
                   "    }\n}\nelse if (shopType == \"Clothing\")",
                   NAME ": line 4: m = 7 before the loop, and no m -= 1 at its end");
    expect_refused("    m = 5;\n", "",
                   NAME ": line 30: m -= 1, and no m = NUMBER before the loop");
    expect_refused("    m = 5;\n    while (true)\n    {\n        if (rand(1,m) == 1) { obj = instance_create(xpos+2, ypos+3, oSpikeShoes); break; }\n"
                   "        else if (rand(1,2) == 1)\n        {\n            if (not instance_exists(oGloves)) { obj = instance_create(xpos+1, ypos+1, oGloves); break; }\n        }\n        m -= 1;\n",
                   "    while (true)\n    {\n        if (rand(1,m) == 1) { obj = instance_create(xpos+2, ypos+3, oSpikeShoes); break; }\n"
                   "        else if (rand(1,2) == 1)\n        {\n            if (not instance_exists(oGloves)) { obj = instance_create(xpos+1, ypos+1, oGloves); break; }\n        }\n",
                   NAME ": line 25: a test of m, and no m = NUMBER before the loop");
    expect_refused("        n = rand(1,3);\n", "",
                   NAME ": line 12: a test of n, and no n = rand(1,K) at the loop's start");
    expect_refused("else if (n == 3)", "else if (n == 4)",
                   NAME ": line 14: n == 4: n = rand(1,3) never gives it");
    /* the tests */
    expect_refused("rand(1,9) == 1", "rand(1,9) == 2",
                   NAME ": line 9: a test of the loop is not m <= 0, rand(1,N) == 1, "
                   "rand(1,m) == 1 nor n == K");
    expect_refused("if (m <= 0)", "if (m < 1)",
                   NAME ": line 8: a test of the loop is not m <= 0, rand(1,N) == 1, "
                   "rand(1,m) == 1 nor n == K");
    expect_refused("rand(1,9) == 1", "rand(2,9) == 1",
                   NAME ": line 9: a test of the loop is not m <= 0, rand(1,N) == 1, "
                   "rand(1,m) == 1 nor n == K");
    /* the items */
    expect_refused("oPistol); break; }", "oPistol); }",
                   NAME ": line 13: an item is not { obj = instance_create(xpos+DX, ypos+DY, "
                   "oITEM); break; }");
    expect_refused("if (not instance_exists(oBow))", "if (not instance_exists(oShotgun))",
                   NAME ": line 11: the test is of oShotgun, the item made another");
    expect_refused("oBow); break; }\n", "oBow); break; } else { obj = 0; }\n",
                   NAME ": line 11: if (not instance_exists(oBow)) has an else");
    expect_refused("oMitt", "oLamp", NAME ": line 48: oLamp is not one of the items spelgen knows");
    expect_refused("xpos+8, ypos+10, oBombBag", "ypos+8, xpos+10, oBombBag",
                   NAME ": line 49: the item is not made at (xpos, ypos), give or take a number");
    expect_refused("xpos+4, ypos+6", "xpos+4, ypos+65",
                   NAME ": line 8: the item's place xpos+4, ypos+65 is not within 64 of the "
                   "shop's tile");
    expect_refused("obj = instance_create(xpos, ypos-2, oPistol)", "o = instance_create(xpos, ypos-2, oPistol)",
                   NAME ": line 13: not obj = instance_create(x, y, item)");
    /* after the chain: nothing that draws */
    expect_refused("obj.forSale = true;", "obj.forSale = rand(1,2);",
                   NAME ": line 55: after the shop's chain, rand(...): it may draw, and spelgen "
                   "draws nothing there");
    expect_refused("cost += 5;", "cost += choose(1, 2);",
                   NAME ": line 56: after the shop's chain, choose(...): it may draw, and "
                   "spelgen draws nothing there");
    expect_refused("obj.forSale = true;", "if (irandom(3) == 0) obj.forSale = true;",
                   NAME ": line 55: after the shop's chain, irandom(...): it may draw, and "
                   "spelgen draws nothing there");
    expect_refused("obj.forSale = true;", "instance_create(xpos, ypos, oSign);",
                   NAME ": line 55: after the shop's chain, instance_create(...): it may draw, "
                   "and spelgen draws nothing there");
    expect_refused("obj.forSale = true;", "scrGenerateItem(xpos, ypos, 2);",
                   NAME ": line 55: after the shop's chain, scrGenerateItem(...): it may draw, "
                   "and spelgen draws nothing there");
    /* outside the GML subset: the parser's message */
    expect_refused("m -= 1;\n    }\n}\nelse if (shopType == \"Clothing\")",
                   "m--;\n    }\n}\nelse if (shopType == \"Clothing\")",
                   NAME ": line 18: an assignment ('=', '+=', ...) expected, not '-'");
}

/* Every selling kind named: a last else would serve none (refused at its loop, the else's
 * statement); and a script of nothing. */
static void refuses_an_else_of_no_kind(void **st)
{
    (void)st;
    char *s = rs_test_edited(script, "if (shopType == \"Weapon\")",
                             "if (shopType == \"General\") { while (true) { if (rand(1,2) == 1) "
                             "{ obj = instance_create(xpos, ypos, oBow); break; } } }\n"
                             "else if (shopType == \"Bomb\") { while (true) { if (rand(1,2) == 1) "
                             "{ obj = instance_create(xpos, ypos, oBow); break; } } }\n"
                             "else if (shopType == \"Rare\") { while (true) { if (rand(1,2) == 1) "
                             "{ obj = instance_create(xpos, ypos, oBow); break; } } }\n"
                             "else if (shopType == \"Weapon\")");
    char *out = NULL, err[600];
    assert_int_equal(shopscript_read(NAME, s, "ours.gmk", &out, err, sizeof err), -1);
    assert_string_equal(err, NAME ": line 47: the chain's last else serves no shop: every kind "
                             "that sells is named before it");
    assert_null(out);
    free(s);
    assert_int_equal(shopscript_read(NAME, "// nothing\n", "ours.gmk", &out, err, sizeof err), -1);
    assert_string_equal(err, NAME ": line 1: the script is not a chain of if (shopType == \"KIND\")");
    assert_null(out);
}

/* Every one-line deletion of the script: read or refused in one line naming the script,
 * never a crash. */
static void every_line_deleted(void **st)
{
    (void)st;
    int lines = 0, read = 0, refused = 0;
    lines = rs_test_lines(script);
    for (int cut = 0; cut < lines; cut++) {
        char *s = rs_test_without_line(script, cut);
        char *out = NULL, err[600] = "";
        int rc = shopscript_read(NAME, s, "ours.gmk", &out, err, sizeof err);
        if (rc == 0) {
            assert_non_null(out);
            read++;
        } else {
            assert_int_equal(rc, -1);
            assert_null(out);
            assert_int_equal(strncmp(err, NAME ": line ", strlen(NAME ": line ")), 0);
            assert_null(strchr(err, '\n'));
            refused++;
        }
        free(out);
        free(s);
    }
    /* the comment, blank lines, a test of the chain, the tail's lines can go */
    assert_true(read > 0);
    assert_true(refused > lines / 3);
}

/* The Mines' test project (its room script, so the import reads the game's scripts) with
 * `code` added as scrShopItemsGen. */
static void project(gmk_project *p, const char *code)
{
    char err[600];
    int rc = gmk_read_file(ROOMS_FIXTURE, p, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    gmk_script *s = realloc(p->scripts, (size_t)(p->nscripts + 1) * sizeof *s);
    assert_non_null(s);
    p->scripts = s;
    p->scripts[p->nscripts++] = (gmk_script){strdup(NAME), strdup(code)};
}

/* The bad fixture's edit: a counter that never counts down. */
#define BAD_FROM "        m -= 1;\n    }\n}\nelse if (shopType == \"Clothing\")"
#define BAD_TO "    }\n}\nelse if (shopType == \"Clothing\")"

static int write_fixture(const char *path, int bad)
{
    gmk_project p;
    char *code = bad ? rs_test_edited(script, BAD_FROM, BAD_TO) : strdup(script);
    project(&p, code);
    free(code);
    return gmk_write_fixture(&p, path, "test_shopscript");
}

/* The committed fixtures (tests/cli/import.sh imports them) hold this file's script. */
static void committed_fixtures_are_the_script(void **st)
{
    (void)st;
    for (int bad = 0; bad < 2; bad++) {
        gmk_project got;
        char err[600];
        const char *path = bad ? BAD_FIXTURE : FIXTURE;
        int rc = gmk_read_file(path, &got, err, sizeof err);
        if (rc)
            print_error("%s (regenerate: build/tests/test_shopscript --write-fixture %s%s)\n",
                        err, path, bad ? " bad" : "");
        assert_int_equal(rc, 0);
        char *want = bad ? rs_test_edited(script, BAD_FROM, BAD_TO) : strdup(script);
        const char *code = NULL;
        for (int i = 0; i < got.nscripts; i++)
            if (got.scripts[i].name && strcmp(got.scripts[i].name, NAME) == 0)
                code = got.scripts[i].code;
        if (!code || strcmp(code, want) != 0)
            print_error("%s differs from the test's script: regenerate it with "
                        "build/tests/test_shopscript --write-fixture %s%s\n",
                        path, path, bad ? " bad" : "");
        assert_non_null(code);
        assert_string_equal(code, want);
        free(want);
        gmk_free(&got);
    }
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return strdup(buf);
}

/* The whole import: our script in a .gmk, written as classic/shops.facts, listed in
 * rooms.txt, and levels built from it selling its items; a changed structure refused
 * naming the file, the script and the line. */
static void import_writes_the_shop_tables(void **st)
{
    (void)st;
    gmk_project p;
    project(&p, script);
    size_t len;
    unsigned char *bytes = gmk_write(&p, NULL, &len);
    gmk_free(&p);
    char err[600];
    assert_int_equal(gmk_read(bytes, len, "test.gmk", &p, err, sizeof err), 0);
    free(bytes);
    gmk_room_texts rooms;
    int rc = gmk_rooms_read(&p, "test.gmk", &rooms, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    assert_non_null(rooms.shops);
    char *alone = NULL;
    assert_int_equal(shopscript_read(NAME, script, "test.gmk", &alone, err, sizeof err), 0);
    assert_string_equal(rooms.shops, alone);
    free(alone);
    /* a changed structure: refused, naming the file, the script and the line; no text */
    gmk_script *s = &p.scripts[p.nscripts - 1];
    free(s->code);
    s->code = rs_test_edited(script, BAD_FROM, BAD_TO);
    gmk_room_texts bad;
    assert_int_equal(gmk_rooms_read(&p, "test.gmk", &bad, err, sizeof err), -1);
    assert_string_equal(err, "test.gmk: script " NAME ": line 4: m = 7 before the loop, and no "
                             "m -= 1 at its end");
    assert_false(gmk_rooms_any(&bad));
    /* a project without the script: no shop tables (spelgen's own file is copied) */
    free(s->name);
    s->name = strdup("scrShopSomethingElse");
    gmk_room_texts none;
    assert_int_equal(gmk_rooms_read(&p, "test.gmk", &none, err, sizeof err), 0);
    assert_null(none.shops);
    gmk_rooms_free(&none);
    gmk_free(&p);

    char base[] = "/tmp/spelgen-test-shopscript-XXXXXX";
    assert_non_null(mkdtemp(base));
    char target[600], path[700];
    snprintf(target, sizeof target, "%s/original", base);
    const char *own = getenv("SPELGEN_DATA");
    outdir d;
    assert_int_equal(outdir_begin(&d, target, "rooms.txt", 1, err, sizeof err), 0);
    rc = gmk_rooms_write(&d, &rooms, own && *own ? own : "data", err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    assert_int_equal(outdir_commit(&d, err, sizeof err), 0);
    snprintf(path, sizeof path, "%s/classic/shops.facts", target);
    char *written = slurp(path);
    assert_string_equal(written, rooms.shops);
    free(written);
    gmk_rooms_free(&rooms);
    snprintf(path, sizeof path, "%s/rooms.txt", target);
    char *list = slurp(path);
    assert_non_null(strstr(list, "\nclassic/shops.facts original scrShopItemsGen\n"));
    assert_null(strstr(list, "classic/shops.facts spelgen"));
    free(list);
    /* what was written loads as the shop tables */
    spg_shopfacts f;
    snprintf(path, sizeof path, "%s/classic/shops.facts", target);
    rc = shopfacts_load(path, &f, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    assert_int_equal(f.nloops, 4);

    /* levels built from it sell what its loops give: each shop item one of its kind's
     * loop's items, made at the shop tile's (DX, DY) of that test */
    spg_data data;
    rc = spg_data_load(target, &data, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    int sold[SPG_SHOP__COUNT] = {0};
    for (uint32_t seed = 1; seed <= 80; seed++) {
        spg_request rq;
        memset(&rq, 0, sizeof rq);
        rq.style = SPG_STYLE_CLASSIC;
        rq.seed = seed;
        rq.level = 2 + (int)(seed % 3);
        static spg_result res;
        memset(&res, 0, sizeof res);
        rc = spg_generate(&rq, &data, &res, err, sizeof err);
        if (rc)
            print_error("seed %u: %s\n", seed, err);
        assert_int_equal(rc, 0);
        const spg_level *L = &res.level;
        int kind = L->flags.shop;
        if (kind < 0 || kind >= SPG_SHOP_DICE) { /* no shop, or one that sells nothing */
            spg_result_free(&res);
            continue;
        }
        const spg_shop_loop *l = &f.loop[f.of_kind[kind]];
        for (int i = 0; i < L->nent; i++) {
            const spg_entity *e = &L->ent[i];
            if (e->kind != SPG_E_SHOP_ITEM)
                continue;
            int px = e->x * 16 + e->dx, py = e->y * 16 + e->dy, found = 0;
            for (int t = 0; t < l->ntests; t++)
                found |= l->test[t].item == e->item && (px - l->test[t].dx) % 16 == 0 &&
                         (py - l->test[t].dy) % 16 == 0;
            if (!found)
                print_error("seed %u: the %s shop sells %s at %d,%d\n", seed,
                            shopfacts_kind_word(kind), item_name(e->item), px, py);
            assert_true(found);
            sold[kind]++;
        }
        spg_result_free(&res);
    }
    /* our loops' shops were built: the weapon shop's, and the last else's general store */
    assert_true(sold[SPG_SHOP_WEAPON] > 0);
    assert_true(sold[SPG_SHOP_GENERAL] > 0);
    spg_data_free(&data);
    rs_test_remove_all(base);
}

/* The fuzzer's seeds (tests/fuzz/corpus/shopscript/): our script, and one with a kiss
 * parlour's loop and a unique last else. */
static int write_corpus(const char *dir)
{
    char *kiss = rs_test_edited(script, "shopType == \"Weapon\"", "shopType == \"Kissing\"");
    const struct {
        const char *name, *text;
    } seeds[] = {{"ours.gml", script}, {"kissing.gml", kiss}};
    int rc = 0;
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        char path[600];
        snprintf(path, sizeof path, "%s/%s", dir, seeds[i].name);
        FILE *f = fopen(path, "wb");
        if (!f || fputs(seeds[i].text, f) < 0 || fclose(f) != 0) {
            fprintf(stderr, "test_shopscript: cannot write %s\n", path);
            rc = 1;
        }
    }
    free(kiss);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--write-corpus") == 0)
        return write_corpus(argv[2]);
    if ((argc == 3 || argc == 4) && strcmp(argv[1], "--write-fixture") == 0)
        return write_fixture(argv[2], argc == 4 && strcmp(argv[3], "bad") == 0);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_our_script),
        cmocka_unit_test(other_tables_import),
        cmocka_unit_test(refuses_another_structure),
        cmocka_unit_test(refuses_an_else_of_no_kind),
        cmocka_unit_test(every_line_deleted),
        cmocka_unit_test(committed_fixtures_are_the_script),
        cmocka_unit_test(import_writes_the_shop_tables),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
