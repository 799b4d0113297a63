/* gml_compile.c — parsed GML resolved into code the evaluator runs (gml_code.h).
 *
 * Every name is resolved here, once: a `var` of the piece to a frame slot; a name
 * declared globalvar anywhere in the project to the global; argument0..15 and
 * argument_count; GM8's own instance variables to their fixed ids; resource names
 * (objects, sprites, scripts, rooms) and GM8's constants to numbers; anything else to an
 * instance variable of self.  A call resolves to a script, a built-in function, or — a
 * function the interpreter does not have — a GO_FAIL that stops with the function's name
 * when (and only when) it is reached: scripts no level reaches may call anything. */
#include "gml/gml.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gml/gml_vm.h"

static const char *const builtin_var_names[GML_BUILTIN_VARS] = {
    [GV_X] = "x", [GV_Y] = "y", [GV_SPRITE_INDEX] = "sprite_index",
    [GV_MASK_INDEX] = "mask_index", [GV_IMAGE_XSCALE] = "image_xscale",
    [GV_IMAGE_YSCALE] = "image_yscale", [GV_IMAGE_ANGLE] = "image_angle",
    [GV_OBJECT_INDEX] = "object_index", [GV_ID] = "id", [GV_SOLID] = "solid",
    [GV_VISIBLE] = "visible", [GV_DEPTH] = "depth", [GV_PERSISTENT] = "persistent",
    [GV_BBOX_LEFT] = "bbox_left", [GV_BBOX_RIGHT] = "bbox_right", [GV_BBOX_TOP] = "bbox_top",
    [GV_BBOX_BOTTOM] = "bbox_bottom", [GV_SPRITE_WIDTH] = "sprite_width",
    [GV_SPRITE_HEIGHT] = "sprite_height", [GV_XSTART] = "xstart", [GV_YSTART] = "ystart",
    [GV_IMAGE_INDEX] = "image_index", [GV_IMAGE_SPEED] = "image_speed",
    [GV_IMAGE_ALPHA] = "image_alpha", [GV_IMAGE_BLEND] = "image_blend",
    [GV_XPREVIOUS] = "xprevious", [GV_YPREVIOUS] = "yprevious", [GV_HSPEED] = "hspeed",
    [GV_VSPEED] = "vspeed", [GV_SPEED] = "speed", [GV_DIRECTION] = "direction",
    [GV_GRAVITY] = "gravity", [GV_GRAVITY_DIRECTION] = "gravity_direction",
    [GV_FRICTION] = "friction", [GV_ALARM] = "alarm", [GV_IMAGE_SINGLE] = "image_single",
    [GV_IMAGE_NUMBER] = "image_number"};

static const char *const room_var_names[GR__COUNT] = {
    [GR_ROOM] = "room", [GR_ROOM_WIDTH] = "room_width", [GR_ROOM_HEIGHT] = "room_height",
    [GR_BACKGROUND_INDEX] = "background_index", [GR_BACKGROUND_COLOR] = "background_color",
    [GR_VIEW_XVIEW] = "view_xview", [GR_VIEW_YVIEW] = "view_yview",
    [GR_INSTANCE_COUNT] = "instance_count", [GR_CURRENT_TIME] = "current_time"};

/* GM8's constants that level scripts use (the manual's values). */
static const struct { const char *name; double v; } gm_consts[] = {
    {"true", 1}, {"false", 0}, {"pi", 3.141592653589793}, {"self", -1}, {"other", -2},
    {"all", -3}, {"noone", -4}, {"global", -5},
    {"c_aqua", 16776960}, {"c_black", 0}, {"c_blue", 16711680}, {"c_dkgray", 4210752},
    {"c_fuchsia", 16711935}, {"c_gray", 8421504}, {"c_green", 32768}, {"c_lime", 65280},
    {"c_ltgray", 12632256}, {"c_maroon", 128}, {"c_navy", 8388608}, {"c_olive", 32896},
    {"c_orange", 4235519}, {"c_purple", 8388736}, {"c_red", 255}, {"c_silver", 12632256},
    {"c_teal", 8421376}, {"c_white", 16777215}, {"c_yellow", 65535},
    {"fa_left", 0}, {"fa_center", 1}, {"fa_right", 2}, {"fa_top", 0}, {"fa_middle", 1},
    {"fa_bottom", 2}, {"bm_normal", 0}, {"bm_add", 1}, {"bm_max", 2}, {"bm_subtract", 3},
};

