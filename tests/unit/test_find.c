/* test_find.c — find's filters and search: option values accepted and refused, how far a
 * level is built, the path walked from the previous level's end state against the full
 * build, the same matches for one thread or several, shards, --count, gold. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "level_metrics.h"
#include "search/filter.h"
#include "search/find.h"
#include "fixture.h"


static int set(spg_filter *f, const char *name, const char *value, char *err)
{
    return filter_set(f, name, value, err, 512);
}

static void parsing(void **st)
{
    (void)st;
    spg_filter f;
    char err[512];
    filter_init(&f);
    assert_int_equal(set(&f, "level", "3", err), 0);
    assert_int_equal(f.level, 3);
    assert_int_equal(set(&f, "level", "0", err), -1);
    assert_non_null(strstr(err, "--level"));
    /* every level of every area */
    for (int lv = 1; lv <= SPG_MAX_LEVEL; lv++) {
        char num[16];
        snprintf(num, sizeof num, "%d", lv);
        assert_int_equal(set(&f, "level", num, err), 0);
        assert_int_equal(f.level, lv);
    }
    assert_int_equal(set(&f, "level", "17", err), -1);
    assert_non_null(strstr(err, "levels are 1-16"));
    assert_int_equal(set(&f, "level", "2x", err), -1);
    assert_int_equal(set(&f, "level", "3", err), 0);
    assert_int_equal(set(&f, "shop", "kissing-parlor", err), 0);
    assert_int_equal(f.shop, SPG_SHOP_KISSING);
    assert_int_equal(set(&f, "shop", "any", err), 0);
    assert_int_equal(f.shop, SPG_FILTER_SHOP_ANY);
    assert_int_equal(set(&f, "shop", "none", err), 0);
    assert_int_equal(f.shop, SPG_SHOP_NONE);
    assert_int_equal(set(&f, "shop", "pet-shop", err), -1);
    assert_non_null(strstr(err, "pet-shop"));
    assert_non_null(strstr(err, "kissing-parlor"));
    assert_int_equal(set(&f, "has", "damsel", err), 0);
    assert_int_equal(set(&f, "has", "unicorn", err), -1);
    assert_int_equal(set(&f, "count-min", "bat=3", err), 0);
    assert_int_equal(set(&f, "count-max", "bat=5", err), 0);
    assert_int_equal(set(&f, "count-min", "bat", err), -1);
    assert_non_null(strstr(err, "THING=N"));
    assert_int_equal(set(&f, "count-min", "bat=-1", err), -1);
    assert_int_equal(set(&f, "count-min", "=3", err), -1);
    assert_int_equal(f.ncounts, 2); /* damsel, and bat once with both bounds */
    assert_int_equal(f.counts[1].min, 3);
    assert_int_equal(f.counts[1].max, 5);
    assert_int_equal(set(&f, "start-col", "4", err), -1);
    assert_int_equal(set(&f, "start-col", "3", err), 0);
    assert_int_equal(set(&f, "drops", "3", err), -1);
    assert_int_equal(set(&f, "gold-min", "lots", err), -1);
    assert_int_equal(set(&f, "path-length-min", "9", err), 0);
    assert_int_equal(set(&f, "path-length-max", "3", err), 0);
    assert_int_equal(filter_check(&f, err, 512), -1);
    assert_non_null(strstr(err, "no level can match"));
    /* later areas' specials: flags that level 1 cannot pass */
    const char *later[] = {"lake", "moai", "mothership", "yeti-lair", "sacrifice-pit",
                           "black-market", "graveyard", "city-of-gold"};
    const int first[] = {5, 9, 9, 9, 13, 5, 5, 13};
    for (int i = 0; i < 8; i++) {
        bool takes = true;
        assert_true(filter_is_option(later[i], &takes));
        assert_false(takes);
        spg_filter g;
        filter_init(&g);
        assert_int_equal(set(&g, later[i], NULL, err), 0);
        assert_int_equal(filter_check(&g, err, 512), -1);
        assert_non_null(strstr(err, "no level can match"));
        /* the graveyard is rolled with the rooms; the rest by the path's end */
        assert_int_equal(filter_need(&g), strcmp(later[i], "graveyard") == 0 ? SPG_NEED_ROLLS
                                                                             : SPG_NEED_PATH);
        /* and one that a level of its area can */
        char num[16];
        snprintf(num, sizeof num, "%d", first[i]);
        assert_int_equal(set(&g, "level", num, err), 0);
        assert_int_equal(filter_check(&g, err, 512), 0);
    }
    bool takes;
    assert_false(filter_is_option("seed", &takes));
    assert_int_equal(set(&f, "bogus", NULL, err), -1);
}

