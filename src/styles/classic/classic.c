/* classic.c — builds one classic level pass by pass, and the helpers passes share. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The style's public face is the traced unit's; the untraced unit has only its builds. */
#ifndef SPG_UNTRACED
const char *const classic_phase_names[CLASSIC_PHASE__COUNT] = {
    "screen", "hall", "border", "path", "graveyard", "rooms", "specials", "blocks", "dressing", "finish"};
#endif

void cg_phase(cg *c, int phase)
{
    c->phase = phase;
    c->pc->first[phase] = c->rng->draws;
    if (TR(c)) {
        trace_focus_none(TR(c));
        trace_phase(TR(c), phase, classic_phase_names[phase]);
    }
}

void cg_phase_end(cg *c)
{
    c->pc->draws[c->phase] = c->rng->draws - c->pc->first[c->phase];
}

void cg_flag(cg *c, const char *name, bool *field, bool value, uint32_t cause)
{
    *field = value;
    if (TR(c))
        trace_flag(TR(c), name, value, cause);
}

/* A stone block's Destroy event (oBlock; oBrick, oLush, oTemple, oGrave alike): three
 * rubble pieces, each at x+8+rand(0,8)-rand(0,8), y+8+rand(0,8)-rand(0,8): twelve
 * rand(0,8), whose values nothing keeps. */
static const spg_site S_RUBBLE = SPG_SITE("block.rubble",
                                  "a destroyed block's rubble flies (12 draws, nothing kept)");

void cg_destroy_block(cg *c, int bi)
{
    spg_block *b = &c->L->block[bi];
    b->alive = 0;
    if (Q(c, SPG_Q_RUBBLE_DRAWS)) {
        T_FOCUS_TILE(c, b->x, b->y);
        waste_n(c, 12, 0, 8, &S_RUBBLE);
    }
}

void cg_make_block(cg *c, int x, int y, int kind, int flags, uint32_t cause)
{
    spg_level *L = c->L;
    if (L->nblock < SPG_MAX_BLOCKS)
        L->block[L->nblock++] = (spg_block){(int16_t)x, (int16_t)y, (uint8_t)kind, 1};
    if (level_stored(x, y)) {
        spg_cell *cell = &L->cell[y][x];
        if (cell->kind != SPG_T_BORDER || kind == SPG_T_BORDER) {
            /* instance_create destroys nothing: what lay beneath the cell's block (water,
             * a ladder ...) lies beneath the new one */
            flags |= cell->flags & SPG_TF_BENEATH;
            *cell = (spg_cell){(uint8_t)kind, SPG_C_NONE, (uint16_t)flags};
            if (TR(c))
                trace_tile(TR(c), x, y, kind, SPG_C_NONE, flags, cause);
        } else if (TR(c)) {
            /* the border is indestructible and stays what it is when a door's brick
             * lands on it */
            trace_note(TR(c), x, y, "a second block made on the border (both exist)", cause);
        }
    } else if (y < 0 && y >= -SPG_ABOVE_ROWS && x >= 0 && x < SPG_MAX_W) {
        /* above the top border (a grave there, its spear trap): no tile to show, but
         * the collision tests see it (scrEntityGen's tests on the border's top row) */
        L->above[-1 - y][x] = (uint8_t)kind;
    }
    T_FOCUS_TILE(c, x, y);
    c->A->block_rolls(c, x, y, kind);
}

int cg_entity(cg *c, int kind, int x, int y, int info, uint32_t cause)
{
    int id = level_add_entity(c->L, kind, x, y, info);
    if (id < 0)
        return id;
    int dx, dy;
    co_default_offset(kind, &dx, &dy);
    c->L->ent[id].dx = (int8_t)dx;
    c->L->ent[id].dy = (int8_t)dy;
    if (TR(c))
        trace_entity(TR(c), x, y, kind, id, 0, cause);
    return id;
}

int cg_entity_px(cg *c, int kind, int px, int py, int info, uint32_t cause)
{
    /* the tile holding the pixel (floor division: py -4 is row -1, above the map) */
    int tx = px >= 0 ? px / 16 : -((15 - px) / 16), ty = py >= 0 ? py / 16 : -((15 - py) / 16);
    int id = cg_entity(c, kind, tx, ty, info, cause);
    if (id >= 0) {
        c->L->ent[id].dx = (int8_t)(px - tx * 16);
        c->L->ent[id].dy = (int8_t)(py - ty * 16);
    }
    return id;
}

