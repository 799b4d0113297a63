/* gml_project.c — a GameMaker 8 project put together for the interpreter: its sprites'
 * boxes, objects with parents, rooms with their instances, scripts and the Create and
 * Destroy events, read from the files `spelgen import` writes (gml.h) or added from
 * memory; then every piece compiled (names resolved once). */
#include "gml/gml.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gml/gml_vm.h"

/* What is added before compiling: the pieces' sources, parsed. */
typedef struct pending {
    gml_script *s;
    gml_node *ast;
    int line0;
} pending;

typedef struct gml_build {
    int n, cap;
    pending *items;
    char **parents; /* by object index: the parent's name (resolved at finish) */
    int capparents;
} build;

/* The build state hangs off the program while it is being made (NULL: out of memory). */
static build *state(gml_program *p)
{
    if (!p->building)
        p->building = calloc(1, sizeof *p->building);
    return p->building;
}

static int keep_ast(gml_program *p, gml_node *ast)
{
    if (p->nasts == p->capasts) {
        int cap = p->capasts ? p->capasts * 2 : 256;
        gml_node **a = realloc(p->asts, (size_t)cap * sizeof *a);
        if (!a)
            return -1;
        p->asts = a;
        p->capasts = cap;
    }
    p->asts[p->nasts++] = ast;
    return 0;
}

static int pend(gml_program *p, gml_script *s, gml_node *ast, int line0)
{
    build *b = state(p);
    if (!b) {
        gml_free(ast);
        return -1;
    }
    if (b->n == b->cap) {
        int cap = b->cap ? b->cap * 2 : 256;
        pending *it = realloc(b->items, (size_t)cap * sizeof *it);
        if (!it)
            return -1;
        b->items = it;
        b->cap = cap;
    }
    b->items[b->n++] = (pending){s, ast, line0};
    return keep_ast(p, ast);
}

static int grow_array(void **arr, int *n, size_t size, int want)
{
    if (want <= *n)
        return 0;
    void *a = realloc(*arr, (size_t)want * size);
    if (!a)
        return -1;
    memset((char *)a + (size_t)*n * size, 0, (size_t)(want - *n) * size);
    *arr = a;
    *n = want;
    return 0;
}

static int add_sprite_at(gml_program *p, int index, const char *name, const int v[9])
{
    if (index < 0 || index > 1000000 ||
        grow_array((void **)&p->sprites, &p->nsprites, sizeof *p->sprites, index + 1) != 0)
        return -1;
    gml_sprite *s = &p->sprites[index];
    free(s->name);
    if (!(s->name = strdup(name)))
        return -1;
    s->index = index;
    s->ox = v[0], s->oy = v[1], s->left = v[2], s->top = v[3], s->right = v[4];
    s->bottom = v[5], s->width = v[6], s->height = v[7], s->frames = v[8];
    return gml_map_set(&p->consts, name, index);
}

int gml_add_sprite(gml_program *p, const char *name, int ox, int oy, int left, int top,
                   int right, int bottom, int width, int height)
{
    int v[9] = {ox, oy, left, top, right, bottom, width, height, 1};
    return add_sprite_at(p, p->nsprites, name, v);
}

static int add_object_at(gml_program *p, int index, const char *name, const char *parent,
                         const char *sprite, const char *mask, bool solid, bool visible,
                         int depth, bool persistent)
{
    build *b = state(p);
    if (!b || index < 0 || index > 1000000 ||
        grow_array((void **)&p->objects, &p->nobjects, sizeof *p->objects, index + 1) != 0 ||
        grow_array((void **)&b->parents, &b->capparents, sizeof *b->parents, index + 1) != 0)
        return -1;
    gml_object *o = &p->objects[index];
    if (!(o->name = strdup(name)))
        return -1;
    o->index = index;
    o->solid = solid;
    o->visible = visible;
    o->depth = depth;
    o->persistent = persistent;
    double v;
    o->sprite = sprite && gml_map_get(&p->consts, sprite, &v) ? (int)v : -1;
    o->mask = mask && gml_map_get(&p->consts, mask, &v) ? (int)v : -1;
    if (parent && strcmp(parent, "-") != 0 && !(b->parents[index] = strdup(parent)))
        return -1;
    return gml_map_set(&p->consts, name, index);
}

