/* earth.c — what a block of an area's earth rolls when it is made: its look (the Mines'
 * bricks only), its gold, and — strictly inside the level — a gem or an item (items.c
 * picks which). */
#include "internal.h"

static const spg_site S_LOOK = SPG_SITE("earth.look", "1 gives the block its other look");
static const spg_site S_EARTH_GOLD = SPG_SITE("earth.gold", "< 20 a gold vein, < 30 a rich vein, else maybe a gem");
static const spg_site S_SAPPHIRE = SPG_SITE("earth.sapphire", "1 hides a big sapphire");
static const spg_site S_EMERALD = SPG_SITE("earth.emerald", "1 hides a big emerald");
static const spg_site S_RUBY = SPG_SITE("earth.ruby", "1 hides a big ruby");
static const spg_site S_ITEM = SPG_SITE("earth.item", "1 hides an item (1 in 1200)");

bool classic_strictly_inside(const spg_level *L, int x, int y)
{
    return x > 0 && x < L->w - 1 && y > 0 && y < L->h - 1;
}

static void earth_set_content(cg *c, int x, int y, int content)
{
    spg_cell *cell = &c->L->cell[y][x];
    cell->content = (uint8_t)content;
    if (TR(c))
        trace_tile(TR(c), x, y, cell->kind, content, cell->flags, SPG_CAUSE_LAST);
}

/* A gem (or an item: entity -1) inside the block, the roll before it said yes. */
static void hide(cg *c, int x, int y, bool on_map, int content, int entity)
{
    T_DECIDE(c, "yes");
    if (on_map)
        earth_set_content(c, x, y, content);
    /* oBrick's (oLush's, oDark's, oTemple's) Create event 12-14: instance_create(x+8, y+8,
     * oSapphireBig), the gem at the block's middle */
    if (entity >= 0)
        cg_entity_px(c, entity, x * 16 + 8, y * 16 + 8, SPG_INFO_INSIDE, SPG_CAUSE_LAST);
}

/* (The path scan's kernel replays these rolls for Olmec's hall, scan.c's gem_chain and
 * hall: a change here must be made there too; classic_path_scan_init's check of a few
 * states and test_scan_kernel.c's of thousands fail until it is.) */
void classic_earth_rolls(cg *c, int x, int y, int look_roll, int sapphire, int emerald, int ruby)
{
    spg_cell *cell = &c->L->cell[y][x];
    /* a block made on top of the border is an object of its own, off the map's grid */
    bool on_map = cell->kind != SPG_T_BORDER || c->phase == CLASSIC_PHASE_BORDER;
    if (look_roll && roll(c, 1, 10, &S_LOOK) == 1) {
        T_DECIDE(c, "the other look");
        if (on_map) {
            cell->flags |= SPG_TF_ALT_LOOK;
            if (TR(c))
                trace_tile(TR(c), x, y, cell->kind, cell->content, cell->flags, SPG_CAUSE_LAST);
        }
    }
    int g = roll(c, 1, 100, &S_EARTH_GOLD);
    if (g < 30) {
        T_DECIDE(c, g < 20 ? "a gold vein" : "a rich gold vein");
        if (on_map)
            earth_set_content(c, x, y, g < 20 ? SPG_C_GOLD : SPG_C_RICH_GOLD);
        return;
    }
    T_DECIDE(c, "no gold");
    if (!classic_strictly_inside(c->L, x, y))
        return;
    /* gems are real objects inside the block: the key's rounds see them */
    if (roll(c, 1, sapphire, &S_SAPPHIRE) == 1)
        hide(c, x, y, on_map, SPG_C_SAPPHIRE, SPG_E_SAPPHIRE_BIG);
    else if (roll(c, 1, emerald, &S_EMERALD) == 1)
        hide(c, x, y, on_map, SPG_C_EMERALD, SPG_E_EMERALD_BIG);
    else if (roll(c, 1, ruby, &S_RUBY) == 1)
        hide(c, x, y, on_map, SPG_C_RUBY, SPG_E_RUBY_BIG);
    else if (roll(c, 1, 1200, &S_ITEM) == 1) {
        /* oBrick's (oLush's, oDark's, oTemple's) Create event: scrGenerateItem(x+8, y+8,
         * 2), whose own roll picks the item */
        hide(c, x, y, on_map, SPG_C_ITEM, -1);
        classic_hidden_item(c, x, y);
    }
}
