/* gml_funcs.c — GameMaker 8's built-in functions that level generation calls.
 *
 * Each as the GM8 manual defines it; drawing and sound calls do nothing (they change no
 * state generation reads); random() and choose() draw through src/rng.c, and tell the
 * draw hook the call site (the caller's, for a draw inside a wrapper script like rand).
 * A function not here is refused, by name, where a script calls it. */
#include "gml/gml_vm.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct fn_entry {
    const char *name;
    gml_fn fn;
    int min, max; /* argument counts */
    bool draws;
} fn_entry;

static double num(gml_vm *vm, const gml_code *call, const gml_value *args, int i)
{
    if (args[i].s)
        gml_fail(vm, "%s: argument %d is a string where a number is needed", call->str, i);
    return args[i].r;
}

static const char *str(gml_vm *vm, const gml_code *call, const gml_value *args, int i)
{
    if (!args[i].s)
        gml_fail(vm, "%s: argument %d is a number where a string is needed", call->str, i);
    return args[i].s;
}

/* The site a draw is named by: the call's, or the call of the wrapper (rand) it is in. */
static const spg_site *site_of(const gml_vm *vm, const gml_code *call)
{
    return (vm->wrapper_call ? vm->wrapper_call : call)->site;
}

static void drawn(gml_vm *vm, const gml_code *call, double x, double v)
{
    if (vm->on_draw)
        vm->on_draw(vm->draw_ctx, site_of(vm, call), x, v);
}

/* ---------------------------------------------------------------- random */

static gml_value f_random(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    double x = num(vm, c, a, 0);
    double v = rng_random(vm->rng, x, site_of(vm, c));
    drawn(vm, c, x, v);
    return gml_real(v);
}

static gml_value f_choose(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    /* GM8: the index floor(random(n)) */
    double v = rng_random(vm->rng, n, site_of(vm, c));
    drawn(vm, c, n, v);
    int i = (int)floor(v);
    if (i >= n)
        i = n - 1;
    /* a trace shows the value chosen (a wrapper's caller gets the wrapper's result) */
    if (vm->on_result && !vm->wrapper_call)
        vm->on_result(vm->draw_ctx, a[i]);
    return a[i];
}

static gml_value f_random_range(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    double lo = num(vm, c, a, 0), hi = num(vm, c, a, 1);
    double v = rng_random(vm->rng, hi - lo, site_of(vm, c));
    drawn(vm, c, hi - lo, v);
    return gml_real(lo + v);
}

/* ---------------------------------------------------------------- maths */

#define MATH1(fname, expr)                                                                 \
    static gml_value fname(gml_vm *vm, const gml_code *c, int n, const gml_value *a)       \
    {                                                                                      \
        (void)n;                                                                           \
        double x = num(vm, c, a, 0);                                                       \
        return gml_real(expr);                                                             \
    }
MATH1(f_floor, floor(x))
MATH1(f_ceil, ceil(x))
MATH1(f_round, gml_round(x))
MATH1(f_abs, fabs(x))
MATH1(f_sign, (double)((x > 0) - (x < 0)))
MATH1(f_sqr, x * x)
MATH1(f_frac, x - trunc(x))
MATH1(f_degtorad, x * M_PI / 180)
MATH1(f_radtodeg, x * 180 / M_PI)
MATH1(f_sin, sin(x))
MATH1(f_cos, cos(x))

static gml_value f_sqrt(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    double x = num(vm, c, a, 0);
    if (x < 0)
        gml_fail(vm, "sqrt of a negative number");
    return gml_real(sqrt(x));
}

static gml_value f_power(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    return gml_real(pow(num(vm, c, a, 0), num(vm, c, a, 1)));
}

static gml_value f_min(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    double m = num(vm, c, a, 0);
    for (int i = 1; i < n; i++)
        if (num(vm, c, a, i) < m)
            m = a[i].r;
    return gml_real(m);
}

static gml_value f_max(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    double m = num(vm, c, a, 0);
    for (int i = 1; i < n; i++)
        if (num(vm, c, a, i) > m)
            m = a[i].r;
    return gml_real(m);
}

static gml_value f_point_distance(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    double dx = num(vm, c, a, 2) - num(vm, c, a, 0), dy = num(vm, c, a, 3) - num(vm, c, a, 1);
    return gml_real(sqrt(dx * dx + dy * dy));
}

static gml_value f_point_direction(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    double dx = num(vm, c, a, 2) - num(vm, c, a, 0), dy = num(vm, c, a, 3) - num(vm, c, a, 1);
    double d = atan2(-dy, dx) * 180 / M_PI;
    return gml_real(d < 0 ? d + 360 : d);
}

