/* reach.c — the movement model of reach.h as a breadth-first search.  Three kinds of
 * state per tile: standing (or hanging on a ladder), falling, and at the top of a jump,
 * because spikes kill a player who lands but not one who walks in, and a jump's reach
 * must not grow by the steering a fall allows. */
#include "reach.h"

#include <stdlib.h>
#include <string.h>

/* GROUND: standing or hanging; AIR: falling, steering one column per row fallen; APEX:
 * at the top of a jump, whose sideways travel is already spent: its first row down is
 * straight (or the jump would clear four tiles instead of three). */
enum { GROUND = 1, AIR = 2, APEX = 4 };

typedef struct search {
    const spg_level *l;
    spg_reach *r;
    int16_t *qx, *qy; /* the queue: each tile enters at most once per kind */
    uint8_t *qk;
    int head, tail;
} search;

static bool inside(const spg_level *l, int x, int y) { return x >= 0 && y >= 0 && x < l->w && y < l->h; }

static bool open_at(const spg_level *l, int x, int y) { return inside(l, x, y) && !level_solid(l, x, y); }

static bool ladderish(const spg_level *l, int x, int y)
{
    int t = level_tile(l, x, y);
    return inside(l, x, y) && (t == SPG_T_LADDER || t == SPG_T_LADDER_TOP);
}

/* Something to stand on right below: a solid or a ladder top. */
static bool supported(const spg_level *l, int x, int y)
{
    return y + 1 < l->h && (level_solid(l, x, y + 1) || level_tile(l, x, y + 1) == SPG_T_LADDER_TOP);
}

static void push(search *s, int x, int y, int kind)
{
    if (!open_at(s->l, x, y) || (s->r->seen[y][x] & kind))
        return;
    if (!s->r->seen[y][x])
        s->r->tiles++;
    s->r->seen[y][x] |= (uint8_t)kind;
    s->qx[s->tail] = (int16_t)x;
    s->qy[s->tail] = (int16_t)y;
    s->qk[s->tail] = (uint8_t)kind;
    s->tail++;
}

/* Arriving at (x,y) without falling onto it: walking, climbing, being placed. */
static void arrive(search *s, int x, int y)
{
    if (supported(s->l, x, y) || ladderish(s->l, x, y))
        push(s, x, y, GROUND);
    else
        push(s, x, y, AIR);
}

static void step_air(search *s, int x, int y, bool steer)
{
    const spg_level *l = s->l;
    if (ladderish(l, x, y)) {
        push(s, x, y, GROUND); /* grabbed on the way down */
    } else if (supported(l, x, y)) {
        if (level_tile(l, x, y) != SPG_T_SPIKES) /* landing on spikes kills */
            push(s, x, y, GROUND);
    } else {
        push(s, x, y + 1, AIR);
        if (steer)
            for (int d = -1; d <= 1; d += 2)
                if (open_at(l, x + d, y) && open_at(l, x + d, y + 1))
                    push(s, x + d, y + 1, AIR);
    }
}

static void step_ground(search *s, int x, int y)
{
    const spg_level *l = s->l;
    for (int d = -1; d <= 1; d += 2)
        if (open_at(l, x + d, y))
            arrive(s, x + d, y);
    /* a jump: up one tile, then up to four columns either way at that height */
    if (open_at(l, x, y - 1)) {
        push(s, x, y - 1, APEX);
        for (int d = -1; d <= 1; d += 2)
            for (int k = 1; k <= 4 && open_at(l, x + d * k, y - 1); k++)
                push(s, x + d * k, y - 1, APEX);
    }
    if (ladderish(l, x, y)) {
        if (open_at(l, x, y - 1))
            arrive(s, x, y - 1);
        if (open_at(l, x, y + 1) && !ladderish(l, x, y + 1))
            push(s, x, y + 1, AIR); /* letting go */
    }
    if (ladderish(l, x, y + 1))
        push(s, x, y + 1, GROUND);
}

bool reach_between(const spg_level *l, int sx, int sy, int tx, int ty, spg_reach *out)
{
    spg_reach *r = out ? out : malloc(sizeof *r);
    if (!r)
        return false;
    memset(r, 0, sizeof *r);
    search s = {l, r, NULL, NULL, NULL, 0, 0};
    size_t cap = 2 * (size_t)(l->w > 0 ? l->w : 1) * (size_t)(l->h > 0 ? l->h : 1);
    bool ok = inside(l, sx, sy) && inside(l, tx, ty) && !level_solid(l, sx, sy) &&
              l->w <= SPG_MAX_W && l->h <= SPG_MAX_H;
    if (ok) {
        s.qx = malloc(cap * sizeof *s.qx);
        s.qy = malloc(cap * sizeof *s.qy);
        s.qk = malloc(cap);
        ok = s.qx && s.qy && s.qk;
    }
    if (!ok) {
        free(s.qx);
        free(s.qy);
        free(s.qk);
        if (!out)
            free(r);
        return false;
    }
    arrive(&s, sx, sy);
    while (s.head < s.tail) {
        int x = s.qx[s.head], y = s.qy[s.head], k = s.qk[s.head];
        s.head++;
        if (k != GROUND) {
            step_air(&s, x, y, k == AIR);
        } else {
            if (x == tx && y == ty)
                r->exit = true;
            step_ground(&s, x, y);
        }
    }
    bool found = r->exit;
    free(s.qx);
    free(s.qy);
    free(s.qk);
    if (!out)
        free(r);
    return found;
}

bool reach_exit(const spg_level *l, spg_reach *out)
{
    if (l->entrance_tx < 0 || l->exit_tx < 0) {
        if (out)
            memset(out, 0, sizeof *out);
        return false;
    }
    return reach_between(l, l->entrance_tx, l->entrance_ty, l->exit_tx, l->exit_ty, out);
}
