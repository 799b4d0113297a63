/* test_roomscript_jungle.c — reading the Jungle's two room scripts as jungle.rooms
 * (src/import/roomscript_jungle.c), on our own small scripts written in the shape of the
 * original's scrRoomGen2 and scrRoomGenMarket (nothing of the original's: our own rooms,
 * chunks and ranges):
 *   - the sets, ranges, the idol's graveyard room, the four-row vine chunks, the tree
 *     chunks' own range and the code tables in what it writes, which binds as the
 *     Jungle's data with the market's own sets;
 *   - changed layouts and ranges import, a changed structure is refused with the line;
 *   - the whole import: a synthetic .gmk (the Mines' test script from the committed
 *     fixture, and these two) -> data directory -> Jungle levels and a Black Market built
 *     from it. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "roomscript_rig.h"
#include "gmk_writer.h"
#include "import/gmk_rooms.h"
#include "import/outdir.h"
#include "import/roomscript_jungle.h"
#include "styles/classic/jungle.h"
#include "trace.h"

#define Z "0000000000"
#define FLOOR "1111111111"
#define Q "\""
/* scrRoomGen2's rooms (ours), in its codes: 3 water or earth, L a vine, s spikes, T a
 * tree, v water with earth, u a die, B a trap block, J the Mega Mouth */
#define J_START_1 Q Z Z Z "0000900000" "0111111110" Z Z FLOOR Q
#define J_START_2 Q Z Z "0009000000" "0111100000" Z Z Z FLOOR Q
#define J_START_3 Q Z Z Z "0000090000" "0011101110" Z Z "1110000111" Q
#define J_EXIT_1 Q Z Z Z "0000000900" "0000011110" Z Z FLOOR Q
#define J_EXIT_2 Q Z Z "0900000000" "1111000000" Z Z Z FLOOR Q
#define J_EXIT_3 Q Z Z Z "0080000000" Z Z Z FLOOR Q
#define J_EXIT_LAKE Q Z Z "0000900000" "0001110000" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" Q
#define J_SIDE_1 Q Z Z "0033000LL0" Z Z "0000sss000" Z FLOOR Q
#define J_SIDE_2 Q Z "0V00000000" Z Z Z Z Z FLOOR Q
#define J_SIDE_3 Q Z Z Z "000T000000" "0111100000" Z Z FLOOR Q
#define J_IDOL Q Z Z "0000I00000" "00BBBB0000" Z Z Z FLOOR Q
#define J_GRAVE Q Z Z "0000C00000" "00tttt0000" Z Z Z FLOOR Q
#define J_ALTAR Q Z Z Z Z "0000x00000" "0001111000" Z FLOOR Q
#define J_PATH_1 Q Z Z Z Z "0000500000" Z Z FLOOR Q
#define J_PATH_2A Q Z "0600000000" Z Z Z Z Z FLOOR Q
#define J_PATH_2B Q Z "0000060000" Z Z Z Z Z FLOOR Q
#define J_DROPPED_1 Q Z Z Z Z Z Z Z FLOOR Q
#define J_DROPPED_2 Q Z Z Z Z "00rrrr0000" Z Z FLOOR Q
#define J_SHOP_R Q FLOOR "1000000001" "1lll000000" "1.0K0i0i00" "1.00000k00" "1.00000000" "1bbbbbbbbb" FLOOR Q
#define J_SHOP_L Q FLOOR "1000000001" "000000lll1" "00i0i0K0.1" "00k00000.1" "00000000.1" "bbbbbbbbb1" FLOOR Q
#define J_DICE_R Q FLOOR "1000000001" "1Q00000001" "1.0K0q+uu0" "1.00000k00" "1.000+0000" "1bbbbbbbbb" FLOOR Q
#define J_DICE_L Q FLOOR "1000000001" "10000000Q1" "0uu+q0K0.1" "00k00000.1" "0000+000.1" "bbbbbbbbb1" FLOOR Q
#define J_KISS_R Q FLOOR "1000000001" "1000000001" "1.0K0D0000" "1.00000k00" "1.00000000" "1bbbbbbbbb" FLOOR Q
#define J_KISS_L Q FLOOR "1000000001" "1000000001" "0000D0K0.1" "00k00000.1" "00000000.1" "bbbbbbbbb1" FLOOR Q
#define J_LAKE_BOTTOM_1 Q "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" ",,,,,,,,,," FLOOR Q
#define J_LAKE_BOTTOM_2 Q "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwvvwwww" "wwwwwwwwww" "wwwwwwwwww" FLOOR Q
#define J_LAKE_TOP_1 Q Z Z Z "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" Q
#define J_LAKE_TOP_2 Q FLOOR Z Z "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" Q
#define J_JAWS Q "wwwwwwwwww" "wwwwwwwwww" "wwwwJwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" "wwwwwwwwww" FLOOR Q
#define J_DROP_1 Q Z Z Z Z Z Z Z "1110000111" Q
#define J_DROP_2 Q Z Z Z Z Z Z "0220000220" "1110000111" Q
#define J_DROP_3 Q FLOOR Z Z Z Z Z Z "1110000111" Q
/* scrRoomGenMarket's (ours), in its codes: G H a ladder and its top, A the Ankh, z a die */
#define M_PATH_1 Q Z Z Z Z "0000500000" Z Z FLOOR Q
#define M_PATH_2 Q Z "000G000000" "000H000000" Z Z Z Z FLOOR Q
#define M_DROPPED Q Z Z Z Z "0000V00000" Z Z FLOOR Q
#define M_ANKH Q FLOOR "1000000001" "1lll000000" "1.0K0A0000" "1.00000k00" "1.00000000" "1bbbbbbbbb" FLOOR Q
#define M_SHOP Q FLOOR "1000000001" "1lll000000" "1.0K0i0i00" "1.00000k00" "1.00000000" "1bbbbbbbbb" FLOOR Q
#define M_CASINO Q FLOOR "1000000001" "1Q00000001" "1.0K0q+zz0" "1.00000k00" "1.000+0000" "1bbbbbbbbb" FLOOR Q

