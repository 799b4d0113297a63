/* fuzz_gml_run.c — libFuzzer harness for the GML interpreter: parser, compiler and
 * evaluator (src/gml).
 *
 * Build and run: tests/fuzz/run.sh SECONDS.  Seeds: tests/fuzz/corpus/gml_run/, scripts
 * of our own.
 *
 * The input is one script's text, compiled into a small project of our own (two objects
 * with a sprite, a parent and Create events, and a rand script) and run as an instance.
 * Besides "no crash, no leak, no undefined behaviour", it checks the contract: a script
 * that does not compile gives one line naming it; one that fails when run gives one line
 * starting "scrFuzz:" (or the name of the piece the error is in) — never a silent stop.
 * Loops are bounded low so that runs stay short. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gml/gml.h"
#include "gml/gml_vm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void on_draw(void *ctx, const spg_site *site, double x, double value)
{
    (void)x;
    (void)value;
    if (!site || !site->name || !site->meaning)
        abort();
    ++*(int *)ctx;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    gml_program p;
    char err[600];
    if (gml_program_init(&p) != 0)
        abort();
    gml_add_sprite(&p, "sBox", 8, 8, 2, 4, 13, 15, 16, 16);
    gml_add_object(&p, "oBase", NULL, "sBox", true, 0);
    gml_add_object(&p, "oLeaf", "oBase", "sBox", false, 0);
    static const char rnd[] = "return floor(random(argument1 - argument0 + 1)) + argument0;";
    static const char create[] = "look = rand(1, 4); n = instance_number(oBase);";
    if (gml_add_script(&p, "rand", rnd, sizeof rnd - 1, err, sizeof err) != 0 ||
        gml_add_event(&p, "oBase", "create", create, sizeof create - 1, err, sizeof err) != 0)
        abort();
    if (gml_add_script(&p, "scrFuzz", (const char *)data, size, err, sizeof err) != 0 ||
        gml_program_finish(&p, err, sizeof err) != 0) {
        if (strchr(err, '\n') || !*err)
            abort();
        gml_program_free(&p);
        return 0;
    }
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, 12345);
    struct gml_vm *vm = gml_vm_new(&p, &rng);
    if (!vm)
        abort();
    int draws = 0;
    gml_vm_on_draw(vm, on_draw, &draws);
    gml_vm_set_loop_max(vm, 1000);
    if (gml_vm_create(vm, "oLeaf", 32, 32) != 0)
        abort();
    vm->self = vm->inst[0];
    gml_value v;
    if (gml_vm_call(vm, "scrFuzz", 0, NULL, &v) != 0) {
        const char *e = gml_vm_error(vm);
        if (!*e || strchr(e, '\n'))
            abort();
    }
    if ((uint32_t)draws != rng.draws)
        abort(); /* every draw is told, none twice */
    gml_vm_free(vm);
    gml_program_free(&p);
    return 0;
}
