/* test_temple_rules.c — single rules of the Temple's scripts on hand-made levels (the
 * rig): the sun room's codes (scrRoomGen4's Jungle blocks and trees), its branches in the
 * wall dressing (scrSetupWalls), and the other rules classic-divergences.md lists for the
 * Temple, each shown both ways where a level can show it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "classic_rig.h"
#include "trace.h"
#include "styles/classic/temple.h"

static spg_level *L;

static int setup(void **st)
{
    (void)st;
    L = calloc(1, sizeof *L);
    return L ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    free(L);
    return 0;
}

/* A room of 0s with a floor of 1s on its last row. */
static void open_room(char room[8][10])
{
    memset(room, '0', 8 * 10);
    memset(room[7], '1', 10);
}

/* scrRoomGen4 "d" (spelgen's E) is an oLush made whatever is there, "e" one half the time
 * (its rand(1,2)), and neither is a temple block. */
static void sun_room_earth(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_TEMPLE, 13);
    char room[8][10];
    open_room(room);
    memcpy(room[6], "0EEEE0e0e0", 10);
    temple_room_tiles(&r.c, 0, 0, room);
    for (int i = 1; i <= 4; i++)
        assert_int_equal(level_tile(L, 1 + i, 7), SPG_T_LUSH);
    assert_int_equal(level_tile(L, 1, 7), SPG_T_EMPTY);
    /* the two e tiles roll once each; over many states both ways show */
    int seen[2] = {0, 0};
    for (uint32_t s = 1; s <= 40; s++) {
        rig_init(&r, L, SPG_AREA_TEMPLE, 13);
        rig_state(&r, s * 7919u);
        open_room(room);
        room[6][5] = 'e';
        temple_room_tiles(&r.c, 0, 0, room);
        seen[level_tile(L, 6, 7) == SPG_T_LUSH]++;
        assert_true(level_tile(L, 6, 7) == SPG_T_LUSH || level_tile(L, 6, 7) == SPG_T_EMPTY);
    }
    assert_true(seen[0] > 0 && seen[1] > 0);
}

/* scrRoomGen4 "T" (spelgen's Y): a tree grown as the Jungle's, trunk and leaves; its
 * draws are the Jungle's tree's (jungle.tree.grow first). */
static void sun_room_tree(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_TEMPLE, 13);
    char room[8][10];
    open_room(room);
    room[6][4] = 'Y';
    temple_room_tiles(&r.c, 0, 0, room);
    assert_int_equal(level_tile(L, 5, 7), SPG_T_TREE);
    assert_int_equal(rig_count(&r, SPG_E_LEAVES), 2);
    int trunk = 0;
    for (int y = 0; y < L->h; y++)
        trunk += level_tile(L, 5, y) == SPG_T_TREE;
    assert_true(trunk >= 1 && trunk <= 6);
}

/* scrSetupWalls 493-514: in the Temple too, a branch with leaves right above it is
 * destroyed, and its Destroy event throws a leaf: four rand(0,8) draws.  One without
 * leaves above stays and draws nothing. */
static void branches_under_leaves_break(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_TEMPLE, 13);
    cg_entity(&r.c, SPG_E_TREE_BRANCH, 10, 10, 0, 0);
    cg_entity(&r.c, SPG_E_LEAVES, 10, 9, 0, 0);
    cg_entity(&r.c, SPG_E_TREE_BRANCH, 20, 10, 0, 0);
    uint32_t before = rig_draws(&r);
    temple_walls(&r.c);
    assert_int_equal(rig_draws(&r) - before, 4);
    assert_false(level_entity_at(L, 10, 10, SPG_E_TREE_BRANCH));
    assert_true(level_entity_at(L, 20, 10, SPG_E_TREE_BRANCH));
}

/* How many draws of site `name` the trace holds. */
static int draws_at(const spg_trace *t, const char *name)
{
    int n = 0;
    for (size_t i = 0; i < t->n; i++)
        n += t->ev[i].kind == SPG_EV_DRAW && t->ev[i].site && !strcmp(t->ev[i].site->name, name);
    return n;
}

/* scrRoomGen4's "D" is an oDoor, sDoor's box 1-14 across and 32 down: no collision_point
 * at a tile's corner meets it, a rectangle over its column does. */
