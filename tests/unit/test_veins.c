/* test_veins.c — a block's vein is its look, and pays out only while the block keeps that
 * look: the border's blocks take the plain look as they are made (scrInitLevel), blocks
 * with an open top or underside an edge look (scrSetupWalls), and only a Create event run
 * after that (Olmec's hall) gives a block its gold look back.  The rules on hand-made
 * levels (the rig), then on whole levels; none of them changes a draw.  And the treasure
 * scrInitLevel takes out of an indestructible block leaves the block holding nothing. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "classic_rig.h"
#include "gen.h"
#include "quirks.h"
#include "styles/classic/olmec.h"
#include "styles/classic/temple.h"
#include "fixture.h"

static spg_level *L;

static int setup_all(void **st)
{
    L = calloc(1, sizeof *L);
    return L ? setup(st) : -1;
}

static int teardown_all(void **st)
{
    free(L);
    return teardown(st);
}

/* A block of `kind` at (x,y) (its creation rolls made) holding `content`. */
static void block_holding(rig *r, int x, int y, int kind, int content)
{
    rig_block(r, x, y, kind);
    L->cell[y][x].content = (uint8_t)content;
}

/* A column of blocks of `kind` from y0 to y1 at x, each holding a gold vein. */
static void vein_column(rig *r, int x, int y0, int y1, int kind)
{
    for (int y = y0; y <= y1; y++)
        block_holding(r, x, y, kind, SPG_C_GOLD);
}

static int content_at(int x, int y) { return L->cell[y][x].content; }

/* classic_vein_looks, which must not draw. */
static void looks(rig *r)
{
    uint32_t before = rig_draws(r);
    classic_vein_looks(&r->c);
    assert_int_equal(rig_draws(r), before);
}

/* scrSetupWalls 24-52: an oBrick whose top or underside is open takes sCaveUp, sCaveUp2
 * or sBrickDown, and oBrick's Destroy event pays only for sBrickGold / sBrickGoldBig: the
 * column's top and bottom blocks lose their veins, the middle one keeps its vein, and a
 * gem (a real object inside, whatever the look) stays. */
static void mines_open_side_hides_the_vein(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_MINES, 2);
    vein_column(&r, 10, 10, 12, SPG_T_BRICK);
    L->cell[10][10].content = SPG_C_RICH_GOLD;
    block_holding(&r, 11, 11, SPG_T_BRICK, SPG_C_RICH_GOLD); /* a side open: no matter */
    block_holding(&r, 20, 11, SPG_T_BRICK, SPG_C_EMERALD);   /* open top, a gem inside */
    looks(&r);
    assert_int_equal(content_at(10, 10), SPG_C_NONE); /* the open top: sCaveUp */
    assert_int_equal(content_at(10, 11), SPG_C_GOLD);  /* covered both ways */
    assert_int_equal(content_at(10, 12), SPG_C_NONE); /* the open underside: sBrickDown */
    assert_int_equal(content_at(11, 11), SPG_C_NONE); /* open above and below: sCaveUp2 */
    assert_int_equal(content_at(20, 11), SPG_C_EMERALD);
}

/* Only a block of the brick's own object covers it (collision_point with oBrick): a stone
 * block (oBlock) above does not; the border (an oBrick) and the exit's hard block (an
 * oBrick made invincible) do; from row 33 down (`y >= 528`) the underside counts covered. */
static void mines_what_covers_a_brick(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_MINES, 2);
    rig_block(&r, 5, 10, SPG_T_STONE);
    vein_column(&r, 5, 11, 12, SPG_T_BRICK);
    block_holding(&r, 5, 13, SPG_T_BRICK, SPG_C_NONE);
    rig_block(&r, 7, 10, SPG_T_BORDER);
    vein_column(&r, 7, 11, 11, SPG_T_BRICK);
    rig_block(&r, 7, 12, SPG_T_BRICK);
    L->cell[12][7].kind = SPG_T_HARD_BRICK; /* as the '9' tile leaves the exit's brick */
    vein_column(&r, 9, 31, 33, SPG_T_BRICK);
    vein_column(&r, 11, 31, 32, SPG_T_BRICK);
    looks(&r);
    assert_int_equal(content_at(5, 11), SPG_C_NONE); /* under stone: open */
    assert_int_equal(content_at(5, 12), SPG_C_GOLD);
    assert_int_equal(content_at(7, 11), SPG_C_GOLD); /* border above, hard brick below */
    assert_int_equal(content_at(9, 31), SPG_C_NONE);
    assert_int_equal(content_at(9, 32), SPG_C_GOLD);
    assert_int_equal(content_at(9, 33), SPG_C_GOLD); /* on row 33: covered below */
    assert_int_equal(content_at(11, 32), SPG_C_NONE); /* row 32: open below */
}

