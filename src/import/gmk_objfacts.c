/* gmk_objfacts.c — the classic generator's object facts from the project (gmk_objfacts.h). */
#include "gmk_objfacts.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../data/objfacts.h"
#include "../level.h"
#include "gmk.h"

static int find_object(const gmk_project *p, const char *name)
{
    for (int i = 0; i < p->nobjects; i++)
        if (p->objects[i].name && strcmp(p->objects[i].name, name) == 0)
            return i;
    return -1;
}

/* Marks object `o` and its ancestors wanted; false (err set) on a broken chain. */
static bool want_chain(const gmk_project *p, const char *file, int o, bool *want, char *err,
                       size_t errlen)
{
    for (int steps = 0; o >= 0; steps++) {
        if (steps > p->nobjects || o >= p->nobjects || !p->objects[o].name) {
            snprintf(err, errlen, "%s: object %d: a parent chain that does not end", file, o);
            return false;
        }
        want[o] = true;
        o = p->objects[o].parent;
    }
    return true;
}

/* Marks the object called `name` and its ancestors wanted; false (err set) if the project
 * has no such object (the generator `does` it: makes it, tests for it). */
static bool want_named(const gmk_project *p, const char *file, const char *name,
                       const char *does, bool *want, char *err, size_t errlen)
{
    int o = find_object(p, name);
    if (o < 0) {
        snprintf(err, errlen, "%s: no object %s (spelgen's generator %s it)", file, name, does);
        return false;
    }
    return want_chain(p, file, o, want, err, errlen);
}

/* The index in f's sprites of project sprite `s` (added if new), -1 for none. */
static int take_sprite(const gmk_project *p, int s, spg_objfacts *f, int *map)
{
    if (s < 0 || s >= p->nsprites || !p->sprites[s].name)
        return -1;
    if (map[s] < 0) {
        const gmk_sprite *g = &p->sprites[s];
        spg_sprite_facts *o = &f->spr[f->nspr];
        memset(o, 0, sizeof *o);
        snprintf(o->name, sizeof o->name, "%s", g->name);
        o->origin_x = g->origin_x;
        o->origin_y = g->origin_y;
        o->left = g->left;
        o->top = g->top;
        o->right = g->right;
        o->bottom = g->bottom;
        map[s] = f->nspr++;
    }
    return map[s];
}

int gmk_objfacts_text(const gmk_project *p, const char *file, char **out, char *err,
                      size_t errlen)
{
    *out = NULL;
    bool *want = calloc((size_t)p->nobjects + 1, sizeof *want);
    int *omap = malloc(((size_t)p->nobjects + 1) * sizeof *omap);
    int *smap = malloc(((size_t)p->nsprites + 1) * sizeof *smap);
    spg_objfacts f = {0};
    f.obj = calloc((size_t)p->nobjects + 1, sizeof *f.obj);
    f.spr = calloc(2 * (size_t)p->nobjects + 1, sizeof *f.spr);
    int rc = -1;
    if (!want || !omap || !smap || !f.obj || !f.spr) {
        snprintf(err, errlen, "%s: out of memory", file);
        goto done;
    }
    /* a project with none of the generator's objects gives no facts (spelgen's own are
     * copied, as for a room script it does not read); one with some has them all */
    bool any = false;
    for (int k = 0; k < SPG_E__COUNT; k++)
        any |= objfacts_classic_object(k) && find_object(p, objfacts_classic_object(k)) >= 0;
    if (!any) {
        rc = 0;
        goto done;
    }
    /* what the generator names: each kind's object, then the objects its tests name */
    for (int k = 0; k < SPG_E__COUNT; k++)
        if (objfacts_classic_object(k) &&
            !want_named(p, file, objfacts_classic_object(k), "makes", want, err, errlen))
            goto done;
    for (int c = 0; objfacts_classic_class(c); c++)
        if (!want_named(p, file, objfacts_classic_class(c), "tests for", want, err, errlen))
            goto done;
    /* in the project's order, each wanted object and the sprites it names */
    for (int i = 0; i < p->nobjects; i++)
        omap[i] = -1;
    for (int i = 0; i < p->nsprites; i++)
        smap[i] = -1;
    for (int i = 0; i < p->nobjects; i++)
        if (want[i])
            omap[i] = f.nobj++;
    for (int i = 0; i < p->nobjects; i++) {
        if (!want[i])
            continue;
        const gmk_object *g = &p->objects[i];
        spg_object_facts *o = &f.obj[omap[i]];
        if (strlen(g->name) > OBJFACTS_NAME_MAX) {
            snprintf(err, errlen, "%s: object %.40s...: a name longer than %d characters", file,
                     g->name, OBJFACTS_NAME_MAX);
            goto done;
        }
        snprintf(o->name, sizeof o->name, "%s", g->name);
        o->parent = g->parent >= 0 ? omap[g->parent] : -1;
        o->sprite = take_sprite(p, g->sprite, &f, smap);
        o->mask = take_sprite(p, g->mask, &f, smap);
    }
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    if (!m) {
        snprintf(err, errlen, "%s: out of memory", file);
        goto done;
    }
    fprintf(m, "# objects.facts: the original's objects that spelgen's classic generator makes\n"
               "# and tests, their ancestors and sprites, read by spelgen import from %s:\n"
               "# the user's own copy, not to be shared.\n", gmk_base_name(file));
    objfacts_write(m, &f, NULL);
    if (fclose(m) != 0 || !text) {
        free(text);
        snprintf(err, errlen, "%s: out of memory", file);
        goto done;
    }
    /* what is written must load: the loader's checks (names, boxes) apply to it */
    spg_objfacts back;
    char why[400];
    if (objfacts_parse(text, len, "objects.facts", &back, why, sizeof why) != 0) {
        free(text);
        snprintf(err, errlen, "%s: the object facts would not load: %s", file, why);
        goto done;
    }
    objfacts_free(&back);
    *out = text;
    rc = 0;
done:
    free(want);
    free(omap);
    free(smap);
    objfacts_free(&f);
    return rc;
}
