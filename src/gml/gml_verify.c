/* gml_verify.c — the native port and the scripts compared on one level (gml_verify.h). */
#include "gml/gml_verify.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "trace.h"

void gml_draws_record(void *ctx, const spg_site *site, double x, double value)
{
    gml_draws *d = ctx;
    if (d->n == d->cap) {
        size_t cap = d->cap ? d->cap * 2 : 16384;
        gml_draw *n = realloc(d->d, cap * sizeof *n);
        if (!n) {
            d->failed = true;
            return;
        }
        d->d = n;
        d->cap = cap;
    }
    d->d[d->n++] = (gml_draw){site, x, value, value, d->rng ? d->rng->state : 0};
}

void gml_draws_result(void *ctx, gml_value result)
{
    gml_draws *d = ctx;
    if (d->n && !result.s)
        d->d[d->n - 1].result = result.r;
}

void gml_draws_free(gml_draws *d)
{
    free(d->d);
    memset(d, 0, sizeof *d);
}

/* The x of random(x) a native draw stands for: rand(a,b) is floor(random(b-a+1))+a. */
static double native_x(const spg_event *e)
{
    if (e->call == SPG_CALL_RAND)
        return (double)e->b - e->a + 1;
    return e->b;
}

static void native_call(const spg_event *e, char *buf, size_t len)
{
    const char *site = e->site && e->site->name ? e->site->name : "?";
    if (e->call == SPG_CALL_RAND)
        snprintf(buf, len, "%s rand(%d,%d)", site, e->a, e->b);
    else
        snprintf(buf, len, "%s random(%d)", site, e->b);
}

static void script_call(const gml_draw *d, char *buf, size_t len)
{
    snprintf(buf, len, "%s %s [random(%.15g)]", d->site ? d->site->name : "?",
             d->site ? d->site->meaning : "?", d->x);
}

/* The Mines' objects that are tiles, as spelgen's level model names them (level.h). */
static const struct {
    const char *object;
    int kind;
} mines_tiles[] = {
    {"oBrick", SPG_T_BRICK},           {"oBlock", SPG_T_STONE},
    {"oLadderOrange", SPG_T_LADDER},   {"oLadderTop", SPG_T_LADDER_TOP},
    {"oSpikes", SPG_T_SPIKES},         {"oPushBlock", SPG_T_PUSH_BLOCK},
    {"oArrowTrapLeft", SPG_T_ARROW_TRAP_LEFT}, {"oArrowTrapLeftLit", SPG_T_ARROW_TRAP_LEFT},
    {"oArrowTrapRight", SPG_T_ARROW_TRAP_RIGHT},
    {"oArrowTrapRightLit", SPG_T_ARROW_TRAP_RIGHT},
    {"oSacAltarLeft", SPG_T_ALTAR},    {"oSacAltarRight", SPG_T_ALTAR},
    {"oAltarLeft", SPG_T_IDOL_ALTAR},  {"oAltarRight", SPG_T_IDOL_ALTAR},
    {"oBrickSmooth", SPG_T_SHOP_WALL}, {"oSign", SPG_T_SHOP_SIGN},
    {"oSolid", SPG_T_SHOP_ICE}, /* a plain solid: a shop's '+' wall */
    {"oEntrance", SPG_T_ENTRANCE},     {"oExit", SPG_T_EXIT},
};

/* What lies beneath a block made over it (level.h's SPG_TF_BENEATH) */
static bool beneath_kind(int kind)
{
    return kind == SPG_T_LADDER || kind == SPG_T_LADDER_TOP || kind == SPG_T_SPIKES ||
           kind == SPG_T_ENTRANCE || kind == SPG_T_EXIT;
}

