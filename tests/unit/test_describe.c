/* test_describe.c — a tile in words (src/output/describe.c's describe_tile, the
 * explorer's inspector and 'spelgen why'): a gem or item made inside a block is one
 * object, which the level keeps as the cell's content and as an entity inside the
 * block; it is said once ("brick holding ruby", not "brick holding ruby, ruby"). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "gen.h"
#include "output/describe.h"

#include "fixture.h"

static spg_level L;

static void blank(void)
{
    level_reset(&L, 42, 34, 1, 1, 10, 8);
    L.cell[3][5].kind = SPG_T_BRICK;
}

static const char *words(int x, int y)
{
    static char buf[256];
    describe_tile(&L, x, y, buf, sizeof buf);
    return buf;
}

static void a_gem_inside_is_said_once(void **st)
{
    (void)st;
    blank();
    L.cell[3][5].content = SPG_C_RUBY;
    /* the content alone (its entity is made next, a step later in the explorer) */
    assert_string_equal(words(5, 3), "brick holding ruby");
    assert_true(level_add_entity(&L, SPG_E_RUBY_BIG, 5, 3, SPG_INFO_INSIDE) >= 0);
    assert_string_equal(words(5, 3), "brick holding ruby");
    /* something else on the tile is still said */
    assert_true(level_add_entity(&L, SPG_E_BAT, 5, 3, 0) >= 0);
    assert_string_equal(words(5, 3), "brick holding ruby, bat");
}

static void other_gems_and_loose_ones(void **st)
{
    (void)st;
    blank();
    L.cell[3][5].content = SPG_C_SAPPHIRE;
    assert_true(level_add_entity(&L, SPG_E_SAPPHIRE_BIG, 5, 3, SPG_INFO_INSIDE) >= 0);
    assert_string_equal(words(5, 3), "brick holding sapphire");
    /* a gem lying on the tile, not inside it, is another object: said */
    blank();
    L.cell[3][5].content = SPG_C_EMERALD;
    assert_true(level_add_entity(&L, SPG_E_EMERALD_BIG, 5, 3, 0) >= 0);
    assert_string_equal(words(5, 3), "brick holding emerald, emerald");
    /* an inside gem that is not the content (none is) is said too */
    blank();
    assert_true(level_add_entity(&L, SPG_E_RUBY_BIG, 5, 3, SPG_INFO_INSIDE) >= 0);
    assert_string_equal(words(5, 3), "brick, ruby");
}

static void a_hidden_item_says_which(void **st)
{
    (void)st;
    blank();
    L.cell[3][5].content = SPG_C_ITEM;
    assert_string_equal(words(5, 3), "brick holding item");
    int e = level_add_entity(&L, SPG_E_ITEM, 5, 3, SPG_INFO_INSIDE);
    assert_true(e >= 0);
    L.ent[e].item = SPG_ITEM_CAPE;
    assert_string_equal(words(5, 3), "brick holding a cape");
    /* gone (removed at the end when nothing can break the block): the content alone */
    L.ent[e].gone = 1;
    assert_string_equal(words(5, 3), "brick holding item");
}

/* Whole levels: no tile names what it holds twice over (every area, two seeds). */
static void no_level_says_a_gem_twice(void **st)
{
    (void)st;
    static const char *gems[] = {"ruby", "sapphire", "emerald", "item"};
    int said = 0;
    for (uint32_t seed = 1; seed <= 2; seed++)
        for (int level = 1; level <= 16; level++) {
            spg_request rq = {0};
            rq.style = SPG_STYLE_CLASSIC;
            rq.seed = seed;
            rq.level = level;
            options_default(&rq.opt);
            char err[256];
            assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
            const spg_level *l = &res->level;
            for (int y = 0; y < l->h; y++)
                for (int x = 0; x < l->w; x++) {
                    char buf[256], twice[64];
                    describe_tile(l, x, y, buf, sizeof buf);
                    for (size_t g = 0; g < sizeof gems / sizeof gems[0]; g++) {
                        snprintf(twice, sizeof twice, "holding %s, %s", gems[g], gems[g]);
                        if (strstr(buf, twice))
                            fail_msg("seed %u level %d (%d,%d): '%s'", seed, level, x, y, buf);
                        snprintf(twice, sizeof twice, "holding %s", gems[g]);
                        said += strstr(buf, twice) != NULL;
                    }
                }
        }
    assert_true(said > 50); /* the levels hold gems: the check saw some */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_gem_inside_is_said_once),
        cmocka_unit_test(other_gems_and_loose_ones),
        cmocka_unit_test(a_hidden_item_says_which),
        cmocka_unit_test(no_level_says_a_gem_twice),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
