/* cmd_audit.c — spelgen audit: builds thousands of levels and holds each documented odd
 * up against what the generator does, with distributions, invariants, heat maps and the
 * quirks side by side.  The measuring lives in src/search/audit.c; this file parses,
 * prints and plots. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../output/png.h"
#include "../output/render.h"
#include "../quirks.h"
#include "../search/audit.h"
#include "../search/count.h"
#include "../search/tunnel_audit.h"
#include "cli.h"

static const char usage[] =
    "usage: spelgen audit [--count N] [--level L|A-B|all] [--format text|json] [--plot DIR]\n"
    "                     [-j N] [--confidence P] [--no-quirk-table] [--quirk NAME=off]\n"
    "                     [--exact] [--exact-states N]\n"
    "Builds N games' levels for each level number and measures every odd the documents\n"
    "state (spec pages 000 and 001, the draw-order reference, docs/quirks.md): per roll\n"
    "from the trace (only the rolls whose condition held), per level from the level.\n"
    "A claim is counted in the areas it is about (the Mines' Bat odds, the Jungle's lake,\n"
    "each area's gem odds) and pooled per area.  Each rate is printed with its Wilson\n"
    "interval: 'inside', an 'outlier' (outside its own interval, inside the family-wise\n"
    "one: with hundreds of odds a few fall outside by chance) or 'REFUTED' (outside the\n"
    "family-wise interval, Bonferroni over the odds judged).  Then distributions,\n"
    "invariants, and each quirk's effect (rates with it off).\n"
    "\n";

typedef struct audit_args {
    audit_config cfg;
    const char *plot;
    double confidence;
    bool quirk_table;
    bool exact;              /* --exact: the path-phase claims counted over the states */
    uint64_t exact_states;   /* --exact-states N; 0: all 2^32 */
    bool count_given, level_given, confidence_given;
} audit_args;

#define BAD(...) return (cli_error("audit", __VA_ARGS__), EXIT_USAGE)

/* "all", "N" or "A-B" (A <= B), levels 1..AUDIT_MAX_LEVEL. */
static int parse_levels(const char *value, int *lo, int *hi)
{
    if (strcmp(value, "all") == 0) {
        *lo = 1;
        *hi = AUDIT_MAX_LEVEL;
        return 0;
    }
    const char *dash = strchr(value, '-');
    char first[16];
    if (!dash)
        return cli_int(value, 1, AUDIT_MAX_LEVEL, lo) != 0 ? -1 : (*hi = *lo, 0);
    if (dash == value || (size_t)(dash - value) >= sizeof first)
        return -1;
    memcpy(first, value, (size_t)(dash - value));
    first[dash - value] = 0;
    if (cli_int(first, 1, AUDIT_MAX_LEVEL, lo) != 0 || cli_int(dash + 1, 1, AUDIT_MAX_LEVEL, hi) != 0)
        return -1;
    return *lo <= *hi ? 0 : -1;
}

static int take_count(void *ctx, const char *name, const char *value)
{
    (void)name;
    audit_args *a = ctx;
    int v;
    if (cli_int(value, 1, 10000000, &v) != 0)
        BAD("--count: '%s' is not a number of games; give 1-10000000", value);
    a->cfg.count = v;
    a->count_given = true;
    return 0;
}

static int take_level(void *ctx, const char *name, const char *value)
{
    (void)name;
    audit_args *a = ctx;
    a->level_given = true;
    if (parse_levels(value, &a->cfg.level_lo, &a->cfg.level_hi) != 0)
        BAD("--level: '%s' is not accepted; give a level 1-%d, a range as 5-8, or all", value,
            AUDIT_MAX_LEVEL);
    return 0;
}

static int take_plot(void *ctx, const char *name, const char *value)
{
    (void)name;
    audit_args *a = ctx;
    if (!*value)
        BAD("--plot needs a directory");
    a->plot = value;
    a->cfg.heat = true;
    return 0;
}

static int take_threads(void *ctx, const char *name, const char *value)
{
    (void)name;
    audit_args *a = ctx;
    int v;
    if (cli_int(value, 1, 256, &v) != 0)
        BAD("-j: '%s' is not a number of threads; give 1-256", value);
    a->cfg.threads = v;
    return 0;
}

static int take_confidence(void *ctx, const char *name, const char *value)
{
    (void)name;
    audit_args *a = ctx;
    char *end;
    double c = strtod(value, &end);
    if (end == value || *end || !(c >= 0.5 && c <= 0.999999))
        BAD("--confidence: '%s' is not accepted; give a fraction 0.5-0.999999, as 0.99", value);
    a->confidence = c;
    a->confidence_given = true;
    return 0;
}

static int take_no_quirk_table(void *ctx, const char *name, const char *value)
{
    (void)name, (void)value;
    ((audit_args *)ctx)->quirk_table = false;
    return 0;
}

static int take_exact_states(void *ctx, const char *name, const char *value)
{
    (void)name;
    audit_args *a = ctx;
    char *end;
    unsigned long long n = strtoull(value, &end, 10);
    if (end == value || *end || *value == '-' || n < 1 || n > 4294967296ull)
        BAD("--exact-states: '%s' is not a number of states; give 1-4294967296", value);
    a->exact = true;
    a->exact_states = n;
    return 0;
}

