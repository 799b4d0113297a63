/* level.h — the model of one generated level: tiles, rooms, entities, flags. */
#ifndef SPG_LEVEL_H
#define SPG_LEVEL_H

#include <stdbool.h>
#include <stdint.h>

/* The storage the classic style's rules know: objects outside 128 x 128 are not kept
 * (the original has nothing there), and its bounds checks say so with these. */
#define SPG_MAX_W 128
#define SPG_MAX_H 128
/* A taller grid for the tunnel style: a floor of W x H tiles within the document's
 * 14,400-tile buffer (MAP_CAP), W at least 18, so H up to 14400 / 18 = 800 rows.  The
 * rows past SPG_MAX_H exist only for a level whose h needs them (level_rows): a level
 * of 128 rows or fewer is stored, cleared and bounded exactly as before. */
#define SPG_MAP_CAP 14400
#define SPG_MIN_TALL_W 18
#define SPG_GRID_ROWS (SPG_MAP_CAP / SPG_MIN_TALL_W)
#define SPG_ROOMS_X 4
#define SPG_ROOMS_Y 5 /* four rows, and the flooded level's hidden fifth */

/* Tile kinds.  Names (tile_name) are the JSON legend's; glyphs (tile_glyph) the map's. */
typedef enum spg_tile {
    SPG_T_EMPTY = 0,
    SPG_T_BORDER,      /* indestructible block of the border */
    SPG_T_BRICK,       /* the area's earth */
    SPG_T_STONE,       /* stone block (oBlock): 1 in 10 */
    SPG_T_LADDER,
    SPG_T_LADDER_TOP,
    SPG_T_SPIKES,
    SPG_T_PUSH_BLOCK,
    SPG_T_ARROW_TRAP_LEFT,
    SPG_T_ARROW_TRAP_RIGHT,
    SPG_T_ALTAR,       /* Kali's sacrificial altar */
    SPG_T_IDOL_ALTAR,  /* the golden idol's pedestal */
    SPG_T_SHOP_WALL,   /* smooth brick of a shop's floor */
    SPG_T_ENTRANCE,
    SPG_T_EXIT,
    SPG_T_HARD_BRICK,  /* a brick made indestructible (under the exit) */
    /* later areas of the classic style */
    SPG_T_LUSH,        /* the Jungle's earth */
    SPG_T_ICE,         /* the Ice Caves' earth */
    SPG_T_TEMPLE,      /* the Temple's blocks */
    SPG_T_GOLD_BLOCK,  /* the City of Gold's blocks */
    SPG_T_TREE,
    SPG_T_WATER,
    SPG_T_LAVA,
    SPG_T_SPEAR_TRAP,  /* the Jungle's spear trap (its base) */
    SPG_T_SMASH_TRAP,  /* the Temple's */
    SPG_T_ICE_BLOCK,   /* clear ice, in the Ice Caves' rooms */
    SPG_T_MARKET_DOOR, /* the Black Market's entrance */
    SPG_T_GOLD_DOOR,   /* the City of Gold's */
    SPG_T_VINE,
    SPG_T_XOC_BLOCK,   /* a block of Lady Xoc's statue (the Temple's) */
    SPG_T_IDOL_TRAP,   /* a Temple idol room's trap: a ceiling trap, a door */
    /* the fools style */
    SPG_T_DIRT,
    SPG_T_ROCK,
    /* the tunnel style */
    SPG_T_WALL,
    SPG_T_FLOOR,
    SPG_T_PORTAL,
    /* the Jungle's (classic) */
    SPG_T_GRAVE,       /* a grave: a solid the block pass makes on a graveyard level */
    SPG_T_TRAP_BLOCK,  /* a Jungle idol trap's block, which crumbles when the idol is taken */
    /* the Ice Caves' (classic); appended, so no other kind's number moves */
    SPG_T_THIN_ICE,    /* the Ice Caves' thin ice, which gives way under a player */
    SPG_T_FALLING_BLOCK, /* an Ice Caves block that falls once stood on */
    SPG_T_ALIEN_SHIP,  /* the mothership's hull and floor */
    SPG_T_MOAI,        /* the Moai's stone */
    SPG_T_SHOP_SIGN,   /* a shop's sign: a solid in the original (oSign's parent is oSolid) */
    SPG_T_SHOP_ICE,    /* a plain solid drawn as an ice block: a shop's '+' walls (the
                        * Mines' Dice House, the Jungle's and the Black Market's) */
    SPG_T_LAVA_SOLID,  /* an indestructible solid drawn as lava (the original's rOlmec lays
                        * a row of them under its lava pool: oLavaSolid) */
    SPG_T__COUNT
} spg_tile;