int gml_add_object(gml_program *p, const char *name, const char *parent, const char *sprite,
                   bool solid, int depth)
{
    return add_object_at(p, p->nobjects, name, parent, sprite, NULL, solid, true, depth,
                         false);
}

static int add_room_at(gml_program *p, int index, const char *name, int width, int height)
{
    if (index < 0 || index > 100000 ||
        grow_array((void **)&p->rooms, &p->nrooms, sizeof *p->rooms, index + 1) != 0)
        return -1;
    gml_room *r = &p->rooms[index];
    if (!(r->name = strdup(name)))
        return -1;
    r->index = index;
    r->width = width;
    r->height = height;
    return gml_map_set(&p->consts, name, index);
}

int gml_add_room(gml_program *p, const char *name, int width, int height)
{
    return add_room_at(p, p->nrooms, name, width, height);
}

int gml_add_room_instance(gml_program *p, const char *room, int id, int x, int y,
                          const char *object)
{
    double r, o;
    if (!gml_map_get(&p->consts, room, &r) || !gml_map_get(&p->consts, object, &o))
        return -1;
    gml_room *rm = &p->rooms[(int)r];
    gml_room_inst *in = realloc(rm->insts, (size_t)(rm->n + 1) * sizeof *in);
    if (!in)
        return -1;
    rm->insts = in;
    rm->insts[rm->n++] = (gml_room_inst){id, x, y, (int)o};
    if (id >= p->first_free_id)
        p->first_free_id = id + 1;
    return 0;
}

