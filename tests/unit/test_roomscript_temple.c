/* test_roomscript_temple.c — reading the Temple's room script as room data
 * (src/import/roomscript_temple.c), on our own small script written in the shape of the
 * original's scrRoomGen4 (nothing of the original's: our own rooms, our own ranges, the
 * original's tile codes so that their translation is seen):
 *   - the sets it becomes (the side roll's cases, the City of Gold's path rooms, the 4x3
 *     chunks), the codes as spelgen's Temple reads them;
 *   - changed layouts and ranges import, a changed structure is refused with the line;
 *   - the text loads as a data directory's temple.rooms, and Temple levels and the City
 *     of Gold build from it, the narrow slots filled 4 wide. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "roomscript_rig.h"
#include "import/gmk.h"
#include "import/gmk_rooms.h"
#include "import/outdir.h"
#include "import/roomscript_temple.h"
#include "level.h"
#include "trace.h"

#define WALL "1111111111"
#define SIDES "1000000001"
#define OPEN "0000000000"
#define Q(rows) "\"" rows "\""
#define START_1 Q(OPEN OPEN OPEN OPEN OPEN OPEN "0009000000" WALL)
#define START_2 Q(OPEN OPEN OPEN OPEN OPEN OPEN "0000090000" "1100000011")
#define EXIT_1 Q(OPEN OPEN OPEN OPEN OPEN "0080000000" OPEN OPEN)
#define SIDE(c) Q(WALL SIDES "10000" c "0001" SIDES SIDES SIDES SIDES WALL)
#define SUN_A Q(SIDES SIDES SIDES SIDES SIDES "100T0000T0" "0dddddddd0" WALL)
#define SUN_B Q(SIDES SIDES SIDES SIDES SIDES "10T000T000" "0ddddddd00" WALL)
#define IDOL Q("11CCCCCC11" SIDES SIDES "1D000000D1" SIDES OPEN "0000I00000" WALL)
#define VAULT(c) Q(WALL "1" c "00000001" WALL WALL WALL WALL WALL WALL)
#define ALTAR Q(OPEN OPEN OPEN OPEN OPEN OPEN "0000x00000" WALL)
#define PATH_1 Q("1000000001" "000r000000" OPEN OPEN OPEN OPEN OPEN WALL)
#define PATH_2 Q(OPEN "0000000r00" OPEN OPEN "0050000000" OPEN OPEN WALL)
#define PATH_3 Q(OPEN OPEN OPEN OPEN OPEN "0013333100" "0011111100" WALL)
#define TOMB Q(OPEN OPEN OPEN "000?000000" OPEN OPEN OPEN WALL)
#define DROPPED_1 Q(OPEN OPEN OPEN OPEN OPEN OPEN OPEN WALL)
#define DROPPED_2 Q(OPEN OPEN "0000220000" OPEN OPEN OPEN OPEN WALL)
#define SHOP_R Q(WALL WALL "1111221111" "111l000211" "...000W010" "...00000k0" "..Kiiii000" "bbbbbbbbbb")
#define DICE_R Q(WALL WALL "1111221111" "11Kl000211" "..bQ00W010" ".0+00000k0" ".q+uu00000" "bbbbbbbbbb")
#define KISS_R Q(WALL WALL "1111221111" "111p000211" "...000W010" "...00000k0" "..K00A0000" "bbbbbbbbbb")
#define SHOP_L Q(WALL WALL "1111221111" "112000l111" "01W0000..." "0k00000..." "000iiiiK.." "bbbbbbbbbb")
#define DICE_L Q(WALL WALL "1111221111" "112000lK11" "01W0Q00b.." "0k00000+0." "0000uu+q.." "bbbbbbbbbb")
#define KISS_L Q(WALL WALL "1111221111" "112000p111" "01W0000..." "0k00000..." "000A00K..." "bbbbbbbbbb")
#define XOC Q(OPEN "00X0000000" OPEN OPEN OPEN OPEN OPEN WALL)
#define PIT_T Q(OPEN OPEN OPEN OPEN OPEN "0001001000" "0011;01100" "111BBBB111")
#define PIT_M Q("1120000211" "1120000211" "1120000211" "1120000211" "1120000211" "1120000211" "1120000211" "1120000211")
#define PIT_B Q("1120000211" "1120000211" "113www3111" "113www3111" "1RRRRRR111" WALL WALL WALL)
#define DROP_1 Q(OPEN OPEN OPEN OPEN OPEN OPEN OPEN "1110000111")
#define DROP_2 Q(OPEN OPEN "0000600000" OPEN OPEN OPEN OPEN "1100000011")

#define CASE(n, room) "        case " #n ": { strTemp = " room "; break; }\n"
#define SHOP(code, room, dice, kiss)                                                       \
    "else if (roomPath == " #code ")\n"                                                     \
    "{\n"                                                                                  \
    "    strTemp = " room ";\n"                                                            \
    "    if (oGame.damsel) n = rand(1,6);\n"                                               \
    "    else n = rand(1,7);\n"                                                            \
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
#define CHUNK(n, a, b, c) \
    "            case " #n ": { strObs1 = \"" a "\"; strObs2 = \"" b "\"; strObs3 = \"" c "\"; break; }\n"

static const char script[] =
    "// our own room script in the shape of the original's Temple script\n"
    "strTemp = \"" OPEN OPEN OPEN OPEN OPEN OPEN OPEN OPEN "\";\n"
    "roomPath = global.roomPath[scrGetRoomX(x), scrGetRoomY(y)];\n"
    "if (scrGetRoomX(x) == global.startRoomX and scrGetRoomY(y) == global.startRoomY)\n"
    "{\n"
    "    if (roomPath == 2) n = rand(2,2);\n"
    "    else n = rand(1,1);\n"
    "    switch(n)\n"
    "    {\n" CASE(1, START_1) CASE(2, START_2) "    }\n"
    "}\n"
    "else if (scrGetRoomX(x) == global.endRoomX and scrGetRoomY(y) == global.endRoomY)\n"
    "{\n"
    "    n = rand(1,1);\n"
    "    switch(n)\n"
    "    {\n" CASE(1, EXIT_1) "    }\n"
    "}\n"
    "else if (roomPath == 0 and rand(1,4) > 1)\n"
    "{\n"
    "    if (global.cityOfGold)\n"
    "    {\n"
    "        n = rand(1,14);\n"
    "        if (n == 12) n = 15;\n"
    "    }\n"
    "    else if (not oGame.altar and rand(1,12) == 1)\n"
    "    {\n"
    "        n = 16;\n"
    "        oGame.altar = true;\n"
    "    }\n"
    "    else if (oGame.idol)\n"
    "    {\n"
    "        n = rand(1,11);\n"
    "    }\n"
    "    else\n"
    "    {\n"
    "        n = rand(1,12);\n"
    "        if (n == 12) oGame.idol = true;\n"
    "    }\n"
    "    switch(n)\n"
    "    {\n" CASE(1, SIDE("1")) CASE(2, SIDE("2")) CASE(3, SIDE("3")) CASE(4, SIDE("L"))
    CASE(5, SIDE("c")) CASE(6, SIDE("t")) CASE(7, SIDE("7")) CASE(8, SIDE("4"))
    CASE(9, SIDE("R"))
    "        case 10: {\n"
    "            if (rand(1,2) == 1) strTemp = " SUN_A ";\n"
    "            else strTemp = " SUN_B ";\n"
    "            break;\n"
    "        }\n"
    CASE(11, SIDE("w")) CASE(12, IDOL) CASE(13, VAULT("t")) CASE(14, VAULT("c"))
    CASE(15, VAULT("a")) CASE(16, ALTAR)
    "    }\n"
    "}\n"
    "else if (roomPath == 0 or roomPath == 1)\n"
    "{\n"
    "    if (global.cityOfGold) n = rand(1,4);\n"
    "    else n = rand(1,3);\n"
    "    switch(n)\n"
    "    {\n" CASE(1, PATH_1) CASE(2, PATH_2) CASE(3, PATH_3) CASE(4, TOMB) "    }\n"
    "}\n"
    "else if (roomPath == 3)\n"
    "{\n"
    "    switch(rand(1,2))\n"
    "    {\n" CASE(1, DROPPED_1) CASE(2, DROPPED_2) "    }\n"
    "}\n"
    SHOP(4, SHOP_R, DICE_R, KISS_R) SHOP(5, SHOP_L, DICE_L, KISS_L)
    "else if (roomPath == 6)\n"
    "{\n"
    "    strTemp = " XOC ";\n"
    "}\n"
    "else if (roomPath == 7)\n"
    "{\n"
    "    strTemp = " PIT_T ";\n"
    "}\n"
    "else if (roomPath == 8)\n"
    "{\n"
    "    strTemp = " PIT_M ";\n"
    "}\n"
    "else if (roomPath == 9)\n"
    "{\n"
    "    strTemp = " PIT_B ";\n"
    "}\n"
    "else\n"
    "{\n"
    "    switch(rand(1,2))\n"
    "    {\n" CASE(1, DROP_1) CASE(2, DROP_2) "    }\n"
    "}\n"
    "\n"
    "for (i = 1; i < 81; i += 1)\n"
    "{\n"
    "    j = i;\n"
    "    tile = string_char_at(strTemp, i);\n"
    "    if (tile == \"8\")\n"
    "    {\n"
    "        switch(rand(1,1))\n"
    "        {\n" CHUNK(1, "00000", "00900", "11111") "        }\n"
    "    }\n"
    "    else if (tile == \"5\")\n"
    "    {\n"
    "        switch(rand(1,2))\n"
    "        {\n" CHUNK(1, "00000", "01110", "11111") CHUNK(2, "11000", "11100", "11111")
    "        }\n"
    "    }\n"
    "    else if (tile == \"6\")\n"
    "    {\n"
    "        switch(rand(1,1))\n"
    "        {\n" CHUNK(1, "00000", "02220", "00000") "        }\n"
    "    }\n"
    "    else if (tile == \"r\")\n"
    "    {\n"
    "        switch(rand(1,2))\n"
    "        {\n" CHUNK(1, "1111", "0000", "0000") CHUNK(2, "0000", "2112", "0000")
    "        }\n"
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

/* The script with `from` replaced by `to` (once; it must be there). */
static char *edited(const char *from, const char *to)
{
    return rs_test_edited(script, from, to);
}

