/* fuzz_shopfacts.c — libFuzzer harness for the shops' tables' parser (classic/shops.facts).
 * fuzz-sources:
 * (the parser lives in src/, which run.sh builds in already: nothing beyond it)
 *
 * Build:  clang -g -O1 -fsanitize=fuzzer,address,undefined -Isrc \
 *             src/data/shopfacts.c src/data/dataparse.c src/level.c \
 *             tests/fuzz/fuzz_shopfacts.c -o /tmp/fuzz_shopfacts
 * Run:    /tmp/fuzz_shopfacts -max_total_time=60
 *
 * The input is handed over as is (not NUL-terminated, may hold NULs).  Besides "no crash",
 * it checks the contract callers rely on: on failure the message is one non-empty line
 * starting "fuzz.facts"; on success every selling kind has its loop, every test is of a
 * known kind with a real item and in-range numbers (a test of m only with a counter, of
 * n only within the pick, else only last), and what shopfacts_write prints parses again
 * to the same tables. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/shopfacts.h"
#include "level.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The tables without where the file gives them: what a rewrite must keep. */
static void forget_lines(spg_shopfacts *f)
{
    for (int i = 0; i < f->nloops; i++) {
        f->loop[i].line = 0;
        for (int k = 0; k < f->loop[i].ntests; k++)
            f->loop[i].test[k].line = 0;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static spg_shopfacts f, g;
    char err[512];
    memset(&f, 0, sizeof f);
    if (shopfacts_parse((const char *)data, size, "fuzz.facts", &f, err, sizeof err) != 0) {
        if (err[0] == '\0' || strchr(err, '\n') || strncmp(err, "fuzz.facts", 10) != 0)
            abort();
        return 0;
    }
    for (int k = 0; k < SPG_SHOP__COUNT; k++)
        if (k != SPG_SHOP_DICE && k != SPG_SHOP_KISSING && f.of_kind[k] < 0)
            abort();
    for (int i = 0; i < f.nloops; i++) {
        const spg_shop_loop *l = &f.loop[i];
        if (l->ntests < 1 || l->ntests > SHOPFACTS_TESTS_MAX || l->pick < 0)
            abort();
        for (int k = 0; k < l->ntests; k++) {
            const spg_shop_test *t = &l->test[k];
            if (t->item <= SPG_ITEM_NONE || t->item >= SPG_ITEM__COUNT)
                abort();
            if ((t->kind == SPG_SHOP_TEST_OUT || t->kind == SPG_SHOP_TEST_ONE_IN_M) &&
                !l->has_counter)
                abort();
            if (t->kind == SPG_SHOP_TEST_PICK && (t->n < 1 || t->n > l->pick))
                abort();
            if (t->kind == SPG_SHOP_TEST_ONE_IN && t->n < 1)
                abort();
            if (t->kind == SPG_SHOP_TEST_ELSE && k != l->ntests - 1)
                abort();
        }
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m || shopfacts_write(m, &f, NULL) != 0 || fclose(m) != 0)
        abort();
    memset(&g, 0, sizeof g);
    if (shopfacts_parse(buf, len, "again.facts", &g, err, sizeof err) != 0)
        abort();
    forget_lines(&f);
    forget_lines(&g);
    if (memcmp(&f, &g, sizeof f) != 0)
        abort();
    free(buf);
    return 0;
}