static void idol_door_box(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_TEMPLE, 13);
    cg_make_block(&r.c, 10, 11, SPG_T_IDOL_TRAP, SPG_TF_ALT_LOOK, 0);
    cg_make_block(&r.c, 20, 11, SPG_T_IDOL_TRAP, 0, 0); /* a ceiling trap: a full box */
    assert_true(level_solid(L, 10, 11)); /* a solid all the same */
    assert_false(co_solid_at(L, 10, 11));
    assert_true(co_solid_at(L, 20, 11));
    assert_false(co_point(r.c.data->kinds, L, 10 * 16, 11 * 16, CO_SOLID));
    assert_true(co_point(r.c.data->kinds, L, 10 * 16 + 1, 11 * 16, CO_SOLID));
    assert_false(co_point(r.c.data->kinds, L, 10 * 16 + 15, 11 * 16, CO_SOLID));
}

/* In the block pass (scrEntityGen's Temple part) a block on top of a door sees open
 * tiles under it, as a block over air does, so a dark level rolls it a Scarab; over a
 * temple block it rolls none.  The door itself, a solid, is visited too. */
static void idol_door_in_the_block_pass(void **st)
{
    (void)st;
    int scarabs[2];
    for (int door = 0; door < 2; door++) {
        rig r;
        rig_init(&r, L, SPG_AREA_TEMPLE, 13);
        spg_trace *t = calloc(1, sizeof *t);
        assert_non_null(t);
        trace_begin(t, L->w, L->h, L->room_w, L->room_h, L->room_x0, L->room_y0);
        r.c.T = t;
        r.rng.trace = t;
        L->flags.dark = true;
        cg_make_block(&r.c, 10, 10, SPG_T_TEMPLE, 0, 0);
        if (door)
            cg_make_block(&r.c, 10, 11, SPG_T_IDOL_TRAP, SPG_TF_ALT_LOOK, 0);
        else
            cg_make_block(&r.c, 10, 11, SPG_T_TEMPLE, 0, 0);
        temple_block_pass(&r.c);
        scarabs[door] = draws_at(t, "temple.scarab");
        trace_free(t);
        free(t);
    }
    assert_int_equal(scarabs[0], 1); /* only the lower block has open tiles under it */
    assert_int_equal(scarabs[1], 2);
}

/* The arrow trap's clearance and the Tomb Lord's room are rectangles: a door in them is
 * met (its box fills most of its column), but not in the column the rectangle's right
 * edge only touches (x+48: the door's box starts a pixel in). */
static void idol_door_in_rectangles(void **st)
{
    (void)st;
    int traps[3];
    for (int where = 0; where < 3; where++) {
        rig r;
        rig_init(&r, L, SPG_AREA_TEMPLE, 13);
        /* a stone block with a block on its left and air on its right: an Arrow Trap
         * facing right where the three tiles right of it are clear */
        int n = 0;
        for (uint32_t s = 1; s <= 200; s++) {
            rig_init(&r, L, SPG_AREA_TEMPLE, 13);
            rig_state(&r, s * 2654435761u);
            rig_row(&r, 5, 30, 21, SPG_T_TEMPLE);
            rig_block(&r, 14, 20, SPG_T_TEMPLE);
            cg_make_block(&r.c, 15, 20, SPG_T_STONE, 0, 0);
            if (where == 1)
                cg_make_block(&r.c, 17, 19, SPG_T_IDOL_TRAP, SPG_TF_ALT_LOOK, 0);
            if (where == 2)
                cg_make_block(&r.c, 18, 19, SPG_T_IDOL_TRAP, SPG_TF_ALT_LOOK, 0);
            temple_block_pass(&r.c);
            n += level_tile(L, 15, 20) == SPG_T_ARROW_TRAP_RIGHT;
        }
        traps[where] = n;
    }
    assert_true(traps[0] > 0);
    /* the door at (17,19) reaches down into row 20, two tiles right: the trap's way is
     * blocked; at (18,19), three tiles right, the rectangle only touches its column
     * (the door's own visit shifts the draws, so only "some" can be asked) */
    assert_int_equal(traps[1], 0);
    assert_true(traps[2] > 0);
}

/* scrRoomGen4 makes the idol 16 px right and 12 down of its "I" tile (and the pit's 24 px
 * right of its ";"), and scrTreasureGen keeps treasure 64 px from that box (rule 7 of the
 * Mines, the same in the Temple): a block five tiles right of the I is within 64 px of
 * the real box (59 px), not of one on the I's own tile (67 px). */
