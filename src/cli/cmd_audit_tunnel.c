/* cmd_audit_tunnel.c — spelgen audit --style tunnel: builds many floors and prints the
 * tunnel document's invariants (holds / violated over every floor) and its measurements,
 * each beside the figure the document gives (spec 003: §3, §5, §6).
 *
 * The `audit` command (cmd_audit.c, another file) parses the options and calls
 * cmd_audit_tunnel() when --style tunnel is given.  cli_opts has no count field, so the
 * count travels in the positional arguments ("N", "--count N" or "--count=N"), or a
 * caller that parsed it calls cmd_audit_tunnel_count() directly.  Floors are seeds
 * o->rq.seed.. (1.. from the audit command, which takes no seed) at stages 1-4 in turn,
 * or at o->rq.level alone when a caller sets it above 1. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../output/render.h"
#include "../styles/tunnel/tunnel.h"
#include "cli.h"

/* Runs the audit over `count` floors; exit status 0 when every invariant held on every
 * floor, 1 when one was violated or the floors could not be built, 2 on bad usage. */
int cmd_audit_tunnel_count(cli_opts *o, int count);

enum { DEFAULT_COUNT = 1000, MAX_COUNT = 10000000 };

/* ---- a series of per-floor values ------------------------------------------------------ */

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

/* The q-quantile (0..1) by nearest rank, after sorting. */
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

/* ---- what the audit gathers ---------------------------------------------------------------- */

typedef struct audit {
    int floors;
    long holds[TI__COUNT], violated[TI__COUNT], na[TI__COUNT];
    uint32_t first_bad_seed[TI__COUNT];
    int first_bad_stage[TI__COUNT];
    series spine, walk, rungs, frac, height, width, open, rooms, tips, paid, ms, clock;
    long one_half, rungs_total, min_run, wall_clamp, truncated, capped;
    long zero_rooms, zero_spur, fallback_rooms;
    double chests_front, chests_back, value_front, value_back;
    long loops_floors;
    int clock_flat;
} audit;

/* Reward value of a loot entity: ours (the document's audit weighs chests by rarity but
 * does not print its weights): a drop 1, chests 2, 4, 8, 16 by rarity. */
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

/* Splits the floor's loot by route fraction (where its pocket leaves the route, as the
 * payouts pass measures it) into the front and back halves. */
static void halves(audit *a, const spg_level *L, const tunnel_floor *F)
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
        double frac = (ds[k] - detour / 2) / route;
        bool back = frac >= 0.5;
        if (e->kind == SPG_E_CHEST)
            *(back ? &a->chests_back : &a->chests_front) += 1;
        *(back ? &a->value_back : &a->value_front) += value_of(e);
    }
    free(ds);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int gather(audit *a, const cli_opts *o, const tunnel_conf *c, int count, int fixed_stage)
{
    spg_result *res = calloc(1, sizeof *res);
    tunnel_floor *F = malloc(sizeof *F);
    if (!res || !F) {
        free(res);
        free(F);
        return -1;
    }
    int rc = 0;
    for (int i = 0; i < count && rc == 0; i++) {
        spg_request rq = o->rq;
        rq.style = SPG_STYLE_TUNNEL;
        rq.trace = false;
        rq.seed = o->rq.seed + (uint32_t)i;
        rq.level = fixed_stage ? fixed_stage : 1 + i % 4;
        char err[256];
        double t0 = now_ms();
        if (tunnel_generate_with(&rq, c, res, F, err, sizeof err) != 0) {
            cli_error("audit", "%s", err);
            rc = -1;
            break;
        }
        /* a seed builds floors 1..stage; the cost of one floor is the share of the last */
        double t1 = now_ms();
        push(&a->ms, (t1 - t0) / (rq.from_state ? 1 : rq.level));
        const spg_level *L = &res->level;
        tunnel_check ck;
        tunnel_check_floor(L, F, &ck);
        for (int k = 0; k < TI__COUNT; k++) {
            if (!ck.applies[k])
                a->na[k]++;
            else if (ck.holds[k])
                a->holds[k]++;
            else if (a->violated[k]++ == 0) {
                a->first_bad_seed[k] = rq.seed;
                a->first_bad_stage[k] = rq.level;
            }
        }
        a->floors++;
        push(&a->spine, F->spine_tiles);
        push(&a->walk, F->spine_tiles * 0.4); /* 100 px/s over 40 px tiles */
        push(&a->clock, F->clock_spine);
        a->clock_flat = F->clock_flat;
        push(&a->rungs, F->rungs_built);
        for (int r = 0; r < F->rungs_built; r++) {
            const tunnel_rung *g = &F->rung[r];
            push(&a->frac, g->frac);
            a->rungs_total++;
            if (!(2 * g->x0 < F->lm + F->rm && 2 * g->x1 > F->lm + F->rm))
                a->one_half++;
        }
        a->min_run += F->min_run_fired > 0;
        a->wall_clamp += F->wall_clamp_fired > 0;
        a->truncated += F->truncated;
        a->capped += F->height_capped;
        a->loops_floors += F->nloops > 0;
        push(&a->height, L->h);
        push(&a->width, L->w);
        push(&a->open, (double)ck.floor_tiles / (L->w * L->h));
        push(&a->rooms, F->nrooms);
        int spurs = 0;
        for (int r = 0; r < F->nrooms; r++) {
            spurs += F->room[r].spur;
            a->fallback_rooms += !F->room[r].preferred;
        }
        a->zero_rooms += F->nrooms == 0;
        a->zero_spur += spurs == 0;
        push(&a->tips, F->tips_found);
        push(&a->paid, F->tips_paid);
        halves(a, L, F);
    }
    spg_result_free(res);
    free(res);
    free(F);
    return rc;
}