/* audit's own options (the usage lists them first). */
static const cli_option audit_options[] = {
    CLI_OWN("count", 0, "N", NULL, "games per level number (default 2000)", take_count),
    CLI_OWN("level", 0, "L|A-B|all", NULL,
            "one level, 1-16, a range as 5-8, or all (default 1-4, the\n"
            "Mines; level L of a game costs L levels built)",
            take_level),
    CLI_OWN("plot", 0, "DIR", NULL,
            "write PNG heat maps of where monsters and treasure fall, and\n"
            "histograms of draws per level and path length, into DIR",
            take_plot),
    CLI_OWN("threads", 'j', "N", NULL, "build on N threads (default: the processors online)",
            take_threads),
    CLI_OWN("confidence", 0, "P", NULL,
            "0.5-0.999999 (default 0.99): each odd's interval, and all the\n"
            "odds' together; the seeds are fixed, so a run is reproducible",
            take_confidence),
    CLI_OWN("no-quirk-table", 0, NULL, NULL,
            "skip the quirks side by side (each costs another audit)", take_no_quirk_table),
    CLI_OWN_FLAG("exact", NULL,
            "beside each path-phase claim's sample, its exact value over every\n"
            "RNG state a level can begin with (each once, a fresh game; as\n"
            "spelgen count): the start column, the walk's moves per roll, the\n"
            "shop roll, the snake pit per qualifying column and per level, the\n"
            "shop's room, the Moai, the mothership and the Yeti lair (the Moai\n"
            "made), the sacrifice pit, and the path's length and drops and the\n"
            "shop room's distributions; '-' for the claims decided after the\n"
            "path (their levels would have to be built).  A few minutes a\n"
            "level on two cores; level 16, its hall replayed, ten times that",
            audit_args, exact),
    CLI_OWN("exact-states", 0, "N", NULL, "the same over the states 0..N-1 only (a quick look)",
            take_exact_states),
};
#define NAUDIT_OPTIONS ((int)(sizeof audit_options / sizeof audit_options[0]))

static const char usage_tail[] =
    "  --format F        text (default) or json\n"
    "  --quirk NAME=off  audit with one of the original's bugs switched off\n"
    "  --level-time M:SS the clock when each level was finished (default 0:45)\n"
    "  --data DIR        read room layouts from DIR\n"
    "  --style NAME      classic (default), or tunnel: the tunnel style's own audit of\n"
    "                    its floors (takes --count per stage, --level as stages,\n"
    "                    default all 1-16, and --format)\n"
    "  -h, --help        this help\n"
    "Exit status: 0 no documented odd refuted and every invariant held, 1 not (the\n"
    "claims refuted are named), 2 a bad option.\n";


/* ---- exact values ------------------------------------------------------------------ */

/* The path-phase claims' exact hits and trials per level, counted over the states (the
 * count module's distributions), and each level's exact path length and drops. */
typedef struct exact_table {
    bool have[AUDIT_MAX_LEVEL + 1];
    double hits[AC__COUNT][AUDIT_MAX_LEVEL + 1], n[AC__COUNT][AUDIT_MAX_LEVEL + 1];
    uint64_t path[AUDIT_MAX_LEVEL + 1][COUNT_MAX_VALUES], drops[AUDIT_MAX_LEVEL + 1][3];
    uint64_t shop[AUDIT_MAX_LEVEL + 1][COUNT_MAX_VALUES]; /* by count's shop-room values */
    uint64_t states;
} exact_table;

typedef struct exact_bar {
    bool tty;
    int level;
    double last;
} exact_bar;

static int exact_progress(uint64_t done, uint64_t total, void *vctx)
{
    exact_bar *b = vctx;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    double t = (double)ts.tv_sec + ts.tv_nsec * 1e-9;
    if (b->tty && t - b->last >= 0.25) {
        b->last = t;
        fprintf(stderr, "\r\033[Kaudit: exact values of level %d: %.1f%% of %llu states", b->level,
                total ? 100.0 * (double)done / (double)total : 100.0, (unsigned long long)total);
    }
    return 0;
}

/* One claim's exact hits and trials at a level. */
static void exact_set(exact_table *ex, int claim, int level, uint64_t hits, uint64_t n)
{
    ex->hits[claim][level] = (double)hits;
    ex->n[claim][level] = (double)n;
}

