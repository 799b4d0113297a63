/* plan.c — pass 0 (tunnelPlan): every size is rolled before the map exists, and the map
 * height is derived from them, never authored; the rooms' preferred set is chosen here
 * too, before anything is carved. */
#include "internal.h"

#include "../../game.h"

static const spg_site S_CW = SPG_SITE("tunnel.plan.corridor_width",
                              "cw, the corridor width in tiles: randi(corridorW)");
static const spg_site S_BOSS_H = SPG_SITE("tunnel.plan.boss_height",
                                  "bossH, the boss chamber's height: randi(bossRoom)");
static const spg_site S_RUNGS = SPG_SITE("tunnel.plan.rungs",
                                 "rungs before the stage bonus: randi(rungs); nRungs = "
                                 "max(2, this + round((stage-1) x rungsPerStage))");
static const spg_site S_RPS = SPG_SITE("tunnel.plan.rungs_per_stage",
                               "rungsPerStage in thousandths (the knob is a range)");
static const spg_site S_BIOME = SPG_SITE("tunnel.plan.biome_stages",
                                 "stages per biome (the knob is a range)");
static const spg_site S_GAP = SPG_SITE("tunnel.plan.gap",
                               "rock rows above this rung: randi(rungGap), one roll per rung");
static const spg_site S_WIDTH = SPG_SITE("tunnel.plan.width",
                                 "W, the map width: randi(width), clamped to 18-64");
static const spg_site S_ROOMS = SPG_SITE("tunnel.plan.rooms",
                                 "rooms wanted: randi(rooms), then at most nRungs - 2");
static const spg_site S_LEASH = SPG_SITE("tunnel.plan.leash_pad",
                                 "leashPad in tiles (the knob is a range)");
static const spg_site S_PREF = SPG_SITE("tunnel.plan.preferred_room",
                                "which of the middle rungs still unpicked joins the rooms' "
                                "preferred set (index into those left)");

void tunnel_plan(tg *g, int stage)
{
    tunnel_floor *F = g->F;
    F->cw = knob_int(g, TK_CORRIDOR_W, &S_CW, "corridor width");
    uint32_t before = tg_last(g);
    F->boss_h = knob_int(g, TK_BOSS_ROOM, &S_BOSS_H, "boss chamber height");
    F->boss_draw = tg_last(g) != before ? tg_last(g) : 0;
    int base = knob_int(g, TK_RUNGS, &S_RUNGS, "rung count before the stage bonus");
    double per_stage = knob_real(g, TK_RUNGS_PER_STAGE, &S_RPS, "extra rungs per stage");
    int n = maxi(2, base + roundi((stage - 1) * per_stage));
    /* tunnel_conf_check refused knobs that could roll more; the guard keeps the record's
     * bounds whatever a caller passes */
    n = mini(n, TUNNEL_MAX_RUNGS);
    F->rungs_rolled = n;
    int bs = knob_int(g, TK_BIOME_STAGES, &S_BIOME, "stages per biome");
    F->biome = (stage - 1) / bs + 1;
    F->boss_floor = stage % bs == 0;

    for (int i = 0; i < n; i++) {
        uint32_t before = tg_last(g);
        F->gaps[i] = knob_int(g, TK_RUNG_GAP, &S_GAP, NULL);
        T_DECIDE_SINCE(g, before, i == n - 1 ? "rock between the top rung and the chamber"
                                             : "rock between this rung and the next");
    }
    before = tg_last(g);
    int rolled_w = knob_int(g, TK_WIDTH, &S_WIDTH, NULL);
    F->w = clampi(rolled_w, 18, TUNNEL_MAX_W);
    T_DECIDE_SINCE(g, before, F->w == rolled_w ? "map width" : "map width, clamped to 18-64");

    /* H = 4 + sum(gaps[i] + cw) + bossH + 3: 4 rows of rock over the chamber, the rungs
     * and their bands, the chamber, 3 rows under the first rung; clamped to
     * [24, MAP_CAP / W].  MAP_CAP is 14,400 tiles of any shape, so at W = 40 the cap is
     * 360 rows and, as the document says, never binds: tunnel_conf_check refused every
     * knob setting under which it could, so no rung is ever dropped to fit */
    int h = 4 + F->boss_h + 3;
    for (int i = 0; i < n; i++)
        h += F->gaps[i] + F->cw;
    F->h_raw = h;
    F->h = clampi(h, 24, TUNNEL_MAP_CAP / F->w);

    /* rooms: a preferred set picked now, before carving; the rooms pass falls back to
     * the other middle rungs when a preferred one has no space */
    before = tg_last(g);
    int want = knob_int(g, TK_ROOMS, &S_ROOMS, NULL);
    F->rooms_wanted = clampi(mini(want, n - 2), 0, TUNNEL_MAX_ROOMS);
    T_DECIDE_SINCE(g, before,
                   F->rooms_wanted == want ? "rooms wanted" : "rooms wanted, cut to nRungs - 2");
    int left[TUNNEL_MAX_RUNGS], nleft = 0;
    for (int i = 1; i <= n - 2; i++)
        left[nleft++] = i;
    for (int k = 0; k < F->rooms_wanted; k++) {
        int j = nleft > 1 ? roll(g, 0, nleft - 1, &S_PREF) : 0;
        if (nleft > 1)
            T_DECIDE(g, "this rung is preferred for a room");
        F->preferred[F->npreferred++] = left[j];
        left[j] = left[--nleft];
    }

    /* the map now exists: sized to the plan, 100% wall (carving opens it) */
    level_reset(g->L, F->w, F->h, 0, 0, 0, 0);
    g->L->number = stage;
    /* the explorer's status line names an area; the tunnel's biomes are four stages
     * long by default, like the classic areas, so the area of the same number stands in */
    g->L->area = area_of_level(stage);
    if (g->T)
        trace_note(g->T, -1, -1, "the map is sized to the plan; every tile starts as wall", 0);
    for (int y = 0; y < F->h; y++)
        for (int x = 0; x < F->w; x++)
            tg_set_tile(g, x, y, SPG_T_WALL, TR_ROCK, 0);
    F->leash_pad = knob_int(g, TK_LEASH_PAD, &S_LEASH, "leashPad");
    F->lm = 2;
    F->rm = F->w - 3;
}
