/* levels.c — the whole generator, area by area, through the public interface only
 * (gen.h, game.h), so that the same file builds against another commit's library:
 * `make bench` runs it on the work tree, `make bench-compare REF=<commit>` on both.
 *
 *   levels count AREA N [T]   generates N levels of AREA untimed, tracing off (T 0, the
 *                             default) or on (callgrind counts the instructions: run with
 *                             N and with 0, divide the difference)
 *   levels rate AREA SECS T   levels per second over about SECS, tracing off (T 0) or on
 *   levels load N             the data's loading, N times: the median in ms
 *
 * AREA is 0-4: the Mines (levels 1-4), the Jungle (5-8), the Ice Caves (9-12), the
 * Temple (13-15), Olmec's Lair (16).  Each level is built from a raw state (as find and
 * count build them), the states spread over the 32 bits.  Prints numbers only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "game.h"
#include "gen.h"

static const int first_level[] = {1, 5, 9, 13, 16}, nlevels[] = {4, 4, 4, 3, 1};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void load(spg_data *d)
{
    char err[512];
    if (spg_data_load(NULL, d, err, sizeof err) != 0) {
        fprintf(stderr, "levels: %s\n", err);
        exit(1);
    }
}

/* Level i of the run in `area`: its number and its state. */
static void nth(spg_request *rq, int area, unsigned long i)
{
    rq->level = first_level[area] + (int)(i % (unsigned long)nlevels[area]);
    rq->seed = (uint32_t)(i + 1) * 2654435761u;
}

static void generate(const spg_data *d, spg_request *rq, spg_result *res)
{
    char err[256];
    if (spg_generate(rq, d, res, err, sizeof err) != 0) {
        fprintf(stderr, "levels: %s\n", err);
        exit(1);
    }
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    int area = argc > 2 ? atoi(argv[2]) : -1;
    bool count = (argc == 4 || argc == 5) && strcmp(argv[1], "count") == 0;
    bool rate = argc == 5 && strcmp(argv[1], "rate") == 0;
    if (argc == 3 && strcmp(argv[1], "load") == 0) {
        int n = atoi(argv[2]);
        double *t = calloc((size_t)(n > 0 ? n : 1), sizeof *t);
        for (int i = 0; i < n; i++) {
            spg_data d;
            double t0 = now();
            load(&d);
            t[i] = now() - t0;
            spg_data_free(&d);
        }
        qsort(t, (size_t)n, sizeof *t, by_value);
        printf("%.3f\n", n > 0 ? 1e3 * t[n / 2] : 0.0);
        free(t);
        return 0;
    }
    if ((!count && !rate) || area < 0 || area > 4) {
        fprintf(stderr, "usage: levels count AREA N [TRACE] | levels rate AREA SECS TRACE | levels load N "
                        "(AREA 0-4: Mines, Jungle, Ice Caves, Temple, Olmec's Lair)\n");
        return 2;
    }
    spg_data d;
    load(&d);
    spg_result *res = calloc(1, sizeof *res);
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    options_default(&rq.opt);
    rq.from_state = true;
    if (count) {
        unsigned long n = strtoul(argv[3], NULL, 10), draws = 0;
        rq.trace = argc == 5 && atoi(argv[4]) != 0;
        for (unsigned long i = 0; i < n; i++) {
            nth(&rq, area, i);
            generate(&d, &rq, res);
            draws += res->draws;
        }
        printf("%lu levels, %lu draws\n", n, draws);
    } else {
        double secs = atof(argv[3]), t0 = now(), t;
        rq.trace = atoi(argv[4]) != 0;
        unsigned long i = 0;
        do {
            for (int k = 0; k < 16; k++, i++) {
                nth(&rq, area, i);
                generate(&d, &rq, res);
            }
            t = now() - t0;
        } while (t < secs);
        printf("%.0f\n", i / t);
    }
    spg_result_free(res);
    free(res);
    spg_data_free(&d);
    return 0;
}
