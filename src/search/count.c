/* count.c — exact odds over raw states.  Worker threads take chunks of states from one
 * counter, each tallies its own counts, and the tallies are added at the end: the counts
 * are the same whatever the threads, and in any order. */
#include "count.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../gen.h"
#include "../level_metrics.h"
#include "../quirks.h"
#include "filter.h"

#define COUNT_CHUNK 65536
#define COUNT_BATCH 256 /* plans made at once (the scan sets up once for them all) */

static const struct prop_def {
    const char *name;
    int values;
    bool zeros;
} props[CP__COUNT] = {
    [CP_START_COL] = {"start-col", 4, true},
    [CP_EXIT_COL] = {"exit-col", 4, true},
    [CP_PATH_LENGTH] = {"path-length", 17, false},
    [CP_DROPS] = {"drops", 3, true},
    [CP_SNAKE_PIT] = {"snake-pit", 2, true},
    [CP_PIT_ROLLS] = {"pit-rolls", 9, false},
    [CP_SHOP_ROOM] = {"shop-room", 17, false},
    [CP_SACRIFICE_PIT] = {"sacrifice-pit", 2, true},
    [CP_MOAI] = {"moai", 2, true},
    [CP_MOTHERSHIP] = {"mothership", 2, true},
    [CP_YETI_LAIR] = {"yeti-lair", 2, true},
    [CP_BLACK_MARKET] = {"black-market", 2, true},
    [CP_CITY_OF_GOLD] = {"city-of-gold", 2, true},
};

const char *count_prop_name(int p) { return p >= 0 && p < CP__COUNT ? props[p].name : "?"; }

int count_prop_find(const char *name)
{
    for (int p = 0; p < CP__COUNT; p++)
        if (strcmp(props[p].name, name) == 0)
            return p;
    return -1;
}

int count_prop_values(int p) { return p >= 0 && p < CP__COUNT ? props[p].values : 0; }

bool count_prop_lists_zeros(int p) { return p >= 0 && p < CP__COUNT && props[p].zeros; }

void count_value_label(int p, int v, char *buf, size_t len)
{
    if (p == CP_SHOP_ROOM)
        v == 0 ? snprintf(buf, len, "none") : snprintf(buf, len, "%d,%d", (v - 1) % 4, (v - 1) / 4);
    else if (props[p].values == 2)
        snprintf(buf, len, "%s", v ? "yes" : "no");
    else
        snprintf(buf, len, "%d", v);
}

/* The snake pit's rolls that counted (path.c's snake_pit, scrLevelGen): rows 0 and 1, each
 * column in turn, rolls until a pit is made; a column qualifies when its room and the two
 * below are off the path.  Off the path then is off it in the plan: only side rooms
 * became the pit or, later, the shop.  Counted up to the pit's top room, or all eight. */
static int pit_rolls(const classic_plan *p)
{
    int n = 0;
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 4; i++) {
            if (room_on_path(p->rooms[j][i]) || room_on_path(p->rooms[j + 1][i]) ||
                room_on_path(p->rooms[j + 2][i]))
                continue;
            n++;
            if (p->flags.snake_pit && p->rooms[j][i] == SPG_ROOM_PIT_TOP)
                return n;
        }
    return n;
}

int count_value(int prop, const classic_plan *p, int level)
{
    const spg_level_flags *f = &p->flags;
    switch (prop) {
    case CP_START_COL: return p->start_x & 3;
    case CP_EXIT_COL: return p->exit_x & 3;
    case CP_PATH_LENGTH: return level_rooms_on_path(p->rooms);
    case CP_DROPS: return level_rooms_straight_drops(p->rooms);
    case CP_SNAKE_PIT: return f->snake_pit;
    case CP_PIT_ROLLS: return area_of_level(level) == SPG_AREA_MINES ? pit_rolls(p) : 0;
    case CP_SHOP_ROOM: return f->shop_rx < 0 ? 0 : 1 + f->shop_ry * 4 + f->shop_rx;
    case CP_SACRIFICE_PIT: return f->sacrifice_pit;
    case CP_MOAI: return f->moai;
    case CP_MOTHERSHIP: return f->mothership;
    case CP_YETI_LAIR: return f->yeti_lair;
    case CP_BLACK_MARKET: return f->black_market;
    case CP_CITY_OF_GOLD: return f->city_of_gold;
    default: return 0;
    }
}