static void idol_keeps_treasure_off(void **st)
{
    (void)st;
    rig r;
    rig_init(&r, L, SPG_AREA_TEMPLE, 13);
    char room[8][10];
    open_room(room);
    room[3][2] = 'I';
    temple_room_tiles(&r.c, 0, 0, room);
    int idol = -1;
    for (int i = 0; i < L->nent; i++)
        if (L->ent[i].kind == SPG_E_GOLDEN_IDOL)
            idol = i;
    assert_true(idol >= 0);
    int tx = 1 + 2, ty = 1 + 3; /* the I's tile in the level */
    assert_int_equal(co_px(&L->ent[idol]), tx * 16 + 16);
    assert_int_equal(co_py(&L->ent[idol]), ty * 16 + 12);
    assert_true(co_entity_near_block(r.c.data->kinds, L, tx + 5, ty, CO_IDOL, 64));
    assert_false(co_entity_near_block(r.c.data->kinds, L, tx + 6, ty, CO_IDOL, 64));
}

/* The shop's sign is an oSign, an oSolid: the Temple's block pass (`with oSolid`) gives
 * it the statue's rand(1,100) as it gives every solid (then stops: it is in the shop). */
static void shop_sign_is_a_solid(void **st)
{
    (void)st;
    int statues[2];
    for (int sign = 0; sign < 2; sign++) {
        rig r;
        rig_init(&r, L, SPG_AREA_TEMPLE, 13);
        spg_trace *t = calloc(1, sizeof *t);
        assert_non_null(t);
        trace_begin(t, L->w, L->h, L->room_w, L->room_h, L->room_x0, L->room_y0);
        r.c.T = t;
        r.rng.trace = t;
        cg_make_block(&r.c, 10, 20, SPG_T_TEMPLE, 0, 0);
        if (sign) {
            char room[8][10];
            open_room(room);
            room[2][5] = 'k';
            temple_room_tiles(&r.c, 2, 0, room); /* a room whose floor is temple blocks */
        }
        int before = draws_at(t, "temple.statue");
        assert_int_equal(before, 0);
        temple_block_pass(&r.c);
        statues[sign] = draws_at(t, "temple.statue");
        trace_free(t);
        free(t);
    }
    /* the room's floor (10 blocks) and its sign are solids too */
    assert_int_equal(statues[0], 1);
    assert_int_equal(statues[1], 1 + 10 + 1);
}

/* scrEntityGen's "no enemy above" is collision_point(x, y-16, oEnemy): a Caveman standing
 * on the block (his box starts a pixel in) is not seen, so the block still rolls its
 * inhabitants; a Hawkman (a full box) is. */
static void enemy_above_is_a_point(void **st)
{
    (void)st;
    int cavemen[3];
    static const int kinds[3] = {-1, SPG_E_CAVEMAN, SPG_E_HAWKMAN};
    for (int k = 0; k < 3; k++) {
        rig r;
        rig_init(&r, L, SPG_AREA_TEMPLE, 14); /* no Tomb Lord roll unless allowed */
        spg_trace *t = calloc(1, sizeof *t);
        assert_non_null(t);
        trace_begin(t, L->w, L->h, L->room_w, L->room_h, L->room_x0, L->room_y0);
        r.c.T = t;
        r.rng.trace = t;
        cg_make_block(&r.c, 10, 20, SPG_T_TEMPLE, 0, 0);
        if (kinds[k] >= 0)
            cg_entity(&r.c, kinds[k], 10, 19, 0, 0);
        temple_block_pass(&r.c);
        cavemen[k] = draws_at(t, "temple.caveman");
        trace_free(t);
        free(t);
    }
    assert_int_equal(cavemen[0], 1);
    assert_int_equal(cavemen[1], 1);
    assert_int_equal(cavemen[2], 0);
}

/* scrEntityGen 470 puts a smash trap on a block when nothing solid is above it: lava is
 * not solid, so the trap can be made over a lava tile, and that oLava stays under it, so
 * scrSetupWalls still rolls its spurt (and a stone beside it still sees lava). */
