/* scan.c — the path scan's kernel: path.c's path phase (scrLevelGen's first part: the
 * start room, the unused roll, the sacrifice pit, the walk, the City of Gold's room, the
 * snake pit, the lake's Mega Mouth room, the Ice Caves' rolls and the shop's room) specialised for
 * scanning raw states, as fast as it can go: the state kept in a register, the rooms in a
 * small local array, no trace, no builder, no level, and the walk, the path phase's
 * unpredictable part, run from a table with no branch but the loop's.
 *
 * It is a second spelling of path.c, not the same code, so it is held to path.c state by
 * state: tests/unit/test_scan_kernel.c compares every plan, the draws and the RNG state
 * after the path phase with the traced unit's path code (the path scan of classic.c) on
 * 10^6 states spread over the space and every level 1-16, and with the options and quirks
 * that change the path.  Every draw here is one of path.c's sites, named beside it; the
 * draws go through rng.h's GameMaker 8 step and value (rng_gm8_next, rng_gm8_below),
 * the ones every classic draw is made of.
 *
 * The walk's table: in a row the rooms taken are those the walk has been in and the
 * sacrifice pit's column, so the walk's position and what it may do next are (x, the
 * row's taken rooms as 4 bits), 64 cases.  A step's roll is rand(3,5) in the left column,
 * rand(5,7) in the right and rand(1,5) between: one value of the draw, rng_gm8_below(s,
 * 15), holds both, the 3-way floor(v / 5) and the 5-way floor(v / 3) (floor(floor(15 u) /
 * 5) = floor(3 u)), and indexes the case's 15 entries, so the table, not a branch, picks
 * the one the column rolls.  An entry (classic_scan_step) is the next case times 16 (the
 * next lookup's row of the table), the column the step ends in and the code it writes
 * there, each a byte or two to load, none to unpack; a drop's next case is the row below's
 * entry room with the pit's column taken, so there is one table per pit
 * column (and one for no pit).  The table is built from path.c's rules of a step
 * (walk_sideways, with the walk-else quirk as the scan's options say) at scan_init. */
#include <string.h>

#include "internal.h"

/* ---- the walk's table -------------------------------------------------------------- */

/* One sideways move toward `dir` as path.c's walk_sideways makes it, `taken` the row's
 * taken rooms: +-1 moved, 0 nothing, 2 turned into a drop. */
static int sideways(int x, unsigned taken, int dir, bool walk_else)
{
    bool toward_ok = dir < 0 ? x > 0 : x < 3;
    bool back_ok = dir < 0 ? x < 3 : x > 0;
    bool toward_free = toward_ok && !(taken >> (x + dir) & 1u);
    if (!walk_else || !toward_ok)
        return toward_free ? dir : 0;
    if (toward_free)
        return dir;
    if (!back_ok)
        return 0;
    return taken >> (x - dir) & 1u ? 2 : -dir;
}

void classic_scan_tables(classic_path_scan *s)
{
    bool walk_else = quirk_on(s->opt.quirks, SPG_Q_WALK_ELSE);
    for (int pit = -1; pit < 4; pit++) {
        unsigned pitbit = pit < 0 ? 0u : 1u << pit;
        for (int x = 0; x < 4; x++)
            for (unsigned taken = 0; taken < 16; taken++)
                for (int rr = 0; rr < 16; rr++) {
                    /* path.c's walk_roll: the column's range (rr: rand(0,14)) */
                    int r3 = rr / 5, r5 = rr / 3;
                    int n = x == 0 ? 3 + r3 : x == 3 ? 5 + r3 : 1 + r5;
                    int moved = 0;
                    if (n < 3 || n > 5)
                        moved = sideways(x, taken, -1, walk_else);
                    else if (n == 3 || n == 4)
                        moved = sideways(x, taken, +1, walk_else);
                    unsigned next, code = 1;
                    if (rr >= 15) { /* no draw gives it */
                        next = (unsigned)x << 4 | taken;
                    } else if (n == 5 || moved == 2) {
                        next = (unsigned)x << 4 | 1u << x | pitbit;
                        code = 2;
                    } else {
                        next = (unsigned)(x + moved) << 4 | taken | 1u << (x + moved);
                    }
                    s->walk[pit + 1][((unsigned)x << 4 | taken) << 4 | (unsigned)rr] =
                        (classic_scan_step){(uint16_t)(next << 4), (uint8_t)(next >> 4),
                                            (uint8_t)code};
                }
    }
}

