/* bench.c — throughput, measured: the bare RNG's draws per second (the ceiling), then
 * whole games generated with tracing off and on: levels per second and draws per
 * second.  Prints numbers only; timing never decides a test. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gen.h"
#include "rng.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void run(const spg_data *d, bool trace, double secs)
{
    spg_result *res = calloc(1, sizeof *res);
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.trace = trace;
    rq.from_state = true;
    char err[256];
    unsigned long levels = 0;
    unsigned long long draws = 0;
    double t0 = now(), t;
    uint32_t s = 1;
    do {
        for (int i = 0; i < 64; i++) {
            rq.seed = s++ * 2654435761u;
            rq.level = 1 + (int)(s % 4);
            if (spg_generate(&rq, d, res, err, sizeof err) != 0) {
                fprintf(stderr, "bench: %s\n", err);
                exit(1);
            }
            levels++;
            draws += res->draws;
        }
        t = now() - t0;
    } while (t < secs);
    printf("generation, tracing %-3s  %9.0f levels/s  %6.1f M draws/s  (%.0f draws a level)\n",
           trace ? "on" : "off", levels / t, draws / t / 1e6, (double)draws / levels);
    spg_result_free(res);
    free(res);
}

int main(int argc, char **argv)
{
    double secs = argc > 1 ? atof(argv[1]) : 2.0;
    spg_data d;
    char err[512];
    if (spg_data_load(NULL, &d, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", err);
        return 1;
    }
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 1);
    volatile long sink = 0;
    unsigned long long n = 0;
    double t0 = now(), t;
    do {
        for (int i = 0; i < 1 << 20; i++)
            sink += rng_rand(&r, 1, 100, NULL);
        n += 1 << 20;
        t = now() - t0;
    } while (t < secs);
    printf("bare RNG (the ceiling)         %6.1f M draws/s\n", n / t / 1e6);
    run(&d, false, secs);
    run(&d, true, secs);
    spg_data_free(&d);
    return 0;
}
