/* explorer.h — the explorer as a command: what the program's dispatcher (main/main.c)
 * calls for `spelgen explore` and for a bare `spelgen` on a terminal.  The explorer sits
 * above the CLI (it reads the CLI's options) and below the dispatcher; the CLI's own
 * files never include this. */
#ifndef SPG_TUI_EXPLORER_H
#define SPG_TUI_EXPLORER_H

/* Runs the explorer with the command line of `spelgen explore`.  Returns the exit
 * status (EXIT_OK, EXIT_FAIL, EXIT_USAGE of cli.h). */
int cmd_explore(int argc, char **argv);

#endif