/* ---- printing ------------------------------------------------------------------------------ */

/* What the document says about each invariant. */
static const char *const doc_inv[TI__COUNT] = {
    [TI_PORTAL_REACHABLE] = "100/100 floors (audit, 5)",
    [TI_EXITS_REACHABLE] = "100/100 floors (audit, 5)",
    [TI_CHESTS_REACHABLE] = "100/100 floors (audit, 5)",
    [TI_DROPS_REACHABLE] = "100/100 floors (audit, 5)",
    [TI_ONE_REGION] = "100/100 floors: zero walled-off carved regions (audit, 5)",
    [TI_NO_LOOPS] = "100/100 floors: zero loops (audit, 5)",
    [TI_RUNG_COUNT] = "100/100 floors (audit, 5)",
    [TI_CENTRE_CROSSING] = "0 of 34,872 rungs stayed on one half (sim, 3)",
    [TI_ENTRY_IS_EXIT] = "fixed by construction (4)",
    [TI_ALTERNATES] = "fixed by construction (4)",
    [TI_STUBS_SHORT] = "capped one tile short of the gap (pass 2b)",
    [TI_CHAMBER_SHAPE] = "fixed by construction (4)",
    [TI_SPAWN_PLACE] = "fixed by construction (4)",
    [TI_EXITS_LOW_FIRST] = "fixed by construction (4)",
    [TI_HEAVIES_IN_ROOMS] = "fixed by construction (4)",
    [TI_FITS_GRID] = "MAP_CAP 120x120 (pass 0)",
};

typedef struct meas {
    const char *name;
    char ours[96];
    const char *doc;
} meas;

