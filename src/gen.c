/* gen.c — the registry of styles: each style's entry, found by name or index, and a
 * request handed to its style. */
#include "gen.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "styles/classic/classic.h"
#include "styles/fools/fools.h"
#include "styles/tunnel/tunnel.h"

int spg_parse_u32(const char *s, uint32_t *out)
{
    if (!s || !*s)
        return -1;
    const char *p = s;
    int base = 10;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
        if (!*p)
            return -1;
    }
    for (const char *q = p; *q; q++)
        if (!(base == 16 ? (*q >= '0' && *q <= '9') || (*q >= 'a' && *q <= 'f') ||
                               (*q >= 'A' && *q <= 'F')
                         : (*q >= '0' && *q <= '9')))
            return -1;
    errno = 0;
    unsigned long long v = strtoull(p, NULL, base);
    if (errno || v > 0xFFFFFFFFull || strlen(p) > 20)
        return -1;
    *out = (uint32_t)v;
    return 0;
}

/* The styles.  A new style adds its line here, its index to spg_style (style.h), and its
 * files under src/styles/NAME/, its entry in NAME/style.c. */
static const spg_style_impl *const styles[SPG_STYLE__COUNT] = {
    [SPG_STYLE_CLASSIC] = &classic_style,
    [SPG_STYLE_FOOLS] = &fools_style,
    [SPG_STYLE_TUNNEL] = &tunnel_style,
};

const spg_style_impl *spg_style_get(spg_style s)
{
    return (unsigned)s < SPG_STYLE__COUNT ? styles[s] : NULL;
}

const spg_style_impl *spg_style_of(const spg_result *r)
{
    const spg_style_impl *st = spg_style_get(r->style);
    return st ? st : styles[SPG_STYLE_CLASSIC];
}

const spg_style_impl *spg_style_find(const char *name, spg_style *index)
{
    for (int i = 0; i < SPG_STYLE__COUNT; i++)
        if (strcmp(styles[i]->name, name) == 0) {
            if (index)
                *index = (spg_style)i;
            return styles[i];
        }
    return NULL;
}

int spg_style_max_level(void)
{
    int max = 0;
    for (int i = 0; i < SPG_STYLE__COUNT; i++)
        if (styles[i]->max_level > max)
            max = styles[i]->max_level;
    return max;
}

int spg_data_site_names(const spg_data *d, spg_style s, const char **names, int max)
{
    const spg_style_impl *st = spg_style_get(s);
    if (!st || !d || !d->style_data[s] || !st->data_sites)
        return 0;
    return st->data_sites(d->style_data[s], names, max);
}

int spg_generate(const spg_request *rq, const spg_data *data, spg_result *out, char *err,
                 size_t errlen)
{
    const spg_style_impl *st = spg_style_get(rq->style);
    if (!st) {
        snprintf(err, errlen, "style %d is not one of spelgen's styles", (int)rq->style);
        return -1;
    }
    out->style = rq->style;
    out->place[0] = 0;
    return st->generate(rq, data ? data->style_data[rq->style] : NULL, out, err, errlen);
}

void spg_result_free(spg_result *r)
{
    trace_free(&r->trace);
    free(r->style_record);
    r->style_record = NULL;
}

int spg_data_load(const char *dir, spg_data *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (spg_data_find(dir, out->dir, sizeof out->dir, err, errlen) != 0)
        return -1;
    for (int s = 0; s < SPG_STYLE__COUNT; s++) {
        const spg_style_impl *st = spg_style_get((spg_style)s);
        if (st && st->load && st->load(out->dir, &out->style_data[s], err, errlen) != 0) {
            spg_data_free(out);
            return -1;
        }
    }
    return 0;
}

void spg_data_free(spg_data *d)
{
    for (int s = 0; s < SPG_STYLE__COUNT; s++) {
        const spg_style_impl *st = spg_style_get((spg_style)s);
        if (st && st->free_data && d->style_data[s])
            st->free_data(d->style_data[s]);
    }
    memset(d, 0, sizeof *d);
}
