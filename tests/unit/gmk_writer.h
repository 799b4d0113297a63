/* gmk_writer.h — the tests' own writer of GameMaker 8.0 project files, the inverse of
 * src/import/gmk.c: it writes a gmk_project (our own synthetic scripts, objects, sprites
 * and rooms — nothing of the original's) in the layout gmk.h describes, with a resource
 * of every skipped kind (a trigger, a constant, a sound, a background, a path, a font, a
 * timeline, an included file, an extension package, game information, library code, the
 * room order and a nested resource tree) so that reading past them is tested too.
 *
 * Header-only, used by tests/unit/test_gmk.c; `gw_opts` breaks the output in chosen
 * ways for the error paths. */
#ifndef SPG_GMK_WRITER_H
#define SPG_GMK_WRITER_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "import/gmk.h"

typedef struct gw_buf {
    unsigned char *p;
    size_t n, cap;
    int stored; /* blocks written into this buffer hold their bytes uncompressed */
} gw_buf;

/* Ways to break the file (all 0: a well-formed file). */
typedef struct gw_opts {
    int version;              /* the header's version (0: 800) */
    int cut_object;           /* 1 + the index of an object whose block loses its last
                                 `cut_bytes` bytes before it is compressed */
    int cut_bytes;
    int instance_count;       /* when > 0: the first room claims this many instances */
    int solid_value;          /* when > 1: the first object's solid flag is written so */
    int parent_of_first;      /* when != 0: the first object's parent is this */
    int room_version;         /* when != 0: rooms are written with this version */
    int stored;               /* blocks hold their bytes uncompressed (gmk_read_stored) */
    int huge_frame;           /* the first sprite's frames claim 2^30 x 2^30 pixels */
} gw_opts;


static void gw_put(gw_buf *b, const void *src, size_t n)
{
    if (b->n + n > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->n + n)
            cap *= 2;
        b->p = realloc(b->p, cap);
        if (!b->p)
            abort();
        b->cap = cap;
    }
    if (n)
        memcpy(b->p + b->n, src, n);
    b->n += n;
}

static void gw_i32(gw_buf *b, int32_t v)
{
    uint32_t u = (uint32_t)v;
    unsigned char c[4] = {(unsigned char)u, (unsigned char)(u >> 8), (unsigned char)(u >> 16),
                          (unsigned char)(u >> 24)};
    gw_put(b, c, 4);
}

static void gw_bool(gw_buf *b, int v)
{
    gw_i32(b, v);
}

static void gw_str(gw_buf *b, const char *s)
{
    size_t n = s ? strlen(s) : 0;
    gw_i32(b, (int32_t)n);
    gw_put(b, s, n);
}

static void gw_double(gw_buf *b)
{
    static const unsigned char stamp[8] = {0, 0, 0, 0x40, 0x35, 0x9d, 0xe3, 0x40};
    gw_put(b, stamp, 8); /* a "last changed" date; its value is never read */
}

/* `inner` as one block: its length, then the zlib data (or its bytes as they are, when
 * b is `stored`).  Frees inner. */
static void gw_block(gw_buf *b, gw_buf *inner)
{
    if (b->stored) {
        gw_i32(b, (int32_t)inner->n);
        gw_put(b, inner->p, inner->n);
        free(inner->p);
        *inner = (gw_buf){0};
        return;
    }
    uLongf n = compressBound(inner->n);
    unsigned char *z = malloc(n);
    if (!z || compress2(z, &n, inner->p ? inner->p : (const unsigned char *)"", inner->n,
                        Z_BEST_COMPRESSION) != Z_OK)
        abort();
    gw_i32(b, (int32_t)n);
    gw_put(b, z, n);
    free(z);
    free(inner->p);
    *inner = (gw_buf){0};
}

static void gw_absent_block(gw_buf *b)
{
    gw_buf in = {0};
    gw_bool(&in, 0);
    gw_block(b, &in);
}

static void gw_settings(gw_buf *b, const gmk_project *p)
{
    gw_i32(b, 800);
    gw_buf s = {.stored = b->stored};
    static const char layout[] = "bbbbibbibiiibibbbbbbbibi";
    for (const char *k = layout; *k; k++)
        gw_i32(&s, k[1] ? 0 : 2); /* the last, the loading bar: custom, so images follow */
    gw_bool(&s, 1);               /* a back image */
    gw_buf img = {0};
    gw_str(&img, "not really a picture");
    gw_block(&s, &img);
    gw_bool(&s, 0);               /* no front image */
    gw_bool(&s, 0);               /* no loading image */
    gw_bool(&s, 0);
    gw_i32(&s, 255);
    gw_bool(&s, 1);
    gw_str(&s, "ICON");
    gw_bool(&s, 1);
    gw_bool(&s, 0);
    gw_bool(&s, 0);
    gw_i32(&s, 0);
    gw_str(&s, p->author);
    gw_str(&s, p->game_version);
    gw_double(&s);
    gw_str(&s, "information");
    gw_i32(&s, p->version_major);
    gw_i32(&s, p->version_minor);
    gw_i32(&s, p->version_release);
    gw_i32(&s, p->version_build);
    gw_str(&s, "company");
    gw_str(&s, "product");
    gw_str(&s, "copyright");
    gw_str(&s, "description");
    gw_double(&s);
    gw_block(b, &s);
}

