/* test_itemfacts.c — the item tables (src/data/itemfacts.h): what the format reads and
 * refuses (with the file and line); scrGenerateItem read as them (src/import/
 * itemscript.h), on our own scripts in its shape (no original content): other odds and
 * other items import, another structure is refused with the line; and the generator
 * rolls the tables it is given. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classic_rig.h"
#include "data/itemfacts.h"
#include "import/itemscript.h"

static int parse(const char *text, spg_itemfacts *f, char *err, size_t errlen)
{
    return itemfacts_parse(text, strlen(text), "t.facts", f, err, errlen);
}

static void reads_the_tables(void **st)
{
    (void)st;
    spg_itemfacts f;
    char err[256];
    assert_int_equal(parse("# ours\nhidden bow cape  # two\nhigh-end 3 jetpack 7 bomb_bag else paste\n",
                           &f, err, sizeof err), 0);
    assert_int_equal(f.nhidden, 2);
    assert_int_equal(f.hidden[0], SPG_ITEM_BOW);
    assert_int_equal(f.hidden[1], SPG_ITEM_CAPE);
    assert_int_equal(f.nchain, 2);
    assert_int_equal(f.chain_n[1], 7);
    assert_int_equal(f.chain_item[1], SPG_ITEM_BOMB_BAG);
    assert_int_equal(f.chain_else, SPG_ITEM_PASTE);
    /* a chain of no tests is the last item alone */
    assert_int_equal(parse("hidden bow\nhigh-end else bow\n", &f, err, sizeof err), 0);
    assert_int_equal(f.nchain, 0);
    /* written, it reads back the same */
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    assert_int_equal(parse("hidden bow cape\nhigh-end 3 jetpack else paste\n", &f, err, sizeof err), 0);
    assert_int_equal(itemfacts_write(m, &f, NULL), 0);
    fclose(m);
    spg_itemfacts g;
    assert_int_equal(itemfacts_parse(buf, len, "w", &g, err, sizeof err), 0);
    assert_int_equal(g.hidden_line, 2); /* after the writer's comment line */
    f.hidden_line = g.hidden_line = f.chain_line = g.chain_line = 0;
    assert_memory_equal(&f, &g, sizeof f);
    free(buf);
}

