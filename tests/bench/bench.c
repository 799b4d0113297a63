/* bench.c — throughput, measured: the bare RNG's draws per second (the ceiling), then
 * levels generated with tracing off and on (levels and draws per second, and the share
 * of the ceiling), find's seeds per second for a path-only and a whole-level filter,
 * and the explorer's step model: the time to jump anywhere in a traced level.  Each
 * generation number is the best of several short runs.  Prints numbers only; timing
 * never decides a test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gen.h"
#include "rng.h"
#include "search/find.h"
#include "explore/stepper.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double ceiling_draws;

/* Levels and draws per second of one short run, tracing off or on. */
static void run_once(const spg_data *d, bool trace, double secs, spg_result *res, double *lps,
                     double *dps, double *per_level)
{
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
    *lps = levels / t;
    *dps = draws / t;
    *per_level = (double)draws / levels;
}

/* Generation with tracing off and on, in alternating short runs, each the best of its
 * runs: a shared machine's other work slows some runs, never speeds one up. */
static void generation(const spg_data *d, double secs)
{
    spg_result *res = calloc(1, sizeof *res);
    double best[2][3] = {{0}};
    for (int round = 0; round < 5; round++)
        for (int trace = 0; trace < 2; trace++) {
            double v[3];
            run_once(d, trace, secs / 5, res, &v[0], &v[1], &v[2]);
            if (v[0] > best[trace][0])
                memcpy(best[trace], v, sizeof v);
        }
    for (int trace = 0; trace < 2; trace++)
        printf("generation, tracing %-3s  %9.0f levels/s  %6.1f M draws/s  (%.0f draws a level, "
               "%.0f%% of the ceiling)\n",
               trace ? "on" : "off", best[trace][0], best[trace][1] / 1e6, best[trace][2],
               100.0 * best[trace][1] / ceiling_draws);
    printf("tracing costs %.2fx (on against off)\n", best[0][0] / best[1][0]);
    spg_result_free(res);
    free(res);
}

static int count_line(const char *line, void *ctx)
{
    (void)line;
    (*(unsigned long *)ctx)++;
    return 0;
}

/* Seeds per second of `find` on one and on two threads, and what 10^6 seeds take on
 * two (measured, not doubled). */
static void find_speed(const spg_data *d, const char *what, const char *name, const char *value,
                       int level, uint32_t seeds)
{
    double rate[2];
    for (int threads = 1; threads <= 2; threads++) {
        spg_find_config fc;
        find_config_init(&fc);
        char err[256];
        char lv[8];
        snprintf(lv, sizeof lv, "%d", level);
        if (filter_set(&fc.filter, "level", lv, err, sizeof err) != 0 ||
            filter_set(&fc.filter, name, value, err, sizeof err) != 0) {
            fprintf(stderr, "bench: %s\n", err);
            return;
        }
        fc.from = 1;
        fc.to = seeds * (uint32_t)threads;
        fc.threads = threads;
        unsigned long lines = 0;
        spg_find_stats st;
        double t0 = now();
        if (find_run(&fc, d, count_line, NULL, &lines, &st, err, sizeof err) != 0) {
            fprintf(stderr, "bench: %s\n", err);
            return;
        }
        rate[threads - 1] = seeds * threads / (now() - t0);
    }
    printf("find %-38s %7.0f seeds/s on 1 thread, %7.0f on 2 (10^6 seeds: %.0f s)\n", what,
           rate[0], rate[1], 1e6 / rate[1]);
}

/* The explorer's step model: jumps to random draws of a traced level 4. */
static void step_speed(const spg_data *d)
{
    spg_result *res = calloc(1, sizeof *res);
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.seed = 7;
    rq.level = 4;
    rq.trace = true;
    char err[256];
    if (spg_generate(&rq, d, res, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", err);
        return;
    }
    stepper s = {0}; /* stepper_init reuses what a stepper holds */
    if (stepper_init(&s, res) != 0)
        return;
    uint32_t x = 12345, jumps = 20000;
    double worst = 0, t0 = now();
    for (uint32_t i = 0; i < jumps; i++) {
        x = x * 1664525u + 1013904223u;
        double a = now();
        stepper_seek(&s, x % (res->draws + 1));
        double b = now() - a;
        if (b > worst)
            worst = b;
    }
    double t = now() - t0;
    printf("explorer step model: a jump anywhere in level 4 takes %.3f ms on average, "
           "%.3f ms at worst\n", 1e3 * t / jumps, 1e3 * worst);
    stepper_free(&s);
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
    /* the ceiling: the best of five short runs, as generation's numbers are */
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 1);
    volatile long sink = 0;
    ceiling_draws = 0;
    for (int round = 0; round < 5; round++) {
        unsigned long long n = 0;
        double t0 = now(), t;
        do {
            for (int i = 0; i < 1 << 20; i++)
                sink += rng_rand(&r, 1, 100, NULL);
            n += 1 << 20;
            t = now() - t0;
        } while (t < secs / 5);
        if (n / t > ceiling_draws)
            ceiling_draws = n / t;
    }
    printf("bare RNG (the ceiling)         %6.1f M draws/s\n", ceiling_draws / 1e6);
    generation(&d, secs);
    find_speed(&d, "level 2, the path (--start-col 0)", "start-col", "0", 2, 20000);
    find_speed(&d, "level 2, the level rolls (--dark)", "dark", NULL, 2, 8000);
    find_speed(&d, "level 2, whole levels (--has damsel)", "has", "damsel", 2, 5000);
    step_speed(&d);
    spg_data_free(&d);
    return 0;
}