/* What a block holds, from its own creation rolls. */
typedef enum spg_content {
    SPG_C_NONE = 0,
    SPG_C_GOLD,       /* a gold vein: the roll of 1-100 under 20 */
    SPG_C_RICH_GOLD,  /* a rich vein: < 30 */
    SPG_C_SAPPHIRE,
    SPG_C_EMERALD,
    SPG_C_RUBY,
    SPG_C_ITEM,
    SPG_C_DIAMOND,    /* Lady Xoc's diamond (scrRoomGen4: the oXocBlock whose treasure is it) */
    SPG_C__COUNT
} spg_content;

/* Tile flags (bits). */
enum { SPG_TF_ALT_LOOK = 1, SPG_TF_SHOP = 2, SPG_TF_INVINCIBLE = 4, SPG_TF_DRESSED = 8,
       /* a water or vine object lies here, also when a block was made over it (the
        * original keeps both objects; passes that visit waters or vines need them) */
       SPG_TF_WATER = 16, SPG_TF_VINE = 32,
       /* a lava object lies under the block made here (the Temple's smash trap) */
       SPG_TF_LAVA = 64,
       /* a ladder, a ladder's top or spikes lies here, also under a block, trap, grave
        * or door made over it (the original keeps both objects; only outputs read these) */
       SPG_TF_LADDER = 128, SPG_TF_LADDER_TOP = 256, SPG_TF_SPIKES = 512 };
/* The flags that record an object lying in a cell that is no block: a block made over
 * one keeps it, and the outputs list it as beneath the tile (level_beneath). */
#define SPG_TF_BENEATH (SPG_TF_WATER | SPG_TF_VINE | SPG_TF_LAVA | SPG_TF_LADDER | \
                        SPG_TF_LADDER_TOP | SPG_TF_SPIKES)

