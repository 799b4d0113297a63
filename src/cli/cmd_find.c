/* cmd_find.c — spelgen find: search seeds (or raw states) for levels that pass filters.
 * Find's own options and the filters are taken out of argv first; the rest (--quirk,
 * --level-time, --data, --format, -o, --style) goes through cli_parse like any command's. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../search/find.h"
#include "../search/reach.h"
#include "cli.h"

static const char usage[] =
    "usage: spelgen find [filters] [--from A] [--to B] [--count N] [-j N] [--shard K/N]\n"
    "                    [--states] [--format text|json] [-o FILE] [options]\n"
    "Searches game seeds for a level that passes every filter given, and prints one line\n"
    "per match, in seed order whatever -j says: seed, level, and what the level holds\n"
    "(key=value words; --format json: one JSON object a line).\n"
    "\n"
    "The search:\n"
    "  --from A, --to B  the seeds A..B, inclusive (decimal or 0x hex; default 0..4294967295)\n"
    "  --count N         stop after N matches (without --to or --count: --count 10)\n"
    "  -j, --threads N   search on N threads, 1-256 (default: the processors online)\n"
    "  --shard K/N       only seeds S with S mod N = K: the N shards' outputs, put together\n"
    "                    and sorted by seed, are the whole search's output\n"
    "  --states          search raw RNG states instead: each number is one level built from\n"
    "                    that state with a fresh game (like show --state)\n"
    "  --full            build every level to its end even when the filters need less\n"
    "  --stats           when done, print seeds searched, matches and seeds/s on stderr\n"
    "  --dry-run         check the options, say what would be searched, and stop\n"
    "\n"
    "Filters (all must hold; a level that only needs its path is built no further):\n"
    "  --level N         the level of each game to test, 1-16 (default 1)\n"
    "  --dark, --no-dark            a dark level, or a lit one\n"
    "  --snake-pit, --no-snake-pit  a snake pit, or none\n"
    "  --shop KIND       general-store, bomb-shop, weapon-shop, rare-shop, clothing-shop,\n"
    "                    dice-house, kissing-parlor, any or none\n"
    "  --has THING       at least one THING on the level (repeatable)\n"
    "  --count-min THING=N, --count-max THING=N   at least / at most N of THING\n"
    "                    things: bat spider snake giant-spider caveman scarab skeleton\n"
    "                    monster damsel udjat-chest (= locked-chest) key golden-idol (= idol)\n"
    "                    kali-altar (= altar) shopkeeper shop-item mattock flare-crate lamp\n"
    "                    rock jar web crate chest bones gold-bar gold-bars emerald sapphire\n"
    "                    ruby boulder dice arrow-trap spikes push-block stone ladder\n"
    "                    gold-vein rich-vein (a Damsel for sale counts; gems inside blocks\n"
    "                    do not, they count in --gold-min)\n"
    "  --gold-min V      at least $V of gold, at the original's values: gold vein $300\n"
    "                    (three $100 chunks), rich vein $800 (and a $500 nugget), gold bar\n"
    "                    $500, gold bars $1000, big emerald $800, sapphire $1200, ruby $1600,\n"
    "                    loose or in a block that breaks; chests, jars, crates, items and\n"
    "                    the idol count nothing\n"
    "  --start-col C, --exit-col C  the start / exit room's column, 0-3\n"
    "  --path-length-min N, --path-length-max N   rooms on the path, 1-16\n"
    "  --drops N         straight drops, 0-2: rooms the path falls straight through (every\n"
    "                    path drops three times; these are the drops that line up)\n"
    "  --reachable       the exit can be reached from the entrance without bombs or ropes:\n"
    "                    walk, jump one tile up or across a gap of up to three, climb\n"
    "                    ladders, fall any height, never land on spikes; push blocks and\n"
    "                    arrow traps are solid (the model: src/search/reach.h)\n"
    "  --lake, --moai, --mothership, --yeti-lair, --sacrifice-pit, --black-market,\n"
    "  --graveyard, --city-of-gold  the later areas' special levels (give a --level of\n"
    "                    their area: a filter no level can match is an error)\n"
    "\n"
    "Options:\n"
    "  --format F        text (default) or json\n"
    "  -o, --output FILE write the matches to FILE\n"
    "  --quirk NAME=off  switch one of the original's bugs off (names: --quirk list)\n"
    "  --level-time M:SS the clock when each level was finished (default 0:45)\n"
    "  --data DIR        read room layouts from DIR\n"
    "  -h, --help        this help\n"
    "Exit status: 0 the search ran (matches or not), 1 it failed, 2 a bad option.\n";

typedef struct find_args {
    spg_find_config fc;
    bool have_to, have_count, stats, dry_run, help;
} find_args;

/* Prints one line and gives the usage error's exit status. */
#define BAD(...) return (cli_error("find", __VA_ARGS__), EXIT_USAGE)

