/* collide.c — the original's point and distance tests against instances' boxes (see
 * collide.h).  Each kind's box and classes are the data's (data/classic/objects.facts,
 * bound by classic_kinds_bind); where the generation scripts create each kind in its
 * tile is theirs, a fact of the scripts, kept here. */
#include "internal.h"

typedef struct co_offset {
    int8_t dx, dy; /* where the scripts usually create it, in its tile */
    bool known;    /* false: at the tile's corner */
} co_offset;

/* Created at (dx, dy) in its tile. */
#define CO_AT(dx, dy) {(dx), (dy), true}

static const co_offset co_offsets[SPG_E__COUNT] = {
    /* the Mines' inhabitants hang from a block's underside or stand on its top: made at
     * the tile's corner (scrEntityGen) */
    [SPG_E_GIANT_SPIDER] = CO_AT(0, 0), /* 32 px wide */
    [SPG_E_BAT] = CO_AT(0, 0),
    [SPG_E_SPIDER] = CO_AT(0, 0),
    [SPG_E_SNAKE] = CO_AT(0, 0),
    [SPG_E_CAVEMAN] = CO_AT(0, 0),
    [SPG_E_SCARAB] = CO_AT(0, 0),
    [SPG_E_SHOPKEEPER] = CO_AT(0, 0),
    [SPG_E_LAMP] = CO_AT(0, 0),
    [SPG_E_WEB] = CO_AT(0, 0),
    [SPG_E_BONES] = CO_AT(0, 0),
    [SPG_E_SKELETON] = CO_AT(0, 0), /* fake bones: no enemy yet */
    /* scrTreasureGen: the skull 12 px right of the bones' corner and 4 above the block,
     * that is 12 down in the bones' tile */
    [SPG_E_SKULL] = CO_AT(12, 12),
    /* scrTreasureGen puts a rock, jar, gold and gems on a block's top: 8 px in, 4 (gold
     * bar, gems), 6 (jar) or 8 (chests, crates, gold bars) above the block */
    [SPG_E_ROCK] = CO_AT(8, 12),
    [SPG_E_JAR] = CO_AT(8, 10),
    [SPG_E_CRATE] = CO_AT(8, 8),
    [SPG_E_CHEST] = CO_AT(8, 8),
    [SPG_E_LOCKED_CHEST] = CO_AT(8, 8),
    [SPG_E_KEY] = CO_AT(8, 12),
    [SPG_E_DAMSEL] = CO_AT(8, 8),
    [SPG_E_GOLD_BAR] = CO_AT(8, 12),
    [SPG_E_GOLD_BARS] = CO_AT(8, 8),
    [SPG_E_EMERALD_BIG] = CO_AT(8, 12),
    [SPG_E_SAPPHIRE_BIG] = CO_AT(8, 12),
    [SPG_E_RUBY_BIG] = CO_AT(8, 12),
    [SPG_E_GOLD_NUGGET] = CO_AT(8, 8),
    /* the idol and the crystal skull are made 16 px right and 12 down of their tile
     * (scrRoomGen): recorded one tile right, 12 px down */
    [SPG_E_GOLDEN_IDOL] = CO_AT(0, 12),
    [SPG_E_CRYSTAL_SKULL] = CO_AT(0, 12),
    [SPG_E_BOULDER] = CO_AT(0, 12), /* the giant tiki head */
    [SPG_E_KALI_HEAD] = CO_AT(0, 0),
    [SPG_E_DICE] = CO_AT(8, 8),
    [SPG_E_MATTOCK] = CO_AT(8, 8),
    [SPG_E_FLARE_CRATE] = CO_AT(8, 8),
    [SPG_E_JETPACK] = CO_AT(8, 8),
    [SPG_E_ANKH] = CO_AT(8, 8),
    [SPG_E_CROWN] = CO_AT(8, 8),
    [SPG_E_SHOTGUN] = CO_AT(8, 8),
    /* the Jungle's */
    [SPG_E_MANTRAP] = CO_AT(0, 0),
    [SPG_E_FROG] = CO_AT(0, 0),
    [SPG_E_FIRE_FROG] = CO_AT(0, 0),
    [SPG_E_MONKEY] = CO_AT(0, 0),
    [SPG_E_PIRANHA] = CO_AT(4, 4),
    [SPG_E_DEAD_FISH] = CO_AT(4, 4),
    [SPG_E_MEGA_MOUTH] = CO_AT(0, 0), /* oJaws: made at its tile, two tiles tall */
    [SPG_E_ZOMBIE] = CO_AT(0, 0),
    [SPG_E_VAMPIRE] = CO_AT(0, 0),
    [SPG_E_TIKI_TORCH] = CO_AT(0, 0),
    /* the Ice Caves' */
    [SPG_E_UFO] = CO_AT(0, 0),
    [SPG_E_YETI] = CO_AT(0, 0),
    [SPG_E_YETI_KING] = CO_AT(0, 0),
    [SPG_E_ALIEN] = CO_AT(0, 0),
    [SPG_E_ALIEN_BOSS] = CO_AT(0, 0),
    [SPG_E_SPRING_TRAP] = CO_AT(0, 0),
    [SPG_E_FROZEN_CAVEMAN] = CO_AT(0, 0),
    /* the Temple's */
    [SPG_E_TOMB_LORD] = CO_AT(0, 0),
    [SPG_E_HAWKMAN] = CO_AT(0, 0),
    [SPG_E_MAGMAMAN] = CO_AT(0, 0),
    [SPG_E_OLMEC] = CO_AT(0, 0),
};
#undef CO_AT

