/* locate_prefix.c — the start room's first tiles rolled from one state (locate_prefix.h).
 *
 * A second spelling of the areas' tile chains (mines_tiles.c, jungle_tiles.c,
 * ice_tiles.c, temple_tiles.c: scrRoomGen, scrRoomGen2, scrRoomGen3, scrRoomGen4) for
 * the plain codes only, with the original's rules every quirk on (every test draws:
 * GameMaker's `and` does not short-circuit), and of classic_earth_rolls (oBrick's,
 * oLush's, oDark's, oTemple's Create events).  It is held to the generator by
 * tests/unit/test_locate.c, which runs it on the start rooms of built levels. */
#include "locate_prefix.h"

#include "../game.h"
#include "../rng.h"

typedef struct outcome {
    int kind;     /* SPG_T_*: the block made, SPG_T_EMPTY none, SPG_T_SPIKES */
    int alt;
    int content;
} outcome;

#define NEXT(s) ((s) = rng_gm8_next(s))
#define BELOW(s, n) rng_gm8_below((s), (n))

/* classic_earth_rolls: the look (the Mines' bricks), the gold, then the gems and the
 * item strictly inside the level (every room tile is). */
static uint32_t earth(uint32_t s, int kind, bool look, uint32_t sa, uint32_t em, uint32_t ru,
                      outcome *o)
{
    o->kind = kind;
    o->alt = 0;
    o->content = SPG_C_NONE;
    if (look) {
        NEXT(s);
        o->alt = BELOW(s, 10) == 0;
    }
    NEXT(s);
    uint32_t g = BELOW(s, 100) + 1;
    if (g < 30) {
        o->content = g < 20 ? SPG_C_GOLD : SPG_C_RICH_GOLD;
        return s;
    }
    NEXT(s);
    if (BELOW(s, sa) == 0)
        return o->content = SPG_C_SAPPHIRE, s;
    NEXT(s);
    if (BELOW(s, em) == 0)
        return o->content = SPG_C_EMERALD, s;
    NEXT(s);
    if (BELOW(s, ru) == 0)
        return o->content = SPG_C_RUBY, s;
    NEXT(s);
    if (BELOW(s, 1200) == 0) {
        o->content = SPG_C_ITEM;
        NEXT(s); /* scrGenerateItem's pick */
    }
    return s;
}

static uint32_t area_earth(uint32_t s, int area, outcome *o)
{
    switch (area) {
    case SPG_AREA_MINES: return earth(s, SPG_T_BRICK, true, 100, 120, 140, o);
    case SPG_AREA_JUNGLE: return earth(s, SPG_T_LUSH, false, 80, 100, 120, o);
    case SPG_AREA_ICE_CAVES: return earth(s, SPG_T_ICE, false, 40, 60, 80, o);
    default: return earth(s, SPG_T_TEMPLE, false, 60, 80, 100, o);
    }
}

/* A '1' with nothing there (and a '2' that rolled solid, where `half` says which). */
static uint32_t solid(uint32_t s, int area, bool half, outcome *o)
{
    switch (area) {
    case SPG_AREA_MINES: /* classic_solid_tile: 1 in 10 stone, else a brick */
        NEXT(s);
        if (BELOW(s, 10) == 0)
            return o->kind = SPG_T_STONE, o->alt = 0, o->content = SPG_C_NONE, s;
        return area_earth(s, area, o);
    case SPG_AREA_JUNGLE: /* always earth */
        return area_earth(s, area, o);
    case SPG_AREA_ICE_CAVES: /* solid(10): 1 clear ice (its frozen caveman roll), else earth */
        NEXT(s);
        if (BELOW(s, 10) == 0) {
            NEXT(s);
            return o->kind = SPG_T_ICE_BLOCK, o->alt = 0, o->content = SPG_C_NONE, s;
        }
        return area_earth(s, area, o);
    default: /* the Temple's solid_tile: 1 in 100 a Jungle block; half_tile skips it */
        if (!half) {
            NEXT(s);
            if (BELOW(s, 100) == 0)
                return earth(s, SPG_T_LUSH, false, 80, 100, 120, o);
        }
        NEXT(s);
        if (BELOW(s, 10) == 0)
            return o->kind = SPG_T_STONE, o->alt = 0, o->content = SPG_C_NONE, s;
        return area_earth(s, area, o);
    }
}

static bool is_earth(int kind)
{
    return kind == SPG_T_BRICK || kind == SPG_T_LUSH || kind == SPG_T_ICE || kind == SPG_T_TEMPLE;
}

static bool is_vein(int c) { return c == SPG_C_GOLD || c == SPG_C_RICH_GOLD; }

