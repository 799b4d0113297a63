/* internal.h — what the fools style's passes share while one level is built. */
#ifndef SPG_FOOLS_INTERNAL_H
#define SPG_FOOLS_INTERNAL_H

#include "fools.h"

typedef struct fg {
    spg_rng *rng;      /* the level stream */
    spg_trace *T;      /* NULL: not traced */
    const fools_data *d;
    const fools_params *p;
    spg_level *L;
    spg_result *out;
    int phase;
    int forced;        /* the biome --biome forces, -1 none */
    int biome;         /* what the level uses (forced or rolled) */
    /* the layouts phase's result, read by the tiles phase: each room's codes after its
     * chunks are in, and the layout that made it */
    char code[4][4][8][10];
    const spg_layout *layout[4][4];
    uint32_t cause[4][4][8][10]; /* the draw that put each code there: layout or chunk */
} fg;

/* Says in the trace that the latest draw gave one past the end and was taken as the end. */
void fg_past_the_end(fg *c, const char *call);

/* A roll of a..b on the level stream at a site: rand(a,b) on GameMaker 8's LCG,
 * irandom_range(a,b) on modern GameMaker.  irandom_range's b+1 (rand() exactly 1.0,
 * once in 2^31 draws; Fool's End would index past its list) is taken as b. */
static inline int fg_roll(fg *c, int a, int b, const spg_site *s)
{
    int v = rng_rand(c->rng, a, b, s);
    if (v > b) {
        fg_past_the_end(c, "irandom_range");
        v = b;
    }
    return v;
}

/* choose(values...) on the level stream: the index of the value chosen.  The runner's
 * undefined (index n, once in 2^31 draws) is taken as the last value. */
static inline int fg_choose(fg *c, const spg_choice *ch)
{
    int i = rng_choose(c->rng, ch);
    if (i >= ch->n) {
        fg_past_the_end(c, "choose");
        i = ch->n - 1;
    }
    return i;
}

/* Trace helpers: each is one branch when tracing is off. */
#define F_DECIDE(c, words)                                                                 \
    do {                                                                                   \
        if ((c)->T)                                                                        \
            trace_decide((c)->T, (words));                                                 \
    } while (0)
#define F_FOCUS_TILE(c, x, y)                                                              \
    do {                                                                                   \
        if ((c)->T)                                                                        \
            trace_focus_tile((c)->T, (x), (y));                                            \
    } while (0)
#define F_FOCUS_ROOM(c, rx, ry)                                                            \
    do {                                                                                   \
        if ((c)->T)                                                                        \
            trace_focus_rect((c)->T, fg_room_x0((c), (rx)), fg_room_y0((c), (ry)),          \
                             (c)->L->room_w, (c)->L->room_h);                              \
    } while (0)
#define F_FOCUS_NONE(c)                                                                    \
    do {                                                                                   \
        if ((c)->T)                                                                        \
            trace_focus_none((c)->T);                                                      \
    } while (0)

/* The tile where room (rx,ry) begins. */
static inline int fg_room_x0(const fg *c, int rx) { return c->L->room_x0 + rx * c->L->room_w; }
static inline int fg_room_y0(const fg *c, int ry) { return c->L->room_y0 + ry * c->L->room_h; }

/* Sets a room's type, traced as caused by `cause`. */
void fg_set_room(fg *c, int rx, int ry, int type, uint32_t cause);

/* Writes a tile's kind (content none, flags kept), traced with its final kind. */
void fg_set_tile(fg *c, int x, int y, int kind, uint32_t cause);

/* Places an entity, traced; returns its id or -1. */
int fg_entity(fg *c, int kind, int x, int y, uint32_t cause);

/* The passes, in order. */
void fools_biome(fg *c);
void fools_rooms(fg *c);
void fools_layouts(fg *c);
void fools_tiles(fg *c);

/* The decor pass draws from `decor` (not the level stream), numbered on from the level's
 * draws; it changes look bits only. */
void fools_decor(fg *c, spg_rng *decor);

#endif