static void smash_trap_over_lava_keeps_the_lava(void **st)
{
    (void)st;
    int traps = 0;
    for (uint32_t s = 1; s <= 3000 && traps < 3; s++) {
        rig r;
        rig_init(&r, L, SPG_AREA_TEMPLE, 13);
        rig_state(&r, s * 2654435761u);
        rig_row(&r, 5, 15, 12, SPG_T_TEMPLE);
        rig_block(&r, 10, 11, SPG_T_TEMPLE);
        temple_make_lava(&r.c, 10, 10, 0);
        temple_block_pass(&r.c);
        if (level_tile(L, 10, 10) != SPG_T_SMASH_TRAP)
            continue;
        traps++;
        assert_true(temple_lava_at(L, 10, 10));
        spg_trace *t = calloc(1, sizeof *t);
        assert_non_null(t);
        trace_begin(t, L->w, L->h, L->room_w, L->room_h, L->room_x0, L->room_y0);
        r.c.T = t;
        r.rng.trace = t;
        temple_walls(&r.c);
        int spurts = 0;
        for (size_t i = 0; i < t->n; i++)
            spurts += t->ev[i].kind == SPG_EV_DRAW && t->ev[i].site &&
                      !strcmp(t->ev[i].site->name, "temple.walls.lava_spurt") &&
                      t->ev[i].focus.x == 10 && t->ev[i].focus.y == 10;
        assert_int_equal(spurts, 1);
        trace_free(t);
        free(t);
    }
    assert_true(traps > 0); /* some state made the trap over the lava */
}

/* scrRoomGen4 333-336: the ruby block ('R', spelgen's 'r') is an oTemple whose Create has
 * already rolled its vein or gem when its `treasure` is set to "Big Ruby": it keeps the
 * vein (or the gem, a big ruby among them, then holding two) and holds the ruby too. */
static int ruby_inside(int x, int y)
{
    int n = 0;
    for (int i = 0; i < L->nent; i++)
        n += !L->ent[i].gone && L->ent[i].x == x && L->ent[i].y == y &&
             L->ent[i].kind == SPG_E_RUBY_BIG && L->ent[i].info == SPG_INFO_INSIDE;
    return n;
}

static void ruby_block_keeps_its_vein(void **st)
{
    (void)st;
    rig r;
    char room[8][10];
    int plain = 0, veins = 0, two = 0;
    for (uint32_t s = 1; s <= 2000 && (!plain || !veins || !two); s++) {
        rig_init(&r, L, SPG_AREA_TEMPLE, 13);
        rig_state(&r, s * 2654435761u);
        open_room(room);
        memcpy(room[5], "0rrrrrrrr0", 10);
        temple_room_tiles(&r.c, 0, 0, room);
        for (int i = 1; i <= 8; i++) {
            int x = L->room_x0 + i, y = L->room_y0 + 5;
            const spg_cell *c = &L->cell[y][x];
            assert_int_equal(c->kind, SPG_T_TEMPLE);
            bool extra = (c->flags & SPG_TF_RUBY) != 0;
            /* the ruby is always held: as the content when Create rolled nothing */
            if (!extra) {
                assert_int_equal(c->content, SPG_C_RUBY);
                assert_int_equal(ruby_inside(x, y), 0);
                plain++;
                continue;
            }
            assert_int_not_equal(c->content, SPG_C_NONE);
            veins += c->content == SPG_C_GOLD || c->content == SPG_C_RICH_GOLD;
            if (c->content == SPG_C_RUBY) { /* Create's own big ruby, and the treasure */
                assert_int_equal(ruby_inside(x, y), 1);
                two++;
            }
        }
    }
    print_message("ruby blocks: plain %d, with a vein %d, with two rubies %d\n", plain, veins,
                  two);
    assert_true(plain > 0 && veins > 0 && two > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sun_room_earth),
        cmocka_unit_test(sun_room_tree),
        cmocka_unit_test(branches_under_leaves_break),
        cmocka_unit_test(idol_door_box),
        cmocka_unit_test(idol_door_in_the_block_pass),
        cmocka_unit_test(idol_door_in_rectangles),
        cmocka_unit_test(idol_keeps_treasure_off),
        cmocka_unit_test(shop_sign_is_a_solid),
        cmocka_unit_test(enemy_above_is_a_point),
        cmocka_unit_test(smash_trap_over_lava_keeps_the_lava),
        cmocka_unit_test(ruby_block_keeps_its_vein),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
