/* tiles.c — the pieces of a room's tiles every area's tile chain shares: the solid tile,
 * the spikes and push-block rolls, and the codes every chain ends with (the doors, the
 * altars, the shops' tiles and the rest of scrRoomGen's common tail). */
#include <stdatomic.h>

#include "internal.h"

#include <string.h>

static const spg_site S_TILES_SOLID = SPG_SITE("tiles.solid", "1 makes a stone block, else the area's earth");
static const spg_site S_TIKI_ARM = SPG_SITE("tiles.boulder_arm", "the idol trap's carving (0-2), looks only");
static const spg_site S_PIT_SNAKE = SPG_SITE("tiles.pit_snake", "snake-pit wall: 1 makes a Snake (1 in 10)");
static const spg_site S_PIT_WALL = SPG_SITE("tiles.pit_wall", "snake-pit wall: 1 makes earth (1 in 2)");
static const spg_site S_DICE_PRIZE = SPG_SITE("tiles.dice_prize",
                                      "a roll before the Dice House's prize nothing reads (1-6)");
static const spg_site S_TILES_DIE = SPG_SITE("tiles.die", "the die's own creation roll: the face it shows (1-6)");
static const spg_site S_KALI_HEAD = SPG_SITE("tiles.kali_head",
                                     "Kali's head's own creation roll: which of its three looks");

void classic_solid_tile(cg *c, int x, int y, int flags)
{
    int r = roll(c, 1, 10, &S_TILES_SOLID);
    T_DECIDE(c, r == 1 ? "stone block" : "earth");
    cg_make_block(c, x, y, r == 1 ? SPG_T_STONE : c->A->earth, flags, SPG_CAUSE_LAST);
}

/* The shared tail's codes with no roll: the shops' walls, lamp, keeper and Damsel (2:
 * for sale), a snake, and the pictures and air that make nothing
 * (a poster and a sign are pictures); the others are written out below. */
static const tile_code common_fixed[] = {
    {'9', TM_OWN, 0, 0, 0, 0},
    {'A', TM_OWN, 0, 0, 0, 0},
    {'I', TM_OWN, 0, 0, 0, 0},
    {'k', TM_OWN, 0, 0, 0, 0},
    {'M', TM_OWN, 0, 0, 0, 0},
    {'a', TM_OWN, 0, 0, 0, 0},
    {'b', TM_BLOCK, SPG_T_SHOP_WALL, SPG_TF_SHOP, 0, 0},
    /* scrRoomGen: a plain oSolid drawn as an ice block, a shop's wall: no area's block,
     * so it rolls nothing and no pass dresses it */
    {'+', TM_BLOCK, SPG_T_SHOP_ICE, SPG_TF_SHOP, 0, 0},
    {'l', TM_ENTITY, 0, 0, SPG_E_LAMP, 0},
    {'K', TM_ENTITY, 0, 0, SPG_E_SHOPKEEPER, 0},
    {'D', TM_ENTITY, 0, 0, SPG_E_DAMSEL, 2},
    {'S', TM_ENTITY, 0, 0, SPG_E_SNAKE, 0},
    {'T', TM_OWN, 0, 0, 0, 0},
    {'0', TM_NOTHING, 0, 0, 0, 0},
    {'W', TM_NOTHING, 0, 0, 0, 0},
    {'Q', TM_NOTHING, 0, 0, 0, 0},
};

CLASSIC_DEF const tile_codes classic_common_codes = {
    common_fixed, (int)(sizeof common_fixed / sizeof common_fixed[0]),
    "xBq.ids", /* Kali's head, the tiki arm, the dice's, a shop's solid, its items, the pit */
    false,
    TILE_CODE_CACHE,
};

/* The first entry of `t` in the table, by a search. */
static int tile_code_search(const tile_codes *tc, char t)
{
    for (int i = 0; i < tc->n; i++)
        if (tc->fixed[i].code == t)
            return i;
    return -1;
}

const tile_code *tile_code_find(const tile_codes *tc, char t)
{
    if (!tc->cache || tc->n > 250) {
        int i = tile_code_search(tc, t);
        return i < 0 ? NULL : &tc->fixed[i];
    }
    /* the cache holds the search's answer for the byte once it was asked (the tables
     * are constant): relaxed, as every thread that writes it writes the same value */
    _Atomic unsigned char *slot = &tc->cache->at[(unsigned char)t];
    unsigned v = atomic_load_explicit(slot, memory_order_relaxed);
    if (v == 0) {
        v = (unsigned)(tile_code_search(tc, t) + 2);
        atomic_store_explicit(slot, (unsigned char)v, memory_order_relaxed);
    }
    return v == 1 ? NULL : &tc->fixed[v - 2];
}

