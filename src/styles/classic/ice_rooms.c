/* ice_rooms.c — the Ice Caves' room scripts: which set each room's layout comes from
 * (scrRoomGen3's choices, and scrRoomGenYeti's on a Yeti lair level), and the checks
 * data/classic/ice.rooms must pass. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ice.h"
#include "roomsets.h"

#define ROOM(field, nm, mn) {nm, SPG_SET_ROOM, mn, offsetof(ice_sets, field)}
#define CHUNK(field, nm, mn) {nm, SPG_SET_CHUNK, mn, offsetof(ice_sets, field)}

static const set_need ice_rooms_needs[] = {
    ROOM(start, "start", 8),
    ROOM(start_drop, "start_drop", 8),
    ROOM(exit, "exit", 8),
    ROOM(side, "side", 8),
    ROOM(idol, "idol", 1),
    ROOM(altar, "altar", 1),
    ROOM(path, "path", 8),
    ROOM(fallback, "fallback", 8),
    ROOM(moai, "moai", 2),
    ROOM(ship[0], "ship_front", 1),
    ROOM(ship[1], "ship_middle", 1),
    ROOM(ship[2], "ship_back", 1),
    SHOP_SET_NEEDS,
    CHUNK(own.door, "door", 8),
    CHUNK(own.ground, "ground", 8),
    CHUNK(own.air, "air", 8),
    CHUNK(platform, "platform", 8),
    ROOM(lair_start, "lair_start", 8),
    ROOM(lair_start_drop, "lair_start_drop", 8),
    ROOM(lair_exit, "lair_exit", 8),
    ROOM(lair_exit_below_drop, "lair_exit_below_drop", 8),
    ROOM(lair_side, "lair_side", 8),
    ROOM(lair_side_bottom, "lair_side_bottom", 1),
    ROOM(lair_main, "lair_main", 8),
    ROOM(lair_king, "lair_king", 1),
    ROOM(lair_dropped, "lair_dropped", 8),
    ROOM(lair_drop, "lair_drop", 8),
    ROOM(lair_drop_capped, "lair_drop_capped", 4),
};

/* The codes each script's tile chain knows are its table's (ice_chain_codes,
 * lair_chain_codes); a shop room, a chunk and a platform take fewer. */
static const char shop_codes[] = "012LP74.bKkliWQqdD+cj";
static const char ice_rooms_chunk_codes[] = "012LP749cj";   /* door, ground, air: both scripts */
static const char platform_codes[] = "012LP749cjf"; /* F slots: scrRoomGen3's rooms */

static int ice_rooms_fail(char *err, size_t errlen, const spg_roomdata *d, const spg_set *s,
                const spg_layout *l, const char *what)
{
    snprintf(err, errlen, "%s:%d: layout '%s' of set '%s' %s", d->file, l ? l->line : s->line,
             l ? l->name : "", s->name, what);
    return -1;
}

static int count(const spg_layout *l, int rows, int cols, char code)
{
    int n = 0;
    for (int y = 0; y < rows; y++)
        for (int x = 0; x < cols; x++)
            n += l->tiles[0][y][x] == code;
    return n;
}

/* Every item of `s` uses only `codes`, and a room has no 'or' version: neither script
 * rolls one. */
static int ice_rooms_check_codes(const spg_roomdata *d, const spg_set *s, const char *codes, char *err,
                       size_t errlen)
{
    bool room = s->kind == SPG_SET_ROOM;
    for (int i = 0; i < s->n; i++) {
        const spg_layout *l = &s->items[i];
        if (l->variants > 1)
            return ice_rooms_fail(err, errlen, d, s, l, "has an 'or' version; the Ice Caves' scripts roll none");
        for (int y = 0; y < (room ? 8 : s->h); y++)
            for (int x = 0; x < (room ? 10 : s->w); x++)
                if (!strchr(codes, l->tiles[0][y][x])) {
                    char msg[96];
                    snprintf(msg, sizeof msg, "uses '%c' at row %d, column %d, which this "
                             "set's tile chain does not know", l->tiles[0][y][x], y + 1, x + 1);
                    return ice_rooms_fail(err, errlen, d, s, l, msg);
                }
    }
    return 0;
}

