/* mines.c — the Mines' own rules: what a brick rolls when it is made, and who lives
 * under and on its blocks (classic-draw-order §3 and §5). */
#include <stdlib.h>

#include "internal.h"

void mines_block_rolls(cg *c, int x, int y, int kind)
{
    /* the Mines' earth is brick: a look roll, then gold, then 1/100, 1/120, 1/140 gems;
     * stone, push blocks and altars make no rolls */
    if (kind == SPG_T_BRICK || kind == SPG_T_BORDER)
        classic_earth_rolls(c, x, y, 1, 100, 120, 140);
}

static const spg_site S_GIANT = SPG_SITE("mines.giant_spider",
                                 "1 hangs the Giant Spider here (1 in 40, when allowed, once)");
static const spg_site S_LAMP = SPG_SITE("mines.lamp", "dark level: 1 hangs a lamp (1 in 60)");
static const spg_site S_MINES_SCARAB = SPG_SITE("mines.scarab", "dark level: 1 makes a Scarab (1 in 40)");
static const spg_site S_MINES_SCARAB_TIMER = SPG_SITE("mines.scarab.timer",
                                        "the Scarab's own creation roll: its timer (10-30)");
static const spg_site S_MINES_BAT = SPG_SITE("mines.bat", "1 hangs a Bat (1 in 60)");
static const spg_site S_SPIDER = SPG_SITE("mines.spider", "1 hangs a Spider (1 in 80)");
static const spg_site S_SNAKE = SPG_SITE("mines.snake", "1 puts a Snake on the block (1 in 60)");
static const spg_site S_MINES_CAVEMAN = SPG_SITE("mines.caveman", "1 puts a Caveman on the block (1 in 800)");

/* Monsters under and on the block at (x,y), for a block outside the start room. */
static void mines_inhabit(cg *c, int x, int y)
{
    spg_level *L = c->L;
    /* scrEntityGen 47-50: two open tiles below and no enemy at the point (x, y+16), the
     * next tile's top-left pixel: a Bat's, a Snake's or a Caveman's box misses it, the
     * Giant Spider's (32 px wide, hung from the block to the left) covers it */
    bool below_open = y < L->h - 4 && !level_solid(L, x, y + 1) && !level_solid(L, x, y + 2) &&
                      !co_point(L, x * 16, y * 16 + 16, CO_ENEMY);
    if (below_open) {
        bool giant_ok = c->gen_giant_spider && !c->giant_spider && !level_solid(L, x + 1, y + 1) &&
                        !level_solid(L, x + 1, y + 2);
        bool dark = L->flags.dark;
        if (test(c, giant_ok, 1, 40, 1, &S_GIANT)) {
            T_DECIDE(c, "the Giant Spider");
            c->giant_spider = true;
            L->flags.giant_spider = true;
            cg_entity(c, SPG_E_GIANT_SPIDER, x, y + 1, 0, SPG_CAUSE_LAST);
            /* oGiantSpiderHang's Create event: a Web under each of its two tiles */
            cg_entity(c, SPG_E_WEB, x, y + 2, 0, SPG_CAUSE_LAST);
            cg_entity(c, SPG_E_WEB, x + 1, y + 2, 0, SPG_CAUSE_LAST);
        } else if (test(c, dark, 1, 60, 1, &S_LAMP)) {
            T_DECIDE(c, "a lamp");
            cg_entity(c, SPG_E_LAMP, x, y + 1, 0, SPG_CAUSE_LAST);
        } else if (test(c, dark, 1, 40, 1, &S_MINES_SCARAB)) {
            T_DECIDE(c, "a Scarab");
            cg_entity(c, SPG_E_SCARAB, x, y + 1, 0, SPG_CAUSE_LAST);
            waste(c, 10, 30, &S_MINES_SCARAB_TIMER); /* a Scarab rolls as it is created */
        } else if (roll(c, 1, 60, &S_MINES_BAT) == 1) {
            T_DECIDE(c, "a Bat");
            cg_entity(c, SPG_E_BAT, x, y + 1, 0, SPG_CAUSE_LAST);
        } else if (roll(c, 1, 80, &S_SPIDER) == 1) {
            T_DECIDE(c, "a Spider");
            cg_entity(c, SPG_E_SPIDER, x, y + 1, 0, SPG_CAUSE_LAST);
        }
    }
    if (!level_solid(L, x, y - 1)) {
        if (roll(c, 1, 60, &S_SNAKE) == 1) {
            T_DECIDE(c, "a Snake");
            cg_entity(c, SPG_E_SNAKE, x, y - 1, 0, SPG_CAUSE_LAST);
        } else if (roll(c, 1, 800, &S_MINES_CAVEMAN) == 1) {
            T_DECIDE(c, "a Caveman");
            cg_entity(c, SPG_E_CAVEMAN, x, y - 1, 0, SPG_CAUSE_LAST);
        }
    }
}

static const spg_site S_GIANT_ALLOWED = SPG_SITE("mines.giant_spider_allowed",
                                         "1 lets a Giant Spider appear on this level (1 in 6)");

