/* level.c — the level model and the names of what it holds. */
#include "level.h"

#include <stddef.h>
#include <string.h>

void level_reset(spg_level *l, int w, int h, int x0, int y0, int rw, int rh)
{
    /* the rows of storage to clear: this level's, and those a taller level left behind
     * (a level of 128 rows or fewer clears exactly the 128 it always did) */
    int rows = h > SPG_MAX_H ? (h < SPG_GRID_ROWS ? h : SPG_GRID_ROWS) : SPG_MAX_H;
    int old = l->rows, clear = old > rows && old <= SPG_GRID_ROWS ? old : rows;
    /* everything but the entity and block tables, whose entries past nent and nblock
     * nothing reads, and the rows of storage no level used: a third less to clear for
     * every level a search builds */
    /* the entity heads: only the previous level's entities' tiles were written (one
     * entity per tile at most needs it, the rest of the table is -1 still): about a
     * hundred stores instead of 32 KB */
    if (l->ent_at_clean == SPG_ENT_AT_CLEAN && l->nent >= 0 && l->nent <= SPG_MAX_ENTITIES) {
        for (int i = 0; i < l->nent; i++) {
            const spg_entity *e = &l->ent[i];
            if (e->y >= 0 && e->y < SPG_GRID_ROWS && e->x >= 0 && e->x < SPG_MAX_W)
                l->ent_at[e->y][e->x] = -1;
        }
    } else {
        memset(l->ent_at, 0xff, sizeof l->ent_at);
        l->ent_at_clean = SPG_ENT_AT_CLEAN;
    }
    memset(l, 0, offsetof(spg_level, cell));
    memset(l->cell, 0, sizeof l->cell[0] * (size_t)clear);
    memset(&l->rooms, 0, offsetof(spg_level, ent) - offsetof(spg_level, rooms));
    l->nent = 0;
    l->nblock = 0;
    l->w = w;
    l->h = h;
    l->rows = rows;
    l->room_x0 = x0;
    l->room_y0 = y0;
    l->room_w = rw;
    l->room_h = rh;
    l->start_x = l->start_y = l->exit_x = l->exit_y = -1;
    l->entrance_tx = l->entrance_ty = l->exit_tx = l->exit_ty = -1;
    l->flags.shop = SPG_SHOP_NONE;
    l->flags.shop_rx = l->flags.shop_ry = -1;
    memset(l->ent_above, 0xff, sizeof l->ent_above);
    memset(l->last_of_kind, 0xff, sizeof l->last_of_kind);
    /* the collision index's footprint: the level and a margin, as far as the index
     * reaches (a Mines level's is 46 rows, 50 columns) */
    l->cover_w = w + SPG_COVER_MARGIN < SPG_COVER_W ? w + SPG_COVER_MARGIN : SPG_COVER_W;
    l->cover_rows = SPG_COVER_ABOVE + (h + SPG_COVER_MARGIN < SPG_COVER_H ? h + SPG_COVER_MARGIN : SPG_COVER_H);
    l->cover_upto = 0;
    for (int y = 0; y < l->cover_rows; y++)
        memset(l->cover[y], 0, sizeof l->cover[y][0] * (size_t)l->cover_w);
}

/* The objects a cell can hold beneath a block, each with its flag, in output order. */
static const struct {
    int bit, kind;
} beneath_kinds[] = {{SPG_TF_WATER, SPG_T_WATER},   {SPG_TF_VINE, SPG_T_VINE},
                     {SPG_TF_LAVA, SPG_T_LAVA},     {SPG_TF_LADDER, SPG_T_LADDER},
                     {SPG_TF_LADDER_TOP, SPG_T_LADDER_TOP}, {SPG_TF_SPIKES, SPG_T_SPIKES}};

int level_beneath_flags(const spg_cell *c)
{
    int f = c->flags & SPG_TF_BENEATH;
    for (size_t i = 0; i < sizeof beneath_kinds / sizeof beneath_kinds[0]; i++)
        if (c->kind == beneath_kinds[i].kind)
            f |= beneath_kinds[i].bit;
    return f;
}

int level_beneath(const spg_cell *c, int *out, int max)
{
    int n = 0;
    for (size_t i = 0; i < sizeof beneath_kinds / sizeof beneath_kinds[0]; i++)
        if ((c->flags & beneath_kinds[i].bit) && c->kind != beneath_kinds[i].kind) {
            if (n < max)
                out[n] = beneath_kinds[i].kind;
            n++;
        }
    return n;
}

