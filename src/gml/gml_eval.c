/* gml_eval.c — running compiled GML with GameMaker 8's semantics (gml_vm.h).
 *
 * The rules kept (shared/reference/gm8-runtime.md): every number a double; an index, id
 * or count rounded half to even; `and`/`or`/`xor` evaluate both sides; `==` on reals
 * within 1e-13, and a string compared with a real is an error; arguments and indices
 * left to right, a[i] = v's index before its value; a[i] is a[0,i]; `with` over a set
 * fixed when it starts, other the instance that ran it; a script's unset argumentN is 0;
 * reading an unset variable is an error; a loop stops with a message after
 * GML_LOOP_MAX turns. */
#include "gml/gml_vm.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char gml_unset_mark[] = "<unset>";

double gml_round(double r)
{
    return nearbyint(r); /* the default rounding mode: to nearest, halves to even */
}

gml_value *gml_var_cell_w(gml_var *var, int i, int j)
{
    if (i == 0 && j == 0)
        return &var->v;
    if (!var->arr && !(var->arr = calloc(1, sizeof *var->arr)))
        return NULL;
    gml_array *a = var->arr;
    if (i >= a->caprows) {
        int cap = a->caprows ? a->caprows : 4;
        while (cap <= i)
            cap *= 2;
        gml_row *rows = realloc(a->rows, (size_t)cap * sizeof *rows);
        if (!rows)
            return NULL;
        memset(rows + a->caprows, 0, (size_t)(cap - a->caprows) * sizeof *rows);
        a->rows = rows;
        a->caprows = cap;
    }
    if (i >= a->nrows)
        a->nrows = i + 1;
    gml_row *row = &a->rows[i];
    if (j >= row->cap) {
        int cap = row->cap ? row->cap : 4;
        while (cap <= j)
            cap *= 2;
        gml_value *cells = realloc(row->cells, (size_t)cap * sizeof *cells);
        if (!cells)
            return NULL;
        for (int k = row->cap; k < cap; k++)
            cells[k] = gml_unset();
        row->cells = cells;
        row->cap = cap;
    }
    if (j >= row->n)
        row->n = j + 1;
    return &row->cells[j];
}

void gml_var_clear(gml_var *var)
{
    if (var->arr) {
        for (int i = 0; i < var->arr->caprows; i++)
            free(var->arr->rows[i].cells);
        free(var->arr->rows);
        free(var->arr);
    }
    var->arr = NULL;
    var->v = gml_unset();
}

static void frame_release(gml_frame *f, int nlocals)
{
    for (int i = 0; i < nlocals; i++)
        if (f->locals[i].arr)
            gml_var_clear(&f->locals[i]);
    if (f->heap)
        free(f->locals);
}

void gml_temp_push(gml_vm *vm, void *p)
{
    if (vm->ntemps == vm->captemps) {
        int cap = vm->captemps ? vm->captemps * 2 : 16;
        void **t = realloc(vm->temps, (size_t)cap * sizeof *t);
        if (!t) {
            free(p);
            gml_fail(vm, "out of memory");
        }
        vm->temps = t;
        vm->captemps = cap;
    }
    vm->temps[vm->ntemps++] = p;
}

void gml_temp_free(gml_vm *vm, void *p)
{
    /* the latest first: temporaries nest as the code does */
    if (vm->ntemps > 0 && vm->temps[vm->ntemps - 1] == p)
        vm->ntemps--;
    free(p);
}

void gml_guard_enter(gml_vm *vm, gml_guard *g)
{
    g->saved = vm->fail_jump;
    g->frame = vm->frame;
    g->depth = vm->depth;
    g->self = vm->self;
    g->other = vm->other;
    g->wrapper_call = vm->wrapper_call;
    g->saved_jump_frame = vm->jump_frame;
    g->saved_jump_temps = vm->jump_temps;
    vm->fail_jump = &g->jb;
    vm->jump_frame = vm->frame;
    vm->jump_temps = vm->ntemps;
}