void cg_remove_entity(cg *c, int id, uint32_t cause)
{
    spg_entity *e = &c->L->ent[id];
    e->gone = 1;
    if (TR(c))
        trace_entity(TR(c), e->x, e->y, e->kind, id, 1, cause);
}

/* The level's height in tiles: the border's last row and what lies under it. */
static int level_height(const area_rules *A, bool lake)
{
    return A->rows + (lake ? CLASSIC_LAKE_ROWS : 0);
}

static const spg_site S_LAKE = SPG_SITE("screen.lake",
                                "Jungle levels 5-8: 1 floods the level (1 in 10, until the "
                                "Black Market's door is taken)");

/* The screen between levels picks the level's room; before a Jungle level it rolls the
 * lake.  The original tests `not genBlackMarket`, which stays set once the market's door
 * is taken: no level after it is ever flooded (the quirk). */
static bool screen(cg *c)
{
    spg_game *g = c->game;
    int level = g->level;
    if (!g->screen_rolls)
        return c->area == SPG_AREA_JUNGLE && c->opt->lake > 0 && !g->gen_black_market;
    bool market = Q(c, SPG_Q_LAKE_AFTER_MARKET) ? g->gen_black_market
                                                : g->gen_black_market && !g->made_black_market;
    if (level >= 5 && level <= 8 && !market) {
        bool lake = roll(c, 1, 10, &S_LAKE) == 1;
        T_DECIDE(c, lake ? "a flooded level" : "no lake");
        return lake;
    }
    return false;
}

/* The level's setup that needs no level: the builder's fields and the once-a-game state
 * a level built from a raw state is given by the options. */
static void setup(cg *c, spg_rng *rng, spg_game *g, const spg_options *opt,
                  const classic_data *data, spg_level *out, classic_phase_counts *pc)
{
    memset(c, 0, sizeof *c);
    c->rng = rng;
    c->T = rng->trace;
    c->game = g;
    c->opt = opt;
    c->L = out;
    c->pc = pc;
    c->area = area_of_level(g->level);
    c->A = classic_area(c->area);
    c->data = data;
    c->sets = data ? data->sets[c->area] : NULL;
    c->hall = data && c->A->hall_file ? &data->halls[c->area] : NULL;
    c->locked_chest_chance = 8;
    c->wasted_rolls = Q(c, SPG_Q_WASTED_ROLLS);
    /* a level built from a raw state has no level before it: --market-door N, naming
     * the level before, says the player came through the Black Market's door — so that
     * door was made (scrEntityGen set global.madeMarketEntrance), and scrInitLevel 187
     * gives no later level, the market first, another entrance */
    if (!g->screen_rolls && opt->market_door_level > 0 && opt->market_door_level == g->level - 1) {
        g->gen_black_market = true;
        g->made_market_entrance = true;
    }
    /* and --gold-door N that he came through the gold door: this is the City of Gold */
    if (!g->screen_rolls && opt->gold_door_level > 0 && opt->gold_door_level == g->level - 1)
        g->city_of_gold = true;
}

/* A plan as the path phase finds it: no rooms, no start or exit, the level's flags as
 * level_reset leaves them but the lake. */
static void plan_reset(classic_plan *p, bool lake)
{
    memset(p, 0, sizeof *p);
    p->start_x = p->start_y = p->exit_x = p->exit_y = -1;
    p->flags.shop = SPG_SHOP_NONE;
    p->flags.shop_rx = p->flags.shop_ry = -1;
    p->flags.lake = lake;
}

#ifndef SPG_UNTRACED /* the public face: the traced unit's */
void classic_plan_of(const spg_level *l, classic_plan *out)
{
    memcpy(out->rooms, l->rooms, sizeof out->rooms);
    out->start_x = l->start_x;
    out->start_y = l->start_y;
    out->exit_x = l->exit_x;
    out->exit_y = l->exit_y;
    out->flags = l->flags;
}
#endif

/* The path phase's plan written into the level. */
static void plan_into(spg_level *l, const classic_plan *p)
{
    memcpy(l->rooms, p->rooms, sizeof l->rooms);
    l->start_x = p->start_x;
    l->start_y = p->start_y;
    l->exit_x = p->exit_x;
    l->exit_y = p->exit_y;
    l->flags = p->flags;
}

