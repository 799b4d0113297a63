/* fuzz_roomdata.c — libFuzzer harness for the room-data parser.
 *
 * Build:  clang -g -O1 -fsanitize=fuzzer,address,undefined -Isrc src/data/roomdata.c \
 *             tests/fuzz/fuzz_roomdata.c -o /tmp/fuzz_roomdata
 * Run:    /tmp/fuzz_roomdata -max_total_time=60 tests/fuzz/corpus/roomdata/
 *
 * The input is handed over as is (not NUL-terminated, may hold NULs): the parser has to
 * live with whatever a file holds.  Besides "no crash, no leak", it checks the contract
 * the callers rely on: on failure the output is empty and the message is one non-empty
 * line; on success every item has 1 or 2 versions and a name. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "data/roomdata.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    spg_roomdata d;
    char err[512];
    int rc = roomdata_parse((const char *)data, size, "fuzz.rooms", &d, err, sizeof err);
    if (rc != 0) {
        if (d.sets != NULL || d.nsets != 0 || err[0] == '\0' || strchr(err, '\n'))
            abort();
    } else {
        for (int i = 0; i < d.nsets; i++) {
            const spg_set *s = &d.sets[i];
            if (s->name[0] == '\0' || roomdata_set(&d, s->name) != s)
                abort();
            for (int k = 0; k < s->n; k++)
                if (s->items[k].variants < 1 || s->items[k].variants > 2 ||
                    s->items[k].name[0] == '\0')
                    abort();
        }
        (void)roomdata_require(&d, "start", SPG_SET_ROOM, 1, err, sizeof err);
    }
    roomdata_free(&d);
    return 0;
}
