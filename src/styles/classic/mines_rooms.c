/* mines_rooms.c — the Mines' room script: which set each room's layout comes from
 * (scrRoomGen's choices), and the sets data/classic/mines.rooms must hold. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mines.h"
#include "roomsets.h"

typedef struct mines_sets {
    chunk_sets chunks; /* first: the shared room builder reads it */
    const spg_set *start, *start_drop, *exit, *exit_below_drop, *side, *idol, *altar, *path,
        *path_dropped, *drop, *drop_capped, *pit_top, *pit_middle, *pit_bottom;
    const spg_set *shop[2], *dice_house[2], *kissing_parlor[2]; /* [0] facing right */
} mines_sets;

#define ROOM(field, nm, mn) {nm, SPG_SET_ROOM, mn, offsetof(mines_sets, field)}
#define CHUNK(field, nm, mn) {nm, SPG_SET_CHUNK, mn, offsetof(mines_sets, field)}

static const set_need mines_rooms_needs[] = {
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
    SHOP_SET_NEEDS,
    CHUNK(chunks.door, "door", 8),
    CHUNK(chunks.ground, "ground", 8),
    CHUNK(chunks.air, "air", 8),
};

int mines_bind(const spg_roomdata *d, void **out, char *err, size_t errlen)
{
    mines_sets *m = calloc(1, sizeof *m);
    if (!m)
        return snprintf(err, errlen, "out of memory"), -1;
    if (roomsets_bind(d, mines_rooms_needs, sizeof mines_rooms_needs / sizeof mines_rooms_needs[0], m, err, errlen) != 0) {
        free(m);
        return -1;
    }
    m->chunks.as_text = d->slots_as_text != 0;
    const spg_set *door_sets[] = {m->start, m->start_drop, m->exit, m->exit_below_drop};
    for (int i = 0; i < 4; i++)
        if (roomsets_check_doors(d, door_sets[i], err, errlen) != 0) {
            free(m);
            return -1;
        }
    char codes[128];
    tile_codes_accepted(&mines_codes, codes);
    if (roomsets_check_door_chunks(d, m->chunks.door, err, errlen) != 0 ||
        roomsets_check_codes(d, mines_rooms_needs,
                             sizeof mines_rooms_needs / sizeof mines_rooms_needs[0], codes, "the Mines'", err, errlen) != 0) {
        free(m);
        return -1;
    }
    *out = m;
    return 0;
}

static const spg_site S_MINES_ROOMS_LAYOUT = SPG_SITE("rooms.layout", "which layout of the room's kind");
static const spg_site S_MINES_ROOMS_ALTAR = SPG_SITE("rooms.kali_altar",
                                 "side room: 1 makes Kali's altar (from level 2, once; 1 in 16)");
static const spg_site S_MINES_ROOMS_SIDE = SPG_SITE("rooms.side_layout",
                                "which side-room layout; one past the last is the idol room");

