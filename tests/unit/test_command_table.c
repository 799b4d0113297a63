/* test_command_table.c — the explorer's `:` commands are one table (tmux's cmd_entry):
 * each name and alias is one command's, every entry reads its own arguments, the word
 * counts the table states are the ones the parser holds to, and what the parser says
 * of a name it does not know comes from the table. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "explore/commands.h"

static void names_and_aliases_are_one_commands(void **state)
{
    (void)state;
    assert_true(tui_ncmds > 10);
    for (size_t i = 0; i < tui_ncmds; i++) {
        const explore_cmd_entry *ce = &explore_cmds[i];
        assert_non_null(ce->name);
        assert_non_null(ce->usage);
        assert_non_null(ce->help);
        assert_non_null(ce->parse);
        assert_true(ce->help[0] != 0);
        assert_ptr_equal(explore_cmd_lookup(ce->name), ce);
        if (ce->alias)
            assert_ptr_equal(explore_cmd_lookup(ce->alias), ce);
        for (size_t j = 0; j < tui_ncmds; j++) {
            if (j == i)
                continue;
            const explore_cmd_entry *other = &explore_cmds[j];
            if (strcasecmp(ce->name, other->name) == 0 ||
                (other->alias && strcasecmp(ce->name, other->alias) == 0) ||
                (ce->alias && other->alias && strcasecmp(ce->alias, other->alias) == 0))
                fail_msg("'%s' and '%s' share a name or an alias", ce->name, other->name);
        }
    }
    assert_null(explore_cmd_lookup("frobnicate"));
    assert_null(explore_cmd_lookup(NULL));
}

/* A command of no arguments takes none; one of N words refuses N + 1 with its synopsis. */
static void word_counts_are_the_tables(void **state)
{
    (void)state;
    for (size_t i = 0; i < tui_ncmds; i++) {
        const explore_cmd_entry *ce = &explore_cmds[i];
        assert_int_equal(ce->usage[0] == 0, ce->upper == 0);
        if (ce->upper < 0)
            continue; /* the rest of the line is its argument */
        char line[256], err[256] = "";
        int n = snprintf(line, sizeof line, "%s", ce->name);
        for (int w = 0; w <= ce->upper; w++)
            n += snprintf(line + n, sizeof line - (size_t)n, " 1");
        explore_cmd c;
        assert_int_equal(explore_cmd_parse(line, NULL, &c, err, sizeof err), -1);
        char want[128];
        snprintf(want, sizeof want, "too many words: write '%s%s%s'", ce->name,
                 ce->usage[0] ? " " : "", ce->usage);
        if (!strstr(err, want))
            fail_msg("'%s' said '%s', not '%s'", line, err, want);
    }
}

/* Each name and its alias parse to the entry's kind (with an argument where one is needed). */
static void name_and_alias_reach_the_kind(void **state)
{
    (void)state;
    static const struct {
        const char *name, *args;
    } ok[] = {
        {"seed", "1"}, {"state", "0x10"}, {"level", "2"}, {"goto", "end"}, {"phase", "path"},
        {"why", "1 1"}, {"quirk", "walk-else off"}, {"engine", "gm8"}, {"find", "x"},
        {"export", "a.txt"}, {"break", "path.walk.*"}, {"watch", "1 1"}, {"continue", ""},
        {"reverse-continue", "2"}, {"info", "break"}, {"delete", ""}, {"disable", "1"},
        {"enable", ""}, {"force", "3 1"}, {"unforce", ""}, {"diff", "off"}, {"tour", ""}, {"help", ""},
        {"quit", ""}, {"tbreak", "path.walk"}, {"condition", "1 value == 3"}, {"ignore", "1 2"},
        {"until", ""}, {"finish", ""}, {"print", "rng"}, {"display", ""}, {"undisplay", "1"},
        {"marks", ""}, {"jumps", ""},
    };
    assert_int_equal(sizeof ok / sizeof ok[0], tui_ncmds); /* a new command is added here too */
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        const explore_cmd_entry *ce = explore_cmd_lookup(ok[i].name);
        assert_non_null(ce);
        const char *names[2] = {ce->name, ce->alias};
        for (int k = 0; k < 2 && names[k]; k++) {
            char line[128], err[256] = "";
            snprintf(line, sizeof line, "%s %s", names[k], ok[i].args);
            explore_cmd c;
            if (explore_cmd_parse(line, NULL, &c, err, sizeof err) != 0)
                fail_msg("'%s' refused: %s", line, err);
            assert_int_equal(c.kind, ce->kind);
        }
    }
    /* a bang only where the table allows one */
    explore_cmd c;
    char err[256];
    assert_int_equal(explore_cmd_parse("export! a.json", NULL, &c, err, sizeof err), 0);
    assert_true(c.bang);
    assert_int_equal(explore_cmd_parse("seed! 3", NULL, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "'seed!' is not a command"));
}

