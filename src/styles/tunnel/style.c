/* style.c — the tunnel style's entry in the registry (style.h): what it can be asked, its
 * hooks, and its words for its phases. */
#include <stddef.h>
#include <string.h>

#include "../../style.h"
#include "tunnel.h"

/* What each phase does, for the moment it begins (tui/view_log.c shows it). */
static const char *tunnel_phase_help(const char *phase)
{
    static const struct {
        const char *name, *what;
    } help[] = {
        {"plan", "corridor width, boss chamber height, rungs and their gaps, map "
                 "width; the height follows from them"},
        {"spine", "the switchback: rungs bottom to top, each from where the last "
                  "ended, each crossing the middle"},
        {"carve", "solid corridor bands, the edge seam's random walk, the connectors "
                  "between rungs"},
        {"stubs", "dead-end spurs into the rock beside random rungs, too short to "
                  "reach the next rung"},
        {"boss", "the chamber over the top rung and the stub that enters it"},
        {"rooms", "side rooms off the rungs with the most rock beside them"},
        {"spawn", "the spawn on rung 0, the portal in the chamber, the safe exits"},
        {"populate", "trash in corridors, the full roster in rooms, chests by height, "
                     "the chamber's guard"},
        {"payouts", "dead ends found by detour cost and paid out, deepest first"},
        {"cover", "bush clumps in corridors and rooms, then rivals"},
    };
    for (size_t i = 0; phase && i < sizeof help / sizeof help[0]; i++)
        if (strcmp(phase, help[i].name) == 0)
            return help[i].what;
    return NULL;
}

static const char *const tunnel_options[] = {"clock-follows-spine", NULL}; /* rq->so's */

const spg_style_impl tunnel_style = {
    .name = "tunnel",
    .max_level = TUNNEL_MAX_STAGE,
    .level_word = "stage",
    .engine_words = "mulberry32",
    .chooses_engine = false,
    .reads_quirks = false,
    .unforced_why = NULL,
    .options = tunnel_options,
    .load = tunnel_load,
    .free_data = tunnel_free,
    .generate = tunnel_generate,
    .phase_help = tunnel_phase_help,
    .room_code_name = NULL, /* no grid of rooms: rungs, rooms and the chamber */
    .rooms_title = NULL,
    .rooms_key = NULL,
    .json_entity = tunnel_json_entity,
    .json_level = tunnel_json_level,
    .data_sites = NULL,
};
