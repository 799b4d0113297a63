/* test_roomdata.c — the room-data loader, and the shipped Mines data it loads.
 *
 * Build and run from the repository root:
 *   gcc -std=c11 -Wall -Wextra -Werror -Isrc src/data/roomdata.c tests/test_roomdata.c \
 *       -lcmocka -o /tmp/test_roomdata && /tmp/test_roomdata
 * The data file is data/classic/mines.rooms, or $SPELGEN_DATA/classic/mines.rooms.
 *
 * Three groups: the parser on small texts (every error message, exactly); the shipped file
 * against what the classic generator needs (sets, sizes); and the shipped layouts against
 * what a player needs (doors, openings, and a walk through every room with every chunk
 * the generator could put in it). */
#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/roomdata.h"

#define ROOM_ACCEPTED \
    "(accepted: 0 1 2 L P 7 4 5 6 8 9 x A I B a s S T M . b K k l i W Q q d " \
    "D V v w ~ , m t r Y X C p ^ h + n c j f O F H u e J y N E G)"
#define CHUNK_ACCEPTED "(accepted: 0 1 2 L P 7 4 9 Y v w t r ^ m ~ , c j f)"

/* ---------------------------------------------------------------- parser: helpers */

/* Eight rows of a room: a floor, walls, air. */
#define R8 "1111111111\n1000000001\n1000000001\n1000000001\n" \
           "0000000000\n0000000000\n0000000000\n1111111111\n"

static int parse_str(const char *text, spg_roomdata *d, char *err, size_t errlen)
{
    return roomdata_parse(text, strlen(text), "t.rooms", d, err, errlen);
}

/* Parses text expecting failure with exactly `want`, and an empty result. */
static void expect_error(const char *text, const char *want)
{
    spg_roomdata d;
    char err[512];
    memset(&d, 0x55, sizeof d); /* garbage in: the parser must empty it */
    int rc = parse_str(text, &d, err, sizeof err);
    if (rc != -1 || strcmp(err, want) != 0)
        print_error("input:\n%s\nwant: %s\ngot (%d): %s\n", text, want, rc, err);
    assert_int_equal(rc, -1);
    assert_string_equal(err, want);
    assert_null(d.sets);
    assert_int_equal(d.nsets, 0);
    roomdata_free(&d);
}

/* ---------------------------------------------------------------- parser: valid input */

static void test_parse_tiny(void **state)
{
    (void)state;
    static const char text[] =
        "# a tiny file\n"
        "set rooms ROOM   # two layouts\n"
        "\n"
        "layout plain\n" R8
        "\n"
        "layout with-or_2\n"
        "1111111111\n"
        "0000000000\n"
        "6000050000\n"
        "0000000000\n"
        "0000000000   # trailing comment on a row\n"
        "0000000000\n"
        "0000000000\n"
        "1111111111\n"
        "or\n"
        "  1111111111\n"
        "1LP7429xAI\n"
        "1BasSTM.b1\n"
        "1KkliWQqd1\n"
        "D000000000\n"
        "0000000000\n"
        "0000000000\n"
        "1111111111\n"
        "set bits CHUNK\n"
        "layout door-step\n"
        "00000\n"
        "00900\n"
        "11111\n"
        "layout junk\n"
        "2LP74\n"
        "00000\n"
        "11111";
    spg_roomdata d;
    char err[256] = "untouched";
    assert_int_equal(parse_str(text, &d, err, sizeof err), 0);
    assert_string_equal(err, "");
    assert_string_equal(d.file, "t.rooms");
    assert_int_equal(d.nsets, 2);

    const spg_set *r = roomdata_set(&d, "rooms");
    assert_non_null(r);
    assert_string_equal(r->name, "rooms");
    assert_int_equal(r->kind, SPG_SET_ROOM);
    assert_int_equal(r->line, 2);
    assert_int_equal(r->n, 2);
    assert_string_equal(r->items[0].name, "plain");
    assert_int_equal(r->items[0].line, 4);
    assert_int_equal(r->items[0].variants, 1);
    assert_memory_equal(r->items[0].tiles[0][0], "1111111111", 10);
    assert_memory_equal(r->items[0].tiles[0][4], "0000000000", 10);
    assert_string_equal(r->items[1].name, "with-or_2");
    assert_int_equal(r->items[1].line, 14);
    assert_int_equal(r->items[1].variants, 2);
    assert_memory_equal(r->items[1].tiles[0][2], "6000050000", 10);
    assert_memory_equal(r->items[1].tiles[0][4], "0000000000", 10);
    assert_memory_equal(r->items[1].tiles[1][0], "1111111111", 10);
    assert_memory_equal(r->items[1].tiles[1][1], "1LP7429xAI", 10);
    assert_memory_equal(r->items[1].tiles[1][2], "1BasSTM.b1", 10);
    assert_memory_equal(r->items[1].tiles[1][3], "1KkliWQqd1", 10);
    assert_memory_equal(r->items[1].tiles[1][7], "1111111111", 10);

    const spg_set *c = roomdata_set(&d, "bits");
    assert_non_null(c);
    assert_int_equal(c->kind, SPG_SET_CHUNK);
    assert_int_equal(c->line, 32);
    assert_int_equal(c->n, 2);
    assert_string_equal(c->items[0].name, "door-step");
    assert_int_equal(c->items[0].variants, 1);
    assert_memory_equal(c->items[0].tiles[0][1], "00900", 5);
    assert_string_equal(c->items[1].name, "junk");
    assert_memory_equal(c->items[1].tiles[0][0], "2LP74", 5);
    assert_memory_equal(c->items[1].tiles[0][2], "11111", 5); /* no final newline */

    assert_null(roomdata_set(&d, "nope"));
    assert_null(roomdata_set(&d, "room"));
    assert_int_equal(roomdata_require(&d, "rooms", SPG_SET_ROOM, 2, err, sizeof err), 0);
    assert_int_equal(roomdata_require(&d, "bits", SPG_SET_CHUNK, 1, err, sizeof err), 0);
    roomdata_free(&d);
    assert_int_equal(d.nsets, 0);
    roomdata_free(&d); /* twice is harmless */
}

static void test_parse_crlf(void **state)
{
    (void)state;
    static const char text[] = "set c CHUNK\r\n"
                               "layout a   # x\r\n"
                               "00000\r\n"
                               "00900\r\n"
                               "11111\r\n"
                               "\r\n"
                               "layout b\r\n"
                               "00000\r\n"
                               "00000\r\n"
                               "00900\r";
    spg_roomdata d;
    char err[256];
    assert_int_equal(parse_str(text, &d, err, sizeof err), 0);
    assert_int_equal(d.nsets, 1);
    assert_int_equal(d.sets[0].n, 2);
    assert_memory_equal(d.sets[0].items[1].tiles[0][2], "00900", 5);
    roomdata_free(&d);

    /* A CR inside a line is a character like any other. */
    expect_error("set c CHUNK\nlayout a\n00\r00\n",
                 "t.rooms:3:3: unknown tile code '\\x0d' " CHUNK_ACCEPTED);
}

static void test_parse_empty_inputs(void **state)
{
    (void)state;
    spg_roomdata d;
    char err[64];
    assert_int_equal(roomdata_parse("", 0, "e.rooms", &d, err, sizeof err), 0);
    assert_int_equal(d.nsets, 0);
    roomdata_free(&d);
    assert_int_equal(roomdata_parse(NULL, 0, "e.rooms", &d, err, sizeof err), 0);
    roomdata_free(&d);
    assert_int_equal(parse_str("# only a comment\n\n   \n\t\n", &d, err, sizeof err), 0);
    assert_int_equal(d.nsets, 0);
    roomdata_free(&d);
    /* An empty set is not a parse error: roomdata_require is where counts are judged. */
    assert_int_equal(parse_str("set nothing ROOM\n", &d, err, sizeof err), 0);
    assert_int_equal(d.nsets, 1);
    assert_int_equal(d.sets[0].n, 0);
    assert_int_equal(roomdata_require(&d, "nothing", SPG_SET_ROOM, 1, err, sizeof err), -1);
    assert_string_equal(err, "t.rooms:1: set 'nothing' has 0 layouts, at least 1 is needed");
    roomdata_free(&d);
}

