/* temple_rooms.c — the Temple's room script (scrRoomGen4's choices): which set each room's
 * layout comes from, the rolls that choose it, and the sets data/classic/temple.rooms must
 * hold.  The layouts are spelgen's own; the rolls are the original's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "roomsets.h"
#include "temple.h"

typedef struct temple_sets {
    chunk_sets chunks; /* first: the shared room builder reads it */
    const spg_set *start, *start_drop, *exit, *side, *idol, *altar, *vault, *path,
        *path_tomb_lord, *path_dropped, *drop, *xoc, *pit_top, *pit_middle, *pit_bottom;
    const spg_set *shop[2], *dice_house[2], *kissing_parlor[2]; /* [0] facing right */
} temple_sets;

/* The side rooms are rolled rand(1,11) or rand(1,12) (12 the idol's room), so there are
 * eleven; the tenth (the original's sun room) rolls which of its two versions. */
enum { SIDE_ROOMS = 11, SIDE_WITH_VERSIONS = 9, VAULTS = 3 };

#define ROOM(field, nm, mn) {nm, SPG_SET_ROOM, mn, offsetof(temple_sets, field)}
#define CHUNK(field, nm, mn) {nm, SPG_SET_CHUNK, mn, offsetof(temple_sets, field)}

static const set_need temple_rooms_needs[] = {
    ROOM(start, "start", 8),
    ROOM(start_drop, "start_drop", 8),
    ROOM(exit, "exit", 8),
    ROOM(side, "side", SIDE_ROOMS),
    ROOM(idol, "idol", 1),
    ROOM(altar, "altar", 1),
    ROOM(vault, "vault", VAULTS),
    ROOM(path, "path", 8),
    ROOM(path_tomb_lord, "path_tomb_lord", 1),
    ROOM(path_dropped, "path_dropped", 8),
    ROOM(drop, "drop", 8),
    ROOM(xoc, "lady_xoc", 1),
    ROOM(pit_top, "pit_top", 1),
    ROOM(pit_middle, "pit_middle", 1),
    ROOM(pit_bottom, "pit_bottom", 1),
    SHOP_SET_NEEDS,
    CHUNK(chunks.door, "door", 8),
    CHUNK(chunks.ground, "ground", 8),
    CHUNK(chunks.air, "air", 8),
    CHUNK(chunks.air_narrow, "air_narrow", 8),
};
#define NNEEDS (sizeof temple_rooms_needs / sizeof temple_rooms_needs[0])

/* Sets the original chooses without a roll must hold one layout: a second would need a
 * roll the original does not make. */
static const char *const single[] = {"idol", "altar", "lady_xoc", "pit_top", "pit_middle",
                                     "pit_bottom", "shop_facing_right", "shop_facing_left",
                                     "dice_house_facing_right", "dice_house_facing_left",
                                     "kissing_parlor_facing_right",
                                     "kissing_parlor_facing_left"};

static int temple_rooms_fail(char *err, size_t errlen, const spg_roomdata *d, const spg_set *s,
                const char *what)
{
    snprintf(err, errlen, "%s:%d: set '%s' %s", d->file, s->line, s->name, what);
    return -1;
}

/* The counts the odds depend on, and the one layout with two versions. */
static int check_shapes(const spg_roomdata *d, const temple_sets *t, char *err, size_t errlen)
{
    for (size_t i = 0; i < sizeof single / sizeof single[0]; i++) {
        const spg_set *s = roomdata_set(d, single[i]);
        if (s->n != 1)
            return temple_rooms_fail(err, errlen, d, s,
                        "must hold exactly 1 layout: the original rolls nothing for it");
    }
    if (t->side->n != SIDE_ROOMS)
        return temple_rooms_fail(err, errlen, d, t->side,
                    "must hold exactly 11 layouts: the rolls are rand(1,11) and rand(1,12)");
    if (t->vault->n != VAULTS)
        return temple_rooms_fail(err, errlen, d, t->vault,
                    "must hold exactly 3 layouts: the City of Gold rolls rand(1,14) for 11 "
                    "side rooms and 3 vaults");
    for (size_t i = 0; i < NNEEDS; i++) {
        const spg_set *s = roomdata_set(d, temple_rooms_needs[i].name);
        for (int k = 0; k < s->n; k++) {
            bool versions = s == t->side && k == SIDE_WITH_VERSIONS;
            if (s->items[k].variants != (versions ? 2 : 1)) {
                snprintf(err, errlen,
                         "%s:%d: layout '%s' of set '%s' %s", d->file, s->items[k].line,
                         s->items[k].name, s->name,
                         versions ? "needs a second version ('or'): the tenth side room "
                                    "rolls which version it takes"
                                  : "may not have a second version: only the tenth side "
                                    "room rolls one");
                return -1;
            }
        }
    }
    return 0;
}

