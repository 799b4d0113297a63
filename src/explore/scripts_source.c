/* scripts_source.c — a draw's script text (scripts_source.h). */
#include "scripts_source.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int scripts_source_where(const char *dir, const char *site, char *path, size_t pathlen,
                         int *line)
{
    const char *last = strrchr(site, ':');
    if (!last || last == site || last[1] < '1' || last[1] > '9')
        return -1;
    char *end;
    long n = strtol(last + 1, &end, 10);
    if (*end || n < 1 || n > 1000000)
        return -1;
    const char *first = strchr(site, ':');
    int len = (int)(first - site);
    if (first == last) /* a script: SCRIPT:LINE */
        snprintf(path, pathlen, "%s/scripts/%.*s.gml", dir, len, site);
    else /* an object's event: OBJECT:EVENT:LINE */
        snprintf(path, pathlen, "%s/project/objects/%.*s/%.*s.gml", dir, len, site,
                 (int)(last - first - 1), first + 1);
    *line = (int)n;
    return 0;
}

void scripts_file_free(scripts_file *f)
{
    free(f->text);
    free(f->line);
    memset(f, 0, sizeof *f);
}

int scripts_file_load(scripts_file *f, const char *path)
{
    if (f->path[0] && strcmp(f->path, path) == 0)
        return f->err ? -1 : 0;
    scripts_file_free(f);
    snprintf(f->path, sizeof f->path, "%s", path);
    FILE *in = fopen(path, "rb");
    if (!in) {
        f->err = errno;
        return -1;
    }
    size_t cap = 4096, n = 0;
    char *t = malloc(cap + 1);
    size_t got;
    while (t && (got = fread(t + n, 1, cap - n, in)) > 0) {
        n += got;
        if (n == cap) {
            char *m = realloc(t, cap * 2 + 1);
            if (!m) {
                free(t);
                t = NULL;
                break;
            }
            t = m;
            cap *= 2;
        }
    }
    fclose(in);
    if (!t) {
        f->err = ENOMEM;
        return -1;
    }
    t[n] = 0;
    int lines = 1;
    for (size_t i = 0; i < n; i++)
        lines += t[i] == '\n';
    f->line = malloc((size_t)lines * sizeof *f->line);
    if (!f->line) {
        free(t);
        f->err = ENOMEM;
        return -1;
    }
    f->text = t;
    f->nlines = 0;
    char *p = t;
    while (*p || f->nlines == 0) {
        f->line[f->nlines++] = p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        *nl = 0;
        if (nl > p && nl[-1] == '\r') /* CR LF, as GameMaker writes it */
            nl[-1] = 0;
        p = nl + 1;
    }
    return 0;
}
