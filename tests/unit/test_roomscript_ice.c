/* test_roomscript_ice.c — reading the Ice Caves' two room scripts as ice.rooms
 * (src/import/roomscript_ice.c, roomscript_yeti.c), on our own small scripts written in the
 * shape of the original's scrRoomGen3 and scrRoomGenYeti (nothing of the original's: our
 * own rooms, chunks and ranges):
 *   - the sets, ranges, the 3-wide platform chunks and the code table in what it writes,
 *     which binds as the Ice Caves' data;
 *   - changed layouts and ranges import, a changed structure is refused with the line;
 *   - the whole import: a synthetic .gmk (the Mines' test script from the committed
 *     fixture, and these two) -> data directory -> Ice Caves levels built from it, whose
 *     platform slots are filled 3 wide and whose Yeti lair rooms take the lair's own
 *     chunks, written as text (a covered slot is never filled). */
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
#include "import/roomscript_ice.h"
#include "styles/classic/ice.h"
#include "trace.h"

#define Z "0000000000"
#define FLOOR "1111111111"
#define Q "\""
/* scrRoomGen3's rooms (ours) */
#define I_START_1 Q Z Z Z "0000900000" "0111111110" Z Z FLOOR Q
#define I_START_2 Q Z Z "0009000000" "0111100000" Z Z Z FLOOR Q
#define I_START_3 Q Z Z Z "0000090000" "0011101110" Z Z "1110000111" Q
#define I_EXIT_1 Q Z Z Z "0000000900" "0000011110" Z Z FLOOR Q
#define I_EXIT_2 Q Z Z "0900000000" "1111000000" Z Z Z FLOOR Q
#define I_SIDE_1 Q Z Z "0iiii00000" Z Z "0000jjj000" Z FLOOR Q
#define I_SIDE_2 Q Z "0000ccc000" Z Z "0000000000" Z Z FLOOR Q
#define I_SIDE_3 Q Z Z "00000a0000" "0002222000" Z Z Z FLOOR Q
#define I_IDOL Q Z Z "0000I00000" "0000110000" Z Z Z FLOOR Q
#define I_ALTAR Q Z Z Z Z "0000x00000" "0001111000" Z FLOOR Q
#define I_PATH_1 Q Z Z Z Z "F00F00F000" Z Z "0000000000" Q
#define I_PATH_2 Q Z Z "0000050000" Z Z Z "00f0000f00" "1100000011" Q
#define I_SHOP_R Q FLOOR "1000000001" "1lll000000" "1.0K0$0$00" "1.00000k00" "1.00000000" "1:::::::::" FLOOR Q
#define I_SHOP_L Q FLOOR "1000000001" "000000lll1" "00$0$0K0.1" "00k00000.1" "00000000.1" ":::::::::1" FLOOR Q
#define I_DICE_R Q FLOOR "1000000001" "1Q00000001" "1.0K0q+uu0" "1.00000k00" "1.000+0000" "1:::::::::" FLOOR Q
#define I_DICE_L Q FLOOR "1000000001" "10000000Q1" "0uu+q0K0.1" "00k00000.1" "0000+000.1" ":::::::::1" FLOOR Q
#define I_KISS_R Q FLOOR "1000000001" "1000000001" "1.0K0!0000" "1.00000k00" "1.00000000" "1:::::::::" FLOOR Q
#define I_KISS_L Q FLOOR "1000000001" "1000000001" "0000!0K0.1" "00k00000.1" "00000000.1" ":::::::::1" FLOOR Q
#define I_MOAI Q Z "000M000000" Z Z Z "00mmm00000" "0011111000" Z Q
#define I_SHIP_F Q Z "00DAAAAAAA" "0C0E0E0E00" "0000G00000" Z "00BBBBBBBB" Z Z Q
#define I_SHIP_M Q Z "AAAAAAAAAA" "E0E0E0E0E0" Z Z "BBBBBBBBBB" Z Z Q
#define I_SHIP_B Q Z "AAAAAAA000" "E0E0t0A000" "000X00A000" "0000T0A000" "BBBbbbB000" Z Z Q
#define I_FALL_1 Q Z Z Z "0000060000" Z Z "0002222000" Z Q
#define I_FALL_2 Q Z Z Z Z Z Z "0011111100" Z Q
/* scrRoomGenYeti's rooms (ours): every room a lair builds from a roll, but its doors'
 * and shops', has a ground slot at row 1, column 6 whose chunk, written as text, covers
 * an air slot at row 2, column 9 */
