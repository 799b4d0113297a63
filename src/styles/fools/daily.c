/* daily.c — the daily seed formulas and the date handling they need. */
#include "daily.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

static const char *const month_names[12] = {"January", "February", "March",     "April",
                                            "May",     "June",     "July",      "August",
                                            "September", "October", "November", "December"};

bool daily_leap_year(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int daily_days_in_month(int year, int month)
{
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12)
        return 0;
    return days[month - 1] + (month == 2 && daily_leap_year(year));
}

bool daily_valid(spg_date d)
{
    return d.year >= 1 && d.year <= 9999 && d.day >= 1 &&
           d.day <= daily_days_in_month(d.year, d.month);
}

static bool digits(const char *s, int n, int *v)
{
    *v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        *v = *v * 10 + (s[i] - '0');
    }
    return true;
}

int daily_parse(const char *s, spg_date *out, char *why, size_t whylen)
{
    spg_date d;
    if (!s || strlen(s) != 10 || s[4] != '-' || s[7] != '-' || !digits(s, 4, &d.year) ||
        !digits(s + 5, 2, &d.month) || !digits(s + 8, 2, &d.day)) {
        snprintf(why, whylen, "not in the form YYYY-MM-DD");
        return -1;
    }
    if (d.year < 1) {
        snprintf(why, whylen, "there is no year 0000");
        return -1;
    }
    if (d.month < 1 || d.month > 12) {
        snprintf(why, whylen, "month %02d does not exist", d.month);
        return -1;
    }
    if (d.day < 1 || d.day > daily_days_in_month(d.year, d.month)) {
        snprintf(why, whylen, "%04d has no %s %d", d.year, month_names[d.month - 1], d.day);
        return -1;
    }
    *out = d;
    return 0;
}

void daily_format(spg_date d, char *buf, size_t len)
{
    snprintf(buf, len, "%04d-%02d-%02d", d.year, d.month, d.day);
}

int daily_today(spg_date *out)
{
    time_t now = time(NULL);
    struct tm tm;
    if (now == (time_t)-1 || !localtime_r(&now, &tm))
        return -1;
    *out = (spg_date){tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday};
    return daily_valid(*out) ? 0 : -1;
}

int daily_formula_parse(const char *s, spg_daily_formula *out)
{
    if (s && strcmp(s, "original") == 0)
        *out = SPG_DAILY_ORIGINAL;
    else if (s && strcmp(s, "spread") == 0)
        *out = SPG_DAILY_SPREAD;
    else
        return -1;
    return 0;
}

const char *daily_formula_name(spg_daily_formula f)
{
    return f == SPG_DAILY_SPREAD ? "spread" : "original";
}

uint32_t daily_seed_original(spg_date d)
{
    /* exactly as the document writes it; the sum is what makes dates share */
    return (uint32_t)(d.day * 137 + d.month * 137 + d.year);
}

uint32_t daily_seed_spread(spg_date d)
{
    char s[48];
    daily_format(d, s, sizeof s);
    uint32_t h = 2166136261u;
    for (const char *p = s; *p; p++) {
        h ^= (unsigned char)*p;
        h *= 16777619u;
    }
    return h;
}

uint32_t daily_seed(spg_date d, spg_daily_formula f)
{
    return f == SPG_DAILY_SPREAD ? daily_seed_spread(d) : daily_seed_original(d);
}

int daily_sharing(spg_date d, spg_daily_formula f, spg_date *out, int max)
{
    uint32_t want = daily_seed(d, f);
    int n = 0;
    for (int m = 1; m <= 12; m++)
        for (int day = 1; day <= daily_days_in_month(d.year, m); day++) {
            spg_date o = {d.year, m, day};
            if ((m == d.month && day == d.day) || daily_seed(o, f) != want)
                continue;
            if (n < max && out)
                out[n] = o;
            n++;
        }
    return n;
}
