/* test_debugger.c — the explorer's debugger on the library side: breakpoint specs
 * (parsing, what they match, searching a trace both ways), watch targets (which events
 * change them) and the numbered list `continue` runs over.  Searches are checked against
 * the plainest scan of the trace a test can write. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "explore/diff.h"
#include "explore/inspect_expr.h"
#include "explore/sitesource.h"
#include "explore/whyshape.h"
#include "explore/commands.h"
#include "explore/stepper.h"
#include "explore/stops.h"
#include "explore/textsearch.h"
#include "whatif.h"
#include "gen.h"
#include "quirks.h"
#include "fixture.h"

static void build(uint32_t seed, int level)
{
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = SPG_STYLE_CLASSIC;
    rq.seed = seed;
    rq.level = level;
    rq.trace = true;
    options_default(&rq.opt);
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
}

static const spg_event *draw_ev(uint32_t d)
{
    return &res->trace.ev[res->trace.draw_event[d - 1]];
}

static void parse_ok(const char *text, bp_spec *s)
{
    char err[256];
    if (bp_spec_parse(text, res, s, err, sizeof err) != 0)
        fail_msg("'%s' did not parse: %s", text, err);
}

static void parse_bad(const char *text, const char *says)
{
    bp_spec s;
    char err[256];
    if (bp_spec_parse(text, res, &s, err, sizeof err) == 0) {
        bp_spec_free(&s);
        fail_msg("'%s' parsed", text);
    }
    if (!strstr(err, says))
        fail_msg("'%s': the message '%s' does not say '%s'", text, err, says);
}

/* The canonical text of a spec. */
static void round_trip(const char *text, const char *want)
{
    bp_spec s;
    char buf[256];
    parse_ok(text, &s);
    bp_spec_format(&s, buf, sizeof buf);
    assert_string_equal(buf, want);
    bp_spec_free(&s);
}

static void test_parse(void **st)
{
    (void)st;
    build(1, 1);
    round_trip("path.walk.middle", "path.walk.middle");
    round_trip("  mines.bat   if value==1 ", "mines.bat if value == 1");
    round_trip("phase path", "phase path");
    round_trip("phase pa", "phase path"); /* a prefix, resolved against the level */
    round_trip("value <= 2", "value <= 2");
    round_trip("value > -3 and value != 7", "value > -3 and value != 7");
    round_trip("decided ~ walk-else", "decided ~ walk-else");
    round_trip("decided ~ blocked at the edge and value == 4",
               "decided ~ blocked at the edge and value == 4");
    round_trip("decided !~ 'a and b' and value = 2", "decided !~ a and b and value == 2");
    round_trip("path.walk.* phase path if decided ~ left", "path.walk.* phase path if decided ~ left");
    parse_bad("", "needs a site, a phase or a condition");
    parse_bad("phase nowhere", "not a phase of this level");
    parse_bad("mines.bat mines.snake", "one site glob");
    parse_bad("mines.bat if", "needs a condition");
    parse_bad("mines.bat if value", "needs a comparison");
    parse_bad("mines.bat if value ==", "needs a number");
    parse_bad("mines.bat if value == x1", "not a number");
    parse_bad("mines.bat if value == 99999999999", "not a number");
    parse_bad("if decided == 3", "takes ~");
    parse_bad("if decided ~ 'open", "quote is not closed");
    parse_bad("if decided ~ (", "not a regular expression");
    parse_bad("if value == 1 then value == 2", "join conditions with 'and'"); /* or is a joiner now */
    parse_bad("if colour == 1", "not a condition");
    parse_bad("if value == 1 and value == 2 and value == 3 and value == 4 and value == 5",
              "at most 4");
}

/* What a spec should stop at, written out by hand for one spec at a time. */
typedef bool (*oracle)(const spg_event *e);

static bool o_middle(const spg_event *e) { return e->site && strcmp(e->site->name, "path.walk.middle") == 0; }
static bool o_walk(const spg_event *e) { return e->site && strncmp(e->site->name, "path.walk.", 10) == 0; }
static bool o_bat1(const spg_event *e)
{
    return e->site && strcmp(e->site->name, "mines.bat") == 0 && e->value == 1;
}
static bool o_else(const spg_event *e) { return e->text && strstr(e->text, "walk-else"); }
static bool o_path5(const spg_event *e)
{
    return e->phase < res->nphases && strcmp(res->phases[e->phase].name, "path") == 0 &&
           e->value <= 2 && e->value >= 0;
}

static void check_search(const char *text, oracle want, uint32_t at_least)
{
    bp_spec s;
    parse_ok(text, &s);
    uint32_t n = (uint32_t)res->trace.ndraws, hits = 0;
    /* forward from every hit (and from 0) lands on the next one; backward likewise */
    uint32_t prev = 0;
    for (uint32_t d = 1; d <= n; d++) {
        bool w = want(draw_ev(d));
        assert_int_equal(bp_spec_matches(&s, res, draw_ev(d)), w);
        if (!w)
            continue;
        hits++;
        assert_int_equal(bp_spec_find(&s, res, prev, +1), d);
        assert_int_equal(bp_spec_find(&s, res, d, -1), prev);
        /* from a position between two hits too */
        if (d - prev > 2) {
            assert_int_equal(bp_spec_find(&s, res, d - 1, +1), d);
            assert_int_equal(bp_spec_find(&s, res, prev + 1, -1), prev);
        }
        prev = d;
    }
    assert_int_equal(bp_spec_find(&s, res, prev, +1), 0); /* no wrapping */
    assert_int_equal(bp_spec_find(&s, res, n + 1, -1), prev);
    assert_int_equal(bp_spec_count(&s, res), hits);
    if (hits < at_least)
        fail_msg("'%s' stops at %u draws, fewer than %u: the test would prove little", text, hits,
                 at_least);
    bp_spec_free(&s);
}