/* ---------------------------------------------------------------- parser: every error */

static void test_error_tile_codes(void **state)
{
    (void)state;
    expect_error("set r ROOM\nlayout a\n1111111111\n111111Z111\n",
                 "t.rooms:4:7: unknown tile code 'Z' " ROOM_ACCEPTED);
    expect_error("set r ROOM\nlayout a\n   1111111111 # ok\n1111\t11111\n",
                 "t.rooms:4:5: unknown tile code '\\t' " ROOM_ACCEPTED);
    /* A NUL byte is reported, and nothing after it is missed or overrun. */
    static const char nul[] = "set r ROOM\nlayout a\n1111\0" "111111\n";
    spg_roomdata d;
    char err[256];
    assert_int_equal(roomdata_parse(nul, sizeof nul - 1, "t.rooms", &d, err, sizeof err), -1);
    assert_string_equal(err, "t.rooms:3:5: unknown tile code '\\x00' " ROOM_ACCEPTED);
    assert_null(d.sets);
    expect_error("set r ROOM\nlayout a\n\xc3\xa9" "11111111\n",
                 "t.rooms:3:1: unknown tile code '\\xc3' " ROOM_ACCEPTED);
    expect_error("set r ROOM\nlayout a\n1111'11111\n",
                 "t.rooms:3:5: unknown tile code '\\'' " ROOM_ACCEPTED);
    expect_error("set c CHUNK\nlayout a\n00000\n00500\n",
                 "t.rooms:4:3: tile code '5' is not allowed in a chunk " CHUNK_ACCEPTED);
    expect_error("set c CHUNK\nlayout a\n0000a\n",
                 "t.rooms:3:5: tile code 'a' is not allowed in a chunk " CHUNK_ACCEPTED);
    expect_error("set c CHUNK\nlayout a\n000z0\n",
                 "t.rooms:3:4: unknown tile code 'z' " CHUNK_ACCEPTED);
}

/* A style's extra codes (roomdata_parse_ex: the fools style's 3) are accepted in rooms and
 * chunks alike, and only with the style's loader; nothing else changes. */
static void test_extra_codes(void **state)
{
    (void)state;
    static const char text[] = "set r ROOM\nlayout a\n1111111111\n1000300001\n1000000001\n"
                               "1000000001\n0000000000\n0000000000\n0000000000\n1111111111\n"
                               "set c CHUNK\nlayout k\n03330\n00000\n11111\n";
    spg_roomdata d;
    char err[256];
    assert_int_equal(roomdata_parse(text, strlen(text), "t.rooms", &d, err, sizeof err), -1);
    assert_string_equal(err, "t.rooms:4:5: unknown tile code '3' " ROOM_ACCEPTED);
    assert_int_equal(roomdata_parse_ex(text, strlen(text), "t.rooms", "3", &d, err, sizeof err), 0);
    assert_int_equal(d.sets[0].items[0].tiles[0][1][4], '3');
    assert_int_equal(d.sets[1].items[0].tiles[0][0][2], '3');
    roomdata_free(&d);
    /* the other unknown codes stay unknown, a NUL is never an extra code */
    static const char bad[] = "set r ROOM\nlayout a\n1111Z11111\n";
    assert_int_equal(roomdata_parse_ex(bad, strlen(bad), "t.rooms", "3", &d, err, sizeof err), -1);
    assert_non_null(strstr(err, "t.rooms:3:5: unknown tile code 'Z'"));
    static const char nul[] = "set r ROOM\nlayout a\n1111\0" "111111\n";
    assert_int_equal(roomdata_parse_ex(nul, sizeof nul - 1, "t.rooms", "3", &d, err, sizeof err), -1);
    assert_non_null(strstr(err, "unknown tile code '\\x00'"));
    /* an empty extra set is no extra set */
    assert_int_equal(roomdata_parse_ex(text, strlen(text), "t.rooms", "", &d, err, sizeof err), -1);
}

static void test_error_row_width(void **state)
{
    (void)state;
    expect_error("set r ROOM\n"
                 "\n"
                 "# here\n"
                 "layout ledges\n"
                 "1111111111\n"
                 "1000000001\n"
                 "100000001\n",
                 "t.rooms:7:1: row 3 of layout 'ledges' is 9 tiles wide, a room row is 10");
    expect_error("set r ROOM\nlayout a\n11111111111\n",
                 "t.rooms:3:11: row 1 of layout 'a' is 11 tiles wide, a room row is 10");
    expect_error("set r ROOM\nlayout a\n  1\n",
                 "t.rooms:3:3: row 1 of layout 'a' is 1 tile wide, a room row is 10");
    expect_error("set r ROOM\nlayout a\n" R8 "or\n1111111111\n000000000\n",
                 "t.rooms:13:1: row 2 of the 'or' version of layout 'a' is 9 tiles wide, "
                 "a room row is 10");
    expect_error("set c CHUNK\nlayout c\n0000\n",
                 "t.rooms:3:1: row 1 of layout 'c' is 4 tiles wide, a chunk row is 5");
    expect_error("set c CHUNK\nlayout c\n00000\n00000\n0000000000\n",
                 "t.rooms:5:6: row 3 of layout 'c' is 10 tiles wide, a chunk row is 5");
}

static void test_error_row_count(void **state)
{
    (void)state;
    /* Too few: reported at the directive that opened the rows. */
    expect_error("set r ROOM\n"
                 "layout x\n"
                 "1111111111\n1000000001\n1000000001\n1000000001\n"
                 "0000000000\n0000000000\n1111111111\n"
                 "layout y\n",
                 "t.rooms:2:1: layout 'x' has 7 rows, a room has 8");
    expect_error("set r ROOM\nlayout x\n1111111111\n", /* at the end of the file */
                 "t.rooms:2:1: layout 'x' has 1 row, a room has 8");
    expect_error("set r ROOM\n  layout x\nset s ROOM\n",
                 "t.rooms:2:3: layout 'x' has 0 rows, a room has 8");
    expect_error("set r ROOM\nlayout x\n" R8 "or\n",
                 "t.rooms:11:1: the 'or' version of layout 'x' has 0 rows, a room has 8");
    expect_error("set c CHUNK\nlayout c\n00000\n00000\nor\n",
                 "t.rooms:2:1: layout 'c' has 2 rows, a chunk has 3");
    /* Too many: reported at the extra row. */
    expect_error("set r ROOM\nlayout x\n" R8 "1111111111\n",
                 "t.rooms:11:1: layout 'x' has 9 rows, a room has 8");
    expect_error("set r ROOM\nlayout x\n" R8 "or\n" R8 "\n  0000000000\n",
                 "t.rooms:21:3: the 'or' version of layout 'x' has 9 rows, a room has 8");
    expect_error("set c CHUNK\nlayout c\n00000\n00000\n00000\nLLLLL\n",
                 "t.rooms:6:1: layout 'c' has 4 rows, a chunk has 3");
    expect_error("set c CHUNK\nlayout c\n00000\n00000\n00000\n0001\n",
                 "t.rooms:6:1: layout 'c' has 4 rows, a chunk has 3");
}