/* An 'F' slot's area (the platform chunks' size) fits in the room and is otherwise 0, as
 * the loader checks the other slots; with slots-as-text the original's rooms are taken as
 * they are (a chunk then runs on as text). */
static int check_platform_slots(const spg_roomdata *d, const spg_set *s, const spg_set *platform,
                                char *err, size_t errlen)
{
    if (d->slots_as_text)
        return 0;
    int w = platform->w, h = platform->h;
    for (int i = 0; i < s->n; i++) {
        const spg_layout *l = &s->items[i];
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 10; x++) {
                if (l->tiles[0][y][x] != 'F')
                    continue;
                if (x + w > 10 || y + h > 8)
                    return ice_rooms_fail(err, errlen, d, s, l,
                                "has an 'F' slot whose platform chunk runs out of the room");
                for (int dy = 0; dy < h; dy++)
                    for (int dx = 0; dx < w; dx++)
                        if ((dy || dx) && l->tiles[0][y + dy][x + dx] != '0')
                            return ice_rooms_fail(err, errlen, d, s, l,
                                        "has an 'F' slot whose platform chunk's area is not "
                                        "otherwise 0");
            }
    }
    return 0;
}

/* The lair's own shops when the file has them (all six), else scrRoomGen3's. */
static int bind_lair_shops(const spg_roomdata *d, ice_sets *m, char *err, size_t errlen)
{
    for (int i = 0; i < 2; i++) {
        m->lair_shop[i] = m->shop[i];
        m->lair_dice_house[i] = m->dice_house[i];
        m->lair_kissing_parlor[i] = m->kissing_parlor[i];
    }
    if (!roomdata_set(d, "lair_shop_facing_right"))
        return 0;
    static const set_need needs[] = {
        ROOM(lair_shop[0], "lair_shop_facing_right", 1),
        ROOM(lair_shop[1], "lair_shop_facing_left", 1),
        ROOM(lair_dice_house[0], "lair_dice_house_facing_right", 1),
        ROOM(lair_dice_house[1], "lair_dice_house_facing_left", 1),
        ROOM(lair_kissing_parlor[0], "lair_kissing_parlor_facing_right", 1),
        ROOM(lair_kissing_parlor[1], "lair_kissing_parlor_facing_left", 1),
    };
    return roomsets_bind(d, needs, sizeof needs / sizeof needs[0], m, err, errlen);
}

/* The lair's own chunk sets when the file has them (all three), else scrRoomGen3's. */
static int bind_lair_chunks(const spg_roomdata *d, ice_sets *m, char *err, size_t errlen)
{
    m->lair_chunks = m->own;
    if (!roomdata_set(d, "lair_door") && !roomdata_set(d, "lair_ground") &&
        !roomdata_set(d, "lair_air"))
        return 0;
    static const set_need needs[] = {
        CHUNK(lair_chunks.door, "lair_door", 8),
        CHUNK(lair_chunks.ground, "lair_ground", 8),
        CHUNK(lair_chunks.air, "lair_air", 8),
    };
    return roomsets_bind(d, needs, sizeof needs / sizeof needs[0], m, err, errlen);
}

/* Every layout of `s` holds exactly one `code`. */
static int check_one(const spg_roomdata *d, const spg_set *s, char code, const char *what,
                     char *err, size_t errlen)
{
    for (int i = 0; i < s->n; i++)
        if (count(&s->items[i], 8, 10, code) != 1)
            return ice_rooms_fail(err, errlen, d, s, &s->items[i], what);
    return 0;
}

/* The Moai stands 3 wide and 4 high from its 'O'; the rest of that area is 0. */
static int check_moai(const spg_roomdata *d, const spg_set *s, char *err, size_t errlen)
{
    for (int i = 0; i < s->n; i++) {
        const spg_layout *l = &s->items[i];
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 10; x++) {
                if (l->tiles[0][y][x] != 'O')
                    continue;
                if (x > 7 || y > 4)
                    return ice_rooms_fail(err, errlen, d, s, l, "has an 'O' whose 3x4 Moai runs out of the room");
                for (int dy = 0; dy < 4; dy++)
                    for (int dx = 0; dx < 3; dx++)
                        if ((dy || dx) && l->tiles[0][y + dy][x + dx] != '0')
                            return ice_rooms_fail(err, errlen, d, s, l,
                                        "has a Moai whose 3x4 area is not otherwise 0");
            }
    }
    return 0;
}

