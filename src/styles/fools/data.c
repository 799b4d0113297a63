/* data.c — loads data/fools/ and checks it against what the fools style reads: the room
 * files through the shared room-data loader, then the fools meanings of their codes,
 * then decks.txt with its own small parser. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../../err.h"
#include "fools.h"

static const char *const biome_names[FOOLS_BIOMES] = {"caves", "jungle", "ossuary"};

const char *fools_biome_name(int biome)
{
    return biome >= 0 && biome < FOOLS_BIOMES ? biome_names[biome] : "?";
}

int fools_biome_find(const char *name)
{
    for (int b = 0; b < FOOLS_BIOMES; b++)
        if (strcmp(biome_names[b], name) == 0)
            return b;
    return -1;
}

const char *fools_type_name(int type)
{
    static const char *const n[FOOLS_TYPES] = {"safe",       "loose", "bombs",   "lava",
                                               "gargoyle",   "chaos", "lava+bombs", "lair",
                                               "entrance",   "exit"};
    return type >= 0 && type < FOOLS_TYPES ? n[type] : "?";
}

/* The document's code the classic table lacks, accepted by the loader for fools files:
 * 3, rock half the time, written as the document writes it. */
#define FOOLS_EXTRA_CODES "3"

bool fools_code_ok(char c, bool chunk)
{
    /* the table at the top of data/fools/fools.rooms */
    const char *codes = chunk ? "012037LP" : "012367W9BSaLP";
    return c && strchr(codes, c) != NULL;
}

/* Checks one room set or chunk set of a fools file: fools codes only, doors where the
 * type needs them (exactly one in 8 and 9, none elsewhere) with ground under them, no
 * slots but '6'.  Room rows are not kept with their line numbers, so a message names
 * the layout's line and the row and column inside it. */
static int check_set(const spg_roomdata *rd, const spg_set *s, int type, char *err,
                     size_t errlen)
{
    bool chunk = s->kind == SPG_SET_CHUNK;
    int w = chunk ? 5 : 10, h = chunk ? 3 : 8;
    for (int i = 0; i < s->n; i++) {
        const spg_layout *it = &s->items[i];
        for (int v = 0; v < it->variants; v++) {
            int doors = 0;
            for (int r = 0; r < h; r++)
                for (int col = 0; col < w; col++) {
                    char t = it->tiles[v][r][col];
                    if (!fools_code_ok(t, chunk))
                        return err_set(err, errlen,
                                    "%s:%d: %slayout '%s', row %d, column %d: code '%c' means "
                                    "nothing to the fools style (a %s may use %s)",
                                    rd->file, it->line, v ? "the 'or' version of " : "",
                                    it->name, r + 1, col + 1, t, chunk ? "chunk" : "room",
                                    chunk ? "0 1 2 3 7 L P" : "0 1 2 3 6 7 W 9 B S a L P");
                    if (t != '9')
                        continue;
                    doors++;
                    char under = r + 1 < h ? it->tiles[v][r + 1][col] : 0;
                    if (under != '1' && under != '2')
                        return err_set(err, errlen,
                                    "%s:%d: layout '%s', row %d, column %d: the door needs "
                                    "1 or 2 under it inside the room",
                                    rd->file, it->line, it->name, r + 1, col + 1);
                }
            bool door_room = type == FOOLS_ENTRANCE || type == FOOLS_EXIT;
            if (!chunk && door_room && doors != 1)
                return err_set(err, errlen,
                            "%s:%d: layout '%s' of set '%s' has %d doors ('9'); an %s room "
                            "has exactly one",
                            rd->file, it->line, it->name, s->name, doors,
                            fools_type_name(type));
            if (!chunk && !door_room && doors)
                return err_set(err, errlen,
                            "%s:%d: layout '%s' of set '%s' has a door ('9'); only the "
                            "entrance (room-8) and exit (room-9) sets have one",
                            rd->file, it->line, it->name, s->name);
        }
    }
    return 0;
}

