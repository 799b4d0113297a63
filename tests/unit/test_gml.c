/* test_gml.c — the GML subset's tokens and parser (src/gml/gml_lex.c, gml_parse.c) on
 * scripts of our own: every statement and operator of the grammar as a printed tree, the
 * priorities GameMaker 8's manual gives, line numbers across CR LF, and every error with
 * the message it must give. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gml/gml_parse.h"

/* The tree of `src` printed, in fresh memory (NULL when it does not parse). */
static char *tree(const char *src)
{
    gml_node *n;
    char err[256];
    if (gml_parse("t", src, strlen(src), &n, err, sizeof err) != 0) {
        print_error("%s\n  does not parse: %s\n", src, err);
        return NULL;
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    gml_print(f, n);
    fclose(f);
    gml_free(n);
    return buf;
}

static void expect_tree(const char *src, const char *want)
{
    char *got = tree(src);
    assert_non_null(got);
    if (strcmp(got, want) != 0)
        print_error("%s\n  want %s\n  got  %s\n", src, want, got);
    assert_string_equal(got, want);
    free(got);
}

static void expect_error(const char *src, const char *want)
{
    gml_node *n = (gml_node *)1;
    char err[256];
    int rc = gml_parse("scrTest", src, strlen(src), &n, err, sizeof err);
    if (rc != -1 || strcmp(err, want) != 0)
        print_error("%s\n  want %s\n  got (%d) %s\n", src, want, rc, err);
    assert_int_equal(rc, -1);
    assert_null(n);
    assert_string_equal(err, want);
}

static void statements(void **st)
{
    (void)st;
    expect_tree("", "(block)");
    expect_tree("x = 1; y += 2\nz -= 3; w *= 4; v /= 5;",
                "(block (= x 1) (+= y 2) (-= z 3) (*= w 4) (/= v 5))");
    expect_tree("make(1, \"a\"); make();", "(block (call make 1 \"a\") (call make))");
    expect_tree("if (a == 1) b = 2; else if a == 3 { b = 4 } else b = 5",
                "(block (if (== a 1) (= b 2) (if (== a 3) (block (= b 4)) (= b 5))))");
    expect_tree("if x then y = 1", "(block (if x (= y 1)))");
    expect_tree("switch (roll(1,3)) { case 1: { s = \"ab\"; break; } case 2: case 3: s = \"cd\"; "
                "break; default: s = \"\"; }",
                "(block (switch (call roll 1 3) (case 1) (block (= s \"ab\") (break)) (case 2) "
                "(case 3) (= s \"cd\") (break) (default) (= s \"\")))");
    expect_tree("for (i = 1; i < 81; i += 1) { j = i; }",
                "(block (for (= i 1) (< i 81) (+= i 1) (block (= j i))))");
    expect_tree("while (k > 0) k -= 1; while k do k = 0; repeat (3) f(); do k += 1 until k > 9;",
                "(block (while (> k 0) (-= k 1)) (while k (= k 0)) (repeat 3 (call f)) "
                "(do (+= k 1) (> k 9)))");
    expect_tree("with oThing { hp = 0 } with (other) exit",
                "(block (with oThing (block (= hp 0))) (with other (exit)))");
    expect_tree("var a, b; globalvar g; return a + b; ;; continue",
                "(block (var a b) (globalvar g) (return (+ a b)) (block) (block) (continue))");
    expect_tree("begin a = 1 end", "(block (block (= a 1)))");
    expect_tree("o.hp = 3; global.grid[i, j] = 4; list[2] = 5; a.b.c = 6",
                "(block (= (. o hp) 3) (= ([] (. global grid) i j) 4) (= ([] list 2) 5) "
                "(= (. (. a b) c) 6))");
}

static void nested_variant_rolls(void **st)
{
    (void)st;
    /* a room script's shape: a path code, a roll, a variant roll inside a case */
    expect_tree("if (kind == 0 or kind == 1)\r\n{\r\n    switch(rand(1,2))\r\n    {\r\n"
                "        case 1: { strTemp = \"0011\"; break; }\r\n"
                "        case 2: {\r\n            if (rand(1,2) == 1) strTemp = \"1100\";\r\n"
                "            else strTemp = \"0110\"; break;\r\n        }\r\n    }\r\n}\r\n",
                "(block (if (or (== kind 0) (== kind 1)) (block (switch (call rand 1 2) (case 1) "
                "(block (= strTemp \"0011\") (break)) (case 2) (block (if (== (call rand 1 2) 1) "
                "(= strTemp \"1100\") (= strTemp \"0110\")) (break))))))");
}

static void expressions(void **st)
{
    (void)st;
    expect_tree("v = a + b * c - d / e", "(block (= v (- (+ a (* b c)) (/ d e))))");
    expect_tree("v = a div b mod c", "(block (= v (mod (div a b) c)))");
    /* GameMaker 8's manual: and, or, xor share one priority, read left to right */
    expect_tree("v = a or b and c", "(block (= v (and (or a b) c)))");
    expect_tree("v = a && b || c ^^ d", "(block (= v (xor (or (and a b) c) d)))");
    expect_tree("v = a and (b or c)", "(block (= v (and a (or b c))))");
    /* "!" is unary: not a == b is (not a) == b */
    expect_tree("v = not a == b; w = !f(x)", "(block (= v (== (not a) b)) (= w (not (call f x))))");
    /* "=" in an expression compares */
    expect_tree("if (a = 1) b = 2", "(block (if (== a 1) (= b 2)))");
    expect_tree("v = -a + - 2", "(block (= v (+ (- a) (- 2))))");
    expect_tree("v = a | b & c ^ d << 2 >> 1; w = ~a",
                "(block (= v (^ (& (| a b) c) (>> (<< d 2) 1))) (= w (~ a)))");
    expect_tree("v = a + 1 < b * 2 and c != d", "(block (= v (and (< (+ a 1) (* b 2)) (!= c d))))");
    expect_tree("v = (o.list[i]).hp", "(block (= v (. ([] (. o list) i) hp)))");
    expect_tree("v = $ff + 1.5 + .25 + 007", "(block (= v (+ (+ (+ 255 1.5) 0.25) 7)))");
    expect_tree("v = 'say \"hi\"' + \"it's\"", "(block (= v (+ 'say \"hi\"' \"it's\")))");
    expect_tree("v = \"two\nlines\" // a comment\n/* and\n another */ w = 1",
                "(block (= v \"two\nlines\") (= w 1))");
    expect_tree("v = f(g(1), h[2], -3)", "(block (= v (call f (call g 1) ([] h 2) (- 3))))");
}

static void errors(void **st)
{
    (void)st;
    expect_error("a = 1;\r\nb = 2;\r\nc = ;", "scrTest: line 3: a value expected, not ';'");
    expect_error("a = 1;\rb = \"open\n\nstill", "scrTest: line 2: a string that does not end");
    expect_error("a = 1; /* open\n", "scrTest: line 1: a comment that does not end");
    expect_error("a = #1", "scrTest: line 1: '#' is not in the GML spelgen reads");
    expect_error("a = 1\n\x01", "scrTest: line 2: the byte 0x01 is not in the GML spelgen reads");
    expect_error("x++;", "scrTest: line 1: an assignment ('=', '+=', ...) expected, not '+'");
    expect_error("v = a < b < c", "scrTest: line 1: two comparisons in a row ('<'): add "
                                  "parentheses");
    expect_error("}", "scrTest: line 1: a '}' that closes nothing");
    expect_error("if (a) {\n b = 1;\n", "scrTest: line 1: the block opened here does not end");
    expect_error("switch (a) { b = 1; }", "scrTest: line 1: a switch's first line must be a "
                                          "case or default");
    expect_error("switch a b = 1", "scrTest: line 1: '{' expected to open the switch's cases, "
                                   "not 'b'");
    expect_error("switch (a) {\n case 1: b = 2;\n", "scrTest: line 1: the switch opened here "
                                                    "does not end");
    expect_error("for (f(); i < 2; i += 1) {}", "scrTest: line 1: a for loop's start and step "
                                                "must be assignments");
    expect_error("for (i = 0 i < 2; i += 1) {}", "scrTest: line 1: ';' expected after the "
                                                 "loop's start, not 'i'");
    expect_error("var if;", "scrTest: line 1: a name expected after 'var', not 'if'");
    expect_error("do a = 1", "scrTest: line 1: 'until' expected after the 'do' of line 1, not "
                             "the end of the script");
    expect_error("until a", "scrTest: line 1: 'until' is not where a statement begins");
    expect_error("v = o.", "scrTest: line 1: a field's name expected after '.', not the end "
                           "of the script");
    expect_error("v = f(1, 2", "scrTest: line 1: ')' expected to close the call's arguments, "
                               "not the end of the script");
    expect_error("v = a[1", "scrTest: line 1: ']' expected to close the index, not the end of "
                            "the script");
    expect_error("v = (1 + 2", "scrTest: line 1: ')' expected to close the parenthesis, not the "
                               "end of the script");
    expect_error("v = 1.2.3", "scrTest: line 1: a number with two points");
    expect_error("v = 12ab", "scrTest: line 1: a number runs into a name");
    expect_error("v = $", "scrTest: line 1: '$' without hex digits");
    expect_error("\"text\"", "scrTest: line 1: a statement expected, not a string");
    expect_error("v = a ? b : c", "scrTest: line 1: '?' is not in the GML spelgen reads");
}

static void depth_is_bounded(void **st)
{
    (void)st;
    char src[1200] = "v = ";
    for (int i = 0; i < 300; i++)
        strcat(src, "(");
    strcat(src, "1");
    expect_error(src, "scrTest: line 1: nested deeper than 100");
    char blocks[1200] = "";
    for (int i = 0; i < 150; i++)
        strcat(blocks, "{");
    expect_error(blocks, "scrTest: line 1: nested deeper than 100");
    /* well inside the limit: fine */
    char ok[200] = "v = ";
    for (int i = 0; i < 30; i++)
        strcat(ok, "(");
    strcat(ok, "1");
    for (int i = 0; i < 30; i++)
        strcat(ok, ")");
    expect_tree(ok, "(block (= v 1))");
}

static void bytes_not_text(void **st)
{
    (void)st;
    /* the length rules, not a NUL: a script is its bytes */
    const char src[] = "a = 1;\0b = 2;";
    gml_node *n;
    char err[256];
    assert_int_equal(gml_parse("scrTest", src, 6, &n, err, sizeof err), 0);
    gml_free(n);
    assert_int_equal(gml_parse("scrTest", src, sizeof src - 1, &n, err, sizeof err), -1);
    assert_string_equal(err, "scrTest: line 1: the byte 0x00 is not in the GML spelgen reads");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(statements),
        cmocka_unit_test(nested_variant_rolls),
        cmocka_unit_test(expressions),
        cmocka_unit_test(errors),
        cmocka_unit_test(depth_is_bounded),
        cmocka_unit_test(bytes_not_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