static void needs(void **st)
{
    (void)st;
    spg_filter f;
    char err[512];
    filter_init(&f);
    assert_int_equal(filter_need(&f), SPG_NEED_PATH);
    const char *path_only[][2] = {{"start-col", "1"}, {"exit-col", "2"}, {"path-length-min", "5"},
                                  {"drops", "1"}, {"shop", "any"}, {"shop", "none"},
                                  {"snake-pit", NULL}};
    for (int i = 0; i < 7; i++) {
        filter_init(&f);
        assert_int_equal(set(&f, path_only[i][0], path_only[i][1], err), 0);
        assert_int_equal(filter_need(&f), SPG_NEED_PATH);
        assert_true(filter_has_path_part(&f));
    }
    const char *rolls[][2] = {{"dark", NULL}, {"no-dark", NULL}, {"shop", "bomb-shop"}};
    for (int i = 0; i < 3; i++) {
        filter_init(&f);
        assert_int_equal(set(&f, rolls[i][0], rolls[i][1], err), 0);
        assert_int_equal(filter_need(&f), SPG_NEED_ROLLS);
    }
    const char *full[][2] = {{"has", "damsel"}, {"count-min", "snake=2"}, {"gold-min", "100"},
                             {"reachable", NULL}};
    for (int i = 0; i < 4; i++) {
        filter_init(&f);
        assert_int_equal(set(&f, full[i][0], full[i][1], err), 0);
        assert_int_equal(filter_need(&f), SPG_NEED_FULL);
    }
}

/* The path of level N walked from level N-1's end state is the full build's path. */
static void path_from_previous_state(void **st)
{
    (void)st;
    spg_result *full = calloc(1, sizeof *full), *prev = calloc(1, sizeof *prev),
               *path = calloc(1, sizeof *path);
    char err[256];
    for (uint32_t s = 0; s < 150; s++)
        for (int lv = 1; lv <= 4; lv++) {
            spg_request rq = {0};
            rq.so.biome = -1;
            options_default(&rq.opt);
            rq.seed = s * 7919u + 3;
            rq.level = lv;
            assert_int_equal(spg_generate(&rq, &data, full, err, sizeof err), 0);
            spg_request rp = rq;
            if (lv > 1) {
                rp.level = lv - 1;
                assert_int_equal(spg_generate(&rp, &data, prev, err, sizeof err), 0);
                rp.level = lv;
                rp.from_state = true;
                rp.seed = prev->end_state;
            }
            rp.path_only = true;
            assert_int_equal(spg_generate(&rp, &data, path, err, sizeof err), 0);
            assert_int_equal(path->start_state, full->start_state);
            const spg_level *a = &full->level, *b = &path->level;
            assert_int_equal(a->start_x, b->start_x);
            assert_int_equal(a->exit_x, b->exit_x);
            assert_int_equal(a->flags.shop_rx, b->flags.shop_rx);
            assert_int_equal(a->flags.shop_ry, b->flags.shop_ry);
            assert_int_equal(a->flags.snake_pit, b->flags.snake_pit);
            assert_memory_equal(a->rooms, b->rooms, sizeof a->rooms);
        }
    free(full);
    free(prev);
    free(path);
}

typedef struct sink {
    char *text;
    size_t len, cap;
    int lines;
} sink;

static int collect(const char *line, void *ctx)
{
    sink *s = ctx;
    size_t n = strlen(line);
    if (s->len + n + 2 > s->cap) {
        s->cap = (s->len + n + 2) * 2;
        s->text = realloc(s->text, s->cap);
    }
    memcpy(s->text + s->len, line, n);
    s->len += n;
    s->text[s->len++] = '\n';
    s->text[s->len] = 0;
    s->lines++;
    return 0;
}

static sink run(const spg_find_config *fc)
{
    sink s = {calloc(1, 1), 0, 1, 0};
    char err[512];
    spg_find_stats stats;
    assert_int_equal(find_run(fc, &data, collect, NULL, &s, &stats, err, sizeof err), 0);
    assert_int_equal(stats.matches, (uint64_t)s.lines);
    return s;
}

