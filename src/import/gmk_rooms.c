/* gmk_rooms.c — an import's room data (gmk_rooms.h). */
#include "gmk_rooms.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../gen.h"
#include "gmk.h"
#include "gmk_hall.h"
#include "gmk_objfacts.h"
#include "itemscript.h"
#include "roomscript_mines.h"
#include "roomscript_ice.h"
#include "roomscript_jungle.h"
#include "roomscript_olmec.h"
#include "roomscript_temple.h"
#include "shopscript.h"

/* Which script becomes which file (indexed as gmk_room_texts), and its reader; a file
 * read from two scripts (the Ice Caves': the level's and the Yeti lair's) names the second
 * and has read2, and is read only when the project has both; a file read from a room of
 * the project (read_room) names the room. */
static const struct {
    const char *script, *file, *name; /* file: under the data directory; name: in classic/ */
    int (*read)(const char *name, const char *code, const char *source, char **out,
                char *err, size_t errlen);
    const char *script2;
    int (*read2)(const char *name, const char *code, const char *name2, const char *code2,
                 const char *source, char **out, char *err, size_t errlen);
    int (*read_room)(const gmk_project *p, const char *source, char **out, char *err,
                     size_t errlen);
} readers[GMK_ROOMS_N] = {
    [GMK_ROOMS_MINES] = {"scrRoomGen", "classic/mines.rooms", "mines.rooms", roomscript_mines,
                         NULL, NULL, NULL},
    [GMK_ROOMS_TEMPLE] = {"scrRoomGen4", "classic/temple.rooms", "temple.rooms",
                          roomscript_temple, NULL, NULL, NULL},
    [GMK_ROOMS_ICE] = {"scrRoomGen3", "classic/ice.rooms", "ice.rooms", NULL, "scrRoomGenYeti",
                       roomscript_ice, NULL},
    [GMK_ROOMS_JUNGLE] = {"scrRoomGen2", "classic/jungle.rooms", "jungle.rooms", NULL,
                          "scrRoomGenMarket", roomscript_jungle, NULL},
    [GMK_ROOMS_OLMEC] = {"scrRoomGen5", "classic/olmec.rooms", "olmec.rooms", roomscript_olmec,
                         NULL, NULL, NULL},
    [GMK_ROOMS_OLMEC_HALL] = {GMK_HALL_ROOM, "classic/olmec.hall", "olmec.hall", NULL, NULL,
                              NULL, gmk_hall_read},
};

static int has_room(const gmk_project *p, const char *name)
{
    for (int i = 0; i < p->nrooms; i++)
        if (p->rooms[i].name && strcmp(p->rooms[i].name, name) == 0)
            return 1;
    return 0;
}

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

/* Copies every regular file of own_data/SUB except those `skip` says, in name order,
 * listing each. */
static int copy_dir(const char *own_data, const char *sub, const gmk_room_texts *skip,
                    outdir *d, FILE *list, char *err, size_t errlen)
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
        int read = 0;
        for (int k = 0; skip && k < GMK_ROOMS_N; k++)
            read |= skip->text[k] && strcmp(e->d_name, readers[k].name) == 0;
        read |= skip && skip->objfacts && strcmp(e->d_name, "objects.facts") == 0;
        read |= skip && skip->items && strcmp(e->d_name, "items.facts") == 0;
        read |= skip && skip->shops && strcmp(e->d_name, "shops.facts") == 0;
        if (e->d_name[0] == '.' || read || stat(path, &st) != 0 || !S_ISREG(st.st_mode))
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