#define SLOTS "0000050000" "0000000060"
#define Y_START_1 Q FLOOR Z Z "0000900000" "0111111110" Z Z FLOOR Q
#define Y_START_2 Q FLOOR Z Z "0000090000" "1111101111" Z Z "1110000111" Q
#define Y_EXIT_1 Q FLOOR Z Z "0000000900" "0000011110" Z Z FLOOR Q
#define Y_EXIT_2 Q FLOOR Z "0900000000" "1111000000" Z Z Z FLOOR Q
#define Y_EXIT_3 Q FLOOR Z Z "0000900000" "tttt1ttttt" Z Z FLOOR Q
#define Y_SIDE_1 Q SLOTS Z Z "00iiii0000" Z Z FLOOR Q
#define Y_SIDE_2 Q SLOTS Z "000sss0000" Z Z Z FLOOR Q
#define Y_MAIN_1 Q SLOTS Z Z Z Z Z FLOOR Q
#define Y_MAIN_2 Q SLOTS Z "0jjjj00000" Z Z Z FLOOR Q
#define Y_KING Q SLOTS Z Z Z "000Y000000" "00y0000y00" FLOOR Q
#define Y_DROPPED_1 Q SLOTS Z Z Z Z Z "1100000011" Q
#define Y_DROPPED_2 Q SLOTS Z Z "0001110000" Z Z "1100000011" Q
#define Y_SHOP_R Q FLOOR "1000000001" "1lll000000" "1.0K0$0$00" "1.00000k00" "1.00000000" "1bbbbbbbbb" FLOOR Q
#define Y_SHOP_L Q FLOOR "1000000001" "000000lll1" "00$0$0K0.1" "00k00000.1" "00000000.1" "bbbbbbbbb1" FLOOR Q
#define Y_DICE_R Q FLOOR "1000000001" "1Q00000001" "1.0K0q+dd0" "1.00000k00" "1.000+0000" "1bbbbbbbbb" FLOOR Q
#define Y_DICE_L Q FLOOR "1000000001" "10000000Q1" "0dd+q0K0.1" "00k00000.1" "0000+000.1" "bbbbbbbbb1" FLOOR Q
#define Y_KISS_R Q FLOOR "1000000001" "1000000001" "1.0K0D0000" "1.00000k00" "1.00000000" "1bbbbbbbbb" FLOOR Q
#define Y_KISS_L Q FLOOR "1000000001" "1000000001" "0000D0K0.1" "00k00000.1" "00000000.1" "bbbbbbbbb1" FLOOR Q
#define Y_PIT Q "1110000111" "1s100001S1" Z Z Z Z "0000T00000" FLOOR Q
#define Y_DROP_1 Q SLOTS Z Z Z Z Z "1110000111" Q
#define Y_DROP_2 Q SLOTS Z Z Z Z "0220000220" "1110000111" Q
#define Y_DROP_3 Q SLOTS FLOOR Z Z Z Z "1110000111" Q

#define CASE(n, room) "        case " #n ": { strTemp = " room "; break; }\n"
#define OPEN_SCRIPT                                                                         \
    "// our own room script, in the original's shape\n"                                    \
    "strTemp = \"" Z Z Z Z Z Z Z Z "\";\n"                                                  \
    "roomPath = global.roomPath[scrGetRoomX(x), scrGetRoomY(y)];\n"