/* A section of a kind spelgen skips: one deleted resource and one named NAME. */
static void gw_skipped(gw_buf *b, const char *name, int version)
{
    gw_i32(b, 800);
    gw_i32(b, 2);
    gw_absent_block(b);
    gw_buf in = {0};
    gw_bool(&in, 1);
    gw_str(&in, name);
    gw_double(&in);
    gw_i32(&in, version);
    gw_str(&in, "whatever this kind holds");
    gw_block(b, &in);
}

/* Whether the project says which of the kinds only named it has, and its constants (else
 * the writer makes one of each). */
static bool gw_own_names(const gmk_project *p)
{
    for (int k = 0; k < GMK_NAMES__COUNT; k++)
        if (p->other[k].n)
            return true;
    return p->nconstants > 0;
}

/* A kind only named: the project's own names when it has some (NULL a deleted one), else
 * a deleted one and `name`. */
static void gw_named(gw_buf *b, const gmk_project *p, int kind, const char *name, int version)
{
    const gmk_names *nm = &p->other[kind];
    if (!gw_own_names(p)) {
        gw_skipped(b, name, version);
        return;
    }
    gw_i32(b, 800);
    gw_i32(b, nm->n);
    for (int i = 0; i < nm->n; i++) {
        if (!nm->names[i]) {
            gw_absent_block(b);
            continue;
        }
        gw_buf in = {0};
        gw_bool(&in, 1);
        gw_str(&in, nm->names[i]);
        gw_double(&in);
        gw_i32(&in, version);
        gw_str(&in, "whatever this kind holds");
        gw_block(b, &in);
    }
}

static void gw_action(gw_buf *b, const gmk_action *a)
{
    gw_i32(b, 440);
    gw_i32(b, a->lib);
    gw_i32(b, a->id);
    gw_i32(b, a->kind);
    gw_bool(b, 0);
    gw_bool(b, 0);
    gw_bool(b, 1);
    gw_i32(b, a->kind == GMK_ACT_CODE ? 2 : a->function && *a->function ? 1 : 0);
    gw_str(b, a->function);
    gw_str(b, "");
    gw_i32(b, a->used);
    gw_i32(b, GMK_ARGS_MAX);
    for (int i = 0; i < GMK_ARGS_MAX; i++)
        gw_i32(b, a->arg_kinds[i]);
    gw_i32(b, a->applies_to);
    gw_bool(b, a->relative);
    gw_i32(b, a->nargs);
    for (int i = 0; i < a->nargs; i++)
        gw_str(b, a->args[i]);
    gw_bool(b, a->negate);
}

static void gw_actions(gw_buf *b, const gmk_event *e)
{
    gw_i32(b, 400);
    gw_i32(b, e->nactions);
    for (int i = 0; i < e->nactions; i++)
        gw_action(b, &e->actions[i]);
}

static void gw_object(gw_buf *b, const gmk_object *o, int index, const gw_opts *opt)
{
    gw_buf in = {0};
    gw_bool(&in, 1);
    gw_str(&in, o->name);
    gw_double(&in);
    gw_i32(&in, 430);
    gw_i32(&in, o->sprite);
    gw_i32(&in, index == 0 && opt->solid_value > 1 ? opt->solid_value : o->solid);
    gw_bool(&in, o->visible);
    gw_i32(&in, o->depth);
    gw_bool(&in, o->persistent);
    /* GameMaker writes "no parent" as -100 */
    gw_i32(&in, index == 0 && opt->parent_of_first ? opt->parent_of_first
                                                   : o->parent < 0 ? -100 : o->parent);
    gw_i32(&in, o->mask);
    gw_i32(&in, GMK_EV__COUNT - 1);
    for (int type = 0; type < GMK_EV__COUNT; type++) {
        for (int e = 0; e < o->nevents; e++)
            if (o->events[e].type == type) {
                gw_i32(&in, o->events[e].number);
                gw_actions(&in, &o->events[e]);
            }
        gw_i32(&in, -1);
    }
    if (opt->cut_object == index + 1)
        in.n -= (size_t)opt->cut_bytes;
    gw_block(b, &in);
}