static void test_search(void **st)
{
    (void)st;
    build(1, 1);
    check_search("path.walk.middle", o_middle, 2);
    check_search("path.walk", o_walk, 3);
    check_search("path.walk.*", o_walk, 3);
    check_search("mines.bat if value == 1", o_bat1, 1);
    check_search("decided ~ WALK-ELSE", o_else, 1);
    check_search("phase path if value >= 0 and value <= 2", o_path5, 3);
    /* seed 1's walk: #305 is its first middle roll, #306 the walk-else bounce (as
     * `spelgen trace --seed 1` lists them) */
    bp_spec s;
    parse_ok("path.walk.middle", &s);
    assert_int_equal(bp_spec_find(&s, res, 0, +1), 305);
    bp_spec_free(&s);
    parse_ok("decided ~ walk-else", &s);
    assert_int_equal(bp_spec_find(&s, res, 0, +1), 306);
    bp_spec_free(&s);
}

/* The plainest model of a tile's changes: every event of the log in order, the tile's
 * value kept by hand. */
static size_t tile_model(int x, int y, size_t *out, size_t max)
{
    int kind = SPG_T_EMPTY, content = 0, flags = 0;
    size_t n = 0;
    for (size_t i = 0; i < res->trace.n; i++) {
        const spg_event *e = &res->trace.ev[i];
        if (e->focus.x != x || e->focus.y != y)
            continue;
        bool change = false;
        if (e->kind == SPG_EV_TILE && (e->value != kind || e->a != content || e->b != flags)) {
            kind = e->value;
            content = e->a;
            flags = e->b;
            change = true;
        }
        if (e->kind == SPG_EV_ENTITY || e->kind == SPG_EV_ENTITY_GONE)
            change = true;
        if (change && n < max)
            out[n++] = i;
    }
    return n;
}

typedef struct collect {
    size_t ev[512];
    size_t n;
} collect;

static bool collect_one(const watch_change *c, void *ctx)
{
    collect *k = ctx;
    if (k->n < 512)
        k->ev[k->n++] = c->event;
    return true;
}

static void watch_ok(const char *text, watch_target *w)
{
    char err[256];
    if (watch_parse(text, res, w, err, sizeof err) != 0)
        fail_msg("watch '%s': %s", text, err);
}

static void watch_bad(const char *text, const char *says)
{
    watch_target w;
    char err[256];
    if (watch_parse(text, res, &w, err, sizeof err) == 0)
        fail_msg("watch '%s' parsed", text);
    if (!strstr(err, says))
        fail_msg("watch '%s': the message '%s' does not say '%s'", text, err, says);
}

/* The changes' words, kept (a room's code in its style's words). */
typedef struct words {
    char after[16][64];
    size_t n;
} words;

static bool keep_words(const watch_change *c, void *ctx)
{
    words *k = ctx;
    if (k->n < 16)
        snprintf(k->after[k->n++], sizeof k->after[0], "%s", c->after);
    return true;
}

/* watch room on a fools level: a room's code is its type, in the fools style's words
 * (its registry entry's room_code_name), not a classic room's meaning; and :level is
 * bounded by the style's one level a seed, in its word. */
static void test_watch_room_in_its_styles_words(void **st)
{
    (void)st;
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = SPG_STYLE_FOOLS;
    rq.seed = 1;
    rq.level = 1;
    rq.trace = true;
    rq.so.biome = -1;
    options_default(&rq.opt);
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
    const spg_style_impl *fools = spg_style_of(res);
    size_t coded = 0;
    for (int y = 0; y < SPG_ROOMS_Y; y++)
        for (int x = 0; x < SPG_ROOMS_X; x++) {
            char text[32];
            snprintf(text, sizeof text, "room %d %d", x, y);
            watch_target w;
            watch_ok(text, &w);
            words got = {{{0}}, 0};
            watch_changes(&w, res, keep_words, &got);
            for (size_t i = 0; i < got.n; i++) {
                int code;
                if (sscanf(got.after[i], "code %d", &code) != 1)
                    continue;
                char want[64];
                snprintf(want, sizeof want, "code %d (%s)", code, fools->room_code_name(code));
                assert_string_equal(got.after[i], want);
                coded++;
            }
        }
    assert_true(coded > 0);
    /* the entrance (8) and the exit (9) are codes a classic room's meaning lacks */
    assert_string_equal(fools->room_code_name(8), "entrance");
    assert_string_not_equal(room_code_meaning(8), "entrance");

    stepper s;
    memset(&s, 0, sizeof s); /* stepper_init takes a zeroed stepper or an earlier one */
    assert_int_equal(stepper_init(&s, res), 0);
    explore_cmd c;
    assert_int_equal(explore_cmd_parse("level 1", &s, &c, err, sizeof err), 0);
    assert_int_equal(explore_cmd_parse("level 2", &s, &c, err, sizeof err), -1);
    assert_string_equal(err, "'2' is not a level: the fools style has one level a seed");
    stepper_free(&s);
}

