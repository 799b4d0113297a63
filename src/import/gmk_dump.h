/* gmk_dump.h — `spelgen import --dump`: a project's scripts, object events, sprites' boxes
 * and rooms written out as text, for reading.
 *
 *   spelgen-dump.txt            what was dumped: the source, its SHA-256, the counts
 *   scripts/NAME.gml            every script's code
 *   objects.txt                 one line per object: index name parent sprite mask solid
 *                               visible depth persistent ("-" none)
 *   objects/NAME/object.txt     the same facts as "key value" lines, and its events
 *   objects/NAME/EVENT.gml      each event's actions in order (gmk_event_name names it):
 *                               a lone code action as its code; otherwise each action
 *                               after a "// action N: ..." line saying what it is (code;
 *                               a function with its arguments, sprites, scripts and
 *                               objects by name; set variable: x = v; comment: ...;
 *                               else, exit, { and })
 *   sprites.txt                 one line per sprite: index name origin_x origin_y left top
 *                               right bottom width height frames
 *   resources.txt               the names of sounds, backgrounds, paths, fonts and
 *                               timelines ("kind index name"), and the project's constants
 *                               ("constant name value")
 *   rooms/NAME/room.txt         size, then the instances in creation order: id x y object
 *                               (a "+" after one: instance_ID.gml holds its creation code)
 *   rooms/NAME/creation.gml     the room's creation code, when it has one
 *
 * Code is written with Unix line ends (gmk_text.h). */
#ifndef SPG_GMK_DUMP_H
#define SPG_GMK_DUMP_H

#include <stddef.h>

#include "gmk.h"
#include "outdir.h"

/* The file that marks a directory as a dump (outdir's marker). */
#define GMK_DUMP_MARKER "spelgen-dump.txt"

/* Writes the dump of `p` into the directory being written.  `source` and `sha256` name
 * the file it came from.  Returns 0, or -1 with one line in err naming the file written
 * or the resource whose name cannot be a file name. */
int gmk_dump(const gmk_project *p, outdir *d, const char *source, const char *sha256,
             char *err, size_t errlen);

/* Writes everything but the scripts and the marker (objects.txt, objects/, sprites.txt,
 * resources.txt, rooms/) under the folder `pre` ("" or "project/"): what the interpreter
 * reads (gml/gml.h). */
int gmk_dump_tree(const gmk_project *p, outdir *d, const char *pre, char *err, size_t errlen);

/* Writes one event's actions as gmk_dump does (for tests and other writers). */
void gmk_dump_event(FILE *f, const gmk_project *p, const gmk_event *e);

/* Writes every script of p as DIR/scripts/NAME.gml (Unix line ends) and counts them in
 * *n; returns 0, or -1 with a message (a name that cannot be a file name, a write). */
int gmk_write_scripts(const gmk_project *p, outdir *d, int *n, char *err, size_t errlen);

#endif