int ice_bind(const spg_roomdata *d, void **out, char *err, size_t errlen)
{
    ice_sets *m = calloc(1, sizeof *m);
    if (!m)
        return snprintf(err, errlen, "out of memory"), -1;
    if (roomsets_bind(d, ice_rooms_needs, sizeof ice_rooms_needs / sizeof ice_rooms_needs[0], m, err, errlen) != 0 ||
        bind_lair_chunks(d, m, err, errlen) != 0 || bind_lair_shops(d, m, err, errlen) != 0)
        goto bad;
    m->own.as_text = m->lair_chunks.as_text = d->slots_as_text != 0;
    const spg_set *ice_rooms[] = {m->start, m->start_drop, m->exit,    m->side,    m->idol,
                                  m->altar, m->path,       m->fallback, m->moai,   m->ship[0],
                                  m->ship[1], m->ship[2]};
    const spg_set *lair_rooms[] = {m->lair_start,   m->lair_start_drop, m->lair_exit,
                                   m->lair_exit_below_drop, m->lair_side, m->lair_side_bottom,
                                   m->lair_main,    m->lair_king,       m->lair_dropped,
                                   m->lair_drop,    m->lair_drop_capped};
    const spg_set *shops[] = {m->shop[0],           m->shop[1],           m->dice_house[0],
                              m->dice_house[1],     m->kissing_parlor[0], m->kissing_parlor[1],
                              m->lair_shop[0],      m->lair_shop[1],      m->lair_dice_house[0],
                              m->lair_dice_house[1], m->lair_kissing_parlor[0],
                              m->lair_kissing_parlor[1]};
    const spg_set *chunks[] = {m->own.door,         m->own.ground,         m->own.air,
                               m->lair_chunks.door, m->lair_chunks.ground, m->lair_chunks.air};
    char ice_codes[128], lair_codes[128];
    tile_codes_accepted(&ice_chain_codes, ice_codes);
    tile_codes_accepted(&lair_chain_codes, lair_codes);
    for (size_t i = 0; i < sizeof ice_rooms / sizeof *ice_rooms; i++)
        if (ice_rooms_check_codes(d, ice_rooms[i], ice_codes, err, errlen) ||
            check_platform_slots(d, ice_rooms[i], m->platform, err, errlen))
            goto bad;
    for (size_t i = 0; i < sizeof lair_rooms / sizeof *lair_rooms; i++)
        if (ice_rooms_check_codes(d, lair_rooms[i], lair_codes, err, errlen))
            goto bad;
    for (size_t i = 0; i < sizeof shops / sizeof *shops; i++)
        if (ice_rooms_check_codes(d, shops[i], shop_codes, err, errlen))
            goto bad;
    for (size_t i = 0; i < sizeof chunks / sizeof *chunks; i++)
        if (ice_rooms_check_codes(d, chunks[i], ice_rooms_chunk_codes, err, errlen))
            goto bad;
    if (ice_rooms_check_codes(d, m->platform, platform_codes, err, errlen))
        goto bad;
    for (size_t i = 0; i < sizeof chunks / sizeof *chunks; i++)
        if (chunks[i]->w != 5 || chunks[i]->h != 3) {
            snprintf(err, errlen, "%s:%d: set '%s' is of %dx%d chunks, not 5x3 (only the "
                     "platform chunks may have another size)", d->file, chunks[i]->line,
                     chunks[i]->name, chunks[i]->w, chunks[i]->h);
            goto bad;
        }
    const spg_set *door_rooms[] = {m->start,     m->start_drop,      m->exit,
                                   m->lair_start, m->lair_start_drop, m->lair_exit,
                                   m->lair_exit_below_drop};
    for (size_t i = 0; i < sizeof door_rooms / sizeof *door_rooms; i++)
        if (roomsets_check_doors(d, door_rooms[i], err, errlen) != 0)
            goto bad;
    if (roomsets_check_door_chunks(d, m->own.door, err, errlen) != 0 ||
        roomsets_check_door_chunks(d, m->lair_chunks.door, err, errlen) != 0 ||
        check_one(d, m->idol, 'I', "needs exactly one golden idol 'I'", err, errlen) ||
        check_one(d, m->altar, 'x', "needs exactly one altar 'x'", err, errlen) ||
        check_one(d, m->moai, 'O', "needs exactly one Moai 'O'", err, errlen) ||
        check_moai(d, m->moai, err, errlen) ||
        check_one(d, m->ship[2], 'X', "needs exactly one Alien Boss 'X'", err, errlen) ||
        check_one(d, m->lair_king, 'Y', "needs exactly one Yeti King 'Y'", err, errlen))
        goto bad;
    *out = m;
    return 0;
bad:
    free(m);
    return -1;
}