static void add_code(char out[128], char t)
{
    size_t n = strlen(out);
    if (t && n < 127 && !strchr(out, t))
        out[n] = t, out[n + 1] = 0;
}

void tile_codes_accepted(const tile_codes *tc, char out[128])
{
    out[0] = 0;
    for (int i = 0; i < tc->n; i++)
        add_code(out, tc->fixed[i].code);
    for (const char *r = tc->rolled; *r; r++)
        add_code(out, *r);
    if (tc->tail) {
        char tail[128];
        tile_codes_accepted(&classic_common_codes, tail);
        for (const char *r = tail; *r; r++)
            add_code(out, *r);
    }
}

bool tile_code_place(cg *c, const tile_code *e, int x, int y)
{
    switch (e->make) {
    case TM_BLOCK:
        /* the room scripts make these with no test for a solid (else the caller has
         * made none): a block already there stays under the new one, as instance_create
         * destroys nothing (scrRoomGen3 507, scrRoomGenYeti 435: clear ice over the
         * exit's indestructible earth) */
        if (level_stored(x, y) && spg_tile_solid[c->L->cell[y][x].kind] &&
            c->L->cell[y][x].kind != SPG_T_BORDER)
            level_cover(c->L, x, y);
        cg_make_block(c, x, y, e->kind, e->flags, 0);
        return true;
    case TM_TILE:
        cg_set_tile(c, x, y, e->kind, e->flags, 0);
        return true;
    case TM_ENTITY:
        cg_entity(c, e->entity, x, y, e->info, 0);
        return true;
    default:
        return false;
    }
}

