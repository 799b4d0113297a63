/* gml_map.h — a string-to-integer map (open addressing), for resolving names once when a
 * project is compiled, never while it runs; and an integer-to-pointer map (instance ids). */
#ifndef SPG_GML_MAP_H
#define SPG_GML_MAP_H

#include <stdbool.h>
#include <stddef.h>

typedef struct gml_map {
    int cap, n;
    char **keys; /* owned copies; NULL empty */
    double *vals;
} gml_map;

/* The value of `key`, into *v; false when missing. */
bool gml_map_get(const gml_map *m, const char *key, double *v);
/* Sets key to v (a copy of the key is kept); -1 out of memory. */
int gml_map_set(gml_map *m, const char *key, double v);
void gml_map_free(gml_map *m);

typedef struct gml_imap {
    int cap, n;
    int *keys;    /* 0x80000000 empty */
    void **vals;
} gml_imap;

void *gml_imap_get(const gml_imap *m, int key);
int gml_imap_set(gml_imap *m, int key, void *v);
void gml_imap_clear(gml_imap *m);
void gml_imap_free(gml_imap *m);

#endif