static void test_error_slots(void **state)
{
    (void)state;
    expect_error("set r ROOM\nlayout a\n1111111111\n1000005000\n",
                 "t.rooms:4:7: chunk slot '5' at column 7 does not fit: a 5x3 chunk from "
                 "there runs past the room's right edge");
    expect_error("set r ROOM\nlayout a\n000000000 8\n",
                 "t.rooms:3:10: unknown tile code ' ' " ROOM_ACCEPTED);
    expect_error("set r ROOM\nlayout a\n0000000008\n",
                 "t.rooms:3:10: chunk slot '8' at column 10 does not fit: a 5x3 chunk from "
                 "there runs past the room's right edge");
    expect_error("set r ROOM\nlayout a\n"
                 "1111111111\n1000000001\n1000000001\n1000000001\n"
                 "0000000000\n0000000000\n0600000000\n",
                 "t.rooms:9:2: chunk slot '6' in row 7 does not fit: a 5x3 chunk from there "
                 "runs past the room's bottom edge");
    /* One slot's corner inside the other's area. */
    expect_error("set r ROOM\nlayout a\n"
                 "1111111111\n1500000001\n1000600001\n1000000001\n"
                 "0000000000\n0000000000\n0000000000\n1111111111\n",
                 "t.rooms:5:5: chunk slots overlap (this '6' and the '5' at row 2, column 2 "
                 "share tiles)");
    /* Areas crossing with neither corner in the other: the later slot reports. */
    expect_error("set r ROOM\nlayout a\n"
                 "0000500000\n0000000000\n6000000000\n0000000000\n"
                 "0000000000\n0000000000\n0000000000\n1111111111\n",
                 "t.rooms:5:1: chunk slots overlap (this '6' and the '5' at row 1, column 5 "
                 "share tiles)");
    expect_error("set r ROOM\nlayout a\n"
                 "1111111111\n1000000001\n1080000001\n1000001001\n"
                 "0000000000\n0000000000\n0000000000\n1111111111\n",
                 "t.rooms:6:7: chunk slot '8' at row 3, column 3 covers a '1' at row 4, "
                 "column 7: the rest of its 5x3 area must be 0");
    /* The 'or' version is checked on its own. */
    expect_error("set r ROOM\nlayout a\n" R8 "or\n"
                 "1111111111\n1000000001\n1000000001\n1000000001\n"
                 "0000050000\n0000000000\n00000000L0\n1111111111\n",
                 "t.rooms:18:9: chunk slot '5' at row 5, column 6 covers a 'L' at row 7, "
                 "column 9: the rest of its 5x3 area must be 0");
}

/* `option small-sets` and `option slots-as-text`: the original's data needs them; a file
 * without them is read exactly as before. */
/* `set NAME CHUNK WxH`: a chunk set of another size (the Temple's 4x3 air chunks), and
 * the 'N' slot that takes them fits and overlaps as 4 wide. */