static bool agrees(int obs, int alt, int content, int earthk, bool hide, const outcome *o)
{
    switch (obs) {
    case LO_EARTH:
        if (!is_earth(o->kind) || (earthk && o->kind != earthk) || o->alt != alt)
            return false;
        if (content == SPG_C_NONE)
            return o->content == SPG_C_NONE || o->content == SPG_C_ITEM ||
                   (hide && is_vein(o->content));
        if (content < 0)
            return o->content == SPG_C_SAPPHIRE || o->content == SPG_C_EMERALD ||
                   o->content == SPG_C_RUBY;
        return o->content == content;
    case LO_STONE: return o->kind == SPG_T_STONE;
    case LO_ICE_BLOCK: return o->kind == SPG_T_ICE_BLOCK;
    case LO_OPEN: return o->kind == SPG_T_EMPTY;
    case LO_SPIKES: return o->kind == SPG_T_SPIKES;
    case LO_PUSH: return o->kind == SPG_T_PUSH_BLOCK;
    default: return true;
    }
}

static const outcome OPEN = {SPG_T_EMPTY, 0, SPG_C_NONE};

int locate_prefix_run(const locate_hyp *h, int area, uint32_t s)
{
    /* draws an air tile costs: the half, spikes and push tests (the Jungle: no push test;
     * the Ice Caves: the push and clear-ice tests, no spikes test) */
    const int air = area == SPG_AREA_JUNGLE ? 2 : 3;
    for (int k = 0; k < h->nops; k++) {
        const locate_op *op = &h->op[k];
        outcome o = OPEN;
        switch (op->kind) {
        case OP_SOLID:
            s = solid(s, area, false, &o);
            if (area == SPG_AREA_JUNGLE)
                NEXT(s); /* the spikes test the Jungle's chain still reaches */
            break;
        case OP_HALF:
            NEXT(s);
            if (BELOW(s, 2) == 0) {
                s = solid(s, area, true, &o);
                if (area == SPG_AREA_JUNGLE)
                    NEXT(s);
            } else {
                for (int d = 1; d < air; d++)
                    NEXT(s);
            }
            break;
        case OP_AIR:
            for (int d = 0; d < air; d++)
                NEXT(s);
            continue;
        case OP_TAKEN:
            for (int d = 0; d < locate_taken_draws(area); d++)
                NEXT(s);
            continue;
        case OP_VINE:
            NEXT(s);
            continue;
        case OP_TEMPLE_BLOCK:
            NEXT(s);
            s = earth(s, SPG_T_TEMPLE, false, 60, 80, 100, &o);
            NEXT(s);
            break;
        case OP_LADDER:
            NEXT(s);
            continue;
        case OP_SPIKES:
            NEXT(s);
            NEXT(s);
            if (BELOW(s, 3) == 0)
                o.kind = SPG_T_SPIKES;
            else
                NEXT(s);
            break;
        case OP_PUSH:
            NEXT(s);
            NEXT(s);
            NEXT(s);
            if (BELOW(s, 4) == 0)
                o.kind = SPG_T_PUSH_BLOCK;
            break;
        case OP_ICE:
            NEXT(s);
            NEXT(s);
            NEXT(s);
            o.kind = SPG_T_ICE_BLOCK;
            break;
        case OP_MAYBE_ICE:
            NEXT(s);
            NEXT(s);
            NEXT(s);
            if (BELOW(s, 2) == 0) {
                NEXT(s);
                o.kind = SPG_T_ICE_BLOCK;
            }
            break;
        case OP_DOOR: {
            for (int d = 0; d < locate_door_draws(area); d++)
                NEXT(s);
            outcome b;
            s = area_earth(s, area, &b);
            if (!agrees(op->obs2, op->alt2, op->content2, op->earth2, op->hideable2, &b))
                return k;
            continue;
        }
        default:
            return k;
        }
        if (!agrees(op->obs, op->alt, op->content, op->earth, op->hideable, &o))
            return k;
    }
    return h->nops;
}

int locate_door_draws(int area)
{
    /* the tests the chain reaches before the door: the half, spikes and push tests (the
     * Jungle's chain has no push test, the Ice Caves' no spikes test) */
    return area == SPG_AREA_JUNGLE || area == SPG_AREA_ICE_CAVES ? 2 : 3;
}

int locate_taken_draws(int area)
{
    /* a tile whose block the door made: the Ice Caves' chain also reaches its 'j' test */
    return area == SPG_AREA_JUNGLE ? 2 : 3;
}

int locate_pre_draws(const locate_hyp *h)
{
    int n = 1 + (h->set->items[h->index].variants > 1);
    for (int k = 0; k < h->nslots; k++)
        n += 1 + h->slot[k].pre;
    return n;
}

int locate_fixed_rolls(const locate_hyp *h, uint32_t s, uint32_t *after)
{
    if (h->set->items[h->index].variants > 1) {
        NEXT(s);
        if ((int)BELOW(s, 2) != h->variant)
            return 0;
    }
    for (int k = 0; k < h->nslots; k++) {
        if (h->slot[k].pre) {
            NEXT(s);
            if (h->slot[k].pre_value > 0 && BELOW(s, (uint32_t)h->slot[k].pre_n) == 0)
                return 0;
        }
        NEXT(s);
        if (h->slot[k].value >= 0 && (int)BELOW(s, (uint32_t)h->slot[k].n) != h->slot[k].value)
            return 0;
    }
    *after = s;
    return 1;
}