/* scrSetupWalls 69-104 for oLush: the same rule with the Jungle's own blocks (a temple block
 * above is an oTemple, no cover), and on the flooded level (scrSetupWalls(656)) the
 * underside counts covered from row 41, not 33. */
static void jungle_lush_and_the_lake(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_JUNGLE, 6);
    vein_column(&r, 4, 10, 12, SPG_T_LUSH);
    rig_block(&r, 6, 10, SPG_T_TEMPLE);
    vein_column(&r, 6, 11, 12, SPG_T_LUSH);
    rig_block(&r, 6, 13, SPG_T_LUSH);
    vein_column(&r, 8, 32, 33, SPG_T_LUSH);
    looks(&r);
    assert_int_equal(content_at(4, 10), SPG_C_NONE);
    assert_int_equal(content_at(4, 11), SPG_C_GOLD);
    assert_int_equal(content_at(4, 12), SPG_C_NONE);
    assert_int_equal(content_at(6, 11), SPG_C_NONE); /* under a temple block */
    assert_int_equal(content_at(6, 12), SPG_C_GOLD);
    assert_int_equal(content_at(8, 33), SPG_C_GOLD);

    rig_init(&r, L, SPG_AREA_JUNGLE, 7);
    L->flags.lake = true;
    vein_column(&r, 8, 32, 33, SPG_T_LUSH);
    vein_column(&r, 10, 40, 41, SPG_T_LUSH);
    looks(&r);
    assert_int_equal(content_at(8, 33), SPG_C_NONE); /* row 33 is no floor here */
    assert_int_equal(content_at(10, 41), SPG_C_GOLD);
}

/* scrSetupWalls 195-277 for oTemple (in any area: the Jungle's temple blocks too): `if
 * (not up) ... else if (not down)` replaces the look of the same blocks; an oTempleFake
 * (an idol room's door and the tile under it) covers the underside, and — the
 * temple-fake-below quirk — a fake block BELOW covers the top too. */
/* The Black Market's door stands in front of its block (scrEntityGen leaves the block):
 * the block's look, and so its vein, follow the rule as any block's. */
static void a_market_doors_block_keeps_its_rule(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_JUNGLE, 6);
    vein_column(&r, 4, 10, 12, SPG_T_LUSH);
    vein_column(&r, 6, 10, 12, SPG_T_LUSH);
    L->cell[10][4].kind = SPG_T_MARKET_DOOR; /* its top open: an edge look */
    L->cell[11][6].kind = SPG_T_MARKET_DOOR; /* covered above and below: still a vein */
    looks(&r);
    assert_int_equal(content_at(4, 10), SPG_C_NONE);
    assert_int_equal(content_at(6, 11), SPG_C_GOLD);
}

static void temple_blocks_and_fake_fronts(void **st)
{
    (void)st;
    rig r;
    for (int quirk = 0; quirk < 2; quirk++) {
        rig_init(&r, L, SPG_AREA_TEMPLE, 14);
        if (!quirk)
            r.opt.quirks &= ~(1u << SPG_Q_TEMPLE_FAKE_BELOW);
        vein_column(&r, 4, 10, 12, SPG_T_TEMPLE);
        block_holding(&r, 6, 10, SPG_T_TEMPLE, SPG_C_RICH_GOLD); /* a door under it */
        cg_set_tile(&r.c, 6, 11, SPG_T_IDOL_TRAP, SPG_TF_ALT_LOOK, 0);
        looks(&r);
        assert_int_equal(content_at(4, 10), SPG_C_NONE);
        assert_int_equal(content_at(4, 11), SPG_C_GOLD);
        assert_int_equal(content_at(4, 12), SPG_C_NONE); /* `else if (not down)` */
        assert_int_equal(content_at(6, 10), quirk ? SPG_C_RICH_GOLD : SPG_C_NONE);
    }
    /* the Jungle's temple blocks follow oTemple's rule, not oLush's */
    rig_init(&r, L, SPG_AREA_JUNGLE, 5);
    vein_column(&r, 4, 10, 12, SPG_T_TEMPLE);
    block_holding(&r, 4, 13, SPG_T_LUSH, SPG_C_GOLD);
    looks(&r);
    assert_int_equal(content_at(4, 11), SPG_C_GOLD);
    assert_int_equal(content_at(4, 12), SPG_C_NONE); /* lush below covers no oTemple */
    assert_int_equal(content_at(4, 13), SPG_C_NONE); /* nor a temple block an oLush */
}