typedef enum spg_entity_kind {
    SPG_E_GIANT_SPIDER = 0,
    SPG_E_BAT,
    SPG_E_SPIDER,
    SPG_E_SNAKE,
    SPG_E_CAVEMAN,
    SPG_E_SCARAB,
    SPG_E_LAMP,
    SPG_E_ROCK,
    SPG_E_JAR,
    SPG_E_WEB,
    SPG_E_CRATE,
    SPG_E_CHEST,
    SPG_E_LOCKED_CHEST,
    SPG_E_KEY,
    SPG_E_DAMSEL,
    SPG_E_BONES,
    SPG_E_SKELETON,     /* fake bones: a Skeleton waiting to rise */
    SPG_E_GOLD_BAR,
    SPG_E_GOLD_BARS,
    SPG_E_EMERALD_BIG,
    SPG_E_SAPPHIRE_BIG,
    SPG_E_RUBY_BIG,
    SPG_E_GOLDEN_IDOL,
    SPG_E_BOULDER,      /* the idol trap's giant tiki head */
    SPG_E_KALI_HEAD,
    SPG_E_SHOPKEEPER,
    SPG_E_SHOP_ITEM,
    SPG_E_SHOP_SIGN,
    SPG_E_DICE,
    SPG_E_MATTOCK,
    SPG_E_FLARE_CRATE,
    SPG_E_PLAYER,
    SPG_E_ANGRY_SHOPKEEPER,
    /* the Jungle */
    SPG_E_MANTRAP,
    SPG_E_FROG,
    SPG_E_FIRE_FROG,
    SPG_E_MONKEY,
    SPG_E_PIRANHA,
    SPG_E_DEAD_FISH,
    SPG_E_ZOMBIE,
    SPG_E_VAMPIRE,
    SPG_E_GRAVE,
    SPG_E_ASH_GRAVE,
    SPG_E_SHOTGUN,
    SPG_E_TIKI_TORCH,
    SPG_E_GOLD_NUGGET,
    SPG_E_BEE,
    /* the Ice Caves */
    SPG_E_UFO,
    SPG_E_YETI,
    SPG_E_YETI_KING,
    SPG_E_ALIEN,
    SPG_E_ALIEN_BOSS,
    SPG_E_SPRING_TRAP,
    SPG_E_MOAI,
    SPG_E_ICICLE,
    /* the Temple and Olmec's Lair */
    SPG_E_TOMB_LORD,
    SPG_E_HAWKMAN,
    SPG_E_SCORPION,
    SPG_E_MAGMAMAN,
    SPG_E_CEILING_TRAP,
    SPG_E_LADY_XOC,
    SPG_E_OLMEC,
    /* other styles */
    SPG_E_BOMB,
    SPG_E_GARGOYLE,
    SPG_E_ENEMY,      /* a tunnel foe (info: its roster index) */
    SPG_E_BOSS,
    SPG_E_SPAWN,
    SPG_E_EXTRACT,    /* a way out of a tunnel floor */
    SPG_E_ITEM,
    SPG_E_COVER,
    SPG_E_RIVAL,
    /* the Jungle's (classic) */
    SPG_E_TREE_BRANCH,  /* a tree's branch (a platform) */
    SPG_E_LEAVES,       /* the leaves at a tree's top (a platform) */
    SPG_E_CRYSTAL_SKULL,/* the graveyard's idol */
    SPG_E_ANKH,         /* the Black Market's Ankh, for sale */
    /* the Ice Caves' (classic) */
    SPG_E_FROZEN_CAVEMAN, /* a caveman frozen inside a block of clear ice */
    SPG_E_JETPACK,        /* the mothership's free jetpack */
    SPG_E_CROWN,          /* the crown inside the Moai */
    SPG_E_BARRIER_EMITTER, /* the mothership's force field */
    /* the Jungle's flooded level (classic) */
    SPG_E_MEGA_MOUTH,     /* oJaws, in the lake's code-9 room: 16x32, two tiles tall */
    /* the classic style's, in every area; appended, so no other kind's number moves */
    SPG_E_SKULL,          /* oSkull: the skull scrTreasureGen lays beside its bones */
    SPG_E_FORCE_FIELD,    /* oBarrier: the mothership's force field, below its emitter */
    SPG_E_WORSHIP_CAVEMAN, /* rOlmec's spectators: oCavemanWorship, oHawkmanWorship */
    SPG_E_WORSHIP_HAWKMAN,
    /* the Moai's other objects (SPG_E_MOAI is its left column, oMoai): oMoai2, the head
     * between the columns; oMoai3, the right column; oMoaiInside, its hollow.  The tiles
     * their sprites cover are SPG_T_MOAI, which the collision tests read */
    SPG_E_MOAI_HEAD,
    SPG_E_MOAI_RIGHT,
    SPG_E_MOAI_INSIDE,
    /* an idol room's door (oDoor: 32 px tall, its lower half in the tile below) and the
     * false temple fronts before it (oTempleFake, one on each of its two tiles) */
    SPG_E_IDOL_DOOR,
    SPG_E_TEMPLE_FRONT,
    SPG_E__COUNT
} spg_entity_kind;

/* The original's items (its oItem children a generator can make), in scrGenerateItem's
 * Underground order: rand(0,18) + 1 names one.  0: the entity is no item. */
typedef enum spg_item {
    SPG_ITEM_NONE = 0,
    SPG_ITEM_JETPACK,
    SPG_ITEM_CAPE,
    SPG_ITEM_SHOTGUN,
    SPG_ITEM_MATTOCK,
    SPG_ITEM_TELEPORTER,
    SPG_ITEM_GLOVES,
    SPG_ITEM_SPECTACLES,
    SPG_ITEM_WEB_CANNON,
    SPG_ITEM_PISTOL,
    SPG_ITEM_MITT,
    SPG_ITEM_PASTE,
    SPG_ITEM_SPRING_SHOES,
    SPG_ITEM_SPIKE_SHOES,
    SPG_ITEM_MACHETE,
    SPG_ITEM_BOMB_BOX,
    SPG_ITEM_BOW,
    SPG_ITEM_COMPASS,
    SPG_ITEM_PARACHUTE,
    SPG_ITEM_ROPE_PILE,
    SPG_ITEM_BOMB_BAG,
    SPG_ITEM__COUNT
} spg_item;

/* An entity's info for a gem or item made inside a block: hidden until the block
 * breaks (and removed at the end if nothing can break it). */
#define SPG_INFO_INSIDE (-1)

