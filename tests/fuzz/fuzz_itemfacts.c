/* fuzz_itemfacts.c — libFuzzer harness for the item tables' parser (classic/items.facts).
 * fuzz-sources:
 * (the parser lives in src/, which run.sh builds in already: nothing beyond it)
 *
 * Build:  clang -g -O1 -fsanitize=fuzzer,address,undefined -Isrc \
 *             src/data/itemfacts.c src/level.c tests/fuzz/fuzz_itemfacts.c -o /tmp/fuzz_itemfacts
 * Run:    /tmp/fuzz_itemfacts -max_total_time=60
 *
 * The input is handed over as is (not NUL-terminated, may hold NULs).  Besides "no crash",
 * it checks the contract callers rely on: on failure the message is one non-empty line
 * starting "fuzz.facts:" (with a line, or for a missing statement without); on success
 * every item is a real one, every odds at least 1, the counts in range, and what
 * itemfacts_write prints parses again to the same tables. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/itemfacts.h"
#include "level.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    spg_itemfacts f;
    char err[512];
    if (itemfacts_parse((const char *)data, size, "fuzz.facts", &f, err, sizeof err) != 0) {
        if (err[0] == '\0' || strchr(err, '\n') || strncmp(err, "fuzz.facts:", 11) != 0)
            abort();
        return 0;
    }
    if (f.nhidden < 1 || f.nhidden > ITEMFACTS_MAX || f.nchain < 0 || f.nchain > ITEMFACTS_MAX ||
        f.chain_else <= SPG_ITEM_NONE || f.chain_else >= SPG_ITEM__COUNT)
        abort();
    for (int i = 0; i < f.nhidden; i++)
        if (f.hidden[i] <= SPG_ITEM_NONE || f.hidden[i] >= SPG_ITEM__COUNT)
            abort();
    for (int i = 0; i < f.nchain; i++)
        if (f.chain_n[i] < 1 || f.chain_item[i] <= SPG_ITEM_NONE || f.chain_item[i] >= SPG_ITEM__COUNT)
            abort();
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m || itemfacts_write(m, &f, NULL) != 0 || fclose(m) != 0)
        abort();
    spg_itemfacts g;
    if (itemfacts_parse(buf, len, "again.facts", &g, err, sizeof err) != 0)
        abort();
    f.hidden_line = g.hidden_line = f.chain_line = g.chain_line = 0; /* where, not what */
    if (memcmp(&f, &g, sizeof f) != 0)
        abort();
    free(buf);
    return 0;
}