static void refuses_with_file_and_line(void **st)
{
    (void)st;
    static const struct {
        const char *text, *msg;
    } bad[] = {
        {"hidden bow\nhigh-end 3 jetpack else\n", "t.facts:2: a high-end line is: high-end N ITEM ... else ITEM"},
        {"hidden bow\nhigh-end 0 jetpack else bow\n", "t.facts:2: '0' is not odds (a whole number 1..1000000)"},
        {"hidden bow hat\nhigh-end else bow\n", "t.facts:1: 'hat' is not an item (jetpack, cape, ..., bomb_bag)"},
        {"hidden\n", "t.facts:1: hidden names 1 to 64 items (0 here)"},
        {"hidden bow\nhidden bow\n", "t.facts:2: hidden is already given (line 1)"},
        {"hidden none\n", "t.facts:1: 'none' is not an item (jetpack, cape, ..., bomb_bag)"},
        {"shop bow\n", "t.facts:1: 'shop': a line is hidden ITEM... or high-end N ITEM ... else ITEM"},
        {"high-end else bow\n", "t.facts: no hidden line (the items hidden in blocks)"},
        {"hidden bow\n", "t.facts: no high-end line (the Dice House's prize)"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        spg_itemfacts f;
        char err[256] = "";
        assert_int_equal(parse(bad[i].text, &f, err, sizeof err), -1);
        assert_string_equal(err, bad[i].msg);
    }
}

/* Our own script in scrGenerateItem's shape: three sets, our own odds and items. */
static const char our_script[] =
    "// our own item script\n"
    "if (argument2 == 0)\n"
    "{\n"
    "    if (rand(1,9) == 1) obj = instance_create(argument0, argument1, oBow);\n"
    "    else obj = instance_create(argument0, argument1, oRopePile);\n"
    "    obj.cost = 0;\n"
    "}\n"
    "else if (argument2 == 1)\n"
    "{\n"
    "    if (rand(1,3) == 1) obj = instance_create(argument0, argument1, oMitt);\n"
    "    else if (rand(1,5) == 1) obj = instance_create(argument0, argument1, oBombBag);\n"
    "    else obj = instance_create(argument0, argument1, oCompass);\n"
    "}\n"
    "else if (argument2 == 2)\n"
    "{\n"
    "    switch(rand(0,2))\n"
    "    {\n"
    "        case 0: { obj = instance_create(argument0, argument1-2, oPaste); break; }\n"
    "        case 1: { obj = instance_create(argument0+1, argument1, oGloves); break; }\n"
    "        case 2: { obj = instance_create(argument0, argument1, oParaPickup); break; }\n"
    "    }\n"
    "    obj.forSale = false;\n"
    "}\n";

static void reads_our_script(void **st)
{
    (void)st;
    char *text = NULL, err[400];
    assert_int_equal(itemscript_read("scrGenerateItem", our_script, "ours.gmk", &text, err, sizeof err), 0);
    assert_non_null(strstr(text, "\nhidden paste climbing_gloves parachute\n"));
    assert_non_null(strstr(text, "\nhigh-end 3 pitchers_mitt 5 bomb_bag else compass\n"));
    free(text);
}

/* One edit of our script: its line's text replaced. */
static char *edited(const char *from, const char *to)
{
    const char *at = strstr(our_script, from);
    assert_non_null(at);
    size_t n = strlen(our_script) - strlen(from) + strlen(to) + 1;
    char *s = malloc(n);
    snprintf(s, n, "%.*s%s%s", (int)(at - our_script), our_script, to, at + strlen(from));
    return s;
}

static void refuses_another_structure(void **st)
{
    (void)st;
    static const struct {
        const char *from, *to, *msg;
    } bad[] = {
        {"rand(1,3) == 1", "rand(1,3) == 2",
         "scrGenerateItem: line 10: a test of the High End Set is not rand(1,N) == 1"},
        {"oMitt", "oLamp", "scrGenerateItem: line 10: oLamp is not one of the items spelgen knows"},
        {"case 1: {", "case 3: {",
         "scrGenerateItem: line 19: the Underground Set's cases are not 0..2 in order"},
        {"switch(rand(0,2))", "switch(rand(1,3))",
         "scrGenerateItem: line 16: the Underground Set is not switch (rand(0,K))"},
        {"argument0+1", "argument1+1",
         "scrGenerateItem: line 19: the item is not made at (argument0, argument1), give or take a number"},
        {"argument0+1", "argument0+0.5",
         "scrGenerateItem: line 19: the item is not made at (argument0, argument1), give or take a number"},
        {"    obj.forSale = false;\n", "    n = 2;\n",
         "scrGenerateItem: line 22: after the item is made, only obj.FIELD = value"},
        {"else if (argument2 == 2)", "else if (argument3 == 2)",
         "scrGenerateItem: line 14: a branch of the chain does not test argument2 == SET"},
        {"oParaPickup); break; }", "oParaPickup); }",
         "scrGenerateItem: line 20: case 2 is not { obj = instance_create(...); break; }"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *s = edited(bad[i].from, bad[i].to), *text = NULL, err[400] = "";
        assert_int_equal(itemscript_read("scrGenerateItem", s, "ours.gmk", &text, err, sizeof err), -1);
        assert_string_equal(err, bad[i].msg);
        assert_null(text);
        free(s);
    }
    /* a script without the Underground Set */
    char *s = edited("else if (argument2 == 2)", "else if (argument2 == 0)"), *text = NULL, err[400];
    assert_int_equal(itemscript_read("scrGenerateItem", s, "ours.gmk", &text, err, sizeof err), -1);
    assert_string_equal(err, "scrGenerateItem: line 14: a set other than 0, 1 and 2, or one given twice");
    free(s);
}

/* The generator rolls the tables it is given: a hidden item from the list's size, the
 * prize's chain test by test. */
static void the_generator_rolls_the_data(void **st)
{
    (void)st;
    static spg_level L;
    rig r;
    rig_init(&r, &L, SPG_AREA_MINES, 1);
    static classic_data d;
    d = *r.c.data;
    char err[256];
    assert_int_equal(parse("hidden bow\nhigh-end 1 cape else paste\n", &d.items, err, sizeof err), 0);
    r.c.data = &d;
    /* rand(0,0) and rand(1,1): whatever the state, the one item, the first test's */
    for (uint32_t s = 1; s < 20; s++) {
        rig_state(&r, s * 7919);
        uint32_t before = rig_draws(&r);
        assert_int_equal(classic_hidden_item(&r.c, 5, 5), SPG_ITEM_BOW);
        assert_int_equal(classic_high_end_item(&r.c, 6, 5), SPG_ITEM_CAPE);
        assert_int_equal(rig_draws(&r) - before, 2);
    }
    /* a chain of no tests draws nothing and gives its last item */
    assert_int_equal(parse("hidden bow\nhigh-end else paste\n", &d.items, err, sizeof err), 0);
    uint32_t before = rig_draws(&r);
    assert_int_equal(classic_high_end_item(&r.c, 7, 5), SPG_ITEM_PASTE);
    assert_int_equal(rig_draws(&r), before);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_the_tables),
        cmocka_unit_test(refuses_with_file_and_line),
        cmocka_unit_test(reads_our_script),
        cmocka_unit_test(refuses_another_structure),
        cmocka_unit_test(the_generator_rolls_the_data),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