#define CASE(n, room) "        case " #n ": { strTemp = " room "; break; }\n"
#define OPEN_SCRIPT                                                                         \
    "// our own room script, in the original's shape\n"                                    \
    "strTemp = \"" Z Z Z Z Z Z Z Z "\";\n"                                                  \
    "roomPath = global.roomPath[scrGetRoomX(x), scrGetRoomY(y)];\n"                       \
    "roomPathAbove = -1;\n"                                                                \
    "if (scrGetRoomY(y) != 0) roomPathAbove = global.roomPath[scrGetRoomX(x), scrGetRoomY(y-128)];\n"
#define START                                                                              \
    "if (scrGetRoomX(x) == global.startRoomX and scrGetRoomY(y) == global.startRoomY)\n{\n"  \
    "    if (roomPath == 2) n = rand(3,3);\n    else n = rand(1,2);\n    switch(n)\n    {\n" \
    CASE(1, J_START_1) CASE(2, J_START_2) CASE(3, J_START_3) "    }\n}\n"
#define KINDS(d, k)                                                                        \
    "    switch(rand(1,7))\n    {\n"                                                       \
    "        case 1: { shopType = \"General\"; break; }\n"                                  \
    "        case 2: { shopType = \"Bomb\"; break; }\n"                                     \
    "        case 3: { shopType = \"Weapon\"; break; }\n"                                   \
    "        case 4: { shopType = \"Rare\"; break; }\n"                                     \
    "        case 5: { shopType = \"Clothing\"; break; }\n"                                 \
    "        case 6: { shopType = \"Craps\"; strTemp = " d "; break; }\n"                   \
    "        case 7: { shopType = \"Kissing\"; strTemp = " k "; oGame.damsel = true; break; }\n" \
    "    }\n"
