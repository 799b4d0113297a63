/* fuzz_gmksplit_xml.c — libFuzzer harness for the XML subset reader of GmkSplitter trees
 * (src/import/gmksplit_xml.c).
 * fuzz-sources:
 * (the reader lives in src/, which run.sh builds in already: nothing beyond it)
 *
 * Build and run: tests/fuzz/run.sh SECONDS.  Seeds: tests/fuzz/corpus/gmksplit_xml/, our
 * own small files in the format (a resource list, an object, an event, a room).
 *
 * The input is handed over as is (not NUL-terminated, may hold NULs).  Besides "no crash,
 * no leak, no unbounded recursion", it checks the reader's contract: on failure the root
 * is empty and the message is one non-empty line starting "fuzz.xml:LINE: "; on success
 * every element has a name, a text and attributes with values, lines never go down in
 * document order, and nesting stays within GX_DEPTH_MAX. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/gmksplit_xml.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(const gx_node *n, int depth, int *line)
{
    if (depth > GX_DEPTH_MAX || !n->name || !n->name[0] || !n->text || n->line < *line)
        abort();
    *line = n->line;
    for (int i = 0; i < n->nattrs; i++)
        if (!n->attrs[i].name || !n->attrs[i].value ||
            gx_attr_value(n, n->attrs[i].name) == NULL)
            abort();
    for (int i = 0; i < n->nchildren; i++) {
        check(&n->children[i], depth + 1, line);
        if (gx_child(n, n->children[i].name) == NULL)
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    gx_node root;
    char err[256];
    err[0] = '\0';
    if (gx_parse((const char *)data, size, "fuzz.xml", &root, err, sizeof err) != 0) {
        if (root.name || root.children || root.attrs || root.text)
            abort();
        int line = 0;
        if (sscanf(err, "fuzz.xml:%d: ", &line) != 1 || line < 1 || strchr(err, '\n'))
            abort();
        return 0;
    }
    int line = 0;
    check(&root, 1, &line);
    gx_find(&root, "instance");
    gx_free(&root);
    return 0;
}