static void test_watch_tiles(void **st)
{
    (void)st;
    build(1, 1);
    size_t total = 0;
    /* a row across the top of the level and a column down it: border, rooms, blocks */
    for (int k = 0; k < res->level.w + res->level.h; k++) {
        int x = k < res->level.w ? k : 21, y = k < res->level.w ? 1 : k - res->level.w;
        char text[32];
        snprintf(text, sizeof text, "%d %d", x, y);
        watch_target w;
        watch_ok(text, &w);
        size_t want[512];
        size_t nw = tile_model(x, y, want, 512);
        collect got = {{0}, 0};
        assert_int_equal(watch_changes(&w, res, collect_one, &got), nw);
        assert_int_equal(got.n, nw);
        for (size_t i = 0; i < nw; i++)
            assert_int_equal(got.ev[i], want[i]);
        total += nw;
        /* c and C from between the changes */
        for (size_t i = 0; i < nw; i++) {
            uint32_t p = watch_pos_of_event(res, want[i]);
            watch_change c;
            assert_true(watch_find(&w, res, p ? p - 1 : 0, +1, &c) || p == 0);
            if (p > 0)
                assert_int_equal(watch_pos_of_event(res, c.event), p);
            if (watch_find(&w, res, p, -1, &c))
                assert_true(watch_pos_of_event(res, c.event) < p);
        }
    }
    assert_true(total > 50);
}

static void test_watch_other(void **st)
{
    (void)st;
    build(1, 1);
    watch_target w;
    char buf[64];
    watch_ok("room 1 2", &w);
    watch_format(&w, buf, sizeof buf);
    assert_string_equal(buf, "room 1 2");
    /* a code or layout counts only when it differs (path rooms are set again as the walk
     * comes back); every chunk counts */
    size_t n = 0;
    for (int ry = 0; ry < 4; ry++)
        for (int rx = 0; rx < 4; rx++) {
            w.x = rx;
            w.y = ry;
            size_t want = 0;
            int code = -1000, layout = -1000;
            for (size_t i = 0; i < res->trace.n; i++) {
                const spg_event *e = &res->trace.ev[i];
                if (e->rx != rx || e->ry != ry)
                    continue;
                if (e->kind == SPG_EV_ROOM_CODE && e->value != code) {
                    code = e->value;
                    want++;
                }
                if (e->kind == SPG_EV_LAYOUT && e->value != layout) {
                    layout = e->value;
                    want++;
                }
                want += e->kind == SPG_EV_CHUNK;
            }
            assert_int_equal(watch_changes(&w, res, NULL, NULL), want);
            n += want;
        }
    assert_true(n >= 16 + 10);
    watch_ok("entity BAT", &w);
    watch_format(&w, buf, sizeof buf);
    assert_string_equal(buf, "entity bat");
    size_t bats = 0;
    for (size_t i = 0; i < res->trace.n; i++)
        bats += (res->trace.ev[i].kind == SPG_EV_ENTITY || res->trace.ev[i].kind == SPG_EV_ENTITY_GONE) &&
                res->trace.ev[i].value == SPG_E_BAT;
    assert_int_equal(watch_changes(&w, res, NULL, NULL), bats);
    watch_ok("entity giant-spider", &w);
    assert_int_equal(w.entity, SPG_E_GIANT_SPIDER);
    watch_bad("", "needs a target");
    watch_bad("12", "is no target; write watch X Y");
    watch_bad("99 1", "not a tile of the level");
    watch_bad("room 4 0", "not a room");
    watch_bad("room 1", "column and row");
    watch_bad("entity dragon", "not an entity kind");
    watch_bad("flag nonesuch", "is not a flag; flags are the JSON's: snake_pit, shop");
    /* the JSON's flags, whether or not the level changes them (issue 26) */
    watch_ok("flag giant_spider", &w);
    watch_ok("flag shop", &w);
    watch_ok("flag kali-altar", &w);
    assert_string_equal(w.flag, "kali_altar");
    watch_bad("1 2 3 4 5", "too many");
}