void count_config_init(count_config *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    options_default(&cfg->opt);
    cfg->level = 1;
    cfg->from = 0;
    cfg->to = UINT32_MAX;
    cfg->threads = 1;
}

typedef struct shared {
    const count_config *cfg;
    bool scanning;
    classic_path_scan scan;
    uint64_t total;
    atomic_uint_fast64_t next, done;
    atomic_int stop, running;
    pthread_mutex_t mu;
    count_result sum;
    int failed;
    char err[256];
} shared;

/* The plan of the level built from state s: the scan's, or, before the scan is set up, a
 * path-only build (which checks the request as the generator would). */
static int plan_of(shared *s, uint32_t state, spg_result *r, classic_plan *p)
{
    if (s->scanning) {
        classic_scan_state(&s->scan, state, p, NULL);
        return 0;
    }
    spg_request rq = {0};
    rq.style = SPG_STYLE_CLASSIC;
    rq.so.biome = -1;
    rq.from_state = true;
    rq.seed = state;
    rq.level = s->cfg->level;
    rq.opt = s->cfg->opt;
    rq.path_only = true;
    char err[256];
    if (spg_generate(&rq, s->cfg->data, r, err, sizeof err) != 0) {
        pthread_mutex_lock(&s->mu);
        snprintf(s->err, sizeof s->err, "%s", err);
        s->failed = 1;
        pthread_mutex_unlock(&s->mu);
        return -1;
    }
    classic_plan_of(&r->level, p);
    return 0;
}

static void *worker(void *arg)
{
    shared *s = arg;
    count_result *mine = calloc(1, sizeof *mine);
    classic_plan plans[COUNT_BATCH];
    spg_result *r = s->scanning ? NULL : calloc(1, sizeof *r);
    if (!mine || (!s->scanning && !r)) {
        pthread_mutex_lock(&s->mu);
        snprintf(s->err, sizeof s->err, "out of memory");
        s->failed = 1;
        pthread_mutex_unlock(&s->mu);
        atomic_store(&s->stop, 1);
        goto done;
    }
    unsigned props = s->cfg->props ? s->cfg->props : (1u << CP__COUNT) - 1;
    while (!atomic_load(&s->stop)) {
        uint64_t lo = atomic_fetch_add(&s->next, COUNT_CHUNK);
        if (lo >= s->total)
            break;
        uint64_t hi = lo + COUNT_CHUNK < s->total ? lo + COUNT_CHUNK : s->total;
        for (uint64_t i = lo; i < hi; i += COUNT_BATCH) {
            uint32_t n = hi - i < COUNT_BATCH ? (uint32_t)(hi - i) : COUNT_BATCH;
            uint32_t first = (uint32_t)(s->cfg->from + i);
            if (s->scanning && s->cfg->rolls)
                classic_scan_states_tally(&s->scan, first, 1, n, plans, &mine->rolls);
            else if (s->scanning)
                classic_scan_states(&s->scan, first, 1, n, plans);
            for (uint32_t j = 0; j < n && !s->scanning; j++)
                if (plan_of(s, first + j, r, &plans[j]) != 0) {
                    atomic_store(&s->stop, 1);
                    goto done;
                }
            for (uint32_t j = 0; j < n; j++)
                for (int k = 0; k < CP__COUNT; k++)
                    if (props >> k & 1u)
                        mine->n[k][count_value(k, &plans[j], s->cfg->level)]++;
        }
        mine->states += hi - lo;
        atomic_fetch_add(&s->done, hi - lo);
    }
done:
    if (mine) {
        pthread_mutex_lock(&s->mu);
        s->sum.states += mine->states;
        for (int k = 0; k < CP__COUNT; k++)
            for (int v = 0; v < COUNT_MAX_VALUES; v++)
                s->sum.n[k][v] += mine->n[k][v];
        for (int v = 0; v < CLASSIC_SCAN_WALK_VALUES; v++)
            s->sum.rolls.walk[v] += mine->rolls.walk[v];
        s->sum.rolls.shop_rolls += mine->rolls.shop_rolls;
        s->sum.rolls.shop_rolls_low += mine->rolls.shop_rolls_low;
        pthread_mutex_unlock(&s->mu);
    }
    free(mine);
    if (r) {
        spg_result_free(r);
        free(r);
    }
    atomic_fetch_sub(&s->running, 1);
    return NULL;
}