#define KINDS(r, d, k)                                                                     \
    "    switch(rand(1,7))\n    {\n"                                                       \
    "        case 1: { shopType = \"General\"; break; }\n"                                  \
    "        case 2: { shopType = \"Bomb\"; break; }\n"                                     \
    "        case 3: { shopType = \"Weapon\"; break; }\n"                                   \
    "        case 4: { shopType = \"Rare\"; break; }\n"                                     \
    "        case 5: { shopType = \"Clothing\"; break; }\n"                                 \
    "        case 6: { shopType = \"Craps\"; strTemp = " d "; break; }\n"                   \
    "        case 7: { shopType = \"Kissing\"; strTemp = " k "; oGame.damsel = true; break; }\n" \
    "    }\n"
#define SHOP(code, r, d, k) "else if (roomPath == " #code ")\n{\n    strTemp = " r ";\n" KINDS(r, d, k) "}\n"
#define CHUNK5(n, a, b, c) "            case " #n ": { strObs1 = \"" a "\"; strObs2 = \"" b "\"; strObs3 = \"" c "\"; break; }\n"
#define WRITE(w)                                                                           \
    "        strTemp = string_delete(strTemp, j, " #w ");\n"                                \
    "        strTemp = string_insert(strObs1, strTemp, j);\n        j += 10;\n"             \
    "        strTemp = string_delete(strTemp, j, " #w ");\n"                                \
    "        strTemp = string_insert(strObs2, strTemp, j);\n        j += 10;\n"             \
    "        strTemp = string_delete(strTemp, j, " #w ");\n"                                \
    "        strTemp = string_insert(strObs3, strTemp, j);\n"
#define TILE_LOOP                                                                          \
    "for (j = 0; j < 8; j += 1)\n{\n    for (i = 1; i < 11; i += 1)\n    {\n"               \
    "        tile = string_char_at(strTemp, i+j*10);\n"                                    \
    "        if (tile == \"1\") instance_create(x, y, oIce);\n    }\n}\n"

