/* collide.h — the original's collision tests as it answers them.  GameMaker tests a point
 * (collision_point) or a distance (distance_to_object) against each instance's bounding
 * box: its sprite's box, offset by the sprite's origin, at the instance's position.  Many
 * of the level's things are smaller than a tile, off-centre or wider than one, so "is
 * there something at this tile" is often not the question the original asks.  Entities
 * keep their tile and, in dx/dy, the instance's position inside it; this module knows
 * each kind's box (facts of the original's sprites) and answers the tests. */
#ifndef SPG_CLASSIC_COLLIDE_H
#define SPG_CLASSIC_COLLIDE_H

#include <stdbool.h>

#include "../../data/objfacts.h"
#include "../../level.h"

#ifndef CLASSIC_FN
#error "collide.h is the classic style's: include internal.h"
#endif

/* The object classes the generator's tests name: the original's parent objects, in the
 * order of objfacts_classic_class's list (which gives their names to the data's). */
enum {
    CO_SOLID = 1u << 0,    /* oSolid and every child: blocks, traps, altars, the shop's sign */
    CO_TREASURE = 1u << 1, /* oTreasure: gold and gems (not chests, not the idol) */
    CO_CHEST = 1u << 2,    /* oChest itself (the Udjat Eye's locked chest is not one) */
    CO_ENEMY = 1u << 3,    /* oEnemy: monsters and the shopkeeper */
    CO_IDOL = 1u << 4,     /* oGoldIdol and its child, the crystal skull */
    CO_SPIKES = 1u << 5,
    CO_ENTRANCE = 1u << 6,
    CO_EXIT = 1u << 7,     /* oExit and its children (the market's and the gold door's exits) */
    CO_WATER = 1u << 8,    /* oWater and its children (lava among them) */
};

/* A box in pixels, inclusive, relative to an instance's position. */
typedef struct co_box {
    int l, t, r, b;
} co_box;

/* Every class a tile can be (co_tile_classes): a point test of none of them looks at
 * no tile. */
#define CO_TILE_CLASSES (CO_SOLID | CO_SPIKES | CO_ENTRANCE | CO_EXIT | CO_WATER)

/* The classes of a tile (and what lies in it), of CO_TILE_CLASSES only, and its box
 * within the tile. */
CLASSIC_FN unsigned co_tile_classes(const spg_cell *cell, co_box *box);

/* The classes an entity of `kind` belongs to by the facts K (0: none the generator tests). */
CLASSIC_FN unsigned co_entity_classes(const classic_kind_facts *K, int kind);

/* The bounding box of an entity of `kind` by the facts K, relative to its position (the
 * tile's for a kind with no object). */
CLASSIC_FN co_box co_entity_box(const classic_kind_facts *K, int kind);

/* Fills out[SPG_E__COUNT] from the object facts f (read from `path`): each kind's
 * object's box and the classes it is (itself or a descendant of oSolid, oTreasure, ...).
 * Returns 0, or -1 with "path: message" when an object the generator names, or one its
 * tests name, is missing or has no box.  (The traced unit's; the data loader's.) */
int classic_kinds_bind(const spg_objfacts *f, const char *path, classic_kind_facts *out,
                       char *err, size_t errlen);

/* Where the generator's scripts usually create an entity of `kind`, in pixels from the
 * top-left corner of the tile it is recorded on (cg_entity uses it; a script that
 * creates one elsewhere says so with cg_entity_px). */
CLASSIC_FN void co_default_offset(int kind, int *dx, int *dy);

/* The pixel position of entity `e` (its instance's x and y). */
static inline int co_px(const spg_entity *e) { return e->x * 16 + e->dx; }
static inline int co_py(const spg_entity *e) { return e->y * 16 + e->dy; }

/* Whether (x,y) holds an idol room's door (scrRoomGen4's "D": an oDoor, a solid whose
 * sprite's box is 1-14 across and 32 down from its tile's corner). */
static inline bool co_idol_door(const spg_level *L, int x, int y)
{
    return x >= 0 && y >= 0 && x < SPG_MAX_W && y < SPG_MAX_H &&
           L->cell[y][x].kind == SPG_T_IDOL_TRAP && (L->cell[y][x].flags & SPG_TF_ALT_LOOK);
}

/* collision_point(x*16, y*16, oSolid), the test the generation scripts make at a tile's
 * top-left corner: a solid's tile, but not an idol room's door, whose box leaves its
 * tile's first column out (classic-divergences, the later areas: "the idol room's door") */
static inline bool co_solid_at(const spg_level *L, int x, int y)
{
    return level_solid(L, x, y) && !co_idol_door(L, x, y);
}

/* collision_point(px, py, class): whether a live instance of any of `classes` has a box
 * (by the facts K) holding the pixel — the level's tiles (a solid's, spikes', a door's box) and its
 * entities alike.  Answered from the level's collision index where it rules the entities
 * out (which it first brings up to date: the level is written), else by co_point_scan. */
CLASSIC_FN bool co_point(const classic_kind_facts *K, spg_level *L, int px, int py,
                         unsigned classes);

/* co_point's test of the entities: from the index where it rules them out, else by
 * co_point_scan. */
CLASSIC_FN bool co_entity_point(const classic_kind_facts *K, spg_level *L, int px, int py,
                                unsigned classes);

/* co_point's test of the entities, brute force and without the index: whether a live
 * entity of `classes` near the pixel has a box holding it (the unit tests compare the
 * index's answers with it). */
CLASSIC_FN bool co_point_scan(const classic_kind_facts *K, const spg_level *L, int px, int py,
                              unsigned classes);

/* Brings the level's collision index (spg_level.cover) up to date with its entities:
 * those made since it last was get their boxes' tiles marked with their classes. */
CLASSIC_FN void co_index_sync(const classic_kind_facts *K, spg_level *L);

#ifndef SPG_UNTRACED
/* distance_to_object(class) < dist for a 16-px block at tile (tx,ty): whether a live
 * entity of any of `classes` has a box closer than `dist` pixels to the block's box. */
CLASSIC_FN bool co_entity_near_block(const classic_kind_facts *K, const spg_level *L, int tx,
                                     int ty, unsigned classes, int dist);
#endif

/* The kinds whose entities are of any of `classes` (co_entity_classes), in order, into
 * kinds[SPG_E__COUNT]; returns how many. */
CLASSIC_FN int co_kinds_of(const classic_kind_facts *K, unsigned classes, int8_t *kinds);

/* co_entity_near_block for the entities of the kinds listed (co_kinds_of's list for its
 * classes gives its answer: the same entities, tested the same way). */
CLASSIC_FN bool co_kinds_near_block(const classic_kind_facts *K, const spg_level *L,
                                    const int8_t *kinds, int nkinds, int tx, int ty, int dist);

/* The gap in pixels (squared) between two inclusive boxes, as GameMaker measures it. */
CLASSIC_FN int co_gap2(co_box a, co_box b);

#endif
