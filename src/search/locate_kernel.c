/* locate_kernel.c — locate_prefix.c's test on four states at once (locate_kernel.h).
 *
 * The same rules as locate_prefix.c (the areas' tile chains for the plain codes and
 * classic_earth_rolls), spelt for lanes: every draw a tile might make is made, and each
 * lane's state, kind and content are chosen among them with masks; a roll rand(0,n-1) < v
 * is the state < ceil(v 2^32 / n).  Written with GCC's vector extension, compiled for
 * AVX2 and for any machine (target_clones picks at run time).  tests/unit/test_locate.c
 * holds it to locate_prefix.c state by state. */
#include "locate_kernel.h"

#include "../game.h"
#include "locate_prefix.h"

#if defined(__x86_64__) && defined(__has_attribute)
#if __has_attribute(target_clones)
#define LOCATE_CLONES __attribute__((target_clones("avx2", "default")))
#endif
#endif
#ifndef LOCATE_CLONES
#define LOCATE_CLONES
#endif

/* eight lanes with GCC (256-bit vectors: AVX2's, or two SSE2 halves; the helpers are
 * always inlined, so no such value crosses a call and the psabi note does not apply),
 * four with other compilers (128-bit vectors, every x86-64's) */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#define LANES 8
#else
#define LANES 4
#endif
typedef uint32_t v4u __attribute__((vector_size(LANES * 4)));
typedef int32_t v4i __attribute__((vector_size(LANES * 4)));

#define INL static inline __attribute__((always_inline))

INL v4u bc(uint32_t x) { return (v4u){0} + x; }
INL v4u nx(v4u s) { return s * bc(0x08088405u) + bc(1u); }
INL v4i all(void) { return (v4i){0} - 1; }
INL v4i nil(void) { return (v4i){0}; }
INL v4i lt(v4u s, uint64_t t) { return t >= (1ull << 32) ? all() : (v4i)(s < bc((uint32_t)t)); }
INL v4i eq(v4u a, uint32_t b) { return (v4i)(a == bc(b)); }
INL v4u sel(v4i m, v4u a, v4u b) { return ((v4u)m & a) | (~(v4u)m & b); }
INL bool none(v4i m)
{
    union {
        v4i v;
        uint64_t q[LANES / 2];
    } u = {m};
    uint64_t any = 0;
    for (int i = 0; i < LANES / 2; i++)
        any |= u.q[i];
    return any == 0;
}

/* ceil(num * 2^32 / n): the states below it roll rand(0, n-1) < num */
static uint64_t th(uint64_t num, uint64_t n) { return ((num << 32) + n - 1) / n; }

typedef struct odds {
    uint64_t t2, t3, t4, t10, t100, g19, g29, t1200;
    uint64_t sa, em, ru;          /* the area's earth's gems */
    uint64_t jsa, jem, jru;       /* a Jungle block's (the Temple's rare one) */
    uint64_t tsa, tem, tru;       /* a temple block's (the Jungle's 't') */
} odds;

typedef struct lane_out {
    v4u kind, content;
    v4i alt;
} lane_out;

INL v4u earth(const odds *o, v4u s, uint32_t kind, bool look, uint64_t tsa, uint64_t tem,
              uint64_t tru, lane_out *r)
{
    r->kind = bc(kind);
    r->alt = nil();
    if (look) {
        s = nx(s);
        r->alt = lt(s, o->t10);
    }
    v4u g = nx(s);
    v4i gold = lt(g, o->g19), rich = lt(g, o->g29) & ~gold, vein = gold | rich;
    v4u s2 = nx(g), s3 = nx(s2), s4 = nx(s3), s5 = nx(s4), s6 = nx(s5);
    v4i sa = ~vein & lt(s2, tsa);
    v4i em = ~vein & ~sa & lt(s3, tem);
    v4i ru = ~vein & ~sa & ~em & lt(s4, tru);
    v4i it = ~vein & ~sa & ~em & ~ru & lt(s5, o->t1200);
    r->content = sel(gold, bc(SPG_C_GOLD),
                 sel(rich, bc(SPG_C_RICH_GOLD),
                 sel(sa, bc(SPG_C_SAPPHIRE),
                 sel(em, bc(SPG_C_EMERALD),
                 sel(ru, bc(SPG_C_RUBY), sel(it, bc(SPG_C_ITEM), bc(SPG_C_NONE)))))));
    return sel(vein, g, sel(sa, s2, sel(em, s3, sel(ru, s4, sel(it, s6, s5)))));
}

