/* sitesource.c — the lines of a site's file that draw from it (see sitesource.h). */
#include "sitesource.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether line holds ident as a whole word (not S_WALK inside S_WALK_MIDDLE). */
static bool names(const char *line, const char *ident)
{
    size_t n = strlen(ident);
    for (const char *p = strstr(line, ident); p; p = strstr(p + 1, ident)) {
        bool before = p == line || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
        bool after = !(isalnum((unsigned char)p[n]) || p[n] == '_');
        if (before && after)
            return true;
    }
    return false;
}

int site_calls_find(const char *root, const char *source, site_calls *out)
{
    memset(out, 0, sizeof *out);
    const char *colon = source ? strrchr(source, ':') : NULL;
    if (!colon || colon == source || (size_t)(colon - source) >= sizeof out->file)
        return -1;
    memcpy(out->file, source, (size_t)(colon - source));
    out->file[colon - source] = 0;
    out->declared = atoi(colon + 1);
    if (out->declared <= 0)
        return -1;
    char path[4500];
    snprintf(path, sizeof path, "%s/%s", root && *root ? root : ".", out->file);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[1024];
    int no = 0;
    /* first the declaration: "static const spg_site S_WALK_MIDDLE = SPG_SITE(...)" */
    while (fgets(line, sizeof line, f)) {
        if (++no != out->declared)
            continue;
        char *eq = strstr(line, "= SPG_SITE");
        if (!eq)
            eq = strchr(line, '=');
        if (!eq)
            break;
        char *end = eq;
        while (end > line && end[-1] == ' ')
            end--;
        char *start = end;
        while (start > line && (isalnum((unsigned char)start[-1]) || start[-1] == '_'))
            start--;
        if (end > start && (size_t)(end - start) < sizeof out->ident) {
            memcpy(out->ident, start, (size_t)(end - start));
            out->ident[end - start] = 0;
        }
        break;
    }
    if (!out->ident[0]) {
        fclose(f);
        return -1;
    }
    /* then every other line naming it: its draws */
    rewind(f);
    no = 0;
    while (fgets(line, sizeof line, f)) {
        no++;
        if (no == out->declared || !names(line, out->ident))
            continue;
        if (out->n < SITE_MAX_CALLS)
            out->line[out->n++] = no;
        else
            out->more++;
    }
    fclose(f);
    return 0;
}
