/* veins.c — whether a block's gold vein is still there once the level is built.  A
 * block's Create event rolls its vein as its look (oBrick: sprite_index = sBrickGold or
 * sBrickGoldBig; oLush, oDark, oTemple alike), and its Destroy event pays gold only while
 * the block still has that look (`if (sprite_index == sBrickGold)`...).  Two scripts give
 * blocks another look after they are made, so their vein is rolled (the draw stays) but
 * pays nothing: scrInitLevel the border's blocks, at once, and scrSetupWalls every block
 * whose top or underside is open.  Nothing gives a block its gold look back but its own
 * Create event: the hand-laid blocks of Olmec's hall whose Create events run after
 * scrInitLevel returns (olmec_hall_after) roll theirs after scrSetupWalls and keep it. */
#include "temple.h"

/* The original's block objects whose looks hold a vein, and whose looks scrSetupWalls
 * replaces (oIce, clear ice, rolls no vein). */
typedef enum vein_object { VO_NONE = -1, VO_BRICK, VO_LUSH, VO_DARK, VO_TEMPLE, VO__COUNT } vein_object;

/* The object of a block of `kind` in `area`: the border and the exit's hard block are of
 * the area's earth (scrInitLevel 84-126: oBrick, oLush, oDark, oTemple; the '9' tile's
 * block: the area's earth made invincible), a shop's floor is an oTemple in the Temple
 * and Olmec's Lair (scrRoomGen4 "b") and an oBrickSmooth elsewhere. */
static vein_object vein_object_of(spg_area area, int kind)
{
    switch (kind) {
    case SPG_T_BRICK: return VO_BRICK;
    case SPG_T_LUSH: return VO_LUSH;
    case SPG_T_ICE: return VO_DARK;
    case SPG_T_TEMPLE:
    case SPG_T_GOLD_BLOCK: return VO_TEMPLE;
    case SPG_T_SHOP_WALL:
        return area == SPG_AREA_TEMPLE || area == SPG_AREA_OLMEC ? VO_TEMPLE : VO_NONE;
    case SPG_T_BORDER:
    case SPG_T_HARD_BRICK:
        switch (area) {
        case SPG_AREA_MINES: return VO_BRICK;
        case SPG_AREA_JUNGLE: return VO_LUSH;
        case SPG_AREA_ICE_CAVES: return VO_DARK;
        case SPG_AREA_TEMPLE:
        case SPG_AREA_OLMEC: return VO_TEMPLE;
        default: return VO_NONE;
        }
    default: return VO_NONE;
    }
}

static bool is_vein(int content) { return content == SPG_C_GOLD || content == SPG_C_RICH_GOLD; }

/* Takes the vein out of tile (x,y)'s content, traced with the reason. */
static void vein_hide(cg *c, int x, int y, const char *why)
{
    spg_cell *cell = &c->L->cell[y][x];
    cell->content = SPG_C_NONE;
    if (TR(c)) {
        trace_tile(TR(c), x, y, cell->kind, cell->content, cell->flags, 0);
        trace_note(TR(c), x, y, why, 0);
    }
}

void classic_border_look(cg *c, int x, int y)
{
    /* scrInitLevel 92, 103, 113, 122-124: `obj.sprite_index = sDark` (sTemple, sLush,
     * sBrick) right after instance_create, so a border block's vein never shows; the City
     * of Gold's border keeps its gold look (`if (not global.cityOfGold)`), but its blocks
     * roll no vein (temple_block_rolls) */
    if (!level_stored(x, y))
        return;
    const spg_cell *cell = &c->L->cell[y][x];
    if (cell->kind == SPG_T_BORDER && is_vein(cell->content))
        vein_hide(c, x, y, "the border is given the plain look as it is made (scrInitLevel): "
                           "its vein does not show, so it holds no gold");
}

/* Which tiles hold a live block of each object: a bit per column (the map and the border
 * loop's column 42 fit in 64), a row per tile row. */
typedef struct vein_map {
    uint64_t at[VO__COUNT][SPG_MAX_H];
} vein_map;

static bool vein_map_has(const vein_map *m, vein_object o, int x, int y)
{
    return x >= 0 && x < 64 && y >= 0 && y < SPG_MAX_H && ((m->at[o][y] >> x) & 1);
}

/* What scrSetupWalls does to a block's look: nothing when both its top and underside are
 * covered, else the edge look for the first open side it finds. */
