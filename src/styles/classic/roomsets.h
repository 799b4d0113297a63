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

/* Looks up every needed set into the struct at `out`; 0, or -1 with a message. */
CLASSIC_FN int roomsets_bind(const spg_roomdata *d, const set_need *needs, size_t n, void *out, char *err,
                  size_t errlen);

/* Every layout of `s` (a start or exit set) has exactly one door ('9' or an '8' slot). */
CLASSIC_FN int roomsets_check_doors(const spg_roomdata *d, const spg_set *s, char *err, size_t errlen);

/* Every chunk of a door set has exactly one '9'. */
CLASSIC_FN int roomsets_check_door_chunks(const spg_roomdata *d, const spg_set *s, char *err, size_t errlen);

#endif