/* Any box reaches at most this far from its tile: 16 px before it (the 32-px heads
 * centred on their position), 15 + 63 px after it (Olmec, 64 px, made at a tile's
 * corner); in tiles, the neighbourhood a point test must look at. */
enum { CO_REACH_BEFORE = 4, CO_REACH_AFTER = 1 };

CLASSIC_DEF unsigned co_entity_classes(const classic_kind_facts *K, int kind)
{
    if (kind == SPG_E_SCORPION) /* no such sprite in the original: a monster all the same */
        return CO_ENEMY;
    return kind >= 0 && kind < SPG_E__COUNT ? K[kind].classes : 0;
}

CLASSIC_DEF co_box co_entity_box(const classic_kind_facts *K, int kind)
{
    if (kind < 0 || kind >= SPG_E__COUNT || !K[kind].known)
        return (co_box){0, 0, 15, 15};
    return (co_box){K[kind].l, K[kind].t, K[kind].r, K[kind].b};
}

CLASSIC_DEF void co_default_offset(int kind, int *dx, int *dy)
{
    bool known = kind >= 0 && kind < SPG_E__COUNT && co_offsets[kind].known;
    *dx = known ? co_offsets[kind].dx : 0;
    *dy = known ? co_offsets[kind].dy : 0;
}

#ifndef SPG_UNTRACED
int classic_kinds_bind(const spg_objfacts *f, const char *path, classic_kind_facts *out,
                       char *err, size_t errlen)
{
    int cls_obj[8];
    int ncls = 0;
    for (const char *name; (name = objfacts_classic_class(ncls)) != NULL; ncls++) {
        cls_obj[ncls] = objfacts_object(f, name);
        if (cls_obj[ncls] < 0) {
            snprintf(err, errlen, "%s: no object %s (the generator's tests name it)", path, name);
            return -1;
        }
    }
    for (int k = 0; k < SPG_E__COUNT; k++) {
        out[k] = (classic_kind_facts){0};
        const char *name = objfacts_classic_object(k);
        if (!name)
            continue;
        int o = objfacts_object(f, name);
        if (o < 0) {
            /* the kinds grow with spelgen: an import written by an older one lacks the new */
            snprintf(err, errlen, "%s: no object %s (the generator makes it for %s; a data "
                     "directory imported by an older spelgen lacks it: run spelgen import again)",
                     path, name, entity_name(k));
            return -1;
        }
        classic_kind_facts *kf = &out[k];
        if (!objfacts_box(f, o, &kf->l, &kf->t, &kf->r, &kf->b)) {
            snprintf(err, errlen, "%s: object %s has no sprite or mask (the generator tests its box)",
                     path, name);
            return -1;
        }
        kf->known = true;
        for (int c = 0; c < ncls; c++)
            if (objfacts_is_a(f, o, cls_obj[c]))
                kf->classes |= 1u << c; /* CO_SOLID ... CO_IDOL, in objfacts' order */
    }
    return 0;
}
#endif

CLASSIC_DEF unsigned co_tile_classes(const spg_cell *cell, co_box *box)
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
    /* water or lava (oWater's child) is a full tile, also when a block, trap or door
     * made over it keeps it beneath (scrEntityGen 404, 470: the gold door, a smash trap) */
    if (level_beneath_flags(cell) & (SPG_TF_WATER | SPG_TF_LAVA))
        cls |= CO_WATER;
    return cls;
}

static inline int co_floor16(int v) { return v >= 0 ? v / 16 : -((15 - v) / 16); }

static inline bool co_in_box(co_box b, int px, int py)
{
    return px >= b.l && px <= b.r && py >= b.t && py <= b.b;
}

/* The collision index (spg_level.cover): each tile of the level's footprint holds the
 * classes of every entity, live or gone, whose box reaches into the tile.  An entity's
 * box holding pixel p reaches into p's tile, so a tile whose bits lack every class asked
 * for has no such entity at any of its pixels: co_point's scan would find none, and is
 * skipped.  A tile whose bits have one is scanned as before (its entity may be gone, or
 * its box may miss the pixel), so the answer is always the scan's.  Entities are indexed
 * when a test next looks (the generator sets an entity's position inside its tile right
 * after making it, and never moves one). */