int temple_bind(const spg_roomdata *d, void **out, char *err, size_t errlen)
{
    temple_sets *t = calloc(1, sizeof *t);
    if (!t)
        return snprintf(err, errlen, "out of memory"), -1;
    const spg_set *door_sets[3];
    if (roomsets_bind(d, temple_rooms_needs, NNEEDS, t, err, errlen) != 0)
        goto bad;
    door_sets[0] = t->start;
    door_sets[1] = t->start_drop;
    door_sets[2] = t->exit;
    for (int i = 0; i < 3; i++)
        if (roomsets_check_doors(d, door_sets[i], err, errlen) != 0)
            goto bad;
    char codes[128];
    tile_codes_accepted(&temple_codes, codes);
    if (roomsets_check_door_chunks(d, t->chunks.door, err, errlen) != 0 ||
        check_shapes(d, t, err, errlen) != 0 ||
        roomsets_check_codes(d, temple_rooms_needs, NNEEDS, codes, "the Temple's", err, errlen) != 0)
        goto bad;
    /* scrRoomGen4 writes its "r" slots' chunks 4 wide, 3 high */
    if (t->chunks.air_narrow->w != 4 || t->chunks.air_narrow->h != 3) {
        temple_rooms_fail(err, errlen, d, t->chunks.air_narrow,
                          "must hold 4x3 chunks (set air_narrow CHUNK 4x3): the 'N' slots "
                          "are 4 wide");
        goto bad;
    }
    t->chunks.as_text = d->slots_as_text != 0;
    *out = t;
    return 0;
bad:
    free(t);
    return -1;
}

static const spg_site S_TEMPLE_ROOMS_LAYOUT = SPG_SITE("temple.rooms.layout", "which layout of the room's kind");
static const spg_site S_TEMPLE_ROOMS_SIDE_OR_PATH = SPG_SITE(
    "temple.rooms.side_or_path",
    "a side room that rolls 2-4 takes a side-room layout, 1 a path layout (drawn for "
    "every room but the start and exit)");
static const spg_site S_CITY_SIDE = SPG_SITE(
    "temple.rooms.city_side",
    "City of Gold side room: 1-11 a side room, 13-14 a vault, 12 and 15 the third vault");
static const spg_site S_TEMPLE_ROOMS_ALTAR = SPG_SITE("temple.rooms.kali_altar",
                                 "side room: 1 makes Kali's altar (1 in 12, once a level)");
static const spg_site S_TEMPLE_ROOMS_SIDE = SPG_SITE("temple.rooms.side",
                                "which side room; 12 (while no idol is made) the idol's room");
static const spg_site S_TEMPLE_ROOMS_PATH = SPG_SITE("temple.rooms.path",
                                "which path room; in the City of Gold the last two are a Tomb "
                                "Lord's");
static const spg_site S_TEMPLE_ROOMS_SHOP_KIND = SPG_SITE(
    "temple.rooms.shop_kind",
    "1 General Store, 2 Bomb Shop, 3 Weapon Shop, 4 Rare Shop, 5 Clothing Shop, 6 Dice "
    "House, 7 Kissing Parlor (rolled 1-6 once the level has its Damsel)");

/* A set's own roll; an imported set that the original rolls as rand(N,...) says so
 * (rolled-from), in the trace's words only. */
static chosen temple_rooms_pick(cg *c, const spg_set *set)
{
    chosen ch = {set, classic_pick_set(c, set, &S_TEMPLE_ROOMS_LAYOUT), c->rng->draws};
    return ch;
}

static chosen fixed(const spg_set *set)
{
    chosen ch = {set, 0, 0};
    return ch;
}

/* scrRoomGen4's side rooms: the City of Gold's own roll, else Kali's altar, else a side
 * room or (once a level) the idol's. */