#define SHOP(code, r, d, k) "else if (roomPath == " #code ")\n{\n    strTemp = " r ";\n" KINDS(d, k) "}\n"
#define OBS3(n, a, b, c) "            case " #n ": { strObs1 = \"" a "\"; strObs2 = \"" b "\"; strObs3 = \"" c "\"; break; }\n"
#define OBS4(n, a, b, c, d) "            case " #n ": { strObs1 = \"" a "\"; strObs2 = \"" b "\"; strObs3 = \"" c "\"; strObs4 = \"" d "\"; break; }\n"
#define WRITE3                                                                             \
    "        strTemp = string_delete(strTemp, j, 5);\n"                                     \
    "        strTemp = string_insert(strObs1, strTemp, j);\n        j += 10;\n"             \
    "        strTemp = string_delete(strTemp, j, 5);\n"                                     \
    "        strTemp = string_insert(strObs2, strTemp, j);\n        j += 10;\n"             \
    "        strTemp = string_delete(strTemp, j, 5);\n"                                     \
    "        strTemp = string_insert(strObs3, strTemp, j);\n"
#define CHUNK_LOOP(vine_last)                                                              \
    "for (i = 1; i < 81; i += 1)\n{\n    j = i;\n"                                          \
    "    strObs1 = \"00000\";\n    strObs2 = \"00000\";\n    strObs3 = \"00000\";\n"         \
    "    strObs4 = \"00000\";\n    tile = string_char_at(strTemp, i);\n"                    \
    "    if (tile == \"8\")\n    {\n        n = rand(1,1);\n        switch(n)\n        {\n"  \
    OBS3(1, "00900", "01110", "11111") "        }\n    }\n"                                  \
    "    else if (tile == \"5\")\n    {\n"                                                  \
    "        if (rand(1,8) == 1) n = rand(100,101);\n        else n = rand(1,2);\n"          \
    "        switch(n)\n        {\n"                                                       \
    OBS3(1, "00000", "00000", "22222") OBS3(2, "00000", "11100", "11111")                   \
    OBS3(100, "00000", "00000", "00T00") OBS3(101, "00000", "00000", "T0000")               \
    "        }\n    }\n"                                                                   \
    "    else if (tile == \"6\")\n    {\n        n = rand(1,2);\n        switch(n)\n        {\n" \
    OBS3(1, "22222", "00000", "00000") OBS3(2, "11111", "02220", "00000") "        }\n    }\n" \
    "    else if (tile == \"V\")\n    {\n        n = rand(1,2);\n        switch(n)\n        {\n" \
    OBS4(1, "L000L", "L000L", "L0000", vine_last) OBS4(2, "0L0L0", "0L000", "00000", "00000") \
    "        }\n    }\n"                                                                   \
    "    if (tile == \"5\" or tile == \"6\" or tile == \"8\" or tile == \"V\")\n    {\n"      \
    WRITE3 "    }\n"                                                                       \
    "    if (tile == \"V\")\n    {\n        j += 10;\n"                                     \
    "        strTemp = string_delete(strTemp, j, 5);\n"                                     \
    "        strTemp = string_insert(strObs4, strTemp, j);\n    }\n}\n"
#define TILE_LOOP                                                                          \
    "for (j = 0; j < 8; j += 1)\n{\n    for (i = 1; i < 11; i += 1)\n    {\n"               \
    "        tile = string_char_at(strTemp, i+j*10);\n"                                    \
    "        if (tile == \"1\") instance_create(x, y, oLush);\n    }\n}\n"

