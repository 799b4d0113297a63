/* jungle_rooms.c — the Jungle's room scripts: which set each room's layout comes from
 * on an ordinary level (scrRoomGen2's choices, the flooded level's rows included) and on
 * the Black Market (scrRoomGenMarket's, with its shop loop), the sets
 * data/classic/jungle.rooms must hold, and the loop that builds the rooms. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jungle.h"
#include "roomsets.h"

#define ROOM(field, nm, mn) {nm, SPG_SET_ROOM, mn, offsetof(jungle_sets, field)}
#define CHUNK(field, nm, mn) {nm, SPG_SET_CHUNK, mn, offsetof(jungle_sets, field)}

static const set_need jungle_rooms_needs[] = {
    ROOM(start, "start", 8),
    ROOM(start_drop, "start_drop", 8),
    ROOM(exit, "exit", 8),
    ROOM(exit_below_drop, "exit_below_drop", 8),
    ROOM(exit_lake, "exit_lake", 1),
    ROOM(side, "side", 8),
    ROOM(idol, "idol", 1),
    ROOM(idol_graveyard, "idol_graveyard", 1),
    ROOM(altar, "altar", 1),
    ROOM(path, "path", 8),
    ROOM(path_dropped, "path_dropped", 8),
    ROOM(drop, "drop", 8),
    ROOM(drop_capped, "drop_capped", 1),
    ROOM(lake_top, "lake_top", 1),
    ROOM(lake_top_capped, "lake_top_capped", 1),
    ROOM(lake_bottom, "lake_bottom", 1),
    ROOM(mega_mouth, "mega_mouth", 1),
    SHOP_SET_NEEDS,
    ROOM(market_path, "market_path", 1),
    ROOM(market_drop, "market_drop", 1),
    ROOM(market_drop_capped, "market_drop_capped", 1),
    ROOM(market_shop, "market_shop", 1),
    ROOM(market_ankh, "market_ankh", 1),
    ROOM(market_casino, "market_casino", 1),
    CHUNK(chunks.door, "door", 1),
    CHUNK(chunks.ground, "ground", 1),
    CHUNK(ground_tree, "ground_tree", 1),
    CHUNK(chunks.air, "air", 1),
    CHUNK(vines, "vines", 1),
};

/* The codes a Jungle chunk may use: the chain's own, a door and the ladders (a room's
 * codes are the chain's, jungle_codes). */
static const char jungle_rooms_chunk_codes[] = "012trw~,mvY7^49LP";

/* Every tile of every set is one the Jungle's chain makes something of (the loader
 * accepts other areas' codes too), a tree has air above it to grow into, and a door's
 * block has earth on both sides: the block pass turns a block with an open side into a
 * spear trap whose head would stand in the door (the original's one door chunk and its
 * lake exit never allow it). */
