/* halldata.c — the hall-data text format (halldata.h): a line-at-a-time parser.
 *
 * Like roomdata.c's, the parser works on a buffer that may hold anything: it never reads
 * past `len`, never relies on a terminating NUL, and quotes input bytes escaped, so a
 * message stays one printable line whatever the input. */
#include "halldata.h"
#include "dataparse.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kind_words[SPG_HALL__COUNT] = {
    [SPG_HALL_TEMPLE] = "temple",     [SPG_HALL_LAVA] = "lava",
    [SPG_HALL_LAVA_SOLID] = "lava-solid", [SPG_HALL_ENTRANCE] = "entrance",
    [SPG_HALL_EXIT] = "exit",         [SPG_HALL_OLMEC] = "olmec",
    [SPG_HALL_PLAYER] = "player",     [SPG_HALL_ROOM] = "room",
    [SPG_HALL_LEVEL] = "level",       [SPG_HALL_PROP] = "prop",
};

/* The largest coordinate and count a line may give: far beyond any room (rOlmec is
 * 672x880), small enough that X + 16 N cannot overflow. */
enum { COORD_MAX = 100000, COUNT_MAX = 1000, INSTANCES_MAX = 100000, EXCERPT_MAX = 32 };

const char *halldata_kind_word(spg_hall_kind k)
{
    return (unsigned)k < SPG_HALL__COUNT ? kind_words[k] : "?";
}

typedef struct parser {
    const char *file;
    char *err;
    size_t errlen;
    spg_halldata d;
    size_t cap;
    int level_line;
} parser;

/* s[0..n) quoted-safe, cut to EXCERPT_MAX bytes (err.h's escaping). */
static const char *excerpt(char *buf, size_t bufsz, const char *s, size_t n)
{
    return err_excerpt(buf, bufsz, s, n, EXCERPT_MAX);
}

enum { EXCERPT_BUF = EXCERPT_MAX * 4 + 8 };

/* Always returns -1 so call sites can `return fail(...)`. */
#define fail(p, line, col, ...) \
    err_at((p)->err, (p)->errlen, (p)->file, (line), (col), __VA_ARGS__)

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

static size_t next_token(const char *s, size_t n, size_t *i, size_t *start)
{
    while (*i < n && is_blank(s[*i]))
        (*i)++;
    *start = *i;
    while (*i < n && !is_blank(s[*i]))
        (*i)++;
    return *i - *start;
}

/* A whole number 0..max from s[0..n), or -1. */
static long number(const char *s, size_t n, long max)
{
    if (n == 0 || n > 7)
        return -1;
    long v = 0;
    for (size_t k = 0; k < n; k++) {
        if (s[k] < '0' || s[k] > '9')
            return -1;
        v = v * 10 + (s[k] - '0');
    }
    return v <= max ? v : -1;
}

static int word_kind(const char *s, size_t n)
{
    for (int k = 0; k < SPG_HALL__COUNT; k++)
        if (strlen(kind_words[k]) == n && memcmp(kind_words[k], s, n) == 0)
            return k;
    return -1;
}

static bool is_name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-';
}

/* Reads a number token for `what`; -1 (reported) when missing or bad. */
static long number_token(parser *p, int line, const char *s, size_t n, size_t *i,
                         const char *what, long max, size_t *col)
{
    size_t st;
    size_t tl = next_token(s, n, i, &st);
    *col = st + 1;
    char ex[EXCERPT_BUF];
    if (tl == 0)
        return fail(p, line, n + 1, "%s is missing (OBJECT X Y [N])", what);
    long v = number(s + st, tl, max);
    if (v < 0)
        return fail(p, line, st + 1, "%s must be a whole number from %d to %ld, not '%s'", what,
                    max == COUNT_MAX ? 1 : 0, max, excerpt(ex, sizeof ex, s + st, tl));
    return v;
}

static int add(parser *p, int line, spg_hall_kind kind, int x, int y, const char *name,
               size_t namelen)
{
    if (p->d.n >= INSTANCES_MAX)
        return fail(p, line, 1, "too many instances (at most %d)", INSTANCES_MAX);
    if ((size_t)p->d.n == p->cap) {
        size_t cap = p->cap ? p->cap * 2 : 256;
        spg_hall_obj *q = realloc(p->d.obj, cap * sizeof *q);
        if (!q)
            return fail(p, line, 1, "out of memory");
        p->d.obj = q;
        p->cap = cap;
    }
    spg_hall_obj *o = &p->d.obj[p->d.n++];
    memset(o, 0, sizeof *o);
    o->kind = kind;
    o->x = x;
    o->y = y;
    o->line = line;
    memcpy(o->name, name, namelen);
    return 0;
}

