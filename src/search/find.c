/* find.c — the search.  The range is cut into chunks that worker threads take in order;
 * each chunk's matches are kept until every chunk before it has been handed out, so the
 * output is the same for one thread or many, and --count stops at the same match.  A
 * filter the path phase decides, on levels built alone (raw states, or level 1), is
 * tested on the path scan's plans (classic.h): no level is built at all. */
#include "find.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reach.h"

#define CHUNK 1024
#define SCAN_CHUNK 65536 /* the scan tests a state in ~0.1 us: bigger chunks, fewer locks */
#define SCAN_BATCH 256   /* plans made at once */

void find_config_init(spg_find_config *fc)
{
    memset(fc, 0, sizeof *fc);
    fc->base.style = SPG_STYLE_CLASSIC;
    fc->base.so.biome = -1;
    options_default(&fc->base.opt);
    filter_init(&fc->filter);
    fc->from = 0;
    fc->to = UINT32_MAX;
    fc->threads = 1;
    fc->shard_k = 0;
    fc->shard_n = 1;
}

/* The first number of the range in the shard, and how many there are. */
static uint64_t first_in_shard(const spg_find_config *fc)
{
    uint64_t n = fc->shard_n ? fc->shard_n : 1;
    uint64_t f = fc->from;
    uint64_t r = f % n;
    return f + (fc->shard_k % n + n - r) % n;
}

uint64_t find_total(const spg_find_config *fc)
{
    uint64_t n = fc->shard_n ? fc->shard_n : 1, first = first_in_shard(fc);
    if (fc->from > fc->to || first > fc->to)
        return 0;
    return (fc->to - first) / n + 1;
}

static void format_line(const spg_find_config *fc, uint32_t n, const spg_level *l, spg_need built,
                        int reach, char *line, size_t len)
{
    char sum[512];
    if (fc->json) {
        filter_summary_json(l, built, reach, sum, sizeof sum);
        snprintf(line, len, "{\"%s\":%u,\"level\":%d,%s}", fc->states ? "state" : "seed", n,
                 fc->filter.level, sum);
    } else {
        filter_summary(l, built, reach, sum, sizeof sum);
        snprintf(line, len, "%u\t%d\t%s", n, fc->filter.level, sum);
    }
}

bool find_scans(const spg_find_config *fc)
{
    bool alone = fc->states || fc->filter.level == 1;
    return !fc->full && !fc->no_scan && alone && fc->base.style == SPG_STYLE_CLASSIC &&
           filter_need(&fc->filter) == SPG_NEED_PATH;
}

/* Number n's plan against the filter: 1 and its line on a match, else 0. */
static int plan_test(const spg_find_config *fc, uint32_t n, const classic_plan *p, char *line,
                     size_t len)
{
    if (!filter_match_plan(&fc->filter, p))
        return 0;
    char sum[512];
    filter_summary_plan(p, fc->json, sum, sizeof sum);
    if (fc->json)
        snprintf(line, len, "{\"%s\":%u,\"level\":%d,%s}", fc->states ? "state" : "seed", n,
                 fc->filter.level, sum);
    else
        snprintf(line, len, "%u\t%d\t%s", n, fc->filter.level, sum);
    return 1;
}

int find_test(const spg_find_config *fc, const spg_data *data, uint32_t n, spg_result *r,
              spg_result *prev, char *line, size_t len, char *err, size_t errlen)
{
    const spg_filter *f = &fc->filter;
    spg_need need = fc->full ? SPG_NEED_FULL : filter_need(f);
    spg_request rq = fc->base;
    rq.trace = false;
    rq.level = f->level;
    rq.seed = n;
    rq.from_state = fc->states;
    /* a level's path depends only on the RNG state when it begins and the once-a-game
     * state, which nothing in the Mines changes (the Black Market, the Moai and the City
     * of Gold come later): so a Mines level N of a game can be walked from the state
     * level N-1 ended in.  The classic style's path_only would cut the earlier levels short too. */
    bool alone = fc->states || f->level == 1;
    bool chain = area_of_level(f->level) == SPG_AREA_MINES;
    if (!fc->full && ((need == SPG_NEED_PATH && (alone || chain)) ||
                      (alone && filter_has_path_part(f)))) {
        if (!alone) {
            spg_request rp = rq;
            rp.level = f->level - 1;
            if (spg_generate(&rp, data, prev, err, errlen) != 0)
                return -1;
            rq.from_state = true;
            rq.seed = prev->end_state;
        }
        rq.path_only = true;
        if (spg_generate(&rq, data, r, err, errlen) != 0)
            return -1;
        if (!filter_match_path(f, &r->level))
            return 0;
        if (need == SPG_NEED_PATH) {
            format_line(fc, n, &r->level, SPG_NEED_PATH, -1, line, len);
            return 1;
        }
        rq.path_only = false;
        rq.seed = n;
        rq.from_state = fc->states;
    }
    if ((need == SPG_NEED_ROLLS || need == SPG_NEED_PATH) && !fc->full) {
        /* no block pass for the many levels that fail (a path filter lands here when its
         * level's path cannot be walked alone); a match is built whole below, for its
         * summary */
        rq.rolls_only = true;
        if (spg_generate(&rq, data, r, err, errlen) != 0)
            return -1;
        if (!filter_match(f, &r->level))
            return 0;
        rq.rolls_only = false;
    }
    if (spg_generate(&rq, data, r, err, errlen) != 0)
        return -1;
    if (!filter_match(f, &r->level))
        return 0;
    format_line(fc, n, &r->level, SPG_NEED_FULL, reach_exit(&r->level, NULL) ? 1 : 0, line, len);
    return 1;
}

