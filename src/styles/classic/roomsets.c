/* roomsets.c — finding and checking the sets an area's room script needs. */
#include "roomsets.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

int roomsets_bind(const spg_roomdata *d, const set_need *needs, size_t n, void *out, char *err,
                  size_t errlen)
{
    for (size_t i = 0; i < n; i++) {
        if (roomdata_require(d, needs[i].name, needs[i].kind, needs[i].min, err, errlen) != 0)
            return -1;
        *(const spg_set **)((char *)out + needs[i].offset) = roomdata_set(d, needs[i].name);
    }
    return 0;
}

int roomsets_check_codes(const spg_roomdata *d, const set_need *needs, size_t n,
                         const char *codes, const char *area, char *err, size_t errlen)
{
    for (size_t s = 0; s < n; s++) {
        const spg_set *set = roomdata_set(d, needs[s].name);
        bool room = set->kind == SPG_SET_ROOM;
        int h = room ? 8 : set->h, w = room ? 10 : set->w;
        for (int i = 0; i < set->n; i++)
            for (int v = 0; v < set->items[i].variants; v++)
                for (int y = 0; y < h; y++)
                    for (int x = 0; x < w; x++) {
                        char t = set->items[i].tiles[v][y][x];
                        if (t && strchr(codes, t))
                            continue;
                        snprintf(err, errlen,
                                 "%s:%d: layout '%s' of set '%s' uses '%c' at row %d, column "
                                 "%d, which %s tile chain does not make (accepted: %s)",
                                 d->file, set->items[i].line, set->items[i].name, set->name, t,
                                 y + 1, x + 1, area, codes);
                        return -1;
                    }
    }
    return 0;
}

static int count_in(const spg_layout *l, int v, int rows, int cols, char code)
{
    int n = 0;
    for (int y = 0; y < rows; y++)
        for (int x = 0; x < cols; x++)
            n += l->tiles[v][y][x] == code;
    return n;
}

int roomsets_check_doors(const spg_roomdata *d, const spg_set *s, char *err, size_t errlen)
{
    for (int i = 0; i < s->n; i++)
        for (int v = 0; v < s->items[i].variants; v++) {
            int doors = count_in(&s->items[i], v, 8, 10, '9') + count_in(&s->items[i], v, 8, 10, '8');
            if (doors != 1) {
                snprintf(err, errlen,
                         "%s:%d: layout '%s' of set '%s' has %d doors ('9' or '8'), "
                         "a start or exit room needs exactly 1",
                         d->file, s->items[i].line, s->items[i].name, s->name, doors);
                return -1;
            }
        }
    return 0;
}

int roomsets_check_door_chunks(const spg_roomdata *d, const spg_set *s, char *err, size_t errlen)
{
    for (int i = 0; i < s->n; i++)
        if (count_in(&s->items[i], 0, 3, 5, '9') != 1) {
            snprintf(err, errlen, "%s:%d: door chunk '%s' needs exactly one '9'", d->file,
                     s->items[i].line, s->items[i].name);
            return -1;
        }
    return 0;
}