INL v4u area_earth(const odds *o, int area, v4u s, lane_out *r)
{
    switch (area) {
    case SPG_AREA_MINES: return earth(o, s, SPG_T_BRICK, true, o->sa, o->em, o->ru, r);
    case SPG_AREA_JUNGLE: return earth(o, s, SPG_T_LUSH, false, o->sa, o->em, o->ru, r);
    case SPG_AREA_ICE_CAVES: return earth(o, s, SPG_T_ICE, false, o->sa, o->em, o->ru, r);
    default: return earth(o, s, SPG_T_TEMPLE, false, o->sa, o->em, o->ru, r);
    }
}

/* A block made in place of earth (stone, clear ice): kind k where m, the rest as they are. */
INL void block_where(v4i m, uint32_t k, lane_out *r)
{
    r->kind = sel(m, bc(k), r->kind);
    r->content = sel(m, bc(SPG_C_NONE), r->content);
    r->alt &= ~m;
}

INL v4u solid(const odds *o, int area, bool half, v4u s, lane_out *r)
{
    switch (area) {
    case SPG_AREA_MINES: {
        v4u t = nx(s);
        v4i stone = lt(t, o->t10);
        v4u e = area_earth(o, area, t, r);
        block_where(stone, SPG_T_STONE, r);
        return sel(stone, t, e);
    }
    case SPG_AREA_JUNGLE:
        return area_earth(o, area, s, r);
    case SPG_AREA_ICE_CAVES: {
        v4u t = nx(s);
        v4i ice = lt(t, o->t10);
        v4u e = area_earth(o, area, t, r);
        block_where(ice, SPG_T_ICE_BLOCK, r);
        return sel(ice, nx(t), e);
    }
    default: {
        v4i lush = nil();
        v4u le = s;
        lane_out lr = {bc(0), bc(0), nil()};
        if (!half) {
            s = nx(s);
            lush = lt(s, o->t100);
            le = earth(o, s, SPG_T_LUSH, false, o->jsa, o->jem, o->jru, &lr);
        }
        v4u u = nx(s);
        v4i stone = lt(u, o->t10);
        v4u e = area_earth(o, area, u, r);
        block_where(stone, SPG_T_STONE, r);
        e = sel(stone, u, e);
        r->kind = sel(lush, lr.kind, r->kind);
        r->content = sel(lush, lr.content, r->content);
        r->alt = (lush & lr.alt) | (~lush & r->alt);
        return sel(lush, le, e);
    }
    }
}

INL v4i agrees(uint8_t obs, int8_t alt, int8_t content, int8_t earthk, bool hide, const lane_out *r)
{
    switch (obs) {
    case LO_EARTH: {
        v4i ok = earthk ? eq(r->kind, (uint32_t)earthk)
                        : eq(r->kind, SPG_T_BRICK) | eq(r->kind, SPG_T_LUSH) |
                              eq(r->kind, SPG_T_ICE) | eq(r->kind, SPG_T_TEMPLE);
        ok &= alt ? r->alt : ~r->alt;
        v4u c = r->content;
        if (content == SPG_C_NONE)
            ok &= eq(c, SPG_C_NONE) | eq(c, SPG_C_ITEM) |
                  (hide ? eq(c, SPG_C_GOLD) | eq(c, SPG_C_RICH_GOLD) : nil());
        else if (content < 0)
            ok &= eq(c, SPG_C_SAPPHIRE) | eq(c, SPG_C_EMERALD) | eq(c, SPG_C_RUBY);
        else
            ok &= eq(c, (uint32_t)content);
        return ok;
    }
    case LO_STONE: return eq(r->kind, SPG_T_STONE);
    case LO_ICE_BLOCK: return eq(r->kind, SPG_T_ICE_BLOCK);
    case LO_OPEN: return eq(r->kind, SPG_T_EMPTY);
    case LO_SPIKES: return eq(r->kind, SPG_T_SPIKES);
    case LO_PUSH: return eq(r->kind, SPG_T_PUSH_BLOCK);
    default: return all();
    }
}

INL v4u steps(v4u s, int n)
{
    for (int i = 0; i < n; i++)
        s = nx(s);
    return s;
}

/* Runs the program on the lanes from states s (before the first tile's draw); returns
 * the lanes still agreeing, and *died the op at which the last lane was ruled out. */