static const char jungle_script[] =
    OPEN_SCRIPT START
    "else if (scrGetRoomX(x) == global.endRoomX and scrGetRoomY(y) == global.endRoomY)\n{\n"
    "    if (global.lake) n = rand(4,4);\n    else if (roomPathAbove == 2) n = rand(1,2);\n"
    "    else n = rand(2,3);\n    switch(n)\n    {\n"
    CASE(1, J_EXIT_1) CASE(2, J_EXIT_2) CASE(3, J_EXIT_3) CASE(4, J_EXIT_LAKE) "    }\n}\n"
    "else if (roomPath == 0 and rand(1,3) <= 2)\n{\n"
    "    if (not oGame.altar and rand(1,12) == 1)\n    {\n        n = 5;\n"
    "        oGame.altar = true;\n    }\n"
    "    else if (oGame.idol)\n    {\n        n = rand(1,3);\n    }\n"
    "    else\n    {\n        n = rand(1,4);\n        if (n == 4) oGame.idol = true;\n    }\n"
    "    switch(n)\n    {\n" CASE(1, J_SIDE_1) CASE(2, J_SIDE_2) CASE(3, J_SIDE_3)
    "        case 4:\n        {\n            if (global.cemetary) strTemp = " J_GRAVE ";\n"
    "            else strTemp = " J_IDOL ";\n            break;\n        }\n"
    CASE(5, J_ALTAR) "    }\n}\n"
    "else if (roomPath == 0 or roomPath == 1)\n{\n    switch(rand(1,2))\n    {\n"
    CASE(1, J_PATH_1)
    "        case 2: {\n            if (rand(1,2) == 1) strTemp = " J_PATH_2A ";\n"
    "            else strTemp = " J_PATH_2B ";\n            break;\n        }\n"
    "    }\n}\n"
    "else if (roomPath == 3)\n{\n    switch(rand(1,2))\n    {\n" CASE(1, J_DROPPED_1)
    CASE(2, J_DROPPED_2) "    }\n}\n"
    SHOP(4, J_SHOP_R, J_DICE_R, J_KISS_R) SHOP(5, J_SHOP_L, J_DICE_L, J_KISS_L)
    "else if (roomPath == 7)\n{\n    switch(rand(1,2))\n    {\n" CASE(1, J_LAKE_BOTTOM_1)
    CASE(2, J_LAKE_BOTTOM_2) "    }\n}\n"
    "else if (roomPath == 8)\n{\n"
    "    if (global.roomPath[scrGetRoomX(x), scrGetRoomY(y-128)] == 2)\n        n = rand(1,1);\n"
    "    else\n        n = rand(1,2);\n    switch(n)\n    {\n" CASE(1, J_LAKE_TOP_1)
    CASE(2, J_LAKE_TOP_2) "    }\n}\n"
    "else if (roomPath == 9)\n{\n    switch(rand(1,1))\n    {\n" CASE(1, J_JAWS) "    }\n}\n"
    "else\n{\n    if (roomPathAbove != 2) n = rand(1,3);\n    else n = rand(1,2);\n"
    "    switch(n)\n    {\n" CASE(1, J_DROP_1) CASE(2, J_DROP_2) CASE(3, J_DROP_3) "    }\n}\n"
    CHUNK_LOOP("L0000") TILE_LOOP;

#define MARKET_WALK                                                                        \
    "    while (shopType == \"\")\n    {\n"                                                 \
    "        if (n == 1) { if (not oGame.genSupplyShop) { shopType = \"General\"; oGame.genSupplyShop = true; } }\n" \
    "        else if (n == 2) { if (not oGame.genBombShop) { shopType = \"Bomb\"; oGame.genBombShop = true; } }\n" \
    "        else if (n == 3) { if (not oGame.genWeaponShop) { shopType = \"Weapon\"; oGame.genWeaponShop = true; } }\n" \
    "        else if (n == 4) { if (not oGame.genRareShop) { shopType = \"Rare\"; oGame.genRareShop = true; } }\n" \
    "        else if (n == 5) { if (not oGame.genClothingShop) { shopType = \"Clothing\"; oGame.genClothingShop = true; } }\n" \
    "        n += 1;\n        if (n > 5) n = 1;\n"                                        \
    "        if (n == m)\n        {\n            shopType = \"General\";\n            break;\n        }\n" \
    "    }\n"

static const char market_script[] =
    OPEN_SCRIPT START
    "else if (scrGetRoomX(x) == global.endRoomX and scrGetRoomY(y) == global.endRoomY)\n{\n"
    "    if (roomPathAbove == 2) n = rand(1,1);\n    else n = rand(2,2);\n    switch(n)\n    {\n"
    CASE(1, J_EXIT_1) CASE(2, J_EXIT_2) "    }\n}\n"
    "else if (roomPath == 1)\n{\n    switch(rand(1,2))\n    {\n" CASE(1, M_PATH_1)
    CASE(2, M_PATH_2) "    }\n}\n"
    "else if (roomPath == 3)\n{\n    switch(rand(1,1))\n    {\n" CASE(1, M_DROPPED) "    }\n}\n"
    "else if (roomPath == 4 and x == 496)\n{\n    strTemp = " M_ANKH ";\n    shopType = \"Ankh\";\n}\n"
    "else if (roomPath == 4)\n{\n    strTemp = " M_SHOP ";\n    shopType = \"\";\n"
    "    n = rand(1,5);\n    m = n;\n" MARKET_WALK "}\n"
    "else if (roomPath == 5)\n{\n    strTemp = " M_CASINO ";\n    shopType = \"Craps\";\n}\n"
    "else\n{\n    if (roomPathAbove != 2) n = rand(1,2);\n    else n = rand(1,1);\n"
    "    switch(n)\n    {\n" CASE(1, J_DROP_1) CASE(2, J_DROP_3) "    }\n}\n"
    CHUNK_LOOP("0000L") TILE_LOOP;