/* Counts every level audited.  Returns 0, or -1 having said why. */
static int exact_run(const audit_args *a, const spg_data *data, exact_table *ex)
{
    memset(ex, 0, sizeof *ex);
    exact_bar bar = {isatty(2) != 0, 0, 0};
    ex->states = a->exact_states ? a->exact_states : 4294967296ull;
    for (int l = a->cfg.level_lo; l <= a->cfg.level_hi; l++) {
        /* level 16 without its path (olmec-path off) has no path-phase claim to count */
        if (area_of_level(l) == SPG_AREA_OLMEC && !quirk_on(a->cfg.opt.quirks, SPG_Q_OLMEC_PATH))
            continue;
        count_config cc;
        count_config_init(&cc);
        cc.opt = a->cfg.opt;
        cc.level = l;
        cc.threads = a->cfg.threads;
        cc.to = (uint32_t)(ex->states - 1);
        cc.rolls = true;
        cc.data = data; /* level 16's hall */
        count_result r;
        char err[256];
        bar.level = l;
        if (count_run(&cc, exact_progress, &bar, &r, err, sizeof err) != 0) {
            cli_error("audit", "--exact: level %d: %s", l, err);
            return -1;
        }
        uint64_t N = r.states;
        for (int k = 0; k < 4; k++)
            exact_set(ex, AC_START0 + k, l, r.n[CP_START_COL][k], N);
        uint64_t rolls = 0;
        for (int v = 0; v < COUNT_MAX_VALUES; v++)
            rolls += (uint64_t)v * r.n[CP_PIT_ROLLS][v];
        exact_set(ex, AC_PIT, l, r.n[CP_SNAKE_PIT][1], rolls);
        exact_set(ex, AC_PIT_LEVEL, l, r.n[CP_SNAKE_PIT][1], N);
        exact_set(ex, AC_SHOP_LEVEL, l, N - r.n[CP_SHOP_ROOM][0], N);
        exact_set(ex, AC_MOAI, l, r.n[CP_MOAI][1], N);
        exact_set(ex, AC_SACPIT, l, r.n[CP_SACRIFICE_PIT][1], N);
        /* the walk's rolls (classic_scan_tally's order) and the shop roll */
        const uint64_t *w = r.rolls.walk;
        uint64_t mid = w[0] + w[1] + w[2] + w[3] + w[4];
        uint64_t edge = w[5] + w[6] + w[7] + w[8] + w[9] + w[10];
        exact_set(ex, AC_WALK_LEFT, l, w[0] + w[1], mid);
        exact_set(ex, AC_WALK_RIGHT, l, w[2] + w[3], mid);
        exact_set(ex, AC_WALK_DOWN, l, w[4], mid);
        exact_set(ex, AC_EDGE_AWAY, l, w[5] + w[6] + w[9] + w[10], edge);
        exact_set(ex, AC_EDGE_DOWN, l, w[7] + w[8], edge);
        exact_set(ex, AC_SHOP_ROLL, l, l >= 2 ? r.rolls.shop_rolls_low : 0, r.rolls.shop_rolls);
        memcpy(ex->path[l], r.n[CP_PATH_LENGTH], sizeof ex->path[l]);
        memcpy(ex->drops[l], r.n[CP_DROPS], sizeof ex->drops[l]);
        memcpy(ex->shop[l], r.n[CP_SHOP_ROOM], sizeof ex->shop[l]);
        if (area_of_level(l) == SPG_AREA_ICE_CAVES) {
            /* the mothership and the Yeti lair are rolled once the Moai is made */
            cc.moai_made = true;
            cc.props = 1u << CP_MOTHERSHIP | 1u << CP_YETI_LAIR;
            cc.rolls = false;
            if (count_run(&cc, exact_progress, &bar, &r, err, sizeof err) != 0) {
                cli_error("audit", "--exact: level %d: %s", l, err);
                return -1;
            }
            exact_set(ex, AC_MOTHERSHIP, l, r.n[CP_MOTHERSHIP][1], N);
            exact_set(ex, AC_YETI, l, r.n[CP_YETI_LAIR][1], N - r.n[CP_MOTHERSHIP][1]);
        }
        ex->have[l] = true;
    }
    if (bar.tty)
        fputs("\r\033[K", stderr);
    return 0;
}

/* A row's exact value: its level's, or pooled over the levels audited it covers; NAN when
 * there is none (not a path-phase claim, or not counted). */
static double exact_of(const exact_table *ex, const audit_config *cfg, const audit_row *r)
{
    if (!ex)
        return NAN;
    double h = 0, n = 0;
    for (int l = cfg->level_lo; l <= cfg->level_hi; l++) {
        if (!ex->have[l] || !audit_claim_applies(r->claim, l))
            continue;
        if (r->level ? l != r->level : r->area >= 0 && (int)area_of_level(l) != r->area)
            continue;
        h += ex->hits[r->claim][l];
        n += ex->n[r->claim][l];
    }
    return n > 0 ? h / n : NAN;
}

/* ---- printing ---------------------------------------------------------------------- */

/* "1/12" when p is a simple fraction, else the decimal. */
static void fraction(double p, char *buf, size_t len)
{
    if (isnan(p)) {
        snprintf(buf, len, "-");
        return;
    }
    if (p == 0 || p == 1) {
        snprintf(buf, len, "%d", (int)p);
        return;
    }
    for (int q = 2; q <= 1200; q++) {
        double a = p * q;
        if (fabs(a - floor(a + 0.5)) < 1e-9) {
            snprintf(buf, len, "%d/%d", (int)floor(a + 0.5), q);
            return;
        }
    }
    snprintf(buf, len, "%.5f", p);
}

static void row_name(const audit_row *r, char *buf, size_t len)
{
    if (r->level)
        snprintf(buf, len, "%s, level %d", audit_claim_what(r->claim), r->level);
    else if (r->area >= 0)
        snprintf(buf, len, "%s (%s)", audit_claim_what(r->claim), area_name((spg_area)r->area));
    else
        snprintf(buf, len, "%s", audit_claim_what(r->claim));
}

