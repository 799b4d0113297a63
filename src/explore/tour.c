/* tour.c — reading a tour file, placing its stops on a level's trace, and searching for a
 * level where every stop occurs (see tour.h for the format). */
#include "tour.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "breakpoint.h"

static int fail(char *err, size_t errlen, const char *name, int line, const char *what)
{
    snprintf(err, errlen, "%s:%d: %s", name, line, what);
    return -1;
}

/* Drops trailing blanks (and the newline) in place. */
static void trim_end(char *s)
{
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' ' || s[n - 1] == '\t'))
        s[--n] = 0;
}

int tour_parse(const char *name, const char *text, const spg_style_impl *style, tour *out,
               char *err, size_t errlen)
{
    /* the style's levels, in its word (a tunnel floor is a stage) */
    int max_level = style ? style->max_level : spg_style_max_level();
    const char *word = style ? style->level_word : "level";
    memset(out, 0, sizeof *out);
    out->level_lo = out->level_hi = 1;
    out->seeds = 200;
    /* the buffer holds the lines (cut in place) and each stop's joined text after them */
    size_t len = strlen(text);
    out->buf = malloc(2 * len + 2);
    if (!out->buf)
        return fail(err, errlen, name, 0, "out of memory");
    memcpy(out->buf, text, len + 1);
    char *joined = out->buf + len + 1, *jend = joined;
    *joined = 0;
    char *p = out->buf;
    int line = 0;
    tour_stop *cur = NULL;
    char msg[400];
    while (*p) {
        char *l = p;
        char *nl = strchr(p, '\n');
        p = nl ? nl + 1 : p + strlen(p);
        if (nl)
            *nl = 0;
        line++;
        trim_end(l);
        if (l[0] == '#' || l[0] == 0)
            continue;
        if (l[0] == ' ' || l[0] == '\t') {
            while (*l == ' ' || *l == '\t')
                l++;
            if (!cur) {
                tour_free(out);
                return fail(err, errlen, name, line, "text before the first 'stop'");
            }
            /* appended to the stop's text, after a space */
            if (!cur->text) {
                cur->text = jend;
            } else {
                jend[-1] = ' ';
            }
            size_t n = strlen(l);
            memcpy(jend, l, n + 1);
            jend += n + 1;
            continue;
        }
        char *arg = strchr(l, ' ');
        if (arg) {
            *arg++ = 0;
            while (*arg == ' ')
                arg++;
        }
        if (strcmp(l, "stop") == 0) {
            if (!arg || !*arg) {
                tour_free(out);
                return fail(err, errlen, name, line, "'stop' needs a title");
            }
            if (cur && (!cur->at || !cur->text)) {
                snprintf(msg, sizeof msg, "stop '%s' (line %d) has no %s", cur->title, cur->line,
                         !cur->at ? "'at'" : "text (indented lines)");
                tour_free(out);
                return fail(err, errlen, name, line, msg);
            }
            if (out->n == TOUR_MAX_STOPS) {
                snprintf(msg, sizeof msg, "more than %d stops", TOUR_MAX_STOPS);
                tour_free(out);
                return fail(err, errlen, name, line, msg);
            }
            cur = &out->stop[out->n++];
            cur->title = arg;
            cur->line = line;
        } else if (strcmp(l, "at") == 0) {
            if (!cur || cur->at || !arg || !*arg) {
                const char *what = !cur      ? "'at' before the first 'stop'"
                                   : cur->at ? "a second 'at' for one stop"
                                             : "'at' needs a spec, as ':break' takes it, or 'end'";
                tour_free(out);
                return fail(err, errlen, name, line, what);
            }
            if (strcmp(arg, "end") != 0) {
                bp_spec s;
                char why[300];
                if (bp_spec_parse(arg, NULL, &s, why, sizeof why) != 0) {
                    snprintf(msg, sizeof msg, "'at %s': %s", arg, why);
                    tour_free(out);
                    return fail(err, errlen, name, line, msg);
                }
                bp_spec_free(&s);
            }
            cur->at = arg;
        } else if (strcmp(l, "levels") == 0 && !cur) {
            int lo, hi;
            char extra;
            int k = arg ? sscanf(arg, "%d-%d%c", &lo, &hi, &extra) : 0;
            if (k == 1)
                hi = lo;
            if ((k != 1 && k != 2) || lo < 1 || hi < lo || hi > max_level) {
                snprintf(msg, sizeof msg, "'levels' needs N or N-M within 1-%d, the %s style's %ss",
                         max_level, style ? style->name : "any", word);
                tour_free(out);
                return fail(err, errlen, name, line, msg);
            }
            out->level_lo = lo;
            out->level_hi = hi;
        } else if (strcmp(l, "seeds") == 0 && !cur) {
            char *end = NULL;
            unsigned long v = arg ? strtoul(arg, &end, 10) : 0;
            if (!arg || end == arg || *end || v < 1 || v > 100000) {
                tour_free(out);
                return fail(err, errlen, name, line, "'seeds' needs a number 1-100000");
            }
            out->seeds = (uint32_t)v;
        } else {
            snprintf(msg, sizeof msg, "'%s' is not a tour directive (levels, seeds, stop, at, "
                     "or indented text)%s", l, cur && (!strcmp(l, "levels") || !strcmp(l, "seeds"))
                                                  ? "; levels and seeds come before the stops" : "");
            tour_free(out);
            return fail(err, errlen, name, line, msg);
        }
    }
    if (cur && (!cur->at || !cur->text)) {
        snprintf(msg, sizeof msg, "stop '%s' (line %d) has no %s", cur->title, cur->line,
                 !cur->at ? "'at'" : "text (indented lines)");
        tour_free(out);
        return fail(err, errlen, name, line, msg);
    }
    if (out->n == 0) {
        tour_free(out);
        return fail(err, errlen, name, line, "no stops");
    }
    return 0;
}

