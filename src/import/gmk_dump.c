/* gmk_dump.c — a project written out as text files, for reading (the layout: gmk_dump.h). */
#include "gmk_dump.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk_text.h"

static const char *yes(bool b)
{
    return b ? "yes" : "no";
}

/* An argument as the dump shows it: a sprite's, script's or object's index as its name
 * (#N for a deleted one), anything else as quoted text. */
static void argument(FILE *f, const gmk_project *p, const gmk_action *a, int i)
{
    const char *text = a->args[i] ? a->args[i] : "";
    int kind = i < GMK_ARGS_MAX ? a->arg_kinds[i] : 0;
    if (kind == GMK_ARG_SPRITE || kind == GMK_ARG_SCRIPT || kind == GMK_ARG_OBJECT) {
        char *end;
        long v = strtol(text, &end, 10);
        if (*text && !*end && v >= -1 && v <= 0x7fffffff) {
            const char *name = kind == GMK_ARG_SPRITE   ? gmk_sprite_name(p, (int)v)
                               : kind == GMK_ARG_SCRIPT ? gmk_script_name(p, (int)v)
                                                        : gmk_object_name(p, (int)v);
            char b[24];
            fputs(gmk_ref_name(name, (int)v, b, sizeof b), f);
            return;
        }
    }
    fprintf(f, "\"%s\"", text);
}

/* What an action that is not code does, in one line. */
static void describe_action(FILE *f, const gmk_project *p, const gmk_action *a)
{
    static const char *const blocks[] = {[GMK_ACT_BEGIN] = "{ (start of a block)",
                                         [GMK_ACT_END] = "} (end of a block)",
                                         [GMK_ACT_ELSE] = "else", [GMK_ACT_EXIT] = "exit"};
    if (a->kind >= GMK_ACT_BEGIN && a->kind <= GMK_ACT_EXIT) {
        fputs(blocks[a->kind], f);
        return;
    }
    if (a->kind == GMK_ACT_VARIABLE && a->nargs >= 2) {
        fprintf(f, "set variable: %s %s %s", a->args[0] ? a->args[0] : "",
                a->relative ? "+=" : "=", a->args[1] ? a->args[1] : "");
        return;
    }
    if (a->kind == GMK_ACT_NORMAL && a->lib == 1 && a->id == 605 && a->nargs >= 1) {
        fprintf(f, "comment: %s", a->args[0] ? a->args[0] : "");
        return;
    }
    if (a->kind == GMK_ACT_REPEAT)
        fputs("repeat", f);
    else if (a->function && *a->function)
        fputs(a->function, f);
    else
        fprintf(f, "library %d action %d (kind %d)", a->lib, a->id, a->kind);
    fputc('(', f);
    for (int i = 0; i < a->used && i < a->nargs; i++) {
        if (i)
            fputs(", ", f);
        argument(f, p, a, i);
    }
    fputc(')', f);
    if (a->relative)
        fputs(" relative", f);
    if (a->negate)
        fputs(" not", f);
}

static void applies(FILE *f, const gmk_project *p, const gmk_action *a)
{
    char b[24];
    if (a->applies_to == -2)
        fputs(", applied to other", f);
    else if (a->applies_to >= 0)
        fprintf(f, ", applied to %s",
                gmk_ref_name(gmk_object_name(p, a->applies_to), a->applies_to, b, sizeof b));
}

void gmk_dump_event(FILE *f, const gmk_project *p, const gmk_event *e)
{
    bool lone_code = e->nactions == 1 && e->actions[0].kind == GMK_ACT_CODE &&
                     e->actions[0].applies_to == -1 && e->actions[0].nargs > 0;
    if (lone_code) {
        gmk_write_code(f, e->actions[0].args[0]);
        return;
    }
    for (int i = 0; i < e->nactions; i++) {
        const gmk_action *a = &e->actions[i];
        fprintf(f, "// action %d: ", i);
        if (a->kind == GMK_ACT_CODE) {
            fputs("code", f);
            applies(f, p, a);
            fputc('\n', f);
            if (a->nargs > 0)
                gmk_write_code(f, a->args[0]);
        } else {
            describe_action(f, p, a);
            applies(f, p, a);
            fputc('\n', f);
        }
    }
}

int gmk_write_scripts(const gmk_project *p, outdir *d, int *n, char *err, size_t errlen)
{
    *n = 0;
    for (int i = 0; i < p->nscripts; i++) {
        const gmk_script *s = &p->scripts[i];
        if (!s->name)
            continue;
        if (!gmk_safe_name(s->name)) {
            snprintf(err, errlen, "script %d: its name '%s' cannot be a file name", i, s->name);
            return -1;
        }
        char rel[128];
        snprintf(rel, sizeof rel, "scripts/%s.gml", s->name);
        FILE *f = outdir_open(d, rel, err, errlen);
        if (!f)
            return -1;
        gmk_write_code(f, s->code);
        if (outdir_close(f, rel, err, errlen) != 0)
            return -1;
        ++*n;
    }
    return 0;
}

