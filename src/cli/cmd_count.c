/* cmd_count.c — spelgen count: the exact distribution of path-phase properties over raw
 * RNG states, every state counted (by default all 2^32).  Its own options are a table
 * read with the common ones (--level, --quirk, --lake, the doors, --format) by
 * cli_parse_own, the properties its arguments. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../search/count.h"
#include "cli.h"
#include "scripts.h"

static const char usage[] =
    "usage: spelgen count --states PROPERTY... [--level N] [--from A] [--to B] [-j N]\n"
    "                     [--format text|json] [options]\n"
    "Counts, over every raw RNG state (0..4294967295, or --from A --to B), how the level\n"
    "built from each state (with a fresh game, as show --state) falls on each PROPERTY of\n"
    "its path phase, and prints the exact distribution: states and fractions of the range\n"
    "for each value.  No sampling: these are the odds.  The whole space takes a few\n"
    "minutes on two cores (the path scan: the border's fixed draws jumped, the path phase\n"
    "run alone, no level built); level 16, whose hall's gem rolls are replayed state by\n"
    "state, under an hour.\n"
    "\n"
    "Properties (several in one argument with commas; all: every one):\n"
    "  start-col, exit-col   the start / exit room's column, 0-3\n"
    "  path-length           rooms on the path, 1-16\n"
    "  drops                 straight drops, 0-2 (as find --drops)\n"
    "  snake-pit             a snake pit (the Mines)\n"
    "  pit-rolls             the snake pit's rolls for qualifying columns, 0-8 (the Mines)\n"
    "  shop-room             the shop's room, as column,row, or none\n"
    "  sacrifice-pit, moai, mothership, yeti-lair, black-market, city-of-gold\n"
    "                        the later areas' specials the path phase makes\n"
    "\n"
    "--scripts is not taken: the scripts engine (show, trace, why, diff --scripts) builds\n"
    "under a hundred levels a second, and count goes through millions of states.\n"
    "\n";

typedef struct count_args {
    count_config cfg;
    bool states, have_from;
    bool want[CP__COUNT];
} count_args;

#define BAD(...) return (cli_error("count", __VA_ARGS__), EXIT_USAGE)

/* --from A, --to B */
static int take_range(void *ctx, const char *name, const char *value)
{
    count_args *a = ctx;
    uint32_t u;
    if (spg_parse_u32(value, &u) != 0)
        BAD("--%s: '%s' is not a state; give 0-4294967295, decimal or 0x hex", name, value);
    *(name[0] == 'f' ? &a->cfg.from : &a->cfg.to) = u;
    return 0;
}

static int take_threads(void *ctx, const char *name, const char *value)
{
    (void)name;
    count_args *a = ctx;
    int v;
    if (cli_int(value, 1, 256, &v) != 0)
        BAD("-j: '%s' is not a number of threads; give 1-256", value);
    a->cfg.threads = v;
    return 0;
}

/* count's own options (their help is the usage's "Options:"). */
static const cli_option count_options[] = {
    CLI_GROUP("Options:"),
    CLI_OWN_FLAG("states", NULL, "count raw states (what count counts: say so)", count_args,
                 states),
    CLI_OWN("from", 0, "A", "--from A, --to B",
            "the states A..B, inclusive (decimal or 0x hex; default all)", take_range),
    CLI_OWN("to", 0, "B", NULL, NULL, take_range),
    CLI_OWN("threads", 'j', "N", NULL, "count on N threads, 1-256 (default: the processors online)",
            take_threads),
};
#define NCOUNT_OPTIONS ((int)(sizeof count_options / sizeof count_options[0]))

static const char usage_tail[] =
    "  --format F        text (default) or json\n"
    "On a terminal, stderr shows a progress bar with the rate and the time left.\n"
    "\n"
    "The levels (as for show --state):\n"
    "  --level N         the level, 1-16 (default 1)\n"
    "  --quirk NAME=off  switch one of the original's bugs off (names: --quirk list)\n"
    "  --lake on|off     a Jungle level is flooded (default: off)\n"
    "  --market-door N, --gold-door N   the player took that door on level N, the level\n"
    "                    before (the Black Market, the City of Gold)\n"
    "  --shortcut N      the game began at the Tunnel Man's shortcut to level 5, 9 or 13\n"
    "  -h, --help        this help\n"
    "Exit status: 0 counted, 1 it failed or was interrupted, 2 a bad option.\n";

/* One argument's properties: "exit-col", "start-col,drops" or "all". */
static int want_props(count_args *a, const char *arg)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", arg);
    for (char *save = NULL, *p = strtok_r(buf, ",", &save); p; p = strtok_r(NULL, ",", &save)) {
        if (strcmp(p, "all") == 0) {
            for (int k = 0; k < CP__COUNT; k++)
                a->want[k] = true;
            continue;
        }
        int k = count_prop_find(p);
        if (k < 0)
            BAD("'%s' is not a property count knows; try start-col, exit-col, path-length, "
                "drops, snake-pit, shop-room (all: spelgen count --help)", p);
        a->want[k] = true;
    }
    return 0;
}

