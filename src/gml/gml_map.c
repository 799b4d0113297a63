/* gml_map.c — the maps of gml_map.h. */
#include "gml/gml_map.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static uint32_t hash_str(const char *s)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static int find_slot(const gml_map *m, const char *key)
{
    uint32_t i = hash_str(key) & (uint32_t)(m->cap - 1);
    while (m->keys[i] && strcmp(m->keys[i], key) != 0)
        i = (i + 1) & (uint32_t)(m->cap - 1);
    return (int)i;
}

bool gml_map_get(const gml_map *m, const char *key, double *v)
{
    if (!m->cap)
        return false;
    int i = find_slot(m, key);
    if (!m->keys[i])
        return false;
    *v = m->vals[i];
    return true;
}

static int grow(gml_map *m)
{
    gml_map bigger = {m->cap ? m->cap * 2 : 64, 0, NULL, NULL};
    bigger.keys = calloc((size_t)bigger.cap, sizeof *bigger.keys);
    bigger.vals = calloc((size_t)bigger.cap, sizeof *bigger.vals);
    if (!bigger.keys || !bigger.vals) {
        free(bigger.keys);
        free(bigger.vals);
        return -1;
    }
    for (int i = 0; i < m->cap; i++)
        if (m->keys[i]) {
            int j = find_slot(&bigger, m->keys[i]);
            bigger.keys[j] = m->keys[i];
            bigger.vals[j] = m->vals[i];
            bigger.n++;
        }
    free(m->keys);
    free(m->vals);
    *m = bigger;
    return 0;
}

int gml_map_set(gml_map *m, const char *key, double v)
{
    if ((m->n + 1) * 2 > m->cap && grow(m) != 0)
        return -1;
    int i = find_slot(m, key);
    if (!m->keys[i]) {
        if (!(m->keys[i] = strdup(key)))
            return -1;
        m->n++;
    }
    m->vals[i] = v;
    return 0;
}

void gml_map_free(gml_map *m)
{
    for (int i = 0; i < m->cap; i++)
        free(m->keys[i]);
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

#define IMAP_EMPTY ((int)0x80000000)

static int ifind(const gml_imap *m, int key)
{
    uint32_t i = ((uint32_t)key * 2654435761u) & (uint32_t)(m->cap - 1);
    while (m->keys[i] != IMAP_EMPTY && m->keys[i] != key)
        i = (i + 1) & (uint32_t)(m->cap - 1);
    return (int)i;
}

void *gml_imap_get(const gml_imap *m, int key)
{
    if (!m->cap)
        return NULL;
    int i = ifind(m, key);
    return m->keys[i] == key ? m->vals[i] : NULL;
}

int gml_imap_set(gml_imap *m, int key, void *v)
{
    if ((m->n + 1) * 2 > m->cap) {
        gml_imap b = {m->cap ? m->cap * 2 : 256, 0, NULL, NULL};
        b.keys = malloc((size_t)b.cap * sizeof *b.keys);
        b.vals = malloc((size_t)b.cap * sizeof *b.vals);
        if (!b.keys || !b.vals) {
            free(b.keys);
            free(b.vals);
            return -1;
        }
        for (int i = 0; i < b.cap; i++)
            b.keys[i] = IMAP_EMPTY;
        for (int i = 0; i < m->cap; i++)
            if (m->keys[i] != IMAP_EMPTY) {
                int j = ifind(&b, m->keys[i]);
                b.keys[j] = m->keys[i];
                b.vals[j] = m->vals[i];
                b.n++;
            }
        free(m->keys);
        free(m->vals);
        *m = b;
    }
    int i = ifind(m, key);
    if (m->keys[i] != key) {
        m->keys[i] = key;
        m->n++;
    }
    m->vals[i] = v;
    return 0;
}

void gml_imap_clear(gml_imap *m)
{
    for (int i = 0; i < m->cap; i++)
        m->keys[i] = IMAP_EMPTY;
    m->n = 0;
}

void gml_imap_free(gml_imap *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}