void gml_guard_leave(gml_vm *vm, gml_guard *g)
{
    vm->fail_jump = g->saved;
    vm->jump_frame = g->saved_jump_frame;
    vm->jump_temps = g->saved_jump_temps;
}

void gml_guard_failed(gml_vm *vm, gml_guard *g)
{
    gml_guard_leave(vm, g);
    vm->frame = g->frame;
    vm->depth = g->depth;
    vm->self = g->self;
    vm->other = g->other;
    vm->wrapper_call = g->wrapper_call;
    vm->returned = false;
}

_Noreturn void gml_fail(gml_vm *vm, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (vm->at)
        snprintf(vm->err, sizeof vm->err, "%s:%d:%d: %s", vm->at->script->name, vm->at->line,
                 vm->at->col, msg);
    else
        snprintf(vm->err, sizeof vm->err, "%s", msg);
    /* release what the frames being left hold, while they still exist */
    for (gml_frame *f = vm->frame; f && f != vm->jump_frame; f = f->parent)
        frame_release(f, f->script->nlocals);
    while (vm->ntemps > vm->jump_temps)
        free(vm->temps[--vm->ntemps]);
    longjmp(*vm->fail_jump, 1);
}

gml_value gml_string(gml_vm *vm, const char *s, size_t len)
{
    if (vm->nstrings == vm->capstrings) {
        int cap = vm->capstrings ? vm->capstrings * 2 : 64;
        char **n = realloc(vm->strings, (size_t)cap * sizeof *n);
        if (!n)
            gml_fail(vm, "out of memory");
        vm->strings = n;
        vm->capstrings = cap;
    }
    char *copy = malloc(len + 1);
    if (!copy)
        gml_fail(vm, "out of memory");
    memcpy(copy, s, len);
    copy[len] = 0;
    vm->strings[vm->nstrings++] = copy;
    gml_value v = {0, copy};
    return v;
}

/* ---------------------------------------------------------------- values */

static double real_of(gml_vm *vm, gml_value v, const char *what)
{
    if (v.s)
        gml_fail(vm, "%s: a string where a number is needed", what);
    return v.r;
}

static int index_of(gml_vm *vm, gml_value v)
{
    double r = gml_round(real_of(vm, v, "an array index"));
    if (r < 0 || r >= 32000)
        gml_fail(vm, "array index %g out of bounds (0 to 31999)", r);
    return (int)r;
}

static bool values_equal(gml_vm *vm, gml_value a, gml_value b)
{
    if (!a.s && !b.s)
        return fabs(a.r - b.r) < 1e-13;
    if (a.s && b.s)
        return strcmp(a.s, b.s) == 0;
    gml_fail(vm, "cannot compare arguments (a string and a number)");
}

static int compare(gml_vm *vm, gml_value a, gml_value b)
{
    if (!a.s && !b.s) {
        if (fabs(a.r - b.r) < 1e-13)
            return 0;
        return a.r < b.r ? -1 : 1;
    }
    if (a.s && b.s)
        return strcmp(a.s, b.s);
    gml_fail(vm, "cannot compare arguments (a string and a number)");
}

static long long int_of(gml_vm *vm, gml_value v)
{
    return (long long)gml_round(real_of(vm, v, "a bit operation"));
}

/* ---------------------------------------------------------------- variables */

typedef struct where {
    gml_var *var;        /* the variable (NULL: a built-in or an argument) */
    gml_inst *inst;      /* a built-in's instance */
    int builtin;         /* its id, or -1 */
    gml_value *arg;      /* an argument */
    int i, j;
} where;

static gml_inst *scope_inst(gml_vm *vm, gml_scope scope, const gml_code *c)
{
    gml_inst *in = scope == GS_OTHER ? vm->other : vm->self;
    if (!in)
        gml_fail(vm, "no %s instance here for '%s'", scope == GS_OTHER ? "other" : "self",
                 c->str);
    return in;
}

