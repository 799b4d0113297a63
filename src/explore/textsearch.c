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
        const spg_event *e = &t->ev[first];
        char call[48];
        trace_format_call(e, call, sizeof call);
        ix->off[d - 1] = ix->len;
        /* as the log shows it ("#305 rand(1,5)=1 left  path.walk.middle"), with the
         * spaced "= 1" of the status line too, the site's meaning and the tile */
        bool ok = append(ix, "#%u %s=%d (= %d) %s  %s: %s", d, call, (int)e->value,
                         (int)e->value, e->text ? e->text : "", e->site ? e->site->name : "?",
                         e->site && e->site->meaning ? e->site->meaning : "");
        if (ok && e->focus.x >= 0)
            ok = append(ix, "  at %d,%d", e->focus.x, e->focus.y);
        for (size_t i = first + 1; ok && i < end; i++) {
            const spg_event *f = &t->ev[i];
            if (f->kind == SPG_EV_DRAW)
                break;
            char words[256];
            describe_event(f, NULL, words, sizeof words);
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
