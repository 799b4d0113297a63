/* textsearch.c — the draw log's words, indexed once a level, and regex searches over
 * them. */
#include "textsearch.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../output/describe.h"

static bool reserve(text_index *ix, size_t more)
{
    if (ix->len + more <= ix->cap)
        return true;
    size_t cap = ix->cap ? ix->cap : 1 << 20;
    while (cap < ix->len + more)
        cap *= 2;
    char *p = realloc(ix->buf, cap);
    if (!p)
        return false;
    ix->buf = p;
    ix->cap = cap;
    return true;
}

static bool append(text_index *ix, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static bool append(text_index *ix, const char *fmt, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0)
        return false;
    size_t k = (size_t)n < sizeof line ? (size_t)n : sizeof line - 1;
    if (!reserve(ix, k + 1))
        return false;
    memcpy(ix->buf + ix->len, line, k);
    ix->len += k;
    ix->buf[ix->len] = 0; /* terminated as it grows; the next append writes over it */
    return true;
}

/* Hand-written formatting for the words of every draw: a level's index is thousands of
 * lines, written at its first search, and snprintf's cost made that search the slowest
 * key of the explorer. */
static char *put_str(char *p, const char *s, const char *end)
{
    while (*s && p < end)
        *p++ = *s++;
    return p;
}

static char *put_int(char *p, int32_t v, const char *end)
{
    char d[12];
    int n = 0;
    uint32_t u = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
    do {
        d[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0 && p < end)
        *p++ = '-';
    while (n && p < end)
        *p++ = d[--n];
    return p;
}

/* One draw's first line into p (room for 1024 bytes), as the log shows it ("#305
 * rand(1,5)=1 left  path.walk.middle"), with the status line's spaced "= 1" too, the
 * site's meaning and the tile. */
static char *draw_line(char *p, uint32_t d, const spg_event *e)
{
    const char *end = p + 1000;
    p = put_str(p, "#", end);
    p = put_int(p, (int32_t)d, end);
    p = put_str(p, " ", end);
    if (e->call == SPG_CALL_RAND) {
        p = put_str(p, "rand(", end);
        p = put_int(p, e->a, end);
        p = put_str(p, ",", end);
        p = put_int(p, e->b, end);
        p = put_str(p, ")", end);
    } else {
        char call[48];
        trace_format_call(e, call, sizeof call);
        p = put_str(p, call, end);
    }
    p = put_str(p, "=", end);
    p = put_int(p, e->value, end);
    p = put_str(p, " (= ", end);
    p = put_int(p, e->value, end);
    p = put_str(p, ") ", end);
    p = put_str(p, e->text ? e->text : "", end);
    p = put_str(p, "  ", end);
    p = put_str(p, e->site && e->site->name ? e->site->name : "?", end);
    p = put_str(p, ": ", end);
    p = put_str(p, e->site && e->site->meaning ? e->site->meaning : "", end);
    if (e->focus.x >= 0) {
        p = put_str(p, "  at ", end);
        p = put_int(p, e->focus.x, end);
        p = put_str(p, ",", end);
        p = put_int(p, e->focus.y, end);
    }
    return p;
}

int text_index_build(text_index *ix, const spg_result *res)
{
    const spg_trace *t = &res->trace;
    ix->len = 0;
    ix->ndraws = 0;
    if (t->ndraws > ix->off_cap) {
        size_t *p = realloc(ix->off, t->ndraws * sizeof *p);
        if (!p)
            return -1;
        ix->off = p;
        ix->off_cap = t->ndraws;
    }
    for (uint32_t d = 1; d <= t->ndraws; d++) {
        size_t first = t->draw_event[d - 1];
        size_t end = d < t->ndraws ? t->draw_event[d] : t->n;
        ix->off[d - 1] = ix->len;
        if (!reserve(ix, 1024)) {
            ix->len = 0;
            return -1;
        }
        char *p = draw_line(ix->buf + ix->len, d, &t->ev[first]);
        ix->len = (size_t)(p - ix->buf);
        ix->buf[ix->len] = 0;
        bool ok = true;
        for (size_t i = first + 1; ok && i < end; i++) {
            const spg_event *f = &t->ev[i];
            if (f->kind == SPG_EV_DRAW)
                break;
            if (f->kind == SPG_EV_TILE && !f->a) {
                /* the commonest effect, as describe_event words it */
                if (!(ok = reserve(ix, 256)))
                    break;
                char *q = ix->buf + ix->len, *qe = q + 250;
                q = put_str(q, "\n=> tile (", qe);
                q = put_int(q, f->focus.x, qe);
                q = put_str(q, ",", qe);
                q = put_int(q, f->focus.y, qe);
                q = put_str(q, ") becomes ", qe);
                q = put_str(q, tile_name((int)f->value), qe);
                ix->len = (size_t)(q - ix->buf);
                ix->buf[ix->len] = 0;
                continue;
            }
            char words[256];
            describe_event(f, spg_style_of(res), words, sizeof words);
            ok = append(ix, "\n=> %s", words);
        }
        if (!ok || !reserve(ix, 1)) {
            ix->len = 0;
            return -1;
        }
        ix->len++; /* past the NUL: the next draw's words start after it */
        ix->ndraws = d;
    }
    return 0;
}

void text_index_free(text_index *ix)
{
    free(ix->buf);
    free(ix->off);
    memset(ix, 0, sizeof *ix);
}

const char *text_index_words(const text_index *ix, uint32_t d)
{
    if (d == 0 || d > ix->ndraws)
        return "";
    return ix->buf + ix->off[d - 1];
}

int text_search_compile(regex_t *re, const char *pattern, bool *literal, char *err,
                        size_t errlen)
{
    const int flags = REG_EXTENDED | REG_ICASE | REG_NOSUB | REG_NEWLINE;
    *literal = false;
    if (regcomp(re, pattern, flags) == 0)
        return 0;
    /* "rand(1,5" or "[": the user meant the text */
    char esc[1024];
    size_t n = 0;
    for (const char *p = pattern; *p && n + 3 < sizeof esc; p++) {
        if (strchr("\\^$.[]|()*+?{}", *p))
            esc[n++] = '\\';
        esc[n++] = *p;
    }
    esc[n] = 0;
    *literal = true;
    int rc = regcomp(re, esc, flags);
    if (rc != 0 && errlen)
        snprintf(err, errlen, "cannot search for that text");
    return rc == 0 ? 0 : -1;
}

uint32_t text_index_find(const text_index *ix, const regex_t *re, uint32_t from, int dir,
                         bool *wrapped)
{
    *wrapped = false;
    uint32_t n = ix->ndraws;
    if (n == 0)
        return 0;
    if (from > n)
        from = n;
    uint32_t d = from;
    for (uint32_t i = 0; i < n; i++) {
        if (dir >= 0) {
            if (d >= n) {
                d = 1;
                *wrapped = true;
            } else {
                d++;
            }
        } else if (d <= 1) {
            d = n;
            *wrapped = true;
        } else {
            d--;
        }
        if (regexec(re, text_index_words(ix, d), 0, NULL, 0) == 0)
            return d;
    }
    *wrapped = false;
    return 0;
}