static const spg_site S_ICE_ROOMS_LAYOUT = SPG_SITE("ice.layout", "which layout of the room's kind");
static const spg_site S_ICE_ROOMS_SIDE = SPG_SITE("ice.side_room",
                                "a side room: 1 builds it as one (1 in 2), else as a path room");
static const spg_site S_ICE_ROOMS_ALTAR = SPG_SITE("ice.kali_altar",
                                 "1 makes Kali's altar here (1 in 12, once a level)");
static const spg_site S_SIDE_LAYOUT = SPG_SITE("ice.side_layout",
                                       "which side-room layout; one past the last is the idol "
                                       "room (until it is made)");
static const spg_site S_ICE_ROOMS_PATH = SPG_SITE("ice.path_room",
                                "a path, drop or side room: under 10 takes a path layout, 10 "
                                "the plain one (9 in 10)");

/* A roll among the layouts of `set` (drawn even when it has one: the script's rand(1,1)). */
static chosen ice_rooms_pick(cg *c, const spg_set *set, const char *kind)
{
    chosen ch = {set, classic_pick_set(c, set, &S_ICE_ROOMS_LAYOUT), 0};
    T_DECIDE(c, kind);
    ch.draw = c->rng->draws;
    return ch;
}

/* A side room: Kali's altar 1 in 12 (drawn even once it is made), else a side layout,
 * or the idol's room one past the last until it is made. */
static chosen ice_side(cg *c)
{
    const ice_sets *d = c->sets;
    spg_level *L = c->L;
    chosen ch = {NULL, 0, 0};
    if (test(c, !c->altar_made, 1, 12, 1, &S_ICE_ROOMS_ALTAR)) {
        T_DECIDE(c, "Kali's altar");
        c->altar_made = true;
        cg_flag(c, "kali_altar", &L->flags.altar, true, SPG_CAUSE_LAST);
        ch.set = d->altar;
        ch.index = d->altar->n > 1 ? classic_pick(c, d->altar->n, &S_ICE_ROOMS_LAYOUT) : 0;
    } else {
        if (drew(c, !c->altar_made))
            T_DECIDE(c, c->altar_made ? "the altar is made already (wasted)" : "no altar");
        int n = d->side->n;
        int r = roll(c, 1, c->idol_made ? n : n + 1, &S_SIDE_LAYOUT);
        if (r == n + 1) {
            T_DECIDE(c, "the idol room");
            c->idol_made = true;
            cg_flag(c, "idol", &L->flags.idol, true, SPG_CAUSE_LAST);
            ch.set = d->idol;
            ch.index = d->idol->n > 1 ? classic_pick(c, d->idol->n, &S_ICE_ROOMS_LAYOUT) : 0;
        } else {
            T_DECIDE(c, "a side room");
            ch.set = d->side;
            ch.index = r - 1;
        }
    }
    ch.draw = c->rng->draws;
    return ch;
}

static chosen lair_choose(cg *c, int rx, int ry);

