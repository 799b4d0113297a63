/* roomsets.h — binding an area's room-data file to the sets its room script names. */
#ifndef SPG_CLASSIC_ROOMSETS_H
#define SPG_CLASSIC_ROOMSETS_H

#include <stddef.h>

#include "../../data/roomdata.h"

/* One set an area needs: its name, kind, minimum size, and where its pointer goes. */
typedef struct set_need {
    const char *name;
    spg_set_kind kind;
    int min;
    size_t offset;
} set_need;

/* The six sets of the shops every area's room script reads (classic_shop_layout: [0]
 * facing right), for a needs table whose sets struct has shop[2], dice_house[2] and
 * kissing_parlor[2], and whose file defines ROOM(field, name, min). */
#define SHOP_SET_NEEDS                                                                     \
    ROOM(shop[0], "shop_facing_right", 1), ROOM(shop[1], "shop_facing_left", 1),           \
        ROOM(dice_house[0], "dice_house_facing_right", 1),                                 \
        ROOM(dice_house[1], "dice_house_facing_left", 1),                                  \
        ROOM(kissing_parlor[0], "kissing_parlor_facing_right", 1),                         \
        ROOM(kissing_parlor[1], "kissing_parlor_facing_left", 1)

/* Looks up every needed set into the struct at `out`; 0, or -1 with a message. */
CLASSIC_FN int roomsets_bind(const spg_roomdata *d, const set_need *needs, size_t n, void *out, char *err,
                  size_t errlen);

/* Every tile of every layout (and version) of every set `needs` names (bound already)
 * is one of `codes` (an area's accepted codes, tile_codes_accepted); else -1 with a
 * message naming the file, the layout's line, the code and `area` ("the Mines'").  A set
 * of the file the area does not read is not checked. */
CLASSIC_FN int roomsets_check_codes(const spg_roomdata *d, const set_need *needs, size_t n,
                                    const char *codes, const char *area, char *err,
                                    size_t errlen);

/* Every layout of `s` (a start or exit set) has exactly one door ('9' or an '8' slot). */
CLASSIC_FN int roomsets_check_doors(const spg_roomdata *d, const spg_set *s, char *err, size_t errlen);

/* Every chunk of a door set has exactly one '9'. */
CLASSIC_FN int roomsets_check_door_chunks(const spg_roomdata *d, const spg_set *s, char *err, size_t errlen);

#endif
