/* test_fools.c — the fools style (Fool's End's daily levels) on the shipped data/fools:
 * the room grid (one entrance, one exit, the rest a Fisher-Yates shuffle of the biome's
 * deck, checked against a model written from the style's comment alone, on both
 * engines), every room built from its type's layouts and chunks, the meaning of every
 * tile code (code 3 measured over many seeds), the biome roll, the engines (modern
 * GameMaker's by default, against draws made with the HTML5 runner's own functions under
 * node; gm8 as before; the old polynomial; one past the end), the daily level,
 * determinism, tracing changing nothing, a replay of the trace's effects rebuilding the
 * level, and the decor stream changing looks only. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "styles/fools/daily.h"
#include "gen.h"
#include "styles/fools/fools.h"
#include "styles/fools/internal.h"

static spg_data *DATA;
static const fools_data *FD;

static int setup(void **state)
{
    (void)state;
    char err[512];
    DATA = calloc(1, sizeof *DATA);
    if (!DATA || spg_data_load(NULL, DATA, err, sizeof err) != 0) {
        fprintf(stderr, "test_fools: %s\n", err);
        return -1;
    }
    FD = DATA->style_data[SPG_STYLE_FOOLS];
    if (!FD || FD->missing[0]) {
        fprintf(stderr, "test_fools: no fools data: %s\n", FD ? FD->missing : "(null)");
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    spg_data_free(DATA);
    free(DATA);
    return 0;
}

static spg_request req(uint32_t seed, int biome, bool trace)
{
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = SPG_STYLE_FOOLS;
    rq.seed = seed;
    rq.level = 1;
    rq.so.biome = biome;
    rq.trace = trace;
    options_default(&rq.opt);
    return rq;
}

/* The engine the tests' levels draw from: the default unless a test sets it. */
static bool ENGINE_SET;
static spg_engine ENGINE = SPG_ENGINE_GAMEMAKER;

static void use_engine(bool set, spg_engine e)
{
    ENGINE_SET = set;
    ENGINE = set ? e : SPG_ENGINE_GAMEMAKER;
}

static spg_result *gen_ex(uint32_t seed, int biome, bool trace, const fools_params *p)
{
    spg_result *r = calloc(1, sizeof *r);
    assert_non_null(r);
    spg_request rq = req(seed, biome, trace);
    rq.so.engine_set = ENGINE_SET;
    rq.so.engine = ENGINE;
    char err[256] = "";
    int rc = fools_generate_ex(&rq, FD, p, r, err, sizeof err);
    if (rc != 0)
        fail_msg("seed %u: %s", seed, err);
    return r;
}

static spg_result *gen(uint32_t seed, int biome, bool trace)
{
    return gen_ex(seed, biome, trace, NULL);
}

static void drop(spg_result *r)
{
    spg_result_free(r);
    free(r);
}

/* The biome a level got: its first draw, or the forced one. */
static int biome_of(uint32_t seed, int forced)
{
    return forced >= 0 ? forced : fools_seed_biome(seed, ENGINE);
}

/* ------------------------------------------------------------------- the room grid */

static int cmp_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

static void one_entrance_one_exit_rest_the_deck(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 3000; seed++) {
        spg_result *r = gen(seed * 2654435761u, -1, false);
        const spg_level *L = &r->level;
        int b = biome_of(seed * 2654435761u, -1);
        int n8 = 0, n9 = 0, rest[16], nr = 0;
        for (int y = 0; y < 4; y++)
            for (int x = 0; x < 4; x++) {
                int t = L->rooms[y][x];
                if (t == FOOLS_ENTRANCE) {
                    n8++;
                    assert_int_equal(y, 0);
                    assert_int_equal(x, L->start_x);
                    assert_int_equal(L->start_y, 0);
                } else if (t == FOOLS_EXIT) {
                    n9++;
                    assert_int_equal(y, 3);
                    assert_int_equal(x, L->exit_x);
                    assert_int_equal(L->exit_y, 3);
                } else {
                    rest[nr++] = t;
                }
            }
        assert_int_equal(n8, 1);
        assert_int_equal(n9, 1);
        assert_int_equal(nr, FOOLS_DECK);
        int deck[FOOLS_DECK];
        memcpy(deck, FD->deck[b], sizeof deck);
        qsort(rest, FOOLS_DECK, sizeof rest[0], cmp_int);
        qsort(deck, FOOLS_DECK, sizeof deck[0], cmp_int);
        assert_memory_equal(rest, deck, sizeof deck);
        drop(r);
    }
}

/* The rooms phase re-derived from the words in fools.h: draw 1 the biome, draw 2 the
 * entrance column, draw 3 the exit column, then the deck dealt in reading order and
 * Fisher-Yates from the last slot down, one roll of 0..i per step.  On gm8 the model's
 * rand(a,b) is a separate LCG; on modern GameMaker it is irandom_range on a separate
 * generator (the engine itself is checked against the runner in test_rng_gamemaker). */
static uint32_t M_s;
static spg_rng M_well;
static int M(int a, int b)
{
    if (ENGINE != SPG_ENGINE_GM8)
        return rng_irandom_range(&M_well, a, b, NULL);
    M_s = M_s * 0x08088405u + 1u;
    return (int)((double)M_s / 4294967296.0 * (b - a + 1)) + a;
}