static void test_chunk_sizes(void **state)
{
    (void)state;
    spg_roomdata d;
    char err[512];
    const char *ok = "set narrow CHUNK 4x3\nlayout a\n1111\n0000\n2222\n"
                     "set r ROOM\nlayout b\n000000N000\n0000000000\n0000000000\n"
                     "0000000000\n0000000000\n0000000000\n0000000000\n1111111111\n";
    int rc = parse_str(ok, &d, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    const spg_set *n = roomdata_set(&d, "narrow");
    assert_int_equal(n->w, 4);
    assert_int_equal(n->h, 3);
    assert_memory_equal(n->items[0].tiles[0][2], "2222", 4);
    assert_int_equal(roomdata_set(&d, "r")->w, 10);
    roomdata_free(&d);
    expect_error("set narrow CHUNK 4x3\nlayout a\n11111\n",
                 "t.rooms:3:5: row 1 of layout 'a' is 5 tiles wide, a chunk row is 4");
    expect_error("set narrow CHUNK 6x3\n",
                 "t.rooms:1:18: a chunk set's size is WxH, 1 to 5 wide and 1 to 4 high, not '6x3'");
    /* an N slot at column 7 fits (4 wide), at column 8 it does not */
    expect_error("set r ROOM\nlayout b\n0000000N00\n",
                 "t.rooms:3:8: chunk slot 'N' at column 8 does not fit: a 4x3 chunk from there "
                 "runs past the room's right edge");
}

static void test_options(void **state)
{
    (void)state;
    spg_roomdata d;
    char err[512];
    /* without the option, a set of 1 where 8 are asked for is refused; with it, taken */
    assert_int_equal(parse_str("set r ROOM\nlayout a\n" R8, &d, err, sizeof err), 0);
    assert_int_equal(d.small_sets, 0);
    assert_int_equal(d.slots_as_text, 0);
    assert_int_equal(roomdata_require(&d, "r", SPG_SET_ROOM, 8, err, sizeof err), -1);
    assert_string_equal(err, "t.rooms:1: set 'r' has 1 layout, at least 8 are needed");
    roomdata_free(&d);
    assert_int_equal(parse_str("# the original's\noption small-sets\nset r ROOM\nlayout a\n" R8,
                               &d, err, sizeof err), 0);
    assert_int_equal(d.small_sets, 1);
    assert_int_equal(roomdata_require(&d, "r", SPG_SET_ROOM, 8, err, sizeof err), 0);
    roomdata_free(&d);
    /* slots-as-text: a slot at column 10 (its chunk runs on into the next row) and two
     * overlapping slots load, with the codes as written */
    const char *text = "option slots-as-text\nset r ROOM\nlayout a\n"
                       "1111111111\n1500000008\n1000600001\n1000000001\n"
                       "0000000000\n0000000000\n0600000000\n1111111111\n";
    assert_int_equal(parse_str(text, &d, err, sizeof err), 0);
    assert_int_equal(d.slots_as_text, 1);
    assert_int_equal(d.small_sets, 0);
    assert_int_equal(d.sets[0].items[0].tiles[0][1][9], '8');
    assert_int_equal(d.sets[0].items[0].tiles[0][2][4], '6');
    roomdata_free(&d);
    /* the same rows without the option are refused as before */
    expect_error(text + strlen("option slots-as-text\n"),
                 "t.rooms:4:10: chunk slot '8' at column 10 does not fit: a 5x3 chunk from "
                 "there runs past the room's right edge");
    /* both options together */
    assert_int_equal(parse_str("option small-sets\noption slots-as-text\n", &d, err, sizeof err), 0);
    assert_int_equal(d.small_sets + d.slots_as_text, 2);
    roomdata_free(&d);
    /* rolled-from: the first case of the original's roll over a set (1 by default) */
    assert_int_equal(parse_str("set r ROOM rolled-from 5\nlayout a\n" R8 "set s ROOM\n"
                               "set t CHUNK  rolled-from  1000 # the most\n", &d, err, sizeof err), 0);
    assert_int_equal(d.sets[0].rolled_from, 5);
    assert_int_equal(d.sets[1].rolled_from, 1);
    assert_int_equal(d.sets[2].rolled_from, 1000);
    roomdata_free(&d);
    expect_error("set r ROOM rolled-from\n",
                 "t.rooms:1:23: 'rolled-from' needs a whole number from 1 to 1000");
    expect_error("set r ROOM rolled-from 0\n",
                 "t.rooms:1:24: 'rolled-from' needs a whole number from 1 to 1000, not '0'");
    expect_error("set r ROOM rolled-from 1001\n",
                 "t.rooms:1:24: 'rolled-from' needs a whole number from 1 to 1000, not '1001'");
    expect_error("set r ROOM rolled-from -2\n",
                 "t.rooms:1:24: 'rolled-from' needs a whole number from 1 to 1000, not '-2'");
    expect_error("set r ROOM rolled-from 99999999999999999999\n",
                 "t.rooms:1:24: 'rolled-from' needs a whole number from 1 to 1000, not "
                 "'99999999999999999999'");
    expect_error("set r ROOM rolled-from 3 4\n",
                 "t.rooms:1:26: unexpected '4' after the set's first case");
    /* errors: unknown, missing, extra words, after a set */
    expect_error("option big-sets\n",
                 "t.rooms:1:8: unknown option 'big-sets' (accepted: small-sets, slots-as-text)");
    expect_error("option\n", "t.rooms:1:7: 'option' needs a name (small-sets or slots-as-text)");
    expect_error("set r ROOM\noption small-sets\n",
                 "t.rooms:2:1: an 'option' after a set (options come before the first set)");
    expect_error("  option small-sets x\n",
                 "t.rooms:1:21: unexpected 'x' after the option's name");
}

static void test_error_directives(void **state)
{
    (void)state;
    expect_error("layout a\n", "t.rooms:1:1: a layout before any 'set'");
    expect_error("# hello\n\n  or\n", "t.rooms:3:3: 'or' only follows a room layout");
    expect_error("set r ROOM\nor\n", "t.rooms:2:1: 'or' only follows a room layout");
    expect_error("set c CHUNK\nlayout a\n00000\n00000\n00000\nor\n",
                 "t.rooms:6:1: 'or' only follows a room layout");
    expect_error("set r ROOM\nlayout a\n" R8 "set s ROOM\nor\n",
                 "t.rooms:12:1: 'or' only follows a room layout");
    expect_error("set r ROOM\nlayout a\n" R8 "or\n" R8 "or\n",
                 "t.rooms:20:1: layout 'a' already has an 'or' version (a layout has at most "
                 "two)");
    expect_error("set r ROOM\nlayout a\n" R8 "or else\n",
                 "t.rooms:11:4: unexpected 'else' after 'or'");
    expect_error("set r ROOM\nset r CHUNK\n",
                 "t.rooms:2:5: duplicate set name 'r' (the first is at line 1)");
    expect_error("set r ROOM\nlayout a\n" R8 "\nlayout a\n",
                 "t.rooms:12:8: duplicate layout name 'a' in set 'r' (the first is at line 2)");
    /* Layout names are per set. */
    spg_roomdata d;
    char err[256];
    assert_int_equal(parse_str("set r ROOM\nlayout a\n" R8 "set s ROOM\nlayout a\n" R8, &d, err,
                               sizeof err),
                     0);
    assert_int_equal(d.nsets, 2);
    roomdata_free(&d);
}

static void test_error_names_and_kinds(void **state)
{
    (void)state;
    expect_error("foo bar\n",
                 "t.rooms:1:1: unknown directive 'foo' (accepted: set, layout, or, option)");
    expect_error("set r ROOM\nlayout a\n" R8 "  Layout b\n",
                 "t.rooms:11:3: unknown directive 'Layout' (accepted: set, layout, or, option)");
    expect_error("sets r ROOM\n",
                 "t.rooms:1:1: unknown directive 'sets' (accepted: set, layout, or, option)");
    expect_error("1111111111\n", "t.rooms:1:1: a row before any 'set'");
    expect_error("set r ROOM\n\n1111111111\n",
                 "t.rooms:3:1: a row before any 'layout' in set 'r'");
    expect_error("set\n", "t.rooms:1:4: 'set' needs a name and a kind (set NAME ROOM|CHUNK)");
    expect_error("set r   # no kind\n",
                 "t.rooms:1:6: 'set' needs a kind after its name: ROOM or CHUNK");
    expect_error("set r room\n", "t.rooms:1:7: set kind must be ROOM or CHUNK, not 'room'");
    expect_error("set r ROOMS\n", "t.rooms:1:7: set kind must be ROOM or CHUNK, not 'ROOMS'");
    expect_error("set r ROOM CHUNK\n",
                 "t.rooms:1:12: unexpected 'CHUNK' after the set's kind (only a chunk set's WxH, then rolled-from N, may "
                 "follow)");
    expect_error("set Start ROOM\n",
                 "t.rooms:1:5: bad character 'S' in set name (names use only a-z 0-9 _ -)");
    expect_error("set st.art ROOM\n",
                 "t.rooms:1:7: bad character '.' in set name (names use only a-z 0-9 _ -)");
    /* 39 characters are fine, the 40th is reported where it stands. */
    spg_roomdata d;
    char err[256];
    assert_int_equal(parse_str("set abcdefghijklmnopqrstuvwxyz0123456789abcd ROOM\n", &d, err,
                               sizeof err),
                     -1);
    assert_string_equal(err, "t.rooms:1:44: set name 'abcdefghijklmnopqrstuvwxyz012345...' is "
                             "too long (at most 39 characters)");
    assert_int_equal(parse_str("set abcdefghijklmnopqrstuvwxyz0123456789abc ROOM\n", &d, err,
                               sizeof err),
                     0);
    assert_string_equal(d.sets[0].name, "abcdefghijklmnopqrstuvwxyz0123456789abc");
    roomdata_free(&d);
    expect_error("set r ROOM\nlayout\n", "t.rooms:2:7: 'layout' needs a name");
    expect_error("set r ROOM\nlayout two words\n",
                 "t.rooms:2:12: unexpected 'words' after the layout's name");
    expect_error("set r ROOM\nlayout a/b\n",
                 "t.rooms:2:9: bad character '/' in layout name (names use only a-z 0-9 _ -)");
}

static void test_error_messages_are_bounded(void **state)
{
    (void)state;
    /* A huge directive is quoted in part; a tiny buffer is filled, not overrun. */
    size_t n = 100000;
    char *big = malloc(n + 1);
    assert_non_null(big);
    memset(big, 'q', n);
    big[n] = '\0';
    spg_roomdata d;
    char err[256];
    assert_int_equal(roomdata_parse(big, n, "t.rooms", &d, err, sizeof err), -1);
    assert_string_equal(err, "t.rooms:1:1: unknown directive "
                             "'qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq...' (accepted: set, layout, or, option)");
    char tiny[8];
    memset(tiny, 'X', sizeof tiny);
    assert_int_equal(roomdata_parse(big, n, "t.rooms", &d, tiny, 6), -1);
    assert_string_equal(tiny, "t.roo");
    assert_int_equal(tiny[6], 'X');
    assert_int_equal(roomdata_parse(big, n, "t.rooms", &d, NULL, 0), -1);
    assert_null(d.sets);
    free(big);
}

/* ---------------------------------------------------------------- load and require */

static void test_load_errors(void **state)
{
    (void)state;
    spg_roomdata d;
    char err[256];
    assert_int_equal(roomdata_load("/nonexistent-dir/x.rooms", &d, err, sizeof err), -1);
    assert_string_equal(err, "/nonexistent-dir/x.rooms: cannot open: No such file or directory");
    assert_null(d.sets);

    /* Messages name the file by its base name. */
    char path[] = "/tmp/spelgen-test-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    assert_non_null(f);
    fputs("set r ROOM\nlayout a\n111\n", f);
    fclose(f);
    char want[256];
    const char *base = strrchr(path, '/') + 1;
    snprintf(want, sizeof want,
             "%s:3:1: row 1 of layout 'a' is 3 tiles wide, a room row is 10", base);
    assert_int_equal(roomdata_load(path, &d, err, sizeof err), -1);
    assert_string_equal(err, want);
    assert_null(d.sets);

    f = fopen(path, "w");
    assert_non_null(f);
    fputs("set r ROOM\nlayout a\n" R8 "set c CHUNK\n", f);
    fclose(f);
    assert_int_equal(roomdata_load(path, &d, err, sizeof err), 0);
    assert_string_equal(d.file, base);
    snprintf(want, sizeof want, "%s: set 'drop' is missing (the classic generator needs it)",
             base);
    assert_int_equal(roomdata_require(&d, "drop", SPG_SET_ROOM, 8, err, sizeof err), -1);
    assert_string_equal(err, want);
    snprintf(want, sizeof want, "%s:1: set 'r' has 1 layout, at least 8 are needed", base);
    assert_int_equal(roomdata_require(&d, "r", SPG_SET_ROOM, 8, err, sizeof err), -1);
    assert_string_equal(err, want);
    snprintf(want, sizeof want,
             "%s:1: set 'r' is a ROOM set, the generator needs a CHUNK set", base);
    assert_int_equal(roomdata_require(&d, "r", SPG_SET_CHUNK, 1, err, sizeof err), -1);
    assert_string_equal(err, want);
    snprintf(want, sizeof want,
             "%s:11: set 'c' is a CHUNK set, the generator needs a ROOM set", base);
    assert_int_equal(roomdata_require(&d, "c", SPG_SET_ROOM, 0, err, sizeof err), -1);
    assert_string_equal(err, want);
    assert_int_equal(roomdata_require(&d, "c", SPG_SET_CHUNK, 0, err, sizeof err), 0);
    roomdata_free(&d);
    remove(path);
}

/* ---------------------------------------------------------------- the shipped file */

static spg_roomdata mines;
static char mines_err[512];
static int mines_rc = -1;

static int load_mines(void **state)
{
    (void)state;
    char path[1024];
    const char *env = getenv("SPELGEN_DATA");
    if (env && *env)
        snprintf(path, sizeof path, "%s/classic/mines.rooms", env);
    else
        snprintf(path, sizeof path, "data/classic/mines.rooms");
    mines_rc = roomdata_load(path, &mines, mines_err, sizeof mines_err);
    if (mines_rc != 0)
        print_error("%s\n", mines_err);
    return 0;
}

static int free_mines(void **state)
{
    (void)state;
    roomdata_free(&mines);
    return 0;
}

typedef struct requirement {
    const char *name;
    spg_set_kind kind;
    int min;
    int exact; /* 1: exactly `min` items */
} requirement;

static const requirement needs[] = {
    {"start", SPG_SET_ROOM, 8, 0},
    {"start_drop", SPG_SET_ROOM, 8, 0},
    {"exit", SPG_SET_ROOM, 8, 0},
    {"exit_below_drop", SPG_SET_ROOM, 8, 0},
    {"side", SPG_SET_ROOM, 8, 0},
    {"idol", SPG_SET_ROOM, 1, 1},
    {"altar", SPG_SET_ROOM, 1, 1},
    {"path", SPG_SET_ROOM, 8, 0},
    {"path_dropped", SPG_SET_ROOM, 8, 0},
    {"drop", SPG_SET_ROOM, 8, 0},
    {"drop_capped", SPG_SET_ROOM, 8, 0},
    {"pit_top", SPG_SET_ROOM, 2, 0},
    {"pit_middle", SPG_SET_ROOM, 2, 0},
    {"pit_bottom", SPG_SET_ROOM, 1, 0},
    {"shop_facing_right", SPG_SET_ROOM, 1, 1},
    {"shop_facing_left", SPG_SET_ROOM, 1, 1},
    {"dice_house_facing_right", SPG_SET_ROOM, 1, 1},
    {"dice_house_facing_left", SPG_SET_ROOM, 1, 1},
    {"kissing_parlor_facing_right", SPG_SET_ROOM, 1, 1},
    {"kissing_parlor_facing_left", SPG_SET_ROOM, 1, 1},
    {"door", SPG_SET_CHUNK, 8, 0},
    {"ground", SPG_SET_CHUNK, 8, 0},
    {"air", SPG_SET_CHUNK, 8, 0},
};
#define NNEEDS (sizeof needs / sizeof needs[0])

static void test_mines_sets(void **state)
{
    (void)state;
    assert_int_equal(mines_rc, 0);
    assert_string_equal(mines.file, "mines.rooms");
    char err[256];
    for (size_t i = 0; i < NNEEDS; i++) {
        int rc = roomdata_require(&mines, needs[i].name, needs[i].kind, needs[i].min, err,
                                  sizeof err);
        if (rc != 0)
            print_error("%s\n", err);
        assert_int_equal(rc, 0);
        if (needs[i].exact)
            assert_int_equal(roomdata_set(&mines, needs[i].name)->n, needs[i].min);
    }
    /* Nothing in the file that nobody asks for (a misspelt set name would hide there). */
    for (int s = 0; s < mines.nsets; s++) {
        size_t i = 0;
        while (i < NNEEDS && strcmp(needs[i].name, mines.sets[s].name) != 0)
            i++;
        if (i == NNEEDS)
            print_error("unexpected set '%s'\n", mines.sets[s].name);
        assert_true(i < NNEEDS);
    }
}

/* ---------------------------------------------------------------- a player's walk
 *
 * A room is a 10x8 grid; the model is a cautious player one tile in size:
 *   - solid: 1 x A B M . b;  unsure (solid or not, decided later): 2 4 s;
 *     passable: everything else.  Unsure tiles are neither walked through nor stood on.
 *   - supported: on a ladder (L P), or above a solid tile or a ladder top P.
 *   - supported moves: walk a tile sideways; jump one tile up and up to two across;
 *     climb a ladder down; step down onto a ladder top.
 *   - unsupported: fall a tile, drifting at most one across, or grab a ledge or ladder
 *     right beside.  Never fall or jump onto spikes (7); walking onto them is safe.
 *     (So a running jump clears a hole three tiles wide, not four.)
 *   - leaving through the bottom row is a drop into the room below.
 * Chunk slots are filled with every chunk of their set in turn (all combinations), with
 * earth put under a door standing on a door chunk's bottom row as the generator does.
 *
 * Between rooms: every room on the path keeps row 6 open and row 7 solid at both edge
 * columns, so two such rooms side by side always join; every drop leaves a room within
 * columns 3-6 and every room entered from above has columns 3-6 of its top row open, so
 * any drop lands in any such room. */

enum { W = 10, H = 8, DZ_LO = 3, DZ_HI = 6 };

typedef struct room {
    char t[H][W];
} room;

static int solid_code(char c)
{
    return c != '\0' && strchr("1xABM.b", c) != NULL;
}

static int unsure_code(char c)
{
    return c != '\0' && strchr("24s", c) != NULL;
}

static int pass_at(const room *r, int y, int x)
{
    if (y < 0 || y >= H || x < 0 || x >= W)
        return 0;
    char c = r->t[y][x];
    return !solid_code(c) && !unsure_code(c);
}

static int spike_at(const room *r, int y, int x)
{
    return y >= 0 && y < H && x >= 0 && x < W && r->t[y][x] == '7';
}

static int ladder_at(const room *r, int y, int x)
{
    return r->t[y][x] == 'L' || r->t[y][x] == 'P';
}

static int supported(const room *r, int y, int x)
{
    if (ladder_at(r, y, x))
        return 1;
    if (y + 1 >= H)
        return 0;
    return solid_code(r->t[y + 1][x]) || r->t[y + 1][x] == 'P';
}

typedef struct walk {
    unsigned char seen[H][W];
    unsigned bottom; /* bit x: fell out of the room at column x */
} walk;

static void flood(const room *r, int sy, int sx, walk *w)
{
    int qy[H * W], qx[H * W], n = 0;
    memset(w, 0, sizeof *w);
    if (!pass_at(r, sy, sx))
        return;
    w->seen[sy][sx] = 1;
    qy[n] = sy;
    qx[n++] = sx;
#define PUSH(yy, xx)                                                                          \
    do {                                                                                       \
        int py_ = (yy), px_ = (xx);                                                            \
        if (pass_at(r, py_, px_) && !w->seen[py_][px_]) {                                     \
            w->seen[py_][px_] = 1;                                                             \
            qy[n] = py_;                                                                       \
            qx[n++] = px_;                                                                     \
        }                                                                                      \
    } while (0)
    for (int i = 0; i < n; i++) {
        int y = qy[i], x = qx[i];
        if (supported(r, y, x)) {
            for (int d = -1; d <= 1; d += 2)
                PUSH(y, x + d);
            if (pass_at(r, y - 1, x)) {
                PUSH(y - 1, x);
                for (int d = -1; d <= 1; d += 2)
                    for (int k = 1; k <= 2 && pass_at(r, y - 1, x + k * d); k++)
                        if (!spike_at(r, y - 1, x + k * d))
                            PUSH(y - 1, x + k * d);
            }
            if (ladder_at(r, y, x)) {
                if (y == H - 1)
                    w->bottom |= 1u << x;
                else
                    PUSH(y + 1, x);
            }
            if (y + 1 < H && r->t[y + 1][x] == 'P')
                PUSH(y + 1, x);
        } else {
            if (y == H - 1)
                w->bottom |= 1u << x;
            else if (!spike_at(r, y + 1, x))
                PUSH(y + 1, x);
            for (int d = -1; d <= 1; d += 2) {
                if (!pass_at(r, y, x + d))
                    continue;
                if (y == H - 1)
                    w->bottom |= 1u << (x + d);
                else if (!spike_at(r, y + 1, x + d))
                    PUSH(y + 1, x + d);
                if (supported(r, y, x + d) && !spike_at(r, y, x + d))
                    PUSH(y, x + d);
            }
        }
    }
#undef PUSH
}

/* What a room of a set must offer. */
enum { G_LEFT = 1, G_RIGHT = 2, G_DOOR = 4, G_BOTTOM = 8 };

typedef struct role {
    const char *set;
    int door;      /* exactly one door (9, or an 8 slot) */
    int top;       /* entered from above: top row open over columns 3-6 */
    int bottom;    /* left downward: a bottom opening, only within columns 3-6 */
    int from_door; /* goals from the door */
    int from_edge; /* goals from each edge (row 6) */
    int from_top;  /* goals from each top entry column 3-6 */
} role;

static const role roles[] = {
    {"start", 1, 0, 0, G_LEFT | G_RIGHT, 0, 0},
    {"start_drop", 1, 0, 1, G_LEFT | G_RIGHT | G_BOTTOM, 0, 0},
    {"exit", 1, 0, 0, 0, G_DOOR, 0},
    {"exit_below_drop", 1, 1, 0, 0, G_DOOR, G_DOOR},
    {"path", 0, 0, 0, 0, G_LEFT | G_RIGHT, 0},
    {"path_dropped", 0, 1, 0, 0, 0, G_LEFT | G_RIGHT},
    {"drop", 0, 1, 1, 0, G_BOTTOM, G_BOTTOM},
    {"drop_capped", 0, 0, 1, 0, G_BOTTOM, 0},
};
#define NROLES (sizeof roles / sizeof roles[0])

typedef struct check {
    const role *role;
    const spg_layout *it;
    int variant;
    char chunks[160]; /* the chunks filled in, for messages */
    int failures;
    int instances;
} check;

static int total_failures;

static void complain(check *c, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    c->failures++;
    total_failures++;
    if (c->failures <= 3)
        print_error("mines.rooms:%d: %s/%s%s%s: %s\n", c->it->line, c->role->set, c->it->name,
                    c->variant ? " (or)" : "", c->chunks, msg);
}

static int goals_met(const walk *w, int dy, int dx)
{
    int g = 0;
    if (w->seen[6][0])
        g |= G_LEFT;
    if (w->seen[6][W - 1])
        g |= G_RIGHT;
    if (dy >= 0 && w->seen[dy][dx])
        g |= G_DOOR;
    if (w->bottom)
        g |= G_BOTTOM;
    return g;
}

static const char *goal_names(int g, char *buf, size_t n)
{
    snprintf(buf, n, "%s%s%s%s", g & G_LEFT ? " left" : "", g & G_RIGHT ? " right" : "",
             g & G_DOOR ? " door" : "", g & G_BOTTOM ? " bottom" : "");
    return buf;
}

static void check_walk(check *c, const walk *w, int want, int dy, int dx, const char *from)
{
    char b1[64];
    int got = goals_met(w, dy, dx);
    if ((got & want) != want)
        complain(c, "from %s cannot reach:%s", from, goal_names(want & ~got, b1, sizeof b1));
    unsigned drop_zone = ((1u << (DZ_HI + 1)) - 1) & ~((1u << DZ_LO) - 1);
    if (w->bottom & ~drop_zone)
        complain(c, "from %s a player drops out of the room outside columns %d-%d", from,
                 DZ_LO + 1, DZ_HI + 1);
    if (!c->role->bottom && w->bottom)
        complain(c, "from %s a player drops out of a room the path does not leave downward",
                 from);
}

/* Checks one room with every slot filled. */
static void check_instance(check *c, const room *r)
{
    const role *ro = c->role;
    c->instances++;
    int doors = 0, dy = -1, dx = -1;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (r->t[y][x] == '9') {
                doors++;
                dy = y;
                dx = x;
                if (y == H - 1 || r->t[y + 1][x] != '1')
                    complain(c, "the door at row %d, column %d has no earth under it", y + 1,
                             x + 1);
            }
    if (doors != (ro->door ? 1 : 0))
        complain(c, "%d doors", doors);
    for (int e = 0; e < 2; e++) {
        int x = e ? W - 1 : 0;
        if (!pass_at(r, 6, x) || spike_at(r, 6, x) || r->t[7][x] != '1')
            complain(c, "the %s edge is not open at row 7 over a solid row 8",
                     e ? "right" : "left");
    }
    /* The bottom row is earth, but for the drop's opening: nothing left to chance. */
    for (int x = 0; x < W; x++) {
        int in_dz = x >= DZ_LO && x <= DZ_HI;
        char b = r->t[H - 1][x];
        if (ro->top && in_dz && r->t[0][x] != '0')
            complain(c, "the top row is not open at column %d", x + 1);
        if (b != '1' && !(b == '0' && ro->bottom && in_dz))
            complain(c, "the bottom row has a '%c' at column %d", b, x + 1);
    }
    if (ro->bottom) {
        int best = 0, run = 0;
        for (int x = 0; x < W; x++) {
            run = r->t[H - 1][x] == '0' ? run + 1 : 0;
            best = run > best ? run : best;
        }
        if (best < 2)
            complain(c, "no bottom opening two tiles wide");
    }
    walk w;
    if (ro->from_door && dy >= 0) {
        flood(r, dy, dx, &w);
        check_walk(c, &w, ro->from_door, dy, dx, "the door");
    }
    if (ro->from_edge) {
        flood(r, 6, 0, &w);
        check_walk(c, &w, ro->from_edge & ~G_LEFT, dy, dx, "the left edge");
        flood(r, 6, W - 1, &w);
        check_walk(c, &w, ro->from_edge & ~G_RIGHT, dy, dx, "the right edge");
    }
    if (ro->from_top)
        for (int x = DZ_LO; x <= DZ_HI; x++) {
            char from[32];
            snprintf(from, sizeof from, "the top at column %d", x + 1);
            flood(r, 0, x, &w);
            check_walk(c, &w, ro->from_top, dy, dx, from);
        }
}

static int slot_code(char t)
{
    return t == '5' || t == '6' || t == '8';
}

static const char *slot_set(char t)
{
    return t == '5' ? "ground" : t == '6' ? "air" : "door";
}

/* Fills the slots from position `from` on, each with every chunk of its set. */
static void each_instance(check *c, room r, int from)
{
    for (int i = from; i < W * H; i++) {
        int y = i / W, x = i % W;
        char s = r.t[y][x];
        if (!slot_code(s))
            continue;
        const spg_set *cs = roomdata_set(&mines, slot_set(s));
        assert_non_null(cs);
        size_t len = strlen(c->chunks);
        for (int k = 0; k < cs->n; k++) {
            room q = r;
            int ok = 1;
            for (int dy = 0; dy < 3; dy++)
                for (int dx = 0; dx < 5; dx++)
                    q.t[y + dy][x + dx] = cs->items[k].tiles[0][dy][dx];
            for (int dx = 0; dx < 5; dx++)
                if (q.t[y + 2][x + dx] == '9') {
                    if (y + 3 < H)
                        q.t[y + 3][x + dx] = '1';
                    else
                        ok = 0;
                }
            snprintf(c->chunks + len, sizeof c->chunks - len, " +%s:%s", slot_set(s),
                     cs->items[k].name);
            if (!ok)
                complain(c, "a door on the chunk's bottom row has no room below for earth");
            each_instance(c, q, i + 1);
        }
        c->chunks[len] = '\0';
        return;
    }
    check_instance(c, &r);
}

static void test_mines_path_rooms(void **state)
{
    (void)state;
    assert_int_equal(mines_rc, 0);
    total_failures = 0;
    int instances = 0;
    for (size_t i = 0; i < NROLES; i++) {
        const spg_set *s = roomdata_set(&mines, roles[i].set);
        assert_non_null(s);
        for (int k = 0; k < s->n; k++)
            for (int v = 0; v < s->items[k].variants; v++) {
                check c;
                memset(&c, 0, sizeof c);
                c.role = &roles[i];
                c.it = &s->items[k];
                c.variant = v;
                room r;
                memcpy(r.t, s->items[k].tiles[v], sizeof r.t);
                int doors = 0;
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < W; x++)
                        doors += r.t[y][x] == '9' || r.t[y][x] == '8';
                if (doors != (roles[i].door ? 1 : 0))
                    complain(&c, "%d doors (9 and 8) in the layout", doors);
                each_instance(&c, r, 0);
                instances += c.instances;
            }
    }
    print_message("%d rooms checked, chunks filled in every way\n", instances);
    assert_int_equal(total_failures, 0);
}

