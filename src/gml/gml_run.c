/* gml_run.c — the interpreter's outside: making a machine for a program, running a script
 * or a room's instances' Create events, reading what the world holds (gml.h). */
#include "gml/gml.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gml/gml_vm.h"

struct gml_vm *gml_vm_new(const gml_program *p, spg_rng *rng)
{
    gml_vm *vm = calloc(1, sizeof *vm);
    if (!vm)
        return NULL;
    vm->prog = p;
    vm->rng = rng;
    vm->loop_max = GML_LOOP_MAX;
    vm->globals = calloc((size_t)p->nnames + 1, sizeof *vm->globals);
    if (!vm->globals) {
        free(vm);
        return NULL;
    }
    for (int i = 0; i < p->nnames; i++)
        vm->globals[i].v = gml_unset();
    vm->next_id = p->first_free_id;
    vm->room = -1;
    return vm;
}

void gml_vm_free(struct gml_vm *vm)
{
    if (!vm)
        return;
    gml_world_reset(vm);
    if (vm->objlists)
        for (int i = 0; i < vm->prog->nobjects; i++)
            free(vm->objlists[i].v);
    free(vm->objlists);
    if (vm->cells)
        for (int i = 0; i < GML_GRID * GML_GRID; i++)
            free(vm->cells[i].v);
    free(vm->cells);
    free(vm->inst);
    free(vm->tiles);
    free(vm->temps);
    free(vm->strings);
    free(vm->globals);
    gml_imap_free(&vm->by_id);
    free(vm);
}

void gml_vm_on_draw(struct gml_vm *vm, gml_draw_fn fn, void *ctx)
{
    vm->on_draw = fn;
    vm->draw_ctx = ctx;
}

void gml_vm_set_loop_max(struct gml_vm *vm, long turns)
{
    vm->loop_max = turns;
}

void gml_vm_on_result(struct gml_vm *vm, gml_result_fn fn)
{
    vm->on_result = fn;
}

void gml_vm_reset(struct gml_vm *vm)
{
    gml_world_reset(vm);
    vm->room = -1;
    memset(vm->room_vars, 0, sizeof vm->room_vars);
}

int gml_vm_set_global(struct gml_vm *vm, const char *name, double v)
{
    double id;
    if (!gml_map_get(&vm->prog->name_index, name, &id))
        return 0; /* no code reads it: nothing to set */
    gml_var_clear(&vm->globals[(int)id]);
    vm->globals[(int)id].v = gml_real(v);
    return 0;
}

int gml_vm_set_global_cell(struct gml_vm *vm, const char *name, int i, int j, double v)
{
    double id;
    if (!gml_map_get(&vm->prog->name_index, name, &id))
        return 0;
    gml_value *cell = gml_var_cell_w(&vm->globals[(int)id], i, j);
    if (!cell)
        return -1;
    *cell = gml_real(v);
    return 0;
}

bool gml_vm_get_global(struct gml_vm *vm, const char *name, double *v)
{
    double id;
    if (!gml_map_get(&vm->prog->name_index, name, &id))
        return false;
    gml_value x = vm->globals[(int)id].v;
    if (x.s)
        return false;
    *v = x.r;
    return true;
}

const char *gml_vm_error(const struct gml_vm *vm)
{
    return vm->err;
}

int gml_vm_call(struct gml_vm *vm, const char *name, int n, const gml_value *args,
                gml_value *ret)
{
    double idx;
    const gml_program *p = vm->prog;
    if (!gml_map_get(&p->consts, name, &idx) || idx < 0 || idx >= p->nscripts ||
        !p->scripts[(int)idx] || strcmp(p->scripts[(int)idx]->name, name) != 0) {
        snprintf(vm->err, sizeof vm->err, "%s: no script of that name", name);
        return -1;
    }
    gml_guard g;
    GML_GUARD(vm, g)
    gml_value v = gml_call_script(vm, p->scripts[(int)idx], n, args);
    gml_guard_leave(vm, &g);
    if (ret)
        *ret = v;
    return 0;
}

int gml_vm_create(struct gml_vm *vm, const char *object, double x, double y)
{
    double o;
    const gml_program *p = vm->prog;
    if (!gml_map_get(&p->consts, object, &o) || o < 0 || o >= p->nobjects ||
        !p->objects[(int)o].name || strcmp(p->objects[(int)o].name, object) != 0) {
        snprintf(vm->err, sizeof vm->err, "%s: no object of that name", object);
        return -1;
    }
    gml_guard g;
    GML_GUARD(vm, g)
    gml_instance_create(vm, x, y, (int)o);
    gml_guard_leave(vm, &g);
    return 0;
}

int gml_vm_enter_room(struct gml_vm *vm, const char *name)
{
    return gml_vm_enter_room_until(vm, name, NULL);
}

int gml_vm_enter_room_until(struct gml_vm *vm, const char *name, const char *last)
{
    double idx;
    const gml_program *p = vm->prog;
    if (!gml_map_get(&p->consts, name, &idx) || idx < 0 || idx >= p->nrooms ||
        !p->rooms[(int)idx].name || strcmp(p->rooms[(int)idx].name, name) != 0) {
        snprintf(vm->err, sizeof vm->err, "%s: no room of that name", name);
        return -1;
    }
    const gml_room *r = &p->rooms[(int)idx];
    vm->room = r->index;
    vm->room_vars[GR_ROOM] = r->index;
    vm->room_vars[GR_ROOM_WIDTH] = r->width;
    vm->room_vars[GR_ROOM_HEIGHT] = r->height;
    gml_guard g;
    GML_GUARD(vm, g)
    /* GM8 adds every instance of the room first, then runs their Create events in the
     * room's order (gm8-runtime.md) */
    int first = vm->ninst;
    for (int i = 0; i < r->n; i++)
        gml_inst_new(vm, r->insts[i].object, r->insts[i].x, r->insts[i].y, r->insts[i].id);
    for (int i = 0; i < r->n; i++) {
        gml_inst *in = vm->inst[first + i];
        if (in->alive)
            gml_run_event(vm, in, in->object, GML_EV_CREATE);
        in->draw_done = vm->rng ? vm->rng->draws : 0;
        if (last && strcmp(p->objects[in->object].name, last) == 0)
            break;
    }
    gml_guard_leave(vm, &g);
    return 0;
}

int gml_vm_count(const struct gml_vm *vm, const char *object)
{
    double o;
    if (!gml_map_get(&vm->prog->consts, object, &o))
        return 0;
    int n = 0;
    for (int i = 0; i < vm->ninst; i++)
        n += vm->inst[i]->alive && gml_is_a(vm->prog, vm->inst[i]->object, (int)o);
    return n;
}

bool gml_vm_instance(const struct gml_vm *vm, int i, gml_inst_info *out)
{
    for (int k = 0; k < vm->ninst; k++) {
        const gml_inst *in = vm->inst[k];
        if (!in->alive)
            continue;
        if (i-- == 0) {
            const gml_program *p = vm->prog;
            out->object = p->objects[in->object].name;
            out->object_index = in->object;
            out->x = in->x;
            out->y = in->y;
            out->sprite = in->sprite;
            out->sprite_name = in->sprite >= 0 && in->sprite < p->nsprites
                                   ? p->sprites[in->sprite].name
                                   : NULL;
            out->draw_born = in->draw_born;
            out->draw_done = in->draw_done;
            out->made_in = in->made_at ? in->made_at->script->name : NULL;
            out->made_line = in->made_at ? in->made_at->line : 0;
            return true;
        }
    }
    return false;
}