static void test_stops(void **st)
{
    (void)st;
    build(1, 1);
    stop_list l;
    memset(&l, 0, sizeof l);
    char err[256];
    assert_int_equal(stops_add_break(&l, "path.walk.middle", res, err, sizeof err), 1);
    assert_int_equal(stops_add_break(&l, "decided ~ walk-else", res, err, sizeof err), 2);
    assert_int_equal(stops_add_break(&l, "phase nowhere", res, err, sizeof err), -1);
    assert_int_equal(l.n, 2);
    assert_int_equal(stops_add_watch(&l, "21 1", res, err, sizeof err), 3);
    stop_hit h;
    assert_true(stops_next(&l, res, 0, +1, &h));
    /* the tile (21,1) is border brick before the first draw: its change is at 0, so the
     * walk's #305 comes first going forward */
    assert_int_equal(h.pos, 305);
    assert_int_equal(h.number, 1);
    assert_true(stops_next(&l, res, 305, +1, &h));
    assert_int_equal(h.pos, 306); /* both 1 and 2 stop here: the lower number says */
    assert_int_equal(h.number, 1);
    char buf[320];
    stops_describe(&l, res, &h, buf, sizeof buf);
    assert_non_null(strstr(buf, "breakpoint 1 (path.walk.middle): draw #306 rand(1,5) = 3"));
    stops_get(&l, 1)->enabled = false;
    assert_true(stops_next(&l, res, 305, +1, &h));
    assert_int_equal(h.number, 2);
    assert_int_equal(h.pos, 306);
    /* backward from the end: the tile's last change or a later walk-else, whichever is later */
    assert_true(stops_next(&l, res, res->trace.ndraws, -1, &h));
    watch_change c;
    watch_target w;
    watch_ok("21 1", &w);
    assert_true(watch_find(&w, res, res->trace.ndraws, -1, &c));
    uint32_t tile_last = watch_pos_of_event(res, c.event);
    bp_spec s;
    parse_ok("decided ~ walk-else", &s);
    uint32_t else_last = bp_spec_find(&s, res, res->trace.ndraws, -1);
    bp_spec_free(&s);
    assert_int_equal(h.pos, tile_last > else_last ? tile_last : else_last);
    /* numbers are not reused */
    assert_true(stops_delete(&l, 2));
    assert_false(stops_delete(&l, 2));
    assert_int_equal(stops_add_break(&l, "mines.bat", res, err, sizeof err), 4);
    assert_non_null(stops_get(&l, 3));
    assert_null(stops_get(&l, 2));
    stops_clear(&l);
    assert_int_equal(l.n, 0);
    assert_false(stops_next(&l, res, 0, +1, &h));
}

static uint32_t find_re(const text_index *ix, const char *pattern, uint32_t from, int dir,
                        bool *wrapped, bool *literal)
{
    regex_t re;
    char err[128];
    assert_int_equal(text_search_compile(&re, pattern, literal, err, sizeof err), 0);
    uint32_t d = text_index_find(ix, &re, from, dir, wrapped);
    regfree(&re);
    return d;
}

static void test_text_search(void **st)
{
    (void)st;
    build(1, 1);
    text_index ix;
    memset(&ix, 0, sizeof ix);
    assert_int_equal(text_index_build(&ix, res), 0);
    assert_int_equal(ix.ndraws, res->trace.ndraws);
    /* what the log shows: number, call=value, decision, site, the tile; and the effects */
    const char *w = text_index_words(&ix, 305);
    assert_non_null(strstr(w, "#305 rand(1,5)=1 (= 1) left  path.walk.middle: 1-2 left"));
    assert_non_null(strstr(w, "at 21,1"));
    assert_non_null(strstr(text_index_words(&ix, 1005), "\n=> tile (21,1) becomes brick"));
    bool wrapped, literal;
    /* the two turns walk-else makes (its no-ops, "walk-else's other way", are not these) */
    assert_int_equal(find_re(&ix, "walk-else\\)", 0, +1, &wrapped, &literal), 306);
    assert_false(wrapped);
    assert_false(literal);
    assert_int_equal(find_re(&ix, "walk-else\\)", 306, +1, &wrapped, &literal), 314);
    assert_int_equal(find_re(&ix, "WALK-ELSE\\)", 314, +1, &wrapped, &literal), 306);
    assert_true(wrapped);
    assert_int_equal(find_re(&ix, "walk-else\\)", 306, -1, &wrapped, &literal), 314);
    assert_true(wrapped);
    assert_int_equal(find_re(&ix, "tile \\(21,1\\) becomes", 0, +1, &wrapped, &literal), 1005);
    assert_int_equal(find_re(&ix, "^=> bat placed", 0, +1, &wrapped, &literal),
                     find_re(&ix, "bat placed at", 0, +1, &wrapped, &literal));
    /* no regex: searched as the text typed */
    assert_int_equal(find_re(&ix, "rand(1,5", 0, +1, &wrapped, &literal), 305);
    assert_true(literal);
    assert_int_equal(find_re(&ix, "no such words anywhere", 0, +1, &wrapped, &literal), 0);
    assert_false(wrapped);
    /* every match, both ways, against regexec on each draw's words */
    regex_t re;
    assert_int_equal(text_search_compile(&re, "=1 .*mines\\.(bat|snake)", &literal, NULL, 0), 0);
    uint32_t prev = 0, first = 0, hits = 0;
    for (uint32_t d = 1; d <= ix.ndraws; d++) {
        if (regexec(&re, text_index_words(&ix, d), 0, NULL, 0) != 0)
            continue;
        hits++;
        if (!first)
            first = d;
        assert_int_equal(text_index_find(&ix, &re, prev ? prev : 0, +1, &wrapped), d);
        if (prev)
            assert_int_equal(text_index_find(&ix, &re, d, -1, &wrapped), prev);
        prev = d;
    }
    assert_true(hits >= 2);
    assert_int_equal(text_index_find(&ix, &re, prev, +1, &wrapped), first);
    assert_true(wrapped);
    regfree(&re);
    text_index_free(&ix);
}

/* What if: draw #304 of seed 2 (the walk's first move, rand(5,7) in the right column)
 * forced to 5 sends the walk down.  The LCG goes on as drawn: every draw's state is the
 * unforced one's, every value before #304 too. */
