/* data_bind.c — finds and checks the room sets the classic style builds from. */
#include <stdio.h>
#include <string.h>

#include "classic.h"

typedef struct need {
    const char *name;
    spg_set_kind kind;
    int min;
    size_t offset;
} need;

#define ROOM(field, nm, mn) {nm, SPG_SET_ROOM, mn, offsetof(classic_data, field)}
#define CHUNK(field, nm, mn) {nm, SPG_SET_CHUNK, mn, offsetof(classic_data, field)}

static const need needs[] = {
    ROOM(start, "start", 8),
    ROOM(start_drop, "start_drop", 8),
    ROOM(exit, "exit", 8),
    ROOM(exit_below_drop, "exit_below_drop", 8),
    ROOM(side, "side", 8),
    ROOM(idol, "idol", 1),
    ROOM(altar, "altar", 1),
    ROOM(path, "path", 8),
    ROOM(path_dropped, "path_dropped", 8),
    ROOM(drop, "drop", 8),
    ROOM(drop_capped, "drop_capped", 8),
    ROOM(pit_top, "pit_top", 1),
    ROOM(pit_middle, "pit_middle", 1),
    ROOM(pit_bottom, "pit_bottom", 1),
    ROOM(shop[0], "shop_facing_right", 1),
    ROOM(shop[1], "shop_facing_left", 1),
    ROOM(dice_house[0], "dice_house_facing_right", 1),
    ROOM(dice_house[1], "dice_house_facing_left", 1),
    ROOM(kissing_parlor[0], "kissing_parlor_facing_right", 1),
    ROOM(kissing_parlor[1], "kissing_parlor_facing_left", 1),
    CHUNK(door, "door", 8),
    CHUNK(ground, "ground", 8),
    CHUNK(air, "air", 8),
};

static int count_in(const spg_layout *l, int v, int rows, int cols, char code)
{
    int n = 0;
    for (int y = 0; y < rows; y++)
        for (int x = 0; x < cols; x++)
            n += l->tiles[v][y][x] == code;
    return n;
}

/* A start or exit room needs exactly one door: a door tile or a door chunk's slot. */
static int check_doors(const spg_roomdata *d, const spg_set *s, char *err, size_t errlen)
{
    for (int i = 0; i < s->n; i++)
        for (int v = 0; v < s->items[i].variants; v++) {
            int doors = count_in(&s->items[i], v, 8, 10, '9') + count_in(&s->items[i], v, 8, 10, '8');
            if (doors != 1) {
                snprintf(err, errlen, "%s:%d: layout '%s' of set '%s' has %d doors ('9' or '8'), "
                         "a start or exit room needs exactly 1",
                         d->file, s->items[i].line, s->items[i].name, s->name, doors);
                return -1;
            }
        }
    return 0;
}

int classic_data_bind(const spg_roomdata *d, classic_data *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->raw = d;
    for (size_t i = 0; i < sizeof needs / sizeof needs[0]; i++) {
        if (roomdata_require(d, needs[i].name, needs[i].kind, needs[i].min, err, errlen) != 0)
            return -1;
        *(const spg_set **)((char *)out + needs[i].offset) = roomdata_set(d, needs[i].name);
    }
    const spg_set *door_sets[] = {out->start, out->start_drop, out->exit, out->exit_below_drop};
    for (int i = 0; i < 4; i++)
        if (check_doors(d, door_sets[i], err, errlen) != 0)
            return -1;
    for (int i = 0; i < out->door->n; i++)
        if (count_in(&out->door->items[i], 0, 3, 5, '9') != 1) {
            snprintf(err, errlen, "%s:%d: door chunk '%s' needs exactly one '9'", d->file,
                     out->door->items[i].line, out->door->items[i].name);
            return -1;
        }
    return 0;
}
