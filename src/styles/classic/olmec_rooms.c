/* olmec_rooms.c — Olmec's Lair's generated rooms (scrRoomGen5's layouts) and the sets
 * data/classic/olmec.rooms must hold.  The original's room holds sixteen room markers:
 * the twelve of rows 0-2 above the hall, and four under it at pixel row 592 (tile row 37),
 * the hall's floor.  The markers are visited in the order they were laid, which is not row
 * order; a marker above pixel row 480 takes a room of the upper set, one below it a room
 * of the floor set.  Nothing here reads the path the path phase rolled (the quirk). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "olmec.h"
#include "roomsets.h"

typedef struct olmec_sets {
    chunk_sets chunks; /* first, as every area's; Olmec's Lair has no door chunks */
    const spg_set *upper, *floor;
} olmec_sets;

#define ROOM(field, nm, mn) {nm, SPG_SET_ROOM, mn, offsetof(olmec_sets, field)}
#define CHUNK(field, nm, mn) {nm, SPG_SET_CHUNK, mn, offsetof(olmec_sets, field)}

static const set_need olmec_rooms_needs[] = {
    ROOM(upper, "upper", 8),
    ROOM(floor, "floor", 8),
    CHUNK(chunks.ground, "ground", 8),
    CHUNK(chunks.air, "air", 8),
};
#define NNEEDS (sizeof olmec_rooms_needs / sizeof olmec_rooms_needs[0])

/* The entrance is laid by hand at tile (2,3), on a block at (2,4): every upper room must
 * leave its own tile (1,2) open and free of chunk slots, since the top-left room is one. */
enum { ENTRANCE_LX = 1, ENTRANCE_LY = 2 };

static int check_upper(const spg_roomdata *d, const spg_set *s, char *err, size_t errlen)
{
    for (int k = 0; k < s->n; k++) {
        const spg_layout *it = &s->items[k];
        bool bad = it->variants != 1 || it->tiles[0][ENTRANCE_LY][ENTRANCE_LX] != '0';
        for (int y = 0; y < 8 && !bad; y++)
            for (int x = 0; x < 10 && !bad; x++) {
                char t = it->tiles[0][y][x];
                if ((t == '5' || t == '6' || t == '8') && x <= ENTRANCE_LX &&
                    ENTRANCE_LX <= x + 4 && y <= ENTRANCE_LY && ENTRANCE_LY <= y + 2)
                    bad = true;
            }
        if (bad) {
            snprintf(err, errlen,
                     "%s:%d: layout '%s' of set '%s' must leave its tile at row 3, column 2 "
                     "open and outside every chunk slot (the entrance stands there in the "
                     "top-left room), and have one version",
                     d->file, it->line, it->name, s->name);
            return -1;
        }
    }
    return 0;
}

int olmec_bind(const spg_roomdata *d, void **out, char *err, size_t errlen)
{
    olmec_sets *o = calloc(1, sizeof *o);
    if (!o)
        return snprintf(err, errlen, "out of memory"), -1;
    if (roomsets_bind(d, olmec_rooms_needs, NNEEDS, o, err, errlen) != 0 ||
        check_upper(d, o->upper, err, errlen) != 0) {
        free(o);
        return -1;
    }
    const spg_set *rooms[2] = {o->upper, o->floor};
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < rooms[s]->n; k++) {
            const spg_layout *it = &rooms[s]->items[k];
            bool door_slot = memchr(it->tiles[0], '8', sizeof it->tiles[0]) != NULL;
            if (it->variants != 1 || door_slot) {
                snprintf(err, errlen, "%s:%d: layout '%s' of set '%s' may have neither a "
                         "second version nor a door chunk ('8'): Olmec's Lair rolls neither",
                         d->file, it->line, it->name, rooms[s]->name);
                free(o);
                return -1;
            }
        }
    *out = o;
    return 0;
}

static const spg_site S_UPPER = SPG_SITE("olmec.rooms.upper", "which room above the hall");
static const spg_site S_FLOOR = SPG_SITE("olmec.rooms.floor", "which room of the hall's floor");
static const spg_site S_GROUND = SPG_SITE("olmec.rooms.chunk.ground", "which ground chunk");
static const spg_site S_AIR = SPG_SITE("olmec.rooms.chunk.air", "which air chunk");
/* The room markers in the order rOlmec lays them: column, row (3: the floor's row). */
static const struct {
    int col, row;
} markers[16] = {{0, 0}, {3, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {0, 2}, {1, 2},
                 {2, 2}, {3, 2}, {1, 0}, {2, 0}, {0, 3}, {1, 3}, {2, 3}, {3, 3}};
enum { FLOOR_Y = 37 };

static void olmec_rooms_fill_chunks(cg *c, int x0, int y0, int rx, int ry, char room[8][10])
{
    const olmec_sets *d = c->sets;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 10; x++) {
            char t = room[y][x];
            if (t != '5' && t != '6')
                continue;
            const spg_set *set = t == '5' ? d->chunks.ground : d->chunks.air;
            if (TR(c))
                trace_focus_rect(TR(c), x0 + x, y0 + y, 5, 3);
            int i = classic_pick(c, set->n, t == '5' ? &S_GROUND : &S_AIR);
            const spg_layout *ck = &set->items[i];
            if (TR(c)) {
                trace_decide(TR(c), ck->name);
                trace_chunk(TR(c), rx, ry, x0 + x, y0 + y, i, ck->name, SPG_CAUSE_LAST);
                trace_pick(TR(c), ck, set->name, set->n, classic_slot_why(t), 0);
            }
            for (int cy = 0; cy < 3 && y + cy < 8; cy++)
                for (int cx = 0; cx < 5 && x + cx < 10; cx++)
                    room[y + cy][x + cx] = ck->tiles[0][cy][cx];
        }
}

void olmec_rooms(cg *c)
{
    const olmec_sets *d = c->sets;
    spg_level *L = c->L;
    for (int m = 0; m < 16; m++) {
        int col = markers[m].col, row = markers[m].row;
        int x0 = L->room_x0 + col * L->room_w;
        int y0 = row < 3 ? L->room_y0 + row * L->room_h : FLOOR_Y;
        int trace_row = row < 3 ? row : 4; /* the trace keeps the floor in its fifth row */
        if (TR(c))
            trace_focus_rect(TR(c), x0, y0, L->room_w, L->room_h);
        /* `if (y < 480)`: above pixel row 480 a room of the upper set */
        bool upper = y0 * 16 < 480;
        const spg_set *set = upper ? d->upper : d->floor;
        int index = classic_pick(c, set->n, upper ? &S_UPPER : &S_FLOOR);
        const spg_layout *lay = &set->items[index];
        if (TR(c)) {
            trace_decide(TR(c), lay->name);
            trace_layout(TR(c), col, trace_row, index, lay->name, SPG_CAUSE_LAST);
            trace_pick(TR(c), lay, set->name, set->n,
                       upper ? "a room of Olmec's hall above pixel row 480: the upper set"
                             : "a room of Olmec's floor (pixel row 480 and below): the floor set",
                       0);
        }
        char room[8][10];
        memcpy(room, lay->tiles[0], sizeof room);
        olmec_rooms_fill_chunks(c, x0, y0, col, trace_row, room);
        olmec_room_tiles(c, x0, y0, room);
    }
}

/* this file's shorthands end here: the style is also built as one translation unit */
#undef CHUNK
#undef NNEEDS
#undef ROOM
