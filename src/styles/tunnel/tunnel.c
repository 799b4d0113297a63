/* tunnel.c — the tunnel style's entry points, the pass sequence, and the helpers the
 * passes share (knob draws, traced tile and entity writes). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../../style.h"
#include "internal.h"

const char *const tunnel_phase_names[TUNNEL_PHASE__COUNT] = {
    "plan", "spine", "carve", "stubs", "boss", "rooms", "spawn", "populate", "payouts", "cover"};

/* The document names availableMobs(step, tier) and a heavy tier but not the roster
 * itself (it lives in the game's mob tables), so this one is ours: two light tiers, one
 * heavy, unlocking with the stage. */
const tunnel_mob tunnel_roster[] = {
    {"rat", 1, 1, 1},     {"bat", 1, 1, 1},      {"spitter", 2, 2, 1},
    {"stalker", 2, 2, 3}, {"brute", 3, 4, 2},    {"warden", 3, 5, 5},
};
const int tunnel_roster_len = (int)(sizeof tunnel_roster / sizeof tunnel_roster[0]);

/* ---- helpers ------------------------------------------------------------------------ */

int knob_int(tg *g, tunnel_knob k, const spg_site *s, const char *words)
{
    int lo = (int)g->c->min[k], hi = (int)g->c->max[k];
    if (lo == hi)
        return lo;
    int v = roll(g, lo, hi, s);
    if (words)
        T_DECIDE(g, words);
    return v;
}

double knob_real(tg *g, tunnel_knob k, const spg_site *s, const char *words)
{
    /* thousandths keep the trace's values whole numbers a reader can check by eye */
    int lo = roundi(g->c->min[k] * 1000.0), hi = roundi(g->c->max[k] * 1000.0);
    if (lo == hi)
        return lo / 1000.0;
    int v = roll(g, lo, hi, s);
    if (words)
        T_DECIDE(g, words);
    return v / 1000.0;
}

bool chance(tg *g, double p, const spg_site *s)
{
    return roll(g, 0, 999, s) < roundi(p * 1000.0);
}

void tg_set_tile(tg *g, int x, int y, int kind, int region, uint32_t cause)
{
    spg_level *L = g->L;
    if (x < 0 || y < 0 || x >= L->w || y >= L->h)
        return;
    spg_cell *cell = &L->cell[y][x];
    if (cell->kind == kind)
        return;
    bool opened = cell->kind == SPG_T_WALL;
    cell->kind = (uint8_t)kind;
    cell->content = SPG_C_NONE;
    cell->flags = 0;
    if (opened || kind == SPG_T_WALL)
        g->F->region[y * L->w + x] = (uint8_t)(kind == SPG_T_WALL ? TR_ROCK : region);
    if (g->T)
        trace_tile(g->T, x, y, kind, 0, 0, cause);
}

void tg_carve(tg *g, int x0, int y0, int x1, int y1, int region, uint32_t cause)
{
    for (int y = maxi(y0, 0); y <= y1 && y < g->L->h; y++)
        for (int x = maxi(x0, 0); x <= x1 && x < g->L->w; x++)
            if (g->L->cell[y][x].kind == SPG_T_WALL)
                tg_set_tile(g, x, y, SPG_T_FLOOR, region, cause);
}

int tg_entity(tg *g, int kind, int x, int y, int info, uint32_t cause)
{
    int id = level_add_entity(g->L, kind, x, y, info);
    if (id >= 0 && g->T)
        trace_entity(g->T, x, y, kind, id, 0, cause);
    else if (id < 0)
        T_NOTE(g, x, y, "the level's entity table is full: nothing placed", cause);
    return id;
}

bool tg_free_tile(const tg *g, int x, int y)
{
    return x >= 0 && y >= 0 && x < g->L->w && y < g->L->h &&
           g->L->cell[y][x].kind == SPG_T_FLOOR && !level_entity_at(g->L, x, y, -1);
}

bool tg_pick_in_rect(tg *g, tunnel_rect r, const spg_site *sx, const spg_site *sy, int *x,
                     int *y)
{
    if (r.w <= 0 || r.h <= 0)
        return false;
    int px = roll(g, r.x, r.x + r.w - 1, sx);
    int py = roll(g, r.y, r.y + r.h - 1, sy);
    int n = r.w * r.h, at = (py - r.y) * r.w + (px - r.x);
    for (int k = 0; k < n; k++) {
        int j = (at + k) % n, cx = r.x + j % r.w, cy = r.y + j / r.w;
        if (tg_free_tile(g, cx, cy)) {
            *x = cx;
            *y = cy;
            return true;
        }
    }
    return false;
}

int tunnel_room_at(const tunnel_floor *F, int x, int y)
{
    for (int i = 0; i < F->nrooms; i++) {
        const tunnel_rect *r = &F->room[i].r;
        if (x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h)
            return i;
    }
    return -1;
}

/* ---- the pass sequence -------------------------------------------------------------- */

static void run(tg *g, int phase, void (*fn)(tg *))
{
    g->phase = phase;
    g->first[phase] = g->rng->draws;
    if (g->T) {
        trace_focus_none(g->T);
        trace_phase(g->T, phase, tunnel_phase_names[phase]);
    }
    fn(g);
    g->draws[phase] = g->rng->draws - g->first[phase];
}