static void print_rows(FILE *f, const audit_row *rows, int n, double conf, const exact_table *ex,
                       const audit_config *cfg)
{
    fprintf(f, "%-52s %9s / %-9s %8s  %-19s %-9s %s%s\n", "documented odds", "hits", "trials",
            "rate", conf >= 0.9995 ? "interval" : "   interval", "document",
            ex ? "exact      " : "", "verdict");
    for (int i = 0; i < n; i++) {
        const audit_row *r = &rows[i];
        char name[96], doc[24], iv[40];
        row_name(r, name, sizeof name);
        fraction(r->p, doc, sizeof doc);
        snprintf(iv, sizeof iv, "[%.5f, %.5f]", r->ci.lo, r->ci.hi);
        char exact[24] = "";
        if (ex) {
            double e = exact_of(ex, cfg, r);
            if (isnan(e))
                snprintf(exact, sizeof exact, "%-10s ", "-");
            else
                snprintf(exact, sizeof exact, "%-10.7f ", e);
        }
        const char *verdict = !isnan(r->p) && r->n == 0 ? "no data"
                              : !r->judged              ? "(reported)"
                              : r->outlier              ? "outlier"
                              : r->inside               ? "inside"
                                                        : "REFUTED";
        if (r->n)
            fprintf(f, "%-52s %9ld / %-9ld %8.5f  %-19s %-9s %s%s\n", name, r->hits, r->n,
                    (double)r->hits / r->n, iv, doc, exact, verdict);
        else
            fprintf(f, "%-52s %9s / %-9s %8s  %-19s %-9s %s%s\n", name, "-", "-", "-", "", doc,
                    exact, verdict);
    }
    if (ex)
        fprintf(f, "(exact: over the %llu states each level can begin with, on the path "
                "scan; '-' where the\n claim's rolls come after the path phase, which the "
                "scan does not run: their levels would\n have to be built)\n",
                (unsigned long long)ex->states);
}

static void dist_text(FILE *f, const spg_dist *d)
{
    if (!d->total)
        fputs("        -", f);
    else
        fprintf(f, " %4d/%4d/%4d (%.1f)", dist_min(d), dist_quantile(d, 0.5), dist_max(d),
                dist_mean(d));
}

/* An exact distribution of small values as dist_text prints a sampled one. */
static void exact_dist_text(FILE *f, const uint64_t *n, int values)
{
    uint64_t total = 0, half = 0;
    double sum = 0;
    int lo = -1, hi = -1, med = -1;
    for (int v = 0; v < values; v++) {
        total += n[v];
        sum += (double)v * (double)n[v];
        if (n[v]) {
            lo = lo < 0 ? v : lo;
            hi = v;
        }
    }
    for (int v = 0; v < values && med < 0; v++)
        if ((half += n[v]) * 2 >= total)
            med = v;
    if (!total)
        fputs("        -", f);
    else
        fprintf(f, " %4d/%4d/%4d (%.4f)", lo, med, hi, sum / (double)total);
}

static void print_distributions(FILE *f, const audit_config *cfg, const audit_stats *st,
                                const exact_table *ex)
{
    fputs("\ndistributions per level (min/median/max (mean)):\n", f);
    for (int l = cfg->level_lo; l <= cfg->level_hi; l++) {
        fprintf(f, "  level %d, %ld levels\n", l, st->levels[l]);
        fputs("    path rooms       ", f);
        dist_text(f, &st->path_rooms[l]);
        if (ex && ex->have[l]) {
            fputs("\n      exact          ", f);
            exact_dist_text(f, ex->path[l], COUNT_MAX_VALUES);
        }
        fputs("\n    straight drops   ", f);
        dist_text(f, &st->drops[l]);
        if (ex && ex->have[l]) {
            fputs("\n      exact          ", f);
            exact_dist_text(f, ex->drops[l], 3);
            /* where the shop's room goes: the path phase's placement, exactly */
            fputs("\n    shop room, exact ", f);
            uint64_t all = 0;
            for (int v = 0; v < COUNT_MAX_VALUES; v++)
                all += ex->shop[l][v];
            for (int v = 0; v < count_prop_values(CP_SHOP_ROOM); v++) {
                char label[16];
                count_value_label(CP_SHOP_ROOM, v, label, sizeof label);
                if (ex->shop[l][v])
                    fprintf(f, " %s %.2f%%", label, all ? 100.0 * ex->shop[l][v] / all : 0.0);
            }
        }
        fputs("\n    side rooms       ", f);
        dist_text(f, &st->side_rooms[l]);
        fputs("\n    shop candidates  ", f);
        dist_text(f, &st->shop_candidates[l]);
        fputs("\n    draws            ", f);
        dist_text(f, &st->draws[l]);
        fputc('\n', f);
        for (int p = 0; p < st->nphases; p++) {
            fprintf(f, "    draws: %-9s", st->phase_names[p] ? st->phase_names[p] : "?");
            dist_text(f, &st->phase_draws[l][p]);
            fputc('\n', f);
        }
    }
}

static long broken_total(const audit_config *cfg, const audit_stats *st, int inv, long *levels)
{
    long b = 0, n = 0;
    for (int l = cfg->level_lo; l <= cfg->level_hi; l++) {
        b += st->broken[inv][l];
        n += st->checked[inv][l];
    }
    *levels = n;
    return b;
}

