/* rng.c — GameMaker 8's LCG and mulberry32, counted and traced. */
#include "rng.h"

#include "trace.h"

void rng_init(spg_rng *r, spg_engine engine, uint32_t state)
{
    r->state = state;
    r->engine = engine;
    r->draws = 0;
    r->trace = 0;
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

void rng_waste_n(spg_rng *r, uint32_t k, int a, int b, const spg_site *site)
{
    if (r->trace) {
        while (k--)
            rng_rand(r, a, b, site);
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
    r->state = rng_step_raw(r->state, r->engine);
    r->draws++;
    double v = unit_of(r->state, r->engine) * x;
    if (r->trace)
        trace_draw(r->trace, site, SPG_CALL_RANDOM, 0, (int32_t)x, (int32_t)v, r->state,
                   r->draws);
    return v;
}

int rng_rand_general(spg_rng *r, int a, int b, const spg_site *site)
{
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
        rng_record(r, site, a, b, out);
    return out;
}

/* The rare half of rng_record: the trace must grow first. */
static __attribute__((noinline)) void record_growing(spg_rng *r, const spg_site *site, int a,
                                                     int b, int value)
{
    trace_draw(r->trace, site, SPG_CALL_RAND, a, b, value, r->state, r->draws);
}

void rng_record(spg_rng *r, const spg_site *site, int a, int b, int value)
{
    /* growing is a tail call, so recording itself calls nothing and saves no registers */
    if (trace_full(r->trace)) {
        record_growing(r, site, a, b, value);
        return;
    }
    trace_draw_into(r->trace, site, SPG_CALL_RAND, a, b, value, r->state, r->draws);
}
