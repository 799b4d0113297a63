/* style.c — the classic style's entry in the registry (style.h): what it can be asked,
 * its hooks, and its words for its phases and its rooms. */
#include <stddef.h>
#include <string.h>

#include "classic.h"

/* What each phase does, for the moment it begins (tui/view_log.c shows it). */
static const char *classic_phase_help(const char *phase)
{
    static const struct {
        const char *name, *what;
    } help[] = {
        {"screen", "the screen between levels, before the level exists: one roll that floods "
                   "a Jungle level (1 in 10, until the Black Market's door is taken)"},
        {"hall", "the room's own hand-laid blocks, lava and Olmec, made before the "
                 "generator runs, each rolling as it is made (Olmec's Lair only)"},
        {"border", "indestructible bricks all around, each rolling its look and gold"},
        {"path", "the start room in the top row, a walk down to the exit room in the "
                 "bottom row, then the snake pit, the Ice Caves' rolls and the shop"},
        {"graveyard", "one roll that makes a graveyard level in the Jungle (wasted elsewhere)"},
        {"rooms", "each room takes a layout for its kind, then every tile of it "
                  "rolls: earth or stone, a brick's look and gold, spikes, push blocks"},
        {"specials", "level-wide rolls: a dark level, the Udjat Eye, the Black Market's entrance"},
        {"blocks", "the block pass: each block may get an arrow trap, and monsters "
                   "and treasure on it or under it"},
        {"dressing", "looks only: the tops of bricks, stone blocks that become push "
                     "blocks, background details"},
        {"finish", "the player at the entrance; gems sealed in unbreakable blocks are taken away"},
    };
    for (size_t i = 0; phase && i < sizeof help / sizeof help[0]; i++)
        if (strcmp(phase, help[i].name) == 0)
            return help[i].what;
    return NULL;
}

/* what generate() reads of rq->opt: what the player did between levels */
static const char *const classic_options[] = {"level-time", "shortcut", "thief", "murderer",
                                              "market-door", "lake", "gold-door", NULL};

const spg_style_impl classic_style = {
    .name = "classic",
    .max_level = SPG_MAX_LEVEL,
    .level_word = "level",
    .engine_words = "GameMaker 8's LCG",
    .chooses_engine = false,
    .reads_quirks = true, /* the quirks are Spelunky Classic's bugs */
    .unforced_why = NULL,
    .options = classic_options,
    .load = classic_load,
    .free_data = classic_free,
    .generate = classic_generate,
    .phase_help = classic_phase_help,
    .room_code_name = room_code_meaning,
    .rooms_title = NULL, /* its grid is the path */
    .rooms_key = NULL,
    .json_entity = NULL,
    .json_level = NULL,
    .data_sites = classic_data_sites,
};
