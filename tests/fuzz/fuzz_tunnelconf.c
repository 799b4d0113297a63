/* fuzz_tunnelconf.c — libFuzzer harness for the tunnel style's knob parser (tunnel.conf).
 * fuzz-sources:
 * (the parser lives in src/, which run.sh builds in already: nothing beyond it)
 *
 * Build:  clang -g -O1 -fsanitize=fuzzer,address,undefined -Isrc \
 *             src/styles/tunnel/conf.c tests/fuzz/fuzz_tunnelconf.c -lm -o /tmp/fuzz_tunnelconf
 * Run:    /tmp/fuzz_tunnelconf -max_total_time=60
 *
 * The input is handed over as is (not NUL-terminated, may hold NULs).  Besides "no crash,
 * no leak", it checks the contract callers rely on: on failure the knobs are zeroed and
 * the message is one non-empty line starting "fuzz.conf:LINE:COL: "; on success every
 * knob lies within what the loader accepts, min <= max, whole where it must be. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "styles/tunnel/tunnel.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tunnel_conf c;
    char err[512];
    int rc = tunnel_conf_parse((const char *)data, size, "fuzz.conf", &c, err, sizeof err);
    if (rc != 0) {
        int line, col, n = 0;
        if (err[0] == '\0' || strchr(err, '\n') ||
            sscanf(err, "fuzz.conf:%d:%d: %n", &line, &col, &n) != 2 || n == 0 || line < 1 ||
            col < 1 || err[n] == '\0')
            abort();
        for (int k = 0; k < TK__COUNT; k++)
            if (c.min[k] != 0 || c.max[k] != 0)
                abort();
        return 0;
    }
    for (int k = 0; k < TK__COUNT; k++) {
        const tunnel_knob_info *ki = &tunnel_knobs[k];
        if (!(c.min[k] <= c.max[k]) || c.min[k] < ki->lo || c.max[k] > ki->hi)
            abort();
        if (!ki->real && (c.min[k] != floor(c.min[k]) || c.max[k] != floor(c.max[k])))
            abort();
    }
    return 0;
}