/* ---------------------------------------------------------------- the model itself */

static room room_of(const char *rows)
{
    room r;
    for (int y = 0; y < H; y++)
        memcpy(r.t[y], rows + y * (W + 1), W);
    return r;
}

/* Rows joined by newlines, for readability below. */
#define ROWS(a, b, c, d, e, f, g, h) a "\n" b "\n" c "\n" d "\n" e "\n" f "\n" g "\n" h "\n"

static int crosses(const char *rows)
{
    room r = room_of(rows);
    walk w;
    flood(&r, 6, 0, &w);
    return w.seen[6][W - 1];
}

static void test_walk_model(void **state)
{
    (void)state;
    /* A one-tile step is climbed, a two-tile wall is not; a ladder takes you over. */
    assert_true(crosses(ROWS("1111111111", "1000000001", "1000000001", "1000000001",
                             "0000000000", "0000000000", "0000100000", "1111111111")));
    assert_false(crosses(ROWS("1111111111", "1000000001", "1000000001", "1000000001",
                              "0000000000", "0000100000", "0000100000", "1111111111")));
    assert_true(crosses(ROWS("1111111111", "1000000001", "000P11P000", "000L11L000",
                             "000L11L000", "000L11L000", "000L11L000", "1111111111")));
    /* A ladder with no ladder top to step off cannot be climbed over a wall. */
    assert_false(crosses(ROWS("1111111111", "1111111111", "1100110011", "000L11L000",
                              "000L11L000", "000L11L000", "000L11L000", "1111111111")));
    /* A jump needs headroom. */
    assert_true(crosses(ROWS("1111111111", "1111111111", "1111111111", "1111111111",
                             "1111111111", "0000000000", "0000100000", "1111111111")));
    assert_false(crosses(ROWS("1111111111", "1111111111", "1111111111", "1111111111",
                              "0000000000", "1111111111", "0000100000", "1111111111")));
    /* A three-wide hole is jumped; four wide is a fall out of the room. */
    assert_true(crosses(ROWS("1111111111", "1000000001", "1000000001", "1000000001",
                             "0000000000", "0000000000", "0000000000", "1110001111")));
    room r = room_of(ROWS("1111111111", "1000000001", "1000000001", "1000000001",
                          "0000000000", "0000000000", "0000000000", "1110000111"));
    walk w;
    flood(&r, 6, 0, &w);
    assert_false(w.seen[6][W - 1]);
    assert_int_equal(w.bottom, 0x78u); /* columns 3-6 */
    /* Unsure tiles are neither floor nor air. */
    r = room_of(ROWS("1111111111", "1000000001", "1000000001", "1000000001",
                     "0000000000", "0000000000", "0000000000", "1112222111"));
    flood(&r, 6, 0, &w);
    assert_false(w.seen[6][W - 1]);
    assert_int_equal(w.bottom, 0);
    assert_false(crosses(ROWS("1111111111", "1000000001", "1000000001", "1000000001",
                              "0000000000", "0000200000", "0000200000", "1111111111")));
    /* Spikes: walked over, never landed on. */
    assert_true(crosses(ROWS("1111111111", "1000000001", "1000000001", "1000000001",
                             "0000000000", "0000000000", "0007700000", "1111111111")));
    r = room_of(ROWS("1110000111", "1000000001", "1000000001", "1000000001",
                     "0000000000", "0000000000", "7777777777", "1111111111"));
    flood(&r, 0, 4, &w);
    assert_false(w.seen[6][4]);
    assert_false(w.seen[6][0] || w.seen[6][W - 1]);
    /* A fall from above lands and walks on. */
    r = room_of(ROWS("1110000111", "1000000001", "1000000001", "1111001111",
                     "0000000000", "0000000000", "0000000000", "1111111111"));
    flood(&r, 0, 3, &w);
    assert_true(w.seen[6][0] && w.seen[6][W - 1]);
}

