/* test_styles.c — every style's entry in the registry (style.h) is whole and tells the
 * truth, as test_areas.c holds every area of the classic style to its rules: each field
 * and hook is set where the callers need it, and what a style says it can be asked
 * (its levels, its engine, quirks, forces, its phases' help and its rooms' names) is
 * what its generator does.  The command line and the explorer decide by these fields
 * alone, never by a style's name. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "gen.h"
#include "quirks.h"
#include "whatif.h"

static spg_data *DATA;

static int setup(void **st)
{
    (void)st;
    char err[512];
    DATA = calloc(1, sizeof *DATA);
    if (!DATA || spg_data_load(NULL, DATA, err, sizeof err) != 0) {
        fprintf(stderr, "test_styles: %s\n", err);
        return -1;
    }
    return 0;
}

static int teardown(void **st)
{
    (void)st;
    if (DATA)
        spg_data_free(DATA);
    free(DATA);
    return 0;
}

/* A traced level of style s from seed 7 at level `level`, or NULL with err. */
static spg_result *build(spg_style s, int level, const spg_request *base, char *err,
                         size_t errlen)
{
    spg_request rq = base ? *base : (spg_request){0};
    if (!base) {
        rq.seed = 7;
        rq.so.biome = -1;
        options_default(&rq.opt);
    }
    rq.style = s;
    rq.level = level;
    rq.trace = true;
    spg_result *r = calloc(1, sizeof *r);
    assert_non_null(r);
    if (spg_generate(&rq, DATA, r, err, errlen) != 0) {
        spg_result_free(r);
        free(r);
        return NULL;
    }
    return r;
}

static void drop(spg_result *r)
{
    spg_result_free(r);
    free(r);
}

static bool same_level(const spg_result *a, const spg_result *b)
{
    return a->draws == b->draws && a->end_state == b->end_state &&
           memcmp(a->level.cell, b->level.cell, sizeof a->level.cell) == 0 &&
           memcmp(a->level.rooms, b->level.rooms, sizeof a->level.rooms) == 0;
}

static void every_style_sets_every_field(void **st)
{
    (void)st;
    for (int i = 0; i < SPG_STYLE__COUNT; i++) {
        const spg_style_impl *s = spg_style_get((spg_style)i);
        assert_non_null(s);
        assert_non_null(s->name);
        spg_style found = SPG_STYLE__COUNT;
        assert_ptr_equal(spg_style_find(s->name, &found), s); /* names are unique */
        assert_int_equal(found, i);
        assert_true(s->max_level >= 1 && s->max_level <= spg_style_max_level());
        assert_non_null(s->level_word);
        assert_non_null(s->engine_words);
        assert_non_null(s->load);
        assert_non_null(s->free_data);
        assert_non_null(s->generate);
        assert_non_null(s->phase_help);
        assert_non_null(s->options);
        /* a grid that is no path has both its title and its key, and a grid */
        assert_int_equal(s->rooms_title != NULL, s->rooms_key != NULL);
        if (s->rooms_key)
            assert_non_null(s->room_code_name);
    }
    assert_null(spg_style_get(SPG_STYLE__COUNT));
    assert_null(spg_style_find("no-such-style", NULL));
    spg_result zeroed = {0}; /* index 0: a zeroed result is a classic one */
    assert_string_equal(spg_style_of(&zeroed)->name, "classic");
}

static void each_style_builds_its_levels_and_no_more(void **st)
{
    (void)st;
    char err[512];
    for (int i = 0; i < SPG_STYLE__COUNT; i++) {
        const spg_style_impl *s = spg_style_get((spg_style)i);
        spg_result *r = build((spg_style)i, s->max_level, NULL, err, sizeof err);
        if (!r)
            fail_msg("%s %s %d: %s", s->name, s->level_word, s->max_level, err);
        assert_int_equal(r->style, i);
        assert_ptr_equal(spg_style_of(r), s);
        drop(r);
        assert_null(build((spg_style)i, s->max_level + 1, NULL, err, sizeof err));
        assert_null(build((spg_style)i, 0, NULL, err, sizeof err));
    }
}