static const char ice_script[] =
    OPEN_SCRIPT
    "if (scrGetRoomX(x) == global.startRoomX and scrGetRoomY(y) == global.startRoomY)\n{\n"
    "    if (roomPath == 2) n = rand(3,3);\n    else n = rand(1,2);\n    switch(n)\n    {\n"
    CASE(1, I_START_1) CASE(2, I_START_2) CASE(3, I_START_3) "    }\n}\n"
    "else if (scrGetRoomX(x) == global.endRoomX and scrGetRoomY(y) == global.endRoomY)\n{\n"
    "    n = rand(1,2);\n    switch(n)\n    {\n" CASE(1, I_EXIT_1) CASE(2, I_EXIT_2) "    }\n}\n"
    "else if (roomPath == 0 and rand(1,2) == 1)\n{\n"
    "    if (not oGame.altar and rand(1,12) == 1)\n    {\n        n = 5;\n"
    "        oGame.altar = true;\n    }\n"
    "    else if (oGame.idol)\n    {\n        n = rand(1,3);\n    }\n"
    "    else\n    {\n        n = rand(1,4);\n        if (n == 4) oGame.idol = true;\n    }\n"
    "    switch(n)\n    {\n" CASE(1, I_SIDE_1) CASE(2, I_SIDE_2) CASE(3, I_SIDE_3)
    CASE(4, I_IDOL) CASE(5, I_ALTAR) "    }\n}\n"
    "else if ((roomPath == 0 or roomPath == 1 or roomPath == 2) and (rand(1,10) < 10))\n{\n"
    "    switch(rand(1,2))\n    {\n" CASE(1, I_PATH_1) CASE(2, I_PATH_2) "    }\n}\n"
    SHOP(4, I_SHOP_R, I_DICE_R, I_KISS_R) SHOP(5, I_SHOP_L, I_DICE_L, I_KISS_L)
    "else if (roomPath == 6)\n{\n    switch(rand(1,1))\n    {\n" CASE(1, I_MOAI) "    }\n}\n"
    "else if (roomPath == 7)\n{\n    switch(rand(1,1))\n    {\n" CASE(1, I_SHIP_F) "    }\n}\n"
    "else if (roomPath == 8)\n{\n    switch(rand(1,1))\n    {\n" CASE(1, I_SHIP_M) "    }\n}\n"
    "else if (roomPath == 9)\n{\n    switch(rand(1,1))\n    {\n" CASE(1, I_SHIP_B) "    }\n}\n"
    "else\n{\n    switch(rand(1,2))\n    {\n" CASE(1, I_FALL_1) CASE(2, I_FALL_2) "    }\n}\n"
    "for (i = 1; i < 81; i += 1)\n{\n    j = i;\n    tile = string_char_at(strTemp, i);\n"
    "    if (tile == \"8\")\n    {\n        switch(rand(1,2))\n        {\n"
    CHUNK5(1, "00900", "01110", "11111") CHUNK5(2, "00000", "00090", "01111") "        }\n    }\n"
    "    else if (tile == \"5\")\n    {\n        switch(rand(1,2))\n        {\n"
    CHUNK5(1, "11111", "00000", "00000") CHUNK5(2, "00000", "02220", "01110") "        }\n    }\n"
    "    else if (tile == \"6\")\n    {\n        switch(rand(1,1))\n        {\n"
    CHUNK5(1, "0jij0", "00000", "00000") "        }\n    }\n"
    "    else if (tile == \"F\")\n    {\n        switch(rand(1,2))\n        {\n"
    CHUNK5(1, "0ff", "000", "000") CHUNK5(2, "000", "0i0", "000") "        }\n    }\n"
    "    if (tile == \"5\" or tile == \"6\" or tile == \"8\")\n    {\n" WRITE(5) "    }\n"
    "    else if (tile == \"F\")\n    {\n" WRITE(3) "    }\n}\n"
    TILE_LOOP;

