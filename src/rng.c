/* rng.c — GameMaker 8's LCG, modern GameMaker's WELL512a and mulberry32, counted and
 * traced. */
#include "rng.h"

#include <math.h>
#include <string.h>

#include "trace.h"

static const char *const engine_names[SPG_ENGINE__COUNT] = {"gm8", "mulberry32", "gamemaker",
                                                            "gamemaker-old-poly"};

const char *rng_engine_name(spg_engine e)
{
    return (unsigned)e < SPG_ENGINE__COUNT ? engine_names[e] : "?";
}

const char *rng_engine_label(spg_engine e)
{
    return e == SPG_ENGINE_GM8 ? "LCG" : e == SPG_ENGINE_MULBERRY32 ? "mulberry32"
                                       : rng_is_gamemaker(e) ? "WELL" : "?";
}

int rng_engine_parse(const char *name, spg_engine *out)
{
    for (int i = 0; name && i < SPG_ENGINE__COUNT; i++)
        if (strcmp(name, engine_names[i]) == 0) {
            *out = (spg_engine)i;
            return 0;
        }
    return -1;
}

/* JavaScript's x >> n on a 32-bit word: the shift of the signed value, bit 31 copied in
 * (C leaves >> of a negative int to the implementation, so it is spelt out). */
static inline uint32_t sar32(uint32_t x, unsigned n)
{
    return (x >> n) | (x & 0x80000000u ? ~(0xFFFFFFFFu >> n) : 0u);
}

/* Function_Maths.js, InitRandom(seed), which random_set_seed calls with the seed as a
 * signed 32-bit integer: s = ((s*214013 + 2531011) >> 16) & 0x7fffffff, 16 times, one
 * word each; the index back to 0.  The product is exact in JavaScript's doubles
 * (|s| < 2^31), and >> takes its low 32 bits as a signed integer: the same bits as
 * unsigned 32-bit arithmetic, then the signed shift. */
static void well_seed(spg_rng *r, uint32_t seed)
{
    uint32_t s = seed;
    for (int i = 0; i < 16; i++) {
        s = sar32(s * 214013u + 2531011u, 16) & 0x7fffffffu;
        r->well[i] = s;
    }
    r->well_index = 0;
}

void rng_init(spg_rng *r, spg_engine engine, uint32_t state)
{
    memset(r, 0, sizeof *r);
    r->state = state;
    r->engine = engine;
    if (rng_is_gamemaker(engine))
        well_seed(r, state);
}

uint32_t rng_well_step(spg_rng *r)
{
    /* Function_Maths.js, rand(): Lomont's WELL512a on the runner's signed 32-bit words;
     * only c >> 11 is a right shift, and it is the signed one */
    uint32_t *st = r->well, i = r->well_index;
    uint32_t poly = r->engine == SPG_ENGINE_GAMEMAKER_OLD ? SPG_WELL_POLY_OLD : SPG_WELL_POLY;
    uint32_t a = st[i], c = st[(i + 13) & 15];
    uint32_t b = a ^ c ^ (a << 16) ^ (c << 15);
    c = st[(i + 9) & 15];
    c ^= sar32(c, 11);
    a = st[i] = b ^ c;
    uint32_t d = a ^ ((a << 5) & poly);
    i = (i + 15) & 15;
    a = st[i];
    st[i] = a ^ b ^ d ^ (a << 2) ^ (b << 18) ^ (c << 28);
    r->well_index = i;
    return st[i];
}

/* One counted rand() of modern GameMaker: its value, the state word kept for the trace. */
static double well_draw(spg_rng *r)
{
    r->state = rng_well_step(r);
    r->draws++;
    return rng_well_unit(r->state);
}

/* JavaScript's ~~v (ToInt32): truncate toward zero, then wrap to 32 bits. */
static int32_t js_int32(double v)
{
    if (!isfinite(v))
        return 0;
    double t = fmod(trunc(v), 4294967296.0);
    if (t < 0)
        t += 4294967296.0;
    return (int32_t)(uint32_t)t;
}

uint32_t rng_step_raw(uint32_t s, spg_engine engine)
{
    if (engine == SPG_ENGINE_GM8)
        return s * 0x08088405u + 1u;
    /* mulberry32's state advance; its output mix is in unit_of() */
    return s + 0x6D2B79F5u;
}

spg_jump rng_jump_of(spg_engine engine, uint32_t k)
{
    /* mulberry32 adds a constant each step */
    if (engine != SPG_ENGINE_GM8)
        return (spg_jump){1u, k * 0x6D2B79F5u};
    /* k steps of s -> m*s + c compose to one affine map; square the one-step map for
     * each bit of k (the maps are powers of one map, so they commute) */
    uint32_t m = 0x08088405u, c = 1u;
    spg_jump j = {1u, 0u};
    for (; k; k >>= 1) {
        if (k & 1u) {
            j.mul *= m;
            j.add = j.add * m + c;
        }
        c *= m + 1u;
        m *= m;
    }
    return j;
}

uint32_t rng_jump_raw(uint32_t s, spg_engine engine, uint32_t k)
{
    return rng_jump_apply(rng_jump_of(engine, k), s);
}

void rng_step_counted(spg_rng *r)
{
    if (rng_is_gamemaker(r->engine))
        r->state = rng_well_step(r);
    else
        r->state = rng_step_raw(r->state, r->engine);
    r->draws++;
}

