/* classic.h — Spelunky Classic's generator: the style's public face. */
#ifndef SPG_CLASSIC_H
#define SPG_CLASSIC_H

#include "../../data/roomdata.h"
#include "../../game.h"
#include "../../level.h"
#include "../../rng.h"
#include "../../trace.h"

/* The classic style's phases, in order. */
enum {
    CLASSIC_PHASE_BORDER = 0,
    CLASSIC_PHASE_PATH,
    CLASSIC_PHASE_GRAVEYARD,
    CLASSIC_PHASE_ROOMS,
    CLASSIC_PHASE_SPECIALS,
    CLASSIC_PHASE_BLOCKS,
    CLASSIC_PHASE_DRESSING,
    CLASSIC_PHASE_FINISH,
    CLASSIC_PHASE__COUNT
};
extern const char *const classic_phase_names[CLASSIC_PHASE__COUNT];

/* The draws each phase took, for one level. */
typedef struct classic_phase_counts {
    uint32_t first[CLASSIC_PHASE__COUNT]; /* draw counter when the phase began */
    uint32_t draws[CLASSIC_PHASE__COUNT];
} classic_phase_counts;

/* The room data's sets, looked up once. */
typedef struct classic_data {
    const spg_roomdata *raw;
    const spg_set *start, *start_drop, *exit, *exit_below_drop, *side, *idol, *altar, *path,
        *path_dropped, *drop, *drop_capped, *pit_top, *pit_middle, *pit_bottom;
    const spg_set *shop[2], *dice_house[2], *kissing_parlor[2]; /* [0] facing right */
    const spg_set *door, *ground, *air;
} classic_data;

/* Binds room data to the classic style: checks that every set it needs is there, of the
 * right kind, with enough items (8 per Mines room kind and chunk kind), that start and
 * exit layouts have exactly one door and door chunks exactly one door tile.  Returns 0,
 * or -1 with "file:line: message" in err. */
int classic_data_bind(const spg_roomdata *d, classic_data *out, char *err, size_t errlen);

/* Builds one level: `g->level` says which.  Draws from rng (whose counter the caller
 * has reset), writes the level, updates the once-a-game state, and records phase
 * boundaries.  Traces into rng->trace when one is attached. */
void classic_build_level(spg_rng *rng, spg_game *g, const spg_options *opt,
                         const classic_data *data, spg_level *out, classic_phase_counts *pc);

/* How far a level's path phase goes on its own: builds only the border and the path
 * (what find's path filters need).  Same draws as the full build up to the path's end. */
void classic_build_path_only(spg_rng *rng, spg_game *g, const spg_options *opt,
                             spg_level *out, classic_phase_counts *pc);

#endif
