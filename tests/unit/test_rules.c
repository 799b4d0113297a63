/* test_rules.c — the rule pane's texts (src/explore/rules.c, data/rules/STYLE.rules):
 * every site each style draws has an entry in its style's file, markers stay inside their entry, the
 * branch taken is found from the draw's value, quirks are named, and malformed files are
 * refused with the file and the line. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <fnmatch.h>
#include <stdio.h>
#include <string.h>

#include "explore/rules.h"
#include "gen.h"

#include "fixture.h"

static void load_style(rule_set *rs, const char *style)
{
    char path[4200], err[512];
    snprintf(path, sizeof path, "%s/rules/%s.rules", data.dir, style);
    if (rules_load(path, rs, err, sizeof err) != 0)
        fail_msg("%s", err);
}

static void load_classic(rule_set *rs) { load_style(rs, "classic"); }

/* The site names rs names in full (a rule glob or a marker with no wildcard): the
 * explorer's :break checks a site glob against them (src/explore/sitecheck.c), so every
 * site drawn must be one of them. */
typedef struct full_names {
    const char *name[1024];
    int n;
} full_names;

static void names_of(const rule_set *rs, full_names *f)
{
    f->n = rules_site_names(rs, f->name, 1024);
    assert_true(f->n < 1024); /* all of them */
}

/* A site worded from a data file (the item tables: its source is that file's line) is
 * named by the data, not the rules file: the explorer's check asks the data for those. */
static bool named_by_data(spg_style style, const char *site)
{
    static const char *names[1024];
    int n = spg_data_site_names(&data, style, names, 1024);
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], site) == 0)
            return true;
    return false;
}

static bool named_in_full(const full_names *f, const char *site)
{
    for (int i = 0; i < f->n; i++)
        if (strcmp(f->name[i], site) == 0)
            return true;
    return false;
}

/* Every site res's trace draws has an entry of rs, and says where it is declared;
 * returns how many distinct runs of a site it saw. */
static int check_sites(const rule_set *rs, const full_names *full, spg_style style,
                       const char *file, uint32_t seed, int level)
{
    int sites = 0;
    const spg_site *last = NULL;
    for (size_t i = 0; i < res->trace.n; i++) {
        const spg_event *e = &res->trace.ev[i];
        if (e->kind != SPG_EV_DRAW || !e->site || e->site == last)
            continue;
        last = e->site;
        sites++;
        if (!rules_find(rs, e->site->name))
            fail_msg("seed %u level %d: site %s has no entry in %s", seed, level, e->site->name,
                     file);
        bool from_data = e->site->source && strncmp(e->site->source, "src/", 4) != 0;
        if (from_data ? !named_by_data(style, e->site->name) : !named_in_full(full, e->site->name))
            fail_msg("seed %u level %d: site %s is not named in full in %s (a rule or a "
                     "marker without a wildcard)%s", seed, level, e->site->name, file,
                     from_data ? " nor by the data it is worded from" : "");
        /* a site worded from a data file (the item tables) is declared on its line */
        const char *src = e->site->source;
        if (!src || (strncmp(src, "src/", 4) != 0 && strncmp(src, "classic/", 8) != 0) ||
            !strchr(src, ':'))
            fail_msg("site %s: source '%s' is not FILE:LINE", e->site->name, src ? src : "(null)");
    }
    return sites;
}

/* The fools and tunnel styles' sites have entries in their own files, as the classic
 * style's have in its: every biome's sites (fools), every floor's (tunnel). */
static void other_styles_sites_have_rules(void **st)
{
    (void)st;
    static const struct {
        spg_style style;
        const char *name;
        int levels;
    } styles[] = {{SPG_STYLE_FOOLS, "fools", 1}, {SPG_STYLE_TUNNEL, "tunnel", 8}};
    for (size_t k = 0; k < sizeof styles / sizeof styles[0]; k++) {
        rule_set rs;
        load_style(&rs, styles[k].name);
        static full_names full;
        names_of(&rs, &full);
        char file[32];
        snprintf(file, sizeof file, "%s.rules", styles[k].name);
        int sites = 0;
        for (uint32_t seed = 1; seed <= 30; seed++)
            for (int level = 1; level <= styles[k].levels; level++) {
                spg_request rq = {0};
                rq.style = styles[k].style;
                rq.seed = seed;
                rq.level = level;
                rq.trace = true;
                rq.so.biome = -1;
                options_default(&rq.opt);
                char err[256];
                assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
                sites += check_sites(&rs, &full, styles[k].style, file, seed, level);
            }
        assert_true(sites > 100);
        /* each entry has a title and markers of its own sites only */
        for (int i = 0; i < rs.n; i++) {
            const rule_entry *e = &rs.entries[i];
            assert_non_null(e->title);
            for (int l = 0; l < e->ncode; l++)
                for (int m = 0; m < e->code[l].nmark; m++) {
                    const char *g = e->code[l].mark[m].glob;
                    bool inside = false;
                    for (int j = 0; j < e->nglobs && !inside; j++)
                        inside = fnmatch(e->globs[j], g, 0) == 0 || strcmp(e->globs[j], g) == 0;
                    if (!inside)
                        fail_msg("%s:%d: marker @%s is not one of the entry's sites", file,
                                 e->file_line, g);
                }
        }
        rules_free(&rs);
    }
}

