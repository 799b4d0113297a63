/* fools.h — Fool's End's daily levels, as its design document describes them: the fools
 * style.
 *
 * A level is 4x4 rooms of 10x8 tiles inside a border, like the classic style's, but
 * there is no path: every tile can be broken, so the player digs their own way.  Each
 * room has a type, 0 (safe) to 7 (rising threat: lava, bombs, chaotic chunks,
 * gargoyles), 8 the entrance and 9 the exit.  A level is made in five phases:
 *
 *   biome    one roll, 0 caves, 1 jungle, 2 ossuary.  It is drawn even when --biome
 *            forces the biome, so forcing one changes only what the biome decides and
 *            every later draw stays the seed's own.
 *   rooms    the entrance (8) in a rolled column of the top row, the exit (9) in a
 *            rolled column of the bottom row (the document says only that both are
 *            present; top and bottom make the player cross the whole level), then the
 *            biome's deck of 14 types (data/fools/decks.txt) dealt into the other rooms
 *            in reading order and shuffled by Fisher-Yates, one draw per swap.
 *   layouts  each room in reading order picks a layout of its type (the shared ones of
 *            fools.rooms, then the biome's own), rolls its version when it has two, and
 *            fills each 5x3 chunk slot from the chunks (shared, then the biome's).
 *   tiles    the border, then every tile of every room: 0 empty, 1 dirt, 2 rock, 3 rock
 *            half the time (one draw), lava, water, doors, and bombs, gargoyles and
 *            chests standing on empty tiles.
 *   decor    looks only, from a second RNG stream: what sits on each surface and hangs
 *            under each ceiling, in the biome's own kinds.  It sets only the tiles'
 *            look bits (SPG_TF_DRESSED, SPG_TF_ALT_LOOK), never a kind, a content or an
 *            entity, and it draws nothing from the level's stream, so the level is the
 *            same whatever the decoration does.
 *
 * The level stream is modern GameMaker's generator (Fool's End is a modern GameMaker
 * game; rng.h: WELL512a as YoYo Games' HTML5 runner has it) seeded as
 * random_set_seed(seed) seeds it, so --seed S and --state S give the same level.  Each
 * roll is a call as GameMaker spells it: irandom_range(a,b), and choose(2, 0) for the
 * document's code 3.  Fool's End's own calls, their order and its rooms are not known: the
 * numbers are modern GameMaker's, the rooms and the order of the calls spelgen's, so its
 * real daily levels are not reproduced.  The biome is the stream's first
 * irandom_range(0, 2), in the document's order (0 caves, 1 jungle, 2 ossuary).
 * irandom_range gives hi+1 when rand() is exactly 1.0 (once in 2^31 draws) and choose
 * its "undefined": the style takes either as the last choice and says so in the trace.
 *
 * With rq->so.engine SPG_ENGINE_GM8 (--engine gm8) the level stream is GameMaker 8's LCG
 * with rand(a,b) throughout, as before modern GameMaker's engine: the same levels, draw
 * for draw.  SPG_ENGINE_GAMEMAKER_OLD is random_use_old_version(true), whose polynomial
 * gives the same stream (rng.h says why).
 *
 * The decor stream is the level's engine seeded with fools_decor_seed(seed), because
 * Fool's End runs decoration "off a different seed"; the game's own is random per boot,
 * spelgen's is derived so that output is reproducible.
 *
 * The result: draws, start_state and end_state are the level stream's (start_state the
 * seed; end_state, as every draw's traced state, the raw state after the last draw: on
 * GameMaker 8's LCG start_state stepped `draws` times, on modern GameMaker the word the
 * last rand() produced).  The decor phase's draws are traced after them,
 * numbered on from the level's last, so the trace's draws are the level's plus the
 * decor's; phases[] lists all five. */
#ifndef SPG_FOOLS_H
#define SPG_FOOLS_H

#include <stddef.h>
#include <stdint.h>

#include "../../data/roomdata.h"
#include "../../style.h"

enum {
    FOOLS_BIOMES = 3, /* 0 caves, 1 jungle, 2 ossuary */
    FOOLS_TYPES = 10, /* room types 0-9 */
    FOOLS_ENTRANCE = 8,
    FOOLS_EXIT = 9,
    FOOLS_DECK = 14,  /* the rooms the shuffle fills: 16 less the entrance and the exit */
    FOOLS_POOL_MAX = 64
};

