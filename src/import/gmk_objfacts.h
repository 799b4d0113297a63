/* gmk_objfacts.h — the classic generator's object facts (data/classic/objects.facts, the
 * format of src/data/objfacts.h) from the user's copy of the original: the objects the
 * generator makes and tests, every ancestor of theirs, and the sprites and masks they
 * name, with the project's own parents, origins and bounding boxes. */
#ifndef SPG_GMK_OBJFACTS_H
#define SPG_GMK_OBJFACTS_H

#include <stddef.h>

#include "gmk.h"

/* Writes the facts as the format's text into *out (malloc'd; the caller frees it), after
 * a header naming `file`; a project with none of the objects the generator makes gives
 * 0 and NULL (spelgen's own facts are then used).  Returns 0, or -1 with one line in err
 * ("FILE: no object oX ...") when the project has some of those objects but not every
 * object the generator names, or the facts would not load. */
int gmk_objfacts_text(const gmk_project *p, const char *file, char **out, char *err,
                      size_t errlen);

#endif
