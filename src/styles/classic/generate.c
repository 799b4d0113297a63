/* generate.c — the classic style's entry in the registry: its data loaded and freed, and
 * a game played level by level up to the one asked for (from a seed, a shortcut, or one
 * level from a raw state), each level built by the traced or the untraced copy of the
 * passes.  This file is the style's face, not one of its passes: compiled once, outside
 * the two units (build_traced.c, build_untraced.c) that hold them. */
#include <stdio.h>
#include <stdlib.h>

#include "classic.h"

int classic_load(const char *dir, void **data, char *err, size_t errlen)
{
    classic_data *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, errlen, "out of memory loading the classic style's rooms");
        return -1;
    }
    if (classic_data_load(dir, d, err, errlen) != 0) {
        free(d);
        return -1;
    }
    *data = d;
    return 0;
}

void classic_free(void *data)
{
    classic_data_free(data);
    free(data);
}

static void fill_phases(spg_result *out, const classic_phase_counts *pc)
{
    out->nphases = CLASSIC_PHASE__COUNT;
    for (int p = 0; p < CLASSIC_PHASE__COUNT; p++)
        out->phases[p] = (spg_phase){classic_phase_names[p], pc->first[p] + 1, pc->draws[p]};
}

int classic_generate(const spg_request *rq, const void *vdata, spg_result *out, char *err,
                     size_t errlen)
{
    const classic_data *data = vdata;
    if (rq->level < 1 || rq->level > SPG_MAX_LEVEL) {
        snprintf(err, errlen, "level %d is out of range: levels are 1-%d", rq->level,
                 SPG_MAX_LEVEL);
        return -1;
    }
    /* a hall's instances roll before the level's border: even its path needs the data */
    const char *hall = classic_hall_file(area_of_level(rq->level));
    if (!data && hall) {
        snprintf(err, errlen, "level %d: %s's hall is data (classic/%s), and none was loaded",
                 rq->level, area_name(area_of_level(rq->level)), hall);
        return -1;
    }
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, rq->seed);
    spg_game game;
    classic_phase_counts pc;
    int shortcut = rq->opt.shortcut;
    if (shortcut && !game_is_shortcut(shortcut)) {
        snprintf(err, errlen, "shortcut %d: the Tunnel Man's shortcuts lead to levels 5, 9 and 13",
                 shortcut);
        return -1;
    }
    if (shortcut && rq->level < shortcut) {
        snprintf(err, errlen, "level %d comes before the shortcut to level %d", rq->level,
                 shortcut);
        return -1;
    }
    /* a game from a shortcut skips the levels before it, and their chances */
    int first = rq->from_state ? rq->level : shortcut ? shortcut : 1;
    game_init(&game, shortcut ? shortcut : 1);
    game.screen_rolls = !rq->from_state;
    for (int lv = first; lv <= rq->level; lv++) {
        game.level = lv;
        bool target = lv == rq->level;
        rng.draws = 0;
        rng.trace = target && rq->trace ? &out->trace : NULL;
        rng.force = rng.trace ? rq->force : NULL; /* forces are the traced level's */
        rng.nforce = rng.trace ? rq->nforce : 0;
        if (target) {
            out->game = game;
            out->start_state = rng.state;
        }
        /* a level nobody traces is built by the style's untraced copy (classic.h) */
        bool traced = rng.trace != NULL;
        if (rq->path_only)
            (traced ? classic_build_path_only : untraced_classic_build_path_only)(
                &rng, &game, &rq->opt, data, &out->level, &pc);
        else if (target && rq->rolls_only)
            (traced ? classic_build_through_rolls : untraced_classic_build_through_rolls)(
                &rng, &game, &rq->opt, data, &out->level, &pc);
        else
            (traced ? classic_build_level : untraced_classic_build_level)(
                &rng, &game, &rq->opt, data, &out->level, &pc);
        if (!target && !rq->path_only &&
            classic_between_levels(&game, &rq->opt, &out->level, err, errlen) != 0)
            return -1;
    }
    out->engine = SPG_ENGINE_GM8;
    out->end_state = rng.state;
    out->draws = rng.draws;
    fill_phases(out, &pc);
    snprintf(out->place, sizeof out->place, "%s", area_name(area_of_level(rq->level)));
    return 0;
}