/* Levels 1-16 of a few seeds, traced: every site drawn has an entry, is named in full,
 * and says where it is declared. */
static void every_drawn_site_has_a_rule(void **st)
{
    (void)st;
    rule_set rs;
    load_classic(&rs);
    static full_names full;
    names_of(&rs, &full);
    static const uint32_t seeds[] = {1, 2, 3, 7, 42, 1234, 99991};
    int sites = 0;
    for (size_t s = 0; s < sizeof seeds / sizeof seeds[0]; s++)
        for (int level = 1; level <= 16; level++) {
            spg_request rq = {0};
            rq.style = SPG_STYLE_CLASSIC;
            rq.seed = seeds[s];
            rq.level = level;
            rq.trace = true;
            options_default(&rq.opt);
            char err[256];
            assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
            sites += check_sites(&rs, &full, SPG_STYLE_CLASSIC, "classic.rules", seeds[s], level);
        }
    assert_true(sites > 1000);
    rules_free(&rs);
}

/* A marker names sites of its own entry: a line cannot highlight for another rule. */
static void markers_stay_in_their_entry(void **st)
{
    (void)st;
    rule_set rs;
    load_classic(&rs);
    assert_true(rs.n > 20);
    for (int i = 0; i < rs.n; i++) {
        const rule_entry *e = &rs.entries[i];
        assert_non_null(e->title);
        for (int l = 0; l < e->ncode; l++)
            for (int m = 0; m < e->code[l].nmark; m++) {
                const char *g = e->code[l].mark[m].glob;
                bool inside = false;
                for (int k = 0; k < e->nglobs && !inside; k++)
                    inside = fnmatch(e->globs[k], g, 0) == 0 || strcmp(e->globs[k], g) == 0;
                if (!inside)
                    fail_msg("classic.rules:%d: marker @%s is not one of the entry's sites",
                             e->file_line, g);
            }
    }
    rules_free(&rs);
}

static const rule_line *line_with(const rule_entry *e, const char *words)
{
    for (int l = 0; l < e->ncode; l++)
        if (strstr(e->code[l].text, words))
            return &e->code[l];
    fail_msg("no line with '%s'", words);
    return NULL;
}

/* The walk: a middle roll of 1 takes the left branch, not the right or the drop. */
static void the_walks_branch_taken(void **st)
{
    (void)st;
    rule_set rs;
    load_classic(&rs);
    const rule_entry *e = rules_find(&rs, "path.walk.middle");
    assert_non_null(e);
    assert_ptr_equal(rules_find(&rs, "path.walk.left_edge"), e);
    assert_int_equal(rules_line_state(line_with(e, "n = rand(1,5)"), "path.walk.middle", 1),
                     RULE_LINE_DRAW);
    assert_int_equal(rules_line_state(line_with(e, "n = rand(3,5)"), "path.walk.middle", 1),
                     RULE_LINE_OTHER);
    assert_int_equal(rules_line_state(line_with(e, "move left"), "path.walk.middle", 1),
                     RULE_LINE_TAKEN);
    assert_int_equal(rules_line_state(line_with(e, "move right"), "path.walk.middle", 1),
                     RULE_LINE_NOT_TAKEN);
    assert_int_equal(rules_line_state(line_with(e, "drop one row"), "path.walk.middle", 5),
                     RULE_LINE_TAKEN);
    assert_int_equal(rules_line_state(line_with(e, "move left"), "path.walk.right_edge", 7),
                     RULE_LINE_TAKEN);
    const rule_quirk *q = rules_quirk_of(e, "right: the room on the left is taken (walk-else)");
    assert_non_null(q);
    assert_string_equal(q->name, "walk-else");
    assert_null(rules_quirk_of(e, "left"));
    assert_null(rules_quirk_of(e, NULL));
    const rule_entry *rubble = rules_find(&rs, "block.rubble");
    assert_non_null(rubble);
    assert_non_null(rules_quirk_of(rubble, NULL)); /* 'when *': every rubble draw */
    rules_free(&rs);
}