chosen ice_choose_layout(cg *c, int rx, int ry)
{
    const ice_sets *d = c->sets;
    spg_level *L = c->L;
    if (L->flags.yeti_lair)
        return lair_choose(c, rx, ry);
    int code = L->rooms[ry][rx];
    if (rx == L->start_x && ry == L->start_y)
        return code == SPG_ROOM_PATH_DOWN
                   ? ice_rooms_pick(c, d->start_drop, "a start room the path leaves downward")
                   : ice_rooms_pick(c, d->start, "a start room");
    if (rx == L->exit_x && ry == L->exit_y)
        return ice_rooms_pick(c, d->exit, "an exit room");
    /* `roomPath == 0 and rand(1,2) == 1`: every other room draws the side roll */
    if (test(c, code == SPG_ROOM_SIDE, 1, 2, 1, &S_ICE_ROOMS_SIDE)) {
        T_DECIDE(c, "built as a side room");
        return ice_side(c);
    }
    if (drew(c, code == SPG_ROOM_SIDE))
        T_DECIDE(c, code == SPG_ROOM_SIDE ? "built as a path room" : "not a side room (wasted)");
    bool pathish = code >= SPG_ROOM_SIDE && code <= SPG_ROOM_PATH_DOWN;
    int r = roll_if(c, pathish, 1, 10, &S_ICE_ROOMS_PATH);
    if (r != SPG_NOT_DRAWN)
        T_DECIDE(c, !pathish ? "not a path room (wasted)" : r < 10 ? "a path layout" : "the plain layout");
    if (pathish && r < 10)
        return ice_rooms_pick(c, d->path, "a path room");
    if (room_is_shop(code))
        return classic_shop_layout(c, code, (const spg_set **)d->shop,
                                   (const spg_set **)d->dice_house,
                                   (const spg_set **)d->kissing_parlor);
    if (code == SPG_ROOM_SPECIAL)
        return ice_rooms_pick(c, d->moai, "the Moai's room");
    if (code >= SPG_ROOM_SHIP_FRONT && code <= SPG_ROOM_SHIP_BACK)
        return ice_rooms_pick(c, d->ship[code - SPG_ROOM_SHIP_FRONT],
                              code == SPG_ROOM_SHIP_FRONT    ? "the mothership's front"
                              : code == SPG_ROOM_SHIP_MIDDLE ? "the mothership's middle"
                                                      : "the mothership's back, with its boss");
    return ice_rooms_pick(c, d->fallback, "a plain room");
}

/* ---------------------------------------------------------------- the Yeti lair */

static const spg_site S_LAIR_SIDE = SPG_SITE("ice.lair.side_room",
                                     "a side room: under 4 builds it as one (3 in 4)");
static const spg_site S_LAIR_SIDE_LAYOUT = SPG_SITE("ice.lair.side_layout",
                                            "which side-room layout; the bottom row's own come "
                                            "last");
static const spg_site S_LAIR_MAIN = SPG_SITE("ice.lair.main_layout",
                                     "which main layout; one past the last is the Yeti King's "
                                     "room (until he is made)");
static const spg_site S_KING_ROW2 = SPG_SITE("ice.lair.king_row2",
                                     "row 2: 1 gives the Yeti King this room (1 in 2)");
static const spg_site S_KING_ROW1 = SPG_SITE("ice.lair.king_row1",
                                     "rows 1-2: 1 gives the Yeti King this room (1 in 3)");

static bool king_made(const spg_level *L)
{
    for (int i = 0; i < L->nent; i++)
        if (!L->ent[i].gone && L->ent[i].kind == SPG_E_YETI_KING)
            return true;
    return false;
}

/* A main room of the lair: until the Yeti King exists, the King's room is one past the
 * last layout, and it is forced in the bottom row, half the time in row 2, a third of
 * the time in row 1 (the tests of the rows above draw as well). */
