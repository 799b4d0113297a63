/* stats.h — the statistics find and audit report: binomial confidence intervals, normal
 * quantiles, and distributions of integer values (min, median, max, histograms). */
#ifndef SPG_STATS_H
#define SPG_STATS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct spg_interval {
    double lo, hi;
} spg_interval;

/* The z for which a two-sided normal interval holds `confidence` (0.99 -> 2.5758); the
 * confidence is clamped to [0.5, 1 - 1e-12]. */
double stats_z(double confidence);

/* The inverse of the standard normal CDF at p in (0,1), to about 1e-9. */
double stats_normal_quantile(double p);

/* The Wilson score interval for hits successes in n trials at `confidence`: always within
 * [0,1] and never empty, also for hits == 0 or hits == n; n == 0 gives [0,1]. */
spg_interval stats_wilson(long hits, long n, double confidence);

/* True when p lies in the interval (with a tolerance of 1e-12 for exact end points). */
bool stats_inside(spg_interval iv, double p);

/* A distribution of integer values, kept as exact counts per value: medians and
 * histograms come out the same whatever order the values were added in. */
typedef struct spg_dist {
    long *count; /* count[i] is how often lo + i was added */
    int lo, n;   /* the values lo .. lo+n-1 have bins */
    long total;
    long long sum;
} spg_dist;

/* An empty distribution (no allocation until the first value). */
void dist_init(spg_dist *d);

/* Adds one value; returns 0, or -1 when memory ran out (the value is then not counted). */
int dist_add(spg_dist *d, int v);

/* Adds every value of src to dst; returns 0 or -1 (out of memory). */
int dist_merge(spg_dist *dst, const spg_dist *src);

/* Frees the bins; the distribution is empty again. */
void dist_free(spg_dist *d);

/* The smallest and largest values added (0 when empty). */
int dist_min(const spg_dist *d);
int dist_max(const spg_dist *d);

/* The lower q-quantile (q in [0,1]): the smallest value v with at least ceil(q*total)
 * values <= v (q = 0.5: the lower median).  0 when empty. */
int dist_quantile(const spg_dist *d, double q);

/* The mean (0 when empty). */
double dist_mean(const spg_dist *d);

/* How many values v with lo <= v <= hi were added. */
long dist_count_range(const spg_dist *d, int lo, int hi);

#endif
