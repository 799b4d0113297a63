/* collide.c — the original's point and distance tests against instances' boxes (see
 * collide.h).  The numbers are facts of the original's sprites: each kind's box (left,
 * top, right, bottom, inclusive) less its sprite's origin, and where the generation
 * scripts create it in its tile. */
#include "internal.h"

typedef struct co_kind_facts {
    unsigned classes;
    co_box box;    /* relative to the instance's position */
    int8_t dx, dy; /* where the scripts usually create it, in its tile */
    bool known;    /* false: no fact recorded (the box is the tile's) */
} co_kind_facts;

/* A sprite's box (l, t, r, b) less its origin (ox, oy), created at (dx, dy) in its tile. */
#define CO_K(cls, l, t, r, b, ox, oy, dx, dy) {(cls), {(l) - (ox), (t) - (oy), (r) - (ox), (b) - (oy)}, (dx), (dy), true}

static const co_kind_facts co_facts[SPG_E__COUNT] = {
    /* the Mines' inhabitants hang from a block's underside or stand on its top: made at
     * the tile's corner (scrEntityGen) */
    [SPG_E_GIANT_SPIDER] = CO_K(CO_ENEMY, 1, 0, 30, 15, 0, 0, 0, 0), /* 32 px wide */
    [SPG_E_BAT] = CO_K(CO_ENEMY, 3, 0, 13, 11, 0, 0, 0, 0),
    [SPG_E_SPIDER] = CO_K(CO_ENEMY, 0, 0, 15, 9, 0, 0, 0, 0),
    [SPG_E_SNAKE] = CO_K(CO_ENEMY, 1, 4, 14, 15, 0, 0, 0, 0),
    [SPG_E_CAVEMAN] = CO_K(CO_ENEMY, 1, 0, 14, 15, 0, 0, 0, 0),
    [SPG_E_SCARAB] = CO_K(CO_ENEMY, 1, 2, 13, 12, 0, 0, 0, 0),
    [SPG_E_SHOPKEEPER] = CO_K(CO_ENEMY, 2, 1, 13, 15, 0, 0, 0, 0),
    [SPG_E_LAMP] = CO_K(0, 1, 0, 14, 15, 0, 0, 0, 0),
    [SPG_E_WEB] = CO_K(0, 0, 0, 15, 15, 0, 0, 0, 0),
    [SPG_E_BONES] = CO_K(0, 1, 11, 15, 15, 0, 0, 0, 0),
    [SPG_E_SKELETON] = CO_K(0, 1, 9, 15, 15, 0, 0, 0, 0), /* fake bones: no enemy yet */
    /* scrTreasureGen puts a rock, jar, gold and gems on a block's top: 8 px in, 4 (gold
     * bar, gems), 6 (jar) or 8 (chests, crates, gold bars) above the block */
    [SPG_E_ROCK] = CO_K(0, 1, 1, 7, 7, 4, 4, 8, 12),
    [SPG_E_JAR] = CO_K(0, 3, 5, 12, 13, 8, 8, 8, 10),
    [SPG_E_CRATE] = CO_K(0, 3, 6, 14, 15, 8, 8, 8, 8),
    [SPG_E_CHEST] = CO_K(CO_CHEST, 2, 8, 13, 15, 8, 8, 8, 8),
    [SPG_E_LOCKED_CHEST] = CO_K(0, 1, 6, 14, 15, 8, 8, 8, 8),
    [SPG_E_KEY] = CO_K(0, 2, 4, 13, 11, 8, 8, 8, 12),
    [SPG_E_DAMSEL] = CO_K(0, 2, 0, 13, 15, 8, 8, 8, 8),
    [SPG_E_GOLD_BAR] = CO_K(CO_TREASURE, 0, 3, 7, 7, 4, 4, 8, 12),
    [SPG_E_GOLD_BARS] = CO_K(CO_TREASURE, 0, 6, 15, 15, 8, 8, 8, 8),
    [SPG_E_EMERALD_BIG] = CO_K(CO_TREASURE, 0, 0, 7, 7, 4, 4, 8, 12),
    [SPG_E_SAPPHIRE_BIG] = CO_K(CO_TREASURE, 0, 0, 7, 7, 4, 4, 8, 12),
    [SPG_E_RUBY_BIG] = CO_K(CO_TREASURE, 0, 0, 7, 7, 4, 4, 8, 12),
    [SPG_E_GOLD_NUGGET] = CO_K(CO_TREASURE, 0, 0, 7, 7, 4, 4, 8, 8),
    /* the idol and the crystal skull are made 16 px right and 12 down of their tile
     * (scrRoomGen): recorded one tile right, 12 px down */
    [SPG_E_GOLDEN_IDOL] = CO_K(CO_IDOL, 2, 1, 13, 15, 8, 12, 0, 12),
    [SPG_E_CRYSTAL_SKULL] = CO_K(CO_IDOL, 2, 1, 13, 15, 8, 12, 0, 12),
    [SPG_E_BOULDER] = CO_K(0, 0, 0, 31, 31, 16, 16, 0, 12), /* the giant tiki head */
    [SPG_E_KALI_HEAD] = CO_K(0, 0, 0, 31, 31, 16, 16, 0, 0),
    [SPG_E_DICE] = CO_K(0, 3, 6, 14, 15, 8, 8, 8, 8),
    [SPG_E_MATTOCK] = CO_K(0, 1, 0, 14, 11, 8, 6, 8, 8),
    [SPG_E_FLARE_CRATE] = CO_K(0, 1, 2, 14, 15, 8, 8, 8, 8),
    [SPG_E_JETPACK] = CO_K(0, 2, 3, 13, 15, 8, 8, 8, 8),
    [SPG_E_ANKH] = CO_K(0, 1, 1, 14, 15, 8, 8, 8, 8),
    [SPG_E_CROWN] = CO_K(0, 2, 0, 13, 15, 8, 8, 8, 8),
    [SPG_E_SHOTGUN] = CO_K(0, 2, 1, 14, 7, 8, 4, 8, 8),
    /* the Jungle's */
    [SPG_E_MANTRAP] = CO_K(CO_ENEMY, 0, 0, 15, 15, 0, 0, 0, 0),
    [SPG_E_FROG] = CO_K(CO_ENEMY, 2, 4, 14, 15, 0, 0, 0, 0),
    [SPG_E_FIRE_FROG] = CO_K(CO_ENEMY, 1, 3, 14, 15, 0, 0, 0, 0),
    [SPG_E_MONKEY] = CO_K(CO_ENEMY, 2, 4, 14, 15, 0, 0, 0, 0),
    [SPG_E_PIRANHA] = CO_K(CO_ENEMY, 0, 0, 7, 7, 0, 0, 4, 4),
    [SPG_E_DEAD_FISH] = CO_K(CO_ENEMY, 0, 1, 7, 6, 0, 0, 4, 4),
    /* oJaws (sJawsLeft's box, origin 0,0): made at its tile, two tiles tall */
    [SPG_E_MEGA_MOUTH] = CO_K(CO_ENEMY, 2, 4, 15, 29, 0, 0, 0, 0),
    [SPG_E_ZOMBIE] = CO_K(CO_ENEMY, 0, 0, 15, 15, 0, 0, 0, 0),
    [SPG_E_VAMPIRE] = CO_K(CO_ENEMY, 2, 0, 15, 15, 0, 0, 0, 0),
    [SPG_E_TIKI_TORCH] = CO_K(0, 5, 0, 10, 31, 0, 0, 0, 0),
    /* the Ice Caves' */
    [SPG_E_UFO] = CO_K(CO_ENEMY, 0, 1, 15, 13, 0, 0, 0, 0),
    [SPG_E_YETI] = CO_K(CO_ENEMY, 0, 0, 15, 15, 0, 0, 0, 0),
    [SPG_E_YETI_KING] = CO_K(CO_ENEMY, 1, 0, 31, 31, 0, 0, 0, 0),
    [SPG_E_ALIEN] = CO_K(CO_ENEMY, 1, 5, 14, 15, 0, 0, 0, 0),
    [SPG_E_ALIEN_BOSS] = CO_K(CO_ENEMY, 1, 1, 31, 31, 0, 0, 0, 0),
    [SPG_E_SPRING_TRAP] = CO_K(0, 0, 12, 15, 15, 0, 0, 0, 0),
    [SPG_E_FROZEN_CAVEMAN] = CO_K(0, 2, 0, 14, 15, 0, 0, 0, 0),
    /* the Temple's */
    [SPG_E_TOMB_LORD] = CO_K(CO_ENEMY, 3, 2, 25, 31, 0, 0, 0, 0),
    [SPG_E_HAWKMAN] = CO_K(CO_ENEMY, 0, 0, 15, 15, 0, 0, 0, 0),
    [SPG_E_MAGMAMAN] = CO_K(CO_ENEMY, 1, 0, 14, 15, 0, 0, 0, 0),
    [SPG_E_OLMEC] = CO_K(CO_SOLID, 0, 0, 63, 63, 0, 0, 0, 0),
};
#undef CO_K