/* ---- threads ----------------------------------------------------------------------- */

typedef struct chunk_out {
    char *text; /* matches' lines, each ending in '\n' */
    size_t len, cap;
    uint64_t tested;
    int done;
} chunk_out;

typedef struct shared {
    const spg_find_config *fc;
    const spg_data *data;
    bool scanning;             /* the path scan decides (find_scans) */
    classic_path_scan scan;
    uint64_t first, total, nchunks, chunk;
    pthread_mutex_t mu;
    pthread_cond_t ready, space;
    uint64_t next;    /* next chunk to hand out */
    uint64_t emitted; /* chunks handed to emit so far */
    int window;
    chunk_out *slot;  /* chunk c lives in slot[c % window] */
    atomic_int stop; /* read by workers between numbers, without the lock */
    int failed;
    char err[512];
} shared;

static int append(chunk_out *o, const char *line)
{
    size_t n = strlen(line);
    if (o->len + n + 2 > o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 4096;
        while (cap < o->len + n + 2)
            cap *= 2;
        char *t = realloc(o->text, cap);
        if (!t)
            return -1;
        o->text = t;
        o->cap = cap;
    }
    memcpy(o->text + o->len, line, n);
    o->len += n;
    o->text[o->len++] = '\n';
    o->text[o->len] = 0;
    return 0;
}

static void fail(shared *s, const char *msg)
{
    pthread_mutex_lock(&s->mu);
    if (!s->failed)
        snprintf(s->err, sizeof s->err, "%s", msg);
    s->failed = 1;
    atomic_store(&s->stop, 1);
    pthread_cond_broadcast(&s->ready);
    pthread_cond_broadcast(&s->space);
    pthread_mutex_unlock(&s->mu);
}

static void *worker(void *arg)
{
    shared *s = arg;
    spg_result *r = calloc(1, sizeof *r), *prev = calloc(1, sizeof *prev);
    chunk_out out = {0};
    char line[1024], err[512];
    classic_plan plans[SCAN_BATCH];
    if (!r || !prev) {
        fail(s, "out of memory");
        goto done;
    }
    for (;;) {
        pthread_mutex_lock(&s->mu);
        while (!atomic_load(&s->stop) && s->next < s->nchunks &&
               s->next >= s->emitted + (uint64_t)s->window)
            pthread_cond_wait(&s->space, &s->mu);
        if (atomic_load(&s->stop) || s->next >= s->nchunks) {
            pthread_mutex_unlock(&s->mu);
            break;
        }
        uint64_t c = s->next++;
        pthread_mutex_unlock(&s->mu);

        out.len = 0;
        if (out.text)
            out.text[0] = 0;
        out.tested = 0;
        uint64_t lo = c * s->chunk, hi = lo + s->chunk < s->total ? lo + s->chunk : s->total;
        /* the scan makes its plans SCAN_BATCH at a time (one setup for them all) */
        for (uint64_t i = lo; s->scanning && i < hi && !atomic_load(&s->stop); i += SCAN_BATCH) {
            uint32_t k = hi - i < SCAN_BATCH ? (uint32_t)(hi - i) : SCAN_BATCH;
            uint32_t n0 = (uint32_t)(s->first + i * s->fc->shard_n);
            classic_scan_states(&s->scan, n0, s->fc->shard_n, k, plans);
            for (uint32_t j = 0; j < k; j++) {
                uint32_t n = n0 + j * s->fc->shard_n;
                if (plan_test(s->fc, n, &plans[j], line, sizeof line) && append(&out, line) != 0) {
                    fail(s, "out of memory");
                    goto done;
                }
            }
            out.tested += k;
        }
        for (uint64_t i = lo; !s->scanning && i < hi && !atomic_load(&s->stop); i++) {
            uint32_t n = (uint32_t)(s->first + i * s->fc->shard_n);
            int m = find_test(s->fc, s->data, n, r, prev, line, sizeof line, err, sizeof err);
            if (m < 0) {
                fail(s, err);
                goto done;
            }
            if (m && append(&out, line) != 0) {
                fail(s, "out of memory");
                goto done;
            }
            out.tested++;
        }
        pthread_mutex_lock(&s->mu);
        chunk_out *dst = &s->slot[c % (uint64_t)s->window];
        /* swap buffers: the slot's old buffer is reused by this worker */
        chunk_out mine = *dst;
        *dst = out;
        dst->done = 1;
        out = mine;
        out.done = 0;
        pthread_cond_broadcast(&s->ready);
        pthread_mutex_unlock(&s->mu);
    }
done:
    free(out.text);
    spg_result_free(r);
    spg_result_free(prev);
    free(r);
    free(prev);
    return NULL;
}