static void shuffle_matches_a_model_on(bool set, spg_engine engine)
{
    use_engine(set, engine);
    long seen[16][FOOLS_TYPES];
    memset(seen, 0, sizeof seen);
    for (uint32_t seed = 0; seed < 4000; seed++) {
        M_s = seed;
        rng_init(&M_well, SPG_ENGINE_GAMEMAKER, seed);
        int b = M(0, 2), ex = M(0, 3), xx = M(0, 3);
        int grid[4][4], slot[FOOLS_DECK], n = 0;
        grid[0][ex] = 8;
        grid[3][xx] = 9;
        for (int i = 0; i < 16; i++)
            if (!(i / 4 == 0 && i % 4 == ex) && !(i / 4 == 3 && i % 4 == xx))
                slot[n++] = i;
        int t[FOOLS_DECK];
        memcpy(t, FD->deck[b], sizeof t);
        for (int i = FOOLS_DECK - 1; i >= 1; i--) {
            int j = M(0, i), k = t[i];
            t[i] = t[j];
            t[j] = k;
        }
        for (int i = 0; i < FOOLS_DECK; i++)
            grid[slot[i] / 4][slot[i] % 4] = t[i];
        spg_result *r = gen(seed, -1, false);
        for (int y = 0; y < 4; y++)
            for (int x = 0; x < 4; x++) {
                assert_int_equal(r->level.rooms[y][x], grid[y][x]);
                seen[y * 4 + x][grid[y][x]]++;
            }
        assert_int_equal(r->phases[FOOLS_PHASE_ROOMS].draws, 2 + FOOLS_DECK - 1);
        drop(r);
    }
    /* the shuffle reaches everywhere: every type of a deck turns up in every room but
     * the top and bottom rows' door columns (which are also reachable by others) */
    for (int i = 0; i < 16; i++)
        for (int t = 0; t < 8; t++)
            assert_true(seen[i][t] > 0);
    for (int x = 0; x < 4; x++) {
        /* entrance and exit columns: uniform 1 in 4, 4000 levels, 5 sigma */
        double sd = sqrt(4000 * 0.25 * 0.75);
        assert_true(fabs(seen[x][8] - 1000.0) < 5 * sd);
        assert_true(fabs(seen[12 + x][9] - 1000.0) < 5 * sd);
    }
    use_engine(false, SPG_ENGINE_GAMEMAKER);
}

static void shuffle_matches_a_model(void **state)
{
    (void)state;
    shuffle_matches_a_model_on(false, SPG_ENGINE_GAMEMAKER);
    shuffle_matches_a_model_on(true, SPG_ENGINE_GM8);
}

/* ------------------------------------------------------------- rooms from layouts */

/* The kinds a file code may become. */
static bool code_allows(char code, int kind, int room_type)
{
    switch (code) {
    case '0': case 'B': case 'S': case 'a': return kind == SPG_T_EMPTY;
    case '1': return kind == SPG_T_DIRT;
    case '2': return kind == SPG_T_ROCK;
    case '3': return kind == SPG_T_ROCK || kind == SPG_T_EMPTY;
    case '7': return kind == SPG_T_LAVA;
    case 'W': return kind == SPG_T_WATER;
    case 'L': return kind == SPG_T_LADDER;
    case 'P': return kind == SPG_T_LADDER_TOP;
    case '9': return kind == (room_type == FOOLS_ENTRANCE ? SPG_T_ENTRANCE : SPG_T_EXIT);
    default: return false;
    }
}

static int entity_kind_of(char code)
{
    return code == 'B' ? SPG_E_BOMB : code == 'S' ? SPG_E_GARGOYLE : code == 'a' ? SPG_E_CHEST : -1;
}

static int entities_at(const spg_level *L, int x, int y, int *kind)
{
    int n = 0;
    for (int i = 0; i < L->nent; i++)
        if (L->ent[i].x == x && L->ent[i].y == y && !L->ent[i].gone) {
            *kind = L->ent[i].kind;
            n++;
        }
    return n;
}

/* Does room (rx,ry) match version v of its layout with the trace's chunks put in? */
static bool room_matches(const spg_result *r, int rx, int ry, const spg_layout *lay, int v,
                         int biome)
{
    const spg_level *L = &r->level;
    char code[8][10];
    memcpy(code, lay->tiles[v], sizeof code);
    const spg_trace *t = &r->trace;
    int x0 = 1 + rx * 10, y0 = 1 + ry * 8;
    for (size_t i = 0; i < t->n; i++) {
        const spg_event *e = &t->ev[i];
        if (e->kind != SPG_EV_CHUNK || e->rx != rx || e->ry != ry)
            continue;
        int cx = e->a - x0, cy = e->b - y0;
        if (cx < 0 || cy < 0 || cx + 5 > 10 || cy + 3 > 8 || code[cy][cx] != '6')
            return false;
        const fools_pool *cp = &FD->chunks[biome];
        if (e->value < 0 || e->value >= cp->n || strcmp(cp->item[e->value]->name, e->text))
            return false;
        for (int yy = 0; yy < 3; yy++)
            for (int xx = 0; xx < 5; xx++)
                code[cy + yy][cx + xx] = cp->item[e->value]->tiles[0][yy][xx];
    }
    int type = L->rooms[ry][rx];
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 10; x++) {
            int kind = L->cell[y0 + y][x0 + x].kind;
            if (!code_allows(code[y][x], kind, type))
                return false;
            int ek = -1, ne = entities_at(L, x0 + x, y0 + y, &ek);
            int want = entity_kind_of(code[y][x]);
            if (want < 0 ? ne != 0 : (ne != 1 || ek != want))
                return false;
        }
    return true;
}

static void every_room_from_its_types_layouts(void **state)
{
    (void)state;
    int used[FOOLS_BIOMES][FOOLS_TYPES][FOOLS_POOL_MAX];
    memset(used, 0, sizeof used);
    for (uint32_t seed = 1; seed <= 600; seed++) {
        int forced = (int)(seed % 4) - 1; /* rolled, caves, jungle, ossuary */
        spg_result *r = gen(seed * 7919u, forced, true);
        int b = biome_of(seed * 7919u, forced);
        int found = 0;
        for (size_t i = 0; i < r->trace.n; i++) {
            const spg_event *e = &r->trace.ev[i];
            if (e->kind != SPG_EV_LAYOUT)
                continue;
            found++;
            int type = r->level.rooms[e->ry][e->rx];
            const fools_pool *p = &FD->rooms[b][type];
            assert_in_range(e->value, 0, p->n - 1);
            const spg_layout *lay = p->item[e->value];
            assert_string_equal(lay->name, e->text);
            bool ok = false;
            for (int v = 0; v < lay->variants && !ok; v++)
                ok = room_matches(r, e->rx, e->ry, lay, v, b);
            if (!ok)
                fail_msg("seed %u room (%d,%d) type %d does not match layout '%s'", seed * 7919u,
                         e->rx, e->ry, type, lay->name);
            used[b][type][e->value]++;
        }
        assert_int_equal(found, 16);
        drop(r);
    }
    /* each biome's pools are all used, its own layouts included */
    for (int b = 0; b < FOOLS_BIOMES; b++)
        for (int t = 0; t < FOOLS_TYPES; t++) {
            assert_true(FD->rooms[b][t].n >= 4);
            for (int i = 0; i < FD->rooms[b][t].n; i++)
                assert_true(used[b][t][i] > 0);
        }
}