static int cmp_lines(const void *a, const void *b)
{
    unsigned long x = strtoul(*(char *const *)a, NULL, 10), y = strtoul(*(char *const *)b, NULL, 10);
    return x < y ? -1 : x > y;
}

/* Lines of several outputs, sorted by their number. */
static char *sorted(sink *parts, int n)
{
    size_t total = 0;
    int lines = 0;
    for (int i = 0; i < n; i++) {
        total += parts[i].len;
        lines += parts[i].lines;
    }
    char *all = malloc(total + 1), **v = calloc((size_t)lines + 1, sizeof *v), *out = malloc(total + 1);
    size_t at = 0;
    for (int i = 0; i < n; i++) {
        memcpy(all + at, parts[i].text, parts[i].len);
        at += parts[i].len;
    }
    all[at] = 0;
    int k = 0;
    for (char *p = all, *nl; (nl = strchr(p, '\n')); p = nl + 1) {
        *nl = 0;
        v[k++] = p;
    }
    qsort(v, (size_t)k, sizeof *v, cmp_lines);
    out[0] = 0;
    at = 0;
    for (int i = 0; i < k; i++)
        at += (size_t)sprintf(out + at, "%s\n", v[i]);
    free(all);
    free(v);
    return out;
}

static void deterministic_and_sharded(void **st)
{
    (void)st;
    spg_find_config fc;
    char err[512];
    find_config_init(&fc);
    fc.from = 1000;
    fc.to = 4999;
    assert_int_equal(filter_set(&fc.filter, "level", "2", err, sizeof err), 0);
    assert_int_equal(filter_set(&fc.filter, "start-col", "0", err, sizeof err), 0);
    assert_int_equal(filter_set(&fc.filter, "drops", "1", err, sizeof err), 0);
    fc.threads = 1;
    sink one = run(&fc);
    assert_true(one.lines > 20);
    fc.threads = 3;
    sink three = run(&fc);
    assert_string_equal(one.text, three.text);
    /* the output is in seed order */
    unsigned long last = 0;
    for (char *p = one.text; *p; p = strchr(p, '\n') + 1) {
        unsigned long v = strtoul(p, NULL, 10);
        assert_true(v > last);
        last = v;
    }
    /* three shards, put together and sorted, are the whole */
    sink parts[3];
    for (uint32_t k = 0; k < 3; k++) {
        fc.shard_k = k;
        fc.shard_n = 3;
        fc.threads = 2;
        parts[k] = run(&fc);
    }
    char *joined = sorted(parts, 3);
    assert_string_equal(joined, one.text);
    free(joined);
    for (int k = 0; k < 3; k++)
        free(parts[k].text);
    /* --count: the first N matches, whatever the threads */
    fc.shard_k = 0;
    fc.shard_n = 1;
    fc.max_matches = 7;
    fc.threads = 4;
    sink first = run(&fc);
    assert_int_equal(first.lines, 7);
    assert_memory_equal(first.text, one.text, first.len);
    free(first.text);
    free(one.text);
    free(three.text);
}

/* A whole-level filter: the matches are what a plain loop over spg_generate finds. */
static void full_filter_matches_loop(void **st)
{
    (void)st;
    spg_find_config fc;
    char err[512];
    find_config_init(&fc);
    fc.from = 0;
    fc.to = 299;
    fc.threads = 2;
    assert_int_equal(filter_set(&fc.filter, "level", "2", err, sizeof err), 0);
    assert_int_equal(filter_set(&fc.filter, "shop", "any", err, sizeof err), 0);
    assert_int_equal(filter_set(&fc.filter, "count-min", "snake=3", err, sizeof err), 0);
    sink got = run(&fc);
    spg_result *r = calloc(1, sizeof *r);
    int want = 0;
    for (uint32_t s = 0; s <= 299; s++) {
        spg_request rq = {0};
        rq.so.biome = -1;
        options_default(&rq.opt);
        rq.seed = s;
        rq.level = 2;
        assert_int_equal(spg_generate(&rq, &data, r, err, sizeof err), 0);
        int snakes = 0;
        for (int i = 0; i < r->level.nent; i++)
            snakes += !r->level.ent[i].gone && r->level.ent[i].kind == SPG_E_SNAKE;
        if (r->level.flags.shop >= 0 && snakes >= 3) {
            char head[32];
            snprintf(head, sizeof head, "%u\t2\t", s);
            assert_non_null(strstr(got.text, head));
            want++;
        }
    }
    assert_int_equal(got.lines, want);
    assert_true(want > 0);
    free(r);
    free(got.text);
}

