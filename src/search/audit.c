/* audit.c — measuring the documented odds.  Each claim says where its number comes from;
 * a per-roll claim counts only the draws whose condition held (a snake-pit roll for a
 * column that cannot hold a pit is a wasted roll, not a trial). */
#include "audit.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../level_metrics.h"
#include "../quirks.h"
#include "filter.h"
#include "reach.h"

/* ---- the claims ---------------------------------------------------------------------- */

#define NA NAN
/* The areas a claim is about, as a mask. */
#define A_MINES (1u << SPG_AREA_MINES)
#define A_JUNGLE (1u << SPG_AREA_JUNGLE)
#define A_ICE (1u << SPG_AREA_ICE_CAVES)
#define A_TEMPLE (1u << SPG_AREA_TEMPLE)
#define A_OLMEC (1u << SPG_AREA_OLMEC)
#define A_ALL (A_MINES | A_JUNGLE | A_ICE | A_TEMPLE | A_OLMEC)

static const struct claim_def {
    const char *id, *what, *source;
    bool per_level;              /* one row per level; else one per area, pooled */
    unsigned areas;              /* where it is counted */
    double p[AUDIT_MAX_LEVEL + 1]; /* per level: documented at level [1..16] */
    double pa[SPG_AREA__COUNT];  /* pooled: documented in each area */
} claims[AC__COUNT] = {
    [AC_STONE] = {"stone", "room block is a stone block", "spec 000/001: one time in ten", false, A_MINES, .pa = {0.1, NA, NA, NA, NA}},
    [AC_GOLD_VEIN] = {"gold-vein", "earth block: gold vein (roll < 20 of 100)", "draw order 3; spec 001: about one in five", false, A_ALL, .pa = {0.19, 0.19, 0.19, 0.19, 0.19}},
    [AC_RICH_VEIN] = {"rich-vein", "earth block: rich vein (20-29 of 100)", "spec 001: one in ten", false, A_ALL, .pa = {0.10, 0.10, 0.10, 0.10, 0.10}},
    [AC_ANY_GOLD] = {"any-gold", "earth block shows gold", "spec 000: 29 times in 100", false, A_ALL, .pa = {0.29, 0.29, 0.29, 0.29, 0.29}},
    [AC_SAPPHIRE] = {"sapphire", "goldless inner block: big sapphire", "spec 001: 1 in 100; draw order 3: 80, 40, 60 in the later areas", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 100, 1.0 / 80, 1.0 / 40, 1.0 / 60, NA}},
    [AC_EMERALD] = {"emerald", "no sapphire: big emerald", "draw order 3: 120; 100, 60, 80 in the later areas", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 120, 1.0 / 100, 1.0 / 60, 1.0 / 80, NA}},
    [AC_RUBY] = {"ruby", "no emerald: big ruby", "draw order 3: 140; 120, 80, 100 in the later areas", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 140, 1.0 / 120, 1.0 / 80, 1.0 / 100, NA}},
    [AC_ITEM] = {"item", "no gem: an item", "spec 000: 1 time in 1,200", false, A_ALL, .pa = {1.0 / 1200, 1.0 / 1200, 1.0 / 1200, 1.0 / 1200, 1.0 / 1200}},
    [AC_HALF] = {"half-tile", "a '2' tile comes out solid", "spec 000: a block only half the time", false, A_ALL, .pa = {0.5, 0.5, 0.5, 0.5, 0.5}},
    [AC_SPIKES] = {"spikes", "a spike tile gets spikes", "spec 001: one tile in three", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 3, 1.0 / 3, 1.0 / 3, 1.0 / 3, NA}},
    [AC_PUSH_TILE] = {"push-tile", "a '4' tile gets a push block", "draw order 3: 1 in 4", false, A_MINES | A_TEMPLE, .pa = {0.25, NA, NA, 0.25, NA}},
    [AC_START0] = {"start-col-0", "start room in column 0", "spec 000: a random room of the top row", false, A_ALL, .pa = {0.25, 0.25, 0.25, 0.25, 0.25}},
    [AC_START1] = {"start-col-1", "start room in column 1", "spec 000: a random room of the top row", false, A_ALL, .pa = {0.25, 0.25, 0.25, 0.25, 0.25}},
    [AC_START2] = {"start-col-2", "start room in column 2", "spec 000: a random room of the top row", false, A_ALL, .pa = {0.25, 0.25, 0.25, 0.25, 0.25}},
    [AC_START3] = {"start-col-3", "start room in column 3", "spec 000: a random room of the top row", false, A_ALL, .pa = {0.25, 0.25, 0.25, 0.25, 0.25}},
    [AC_WALK_LEFT] = {"walk-left", "middle column: move left", "spec 000: two times in five", false, A_ALL, .pa = {0.4, 0.4, 0.4, 0.4, 0.4}},
    [AC_WALK_RIGHT] = {"walk-right", "middle column: move right", "spec 000: two times in five", false, A_ALL, .pa = {0.4, 0.4, 0.4, 0.4, 0.4}},
    [AC_WALK_DOWN] = {"walk-down", "middle column: move down", "spec 000: one in five", false, A_ALL, .pa = {0.2, 0.2, 0.2, 0.2, 0.2}},
    [AC_EDGE_AWAY] = {"edge-away", "edge column: move away from the edge", "spec 000: two times in three", false, A_ALL, .pa = {2.0 / 3, 2.0 / 3, 2.0 / 3, 2.0 / 3, 2.0 / 3}},
    [AC_EDGE_DOWN] = {"edge-down", "edge column: move down", "spec 000: one in three", false, A_ALL, .pa = {1.0 / 3, 1.0 / 3, 1.0 / 3, 1.0 / 3, 1.0 / 3}},
    [AC_SHOP_ROLL] = {"shop-roll", "the shop roll passes", "spec 000/001: 2 in the level's number, levels 2-15", true, A_ALL,
        .p = {NA, 0, 1, 2.0 / 3, 2.0 / 4, 2.0 / 5, 2.0 / 6, 2.0 / 7, 2.0 / 8, 2.0 / 9, 2.0 / 10, 2.0 / 11, 2.0 / 12, 2.0 / 13, 2.0 / 14, 2.0 / 15, NA}},
    [AC_SHOP_LEVEL] = {"shop-level", "level has a shop (roll and a qualifying room)", "(no stated value)", true, A_ALL,
        .p = {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA}},
    [AC_KIND1] = {"kind-general-store", "shop is a General Store", "spec 001: seven kinds, each as likely", false, A_MINES | A_JUNGLE | A_ICE, .pa = {1.0 / 7, 1.0 / 7, 1.0 / 7, NA, NA}},
    [AC_KIND2] = {"kind-bomb-shop", "shop is a Bomb Shop", "spec 001: seven kinds, each as likely", false, A_MINES | A_JUNGLE | A_ICE, .pa = {1.0 / 7, 1.0 / 7, 1.0 / 7, NA, NA}},
    [AC_KIND3] = {"kind-weapon-shop", "shop is a Weapon Shop", "spec 001: seven kinds, each as likely", false, A_MINES | A_JUNGLE | A_ICE, .pa = {1.0 / 7, 1.0 / 7, 1.0 / 7, NA, NA}},
    [AC_KIND4] = {"kind-rare-shop", "shop is a Rare Shop", "spec 001: seven kinds, each as likely", false, A_MINES | A_JUNGLE | A_ICE, .pa = {1.0 / 7, 1.0 / 7, 1.0 / 7, NA, NA}},
    [AC_KIND5] = {"kind-clothing-shop", "shop is a Clothing Shop", "spec 001: seven kinds, each as likely", false, A_MINES | A_JUNGLE | A_ICE, .pa = {1.0 / 7, 1.0 / 7, 1.0 / 7, NA, NA}},
    [AC_KIND6] = {"kind-dice-house", "shop is a Dice House", "spec 001: seven kinds, each as likely", false, A_MINES | A_JUNGLE | A_ICE, .pa = {1.0 / 7, 1.0 / 7, 1.0 / 7, NA, NA}},
    [AC_KIND7] = {"kind-kissing-parlor", "shop is a Kissing Parlor", "spec 001: seven kinds, each as likely", false, A_MINES | A_JUNGLE | A_ICE, .pa = {1.0 / 7, 1.0 / 7, 1.0 / 7, NA, NA}},
    [AC_PIT] = {"snake-pit", "snake pit, per qualifying column roll", "spec 001: 1 in 8 for each such column", false, A_MINES, .pa = {1.0 / 8, NA, NA, NA, NA}},
    [AC_PIT_LEVEL] = {"snake-pit-level", "level has a snake pit", "(no stated value)", true, A_MINES,
        .p = {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA}},
    [AC_DARK] = {"dark", "dark level, where the rules allow one", "spec 001: 1 in 12 from level 2, never level 1", true, A_ALL & ~A_ICE & ~A_OLMEC,
        .p = {NA, 0, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12, 1.0 / 12}},
    [AC_UDJAT] = {"udjat", "Udjat Eye here, if not yet made", "draw order 4: level 2 1/3, level 3 1/2, level 4 always", true, A_MINES,
        .p = {NA, 0, 1.0 / 3, 0.5, 1, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA}},
    [AC_ALTAR] = {"kali-altar", "Kali's altar, per side room from level 2", "draw order 3: 1 in 16, once a level", false, A_MINES, .pa = {1.0 / 16, NA, NA, NA, NA}},
    [AC_ALTAR_LEVEL] = {"kali-altar-level", "level has Kali's altar", "spec 001: from level 2 (none on 1)", true, A_ALL,
        .p = {NA, 0, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA}},
    [AC_GIANT_ALLOWED] = {"giant-spider-allowed", "a Giant Spider may appear", "draw order 5: 1 in 6", false, A_MINES, .pa = {1.0 / 6, NA, NA, NA, NA}},
    [AC_GIANT] = {"giant-spider", "Giant Spider, per qualifying block", "draw order 5: 1 in 40", false, A_MINES, .pa = {1.0 / 40, NA, NA, NA, NA}},
    [AC_LAMP] = {"lamp", "dark level: lamp under a block", "draw order 5: 1 in 60", false, A_MINES, .pa = {1.0 / 60, NA, NA, NA, NA}},
    [AC_SCARAB] = {"scarab", "dark level: Scarab under a block", "draw order 5: 1 in 40", false, A_MINES, .pa = {1.0 / 40, NA, NA, NA, NA}},
    [AC_BAT] = {"bat", "Bat under a block", "spec 000/001: 1 in 60", false, A_MINES, .pa = {1.0 / 60, NA, NA, NA, NA}},
    [AC_SPIDER] = {"spider", "no Bat: Spider under a block", "spec 000/001: 1 in 80", false, A_MINES, .pa = {1.0 / 80, NA, NA, NA, NA}},
    [AC_SNAKE] = {"snake", "Snake on a block", "spec 000/001: 1 in 60", false, A_MINES, .pa = {1.0 / 60, NA, NA, NA, NA}},
    [AC_CAVEMAN] = {"caveman", "no Snake: Caveman on a block", "draw order 5: 1 in 800", false, A_MINES, .pa = {1.0 / 800, NA, NA, NA, NA}},
    [AC_ROCK] = {"rock", "Rock on an open top", "spec 000: 1 in 100", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 100, 1.0 / 100, 1.0 / 100, 1.0 / 100, NA}},
    [AC_JAR] = {"jar", "no Rock: Jar on an open top", "spec 000: 1 in 40", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 40, 1.0 / 40, 1.0 / 40, 1.0 / 40, NA}},
    [AC_WEB_NOOK] = {"web-nook", "Web in a nook (near-spider odds)", "quirks.md web-typo: 1 in 5", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 5, 1.0 / 5, 1.0 / 5, 1.0 / 5, NA}},
    [AC_WEB_TUNNEL] = {"web-tunnel", "Web in a tunnel (near-spider odds)", "quirks.md web-typo: 1 in 10", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 10, 1.0 / 10, 1.0 / 10, 1.0 / 10, NA}},
    [AC_WEB_FAR] = {"web-far", "Web away from a Giant Spider", "spec 001: meant 1 in 60", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 60, 1.0 / 60, 1.0 / 60, 1.0 / 60, NA}},
    [AC_SKELETON] = {"skeleton", "bones are a Skeleton", "spec 001: one pile in eight", false, A_ALL & ~A_OLMEC, .pa = {1.0 / 8, 1.0 / 8, 1.0 / 8, 1.0 / 8, NA}},
    [AC_ARROW_TRAP] = {"arrow-trap", "stone block rolls an Arrow Trap", "spec 000/001: one stone block in four", false, A_MINES, .pa = {0.25, NA, NA, NA, NA}},
    [AC_PUSH_STONE] = {"push-stone", "stone block rolls a push block", "draw order 6: 1 in 4", false, A_MINES | A_TEMPLE, .pa = {0.25, NA, NA, 0.25, NA}},
    [AC_REACH] = {"reachable", "exit reachable without bombs or ropes", "spec 000: \"generally no bombs required\"", true, A_ALL,
        .p = {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA}},
    [AC_MARKET] = {"market-entrance", "Black Market entrance here, if not yet made", "draw order 4: level 5 1/3, level 6 1/2, level 7 always", true, A_JUNGLE,
        .p = {NA, NA, NA, NA, NA, 1.0 / 3, 0.5, 1, NA, NA, NA, NA, NA, NA, NA, NA, NA}},
    [AC_LAKE] = {"lake", "flooded level (the screen's roll)", "the original's screen: 1 in 10 before a Jungle level", true, A_JUNGLE,
        .p = {NA, NA, NA, NA, NA, 0.1, 0.1, 0.1, 0.1, NA, NA, NA, NA, NA, NA, NA, NA}},
    [AC_GRAVEYARD] = {"graveyard", "graveyard roll passes", "draw order 2: 1 in 10, acted on in the Jungle", true, A_JUNGLE,
        .p = {NA, NA, NA, NA, NA, 0.1, 0.1, 0.1, 0.1, NA, NA, NA, NA, NA, NA, NA, NA}},
    [AC_MOAI] = {"moai", "the Moai here, if not yet made", "draw order 1.9: level 9 1/4, 10 1/3, 11 1/2, 12 always", true, A_ICE,
        .p = {NA, NA, NA, NA, NA, NA, NA, NA, NA, 0.25, 1.0 / 3, 0.5, 1, NA, NA, NA, NA}},
    [AC_MOTHERSHIP] = {"mothership", "mothership, the Moai made before", "draw order 1.9: 1 in 10", true, A_ICE,
        .p = {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, 0.1, 0.1, 0.1, NA, NA, NA, NA}},
    [AC_YETI] = {"yeti-lair", "Yeti lair, the Moai made before, no mothership", "draw order 1.9: 1 in 6", true, A_ICE,
        .p = {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, 1.0 / 6, 1.0 / 6, 1.0 / 6, NA, NA, NA, NA}},
    [AC_SACPIT] = {"sacrifice-pit", "sacrifice pit", "draw order 1.4: 1 in 8, acted on in the Temple", true, A_TEMPLE,
        .p = {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, 0.125, 0.125, 0.125, NA}},
};

