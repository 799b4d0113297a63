/* locate.c — locate's stages run in order (locate.h): the start room's hypotheses, the
 * states its rolls allow, the level start states behind them; or, with facts alone, the
 * path scan over every state. */
#include "locate.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../quirks.h"
#include "../styles/classic/classic.h"
#include "locate_confirm.h"
#include "locate_enum.h"
#include "locate_levels.h"
#include "locate_room.h"

#define MAX_HYPS 4096
#define SURVIVORS_MAX 50000
#define FACTS_BUILD_MAX 200000 /* facts alone: at most this many levels built for tiles */

void locate_result_free(locate_result *r)
{
    free(r->states);
    memset(r, 0, sizeof *r);
}

static int by_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static void meter_say(locate_meter m, void *ctx, const char *stage, double left)
{
    if (m)
        m(stage, left, ctx);
}

/* What locate covers: the classic levels 1-15 built with the original's rules. */
static int check_query(const locate_query *q, const spg_data *data, char *err, size_t errlen)
{
    if (q->level < 1 || q->level > 15) {
        snprintf(err, errlen, "level %d: locate reads levels 1-15 (Olmec's Lair has no start room "
                 "of the kind)", q->level);
        return -1;
    }
    if (!spg_style_data(data, SPG_STYLE_CLASSIC)) {
        snprintf(err, errlen, "no classic room data was loaded");
        return -1;
    }
    spg_options d;
    options_default(&d);
    if (q->sketch && q->opt.quirks != d.quirks) {
        snprintf(err, errlen, "locate reads a sketch with every quirk on (the original's rules): "
                 "drop --quirk");
        return -1;
    }
    if (q->sketch && (q->opt.gold_door_level || q->opt.market_door_level)) {
        snprintf(err, errlen, "locate does not read the City of Gold's or the Black Market's "
                 "start rooms yet: drop --gold-door and --market-door");
        return -1;
    }
    return 0;
}

/* ---- facts alone: every state through the path scan ------------------------------- */

typedef struct sjob {
    const locate_query *q;
    const spg_data *data;
    const classic_path_scan *scan;
    pthread_mutex_t mu;
    uint64_t next;
    uint64_t n;
    locate_found *out;
    bool need_build, over;
    int failed;
} sjob;

#define SCAN_BLOCK 4096u

static void *sworker(void *arg)
{
    sjob *j = arg;
    classic_plan *plans = malloc(SCAN_BLOCK * sizeof *plans);
    spg_result *r = j->need_build ? calloc(1, sizeof *r) : NULL;
    if (!plans || (j->need_build && !r)) {
        free(plans);
        free(r);
        j->failed = 1;
        return NULL;
    }
    for (;;) {
        pthread_mutex_lock(&j->mu);
        uint64_t at = j->next;
        j->next += SCAN_BLOCK;
        bool stop = j->over || j->failed;
        pthread_mutex_unlock(&j->mu);
        if (stop || at >= (1ull << 32))
            break;
        classic_scan_states(j->scan, (uint32_t)at, 1, SCAN_BLOCK, plans);
        for (uint32_t i = 0; i < SCAN_BLOCK; i++) {
            if (!locate_plan_fits(j->q, &plans[i]))
                continue;
            uint32_t s = (uint32_t)at + i;
            if (j->need_build) {
                char err[256];
                if (locate_build(j->q, j->data, s, r, err, sizeof err) != 0 ||
                    locate_mismatches(j->q, &r->level, 0, 0, NULL, 0) != 0)
                    continue;
            }
            pthread_mutex_lock(&j->mu);
            j->n++;
            if (j->need_build && j->n > FACTS_BUILD_MAX)
                j->over = true;
            if (j->out->n < j->q->keep)
                locate_found_add(j->out, s);
            pthread_mutex_unlock(&j->mu);
        }
    }
    free(plans);
    if (r)
        spg_result_free(r), free(r);
    return NULL;
}

