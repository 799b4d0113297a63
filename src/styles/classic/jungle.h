/* jungle.h — what the Jungle's files share: the sets data/classic/jungle.rooms must hold,
 * the passes the area's rules point at, and questions about the objects of a level the
 * original asks with collision checks (a water, a vine, a shop room, a hidden door). */
#ifndef SPG_CLASSIC_JUNGLE_H
#define SPG_CLASSIC_JUNGLE_H

#include "internal.h"

/* The Jungle's rules (the area table in areas.c points here). */
CLASSIC_DATA const area_rules jungle_rules;
/* The codes scrRoomGen2's chain places (jungle_tiles.c): its rooms may use no other. */
CLASSIC_DATA const tile_codes jungle_codes;

/* The Jungle's sets, bound from data/classic/jungle.rooms by jungle_bind. */
typedef struct jungle_sets {
    chunk_sets chunks; /* first: door, ground, air */
    const spg_set *ground_tree, *vines;
    const spg_set *start, *start_drop, *exit, *exit_below_drop, *exit_lake, *side, *idol,
        *idol_graveyard, *altar, *path, *path_dropped, *drop, *drop_capped, *lake_top,
        *lake_top_capped, *lake_bottom, *mega_mouth;
    const spg_set *shop[2], *dice_house[2], *kissing_parlor[2]; /* [0] facing right */
    const spg_set *market_path, *market_drop, *market_drop_capped, *market_shop,
        *market_ankh, *market_casino;
    /* the Black Market's own start, exit and dropped-into rooms and chunks, which
     * scrRoomGenMarket has apart from scrRoomGen2's: the file's market_* sets when it has
     * them (an import), else the Jungle's */
    const spg_set *market_start, *market_start_drop, *market_exit, *market_exit_below_drop,
        *market_path_dropped;
    chunk_sets market_chunks;
    const spg_set *market_ground_tree, *market_vines;
} jungle_sets;

/* Binds the Jungle's room data, checking every set, door and tile code; 0 or -1. */
CLASSIC_FN int jungle_bind(const spg_roomdata *d, void **sets, char *err, size_t errlen);

/* Builds every room of a Jungle level or of the Black Market (the rooms hook). */
CLASSIC_FN void jungle_rooms(cg *c);

/* The layout of room (rx,ry) of an ordinary Jungle level (scrRoomGen2's choices). */
CLASSIC_FN chosen jungle_choose_layout(cg *c, int rx, int ry);

/* Fills a room's chunk slots (door, ground or tree, air, vines) the Jungle's way. */
CLASSIC_FN void jungle_fill_chunks(cg *c, int rx, int ry, char room[8][10]);

/* Makes a room's tiles through the Jungle's chain (the Black Market's when `market`). */
CLASSIC_FN void jungle_room_tiles(cg *c, int rx, int ry, char room[8][10], bool market);

/* The creation rolls of a block the Jungle makes (earth, temple blocks, graves). */
CLASSIC_FN void jungle_block_rolls(cg *c, int x, int y, int kind);

/* The block pass: graves, the market entrance, spear traps, treasure, inhabitants. */
CLASSIC_FN void jungle_block_pass(cg *c);

/* scrSetupWalls's Jungle part: earth and temple tops, water, branches under leaves. */
CLASSIC_FN void jungle_setup_walls(cg *c);

/* scrRoomGen2's (and scrRoomGen4's) tree: a trunk at (x,y), then up to five more pieces
 * while the three tiles above the next one are free, each of the first four rolling its
 * branches; leaves where it stopped. */
CLASSIC_FN void jungle_tree(cg *c, int x, int y);

/* scrSetupWalls's oTreeBranch part: a branch with leaves right above it breaks, its leaf
 * flying (4 draws) unless the tree is dead (a graveyard level). */
CLASSIC_FN void jungle_walls_branches(cg *c);

/* Makes a block, keeping the water and vine objects that lie in its tile. */
CLASSIC_FN void jungle_make(cg *c, int x, int y, int kind, int flags, uint32_t cause);

/* Whether a water object lies at (x,y), visible or under a block. */
CLASSIC_FN bool jungle_water(const spg_level *L, int x, int y);

/* Whether (x,y) lies in a room whose code is a shop's (isInShop: the market has many). */
CLASSIC_FN bool jungle_in_shop(const spg_level *L, int x, int y);

/* The kind of the object at (x,y): the tile's, or the block's a market door lies in. */
CLASSIC_FN int jungle_object(const spg_level *L, int x, int y);

/* Whether an earth object (oLush: the Jungle's earth and its border) lies at (x,y). */
CLASSIC_FN bool jungle_lush(const spg_level *L, int x, int y);

/* Calls fn for every tile of the rooms in the order the rooms made them (row of rooms by
 * row, left to right, each room's tiles row by row): the creation order of the waters
 * and vines, which only rooms make. */
CLASSIC_FN void jungle_each_room_tile(cg *c, void (*fn)(cg *c, int x, int y, void *ctx), void *ctx);

#endif
