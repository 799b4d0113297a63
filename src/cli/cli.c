/* cli.c — option parsing and error reporting shared by the subcommands. */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../quirks.h"
#include "../styles/fools/fools.h"

void cli_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "spelgen %s: ", cmd);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

int cli_int(const char *s, int lo, int hi, int *out)
{
    if (!s || !*s)
        return -1;
    char *end;
    long v = strtol(s, &end, 10);
    if (*end || v < lo || v > hi)
        return -1;
    *out = (int)v;
    return 0;
}

static int parse_time(const char *s, int *secs)
{
    int m, sec;
    char extra;
    if (sscanf(s, "%d:%d%c", &m, &sec, &extra) != 2 || m < 0 || m > 999 || sec < 0 || sec > 59)
        return -1;
    if (strlen(s) < 4 || s[strlen(s) - 3] != ':')
        return -1;
    *secs = m * 60 + sec;
    return 0;
}

int cli_early_exit_own(const cli_opts *o, const char *usage, const cli_own *own, const char *tail)
{
    if (!o->help)
        return cli_early_exit(o, usage);
    fputs(usage, stdout);
    cli_options_help(stdout, own->options, own->noptions);
    fputs(tail, stdout);
    return 1;
}

int cli_default_threads(void)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    return cpus < 1 ? 1 : cpus > 256 ? 256 : (int)cpus;
}

int cli_early_exit(const cli_opts *o, const char *usage)
{
    if (o->help) {
        fputs(usage, stdout);
        cli_common_help(stdout);
        return 1;
    }
    if (o->list_quirks) {
        for (int i = 0; i < SPG_Q__COUNT; i++)
            printf("%-24s %s\n", spg_quirks[i].name, spg_quirks[i].summary);
        return 1;
    }
    return 0;
}

static int parse_quirk(const char *cmd, const char *arg, uint32_t *set, bool *list)
{
    if (strcmp(arg, "list") == 0) {
        *list = true;
        return 0;
    }
    const char *eq = strchr(arg, '=');
    char name[64];
    size_t n = eq ? (size_t)(eq - arg) : strlen(arg);
    if (n >= sizeof name)
        n = sizeof name - 1;
    memcpy(name, arg, n);
    name[n] = 0;
    int q = quirk_find(name);
    if (q < 0) {
        cli_error(cmd, "--quirk: unknown quirk '%s'; see 'spelgen show --quirk list'", name);
        return -1;
    }
    if (!eq || (strcmp(eq + 1, "off") != 0 && strcmp(eq + 1, "on") != 0)) {
        cli_error(cmd, "--quirk: '%s' needs =on or =off, as in --quirk %s=off", arg, name);
        return -1;
    }
    if (strcmp(eq + 1, "off") == 0)
        *set &= ~(1u << q);
    else
        *set |= 1u << q;
    return 0;
}

/* ---- the options every generating command takes ------------------------------------ */

static int take_seed(const char *cmd, const char *v, cli_opts *o)
{
    if (spg_parse_u32(v, &o->rq.seed) != 0) {
        cli_error(cmd, "--seed: '%s' is not a seed; give a number 0-4294967295, decimal or 0x hex", v);
        return EXIT_USAGE;
    }
    o->seed_given = true;
    return 0;
}

static int take_state(const char *cmd, const char *v, cli_opts *o)
{
    if (spg_parse_u32(v, &o->rq.seed) != 0) {
        cli_error(cmd, "--state: '%s' is not a state; give a number 0-4294967295, decimal or 0x hex", v);
        return EXIT_USAGE;
    }
    o->state_given = true;
    return 0;
}

static int take_level(const char *cmd, const char *v, cli_opts *o)
{
    /* --style may come after --level: any style's level passes here, and the style's
     * generate() refuses one past its own max_level */
    int max = spg_style_max_level();
    if (cli_int(v, 1, max, &o->rq.level) != 0) {
        cli_error(cmd, "--level: '%s' is not a level; levels are 1-%d", v, max);
        return EXIT_USAGE;
    }
    return 0;
}

static int take_quirk(const char *cmd, const char *v, cli_opts *o)
{
    if (parse_quirk(cmd, v, &o->rq.opt.quirks, &o->list_quirks) != 0)
        return EXIT_USAGE;
    if (!o->list_quirks && !o->quirk_given)
        o->quirk_given = v;
    return 0;
}

