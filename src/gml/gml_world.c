/* gml_world.c — GameMaker 8's instances as level generation sees them (gml_vm.h):
 * creation order, objects with parents, the Create event run inside instance_create, the
 * Destroy event before an instance leaves, and bounding-box collisions (the mask's or the
 * sprite's box, moved by the origin, scaled, in whole pixels). */
#include "gml/gml_vm.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

bool gml_is_a(const gml_program *p, int obj, int ancestor)
{
    if (obj < 0 || obj >= p->nobjects || ancestor < 0 || ancestor >= p->nobjects)
        return false;
    return p->isa[(size_t)obj * (size_t)p->nobjects + (size_t)ancestor] != 0;
}

gml_inst *gml_inst_by_id(const gml_vm *vm, int id)
{
    return gml_imap_get(&vm->by_id, id);
}


/* ---------------------------------------------------------------- lists and the grid */

static void push(gml_vm *vm, gml_inst ***v, int *n, int *cap, gml_inst *in)
{
    if (*n == *cap) {
        int c = *cap ? *cap * 2 : 16;
        gml_inst **nv = realloc(*v, (size_t)c * sizeof *nv);
        if (!nv)
            gml_fail(vm, "out of memory");
        *v = nv;
        *cap = c;
    }
    (*v)[(*n)++] = in;
}

static int cell_of(int px)
{
    int c = (px - GML_GRID0) / GML_CELL;
    if (px < GML_GRID0)
        c = 0;
    return c < 0 ? 0 : c >= GML_GRID ? GML_GRID - 1 : c;
}

static void cell_range(const int box[4], int r[4])
{
    r[0] = cell_of(box[0]);
    r[1] = cell_of(box[1]);
    r[2] = cell_of(box[2]);
    r[3] = cell_of(box[3]);
}

static void unbin(gml_vm *vm, gml_inst *in)
{
    if (!in->binned)
        return;
    int r[4];
    cell_range(in->box, r);
    for (int cy = r[1]; cy <= r[3]; cy++)
        for (int cx = r[0]; cx <= r[2]; cx++) {
            struct gml_cell *c = &vm->cells[cy * GML_GRID + cx];
            for (int i = 0; i < c->n; i++)
                if (c->v[i] == in) {
                    c->v[i] = c->v[--c->n];
                    break;
                }
        }
    in->binned = false;
}

/* Files the instance by its box (recomputed: its position, sprite or scale changed). */
static void rebin(gml_vm *vm, gml_inst *in)
{
    unbin(vm, in);
    in->has_box = gml_inst_box(vm, in, in->x, in->y, in->box);
    if (!in->has_box || !in->alive)
        return;
    int r[4];
    cell_range(in->box, r);
    for (int cy = r[1]; cy <= r[3]; cy++)
        for (int cx = r[0]; cx <= r[2]; cx++) {
            struct gml_cell *c = &vm->cells[cy * GML_GRID + cx];
            push(vm, &c->v, &c->n, &c->cap, in);
        }
    in->binned = true;
}

static void ensure_world(gml_vm *vm)
{
    if (!vm->objlists &&
        !(vm->objlists = calloc((size_t)vm->prog->nobjects + 1, sizeof *vm->objlists)))
        gml_fail(vm, "out of memory");
    if (!vm->cells && !(vm->cells = calloc(GML_GRID * GML_GRID, sizeof *vm->cells)))
        gml_fail(vm, "out of memory");
}