typedef struct spg_entity {
    int16_t x, y;  /* tile coordinates */
    uint8_t kind;
    uint8_t gone;  /* removed later in generation (kept for the trace) */
    int16_t info;  /* kind-specific: a shop item's index, ... */
    int16_t next;  /* the next entity on the same tile, -1 at the end */
    int16_t next_of_kind; /* the previous entity of the same kind, -1 at the end */
    uint8_t item;  /* spg_item: which item a shop item, a hidden item or a pickup is */
    int8_t dx, dy; /* the instance's position inside its tile, in pixels (the classic
                    * style's collision tests; 0 where a style does not say) */
} spg_entity;

/* A solid object in creation order: the block pass visits these. */
typedef struct spg_block {
    int16_t x, y;
    uint8_t kind; /* spg_tile */
    uint8_t alive;
} spg_block;

typedef struct spg_cell {
    uint8_t kind;    /* spg_tile */
    uint8_t content; /* spg_content */
    uint16_t flags;  /* SPG_TF_* bits */
} spg_cell;

#define SPG_SHOP_NONE (-1)
typedef enum spg_shop_kind {
    SPG_SHOP_GENERAL = 0,
    SPG_SHOP_BOMB,
    SPG_SHOP_WEAPON,
    SPG_SHOP_RARE,
    SPG_SHOP_CLOTHING,
    SPG_SHOP_DICE,
    SPG_SHOP_KISSING,
    SPG_SHOP__COUNT
} spg_shop_kind;

typedef struct spg_level_flags {
    bool snake_pit, dark, lake, udjat, idol, altar, damsel, giant_spider_allowed,
        giant_spider, black_market, city_of_gold, graveyard_roll;
    bool graveyard, sacrifice_pit, moai, mothership, yeti_lair, market_entrance, gold_door;
    int shop; /* spg_shop_kind or SPG_SHOP_NONE */
    int shop_rx, shop_ry;
} spg_level_flags;

/* An object that another one was made over and the tile no longer shows, which the
 * original keeps both of (instance_create destroys nothing): the exit or entrance under
 * a smash trap, a spear trap's head or the gold door, a trap in the gold door's doorway,
 * the block a Black Market door stands in.  What the flags cannot say (SPG_TF_BENEATH
 * names only water, lava, vines, ladders and spikes); a level has a handful at most. */
typedef struct spg_covered {
    int16_t x, y;
    uint8_t kind;   /* spg_tile */
    uint16_t flags; /* its SPG_TF_* bits when covered (SPG_TF_INVINCIBLE: it stays for good) */
} spg_covered;
#define SPG_MAX_COVERED 16

#define SPG_MAX_ENTITIES 1024
#define SPG_ABOVE_ROWS 2 /* rows of tiles kept above the map (spg_level.above) */
#define SPG_MAX_BLOCKS 4096
#define SPG_ENT_AT_CLEAN 0x5e47a7c1u
/* rows of the collision index above the map (spg_level.cover): an entity on row
 * -SPG_ABOVE_ROWS whose box reaches 16 px higher, and a margin */
#define SPG_COVER_ABOVE 4
/* tiles of the index's footprint past the level's last row and column, and the most
 * it holds below the rows above the map and across (a classic level's 42 x 55 and the
 * margin fit; a wider or taller level's tests past it scan) */
#define SPG_COVER_MARGIN 8
#define SPG_COVER_H 64
#define SPG_COVER_W 64

/* A room's code in spg_level.rooms: what the path phase made of it (the original's
 * roomPath values).  The last three name a run of rooms down a column or along a row:
 * a snake pit or the Temple's sacrifice pit; the Ice Caves' mothership; the flooded
 * Jungle level's lake (its top row, the hidden row under it, the exit there). */
