/* mines_walls.c — the Mines' part of scrSetupWalls: the look of every uncovered brick top
 * (with the detail setting on), then the shared push blocks (classic-draw-order §6). */
#include "mines.h"

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
static void brick_tops(cg *c)
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
        spg_cell *cell = level_stored(b.x, b.y) ? &L->cell[b.y][b.x] : NULL;
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

void mines_walls(cg *c)
{
    if (c->opt->detail)
        brick_tops(c);
    classic_push_blocks(c);
}