static int jungle_rooms_check_codes(const spg_roomdata *d, char *err, size_t errlen)
{
    char room_codes[128];
    tile_codes_accepted(&jungle_codes, room_codes);
    for (int s = 0; s < d->nsets; s++) {
        const spg_set *set = &d->sets[s];
        bool room = set->kind == SPG_SET_ROOM;
        int h = set->h, w = room ? 10 : 5;
        /* chunks are 5x3, the vines 5x3 or 5x4: scrRoomGen2 297-316 fills a vine slot
         * four rows deep (strObs4) */
        bool vines = strcmp(set->name, "vines") == 0 || strcmp(set->name, "market_vines") == 0;
        if (!room && (set->w != 5 || set->h < 3 || set->h > (vines ? 4 : 3))) {
            snprintf(err, errlen, "%s:%d: set '%s' has chunks of %dx%d; the Jungle's are 5x3%s",
                     d->file, set->line, set->name, set->w, set->h,
                     vines ? " or, for the vines, 5x4" : "");
            return -1;
        }
        for (int i = 0; i < set->n; i++)
            for (int v = 0; v < set->items[i].variants; v++)
                for (int y = 0; y < h; y++)
                    for (int x = 0; x < w; x++) {
                        char t = set->items[i].tiles[v][y][x];
                        if (!strchr(room ? room_codes : jungle_rooms_chunk_codes, t)) {
                            snprintf(err, errlen,
                                     "%s:%d: layout '%s' of set '%s' uses '%c', which the "
                                     "Jungle's rooms do not make",
                                     d->file, set->items[i].line, set->items[i].name, set->name, t);
                            return -1;
                        }
                        /* spelgen's own data's rules (the original's, slots as text,
                         * need not keep them) */
                        if (t == '9' && !d->slots_as_text && (y + 1 >= h || x == 0 || x + 1 >= w ||
                                         set->items[i].tiles[v][y + 1][x - 1] != '1' ||
                                         set->items[i].tiles[v][y + 1][x + 1] != '1')) {
                            snprintf(err, errlen,
                                     "%s:%d: layout '%s' of set '%s': a door needs earth ('1') "
                                     "under it on both sides",
                                     d->file, set->items[i].line, set->items[i].name, set->name);
                            return -1;
                        }
                        /* a vine slot's fourth row is written over the room (scrRoomGen2
                         * 311-316): in a file whose slots are checked it must be there, 0 */
                        if (t == 'V' && room && !d->slots_as_text &&
                            (y + 3 >= h || memcmp(set->items[i].tiles[v][y + 3] + x, "00000", 5))) {
                            snprintf(err, errlen,
                                     "%s:%d: layout '%s' of set '%s': the vine slot at row %d, "
                                     "column %d is filled four rows deep: row %d, columns "
                                     "%d-%d must be in the room and 0",
                                     d->file, set->items[i].line, set->items[i].name, set->name,
                                     y + 1, x + 1, y + 4, x + 1, x + 5);
                            return -1;
                        }
                        if (t == 'Y' && !d->slots_as_text &&
                            (y == 0 || set->items[i].tiles[v][y - 1][x] != '0')) {
                            snprintf(err, errlen,
                                     "%s:%d: layout '%s' of set '%s': a tree needs air above it",
                                     d->file, set->items[i].line, set->items[i].name, set->name);
                            return -1;
                        }
                    }
    }
    return 0;
}

/* The market's own sets (scrRoomGenMarket's), all or none: without them the Black Market
 * takes the Jungle's start, exit and dropped-into rooms and its chunks. */
static const set_need market_own_needs[] = {
    ROOM(market_start, "market_start", 1),
    ROOM(market_start_drop, "market_start_drop", 1),
    ROOM(market_exit, "market_exit", 1),
    ROOM(market_exit_below_drop, "market_exit_below_drop", 1),
    ROOM(market_path_dropped, "market_path_dropped", 1),
    CHUNK(market_chunks.door, "market_door", 1),
    CHUNK(market_chunks.ground, "market_ground", 1),
    CHUNK(market_ground_tree, "market_ground_tree", 1),
    CHUNK(market_chunks.air, "market_air", 1),
    CHUNK(market_vines, "market_vines", 1),
};

static int bind_market_own(const spg_roomdata *d, jungle_sets *j, char *err, size_t errlen)
{
    if (!roomdata_set(d, "market_start")) {
        j->market_start = j->start;
        j->market_start_drop = j->start_drop;
        j->market_exit = j->exit;
        j->market_exit_below_drop = j->exit_below_drop;
        j->market_path_dropped = j->path_dropped;
        j->market_chunks = j->chunks;
        j->market_ground_tree = j->ground_tree;
        j->market_vines = j->vines;
        return 0;
    }
    if (roomsets_bind(d, market_own_needs, sizeof market_own_needs / sizeof market_own_needs[0],
                      j, err, errlen) != 0)
        return -1;
    const spg_set *door_sets[] = {j->market_start, j->market_start_drop, j->market_exit,
                                  j->market_exit_below_drop};
    for (int i = 0; i < 4; i++)
        if (roomsets_check_doors(d, door_sets[i], err, errlen) != 0)
            return -1;
    return roomsets_check_door_chunks(d, j->market_chunks.door, err, errlen);
}

