/* gmksplit.h — a GameMaker 8.0 project kept as a GmkSplitter tree (a folder of .xml and
 * .gml files, as Medo42's Gmk-Splitter writes one), read into the gmk_project a .gmk file
 * gives (gmk.h), so that everything after reading is the same for both.
 *
 * The tree, as far as spelgen reads it:
 *   Global Game Settings.xml   the game's id, author, version and its four numbers
 *   KIND/_resources.list.xml   <resource name= type="GROUP"|"RESOURCE"/> in the tree's
 *                              order; a group is a folder of the same name with its own
 *                              list (KIND: Sprites, Sounds, Backgrounds, Paths, Scripts,
 *                              Fonts, Time Lines, Objects, Rooms)
 *   Scripts/.../NAME.gml       a script's text
 *   Sprites/.../NAME.xml       origin, mask shape, bounds (alphaTolerance, mode AUTO, FULL
 *                              or MANUAL with left right top bottom), transparent
 *   Sprites/.../NAME.images/image K.png   its frames, K from 0
 *   Objects/.../NAME.xml       <object id=N>: sprite, solid, visible, depth, persistent,
 *                              parent, mask (names, empty for none)
 *   Objects/.../NAME.events/ one .xml an event: <event category= id=|with=>, its actions
 *   Rooms/.../NAME.xml         size, creationCode, instances (object, position,
 *                              creationCode, optional id)
 *   Constants.xml              <constant name= value=/>, the project's constants
 *                              (optional); of sounds, backgrounds, paths, fonts and time
 *                              lines only the lists' names are read (code names them)
 *
 * How it becomes a project file's numbers (gm8-runtime.md): objects keep the ids the tree
 * gives them (an id no object has is a deleted object); sprites, scripts, rooms (and the
 * kinds only referred to) are numbered in the tree's order, depth first; room instances
 * without an id are numbered from 100001 in room order.  A sprite's automatic box is
 * computed from its images (gmksplit_png.h), as GameMaker does.  An object's events are
 * ordered as GameMaker writes them: by kind, then by number from the highest.  Texts
 * become what a project file holds: Windows-1252, lines ending CR LF. */
#ifndef SPG_GMKSPLIT_H
#define SPG_GMKSPLIT_H

#include <stdbool.h>
#include <stddef.h>

#include "gmk.h"

/* The file whose presence makes a directory a tree. */
#define GMKSPLIT_SETTINGS "Global Game Settings.xml"
/* The project's constants (optional). */
#define GMKSPLIT_CONSTANTS "Constants.xml"

/* Whether `path` is a directory (then it is read as a tree, and refused if not one). */
bool gmksplit_is_dir(const char *path);

/* Reads the tree at `dir`.  Returns 0 and fills *out and sha (the SHA-256 of every text
 * file read, each preceded by its path in the tree, in the order read: what the manifest
 * records for a tree), or -1 with *out empty and one line in err naming the file in the
 * tree and, for XML, the line ("Objects/oBrick.xml:3: ..."). */
int gmksplit_read(const char *dir, gmk_project *out, char sha[65], char *err, size_t errlen);

#endif