gml_inst *gml_inst_new(gml_vm *vm, int object, double x, double y, int id)
{
    ensure_world(vm);
    const gml_program *p = vm->prog;
    if (object < 0 || object >= p->nobjects || !p->objects[object].name)
        gml_fail(vm, "instance_create: %d is not an object", object);
    if (vm->ninst == vm->capinst) {
        int cap = vm->capinst ? vm->capinst * 2 : 1024;
        gml_inst **n = realloc(vm->inst, (size_t)cap * sizeof *n);
        if (!n)
            gml_fail(vm, "out of memory");
        vm->inst = n;
        vm->capinst = cap;
    }
    gml_inst *in = calloc(1, sizeof *in);
    if (!in)
        gml_fail(vm, "out of memory");
    const gml_object *o = &p->objects[object];
    in->id = id >= 0 ? id : vm->next_id++;
    in->object = object;
    in->draw_born = in->draw_done = vm->rng ? vm->rng->draws : 0;
    in->made_at = id >= 0 ? NULL : vm->at;
    in->order = vm->next_order++;
    in->alive = true;
    in->x = in->xstart = x;
    in->y = in->ystart = y;
    in->xscale = in->yscale = 1;
    in->sprite = o->sprite;
    in->mask = o->mask;
    in->solid = o->solid;
    in->visible = o->visible;
    in->persistent = o->persistent;
    in->depth = o->depth;
    vm->inst[vm->ninst++] = in;
    if (gml_imap_set(&vm->by_id, in->id, in) != 0)
        gml_fail(vm, "out of memory");
    /* filed under its object and every ancestor: with (oSolid) walks one list */
    for (int a = object; a >= 0; a = p->objects[a].parent) {
        struct gml_objlist *l = &vm->objlists[a];
        push(vm, &l->v, &l->n, &l->cap, in);
        l->live++;
    }
    rebin(vm, in);
    return in;
}

gml_inst *gml_instance_create(gml_vm *vm, double x, double y, int object)
{
    gml_inst *in = gml_inst_new(vm, object, x, y, -1);
    gml_run_event(vm, in, object, GML_EV_CREATE);
    in->draw_done = vm->rng ? vm->rng->draws : 0;
    return in;
}

void gml_instance_destroy(gml_vm *vm, gml_inst *in)
{
    if (!in->alive)
        return;
    /* the Destroy event sees the instance still there (its rubble, its gems); then it is
     * gone for every query, though GM8 frees it only at the step's end */
    gml_run_event(vm, in, in->object, GML_EV_DESTROY);
    if (!in->alive)
        return; /* its Destroy event destroyed it */
    in->alive = false;
    unbin(vm, in);
    for (int a = in->object; a >= 0; a = vm->prog->objects[a].parent)
        vm->objlists[a].live--;
}

/* An object's list without its dead (they never come back). */
static struct gml_objlist *live_list(gml_vm *vm, int obj)
{
    ensure_world(vm);
    struct gml_objlist *l = &vm->objlists[obj];
    if (l->n > 64 && l->live < l->n / 2) {
        int k = 0;
        for (int i = 0; i < l->n; i++)
            if (l->v[i]->alive)
                l->v[k++] = l->v[i];
        l->n = k;
    }
    return l;
}

/* ---------------------------------------------------------------- targets */

static bool matches(const gml_vm *vm, const gml_inst *in, double target)
{
    if (!in->alive)
        return false;
    if (target == -3)
        return true;
    if (target >= 100000)
        return in->id == (int)target;
    return gml_is_a(vm->prog, in->object, (int)target);
}

gml_inst **gml_targets(gml_vm *vm, double target, int *n)
{
    target = gml_round(target);
    *n = 0;
    gml_inst **list = NULL;
    if (target == -1 || target == -2) {
        gml_inst *one = target == -1 ? vm->self : vm->other;
        if (!one || !one->alive)
            return NULL;
        if (!(list = malloc(sizeof *list)))
            gml_fail(vm, "out of memory");
        list[(*n)++] = one;
        return list;
    }
    if (target >= 100000) {
        gml_inst *one = gml_inst_by_id(vm, (int)target);
        if (!one || !one->alive)
            return NULL;
        if (!(list = malloc(sizeof *list)))
            gml_fail(vm, "out of memory");
        list[(*n)++] = one;
        return list;
    }
    int cap = 0;
    gml_inst **from = vm->inst;
    int nfrom = vm->ninst;
    if (target >= 0) {
        if (target >= vm->prog->nobjects)
            return NULL;
        struct gml_objlist *l = live_list(vm, (int)target);
        from = l->v;
        nfrom = l->n;
    }
    for (int i = 0; i < nfrom; i++) {
        gml_inst *in = from[i];
        if (!in->alive)
            continue;
        if (*n == cap) {
            cap = cap ? cap * 2 : 64;
            gml_inst **l = realloc(list, (size_t)cap * sizeof *l);
            if (!l) {
                free(list);
                gml_fail(vm, "out of memory");
            }
            list = l;
        }
        list[(*n)++] = in;
    }
    return list;
}