int jungle_bind(const spg_roomdata *d, void **out, char *err, size_t errlen)
{
    jungle_sets *j = calloc(1, sizeof *j);
    if (!j)
        return snprintf(err, errlen, "out of memory"), -1;
    int rc = roomsets_bind(d, jungle_rooms_needs, sizeof jungle_rooms_needs / sizeof jungle_rooms_needs[0], j, err, errlen);
    const spg_set *door_sets[] = {j->start, j->start_drop, j->exit, j->exit_below_drop,
                                  j->exit_lake};
    for (int i = 0; rc == 0 && i < 5; i++)
        rc = roomsets_check_doors(d, door_sets[i], err, errlen);
    if (rc == 0)
        rc = roomsets_check_door_chunks(d, j->chunks.door, err, errlen);
    if (rc == 0)
        rc = bind_market_own(d, j, err, errlen);
    if (rc == 0)
        rc = jungle_rooms_check_codes(d, err, errlen);
    if (rc != 0) {
        free(j);
        return -1;
    }
    *out = j;
    return 0;
}

static const spg_site S_JUNGLE_ROOMS_LAYOUT = SPG_SITE("jungle.rooms.layout", "which layout of the room's kind");
static const spg_site S_JUNGLE_ROOMS_SIDE_OR_PATH = SPG_SITE(
    "jungle.rooms.side_or_path",
    "side room: 1-2 a side layout, 3 a path layout (drawn for every room but the start "
    "and the exit: `and` does not short-circuit)");
static const spg_site S_JUNGLE_ROOMS_ALTAR = SPG_SITE("jungle.rooms.kali_altar",
                                 "side room: 1 makes Kali's altar (1 in 12, once a level)");
static const spg_site S_JUNGLE_ROOMS_SIDE = SPG_SITE("jungle.rooms.side_layout",
                                "which side-room layout; one past the last is the idol room");
static const spg_site S_JUNGLE_ROOMS_VARIANT = SPG_SITE("jungle.rooms.variant", "1 or 2: which version of the layout");
static const spg_site S_MARKET_SHOP = SPG_SITE(
    "jungle.market.shop_kind",
    "1 General Store, 2 Bomb Shop, 3 Weapon Shop, 4 Rare Shop, 5 Clothing Shop: the first "
    "kind not taken yet, counting on from there");

/* A layout of set s: rand(1,n), told as the original's range when the set says it
 * (rolled-from: an import's start, exit and lake-exit sets) */
static int jungle_rooms_pick(cg *c, const spg_set *s) { return classic_pick_set(c, s, &S_JUNGLE_ROOMS_LAYOUT); }

/* A drop room's layout: capped ones only where nothing drops in from above. */
static chosen open_or_capped(cg *c, const spg_set *open, const spg_set *capped, bool dropped_into)
{
    chosen ch = {NULL, 0, 0};
    int r = classic_pick(c, dropped_into ? open->n : open->n + capped->n, &S_JUNGLE_ROOMS_LAYOUT);
    ch.set = r < open->n ? open : capped;
    ch.index = r < open->n ? r : r - open->n;
    return ch;
}

/* A side room that keeps its side roll: Kali's altar, a side layout or the idol's room. */
static chosen jungle_rooms_side_room(cg *c)
{
    const jungle_sets *d = c->sets;
    spg_level *L = c->L;
    chosen ch = {NULL, 0, 0};
    bool can_altar = !c->altar_made;
    if (test(c, can_altar, 1, 12, 1, &S_JUNGLE_ROOMS_ALTAR)) {
        T_DECIDE(c, "Kali's altar");
        c->altar_made = true;
        cg_flag(c, "kali_altar", &L->flags.altar, true, SPG_CAUSE_LAST);
        ch.set = d->altar;
        ch.index = d->altar->n > 1 ? jungle_rooms_pick(c, d->altar) : 0;
        return ch;
    }
    if (drew(c, can_altar))
        T_DECIDE(c, can_altar ? "no altar" : "the level has its altar (wasted)");
    int n = d->side->n;
    int r = roll(c, 1, c->idol_made ? n : n + 1, &S_JUNGLE_ROOMS_SIDE);
    if (r == n + 1) {
        /* a graveyard level's idol room holds the crystal skull instead */
        T_DECIDE(c, L->flags.graveyard ? "the crystal skull's room" : "the idol room");
        c->idol_made = true;
        cg_flag(c, "idol", &L->flags.idol, true, SPG_CAUSE_LAST);
        ch.set = L->flags.graveyard ? d->idol_graveyard : d->idol;
        ch.index = ch.set->n > 1 ? jungle_rooms_pick(c, ch.set) : 0;
        return ch;
    }
    ch.set = d->side;
    ch.index = r - 1;
    return ch;
}