/* Every tile inside the border can be broken: nothing of the border, nothing hard. */
static void no_path_every_tile_breakable(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 500; seed++) {
        spg_result *r = gen(seed, -1, false);
        const spg_level *L = &r->level;
        assert_int_equal(L->w, 42);
        assert_int_equal(L->h, 34);
        int doors_in = 0, doors_out = 0;
        for (int y = 0; y < L->h; y++)
            for (int x = 0; x < L->w; x++) {
                int k = L->cell[y][x].kind;
                bool edge = x == 0 || y == 0 || x == L->w - 1 || y == L->h - 1;
                if (edge) {
                    assert_int_equal(k, SPG_T_BORDER);
                    continue;
                }
                assert_true(k == SPG_T_EMPTY || k == SPG_T_DIRT || k == SPG_T_ROCK ||
                            k == SPG_T_LAVA || k == SPG_T_WATER || k == SPG_T_LADDER ||
                            k == SPG_T_LADDER_TOP || k == SPG_T_ENTRANCE || k == SPG_T_EXIT);
                doors_in += k == SPG_T_ENTRANCE;
                doors_out += k == SPG_T_EXIT;
            }
        assert_int_equal(doors_in, 1);
        assert_int_equal(doors_out, 1);
        /* each door in its room, with ground under it */
        assert_int_equal((L->entrance_tx - 1) / 10, L->start_x);
        assert_int_equal((L->entrance_ty - 1) / 8, 0);
        assert_int_equal((L->exit_tx - 1) / 10, L->exit_x);
        assert_int_equal((L->exit_ty - 1) / 8, 3);
        int under_in = L->cell[L->entrance_ty + 1][L->entrance_tx].kind;
        int under_out = L->cell[L->exit_ty + 1][L->exit_tx].kind;
        assert_true(under_in == SPG_T_DIRT || under_in == SPG_T_ROCK);
        assert_true(under_out == SPG_T_DIRT || under_out == SPG_T_ROCK);
        drop(r);
    }
}

/* Code 3 is rock half the time: measured on the finished levels over many seeds, within
 * a binomial tolerance of 4.5 standard deviations.  On modern GameMaker its draw is
 * choose(2, 0) and its value the code chosen (2 rock); on gm8 rand(1,2), 1 rock. */
static void code_3_is_rock_half_the_time(void **state)
{
    (void)state;
    long n = 0, rock = 0, runs_same = 0, pairs = 0;
    for (uint32_t seed = 0; seed < 1500; seed++) {
        use_engine(seed % 3 == 2, SPG_ENGINE_GM8); /* a third of them on gm8 */
        spg_result *r = gen(seed * 40503u + 17u, -1, true);
        int last = -1;
        uint32_t last_draw = 0;
        for (size_t i = 0; i < r->trace.n; i++) {
            const spg_event *e = &r->trace.ev[i];
            if (e->kind != SPG_EV_DRAW || strcmp(e->site->name, "tiles.rock_half") != 0)
                continue;
            int k = r->level.cell[e->focus.y][e->focus.x].kind;
            assert_true(k == SPG_T_ROCK || k == SPG_T_EMPTY);
            if (ENGINE == SPG_ENGINE_GM8) {
                assert_int_equal(e->call, SPG_CALL_RAND);
                assert_int_equal(k == SPG_T_ROCK, e->value == 1);
            } else {
                assert_int_equal(e->call, SPG_CALL_CHOOSE);
                assert_int_equal(k == SPG_T_ROCK, e->value == 2);
                assert_int_equal(k == SPG_T_EMPTY, e->value == 0);
            }
            n++;
            rock += k == SPG_T_ROCK;
            if (last >= 0 && e->draw == last_draw + 1) {
                pairs++;
                runs_same += last == (k == SPG_T_ROCK);
            }
            last = k == SPG_T_ROCK;
            last_draw = e->draw;
        }
        drop(r);
    }
    use_engine(false, SPG_ENGINE_GAMEMAKER);
    double sd = sqrt(n * 0.25);
    print_message("code 3: %ld tiles, %ld rock (%.4f), %.1f sd from half\n", n, rock,
                  (double)rock / (double)n, fabs(rock - n / 2.0) / sd);
    assert_true(n > 20000);
    assert_true(fabs(rock - n / 2.0) < 4.5 * sd);
    /* neighbours drawn one after another are not tied together */
    double psd = sqrt(pairs * 0.25);
    assert_true(fabs(runs_same - pairs / 2.0) < 4.5 * psd);
}

/* ----------------------------------------------------------------- the biome roll */