static int measurements(audit *a, meas *m)
{
    int n = 0;
#define M(nm, dc, ...)                                                                     \
    do {                                                                                   \
        m[n].name = (nm);                                                                  \
        m[n].doc = (dc);                                                                   \
        snprintf(m[n].ours, sizeof m[n].ours, __VA_ARGS__);                                \
        n++;                                                                               \
    } while (0)
    double smin = quant(&a->spine, 0), smed = quant(&a->spine, 0.5), smax = quant(&a->spine, 1);
    double p10 = quant(&a->spine, 0.1), p90 = quant(&a->spine, 0.9);
    M("spine length, tiles (min / median / max)", "129 / 241 / 383 (sim, 6.1)", "%.0f / %.0f / %.0f",
      smin, smed, smax);
    M("spine spread: max/min, p90/p10", "2.97x, 1.64x (sim, 6.1)", "%.2fx, %.2fx",
      smin > 0 ? smax / smin : 0, p10 > 0 ? p90 / p10 : 0);
    M("walking time at 100 px/s, 40 px tiles (s)", "52-153, median ~96 (sim, 6.1)",
      "%.0f-%.0f, median %.0f", quant(&a->walk, 0), quant(&a->walk, 1), quant(&a->walk, 0.5));
    M("floor clock (s): flat, and following the spine", "flat 300 on every floor (6.1)",
      "%.0f; %.0f-%.0f, median %.0f", (double)a->clock_flat, quant(&a->clock, 0),
      quant(&a->clock, 1), quant(&a->clock, 0.5));
    M("rungs per floor (min-max)", "6-11 (6-9, +0.6/stage; 6.1)", "%.0f-%.0f, mean %.2f",
      quant(&a->rungs, 0), quant(&a->rungs, 1), mean(&a->rungs));
    M("rung length / usable width (min / median / max)", "0.30 / 0.575 / 0.91 (sim, 6.1)",
      "%.2f / %.3f / %.2f", quant(&a->frac, 0), quant(&a->frac, 0.5), quant(&a->frac, 1));
    M("rungs that stayed on one half", "0 of 34,872 (sim, 3)", "%ld of %ld", a->one_half,
      a->rungs_total);
    M("minRun guard fired (floors)", "~0.03% (sim, 3)", "%.2f%%",
      100.0 * a->min_run / (a->floors ? a->floors : 1));
    M("wall clamp / truncation guard fired (floors)", "never / never (sim, 3)", "%ld / %ld",
      a->wall_clamp, a->truncated);
    M("map width W (min-max)", "34-46 (pass 0)", "%.0f-%.0f", quant(&a->width, 0),
      quant(&a->width, 1));
    M("map height H (min / median / max)", "derived, ~70-110 (pass 0)", "%.0f / %.0f / %.0f",
      quant(&a->height, 0), quant(&a->height, 0.5), quant(&a->height, 1));
    M("floors whose plan lost rungs to the 120-row grid", "never binds (pass 0)", "%ld",
      a->capped);
    M("open floor fraction (median)", "~41% (audit, 3)", "%.1f%% (%.1f-%.1f%%)",
      100 * quant(&a->open, 0.5), 100 * quant(&a->open, 0), 100 * quant(&a->open, 1));
    M("rooms per floor (mean, min-max)", "2-4 wanted, cut to nRungs-2 (pass 4)",
      "%.2f, %.0f-%.0f", mean(&a->rooms), quant(&a->rooms, 0), quant(&a->rooms, 1));
    M("floors with zero rooms", "1 in 100 (audit, 6.4)", "%ld in %d (%.1f%%)", a->zero_rooms,
      a->floors, 100.0 * a->zero_rooms / (a->floors ? a->floors : 1));
    M("floors with zero spur rooms", "4 in 100 (audit, 6.4)", "%ld in %d (%.1f%%)", a->zero_spur,
      a->floors, 100.0 * a->zero_spur / (a->floors ? a->floors : 1));
    M("rooms from the fallback list", "(not measured)", "%ld", a->fallback_rooms);
    M("dead ends per floor (mean)", "~14, was ~23 (audit, 6.3)", "%.1f (paid %.1f)",
      mean(&a->tips), mean(&a->paid));
    M("back half / front half: chests", "1.52x (audit, 6b)", "%.2fx (%.0f / %.0f)",
      a->chests_front > 0 ? a->chests_back / a->chests_front : 0, a->chests_back,
      a->chests_front);
    M("back half / front half: reward value", "2.68x (audit, 6b)", "%.2fx",
      a->value_front > 0 ? a->value_back / a->value_front : 0);
    M("generation time per floor (median)", "0.8 ms (audit, 5)", "%.3f ms", quant(&a->ms, 0.5));
    if (a->loops_floors)
        M("floors with shortcut loops carved", "0 (loops = 0)", "%ld", a->loops_floors);
#undef M
    return n;
}

static void print_text(FILE *f, audit *a, const cli_opts *o, int count, int stage)
{
    fprintf(f, "spelgen audit --style tunnel: %d floors, %s %u-%u, ", count,
            o->rq.from_state ? "states" : "seeds", o->rq.seed, o->rq.seed + (uint32_t)count - 1);
    if (stage)
        fprintf(f, "stage %d\n", stage);
    else
        fputs("stages 1-4 in turn (one biome: the document's 6-11 rungs)\n", f);
    fputs("\ninvariants                                          holds  violated  n/a   document\n", f);
    for (int k = 0; k < TI__COUNT; k++) {
        fprintf(f, "  %-48s %6ld  %8ld  %4ld  %s\n", tunnel_invariant_names[k], a->holds[k],
                a->violated[k], a->na[k], doc_inv[k]);
        if (a->violated[k])
            fprintf(f, "      first violated: %s %u stage %d\n", o->rq.from_state ? "state" : "seed",
                    a->first_bad_seed[k], a->first_bad_stage[k]);
    }
    meas m[32];
    int n = measurements(a, m);
    fputs("\nmeasurements                                        spelgen                              document\n", f);
    for (int i = 0; i < n; i++)
        fprintf(f, "  %-50s %-36s %s\n", m[i].name, m[i].ours, m[i].doc);
}