/* ---------------------------------------------------------------- other rooms */

static int count(const room *r, char code)
{
    int n = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            n += r->t[y][x] == code;
    return n;
}

static int find(const room *r, char code, int *fy, int *fx)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (r->t[y][x] == code) {
                *fy = y;
                *fx = x;
                return 1;
            }
    return 0;
}

static room first_room(const char *set)
{
    const spg_set *s = roomdata_set(&mines, set);
    assert_non_null(s);
    assert_true(s->n >= 1);
    room r;
    memcpy(r.t, s->items[0].tiles[0], sizeof r.t);
    return r;
}

static void test_mines_idol_altar(void **state)
{
    (void)state;
    assert_int_equal(mines_rc, 0);
    room r = first_room("idol");
    assert_int_equal(roomdata_set(&mines, "idol")->items[0].variants, 1);
    int y = 0, x = 0;
    assert_int_equal(count(&r, 'I'), 1);
    assert_int_equal(count(&r, 'A'), 2);
    assert_int_equal(count(&r, 'B'), 1);
    assert_true(find(&r, 'I', &y, &x));
    assert_true(y + 1 < H && x + 1 < W);
    assert_int_equal(r.t[y][x + 1], '0');
    assert_int_equal(r.t[y + 1][x], 'A');
    assert_int_equal(r.t[y + 1][x + 1], 'A');
    assert_true(find(&r, 'B', &y, &x));
    assert_true(x + 3 < W);
    assert_memory_equal(&r.t[y][x + 1], "000", 3);
    /* A side room: the idol can be walked to from one side or the other. */
    walk wl, wr;
    flood(&r, 6, 0, &wl);
    flood(&r, 6, W - 1, &wr);
    find(&r, 'I', &y, &x);
    assert_true(wl.seen[y][x] || wr.seen[y][x]);
    walk w;

    r = first_room("altar");
    assert_int_equal(roomdata_set(&mines, "altar")->items[0].variants, 1);
    assert_int_equal(count(&r, 'x'), 1);
    assert_true(find(&r, 'x', &y, &x));
    assert_true(x + 1 < W && y + 1 < H);
    assert_int_equal(r.t[y][x + 1], '0');
    assert_int_equal(r.t[y + 1][x], '1');
    assert_int_equal(r.t[y + 1][x + 1], '1');
    assert_true(pass_at(&r, 6, 0) && pass_at(&r, 6, W - 1));
    flood(&r, 6, 0, &w);
    assert_true(w.seen[6][W - 1]);
    assert_true(w.seen[y - 1][x] || w.seen[y - 1][x + 1] || w.seen[y][x - 1] ||
                w.seen[y][x + 2]);
}