/* scrInitLevel 84-126: each border block takes the plain look right after it is made
 * (sBrick, sLush, sDark, sTemple): after the border no border tile holds a vein, and
 * every vein roll was still drawn — a second rig making the same blocks from the same
 * state without the rule shows veins on them.  The Ice Caves' row 40 is no border (its
 * veins wait for scrSetupWalls, which finds their tops open). */
static void border_takes_the_plain_look(void **st)
{
    (void)st;
    const spg_area areas[] = {SPG_AREA_MINES, SPG_AREA_JUNGLE, SPG_AREA_ICE_CAVES,
                              SPG_AREA_TEMPLE, SPG_AREA_OLMEC};
    const int levels[] = {2, 6, 10, 14, 16};
    static spg_level bare;
    for (size_t a = 0; a < sizeof areas / sizeof areas[0]; a++) {
        rig r, s;
        rig_init(&r, L, areas[a], levels[a]);
        r.c.phase = CLASSIC_PHASE_BORDER;
        classic_border(&r.c);
        rig_init(&s, &bare, areas[a], levels[a]);
        s.c.phase = CLASSIC_PHASE_BORDER;
        int rolled = 0, row40 = 0;
        for (int i = 0; i < L->nblock; i++) {
            spg_block b = L->block[i];
            cg_make_block(&s.c, b.x, b.y, b.kind, 0, 0);
            const spg_cell *kept = &L->cell[b.y][b.x], *raw = &bare.cell[b.y][b.x];
            bool vein = raw->content == SPG_C_GOLD || raw->content == SPG_C_RICH_GOLD;
            if (b.kind == SPG_T_BORDER) {
                rolled += vein;
                assert_int_equal(kept->content, SPG_C_NONE);
            } else {
                row40 += vein;
                assert_int_equal(kept->content, raw->content);
            }
        }
        assert_int_equal(rig_draws(&r), rig_draws(&s));
        assert_true(rolled > 5);
        if (areas[a] == SPG_AREA_ICE_CAVES) {
            assert_true(row40 > 0);
            classic_vein_looks(&r.c);
            for (int x = 0; x <= 42; x++)
                assert_int_equal(L->cell[40][x].content == SPG_C_GOLD ||
                                     L->cell[40][x].content == SPG_C_RICH_GOLD,
                                 0);
        }
    }
}

/* scrInitLevel 259-266: `with oTreasure`, a treasure inside an invincible solid is
 * destroyed; the block it was made in then holds nothing.  A block anyone can break
 * keeps its gem, and an item hidden in a sealed block (an oItem, no oTreasure) stays. */
static void finish_empties_the_sealed_block(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_JUNGLE, 6);
    rig_block(&r, 6, 30, SPG_T_LUSH);
    L->cell[30][6] = (spg_cell){SPG_T_LUSH, SPG_C_EMERALD, SPG_TF_INVINCIBLE};
    int sealed = cg_entity_px(&r.c, SPG_E_EMERALD_BIG, 6 * 16 + 8, 30 * 16 + 8, SPG_INFO_INSIDE, 0);
    rig_block(&r, 8, 30, SPG_T_LUSH);
    L->cell[30][8] = (spg_cell){SPG_T_LUSH, SPG_C_RUBY, 0};
    int open = cg_entity_px(&r.c, SPG_E_RUBY_BIG, 8 * 16 + 8, 30 * 16 + 8, SPG_INFO_INSIDE, 0);
    rig_block(&r, 10, 30, SPG_T_LUSH); /* an item hidden in a sealed block: an oItem */
    L->cell[30][10] = (spg_cell){SPG_T_LUSH, SPG_C_ITEM, SPG_TF_INVINCIBLE};
    int item = cg_entity_px(&r.c, SPG_E_ITEM, 10 * 16 + 8, 30 * 16 + 8, SPG_INFO_INSIDE, 0);
    classic_finish(&r.c);
    assert_false(L->ent[item].gone);
    assert_int_equal(content_at(10, 30), SPG_C_ITEM);
    assert_true(L->ent[sealed].gone);
    assert_int_equal(content_at(6, 30), SPG_C_NONE);
    assert_false(L->ent[open].gone);
    assert_int_equal(content_at(8, 30), SPG_C_RUBY);
}

