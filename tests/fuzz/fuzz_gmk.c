/* fuzz_gmk.c — libFuzzer harness for the GameMaker 8.0 project reader (src/import/gmk.c).
 *
 * Build and run: tests/fuzz/run.sh SECONDS (it builds the library instrumented, with zlib).
 * Seeds: tests/fuzz/corpus/gmk/, written by `build/tests/test_gmk --write-corpus DIR` from
 * our own synthetic project (nothing of the original's).
 *
 * The first byte chooses the reading: even, the file as it is (zlib blocks); odd, a file
 * whose blocks hold their bytes uncompressed (gmk_read_stored), so that mutations reach
 * the resource readers instead of dying in zlib's checks.  Besides "no crash, no leak, no
 * unbounded allocation", it checks the reader's contract: on failure the project is empty
 * and the message is one line naming the file; on success every reference an object or
 * an instance holds is -1 or in range, every event's type is GameMaker 8.0's, every
 * present resource has a name. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "import/gmk.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(const gmk_project *p)
{
    for (int i = 0; i < p->nobjects; i++) {
        const gmk_object *o = &p->objects[i];
        if (!o->name)
            continue;
        if (o->parent < -1 || o->parent >= p->nobjects || o->sprite < -1 ||
            o->sprite >= p->nsprites || o->mask < -1 || o->mask >= p->nsprites)
            abort();
        for (int e = 0; e < o->nevents; e++) {
            const gmk_event *ev = &o->events[e];
            if (ev->type < 0 || ev->type >= GMK_EV__COUNT || ev->nactions < 0)
                abort();
            if (e > 0 && ev->type < o->events[e - 1].type)
                abort(); /* by type, as the file lists them */
            for (int a = 0; a < ev->nactions; a++)
                for (int g = 0; g < ev->actions[a].nargs; g++)
                    if (!ev->actions[a].args[g])
                        abort();
        }
    }
    for (int i = 0; i < p->nrooms; i++) {
        const gmk_room *r = &p->rooms[i];
        if (!r->name)
            continue;
        if (!r->code)
            abort();
        for (int k = 0; k < r->ninstances; k++)
            if (r->instances[k].object < 0 || r->instances[k].object >= p->nobjects ||
                !r->instances[k].code)
                abort();
    }
    for (int i = 0; i < p->nscripts; i++)
        if (p->scripts[i].name && !p->scripts[i].code)
            abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    gmk_project p;
    char err[512];
    int rc = (data[0] & 1) ? gmk_read_stored(data + 1, size - 1, "fuzz.gmk", &p, err, sizeof err)
                           : gmk_read(data + 1, size - 1, "fuzz.gmk", &p, err, sizeof err);
    if (rc != 0) {
        if (p.objects || p.nobjects || p.scripts || p.rooms || p.sprites ||
            strncmp(err, "fuzz.gmk: ", 10) != 0 || strchr(err, '\n'))
            abort();
    } else {
        check(&p);
    }
    gmk_free(&p);
    return 0;
}
