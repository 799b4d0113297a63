/* sitesource.h — where in spelgen's source a site's draws are made.  A site is declared
 * once (SPG_SITE records that line) and drawn from elsewhere in the same file, through
 * its name (&S_WALK_MIDDLE): the rule pane points at the draw, so the declaration's file
 * is read for the lines that name it.  Where the source is not at hand (an installed
 * spelgen), there are none and the declaration is all there is to show. */
#ifndef SPG_EXPLORE_SITESOURCE_H
#define SPG_EXPLORE_SITESOURCE_H

#include <stddef.h>

#define SITE_MAX_CALLS 8

typedef struct site_calls {
    char file[256];          /* the declaration's file, as SPG_SITE wrote it */
    int declared;            /* its line */
    char ident[64];          /* the variable declared there ("S_WALK_MIDDLE"), "" unknown */
    int line[SITE_MAX_CALLS]; /* the lines of the same file that use it, in order */
    int n;                   /* how many (at most SITE_MAX_CALLS are kept) */
    int more;                /* uses past those */
} site_calls;

/* Reads the file of `source` ("src/styles/classic/path.c:19") under the directory root
 * (spelgen's tree: the data directory's parent) and fills *out.  Returns 0, or -1 when
 * source has no line, the file cannot be read or line declares no variable (out->n 0). */
int site_calls_find(const char *root, const char *source, site_calls *out);

#endif