int gml_name_id(gml_program *p, const char *name)
{
    double v;
    if (gml_map_get(&p->name_index, name, &v))
        return (int)v;
    if (p->nnames == p->capnames) {
        int cap = p->capnames ? p->capnames * 2 : 256;
        char **n = realloc(p->names, (size_t)cap * sizeof *n);
        bool *g = realloc(p->is_globalvar, (size_t)cap * sizeof *g);
        if (n)
            p->names = n;
        if (g)
            p->is_globalvar = g;
        if (!n || !g)
            return -1;
        p->capnames = cap;
    }
    char *copy = strdup(name);
    if (!copy || gml_map_set(&p->name_index, name, p->nnames) != 0) {
        free(copy);
        return -1;
    }
    p->names[p->nnames] = copy;
    p->is_globalvar[p->nnames] = false;
    return p->nnames++;
}

int gml_program_init(gml_program *p)
{
    memset(p, 0, sizeof *p);
    for (int i = 0; i < GML_BUILTIN_VARS; i++)
        if (gml_name_id(p, builtin_var_names[i]) != i)
            return -1;
    for (size_t i = 0; i < sizeof gm_consts / sizeof gm_consts[0]; i++)
        if (gml_map_set(&p->consts, gm_consts[i].name, gm_consts[i].v) != 0)
            return -1;
    return 0;
}

/* ---------------------------------------------------------------- compiling a piece */

typedef struct cx {
    gml_program *p;
    gml_script *s;
    char **locals;   /* the piece's `var` names, by slot */
    int nlocals, caplocals;
    int line0;       /* added to the parser's lines (an action inside an event file) */
    char *err;
    size_t errlen;
    bool failed;
    bool draws, calls; /* the piece calls a drawing function / another script */
    int statements;
} cx;

static void fail(cx *c, const gml_node *n, const char *what)
{
    if (c->failed)
        return;
    c->failed = true;
    snprintf(c->err, c->errlen, "%s:%d:%d: %s", c->s->name, n->line + c->line0, n->col, what);
}

static gml_code *code(cx *c, gml_op op, const gml_node *n, int nk)
{
    gml_code *k = calloc(1, sizeof *k);
    if (!k || (nk && !(k->k = calloc((size_t)nk, sizeof *k->k)))) {
        free(k);
        fail(c, n, "out of memory");
        return NULL;
    }
    k->op = (uint8_t)op;
    k->line = n->line + c->line0;
    k->col = n->col;
    k->nk = nk;
    k->script = c->s;
    return k;
}

static int local_slot(const cx *c, const char *name)
{
    for (int i = 0; i < c->nlocals; i++)
        if (strcmp(c->locals[i], name) == 0)
            return i;
    return -1;
}

/* The `var` names of a piece, wherever they are declared in it. */
static void collect_locals(cx *c, const gml_node *n)
{
    if (n->kind == GML_VAR) {
        for (int i = 0; i < n->nkids; i++) {
            if (local_slot(c, n->kids[i]->text) >= 0)
                continue;
            if (c->nlocals == c->caplocals) {
                int cap = c->caplocals ? c->caplocals * 2 : 8;
                char **l = realloc(c->locals, (size_t)cap * sizeof *l);
                if (!l) {
                    fail(c, n, "out of memory");
                    return;
                }
                c->locals = l;
                c->caplocals = cap;
            }
            c->locals[c->nlocals++] = n->kids[i]->text;
        }
    }
    for (int i = 0; i < n->nkids; i++)
        collect_locals(c, n->kids[i]);
}

/* The globalvar names of a tree, marked in the program. */
int gml_collect_globalvars(gml_program *p, const gml_node *n)
{
    if (n->kind == GML_GLOBALVAR)
        for (int i = 0; i < n->nkids; i++) {
            int id = gml_name_id(p, n->kids[i]->text);
            if (id < 0)
                return -1;
            p->is_globalvar[id] = true;
        }
    for (int i = 0; i < n->nkids; i++)
        if (gml_collect_globalvars(p, n->kids[i]) != 0)
            return -1;
    return 0;
}