static char *convert(const char *s)
{
    char *out = NULL, err[600];
    int rc = roomscript_temple("scrRoomGen4", s, "test.gmk", &out, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    return out;
}

/* The text from "set NAME" to the next "\nset " (or the end), in a buffer to free. */
static char *set_text(const char *all, const char *name)
{
    char head[80];
    snprintf(head, sizeof head, "\nset %s ", name);
    const char *at = strstr(all, head);
    if (!at) {
        snprintf(head, sizeof head, "\nset %s\n", name);
        at = strstr(all, head);
    }
    assert_non_null(at);
    const char *end = strstr(at + 1, "\nset ");
    size_t n = end ? (size_t)(end - at) : strlen(at);
    char *s = malloc(n + 1);
    memcpy(s, at, n);
    s[n] = 0;
    return s;
}

static void expect_set(const char *all, const char *name, const char *header, int n,
                       const char *holds)
{
    char *s = set_text(all, name);
    if (strncmp(s, header, strlen(header)) != 0 || rs_test_layouts_in(s) != n ||
        (holds && !strstr(s, holds)))
        print_error("set %s: want '%s' with %d layouts holding '%s', got\n%s\n", name, header,
                    n, holds ? holds : "", s);
    assert_int_equal(strncmp(s, header, strlen(header)), 0);
    assert_int_equal(rs_test_layouts_in(s), n);
    if (holds)
        assert_non_null(strstr(s, holds));
    free(s);
}

static void converts(void **st)
{
    (void)st;
    char *out = convert(script);
    assert_non_null(strstr(out, "option small-sets\noption slots-as-text\n"));
    expect_set(out, "start", "\nset start ROOM\n", 1, "\n0009000000\n");
    expect_set(out, "start_drop", "\nset start_drop ROOM rolled-from 2\n", 1, "layout case-2\n");
    expect_set(out, "exit", "\nset exit ROOM\n", 1, "\n0080000000\n");
    /* the side roll: 1-11 side rooms (the tenth with two versions), 12 the idol, 13-15
     * the City of Gold's vaults, the altar's own case */
    expect_set(out, "side", "\nset side ROOM\n", 11, "layout case-11\n");
    expect_set(out, "side", "\nset side ROOM\n", 11, "\n0EEEEEEEE0\n" WALL "\nor\n");
    expect_set(out, "side", "\nset side ROOM\n", 11, "\n100Y0000Y0\n");
    expect_set(out, "idol", "\nset idol ROOM\n", 1, "\n1M000000M1\n");
    expect_set(out, "vault", "\nset vault ROOM\n", 3, "layout case-13\n");
    expect_set(out, "vault", "\nset vault ROOM\n", 3, "\n1h00000001\n");
    expect_set(out, "altar", "\nset altar ROOM\n", 1, "layout case-16\n");
    /* the path rooms: 1-3, the City of Gold's 4 its Tomb Lord's */
    expect_set(out, "path", "\nset path ROOM\n", 3, "\n000N000000\n");
    expect_set(out, "path", "\nset path ROOM\n", 3, "\n001mmmm100\n");
    expect_set(out, "path_tomb_lord", "\nset path_tomb_lord ROOM\n", 1, "\n000T000000\n");
    expect_set(out, "path_dropped", "\nset path_dropped ROOM\n", 2, NULL);
    expect_set(out, "shop_facing_right", "\nset shop_facing_right ROOM\n", 1, "\n..Kiiii000\n");
    expect_set(out, "dice_house_facing_right", "\nset dice_house_facing_right ROOM\n", 1,
               "\n.q+dd00000\n");
    expect_set(out, "kissing_parlor_facing_right", "\nset kissing_parlor_facing_right ROOM\n", 1,
               "\n111l000211\n");
    expect_set(out, "kissing_parlor_facing_right", "\nset kissing_parlor_facing_right ROOM\n", 1,
               "\n..K00D0000\n");
    expect_set(out, "lady_xoc", "\nset lady_xoc ROOM\n", 1, "\n00X0000000\n");
    expect_set(out, "pit_top", "\nset pit_top ROOM\n", 1, "\n0011S01100\n");
    expect_set(out, "pit_bottom", "\nset pit_bottom ROOM\n", 1, "\n1rrrrrr111\n");
    expect_set(out, "drop", "\nset drop ROOM\n", 2, NULL);
    expect_set(out, "door", "\nset door CHUNK\n", 1, NULL);
    expect_set(out, "ground", "\nset ground CHUNK\n", 2, NULL);
    expect_set(out, "air_narrow", "\nset air_narrow CHUNK 4x3\n", 2,
               "\nlayout case-2\n0000\n2112\n0000\n");
    free(out);
}

static void expect_refused(const char *from, const char *to, const char *want)
{
    char *s = edited(from, to);
    char *out = (char *)"untouched", err[600];
    int rc = roomscript_temple("scrRoomGen4", s, "test.gmk", &out, err, sizeof err);
    if (rc != -1 || strcmp(err, want) != 0)
        print_error("edit '%s' -> '%s'\nwant: %s\ngot (%d): %s\n", from, to, want, rc, err);
    assert_int_equal(rc, -1);
    assert_string_equal(err, want);
    assert_null(out);
    free(s);
}

static void layouts_change_structure_does_not(void **st)
{
    (void)st;
    /* a changed layout and a wider range import */
    char *s = edited("0013333100", "0013300100");
    char *out = convert(s);
    assert_non_null(strstr(out, "\n001mm00100\n"));
    free(out);
    free(s);
    s = edited("else n = rand(1,3);", "else n = rand(1,2);");
    out = convert(s);
    expect_set(out, "path", "\nset path ROOM\n", 2, NULL);
    expect_set(out, "path_tomb_lord", "\nset path_tomb_lord ROOM\n", 2, "layout case-3\n");
    free(out);
    free(s);
    /* the rules' numbers and the structure: refused with the line */
    expect_refused("n = rand(1,14);", "n = rand(1,13);",
                   "scrRoomGen4: line 24: the side rooms do not start with the City of Gold's "
                   "roll (if (global.cityOfGold) { n = rand(1,14); if (n == 12) n = 15; })");
    expect_refused("rand(1,12) == 1)", "rand(1,16) == 1)",
                   "scrRoomGen4: line 29: not else if (not oGame.altar and rand(1,12) == 1)");
    expect_refused("n = rand(1,11);", "n = rand(1,10);",
                   "scrRoomGen4: line 34: not else if (oGame.idol) { n = rand(1,11); } else { "
                   "n = rand(1,12); if (n == 12) oGame.idol = true; }");
    expect_refused("if (global.cityOfGold) n = rand(1,4);", "if (global.cityOfGold) n = rand(1,3);",
                   "scrRoomGen4: line 69: the path rooms' rolls are not rand(1,C) in the City "
                   "of Gold and rand(1,P) else, C > P");
    expect_refused("if (oGame.damsel) n = rand(1,6);", "if (oGame.damsel) n = rand(1,7);",
                   "scrRoomGen4: line 90: the shop is not strTemp = \"...\"; if (oGame.damsel) "
                   "n = rand(1,6); else n = rand(1,7); switch (n)");
    expect_refused("else if (roomPath == 6)", "else if (roomPath == 9)",
                   "scrRoomGen4: line 119: branch 8 of the chain tests (== roomPath 9), not "
                   "(== roomPath 6)");
    expect_refused("    else if (tile == \"r\")", "    else if (tile == \"V\")",
                   "scrRoomGen4: line 170: the chunk loop's tests are not tile == \"8\", \"5\", "
                   "\"6\", \"r\" in that order");
    expect_refused("CCCCCC", "CCZCCC",
                   "scrRoomGen4: line 60: unknown tile code 'Z' (accepted: 0 1 2 L P 7 4 5 6 8 9 "
                   "x A I B a s S T M . b K k l i W Q q d D V v w ~ , m t r Y X C p ^ h + n c j "
                   "f O F H u e J y N E G)");
    expect_refused("\"1111\"; strObs2", "\"11111\"; strObs2",
                   "scrRoomGen4: line 174: a chunk row's text is 5 characters, not 4");
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
        int rc = roomscript_temple("scrRoomGen4", s, "test.gmk", &out, err, sizeof err);
        if (rc == 0) {
            assert_non_null(out);
            read++;
        } else {
            assert_int_equal(rc, -1);
            assert_null(out);
            assert_int_equal(strncmp(err, "scrRoomGen4: line ", 18), 0);
            assert_null(strchr(err, '\n'));
            refused++;
        }
        free(out);
        free(s);
    }
    assert_true(read > 0);
    assert_true(refused > lines / 2);
}

