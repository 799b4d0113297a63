/* gen.c — runs a game level by level and hands back the one asked for. */
#include "gen.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"
#include "styles/tunnel/tunnel.h"
#include "styles/fools/fools.h"

int spg_parse_u32(const char *s, uint32_t *out)
{
    if (!s || !*s)
        return -1;
    const char *p = s;
    int base = 10;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
        if (!*p)
            return -1;
    }
    for (const char *q = p; *q; q++)
        if (!(base == 16 ? (*q >= '0' && *q <= '9') || (*q >= 'a' && *q <= 'f') ||
                               (*q >= 'A' && *q <= 'F')
                         : (*q >= '0' && *q <= '9')))
            return -1;
    errno = 0;
    unsigned long long v = strtoull(p, NULL, base);
    if (errno || v > 0xFFFFFFFFull || strlen(p) > 20)
        return -1;
    *out = (uint32_t)v;
    return 0;
}

static void fill_phases(spg_result *out, const classic_phase_counts *pc)
{
    out->nphases = CLASSIC_PHASE__COUNT;
    for (int p = 0; p < CLASSIC_PHASE__COUNT; p++)
        out->phases[p] = (spg_phase){classic_phase_names[p], pc->first[p] + 1, pc->draws[p]};
}

static int classic_generate(const spg_request *rq, const void *vdata, spg_result *out,
                            char *err, size_t errlen);

/* The styles.  A new style adds its line here and its files under src/styles/NAME/. */
static const spg_style_impl styles[SPG_STYLE__COUNT] = {
    [SPG_STYLE_CLASSIC] = {"classic", NULL, NULL, classic_generate, NULL, NULL},
    [SPG_STYLE_TUNNEL] = {"tunnel", tunnel_load, tunnel_free, tunnel_generate,
                          tunnel_json_entity, tunnel_json_level},
    [SPG_STYLE_FOOLS] = {"fools", fools_load, fools_free, fools_generate, NULL, NULL},
};

const spg_style_impl *spg_style_get(spg_style s)
{
    return (unsigned)s < SPG_STYLE__COUNT && styles[s].generate ? &styles[s] : NULL;
}

const spg_style_impl *spg_style_find(const char *name, spg_style *index)
{
    for (int i = 0; i < SPG_STYLE__COUNT; i++)
        if (styles[i].generate && strcmp(styles[i].name, name) == 0) {
            if (index)
                *index = (spg_style)i;
            return &styles[i];
        }
    return NULL;
}

int spg_generate(const spg_request *rq, const spg_data *data, spg_result *out, char *err,
                 size_t errlen)
{
    const spg_style_impl *st = spg_style_get(rq->style);
    if (!st) {
        snprintf(err, errlen, "style %d is not one of spelgen's styles", (int)rq->style);
        return -1;
    }
    out->style = st->name;
    out->place[0] = 0;
    /* the classic style's engine, and the tunnel's; the fools style sets its own */
    out->engine = rq->style == SPG_STYLE_TUNNEL ? SPG_ENGINE_MULBERRY32 : SPG_ENGINE_GM8;
    if (rq->style == SPG_STYLE_TUNNEL) {
        int rc = st->generate(rq, data ? data->style_data[rq->style] : NULL, out, err, errlen);
        snprintf(out->place, sizeof out->place, "tunnel floor %d", rq->level);
        return rc;
    }
    if (rq->style != SPG_STYLE_CLASSIC)
        return st->generate(rq, data ? data->style_data[rq->style] : NULL, out, err, errlen);
    return classic_generate(rq, data, out, err, errlen);
}

static int classic_generate(const spg_request *rq, const void *vdata, spg_result *out,
                            char *err, size_t errlen)
{
    const spg_data *data = vdata;
    if (rq->level < 1 || rq->level > SPG_MAX_LEVEL) {
        snprintf(err, errlen, "level %d is out of range: levels are 1-%d", rq->level,
                 SPG_MAX_LEVEL);
        return -1;
    }
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, rq->seed);
    spg_game game;
    classic_phase_counts pc;
    int shortcut = rq->opt.shortcut;
    if (shortcut && shortcut != 5 && shortcut != 9 && shortcut != 13) {
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
                &rng, &game, &rq->opt, &out->level, &pc);
        else if (target && rq->rolls_only)
            (traced ? classic_build_through_rolls : untraced_classic_build_through_rolls)(
                &rng, &game, &rq->opt, &data->classic, &out->level, &pc);
        else
            (traced ? classic_build_level : untraced_classic_build_level)(
                &rng, &game, &rq->opt, &data->classic, &out->level, &pc);
        if (!target && !rq->path_only &&
            classic_between_levels(&game, &rq->opt, &out->level, err, errlen) != 0)
            return -1;
    }
    out->end_state = rng.state;
    out->draws = rng.draws;
    fill_phases(out, &pc);
    out->style = "classic";
    snprintf(out->place, sizeof out->place, "%s", area_name(area_of_level(rq->level)));
    return 0;
}

void spg_result_free(spg_result *r)
{
    trace_free(&r->trace);
    free(r->style_record);
    r->style_record = NULL;
}
