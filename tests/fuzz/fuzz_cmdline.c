/* fuzz_cmdline.c — the explorer's `:` command parser (and the commands that only move
 * the explorer) on arbitrary bytes, against a level generated once with its trace.
 * fuzz-sources: tui src/cli/scripts.c src/cli/cli.c
 *
 * Build:  clang -std=c11 -D_DEFAULT_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined \
 *             -Isrc tests/fuzz/fuzz_cmdline.c TUI \
 *             LIB -lncursesw -ledit -lm -o /tmp/fuzz_cmdline
 *         where TUI is every .c file of tui/ but explorer.c (the app's commands reach the tour's
 *         and the reference's, which draw through view.c) and LIB every .c file under
 *         src/ but those of src/cli (tests/fuzz/run.sh
 *         does all this)
 * Run:    SPELGEN_DATA=data /tmp/fuzz_cmdline -max_total_time=60
 *
 * Besides "no crash, no overrun", it checks the parser's contract: on failure one
 * non-empty line of message; on success a command whose numbers are in range for the
 * level (a draw that exists, a tile inside the map, a phase that began).  Commands that
 * only move the explorer (goto, phase, why, find) are then run on it, and so are the
 * debugger's (break, watch, info, delete, disable, enable), each followed by continue
 * both ways. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/quirks.h"
#include "../../tui/app.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static app *the_app;

static void setup(void)
{
    the_app = calloc(1, sizeof *the_app);
    char err[512];
    const char *env = getenv("SPELGEN_DATA");
    if (!the_app || spg_data_load(env && *env ? NULL : "data", &the_app->data, err, sizeof err) != 0) {
        fprintf(stderr, "fuzz_cmdline: %s (run from the top of the tree or set SPELGEN_DATA)\n",
                the_app ? err : "out of memory");
        abort();
    }
    spg_request rq = {0};
    rq.style = SPG_STYLE_CLASSIC;
    rq.seed = 1;
    rq.level = 2;
    options_default(&rq.opt);
    if (app_generate(the_app, &rq, UINT32_MAX) != 0) {
        fprintf(stderr, "fuzz_cmdline: %s\n", the_app->msg);
        abort();
    }
}

static void count(const char *c, void *ctx)
{
    (void)c;
    (*(int *)ctx)++;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!the_app)
        setup();
    app *a = the_app;
    char *line = malloc(size + 1);
    if (!line)
        return 0;
    memcpy(line, data, size);
    line[size] = 0;
    explore_cmd c;
    char err[256];
    memset(err, 'x', sizeof err);
    int rc = explore_cmd_parse(line, &a->st, &c, err, sizeof err);
    if (rc != 0) {
        if (rc != -1 || !err[0] || !memchr(err, 0, sizeof err) || strchr(err, '\n'))
            abort();
    } else {
        switch (c.kind) {
        case EC_GOTO:
            if (c.u > a->st.ndraws)
                abort();
            break;
        case EC_WHY:
            if (c.x < 0 || c.y < 0 || c.x >= a->res->level.w || c.y >= a->res->level.h)
                abort();
            break;
        case EC_PHASE: {
            uint32_t at;
            if (stepper_phase_pos(&a->st, (int)c.u, &at) != 0)
                abort();
            break;
        }
        case EC_LEVEL:
            if (c.u < 1 || c.u > SPG_MAX_LEVEL)
                abort();
            break;
        case EC_QUIRK:
            if (c.quirk < 0 || c.quirk >= SPG_Q__COUNT)
                abort();
            break;
        case EC_FIND:
        case EC_BREAK:
        case EC_WATCH:
        case EC_EXPORT:
            if (!c.text[0] || !memchr(c.text, 0, sizeof c.text))
                abort();
            break;
        default:
            break;
        }
        /* the commands that neither regenerate nor write files */
        bool debugger = c.kind >= EC_BREAK && c.kind <= EC_ENABLE;
        if (c.kind == EC_GOTO || c.kind == EC_PHASE || c.kind == EC_WHY || c.kind == EC_FIND ||
            debugger) {
            app_command(a, line);
            if (debugger) {
                app_continue(a, +1);
                app_continue(a, -1);
                app_tile_change(a, +1);
                if (a->stops.n == STOPS_MAX)
                    stops_clear(&a->stops); /* room for the next input's */
            }
            if (a->st.pos > a->st.ndraws || a->cx >= a->res->level.w || a->cy >= a->res->level.h)
                abort();
        }
    }
    /* and without a level to check against */
    explore_cmd_parse(line, NULL, &c, err, sizeof err);
    int n = 0;
    explore_cmd_complete(NULL, 0, line, &a->st, count, &n);
    explore_cmd_complete("phase", 1, line, &a->st, count, &n);
    explore_cmd_complete("quirk", 1, line, &a->st, count, &n);
    explore_cmd_complete("break", 1, line, &a->st, count, &n);
    free(line);
    return 0;
}
