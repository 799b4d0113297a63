/* rng.h — the only source of randomness in spelgen.
 *
 * Three generators behind one interface: GameMaker 8's LCG (the classic style, exact to
 * the original), modern GameMaker's WELL512a (the fools style: Fool's End is a modern
 * GameMaker game), and mulberry32 (styles that were never tied to an engine).  Every draw
 * goes through rng_random()/rng_rand() (rng_rand_gm8() where the engine is known; on
 * modern GameMaker also rng_irandom() and rng_choose()), is counted, and — when a trace is
 * attached — recorded with its call site and the call as the engine spells it.  With no
 * trace attached the cost of tracing is one branch, and a draw whose value nothing reads
 * (rng_waste_gm8) only steps the state; a run of them jumps it at once (rng_waste_n).
 *
 * Modern GameMaker's generator, as YoYo Games' public HTML5 runner implements it
 * (scripts/functions/Function_Maths.js: InitRandom, rand, random, irandom, irandom_range,
 * choose, random_use_old_version): random_set_seed(s) fills 16 words with
 * s = ((s*214013 + 2531011) >> 16) & 0x7fffffff, where >> is JavaScript's signed shift
 * of the product's low 32 bits, so a word whose product had bit 31 set becomes
 * 0x7FFFxxxx; the index starts at 0.  rand() is a WELL512a step (Lomont's, with the
 * signed shift in c ^= c >> 11 and the polynomial 0xDA442D24, or 0xDA442D20 after
 * random_use_old_version(true)) and returns (word & 0x7fffffff) / 2147483647 — which is
 * exactly 1.0 once in 2^31 draws, so random(x) can return x, irandom_range(a,b) b+1 and
 * irandom(n) n+1, and choose() its "undefined".  The two polynomials differ only in bit
 * 2, and the runner ANDs the polynomial with a << 5, whose low five bits are 0: the old
 * and the current polynomial give the same stream. */
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
    const char *source;  /* where it is declared: "src/styles/classic/path.c:12" (the
                          * explorer's rule pane shows it; no output format does) */
} spg_site;

/* A site's initializer: SPG_SITE("path.walk.middle", "1-2 left, ...") records the file
 * and line it is written on, so what the explorer shows never goes stale. */
#define SPG_SITE_STR_(x) #x
#define SPG_SITE_STR(x) SPG_SITE_STR_(x)
#define SPG_SITE(name, meaning) {(name), (meaning), __FILE__ ":" SPG_SITE_STR(__LINE__)}

typedef enum spg_engine {
    SPG_ENGINE_GM8 = 0,        /* GameMaker 8's LCG: state = state * 0x08088405 + 1 */
    SPG_ENGINE_MULBERRY32 = 1, /* mulberry32 */
    SPG_ENGINE_GAMEMAKER = 2,  /* modern GameMaker's WELL512a, polynomial 0xDA442D24 */
    SPG_ENGINE_GAMEMAKER_OLD = 3, /* the same after random_use_old_version(true): 0xDA442D20 */
    SPG_ENGINE__COUNT
} spg_engine;

/* The polynomials of modern GameMaker's rand(): current, and random_use_old_version's. */
#define SPG_WELL_POLY 0xDA442D24u
#define SPG_WELL_POLY_OLD 0xDA442D20u

/* "What if": draw number `draw` of the traced level returns `value` instead of what the
 * engine gave, while the engine's state goes on as drawn.  Only traced rand(a,b) draws
 * (rng_record's) are forced: the explorer and --force always trace. */
typedef struct spg_force {
    uint32_t draw;
    int32_t value;
} spg_force;

typedef struct spg_rng {
    uint32_t state;          /* the raw state; on modern GameMaker the word the last draw
                              * produced (the seed before the first) */
    spg_engine engine;
    uint32_t draws;          /* draws since rng_reset_counter() */
    struct spg_trace *trace; /* NULL: not traced */
    uint32_t well[16];       /* modern GameMaker's state words (its `state` array) */
    uint32_t well_index;     /* and its g_RndIndex */
    const spg_force *force;  /* forced values of traced draws, NULL none (rng_record) */
    int nforce;
} spg_rng;

/* Seeds the generator; the draw counter starts at 0, no trace.  On GameMaker 8's LCG and
 * mulberry32 `state` is the raw state; on modern GameMaker it is the seed, as
 * random_set_seed(state) takes it (as a signed 32-bit integer). */
void rng_init(spg_rng *r, spg_engine engine, uint32_t state);

/* True for the engines that are modern GameMaker's generator (either polynomial). */
static inline bool rng_is_gamemaker(spg_engine e)
{
    return e == SPG_ENGINE_GAMEMAKER || e == SPG_ENGINE_GAMEMAKER_OLD;
}

/* The engine's name on the command line: "gm8", "mulberry32", "gamemaker",
 * "gamemaker-old-poly"; and its short label for a status line ("LCG", "WELL"). */
const char *rng_engine_name(spg_engine e);
const char *rng_engine_label(spg_engine e);

