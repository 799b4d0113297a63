/* cmd_diff.c — spelgen diff A... -- B...: two generations, each from its own options,
 * compared: the first draw where their traces part and what differs in the levels. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../explore/diff.h"
#include "cli.h"
#include "scripts.h"

enum { DIFFER = 256 }; /* compare's "they differ": no status of a failure's */

static const char usage[] =
    "usage: spelgen diff [options A] -- [options B] [--format text|json]\n"
    "Builds two levels, each from its own options (seed, state, level, quirks, --force,\n"
    "--data ...), traced, and says where their draws part (the first draw whose site,\n"
    "call or value differs, with both sides) and what differs in the finished levels:\n"
    "tiles, room codes, entities and flags.  For example:\n"
    "  spelgen diff --seed 2 -- --seed 2 --quirk walk-else=off\n"
    "Exits 0 when nothing differs, 1 when something does, 2 on trouble (as diff(1)).\n\n"
    "  --format F        text (default) or json, on either side\n"
    "  -o, --output FILE write to FILE instead of standard output\n"
    "  --scripts         on both sides: each level built by running its data directory's\n"
    "                    own scripts (--state S --level N; DIR/project from spelgen\n"
    "                    import), as trace --scripts.  Says at which draw the two\n"
    "                    generators part, with each side's script:line, call and value,\n"
    "                    then the draws, end states and objects of each (text only):\n"
    "  spelgen diff --scripts --data V11 --state 7 -- --scripts --data MOD --state 7\n\n"
    "Each side takes:\n";

static int compare(int argc, char **argv);

/* diff(1)'s statuses: 0 the same, 1 they differ, 2 trouble (a usage error or a failure:
 * "differ" must not be read into an error). */
int cmd_diff(int argc, char **argv)
{
    int rc = compare(argc, argv);
    return rc == DIFFER ? 1 : rc == EXIT_OK ? EXIT_OK : 2;
}

/* Returns EXIT_OK, DIFFER, or a failure's status having said why. */
static int compare(int argc, char **argv)
{
    bool scripts_a = cli_take_scripts_flag(&argc, argv); /* stops at "--" */
    int sep = -1;
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--") == 0) {
            sep = i;
            break;
        }
    for (int i = 1; i < (sep < 0 ? argc : sep); i++)
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            fputs(usage, stdout);
            cli_common_help(stdout);
            return EXIT_OK;
        }
    if (sep < 0) {
        cli_error("diff", "two option sets, split by --: spelgen diff --seed 2 -- --seed 2 "
                  "--quirk walk-else=off");
        return EXIT_USAGE;
    }
    /* side B is argv[sep+1..] behind a program name of its own */
    char **bv = calloc((size_t)(argc - sep) + 1, sizeof *bv);
    if (!bv)
        return EXIT_FAIL;
    bv[0] = argv[0];
    int bc = 1;
    for (int i = sep + 1; i < argc; i++)
        bv[bc++] = argv[i];
    bool scripts_b = cli_take_scripts_flag(&bc, bv);
    static cli_opts oa, ob; /* each holds a request that points into it: kept in place */
    int rc = cli_parse("diff", sep, argv, 0, &oa);
    if (!rc)
        rc = cli_parse("diff", bc, bv, 0, &ob);
    free(bv);
    if (rc)
        return rc;
    if (ob.help) { /* spelgen diff --seed 1 -- --help */
        fputs(usage, stdout);
        cli_common_help(stdout);
        return EXIT_OK;
    }
    const char *format = ob.format ? ob.format : oa.format;
    const char *output = ob.output ? ob.output : oa.output;
    bool json = format && strcmp(format, "json") == 0;
    if (format && !json && strcmp(format, "text") != 0) {
        cli_error("diff", "--format: '%s' is not accepted; use text or json", format);
        return EXIT_USAGE;
    }
    if (scripts_a || scripts_b) {
        if (!(scripts_a && scripts_b)) {
            cli_error("diff", "--scripts on side %s only: give it on both sides (spelgen "
                      "verify compares a project's scripts with the native port)",
                      scripts_a ? "a" : "b");
            return EXIT_USAGE;
        }
        if (json) {
            cli_error("diff", "--format: --scripts writes text only");
            return EXIT_USAGE;
        }
        rc = cli_diff_scripts(&oa, &ob, output);
        return rc == 0 ? EXIT_OK : rc == 1 ? DIFFER : EXIT_USAGE;
    }
    oa.rq.trace = ob.rq.trace = true;
    cli_level la, lb;
    if ((rc = cli_build("diff", &oa, &la)))
        return rc;
    if ((rc = cli_build("diff", &ob, &lb))) {
        cli_level_free(&la);
        return rc;
    }
    level_compare c;
    if (diff_compare(la.res, lb.res, &c) != 0) {
        cli_error("diff", "out of memory");
        rc = EXIT_FAIL;
    } else {
        FILE *f = stdout;
        if (output && !(f = fopen(output, "w"))) {
            cli_error("diff", "-o: cannot write '%s': %s", output, strerror(errno));
            rc = EXIT_FAIL;
        } else {
            (json ? diff_write_json : diff_write_text)(f, la.res, lb.res, &c);
            cli_close_output(f);
            rc = diff_differs(&c) ? DIFFER : EXIT_OK;
        }
        diff_free(&c);
    }
    cli_level_free(&la);
    cli_level_free(&lb);
    return rc;
}