static inline void indices(gml_vm *vm, const gml_code *c, int first, int *i, int *j)
{
    *i = *j = 0;
    if (c->nidx == 0)
        return;
    if (c->nidx == 1) {
        *j = index_of(vm, gml_eval(vm, c->k[first]));
    } else if (c->nidx == 2) {
        *i = index_of(vm, gml_eval(vm, c->k[first]));
        *j = index_of(vm, gml_eval(vm, c->k[first + 1]));
    }
}

__attribute__((noinline)) static gml_value read_var(gml_vm *vm, const gml_code *c)
{
    /* the common case first: a plain variable of self, set */
    if (c->scope == GS_SELF && c->nidx == 0 && c->a >= GML_BUILTIN_VARS && vm->self) {
        const gml_var *v = gml_inst_var(vm->self, c->a);
        if (v && !gml_is_unset(v->v))
            return v->v;
    }
    int i, j;
    const gml_var *var = NULL;
    gml_inst *in = NULL;
    switch ((gml_scope)c->scope) {
    case GS_LOCAL:
        indices(vm, c, 0, &i, &j);
        var = &vm->frame->locals[c->a];
        break;
    case GS_GLOBAL:
        indices(vm, c, 0, &i, &j);
        var = &vm->globals[c->a];
        break;
    case GS_SELF:
    case GS_OTHER:
        indices(vm, c, 0, &i, &j);
        in = scope_inst(vm, (gml_scope)c->scope, c);
        break;
    case GS_TARGET: {
        gml_value t = gml_eval(vm, c->k[0]);
        double r = real_of(vm, t, "the instance before '.'");
        indices(vm, c, 1, &i, &j);
        if (gml_round(r) == -5) {
            var = &vm->globals[c->a];
            break;
        }
        in = gml_first_target(vm, r);
        if (!in)
            gml_fail(vm, "no instance of %g to read '%s' from", r, c->str);
        break;
    }
    case GS_ARG:
        if (c->a >= 0)
            return c->a < vm->frame->nargs ? vm->frame->args[c->a] : gml_real(0);
        indices(vm, c, 0, &i, &j);
        if (i != 0 || j >= 16)
            gml_fail(vm, "argument[%d] out of bounds", j);
        return j < vm->frame->nargs ? vm->frame->args[j] : gml_real(0);
    case GS_ARGC:
        return gml_real(vm->frame->nargs);
    case GS_ROOM_VAR:
        return gml_real(vm->room_vars[c->a]);
    }
    vm->at = c; /* the indices' calls moved it */
    if (in) {
        if (c->a < GML_BUILTIN_VARS)
            return gml_inst_builtin_get(vm, in, c->a, j + i * 32000);
        var = gml_inst_var(in, c->a);
        if (!var)
            gml_fail(vm, "unknown variable %s", c->str);
    }
    const gml_value *cell = gml_var_cell(var, i, j);
    if (!cell || gml_is_unset(*cell)) {
        /* the game's sound handles are loaded by its music object, which no level build
         * creates: read as no sound (gm8-runtime.md) */
        if (var == &vm->globals[c->a] && (c->scope == GS_GLOBAL || c->scope == GS_TARGET) &&
            (strncmp(c->str, "snd", 3) == 0 || strncmp(c->str, "mus", 3) == 0))
            return gml_real(0);
        if (c->nidx)
            gml_fail(vm, "unknown variable %s or array index [%d,%d] out of bounds", c->str,
                     i, j);
        gml_fail(vm, "unknown variable %s", c->str);
    }
    return *cell;
}