static int facts_alone(const locate_query *q, const spg_data *data, const classic_path_scan *scan,
                       locate_meter meter, void *ctx, locate_result *out, char *err, size_t errlen)
{
    locate_found f;
    memset(&f, 0, sizeof f);
    sjob j;
    memset(&j, 0, sizeof j);
    j.q = q, j.data = data, j.scan = scan, j.out = &f;
    j.need_build = q->ntiles > 0 || q->nhas > 0;
    pthread_mutex_init(&j.mu, NULL);
    meter_say(meter, ctx, "the path scan over every state", 4294967296.0);
    int threads = q->threads < 1 ? 1 : q->threads > 64 ? 64 : q->threads;
    pthread_t t[64];
    int started = 0;
    for (int i = 1; i < threads; i++)
        if (pthread_create(&t[started], NULL, sworker, &j) == 0)
            started++;
    sworker(&j);
    for (int i = 0; i < started; i++)
        pthread_join(t[i], NULL);
    pthread_mutex_destroy(&j.mu);
    if (j.failed || j.over) {
        locate_found_free(&f);
        snprintf(err, errlen, j.over ? "more than %d states fit the path facts, each to be built "
                                       "for --tile and --has: add a sketch or more path facts"
                                     : "out of memory", FACTS_BUILD_MAX);
        return -1;
    }
    if (f.n) /* qsort may not be given NULL, even for none */
        qsort(f.v, f.n, sizeof *f.v, by_u32);
    out->states = f.v;
    out->kept = f.n;
    out->n = j.n;
    if (j.n == f.n) {
        out->levels = locate_count_levels(q, data, out->states, f.n, err, errlen);
        if (out->levels < 0) {
            locate_result_free(out);
            return -1;
        }
    }
    if (j.n == 0)
        snprintf(out->why, sizeof out->why, "no state's level fits the facts");
    meter_say(meter, ctx, "done", (double)j.n);
    return 0;
}

/* ---- a sketch --------------------------------------------------------------------- */

/* The start room's tiles hypothesis h puts where the sketch shows nothing ('?' or off
 * its edge). */
static int unseen_in_room(const locate_query *q, const locate_hyp *h)
{
    const spg_sketch *s = q->sketch;
    int n = 0;
    for (int y = 1; y <= 8; y++)
        for (int x = 1 + h->sx * 10; x <= 10 + h->sx * 10; x++) {
            int sx = x - h->ox, sy = y - h->oy;
            n += sx < 0 || sy < 0 || sx >= s->w || sy >= s->h || s->g[sy][sx] == SKETCH_UNSEEN;
        }
    return n;
}

