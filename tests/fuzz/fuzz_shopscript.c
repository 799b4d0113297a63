/* fuzz_shopscript.c — libFuzzer harness for scrShopItemsGen's reader (src/import/
 * shopscript.c): the parse tree of any script, walked for the shape of the shops' loops.
 * fuzz-sources:
 * (the reader and the parser live in src/, which run.sh builds in already)
 *
 * Build and run: tests/fuzz/run.sh SECONDS.  Seeds: tests/fuzz/corpus/shopscript/, written
 * by `build/tests/test_shopscript --write-corpus DIR` from our own script in the shape of
 * scrShopItemsGen (nothing of the original's).
 *
 * The input is the script's text (cut at its first NUL, as a project's script is a
 * string).  Besides "no crash, no leak", it checks the reader's contract: on failure no
 * text and one non-empty line naming the script; on success a text that starts with the
 * header and parses as the shop tables, every selling kind served. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/shopfacts.h"
#include "import/shopscript.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *code = malloc(size + 1);
    if (!code)
        abort();
    memcpy(code, data, size);
    code[size] = 0;
    char *text = (char *)1, err[600] = "";
    int rc = shopscript_read("scrShop", code, "fuzz.gmk", &text, err, sizeof err);
    free(code);
    if (rc != 0) {
        if (rc != -1 || text != NULL || strncmp(err, "scrShop: ", 9) != 0 || strchr(err, '\n'))
            abort();
        return 0;
    }
    if (!text || strncmp(text, "# shops.facts: ", 15) != 0)
        abort();
    spg_shopfacts *f = malloc(sizeof *f);
    if (!f || shopfacts_parse(text, strlen(text), "again.facts", f, err, sizeof err) != 0)
        abort();
    for (int k = 0; k < SPG_SHOP_DICE; k++) /* general .. clothing: the kinds that sell */
        if (f->of_kind[k] < 0)
            abort();
    free(f);
    free(text);
    return 0;
}
