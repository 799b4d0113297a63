/* treasure.c — loose things on a block (the same rules in every area but Olmec's Lair):
 * a rock or jar on an open top, then a nook's, a tunnel's or open ground's chain. */
#include <stdlib.h>

#include "internal.h"

static const spg_site S_ROCK = SPG_SITE("treasure.rock", "1 puts a Rock on the block (1 in 100)");
static const spg_site S_JAR = SPG_SITE("treasure.jar", "1 puts a Jar on the block (1 in 40)");
static const spg_site S_NOOK_WEB = SPG_SITE("treasure.nook.web", "1 hangs a Web in the nook");
static const spg_site S_NOOK_UDJAT = SPG_SITE("treasure.nook.locked_chest",
                                      "1 puts the Udjat Eye's locked chest here");
static const spg_site S_NOOK_CRATE = SPG_SITE("treasure.nook.crate", "1 puts a Crate (1 in 10)");
static const spg_site S_NOOK_CHEST = SPG_SITE("treasure.nook.chest", "1 puts a Chest (1 in 15)");
static const spg_site S_NOOK_DAMSEL = SPG_SITE("treasure.nook.damsel",
                                       "1 puts the Damsel here (1 in 8, once a level)");
static const spg_site S_NOOK_BONES = SPG_SITE("treasure.nook.bones",
                                      "<= 1 leaves bones (1 in 40 - 2 x level)");
static const spg_site S_NOOK_GOLD_BAR = SPG_SITE("treasure.nook.gold_bar", "1 a gold bar (1 in 3)");
static const spg_site S_NOOK_GOLD_BARS = SPG_SITE("treasure.nook.gold_bars", "1 gold bars (1 in 6)");
static const spg_site S_NOOK_EMERALD = SPG_SITE("treasure.nook.emerald", "1 a big emerald (1 in 6)");
static const spg_site S_NOOK_SAPPHIRE = SPG_SITE("treasure.nook.sapphire", "1 a big sapphire (1 in 8)");
static const spg_site S_NOOK_RUBY = SPG_SITE("treasure.nook.ruby", "1 a big ruby (1 in 10)");
static const spg_site S_TUN_WEB = SPG_SITE("treasure.tunnel.web", "1 hangs a Web in the tunnel");
static const spg_site S_TUN_GOLD_BAR = SPG_SITE("treasure.tunnel.gold_bar", "1 a gold bar (1 in 4)");
static const spg_site S_TUN_GOLD_BARS = SPG_SITE("treasure.tunnel.gold_bars", "1 gold bars (1 in 8)");
static const spg_site S_TUN_BONES = SPG_SITE("treasure.tunnel.bones",
                                     "<= 1 leaves bones (1 in 80 - level)");
static const spg_site S_TUN_EMERALD = SPG_SITE("treasure.tunnel.emerald", "1 a big emerald (1 in 8)");
static const spg_site S_TUN_SAPPHIRE = SPG_SITE("treasure.tunnel.sapphire", "1 a big sapphire (1 in 9)");
static const spg_site S_TUN_RUBY = SPG_SITE("treasure.tunnel.ruby", "1 a big ruby (1 in 10)");
static const spg_site S_OPEN_GOLD_BAR = SPG_SITE("treasure.open.gold_bar", "1 a gold bar (1 in 40)");
static const spg_site S_OPEN_GOLD_BARS = SPG_SITE("treasure.open.gold_bars", "1 gold bars (1 in 50)");
static const spg_site S_OPEN_BONES = SPG_SITE("treasure.open.bones",
                                      "<= 1 leaves bones (1 in 140 - 2 x level)");
static const spg_site S_SKELETON = SPG_SITE("treasure.skeleton",
                                    "1: the bones are a Skeleton waiting to rise (1 in 8)");

/* Whether two 16-px tiles' boxes lie closer than `px` pixels (GameMaker's
 * distance_to_object is the gap between the boxes), in integers: the block pass asks
 * this of every block, so no square root. */
static inline bool gap_below(int x1, int y1, int x2, int y2, int px)
{
    int dx = abs(x1 - x2), dy = abs(y1 - y2);
    if (dx > px / 16 + 1 || dy > px / 16 + 1) /* a gap of px/16 whole tiles or more */
        return false;
    int gx = dx > 0 ? (dx - 1) * 16 + 1 : 0;
    int gy = dy > 0 ? (dy - 1) * 16 + 1 : 0;
    return gx * gx + gy * gy < px * px;
}

/* Whether a Black Market door (oXMarket, a child of oExit) lies within `px` pixels of
 * the block at (x,y): the doors within two tiles, as gap_below counts. */
static bool market_door_near(const spg_level *L, int x, int y, int px)
{
    if (y >= 2 && y + 2 < level_rows(L) && x >= 2 && x + 2 < SPG_MAX_W) {
        /* inside the storage, each tile's kind read directly: what level_tile gives */
        for (int ty = y - 2; ty <= y + 2; ty++)
            for (int tx = x - 2; tx <= x + 2; tx++)
                if (L->cell[ty][tx].kind == SPG_T_MARKET_DOOR && gap_below(x, y, tx, ty, px))
                    return true;
        return false;
    }
    for (int ty = y - 2; ty <= y + 2; ty++)
        for (int tx = x - 2; tx <= x + 2; tx++)
            if (level_tile(L, tx, ty) == SPG_T_MARKET_DOOR && gap_below(x, y, tx, ty, px))
                return true;
    return false;
}

