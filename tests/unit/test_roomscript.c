/* test_roomscript.c — reading a room script as room data (src/import/roomscript_mines.c)
 * and an import's room data (src/import/gmk_rooms.c), on our own small script written in the
 * shape of the original's Mines script (nothing of the original's: our own rooms, our own
 * ranges), put into a synthetic .gmk by gmk_writer.h:
 *   - the .rooms text it becomes, exactly (sets from the rolls' ranges, shared cases
 *     copied, variants, chunks, the two options);
 *   - changed layouts and ranges import, a changed structure is refused with the line;
 *   - the whole import: .gmk -> data directory -> levels built from it, whose rooms come
 *     from the right ranges and whose run-on chunk slots are filled as text. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gen.h"
#include "roomscript_rig.h"
#include "gmk_writer.h"
#include "import/gmk_rooms.h"
#include "import/outdir.h"
#include "import/roomscript_mines.h"
#include "level.h"
#include "trace.h"

/* Our rooms.  A start or exit room has one door; the path rooms have a ground slot at
 * row 1, column 6 whose chunk covers an air slot at row 2, column 9 (so that one is never
 * filled), and a ground slot at row 4, column 10 whose chunk runs on into row 5. */
#define WALL "1111111111"
#define SIDES "1000000001"
#define OPEN "0000000000"
#define START_A "\"" WALL SIDES SIDES "1000900001" "1111111111" OPEN OPEN WALL "\""
#define START_B "\"" WALL SIDES "1090000001" "1111100001" OPEN OPEN OPEN WALL "\""
#define START_C "\"" WALL SIDES SIDES "1000090001" "1111001111" OPEN OPEN "1110000111" "\""
#define START_D "\"" WALL SIDES "1900000001" "1111000011" OPEN OPEN OPEN "1110000111" "\""
#define EXIT_1 "\"" WALL SIDES SIDES "1000090001" OPEN OPEN OPEN WALL "\""
#define EXIT_2 "\"" "1110000111" SIDES SIDES "1000000091" OPEN OPEN OPEN WALL "\""
#define EXIT_3 "\"" WALL SIDES SIDES "1090000001" OPEN OPEN OPEN WALL "\""
#define SIDE_1 "\"" WALL "1000000001" "1100000011" "1110000111" OPEN OPEN OPEN WALL "\""
#define SIDE_2 "\"" WALL "1222222221" SIDES SIDES OPEN OPEN OPEN WALL "\""
#define SIDE_3 "\"" WALL SIDES "1L00000001" "1L00000001" OPEN OPEN OPEN WALL "\""
#define IDOL "\"" WALL SIDES "1000I00001" "1000AA0001" OPEN OPEN "0000B00000" WALL "\""
#define ALTAR "\"" WALL SIDES SIDES "1000x00001" OPEN OPEN OPEN WALL "\""
#define PATH_A "\"" "0000050000" "0000000060" OPEN "0000000005" OPEN OPEN OPEN WALL "\""
#define PATH_B "\"" "0000050000" "0000000060" OPEN "0000000005" OPEN OPEN "0010000100" WALL "\""
#define PATH_C "\"" "0000050000" "0000000060" OPEN "0000000005" OPEN "0000L00000" OPEN WALL "\""
#define DROPPED_1 "\"" "1110000111" OPEN OPEN OPEN OPEN OPEN OPEN WALL "\""
#define DROPPED_2 "\"" "1110000111" OPEN "0002200000" OPEN OPEN OPEN OPEN WALL "\""
#define SHOP_R "\"" WALL SIDES "1lllllll01" "1.0K0i0i00" "1.000000k0" "1.00000000" "1bbbbbbbbb" WALL "\""
#define SHOP_L "\"" WALL SIDES "10lllllll1" "00i0i0K0.1" "0k000000.1" "00000000.1" "bbbbbbbbb1" WALL "\""
#define DICE_R "\"" WALL SIDES "1Q00000001" "1.0K0q0d00" "1.000d00k0" OPEN "1bbbbbbbbb" WALL "\""
#define DICE_L "\"" WALL SIDES "10000000Q1" "00d0q0K0.1" "0k00d000.1" OPEN "bbbbbbbbb1" WALL "\""
#define KISS_R "\"" WALL SIDES SIDES "1.0K0D0000" "1.000000k0" OPEN "1bbbbbbbbb" WALL "\""
#define KISS_L "\"" WALL SIDES SIDES "0000D0K0.1" "0k000000.1" OPEN "bbbbbbbbb1" WALL "\""
#define PIT_M "\"" "1110000111" "1s100001s1" "1s100001s1" "1s100001s1" "1s100001s1" "1s100001s1" "1s100001s1" "1110000111" "\""
#define PIT_B "\"" "1110000111" "1000000001" "1000S00001" "1000000001" "1000000001" "10000000T1" "1111111111" WALL "\""
#define DROP_1 "\"" OPEN OPEN "0000600000" OPEN OPEN OPEN OPEN "1110000111" "\""
#define DROP_2 "\"" OPEN OPEN OPEN OPEN OPEN OPEN OPEN "1110000111" "\""
#define DROP_3 "\"" "1111111111" OPEN OPEN OPEN OPEN OPEN OPEN "1110000111" "\""
#define DROP_4 "\"" "1111111111" "1000000001" OPEN OPEN OPEN OPEN OPEN "1110000111" "\""