/* ---------------------------------------------------------------- strings */

static gml_value f_string(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)c;
    (void)n;
    if (a[0].s)
        return a[0];
    char buf[64];
    /* GM8 writes a real with up to two decimals, an integer without any */
    double r = a[0].r;
    if (r == floor(r) && fabs(r) < 1e15)
        snprintf(buf, sizeof buf, "%.0f", r);
    else
        snprintf(buf, sizeof buf, "%.2f", r);
    return gml_string(vm, buf, strlen(buf));
}

static gml_value f_real(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)c;
    (void)n;
    (void)vm;
    if (!a[0].s)
        return a[0];
    return gml_real(strtod(a[0].s, NULL));
}

static gml_value f_is_string(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)vm;
    (void)c;
    (void)n;
    return gml_real(a[0].s != NULL);
}

static gml_value f_is_real(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)vm;
    (void)c;
    (void)n;
    return gml_real(a[0].s == NULL);
}

static gml_value f_string_length(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    return gml_real((double)strlen(str(vm, c, a, 0)));
}

/* string_char_at(s, i): the i-th character, counting from 1; "" outside */
static gml_value f_string_char_at(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    const char *s = str(vm, c, a, 0);
    double i = gml_round(num(vm, c, a, 1));
    size_t len = strlen(s);
    if (i < 1)
        i = 1; /* GM8 reads a position below 1 as 1 */
    if (i > (double)len)
        return gml_string(vm, "", 0);
    return gml_string(vm, s + (size_t)i - 1, 1);
}

/* string_copy(s, index, count), from 1 */
static gml_value f_string_copy(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    const char *s = str(vm, c, a, 0);
    double i = gml_round(num(vm, c, a, 1)), k = gml_round(num(vm, c, a, 2));
    size_t len = strlen(s);
    if (i < 1)
        i = 1;
    if (i > (double)len || k <= 0)
        return gml_string(vm, "", 0);
    size_t from = (size_t)i - 1, count = (size_t)k;
    if (count > len - from)
        count = len - from;
    return gml_string(vm, s + from, count);
}

static gml_value f_string_delete(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    const char *s = str(vm, c, a, 0);
    double i = gml_round(num(vm, c, a, 1)), k = gml_round(num(vm, c, a, 2));
    size_t len = strlen(s);
    if (i < 1 || i > (double)len || k <= 0)
        return gml_string(vm, s, len);
    size_t from = (size_t)i - 1, count = (size_t)k;
    if (count > len - from)
        count = len - from;
    char *buf = malloc(len + 1);
    if (!buf)
        gml_fail(vm, "out of memory");
    memcpy(buf, s, from);
    memcpy(buf + from, s + from + count, len - from - count + 1);
    gml_value v = gml_string(vm, buf, strlen(buf));
    free(buf);
    return v;
}

static gml_value f_string_insert(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    const char *sub = str(vm, c, a, 0), *s = str(vm, c, a, 1);
    double i = gml_round(num(vm, c, a, 2));
    size_t len = strlen(s), lsub = strlen(sub);
    size_t at = i < 1 ? 0 : i > (double)len ? len : (size_t)i - 1;
    char *buf = malloc(len + lsub + 1);
    if (!buf)
        gml_fail(vm, "out of memory");
    memcpy(buf, s, at);
    memcpy(buf + at, sub, lsub);
    memcpy(buf + at + lsub, s + at, len - at + 1);
    gml_value v = gml_string(vm, buf, len + lsub);
    free(buf);
    return v;
}

static gml_value f_string_pos(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    const char *sub = str(vm, c, a, 0), *s = str(vm, c, a, 1);
    const char *at = *sub ? strstr(s, sub) : NULL;
    return gml_real(at ? (double)(at - s + 1) : 0);
}

static gml_value f_string_lower(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    const char *s = str(vm, c, a, 0);
    gml_value v = gml_string(vm, s, strlen(s));
    for (char *p = (char *)v.s; *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p - 'A' + 'a');
    return v;
}

static gml_value f_string_upper(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    const char *s = str(vm, c, a, 0);
    gml_value v = gml_string(vm, s, strlen(s));
    for (char *p = (char *)v.s; *p; p++)
        if (*p >= 'a' && *p <= 'z')
            *p = (char)(*p - 'a' + 'A');
    return v;
}

/* ord(s): the code of s's first character (Windows-1252's byte), 0 for "" */
static gml_value f_ord(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    return gml_real((unsigned char)str(vm, c, a, 0)[0]);
}