static void test_force(void **st)
{
    (void)st;
    char err[256];
    spg_force f;
    assert_int_equal(whatif_parse("304=5", &f, err, sizeof err), 0);
    assert_int_equal(f.draw, 304);
    assert_int_equal(f.value, 5);
    assert_int_equal(whatif_parse("304", &f, err, sizeof err), -1);
    assert_int_equal(whatif_parse("0=1", &f, err, sizeof err), -1);
    assert_int_equal(whatif_parse("3=x", &f, err, sizeof err), -1);
    assert_int_equal(whatif_parse("3=-2", &f, err, sizeof err), 0);
    assert_int_equal(f.value, -2);

    build(2, 1);
    spg_result *plain = calloc(1, sizeof *plain);
    assert_non_null(plain);
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = SPG_STYLE_CLASSIC;
    rq.seed = 2;
    rq.level = 1;
    rq.trace = true;
    options_default(&rq.opt);
    assert_int_equal(spg_generate(&rq, &data, plain, err, sizeof err), 0);
    assert_int_equal(whatif_check_draw(plain, 304, 5, err, sizeof err), 0);
    assert_int_equal(whatif_check_draw(plain, 304, 8, err, sizeof err), -1);
    assert_non_null(strstr(err, "draw #304 is rand(5,7), so its value is 5-7"));
    assert_int_equal(whatif_check_draw(plain, 999999, 1, err, sizeof err), -1);
    assert_non_null(strstr(err, "there is no draw #999999"));
    /* the unforced level differs from itself nowhere */
    level_diff *d = malloc(sizeof *d);
    assert_non_null(d);
    level_diff_compute(&plain->level, &plain->level, d);
    assert_int_equal(d->ntiles, 0);
    assert_int_equal(d->nrooms, 0);

    spg_force force = {304, 5};
    rq.force = &force;
    rq.nforce = 1;
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
    assert_int_equal(whatif_check(&force, 1, res, err, sizeof err), 0);
    const spg_trace *a = &plain->trace, *b = &res->trace;
    size_t n = a->ndraws < b->ndraws ? a->ndraws : b->ndraws;
    for (size_t k = 0; k < n; k++) {
        const spg_event *ea = &a->ev[a->draw_event[k]], *eb = &b->ev[b->draw_event[k]];
        assert_int_equal(ea->state, eb->state);
        if (k + 1 < 304)
            assert_int_equal(ea->value, eb->value);
    }
    assert_int_not_equal(a->ev[a->draw_event[303]].value, 5);
    assert_int_equal(b->ev[b->draw_event[303]].value, 5);
    assert_string_equal(b->ev[b->draw_event[303]].text, "down");
    /* the start room (3,0) now leads down into (3,1) */
    assert_int_equal(res->level.rooms[1][3] != 0, true);
    assert_int_equal(plain->level.rooms[0][2] != 0, true); /* unforced, the walk went left */
    level_diff_compute(&res->level, &plain->level, d);
    assert_true(d->ntiles > 0);
    assert_true(d->room[1][3] || d->room[0][2]);
    int rooms = 0;
    for (int ry = 0; ry < 4; ry++)
        for (int rx = 0; rx < 4; rx++) {
            bool differs = res->level.rooms[ry][rx] != plain->level.rooms[ry][rx];
            if (differs)
                assert_true(d->room[ry][rx]);
            rooms += d->room[ry][rx];
        }
    assert_int_equal(rooms, d->nrooms);
    /* a force the style did not take is refused */
    spg_force wrong = {304, 6};
    assert_int_equal(whatif_check(&wrong, 1, res, err, sizeof err), -1);
    assert_non_null(strstr(err, "cannot be forced"));
    char buf[64];
    spg_force two[2] = {{304, 5}, {400, 2}};
    whatif_format(two, 2, buf, sizeof buf);
    assert_string_equal(buf, "force #304=5 #400=2");
    free(d);
    spg_result_free(plain);
    free(plain);
}

/* Two generations: seed 1 with and without the walk-else quirk part at #306, where the
 * walk bounces (same site and value, another decision); a level against itself agrees. */
static void test_diff(void **st)
{
    (void)st;
    char err[256];
    spg_result *b = calloc(1, sizeof *b);
    assert_non_null(b);
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = SPG_STYLE_CLASSIC;
    rq.seed = 1;
    rq.level = 1;
    rq.trace = true;
    options_default(&rq.opt);
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
    assert_int_equal(spg_generate(&rq, &data, b, err, sizeof err), 0);
    level_compare c;
    assert_int_equal(diff_compare(res, b, &c), 0);
    assert_int_equal(c.diverge, 0);
    assert_int_equal(c.d.ntiles + c.d.nrooms + c.n_only_a + c.n_only_b + c.nflags, 0);
    diff_free(&c);
    int q = quirk_find("walk-else");
    assert_true(q >= 0);
    rq.opt.quirks &= ~(1u << q);
    assert_int_equal(spg_generate(&rq, &data, b, err, sizeof err), 0);
    assert_int_equal(diff_compare(res, b, &c), 0);
    assert_int_equal(c.diverge, 306);
    const spg_event *x = &res->trace.ev[res->trace.draw_event[305]];
    const spg_event *y = &b->trace.ev[b->trace.draw_event[305]];
    assert_int_equal(x->value, y->value);
    assert_string_not_equal(x->text, y->text);
    for (uint32_t d = 1; d < 306; d++)
        assert_int_equal(res->trace.ev[res->trace.draw_event[d - 1]].value,
                         b->trace.ev[b->trace.draw_event[d - 1]].value);
    /* the entities on one side only balance the live counts */
    int la = 0, lb = 0;
    for (int i = 0; i < res->level.nent; i++)
        la += !res->level.ent[i].gone;
    for (int i = 0; i < b->level.nent; i++)
        lb += !b->level.ent[i].gone;
    assert_int_equal(c.n_only_a - c.n_only_b, la - lb);
    assert_true(c.n_only_a > 0 && c.d.nrooms > 0 && c.d.ntiles > 0);
    for (int ry = 0; ry < 4; ry++)
        for (int rx = 0; rx < 4; rx++)
            if (res->level.rooms[ry][rx] != b->level.rooms[ry][rx])
                assert_true(c.d.room[ry][rx]);
    diff_free(&c);
    spg_result_free(b);
    free(b);
}

