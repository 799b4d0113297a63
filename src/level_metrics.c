/* level_metrics.c — counting what a built level holds, and the shape of its path. */
#include "level_metrics.h"

#include <stdbool.h>
#include <string.h>

/* ---- countable things ---------------------------------------------------------------- */

enum { C_ENTITY, C_TILE, C_CONTENT, C_MONSTER };

static const struct countable {
    const char *name;
    int type, id, id2;
} countables[] = {
    {"bat", C_ENTITY, SPG_E_BAT, -1},
    {"spider", C_ENTITY, SPG_E_SPIDER, -1},
    {"snake", C_ENTITY, SPG_E_SNAKE, -1},
    {"giant-spider", C_ENTITY, SPG_E_GIANT_SPIDER, -1},
    {"caveman", C_ENTITY, SPG_E_CAVEMAN, -1},
    {"scarab", C_ENTITY, SPG_E_SCARAB, -1},
    {"skeleton", C_ENTITY, SPG_E_SKELETON, -1},
    {"monster", C_MONSTER, 0, -1},
    {"damsel", C_ENTITY, SPG_E_DAMSEL, -1},
    {"udjat-chest", C_ENTITY, SPG_E_LOCKED_CHEST, -1},
    {"locked-chest", C_ENTITY, SPG_E_LOCKED_CHEST, -1},
    {"key", C_ENTITY, SPG_E_KEY, -1},
    {"golden-idol", C_ENTITY, SPG_E_GOLDEN_IDOL, -1},
    {"idol", C_ENTITY, SPG_E_GOLDEN_IDOL, -1},
    {"kali-altar", C_ENTITY, SPG_E_KALI_HEAD, -1},
    {"altar", C_ENTITY, SPG_E_KALI_HEAD, -1},
    {"shopkeeper", C_ENTITY, SPG_E_SHOPKEEPER, -1},
    {"shop-item", C_ENTITY, SPG_E_SHOP_ITEM, -1},
    {"mattock", C_ENTITY, SPG_E_MATTOCK, -1},
    {"flare-crate", C_ENTITY, SPG_E_FLARE_CRATE, -1},
    {"lamp", C_ENTITY, SPG_E_LAMP, -1},
    {"rock", C_ENTITY, SPG_E_ROCK, -1},
    {"jar", C_ENTITY, SPG_E_JAR, -1},
    {"web", C_ENTITY, SPG_E_WEB, -1},
    {"crate", C_ENTITY, SPG_E_CRATE, -1},
    {"chest", C_ENTITY, SPG_E_CHEST, -1},
    {"bones", C_ENTITY, SPG_E_BONES, -1},
    {"gold-bar", C_ENTITY, SPG_E_GOLD_BAR, -1},
    {"gold-bars", C_ENTITY, SPG_E_GOLD_BARS, -1},
    {"emerald", C_ENTITY, SPG_E_EMERALD_BIG, -1},
    {"sapphire", C_ENTITY, SPG_E_SAPPHIRE_BIG, -1},
    {"ruby", C_ENTITY, SPG_E_RUBY_BIG, -1},
    {"boulder", C_ENTITY, SPG_E_BOULDER, -1},
    {"dice", C_ENTITY, SPG_E_DICE, -1},
    {"arrow-trap", C_TILE, SPG_T_ARROW_TRAP_LEFT, SPG_T_ARROW_TRAP_RIGHT},
    {"spikes", C_TILE, SPG_T_SPIKES, -1},
    {"push-block", C_TILE, SPG_T_PUSH_BLOCK, -1},
    {"stone", C_TILE, SPG_T_STONE, -1},
    {"ladder", C_TILE, SPG_T_LADDER, SPG_T_LADDER_TOP},
    {"gold-vein", C_CONTENT, SPG_C_GOLD, -1},
    {"rich-vein", C_CONTENT, SPG_C_RICH_GOLD, -1},
};
#define NCOUNTABLES ((int)(sizeof countables / sizeof countables[0]))

int level_countables(void) { return NCOUNTABLES; }

const char *level_countable_name(int what)
{
    return what >= 0 && what < NCOUNTABLES ? countables[what].name : "?";
}

int level_countable_find(const char *name)
{
    for (int i = 0; i < NCOUNTABLES; i++)
        if (strcmp(countables[i].name, name) == 0)
            return i;
    return -1;
}

/* A gem made inside a brick (mines.c gives it info 1): hidden until the brick breaks. */
static bool hidden_gem(const spg_entity *e)
{
    return e->info == SPG_INFO_INSIDE && (e->kind == SPG_E_EMERALD_BIG || e->kind == SPG_E_SAPPHIRE_BIG ||
                            e->kind == SPG_E_RUBY_BIG);
}