/* gdb's habits: a unique prefix names its command, an ambiguous one says which it could
 * be; `i b` is info break; vim's :305 goes to draw 305; tbreak is break, temporary;
 * condition and ignore read their numbers. */
static void gdb_and_vim_habits(void **state)
{
    (void)state;
    explore_cmd c;
    char err[1024] = "";
    static const struct {
        const char *line;
        explore_cmd_kind kind;
    } ok[] = {
        {"del", EC_DELETE}, {"del 2", EC_DELETE}, {"cont", EC_CONTINUE}, {"i b", EC_INFO},
        {"info breakpoints", EC_INFO}, {"disa 1", EC_DISABLE}, {"fin", EC_FINISH},
        {"p tile 1 1", EC_PRINT}, {"u", EC_UNTIL}, {"tb path.walk", EC_BREAK},
        {"cond 1 value == 3", EC_CONDITION}, {"ign 1 4", EC_IGNORE}, {"305", EC_GOTO},
        {"+10", EC_GOTO}, {"-3", EC_GOTO}, {"disp rng", EC_DISPLAY}, {"und", EC_UNDISPLAY},
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        if (explore_cmd_parse(ok[i].line, NULL, &c, err, sizeof err) != 0)
            fail_msg("'%s' refused: %s", ok[i].line, err);
        if (c.kind != ok[i].kind)
            fail_msg("'%s' is kind %d, not %d", ok[i].line, c.kind, ok[i].kind);
    }
    assert_int_equal(explore_cmd_parse("305", NULL, &c, err, sizeof err), 0);
    assert_int_equal(c.u, 305);
    assert_int_equal(explore_cmd_parse("tbreak path.walk", NULL, &c, err, sizeof err), 0);
    assert_true(c.on);
    assert_string_equal(c.text, "path.walk");
    assert_int_equal(explore_cmd_parse("break path.walk", NULL, &c, err, sizeof err), 0);
    assert_false(c.on);
    assert_int_equal(explore_cmd_parse("condition 2 if value == 3", NULL, &c, err, sizeof err), 0);
    assert_int_equal(c.u, 2);
    assert_string_equal(c.text, "value == 3"); /* gdb's takes no "if"; one typed goes */
    assert_int_equal(explore_cmd_parse("condition 2", NULL, &c, err, sizeof err), 0);
    assert_string_equal(c.text, "");
    assert_int_equal(explore_cmd_parse("ignore 3 7", NULL, &c, err, sizeof err), 0);
    assert_int_equal(c.u, 3);
    assert_int_equal(c.x, 7);
    assert_int_equal(explore_cmd_parse("ignore 3", NULL, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "a count"));
    /* ambiguous: "di" is diff, disable, display */
    assert_int_equal(explore_cmd_parse("di", NULL, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "'di' is ambiguous: display, disable, diff"));
    assert_int_equal(explore_cmd_parse("305 4", NULL, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "too many words"));
    assert_int_equal(explore_cmd_parse("zz", NULL, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "'zz' is not a command"));
}

/* The refusal of an unknown name lists every command, from the table. */
static void unknown_names_list_the_table(void **state)
{
    (void)state;
    explore_cmd c;
    char err[1024] = "";
    assert_int_equal(explore_cmd_parse("frobnicate now", NULL, &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "'frobnicate' is not a command"));
    for (size_t i = 0; i < tui_ncmds; i++)
        if (!strstr(err, explore_cmds[i].name))
            fail_msg("the refusal '%s' does not name '%s'", err, explore_cmds[i].name);
    assert_int_equal(c.kind, EC_NONE);
}

static void add_name(const char *cand, void *ctx)
{
    char *buf = ctx;
    strcat(buf, cand);
    strcat(buf, " ");
}

/* Completion of names is the table's names, in its order; an alias completes as its command. */
static void completion_is_the_tables(void **state)
{
    (void)state;
    char got[1024] = "", want[1024] = "";
    explore_cmd_complete(NULL, 0, "", NULL, add_name, got);
    for (size_t i = 0; i < tui_ncmds; i++)
        add_name(explore_cmds[i].name, want);
    assert_string_equal(got, want);
    got[0] = 0;
    explore_cmd_complete("diff", 1, "s", NULL, add_name, got);
    assert_string_equal(got, "seed ");
    got[0] = 0;
    explore_cmd_complete("info", 1, "", NULL, add_name, got);
    assert_string_equal(got, "break ");
    got[0] = 0;
    explore_cmd_complete("seed", 1, "", NULL, add_name, got); /* seed has nothing to complete */
    assert_string_equal(got, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(names_and_aliases_are_one_commands),
        cmocka_unit_test(word_counts_are_the_tables),
        cmocka_unit_test(name_and_alias_reach_the_kind),
        cmocka_unit_test(unknown_names_list_the_table),
        cmocka_unit_test(gdb_and_vim_habits),
        cmocka_unit_test(completion_is_the_tables),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