static void begin(cg *c, spg_rng *rng, spg_game *g, const spg_options *opt,
                  const classic_data *data, spg_level *out, classic_phase_counts *pc)
{
    setup(c, rng, g, opt, data, out, pc);
    for (int p = 0; p < CLASSIC_PHASE__COUNT; p++) {
        pc->first[p] = 0;
        pc->draws[p] = UINT32_MAX;
    }
    if (TR(c))
        /* one column more than the map: the border loop's column 42 lies outside it */
        trace_begin(TR(c), 43, 56, 10, 8, 1, 1);
    /* the screen's roll comes before the level exists: it decides the level's shape */
    cg_phase(c, CLASSIC_PHASE_SCREEN);
    bool lake = screen(c);
    cg_phase_end(c);
    level_reset(out, 42, level_height(c->A, lake), CLASSIC_ROOM_X0, CLASSIC_ROOM_Y0,
                CLASSIC_ROOM_W, CLASSIC_ROOM_H);
    out->number = g->level;
    out->area = c->area;
    out->flags.lake = lake;
    if (lake && TR(c))
        trace_flag(TR(c), "lake", 1, g->screen_rolls ? SPG_CAUSE_LAST : 0);
}

/* The path phase of a level being built: on a plan of the level's, copied back. */
static void path_pass(cg *c)
{
    classic_plan plan;
    classic_plan_of(c->L, &plan);
    c->P = &plan;
    classic_path(c);
    plan_into(c->L, &plan);
    c->P = NULL;
}

/* The room's hand-laid instances created before the level object (oGame, whose Create
 * event runs scrInitLevel): each rolls as its Create event does, in the room's instance
 * order, before the border exists.  Only Olmec's Lair has any. */
static void classic_hall(cg *c) { c->A->hand_laid(c); }

void classic_no_hall(cg *c) { (void)c; }

int classic_no_hall_draws(cg *c, int8_t *draws, int max)
{
    (void)c, (void)draws, (void)max;
    return 0;
}

int classic_no_hall_file(const spg_halldata *h, const void *sets, char *err, size_t errlen)
{
    (void)h, (void)sets, (void)err, (void)errlen;
    return 0;
}

static void run_phase(cg *c, int phase, void (*fn)(cg *))
{
    cg_phase(c, phase);
    fn(c);
    cg_phase_end(c);
}

static void finish_counts(cg *c)
{
    for (int p = 0; p < CLASSIC_PHASE__COUNT; p++)
        if (c->pc->draws[p] == UINT32_MAX) {
            c->pc->first[p] = c->rng->draws;
            c->pc->draws[p] = 0;
        }
}

/* Every phase in order, the last one `last`. */
static void build_until(spg_rng *rng, spg_game *g, const spg_options *opt,
                        const classic_data *data, spg_level *out, classic_phase_counts *pc,
                        int last)
{
    static void (*const passes[CLASSIC_PHASE__COUNT])(cg *) = {
        [CLASSIC_PHASE_HALL] = classic_hall,
        [CLASSIC_PHASE_BORDER] = classic_border,
        [CLASSIC_PHASE_PATH] = path_pass,
        [CLASSIC_PHASE_GRAVEYARD] = classic_graveyard_roll,
        [CLASSIC_PHASE_ROOMS] = classic_rooms,
        [CLASSIC_PHASE_SPECIALS] = classic_level_rolls,
        [CLASSIC_PHASE_BLOCKS] = classic_block_pass,
        [CLASSIC_PHASE_DRESSING] = classic_dressing,
        [CLASSIC_PHASE_FINISH] = classic_finish,
    };
    cg c;
    begin(&c, rng, g, opt, data, out, pc); /* the screen phase */
    for (int p = CLASSIC_PHASE_HALL; p <= last; p++)
        run_phase(&c, p, passes[p]);
    finish_counts(&c);
}

void classic_build_path_only(spg_rng *rng, spg_game *g, const spg_options *opt,
                             const classic_data *data, spg_level *out,
                             classic_phase_counts *pc)
{
    build_until(rng, g, opt, data, out, pc, CLASSIC_PHASE_PATH);
}

void classic_build_through_rolls(spg_rng *rng, spg_game *g, const spg_options *opt,
                                 const classic_data *data, spg_level *out,
                                 classic_phase_counts *pc)
{
    build_until(rng, g, opt, data, out, pc, CLASSIC_PHASE_SPECIALS);
}