static int parse(int argc, char **argv, count_args *a, cli_opts *o)
{
    int refused = cli_refuse_scripts("count", argc, argv);
    if (refused)
        return refused;
    memset(a, 0, sizeof *a);
    count_config_init(&a->cfg);
    a->cfg.threads = cli_default_threads();
    cli_own own = {"count", count_options, NCOUNT_OPTIONS, a,
                   "count counts every raw state (--states), not a seed's game"};
    int rc = cli_parse_own("count", &own, argc, argv, 4, o);
    if (rc)
        return rc;
    if (o->help || o->list_quirks)
        return 0;
    if (!a->states)
        BAD("give --states: count counts the levels built from raw RNG states");
    if (o->nargs == 0)
        BAD("give a property to count, as in spelgen count --states exit-col");
    for (int i = 0; i < o->nargs; i++)
        if ((rc = want_props(a, o->args[i])) != 0)
            return rc;
    if (a->cfg.from > a->cfg.to)
        BAD("--from %u is after --to %u: the range is empty", a->cfg.from, a->cfg.to);
    if (o->rq.style != SPG_STYLE_CLASSIC)
        BAD("--style: count counts the classic style's levels only");
    if (cli_check_style_options("count", o) != 0)
        return EXIT_USAGE;
    if (o->format && strcmp(o->format, "json") != 0 && strcmp(o->format, "text") != 0)
        BAD("--format: '%s' is not accepted; use text or json", o->format);
    if (o->output)
        BAD("-o: count prints to standard output; redirect it");
    for (int k = 0; k < CP__COUNT; k++)
        a->cfg.props |= a->want[k] ? 1u << k : 0;
    a->cfg.level = o->rq.level;
    a->cfg.opt = o->rq.opt;
    return 0;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

typedef struct bar_ctx {
    bool tty, shown;
    double t0, last;
} bar_ctx;

static int progress(uint64_t done, uint64_t total, void *vctx)
{
    bar_ctx *c = vctx;
    double t = now();
    if (!c->tty || t - c->last < 0.25)
        return 0;
    c->last = t;
    c->shown = true;
    double frac = total ? (double)done / (double)total : 1.0, rate = (double)done / (t - c->t0 + 1e-9);
    char bar[31];
    for (int i = 0; i < 30; i++)
        bar[i] = i < (int)(frac * 30) ? '#' : '.';
    bar[30] = 0;
    double left = rate > 0 ? (double)(total - done) / rate : 0;
    fprintf(stderr, "\r\033[Kcount: [%s] %5.1f%% %llu of %llu states, %.3g/s, %dm%02ds left", bar,
            100.0 * frac, (unsigned long long)done, (unsigned long long)total, rate,
            (int)(left / 60), (int)left % 60);
    return 0;
}

static void print_text(const count_args *a, const count_result *r)
{
    printf("spelgen count: level %d (%s), states %u..%u: %llu states\n", a->cfg.level,
           area_name(area_of_level(a->cfg.level)), a->cfg.from, a->cfg.to,
           (unsigned long long)r->states);
    for (int k = 0; k < CP__COUNT; k++) {
        if (!a->want[k])
            continue;
        printf("\n%-12s %12s  %s\n", count_prop_name(k), "states", "fraction");
        uint64_t sum = 0;
        for (int v = 0; v < count_prop_values(k); v++) {
            if (!r->n[k][v] && !count_prop_lists_zeros(k))
                continue;
            char label[16];
            count_value_label(k, v, label, sizeof label);
            printf("  %-10s %12llu  %.10f\n", label, (unsigned long long)r->n[k][v],
                   r->states ? (double)r->n[k][v] / (double)r->states : 0.0);
            sum += r->n[k][v];
        }
        printf("  %-10s %12llu  %.10f\n", "all", (unsigned long long)sum,
               r->states ? (double)sum / (double)r->states : 0.0);
    }
}

static void print_json(const count_args *a, const count_result *r)
{
    printf("{\"level\":%d,\"from\":%u,\"to\":%u,\"states\":%llu,\"properties\":{", a->cfg.level,
           a->cfg.from, a->cfg.to, (unsigned long long)r->states);
    bool first = true;
    for (int k = 0; k < CP__COUNT; k++) {
        if (!a->want[k])
            continue;
        printf("%s\"%s\":{", first ? "" : ",", count_prop_name(k));
        first = false;
        bool f2 = true;
        for (int v = 0; v < count_prop_values(k); v++) {
            if (!r->n[k][v] && !count_prop_lists_zeros(k))
                continue;
            char label[16];
            count_value_label(k, v, label, sizeof label);
            printf("%s\"%s\":%llu", f2 ? "" : ",", label, (unsigned long long)r->n[k][v]);
            f2 = false;
        }
        printf("}");
    }
    printf("}}\n");
}

int cmd_count(int argc, char **argv)
{
    count_args a;
    cli_opts o;
    int rc = parse(argc, argv, &a, &o);
    if (rc)
        return rc;
    if (cli_early_exit_own(&o, usage, &(cli_own){.options = count_options, NCOUNT_OPTIONS}, usage_tail))
        return EXIT_OK;
    char err[512];
    /* a hall (Olmec's Lair's) is data: its instances roll before the path */
    spg_data data;
    bool loaded = classic_hall_file(area_of_level(a.cfg.level)) != NULL;
    if (loaded && spg_data_load(o.data_dir, &data, err, sizeof err) != 0) {
        cli_error("count", "%s", err);
        return EXIT_FAIL;
    }
    a.cfg.data = loaded ? &data : NULL;
    bar_ctx bar = {isatty(2) != 0, false, now(), 0};
    count_result r;
    rc = count_run(&a.cfg, progress, &bar, &r, err, sizeof err);
    if (loaded)
        spg_data_free(&data);
    if (bar.shown)
        fputs("\r\033[K", stderr);
    if (rc != 0) {
        cli_error("count", "%s", rc > 0 ? "interrupted" : err);
        return EXIT_FAIL;
    }
    if (o.format && strcmp(o.format, "json") == 0)
        print_json(&a, &r);
    else
        print_text(&a, &r);
    return fflush(stdout) == 0 && !ferror(stdout) ? EXIT_OK : EXIT_FAIL;
}
