/* diff.h — two generations side by side: the first draw where their traces part (site,
 * call, value), and what differs in the finished levels: tiles, rooms, entities, flags.
 * For `spelgen diff A -- B` and the explorer's :diff. */
#ifndef SPG_EXPLORE_DIFF_H
#define SPG_EXPLORE_DIFF_H

#include <stdbool.h>
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

#include "../gen.h"
#include "../whatif.h"

typedef struct diff_entity {
    int kind, x, y;
} diff_entity;

typedef struct diff_flag {
    const struct level_flag *flag; /* its name and how its values read (level_flags.h) */
    int a, b;
} diff_flag;

typedef struct level_compare {
    uint32_t diverge;         /* the first draw whose site, call, value or decision
                               * differs, or that one side does not have; 0: they agree */
    level_diff d;             /* tiles and rooms */
    diff_entity *only_a, *only_b; /* live entities on one side only (kind and tile) */
    int n_only_a, n_only_b;
    diff_flag flag[32];       /* the level flags that differ */
    int nflags;
} level_compare;

/* The first draw number where the traces of a and b differ in site, call, value or the
 * words of the decision, or that one of them does not have (0: they agree). */
uint32_t diff_first_divergence(const spg_result *a, const spg_result *b);

/* Compares two traced results into *out (free it with diff_free).  Returns 0, or -1
 * when memory ran out. */
int diff_compare(const spg_result *a, const spg_result *b, level_compare *out);

/* Whether the comparison found anything that differs: the traces part, or a tile, room,
 * entity or flag differs (spelgen diff's exit status, as diff(1)'s). */
bool diff_differs(const level_compare *c);

/* Frees what diff_compare allocated. */
void diff_free(level_compare *c);

/* Writes the comparison: as text, or as JSON with first_divergence, tiles, rooms,
 * entities and flags (man page, spelgen diff): each tile that differs as both sides'
 * kind, content and flags, and the names of those that differ. */
void diff_write_text(FILE *f, const spg_result *a, const spg_result *b, const level_compare *c);
void diff_write_json(FILE *f, const spg_result *a, const spg_result *b, const level_compare *c);

#endif