static int take_time(const char *cmd, const char *v, cli_opts *o)
{
    const char *eq = strchr(v, '=');
    int lv = -1, secs;
    if (eq) {
        char num[8] = {0};
        size_t n = (size_t)(eq - v);
        if (n >= sizeof num || (memcpy(num, v, n), cli_int(num, 1, SPG_MAX_LEVEL, &lv)) != 0) {
            cli_error(cmd, "--level-time: '%s' does not name a level 1-%d before '='", v, SPG_MAX_LEVEL);
            return EXIT_USAGE;
        }
    }
    if (parse_time(eq ? eq + 1 : v, &secs) != 0) {
        cli_error(cmd, "--level-time: '%s' is not a time; write M:SS (as 1:05) or N=M:SS", v);
        return EXIT_USAGE;
    }
    for (int i = 0; i <= SPG_MAX_LEVEL; i++)
        if (lv < 0 || i == lv)
            o->rq.opt.level_seconds[i] = secs;
    return 0;
}

static int take_shortcut(const char *cmd, const char *v, cli_opts *o)
{
    if (cli_int(v, 1, SPG_MAX_LEVEL, &o->rq.opt.shortcut) != 0 ||
        !game_is_shortcut(o->rq.opt.shortcut)) {
        cli_error(cmd, "--shortcut: '%s' is not a shortcut; the Tunnel Man's lead to levels "
                  "5, 9 and 13", v);
        return EXIT_USAGE;
    }
    return 0;
}

static int take_original(const char *cmd, const char *v, cli_opts *o)
{
    (void)v;
    if (spg_original_dir(o->original_dir, sizeof o->original_dir) != 0) {
        cli_error(cmd, "--original: neither XDG_DATA_HOME nor HOME is set: give the "
                  "directory with --data DIR");
        return EXIT_USAGE;
    }
    o->data_dir = o->original_dir;
    return 0;
}

static int take_force(const char *cmd, const char *v, cli_opts *o)
{
    char why[160];
    if (o->rq.nforce == WHATIF_MAX_FORCES) {
        cli_error(cmd, "--force: at most %d forces", WHATIF_MAX_FORCES);
        return EXIT_USAGE;
    }
    if (whatif_parse(v, &o->force[o->rq.nforce], why, sizeof why) != 0) {
        cli_error(cmd, "--force: %s", why);
        return EXIT_USAGE;
    }
    /* one value a draw: a second would silently win over the first */
    const spg_force *nf = &o->force[o->rq.nforce];
    for (int i = 0; i < o->rq.nforce; i++)
        if (o->force[i].draw == nf->draw) {
            cli_error(cmd, "--force: draw #%u is forced twice (%u=%d and %u=%d); give it one "
                      "value", nf->draw, nf->draw, (int)o->force[i].value, nf->draw,
                      (int)nf->value);
            return EXIT_USAGE;
        }
    o->rq.force = o->force;
    o->rq.nforce++;
    return 0;
}

static int take_market_door(const char *cmd, const char *v, cli_opts *o)
{
    if (cli_int(v, 1, SPG_MAX_LEVEL, &o->rq.opt.market_door_level) != 0) {
        cli_error(cmd, "--market-door: '%s' is not a level; give the level 1-%d whose "
                  "Black Market entrance the player took", v, SPG_MAX_LEVEL);
        return EXIT_USAGE;
    }
    return 0;
}

static int take_lake(const char *cmd, const char *v, cli_opts *o)
{
    if (strcmp(v, "on") == 0) {
        o->rq.opt.lake = 1;
    } else if (strcmp(v, "off") == 0) {
        o->rq.opt.lake = -1;
    } else {
        cli_error(cmd, "--lake: '%s' is not accepted; use on or off", v);
        return EXIT_USAGE;
    }
    return 0;
}

static int take_gold_door(const char *cmd, const char *v, cli_opts *o)
{
    if (cli_int(v, 1, SPG_MAX_LEVEL, &o->rq.opt.gold_door_level) != 0) {
        cli_error(cmd, "--gold-door: '%s' is not a level; give the level 1-%d whose "
                  "gold door the player took", v, SPG_MAX_LEVEL);
        return EXIT_USAGE;
    }
    return 0;
}

static int take_style(const char *cmd, const char *v, cli_opts *o)
{
    if (spg_style_find(v, &o->rq.style))
        return 0;
    char names[128] = "";
    for (int i = 0; i < SPG_STYLE__COUNT; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
                 *names ? ", " : "", spg_style_get((spg_style)i)->name);
    cli_error(cmd, "--style: '%s' is not a style; styles: %s", v, names);
    return EXIT_USAGE;
}