static int parse_line(parser *p, int line, const char *s, size_t n)
{
    size_t i = 0, ks;
    size_t kl = next_token(s, n, &i, &ks);
    if (kl == 0)
        return 0;
    char ex[EXCERPT_BUF];
    int kind = word_kind(s + ks, kl);
    if (kind < 0)
        return fail(p, line, ks + 1,
                    "unknown object '%s' (known: temple lava lava-solid entrance exit olmec "
                    "player room level prop)",
                    excerpt(ex, sizeof ex, s + ks, kl));
    const char *name = "";
    size_t namelen = 0;
    if (kind == SPG_HALL_PROP) {
        size_t ns;
        namelen = next_token(s, n, &i, &ns);
        name = s + ns;
        if (namelen == 0)
            return fail(p, line, n + 1, "'prop' needs a name (prop NAME X Y [N])");
        if (namelen >= SPG_NAME_MAX)
            return fail(p, line, ns + 1, "prop name '%s' is too long (at most %d characters)",
                        excerpt(ex, sizeof ex, name, namelen), SPG_NAME_MAX - 1);
        for (size_t k = 0; k < namelen; k++)
            if (!is_name_char(name[k]))
                return fail(p, line, ns + k + 1,
                            "bad character '%s' in a prop's name (names use a-z A-Z 0-9 _ -)",
                            excerpt(ex, sizeof ex, name + k, 1));
    }
    size_t xcol, ycol, ncol;
    long x = number_token(p, line, s, n, &i, "X", COORD_MAX, &xcol);
    if (x < 0)
        return -1;
    long y = number_token(p, line, s, n, &i, "Y", COORD_MAX, &ycol);
    if (y < 0)
        return -1;
    long count = 1;
    size_t st, save = i;
    if (next_token(s, n, &save, &st) != 0) {
        count = number_token(p, line, s, n, &i, "N", COUNT_MAX, &ncol);
        if (count < 0)
            return -1;
        if (count == 0)
            return fail(p, line, st + 1, "N must be a whole number from 1 to %d, not '0'",
                        COUNT_MAX);
    }
    size_t rest = next_token(s, n, &i, &st);
    if (rest)
        return fail(p, line, st + 1, "unexpected '%s' after the instance (OBJECT X Y [N])",
                    excerpt(ex, sizeof ex, s + st, rest));
    bool free_position = kind == SPG_HALL_PLAYER || kind == SPG_HALL_PROP;
    if (!free_position && (x % 16 || y % 16))
        return fail(p, line, x % 16 ? xcol : ycol,
                    "a %s stands on the 16 px grid: (%ld,%ld) is not a multiple of 16",
                    kind_words[kind], x, y);
    if (kind == SPG_HALL_LEVEL) {
        if (p->level_line)
            return fail(p, line, ks + 1, "a second level object (the first is at line %d)",
                        p->level_line);
        if (count != 1)
            return fail(p, line, ks + 1, "there is one level object, not %ld", count);
        p->level_line = line;
        p->d.level_at = p->d.n;
    }
    for (long k = 0; k < count; k++)
        if (add(p, line, (spg_hall_kind)kind, (int)(x + 16 * k), (int)y, name, namelen) != 0)
            return -1;
    return 0;
}

int halldata_parse(const char *text, size_t len, const char *file, spg_halldata *out,
                   char *err, size_t errlen)
{
    parser p = {.file = file ? file : "(hall data)", .err = err, .errlen = errlen};
    if (err && errlen)
        err[0] = '\0';
    memset(out, 0, sizeof *out);
    snprintf(p.d.file, sizeof p.d.file, "%s", p.file);
    int line = 0;
    size_t pos = 0;
    while (pos < len) {
        line++;
        size_t end = pos;
        while (end < len && text[end] != '\n')
            end++;
        size_t n = end - pos;
        const char *hash = memchr(text + pos, '#', n);
        if (hash)
            n = (size_t)(hash - (text + pos));
        if (parse_line(&p, line, text + pos, n) != 0) {
            free(p.d.obj);
            return -1;
        }
        pos = end + 1;
    }
    if (!p.level_line) {
        free(p.d.obj);
        return fail(&p, line + 1, 1, "no level object: one 'level' line says when the "
                    "generator runs");
    }
    *out = p.d;
    return 0;
}

int halldata_load(const char *path, spg_halldata *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "rb");
    if (!f) {
        err_set(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    char *buf;
    size_t n;
    dataparse_read_rc got = dataparse_read(f, (size_t)1 << 26, &buf, &n, NULL);
    fclose(f);
    if (got == DATAPARSE_READ_TOO_LARGE || got == DATAPARSE_READ_NO_MEMORY) {
        err_set(err, errlen, "%s: too large or out of memory", path);
        return -1;
    }
    if (got != DATAPARSE_READ_OK) {
        err_set(err, errlen, "%s: cannot read", path);
        return -1;
    }
    int rc = halldata_parse(buf, n, path, out, err, errlen);
    free(buf);
    return rc;
}

void halldata_free(spg_halldata *d)
{
    free(d->obj);
    memset(d, 0, sizeof *d);
}