chosen jungle_choose_layout(cg *c, int rx, int ry)
{
    const jungle_sets *d = c->sets;
    spg_level *L = c->L;
    int code = L->rooms[ry][rx];
    int above = ry > 0 ? L->rooms[ry - 1][rx] : -1;
    chosen ch = {NULL, 0, 0};
    if (rx == L->start_x && ry == L->start_y) {
        ch.set = code == SPG_ROOM_PATH_DOWN ? d->start_drop : d->start;
        ch.index = jungle_rooms_pick(c, ch.set);
    } else if (rx == L->exit_x && ry == L->exit_y) {
        ch.set = L->flags.lake                   ? d->exit_lake
                 : above == SPG_ROOM_PATH_DOWN ? d->exit_below_drop
                                               : d->exit;
        ch.index = jungle_rooms_pick(c, ch.set);
    } else {
        /* `roomPath == 0 and rand(1,3) <= 2`: every room that gets here draws it */
        int r = roll_if(c, code == SPG_ROOM_SIDE, 1, 3, &S_JUNGLE_ROOMS_SIDE_OR_PATH);
        if (r != SPG_NOT_DRAWN)
            T_DECIDE(c, code != SPG_ROOM_SIDE  ? "not a side room: wasted"
                        : r <= 2   ? "a side layout"
                                   : "a path layout in a side room");
        if (code == SPG_ROOM_SIDE && r <= 2)
            return jungle_rooms_side_room(c);
        if (code == SPG_ROOM_SIDE || code == SPG_ROOM_PATH) {
            ch.set = d->path;
            ch.index = jungle_rooms_pick(c, ch.set);
        } else if (code == SPG_ROOM_PATH_DROPPED) {
            ch.set = d->path_dropped;
            ch.index = jungle_rooms_pick(c, ch.set);
        } else if (room_is_shop(code)) {
            return classic_shop_layout(c, code, (const spg_set **)d->shop,
                                       (const spg_set **)d->dice_house,
                                       (const spg_set **)d->kissing_parlor);
        } else if (code == SPG_ROOM_LAKE_BOTTOM) {
            ch.set = d->lake_bottom;
            ch.index = jungle_rooms_pick(c, ch.set);
        } else if (code == SPG_ROOM_MEGA_MOUTH) {
            /* scrRoomGen2 222-228: the lake's bottom room in the Mega Mouth's column,
             * switch (rand(1,1)) over its own rooms */
            ch.set = d->mega_mouth;
            ch.index = jungle_rooms_pick(c, ch.set);
        } else if (code == SPG_ROOM_LAKE_TOP) {
            ch = open_or_capped(c, d->lake_top, d->lake_top_capped, above == SPG_ROOM_PATH_DOWN);
        } else {
            ch = open_or_capped(c, d->drop, d->drop_capped, above == SPG_ROOM_PATH_DOWN);
        }
    }
    ch.draw = c->rng->draws;
    return ch;
}

/* The Black Market's shop kinds: a rand(1,5), then the first kind not taken yet counting
 * on from it.  The original checks the fifth kind and only then sees it has gone round:
 * a kind found on that last try is overwritten with "General" (the quirk). */
static int market_shop_kind(cg *c, unsigned *taken)
{
    int n = roll(c, 1, 5, &S_MARKET_SHOP), m = n, kind = -1;
    for (;;) {
        if (!(*taken & (1u << (n - 1)))) {
            kind = n - 1; /* SPG_SHOP_GENERAL .. SPG_SHOP_CLOTHING, in the roll's order */
            *taken |= 1u << (n - 1);
        }
        n = n % 5 + 1;
        if (n == m) {
            if (Q(c, SPG_Q_TWO_GENERAL_STORES) || kind < 0)
                kind = SPG_SHOP_GENERAL;
            break;
        }
        if (kind >= 0)
            break;
    }
    T_DECIDE(c, shop_name(kind));
    return kind;
}

static void market_shop_flag(cg *c, int kind, uint32_t cause)
{
    c->L->flags.shop = kind;
    if (TR(c))
        trace_flag(TR(c), "shop", kind, cause);
}