int count_run(const count_config *cfg, count_progress progress, void *ctx, count_result *out,
              char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (cfg->from > cfg->to) {
        snprintf(err, errlen, "the range %u..%u is empty", cfg->from, cfg->to);
        return -1;
    }
    if (area_of_level(cfg->level) == SPG_AREA_OLMEC && !quirk_on(cfg->opt.quirks, SPG_Q_OLMEC_PATH)) {
        snprintf(err, errlen, "level 16 with olmec-path off has no path to count");
        return -1;
    }
    shared *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    s->cfg = cfg;
    s->total = (uint64_t)cfg->to - cfg->from + 1;
    pthread_mutex_init(&s->mu, NULL);
    /* the scan checks no request: one path phase built the ordinary way first says what
     * the generator would refuse (a level before the game's shortcut, ...) */
    spg_result *first = calloc(1, sizeof *first);
    classic_plan p;
    if (!first || plan_of(s, cfg->from, first, &p) != 0) {
        snprintf(err, errlen, "%s", first ? s->err : "out of memory");
        if (first)
            spg_result_free(first);
        free(first);
        pthread_mutex_destroy(&s->mu);
        free(s);
        return -1;
    }
    spg_result_free(first);
    free(first);
    if (classic_path_scan_init(&s->scan, cfg->level, &cfg->opt,
                               spg_style_data(cfg->data, SPG_STYLE_CLASSIC), err, errlen) != 0) {
        pthread_mutex_destroy(&s->mu);
        free(s);
        return -1;
    }
    s->scanning = true;
    s->scan.game.made_moai = cfg->moai_made;
    atomic_init(&s->next, 0);
    atomic_init(&s->done, 0);
    atomic_init(&s->stop, 0);
    int threads = cfg->threads < 1 ? 1 : cfg->threads;
    atomic_init(&s->running, threads);
    pthread_t *tid = calloc((size_t)threads, sizeof *tid);
    int started = 0, stopped = 0;
    for (; tid && started < threads; started++)
        if (pthread_create(&tid[started], NULL, worker, s) != 0)
            break;
    atomic_fetch_sub(&s->running, threads - started);
    while (atomic_load(&s->running) > 0) {
        struct timespec ts = {0, 100000000};
        nanosleep(&ts, NULL);
        if (progress && !stopped && progress(atomic_load(&s->done), s->total, ctx)) {
            stopped = 1;
            atomic_store(&s->stop, 1);
        }
    }
    for (int i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    int rc = 0;
    if (!tid || started == 0) {
        snprintf(err, errlen, !tid ? "out of memory" : "cannot start a thread");
        rc = -1;
    } else if (s->failed) {
        snprintf(err, errlen, "%s", s->err);
        rc = -1;
    } else {
        *out = s->sum;
        rc = stopped ? 1 : 0;
    }
    free(tid);
    pthread_mutex_destroy(&s->mu);
    free(s);
    return rc;
}
