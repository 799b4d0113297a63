/* ice_blocks.c — the Ice Caves' block pass (scrEntityGen's levelType 2 part): every
 * solid outside the shops, in creation order, may get a UFO on top (when nothing can
 * hang under it), a spring trap or a Yeti, then the loose treasure every area shares.
 * No Udjat chest, no arrow traps, no webs here; a dark level never comes. */
#include <math.h>
#include <stdlib.h>

#include "ice.h"

static const spg_site S_ICE_BLOCKS_SCARAB = SPG_SITE("ice.scarab",
                                  "dark level: 1 hangs a Scarab (1 in 40); the Ice Caves are "
                                  "never dark, so this only draws");
static const spg_site S_UFO = SPG_SITE("ice.ufo",
                               "1 puts a UFO on the block (1 in 30; 1 in 90 in a Yeti lair)");
static const spg_site S_UFO_SHIFT = SPG_SITE("ice.ufo.shift", "the new UFO's hover phase (0-1), looks only");
static const spg_site S_SPRING = SPG_SITE("ice.spring_trap",
                                  "1 sets a spring trap on plain dark earth with 4 open tiles "
                                  "above, away from the exit (1 in 10)");
static const spg_site S_ICE_BLOCKS_YETI = SPG_SITE("ice.yeti", "1 puts a Yeti on the block (1 in 20)");

/* The Moai's hollow is solid to the original's collision tests, its door too. */
static bool solid_at(const spg_level *L, int x, int y)
{
    return level_solid(L, x, y) || ice_moai_exit(L, x, y);
}

/* GameMaker's distance_to_object between two 16-px tiles: the gap between their boxes. */
static double gap_px(int x1, int y1, int x2, int y2)
{
    int dx = abs(x1 - x2), dy = abs(y1 - y2);
    double gx = dx > 0 ? (dx - 1) * 16.0 + 1.0 : 0.0;
    double gy = dy > 0 ? (dy - 1) * 16.0 + 1.0 : 0.0;
    return sqrt(gx * gx + gy * gy);
}

/* The Moai's doors out (ice_moai_exit's tiles), listed once for the block pass: the pass
 * makes only entities, never a tile, so the list stays what a scan would find.  n -1: too
 * many to list (exit_gap then scans). */
#define ICE_DOORS_MAX 32
typedef struct moai_doors {
    int n;
    int16_t x[ICE_DOORS_MAX], y[ICE_DOORS_MAX];
} moai_doors;

static void moai_doors_find(const spg_level *L, moai_doors *d)
{
    d->n = 0;
    if (!L->flags.moai)
        return;
    /* every tile level_tile can give a kind: the rows above the map and the storage
     * (read directly: an exit's kind first, which few tiles have) */
    for (int y = -SPG_ABOVE_ROWS; y < level_rows(L) && y < SPG_GRID_ROWS; y++)
        for (int x = 0; x < SPG_MAX_W; x++)
            if ((y < 0 ? L->above[-1 - y][x] : L->cell[y][x].kind) == SPG_T_EXIT &&
                ice_moai_exit(L, x, y)) {
                if (d->n == ICE_DOORS_MAX) {
                    d->n = -1;
                    return;
                }
                d->x[d->n] = (int16_t)x;
                d->y[d->n++] = (int16_t)y;
            }
}

/* The nearest door out (the level's exit, or the Moai's within 6 tiles: the original's
 * test looks no further), as distance_to_object(oExit).  The listed doors are the tiles
 * of the 13x13 scan that ice_moai_exit accepts, so the nearest is the scan's. */
static double exit_gap(const spg_level *L, const moai_doors *d, int x, int y)
{
    double best = 1e9;
    if (L->exit_tx >= 0)
        best = gap_px(x, y, L->exit_tx, L->exit_ty);
    if (L->flags.moai && d->n >= 0) {
        for (int i = 0; i < d->n; i++)
            if (abs(d->x[i] - x) <= 6 && abs(d->y[i] - y) <= 6) {
                double g = gap_px(x, y, d->x[i], d->y[i]);
                best = g < best ? g : best;
            }
    } else if (L->flags.moai) {
        for (int ty = y - 6; ty <= y + 6; ty++)
            for (int tx = x - 6; tx <= x + 6; tx++)
                if (ice_moai_exit(L, tx, ty)) {
                    double g = gap_px(x, y, tx, ty);
                    best = g < best ? g : best;
                }
    }
    return best;
}

/* A Moai's side piece (oMoai, oMoai3): a block whose three tiles below are the Moai's
 * too.  Its sprite, sMoai, is 16x64 (0..15 x 0..63), so the object's box reaches from its
 * tile down over all four. */
static bool moai_side_piece(const spg_level *L, spg_block b)
{
    if (b.kind != SPG_T_MOAI)
        return false;
    for (int k = 1; k < 4; k++)
        if (level_tile(L, b.x, b.y + k) != SPG_T_MOAI)
            return false;
    return true;
}

/* distance_to_object(oExit) from block b's own box: a side piece's is four tiles tall, so
 * the nearest of its tiles counts (the Moai's door is then 1 px away, beside its foot). */
static double block_exit_gap(const spg_level *L, const moai_doors *d, spg_block b)
{
    double best = exit_gap(L, d, b.x, b.y);
    if (moai_side_piece(L, b))
        for (int k = 1; k < 4; k++) {
            double g = exit_gap(L, d, b.x, b.y + k);
            best = g < best ? g : best;
        }
    return best;
}

static double ice_blocks_entrance_px(const spg_level *L, int x, int y)
{
    if (L->entrance_tx < 0)
        return 1e9;
    return 16.0 * hypot(x - L->entrance_tx, y - L->entrance_ty);
}

