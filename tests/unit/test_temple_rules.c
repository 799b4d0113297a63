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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sun_room_earth),
        cmocka_unit_test(sun_room_tree),
        cmocka_unit_test(branches_under_leaves_break),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
