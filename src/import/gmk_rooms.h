/* gmk_rooms.h — the room data of an import: the original's rooms where spelgen can read
 * its room script (roomscript_mines.h: the Mines' scrRoomGen, and its siblings),
 * spelgen's own files for the rest, so the directory is a complete data directory for
 * --data.
 *
 *   classic/mines.rooms     from scrRoomGen (the original's)
 *   classic/temple.rooms    from scrRoomGen4 (the original's; roomscript_temple.h)
 *   classic/ice.rooms       from scrRoomGen3 and scrRoomGenYeti (roomscript_ice.h)
 *   classic/olmec.rooms     from scrRoomGen5 (the original's; roomscript_olmec.h)
 *   classic/olmec.hall      from the room rOlmec: its instances in creation order
 *                           (gmk_hall.h); required when scrRoomGen5 is read, whose rooms
 *                           stand at its room markers
 *   classic/objects.facts   from the project's objects and sprites (gmk_objfacts.h)
 *   classic/items.facts     from scrGenerateItem (itemscript.h)
 *   classic/shops.facts     from scrShopItemsGen (shopscript.h)
 *   the other areas' classic files, every file of fools/ and tunnel/
 *                           copies of spelgen's own data (the other room scripts'
 *                           shapes are not read yet: docs/import.md says why)
 *   rooms.txt               which file came from where: "FILE original SCRIPT" or
 *                           "FILE spelgen"
 *
 * A project without scrRoomGen gets none of these (it is not the game's). */
#ifndef SPG_GMK_ROOMS_H
#define SPG_GMK_ROOMS_H

#include <stddef.h>

#include "gmk.h"
#include "outdir.h"

/* The room scripts an import reads, each into one classic data file (the table in
 * gmk_rooms.c says which script and which file). */
enum { GMK_ROOMS_MINES, GMK_ROOMS_TEMPLE, GMK_ROOMS_ICE, GMK_ROOMS_JUNGLE, GMK_ROOMS_OLMEC,
       GMK_ROOMS_OLMEC_HALL, GMK_ROOMS_N };

/* The text of each data file read from its room script (or room); NULL where the project
 * has no such script (spelgen's own file is copied instead). */
typedef struct gmk_room_texts {
    char *text[GMK_ROOMS_N];
    char *objfacts; /* classic/objects.facts, from the project's objects and sprites
                     * (gmk_objfacts.h); NULL with no text at all */
    char *items;    /* classic/items.facts, from scrGenerateItem (itemscript.h); NULL
                     * where the project has no such script */
    char *shops;    /* classic/shops.facts, from scrShopItemsGen (shopscript.h); NULL
                     * where the project has no such script */
} gmk_room_texts;

/* Reads the project's room scripts into the text of their room files, its objects and
 * sprites into the object facts' (gmk_objfacts.h), scrGenerateItem into the item tables'
 * (itemscript.h) and scrShopItemsGen into the shop tables' (shopscript.h), before
 * anything is written.  A project without scrRoomGen (it
 * is not the game's) gives no text at all.
 * `file` names the project in messages as given, in the texts by its base name (what an
 * import writes does not depend on where the copy lies).  Returns 0, or -1 with one line
 * in err ("FILE: script SCRIPT: line N: what" when a script's structure is not the one
 * spelgen reads) and nothing in *out. */
int gmk_rooms_read(const gmk_project *p, const char *file, gmk_room_texts *out, char *err,
                   size_t errlen);

/* Whether gmk_rooms_read found the game's room scripts (any text). */
int gmk_rooms_any(const gmk_room_texts *t);

/* Frees the texts (and empties *t). */
void gmk_rooms_free(gmk_room_texts *t);

/* Writes the room data read by gmk_rooms_read into the directory being written, copying
 * spelgen's own files from `own_data` (a spelgen data directory; NULL: the one
 * spg_data_find finds) for every file no script gave.  Returns 0, or -1 with one line. */
int gmk_rooms_write(outdir *d, const gmk_room_texts *t, const char *own_data, char *err,
                    size_t errlen);

#endif