/* chr(v): the character of code v (rounded, as GameMaker takes a real for a byte);
 * code 0 gives "" here, where GameMaker's string would hold a NUL byte */
static gml_value f_chr(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    char b = (char)((long long)gml_round(num(vm, c, a, 0)) & 0xff);
    return gml_string(vm, &b, b != 0);
}

/* ---------------------------------------------------------------- instances */

static gml_inst *need_self(gml_vm *vm, const gml_code *c)
{
    if (!vm->self)
        gml_fail(vm, "%s: no instance runs this code", c->str);
    return vm->self;
}

static gml_value f_instance_create(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    double x = num(vm, c, a, 0), y = num(vm, c, a, 1);
    int obj = (int)gml_round(num(vm, c, a, 2));
    gml_inst *in = gml_instance_create(vm, x, y, obj);
    return gml_real(in->id);
}

static gml_value f_instance_destroy(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    (void)a;
    gml_instance_destroy(vm, need_self(vm, c));
    return gml_real(0);
}

static gml_value f_instance_exists(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    return gml_real(gml_first_target(vm, num(vm, c, a, 0)) != NULL);
}

static gml_value f_instance_number(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    return gml_real(gml_instance_count(vm, num(vm, c, a, 0)));
}

static gml_value result_id(const gml_inst *in)
{
    return gml_real(in ? in->id : -4);
}

/* collision_point(x, y, obj, prec, notme) */
static gml_value f_collision_point(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    int px = (int)gml_round(num(vm, c, a, 0)), py = (int)gml_round(num(vm, c, a, 1));
    int r[4] = {px, py, px, py};
    const gml_inst *skip = gml_truthy(a[4]) ? vm->self : NULL;
    return result_id(gml_collide_rect(vm, num(vm, c, a, 2), r, skip));
}

static gml_value f_collision_rectangle(gml_vm *vm, const gml_code *c, int n,
                                       const gml_value *a)
{
    (void)n;
    double x1 = num(vm, c, a, 0), y1 = num(vm, c, a, 1), x2 = num(vm, c, a, 2),
           y2 = num(vm, c, a, 3);
    int r[4] = {(int)gml_round(fmin(x1, x2)), (int)gml_round(fmin(y1, y2)),
                (int)gml_round(fmax(x1, x2)), (int)gml_round(fmax(y1, y2))};
    const gml_inst *skip = gml_truthy(a[6]) ? vm->self : NULL;
    return result_id(gml_collide_rect(vm, num(vm, c, a, 4), r, skip));
}

static gml_value f_instance_position(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    int px = (int)gml_round(num(vm, c, a, 0)), py = (int)gml_round(num(vm, c, a, 1));
    int r[4] = {px, py, px, py};
    return result_id(gml_collide_rect(vm, num(vm, c, a, 2), r, NULL));
}

static gml_value f_position_meeting(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    return gml_real(f_instance_position(vm, c, n, a).r != -4);
}

/* instance_place(x, y, obj): the caller's box moved to (x, y); the caller left out */
static gml_value f_instance_place(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    gml_inst *self = need_self(vm, c);
    int box[4];
    if (!gml_inst_box(vm, self, num(vm, c, a, 0), num(vm, c, a, 1), box))
        return gml_real(-4);
    return result_id(gml_collide_rect(vm, num(vm, c, a, 2), box, self));
}

static gml_value f_place_meeting(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    return gml_real(f_instance_place(vm, c, n, a).r != -4);
}

static gml_value f_distance_to_object(gml_vm *vm, const gml_code *c, int n,
                                      const gml_value *a)
{
    (void)n;
    gml_inst *self = need_self(vm, c);
    int me[4], box[4];
    bool have_me = gml_inst_box(vm, self, self->x, self->y, me);
    if (!have_me)
        me[0] = me[2] = (int)self->x, me[1] = me[3] = (int)self->y;
    int count;
    gml_inst **list = gml_targets(vm, num(vm, c, a, 0), &count);
    if (list)
        gml_temp_push(vm, list);
    double best = 1000000;
    for (int i = 0; i < count; i++) {
        if (list[i] == self)
            continue;
        if (!gml_inst_box(vm, list[i], list[i]->x, list[i]->y, box))
            box[0] = box[2] = (int)list[i]->x, box[1] = box[3] = (int)list[i]->y;
        /* GM8: the distance between the boxes (0 when they overlap) */
        double dx = box[0] > me[2] ? box[0] - me[2] : me[0] > box[2] ? me[0] - box[2] : 0;
        double dy = box[1] > me[3] ? box[1] - me[3] : me[1] > box[3] ? me[1] - box[3] : 0;
        double d = sqrt(dx * dx + dy * dy);
        if (d < best)
            best = d;
    }
    if (list)
        gml_temp_free(vm, list);
    return gml_real(best);
}