/* ---- one state --------------------------------------------------------------------- */

/* What every state of a scan shares: the level, its area's branches and the quirks, as
 * path.c reads them from the builder and the game (the scan's path_begin). */
typedef struct kernel {
    const classic_path_scan *s;
    int level;
    bool no_path, market, temple, mines, ice, lake, city, dead_roll, wasted, xoc_sealed,
        moai_first, left_last_col, after_market, made_moai;
    spg_jump pit_jump[8]; /* 1-8 draws: the snake pit's rolls up to a slot's */
} kernel;

static void kernel_init(kernel *k, const classic_path_scan *s)
{
    spg_game g;
    bool lake;
    s->path_begin(s, &g, &lake);
    uint32_t q = s->opt.quirks;
    spg_area area = area_of_level(g.level);
    memset(k, 0, sizeof *k);
    k->s = s;
    k->level = g.level;
    k->no_path = area == SPG_AREA_OLMEC && !quirk_on(q, SPG_Q_OLMEC_PATH);
    k->temple = area == SPG_AREA_TEMPLE;
    k->mines = area == SPG_AREA_MINES;
    k->ice = area == SPG_AREA_ICE_CAVES;
    k->market = area == SPG_AREA_JUNGLE && !g.made_black_market && g.gen_black_market;
    k->lake = lake;
    k->city = g.city_of_gold;
    k->dead_roll = quirk_on(q, SPG_Q_DEAD_PIT_ROLL) || k->temple;
    k->wasted = quirk_on(q, SPG_Q_WASTED_ROLLS);
    k->xoc_sealed = quirk_on(q, SPG_Q_XOC_SEALED);
    k->moai_first = quirk_on(q, SPG_Q_MOAI_FIRST);
    k->left_last_col = quirk_on(q, SPG_Q_SHOP_LEFT_LAST_COL);
    k->after_market = quirk_on(q, SPG_Q_NO_SHOP_AFTER_MARKET) && g.made_black_market;
    k->made_moai = g.made_moai;
    for (int i = 0; i < 8; i++)
        k->pit_jump[i] = rng_jump_of(SPG_ENGINE_GM8, (uint32_t)i + 1);
}

/* A draw of rand(0, n-1): the state stepped, counted, its value. */
#define DRAW(n) (s = rng_gm8_next(s), d++, rng_gm8_below(s, (n)))
/* A draw whose value nothing reads (a `cond and rand(..)` whose cond is false). */
#define WASTE() (s = rng_gm8_next(s), d++)

static bool on_path(int code) { return code >= 1 && code <= 3; }

/* The gem chain of a hall block from the state before its first draw (classic_earth_rolls
 * with no look roll: earth.gold, and below 30 nothing more; else earth.sapphire,
 * earth.emerald, earth.ruby, earth.item until one gives 1, the item then
 * items.underground), the draws added to *d. */
static uint32_t gem_chain(uint32_t s, uint32_t *d)
{
    static const uint32_t odds[4] = {60, 80, 100, 1200};
    s = rng_gm8_next(s);
    ++*d;
    if (rng_gm8_below(s, 100) < 29)
        return s;
    for (int i = 0; i < 4; i++) {
        s = rng_gm8_next(s);
        ++*d;
        if (rng_gm8_below(s, odds[i]) == 0) {
            if (i == 3) {
                s = rng_gm8_next(s);
                ++*d;
            }
            return s;
        }
    }
    return s;
}

/* The least state from which a draw of rand(0, n-1) gives v or more: rng_gm8_below(s, n)
 * < v exactly when s < below_limit(v, n), one comparison (a constant where v and n are). */
static inline uint32_t below_limit(uint32_t v, uint32_t n)
{
    return (uint32_t)((((uint64_t)v << 32) + n - 1) / n);
}

/* The snake pit's qualifying rooms (path.c's snake_pit: a room of row 0 or 1 that is free
 * with the two below it), as bits j*4+i.  On a little-endian machine the eight rooms' ORs
 * down their columns are eight bytes of one word, whose zero bytes become bits in a few
 * instructions (the codes are below 16, so no byte carries into the next). */