void tunnel_build(spg_rng *rng, const tunnel_conf *c, int stage, bool clock_follows_spine,
                  spg_level *L, tunnel_floor *F, uint32_t *first, uint32_t *draws)
{
    tg g = {rng, rng->trace, c, L, F, clock_follows_spine, first, draws, 0};
    memset(F, 0, sizeof *F);
    memset(F->leash_of, 0xff, sizeof F->leash_of); /* -1: not leashed */
    F->stage = stage;
    if (g.T)
        /* the size is rolled in the plan, after the first draws: chains cover the most a
         * floor can take */
        trace_begin(g.T, TUNNEL_MAX_W, TUNNEL_MAX_H, 0, 0, 0, 0);
    /* the plan needs the stage; the other passes read only the floor record */
    g.phase = TUNNEL_PHASE_PLAN;
    first[TUNNEL_PHASE_PLAN] = rng->draws;
    if (g.T)
        trace_phase(g.T, TUNNEL_PHASE_PLAN, tunnel_phase_names[TUNNEL_PHASE_PLAN]);
    tunnel_plan(&g, stage);
    draws[TUNNEL_PHASE_PLAN] = rng->draws - first[TUNNEL_PHASE_PLAN];
    run(&g, TUNNEL_PHASE_SPINE, tunnel_spine);
    run(&g, TUNNEL_PHASE_CARVE, tunnel_carve);
    run(&g, TUNNEL_PHASE_STUBS, tunnel_stubs);
    run(&g, TUNNEL_PHASE_BOSS, tunnel_boss);
    run(&g, TUNNEL_PHASE_ROOMS, tunnel_rooms);
    run(&g, TUNNEL_PHASE_SPAWN, tunnel_spawn);
    run(&g, TUNNEL_PHASE_POPULATE, tunnel_populate);
    run(&g, TUNNEL_PHASE_PAYOUTS, tunnel_payouts);
    run(&g, TUNNEL_PHASE_COVER, tunnel_cover);
}

/* ---- the style's entry points --------------------------------------------------------- */

typedef struct tunnel_data {
    bool have;
    char path[PATH_MAX + 32];
    tunnel_conf conf;
} tunnel_data;

int tunnel_load(const char *dir, void **data, char *err, size_t errlen)
{
    *data = NULL;
    tunnel_data *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (strlen(dir) > PATH_MAX) {
        snprintf(err, errlen, "data directory name too long");
        free(d);
        return -1;
    }
    snprintf(d->path, sizeof d->path, "%s/tunnel/tunnel.conf", dir);
    struct stat st;
    if (stat(d->path, &st) != 0) {
        /* the classic style must not stop working because the tunnel's file is absent */
        *data = d;
        return 0;
    }
    if (tunnel_conf_load(d->path, &d->conf, err, errlen) != 0) {
        free(d);
        return -1;
    }
    d->have = true;
    *data = d;
    return 0;
}

void tunnel_free(void *data)
{
    free(data);
}

const tunnel_conf *tunnel_data_conf(const void *data)
{
    const tunnel_data *d = data;
    return d && d->have ? &d->conf : NULL;
}

int tunnel_generate_with(const spg_request *rq, const tunnel_conf *c, spg_result *out,
                         tunnel_floor *F, char *err, size_t errlen)
{
    if (rq->level < 1 || rq->level > TUNNEL_MAX_STAGE) {
        snprintf(err, errlen, "stage %d is out of range: tunnel stages are 1-%d", rq->level,
                 TUNNEL_MAX_STAGE);
        return -1;
    }
    if (tunnel_conf_check(c, NULL, err, errlen) != 0)
        return -1;
    /* the floor record stays with the result, for its JSON (tunnel_json_level); a
     * caller's own record is filled and copied there */
    if (!out->style_record && !(out->style_record = malloc(sizeof(tunnel_floor)))) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    tunnel_floor *kept = out->style_record;
    if (!F)
        F = kept;
    spg_rng rng;
    /* a seed is the raw mulberry32 state: the document's proposed seed field, verbatim */
    rng_init(&rng, SPG_ENGINE_MULBERRY32, rq->seed);
    uint32_t first[TUNNEL_PHASE__COUNT], draws[TUNNEL_PHASE__COUNT];
    int from = rq->from_state ? rq->level : 1;
    for (int stage = from; stage <= rq->level; stage++) {
        bool target = stage == rq->level;
        rng.draws = 0;
        rng.trace = target && rq->trace ? &out->trace : NULL;
        rng.force = rng.trace ? rq->force : NULL; /* forces are the traced level's */
        rng.nforce = rng.trace ? rq->nforce : 0;
        if (target)
            out->start_state = rng.state;
        tunnel_build(&rng, c, stage, rq->so.clock_follows_spine, &out->level, F, first, draws);
    }
    game_init(&out->game, 1);
    out->game.level = rq->level;
    out->end_state = rng.state;
    out->draws = rng.draws;
    out->nphases = TUNNEL_PHASE__COUNT;
    for (int p = 0; p < TUNNEL_PHASE__COUNT; p++)
        out->phases[p] = (spg_phase){tunnel_phase_names[p], first[p] + 1, draws[p]};
    out->style = SPG_STYLE_TUNNEL;
    if (F != kept)
        memcpy(kept, F, sizeof *F);
    out->engine = SPG_ENGINE_MULBERRY32;
    snprintf(out->place, sizeof out->place, "tunnel floor %d", rq->level);
    return 0;
}

int tunnel_generate(const spg_request *rq, const void *data, spg_result *out, char *err,
                    size_t errlen)
{
    const tunnel_data *d = data;
    if (!d || !d->have) {
        snprintf(err, errlen,
                 "%s: missing: the tunnel style reads its knobs from DATA/tunnel/tunnel.conf",
                 d ? d->path : "tunnel/tunnel.conf");
        return -1;
    }
    return tunnel_generate_with(rq, &d->conf, out, NULL, err, errlen);
}
