/* gmk_export.h — `spelgen import`: the data directory spelgen reads the original's facts
 * from, written from the user's own copy of the project file.
 *
 *   manifest        "key value" lines: format 1, source (the file's absolute path),
 *                   sha256 (of the file), game-version (the project's, "1.1"),
 *                   gmk-version (800), how many scripts, objects and sprites, and
 *                   scripts-not-v11: how many of the scripts the native port stands
 *                   for differ from v1.1's (by digest, gmk_v11.h), and which
 *   objects.txt     one line per object, in index order: name parent sprite mask solid
 *                   depth ("-" none; solid yes or no)
 *   sprites.txt     one line per sprite: name origin_x origin_y left top right bottom
 *                   width height (the bounding box in pixels from the image's corner,
 *                   inclusive)
 *   scripts/NAME.gml  every script's code, with Unix line ends
 *   project/        the objects with their events, the sprites, the other resources'
 *                   names and the rooms with their instances, as `import --dump` writes
 *                   them (gmk_dump.h): what `--scripts` runs (gml/gml.h)
 *
 * Lines starting with # are comments.  The room scripts are written as code here; the
 * room data read from them is gmk_rooms.h's. */
#ifndef SPG_GMK_EXPORT_H
#define SPG_GMK_EXPORT_H

#include <stddef.h>

#include "gmk.h"
#include "outdir.h"

/* The file that marks a directory as an import (outdir's marker). */
#define GMK_EXPORT_MARKER "manifest"

/* The format number the manifest's "format" line holds. */
#define GMK_EXPORT_FORMAT 1

/* Writes the data directory for `p` into the directory being written; `source` is the
 * file's path as recorded, `sha256` its digest.  Returns 0, or -1 with one line in err. */
int gmk_export(const gmk_project *p, outdir *d, const char *source, const char *sha256,
               char *err, size_t errlen);

#endif