typedef enum vein_edge { VE_NONE = 0, VE_TOP, VE_UNDERSIDE } vein_edge;

/* scrSetupWalls 31-32, 76-77, 115-116, 202-203: a block's top is covered when it is on row
 * 0 or a block of its own object stands on the tile above (collision_point at that tile's
 * corner: oBrick also counts oHardBlock, which no script makes; oTemple an oTempleFake on
 * the tile BELOW, the temple-fake-below quirk, where above is meant); its underside when
 * it is on the `bottom` row or lower (`y >= argument0`) or a block of its object lies on
 * the tile below (oTemple: or an oTempleFake there).  An open top or underside gives the
 * block an edge look: oBrick, oLush and oDark `if (not up)` and `if (not down)` alike;
 * oTemple `if (not up) ... else if (not down)`, the same blocks. */
static vein_edge vein_edge_look(const cg *c, const vein_map *m, vein_object o, int x, int y, int bottom)
{
    const spg_level *L = c->L;
    bool up = y == 0 || vein_map_has(m, o, x, y - 1);
    bool down = y >= bottom || vein_map_has(m, o, x, y + 1);
    if (o == VO_TEMPLE) {
        up = up || (Q(c, SPG_Q_TEMPLE_FAKE_BELOW) ? temple_fake_at(L, x, y + 1)
                                                   : temple_fake_at(L, x, y - 1));
        down = down || temple_fake_at(L, x, y + 1);
    }
    return !up ? VE_TOP : !down ? VE_UNDERSIDE : VE_NONE;
}

/* The tile row from which scrSetupWalls counts a block's underside as covered: scrInitLevel
 * 222-224 calls scrSetupWalls(864) in Olmec's Lair, (656) on the flooded level, else
 * (528), pixel rows (over 16: the area's walls_bottom_row, and the lake's rows under). */
static int vein_walls_bottom(const cg *c)
{
    return c->A->walls_bottom_row + (c->L->flags.lake ? CLASSIC_LAKE_ROWS : 0);
}

void classic_vein_looks(cg *c)
{
    spg_level *L = c->L;
    vein_map m;
    memset(&m, 0, sizeof m);
    /* vein_object_of for this area, looked up once a kind rather than once a block (a
     * level has ~600 blocks, of some 60 kinds): the same answer for every kind, as a kind
     * past SPG_T__COUNT is none of its cases (VO_NONE) */
    _Static_assert(SPG_T__COUNT <= 256, "a tile kind is a byte");
    int8_t object_of[256];
    memset(object_of, VO_NONE, sizeof object_of);
    for (int k = 0; k < SPG_T__COUNT; k++)
        object_of[k] = (int8_t)vein_object_of(c->area, k);
    for (int i = 0; i < L->nblock; i++) {
        spg_block b = L->block[i];
        vein_object o = (vein_object)object_of[b.kind];
        if (b.alive && o != VO_NONE && b.x >= 0 && b.x < 64 && b.y >= 0 && b.y < SPG_MAX_H)
            m.at[o][b.y] |= (uint64_t)1 << b.x;
    }
    int bottom = vein_walls_bottom(c);
    /* a tile's content is the last block made there; only a live block of a vein's
     * object whose tile still shows it (the tile's kind is of the same object) holds one,
     * or the block the Black Market's door stands in front of (scrEntityGen makes the
     * oXMarket over the block and leaves it: its look is the block's like any other's) */
    for (int i = 0; i < L->nblock; i++) {
        spg_block b = L->block[i];
        /* the tile's vein first: few tiles hold one (the tests are pure, so their order
         * changes no answer) */
        if (!b.alive || !level_stored(b.x, b.y) || !is_vein(L->cell[b.y][b.x].content))
            continue;
        vein_object o = (vein_object)object_of[b.kind];
        const spg_cell *cell = &L->cell[b.y][b.x];
        if (o == VO_NONE || ((vein_object)object_of[cell->kind] != o && cell->kind != SPG_T_MARKET_DOOR))
            continue;
        vein_edge e = vein_edge_look(c, &m, o, b.x, b.y, bottom);
        if (e != VE_NONE)
            vein_hide(c, b.x, b.y,
                      e == VE_TOP ? "its top is open, so scrSetupWalls gives it an edge look: its "
                                    "vein no longer shows, so it holds no gold"
                                  : "its underside is open, so scrSetupWalls gives it an edge "
                                    "look: its vein no longer shows, so it holds no gold");
    }
}