typedef struct shop_spec {
    const char *set;
    int right; /* open side on the right */
    int items_min, items_max, prize, dice, damsel, dice_sign;
} shop_spec;

static void test_mines_shops(void **state)
{
    (void)state;
    assert_int_equal(mines_rc, 0);
    static const shop_spec shops[] = {
        {"shop_facing_right", 1, 3, 5, 0, 0, 0, 0},
        {"shop_facing_left", 0, 3, 5, 0, 0, 0, 0},
        {"dice_house_facing_right", 1, 0, 0, 1, 2, 0, 1},
        {"dice_house_facing_left", 0, 0, 0, 1, 2, 0, 1},
        {"kissing_parlor_facing_right", 1, 0, 0, 0, 0, 1, 0},
        {"kissing_parlor_facing_left", 0, 0, 0, 0, 0, 1, 0},
    };
    for (size_t i = 0; i < sizeof shops / sizeof shops[0]; i++) {
        const shop_spec *s = &shops[i];
        room r = first_room(s->set);
        print_message("%s\n", s->set);
        assert_int_equal(roomdata_set(&mines, s->set)->items[0].variants, 1);
        assert_int_equal(count(&r, 'K'), 1);
        assert_int_equal(count(&r, 'k'), 1);
        assert_int_equal(count(&r, 'l'), 1);
        assert_int_equal(count(&r, 'W'), 1);
        assert_in_range(count(&r, 'i'), s->items_min, s->items_max);
        assert_int_equal(count(&r, 'q'), s->prize);
        assert_int_equal(count(&r, 'd'), s->dice);
        assert_int_equal(count(&r, 'D'), s->damsel);
        assert_int_equal(count(&r, 'Q'), s->dice_sign);
        assert_memory_equal(r.t[H - 1], "bbbbbbbbbb", W);
        int open = s->right ? W - 1 : 0, closed = s->right ? 0 : W - 1;
        /* The open side joins a path room; the far wall and the ceiling are shop wall. */
        assert_true(pass_at(&r, 6, open) && pass_at(&r, 5, open));
        for (int y = 0; y < H - 1; y++)
            assert_int_equal(r.t[y][closed], '.');
        for (int x = 0; x < W; x++)
            assert_int_equal(r.t[0][x], '.');
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                assert_true(strchr("0.bKkliWQqdD", r.t[y][x]) != NULL);
        /* The shopkeeper and all that is for sale can be walked to from the door. */
        walk w;
        flood(&r, 6, open, &w);
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                if (strchr("KiqdD", r.t[y][x]))
                    assert_true(w.seen[y][x]);
    }
}