typedef enum spg_room_code {
    SPG_ROOM_SIDE = 0,              /* off the path */
    SPG_ROOM_PATH = 1,              /* on the path, left sideways (or the start) */
    SPG_ROOM_PATH_DOWN = 2,         /* on the path, which leaves it downward */
    SPG_ROOM_PATH_DROPPED = 3,      /* on the path, which drops into it from above */
    SPG_ROOM_SHOP_FACING_RIGHT = 4, /* a shop, the path on its right */
    SPG_ROOM_SHOP_FACING_LEFT = 5,  /* a shop, the path on its left */
    SPG_ROOM_SPECIAL = 6,           /* the area's special room (the Moai's, Lady Xoc's) */
    SPG_ROOM_PIT_TOP = 7,
    SPG_ROOM_PIT_MIDDLE = 8,
    SPG_ROOM_PIT_BOTTOM = 9,
    SPG_ROOM_SHIP_FRONT = 7,
    SPG_ROOM_SHIP_MIDDLE = 8,
    SPG_ROOM_SHIP_BACK = 9,
    SPG_ROOM_LAKE_BOTTOM = 7, /* the hidden fifth row */
    SPG_ROOM_LAKE_TOP = 8,    /* the bottom row, flooded */
    SPG_ROOM_MEGA_MOUTH = 9,  /* the Mega Mouth's room in the fifth row */
} spg_room_code;

/* Whether a room code is on the path (a walk's room, start and exit among them). */
static inline bool room_on_path(int code)
{
    return code >= SPG_ROOM_PATH && code <= SPG_ROOM_PATH_DROPPED;
}

/* Whether a room code is a shop's. */
static inline bool room_is_shop(int code)
{
    return code == SPG_ROOM_SHOP_FACING_RIGHT || code == SPG_ROOM_SHOP_FACING_LEFT;
}

typedef struct spg_level {
    int w, h;             /* tile grid size */
    int room_x0, room_y0; /* tile where room (0,0) begins */
    int room_w, room_h;
    int rows;             /* rows of storage in use: max(SPG_MAX_H, h) (level_rows) */
    int number;           /* level number 1..16 */
    int area;             /* spg_area */
    spg_cell cell[SPG_GRID_ROWS][SPG_MAX_W]; /* rows past `rows` are never read */
    int8_t rooms[SPG_ROOMS_Y][SPG_ROOMS_X]; /* room codes, [y][x] */
    int start_x, start_y, exit_x, exit_y;    /* rooms */
    int entrance_tx, entrance_ty, exit_tx, exit_ty; /* tiles of the doors, -1 none */
    spg_level_flags flags;
    spg_covered covered[SPG_MAX_COVERED]; /* in the order they were covered */
    int ncovered;
    /* the kinds of what stands above the map's top row, rows -1 and -2 ([0] is -1): the
     * original's rooms end at y = 0 but its instances do not (a grave on the top
     * border, a spear trap made of one), and its collision tests see them */
    uint8_t above[SPG_ABOVE_ROWS][SPG_MAX_W];
    /* the first entity on each tile of those rows ([0] is -1), -1 none: the original
     * makes treasure on the top border's blocks (scrTreasureGen), so its gold bar or
     * bones stand at y -4 to -16 px */
    int16_t ent_above[SPG_ABOVE_ROWS][SPG_MAX_W];
    spg_entity ent[SPG_MAX_ENTITIES];
    int nent;
    int16_t ent_at[SPG_GRID_ROWS][SPG_MAX_W]; /* first entity on each tile, -1 none */
    /* SPG_ENT_AT_CLEAN when ent_at is -1 but on the tiles of ent[0 .. nent-1] (the only
     * tiles level_add_entity writes): level_reset then clears those tiles alone, not the
     * whole table (anything else, a level never reset: all of it) */
    uint32_t ent_at_clean;
    int16_t last_of_kind[SPG_E__COUNT];   /* newest entity of each kind, -1 none */
    spg_block block[SPG_MAX_BLOCKS];
    int nblock;
    /* A style's collision index (the classic style's: collide.c): for each tile of the
     * level's footprint (rows -SPG_COVER_ABOVE .. cover_rows - SPG_COVER_ABOVE - 1,
     * columns 0 .. cover_w - 1), bits the style's point tests read, kept for the
     * entities ent[0 .. cover_upto - 1].  level_reset clears the footprint and sets
     * cover_upto to 0; nothing outside the footprint is ever read. */
    int cover_w, cover_rows, cover_upto;
    uint16_t cover[SPG_COVER_ABOVE + SPG_COVER_H][SPG_COVER_W];
} spg_level;

/* Whether (x,y) lies in the tile storage every level has (SPG_MAX_W x SPG_MAX_H; a
 * taller level's rows below it are its own). */
static inline bool level_stored(int x, int y)
{
    return x >= 0 && y >= 0 && x < SPG_MAX_W && y < SPG_MAX_H;
}

