/* dataparse.c — the data loaders' shared reading and error reporting (see dataparse.h). */
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

void dataparse_put_err(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || errlen == 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

int dataparse_fail_at(char *err, size_t errlen, const char *file, int line, size_t col,
                      const char *fmt, ...)
{
    if (!err || errlen == 0)
        return -1;
    int w = snprintf(err, errlen, "%s:%d:%zu: ", file, line, col);
    if (w < 0 || (size_t)w >= errlen)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err + w, errlen - (size_t)w, fmt, ap);
    va_end(ap);
    return -1;
}

int dataparse_fail(char *err, size_t errlen, const char *where, const char *fmt, ...)
{
    int w = snprintf(err, errlen, "%s: ", where);
    if (w >= 0 && (size_t)w < errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + w, errlen - (size_t)w, fmt, ap);
        va_end(ap);
    }
    return -1;
}

const char *dataparse_excerpt(char *buf, size_t bufsz, const char *s, size_t n, size_t max)
{
    size_t o = 0;
    for (size_t i = 0; i < n && i < max && o + 5 < bufsz; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch >= 0x20 && ch < 0x7f)
            buf[o++] = (char)ch;
        else
            o += (size_t)snprintf(buf + o, bufsz - o, "\\x%02x", ch);
    }
    if (n > max && o + 4 < bufsz) {
        memcpy(buf + o, "...", 3);
        o += 3;
    }
    buf[o] = 0;
    return buf;
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