/* A filter the level rolls decide (dark, a shop's kind) stops non-matching levels
 * before the block pass; its output is line for line what whole levels give, and a
 * build through the rolls is the whole build's rooms, shop and flags so far. */
static void rolls_filter_matches_full(void **st)
{
    (void)st;
    const char *filters[][2][2] = {{{"dark", NULL}, {"level", "3"}},
                                   {{"shop", "general-store"}, {"snake-pit", NULL}},
                                   {{"no-dark", NULL}, {"shop", "bomb-shop"}},
                                   {{"lake", NULL}, {"no-dark", NULL}},
                                   {{"graveyard", NULL}, {"level", "6"}}};
    const char *levels[] = {"3", "2", "4", "6", "6"};
    for (int k = 0; k < 5; k++) {
        spg_find_config fc;
        char err[512];
        find_config_init(&fc);
        fc.from = 0;
        fc.to = 1499;
        fc.threads = 2;
        for (int i = 0; i < 2; i++)
            assert_int_equal(
                filter_set(&fc.filter, filters[k][i][0], filters[k][i][1], err, sizeof err), 0);
        assert_int_equal(filter_set(&fc.filter, "level", levels[k], err, sizeof err), 0);
        assert_int_equal(filter_need(&fc.filter), SPG_NEED_ROLLS);
        sink quick = run(&fc);
        fc.full = true;
        sink whole = run(&fc);
        assert_int_equal(quick.lines, whole.lines);
        assert_true(quick.lines > 0);
        assert_string_equal(quick.text, whole.text);
        free(quick.text);
        free(whole.text);
    }
    spg_result *full = calloc(1, sizeof *full), *part = calloc(1, sizeof *part);
    char err[256];
    for (uint32_t s = 0; s < 200; s++) {
        spg_request rq = {0};
        rq.so.biome = -1;
        options_default(&rq.opt);
        rq.seed = s * 104729u + 11;
        rq.level = 1 + (int)(s % 16);
        assert_int_equal(spg_generate(&rq, &data, full, err, sizeof err), 0);
        rq.rolls_only = true;
        assert_int_equal(spg_generate(&rq, &data, part, err, sizeof err), 0);
        assert_memory_equal(full->level.rooms, part->level.rooms, sizeof full->level.rooms);
        assert_int_equal(full->level.flags.shop, part->level.flags.shop);
        assert_int_equal(full->level.flags.dark, part->level.flags.dark);
        assert_int_equal(full->level.flags.udjat, part->level.flags.udjat);
        for (int p = 0; p <= CLASSIC_PHASE_SPECIALS; p++)
            assert_int_equal(full->phases[p].draws, part->phases[p].draws);
        assert_true(part->draws < full->draws);
    }
    free(full);
    free(part);
}

static void totals(void **st)
{
    (void)st;
    spg_find_config fc;
    find_config_init(&fc);
    assert_true(find_total(&fc) == 4294967296ull);
    fc.from = 10;
    fc.to = 19;
    assert_true(find_total(&fc) == 10);
    fc.shard_n = 4;
    fc.shard_k = 3; /* 11, 15, 19 */
    assert_true(find_total(&fc) == 3);
    fc.shard_k = 0; /* 12, 16 */
    assert_true(find_total(&fc) == 2);
    fc.from = 20;
    assert_true(find_total(&fc) == 0);
    fc.from = 4294967295u;
    fc.to = 4294967295u;
    fc.shard_n = 1;
    assert_true(find_total(&fc) == 1);
}