static int take_biome(const char *cmd, const char *v, cli_opts *o)
{
    o->rq.so.biome = fools_biome_find(v);
    if (o->rq.so.biome < 0) {
        cli_error(cmd, "--biome: '%s' is not a biome; biomes: %s, %s, %s", v,
                  fools_biome_name(0), fools_biome_name(1), fools_biome_name(2));
        return EXIT_USAGE;
    }
    return 0;
}

static int take_engine(const char *cmd, const char *v, cli_opts *o)
{
    if (rng_engine_parse(v, &o->rq.so.engine) != 0 || o->rq.so.engine == SPG_ENGINE_MULBERRY32) {
        cli_error(cmd, "--engine: '%s' is not an engine of the fools style; engines: "
                  "gamemaker (the default), gamemaker-old-poly, gm8", v);
        return EXIT_USAGE;
    }
    o->rq.so.engine_set = true;
    return 0;
}

static int take_colour(const char *cmd, const char *v, cli_opts *o)
{
    if (strcmp(v, "always") == 0) {
        o->colour = 1;
    } else if (strcmp(v, "never") == 0) {
        o->colour = 0;
    } else if (strcmp(v, "auto") == 0) {
        o->colour = -1;
    } else {
        cli_error(cmd, "--color: '%s' is not accepted; use always, never or auto", v);
        return EXIT_USAGE;
    }
    return 0;
}

/* The options every generating command takes (cli.h's cli_option says how an entry
 * reads). */
#define FLAG(name, short_name, label, help, field)                                          \
    {name, short_name, NULL, label, help, OPT_FLAG, offsetof(cli_opts, field), NULL, NULL}
#define STRING(name, short_name, argh, help, field)                                        \
    {name, short_name, argh, NULL, help, OPT_STRING, offsetof(cli_opts, field), NULL, NULL}
#define CALLBACK(name, argh, help, take) {name, 0, argh, NULL, help, OPT_CALLBACK, 0, take, NULL}
static const cli_option options[] = {
    CALLBACK("seed", "S",
             "a game whose RNG holds S when level 1 begins (decimal or 0x hex);\n"
             "levels 1..N are built back to back (default: 1)", take_seed),
    CALLBACK("state", "S", "one level built from the raw RNG state S, fresh game state",
             take_state),
    CALLBACK("level", "N",
             "the level, 1-16 (1-4 Mines, 5-8 Jungle, 9-12 Ice Caves, 13-15\n"
             "Temple, 16 Olmec's Lair; default: 1)", take_level),
    CALLBACK("quirk", "NAME=off",
             "switch one of the original's bugs off (NAME=on to keep it);\n"
             "names: spelgen show --quirk list", take_quirk),
    CALLBACK("level-time", "M:SS",
             "the clock when each level was finished (default 0:45);\n"
             "N=M:SS sets level N's alone", take_time),
    CALLBACK("shortcut", "N", "the game began at the Tunnel Man's shortcut to level 5, 9 or 13",
             take_shortcut),
    FLAG("thief", 0, "--thief, --murderer",
         "the player robbed or killed a shopkeeper: an angry one waits\n"
         "at every exit", rq.opt.thief),
    FLAG("murderer", 0, NULL, NULL, rq.opt.murderer),
    STRING("data", 0, "DIR", "read room layouts from DIR instead of the installed data",
           data_dir),
    CALLBACK("original", NULL,
             "short for --data with spelgen import's default directory\n"
             "($XDG_DATA_HOME/spelgen/original): the original's rooms", take_original),
    CALLBACK("market-door", "N",
             "the player took the Black Market's entrance on level N (5-7),\n"
             "so level N+1 is the market (with --state: N is the level before)",
             take_market_door),
    CALLBACK("lake", "on|off", "a Jungle level built with --state is flooded (default: off)",
             take_lake),
    CALLBACK("gold-door", "N",
             "the player took the gold door on level N (14), so level N+1 is\n"
             "the City of Gold (with --state: N is the level before)", take_gold_door),
    CALLBACK("style", "NAME",
             "the generator: classic (default), fools (Fool's End's\n"
             "daily levels) or tunnel (the switchback tunnel floors)", take_style),
    CALLBACK("biome", "B", "fools: caves, jungle or ossuary (default: from the seed)",
             take_biome),
    CALLBACK("engine", "E",
             "fools: the RNG: gamemaker (modern GameMaker's, the default),\n"
             "gamemaker-old-poly (with random_use_old_version(true)) or gm8\n"
             "(GameMaker 8's LCG: the fools levels as spelgen drew them before)", take_engine),
    FLAG("clock-follows-spine", 0, NULL, "tunnel: the floor's clock follows its spine's length",
         rq.so.clock_follows_spine),
    CALLBACK("force", "N=V",
             "what if: draw #N of the level returns V (within its call's range)\n"
             "while the RNG goes on as drawn; repeatable (one value a draw),\n"
             "applied in order; the header, the JSON and the trace name them", take_force),
    STRING("format", 0, "F", NULL, format),
    CALLBACK("color", "WHEN", NULL, take_colour),
    CALLBACK("colour", "WHEN", NULL, take_colour),
    STRING("output", 'o', "FILE", NULL, output),
    FLAG("help", 'h', NULL, "this help", help),
};
#define NOPTIONS ((int)(sizeof options / sizeof options[0]))
_Static_assert(NOPTIONS <= 64, "cli_opts.given has a bit an option");

