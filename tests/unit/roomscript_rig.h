/* roomscript_rig.h — what the room-script readers' tests (test_roomscript*.c) share:
 * editing a synthetic script, counting a set's layouts in a reader's output, and
 * clearing or copying a test's import folder.  Include after cmocka.h. */
#ifndef SPG_TEST_ROOMSCRIPT_RIG_H
#define SPG_TEST_ROOMSCRIPT_RIG_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How many lines `script` has (its newlines). */
static inline int rs_test_lines(const char *script)
{
    int n = 0;
    for (const char *p = script; *p; p++)
        n += *p == '\n';
    return n;
}

/* `script` without its line `cut` (0 the first); a buffer to free. */
static inline char *rs_test_without_line(const char *script, int cut)
{
    char *s = malloc(strlen(script) + 1);
    assert_non_null(s);
    char *o = s;
    for (int line = 0; *script; script++) {
        if (line != cut)
            *o++ = *script;
        if (*script == '\n')
            line++;
    }
    *o = 0;
    return s;
}

/* `script` with `from` replaced by `to` (once; fails the test, saying so, if `from` is
 * not there); a buffer to free. */
static inline char *rs_test_edited(const char *script, const char *from, const char *to)
{
    const char *at = strstr(script, from);
    if (!at)
        print_error("no '%s' in the script\n", from);
    assert_non_null(at);
    size_t n = strlen(script) - strlen(from) + strlen(to) + 1;
    char *s = malloc(n);
    snprintf(s, n, "%.*s%s%s", (int)(at - script), script, to, at + strlen(from));
    return s;
}

/* How many "\nlayout " lines stand in the text from `set` to its end. */
static inline int rs_test_layouts_in(const char *set)
{
    int n = 0;
    for (const char *p = set; (p = strstr(p, "\nlayout ")) != NULL; p++)
        n++;
    return n;
}

/* Fails the test unless the set whose header line holds `header` is in `text` with
 * exactly `items` layouts before the next set. */
static inline void rs_test_has_set(const char *text, const char *header, int items)
{
    const char *at = strstr(text, header);
    if (!at)
        print_error("no '%s' in the output\n", header);
    assert_non_null(at);
    const char *next = strstr(at + 1, "\nset ");
    int n = 0;
    for (const char *p = strstr(at, "\nlayout "); p && (!next || p < next);
         p = strstr(p + 1, "\nlayout "))
        n++;
    if (n != items)
        print_error("'%s' has %d layouts, not %d\n", header, n, items);
    assert_int_equal(n, items);
}

/* Removes the folder `dir` and all in it; fails the test if it cannot. */
static inline void rs_test_remove_all(const char *dir)
{
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

/* Copies what is in folder `from` into folder `to`; system()'s answer (0: copied). */
static inline int rs_test_copy_tree(const char *from, const char *to)
{
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "cp -r '%s/.' '%s'", from, to);
    return system(cmd);
}

#endif
