/* err.c — errors into the caller's buffer, and input shown back safely (err.h). */
#include "err.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void put(char *err, size_t errlen, size_t at, const char *fmt, va_list ap)
{
    if (err && at < errlen)
        vsnprintf(err + at, errlen - at, fmt, ap);
}

int err_set(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    put(err, errlen, 0, fmt, ap);
    va_end(ap);
    return -1;
}

int err_at(char *err, size_t errlen, const char *file, int line, size_t col, const char *fmt,
           ...)
{
    if (!err || errlen == 0)
        return -1;
    int w = snprintf(err, errlen, "%s:%d:%zu: ", file, line, col);
    if (w < 0 || (size_t)w >= errlen)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    put(err, errlen, (size_t)w, fmt, ap);
    va_end(ap);
    return -1;
}

int err_in(char *err, size_t errlen, const char *where, const char *fmt, ...)
{
    if (!err || errlen == 0)
        return -1;
    int w = snprintf(err, errlen, "%s: ", where);
    if (w < 0 || (size_t)w >= errlen)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    put(err, errlen, (size_t)w, fmt, ap);
    va_end(ap);
    return -1;
}

int err_sys(char *err, size_t errlen, const char *path, const char *what, int e)
{
    return err_set(err, errlen, "%s: cannot %s: %s", path, what, strerror(e));
}

const char *err_excerpt(char *buf, size_t bufsz, const char *s, size_t n, size_t max)
{
    size_t o = 0, shown = n > max ? max : n;
    buf[0] = '\0';
    for (size_t i = 0; i < shown && o + 5 < bufsz; i++) {
        unsigned char c = (unsigned char)s[i];
        int w;
        if (c == '\'' || c == '\\')
            w = snprintf(buf + o, bufsz - o, "\\%c", c);
        else if (c == '\t')
            w = snprintf(buf + o, bufsz - o, "\\t");
        else if (c >= 0x20 && c < 0x7f)
            w = snprintf(buf + o, bufsz - o, "%c", c);
        else
            w = snprintf(buf + o, bufsz - o, "\\x%02x", c);
        if (w < 0)
            break;
        o += (size_t)w;
    }
    if (shown < n && o + 4 < bufsz)
        snprintf(buf + o, bufsz - o, "...");
    return buf;
}

void err_shown(const char *w, char *buf, size_t len)
{
    size_t n = 0;
    for (; *w && n + 4 < len && n < 40; w++)
        buf[n++] = isprint((unsigned char)*w) ? *w : '?';
    if (*w && n + 4 < len) {
        memcpy(buf + n, "...", 3);
        n += 3;
    }
    buf[n] = 0;
}