static int print_invariants(FILE *f, const audit_config *cfg, const audit_stats *st)
{
    int bad = 0;
    fputs("\ninvariants:\n", f);
    for (int i = 0; i < AI__COUNT; i++) {
        long n, b = broken_total(cfg, st, i, &n);
        fprintf(f, "  %-40s %s", audit_invariant_names[i], b ? "BROKEN" : "held");
        fprintf(f, " (%ld of the %ld levels it applies to broke it)", b, n);
        if (i == AI_OUTSIDE && st->column42_writes)
            fprintf(f, "; %ld writes in column 42, off the map: the border-column-42 quirk's "
                    "blocks and what the block pass put on them",
                    st->column42_writes);
        fputc('\n', f);
        bad += b != 0;
    }
    long hits = 0, n = 0;
    for (int l = cfg->level_lo; l <= cfg->level_hi; l++) {
        hits += st->hits[AC_REACH][l];
        n += st->n[AC_REACH][l];
    }
    fprintf(f, "  exit reachable without bombs or ropes    %.1f%% of levels (%ld of %ld; the "
            "movement model of src/search/reach.h)\n", n ? 100.0 * hits / n : 0.0, hits, n);
    return bad;
}

/* ---- the quirk table ----------------------------------------------------------------- */

typedef struct quirk_run {
    int quirk;
    bool matters;
    audit_stats st;
    audit_row rows[AUDIT_MAX_ROWS];
    int nrows;
} quirk_run;

static void print_quirks(FILE *f, const audit_row *base, int nbase, const audit_stats *st,
                         const quirk_run *q, int nq, const audit_config *cfg)
{
    fputs("\nquirks side by side: the same rates with each quirk switched (off, if it is on "
          "here); '*' marks a rate whose interval misses the documented value:\n", f);
    int cols[SPG_Q__COUNT], nc = 0;
    for (int k = 0; k < nq; k++)
        if (q[k].matters) {
            fprintf(f, "  q%d = %s=%s\n", nc + 1, spg_quirks[q[k].quirk].name,
                    quirk_on(cfg->opt.quirks, (spg_quirk)q[k].quirk) ? "off" : "on");
            cols[nc++] = k;
        }
    for (int k = 0; k < nq; k++)
        if (!q[k].matters)
            fprintf(f, "  %s: no effect on the levels audited (64 games compared draw for draw)\n",
                    spg_quirks[q[k].quirk].name);
    if (!nc)
        return;
    fprintf(f, "  %-50s %9s", "rate", "as here");
    for (int c = 0; c < nc; c++)
        fprintf(f, " %8s%d", "q", c + 1);
    fputc('\n', f);
    for (int i = 0; i < nbase; i++) {
        char name[96];
        row_name(&base[i], name, sizeof name);
        if (strlen(name) > 50)
            name[50] = 0;
        const audit_row *a = &base[i];
        fprintf(f, "  %-50s", name);
        if (a->n)
            fprintf(f, " %8.5f%c", (double)a->hits / a->n, a->judged && !a->inside ? '*' : ' ');
        else
            fprintf(f, " %8s ", "-");
        for (int c = 0; c < nc; c++) {
            const quirk_run *r = &q[cols[c]];
            const audit_row *b = i < r->nrows ? &r->rows[i] : NULL;
            if (b && b->n)
                fprintf(f, " %8.5f%c", (double)b->hits / b->n, b->judged && !b->inside ? '*' : ' ');
            else
                fprintf(f, " %8s ", "-");
        }
        fputc('\n', f);
    }
    /* what the quirks do to the levels' shape */
    static const char *const what[] = {"mean path rooms", "mean straight drops", "mean shop candidates",
                                       "mean draws a level"};
    for (int m = 0; m < 4; m++) {
        fprintf(f, "  %-50s", what[m]);
        for (int c = -1; c < nc; c++) {
            const audit_stats *s = c < 0 ? st : &q[cols[c]].st;
            double sum = 0;
            int nl = 0;
            for (int l = cfg->level_lo; l <= cfg->level_hi; l++, nl++) {
                const spg_dist *d = m == 0 ? &s->path_rooms[l] : m == 1 ? &s->drops[l]
                                    : m == 2 ? &s->shop_candidates[l] : &s->draws[l];
                sum += dist_mean(d);
            }
            fprintf(f, m == 3 ? " %8.0f " : " %8.3f ", nl ? sum / nl : 0);
        }
        fputc('\n', f);
    }
}

/* ---- JSON -------------------------------------------------------------------------- */

static void jnum(FILE *f, double v)
{
    if (isnan(v))
        fputs("null", f);
    else
        fprintf(f, "%.8g", v);
}

