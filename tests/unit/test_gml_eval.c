/* test_gml_eval.c — the GML interpreter's evaluator (src/gml/gml_eval.c, gml_compile.c)
 * on scripts of our own: GameMaker 8's arithmetic, rounding, truth, comparison, the
 * operators that do not short-circuit, strings, arrays, locals, globals, every statement,
 * script arguments, and the errors (unset variables, unknown functions, a loop without
 * end), each naming script, line and column. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "gml_rig.h"

static void arithmetic(void **state)
{
    (void)state;
    assert_true(rig_value("return 1 + 2 * 3;") == 7);
    assert_true(rig_value("return 7 / 2;") == 3.5);
    /* div floors, mod keeps the sign of the left side (gm8-runtime.md) */
    assert_true(rig_value("return 7 div 2;") == 3);
    assert_true(rig_value("return -7 div 2;") == -4);
    assert_true(rig_value("return -7 mod 3;") == -1);
    assert_true(rig_value("return 7.5 mod 2;") == 1.5);
    assert_true(rig_value("return 6 & 3 | 8;") == 10);
    assert_true(rig_value("return 1 << 4 >> 2;") == 4);
    assert_true(rig_value("return -(2 - 5);") == 3);
    assert_true(rig_value("return $ff;") == 255);
}

static void rounding_half_to_even(void **state)
{
    (void)state;
    /* an index rounds as Delphi's Round: 2.5 -> 2, 3.5 -> 4 */
    assert_true(rig_value("a[2.5] = 7; return a[2];") == 7);
    assert_true(rig_value("a[3.5] = 8; return a[4];") == 8);
    assert_true(rig_value("n = 0; repeat (2.5) n += 1; return n;") == 2);
    assert_true(rig_value("n = 0; repeat (3.5) n += 1; return n;") == 4);
    assert_true(rig_value("return round(0.5) + round(1.5);") == 2);
}

static void truth_and_comparison(void **state)
{
    (void)state;
    assert_true(rig_value("if (0.5) return 1; return 0;") == 1);
    assert_true(rig_value("if (0.49) return 1; return 0;") == 0);
    assert_true(rig_value("if (-1) return 1; return 0;") == 0);
    assert_true(rig_value("if (\"yes\") return 1; return 0;") == 0);
    /* == between reals: within 1e-13 */
    assert_true(rig_value("return 0.1 + 0.2 == 0.3;") == 1);
    assert_true(rig_value("return 1 == 1.000001;") == 0);
    assert_true(rig_value("return 0.1 + 0.2 != 0.3;") == 0);
    assert_true(rig_value("return \"ab\" < \"b\";") == 1);
    assert_true(rig_value("x = 3; return (x = 3);") == 1); /* = in an expression compares */
    assert_true(rig_value("return not 0 == 1;") == 1);      /* (not 0) == 1 */
    assert_true(rig_value("return true xor true;") == 0);
}

static void no_short_circuit(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    rig_script(&r, "scrCount", "global.n += 1; return true;");
    rig_script(&r, "scrAnd", "global.n = 0; if (false and scrCount()) {} return global.n;");
    rig_script(&r, "scrOr", "global.n = 0; if (true or scrCount()) {} return global.n;");
    rig_script(&r, "scrElseIf",
               "global.n = 0;\n"
               "if (false and scrCount()) global.n += 10;\n"
               "else if (scrCount() and false) global.n += 20;\n"
               "else if (scrCount()) global.n += 100;\n"
               "else if (scrCount()) global.n += 1000;\n"
               "return global.n;");
    assert_int_equal(rig_finish(&r), 0);
    /* both sides always: the call on the right of a false `and` runs */
    assert_true(rig_run(&r, "scrAnd").r == 1);
    assert_true(rig_run(&r, "scrOr").r == 1);
    /* an else-if chain stops at the first true test; every test reached runs */
    assert_true(rig_run(&r, "scrElseIf").r == 103);
    rig_end(&r);
}

static void strings(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    rig_script(&r, "scrCat", "return \"ab\" + 'c';");
    rig_script(&r, "scrChar", "return string_char_at(\"abc\", 2);");
    rig_script(&r, "scrNum", "return string(12) + \"/\" + string(2.5);");
    rig_script(&r, "scrLen", "return string_length(\"hello\") + real(\"2\");");
    rig_script(&r, "scrMix", "return \"a\" == 1;");
    rig_script(&r, "scrAdd", "return \"a\" + 1;");
    assert_int_equal(rig_finish(&r), 0);
    assert_string_equal(rig_run(&r, "scrCat").s, "abc");
    assert_string_equal(rig_run(&r, "scrChar").s, "b");
    assert_string_equal(rig_run(&r, "scrNum").s, "12/2.50");
    assert_true(rig_run(&r, "scrLen").r == 7);
    /* a string compared with a real is an error, not false */
    assert_non_null(strstr(rig_fails(&r, "scrMix"), "cannot compare"));
    assert_non_null(strstr(rig_fails(&r, "scrAdd"), "wrong type of arguments"));
    rig_end(&r);
}