INL v4i program(const odds *o, const locate_hyp *h, int area, v4u s, v4i alive, int *died)
{
    const int air = area == SPG_AREA_JUNGLE ? 2 : 3;
    for (int k = 0; k < h->nops; k++) {
        const locate_op *op = &h->op[k];
        lane_out r = {bc(SPG_T_EMPTY), bc(SPG_C_NONE), nil()};
        switch (op->kind) {
        case OP_SOLID:
            s = solid(o, area, false, s, &r);
            if (area == SPG_AREA_JUNGLE)
                s = nx(s);
            break;
        case OP_HALF: {
            v4u t = nx(s);
            v4i half = lt(t, o->t2);
            lane_out sr;
            v4u ss = solid(o, area, true, t, &sr);
            if (area == SPG_AREA_JUNGLE)
                ss = nx(ss);
            s = sel(half, ss, steps(t, air - 1));
            r.kind = sel(half, sr.kind, r.kind);
            r.content = sel(half, sr.content, r.content);
            r.alt = half & sr.alt;
            break;
        }
        case OP_AIR:
            s = steps(s, air);
            continue;
        case OP_TAKEN:
            s = steps(s, locate_taken_draws(area));
            continue;
        case OP_VINE:
            s = nx(s);
            continue;
        case OP_TEMPLE_BLOCK:
            s = nx(earth(o, nx(s), SPG_T_TEMPLE, false, o->tsa, o->tem, o->tru, &r));
            break;
        case OP_LADDER:
            s = nx(s);
            continue;
        case OP_SPIKES: {
            v4u t = steps(s, 2);
            v4i sp = lt(t, o->t3);
            r.kind = sel(sp, bc(SPG_T_SPIKES), r.kind);
            s = sel(sp, t, nx(t));
            break;
        }
        case OP_PUSH: {
            s = steps(s, 3);
            r.kind = sel(lt(s, o->t4), bc(SPG_T_PUSH_BLOCK), r.kind);
            break;
        }
        case OP_ICE:
            s = steps(s, 3);
            r.kind = bc(SPG_T_ICE_BLOCK);
            break;
        case OP_MAYBE_ICE: {
            v4u t = steps(s, 3);
            v4i ice = lt(t, o->t2);
            r.kind = sel(ice, bc(SPG_T_ICE_BLOCK), r.kind);
            s = sel(ice, nx(t), t);
            break;
        }
        case OP_DOOR: {
            s = steps(s, locate_door_draws(area));
            lane_out b;
            s = area_earth(o, area, s, &b);
            alive &= agrees(op->obs2, op->alt2, op->content2, op->earth2, op->hideable2, &b);
            if (none(alive)) {
                *died = k;
                return alive;
            }
            continue;
        }
        default:
            *died = k;
            return nil();
        }
        alive &= agrees(op->obs, op->alt, op->content, op->earth, op->hideable, &r);
        if (none(alive)) {
            *died = k;
            return alive;
        }
    }
    *died = h->nops;
    return alive;
}

LOCATE_CLONES
size_t locate_kernel_block(const locate_hyp *h, int area, uint32_t first, uint32_t count,
                           uint32_t *out, size_t max, int *deepest)
{
    odds o = {th(1, 2), th(1, 3), th(1, 4), th(1, 10), th(1, 100), th(19, 100), th(29, 100),
              th(1, 1200), 0, 0, 0, th(1, 80), th(1, 100), th(1, 120),
              th(1, 60), th(1, 80), th(1, 100)};
    static const uint32_t gems[4][3] = {{100, 120, 140}, {80, 100, 120}, {40, 60, 80}, {60, 80, 100}};
    int a = area >= 0 && area < 4 ? area : 3;
    o.sa = th(1, gems[a][0]), o.em = th(1, gems[a][1]), o.ru = th(1, gems[a][2]);
    bool variants = h->set->items[h->index].variants > 1;
    uint64_t vlo = th((uint64_t)h->variant, 2), vhi = th((uint64_t)h->variant + 1, 2);
    size_t n = 0;
    v4u lane;
    for (int i = 0; i < LANES; i++)
        lane[i] = (uint32_t)i;
    for (uint64_t at = 0; at < count; at += LANES) {
        v4u s1 = bc(first + (uint32_t)at) + lane, s = s1;
        v4i alive = (v4i)(lane < bc(count - (uint32_t)at < LANES ? count - (uint32_t)at : LANES));
        if (variants) {
            s = nx(s);
            alive &= ~lt(s, vlo) & lt(s, vhi);
        }
        for (int k = 0; k < h->nslots; k++) {
            s = steps(s, h->slot[k].pre);
            s = nx(s);
            int v = h->slot[k].value;
            if (v >= 0) {
                uint64_t sn = (uint64_t)h->slot[k].n;
                alive &= ~lt(s, th((uint64_t)v, sn)) & lt(s, th((uint64_t)v + 1, sn));
            }
        }
        if (none(alive))
            continue;
        int died = 0;
        alive = program(&o, h, area, s, alive, &died);
        if (died < h->nops) {
            if (died > *deepest)
                *deepest = died;
            continue;
        }
        for (int i = 0; i < LANES; i++)
            if (alive[i] && n < max)
                out[n++] = s1[i];
    }
    return n;
}