static const char yeti_script[] =
    OPEN_SCRIPT
    "roomPathAbove = -1;\n"
    "if (scrGetRoomY(y) != 0) roomPathAbove = global.roomPath[scrGetRoomX(x), scrGetRoomY(y-128)];\n"
    "if (scrGetRoomX(x) == global.startRoomX and scrGetRoomY(y) == global.startRoomY)\n{\n"
    "    if (roomPath == 2) n = rand(2,2);\n    else n = rand(1,1);\n    switch(n)\n    {\n"
    CASE(1, Y_START_1) CASE(2, Y_START_2) "    }\n}\n"
    "else if (scrGetRoomX(x) == global.endRoomX and scrGetRoomY(y) == global.endRoomY)\n{\n"
    "    if (roomPathAbove == 2) n = rand(1,2);\n    else n = rand(2,3);\n    switch(n)\n    {\n"
    CASE(1, Y_EXIT_1) CASE(2, Y_EXIT_2) CASE(3, Y_EXIT_3) "    }\n}\n"
    "else if (roomPath == 0 and rand(1,4) < 4)\n{\n"
    "    if (oGame.idol or scrGetRoomY(y) == 3)\n        n = rand(1,2);\n"
    "    else\n    {\n        n = rand(1,1);\n        if (n == 10) oGame.idol = true;\n    }\n"
    "    switch(n)\n    {\n" CASE(1, Y_SIDE_1) CASE(2, Y_SIDE_2) "    }\n}\n"
    "else if (roomPath == 0 or roomPath == 1)\n{\n"
    "    if (not instance_exists(oYetiKing))\n    {\n        n = rand(1,3)\n"
    "        if (y > 384) n = 3;\n        else if (y > 256 and rand(1,2) == 1) n = 3;\n"
    "        else if (y > 128 and rand(1,3) == 1) n = 3;\n    }\n    else n = rand(1,2);\n"
    "    switch(n)\n    {\n" CASE(1, Y_MAIN_1) CASE(2, Y_MAIN_2) CASE(3, Y_KING) "    }\n}\n"
    "else if (roomPath == 3)\n{\n    switch(rand(1,2))\n    {\n" CASE(1, Y_DROPPED_1)
    CASE(2, Y_DROPPED_2) "    }\n}\n"
    SHOP(4, Y_SHOP_R, Y_DICE_R, Y_KISS_R) SHOP(5, Y_SHOP_L, Y_DICE_L, Y_KISS_L)
    "else if (roomPath == 8)\n{\n    switch(rand(1,1))\n    {\n" CASE(1, Y_PIT) "    }\n}\n"
    "else if (roomPath == 9)\n{\n    switch(rand(1,1))\n    {\n" CASE(1, Y_PIT) "    }\n}\n"
    "else\n{\n    if (roomPath == 7) n = rand(2,3);\n    else if (roomPathAbove != 2) n = rand(1,3);\n"
    "    else n = rand(1,2);\n    switch(n)\n    {\n" CASE(1, Y_DROP_1) CASE(2, Y_DROP_2)
    CASE(3, Y_DROP_3) "    }\n}\n"
    "for (i = 1; i < 81; i += 1)\n{\n    j = i;\n    tile = string_char_at(strTemp, i);\n"
    "    if (tile == \"8\")\n    {\n        switch(rand(1,1))\n        {\n"
    CHUNK5(1, "00900", "01110", "11111") "        }\n    }\n"
    "    else if (tile == \"5\")\n    {\n        switch(rand(1,3))\n        {\n"
    CHUNK5(1, "11111", "00000", "00000") CHUNK5(2, "00000", "11110", "00000")
    CHUNK5(3, "00000", "00000", "17171") "        }\n    }\n"
    "    else if (tile == \"6\")\n    {\n        switch(rand(1,1))\n        {\n"
    CHUNK5(1, "22222", "00000", "00000") "        }\n    }\n"
    "    if (tile == \"5\" or tile == \"6\" or tile == \"8\")\n    {\n" WRITE(5) "    }\n}\n"
    TILE_LOOP;

static int convert(const char *ice, const char *yeti, char **out, char *err, size_t errlen)
{
    return roomscript_ice("scrRoomGen3", ice, "scrRoomGenYeti", yeti, "test.gmk", out, err,
                          errlen);
}