int locate_run(const locate_query *q, const spg_data *data, locate_meter meter, void *ctx,
               locate_result *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (check_query(q, data, err, errlen) != 0)
        return -1;
    const classic_data *cd = spg_style_data(data, SPG_STYLE_CLASSIC);
    int area = area_of_level(q->level);
    classic_path_scan *scan = malloc(sizeof *scan);
    if (!scan) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (classic_path_scan_init(scan, q->level, &q->opt, cd, err, errlen) != 0) {
        free(scan);
        return -1;
    }
    int rc = 0;
    if (!q->sketch) {
        rc = facts_alone(q, data, scan, meter, ctx, out, err, errlen);
        free(scan);
        return rc;
    }
    locate_hyp *h = malloc(MAX_HYPS * sizeof *h);
    if (!h) {
        free(scan);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    locate_survivors sv = {0};
    locate_found f;
    memset(&f, 0, sizeof f);
    int nh = locate_hypotheses(q, area, &cd->files[area], h, MAX_HYPS, out->why, sizeof out->why);
    if (nh < 0) {
        snprintf(err, errlen, "%s", out->why);
        rc = -1;
        goto done;
    }
    if (nh == 0)
        goto done;
    double left = 0;
    int seen = 0;
    for (int i = 0; i < nh; i++) {
        left += h[i].weight * 4294967296.0;
        int n = 0;
        for (int k = 0; k < h[i].nops; k++)
            n += h[i].op[k].obs != LO_ANY || h[i].op[k].obs2 != LO_ANY;
        if (n > seen)
            seen = n;
    }
    meter_say(meter, ctx, "the start room's layouts", left);
    if (seen < 4) {
        snprintf(err, errlen, "the sketch shows too little of the start room's first rows (%d "
                 "tiles locate can roll): show its top rows, or give facts alone", seen);
        rc = -1;
        goto done;
    }
    if (locate_enumerate(h, nh, area, q->threads, SURVIVORS_MAX, &sv, err, errlen) != 0) {
        int unseen = 80; /* the fewest of any layout's room: the sketch's own is seen whole */
        for (int i = 0; i < nh; i++) {
            int u = unseen_in_room(q, &h[i]);
            if (u < unseen)
                unseen = u;
        }
        if (sv.over && unseen == 0) /* "fewer '?'" would send the user after nothing */
            snprintf(err, errlen, "more than %d states roll the start room as the sketch shows "
                     "it, every tile of it seen: its tiles roll too little to name a state "
                     "(a start room of mostly air), and locate compares the tiles outside it "
                     "only after that", SURVIVORS_MAX);
        rc = -1;
        goto done;
    }
    meter_say(meter, ctx, "the start room's rolls", (double)sv.n);
    if (sv.n == 0) {
        if (sv.deepest_hyp >= 0) {
            const locate_hyp *d = &h[sv.deepest_hyp];
            const locate_op *op = &d->op[sv.deepest_op];
            int x = 1 + d->sx * 10 + op->x, y = 1 + op->y;
            int sx = x - d->ox, sy = y - d->oy;
            bool in = sx >= 0 && sy >= 0 && sx < q->sketch->w && sy < q->sketch->h;
            char g = in ? q->sketch->g[sy][sx] : '?';
            if (op->kind == OP_DOOR && in && sy + 1 < q->sketch->h)
                g = q->sketch->g[sy + 1][sx], y++, sy++;
            snprintf(out->why, sizeof out->why,
                     "no state rolls the start room as the sketch shows it: the last candidates "
                     "were ruled out by tile (%d,%d) '%c' (sketch line %d, column %d)",
                     x, y, g, in ? q->sketch->line[sy] : 0, sx + 1);
        } else {
            snprintf(out->why, sizeof out->why, "no state rolls the start room as the sketch shows it");
        }
        goto done;
    }
    if (locate_confirm(q, data, scan, h, &sv, q->threads, &f, err, errlen) != 0) {
        rc = -1;
        goto done;
    }
    if (f.n) /* qsort may not be given NULL, even for none */
        qsort(f.v, f.n, sizeof *f.v, by_u32);
    out->n = f.n;
    out->kept = f.n < q->keep ? f.n : q->keep;
    out->states = f.v;
    f.v = NULL;
    out->anchor_x = f.ox, out->anchor_y = f.oy;
    out->levels = locate_count_levels(q, data, out->states, f.n, err, errlen);
    if (out->levels < 0) {
        locate_result_free(out);
        rc = -1;
        goto done;
    }
    if (f.n == 0) {
        if (f.built)
            snprintf(out->why, sizeof out->why,
                     "%zu states roll the start room as the sketch shows it, but no level built "
                     "from them fits all of it: the last candidates were ruled out by %.500s",
                     sv.n, f.why);
        else
            snprintf(out->why, sizeof out->why,
                     "%zu states roll the start room as the sketch shows it, but none is where a "
                     "level's border and path phase (and the facts) put its start room", sv.n);
    }
    meter_say(meter, ctx, "done", (double)f.n);
done:
    locate_found_free(&f);
    locate_survivors_free(&sv);
    free(h);
    free(scan);
    return rc;
}
