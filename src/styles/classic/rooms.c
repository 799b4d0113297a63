/* rooms.c — room building (classic-draw-order §3): each room in row order takes the
 * layout its area's room script chooses, fills its chunk slots, then makes every tile. */
#include <string.h>

#include "internal.h"

static const spg_site S_ROOMS_LAYOUT = SPG_SITE("rooms.layout", "which layout of the room's kind");
static const spg_site S_ROOMS_VARIANT = SPG_SITE("rooms.variant", "1 or 2: which version of the layout");
static const spg_site S_ROOMS_SHOP_KIND = SPG_SITE("rooms.shop_kind",
                                     "1 General Store, 2 Bomb Shop, 3 Weapon Shop, 4 Rare Shop, "
                                     "5 Clothing Shop, 6 Dice House, 7 Kissing Parlor");
static const spg_site S_ROOMS_CHUNK_DOOR = SPG_SITE("rooms.chunk.door", "which door chunk");
static const spg_site S_ROOMS_CHUNK_GROUND = SPG_SITE("rooms.chunk.ground", "which ground chunk");
static const spg_site S_ROOMS_CHUNK_AIR = SPG_SITE("rooms.chunk.air", "which air chunk");
static const spg_site S_ROOMS_CHUNK_AIR_NARROW = SPG_SITE("rooms.chunk.air_narrow",
                                                 "which 4x3 air chunk (the Temple's)");

int classic_pick(cg *c, int n, const spg_site *s) { return roll(c, 1, n, s) - 1; }

/* The original's rand(a,b) draws as rand(1, b-a+1) does: only the trace's words differ. */
int classic_pick_set(cg *c, const spg_set *set, const spg_site *s)
{
    int f = set->rolled_from > 0 ? set->rolled_from : 1;
    return roll(c, f, f + set->n - 1, s) - f;
}

chosen classic_shop_layout(cg *c, int code, const spg_set *shop[2], const spg_set *dice[2],
                           const spg_set *kissing[2])
{
    spg_level *L = c->L;
    chosen ch = {NULL, 0, 0};
    int kind = roll(c, 1, 7, &S_ROOMS_SHOP_KIND) - 1;
    T_DECIDE(c, shop_name(kind));
    L->flags.shop = kind;
    if (TR(c))
        trace_flag(TR(c), "shop", kind, SPG_CAUSE_LAST);
    int facing = code == SPG_ROOM_SHOP_FACING_LEFT;
    ch.set = kind == SPG_SHOP_DICE      ? dice[facing]
             : kind == SPG_SHOP_KISSING ? kissing[facing]
                                        : shop[facing];
    /* scrRoomGen 186/202, scrRoomGen2 172/187: the Kissing Parlour sets oGame.damsel (its
     * Damsel is for sale), so no other is made, and the level has one */
    if (kind == SPG_SHOP_KISSING) {
        c->damsel_made = true;
        cg_flag(c, "damsel", &L->flags.damsel, true, SPG_CAUSE_LAST);
    }
    ch.index = ch.set->n > 1 ? classic_pick(c, ch.set->n, &S_ROOMS_LAYOUT) : 0;
    ch.draw = c->rng->draws;
    c->layout_why = kind == SPG_SHOP_DICE      ? (facing ? "the shop room (5, path on its left): the kind roll made a Dice House"
                                                  : "the shop room (4, path on its right): the kind roll made a Dice House")
             : kind == SPG_SHOP_KISSING ? (facing ? "the shop room (5, path on its left): the kind roll made a Kissing Parlor"
                                                  : "the shop room (4, path on its right): the kind roll made a Kissing Parlor")
             : facing ? "the shop room (5, path on its left): every other kind shares these walls"
                      : "the shop room (4, path on its right): every other kind shares these walls";
    return ch;
}

const char *classic_code_why(const cg *c, int rx, int ry)
{
    const spg_level *L = c->L;
    if (rx == L->start_x && ry == L->start_y)
        return "the start room: its set is the area's start rooms";
    if (rx == L->exit_x && ry == L->exit_y)
        return "the exit room: its set is the area's exit rooms";
    switch (L->rooms[ry][rx]) {
    case 0: return "a side room (0), off the path";
    case 1: return "a path room (1): a way through left and right";
    case 2: return "a room the path leaves downward (2): a way down";
    case 3: return "a room the path drops into (3): open above";
    case 4: return "the shop room (4, the path on its right)";
    case 5: return "the shop room (5, the path on its left)";
    case 6: return "a special room (6) of the area's";
    case 7: return "the top of the area's pit or ship (7)";
    case 8: return "the middle of the area's pit or ship (8)";
    case 9: return "the bottom of the area's pit or ship (9)";
    default: return NULL;
    }
}

