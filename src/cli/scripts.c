/* scripts.c — loading a data directory's project for --scripts, and `trace --scripts`
 * (scripts.h). */
#include "scripts.h"

#include <math.h>
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

bool cli_take_scripts_flag(int *argc, char **argv)
{
    bool found = false;
    int k = 0;
    for (int i = 0; i < *argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            while (i < *argc)
                argv[k++] = argv[i++];
            break;
        }
        if (i > 0 && strcmp(argv[i], "--scripts") == 0) {
            found = true;
            continue;
        }
        argv[k++] = argv[i];
    }
    *argc = k;
    argv[k] = NULL;
    return found;
}

void scripts_level_free(scripts_level *sl)
{
    gml_draws_free(&sl->rec);
    gml_vm_free(sl->vm);
    if (sl->prog)
        cli_scripts_free(sl->prog);
}

int build_scripts_level(const char *cmd, cli_opts *o, scripts_level *sl)
{
    memset(sl, 0, sizeof *sl);
    if (o->seed_given) {
        cli_error(cmd, "--scripts builds one level from a raw state: give --state S "
                  "(with --level N), not --seed");
        return EXIT_USAGE;
    }
    if (o->quirk_given) {
        cli_error(cmd, "--scripts: the scripts are the rules; --quirk changes the native "
                  "port only");
        return EXIT_USAGE;
    }
    if (o->rq.style != SPG_STYLE_CLASSIC) {
        cli_error(cmd, "--scripts runs the classic game's scripts (no --style)");
        return EXIT_USAGE;
    }
    if (o->rq.nforce) {
        cli_error(cmd, "--scripts: --force changes the native port's draws only");
        return EXIT_USAGE;
    }
    char err[600];
    if (cli_scripts_load(o->data_dir, &sl->prog, err, sizeof err) != 0) {
        cli_error(cmd, "%s", err);
        return EXIT_FAIL;
    }
    rng_init(&sl->rng, SPG_ENGINE_GM8, 0);
    sl->vm = gml_vm_new(sl->prog, &sl->rng);
    sl->rec.rng = &sl->rng;
    if (!sl->vm) {
        cli_error(cmd, "out of memory");
        scripts_level_free(sl);
        return EXIT_FAIL;
    }
    gml_vm_on_draw(sl->vm, gml_draws_record, &sl->rec);
    gml_vm_on_result(sl->vm, gml_draws_result);
    gml_level_req lr = gml_level_req_of(&o->rq.opt, o->rq.level, o->rq.seed);
    if (gml_level_build(sl->vm, &lr) != 0) {
        cli_error(cmd, "--scripts: %s", gml_vm_error(sl->vm));
        scripts_level_free(sl);
        return EXIT_FAIL;
    }
    if (sl->rec.failed) {
        cli_error(cmd, "out of memory");
        scripts_level_free(sl);
        return EXIT_FAIL;
    }
    return EXIT_OK;
}

int cli_trace_scripts(cli_opts *o)
{
    if (o->format && strcmp(o->format, "tsv") != 0) {
        cli_error("trace", "--format: --scripts writes tsv only");
        return EXIT_USAGE;
    }
    scripts_level sl;
    int rc = build_scripts_level("trace", o, &sl);
    if (rc)
        return rc;
    FILE *f = cli_open_output("trace", o);
    if (!f) {
        scripts_level_free(&sl);
        return EXIT_FAIL;
    }
    fputs("draw\tsite\tcall\tvalue\tstate\n", f);
    for (size_t i = 0; i < sl.rec.n; i++) {
        const gml_draw *d = &sl.rec.d[i];
        fprintf(f, "%zu\t%s\t%s\t%.17g\t0x%08X\n", i + 1, d->site->name, d->site->meaning,
                d->result, d->state);
    }
    cli_close_output(f);
    scripts_level_free(&sl);
    return EXIT_OK;
}

