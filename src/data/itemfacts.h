/* itemfacts.h — the item tables (data/classic/items.facts): which item each case of
 * scrGenerateItem's "Underground Set" makes (the item hidden in a block), and its "High
 * End Set" (the Dice House's prize): a chain of one-in-N tests and the item each takes,
 * then the item when every test fails.  The classic style rolls them (items.c) from the
 * file; `spelgen import` writes them from the user's copy of the original's script.
 *
 * The file, one statement a line, `#` to the line's end a comment; items by their JSON
 * names (jetpack, cape, climbing_gloves, ..., bomb_bag):
 *   hidden ITEM...                  the cases 0, 1, ... in order: rand(0, count-1)
 *   high-end N ITEM ... else ITEM   a test rand(1,N) == 1 per pair, in order (N >= 1)
 * Each appears once; hidden has 1 to ITEMFACTS_MAX items, high-end 0 to ITEMFACTS_MAX
 * tests. */
#ifndef SPG_ITEMFACTS_H
#define SPG_ITEMFACTS_H

#include <stddef.h>
#include <stdio.h>

enum { ITEMFACTS_MAX = 64 };

typedef struct spg_itemfacts {
    int nhidden;
    int hidden[ITEMFACTS_MAX]; /* spg_item, case by case */
    int nchain;
    int chain_n[ITEMFACTS_MAX], chain_item[ITEMFACTS_MAX];
    int chain_else;
    int hidden_line, chain_line; /* where the file gives each (0 for tables made in memory) */
} spg_itemfacts;

/* Parses `len` bytes of the format (`file` names it in messages).  Returns 0, or -1 with
 * "file:line: message" (or "file: message" for a missing statement) in err. */
int itemfacts_parse(const char *text, size_t len, const char *file, spg_itemfacts *out,
                    char *err, size_t errlen);

/* Reads and parses the file at `path` ("path: message" if unreadable). */
int itemfacts_load(const char *path, spg_itemfacts *out, char *err, size_t errlen);

/* Writes `f` in the format after `header` (comment lines, or NULL); 0, or -1 if writing
 * failed. */
int itemfacts_write(FILE *out, const spg_itemfacts *f, const char *header);

#endif