/* An enemy covering the point just above the block's middle: a UFO or a Yeti on that
 * tile, or the Yeti King or the Alien Boss, who are two tiles wide and high. */
static bool ice_blocks_enemy_at(const spg_level *L, int x, int y)
{
    if (level_entity_at(L, x, y, SPG_E_UFO) || level_entity_at(L, x, y, SPG_E_YETI))
        return true;
    for (int dy = 0; dy < 2; dy++)
        for (int dx = 0; dx < 2; dx++)
            if (level_entity_at(L, x - dx, y - dy, SPG_E_YETI_KING) ||
                level_entity_at(L, x - dx, y - dy, SPG_E_ALIEN_BOSS))
                return true;
    return false;
}

/* sprite_index == sDark: dark earth without a gold vein showing (the border's blocks are
 * all given the plain look). */
static bool plain_dark(const spg_level *L, spg_block b)
{
    const spg_cell *cell = &L->cell[b.y][b.x];
    if (b.kind == SPG_T_BORDER)
        return true;
    return b.kind == SPG_T_ICE && cell->kind == SPG_T_ICE && cell->content != SPG_C_GOLD &&
           cell->content != SPG_C_RICH_GOLD;
}

static bool open_above(const spg_level *L, int x, int y, int n)
{
    for (int k = 1; k <= n; k++)
        if (solid_at(L, x, y - k))
            return false;
    return true;
}

/* Under the block (a Scarab's roll, on a level that is never dark), or else on it. */
static void ufo_or_scarab(cg *c, spg_block b, int ufo_odds)
{
    spg_level *L = c->L;
    int x = b.x, y = b.y;
    bool hang = y < 34 && !solid_at(L, x, y + 1) && !solid_at(L, x, y + 2);
    if (hang) {
        if (test(c, L->flags.dark, 1, 40, 1, &S_ICE_BLOCKS_SCARAB)) {
            T_DECIDE(c, "a Scarab");
            cg_entity(c, SPG_E_SCARAB, x, y + 1, 0, SPG_CAUSE_LAST);
        } else if (drew(c, L->flags.dark)) {
            T_DECIDE(c, L->flags.dark ? "no Scarab" : "not a dark level: wasted");
        }
    } else if (y > 1 && y < 37 && !solid_at(L, x, y - 1)) {
        if (roll(c, 1, ufo_odds, &S_UFO) == 1) {
            T_DECIDE(c, "a UFO");
            cg_entity(c, SPG_E_UFO, x, y - 1, 0, SPG_CAUSE_LAST);
            int shift = roll(c, 0, 1, &S_UFO_SHIFT);
            T_DECIDE(c, shift ? "hovers one way" : "hovers the other");
        } else {
            T_DECIDE(c, "no UFO");
        }
    }
}

/* On the block: a spring trap, else a Yeti. */
static void spring_or_yeti(cg *c, const moai_doors *d, spg_block b)
{
    spg_level *L = c->L;
    int x = b.x, y = b.y;
    if (!(y > 1 && y < 37 && !solid_at(L, x, y - 1) && !ice_blocks_enemy_at(L, x, y - 1) &&
          level_tile(L, x, y - 1) != SPG_T_SPIKES && ice_blocks_entrance_px(L, x, y) > 64))
        return;
    int r = roll(c, 1, 10, &S_SPRING);
    if (r == 1 && plain_dark(L, b) && open_above(L, x, y, 4) && exit_gap(L, d, x, y) > 64) {
        T_DECIDE(c, "a spring trap");
        cg_entity(c, SPG_E_SPRING_TRAP, x, y - 1, 0, SPG_CAUSE_LAST);
        return;
    }
    T_DECIDE(c, r == 1 ? "no spring trap: not plain dark earth with room above, or near the exit"
                       : "no spring trap");
    if (roll(c, 1, 20, &S_ICE_BLOCKS_YETI) == 1) {
        T_DECIDE(c, "a Yeti");
        cg_entity(c, SPG_E_YETI, x, y - 1, 0, SPG_CAUSE_LAST);
    } else {
        T_DECIDE(c, "no Yeti");
    }
}

void ice_block_pass(cg *c)
{
    spg_level *L = c->L;
    int ufo_odds = L->flags.yeti_lair ? 90 : 30;
    int below_rooms = L->room_y0 + 4 * L->room_h;
    moai_doors doors;
    moai_doors_find(L, &doors);
    T_FOCUS_NONE(c);
    /* blocks made during the pass are not solids the pass visits (only things are made) */
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || level_in_shop(L, b.x, b.y))
            continue;
        /* the original has no `y > 16` here: the ceiling's top and the row of blocks
         * under the level are visited too, and get treasure where nobody reaches */
        if (!Q(c, SPG_Q_ICE_OUTER_TREASURE) && (b.y < 1 || b.y >= below_rooms))
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        if (classic_room_x(b.x) != L->start_x || classic_room_y(b.y - 1) != L->start_y)
            ufo_or_scarab(c, b, ufo_odds);
        spring_or_yeti(c, &doors, b);
        /* the loose treasure keeps 32 px from any door out, the Moai's too
         * (scrTreasureGen 28: distance_to_object(oExit) < 32 returns before any roll),
         * measured from the block's own box: a Moai side piece's is 64 px tall */
        if (b.kind != SPG_T_ALTAR && !(L->flags.moai && block_exit_gap(L, &doors, b) < 32))
            classic_treasure(c, b.x, b.y, 0);
    }
    T_FOCUS_NONE(c);
}
