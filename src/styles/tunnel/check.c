/* check.c — measuring a finished floor: walkability, breadth-first distances, and the
 * invariants the document's audit confirmed (§5) and the ones it calls fixed by
 * construction (§4).  The grid is measured wherever it can answer, so a generator bug
 * shows up here instead of being taken on trust from the floor record. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

const char *const tunnel_invariant_names[TI__COUNT] = {
    [TI_PORTAL_REACHABLE] = "portal reachable from spawn",
    [TI_EXITS_REACHABLE] = "every safe exit reachable",
    [TI_CHESTS_REACHABLE] = "every chest reachable",
    [TI_DROPS_REACHABLE] = "every ground drop reachable",
    [TI_ONE_REGION] = "no walled-off carved region",
    [TI_NO_LOOPS] = "no loops (loops = 0)",
    [TI_RUNG_COUNT] = "rung count matches the plan",
    [TI_CENTRE_CROSSING] = "every rung crosses the centre",
    [TI_ENTRY_IS_EXIT] = "rung i+1 enters where rung i exits",
    [TI_ALTERNATES] = "switchback direction alternates",
    [TI_STUBS_SHORT] = "no stub reaches its neighbour",
    [TI_CHAMBER_SHAPE] = "boss chamber: size, centred, entered from below",
    [TI_SPAWN_PLACE] = "spawn on rung 0's entry, 2 tiles inward",
    [TI_EXITS_LOW_FIRST] = "safe exits ordered low to high",
    [TI_HEAVIES_IN_ROOMS] = "heavies in rooms only",
    [TI_LEASHED] = "room and chamber mobs leashed (bounds + leashPad)",
    [TI_FITS_GRID] = "map fits the 14,400-tile buffer, H unclamped",
};

bool tunnel_walkable(const spg_level *L, int x, int y)
{
    if (x < 0 || y < 0 || x >= L->w || y >= L->h)
        return false;
    int k = L->cell[y][x].kind;
    return k == SPG_T_FLOOR || k == SPG_T_PORTAL;
}

int tunnel_bfs(const spg_level *L, int sx, int sy, int *dist)
{
    int W = L->w, H = L->h;
    for (int i = 0; i < W * H; i++)
        dist[i] = -1;
    if (!tunnel_walkable(L, sx, sy))
        return 0;
    int *q = malloc(sizeof(int) * (size_t)(W * H));
    if (!q)
        return 0;
    int head = 0, tail = 0;
    dist[sy * W + sx] = 0;
    q[tail++] = sy * W + sx;
    static const int nx[4] = {1, -1, 0, 0}, ny[4] = {0, 0, 1, -1};
    while (head < tail) {
        int k = q[head++], x = k % W, y = k / W;
        for (int j = 0; j < 4; j++) {
            int ax = x + nx[j], ay = y + ny[j];
            if (tunnel_walkable(L, ax, ay) && dist[ay * W + ax] < 0) {
                dist[ay * W + ax] = dist[k] + 1;
                q[tail++] = ay * W + ax;
            }
        }
    }
    free(q);
    return tail;
}

/* Counts 4-connected walkable regions. */
static int regions(const spg_level *L, int *mark, int *stack)
{
    int W = L->w, H = L->h, n = 0;
    memset(mark, 0, sizeof(int) * (size_t)(W * H));
    static const int nx[4] = {1, -1, 0, 0}, ny[4] = {0, 0, 1, -1};
    for (int s = 0; s < W * H; s++) {
        if (mark[s] || !tunnel_walkable(L, s % W, s / W))
            continue;
        n++;
        int top = 0;
        stack[top++] = s;
        mark[s] = 1;
        while (top) {
            int k = stack[--top], x = k % W, y = k / W;
            for (int j = 0; j < 4; j++) {
                int ax = x + nx[j], ay = y + ny[j];
                if (tunnel_walkable(L, ax, ay) && !mark[ay * W + ax]) {
                    mark[ay * W + ax] = 1;
                    stack[top++] = ay * W + ax;
                }
            }
        }
    }
    return n;
}

/* Counts rock pockets floor encloses: 8-connected rock components that do not touch the
 * map's edge.  With 4-connected floor this is exactly the number of independent loops. */
static int holes(const spg_level *L, int *mark, int *stack)
{
    int W = L->w, H = L->h, n = 0;
    memset(mark, 0, sizeof(int) * (size_t)(W * H));
    for (int s = 0; s < W * H; s++) {
        if (mark[s] || tunnel_walkable(L, s % W, s / W))
            continue;
        bool edge = false;
        int top = 0;
        stack[top++] = s;
        mark[s] = 1;
        while (top) {
            int k = stack[--top], x = k % W, y = k / W;
            if (x == 0 || y == 0 || x == W - 1 || y == H - 1)
                edge = true;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int ax = x + dx, ay = y + dy;
                    if (ax < 0 || ay < 0 || ax >= W || ay >= H)
                        continue;
                    int q = ay * W + ax;
                    if (!mark[q] && !tunnel_walkable(L, ax, ay)) {
                        mark[q] = 1;
                        stack[top++] = q;
                    }
                }
        }
        if (!edge)
            n++;
    }
    return n;
}