static void every_phase_has_its_help_and_every_room_its_name(void **st)
{
    (void)st;
    char err[512];
    for (int i = 0; i < SPG_STYLE__COUNT; i++) {
        const spg_style_impl *s = spg_style_get((spg_style)i);
        for (int level = 1; level <= s->max_level; level++) {
            spg_result *r = build((spg_style)i, level, NULL, err, sizeof err);
            assert_non_null(r);
            for (int p = 0; p < r->nphases; p++)
                if (!s->phase_help(r->phases[p].name))
                    fail_msg("%s %s %d: phase %s has no help", s->name, s->level_word, level,
                             r->phases[p].name);
            for (int y = 0; s->room_code_name && y < SPG_ROOMS_Y; y++)
                for (int x = 0; x < SPG_ROOMS_X; x++)
                    if (strcmp(s->room_code_name(r->level.rooms[y][x]), "?") == 0)
                        fail_msg("%s level %d: room %d,%d's code %d has no name", s->name,
                                 level, x, y, r->level.rooms[y][x]);
            drop(r);
        }
        assert_null(s->phase_help("no-such-phase"));
    }
}

static void a_style_that_reads_no_quirk_is_not_changed_by_one(void **st)
{
    (void)st;
    char err[512];
    for (int i = 0; i < SPG_STYLE__COUNT; i++) {
        const spg_style_impl *s = spg_style_get((spg_style)i);
        if (s->reads_quirks)
            continue;
        spg_request rq = {.seed = 7, .so.biome = -1};
        options_default(&rq.opt);
        spg_result *on = build((spg_style)i, 1, &rq, err, sizeof err);
        rq.opt.quirks = 0; /* every quirk off */
        spg_result *off = build((spg_style)i, 1, &rq, err, sizeof err);
        assert_non_null(on);
        assert_non_null(off);
        assert_true(same_level(on, off));
        drop(on);
        drop(off);
    }
}

static void the_classic_style_reads_its_quirks(void **st)
{
    (void)st;
    char err[512];
    assert_true(spg_style_get(SPG_STYLE_CLASSIC)->reads_quirks);
    /* `cond and rand(..)` draws whatever cond is: without the quirk, fewer draws */
    spg_request rq = {.seed = 7};
    options_default(&rq.opt);
    spg_result *on = build(SPG_STYLE_CLASSIC, 1, &rq, err, sizeof err);
    rq.opt.quirks &= ~(1u << SPG_Q_WASTED_ROLLS);
    spg_result *off = build(SPG_STYLE_CLASSIC, 1, &rq, err, sizeof err);
    assert_non_null(on);
    assert_non_null(off);
    assert_false(same_level(on, off));
    drop(on);
    drop(off);
}

/* The options only some styles read, as this test sets them on a request. */
static void set_thief(spg_request *rq) { rq->opt.thief = true; }
static void set_level_time(spg_request *rq) { rq->opt.level_seconds[1] = 200; }
static void set_lake(spg_request *rq) { rq->opt.lake = 1; }
static void set_biome(spg_request *rq) { rq->so.biome = 2; }
static void set_clock(spg_request *rq) { rq->so.clock_follows_spine = true; }
static const struct {
    const char *name;
    void (*set)(spg_request *rq);
} style_options[] = {
    {"thief", set_thief}, {"level-time", set_level_time}, {"lake", set_lake},
    {"biome", set_biome}, {"clock-follows-spine", set_clock},
};

static bool lists(const spg_style_impl *s, const char *name)
{
    for (const char *const *p = s->options; *p; p++)
        if (strcmp(*p, name) == 0)
            return true;
    return false;
}

