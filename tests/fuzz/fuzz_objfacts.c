/* fuzz_objfacts.c — libFuzzer harness for the object-facts parser (classic/objects.facts).
 * fuzz-sources:
 * (the parser lives in src/, which run.sh builds in already: nothing beyond it)
 *
 * Build:  clang -g -O1 -fsanitize=fuzzer,address,undefined -Isrc \
 *             src/data/objfacts.c tests/fuzz/fuzz_objfacts.c -o /tmp/fuzz_objfacts
 * Run:    /tmp/fuzz_objfacts -max_total_time=60
 *
 * The input is handed over as is (not NUL-terminated, may hold NULs).  Besides "no crash,
 * no leak", it checks the contract callers rely on: on failure nothing is allocated and
 * the message is one non-empty line starting "fuzz.facts:LINE: "; on success every
 * reference is in range, no object is its own ancestor, every box is not empty, and what
 * objfacts_write prints parses again to the same counts. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/objfacts.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    spg_objfacts f;
    char err[512];
    if (objfacts_parse((const char *)data, size, "fuzz.facts", &f, err, sizeof err) != 0) {
        int line, n = 0;
        if (err[0] == '\0' || strchr(err, '\n') || sscanf(err, "fuzz.facts:%d: %n", &line, &n) != 1 ||
            n == 0 || line < 1 || err[n] == '\0')
            abort();
        return 0;
    }
    for (int i = 0; i < f.nobj; i++) {
        const spg_object_facts *o = &f.obj[i];
        if (o->parent < -1 || o->parent >= f.nobj || o->sprite < -1 || o->sprite >= f.nspr ||
            o->mask < -1 || o->mask >= f.nspr)
            abort();
        int a = o->parent;
        for (int steps = 0; a >= 0; steps++, a = f.obj[a].parent)
            if (a == i || steps > f.nobj)
                abort();
    }
    for (int i = 0; i < f.nspr; i++)
        if (f.spr[i].left > f.spr[i].right || f.spr[i].top > f.spr[i].bottom)
            abort();
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m || objfacts_write(m, &f, NULL) != 0 || fclose(m) != 0)
        abort();
    spg_objfacts g;
    if (objfacts_parse(buf, len, "again.facts", &g, err, sizeof err) != 0 || g.nobj != f.nobj ||
        g.nspr != f.nspr)
        abort();
    free(buf);
    objfacts_free(&f);
    objfacts_free(&g);
    return 0;
}