void mines_block_pass(cg *c)
{
    spg_level *L = c->L;
    T_FOCUS_NONE(c);
    c->gen_giant_spider = roll(c, 1, 6, &S_GIANT_ALLOWED) == 1;
    T_DECIDE(c, c->gen_giant_spider ? "a Giant Spider may appear" : "no Giant Spider");
    L->flags.giant_spider_allowed = c->gen_giant_spider;
    /* blocks made during the pass are not solids the pass visits (only treasure is made) */
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || level_in_shop(L, b.x, b.y) || b.y <= 1)
            continue;
        /* every treasure rule wants the top open, every monster open space under or
         * over the block: one buried above and below draws nothing (most of a level's
         * earth), one buried above no treasure */
        bool covered = level_solid(L, b.x, b.y - 1);
        if (covered && level_solid(L, b.x, b.y + 1))
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        if (!covered && b.kind != SPG_T_ALTAR && b.kind != SPG_T_IDOL_ALTAR)
            classic_treasure(c, b.x, b.y, 0);
        if (cg_room_x(c, b.x) != L->start_x || cg_room_y(c, b.y - 1) != L->start_y) {
            T_FOCUS_TILE(c, b.x, b.y);
            mines_inhabit(c, b.x, b.y);
        }
    }
    T_FOCUS_NONE(c);
    classic_key_and_chest(c);
    classic_arrow_traps(c);
}

static const spg_site S_DRESS = SPG_SITE("mines.walls.brick_top",
                                 "the look of a brick's uncovered top (1-3: < 3 one, 3 the other)");

/* Block kinds that are the original's oBrick in the Mines: the earth, the border
 * (scrInitLevel makes it of oBrick with `invincible` set) and the exit's brick (an oBrick
 * made invincible; its block keeps the earth's kind).  oBrick has no children: stone
 * (oBlock), push blocks, altars, arrow traps and a shop's smooth floor (oBrickSmooth) are
 * other objects, neither oBrick nor oHardBlock. */
static bool mines_is_obrick(int kind)
{
    return kind == SPG_T_BRICK || kind == SPG_T_BORDER || kind == SPG_T_HARD_BRICK;
}

/* scrSetupWalls 24-45 (with oBrick): every oBrick draws rand(1,3) for the look of its top
 * unless its top is covered: `y == 0 or collision_point(x, y-16, oBrick) or
 * collision_point(x, y-16, oHardBlock)`.  The point is the top-left corner of the tile
 * above, so only a block of those two objects standing exactly there covers it: a brick
 * under a stone block, a push block, an altar, a shop floor or an open tile rolls, and so
 * do the border's bottom row and the loop's column-42 brick under row 32.  The Mines have
 * no oHardBlock (no script makes one).  Visited in creation order, as `with` does. */
void mines_walls(cg *c)
{
    spg_level *L = c->L;
    /* which tiles hold a live oBrick: a bit per column (the map and column 42 fit in 64) */
    uint64_t brick_at[SPG_MAX_H] = {0};
    for (int i = 0; i < L->nblock; i++) {
        spg_block b = L->block[i];
        if (b.alive && mines_is_obrick(b.kind) && b.x >= 0 && b.x < 64 && b.y >= 0 && b.y < SPG_MAX_H)
            brick_at[b.y] |= (uint64_t)1 << b.x;
    }
    /* Traced, each roll is a draw at its brick; untraced they are only counted and the
     * state steps over all of them at the end. */
    uint32_t wasted = 0;
    for (int i = 0; i < L->nblock; i++) {
        spg_block b = L->block[i];
        if (!b.alive || !mines_is_obrick(b.kind))
            continue;
        bool covered = b.y <= 0 || (b.x >= 0 && b.x < 64 && ((brick_at[b.y - 1] >> b.x) & 1));
        if (covered)
            continue;
        bool stored = b.x >= 0 && b.x < SPG_MAX_W && b.y < SPG_MAX_H;
        spg_cell *cell = stored ? &L->cell[b.y][b.x] : NULL;
        bool dressed = cell && mines_is_obrick(cell->kind);
        if (dressed)
            cell->flags |= SPG_TF_DRESSED;
        if (!TR(c)) {
            wasted++;
        } else {
            T_FOCUS_TILE(c, b.x, b.y);
            waste(c, 1, 3, &S_DRESS);
            if (dressed)
                trace_tile(TR(c), b.x, b.y, cell->kind, cell->content, cell->flags, SPG_CAUSE_LAST);
        }
    }
    waste_n(c, wasted, 1, 3, &S_DRESS);
}

CLASSIC_DEF const area_rules mines_rules = {
    .area = SPG_AREA_MINES,
    .file = "mines.rooms",
    .bind = mines_bind,
    .unbind = free,
    .earth = SPG_T_BRICK,
    .block_rolls = mines_block_rolls,
    .choose_layout = mines_choose_layout,
    .block_pass = mines_block_pass,
    .walls = mines_walls,
};