static unsigned pit_columns(const uint8_t R[24])
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t a, b, c;
    memcpy(&a, R, 8);
    memcpy(&b, R + 4, 8);
    memcpy(&c, R + 8, 8);
    uint64_t taken = ((a | b | c) + 0x7F7F7F7F7F7F7F7Full) & 0x8080808080808080ull;
    uint64_t free_ = (taken ^ 0x8080808080808080ull) >> 7; /* byte i: 1 if room i qualifies */
    return (unsigned)((free_ * 0x0102040810204080ull) >> 56);
#else
    unsigned q = 0;
    for (int i = 0; i < 8; i++)
        q |= (unsigned)((R[i] | R[i + 4] | R[i + 8]) == 0) << i;
    return q;
#endif
}

/* Olmec's Lair's hall from a raw state: the state its last block that rolls gems leaves
 * (the fixed draws after it are the border's jump's), its draws added to *draws.  A block
 * gives gold (one draw) 3 in 10 and nothing (five) most of the rest: both are taken from
 * the state before it at once, in two jumps, and the one its gold roll says kept, with no
 * branch; a gem or an item (1 block in 60) goes the long way. */
static uint32_t hall(const classic_path_scan *sc, uint32_t s, uint32_t *draws)
{
    /* the draws as if every block gave nothing (five each), less four for each gold */
    uint32_t d = sc->hall_draws, golds = 0;
    for (int b = 0; b < sc->hall_blocks; b++) {
        const classic_scan_block *B = &sc->hall[b];
        uint32_t s1 = rng_jump_apply(B->first, s), s5 = rng_jump_apply(B->fifth, s);
        uint32_t s2 = rng_gm8_next(s1), s3 = rng_gm8_next(s2), s4 = rng_gm8_next(s3);
        bool gold = s1 < below_limit(29, 100); /* rand(1,100) < 30 */
        /* a gem or an item: tested one by one, each rarely true (predicted), gold last */
        if ((s2 < below_limit(1, 60) || s3 < below_limit(1, 80) || s4 < below_limit(1, 100) ||
             s5 < below_limit(1, 1200)) && !gold) {
            uint32_t n = 0;
            s = gem_chain(rng_jump_apply(B->before, s), &n);
            d += n - 5;
            continue;
        }
        golds += gold;
        s = gold ? s1 : s5;
    }
    *draws += d - 4 * golds;
    return s;
}

/* Inlined into each caller, so the tally's branches fold away where it is NULL. */
#if defined(__GNUC__)
#define KERNEL_INLINE static inline __attribute__((always_inline))
#else
#define KERNEL_INLINE static inline
#endif

/* The path phase of the level built from raw state `state`: the plan, the RNG state after
 * it (the return), the draws from the level's start (*draws) and, when t is not NULL,
 * its walk's rolls and its shop roll added to *t. */
