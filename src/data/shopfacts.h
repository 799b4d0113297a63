/* shopfacts.h — the shops' tables (data/classic/shops.facts): for each kind of shop, the
 * loop that picks the item it sells, as the original's scrShopItemsGen writes one loop
 * per kind.  The classic style runs them (items.c) from the file; `spelgen import` writes
 * them from the user's copy of the original's script (src/import/shopscript.c).
 *
 * A loop's pass: if the loop has a pick, n = rand(1,K) is drawn first; then its tests in
 * order, each drawn (or checked) only when the ones before it failed, the first that
 * holds naming the item.  A unique item that is already on the level ends the pass with
 * no item; so does a pass whose tests all fail.  Then, if the loop has a counter, m goes
 * down by one, and the next pass begins.  The file, one statement a line, `#` to the
 * line's end a comment; items by their JSON names (jetpack, ..., bomb_bag):
 *
 *   shop KIND... [counter M] [pick K]   a loop, for the kinds named (general, bomb,
 *                                       weapon, rare, clothing, dice, kissing); m = M
 *                                       before the first pass (0..1000000); n = rand(1,K)
 *                                       at each pass's start (1..1000000)
 *     TEST ITEM DX DY [unique]          the item made at (xpos+DX, ypos+DY), -64..64;
 *                                       `unique`: only if none is on the level yet
 *   end
 *
 * where TEST is one of
 *   out        m <= 0                  (the loop has a counter)
 *   1-in N     rand(1,N) == 1          (N 1..1000000)
 *   1-in m     rand(1,m) == 1          (the loop has a counter)
 *   n K        n == K                  (the loop has a pick; K 1..its K)
 *   else       always: the last test of its loop
 * Each loop has 1 to SHOPFACTS_TESTS_MAX tests; every kind that sells (general, bomb,
 * weapon, rare, clothing) has exactly one loop, dice and kissing at most one. */
#ifndef SPG_SHOPFACTS_H
#define SPG_SHOPFACTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "../level.h"

enum { SHOPFACTS_TESTS_MAX = 32, SHOPFACTS_LOOPS_MAX = SPG_SHOP__COUNT };

typedef enum spg_shop_test_kind {
    SPG_SHOP_TEST_OUT,      /* m <= 0 */
    SPG_SHOP_TEST_ONE_IN,   /* rand(1,n) == 1 */
    SPG_SHOP_TEST_ONE_IN_M, /* rand(1,m) == 1 */
    SPG_SHOP_TEST_PICK,     /* the pass's n == n */
    SPG_SHOP_TEST_ELSE,     /* always */
} spg_shop_test_kind;

typedef struct spg_shop_test {
    spg_shop_test_kind kind;
    int n;       /* SPG_SHOP_TEST_ONE_IN: N; SPG_SHOP_TEST_PICK: K; else 0 */
    int item;    /* spg_item */
    int dx, dy;  /* where the item is made: (xpos+dx, ypos+dy) */
    bool unique; /* only when no such item is on the level */
    int line;    /* its line in the file (0 for tables made in memory) */
} spg_shop_test;

typedef struct spg_shop_loop {
    unsigned kinds;   /* 1u << kind for each spg_shop_kind it serves */
    bool has_counter; /* m = counter before the first pass, m -= 1 after each */
    int counter;
    int pick;         /* n = rand(1,pick) at each pass's start, or 0: none */
    int ntests;
    spg_shop_test test[SHOPFACTS_TESTS_MAX];
    int line;         /* its `shop` line (0 for tables made in memory) */
} spg_shop_loop;

typedef struct spg_shopfacts {
    int nloops;
    spg_shop_loop loop[SHOPFACTS_LOOPS_MAX];
    int of_kind[SPG_SHOP__COUNT]; /* the loop serving each kind, or -1 */
} spg_shopfacts;

/* The file's word for a shop kind ("general", "bomb", ...), and the kind a word names
 * (s[0..n)), or -1. */
const char *shopfacts_kind_word(int kind);
int shopfacts_kind_of(const char *s, size_t n);

/* Checks tables made in memory (of_kind filled from the loops' kinds) as the parser
 * checks a file's: 0, or -1 with "where: message" in err. */
int shopfacts_check(spg_shopfacts *f, const char *where, char *err, size_t errlen);

/* Parses `len` bytes of the format (`file` names it in messages).  Returns 0, or -1 with
 * "file:line: message" (or "file: message" for what is missing) in err. */
int shopfacts_parse(const char *text, size_t len, const char *file, spg_shopfacts *out,
                    char *err, size_t errlen);

/* Reads and parses the file at `path` ("path: message" if unreadable). */
int shopfacts_load(const char *path, spg_shopfacts *out, char *err, size_t errlen);

/* Writes `f` in the format after `header` (comment lines, or NULL); 0, or -1 if writing
 * failed. */
int shopfacts_write(FILE *out, const spg_shopfacts *f, const char *header);

#endif
