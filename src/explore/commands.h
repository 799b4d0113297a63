/* commands.h — the explorer's `:` command language, parsed with no curses in sight, so
 * the unit tests and the fuzzer can feed it anything. */
#ifndef SPG_EXPLORE_COMMANDS_H
#define SPG_EXPLORE_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "stepper.h"

typedef enum explore_cmd_kind {
    EC_NONE = 0, /* an empty line: nothing to do */
    EC_SEED,     /* u: the seed (a game from level 1) */
    EC_STATE,    /* u: a raw RNG state (one level) */
    EC_LEVEL,    /* u: the level */
    EC_GOTO,     /* u: the draw to go to (0..N) */
    EC_PHASE,    /* u: the phase index; text: its name */
    EC_WHY,      /* x, y: the tile */
    EC_QUIRK,    /* quirk: index; on */
    EC_ENGINE,   /* u: the spg_engine the fools style draws from */
    EC_FIND,     /* text */
    EC_EXPORT,   /* text: the path; json: by its extension; bang: may overwrite */
    EC_HELP,
    EC_QUIT,
    EC_BREAK,    /* text: the breakpoint spec (breakpoint.h); on: temporary (tbreak) */
    EC_WATCH,    /* text: the watch target (watch.h) */
    EC_INFO,     /* text: "break" (the list of breakpoints and watchpoints) */
    EC_DELETE,   /* u: the stop's number, 0 for all */
    EC_DISABLE,  /* u: the stop's number, 0 for all */
    EC_ENABLE,   /* u: the stop's number, 0 for all */
    EC_FORCE,    /* u: the draw, x: the value it returns instead */
    EC_UNFORCE,  /* drop every force */
    EC_DIFF,     /* text: what the other side changes (quirk NAME, seed S, ...), "" none */
    EC_CONTINUE, /* on: forward (continue) or back (reverse-continue); u: how many times */
    EC_TOUR,     /* u: the stop to go to (1-based), 0: where the tour was left */
    EC_QUIRKS,   /* list the quirks with what they do and whether each is on */
    EC_CONDITION, /* u: the breakpoint's number; text: its new condition, "" none */
    EC_IGNORE,   /* u: the stop's number; x: how many of its hits to pass */
    EC_PRINT,    /* text: what to print (inspect_expr.h) */
    EC_DISPLAY,  /* text: what to show after every move, "" list them */
    EC_UNDISPLAY, /* u: the display's number, 0 for all */
    EC_FINISH,   /* to the last draw of the phase shown */
    EC_UNTIL,    /* u: how many times (the key u) */
    EC_MARKS,    /* list the marks */
    EC_JUMPS,    /* list the jump list */
} explore_cmd_kind;

#define TUI_CMD_TEXT 256

typedef struct explore_cmd {
    explore_cmd_kind kind;
    uint32_t u;
    int x, y;
    int quirk;
    bool on, json;
    bool bang; /* export!: overwrite the file */
    char text[TUI_CMD_TEXT]; /* the command's text argument; for goto, what stopped the
                              * move at an end ("" none) */
} explore_cmd;

/* The words of a command line after the command's name, as its parser gets them. */
typedef struct explore_cmd_args {
    const char *rest;     /* the line after the name, blanks and all */
    char w[3][64];        /* its first three words ("" past the last) */
    char shown[3][64];    /* the same, printable and short, for messages */
    int nwords;           /* how many of w are set (3: three or more) */
    bool cut;             /* one of the first three words was too long for w */
} explore_cmd_args;

struct explore_cmd_entry;

/* Reads a command's arguments into *out (its kind set); 0, or -1 with a message in err. */
typedef int (*explore_cmd_parser)(const struct explore_cmd_entry *ce, const explore_cmd_args *args,
                              const stepper *s, explore_cmd *out, char *err, size_t errlen);

/* Calls fn with each completion of `word` as argument argi (1: the first) of the command. */
typedef void (*explore_cmd_completer)(int argi, const char *word, const stepper *s,
                                  void (*fn)(const char *candidate, void *ctx), void *ctx);

/* One `:` command, as tmux's cmd_entry: the one place that says what a command is
 * called, what it takes, what it does and which function reads it.  The help pane,
 * Tab completion, `spelgen explore --list-commands` and the man page's check
 * (tests/cli/explorer_docs.sh) are made from this table. */
typedef struct explore_cmd_entry {
    const char *name;
    const char *alias;        /* a short name ("b" for break), or NULL */
    const char *usage;        /* the argument synopsis ("X Y", "[N]"), "" for none */
    int upper;                /* words it takes at most; -1: the rest of the line, whole */
    bool bang;                /* takes a "!" after its name (export!: overwrite) */
    explore_cmd_kind kind;        /* what the explorer then runs (tui/app.c's switch on it) */
    const char *help;         /* what it does, in a line */
    explore_cmd_parser parse;
    explore_cmd_completer complete; /* its arguments' completions, or NULL */
} explore_cmd_entry;

extern const explore_cmd_entry explore_cmds[];
extern const size_t tui_ncmds;

/* The command called `name` or by that alias (any case), else the one command whose
 * name `name` begins (gdb's unique prefixes: "del", "cont"), or NULL. */
const explore_cmd_entry *explore_cmd_lookup(const char *name);

/* Parses one command line (any bytes up to a NUL) against the level being explored (for
 * the ranges of draws, tiles and phases; s may be NULL, then those are not checked).
 * Returns 0 with *out filled, or -1 with a one-line message in err naming the problem
 * and what would be accepted.  Never reads past the NUL, never writes past err/out. */
int explore_cmd_parse(const char *line, const stepper *s, explore_cmd *out, char *err, size_t errlen);

/* The completions of `word` as the argument `argi` (0: the command name) of a line whose
 * command is `cmd` (NULL when argi is 0): calls fn for each, in a fixed order. */
void explore_cmd_complete(const char *cmd, int argi, const char *word, const stepper *s,
                      void (*fn)(const char *candidate, void *ctx), void *ctx);

#endif