/* Any box reaches at most this far from its tile: 16 px before it (the 32-px heads
 * centred on their position), 15 + 63 px after it (Olmec, 64 px, made at a tile's
 * corner); in tiles, the neighbourhood a point test must look at. */
enum { CO_REACH_BEFORE = 4, CO_REACH_AFTER = 1 };

CLASSIC_DEF unsigned co_entity_classes(int kind)
{
    if (kind == SPG_E_SCORPION) /* no such sprite in the original: a monster all the same */
        return CO_ENEMY;
    return kind >= 0 && kind < SPG_E__COUNT ? co_facts[kind].classes : 0;
}

CLASSIC_DEF co_box co_entity_box(int kind)
{
    if (kind < 0 || kind >= SPG_E__COUNT || !co_facts[kind].known)
        return (co_box){0, 0, 15, 15};
    return co_facts[kind].box;
}

CLASSIC_DEF void co_default_offset(int kind, int *dx, int *dy)
{
    bool known = kind >= 0 && kind < SPG_E__COUNT && co_facts[kind].known;
    *dx = known ? co_facts[kind].dx : 0;
    *dy = known ? co_facts[kind].dy : 0;
}

/* The classes of a tile (and what lies in it) and its box within the tile. */
static unsigned co_tile_classes(const spg_cell *cell, co_box *box)
{
    *box = (co_box){0, 0, 15, 15};
    unsigned cls = spg_tile_solid[cell->kind] ? CO_SOLID : 0;
    switch (cell->kind) {
    case SPG_T_SPIKES:
        box->t = 3; /* the spikes' sprite leaves its top 3 rows out */
        return CO_SPIKES;
    case SPG_T_ENTRANCE:
        return CO_ENTRANCE;
    case SPG_T_EXIT:
        return CO_EXIT;
    case SPG_T_MARKET_DOOR: /* an oXMarket (an oExit) inside the solid it was made in */
        return CO_EXIT | CO_SOLID;
    case SPG_T_THIN_ICE:
    case SPG_T_FALLING_BLOCK:
        box->b = 8; /* half-height blocks */
        return CO_SOLID;
    case SPG_T_LAVA:
        return CO_WATER;
    case SPG_T_IDOL_TRAP:
        if (cell->flags & SPG_TF_ALT_LOOK) {
            /* an idol room's door: sDoor's box, 1-14 across (its lower half, in the
             * tile below, is not recorded there) */
            box->l = 1;
            box->r = 14;
        }
        return cls;
    default:
        break;
    }
    if (cell->flags & SPG_TF_WATER)
        cls |= CO_WATER; /* water is a full tile; a block made over it keeps it */
    return cls;
}