const char *audit_claim_id(int c) { return c >= 0 && c < AC__COUNT ? claims[c].id : "?"; }
const char *audit_claim_what(int c) { return c >= 0 && c < AC__COUNT ? claims[c].what : "?"; }
const char *audit_claim_source(int c) { return c >= 0 && c < AC__COUNT ? claims[c].source : "?"; }

bool audit_claim_applies(int c, int level)
{
    return c >= 0 && c < AC__COUNT && level >= 1 && level <= AUDIT_MAX_LEVEL &&
           (claims[c].areas >> area_of_level(level) & 1u);
}

double audit_claim_p(int c, int level)
{
    if (!audit_claim_applies(c, level))
        return NA;
    if (!claims[c].per_level)
        return claims[c].pa[area_of_level(level)];
    return claims[c].p[level];
}

const char *const audit_heat_names[AH__COUNT] = {
    "monsters", "bats", "spiders", "snakes", "treasure", "gold-in-rock", "traps", "webs",
    "specials"};

const char *const audit_invariant_names[AI__COUNT] = {
    "start room in the top row", "exit room in the bottom row (a lake's: below it)",
    "path connected start to exit (no room replaced)", "doors in the start and exit rooms",
    "no write outside the grid", "phase draws add up"};

/* ---- sites ------------------------------------------------------------------------- */