/* What stands above the map (row -1) counts on the top row's tile below it when two
 * levels are compared: the what-if and diff marks see a change there. */
static void test_diff_above_the_map(void **st)
{
    (void)st;
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = SPG_STYLE_CLASSIC;
    rq.seed = 2; /* an Ice Caves level with treasure on its top border */
    rq.level = 9;
    rq.from_state = true;
    options_default(&rq.opt);
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
    spg_level *other = malloc(sizeof *other);
    level_diff *d = malloc(sizeof *d);
    assert_non_null(other);
    assert_non_null(d);
    memcpy(other, &res->level, sizeof *other);
    int id = -1;
    for (int i = 0; i < other->nent && id < 0; i++)
        if (other->ent[i].y == -1 && !other->ent[i].gone)
            id = i;
    assert_true(id >= 0);
    level_diff_compute(&res->level, other, d);
    assert_int_equal(d->ntiles, 0);
    other->ent[id].gone = 1;
    level_diff_compute(&res->level, other, d);
    assert_int_equal(d->ntiles, 1);
    assert_true(d->tile[0][other->ent[id].x]);
    free(d);
    free(other);
}

/* Conditions joined by or (||) as well as and (&&), and binding tighter: each spec's
 * draws are the plainest scan's, and its canonical text reads back the same. */
static void test_or(void **st)
{
    (void)st;
    build(1, 1);
    round_trip("path.walk.middle if value == 1 || value == 3",
               "path.walk.middle if value == 1 or value == 3");
    round_trip("path.walk.middle if value == 1 && decided ~ right or value == 3",
               "path.walk.middle if value == 1 and decided ~ right or value == 3");
    round_trip("decided ~ walk-else || decided ~ ^down$", "decided ~ walk-else or decided ~ ^down$");
    parse_bad("path.walk if value == 1 xor value == 2", "join conditions with 'and' or 'or'");
    bp_spec s;
    parse_ok("path.walk.middle if value == 1 and decided ~ right or value == 3", &s);
    uint32_t want = 0, got = 0;
    for (uint32_t d = 1; d <= res->trace.ndraws; d++) {
        const spg_event *e = draw_ev(d);
        bool mid = e->site && strcmp(e->site->name, "path.walk.middle") == 0;
        bool right = e->text && strstr(e->text, "right");
        bool m = mid && ((e->value == 1 && right) || e->value == 3);
        want += m;
        if (m != bp_spec_matches(&s, res, e))
            fail_msg("draw %u: the spec says %d", d, !m);
    }
    got = bp_spec_count(&s, res);
    assert_int_equal(got, want);
    assert_true(want >= 2);
    /* the search over the trace agrees with the match, both ways */
    uint32_t first = bp_spec_find(&s, res, 0, +1);
    assert_true(first > 0 && bp_spec_matches(&s, res, draw_ev(first)));
    bp_spec_free(&s);
}

/* Conditions on the level's state at the draw (after it, as the explorer shows it): a
 * tile's kind, a room's code, a flag.  Checked against the stepper's replay of the level
 * at each draw, in order and out of it (a search back, a count, single matches). */