static bool rect_walkable(const spg_level *L, tunnel_rect r)
{
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++)
            if (!tunnel_walkable(L, x, y))
                return false;
    return true;
}

/* True when leash l is rectangle b grown by pad on every side, clipped to the map. */
static bool leash_is(tunnel_rect l, tunnel_rect b, const tunnel_floor *F, int pad)
{
    int x0 = b.x - pad < 0 ? 0 : b.x - pad, y0 = b.y - pad < 0 ? 0 : b.y - pad;
    int x1 = b.x + b.w - 1 + pad, y1 = b.y + b.h - 1 + pad;
    x1 = x1 > F->w - 1 ? F->w - 1 : x1;
    y1 = y1 > F->h - 1 ? F->h - 1 : y1;
    return l.x == x0 && l.y == y0 && l.w == x1 - x0 + 1 && l.h == y1 - y0 + 1;
}

int tunnel_check_floor(const spg_level *L, const tunnel_floor *F, tunnel_check *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < TI__COUNT; i++)
        out->applies[i] = out->holds[i] = true;
    int W = L->w, H = L->h, pad = F->leash_pad;
    /* the buffer holds W x H <= 14,400 tiles, H up to 14400 / W; and H is the plan's
     * own (or the 24-row floor), never clamped down */
    out->holds[TI_FITS_GRID] = W >= 1 && H >= 1 && W <= TUNNEL_MAX_W &&
                               H <= TUNNEL_MAP_CAP / W && W * H <= TUNNEL_MAP_CAP &&
                               H == (F->h_raw < 24 ? 24 : F->h_raw);
    if (!out->holds[TI_FITS_GRID]) {
        for (int i = 0; i < TI__COUNT; i++)
            out->applies[i] = i == TI_FITS_GRID;
        return 1;
    }
    int *dist = malloc(sizeof(int) * (size_t)(W * H) * 3);
    if (!dist)
        return -1;
    int *mark = dist + W * H, *stack = dist + 2 * W * H;
    tunnel_bfs(L, F->spawn_x, F->spawn_y, dist);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            out->floor_tiles += tunnel_walkable(L, x, y);

    /* reachability, from the entities themselves */
    bool portal = false;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (L->cell[y][x].kind == SPG_T_PORTAL) {
                portal = true;
                if (dist[y * W + x] < 0)
                    out->holds[TI_PORTAL_REACHABLE] = false;
            }
    if (!portal)
        out->holds[TI_PORTAL_REACHABLE] = false;
    bool spawn = false;
    for (int i = 0; i < L->nent; i++) {
        const spg_entity *e = &L->ent[i];
        if (e->gone)
            continue;
        bool reached = dist[e->y * W + e->x] >= 0;
        switch (e->kind) {
        case SPG_E_EXTRACT: out->holds[TI_EXITS_REACHABLE] &= reached; break;
        case SPG_E_CHEST: out->holds[TI_CHESTS_REACHABLE] &= reached; break;
        case SPG_E_ITEM: out->holds[TI_DROPS_REACHABLE] &= reached; break;
        case SPG_E_SPAWN:
            spawn = true;
            out->holds[TI_SPAWN_PLACE] &= e->x == F->spawn_x && e->y == F->spawn_y;
            break;
        case SPG_E_ENEMY: {
            int m = TUNNEL_MOB_OF(e->info);
            if (m >= 0 && m < tunnel_roster_len && tunnel_roster[m].tier >= TUNNEL_HEAVY_TIER &&
                tunnel_room_at(F, e->x, e->y) < 0)
                out->holds[TI_HEAVIES_IN_ROOMS] = false;
            /* a mob in a room is leashed to that room's bounds + leashPad, one in the
             * chamber to the chamber's, a corridor mob to nothing */
            int room = tunnel_room_at(F, e->x, e->y), want = -1;
            tunnel_rect lr = {0, 0, 0, 0}, b = {0, 0, 0, 0};
            if (room >= 0)
                want = room, lr = F->room[room].leash, b = F->room[room].r;
            else if (tunnel_region(F, e->x, e->y) == TR_CHAMBER)
                want = TUNNEL_LEASH_CHAMBER, lr = F->chamber_leash, b = F->chamber;
            if (F->leash_of[i] != want)
                out->holds[TI_LEASHED] = false;
            else if (want != -1 && !leash_is(lr, b, F, pad))
                out->holds[TI_LEASHED] = false;
            break;
        }
        default: break;
        }
    }
    out->regions = regions(L, mark, stack);
    out->holds[TI_ONE_REGION] = out->regions == 1;
    out->holes = holes(L, mark, stack);
    out->applies[TI_NO_LOOPS] = F->loops_wanted == 0;
    out->holds[TI_NO_LOOPS] = out->holes == 0;

    /* the spine */
    /* nRungs as rolled: the plan's formula, recomputed from its draws by the tests */
    out->holds[TI_RUNG_COUNT] = F->rungs_built == F->rungs_rolled && !F->truncated;
    int lm = F->lm, rm = F->rm, cw = F->cw;
    for (int i = 0; i < F->rungs_built; i++) {
        const tunnel_rung *r = &F->rung[i];
        /* normalised to the usable width, the rung spans both sides of 0.5 */
        if (!(2 * r->x0 < lm + rm && 2 * r->x1 > lm + rm))
            out->holds[TI_CENTRE_CROSSING] = false;
        if (r->right != ((i % 2 == 0) != F->start_right))
            out->holds[TI_ALTERNATES] = false;
        /* the band itself is open end to end on the grid */
        if (!rect_walkable(L, (tunnel_rect){r->x0, r->y, r->x1 - r->x0 + 1, cw}))
            out->holds[TI_ENTRY_IS_EXIT] = false;
        if (i + 1 < F->rungs_built) {
            const tunnel_rung *nx = &F->rung[i + 1];
            if (nx->start != r->end)
                out->holds[TI_ENTRY_IS_EXIT] = false;
            /* and the shared column is open from midline to midline */
            for (int y = nx->y + cw / 2; y <= r->y + cw / 2; y++)
                if (!tunnel_walkable(L, r->end, y))
                    out->holds[TI_ENTRY_IS_EXIT] = false;
        }
    }
    if (F->rungs_built > 0 && F->rung[0].start != (F->start_right ? rm : lm))
        out->holds[TI_SPAWN_PLACE] = false;
    if (!spawn || F->rungs_built == 0 || F->spawn_x != (F->start_right ? rm - 2 : lm + 2) ||
        F->spawn_y != F->rung[0].y + cw / 2)
        out->holds[TI_SPAWN_PLACE] = false;

    /* stubs: shorter than their band, and in each stub column the floor standing on
     * the rung stops short of the neighbour (unless a connector, a shortcut or the
     * chamber's entry runs up that column by design) */
    for (int s = 0; s < F->nstubs; s++) {
        const tunnel_stub *st = &F->stub[s];
        const tunnel_rung *r = &F->rung[st->rung];
        int band = st->side < 0 ? F->gaps[st->rung] : st->rung > 0 ? F->gaps[st->rung - 1] : 3;
        if (st->len > band - 1)
            out->holds[TI_STUBS_SHORT] = false;
        int edge = st->side < 0 ? r->y - 1 : r->y + cw;
        for (int x = st->r.x; x < st->r.x + st->r.w; x++) {
            int run = 0;
            bool by_design = false;
            for (int y = edge; tunnel_walkable(L, x, y); y += st->side) {
                int reg = tunnel_region(F, x, y);
                by_design |= reg == TR_CONNECTOR || reg == TR_LOOP || reg == TR_CHAMBER_STUB;
                run++;
            }
            if (run >= band && !by_design)
                out->holds[TI_STUBS_SHORT] = false;
        }
    }

    /* the chamber */
    if (F->rungs_built > 0) {
        const tunnel_rung *top = &F->rung[F->rungs_built - 1];
        int cx = (top->x0 + top->x1) / 2;
        int bw = (int)fmin(W - 6, floor(F->boss_h * 1.25 + 0.5));
        const tunnel_rect *ch = &F->chamber;
        int want_x = cx - bw / 2 < 3 ? 3 : cx - bw / 2 > W - 3 - bw ? W - 3 - bw : cx - bw / 2;
        bool ok = ch->w == bw && ch->h == F->boss_h && ch->x == want_x;
        ok = ok && rect_walkable(L, *ch);
        for (int y = ch->y + ch->h; y < top->y && ok; y++)
            ok = tunnel_walkable(L, cx, y);
        /* the walls round it are rock except its entry */
        for (int x = ch->x - 1; x <= ch->x + ch->w && ok; x++)
            if (tunnel_walkable(L, x, ch->y - 1))
                ok = false;
        out->holds[TI_CHAMBER_SHAPE] = ok;
    } else {
        out->holds[TI_CHAMBER_SHAPE] = false;
    }
    for (int k = 0; k + 1 < F->nexits; k++)
        if (!(F->exit[k].y > F->exit[k + 1].y))
            out->holds[TI_EXITS_LOW_FIRST] = false;
    free(dist);
    int bad = 0;
    for (int i = 0; i < TI__COUNT; i++)
        bad += out->applies[i] && !out->holds[i];
    return bad;
}
