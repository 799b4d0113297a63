/* fuzz_gml.c — libFuzzer harness for the GML subset's tokens and parser
 * (src/gml/gml_lex.c, gml_parse.c).
 *
 * Build and run: tests/fuzz/run.sh SECONDS.  Seeds: tests/fuzz/corpus/gml/, scripts of our
 * own in the shape of room scripts (nothing of the original's).
 *
 * The input is a script's bytes as they are (not NUL-terminated, may hold NULs).  Besides
 * "no crash, no leak, no stack overflow" (nesting is bounded), it checks the contract: on
 * failure no tree and one line naming the script; on success a block that prints (every
 * node's text is there to print) and frees. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gml/gml_parse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char *print(const gml_node *n, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    if (!f)
        abort();
    gml_print(f, n);
    fclose(f);
    return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    gml_node *n = (gml_node *)1;
    char err[256];
    int rc = gml_parse("fuzz", (const char *)data, size, &n, err, sizeof err);
    if (rc != 0) {
        if (n != NULL || strncmp(err, "fuzz: ", 6) != 0 || strchr(err, '\n'))
            abort();
        return 0;
    }
    if (!n || n->kind != GML_BLOCK)
        abort();
    size_t len;
    char *text = print(n, &len);
    gml_free(n);
    free(text);
    return 0;
}
