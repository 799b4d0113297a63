/* cmd_find.c — spelgen find: search seeds (or raw states) for levels that pass filters.
 * Find's own options and the filters are one table, read with the common ones (--quirk,
 * --level-time, --data, --format, -o, --style) by cli_parse_own. */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../search/find.h"
#include "../search/reach.h"
#include "cli.h"
#include "scripts.h"

static const char usage[] =
    "usage: spelgen find [filters] [--from A] [--to B] [--all] [--count N] [-j N]\n"
    "                    [--shard K/N] [--states] [--resume FILE] [--format text|json]\n"
    "                    [-o FILE] [options]\n"
    "Searches game seeds for a level that passes every filter given, and prints one line\n"
    "per match, in seed order whatever -j says: seed, level, and what the level holds\n"
    "(key=value words; --format json: one JSON object a line).\n"
    "\n";

typedef struct find_args {
    spg_find_config fc;
    bool have_to, have_count, have_all, stats, dry_run;
    const char *resume; /* --resume FILE */
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

/* --from A, --to B */
static int take_range(void *ctx, const char *name, const char *value)
{
    find_args *a = ctx;
    uint32_t u;
    if (spg_parse_u32(value, &u) != 0)
        BAD("--%s: '%s' is not a seed; give 0-4294967295, decimal or 0x hex", name, value);
    if (name[0] == 'f')
        a->fc.from = u;
    else
        a->fc.to = u, a->have_to = true;
    return 0;
}

static int take_count(void *ctx, const char *name, const char *value)
{
    (void)name;
    find_args *a = ctx;
    uint64_t v;
    if (parse_u64(value, 1, UINT64_MAX / 2, &v) != 0)
        BAD("--count: '%s' is not a number of matches; give 1 or more", value);
    a->fc.max_matches = v;
    a->have_count = true;
    return 0;
}

static int take_threads(void *ctx, const char *name, const char *value)
{
    (void)name;
    find_args *a = ctx;
    uint64_t v;
    if (parse_u64(value, 1, 256, &v) != 0)
        BAD("-j: '%s' is not a number of threads; give 1-256", value);
    a->fc.threads = (int)v;
    return 0;
}

static int take_shard(void *ctx, const char *name, const char *value)
{
    (void)name;
    find_args *a = ctx;
    const char *slash = value ? strchr(value, '/') : NULL;
    uint64_t k, n;
    char kb[24];
    size_t kl = slash ? (size_t)(slash - value) : 0;
    if (!slash || kl == 0 || kl >= sizeof kb ||
        (memcpy(kb, value, kl), kb[kl] = 0, parse_u64(kb, 0, UINT32_MAX, &k)) != 0 ||
        parse_u64(slash + 1, 1, UINT32_MAX, &n) != 0 || k >= n)
        BAD("--shard: '%s' is not a shard; write K/N with 0 <= K < N, as in --shard 0/4",
            value ? value : "");
    a->fc.shard_k = (uint32_t)k;
    a->fc.shard_n = (uint32_t)n;
    return 0;
}

static int take_resume(void *ctx, const char *name, const char *value)
{
    (void)name;
    if (!value || !*value)
        BAD("--resume needs a file to keep the search's place in");
    ((find_args *)ctx)->resume = value;
    return 0;
}

/* A filter (filter.h's): the row's name is the filter's. */
static int take_filter(void *ctx, const char *name, const char *value)
{
    find_args *a = ctx;
    char err[512];
    if (filter_set(&a->fc.filter, name, value, err, sizeof err) != 0) {
        cli_error("find", "%s", err);
        return EXIT_USAGE;
    }
    return 0;
}

/* find's own options, the search's (their help is the usage's "The search:"); parse adds
 * the filters' (filter_option_name), whose help is the usage's "Filters". */
static const cli_option search_options[] = {
    CLI_GROUP("The search:"),
    CLI_OWN("from", 0, "A", "--from A, --to B",
            "the seeds A..B, inclusive (decimal or 0x hex; default 0..4294967295)", take_range),
    CLI_OWN("to", 0, "B", NULL, NULL, take_range),
    CLI_OWN_FLAG("all", NULL,
                 "every number, 0..4294967295, with no --count limit (with --states\n"
                 "and a path filter: the whole state space in minutes)",
                 find_args, have_all),
    CLI_OWN("count", 0, "N", NULL,
            "stop after N matches (without --to, --all or --count: --count 10)", take_count),
    CLI_OWN("threads", 'j', "N", NULL,
            "search on N threads, 1-256 (default: the processors online)", take_threads),
    CLI_OWN("shard", 0, "K/N", NULL,
            "only seeds S with S mod N = K: the N shards' outputs, put together\n"
            "and sorted by seed, are the whole search's output",
            take_shard),
    CLI_OWN_FLAG("states", NULL,
                 "search raw RNG states instead: each number is one level built from\n"
                 "that state with a fresh game (like show --state)",
                 find_args, fc.states),
    CLI_OWN("resume", 0, "FILE", NULL,
            "keep the search's place in FILE (rewritten every few seconds and\n"
            "on Ctrl-C); run the same command again to go on from there (with\n"
            "-o, the output file is cut back to that place first: the result\n"
            "is the uninterrupted search's); a finished search says so",
            take_resume),
    CLI_OWN_FLAG("full", NULL, "build every level to its end even when the filters need less",
                 find_args, fc.full),
    CLI_OWN_FLAG("no-scan", NULL,
                 "test path filters on levels built to their path phase instead of\n"
                 "the path scan (the same matches, many times slower: to check)",
                 find_args, fc.no_scan),
    CLI_OWN_FLAG("stats", NULL, "when done, print seeds searched, matches and seeds/s on stderr",
                 find_args, stats),
    CLI_OWN_FLAG("dry-run", NULL, "check the options, say what would be searched, and stop",
                 find_args, dry_run),
};
#define NSEARCH_OPTIONS ((int)(sizeof search_options / sizeof search_options[0]))

static const char usage_tail[] =
    "\n"
    "Filters (all must hold; a level that only needs its path is built no further, and with\n"
    "--states, or on level 1, none is built: the path scan runs the path phase alone,\n"
    "jumping the border's fixed draws; levels 1-15):\n"
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
    "                    their area: a filter no level can match is an error); all but\n"
    "                    --graveyard are decided by the path phase\n"
    "\n"
    "Options:\n"
    "  --format F        text (default) or json\n"
    "  -o, --output FILE write the matches to FILE\n"
    "  --quirk NAME=off  switch one of the original's bugs off (names: --quirk list)\n"
    "  --level-time M:SS the clock when each level was finished (default 0:45)\n"
    "  --data DIR        read room layouts from DIR\n"
    "  -h, --help        this help\n"
    "  --scripts         not taken: the scripts engine (show, trace, why, diff --scripts)\n"
    "                    builds under a hundred levels a second, too few to search\n"
    "On a terminal, stderr shows a progress bar: how far, matches, the rate and the time\n"
    "left.\n"
    "Exit status: 0 the search ran (matches or not), 1 it failed or was interrupted, 2 a bad\n"
    "option.\n";

/* Parses find's whole command line into a and o.  Returns 0 or an exit status. */
static int parse(int argc, char **argv, find_args *a, cli_opts *o)
{
    int refused = cli_refuse_scripts("find", argc, argv);
    if (refused)
        return refused;
    memset(a, 0, sizeof *a);
    find_config_init(&a->fc);
    a->fc.threads = cli_default_threads();
    /* the table: the search's options, then one for each filter */
    cli_option table[NSEARCH_OPTIONS + 64];
    int n = 0;
    for (int k = 0; k < NSEARCH_OPTIONS; k++)
        table[n++] = search_options[k];
    bool takes;
    for (const char *name; (name = filter_option_name(n - NSEARCH_OPTIONS, &takes)) != NULL;) {
        if (n == (int)(sizeof table / sizeof *table))
            return cli_error("find", "more filters than the option table holds"), EXIT_FAIL;
        table[n++] = (cli_option)CLI_OWN(name, 0, takes ? "V" : NULL, NULL, NULL, take_filter);
    }
    cli_own own = {"find", table, n, a,
                   "find searches many seeds: give a range with --from A --to B (and "
                   "--states to search raw states)"};
    int rc = cli_parse_own("find", &own, argc, argv, 0, o);
    if (rc)
        return rc;
    if (o->help || o->list_quirks)
        return 0;
    char err[512];
    if (filter_check(&a->fc.filter, err, sizeof err) != 0) {
        cli_error("find", "%s", err);
        return EXIT_USAGE;
    }
    if (a->have_all && (a->have_to || a->fc.from != 0)) {
        cli_error("find", "--all is the range 0..4294967295: give it or --from/--to, not both");
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
    if (cli_check_style_options("find", o) != 0)
        return EXIT_USAGE;
    if (o->format && strcmp(o->format, "json") != 0 && strcmp(o->format, "text") != 0) {
        cli_error("find", "--format: '%s' is not accepted; use text or json", o->format);
        return EXIT_USAGE;
    }
    a->fc.json = o->format && strcmp(o->format, "json") == 0;
    a->fc.base.opt = o->rq.opt;
    a->fc.base.style = o->rq.style;
    a->fc.base.so = o->rq.so;
    if (!a->have_to && !a->have_count && !a->have_all)
        a->fc.max_matches = 10;
    return 0;
}

typedef struct run_ctx {
    FILE *out;
    bool tty, shown; /* stderr is a terminal; a progress line is on it now */
    double t0, last, last_save;
    const find_args *a;
    /* --resume: where this run began in the whole search, and what it has written */
    uint64_t base_searched, base_matches, total;
    uint64_t out_bytes;
    const char *fingerprint;
    bool write_failed; /* the output could not be written: the search stopped short */
} run_ctx;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Set by SIGINT or SIGTERM while a search keeps its place (--resume). */
static volatile sig_atomic_t interrupted;

static void on_signal(int sig)
{
    (void)sig;
    interrupted = 1;
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
    c->out_bytes += strlen(line) + 1;
    if (c->out == stdout)
        fflush(stdout);
    if (ferror(c->out))
        c->write_failed = true;
    return c->write_failed ? 1 : 0;
}

/* ---- --resume FILE: the search's place ---------------------------------------------- */

/* What the place file holds: the command it belongs to, how many numbers (in search
 * order) are done, the matches among them and the bytes of output they made. */
typedef struct place {
    char args[4096];
    uint64_t searched, matches, out_bytes;
    bool done;
} place;

/* Writes the place (to FILE.tmp, then renamed over FILE: never half a file).  0 or -1. */
static int place_save(const char *file, const place *p)
{
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp", file);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return -1;
    fprintf(f, "spelgen find place 1\nargs %s\nsearched %llu\nmatches %llu\noutput-bytes %llu\n"
            "done %d\n", p->args, (unsigned long long)p->searched,
            (unsigned long long)p->matches, (unsigned long long)p->out_bytes, p->done ? 1 : 0);
    if (fclose(f) != 0 || rename(tmp, file) != 0) {
        int e = errno; /* remove may set its own */
        remove(tmp);
        errno = e;
        return -1;
    }
    return 0;
}

/* Reads a place file: 1 read, 0 there is none, -1 malformed (said on stderr). */
static int place_load(const char *file, place *p)
{
    FILE *f = fopen(file, "r");
    if (!f)
        return errno == ENOENT ? 0 : (cli_error("find", "--resume: cannot read '%s'", file), -1);
    memset(p, 0, sizeof *p);
    char line[4200];
    int n = 0, lineno = 0, have = 0, done = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\n")] = 0;
        unsigned long long v;
        if (lineno == 1 && strcmp(line, "spelgen find place 1") == 0)
            have |= 1;
        else if (strncmp(line, "args ", 5) == 0 && strlen(line + 5) < sizeof p->args)
            memcpy(p->args, line + 5, strlen(line + 5) + 1), have |= 2;
        else if (sscanf(line, "searched %llu%n", &v, &n) == 1 && !line[n])
            p->searched = v, have |= 4;
        else if (sscanf(line, "matches %llu%n", &v, &n) == 1 && !line[n])
            p->matches = v, have |= 8;
        else if (sscanf(line, "output-bytes %llu%n", &v, &n) == 1 && !line[n])
            p->out_bytes = v, have |= 16;
        else if (sscanf(line, "done %d%n", &done, &n) == 1 && !line[n])
            p->done = done != 0, have |= 32;
        else {
            fclose(f);
            cli_error("find", "--resume: %s:%d: not a line of a search's place", file, lineno);
            return -1;
        }
    }
    fclose(f);
    if (have != 63) {
        cli_error("find", "--resume: %s: not a whole search's place (a line is missing)", file);
        return -1;
    }
    return 1;
}

/* The command line that names a search: every argument but --resume FILE and those that
 * change how, not what, it searches (the thread count, --no-scan, --stats), joined by
 * spaces. */
static void fingerprint(int argc, char **argv, char *buf, size_t len)
{
    buf[0] = 0;
    size_t at = 0;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (strcmp(s, "--resume") == 0 || strcmp(s, "--threads") == 0 || strcmp(s, "-j") == 0) {
            i++;
            continue;
        }
        if (strncmp(s, "--resume=", 9) == 0 || strncmp(s, "--threads=", 10) == 0 ||
            strncmp(s, "-j", 2) == 0 || strcmp(s, "--no-scan") == 0 || strcmp(s, "--stats") == 0)
            continue;
        int w = snprintf(buf + at, len - at, "%s%s", at ? " " : "", s);
        if (w < 0 || (size_t)w >= len - at)
            break;
        at += (size_t)w;
    }
}

