/* gml.h — spelgen's GameMaker 8 interpreter: a project's own scripts and object events,
 * run with GM8's semantics, every random() through src/rng.c and named by script and line.
 *
 * A project is read from two directories: SCRIPTS (NAME.gml, one per script) and TREE
 * (objects.txt, sprites.txt, objects/NAME/EVENT.gml, rooms/NAME/room.txt), which is what
 * `spelgen import --dump` writes, and what `spelgen import` writes under DATA/project
 * (scripts in DATA/scripts).  Only the Create and Destroy events are read: nothing else
 * runs while a level is generated.
 *
 * The modules: gml_lex/gml_parse (text to trees), gml_compile (names resolved once),
 * gml_eval (statements and expressions), gml_world (instances, collisions), gml_funcs
 * (built-in functions), gml_project (reading a project), gml_level (building a level). */
#ifndef SPG_GML_H
#define SPG_GML_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gml/gml_code.h"
#include "gml/gml_parse.h"
#include "rng.h"

struct gml_vm;

/* ---- programs (gml_compile.c, gml_project.c) */
int gml_program_init(gml_program *p);
void gml_program_free(gml_program *p);
/* The id of a variable name (made when new); -1 out of memory. */
int gml_name_id(gml_program *p, const char *name);
int gml_collect_globalvars(gml_program *p, const gml_node *n);
gml_script *gml_script_new(const char *name, int index);
/* Compiles a parsed piece into s (lines shifted by line0); -1 with "name:line:col: what". */
int gml_compile_into(gml_program *p, gml_script *s, const gml_node *ast, int line0,
                     char *err, size_t errlen);
void gml_script_free(gml_script *s);
int gml_builtin_arity(const char *name, int *min, int *max);

/* Reads and compiles a project (see above).  Returns 0 and *out, or -1 with one line
 * naming the file and place. */
int gml_project_load(const char *scripts_dir, const char *tree_dir, gml_program **out,
                     char *err, size_t errlen);

/* For tests and tools: a project from memory.  Objects, sprites and rooms are added,
 * then code, then gml_program_finish compiles everything. */
int gml_add_sprite(gml_program *p, const char *name, int ox, int oy, int left, int top,
                   int right, int bottom, int width, int height);
int gml_add_object(gml_program *p, const char *name, const char *parent, const char *sprite,
                   bool solid, int depth);
int gml_add_room(gml_program *p, const char *name, int width, int height);
int gml_add_room_instance(gml_program *p, const char *room, int id, int x, int y,
                          const char *object);
/* A script's source, or an object's event's ("create", "destroy") in the dump's format. */
int gml_add_script(gml_program *p, const char *name, const char *src, size_t len, char *err,
                   size_t errlen);
int gml_add_event(gml_program *p, const char *object, const char *event, const char *src,
                  size_t len, char *err, size_t errlen);
int gml_program_finish(gml_program *p, char *err, size_t errlen);

/* ---- running (gml_level.c) */
typedef void (*gml_draw_fn)(void *ctx, const spg_site *site, double x, double value);

struct gml_vm *gml_vm_new(const gml_program *p, spg_rng *rng);
void gml_vm_free(struct gml_vm *vm);
/* Every draw is told to fn (NULL: none); then, for a draw inside a wrapper script (rand),
 * what the wrapper returned to result (NULL: not told). */
typedef void (*gml_result_fn)(void *ctx, gml_value result);
void gml_vm_on_draw(struct gml_vm *vm, gml_draw_fn fn, void *ctx);
void gml_vm_on_result(struct gml_vm *vm, gml_result_fn fn);
/* How many turns a loop may make before it is stopped (default GML_LOOP_MAX). */
void gml_vm_set_loop_max(struct gml_vm *vm, long turns);
/* Empties the world and the globals. */
void gml_vm_reset(struct gml_vm *vm);
/* Sets global.NAME to a real. */
int gml_vm_set_global(struct gml_vm *vm, const char *name, double v);
/* Sets global.NAME[i,j] to a real (i, j >= 0); -1 out of memory. */
int gml_vm_set_global_cell(struct gml_vm *vm, const char *name, int i, int j, double v);
/* global.NAME's value, into *v (a real); false when unset or a string. */
bool gml_vm_get_global(struct gml_vm *vm, const char *name, double *v);
/* Runs script `name` with no instance (or as a fresh instance of `as_object`, NULL none)
 * and args; its value into *ret (may be NULL).  -1 with the error in gml_vm_error. */
int gml_vm_call(struct gml_vm *vm, const char *name, int n, const gml_value *args,
                gml_value *ret);
/* instance_create(x, y, object) from outside any code: -1 with the error. */
int gml_vm_create(struct gml_vm *vm, const char *object, double x, double y);
/* Enters room `name`: adds its instances, then runs their Create events in order.
 * -1 with the error. */
int gml_vm_enter_room(struct gml_vm *vm, const char *name);
/* The same, stopping after the Create event of the first instance of object `last`. */
int gml_vm_enter_room_until(struct gml_vm *vm, const char *name, const char *last);
const char *gml_vm_error(const struct gml_vm *vm);
/* The live instances, in creation order: object name, x, y (for output and tests). */
int gml_vm_count(const struct gml_vm *vm, const char *object);
typedef struct gml_inst_info {
    const char *object;
    int object_index;
    double x, y;
    int sprite;
    const char *sprite_name;
    uint32_t draw_born;   /* the draws made before it was made */
    uint32_t draw_done;   /* and when its Create had run */
    const char *made_in;  /* the code whose call made it, and the line (NULL: the room's) */
    int made_line;
} gml_inst_info;
/* The i-th live instance (0-based, creation order); false past the end. */
bool gml_vm_instance(const struct gml_vm *vm, int i, gml_inst_info *out);

#endif