/* Malformed texts are refused with the name and the line; nothing is kept. */
static void bad_files_name_the_line(void **st)
{
    (void)st;
    static const struct {
        const char *text, *want;
    } cases[] = {
        {"| a line\n", "t.rules:1: a '|' line outside a rule"},
        {"rule a.*\ntitle x\n| y @a.b=\nend\n", "t.rules:3: a marker is"},
        {"rule a.*\ntitle x\n| y @a.b=3..1\nend\n", "t.rules:3: a marker is"},
        {"rule a.*\ntitle x\n| y @a.b junk\nend\n", "t.rules:3: after the first @marker"},
        {"rule\n", "t.rules:1: 'rule' needs the site glob"},
        {"rule a.*\n| y\nrule b.*\n", "t.rules:3: 'rule' before the rule of line 1"},
        {"rule a.*\n| y\n", "t.rules:2: the file ends inside the rule of line 1"},
        {"rule a.*\ntitle x\nend\n", "t.rules:1: the rule has no '|' lines"},
        {"# c\n\nrule a.*\n| y\nquirk nope when x\nend\n", "t.rules:5: no quirk is called 'nope'"},
        {"rule a.*\n| y\nquirk walk-else x\nend\n", "t.rules:3: write 'quirk NAME when WORDS'"},
        {"rule a.*\n| y\nquirk walk-else when x\noriginal o\nend\n",
         "t.rules:1: quirk walk-else needs an 'original' and a 'fixed' line"},
        {"rule a.*\n| y\nfixed f\nend\n", "t.rules:3: 'fixed' before any 'quirk' line"},
        {"rule a.*\n| y\nbogus\nend\n", "t.rules:3: 'bogus' is not a rules line"},
        {"end\n", "t.rules:1: 'end' outside a rule"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        rule_set rs = {.n = 99};
        char err[512] = "";
        if (rules_parse("t.rules", cases[i].text, &rs, err, sizeof err) == 0)
            fail_msg("case %zu accepted", i);
        if (strncmp(err, cases[i].want, strlen(cases[i].want)) != 0)
            fail_msg("case %zu: got '%s', want '%s...'", i, err, cases[i].want);
        assert_int_equal(rs.n, 0);
        assert_null(rs.entries);
    }
    char err[512];
    rule_set rs;
    assert_int_equal(rules_load("/nonexistent/x.rules", &rs, err, sizeof err), -1);
    assert_non_null(strstr(err, "/nonexistent/x.rules: cannot open"));
}

/* A good text: the first matching entry wins, values and ranges parse. */
static void first_entry_wins(void **st)
{
    (void)st;
    rule_set rs;
    char err[256];
    assert_int_equal(rules_parse("t.rules",
                                 "rule a.b\ntitle one\n| x @a.b=-1\nend\n"
                                 "rule a.*\ntitle two\n| y @a.*=2..4 @a.c\nend\n",
                                 &rs, err, sizeof err), 0);
    assert_int_equal(rs.n, 2);
    assert_string_equal(rules_find(&rs, "a.b")->title, "one");
    assert_string_equal(rules_find(&rs, "a.c")->title, "two");
    assert_null(rules_find(&rs, "b.c"));
    assert_string_equal(rs.entries[1].code[0].text, "y");
    assert_int_equal(rules_line_state(&rs.entries[0].code[0], "a.b", -1), RULE_LINE_TAKEN);
    assert_int_equal(rules_line_state(&rs.entries[1].code[0], "a.c", 9), RULE_LINE_DRAW);
    assert_int_equal(rules_line_state(&rs.entries[1].code[0], "a.d", 3), RULE_LINE_TAKEN);
    rules_free(&rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_drawn_site_has_a_rule),
        cmocka_unit_test(other_styles_sites_have_rules),
        cmocka_unit_test(markers_stay_in_their_entry),
        cmocka_unit_test(the_walks_branch_taken),
        cmocka_unit_test(bad_files_name_the_line),
        cmocka_unit_test(first_entry_wins),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
