/* gml_rig.h — small GameMaker 8 projects of our own, made in memory, for the
 * interpreter's tests: scripts, objects and sprites added, compiled, and a machine to run
 * them on. */
#ifndef SPG_TEST_GML_RIG_H
#define SPG_TEST_GML_RIG_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gml/gml.h"
#include "gml/gml_vm.h"

typedef struct rig {
    gml_program p;
    spg_rng rng;
    struct gml_vm *vm;
    char err[600];
} rig;

static inline void rig_begin(rig *r)
{
    memset(r, 0, sizeof *r);
    if (gml_program_init(&r->p) != 0 ||
        gml_add_object(&r->p, "oRig", NULL, NULL, false, 0) != 0)
        abort();
}

/* Runs what follows as an instance of oRig (a script's own variables are its). */
static inline void rig_self(rig *r)
{
    r->vm->self = gml_inst_new(r->vm, 0, 0, 0, -1);
}

static inline void rig_script(rig *r, const char *name, const char *src)
{
    if (gml_add_script(&r->p, name, src, strlen(src), r->err, sizeof r->err) != 0) {
        fprintf(stderr, "script %s: %s\n", name, r->err);
        abort();
    }
}

static inline void rig_event(rig *r, const char *object, const char *event, const char *src)
{
    if (gml_add_event(&r->p, object, event, src, strlen(src), r->err, sizeof r->err) != 0) {
        fprintf(stderr, "event %s:%s: %s\n", object, event, r->err);
        abort();
    }
}

/* Compiles; 0 or -1 with r->err. */
static inline int rig_finish(rig *r)
{
    if (gml_program_finish(&r->p, r->err, sizeof r->err) != 0)
        return -1;
    rng_init(&r->rng, SPG_ENGINE_GM8, 1);
    r->vm = gml_vm_new(&r->p, &r->rng);
    return r->vm ? 0 : -1;
}

/* Runs script `name` (no arguments); its value, or an abort with the error. */
static inline gml_value rig_run(rig *r, const char *name)
{
    gml_value v;
    if (gml_vm_call(r->vm, name, 0, NULL, &v) != 0) {
        fprintf(stderr, "%s: %s\n", name, gml_vm_error(r->vm));
        abort();
    }
    return v;
}

/* Runs script `name` expecting it to fail; the error. */
static inline const char *rig_fails(rig *r, const char *name)
{
    gml_value v;
    if (gml_vm_call(r->vm, name, 0, NULL, &v) == 0) {
        fprintf(stderr, "%s: ran without the error expected\n", name);
        abort();
    }
    return gml_vm_error(r->vm);
}

static inline void rig_end(rig *r)
{
    gml_vm_free(r->vm);
    gml_program_free(&r->p);
}

/* One script's value: a project of that one script "scrMain". */
static inline double rig_value(const char *src)
{
    rig r;
    rig_begin(&r);
    rig_script(&r, "scrMain", src);
    if (rig_finish(&r) != 0) {
        fprintf(stderr, "%s\n", r.err);
        abort();
    }
    rig_self(&r);
    gml_value v = rig_run(&r, "scrMain");
    if (v.s) {
        fprintf(stderr, "a string where a number was expected: %s\n", v.s);
        abort();
    }
    rig_end(&r);
    return v.r;
}

#endif