const char *classic_slot_why(char code)
{
    switch (code) {
    case '8': return "a door slot ('8'): a chunk holding the door";
    case '5': return "a ground slot ('5'): a chunk standing on the floor";
    case '6': return "an air slot ('6'): a chunk hanging in the air";
    case 'V': return "a vine slot ('V'): a chunk of vines";
    case 'N': return "a narrow air slot ('N'): a 4x3 chunk hanging in the air";
    case 'F': return "a platform slot ('F'): a chunk of platforms";
    default: return NULL;
    }
}

const spg_site *classic_chunk_site(char code)
{
    return code == '8'   ? &S_ROOMS_CHUNK_DOOR
           : code == '5' ? &S_ROOMS_CHUNK_GROUND
           : code == 'N' ? &S_ROOMS_CHUNK_AIR_NARROW
                         : &S_ROOMS_CHUNK_AIR;
}

void classic_fill_slot(cg *c, int rx, int ry, char room[8][10], int x, int y,
                       char code, const spg_set *set, const spg_site *site, bool as_text)
{
    int x0 = c->L->room_x0 + rx * c->L->room_w, y0 = c->L->room_y0 + ry * c->L->room_h;
    int w = set->w > 0 ? set->w : 5, h = set->h > 0 ? set->h : 3;
    if (TR(c))
        trace_focus_rect(TR(c), x0 + x, y0 + y, w, h);
    int i = classic_pick_set(c, set, site);
    const spg_layout *ck = &set->items[i];
    if (TR(c)) {
        trace_decide(TR(c), ck->name);
        trace_chunk(TR(c), rx, ry, x0 + x, y0 + y, i, ck->name, SPG_CAUSE_LAST);
        trace_pick(TR(c), ck, set->name, set->n, classic_slot_why(code), 0);
    }
    if (as_text) {
        /* scrRoomGen's "Add obstacles": each chunk row goes into the room's 80 characters
         * at the slot, 10 and 20 on, as text (string_delete then string_insert), so a row
         * runs on into the next; past the 80th character nothing is read */
        char *text = &room[0][0];
        int at = y * 10 + x;
        for (int cy = 0; cy < h; cy++)
            for (int cx = 0; cx < w; cx++)
                if (at + cy * 10 + cx < 80)
                    text[at + cy * 10 + cx] = ck->tiles[0][cy][cx];
        return;
    }
    for (int cy = 0; cy < h && y + cy < 8; cy++)
        for (int cx = 0; cx < w && x + cx < 10; cx++)
            room[y + cy][x + cx] = ck->tiles[0][cy][cx];
}

static void rooms_fill_chunks(cg *c, int rx, int ry, char room[8][10])
{
    const chunk_sets *d = c->sets;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 10; x++) {
            char t = room[y][x];
            /* scrRoomGen4 tests its "r" slot (spelgen's 'N') in the same chain, after 8 5 6 */
            const spg_set *set = t == '8'   ? d->door
                                 : t == '5' ? d->ground
                                 : t == '6' ? d->air
                                 : t == 'N' ? d->air_narrow
                                            : NULL;
            if (set)
                classic_fill_slot(c, rx, ry, room, x, y, t, set, classic_chunk_site(t), d->as_text);
        }
}

void classic_rooms(cg *c) { c->A->rooms(c); }

void classic_room_layout(cg *c, int rx, int ry, chosen ch, const spg_site *variant,
                         char room[8][10])
{
    const spg_layout *lay = &ch.set->items[ch.index];
    int v = 0;
    if (lay->variants > 1) {
        v = roll(c, 1, 2, variant) - 1;
        T_DECIDE(c, v ? "second version" : "first version");
    }
    if (TR(c)) {
        if (ch.draw)
            trace_decide_at(TR(c), ch.draw, lay->name);
        trace_layout(TR(c), rx, ry, ch.index, lay->name, ch.draw);
        trace_pick(TR(c), lay, ch.set->name, ch.set->n,
                   c->layout_why ? c->layout_why : classic_code_why(c, rx, ry), v);
    }
    memcpy(room, lay->tiles[v], sizeof(char[8][10]));
}

void classic_grid_rooms(cg *c, chosen (*choose)(cg *c, int rx, int ry),
                        void (*tiles)(cg *c, int rx, int ry, char room[8][10]))
{
    int rows = c->L->flags.lake ? 5 : 4;
    for (int ry = 0; ry < rows; ry++)
        for (int rx = 0; rx < 4; rx++) {
            T_FOCUS_ROOM(c, rx, ry);
            c->layout_why = NULL;
            chosen ch = choose(c, rx, ry);
            if (!ch.set)
                continue; /* a room the area lays out by hand */
            char room[8][10];
            classic_room_layout(c, rx, ry, ch, &S_ROOMS_VARIANT, room);
            rooms_fill_chunks(c, rx, ry, room);
            tiles(c, rx, ry, room);
        }
}
