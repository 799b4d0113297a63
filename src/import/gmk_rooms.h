/* gmk_rooms.h — the room data of an import: the original's rooms where spelgen can read
 * its room script (roomscript.h: the Mines' scrRoomGen), spelgen's own files for the rest,
 * so the directory is a complete data directory for --data.
 *
 *   classic/mines.rooms     from scrRoomGen (the original's)
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

/* Writes the room data for `p` into the directory being written, copying spelgen's own
 * files from `own_data` (a spelgen data directory); `source` names the project file.
 * Returns 0 (also when the project has no scrRoomGen: *wrote is then 0), or -1 with one
 * line in err ("scrRoomGen: line N: what" when its shape is not the one spelgen reads). */
int gmk_export_rooms(const gmk_project *p, outdir *d, const char *own_data, const char *source,
                     int *wrote, char *err, size_t errlen);

#endif