static void test_state_conds(void **st)
{
    (void)st;
    build(1, 1);
    stepper sp;
    memset(&sp, 0, sizeof sp);
    assert_int_equal(stepper_init(&sp, res), 0);
    static const char *const specs[] = {"earth.* if tile 21 1 == brick",
                                        "path.walk.middle if room 1 0 == 1 or value == 3",
                                        "tile 22 1 != empty and room 2 0 >= 1"};
    for (int k = 0; k < 3; k++) {
        bp_spec s;
        parse_ok(specs[k], &s);
        uint32_t want = 0, first = 0, last = 0;
        for (uint32_t d = 1; d <= res->trace.ndraws; d++) {
            stepper_seek(&sp, d);
            const spg_event *e = draw_ev(d);
            bool site = k == 0 ? strncmp(e->site->name, "earth.", 6) == 0
                        : k == 1 ? strcmp(e->site->name, "path.walk.middle") == 0 : true;
            bool m = site && (k == 0   ? sp.cur.L.cell[1][21].kind == SPG_T_BRICK
                              : k == 1 ? sp.cur.L.rooms[0][1] == 1 || e->value == 3
                                       : sp.cur.L.cell[1][22].kind != SPG_T_EMPTY &&
                                             sp.cur.L.rooms[0][2] >= 1);
            if (m != bp_spec_matches(&s, res, e))
                fail_msg("'%s' at draw %u: the spec says %d", specs[k], d, !m);
            want += m;
            if (m && !first)
                first = d;
            if (m)
                last = d;
        }
        assert_true(want > 0);
        assert_int_equal(bp_spec_count(&s, res), want);
        assert_int_equal(bp_spec_find(&s, res, 0, +1), first);
        assert_int_equal(bp_spec_find(&s, res, res->trace.ndraws + 1, -1), last);
        /* a single match out of order (the scan starts again) */
        assert_int_equal(bp_spec_matches(&s, res, draw_ev(first)), true);
        bp_spec_free(&s);
    }
    round_trip("if tile 21 1 == brick", "tile 21 1 == brick");
    round_trip("path.walk if room 1 0 == 2 || flag shop != 0",
               "path.walk if room 1 0 == 2 or flag shop != 0");
    parse_bad("tile 21 1 == bricks", "not a tile kind");
    parse_bad("tile 21 1 < brick", "tile X Y takes == or !=");
    parse_bad("room 1 == 2", "room needs X and Y");
    stepper_free(&sp);
}

/* gdb's condition N COND: the breakpoint keeps its site and takes the new conditions; no
 * COND stops at every draw of the site again; a bad one leaves it as it was. */
static void test_condition(void **st)
{
    (void)st;
    build(1, 1);
    stop_list l;
    memset(&l, 0, sizeof l);
    char err[256];
    assert_int_equal(stops_add_break(&l, "path.walk.middle", res, err, sizeof err), 1);
    assert_int_equal(stops_add_watch(&l, "21 1", res, err, sizeof err), 2);
    size_t all = stops_count(stops_get(&l, 1), res);
    assert_true(all > 2);
    assert_int_equal(stops_condition(&l, 1, "value == 3", res, err, sizeof err), 0);
    assert_string_equal(stops_get(&l, 1)->text, "path.walk.middle if value == 3");
    /* the draws it meets now: the site's with value 3, counted the plainest way */
    size_t want = 0;
    for (uint32_t d = 1; d <= res->trace.ndraws; d++) {
        const spg_event *e = draw_ev(d);
        want += e->site && strcmp(e->site->name, "path.walk.middle") == 0 && e->value == 3;
    }
    assert_true(want > 0 && want < all);
    assert_int_equal(stops_count(stops_get(&l, 1), res), want);
    assert_int_equal(stops_condition(&l, 1, "value ==", res, err, sizeof err), -1);
    assert_string_equal(stops_get(&l, 1)->text, "path.walk.middle if value == 3");
    assert_int_equal(stops_condition(&l, 1, "", res, err, sizeof err), 0);
    assert_string_equal(stops_get(&l, 1)->text, "path.walk.middle");
    assert_int_equal(stops_count(stops_get(&l, 1), res), all);
    assert_int_equal(stops_condition(&l, 2, "value == 1", res, err, sizeof err), -1);
    assert_non_null(strstr(err, "is a watchpoint"));
    assert_int_equal(stops_condition(&l, 9, "value == 1", res, err, sizeof err), -1);
    assert_non_null(strstr(err, "no breakpoint number 9"));
    stops_clear(&l);
}

/* print: a tile, a room, a flag, the RNG state and the draw, at the stepper's position
 * (not the finished level's). */
static void test_print(void **st)
{
    (void)st;
    build(1, 1);
    stepper s;
    memset(&s, 0, sizeof s);
    assert_int_equal(stepper_init(&s, res), 0);
    char out[400], err[256];
    stepper_seek(&s, 0);
    assert_int_equal(inspect_expr(&s, "tile 21 1", out, sizeof out, err, sizeof err), 0);
    assert_string_equal(out, "tile 21,1 = empty");
    assert_int_equal(inspect_expr(&s, "21,1", out, sizeof out, err, sizeof err), 0);
    assert_string_equal(out, "tile 21,1 = empty");
    assert_int_equal(inspect_expr(&s, "room 2 0", out, sizeof out, err, sizeof err), 0);
    assert_non_null(strstr(out, "room 2,0 = code 0"));
    assert_int_equal(inspect_expr(&s, "rng", out, sizeof out, err, sizeof err), 0);
    assert_string_equal(out, "rng = LCG 0x00000001 after draw #0");
    stepper_seek(&s, s.ndraws);
    assert_int_equal(inspect_expr(&s, "tile 21 1", out, sizeof out, err, sizeof err), 0);
    assert_string_equal(out, "tile 21,1 = brick"); /* spelgen why 21 1 --seed 1: brick */
    assert_int_equal(inspect_expr(&s, "room 2 0", out, sizeof out, err, sizeof err), 0);
    assert_non_null(strstr(out, "layout 'chunk-cave'"));
    char want[64];
    snprintf(want, sizeof want, "rng = LCG 0x%08X after draw #%u", stepper_rng_state(&s, s.ndraws),
             s.ndraws);
    assert_int_equal(inspect_expr(&s, "state", out, sizeof out, err, sizeof err), 0);
    assert_string_equal(out, want);
    stepper_seek(&s, 305);
    assert_int_equal(inspect_expr(&s, "draw", out, sizeof out, err, sizeof err), 0);
    assert_string_equal(out, "draw #305 = rand(1,5) = 1, left  (path.walk.middle)");
    assert_int_equal(inspect_expr(&s, "tile 99 1", out, sizeof out, err, sizeof err), -1);
    assert_non_null(strstr(err, "X is 0-"));
    assert_int_equal(inspect_expr(&s, "flag nowhere", out, sizeof out, err, sizeof err), -1);
    assert_non_null(strstr(err, "no flag 'nowhere'"));
    assert_int_equal(inspect_expr(&s, "frob", out, sizeof out, err, sizeof err), -1);
    assert_non_null(strstr(err, "print takes"));
    assert_int_equal(inspect_expr(&s, "", out, sizeof out, err, sizeof err), -1);
    stepper_free(&s);
}

