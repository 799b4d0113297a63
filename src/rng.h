/* rng.h — the only source of randomness in spelgen.
 *
 * Two engines behind one interface: GameMaker 8's LCG (the classic style, exact to the
 * original) and mulberry32 (styles that were never tied to an engine).  Every draw goes
 * through rng_random()/rng_rand() (rng_rand_gm8() where the engine is known), is counted,
 * and — when a trace is attached — recorded with its call site.  With no trace attached
 * the cost of tracing is one branch, and a draw whose value nothing reads (rng_waste_gm8)
 * only steps the state; a run of them jumps it at once (rng_waste_n). */
#ifndef SPG_RNG_H
#define SPG_RNG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct spg_trace;

/* A call site: a static descriptor naming what a roll decides.  Sites live in static
 * storage next to the code that rolls, so a trace can point at them for free. */
typedef struct spg_site {
    const char *name;    /* dotted, stable: "path.walk.middle" */
    const char *meaning; /* in words: "1-2 left, 3-4 right, 5 down" */
} spg_site;

typedef enum spg_engine { SPG_ENGINE_GM8 = 0, SPG_ENGINE_MULBERRY32 = 1 } spg_engine;

typedef struct spg_rng {
    uint32_t state;
    spg_engine engine;
    uint32_t draws;          /* draws since rng_reset_counter() */
    struct spg_trace *trace; /* NULL: not traced */
} spg_rng;

/* Seeds the generator with a raw state; the draw counter starts at 0, no trace. */
void rng_init(spg_rng *r, spg_engine engine, uint32_t state);

/* Steps the raw state once and returns it (no counting, no tracing: for tests). */
uint32_t rng_step_raw(uint32_t state, spg_engine engine);

/* Steps the raw state k times at once (in log k multiplies for GameMaker's LCG). */
uint32_t rng_jump_raw(uint32_t state, spg_engine engine, uint32_t k);

/* k steps of an engine as one affine map s -> mul*s + add (mod 2^32): both engines' state
 * advances are affine, so any number of steps composes into one.  Computed once, a jump
 * costs one multiply-add however long it is (the path-only search jumps the border's
 * 150-300 draws so, for every state it tries). */
typedef struct spg_jump {
    uint32_t mul, add;
} spg_jump;

/* The map of k steps of `engine`; rng_jump_apply(rng_jump_of(e, k), s) ==
 * rng_jump_raw(s, e, k). */
spg_jump rng_jump_of(spg_engine engine, uint32_t k);

/* Applies a composed jump to a raw state. */
static inline uint32_t rng_jump_apply(spg_jump j, uint32_t state)
{
    return j.mul * state + j.add;
}

/* GameMaker's random(x): steps, then returns state/2^32*x.  One counted, traced draw. */
double rng_random(spg_rng *r, double x, const spg_site *site);

/* The slow half of rng_rand: other engines, huge ranges, and the trace. */
int rng_rand_general(spg_rng *r, int a, int b, const spg_site *site);
void rng_record(spg_rng *r, const spg_site *site, int a, int b, int value);

/* One counted step of GameMaker's LCG, nothing recorded: a draw whose value nothing
 * reads, in code that knows no trace is attached. */
static inline void rng_step_gm8(spg_rng *r)
{
    r->state = r->state * 0x08088405u + 1u;
    r->draws++;
}

/* rand(a,b) on GameMaker's LCG, counted but never recorded: for code compiled for
 * levels nobody traces (the classic style's untraced copy). */
static inline int rng_draw_gm8(spg_rng *r, int a, int b)
{
    uint32_t n = (uint32_t)(b - a + 1);
    if (n > (1u << 21))
        return rng_rand_general(r, a, b, NULL);
    rng_step_gm8(r);
    /* s/2^32*n in double is exact while s*n < 2^53, so the integer product floors to
     * the same value GameMaker computes */
    return (int)(((uint64_t)r->state * n) >> 32) + a;
}

/* rand(a,b) on GameMaker's LCG, for a style that draws from nothing else (the classic
 * style).  Inline, because a level makes thousands: with no trace it costs a multiply,
 * an add and one predictable branch. */
static inline int rng_rand_gm8(spg_rng *r, int a, int b, const spg_site *site)
{
    uint32_t n = (uint32_t)(b - a + 1);
    if (n > (1u << 21))
        return rng_rand_general(r, a, b, site);
    int out = rng_draw_gm8(r, a, b);
    if (r->trace)
        rng_record(r, site, a, b, out);
    return out;
}

/* The game's rand(a,b): floor(random(b-a+1))+a, inclusive.  One counted, traced draw. */
static inline int rng_rand(spg_rng *r, int a, int b, const spg_site *site)
{
    if (r->engine != SPG_ENGINE_GM8)
        return rng_rand_general(r, a, b, site);
    return rng_rand_gm8(r, a, b, site);
}

/* A rand(a,b) on GameMaker's LCG whose value nothing reads (the original draws it and
 * throws it away).  Traced, it is an ordinary draw; untraced, the state only steps. */
static inline void rng_waste_gm8(spg_rng *r, int a, int b, const spg_site *site)
{
    if (r->trace) {
        rng_rand_gm8(r, a, b, site);
        return;
    }
    rng_step_gm8(r);
}

/* k such draws at once: untraced, one jump of the state. */
void rng_waste_n(spg_rng *r, uint32_t k, int a, int b, const spg_site *site);

/* A roll that sits inside `cond and rand(a,b) ...` in the original: it is drawn even
 * when cond is false (GameMaker's `and` does not short-circuit) unless the wasted_rolls
 * quirk is off.  Returns the value drawn, or SPG_NOT_DRAWN when the roll was skipped. */
#define SPG_NOT_DRAWN (-2147483647 - 1)
static inline int rng_roll_if(spg_rng *r, bool cond, int a, int b, const spg_site *site,
                              bool wasted_rolls)
{
    if (!cond && !wasted_rolls)
        return SPG_NOT_DRAWN;
    return rng_rand(r, a, b, site);
}

#endif
