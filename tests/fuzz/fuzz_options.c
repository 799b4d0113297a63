/* fuzz_options.c — the command line's option parser on arbitrary argument vectors: the
 * input is split at NUL or newline bytes into up to 16 arguments.
 * fuzz-sources: src/cli/cli.c */
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"

int cmd_explore(int argc, char **argv) { (void)argc; (void)argv; return 0; }
int cmd_show(int argc, char **argv) { (void)argc; (void)argv; return 0; }
int cmd_trace(int argc, char **argv) { (void)argc; (void)argv; return 0; }
int cmd_why(int argc, char **argv) { (void)argc; (void)argv; return 0; }

/* Parses one argument vector; what parsed must be in range. */
static void parse(const uint8_t *data, size_t size)
{
    char *buf = malloc(size + 1);
    if (!buf)
        return;
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
        if (o.rq.level < 1 || o.rq.level > 16 || o.nargs > 2)
            abort();
        for (int i = 0; i <= 16; i++)
            if (o.rq.opt.level_seconds[i] < 0)
                abort();
    } else if (rc != EXIT_USAGE) {
        abort();
    }
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* the parser's one-line errors go to /dev/null while it runs, but only then: the
     * fuzzer's statistics and a crash's report keep their stderr */
    static int devnull = -1, saved = -1;
    if (devnull < 0) {
        devnull = open("/dev/null", O_WRONLY);
        saved = dup(2);
    }
    fflush(stderr);
    dup2(devnull, 2);
    parse(data, size);
    fflush(stderr);
    dup2(saved, 2);
    return 0;
}