static gml_value arith(gml_vm *vm, int op, gml_value a, gml_value b)
{
    if (op == '+' && a.s && b.s) {
        size_t la = strlen(a.s), lb = strlen(b.s);
        if (la + lb > (size_t)GML_STRING_MAX)
            gml_fail(vm, "a string longer than %ld bytes", GML_STRING_MAX);
        char *buf = malloc(la + lb + 1);
        if (!buf)
            gml_fail(vm, "out of memory");
        memcpy(buf, a.s, la);
        memcpy(buf + la, b.s, lb + 1);
        gml_value v = gml_string(vm, buf, la + lb);
        free(buf);
        return v;
    }
    if (a.s || b.s)
        gml_fail(vm, "wrong type of arguments to %c (a string and a number)", op);
    switch (op) {
    case '+':
        return gml_real(a.r + b.r);
    case '-':
        return gml_real(a.r - b.r);
    case '*':
        return gml_real(a.r * b.r);
    default:
        if (b.r == 0)
            gml_fail(vm, "division by 0");
        return gml_real(a.r / b.r);
    }
}

/* Writes v into the variable c names (with `op` '=' or a compound's operator). */
static void assign(gml_vm *vm, const gml_code *c, int op, const gml_code *value_code)
{
    int i, j;
    gml_var *var = NULL;
    gml_inst *one = NULL;
    gml_inst **many = NULL;
    int nmany = 0;
    switch ((gml_scope)c->scope) {
    case GS_LOCAL:
        indices(vm, c, 0, &i, &j);
        var = &vm->frame->locals[c->a];
        break;
    case GS_GLOBAL:
        indices(vm, c, 0, &i, &j);
        var = &vm->globals[c->a];
        break;
    case GS_SELF:
    case GS_OTHER:
        indices(vm, c, 0, &i, &j);
        one = scope_inst(vm, (gml_scope)c->scope, c);
        break;
    case GS_TARGET: {
        double r = real_of(vm, gml_eval(vm, c->k[0]), "the instance before '.'");
        indices(vm, c, 1, &i, &j);
        if (gml_round(r) == -5) {
            var = &vm->globals[c->a];
            break;
        }
        many = gml_targets(vm, r, &nmany);
        if (nmany == 0) {
            free(many);
            /* an object with no instance: GM8 sets nothing (as a with over none), once the
             * value is evaluated; an instance that is not there is an error */
            double t = gml_round(r);
            if (t >= 0 && t < 100000) {
                gml_eval(vm, value_code);
                return;
            }
            gml_fail(vm, "no instance %g to set '%s' in", r, c->str);
        }
        gml_temp_push(vm, many);
        break;
    }
    case GS_ARG:
        if (c->a >= 0) {
            i = 0;
            j = c->a;
        } else {
            indices(vm, c, 0, &i, &j);
        }
        if (i != 0 || j >= 16)
            gml_fail(vm, "argument[%d] out of bounds", j);
        {
            gml_value v = gml_eval(vm, value_code);
            if (op != '=')
                v = arith(vm, op, j < vm->frame->nargs ? vm->frame->args[j] : gml_real(0), v);
            while (vm->frame->nargs <= j)
                vm->frame->args[vm->frame->nargs++] = gml_real(0);
            vm->frame->args[j] = v;
        }
        return;
    case GS_ARGC:
    case GS_ROOM_VAR:
        /* the background and the view may be set (view 0 only: view_yview[0]) */
        if (c->scope == GS_ROOM_VAR &&
            (c->a == GR_BACKGROUND_INDEX || c->a == GR_BACKGROUND_COLOR ||
             c->a == GR_VIEW_XVIEW || c->a == GR_VIEW_YVIEW)) {
            indices(vm, c, 0, &i, &j);
            double v = real_of(vm, gml_eval(vm, value_code), c->str);
            if (i == 0 && j == 0)
                vm->room_vars[c->a] =
                    op == '=' ? v : arith(vm, op, gml_real(vm->room_vars[c->a]), gml_real(v)).r;
            return;
        }
        gml_fail(vm, "cannot assign to the read-only variable %s", c->str);
    }
    gml_value v = gml_eval(vm, value_code);
    vm->at = c;
    if (gml_is_unset(v))
        gml_fail(vm, "an unset value assigned to %s", c->str);
    if (one) {
        many = &one;
        nmany = 1;
    }
    if (many) {
        for (int k = 0; k < nmany; k++) {
            gml_inst *in = many[k];
            gml_value w = v;
            if (c->a < GML_BUILTIN_VARS) {
                if (op != '=')
                    w = arith(vm, op, gml_inst_builtin_get(vm, in, c->a, j + i * 32000), v);
                gml_inst_builtin_set(vm, in, c->a, j + i * 32000, w);
                continue;
            }
            gml_var *iv = gml_inst_var_w(vm, in, c->a);
            gml_value *cell = gml_var_cell_w(iv, i, j);
            if (!cell)
                gml_fail(vm, "out of memory");
            if (op != '=') {
                if (gml_is_unset(*cell))
                    gml_fail(vm, "unknown variable %s", c->str);
                w = arith(vm, op, *cell, v);
            }
            *cell = w;
        }
        if (many != &one)
            gml_temp_free(vm, many);
        return;
    }
    gml_value *cell = gml_var_cell_w(var, i, j);
    if (!cell)
        gml_fail(vm, "out of memory");
    if (op != '=') {
        if (gml_is_unset(*cell))
            gml_fail(vm, "unknown variable %s", c->str);
        v = arith(vm, op, *cell, v);
    }
    *cell = v;
}