#define CASE(n, room) "        case " #n ": { strTemp = " room "; break; }\n"

static const char script[] =
    "// our own room script in the shape of the original's Mines script\n"
    "strTemp = \"" OPEN OPEN OPEN OPEN OPEN OPEN OPEN OPEN "\";\n"
    "roomPath = global.roomPath[scrGetRoomX(x), scrGetRoomY(y)];\n"
    "roomPathAbove = -1;\n"
    "shopType = \"General\";\n"
    "if (scrGetRoomY(y) != 0) roomPathAbove = global.roomPath[scrGetRoomX(x), scrGetRoomY(y-128)];\n"
    "\n"
    "if (scrGetRoomX(x) == global.startRoomX and scrGetRoomY(y) == global.startRoomY)\n"
    "{\n"
    "    if (roomPath == 2) n = rand(3,4);\n"
    "    else n = rand(1,2);\n"
    "    switch(n)\n"
    "    {\n" CASE(1, START_A) CASE(2, START_B) CASE(3, START_C) CASE(4, START_D) "    }\n"
    "}\n"
    "else if (scrGetRoomX(x) == global.endRoomX and scrGetRoomY(y) == global.endRoomY)\n"
    "{\n"
    "    if (roomPathAbove == 2) n = rand(1,2);\n"
    "    else n = rand(2,3);\n"
    "    switch(n)\n"
    "    {\n" CASE(1, EXIT_1) CASE(2, EXIT_2) CASE(3, EXIT_3) "    }\n"
    "}\n"
    "else if (roomPath == 0)\n"
    "{\n"
    "    if (global.currLevel > 1 and not oGame.altar and rand(1,16) == 1)\n"
    "    {\n"
    "        n = 5;\n"
    "        oGame.altar = true;\n"
    "    }\n"
    "    else if (oGame.idol or scrGetRoomY(y) == 3)\n"
    "    {\n"
    "        n = rand(1,3);\n"
    "    }\n"
    "    else\n"
    "    {\n"
    "        n = rand(1,4);\n"
    "        if (n == 4) oGame.idol = true;\n"
    "    }\n"
    "    switch(n)\n"
    "    {\n" CASE(1, SIDE_1) CASE(2, SIDE_2) CASE(3, SIDE_3) CASE(4, IDOL) CASE(5, ALTAR)
    "    }\n"
    "}\n"
    "else if (roomPath == 0 or roomPath == 1)\n"
    "{\n"
    "    switch(rand(1,2))\n"
    "    {\n" CASE(1, PATH_A)
    "        case 2: {\n"
    "            if (rand(1,2) == 1) strTemp = " PATH_B ";\n"
    "            else strTemp = " PATH_C "; break;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "else if (roomPath == 3)\n"
    "{\n"
    "    switch(rand(1,2))\n"
    "    {\n" CASE(1, DROPPED_1) CASE(2, DROPPED_2) "    }\n"
    "}\n"
