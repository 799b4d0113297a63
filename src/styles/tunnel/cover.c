/* cover.c — pass 7: bushes and rivals.  With one route through the floor, a corridor bush
 * is the only way a patrol walks past you, so corridors get bushDensity of their tiles
 * under bushes in 1-3 tile clumps; rooms and the chamber get coverBushClusters x 2.5
 * clumps each.  Rivals (off unless botsFromBiome allows) take the roomiest of 60 samples. */
#include <stdlib.h>

#include "internal.h"

static const spg_site S_DENSITY = SPG_SITE("tunnel.cover.bush_density",
                                   "bushDensity in thousandths (the knob is a range)");
static const spg_site S_AT = SPG_SITE("tunnel.cover.bush_tile",
                              "which corridor tile seeds the next clump (index into the "
                              "free corridor tiles)");
static const spg_site S_SIZE = SPG_SITE("tunnel.cover.clump", "the clump's size, 1-3 tiles");
static const spg_site S_CLUSTERS = SPG_SITE("tunnel.cover.clusters",
                                    "coverBushClusters (the knob is a range)");
static const spg_site S_ROOM_X = SPG_SITE("tunnel.cover.room_x", "a clump's column in the room");
static const spg_site S_ROOM_Y = SPG_SITE("tunnel.cover.room_y", "a clump's row in the room");
static const spg_site S_BOTS_FROM = SPG_SITE("tunnel.cover.bots_from",
                                     "botsFromBiome (the knob is a range)");
static const spg_site S_BOTS = SPG_SITE("tunnel.cover.bots", "map.bots (the knob is a range)");
static const spg_site S_RIVAL = SPG_SITE("tunnel.cover.rival_spot",
                                 "a candidate tile for a rival (index into the free floor); "
                                 "of 60 the roomiest is kept");

static bool corridor_tile(const tg *g, int x, int y)
{
    int r = tunnel_region(g->F, x, y);
    return r != TR_ROOM && r != TR_CHAMBER && tg_free_tile(g, x, y);
}

/* Grows a clump from (x,y) to `size` bushes over free tiles that pass `ok`, each new bush
 * beside one already placed (right, left, down, up of the newest first). */
static int clump(tg *g, int x, int y, int size, bool (*ok)(const tg *, int, int))
{
    int placed = 0, cx = x, cy = y;
    static const int nx[4] = {1, -1, 0, 0}, ny[4] = {0, 0, 1, -1};
    if (!ok(g, cx, cy))
        return 0;
    while (placed < size) {
        if (tg_entity(g, SPG_E_COVER, cx, cy, 0, SPG_CAUSE_LAST) < 0)
            break;
        placed++;
        int j = 0;
        while (j < 4 && !ok(g, cx + nx[j], cy + ny[j]))
            j++;
        if (j == 4)
            break;
        cx += nx[j];
        cy += ny[j];
    }
    return placed;
}

static bool any_free(const tg *g, int x, int y) { return tg_free_tile(g, x, y); }

static void corridor_bushes(tg *g)
{
    tunnel_floor *F = g->F;
    int W = g->L->w, H = g->L->h;
    int *list = malloc(sizeof(int) * (size_t)(W * H));
    if (!list)
        return;
    int n = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (corridor_tile(g, x, y))
                list[n++] = y * W + x;
    double density = knob_real(g, TK_BUSH_DENSITY, &S_DENSITY, "bush density");
    int target = roundi(density * n);
    /* the list is drawn from as it was; a tile a clump already covered is a wasted
     * attempt, and attempts are capped so a crowded floor cannot spin */
    for (int tries = 0; F->bushes < target && n > 0 && tries < 4 * target + 8; tries++) {
        T_FOCUS_NONE(g); /* the pick ranges over every corridor tile */
        int k = list[roll(g, 0, n - 1, &S_AT)];
        int x = k % W, y = k / W;
        T_FOCUS_TILE(g, x, y);
        if (!corridor_tile(g, x, y)) {
            T_DECIDE(g, "taken already: this try is wasted");
            continue;
        }
        T_DECIDE(g, "a clump starts here");
        int size = mini(roll(g, 1, 3, &S_SIZE), target - F->bushes);
        F->bushes += clump(g, x, y, size, corridor_tile);
    }
    free(list);
}

static void area_bushes(tg *g, tunnel_rect r, int clusters)
{
    for (int k = 0; k < clusters; k++) {
        T_FOCUS_RECT(g, r.x, r.y, r.w, r.h);
        int x, y;
        if (!tg_pick_in_rect(g, r, &S_ROOM_X, &S_ROOM_Y, &x, &y))
            return;
        T_FOCUS_TILE(g, x, y);
        g->F->bushes += clump(g, x, y, roll(g, 1, 3, &S_SIZE), any_free);
    }
}

static int open_around(const tg *g, int x, int y)
{
    int n = 0;
    for (int dy = -3; dy <= 3; dy++)
        for (int dx = -3; dx <= 3; dx++)
            n += is_floor(g, x + dx, y + dy);
    return n;
}

static void rivals(tg *g)
{
    tunnel_floor *F = g->F;
    int from = knob_int(g, TK_BOTS_FROM_BIOME, &S_BOTS_FROM, "rivals from this biome");
    if (F->biome < from) {
        T_NOTE(g, -1, -1, "no rivals: botsFromBiome keeps them off this biome", 0);
        return;
    }
    int bots = knob_int(g, TK_BOTS, &S_BOTS, "most rivals");
    int n = mini(maxi(roundi(F->rungs_built / 3.0), 1), bots);
    int W = g->L->w, H = g->L->h;
    int *list = malloc(sizeof(int) * (size_t)(W * H));
    if (!list)
        return;
    for (int r = 0; r < n; r++) {
        int m = 0;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                if (tg_free_tile(g, x, y) && tunnel_region(F, x, y) != TR_CHAMBER)
                    list[m++] = y * W + x;
        if (m == 0)
            break;
        int best = -1, best_open = -1;
        T_FOCUS_NONE(g);
        for (int t = 0; t < 60; t++) {
            int k = list[roll(g, 0, m - 1, &S_RIVAL)];
            int o = open_around(g, k % W, k / W);
            if (o > best_open) {
                best_open = o;
                best = k;
                T_DECIDE(g, "the roomiest spot so far");
            } else {
                T_DECIDE(g, "no roomier: kept the earlier spot");
            }
        }
        T_FOCUS_TILE(g, best % W, best / W);
        if (tg_entity(g, SPG_E_RIVAL, best % W, best / W, 0, 0) >= 0)
            F->rivals++;
    }
    free(list);
}

void tunnel_cover(tg *g)
{
    tunnel_floor *F = g->F;
    corridor_bushes(g);
    int c = knob_int(g, TK_COVER_BUSH_CLUSTERS, &S_CLUSTERS, "bush clusters");
    int per_area = roundi(c * 2.5);
    for (int j = 0; j < F->nrooms; j++)
        area_bushes(g, F->room[j].r, per_area);
    if (F->chamber.w > 0)
        area_bushes(g, F->chamber, per_area);
    rivals(g);
    T_FOCUS_NONE(g);
}
