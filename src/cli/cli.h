/* cli.h — what the subcommands share: options, loading, errors. */
#ifndef SPG_CLI_H
#define SPG_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "../whatif.h"
#include "../gen.h"

/* Exit statuses (man/spelgen.1, EXIT STATUS). */
enum { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2 };

typedef struct cli_opts {
    spg_request rq;
    const char *data_dir;
    char original_dir[4096]; /* --original: the default import directory, data_dir's target */
    const char *format; /* NULL: the command's default */
    const char *output; /* -o FILE */
    bool help;
    bool list_quirks;   /* --quirk list */
    const char *quirk_given; /* the first --quirk NAME=on|off given, NULL none */
    int colour;         /* -1 auto, 0 never, 1 always */
    bool seed_given, state_given; /* --seed and --state, which exclude each other */
    unsigned long long given; /* the common options given: bit i is the table's entry i */
    char *args[4];      /* positional arguments */
    int nargs;
    spg_force force[WHATIF_MAX_FORCES]; /* --force N=V, in order; rq.force points here */
} cli_opts;

/* An option's parser: takes its value (NULL for a flag) into o, or says what is wrong
 * and returns EXIT_USAGE. */
typedef int (*cli_take_fn)(const char *cmd, const char *value, cli_opts *o);

/* One option, as git's parse-options: one entry each, read by the parser (getopt_long's
 * table is made from the entries) and by --help (in their order; an entry with no help
 * is not listed: an alias, or the second of a pair listed under the first's label).  A
 * flag sets a bool of cli_opts, a string option keeps its value there, a callback takes
 * its value; a command's own option is its row's: OPT_OWN calls the row's own() with the
 * command's context, OPT_OWN_FLAG sets the bool at `field` in that context (each row
 * carries what takes it: no second dispatch on the name); OPT_GROUP is a heading of the
 * help, no option. */
enum cli_opt_kind { OPT_FLAG, OPT_STRING, OPT_CALLBACK, OPT_OWN, OPT_OWN_FLAG, OPT_GROUP };

/* Takes a command's own option: its name (one function may take several), its value
 * (NULL for a flag).  Returns 0 or an exit status having said why. */
typedef int (*cli_own_fn)(void *ctx, const char *name, const char *value);
typedef struct cli_option {
    const char *name;  /* the long name, without its dashes (OPT_GROUP: NULL) */
    char short_name;   /* or 0 */
    const char *argh;  /* the value's name in the help; NULL: a flag */
    const char *label; /* the help's left column when not "--name ARGH" */
    const char *help;  /* lines joined by \n; NULL: not listed */
    enum cli_opt_kind kind;
    size_t field;      /* OPT_FLAG, OPT_STRING: where in cli_opts; OPT_OWN_FLAG: where in
                        * the command's context */
    cli_take_fn take;  /* OPT_CALLBACK */
    cli_own_fn own;    /* OPT_OWN */
} cli_option;

/* A command's own option, for its table, taken by fn (which the row must name). */
#define CLI_OWN(name, short_name, argh, label, help, fn)                                    \
    {name, short_name, argh, label, help, OPT_OWN, 0, NULL, fn}
/* A command's own flag: sets the bool `member` of its context, of type `type`. */
#define CLI_OWN_FLAG(name, label, help, type, member)                                       \
    {name, 0, NULL, label, help, OPT_OWN_FLAG, offsetof(type, member), NULL, NULL}
/* A heading in a table's help, printed as it is. */
#define CLI_GROUP(text) {NULL, 0, NULL, NULL, text, OPT_GROUP, 0, NULL, NULL}

/* A command's own options (find's search and filters, audit's --count...): parsed with
 * the common ones, in one table; an own option of a common option's name (find's and
 * audit's --level) is the command's. */
typedef struct cli_own {
    const char *cmd;
    const cli_option *options; /* OPT_OWN, OPT_OWN_FLAG entries and OPT_GROUP headings */
    int noptions;
    void *ctx;                 /* what the rows' own() and fields are given */
    const char *no_seed; /* what to say to --seed or --state (NULL: they are taken) */
} cli_own;

/* Parses a command line: the common options (cli_opts) and the command's own (NULL: none).
 * On a bad option prints one line ("spelgen CMD: --level: 'x' is not a level; levels are
 * 1-16") and returns EXIT_USAGE; else 0.  At most `max_args` positional arguments. */
