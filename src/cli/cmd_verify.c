/* cmd_verify.c — spelgen verify: builds levels with the native port and with the imported
 * project's own scripts (the GML interpreter, src/gml) and reports where they agree.
 * The comparing is gml_verify.c's; this file parses, loops and prints. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gml/gml_verify.h"
#include "../gml/gml_vm.h"
#include "../level.h"
#include "cli.h"
#include "scripts.h"

static const char usage[] =
    "usage: spelgen verify [--data DIR] [--native DIR] [--count N] [--level L|A-B|all]\n"
    "                      [--state S]\n"
    "Builds N levels per level number from fixed RNG states, each twice: with spelgen's\n"
    "native port of the generator and by running the imported project's own scripts\n"
    "(DIR/scripts and DIR/project, written by spelgen import), and compares every draw\n"
    "(what random() was asked for), the number of draws and the RNG's end state.  For a\n"
    "level where they part it prints the first draw that differs, with the script's line\n"
    "on one side and the native site on the other.\n"
    "\n";

static const char usage_tail[] =
    "  --state S         one level from raw RNG state S (with --level L)\n"
    "  --data DIR        the import to verify (the default: as every command finds it)\n"
    "  -h, --help        this help\n"
    "A mod whose generator the native port cannot read is imported without room data:\n"
    "give --native V11 (an import of v1.1) to see where its scripts part from v1.1's.\n"
    "On the Mines (levels 1-4) the tiles' kinds are compared too (the border's and the\n"
    "exit's indestructible bricks as bricks); not yet the other areas' tiles, the blocks'\n"
    "contents and looks, what lies beneath, or the entities.\n"
    "Exit status: 0 every level agrees, 1 a difference or a script error, 2 a bad option.\n";

typedef struct verify_args {
    int count, lo, hi, max_report;
    const char *native; /* the native port's data directory (NULL: --data's) */
} verify_args;

#define BAD(...) return (cli_error("verify", __VA_ARGS__), EXIT_USAGE)

static int parse_levels(const char *value, int *lo, int *hi)
{
    if (strcmp(value, "all") == 0) {
        *lo = 1;
        *hi = SPG_MAX_LEVEL;
        return 0;
    }
    const char *dash = strchr(value, '-');
    char first[16];
    if (!dash)
        return cli_int(value, 1, SPG_MAX_LEVEL, lo) != 0 ? -1 : (*hi = *lo, 0);
    if (dash == value || (size_t)(dash - value) >= sizeof first)
        return -1;
    memcpy(first, value, (size_t)(dash - value));
    first[dash - value] = 0;
    if (cli_int(first, 1, SPG_MAX_LEVEL, lo) != 0 ||
        cli_int(dash + 1, 1, SPG_MAX_LEVEL, hi) != 0)
        return -1;
    return *lo <= *hi ? 0 : -1;
}

static int verify_take(void *ctx, const char *name, const char *value)
{
    verify_args *a = ctx;
    if (strcmp(name, "count") == 0) {
        if (cli_int(value, 1, 10000000, &a->count) != 0)
            BAD("--count: '%s' is not a number of states; give 1-10000000", value);
    } else if (strcmp(name, "level") == 0) {
        if (parse_levels(value, &a->lo, &a->hi) != 0)
            BAD("--level: '%s' is not accepted; give a level 1-%d, a range as 1-4, or all",
                value, SPG_MAX_LEVEL);
    } else if (strcmp(name, "native") == 0) {
        if (!value[0])
            BAD("--native: the directory's name is empty; give a data directory");
        a->native = value;
    } else if (strcmp(name, "max-report") == 0) {
        if (cli_int(value, 0, 1000000, &a->max_report) != 0)
            BAD("--max-report: '%s' is not accepted; give 0-1000000", value);
    }
    return 0;
}

static const cli_option verify_options[] = {
    CLI_OWN("count", 0, "N", NULL, "states per level number (default 100)", verify_take),
    CLI_OWN("level", 0, "L|A-B|all", NULL, "one level 1-16, a range as 1-4, or all (default)",
            verify_take),
    CLI_OWN("native", 0, "DIR", NULL,
            "the data the native port builds from (default: --data's)", verify_take),
    CLI_OWN("max-report", 0, "N", NULL, "print at most N differing levels (default 20)",
            verify_take),
};
#define NVERIFY_OPTIONS ((int)(sizeof verify_options / sizeof verify_options[0]))