static void converts(void **st)
{
    (void)st;
    char *out, err[600];
    int rc = convert(ice_script, yeti_script, &out, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    assert_non_null(strstr(out, "option small-sets\noption slots-as-text\n"));
    rs_test_has_set(out, "\nset start ROOM\n", 2);
    rs_test_has_set(out, "\nset start_drop ROOM rolled-from 3\n", 1);
    rs_test_has_set(out, "\nset exit ROOM\n", 2);
    rs_test_has_set(out, "\nset side ROOM\n", 3);
    rs_test_has_set(out, "\nset idol ROOM\n", 1);
    rs_test_has_set(out, "\nset altar ROOM\n", 1);
    rs_test_has_set(out, "\nset path ROOM\n", 2);
    rs_test_has_set(out, "\nset moai ROOM\n", 1);
    rs_test_has_set(out, "\nset fallback ROOM\n", 2);
    rs_test_has_set(out, "\nset platform CHUNK 3x3\n", 2);
    rs_test_has_set(out, "\nset door CHUNK\n", 2);
    rs_test_has_set(out, "\nset lair_start_drop ROOM rolled-from 2\n", 1);
    rs_test_has_set(out, "\nset lair_exit ROOM rolled-from 2\n", 2);
    rs_test_has_set(out, "\nset lair_exit_below_drop ROOM\n", 2);
    rs_test_has_set(out, "\nset lair_side ROOM\n", 1);
    rs_test_has_set(out, "\nset lair_side_bottom ROOM\n", 1);
    rs_test_has_set(out, "\nset lair_main ROOM\n", 2);
    rs_test_has_set(out, "\nset lair_king ROOM\n", 1);
    rs_test_has_set(out, "\nset lair_drop ROOM\n", 2);
    rs_test_has_set(out, "\nset lair_drop_capped ROOM\n", 1);
    rs_test_has_set(out, "\nset lair_ground CHUNK\n", 3);
    rs_test_has_set(out, "\nset lair_dice_house_facing_left ROOM\n", 1);
    /* the snake pit's rooms are read, not written; no pit top in a lair */
    assert_null(strstr(out, "pit"));
    /* the codes become spelgen's: the platforms' i clear ice, the Moai, the ship's parts,
     * the shops' floor, items and dice; the lair's thin ice and clear ice */
    assert_non_null(strstr(out, "\nlayout case-2\n000\n0c0\n000\n"));
    assert_non_null(strstr(out, "\n000O000000\n"));
    assert_non_null(strstr(out, "\n00HHHHHHHH\n0C0e0e0e00\n0000G00000\n"));
    assert_non_null(strstr(out, "\n000X00H000\n0000J0H000\nhhhuuuh000\n"));
    assert_non_null(strstr(out, "\n1.0K0q+dd0\n"));
    assert_non_null(strstr(out, "\n1.0K0i0i00\n"));
    assert_non_null(strstr(out, "\n1bbbbbbbbb\n"));
    assert_non_null(strstr(out, "\nnnnn1nnnnn\n"));
    assert_non_null(strstr(out, "\n00cccc0000\n"));
    /* it binds as the Ice Caves' data */
    spg_roomdata d;
    void *sets = NULL;
    assert_int_equal(roomdata_parse(out, strlen(out), "ice.rooms", &d, err, sizeof err), 0);
    rc = ice_rules.bind(&d, &sets, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    const ice_sets *m = sets;
    assert_int_equal(m->platform->w, 3);
    assert_int_equal(m->lair_chunks.ground->n, 3);
    assert_int_equal(m->own.ground->n, 2);
    assert_true(m->lair_shop[0] != m->shop[0]);
    free(sets);
    roomdata_free(&d);
    free(out);
}

/* An edit of one script (`yeti`: the lair's) is refused with an error holding `want`. */
static void expect_refused(int yeti, const char *from, const char *to, const char *want)
{
    char *s = rs_test_edited(yeti ? yeti_script : ice_script, from, to);
    char *out = (char *)"untouched", err[600];
    int rc = yeti ? convert(ice_script, s, &out, err, sizeof err)
                  : convert(s, yeti_script, &out, err, sizeof err);
    if (rc != -1 || !strstr(err, want))
        print_error("edit '%s' -> '%s'\nwant: %s\ngot (%d): %s\n", from, to, want, rc, err);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, want));
    assert_null(out);
    free(s);
}