/* An expression in one line, as a trace shows a draw's call: rand(1,global.probX). */
static void infix(FILE *f, const gml_node *n)
{
    switch (n->kind) {
    case GML_NUMBER:
        fprintf(f, "%.15g", n->number);
        return;
    case GML_STRING:
        fprintf(f, "\"%s\"", n->text);
        return;
    case GML_NAME:
        fputs(n->text, f);
        return;
    case GML_FIELD:
        infix(f, n->kids[0]);
        fprintf(f, ".%s", n->text);
        return;
    case GML_INDEX:
        infix(f, n->kids[0]);
        fputc('[', f);
        for (int i = 1; i < n->nkids; i++) {
            if (i > 1)
                fputc(',', f);
            infix(f, n->kids[i]);
        }
        fputc(']', f);
        return;
    case GML_CALL:
        fprintf(f, "%s(", n->text);
        for (int i = 0; i < n->nkids; i++) {
            if (i)
                fputc(',', f);
            infix(f, n->kids[i]);
        }
        fputc(')', f);
        return;
    case GML_UNARY:
        fputs(strcmp(n->text, "not") == 0 ? "not " : n->text, f);
        infix(f, n->kids[0]);
        return;
    case GML_BINARY:
        fputc('(', f);
        infix(f, n->kids[0]);
        fprintf(f, " %s ", n->text);
        infix(f, n->kids[1]);
        fputc(')', f);
        return;
    default:
        fputs("?", f);
        return;
    }
}

static spg_site *make_site(cx *c, const gml_node *n)
{
    spg_site *site = calloc(1, sizeof *site);
    char *name = malloc(strlen(c->s->name) + 16);
    char *meaning = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&meaning, &len);
    if (!site || !name || !f) {
        if (f)
            fclose(f);
        free(site);
        free(name);
        free(meaning);
        fail(c, n, "out of memory");
        return NULL;
    }
    infix(f, n);
    fclose(f);
    sprintf(name, "%s:%d", c->s->name, n->line + c->line0);
    site->name = name;
    site->meaning = meaning;
    site->source = name;
    return site;
}

static gml_code *expr(cx *c, const gml_node *n);
static void code_free(gml_code *k);

/* Where a construct starts: a.b[i] starts at a (the parser marks a field or an index
 * where its own token is). */
static int leftmost_col(const gml_node *n)
{
    while ((n->kind == GML_FIELD || n->kind == GML_INDEX || n->kind == GML_BINARY) &&
           n->nkids > 0 && n->kids[0]->col > 0)
        n = n->kids[0];
    return n->col;
}

static bool is_name(const gml_node *n, const char *name)
{
    return n->kind == GML_NAME && strcmp(n->text, name) == 0;
}

/* A variable reference: a name, name.field, or either indexed. */
static gml_code *ref(cx *c, const gml_node *n)
{
    const gml_node *base = n, *idx[2] = {NULL, NULL};
    int nidx = 0;
    if (n->kind == GML_INDEX) {
        base = n->kids[0];
        nidx = n->nkids - 1;
        for (int i = 0; i < nidx && i < 2; i++)
            idx[i] = n->kids[1 + i];
        if (base->kind != GML_NAME && base->kind != GML_FIELD) {
            fail(c, n, "an index on something that is not a variable");
            return NULL;
        }
    }
    const gml_node *target = NULL;
    const char *name = base->text;
    if (base->kind == GML_FIELD)
        target = base->kids[0];
    else if (base->kind != GML_NAME) {
        fail(c, n, "not a variable");
        return NULL;
    }
    int has_target = 0;
    gml_scope scope;
    int a;
    if (target) {
        if (is_name(target, "global"))
            scope = GS_GLOBAL;
        else if (is_name(target, "self"))
            scope = GS_SELF;
        else if (is_name(target, "other"))
            scope = GS_OTHER;
        else {
            scope = GS_TARGET;
            has_target = 1;
        }
        a = gml_name_id(c->p, name);
    } else if ((a = local_slot(c, name)) >= 0) {
        scope = GS_LOCAL;
    } else if (strcmp(name, "argument") == 0) {
        scope = GS_ARG;
        a = -1;
    } else if (strncmp(name, "argument", 8) == 0 && name[8] >= '0' && name[8] <= '9' &&
               (name[9] == 0 || (name[9] >= '0' && name[9] <= '5' && name[8] == '1' &&
                                 name[10] == 0))) {
        scope = GS_ARG;
        a = atoi(name + 8);
    } else if (strcmp(name, "argument_count") == 0) {
        scope = GS_ARGC;
        a = 0;
    } else {
        int r = -1;
        for (int i = 0; i < GR__COUNT; i++)
            if (strcmp(room_var_names[i], name) == 0)
                r = i;
        if (r >= 0) {
            scope = GS_ROOM_VAR;
            a = r;
        } else {
            a = gml_name_id(c->p, name);
            scope = a >= 0 && c->p->is_globalvar[a] ? GS_GLOBAL : GS_SELF;
        }
    }
    if (a < 0 && scope != GS_ARG) {
        fail(c, n, "out of memory");
        return NULL;
    }
    gml_code *k = code(c, GO_VAR, n, has_target + nidx);
    if (!k)
        return NULL;
    k->col = leftmost_col(n);
    k->scope = (uint8_t)scope;
    k->a = a;
    k->str = name;
    k->nidx = (uint8_t)nidx;
    if (has_target)
        k->k[0] = expr(c, target);
    for (int i = 0; i < nidx; i++)
        k->k[has_target + i] = expr(c, idx[i]);
    return k;
}