static gml_value f_instance_nearest(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    double x = num(vm, c, a, 0), y = num(vm, c, a, 1);
    int count;
    gml_inst **list = gml_targets(vm, num(vm, c, a, 2), &count);
    if (list)
        gml_temp_push(vm, list);
    gml_inst *best = NULL;
    double bd = 0;
    for (int i = 0; i < count; i++) {
        double dx = list[i]->x - x, dy = list[i]->y - y, d = dx * dx + dy * dy;
        if (!best || d < bd) {
            best = list[i];
            bd = d;
        }
    }
    if (list)
        gml_temp_free(vm, list);
    return result_id(best);
}

/* ---------------------------------------------------------------- the room */

static gml_value f_room_get_name(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    int r = (int)gml_round(num(vm, c, a, 0));
    if (r < 0 || r >= vm->prog->nrooms || !vm->prog->rooms[r].name)
        return gml_string(vm, "", 0);
    /* the program's own text: strings are never changed in place */
    gml_value v = {0, vm->prog->rooms[r].name};
    return v;
}

/* The calls that change nothing generation reads: tiles (decoration), sounds, drawing,
 * the view, the cursor. */
static gml_value f_nothing(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)vm;
    (void)c;
    (void)n;
    (void)a;
    return gml_real(0);
}

/* tile_add(background, left, top, width, height, x, y, depth): a decoration, kept so that
 * tile_layer_find and tile_delete see it; returns its id (GM8 numbers tiles from
 * 10000001, apart from instances). */
static gml_value f_tile_add(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    if (vm->ntiles == vm->captiles) {
        int cap = vm->captiles ? vm->captiles * 2 : 256;
        struct gml_tile *t = realloc(vm->tiles, (size_t)cap * sizeof *t);
        if (!t)
            gml_fail(vm, "out of memory");
        vm->tiles = t;
        vm->captiles = cap;
    }
    struct gml_tile *t = &vm->tiles[vm->ntiles++];
    t->id = 10000001 + vm->next_tile++;
    t->w = num(vm, c, a, 3);
    t->h = num(vm, c, a, 4);
    t->x = num(vm, c, a, 5);
    t->y = num(vm, c, a, 6);
    t->depth = num(vm, c, a, 7);
    return gml_real(t->id);
}

/* tile_layer_find(depth, x, y): the tile of that depth at the point (the first added),
 * or -1 */
static gml_value f_tile_layer_find(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    double depth = num(vm, c, a, 0), x = num(vm, c, a, 1), y = num(vm, c, a, 2);
    for (int i = 0; i < vm->ntiles; i++) {
        const struct gml_tile *t = &vm->tiles[i];
        if (t->depth == depth && x >= t->x && x < t->x + t->w && y >= t->y && y < t->y + t->h)
            return gml_real(t->id);
    }
    return gml_real(-1);
}

static gml_value f_tile_delete(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)n;
    double id = gml_round(num(vm, c, a, 0));
    for (int i = 0; i < vm->ntiles; i++)
        if (vm->tiles[i].id == id) {
            memmove(&vm->tiles[i], &vm->tiles[i + 1],
                    (size_t)(vm->ntiles - i - 1) * sizeof *vm->tiles);
            vm->ntiles--;
            break;
        }
    return gml_real(0);
}

static gml_value f_false(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)vm;
    (void)c;
    (void)n;
    (void)a;
    return gml_real(0);
}

/* The files a game reads and writes (saved scores, settings): a level is built as on a
 * fresh install, where none exist yet, and spelgen writes nothing: file_exists is
 * false, opening one for reading gives -1, GameMaker's "could not open" (code tests
 * `if (file)`, false for -1); one opened for writing is file 1, whose writes go nowhere
 * (so it still does not exist). */
static gml_value f_no_file(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)vm;
    (void)c;
    (void)n;
    (void)a;
    return gml_real(-1);
}

static gml_value f_file_one(gml_vm *vm, const gml_code *c, int n, const gml_value *a)
{
    (void)vm;
    (void)c;
    (void)n;
    (void)a;
    return gml_real(1);
}

