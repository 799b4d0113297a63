/* gmk.c — reads a GameMaker 8.0 project file into a gmk_project (the layout: gmk.h).
 *
 * Sections are read in the file's order.  A resource's block is inflated, read, and freed;
 * the resources spelgen keeps are read whole and must end where their block ends (a
 * layout we misread fails loudly instead of giving wrong values); the others are read as
 * far as their name, the block's length stepping over the rest. */
#include "gmk.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gmk_stream.h"

/* Makes room in an array of n elements for one more, doubling at powers of two so that
 * a hostile block with millions of events costs linear time; NULL when out of memory. */
static void *grow(void *arr, int n, size_t size)
{
    if (n > 0 && (n & (n - 1)) != 0)
        return arr; /* room left: capacity is the next power of two */
    return realloc(arr, (n ? (size_t)n * 2 : 1) * size);
}

static void oom(gmk_stream *s)
{
    gs_fail_at(s, s->pos, "out of memory");
}

/* ---------------------------------------------------------------- settings */

/* An image the settings may hold (loading bar, splash): present flag, then a block. */
static void skip_settings_image(gmk_stream *s)
{
    if (gs_bool(s)) {
        gmk_stream img;
        if (gs_block(s, &img) == 0)
            gs_block_free(&img);
    }
}

static void read_settings(gmk_stream *f, gmk_project *p)
{
    gs_part(f->ctx, "game settings");
    gs_version(f, 800, "settings");
    gmk_stream s;
    if (gs_block(f, &s) != 0)
        return;
    /* full screen, interpolate, no border, cursor; scaling; resizable, on top; colour
     * outside the room; set resolution; depth, resolution, frequency; no buttons; vsync;
     * no screensavers; F4, F1, Esc, F5/F6, F9, close as Esc; priority; freeze */
    static const char layout[] = "bbbbibbibiiibibbbbbbbibi";
    int bar = 0;
    for (const char *k = layout; *k && !gs_failed(&s); k++) {
        int32_t v = *k == 'b' ? gs_bool(&s) : gs_i32(&s);
        bar = v; /* the last one is the loading bar's kind */
    }
    if (bar == 2) { /* a custom loading bar: its back and front images */
        skip_settings_image(&s);
        skip_settings_image(&s);
    }
    if (gs_bool(&s)) /* a custom loading image */
        skip_settings_image(&s);
    gs_bool(&s);     /* partly transparent */
    gs_i32(&s);      /* alpha */
    gs_bool(&s);     /* scale the progress bar */
    gs_skip_str(&s); /* the icon */
    gs_bool(&s);     /* display errors */
    gs_bool(&s);     /* write a log */
    gs_bool(&s);     /* abort on errors */
    gs_i32(&s);      /* error flags */
    p->author = gs_str(&s, false);
    p->game_version = gs_str(&s, true); /* it goes into the manifest's line */
    gs_skip(&s, 8);  /* last changed */
    gs_skip_str(&s); /* information */
    p->version_major = gs_i32(&s);
    p->version_minor = gs_i32(&s);
    p->version_release = gs_i32(&s);
    p->version_build = gs_i32(&s);
    for (int i = 0; i < 4; i++)
        gs_skip_str(&s); /* company, product, copyright, description */
    gs_skip(&s, 8);
    gs_expect_end(&s);
    gs_block_free(&s);
}

/* ---------------------------------------------------------------- skipped resources */

/* How a skipped kind's block opens: an exists flag and the name (sounds, backgrounds,
 * paths, fonts, timelines); the flag, a version, the name (triggers); or nothing to
 * read (included files open with a date). */
typedef enum { OPENS_NAMED, OPENS_VERSIONED, OPENS_PLAIN } block_opening;

/* A section spelgen does not keep: each block inflated (so a corrupt one is caught), its
 * name read for messages where it has one, the rest stepped over. */
