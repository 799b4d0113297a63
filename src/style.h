/* style.h — what a generator style is: the request it is given, the result it hands
 * back (a level, its phases, its draws and, when asked, its trace), and the entry each
 * style gives the registry (gen.h).  Nothing here belongs to one style. */
#ifndef SPG_STYLE_H
#define SPG_STYLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "game.h"
#include "level.h"
#include "rng.h"
#include "trace.h"

/* The styles, by index.  Index 0 is the classic style: a zeroed request or result is a
 * classic one. */
typedef enum spg_style {
    SPG_STYLE_CLASSIC = 0, /* Spelunky Classic, v1.1's level generator */
    SPG_STYLE_FOOLS,       /* Fool's End's daily levels */
    SPG_STYLE_TUNNEL,      /* the switchback tunnel generator */
    SPG_STYLE__COUNT
} spg_style;

#define SPG_MAX_PHASES 16

/* Options only some styles read. */
typedef struct spg_style_options {
    int biome;                /* fools: -1 from the seed, else 0 caves, 1 jungle, 2 ossuary */
    bool engine_set;          /* fools: draw from `engine` instead of the style's default */
    spg_engine engine;        /* (modern GameMaker's); gm8 keeps the levels of before it */
    bool clock_follows_spine; /* tunnel: the floor's clock scales with its spine length */
} spg_style_options;

typedef struct spg_request {
    spg_style style;
    spg_style_options so;
    bool from_state; /* true: one level from a raw RNG state; false: a game from a seed */
    uint32_t seed;   /* the seed, or the raw state */
    int level;       /* 1..the style's max_level */
    spg_options opt;
    bool trace;      /* trace the requested level */
    bool path_only;  /* stop each level after its path phase */
    bool rolls_only; /* stop the requested level after its level rolls (dark, the Udjat
                      * Eye): its rooms, shop and flags are built, its blocks are not */
    const spg_force *force; /* "what if": forced values of the traced level's draws (rng.h);
                             * NULL none.  Owned by the caller. */
    int nforce;
} spg_request;

typedef struct spg_phase {
    const char *name;
    uint32_t first_draw; /* number of the phase's first draw, counted from the level start */
    uint32_t draws;
} spg_phase;

typedef struct spg_result {
    spg_style style;     /* the style that built it (its entry: spg_style_get) */
    char place[40];      /* where the level is, for people: an area, a biome, a floor */
    spg_level level;
    spg_game game;       /* the once-a-game state when the level began */
    spg_engine engine;   /* the generator the level drew from */
    uint32_t start_state, end_state, draws;
    spg_phase phases[SPG_MAX_PHASES];
    int nphases;
    spg_trace trace;     /* filled when the request asked for it */
    void *style_record;  /* a style's own record of the level (the tunnel's floor), kept
                          * for its JSON; owned here, freed by spg_result_free */
} spg_result;

/* One generator style: what it can be asked, how it loads its data and builds a level,
 * and its own words for what it built.  Each style defines its entry (STYLE_style in its
 * style.c, with designated initializers); gen.c keeps the table of them.  Nothing
 * outside gen.c and src/styles/ names a style to decide what it can do: it asks these
 * fields (test_styles.c walks every entry).
 *
 * A style's generate() is given what its own load() made (NULL when the caller loaded
 * no data), fills out->level, place, engine, phases, rng fields and (when asked)
 * out->trace, and must be a pure function of the request and the data. */
typedef struct spg_style_impl {
    const char *name;

    /* What it can be asked: the command line and the explorer refuse the rest, in these
     * words. */
    int max_level;              /* rq->level runs 1..max_level */
    const char *level_word;     /* what one of them is called: "level", "stage" */
    const char *engine_words;   /* the engine it draws from, in words ("GameMaker 8's LCG") */
    bool chooses_engine;        /* so.engine (--engine) picks its engine; its JSON says which */
    bool reads_quirks;          /* rq->opt.quirks (--quirk) change its levels */
    const char *unforced_why;   /* NULL: its draws can be forced (rq->force); else why not */
    /* The command line's options that only some styles read, this style's among them
     * (NULL-terminated): what its generate() reads of the request beyond the seed, the
     * level, --quirk and --engine (which have fields of their own above). */
    const char *const *options;

    int (*load)(const char *dir, void **data, char *err, size_t errlen); /* may be NULL */
    void (*free_data)(void *data);
    int (*generate)(const spg_request *rq, const void *data, spg_result *out, char *err,
                    size_t errlen);
    /* What a phase of its levels does, in a sentence, for the moment the phase begins
     * (styles share phase names: a fools level's "rooms" is not a classic one's); NULL
     * for a phase it does not know. */
    const char *(*phase_help)(const char *phase);
    /* What a room code of its grid means ("side room"); NULL: its levels have no grid of
     * rooms (the map shows their shape). */
    const char *(*room_code_name)(int code);
    /* For a grid that is no walked path, its title and the key to its codes; NULL: the
     * grid is a path (the start, the exit, the walk's moves). */
    const char *rooms_title, *rooms_key;
    /* Extra keys of entity i in `show --format json`, each written as ,"key":value
     * (NULL: none). */
    void (*json_entity)(FILE *f, const spg_result *r, int i);
    /* Extra top-level keys of the level's JSON, each as ,"key":value (NULL: none). */
    void (*json_level)(FILE *f, const spg_result *r);
    /* The names of the sites its loaded data words (the classic item tables'), beyond
     * those its code declares: at most max into names (the data's own strings), returns
     * how many (NULL: none). */
    int (*data_sites)(const void *data, const char **names, int max);
} spg_style_impl;

#endif