#define SHOP(code, room, dice, kiss)                                                       \
    "else if (roomPath == " #code ")\n"                                                     \
    "{\n"                                                                                  \
    "    strTemp = " room ";\n"                                                            \
    "    n = rand(1,7);\n"                                                                 \
    "    switch(n)\n"                                                                      \
    "    {\n"                                                                              \
    "        case 1: { shopType = \"General\"; break; }\n"                                 \
    "        case 2: { shopType = \"Bomb\"; break; }\n"                                    \
    "        case 3: { shopType = \"Weapon\"; break; }\n"                                  \
    "        case 4: { shopType = \"Rare\"; break; }\n"                                    \
    "        case 5: { shopType = \"Clothing\"; break; }\n"                                \
    "        case 6: { shopType = \"Craps\"; strTemp = " dice "; break; }\n"              \
    "        case 7: { shopType = \"Kissing\"; strTemp = " kiss "; oGame.damsel = true; break; }\n" \
    "    }\n"                                                                              \
    "}\n"
    SHOP(4, SHOP_R, DICE_R, KISS_R) SHOP(5, SHOP_L, DICE_L, KISS_L)
    "else if (roomPath == 8)\n"
    "{\n"
    "    switch(rand(1,1))\n"
    "    {\n" CASE(1, PIT_M) "    }\n"
    "}\n"
    "else if (roomPath == 9)\n"
    "{\n"
    "    switch(rand(1,1))\n"
    "    {\n" CASE(1, PIT_B) "    }\n"
    "}\n"
    "else\n"
    "{\n"
    "    if (roomPath == 7) n = rand(2,4);\n"
    "    else if (roomPathAbove != 2) n = rand(1,4);\n"
    "    else n = rand(1,2);\n"
    "    switch(n)\n"
    "    {\n" CASE(1, DROP_1) CASE(2, DROP_2) CASE(3, DROP_3) CASE(4, DROP_4) "    }\n"
    "}\n"
    "\n"
    "for (i = 1; i < 81; i += 1)\n"
    "{\n"
    "    j = i;\n"
    "    strObs1 = \"00000\";\n"
    "    strObs2 = \"00000\";\n"
    "    strObs3 = \"00000\";\n"
    "    tile = string_char_at(strTemp, i);\n"
    "    if (tile == \"8\")\n"
    "    {\n"
    "        switch(rand(1,2))\n"
    "        {\n"
    "            case 1: { strObs1 = \"00000\"; strObs2 = \"00900\"; strObs3 = \"11111\"; break; }\n"
    "            case 2: { strObs1 = \"00000\"; strObs2 = \"09000\"; strObs3 = \"11111\"; break; }\n"
    "        }\n"
    "    }\n"
    "    else if (tile == \"5\")\n"
    "    {\n"
    "        switch(rand(1,2))\n"
    "        {\n"
    "            case 1: { strObs1 = \"01111\"; strObs2 = \"00000\"; strObs3 = \"00000\"; break; }\n"
    "            case 2: { strObs1 = \"01111\"; strObs2 = \"00000\"; strObs3 = \"00220\"; break; }\n"
    "        }\n"
    "    }\n"
    "    else if (tile == \"6\")\n"
    "    {\n"
    "        switch(rand(1,1))\n"
    "        {\n"
    "            case 1: { strObs1 = \"00000\"; strObs2 = \"02220\"; strObs3 = \"00000\"; break; }\n"
    "        }\n"
    "    }\n"
    "    if (tile == \"5\" or tile == \"6\" or tile == \"8\")\n"
    "    {\n"
    "        strTemp = string_delete(strTemp, j, 5);\n"
    "        strTemp = string_insert(strObs1, strTemp, j);\n"
    "        j += 10;\n"
    "        strTemp = string_delete(strTemp, j, 5);\n"
    "        strTemp = string_insert(strObs2, strTemp, j);\n"
    "        j += 10;\n"
    "        strTemp = string_delete(strTemp, j, 5);\n"
    "        strTemp = string_insert(strObs3, strTemp, j);\n"
    "    }\n"
    "}\n"
    "\n"
    "for (j = 0; j < 8; j += 1)\n"
    "{\n"
    "    for (i = 1; i < 11; i += 1)\n"
    "    {\n"
    "        tile = string_char_at(strTemp, i+j*10);\n"
    "    }\n"
    "}\n";

