/* scripts_result.c — a level built by the project's scripts, as an spg_result
 * (scripts_result.h). */
#include "scripts_result.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gml/gml.h"
#include "../gml/gml_level.h"
#include "../level.h"
#include "../trace.h"

void scripts_result_call(const gml_draw *d, int *call, int *a, int *b, int *value)
{
    if (d->result != d->value && d->result == floor(d->result) && d->x >= 1) {
        /* the project's rand(a,b): floor(random(b - a + 1)) + a */
        *call = SPG_CALL_RAND;
        *a = (int)(d->result - floor(d->value));
        *b = *a + (int)d->x - 1;
        *value = (int)d->result;
    } else {
        *call = SPG_CALL_RANDOM;
        *a = 0;
        *b = (int)d->x;
        *value = (int)floor(d->value);
    }
}

/* One tile to write and the draw that caused it, sorted by cause (then cell). */
typedef struct cell_cause {
    uint32_t cause;
    int cell;
} cell_cause;

static int by_cause(const void *pa, const void *pb)
{
    const cell_cause *x = pa, *y = pb;
    if (x->cause != y->cause)
        return x->cause < y->cause ? -1 : 1;
    return (x->cell > y->cell) - (x->cell < y->cell);
}

int scripts_result_build(struct gml_vm *vm, gml_draws *rec, const spg_request *rq,
                         spg_result *res, char *err, size_t errlen)
{
    if (!rq->from_state) {
        snprintf(err, errlen, "--scripts builds one level from a raw state: give --state S "
                 "(with --level N), not --seed");
        return -1;
    }
    if (rq->level < 1 || rq->level > 4) {
        snprintf(err, errlen, "--scripts: the explorer shows the Mines (levels 1-4) only: the "
                 "objects of the other areas are not mapped to spelgen's tiles yet");
        return -1;
    }
    rec->n = 0;
    rec->failed = false;
    gml_level_req lr = gml_level_req_of(&rq->opt, rq->level, rq->seed);
    if (gml_level_build(vm, &lr) != 0) {
        snprintf(err, errlen, "--scripts: %s", gml_vm_error(vm));
        return -1;
    }
    spg_level *l = &res->level;
    int w = l->w, h = l->h;
    int *kinds = malloc((size_t)w * (size_t)h * sizeof *kinds);
    uint32_t *cause = calloc((size_t)w * (size_t)h, sizeof *cause);
    cell_cause *order = malloc((size_t)w * (size_t)h * sizeof *order);
    if (rec->failed || !kinds || !cause || !order) {
        free(kinds);
        free(cause);
        free(order);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    gml_mines_tiles(vm, w, h, kinds);
    /* a tile's cause: the draws made before the last object on it was made */
    gml_inst_info in;
    for (int i = 0; gml_vm_instance(vm, i, &in); i++) {
        int x = (int)floor(in.x / 16), y = (int)floor(in.y / 16);
        if (x >= 0 && y >= 0 && x < w && y < h && in.sprite >= 0)
            cause[y * w + x] = in.draw_born;
    }
    int n = 0;
    for (int c = 0; c < w * h; c++)
        if (kinds[c] != SPG_T_EMPTY)
            order[n++] = (cell_cause){cause[c], c};
    qsort(order, (size_t)n, sizeof *order, by_cause);

    int number = l->number, area = l->area;
    level_reset(l, w, h, l->room_x0, l->room_y0, l->room_w, l->room_h);
    l->number = number;
    l->area = area;
    spg_trace *t = &res->trace;
    trace_begin(t, w, h, l->room_w, l->room_h, l->room_x0, l->room_y0);
    trace_phase(t, 0, "scripts");
    trace_focus_none(t);
    int k = 0;
    for (size_t d = 0; d <= rec->n; d++) {
        /* the tiles of the objects made after draw d (d = 0: before any) */
        for (; k < n && order[k].cause <= d; k++) {
            int c = order[k].cell;
            l->cell[c / w][c % w].kind = (uint8_t)kinds[c];
            trace_tile(t, c % w, c / w, kinds[c], 0, 0, (uint32_t)d);
        }
        if (d == rec->n)
            break;
        int call, a, b, value;
        scripts_result_call(&rec->d[d], &call, &a, &b, &value);
        trace_draw(t, rec->d[d].site, (spg_call)call, a, b, value, rec->d[d].state,
                   (uint32_t)d + 1);
    }
    free(kinds);
    free(cause);
    free(order);
    res->nphases = 1;
    res->phases[0] = (spg_phase){"scripts", 1, (uint32_t)rec->n};
    res->start_state = rq->seed;
    res->end_state = rec->n ? rec->d[rec->n - 1].state : rq->seed;
    res->draws = (uint32_t)rec->n;
    return 0;
}

int scripts_site_names(const spg_result *res, const char **names, int max)
{
    int n = 0;
    const spg_trace *t = &res->trace;
    for (size_t d = 0; d < t->ndraws && n < max; d++) {
        const spg_site *site = t->ev[t->draw_event[d]].site;
        if (!site || !site->name)
            continue;
        bool seen = false;
        /* a level's scripts draw at a few dozen lines: a linear look is enough */
        for (int k = 0; k < n && !seen; k++)
            seen = strcmp(names[k], site->name) == 0;
        if (!seen)
            names[n++] = site->name;
    }
    return n;
}