static void gold_and_path_shape(void **st)
{
    (void)st;
    spg_level *l = calloc(1, sizeof *l);
    level_reset(l, 42, 34, 1, 1, 10, 8);
    l->cell[5][5] = (spg_cell){SPG_T_BRICK, SPG_C_GOLD, 0};
    l->cell[5][6] = (spg_cell){SPG_T_BRICK, SPG_C_RICH_GOLD, 0};
    l->cell[5][7] = (spg_cell){SPG_T_BRICK, SPG_C_GOLD, SPG_TF_INVINCIBLE}; /* cannot break */
    l->cell[0][7] = (spg_cell){SPG_T_BORDER, SPG_C_RICH_GOLD, SPG_TF_INVINCIBLE};
    level_add_entity(l, SPG_E_GOLD_BAR, 3, 3, 0);
    level_add_entity(l, SPG_E_GOLD_BARS, 3, 4, 0);
    level_add_entity(l, SPG_E_RUBY_BIG, 8, 8, SPG_INFO_INSIDE); /* inside a block: still gold */
    int gone = level_add_entity(l, SPG_E_SAPPHIRE_BIG, 9, 9, SPG_INFO_INSIDE);
    l->ent[gone].gone = 1;
    level_add_entity(l, SPG_E_CHEST, 2, 2, 0);       /* contents unknown: nothing */
    assert_int_equal(level_gold_value(l), 300 + 800 + 500 + 1000 + 1600);
    assert_int_equal(level_count(l, level_countable_find("gold-vein")), 1);
    assert_int_equal(level_count(l, level_countable_find("ruby")), 0); /* hidden */
    /* a path: right along row 0, down at 3, left to 1, down twice, exit at 1 */
    int8_t rooms[4][4] = {{1, 1, 1, 2}, {0, 2, 1, 3}, {0, 2, 0, 0}, {0, 3, 0, 0}};
    memcpy(l->rooms, rooms, sizeof rooms);
    l->start_x = 0;
    l->start_y = 0;
    l->exit_x = 1;
    l->exit_y = 3;
    int xs[16], ys[16];
    int n = level_path_order(l, xs, ys);
    int want_x[] = {0, 1, 2, 3, 3, 2, 1, 1, 1}, want_y[] = {0, 0, 0, 0, 1, 1, 1, 2, 3};
    assert_int_equal(n, 9);
    assert_int_equal(level_path_rooms(l), 9);
    for (int i = 0; i < n; i++) {
        assert_int_equal(xs[i], want_x[i]);
        assert_int_equal(ys[i], want_y[i]);
    }
    assert_int_equal(level_straight_drops(l), 1); /* room (1,2): in from above, out below */
    char buf[512];
    filter_summary(l, SPG_NEED_PATH, -1, buf, sizeof buf);
    assert_string_equal(buf, "start=0 exit=1 path=9 drops=1 shop-room=none snake-pit=no");
    free(l);
}

/* The numbers (first column) of a search's lines, one a line. */
static char *numbers(const sink *s)
{
    char *out = malloc(s->len + 1), *o = out;
    for (const char *p = s->text; *p;) {
        size_t n = strcspn(p, "\t,");
        if (*p == '{') { /* JSON: the value of the first member */
            const char *c = strchr(p, ':') + 1;
            n = strcspn(c, ",");
            p = c;
        }
        memcpy(o, p, n);
        o += n;
        *o++ = '\n';
        p = strchr(p, '\n') + 1;
    }
    *o = 0;
    return out;
}

/* The path scan finds what path-only builds find, line for line, on ranges sampled over
 * the state space, for every path filter, several levels, both formats and shards; and
 * the later areas' path-decided specials (the Moai, ...) match the levels built whole. */
