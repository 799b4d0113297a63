/* gen.h — the registry of styles, and the generator as one pure function: (style, seed
 * or state, level, options, data) -> (level, trace).  It never prints and never touches
 * the terminal.  What a style is given and gives back is in style.h. */
#ifndef SPG_GEN_H
#define SPG_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include "data/datadir.h"
#include "style.h"

/* The data every style reads, loaded from one data directory: each style's behind an
 * opaque pointer that its own load() fills. */
typedef struct spg_data {
    char dir[4096];
    void *style_data[SPG_STYLE__COUNT];
} spg_data;

/* A style's loaded data (what its load() made), or NULL when there is no data. */
static inline const void *spg_style_data(const spg_data *d, spg_style s)
{
    return d ? d->style_data[s] : NULL;
}

/* The names of the sites style s's loaded data words (the classic item tables': an
 * import's tables name their own), beyond those its code declares: at most max into
 * names (strings of d's), returns how many; 0 without data. */
int spg_data_site_names(const spg_data *d, spg_style s, const char **names, int max);

/* The style called `name`, or NULL; the style of an index (NULL: none); and the style
 * that built a result (a zeroed result's: the classic style). */
const spg_style_impl *spg_style_find(const char *name, spg_style *index);
const spg_style_impl *spg_style_get(spg_style s);
const spg_style_impl *spg_style_of(const spg_result *r);

/* The highest max_level of any style: the bound of a level number before its style is
 * known (the command line reads --level before --style may follow). */
int spg_style_max_level(void);

/* Finds the data directory as spg_data_find (data/datadir.h) does, and loads every
 * style's tables from it (each style's load()).  Returns 0, or -1 with a message in err. */
int spg_data_load(const char *dir, spg_data *out, char *err, size_t errlen);

/* Frees what spg_data_load allocated. */
void spg_data_free(spg_data *d);

/* Generates the requested level into *out (whose trace may hold buffers from an earlier
 * call: they are reused).  Returns 0, or -1 with a message in err (bad level, ...). */
int spg_generate(const spg_request *rq, const spg_data *data, spg_result *out, char *err,
                 size_t errlen);

/* Frees the result's trace buffers. */
void spg_result_free(spg_result *r);

/* Parses a seed or state: decimal or 0x hex, 0..4294967295.  Returns 0 or -1. */
int spg_parse_u32(const char *s, uint32_t *out);

#endif