static chosen temple_rooms_side_room(cg *c)
{
    const temple_sets *d = c->sets;
    spg_level *L = c->L;
    chosen ch = {NULL, 0, 0};
    if (L->flags.city_of_gold) {
        int n = roll(c, 1, 14, &S_CITY_SIDE);
        if (n == 12)
            n = 15;
        T_DECIDE(c, n > 12 ? "a treasure vault" : "a side room");
        ch.set = n > 12 ? d->vault : d->side;
        ch.index = n > 12 ? n - 13 : n - 1;
        ch.draw = c->rng->draws;
        return ch;
    }
    bool can_altar = !c->altar_made;
    if (test(c, can_altar, 1, 12, 1, &S_TEMPLE_ROOMS_ALTAR)) {
        T_DECIDE(c, "Kali's altar");
        c->altar_made = true;
        cg_flag(c, "kali_altar", &L->flags.altar, true, SPG_CAUSE_LAST);
        return fixed(d->altar);
    }
    if (drew(c, can_altar))
        T_DECIDE(c, can_altar ? "no altar" : "the altar is made: wasted");
    int n = roll(c, 1, c->idol_made ? SIDE_ROOMS : SIDE_ROOMS + 1, &S_TEMPLE_ROOMS_SIDE);
    if (n == SIDE_ROOMS + 1) {
        T_DECIDE(c, "the idol's room");
        c->idol_made = true;
        ch.set = d->idol;
        ch.index = 0;
        ch.draw = c->rng->draws;
        return ch;
    }
    ch.set = d->side;
    ch.index = n - 1;
    ch.draw = c->rng->draws;
    return ch;
}

static chosen path_room(cg *c)
{
    const temple_sets *d = c->sets;
    int n = d->path->n, extra = c->L->flags.city_of_gold ? d->path_tomb_lord->n : 0;
    int r = classic_pick(c, n + extra, &S_TEMPLE_ROOMS_PATH);
    chosen ch = {r < n ? d->path : d->path_tomb_lord, r < n ? r : r - n, c->rng->draws};
    return ch;
}

/* A shop's kind: the Temple rolls 1-6 once the level has a Damsel (the sacrifice pit's),
 * so there is no Kissing Parlor then. */
static chosen shop_room(cg *c, int code)
{
    const temple_sets *d = c->sets;
    spg_level *L = c->L;
    int kind = roll(c, 1, c->damsel_made ? 6 : 7, &S_TEMPLE_ROOMS_SHOP_KIND) - 1;
    T_DECIDE(c, shop_name(kind));
    L->flags.shop = kind;
    if (TR(c))
        trace_flag(TR(c), "shop", kind, SPG_CAUSE_LAST);
    int facing = code == SPG_ROOM_SHOP_FACING_LEFT;
    chosen ch = {kind == SPG_SHOP_DICE      ? d->dice_house[facing]
                 : kind == SPG_SHOP_KISSING ? d->kissing_parlor[facing]
                                            : d->shop[facing],
                 0, c->rng->draws};
    /* scrRoomGen4's Kissing Parlour sets oGame.damsel as the Mines' does: the level has
     * one, and no other is made */
    if (kind == SPG_SHOP_KISSING) {
        c->damsel_made = true;
        cg_flag(c, "damsel", &L->flags.damsel, true, SPG_CAUSE_LAST);
    }
    return ch;
}

chosen temple_choose_layout(cg *c, int rx, int ry)
{
    const temple_sets *d = c->sets;
    spg_level *L = c->L;
    int code = L->rooms[ry][rx];
    if (rx == L->start_x && ry == L->start_y)
        return temple_rooms_pick(c, code == SPG_ROOM_PATH_DOWN ? d->start_drop : d->start);
    if (rx == L->exit_x && ry == L->exit_y)
        return temple_rooms_pick(c, d->exit);
    /* `roomPath == 0 and rand(1,4) > 1`: drawn for every room reaching the test */
    int r = roll_if(c, code == SPG_ROOM_SIDE, 1, 4, &S_TEMPLE_ROOMS_SIDE_OR_PATH);
    if (r != SPG_NOT_DRAWN)
        T_DECIDE(c, code != SPG_ROOM_SIDE ? "not a side room: wasted"
                    : r > 1   ? "a side room's layout"
                              : "a path layout in a side room");
    if (code == SPG_ROOM_SIDE && r > 1)
        return temple_rooms_side_room(c);
    switch (code) {
    case SPG_ROOM_SIDE:
    case SPG_ROOM_PATH:
        return path_room(c);
    case SPG_ROOM_PATH_DROPPED:
        return temple_rooms_pick(c, d->path_dropped);
    case SPG_ROOM_SHOP_FACING_RIGHT:
    case SPG_ROOM_SHOP_FACING_LEFT:
        return shop_room(c, code);
    case SPG_ROOM_SPECIAL:
        return fixed(d->xoc);
    case SPG_ROOM_PIT_TOP:
        return fixed(d->pit_top);
    case SPG_ROOM_PIT_MIDDLE:
        return fixed(d->pit_middle);
    case SPG_ROOM_PIT_BOTTOM:
        return fixed(d->pit_bottom);
    default:
        return temple_rooms_pick(c, d->drop);
    }
}

/* this file's shorthands end here: the style is also built as one translation unit */
#undef CHUNK
#undef NNEEDS
#undef ROOM

void temple_rooms(cg *c) { classic_grid_rooms(c, temple_choose_layout, temple_room_tiles); }