enum {
    S_NONE = 0, S_SOLID, S_GOLD, S_SAPPHIRE, S_EMERALD, S_RUBY, S_ITEM, S_HALF, S_SPIKES,
    S_PUSH_TILE, S_START, S_WALK_MID, S_WALK_LEFT, S_WALK_RIGHT, S_SHOP, S_SHOP_KIND, S_PIT,
    S_ALTAR, S_GIANT_ALLOWED, S_GIANT, S_LAMP, S_SCARAB, S_BAT, S_SPIDER, S_SNAKE, S_CAVEMAN,
    S_ROCK, S_JAR, S_NOOK_WEB, S_TUN_WEB, S_SKELETON, S_TRAP, S_PUSH_STONE
};

/* Site names, with the older names some of them had (the style's files were renamed). */
static const struct {
    const char *name;
    int id;
} site_names[] = {
    {"tiles.solid", S_SOLID},           {"earth.gold", S_GOLD},
    {"mines.brick.gold", S_GOLD},       {"earth.sapphire", S_SAPPHIRE},
    {"mines.brick.sapphire", S_SAPPHIRE}, {"earth.emerald", S_EMERALD},
    {"mines.brick.emerald", S_EMERALD}, {"earth.ruby", S_RUBY},
    {"mines.brick.ruby", S_RUBY},       {"earth.item", S_ITEM},
    {"mines.brick.item", S_ITEM},       {"tiles.half", S_HALF},
    {"tiles.spikes", S_SPIKES},         {"tiles.push_block", S_PUSH_TILE},
    {"path.start", S_START},            {"path.walk.middle", S_WALK_MID},
    {"path.walk.left_edge", S_WALK_LEFT}, {"path.walk.right_edge", S_WALK_RIGHT},
    {"path.shop", S_SHOP},              {"rooms.shop_kind", S_SHOP_KIND},
    {"path.snake_pit", S_PIT},          {"rooms.kali_altar", S_ALTAR},
    {"mines.giant_spider_allowed", S_GIANT_ALLOWED}, {"mines.giant_spider", S_GIANT},
    {"mines.lamp", S_LAMP},             {"mines.scarab", S_SCARAB},
    {"mines.bat", S_BAT},               {"mines.spider", S_SPIDER},
    {"mines.snake", S_SNAKE},           {"mines.caveman", S_CAVEMAN},
    {"treasure.rock", S_ROCK},          {"treasure.jar", S_JAR},
    {"treasure.nook.web", S_NOOK_WEB},  {"treasure.tunnel.web", S_TUN_WEB},
    {"treasure.skeleton", S_SKELETON},  {"blocks.arrow_trap", S_TRAP},
    {"dressing.push_block", S_PUSH_STONE},
    /* the later areas' own chains, the same rolls under their names */
    {"jungle.tiles.half", S_HALF},      {"ice.tiles.half", S_HALF},
    {"ice.lair.tiles.half", S_HALF},    {"temple.tiles.half", S_HALF},
    {"olmec.tiles.half", S_HALF},       {"jungle.tiles.spikes", S_SPIKES},
    {"ice.lair.tiles.spikes", S_SPIKES}, {"temple.tiles.spikes", S_SPIKES},
    {"olmec.tiles.spikes", S_SPIKES},   {"ice.tiles.push_block", S_PUSH_TILE},
    {"ice.lair.tiles.push_block", S_PUSH_TILE}, {"temple.tiles.push_block", S_PUSH_TILE},
    {"olmec.tiles.push_block", S_PUSH_TILE}, {"jungle.walls.push_block", S_PUSH_STONE},
    {"temple.walls.push_block", S_PUSH_STONE},
};