static void biome_roll_and_forcing(void **state)
{
    (void)state;
    long count[FOOLS_BIOMES] = {0};
    for (uint32_t seed = 0; seed < 1200; seed++) {
        spg_result *r = gen(seed, -1, true);
        int b = fools_seed_biome(seed, SPG_ENGINE_GAMEMAKER);
        count[b]++;
        /* the first draw is the biome roll, and the trace's flag says the same */
        const spg_event *d1 = &r->trace.ev[r->trace.draw_event[0]];
        assert_string_equal(d1->site->name, "biome.roll");
        assert_int_equal(d1->value, b);
        bool flag = false;
        for (size_t i = 0; i < r->trace.n; i++)
            if (r->trace.ev[i].kind == SPG_EV_FLAG && strcmp(r->trace.ev[i].text, "biome") == 0) {
                assert_int_equal(r->trace.ev[i].value, b);
                flag = true;
            }
        assert_true(flag);
        spg_request rq = req(seed, -1, false);
        assert_int_equal(fools_request_biome(&rq), b);
        /* a forced biome still draws the roll: the doors stay where the seed puts them */
        for (int f = 0; f < FOOLS_BIOMES; f++) {
            rq.so.biome = f;
            assert_int_equal(fools_request_biome(&rq), f);
            spg_result *q = gen(seed, f, false);
            assert_int_equal(q->phases[FOOLS_PHASE_BIOME].draws, 1);
            assert_int_equal(q->level.start_x, r->level.start_x);
            assert_int_equal(q->level.exit_x, r->level.exit_x);
            if (f == b)
                assert_memory_equal(&q->level, &r->level, sizeof q->level);
            drop(q);
        }
        drop(r);
    }
    for (int b = 0; b < FOOLS_BIOMES; b++)
        assert_true(fabs(count[b] - 400.0) < 5 * sqrt(1200 * (1 / 3.0) * (2 / 3.0)));
    assert_string_equal(fools_biome_name(0), "caves");
    assert_string_equal(fools_biome_name(1), "jungle");
    assert_string_equal(fools_biome_name(2), "ossuary");
    assert_string_equal(fools_biome_name(3), "?");
    for (int b = 0; b < FOOLS_BIOMES; b++)
        assert_int_equal(fools_biome_find(fools_biome_name(b)), b);
    assert_int_equal(fools_biome_find("Caves"), -1);
    assert_int_equal(fools_biome_find("?"), -1);
    /* the document's example day */
    assert_int_equal(fools_seed_biome(3531, SPG_ENGINE_GAMEMAKER),
                     fools_request_biome(&(spg_request){.seed = 3531, .so = {.biome = -1}}));
}

/* ------------------------------------------------ determinism, tracing, replaying */

static void deterministic(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 100; seed++) {
        spg_result *a = gen(seed * 977u, -1, true), *b = gen(seed * 977u, -1, true);
        assert_memory_equal(&a->level, &b->level, sizeof a->level);
        assert_int_equal(a->trace.n, b->trace.n);
        assert_memory_equal(a->trace.ev, b->trace.ev, a->trace.n * sizeof *a->trace.ev);
        assert_int_equal(a->end_state, b->end_state);
        /* through the style table too, and --state S is the same level as --seed S */
        spg_request rq = req(seed * 977u, -1, false);
        rq.from_state = true;
        spg_result *c = calloc(1, sizeof *c);
        char err[256];
        assert_int_equal(spg_generate(&rq, DATA, c, err, sizeof err), 0);
        assert_string_equal(spg_style_of(c)->name, "fools");
        assert_memory_equal(&a->level, &c->level, sizeof a->level);
        drop(a);
        drop(b);
        drop(c);
    }
}

static void trace_on_off_identical(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 300; seed++) {
        spg_result *on = gen(seed ^ 0x5A5A5A5Au, -1, true), *off = gen(seed ^ 0x5A5A5A5Au, -1, false);
        assert_memory_equal(&on->level, &off->level, sizeof on->level);
        assert_int_equal(on->draws, off->draws);
        assert_int_equal(on->start_state, off->start_state);
        assert_int_equal(on->end_state, off->end_state);
        assert_int_equal(on->nphases, FOOLS_PHASE__COUNT);
        assert_memory_equal(on->phases, off->phases, sizeof on->phases);
        assert_null(off->trace.ev);
        drop(on);
        drop(off);
    }
}

/* The phases: named, back to back, the level's four adding up to its draws and all five
 * to the trace's; end_state is the start stepped `draws` times. */
static void phases_add_up(void **state)
{
    (void)state;
    static const char *const names[] = {"biome", "rooms", "layouts", "tiles", "decor"};
    for (uint32_t seed = 0; seed < 200; seed++) {
        spg_result *r = gen(seed * 31337u, -1, true);
        uint32_t next = 1, sum = 0;
        for (int p = 0; p < r->nphases; p++) {
            assert_string_equal(r->phases[p].name, names[p]);
            assert_int_equal(r->phases[p].first_draw, next);
            next += r->phases[p].draws;
            if (p < FOOLS_PHASE_DECOR)
                sum += r->phases[p].draws;
        }
        assert_int_equal(sum, r->draws);
        assert_int_equal(next - 1, r->trace.ndraws);
        assert_true(r->phases[FOOLS_PHASE_DECOR].draws > 0);
        /* end_state: the word of the level's last rand() on modern GameMaker */
        spg_rng w;
        rng_init(&w, SPG_ENGINE_GAMEMAKER, seed * 31337u);
        for (uint32_t i = 0; i < r->draws; i++)
            w.state = rng_well_step(&w);
        assert_int_equal(w.state, r->end_state);
        assert_int_equal(r->engine, SPG_ENGINE_GAMEMAKER);
        assert_int_equal(r->start_state, seed * 31337u);
        /* draws are numbered 1..n in order, each in the phase its number says */
        for (uint32_t d = 1; d <= r->trace.ndraws; d++) {
            const spg_event *e = &r->trace.ev[r->trace.draw_event[d - 1]];
            assert_int_equal(e->draw, d);
            assert_true(d >= r->phases[e->phase].first_draw &&
                        d < r->phases[e->phase].first_draw + r->phases[e->phase].draws);
            assert_non_null(e->site);
            assert_non_null(e->text); /* every draw says what it decided */
        }
        drop(r);
    }
}