static bool is_monster(int kind)
{
    return kind == SPG_E_GIANT_SPIDER || kind == SPG_E_BAT || kind == SPG_E_SPIDER ||
           kind == SPG_E_SNAKE || kind == SPG_E_CAVEMAN || kind == SPG_E_SCARAB ||
           kind == SPG_E_SKELETON;
}

/* A cell whose block can be broken for what it holds. */
static bool breakable(const spg_cell *c)
{
    return c->kind == SPG_T_BRICK && !(c->flags & SPG_TF_INVINCIBLE);
}

int level_count(const spg_level *l, int what)
{
    if (what < 0 || what >= NCOUNTABLES)
        return 0;
    const struct countable *c = &countables[what];
    int n = 0;
    switch (c->type) {
    case C_ENTITY:
    case C_MONSTER:
        for (int i = 0; i < l->nent; i++) {
            const spg_entity *e = &l->ent[i];
            if (e->gone || hidden_gem(e))
                continue;
            n += c->type == C_MONSTER ? is_monster(e->kind) : e->kind == c->id;
        }
        break;
    case C_TILE:
        for (int y = 0; y < l->h; y++)
            for (int x = 0; x < l->w; x++)
                n += l->cell[y][x].kind == c->id || (c->id2 >= 0 && l->cell[y][x].kind == c->id2);
        break;
    case C_CONTENT:
        for (int y = 0; y < l->h; y++)
            for (int x = 0; x < l->w; x++)
                n += breakable(&l->cell[y][x]) && l->cell[y][x].content == c->id;
        break;
    }
    return n;
}

long level_gold_value(const spg_level *l)
{
    long v = 0;
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++) {
            const spg_cell *c = &l->cell[y][x];
            if (!breakable(c))
                continue;
            if (c->content == SPG_C_GOLD)
                v += 300;
            else if (c->content == SPG_C_RICH_GOLD)
                v += 800;
        }
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i];
        if (e->gone)
            continue;
        switch (e->kind) {
        case SPG_E_GOLD_BAR: v += 500; break;
        case SPG_E_GOLD_BARS: v += 1000; break;
        case SPG_E_EMERALD_BIG: v += 800; break;
        case SPG_E_SAPPHIRE_BIG: v += 1200; break;
        case SPG_E_RUBY_BIG: v += 1600; break;
        default: break;
        }
    }
    return v;
}

/* ---- the path's shape -------------------------------------------------------------- */

/* Both count over the grid's first four rows as one run of 16 codes, with no branch: the
 * path scan's searches call them on every plan, and the compiler makes a few vector
 * instructions of each. */
int level_rooms_on_path(const int8_t rooms[SPG_ROOMS_Y][SPG_ROOMS_X])
{
    const int8_t *r = rooms[0];
    int n = 0;
    for (int i = 0; i < 4 * SPG_ROOMS_X; i++)
        n += (uint8_t)(r[i] - 1) < 3; /* 1, 2 or 3: on_path */
    return n;
}

int level_rooms_straight_drops(const int8_t rooms[SPG_ROOMS_Y][SPG_ROOMS_X])
{
    const int8_t *r = rooms[0];
    int n = 0;
    for (int i = SPG_ROOMS_X; i < 3 * SPG_ROOMS_X; i++)
        n += (r[i] == 2) & (r[i - SPG_ROOMS_X] == 2);
    return n;
}

int level_path_rooms(const spg_level *l) { return level_rooms_on_path(l->rooms); }

int level_straight_drops(const spg_level *l) { return level_rooms_straight_drops(l->rooms); }

/* The column of row y's room the walk left downward, or -1. */
static int drop_col(const spg_level *l, int y)
{
    for (int x = 0; x < 4; x++)
        if (l->rooms[y][x] == SPG_ROOM_PATH_DOWN)
            return x;
    return -1;
}

int level_path_order(const spg_level *l, int xs[16], int ys[16])
{
    /* the walk never turns back within a row (a move toward a taken room turns away or
     * drops), so each row's path runs straight from where it entered to where it left */
    if (l->start_x < 0 || l->start_x > 3 || l->exit_x < 0 || l->exit_x > 3)
        return 0;
    int n = 0, entry = l->start_x;
    for (int y = 0; y < 4; y++) {
        int leave = y < 3 ? drop_col(l, y) : l->exit_x;
        if (leave < 0)
            return n;
        int step = leave >= entry ? 1 : -1;
        for (int x = entry;; x += step) {
            if (n < 16) {
                xs[n] = x;
                ys[n] = y;
                n++;
            }
            if (x == leave)
                break;
        }
        entry = leave;
    }
    return n;
}