/* The Black Market's layout of room (rx,ry): its grid is fixed (path.c), a shop in every
 * room of code 4 but the right column's Ankh shop, the casino at code 5. */
static chosen market_layout(cg *c, int rx, int ry, unsigned *taken)
{
    const jungle_sets *d = c->sets;
    spg_level *L = c->L;
    int code = L->rooms[ry][rx];
    int above = ry > 0 ? L->rooms[ry - 1][rx] : -1;
    chosen ch = {NULL, 0, 0};
    if (rx == L->start_x && ry == L->start_y) {
        ch.set = code == SPG_ROOM_PATH_DOWN ? d->market_start_drop : d->market_start;
        ch.index = jungle_rooms_pick(c, ch.set);
    } else if (rx == L->exit_x && ry == L->exit_y) {
        ch.set = above == SPG_ROOM_PATH_DOWN ? d->market_exit_below_drop : d->market_exit;
        ch.index = jungle_rooms_pick(c, ch.set);
    } else if (code == SPG_ROOM_PATH) {
        ch.set = d->market_path;
        ch.index = jungle_rooms_pick(c, ch.set);
    } else if (code == SPG_ROOM_PATH_DROPPED) {
        ch.set = d->market_path_dropped;
        ch.index = jungle_rooms_pick(c, ch.set);
    } else if (code == SPG_ROOM_SHOP_FACING_RIGHT && rx == 3) {
        market_shop_flag(c, SPG_SHOP_NONE, 0);
        ch.set = d->market_ankh; /* laid by hand: no roll */
        return ch;
    } else if (code == SPG_ROOM_SHOP_FACING_RIGHT) {
        market_shop_flag(c, market_shop_kind(c, taken), SPG_CAUSE_LAST);
        ch.set = d->market_shop;
    } else if (code == SPG_ROOM_SHOP_FACING_LEFT) {
        market_shop_flag(c, SPG_SHOP_DICE, 0);
        ch.set = d->market_casino;
        return ch;
    } else {
        ch = open_or_capped(c, d->market_drop, d->market_drop_capped, above == SPG_ROOM_PATH_DOWN);
    }
    ch.draw = c->rng->draws;
    return ch;
}

/* Whether the level is a graveyard level: the roll before the rooms passed; on the
 * Black Market only with the quirk (the original never tells the player). */
static void graveyard(cg *c)
{
    spg_level *L = c->L;
    if (!L->flags.graveyard_roll)
        return;
    uint32_t cause = c->pc->draws[CLASSIC_PHASE_GRAVEYARD] ? c->pc->first[CLASSIC_PHASE_GRAVEYARD] + 1 : 0;
    if (L->flags.black_market && !Q(c, SPG_Q_MARKET_GRAVEYARD)) {
        if (TR(c))
            trace_note(TR(c), -1, -1, "the graveyard roll passed, but the Black Market is never "
                       "a graveyard (market-graveyard off)", cause);
        return;
    }
    cg_flag(c, "graveyard", &L->flags.graveyard, true, cause);
}

void jungle_rooms(cg *c)
{
    spg_level *L = c->L;
    graveyard(c);
    unsigned taken = 0; /* the market's shop kinds so far (oGame.gen*Shop) */
    int rows = L->flags.lake ? 5 : 4;
    for (int ry = 0; ry < rows; ry++)
        for (int rx = 0; rx < 4; rx++) {
            T_FOCUS_ROOM(c, rx, ry);
            c->layout_why = NULL;
            chosen ch = L->flags.black_market ? market_layout(c, rx, ry, &taken)
                                              : jungle_choose_layout(c, rx, ry);
            char room[8][10];
            classic_room_layout(c, rx, ry, ch, &S_JUNGLE_ROOMS_VARIANT, room);
            jungle_fill_chunks(c, rx, ry, room);
            jungle_room_tiles(c, rx, ry, room, L->flags.black_market);
        }
    if (L->flags.black_market)
        market_shop_flag(c, SPG_SHOP_NONE, 0); /* many shops: the level has no one shop */
}

/* this file's shorthands end here: the style is also built as one translation unit */
#undef CHUNK
#undef ROOM
