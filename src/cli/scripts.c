/* scripts.c — loading a data directory's project for --scripts, and `trace --scripts`
 * (scripts.h). */
#include "scripts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../gml/gml_level.h"
#include "../gml/gml_verify.h"
#include "cli.h"

int cli_scripts_load(const char *data_dir, gml_program **prog, char *err, size_t errlen)
{
    char dir[4096], scripts[4200], tree[4200];
    /* a directory given is taken as it is: a mod's import may hold no room data for the
     * native port, only its scripts and project */
    if (data_dir)
        snprintf(dir, sizeof dir, "%s", data_dir);
    else if (spg_data_find(data_dir, dir, sizeof dir, err, errlen) != 0)
        return -1;
    snprintf(scripts, sizeof scripts, "%s/scripts", dir);
    snprintf(tree, sizeof tree, "%s/project", dir);
    struct stat st;
    if (stat(tree, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "%.400s: no project/ here: --scripts needs an import made by "
                 "this version of spelgen (run spelgen import again)", dir);
        return -1;
    }
    return gml_project_load(scripts, tree, prog, err, errlen);
}

void cli_scripts_free(gml_program *prog)
{
    gml_program_free(prog);
    free(prog);
}

int cli_trace_scripts(cli_opts *o)
{
    if (o->seed_given) {
        cli_error("trace", "--scripts builds one level from a raw state: give --state S "
                  "(with --level N), not --seed");
        return EXIT_USAGE;
    }
    if (o->quirk_given) {
        cli_error("trace", "--scripts: the scripts are the rules; --quirk changes the native "
                  "port only");
        return EXIT_USAGE;
    }
    if (o->rq.style != SPG_STYLE_CLASSIC) {
        cli_error("trace", "--scripts runs the classic game's scripts (no --style)");
        return EXIT_USAGE;
    }
    if (o->format && strcmp(o->format, "tsv") != 0) {
        cli_error("trace", "--format: --scripts writes tsv only");
        return EXIT_USAGE;
    }
    char err[600];
    gml_program *prog;
    if (cli_scripts_load(o->data_dir, &prog, err, sizeof err) != 0) {
        cli_error("trace", "%s", err);
        return EXIT_FAIL;
    }
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, 0);
    struct gml_vm *vm = gml_vm_new(prog, &rng);
    gml_draws rec = {.rng = &rng};
    int rc = EXIT_OK;
    if (!vm) {
        cli_error("trace", "out of memory");
        cli_scripts_free(prog);
        return EXIT_FAIL;
    }
    gml_vm_on_draw(vm, gml_draws_record, &rec);
    gml_vm_on_result(vm, gml_draws_result);
    int level = o->rq.level;
    gml_level_req lr = gml_level_req_of(&o->rq.opt, level, o->rq.seed);
    if (gml_level_build(vm, &lr) != 0) {
        cli_error("trace", "--scripts: %s", gml_vm_error(vm));
        rc = EXIT_FAIL;
    }
    FILE *f = rc == EXIT_OK ? cli_open_output("trace", o) : NULL;
    if (rc == EXIT_OK && !f)
        rc = EXIT_FAIL;
    if (f) {
        fputs("draw\tsite\tcall\tvalue\tstate\n", f);
        for (size_t i = 0; i < rec.n; i++) {
            const gml_draw *d = &rec.d[i];
            fprintf(f, "%zu\t%s\t%s\t%.17g\t0x%08X\n", i + 1, d->site->name,
                    d->site->meaning, d->result, d->state);
        }
        cli_close_output(f);
    }
    gml_draws_free(&rec);
    gml_vm_free(vm);
    cli_scripts_free(prog);
    return rc;
}
