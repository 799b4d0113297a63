/* dataparse.h — what the data-file loaders (halldata, roomdata, itemfacts, objfacts)
 * share: reading a file whole, messages that name the file and place, and input bytes
 * quoted escaped. Each loader keeps its own grammar and its own wording. */
#ifndef SPG_DATAPARSE_H
#define SPG_DATAPARSE_H

#include <stdarg.h>
#include <stdio.h>

#if defined(__GNUC__)
#define DATAPARSE_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define DATAPARSE_PRINTF(f, a)
#endif

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

/* Writes the message into err (if err and errlen are set). */
DATAPARSE_PRINTF(3, 4) void dataparse_put_err(char *err, size_t errlen, const char *fmt, ...);

/* Writes "FILE:LINE:COL: message" into err (if set); always returns -1. */
DATAPARSE_PRINTF(6, 7)
int dataparse_fail_at(char *err, size_t errlen, const char *file, int line, size_t col,
                      const char *fmt, ...);

/* Writes "WHERE: message" into err; always returns -1. */
DATAPARSE_PRINTF(4, 5)
int dataparse_fail(char *err, size_t errlen, const char *where, const char *fmt, ...);

/* The words of the line s[0..n) before its first '#' (a comment to the line's end),
 * separated by spaces, tabs and CRs: up to max of them into tok/len.  Returns how many,
 * or max + 1 when the line has more. */
int dataparse_words(const char *s, size_t n, const char **tok, size_t *len, int max);

/* s[0..n) as printable text in buf: bytes outside 0x20..0x7e as \xNN, cut to max bytes
 * with "..." after; returns buf. */
const char *dataparse_excerpt(char *buf, size_t bufsz, const char *s, size_t n, size_t max);

#endif