void classic_build_level(spg_rng *rng, spg_game *g, const spg_options *opt,
                         const classic_data *data, spg_level *out, classic_phase_counts *pc)
{
    build_until(rng, g, opt, data, out, pc, CLASSIC_PHASE_FINISH);
}

#ifndef SPG_UNTRACED
int classic_between_levels(spg_game *g, const spg_options *opt, const spg_level *prev, char *err,
                           size_t errlen)
{
    if (opt->market_door_level == prev->number) {
        if (!prev->flags.market_entrance) {
            snprintf(err, errlen, "--market-door %d: level %d of this game has no Black Market "
                     "entrance", prev->number, prev->number);
            return -1;
        }
        g->gen_black_market = true;
    }
    if (opt->gold_door_level == prev->number) {
        if (!prev->flags.gold_door) {
            snprintf(err, errlen, "--gold-door %d: level %d of this game has no gold door",
                     prev->number, prev->number);
            return -1;
        }
        g->city_of_gold = true;
    }
    /* the original clears the City of Gold as the player leaves it for level 16 */
    if (prev->number == 15)
        g->city_of_gold = false;
    return 0;
}
#endif

/* ---- the path scan ----------------------------------------------------------------- */

#ifndef SPG_UNTRACED /* the public face: the traced unit's */
/* The game and the lake as each scanned level's path phase begins: the builder's setup
 * and the screen's part for a raw state (the scan's path_begin, for the kernel). */
static void scan_path_begin(const classic_path_scan *s, spg_game *g, bool *lake)
{
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, 0);
    *g = s->game;
    cg c;
    setup(&c, &rng, g, &s->opt, NULL, NULL, NULL);
    *lake = screen(&c); /* draws nothing: a raw state's level has no screen before it */
}

/* The once-a-game state a level built from a raw state begins with (spg_generate's). */
static void scan_game(spg_game *g, int level, const spg_options *opt)
{
    game_init(g, opt->shortcut ? opt->shortcut : 1);
    g->screen_rolls = false;
    g->level = level;
}

/* Level 16's hall as the kernel replays it: each block whose draws depend on the state,
 * with the fixed draws before it composed; the fixed draws after the last go into *tail.
 * Returns 0, or -1 with err. */
static int scan_hall(classic_path_scan *s, const classic_data *data, spg_level *l,
                     uint32_t *tail, char *err, size_t errlen)
{
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, 0);
    spg_game g = s->game;
    classic_phase_counts pc;
    cg c;
    setup(&c, &rng, &g, &s->opt, data, l, &pc);
    int8_t draws[1024];
    int n = c.A->hand_laid_draws(&c, draws, 1024);
    if (n < 0) {
        snprintf(err, errlen, "level %d: %s's hand-laid part is not one the scan can replay",
                 s->game.level, area_name(c.area));
        return -1;
    }
    uint32_t fixed = 0;
    for (int i = 0; i < n; i++) {
        if (draws[i] != CLASSIC_GEM_CHAIN) {
            fixed += (uint32_t)draws[i];
            continue;
        }
        if (s->hall_blocks == CLASSIC_SCAN_HALL_MAX) {
            snprintf(err, errlen, "level %d: more than %d hand-laid blocks roll gems",
                     s->game.level, CLASSIC_SCAN_HALL_MAX);
            return -1;
        }
        classic_scan_block *b = &s->hall[s->hall_blocks++];
        b->before = rng_jump_of(SPG_ENGINE_GM8, fixed);
        b->first = rng_jump_of(SPG_ENGINE_GM8, fixed + 1);
        b->fifth = rng_jump_of(SPG_ENGINE_GM8, fixed + 5);
        b->before_draws = fixed;
        s->hall_draws += fixed + 5;
        fixed = 0;
    }
    *tail = fixed;
    return 0;
}