/* The k-th state verify tries on a level: fixed (a run is reproducible), spread over the
 * 2^32 states (a hash, not a counter: neighbouring states share their first rolls). */
static uint32_t state_of(int level, int k)
{
    uint32_t h = (uint32_t)level * 0x9E3779B9u ^ ((uint32_t)k * 0x85EBCA6Bu + 0x632BE5ABu);
    h ^= h >> 16;
    h *= 0x7FEB352Du;
    h ^= h >> 15;
    h *= 0x846CA68Bu;
    h ^= h >> 16;
    return h;
}

int cmd_verify(int argc, char **argv)
{
    verify_args a = {.count = 100, .lo = 1, .hi = SPG_MAX_LEVEL, .max_report = 20};
    cli_opts o;
    cli_own own = {"verify", verify_options, NVERIFY_OPTIONS, &a, NULL};
    int rc = cli_parse_own("verify", &own, argc, argv, 0, &o);
    if (rc)
        return rc;
    if (cli_early_exit_own(&o, usage, &(cli_own){.options = verify_options, NVERIFY_OPTIONS},
                           usage_tail))
        return EXIT_OK;
    if (o.seed_given)
        BAD("--seed: verify builds single levels from raw states; give --state S --level L");
    if (o.rq.style != SPG_STYLE_CLASSIC)
        BAD("--style: verify compares the classic style with the original's scripts");
    if (o.state_given && a.lo != a.hi)
        BAD("--state needs one level: give --level L");
    char err[600];
    spg_data data;
    if (spg_data_load(a.native ? a.native : o.data_dir, &data, err, sizeof err) != 0) {
        cli_error("verify", "%s", err);
        return EXIT_FAIL;
    }
    gml_program *prog = NULL;
    if (cli_scripts_load(o.data_dir, &prog, err, sizeof err) != 0) {
        cli_error("verify", "%s", err);
        spg_data_free(&data);
        return EXIT_FAIL;
    }
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, 0);
    struct gml_vm *vm = gml_vm_new(prog, &rng);
    gml_draws rec = {.rng = &rng};
    gml_vm_on_draw(vm, gml_draws_record, &rec);
    spg_result native;
    memset(&native, 0, sizeof native);
    long total = 0, differ = 0, reported = 0;
    int count = o.state_given ? 1 : a.count;
    for (int level = a.lo; level <= a.hi; level++) {
        long agree = 0;
        uint32_t dmin = UINT32_MAX, dmax = 0;
        for (int k = 0; k < count; k++) {
            uint32_t state = o.state_given ? o.rq.seed : state_of(level, k);
            gml_verdict v;
            total++;
            if (gml_verify_level(vm, &rec, &data, &o.rq.opt, level, state, &native, &v, err,
                                 sizeof err) != 0) {
                differ++;
                if (reported++ < a.max_report)
                    printf("level %d --state %u: %s\n", level, state, err);
                continue;
            }
            if (v.same) {
                agree++;
                if (v.native_draws < dmin)
                    dmin = v.native_draws;
                if (v.native_draws > dmax)
                    dmax = v.native_draws;
                continue;
            }
            differ++;
            if (reported++ >= a.max_report)
                continue;
            if (v.first_diff)
                printf("level %d --state %u: draw %u differs: scripts %s; native %s "
                       "(draws: scripts %u, native %u)\n",
                       level, state, v.first_diff, v.script_at, v.native_at, v.script_draws,
                       v.native_draws);
            else if (v.tiles_differ)
                printf("level %d --state %u: %d tiles differ, the first (%d,%d): scripts %s, "
                       "native %s\n", level, state, v.tiles_differ, v.tile_x, v.tile_y,
                       tile_name(v.script_kind), tile_name(v.native_kind));
            else
                printf("level %d --state %u: the end states differ (0x%08X scripts, 0x%08X "
                       "native)\n", level, state, v.script_end, v.native_end);
        }
        if (agree)
            printf("level %d: %ld of %d states agree (%u-%u draws%s)\n", level, agree, count,
                   dmin, dmax, level <= 4 ? "; and the tiles' kinds" : "");
        else
            printf("level %d: 0 of %d states agree\n", level, count);
    }
    printf("verify: %ld levels, %ld agree, %ld differ\n", total, total - differ, differ);
    spg_result_free(&native);
    gml_draws_free(&rec);
    gml_vm_free(vm);
    cli_scripts_free(prog);
    spg_data_free(&data);
    return differ ? EXIT_FAIL : EXIT_OK;
}