static void skip_section(gmk_stream *f, const char *what, bool version_first,
                         block_opening opening, gmk_names *keep)
{
    gs_part(f->ctx, "%ss", what);
    if (version_first)
        gs_version(f, 800, what);
    char plural[40];
    snprintf(plural, sizeof plural, "%ss", what);
    int n = gs_count(f, 4, plural);
    if (keep && n > 0 && !(keep->names = calloc((size_t)n, sizeof *keep->names)))
        n = 0;
    for (int i = 0; i < n && !gs_failed(f); i++) {
        gs_part(f->ctx, "%s %d", what, i);
        gmk_stream b;
        if (gs_block(f, &b) != 0)
            return;
        if (opening != OPENS_PLAIN && gs_bool(&b)) {
            if (opening == OPENS_VERSIONED)
                gs_i32(&b);
            char *name = gs_str(&b, true);
            if (name)
                gs_part(f->ctx, "%s %d (%s)", what, i, name);
            if (keep && name) {
                keep->names[i] = name;
                keep->n = i + 1;
                name = NULL;
            }
            free(name);
        }
        gs_block_free(&b);
    }
}

static void read_constants(gmk_stream *f, gmk_project *out)
{
    gs_part(f->ctx, "constants");
    gs_version(f, 800, "constants");
    int n = gs_count(f, 8, "constants");
    if (n > 0) {
        out->constant_names = calloc((size_t)n, sizeof *out->constant_names);
        out->constant_values = calloc((size_t)n, sizeof *out->constant_values);
        if (!out->constant_names || !out->constant_values)
            n = 0;
    }
    for (int i = 0; i < n && !gs_failed(f); i++) {
        char *name = gs_str(f, true), *value = gs_str(f, true);
        if (!name || !value) {
            free(name);
            free(value);
            break;
        }
        out->constant_names[i] = name;
        out->constant_values[i] = value;
        out->nconstants = i + 1;
    }
    gs_skip(f, 8);
}

/* ---------------------------------------------------------------- sprites */

static void read_sprite(gmk_stream *s, gmk_sprite *sp, int index)
{
    sp->name = gs_str(s, true);
    if (!sp->name)
        return;
    gs_part(s->ctx, "sprite %d (%s)", index, sp->name);
    gs_skip(s, 8);
    gs_version(s, 800, "sprite");
    sp->origin_x = gs_i32(s);
    sp->origin_y = gs_i32(s);
    sp->frames = gs_count(s, 12, "frames");
    for (int k = 0; k < sp->frames && !gs_failed(s); k++) {
        gs_sub(s->ctx, "frame %d", k);
        gs_version(s, 800, "frame");
        size_t at = s->pos;
        int32_t w = gs_i32(s), h = gs_i32(s);
        /* 4 bytes a pixel, and a block holds at most GMK_BLOCK_MAX */
        if (w < 0 || h < 0 || (w > 0 && (uint64_t)h > GMK_BLOCK_MAX / 4 / (uint64_t)w)) {
            gs_fail_at(s, at, "a frame of %d x %d pixels", (int)w, (int)h);
            return;
        }
        if (k == 0) {
            sp->width = w;
            sp->height = h;
        }
        if (w == 0 || h == 0)
            continue;
        at = s->pos;
        int32_t size = gs_i32(s);
        if (!gs_failed(s) && (int64_t)size != (int64_t)w * h * 4) {
            gs_fail_at(s, at, "a %d x %d frame of %d bytes, not %lld", (int)w, (int)h,
                       (int)size, (long long)w * h * 4);
            return;
        }
        gs_skip(s, (size_t)size);
    }
    gs_sub(s->ctx, "mask");
    sp->shape = gs_i32(s);
    gs_i32(s);  /* alpha tolerance */
    gs_bool(s); /* separate masks */
    sp->bbox_mode = gs_i32(s);
    sp->left = gs_i32(s);
    sp->right = gs_i32(s);
    sp->bottom = gs_i32(s);
    sp->top = gs_i32(s);
}

/* ---------------------------------------------------------------- scripts */

static void read_script(gmk_stream *s, gmk_script *sc, int index)
{
    sc->name = gs_str(s, true);
    if (!sc->name)
        return;
    gs_part(s->ctx, "script %d (%s)", index, sc->name);
    gs_skip(s, 8);
    gs_version(s, 800, "script");
    sc->code = gs_str(s, false);
}