/* One line of objects.txt (also used for object.txt's facts). */
static void object_line(FILE *f, const gmk_project *p, int i)
{
    const gmk_object *o = &p->objects[i];
    char b1[24], b2[24], b3[24];
    fprintf(f, "%d %s %s %s %s %s %s %d %s\n", i, o->name,
            gmk_ref_name(gmk_object_name(p, o->parent), o->parent, b1, sizeof b1),
            gmk_ref_name(gmk_sprite_name(p, o->sprite), o->sprite, b2, sizeof b2),
            gmk_ref_name(gmk_sprite_name(p, o->mask), o->mask, b3, sizeof b3), yes(o->solid),
            yes(o->visible), o->depth, yes(o->persistent));
}

static int write_object(const gmk_project *p, int i, outdir *d, const char *pre, char *err,
                        size_t errlen)
{
    const gmk_object *o = &p->objects[i];
    if (!gmk_safe_name(o->name)) {
        snprintf(err, errlen, "object %d: its name '%s' cannot be a file name", i, o->name);
        return -1;
    }
    char rel[256], b[24];
    snprintf(rel, sizeof rel, "%sobjects/%s/object.txt", pre, o->name);
    FILE *f = outdir_open(d, rel, err, errlen);
    if (!f)
        return -1;
    fprintf(f, "name %s\nindex %d\n", o->name, i);
    fprintf(f, "parent %s\n", gmk_ref_name(gmk_object_name(p, o->parent), o->parent, b, sizeof b));
    fprintf(f, "sprite %s\n", gmk_ref_name(gmk_sprite_name(p, o->sprite), o->sprite, b, sizeof b));
    fprintf(f, "mask %s\n", gmk_ref_name(gmk_sprite_name(p, o->mask), o->mask, b, sizeof b));
    fprintf(f, "solid %s\nvisible %s\ndepth %d\npersistent %s\nevents", yes(o->solid),
            yes(o->visible), o->depth, yes(o->persistent));
    char names[64];
    for (int e = 0; e < o->nevents; e++) {
        gmk_event_name(p, &o->events[e], names, sizeof names);
        fprintf(f, " %s", names);
    }
    fputc('\n', f);
    if (outdir_close(f, rel, err, errlen) != 0)
        return -1;
    for (int e = 0; e < o->nevents; e++) {
        gmk_event_name(p, &o->events[e], names, sizeof names);
        if (!gmk_safe_name(names)) {
            snprintf(err, errlen, "object %d (%s): its event '%s' cannot be a file name", i,
                     o->name, names);
            return -1;
        }
        snprintf(rel, sizeof rel, "%sobjects/%s/%s.gml", pre, o->name, names);
        if (!(f = outdir_open(d, rel, err, errlen)))
            return -1;
        gmk_dump_event(f, p, &o->events[e]);
        if (outdir_close(f, rel, err, errlen) != 0)
            return -1;
    }
    return 0;
}

static int write_objects(const gmk_project *p, outdir *d, const char *pre, char *err,
                         size_t errlen)
{
    char rel[256];
    snprintf(rel, sizeof rel, "%sobjects.txt", pre);
    FILE *f = outdir_open(d, rel, err, errlen);
    if (!f)
        return -1;
    fputs("# index name parent sprite mask solid visible depth persistent (- none)\n", f);
    for (int i = 0; i < p->nobjects; i++)
        if (p->objects[i].name)
            object_line(f, p, i);
    if (outdir_close(f, rel, err, errlen) != 0)
        return -1;
    for (int i = 0; i < p->nobjects; i++)
        if (p->objects[i].name && write_object(p, i, d, pre, err, errlen) != 0)
            return -1;
    return 0;
}

/* sprites.txt: the table gmk_export writes too. */
static int write_sprites(const gmk_project *p, outdir *d, const char *pre, char *err,
                         size_t errlen)
{
    char rel[256];
    snprintf(rel, sizeof rel, "%ssprites.txt", pre);
    FILE *f = outdir_open(d, rel, err, errlen);
    if (!f)
        return -1;
    fputs("# index name origin_x origin_y left top right bottom width height frames\n", f);
    for (int i = 0; i < p->nsprites; i++) {
        const gmk_sprite *s = &p->sprites[i];
        if (s->name)
            fprintf(f, "%d %s %d %d %d %d %d %d %d %d %d\n", i, s->name, s->origin_x,
                    s->origin_y, s->left, s->top, s->right, s->bottom, s->width, s->height,
                    s->frames);
    }
    return outdir_close(f, rel, err, errlen);
}