static inline int co_floor16(int v) { return v >= 0 ? v / 16 : -((15 - v) / 16); }

static inline bool co_in_box(co_box b, int px, int py)
{
    return px >= b.l && px <= b.r && py >= b.t && py <= b.b;
}

CLASSIC_DEF bool co_point(const spg_level *L, int px, int py, unsigned classes)
{
    int tx = co_floor16(px), ty = co_floor16(py);
    if (level_stored(tx, ty)) {
        co_box b;
        unsigned cls = co_tile_classes(&L->cell[ty][tx], &b);
        if ((cls & classes) && co_in_box(b, px - tx * 16, py - ty * 16))
            return true;
    }
    for (int y = ty - CO_REACH_BEFORE; y <= ty + CO_REACH_AFTER; y++) {
        if (y < 0 || y >= SPG_MAX_H)
            continue;
        for (int x = tx - CO_REACH_BEFORE; x <= tx + CO_REACH_AFTER; x++) {
            if (x < 0 || x >= SPG_MAX_W)
                continue;
            for (int i = L->ent_at[y][x]; i >= 0; i = L->ent[i].next) {
                const spg_entity *e = &L->ent[i];
                if (e->gone || !(co_entity_classes(e->kind) & classes))
                    continue;
                if (co_in_box(co_entity_box(e->kind), px - co_px(e), py - co_py(e)))
                    return true;
            }
        }
    }
    return false;
}

CLASSIC_DEF int co_gap2(co_box a, co_box b)
{
    int gx = b.l > a.r ? b.l - a.r : a.l > b.r ? a.l - b.r : 0;
    int gy = b.t > a.b ? b.t - a.b : a.t > b.b ? a.t - b.b : 0;
    return gx * gx + gy * gy;
}

CLASSIC_DEF bool co_entity_near_block(const spg_level *L, int tx, int ty, unsigned classes, int dist)
{
    co_box block = {tx * 16, ty * 16, tx * 16 + 15, ty * 16 + 15};
    for (int k = 0; k < SPG_E__COUNT; k++) {
        if (!(co_entity_classes(k) & classes))
            continue;
        co_box rel = co_entity_box(k);
        for (int i = L->last_of_kind[k]; i >= 0; i = L->ent[i].next_of_kind) {
            const spg_entity *e = &L->ent[i];
            if (e->gone)
                continue;
            int x = co_px(e), y = co_py(e);
            co_box box = {x + rel.l, y + rel.t, x + rel.r, y + rel.b};
            if (co_gap2(block, box) < dist * dist)
                return true;
        }
    }
    return false;
}