/* ---------------------------------------------------------------- objects */

static void free_action(gmk_action *a)
{
    for (int i = 0; i < a->nargs; i++)
        free(a->args[i]);
    free(a->args);
    free(a->function);
}

static void read_action(gmk_stream *s, gmk_action *a)
{
    gs_skip(s, 4); /* the action's own version (440) */
    a->lib = gs_i32(s);
    a->id = gs_i32(s);
    a->kind = gs_i32(s);
    gs_bool(s);      /* may be relative */
    gs_bool(s);      /* is a question */
    gs_bool(s);      /* has "applies to" */
    gs_i32(s);       /* how it runs */
    a->function = gs_str(s, false);
    gs_skip_str(s);  /* its code */
    a->used = gs_i32(s);
    int kinds = gs_count(s, 4, "argument kinds");
    for (int i = 0; i < kinds && !gs_failed(s); i++) {
        int32_t k = gs_i32(s);
        if (i < GMK_ARGS_MAX)
            a->arg_kinds[i] = k;
    }
    a->applies_to = gs_i32(s);
    a->relative = gs_bool(s);
    int n = gs_count(s, 4, "arguments");
    if (n > 0) {
        a->args = calloc((size_t)n, sizeof *a->args);
        if (!a->args) {
            oom(s);
            return;
        }
    }
    for (int i = 0; i < n && !gs_failed(s); i++) {
        a->args[i] = gs_str(s, false);
        a->nargs = i + 1;
    }
    a->negate = gs_bool(s);
}

static const char *const event_kinds[GMK_EV__COUNT] = {
    "create", "destroy", "alarm", "step", "collision", "keyboard", "mouse", "other", "draw",
    "keypress", "keyrelease", "trigger"};

static void read_event(gmk_stream *s, gmk_event *e)
{
    gs_version(s, 400, "action list");
    int n = gs_count(s, 64, "actions");
    if (n > 0) {
        e->actions = calloc((size_t)n, sizeof *e->actions);
        if (!e->actions) {
            oom(s);
            return;
        }
    }
    char sub[sizeof s->ctx->sub];
    memcpy(sub, s->ctx->sub, sizeof sub);
    for (int i = 0; i < n && !gs_failed(s); i++) {
        gs_sub(s->ctx, "%s, action %d", sub, i);
        read_action(s, &e->actions[i]);
        e->nactions = i + 1;
    }
    gs_sub(s->ctx, "%s", sub);
}

static void read_object(gmk_stream *s, gmk_object *o, int index)
{
    o->name = gs_str(s, true);
    if (!o->name)
        return;
    gs_part(s->ctx, "object %d (%s)", index, o->name);
    gs_skip(s, 8);
    gs_version(s, 430, "object");
    o->sprite = gs_i32(s);
    o->solid = gs_bool(s);
    o->visible = gs_bool(s);
    o->depth = gs_i32(s);
    o->persistent = gs_bool(s);
    o->parent = gs_i32(s);
    o->mask = gs_i32(s);
    size_t at = s->pos;
    int32_t last = gs_i32(s);
    if (!gs_failed(s) && (last < -1 || last >= GMK_EV__COUNT)) {
        gs_fail_at(s, at, "%lld kinds of event (GameMaker 8.0 has %d)", (long long)last + 1,
                   GMK_EV__COUNT);
        return;
    }
    for (int type = 0; type <= last && !gs_failed(s); type++) {
        gs_sub(s->ctx, "%s events", event_kinds[type]);
        for (;;) {
            int32_t number = gs_i32(s);
            if (gs_failed(s) || number == -1)
                break;
            gmk_event *ev = grow(o->events, o->nevents, sizeof *o->events);
            if (!ev) {
                oom(s);
                return;
            }
            o->events = ev;
            ev = &o->events[o->nevents++];
            *ev = (gmk_event){.type = type, .number = number};
            gs_sub(s->ctx, "event %s %d", event_kinds[type], (int)number);
            read_event(s, ev);
        }
    }
    gs_sub(s->ctx, "%s", "");
}

