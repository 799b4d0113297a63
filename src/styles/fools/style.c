/* style.c — the fools style's entry in the registry (style.h): what it can be asked, its
 * hooks, and its words for its phases and its rooms' types. */
#include <stddef.h>
#include <string.h>

#include "fools.h"

/* What each phase does, for the moment it begins (tui/view_log.c shows it). */
static const char *fools_phase_help(const char *phase)
{
    static const struct {
        const char *name, *what;
    } help[] = {
        {"biome", "one roll picks Caves, Jungle or Ossuary (drawn even when --biome "
                  "forces one)"},
        {"rooms", "the entrance and the exit rooms first, then the biome's deck of "
                  "fourteen room types dealt into the grid and shuffled, a draw a swap"},
        {"layouts", "each room takes a layout of its type, its version, and a chunk "
                    "for every 5x3 slot"},
        {"tiles", "the border, then every tile from its code; only the half-rock code rolls"},
        {"decor", "looks only, from a stream of its own: what sits on and hangs "
                  "under each dirt or rock tile; the level's stream never moves"},
    };
    for (size_t i = 0; phase && i < sizeof help / sizeof help[0]; i++)
        if (strcmp(phase, help[i].name) == 0)
            return help[i].what;
    return NULL;
}

static const char *const fools_options[] = {"biome", NULL}; /* rq->so.biome */

const spg_style_impl fools_style = {
    .name = "fools",
    .max_level = 1, /* a seed is one daily level */
    .level_word = "level",
    .engine_words = "modern GameMaker's WELL512a",
    .chooses_engine = true, /* gamemaker, gamemaker-old-poly or gm8 */
    .reads_quirks = false,
    .unforced_why = "it draws from two streams",
    .options = fools_options,
    .load = fools_load,
    .free_data = fools_free,
    .generate = fools_generate,
    .phase_help = fools_phase_help,
    .room_code_name = fools_type_name, /* a room's code is its type, 0 safe .. 9 exit */
    .rooms_title = "rooms: their types",
    .rooms_key = "0 safe 1-7 threats 8 entrance 9 exit: no path, every block breaks",
    .json_entity = NULL,
    .json_level = NULL,
    .data_sites = NULL,
};
