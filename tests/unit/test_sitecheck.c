/* test_sitecheck.c — :break's site check (src/explore/sitecheck.c): a site glob is held
 * against the site names a style's rules file names in full; one that takes none is
 * refused with the nearest name, the family's sites, or the families. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "explore/sitecheck.h"
#include "gen.h"

#include "fixture.h"

static const char small[] =
    "rule path.walk.*\n"
    "title the walk\n"
    "| n = rand(1,5)  @path.walk.middle\n"
    "| n = rand(3,5)  @path.walk.left_edge @path.walk.*=5\n"
    "end\n"
    "rule path.start mines.bat\n"
    "title two sites\n"
    "| x  @path.start @mines.bat=1\n"
    "end\n";

static void parse_small(rule_set *rs)
{
    char err[256];
    if (rules_parse("small.rules", small, rs, err, sizeof err) != 0)
        fail_msg("%s", err);
}

/* rules_site_names: the globs and markers without a wildcard, each once, in order */
static void names_in_full_only(void **st)
{
    (void)st;
    rule_set rs;
    parse_small(&rs);
    const char *names[8];
    int n = rules_site_names(&rs, names, 8);
    assert_int_equal(n, 4);
    assert_string_equal(names[0], "path.walk.middle");
    assert_string_equal(names[1], "path.walk.left_edge");
    assert_string_equal(names[2], "path.start");
    assert_string_equal(names[3], "mines.bat");
    /* with less room: the first ones */
    assert_int_equal(rules_site_names(&rs, names, 2), 2);
    assert_string_equal(names[1], "path.walk.left_edge");
    rules_free(&rs);
}

static void distances(void **st)
{
    (void)st;
    assert_int_equal(site_distance("mines.bat", "mines.bat", 2), 0);
    assert_int_equal(site_distance("mines.batt", "mines.bat", 2), 1);
    assert_int_equal(site_distance("mines.bta", "mines.bat", 2), 2);
    assert_int_equal(site_distance("mines.x", "mines.bat", 2), 3); /* over the cap */
    assert_int_equal(site_distance("", "abc", 5), 3);
}

/* parses spec and checks it against rs's names (and, with d, its data's): the count, msg
 * in buf */
static int check_with(const rule_set *rs, const spg_data *d, const char *spec, char *buf,
                      size_t len)
{
    bp_spec bp;
    char err[256];
    if (bp_spec_parse(spec, NULL, &bp, err, sizeof err) != 0)
        fail_msg("%s: %s", spec, err);
    static const char *names[1024];
    int all = site_names(rs, d, SPG_STYLE_CLASSIC, names, 1024);
    int n = site_check(&bp, names, all, "classic", buf, len);
    bp_spec_free(&bp);
    return n;
}

static int check(const rule_set *rs, const char *spec, char *buf, size_t len)
{
    return check_with(rs, NULL, spec, buf, len);
}

static void globs_that_take_sites(void **st)
{
    (void)st;
    rule_set rs;
    parse_small(&rs);
    char msg[400];
    assert_int_equal(check(&rs, "path.*", msg, sizeof msg), 3);
    assert_string_equal(msg, "");
    assert_int_equal(check(&rs, "path.walk", msg, sizeof msg), 2); /* a prefix: below it */
    assert_int_equal(check(&rs, "mines.bat if value == 1", msg, sizeof msg), 1);
    assert_int_equal(check(&rs, "*.b?t", msg, sizeof msg), 1);
    /* no site glob: every site */
    assert_int_equal(check(&rs, "if value == 3", msg, sizeof msg), 4);
    assert_string_equal(msg, "");
    rules_free(&rs);
}

