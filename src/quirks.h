/* quirks.h — the original's preserved bugs, each a named switch (on by default). */
#ifndef SPG_QUIRKS_H
#define SPG_QUIRKS_H

#include <stdbool.h>
#include <stddef.h>
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
    SPG_Q_GOLD_DOOR_SEALED,    /* the gold door may land in a pocket no way leads to */
    SPG_Q_XOC_SEALED,          /* Lady Xoc's room replaces any room of row 2 */
    SPG_Q_STONE_WITHOUT_GOLD,  /* the Temple's trap loop makes every stone block die cleanly */
    SPG_Q_OLMEC_PATH,          /* Olmec's Lair rolls a path and a shop nothing uses */
    SPG_Q_TEMPLE_FAKE_BELOW,   /* a temple block's top looks for a fake block under it */
    SPG_Q_MARKET_GRAVEYARD,    /* the Black Market can be a graveyard level that never says so */
    SPG_Q_TWO_GENERAL_STORES,  /* the market's shop loop turns a fifth try into a General Store */
    SPG_Q_MARKET_DOORS,        /* the forced market entrance goes over every block it can */
    SPG_Q_ASH_GRAVES,          /* every grave may be an Ash grave, not just the first */
    SPG_Q_BONES_NOT_JARS,      /* a 'p' tile's rand(1,2) is never 0: always bones, never a jar */
    SPG_Q_ICE_OUTER_TREASURE,  /* the Ice Caves' block pass visits the ceiling and the floor below */
    SPG_Q_UDJAT_CHEST_RIGHT,   /* the Udjat chest's "right of the exit" test looks at the exit */
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

/* Writes the quirks `set` has switched off as "walk-else, rubble-draws off" into buf (""
 * when none is; "N off" when the names do not fit); returns how many are off. */
int quirks_off_text(uint32_t set, char *buf, size_t len);

static inline bool quirk_on(uint32_t set, spg_quirk q) { return (set >> q) & 1u; }

#endif