static void print_json(FILE *f, audit *a, const cli_opts *o, int count, int stage, bool ok)
{
    fprintf(f, "{\"style\":\"tunnel\",\"floors\":%d,\"%s\":%u,\"stages\":", count,
            o->rq.from_state ? "first_state" : "first_seed", o->rq.seed);
    if (stage)
        fprintf(f, "[%d]", stage);
    else
        fputs("[1,2,3,4]", f);
    fputs(",\"invariants\":[", f);
    for (int k = 0; k < TI__COUNT; k++) {
        fprintf(f, "%s{\"name\":", k ? "," : "");
        json_string(f, tunnel_invariant_names[k]);
        fprintf(f, ",\"holds\":%ld,\"violated\":%ld,\"not_applicable\":%ld,\"document\":",
                a->holds[k], a->violated[k], a->na[k]);
        json_string(f, doc_inv[k]);
        fputc('}', f);
    }
    fputs("],\"measurements\":[", f);
    meas m[32];
    int n = measurements(a, m);
    for (int i = 0; i < n; i++) {
        fprintf(f, "%s{\"name\":", i ? "," : "");
        json_string(f, m[i].name);
        fputs(",\"spelgen\":", f);
        json_string(f, m[i].ours);
        fputs(",\"document\":", f);
        json_string(f, m[i].doc);
        fputc('}', f);
    }
    fprintf(f, "],\"ok\":%s}\n", ok ? "true" : "false");
}

static const char usage[] =
    "usage: spelgen audit --style tunnel [--count N] [--format text|json] [--data DIR] [-o FILE]\n"
    "Builds N tunnel floors (default 1000: seeds 1..N, stages 1-4 in turn) and prints the\n"
    "document's invariants, each with the floors where it held and where it was violated,\n"
    "and its measurements beside the document's own figures.  Exit status 0 when every\n"
    "invariant held on every floor, 1 otherwise.\n";

int cmd_audit_tunnel_count(cli_opts *o, int count)
{
    if (o->help) {
        fputs(usage, stdout);
        return EXIT_OK;
    }
    bool json = false;
    if (o->format && strcmp(o->format, "json") == 0)
        json = true;
    else if (o->format && strcmp(o->format, "text") != 0) {
        cli_error("audit", "--format: '%s' is not accepted; use text or json", o->format);
        return EXIT_USAGE;
    }
    if (count < 1 || count > MAX_COUNT) {
        cli_error("audit", "--count: %d floors is out of range; give 1-%d", count, MAX_COUNT);
        return EXIT_USAGE;
    }
    spg_data data;
    char err[512];
    if (spg_data_load(o->data_dir, &data, err, sizeof err) != 0) {
        cli_error("audit", "%s", err);
        return EXIT_FAIL;
    }
    const tunnel_conf *c = tunnel_data_conf(data.style_data[SPG_STYLE_TUNNEL]);
    if (!c) {
        cli_error("audit", "%s/tunnel/tunnel.conf: missing: the tunnel style needs its knobs",
                  data.dir);
        spg_data_free(&data);
        return EXIT_FAIL;
    }
    int stage = o->rq.level > 1 ? o->rq.level : 0;
    audit *a = calloc(1, sizeof *a);
    if (!a) {
        spg_data_free(&data);
        return EXIT_FAIL;
    }
    int rc = gather(a, o, c, count, stage);
    spg_data_free(&data);
    if (rc == 0) {
        bool ok = true;
        for (int k = 0; k < TI__COUNT; k++)
            ok = ok && a->violated[k] == 0;
        FILE *f = stdout;
        if (o->output && !(f = fopen(o->output, "w"))) {
            cli_error("audit", "-o: cannot write '%s'", o->output);
            rc = EXIT_FAIL;
        } else {
            if (json)
                print_json(f, a, o, count, stage, ok);
            else
                print_text(f, a, o, count, stage);
            if (f != stdout)
                fclose(f);
            rc = ok ? EXIT_OK : EXIT_FAIL;
        }
    } else {
        rc = EXIT_FAIL;
    }
    series *all[] = {&a->spine, &a->walk, &a->rungs, &a->frac,  &a->height, &a->width,
                     &a->open,  &a->rooms, &a->tips, &a->paid, &a->ms,     &a->clock};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        free(all[i]->v);
    free(a);
    return rc;
}

/* The audit command's entry for --style tunnel: the count from o->args (default 1000),
 * then as cmd_audit_tunnel_count. */
int cmd_audit_tunnel(cli_opts *o)
{
    int count = DEFAULT_COUNT;
    for (int i = 0; i < o->nargs; i++) {
        const char *s = o->args[i];
        if (strcmp(s, "--count") == 0 && i + 1 < o->nargs)
            s = o->args[++i];
        else if (strncmp(s, "--count=", 8) == 0)
            s += 8;
        if (cli_int(s, 1, MAX_COUNT, &count) != 0) {
            cli_error("audit", "--count: '%s' is not a count of floors; give 1-%d", s, MAX_COUNT);
            return EXIT_USAGE;
        }
    }
    return cmd_audit_tunnel_count(o, count);
}