/* The rule pane's source line: the site's file read for the lines that draw from it
 * (the tests run in spelgen's tree).  path.walk.middle is declared once and drawn once;
 * the line found is one that names the site's variable in a call. */
static void test_site_calls(void **st)
{
    (void)st;
    build(1, 1);
    const spg_event *e = draw_ev(305);
    assert_string_equal(e->site->name, "path.walk.middle");
    site_calls c;
    assert_int_equal(site_calls_find(".", e->site->source, &c), 0);
    assert_string_equal(c.file, "src/styles/classic/path.c");
    assert_string_equal(c.ident, "S_WALK_MIDDLE");
    assert_int_equal(c.n, 1);
    assert_true(c.line[0] != c.declared);
    /* that line of the file is a draw from the site */
    FILE *f = fopen("src/styles/classic/path.c", "r");
    assert_non_null(f);
    char line[1024];
    for (int no = 1; fgets(line, sizeof line, f) && no < c.line[0]; no++)
        ;
    fclose(f);
    assert_non_null(strstr(line, "&S_WALK_MIDDLE"));
    /* no tree: nothing found, and no crash */
    assert_int_equal(site_calls_find("/nonexistent", e->site->source, &c), -1);
    assert_int_equal(site_calls_find(".", "no-colon", &c), -1);
}

typedef struct why_list {
    uint32_t ev[256];
    size_t n;
} why_list;

static void collect_why(const spg_event *e, size_t index, void *ctx)
{
    (void)e;
    why_list *l = ctx;
    if (l->n < 256)
        l->ev[l->n++] = (uint32_t)index;
}

/* What shaped a tile apart from what merely passed it: tile (21,1) of seed 1 lists 16
 * events; the walk's move out of its room (#305: the effect is on room (1,0)) and the
 * wasted snake-pit roll (#321) only passed it; the walk into its room (#304), its layout
 * and version (#1003, #1004), the tile's writes and its own rolls shaped it. */
static void test_why_shaped(void **st)
{
    (void)st;
    build(1, 1);
    why_list l = {{0}, 0};
    trace_why(&res->trace, 21, 1, collect_why, &l);
    assert_int_equal(l.n, 16);
    bool shaped[256];
    int rooms = -1;
    for (int i = 0; i < res->nphases; i++)
        if (res->phases[i].name && strcmp(res->phases[i].name, "rooms") == 0)
            rooms = i;
    size_t n = why_classify(&res->trace, l.ev, l.n, 21, 1, rooms, shaped);
    assert_int_equal(n, 14);
    for (size_t i = 0; i < l.n; i++) {
        const spg_event *e = &res->trace.ev[l.ev[i]];
        bool passed = e->kind == SPG_EV_DRAW && (e->draw == 305 || e->draw == 321);
        if (shaped[i] == passed)
            fail_msg("event %zu (draw %u, kind %d): shaped %d", i, e->draw, e->kind, shaped[i]);
    }
    /* a room marked again with the code it has is no change */
    spg_event ev[2];
    memset(ev, 0, sizeof ev);
    ev[0].kind = ev[1].kind = SPG_EV_ROOM_CODE;
    ev[0].value = ev[1].value = 1;
    ev[0].focus = ev[1].focus = (spg_focus){0, 0, 10, 8};
    spg_trace t;
    memset(&t, 0, sizeof t);
    t.ev = ev;
    t.n = 2;
    uint32_t idx[2] = {0, 1};
    assert_int_equal(why_classify(&t, idx, 2, 3, 3, -1, shaped), 1);
    assert_true(shaped[0]);
    assert_false(shaped[1]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse),
        cmocka_unit_test(test_search),
        cmocka_unit_test(test_watch_tiles),
        cmocka_unit_test(test_watch_room_in_its_styles_words),
        cmocka_unit_test(test_watch_other),
        cmocka_unit_test(test_stops),
        cmocka_unit_test(test_condition),
        cmocka_unit_test(test_or),
        cmocka_unit_test(test_state_conds),
        cmocka_unit_test(test_print),
        cmocka_unit_test(test_site_calls),
        cmocka_unit_test(test_why_shaped),
        cmocka_unit_test(test_text_search),
        cmocka_unit_test(test_force),
        cmocka_unit_test(test_diff),
        cmocka_unit_test(test_diff_above_the_map),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
