/* gmk_rooms.c — an import's room data (gmk_rooms.h). */
#include "gmk_rooms.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "roomscript.h"

static const gmk_script *find_script(const gmk_project *p, const char *name)
{
    for (int i = 0; i < p->nscripts; i++)
        if (p->scripts[i].name && strcmp(p->scripts[i].name, name) == 0)
            return &p->scripts[i];
    return NULL;
}

static int copy_file(const char *from, outdir *d, const char *rel, char *err, size_t errlen)
{
    FILE *in = fopen(from, "rb");
    if (!in) {
        snprintf(err, errlen, "%s: cannot open spelgen's own data file", from);
        return -1;
    }
    FILE *out = outdir_open(d, rel, err, errlen);
    if (!out) {
        fclose(in);
        return -1;
    }
    char buf[8192];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        fwrite(buf, 1, n, out);
    int bad = ferror(in);
    fclose(in);
    if (bad) {
        fclose(out);
        snprintf(err, errlen, "%s: cannot read", from);
        return -1;
    }
    return outdir_close(out, rel, err, errlen);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Copies every regular file of own_data/SUB except `skip`, in name order, listing each. */
static int copy_dir(const char *own_data, const char *sub, const char *skip, outdir *d,
                    FILE *list, char *err, size_t errlen)
{
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s/%s", own_data, sub);
    DIR *dp = opendir(dir);
    if (!dp) {
        snprintf(err, errlen, "%s: cannot read spelgen's own data", dir);
        return -1;
    }
    char *names[64];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(dp)) != NULL && n < 64) {
        char path[PATH_MAX + 256];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (e->d_name[0] == '.' || (skip && strcmp(e->d_name, skip) == 0) ||
            stat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        names[n++] = strdup(e->d_name);
    }
    closedir(dp);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    int rc = 0;
    for (int i = 0; i < n; i++) {
        char from[PATH_MAX + 256], rel[512];
        snprintf(from, sizeof from, "%s/%s", dir, names[i]);
        snprintf(rel, sizeof rel, "%s/%s", sub, names[i]);
        if (rc == 0 && (rc = copy_file(from, d, rel, err, errlen)) == 0)
            fprintf(list, "%s spelgen\n", rel);
        free(names[i]);
    }
    return rc;
}

int gmk_export_rooms(const gmk_project *p, outdir *d, const char *own_data, const char *source,
                     int *wrote, char *err, size_t errlen)
{
    *wrote = 0;
    const gmk_script *mines = find_script(p, "scrRoomGen");
    if (!mines)
        return 0;
    char *text;
    if (roomscript_mines(mines->name, mines->code ? mines->code : "", source, &text, err,
                         errlen) != 0)
        return -1;
    FILE *f = outdir_open(d, "classic/mines.rooms", err, errlen);
    if (!f) {
        free(text);
        return -1;
    }
    fputs(text, f);
    free(text);
    if (outdir_close(f, "classic/mines.rooms", err, errlen) != 0)
        return -1;
    FILE *list = outdir_open(d, "rooms.txt", err, errlen);
    if (!list)
        return -1;
    fputs("# where each data file of this import came from: the original's room script, or\n"
          "# spelgen's own data (an area whose room script spelgen does not read yet)\n"
          "classic/mines.rooms original scrRoomGen\n", list);
    int rc = copy_dir(own_data, "classic", "mines.rooms", d, list, err, errlen);
    if (rc == 0)
        rc = copy_dir(own_data, "fools", NULL, d, list, err, errlen);
    if (rc == 0)
        rc = copy_dir(own_data, "tunnel", NULL, d, list, err, errlen);
    if (outdir_close(list, "rooms.txt", err, errlen) != 0 && rc == 0)
        rc = -1;
    if (rc == 0)
        *wrote = 1;
    return rc;
}
