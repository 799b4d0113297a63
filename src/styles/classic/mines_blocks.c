/* mines_blocks.c — the Mines' block pass (scrEntityGen's part for levels 1-4): the loose
 * treasure on every block, who lives under and on it, the key and chest, the arrow traps
 * (classic-draw-order §5). */
#include "mines.h"

static const spg_site S_GIANT = SPG_SITE("mines.giant_spider",
                                 "1 hangs the Giant Spider here (1 in 40, when allowed, once)");
static const spg_site S_LAMP = SPG_SITE("mines.lamp", "dark level: 1 hangs a lamp (1 in 60)");
static const spg_site S_MINES_SCARAB = SPG_SITE("mines.scarab", "dark level: 1 makes a Scarab (1 in 40)");
static const spg_site S_MINES_SCARAB_TIMER = SPG_SITE("mines.scarab.timer",
                                        "the Scarab's own creation roll: its timer (10-30)");
static const spg_site S_MINES_BAT = SPG_SITE("mines.bat", "1 hangs a Bat (1 in 60)");
static const spg_site S_SPIDER = SPG_SITE("mines.spider", "1 hangs a Spider (1 in 80)");
static const spg_site S_SNAKE = SPG_SITE("mines.snake", "1 puts a Snake on the block (1 in 60)");
static const spg_site S_MINES_CAVEMAN = SPG_SITE("mines.caveman", "1 puts a Caveman on the block (1 in 800)");

/* Monsters under and on the block at (x,y), for a block outside the start room. */
static void mines_inhabit(cg *c, int x, int y)
{
    spg_level *L = c->L;
    /* scrEntityGen 47-50: two open tiles below and no enemy at the point (x, y+16), the
     * next tile's top-left pixel: a Bat's, a Snake's or a Caveman's box misses it, the
     * Giant Spider's (32 px wide, hung from the block to the left) covers it */
    bool below_open = y < L->h - 4 && !level_solid(L, x, y + 1) && !level_solid(L, x, y + 2) &&
                      !co_point(c->data->kinds, L, x * 16, y * 16 + 16, CO_ENEMY);
    if (below_open) {
        bool giant_ok = c->gen_giant_spider && !c->giant_spider && !level_solid(L, x + 1, y + 1) &&
                        !level_solid(L, x + 1, y + 2);
        bool dark = L->flags.dark;
        if (test(c, giant_ok, 1, 40, 1, &S_GIANT)) {
            T_DECIDE(c, "the Giant Spider");
            c->giant_spider = true;
            cg_flag(c, "giant_spider", &L->flags.giant_spider, true, SPG_CAUSE_LAST);
            cg_entity(c, SPG_E_GIANT_SPIDER, x, y + 1, 0, SPG_CAUSE_LAST);
            /* oGiantSpiderHang's Create event: a Web under each of its two tiles */
            cg_entity(c, SPG_E_WEB, x, y + 2, 0, SPG_CAUSE_LAST);
            cg_entity(c, SPG_E_WEB, x + 1, y + 2, 0, SPG_CAUSE_LAST);
        } else if (test(c, dark, 1, 60, 1, &S_LAMP)) {
            T_DECIDE(c, "a lamp");
            cg_entity(c, SPG_E_LAMP, x, y + 1, 0, SPG_CAUSE_LAST);
        } else if (test(c, dark, 1, 40, 1, &S_MINES_SCARAB)) {
            T_DECIDE(c, "a Scarab");
            cg_entity(c, SPG_E_SCARAB, x, y + 1, 0, SPG_CAUSE_LAST);
            waste(c, 10, 30, &S_MINES_SCARAB_TIMER); /* a Scarab rolls as it is created */
        } else if (roll(c, 1, 60, &S_MINES_BAT) == 1) {
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
        } else if (roll(c, 1, 800, &S_MINES_CAVEMAN) == 1) {
            T_DECIDE(c, "a Caveman");
            cg_entity(c, SPG_E_CAVEMAN, x, y - 1, 0, SPG_CAUSE_LAST);
        }
    }
}

static const spg_site S_GIANT_ALLOWED = SPG_SITE("mines.giant_spider_allowed",
                                         "1 lets a Giant Spider appear on this level (1 in 6)");

void mines_block_pass(cg *c)
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
        /* every treasure rule wants the top open, every monster open space under or
         * over the block: one buried above and below draws nothing (most of a level's
         * earth), one buried above no treasure */
        bool covered = level_solid(L, b.x, b.y - 1);
        if (covered && level_solid(L, b.x, b.y + 1))
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        if (!covered && b.kind != SPG_T_ALTAR && b.kind != SPG_T_IDOL_ALTAR)
            classic_treasure(c, b.x, b.y, 0);
        if (classic_room_x(b.x) != L->start_x || classic_room_y(b.y - 1) != L->start_y) {
            T_FOCUS_TILE(c, b.x, b.y);
            mines_inhabit(c, b.x, b.y);
        }
    }
    T_FOCUS_NONE(c);
    classic_key_and_chest(c);
    classic_arrow_traps(c);
}
