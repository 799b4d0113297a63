/* gmk_check.h — what import demands of a project before it writes anything from it. */
#ifndef SPG_GMK_CHECK_H
#define SPG_GMK_CHECK_H

#include <stddef.h>

#include "gmk.h"

/* Every script parses as the GML subset (gml_parse.h), so that what import writes can be
 * read as code later.  Returns 0, or -1 with one line in err:
 * "FILE: script NAME: line N: what". */
int gmk_check_scripts(const gmk_project *p, const char *file, char *err, size_t errlen);

#endif