static const struct { const char *text; gml_op op; } binops[] = {
    {"+", GO_ADD}, {"-", GO_SUB}, {"*", GO_MUL}, {"/", GO_DIV}, {"div", GO_IDIV},
    {"mod", GO_MOD}, {"&", GO_BAND}, {"|", GO_BOR}, {"^", GO_BXOR}, {"<<", GO_SHL},
    {">>", GO_SHR}, {"==", GO_EQ}, {"!=", GO_NE}, {"<", GO_LT}, {"<=", GO_LE},
    {">", GO_GT}, {">=", GO_GE}, {"and", GO_AND}, {"or", GO_OR}, {"xor", GO_XOR}};

static gml_code *call(cx *c, const gml_node *n)
{
    double v;
    gml_code *k;
    if (strcmp(n->text, "event_inherited") == 0 || strcmp(n->text, "action_inherited") == 0)
        return code(c, GO_INHERITED, n, 0);
    if (gml_map_get(&c->p->consts, n->text, &v) && v >= 0 && v < c->p->nscripts &&
        c->p->scripts[(int)v] && strcmp(c->p->scripts[(int)v]->name, n->text) == 0) {
        k = code(c, GO_CALL_SCRIPT, n, n->nkids);
        if (!k)
            return NULL;
        k->callee = c->p->scripts[(int)v];
        /* a call into a wrapper (rand) is where its draw is named */
        k->site = make_site(c, n);
        c->calls = true;
    } else {
        bool draws = false;
        gml_fn fn = gml_builtin(n->text, &draws);
        int min = 0, max = 0;
        if (fn)
            gml_builtin_arity(n->text, &min, &max);
        if (!fn || n->nkids < min || n->nkids > max) {
            /* refused where it is reached: a = 1 when only the count is wrong */
            k = code(c, GO_FAIL, n, 0);
            if (k) {
                k->str = n->text;
                k->a = fn ? 1 : 0;
            }
            return k;
        }
        k = code(c, GO_CALL_FN, n, n->nkids);
        if (!k)
            return NULL;
        k->fn = fn;
        k->str = n->text;
        if (draws) {
            k->site = make_site(c, n);
            c->draws = true;
        }
    }
    k->a = n->nkids;
    if (n->nkids > 16) {
        fail(c, n, "more than 16 arguments");
        return k;
    }
    for (int i = 0; i < n->nkids; i++)
        k->k[i] = expr(c, n->kids[i]);
    return k;
}

static gml_code *expr(cx *c, const gml_node *n)
{
    if (c->failed)
        return NULL;
    gml_code *k;
    double v;
    switch (n->kind) {
    case GML_NUMBER:
        if ((k = code(c, GO_NUM, n, 0)))
            k->num = n->number;
        return k;
    case GML_STRING:
        if ((k = code(c, GO_STR, n, 0)))
            k->str = n->text;
        return k;
    case GML_NAME:
        if (local_slot(c, n->text) < 0 && gml_map_get(&c->p->consts, n->text, &v)) {
            if ((k = code(c, GO_NUM, n, 0)))
                k->num = v;
            return k;
        }
        return ref(c, n);
    case GML_FIELD:
    case GML_INDEX:
        return ref(c, n);
    case GML_CALL:
        return call(c, n);
    case GML_UNARY: {
        gml_op op = strcmp(n->text, "-") == 0 ? GO_NEG : strcmp(n->text, "~") == 0 ? GO_BITNOT
                                                                                : GO_NOT;
        if ((k = code(c, op, n, 1)))
            k->k[0] = expr(c, n->kids[0]);
        return k;
    }
    case GML_BINARY:
        for (size_t i = 0; i < sizeof binops / sizeof binops[0]; i++)
            if (strcmp(binops[i].text, n->text) == 0) {
                if ((k = code(c, binops[i].op, n, 2))) {
                    k->k[0] = expr(c, n->kids[0]);
                    k->k[1] = expr(c, n->kids[1]);
                }
                return k;
            }
        fail(c, n, "an operator the interpreter does not know");
        return NULL;
    default:
        fail(c, n, "a statement where a value was expected");
        return NULL;
    }
}

