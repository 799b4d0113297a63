/* gmk_hall.c — rOlmec's instances as a hall file (gmk_hall.h). */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "gmk.h"
#include "gmk_hall.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../data/halldata.h"

/* How each of the room's objects is written (NULL word: a prop, named by the object). */
static const struct {
    const char *object, *word;
} known[] = {
    {"oTemple", "temple"},   {"oLava", "lava"},     {"oLavaSolid", "lava-solid"},
    {"oOlmec", "olmec"},     {"oPlayer1", "player"}, {"oRoom", "room"},
    {"oGame", "level"},      {"oEntrance", "entrance"},
    {"oCavemanWorship", NULL}, {"oHawkmanWorship", NULL}, {"oFinalBoss", NULL},
    {"oLevel", NULL},
};

/* Whether object i's Create event (or an ancestor's) has a code action or argument that
 * calls rand or random: a prop must draw nothing. */
static bool creation_draws(const gmk_project *p, int i)
{
    for (int depth = 0; i >= 0 && i < p->nobjects && depth < 32; depth++) {
        const gmk_object *o = &p->objects[i];
        for (int e = 0; e < o->nevents; e++) {
            if (o->events[e].type != GMK_EV_CREATE)
                continue;
            for (int a = 0; a < o->events[e].nactions; a++) {
                const gmk_action *act = &o->events[e].actions[a];
                for (int k = 0; k < act->nargs; k++)
                    if (act->args[k] && (strstr(act->args[k], "rand(") || strstr(act->args[k], "random(")))
                        return true;
            }
        }
        i = o->parent;
    }
    return false;
}

typedef struct line {
    const char *word, *name; /* name: a prop's */
    int x, y, n;
} line;

static void put_line(FILE *f, const line *l)
{
    if (l->name)
        fprintf(f, "prop %s %d %d", l->name, l->x, l->y);
    else
        fprintf(f, "%-10s %3d %3d", l->word, l->x, l->y);
    if (l->n > 1)
        fprintf(f, " %d", l->n);
    fputc('\n', f);
}

/* Writes "SOURCE: room rOlmec: what" into err; always -1. */
__attribute__((format(printf, 4, 5))) static int refuse(char *err, size_t errlen,
                                                        const char *source, const char *fmt, ...)
{
    int w = snprintf(err, errlen, "%s: room %s: ", source, GMK_HALL_ROOM);
    if (w >= 0 && (size_t)w < errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + w, errlen - (size_t)w, fmt, ap);
        va_end(ap);
    }
    return -1;
}

int gmk_hall_read(const gmk_project *p, const char *source, char **out, char *err,
                  size_t errlen)
{
    *out = NULL;
    const gmk_room *room = NULL;
    for (int i = 0; i < p->nrooms && !room; i++)
        if (p->rooms[i].name && strcmp(p->rooms[i].name, GMK_HALL_ROOM) == 0)
            room = &p->rooms[i];
    if (!room)
        return refuse(err, errlen, source, "not in the project (scrRoomGen5's rooms are laid in "
                      "it)");
    if (room->code && room->code[0])
        return refuse(err, errlen, source, "it has creation code, which spelgen does not read");
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return refuse(err, errlen, source, "out of memory");
    fprintf(f, "# olmec.hall: the original's Olmec's Lair, read by spelgen import from the room\n"
               "# %s of %s, the user's own copy: not to be shared.\n"
               "# Its instances in the room's creation order (spelgen's object names; a prop\n"
               "# keeps the original's).\n",
            GMK_HALL_ROOM, gmk_base_name(source));
    line cur = {0};
    bool have = false, entrance = false; /* the first oEntrance is the entrance */
    int rc = 0;
    for (int i = 0; i < room->ninstances && rc == 0; i++) {
        const gmk_instance *in = &room->instances[i];
        const char *obj = gmk_object_name(p, in->object);
        size_t k = 0;
        while (obj && k < sizeof known / sizeof known[0] && strcmp(known[k].object, obj) != 0)
            k++;
        if (!obj || k == sizeof known / sizeof known[0]) {
            rc = refuse(err, errlen, source, "instance %d (id %d) is %s, an object spelgen's "
                        "hall does not know", i + 1, in->id, obj ? obj : "no object");
            break;
        }
        if (in->code && in->code[0]) {
            rc = refuse(err, errlen, source, "instance %d (id %d, %s) has creation code, which "
                        "spelgen does not read", i + 1, in->id, obj);
            break;
        }
        const char *word = known[k].word;
        const char *name = word ? NULL : obj;
        if (!word && creation_draws(p, in->object)) {
            rc = refuse(err, errlen, source, "instance %d (id %d): %s's Create event draws, so "
                        "it cannot be a prop", i + 1, in->id, obj);
            break;
        }
        if (word && strcmp(word, "entrance") == 0) {
            word = entrance ? "exit" : "entrance";
            entrance = true;
        }
        bool free_pos = !word || strcmp(word, "player") == 0;
        if (in->x < 0 || in->y < 0 || (!free_pos && (in->x % 16 || in->y % 16))) {
            rc = refuse(err, errlen, source, "instance %d (id %d, %s) at (%d,%d) is off the 16 "
                        "px grid", i + 1, in->id, obj, in->x, in->y);
            break;
        }
        /* a run: the same object, the same row, the next tile to the right */
        bool runs = !name && strcmp(word, "level") != 0 && strcmp(word, "room") != 0;
        if (have && runs && cur.word == word && cur.y == in->y && in->x == cur.x + 16 * cur.n) {
            cur.n++;
            continue;
        }
        if (have)
            put_line(f, &cur);
        cur = (line){word, name, in->x, in->y, 1};
        have = true;
    }
    if (rc == 0 && have)
        put_line(f, &cur);
    if (fclose(f) != 0 && rc == 0)
        rc = refuse(err, errlen, source, "out of memory");
    if (rc != 0) {
        free(text);
        return -1;
    }
    spg_halldata h;
    char why[400];
    if (halldata_parse(text, len, "olmec.hall", &h, why, sizeof why) != 0) {
        snprintf(err, errlen, "%s: room %s: %s", source, GMK_HALL_ROOM, why);
        free(text);
        return -1;
    }
    halldata_free(&h);
    *out = text;
    return 0;
}