void level_cover(spg_level *l, int x, int y)
{
    if (!level_stored(x, y))
        return;
    int kind = l->cell[y][x].kind;
    spg_cell own = {(uint8_t)kind, 0, 0};
    if (kind == SPG_T_EMPTY || level_beneath_flags(&own))
        return; /* nothing there, or an object the flags keep */
    for (int i = 0; i < l->ncovered; i++)
        if (l->covered[i].x == x && l->covered[i].y == y && l->covered[i].kind == kind)
            return;
    if (l->ncovered < SPG_MAX_COVERED)
        l->covered[l->ncovered++] =
            (spg_covered){(int16_t)x, (int16_t)y, (uint8_t)kind, l->cell[y][x].flags};
}

bool level_entity_in_block(const spg_level *l, const spg_entity *e)
{
    if (e->gone)
        return false;
    if (e->info == SPG_INFO_INSIDE)
        return true;
    switch (e->kind) {
    case SPG_E_MATTOCK:
    case SPG_E_JETPACK:
    case SPG_E_SHOTGUN:
    case SPG_E_FROZEN_CAVEMAN:
        return level_solid(l, e->x, e->y);
    default:
        return false;
    }
}

bool level_entity_is_content(const spg_cell *c, const spg_entity *e)
{
    if (e->info != SPG_INFO_INSIDE)
        return false;
    switch (c->content) {
    case SPG_C_SAPPHIRE: return e->kind == SPG_E_SAPPHIRE_BIG;
    case SPG_C_EMERALD: return e->kind == SPG_E_EMERALD_BIG;
    case SPG_C_RUBY: return e->kind == SPG_E_RUBY_BIG;
    case SPG_C_ITEM: return e->kind == SPG_E_ITEM;
    default: return false;
    }
}

bool level_indestructible_at(const spg_level *l, int x, int y)
{
    if (!level_stored(x, y))
        return false;
    if (level_indestructible(&l->cell[y][x]))
        return true;
    for (int i = 0; i < l->ncovered; i++)
        if (l->covered[i].x == x && l->covered[i].y == y &&
            (l->covered[i].flags & SPG_TF_INVINCIBLE))
            return true;
    return false;
}

int level_beneath_at(const spg_level *l, int x, int y, int *out, int max)
{
    if (!level_stored(x, y))
        return 0;
    int n = level_beneath(&l->cell[y][x], out, max);
    for (int i = 0; i < l->ncovered; i++)
        if (l->covered[i].x == x && l->covered[i].y == y &&
            l->covered[i].kind != l->cell[y][x].kind) {
            if (n < max)
                out[n] = l->covered[i].kind;
            n++;
        }
    return n;
}

/* Which kinds are solid: anything you can stand on and collide with. */
const bool spg_tile_solid[SPG_T__COUNT] = {
    [SPG_T_THIN_ICE] = true,    [SPG_T_FALLING_BLOCK] = true, /* the Ice Caves' */
    [SPG_T_ALIEN_SHIP] = true,  [SPG_T_MOAI] = true,       [SPG_T_SHOP_SIGN] = true,
    [SPG_T_SHOP_ICE] = true,    [SPG_T_LAVA_SOLID] = true,
    [SPG_T_BORDER] = true,      [SPG_T_BRICK] = true,      [SPG_T_STONE] = true,
    [SPG_T_PUSH_BLOCK] = true,  [SPG_T_ARROW_TRAP_LEFT] = true,
    [SPG_T_ARROW_TRAP_RIGHT] = true,                       [SPG_T_ALTAR] = true,
    [SPG_T_IDOL_ALTAR] = true,  [SPG_T_SHOP_WALL] = true,  [SPG_T_HARD_BRICK] = true,
    [SPG_T_LUSH] = true,        [SPG_T_ICE] = true,        [SPG_T_TEMPLE] = true,
    [SPG_T_GOLD_BLOCK] = true,  [SPG_T_SPEAR_TRAP] = true, [SPG_T_SMASH_TRAP] = true,
    [SPG_T_ICE_BLOCK] = true,   [SPG_T_DIRT] = true,       [SPG_T_ROCK] = true,
    [SPG_T_WALL] = true,        [SPG_T_TREE] = true,       [SPG_T_MARKET_DOOR] = true,
    [SPG_T_GRAVE] = true,       [SPG_T_TRAP_BLOCK] = true,
    [SPG_T_XOC_BLOCK] = true,   [SPG_T_IDOL_TRAP] = true,  /* the Temple's statue, traps */
};