/* ---------------------------------------------------------------- rooms */

static void read_room(gmk_stream *s, gmk_room *r, int index)
{
    r->name = gs_str(s, true);
    if (!r->name)
        return;
    gs_part(s->ctx, "room %d (%s)", index, r->name);
    gs_skip(s, 8);
    gs_version(s, 541, "room");
    gs_skip_str(s); /* caption */
    r->width = gs_i32(s);
    r->height = gs_i32(s);
    gs_i32(s);      /* snap */
    gs_i32(s);
    gs_bool(s);     /* isometric grid */
    gs_i32(s);      /* speed */
    gs_bool(s);     /* persistent */
    gs_i32(s);      /* background colour */
    gs_i32(s);      /* draw the background colour */
    gs_sub(s->ctx, "creation code");
    r->code = gs_str(s, false);
    gs_sub(s->ctx, "backgrounds");
    int nbg = gs_count(s, 40, "backgrounds");
    gs_skip(s, (size_t)nbg * 40); /* 10 values each */
    gs_sub(s->ctx, "views");
    gs_bool(s);                   /* views enabled */
    int nviews = gs_count(s, 56, "views");
    gs_skip(s, (size_t)nviews * 56); /* 14 values each */
    gs_sub(s->ctx, "instances");
    int n = gs_count(s, 24, "instances");
    if (n > 0) {
        r->instances = calloc((size_t)n, sizeof *r->instances);
        if (!r->instances) {
            oom(s);
            return;
        }
    }
    for (int i = 0; i < n && !gs_failed(s); i++) {
        gs_sub(s->ctx, "instance %d", i);
        gmk_instance *in = &r->instances[i];
        in->x = gs_i32(s);
        in->y = gs_i32(s);
        in->object = gs_i32(s);
        in->id = gs_i32(s);
        in->code = gs_str(s, false);
        gs_bool(s); /* locked in the editor */
        r->ninstances = i + 1;
    }
    gs_sub(s->ctx, "tiles");
    int ntiles = gs_count(s, 40, "tiles");
    gs_skip(s, (size_t)ntiles * 40); /* 10 values each */
    gs_sub(s->ctx, "editor settings");
    gs_bool(s);                      /* remember the window's size */
    gs_i32(s);                       /* its width, height */
    gs_i32(s);
    for (int i = 0; i < 8; i++)      /* show grid ... delete underlying tiles */
        gs_bool(s);
    gs_skip(s, 12);                  /* tab, scroll x, scroll y */
    gs_sub(s->ctx, "%s", "");
}

/* ---------------------------------------------------------------- kept sections */

typedef enum { K_SPRITES, K_SCRIPTS, K_OBJECTS, K_ROOMS } kept_kind;

static void read_kept(gmk_stream *f, gmk_project *p, kept_kind kind)
{
    static const char *const names[] = {"sprites", "scripts", "objects", "rooms"};
    static const char *const one[] = {"sprite", "script", "object", "room"};
    static const size_t sizes[] = {sizeof(gmk_sprite), sizeof(gmk_script),
                                   sizeof(gmk_object), sizeof(gmk_room)};
    gs_part(f->ctx, "%s", names[kind]);
    gs_version(f, 800, names[kind]);
    int n = gs_count(f, 4, names[kind]);
    void *arr = n > 0 ? calloc((size_t)n, sizes[kind]) : NULL;
    if (n > 0 && !arr) {
        oom(f);
        return;
    }
    switch (kind) {
    case K_SPRITES: p->sprites = arr; p->nsprites = n; break;
    case K_SCRIPTS: p->scripts = arr; p->nscripts = n; break;
    case K_OBJECTS: p->objects = arr; p->nobjects = n; break;
    case K_ROOMS: p->rooms = arr; p->nrooms = n; break;
    }
    for (int i = 0; i < n && !gs_failed(f); i++) {
        gs_part(f->ctx, "%s %d", one[kind], i);
        gmk_stream b;
        if (gs_block(f, &b) != 0)
            return;
        if (gs_bool(&b)) {
            switch (kind) {
            case K_SPRITES: read_sprite(&b, &p->sprites[i], i); break;
            case K_SCRIPTS: read_script(&b, &p->scripts[i], i); break;
            case K_OBJECTS: read_object(&b, &p->objects[i], i); break;
            case K_ROOMS: read_room(&b, &p->rooms[i], i); break;
            }
        }
        gs_expect_end(&b);
        gs_block_free(&b);
    }
}