/* Adds every item of set `s` to a pool. */
static int pool_add(fools_pool *p, const spg_roomdata *rd, const spg_set *s, char *err,
                    size_t errlen)
{
    for (int i = 0; i < s->n; i++) {
        if (p->n >= FOOLS_POOL_MAX)
            return err_set(err, errlen, "%s:%d: set '%s' makes a pool of more than %d items",
                        rd->file, s->line, s->name, FOOLS_POOL_MAX);
        p->item[p->n++] = &s->items[i];
    }
    return 0;
}

/* The set names a fools file may hold: room-0 .. room-9 (type returned) or chunk (-1). */
static int set_type(const char *name, bool *ok)
{
    *ok = true;
    if (strcmp(name, "chunk") == 0)
        return -1;
    if (strncmp(name, "room-", 5) == 0 && name[5] >= '0' && name[5] <= '9' && !name[6])
        return name[5] - '0';
    *ok = false;
    return -1;
}

/* Checks every set of one file and adds it to the pools of the biomes it serves
 * (biome -1: all of them). */
static int bind_file(fools_data *d, const spg_roomdata *rd, int biome, char *err,
                     size_t errlen)
{
    for (int i = 0; i < rd->nsets; i++) {
        const spg_set *s = &rd->sets[i];
        bool ok;
        int type = set_type(s->name, &ok);
        if (!ok)
            return err_set(err, errlen,
                        "%s:%d: set '%s' is not a fools set (sets: room-0 .. room-9, chunk)",
                        rd->file, s->line, s->name);
        spg_set_kind want = type < 0 ? SPG_SET_CHUNK : SPG_SET_ROOM;
        if (s->kind != want)
            return err_set(err, errlen, "%s:%d: set '%s' must be a %s set", rd->file, s->line,
                        s->name, want == SPG_SET_ROOM ? "ROOM" : "CHUNK");
        if (check_set(rd, s, type, err, errlen) != 0)
            return -1;
        for (int b = 0; b < FOOLS_BIOMES; b++) {
            if (biome >= 0 && b != biome)
                continue;
            fools_pool *p = type < 0 ? &d->chunks[b] : &d->rooms[b][type];
            if (pool_add(p, rd, s, err, errlen) != 0)
                return -1;
        }
    }
    return 0;
}

/* decks.txt: "BIOME T T ... T" (14 types 0-7) per biome, each biome once. */
static int parse_decks(fools_data *d, const char *path, const char *file, char *err,
                       size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return err_sys(err, errlen, path, "open", errno);
    bool seen[FOOLS_BIOMES] = {false};
    char line[512];
    int ln = 0, rc = 0;
    while (rc == 0 && fgets(line, sizeof line, f)) {
        ln++;
        size_t len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n') {
            rc = err_set(err, errlen, "%s:%d: line too long (at most %zu characters)", file, ln,
                      sizeof line - 2);
            break;
        }
        char *hash = strchr(line, '#');
        if (hash)
            *hash = 0;
        char *p = line;
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p || *p == '\n' || *p == '\r')
            continue;
        char *name = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
            p++;
        size_t nl = (size_t)(p - name);
        int b = -1;
        for (int i = 0; i < FOOLS_BIOMES; i++)
            if (strlen(biome_names[i]) == nl && strncmp(name, biome_names[i], nl) == 0)
                b = i;
        if (b < 0) {
            rc = err_set(err, errlen, "%s:%d:1: '%.*s' is not a biome (biomes: caves, jungle, "
                      "ossuary)", file, ln, (int)(nl > 32 ? 32 : nl), name);
            break;
        }
        if (seen[b]) {
            rc = err_set(err, errlen, "%s:%d:1: biome '%s' has a deck already", file, ln,
                      biome_names[b]);
            break;
        }
        seen[b] = true;
        int n = 0;
        for (;;) {
            while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
                p++;
            if (!*p)
                break;
            int col = (int)(p - line) + 1;
            if (!(p[0] >= '0' && p[0] <= '7') ||
                (p[1] && p[1] != ' ' && p[1] != '\t' && p[1] != '\n' && p[1] != '\r')) {
                rc = err_set(err, errlen, "%s:%d:%d: a deck holds room types 0-7 (8 and 9 are "
                          "placed apart)", file, ln, col);
                break;
            }
            if (n == FOOLS_DECK) {
                rc = err_set(err, errlen, "%s:%d:%d: a deck holds exactly %d types; this is "
                          "one more", file, ln, col, FOOLS_DECK);
                break;
            }
            d->deck[b][n++] = p[0] - '0';
            p++;
        }
        if (rc == 0 && n != FOOLS_DECK)
            rc = err_set(err, errlen, "%s:%d: the %s deck has %d types; a deck holds exactly %d",
                      file, ln, biome_names[b], n, FOOLS_DECK);
    }
    fclose(f);
    for (int b = 0; rc == 0 && b < FOOLS_BIOMES; b++)
        if (!seen[b])
            rc = err_set(err, errlen, "%s:%d: no deck for the %s biome", file, ln, biome_names[b]);
    return rc;
}

