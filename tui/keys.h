/* keys.h — the explorer's keys as one table: which key does what, where, and the words
 * the help pane, `spelgen explore --list-keys` and the man page (checked by
 * tests/cli/explorer_docs.sh) say about it.  A key means one thing in each context. */
#ifndef SPG_TUI_KEYS_H
#define SPG_TUI_KEYS_H

#include <stddef.h>
#include <stdint.h>

#include "app.h"

/* Where a key is read: the map (and the log beside it), the inspector when it has the
 * focus (its keys first, then the map's), the help pane (its keys; any other closes it),
 * the guided tour while its pane is shown on the map (its keys first, then the map's). */
typedef enum key_context { KC_MAP = 0, KC_INSPECT, KC_HELP, KC_TOUR, KC__COUNT } key_context;

/* The help pane's sections, in its order. */
typedef enum key_section {
    KS_MOVE = 0, KS_TILES, KS_DEBUG, KS_SEARCH, KS_INSPECT, KS_TOUR, KS_HELP, KS__COUNT
} key_section;

#define KEY_MAX_CODES 12

typedef struct key_binding {
    key_context ctx;
    key_section section;
    int codes[KEY_MAX_CODES]; /* the curses key codes, 0-terminated */
    const char *shown;        /* the keys as the help pane names them; NULL: their names */
    const char *action;       /* a short name for it, as --list-keys prints */
    const char *help;         /* what it does, in the help pane's words */
    bool counted;             /* a count typed before it repeats it (10 space) */
    void (*run)(app *a, int ch, uint32_t count);
} key_binding;

extern const key_binding keys_table[];
extern const size_t keys_ntable;

/* The binding of key ch in context ctx, or NULL: the key does nothing there. */
const key_binding *keys_lookup(key_context ctx, int ch);

/* The key's name as the help and the man page spell it: "space", "Enter", "Ctrl-O",
 * "PgDn", "Left", "q". */
const char *keys_label(int ch, char *buf, size_t len);

/* The section's title in the help pane. */
const char *keys_section_title(key_section s);

/* The context's name, as --list-keys prints it: map, inspector, help. */
const char *keys_context_name(key_context c);

#endif
