/* cmd_audit_tunnel.c — spelgen audit --style tunnel: prints what the tunnel audit
 * (search/tunnel_audit.h) measured: the document's invariants, a line per stage, and the
 * measurements beside the document's figures.  The audit command (cmd_audit.c) parses
 * the options and calls cmd_audit_tunnel with the count and the stages it read. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../output/render.h"
#include "../search/tunnel_audit.h"
#include "cli.h"

static void print_stages(FILE *f, const tunnel_audit *a, bool json)
{
    if (!json)
        fputs("\nper stage        floors  rungs (rolled = laid)  formula   H min/median/max  cap  "
              "spine median  dead ends  rooms\n"
              "  (formula: doc's nRungs range with tunnel.conf's knobs; cap: 14400 / the widest W)\n", f);
    for (int i = 0; i < a->nstages; i++) {
        const tunnel_audit_stage *s = &a->stage[i];
        if (json)
            fprintf(f, "%s{\"stage\":%d,\"floors\":%ld,\"rungs_min\":%d,\"rungs_max\":%d,"
                       "\"rungs_as_rolled\":%ld,\"formula_min\":%d,\"formula_max\":%d,"
                       "\"h_min\":%.0f,\"h_median\":%.0f,\"h_max\":%.0f,\"h_cap\":%d,"
                       "\"spine_median\":%.0f,\"dead_ends_mean\":%.2f,\"rooms_mean\":%.2f}",
                    i ? "," : "", s->stage, s->floors, s->rungs_min, s->rungs_max,
                    s->rungs_as_rolled, s->formula_min, s->formula_max, s->h_min, s->h_median,
                    s->h_max, s->h_cap, s->spine_median, s->dead_ends_mean, s->rooms_mean);
        else
            fprintf(f, "  stage %-2d %10ld  %3d-%-3d (%ld of %ld)  %5d-%-3d %5.0f / %.0f / %-5.0f %4d  "
                       "%12.0f  %9.1f  %5.2f\n",
                    s->stage, s->floors, s->rungs_min, s->rungs_max, s->rungs_as_rolled,
                    s->floors, s->formula_min, s->formula_max, s->h_min, s->h_median, s->h_max,
                    s->h_cap, s->spine_median, s->dead_ends_mean, s->rooms_mean);
    }
}

static void print_text(FILE *f, const tunnel_audit *a)
{
    fprintf(f, "spelgen audit --style tunnel: %d floors at each of stages %d-%d (%ld floors), "
               "raw states %u-%u\n",
            a->count, a->lo, a->hi, a->floors, a->first_state,
            a->first_state + (uint32_t)(a->floors > 0 ? a->floors - 1 : 0));
    fprintf(f, "the document's (sim) and (audit) figures are for its 6-11 rungs, stages %d-%d "
               "(our reading); rows beside them are over those stages\n",
            TUNNEL_AUDIT_DOC_LO, TUNNEL_AUDIT_DOC_HI);
    fputs("\ninvariants, all floors                                holds  violated  n/a   figure "
          "(doc: the document's; ours: not in it)\n", f);
    for (int k = 0; k < TI__COUNT; k++) {
        fprintf(f, "  %-50s %7ld  %8ld  %4ld  %s\n", tunnel_invariant_names[k], a->holds[k],
                a->violated[k], a->na[k], tunnel_audit_invariant_figures[k]);
        if (a->violated[k])
            fprintf(f, "      first violated: state %u stage %d\n", a->first_bad_state[k],
                    a->first_bad_stage[k]);
    }
    print_stages(f, a, false);
    fputs("\nmeasurements                                               spelgen                  "
          "       figure (doc: the document's; ours: not in it)\n", f);
    for (int i = 0; i < a->nrows; i++)
        fprintf(f, "  %-58s %-32s %s\n", a->rows[i].name, a->rows[i].ours, a->rows[i].doc);
}

static void print_json(FILE *f, const tunnel_audit *a)
{
    fprintf(f, "{\"style\":\"tunnel\",\"floors\":%ld,\"per_stage\":%d,\"first_state\":%u,"
               "\"stages\":[%d,%d],\"document_stages\":[%d,%d],\"invariants\":[",
            a->floors, a->count, a->first_state, a->lo, a->hi, TUNNEL_AUDIT_DOC_LO,
            TUNNEL_AUDIT_DOC_HI);
    for (int k = 0; k < TI__COUNT; k++) {
        fprintf(f, "%s{\"name\":", k ? "," : "");
        json_string(f, tunnel_invariant_names[k]);
        fprintf(f, ",\"holds\":%ld,\"violated\":%ld,\"not_applicable\":%ld,\"figure\":",
                a->holds[k], a->violated[k], a->na[k]);
        json_string(f, tunnel_audit_invariant_figures[k]);
        fputc('}', f);
    }
    fputs("],\"stage_rows\":[", f);
    print_stages(f, a, true);
    fputs("],\"measurements\":[", f);
    for (int i = 0; i < a->nrows; i++) {
        const tunnel_audit_row *r = &a->rows[i];
        fprintf(f, "%s{\"name\":", i ? "," : "");
        json_string(f, r->name);
        fputs(",\"spelgen\":", f);
        json_string(f, r->ours);
        fputs(",\"figure\":", f);
        json_string(f, r->doc);
        fprintf(f, ",\"whose\":\"%s\"}", strncmp(r->doc, "doc:", 4) == 0 ? "document" : "ours");
    }
    fprintf(f, "],\"ok\":%s}\n", a->ok ? "true" : "false");
}

static const char usage[] =
    "usage: spelgen audit --style tunnel [--count N] [--level S|A-B|all] [--format text|json]\n"
    "                     [--data DIR] [-o FILE]\n"
    "Builds N tunnel floors (default 250) at each stage (default all, 1-16; --level 4 or\n"
    "--level 1-5 for fewer), each from its own raw state (1, 2, ...), and prints the document's\n"
    "invariants with the floors where each held and where it was violated, a line per\n"
    "stage, and the measurements beside the document's figures over the same floors:\n"
    "its (sim) and (audit) figures are for stages 1-5 (its 6-11 rungs).  Each figure says\n"
    "whose it is: doc (the document's) or ours.  Exit status 0 when every invariant held\n"
    "on every floor, 1 otherwise.\n";

int cmd_audit_tunnel(const cli_opts *o, int count, int lo, int hi)
{
    if (o->help) {
        fputs(usage, stdout);
        return EXIT_OK;
    }
    bool json = false;
    if (o->format && strcmp(o->format, "json") == 0)
        json = true;
    else if (o->format && strcmp(o->format, "text") != 0) {
        cli_error("audit", "--format: '%s' is not accepted; use text or json", o->format);
        return EXIT_USAGE;
    }
    if (count < 1 || count > TUNNEL_AUDIT_MAX_COUNT) {
        cli_error("audit", "--count: '%d' is not a count of floors; give 1-%d", count,
                  TUNNEL_AUDIT_MAX_COUNT);
        return EXIT_USAGE;
    }
    if (lo < 1 || hi > TUNNEL_MAX_STAGE || lo > hi) {
        cli_error("audit", "--level: stages %d-%d are out of range; tunnel stages are 1-%d", lo,
                  hi, TUNNEL_MAX_STAGE);
        return EXIT_USAGE;
    }
    spg_data data;
    char err[1024];
    if (spg_data_load(o->data_dir, &data, err, sizeof err) != 0) {
        cli_error("audit", "%s", err);
        return EXIT_FAIL;
    }
    const tunnel_conf *c = tunnel_data_conf(spg_style_data(&data, SPG_STYLE_TUNNEL));
    if (!c) {
        cli_error("audit", "%s/tunnel/tunnel.conf: missing: the tunnel style needs its knobs",
                  data.dir);
        spg_data_free(&data);
        return EXIT_FAIL;
    }
    tunnel_conf conf = *c;
    spg_data_free(&data);
    tunnel_audit *a = malloc(sizeof *a);
    if (!a)
        return EXIT_FAIL;
    if (tunnel_audit_run(a, &o->rq, &conf, count, lo, hi, err, sizeof err) != 0) {
        cli_error("audit", "%s", err);
        free(a);
        return EXIT_FAIL;
    }
    int rc = a->ok ? EXIT_OK : EXIT_FAIL;
    FILE *f = stdout;
    if (o->output && !(f = fopen(o->output, "w"))) {
        cli_error("audit", "-o: cannot write '%s': %s", o->output, strerror(errno));
        rc = EXIT_FAIL;
    } else {
        if (json)
            print_json(f, a);
        else
            print_text(f, a);
        if (f != stdout)
            fclose(f);
    }
    tunnel_audit_free(a);
    free(a);
    return rc;
}
