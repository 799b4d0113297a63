/* gmk_export.c — the original's facts as a spelgen data directory (the layout:
 * gmk_export.h). */
#include "gmk_export.h"

#include <stdio.h>

#include "gmk_dump.h"
#include "gmk_text.h"
#include "gmk_v11.h"

static const char *yes(bool b)
{
    return b ? "yes" : "no";
}

static int write_objects(const gmk_project *p, outdir *d, int *n, char *err, size_t errlen)
{
    FILE *f = outdir_open(d, "objects.txt", err, errlen);
    if (!f)
        return -1;
    fputs("# the original's objects: name parent sprite mask solid depth (- none)\n", f);
    *n = 0;
    for (int i = 0; i < p->nobjects; i++) {
        const gmk_object *o = &p->objects[i];
        if (!o->name)
            continue;
        if (!gmk_safe_name(o->name)) {
            fclose(f);
            snprintf(err, errlen, "object %d: its name '%s' is not a name spelgen reads", i,
                     o->name);
            return -1;
        }
        char b1[24], b2[24], b3[24];
        fprintf(f, "%s %s %s %s %s %d\n", o->name,
                gmk_ref_name(gmk_object_name(p, o->parent), o->parent, b1, sizeof b1),
                gmk_ref_name(gmk_sprite_name(p, o->sprite), o->sprite, b2, sizeof b2),
                gmk_ref_name(gmk_sprite_name(p, o->mask), o->mask, b3, sizeof b3),
                yes(o->solid), o->depth);
        ++*n;
    }
    return outdir_close(f, "objects.txt", err, errlen);
}

static int write_sprites(const gmk_project *p, outdir *d, int *n, char *err, size_t errlen)
{
    FILE *f = outdir_open(d, "sprites.txt", err, errlen);
    if (!f)
        return -1;
    fputs("# the original's sprites: name origin_x origin_y left top right bottom width "
          "height\n", f);
    *n = 0;
    for (int i = 0; i < p->nsprites; i++) {
        const gmk_sprite *s = &p->sprites[i];
        if (!s->name)
            continue;
        if (!gmk_safe_name(s->name)) {
            fclose(f);
            snprintf(err, errlen, "sprite %d: its name '%s' is not a name spelgen reads", i,
                     s->name);
            return -1;
        }
        fprintf(f, "%s %d %d %d %d %d %d %d %d\n", s->name, s->origin_x, s->origin_y, s->left,
                s->top, s->right, s->bottom, s->width, s->height);
        ++*n;
    }
    return outdir_close(f, "sprites.txt", err, errlen);
}

int gmk_export(const gmk_project *p, outdir *d, const char *source, const char *sha256,
               char *err, size_t errlen)
{
    int nobj, nspr, nscr;
    if (write_objects(p, d, &nobj, err, errlen) != 0 ||
        write_sprites(p, d, &nspr, err, errlen) != 0 ||
        gmk_write_scripts(p, d, &nscr, err, errlen) != 0 ||
        gmk_dump_tree(p, d, "project/", err, errlen) != 0)
        return -1;
    /* the manifest last: a directory holding it is complete */
    FILE *f = outdir_open(d, GMK_EXPORT_MARKER, err, errlen);
    if (!f)
        return -1;
    fputs("# spelgen's data from the original game, written by spelgen import from the\n"
          "# user's own copy: not to be shared.\n", f);
    fprintf(f, "format %d\nsource %s\nsha256 %s\ngame-version %s\ngmk-version %d\n",
            GMK_EXPORT_FORMAT, source, sha256, p->game_version ? p->game_version : "",
            p->version);
    fprintf(f, "scripts %d\nobjects %d\nsprites %d\n", nscr, nobj, nspr);
    /* which scripts the native port stands for are not v1.1's (by digest) */
    char differ[2048];
    int ndiffer = gmk_v11_differing(p, differ, sizeof differ);
    fprintf(f, "scripts-not-v11 %d%s%s\n", ndiffer, ndiffer ? " " : "", differ);
    return outdir_close(f, GMK_EXPORT_MARKER, err, errlen);
}
