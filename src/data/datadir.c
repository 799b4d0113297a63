/* datadir.c — finds the data directory: --data, $SPELGEN_DATA, beside the program, the
 * compiled-in one.  Loading what is in it is the registry's (gen.c): this file knows no
 * style. */
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "datadir.h"

#ifndef SPG_DATADIR
#define SPG_DATADIR "/usr/local/share/spelgen"
#endif

static bool has_data(const char *dir)
{
    char p[PATH_MAX + 64];
    struct stat st;
    if (strlen(dir) > PATH_MAX)
        return false;
    snprintf(p, sizeof p, "%s/classic/mines.rooms", dir);
    return stat(p, &st) == 0;
}

/* Copies a path that fits, else fails: a truncated path would name another file. */
static int copy_path(char *dst, size_t len, const char *src)
{
    size_t n = strlen(src);
    if (n >= len)
        return -1;
    memcpy(dst, src, n + 1);
    return 0;
}

/* Where the running program lives, so an unpacked or in-tree build finds its data. */
static bool exe_dir(char *buf, size_t len)
{
    ssize_t n = readlink("/proc/self/exe", buf, len - 1);
    if (n <= 0)
        return false;
    buf[n] = 0;
    char *slash = strrchr(buf, '/');
    if (!slash)
        return false;
    *slash = 0;
    return true;
}

/* The reason an import records for holding no room data (SPG_NO_NATIVE_FILE) into
 * err; false when there is none. */
static bool no_native(const char *dir, char *err, size_t errlen)
{
    char p[PATH_MAX + 64], why[512];
    if (strlen(dir) > PATH_MAX)
        return false;
    snprintf(p, sizeof p, "%s/%s", dir, SPG_NO_NATIVE_FILE);
    FILE *f = fopen(p, "r");
    if (!f)
        return false;
    if (!fgets(why, sizeof why, f))
        why[0] = '\0';
    fclose(f);
    why[strcspn(why, "\r\n")] = '\0';
    snprintf(err, errlen, "%s: the native port cannot build this import's levels (%s); "
             "--scripts runs the project's own scripts", dir, why);
    return true;
}

static int find_dir(const char *dir, char *out, size_t len, char *err, size_t errlen)
{
    if (dir) {
        if (!has_data(dir)) {
            if (!no_native(dir, err, errlen))
                snprintf(err, errlen, "%s: not a spelgen data directory (no classic/mines.rooms in it)", dir);
            return -1;
        }
        return copy_path(out, len, dir);
    }
    const char *env = getenv("SPELGEN_DATA");
    if (env && *env) {
        if (!has_data(env)) {
            if (!no_native(env, err, errlen))
                snprintf(err, errlen, "SPELGEN_DATA=%s: not a spelgen data directory (no classic/mines.rooms in it)", env);
            return -1;
        }
        return copy_path(out, len, env);
    }
    char exe[PATH_MAX];
    if (exe_dir(exe, sizeof exe)) {
        const char *rel[] = {"/data", "/../data", "/../share/spelgen"};
        for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
            char cand[PATH_MAX + 32];
            snprintf(cand, sizeof cand, "%s%s", exe, rel[i]);
            if (has_data(cand))
                return copy_path(out, len, cand);
        }
    }
    if (has_data(SPG_DATADIR))
        return copy_path(out, len, SPG_DATADIR);
    snprintf(err, errlen, "cannot find spelgen's data directory (tried beside the program and %s); "
             "give one with --data DIR or SPELGEN_DATA", SPG_DATADIR);
    return -1;
}

int spg_data_find(const char *dir, char *out, size_t len, char *err, size_t errlen)
{
    return find_dir(dir, out, len, err, errlen);
}

int spg_original_dir(char *buf, size_t len)
{
    const char *xdg = getenv("XDG_DATA_HOME");
    if (xdg && xdg[0] == '/') /* the spec: a relative value is to be ignored */
        return snprintf(buf, len, "%s/spelgen/original", xdg) < (int)len ? 0 : -1;
    const char *home = getenv("HOME");
    if (home && home[0])
        return snprintf(buf, len, "%s/.local/share/spelgen/original", home) < (int)len ? 0 : -1;
    return -1;
}