/* ---------------------------------------------------------------- calls */

typedef enum flow { F_NORMAL = 0, F_BREAK, F_CONTINUE, F_EXIT } flow;

static flow exec(gml_vm *vm, const gml_code *c);

static gml_value run_piece(gml_vm *vm, const gml_script *s, int n, const gml_value *args,
                           int event_object, int event)
{
    if (vm->depth >= GML_CALL_DEPTH_MAX)
        gml_fail(vm, "calls nested deeper than %d (a script calling itself without end?)",
                 GML_CALL_DEPTH_MAX);
    gml_var small[16];
    gml_var *locals = s->nlocals <= 16 ? small : calloc((size_t)s->nlocals, sizeof *locals);
    if (!locals)
        gml_fail(vm, "out of memory");
    for (int i = 0; i < s->nlocals; i++) {
        locals[i].v = gml_unset();
        locals[i].arr = NULL;
    }
    /* set field by field: an initializer would clear all 16 argument slots first */
    gml_frame f;
    f.parent = vm->frame;
    f.heap = locals != small;
    f.script = s;
    f.locals = locals;
    f.nargs = n;
    f.event_object = event_object;
    f.event = event;
    for (int i = 0; i < n && i < 16; i++)
        f.args[i] = args[i];
    gml_frame *saved = vm->frame;
    const gml_code *saved_at = vm->at;
    vm->frame = &f;
    vm->depth++;
    /* `return v` leaves v in vm->ret and says so; a piece that ends without one gives 0 */
    vm->returned = false;
    exec(vm, s->body);
    gml_value ret = vm->returned ? vm->ret : gml_real(0);
    vm->returned = false;
    vm->depth--;
    vm->frame = saved;
    vm->at = saved_at;
    frame_release(&f, s->nlocals);
    return ret;
}

gml_value gml_call_script(gml_vm *vm, const gml_script *s, int n, const gml_value *args)
{
    return run_piece(vm, s, n, args, vm->frame ? vm->frame->event_object : -1,
                     vm->frame ? vm->frame->event : -1);
}

/* Runs the event of `obj` or its nearest ancestor on the current self; false: none. */
static bool run_event_here(gml_vm *vm, int obj, int ev)
{
    const gml_program *p = vm->prog;
    while (obj >= 0 && !p->objects[obj].events[ev])
        obj = p->objects[obj].parent;
    if (obj < 0)
        return false;
    const gml_event *e = p->objects[obj].events[ev];
    for (int i = 0; i < e->n; i++)
        run_piece(vm, e->parts[i], 0, NULL, obj, ev);
    return true;
}