static int convert(const char *jungle, const char *market, char **out, char *err, size_t errlen)
{
    return roomscript_jungle("scrRoomGen2", jungle, "scrRoomGenMarket", market, "test.gmk", out,
                             err, errlen);
}

static void converts(void **st)
{
    (void)st;
    char *out, err[600];
    int rc = convert(jungle_script, market_script, &out, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    assert_non_null(strstr(out, "option small-sets\noption slots-as-text\n"));
    rs_test_has_set(out, "\nset start ROOM\n", 2);
    rs_test_has_set(out, "\nset start_drop ROOM rolled-from 3\n", 1);
    rs_test_has_set(out, "\nset exit ROOM rolled-from 2\n", 2);
    rs_test_has_set(out, "\nset exit_below_drop ROOM\n", 2);
    rs_test_has_set(out, "\nset exit_lake ROOM rolled-from 4\n", 1);
    rs_test_has_set(out, "\nset side ROOM\n", 3);
    rs_test_has_set(out, "\nset idol ROOM\n", 1);
    rs_test_has_set(out, "\nset idol_graveyard ROOM\n", 1);
    rs_test_has_set(out, "\nset altar ROOM\n", 1);
    rs_test_has_set(out, "\nset path ROOM\n", 2);
    rs_test_has_set(out, "\nset path_dropped ROOM\n", 2);
    rs_test_has_set(out, "\nset lake_bottom ROOM\n", 2);
    rs_test_has_set(out, "\nset lake_top ROOM\n", 1);
    rs_test_has_set(out, "\nset lake_top_capped ROOM\n", 1);
    rs_test_has_set(out, "\nset mega_mouth ROOM\n", 1);
    rs_test_has_set(out, "\nset drop ROOM\n", 2);
    rs_test_has_set(out, "\nset drop_capped ROOM\n", 1);
    rs_test_has_set(out, "\nset door CHUNK\n", 1);
    rs_test_has_set(out, "\nset ground CHUNK\n", 2);
    rs_test_has_set(out, "\nset ground_tree CHUNK rolled-from 100\n", 2);
    rs_test_has_set(out, "\nset air CHUNK\n", 2);
    rs_test_has_set(out, "\nset vines CHUNK 5x4\n", 2);
    rs_test_has_set(out, "\nset market_start ROOM\n", 2);
    rs_test_has_set(out, "\nset market_exit ROOM rolled-from 2\n", 1);
    rs_test_has_set(out, "\nset market_exit_below_drop ROOM\n", 1);
    rs_test_has_set(out, "\nset market_path ROOM\n", 2);
    rs_test_has_set(out, "\nset market_path_dropped ROOM\n", 1);
    rs_test_has_set(out, "\nset market_ankh ROOM\n", 1);
    rs_test_has_set(out, "\nset market_shop ROOM\n", 1);
    rs_test_has_set(out, "\nset market_casino ROOM\n", 1);
    rs_test_has_set(out, "\nset market_drop ROOM\n", 1);
    rs_test_has_set(out, "\nset market_drop_capped ROOM\n", 1);
    rs_test_has_set(out, "\nset market_vines CHUNK 5x4\n", 2);
    /* the codes become spelgen's: water or earth, vines, spikes, trees, water with earth,
     * dice, the trap block; the market's ladders, Ankh and dice; the vines' fourth rows */
    assert_non_null(strstr(out, "\n00mm000vv0\n"));
    assert_non_null(strstr(out, "\n0000^^^000\n"));
    assert_non_null(strstr(out, "\n000Y000000\n"));
    assert_non_null(strstr(out, "\nwwww~~wwww\n"));
    assert_non_null(strstr(out, "\n1.0K0q+dd0\n"));
    assert_non_null(strstr(out, "\n00XXXX0000\n"));
    assert_non_null(strstr(out, "\n0000C00000\n"));
    assert_non_null(strstr(out, "\nwwwwJwwwww\n"));
    assert_non_null(strstr(out, "\n000L000000\n000P000000\n"));
    assert_non_null(strstr(out, "\n1.0K0n0000\n"));
    assert_non_null(strstr(out, "\nv000v\nv000v\nv0000\nv0000\n"));
    assert_non_null(strstr(out, "\nv000v\nv000v\nv0000\n0000v\n"));
    assert_non_null(strstr(out, "\n00000\n00000\n00Y00\n"));
    /* the two versions of a path room */
    assert_non_null(strstr(out, "\n0600000000\n"));
    assert_non_null(strstr(out, "\nor\n"));
    /* it binds as the Jungle's data, the market with its own sets */
    spg_roomdata d;
    void *sets = NULL;
    assert_int_equal(roomdata_parse(out, strlen(out), "jungle.rooms", &d, err, sizeof err), 0);
    rc = jungle_rules.bind(&d, &sets, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    const jungle_sets *j = sets;
    assert_int_equal(j->vines->h, 4);
    assert_int_equal(j->ground_tree->rolled_from, 100);
    assert_true(j->market_start != j->start);
    assert_true(j->market_chunks.air != j->chunks.air);
    assert_int_equal(j->market_path_dropped->n, 1);
    free(sets);
    roomdata_free(&d);
    free(out);
}

/* An edit of one script (`market`: the market's) is refused with an error holding `want`. */
static void expect_refused(int market, const char *from, const char *to, const char *want)
{
    char *s = rs_test_edited(market ? market_script : jungle_script, from, to);
    char *out = (char *)"untouched", err[600];
    int rc = market ? convert(jungle_script, s, &out, err, sizeof err)
                    : convert(s, market_script, &out, err, sizeof err);
    if (rc != -1 || !strstr(err, want))
        print_error("edit '%s' -> '%s'\nwant: %s\ngot (%d): %s\n", from, to, want, rc, err);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, want));
    assert_null(out);
    free(s);
}

