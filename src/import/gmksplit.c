/* gmksplit.c — walks a GmkSplitter tree into a gmk_project (the layout: gmksplit.h).
 *
 * First every kind's resource lists are walked for the names in the tree's order (an
 * object's number is its id, read from its file); then sprites, scripts, objects and rooms
 * are read, their references to other resources turned from names into numbers. */
#include "gmksplit.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../err.h"
#include "gmksplit_png.h"
#include "gmksplit_xml.h"
#include "sha256.h"

/* The largest text file read (the largest room of a real tree is under 1 MB). */
#define GS_TEXT_MAX ((size_t)64 << 20)
#define GS_LIST_DEPTH_MAX 32

enum { K_SPRITE, K_SOUND, K_BACKGROUND, K_PATH, K_SCRIPT, K_FONT, K_TIMELINE, K_OBJECT,
       K_ROOM, K__COUNT };
static const char *const kind_dirs[K__COUNT] = {"Sprites", "Sounds", "Backgrounds", "Paths",
                                               "Scripts", "Fonts", "Time Lines", "Objects",
                                               "Rooms"};

typedef struct gs_entry {
    char *name;
    char *rel; /* the folder it is in, relative to the tree ("Objects/Blocks") */
} gs_entry;

typedef struct gs_list {
    int n, cap;
    gs_entry *e;
} gs_list;

typedef struct gs_ctx {
    const char *dir;
    char *err;
    size_t errlen;
    bool failed;
    sha256_ctx sha;
    gs_list lists[K__COUNT];
    int *object_of; /* the object number of the tree's i-th object */
} gs_ctx;

static void fail(gs_ctx *c, const char *fmt, ...)
{
    if (c->failed)
        return;
    c->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, c->errlen, fmt, ap);
    va_end(ap);
}

/* A text of the tree quoted in a message: one line whatever it holds (err.h). */
#define QUOTED 64
static const char *quoted(char buf[QUOTED], const char *s)
{
    return err_excerpt(buf, QUOTED, s ? s : "", s ? strlen(s) : 0, QUOTED - 8);
}

/* Writes a path into buf[PATH_MAX]; false (and the tree's read fails) when too long. */
static bool pathf(gs_ctx *c, char *buf, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, PATH_MAX, fmt, ap);
    va_end(ap);
    if (n < 0 || n >= PATH_MAX) {
        fail(c, "a path in the tree is longer than %d bytes", PATH_MAX - 1);
        return false;
    }
    return true;
}

bool gmksplit_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool exists(const gs_ctx *c, const char *rel)
{
    char path[PATH_MAX];
    struct stat st;
    return snprintf(path, sizeof path, "%s/%s", c->dir, rel) < (int)sizeof path &&
           stat(path, &st) == 0;
}