static void json_rows(FILE *f, const audit_row *rows, int n, const exact_table *ex,
                      const audit_config *cfg)
{
    fputc('[', f);
    for (int i = 0; i < n; i++) {
        const audit_row *r = &rows[i];
        fprintf(f, "%s{\"id\":", i ? "," : "");
        json_string(f, audit_claim_id(r->claim));
        fputs(",\"what\":", f);
        json_string(f, audit_claim_what(r->claim));
        fputs(",\"source\":", f);
        json_string(f, audit_claim_source(r->claim));
        fprintf(f, ",\"level\":%d,\"area\":", r->level);
        if (r->area >= 0)
            json_string(f, area_name((spg_area)r->area));
        else
            fputs("null", f);
        fputs(",\"documented\":", f);
        jnum(f, r->p);
        fprintf(f, ",\"hits\":%ld,\"trials\":%ld,\"rate\":", r->hits, r->n);
        jnum(f, r->n ? (double)r->hits / r->n : NAN);
        fputs(",\"interval\":[", f);
        jnum(f, r->ci.lo);
        fputc(',', f);
        jnum(f, r->ci.hi);
        fputs("],\"family_interval\":[", f);
        jnum(f, r->ci_family.lo);
        fputc(',', f);
        jnum(f, r->ci_family.hi);
        fputc(']', f);
        if (ex) {
            fputs(",\"exact\":", f);
            jnum(f, exact_of(ex, cfg, r));
        }
        fprintf(f, ",\"judged\":%s,\"inside\":%s,\"outlier\":%s}", r->judged ? "true" : "false",
                r->inside ? "true" : "false", r->outlier ? "true" : "false");
    }
    fputc(']', f);
}

static void json_dist(FILE *f, const char *name, const spg_dist *d, bool comma)
{
    fprintf(f, "%s\"%s\":{\"min\":%d,\"median\":%d,\"max\":%d,\"mean\":%.4f}", comma ? "," : "",
            name, dist_min(d), dist_quantile(d, 0.5), dist_max(d), dist_mean(d));
}

static void print_json(FILE *f, const audit_args *a, const audit_row *rows, int n,
                       const audit_stats *st, const quirk_run *q, int nq, bool ok,
                       const exact_table *ex)
{
    const audit_config *cfg = &a->cfg;
    fprintf(f, "{\"games\":%d,\"levels\":[%d,%d],\"confidence\":%g,\"quirks\":[", cfg->count,
            cfg->level_lo, cfg->level_hi, a->confidence);
    int first = 1;
    for (int k = 0; k < SPG_Q__COUNT; k++)
        if (!quirk_on(cfg->opt.quirks, (spg_quirk)k)) {
            fprintf(f, "%s\"%s=off\"", first ? "" : ",", spg_quirks[k].name);
            first = 0;
        }
    fputs("],\"claims\":", f);
    json_rows(f, rows, n, ex, cfg);
    fputs(",\"distributions\":{", f);
    for (int l = cfg->level_lo; l <= cfg->level_hi; l++) {
        fprintf(f, "%s\"%d\":{\"levels\":%ld", l > cfg->level_lo ? "," : "", l, st->levels[l]);
        json_dist(f, "path_rooms", &st->path_rooms[l], true);
        json_dist(f, "straight_drops", &st->drops[l], true);
        if (ex && ex->have[l]) {
            /* the exact distributions: states by path rooms (0-16) and by drops (0-2) */
            fputs(",\"exact_path_rooms\":[", f);
            for (int v = 0; v < COUNT_MAX_VALUES; v++)
                fprintf(f, "%s%llu", v ? "," : "", (unsigned long long)ex->path[l][v]);
            fputs("],\"exact_straight_drops\":[", f);
            for (int v = 0; v < 3; v++)
                fprintf(f, "%s%llu", v ? "," : "", (unsigned long long)ex->drops[l][v]);
            /* states by the shop's room: none, then column,row as "c,r" */
            fputs("],\"exact_shop_room\":{", f);
            for (int v = 0; v < count_prop_values(CP_SHOP_ROOM); v++) {
                char label[16];
                count_value_label(CP_SHOP_ROOM, v, label, sizeof label);
                fprintf(f, "%s\"%s\":%llu", v ? "," : "", label,
                        (unsigned long long)ex->shop[l][v]);
            }
            fputc('}', f);
        }
        json_dist(f, "side_rooms", &st->side_rooms[l], true);
        json_dist(f, "shop_candidates", &st->shop_candidates[l], true);
        json_dist(f, "draws", &st->draws[l], true);
        fputs(",\"phase_draws\":{", f);
        for (int p = 0; p < st->nphases; p++)
            json_dist(f, st->phase_names[p] ? st->phase_names[p] : "?", &st->phase_draws[l][p], p > 0);
        fputs("}}", f);
    }
    fputs("},\"invariants\":[", f);
    for (int i = 0; i < AI__COUNT; i++) {
        long nl, b = broken_total(cfg, st, i, &nl);
        fprintf(f, "%s{\"name\":", i ? "," : "");
        json_string(f, audit_invariant_names[i]);
        fprintf(f, ",\"broken\":%ld,\"levels\":%ld}", b, nl);
    }
    fprintf(f, "],\"column42_writes\":%ld,\"quirk_table\":[", st->column42_writes);
    for (int k = 0; k < nq; k++) {
        fprintf(f, "%s{\"quirk\":\"%s\",\"matters\":%s", k ? "," : "", spg_quirks[q[k].quirk].name,
                q[k].matters ? "true" : "false");
        if (q[k].matters) {
            fputs(",\"claims\":", f);
            json_rows(f, q[k].rows, q[k].nrows, NULL, cfg);
        }
        fputc('}', f);
    }
    for (int pass = 0; pass < 2; pass++) {
        /* refuted: outside the interval; unmeasured: a stated value with no trials */
        fputs(pass ? "],\"unmeasured\":[" : "],\"refuted\":[", f);
        first = 1;
        for (int i = 0; i < n; i++)
            if (pass ? !isnan(rows[i].p) && rows[i].n == 0 : rows[i].judged && !rows[i].inside) {
                fprintf(f, "%s{\"id\":\"%s\",\"level\":%d,\"area\":", first ? "" : ",",
                        audit_claim_id(rows[i].claim), rows[i].level);
                if (rows[i].area >= 0)
                    json_string(f, area_name((spg_area)rows[i].area));
                else
                    fputs("null", f);
                fputc('}', f);
                first = 0;
            }
    }
    fprintf(f, "],\"ok\":%s}\n", ok ? "true" : "false");
}

