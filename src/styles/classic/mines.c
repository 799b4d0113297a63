/* mines.c — the Mines' own rules: what a brick rolls when it is made, and who lives
 * under and on its blocks (classic-draw-order §3 and §5). */
#include "internal.h"

static const spg_site S_LOOK = {"mines.brick.look", "1 gives the brick its other look"};
static const spg_site S_GOLD = {"mines.brick.gold",
                                "< 20 a gold vein, < 30 a rich vein, else maybe a gem"};
static const spg_site S_SAPPHIRE = {"mines.brick.sapphire", "1 hides a big sapphire (1 in 100)"};
static const spg_site S_EMERALD = {"mines.brick.emerald", "1 hides a big emerald (1 in 120)"};
static const spg_site S_RUBY = {"mines.brick.ruby", "1 hides a big ruby (1 in 140)"};
static const spg_site S_ITEM = {"mines.brick.item", "1 hides an item (1 in 1200)"};

static bool strictly_inside(const spg_level *L, int x, int y)
{
    return x > 0 && x < L->w - 1 && y > 0 && y < L->h - 1;
}

static void set_content(cg *c, int x, int y, int content)
{
    spg_cell *cell = &c->L->cell[y][x];
    cell->content = (uint8_t)content;
    if (c->T)
        trace_tile(c->T, x, y, cell->kind, content, cell->flags, SPG_CAUSE_LAST);
}

void mines_block_rolls(cg *c, int x, int y, int kind)
{
    if (kind != SPG_T_BRICK && kind != SPG_T_BORDER)
        return; /* stone, push blocks and altars make no rolls */
    spg_cell *cell = &c->L->cell[y][x];
    bool on_map = cell->kind == kind;
    if (roll(c, 1, 10, &S_LOOK) == 1) {
        T_DECIDE(c, "the other look");
        if (on_map)
            cell->flags |= SPG_TF_ALT_LOOK;
    }
    int g = roll(c, 1, 100, &S_GOLD);
    if (g < 20 || g < 30) {
        T_DECIDE(c, g < 20 ? "a gold vein" : "a rich gold vein");
        if (on_map)
            set_content(c, x, y, g < 20 ? SPG_C_GOLD : SPG_C_RICH_GOLD);
        return;
    }
    T_DECIDE(c, "no gold");
    if (!strictly_inside(c->L, x, y))
        return;
    /* gems are real objects inside the brick: the key's rounds see them */
    static const struct {
        const spg_site *site;
        int n, content, entity;
    } gems[] = {{&S_SAPPHIRE, 100, SPG_C_SAPPHIRE, SPG_E_SAPPHIRE_BIG},
                {&S_EMERALD, 120, SPG_C_EMERALD, SPG_E_EMERALD_BIG},
                {&S_RUBY, 140, SPG_C_RUBY, SPG_E_RUBY_BIG},
                {&S_ITEM, 1200, SPG_C_ITEM, -1}};
    for (int i = 0; i < 4; i++)
        if (roll(c, 1, gems[i].n, gems[i].site) == 1) {
            T_DECIDE(c, "yes");
            if (on_map)
                set_content(c, x, y, gems[i].content);
            if (gems[i].entity >= 0)
                cg_entity(c, gems[i].entity, x, y, 1, SPG_CAUSE_LAST);
            return;
        }
}

static const spg_site S_GIANT = {"mines.giant_spider",
                                 "1 hangs the Giant Spider here (1 in 40, when allowed, once)"};
static const spg_site S_LAMP = {"mines.lamp", "dark level: 1 hangs a lamp (1 in 60)"};
static const spg_site S_SCARAB = {"mines.scarab", "dark level: 1 makes a Scarab (1 in 40)"};
static const spg_site S_BAT = {"mines.bat", "1 hangs a Bat (1 in 60)"};
static const spg_site S_SPIDER = {"mines.spider", "1 hangs a Spider (1 in 80)"};
static const spg_site S_SNAKE = {"mines.snake", "1 puts a Snake on the block (1 in 60)"};
static const spg_site S_CAVEMAN = {"mines.caveman", "1 puts a Caveman on the block (1 in 800)"};

/* Monsters under and on the block at (x,y), for a block outside the start room. */
static void inhabit(cg *c, int x, int y)
{
    spg_level *L = c->L;
    bool below_open = y < L->h - 4 && !level_solid(L, x, y + 1) && !level_solid(L, x, y + 2) &&
                      !level_entity_at(L, x, y + 1, -2);
    if (below_open) {
        bool giant_ok = c->gen_giant_spider && !c->giant_spider && !level_solid(L, x + 1, y + 1) &&
                        !level_solid(L, x + 1, y + 2);
        bool dark = L->flags.dark;
        if (test(c, giant_ok, 1, 40, 1, &S_GIANT)) {
            T_DECIDE(c, "the Giant Spider");
            c->giant_spider = true;
            L->flags.giant_spider = true;
            cg_entity(c, SPG_E_GIANT_SPIDER, x, y + 1, 0, SPG_CAUSE_LAST);
        } else if (test(c, dark, 1, 60, 1, &S_LAMP)) {
            T_DECIDE(c, "a lamp");
            cg_entity(c, SPG_E_LAMP, x, y + 1, 0, SPG_CAUSE_LAST);
        } else if (test(c, dark, 1, 40, 1, &S_SCARAB)) {
            T_DECIDE(c, "a Scarab");
            cg_entity(c, SPG_E_SCARAB, x, y + 1, 0, SPG_CAUSE_LAST);
        } else if (roll(c, 1, 60, &S_BAT) == 1) {
            T_DECIDE(c, "a Bat");
            cg_entity(c, SPG_E_BAT, x, y + 1, 0, SPG_CAUSE_LAST);
        } else if (roll(c, 1, 80, &S_SPIDER) == 1) {
            T_DECIDE(c, "a Spider");
            cg_entity(c, SPG_E_SPIDER, x, y + 1, 0, SPG_CAUSE_LAST);
        }
    }
    if (!level_solid(L, x, y - 1)) {
        if (roll(c, 1, 60, &S_SNAKE) == 1) {
            T_DECIDE(c, "a Snake");
            cg_entity(c, SPG_E_SNAKE, x, y - 1, 0, SPG_CAUSE_LAST);
        } else if (roll(c, 1, 800, &S_CAVEMAN) == 1) {
            T_DECIDE(c, "a Caveman");
            cg_entity(c, SPG_E_CAVEMAN, x, y - 1, 0, SPG_CAUSE_LAST);
        }
    }
}

static const spg_site S_GIANT_ALLOWED = {"mines.giant_spider_allowed",
                                         "1 lets a Giant Spider appear on this level (1 in 6)"};

void mines_inhabitants(cg *c)
{
    spg_level *L = c->L;
    T_FOCUS_NONE(c);
    c->gen_giant_spider = roll(c, 1, 6, &S_GIANT_ALLOWED) == 1;
    T_DECIDE(c, c->gen_giant_spider ? "a Giant Spider may appear" : "no Giant Spider");
    L->flags.giant_spider_allowed = c->gen_giant_spider;
    /* blocks made during the pass are not solids the pass visits (only treasure is made) */
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || level_in_shop(L, b.x, b.y) || b.y <= 1)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        if (b.kind != SPG_T_ALTAR && b.kind != SPG_T_IDOL_ALTAR)
            classic_treasure(c, b.x, b.y, 0);
        if (cg_room_x(c, b.x) != L->start_x || cg_room_y(c, b.y - 1) != L->start_y) {
            T_FOCUS_TILE(c, b.x, b.y);
            inhabit(c, b.x, b.y);
        }
    }
}