static int site_id(audit_stats *st, const spg_site *s)
{
    if (!s)
        return S_NONE;
    unsigned h = (unsigned)(((uintptr_t)s >> 3) * 2654435761u) >> 25; /* 0..127 */
    for (int probe = 0; probe < 128; probe++, h = (h + 1) & 127) {
        if (st->site_key[h] == s)
            return st->site_val[h];
        if (!st->site_key[h]) {
            int id = S_NONE;
            for (size_t i = 0; i < sizeof site_names / sizeof *site_names; i++)
                if (s->name && strcmp(s->name, site_names[i].name) == 0)
                    id = site_names[i].id;
            st->site_key[h] = s;
            st->site_val[h] = (int8_t)id;
            return id;
        }
    }
    /* a full memo (more than 128 sites): look the name up every time */
    for (size_t i = 0; i < sizeof site_names / sizeof *site_names; i++)
        if (s->name && strcmp(s->name, site_names[i].name) == 0)
            return site_names[i].id;
    return S_NONE;
}

/* ---- stats ------------------------------------------------------------------------- */

void audit_config_init(audit_config *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    options_default(&cfg->opt);
    cfg->count = 2000;
    cfg->level_lo = 1;
    cfg->level_hi = 4; /* the Mines: --level all asks for every level */
    cfg->threads = 1;
    cfg->trace = true;
}

uint32_t audit_seed(int i)
{
    /* A mixing hash (splitmix32's finaliser), not a multiple of i: seeds in arithmetic
     * progression stay one lattice through the LCG (the same draw of every game is
     * start + k*stride), which sampled the Jungle's edge rolls unevenly at 2000 games */
    uint32_t z = (uint32_t)i * 0x9E3779B9u + 0x7F4A7C15u;
    z = (z ^ (z >> 16)) * 0x85EBCA6Bu;
    z = (z ^ (z >> 13)) * 0xC2B2AE35u;
    return z ^ (z >> 16);
}

int audit_stats_init(audit_stats *st, bool heat)
{
    memset(st, 0, sizeof *st);
    if (heat) {
        st->heat = calloc(AH__COUNT, sizeof *st->heat);
        if (!st->heat)
            return -1;
    }
    return 0;
}

static void each_dist(audit_stats *st, void (*fn)(spg_dist *d, void *ctx), void *ctx)
{
    for (int l = 0; l <= AUDIT_MAX_LEVEL; l++) {
        fn(&st->path_rooms[l], ctx);
        fn(&st->drops[l], ctx);
        fn(&st->side_rooms[l], ctx);
        fn(&st->shop_candidates[l], ctx);
        fn(&st->draws[l], ctx);
        for (int p = 0; p < AUDIT_MAX_PHASES; p++)
            fn(&st->phase_draws[l][p], ctx);
    }
}

static void free_one(spg_dist *d, void *ctx)
{
    (void)ctx;
    dist_free(d);
}

void audit_stats_free(audit_stats *st)
{
    each_dist(st, free_one, NULL);
    free(st->heat);
    st->heat = NULL;
}

int audit_stats_merge(audit_stats *dst, const audit_stats *src)
{
    int rc = 0;
    for (int c = 0; c < AC__COUNT; c++)
        for (int l = 0; l <= AUDIT_MAX_LEVEL; l++) {
            dst->hits[c][l] += src->hits[c][l];
            dst->n[c][l] += src->n[c][l];
        }
    for (int l = 0; l <= AUDIT_MAX_LEVEL; l++) {
        dst->levels[l] += src->levels[l];
        for (int i = 0; i < AI__COUNT; i++) {
            dst->broken[i][l] += src->broken[i][l];
            dst->checked[i][l] += src->checked[i][l];
        }
        rc |= dist_merge(&dst->path_rooms[l], &src->path_rooms[l]);
        rc |= dist_merge(&dst->drops[l], &src->drops[l]);
        rc |= dist_merge(&dst->side_rooms[l], &src->side_rooms[l]);
        rc |= dist_merge(&dst->shop_candidates[l], &src->shop_candidates[l]);
        rc |= dist_merge(&dst->draws[l], &src->draws[l]);
        for (int p = 0; p < AUDIT_MAX_PHASES; p++)
            rc |= dist_merge(&dst->phase_draws[l][p], &src->phase_draws[l][p]);
    }
    dst->column42_writes += src->column42_writes;
    if (src->nphases > dst->nphases) {
        dst->nphases = src->nphases;
        memcpy(dst->phase_names, src->phase_names, sizeof dst->phase_names);
    }
    if (dst->heat && src->heat)
        for (int k = 0; k < AH__COUNT; k++)
            for (int y = 0; y < SPG_MAX_H; y++)
                for (int x = 0; x < SPG_MAX_W; x++)
                    dst->heat[k][y][x] += src->heat[k][y][x];
    if (src->heat_w > dst->heat_w)
        dst->heat_w = src->heat_w;
    if (src->heat_h > dst->heat_h)
        dst->heat_h = src->heat_h;
    return rc ? -1 : 0;
}

/* ---- measuring one level ----------------------------------------------------------- */

static void bump(audit_stats *st, int claim, int level, bool hit)
{
    if (!audit_claim_applies(claim, level))
        return;
    st->n[claim][level]++;
    st->hits[claim][level] += hit;
}