static int parse_u64(const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
    if (!s || *s < '0' || *s > '9')
        return -1;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end || v < lo || v > hi || strlen(s) > 19)
        return -1;
    *out = v;
    return 0;
}

/* One of find's own options: name without dashes, its value (may be NULL). */
static int own_option(find_args *a, const char *name, const char *value)
{
    spg_find_config *fc = &a->fc;
    uint64_t v;
    if (strcmp(name, "from") == 0 || strcmp(name, "to") == 0) {
        uint32_t u;
        if (spg_parse_u32(value, &u) != 0)
            BAD("--%s: '%s' is not a seed; give 0-4294967295, decimal or 0x hex", name, value);
        if (name[0] == 'f')
            fc->from = u;
        else
            fc->to = u, a->have_to = true;
    } else if (strcmp(name, "count") == 0) {
        if (parse_u64(value, 1, UINT64_MAX / 2, &v) != 0)
            BAD("--count: '%s' is not a number of matches; give 1 or more", value);
        fc->max_matches = v;
        a->have_count = true;
    } else if (strcmp(name, "threads") == 0 || strcmp(name, "j") == 0) {
        if (parse_u64(value, 1, 256, &v) != 0)
            BAD("-j: '%s' is not a number of threads; give 1-256", value);
        fc->threads = (int)v;
    } else if (strcmp(name, "shard") == 0) {
        const char *slash = value ? strchr(value, '/') : NULL;
        uint64_t k, n;
        char kb[24];
        size_t kl = slash ? (size_t)(slash - value) : 0;
        if (!slash || kl == 0 || kl >= sizeof kb ||
            (memcpy(kb, value, kl), kb[kl] = 0, parse_u64(kb, 0, UINT32_MAX, &k)) != 0 ||
            parse_u64(slash + 1, 1, UINT32_MAX, &n) != 0 || k >= n)
            BAD("--shard: '%s' is not a shard; write K/N with 0 <= K < N, as in --shard 0/4",
                value ? value : "");
        fc->shard_k = (uint32_t)k;
        fc->shard_n = (uint32_t)n;
    } else if (strcmp(name, "states") == 0) {
        fc->states = true;
    } else if (strcmp(name, "full") == 0) {
        fc->full = true;
    } else if (strcmp(name, "stats") == 0) {
        a->stats = true;
    } else if (strcmp(name, "dry-run") == 0) {
        a->dry_run = true;
    }
    return 0;
}

static const struct {
    const char *name;
    bool value;
} owns[] = {{"from", true},  {"to", true},    {"count", true},  {"threads", true}, {"shard", true},
            {"states", false}, {"full", false}, {"stats", false}, {"dry-run", false}};

static bool find_is_own(const char *name, bool *takes_value)
{
    for (size_t k = 0; k < sizeof owns / sizeof *owns; k++)
        if (strcmp(name, owns[k].name) == 0) {
            *takes_value = owns[k].value;
            return true;
        }
    return filter_is_option(name, takes_value);
}

static int find_take(void *ctx, const char *name, const char *value)
{
    find_args *a = ctx;
    for (size_t k = 0; k < sizeof owns / sizeof *owns; k++)
        if (strcmp(name, owns[k].name) == 0 || strcmp(name, "j") == 0)
            return own_option(a, name, value);
    char err[512];
    if (filter_set(&a->fc.filter, name, value, err, sizeof err) != 0) {
        cli_error("find", "%s", err);
        return EXIT_USAGE;
    }
    return 0;
}

/* Parses find's whole command line into a and o.  Returns 0 or an exit status. */
static int parse(int argc, char **argv, find_args *a, cli_opts *o)
{
    memset(a, 0, sizeof *a);
    find_config_init(&a->fc);
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    a->fc.threads = cpus < 1 ? 1 : cpus > 256 ? 256 : (int)cpus;
    char **rest = calloc((size_t)argc + 1, sizeof *rest);
    if (!rest)
        return EXIT_FAIL;
    int nrest = 0;
    cli_own own = {"find", find_is_own, find_take, a, &a->help,
                   "find searches many seeds: give a range with --from A --to B (and "
                   "--states to search raw states)"};
    int rc = cli_prescan(&own, argc, argv, rest, &nrest);
    if (rc == 0)
        rc = cli_parse("find", nrest, rest, 0, o);
    free(rest);
    if (rc)
        return rc;
    if (a->help || o->list_quirks)
        return 0;
    char err[512];
    if (filter_check(&a->fc.filter, err, sizeof err) != 0) {
        cli_error("find", "%s", err);
        return EXIT_USAGE;
    }
    if (a->have_to && a->fc.from > a->fc.to) {
        cli_error("find", "--from %u is after --to %u: the range is empty", a->fc.from, a->fc.to);
        return EXIT_USAGE;
    }
    if (o->rq.style != SPG_STYLE_CLASSIC) {
        cli_error("find", "--style: find searches the classic style's levels only");
        return EXIT_USAGE;
    }
    if (o->format && strcmp(o->format, "json") != 0 && strcmp(o->format, "text") != 0) {
        cli_error("find", "--format: '%s' is not accepted; use text or json", o->format);
        return EXIT_USAGE;
    }
    a->fc.json = o->format && strcmp(o->format, "json") == 0;
    a->fc.base.opt = o->rq.opt;
    a->fc.base.style = o->rq.style;
    a->fc.base.so = o->rq.so;
    if (!a->have_to && !a->have_count)
        a->fc.max_matches = 10;
    return 0;
}

