/* diff_scripts.c — `spelgen diff --scripts ... -- --scripts ...`: two levels built by
 * running projects' own scripts (typically v1.1's import and a mod's), compared draw by
 * draw: where the mod's generator first parts from the other, with each side's script
 * line and call (scripts.h). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "scripts.h"

static void write_draw(FILE *f, char side, const scripts_level *sl, size_t i)
{
    if (i >= sl->rec.n) {
        fprintf(f, "  %c: no draw %zu (its level ends after %zu draws)\n", side, i + 1,
                sl->rec.n);
        return;
    }
    const gml_draw *d = &sl->rec.d[i];
    fprintf(f, "  %c: %s %s = %.17g (state after 0x%08X)\n", side, d->site->name,
            d->site->meaning, d->result, d->state);
}

/* The code a draw was made in, without its line: "scrRoomGen" of "scrRoomGen:212",
 * "oBrick:create" of "oBrick:create:3" (its length). */
static size_t code_len(const char *site)
{
    const char *colon = strrchr(site, ':');
    return colon ? (size_t)(colon - site) : strlen(site);
}

/* Two draws are the same when made in the same script (or event) by the same call and
 * giving the same value: a changed odd shows as a changed call (rand(1,3) for
 * rand(1,10)) or, where the call is the same, as a different value from then on.  The
 * line alone does not part them: a mod that adds lines above a draw shifts it. */
static bool same_draw(const gml_draw *a, const gml_draw *b)
{
    size_t la = code_len(a->site->name);
    return la == code_len(b->site->name) && strncmp(a->site->name, b->site->name, la) == 0 &&
           strcmp(a->site->meaning, b->site->meaning) == 0 && a->result == b->result &&
           a->state == b->state;
}

static int count_objects(const scripts_level *sl)
{
    int n = 0;
    gml_inst_info in;
    while (gml_vm_instance(sl->vm, n, &in))
        n++;
    return n;
}

/* Writes the comparison; whether anything differs. */
static bool write_compare(FILE *f, const scripts_level *a, const scripts_level *b)
{
    bool differ = false;
    size_t n = a->rec.n < b->rec.n ? a->rec.n : b->rec.n, i = 0;
    while (i < n && same_draw(&a->rec.d[i], &b->rec.d[i]))
        i++;
    if (i < n || a->rec.n != b->rec.n) {
        differ = true;
        fprintf(f, "first divergence: draw #%zu\n", i + 1);
        write_draw(f, 'a', a, i);
        write_draw(f, 'b', b, i);
    } else {
        fputs("draws: the same\n", f);
    }
    /* where the lines first shift, before the draws part: code added or taken away
     * above a draw the two still make alike */
    for (size_t k = 0; k < i; k++)
        if (strcmp(a->rec.d[k].site->name, b->rec.d[k].site->name) != 0) {
            fprintf(f, "lines: first shift at draw #%zu: a %s, b %s (the same call and "
                    "value)\n", k + 1, a->rec.d[k].site->name, b->rec.d[k].site->name);
            break;
        }
    fprintf(f, "draws: a %zu, b %zu\n", a->rec.n, b->rec.n);
    if (a->rng.state != b->rng.state)
        differ = true;
    fprintf(f, "end state: a 0x%08X, b 0x%08X\n", a->rng.state, b->rng.state);
    /* the objects, in creation order: the first that is not the same object at the same
     * place on both sides */
    int na = count_objects(a), nb = count_objects(b), k = 0;
    gml_inst_info ia, ib;
    for (; k < na && k < nb; k++) {
        gml_vm_instance(a->vm, k, &ia);
        gml_vm_instance(b->vm, k, &ib);
        if (strcmp(ia.object, ib.object) != 0 || ia.x != ib.x || ia.y != ib.y)
            break;
    }
    fprintf(f, "objects: a %d, b %d", na, nb);
    if (k < na || k < nb) {
        differ = true;
        fprintf(f, "; the first that differs, #%d (creation order):", k + 1);
        /* the loop may have stopped at the shorter list's end, before fetching k */
        bool in_a = gml_vm_instance(a->vm, k, &ia), in_b = gml_vm_instance(b->vm, k, &ib);
        if (in_a)
            fprintf(f, " a %s at (%.15g,%.15g)", ia.object, ia.x, ia.y);
        else
            fputs(" a none", f);
        if (in_b)
            fprintf(f, ", b %s at (%.15g,%.15g)", ib.object, ib.x, ib.y);
        else
            fputs(", b none", f);
    }
    fputc('\n', f);
    return differ;
}

int cli_diff_scripts(cli_opts *oa, cli_opts *ob, const char *output)
{
    scripts_level a, b;
    if (build_scripts_level("diff", oa, &a) != EXIT_OK)
        return 2;
    if (build_scripts_level("diff", ob, &b) != EXIT_OK) {
        scripts_level_free(&a);
        return 2;
    }
    int rc = 2;
    FILE *f = stdout;
    if (output && !(f = fopen(output, "w"))) {
        cli_error("diff", "-o: cannot write '%s': %s", output, strerror(errno));
    } else {
        rc = write_compare(f, &a, &b) ? 1 : 0;
        cli_close_output(f);
    }
    scripts_level_free(&a);
    scripts_level_free(&b);
    return rc;
}
