/* olmec_rooms.c — Olmec's Lair's generated rooms (scrRoomGen5's layouts) and the sets
 * data/classic/olmec.rooms must hold.  The rooms are built at the hall's room markers
 * (data/classic/olmec.hall's `room` lines; the original's room holds sixteen: the twelve
 * of rows 0-2 above the hall, and four under it at pixel row 592, tile row 37, the hall's
 * floor), visited in the order they were laid (scrInitLevel's `with oRoom`), which is not
 * row order; a marker above pixel row 480 takes a room of the upper set, one below it a
 * room of the floor set.  Nothing here reads the path the path phase rolled (the quirk). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "olmec.h"
#include "roomsets.h"

typedef struct olmec_sets {
    chunk_sets chunks; /* first, as every area's; Olmec's Lair has no door chunks */
    const spg_set *upper, *floor;
    const char *file; /* the rooms' file, for messages about its layouts */
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

int olmec_bind(const spg_roomdata *d, void **out, char *err, size_t errlen)
{
    olmec_sets *o = calloc(1, sizeof *o);
    if (!o)
        return snprintf(err, errlen, "out of memory"), -1;
    o->file = d->file;
    o->chunks.as_text = d->slots_as_text != 0;
    if (roomsets_bind(d, olmec_rooms_needs, NNEEDS, o, err, errlen) != 0) {
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
    char codes[128];
    tile_codes_accepted(&olmec_codes, codes);
    if (roomsets_check_codes(d, olmec_rooms_needs, NNEEDS, codes, "Olmec's Lair's", err, errlen) != 0) {
        free(o);
        return -1;
    }
    *out = o;
    return 0;
}

static const spg_site S_UPPER = SPG_SITE("olmec.rooms.upper", "which room above the hall");
static const spg_site S_FLOOR = SPG_SITE("olmec.rooms.floor", "which room of the hall's floor");
static const spg_site S_GROUND = SPG_SITE("olmec.rooms.chunk.ground", "which ground chunk");
static const spg_site S_AIR = SPG_SITE("olmec.rooms.chunk.air", "which air chunk");
/* The room markers' top row above which a marker takes an upper room (`if (y < 480)`,
 * pixels), and the trace's row for the rooms below it (the hall's floor). */
enum { UPPER_BELOW_PX = 480, FLOOR_TRACE_ROW = 4 };

/* The room grid's column and trace row of a marker at tile (tx,ty). */
static int marker_col(int tx)
{
    return (tx - CLASSIC_ROOM_X0) / CLASSIC_ROOM_W;
}

static int marker_row(int ty)
{
    return ty * 16 < UPPER_BELOW_PX ? (ty - CLASSIC_ROOM_Y0) / CLASSIC_ROOM_H : FLOOR_TRACE_ROW;
}

/* Where a door of the hall stands inside a marker's room, every layout the marker may get
 * leaves that tile open and outside its chunk slots: a room must not build over it. */
static int check_door(const spg_halldata *h, const olmec_sets *o, const spg_hall_obj *door,
                      const spg_hall_obj *m, const spg_set *s, char *err, size_t errlen)
{
    int lx = door->x / 16 - m->x / 16, ly = door->y / 16 - m->y / 16;
    if (lx < 0 || ly < 0 || lx >= CLASSIC_ROOM_W || ly >= CLASSIC_ROOM_H)
        return 0;
    for (int k = 0; k < s->n; k++) {
        const spg_layout *it = &s->items[k];
        bool bad = it->tiles[0][ly][lx] != '0';
        for (int y = 0; y < 8 && !bad; y++)
            for (int x = 0; x < 10 && !bad; x++) {
                char t = it->tiles[0][y][x];
                if ((t == '5' || t == '6') && x <= lx && lx <= x + 4 && y <= ly && ly <= y + 2)
                    bad = true;
            }
        if (bad) {
            snprintf(err, errlen,
                     "%s:%d: layout '%s' of set '%s' must leave its tile at row %d, column %d "
                     "open and outside every chunk slot: the %s at line %d of %s stands there",
                     o->file, it->line, it->name, s->name, ly + 1, lx + 1,
                     halldata_kind_word(door->kind), door->line, h->file);
            return -1;
        }
    }
    return 0;
}

int olmec_bind_hall(const spg_halldata *h, const void *sets, char *err, size_t errlen)
{
    const olmec_sets *o = sets;
    enum { W = 42, H = 55 }; /* the level's tiles (level_height: Olmec's Lair is 55 high) */
    bool entrance = false;
    for (int i = 0; i < h->n; i++) {
        const spg_hall_obj *m = &h->obj[i];
        int tx = m->x / 16, ty = m->y / 16;
        bool is_room = m->kind == SPG_HALL_ROOM;
        int w = is_room ? CLASSIC_ROOM_W : 1, hgt = is_room ? CLASSIC_ROOM_H : 1;
        if (m->kind == SPG_HALL_LEVEL || m->kind == SPG_HALL_PROP || m->kind == SPG_HALL_PLAYER)
            continue;
        if (tx + w > W || ty + hgt > H) {
            snprintf(err, errlen, "%s:%d: the %s at (%d,%d) lies outside the level (%d x %d "
                     "px)", h->file, m->line, halldata_kind_word(m->kind), m->x, m->y, W * 16,
                     H * 16);
            return -1;
        }
        entrance |= m->kind == SPG_HALL_ENTRANCE;
        if (!is_room)
            continue;
        if ((tx - CLASSIC_ROOM_X0) % CLASSIC_ROOM_W != 0 || tx < CLASSIC_ROOM_X0 ||
            marker_col(tx) > 3 ||
            (m->y < UPPER_BELOW_PX &&
             (ty < CLASSIC_ROOM_Y0 || (ty - CLASSIC_ROOM_Y0) % CLASSIC_ROOM_H != 0))) {
            snprintf(err, errlen, "%s:%d: a room at (%d,%d) is off the room grid: its x is 16, "
                     "176, 336 or 496 and, above pixel row %d, its y 16, 144, 272 or 400",
                     h->file, m->line, m->x, m->y, UPPER_BELOW_PX);
            return -1;
        }
        const spg_set *s = m->y < UPPER_BELOW_PX ? o->upper : o->floor;
        for (int j = 0; j < h->n; j++) {
            const spg_hall_obj *door = &h->obj[j];
            if ((door->kind == SPG_HALL_ENTRANCE || door->kind == SPG_HALL_EXIT) &&
                check_door(h, o, door, m, s, err, errlen) != 0)
                return -1;
        }
    }
    if (!entrance) {
        snprintf(err, errlen, "%s:%d: the hall has no entrance", h->file, h->obj[0].line);
        return -1;
    }
    return 0;
}

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
            int i = classic_pick_set(c, set, t == '5' ? &S_GROUND : &S_AIR);
            const spg_layout *ck = &set->items[i];
            if (TR(c)) {
                trace_decide(TR(c), ck->name);
                trace_chunk(TR(c), rx, ry, x0 + x, y0 + y, i, ck->name, SPG_CAUSE_LAST);
                trace_pick(TR(c), ck, set->name, set->n, classic_slot_why(t), 0);
            }
            if (d->chunks.as_text) {
                /* scrRoomGen5's "Add obstacles" writes each chunk row into the room's 80
                 * characters at the slot, 10 and 20 on (a row near the right edge runs on
                 * into the next; past the 80th character nothing is kept) */
                char *text = &room[0][0];
                for (int cy = 0; cy < 3; cy++)
                    for (int cx = 0; cx < 5; cx++)
                        if (y * 10 + x + cy * 10 + cx < 80)
                            text[y * 10 + x + cy * 10 + cx] = ck->tiles[0][cy][cx];
                continue;
            }
            for (int cy = 0; cy < 3 && y + cy < 8; cy++)
                for (int cx = 0; cx < 5 && x + cx < 10; cx++)
                    room[y + cy][x + cx] = ck->tiles[0][cy][cx];
        }
}

void olmec_rooms(cg *c)
{
    const olmec_sets *d = c->sets;
    const spg_halldata *h = c->hall;
    spg_level *L = c->L;
    for (int m = 0; m < h->n; m++) {
        if (h->obj[m].kind != SPG_HALL_ROOM)
            continue;
        int x0 = h->obj[m].x / 16, y0 = h->obj[m].y / 16;
        /* the trace keeps the floor in its fifth row */
        int col = marker_col(x0), trace_row = marker_row(y0);
        if (TR(c))
            trace_focus_rect(TR(c), x0, y0, L->room_w, L->room_h);
        /* scrRoomGen5: `if (y < 480)`: above pixel row 480 a room of the upper set */
        bool upper = h->obj[m].y < UPPER_BELOW_PX;
        const spg_set *set = upper ? d->upper : d->floor;
        int index = classic_pick_set(c, set, upper ? &S_UPPER : &S_FLOOR);
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
