/* game.h — what lasts across the levels of one game, and the player's choices. */
#ifndef SPG_GAME_H
#define SPG_GAME_H

#include <stdbool.h>
#include <stdint.h>

typedef enum spg_area {
    SPG_AREA_MINES = 0,
    SPG_AREA_JUNGLE,
    SPG_AREA_ICE_CAVES,
    SPG_AREA_TEMPLE,
    SPG_AREA_OLMEC,
    SPG_AREA__COUNT
} spg_area;

#define SPG_MAX_LEVEL 16

/* The options a user sets: quirks, and what the player did between levels. */
typedef struct spg_options {
    uint32_t quirks;
    int level_seconds[SPG_MAX_LEVEL + 1]; /* clock at the exit of level i, in seconds */
    bool detail;                          /* the game's detail setting (wall dressing) */
    int market_door_level;  /* the player took the Black Market's door on this level, 0 no */
    int gold_door_level;    /* the player took the gold door on this level, 0 no */
    int lake;               /* a level built from a raw state: -1 no lake, 1 flooded */
    bool thief, murderer;   /* an angry shopkeeper waits at the exit */
    int shortcut;           /* the game began at the Tunnel Man's shortcut: 5, 9 or 13 (0 no) */
} spg_options;

/* Once-a-game state, carried from level to level. */
typedef struct spg_game {
    int level;            /* the level being (or last) built */
    int first_level;      /* the first level after the title screen */
    bool screen_rolls;    /* the screen between levels draws (a game, not a raw state) */
    bool made_udjat, gen_udjat;
    bool made_market_entrance, gen_market_entrance;
    bool made_black_market, gen_black_market;
    bool made_moai, city_of_gold;
    bool dark_used[SPG_AREA__COUNT];
} spg_game;

/* Options as in the original: every quirk on, each level finished at 0:45, detail on. */
void options_default(spg_options *o);

/* A fresh game whose first level is `first` (1, or a shortcut's 5, 9, 13). */
void game_init(spg_game *g, int first);

/* Whether `level` is one the Tunnel Man's shortcuts lead to: 5, 9 or 13. */
bool game_is_shortcut(int level);

/* The area of a level number (1–4 Mines, 5–8 Jungle, 9–12 Ice Caves, 13–15 Temple, 16),
 * and an area's first and last levels: the one table of which levels an area holds. */
spg_area area_of_level(int level);
int area_first_level(spg_area a);
int area_last_level(spg_area a);

/* Display name of an area. */
const char *area_name(spg_area a);

#endif