bool gml_run_event(gml_vm *vm, gml_inst *self, int obj, int ev)
{
    gml_inst *saved_self = vm->self, *saved_other = vm->other;
    /* other, in an event another instance caused (instance_create's Create), is it */
    vm->other = vm->self ? vm->self : self;
    vm->self = self;
    bool ran = run_event_here(vm, obj, ev);
    vm->self = saved_self;
    vm->other = saved_other;
    return ran;
}

static gml_value call_fn(gml_vm *vm, const gml_code *c)
{
    gml_value args[16];
    for (int i = 0; i < c->a; i++)
        args[i] = gml_eval(vm, c->k[i]);
    vm->at = c;
    return c->fn(vm, c, c->a, args);
}

static gml_value call_script(gml_vm *vm, const gml_code *c)
{
    gml_value args[16];
    for (int i = 0; i < c->a; i++)
        args[i] = gml_eval(vm, c->k[i]);
    vm->at = c;
    const gml_code *saved = vm->wrapper_call;
    if (c->callee->wrapper && !saved)
        vm->wrapper_call = c;
    uint32_t draws = vm->rng->draws;
    gml_value v = run_piece(vm, c->callee, c->a, args, vm->frame->event_object,
                            vm->frame->event);
    vm->wrapper_call = saved;
    if (c->callee->wrapper && !saved && vm->on_result && vm->rng->draws != draws)
        vm->on_result(vm->draw_ctx, v);
    return v;
}

/* ---------------------------------------------------------------- expressions */

_Noreturn static void refuse(gml_vm *vm, const gml_code *c)
{
    vm->at = c;
    if (c->a == 1)
        gml_fail(vm, "%s called with a number of arguments GameMaker 8 does not take",
                 c->str);
    gml_fail(vm, "%s is a function the interpreter does not have", c->str);
}

static gml_value eval_node(gml_vm *vm, const gml_code *c);

/* The leaves answered here, the rest in eval_node: a constant's evaluation then costs no
 * saved registers or stack frame. */
gml_value gml_eval(gml_vm *vm, const gml_code *c)
{
    if (c->op == GO_NUM)
        return gml_real(c->num);
    if (c->op == GO_VAR) {
        vm->at = c;
        return read_var(vm, c);
    }
    return eval_node(vm, c);
}