static void scan_matches_slow_path(void **st)
{
    (void)st;
    const char *filters[][2][2] = {{{"exit-col", "0"}, {"drops", "2"}},
                                   {{"start-col", "3"}, {"path-length-max", "5"}},
                                   {{"snake-pit", NULL}, {"shop", "none"}},
                                   {{"shop", "any"}, {"path-length-min", "9"}},
                                   {{"moai", NULL}, {"exit-col", "1"}},
                                   {{"sacrifice-pit", NULL}, {"no-snake-pit", NULL}},
                                   {{"lake", NULL}, {"drops", "0"}},
                                   {{"black-market", NULL}, {"shop", "any"}}};
    const char *levels[] = {"1", "2", "1", "3", "9", "14", "6", "10"};
    const uint32_t starts[] = {0, 0x40000000u, 0x9E3779B9u, 0xFFFFF000u};
    int seen = 0;
    for (int k = 0; k < 8; k++)
        for (int r = 0; r < 4; r++) {
            spg_find_config fc;
            char err[512];
            find_config_init(&fc);
            fc.states = true;
            fc.from = starts[r];
            fc.to = starts[r] + 4095;
            fc.threads = 2;
            fc.json = r == 1;
            if (r == 2)
                fc.shard_k = 1, fc.shard_n = 3;
            if (k == 6)
                fc.base.opt.lake = 1;
            if (k == 7) /* the market's door taken on level 5 */
                fc.base.opt.market_door_level = 5;
            for (int i = 0; i < 2; i++)
                assert_int_equal(
                    filter_set(&fc.filter, filters[k][i][0], filters[k][i][1], err, sizeof err), 0);
            assert_int_equal(filter_set(&fc.filter, "level", levels[k], err, sizeof err), 0);
            assert_true(find_scans(&fc));
            sink fast = run(&fc);
            fc.no_scan = true;
            assert_false(find_scans(&fc));
            sink slow = run(&fc);
            assert_int_equal(fast.lines, slow.lines);
            assert_string_equal(fast.text, slow.text);
            seen += fast.lines > 0;
            if (k >= 4 && r == 0) { /* the specials: the same states as whole levels */
                fc.full = true;
                sink whole = run(&fc);
                char *a = numbers(&fast), *b = numbers(&whole);
                assert_string_equal(a, b);
                free(a);
                free(b);
                free(whole.text);
            }
            free(fast.text);
            free(slow.text);
        }
    assert_true(seen >= 20);
    /* level 1 seeds are level 1 states: the scan serves them too */
    spg_find_config fc;
    char err[512];
    find_config_init(&fc);
    fc.from = 1000;
    fc.to = 30000;
    assert_int_equal(filter_set(&fc.filter, "exit-col", "3", err, sizeof err), 0);
    assert_true(find_scans(&fc));
    sink fast = run(&fc);
    fc.no_scan = true;
    sink slow = run(&fc);
    assert_true(fast.lines > 100);
    assert_string_equal(fast.text, slow.text);
    free(fast.text);
    free(slow.text);
    /* and not where a path cannot be walked alone; level 16's states are scanned too (its
     * hall replayed) and find what path-only builds find */
    assert_int_equal(filter_set(&fc.filter, "level", "3", err, sizeof err), 0);
    fc.no_scan = false;
    assert_false(find_scans(&fc));
    fc.states = true;
    assert_true(find_scans(&fc));
    assert_int_equal(filter_set(&fc.filter, "level", "16", err, sizeof err), 0);
    assert_true(find_scans(&fc));
    fc.from = 2000000000;
    fc.to = 2000004095;
    fast = run(&fc);
    fc.no_scan = true;
    slow = run(&fc);
    assert_true(fast.lines > 100);
    assert_string_equal(fast.text, slow.text);
    free(fast.text);
    free(slow.text);
}

/* A progress callback that stops the search after its second chunk: the search stops
 * there, with every match of those chunks emitted and no other. */
static int stop_after_two(const spg_find_stats *st, void *ctx)
{
    int *calls = ctx;
    (void)st;
    return ++*calls >= 2;
}

static void progress_can_stop(void **st)
{
    (void)st;
    spg_find_config fc;
    char err[512];
    find_config_init(&fc);
    fc.states = true;
    fc.from = 0;
    fc.to = 10000000;
    fc.threads = 2;
    assert_int_equal(filter_set(&fc.filter, "exit-col", "2", err, sizeof err), 0);
    int calls = 0;
    spg_find_stats stats;
    assert_int_equal(find_run(&fc, &data, NULL, stop_after_two, &calls, &stats, err, sizeof err), 0);
    assert_int_equal(calls, 2);
    assert_int_equal(stats.searched, 2 * 65536);
    /* what those 2 chunks hold */
    fc.to = 2 * 65536 - 1;
    sink all = run(&fc);
    assert_int_equal(stats.matches, (uint64_t)all.lines);
    free(all.text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parsing),
        cmocka_unit_test(needs),
        cmocka_unit_test(path_from_previous_state),
        cmocka_unit_test(deterministic_and_sharded),
        cmocka_unit_test(full_filter_matches_loop),
        cmocka_unit_test(rolls_filter_matches_full),
        cmocka_unit_test(scan_matches_slow_path),
        cmocka_unit_test(progress_can_stop),
        cmocka_unit_test(totals),
        cmocka_unit_test(gold_and_path_shape),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
