/* cmd_daily.c — spelgen daily: Fool's End's daily level for a date: the date, its seed by
 * the document's formula (or the spread one), the biome and the level, as show prints it.
 * The seed formulas live in src/styles/fools/daily.c; this file only reads options and prints. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../styles/fools/daily.h"
#include "../output/render.h"
#include "../styles/fools/fools.h"
#include "cli.h"

static const char usage[] =
    "usage: spelgen daily [YYYY-MM-DD] [--formula original|spread] [--format text|json]\n"
    "                     [--biome B] [--engine E] [--color WHEN] [-o FILE] [--data DIR]\n"
    "Fool's End's daily level for a date (default: today, local time): the date, its seed,\n"
    "the engine, the biome and the level, as 'spelgen show --style fools --seed SEED'\n"
    "prints it.  The level draws from modern GameMaker's generator seeded as\n"
    "random_set_seed(SEED) seeds it; Fool's End's own calls and rooms are not known, so\n"
    "this is not the game's level of the day: the numbers are GameMaker's, the rooms ours.\n\n"
    "  --formula original  the document's seed, day*137 + month*137 + year (the default).\n"
    "                      That is (day + month) * 137 + year, so the dates of a year with\n"
    "                      the same day + month share one level: 2024-03-08 and 2024-04-07\n"
    "                      are both 3531 (the document's 3542 is a slip: 1096 + 411 +\n"
    "                      2024 = 3531).  A warning lists a date's other dates.\n"
    "  --formula spread    FNV-1a (32-bit) of the text YYYY-MM-DD: every date its own seed\n"
    "  --format F          text (default) or json: {date, formula, seed, engine, biome,\n"
    "                      biome_forced, shares_seed_with, level: show's JSON object}\n"
    "  --biome B           caves, jungle or ossuary instead of the seed's own\n"
    "  --engine E          gamemaker (the default), gamemaker-old-poly or gm8 (GameMaker\n"
    "                      8's LCG: the daily levels as spelgen drew them before)\n"
    "  --color WHEN        always, never or auto (default: auto; NO_COLOR turns it off)\n"
    "  -o, --output FILE   write to FILE instead of standard output\n"
    "  --data DIR          read the layouts from DIR instead of the installed data\n"
    "  -h, --help          this help\n"
    "A date is exactly YYYY-MM-DD, years 0001-9999; anything else exits with status 2.\n";

/* Options the date decides, which daily refuses rather than silently overriding. */
static int refused(const char *arg)
{
    static const char *const names[] = {"seed", "state", "style", "level"};
    if (strncmp(arg, "--", 2) != 0)
        return -1;
    const char *n = arg + 2;
    size_t len = strcspn(n, "=");
    if (len == 0)
        return -1;
    for (int i = 0; i < 4; i++)
        /* getopt_long takes unambiguous prefixes too ("--sta"), so refuse those */
        if (len <= strlen(names[i]) && strncmp(n, names[i], len) == 0 &&
            (len >= 3 || i == 3 || len == strlen(names[i])))
            return i;
    return -1;
}

/* Takes --formula out of argv (getopt in cli_parse does not know it) and refuses the
 * options the date decides.  Returns 0 or EXIT_USAGE. */
static int take_formula(int *argc, char **argv, spg_daily_formula *f)
{
    int out = 0;
    for (int i = 0; i < *argc; i++) {
        const char *a = argv[i];
        if (i > 0 && strcmp(a, "--") == 0) {
            while (i < *argc)
                argv[out++] = argv[i++];
            break;
        }
        const char *val = NULL;
        if (strcmp(a, "--formula") == 0) {
            if (i + 1 >= *argc) {
                cli_error("daily", "--formula needs a value: original or spread");
                return EXIT_USAGE;
            }
            val = argv[++i];
        } else if (strncmp(a, "--formula=", 10) == 0) {
            val = a + 10;
        } else if (i > 0 && refused(a) >= 0) {
            static const char *const what[] = {"--seed", "--state", "--style", "--level"};
            cli_error("daily", "%s: the daily level's %s comes from the date; for another "
                      "seed use 'spelgen show --style fools --seed S'",
                      what[refused(a)], refused(a) == 2 ? "style (fools)"
                                        : refused(a) == 3 ? "level (one a day)" : "seed");
            return EXIT_USAGE;
        } else {
            argv[out++] = argv[i];
            continue;
        }
        if (daily_formula_parse(val, f) != 0) {
            cli_error("daily", "--formula: '%s' is not a formula; use original or spread", val);
            return EXIT_USAGE;
        }
    }
    *argc = out;
    return 0;
}

/* How the level stream was seeded, in the engine's own terms. */
static void engine_line(FILE *f, spg_engine e, uint32_t seed)
{
    if (e == SPG_ENGINE_GM8)
        fprintf(f, "engine   gm8: GameMaker 8's LCG, its state set to %u\n", seed);
    else
        fprintf(f, "engine   %s: modern GameMaker's WELL512a, random_set_seed(%d)%s\n",
                rng_engine_name(e), (int)(int32_t)seed,
                e == SPG_ENGINE_GAMEMAKER_OLD ? " after random_use_old_version(true)" : "");
}

static void formula_line(FILE *f, spg_date d, spg_daily_formula fm, const char *ds)
{
    if (fm == SPG_DAILY_SPREAD)
        fprintf(f, "formula  spread: FNV-1a 32-bit of \"%s\"\n", ds);
    else
        fprintf(f, "formula  original: day*137 + month*137 + year = (%d + %d) * 137 + %d\n",
                d.day, d.month, d.year);
}