/* ---------------------------------------------------------------- the rest */

static void skip_strings(gmk_stream *f, const char *what, int version)
{
    gs_part(f->ctx, "%s", what);
    gs_version(f, version, what);
    int n = gs_count(f, 4, what);
    for (int i = 0; i < n && !gs_failed(f); i++)
        gs_skip_str(f);
}

#define TREE_DEPTH_MAX 64

/* A node of the resource tree and its children (GameMaker's folders). */
static void skip_tree_node(gmk_stream *f, int depth)
{
    if (depth > TREE_DEPTH_MAX) {
        gs_fail_at(f, f->pos, "the resource tree nests deeper than %d", TREE_DEPTH_MAX);
        return;
    }
    gs_skip(f, 12); /* status, kind, index */
    gs_skip_str(f); /* name */
    int n = gs_count(f, 20, "tree nodes");
    for (int i = 0; i < n && !gs_failed(f); i++)
        skip_tree_node(f, depth + 1);
}

/* Every object's and instance's reference is to an index that exists (a negative one is
 * "none": GameMaker writes -1, and -100 for "no parent"; both become -1). */
static void check_refs(gmk_errctx *c, gmk_project *p)
{
    for (int i = 0; i < p->nobjects && !c->failed; i++) {
        gmk_object *o = &p->objects[i];
        if (!o->name)
            continue;
        int *refs[3] = {&o->parent, &o->sprite, &o->mask};
        const int limit[3] = {p->nobjects, p->nsprites, p->nsprites};
        static const char *const what[3] = {"parent", "sprite", "mask"};
        for (int k = 0; k < 3 && !c->failed; k++) {
            if (*refs[k] < 0)
                *refs[k] = -1;
            else if (*refs[k] >= limit[k]) {
                snprintf(c->err, c->errlen, "%s: object %d (%s): its %s is %d, which is no %s",
                         c->file, i, o->name, what[k], *refs[k], k == 0 ? "object" : "sprite");
                c->failed = true;
            }
        }
    }
    for (int i = 0; i < p->nrooms && !c->failed; i++) {
        const gmk_room *r = &p->rooms[i];
        for (int k = 0; k < r->ninstances; k++)
            if (r->instances[k].object < 0 || r->instances[k].object >= p->nobjects) {
                snprintf(c->err, c->errlen,
                         "%s: room %d (%s), instance %d: its object is %d, which is no object",
                         c->file, i, r->name, k, r->instances[k].object);
                c->failed = true;
                break;
            }
    }
}

