/* fuzz_options.c — the command line's option parser on arbitrary argument vectors: the
 * input is split at NUL or newline bytes into up to 16 arguments.
 * fuzz-sources: src/cli/cli.c */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

int cmd_explore(int argc, char **argv) { (void)argc; (void)argv; return 0; }
int cmd_show(int argc, char **argv) { (void)argc; (void)argv; return 0; }
int cmd_trace(int argc, char **argv) { (void)argc; (void)argv; return 0; }
int cmd_why(int argc, char **argv) { (void)argc; (void)argv; return 0; }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int quiet;
    if (!quiet++)
        (void)freopen("/dev/null", "w", stderr);
    char *buf = malloc(size + 1);
    if (!buf)
        return 0;
    memcpy(buf, data, size);
    buf[size] = 0;
    char *argv[18] = {"spelgen-fuzz"};
    int argc = 1;
    char *p = buf, *end = buf + size;
    while (p < end && argc < 17) {
        argv[argc++] = p;
        while (p < end && *p && *p != '\n')
            p++;
        *p++ = 0;
    }
    argv[argc] = NULL;
    cli_opts o;
    int rc = cli_parse("fuzz", argc, argv, 2, &o);
    if (rc == 0) {
        /* what parsed must be in range */
        if (o.rq.level < 1 || o.rq.level > 16 || o.nargs > 2)
            abort();
        for (int i = 0; i <= 16; i++)
            if (o.rq.opt.level_seconds[i] < 0)
                abort();
    } else if (rc != EXIT_USAGE) {
        abort();
    }
    free(buf);
    return 0;
}