static void expect_accepted(int yeti, const char *from, const char *to, const char *holds)
{
    char *s = rs_test_edited(yeti ? yeti_script : ice_script, from, to);
    char *out, err[600];
    int rc = yeti ? convert(ice_script, s, &out, err, sizeof err)
                  : convert(s, yeti_script, &out, err, sizeof err);
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
    expect_accepted(0, "0iiii00000", "0iiii0000j", "\n0cccc0000j\n");
    expect_accepted(0, "\n    n = rand(1,2);", "\n    n = rand(2,2);",
                    "\nset exit ROOM rolled-from 2\n");
    expect_accepted(1, "n = rand(2,3);", "n = rand(3,3);", "\nset lair_exit ROOM rolled-from 3\n");
    /* structure */
    expect_refused(0, "roomPath == 0 and rand(1,2) == 1", "roomPath == 0 and rand(1,3) == 1",
                   "scrRoomGen3: line 24: branch 3 of the chain tests (and (== roomPath 0) (== "
                   "(call rand 1 3) 1)), not (and (== roomPath 0) (== (call rand 1 2) 1))");
    expect_refused(0, "rand(1,10) < 10", "rand(1,10) < 9", "branch 4 of the chain tests");
    expect_refused(0, "rand(1,12) == 1", "rand(1,16) == 1", "the side rooms are not");
    expect_refused(0, "n = 5;", "n = 2;", "the altar's case 2 is one the side rooms' roll gives");
    expect_refused(0, "else if (roomPath == 7)", "else if (roomPath == 3)",
                   "branch 8 of the chain tests (== roomPath 3), not (== roomPath 7)");
    /* the platforms' writing says their width; rows of another width are refused */
    expect_refused(0, "string_delete(strTemp, j, 3);\n        strTemp = string_insert(strObs1",
                   "string_delete(strTemp, j, 4);\n        strTemp = string_insert(strObs1",
                   "the chunk loop's writing of the platform chunks is not");
    expect_refused(0, "case 1: { strObs1 = \"0ff\"", "case 1: { strObs1 = \"0fff\"",
                   "a chunk row's text is 4 characters, not 3");
    expect_refused(0, "    else if (tile == \"F\")\n    {\n        switch",
                   "    else if (tile == \"W\")\n    {\n        switch",
                   "the chunk loop's tests are not tile == \"8\", \"5\", \"6\", \"F\" in that order");
    /* a code spelgen's Ice Caves lack (water), or the lair's lack (a snake) */
    expect_refused(0, "0iiii00000", "0iiii0000w",
                   "tile code 'w' at row 3, column 10: scrRoomGen3's tile chain has no meaning "
                   "for it that spelgen's has");
    expect_refused(1, "000sss0000", "000sSs0000",
                   "tile code 'S' at row 4, column 5: scrRoomGenYeti's");
    /* the lair's King rows, its idol case, its side rolls */
    expect_refused(1, "y > 256 and", "y > 250 and", "scrRoomGenYeti: line 44: the main rooms are not");
    expect_refused(1, "else n = rand(1,2);", "else n = rand(1,1);", "the main rooms are not");
    expect_refused(1, "if (n == 10) oGame.idol", "if (n == 2) oGame.idol",
                   "the idol's case 2 is one the side rooms' roll gives");
    expect_refused(1, "n = rand(1,2);\n    else\n    {\n        n = rand(1,1);",
                   "n = rand(1,1);\n    else\n    {\n        n = rand(1,1);",
                   "are not rand(1,M) and rand(1,K) with K < M");
    expect_refused(1, "rand(1,4) < 4", "rand(1,4) <= 3", "branch 3 of the chain tests");
}