/* An invariant at a level: counted where it applies, broken where it fails. */
static void check(audit_stats *st, int inv, int level, bool applies, bool holds)
{
    if (!applies)
        return;
    st->checked[inv][level]++;
    st->broken[inv][level] += !holds;
}

/* The draw was wasted: its condition did not hold (the style says so in its words). */
static bool wasted(const spg_event *e) { return e->text && strstr(e->text, "wasted"); }

/* The room a draw's focus rectangle lies in, or false. */
static bool focus_room(const spg_level *L, const spg_event *e, int *rx, int *ry)
{
    return e->focus.x >= 0 && level_room_of(L, e->focus.x, e->focus.y, rx, ry) && *ry < 4;
}

/* Whether the rules let level `lv` be dark, the roll aside (specials.c's dark_allowed). */
static bool dark_allowed(const audit_config *cfg, const spg_result *r)
{
    int lv = r->level.number;
    spg_area a = area_of_level(lv);
    int prev = cfg->opt.level_seconds[lv > 0 ? lv - 1 : 0];
    int secs = quirk_on(cfg->opt.quirks, SPG_Q_CLOCK_SECONDS) ? prev % 60 : prev;
    /* the Black Market stays lit whatever its roll */
    return lv >= 2 && a != SPG_AREA_ICE_CAVES && a != SPG_AREA_OLMEC && !r->game.dark_used[a] &&
           lv != r->game.first_level && secs > 20 && !r->level.flags.black_market;
}

/* The rooms that would qualify for the shop (path.c's scan) in the built level. */
static int shop_candidates(const audit_config *cfg, const spg_level *L)
{
    int n = 0;
    bool last_col_only = quirk_on(cfg->opt.quirks, SPG_Q_SHOP_LEFT_LAST_COL);
    for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++) {
            int code = L->rooms[k][j];
            if (code != SPG_ROOM_SIDE && !room_is_shop(code))
                continue;
            int right = j < 3 ? L->rooms[k][j + 1] : -1, left = j > 0 ? L->rooms[k][j - 1] : -1;
            bool right_ok = right == SPG_ROOM_PATH || right == SPG_ROOM_PATH_DOWN;
            bool left_ok = left == SPG_ROOM_PATH || left == SPG_ROOM_PATH_DOWN;
            if ((j < 3 && right_ok) || ((j == 3 || !last_col_only) && left_ok))
                n++;
        }
    return n;
}

static bool path_connected(const spg_level *L)
{
    int xs[16], ys[16];
    int n = level_path_order(L, xs, ys);
    if (n == 0 || n != level_path_rooms(L))
        return false;
    if (xs[0] != L->start_x || ys[0] != L->start_y || xs[n - 1] != L->exit_x ||
        ys[n - 1] != L->exit_y)
        return false;
    for (int i = 0; i < n; i++) {
        if (!room_on_path(L->rooms[ys[i]][xs[i]]))
            return false;
        if (i && abs(xs[i] - xs[i - 1]) + abs(ys[i] - ys[i - 1]) != 1)
            return false;
    }
    return true;
}

static bool door_in_room(const spg_level *L, int tx, int ty, int rx, int ry)
{
    int dx, dy;
    return tx >= 0 && level_room_of(L, tx, ty, &dx, &dy) && dx == rx && dy == ry;
}

static void heat_entity(audit_stats *st, const spg_entity *e)
{
    int k1 = -1, k2 = -1;
    switch (e->kind) {
    case SPG_E_BAT: k1 = AH_MONSTERS, k2 = AH_BATS; break;
    case SPG_E_SPIDER: k1 = AH_MONSTERS, k2 = AH_SPIDERS; break;
    case SPG_E_SNAKE: k1 = AH_MONSTERS, k2 = AH_SNAKES; break;
    case SPG_E_GIANT_SPIDER:
    case SPG_E_CAVEMAN:
    case SPG_E_SCARAB:
    case SPG_E_SKELETON: k1 = AH_MONSTERS; break;
    case SPG_E_GOLD_BAR:
    case SPG_E_GOLD_BARS:
    case SPG_E_CHEST:
    case SPG_E_CRATE:
    case SPG_E_JAR: k1 = AH_TREASURE; break;
    case SPG_E_EMERALD_BIG:
    case SPG_E_SAPPHIRE_BIG:
    case SPG_E_RUBY_BIG: k1 = e->info == SPG_INFO_INSIDE ? AH_GOLD_IN_ROCK : AH_TREASURE; break;
    case SPG_E_WEB: k1 = AH_WEBS; break;
    case SPG_E_DAMSEL:
    case SPG_E_GOLDEN_IDOL:
    case SPG_E_KALI_HEAD:
    case SPG_E_LOCKED_CHEST: k1 = AH_SPECIALS; break;
    default: break;
    }
    if (!level_stored(e->x, e->y))
        return;
    if (k1 >= 0)
        st->heat[k1][e->y][e->x]++;
    if (k2 >= 0)
        st->heat[k2][e->y][e->x]++;
}

/* Whether a draw was made for a block of its area's own earth: the gem odds are the
 * earth's (a temple block in the Jungle rolls the Temple's).  What a block is made of
 * does not depend on its gem rolls, so picking draws by it keeps the rate unbiased. */
static bool area_earth(const spg_level *L, const spg_event *e)
{
    int earth = classic_area_earth(area_of_level(L->number));
    return level_stored(e->focus.x, e->focus.y) && earth >= 0 &&
           L->cell[e->focus.y][e->focus.x].kind == earth;
}

