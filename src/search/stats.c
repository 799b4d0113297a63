/* stats.c — Wilson intervals, normal quantiles, integer distributions. */
#include "stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

double stats_normal_quantile(double p)
{
    /* Acklam's rational approximation (relative error 1.15e-9), refined by one Halley
     * step on erfc so the tails are as good as the middle */
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                               -2.759285104469687e+02, 1.383577518672690e+02,
                               -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                               -1.556989798598866e+02, 6.680131188771972e+01,
                               -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                               -2.400758277161838e+00, -2.549732539343734e+00,
                               4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                               2.445134137142996e+00, 3.754408661907416e+00};
    if (p <= 0)
        return -INFINITY;
    if (p >= 1)
        return INFINITY;
    double x;
    if (p < 0.02425) {
        double q = sqrt(-2 * log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else if (p <= 1 - 0.02425) {
        double q = p - 0.5, r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    } else {
        double q = sqrt(-2 * log(1 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    double e = 0.5 * erfc(-x / sqrt(2)) - p;
    double u = e * sqrt(2 * M_PI) * exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

double stats_z(double confidence)
{
    if (!(confidence >= 0.5))
        confidence = 0.5;
    if (confidence > 1 - 1e-12)
        confidence = 1 - 1e-12;
    return stats_normal_quantile(1 - (1 - confidence) / 2);
}

spg_interval stats_wilson(long hits, long n, double confidence)
{
    spg_interval iv = {0, 1};
    if (n <= 0)
        return iv;
    if (hits < 0)
        hits = 0;
    if (hits > n)
        hits = n;
    double z = stats_z(confidence), z2 = z * z;
    double N = (double)n, ph = (double)hits / N;
    double centre = (ph + z2 / (2 * N)) / (1 + z2 / N);
    double half = z / (1 + z2 / N) * sqrt(ph * (1 - ph) / N + z2 / (4 * N * N));
    iv.lo = centre - half;
    iv.hi = centre + half;
    /* at the edges the formula's end point is 0 or 1 exactly; rounding must not lose it */
    if (hits == 0 || iv.lo < 0)
        iv.lo = 0;
    if (hits == n || iv.hi > 1)
        iv.hi = 1;
    return iv;
}

bool stats_inside(spg_interval iv, double p)
{
    return p >= iv.lo - 1e-12 && p <= iv.hi + 1e-12;
}

void dist_init(spg_dist *d) { memset(d, 0, sizeof *d); }

void dist_free(spg_dist *d)
{
    free(d->count);
    dist_init(d);
}

/* Makes room for values lo..hi. */
static int dist_reserve(spg_dist *d, int lo, int hi)
{
    if (d->n > 0 && lo >= d->lo && hi < d->lo + d->n)
        return 0;
    int nlo = d->n > 0 && d->lo < lo ? d->lo : lo;
    int nhi = d->n > 0 && d->lo + d->n - 1 > hi ? d->lo + d->n - 1 : hi;
    long long span = (long long)nhi - nlo + 1;
    if (span > (1 << 26))
        return -1; /* a distribution this wide is a bug, not data */
    long *nc = calloc((size_t)span, sizeof *nc);
    if (!nc)
        return -1;
    if (d->n > 0)
        memcpy(nc + (d->lo - nlo), d->count, (size_t)d->n * sizeof *nc);
    free(d->count);
    d->count = nc;
    d->lo = nlo;
    d->n = (int)span;
    return 0;
}

int dist_add(spg_dist *d, int v)
{
    if (dist_reserve(d, v, v) != 0)
        return -1;
    d->count[v - d->lo]++;
    d->total++;
    d->sum += v;
    return 0;
}

int dist_merge(spg_dist *dst, const spg_dist *src)
{
    if (src->total == 0)
        return 0;
    if (dist_reserve(dst, dist_min(src), dist_max(src)) != 0)
        return -1;
    for (int i = 0; i < src->n; i++)
        dst->count[src->lo + i - dst->lo] += src->count[i];
    dst->total += src->total;
    dst->sum += src->sum;
    return 0;
}

int dist_min(const spg_dist *d)
{
    for (int i = 0; i < d->n; i++)
        if (d->count[i])
            return d->lo + i;
    return 0;
}

int dist_max(const spg_dist *d)
{
    for (int i = d->n - 1; i >= 0; i--)
        if (d->count[i])
            return d->lo + i;
    return 0;
}

int dist_quantile(const spg_dist *d, double q)
{
    if (d->total == 0)
        return 0;
    if (q < 0)
        q = 0;
    if (q > 1)
        q = 1;
    long need = (long)ceil(q * (double)d->total);
    if (need < 1)
        need = 1;
    long seen = 0;
    for (int i = 0; i < d->n; i++) {
        seen += d->count[i];
        if (seen >= need)
            return d->lo + i;
    }
    return dist_max(d);
}

double dist_mean(const spg_dist *d) { return d->total ? (double)d->sum / (double)d->total : 0; }

long dist_count_range(const spg_dist *d, int lo, int hi)
{
    long n = 0;
    for (int i = 0; i < d->n; i++)
        if (d->lo + i >= lo && d->lo + i <= hi)
            n += d->count[i];
    return n;
}