int find_run(const spg_find_config *fc, const spg_data *data, spg_find_emit emit,
             spg_find_progress progress, void *ctx, spg_find_stats *stats, char *err,
             size_t errlen)
{
    spg_find_stats st = {0};
    shared s;
    memset(&s, 0, sizeof s);
    atomic_init(&s.stop, 0);
    s.fc = fc;
    s.data = data;
    s.first = first_in_shard(fc);
    s.total = st.total = find_total(fc);
    if (find_scans(fc) && s.total) {
        /* the scan checks no request: one level built the ordinary way first says what
         * the generator would refuse (a level before the game's shortcut, ...) */
        spg_result *r = calloc(1, sizeof *r), *prev = calloc(1, sizeof *prev);
        char line[1024];
        int m = r && prev ? find_test(fc, data, (uint32_t)s.first, r, prev, line, sizeof line,
                                      err, errlen)
                          : (snprintf(err, errlen, "out of memory"), -1);
        if (r)
            spg_result_free(r);
        if (prev)
            spg_result_free(prev);
        free(r);
        free(prev);
        if (m < 0 ||
            classic_path_scan_init(&s.scan, fc->filter.level, &fc->base.opt,
                                   spg_style_data(data, SPG_STYLE_CLASSIC), err, errlen) != 0)
            return -1;
        s.scanning = true;
    }
    s.chunk = s.scanning ? SCAN_CHUNK : CHUNK;
    s.nchunks = (s.total + s.chunk - 1) / s.chunk;
    int threads = fc->threads < 1 ? 1 : fc->threads;
    if ((uint64_t)threads > s.nchunks)
        threads = s.nchunks ? (int)s.nchunks : 1;
    s.window = threads * 4;
    s.slot = calloc((size_t)s.window, sizeof *s.slot);
    pthread_t *tid = calloc((size_t)threads, sizeof *tid);
    if (!s.slot || !tid) {
        free(s.slot);
        free(tid);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    pthread_mutex_init(&s.mu, NULL);
    pthread_cond_init(&s.ready, NULL);
    pthread_cond_init(&s.space, NULL);
    int started = 0;
    for (; started < threads && s.nchunks; started++)
        if (pthread_create(&tid[started], NULL, worker, &s) != 0) {
            fail(&s, "cannot start a thread");
            break;
        }
    while (s.emitted < s.nchunks && started) {
        pthread_mutex_lock(&s.mu);
        chunk_out *c = &s.slot[s.emitted % (uint64_t)s.window];
        while (!c->done && !s.failed)
            pthread_cond_wait(&s.ready, &s.mu);
        if (s.failed) {
            pthread_mutex_unlock(&s.mu);
            break;
        }
        pthread_mutex_unlock(&s.mu);
        /* the slot is ours until emitted moves on: no worker writes chunk emitted+window
         * before then */
        int stop = 0;
        for (char *p = c->text, *nl; p && !stop && (nl = strchr(p, '\n')); p = nl + 1) {
            *nl = 0;
            st.matches++;
            if (emit && emit(p, ctx))
                stop = 1;
            if (fc->max_matches && st.matches >= fc->max_matches)
                stop = 1;
        }
        st.searched += c->tested;
        pthread_mutex_lock(&s.mu);
        c->done = 0;
        c->len = 0;
        s.emitted++;
        if (stop)
            atomic_store(&s.stop, 1);
        pthread_cond_broadcast(&s.space);
        pthread_mutex_unlock(&s.mu);
        if (progress && progress(&st, ctx))
            stop = 1, atomic_store(&s.stop, 1);
        if (stop)
            break;
    }
    pthread_mutex_lock(&s.mu);
    atomic_store(&s.stop, 1);
    pthread_cond_broadcast(&s.space);
    pthread_mutex_unlock(&s.mu);
    for (int i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    for (int i = 0; i < s.window; i++)
        free(s.slot[i].text);
    free(s.slot);
    free(tid);
    pthread_mutex_destroy(&s.mu);
    pthread_cond_destroy(&s.ready);
    pthread_cond_destroy(&s.space);
    if (stats)
        *stats = st;
    if (s.failed) {
        snprintf(err, errlen, "%s", s.err);
        return -1;
    }
    return 0;
}