int level_add_entity(spg_level *l, int kind, int x, int y, int info)
{
    if (l->nent >= SPG_MAX_ENTITIES || !level_entity_tile(l, x, y))
        return -1;
    /* chained per tile, oldest first, so "what stands here" never scans the level */
    int16_t id = (int16_t)l->nent;
    l->ent[id] = (spg_entity){(int16_t)x, (int16_t)y, (uint8_t)kind, 0, (int16_t)info, -1, -1,
                              (uint8_t)entity_kind_item(kind), 0, 0};
    if (kind >= 0 && kind < SPG_E__COUNT) {
        l->ent[id].next_of_kind = l->last_of_kind[kind];
        l->last_of_kind[kind] = id;
    }
    int16_t *p = y < 0 ? &l->ent_above[-1 - y][x] : &l->ent_at[y][x];
    while (*p >= 0)
        p = &l->ent[*p].next;
    *p = id;
    return l->nent++;
}

static bool is_monster(int kind)
{
    switch (kind) {
    case SPG_E_GIANT_SPIDER:
    case SPG_E_BAT:
    case SPG_E_SPIDER:
    case SPG_E_SNAKE:
    case SPG_E_CAVEMAN:
    case SPG_E_SCARAB:
    case SPG_E_SKELETON:
    case SPG_E_TOMB_LORD:
    case SPG_E_HAWKMAN:
    case SPG_E_SCORPION:
    case SPG_E_OLMEC:
    case SPG_E_MANTRAP:
    case SPG_E_FROG:
    case SPG_E_FIRE_FROG:
    case SPG_E_MONKEY:
    case SPG_E_PIRANHA:
    case SPG_E_DEAD_FISH:
    case SPG_E_ZOMBIE:
    case SPG_E_VAMPIRE:
    case SPG_E_MEGA_MOUTH:
        return true;
    default:
        return false;
    }
}

bool level_entity_in_chain(const spg_level *l, int first, int kind)
{
    for (int i = first; i >= 0; i = l->ent[i].next) {
        const spg_entity *e = &l->ent[i];
        if (e->gone)
            continue;
        if (kind == -1 || e->kind == kind || (kind == -2 && is_monster(e->kind)))
            return true;
    }
    return false;
}

static const struct {
    const char *name;
    char glyph;
} tiles[SPG_T__COUNT] = {
    [SPG_T_EMPTY] = {"empty", '.'},
    [SPG_T_BORDER] = {"border", 'X'},
    [SPG_T_BRICK] = {"brick", '#'},
    [SPG_T_STONE] = {"stone", 'O'},
    [SPG_T_LADDER] = {"ladder", 'H'},
    [SPG_T_LADDER_TOP] = {"ladder_top", 'T'},
    [SPG_T_SPIKES] = {"spikes", '^'},
    [SPG_T_PUSH_BLOCK] = {"push_block", 'P'},
    [SPG_T_ARROW_TRAP_LEFT] = {"arrow_trap_left", '<'},
    [SPG_T_ARROW_TRAP_RIGHT] = {"arrow_trap_right", '>'},
    [SPG_T_ALTAR] = {"altar", 'A'},
    [SPG_T_IDOL_ALTAR] = {"idol_altar", 'I'},
    [SPG_T_SHOP_WALL] = {"shop_floor", '_'},
    [SPG_T_ENTRANCE] = {"entrance", 'E'},
    [SPG_T_EXIT] = {"exit", 'D'},
    [SPG_T_HARD_BRICK] = {"hard_brick", '%'},
    [SPG_T_LUSH] = {"lush", 'J'},
    [SPG_T_ICE] = {"ice", 'C'},
    [SPG_T_TEMPLE] = {"temple", 'M'},
    [SPG_T_GOLD_BLOCK] = {"gold_block", 'G'},
    [SPG_T_TREE] = {"tree", 'Y'},
    [SPG_T_WATER] = {"water", 'w'},
    [SPG_T_LAVA] = {"lava", '~'},
    [SPG_T_SPEAR_TRAP] = {"spear_trap", '|'},
    [SPG_T_SMASH_TRAP] = {"smash_trap", '='},
    [SPG_T_ICE_BLOCK] = {"ice_block", 'c'},
    [SPG_T_THIN_ICE] = {"thin_ice", '-'},
    [SPG_T_FALLING_BLOCK] = {"falling_block", 'F'},
    [SPG_T_ALIEN_SHIP] = {"alien_ship", 'S'},
    [SPG_T_MOAI] = {"moai", 'Q'},
    [SPG_T_SHOP_SIGN] = {"shop_sign", '!'},
    [SPG_T_SHOP_ICE] = {"shop_ice", 'u'},
    [SPG_T_LAVA_SOLID] = {"lava_solid", 'z'},
    [SPG_T_MARKET_DOOR] = {"market_door", 'K'},
    [SPG_T_GOLD_DOOR] = {"gold_door", 'g'},
    [SPG_T_VINE] = {"vine", 'V'},
    [SPG_T_XOC_BLOCK] = {"xoc_block", 'x'},
    [SPG_T_IDOL_TRAP] = {"idol_trap", 'v'},
    [SPG_T_DIRT] = {"dirt", ':'},
    [SPG_T_ROCK] = {"rock", 'R'},
    [SPG_T_WALL] = {"wall", 'W'},
    [SPG_T_FLOOR] = {"floor", ','},
    [SPG_T_PORTAL] = {"portal", '0'},
    [SPG_T_GRAVE] = {"grave", '+'},
    [SPG_T_TRAP_BLOCK] = {"trap_block", 'B'},
};