void gml_mines_tiles(const struct gml_vm *vm, int w, int h, int *kinds)
{
    for (int i = 0; i < w * h; i++)
        kinds[i] = SPG_T_EMPTY;
    gml_inst_info in;
    for (int i = 0; gml_vm_instance(vm, i, &in); i++) {
        if (in.sprite < 0 || fmod(in.x, 16) != 0 || fmod(in.y, 16) != 0)
            continue;
        int x = (int)(in.x / 16), y = (int)(in.y / 16);
        if (x < 0 || y < 0 || x >= w || y >= h)
            continue;
        int kind = -1;
        for (size_t m = 0; m < sizeof mines_tiles / sizeof mines_tiles[0]; m++)
            if (strcmp(mines_tiles[m].object, in.object) == 0)
                kind = mines_tiles[m].kind;
        int *cell = &kinds[y * w + x];
        if (kind < 0 || (beneath_kind(kind) && *cell != SPG_T_EMPTY && !beneath_kind(*cell)))
            continue;
        *cell = kind;
    }
}

/* The native port's kinds as the scripts' map names them (bricks made indestructible are
 * bricks there). */
static int native_kind(const spg_level *l, int x, int y)
{
    int k = level_tile(l, x, y);
    return k == SPG_T_BORDER || k == SPG_T_HARD_BRICK ? SPG_T_BRICK : k;
}

static void compare_tiles(const struct gml_vm *vm, const spg_level *l, gml_verdict *out)
{
    int w = l->w, h = l->h;
    int *kinds = malloc((size_t)w * (size_t)h * sizeof *kinds);
    if (!kinds)
        return;
    gml_mines_tiles(vm, w, h, kinds);
    out->tiles_compared = true;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int nk = native_kind(l, x, y), sk = kinds[y * w + x];
            if (nk == sk)
                continue;
            if (out->tiles_differ++ == 0) {
                out->tile_x = x;
                out->tile_y = y;
                out->native_kind = nk;
                out->script_kind = sk;
            }
        }
    free(kinds);
}

int gml_verify_level(struct gml_vm *vm, gml_draws *rec, const spg_data *data,
                     const spg_options *opt, int level, uint32_t state, spg_result *native,
                     gml_verdict *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    spg_request rq = {.style = SPG_STYLE_CLASSIC, .from_state = true, .seed = state,
                      .level = level, .opt = *opt, .trace = true};
    if (spg_generate(&rq, data, native, err, errlen) != 0)
        return -1;
    rec->n = 0;
    rec->failed = false;
    gml_level_req lr = gml_level_req_of(opt, level, state);
    if (gml_level_build(vm, &lr) != 0) {
        snprintf(err, errlen, "%s", gml_vm_error(vm));
        return -1;
    }
    if (rec->failed) {
        snprintf(err, errlen, "out of memory recording the draws");
        return -1;
    }
    const spg_trace *t = &native->trace;
    out->native_draws = native->draws;
    out->native_end = native->end_state;
    out->script_draws = (uint32_t)rec->n;
    out->script_end = rec->n ? rec->d[rec->n - 1].state : state;
    size_t n = t->ndraws < rec->n ? t->ndraws : rec->n;
    for (size_t k = 0; k < n; k++) {
        const spg_event *e = &t->ev[t->draw_event[k]];
        if (fabs(native_x(e) - rec->d[k].x) > 1e-9) {
            out->first_diff = (uint32_t)k + 1;
            native_call(e, out->native_at, sizeof out->native_at);
            script_call(&rec->d[k], out->script_at, sizeof out->script_at);
            break;
        }
    }
    if (!out->first_diff && t->ndraws != rec->n) {
        out->first_diff = (uint32_t)n + 1;
        if (n < t->ndraws)
            native_call(&t->ev[t->draw_event[n]], out->native_at, sizeof out->native_at);
        else
            snprintf(out->native_at, sizeof out->native_at, "(the level is built)");
        if (n < rec->n)
            script_call(&rec->d[n], out->script_at, sizeof out->script_at);
        else
            snprintf(out->script_at, sizeof out->script_at, "(the level is built)");
    }
    if (level >= 1 && level <= 4)
        compare_tiles(vm, &native->level, out);
    out->same = !out->first_diff && out->native_end == out->script_end &&
                out->native_draws == out->script_draws && out->tiles_differ == 0;
    return 0;
}