/* ---- plots ------------------------------------------------------------------------- */

static int write_plots(const audit_args *a, const audit_stats *st)
{
    char path[4096], err[512], title[128];
    if (mkdir(a->plot, 0777) != 0 && errno != EEXIST) {
        cli_error("audit", "--plot: cannot make directory '%s': %s", a->plot, strerror(errno));
        return EXIT_FAIL;
    }
    long levels = 0;
    for (int l = a->cfg.level_lo; l <= a->cfg.level_hi; l++)
        levels += st->levels[l];
    int w = st->heat_w, h = st->heat_h;
    uint32_t *grid = calloc((size_t)(w > 0 ? w : 1) * (size_t)(h > 0 ? h : 1), sizeof *grid);
    if (!grid)
        return EXIT_FAIL;
    for (int k = 0; k < AH__COUNT; k++) {
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                grid[y * w + x] = st->heat[k][y][x];
        snprintf(path, sizeof path, "%s/heat-%s.png", a->plot, audit_heat_names[k]);
        snprintf(title, sizeof title, "%s - %ld levels", audit_heat_names[k], levels);
        if (png_write_heatmap(path, grid, w, h, 8, title, err, sizeof err) != 0) {
            cli_error("audit", "--plot: %s", err);
            free(grid);
            return EXIT_FAIL;
        }
    }
    free(grid);
    /* draws per level and path rooms, over every level audited */
    spg_dist draws, rooms;
    dist_init(&draws);
    dist_init(&rooms);
    for (int l = a->cfg.level_lo; l <= a->cfg.level_hi; l++) {
        dist_merge(&draws, &st->draws[l]);
        dist_merge(&rooms, &st->path_rooms[l]);
    }
    int rc = EXIT_OK;
    snprintf(path, sizeof path, "%s/draws-per-level.png", a->plot);
    snprintf(title, sizeof title, "draws per level - %ld levels", levels);
    if (draws.total && png_write_histogram(path, draws.count + (dist_min(&draws) - draws.lo),
                                           dist_min(&draws), dist_max(&draws) - dist_min(&draws) + 1,
                                           title, err, sizeof err) != 0)
        rc = EXIT_FAIL;
    snprintf(path, sizeof path, "%s/path-rooms.png", a->plot);
    snprintf(title, sizeof title, "rooms on the path - %ld levels", levels);
    if (rc == EXIT_OK && rooms.total &&
        png_write_histogram(path, rooms.count + (dist_min(&rooms) - rooms.lo), dist_min(&rooms),
                            dist_max(&rooms) - dist_min(&rooms) + 1, title, err, sizeof err) != 0)
        rc = EXIT_FAIL;
    if (rc)
        cli_error("audit", "--plot: %s", err);
    dist_free(&draws);
    dist_free(&rooms);
    return rc;
}

/* ---- the command ------------------------------------------------------------------- */

