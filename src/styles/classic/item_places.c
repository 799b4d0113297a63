/* item_places.c — where the original's item scripts create each item they name, in
 * pixels from the point they are given: scrGenerateItem's Underground Set nudges a few
 * items off its (x, y), and scrShopItemsGen sets each item for sale 8 px into its tile
 * and 8 to 12 px down, by the item. */
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

int classic_shop_item_dy(int item)
{
    /* scrShopItemsGen 24-176: instance_create(xpos+8, ypos + dy, ...), each item with the
     * same dy in every shop that sells it */
    switch (item) {
    case SPG_ITEM_BOMB_BOX:
    case SPG_ITEM_GLOVES:
    case SPG_ITEM_MITT:
    case SPG_ITEM_JETPACK:
        return 8;
    case SPG_ITEM_ROPE_PILE:
        return 11;
    case SPG_ITEM_WEB_CANNON:
    case SPG_ITEM_SHOTGUN:
    case SPG_ITEM_PISTOL:
    case SPG_ITEM_MACHETE:
    case SPG_ITEM_BOW:
    case SPG_ITEM_TELEPORTER:
        return 12;
    default: /* paste, bomb bag, spring and spike shoes, spectacles, cape, compass,
              * mattock, parachute */
        return 10;
    }
}
