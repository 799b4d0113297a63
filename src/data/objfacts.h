/* objfacts.h — the object-facts format (data/classic/objects.facts): the original's
 * objects the classic generator tests (each with its parent, sprite and collision mask)
 * and those sprites' origins and bounding boxes.  GameMaker's collision tests take an
 * object to mean it and every object descended from it, and measure an instance by its
 * mask's (else its sprite's) box less the sprite's origin; the classic style reads these
 * facts instead of knowing them (collide.c), and `spelgen import` writes them from the
 * user's copy of the original.
 *
 * The file, one statement a line, `#` to the line's end a comment:
 *   object NAME PARENT SPRITE MASK      PARENT, SPRITE, MASK: a name, or - for none
 *   sprite NAME ORIGIN_X ORIGIN_Y LEFT TOP RIGHT BOTTOM
 * Names are letters, digits and _ (at most 63); every parent is an object of the file,
 * every sprite and mask a sprite of it (either may come later in the file); no object is
 * its own ancestor; numbers are integers in -4096..4096, LEFT <= RIGHT, TOP <= BOTTOM. */
#ifndef SPG_OBJFACTS_H
#define SPG_OBJFACTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum { OBJFACTS_NAME_MAX = 63 };

typedef struct spg_sprite_facts {
    char name[OBJFACTS_NAME_MAX + 1];
    int origin_x, origin_y;
    int left, top, right, bottom; /* the bounding box, inclusive, in the sprite's pixels */
} spg_sprite_facts;

typedef struct spg_object_facts {
    char name[OBJFACTS_NAME_MAX + 1];
    int parent;         /* an object's index, -1 none */
    int sprite, mask;   /* a sprite's index, -1 none */
} spg_object_facts;

typedef struct spg_objfacts {
    spg_object_facts *obj;
    int nobj;
    spg_sprite_facts *spr;
    int nspr;
} spg_objfacts;

/* Parses `len` bytes of the format (`file` names it in messages).  Returns 0, or -1 with
 * "file:line: message" in err and nothing allocated. */
int objfacts_parse(const char *text, size_t len, const char *file, spg_objfacts *out,
                   char *err, size_t errlen);

/* Reads and parses the file at `path` (as objfacts_parse; "path: message" if unreadable). */
int objfacts_load(const char *path, spg_objfacts *out, char *err, size_t errlen);

/* Frees what objfacts_parse allocated (and zeroes *f). */
void objfacts_free(spg_objfacts *f);

/* The index of the object named `name`, -1 if the file has none. */
int objfacts_object(const spg_objfacts *f, const char *name);

/* Whether object `obj` is object `ancestor` or descends from it (GameMaker's meaning of an
 * object named in a collision test). */
bool objfacts_is_a(const spg_objfacts *f, int obj, int ancestor);

/* The box of an instance of object `obj` relative to its position: its mask's box less
 * the mask's origin, else its sprite's less the sprite's.  False if it has neither. */
bool objfacts_box(const spg_objfacts *f, int obj, int *l, int *t, int *r, int *b);

/* Writes `f` in the format, objects then sprites, after `header` (comment lines, or NULL).
 * Returns 0, or -1 if writing failed. */
int objfacts_write(FILE *out, const spg_objfacts *f, const char *header);

/* The original's object that the classic style's entity kind `kind` is (its instances'
 * boxes and classes are that object's), or NULL for a kind with no such object. */
const char *objfacts_classic_object(int kind);

/* The objects the classic style's collision tests name (oSolid, oTreasure, ...), each
 * meaning it and its descendants: index `cls` (0..) of the list, NULL past its end. */
const char *objfacts_classic_class(int cls);

#endif