/* ------------------------------------------------------------------ whole levels */

static void gen(uint32_t state, int level, bool lake, int gold_door)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.seed = state;
    rq.level = level;
    rq.from_state = true;
    rq.trace = true;
    if (lake)
        rq.opt.lake = 1;
    rq.opt.gold_door_level = gold_door;
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
}

static bool vein(int content) { return content == SPG_C_GOLD || content == SPG_C_RICH_GOLD; }

/* Veins rolled on the level (the gold roll's value) against veins it keeps: on whole
 * levels of every area many are rolled and fewer kept, none on the border. */
static void levels_keep_fewer_veins_than_they_roll(void **st)
{
    (void)st;
    const struct { int level; bool lake; int gold_door; } lv[] = {
        {1, false, 0}, {3, false, 0}, {5, false, 0}, {7, true, 0}, {9, false, 0},
        {11, false, 0}, {13, false, 0}, {15, false, 14}, {16, false, 0}};
    for (size_t i = 0; i < sizeof lv / sizeof lv[0]; i++)
        for (uint32_t s = 1; s <= 3; s++) {
            gen(s * 2654435761u, lv[i].level, lv[i].lake, lv[i].gold_door);
            const spg_level *M = &res->level;
            int rolled = 0, kept = 0;
            for (size_t k = 0; k < res->trace.n; k++) {
                const spg_event *e = &res->trace.ev[k];
                rolled += e->kind == SPG_EV_DRAW && e->site && e->text &&
                          strcmp(e->site->name, "earth.gold") == 0 && e->value < 30;
            }
            for (int y = 0; y < M->h; y++)
                for (int x = 0; x < M->w; x++) {
                    kept += vein(M->cell[y][x].content);
                    if (M->cell[y][x].kind == SPG_T_BORDER)
                        assert_false(vein(M->cell[y][x].content));
                }
            if (M->flags.city_of_gold) /* gold blocks roll no vein; a Jungle block may */
                continue;
            assert_true(rolled > 10);
            assert_true(kept > 0 && kept < rolled);
        }
}

/* Olmec's hall: the blocks after the level object run their Create events once
 * scrInitLevel has returned (after scrSetupWalls), so the gold look one rolls stays, its
 * top open or not; a block before it rolled first and loses its vein as any block.  The
 * passes in their order on a hand-made hall: the hall, the dressing, the finish. */
static void olmec_hall_after_keeps_its_look(void **st)
{
    (void)st;
    spg_halldata h;
    char err[256];
    const char *text = "temple 160 160\nlevel 0 0\ntemple 320 160\n";
    assert_int_equal(halldata_parse(text, strlen(text), "t.hall", &h, err, sizeof err), 0);
    int kept = 0;
    for (uint32_t s = 1; s <= 40; s++) {
        rig r;
        rig_init(&r, L, SPG_AREA_OLMEC, 16);
        rig_state(&r, s * 2654435761u);
        r.c.hall = &h;
        r.c.phase = CLASSIC_PHASE_HALL;
        olmec_hall(&r.c);
        assert_int_equal(content_at(20, 10), SPG_C_NONE); /* not rolled yet */
        L->cell[10][10].content = SPG_C_GOLD;
        r.c.phase = CLASSIC_PHASE_DRESSING;
        classic_dressing(&r.c);
        assert_int_equal(content_at(10, 10), SPG_C_NONE);
        r.c.phase = CLASSIC_PHASE_FINISH;
        classic_finish(&r.c);
        assert_int_equal(content_at(10, 10), SPG_C_NONE);
        kept += vein(content_at(20, 10));
    }
    assert_true(kept > 4); /* about 3 in 10 roll one */
    halldata_free(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mines_open_side_hides_the_vein),
        cmocka_unit_test(mines_what_covers_a_brick),
        cmocka_unit_test(jungle_lush_and_the_lake),
        cmocka_unit_test(a_market_doors_block_keeps_its_rule),
        cmocka_unit_test(temple_blocks_and_fake_fronts),
        cmocka_unit_test(border_takes_the_plain_look),
        cmocka_unit_test(finish_empties_the_sealed_block),
        cmocka_unit_test(levels_keep_fewer_veins_than_they_roll),
        cmocka_unit_test(olmec_hall_after_keeps_its_look),
    };
    return cmocka_run_group_tests(tests, setup_all, teardown_all);
}
