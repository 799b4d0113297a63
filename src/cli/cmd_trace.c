/* cmd_trace.c — spelgen trace: every draw of a level, with its site and meaning. */
#include <stdlib.h>
#include <string.h>

#include "../output/render.h"
#include "cli.h"

static const char usage[] =
    "usage: spelgen trace [--seed S | --state S] [--level N] [--format tsv|json] [options]\n"
    "Lists every random draw of the level in order: its number (from the level's start),\n"
    "phase, call site, call, value, the RNG state after it, the tile or area it concerned,\n"
    "what the site decides, and what this draw decided.\n\n"
    "  --format F        tsv (default) or json\n"
    "  -o, --output FILE write to FILE instead of standard output\n";

int cmd_trace(int argc, char **argv)
{
    cli_opts o;
    int rc = cli_parse("trace", argc, argv, 0, &o);
    if (rc)
        return rc;
    if (cli_early_exit(&o, usage))
        return EXIT_OK;
    bool json = o.format && strcmp(o.format, "json") == 0;
    if (o.format && !json && strcmp(o.format, "tsv") != 0) {
        cli_error("trace", "--format: '%s' is not accepted; use tsv or json", o.format);
        return EXIT_USAGE;
    }
    o.rq.trace = true;
    spg_data data;
    spg_result *res = calloc(1, sizeof *res);
    if (!res)
        return EXIT_FAIL;
    rc = cli_generate("trace", &o, &data, res);
    if (rc) {
        free(res);
        return rc;
    }
    FILE *f = stdout;
    if (o.output && !(f = fopen(o.output, "w"))) {
        cli_error("trace", "-o: cannot write '%s'", o.output);
        rc = EXIT_FAIL;
    } else {
        if (json)
            render_trace_json(f, res);
        else
            render_trace_tsv(f, res);
        if (f != stdout)
            fclose(f);
    }
    spg_result_free(res);
    free(res);
    spg_data_free(&data);
    return rc;
}