/* The engine called `name` (as rng_engine_name spells it); returns 0, or -1. */
int rng_engine_parse(const char *name, spg_engine *out);

/* Steps the raw state once and returns it (no counting, no tracing: for tests).  For the
 * one-word engines only (GameMaker 8's LCG, mulberry32). */
uint32_t rng_step_raw(uint32_t state, spg_engine engine);

/* Steps the raw state k times at once (in log k multiplies for GameMaker's LCG).  For the
 * one-word engines only. */
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

/* Modern GameMaker's rand(): one WELL512a step of r's words with the engine's polynomial,
 * returning the word it produced (not counted, not traced: the engine's core). */
uint32_t rng_well_step(spg_rng *r);

/* rand()'s value for a word: (word & 0x7fffffff) / 2147483647, in [0, 1] (1 included). */
static inline double rng_well_unit(uint32_t word)
{
    return (double)(word & 0x7fffffffu) / 2147483647.0;
}

/* GameMaker's random(x): on GameMaker 8's LCG it steps, then returns state/2^32*x; on
 * modern GameMaker rand()*x (x itself once in 2^31).  One counted, traced draw. */
double rng_random(spg_rng *r, double x, const spg_site *site);

/* The slow half of rng_rand: other engines, huge ranges, and the trace.  On modern
 * GameMaker this is irandom_range(a,b) (see rng_irandom_range). */
int rng_rand_general(spg_rng *r, int a, int b, const spg_site *site);

/* Records a rand(a,b) draw in the trace and returns the value the rule sees: the one
 * drawn, or a force's (r->force) for this draw number. */
int rng_record(spg_rng *r, const spg_site *site, int a, int b, int value);

/* Modern GameMaker's irandom_range(a,b): the ends in either order, lo + ~~random(hi-lo+1):
 * one counted draw, traced as "irandom_range(a,b)".  Returns lo..hi, and hi+1 when rand()
 * is exactly 1.0 (once in 2^31 draws, as the runner has it: a caller that indexes with the
 * value must decide what that means).  hi - lo must be below 2^31.  On the other engines
 * it is rng_rand(a,b). */
int rng_irandom_range(spg_rng *r, int a, int b, const spg_site *site);

/* Modern GameMaker's irandom(n): ~~(rand() * (n + sign(n))), sign(0) = 1, then a second
 * rand() whose value is thrown away: two counted draws, traced as "irandom(n)" and
 * "irandom(n) 2nd draw" (the second says so itself; words for the result go on the
 * first: trace_decide_at(t, r->draws - 1, ...)).  Returns 0..n (n..0 for n < 0), and
 * n+sign(n) once in 2^31.  On the other engines it is one rng_rand(0,n) (n >= 0). */
int rng_irandom(spg_rng *r, int n, const spg_site *site);

/* A choose(v0, v1, ...) call site: the site, and the values as the call writes them. */
#define SPG_CHOOSE_MAX 8
typedef struct spg_choice {
    spg_site site;
    int n;                      /* how many values, 1..SPG_CHOOSE_MAX */
    int values[SPG_CHOOSE_MAX];
} spg_choice;

/* choose(values...): the index floor(random(n)), one counted draw, traced as
 * "choose(v0,v1,...)" with the chosen value.  Returns 0..n-1, or n when random(n) is
 * exactly n (modern GameMaker, once in 2^31: the runner's choose then returns undefined;
 * the trace shows the value as "undefined"). */
int rng_choose(spg_rng *r, const spg_choice *c);

/* GameMaker 8's LCG on a bare state: the state after one step (no counter, no trace).
 * Every GameMaker 8 draw steps with it; the path scan's kernel (styles/classic/scan.c),
 * which keeps its state in a register, calls it directly. */
static inline uint32_t rng_gm8_next(uint32_t state) { return state * 0x08088405u + 1u; }

/* The value rand(0, n-1) takes on GameMaker 8 from the state a step left, for n up to
 * 2^21: floor(state / 2^32 * n), which the integer product gives exactly (see
 * rng_draw_gm8). */
static inline uint32_t rng_gm8_below(uint32_t state, uint32_t n)
{
    return (uint32_t)(((uint64_t)state * n) >> 32);
}

/* One counted step of GameMaker's LCG, nothing recorded: a draw whose value nothing
 * reads, in code that knows no trace is attached. */
static inline void rng_step_gm8(spg_rng *r)
{
    r->state = rng_gm8_next(r->state);
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
    return (int)rng_gm8_below(r->state, n) + a;
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
        out = rng_record(r, site, a, b, out);
    return out;
}

/* The game's rand(a,b): floor(random(b-a+1))+a, inclusive.  One counted, traced draw. */
static inline int rng_rand(spg_rng *r, int a, int b, const spg_site *site)
{
    if (r->engine != SPG_ENGINE_GM8)
        return rng_rand_general(r, a, b, site);
    return rng_rand_gm8(r, a, b, site);
}

/* One counted step of any engine, nothing recorded (rng_waste_n's untraced half). */
void rng_step_counted(spg_rng *r);

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