static void globs_that_take_none(void **st)
{
    (void)st;
    rule_set rs;
    parse_small(&rs);
    char msg[400];
    /* a typo: the nearest name */
    assert_int_equal(check(&rs, "mines.batt", msg, sizeof msg), 0);
    assert_string_equal(msg, "no site of the classic style matches 'mines.batt': did you mean "
                             "mines.bat?");
    /* a family the style has: its sites */
    assert_int_equal(check(&rs, "path.nosuch", msg, sizeof msg), 0);
    assert_string_equal(msg, "no site of the classic style matches 'path.nosuch'; path's sites: "
                             "path.walk.middle, path.walk.left_edge, path.start (':break path.*' "
                             "stops at them all)");
    /* none: the families */
    assert_int_equal(check(&rs, "nosuch.site", msg, sizeof msg), 0);
    assert_string_equal(msg, "no site of the classic style matches 'nosuch.site'; its sites' "
                             "families: path, mines (':break path.*' stops at every path draw)");
    /* a wildcard glob is no typo of a name */
    assert_int_equal(check(&rs, "mines.bt*", msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "mines's sites: mines.bat"));
    /* a message cut short is still a string */
    char tiny[20];
    assert_int_equal(check(&rs, "nosuch.site", tiny, sizeof tiny), 0);
    assert_int_equal(strlen(tiny), sizeof tiny - 1);
    rules_free(&rs);
}

/* the classic style's own file: the brief's example is refused, the walk is not */
static void the_classic_file(void **st)
{
    (void)st;
    rule_set rs;
    char path[4200], err[512], msg[400];
    snprintf(path, sizeof path, "%s/rules/classic.rules", data.dir);
    if (rules_load(path, &rs, err, sizeof err) != 0)
        fail_msg("%s", err);
    assert_int_equal(check(&rs, "nosuch.site", msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "no site of the classic style matches 'nosuch.site'"));
    assert_non_null(strstr(msg, "':break path.*'"));
    assert_true(check(&rs, "path.walk.*", msg, sizeof msg) >= 3);
    assert_int_equal(check(&rs, "mines.batt", msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "did you mean mines.bat?"));
    /* the shops' sites are worded from classic/shops.facts: the data names them */
    assert_int_equal(check(&rs, "items.shop.weapon.shotgun", msg, sizeof msg), 0);
    assert_int_equal(check_with(&rs, &data, "items.shop.weapon.shotgun", msg, sizeof msg), 1);
    assert_true(check_with(&rs, &data, "items.shop.*", msg, sizeof msg) > 10);
    assert_int_equal(check_with(&rs, &data, "items.shop.weapon.shotgunn", msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "did you mean items.shop.weapon.shotgun?"));
    rules_free(&rs);
}

/* the trace's --break: the suggestion names the option, and the rules file is found in
 * the data's directory (or spelgen's own) by the style's name */
static void the_trace_option(void **st)
{
    (void)st;
    rule_set rs, own;
    char err[600], msg[400];
    parse_small(&rs);
    bp_spec bp;
    if (bp_spec_parse("path.nosuch", NULL, &bp, err, sizeof err) != 0)
        fail_msg("%s", err);
    static const char *names[1024];
    int all = site_names(&rs, NULL, SPG_STYLE_CLASSIC, names, 1024);
    assert_int_equal(site_check_as(&bp, names, all, "classic", "--break", msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "('--break path.*' stops at them all)"));
    assert_null(strstr(msg, ":break"));
    bp_spec_free(&bp);
    rules_free(&rs);
    assert_int_equal(site_rules_load(&data, "classic", &own, err, sizeof err), 0);
    assert_true(rules_site_names(&own, names, 1024) > 100);
    rules_free(&own);
    assert_int_equal(site_rules_load(&data, "nosuch", &own, err, sizeof err), 1);
    assert_string_equal(err, "no rules/nosuch.rules in the data");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(names_in_full_only),
        cmocka_unit_test(distances),
        cmocka_unit_test(globs_that_take_sites),
        cmocka_unit_test(globs_that_take_none),
        cmocka_unit_test(the_classic_file),
        cmocka_unit_test(the_trace_option),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
