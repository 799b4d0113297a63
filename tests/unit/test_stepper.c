/* test_stepper.c — the explorer's step model against the simplest possible one: replaying
 * events 0..k from a blank level.  Positions are visited in a scrambled order so jumps go
 * both ways and across snapshots; the last position must be the generator's own level.
 * Also the explorer's `:` command parser, which is as curses-free as the stepper. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explore/commands.h"
#include "explore/stepper.h"
#include "styles/classic/classic.h"
#include "quirks.h"
#include "fixture.h"

typedef struct fixture {
    spg_request rq;
    spg_result *res;
    stepper st;
} fixture;

static fixture *make(uint32_t seed, int level, bool from_state)
{
    fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->res = calloc(1, sizeof *f->res);
    assert_non_null(f->res);
    f->rq.style = SPG_STYLE_CLASSIC;
    f->rq.seed = seed;
    f->rq.level = level;
    f->rq.from_state = from_state;
    f->rq.trace = true;
    options_default(&f->rq.opt);
    char err[256];
    assert_int_equal(spg_generate(&f->rq, &data, f->res, err, sizeof err), 0);
    assert_int_equal(stepper_init(&f->st, f->res), 0);
    return f;
}

static void drop(fixture *f)
{
    stepper_free(&f->st);
    spg_result_free(f->res);
    free(f->res);
    free(f);
}

/* Field by field: copies of structs with padding need not compare equal with memcmp. */
static void assert_same_state(const step_state *a, const step_state *b)
{
    assert_int_equal(a->applied, b->applied);
    assert_int_equal(a->draws, b->draws);
    assert_int_equal(a->phase, b->phase);
    assert_int_equal(a->nchunks, b->nchunks);
    assert_int_equal(a->L.w, b->L.w);
    assert_int_equal(a->L.h, b->L.h);
    assert_memory_equal(a->L.cell, b->L.cell, sizeof a->L.cell);
    assert_memory_equal(a->L.rooms, b->L.rooms, sizeof a->L.rooms);
    assert_int_equal(a->L.nent, b->L.nent);
    assert_memory_equal(a->L.ent, b->L.ent, sizeof a->L.ent[0] * (size_t)a->L.nent);
    assert_memory_equal(a->layout, b->layout, sizeof a->layout);
    assert_memory_equal(a->layout_name, b->layout_name, sizeof a->layout_name);
    assert_int_equal(a->nflags, b->nflags);
    for (int i = 0; i < a->nflags; i++) {
        assert_string_equal(a->flag[i].name, b->flag[i].name);
        assert_int_equal(a->flag[i].value, b->flag[i].value);
    }
}

static step_state *naive(const fixture *f, uint32_t pos)
{
    step_state *st = malloc(sizeof *st);
    assert_non_null(st);
    step_blank(st, f->res);
    size_t n = stepper_events_at(&f->st, pos);
    for (size_t i = 0; i < n; i++)
        step_apply(st, f->res, &f->res->trace.ev[i]);
    return st;
}

