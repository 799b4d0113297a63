/* rules.c — reads the rule pane's texts (data/rules/STYLE.rules; the format is in
 * rules.h) and answers which entry, line and quirk a draw belongs to.  No curses here:
 * the explorer draws what this finds, and the unit tests check the files. */
#include "rules.h"

#include <errno.h>
#include <fnmatch.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../quirks.h"

static int fail(char *err, size_t errlen, const char *name, int line, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static int fail(char *err, size_t errlen, const char *name, int line, const char *fmt, ...)
{
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(err, errlen, "%s:%d: %s", name, line, what);
    return -1;
}

static char *skip_space(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

static void trim_end(char *s)
{
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = 0;
}

/* The next space-separated word of *s (NUL-terminated in place), or NULL at the end. */
static char *word(char **s)
{
    char *p = skip_space(*s);
    if (!*p)
        return NULL;
    char *w = p;
    while (*p && *p != ' ' && *p != '\t')
        p++;
    if (*p)
        *p++ = 0;
    *s = p;
    return w;
}

/* "GLOB", "GLOB=V" or "GLOB=LO..HI" (after the '@'). */
static int parse_mark(char *m, rule_mark *out)
{
    *out = (rule_mark){m, false, 0, 0};
    char *eq = strchr(m, '=');
    if (!*m || eq == m)
        return -1;
    if (!eq)
        return 0;
    *eq = 0;
    char *end;
    errno = 0;
    long lo = strtol(eq + 1, &end, 10), hi = lo;
    if (end == eq + 1 || errno)
        return -1;
    if (end[0] == '.' && end[1] == '.') {
        char *h = end + 2;
        hi = strtol(h, &end, 10);
        if (end == h || errno)
            return -1;
    }
    if (*end || lo > hi || lo < -1000000000L || hi > 1000000000L)
        return -1;
    out->has_value = true;
    out->lo = (int)lo;
    out->hi = (int)hi;
    return 0;
}

/* A "| TEXT @marks" line into l; returns 0 or -1 with the reason in why. */
static int parse_line(char *s, rule_line *l, const char **why)
{
    *l = (rule_line){0};
    char *at = strstr(s, " @");
    if (at) {
        *at = 0;
        char *m = at + 1, *w;
        while ((w = word(&m))) {
            if (w[0] != '@') {
                *why = "after the first @marker only @markers may follow";
                return -1;
            }
            if (l->nmark == RULE_MARKS) {
                *why = "too many @markers on one line";
                return -1;
            }
            if (parse_mark(w + 1, &l->mark[l->nmark]) < 0) {
                *why = "a marker is @SITE-GLOB, @GLOB=V or @GLOB=LO..HI";
                return -1;
            }
            l->nmark++;
        }
    }
    trim_end(s);
    l->text = s;
    return 0;
}

static int check_done(const rule_entry *e, const char *name, char *err, size_t errlen)
{
    if (!e->ncode)
        return fail(err, errlen, name, e->file_line, "the rule has no '|' lines");
    for (int i = 0; i < e->nquirks; i++)
        if (!e->quirks[i].original || !e->quirks[i].fixed)
            return fail(err, errlen, name, e->file_line,
                        "quirk %s needs an 'original' and a 'fixed' line", e->quirks[i].name);
    return 0;
}

static void free_entries(rule_set *rs)
{
    for (int i = 0; i < rs->n; i++)
        free(rs->entries[i].code);
    free(rs->entries);
    free(rs->buf);
    *rs = (rule_set){0};
}

void rules_free(rule_set *rs)
{
    free_entries(rs);
}

int rules_parse(const char *name, const char *text, rule_set *out, char *err, size_t errlen)
{
    *out = (rule_set){0};
    rule_set rs = {0};
    size_t len = strlen(text);
    rs.buf = malloc(len + 1);
    if (!rs.buf)
        return fail(err, errlen, name, 0, "out of memory");
    memcpy(rs.buf, text, len + 1);
    int cap = 0, lineno = 0, rc = 0;
    rule_entry *cur = NULL;
    char *p = rs.buf;
    while (*p && rc == 0) {
        char *s = p, *nl = strchr(p, '\n');
        if (nl) {
            *nl = 0;
            p = nl + 1;
        } else {
            p += strlen(p);
        }
        lineno++;
        trim_end(s);
        char *t = skip_space(s);
        if (!*t || *t == '#')
            continue;
        if (*t == '|') {
            if (!cur) {
                rc = fail(err, errlen, name, lineno, "a '|' line outside a rule (start one with 'rule GLOB')");
                break;
            }
            rule_line l;
            const char *why = NULL;
            char *body = t + 1;
            if (*body == ' ')
                body++;
            if (parse_line(body, &l, &why) < 0) {
                rc = fail(err, errlen, name, lineno, "%s", why);
                break;
            }
            rule_line *nl2 = realloc(cur->code, sizeof *nl2 * (size_t)(cur->ncode + 1));
            if (!nl2) {
                rc = fail(err, errlen, name, lineno, "out of memory");
                break;
            }
            cur->code = nl2;
            cur->code[cur->ncode++] = l;
            continue;
        }
        char *rest = t, *kw = word(&rest);
        rest = skip_space(rest);
        if (strcmp(kw, "rule") == 0) {
            if (cur) {
                rc = fail(err, errlen, name, lineno, "'rule' before the rule of line %d has its 'end'",
                          cur->file_line);
                break;
            }
            if (rs.n == cap) {
                cap = cap ? cap * 2 : 32;
                rule_entry *ne = realloc(rs.entries, sizeof *ne * (size_t)cap);
                if (!ne) {
                    rc = fail(err, errlen, name, lineno, "out of memory");
                    break;
                }
                rs.entries = ne;
            }
            cur = &rs.entries[rs.n++];
            *cur = (rule_entry){0};
            cur->file_line = lineno;
            char *g;
            while ((g = word(&rest))) {
                if (cur->nglobs == RULE_GLOBS) {
                    rc = fail(err, errlen, name, lineno, "more than %d site globs", RULE_GLOBS);
                    break;
                }
                cur->globs[cur->nglobs++] = g;
            }
            if (rc == 0 && !cur->nglobs)
                rc = fail(err, errlen, name, lineno, "'rule' needs the site glob(s) it explains");
        } else if (!cur) {
            rc = fail(err, errlen, name, lineno, "'%s' outside a rule (start one with 'rule GLOB')", kw);
        } else if (strcmp(kw, "title") == 0) {
            if (!*rest)
                rc = fail(err, errlen, name, lineno, "'title' needs its text");
            cur->title = rest;
        } else if (strcmp(kw, "quirk") == 0) {
            char *q = word(&rest), *when = word(&rest);
            rest = skip_space(rest);
            if (!q || !when || strcmp(when, "when") != 0 || !*rest)
                rc = fail(err, errlen, name, lineno, "write 'quirk NAME when WORDS'");
            else if (quirk_find(q) < 0)
                rc = fail(err, errlen, name, lineno, "no quirk is called '%s' (spelgen show --quirk list)", q);
            else if (cur->nquirks == RULE_QUIRKS)
                rc = fail(err, errlen, name, lineno, "more than %d quirks in one rule", RULE_QUIRKS);
            else
                cur->quirks[cur->nquirks++] = (rule_quirk){q, rest, NULL, NULL};
        } else if (strcmp(kw, "original") == 0 || strcmp(kw, "fixed") == 0) {
            if (!cur->nquirks)
                rc = fail(err, errlen, name, lineno, "'%s' before any 'quirk' line", kw);
            else if (!*rest)
                rc = fail(err, errlen, name, lineno, "'%s' needs its text", kw);
            else if (kw[0] == 'o')
                cur->quirks[cur->nquirks - 1].original = rest;
            else
                cur->quirks[cur->nquirks - 1].fixed = rest;
        } else if (strcmp(kw, "end") == 0) {
            rc = check_done(cur, name, err, errlen);
            cur = NULL;
        } else {
            rc = fail(err, errlen, name, lineno,
                      "'%s' is not a rules line (rule, title, |, quirk, original, fixed, end)", kw);
        }
    }
    if (rc == 0 && cur)
        rc = fail(err, errlen, name, lineno, "the file ends inside the rule of line %d (no 'end')",
                  cur->file_line);
    if (rc != 0) {
        free_entries(&rs);
        return -1;
    }
    *out = rs;
    return 0;
}

int rules_load(const char *path, rule_set *out, char *err, size_t errlen)
{
    *out = (rule_set){0};
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    size_t cap = 4096, n = 0;
    char *text = malloc(cap);
    size_t got;
    while (text && (got = fread(text + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n < 2) {
            char *nt = realloc(text, cap * 2);
            if (!nt) {
                free(text);
                text = NULL;
                break;
            }
            text = nt;
            cap *= 2;
        }
    }
    bool bad = ferror(f);
    fclose(f);
    if (!text || bad) {
        free(text);
        snprintf(err, errlen, "%s: cannot read", path);
        return -1;
    }
    text[n] = 0;
    int rc = rules_parse(path, text, out, err, errlen);
    free(text);
    return rc;
}

/* Adds g to names[0..*n) when it names one site in full and is not there yet. */
static void add_name(const char *g, const char **names, int max, int *n)
{
    if (!g || !*g || strpbrk(g, "*?[\\") || *n >= max)
        return;
    for (int i = 0; i < *n; i++)
        if (strcmp(names[i], g) == 0)
            return;
    names[(*n)++] = g;
}

int rules_site_names(const rule_set *rs, const char **names, int max)
{
    int n = 0;
    for (int i = 0; i < rs->n; i++) {
        const rule_entry *e = &rs->entries[i];
        for (int g = 0; g < e->nglobs; g++)
            add_name(e->globs[g], names, max, &n);
        for (int l = 0; l < e->ncode; l++)
            for (int m = 0; m < e->code[l].nmark; m++)
                add_name(e->code[l].mark[m].glob, names, max, &n);
    }
    return n;
}

const rule_entry *rules_find(const rule_set *rs, const char *site)
{
    for (int i = 0; i < rs->n; i++)
        for (int g = 0; g < rs->entries[i].nglobs; g++)
            if (fnmatch(rs->entries[i].globs[g], site, 0) == 0)
                return &rs->entries[i];
    return NULL;
}

rule_line_state rules_line_state(const rule_line *l, const char *site, int value)
{
    rule_line_state st = RULE_LINE_OTHER;
    for (int i = 0; i < l->nmark; i++) {
        const rule_mark *m = &l->mark[i];
        if (fnmatch(m->glob, site, 0) != 0)
            continue;
        if (!m->has_value)
            return RULE_LINE_DRAW;
        if (value >= m->lo && value <= m->hi)
            st = RULE_LINE_TAKEN;
        else if (st == RULE_LINE_OTHER)
            st = RULE_LINE_NOT_TAKEN;
    }
    return st;
}

const rule_quirk *rules_quirk_of(const rule_entry *e, const char *decided)
{
    if (!e)
        return NULL;
    if (!decided)
        decided = "";
    for (int i = 0; i < e->nquirks; i++)
        if (strcmp(e->quirks[i].when, "*") == 0 || strstr(decided, e->quirks[i].when))
            return &e->quirks[i];
    return NULL;
}
