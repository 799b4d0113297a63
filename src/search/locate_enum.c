/* locate_enum.c — the states the start room's rolls allow (locate_enum.h).
 *
 * The layout roll rand(1,N) = i+1 is floor(s * N / 2^32) = i of the state s it steps to,
 * so the states that give it are one interval, [ceil(i 2^32 / N), ceil((i+1) 2^32 / N)).
 * Each is stepped through the version and chunk rolls (most fail there: their values
 * are fixed too) and the tile program (locate_prefix.c), whose first few tiles rule out
 * all but a few in 10^9.  The interval is cut into blocks handed to the threads in turn. */
#include "locate_enum.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../rng.h"
#include "locate_kernel.h"
#include "locate_prefix.h"

#define BLOCK (1u << 22)

/* Hypotheses whose rolls and programs are the same (the same room in another column,
 * the sketch anchored by its E) are run once for all of them. */
typedef struct job {
    const locate_hyp *h;
    int nh, area;
    int *same;              /* same[i]: the canonical hypothesis i is run as */
    size_t limit;
    pthread_mutex_t mu;
    int next_hyp;           /* the work handed out: hypothesis, and the next block in it */
    uint64_t next_at;
    locate_survivors *out;
    bool over;
} job;

static uint32_t interval_start(uint64_t i, uint64_t n)
{
    return (uint32_t)(((i << 32) + n - 1) / n);
}

static bool push(locate_survivors *s, uint32_t st, int hyp)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 256;
        locate_survivor *v = realloc(s->v, cap * sizeof *v);
        if (!v)
            return false;
        s->v = v, s->cap = cap;
    }
    s->v[s->n++] = (locate_survivor){st, hyp};
    return true;
}

/* Takes the next block of work: hypothesis *hi, states [*lo, *end). */
static bool take(job *j, int *hi, uint64_t *lo, uint64_t *end)
{
    pthread_mutex_lock(&j->mu);
    bool got = false;
    while (!j->over && j->next_hyp < j->nh) {
        const locate_hyp *h = &j->h[j->next_hyp];
        if (j->same[j->next_hyp] != j->next_hyp) {
            j->next_hyp++;
            continue;
        }
        uint64_t n = (uint64_t)h->set->n;
        uint64_t a = interval_start((uint64_t)h->index, n);
        uint64_t b = h->index + 1 == h->set->n ? (1ull << 32) : interval_start((uint64_t)h->index + 1, n);
        if (j->next_at < a)
            j->next_at = a;
        if (j->next_at >= b) {
            j->next_hyp++;
            j->next_at = 0;
            continue;
        }
        *hi = j->next_hyp;
        *lo = j->next_at;
        *end = j->next_at + BLOCK < b ? j->next_at + BLOCK : b;
        j->next_at = *end;
        got = true;
        break;
    }
    pthread_mutex_unlock(&j->mu);
    return got;
}

#define PIECE 65536u /* the kernel's calls: states a call, so its output never overflows */