/* The draws' range of the event's draw. */
static const spg_event *draw_of(const spg_trace *t, const spg_event *e)
{
    return &t->ev[t->draw_event[e->draw - 1]];
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
    p.scripts[p.nscripts++] = (gmk_script){strdup("scrRoomGen3"), strdup(ice_script)};
    p.scripts[p.nscripts++] = (gmk_script){strdup("scrRoomGenYeti"), strdup(yeti_script)};
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
    assert_non_null(rooms.text[GMK_ROOMS_MINES]);
    assert_non_null(rooms.text[GMK_ROOMS_ICE]);
    /* a changed structure in either is refused, naming the file and the script */
    free(p.scripts[p.nscripts - 1].code);
    p.scripts[p.nscripts - 1].code = rs_test_edited(yeti_script, "rand(1,4) < 4", "rand(1,4) < 3");
    gmk_room_texts bad;
    assert_int_equal(gmk_rooms_read(&p, "test.gmk", &bad, err, sizeof err), -1);
    assert_non_null(strstr(err, "test.gmk: script scrRoomGenYeti: line 27: branch 3 of the chain"));
    assert_null(bad.text[GMK_ROOMS_MINES]);
    gmk_free(&p);

    char base[] = "/tmp/spelgen-test-roomscript-ice-XXXXXX";
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
    assert_non_null(strstr(text, "\nclassic/ice.rooms original scrRoomGen3 scrRoomGenYeti\n"));
    assert_null(strstr(text, "classic/ice.rooms spelgen"));

    spg_data data;
    rc = spg_data_load(target, &data, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    int platforms = 0, lairs = 0, lair_rooms = 0, kings = 0;
    for (uint32_t seed = 1; seed <= 120 && (lairs < 2 || platforms < 4); seed++) {
        spg_request rq;
        memset(&rq, 0, sizeof rq);
        rq.style = SPG_STYLE_CLASSIC;
        rq.seed = seed;
        rq.level = 9 + (int)(seed % 4);
        rq.trace = true;
        static spg_result res;
        memset(&res, 0, sizeof res);
        rc = spg_generate(&rq, &data, &res, err, sizeof err);
        if (rc)
            print_error("seed %u: %s\n", seed, err);
        assert_int_equal(rc, 0);
        const spg_level *L = &res.level;
        bool lair = L->flags.yeti_lair;
        lairs += lair;
        int chunks[4][4] = {{0}}, ground_hi = 0;
        for (size_t i = 0; i < res.trace.n; i++) {
            const spg_event *e = &res.trace.ev[i];
            if (lair && e->kind == SPG_EV_LAYOUT && e->rx == L->exit_x && e->ry == L->exit_y) {
                /* the trace says the script's own range: rand(1,2) below a drop, else
                 * rand(2,3) */
                int above = e->ry > 0 ? L->rooms[e->ry - 1][e->rx] : -1;
                const spg_event *dr = draw_of(&res.trace, e);
                assert_int_equal(dr->a, above == 2 ? 1 : 2);
                assert_int_equal(dr->b, above == 2 ? 2 : 3);
            }
            if (e->kind != SPG_EV_CHUNK || e->rx < 0 || e->rx > 3 || e->ry < 0 || e->ry > 3)
                continue;
            chunks[e->ry][e->rx]++;
            const spg_event *dr = draw_of(&res.trace, e);
            if (lair && strcmp(dr->site->name, "rooms.chunk.ground") == 0)
                ground_hi = dr->b;
            if (!lair && strcmp(dr->site->name, "ice.chunk.platform") == 0)
                assert_int_equal(dr->b, 2);
        }
        if (lair && ground_hi)
            assert_int_equal(ground_hi, 3); /* the lair's own ground chunks */
        for (int ry = 0; ry < 4; ry++)
            for (int rx = 0; rx < 4; rx++) {
                int code = L->rooms[ry][rx];
                bool door = (rx == L->start_x && ry == L->start_y) ||
                            (rx == L->exit_x && ry == L->exit_y);
                int x0 = L->room_x0 + rx * L->room_w, y0 = L->room_y0 + ry * L->room_h;
                if (lair && !door && code != 4 && code != 5) {
                    /* the ground chunk covers the air slot: one chunk, not two */
                    assert_int_equal(chunks[ry][rx], 1);
                    lair_rooms++;
                }
                if (!lair && !door && chunks[ry][rx] == 3) {
                    /* the three F slots of row 5, 3 apart: each chunk 3 wide (5 wide, the
                     * first would cover the second before the loop reaches it) */
                    platforms++;
                }
                for (int yy = 0; yy < 8; yy++)
                    for (int xx = 0; xx < 10; xx++)
                        kings += lair && level_entity_at(L, x0 + xx, y0 + yy, SPG_E_YETI_KING);
            }
        spg_result_free(&res);
    }
    assert_true(lairs >= 2);
    assert_true(lair_rooms > 8);
    assert_true(kings >= 1 && kings <= lairs); /* one King a lair at most: instance_exists */
    assert_true(platforms >= 4);
    spg_data_free(&data);
    rs_test_remove_all(base);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(converts),
        cmocka_unit_test(layouts_change_structure_does_not),
        cmocka_unit_test(import_then_generate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
