/* cmd_trace.c — spelgen trace: every draw of a level, with its site and meaning. */
#include <stdlib.h>
#include <string.h>

#include "../explore/sitecheck.h"
#include "../explore/stops.h"
#include "../output/describe.h"
#include "../output/render.h"
#include "cli.h"
#include "scripts.h"

static const char usage[] =
    "usage: spelgen trace [--seed S | --state S] [--level N] [--format tsv|json] [options]\n"
    "Lists every random draw of the level in order: its number (from the level's start),\n"
    "phase, call site, call, value, the RNG state after it, the tile or area it concerned,\n"
    "what the site decides, and what this draw decided.\n\n"
    "  --format F        tsv (default) or json\n"
    "  -o, --output FILE write to FILE instead of standard output\n"
    "  --break SPEC      only the draws a breakpoint SPEC stops at (one argument: a site\n"
    "                    glob, phase NAME, if value == N, if decided ~ WORDS; man page)\n"
    "  --watch X Y       only the events that changed tile (X,Y), with the value before\n"
    "                    and after (also --watch room X Y, entity KIND, flag NAME:\n"
    "                    a flag by its name in show's JSON, snake_pit, shop, ...)\n"
    "  --scripts         run the imported project's own scripts instead of the native\n"
    "                    port (--state S --level N; DIR/project from spelgen import):\n"
    "                    each draw with its script and line (scrRoomGen:212), the call\n"
    "                    as the script writes it (rand(1,10)), its value and the state;\n"
    "                    --break then takes SCRIPT:LINE or SCRIPT (every draw made in it)\n"
    "                    and value conditions (--break 'scrRoomGen:212 if value == 1')\n";

/* --break and --watch, taken out of argv before the common options are parsed: --watch
 * takes as many words as its target has. */
typedef struct filters {
    const char *brk;
    char watch[128];
    bool have_watch;
    bool scripts;
} filters;

static int take_filters(int argc, char **argv, char **rest, int *nrest, filters *fl)
{
    int n = 0;
    rest[n++] = argv[0];
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            while (i < argc)
                rest[n++] = argv[i++];
            break;
        }
        if (strcmp(argv[i], "--scripts") == 0) {
            fl->scripts = true;
            continue;
        }
        if (strcmp(argv[i], "--break") == 0) {
            if (i + 1 >= argc) {
                cli_error("trace", "--break needs a spec, as --break path.walk.middle");
                return EXIT_USAGE;
            }
            if (fl->brk) {
                cli_error("trace", "--break: one breakpoint spec (a glob matches several sites)");
                return EXIT_USAGE;
            }
            fl->brk = argv[++i];
            continue;
        }
        if (strcmp(argv[i], "--watch") == 0) {
            if (fl->have_watch) {
                cli_error("trace", "--watch: one target");
                return EXIT_USAGE;
            }
            /* X Y, room X Y, entity KIND, flag NAME */
            int words = i + 1 < argc && strcmp(argv[i + 1], "room") == 0 ? 3 : 2;
            if (i + words >= argc) {
                cli_error("trace", "--watch needs a target: X Y, room X Y, entity KIND or flag NAME");
                return EXIT_USAGE;
            }
            size_t k = 0;
            for (int w = 1; w <= words; w++)
                k += (size_t)snprintf(fl->watch + k, k < sizeof fl->watch ? sizeof fl->watch - k : 0,
                                      "%s%s", w > 1 ? " " : "", argv[i + w]);
            i += words;
            fl->have_watch = true;
            continue;
        }
        rest[n++] = argv[i];
    }
    *nrest = n;
    return 0;
}

/* --watch's listing: each change, the draw that caused it, before and after. */
typedef struct watch_out {
    FILE *f;
    const spg_result *res;
    bool json;
    int n;
} watch_out;

static bool print_change(const watch_change *c, void *ctx)
{
    watch_out *o = ctx;
    const spg_event *e = &o->res->trace.ev[c->event];
    char words[256];
    describe_event(e, spg_style_of(o->res), words, sizeof words);
    const char *phase = e->phase < o->res->nphases ? o->res->phases[e->phase].name : "?";
    if (!o->json) {
        fprintf(o->f, "%u\t%s\t%s\t%s\t%s\n", e->draw, phase, c->before, c->after, words);
    } else {
        fprintf(o->f, "%s{\"draw\":%u,\"phase\":", o->n ? ",\n" : "\n", e->draw);
        json_string(o->f, phase);
        fputs(",\"before\":", o->f);
        json_string(o->f, c->before);
        fputs(",\"after\":", o->f);
        json_string(o->f, c->after);
        fputs(",\"event\":", o->f);
        json_string(o->f, words);
        fputc('}', o->f);
    }
    o->n++;
    return true;
}