static void expect_accepted(int market, const char *from, const char *to, const char *holds)
{
    char *s = rs_test_edited(market ? market_script : jungle_script, from, to);
    char *out, err[600];
    int rc = market ? convert(jungle_script, s, &out, err, sizeof err)
                    : convert(s, market_script, &out, err, sizeof err);
    if (rc != 0)
        print_error("edit '%s' -> '%s': %s\n", from, to, err);
    assert_int_equal(rc, 0);
    if (!strstr(out, holds))
        print_error("edit '%s' -> '%s': no '%s' in the output\n", from, to, holds);
    assert_non_null(strstr(out, holds));
    free(out);
    free(s);
}

static void layouts_change_structure_does_not(void **st)
{
    (void)st;
    /* layouts and ranges */
    expect_accepted(0, "0033000LL0", "0033000LLs", "\n00mm000vv^\n");
    expect_accepted(0, "if (global.lake) n = rand(4,4);", "if (global.lake) n = rand(3,4);",
                    "\nset exit_lake ROOM rolled-from 3\n");
    expect_accepted(1, "else n = rand(2,2);", "else n = rand(1,2);", "\nset market_exit ROOM\n");
    /* structure */
    expect_refused(0, "roomPath == 0 and rand(1,3) <= 2", "roomPath == 0 and rand(1,3) < 2",
                   "scrRoomGen2: line 30: branch 3 of the chain tests (and (== roomPath 0) (< "
                   "(call rand 1 3) 2)), not (and (== roomPath 0) (<= (call rand 1 3) 2))");
    expect_refused(0, "if (global.lake) n", "if (global.cemetary) n",
                   "the exit rooms do not start with if (global.lake)");
    expect_refused(0, "if (global.cemetary) strTemp", "if (global.lake) strTemp",
                   "the idol's case 4 is not if (global.cemetary)");
    expect_refused(0, "n = 5;", "n = 3;", "the altar's case 3 is one the side rooms' roll gives");
    expect_refused(0, "global.roomPath[scrGetRoomX(x), scrGetRoomY(y-128)] == 2)\n        n = rand(1,1);",
                   "global.roomPath[scrGetRoomX(x), scrGetRoomY(y-128)] == 3)\n        n = rand(1,1);",
                   "not if (== ([] (. global roomPath)");
    expect_refused(0, "else if (roomPath == 9)", "else if (roomPath == 6)",
                   "branch 10 of the chain tests (== roomPath 6), not (== roomPath 9)");
    expect_refused(0, "if (rand(1,8) == 1) n = rand(100,101);", "if (rand(1,9) == 1) n = rand(100,101);",
                   "the ground chunks are not if (rand(1,8) == 1)");
    expect_refused(0, "    if (tile == \"V\")\n    {\n        j += 10;",
                   "    if (tile == \"6\")\n    {\n        j += 10;",
                   "the chunk loop does not write a fourth row for V");
}