static void test_mines_pit(void **state)
{
    (void)state;
    assert_int_equal(mines_rc, 0);
    static const char *sets[] = {"pit_top", "pit_middle", "pit_bottom"};
    for (int p = 0; p < 3; p++) {
        const spg_set *s = roomdata_set(&mines, sets[p]);
        assert_non_null(s);
        for (int k = 0; k < s->n; k++)
            for (int v = 0; v < s->items[k].variants; v++) {
                room r;
                memcpy(r.t, s->items[k].tiles[v], sizeof r.t);
                print_message("%s/%s\n", sets[p], s->items[k].name);
                /* The shaft is columns 4-7 all the way down, so the rooms stack in any
                 * order the generator picks. */
                for (int x = DZ_LO; x <= DZ_HI; x++) {
                    if (p > 0)
                        assert_int_equal(r.t[0][x], '0');
                    if (p < 2)
                        assert_int_equal(r.t[H - 1][x], '0');
                }
                /* Only the shaft goes on down, and the pit's last room is closed. */
                if (p == 0)
                    for (int x = 0; x < W; x++)
                        if (x < DZ_LO || x > DZ_HI)
                            assert_false(pass_at(&r, H - 1, x));
                if (p == 1) {
                    assert_true(count(&r, 's') >= 8);
                    for (int y = 0; y < H; y++)
                        for (int x = 0; x < W; x++) {
                            if (r.t[y][x] == 's')
                                assert_true(x == DZ_LO - 1 || x == DZ_HI + 1);
                            if (x >= DZ_LO && x <= DZ_HI)
                                assert_int_equal(r.t[y][x], '0');
                        }
                }
                if (p == 2) {
                    assert_true(count(&r, 'S') >= 1);
                    assert_int_equal(count(&r, 'T'), 2);
                    assert_int_equal(count(&r, 'M'), 1);
                    int y, x;
                    find(&r, 'M', &y, &x);
                    assert_true(y >= H - 2);
                    for (x = 0; x < W; x++)
                        assert_false(pass_at(&r, H - 1, x));
                }
                assert_int_equal(count(&r, '5') + count(&r, '6') + count(&r, '8'), 0);
            }
    }
}

static void test_mines_chunks(void **state)
{
    (void)state;
    assert_int_equal(mines_rc, 0);
    const spg_set *d = roomdata_set(&mines, "door");
    assert_non_null(d);
    for (int k = 0; k < d->n; k++) {
        int doors = 0;
        for (int y = 0; y < 3; y++)
            for (int x = 0; x < 5; x++)
                if (d->items[k].tiles[0][y][x] == '9') {
                    doors++;
                    if (y < 2 && d->items[k].tiles[0][y + 1][x] != '1')
                        print_error("door chunk %s: nothing solid under the door\n",
                                    d->items[k].name);
                    assert_true(y == 2 || d->items[k].tiles[0][y + 1][x] == '1');
                }
        assert_int_equal(doors, 1);
    }
    /* Doors only where the generator expects them. */
    for (int s = 0; s < mines.nsets; s++) {
        const spg_set *set = &mines.sets[s];
        int door_set = strncmp(set->name, "start", 5) == 0 ||
                       strncmp(set->name, "exit", 4) == 0 || strcmp(set->name, "door") == 0;
        for (int k = 0; k < set->n; k++)
            for (int v = 0; v < set->items[k].variants; v++)
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < W; x++) {
                        char t = set->items[k].tiles[v][y][x];
                        if ((t == '9' || t == '8') && !door_set)
                            print_error("%s/%s: a door outside the start and exit sets\n",
                                        set->name, set->items[k].name);
                        assert_true(door_set || (t != '9' && t != '8'));
                    }
    }
}

static void test_mines_side(void **state)
{
    (void)state;
    assert_int_equal(mines_rc, 0);
    const spg_set *s = roomdata_set(&mines, "side");
    int with_chest = 0;
    for (int k = 0; k < s->n; k++) {
        int chests = 0;
        for (int v = 0; v < s->items[k].variants; v++) {
            room r;
            memcpy(r.t, s->items[k].tiles[v], sizeof r.t);
            assert_true(count(&r, 'a') <= 1);
            chests += count(&r, 'a');
            /* Cave, not a solid block: something of it is open. */
            assert_true(count(&r, '0') >= 10);
        }
        with_chest += chests > 0;
    }
    assert_true(with_chest <= 2); /* a chest is a rare find */
}

int main(void)
{
    const struct CMUnitTest parser[] = {
        cmocka_unit_test(test_parse_tiny),
        cmocka_unit_test(test_parse_crlf),
        cmocka_unit_test(test_parse_empty_inputs),
        cmocka_unit_test(test_error_tile_codes),
        cmocka_unit_test(test_extra_codes),
        cmocka_unit_test(test_error_row_width),
        cmocka_unit_test(test_error_row_count),
        cmocka_unit_test(test_error_slots),
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_chunk_sizes),
        cmocka_unit_test(test_error_directives),
        cmocka_unit_test(test_error_names_and_kinds),
        cmocka_unit_test(test_error_messages_are_bounded),
        cmocka_unit_test(test_load_errors),
    };
    const struct CMUnitTest shipped[] = {
        cmocka_unit_test(test_mines_sets),
        cmocka_unit_test(test_mines_path_rooms),
        cmocka_unit_test(test_mines_idol_altar),
        cmocka_unit_test(test_mines_shops),
        cmocka_unit_test(test_mines_pit),
        cmocka_unit_test(test_mines_chunks),
        cmocka_unit_test(test_mines_side),
    };
    const struct CMUnitTest model[] = {
        cmocka_unit_test(test_walk_model),
    };
    int failed = cmocka_run_group_tests_name("roomdata parser", parser, NULL, NULL);
    failed += cmocka_run_group_tests_name("walk model", model, NULL, NULL);
    failed += cmocka_run_group_tests_name("shipped mines.rooms", shipped, load_mines, free_mines);
    return failed ? 1 : 0;
}
