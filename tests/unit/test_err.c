/* test_err.c — the one error module (err.h): messages written into the caller's buffer
 * (never past it, nothing when there is none), the system's reason, and input shown back
 * as one line of text whatever it held. */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "err.h"

static void messages_go_into_the_buffer(void **st)
{
    (void)st;
    char err[64];
    assert_int_equal(err_set(err, sizeof err, "%d things", 3), -1);
    assert_string_equal(err, "3 things");
    assert_int_equal(err_at(err, sizeof err, "a.rooms", 4, 7, "bad %s", "code"), -1);
    assert_string_equal(err, "a.rooms:4:7: bad code");
    assert_int_equal(err_in(err, sizeof err, "a.facts:2", "no %s", "name"), -1);
    assert_string_equal(err, "a.facts:2: no name");
    assert_int_equal(err_sys(err, sizeof err, "/x", "open", ENOENT), -1);
    assert_string_equal(err, "/x: cannot open: No such file or directory");
    char small[8];
    err_at(small, sizeof small, "a-long-file-name", 1, 1, "x");
    assert_true(strlen(small) < sizeof small);
    err_set(small, sizeof small, "%s", "a message longer than the buffer");
    assert_string_equal(small, "a messa");
    assert_int_equal(err_set(NULL, 0, "nothing"), -1); /* no buffer: nothing written */
    assert_int_equal(err_at(NULL, 0, "f", 1, 1, "nothing"), -1);
}

static void an_excerpt_is_one_quotable_line(void **st)
{
    (void)st;
    char buf[64];
    const char raw[] = "a'b\\c\td\ne\x01";
    assert_string_equal(err_excerpt(buf, sizeof buf, raw, sizeof raw - 1, 32),
                        "a\\'b\\\\c\\td\\x0ae\\x01");
    assert_string_equal(err_excerpt(buf, sizeof buf, "abcdefgh", 8, 4), "abcd...");
    assert_string_equal(err_excerpt(buf, sizeof buf, "abcd", 4, 4), "abcd");
    char tiny[6];
    err_excerpt(tiny, sizeof tiny, "\x01\x02\x03", 3, 32);
    assert_true(strlen(tiny) < sizeof tiny);
}

static void a_typed_word_is_shown_printable_and_short(void **st)
{
    (void)st;
    char buf[64];
    err_shown("ab\x1b[2Jc", buf, sizeof buf);
    assert_string_equal(buf, "ab?[2Jc");
    err_shown("0123456789012345678901234567890123456789tail", buf, sizeof buf);
    assert_string_equal(buf, "0123456789012345678901234567890123456789...");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(messages_go_into_the_buffer),
        cmocka_unit_test(an_excerpt_is_one_quotable_line),
        cmocka_unit_test(a_typed_word_is_shown_printable_and_short),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