/* resources.txt: the names of the kinds not written otherwise, and the constants. */
static int write_resources(const gmk_project *p, outdir *d, const char *pre, char *err,
                           size_t errlen)
{
    char rel[256];
    snprintf(rel, sizeof rel, "%sresources.txt", pre);
    FILE *f = outdir_open(d, rel, err, errlen);
    if (!f)
        return -1;
    fputs("# kind index name: sounds, backgrounds, paths, fonts, timelines; then the\n"
          "# project's constants: constant name value\n", f);
    for (int k = 0; k < GMK_NAMES__COUNT; k++)
        for (int i = 0; i < p->other[k].n; i++)
            if (p->other[k].names[i] && gmk_safe_name(p->other[k].names[i]))
                fprintf(f, "%s %d %s\n", gmk_names_kind(k), i, p->other[k].names[i]);
    for (int i = 0; i < p->nconstants; i++)
        if (gmk_safe_name(p->constant_names[i]) && !strpbrk(p->constant_values[i], "\r\n"))
            fprintf(f, "constant %s %s\n", p->constant_names[i], p->constant_values[i]);
    return outdir_close(f, rel, err, errlen);
}

static int write_room(const gmk_project *p, int i, outdir *d, const char *pre, char *err,
                      size_t errlen)
{
    const gmk_room *r = &p->rooms[i];
    if (!gmk_safe_name(r->name)) {
        snprintf(err, errlen, "room %d: its name '%s' cannot be a file name", i, r->name);
        return -1;
    }
    char rel[256], b[24];
    snprintf(rel, sizeof rel, "%srooms/%s/room.txt", pre, r->name);
    FILE *f = outdir_open(d, rel, err, errlen);
    if (!f)
        return -1;
    fprintf(f, "name %s\nindex %d\nsize %d %d\ncreation-code %s\ninstances %d\n", r->name, i,
            r->width, r->height, r->code && *r->code ? "yes" : "no", r->ninstances);
    fputs("# id x y object (+: instance_ID.gml holds its creation code), creation order\n", f);
    for (int k = 0; k < r->ninstances; k++) {
        const gmk_instance *in = &r->instances[k];
        fprintf(f, "%d %d %d %s%s\n", in->id, in->x, in->y,
                gmk_ref_name(gmk_object_name(p, in->object), in->object, b, sizeof b),
                in->code && *in->code ? " +" : "");
    }
    if (outdir_close(f, rel, err, errlen) != 0)
        return -1;
    if (r->code && *r->code) {
        snprintf(rel, sizeof rel, "%srooms/%s/creation.gml", pre, r->name);
        if (!(f = outdir_open(d, rel, err, errlen)))
            return -1;
        gmk_write_code(f, r->code);
        if (outdir_close(f, rel, err, errlen) != 0)
            return -1;
    }
    for (int k = 0; k < r->ninstances; k++) {
        const gmk_instance *in = &r->instances[k];
        if (!in->code || !*in->code)
            continue;
        snprintf(rel, sizeof rel, "%srooms/%s/instance_%d.gml", pre, r->name, in->id);
        if (!(f = outdir_open(d, rel, err, errlen)))
            return -1;
        gmk_write_code(f, in->code);
        if (outdir_close(f, rel, err, errlen) != 0)
            return -1;
    }
    return 0;
}

/* How many of each kind of resource are there (not deleted). */
static void counts(const gmk_project *p, int c[4])
{
    c[0] = c[1] = c[2] = c[3] = 0;
    for (int i = 0; i < p->nscripts; i++)
        c[0] += p->scripts[i].name != NULL;
    for (int i = 0; i < p->nobjects; i++)
        c[1] += p->objects[i].name != NULL;
    for (int i = 0; i < p->nsprites; i++)
        c[2] += p->sprites[i].name != NULL;
    for (int i = 0; i < p->nrooms; i++)
        c[3] += p->rooms[i].name != NULL;
}

int gmk_dump_tree(const gmk_project *p, outdir *d, const char *pre, char *err, size_t errlen)
{
    if (write_objects(p, d, pre, err, errlen) != 0 ||
        write_sprites(p, d, pre, err, errlen) != 0 ||
        write_resources(p, d, pre, err, errlen) != 0)
        return -1;
    for (int i = 0; i < p->nrooms; i++)
        if (p->rooms[i].name && write_room(p, i, d, pre, err, errlen) != 0)
            return -1;
    return 0;
}

int gmk_dump(const gmk_project *p, outdir *d, const char *source, const char *sha256,
             char *err, size_t errlen)
{
    int nscripts;
    if (gmk_write_scripts(p, d, &nscripts, err, errlen) != 0 ||
        gmk_dump_tree(p, d, "", err, errlen) != 0)
        return -1;
    /* the marker last: a directory holding it is complete */
    FILE *f = outdir_open(d, GMK_DUMP_MARKER, err, errlen);
    if (!f)
        return -1;
    fprintf(f, "# spelgen import --dump: a GameMaker 8.0 project as text, for reading\n");
    fprintf(f, "source %s\nsha256 %s\ngmk-version %d\ngame-version %s\n", source, sha256,
            p->version, p->game_version ? p->game_version : "");
    int c[4];
    counts(p, c);
    fprintf(f, "scripts %d\nobjects %d\nsprites %d\nrooms %d\n", c[0], c[1], c[2], c[3]);
    return outdir_close(f, GMK_DUMP_MARKER, err, errlen);
}