static void a_style_is_not_changed_by_an_option_it_does_not_list(void **st)
{
    (void)st;
    char err[512];
    for (int i = 0; i < SPG_STYLE__COUNT; i++) {
        const spg_style_impl *s = spg_style_get((spg_style)i);
        for (size_t k = 0; k < sizeof style_options / sizeof style_options[0]; k++) {
            bool listed = lists(s, style_options[k].name);
            /* each option here is some style's */
            bool anyone = false;
            for (int j = 0; j < SPG_STYLE__COUNT; j++)
                anyone |= lists(spg_style_get((spg_style)j), style_options[k].name);
            assert_true(anyone);
            if (listed)
                continue;
            spg_request rq = {.seed = 7, .so.biome = -1, .opt.lake = -1};
            options_default(&rq.opt);
            spg_result *plain = build((spg_style)i, 1, &rq, err, sizeof err);
            style_options[k].set(&rq);
            spg_result *set = build((spg_style)i, 1, &rq, err, sizeof err);
            assert_non_null(plain);
            assert_non_null(set);
            if (!same_level(plain, set))
                fail_msg("%s: --%s changed the level, but the style does not list it", s->name,
                         style_options[k].name);
            drop(plain);
            drop(set);
        }
    }
}

/* The engine a level drew from, with so.engine set to `e`. */
static spg_engine engine_when_asked(spg_style s, spg_engine e)
{
    char err[512];
    spg_request rq = {.seed = 7, .so.biome = -1, .so.engine_set = true, .so.engine = e};
    options_default(&rq.opt);
    spg_result *r = build(s, 1, &rq, err, sizeof err);
    assert_non_null(r);
    spg_engine got = r->engine;
    drop(r);
    return got;
}

static void only_a_style_that_chooses_its_engine_changes_it(void **st)
{
    (void)st;
    for (int i = 0; i < SPG_STYLE__COUNT; i++) {
        const spg_style_impl *s = spg_style_get((spg_style)i);
        spg_engine a = engine_when_asked((spg_style)i, SPG_ENGINE_GM8);
        spg_engine b = engine_when_asked((spg_style)i, SPG_ENGINE_GAMEMAKER);
        if (s->chooses_engine)
            assert_int_not_equal(a, b);
        else
            assert_int_equal(a, b);
    }
}

static void a_style_that_takes_forces_takes_them(void **st)
{
    (void)st;
    char err[512];
    for (int i = 0; i < SPG_STYLE__COUNT; i++) {
        const spg_style_impl *s = spg_style_get((spg_style)i);
        if (s->unforced_why)
            continue;
        spg_result *r = build((spg_style)i, 1, NULL, err, sizeof err);
        assert_non_null(r);
        /* the first rand(a,b) with a choice, forced to another of its values */
        spg_force f = {0, 0};
        for (size_t k = 0; k < r->trace.n && !f.draw; k++) {
            const spg_event *e = &r->trace.ev[k];
            if (e->kind == SPG_EV_DRAW && e->call == SPG_CALL_RAND && e->b > e->a)
                f = (spg_force){e->draw, e->value == e->a ? e->a + 1 : e->a};
        }
        assert_true(f.draw > 0);
        drop(r);
        spg_request rq = {.seed = 7, .so.biome = -1, .force = &f, .nforce = 1};
        options_default(&rq.opt);
        r = build((spg_style)i, 1, &rq, err, sizeof err);
        assert_non_null(r);
        if (whatif_check(&f, 1, r, err, sizeof err) != 0)
            fail_msg("%s: %s", s->name, err);
        drop(r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_style_sets_every_field),
        cmocka_unit_test(each_style_builds_its_levels_and_no_more),
        cmocka_unit_test(every_phase_has_its_help_and_every_room_its_name),
        cmocka_unit_test(a_style_that_reads_no_quirk_is_not_changed_by_one),
        cmocka_unit_test(the_classic_style_reads_its_quirks),
        cmocka_unit_test(only_a_style_that_chooses_its_engine_changes_it),
        cmocka_unit_test(a_style_is_not_changed_by_an_option_it_does_not_list),
        cmocka_unit_test(a_style_that_takes_forces_takes_them),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
