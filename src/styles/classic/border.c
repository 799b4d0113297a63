/* border.c — the indestructible frame, made before the path (classic-draw-order §0). */
#include "internal.h"

void classic_border(cg *c)
{
    /* The original's loop runs over i = 0..42 although the map's last column is 41, so it
     * also makes two blocks (top and bottom) in column 42, off the map; each block rolls
     * as it is created, which shifts every later draw. */
    int last_col = Q(c, SPG_Q_BORDER_COLUMN_42) ? 42 : 41;
    int k = 33; /* the Mines' bottom row */
    for (int i = 0; i <= last_col; i++)
        for (int j = 0; j <= k; j++)
            if (i == 0 || i == 41 || j == 0 || j >= 33)
                cg_make_block(c, i, j, SPG_T_BORDER, SPG_TF_INVINCIBLE, 0);
}