__attribute__((noinline)) static gml_value eval_node(gml_vm *vm, const gml_code *c)
{
    gml_value a, b;
    switch ((gml_op)c->op) {
    case GO_NUM:
        return gml_real(c->num);
    case GO_STR: {
        gml_value v = {0, c->str};
        return v;
    }
    case GO_VAR:
        vm->at = c;
        return read_var(vm, c);
    case GO_CALL_FN:
        return call_fn(vm, c);
    case GO_CALL_SCRIPT:
        return call_script(vm, c);
    case GO_FAIL:
        refuse(vm, c);
    case GO_INHERITED:
        gml_fail(vm, "event_inherited() used as a value");
    case GO_NEG:
        a = gml_eval(vm, c->k[0]);
        vm->at = c;
        return gml_real(-real_of(vm, a, "unary minus"));
    case GO_NOT:
        a = gml_eval(vm, c->k[0]);
        vm->at = c;
        return gml_real(!gml_truthy(a));
    case GO_BITNOT:
        a = gml_eval(vm, c->k[0]);
        vm->at = c;
        return gml_real((double)~int_of(vm, a));
    case GO_AND:
    case GO_OR:
    case GO_XOR: {
        /* GameMaker 8 evaluates both sides, always: a roll on the right of a false
         * `and` draws */
        bool x = gml_truthy(gml_eval(vm, c->k[0]));
        bool y = gml_truthy(gml_eval(vm, c->k[1]));
        return gml_real(c->op == GO_AND ? (x && y) : c->op == GO_OR ? (x || y) : (x != y));
    }
    default:
        break;
    }
    a = gml_eval(vm, c->k[0]);
    b = gml_eval(vm, c->k[1]);
    vm->at = c;
    switch ((gml_op)c->op) {
    case GO_ADD:
        return arith(vm, '+', a, b);
    case GO_SUB:
        return arith(vm, '-', a, b);
    case GO_MUL:
        return arith(vm, '*', a, b);
    case GO_DIV:
        return arith(vm, '/', a, b);
    case GO_IDIV: {
        double x = real_of(vm, a, "div"), y = real_of(vm, b, "div");
        if (y == 0)
            gml_fail(vm, "division by 0");
        return gml_real(floor(x / y));
    }
    case GO_MOD: {
        double x = real_of(vm, a, "mod"), y = real_of(vm, b, "mod");
        if (y == 0)
            gml_fail(vm, "division by 0");
        return gml_real(x - trunc(x / y) * y);
    }
    case GO_BAND:
        return gml_real((double)(int_of(vm, a) & int_of(vm, b)));
    case GO_BOR:
        return gml_real((double)(int_of(vm, a) | int_of(vm, b)));
    case GO_BXOR:
        return gml_real((double)(int_of(vm, a) ^ int_of(vm, b)));
    case GO_SHL:
        return gml_real((double)(int_of(vm, a) << (int_of(vm, b) & 63)));
    case GO_SHR:
        return gml_real((double)(int_of(vm, a) >> (int_of(vm, b) & 63)));
    case GO_EQ:
        return gml_real(values_equal(vm, a, b));
    case GO_NE:
        return gml_real(!values_equal(vm, a, b));
    case GO_LT:
        return gml_real(compare(vm, a, b) < 0);
    case GO_LE:
        return gml_real(compare(vm, a, b) <= 0);
    case GO_GT:
        return gml_real(compare(vm, a, b) > 0);
    case GO_GE:
        return gml_real(compare(vm, a, b) >= 0);
    default:
        gml_fail(vm, "a statement where a value was expected");
    }
}

/* ---------------------------------------------------------------- statements */

static void count_turn(gml_vm *vm, const gml_code *c, long *turns)
{
    if (++*turns > vm->loop_max) {
        vm->at = c;
        gml_fail(vm, "a loop ran more than %ld times (stopped: no level needs so many)",
                 vm->loop_max);
    }
}

static flow exec_with(gml_vm *vm, const gml_code *c)
{
    gml_value t = gml_eval(vm, c->k[0]);
    vm->at = c;
    double r = gml_round(real_of(vm, t, "with's instance"));
    gml_inst *single = NULL;
    gml_inst **set = NULL;
    int n = 0;
    if (r == -1) {
        single = vm->self;
    } else if (r == -2) {
        single = vm->other;
    } else if (r == -4) {
        return F_NORMAL;
    } else {
        set = gml_targets(vm, r, &n);
        if (set)
            gml_temp_push(vm, set);
    }
    if (single) {
        set = &single;
        n = 1;
    }
    gml_inst *saved_self = vm->self, *saved_other = vm->other;
    flow out = F_NORMAL;
    for (int i = 0; i < n; i++) {
        if (!set[i]->alive)
            continue;
        vm->other = saved_self;
        vm->self = set[i];
        flow f = exec(vm, c->k[1]);
        if (f == F_BREAK)
            break;
        if (f == F_EXIT) {
            out = F_EXIT;
            break;
        }
    }
    vm->self = saved_self;
    vm->other = saved_other;
    if (set != &single)
        gml_temp_free(vm, set);
    return out;
}

static flow exec_switch(gml_vm *vm, const gml_code *c)
{
    gml_value v = gml_eval(vm, c->k[0]);
    int start = -1, dflt = -1;
    for (int i = 1; i < c->nk && start < 0; i++) {
        const gml_code *k = c->k[i];
        if (k->op == GO_DEFAULT && dflt < 0)
            dflt = i;
        if (k->op == GO_CASE) {
            gml_value label = gml_eval(vm, k->k[0]);
            bool same = (!v.s && !label.s) ? fabs(v.r - label.r) < 1e-13
                        : (v.s && label.s)  ? strcmp(v.s, label.s) == 0
                                            : false;
            if (same)
                start = i;
        }
    }
    if (start < 0)
        start = dflt;
    if (start < 0)
        return F_NORMAL;
    for (int i = start + 1; i < c->nk; i++) {
        const gml_code *k = c->k[i];
        if (k->op == GO_CASE || k->op == GO_DEFAULT)
            continue;
        flow f = exec(vm, k);
        if (f == F_BREAK)
            return F_NORMAL;
        if (f != F_NORMAL)
            return f; /* continue goes to the loop around the switch */
    }
    return F_NORMAL;
}