/* The room script whose structure is changed (branch 5 tests another code). */
#define BAD_FROM "else if (roomPath == 3)"
#define BAD_TO "else if (roomPath == 6)"

#define FIXTURE "tests/cli/fixtures/rooms.gmk"
#define BAD_FIXTURE "tests/cli/fixtures/rooms-bad.gmk"

/* The rooms of a quoted room macro, as the .rooms file writes them. */
static void rows_of(char *out, const char *quoted)
{
    for (int r = 0; r < 8; r++) {
        memcpy(out, quoted + 1 + r * 10, 10);
        out[10] = '\n';
        out += 11;
    }
    *out = 0;
}

/* Appends set NAME with the layouts "case-K" for the given macros, K from `first`;
 * `rolled`: the set says it is rolled from `first`. */
static void expect_set(char *buf, const char *name, int rolled, int first, int n, ...)
{
    va_list ap;
    va_start(ap, n);
    if (rolled)
        sprintf(buf + strlen(buf), "\nset %s ROOM rolled-from %d\n", name, first);
    else
        sprintf(buf + strlen(buf), "\nset %s ROOM\n", name);
    for (int i = 0; i < n; i++) {
        char rows[100];
        sprintf(buf + strlen(buf), "\nlayout case-%d\n", first + i);
        rows_of(rows, va_arg(ap, const char *));
        strcat(buf, rows);
    }
    va_end(ap);
}

static void expect_room(char *buf, const char *name, const char *room)
{
    expect_set(buf, name, 0, 1, 1, room);
}

