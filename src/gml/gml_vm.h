/* gml_vm.h — the interpreter's running state: the world of instances, the globals, the
 * call stack, and how an error leaves (the evaluator's, the world's and the functions'
 * shared header; gml.h is the module's public face).
 *
 * Errors: gml_fail() formats "script:line:col: message" and longjmps to the run that
 * started evaluation (gml_vm_run_*), which returns -1 with that message.  Nothing is
 * ever skipped silently. */
#ifndef SPG_GML_VM_H
#define SPG_GML_VM_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gml/gml_code.h"
#include "rng.h"

/* One instance. Collision-relevant built-ins are fields; other variables a small hash. */
typedef struct gml_inst {
    int id;
    int object;
    int order;          /* creation order (the world's counter) */
    /* where it came from: the draws made before it and after its Create, and the call
     * that made it (NULL: the room's own instance) */
    uint32_t draw_born, draw_done;
    const gml_code *made_at;
    bool alive;
    double x, y, xstart, ystart;
    double xscale, yscale, angle;
    int sprite, mask;
    bool solid, visible, persistent;
    double depth;
    /* the box in the room (whole pixels, inclusive) while has_box, and the grid cells it
     * is filed in (binned) */
    int box[4];
    bool has_box, binned;
    /* the other variables: open addressing on the variable id */
    int cap, used;
    int *keys;          /* -1 empty */
    gml_var *vals;
} gml_inst;

/* One running piece of code. */
typedef struct gml_frame {
    struct gml_frame *parent; /* the caller's */
    bool heap;                /* locals were allocated (more than fit on the stack) */
    const gml_script *script;
    gml_var *locals;
    int nargs;
    gml_value args[16];
    int event_object;   /* the object whose event is running (event_inherited), -1 none */
    int event;          /* which event, -1 none */
} gml_frame;

/* What a draw hook is told: the site of the random() call (or of the script call that
 * wraps it, for rand), and what was drawn. */
typedef void (*gml_draw_hook)(void *ctx, const spg_site *site, double x, double value);
/* What the call a draw was named by gave (rand's value), told after the draw. */
typedef void (*gml_result_hook)(void *ctx, gml_value result);

#define GML_CALL_DEPTH_MAX 200
#define GML_GRID 64
#define GML_CELL 32
#define GML_GRID0 (-512)
#define GML_LOOP_MAX 10000000L   /* a loop's iterations; a real level stays far below */
#define GML_STRING_MAX (16L << 20) /* the longest string made (a runaway concatenation) */

typedef struct gml_vm {
    const gml_program *prog;
    spg_rng *rng;
    long loop_max;      /* a loop's turns before it is stopped (GML_LOOP_MAX) */
    gml_draw_hook on_draw;
    gml_result_hook on_result;
    void *draw_ctx;
    /* instances, in creation order (destroyed ones stay, not alive) */
    int ninst, capinst;
    gml_inst **inst;
    int next_id, next_order;
    gml_imap by_id;     /* instance id -> gml_inst* */
    /* per object: its instances and its descendants', in creation order (dead ones are
     * skipped, and dropped now and then), and how many are alive */
    struct gml_objlist {
        gml_inst **v;
        int n, cap, live;
    } *objlists;
    /* the collision grid: GML_GRID x GML_GRID cells of GML_CELL pixels from GML_GRID0
     * (outside it, the edge cells), each listing the instances whose box meets it */
    struct gml_cell {
        gml_inst **v;
        int n, cap;
    } *cells;
    gml_var *globals;   /* by variable id */
    int room;           /* the room index */
    double room_vars[GR__COUNT];
    /* the stack */
    gml_inst *self, *other;
    gml_frame *frame;
    int depth;
    const gml_code *at; /* the construct being evaluated (errors name it) */
    gml_value ret;      /* what `return` gave */
    bool returned;
    const gml_code *wrapper_call; /* the call into a wrapper script (rand) being run */
    /* strings made while running, freed at reset */
    char **strings;
    int nstrings, capstrings;
    jmp_buf *fail_jump;
    gml_frame *jump_frame; /* the frame when fail_jump was set: gml_fail releases those
                            * above it */
    int jump_temps;
    /* the room's tiles (decorations: tile_add, tile_layer_find, tile_delete); nothing of
     * generation reads them but the code that finds and deletes them */
    struct gml_tile {
        int id;
        double depth, x, y, w, h;
    } *tiles;
    int ntiles, captiles, next_tile;
    /* memory the running code holds that an error must free (with's sets) */
    void **temps;
    int ntemps, captemps;
    char err[512];
} gml_vm;