/* ord and chr (a mod's score file XORs characters), and the files a fresh install lacks:
 * none exists, reading one fails with -1, writing one goes nowhere */
static void characters_and_files(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    rig_script(&r, "scrOrd", "return ord(\"Ab\") * 1000 + ord(\"\");");
    rig_script(&r, "scrChr", "return chr(72) + chr(104.6) + chr(0) + chr(ord(\"a\") ^ 3);");
    rig_script(&r, "scrFiles",
               "f = file_text_open_write(\"s.dat\");\n"
               "file_text_write_string(f, \"x\");\nfile_text_writeln(f);\n"
               "file_text_close(f);\n"
               "return f * 100 + file_exists(\"s.dat\") * 10 + "
               "(file_text_open_read(\"s.dat\") == -1);");
    assert_int_equal(rig_finish(&r), 0);
    assert_true(rig_run(&r, "scrOrd").r == 65000);
    assert_string_equal(rig_run(&r, "scrChr").s, "Hib");
    rig_self(&r);
    assert_true(rig_run(&r, "scrFiles").r == 101);
    rig_end(&r);
}

static void arrays(void **state)
{
    (void)state;
    /* a, a[0] and a[0,0] are one cell; a[i] is a[0,i] */
    assert_true(rig_value("a = 5; a[1] = 6; return a[0] + a[1];") == 11);
    assert_true(rig_value("a[0,3] = 4; return a[3];") == 4);
    assert_true(rig_value("b[2,3] = 4; b[1,0] = 1; return b[2,3] + b[1,0];") == 5);
    assert_true(rig_value("global.g[3] = 2; global.g[3] += 5; return global.g[3];") == 7);
    rig r;
    rig_begin(&r);
    rig_script(&r, "scrHole", "b[2,3] = 4;\nreturn b[1,1];");
    rig_script(&r, "scrNeg", "c[-1] = 0;");
    assert_int_equal(rig_finish(&r), 0);
    rig_self(&r);
    assert_non_null(strstr(rig_fails(&r, "scrHole"), "scrHole:2:8: unknown variable b"));
    assert_non_null(strstr(rig_fails(&r, "scrNeg"), "out of bounds"));
    rig_end(&r);
}

static void statements(void **state)
{
    (void)state;
    assert_true(rig_value("n = 0; for (i = 0; i < 10; i += 1) { if (i == 3) continue;"
                          " if (i == 6) break; n += i; } return n;") == 0 + 1 + 2 + 4 + 5);
    assert_true(rig_value("n = 0; while (n < 5) n += 2; return n;") == 6);
    assert_true(rig_value("n = 10; do n -= 3; until (n < 0) return n;") == -2);
    assert_true(rig_value("n = 0; repeat (4) { n += 1; if (n == 3) break; } return n;") == 3);
    assert_true(rig_value("k = 2; switch (k) { case 1: return 10; case 2: case 3: n = 20;"
                          " break; default: n = 30; } return n;") == 20);
    assert_true(rig_value("switch (9) { case 1: return 10; default: return 30; }") == 30);
    /* a switch falls through until a break */
    assert_true(rig_value("n = 0; switch (1) { case 1: n += 1; case 2: n += 2; break;"
                          " case 3: n += 4; } return n;") == 3);
    assert_true(rig_value("n = 1; exit; return 2;") == 0);
    assert_true(rig_value("{ n = 4 } return n * 2") == 8);
}

static void locals_arguments_globals(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    rig_script(&r, "scrArgs", "return argument0 * 100 + argument1 * 10 + argument2 +"
                              " argument_count * 1000 + argument[1];");
    rig_script(&r, "scrCall", "return scrArgs(3, 4);");
    rig_script(&r, "scrLocal", "var i; i = 7; scrSetI(); return i;");
    rig_script(&r, "scrSetI", "var i; i = 9;");
    rig_script(&r, "scrGlobalvar", "globalvar shared; shared = 5; return scrReadShared();");
    rig_script(&r, "scrReadShared", "return shared + global.shared;");
    rig_script(&r, "scrNoSelf", "return foo;");
    assert_int_equal(rig_finish(&r), 0);
    /* an argument not passed is 0 */
    assert_true(rig_run(&r, "scrCall").r == 2000 + 340 + 0 + 4);
    /* a var is the running script's own */
    assert_true(rig_run(&r, "scrLocal").r == 7);
    /* a globalvar is global.name everywhere */
    assert_true(rig_run(&r, "scrGlobalvar").r == 10);
    assert_non_null(strstr(rig_fails(&r, "scrNoSelf"), "scrNoSelf:1:8: no self instance"));
    rig_end(&r);
}