static flow exec(gml_vm *vm, const gml_code *c)
{
    long turns = 0;
    flow f;
    switch ((gml_op)c->op) {
    case GO_BLOCK:
        for (int i = 0; i < c->nk; i++)
            if ((f = exec(vm, c->k[i])) != F_NORMAL)
                return f;
        return F_NORMAL;
    case GO_ASSIGN:
        vm->at = c;
        assign(vm, c->k[0], c->assign_op, c->k[1]);
        return F_NORMAL;
    case GO_EXPR:
        gml_eval(vm, c->k[0]);
        return F_NORMAL;
    case GO_IF:
        if (gml_truthy(gml_eval(vm, c->k[0])))
            return exec(vm, c->k[1]);
        if (c->nk > 2)
            return exec(vm, c->k[2]);
        return F_NORMAL;
    case GO_WHILE:
        while (gml_truthy(gml_eval(vm, c->k[0]))) {
            count_turn(vm, c, &turns);
            f = exec(vm, c->k[1]);
            if (f == F_BREAK)
                break;
            if (f == F_EXIT)
                return f;
        }
        return F_NORMAL;
    case GO_DO:
        do {
            count_turn(vm, c, &turns);
            f = exec(vm, c->k[0]);
            if (f == F_BREAK)
                break;
            if (f == F_EXIT)
                return f;
        } while (!gml_truthy(gml_eval(vm, c->k[1])));
        return F_NORMAL;
    case GO_REPEAT: {
        gml_value n = gml_eval(vm, c->k[0]);
        vm->at = c;
        double times = gml_round(real_of(vm, n, "repeat's count"));
        for (double i = 0; i < times; i++) {
            count_turn(vm, c, &turns);
            f = exec(vm, c->k[1]);
            if (f == F_BREAK)
                break;
            if (f == F_EXIT)
                return f;
        }
        return F_NORMAL;
    }
    case GO_FOR:
        if ((f = exec(vm, c->k[0])) == F_EXIT)
            return f;
        while (gml_truthy(gml_eval(vm, c->k[1]))) {
            count_turn(vm, c, &turns);
            f = exec(vm, c->k[3]);
            if (f == F_BREAK)
                break;
            if (f == F_EXIT)
                return f;
            exec(vm, c->k[2]);
        }
        return F_NORMAL;
    case GO_SWITCH:
        return exec_switch(vm, c);
    case GO_WITH:
        return exec_with(vm, c);
    case GO_BREAK:
        return F_BREAK;
    case GO_CONTINUE:
        return F_CONTINUE;
    case GO_EXIT:
        return F_EXIT;
    case GO_RETURN:
        vm->ret = gml_eval(vm, c->k[0]);
        vm->returned = true;
        return F_EXIT;
    case GO_INHERITED: {
        vm->at = c;
        const gml_frame *fr = vm->frame;
        if (fr->event_object < 0)
            gml_fail(vm, "event_inherited outside an object's event");
        int parent = vm->prog->objects[fr->event_object].parent;
        if (parent >= 0)
            run_event_here(vm, parent, fr->event);
        return F_NORMAL;
    }
    case GO_NOP:
    case GO_CASE:
    case GO_DEFAULT:
        return F_NORMAL;
    case GO_FAIL:
        refuse(vm, c);
    default:
        gml_eval(vm, c);
        return F_NORMAL;
    }
}