void cli_options_help(FILE *f, const cli_option *t, int n)
{
    for (int i = 0; i < n; i++) {
        const cli_option *op = &t[i];
        if (!op->help)
            continue;
        if (op->kind == OPT_GROUP) {
            fprintf(f, "%s\n", op->help);
            continue;
        }
        char label[64];
        const char *sp = op->argh ? " " : "", *argh = op->argh ? op->argh : "";
        if (op->label)
            snprintf(label, sizeof label, "%s", op->label);
        else if (op->short_name)
            snprintf(label, sizeof label, "-%c, --%s%s%s", op->short_name, op->name, sp, argh);
        else
            snprintf(label, sizeof label, "--%s%s%s", op->name, sp, argh);
        /* the text starts at column 20, or two spaces after a longer label */
        int width = strlen(label) <= 17 ? 18 : (int)strlen(label) + 2;
        fprintf(f, "  %-*s", width, label);
        for (const char *p = op->help; *p; p++) {
            fputc(*p, f);
            if (*p == '\n')
                fprintf(f, "%20s", "");
        }
        fputc('\n', f);
    }
}

void cli_common_help(FILE *f) { cli_options_help(f, options, NOPTIONS); }

/* The most options one command line can have: the common ones and a command's own. */
enum { MAX_OPTIONS = NOPTIONS + 96 };

/* Whether an own option of the command's has this name. */
static bool own_has(const cli_own *own, const char *name)
{
    for (int i = 0; own && i < own->noptions; i++)
        if (own->options[i].name && strcmp(own->options[i].name, name) == 0)
            return true;
    return false;
}

int cli_parse(const char *cmd, int argc, char **argv, int max_args, cli_opts *o)
{
    return cli_parse_own(cmd, NULL, argc, argv, max_args, o);
}