static uint32_t lcg(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

static const struct {
    uint32_t seed;
    int level;
    bool from_state;
} cases[] = {{1, 1, false}, {1, 4, false}, {2, 2, false}, {12345, 3, false},
             {0xDEADBEEF, 1, true}, {777, 4, true}};
#define NCASES (sizeof cases / sizeof cases[0])

static void matches_naive_replay(void **state)
{
    (void)state;
    for (size_t c = 0; c < NCASES; c++) {
        fixture *f = make(cases[c].seed, cases[c].level, cases[c].from_state);
        uint32_t N = f->st.ndraws;
        assert_true(N > 0);
        assert_true(f->st.nev > STEP_SNAP_EVERY); /* else the snapshots go untested */
        uint32_t pos[80];
        size_t np = 0;
        pos[np++] = 0;
        pos[np++] = N;
        pos[np++] = 1;
        pos[np++] = N - 1;
        /* the draws on either side of each snapshot */
        for (size_t k = 1; k < f->st.nsnap && np < 40; k++) {
            size_t boundary = k * STEP_SNAP_EVERY;
            uint32_t p = 0;
            while (p < N && stepper_events_at(&f->st, p + 1) <= boundary)
                p++;
            pos[np++] = p;
            if (p + 1 <= N)
                pos[np++] = p + 1;
        }
        uint32_t s = (uint32_t)c + 1;
        while (np < sizeof pos / sizeof pos[0])
            pos[np++] = lcg(&s) % (N + 1);
        for (size_t i = 0; i < np; i++) {
            stepper_seek(&f->st, pos[i]);
            assert_int_equal(f->st.pos, pos[i]);
            assert_int_equal(f->st.cur.draws, pos[i]);
            step_state *want = naive(f, pos[i]);
            assert_same_state(&f->st.cur, want);
            free(want);
        }
        drop(f);
    }
}

static void last_position_is_the_level(void **state)
{
    (void)state;
    for (size_t c = 0; c < NCASES; c++) {
        fixture *f = make(cases[c].seed, cases[c].level, cases[c].from_state);
        stepper_seek(&f->st, f->st.ndraws);
        const spg_level *got = &f->st.cur.L, *want = &f->res->level;
        assert_int_equal(f->st.cur.applied, f->res->trace.n);
        for (int y = 0; y < SPG_MAX_H; y++)
            for (int x = 0; x < SPG_MAX_W; x++) {
                if (got->cell[y][x].kind != want->cell[y][x].kind ||
                    got->cell[y][x].content != want->cell[y][x].content)
                    fail_msg("case %zu: tile (%d,%d) replays as %s/%s, the level has %s/%s", c,
                             x, y, tile_name(got->cell[y][x].kind),
                             content_name(got->cell[y][x].content),
                             tile_name(want->cell[y][x].kind),
                             content_name(want->cell[y][x].content));
                /* every flag is traced, looks included, so the replay is exact */
                assert_int_equal(got->cell[y][x].flags, want->cell[y][x].flags);
            }
        assert_memory_equal(got->rooms, want->rooms, sizeof got->rooms);
        assert_int_equal(got->nent, want->nent);
        for (int i = 0; i < got->nent; i++) {
            assert_int_equal(got->ent[i].x, want->ent[i].x);
            assert_int_equal(got->ent[i].y, want->ent[i].y);
            assert_int_equal(got->ent[i].kind, want->ent[i].kind);
            assert_int_equal(got->ent[i].gone, want->ent[i].gone);
            assert_int_equal(got->ent[i].info, want->ent[i].info);
            /* its place inside the tile too: an export at a draw gives the JSON's px, py */
            assert_int_equal(got->ent[i].dx, want->ent[i].dx);
            assert_int_equal(got->ent[i].dy, want->ent[i].dy);
        }
        drop(f);
    }
}

/* Every area's finished level replays exactly, flag for flag: the Jungle's and the Ice
 * Caves' wall dressing (jungle_walls, ice_walls: scrSetupWalls's oLush and oDark tops)
 * marks its blocks dressed with a tile event as the Mines' does. */
static void every_area_replays_to_the_level(void **state)
{
    (void)state;
    int dressed = 0, covered = 0;
    for (int level = 5; level <= 17; level++)
        for (uint32_t k = 1; k <= 3; k++) {
            /* "level 17": two levels known to cover objects, an exit under a smash trap
             * and a market door's block */
            fixture *f = level <= 16 ? make(k * 2654435761u + (uint32_t)level, level, true)
                         : k == 1    ? make(7919, 14, true)
                                     : make(104729, 6, true);
            stepper_seek(&f->st, f->st.ndraws);
            const spg_level *got = &f->st.cur.L, *want = &f->res->level;
            for (int y = 0; y < SPG_MAX_H; y++)
                for (int x = 0; x < SPG_MAX_W; x++) {
                    const spg_cell *g = &got->cell[y][x], *w = &want->cell[y][x];
                    if (g->kind != w->kind || g->content != w->content || g->flags != w->flags)
                        fail_msg("level %d state %u: tile (%d,%d) replays as %s/%s/%d, the "
                                 "level has %s/%s/%d", f->res->level.number, f->rq.seed, x, y,
                                 tile_name(g->kind), content_name(g->content), g->flags,
                                 tile_name(w->kind), content_name(w->content), w->flags);
                    dressed += (level <= 12) && (w->flags & SPG_TF_DRESSED);
                }
            /* and what the level lists as covered (an exit under a smash trap ...) */
            assert_int_equal(got->ncovered, want->ncovered);
            covered += want->ncovered;
            for (int i = 0; i < got->ncovered; i++) {
                assert_int_equal(got->covered[i].x, want->covered[i].x);
                assert_int_equal(got->covered[i].y, want->covered[i].y);
                assert_int_equal(got->covered[i].kind, want->covered[i].kind);
            }
            drop(f);
        }
    assert_true(dressed > 0); /* the Jungle's and Ice Caves' dressing was seen */
    assert_true(covered >= 2);
}

static void forward_then_back_is_the_same(void **state)
{
    (void)state;
    fixture *f = make(1, 2, false);
    uint32_t N = f->st.ndraws, s = 99;
    step_state *before = malloc(sizeof *before);
    assert_non_null(before);
    for (int trial = 0; trial < 12; trial++) {
        uint32_t k = lcg(&s) % (N + 1);
        stepper_seek(&f->st, k);
        *before = f->st.cur;
        uint32_t m = 1 + lcg(&s) % 700; /* sometimes past a snapshot */
        for (uint32_t i = 0; i < m && f->st.pos < N; i++)
            stepper_seek(&f->st, f->st.pos + 1);
        while (f->st.pos > k)
            stepper_seek(&f->st, f->st.pos - 1);
        assert_same_state(&f->st.cur, before);
        /* and by big steps: forward then back lands at a group's end at or before k */
        uint32_t p = stepper_big_next(&f->st, k);
        assert_true(p > k || k == N);
        uint32_t q = stepper_big_prev(&f->st, p);
        assert_true(q <= k);
        stepper_seek(&f->st, q);
        step_state *want = naive(f, q);
        assert_same_state(&f->st.cur, want);
        free(want);
    }
    free(before);
    drop(f);
}

static void big_steps_stop_at_group_ends(void **state)
{
    (void)state;
    fixture *f = make(1, 1, false);
    uint32_t N = f->st.ndraws, p = 0, steps = 0;
    while (p < N) {
        uint32_t q = stepper_big_next(&f->st, p);
        assert_true(q > p);
        /* the draws p+1..q share a group and phase; draw q+1 starts another */
        for (uint32_t d = p + 1; d < q; d++) {
            assert_int_equal(f->st.group[d - 1], f->st.group[d]);
            assert_int_equal(stepper_draw(&f->st, d)->phase, stepper_draw(&f->st, q)->phase);
        }
        if (q < N)
            assert_int_not_equal(f->st.group[q - 1], f->st.group[q]);
        /* a group holds one room, one row, or at most ten draws */
        const spg_event *e = stepper_draw(&f->st, q);
        if (stepper_group_rule(f->res, e->phase) == STEP_GROUP_TEN)
            assert_true(q - p <= 10);
        assert_int_equal(stepper_big_prev(&f->st, q), p);
        p = q;
        steps++;
    }
    assert_true(steps > 10);
    drop(f);
}

static void phase_jumps_land_on_phase_starts(void **state)
{
    (void)state;
    for (size_t c = 0; c < NCASES; c++) {
        fixture *f = make(cases[c].seed, cases[c].level, cases[c].from_state);
        uint32_t p = 0, prev_phase_pos = 0;
        int seen = 0, last_phase = -1;
        stepper_seek(&f->st, 0);
        for (;;) {
            uint32_t q = stepper_phase_step(&f->st, p, +1);
            if (q == p)
                break;
            assert_true(q > p);
            stepper_seek(&f->st, q);
            int ph = f->st.cur.phase;
            assert_true(ph > last_phase);
            /* the phase begins here: its first draw (if any) is the next one, and one
             * draw earlier some earlier phase was running */
            const spg_phase *P = &f->res->phases[ph];
            if (P->draws)
                assert_int_equal(P->first_draw, q + 1);
            if (q < f->st.ndraws)
                assert_int_equal(stepper_draw(&f->st, q + 1)->phase, ph);
            stepper_seek(&f->st, q - 1);
            assert_true(f->st.cur.phase < ph);
            uint32_t back = stepper_phase_step(&f->st, q, -1);
            assert_int_equal(back, prev_phase_pos);
            uint32_t at;
            assert_int_equal(stepper_phase_pos(&f->st, ph, &at), 0);
            assert_int_equal(at, q);
            prev_phase_pos = q;
            last_phase = ph;
            p = q;
            seen++;
        }
        assert_true(seen >= 5);
        assert_int_equal(stepper_phase_find(&f->st, "ROOMS"), CLASSIC_PHASE_ROOMS);
        assert_int_equal(stepper_phase_find(&f->st, "bl"), CLASSIC_PHASE_BLOCKS);
        assert_int_equal(stepper_phase_find(&f->st, "nope"), -1);
        drop(f);
    }
}

static void find_walks_the_trace_both_ways(void **state)
{
    (void)state;
    fixture *f = make(1, 1, false);
    uint32_t d = stepper_find(&f->st, "PATH.WALK", 0, +1);
    assert_true(d > 0);
    assert_non_null(strstr(stepper_draw(&f->st, d)->site->name, "path.walk"));
    for (uint32_t e = 1; e < d; e++)
        assert_false(stepper_draw_matches(&f->st, e, "path.walk"));
    uint32_t back = stepper_find(&f->st, "path.walk", d, -1);
    assert_true(back != d);
    assert_true(stepper_draw_matches(&f->st, back, "path.walk"));
    assert_int_equal(stepper_find(&f->st, "no such words anywhere", 0, +1), 0);
    assert_int_equal(stepper_find(&f->st, "", 0, +1), 0);
    assert_int_equal(stepper_rng_state(&f->st, 0), f->res->start_state);
    assert_int_equal(stepper_rng_state(&f->st, f->st.ndraws), f->res->end_state);
    drop(f);
}

static void commands_parse_what_they_say(void **state)
{
    (void)state;
    fixture *f = make(1, 1, false);
    explore_cmd c;
    char err[256];
    assert_int_equal(explore_cmd_parse("seed 42", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_SEED);
    assert_int_equal(c.u, 42);
    assert_int_equal(explore_cmd_parse("  state 0xDEADBEEF ", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_STATE);
    assert_int_equal(c.u, 0xDEADBEEFu);
    assert_int_equal(explore_cmd_parse("level 4", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.u, 4);
    assert_int_equal(explore_cmd_parse("goto #123", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_GOTO);
    assert_int_equal(c.u, 123);
    char line[64];
    snprintf(line, sizeof line, "goto %u", f->st.ndraws);
    assert_int_equal(explore_cmd_parse(line, &f->st, &c, err, sizeof err), 0);
    assert_int_equal(explore_cmd_parse("phase Rooms", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_PHASE);
    assert_int_equal(c.u, CLASSIC_PHASE_ROOMS);
    assert_int_equal(explore_cmd_parse("why 41 33", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_WHY);
    assert_int_equal(c.x, 41);
    assert_int_equal(c.y, 33);
    assert_int_equal(explore_cmd_parse("quirk walk-else off", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_QUIRK);
    assert_int_equal(c.quirk, SPG_Q_WALK_ELSE);
    assert_false(c.on);
    assert_int_equal(explore_cmd_parse("quirk rubble-draws=on", &f->st, &c, err, sizeof err),
                     0);
    assert_true(c.on);
    assert_int_equal(explore_cmd_parse("find  snake pit ", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_FIND);
    assert_string_equal(c.text, "snake pit");
    assert_int_equal(explore_cmd_parse("export /tmp/a b.JSON", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_EXPORT);
    assert_true(c.json);
    assert_string_equal(c.text, "/tmp/a b.JSON");
    assert_int_equal(explore_cmd_parse("q", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_QUIT);
    assert_int_equal(explore_cmd_parse(":help", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_HELP);
    assert_int_equal(explore_cmd_parse("   ", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_NONE);
    /* the teacher's: :quirk alone lists them; :tour [N] */
    assert_int_equal(explore_cmd_parse("quirk", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_QUIRKS);
    assert_int_equal(explore_cmd_parse("tour", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_TOUR);
    assert_int_equal(c.u, 0);
    assert_int_equal(explore_cmd_parse("tour 7", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_TOUR);
    assert_int_equal(c.u, 7);
    drop(f);
}

/* The replay's entities, those above the map among them (treasure on the top border of an
 * Ice Caves and a Temple level: row -1), stand where the level's do, to the pixel. */
static void replayed_entities_keep_their_pixel(void **state)
{
    (void)state;
    static const struct {
        uint32_t s;
        int level;
    } above[] = {{2, 9}, {1, 13}};
    for (size_t c = 0; c < sizeof above / sizeof above[0]; c++) {
        fixture *f = make(above[c].s, above[c].level, true);
        stepper_seek(&f->st, f->st.ndraws);
        const spg_level *got = &f->st.cur.L, *want = &f->res->level;
        assert_int_equal(got->nent, want->nent);
        int n_above = 0;
        for (int i = 0; i < got->nent; i++) {
            assert_int_equal(got->ent[i].x, want->ent[i].x);
            assert_int_equal(got->ent[i].y, want->ent[i].y);
            assert_int_equal(got->ent[i].dx, want->ent[i].dx);
            assert_int_equal(got->ent[i].dy, want->ent[i].dy);
            n_above += want->ent[i].y == -1 && !want->ent[i].gone;
        }
        assert_true(n_above > 0); /* else the row above the map goes untested */
        drop(f);
    }
}

static void commands_refuse_with_a_reason(void **state)
{
    (void)state;
    fixture *f = make(1, 1, false);
    static const struct {
        const char *line, *says;
    } bad[] = {
        {"frobnicate", "'frobnicate' is not a command"},
        {"seed", "seed needs a number"},
        {"seed -1", "'-1' is not a seed"},
        {"seed 4294967296", "is not a seed"},
        {"level 17", "levels are 1-16"},
        {"level 0", "levels are 1-16"},
        {"goto 99999999", "draws are 0-"},
        {"goto x", "'x' is not a draw"},
        {"phase kitchen", "phases: screen, hall, border, path"},
        {"why 42 0", "column 42 is off the map (X is 0-41), but 6 events are about (42,0): the border-column-42 quirk"},
        {"why 43 0", "X is 0-41, Y is 0-33"},
        {"why 1", "why needs a tile"},
        {"why 5 -1", "'5 -1' is above the map: ':why 5 0' says what stands on top there"},
        {"why 5 -3", "X is 0-41, Y is 0-33"},
        {"why 1 2 3", "too many words"},
        {"quirk nope off", "'nope' is not a quirk"},
        {"tour x", "'x' is not a stop of the tour"},
        {"tour 0", "'0' is not a stop of the tour"},
        {"tour 3 4", "too many words: write 'tour [N]'"},
        {"quirk walk-else maybe", "needs on or off"},
        {"find", "find needs some text"},
        {"export level.png", "should end in .txt"},
        {"help me", "too many words"},
        {"engine gm8", "the classic style has one engine"},
        {"seed 000000000000000000000000000000000000000000000000000000000000000000000000001",
         "too long"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        explore_cmd c;
        char err[256] = "";
        assert_int_equal(explore_cmd_parse(bad[i].line, &f->st, &c, err, sizeof err), -1);
        if (!strstr(err, bad[i].says))
            fail_msg("'%s' said '%s', not '%s'", bad[i].line, err, bad[i].says);
        assert_null(strchr(err, '\n'));
    }
    /* a tiny message buffer is filled, never overrun */
    explore_cmd c;
    char tiny[8];
    assert_int_equal(explore_cmd_parse("frobnicate", &f->st, &c, tiny, sizeof tiny), -1);
    assert_int_equal(strlen(tiny), sizeof tiny - 1);
    drop(f);
}

static void add_name(const char *cand, void *ctx)
{
    char *buf = ctx;
    strcat(buf, cand);
    strcat(buf, " ");
}

/* engine NAME: the fools style's engines by the command line's names, refused for the
 * classic style (one engine) and for names that are not the fools style's. */
static void engine_command(void **state)
{
    (void)state;
    explore_cmd c;
    char err[256] = "";
    assert_int_equal(explore_cmd_parse("engine gm8", NULL, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_ENGINE);
    assert_int_equal(c.u, SPG_ENGINE_GM8);
    assert_int_equal(explore_cmd_parse(":engine gamemaker-old-poly", NULL, &c, err, sizeof err),
                     0);
    assert_int_equal(c.u, SPG_ENGINE_GAMEMAKER_OLD);
    assert_int_equal(explore_cmd_parse("engine gamemaker", NULL, &c, err, sizeof err), 0);
    assert_int_equal(c.u, SPG_ENGINE_GAMEMAKER);
    static const struct {
        const char *line, *says;
    } bad[] = {
        {"engine", "engine needs a name"},
        {"engine mulberry32", "'mulberry32' is not an engine of the fools style"},
        {"engine GM8", "engines: gamemaker (the default), gamemaker-old-poly, gm8"},
        {"engine gm8 now", "too many words"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(explore_cmd_parse(bad[i].line, NULL, &c, err, sizeof err), -1);
        if (!strstr(err, bad[i].says))
            fail_msg("'%s' said '%s', not '%s'", bad[i].line, err, bad[i].says);
    }
    char got[256] = "";
    explore_cmd_complete("engine", 1, "g", NULL, add_name, got);
    assert_string_equal(got, "gamemaker gamemaker-old-poly gm8 ");
    got[0] = 0;
    explore_cmd_complete(NULL, 0, "e", NULL, add_name, got);
    assert_string_equal(got, "engine export enable "); /* enable: the debugger's */
}

static void completion_offers_names(void **state)
{
    (void)state;
    fixture *f = make(1, 1, false);
    char got[512] = "";
    explore_cmd_complete(NULL, 0, "s", &f->st, add_name, got);
    assert_string_equal(got, "seed state ");
    got[0] = 0;
    explore_cmd_complete("phase", 1, "b", &f->st, add_name, got);
    assert_string_equal(got, "border blocks ");
    got[0] = 0;
    explore_cmd_complete("quirk", 1, "walk", &f->st, add_name, got);
    assert_non_null(strstr(got, "walk-else "));
    got[0] = 0;
    explore_cmd_complete("quirk", 2, "o", &f->st, add_name, got);
    assert_string_equal(got, "on off ");
    drop(f);
}

/* The debugger's commands: the spec or target is passed on whole (the library reads
 * it against the level); numbers are checked here. */
static void debugger_commands_parse(void **state)
{
    (void)state;
    fixture *f = make(1, 1, false);
    explore_cmd c;
    char err[256];
    assert_int_equal(
        explore_cmd_parse("b  mines.bat if value == 1 ", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_BREAK);
    assert_string_equal(c.text, "mines.bat if value == 1");
    assert_int_equal(explore_cmd_parse("watch room 1 2", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_WATCH);
    assert_string_equal(c.text, "room 1 2");
    assert_int_equal(explore_cmd_parse("info b", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_INFO);
    assert_int_equal(explore_cmd_parse("info", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_INFO);
    assert_int_equal(explore_cmd_parse("d 3", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_DELETE);
    assert_int_equal(c.u, 3);
    assert_int_equal(explore_cmd_parse("delete", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.u, 0);
    assert_int_equal(explore_cmd_parse("disable #2", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_DISABLE);
    assert_int_equal(c.u, 2);
    assert_int_equal(explore_cmd_parse("enable 2", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_ENABLE);
    assert_int_equal(explore_cmd_parse("break", &f->st, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "break needs a spec"));
    assert_int_equal(explore_cmd_parse("watch", &f->st, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "watch needs a target"));
    assert_int_equal(explore_cmd_parse("info frames", &f->st, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "info knows 'info break'"));
    assert_int_equal(explore_cmd_parse("delete one", &f->st, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "not a breakpoint number"));
    assert_int_equal(explore_cmd_parse("enable 0", &f->st, &c, err, sizeof err), -1);
    /* continue [N] and reverse-continue [N], gdb's words for c and C */
    assert_int_equal(explore_cmd_parse("c", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_CONTINUE);
    assert_true(c.on);
    assert_int_equal(c.u, 1);
    assert_int_equal(explore_cmd_parse("reverse-continue 3", &f->st, &c, err, sizeof err), 0);
    assert_false(c.on);
    assert_int_equal(c.u, 3);
    assert_int_equal(explore_cmd_parse("continue many", &f->st, &c, err, sizeof err), -1);
    /* force N V, or N=V; unforce */
    assert_int_equal(explore_cmd_parse("force 304 5", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_FORCE);
    assert_int_equal(c.u, 304);
    assert_int_equal(c.x, 5);
    assert_int_equal(explore_cmd_parse("force #304=-1", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.x, -1);
    assert_int_equal(explore_cmd_parse("force 304", &f->st, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "force needs a draw and a value"));
    assert_int_equal(explore_cmd_parse("force 0 1", &f->st, &c, err, sizeof err), -1);
    assert_int_equal(explore_cmd_parse("force 304 x", &f->st, &c, err, sizeof err), -1);
    assert_int_equal(explore_cmd_parse("unforce", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_UNFORCE);
    /* goto, relative to the draw shown and stopping at either end */
    stepper_seek(&f->st, 100);
    assert_int_equal(explore_cmd_parse("goto +10", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.u, 110);
    assert_string_equal(c.text, ""); /* a move as asked says nothing */
    assert_int_equal(explore_cmd_parse("g -3", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.u, 97);
    assert_string_equal(c.text, "");
    assert_int_equal(explore_cmd_parse("goto -300", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.u, 0);
    assert_string_equal(c.text, "300 draws back from draw #100 is before the first draw: at draw 0");
    assert_int_equal(explore_cmd_parse("goto +99999999", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.u, f->st.ndraws);
    char want[128];
    snprintf(want, sizeof want, "draw #%u is past the last draw (%u): at the last",
             100 + 99999999u, f->st.ndraws);
    assert_string_equal(c.text, want);
    /* from the ends themselves */
    stepper_seek(&f->st, f->st.ndraws);
    assert_int_equal(explore_cmd_parse("goto +1", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.u, f->st.ndraws);
    snprintf(want, sizeof want, "already at the last draw (%u): there is nothing past it",
             f->st.ndraws);
    assert_string_equal(c.text, want);
    stepper_seek(&f->st, 0);
    assert_int_equal(explore_cmd_parse("goto -1", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.u, 0);
    assert_string_equal(c.text, "already at draw 0, before the first draw");
    stepper_seek(&f->st, 100);
    assert_int_equal(explore_cmd_parse("goto END", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.u, f->st.ndraws);
    assert_int_equal(explore_cmd_parse("goto +x", &f->st, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "not a number of draws"));
    /* Tab after "break " offers the sites the level draws from, each once */
    char got[4096] = "";
    explore_cmd_complete("break", 1, "path.walk.m", &f->st, add_name, got);
    assert_string_equal(got, "path.walk.middle ");
    got[0] = 0;
    explore_cmd_complete("b", 1, "path.walk.l", &f->st, add_name, got); /* :b is :break */
    assert_string_equal(got, "path.walk.left_edge ");
    drop(f);
}

/* `until`: seed 1's walk is draws 304-318 (as `spelgen trace --seed 1` lists them), the
 * path phase's other rolls (path.snake_pit ... path.shop) 319-329; in the rooms phase a
 * run is a room, as the big step's. */
static void until_leaves_the_loop(void **state)
{
    (void)state;
    fixture *f = make(1, 1, false);
    assert_int_equal(stepper_until(&f->st, 303), 318);
    assert_int_equal(stepper_until(&f->st, 305), 318);
    assert_int_equal(stepper_until(&f->st, 318), 329);
    assert_int_not_equal(stepper_draw(&f->st, 330)->phase, stepper_draw(&f->st, 329)->phase);
    for (uint32_t p = 0; p < f->st.ndraws; p++) {
        uint32_t u = stepper_until(&f->st, p);
        assert_true(u > p && u <= f->st.ndraws);
        /* never across a phase */
        assert_int_equal(stepper_draw(&f->st, u)->phase, stepper_draw(&f->st, p + 1)->phase);
        if (stepper_draw(&f->st, p + 1)->phase == stepper_phase_find(&f->st, "rooms"))
            assert_int_equal(u, stepper_big_next(&f->st, p));
    }
    assert_int_equal(stepper_until(&f->st, f->st.ndraws), f->st.ndraws);
    drop(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(matches_naive_replay),
        cmocka_unit_test(last_position_is_the_level),
        cmocka_unit_test(every_area_replays_to_the_level),
        cmocka_unit_test(replayed_entities_keep_their_pixel),
        cmocka_unit_test(forward_then_back_is_the_same),
        cmocka_unit_test(big_steps_stop_at_group_ends),
        cmocka_unit_test(phase_jumps_land_on_phase_starts),
        cmocka_unit_test(find_walks_the_trace_both_ways),
        cmocka_unit_test(commands_parse_what_they_say),
        cmocka_unit_test(commands_refuse_with_a_reason),
        cmocka_unit_test(completion_offers_names),
        cmocka_unit_test(engine_command),
        cmocka_unit_test(debugger_commands_parse),
        cmocka_unit_test(until_leaves_the_loop),
    };
    return cmocka_run_group_tests_name("stepper", tests, setup, teardown);
}