KERNEL_INLINE uint32_t kernel_state(const kernel *k, uint32_t state, classic_plan *p,
                                    uint32_t *draws, classic_scan_tally *t)
{
    uint32_t d = 0;
    if (k->s->hall_blocks)
        state = hall(k->s, state, &d);
    uint32_t s = rng_jump_apply(k->s->border, state);
    d += k->s->border_draws;
    /* the rooms, [y*4+x]: rows 0-4 (and 4 bytes more for the SWAR reads below) */
    uint8_t R[24] = {0};
    memset(p, 0, sizeof *p);
    p->start_x = p->start_y = p->exit_x = p->exit_y = -1;
    p->flags.shop = SPG_SHOP_NONE;
    p->flags.shop_rx = p->flags.shop_ry = -1;
    p->flags.lake = k->lake;
    if (k->no_path) /* olmec-path off: Olmec's Lair rolls no path */
        goto done;

    int start = (int)DRAW(4); /* path.start */
    p->start_x = start;
    p->start_y = 0;
    R[start] = 1;
    int col = 0;
    if (k->dead_roll)
        col = (int)DRAW(4); /* path.unused */
    if (k->market) { /* path.c's black_market: the whole path phase */
        static const uint8_t grid[16] = {2, 4, 4, 2, 2, 4, 4, 2, 2, 4, 5, 4, 3, 1, 1, 3};
        memcpy(R, grid, sizeof grid);
        p->start_x = 0;
        p->exit_x = p->exit_y = 3;
        p->flags.black_market = true;
        goto done;
    }
    int pit = -1;
    if (k->temple) {
        if (DRAW(8) == 0) { /* path.sacrifice_pit */
            while (col == start)
                col = (int)DRAW(4); /* path.sacrifice_pit.column */
            pit = col;
            R[pit] = 7;
            R[4 + pit] = R[8 + pit] = 8;
            R[12 + pit] = 9;
            p->flags.sacrifice_pit = true;
        }
    } else if (k->wasted) {
        WASTE(); /* path.sacrifice_pit, not the Temple */
    }

    /* the walk (path.walk.*): one table lookup a step; the writes are set_room's, made
     * without a branch (a drop writes 2 where it leaves and 3 where it lands, any other
     * step 1 where it ends: the 3 is written first, one row down on a drop, else where the
     * 1 then goes; a drop out of the bottom row writes nothing, so its 2 is taken back
     * below and its 3 lands in row 4, cleared after) */
    const classic_scan_step *T = k->s->walk[pit + 1];
    unsigned at = ((unsigned)start << 4 | 1u << start | (pit >= 0 ? 1u << pit : 0u)) << 4;
    unsigned row = 0, i1, old; /* row: the walk's row times 4 */
    do {
        s = rng_gm8_next(s);
        d++;
        unsigned rr = rng_gm8_below(s, 15);
        if (t) { /* the roll's value in its column's range: 0-4 between the edges (rand(1,5)),
                  * 5-7 in the left column (rand(3,5)), 8-10 in the right (rand(5,7)) */
            unsigned x = at >> 8;
            t->walk[x == 0 ? 5 + rr / 5 : x == 3 ? 8 + rr / 5 : rr / 3]++;
        }
        const classic_scan_step *e = &T[at | rr];
        at = e->next;
        unsigned code = e->code, down4 = 4 * code - 4;
        i1 = row + e->x;
        old = R[i1];
        R[i1 + down4] = 3;
        R[i1] = (uint8_t)code;
        row += down4;
    } while (row < 16);
    R[i1] = (uint8_t)old;
    p->exit_x = (int)(at >> 8);
    p->exit_y = 3;
    memset(R + 16, 0, 4);

    if (k->city) { /* path.c's city_of_gold */
        int cand[4], n = 0, x;
        if (!k->xoc_sealed)
            for (int i = 0; i < 4; i++)
                if (R[8 + i] == 0 &&
                    ((i > 0 && on_path(R[8 + i - 1])) || (i < 3 && on_path(R[8 + i + 1]))))
                    cand[n++] = i;
        /* path.city_of_gold.beside_path, or path.city_of_gold */
        x = n > 0 ? cand[DRAW((uint32_t)n)] : (int)DRAW(4);
        R[8 + x] = 6;
        p->flags.city_of_gold = true;
    }
    if (k->mines) { /* path.c's snake_pit: path.snake_pit, rows 0 and 1, column by column */
        unsigned q = pit_columns(R);
        /* the wasted-rolls quirk draws for every column, qualifying or not: the eight
         * draws' hits first, the first qualifying hit (if any) found after */
        int slot = -1;
        if (k->wasted) {
            uint32_t s0 = s, hits = 0;
#define PIT_DRAW(i) (s = rng_gm8_next(s), hits |= (uint32_t)(s < below_limit(1, 8)) << (i))
            PIT_DRAW(0), PIT_DRAW(1), PIT_DRAW(2), PIT_DRAW(3); /* unrolled: no loop to count */
            PIT_DRAW(4), PIT_DRAW(5), PIT_DRAW(6), PIT_DRAW(7);
#undef PIT_DRAW
            if (hits & q) {
                slot = __builtin_ctz(hits & q);
                s = rng_jump_apply(k->pit_jump[slot], s0);
                d += (uint32_t)slot + 1;
            } else {
                d += 8;
            }
        } else {
            for (int i = 0; i < 8 && slot < 0; i++)
                if (q >> i & 1u && DRAW(8) == 0)
                    slot = i;
        }
        if (slot >= 0) {
            int i = slot & 3, j = slot >> 2;
            R[j * 4 + i] = 7;
            R[j * 4 + 4 + i] = 8;
            if (j == 0 && !R[12 + i]) {
                R[8 + i] = 8;
                R[12 + i] = 9;
            } else {
                R[j * 4 + 8 + i] = 9;
            }
            p->flags.snake_pit = true;
        }
    }
    if (k->lake) { /* path.c's lake */
        for (int x = 0; x < 4; x++) {
            R[12 + x] = 8;
            R[16 + x] = 7;
        }
        int n;
        do
            n = (int)DRAW(4); /* path.lake_exit */
        while (n == p->exit_x);
        R[16 + n] = 9; /* the Mega Mouth's room: the exit stays where the walk left it */
    }

    /* path.c's ice_rolls: the Moai, or else the mothership, or else the Yeti lair; a
     * `cond and rand(..)` drawn whatever cond is while the wasted-rolls quirk is on */
    if (k->ice && !k->made_moai) {
        bool made = false;
        for (int l = 9; l <= 11 && !made; l++) /* path.moai.level9, 10, 11 */
            if (k->level == l)
                made = DRAW((uint32_t)(13 - l)) == 0;
            else if (k->wasted)
                WASTE();
        made = made || k->level == 12;
        if (made) {
            int x = (int)DRAW(4);     /* path.moai.column */
            int y = 1 + (int)DRAW(2); /* path.moai.row */
            R[y * 4 + x] = 6;
            p->flags.moai = true;
        }
        if (k->moai_first)
            goto shop;
    }
    if (k->ice) {
        if (DRAW(10) == 0) { /* path.mothership */
            int x0 = (int)DRAW(3);    /* path.mothership.column */
            int y = 1 + (int)DRAW(2); /* path.mothership.row */
            for (int i = x0; i < 4; i++)
                R[y * 4 + i] = i == x0 ? 7 : i == 3 ? 9 : 8;
            p->flags.mothership = true;
            goto shop;
        }
        if (DRAW(6) == 0) /* path.yeti_lair */
            p->flags.yeti_lair = true;
    } else if (k->wasted) {
        WASTE(); /* path.mothership, not the Ice Caves */
        WASTE(); /* path.yeti_lair */
    }

shop: { /* path.c's shop: path.shop, then path.shop_room */
    int r = 1 + (int)DRAW((uint32_t)k->level);
    if (t) {
        t->shop_rolls++;
        t->shop_rolls_low += r <= 2;
    }
    if (!(r <= 2 && k->level > 1 && !k->after_market))
        goto done;
    /* the rooms of rows 0-3 as bits k*4+j: free, and on the path by 1 or 2 */
    unsigned free_ = 0, p12 = 0;
    for (unsigned i = 0; i < 16; i++) {
        free_ |= (unsigned)(R[i] == 0) << i;
        p12 |= (unsigned)(R[i] == 1 || R[i] == 2) << i;
    }
    /* a free room facing right (j < 3), else facing left: from the last column only while
     * the shop-left-last-col quirk is on */
    unsigned right = free_ & p12 >> 1 & 0x7777u;
    unsigned left = free_ & ~right & p12 << 1 & 0xEEEEu & (k->left_last_col ? 0x8888u : 0xFFFFu);
    unsigned poss = right | left;
    if (!poss)
        goto done;
    unsigned n = DRAW((uint32_t)__builtin_popcount(poss));
    while (n--)
        poss &= poss - 1;
    int bit = __builtin_ctz(poss);
    R[bit] = right >> bit & 1u ? 4 : 5;
    p->flags.shop_rx = bit & 3;
    p->flags.shop_ry = bit >> 2;
}
done:
    memcpy(p->rooms, R, sizeof p->rooms);
    if (draws)
        *draws = d;
    return s;
}

uint32_t classic_scan_state(const classic_path_scan *s, uint32_t state, classic_plan *out,
                            uint32_t *draws)
{
    kernel k;
    kernel_init(&k, s);
    return kernel_state(&k, state, out, draws, NULL);
}

void classic_scan_states(const classic_path_scan *s, uint32_t first, uint32_t step, uint32_t n,
                         classic_plan *out)
{
    kernel k;
    kernel_init(&k, s);
    for (uint32_t i = 0; i < n; i++)
        kernel_state(&k, first + i * step, &out[i], NULL, NULL);
}

void classic_scan_states_tally(const classic_path_scan *s, uint32_t first, uint32_t step,
                               uint32_t n, classic_plan *out, classic_scan_tally *t)
{
    kernel k;
    kernel_init(&k, s);
    for (uint32_t i = 0; i < n; i++)
        kernel_state(&k, first + i * step, &out[i], NULL, t);
}
