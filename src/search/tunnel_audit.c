/* tunnel_audit.c — the tunnel style's audit (tunnel_audit.h): builds many floors at each
 * stage, counts the tunnel document's invariants over them, and takes its measurements,
 * each beside the figure the document gives (its sections 3, 5 and 6).
 *
 * Like for like: a row beside a document figure measures what the document measured,
 * over the population it measured.  The document's (sim) and (audit) figures are for
 * floors of 6-11 rungs, which its own formula gives at stages 1-5 (our reading: it does
 * not name its stages), so those rows are over the audited floors of stages 1-5 and say
 * so; everything else is over every audited floor, with a row per stage.  Each row says
 * whose figure stands in its last column: "doc" (the document's, with where it says it)
 * or "ours" (a value or a split the document does not give).
 *
 * Each floor is built from its own raw state (one floor, not a game: every stage costs
 * the same): seed, seed + 1, ... stage by stage.  Nothing here prints. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tunnel_audit.h"

enum { DOC_LO = TUNNEL_AUDIT_DOC_LO, DOC_HI = TUNNEL_AUDIT_DOC_HI };

/* ---- a series of values ------------------------------------------------------------- */

typedef struct series {
    double *v;
    size_t n, cap;
} series;

static int push(series *s, double x)
{
    if (s->n == s->cap) {
        size_t c = s->cap ? s->cap * 2 : 1024;
        double *p = realloc(s->v, c * sizeof *p);
        if (!p)
            return -1;
        s->v = p;
        s->cap = c;
    }
    s->v[s->n++] = x;
    return 0;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The q-quantile (0..1) by nearest rank (sorts the series). */
static double quant(series *s, double q)
{
    if (!s->n)
        return 0;
    qsort(s->v, s->n, sizeof *s->v, cmp_d);
    size_t i = (size_t)floor(q * (double)(s->n - 1) + 0.5);
    return s->v[i];
}

static double mean(const series *s)
{
    double t = 0;
    for (size_t i = 0; i < s->n; i++)
        t += s->v[i];
    return s->n ? t / (double)s->n : 0;
}

/* ---- what one floor gives ------------------------------------------------------------- */

/* Loot by route half: pass 6b's chests and all its payouts, the rooms' chests, and a
 * weighted reward (ours). */
typedef struct halves {
    double pay_chests[2], payouts[2], room_chests[2], value[2];
} halves;

typedef struct tunnel_floor_rec {
    int stage, cw, rungs, rolled, h, w, rooms, rooms_wanted, spurs, fallback;
    int tips, tips_stub, paid, stubs, stubs_wanted, stubs_formula, rooms_formula;
    int leashed, leash_due, min_run, wall_clamp, truncated, h_clamped, one_half, nrung;
    int room_mobs_leashed, room_mobs, chamber_mobs_leashed, chamber_mobs;
    double spine, open, ms, clock_spine, clock_flat;
    halves half;
} floor_rec;

/* The floors' records while the audit runs. */
struct tunnel_audit_floors {
    floor_rec *rec;
    series frac_doc; /* rung length / usable width, stages 1-5 */
    int rooms_lo, rooms_hi, pays_cap; /* knobs the rows quote */
};

typedef tunnel_audit audit;

/* Reward value of a loot entity (ours: the document weighs rewards but gives no
 * weights): a ground drop 1; chests 2, 4, 8, 16 by rarity. */
static double value_of(const spg_entity *e)
{
    if (e->kind == SPG_E_ITEM)
        return 1;
    switch (e->info) {
    case TUNNEL_RARITY_RARE: return 4;
    case TUNNEL_RARITY_EPIC: return 8;
    case TUNNEL_RARITY_LEGENDARY: return 16;
    default: return 2;
    }
}

/* Splits the floor's loot by route fraction — where its pocket leaves the route, as the
 * payouts pass measures it — into the front (0) and back (1) halves.  The chamber's
 * chest sits at the route's end and is placed by rule, not by route: left out. */
static void split_halves(halves *hv, const spg_level *L, const tunnel_floor *F)
{
    int W = L->w, H = L->h;
    int *ds = malloc(sizeof(int) * (size_t)(W * H) * 2);
    if (!ds)
        return;
    int *dp = ds + W * H;
    tunnel_bfs(L, F->spawn_x, F->spawn_y, ds);
    tunnel_bfs(L, F->portal_x, F->portal_y, dp);
    int route = ds[F->portal_y * W + F->portal_x];
    for (int i = 0; i < L->nent && route > 0; i++) {
        const spg_entity *e = &L->ent[i];
        if (e->gone || (e->kind != SPG_E_CHEST && e->kind != SPG_E_ITEM))
            continue;
        int k = e->y * W + e->x;
        if (ds[k] < 0 || dp[k] < 0)
            continue;
        double detour = ds[k] + dp[k] - route;
        int back = (ds[k] - detour / 2) / route >= 0.5;
        bool payout = i >= F->payout_ent0 && i < F->payout_ent1;
        bool room = tunnel_room_at(F, e->x, e->y) >= 0;
        if (payout) {
            hv->payouts[back] += 1;
            hv->pay_chests[back] += e->kind == SPG_E_CHEST;
            hv->value[back] += value_of(e);
        } else if (room && e->kind == SPG_E_CHEST) {
            hv->room_chests[back] += 1;
        }
    }
    free(ds);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The stub's length as the document writes it, from the floor record. */
static bool stub_as_written(const tunnel_floor *F, const tunnel_stub *s)
{
    int band = TUNNEL_BAND_ROWS(F, s->band);
    return s->len == (s->want < band - 1 ? s->want : band - 1);
}

static bool room_as_written(const tunnel_floor *F, const tunnel_room *r)
{
    int m = F->gaps[r->rung - 1] < F->gaps[r->rung] ? F->gaps[r->rung - 1] : F->gaps[r->rung];
    int rh = F->cw + 2 * (m - 1);
    rh = rh < 3 ? 3 : rh > 13 ? 13 : rh;
    return r->r.h == rh;
}

static void record(audit *a, floor_rec *f, const spg_level *L, const tunnel_floor *F,
                   const tunnel_check *ck, int stage)
{
    f->stage = stage;
    f->cw = F->cw;
    f->rungs = F->rungs_built;
    f->rolled = F->rungs_rolled;
    f->h = L->h;
    f->w = L->w;
    f->h_clamped = L->h != (F->h_raw < 24 ? 24 : F->h_raw);
    f->spine = F->spine_tiles;
    f->clock_spine = F->clock_spine;
    f->clock_flat = F->clock_flat;
    f->open = (double)ck->floor_tiles / (L->w * L->h);
    f->rooms = F->nrooms;
    f->rooms_wanted = F->rooms_wanted;
    for (int r = 0; r < F->nrooms; r++) {
        f->spurs += F->room[r].spur;
        f->fallback += !F->room[r].preferred;
        f->rooms_formula += room_as_written(F, &F->room[r]);
    }
    f->stubs = F->nstubs;
    f->stubs_wanted = F->stubs_wanted;
    for (int s = 0; s < F->nstubs; s++)
        f->stubs_formula += stub_as_written(F, &F->stub[s]);
    f->tips = F->tips_found;
    f->tips_stub = F->tips_stub;
    f->paid = F->tips_paid;
    f->min_run = F->min_run_fired > 0;
    f->wall_clamp = F->wall_clamp_fired > 0;
    f->truncated = F->truncated;
    for (int r = 0; r < F->rungs_built; r++) {
        const tunnel_rung *g = &F->rung[r];
        if (stage >= DOC_LO && stage <= DOC_HI)
            push(&a->fl->frac_doc, g->frac);
        f->nrung++;
        f->one_half += !(2 * g->x0 < F->lm + F->rm && 2 * g->x1 > F->lm + F->rm);
    }
    for (int i = 0; i < L->nent; i++) {
        const spg_entity *e = &L->ent[i];
        if (e->gone || e->kind != SPG_E_ENEMY)
            continue;
        if (tunnel_room_at(F, e->x, e->y) >= 0) {
            f->room_mobs++;
            f->room_mobs_leashed += F->leash_of[i] >= 0;
        } else if (tunnel_region(F, e->x, e->y) == TR_CHAMBER) {
            f->chamber_mobs++;
            f->chamber_mobs_leashed += F->leash_of[i] == TUNNEL_LEASH_CHAMBER;
        }
    }
    split_halves(&f->half, L, F);
}

static int gather(audit *a, const spg_request *base, const tunnel_conf *c, char *err,
                  size_t errlen)
{
    spg_result *res = calloc(1, sizeof *res);
    tunnel_floor *F = malloc(sizeof *F);
    int nst = a->hi - a->lo + 1;
    a->fl->rec = calloc((size_t)nst * (size_t)a->count, sizeof *a->fl->rec);
    if (!res || !F || !a->fl->rec) {
        free(res);
        free(F);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = 0;
    for (int s = a->lo; s <= a->hi && rc == 0; s++)
        for (int i = 0; i < a->count && rc == 0; i++) {
            spg_request rq = *base;
            rq.style = SPG_STYLE_TUNNEL;
            rq.trace = false;
            rq.from_state = true;
            /* every floor its own state: stage s takes the count after stage s-1's */
            rq.seed = base->seed + (uint32_t)((s - a->lo) * a->count + i);
            rq.level = s;
            double t0 = now_ms();
            if (tunnel_generate_with(&rq, c, res, F, err, errlen) != 0) {
                rc = -1;
                break;
            }
            double t1 = now_ms();
            tunnel_check ck;
            tunnel_check_floor(&res->level, F, &ck);
            for (int k = 0; k < TI__COUNT; k++) {
                if (!ck.applies[k])
                    a->na[k]++;
                else if (ck.holds[k])
                    a->holds[k]++;
                else if (a->violated[k]++ == 0) {
                    a->first_bad_state[k] = rq.seed;
                    a->first_bad_stage[k] = s;
                }
            }
            floor_rec *f = &a->fl->rec[a->floors++];
            record(a, f, &res->level, F, &ck, s);
            f->ms = t1 - t0;
        }
    spg_result_free(res);
    free(res);
    free(F);
    return rc;
}

/* ---- the rows ------------------------------------------------------------------------------ */

/* What the document says about each invariant. */
const char *const tunnel_audit_invariant_figures[TI__COUNT] = {
    [TI_PORTAL_REACHABLE] = "doc: 100/100 floors (audit, 5)",
    [TI_EXITS_REACHABLE] = "doc: 100/100 floors (audit, 5)",
    [TI_CHESTS_REACHABLE] = "doc: 100/100 floors (audit, 5)",
    [TI_DROPS_REACHABLE] = "doc: 100/100 floors (audit, 5)",
    [TI_ONE_REGION] = "doc: zero walled-off carved regions, 100/100 (audit, 5)",
    [TI_NO_LOOPS] = "doc: zero loops, 100/100 (audit, 5)",
    [TI_RUNG_COUNT] = "doc: 100/100 floors (audit, 5); nRungs as rolled",
    [TI_CENTRE_CROSSING] = "doc: 0 of 34,872 rungs stayed on one half (sim, 3)",
    [TI_ENTRY_IS_EXIT] = "doc: fixed by construction (4)",
    [TI_ALTERNATES] = "doc: fixed by construction (4)",
    [TI_STUBS_SHORT] = "doc: min(randi(deadEndLen), band - 1) (pass 2b)",
    [TI_CHAMBER_SHAPE] = "doc: fixed by construction (4)",
    [TI_SPAWN_PLACE] = "doc: fixed by construction (4)",
    [TI_EXITS_LOW_FIRST] = "doc: fixed by construction (4)",
    [TI_HEAVIES_IN_ROOMS] = "doc: fixed by construction (4)",
    [TI_LEASHED] = "doc: leashed to the room bounds + leashPad (pass 6)",
    [TI_FITS_GRID] = "doc: H clamped to [24, MAP_CAP/W], never binds (pass 0)",
};

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void add(audit *t, const char *name, const char *doc, const char *fmt, ...)
{
    if (t->nrows >= TUNNEL_AUDIT_MAX_ROWS)
        return;
    tunnel_audit_row *r = &t->rows[t->nrows++];
    snprintf(r->name, sizeof r->name, "%s", name);
    snprintf(r->doc, sizeof r->doc, "%s", doc);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->ours, sizeof r->ours, fmt, ap);
    va_end(ap);
}

/* Which floors a row is over. */
typedef enum pop { POP_ALL, POP_DOC } pop;

static bool in_pop(const floor_rec *f, pop p)
{
    return p == POP_ALL || (f->stage >= DOC_LO && f->stage <= DOC_HI);
}

#define FOR_POP(a, p, f)                                                                   \
    for (long i_ = 0; i_ < (a)->floors; i_++)                                              \
        for (const floor_rec *f = &(a)->fl->rec[i_]; f && in_pop(f, p); f = NULL)

static double ratio(double back, double front) { return front > 0 ? back / front : 0; }

static void measurements(audit *a, audit *t)
{
    bool have_doc = a->lo <= DOC_HI && a->hi >= DOC_LO;
    char dpop[40];
    snprintf(dpop, sizeof dpop, "stages %d-%d", a->lo > DOC_LO ? a->lo : DOC_LO,
             a->hi < DOC_HI ? a->hi : DOC_HI);
    series spine = {0}, walk = {0}, rungs = {0}, height = {0}, open = {0}, ms = {0};
    series width = {0}, clock = {0};
    long n_doc = 0, zero_rooms = 0, zero_spur = 0, min_run = 0;
    FOR_POP(a, POP_DOC, f)
    {
        n_doc++;
        push(&spine, f->spine);
        push(&walk, f->spine * 0.4); /* 100 px/s over 40 px tiles */
        push(&rungs, f->rungs);
        push(&height, f->h);
        push(&open, f->open);
        zero_rooms += f->rooms == 0;
        zero_spur += f->spurs == 0;
        min_run += f->min_run;
    }
    long floors = a->floors, one_half = 0, nrung = 0, wall = 0, trunc = 0, hclamp = 0;
    long rooms = 0, rooms_formula = 0, rooms_wanted = 0, fallback = 0, stubs = 0;
    long stubs_wanted = 0, stubs_formula = 0, rm = 0, rml = 0, cm = 0, cml = 0;
    double clock_flat = 0;
    FOR_POP(a, POP_ALL, f)
    {
        one_half += f->one_half;
        nrung += f->nrung;
        wall += f->wall_clamp;
        trunc += f->truncated;
        hclamp += f->h_clamped;
        rooms += f->rooms;
        rooms_formula += f->rooms_formula;
        rooms_wanted += f->rooms_wanted;
        fallback += f->fallback;
        stubs += f->stubs;
        stubs_wanted += f->stubs_wanted;
        stubs_formula += f->stubs_formula;
        rm += f->room_mobs;
        rml += f->room_mobs_leashed;
        cm += f->chamber_mobs;
        cml += f->chamber_mobs_leashed;
        push(&width, f->w);
        push(&clock, f->clock_spine);
        push(&ms, f->ms);
        clock_flat = f->clock_flat;
    }
    char nm[160];
    if (have_doc) {
        double smin = quant(&spine, 0), smax = quant(&spine, 1);
        double p10 = quant(&spine, 0.1), p90 = quant(&spine, 0.9);
        snprintf(nm, sizeof nm, "spine length, tiles (min/median/max), %s", dpop);
        add(t, nm, "doc: 129 / 241 / 383 (sim, 6.1)", "%.0f / %.0f / %.0f", smin,
            quant(&spine, 0.5), smax);
        snprintf(nm, sizeof nm, "spine spread max/min, p90/p10, %s", dpop);
        add(t, nm, "doc: 2.97x, 1.64x (sim, 6.1)", "%.2fx, %.2fx", smin > 0 ? smax / smin : 0,
            p10 > 0 ? p90 / p10 : 0);
        snprintf(nm, sizeof nm, "walking at 100 px/s, 40 px tiles (s), %s", dpop);
        add(t, nm, "doc: 52-153, median ~96 (sim, 6.1)", "%.0f-%.0f, median %.0f",
            quant(&walk, 0), quant(&walk, 1), quant(&walk, 0.5));
        snprintf(nm, sizeof nm, "rungs per floor (min-max), %s", dpop);
        add(t, nm, "doc: 6-11 (6-9, +0.6/stage; 6.1)", "%.0f-%.0f, mean %.2f", quant(&rungs, 0),
            quant(&rungs, 1), mean(&rungs));
        snprintf(nm, sizeof nm, "rung length / usable width, %s", dpop);
        add(t, nm, "doc: 0.30 / 0.575 / 0.91 (sim, 6.1)", "%.2f / %.3f / %.2f",
            quant(&a->fl->frac_doc, 0), quant(&a->fl->frac_doc, 0.5), quant(&a->fl->frac_doc, 1));
        snprintf(nm, sizeof nm, "minRun guard fired (floors), %s", dpop);
        add(t, nm, "doc: ~0.03% of floors (sim, 3)", "%.2f%% (%ld of %ld)",
            100.0 * min_run / (n_doc ? n_doc : 1), min_run, n_doc);
        snprintf(nm, sizeof nm, "map height H (min/median/max), %s", dpop);
        add(t, nm, "doc: derived, ~70-110 (pass 0)", "%.0f / %.0f / %.0f", quant(&height, 0),
            quant(&height, 0.5), quant(&height, 1));
        snprintf(nm, sizeof nm, "open floor fraction (median), %s", dpop);
        add(t, nm, "doc: ~41% (audit, 3)", "%.1f%% (%.1f-%.1f%%)", 100 * quant(&open, 0.5),
            100 * quant(&open, 0), 100 * quant(&open, 1));
        snprintf(nm, sizeof nm, "floors with zero rooms, %s", dpop);
        add(t, nm, "doc: 1 in 100 (audit, 6.4)", "%ld in %ld (%.1f%%)", zero_rooms, n_doc,
            100.0 * zero_rooms / (n_doc ? n_doc : 1));
        snprintf(nm, sizeof nm, "floors with zero spur rooms, %s", dpop);
        add(t, nm, "doc: 4 in 100 (audit, 6.4)", "%ld in %ld (%.1f%%)", zero_spur, n_doc,
            100.0 * zero_spur / (n_doc ? n_doc : 1));
    }
    add(t, "rungs that stayed on one half, all floors", "doc: 0 of 34,872 (sim, 3)",
        "%ld of %ld", one_half, nrung);
    add(t, "wall clamp / truncation guard fired, all floors", "doc: never / never (sim, 3)",
        "%ld / %ld floors", wall, trunc);
    add(t, "floors whose H was clamped, all floors", "doc: the clamp never binds (pass 0)",
        "%ld of %ld", hclamp, floors);
    add(t, "map width W (min-max), all floors", "doc: 34-46 (pass 0)", "%.0f-%.0f",
        quant(&width, 0), quant(&width, 1));
    add(t, "rooms with rh = clamp(cw+2(min gap-1),3,13)", "doc: that formula (pass 4)",
        "%ld of %ld", rooms_formula, rooms);
    char rd[128];
    snprintf(rd, sizeof rd, "ours: rooms %d-%d, cut to nRungs-2 (the doc gives no default)",
             a->fl->rooms_lo, a->fl->rooms_hi);
    add(t, "rooms per floor (mean), wanted (mean), all floors", rd, "%.2f, %.2f",
        floors ? (double)rooms / floors : 0, floors ? (double)rooms_wanted / floors : 0);
    add(t, "rooms from the fallback list, all floors", "ours: the doc gives no figure", "%ld of %ld",
        fallback, rooms);
    add(t, "stubs laid / rolled (deadEnds), all floors", "doc: deadEnds 2-4, none dropped (pass 2b)",
        "%ld / %ld", stubs, stubs_wanted);
    add(t, "stubs of min(randi(deadEndLen), band-1)", "doc: that formula (pass 2b)", "%ld of %ld",
        stubs_formula, stubs);
    add(t, "room mobs leashed to room + leashPad", "doc: each mob leashed (pass 6)", "%ld of %ld",
        rml, rm);
    add(t, "chamber trash leashed to the chamber", "doc: leashed to the chamber (pass 6)",
        "%ld of %ld", cml, cm);
    add(t, "floor clock (s): flat; following the spine", "doc: flat 300 on every floor (6.1)",
        "%.0f; %.0f-%.0f, median %.0f", clock_flat, quant(&clock, 0), quant(&clock, 1),
        quant(&clock, 0.5));
    add(t, "generation time per floor (median)", "doc: 0.8 ms (audit, 5; other machine)",
        "%.3f ms", quant(&ms, 0.5));
    series *all[] = {&spine, &walk, &rungs, &height, &open, &ms, &width, &clock};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        free(all[i]->v);
}

/* Dead ends (pass 6b): by corridor width and by kind; and the back half's share. */
static void dead_ends(audit *a, audit *t)
{
    bool have_doc = a->lo <= DOC_HI && a->hi >= DOC_LO;
    char dpop[40], nm[160], doc[128];
    snprintf(dpop, sizeof dpop, "stages %d-%d", a->lo > DOC_LO ? a->lo : DOC_LO,
             a->hi < DOC_HI ? a->hi : DOC_HI);
    for (int p = have_doc ? 0 : 1; p < 2; p++) {
        pop P = p == 0 ? POP_DOC : POP_ALL;
        const char *pn = p == 0 ? dpop : "all floors";
        long n = 0, tips = 0, stub = 0, paid = 0, bound = 0;
        long ncw[8] = {0}, tcw[8] = {0}, bcw[8] = {0};
        halves h = {{0}, {0}, {0}, {0}};
        FOR_POP(a, P, f)
        {
            n++;
            tips += f->tips;
            stub += f->tips_stub;
            paid += f->paid;
            bound += f->tips > a->fl->pays_cap;
            int c = f->cw < 8 ? f->cw : 7;
            ncw[c]++;
            tcw[c] += f->tips;
            bcw[c] += f->tips > a->fl->pays_cap;
            for (int k = 0; k < 2; k++) {
                h.pay_chests[k] += f->half.pay_chests[k];
                h.payouts[k] += f->half.payouts[k];
                h.room_chests[k] += f->half.room_chests[k];
                h.value[k] += f->half.value[k];
            }
        }
        double d = n ? (double)n : 1;
        snprintf(nm, sizeof nm, "dead ends per floor (mean), %s", pn);
        add(t, nm, p == 0 ? "doc: ~14, was ~23 (audit, 6.3)" : "ours: all stages; the doc's figure (above) is for stages 1-5",
            "%.1f (paid %.1f)", tips / d, paid / d);
        for (int c = 0; c < 8; c++)
            if (ncw[c]) {
                snprintf(nm, sizeof nm, "  at cw %d: dead ends per floor; cap bound, %s", c, pn);
                add(t, nm, "ours: the doc gives no split by cw", "%.1f; %ld of %ld floors",
                    (double)tcw[c] / ncw[c], bcw[c], ncw[c]);
            }
        snprintf(nm, sizeof nm, "  in deliberate stubs / incidental, per floor, %s", pn);
        add(t, nm, "ours: the doc gives no split by kind", "%.1f / %.1f", stub / d,
            (tips - stub) / d);
        snprintf(nm, sizeof nm, "floors with more dead ends than deadEndPays %d, %s",
                 a->fl->pays_cap, pn);
        add(t, nm, p == 0 ? "doc: the cap no longer binds (6.3)"
                          : "ours: all stages; the doc's claim (above) is for stages 1-5",
            "%ld of %ld", bound, n);
        snprintf(nm, sizeof nm, "back/front half: pass-6b chests (counts), %s", pn);
        add(t, nm, p == 0 ? "doc: 1.52x the chests (audit, 6b)" : "ours: all stages; the doc's figure (above) is for stages 1-5",
            "%.2fx (%.0f / %.0f)", ratio(h.pay_chests[1], h.pay_chests[0]), h.pay_chests[1],
            h.pay_chests[0]);
        snprintf(nm, sizeof nm, "back/front half: pass-6b payouts (counts), %s", pn);
        add(t, nm, "ours: the doc counts no payouts", "%.2fx (%.0f / %.0f)",
            ratio(h.payouts[1], h.payouts[0]), h.payouts[1], h.payouts[0]);
        snprintf(nm, sizeof nm, "back/front half: room chests (counts), %s", pn);
        add(t, nm, "ours: the doc gives none", "%.2fx (%.0f / %.0f)",
            ratio(h.room_chests[1], h.room_chests[0]), h.room_chests[1], h.room_chests[0]);
        snprintf(nm, sizeof nm, "back/front half: payout value, weights ours, %s", pn);
        snprintf(doc, sizeof doc, "%s",
                 p == 0 ? "doc: 2.68x reward value (audit, 6b; weights not given: ours 1/2/4/8/16)"
                        : "ours: weights drop 1, chest 2/4/8/16");
        add(t, nm, doc, "%.2fx", ratio(h.value[1], h.value[0]));
    }
}

/* A row per stage: the plan's figures where the formula says what to expect. */
static void per_stage(audit *a, const tunnel_conf *c)
{
    for (int s = a->lo; s <= a->hi; s++) {
        series h = {0}, sp = {0};
        long n = 0, laid = 0, tips = 0, rooms = 0;
        int rmin = 1 << 20, rmax = 0, wmax = 0;
        for (long i = 0; i < a->floors; i++) {
            const floor_rec *r = &a->fl->rec[i];
            if (r->stage != s)
                continue;
            n++;
            laid += r->rungs == r->rolled;
            rmin = r->rungs < rmin ? r->rungs : rmin;
            rmax = r->rungs > rmax ? r->rungs : rmax;
            wmax = r->w > wmax ? r->w : wmax;
            tips += r->tips;
            rooms += r->rooms;
            push(&h, r->h);
            push(&sp, r->spine);
        }
        /* nRungs = max(2, randi(rungs) + round((stage-1) x rungsPerStage)) */
        int flo = (int)c->min[TK_RUNGS] + (int)floor((s - 1) * c->min[TK_RUNGS_PER_STAGE] + 0.5);
        int fhi = (int)c->max[TK_RUNGS] + (int)floor((s - 1) * c->max[TK_RUNGS_PER_STAGE] + 0.5);
        tunnel_audit_stage *st = &a->stage[a->nstages++];
        st->stage = s;
        st->floors = n;
        st->rungs_min = n ? rmin : 0;
        st->rungs_max = rmax;
        st->rungs_as_rolled = laid;
        st->formula_min = flo < 2 ? 2 : flo;
        st->formula_max = fhi < 2 ? 2 : fhi;
        st->h_min = quant(&h, 0);
        st->h_median = quant(&h, 0.5);
        st->h_max = quant(&h, 1);
        /* the tightest cap among the stage's floors: the widest one's 14400 / W */
        st->h_cap = wmax > 0 ? TUNNEL_MAP_CAP / wmax : 0;
        st->spine_median = quant(&sp, 0.5);
        st->dead_ends_mean = n ? (double)tips / n : 0;
        st->rooms_mean = n ? (double)rooms / n : 0;
        free(h.v);
        free(sp.v);
    }
}

int tunnel_audit_run(tunnel_audit *a, const spg_request *base, const tunnel_conf *c, int count,
                     int lo, int hi, char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    if (count < 1 || count > TUNNEL_AUDIT_MAX_COUNT || lo < 1 || hi > TUNNEL_MAX_STAGE ||
        lo > hi) {
        snprintf(err, errlen, "%d floors at stages %d-%d: give 1-%d floors at stages within "
                 "1-%d", count, lo, hi, TUNNEL_AUDIT_MAX_COUNT, TUNNEL_MAX_STAGE);
        return -1;
    }
    if (!(a->fl = calloc(1, sizeof *a->fl))) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    a->lo = lo;
    a->hi = hi;
    a->count = count;
    a->first_state = base->seed;
    a->fl->rooms_lo = (int)c->min[TK_ROOMS];
    a->fl->rooms_hi = (int)c->max[TK_ROOMS];
    a->fl->pays_cap = (int)c->max[TK_DEAD_END_PAYS];
    if (gather(a, base, c, err, errlen) != 0) {
        tunnel_audit_free(a);
        return -1;
    }
    a->ok = true;
    for (int k = 0; k < TI__COUNT; k++)
        a->ok = a->ok && a->violated[k] == 0;
    per_stage(a, c);
    measurements(a, a);
    dead_ends(a, a);
    return 0;
}

void tunnel_audit_free(tunnel_audit *a)
{
    if (a->fl) {
        free(a->fl->frac_doc.v);
        free(a->fl->rec);
        free(a->fl);
    }
    a->fl = NULL;
}