const char *tile_name(int kind)
{
    return kind >= 0 && kind < SPG_T__COUNT ? tiles[kind].name : "unknown";
}

char tile_glyph(int kind)
{
    return kind >= 0 && kind < SPG_T__COUNT ? tiles[kind].glyph : '?';
}

const char *content_name(int content)
{
    static const char *n[SPG_C__COUNT] = {"none",    "gold",  "rich_gold", "sapphire",
                                          "emerald", "ruby",  "item",      "diamond"};
    return content >= 0 && content < SPG_C__COUNT ? n[content] : "unknown";
}

static const struct {
    const char *name;
    char glyph;
} ents[SPG_E__COUNT] = {
    [SPG_E_GIANT_SPIDER] = {"giant_spider", 'G'},
    [SPG_E_BAT] = {"bat", 'b'},
    [SPG_E_SPIDER] = {"spider", 's'},
    [SPG_E_SNAKE] = {"snake", 'n'},
    [SPG_E_CAVEMAN] = {"caveman", 'c'},
    [SPG_E_SCARAB] = {"scarab", 'a'},
    [SPG_E_LAMP] = {"lamp", 'l'},
    [SPG_E_ROCK] = {"rock", 'r'},
    [SPG_E_JAR] = {"jar", 'j'},
    [SPG_E_WEB] = {"web", 'w'},
    [SPG_E_CRATE] = {"crate", 'x'},
    [SPG_E_CHEST] = {"chest", 'h'},
    [SPG_E_LOCKED_CHEST] = {"locked_chest", 'L'},
    [SPG_E_KEY] = {"key", 'k'},
    [SPG_E_DAMSEL] = {"damsel", 'd'},
    [SPG_E_BONES] = {"bones", 'z'},
    [SPG_E_SKELETON] = {"skeleton", 'Z'},
    [SPG_E_GOLD_BAR] = {"gold_bar", '$'},
    [SPG_E_GOLD_BARS] = {"gold_bars", '&'},
    [SPG_E_EMERALD_BIG] = {"emerald", 'e'},
    [SPG_E_SAPPHIRE_BIG] = {"sapphire", 'p'},
    [SPG_E_RUBY_BIG] = {"ruby", 'u'},
    [SPG_E_GOLDEN_IDOL] = {"golden_idol", 'i'},
    [SPG_E_BOULDER] = {"boulder", 'Q'},
    [SPG_E_KALI_HEAD] = {"kali_head", 'K'},
    [SPG_E_SHOPKEEPER] = {"shopkeeper", 'S'},
    [SPG_E_SHOP_ITEM] = {"shop_item", '*'},
    [SPG_E_SHOP_SIGN] = {"shop_sign", '!'},
    [SPG_E_DICE] = {"dice", 'o'},
    [SPG_E_MATTOCK] = {"mattock", 'm'},
    [SPG_E_FLARE_CRATE] = {"flare_crate", 'f'},
    [SPG_E_PLAYER] = {"player", '@'},
    [SPG_E_ANGRY_SHOPKEEPER] = {"angry_shopkeeper", 'V'},
    [SPG_E_MANTRAP] = {"mantrap", 'm'},
    [SPG_E_FROG] = {"frog", 'f'},
    [SPG_E_FIRE_FROG] = {"fire_frog", 'F'},
    [SPG_E_MONKEY] = {"monkey", 'M'},
    [SPG_E_PIRANHA] = {"piranha", 'p'},
    [SPG_E_DEAD_FISH] = {"dead_fish", 'p'},
    [SPG_E_MEGA_MOUTH] = {"mega_mouth", 'n'},
    /* the skull lies in its bones' tile: a map shows the pile as bones */
    [SPG_E_SKULL] = {"skull", 'z'},
    [SPG_E_FORCE_FIELD] = {"force_field", ':'},
    [SPG_E_WORSHIP_CAVEMAN] = {"worshipping_caveman", 'w'},
    [SPG_E_WORSHIP_HAWKMAN] = {"worshipping_hawkman", 'W'},
    /* the Moai's parts and the idol room's door show as the tiles they stand on */
    [SPG_E_MOAI_HEAD] = {"moai_head", 'Q'},
    [SPG_E_MOAI_RIGHT] = {"moai_right", 'Q'},
    [SPG_E_MOAI_INSIDE] = {"moai_inside", 'Q'},
    [SPG_E_IDOL_DOOR] = {"idol_door", 'v'},
    [SPG_E_TEMPLE_FRONT] = {"temple_front", 'v'},
    [SPG_E_ZOMBIE] = {"zombie", 'z'},
    [SPG_E_VAMPIRE] = {"vampire", 'V'},
    [SPG_E_GRAVE] = {"grave", 't'},
    [SPG_E_ASH_GRAVE] = {"ash_grave", 'T'},
    [SPG_E_SHOTGUN] = {"shotgun", '*'},
    [SPG_E_TIKI_TORCH] = {"tiki_torch", 'l'},
    [SPG_E_GOLD_NUGGET] = {"gold_nugget", '$'},
    [SPG_E_BEE] = {"bee", 'b'},
    [SPG_E_UFO] = {"ufo", 'U'},
    [SPG_E_YETI] = {"yeti", 'Y'},
    [SPG_E_YETI_KING] = {"yeti_king", 'Y'},
    [SPG_E_ALIEN] = {"alien", 'a'},
    [SPG_E_ALIEN_BOSS] = {"alien_boss", 'A'},
    [SPG_E_SPRING_TRAP] = {"spring_trap", 's'},
    [SPG_E_MOAI] = {"moai", 'M'},
    [SPG_E_ICICLE] = {"icicle", 'v'},
    [SPG_E_FROZEN_CAVEMAN] = {"frozen_caveman", 'c'},
    [SPG_E_JETPACK] = {"jetpack", 'J'},
    [SPG_E_CROWN] = {"crown", 'W'},
    [SPG_E_BARRIER_EMITTER] = {"barrier_emitter", '|'},
    [SPG_E_TOMB_LORD] = {"tomb_lord", 'L'},
    [SPG_E_HAWKMAN] = {"hawkman", 'H'},
    [SPG_E_SCORPION] = {"scorpion", 'c'},
    [SPG_E_MAGMAMAN] = {"magmaman", 'm'},
    [SPG_E_CEILING_TRAP] = {"ceiling_trap", 'T'},
    [SPG_E_LADY_XOC] = {"lady_xoc", 'X'},
    [SPG_E_OLMEC] = {"olmec", 'O'},
    [SPG_E_BOMB] = {"bomb", 'B'},
    [SPG_E_GARGOYLE] = {"gargoyle", 'g'},
    [SPG_E_ENEMY] = {"enemy", 'v'},
    [SPG_E_BOSS] = {"boss", 'X'},
    [SPG_E_SPAWN] = {"spawn", 'S'},
    [SPG_E_EXTRACT] = {"extract", 'x'},
    [SPG_E_ITEM] = {"item", '*'},
    [SPG_E_COVER] = {"cover", 'c'},
    [SPG_E_RIVAL] = {"rival", 'R'},
    [SPG_E_TREE_BRANCH] = {"tree_branch", '-'},
    [SPG_E_LEAVES] = {"leaves", '"'},
    [SPG_E_CRYSTAL_SKULL] = {"crystal_skull", 'i'},
    [SPG_E_ANKH] = {"ankh", '*'},
};

