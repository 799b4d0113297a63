/* outdir.c — a directory written whole or not at all (outdir.h). */
#define _XOPEN_SOURCE 700 /* nftw */
#include "outdir.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)ftw;
    return flag == FTW_DP ? rmdir(path) : unlink(path);
}

/* Removes a tree without following symbolic links out of it. */
static int remove_tree(const char *path)
{
    return nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* mkdir -p for the folders of `path` (not its last component). */
static int make_folders(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        int rc = mkdir(path, 0755);
        *p = '/';
        if (rc != 0 && errno != EEXIST)
            return -1;
    }
    return 0;
}

static bool is_empty_dir(const char *path)
{
    DIR *dir = opendir(path);
    if (!dir)
        return false;
    struct dirent *e;
    bool empty = true;
    while ((e = readdir(dir)))
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            empty = false;
            break;
        }
    closedir(dir);
    return empty;
}

/* Whether `target` may be replaced: absent, empty, or holding the marker. */
static int check_target(const outdir *d, char *err, size_t errlen)
{
    struct stat st;
    if (lstat(d->target, &st) != 0)
        return 0;
    if (!S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "%s: exists and is not a directory", d->target);
        return -1;
    }
    char m[4200];
    snprintf(m, sizeof m, "%s/%s", d->target, d->marker);
    if (is_empty_dir(d->target) || access(m, F_OK) == 0)
        return 0;
    snprintf(err, errlen, "%s: exists and was not written by spelgen import (no %s in it); "
             "remove it or choose another directory", d->target, d->marker);
    return -1;
}

int outdir_begin(outdir *d, const char *target, const char *marker, int make_parents,
                 char *err, size_t errlen)
{
    memset(d, 0, sizeof *d);
    size_t n = strlen(target);
    while (n > 1 && target[n - 1] == '/')
        n--; /* "out/" is "out" */
    if (n == 0 || n + 16 >= sizeof d->target) {
        snprintf(err, errlen, "%s: not a usable directory name", target);
        return -1;
    }
    memcpy(d->target, target, n);
    d->target[n] = 0;
    d->marker = marker;
    if (check_target(d, err, errlen) != 0)
        return -1;
    snprintf(d->tmp, sizeof d->tmp, "%s.tmp-XXXXXX", d->target);
    if (make_parents && make_folders(d->tmp) != 0) {
        snprintf(err, errlen, "%s: cannot create its parent directories: %s", d->target,
                 strerror(errno));
        return -1;
    }
    if (!mkdtemp(d->tmp)) {
        snprintf(err, errlen, "%s: cannot create a directory beside it: %s", d->target,
                 strerror(errno));
        d->tmp[0] = 0;
        return -1;
    }
    chmod(d->tmp, 0755); /* mkdtemp makes it 0700; the result is an ordinary directory */
    return 0;
}

FILE *outdir_open(outdir *d, const char *relpath, char *err, size_t errlen)
{
    char path[8400];
    int len = snprintf(path, sizeof path, "%s/%s", d->tmp, relpath);
    if (len < 0 || (size_t)len >= sizeof path) {
        snprintf(err, errlen, "%s: the path is too long", relpath);
        return NULL;
    }
    if (make_folders(path) != 0) {
        snprintf(err, errlen, "%s: cannot create its folder: %s", relpath, strerror(errno));
        return NULL;
    }
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0) {
        snprintf(err, errlen, "%s: %s", relpath,
                 errno == EEXIST ? "written twice (two resources of one name?)"
                                 : strerror(errno));
        return NULL;
    }
    FILE *f = fdopen(fd, "w");
    if (!f) {
        close(fd);
        snprintf(err, errlen, "%s: %s", relpath, strerror(errno));
    }
    return f;
}

int outdir_close(FILE *f, const char *relpath, char *err, size_t errlen)
{
    bool bad = ferror(f);
    if (fclose(f) != 0 || bad) {
        snprintf(err, errlen, "%s: cannot write: %s", relpath, strerror(errno));
        return -1;
    }
    return 0;
}

int outdir_commit(outdir *d, char *err, size_t errlen)
{
    /* checked again: the target may have appeared while we wrote */
    if (check_target(d, err, errlen) != 0) {
        outdir_abort(d);
        return -1;
    }
    char old[4200] = "";
    struct stat st;
    if (lstat(d->target, &st) == 0) {
        /* a fresh name to move it to: made as a directory, then replaced by it */
        snprintf(old, sizeof old, "%s.old-XXXXXX", d->target);
        bool made = mkdtemp(old) != NULL;
        if (!made || rmdir(old) != 0 || rename(d->target, old) != 0) {
            snprintf(err, errlen, "%s: cannot move the old directory aside: %s", d->target,
                     strerror(errno));
            outdir_abort(d);
            return -1;
        }
    }
    if (rename(d->tmp, d->target) != 0) {
        snprintf(err, errlen, "%s: cannot put the new directory in place: %s", d->target,
                 strerror(errno));
        if (old[0])
            rename(old, d->target);
        outdir_abort(d);
        return -1;
    }
    d->tmp[0] = 0;
    if (old[0])
        remove_tree(old);
    return 0;
}

void outdir_abort(outdir *d)
{
    if (d->tmp[0])
        remove_tree(d->tmp);
    d->tmp[0] = 0;
}