int classic_path_scan_init(classic_path_scan *s, int level, const spg_options *opt,
                           const classic_data *data, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    if (level < 1 || level > SPG_MAX_LEVEL || !classic_area(area_of_level(level))) {
        snprintf(err, errlen, "level %d: no such level", level);
        return -1;
    }
    const char *hall_file = classic_area(area_of_level(level))->hall_file;
    if (hall_file && !data) {
        snprintf(err, errlen, "level %d: %s's hall is data (classic/%s), and none was loaded",
                 level, area_name(area_of_level(level)), hall_file);
        return -1;
    }
    s->opt = *opt;
    s->data = data;
    scan_game(&s->game, level, opt);
    /* the border's draws, counted once on a real build: every border block of these
     * areas rolls the same number of times whatever the state (test_scan.c checks it
     * on many states of every level) */
    spg_level *l = malloc(sizeof *l);
    if (!l) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, 0);
    spg_game g = s->game;
    classic_phase_counts pc;
    build_until(&rng, &g, &s->opt, data, l, &pc, CLASSIC_PHASE_BORDER);
    uint32_t tail = 0;
    int rc = 0;
    if (pc.draws[CLASSIC_PHASE_SCREEN] != 0) {
        snprintf(err, errlen, "level %d: the screen draws before it", level);
        rc = -1;
    } else if (classic_area(area_of_level(level))->hand_laid != classic_no_hall) {
        rc = scan_hall(s, data, l, &tail, err, errlen);
    }
    if (rc == 0) {
        s->border_draws = tail + pc.draws[CLASSIC_PHASE_BORDER];
        s->border = rng_jump_of(SPG_ENGINE_GM8, s->border_draws);
        s->path_begin = scan_path_begin;
        classic_scan_tables(s);
    }
    /* the hall's replay against real builds of a few states (its draws are the hall's
     * rules spelt again: a change to them that the replay missed is refused here) */
    for (uint32_t i = 0; rc == 0 && s->hall_blocks && i < 8; i++) {
        uint32_t state = i * 0x9E3779B9u, draws;
        rng_init(&rng, SPG_ENGINE_GM8, state);
        g = s->game;
        build_until(&rng, &g, &s->opt, data, l, &pc, CLASSIC_PHASE_PATH);
        classic_plan p, want;
        uint32_t end = classic_scan_state(s, state, &p, &draws);
        memset(&want, 0, sizeof want);
        classic_plan_of(l, &want);
        if (end != rng.state || draws != rng.draws || memcmp(&p, &want, sizeof p) != 0) {
            snprintf(err, errlen, "level %d: the scan's replay of the hand-laid part differs "
                     "from the build at state %u", level, state);
            rc = -1;
        }
    }
    free(l);
    return rc;
}

#endif

/* The path phases of the states first, first+step, ... (n of them) into out[0..n-1]: one
 * setup, then for each state the builder and the game as they were before its path
 * phase, the border jumped and the path phase run.  *end gets the RNG state after the
 * last one's path phase, *draws its draws. */
static void scan_run(const classic_path_scan *s, uint32_t first, uint32_t step, uint32_t n,
                     classic_plan *out, uint32_t *end, uint32_t *draws)
{
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, first);
    spg_game g = s->game;
    if (s->hall_blocks) {
        /* the hall's draws depend on the state: build each level through its path */
        spg_level *l = malloc(sizeof *l);
        classic_phase_counts pc;
        *end = *draws = 0;
        for (uint32_t i = 0; l && i < n; i++) {
            rng_init(&rng, SPG_ENGINE_GM8, first + i * step);
            g = s->game;
            build_until(&rng, &g, &s->opt, s->data, l, &pc, CLASSIC_PHASE_PATH);
            memset(&out[i], 0, sizeof out[i]);
            classic_plan_of(l, &out[i]);
            *end = rng.state;
            *draws = rng.draws;
        }
        free(l);
        return;
    }
    cg c;
    setup(&c, &rng, &g, &s->opt, NULL, NULL, NULL);
    bool lake = screen(&c); /* draws nothing: a raw state's level has no screen before it */
    const cg fresh = c;
    const spg_game g0 = g;
    for (uint32_t i = 0; i < n; i++) {
        g = g0;
        c = fresh;
        rng.state = rng_jump_apply(s->border, first + i * step);
        rng.draws = s->border_draws;
        plan_reset(&out[i], lake);
        c.P = &out[i];
        classic_path(&c);
    }
    *end = rng.state;
    *draws = rng.draws;
}

uint32_t classic_path_scan_state(const classic_path_scan *s, uint32_t state, classic_plan *out,
                                 uint32_t *draws)
{
    uint32_t end, d;
    scan_run(s, state, 1, 1, out, &end, &d);
    if (draws)
        *draws = d;
    return end;
}

void classic_path_scan_states(const classic_path_scan *s, uint32_t first, uint32_t step,
                              uint32_t n, classic_plan *out)
{
    uint32_t end, d;
    scan_run(s, first, step, n, out, &end, &d);
}