static int read_project(const unsigned char *data, size_t len, const char *file, bool stored,
                        gmk_project *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    gmk_errctx ctx = {.file = file, .err = err, .errlen = errlen, .stored = stored};
    gmk_stream f;
    gs_open(&f, data, len, &ctx);
    if (errlen)
        err[0] = 0;

    gs_part(&ctx, "header");
    size_t at = f.pos;
    int32_t magic = gs_i32(&f);
    if (!gs_failed(&f) && magic != GMK_MAGIC)
        gs_fail_at(&f, at, "not a GameMaker project file (it starts %d, not %d)", (int)magic,
                   GMK_MAGIC);
    at = f.pos;
    out->version = gs_i32(&f);
    if (!gs_failed(&f) && out->version != GMK_VERSION)
        gs_fail_at(&f, at, "a GameMaker project of version %d; spelgen reads version %d "
                   "(GameMaker 8.0) only", out->version, GMK_VERSION);
    out->game_id = gs_i32(&f);
    gs_skip(&f, 16); /* GUID */

    read_settings(&f, out);
    gs_part(&ctx, "triggers");
    gs_version(&f, 800, "triggers");
    skip_section(&f, "trigger", false, OPENS_VERSIONED, NULL);
    gs_skip(&f, 8);
    read_constants(&f, out);
    skip_section(&f, "sound", true, OPENS_NAMED, &out->other[GMK_NAMES_SOUND]);
    read_kept(&f, out, K_SPRITES);
    skip_section(&f, "background", true, OPENS_NAMED, &out->other[GMK_NAMES_BACKGROUND]);
    skip_section(&f, "path", true, OPENS_NAMED, &out->other[GMK_NAMES_PATH]);
    read_kept(&f, out, K_SCRIPTS);
    skip_section(&f, "font", true, OPENS_NAMED, &out->other[GMK_NAMES_FONT]);
    skip_section(&f, "timeline", true, OPENS_NAMED, &out->other[GMK_NAMES_TIMELINE]);
    read_kept(&f, out, K_OBJECTS);
    read_kept(&f, out, K_ROOMS);

    gs_part(&ctx, "last ids");
    gs_skip(&f, 8); /* the last instance's and tile's ids */
    skip_section(&f, "included file", true, OPENS_PLAIN, NULL);
    skip_strings(&f, "extension packages", 700);
    gs_part(&ctx, "game information");
    gs_version(&f, 800, "game information");
    gmk_stream info;
    if (gs_block(&f, &info) == 0)
        gs_block_free(&info);
    skip_strings(&f, "library creation code", 500);
    gs_part(&ctx, "room order");
    gs_version(&f, 700, "room order");
    int n = gs_count(&f, 4, "rooms in order");
    gs_skip(&f, (size_t)n * 4);
    gs_part(&ctx, "resource tree");
    for (int i = 0; i < 12 && !gs_failed(&f); i++)
        skip_tree_node(&f, 0);
    gs_part(&ctx, "end");
    gs_expect_end(&f);
    if (!gs_failed(&f))
        check_refs(&ctx, out);

    if (gs_failed(&f)) {
        gmk_free(out);
        return -1;
    }
    return 0;
}

int gmk_read(const unsigned char *data, size_t len, const char *file, gmk_project *out,
             char *err, size_t errlen)
{
    return read_project(data, len, file, false, out, err, errlen);
}

int gmk_read_stored(const unsigned char *data, size_t len, const char *file,
                    gmk_project *out, char *err, size_t errlen)
{
    return read_project(data, len, file, true, out, err, errlen);
}

int gmk_load_bytes(const char *path, unsigned char **data, size_t *len, char *err,
                   size_t errlen)
{
    *data = NULL;
    *len = 0;
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fileno(fp), &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(err, errlen, "%s: not a file (a directory, a device, a pipe?)", path);
        fclose(fp);
        return -1;
    }
    unsigned char *buf = NULL;
    size_t n = 0, cap = 0;
    for (;;) {
        if (n == cap) {
            if (cap >= GMK_FILE_MAX) {
                snprintf(err, errlen, "%s: larger than %zu MiB: not a GameMaker 8.0 project",
                         path, GMK_FILE_MAX >> 20);
                free(buf);
                fclose(fp);
                return -1;
            }
            size_t ncap = cap ? cap * 2 : (size_t)1 << 20;
            unsigned char *nb = realloc(buf, ncap);
            if (!nb) {
                snprintf(err, errlen, "%s: out of memory reading it", path);
                free(buf);
                fclose(fp);
                return -1;
            }
            buf = nb;
            cap = ncap;
        }
        size_t got = fread(buf + n, 1, cap - n, fp);
        n += got;
        if (got == 0)
            break;
    }
    bool bad = ferror(fp);
    int e = errno;
    fclose(fp);
    if (bad) {
        snprintf(err, errlen, "%s: cannot read: %s", path, strerror(e));
        free(buf);
        return -1;
    }
    *data = buf;
    *len = n;
    return 0;
}

const char *gmk_base_name(const char *path)
{
    const char *base = strrchr(path, '/');
    return base && base[1] ? base + 1 : path;
}

