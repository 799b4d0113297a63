/* rooms.c — room building (classic-draw-order §3): each room in row order picks its
 * layout by its place on the path, fills its chunk slots, then makes every tile. */
#include <string.h>

#include "internal.h"

static const spg_site S_LAYOUT = {"rooms.layout", "which layout of the room's kind"};
static const spg_site S_VARIANT = {"rooms.variant", "1 or 2: which version of the layout"};
static const spg_site S_ALTAR = {"rooms.kali_altar",
                                 "side room: 1 makes Kali's altar (from level 2, once; 1 in 16)"};
static const spg_site S_SIDE = {"rooms.side_layout",
                                "which side-room layout; one past the last is the idol room"};
static const spg_site S_SHOP_KIND = {"rooms.shop_kind",
                                     "1 General Store, 2 Bomb Shop, 3 Weapon Shop, 4 Rare Shop, "
                                     "5 Clothing Shop, 6 Dice House, 7 Kissing Parlor"};
static const spg_site S_CHUNK_DOOR = {"rooms.chunk.door", "which door chunk"};
static const spg_site S_CHUNK_GROUND = {"rooms.chunk.ground", "which ground chunk"};
static const spg_site S_CHUNK_AIR = {"rooms.chunk.air", "which air chunk"};

/* One roll among n items (drawn even for n == 1, as the original's rand(1,1) is). */
static int pick(cg *c, int n, const spg_site *s) { return roll(c, 1, n, s) - 1; }

typedef struct chosen {
    const spg_set *set;
    int index;
    uint32_t draw;
} chosen;

static chosen choose_layout(cg *c, int rx, int ry)
{
    const classic_data *d = c->data;
    spg_level *L = c->L;
    int code = L->rooms[ry][rx];
    int above = ry > 0 ? L->rooms[ry - 1][rx] : -1;
    chosen ch = {NULL, 0, 0};
    if (rx == L->start_x && ry == L->start_y) {
        ch.set = code == 2 ? d->start_drop : d->start;
        ch.index = pick(c, ch.set->n, &S_LAYOUT);
    } else if (rx == L->exit_x && ry == L->exit_y) {
        ch.set = above == 2 ? d->exit_below_drop : d->exit;
        ch.index = pick(c, ch.set->n, &S_LAYOUT);
    } else if (code == 0) {
        bool can_altar = c->game->level > 1 && !c->altar_made;
        if (test(c, can_altar, 1, 16, 1, &S_ALTAR)) {
            T_DECIDE(c, "Kali's altar");
            c->altar_made = true;
            L->flags.altar = true;
            ch.set = d->altar;
            ch.index = d->altar->n > 1 ? pick(c, d->altar->n, &S_LAYOUT) : 0;
        } else {
            T_DECIDE(c, can_altar ? "no altar" : "no altar possible here (wasted)");
            int n = d->side->n;
            bool idol_ok = !c->idol_made && ry != 3;
            int r = roll(c, 1, idol_ok ? n + 1 : n, &S_SIDE);
            if (r == n + 1) {
                T_DECIDE(c, "the idol room");
                c->idol_made = true;
                L->flags.idol = true;
                ch.set = d->idol;
                ch.index = d->idol->n > 1 ? pick(c, d->idol->n, &S_LAYOUT) : 0;
            } else {
                ch.set = d->side;
                ch.index = r - 1;
            }
        }
    } else if (code == 1) {
        ch.set = d->path;
        ch.index = pick(c, ch.set->n, &S_LAYOUT);
    } else if (code == 3) {
        ch.set = d->path_dropped;
        ch.index = pick(c, ch.set->n, &S_LAYOUT);
    } else if (code == 4 || code == 5) {
        int kind = roll(c, 1, 7, &S_SHOP_KIND) - 1;
        T_DECIDE(c, shop_name(kind));
        L->flags.shop = kind;
        if (c->T)
            trace_flag(c->T, "shop", kind, SPG_CAUSE_LAST);
        int facing = code == 5;
        ch.set = kind == SPG_SHOP_DICE      ? d->dice_house[facing]
                 : kind == SPG_SHOP_KISSING ? d->kissing_parlor[facing]
                                            : d->shop[facing];
        if (kind == SPG_SHOP_KISSING)
            c->damsel_made = true;
        ch.index = ch.set->n > 1 ? pick(c, ch.set->n, &S_LAYOUT) : 0;
    } else if (code == 8) {
        ch.set = d->pit_middle;
        ch.index = pick(c, ch.set->n, &S_LAYOUT);
    } else if (code == 9) {
        ch.set = d->pit_bottom;
        ch.index = pick(c, ch.set->n, &S_LAYOUT);
    } else if (code == 7) {
        ch.set = d->pit_top;
        ch.index = pick(c, ch.set->n, &S_LAYOUT);
    } else {
        /* a drop: capped layouts only where nothing drops in from above */
        int open = d->drop->n, capped = d->drop_capped->n;
        int r = pick(c, above == 2 ? open : open + capped, &S_LAYOUT);
        ch.set = r < open ? d->drop : d->drop_capped;
        ch.index = r < open ? r : r - open;
    }
    ch.draw = c->rng->draws;
    return ch;
}

static void fill_chunks(cg *c, int rx, int ry, char room[8][10])
{
    const classic_data *d = c->data;
    int x0 = c->L->room_x0 + rx * c->L->room_w, y0 = c->L->room_y0 + ry * c->L->room_h;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 10; x++) {
            char t = room[y][x];
            const spg_set *set = t == '8' ? d->door : t == '5' ? d->ground : t == '6' ? d->air : NULL;
            if (!set)
                continue;
            if (c->T)
                trace_focus_rect(c->T, x0 + x, y0 + y, 5, 3);
            const spg_site *site = t == '8' ? &S_CHUNK_DOOR : t == '5' ? &S_CHUNK_GROUND : &S_CHUNK_AIR;
            int i = pick(c, set->n, site);
            const spg_layout *ck = &set->items[i];
            if (c->T) {
                trace_decide(c->T, ck->name);
                trace_chunk(c->T, rx, ry, x0 + x, y0 + y, i, ck->name, SPG_CAUSE_LAST);
            }
            for (int cy = 0; cy < 3 && y + cy < 8; cy++)
                for (int cx = 0; cx < 5 && x + cx < 10; cx++)
                    room[y + cy][x + cx] = ck->tiles[0][cy][cx];
        }
}

void classic_rooms(cg *c)
{
    spg_level *L = c->L;
    for (int ry = 0; ry < 4; ry++)
        for (int rx = 0; rx < 4; rx++) {
            T_FOCUS_ROOM(c, rx, ry);
            chosen ch = choose_layout(c, rx, ry);
            const spg_layout *lay = &ch.set->items[ch.index];
            int v = 0;
            if (lay->variants > 1) {
                v = roll(c, 1, 2, &S_VARIANT) - 1;
                T_DECIDE(c, v ? "second version" : "first version");
            }
            if (c->T) {
                if (ch.draw)
                    trace_decide_at(c->T, ch.draw, lay->name);
                trace_layout(c->T, rx, ry, ch.index, lay->name, ch.draw);
            }
            char room[8][10];
            memcpy(room, lay->tiles[v], sizeof room);
            fill_chunks(c, rx, ry, room);
            classic_room_tiles(c, rx, ry, room);
        }
    (void)L;
}