/* A replayer that knows only the effects rebuilds the finished level. */
static void replay_rebuilds_the_level(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 200; seed++) {
        spg_result *r = gen(seed * 2246822519u, -1, true);
        const spg_level *F = &r->level;
        spg_level *L = calloc(1, sizeof *L);
        level_reset(L, F->w, F->h, F->room_x0, F->room_y0, F->room_w, F->room_h);
        for (size_t i = 0; i < r->trace.n; i++) {
            const spg_event *e = &r->trace.ev[i];
            if (e->kind == SPG_EV_TILE) {
                L->cell[e->focus.y][e->focus.x] =
                    (spg_cell){(uint8_t)e->value, (uint8_t)e->a, (uint16_t)e->b};
            } else if (e->kind == SPG_EV_ROOM_CODE) {
                L->rooms[e->ry][e->rx] = (int8_t)e->value;
            } else if (e->kind == SPG_EV_ENTITY) {
                assert_int_equal(level_add_entity(L, e->value, e->focus.x, e->focus.y, 0), e->a);
            }
        }
        assert_memory_equal(L->cell, F->cell, sizeof L->cell);
        assert_memory_equal(L->rooms, F->rooms, sizeof L->rooms);
        assert_int_equal(L->nent, F->nent);
        for (int i = 0; i < L->nent; i++) {
            assert_int_equal(L->ent[i].x, F->ent[i].x);
            assert_int_equal(L->ent[i].y, F->ent[i].y);
            assert_int_equal(L->ent[i].kind, F->ent[i].kind);
        }
        free(L);
        drop(r);
    }
}

/* ------------------------------------------------------------------ the decor stream */

static void decor_changes_looks_only(void **state)
{
    (void)state;
    const uint8_t look = SPG_TF_DRESSED | SPG_TF_ALT_LOOK;
    long differing_looks = 0;
    for (uint32_t seed = 0; seed < 150; seed++) {
        fools_params off = {FOOLS_DECOR_OFF, 0};
        spg_result *base = gen_ex(seed, -1, true, &off);
        spg_result *other[4];
        other[0] = gen_ex(seed, -1, true, NULL); /* derived: what show prints */
        for (int k = 1; k < 4; k++) {
            fools_params p = {FOOLS_DECOR_SEEDED, seed * 1000003u + (uint32_t)k * 0x9E3779B9u};
            other[k] = gen_ex(seed, -1, k & 1, &p);
        }
        const spg_level *B = &base->level;
        assert_int_equal(base->phases[FOOLS_PHASE_DECOR].draws, 0);
        for (int k = 0; k < 4; k++) {
            const spg_level *O = &other[k]->level;
            for (int y = 0; y < B->h; y++)
                for (int x = 0; x < B->w; x++) {
                    const spg_cell *b = &B->cell[y][x], *o = &O->cell[y][x];
                    assert_int_equal(b->flags & look, 0);
                    assert_int_equal(o->kind, b->kind);
                    assert_int_equal(o->content, b->content);
                    assert_int_equal(o->flags & ~look, b->flags);
                    if (o->flags & look)
                        assert_true(o->kind == SPG_T_DIRT || o->kind == SPG_T_ROCK);
                    if (k > 0)
                        differing_looks += (o->flags & look) != (other[0]->level.cell[y][x].flags & look);
                }
            assert_memory_equal(O->rooms, B->rooms, sizeof B->rooms);
            assert_int_equal(O->nent, B->nent);
            assert_memory_equal(O->ent, B->ent, sizeof B->ent[0] * (size_t)B->nent);
            assert_int_equal(O->entrance_tx, B->entrance_tx);
            assert_int_equal(O->exit_ty, B->exit_ty);
            assert_int_equal(other[k]->draws, base->draws);
            assert_int_equal(other[k]->end_state, base->end_state);
            assert_memory_equal(other[k]->phases, base->phases,
                                sizeof base->phases[0] * FOOLS_PHASE_DECOR);
        }
        /* every draw before the decor phase is the same draw, decor or none */
        for (uint32_t d = 1; d <= base->draws; d++) {
            const spg_event *a = &base->trace.ev[base->trace.draw_event[d - 1]];
            const spg_event *b = &other[0]->trace.ev[other[0]->trace.draw_event[d - 1]];
            assert_int_equal(a->state, b->state);
            assert_int_equal(a->value, b->value);
        }
        for (int k = 0; k < 4; k++)
            drop(other[k]);
        drop(base);
    }
    /* and the decor does vary with its seed, so the checks above are not empty */
    assert_true(differing_looks > 1000);
    /* the derivation is fixed: changing it changes every published picture */
    assert_int_equal(fools_decor_seed(3531), fools_decor_seed(3531));
    assert_int_not_equal(fools_decor_seed(3531), 3531);
    assert_int_not_equal(fools_decor_seed(3531), fools_decor_seed(3532));
}

/* The decor stream's draws come from fools_decor_seed(seed), not the level's stream. */
static void decor_stream_is_its_own(void **state)
{
    (void)state;
    spg_result *r = gen(3531, -1, true);
    spg_rng w;
    rng_init(&w, SPG_ENGINE_GAMEMAKER, fools_decor_seed(3531));
    for (uint32_t d = r->draws + 1; d <= r->trace.ndraws; d++) {
        const spg_event *e = &r->trace.ev[r->trace.draw_event[d - 1]];
        assert_int_equal(e->state, rng_well_step(&w));
        assert_int_equal(e->call, SPG_CALL_IRANDOM_RANGE);
        assert_int_equal(strncmp(e->site->name, "decor.", 6), 0);
    }
    drop(r);
    /* on gm8, GameMaker 8's LCG from the same seed */
    use_engine(true, SPG_ENGINE_GM8);
    r = gen(3531, -1, true);
    uint32_t s = fools_decor_seed(3531);
    for (uint32_t d = r->draws + 1; d <= r->trace.ndraws; d++) {
        const spg_event *e = &r->trace.ev[r->trace.draw_event[d - 1]];
        s = rng_step_raw(s, SPG_ENGINE_GM8);
        assert_int_equal(e->state, s);
        assert_int_equal(e->call, SPG_CALL_RAND);
    }
    drop(r);
    use_engine(false, SPG_ENGINE_GAMEMAKER);
}

/* ------------------------------------------------------------------ refusals, data */