static void errors_name_the_place(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    rig_script(&r, "scrUnset", "global.a = 1;\nreturn global.a +\n    global.nope;");
    rig_script(&r, "scrUnknown", "x = 1;\n  draw_everything(1, 2);");
    rig_script(&r, "scrArity", "return floor(1, 2);");
    rig_script(&r, "scrRunaway", "n = 0;\nwhile (true) { }");
    rig_script(&r, "scrDeep", "return scrDeep();");
    rig_script(&r, "scrZero", "return 1 div 0;");
    assert_int_equal(rig_finish(&r), 0);
    rig_self(&r);
    assert_string_equal(rig_fails(&r, "scrUnset"), "scrUnset:3:5: unknown variable nope");
    assert_string_equal(rig_fails(&r, "scrUnknown"),
                        "scrUnknown:2:3: draw_everything is a function the interpreter does "
                        "not have");
    assert_non_null(strstr(rig_fails(&r, "scrArity"), "floor called with a number of arguments"));
    assert_non_null(strstr(rig_fails(&r, "scrRunaway"), "scrRunaway:2:1: a loop ran more than"));
    assert_non_null(strstr(rig_fails(&r, "scrDeep"), "calls nested deeper than"));
    assert_non_null(strstr(rig_fails(&r, "scrZero"), "division by 0"));
    rig_end(&r);
}

static void compile_errors(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    gml_add_object(&r.p, "oThing", NULL, NULL, false, 0);
    rig_script(&r, "scrBad", "x = 1;\noThing = 3;");
    assert_int_equal(rig_finish(&r), -1);
    assert_string_equal(r.err, "scrBad:2:1: an assignment to a constant or resource name");
    gml_program_free(&r.p);
}

/* every draw through src/rng.c, named by script and line */
typedef struct seen {
    int n;
    char names[8][64], meanings[8][64];
    double x[8];
    double results[8]; /* what the call gave, as told after the draw */
} seen;

static void on_result(void *ctx, gml_value v)
{
    seen *s = ctx;
    if (s->n > 0 && s->n <= 8 && !v.s)
        s->results[s->n - 1] = v.r;
}

static void on_draw(void *ctx, const spg_site *site, double x, double value)
{
    (void)value;
    seen *s = ctx;
    if (s->n < 8) {
        snprintf(s->names[s->n], 64, "%s", site->name);
        snprintf(s->meanings[s->n], 64, "%s", site->meaning);
        s->x[s->n] = x;
    }
    s->n++;
}

static void draws_are_named(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    rig_script(&r, "rand", "randNum = argument1 - argument0 + 1;\n"
                           "return floor(random(randNum)) + argument0;");
    rig_script(&r, "scrRolls", "global.a = random(10);\n"
                               "global.b = rand(1, 6) + choose(4, 5, 6);\n"
                               "return 0;");
    assert_int_equal(rig_finish(&r), 0);
    seen s = {0};
    gml_vm_on_draw(r.vm, on_draw, &s);
    gml_vm_on_result(r.vm, on_result);
    assert_int_equal(gml_vm_create(r.vm, "oNone", 0, 0), -1); /* no such object */
    /* rand's randNum is an instance variable: run it inside an instance */
    rng_init(&r.rng, SPG_ENGINE_GM8, 2);
    rig_self(&r);
    rig_run(&r, "scrRolls");
    r.vm->self = NULL;
    assert_int_equal(s.n, 3);
    assert_string_equal(s.names[0], "scrRolls:1");
    assert_string_equal(s.meanings[0], "random(10)");
    /* the draw inside rand is named by the call to rand */
    assert_string_equal(s.names[1], "scrRolls:2");
    assert_string_equal(s.meanings[1], "rand(1,6)");
    assert_true(s.x[1] == 6);
    assert_string_equal(s.meanings[2], "choose(4,5,6)");
    /* rand's result is its integer, choose's the value chosen */
    assert_true(s.results[1] >= 1 && s.results[1] <= 6 && s.results[1] == floor(s.results[1]));
    assert_true(s.results[2] >= 4 && s.results[2] <= 6 && s.results[2] == floor(s.results[2]));
    double b;
    assert_true(gml_vm_get_global(r.vm, "b", &b));
    assert_true(b == s.results[1] + s.results[2]);
    assert_int_equal(r.rng.draws, 3);
    /* random(x) is the stepped state / 2^32 * x (gm8-rng.md) */
    double v;
    assert_true(gml_vm_get_global(r.vm, "a", &v));
    assert_true(v == (double)rng_step_raw(2, SPG_ENGINE_GM8) / 4294967296.0 * 10);
    rig_end(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(arithmetic),
        cmocka_unit_test(rounding_half_to_even),
        cmocka_unit_test(truth_and_comparison),
        cmocka_unit_test(no_short_circuit),
        cmocka_unit_test(strings),
        cmocka_unit_test(characters_and_files),
        cmocka_unit_test(arrays),
        cmocka_unit_test(statements),
        cmocka_unit_test(locals_arguments_globals),
        cmocka_unit_test(errors_name_the_place),
        cmocka_unit_test(compile_errors),
        cmocka_unit_test(draws_are_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