/* The dates that share the seed: a warning on stderr, so JSON on stdout stays clean. */
static void warn_sharing(spg_date d, spg_daily_formula fm, uint32_t seed, const char *ds,
                         const spg_date *other, int n)
{
    if (n == 0)
        return;
    if (fm == SPG_DAILY_ORIGINAL)
        fprintf(stderr,
                "spelgen daily: warning: seed %u is not %s's alone: (day + month) * 137 + year "
                "gives the %d other date%s of %d with day + month = %d the same level:\n",
                seed, ds, n, n == 1 ? "" : "s", d.year, d.day + d.month);
    else
        fprintf(stderr, "spelgen daily: warning: %d other date%s of %d share%s seed %u:\n", n,
                n == 1 ? "" : "s", d.year, n == 1 ? "s" : "", seed);
    fputs("spelgen daily:  ", stderr);
    for (int i = 0; i < n; i++) {
        char b[48];
        daily_format(other[i], b, sizeof b);
        fprintf(stderr, " %s", b);
    }
    fputc('\n', stderr);
    if (fm == SPG_DAILY_ORIGINAL)
        fputs("spelgen daily: (--formula spread gives every date a seed of its own)\n", stderr);
}

int cmd_daily(int argc, char **argv)
{
    spg_daily_formula fm = SPG_DAILY_ORIGINAL;
    char **av = malloc(((size_t)argc + 1) * sizeof *av);
    if (!av)
        return EXIT_FAIL;
    memcpy(av, argv, (size_t)argc * sizeof *av);
    av[argc] = NULL;
    int ac = argc;
    int rc = take_formula(&ac, av, &fm);
    cli_opts o;
    if (rc == 0)
        rc = cli_parse("daily", ac, av, 1, &o);
    free(av);
    if (rc)
        return rc;
    if (o.help) {
        fputs(usage, stdout);
        return EXIT_OK;
    }
    if (o.list_quirks) {
        cli_error("daily", "--quirk: the fools style has no quirks");
        return EXIT_USAGE;
    }
    bool json = false;
    if (o.format && strcmp(o.format, "json") == 0)
        json = true;
    else if (o.format && strcmp(o.format, "text") != 0) {
        cli_error("daily", "--format: '%s' is not accepted; use text or json", o.format);
        return EXIT_USAGE;
    }
    spg_date d;
    char why[96];
    if (o.nargs == 1) {
        if (daily_parse(o.args[0], &d, why, sizeof why) != 0) {
            cli_error("daily", "'%s' is not a date (%s); write YYYY-MM-DD, as 2024-03-08",
                      o.args[0], why);
            return EXIT_USAGE;
        }
    } else if (daily_today(&d) != 0) {
        cli_error("daily", "cannot read today's date from the clock; give one as YYYY-MM-DD");
        return EXIT_FAIL;
    }
    char ds[48];
    daily_format(d, ds, sizeof ds);
    uint32_t seed = daily_seed(d, fm);
    o.rq.style = SPG_STYLE_FOOLS;
    o.rq.seed = seed;
    o.rq.from_state = false;
    o.rq.level = 1;
    spg_date other[366];
    int nother = daily_sharing(d, fm, other, 366);

    cli_level lv;
    if ((rc = cli_build("daily", &o, &lv)))
        return rc;
    int biome = fools_request_biome(&o.rq);
    bool forced = o.rq.so.biome >= 0;
    FILE *f = cli_open_output("daily", &o);
    if (!f) {
        rc = EXIT_FAIL;
    } else {
        if (json) {
            warn_sharing(d, fm, seed, ds, other, nother);
            fputs("{\"date\":", f);
            json_string(f, ds);
            fputs(",\"formula\":", f);
            json_string(f, daily_formula_name(fm));
            fprintf(f, ",\"seed\":%u,\"engine\":", seed);
            json_string(f, rng_engine_name(fools_request_engine(&o.rq)));
            fputs(",\"biome\":", f);
            json_string(f, fools_biome_name(biome));
            fprintf(f, ",\"biome_forced\":%s,\"shares_seed_with\":[", forced ? "true" : "false");
            for (int i = 0; i < nother; i++) {
                char b[48];
                daily_format(other[i], b, sizeof b);
                fputs(i ? "," : "", f);
                json_string(f, b);
            }
            fputs("],\"level\":", f);
            render_json(f, lv.res, &o.rq);
            fputs("}\n", f);
        } else {
            fprintf(f, "date     %s\n", ds);
            formula_line(f, d, fm, ds);
            fprintf(f, "seed     %u\n", seed);
            engine_line(f, fools_request_engine(&o.rq), seed);
            if (forced)
                fprintf(f, "biome    %s (forced by --biome; the seed rolls %s)\n",
                        fools_biome_name(biome),
                        fools_biome_name(fools_seed_biome(seed, fools_request_engine(&o.rq))));
            else
                fprintf(f, "biome    %s\n", fools_biome_name(biome));
            /* the warning belongs under the seed it is about, on a terminal too */
            fflush(f);
            warn_sharing(d, fm, seed, ds, other, nother);
            fputc('\n', f);
            render_text(f, lv.res, &o.rq, cli_colour(&o, f), true);
        }
        cli_close_output(f);
    }
    cli_level_free(&lv);
    return rc;
}
