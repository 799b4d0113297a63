/* spine.c — pass 1: the switchback.  Rungs are laid bottom to top; each enters where the
 * last one left (so the connector between them cannot miss), runs a share of the way to
 * the far wall (so it always crosses the midline), and the direction alternates.  Only
 * the start side and each rung's share are rolled.  Nothing is carved yet. */
#include "internal.h"

static const spg_site S_START = SPG_SITE("tunnel.spine.start_right",
                                 "startRight: 0 the climb starts at the left wall, 1 at the "
                                 "right (mirrors the whole switchback, spawn included)");
static const spg_site S_ROUND = SPG_SITE("tunnel.spine.round_time",
                                 "roundTime, the flat clock in seconds (the knob is a range)");
static const spg_site S_CBASE = SPG_SITE("tunnel.spine.clock_base",
                                 "clockBase in thousandths of a second (the knob is a range)");
static const spg_site S_CTILE = SPG_SITE("tunnel.spine.clock_per_tile",
                                 "clockPerTile in thousandths of a second (the knob is a range)");
static const spg_site S_LEN = SPG_SITE("tunnel.spine.rung_len",
                               "rungLen in thousandths: the share of the distance from the "
                               "rung's entry to the far wall that it runs");

void tunnel_spine(tg *g)
{
    tunnel_floor *F = g->F;
    int cw = F->cw, lm = F->lm, rm = F->rm;
    F->start_right = roll(g, 0, 1, &S_START) == 1;
    F->start_draw = tg_last(g);
    T_DECIDE(g, F->start_right ? "the climb starts at the right wall"
                               : "the climb starts at the left wall");
    int prev_end = F->start_right ? rm : lm;
    int min_run = cw + 6;
    int y = F->h - 3 - cw;
    for (int i = 0; i < F->rungs_rolled; i++) {
        if (!(y > F->boss_h + 4)) {
            /* the document's truncation guard; the plan's derived height keeps it idle */
            F->truncated = true;
            T_NOTE(g, -1, -1, "the climb ran out of rows: no room for more rungs", 0);
            break;
        }
        tunnel_rung *r = &F->rung[i];
        r->right = (i % 2 == 0) != F->start_right; /* the switchback is not rolled */
        int target = r->right ? rm : lm;
        T_FOCUS_RECT(g, lm, y, rm - lm + 1, cw);
        uint32_t before = tg_last(g);
        double f = knob_real(g, TK_RUNG_LEN, &S_LEN, NULL);
        int end = roundi(prev_end + (target - prev_end) * f);
        const char *words = r->right ? "the rung runs right this far" : "the rung runs left this far";
        if (absi(end - prev_end) < min_run) {
            /* minRun = cw + 6 forces a degenerate stub out to a usable length */
            end = prev_end + (r->right ? min_run : -min_run);
            r->min_run = true;
            F->min_run_fired++;
            words = "too short: the minRun guard stretches it to cw + 6";
        }
        int clamped = clampi(end, lm, rm);
        if (clamped != end) {
            r->clamped = true;
            F->wall_clamp_fired++;
            words = "past the wall: clamped to it";
        }
        end = clamped;
        T_DECIDE_SINCE(g, before, words);
        if (r->min_run || r->clamped)
            T_NOTE(g, end, y, words, SPG_CAUSE_LAST);
        r->y = y;
        r->start = prev_end;
        r->end = end;
        r->x0 = mini(prev_end, end);
        r->x1 = maxi(prev_end, end);
        r->frac = rm > lm ? (double)(r->x1 - r->x0) / (rm - lm) : 0;
        r->draw = tg_last(g) != before ? tg_last(g) : F->start_draw;
        F->rungs_built++;
        prev_end = end;
        y -= cw + F->gaps[i];
    }
    T_FOCUS_NONE(g);

    /* floor length: the rungs' runs plus the climbs between their midlines */
    int tiles = 0;
    for (int i = 0; i < F->rungs_built; i++) {
        tiles += F->rung[i].x1 - F->rung[i].x0;
        if (i + 1 < F->rungs_built)
            tiles += cw + F->gaps[i];
    }
    F->spine_tiles = tiles;
    /* the document's proposed fix (6.1): the clock follows the spine, base + tiles x
     * perTile, computed where the spine is known; the flat roundTime otherwise */
    F->clock_flat = knob_int(g, TK_ROUND_TIME, &S_ROUND, "the flat clock");
    double base = knob_real(g, TK_CLOCK_BASE, &S_CBASE, "the spine clock's base");
    double per = knob_real(g, TK_CLOCK_PER_TILE, &S_CTILE, "the spine clock's seconds per tile");
    F->clock_spine = roundi(base + tiles * per);
    F->clock_seconds = g->clock_follows_spine ? F->clock_spine : F->clock_flat;
    T_FLAG(g, "spine_tiles", F->spine_tiles, 0);
    T_FLAG(g, "clock_seconds", F->clock_seconds, 0);
    T_NOTE(g, -1, -1,
           g->clock_follows_spine ? "the clock follows the spine: clockBase + spine tiles x clockPerTile"
                                  : "the clock is the flat roundTime (--clock-follows-spine scales it)",
           0);
}