static void converts_exactly(void **st)
{
    (void)st;
    char *out;
    char err[512];
    int rc = roomscript_mines("scrRoomGen", script, "test.gmk", &out, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    static char want[40000];
    char rows[100];
    strcpy(want, "# mines.rooms: the original's Mines rooms, read by spelgen import from the room\n"
                 "# script scrRoomGen of test.gmk, the user's own copy: not to be shared.\n"
                 "# Each layout is named after its case in the script's switch.\n"
                 "option small-sets\noption slots-as-text\n");
    expect_set(want, "start", 0, 1, 2, START_A, START_B);
    expect_set(want, "start_drop", 1, 3, 2, START_C, START_D);
    /* the exit rooms share case 2: each set has its copy */
    expect_set(want, "exit", 1, 2, 2, EXIT_2, EXIT_3);
    expect_set(want, "exit_below_drop", 0, 1, 2, EXIT_1, EXIT_2);
    expect_set(want, "side", 0, 1, 3, SIDE_1, SIDE_2, SIDE_3);
    expect_set(want, "idol", 0, 4, 1, IDOL);
    expect_set(want, "altar", 0, 5, 1, ALTAR);
    expect_set(want, "path", 0, 1, 2, PATH_A, PATH_B);
    strcat(want, "or\n");
    rows_of(rows, PATH_C);
    strcat(want, rows);
    expect_set(want, "path_dropped", 0, 1, 2, DROPPED_1, DROPPED_2);
    expect_room(want, "shop_facing_right", SHOP_R);
    expect_room(want, "dice_house_facing_right", DICE_R);
    expect_room(want, "kissing_parlor_facing_right", KISS_R);
    expect_room(want, "shop_facing_left", SHOP_L);
    expect_room(want, "dice_house_facing_left", DICE_L);
    expect_room(want, "kissing_parlor_facing_left", KISS_L);
    expect_room(want, "pit_middle", PIT_M);
    expect_room(want, "pit_bottom", PIT_B);
    expect_set(want, "drop", 0, 1, 2, DROP_1, DROP_2);
    expect_set(want, "drop_capped", 0, 3, 2, DROP_3, DROP_4);
    /* the snake pit's top is a drop rolled from 2 to 4 */
    expect_set(want, "pit_top", 1, 2, 3, DROP_2, DROP_3, DROP_4);
    strcat(want, "\nset door CHUNK\n\nlayout case-1\n00000\n00900\n11111\n"
                 "\nlayout case-2\n00000\n09000\n11111\n"
                 "\nset ground CHUNK\n\nlayout case-1\n01111\n00000\n00000\n"
                 "\nlayout case-2\n01111\n00000\n00220\n"
                 "\nset air CHUNK\n\nlayout case-1\n00000\n02220\n00000\n");
    assert_string_equal(out, want);
    free(out);
}

/* The script with `from` replaced by `to` (once; it must be there). */
static char *edited(const char *from, const char *to)
{
    return rs_test_edited(script, from, to);
}

static void expect_refused(const char *from, const char *to, const char *want)
{
    char *s = edited(from, to);
    char *out = (char *)"untouched", err[600];
    int rc = roomscript_mines("scrRoomGen", s, "test.gmk", &out, err, sizeof err);
    if (rc != -1 || strcmp(err, want) != 0)
        print_error("edit '%s' -> '%s'\nwant: %s\ngot (%d): %s\n", from, to, want, rc, err);
    assert_int_equal(rc, -1);
    assert_string_equal(err, want);
    assert_null(out);
    free(s);
}

static void expect_accepted(const char *from, const char *to, const char *holds)
{
    char *s = edited(from, to);
    char *out, err[600];
    int rc = roomscript_mines("scrRoomGen", s, "test.gmk", &out, err, sizeof err);
    if (rc != 0)
        print_error("edit '%s' -> '%s': %s\n", from, to, err);
    assert_int_equal(rc, 0);
    if (!strstr(out, holds))
        print_error("edit '%s' -> '%s': no '%s' in\n%s\n", from, to, holds, out);
    assert_non_null(strstr(out, holds));
    free(out);
    free(s);
}

static void layouts_change_structure_does_not(void **st)
{
    (void)st;
    /* a changed layout, a wider range and a new case: imported as they are */
    expect_accepted("1L000000011L00000001", "1LL00000011L00000001", "\n1LL0000001\n");
    expect_accepted("else n = rand(1,2);\n    switch(n)\n    {\n        case 1: { strTemp = \"" WALL,
                    "else n = rand(1,3);\n    switch(n)\n    {\n        case 1: { strTemp = \"" WALL,
                    "set start ROOM\n\nlayout case-1\n" WALL "\n" SIDES "\n" SIDES "\n1000900001\n"
                    "1111111111\n" OPEN "\n" OPEN "\n" WALL "\n\nlayout case-2\n" WALL "\n"
                    SIDES "\n1090000001\n1111100001\n" OPEN "\n" OPEN "\n" OPEN "\n" WALL
                    "\n\nlayout case-3\n");
    /* structure changed: refused with the line */
    expect_refused(BAD_FROM, BAD_TO,
                   "scrRoomGen: line 67: branch 5 of the chain tests (== roomPath 6), not "
                   "(== roomPath 3)");
    expect_refused("rand(1,16) == 1", "rand(1,20) == 1",
                   "scrRoomGen: line 33: the side rooms do not start with the altar's roll "
                   "(if (global.currLevel > 1 and not oGame.altar and rand(1,16) == 1))");
    expect_refused("if (n == 4) oGame.idol = true;", "if (n == 3) oGame.idol = true;",
                   "scrRoomGen: line 45: not if (n == 4) oGame.idol = true;");
    expect_refused("    switch(rand(1,2))\n    {\n        case 1: { strTemp = \"1110000111",
                   "    switch(rand(1,3))\n    {\n        case 1: { strTemp = \"1110000111",
                   "scrRoomGen: line 69: set path_dropped: the roll can give 3, and no case 3 "
                   "is there");
    expect_refused("n = rand(1,7);", "n = rand(1,8);",
                   "scrRoomGen: line 78: the shop is not strTemp = \"...\"; n = rand(1,7); "
                   "switch (n)");
    expect_refused("case 1: { strObs1 = \"01111\"; strObs2",
                   "case 1: { strObs1 = \"0111\"; strObs2",
                   "scrRoomGen: line 152: a chunk row's text is 4 characters, not 5");
    expect_refused("else if (tile == \"6\")", "else if (tile == \"V\")",
                   "scrRoomGen: line 156: the chunk loop's tests are not tile == \"8\", \"5\", "
                   "\"6\" in that order");
    expect_refused("    else n = rand(1,2);\n    switch(n)\n    {\n        case 1: { strTemp = \"" OPEN,
                   "    else n = rand(1,5);\n    switch(n)\n    {\n        case 1: { strTemp = \"" OPEN,
                   "scrRoomGen: line 121: the drops' rolls are not rand(1,M) and rand(1,D), D < M");
    /* a layout spelgen's format cannot hold: refused too, naming the script's line */
    expect_refused("1000I00001", "1000I0000#",
                   "scrRoomGen: line 52: a room's text holds the character 0x23, which no tile "
                   "code is");
    expect_refused("1000I00001", "1000I0000Z",
                   "scrRoomGen: line 52: unknown tile code 'Z' (accepted: 0 1 2 L P 7 4 5 6 8 9 x A I B a s S T M . b K k l "
                   "i W Q q d D V v w ~ , m t r Y X C p ^ h + n c j f O F H u e J y N E G)");
    expect_refused("strObs3 = \"00220\"", "strObs3 = \"002x0\"",
                   "scrRoomGen: line 153: tile code 'x' is not allowed in a chunk (accepted: 0 1 "
                   "2 L P 7 4 9 Y v w t r ^ m ~ , c j f)");
    expect_refused("{ strTemp = " ALTAR "; break; }", "{ strTemp = " ALTAR "; n = 2; break; }",
                   "scrRoomGen: line 53: case 5 is not one room (strTemp = \"...\"; break;) "
                   "nor two on rand(1,2) == 1");
}

/* Every one-line deletion of the script: read or refused in one line naming the script,
 * never a crash (the reader walks whatever tree the parser makes). */
static void every_line_deleted(void **st)
{
    (void)st;
    int lines = 0, read = 0, refused = 0;
    lines = rs_test_lines(script);
    for (int cut = 0; cut < lines; cut++) {
        char *s = rs_test_without_line(script, cut);
        char *out = NULL, err[600] = "";
        int rc = roomscript_mines("scrRoomGen", s, "test.gmk", &out, err, sizeof err);
        if (rc == 0) {
            assert_non_null(out);
            read++;
        } else {
            assert_int_equal(rc, -1);
            assert_null(out);
            assert_int_equal(strncmp(err, "scrRoomGen: line ", 17), 0);
            assert_null(strchr(err, '\n'));
            refused++;
        }
        free(out);
        free(s);
    }
    /* comments, blank lines, a layout case and the tile loop's body can go; the rest is
     * structure */
    assert_true(read > 0);
    assert_true(refused > lines / 2);
}

/* Our project: a script of no interest and the room script (`code`). */
static void project(gmk_project *p, const char *code)
{
    memset(p, 0, sizeof *p);
    p->version = 800;
    p->game_version = strdup("1.1");
    p->nscripts = 2;
    p->scripts = calloc(2, sizeof *p->scripts);
    p->scripts[0] = (gmk_script){strdup("scrGreet"), strdup("n = rand(1,3);\r\n")};
    p->scripts[1] = (gmk_script){strdup("scrRoomGen"), strdup(code)};
}

/* The committed fixtures (tests/cli/import.sh imports them) hold this file's scripts. */
static void committed_fixtures_are_the_scripts(void **st)
{
    (void)st;
    for (int bad = 0; bad < 2; bad++) {
        gmk_project got;
        char err[600];
        const char *path = bad ? BAD_FIXTURE : FIXTURE;
        int rc = gmk_read_file(path, &got, err, sizeof err);
        if (rc)
            print_error("%s (regenerate: build/tests/test_roomscript --write-fixture %s%s)\n",
                        err, path, bad ? " bad" : "");
        assert_int_equal(rc, 0);
        assert_int_equal(got.nscripts, 2);
        char *want = bad ? edited(BAD_FROM, BAD_TO) : strdup(script);
        char *code = got.scripts[1].code;
        /* the writer keeps the text as given */
        if (strcmp(code, want) != 0)
            print_error("%s differs from the test's script: regenerate it with "
                        "build/tests/test_roomscript --write-fixture %s%s\n",
                        path, path, bad ? " bad" : "");
        assert_string_equal(code, want);
        free(want);
        gmk_free(&got);
    }
}

static int write_fixture(const char *path, int bad)
{
    gmk_project p;
    char *code = bad ? edited(BAD_FROM, BAD_TO) : strdup(script);
    project(&p, code);
    free(code);
    return gmk_write_fixture(&p, path, "test_roomscript");
}

/* The whole import: our script in a .gmk, its data directory, levels built from it. */
static void import_then_generate(void **st)
{
    (void)st;
    gmk_project p;
    project(&p, script);
    gw_opts o;
    memset(&o, 0, sizeof o);
    size_t len;
    unsigned char *bytes = gmk_write(&p, &o, &len);
    gmk_free(&p);
    char err[600];
    assert_int_equal(gmk_read(bytes, len, "test.gmk", &p, err, sizeof err), 0);
    free(bytes);

    char base[] = "/tmp/spelgen-test-roomscript-XXXXXX";
    assert_non_null(mkdtemp(base));
    char target[600];
    snprintf(target, sizeof target, "%s/original", base);
    const char *own = getenv("SPELGEN_DATA");
    if (!own || !*own)
        own = "data";
    gmk_room_texts rooms;
    int rc = gmk_rooms_read(&p, "test.gmk", &rooms, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    assert_non_null(rooms.text[GMK_ROOMS_MINES]);
    assert_null(rooms.text[GMK_ROOMS_TEMPLE]); /* no scrRoomGen4 in this project */
    outdir d;
    assert_int_equal(outdir_begin(&d, target, "rooms.txt", 1, err, sizeof err), 0);
    assert_int_equal(gmk_rooms_write(&d, &rooms, own, err, sizeof err), 0);
    assert_int_equal(outdir_commit(&d, err, sizeof err), 0);
    gmk_rooms_free(&rooms);
    /* the rest is spelgen's own, and rooms.txt says so */
    char list[700];
    snprintf(list, sizeof list, "%s/rooms.txt", target);
    FILE *lf = fopen(list, "r");
    assert_non_null(lf);
    char text[2000];
    size_t tn = fread(text, 1, sizeof text - 1, lf);
    text[tn] = 0;
    fclose(lf);
    assert_non_null(strstr(text, "\nclassic/mines.rooms original scrRoomGen\n"));
    assert_non_null(strstr(text, "\nclassic/jungle.rooms spelgen\n"));
    assert_non_null(strstr(text, "\ntunnel/tunnel.conf spelgen\n"));
    /* a project without the room script: no room data, and no error */
    free(p.scripts[1].name);
    p.scripts[1].name = strdup("scrSomethingElse");
    rooms.text[GMK_ROOMS_MINES] = (char *)"untouched";
    assert_int_equal(gmk_rooms_read(&p, "test.gmk", &rooms, err, sizeof err), 0);
    assert_false(gmk_rooms_any(&rooms));
    /* one of another structure: refused naming the file, the script and the line */
    free(p.scripts[1].name);
    p.scripts[1].name = strdup("scrRoomGen");
    free(p.scripts[1].code);
    p.scripts[1].code = strdup("strTemp = \"0\";\nif (roomPath == 1) n = 2;\n");
    assert_int_equal(gmk_rooms_read(&p, "test.gmk", &rooms, err, sizeof err), -1);
    assert_string_equal(err, "test.gmk: script scrRoomGen: line 2: no if/else chain by room "
                             "kind starting with the start room");
    assert_false(gmk_rooms_any(&rooms));
    gmk_free(&p);

    spg_data data;
    rc = spg_data_load(target, &data, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    int path_rooms = 0, starts_seen[5] = {0};
    for (uint32_t seed = 1; seed <= 30; seed++) {
        spg_request rq;
        memset(&rq, 0, sizeof rq);
        rq.style = SPG_STYLE_CLASSIC;
        rq.seed = seed;
        rq.level = 1 + (int)(seed % 4);
        rq.trace = true;
        static spg_result res;
        memset(&res, 0, sizeof res);
        rc = spg_generate(&rq, &data, &res, err, sizeof err);
        if (rc)
            print_error("seed %u: %s\n", seed, err);
        assert_int_equal(rc, 0);
        const spg_level *L = &res.level;
        int chunks[4][4] = {{0}};
        for (size_t i = 0; i < res.trace.n; i++) {
            const spg_event *e = &res.trace.ev[i];
            if (e->kind == SPG_EV_CHUNK && e->rx >= 0 && e->rx < 4 && e->ry >= 0 && e->ry < 4)
                chunks[e->ry][e->rx]++;
            if (e->kind != SPG_EV_LAYOUT || e->rx < 0 || e->rx >= 4 || e->ry < 0 || e->ry > 3)
                continue;
            int rx = e->rx, ry = e->ry, code = L->rooms[ry][rx], k = -1;
            assert_int_equal(sscanf(e->text, "case-%d", &k), 1);
            /* the draw that chose it, in the trace's words: the script's rand(a,b) */
            assert_true(e->draw >= 1 && e->draw <= res.trace.ndraws);
            const spg_event *dr = &res.trace.ev[res.trace.draw_event[e->draw - 1]];
            if (rx == L->start_x && ry == L->start_y) {
                /* the start room: cases 1-2, or 3-4 where the path leaves downward */
                assert_true(code == 2 ? k >= 3 && k <= 4 : k >= 1 && k <= 2);
                assert_int_equal(dr->a, code == 2 ? 3 : 1);
                assert_int_equal(dr->b, code == 2 ? 4 : 2);
                assert_int_equal(dr->value, k);
                starts_seen[k]++;
            } else if (rx == L->exit_x && ry == L->exit_y) {
                int above = ry > 0 ? L->rooms[ry - 1][rx] : -1;
                assert_true(above == 2 ? k <= 2 : k >= 2 && k <= 3);
                assert_int_equal(dr->a, above == 2 ? 1 : 2);
                assert_int_equal(dr->value, k);
            } else if (code == 1)
                assert_true(k >= 1 && k <= 2);
            else if (code == 7) {
                assert_true(k >= 2 && k <= 4);
                assert_int_equal(dr->a, 2);
                assert_int_equal(dr->b, 4);
            }
        }
        for (int ry = 0; ry < 4; ry++)
            for (int rx = 0; rx < 4; rx++) {
                if (L->rooms[ry][rx] != 1 || (rx == L->start_x && ry == L->start_y) ||
                    (rx == L->exit_x && ry == L->exit_y))
                    continue;
                /* a path room: its air slot is covered by the ground chunk before the
                 * scan reaches it, so two chunks, not three */
                assert_int_equal(chunks[ry][rx], 2);
                path_rooms++;
                /* the slot at row 4, column 10 runs on: its chunk's "01111" goes to
                 * row 4 column 10 (0) and row 5 columns 1-4 (earth) */
                int x0 = L->room_x0 + rx * L->room_w, y0 = L->room_y0 + ry * L->room_h;
                for (int cx = 0; cx < 4; cx++)
                    assert_true(level_solid(L, x0 + cx, y0 + 4));
            }
        spg_result_free(&res);
    }
    assert_true(path_rooms > 10);
    for (int k = 1; k <= 4; k++)
        assert_true(starts_seen[k] > 0);
    spg_data_free(&data);
    rs_test_remove_all(base);
}

int main(int argc, char **argv)
{
    if ((argc == 3 || argc == 4) && strcmp(argv[1], "--write-fixture") == 0)
        return write_fixture(argv[2], argc == 4 && strcmp(argv[3], "bad") == 0);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(committed_fixtures_are_the_scripts),
        cmocka_unit_test(converts_exactly),
        cmocka_unit_test(layouts_change_structure_does_not),
        cmocka_unit_test(every_line_deleted),
        cmocka_unit_test(import_then_generate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