static void measure_trace(const audit_config *cfg, const spg_result *r, audit_stats *st)
{
    const spg_level *L = &r->level;
    const spg_trace *t = &r->trace;
    int lv = L->number;
    bool altar_open = lv >= 2, giant_open = L->flags.giant_spider_allowed, dark = L->flags.dark;
    bool col42 = quirk_on(cfg->opt.quirks, SPG_Q_BORDER_COLUMN_42);
    bool outside = false;
    for (size_t i = 0; i < t->n; i++) {
        const spg_event *e = &t->ev[i];
        if (e->kind == SPG_EV_TILE || e->kind == SPG_EV_ENTITY) {
            /* an entity may stand in the rows above the map: the original makes treasure
             * on the top border's blocks (scrTreasureGen) */
            int top = e->kind == SPG_EV_ENTITY ? -SPG_ABOVE_ROWS : 0;
            if (e->focus.x < 0 || e->focus.y < top || e->focus.x >= L->w || e->focus.y >= L->h) {
                /* the border loop's column 42 lies off the map (the quirk): its blocks,
                 * and what the block pass then puts on them */
                if (col42 && e->focus.x == 42 && e->focus.y >= top && e->focus.y < L->h)
                    st->column42_writes++;
                else
                    outside = true;
            }
            continue;
        }
        if (e->kind != SPG_EV_DRAW)
            continue;
        int v = e->value;
        switch (site_id(st, e->site)) {
        case S_SOLID: bump(st, AC_STONE, lv, v == 1); break;
        case S_GOLD:
            bump(st, AC_GOLD_VEIN, lv, v < 20);
            bump(st, AC_RICH_VEIN, lv, v >= 20 && v < 30);
            bump(st, AC_ANY_GOLD, lv, v < 30);
            break;
        case S_SAPPHIRE: if (area_earth(L, e)) bump(st, AC_SAPPHIRE, lv, v == 1); break;
        case S_EMERALD: if (area_earth(L, e)) bump(st, AC_EMERALD, lv, v == 1); break;
        case S_RUBY: if (area_earth(L, e)) bump(st, AC_RUBY, lv, v == 1); break;
        case S_ITEM: bump(st, AC_ITEM, lv, v == 1); break;
        case S_HALF: if (!wasted(e)) bump(st, AC_HALF, lv, v == 1); break;
        case S_SPIKES: if (!wasted(e)) bump(st, AC_SPIKES, lv, v == 1); break;
        case S_PUSH_TILE: if (!wasted(e)) bump(st, AC_PUSH_TILE, lv, v == 1); break;
        case S_START:
            for (int k = 0; k < 4; k++)
                bump(st, AC_START0 + k, lv, v == k);
            break;
        case S_WALK_MID:
            bump(st, AC_WALK_LEFT, lv, v <= 2);
            bump(st, AC_WALK_RIGHT, lv, v == 3 || v == 4);
            bump(st, AC_WALK_DOWN, lv, v == 5);
            break;
        case S_WALK_LEFT:
            bump(st, AC_EDGE_AWAY, lv, v == 3 || v == 4);
            bump(st, AC_EDGE_DOWN, lv, v == 5);
            break;
        case S_WALK_RIGHT:
            bump(st, AC_EDGE_AWAY, lv, v == 6 || v == 7);
            bump(st, AC_EDGE_DOWN, lv, v == 5);
            break;
        case S_SHOP: bump(st, AC_SHOP_ROLL, lv, v <= 2 && lv >= 2); break;
        case S_SHOP_KIND:
            for (int k = 0; k < 7; k++)
                bump(st, AC_KIND1 + k, lv, v == k + 1);
            break;
        case S_PIT: {
            /* a column qualifies when its three rooms were free when the pit rolled:
             * only the walk had marked rooms then (the shop comes later) */
            int rx, ry;
            if (focus_room(L, e, &rx, &ry) && ry + 2 < 4 && !room_on_path(L->rooms[ry][rx]) &&
                !room_on_path(L->rooms[ry + 1][rx]) && !room_on_path(L->rooms[ry + 2][rx]))
                bump(st, AC_PIT, lv, v == 1);
            break;
        }
        case S_ALTAR:
            if (altar_open) {
                bump(st, AC_ALTAR, lv, v == 1);
                altar_open = v != 1;
            }
            break;
        case S_GIANT_ALLOWED: bump(st, AC_GIANT_ALLOWED, lv, v == 1); break;
        case S_GIANT: {
            /* mines.c: allowed, none yet, and open below the block's right neighbour too;
             * solidity never changes after the rooms (traps and push blocks replace
             * stone), so the built level tells */
            int x = e->focus.x, y = e->focus.y;
            if (giant_open && x >= 0 && !level_solid(L, x + 1, y + 1) && !level_solid(L, x + 1, y + 2)) {
                bump(st, AC_GIANT, lv, v == 1);
                giant_open = v != 1;
            }
            break;
        }
        case S_LAMP: if (dark) bump(st, AC_LAMP, lv, v == 1); break;
        case S_SCARAB: if (dark) bump(st, AC_SCARAB, lv, v == 1); break;
        case S_BAT: bump(st, AC_BAT, lv, v == 1); break;
        case S_SPIDER: bump(st, AC_SPIDER, lv, v == 1); break;
        case S_SNAKE: bump(st, AC_SNAKE, lv, v == 1); break;
        case S_CAVEMAN: bump(st, AC_CAVEMAN, lv, v == 1); break;
        case S_ROCK: bump(st, AC_ROCK, lv, v == 1); break;
        case S_JAR: bump(st, AC_JAR, lv, v == 1); break;
        case S_NOOK_WEB:
        case S_TUN_WEB:
            /* the roll's range is the odds it used: 5 or 10 near a Giant Spider (always,
             * with the typo), 60 away from one */
            if (wasted(e))
                break;
            if (e->b == 60)
                bump(st, AC_WEB_FAR, lv, v == 1);
            else if (e->b == 5 && e->a == 1)
                bump(st, AC_WEB_NOOK, lv, v == 1);
            else if (e->b == 10 && e->a == 1)
                bump(st, AC_WEB_TUNNEL, lv, v == 1);
            break;
        case S_SKELETON: bump(st, AC_SKELETON, lv, v == 1); break;
        case S_TRAP: bump(st, AC_ARROW_TRAP, lv, v == 1); break;
        case S_PUSH_STONE: bump(st, AC_PUSH_STONE, lv, v == 1); break;
        default: break;
        }
    }
    if (outside)
        st->broken[AI_OUTSIDE][lv]++;
}