gml_inst *gml_first_target(gml_vm *vm, double target)
{
    target = gml_round(target);
    if (target == -1)
        return vm->self;
    if (target == -2)
        return vm->other;
    if (target >= 100000) {
        gml_inst *in = gml_inst_by_id(vm, (int)target);
        return in && in->alive ? in : NULL;
    }
    if (target >= 0) {
        if (target >= vm->prog->nobjects)
            return NULL;
        struct gml_objlist *l = live_list(vm, (int)target);
        for (int i = 0; i < l->n; i++)
            if (l->v[i]->alive)
                return l->v[i];
        return NULL;
    }
    for (int i = 0; i < vm->ninst; i++)
        if (matches(vm, vm->inst[i], target))
            return vm->inst[i];
    return NULL;
}

int gml_instance_count(gml_vm *vm, double obj)
{
    obj = gml_round(obj);
    if (obj >= 0 && obj < 100000) {
        ensure_world(vm);
        return obj < vm->prog->nobjects ? vm->objlists[(int)obj].live : 0;
    }
    int n = 0;
    for (int i = 0; i < vm->ninst; i++)
        n += matches(vm, vm->inst[i], obj);
    return n;
}

/* ---------------------------------------------------------------- variables */

static int slot_of(const gml_inst *in, int id)
{
    unsigned mask = (unsigned)in->cap - 1, i = ((unsigned)id * 2654435761u) & mask;
    while (in->keys[i] != -1 && in->keys[i] != id)
        i = (i + 1) & mask;
    return (int)i;
}

const gml_var *gml_inst_var(const gml_inst *in, int id)
{
    if (!in->cap)
        return NULL;
    int i = slot_of(in, id);
    return in->keys[i] == id ? &in->vals[i] : NULL;
}

gml_var *gml_inst_var_w(gml_vm *vm, gml_inst *in, int id)
{
    if ((in->used + 1) * 4 > in->cap * 3) {
        int cap = in->cap ? in->cap * 2 : 16;
        int *keys = malloc((size_t)cap * sizeof *keys);
        gml_var *vals = malloc((size_t)cap * sizeof *vals);
        if (!keys || !vals) {
            free(keys);
            free(vals);
            gml_fail(vm, "out of memory");
        }
        for (int i = 0; i < cap; i++)
            keys[i] = -1;
        gml_inst bigger = *in;
        bigger.cap = cap;
        bigger.keys = keys;
        bigger.vals = vals;
        for (int i = 0; i < in->cap; i++)
            if (in->keys[i] != -1) {
                int j = slot_of(&bigger, in->keys[i]);
                keys[j] = in->keys[i];
                vals[j] = in->vals[i];
            }
        free(in->keys);
        free(in->vals);
        in->keys = keys;
        in->vals = vals;
        in->cap = cap;
    }
    int i = slot_of(in, id);
    if (in->keys[i] != id) {
        in->keys[i] = id;
        in->vals[i].v = gml_unset();
        in->vals[i].arr = NULL;
        in->used++;
    }
    return &in->vals[i];
}

static const gml_sprite *sprite_of(const gml_vm *vm, int index)
{
    const gml_program *p = vm->prog;
    if (index < 0 || index >= p->nsprites || !p->sprites[index].name)
        return NULL;
    return &p->sprites[index];
}

