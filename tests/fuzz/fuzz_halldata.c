/* fuzz_halldata.c — libFuzzer harness for the hall-data parser (halldata.h).
 *
 * Run by tests/fuzz/run.sh from tests/fuzz/corpus/halldata/.  The input is handed over as
 * is (not NUL-terminated, may hold NULs).  Besides "no crash, no leak", it checks the
 * contract the callers rely on: on failure the output is empty and the message is one
 * non-empty line; on success there is one level object, at level_at, and every position
 * on the grid but a player's or a prop's. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "data/halldata.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    spg_halldata d;
    char err[512];
    int rc = halldata_parse((const char *)data, size, "fuzz.hall", &d, err, sizeof err);
    if (rc != 0) {
        if (d.obj != NULL || d.n != 0 || err[0] == '\0' || strchr(err, '\n'))
            abort();
    } else {
        int levels = 0;
        for (int i = 0; i < d.n; i++) {
            const spg_hall_obj *o = &d.obj[i];
            levels += o->kind == SPG_HALL_LEVEL;
            if (o->x < 0 || o->y < 0 || (unsigned)o->kind >= SPG_HALL__COUNT)
                abort();
            if (o->kind != SPG_HALL_PLAYER && o->kind != SPG_HALL_PROP && (o->x % 16 || o->y % 16))
                abort();
        }
        if (levels != 1 || d.obj[d.level_at].kind != SPG_HALL_LEVEL)
            abort();
    }
    halldata_free(&d);
    return 0;
}