void audit_measure(const audit_config *cfg, const spg_result *r, audit_stats *st)
{
    const spg_level *L = &r->level;
    int lv = L->number;
    if (lv < 1 || lv > AUDIT_MAX_LEVEL)
        return;
    st->levels[lv]++;
    if (cfg->trace)
        measure_trace(cfg, r, st);
    /* per level */
    bump(st, AC_SHOP_LEVEL, lv, L->flags.shop >= 0);
    bump(st, AC_PIT_LEVEL, lv, L->flags.snake_pit);
    if (lv == 1 || dark_allowed(cfg, r))
        bump(st, AC_DARK, lv, L->flags.dark);
    if (!r->game.made_udjat)
        bump(st, AC_UDJAT, lv, L->flags.udjat);
    bump(st, AC_ALTAR_LEVEL, lv, L->flags.altar);
    /* the later areas' once-a-game and special levels (r->game: as the level began) */
    if (!r->game.made_market_entrance)
        bump(st, AC_MARKET, lv, L->flags.market_entrance);
    if (!r->game.gen_black_market)
        bump(st, AC_LAKE, lv, L->flags.lake); /* no lake roll once the door is taken */
    bump(st, AC_GRAVEYARD, lv, L->flags.graveyard_roll);
    if (!r->game.made_moai) {
        bump(st, AC_MOAI, lv, L->flags.moai);
    } else {
        bump(st, AC_MOTHERSHIP, lv, L->flags.mothership);
        if (!L->flags.mothership)
            bump(st, AC_YETI, lv, L->flags.yeti_lair);
    }
    bump(st, AC_SACPIT, lv, L->flags.sacrifice_pit);
    bool reach = reach_exit(L, NULL);
    bump(st, AC_REACH, lv, reach);
    /* distributions */
    int path = level_path_rooms(L), side = 0;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
            side += L->rooms[y][x] == SPG_ROOM_SIDE;
    dist_add(&st->path_rooms[lv], path);
    dist_add(&st->drops[lv], level_straight_drops(L));
    dist_add(&st->side_rooms[lv], side);
    dist_add(&st->shop_candidates[lv], shop_candidates(cfg, L));
    dist_add(&st->draws[lv], (int)r->draws);
    uint32_t sum = 0;
    for (int p = 0; p < r->nphases && p < AUDIT_MAX_PHASES; p++) {
        dist_add(&st->phase_draws[lv][p], (int)r->phases[p].draws);
        st->phase_names[p] = r->phases[p].name;
        sum += r->phases[p].draws;
    }
    if (r->nphases > st->nphases)
        st->nphases = r->nphases < AUDIT_MAX_PHASES ? r->nphases : AUDIT_MAX_PHASES;
    /* invariants */
    /* each where the documents' shape of the level says it must hold */
    bool grid = area_of_level(lv) != SPG_AREA_OLMEC; /* Olmec's hall is laid by hand */
    /* the exit lies in the bottom row of the walk, a flooded level's too (scrLevelGen
     * never moves it); the Moai's room, the mothership and the lake replace rooms, path
     * rooms too */
    bool replaced = L->flags.lake || L->flags.moai || L->flags.mothership;
    check(st, AI_START_TOP, lv, true, L->start_y == 0 && L->start_x >= 0 && L->start_x < 4);
    check(st, AI_EXIT_BOTTOM, lv, true,
          L->exit_y == 3 && L->exit_x >= 0 && L->exit_x < 4);
    check(st, AI_PATH, lv, grid && !replaced, path_connected(L));
    check(st, AI_DOORS, lv, grid,
          door_in_room(L, L->entrance_tx, L->entrance_ty, L->start_x, L->start_y) &&
              door_in_room(L, L->exit_tx, L->exit_ty, L->exit_x, L->exit_y));
    check(st, AI_DRAWS, lv, true, sum == r->draws);
    st->checked[AI_OUTSIDE][lv]++;
    bool col42 = quirk_on(cfg->opt.quirks, SPG_Q_BORDER_COLUMN_42);
    for (int i = 0; i < L->nent; i++)
        if ((L->ent[i].x < 0 || L->ent[i].y < -SPG_ABOVE_ROWS || L->ent[i].x >= L->w || L->ent[i].y >= L->h) &&
            !(col42 && L->ent[i].x == 42)) {
            if (!cfg->trace) /* with a trace, measure_trace counted the level already */
                st->broken[AI_OUTSIDE][lv]++;
            break;
        }
    /* heat */
    if (st->heat) {
        if (L->w > st->heat_w)
            st->heat_w = L->w;
        if (L->h > st->heat_h)
            st->heat_h = L->h;
        for (int i = 0; i < L->nent; i++)
            if (!L->ent[i].gone)
                heat_entity(st, &L->ent[i]);
        for (int y = 0; y < L->h && y < SPG_MAX_H; y++)
            for (int x = 0; x < L->w && x < SPG_MAX_W; x++) {
                const spg_cell *c = &L->cell[y][x];
                if ((c->content == SPG_C_GOLD || c->content == SPG_C_RICH_GOLD) &&
                    c->kind == SPG_T_BRICK && !(c->flags & SPG_TF_INVINCIBLE))
                    st->heat[AH_GOLD_IN_ROCK][y][x]++;
                if (c->kind == SPG_T_ARROW_TRAP_LEFT || c->kind == SPG_T_ARROW_TRAP_RIGHT ||
                    c->kind == SPG_T_SPIKES)
                    st->heat[AH_TRAPS][y][x]++;
                if (c->kind == SPG_T_ALTAR || c->kind == SPG_T_IDOL_ALTAR)
                    st->heat[AH_SPECIALS][y][x]++;
            }
    }
}

/* ---- running ----------------------------------------------------------------------- */

typedef struct job {
    const audit_config *cfg;
    const spg_data *data;
    pthread_mutex_t mu;
    long next, total;
    int failed;
    char err[512];
} job;

typedef struct worker_arg {
    job *j;
    audit_stats st;
    int rc;
} worker_arg;

static void *audit_worker(void *varg)
{
    worker_arg *w = varg;
    job *j = w->j;
    const audit_config *cfg = j->cfg;
    spg_result *r = calloc(1, sizeof *r);
    int nlevels = cfg->level_hi - cfg->level_lo + 1;
    char err[512];
    if (!r) {
        w->rc = -1;
        return NULL;
    }
    for (;;) {
        pthread_mutex_lock(&j->mu);
        long item = j->failed ? j->total : j->next++;
        pthread_mutex_unlock(&j->mu);
        if (item >= j->total)
            break;
        spg_request rq = {0};
        rq.style = SPG_STYLE_CLASSIC;
        rq.so.biome = -1;
        rq.opt = cfg->opt;
        rq.seed = audit_seed((int)(item / nlevels));
        rq.level = cfg->level_lo + (int)(item % nlevels);
        rq.trace = cfg->trace;
        if (spg_generate(&rq, j->data, r, err, sizeof err) != 0) {
            pthread_mutex_lock(&j->mu);
            if (!j->failed)
                snprintf(j->err, sizeof j->err, "%s", err);
            j->failed = 1;
            pthread_mutex_unlock(&j->mu);
            break;
        }
        audit_measure(cfg, r, &w->st);
    }
    spg_result_free(r);
    free(r);
    return NULL;
}