static void save_place(run_ctx *c, const spg_find_stats *st, bool done)
{
    place p;
    memset(&p, 0, sizeof p);
    snprintf(p.args, sizeof p.args, "%s", c->fingerprint);
    p.searched = c->base_searched + st->searched;
    p.matches = c->base_matches + st->matches;
    p.out_bytes = c->out_bytes;
    p.done = done;
    fflush(c->out);
    if (place_save(c->a->resume, &p) != 0)
        cli_error("find", "--resume: cannot write '%s': %s", c->a->resume, strerror(errno));
}

/* "1h02m", "3m05s", "12s" */
static void duration(double s, char *buf, size_t len)
{
    if (!(s >= 0) || s > 1e8)
        snprintf(buf, len, "?");
    else if (s >= 3600)
        snprintf(buf, len, "%dh%02dm", (int)(s / 3600), (int)(s / 60) % 60);
    else if (s >= 60)
        snprintf(buf, len, "%dm%02ds", (int)(s / 60), (int)s % 60);
    else
        snprintf(buf, len, "%.0fs", s);
}

static int progress(const spg_find_stats *st, void *vctx)
{
    run_ctx *c = vctx;
    double t = now();
    if (c->a->resume && t - c->last_save >= 5.0) {
        c->last_save = t;
        save_place(c, st, false);
    }
    if (interrupted)
        return 1;
    if (!c->tty || t - c->last < 0.25)
        return 0;
    c->last = t;
    c->shown = true;
    uint64_t done = c->base_searched + st->searched, total = c->total;
    double frac = total ? (double)done / (double)total : 1.0;
    double rate = (double)st->searched / (t - c->t0 + 1e-9);
    char bar[33], eta[16];
    int fill = (int)(frac * 30);
    for (int i = 0; i < 30; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[30] = 0;
    duration(rate > 0 ? (double)(total - done) / rate : -1, eta, sizeof eta);
    fprintf(stderr, "\r\033[Kfind: [%s] %5.1f%% %llu of %llu %s, %llu matches, %.3g/s, %s left",
            bar, 100.0 * frac, (unsigned long long)done, (unsigned long long)total,
            c->a->fc.states ? "states" : "seeds",
            (unsigned long long)(c->base_matches + st->matches), rate, eta);
    return 0;
}

/* How far find builds each level, for --dry-run. */
static const char *build_words(const spg_find_config *fc)
{
    switch (fc->full ? SPG_NEED_FULL : filter_need(&fc->filter)) {
    case SPG_NEED_PATH:
        return find_scans(fc) ? "nothing: the path scan walks each path alone"
                              : "the path phase only";
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
    if (cli_early_exit_own(&o, usage, &(cli_own){.options = search_options, NSEARCH_OPTIONS}, usage_tail))
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
    /* --resume: go on from the place kept, with the rest of the range and the count */
    char fp[4096];
    fingerprint(argc, argv, fp, sizeof fp);
    place was = {0};
    spg_find_config run = *fc;
    if (a.resume) {
        int got = place_load(a.resume, &was);
        if (got < 0)
            return EXIT_USAGE;
        if (got && strcmp(was.args, fp) != 0) {
            cli_error("find", "--resume: '%s' keeps the place of another search (%s)", a.resume,
                      was.args);
            return EXIT_USAGE;
        }
        if (got && was.done) {
            fprintf(stderr, "find: the search kept in '%s' is finished: %llu searched, %llu "
                    "matches\n", a.resume, (unsigned long long)was.searched,
                    (unsigned long long)was.matches);
            return EXIT_OK;
        }
        if (was.searched > find_total(fc)) {
            cli_error("find", "--resume: '%s' is past the end of the search", a.resume);
            return EXIT_USAGE;
        }
        if (was.searched) {
            /* the next number in the shard after the `searched` done */
            uint64_t n = fc->shard_n ? fc->shard_n : 1, first = fc->from;
            first += (fc->shard_k % n + n - first % n) % n;
            uint64_t next = first + was.searched * n;
            if (was.searched == find_total(fc)) /* all done but not marked */
                run.from = 1, run.to = 0;
            else
                run.from = (uint32_t)next;
        }
        if (run.max_matches)
            run.max_matches = was.matches >= run.max_matches ? 0 : run.max_matches - was.matches;
        if (fc->max_matches && was.matches >= fc->max_matches)
            run.from = 1, run.to = 0; /* the count was reached */
        signal(SIGINT, on_signal);
        signal(SIGTERM, on_signal);
    }
    spg_data data;
    char err[512];
    if (spg_data_load(o.data_dir, &data, err, sizeof err) != 0) {
        cli_error("find", "%s", err);
        return EXIT_FAIL;
    }
    run_ctx ctx = {stdout, isatty(2) != 0, false, now(), 0, now(), &a,
                   was.searched, was.matches, find_total(fc), was.out_bytes, fp, false};
    if (o.output) {
        /* resuming into the same file: cut it back to the place kept, then append */
        if (a.resume && was.searched) {
            ctx.out = fopen(o.output, "r+");
            if (ctx.out && (ftruncate(fileno(ctx.out), (off_t)was.out_bytes) != 0 ||
                            fseek(ctx.out, 0, SEEK_END) != 0)) {
                fclose(ctx.out);
                ctx.out = NULL;
            }
        } else {
            ctx.out = fopen(o.output, "w");
        }
        if (!ctx.out) {
            cli_error("find", "-o: cannot write '%s': %s", o.output, strerror(errno));
            spg_data_free(&data);
            return EXIT_FAIL;
        }
    }
    spg_find_stats st = {0};
    rc = run.from > run.to ? EXIT_OK
                           : find_run(&run, &data, emit, progress, &ctx, &st, err, sizeof err) == 0
                                 ? EXIT_OK
                                 : EXIT_FAIL;
    if (ctx.shown)
        fputs("\r\033[K", stderr);
    if (rc)
        cli_error("find", "%s", err);
    if (!rc && ctx.write_failed) {
        cli_error("find", "writing the matches failed");
        rc = EXIT_FAIL;
    }
    bool finished = !rc && !interrupted;
    if (a.resume)
        save_place(&ctx, &st, finished);
    if (interrupted) {
        fprintf(stderr, "find: interrupted after %llu of %llu; run the same command to go on\n",
                (unsigned long long)(ctx.base_searched + st.searched),
                (unsigned long long)ctx.total);
        rc = EXIT_FAIL;
    }
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
