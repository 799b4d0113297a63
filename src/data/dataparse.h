/* dataparse.h — what the data-file loaders (halldata, roomdata, itemfacts, objfacts)
 * share: reading a file whole, messages that name the file and place, and input bytes
 * quoted escaped. Each loader keeps its own grammar and its own wording. */
#ifndef SPG_DATAPARSE_H
#define SPG_DATAPARSE_H

#include <stdarg.h>
#include <stdio.h>

#include "../err.h" /* the loaders' errors: err_at, err_in, err_set, err_excerpt */

typedef enum dataparse_read_rc {
    DATAPARSE_READ_OK = 0,
    DATAPARSE_READ_TOO_LARGE, /* the buffer would have grown past max_cap */
    DATAPARSE_READ_NO_MEMORY,
    DATAPARSE_READ_FAILED, /* ferror: *read_errno says why */
} dataparse_read_rc;

/* Reads f to its end (not trusting a size: it may be a pipe) into a malloc'd *buf of
 * *n bytes, growing from 64 KiB by doubling but never to more than max_cap bytes; on
 * failure frees what it read, sets *buf to NULL and leaves f open for the caller. */
dataparse_read_rc dataparse_read(FILE *f, size_t max_cap, char **buf, size_t *n,
                                 int *read_errno);

/* The words of the line s[0..n) before its first '#' (a comment to the line's end),
 * separated by spaces, tabs and CRs: up to max of them into tok/len.  Returns how many,
 * or max + 1 when the line has more. */
int dataparse_words(const char *s, size_t n, const char **tok, size_t *len, int max);

#endif