static void refuses_other_levels(void **state)
{
    (void)state;
    spg_result *r = calloc(1, sizeof *r);
    spg_request rq = req(1, -1, false);
    char err[256];
    rq.level = 2;
    assert_int_equal(fools_generate_ex(&rq, FD, NULL, r, err, sizeof err), -1);
    assert_non_null(strstr(err, "one level per seed"));
    rq.level = 1;
    rq.so.biome = 3;
    assert_int_equal(fools_generate_ex(&rq, FD, NULL, r, err, sizeof err), -1);
    assert_int_equal(fools_generate_ex(&rq, NULL, NULL, r, err, sizeof err), -1);
    free(r);
}

static char TMP[64];

static void put(const char *name, const char *text)
{
    char p[256];
    snprintf(p, sizeof p, "%s/fools/%s", TMP, name);
    FILE *f = fopen(p, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void copy_shipped(const char *name)
{
    char src[4200];
    const char *dir = getenv("SPELGEN_DATA");
    snprintf(src, sizeof src, "%s/fools/%s", dir && *dir ? dir : "data", name);
    FILE *f = fopen(src, "r");
    assert_non_null(f);
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    put(name, buf);
}

static int load_tmp(char *err, size_t len)
{
    void *d = NULL;
    int rc = fools_load(TMP, &d, err, len);
    fools_free(d);
    return rc;
}

static void loader_checks(void **state)
{
    (void)state;
    strcpy(TMP, "/tmp/spelgen-fools-XXXXXX");
    assert_non_null(mkdtemp(TMP));
    char err[512];
    /* no fools/ at all: loads, and says so when asked for a level */
    void *d = NULL;
    assert_int_equal(fools_load(TMP, &d, err, sizeof err), 0);
    assert_non_null(strstr(((fools_data *)d)->missing, "no fools data"));
    spg_result *r = calloc(1, sizeof *r);
    spg_request rq = req(1, -1, false);
    assert_int_equal(fools_generate_ex(&rq, d, NULL, r, err, sizeof err), -1);
    assert_non_null(strstr(err, "no fools data"));
    free(r);
    fools_free(d);

    char p[128];
    snprintf(p, sizeof p, "%s/fools", TMP);
    assert_int_equal(mkdir(p, 0700), 0);
    const char *files[] = {"fools.rooms", "caves.rooms", "jungle.rooms", "ossuary.rooms",
                           "decks.txt"};
    for (int i = 0; i < 5; i++)
        copy_shipped(files[i]);
    assert_int_equal(load_tmp(err, sizeof err), 0);

    /* a classic code the fools style gives no meaning */
    put("caves.rooms", "set room-3 ROOM\nlayout bad\n1111111111\n1000000001\n1000x00001\n"
                       "1000000001\n1000000001\n1000000001\n1000000001\n1111111111\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_string_equal(err, "caves.rooms:2: layout 'bad', row 3, column 5: code 'x' means "
                             "nothing to the fools style (a room may use 0 1 2 3 6 7 W 9 B S a L P)");
    /* a door outside the door rooms */
    put("caves.rooms", "set room-3 ROOM\nlayout door\n1111111111\n1000000001\n1000900001\n"
                       "1000100001\n1000000001\n1000000001\n1000000001\n1111111111\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_non_null(strstr(err, "caves.rooms:2: layout 'door' of set 'room-3' has a door"));
    /* a set the style does not read */
    put("caves.rooms", "set room-x ROOM\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_non_null(strstr(err, "caves.rooms:1: set 'room-x' is not a fools set"));
    /* the loader's own errors come through as they are */
    put("caves.rooms", "set room-3 ROOM\nlayout three\n1111111111\n1000000001\n1000300001\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_non_null(strstr(err, "caves.rooms:2:1: layout 'three' has 3 rows, a room has 8"));
    put("caves.rooms", "set room-3 ROOM\nlayout odd\n1111111111\n1000000001\n1000%00001\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_non_null(strstr(err, "caves.rooms:5:5: unknown tile code '%'"));
    /* code 3 as the document writes it, in a room and in a chunk; 4 (its old spelling,
     * a classic code) means nothing to the fools style */
    put("caves.rooms", "set room-3 ROOM\nlayout three\n1111111111\n1000000001\n1000300001\n"
                       "1000000001\n1000000001\n1000000001\n1000000001\n1111111111\n"
                       "set chunk CHUNK\nlayout c3\n03330\n00000\n11111\n");
    assert_int_equal(load_tmp(err, sizeof err), 0);
    put("caves.rooms", "set room-3 ROOM\nlayout four\n1111111111\n1000000001\n1000400001\n"
                       "1000000001\n1000000001\n1000000001\n1000000001\n1111111111\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_string_equal(err, "caves.rooms:2: layout 'four', row 3, column 5: code '4' means "
                             "nothing to the fools style (a room may use 0 1 2 3 6 7 W 9 B S a L P)");
    copy_shipped("caves.rooms");

    put("decks.txt", "caves 0 0 0 1 1 2 2 3 3 4 5 5 6\njungle 0 0 0 1 1 1 2 2 3 4 5 5 6 7\n"
                     "ossuary 0 0 0 1 2 3 4 4 4 5 5 6 7 7\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_string_equal(err, "decks.txt:1: the caves deck has 13 types; a deck holds exactly 14");
    put("decks.txt", "caves 0 0 0 1 1 2 2 3 3 4 5 5 6 8\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_string_equal(err, "decks.txt:1:33: a deck holds room types 0-7 (8 and 9 are placed apart)");
    put("decks.txt", "caves 0 0 0 1 1 2 2 3 3 4 5 5 6 7\njungle 0 0 0 1 1 1 2 2 3 4 5 5 6 7\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_string_equal(err, "decks.txt:2: no deck for the ossuary biome");
    put("decks.txt", "tundra 0 0 0 1 1 2 2 3 3 4 5 5 6 7\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_string_equal(err, "decks.txt:1:1: 'tundra' is not a biome (biomes: caves, jungle, ossuary)");
    copy_shipped("decks.txt");

    /* too few layouts of a type */
    put("fools.rooms", "set chunk CHUNK\nlayout c\n00000\n00000\n00000\n");
    assert_int_equal(load_tmp(err, sizeof err), -1);
    assert_non_null(strstr(err, "the caves biome has 0 layouts of room type 0 (set room-0)"));
    copy_shipped("fools.rooms");
    assert_int_equal(load_tmp(err, sizeof err), 0);

    for (int i = 0; i < 5; i++) {
        snprintf(p, sizeof p, "%s/fools/%s", TMP, files[i]);
        unlink(p);
    }
    snprintf(p, sizeof p, "%s/fools", TMP);
    rmdir(p);
    rmdir(TMP);
}

static void code_table(void **state)
{
    (void)state;
    for (const char *c = "012367W9BSaLP"; *c; c++)
        assert_true(fools_code_ok(*c, false));
    for (const char *c = "012037LP"; *c; c++)
        assert_true(fools_code_ok(*c, true));
    for (const char *c = "458xAITM.bKkliQqdDs"; *c; c++)
        assert_false(fools_code_ok(*c, false));
    for (const char *c = "69WBSa"; *c; c++)
        assert_false(fools_code_ok(*c, true));
    assert_false(fools_code_ok(0, false));
    assert_string_equal(fools_type_name(0), "safe");
    assert_string_equal(fools_type_name(8), "entrance");
    assert_string_equal(fools_type_name(9), "exit");
    assert_string_equal(fools_type_name(10), "?");
}


/* ------------------------------------------------------------------------ engines */

/* The value of draw d of a traced result. */
static int32_t draw_value(const spg_result *r, uint32_t d)
{
    return r->trace.ev[r->trace.draw_event[d - 1]].value;
}

/* By default a level draws from modern GameMaker's generator seeded as random_set_seed(seed):
 * its first draws are what the HTML5 runner's own irandom_range gives (node, outside this
 * repository: random_set_seed(s), irandom_range(0,2), (0,3), (0,3), then (0,i) for i = 13
 * down to 1), each spelt irandom_range, and the word after the 16th is the runner's. */
static void default_engine_is_modern_gamemaker(void **state)
{
    (void)state;
    static const struct {
        uint32_t seed;
        int v[16];
        uint32_t word16;
    } want[] = {
        {3531u, {0, 1, 1, 2, 6, 2, 4, 8, 1, 7, 3, 4, 3, 0, 2, 1}, 4058976859u},
        {2298u, {0, 0, 0, 11, 12, 4, 9, 5, 0, 7, 4, 3, 1, 2, 2, 1}, 2109522970u},
    };
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        spg_result *r = gen(want[k].seed, -1, true);
        assert_int_equal(r->engine, SPG_ENGINE_GAMEMAKER);
        assert_int_equal(r->start_state, want[k].seed);
        for (uint32_t d = 1; d <= 16; d++) {
            const spg_event *e = &r->trace.ev[r->trace.draw_event[d - 1]];
            assert_int_equal(e->call, SPG_CALL_IRANDOM_RANGE);
            assert_int_equal(e->a, 0);
            assert_int_equal(e->b, d == 1 ? 2 : d <= 3 ? 3 : 17 - (int)d);
            assert_int_equal(e->value, want[k].v[d - 1]);
        }
        assert_int_equal(r->trace.ev[r->trace.draw_event[15]].state, want[k].word16);
        char buf[48];
        trace_format_call(&r->trace.ev[r->trace.draw_event[0]], buf, sizeof buf);
        assert_string_equal(buf, "irandom_range(0,2)");
        drop(r);
    }
}

/* The biome is the stream's first irandom_range(0, 2), in the document's order: the
 * runner's values for random_set_seed(0..39). */
static void biome_is_the_first_irandom_range(void **state)
{
    (void)state;
    static const int runner[40] = {1, 0, 0, 2, 1, 0, 0, 2, 1, 2, 0, 1, 0, 2, 2, 0, 2, 0, 1, 0,
                                   0, 2, 1, 2, 0, 2, 2, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 2, 2, 1};
    for (uint32_t seed = 0; seed < 40; seed++) {
        assert_int_equal(fools_seed_biome(seed, SPG_ENGINE_GAMEMAKER), runner[seed]);
        spg_result *r = gen(seed, -1, false);
        assert_string_equal(r->place, fools_biome_name(runner[seed]));
        drop(r);
    }
}

/* --engine gm8: GameMaker 8's LCG and rand(a,b), the levels as they were before modern
 * GameMaker's engine: its first draws are the LCG's rand on the seed as the state. */
static void gm8_keeps_the_old_draws(void **state)
{
    (void)state;
    use_engine(true, SPG_ENGINE_GM8);
    for (uint32_t seed = 0; seed < 200; seed++) {
        spg_result *r = gen(seed * 2654435761u, -1, true);
        assert_int_equal(r->engine, SPG_ENGINE_GM8);
        spg_rng lcg;
        rng_init(&lcg, SPG_ENGINE_GM8, seed * 2654435761u);
        for (uint32_t d = 1; d <= r->draws; d++) {
            const spg_event *e = &r->trace.ev[r->trace.draw_event[d - 1]];
            assert_int_equal(e->call, SPG_CALL_RAND);
            assert_int_equal(e->value, rng_rand(&lcg, e->a, e->b, NULL));
            assert_int_equal(e->state, lcg.state);
        }
        assert_int_equal(r->end_state, lcg.state);
        assert_int_equal(fools_seed_biome(seed * 2654435761u, SPG_ENGINE_GM8), draw_value(r, 1));
        drop(r);
    }
    /* and the two engines make different levels of one seed */
    int differ = 0;
    for (uint32_t seed = 0; seed < 50; seed++) {
        use_engine(true, SPG_ENGINE_GM8);
        spg_result *a = gen(seed, -1, false);
        use_engine(false, SPG_ENGINE_GAMEMAKER);
        spg_result *b = gen(seed, -1, false);
        differ += memcmp(a->level.cell, b->level.cell, sizeof a->level.cell) != 0;
        drop(a);
        drop(b);
    }
    assert_true(differ >= 45);
    use_engine(false, SPG_ENGINE_GAMEMAKER);
}

/* random_use_old_version(true)'s polynomial makes the same levels (rng.h says why). */
static void old_polynomial_same_levels(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 100; seed++) {
        spg_result *a = gen(seed * 97u, -1, false);
        use_engine(true, SPG_ENGINE_GAMEMAKER_OLD);
        spg_result *b = gen(seed * 97u, -1, false);
        use_engine(false, SPG_ENGINE_GAMEMAKER);
        assert_memory_equal(&a->level, &b->level, sizeof a->level);
        assert_int_equal(a->end_state, b->end_state);
        assert_int_equal(b->engine, SPG_ENGINE_GAMEMAKER_OLD);
        drop(a);
        drop(b);
    }
    /* an engine the style does not draw from is refused */
    spg_result *r = calloc(1, sizeof *r);
    spg_request rq = req(1, -1, false);
    rq.so.engine_set = true;
    rq.so.engine = SPG_ENGINE_MULBERRY32;
    char err[256];
    assert_int_equal(fools_generate_ex(&rq, FD, NULL, r, err, sizeof err), -1);
    assert_non_null(strstr(err, "engine mulberry32"));
    free(r);
}

/* rand() of exactly 1.0: irandom_range's hi+1 is taken as hi, choose's undefined as its
 * last value, and the trace says so.  The state is seed 3531's with word 15 planted (by
 * node, from the runner's rand()) so that the next word is 0x7fffffff. */
static void one_past_the_end_is_the_end(void **state)
{
    (void)state;
    static const spg_site site = SPG_SITE("t.roll", "a test");
    static const spg_choice half = {SPG_SITE("t.half", "2 or 0"), 2, {2, 0}};
    for (int k = 0; k < 2; k++) {
        spg_result *res = calloc(1, sizeof *res);
        spg_rng rng;
        rng_init(&rng, SPG_ENGINE_GAMEMAKER, 3531);
        rng.well[15] = 1732083739u;
        trace_begin(&res->trace, 42, 34, 10, 8, 1, 1);
        rng.trace = &res->trace;
        fg c;
        memset(&c, 0, sizeof c);
        c.rng = &rng;
        c.T = &res->trace;
        if (k == 0)
            assert_int_equal(fg_roll(&c, 0, 2, &site), 2);
        else
            assert_int_equal(fg_choose(&c, &half), 1);
        const spg_event *d = &res->trace.ev[res->trace.draw_event[0]];
        assert_int_equal(d->value, k == 0 ? 3 : SPG_CHOOSE_UNDEFINED); /* what GameMaker gave */
        bool noted = false;
        for (size_t i = 0; i < res->trace.n; i++)
            if (res->trace.ev[i].kind == SPG_EV_NOTE && strstr(res->trace.ev[i].text, "exactly 1.0"))
                noted = true;
        assert_true(noted);
        /* the next draw is ordinary */
        assert_in_range(fg_roll(&c, 0, 2, &site), 0, 2);
        drop(res);
    }
}

/* spelgen daily DATE: the date's seed, the level drawn from modern GameMaker's generator
 * seeded as random_set_seed(seed) would, the same every time. */
static void daily_level_is_reproducible(void **state)
{
    (void)state;
    static const struct {
        spg_date d;
        uint32_t seed;
        int biome; /* the runner's first irandom_range(0,2) for the seed (node) */
    } days[] = {
        {{2024, 3, 8}, 3531u, 0},  {{2024, 1, 1}, 2298u, 0}, {{2024, 1, 3}, 2572u, 1},
        {{2024, 1, 8}, 3257u, 1},  {{2024, 1, 9}, 3394u, 2}, {{2024, 4, 7}, 3531u, 0},
    };
    for (size_t k = 0; k < sizeof days / sizeof days[0]; k++) {
        uint32_t seed = daily_seed(days[k].d, SPG_DAILY_ORIGINAL);
        assert_int_equal(seed, days[k].seed);
        spg_request rq = req(seed, -1, false);
        spg_result *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
        char err[256];
        assert_int_equal(spg_generate(&rq, DATA, a, err, sizeof err), 0);
        rq.trace = true;
        assert_int_equal(spg_generate(&rq, DATA, b, err, sizeof err), 0);
        assert_int_equal(a->engine, SPG_ENGINE_GAMEMAKER);
        assert_memory_equal(&a->level, &b->level, sizeof a->level);
        assert_int_equal(a->end_state, b->end_state);
        assert_int_equal(fools_request_biome(&rq), days[k].biome);
        assert_int_equal(draw_value(b, 1), days[k].biome);
        assert_string_equal(a->place, fools_biome_name(days[k].biome));
        drop(a);
        drop(b);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(one_entrance_one_exit_rest_the_deck),
        cmocka_unit_test(shuffle_matches_a_model),
        cmocka_unit_test(every_room_from_its_types_layouts),
        cmocka_unit_test(no_path_every_tile_breakable),
        cmocka_unit_test(code_3_is_rock_half_the_time),
        cmocka_unit_test(biome_roll_and_forcing),
        cmocka_unit_test(deterministic),
        cmocka_unit_test(trace_on_off_identical),
        cmocka_unit_test(phases_add_up),
        cmocka_unit_test(replay_rebuilds_the_level),
        cmocka_unit_test(decor_changes_looks_only),
        cmocka_unit_test(decor_stream_is_its_own),
        cmocka_unit_test(refuses_other_levels),
        cmocka_unit_test(loader_checks),
        cmocka_unit_test(code_table),
        cmocka_unit_test(default_engine_is_modern_gamemaker),
        cmocka_unit_test(biome_is_the_first_irandom_range),
        cmocka_unit_test(gm8_keeps_the_old_draws),
        cmocka_unit_test(old_polynomial_same_levels),
        cmocka_unit_test(one_past_the_end_is_the_end),
        cmocka_unit_test(daily_level_is_reproducible),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