/* The room holding tile (x,y) on the grid of SPG_ROOMS_X x SPG_ROOMS_Y rooms of w x h
 * tiles from (x0,y0), into *rx, *ry; false (and both untouched) when no room holds it. */
static inline bool room_of_tile(int x0, int y0, int w, int h, int x, int y, int *rx, int *ry)
{
    if (w <= 0 || h <= 0 || x < x0 || y < y0)
        return false;
    int col = (x - x0) / w, row = (y - y0) / h;
    if (col >= SPG_ROOMS_X || row >= SPG_ROOMS_Y)
        return false;
    *rx = col;
    *ry = row;
    return true;
}

/* Clears the level to an empty w×h grid with rooms of rw×rh from (x0,y0); h may be up
 * to SPG_GRID_ROWS (w at most SPG_MAX_W).  Clears the rows of storage the level uses and
 * any an earlier, taller level used. */
void level_reset(spg_level *l, int w, int h, int x0, int y0, int rw, int rh);

/* room_of_tile on the level's own grid of rooms. */
static inline bool level_room_of(const spg_level *l, int x, int y, int *rx, int *ry)
{
    return room_of_tile(l->room_x0, l->room_y0, l->room_w, l->room_h, x, y, rx, ry);
}

/* Rows of storage the level has: SPG_MAX_H, or its height when it is taller. */
static inline int level_rows(const spg_level *l) { return l->rows; }

/* The tile at (x,y); above the map, what spg_level.above holds; elsewhere outside the
 * storage, empty (the original has nothing there).  Inline: the passes ask it of most
 * tiles they look at. */
static inline int level_tile(const spg_level *l, int x, int y)
{
    if (y < 0 && y >= -SPG_ABOVE_ROWS && x >= 0 && x < SPG_MAX_W)
        return l->above[-1 - y][x];
    if (x < 0 || y < 0 || x >= SPG_MAX_W || y >= l->rows)
        return SPG_T_EMPTY;
    return l->cell[y][x].kind;
}

/* The SPG_TF_BENEATH flags of what lies in cell c that is no block: its own kind's (a
 * ladder tile gives SPG_TF_LADDER, water SPG_TF_WATER ...) and those kept under it.  A
 * block or trap made over the cell with these flags keeps those objects beneath it. */
int level_beneath_flags(const spg_cell *c);

/* The tile kinds of the objects kept beneath cell c (SPG_T_WATER, SPG_T_VINE, SPG_T_LAVA,
 * SPG_T_LADDER, SPG_T_LADDER_TOP, SPG_T_SPIKES), never the cell's own kind: up to max of
 * them into out, in that order; returns how many there are. */
int level_beneath(const spg_cell *c, int *out, int max);

/* Whether the cell's tile cannot be destroyed: the border, and every block the original
 * gives `invincible` (under an exit, a market door or the gold door; the Moai; oLavaSolid). */
static inline bool level_indestructible(const spg_cell *c)
{
    return (c->flags & SPG_TF_INVINCIBLE) || c->kind == SPG_T_BORDER;
}

/* Whether tile (x,y) holds something that cannot be destroyed: its own tile, or an
 * object covered there (the Ice Caves' exit block under clear ice made over it). */
bool level_indestructible_at(const spg_level *l, int x, int y);

/* Whether entity e lies inside a block: made in one (a gem or item an earth block hides,
 * the treasure scrEntityGen 195-201 buries under a grave: SPG_INFO_INSIDE), or made in the
 * block it is recorded on with it (the snake pit's Mattock: scrRoomGen 476-478; the
 * mothership's Jetpack: scrRoomGen3 473-475; an Ash grave's Shotgun: scrEntityGen 190; a
 * Caveman frozen in clear ice: oIce's Create event). */
bool level_entity_in_block(const spg_level *l, const spg_entity *e);

/* Whether entity e, inside a block, is the cell's content (a hidden gem or item is kept
 * twice, as the cell's content and as an entity): the same object, to be said once. */
bool level_entity_is_content(const spg_cell *c, const spg_entity *e);

/* Records the object in cell (x,y) — its kind — as covered by the one about to be made
 * there, unless it is nothing or an object the cell's flags keep (water, a ladder ...:
 * SPG_TF_BENEATH), or it is already recorded.  Past SPG_MAX_COVERED it records nothing. */
void level_cover(spg_level *l, int x, int y);

