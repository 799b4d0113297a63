/* measure.h — what the odds tests share: a measured rate checked against the value a
 * document states, with a binomial tolerance of 4.5 standard deviations (a correct
 * generator fails about once in 150,000 runs; the seeds are fixed, so every run gives
 * the same verdict), and finding draws by their site.  Include after cmocka.h. */
#ifndef SPG_TEST_MEASURE_H
#define SPG_TEST_MEASURE_H

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "trace.h"

typedef struct rate {
    const char *what;
    double p; /* the stated probability */
    long hits, n;
} rate;

/* Prints the rate beside the stated one and fails the test when they are further apart
 * than 4.5 standard deviations (or when fewer than 100 trials were seen). */
static inline void check_rate(const rate *r)
{
    double ph = r->n ? (double)r->hits / r->n : 0;
    double sd = sqrt(r->p * (1 - r->p) / (r->n ? r->n : 1));
    printf("  %-52s %7ld / %-7ld = %.4f  (stated %.4f, +-%.4f)\n", r->what, r->hits, r->n, ph,
           r->p, 4.5 * sd);
    assert_true(r->n > 100);
    if (fabs(ph - r->p) > 4.5 * sd)
        fail_msg("%s: measured %.4f, stated %.4f", r->what, ph, r->p);
}

/* Whether the event is a draw at the site called `name`. */
static inline bool site_is(const spg_event *e, const char *name)
{
    return e->kind == SPG_EV_DRAW && e->site && strcmp(e->site->name, name) == 0;
}

#endif
