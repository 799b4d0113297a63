/* locate_confirm.c — from a start room's first state back to the level's (locate_confirm.h).
 *
 * Before the start room the level draws its border (a fixed number: the path scan's
 * border jump), its path phase (the kernel counts those), the graveyard roll (one, every
 * level: classic-draw-order §2) and the rooms of the top row left of the start room.  So a
 * survivor R is stepped back one draw at a time (a step back is (s - 1) times the
 * multiplier's inverse) over every count those can sum to, and each start state S met is
 * given to the path scan's kernel: the start room must be in the survivor's column with
 * its hypothesis' code (start or start_drop), the path facts must hold, and where the
 * start room is the first room built the path phase must end just before it.  What passes
 * is built whole and compared with the sketch and every fact. */
#include "locate_confirm.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROOM_DRAWS_MIN 80    /* a room draws at least once a tile */
#define ROOM_DRAWS_MAX 1100  /* and at most some 8 a tile, its chunks and specials */
#define PATH_DRAWS_MAX 400   /* the walk, the snake pit's 8, the specials' and shop's rolls */

bool locate_found_add(locate_found *f, uint32_t s)
{
    for (size_t i = 0; i < f->n; i++)
        if (f->v[i] == s)
            return true;
    if (f->n == f->cap) {
        size_t cap = f->cap ? f->cap * 2 : 16;
        uint32_t *v = realloc(f->v, cap * sizeof *v);
        if (!v)
            return false;
        f->v = v, f->cap = cap;
    }
    f->v[f->n++] = s;
    return true;
}

void locate_found_free(locate_found *f)
{
    free(f->v);
    memset(f, 0, sizeof *f);
}

bool locate_plan_fits(const locate_query *q, const classic_plan *p)
{
    if (q->start_col >= 0 && (p->start_x != q->start_col || p->start_y != 0))
        return false;
    if (q->exit_col >= 0 && p->exit_x != q->exit_col)
        return false;
    for (int i = 0; i < q->nrooms; i++)
        if (p->rooms[q->rooms[i].y][q->rooms[i].x] != q->rooms[i].code)
            return false;
    return true;
}

static bool entity_at(const spg_level *l, int x, int y, int kind)
{
    for (int i = 0; i < l->nent; i++)
        if (!l->ent[i].gone && l->ent[i].kind == kind && l->ent[i].x == x && l->ent[i].y == y)
            return true;
    return false;
}

static bool level_has(const spg_level *l, const locate_has_fact *h)
{
    if (h->is_entity) {
        for (int i = 0; i < l->nent; i++)
            if (!l->ent[i].gone && l->ent[i].kind == h->kind)
                return true;
        return false;
    }
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++)
            if (l->cell[y][x].kind == h->kind)
                return true;
    return false;
}

int locate_mismatches(const locate_query *q, const spg_level *l, int ox, int oy, char *why,
                      size_t whylen)
{
    int bad = 0;
#define MISS(...)                                                                          \
    do {                                                                                   \
        if (!bad++ && why)                                                                 \
            snprintf(why, whylen, __VA_ARGS__);                                            \
    } while (0)
    const spg_sketch *s = q->sketch;
    for (int sy = 0; s && sy < s->h; sy++)
        for (int sx = 0; sx < s->w; sx++) {
            char g = s->g[sy][sx];
            if (g == SKETCH_UNSEEN)
                continue;
            int x = sx + ox, y = sy + oy;
            char have = x >= 0 && y >= 0 && x < l->w && y < l->h ? sketch_glyph(l, x, y) : 0;
            if (have != g) {
                if (have)
                    MISS("tile (%d,%d) '%c' (sketch line %d, column %d): the level that fits the "
                         "rest best has '%c' there", x, y, g, s->line[sy], sx + 1, have);
                else
                    MISS("tile (%d,%d) '%c' (sketch line %d, column %d) lies outside the level",
                         x, y, g, s->line[sy], sx + 1);
            }
        }
    for (int i = 0; i < q->ntiles; i++) {
        const locate_tile_fact *t = &q->tiles[i];
        bool ok = t->x >= 0 && t->y >= 0 && t->x < l->w && t->y < l->h &&
                  (t->is_entity ? entity_at(l, t->x, t->y, t->kind) : l->cell[t->y][t->x].kind == t->kind);
        if (!ok)
            MISS("--tile %d,%d=%s", t->x, t->y, t->is_entity ? entity_name(t->kind) : tile_name(t->kind));
    }
    for (int i = 0; i < q->nhas; i++)
        if (!level_has(l, &q->has[i]))
            MISS("--has %s", q->has[i].is_entity ? entity_name(q->has[i].kind) : tile_name(q->has[i].kind));
    if (q->start_col >= 0 && l->start_x != q->start_col)
        MISS("--start-col %d", q->start_col);
    if (q->exit_col >= 0 && l->exit_x != q->exit_col)
        MISS("--exit-col %d", q->exit_col);
    for (int i = 0; i < q->nrooms; i++)
        if (l->rooms[q->rooms[i].y][q->rooms[i].x] != q->rooms[i].code)
            MISS("--room %d,%d=%d", q->rooms[i].x, q->rooms[i].y, q->rooms[i].code);
#undef MISS
    return bad;
}