/* The whole text file `rel` (in the tree), NUL-terminated, added to the digest. */
static char *read_text(gs_ctx *c, const char *rel, size_t *len)
{
    char path[PATH_MAX];
    if (snprintf(path, sizeof path, "%s/%s", c->dir, rel) >= (int)sizeof path) {
        fail(c, "%s: the path is too long", rel);
        return NULL;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        fail(c, "%s: cannot read: %s", rel, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (n < cap)
            break;
        if (cap >= GS_TEXT_MAX) {
            free(buf);
            fclose(f);
            fail(c, "%s: larger than %zu bytes", rel, GS_TEXT_MAX);
            return NULL;
        }
        cap *= 2;
        char *b = realloc(buf, cap + 1);
        if (!b)
            free(buf);
        buf = b;
    }
    bool bad = !buf || ferror(f);
    fclose(f);
    if (bad) {
        free(buf);
        fail(c, "%s: %s", rel, buf ? "a read error" : "out of memory");
        return NULL;
    }
    buf[n] = '\0';
    if (memchr(buf, '\0', n)) {
        free(buf);
        fail(c, "%s: a NUL byte: not a text file", rel);
        return NULL;
    }
    sha256_update(&c->sha, rel, strlen(rel) + 1);
    sha256_update(&c->sha, buf, n);
    *len = n;
    return buf;
}

static int read_xml(gs_ctx *c, const char *rel, gx_node *root, const char *want)
{
    size_t len;
    char *text = read_text(c, rel, &len);
    if (!text)
        return -1;
    int rc = gx_parse(text, len, rel, root, c->err, c->errlen);
    free(text);
    if (rc != 0) {
        c->failed = true;
        return -1;
    }
    if (strcmp(root->name, want) != 0) {
        fail(c, "%s:%d: the root element is <%s>, not <%s>", rel, root->line, root->name,
             want);
        gx_free(root);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- texts */

/* Windows-1252's bytes 0x80..0x9f, as Unicode (0: unassigned). */
static const unsigned short cp1252_high[32] = {
    0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160,
    0x2039, 0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013,
    0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178};

/* A text of the tree (UTF-8, lines ending LF) as a project file keeps it (Windows-1252,
 * CR LF); NULL and a message naming `rel` and the line for a character Windows-1252
 * lacks or bytes that are not UTF-8. */
static char *project_text(gs_ctx *c, const char *s, const char *rel, int line)
{
    size_t n = strlen(s), lf = 0;
    for (size_t i = 0; i < n; i++)
        lf += s[i] == '\n';
    char *out = malloc(n + lf + 1);
    if (!out) {
        fail(c, "%s: out of memory", rel);
        return NULL;
    }
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        unsigned char b = (unsigned char)s[i];
        if (b == '\n') {
            if (o == 0 || out[o - 1] != '\r')
                out[o++] = '\r';
            out[o++] = '\n';
            line++;
            i++;
            continue;
        }
        if (b < 0x80) {
            out[o++] = (char)b;
            i++;
            continue;
        }
        unsigned long u = 0;
        int more = b >= 0xf8 ? -1 : b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : -1;
        if (more > 0 && i + (size_t)more >= n)
            more = -1; /* cut short by the end of the text */
        if (more > 0) {
            u = b & (0x3f >> more);
            for (int k = 1; k <= more; k++) {
                unsigned char t = (unsigned char)s[i + (size_t)k];
                if ((t & 0xc0) != 0x80) {
                    more = -1;
                    break;
                }
                u = u << 6 | (t & 0x3f);
            }
        }
        int byte = -1;
        if (more > 0) {
            if (u >= 0xa0 && u <= 0xff)
                byte = (int)u;
            for (int k = 0; k < 32 && byte < 0; k++)
                if (cp1252_high[k] && cp1252_high[k] == u)
                    byte = 0x80 + k;
        }
        if (more < 0) {
            free(out);
            fail(c, "%s:%d: bytes that are not UTF-8", rel, line);
            return NULL;
        }
        if (byte < 0) {
            free(out);
            fail(c, "%s:%d: the character U+%04lX, which a GameMaker 8.0 project (Windows-1252) "
                    "cannot hold", rel, line, u);
            return NULL;
        }
        out[o++] = (char)byte;
        i += (size_t)more + 1;
    }
    out[o] = '\0';
    return out;
}

/* ---------------------------------------------------------------- resource lists */

static bool safe_name(const char *s)
{
    for (const char *p = s; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            return false; /* a control character: no file name of a tree has one */
    return s[0] && strcmp(s, ".") != 0 && strcmp(s, "..") != 0 && !strchr(s, '/') &&
           !strchr(s, '\\');
}

static void add_entry(gs_ctx *c, gs_list *l, const char *name, const char *rel,
                      const char *list, int line)
{
    /* names are how the tree refers: two of a kind with one name are ambiguous (and
     * Gmk-Splitter refuses them too) */
    for (int i = 0; i < l->n; i++)
        if (strcmp(l->e[i].name, name) == 0) {
            char q[QUOTED];
            fail(c, "%s:%d: a second resource named '%s' (the first is in %s/)", list, line,
                 quoted(q, name), l->e[i].rel);
            return;
        }
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 64;
        gs_entry *e = realloc(l->e, (size_t)cap * sizeof *e);
        if (!e) {
            fail(c, "out of memory");
            return;
        }
        l->e = e;
        l->cap = cap;
    }
    char *n = strdup(name), *r = strdup(rel);
    if (!n || !r) {
        free(n);
        free(r);
        fail(c, "out of memory");
        return;
    }
    l->e[l->n++] = (gs_entry){n, r};
}

/* The list in folder `rel` and, depth first, its groups' lists. */
static void walk_list(gs_ctx *c, gs_list *l, const char *rel, int depth)
{
    char list[PATH_MAX];
    if (snprintf(list, sizeof list, "%s/_resources.list.xml", rel) >= (int)sizeof list) {
        fail(c, "%s: the path is too long", rel);
        return;
    }
    if (depth > GS_LIST_DEPTH_MAX) {
        fail(c, "%s: groups nested deeper than %d", list, GS_LIST_DEPTH_MAX);
        return;
    }
    gx_node root;
    if (read_xml(c, list, &root, "resources") != 0)
        return;
    for (int i = 0; i < root.nchildren && !c->failed; i++) {
        const gx_node *r = &root.children[i];
        const char *name = gx_attr_value(r, "name"), *type = gx_attr_value(r, "type");
        char q[QUOTED];
        if (strcmp(r->name, "resource") != 0 || !name || !type)
            fail(c, "%s:%d: <%s> is not a <resource name=... type=...>", list, r->line,
                 r->name);
        else if (!safe_name(name))
            fail(c, "%s:%d: the name '%s' cannot be a file's", list, r->line, quoted(q, name));
        else if (strcmp(type, "GROUP") == 0) {
            char sub[PATH_MAX];
            if (snprintf(sub, sizeof sub, "%s/%s", rel, name) >= (int)sizeof sub)
                fail(c, "%s:%d: the group's path is too long", list, r->line);
            else
                walk_list(c, l, sub, depth + 1);
        } else if (strcmp(type, "RESOURCE") == 0)
            add_entry(c, l, name, rel, list, r->line);
        else
            fail(c, "%s:%d: a resource of type '%s' (GROUP or RESOURCE)", list, r->line,
                 quoted(q, type));
    }
    gx_free(&root);
}

/* The number of the resource `name` of a kind, -1 for "" (none); -2 and a message for a
 * name the tree does not have. */
static int number_of(gs_ctx *c, int kind, const char *name, const char *rel, int line)
{
    if (!name || !name[0])
        return -1;
    const gs_list *l = &c->lists[kind];
    for (int i = 0; i < l->n; i++)
        if (strcmp(l->e[i].name, name) == 0)
            return kind == K_OBJECT ? c->object_of[i] : i;
    char q[QUOTED];
    fail(c, "%s:%d: '%s' is no %s of the tree (%s/)", rel, line, quoted(q, name),
         kind == K_OBJECT ? "object" : kind == K_SPRITE ? "sprite" : "resource",
         kind_dirs[kind]);
    return -2;
}

/* ---------------------------------------------------------------- values */

static const char *text_of(const gx_node *n, const char *child)
{
    const gx_node *e = gx_child(n, child);
    return e ? e->text : NULL;
}

static bool need(gs_ctx *c, const gx_node *n, const char *child, const char *rel)
{
    if (gx_child(n, child))
        return true;
    fail(c, "%s:%d: <%s> has no <%s>", rel, n->line, n->name, child);
    return false;
}

static int int_value(gs_ctx *c, const char *s, const char *what, const char *rel, int line)
{
    if (!s) {
        fail(c, "%s:%d: no %s", rel, line, what);
        return 0;
    }
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    while (*end == ' ' || *end == '\n' || *end == '\r' || *end == '\t')
        end++;
    if (end == s || *end || errno || v < INT_MIN || v > INT_MAX) {
        char q[QUOTED];
        fail(c, "%s:%d: %s is '%s', not a whole number", rel, line, what, quoted(q, s));
        return 0;
    }
    return (int)v;
}

static int int_child(gs_ctx *c, const gx_node *n, const char *child, const char *rel)
{
    const gx_node *e = gx_child(n, child);
    return int_value(c, e ? e->text : NULL, child, rel, e ? e->line : n->line);
}

static int int_attr(gs_ctx *c, const gx_node *n, const char *attr, const char *rel)
{
    return int_value(c, gx_attr_value(n, attr), attr, rel, n->line);
}

static bool bool_child(gs_ctx *c, const gx_node *n, const char *child, const char *rel)
{
    const gx_node *e = gx_child(n, child);
    if (e && strcmp(e->text, "true") == 0)
        return true;
    if (e && strcmp(e->text, "false") == 0)
        return false;
    fail(c, "%s:%d: <%s> is %s, not true or false", rel, e ? e->line : n->line, child,
         e ? "another word" : "missing");
    return false;
}

/* The position of `word` in words[n], or -1 and a message. */
static int word_of(gs_ctx *c, const char *word, const char *const *words, int n,
                   const char *what, const char *rel, int line)
{
    for (int i = 0; i < n && word; i++)
        if (words[i] && strcmp(words[i], word) == 0)
            return i;
    char q[QUOTED];
    fail(c, "%s:%d: %s '%s' is not one GameMaker 8.0 has", rel, line, what, quoted(q, word));
    return -1;
}

static char *dup_text(gs_ctx *c, const char *s, const char *rel, int line)
{
    return project_text(c, s ? s : "", rel, line);
}

/* ---------------------------------------------------------------- sprites */

static void read_sprite(gs_ctx *c, const gs_entry *e, gmk_sprite *sp)
{
    char rel[PATH_MAX];
    pathf(c, rel, "%s/%s.xml", e->rel, e->name);
    gx_node root;
    if (read_xml(c, rel, &root, "sprite") != 0)
        return;
    static const char *const shapes[] = {"PRECISE", "RECTANGLE", "DISK", "DIAMOND"};
    static const char *const modes[] = {"AUTO", "FULL", "MANUAL"};
    const gx_node *origin = gx_child(&root, "origin"), *mask = gx_child(&root, "mask");
    const gx_node *bounds = mask ? gx_child(mask, "bounds") : NULL;
    if (!origin || !mask || !bounds) {
        fail(c, "%s:%d: <sprite> needs <origin x= y=> and <mask> with <shape> and <bounds>",
             rel, root.line);
        gx_free(&root);
        return;
    }
    sp->origin_x = int_attr(c, origin, "x", rel);
    sp->origin_y = int_attr(c, origin, "y", rel);
    const gx_node *shape = gx_child(mask, "shape");
    sp->shape = word_of(c, shape ? shape->text : NULL, shapes, 4, "the mask's shape", rel,
                        shape ? shape->line : mask->line);
    int tolerance = int_attr(c, bounds, "alphaTolerance", rel);
    sp->bbox_mode = word_of(c, gx_attr_value(bounds, "mode"), modes, 3, "the bounds' mode",
                            rel, bounds->line);
    bool transparent = gx_child(&root, "transparent") && bool_child(c, &root, "transparent", rel);
    if (!c->failed && sp->bbox_mode == 2) {
        sp->left = int_child(c, bounds, "left", rel);
        sp->right = int_child(c, bounds, "right", rel);
        sp->top = int_child(c, bounds, "top", rel);
        sp->bottom = int_child(c, bounds, "bottom", rel);
    }
    gx_free(&root);
    int box[4] = {0, 0, 0, 0};
    bool any = false;
    for (int k = 0; !c->failed; k++) {
        char img[PATH_MAX], path[PATH_MAX];
        pathf(c, img, "%s/%s.images/image %d.png", e->rel, e->name, k);
        if (!exists(c, img))
            break;
        pathf(c, path, "%s/%s", c->dir, img);
        int w, h;
        if (gsp_png_box(path, img, tolerance, transparent, &w, &h, box, &any, c->err,
                        c->errlen) != 0) {
            c->failed = true;
            break;
        }
        if (k == 0) {
            sp->width = w;
            sp->height = h;
        }
        sp->frames = k + 1;
    }
    if (c->failed || sp->bbox_mode == 2)
        return;
    if (sp->bbox_mode == 1 || !any) {
        /* the full image; and GameMaker's box of a sprite with no opaque pixel is the
         * whole image too (gm8-runtime.md) */
        sp->left = sp->top = 0;
        sp->right = sp->width > 0 ? sp->width - 1 : 0;
        sp->bottom = sp->height > 0 ? sp->height - 1 : 0;
    } else {
        sp->left = box[0];
        sp->top = box[1];
        sp->right = box[2];
        sp->bottom = box[3];
    }
}

/* ---------------------------------------------------------------- scripts */

static void read_script(gs_ctx *c, const gs_entry *e, gmk_script *sc)
{
    char rel[PATH_MAX];
    pathf(c, rel, "%s/%s.gml", e->rel, e->name);
    size_t len;
    char *text = read_text(c, rel, &len);
    if (text)
        sc->code = project_text(c, text, rel, 1);
    free(text);
}

/* ---------------------------------------------------------------- objects */

static const char *const event_words[GMK_EV__COUNT] = {
    "CREATE", "DESTROY", "ALARM", "STEP", "COLLISION", "KEYBOARD", "MOUSE", "OTHER",
    "DRAW", "KEYPRESS", "KEYRELEASE", "TRIGGER"};
static const char *const action_kinds[] = {"NORMAL", "BEGIN", "END", "ELSE", "EXIT",
                                           "REPEAT", "VARIABLE", "CODE", "PLACEHOLDER",
                                           "SEPARATOR", "LABEL"};
static const char *const argument_kinds[] = {
    "EXPRESSION", "STRING", "BOTH", "BOOLEAN", "MENU", "SPRITE", "SOUND", "BACKGROUND",
    "PATH", "SCRIPT", "GMOBJECT", "ROOM", "FONT", "COLOR", "TIMELINE", "FONTSTRING"};

/* The resource kind an argument kind names (its number as text in a project), or -1. */
static int argument_resource(int kind)
{
    switch (kind) {
    case 5: return K_SPRITE;
    case 6: return K_SOUND;
    case 7: return K_BACKGROUND;
    case 8: return K_PATH;
    case 9: return K_SCRIPT;
    case 10: return K_OBJECT;
    case 11: return K_ROOM;
    case 12: return K_FONT;
    case 14: return K_TIMELINE;
    default: return -1;
    }
}

static void read_action(gs_ctx *c, const gx_node *n, gmk_action *a, const char *rel)
{
    if (strcmp(n->name, "action") != 0) {
        fail(c, "%s:%d: <%s> among the actions", rel, n->line, n->name);
        return;
    }
    a->lib = int_attr(c, n, "library", rel);
    a->id = int_attr(c, n, "id", rel);
    const gx_node *k = gx_child(n, "kind");
    a->kind = word_of(c, k ? k->text : NULL, action_kinds, 11, "the action's kind", rel,
                      k ? k->line : n->line);
    const char *type = text_of(n, "actionType");
    bool code = type && strcmp(type, "CODE") == 0;
    a->function = dup_text(c, text_of(n, "functionName"), rel, n->line);
    a->relative = bool_child(c, n, "relative", rel);
    a->negate = bool_child(c, n, "not", rel);
    const gx_node *to = gx_child(n, "appliesTo");
    if (!to || !to->text[0])
        fail(c, "%s:%d: the action has no <appliesTo> (.self, .other or an object)", rel,
             n->line);
    else if (strcmp(to->text, ".self") == 0)
        a->applies_to = -1;
    else if (strcmp(to->text, ".other") == 0)
        a->applies_to = -2;
    else
        a->applies_to = number_of(c, K_OBJECT, to->text, rel, to->line);
    if (!need(c, n, "arguments", rel))
        return;
    const gx_node *args = gx_child(n, "arguments");
    if (args->nchildren > GMK_ARGS_MAX) {
        fail(c, "%s:%d: %d arguments (an action has at most %d)", rel, args->line,
             args->nchildren, GMK_ARGS_MAX);
        return;
    }
    a->args = calloc(GMK_ARGS_MAX, sizeof *a->args);
    if (!a->args) {
        fail(c, "%s: out of memory", rel);
        return;
    }
    a->nargs = GMK_ARGS_MAX; /* as a project file holds them: 8, the unused ones empty */
    a->used = args->nchildren;
    for (int i = 0; i < GMK_ARGS_MAX && !c->failed; i++) {
        if (i >= args->nchildren) {
            a->args[i] = dup_text(c, "", rel, n->line);
            continue;
        }
        const gx_node *g = &args->children[i];
        int kind = word_of(c, gx_attr_value(g, "kind"), argument_kinds, 16,
                           "the argument's kind", rel, g->line);
        a->arg_kinds[i] = kind;
        int res = kind >= 0 ? argument_resource(kind) : -1;
        if (res >= 0) {
            int v = number_of(c, res, g->text, rel, g->line);
            char num[16];
            snprintf(num, sizeof num, "%d", v);
            a->args[i] = dup_text(c, num, rel, g->line);
        } else
            a->args[i] = project_text(c, g->text, rel, g->line);
        (void)code; /* GmkSplitter turns lines to LF in every text: all come back CR LF */
    }
}

static int event_order(const void *x, const void *y)
{
    const gmk_event *a = x, *b = y;
    if (a->type != b->type)
        return a->type < b->type ? -1 : 1;
    return a->number > b->number ? -1 : a->number < b->number ? 1 : 0;
}

static void read_event(gs_ctx *c, const char *rel, gmk_event *ev)
{
    gx_node root;
    if (read_xml(c, rel, &root, "event") != 0)
        return;
    ev->type = word_of(c, gx_attr_value(&root, "category"), event_words, GMK_EV__COUNT,
                       "the event's category", rel, root.line);
    if (!c->failed && ev->type == GMK_EV_COLLISION) {
        const char *with = gx_attr_value(&root, "with");
        ev->number = number_of(c, K_OBJECT, with ? with : "", rel, root.line);
        if (!c->failed && ev->number < 0)
            fail(c, "%s:%d: a collision event with no object (with=)", rel, root.line);
    } else if (!c->failed)
        ev->number = int_attr(c, &root, "id", rel);
    const gx_node *acts = c->failed ? NULL : gx_child(&root, "actions");
    if (!c->failed && !acts)
        fail(c, "%s:%d: <event> has no <actions>", rel, root.line);
    if (acts && acts->nchildren > 0) {
        ev->actions = calloc((size_t)acts->nchildren, sizeof *ev->actions);
        if (!ev->actions)
            fail(c, "%s: out of memory", rel);
        for (int i = 0; i < acts->nchildren && !c->failed; i++) {
            ev->nactions = i + 1;
            read_action(c, &acts->children[i], &ev->actions[i], rel);
        }
    }
    gx_free(&root);
}

static int by_name(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

static void read_events(gs_ctx *c, const gs_entry *e, gmk_object *o)
{
    char rel[PATH_MAX], path[PATH_MAX];
    pathf(c, rel, "%s/%s.events", e->rel, e->name);
    pathf(c, path, "%s/%s", c->dir, rel);
    DIR *d = opendir(path);
    if (!d)
        return; /* an object without events */
    /* names sorted, so that what is read (and the digest) does not hang on the file
     * system's order; the events are put in GameMaker's order after */
    char **names = NULL;
    int n = 0, cap = 0;
    for (struct dirent *de; (de = readdir(d)) != NULL && !c->failed;) {
        size_t len = strlen(de->d_name);
        if (len < 5 || strcmp(de->d_name + len - 4, ".xml") != 0 || de->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            char **nn = realloc(names, (size_t)cap * sizeof *nn);
            if (!nn) {
                fail(c, "%s: out of memory", rel);
                break;
            }
            names = nn;
        }
        if (!(names[n] = strdup(de->d_name)))
            fail(c, "%s: out of memory", rel);
        else
            n++;
    }
    closedir(d);
    if (n > 0)
        qsort(names, (size_t)n, sizeof *names, by_name);
    if (!c->failed && n > 0 && !(o->events = calloc((size_t)n, sizeof *o->events)))
        fail(c, "%s: out of memory", rel);
    for (int i = 0; i < n && !c->failed; i++) {
        char file[PATH_MAX];
        pathf(c, file, "%s/%s", rel, names[i]);
        o->nevents = i + 1;
        read_event(c, file, &o->events[i]);
        for (int j = 0; j < i && !c->failed; j++)
            if (o->events[j].type == o->events[i].type &&
                o->events[j].number == o->events[i].number)
                fail(c, "%s: the same event as %s", file, names[j]);
    }
    for (int i = 0; i < n; i++)
        free(names[i]);
    free(names);
    if (!c->failed && o->nevents > 1)
        qsort(o->events, (size_t)o->nevents, sizeof *o->events, event_order);
}

static void read_object(gs_ctx *c, const gs_entry *e, const gx_node *root, gmk_object *o)
{
    char rel[PATH_MAX];
    pathf(c, rel, "%s/%s.xml", e->rel, e->name);
    static const char *const fields[] = {"sprite", "solid", "visible", "depth",
                                         "persistent", "parent", "mask"};
    for (size_t i = 0; i < sizeof fields / sizeof *fields; i++)
        if (!need(c, root, fields[i], rel))
            return;
    const gx_node *sprite = gx_child(root, "sprite"), *mask = gx_child(root, "mask"),
                  *parent = gx_child(root, "parent");
    o->sprite = number_of(c, K_SPRITE, sprite->text, rel, sprite->line);
    o->mask = number_of(c, K_SPRITE, mask->text, rel, mask->line);
    o->parent = number_of(c, K_OBJECT, parent->text, rel, parent->line);
    o->solid = bool_child(c, root, "solid", rel);
    o->visible = bool_child(c, root, "visible", rel);
    o->persistent = bool_child(c, root, "persistent", rel);
    o->depth = int_child(c, root, "depth", rel);
    if (!c->failed && !(o->name = strdup(e->name)))
        fail(c, "%s: out of memory", rel);
    if (!c->failed)
        read_events(c, e, o);
}

/* Objects: their files read once for their ids (references need every object's number),
 * then each read whole. */
static void read_objects(gs_ctx *c, gmk_project *p)
{
    const gs_list *l = &c->lists[K_OBJECT];
    if (l->n == 0)
        return;
    gx_node *roots = calloc((size_t)l->n, sizeof *roots);
    c->object_of = calloc((size_t)l->n, sizeof *c->object_of);
    if (!roots || !c->object_of) {
        free(roots);
        fail(c, "out of memory");
        return;
    }
    int with_id = 0, top = -1;
    for (int i = 0; i < l->n && !c->failed; i++) {
        char rel[PATH_MAX];
        pathf(c, rel, "%s/%s.xml", l->e[i].rel, l->e[i].name);
        if (read_xml(c, rel, &roots[i], "object") != 0)
            break;
        if (gx_attr_value(&roots[i], "id")) {
            int id = int_attr(c, &roots[i], "id", rel);
            if (!c->failed && (id < 0 || id > 1000000))
                fail(c, "%s:%d: object id %d (0 to 1000000 are taken)", rel, roots[i].line, id);
            c->object_of[i] = id;
            with_id++;
        } else
            c->object_of[i] = i;
        if (with_id && with_id != i + 1)
            fail(c, "%s:%d: some objects have an id and others not: give all or none", rel,
                 roots[i].line);
        if (c->object_of[i] > top)
            top = c->object_of[i];
    }
    if (!c->failed) {
        p->nobjects = top + 1;
        p->objects = calloc((size_t)p->nobjects, sizeof *p->objects);
        if (!p->objects)
            fail(c, "out of memory");
    }
    for (int i = 0; i < l->n && !c->failed; i++) {
        gmk_object *o = &p->objects[c->object_of[i]];
        if (o->name)
            fail(c, "%s/%s.xml: object id %d is %s's too", l->e[i].rel, l->e[i].name,
                 c->object_of[i], o->name);
        else
            read_object(c, &l->e[i], &roots[i], o);
    }
    for (int i = 0; i < l->n; i++)
        gx_free(&roots[i]);
    free(roots);
}

/* ---------------------------------------------------------------- rooms */

static void read_room(gs_ctx *c, const gs_entry *e, gmk_room *r, int *next_id)
{
    char rel[PATH_MAX];
    pathf(c, rel, "%s/%s.xml", e->rel, e->name);
    gx_node root;
    if (read_xml(c, rel, &root, "room") != 0)
        return;
    const gx_node *size = gx_child(&root, "size"), *insts = gx_child(&root, "instances");
    if (!size || !insts || !gx_child(&root, "creationCode")) {
        fail(c, "%s:%d: <room> needs <size>, <creationCode> and <instances>", rel, root.line);
        gx_free(&root);
        return;
    }
    r->width = int_attr(c, size, "width", rel);
    r->height = int_attr(c, size, "height", rel);
    const gx_node *cc = gx_child(&root, "creationCode");
    r->code = project_text(c, cc->text, rel, cc->line);
    if (!c->failed && insts->nchildren > 0 &&
        !(r->instances = calloc((size_t)insts->nchildren, sizeof *r->instances)))
        fail(c, "%s: out of memory", rel);
    for (int i = 0; i < insts->nchildren && !c->failed; i++) {
        const gx_node *n = &insts->children[i];
        gmk_instance *in = &r->instances[i];
        r->ninstances = i + 1;
        const gx_node *pos = gx_child(n, "position");
        if (strcmp(n->name, "instance") != 0 || !pos || !gx_child(n, "object")) {
            fail(c, "%s:%d: not an <instance> with <object> and <position>", rel, n->line);
            break;
        }
        in->x = int_attr(c, pos, "x", rel);
        in->y = int_attr(c, pos, "y", rel);
        in->object = number_of(c, K_OBJECT, text_of(n, "object"), rel, n->line);
        if (!c->failed && in->object < 0)
            fail(c, "%s:%d: an instance of no object", rel, n->line);
        in->id = gx_attr_value(n, "id") ? int_attr(c, n, "id", rel) : (*next_id)++;
        in->code = dup_text(c, text_of(n, "creationCode"), rel, n->line);
    }
    if (!c->failed && !(r->name = strdup(e->name)))
        fail(c, "%s: out of memory", rel);
    gx_free(&root);
}

/* ---------------------------------------------------------------- settings */

static void read_settings(gs_ctx *c, gmk_project *p)
{
    gx_node root;
    const char *rel = GMKSPLIT_SETTINGS;
    if (read_xml(c, rel, &root, "settings") != 0)
        return;
    static const char *const need_words[] = {"gameId", "author", "version", "versionMajor",
                                             "versionMinor", "versionRelease",
                                             "versionBuild"};
    const gx_node *v[7];
    for (int i = 0; i < 7 && !c->failed; i++)
        if (!(v[i] = gx_find(&root, need_words[i])))
            fail(c, "%s: no <%s>", rel, need_words[i]);
    if (!c->failed) {
        p->game_id = int_value(c, v[0]->text, "gameId", rel, v[0]->line);
        p->author = project_text(c, v[1]->text, rel, v[1]->line);
        if (strchr(v[2]->text, '\n'))
            fail(c, "%s:%d: a version of more than one line", rel, v[2]->line);
        else
            p->game_version = project_text(c, v[2]->text, rel, v[2]->line);
        p->version_major = int_value(c, v[3]->text, "versionMajor", rel, v[3]->line);
        p->version_minor = int_value(c, v[4]->text, "versionMinor", rel, v[4]->line);
        p->version_release = int_value(c, v[5]->text, "versionRelease", rel, v[5]->line);
        p->version_build = int_value(c, v[6]->text, "versionBuild", rel, v[6]->line);
    }
    gx_free(&root);
}

/* ---------------------------------------------------------------- names, constants */

/* The kinds code only names (sounds, backgrounds, ...): their names in the tree's order,
 * which is their numbering, as gmk.c keeps a .gmk's. */
static void take_names(gs_ctx *c, gmk_project *p)
{
    static const int kinds[GMK_NAMES__COUNT] = {
        [GMK_NAMES_SOUND] = K_SOUND, [GMK_NAMES_BACKGROUND] = K_BACKGROUND,
        [GMK_NAMES_PATH] = K_PATH, [GMK_NAMES_FONT] = K_FONT,
        [GMK_NAMES_TIMELINE] = K_TIMELINE};
    for (int k = 0; k < GMK_NAMES__COUNT && !c->failed; k++) {
        gs_list *l = &c->lists[kinds[k]];
        if (!l->n)
            continue;
        if (!(p->other[k].names = calloc((size_t)l->n, sizeof *p->other[k].names))) {
            fail(c, "out of memory");
            return;
        }
        for (int i = 0; i < l->n; i++) {
            p->other[k].names[i] = l->e[i].name; /* the list's string, now the project's */
            l->e[i].name = NULL;
        }
        p->other[k].n = l->n;
    }
}

/* Constants.xml (as Global Game Settings' constants in a .gmk): <constants> of
 * <constant name= value=/>; a tree without the file has none. */
static void read_constants(gs_ctx *c, gmk_project *p)
{
    const char *rel = GMKSPLIT_CONSTANTS;
    if (!exists(c, rel))
        return;
    gx_node root;
    if (read_xml(c, rel, &root, "constants") != 0)
        return;
    if (root.nchildren &&
        (!(p->constant_names = calloc((size_t)root.nchildren, sizeof *p->constant_names)) ||
         !(p->constant_values = calloc((size_t)root.nchildren, sizeof *p->constant_values))))
        fail(c, "out of memory");
    for (int i = 0; i < root.nchildren && !c->failed; i++) {
        const gx_node *n = &root.children[i];
        const char *name = gx_attr_value(n, "name"), *value = gx_attr_value(n, "value");
        if (strcmp(n->name, "constant") != 0 || !name || !value) {
            fail(c, "%s:%d: <%s> is not a <constant name=... value=...>", rel, n->line,
                 n->name);
            break;
        }
        char q[QUOTED];
        if (!name[0] || strchr(name, '\n')) {
            fail(c, "%s:%d: the constant's name '%s' is not one word", rel, n->line,
                 quoted(q, name));
            break;
        }
        char *nm = project_text(c, name, rel, n->line);
        char *v = nm ? project_text(c, value, rel, n->line) : NULL;
        if (!v) {
            free(nm);
            break;
        }
        p->constant_names[i] = nm;
        p->constant_values[i] = v;
        p->nconstants = i + 1;
    }
    gx_free(&root);
}

/* ---------------------------------------------------------------- the tree */

int gmksplit_read(const char *dir, gmk_project *out, char sha[65], char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    gs_ctx c = {.dir = dir, .err = err, .errlen = errlen};
    sha256_init(&c.sha);
    if (!exists(&c, GMKSPLIT_SETTINGS)) {
        snprintf(err, errlen, "%s: a directory that is not a GmkSplitter tree (no '%s' in it)",
                 dir, GMKSPLIT_SETTINGS);
        return -1;
    }
    out->version = GMK_VERSION;
    read_settings(&c, out);
    for (int k = 0; k < K__COUNT && !c.failed; k++)
        if (exists(&c, kind_dirs[k]))
            walk_list(&c, &c.lists[k], kind_dirs[k], 0);
    gs_list *l = &c.lists[K_SPRITE];
    if (!c.failed && l->n && !(out->sprites = calloc((size_t)l->n, sizeof *out->sprites)))
        fail(&c, "out of memory");
    for (int i = 0; i < l->n && !c.failed; i++) {
        out->nsprites = i + 1;
        read_sprite(&c, &l->e[i], &out->sprites[i]);
        if (!c.failed && !(out->sprites[i].name = strdup(l->e[i].name)))
            fail(&c, "out of memory");
    }
    l = &c.lists[K_SCRIPT];
    if (!c.failed && l->n && !(out->scripts = calloc((size_t)l->n, sizeof *out->scripts)))
        fail(&c, "out of memory");
    for (int i = 0; i < l->n && !c.failed; i++) {
        out->nscripts = i + 1;
        read_script(&c, &l->e[i], &out->scripts[i]);
        if (!c.failed && !(out->scripts[i].name = strdup(l->e[i].name)))
            fail(&c, "out of memory");
    }
    if (!c.failed)
        read_objects(&c, out);
    l = &c.lists[K_ROOM];
    if (!c.failed && l->n && !(out->rooms = calloc((size_t)l->n, sizeof *out->rooms)))
        fail(&c, "out of memory");
    int next_id = 100001;
    for (int i = 0; i < l->n && !c.failed; i++) {
        out->nrooms = i + 1;
        read_room(&c, &l->e[i], &out->rooms[i], &next_id);
    }
    if (!c.failed)
        read_constants(&c, out);
    if (!c.failed)
        take_names(&c, out);
    for (int k = 0; k < K__COUNT; k++) {
        for (int i = 0; i < c.lists[k].n; i++) {
            free(c.lists[k].e[i].name);
            free(c.lists[k].e[i].rel);
        }
        free(c.lists[k].e);
    }
    free(c.object_of);
    if (c.failed) {
        /* "TREE: FILE-IN-TREE:LINE: ...", as a .gmk's messages open with the file */
        size_t dl = strlen(dir), el = strlen(err);
        if (dl + 2 < errlen) {
            size_t keep = el < errlen - dl - 3 ? el : errlen - dl - 3;
            memmove(err + dl + 2, err, keep);
            memcpy(err, dir, dl);
            err[dl] = ':';
            err[dl + 1] = ' ';
            err[dl + 2 + keep] = '\0';
        }
        gmk_free(out);
        return -1;
    }
    unsigned char d[32];
    sha256_final(&c.sha, d);
    for (int i = 0; i < 32; i++)
        snprintf(sha + 2 * i, 3, "%02x", d[i]);
    return 0;
}