/* A --break whose site glob takes no site the style draws would list nothing, a typo
 * or a site of another style: refused with what was probably meant, as the explorer's
 * :break is (sitecheck.c says it for both).  Where the style has no rules file to check
 * against, the spec is taken. */
static bool break_can_stop(const cli_level *lv, const bp_spec *spec)
{
    spg_style index = lv->res->style;
    const char *style = spg_style_of(lv->res)->name;
    rule_set rs;
    char err[600], msg[400];
    int loaded = site_rules_load(&lv->data, style, &rs, err, sizeof err);
    if (loaded != 0) {
        if (loaded < 0) /* spelgen's own file is tested to parse: someone's --data */
            cli_error("trace", "--break: its sites are not checked: %s", err);
        return true;
    }
    static const char *names[1024];
    int all = site_names(&rs, &lv->data, index, names, 1024);
    int n = site_check_as(spec, names, all, style, "--break", msg, sizeof msg);
    rules_free(&rs);
    if (n == 0)
        cli_error("trace", "--break: %s", msg);
    return n != 0;
}

int cmd_trace(int argc, char **argv)
{
    cli_opts o;
    filters fl = {NULL, "", false, false};
    char **rest = calloc((size_t)argc + 1, sizeof *rest);
    if (!rest)
        return EXIT_FAIL;
    int nrest = 0;
    int rc = take_filters(argc, argv, rest, &nrest, &fl);
    if (rc == 0)
        rc = cli_parse("trace", nrest, rest, 0, &o);
    free(rest);
    if (rc)
        return rc;
    if (fl.brk && fl.have_watch) {
        cli_error("trace", "--break and --watch: one or the other");
        return EXIT_USAGE;
    }
    if (cli_early_exit(&o, usage))
        return EXIT_OK;
    if (fl.scripts && fl.have_watch) {
        cli_error("trace", "--scripts: --watch is the native port's (its tiles' events)");
        return EXIT_USAGE;
    }
    if (fl.scripts)
        return cli_trace_scripts(&o, fl.brk);
    bool json = o.format && strcmp(o.format, "json") == 0;
    if (o.format && !json && strcmp(o.format, "tsv") != 0) {
        cli_error("trace", "--format: '%s' is not accepted; use tsv or json", o.format);
        return EXIT_USAGE;
    }
    o.rq.trace = true;
    cli_level lv;
    if ((rc = cli_build("trace", &o, &lv)))
        return rc;
    const spg_result *res = lv.res;
    /* the filters are read against the level, so their errors can name its phases */
    char err[768];
    bp_spec spec;
    watch_target target;
    uint8_t *only = NULL;
    if (fl.brk && bp_spec_parse(fl.brk, res, &spec, err, sizeof err) != 0) {
        cli_error("trace", "--break: %s", err);
        rc = EXIT_USAGE;
    } else if (fl.brk && !break_can_stop(&lv, &spec)) {
        bp_spec_free(&spec);
        rc = EXIT_USAGE;
    } else if (fl.brk && !(only = calloc(res->trace.ndraws + 1, 1))) {
        bp_spec_free(&spec);
        rc = EXIT_FAIL;
    } else if (fl.brk) {
        for (uint32_t d = 1; d <= res->trace.ndraws; d++)
            only[d - 1] = bp_spec_matches(&spec, res, &res->trace.ev[res->trace.draw_event[d - 1]]);
        bp_spec_free(&spec);
    }
    if (!rc && fl.have_watch && watch_parse(fl.watch, res, &target, err, sizeof err) != 0) {
        cli_error("trace", "--watch: %s", err);
        rc = EXIT_USAGE;
    }
    FILE *f = NULL;
    if (!rc && !(f = cli_open_output("trace", &o))) {
        rc = EXIT_FAIL;
    } else if (!rc) {
        if (fl.have_watch) {
            watch_out wo = {f, res, json, 0};
            fputs(json ? "[" : "draw\tphase\tbefore\tafter\tevent\n", f);
            watch_changes(&target, res, print_change, &wo);
            if (json)
                fputs("\n]\n", f);
        } else if (json) {
            render_trace_json(f, res, &o.rq, only);
        } else {
            render_trace_tsv(f, res, &o.rq, only);
        }
        cli_close_output(f);
    }
    free(only);
    cli_level_free(&lv);
    return rc;
}