bool locate_level_fits(const locate_query *q, const spg_level *l, int ox, int oy, char *why,
                       size_t whylen)
{
    return locate_mismatches(q, l, ox, oy, why, whylen) == 0;
}

int locate_build(const locate_query *q, const spg_data *data, uint32_t s, spg_result *r,
                 char *err, size_t errlen)
{
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = SPG_STYLE_CLASSIC;
    rq.from_state = true;
    rq.seed = s;
    rq.level = q->level;
    rq.opt = q->opt;
    return spg_generate(&rq, data, r, err, errlen);
}

typedef struct cjob {
    const locate_query *q;
    const spg_data *data;
    const classic_path_scan *scan;
    const locate_hyp *h;
    const locate_survivors *sv;
    pthread_mutex_t mu;
    size_t next;
    locate_found *out;
    int failed;
    char err[256];
} cjob;

static void try_start(cjob *j, const locate_hyp *h, uint32_t S, spg_result *r)
{
    char err[256], why[768];
    if (locate_build(j->q, j->data, S, r, err, sizeof err) != 0) {
        pthread_mutex_lock(&j->mu);
        j->failed = 1;
        snprintf(j->err, sizeof j->err, "%s", err);
        pthread_mutex_unlock(&j->mu);
        return;
    }
    int bad = locate_mismatches(j->q, &r->level, h->ox, h->oy, why, sizeof why);
    pthread_mutex_lock(&j->mu);
    j->out->built++;
    if (bad == 0) {
        if (j->out->n == 0)
            j->out->ox = h->ox, j->out->oy = h->oy;
        if (!locate_found_add(j->out, S))
            j->failed = 1;
    } else if (j->out->best_bad == 0 || bad < j->out->best_bad) {
        j->out->best_bad = bad;
        snprintf(j->out->why, sizeof j->out->why, "%.700s", why);
    }
    pthread_mutex_unlock(&j->mu);
}

/* Survivors of one state (the same room in several columns: the sketch anchored by its
 * E) are stepped back together: one kernel call a start state serves them all. */
static void *cworker(void *arg)
{
    cjob *j = arg;
    spg_result *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    uint32_t border = j->scan->border_draws;
    for (;;) {
        pthread_mutex_lock(&j->mu);
        size_t i = j->next;
        while (j->next < j->sv->n && j->sv->v[j->next].room_state == j->sv->v[i].room_state)
            j->next++;
        size_t end = j->next;
        bool stop = j->failed;
        pthread_mutex_unlock(&j->mu);
        if (stop || i >= j->sv->n)
            break;
        uint32_t dmax = 0;
        for (size_t k = i; k < end; k++) {
            const locate_hyp *h = &j->h[j->sv->v[k].hyp];
            uint32_t m = border + PATH_DRAWS_MAX + (uint32_t)h->sx * ROOM_DRAWS_MAX;
            if (m > dmax)
                dmax = m;
        }
        uint32_t dmin = border + 2;
        uint32_t s = j->sv->v[i].room_state;
        for (uint32_t d = 1; d <= dmax; d++) {
            s = (s - 1u) * LOCATE_LCG_INVERSE;
            if (d < dmin)
                continue;
            classic_plan p;
            uint32_t draws = 0;
            classic_scan_state(j->scan, s, &p, &draws);
            if (p.start_y != 0 || d <= draws || !locate_plan_fits(j->q, &p))
                continue;
            uint32_t gap = d - draws; /* the graveyard roll, and the rooms before */
            for (size_t k = i; k < end; k++) {
                const locate_hyp *h = &j->h[j->sv->v[k].hyp];
                if (p.start_x != h->sx || (p.rooms[0][h->sx] == SPG_ROOM_PATH_DOWN) != h->drop)
                    continue;
                if (h->sx == 0 ? gap > 4 : gap < 1u + (uint32_t)h->sx * ROOM_DRAWS_MIN)
                    continue;
                try_start(j, h, s, r);
            }
        }
    }
    spg_result_free(r);
    free(r);
    return NULL;
}

int locate_confirm(const locate_query *q, const spg_data *data, const classic_path_scan *scan,
                   const locate_hyp *h, const locate_survivors *sv, int threads,
                   locate_found *out, char *err, size_t errlen)
{
    cjob j;
    memset(&j, 0, sizeof j);
    j.q = q, j.data = data, j.scan = scan, j.h = h, j.sv = sv, j.out = out;
    pthread_mutex_init(&j.mu, NULL);
    if (threads < 1)
        threads = 1;
    if (threads > 64)
        threads = 64;
    pthread_t t[64];
    int started = 0;
    for (int i = 1; i < threads && (size_t)i < sv->n; i++)
        if (pthread_create(&t[started], NULL, cworker, &j) == 0)
            started++;
    cworker(&j);
    for (int i = 0; i < started; i++)
        pthread_join(t[i], NULL);
    pthread_mutex_destroy(&j.mu);
    if (j.failed) {
        snprintf(err, errlen, "%s", j.err[0] ? j.err : "out of memory");
        return -1;
    }
    return 0;
}