static void gw_sprite(gw_buf *b, const gmk_sprite *s, int index, const gw_opts *opt)
{
    gw_buf in = {0};
    gw_bool(&in, 1);
    gw_str(&in, s->name);
    gw_double(&in);
    gw_i32(&in, 800);
    gw_i32(&in, s->origin_x);
    gw_i32(&in, s->origin_y);
    gw_i32(&in, s->frames);
    for (int k = 0; k < s->frames; k++) {
        gw_i32(&in, 800);
        if (index == 0 && opt->huge_frame) {
            gw_i32(&in, 1 << 30);
            gw_i32(&in, 1 << 30);
        } else {
            gw_i32(&in, s->width);
            gw_i32(&in, s->height);
        }
        size_t size = (size_t)s->width * (size_t)s->height * 4;
        gw_i32(&in, (int32_t)size);
        unsigned char *px = calloc(size ? size : 1, 1);
        for (size_t i = 0; i < size; i++)
            px[i] = (unsigned char)(i * 7 + (size_t)k);
        gw_put(&in, px, size);
        free(px);
    }
    gw_i32(&in, s->shape);
    gw_i32(&in, 0);
    gw_bool(&in, 0);
    gw_i32(&in, s->bbox_mode);
    gw_i32(&in, s->left);
    gw_i32(&in, s->right);
    gw_i32(&in, s->bottom);
    gw_i32(&in, s->top);
    gw_block(b, &in);
}

static void gw_room(gw_buf *b, const gmk_room *r, int index, const gw_opts *opt)
{
    gw_buf in = {0};
    gw_bool(&in, 1);
    gw_str(&in, r->name);
    gw_double(&in);
    gw_i32(&in, opt->room_version ? opt->room_version : 541);
    gw_str(&in, "a caption");
    gw_i32(&in, r->width);
    gw_i32(&in, r->height);
    gw_i32(&in, 16);
    gw_i32(&in, 16);
    gw_bool(&in, 0);
    gw_i32(&in, 30);
    gw_bool(&in, 0);
    gw_i32(&in, 0xc0c0c0);
    gw_i32(&in, 1);
    gw_str(&in, r->code);
    gw_i32(&in, 8); /* eight background slots, ten values each */
    for (int i = 0; i < 8 * 10; i++)
        gw_i32(&in, i == 2 ? -1 : 0);
    gw_bool(&in, 1);
    gw_i32(&in, 8); /* eight views, fourteen values each */
    for (int i = 0; i < 8 * 14; i++)
        gw_i32(&in, i % 14 == 13 ? -1 : 0);
    gw_i32(&in, index == 0 && opt->instance_count > 0 ? opt->instance_count : r->ninstances);
    for (int k = 0; k < r->ninstances; k++) {
        const gmk_instance *x = &r->instances[k];
        gw_i32(&in, x->x);
        gw_i32(&in, x->y);
        gw_i32(&in, x->object);
        gw_i32(&in, x->id);
        gw_str(&in, x->code);
        gw_bool(&in, 0);
    }
    gw_i32(&in, 1); /* one tile */
    for (int i = 0; i < 10; i++)
        gw_i32(&in, i == 9 ? 0 : i * 16);
    gw_bool(&in, 0);
    gw_i32(&in, 800);
    gw_i32(&in, 600);
    for (int i = 0; i < 8; i++)
        gw_bool(&in, 1);
    gw_i32(&in, 0);
    gw_i32(&in, 0);
    gw_i32(&in, 0);
    gw_block(b, &in);
}

/* A folder of the resource tree with `children` leaves under it. */
static void gw_tree_node(gw_buf *b, const char *name, int children)
{
    gw_i32(b, 1);
    gw_i32(b, 0);
    gw_i32(b, 0);
    gw_str(b, name);
    gw_i32(b, children);
    for (int i = 0; i < children; i++) {
        gw_i32(b, 3);
        gw_i32(b, 0);
        gw_i32(b, i);
        gw_str(b, "leaf");
        gw_i32(b, 0);
    }
}

