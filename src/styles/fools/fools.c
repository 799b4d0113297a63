/* fools.c — builds one fools level phase by phase, and the helpers the passes share. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

const char *const fools_phase_names[FOOLS_PHASE__COUNT] = {"biome", "rooms", "layouts",
                                                           "tiles", "decor"};

uint32_t fools_decor_seed(uint32_t level_seed)
{
    uint32_t h = level_seed ^ 0x44454352u;
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    h *= 0xC2B2AE35u;
    h ^= h >> 16;
    return h;
}

void fg_past_the_end(fg *c, const char *call)
{
    if (!c->T)
        return;
    if (strcmp(call, "choose") == 0)
        trace_note(c->T, -1, -1, "rand() gave exactly 1.0 (once in 2^31 draws), so choose "
                   "returned undefined; the fools style takes its last value", SPG_CAUSE_LAST);
    else
        trace_note(c->T, -1, -1, "rand() gave exactly 1.0 (once in 2^31 draws), so "
                   "irandom_range returned one past its end; the fools style takes the end",
                   SPG_CAUSE_LAST);
}

spg_engine fools_request_engine(const spg_request *rq)
{
    return rq->so.engine_set ? rq->so.engine : SPG_ENGINE_GAMEMAKER;
}

void fg_set_room(fg *c, int rx, int ry, int type, uint32_t cause)
{
    c->L->rooms[ry][rx] = (int8_t)type;
    if (c->T)
        trace_room_code(c->T, rx, ry, type, cause);
}

void fg_set_tile(fg *c, int x, int y, int kind, uint32_t cause)
{
    spg_cell *cell = &c->L->cell[y][x];
    cell->kind = (uint8_t)kind;
    cell->content = SPG_C_NONE;
    if (c->T)
        trace_tile(c->T, x, y, kind, cell->content, cell->flags, cause);
}

int fg_entity(fg *c, int kind, int x, int y, uint32_t cause)
{
    int id = level_add_entity(c->L, kind, x, y, 0);
    if (id >= 0 && c->T)
        trace_entity(c->T, x, y, kind, id, 0, cause);
    return id;
}

/* Runs one phase on the stream `r`, recording where its draws start and how many. */
static void run_phase(fg *c, int phase, spg_rng *r, void (*fn)(fg *), spg_rng *decor)
{
    c->phase = phase;
    uint32_t first = r->draws;
    if (c->T) {
        trace_focus_none(c->T);
        trace_phase(c->T, phase, fools_phase_names[phase]);
    }
    if (fn)
        fn(c);
    else
        fools_decor(c, decor);
    c->out->phases[phase] = (spg_phase){fools_phase_names[phase], first + 1, r->draws - first};
}

int fools_generate_ex(const spg_request *rq, const fools_data *d, const fools_params *p,
                      spg_result *out, char *err, size_t errlen)
{
    if (!d) {
        snprintf(err, errlen, "the fools style's data is not loaded");
        return -1;
    }
    if (d->missing[0]) {
        snprintf(err, errlen, "%s", d->missing);
        return -1;
    }
    if (rq->level != 1) {
        snprintf(err, errlen, "level %d: the fools style makes one level per seed (Fool's "
                 "End's daily level); leave --level at 1", rq->level);
        return -1;
    }
    if (rq->so.biome < -1 || rq->so.biome >= FOOLS_BIOMES) {
        snprintf(err, errlen, "biome %d is not a biome: 0 caves, 1 jungle, 2 ossuary",
                 rq->so.biome);
        return -1;
    }
    spg_engine engine = fools_request_engine(rq);
    if (engine != SPG_ENGINE_GM8 && !rng_is_gamemaker(engine)) {
        snprintf(err, errlen, "engine %s: the fools style draws from gamemaker (modern "
                 "GameMaker's, the default), gamemaker-old-poly or gm8 (GameMaker 8's)",
                 rng_engine_name(engine));
        return -1;
    }
    static const fools_params derived = {FOOLS_DECOR_DERIVED, 0};
    if (!p)
        p = &derived;
    spg_rng rng;
    rng_init(&rng, engine, rq->seed);
    fg c;
    memset(&c, 0, sizeof c);
    c.rng = &rng;
    c.d = d;
    c.p = p;
    c.L = &out->level;
    c.out = out;
    c.forced = rq->so.biome;
    level_reset(c.L, 42, 34, 1, 1, 10, 8);
    c.L->number = 1;
    /* not one of the classic areas: the biome is the fools level's "area", and it has
     * no name in area_name(), which then prints "?" rather than a wrong one */
    c.L->area = -1;
    memset(&out->game, 0, sizeof out->game);
    out->game.level = out->game.first_level = 1;
    out->start_state = rng.state;
    out->engine = engine;
    if (rq->trace) {
        /* one column more than the map, as the classic style's trace has */
        trace_begin(&out->trace, c.L->w + 1, c.L->h, c.L->room_w, c.L->room_h, c.L->room_x0,
                    c.L->room_y0);
        rng.trace = &out->trace;
        c.T = &out->trace;
    }
    run_phase(&c, FOOLS_PHASE_BIOME, &rng, fools_biome, NULL);
    run_phase(&c, FOOLS_PHASE_ROOMS, &rng, fools_rooms, NULL);
    run_phase(&c, FOOLS_PHASE_LAYOUTS, &rng, fools_layouts, NULL);
    run_phase(&c, FOOLS_PHASE_TILES, &rng, fools_tiles, NULL);
    out->end_state = rng.state;
    out->draws = rng.draws;
    /* the decor stream: its own state, its draws numbered on from the level's so the
     * trace's draw numbers stay one sequence */
    spg_rng decor;
    uint32_t ds = p->decor == FOOLS_DECOR_SEEDED ? p->decor_seed : fools_decor_seed(rq->seed);
    rng_init(&decor, engine, ds);
    decor.draws = rng.draws;
    decor.trace = c.T;
    run_phase(&c, FOOLS_PHASE_DECOR, &decor, NULL, p->decor == FOOLS_DECOR_OFF ? NULL : &decor);
    if (c.T)
        trace_focus_none(c.T);
    out->nphases = FOOLS_PHASE__COUNT;
    return 0;
}

int fools_generate(const spg_request *rq, const void *data, spg_result *out, char *err,
                   size_t errlen)
{
    return fools_generate_ex(rq, data, NULL, out, err, errlen);
}
