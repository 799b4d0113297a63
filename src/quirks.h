/* quirks.h — the original's preserved bugs, each a named switch (on by default). */
#ifndef SPG_QUIRKS_H
#define SPG_QUIRKS_H

#include <stdbool.h>
#include <stdint.h>

typedef enum spg_quirk {
    SPG_Q_WALK_ELSE = 0,       /* the walk's else pairs with the nearest if */
    SPG_Q_WASTED_ROLLS,        /* `cond and rand(..)` draws even when cond is false */
    SPG_Q_SHOP_LEFT_LAST_COL,  /* a shop faces left only from the rightmost column */
    SPG_Q_WEB_TYPO,            /* webs always take the near-a-Giant-Spider odds */
    SPG_Q_DEAD_PIT_ROLL,       /* the rand(0,3) after the start room nobody uses */
    SPG_Q_RUBBLE_DRAWS,        /* a destroyed block's rubble spends 12 draws */
    SPG_Q_CLOCK_SECONDS,       /* the dark rule reads only the clock's seconds */
    SPG_Q_BORDER_COLUMN_42,    /* the border loop also runs over column 42 */
    SPG_Q_LAKE_AFTER_MARKET,   /* no lake roll once the Black Market's door was taken */
    SPG_Q_MOAI_FIRST,          /* no mothership or Yeti lair before the Moai */
    SPG_Q_NO_SHOP_AFTER_MARKET,/* no shop on any level after the Black Market */
    SPG_Q__COUNT
} spg_quirk;

typedef struct spg_quirk_info {
    const char *name;    /* the switch: --quirk NAME=off */
    const char *summary; /* one line */
} spg_quirk_info;

extern const spg_quirk_info spg_quirks[SPG_Q__COUNT];

/* All quirks on (the original's behaviour). */
uint32_t quirks_default(void);

/* Finds a quirk by name; returns its index or -1. */
int quirk_find(const char *name);

static inline bool quirk_on(uint32_t set, spg_quirk q) { return (set >> q) & 1u; }

#endif
