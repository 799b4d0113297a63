/* cmdline.h — the `:` command line: emacs keys, a history kept across sessions (in
 * libedit's file format), Tab completes command names and their arguments. */
#ifndef SPG_TUI_CMDLINE_H
#define SPG_TUI_CMDLINE_H

#include <stdbool.h>
#include <stddef.h>

#include "app.h"

/* Reads one command line on the bottom row, inside the curses screen.  True with the line
 * (no newline, no trailing blanks) in buf; false when it was cancelled or empty. */
bool cmdline_read(app *a, char *buf, size_t len);

/* Saves the history and frees libedit's state. */
void cmdline_close(app *a);

/* Where the history lives: $XDG_STATE_HOME/spelgen/history, else ~/.spelgen_history.
 * False when neither can be named. */
bool cmdline_history_path(char *buf, size_t len);

#endif
