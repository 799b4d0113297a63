/* border.c — the indestructible frame, made before the path (classic-draw-order §0).
 * Its shape depends on the area: the Ice Caves and Olmec's Lair have no bottom, a
 * flooded level's is lower, and the Ice Caves get a row of blocks far below. */
#include "internal.h"

void classic_border(cg *c)
{
    spg_level *L = c->L;
    /* The original's loop runs over i = 0..42 although the map's last column is 41, so it
     * also makes blocks in column 42, off the map; each rolls as it is created, which
     * shifts every later draw. */
    int last_col = Q(c, SPG_Q_BORDER_COLUMN_42) ? 42 : 41;
    bool bottom = c->A->border_floor;
    int k = c->A->border_last_row + (L->flags.lake ? CLASSIC_LAKE_ROWS : 0);
    int floor_row = k; /* with a floor, the border's last row is it */
    /* column by column, each top down: the side columns whole, the others their top
     * block and, with a bottom, their floor rows (nothing lies between) */
    for (int i = 0; i <= last_col; i++) {
        bool side = i == 0 || i == 41;
        int gap_from = side ? k + 1 : 1, gap_to = side || !bottom ? k + 1 : floor_row;
        for (int j = 0; j <= k; j = j + 1 == gap_from ? gap_to : j + 1) {
            cg_make_block(c, i, j, SPG_T_BORDER, SPG_TF_INVINCIBLE, 0);
            classic_border_look(c, i, j);
        }
    }
    /* the blocks under the Ice Caves: a row at 40, out of reach, not indestructible;
     * the loop there always runs to 42; they keep the look they rolled (until
     * scrSetupWalls: classic_vein_looks) */
    if (c->area == SPG_AREA_ICE_CAVES)
        for (int i = 0; i <= 42; i++)
            cg_make_block(c, i, 40, c->A->earth, 0, 0);
}