int gml_add_script(gml_program *p, const char *name, const char *src, size_t len, char *err,
                   size_t errlen)
{
    gml_node *ast;
    if (gml_parse(name, src, len, &ast, err, errlen) != 0)
        return -1;
    int index = p->nscripts;
    gml_script *s = gml_script_new(name, index);
    gml_script **all = realloc(p->scripts, (size_t)(index + 1) * sizeof *all);
    if (!s || !all) {
        free(all == p->scripts ? NULL : all);
        gml_script_free(s);
        gml_free(ast);
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    p->scripts = all;
    p->scripts[p->nscripts++] = s;
    if (gml_map_set(&p->consts, name, index) != 0 || pend(p, s, ast, 0) != 0) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- events */

static int event_number(const char *event)
{
    if (strcmp(event, "create") == 0)
        return GML_EV_CREATE;
    if (strcmp(event, "destroy") == 0)
        return GML_EV_DESTROY;
    return -1;
}

/* One action of an event as a piece of code: its own text (code), or GML that does what
 * the drag-and-drop action does. */
static int add_part(gml_program *p, gml_event *e, const char *name, const char *src,
                    size_t len, int line0, char *err, size_t errlen)
{
    gml_node *ast;
    if (gml_parse(name, src, len, &ast, err, errlen) != 0) {
        /* the parser counts from the piece's first line: name the file's */
        char msg[512];
        int line;
        const char *rest = strstr(err, ": line ");
        if (rest && sscanf(rest, ": line %d", &line) == 1) {
            const char *what = strchr(rest + 7, ':');
            snprintf(msg, sizeof msg, "%s: line %d%s", name, line + line0, what ? what : "");
            snprintf(err, errlen, "%s", msg);
        }
        return -1;
    }
    gml_script *s = gml_script_new(name, -1);
    gml_script **parts = realloc(e->parts, (size_t)(e->n + 1) * sizeof *parts);
    if (!s || !parts) {
        gml_script_free(s);
        gml_free(ast);
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    e->parts = parts;
    e->parts[e->n++] = s;
    if (pend(p, s, ast, line0) != 0) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    return 0;
}

/* A drag-and-drop action's line ("// action 3: set variable: image_speed = 0.3") as
 * code; NULL when it does nothing (a comment).  *buf is freed by the caller. */
static const char *action_code(const char *what, char *buf, size_t len)
{
    if (strncmp(what, "comment:", 8) == 0)
        return NULL;
    if (strcmp(what, "action_inherited()") == 0)
        return "event_inherited();";
    if (strncmp(what, "set variable: ", 14) == 0) {
        snprintf(buf, len, "%s;", what + 14);
        return buf;
    }
    if (strncmp(what, "action_execute_script(", 22) == 0) {
        /* action_execute_script(NAME, "a", "b", ...): NAME(a, b, ...) */
        const char *args = what + 22;
        size_t o = 0;
        const char *comma = strchr(args, ',');
        const char *close = strrchr(args, ')');
        if (!close)
            return what;
        size_t nl = (size_t)((comma && comma < close ? comma : close) - args);
        o += (size_t)snprintf(buf + o, len - o, "%.*s(", (int)nl, args);
        const char *q = comma && comma < close ? comma + 1 : close;
        bool first = true;
        while (q < close && o + 4 < len) {
            const char *open = strchr(q, '"');
            if (!open || open > close)
                break;
            const char *end = strchr(open + 1, '"');
            if (!end)
                break;
            o += (size_t)snprintf(buf + o, len - o, "%s%.*s", first ? "" : ", ",
                                  (int)(end - open - 1), open + 1);
            first = false;
            q = end + 1;
        }
        snprintf(buf + o, len - o, ");");
        return buf;
    }
    return what; /* another action: refused by name where it runs */
}

int gml_add_event(gml_program *p, const char *object, const char *event, const char *src,
                  size_t len, char *err, size_t errlen)
{
    double o;
    int ev = event_number(event);
    if (ev < 0)
        return 0; /* not an event generation runs */
    if (!gml_map_get(&p->consts, object, &o) || o < 0 || o >= p->nobjects ||
        !p->objects[(int)o].name || strcmp(p->objects[(int)o].name, object) != 0) {
        snprintf(err, errlen, "%s: no object of that name", object);
        return -1;
    }
    gml_event *e = calloc(1, sizeof *e);
    if (!e) {
        snprintf(err, errlen, "%s: out of memory", object);
        return -1;
    }
    gml_object *obj = &p->objects[(int)o];
    obj->events[ev] = e;
    char name[256];
    snprintf(name, sizeof name, "%s:%s", object, event);
    static const char marker[] = "// action ";
    if (len < sizeof marker - 1 || memcmp(src, marker, sizeof marker - 1) != 0)
        return add_part(p, e, name, src, len, 0, err, errlen);
    /* actions: "// action N: WHAT" lines; a code action's text follows its line */
    const char *at = src, *end = src + len;
    int line = 1;
    while (at < end) {
        const char *eol = memchr(at, '\n', (size_t)(end - at));
        if (!eol)
            eol = end;
        if ((size_t)(eol - at) < sizeof marker - 1 || memcmp(at, marker, sizeof marker - 1)) {
            snprintf(err, errlen, "%s: line %d: an action line expected", name, line);
            return -1;
        }
        const char *what = memchr(at, ':', (size_t)(eol - at));
        char head[1024];
        snprintf(head, sizeof head, "%.*s", what ? (int)(eol - what - 2) : 0,
                 what ? what + 2 : "");
        int head_line = line;
        at = eol < end ? eol + 1 : end;
        line++;
        bool applied = strstr(head, ", applied to ") != NULL;
        if (strncmp(head, "code", 4) == 0) {
            const char *code = at;
            int code_line = line;
            while (at < end && !(end - at >= (long)sizeof marker - 1 &&
                                 memcmp(at, marker, sizeof marker - 1) == 0)) {
                const char *nl = memchr(at, '\n', (size_t)(end - at));
                at = nl ? nl + 1 : end;
                line++;
            }
            if (applied) {
                char buf[1100];
                snprintf(buf, sizeof buf, "action_applied_to_another_instance(); // %s",
                         head);
                if (add_part(p, e, name, buf, strlen(buf), head_line - 1, err, errlen) != 0)
                    return -1;
                continue;
            }
            if (add_part(p, e, name, code, (size_t)(at - code), code_line - 1, err,
                         errlen) != 0)
                return -1;
            continue;
        }
        char buf[1100];
        const char *text = action_code(head, buf, sizeof buf);
        if (!text)
            continue;
        if (applied || text == head) {
            /* a call GML has no function for: refused by name if it ever runs */
            snprintf(buf, sizeof buf, "drag_and_drop_action_not_supported(); // %s", head);
            text = buf;
        }
        if (add_part(p, e, name, text, strlen(text), head_line - 1, err, errlen) != 0)
            return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- finishing */

int gml_program_finish(gml_program *p, char *err, size_t errlen)
{
    build *b = state(p);
    if (!b) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < p->nobjects; i++) {
        gml_object *o = &p->objects[i];
        o->parent = -1;
        if (!o->name || i >= b->capparents || !b->parents[i])
            continue;
        double v;
        if (!gml_map_get(&p->consts, b->parents[i], &v) || v < 0 || v >= p->nobjects ||
            !p->objects[(int)v].name) {
            snprintf(err, errlen, "object %s: its parent %s is not an object", o->name,
                     b->parents[i]);
            return -1;
        }
        o->parent = (int)v;
    }
    size_t n = (size_t)p->nobjects;
    free(p->isa);
    if (!(p->isa = calloc(n * n + 1, 1))) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < p->nobjects; i++) {
        int depth = 0;
        for (int a = i; a >= 0 && p->objects[a].name; a = p->objects[a].parent) {
            if (++depth > p->nobjects) {
                snprintf(err, errlen, "object %s: its parents go round in a circle",
                         p->objects[i].name);
                return -1;
            }
            p->isa[(size_t)i * n + (size_t)a] = 1;
        }
    }
    if (p->first_free_id < 100001)
        p->first_free_id = 100001;
    for (int i = 0; i < b->n; i++)
        if (gml_collect_globalvars(p, b->items[i].ast) != 0) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
    for (int i = 0; i < b->n; i++)
        if (gml_compile_into(p, b->items[i].s, b->items[i].ast, b->items[i].line0, err,
                             errlen) != 0)
            return -1;
    free(b->items);
    for (int i = 0; i < b->capparents; i++)
        free(b->parents[i]);
    free(b->parents);
    free(b);
    p->building = NULL;
    return 0;
}

void gml_program_free(gml_program *p)
{
    if (!p)
        return;
    for (int i = 0; i < p->nscripts; i++)
        gml_script_free(p->scripts[i]);
    free(p->scripts);
    for (int i = 0; i < p->nobjects; i++) {
        gml_object *o = &p->objects[i];
        free(o->name);
        for (int e = 0; e < GML_EV__COUNT; e++)
            if (o->events[e]) {
                for (int k = 0; k < o->events[e]->n; k++)
                    gml_script_free(o->events[e]->parts[k]);
                free(o->events[e]->parts);
                free(o->events[e]);
            }
    }
    free(p->objects);
    for (int i = 0; i < p->nsprites; i++)
        free(p->sprites[i].name);
    free(p->sprites);
    for (int i = 0; i < p->nrooms; i++) {
        free(p->rooms[i].name);
        free(p->rooms[i].insts);
    }
    free(p->rooms);
    for (int i = 0; i < p->nasts; i++)
        gml_free(p->asts[i]);
    free(p->asts);
    for (int i = 0; i < p->nnames; i++)
        free(p->names[i]);
    free(p->names);
    free(p->is_globalvar);
    free(p->isa);
    gml_map_free(&p->name_index);
    gml_map_free(&p->consts);
    build *b = p->building;
    if (b) {
        free(b->items);
        for (int i = 0; i < b->capparents; i++)
            free(b->parents[i]);
        free(b->parents);
        free(b);
    }
    memset(p, 0, sizeof *p);
}

/* ---------------------------------------------------------------- reading files */

static char *slurp(const char *path, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (n + 1 < cap)
            break;
        char *b = realloc(buf, cap * 2);
        if (!b) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = b;
        cap *= 2;
    }
    fclose(f);
    if (!buf) {
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The entries of a directory, sorted (a project's order must not depend on the file
 * system's). */
static char **list_dir(const char *dir, int *n, char *err, size_t errlen)
{
    DIR *d = opendir(dir);
    *n = 0;
    if (!d) {
        snprintf(err, errlen, "%s: %s", dir, strerror(errno));
        return NULL;
    }
    char **names = NULL;
    int cap = 0;
    struct dirent *de;
    while ((de = readdir(d))) {
        if (de->d_name[0] == '.')
            continue;
        if (*n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, (size_t)cap * sizeof *nn);
            if (!nn)
                break;
            names = nn;
        }
        names[(*n)++] = strdup(de->d_name);
    }
    closedir(d);
    if (names)
        qsort(names, (size_t)*n, sizeof *names, cmp_names);
    else {
        names = malloc(sizeof *names);
    }
    return names;
}

static void free_list(char **l, int n)
{
    for (int i = 0; i < n; i++)
        free(l[i]);
    free(l);
}

static int read_sprites(gml_program *p, const char *tree, char *err, size_t errlen)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/sprites.txt", tree);
    size_t len;
    char *text = slurp(path, &len, err, errlen);
    if (!text)
        return -1;
    int line = 0, rc = 0;
    for (char *l = strtok(text, "\n"); l && rc == 0; l = strtok(NULL, "\n")) {
        line++;
        if (*l == '#')
            continue;
        char name[256];
        int idx, v[9];
        if (sscanf(l, "%d %255s %d %d %d %d %d %d %d %d %d", &idx, name, &v[0], &v[1], &v[2],
                   &v[3], &v[4], &v[5], &v[6], &v[7], &v[8]) != 11) {
            snprintf(err, errlen, "%s: line %d: index name origin_x origin_y left top right "
                     "bottom width height frames expected", path, line);
            rc = -1;
        } else if (add_sprite_at(p, idx, name, v) != 0) {
            snprintf(err, errlen, "%s: line %d: a bad sprite index or out of memory", path,
                     line);
            rc = -1;
        }
    }
    free(text);
    return rc;
}

/* resources.txt (optional): other resources' names and the project's constants. */
static int read_resources(gml_program *p, const char *tree, char *err, size_t errlen)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/resources.txt", tree);
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    fclose(f);
    size_t len;
    char *text = slurp(path, &len, err, errlen);
    if (!text)
        return -1;
    int line = 0, rc = 0;
    for (char *l = strtok(text, "\n"); l && rc == 0; l = strtok(NULL, "\n")) {
        line++;
        if (*l == '#')
            continue;
        char kind[32], name[256], value[256];
        int idx;
        if (sscanf(l, "constant %255s %255s", name, value) == 2) {
            char *end;
            double v = strtod(value, &end);
            /* a constant that is an expression is left unknown: code using it stops
             * with its name */
            if (*end == 0 && gml_map_set(&p->consts, name, v) != 0)
                rc = -1;
        } else if (sscanf(l, "%31s %d %255s", kind, &idx, name) == 3) {
            if (gml_map_set(&p->consts, name, idx) != 0)
                rc = -1;
        } else {
            snprintf(err, errlen, "%s: line %d: 'kind index name' or 'constant name value' "
                     "expected", path, line);
            rc = -1;
        }
    }
    free(text);
    return rc;
}

static int read_objects(gml_program *p, const char *tree, char *err, size_t errlen)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/objects.txt", tree);
    size_t len;
    char *text = slurp(path, &len, err, errlen);
    if (!text)
        return -1;
    int line = 0, rc = 0;
    for (char *l = strtok(text, "\n"); l && rc == 0; l = strtok(NULL, "\n")) {
        line++;
        if (*l == '#')
            continue;
        char name[256], parent[256], sprite[256], mask[256], solid[8], visible[8], pers[8];
        int idx, depth;
        if (sscanf(l, "%d %255s %255s %255s %255s %7s %7s %d %7s", &idx, name, parent, sprite,
                   mask, solid, visible, &depth, pers) != 9) {
            snprintf(err, errlen, "%s: line %d: index name parent sprite mask solid visible "
                     "depth persistent expected", path, line);
            rc = -1;
        } else if (add_object_at(p, idx, name, parent, sprite, mask,
                                 strcmp(solid, "yes") == 0, strcmp(visible, "yes") == 0,
                                 depth, strcmp(pers, "yes") == 0) != 0) {
            snprintf(err, errlen, "%s: line %d: a bad object index or out of memory", path,
                     line);
            rc = -1;
        }
    }
    free(text);
    return rc;
}

static int read_room(gml_program *p, const char *tree, const char *name, char *err,
                     size_t errlen)
{
    char path[4400];
    snprintf(path, sizeof path, "%s/rooms/%s/room.txt", tree, name);
    size_t len;
    char *text = slurp(path, &len, err, errlen);
    if (!text)
        return -1;
    int line = 0, rc = 0, index = -1, w = 0, h = 0;
    bool added = false;
    for (char *l = strtok(text, "\n"); l && rc == 0; l = strtok(NULL, "\n")) {
        line++;
        int id, x, y;
        char obj[256];
        if (*l == '#' || strncmp(l, "name ", 5) == 0 || strncmp(l, "creation-code", 13) == 0 ||
            strncmp(l, "instances ", 10) == 0)
            continue;
        if (sscanf(l, "index %d", &index) == 1 || sscanf(l, "size %d %d", &w, &h) == 2)
            continue;
        if (!added) {
            if (index < 0 || add_room_at(p, index, name, w, h) != 0) {
                snprintf(err, errlen, "%s: no index and size before the instances", path);
                rc = -1;
                break;
            }
            added = true;
        }
        if (sscanf(l, "%d %d %d %255s", &id, &x, &y, obj) != 4 ||
            gml_add_room_instance(p, name, id, x, y, obj) != 0) {
            snprintf(err, errlen, "%s: line %d: an instance 'id x y object' of a known object "
                     "expected", path, line);
            rc = -1;
        }
    }
    if (rc == 0 && !added && (index < 0 || add_room_at(p, index, name, w, h) != 0)) {
        snprintf(err, errlen, "%s: no index and size", path);
        rc = -1;
    }
    free(text);
    return rc;
}

static int read_events(gml_program *p, const char *tree, char *err, size_t errlen)
{
    static const char *const events[] = {"create", "destroy"};
    for (int i = 0; i < p->nobjects; i++) {
        if (!p->objects[i].name)
            continue;
        for (size_t e = 0; e < 2; e++) {
            char path[4400];
            snprintf(path, sizeof path, "%s/objects/%s/%s.gml", tree, p->objects[i].name,
                     events[e]);
            FILE *f = fopen(path, "rb");
            if (!f)
                continue;
            fclose(f);
            size_t len;
            char *text = slurp(path, &len, err, errlen);
            if (!text)
                return -1;
            int rc = gml_add_event(p, p->objects[i].name, events[e], text, len, err, errlen);
            free(text);
            if (rc != 0)
                return -1;
        }
    }
    return 0;
}

int gml_project_load(const char *scripts_dir, const char *tree_dir, gml_program **out,
                     char *err, size_t errlen)
{
    gml_program *p = calloc(1, sizeof *p);
    *out = NULL;
    if (!p || gml_program_init(p) != 0) {
        free(p);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int n = 0;
    char **files = NULL;
    int rc = read_sprites(p, tree_dir, err, errlen);
    if (rc == 0)
        rc = read_resources(p, tree_dir, err, errlen);
    if (rc == 0)
        rc = read_objects(p, tree_dir, err, errlen);
    if (rc == 0) {
        char dir[4200];
        snprintf(dir, sizeof dir, "%s/rooms", tree_dir);
        files = list_dir(dir, &n, err, errlen);
        if (!files)
            rc = -1;
        for (int i = 0; rc == 0 && i < n; i++)
            rc = read_room(p, tree_dir, files[i], err, errlen);
        free_list(files, n);
    }
    if (rc == 0) {
        files = list_dir(scripts_dir, &n, err, errlen);
        if (!files)
            rc = -1;
        for (int i = 0; rc == 0 && i < n; i++) {
            size_t l = strlen(files[i]);
            if (l < 5 || strcmp(files[i] + l - 4, ".gml") != 0)
                continue;
            char path[4400];
            snprintf(path, sizeof path, "%s/%s", scripts_dir, files[i]);
            size_t len;
            char *text = slurp(path, &len, err, errlen);
            if (!text) {
                rc = -1;
                break;
            }
            files[i][l - 4] = 0;
            rc = gml_add_script(p, files[i], text, len, err, errlen);
            free(text);
        }
        free_list(files, n);
    }
    if (rc == 0)
        rc = read_events(p, tree_dir, err, errlen);
    if (rc == 0)
        rc = gml_program_finish(p, err, errlen);
    if (rc != 0) {
        gml_program_free(p);
        free(p);
        return -1;
    }
    *out = p;
    return 0;
}
