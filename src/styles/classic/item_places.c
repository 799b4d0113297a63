/* item_places.c — where the original's item script creates the hidden item, in
 * pixels from the point it is given: scrGenerateItem's Underground Set nudges a few
 * items off its (x, y).  (Where scrShopItemsGen sets each item for sale is its tables':
 * classic/shops.facts.) */
#include "internal.h"

void classic_underground_offset(int item, int *dx, int *dy)
{
    /* scrGenerateItem 67-85: instance_create(argument0 + dx, argument1 + dy, ...) */
    *dx = item == SPG_ITEM_WEB_CANNON ? -2 : 0;
    switch (item) {
    case SPG_ITEM_JETPACK:
    case SPG_ITEM_BOMB_BOX:
        *dy = -2;
        break;
    case SPG_ITEM_TELEPORTER:
        *dy = 3;
        break;
    case SPG_ITEM_GLOVES:
    case SPG_ITEM_MITT:
        *dy = -1;
        break;
    default:
        *dy = 0;
        break;
    }
}
