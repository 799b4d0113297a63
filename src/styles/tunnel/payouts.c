/* payouts.c — pass 6b: dead ends are measured, not authored.  Carving leaves incidental
 * dead ends (a rung overshooting its connector, a bay opened by the seam, a room's far
 * corner) besides the stubs dug on purpose, so the pass finds them all after the fact by
 * detour cost — dist(spawn->t) + dist(t->portal) - dist(spawn->portal) — keeps the deepest
 * tip of each pocket, and pays out deepest first, chests likelier further along the route. */
#include <stdlib.h>

#include "internal.h"

static const spg_site S_CHEST_K = SPG_SITE("tunnel.payouts.chest_odds",
                                   "deadEndChest in thousandths (the knob is a range)");
static const spg_site S_BIAS_K = SPG_SITE("tunnel.payouts.depth_bias",
                                  "deadEndDepthBias in thousandths (the knob is a range)");
static const spg_site S_MIN_K = SPG_SITE("tunnel.payouts.min_depth",
                                 "deadEndMinDepth (the knob is a range)");
static const spg_site S_CHEST = SPG_SITE("tunnel.payouts.chest",
                                 "below deadEndChest x (1 - bias/2 + bias x frac) x 1000: a "
                                 "chest (rarity by route fraction: rare from 0.42, epic from "
                                 "0.72); else a ground drop");

typedef struct tip {
    int x, y, detour, ds;
} tip;

static int deepest_first(const void *a, const void *b)
{
    const tip *p = a, *q = b;
    if (p->detour != q->detour)
        return q->detour - p->detour;
    if (p->y != q->y)
        return p->y - q->y;
    return p->x - q->x;
}

static bool loot_near(const spg_level *L, int x, int y, int r)
{
    for (int i = 0; i < L->nent; i++) {
        const spg_entity *e = &L->ent[i];
        if (!e->gone && (e->kind == SPG_E_CHEST || e->kind == SPG_E_ITEM) &&
            absi(e->x - x) + absi(e->y - y) <= r)
            return true;
    }
    return false;
}

void tunnel_payouts(tg *g)
{
    tunnel_floor *F = g->F;
    spg_level *L = g->L;
    int W = L->w, H = L->h;
    int *ds = malloc(sizeof(int) * (size_t)(W * H) * 2);
    tip *tips = malloc(sizeof(tip) * (size_t)(W * H));
    if (!ds || !tips) {
        free(ds);
        free(tips);
        T_NOTE(g, -1, -1, "out of memory: no dead-end payouts", 0);
        return;
    }
    int *dp = ds + W * H;
    tunnel_bfs(L, F->spawn_x, F->spawn_y, ds);
    tunnel_bfs(L, F->portal_x, F->portal_y, dp);
    int route = ds[F->portal_y * W + F->portal_x];
    double chest_p = knob_real(g, TK_DEAD_END_CHEST, &S_CHEST_K, "chest odds");
    double bias = knob_real(g, TK_DEAD_END_DEPTH_BIAS, &S_BIAS_K, "depth bias");
    int min_depth = knob_int(g, TK_DEAD_END_MIN_DEPTH, &S_MIN_K, "minimum depth");
    int n = 0;
    if (route > 0) {
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int k = y * W + x;
                /* rooms and the chamber are destinations with caches of their own */
                int reg = tunnel_region(F, x, y);
                if (ds[k] < 0 || dp[k] < 0 || reg == TR_ROOM || reg == TR_CHAMBER)
                    continue;
                int d = ds[k] + dp[k] - route;
                if (d < 2 * min_depth)
                    continue;
                bool peak = true;
                static const int nx[4] = {1, -1, 0, 0}, ny[4] = {0, 0, 1, -1};
                for (int j = 0; j < 4 && peak; j++) {
                    int ax = x + nx[j], ay = y + ny[j];
                    if (ax < 0 || ay < 0 || ax >= W || ay >= H || ds[ay * W + ax] < 0)
                        continue;
                    int q = ay * W + ax;
                    if (ds[q] + dp[q] - route > d)
                        peak = false;
                }
                if (peak)
                    tips[n++] = (tip){x, y, d, ds[k]};
            }
    }
    qsort(tips, (size_t)n, sizeof *tips, deepest_first);
    /* the deepest tip of each pocket: tips closer than 6 (Manhattan) to a deeper one go */
    int kept = 0;
    for (int i = 0; i < n; i++) {
        bool near = false;
        for (int j = 0; j < kept && !near; j++)
            near = absi(tips[i].x - tips[j].x) + absi(tips[i].y - tips[j].y) < 6;
        if (!near)
            tips[kept++] = tips[i];
    }
    F->tips_found = kept;
    for (int i = 0; i < kept; i++)
        F->tips_stub += tunnel_region(F, tips[i].x, tips[i].y) == TR_STUB;
    F->payout_ent0 = L->nent;
    int cap = (int)knob_max(g, TK_DEAD_END_PAYS);
    for (int i = 0; i < kept && F->tips_paid < cap; i++) {
        const tip *t = &tips[i];
        T_FOCUS_TILE(g, t->x, t->y);
        if (loot_near(L, t->x, t->y, 3)) {
            T_NOTE(g, t->x, t->y, "a dead end, unpaid: loot lies within 3 tiles", 0);
            continue;
        }
        /* ours: the route fraction of a dead end is where its pocket leaves the route,
         * half its detour back from the tip */
        double frac = (t->ds - t->detour / 2.0) / route;
        frac = frac < 0 ? 0 : frac > 1 ? 1 : frac;
        double odds = chest_p * (1.0 - bias / 2.0 + bias * frac);
        F->tips_paid++;
        if (chance(g, odds, &S_CHEST)) {
            int rarity = frac >= 0.72   ? TUNNEL_RARITY_EPIC
                         : frac >= 0.42 ? TUNNEL_RARITY_RARE
                                        : TUNNEL_RARITY_COMMON;
            T_DECIDE(g, rarity == TUNNEL_RARITY_EPIC   ? "a chest, epic (route fraction >= 0.72)"
                        : rarity == TUNNEL_RARITY_RARE ? "a chest, rare (route fraction >= 0.42)"
                                                       : "a chest, common");
            tg_entity(g, SPG_E_CHEST, t->x, t->y, rarity, SPG_CAUSE_LAST);
            F->tip_chests++;
        } else {
            T_DECIDE(g, "no chest: a single ground drop");
            tg_entity(g, SPG_E_ITEM, t->x, t->y, 0, SPG_CAUSE_LAST);
        }
    }
    F->payout_ent1 = L->nent;
    T_FOCUS_NONE(g);
    free(ds);
    free(tips);
}