int cli_parse_own(const char *cmd, const cli_own *own, int argc, char **argv, int max_args,
                  cli_opts *o)
{
    memset(o, 0, sizeof *o);
    o->rq.style = SPG_STYLE_CLASSIC;
    o->rq.seed = 1;
    o->rq.level = 1;
    o->colour = -1;
    o->rq.so.biome = -1;
    options_default(&o->rq.opt);
    /* the one table the command line is read with: the command's own options, then the
     * common ones it does not take over */
    const cli_option *all[MAX_OPTIONS];
    int n = 0;
    for (int i = 0; own && i < own->noptions; i++) {
        const cli_option *op = &own->options[i];
        if (op->kind == OPT_OWN && !op->own) { /* CLI_OWN names one: a table built by hand */
            cli_error(cmd, "--%s has no function to take it (a bug in spelgen)", op->name);
            return EXIT_FAIL;
        }
        if ((op->kind == OPT_OWN || op->kind == OPT_OWN_FLAG) && n < MAX_OPTIONS)
            all[n++] = op;
    }
    for (int i = 0; i < NOPTIONS; i++)
        if (!own_has(own, options[i].name) && n < MAX_OPTIONS)
            all[n++] = &options[i];
    /* getopt_long's tables, made from it: a long option's val is 256 + its index, a
     * short one's its letter */
    struct option longs[MAX_OPTIONS + 1];
    char shorts[2 * MAX_OPTIONS + 2] = ":";
    for (int i = 0; i < n; i++) {
        longs[i] = (struct option){all[i]->name, all[i]->argh ? required_argument : no_argument,
                                   0, 256 + i};
        if (all[i]->short_name) {
            size_t len = strlen(shorts);
            shorts[len++] = all[i]->short_name;
            if (all[i]->argh)
                shorts[len++] = ':';
            shorts[len] = 0;
        }
    }
    longs[n] = (struct option){0, 0, 0, 0};
    optind = 0; /* 0, not 1: glibc then also resets its scan inside grouped options */
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
        const cli_option *op = NULL;
        if (c >= 256 && c < 256 + n)
            op = all[c - 256];
        for (int i = 0; !op && c > 0 && c < 256 && i < n; i++)
            if (all[i]->short_name == c)
                op = all[i];
        if (op) {
            char *field = (char *)o + op->field;
            int rc = 0;
            if (op >= options && op < options + NOPTIONS)
                o->given |= 1ull << (op - options);
            if (op->kind == OPT_OWN) {
                rc = op->own(own->ctx, op->name, optarg);
            } else if (op->kind == OPT_OWN_FLAG) {
                *(bool *)((char *)own->ctx + op->field) = true;
            } else if (own && own->no_seed &&
                       (strcmp(op->name, "seed") == 0 || strcmp(op->name, "state") == 0)) {
                cli_error(cmd, "--%s: %s", op->name, own->no_seed);
                rc = EXIT_USAGE;
            } else if (op->kind == OPT_FLAG) {
                *(bool *)field = true;
            } else if (op->kind == OPT_STRING) {
                *(const char **)field = optarg;
            } else {
                rc = op->take(cmd, optarg, o);
            }
            if (rc)
                return rc;
            continue;
        }
        if (c == ':') {
            cli_error(cmd, "%s needs a value", argv[optind - 1]);
            return EXIT_USAGE;
        }
        const char *arg = argv[optind - 1], *eq = strchr(arg, '=');
        /* a shortened long option that more than one name begins with */
        size_t len = strncmp(arg, "--", 2) == 0 ? (eq ? (size_t)(eq - arg) : strlen(arg)) - 2 : 0;
        int begins = 0;
        for (int i = 0; len && i < n; i++)
            begins += strncmp(all[i]->name, arg + 2, len) == 0;
        if (optopt >= 256 && optopt < 256 + n && eq)
            cli_error(cmd, "--%s takes no value (got '%s')", all[optopt - 256]->name, eq + 1);
        else if (begins > 1)
            cli_error(cmd, "'%.*s' is ambiguous: %d options begin so; give more of the name",
                      (int)len + 2, arg, begins);
        else if (optopt >= '0' && optopt <= '9') /* `why 17 -1`: a negative number */
            cli_error(cmd, "'%s' reads as an option: put -- before arguments that are "
                      "negative numbers (spelgen %s ... -- X -1)", arg, cmd);
        else if (optopt && optopt < 256)
            cli_error(cmd, "unknown option '-%c'; see 'spelgen %s --help'", optopt, cmd);
        else
            cli_error(cmd, "unknown option '%s'; see 'spelgen %s --help'", arg, cmd);
        return EXIT_USAGE;
    }
    if (o->seed_given && o->state_given) {
        cli_error(cmd, "--seed and --state exclude each other: a game from a seed, or one level from a state");
        return EXIT_USAGE;
    }
    o->rq.from_state = o->state_given;
    for (int i = optind; i < argc; i++) {
        if (o->nargs >= max_args) {
            cli_error(cmd, "unexpected argument '%s'; see 'spelgen %s --help'", argv[i], cmd);
            return EXIT_USAGE;
        }
        o->args[o->nargs++] = argv[i];
    }
    return 0;
}

int cli_check_engine(const char *cmd, const cli_opts *o)
{
    const spg_style_impl *st = spg_style_get(o->rq.style);
    if (!o->rq.so.engine_set || st->chooses_engine)
        return 0;
    cli_error(cmd, "--engine: the %s style has one engine (%s); --engine chooses the fools "
              "style's", st->name, st->engine_words);
    return EXIT_USAGE;
}