bool gml_inst_box(const gml_vm *vm, const gml_inst *in, double x, double y, int box[4])
{
    const gml_sprite *s = sprite_of(vm, in->mask >= 0 ? in->mask : in->sprite);
    if (!s || s->width == 0)
        return false;
    /* the box's edges in the room: the image's pixels [left, right+1) moved by the origin
     * and scaled (a negative scale flips them), then whole pixels (GM8 rounds) */
    double l = x + (s->left - s->ox) * in->xscale;
    double r = x + (s->right + 1 - s->ox) * in->xscale;
    double t = y + (s->top - s->oy) * in->yscale;
    double b = y + (s->bottom + 1 - s->oy) * in->yscale;
    if (l > r) {
        double k = l;
        l = r;
        r = k;
    }
    if (t > b) {
        double k = t;
        t = b;
        b = k;
    }
    box[0] = (int)gml_round(l);
    box[1] = (int)gml_round(t);
    box[2] = (int)gml_round(r) - 1;
    box[3] = (int)gml_round(b) - 1;
    return true;
}

static bool meets(const gml_inst *in, const int rect[4])
{
    const int *b = in->box;
    return b[0] <= rect[2] && rect[0] <= b[2] && b[1] <= rect[3] && rect[1] <= b[3];
}

gml_inst *gml_collide_rect(gml_vm *vm, double obj, const int rect[4], const gml_inst *skip)
{
    obj = gml_round(obj);
    ensure_world(vm);
    if (obj >= 100000 || obj == -1 || obj == -2) {
        gml_inst *in = gml_first_target(vm, obj);
        return in && in != skip && in->has_box && meets(in, rect) ? in : NULL;
    }
    /* the grid's cells under the rectangle; the first made of those that meet it */
    int r[4];
    cell_range(rect, r);
    gml_inst *best = NULL;
    for (int cy = r[1]; cy <= r[3]; cy++)
        for (int cx = r[0]; cx <= r[2]; cx++) {
            const struct gml_cell *c = &vm->cells[cy * GML_GRID + cx];
            for (int i = 0; i < c->n; i++) {
                gml_inst *in = c->v[i];
                if (in == skip || (best && in->order >= best->order) || !meets(in, rect) ||
                    !matches(vm, in, obj))
                    continue;
                best = in;
            }
        }
    return best;
}

gml_value gml_inst_builtin_get(gml_vm *vm, gml_inst *in, int id, int i)
{
    int box[4];
    const gml_sprite *s;
    switch (id) {
    case GV_X: return gml_real(in->x);
    case GV_Y: return gml_real(in->y);
    case GV_SPRITE_INDEX: return gml_real(in->sprite);
    case GV_MASK_INDEX: return gml_real(in->mask);
    case GV_IMAGE_XSCALE: return gml_real(in->xscale);
    case GV_IMAGE_YSCALE: return gml_real(in->yscale);
    case GV_IMAGE_ANGLE: return gml_real(in->angle);
    case GV_OBJECT_INDEX: return gml_real(in->object);
    case GV_ID: return gml_real(in->id);
    case GV_SOLID: return gml_real(in->solid);
    case GV_VISIBLE: return gml_real(in->visible);
    case GV_DEPTH: return gml_real(in->depth);
    case GV_PERSISTENT: return gml_real(in->persistent);
    case GV_XSTART: return gml_real(in->xstart);
    case GV_YSTART: return gml_real(in->ystart);
    case GV_BBOX_LEFT:
    case GV_BBOX_TOP:
    case GV_BBOX_RIGHT:
    case GV_BBOX_BOTTOM:
        if (!in->has_box)
            return gml_real(id == GV_BBOX_LEFT || id == GV_BBOX_RIGHT ? in->x : in->y);
        memcpy(box, in->box, sizeof box);
        return gml_real(box[id == GV_BBOX_LEFT ? 0 : id == GV_BBOX_TOP ? 1
                            : id == GV_BBOX_RIGHT ? 2 : 3]);
    case GV_SPRITE_WIDTH:
        s = sprite_of(vm, in->sprite);
        return gml_real(s ? s->width * in->xscale : 0);
    case GV_SPRITE_HEIGHT:
        s = sprite_of(vm, in->sprite);
        return gml_real(s ? s->height * in->yscale : 0);
    default:
        break;
    }
    /* the soft built-ins: a variable once set, else GM8's default */
    const gml_var *var = gml_inst_var(in, id);
    if (var) {
        const gml_value *cell = gml_var_cell(var, i / 32000, i % 32000);
        if (cell && !gml_is_unset(*cell))
            return *cell;
    }
    switch (id) {
    case GV_IMAGE_SPEED:
    case GV_IMAGE_ALPHA:
        return gml_real(1);
    case GV_IMAGE_BLEND:
        return gml_real(16777215);
    case GV_XPREVIOUS:
        return gml_real(in->x);
    case GV_YPREVIOUS:
        return gml_real(in->y);
    case GV_ALARM:
    case GV_IMAGE_SINGLE:
        return gml_real(-1);
    case GV_IMAGE_NUMBER:
        s = sprite_of(vm, in->sprite);
        return gml_real(s ? s->frames : 0);
    default:
        return gml_real(0);
    }
}

