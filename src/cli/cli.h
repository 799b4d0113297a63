/* cli.h — what the subcommands share: options, loading, errors. */
#ifndef SPG_CLI_H
#define SPG_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "../explore/whatif.h"
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
    char *args[4];      /* positional arguments */
    int nargs;
    spg_force force[WHATIF_MAX_FORCES]; /* --force N=V, in order; rq.force points here */
} cli_opts;

/* Parses the options every generating command takes.  On a bad option prints one line
 * ("spelgen CMD: --level: 'x' is not a level; levels are 1-16") and returns EXIT_USAGE;
 * else 0.  At most `max_args` positional arguments are accepted. */
int cli_parse(const char *cmd, int argc, char **argv, int max_args, cli_opts *o);

/* A command's own options (find's filters, audit's --count), taken out of argv before
 * cli_parse sees the rest. */
typedef struct cli_own {
    const char *cmd;
    /* whether --NAME (given without its dashes) is the command's; sets *takes_value */
    bool (*is_own)(const char *name, bool *takes_value);
    /* takes one (NAME, or "j" for -j N / -jN); returns 0 or an exit status */
    int (*take)(void *ctx, const char *name, const char *value);
    void *ctx;
    bool *help;          /* set by -h and --help */
    const char *no_seed; /* what to say to --seed or --state (NULL: they pass through) */
} cli_own;

/* Takes the command's options out of argv (rest[0] = argv[0]; the common options and
 * their values go to rest untouched, "--" and all after it too).  Returns 0 or an exit
 * status, having said what was wrong. */
int cli_prescan(const cli_own *own, int argc, char **argv, char **rest, int *nrest);

/* Prints the usage (--help) or the quirks (--quirk list) when asked; returns 1 then,
 * meaning the command is done, else 0. */
int cli_early_exit(const cli_opts *o, const char *usage);

/* Prints the common options' help, one option (or pair) a line from the options' table. */
void cli_common_help(FILE *f);

/* Refuses --engine for a style with one engine: prints why and returns EXIT_USAGE, or 0. */
int cli_check_engine(const char *cmd, const cli_opts *o);

/* Refuses --quirk on a style that reads no quirk (the quirks are Spelunky Classic's: the
 * fools and tunnel styles would accept the switch and change nothing): prints one line
 * naming the quirk and returns EXIT_USAGE; else 0. */
int cli_check_quirks(const char *cmd, const cli_opts *o);

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
int cmd_explore(int argc, char **argv);
int cmd_find(int argc, char **argv);
int cmd_count(int argc, char **argv);
int cmd_audit(int argc, char **argv);
int cmd_audit_tunnel(cli_opts *o);
int cmd_daily(int argc, char **argv);
int cmd_import(int argc, char **argv);

#endif