/* What lies beneath tile (x,y): level_beneath's kinds (the cell's flags), then the
 * covered objects (level_cover), up to max into out; returns how many there are. */
int level_beneath_at(const spg_level *l, int x, int y, int *out, int max);

/* True when (x,y) holds a solid (anything you can stand on and collide with); outside
 * the storage there is nothing to collide with, as in the original. */
extern const bool spg_tile_solid[SPG_T__COUNT];
static inline bool level_solid(const spg_level *l, int x, int y)
{
    if (y < 0) /* above the map: only what spg_level.above holds */
        return y >= -SPG_ABOVE_ROWS && x >= 0 && x < SPG_MAX_W && spg_tile_solid[l->above[-1 - y][x]];
    if (x < 0 || x >= SPG_MAX_W || y >= SPG_MAX_H)
        return y >= SPG_MAX_H && y < l->rows && y < SPG_GRID_ROWS && x >= 0 && /* a tall floor */
               x < SPG_MAX_W && spg_tile_solid[l->cell[y][x].kind];
    return spg_tile_solid[l->cell[y][x].kind];
}

/* True when (x,y) lies in the shop's room, the room found as the original's isInShop
 * finds it (scrGetRoomX/Y): the border's columns and its top row belong to the nearest
 * room, a shop's among them (below the rooms is a row 4 no shop is in).  No division:
 * the block passes ask it of every block. */
static inline bool level_in_shop(const spg_level *l, int x, int y)
{
    if (l->flags.shop_rx < 0 || l->room_w <= 0)
        return false;
    int x0 = l->room_x0 + l->flags.shop_rx * l->room_w, y0 = l->room_y0 + l->flags.shop_ry * l->room_h;
    int x1 = x0 + l->room_w, y1 = y0 + l->room_h; /* the room's tiles: [x0,x1) x [y0,y1) */
    if (l->flags.shop_rx == 0)
        x0 = INT16_MIN;
    if (l->flags.shop_rx == SPG_ROOMS_X - 1)
        x1 = INT16_MAX;
    if (l->flags.shop_ry == 0)
        y0 = INT16_MIN;
    return x >= x0 && x < x1 && y >= y0 && y < y1;
}

/* Adds an entity at tile (x,y), returns its id; -1 when the table is full or the tile
 * is neither in the storage nor in the rows above the map (y >= -SPG_ABOVE_ROWS). */
int level_add_entity(spg_level *l, int kind, int x, int y, int info);

/* Whether tile (x,y) can hold entities: the storage's rows, and the SPG_ABOVE_ROWS rows
 * above the map (y negative). */
static inline bool level_entity_tile(const spg_level *l, int x, int y)
{
    return x >= 0 && x < SPG_MAX_W && y >= -SPG_ABOVE_ROWS && y < l->rows && y < SPG_GRID_ROWS;
}

/* The first entity on tile (x,y) (follow spg_entity.next for the rest), -1 when none
 * or when the tile cannot hold any (level_entity_tile). */
static inline int level_first_entity(const spg_level *l, int x, int y)
{
    if (!level_entity_tile(l, x, y))
        return -1;
    return y < 0 ? l->ent_above[-1 - y][x] : l->ent_at[y][x];
}

/* Returns true when a live entity of `kind` stands at (x,y); kind -1: any entity,
 * -2: any monster.  Most tiles hold none, so that answer costs one load. */
bool level_entity_in_chain(const spg_level *l, int first, int kind);
static inline bool level_entity_at(const spg_level *l, int x, int y, int kind)
{
    int first = level_first_entity(l, x, y);
    return first >= 0 && level_entity_in_chain(l, first, kind);
}

/* Names: the legend's lower_snake_case names and the map's glyphs. */
const char *tile_name(int kind);
char tile_glyph(int kind);
const char *content_name(int content);
const char *entity_name(int kind);
char entity_glyph(int kind);
const char *shop_name(int kind);     /* "General Store" */
const char *item_name(int item);     /* "climbing_gloves": the JSON's name of an item */
const char *item_words(int item);    /* "climbing gloves": the item in a sentence */
/* The item an entity of `kind` always is (a Mattock, a Jetpack...), else SPG_ITEM_NONE. */
int entity_kind_item(int kind);
const char *shop_id(int kind);       /* "general-store" */
const char *room_code_meaning(int code); /* "side room": an spg_room_code in words */

#endif
