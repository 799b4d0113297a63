/* cli.h — what the subcommands share: options, loading, errors. */
#ifndef SPG_CLI_H
#define SPG_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "../gen.h"

/* Exit statuses (man/spelgen.1, EXIT STATUS). */
enum { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2 };

typedef struct cli_opts {
    spg_request rq;
    const char *data_dir;
    const char *format; /* NULL: the command's default */
    const char *output; /* -o FILE */
    bool help;
    bool list_quirks;   /* --quirk list */
    int colour;         /* -1 auto, 0 never, 1 always */
    char *args[4];      /* positional arguments */
    int nargs;
} cli_opts;

/* Parses the options every generating command takes.  On a bad option prints one line
 * ("spelgen CMD: --level: 'x' is not a level; levels are 1-16") and returns EXIT_USAGE;
 * else 0.  At most `max_args` positional arguments are accepted. */
int cli_parse(const char *cmd, int argc, char **argv, int max_args, cli_opts *o);

/* Prints the usage (--help) or the quirks (--quirk list) when asked; returns 1 then,
 * meaning the command is done, else 0. */
int cli_early_exit(const cli_opts *o, const char *usage);

/* The common options' help text. */
extern const char cli_common_help[];

/* Loads the data and generates the level; prints the error and returns an exit status. */
int cli_generate(const char *cmd, cli_opts *o, spg_data *data, spg_result *res);

/* Prints "spelgen CMD: message" to stderr. */
void cli_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Parses "X" as an integer in [lo,hi]; returns 0 or -1. */
int cli_int(const char *s, int lo, int hi, int *out);

/* The subcommands. */
int cmd_show(int argc, char **argv);
int cmd_trace(int argc, char **argv);
int cmd_why(int argc, char **argv);
int cmd_explore(int argc, char **argv);
int cmd_find(int argc, char **argv);
int cmd_audit(int argc, char **argv);
int cmd_audit_tunnel(cli_opts *o);
int cmd_daily(int argc, char **argv);

#endif
