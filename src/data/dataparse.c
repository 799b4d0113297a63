/* dataparse.c — the data loaders' shared reading (see dataparse.h; their errors are
 * err.h's). */
#include "dataparse.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

dataparse_read_rc dataparse_read(FILE *f, size_t max_cap, char **buf, size_t *n,
                                 int *read_errno)
{
    char *b = NULL;
    size_t len = 0, cap = 0;
    *buf = NULL;
    *n = 0;
    for (;;) {
        if (len == cap) {
            size_t nc = cap ? cap * 2 : 65536;
            if (nc > max_cap) {
                free(b);
                return DATAPARSE_READ_TOO_LARGE;
            }
            char *q = realloc(b, nc);
            if (!q) {
                free(b);
                return DATAPARSE_READ_NO_MEMORY;
            }
            b = q;
            cap = nc;
        }
        size_t got = fread(b + len, 1, cap - len, f);
        len += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        if (read_errno)
            *read_errno = errno;
        free(b);
        return DATAPARSE_READ_FAILED;
    }
    *buf = b;
    *n = len;
    return DATAPARSE_READ_OK;
}

int dataparse_words(const char *s, size_t n, const char **tok, size_t *len, int max)
{
    const char *hash = memchr(s, '#', n);
    if (hash)
        n = (size_t)(hash - s);
    int k = 0;
    size_t i = 0;
    while (i < n) {
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
            i++;
        if (i >= n)
            break;
        size_t st = i;
        while (i < n && s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
            i++;
        if (k == max)
            return max + 1;
        tok[k] = s + st;
        len[k] = i - st;
        k++;
    }
    return k;
}