int cli_show_scripts(cli_opts *o)
{
    if (o->format && strcmp(o->format, "tsv") != 0) {
        cli_error("show", "--format: --scripts writes the objects as tsv only (spelgen's map "
                  "of a level the scripts built is not there yet)");
        return EXIT_USAGE;
    }
    scripts_level sl;
    int rc = build_scripts_level("show", o, &sl);
    if (rc)
        return rc;
    FILE *f = cli_open_output("show", o);
    if (!f) {
        scripts_level_free(&sl);
        return EXIT_FAIL;
    }
    int n = 0;
    gml_inst_info in;
    while (gml_vm_instance(sl.vm, n, &in))
        n++;
    fprintf(f, "# level %d from state %u (0x%08X), built by the project's scripts: %zu draws, "
            "end state 0x%08X, %d objects\n", o->rq.level, o->rq.seed, o->rq.seed, sl.rec.n,
            sl.rng.state, n);
    fputs("object\tx\ty\tsprite\n", f);
    for (int i = 0; gml_vm_instance(sl.vm, i, &in); i++)
        fprintf(f, "%s\t%.15g\t%.15g\t%s\n", in.object, in.x, in.y,
                in.sprite_name ? in.sprite_name : "-");
    cli_close_output(f);
    scripts_level_free(&sl);
    return EXIT_OK;
}

int cli_why_scripts(cli_opts *o, int tx, int ty)
{
    if (o->format && strcmp(o->format, "text") != 0) {
        cli_error("why", "--format: --scripts writes text only");
        return EXIT_USAGE;
    }
    scripts_level sl;
    int rc = build_scripts_level("why", o, &sl);
    if (rc)
        return rc;
    FILE *f = cli_open_output("why", o);
    if (!f) {
        scripts_level_free(&sl);
        return EXIT_FAIL;
    }
    fprintf(f, "tile (%d,%d), level %d from state %u, built by the project's scripts:\n", tx,
            ty, o->rq.level, o->rq.seed);
    int found = 0;
    gml_inst_info in;
    for (int i = 0; gml_vm_instance(sl.vm, i, &in); i++) {
        /* what stands on the tile: an object whose position is in its 16 pixels */
        int px = (int)floor(in.x / 16), py = (int)floor(in.y / 16);
        if (px != tx || py != ty || in.sprite < 0)
            continue; /* an object with no sprite (oGame, oRoom's markers) stands nowhere */
        found++;
        fprintf(f, "%s at (%.15g,%.15g), sprite %s\n", in.object, in.x, in.y,
                in.sprite_name ? in.sprite_name : "-");
        if (!in.made_in) {
            fprintf(f, "  one of the room's own instances, or made as the game started\n");
        } else {
            fprintf(f, "  made by %s:%d", in.made_in, in.made_line);
            if (in.draw_born > 0 && in.draw_born <= sl.rec.n) {
                const gml_draw *d = &sl.rec.d[in.draw_born - 1];
                fprintf(f, ", after draw %u (%s %s = %.17g)", in.draw_born, d->site->name,
                        d->site->meaning, d->result);
            }
            fputc('\n', f);
        }
        for (uint32_t k = in.draw_born; k < in.draw_done && k < sl.rec.n; k++) {
            const gml_draw *d = &sl.rec.d[k];
            fprintf(f, "  draw %u\t%s\t%s\t%.17g\n", k + 1, d->site->name, d->site->meaning,
                    d->result);
        }
    }
    if (!found)
        fprintf(f, "nothing stands there\n");
    cli_close_output(f);
    scripts_level_free(&sl);
    return EXIT_OK;
}

int cli_refuse_scripts(const char *cmd, int argc, char **argv)
{
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (strcmp(argv[i], "--scripts") == 0) {
            cli_error(cmd, "--scripts is not taken: the scripts engine builds under a "
                      "hundred levels a second, where %s goes through millions; build one "
                      "state with show, trace or why --scripts, or compare two with diff "
                      "--scripts", cmd);
            return EXIT_USAGE;
        }
    return 0;
}