/* The text as a data directory's temple.rooms: levels 13-15 and the City of Gold build
 * from it, every room from its set and the narrow slots filled 4 wide. */
static void levels_build_from_it(void **st)
{
    (void)st;
    char base[] = "/tmp/spelgen-test-roomscript-temple-XXXXXX";
    assert_non_null(mkdtemp(base));
    const char *own = getenv("SPELGEN_DATA");
    if (!own || !*own)
        own = "data";
    assert_int_equal(rs_test_copy_tree(own, base), 0);
    char *out = convert(script);
    char path[600];
    snprintf(path, sizeof path, "%s/classic/temple.rooms", base);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(out, f);
    fclose(f);
    free(out);
    spg_data data;
    char err[600];
    int rc = spg_data_load(base, &data, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    int narrow = 0, filled = 0, trees = 0, cities = 0;
    for (uint32_t s = 1; s <= 60; s++) {
        spg_request rq;
        memset(&rq, 0, sizeof rq);
        options_default(&rq.opt);
        rq.style = SPG_STYLE_CLASSIC;
        rq.seed = s * 2654435761u;
        rq.from_state = true;
        rq.level = 13 + (int)(s % 3);
        rq.opt.gold_door_level = rq.level == 15 && s % 2 == 0 ? 14 : 0;
        rq.trace = true;
        static spg_result res;
        memset(&res, 0, sizeof res);
        rc = spg_generate(&rq, &data, &res, err, sizeof err);
        if (rc)
            print_error("state %u: %s\n", rq.seed, err);
        assert_int_equal(rc, 0);
        const spg_level *L = &res.level;
        cities += L->flags.city_of_gold;
        bool after_narrow = false;
        for (size_t i = 0; i < res.trace.n; i++) {
            const spg_event *e = &res.trace.ev[i];
            if (e->kind == SPG_EV_DRAW && e->site &&
                strcmp(e->site->name, "rooms.chunk.air_narrow") == 0) {
                /* rand(1,2) over the two 4x3 chunks */
                assert_true(e->a == 1 && e->b == 2);
                narrow++;
                after_narrow = true;
            } else if (e->kind == SPG_EV_CHUNK && after_narrow) {
                after_narrow = false;
                int x0 = L->room_x0 + e->rx * L->room_w;
                if (e->a - x0 != 3 || strcmp(e->text, "case-1") != 0)
                    continue;
                /* path room case-1's slot at column 4 took "1111": four blocks, and the
                 * fifth column is the room's own 0 */
                for (int k = 0; k < 4; k++)
                    assert_true(level_solid(L, e->a + k, e->b));
                assert_false(level_solid(L, e->a + 4, e->b));
                filled++;
            }
        }
        for (int y = 0; y < L->h; y++)
            for (int x = 0; x < L->w; x++)
                trees += level_tile(L, x, y) == SPG_T_TREE;
        spg_result_free(&res);
    }
    assert_true(narrow > 0 && filled > 0);
    assert_true(trees > 0);
    assert_true(cities > 0);
    spg_data_free(&data);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", base);
    assert_int_equal(system(cmd), 0);
}

/* An import of a project with both room scripts (the Mines test's fixture, our Temple
 * script added): temple.rooms is the script's and rooms.txt says so; a Temple script of
 * another structure is refused naming the file, the script and the line, and nothing is
 * read. */
static void import_reads_the_temple(void **st)
{
    (void)st;
    gmk_project p;
    char err[700];
    int rc = gmk_read_file("tests/cli/fixtures/rooms.gmk", &p, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    gmk_script *more = realloc(p.scripts, (size_t)(p.nscripts + 1) * sizeof *more);
    assert_non_null(more);
    p.scripts = more;
    p.scripts[p.nscripts++] = (gmk_script){strdup("scrRoomGen4"), strdup(script)};
    gmk_room_texts rooms;
    rc = gmk_rooms_read(&p, "test.gmk", &rooms, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    assert_non_null(rooms.text[GMK_ROOMS_MINES]);
    assert_non_null(rooms.text[GMK_ROOMS_TEMPLE]);
    char base[] = "/tmp/spelgen-test-temple-import-XXXXXX";
    assert_non_null(mkdtemp(base));
    char target[600], path[700];
    snprintf(target, sizeof target, "%s/original", base);
    const char *own = getenv("SPELGEN_DATA");
    outdir d;
    assert_int_equal(outdir_begin(&d, target, "rooms.txt", 1, err, sizeof err), 0);
    assert_int_equal(gmk_rooms_write(&d, &rooms, own && *own ? own : "data", err, sizeof err), 0);
    assert_int_equal(outdir_commit(&d, err, sizeof err), 0);
    snprintf(path, sizeof path, "%s/rooms.txt", target);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char text[3000];
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = 0;
    fclose(f);
    assert_non_null(strstr(text, "\nclassic/temple.rooms original scrRoomGen4\n"));
    assert_null(strstr(text, "classic/temple.rooms spelgen"));
    snprintf(path, sizeof path, "%s/classic/temple.rooms", target);
    f = fopen(path, "r");
    assert_non_null(f);
    n = fread(text, 1, sizeof text - 1, f);
    text[n] = 0;
    fclose(f);
    assert_non_null(strstr(text, "script scrRoomGen4 of test.gmk"));
    gmk_rooms_free(&rooms);
    /* a changed structure: refused, nothing read */
    char *bad = edited("n = rand(1,14);", "n = rand(1,13);");
    free(p.scripts[p.nscripts - 1].code);
    p.scripts[p.nscripts - 1].code = bad;
    assert_int_equal(gmk_rooms_read(&p, "test.gmk", &rooms, err, sizeof err), -1);
    assert_string_equal(err, "test.gmk: script scrRoomGen4: line 24: the side rooms do not "
                             "start with the City of Gold's roll (if (global.cityOfGold) { n "
                             "= rand(1,14); if (n == 12) n = 15; })");
    assert_false(gmk_rooms_any(&rooms));
    gmk_free(&p);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", base);
    assert_int_equal(system(cmd), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(converts),
        cmocka_unit_test(layouts_change_structure_does_not),
        cmocka_unit_test(every_line_deleted),
        cmocka_unit_test(levels_build_from_it),
        cmocka_unit_test(import_reads_the_temple),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