static chosen lair_main(cg *c, int ry)
{
    const ice_sets *d = c->sets;
    int k = d->lair_main->n;
    chosen ch = {d->lair_main, 0, 0};
    if (king_made(c->L)) {
        ch.index = classic_pick(c, k, &S_LAIR_MAIN);
        T_DECIDE(c, "a main room (the King is made)");
        ch.draw = c->rng->draws;
        return ch;
    }
    int r = roll(c, 1, k + 1, &S_LAIR_MAIN);
    T_DECIDE(c, r == k + 1 ? "the Yeti King's room" : "a main room, unless the row says");
    uint32_t draw = c->rng->draws;
    bool king = r == k + 1;
    if (ry == 3) {
        king = true;
        if (TR(c))
            trace_note(TR(c), -1, -1, "the bottom row: the Yeti King's room", SPG_CAUSE_LAST);
    } else if (test(c, ry == 2, 1, 2, 1, &S_KING_ROW2)) {
        T_DECIDE(c, "the Yeti King's room");
        king = true;
        draw = c->rng->draws;
    } else {
        if (drew(c, ry == 2))
            T_DECIDE(c, ry == 2 ? "not here" : "not row 2 (wasted)");
        if (test(c, ry >= 1, 1, 3, 1, &S_KING_ROW1)) {
            T_DECIDE(c, "the Yeti King's room");
            king = true;
            draw = c->rng->draws;
        } else if (drew(c, ry >= 1)) {
            T_DECIDE(c, ry >= 1 ? "not here" : "the top row (wasted)");
        }
    }
    if (king) {
        ch.set = d->lair_king;
        ch.index = d->lair_king->n > 1 ? classic_pick(c, d->lair_king->n, &S_ICE_ROOMS_LAYOUT) : 0;
        ch.draw = d->lair_king->n > 1 ? c->rng->draws : draw;
    } else {
        ch.index = r - 1;
        ch.draw = draw;
    }
    return ch;
}

static chosen lair_choose(cg *c, int rx, int ry)
{
    const ice_sets *d = c->sets;
    spg_level *L = c->L;
    int code = L->rooms[ry][rx];
    int above = ry > 0 ? L->rooms[ry - 1][rx] : -1;
    if (rx == L->start_x && ry == L->start_y)
        return code == SPG_ROOM_PATH_DOWN
                   ? ice_rooms_pick(c, d->lair_start_drop, "a start room the path leaves downward")
                   : ice_rooms_pick(c, d->lair_start, "a start room");
    if (rx == L->exit_x && ry == L->exit_y)
        return above == SPG_ROOM_PATH_DOWN
                   ? ice_rooms_pick(c, d->lair_exit_below_drop, "an exit room dropped into")
                   : ice_rooms_pick(c, d->lair_exit, "an exit room");
    /* `roomPath == 0 and rand(1,4) < 4` */
    int r = roll_if(c, code == SPG_ROOM_SIDE, 1, 4, &S_LAIR_SIDE);
    if (r != SPG_NOT_DRAWN)
        T_DECIDE(c, code != SPG_ROOM_SIDE ? "not a side room (wasted)"
                    : r < 4               ? "built as a side room"
                                          : "built as a main room");
    if (code == SPG_ROOM_SIDE && r < 4) {
        /* the idol never comes here, so only the bottom row gets the extra layouts */
        int n = d->lair_side->n, m = d->lair_side_bottom->n;
        bool all = c->idol_made || ry == 3;
        int s = roll(c, 1, all ? n + m : n, &S_LAIR_SIDE_LAYOUT);
        T_DECIDE(c, s > n ? "a bottom-row side room" : "a side room");
        chosen ch = {s > n ? d->lair_side_bottom : d->lair_side, s > n ? s - n - 1 : s - 1,
                     c->rng->draws};
        return ch;
    }
    if (code == SPG_ROOM_SIDE || code == SPG_ROOM_PATH)
        return lair_main(c, ry);
    if (code == SPG_ROOM_PATH_DROPPED)
        return ice_rooms_pick(c, d->lair_dropped, "a room dropped into");
    if (room_is_shop(code))
        return classic_shop_layout(c, code, (const spg_set **)d->lair_shop,
                                   (const spg_set **)d->lair_dice_house,
                                   (const spg_set **)d->lair_kissing_parlor);
    /* a drop (or any other code): capped layouts only where nothing drops in */
    int open = d->lair_drop->n, capped = d->lair_drop_capped->n;
    bool dropped_in = above == SPG_ROOM_PATH_DOWN;
    int k = classic_pick(c, dropped_in ? open : open + capped, &S_ICE_ROOMS_LAYOUT);
    T_DECIDE(c, k < open ? "a drop" : "a capped drop");
    chosen ch = {k < open ? d->lair_drop : d->lair_drop_capped, k < open ? k : k - open,
                 c->rng->draws};
    return ch;
}

/* this file's shorthands end here: the style is also built as one translation unit */
#undef CHUNK
#undef ROOM

void ice_rooms(cg *c) { classic_grid_rooms(c, ice_choose_layout, ice_room_tiles); }