const char *entity_name(int kind)
{
    return kind >= 0 && kind < SPG_E__COUNT ? ents[kind].name : "unknown";
}

char entity_glyph(int kind)
{
    return kind >= 0 && kind < SPG_E__COUNT ? ents[kind].glyph : '?';
}

static const struct {
    const char *name, *words;
} items[SPG_ITEM__COUNT] = {
    [SPG_ITEM_NONE] = {"none", "nothing"},
    [SPG_ITEM_JETPACK] = {"jetpack", "a jetpack"},
    [SPG_ITEM_CAPE] = {"cape", "a cape"},
    [SPG_ITEM_SHOTGUN] = {"shotgun", "a shotgun"},
    [SPG_ITEM_MATTOCK] = {"mattock", "a mattock"},
    [SPG_ITEM_TELEPORTER] = {"teleporter", "a teleporter"},
    [SPG_ITEM_GLOVES] = {"climbing_gloves", "climbing gloves"},
    [SPG_ITEM_SPECTACLES] = {"spectacles", "spectacles"},
    [SPG_ITEM_WEB_CANNON] = {"web_cannon", "a web cannon"},
    [SPG_ITEM_PISTOL] = {"pistol", "a pistol"},
    [SPG_ITEM_MITT] = {"pitchers_mitt", "a pitcher's mitt"},
    [SPG_ITEM_PASTE] = {"paste", "sticky paste"},
    [SPG_ITEM_SPRING_SHOES] = {"spring_shoes", "spring shoes"},
    [SPG_ITEM_SPIKE_SHOES] = {"spike_shoes", "spike shoes"},
    [SPG_ITEM_MACHETE] = {"machete", "a machete"},
    [SPG_ITEM_BOMB_BOX] = {"bomb_box", "a bomb box"},
    [SPG_ITEM_BOW] = {"bow", "a bow"},
    [SPG_ITEM_COMPASS] = {"compass", "a compass"},
    [SPG_ITEM_PARACHUTE] = {"parachute", "a parachute"},
    [SPG_ITEM_ROPE_PILE] = {"rope_pile", "a rope pile"},
    [SPG_ITEM_BOMB_BAG] = {"bomb_bag", "a bomb bag"},
};