void gml_inst_builtin_set(gml_vm *vm, gml_inst *in, int id, int i, gml_value v)
{
    if (v.s)
        gml_fail(vm, "a string assigned to %s", vm->prog->names[id]);
    double r = v.r;
    switch (id) {
    case GV_X: in->x = r; rebin(vm, in); return;
    case GV_Y: in->y = r; rebin(vm, in); return;
    case GV_SPRITE_INDEX: in->sprite = (int)gml_round(r); rebin(vm, in); return;
    case GV_MASK_INDEX: in->mask = (int)gml_round(r); rebin(vm, in); return;
    case GV_IMAGE_XSCALE: in->xscale = r; rebin(vm, in); return;
    case GV_IMAGE_YSCALE: in->yscale = r; rebin(vm, in); return;
    case GV_IMAGE_ANGLE: in->angle = r; rebin(vm, in); return;
    case GV_SOLID: in->solid = r >= 0.5; return;
    case GV_VISIBLE: in->visible = r >= 0.5; return;
    case GV_DEPTH: in->depth = r; return;
    case GV_PERSISTENT: in->persistent = r >= 0.5; return;
    case GV_XSTART: in->xstart = r; return;
    case GV_YSTART: in->ystart = r; return;
    case GV_OBJECT_INDEX:
    case GV_ID:
    case GV_BBOX_LEFT:
    case GV_BBOX_RIGHT:
    case GV_BBOX_TOP:
    case GV_BBOX_BOTTOM:
    case GV_SPRITE_WIDTH:
    case GV_SPRITE_HEIGHT:
    case GV_IMAGE_NUMBER:
        gml_fail(vm, "cannot assign to the read-only variable %s", vm->prog->names[id]);
    default:
        break;
    }
    gml_value *cell = gml_var_cell_w(gml_inst_var_w(vm, in, id), i / 32000, i % 32000);
    if (!cell)
        gml_fail(vm, "out of memory");
    *cell = v;
}

static void inst_free(gml_inst *in)
{
    for (int i = 0; i < in->cap; i++)
        if (in->keys[i] != -1 && in->vals[i].arr)
            gml_var_clear(&in->vals[i]);
    free(in->keys);
    free(in->vals);
    free(in);
}

void gml_world_reset(gml_vm *vm)
{
    if (vm->objlists)
        for (int i = 0; i < vm->prog->nobjects; i++)
            vm->objlists[i].n = vm->objlists[i].live = 0;
    if (vm->cells)
        for (int i = 0; i < GML_GRID * GML_GRID; i++)
            vm->cells[i].n = 0;
    for (int i = 0; i < vm->ninst; i++)
        inst_free(vm->inst[i]);
    vm->ninst = 0;
    gml_imap_clear(&vm->by_id);
    for (int i = 0; i < vm->nstrings; i++)
        free(vm->strings[i]);
    vm->nstrings = 0;
    for (int i = 0; i < vm->prog->nnames; i++)
        gml_var_clear(&vm->globals[i]);
    vm->next_id = vm->prog->first_free_id;
    vm->next_order = 0;
    vm->ntiles = 0;
    vm->next_tile = 0;
    vm->self = vm->other = NULL;
    vm->frame = NULL;
    vm->depth = 0;
    vm->at = NULL;
    vm->wrapper_call = NULL;
}