/* The fools style's phases, in order. */
enum {
    FOOLS_PHASE_BIOME = 0,
    FOOLS_PHASE_ROOMS,
    FOOLS_PHASE_LAYOUTS,
    FOOLS_PHASE_TILES,
    FOOLS_PHASE_DECOR,
    FOOLS_PHASE__COUNT
};
extern const char *const fools_phase_names[FOOLS_PHASE__COUNT];

/* Items a choice is made among: pointers into the loaded room data. */
typedef struct fools_pool {
    const spg_layout *item[FOOLS_POOL_MAX];
    int n;
} fools_pool;

/* The loaded and checked data/fools/ directory. */
typedef struct fools_data {
    spg_roomdata shared;                /* fools.rooms */
    spg_roomdata own[FOOLS_BIOMES];     /* caves.rooms, jungle.rooms, ossuary.rooms */
    fools_pool rooms[FOOLS_BIOMES][FOOLS_TYPES]; /* shared layouts first, then the biome's */
    fools_pool chunks[FOOLS_BIOMES];
    int deck[FOOLS_BIOMES][FOOLS_DECK]; /* decks.txt */
    /* the shuffle's decisions in words: what draw j at step i does (the trace keeps
     * pointers to words, so they live as long as the data) */
    char swap_words[FOOLS_DECK][FOOLS_DECK][64];
    /* non-empty when the data directory has no fools/ at all: the classic style still
     * works, and generating a fools level reports this */
    char missing[512];
} fools_data;

/* How the decor phase runs: its stream seeded from the level seed as documented, not
 * at all, or from a given seed (tests use the last two to show the level ignores it). */
typedef enum fools_decor_mode {
    FOOLS_DECOR_DERIVED = 0,
    FOOLS_DECOR_OFF,
    FOOLS_DECOR_SEEDED
} fools_decor_mode;

typedef struct fools_params {
    fools_decor_mode decor;
    uint32_t decor_seed; /* FOOLS_DECOR_SEEDED only */
} fools_params;

/* Loads and checks dir/fools/ (fools.rooms, caves.rooms, jungle.rooms, ossuary.rooms,
 * decks.txt) into a new fools_data.  A directory without fools/ loads as "missing" (see
 * fools_data.missing) and returns 0; anything wrong in the files returns -1 with
 * "file:line[:col]: what is wrong" in err. */
int fools_load(const char *dir, void **data, char *err, size_t errlen);

/* Frees what fools_load allocated. */
void fools_free(void *data);

/* The style's generate(): fools_generate_ex with the decor derived from the seed. */
int fools_generate(const spg_request *rq, const void *data, spg_result *out, char *err,
                   size_t errlen);

/* The style's entry in the registry (style.c). */
extern const spg_style_impl fools_style;

/* Builds the level of rq->seed (rq->level must be 1: a seed is one daily level) into
 * *out, tracing when rq->trace is set.  Returns 0, or -1 with a message in err.  The
 * level's tiles (kinds, contents), rooms and entities depend on rq and d only, never on
 * p; p changes only the look bits that the decor phase sets and the decor's draws. */
int fools_generate_ex(const spg_request *rq, const fools_data *d, const fools_params *p,
                      spg_result *out, char *err, size_t errlen);

/* The decor stream's seed for a level seed: murmur3's 32-bit finaliser of
 * seed ^ 0x44454352 ("DECR"), so that it shares no simple relation with the level
 * stream's state. */
uint32_t fools_decor_seed(uint32_t level_seed);

/* The engine a request draws from: rq->so.engine when set, else modern GameMaker's. */
spg_engine fools_request_engine(const spg_request *rq);

/* The biome a seed's biome roll gives on `engine` (its level's first draw): 0, 1 or 2. */
int fools_seed_biome(uint32_t seed, spg_engine engine);

/* The biome a request gets: forced by rq->so.biome (0-2), else fools_seed_biome on the
 * request's engine. */
int fools_request_biome(const spg_request *rq);

/* "caves", "jungle", "ossuary" ("?" for anything else). */
const char *fools_biome_name(int biome);

/* The biome called `name` ("caves", "jungle", "ossuary"): 0-2, or -1. */
int fools_biome_find(const char *name);

/* A room type's short name: "safe", "loose", ... "entrance", "exit" ("?" otherwise). */
const char *fools_type_name(int type);

/* True when file code c, in a room (chunk false) or a chunk, means something to the
 * fools style (the table at the top of data/fools/fools.rooms). */
bool fools_code_ok(char c, bool chunk);

#endif