/* Leaves the running code with "script:line:col: message" (never returns). */
_Noreturn void gml_fail(gml_vm *vm, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Memory the running code holds until gml_temp_free (an error frees it). */
void gml_temp_push(gml_vm *vm, void *p);
void gml_temp_free(gml_vm *vm, void *p);

/* A run's guard: gml_vm_* functions set one around the code they run. */
typedef struct gml_guard {
    jmp_buf jb;
    jmp_buf *saved;
    gml_frame *frame, *saved_jump_frame;
    int depth, saved_jump_temps;
    gml_inst *self, *other;
    const gml_code *wrapper_call;
} gml_guard;
void gml_guard_enter(gml_vm *vm, gml_guard *g);
void gml_guard_leave(gml_vm *vm, gml_guard *g);
/* After the longjmp: the machine as it was when the guard was set. */
void gml_guard_failed(gml_vm *vm, gml_guard *g);
#define GML_GUARD(vm, g)                                                                   \
    gml_guard_enter((vm), &(g));                                                           \
    if (setjmp((g).jb)) {                                                                  \
        gml_guard_failed((vm), &(g));                                                      \
        return -1;                                                                         \
    }

/* ---- the evaluator (gml_eval.c) */
gml_value gml_eval(gml_vm *vm, const gml_code *c);
/* Runs a script with arguments as self, returns its value. */
gml_value gml_call_script(gml_vm *vm, const gml_script *s, int n, const gml_value *args);
/* Runs object `obj`'s event `ev` (or its nearest ancestor's) on self; false: none. */
bool gml_run_event(gml_vm *vm, gml_inst *self, int obj, int ev);
/* A string value of the world's arena. */
gml_value gml_string(gml_vm *vm, const char *s, size_t len);

/* ---- the world (gml_world.c) */
/* Makes an instance (Create not run); id -1: the next free id. */
gml_inst *gml_inst_new(gml_vm *vm, int object, double x, double y, int id);
/* instance_create: makes it and runs its Create event at once. */
gml_inst *gml_instance_create(gml_vm *vm, double x, double y, int object);
/* instance_destroy: the Destroy event, then the instance is gone. */
void gml_instance_destroy(gml_vm *vm, gml_inst *in);
gml_inst *gml_inst_by_id(const gml_vm *vm, int id);
/* Whether object `obj` is `ancestor` or one of its descendants. */
bool gml_is_a(const gml_program *p, int obj, int ancestor);
/* The live instances `target` stands for (an instance id, an object, all, self, other),
 * in creation order, into a fresh list (*n of them); the caller frees it. */
gml_inst **gml_targets(gml_vm *vm, double target, int *n);
/* The first live instance `target` stands for, or NULL. */
gml_inst *gml_first_target(gml_vm *vm, double target);
/* An instance variable: its cell for reading (NULL: unset) / its variable for writing. */
const gml_var *gml_inst_var(const gml_inst *in, int id);
gml_var *gml_inst_var_w(gml_vm *vm, gml_inst *in, int id);
/* A built-in instance variable (id < GML_BUILTIN_VARS). */
gml_value gml_inst_builtin_get(gml_vm *vm, gml_inst *in, int id, int i);
void gml_inst_builtin_set(gml_vm *vm, gml_inst *in, int id, int i, gml_value v);
/* The instance's box in whole pixels, inclusive; false: no sprite, no collisions. */
bool gml_inst_box(const gml_vm *vm, const gml_inst *in, double x, double y, int box[4]);
/* The first live instance of `obj` (or a descendant) whose box meets the rectangle
 * [x1,x2]x[y1,y2] (inclusive, whole pixels), skipping `skip`; NULL none. */
gml_inst *gml_collide_rect(gml_vm *vm, double obj, const int rect[4], const gml_inst *skip);
int gml_instance_count(gml_vm *vm, double obj);
void gml_world_reset(gml_vm *vm);

/* ---- functions (gml_funcs.c): the built-in function called `name`, or NULL. */
gml_fn gml_builtin(const char *name, bool *draws);

#endif