int cmd_audit(int argc, char **argv)
{
    audit_args a;
    memset(&a, 0, sizeof a);
    audit_config_init(&a.cfg);
    a.cfg.threads = cli_default_threads();
    a.confidence = 0.99;
    a.quirk_table = true;
    cli_opts o;
    cli_own own = {"audit", audit_options, NAUDIT_OPTIONS, &a,
                   "the audit builds its own games (--count of them); it takes no seed"};
    int rc = cli_parse_own("audit", &own, argc, argv, 0, &o);
    if (rc)
        return rc;
    if (cli_early_exit_own(&o, usage, &(cli_own){.options = audit_options, NAUDIT_OPTIONS}, usage_tail))
        return EXIT_OK;
    if (cli_check_style_options("audit", &o) != 0)
        return EXIT_USAGE;
    if (o.rq.style == SPG_STYLE_TUNNEL) {
        /* the tunnel style's audit is its own (cmd_audit_tunnel.c), with its own
         * defaults: every stage, TUNNEL_AUDIT_DEFAULT_COUNT floors each */
        if (a.plot || a.confidence_given || !a.quirk_table)
            BAD("--plot, --confidence and --no-quirk-table are the classic style's; the "
                "tunnel style's audit takes --count, --level (stages) and --format");
        return cmd_audit_tunnel(&o, a.count_given ? a.cfg.count : TUNNEL_AUDIT_DEFAULT_COUNT,
                                a.level_given ? a.cfg.level_lo : 1,
                                a.level_given ? a.cfg.level_hi : tunnel_style.max_level);
    }
    if (o.rq.style != SPG_STYLE_CLASSIC) {
        cli_error("audit", "--style: audit measures the classic and the tunnel styles, not the "
                  "%s style", spg_style_get(o.rq.style) ? spg_style_get(o.rq.style)->name : "?");
        return EXIT_USAGE;
    }
    bool json = false;
    if (o.format && strcmp(o.format, "json") == 0)
        json = true;
    else if (o.format && strcmp(o.format, "text") != 0)
        BAD("--format: '%s' is not accepted; use text or json", o.format);
    if (o.output)
        BAD("-o: the audit prints to standard output; redirect it, or use --plot DIR for pictures");
    a.cfg.opt = o.rq.opt;

    spg_data data;
    char err[512];
    if (spg_data_load(o.data_dir, &data, err, sizeof err) != 0) {
        cli_error("audit", "%s", err);
        return EXIT_FAIL;
    }
    audit_stats st;
    if (audit_run(&a.cfg, &data, &st, err, sizeof err) != 0) {
        cli_error("audit", "%s", err);
        spg_data_free(&data);
        return EXIT_FAIL;
    }
    static audit_row rows[AUDIT_MAX_ROWS];
    int n = audit_rows(&a.cfg, &st, a.confidence, rows, AUDIT_MAX_ROWS);
    exact_table *ex = a.exact ? calloc(1, sizeof *ex) : NULL;
    if (a.exact && (!ex || exact_run(&a, &data, ex) != 0)) {
        free(ex);
        audit_stats_free(&st);
        spg_data_free(&data);
        return EXIT_FAIL;
    }

    quirk_run *q = NULL;
    int nq = 0;
    if (a.quirk_table) {
        q = calloc(SPG_Q__COUNT, sizeof *q);
        for (int k = 0; q && k < SPG_Q__COUNT; k++) {
            quirk_run *r = &q[nq++];
            r->quirk = k;
            r->matters = audit_quirk_matters(&a.cfg, &data, k);
            if (!r->matters)
                continue;
            audit_config c2 = a.cfg;
            c2.heat = false;
            c2.opt.quirks ^= 1u << k;
            if (audit_run(&c2, &data, &r->st, err, sizeof err) != 0) {
                cli_error("audit", "%s", err);
                r->matters = false;
                continue;
            }
            r->nrows = audit_rows(&c2, &r->st, a.confidence, r->rows, AUDIT_MAX_ROWS);
        }
    }

    int refuted = 0, missing = 0, broken = 0;
    for (int i = 0; i < n; i++) {
        refuted += rows[i].judged && !rows[i].inside;
        missing += !isnan(rows[i].p) && rows[i].n == 0;
    }
    for (int i = 0; i < AI__COUNT; i++) {
        long nl;
        broken += broken_total(&a.cfg, &st, i, &nl) != 0;
    }
    bool ok = refuted == 0 && broken == 0;
    if (json) {
        print_json(stdout, &a, rows, n, &st, q, nq, ok, ex);
    } else {
        printf("spelgen audit: %d games a level, levels %d-%d, quirks", a.cfg.count, a.cfg.level_lo,
               a.cfg.level_hi);
        int off = 0;
        for (int k = 0; k < SPG_Q__COUNT; k++)
            if (!quirk_on(a.cfg.opt.quirks, (spg_quirk)k))
                printf("%s %s=off", off++ ? "," : ":", spg_quirks[k].name);
        printf("%s; %g%% Wilson intervals\n\n", off ? "" : " all on (the original)",
               a.confidence * 100);
        print_rows(stdout, rows, n, a.confidence, ex, &a.cfg);
        print_distributions(stdout, &a.cfg, &st, ex);
        print_invariants(stdout, &a.cfg, &st);
        if (q)
            print_quirks(stdout, rows, n, &st, q, nq, &a.cfg);
        int judged = 0;
        for (int i = 0; i < n; i++)
            judged += rows[i].judged;
        int outliers = 0;
        for (int i = 0; i < n; i++)
            outliers += rows[i].outlier;
        printf("\nverdict: %d documented odds judged; %d outside their own %g%% interval "
               "(about %.1f expected by chance); %d refuted, outside the family-wise interval "
               "(each at %.4f%%, all together at %g%%)",
               judged, outliers, a.confidence * 100, judged * (1 - a.confidence), refuted,
               n ? rows[0].family_confidence * 100 : a.confidence * 100, a.confidence * 100);
        if (missing)
            printf(", %d without data at this count", missing);
        printf(", %d invariants broken\n", broken);
        for (int i = 0; i < n; i++)
            if (rows[i].judged && !rows[i].inside) {
                char name[96], doc[24];
                row_name(&rows[i], name, sizeof name);
                fraction(rows[i].p, doc, sizeof doc);
                printf("  REFUTED %s (%s): measured %ld/%ld = %.5f, family-wise interval "
                       "[%.5f, %.5f], documented %s (%s)\n", audit_claim_id(rows[i].claim), name,
                       rows[i].hits, rows[i].n, (double)rows[i].hits / rows[i].n,
                       rows[i].ci_family.lo, rows[i].ci_family.hi, doc,
                       audit_claim_source(rows[i].claim));
            }
    }
    rc = ok ? EXIT_OK : EXIT_FAIL;
    if (a.plot && write_plots(&a, &st) != EXIT_OK)
        rc = EXIT_FAIL;
    for (int k = 0; k < nq; k++)
        if (q[k].matters)
            audit_stats_free(&q[k].st);
    free(q);
    free(ex);
    audit_stats_free(&st);
    spg_data_free(&data);
    return rc;
}
