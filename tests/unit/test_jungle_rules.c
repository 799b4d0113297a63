/* test_jungle_rules.c — the Jungle's rules of the original, each on a hand-made level
 * (classic_rig.h): what stands above the top border, the vine chunk's fourth row, the
 * flooded level's exit and its Mega Mouth. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "classic_rig.h"
#include "data/roomdata.h"
#include "styles/classic/jungle.h"

static spg_level *L;
static rig R;

static int setup(void **st)
{
    (void)st;
    L = malloc(sizeof *L);
    return L ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    free(L);
    return 0;
}

/* The draws classic_treasure makes for the block at (x,y). */
static uint32_t treasure_draws(int x, int y)
{
    uint32_t before = rig_draws(&R);
    classic_treasure(&R.c, x, y, 0);
    return rig_draws(&R) - before;
}

/* ------------------------------------------------- a grave above the top border */

/* scrEntityGen's graves stand on any open-topped earth, the top border's too: a grave at
 * y = -16 is an oSolid the later tests see (the border block's treasure, a neighbour's
 * sides), and one made a spear trap has the trap's head above it, so scrTreasureGen's
 * every branch (each wants the tile above open) draws nothing for it. */
static void a_grave_above_the_top_border_is_a_solid(void **st)
{
    (void)st;
    rig_init(&R, L, SPG_AREA_JUNGLE, 6);
    rig_row(&R, 0, 41, 0, SPG_T_BORDER);
    assert_false(level_solid(L, 5, -1));
    uint32_t open = treasure_draws(5, 0);
    assert_true(open > 0); /* an open top: the rock's and the jar's rolls at least */
    rig_block(&R, 5, -1, SPG_T_GRAVE);
    assert_true(level_solid(L, 5, -1));
    assert_int_equal(level_tile(L, 5, -1), SPG_T_GRAVE);
    assert_false(level_solid(L, 5, -2));
    assert_false(level_solid(L, 5, -3)); /* nothing is kept higher */
    assert_false(level_solid(L, 4, -1));
    assert_int_equal(treasure_draws(5, 0), 0); /* covered: no branch of scrTreasureGen */
    /* the grave itself, open above: it rolls as any block would */
    assert_true(treasure_draws(5, -1) > 0);
    /* made a spear trap (foot on the grave, head above it): no treasure */
    rig_block(&R, 5, -1, SPG_T_SPEAR_TRAP);
    rig_block(&R, 5, -2, SPG_T_SPEAR_TRAP);
    assert_true(level_solid(L, 5, -2));
    assert_int_equal(treasure_draws(5, -1), 0);
    /* a fresh level forgets it */
    rig_init(&R, L, SPG_AREA_JUNGLE, 6);
    assert_false(level_solid(L, 5, -1));
    assert_false(level_solid(L, 5, -2));
}

/* ------------------------------------------------------ the vine chunk's fourth row */

/* Fills room `room` (8 rows of 10) with the one vine chunk of `chunk_text` (a set named
 * vines) through jungle_fill_chunks. */
static void fill_vines(const char *chunk_text, char room[8][10])
{
    spg_roomdata d;
    char err[256];
    if (roomdata_parse(chunk_text, strlen(chunk_text), "t.rooms", &d, err, sizeof err) != 0)
        fail_msg("%s", err);
    jungle_sets sets;
    memset(&sets, 0, sizeof sets);
    sets.vines = roomdata_set(&d, "vines");
    rig_init(&R, L, SPG_AREA_JUNGLE, 5);
    R.c.sets = &sets;
    jungle_fill_chunks(&R.c, 0, 0, room);
    assert_int_equal(rig_draws(&R), 1); /* rand(1,n) for the chunk, nothing else */
    roomdata_free(&d);
}

/* scrRoomGen2 289-316: a 'V' slot is written four rows deep, the fourth row (strObs4)
 * from the chunk, or "00000" when it has none, over whatever the room had there. */