static gml_code *stmt(cx *c, const gml_node *n)
{
    if (c->failed)
        return NULL;
    c->statements++;
    gml_code *k;
    static const struct { gml_kind kind; gml_op op; } same[] = {
        {GML_BLOCK, GO_BLOCK}, {GML_IF, GO_IF}, {GML_WHILE, GO_WHILE}, {GML_DO, GO_DO},
        {GML_REPEAT, GO_REPEAT}, {GML_FOR, GO_FOR}, {GML_WITH, GO_WITH},
        {GML_SWITCH, GO_SWITCH}, {GML_CASE, GO_CASE}, {GML_DEFAULT, GO_DEFAULT},
        {GML_BREAK, GO_BREAK}, {GML_CONTINUE, GO_CONTINUE}, {GML_EXIT, GO_EXIT},
        {GML_RETURN, GO_RETURN}};
    switch (n->kind) {
    case GML_VAR:
    case GML_GLOBALVAR:
        return code(c, GO_NOP, n, 0);
    case GML_ASSIGN:
        if (!(k = code(c, GO_ASSIGN, n, 2)))
            return NULL;
        k->col = leftmost_col(n->kids[0]);
        k->assign_op = (uint8_t)n->text[0];
        if (n->kids[0]->kind == GML_NAME && local_slot(c, n->kids[0]->text) < 0) {
            double v;
            if (gml_map_get(&c->p->consts, n->kids[0]->text, &v)) {
                fail(c, n->kids[0], "an assignment to a constant or resource name");
                return k;
            }
        }
        k->k[0] = ref(c, n->kids[0]);
        k->k[1] = expr(c, n->kids[1]);
        return k;
    case GML_CALL: {
        gml_code *inner = call(c, n);
        if (inner && (inner->op == GO_INHERITED || inner->op == GO_FAIL))
            return inner; /* statements of their own */
        if ((k = code(c, GO_EXPR, n, 1)))
            k->k[0] = inner;
        else
            code_free(inner);
        return k;
    }
    default:
        break;
    }
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++)
        if (same[i].kind == n->kind) {
            if (!(k = code(c, same[i].op, n, n->nkids)))
                return NULL;
            for (int j = 0; j < n->nkids; j++) {
                const gml_node *kid = n->kids[j];
                /* the tests and counts are expressions; the rest statements */
                bool is_expr = (n->kind == GML_IF && j == 0) ||
                               (n->kind == GML_WHILE && j == 0) ||
                               (n->kind == GML_DO && j == 1) ||
                               (n->kind == GML_REPEAT && j == 0) ||
                               (n->kind == GML_FOR && j == 1) ||
                               (n->kind == GML_WITH && j == 0) ||
                               (n->kind == GML_SWITCH && j == 0) ||
                               n->kind == GML_CASE || n->kind == GML_RETURN;
                k->k[j] = is_expr ? expr(c, kid) : stmt(c, kid);
            }
            return k;
        }
    fail(c, n, "a statement the interpreter does not know");
    return NULL;
}

gml_script *gml_script_new(const char *name, int index)
{
    gml_script *s = calloc(1, sizeof *s);
    if (!s || !(s->name = strdup(name))) {
        free(s);
        return NULL;
    }
    s->index = index;
    return s;
}

int gml_compile_into(gml_program *p, gml_script *s, const gml_node *ast, int line0, char *err,
                     size_t errlen)
{
    cx c = {.p = p, .s = s, .line0 = line0, .err = err, .errlen = errlen};
    collect_locals(&c, ast);
    s->body = stmt(&c, ast);
    s->nlocals = c.nlocals;
    /* rand(a,b) in the original: a few statements around one random() and no calls */
    s->wrapper = c.draws && !c.calls && c.statements <= 4;
    /* the local names are the tree's; the evaluator needs only their count */
    free(c.locals);
    return c.failed ? -1 : 0;
}

static void code_free(gml_code *k)
{
    if (!k)
        return;
    for (int i = 0; i < k->nk; i++)
        code_free(k->k[i]);
    free(k->k);
    if (k->site) {
        free((char *)k->site->name);
        free((char *)k->site->meaning);
        free(k->site);
    }
    free(k);
}

void gml_script_free(gml_script *s)
{
    if (!s)
        return;
    code_free(s->body);
    free(s->name);
    free(s);
}