static void fill_swap_words(fools_data *d)
{
    for (int i = 0; i < FOOLS_DECK; i++)
        for (int j = 0; j <= i; j++)
            snprintf(d->swap_words[i][j], sizeof d->swap_words[i][j],
                     j == i ? "slot %d keeps its room" : "slot %d trades rooms with slot %d",
                     i, j);
}

void fools_free(void *data)
{
    fools_data *d = data;
    if (!d)
        return;
    roomdata_free(&d->shared);
    for (int b = 0; b < FOOLS_BIOMES; b++)
        roomdata_free(&d->own[b]);
    free(d);
}

int fools_load(const char *dir, void **data, char *err, size_t errlen)
{
    *data = NULL;
    if (strlen(dir) > PATH_MAX)
        return err_set(err, errlen, "%.64s...: path too long", dir);
    fools_data *d = calloc(1, sizeof *d);
    if (!d)
        return err_set(err, errlen, "out of memory");
    char path[PATH_MAX + 64];
    struct stat st;
    snprintf(path, sizeof path, "%s/fools", dir);
    if (stat(path, &st) != 0) {
        /* a data directory from before the fools style: classic still works */
        snprintf(d->missing, sizeof d->missing,
                 "%s: no fools data here (the fools style needs fools/fools.rooms, "
                 "caves.rooms, jungle.rooms, ossuary.rooms and decks.txt)", dir);
        *data = d;
        return 0;
    }
    int rc = 0;
    snprintf(path, sizeof path, "%s/fools/fools.rooms", dir);
    if (roomdata_load_ex(path, FOOLS_EXTRA_CODES, &d->shared, err, errlen) != 0 ||
        bind_file(d, &d->shared, -1, err, errlen) != 0)
        rc = -1;
    for (int b = 0; rc == 0 && b < FOOLS_BIOMES; b++) {
        snprintf(path, sizeof path, "%s/fools/%s.rooms", dir, biome_names[b]);
        if (roomdata_load_ex(path, FOOLS_EXTRA_CODES, &d->own[b], err, errlen) != 0 ||
            bind_file(d, &d->own[b], b, err, errlen) != 0)
            rc = -1;
    }
    for (int b = 0; rc == 0 && b < FOOLS_BIOMES; b++) {
        for (int t = 0; rc == 0 && t < FOOLS_TYPES; t++)
            if (d->rooms[b][t].n < 4)
                rc = err_set(err, errlen,
                          "%s/fools: the %s biome has %d layout%s of room type %d (set "
                          "room-%d); at least 4 are needed",
                          dir, biome_names[b], d->rooms[b][t].n,
                          d->rooms[b][t].n == 1 ? "" : "s", t, t);
        if (rc == 0 && d->chunks[b].n < 1)
            rc = err_set(err, errlen, "%s/fools: the %s biome has no chunks (set chunk)", dir,
                      biome_names[b]);
    }
    if (rc == 0) {
        snprintf(path, sizeof path, "%s/fools/decks.txt", dir);
        rc = parse_decks(d, path, "decks.txt", err, errlen);
    }
    if (rc != 0) {
        fools_free(d);
        return -1;
    }
    fill_swap_words(d);
    *data = d;
    return 0;
}