static void a_vine_slot_is_four_rows_deep(void **st)
{
    (void)st;
    static const char rows[8][11] = {"1111111111", "10V0000001", "1000000001", "1000000001",
                                     "1022222201", "1000000001", "1000000001", "1111111111"};
    char room[8][10];
    for (int y = 0; y < 8; y++)
        memcpy(room[y], rows[y], 10);
    fill_vines("set vines CHUNK 5x4\nlayout a\nv000v\nv000v\nv000v\n00v00\n", room);
    assert_memory_equal(room[1] + 2, "v000v", 5);
    assert_memory_equal(room[3] + 2, "v000v", 5);
    assert_memory_equal(room[4], "1000v00201", 10); /* the fourth row, over the 2s */
    assert_memory_equal(room[5], "1000000001", 10);
    /* a three-row chunk: its fourth row is written as 0s all the same */
    for (int y = 0; y < 8; y++)
        memcpy(room[y], rows[y], 10);
    fill_vines("set vines CHUNK\nlayout a\nv000v\nv000v\nv000v\n", room);
    assert_memory_equal(room[4], "1000000201", 10);
    /* a slot on the sixth row runs its rows on as text: the fourth is past the room */
    for (int y = 0; y < 8; y++)
        memcpy(room[y], rows[y], 10);
    room[1][2] = '0';
    room[5][2] = 'V';
    fill_vines("set vines CHUNK 5x4\nlayout a\nv000v\nv000v\nv000v\n00v00\n", room);
    assert_memory_equal(room[7], "11v000v111", 10);
}

/* -------------------------------------------------------- the flooded level's Mega Mouth */

/* scrRoomGen2 390-394: a 'J' tile is water with the Mega Mouth (oJaws) in it, made at the
 * tile; its box (sJawsLeft's, 2-15 by 4-29) is two tiles tall, so scrEntityGen's
 * oEnemy rectangle over a block sees it from one and from two tiles above. */
static void the_mega_mouth_is_two_tiles_tall(void **st)
{
    (void)st;
    rig_init(&R, L, SPG_AREA_JUNGLE, 6);
    char room[8][10];
    memset(room, 'w', sizeof room);
    room[3][6] = 'J';
    jungle_room_tiles(&R.c, 0, 0, room, false);
    assert_int_equal(rig_count(&R, SPG_E_MEGA_MOUTH), 1);
    int x = 1 + 6, y = 1 + 3; /* the room starts at (1,1) */
    assert_true(level_entity_at(L, x, y, SPG_E_MEGA_MOUTH));
    assert_true(jungle_water(L, x, y));
    /* its box: the tile and the one below, not the one above or beside */
    assert_true(co_point(R.c.data->kinds, L, x * 16 + 8, y * 16 + 8, CO_ENEMY));
    assert_true(co_point(R.c.data->kinds, L, x * 16 + 8, (y + 1) * 16 + 8, CO_ENEMY));
    assert_false(co_point(R.c.data->kinds, L, x * 16 + 8, (y + 2) * 16 + 8, CO_ENEMY));
    assert_false(co_point(R.c.data->kinds, L, x * 16 + 8, (y - 1) * 16 + 8, CO_ENEMY));
    assert_false(co_point(R.c.data->kinds, L, x * 16, y * 16, CO_ENEMY)); /* its box starts 2 px in */
    /* every water tile drew the chain's two tests (half, spikes), the J none more */
    assert_int_equal(rig_draws(&R), 80 * 2);
}

/* ---------------------------------------------------------- the shop's sign is a solid */

/* The draws scrSetupWalls's Jungle part makes for one earth block at (10,10) with a shop's
 * sign under it (`sign`) or nothing. */
static uint32_t earth_over(bool sign)
{
    rig_init(&R, L, SPG_AREA_JUNGLE, 6);
    R.opt.detail = true;
    rig_block(&R, 10, 10, SPG_T_LUSH);
    if (sign)
        classic_common_tile(&R.c, 0, 0, 10, 11, 'k');
    uint32_t before = rig_draws(&R);
    jungle_setup_walls(&R.c);
    return rig_draws(&R) - before;
}

/* scrSetupWalls: earth rolls its roots and moss only over an open tile; the sign (an
 * oSign, whose parent is oSolid) is not one, so earth over it draws only its top's rolls. */
static void earth_over_a_sign_is_covered(void **st)
{
    (void)st;
    for (uint32_t state = 1; state <= 20; state++) {
        rig_state(&R, state);
        uint32_t open = earth_over(false);
        rig_state(&R, state);
        uint32_t over_sign = earth_over(true);
        assert_true(open >= over_sign + 1); /* the roots' roll (and the moss's) */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_grave_above_the_top_border_is_a_solid),
        cmocka_unit_test(a_vine_slot_is_four_rows_deep),
        cmocka_unit_test(the_mega_mouth_is_two_tiles_tall),
        cmocka_unit_test(earth_over_a_sign_is_covered),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