int tour_load(const char *path, const spg_style_impl *style, tour *out, char *err,
              size_t errlen)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    char *text = NULL;
    size_t len = 0, cap = 0;
    char chunk[4096];
    size_t k;
    while ((k = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (len + k + 1 > cap) {
            cap = (len + k + 1) * 2;
            char *t = realloc(text, cap);
            if (!t) {
                free(text);
                fclose(f);
                snprintf(err, errlen, "%s: out of memory", path);
                return -1;
            }
            text = t;
        }
        memcpy(text + len, chunk, k);
        len += k;
    }
    fclose(f);
    if (!text)
        text = calloc(1, 1);
    if (!text) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    text[len] = 0;
    if (memchr(text, 0, len)) {
        free(text);
        snprintf(err, errlen, "%s: a NUL byte: not a text file", path);
        return -1;
    }
    int rc = tour_parse(path, text, style, out, err, errlen);
    free(text);
    return rc;
}

void tour_free(tour *t)
{
    free(t->buf);
    memset(t, 0, sizeof *t);
}

int tour_place(const tour *t, const spg_result *res, uint32_t *draws, char *err, size_t errlen)
{
    uint32_t at = 0, last = (uint32_t)res->trace.ndraws;
    for (int i = 0; i < t->n; i++) {
        const tour_stop *s = &t->stop[i];
        uint32_t d = 0;
        if (strcmp(s->at, "end") == 0) {
            d = last > at ? last : 0;
        } else {
            bp_spec spec;
            char why[300];
            if (bp_spec_parse(s->at, res, &spec, why, sizeof why) != 0) {
                snprintf(err, errlen, "stop %d (%s): %s", i + 1, s->title, why);
                return -1;
            }
            d = bp_spec_find(&spec, res, at, 1);
            bp_spec_free(&spec);
        }
        if (!d) {
            snprintf(err, errlen, "stop %d (%s) does not occur here after draw #%u: no draw of "
                     "'%s'", i + 1, s->title, at, s->at);
            return -1;
        }
        draws[i] = d;
        at = d;
    }
    return 0;
}

int tour_search(const tour *t, const spg_data *data, const spg_request *base,
                spg_request *found, spg_result *res, uint32_t *draws, char *err,
                size_t errlen)
{
    spg_request rq = *base;
    rq.from_state = false;
    rq.trace = true;
    rq.force = NULL;
    rq.nforce = 0;
    char why[400] = "";
    for (uint32_t k = 0; k < t->seeds; k++) {
        rq.seed = base->seed + k;
        for (int lv = t->level_lo; lv <= t->level_hi; lv++) {
            rq.level = lv;
            char gerr[300];
            if (spg_generate(&rq, data, res, gerr, sizeof gerr) != 0) {
                snprintf(err, errlen, "%s", gerr);
                return -1;
            }
            if (tour_place(t, res, draws, why, sizeof why) == 0) {
                *found = rq;
                return 0;
            }
        }
    }
    if (t->level_lo == t->level_hi)
        snprintf(err, errlen, "no level %d of seeds %u-%u has every stop of the tour (the last "
                 "tried: %s)", t->level_lo, base->seed, base->seed + t->seeds - 1, why);
    else
        snprintf(err, errlen, "no level %d-%d of seeds %u-%u has every stop of the tour (the "
                 "last tried: %s)", t->level_lo, t->level_hi, base->seed,
                 base->seed + t->seeds - 1, why);
    return -1;
}