/* The Black Market's own part of the script, refused where it differs. */
static void market_structure(void **st)
{
    (void)st;
    expect_refused(1, "roomPath == 4 and x == 496", "roomPath == 4 and x == 480",
                   "scrRoomGenMarket: line");
    expect_refused(1, "shopType = \"Ankh\"", "shopType = \"Rare\"",
                   "the branch is not strTemp = \"...\"; shopType = \"Ankh\";");
    expect_refused(1, "if (n > 5) n = 1;", "if (n > 4) n = 1;",
                   "the market's shops are not strTemp = \"...\"; shopType = \"\"; n = rand(1,5)");
    expect_refused(1, "    n = rand(1,5);\n    m = n;", "    n = rand(1,4);\n    m = n;",
                   "the market's shops are not");
    /* codes the market's tile loop lacks: the Jungle's water with earth */
    expect_refused(1, "000G000000", "000Gv00000",
                   "tile code 'v' at row 2, column 5: scrRoomGenMarket's tile chain has no "
                   "meaning for it that spelgen's has");
}

static int count_tiles(const spg_level *L, int kind)
{
    int n = 0;
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x < L->w; x++)
            n += L->cell[y][x].kind == kind;
    return n;
}

static int count_ents(const spg_level *L, int kind)
{
    int n = 0;
    for (int i = 0; i < L->nent; i++)
        n += !L->ent[i].gone && L->ent[i].kind == kind;
    return n;
}

