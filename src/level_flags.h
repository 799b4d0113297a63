/* level_flags.h — a level's flags by the names show --format json gives them (its
 * "flags" object, in its order): one vocabulary for the JSON, the trace's flag events,
 * trace --watch flag and diff. */
#ifndef SPG_LEVEL_FLAGS_H
#define SPG_LEVEL_FLAGS_H

#include <stddef.h>

#include "level.h"

typedef struct level_flag {
    const char *name; /* the JSON's key: "snake_pit", "kali_altar", "shop" ... */
    size_t off;       /* where in spg_level_flags: a bool, or the shop's int */
    bool shop;        /* the shop's kind (SPG_SHOP_NONE none), not a bool */
} level_flag;

/* The flags, in the JSON's order. */
extern const level_flag level_flags[];
extern const int nlevel_flags;

/* The flag called name, or NULL; a '-' reads as '_' ("snake-pit", as show's text and
 * find's options write it, is snake_pit). */
const level_flag *level_flag_find(const char *name);

/* Flag f's value in fl: a bool as 0 or 1, the shop's kind (SPG_SHOP_NONE none). */
int level_flag_value(const level_flag *f, const spg_level_flags *fl);

/* A value of f in the JSON's words: "true" or "false", a shop's id ("general-store")
 * or "null" (no shop). */
const char *level_flag_words(const level_flag *f, int value);

/* The names, comma-separated ("snake_pit, shop, dark, ..."), into buf. */
void level_flag_names(char *buf, size_t len);

#endif
