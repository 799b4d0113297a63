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

/* Reads the project's room scripts into the text of its room files, before anything is
 * written: *mines (the caller frees it) is classic/mines.rooms's text, or NULL when the
 * project has no scrRoomGen (it is not the game's).  `file` names the project in the
 * text and in messages.  Returns 0, or -1 with one line in err ("FILE: script scrRoomGen:
 * line N: what" when its structure is not the one spelgen reads). */
int gmk_rooms_read(const gmk_project *p, const char *file, char **mines, char *err,
                   size_t errlen);

/* Writes the room data read by gmk_rooms_read (`mines` not NULL) into the directory being
 * written, copying spelgen's own files from `own_data` (a spelgen data directory; NULL:
 * the one spg_data_find finds).  Returns 0, or -1 with one line in err. */
int gmk_rooms_write(outdir *d, const char *mines, const char *own_data, char *err,
                    size_t errlen);

#endif