int cli_parse_own(const char *cmd, const cli_own *own, int argc, char **argv, int max_args,
                  cli_opts *o);

/* cli_parse_own with the common options alone. */
int cli_parse(const char *cmd, int argc, char **argv, int max_args, cli_opts *o);

/* Prints the help of a table's options, one option (or pair) a line, its headings. */
void cli_options_help(FILE *f, const cli_option *t, int n);

/* Prints the usage (--help) or the quirks (--quirk list) when asked; returns 1 then,
 * meaning the command is done, else 0. */
int cli_early_exit(const cli_opts *o, const char *usage);

/* cli_early_exit for a command with its own options: the help is `usage`, the own
 * options' lines from their table, then `tail` (which names the common options the
 * command reads). */
int cli_early_exit_own(const cli_opts *o, const char *usage, const cli_own *own, const char *tail);

/* The threads a search runs on unless -j says: the processors online, 1-256. */
int cli_default_threads(void);

/* Prints the common options' help, one option (or pair) a line from the options' table. */
void cli_common_help(FILE *f);

/* Refuses --engine for a style with one engine: prints why and returns EXIT_USAGE, or 0. */
int cli_check_engine(const char *cmd, const cli_opts *o);

/* Refuses --quirk on a style that reads no quirk (the quirks are Spelunky Classic's: the
 * fools and tunnel styles would accept the switch and change nothing): prints one line
 * naming the quirk and returns EXIT_USAGE; else 0. */
int cli_check_quirks(const char *cmd, const cli_opts *o);

/* Refuses --force on a style whose draws cannot be forced (its unforced_why says why):
 * prints one line and returns EXIT_USAGE; else 0. */
int cli_check_forces(const char *cmd, const cli_opts *o);

/* Refuses an option of one style's given to another that does not read it (--biome on
 * the classic style, --lake on the tunnel style: the switch would change nothing), as
 * cli_check_quirks refuses --quirk: prints one line naming the option, the style and the
 * styles that read it, and returns EXIT_USAGE; else 0.  Checks --engine and --quirk too
 * (cli_check_engine, cli_check_quirks). */
int cli_check_style_options(const char *cmd, const cli_opts *o);

/* A level built for a command that prints one (show, trace, why, daily): the data it
 * was built from, and the result. */
typedef struct cli_level {
    spg_data data;
    spg_result *res;
} cli_level;

/* Loads the data and builds o's level (with its trace when o->rq.trace) into *lv.
 * Returns 0, or an exit status having said what failed; then *lv holds nothing to free. */
int cli_build(const char *cmd, cli_opts *o, cli_level *lv);

/* Frees what cli_build made. */
void cli_level_free(cli_level *lv);

/* Where the command writes: -o FILE, opened for writing, or standard output; NULL,
 * having said so, when FILE cannot be written.  cli_close_output closes it (not stdout). */
FILE *cli_open_output(const char *cmd, const cli_opts *o);
void cli_close_output(FILE *f);

/* Whether text written to f is coloured: --color always, or auto (the default) with f the
 * terminal on standard output and no NO_COLOR set. */
bool cli_colour(const cli_opts *o, FILE *f);

/* Prints "spelgen CMD: message" to stderr. */
void cli_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Parses "X" as an integer in [lo,hi]; returns 0 or -1. */
int cli_int(const char *s, int lo, int hi, int *out);

/* The subcommands. */
int cmd_show(int argc, char **argv);
int cmd_trace(int argc, char **argv);
int cmd_why(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_find(int argc, char **argv);
int cmd_count(int argc, char **argv);
int cmd_locate(int argc, char **argv);
/* What locate --explore opens the located level with: the program's dispatcher sets it to
 * the explorer's command (the CLI's files do not include the explorer); NULL: none. */
extern int (*cli_locate_explorer)(int argc, char **argv);
int cmd_audit(int argc, char **argv);
/* audit --style tunnel: `count` floors at each of stages lo..hi, printed as o says. */
int cmd_audit_tunnel(const cli_opts *o, int count, int lo, int hi);
int cmd_daily(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_verify(int argc, char **argv);

#endif