int cli_check_quirks(const char *cmd, const cli_opts *o)
{
    const spg_style_impl *st = spg_style_get(o->rq.style);
    if (!o->quirk_given || st->reads_quirks)
        return 0;
    const char *eq = strchr(o->quirk_given, '=');
    cli_error(cmd, "--quirk %.*s: the quirks are the classic style's (Spelunky Classic's bugs); "
              "the %s style reads none, so the switch would change nothing",
              eq ? (int)(eq - o->quirk_given) : (int)strlen(o->quirk_given), o->quirk_given,
              st->name);
    return EXIT_USAGE;
}

int cli_check_forces(const char *cmd, const cli_opts *o)
{
    const spg_style_impl *st = spg_style_get(o->rq.style);
    if (!o->rq.nforce || !st->unforced_why)
        return 0;
    cli_error(cmd, "--force: the %s style's draws cannot be forced (%s)", st->name,
              st->unforced_why);
    return EXIT_USAGE;
}

/* Whether style st reads the common option `name` (its entry's options list it). */
static bool style_reads(const spg_style_impl *st, const char *name)
{
    for (const char *const *p = st->options; p && *p; p++)
        if (strcmp(*p, name) == 0)
            return true;
    return false;
}

int cli_check_style_options(const char *cmd, const cli_opts *o)
{
    if (cli_check_engine(cmd, o) != 0 || cli_check_quirks(cmd, o) != 0)
        return EXIT_USAGE;
    const spg_style_impl *own = spg_style_get(o->rq.style);
    /* an option some style reads, given for one that does not: refused, naming its readers
     * (the styles' entries in their order) */
    for (int s = 0; s < SPG_STYLE__COUNT; s++)
        for (const char *const *p = spg_style_get((spg_style)s)->options; p && *p; p++) {
            int k = 0;
            while (k < NOPTIONS && !(options[k].name && strcmp(options[k].name, *p) == 0))
                k++;
            if (k == NOPTIONS || !(o->given & (1ull << k)) || style_reads(own, *p))
                continue;
            char readers[96] = "";
            for (int r = 0; r < SPG_STYLE__COUNT; r++)
                if (style_reads(spg_style_get((spg_style)r), *p))
                    snprintf(readers + strlen(readers), sizeof readers - strlen(readers), "%s%s",
                             readers[0] ? " and " : "", spg_style_get((spg_style)r)->name);
            cli_error(cmd, "--%s: the %s style reads it, the %s style does not, so it would "
                      "change nothing; drop it or give --style %s", *p, readers, own->name,
                      readers);
            return EXIT_USAGE;
        }
    return 0;
}

int cli_build(const char *cmd, cli_opts *o, cli_level *lv)
{
    char err[512];
    lv->res = NULL;
    if (cli_check_style_options(cmd, o) != 0 || cli_check_forces(cmd, o) != 0)
        return EXIT_USAGE;
    if (!(lv->res = calloc(1, sizeof *lv->res)))
        return EXIT_FAIL;
    if (spg_data_load(o->data_dir, &lv->data, err, sizeof err) != 0) {
        cli_error(cmd, "%s", err);
        free(lv->res);
        lv->res = NULL;
        return EXIT_FAIL;
    }
    /* forces are applied as the level is traced (rng_record) */
    spg_request rq = o->rq;
    rq.force = o->force;
    rq.trace = rq.trace || rq.nforce > 0;
    if (spg_generate(&rq, &lv->data, lv->res, err, sizeof err) != 0) {
        cli_error(cmd, "%s", err);
        cli_level_free(lv);
        return EXIT_USAGE;
    }
    if (whatif_check(o->force, rq.nforce, lv->res, err, sizeof err) != 0) {
        cli_error(cmd, "--%s", err);
        cli_level_free(lv);
        return EXIT_USAGE;
    }
    return EXIT_OK;
}

void cli_level_free(cli_level *lv)
{
    if (!lv->res)
        return;
    spg_result_free(lv->res);
    free(lv->res);
    lv->res = NULL;
    spg_data_free(&lv->data);
}

FILE *cli_open_output(const char *cmd, const cli_opts *o)
{
    if (!o->output)
        return stdout;
    FILE *f = fopen(o->output, "w");
    if (!f)
        cli_error(cmd, "-o: cannot write '%s': %s", o->output, strerror(errno));
    return f;
}

void cli_close_output(FILE *f)
{
    if (f && f != stdout)
        fclose(f);
}

bool cli_colour(const cli_opts *o, FILE *f)
{
    const char *nc = getenv("NO_COLOR");
    return o->colour == 1 || (o->colour == -1 && !(nc && *nc) && f == stdout && isatty(1));
}