static const fn_entry table[] = {
    {"random", f_random, 1, 1, true},
    {"choose", f_choose, 1, 16, true},
    {"random_range", f_random_range, 2, 2, true},
    {"floor", f_floor, 1, 1, false},
    {"ceil", f_ceil, 1, 1, false},
    {"round", f_round, 1, 1, false},
    {"abs", f_abs, 1, 1, false},
    {"sign", f_sign, 1, 1, false},
    {"sqr", f_sqr, 1, 1, false},
    {"sqrt", f_sqrt, 1, 1, false},
    {"frac", f_frac, 1, 1, false},
    {"power", f_power, 2, 2, false},
    {"degtorad", f_degtorad, 1, 1, false},
    {"radtodeg", f_radtodeg, 1, 1, false},
    {"sin", f_sin, 1, 1, false},
    {"cos", f_cos, 1, 1, false},
    {"min", f_min, 1, 16, false},
    {"max", f_max, 1, 16, false},
    {"point_distance", f_point_distance, 4, 4, false},
    {"point_direction", f_point_direction, 4, 4, false},
    {"string", f_string, 1, 1, false},
    {"real", f_real, 1, 1, false},
    {"is_string", f_is_string, 1, 1, false},
    {"is_real", f_is_real, 1, 1, false},
    {"string_length", f_string_length, 1, 1, false},
    {"string_char_at", f_string_char_at, 2, 2, false},
    {"string_copy", f_string_copy, 3, 3, false},
    {"string_delete", f_string_delete, 3, 3, false},
    {"string_insert", f_string_insert, 3, 3, false},
    {"string_pos", f_string_pos, 2, 2, false},
    {"string_lower", f_string_lower, 1, 1, false},
    {"string_upper", f_string_upper, 1, 1, false},
    {"ord", f_ord, 1, 1, false},
    {"chr", f_chr, 1, 1, false},
    {"instance_create", f_instance_create, 3, 3, false},
    {"instance_destroy", f_instance_destroy, 0, 0, false},
    {"instance_exists", f_instance_exists, 1, 1, false},
    {"instance_number", f_instance_number, 1, 1, false},
    {"instance_position", f_instance_position, 3, 3, false},
    {"instance_place", f_instance_place, 3, 3, false},
    {"instance_nearest", f_instance_nearest, 3, 3, false},
    {"collision_point", f_collision_point, 5, 5, false},
    {"collision_rectangle", f_collision_rectangle, 7, 7, false},
    {"position_meeting", f_position_meeting, 3, 3, false},
    {"place_meeting", f_place_meeting, 3, 3, false},
    {"distance_to_object", f_distance_to_object, 1, 1, false},
    {"room_get_name", f_room_get_name, 1, 1, false},
    {"tile_add", f_tile_add, 8, 8, false},
    {"tile_layer_find", f_tile_layer_find, 3, 3, false},
    {"tile_delete", f_tile_delete, 1, 1, false},
    {"sound_play", f_nothing, 1, 1, false},
    {"sound_loop", f_nothing, 1, 1, false},
    {"sound_stop", f_nothing, 1, 1, false},
    {"sound_stop_all", f_nothing, 0, 0, false},
    {"sound_isplaying", f_false, 1, 1, false},
    {"sound_volume", f_nothing, 2, 2, false},
    {"room_set_view", f_nothing, 12, 12, false},
    {"window_set_cursor", f_nothing, 1, 1, false},
    {"draw_set_color", f_nothing, 1, 1, false},
    {"draw_set_alpha", f_nothing, 1, 1, false},
    {"draw_set_font", f_nothing, 1, 1, false},
    {"draw_clear", f_nothing, 1, 1, false},
    {"joystick_exists", f_false, 1, 1, false},
    {"highscore_value", f_false, 1, 1, false},
    {"highscore_clear", f_nothing, 0, 0, false},
    {"highscore_add", f_nothing, 2, 2, false},
    {"file_exists", f_false, 1, 1, false},
    {"file_text_open_read", f_no_file, 1, 1, false},
    {"file_text_open_write", f_file_one, 1, 1, false},
    {"file_text_open_append", f_file_one, 1, 1, false},
    {"file_text_write_string", f_nothing, 2, 2, false},
    {"file_text_write_real", f_nothing, 2, 2, false},
    {"file_text_writeln", f_nothing, 1, 1, false},
    {"file_text_close", f_nothing, 1, 1, false},
    {"file_delete", f_nothing, 1, 1, false},
};

gml_fn gml_builtin(const char *name, bool *draws)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].name, name) == 0) {
            *draws = table[i].draws;
            return table[i].fn;
        }
    return NULL;
}

int gml_builtin_arity(const char *name, int *min, int *max)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].name, name) == 0) {
            *min = table[i].min;
            *max = table[i].max;
            return 0;
        }
    return -1;
}