/* The whole file for `p` (a NULL name writes a deleted resource); free() the result. */
static unsigned char *gmk_write(const gmk_project *p, const gw_opts *opt, size_t *len)
{
    static const gw_opts none = {0};
    if (!opt)
        opt = &none;
    gw_buf b = {.stored = opt->stored};
    gw_i32(&b, GMK_MAGIC);
    gw_i32(&b, opt->version ? opt->version : GMK_VERSION);
    gw_i32(&b, p->game_id);
    gw_put(&b, "0123456789abcdef", 16);
    gw_settings(&b, p);

    gw_i32(&b, 800); /* triggers: one */
    gw_i32(&b, 1);
    gw_buf t = {0};
    gw_bool(&t, 1);
    gw_i32(&t, 800);
    gw_str(&t, "trigSynthetic");
    gw_str(&t, "x > 1");
    gw_i32(&t, 0);
    gw_str(&t, "ev_trigger_synthetic");
    gw_block(&b, &t);
    gw_double(&b);
    gw_i32(&b, 800); /* constants: the project's, or one */
    if (gw_own_names(p)) {
        gw_i32(&b, p->nconstants);
        for (int i = 0; i < p->nconstants; i++) {
            gw_str(&b, p->constant_names[i]);
            gw_str(&b, p->constant_values[i]);
        }
    } else {
        gw_i32(&b, 1);
        gw_str(&b, "SYNTHETIC");
        gw_str(&b, "42");
    }
    gw_double(&b);

    gw_named(&b, p, GMK_NAMES_SOUND, "sndSynthetic", 800);
    gw_i32(&b, 800);
    gw_i32(&b, p->nsprites);
    for (int i = 0; i < p->nsprites; i++) {
        if (p->sprites[i].name)
            gw_sprite(&b, &p->sprites[i], i, opt);
        else
            gw_absent_block(&b);
    }
    gw_named(&b, p, GMK_NAMES_BACKGROUND, "bgSynthetic", 710);
    gw_named(&b, p, GMK_NAMES_PATH, "pathSynthetic", 530);
    gw_i32(&b, 800);
    gw_i32(&b, p->nscripts);
    for (int i = 0; i < p->nscripts; i++) {
        if (!p->scripts[i].name) {
            gw_absent_block(&b);
            continue;
        }
        gw_buf in = {0};
        gw_bool(&in, 1);
        gw_str(&in, p->scripts[i].name);
        gw_double(&in);
        gw_i32(&in, 800);
        gw_str(&in, p->scripts[i].code);
        gw_block(&b, &in);
    }
    gw_named(&b, p, GMK_NAMES_FONT, "fntSynthetic", 800);
    gw_named(&b, p, GMK_NAMES_TIMELINE, "tlSynthetic", 500);
    gw_i32(&b, 800);
    gw_i32(&b, p->nobjects);
    for (int i = 0; i < p->nobjects; i++) {
        if (p->objects[i].name)
            gw_object(&b, &p->objects[i], i, opt);
        else
            gw_absent_block(&b);
    }
    gw_i32(&b, 800);
    gw_i32(&b, p->nrooms);
    for (int i = 0; i < p->nrooms; i++) {
        if (p->rooms[i].name)
            gw_room(&b, &p->rooms[i], i, opt);
        else
            gw_absent_block(&b);
    }
    gw_i32(&b, 100001); /* last instance id, last tile id */
    gw_i32(&b, 1000001);
    gw_i32(&b, 800);    /* included files: one */
    gw_i32(&b, 1);
    gw_buf inc = {0};
    gw_double(&inc);
    gw_i32(&inc, 800);
    gw_str(&inc, "readme.txt");
    gw_block(&b, &inc);
    gw_i32(&b, 700);    /* extension packages: one */
    gw_i32(&b, 1);
    gw_str(&b, "Synthetic Package");
    gw_i32(&b, 800);    /* game information */
    gw_buf gi = {0};
    gw_i32(&gi, -1);
    gw_str(&gi, "{\\rtf1 our own words}");
    gw_block(&b, &gi);
    gw_i32(&b, 500);    /* library creation code: two */
    gw_i32(&b, 2);
    gw_str(&b, "@library one");
    gw_str(&b, "@library two");
    gw_i32(&b, 700);    /* room order */
    gw_i32(&b, p->nrooms);
    for (int i = 0; i < p->nrooms; i++)
        gw_i32(&b, i);
    for (int i = 0; i < 12; i++) /* the tree: twelve folders, the third holding three */
        gw_tree_node(&b, "Folder", i == 2 ? 3 : 0);
    *len = b.n;
    return b.p;
}

/* Writes `p` as a project file at `path` (a test's --write-fixture) and frees it,
 * saying what it wrote; 0, or 1 with the reason on stderr (`who` names the test). */
static inline int gmk_write_fixture(gmk_project *p, const char *path, const char *who)
{
    size_t len;
    unsigned char *f = gmk_write(p, NULL, &len);
    gmk_free(p);
    FILE *out = fopen(path, "wb");
    if (!out || fwrite(f, 1, len, out) != len || fclose(out) != 0) {
        fprintf(stderr, "%s: cannot write %s\n", who, path);
        free(f);
        return 1;
    }
    free(f);
    printf("wrote %s (%zu bytes)\n", path, len);
    return 0;
}

#endif