const char *item_name(int item)
{
    return item >= 0 && item < SPG_ITEM__COUNT ? items[item].name : "unknown";
}

const char *item_words(int item)
{
    return item >= 0 && item < SPG_ITEM__COUNT ? items[item].words : "something";
}

int entity_kind_item(int kind)
{
    switch (kind) {
    case SPG_E_MATTOCK: return SPG_ITEM_MATTOCK;
    case SPG_E_JETPACK: return SPG_ITEM_JETPACK;
    case SPG_E_SHOTGUN: return SPG_ITEM_SHOTGUN;
    default: return SPG_ITEM_NONE;
    }
}

const char *shop_name(int kind)
{
    static const char *n[SPG_SHOP__COUNT] = {"General Store", "Bomb Shop",   "Weapon Shop",
                                             "Rare Shop",     "Clothing Shop", "Dice House",
                                             "Kissing Parlor"};
    return kind >= 0 && kind < SPG_SHOP__COUNT ? n[kind] : "none";
}

const char *shop_id(int kind)
{
    static const char *n[SPG_SHOP__COUNT] = {"general-store", "bomb-shop",   "weapon-shop",
                                             "rare-shop",     "clothing-shop", "dice-house",
                                             "kissing-parlor"};
    return kind >= 0 && kind < SPG_SHOP__COUNT ? n[kind] : "none";
}

const char *room_code_meaning(int code)
{
    switch (code) {
    case SPG_ROOM_SIDE: return "side room";
    case SPG_ROOM_PATH: return "path";
    case SPG_ROOM_PATH_DOWN: return "path leaving downward";
    case SPG_ROOM_PATH_DROPPED: return "path dropped into";
    case SPG_ROOM_SHOP_FACING_RIGHT: return "shop (path on its right)";
    case SPG_ROOM_SHOP_FACING_LEFT: return "shop (path on its left)";
    case SPG_ROOM_SPECIAL: return "special room";
    case SPG_ROOM_PIT_TOP: return "top of a pit";
    case SPG_ROOM_PIT_MIDDLE: return "middle of a pit";
    case SPG_ROOM_PIT_BOTTOM: return "bottom of a pit";
    default: return "?";
    }
}