static void *worker(void *arg)
{
    job *j = arg;
    locate_survivors mine = {NULL, 0, 0, -1, -1, false};
    uint32_t *pass = malloc(PIECE * sizeof *pass);
    int hi;
    uint64_t lo, end;
    while (pass && take(j, &hi, &lo, &end)) {
        const locate_hyp *h = &j->h[hi];
        int deepest = -1;
        for (uint64_t at = lo; at < end; at += PIECE) {
            uint32_t count = end - at < PIECE ? (uint32_t)(end - at) : PIECE;
            size_t n = locate_kernel_block(h, j->area, (uint32_t)at, count, pass, PIECE, &deepest);
            for (size_t i = 0; i < n; i++) {
                uint32_t s1 = pass[i], s;
                /* the kernel's answer, checked by the plain spelling (locate_prefix.c) */
                if (!locate_fixed_rolls(h, s1, &s) || locate_prefix_run(h, j->area, s) != h->nops)
                    continue;
                /* the state before the layout roll: one step back */
                uint32_t before = (s1 - 1u) * LOCATE_LCG_INVERSE;
                for (int d = 0; d < j->nh; d++)
                    if (j->same[d] == hi && !push(&mine, before, d))
                        break;
            }
        }
        if (deepest > mine.deepest_op || (deepest == mine.deepest_op && hi < mine.deepest_hyp)) {
            mine.deepest_op = deepest;
            mine.deepest_hyp = hi;
        }
        pthread_mutex_lock(&j->mu);
        for (size_t i = 0; i < mine.n && !j->over; i++)
            if (!push(j->out, mine.v[i].room_state, mine.v[i].hyp) || j->out->n > j->limit)
                j->over = true;
        mine.n = 0;
        if (mine.deepest_op > j->out->deepest_op) {
            j->out->deepest_op = mine.deepest_op;
            j->out->deepest_hyp = mine.deepest_hyp;
        }
        pthread_mutex_unlock(&j->mu);
    }
    free(pass);
    free(mine.v);
    return NULL;
}

static bool same_layout(const locate_hyp *a, const locate_hyp *b)
{
    return a->set == b->set && a->index == b->index && a->variant == b->variant;
}

static bool same_program(const locate_hyp *a, const locate_hyp *b)
{
    if (!same_layout(a, b) || a->nops != b->nops || a->nslots != b->nslots)
        return false;
    for (int k = 0; k < a->nslots; k++)
        if (a->slot[k].value != b->slot[k].value)
            return false;
    for (int k = 0; k < a->nops; k++) {
        const locate_op *x = &a->op[k], *y = &b->op[k];
        if (x->kind != y->kind || x->obs != y->obs || x->alt != y->alt || x->content != y->content ||
            x->earth != y->earth || x->hideable != y->hideable || x->x != y->x || x->y != y->y ||
            x->obs2 != y->obs2 || x->alt2 != y->alt2 || x->content2 != y->content2 ||
            x->earth2 != y->earth2 || x->hideable2 != y->hideable2)
            return false;
    }
    return true;
}

static int by_state(const void *a, const void *b)
{
    const locate_survivor *x = a, *y = b;
    return x->room_state < y->room_state ? -1 : x->room_state > y->room_state ? 1 : x->hyp - y->hyp;
}

int locate_enumerate(const locate_hyp *h, int nh, int area, int threads, size_t limit,
                     locate_survivors *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->deepest_hyp = out->deepest_op = -1;
    job j;
    memset(&j, 0, sizeof j);
    j.h = h, j.nh = nh, j.area = area, j.limit = limit, j.out = out;
    j.same = malloc((size_t)nh * sizeof *j.same);
    if (!j.same) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < nh; i++) {
        j.same[i] = i;
        for (int e = 0; e < i; e++)
            if (j.same[e] == e && same_program(&h[e], &h[i])) {
                j.same[i] = e;
                break;
            }
    }
    pthread_mutex_init(&j.mu, NULL);
    if (threads < 1)
        threads = 1;
    if (threads > 64)
        threads = 64;
    pthread_t t[64];
    int started = 0;
    for (int i = 1; i < threads; i++)
        if (pthread_create(&t[started], NULL, worker, &j) == 0)
            started++;
    worker(&j);
    for (int i = 0; i < started; i++)
        pthread_join(t[i], NULL);
    pthread_mutex_destroy(&j.mu);
    free(j.same);
    if (j.over) {
        out->over = true;
        snprintf(err, errlen, "more than %zu states roll the start room as the sketch shows it: "
                 "show more of it (fewer '?')", limit);
        return -1;
    }
    if (out->n) /* qsort may not be given NULL, even for none */
        qsort(out->v, out->n, sizeof *out->v, by_state);
    return 0;
}

void locate_survivors_free(locate_survivors *s)
{
    free(s->v);
    memset(s, 0, sizeof *s);
}
