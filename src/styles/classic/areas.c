/* areas.c — the table of areas the classic style builds, and their room data. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "ice.h"
#include "jungle.h"
#include "mines.h"
#include "olmec.h"
#include "temple.h"

static const area_rules *const areas[SPG_AREA__COUNT] = {
    [SPG_AREA_MINES] = &mines_rules,
    [SPG_AREA_ICE_CAVES] = &ice_rules,
    [SPG_AREA_JUNGLE] = &jungle_rules,
    [SPG_AREA_TEMPLE] = &temple_rules, [SPG_AREA_OLMEC] = &olmec_rules,
};

const area_rules *classic_area(spg_area a)
{
    return (unsigned)a < SPG_AREA__COUNT ? areas[a] : NULL;
}

/* The style's public face is the traced unit's; the untraced unit has only its builds. */
#ifndef SPG_UNTRACED
int classic_data_load(const char *dir, classic_data *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    for (int a = 0; a < SPG_AREA__COUNT; a++) {
        const area_rules *r = areas[a];
        char path[PATH_MAX + 64];
        snprintf(path, sizeof path, "%s/classic/%s", dir, r->file);
        if (roomdata_load(path, &out->files[a], err, errlen) != 0 ||
            r->bind(&out->files[a], &out->sets[a], err, errlen) != 0) {
            classic_data_free(out);
            return -1;
        }
        if (!r->hall_file)
            continue;
        snprintf(path, sizeof path, "%s/classic/%s", dir, r->hall_file);
        if (halldata_load(path, &out->halls[a], err, errlen) != 0 ||
            r->bind_hall(&out->halls[a], out->sets[a], err, errlen) != 0) {
            classic_data_free(out);
            return -1;
        }
    }
    if (classic_kinds_load(dir, out->kinds, err, errlen) != 0 ||
        classic_items_load(dir, &out->items, err, errlen) != 0 ||
        classic_shops_load(dir, &out->shops, err, errlen) != 0 ||
        classic_item_sites_build(&out->items, &out->shops, &out->sites, err, errlen) != 0) {
        classic_data_free(out);
        return -1;
    }
    return 0;
}

const char *classic_hall_file(spg_area area)
{
    const area_rules *r = classic_area(area);
    return r ? r->hall_file : NULL;
}

int classic_area_earth(spg_area area)
{
    const area_rules *r = classic_area(area);
    return r ? r->earth : -1;
}

int classic_items_load(const char *dir, spg_itemfacts *out, char *err, size_t errlen)
{
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/classic/items.facts", dir);
    return itemfacts_load(path, out, err, errlen);
}

int classic_shops_load(const char *dir, spg_shopfacts *out, char *err, size_t errlen)
{
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/classic/shops.facts", dir);
    return shopfacts_load(path, out, err, errlen);
}

int classic_kinds_load(const char *dir, classic_kind_facts *out, char *err, size_t errlen)
{
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/classic/objects.facts", dir);
    spg_objfacts f;
    if (objfacts_load(path, &f, err, errlen) != 0)
        return -1;
    int rc = classic_kinds_bind(&f, path, out, err, errlen);
    objfacts_free(&f);
    return rc;
}

void classic_data_free(classic_data *d)
{
    for (int a = 0; a < SPG_AREA__COUNT; a++) {
        if (d->sets[a] && areas[a]->unbind)
            areas[a]->unbind(d->sets[a]);
        roomdata_free(&d->files[a]);
        halldata_free(&d->halls[a]);
    }
    classic_item_sites_free(&d->sites);
    memset(d, 0, sizeof *d);
}
#endif