int gmk_read_file(const char *path, gmk_project *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    unsigned char *buf;
    size_t len;
    if (gmk_load_bytes(path, &buf, &len, err, errlen) != 0)
        return -1;
    int rc = gmk_read(buf, len, path, out, err, errlen);
    free(buf);
    return rc;
}

void gmk_free(gmk_project *p)
{
    for (int i = 0; i < p->nscripts; i++) {
        free(p->scripts[i].name);
        free(p->scripts[i].code);
    }
    for (int i = 0; i < p->nobjects; i++) {
        gmk_object *o = &p->objects[i];
        for (int e = 0; e < o->nevents; e++) {
            for (int a = 0; a < o->events[e].nactions; a++)
                free_action(&o->events[e].actions[a]);
            free(o->events[e].actions);
        }
        free(o->events);
        free(o->name);
    }
    for (int i = 0; i < p->nsprites; i++)
        free(p->sprites[i].name);
    for (int i = 0; i < p->nrooms; i++) {
        gmk_room *r = &p->rooms[i];
        for (int k = 0; k < r->ninstances; k++)
            free(r->instances[k].code);
        free(r->instances);
        free(r->name);
        free(r->code);
    }
    free(p->scripts);
    free(p->objects);
    free(p->sprites);
    free(p->rooms);
    free(p->author);
    free(p->game_version);
    for (int k = 0; k < GMK_NAMES__COUNT; k++) {
        for (int i = 0; i < p->other[k].n; i++)
            free(p->other[k].names[i]);
        free(p->other[k].names);
    }
    for (int i = 0; i < p->nconstants; i++) {
        free(p->constant_names[i]);
        free(p->constant_values[i]);
    }
    free(p->constant_names);
    free(p->constant_values);
    memset(p, 0, sizeof *p);
}

const char *gmk_names_kind(int kind)
{
    static const char *const kinds[GMK_NAMES__COUNT] = {"sound", "background", "path",
                                                        "font", "timeline"};
    return kind >= 0 && kind < GMK_NAMES__COUNT ? kinds[kind] : "?";
}

const char *gmk_object_name(const gmk_project *p, int i)
{
    return i >= 0 && i < p->nobjects ? p->objects[i].name : NULL;
}

const char *gmk_sprite_name(const gmk_project *p, int i)
{
    return i >= 0 && i < p->nsprites ? p->sprites[i].name : NULL;
}

const char *gmk_script_name(const gmk_project *p, int i)
{
    return i >= 0 && i < p->nscripts ? p->scripts[i].name : NULL;
}

int gmk_find_object(const gmk_project *p, const char *name)
{
    for (int i = 0; i < p->nobjects; i++)
        if (p->objects[i].name && strcmp(p->objects[i].name, name) == 0)
            return i;
    return -1;
}

void gmk_event_name(const gmk_project *p, const gmk_event *e, char *buf, size_t len)
{
    static const char *const other[] = {
        "outside", "boundary", "game_start", "game_end", "room_start", "room_end",
        "no_more_lives", "animation_end", "end_of_path", "no_more_health"};
    static const char *const step[] = {"step", "step_begin", "step_end"};
    int t = e->type, n = e->number;
    if (t == GMK_EV_CREATE || t == GMK_EV_DESTROY || (t == GMK_EV_DRAW && n == 0))
        snprintf(buf, len, "%s", event_kinds[t]);
    else if (t == GMK_EV_STEP && n >= 0 && n <= 2)
        snprintf(buf, len, "%s", step[n]);
    else if (t == GMK_EV_COLLISION && gmk_object_name(p, n))
        snprintf(buf, len, "collision_%s", gmk_object_name(p, n));
    else if (t == GMK_EV_OTHER && n >= 0 && n < 10)
        snprintf(buf, len, "%s", other[n]);
    else if (t == GMK_EV_OTHER && n >= 10 && n < 26)
        snprintf(buf, len, "user_%d", n - 10);
    else if (t >= 0 && t < GMK_EV__COUNT)
        snprintf(buf, len, "%s_%d", event_kinds[t], n);
    else
        snprintf(buf, len, "event%d_%d", t, n);
}