/* The whole import, and levels built from it. */
static void import_then_generate(void **st)
{
    (void)st;
    gmk_project p;
    char err[600];
    /* the Mines' test script, from the committed fixture (test_roomscript checks it) */
    int rc = gmk_read_file("tests/cli/fixtures/rooms.gmk", &p, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    gmk_script *s = realloc(p.scripts, (size_t)(p.nscripts + 2) * sizeof *s);
    assert_non_null(s);
    p.scripts = s;
    p.scripts[p.nscripts++] = (gmk_script){strdup("scrRoomGen2"), strdup(jungle_script)};
    p.scripts[p.nscripts++] = (gmk_script){strdup("scrRoomGenMarket"), strdup(market_script)};
    size_t len;
    unsigned char *bytes = gmk_write(&p, NULL, &len);
    gmk_free(&p);
    assert_int_equal(gmk_read(bytes, len, "test.gmk", &p, err, sizeof err), 0);
    free(bytes);
    gmk_room_texts rooms;
    rc = gmk_rooms_read(&p, "test.gmk", &rooms, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    assert_non_null(rooms.text[GMK_ROOMS_JUNGLE]);
    /* a changed structure in either is refused, naming the file and the script */
    free(p.scripts[p.nscripts - 1].code);
    p.scripts[p.nscripts - 1].code = rs_test_edited(market_script, "shopType = \"Craps\";\n}",
                                            "shopType = \"Dice\";\n}");
    gmk_room_texts bad;
    assert_int_equal(gmk_rooms_read(&p, "test.gmk", &bad, err, sizeof err), -1);
    assert_non_null(strstr(err, "test.gmk: script scrRoomGenMarket: line "));
    assert_null(bad.text[GMK_ROOMS_MINES]);
    gmk_free(&p);

    char base[] = "/tmp/spelgen-test-roomscript-jungle-XXXXXX";
    assert_non_null(mkdtemp(base));
    char target[600];
    snprintf(target, sizeof target, "%s/original", base);
    const char *own = getenv("SPELGEN_DATA");
    outdir d;
    assert_int_equal(outdir_begin(&d, target, "rooms.txt", 1, err, sizeof err), 0);
    assert_int_equal(gmk_rooms_write(&d, &rooms, own && *own ? own : "data", err, sizeof err), 0);
    assert_int_equal(outdir_commit(&d, err, sizeof err), 0);
    gmk_rooms_free(&rooms);
    char list[700];
    snprintf(list, sizeof list, "%s/rooms.txt", target);
    FILE *lf = fopen(list, "r");
    assert_non_null(lf);
    char text[2000];
    size_t tn = fread(text, 1, sizeof text - 1, lf);
    text[tn] = 0;
    fclose(lf);
    assert_non_null(strstr(text, "\nclassic/jungle.rooms original scrRoomGen2 scrRoomGenMarket\n"));
    assert_null(strstr(text, "classic/jungle.rooms spelgen"));

    spg_data data;
    rc = spg_data_load(target, &data, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    int jaws = 0, ladders = 0, ankhs = 0, trees = 0, tree_words = 0;
    for (uint32_t state = 1; state <= 40; state++)
        for (int kind = 0; kind < 3; kind++) {
            spg_request rq;
            memset(&rq, 0, sizeof rq);
            options_default(&rq.opt);
            rq.style = SPG_STYLE_CLASSIC;
            rq.seed = state;
            rq.from_state = true;
            rq.level = 5 + (int)(state % 3);
            if (kind == 1)
                rq.opt.lake = 1;
            if (kind == 2)
                rq.opt.market_door_level = rq.level - 1 >= 5 ? rq.level - 1 : (rq.level++, 5);
            rq.trace = true;
            static spg_result res;
            memset(&res, 0, sizeof res);
            rc = spg_generate(&rq, &data, &res, err, sizeof err);
            if (rc)
                print_error("state %u: %s\n", state, err);
            assert_int_equal(rc, 0);
            const spg_level *L = &res.level;
            if (kind == 1) {
                /* the flooded level: its code-9 room is the Mega Mouth's, with the jaws */
                assert_true(L->flags.lake);
                assert_int_equal(count_ents(L, SPG_E_MEGA_MOUTH), 1);
                jaws++;
            } else if (kind == 2) {
                /* the market: its path rooms are the market's (our second has a ladder),
                 * its Ankh shop the market's own */
                assert_true(L->flags.black_market);
                ankhs += count_ents(L, SPG_E_ANKH);
                ladders += count_tiles(L, SPG_T_LADDER) > 0;
            } else {
                assert_int_equal(count_tiles(L, SPG_T_LADDER), 0); /* none in our Jungle */
                trees += count_tiles(L, SPG_T_TREE) > 0;
            }
            /* the trace says the script's own range for the tree chunks: rand(100,101) */
            for (size_t i = 0; i < res.trace.n; i++) {
                const spg_event *e = &res.trace.ev[i];
                if (e->kind != SPG_EV_DRAW)
                    continue;
                if (strcmp(e->site->name, "jungle.chunk.ground_tree") == 0) {
                    assert_int_equal(e->a, 100);
                    assert_int_equal(e->b, 101);
                    tree_words++;
                }
            }
            spg_result_free(&res);
        }
    assert_int_equal(jaws, 40);
    assert_int_equal(ankhs, 40);
    assert_true(ladders >= 5);
    assert_true(trees >= 5);
    assert_true(tree_words >= 5);
    spg_data_free(&data);
    rs_test_remove_all(base);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(converts),
        cmocka_unit_test(layouts_change_structure_does_not),
        cmocka_unit_test(market_structure),
        cmocka_unit_test(import_then_generate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
