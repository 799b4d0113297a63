/* internal.h — what the tunnel passes share while one floor is built. */
#ifndef SPG_TUNNEL_INTERNAL_H
#define SPG_TUNNEL_INTERNAL_H

#include "tunnel.h"

typedef struct tg {
    spg_rng *rng;
    spg_trace *T; /* NULL: not traced */
    const tunnel_conf *c;
    spg_level *L;
    tunnel_floor *F;
    bool clock_follows_spine;
    uint32_t *first, *draws; /* per phase */
    int phase;
} tg;

/* rand(a,b) at a site: every draw of the style goes through here or rng.h directly. */
static inline int roll(tg *g, int a, int b, const spg_site *s) { return rng_rand(g->rng, a, b, s); }

/* A knob's whole-number value: drawn from [min,max], or its value (no draw) when fixed.
 * `words` (static, may be NULL) say what the draw decided, when there was one. */
int knob_int(tg *g, tunnel_knob k, const spg_site *s, const char *words);

/* A knob's fractional value, drawn in thousandths when it is a range. */
double knob_real(tg *g, tunnel_knob k, const spg_site *s, const char *words);

/* A fixed knob's value without drawing (bounds knobs, and the min of a value knob). */
static inline double knob_min(const tg *g, tunnel_knob k) { return g->c->min[k]; }
static inline double knob_max(const tg *g, tunnel_knob k) { return g->c->max[k]; }

/* One draw of rand(0,999) that comes out true with probability p. */
bool chance(tg *g, double p, const spg_site *s);

/* Trace helpers: each is one branch when tracing is off. */
#define T_DECIDE(g, words)                                                                 \
    do {                                                                                   \
        if ((g)->T)                                                                        \
            trace_decide((g)->T, (words));                                                 \
    } while (0)
/* Words for the latest draw only if one was made since draw number `before`: a fixed
 * knob draws nothing, and its words must not land on an older draw. */
#define T_DECIDE_SINCE(g, before, words)                                                   \
    do {                                                                                   \
        if ((g)->T && (g)->rng->draws != (before))                                         \
            trace_decide((g)->T, (words));                                                 \
    } while (0)
#define T_FOCUS_TILE(g, x, y)                                                              \
    do {                                                                                   \
        if ((g)->T)                                                                        \
            trace_focus_tile((g)->T, (x), (y));                                            \
    } while (0)
#define T_FOCUS_RECT(g, x, y, w, h)                                                        \
    do {                                                                                   \
        if ((g)->T)                                                                        \
            trace_focus_rect((g)->T, (x), (y), (w), (h));                                  \
    } while (0)
#define T_FOCUS_NONE(g)                                                                    \
    do {                                                                                   \
        if ((g)->T)                                                                        \
            trace_focus_none((g)->T);                                                      \
    } while (0)
#define T_NOTE(g, x, y, text, cause)                                                       \
    do {                                                                                   \
        if ((g)->T)                                                                        \
            trace_note((g)->T, (x), (y), (text), (cause));                                 \
    } while (0)
#define T_FLAG(g, name, value, cause)                                                      \
    do {                                                                                   \
        if ((g)->T)                                                                        \
            trace_flag((g)->T, (name), (value), (cause));                                  \
    } while (0)

/* Writes a tile (traced when it changes) and, for newly opened tiles, their region. */
void tg_set_tile(tg *g, int x, int y, int kind, int region, uint32_t cause);

/* Opens every wall tile of the rectangle [x0,x1] x [y0,y1] (clipped to the grid). */
void tg_carve(tg *g, int x0, int y0, int x1, int y1, int region, uint32_t cause);

/* Places an entity, traced; returns its id, or -1 when the level's table is full. */
int tg_entity(tg *g, int kind, int x, int y, int info, uint32_t cause);

/* True when (x,y) is open floor (not the portal) with nothing standing on it. */
bool tg_free_tile(const tg *g, int x, int y);

/* Picks a free tile in the rectangle: a column and a row drawn at sites sx and sy; when
 * that tile is taken (or rock), the next free one in reading order, wrapping round.
 * Returns false when the rectangle has none (the draws were made all the same). */
bool tg_pick_in_rect(tg *g, tunnel_rect r, const spg_site *sx, const spg_site *sy, int *x,
                     int *y);

/* The latest draw's number (a cause for effects that come later). */
static inline uint32_t tg_last(const tg *g) { return g->rng->draws; }

static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
static inline int mini(int a, int b) { return a < b ? a : b; }
static inline int maxi(int a, int b) { return a > b ? a : b; }
static inline int absi(int a) { return a < 0 ? -a : a; }

/* Rounds half away from zero, as JavaScript's Math.round does for the positive values
 * the document rounds. */
static inline int roundi(double v) { return v < 0 ? -(int)(-v + 0.5) : (int)(v + 0.5); }

static inline bool is_floor(const tg *g, int x, int y)
{
    return x >= 0 && y >= 0 && x < g->L->w && y < g->L->h &&
           g->L->cell[y][x].kind != SPG_T_WALL;
}

/* The rung's midline row. */
static inline int rung_mid(const tg *g, int i) { return g->F->rung[i].y + g->F->cw / 2; }

/* Passes, in the document's order. */
void tunnel_plan(tg *g, int stage);
void tunnel_spine(tg *g);
void tunnel_carve(tg *g);
void tunnel_stubs(tg *g);
void tunnel_boss(tg *g);
void tunnel_rooms(tg *g);
void tunnel_spawn(tg *g);
void tunnel_populate(tg *g);
void tunnel_payouts(tg *g);
void tunnel_cover(tg *g);

/* From stubs.c: the loops knob's shortcut links (run at the end of the stubs pass). */
void tunnel_loops(tg *g);

#endif
