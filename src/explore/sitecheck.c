/* sitecheck.c — a breakpoint's site glob against the sites its style draws: those its
 * rules file names and those its data words. */
#include "sitecheck.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define SITECHECK_MAX 1024 /* data-worded site names of one style kept (classic: ~40) */

int site_distance(const char *a, const char *b, int cap)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 64 || lb > 64)
        return la == lb && strcmp(a, b) == 0 ? 0 : cap + 1;
    if ((la > lb ? la - lb : lb - la) > (size_t)cap)
        return cap + 1;
    int row[65], prev[65];
    for (size_t j = 0; j <= lb; j++)
        prev[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        row[0] = (int)i;
        int best = row[0];
        for (size_t j = 1; j <= lb; j++) {
            int sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
            int del = prev[j] + 1, ins = row[j - 1] + 1;
            row[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
            if (row[j] < best)
                best = row[j];
        }
        if (best > cap) /* every path through this row is already too far */
            return cap + 1;
        memcpy(prev, row, sizeof(int) * (lb + 1));
    }
    return prev[lb] > cap ? cap + 1 : prev[lb];
}

/* The part of a site name before its first dot ("path" of "path.walk.middle"). */
static size_t family_len(const char *name)
{
    const char *dot = strchr(name, '.');
    return dot ? (size_t)(dot - name) : strlen(name);
}

/* Appends to buf (at most len; a cut leaves it NUL-terminated) with printf's format. */
__attribute__((format(printf, 4, 5))) static void add(char *buf, size_t len, size_t *n,
                                                      const char *fmt, ...)
{
    if (*n + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf + *n, len - *n, fmt, ap);
    va_end(ap);
    if (k > 0)
        *n += (size_t)k < len - *n ? (size_t)k : len - *n - 1;
}

int site_names(const rule_set *rs, const spg_data *d, spg_style style, const char **names,
               int max)
{
    int n = rules_site_names(rs, names, max);
    const char *data[SITECHECK_MAX];
    int nd = spg_data_site_names(d, style, data, SITECHECK_MAX);
    for (int i = 0; i < nd && n < max; i++) {
        bool seen = false;
        for (int j = 0; j < n && !seen; j++)
            seen = strcmp(names[j], data[i]) == 0;
        if (!seen)
            names[n++] = data[i];
    }
    return n;
}

int site_check(const bp_spec *s, const char *const *names, int all, const char *style, char *msg,
               size_t len)
{
    return site_check_as(s, names, all, style, ":break", msg, len);
}

int site_rules_load(const spg_data *d, const char *style, rule_set *rs, char *err, size_t len)
{
    char path[4200], own[4096], why[600];
    FILE *f = NULL;
    if (d && d->dir[0]) {
        snprintf(path, sizeof path, "%s/rules/%s.rules", d->dir, style);
        f = fopen(path, "r");
    }
    if (!f && spg_data_find(NULL, own, sizeof own, why, sizeof why) == 0) {
        snprintf(path, sizeof path, "%s/rules/%s.rules", own, style);
        f = fopen(path, "r");
    }
    if (!f) {
        snprintf(err, len, "no rules/%s.rules in the data", style);
        return 1;
    }
    fclose(f);
    return rules_load(path, rs, err, len) == 0 ? 0 : -1;
}

int site_check_as(const bp_spec *s, const char *const *names, int all, const char *style,
                  const char *brk, char *msg, size_t len)
{
    if (len)
        msg[0] = 0;
    int taken = 0;
    for (int i = 0; i < all; i++)
        taken += bp_site_matches(s, names[i]);
    if (taken || !s->site[0])
        return taken;
    const char *glob = s->site;
    size_t n = 0;
    add(msg, len, &n, "no site of the %s style matches '%s'", style, glob);
    /* a typo of a name: the nearest one, one or two edits away (at most a third of it) */
    bool wild = strpbrk(glob, "*?[") != NULL;
    int best = 3, at = -1;
    for (int i = 0; i < all && !wild; i++) {
        int d = site_distance(glob, names[i], 2);
        if (d < best && d * 3 <= (int)strlen(glob)) {
            best = d;
            at = i;
        }
    }
    if (at >= 0) {
        add(msg, len, &n, ": did you mean %s?", names[at]);
        return 0;
    }
    /* a family the style has ("path" of "path.nosuch"): its sites */
    size_t fl = family_len(glob);
    int infam = 0;
    for (int i = 0; i < all; i++)
        infam += family_len(names[i]) == fl && strncmp(names[i], glob, fl) == 0;
    bool fam_wild = strcspn(glob, "*?[") < fl;
    if (infam && !fam_wild) {
        add(msg, len, &n, "; %.*s's sites:", (int)fl, glob);
        int shown = 0;
        for (int i = 0; i < all && shown < 4; i++)
            if (family_len(names[i]) == fl && strncmp(names[i], glob, fl) == 0)
                add(msg, len, &n, "%s %s", shown++ ? "," : "", names[i]);
        if (infam > shown)
            add(msg, len, &n, " and %d more", infam - shown);
        add(msg, len, &n, " ('%s %.*s.*' stops at them all)", brk, (int)fl, glob);
        return 0;
    }
    /* else the families, and a glob that takes one */
    add(msg, len, &n, "; its sites' families:");
    int fams = 0;
    const char *first = NULL;
    for (int i = 0; i < all; i++) {
        size_t l = family_len(names[i]);
        bool seen = false;
        for (int j = 0; j < i && !seen; j++)
            seen = family_len(names[j]) == l && strncmp(names[j], names[i], l) == 0;
        if (seen)
            continue;
        if (!first)
            first = names[i];
        add(msg, len, &n, "%s %.*s", fams++ ? "," : "", (int)l, names[i]);
    }
    if (first)
        add(msg, len, &n, " ('%s %.*s.*' stops at every %.*s draw)", brk, (int)family_len(first),
            first, (int)family_len(first), first);
    return 0;
}