CLASSIC_DEF void co_index_sync(const classic_kind_facts *K, spg_level *L)
{
    for (; L->cover_upto < L->nent; L->cover_upto++) {
        const spg_entity *e = &L->ent[L->cover_upto];
        unsigned cls = co_entity_classes(K, e->kind);
        if (!cls)
            continue;
        co_box b = co_entity_box(K, e->kind);
        int x0 = co_floor16(co_px(e) + b.l), x1 = co_floor16(co_px(e) + b.r);
        int y0 = co_floor16(co_py(e) + b.t), y1 = co_floor16(co_py(e) + b.b);
        /* clipped to the footprint: a test outside it scans */
        x0 = x0 < 0 ? 0 : x0;
        x1 = x1 >= L->cover_w ? L->cover_w - 1 : x1;
        y0 = y0 < -SPG_COVER_ABOVE ? -SPG_COVER_ABOVE : y0;
        y1 = y1 >= L->cover_rows - SPG_COVER_ABOVE ? L->cover_rows - SPG_COVER_ABOVE - 1 : y1;
        for (int y = y0; y <= y1; y++)
            for (int x = x0; x <= x1; x++)
                L->cover[y + SPG_COVER_ABOVE][x] |= (uint16_t)cls;
    }
}

/* Whether tile (tx,ty) lies in the index's footprint and no entity of `classes` reaches
 * into it (see co_index_sync). */
static inline bool co_index_rules_out(const spg_level *L, int tx, int ty, unsigned classes)
{
    int row = ty + SPG_COVER_ABOVE;
    return tx >= 0 && tx < L->cover_w && row >= 0 && row < L->cover_rows &&
           !(L->cover[row][tx] & classes);
}

/* The entity part of co_point, brute force: every live entity of `classes` on the tiles
 * whose boxes could reach the pixel, tested against its box. */
CLASSIC_DEF bool co_point_scan(const classic_kind_facts *K, const spg_level *L, int px, int py,
                               unsigned classes)
{
    int tx = co_floor16(px), ty = co_floor16(py);
    for (int y = ty - CO_REACH_BEFORE; y <= ty + CO_REACH_AFTER; y++) {
        if (y < -SPG_ABOVE_ROWS || y >= SPG_MAX_H)
            continue; /* the rows above the map hold what was made on the top border */
        for (int x = tx - CO_REACH_BEFORE; x <= tx + CO_REACH_AFTER; x++) {
            if (x < 0 || x >= SPG_MAX_W)
                continue;
            for (int i = level_first_entity(L, x, y); i >= 0; i = L->ent[i].next) {
                const spg_entity *e = &L->ent[i];
                if (e->gone || !(co_entity_classes(K, e->kind) & classes))
                    continue;
                if (co_in_box(co_entity_box(K, e->kind), px - co_px(e), py - co_py(e)))
                    return true;
            }
        }
    }
    return false;
}

CLASSIC_DEF bool co_point(const classic_kind_facts *K, spg_level *L, int px, int py, unsigned classes)
{
    int tx = co_floor16(px), ty = co_floor16(py);
    /* a tile is only ever of CO_TILE_CLASSES (co_tile_classes): a test of none of them
     * (an enemy's, a chest's, treasure's) has no tile to look at */
    if ((classes & CO_TILE_CLASSES) && level_stored(tx, ty)) {
        co_box b;
        unsigned cls = co_tile_classes(&L->cell[ty][tx], &b);
        if ((cls & classes) && co_in_box(b, px - tx * 16, py - ty * 16))
            return true;
    }
    return co_entity_point(K, L, px, py, classes);
}

CLASSIC_DEF bool co_entity_point(const classic_kind_facts *K, spg_level *L, int px, int py,
                                 unsigned classes)
{
    if (L->cover_upto < L->nent)
        co_index_sync(K, L);
    if (co_index_rules_out(L, co_floor16(px), co_floor16(py), classes))
        return false;
    return co_point_scan(K, L, px, py, classes);
}

CLASSIC_DEF int co_gap2(co_box a, co_box b)
{
    int gx = b.l > a.r ? b.l - a.r : a.l > b.r ? a.l - b.r : 0;
    int gy = b.t > a.b ? b.t - a.b : a.t > b.b ? a.t - b.b : 0;
    return gx * gx + gy * gy;
}

CLASSIC_DEF int co_kinds_of(const classic_kind_facts *K, unsigned classes, int8_t *kinds)
{
    int n = 0;
    for (int k = 0; k < SPG_E__COUNT; k++)
        if (co_entity_classes(K, k) & classes)
            kinds[n++] = (int8_t)k;
    return n;
}

#ifndef SPG_UNTRACED /* the generator asks co_kinds_near_block; the unit tests this */
CLASSIC_DEF bool co_entity_near_block(const classic_kind_facts *K, const spg_level *L, int tx, int ty, unsigned classes, int dist)
{
    int8_t kinds[SPG_E__COUNT];
    int n = co_kinds_of(K, classes, kinds);
    return co_kinds_near_block(K, L, kinds, n, tx, ty, dist);
}
#endif

CLASSIC_DEF bool co_kinds_near_block(const classic_kind_facts *K, const spg_level *L,
                                     const int8_t *kinds, int nkinds, int tx, int ty, int dist)
{
    co_box block = {tx * 16, ty * 16, tx * 16 + 15, ty * 16 + 15};
    for (int j = 0; j < nkinds; j++) {
        int k = kinds[j];
        co_box rel = co_entity_box(K, k);
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