chosen mines_choose_layout(cg *c, int rx, int ry)
{
    const mines_sets *d = c->sets;
    spg_level *L = c->L;
    int code = L->rooms[ry][rx];
    int above = ry > 0 ? L->rooms[ry - 1][rx] : -1;
    chosen ch = {NULL, 0, 0};
    if (rx == L->start_x && ry == L->start_y) {
        ch.set = code == SPG_ROOM_PATH_DOWN ? d->start_drop : d->start;
        c->layout_why = code == SPG_ROOM_PATH_DOWN ? "the start room, and the path drops out of it (code 2): a way down"
                           : "the start room: the path leaves it sideways";
        ch.index = classic_pick_set(c, ch.set, &S_MINES_ROOMS_LAYOUT);
    } else if (rx == L->exit_x && ry == L->exit_y) {
        ch.set = above == SPG_ROOM_PATH_DOWN ? d->exit_below_drop : d->exit;
        c->layout_why = above == SPG_ROOM_PATH_DOWN ? "the exit room, under a room the path drops out of: open above"
                            : "the exit room: the path comes in from the side";
        ch.index = classic_pick_set(c, ch.set, &S_MINES_ROOMS_LAYOUT);
    } else if (code == SPG_ROOM_SIDE) {
        bool can_altar = c->game->level > 1 && !c->altar_made;
        if (test(c, can_altar, 1, 16, 1, &S_MINES_ROOMS_ALTAR)) {
            T_DECIDE(c, "Kali's altar");
            c->altar_made = true;
            cg_flag(c, "kali_altar", &L->flags.altar, true, SPG_CAUSE_LAST);
            ch.set = d->altar;
            c->layout_why = "a side room (0) whose altar roll came up 1 in 16: Kali's altar";
            ch.index = d->altar->n > 1 ? classic_pick(c, d->altar->n, &S_MINES_ROOMS_LAYOUT) : 0;
        } else {
            if (drew(c, can_altar))
                T_DECIDE(c, can_altar ? "no altar" : "no altar possible here (wasted)");
            int n = d->side->n;
            bool idol_ok = !c->idol_made && ry != 3;
            int r = roll(c, 1, idol_ok ? n + 1 : n, &S_MINES_ROOMS_SIDE);
            if (r == n + 1) {
                T_DECIDE(c, "the idol room");
                c->idol_made = true;
                cg_flag(c, "idol", &L->flags.idol, true, SPG_CAUSE_LAST);
                ch.set = d->idol;
                c->layout_why = "a side room (0) whose side roll fell one past the side layouts: the idol room";
                ch.index = d->idol->n > 1 ? classic_pick(c, d->idol->n, &S_MINES_ROOMS_LAYOUT) : 0;
            } else {
                ch.set = d->side;
                ch.index = r - 1;
                c->layout_why = "a side room (0): off the path, no way through needed";
            }
        }
    } else if (code == SPG_ROOM_PATH) {
        ch.set = d->path;
        c->layout_why = "a path room (1): open to the left and the right";
        ch.index = classic_pick_set(c, ch.set, &S_MINES_ROOMS_LAYOUT);
    } else if (code == SPG_ROOM_PATH_DROPPED) {
        ch.set = d->path_dropped;
        c->layout_why = "a room the path drops into (3): open above and to the sides";
        ch.index = classic_pick_set(c, ch.set, &S_MINES_ROOMS_LAYOUT);
    } else if (room_is_shop(code)) {
        return classic_shop_layout(c, code, (const spg_set **)d->shop,
                                   (const spg_set **)d->dice_house,
                                   (const spg_set **)d->kissing_parlor);
    } else if (code == SPG_ROOM_PIT_MIDDLE) {
        ch.set = d->pit_middle;
        c->layout_why = "the snake pit's middle (8)";
        ch.index = classic_pick_set(c, ch.set, &S_MINES_ROOMS_LAYOUT);
    } else if (code == SPG_ROOM_PIT_BOTTOM) {
        ch.set = d->pit_bottom;
        c->layout_why = "the snake pit's bottom (9): the snakes' floor";
        ch.index = classic_pick_set(c, ch.set, &S_MINES_ROOMS_LAYOUT);
    } else if (code == SPG_ROOM_PIT_TOP) {
        ch.set = d->pit_top;
        c->layout_why = "the snake pit's top (7): the pit opens here";
        ch.index = classic_pick_set(c, ch.set, &S_MINES_ROOMS_LAYOUT);
    } else {
        /* a drop: capped layouts only where nothing drops in from above */
        int open = d->drop->n, capped = d->drop_capped->n;
        bool dropped_in = above == SPG_ROOM_PATH_DOWN;
        int r = classic_pick(c, dropped_in ? open : open + capped, &S_MINES_ROOMS_LAYOUT);
        ch.set = r < open ? d->drop : d->drop_capped;
        ch.index = r < open ? r : r - open;
        c->layout_why = above == SPG_ROOM_PATH_DOWN ? "a room the path leaves downward (2), under another drop: only "
                              "the open-topped layouts"
                 : r < open ? "a room the path leaves downward (2): the roll fell among the "
                              "open-topped layouts"
                            : "a room the path leaves downward (2) with nothing dropping in: "
                              "the roll fell among the capped layouts";
    }
    ch.draw = c->rng->draws;
    return ch;
}

/* this file's shorthands end here: the style is also built as one translation unit */
#undef CHUNK
#undef ROOM

void mines_rooms(cg *c) { classic_grid_rooms(c, mines_choose_layout, mines_room_tiles); }