static bool near_entity(const spg_level *L, int x, int y, int kind, int px)
{
    for (int i = L->last_of_kind[kind]; i >= 0; i = L->ent[i].next_of_kind)
        if (!L->ent[i].gone && gap_below(x, y, L->ent[i].x, L->ent[i].y, px))
            return true;
    return false;
}

/* scrTreasureGen 31-39: what stands on the block at tile (x,y) as its point tests see it:
 * a chest, spikes or a door at (x, y-8), the middle of the block's left edge one tile
 * up; treasure at (x, y-1), the tile above's bottom-left pixel.  A gold bar or a big
 * gem made on a block's top (8 px wide, 4 px in) covers neither, nor does a chest made
 * at a room's 'a' tile (its box is the upper half of a tile). */
static bool chest_spikes_door_above(const cg *c, int x, int y)
{
    return co_point(c->data->kinds, c->L, x * 16, y * 16 - 8, CO_CHEST | CO_SPIKES | CO_ENTRANCE | CO_EXIT);
}

static bool treasure_above(const cg *c, int x, int y)
{
    return co_point(c->data->kinds, c->L, x * 16, y * 16 - 1, CO_TREASURE);
}

/* scrTreasureGen's bones on the block at tile (x,y), whose corner is the script's (x, y)
 * in pixels: one pile in eight is a Skeleton waiting to rise (oFakeBones at (x, y-16), no
 * skull); the others are oBones at (x, y-16), the tile above's corner, and right after
 * them an oSkull at (x+12, y-4), in that same tile. */
static void bones(cg *c, int x, int y)
{
    if (roll(c, 1, 8, &S_SKELETON) == 1) {
        T_DECIDE(c, "a Skeleton");
        cg_entity(c, SPG_E_SKELETON, x, y - 1, 0, SPG_CAUSE_LAST);
    } else {
        T_DECIDE(c, "just bones"); /* not a Skeleton: the skull comes with them */
        cg_entity(c, SPG_E_BONES, x, y - 1, 0, SPG_CAUSE_LAST);
        cg_entity_px(c, SPG_E_SKULL, x * 16 + 12, y * 16 - 4, 0, SPG_CAUSE_LAST);
    }
}

/* Put `kind` on top of the block when `roll(1,n) == 1`; returns whether it did. */
static inline bool treasure_one_in(cg *c, int n, const spg_site *s, int kind, int x, int y)
{
    if (roll(c, 1, n, s) != 1)
        return false;
    T_DECIDE(c, entity_name(kind));
    cg_entity(c, kind, x, y, 0, SPG_CAUSE_LAST);
    return true;
}

static int web_odds(cg *c, int x, int y, int near_odds)
{
    /* the original tests distance_to_object(oGiantSpider < 100): the comparison is
     * always true, so the near-a-Giant-Spider odds always apply */
    if (Q(c, SPG_Q_WEB_TYPO))
        return near_odds;
    return c->giant_spider && near_entity(c->L, x, y, SPG_E_GIANT_SPIDER, 100) ? near_odds : 60;
}

static void nook(cg *c, int x, int y, int bones_bonus)
{
    spg_level *L = c->L;
    int level = c->game->level;
    int ty = y - 1;
    bool webs = c->area != SPG_AREA_ICE_CAVES;
    if (test(c, webs, 1, web_odds(c, x, y, 5), 1, &S_NOOK_WEB)) {
        T_DECIDE(c, "a Web");
        cg_entity(c, SPG_E_WEB, x, ty, 0, SPG_CAUSE_LAST);
    } else if (c->gen_udjat && !c->locked_chest) {
        if (roll(c, 1, c->locked_chest_chance, &S_NOOK_UDJAT) == 1) {
            T_DECIDE(c, "the locked chest");
            cg_entity(c, SPG_E_LOCKED_CHEST, x, ty, 0, SPG_CAUSE_LAST);
            c->locked_chest = true;
        } else {
            T_DECIDE(c, "not here; the next nook's odds improve");
            c->locked_chest_chance--;
        }
    } else if (treasure_one_in(c, 10, &S_NOOK_CRATE, SPG_E_CRATE, x, ty)) {
    } else if (treasure_one_in(c, 15, &S_NOOK_CHEST, SPG_E_CHEST, x, ty)) {
    } else if (test(c, !c->damsel_made, 1, 8, 1, &S_NOOK_DAMSEL) &&
               !co_point(c->data->kinds, L, x * 16 + 8, ty * 16 + 8, CO_WATER)) {
        /* scrTreasureGen 73: `not collision_point(x+8, y-8, oWater)`: no water in the nook,
         * and oLava is a kind of oWater, so no lava either (the Temple's), also lava lying
         * beneath a door or trap made over it (level 14's gold door: scrEntityGen 404) */
        T_DECIDE(c, "the Damsel");
        c->damsel_made = true;
        cg_flag(c, "damsel", &L->flags.damsel, true, SPG_CAUSE_LAST);
        cg_entity(c, SPG_E_DAMSEL, x, ty, 0, SPG_CAUSE_LAST);
    } else if (roll(c, 1, 40 - 2 * level, &S_NOOK_BONES) <= 1 + bones_bonus) {
        bones(c, x, y);
    } else if (treasure_one_in(c, 3, &S_NOOK_GOLD_BAR, SPG_E_GOLD_BAR, x, ty)) {
    } else if (treasure_one_in(c, 6, &S_NOOK_GOLD_BARS, SPG_E_GOLD_BARS, x, ty)) {
    } else if (treasure_one_in(c, 6, &S_NOOK_EMERALD, SPG_E_EMERALD_BIG, x, ty)) {
    } else if (treasure_one_in(c, 8, &S_NOOK_SAPPHIRE, SPG_E_SAPPHIRE_BIG, x, ty)) {
    } else {
        treasure_one_in(c, 10, &S_NOOK_RUBY, SPG_E_RUBY_BIG, x, ty);
    }
}