bool classic_common_tile(cg *c, int rx, int ry, int x, int y, char t)
{
    spg_level *L = c->L;
    bool start_room = rx == L->start_x && ry == L->start_y;
    const tile_code *e = tile_code_find(&classic_common_codes, t);
    if (e && (e->make == TM_NOTHING || tile_code_place(c, e, x, y)))
        return true;
    switch (t) {
    case '9':
        /* the door stands on a fresh brick, made whatever is there */
        if (start_room) {
            cg_set_tile(c, x, y, SPG_T_ENTRANCE, 0, 0);
            L->entrance_tx = x;
            L->entrance_ty = y;
            cg_make_block(c, x, y + 1, c->A->earth, 0, 0);
        } else {
            cg_set_tile(c, x, y, SPG_T_EXIT, 0, 0);
            L->exit_tx = x;
            L->exit_ty = y;
            cg_make_block(c, x, y + 1, c->A->earth, SPG_TF_INVINCIBLE, 0);
            if (L->cell[y + 1][x].kind == c->A->earth)
                L->cell[y + 1][x].kind = SPG_T_HARD_BRICK;
            if (TR(c))
                trace_tile(TR(c), x, y + 1, L->cell[y + 1][x].kind, L->cell[y + 1][x].content,
                           L->cell[y + 1][x].flags, 0);
        }
        break;
    case 'x':
        cg_make_block(c, x, y, SPG_T_ALTAR, 0, 0);
        cg_make_block(c, x + 1, y, SPG_T_ALTAR, 0, 0);
        cg_entity(c, SPG_E_KALI_HEAD, x + 1, y - 4 >= 0 ? y - 4 : 0, 0, 0);
        T_FOCUS_TILE(c, x + 1, y - 4 >= 0 ? y - 4 : 0);
        /* oKaliHead's Create event: switch (rand(1,3)) picks its sprite, drawn the moment
         * scrRoomGen makes it, after the altar's two halves (which roll nothing) */
        waste(c, 1, 3, &S_KALI_HEAD);
        break;
    case 'A':
        cg_make_block(c, x, y, SPG_T_IDOL_ALTAR, 0, 0);
        cg_make_block(c, x + 1, y, SPG_T_IDOL_ALTAR, 0, 0);
        break;
    case 'a':
        /* the chest at its tile's corner (scrRoomGen 372, instance_create(xpos, ypos,
         * oChest); the Jungle's and the Black Market's "c" and "d", scrRoomGen2 369/374,
         * scrRoomGenMarket 284/289; scrRoomGenYeti 339), but 8 px right and down in the
         * Temple (scrRoomGen4 357: xpos+8, ypos+8) */
        if (c->area == SPG_AREA_TEMPLE)
            cg_entity_px(c, SPG_E_CHEST, x * 16 + 8, y * 16 + 8, 0, 0);
        else
            cg_entity_px(c, SPG_E_CHEST, x * 16, y * 16, 0, 0);
        break;
    case 'I':
        /* scrRoomGen: the idol is made 16 px right and 12 down of its tile, so it stands
         * on the tile to the right, and treasure keeps 64 px from that box */
        cg_entity_px(c, SPG_E_GOLDEN_IDOL, x * 16 + 16, y * 16 + 12, 0, 0);
        break;
    case 'B':
        /* scrRoomGen: the trap's giant tiki head too, 16 px right, 12 down */
        cg_entity_px(c, SPG_E_BOULDER, x * 16 + 16, y * 16 + 12, 0, 0);
        waste(c, 0, 2, &S_TIKI_ARM);
        waste(c, 0, 2, &S_TIKI_ARM);
        break;
    case 'q':
        /* scrRoomGen 392-397: n = rand(1,6), which nothing reads, then the prize from
         * scrGenerateItem's High End set */
        waste(c, 1, 6, &S_DICE_PRIZE);
        classic_high_end_item(c, x, y);
        break;
    case '.':
        if (!level_solid(L, x, y))
            classic_solid_tile(c, x, y, SPG_TF_SHOP);
        break;
    case 'k':
        /* scrRoomGen: the sign is an oSign, whose parent is oSolid: a block the block
         * passes visit (the Jungle's and the Temple's background roll) and every solid
         * test sees, a neighbouring room's arrow trap's too; the entity on it says
         * which shop's sign it is (the Black Market has several) */
        cg_make_block(c, x, y, SPG_T_SHOP_SIGN, 0, 0);
        cg_entity(c, SPG_E_SHOP_SIGN, x, y, L->flags.shop, 0);
        break;
    case 'i':
        classic_shop_item(c, x, y); /* scrShopItemsGen */
        break;
    case 'd': {
        /* oDice's Create event: value = rand(1,6), drawn as scrRoomGen makes each die */
        static const char *const face[6] = {"shows 1", "shows 2", "shows 3",
                                            "shows 4", "shows 5", "shows 6"};
        int id = cg_entity(c, SPG_E_DICE, x, y, 0, 0);
        int v = roll(c, 1, 6, &S_TILES_DIE);
        T_DECIDE(c, face[v - 1]);
        if (id >= 0)
            L->ent[id].info = (int16_t)v;
        break;
    }
    case 's':
        if (roll(c, 1, 10, &S_PIT_SNAKE) == 1) {
            T_DECIDE(c, "a Snake");
            cg_entity(c, SPG_E_SNAKE, x, y, 0, SPG_CAUSE_LAST);
        } else if (roll(c, 1, 2, &S_PIT_WALL) == 1) {
            T_DECIDE(c, "earth");
            cg_make_block(c, x, y, c->A->earth, 0, SPG_CAUSE_LAST);
        } else {
            T_DECIDE(c, "left open");
        }
        break;
    case 'T':
        /* scrRoomGen 473, scrRoomGenYeti 433: instance_create(xpos+8, ypos+8, oRubyBig),
         * 4 px higher than a ruby made on a block's top */
        cg_entity_px(c, SPG_E_RUBY_BIG, x * 16 + 8, y * 16 + 8, 0, 0);
        break;
    case 'M':
        cg_make_block(c, x, y, c->A->earth, 0, 0);
        cg_entity(c, SPG_E_MATTOCK, x, y, 0, 0);
        break;
    default:
        return false;
    }
    return true;
}

bool classic_spikes_roll(cg *c, int x, int y, char t, const spg_site *s)
{
    if (test(c, t == '7', 1, 3, 1, s)) {
        T_DECIDE(c, "spikes");
        cg_set_tile(c, x, y, SPG_T_SPIKES, 0, SPG_CAUSE_LAST);
        return true;
    }
    if (drew(c, t == '7'))
        T_DECIDE(c, t == '7' ? "no spikes" : "not a '7' tile: wasted");
    return false;
}

bool classic_push_roll(cg *c, int x, int y, char t, const spg_site *s)
{
    if (test(c, t == '4', 1, 4, 1, s)) {
        T_DECIDE(c, "push block");
        cg_make_block(c, x, y, SPG_T_PUSH_BLOCK, 0, SPG_CAUSE_LAST);
        return true;
    }
    if (drew(c, t == '4'))
        T_DECIDE(c, t == '4' ? "no push block" : "not a '4' tile: wasted");
    return false;
}