int audit_run(const audit_config *cfg, const spg_data *data, audit_stats *st, char *err,
              size_t errlen)
{
    if (cfg->level_lo < 1 || cfg->level_hi > AUDIT_MAX_LEVEL || cfg->level_lo > cfg->level_hi ||
        cfg->count < 1) {
        snprintf(err, errlen, "levels %d-%d, %d games: nothing to audit", cfg->level_lo,
                 cfg->level_hi, cfg->count);
        return -1;
    }
    if (audit_stats_init(st, cfg->heat) != 0) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int threads = cfg->threads < 1 ? 1 : cfg->threads;
    job j = {.cfg = cfg, .data = data, .next = 0,
             .total = (long)cfg->count * (cfg->level_hi - cfg->level_lo + 1)};
    pthread_mutex_init(&j.mu, NULL);
    worker_arg *w = calloc((size_t)threads, sizeof *w);
    pthread_t *tid = calloc((size_t)threads, sizeof *tid);
    int started = 0, rc = 0;
    if (!w || !tid) {
        rc = -1;
        snprintf(j.err, sizeof j.err, "out of memory");
    }
    for (int i = 0; !rc && i < threads; i++) {
        w[i].j = &j;
        if (audit_stats_init(&w[i].st, cfg->heat) != 0 ||
            pthread_create(&tid[i], NULL, audit_worker, &w[i]) != 0) {
            audit_stats_free(&w[i].st);
            rc = -1;
            snprintf(j.err, sizeof j.err, "cannot start a thread");
            pthread_mutex_lock(&j.mu);
            j.failed = 1;
            pthread_mutex_unlock(&j.mu);
            break;
        }
        started++;
    }
    /* the sums are of integers and the distributions exact counts: merging the workers'
     * stats in any order gives the same numbers */
    for (int i = 0; i < started; i++) {
        pthread_join(tid[i], NULL);
        if (w[i].rc || audit_stats_merge(st, &w[i].st) != 0) {
            rc = -1;
            snprintf(j.err, sizeof j.err, "out of memory");
        }
        audit_stats_free(&w[i].st);
    }
    if (j.failed)
        rc = -1;
    pthread_mutex_destroy(&j.mu);
    free(w);
    free(tid);
    if (rc) {
        snprintf(err, errlen, "%s", j.err);
        audit_stats_free(st);
    }
    return rc;
}

int audit_rows(const audit_config *cfg, const audit_stats *st, double confidence,
               audit_row *rows, int max)
{
    int n = 0;
    bool many_areas = area_of_level(cfg->level_lo) != area_of_level(cfg->level_hi);
    for (int c = 0; c < AC__COUNT; c++) {
        if (claims[c].per_level) {
            /* one row per level the claim is about */
            for (int l = cfg->level_lo; l <= cfg->level_hi && n < max; l++) {
                if (!audit_claim_applies(c, l))
                    continue;
                if (isnan(audit_claim_p(c, l)) && st->n[c][l] == 0)
                    continue; /* nothing stated, nothing seen (the mothership on level 9) */
                audit_row *r = &rows[n++];
                memset(r, 0, sizeof *r);
                r->claim = c;
                r->level = l;
                r->area = -1;
                r->p = audit_claim_p(c, l);
                r->hits = st->hits[c][l];
                r->n = st->n[c][l];
            }
        } else {
            /* pooled over each area's levels, the area named when there are several */
            for (int a = 0; a < SPG_AREA__COUNT && n < max; a++) {
                audit_row *r = &rows[n];
                memset(r, 0, sizeof *r);
                r->claim = c;
                r->area = many_areas ? a : -1;
                r->p = NA;
                bool any = false;
                for (int l = cfg->level_lo; l <= cfg->level_hi; l++)
                    if ((int)area_of_level(l) == a && audit_claim_applies(c, l)) {
                        any = true;
                        r->p = audit_claim_p(c, l);
                        r->hits += st->hits[c][l];
                        r->n += st->n[c][l];
                    }
                if (any)
                    n++;
            }
        }
    }
    /* each odd gets its interval at `confidence`; a claim is refuted only outside the
     * family-wise interval (Bonferroni over the odds judged), so that all of them
     * together hold with `confidence`: of a few hundred true odds, a few per cent fall
     * outside their own 99% interval by chance alone */
    int judged = 0;
    for (int i = 0; i < n; i++)
        judged += !isnan(rows[i].p) && rows[i].n > 0;
    double family = judged > 1 ? 1 - (1 - confidence) / judged : confidence;
    for (int i = 0; i < n; i++) {
        audit_row *r = &rows[i];
        r->ci = stats_wilson(r->hits, r->n, confidence);
        r->ci_family = stats_wilson(r->hits, r->n, family);
        r->family_confidence = family;
        r->judged = !isnan(r->p) && r->n > 0;
        r->inside = !r->judged || stats_inside(r->ci_family, r->p);
        r->outlier = r->judged && r->inside && !stats_inside(r->ci, r->p);
    }
    return n;
}

bool audit_quirk_matters(const audit_config *cfg, const spg_data *data, int quirk)
{
    spg_result *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    bool differs = !a || !b; /* without memory, assume it does: the full run will tell */
    char err[256];
    for (int i = 0; i < 64 && !differs; i++)
        for (int l = cfg->level_lo; l <= cfg->level_hi && !differs; l++) {
            spg_request rq = {0};
            rq.style = SPG_STYLE_CLASSIC;
            rq.so.biome = -1;
            rq.opt = cfg->opt;
            rq.seed = audit_seed(i);
            rq.level = l;
            spg_request rq2 = rq;
            rq2.opt.quirks ^= 1u << quirk;
            if (spg_generate(&rq, data, a, err, sizeof err) != 0 ||
                spg_generate(&rq2, data, b, err, sizeof err) != 0) {
                differs = true;
                break;
            }
            differs = a->draws != b->draws || a->end_state != b->end_state ||
                      memcmp(a->level.rooms, b->level.rooms, sizeof a->level.rooms) != 0 ||
                      memcmp(&a->level.flags, &b->level.flags, sizeof a->level.flags) != 0;
        }
    free(a);
    free(b);
    return differs;
}