static void tunnel(cg *c, int x, int y, int bones_bonus)
{
    int level = c->game->level;
    int ty = y - 1;
    bool webs = c->area != SPG_AREA_ICE_CAVES;
    if (test(c, webs, 1, web_odds(c, x, y, 10), 1, &S_TUN_WEB)) {
        T_DECIDE(c, "a Web");
        cg_entity(c, SPG_E_WEB, x, ty, 0, SPG_CAUSE_LAST);
    } else if (treasure_one_in(c, 4, &S_TUN_GOLD_BAR, SPG_E_GOLD_BAR, x, ty)) {
    } else if (treasure_one_in(c, 8, &S_TUN_GOLD_BARS, SPG_E_GOLD_BARS, x, ty)) {
    } else if (roll(c, 1, 80 - level, &S_TUN_BONES) <= 1 + bones_bonus) {
        bones(c, x, y);
    } else if (treasure_one_in(c, 8, &S_TUN_EMERALD, SPG_E_EMERALD_BIG, x, ty)) {
    } else if (treasure_one_in(c, 9, &S_TUN_SAPPHIRE, SPG_E_SAPPHIRE_BIG, x, ty)) {
    } else {
        treasure_one_in(c, 10, &S_TUN_RUBY, SPG_E_RUBY_BIG, x, ty);
    }
}

void classic_treasure(cg *c, int x, int y, int bones_bonus)
{
    spg_level *L = c->L;
    /* scrTreasureGen 27-29: nothing within 32 px of either door or 64 px of an idol
     * (oGoldIdol, the crystal skull its child), measured box to box from where the idol
     * really stands */
    if (L->entrance_tx >= 0 && gap_below(x, y, L->entrance_tx, L->entrance_ty, 32))
        return;
    if (L->exit_tx >= 0 && gap_below(x, y, L->exit_tx, L->exit_ty, 32))
        return;
    /* distance_to_object(oExit) measures to the nearest exit, and the Black Market's
     * door is one (its parent is oExit): made during the Jungle's block pass, it keeps
     * the treasure of the blocks visited after it away too */
    if (L->flags.market_entrance && market_door_near(L, x, y, 32))
        return;
    if (L->flags.idol) {
        if (!c->idol_kinds_listed) {
            c->nidol_kinds = co_kinds_of(c->data->kinds, CO_IDOL, c->idol_kinds);
            c->idol_kinds_listed = true;
        }
        if (co_kinds_near_block(c->data->kinds, L, c->idol_kinds, c->nidol_kinds, x, y, 64))
            return; /* co_entity_near_block(CO_IDOL, 64), its kinds listed once */
    }
    bool clear_top = !co_solid_at(L, x, y - 1) && !chest_spikes_door_above(c, x, y);
    bool open_top = clear_top && !treasure_above(c, x, y);
    if (open_top) {
        if (treasure_one_in(c, 100, &S_ROCK, SPG_E_ROCK, x, y - 1))
            return;
        if (treasure_one_in(c, 40, &S_JAR, SPG_E_JAR, x, y - 1))
            return;
    }
    bool left = co_solid_at(L, x - 1, y - 1), right = co_solid_at(L, x + 1, y - 1);
    if (open_top && co_solid_at(L, x, y - 2) && (left || right)) {
        nook(c, x, y, bones_bonus);
    } else if (open_top && left && right) {
        tunnel(c, x, y, bones_bonus);
    } else if (clear_top) { /* nothing was made on the top since it was looked at */
        int level = c->game->level;
        if (treasure_one_in(c, 40, &S_OPEN_GOLD_BAR, SPG_E_GOLD_BAR, x, y - 1)) {
        } else if (treasure_one_in(c, 50, &S_OPEN_GOLD_BARS, SPG_E_GOLD_BARS, x, y - 1)) {
        } else if (roll(c, 1, 140 - 2 * level, &S_OPEN_BONES) <= 1 + bones_bonus) {
            bones(c, x, y);
        }
    }
}