void rng_waste_n(spg_rng *r, uint32_t k, int a, int b, const spg_site *site)
{
    if (r->trace) {
        while (k--)
            rng_rand(r, a, b, site);
        return;
    }
    if (rng_is_gamemaker(r->engine)) {
        while (k--)
            rng_step_counted(r);
        return;
    }
    r->state = rng_jump_raw(r->state, r->engine, k);
    r->draws += k;
}

/* The engine's output as a fraction in [0,1). */
static double unit_of(uint32_t s, spg_engine engine)
{
    if (engine == SPG_ENGINE_GM8)
        return (double)s / 4294967296.0;
    uint32_t z = s;
    z = (z ^ (z >> 15)) * (z | 1u);
    z ^= z + (z ^ (z >> 7)) * (z | 61u);
    z ^= z >> 14;
    return (double)z / 4294967296.0;
}

double rng_random(spg_rng *r, double x, const spg_site *site)
{
    double v;
    if (rng_is_gamemaker(r->engine)) {
        v = well_draw(r) * x; /* Function_Maths.js, random(x): rand() * x */
    } else {
        r->state = rng_step_raw(r->state, r->engine);
        r->draws++;
        v = unit_of(r->state, r->engine) * x;
    }
    if (r->trace)
        trace_draw(r->trace, site, SPG_CALL_RANDOM, 0, (int32_t)x, (int32_t)v, r->state,
                   r->draws);
    return v;
}

int rng_rand_general(spg_rng *r, int a, int b, const spg_site *site)
{
    if (rng_is_gamemaker(r->engine))
        return rng_irandom_range(r, a, b, site);
    r->state = rng_step_raw(r->state, r->engine);
    r->draws++;
    uint32_t n = (uint32_t)(b - a + 1);
    int out;
    if (r->engine == SPG_ENGINE_GM8 && n <= (1u << 21)) {
        out = (int)(((uint64_t)r->state * n) >> 32) + a;
    } else {
        double v = unit_of(r->state, r->engine) * (double)n;
        out = (int)v + a; /* v >= 0, so the cast floors */
    }
    if (r->trace)
        out = rng_record(r, site, a, b, out);
    return out;
}

/* The rare half of rng_record: the trace must grow first. */
static __attribute__((noinline)) void record_growing(spg_rng *r, const spg_site *site, int a,
                                                     int b, int value)
{
    trace_draw(r->trace, site, SPG_CALL_RAND, a, b, value, r->state, r->draws);
}

/* The value a forced draw returns instead (the last force naming it wins). */
static __attribute__((noinline)) int forced(const spg_rng *r, int value)
{
    for (int i = 0; i < r->nforce; i++)
        if (r->force[i].draw == r->draws)
            value = r->force[i].value;
    return value;
}

int rng_record(spg_rng *r, const spg_site *site, int a, int b, int value)
{
    if (r->force)
        value = forced(r, value);
    /* growing is a tail call, so recording itself calls nothing and saves no registers */
    if (trace_full(r->trace)) {
        record_growing(r, site, a, b, value);
        return value;
    }
    trace_draw_into(r->trace, site, SPG_CALL_RAND, a, b, value, r->state, r->draws);
    return value;
}

int rng_irandom_range(spg_rng *r, int a, int b, const spg_site *site)
{
    if (!rng_is_gamemaker(r->engine))
        return rng_rand(r, a, b, site);
    /* Function_Maths.js, irandom_range: the ends ordered, x1 + ~~random(x2 - x1 + 1) */
    int lo = a < b ? a : b, hi = a < b ? b : a;
    double span = (double)hi - (double)lo + 1.0;
    int out = (int)((int64_t)lo + js_int32(well_draw(r) * span));
    if (r->trace)
        trace_draw(r->trace, site, SPG_CALL_IRANDOM_RANGE, a, b, out, r->state, r->draws);
    return out;
}

int rng_irandom(spg_rng *r, int n, const spg_site *site)
{
    if (!rng_is_gamemaker(r->engine))
        return rng_rand(r, 0, n, site);
    /* Function_Maths.js, irandom: ~~(rand() * (n + sign)), then rand() again */
    double sign = n < 0 ? -1.0 : 1.0;
    int out = js_int32(well_draw(r) * ((double)n + sign));
    if (r->trace)
        trace_draw(r->trace, site, SPG_CALL_IRANDOM, 0, n, out, r->state, r->draws);
    well_draw(r);
    if (r->trace) {
        trace_draw(r->trace, site, SPG_CALL_IRANDOM_SECOND, 0, n, out, r->state, r->draws);
        trace_decide(r->trace, "irandom's second draw: GameMaker draws twice and throws "
                               "this value away");
    }
    return out;
}

int rng_choose(spg_rng *r, const spg_choice *c)
{
    /* Function_Maths.js, choose: args[Math.floor(random(argc))] */
    double v;
    if (rng_is_gamemaker(r->engine)) {
        v = well_draw(r) * c->n;
    } else {
        r->state = rng_step_raw(r->state, r->engine);
        r->draws++;
        v = unit_of(r->state, r->engine) * c->n;
    }
    int i = (int)floor(v);
    if (r->trace)
        trace_draw(r->trace, &c->site, SPG_CALL_CHOOSE, c->n, i,
                   i < c->n ? c->values[i] : SPG_CHOOSE_UNDEFINED, r->state, r->draws);
    return i;
}
