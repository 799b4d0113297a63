/* fuzz_filters.c — find's command line and filter parser on arbitrary input.  The first
 * byte picks the mode: odd, the input is split at NUL or newline bytes into up to 16
 * arguments for `spelgen find --dry-run ...` (which parses everything, then stops before
 * searching); even, the second byte picks a filter option and the rest is its value for
 * filter_set.  Every outcome must be a clean accept or a usage error.
 * fuzz-sources: src/cli/cli.c src/cli/cmd_find.c src/cli/scripts.c */
#include <fcntl.h>
#include <getopt.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "level_metrics.h"
#include "search/filter.h"

static const char *const names[] = {
    "level", "shop", "has", "count-min", "count-max", "gold-min", "start-col", "exit-col",
    "path-length-min", "path-length-max", "drops", "dark", "no-dark", "snake-pit",
    "no-snake-pit", "reachable", "lake", "moai", "city-of-gold", "bogus"};

static void one_filter(const uint8_t *data, size_t size)
{
    if (size < 2)
        return;
    const char *name = names[data[1] % (sizeof names / sizeof *names)];
    char *value = malloc(size - 1);
    if (!value)
        return;
    memcpy(value, data + 2, size - 2);
    value[size - 2] = 0;
    spg_filter f;
    char err[512];
    filter_init(&f);
    bool takes = false;
    bool known = filter_is_option(name, &takes);
    int rc = filter_set(&f, name, takes ? value : NULL, err, sizeof err);
    if (rc == 0) {
        /* what was accepted must be in range */
        if (!known || f.level < 1 || f.level > 16 || f.start_col > 3 || f.exit_col > 3 ||
            f.path_min < 0 || f.path_max > 16 || f.drops > 2 || f.ncounts > SPG_FILTER_MAX_COUNTS)
            abort();
        for (int i = 0; i < f.ncounts; i++)
            if (f.counts[i].what < 0 || f.counts[i].what >= level_countables() || f.counts[i].min < 0)
                abort();
        (void)filter_check(&f, err, sizeof err);
        (void)filter_need(&f);
    } else if (rc != -1 || !memchr(err, 0, sizeof err) || !err[0]) {
        abort(); /* a refusal always says why */
    }
    free(value);
}

static void command_line(const uint8_t *data, size_t size)
{
    char *buf = malloc(size + 1);
    if (!buf)
        return;
    memcpy(buf, data, size);
    buf[size] = 0;
    char *argv[20] = {"find", "--dry-run"};
    int argc = 2;
    char *p = buf + 1, *end = buf + size;
    while (p < end && argc < 18) {
        argv[argc++] = p;
        while (p < end && *p && *p != '\n')
            p++;
        *p++ = 0;
    }
    argv[argc] = NULL;
    /* getopt keeps a pointer into the last argv it saw; optind 0 makes glibc start over */
    char *reset[] = {"x", NULL};
    optind = 0;
    (void)getopt(1, reset, "");
    int rc = cmd_find(argc, argv);
    if (rc != EXIT_OK && rc != EXIT_USAGE)
        abort();
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* the parser's one-line errors go to /dev/null while it runs, but only then: the
     * fuzzer's own statistics keep their stderr (a crash still leaves its artifact) */
    static int devnull = -1, saved = -1;
    if (devnull < 0) {
        (void)freopen("/dev/null", "w", stdout);
        devnull = open("/dev/null", O_WRONLY);
        saved = dup(2);
    }
    if (size == 0)
        return 0;
    fflush(stderr);
    dup2(devnull, 2);
    if (data[0] & 1)
        command_line(data, size);
    else
        one_filter(data, size);
    fflush(stderr);
    dup2(saved, 2);
    return 0;
}