int gmk_rooms_read(const gmk_project *p, const char *file, gmk_room_texts *out, char *err,
                   size_t errlen)
{
    memset(out, 0, sizeof *out);
    /* messages name the file as given; what is written names only its base name, so an
     * import's data files do not depend on where the copy lies */
    const char *source = gmk_base_name(file);
    if (!find_script(p, readers[GMK_ROOMS_MINES].script))
        return 0; /* not the game's */
    for (int k = 0; k < GMK_ROOMS_N; k++) {
        if (readers[k].read_room) {
            /* Olmec's Lair's rooms stand at its hall's markers: the two come together */
            if (!has_room(p, readers[k].script) && !out->text[GMK_ROOMS_OLMEC])
                continue;
            if (readers[k].read_room(p, file, &out->text[k], err, errlen) != 0) {
                gmk_rooms_free(out);
                return -1;
            }
            continue;
        }
        const gmk_script *s = find_script(p, readers[k].script);
        const gmk_script *s2 = readers[k].script2 ? find_script(p, readers[k].script2) : NULL;
        if (!s || (readers[k].script2 && !s2))
            continue;
        char why[600];
        int rc = s2 ? readers[k].read2(s->name, s->code ? s->code : "", s2->name,
                                       s2->code ? s2->code : "", source, &out->text[k], why,
                                       sizeof why)
                    : readers[k].read(s->name, s->code ? s->code : "", source, &out->text[k],
                                      why, sizeof why);
        if (rc != 0) {
            snprintf(err, errlen, "%s: script %s", file, why);
            gmk_rooms_free(out);
            return -1;
        }
    }
    if (gmk_objfacts_text(p, file, &out->objfacts, err, errlen) != 0) {
        gmk_rooms_free(out);
        return -1;
    }
    /* the item and shop tables, each from its script where the project has it */
    const struct {
        const char *script;
        int (*read)(const char *name, const char *code, const char *source, char **out,
                    char *err, size_t errlen);
        char **text;
    } tables[] = {{"scrGenerateItem", itemscript_read, &out->items},
                  {"scrShopItemsGen", shopscript_read, &out->shops}};
    for (size_t k = 0; k < sizeof tables / sizeof tables[0]; k++) {
        const gmk_script *s = find_script(p, tables[k].script);
        char why[600];
        if (s && tables[k].read(s->name, s->code ? s->code : "", source, tables[k].text, why,
                                sizeof why) != 0) {
            snprintf(err, errlen, "%s: script %s", file, why);
            gmk_rooms_free(out);
            return -1;
        }
    }
    return 0;
}

int gmk_rooms_any(const gmk_room_texts *t)
{
    for (int k = 0; k < GMK_ROOMS_N; k++)
        if (t->text[k])
            return 1;
    return t->objfacts != NULL || t->items != NULL || t->shops != NULL;
}

void gmk_rooms_free(gmk_room_texts *t)
{
    for (int k = 0; k < GMK_ROOMS_N; k++) {
        free(t->text[k]);
        t->text[k] = NULL;
    }
    free(t->objfacts);
    t->objfacts = NULL;
    free(t->items);
    t->items = NULL;
    free(t->shops);
    t->shops = NULL;
}

int gmk_rooms_write(outdir *d, const gmk_room_texts *t, const char *own_data, char *err,
                    size_t errlen)
{
    char found[PATH_MAX];
    if (!own_data) {
        if (spg_data_find(NULL, found, sizeof found, err, errlen) != 0)
            return -1;
        own_data = found;
    }
    for (int k = 0; k < GMK_ROOMS_N; k++) {
        if (!t->text[k])
            continue;
        FILE *f = outdir_open(d, readers[k].file, err, errlen);
        if (!f)
            return -1;
        fputs(t->text[k], f);
        if (outdir_close(f, readers[k].file, err, errlen) != 0)
            return -1;
    }
    const char *facts[3][2] = {{"classic/objects.facts", t->objfacts},
                               {"classic/items.facts", t->items},
                               {"classic/shops.facts", t->shops}};
    for (int k = 0; k < 3; k++) {
        if (!facts[k][1])
            continue;
        FILE *f = outdir_open(d, facts[k][0], err, errlen);
        if (!f)
            return -1;
        fputs(facts[k][1], f);
        if (outdir_close(f, facts[k][0], err, errlen) != 0)
            return -1;
    }
    FILE *list = outdir_open(d, "rooms.txt", err, errlen);
    if (!list)
        return -1;
    fputs("# where each data file of this import came from: the original's room script, or\n"
          "# spelgen's own data (an area whose room script spelgen does not read yet)\n", list);
    for (int k = 0; k < GMK_ROOMS_N; k++)
        if (t->text[k])
            fprintf(list, "%s original %s%s%s\n", readers[k].file, readers[k].script,
                    readers[k].script2 ? " " : "", readers[k].script2 ? readers[k].script2 : "");
    if (t->objfacts)
        fputs("classic/objects.facts original objects sprites\n", list);
    if (t->items)
        fputs("classic/items.facts original scrGenerateItem\n", list);
    if (t->shops)
        fputs("classic/shops.facts original scrShopItemsGen\n", list);
    int rc = copy_dir(own_data, "classic", t, d, list, err, errlen);
    if (rc == 0)
        rc = copy_dir(own_data, "fools", NULL, d, list, err, errlen);
    if (rc == 0)
        rc = copy_dir(own_data, "tunnel", NULL, d, list, err, errlen);
    if (outdir_close(list, "rooms.txt", err, errlen) != 0 && rc == 0)
        rc = -1;
    return rc;
}