typedef struct run_ctx {
    FILE *out;
    bool tty, shown; /* stderr is a terminal; a progress line is on it now */
    double t0, last;
    const find_args *a;
} run_ctx;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int emit(const char *line, void *vctx)
{
    run_ctx *c = vctx;
    if (c->shown) {
        fputs("\r\033[K", stderr); /* the progress line gives way to the match */
        c->shown = false;
    }
    fputs(line, c->out);
    fputc('\n', c->out);
    if (c->out == stdout)
        fflush(stdout);
    return ferror(c->out) ? 1 : 0;
}

static void progress(const spg_find_stats *st, void *vctx)
{
    run_ctx *c = vctx;
    double t = now();
    if (!c->tty || t - c->last < 0.25)
        return;
    c->last = t;
    c->shown = true;
    fprintf(stderr, "\r\033[Kfind: %llu of %llu %s (%.1f%%), %llu matches, %.0f/s",
            (unsigned long long)st->searched, (unsigned long long)st->total,
            c->a->fc.states ? "states" : "seeds",
            st->total ? 100.0 * (double)st->searched / (double)st->total : 100.0,
            (unsigned long long)st->matches, (double)st->searched / (t - c->t0 + 1e-9));
}

/* How far find builds each level, for --dry-run. */
static const char *build_words(const spg_find_config *fc)
{
    switch (fc->full ? SPG_NEED_FULL : filter_need(&fc->filter)) {
    case SPG_NEED_PATH:
        return "the path phase only";
    case SPG_NEED_ROLLS:
        return "through the level rolls (whole levels for matches)";
    default:
        return "whole levels";
    }
}

int cmd_find(int argc, char **argv)
{
    find_args a;
    cli_opts o;
    int rc = parse(argc, argv, &a, &o);
    if (rc)
        return rc;
    if (a.help) {
        fputs(usage, stdout);
        return EXIT_OK;
    }
    if (cli_early_exit(&o, usage))
        return EXIT_OK;
    const spg_find_config *fc = &a.fc;
    if (a.dry_run) {
        printf("find: level %d, %s %u..%u, shard %u/%u: %llu to test; %s%llu matches; %d "
               "threads; builds %s\n",
               fc->filter.level, fc->states ? "states" : "seeds", fc->from, fc->to, fc->shard_k,
               fc->shard_n, (unsigned long long)find_total(fc),
               fc->max_matches ? "stop after " : "no limit on ",
               (unsigned long long)fc->max_matches, fc->threads,
               build_words(fc));
        return EXIT_OK;
    }
    spg_data data;
    char err[512];
    if (spg_data_load(o.data_dir, &data, err, sizeof err) != 0) {
        cli_error("find", "%s", err);
        return EXIT_FAIL;
    }
    run_ctx ctx = {stdout, isatty(2) != 0, false, now(), 0, &a};
    if (o.output && !(ctx.out = fopen(o.output, "w"))) {
        cli_error("find", "-o: cannot write '%s'", o.output);
        spg_data_free(&data);
        return EXIT_FAIL;
    }
    spg_find_stats st;
    rc = find_run(fc, &data, emit, progress, &ctx, &st, err, sizeof err) == 0 ? EXIT_OK : EXIT_FAIL;
    if (ctx.shown)
        fputs("\r\033[K", stderr);
    if (rc)
        cli_error("find", "%s", err);
    if (ctx.out != stdout && fclose(ctx.out) != 0) {
        cli_error("find", "-o: writing '%s' failed", o.output);
        rc = EXIT_FAIL;
    }
    if (a.stats) {
        double t = now() - ctx.t0;
        fprintf(stderr, "find: searched %llu %s in %.2f s (%.0f/s, %d threads), %llu matches\n",
                (unsigned long long)st.searched, fc->states ? "states" : "seeds", t,
                (double)st.searched / (t > 0 ? t : 1e-9), fc->threads,
                (unsigned long long)st.matches);
    }
    spg_data_free(&data);
    return rc;
}
