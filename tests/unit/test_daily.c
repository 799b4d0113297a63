/* test_daily.c — the daily seed formulas (src/styles/fools/daily.c): the document's
 * formula exactly as written, the dates that share its seeds, the calendar under it, the
 * dates refused, and the spread formula's promise of one seed per date. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "styles/fools/daily.h"

static spg_date D(int y, int m, int d) { return (spg_date){y, m, d}; }

static void original_is_the_documents_formula(void **state)
{
    (void)state;
    assert_int_equal(daily_seed_original(D(2024, 3, 8)), 3531);
    /* the document's two worked examples are the same seed: its 3542 is a slip */
    assert_int_equal(daily_seed_original(D(2024, 4, 7)), 3531);
    assert_int_equal(8 * 137 + 3 * 137 + 2024, 3531);
    assert_int_equal(daily_seed(D(2024, 3, 8), SPG_DAILY_ORIGINAL), 3531);
    /* every valid date, literally day*137 + month*137 + year */
    for (int y = 1999; y <= 2030; y++)
        for (int m = 1; m <= 12; m++)
            for (int d = 1; d <= daily_days_in_month(y, m); d++)
                assert_int_equal(daily_seed_original(D(y, m, d)),
                                 (uint32_t)(d * 137 + m * 137 + y));
    assert_int_equal(daily_seed_original(D(1, 1, 1)), 275);
    assert_int_equal(daily_seed_original(D(9999, 12, 31)), 43 * 137 + 9999);
}

static void sharing_of_2024_03_08(void **state)
{
    (void)state;
    spg_date o[400];
    int n = daily_sharing(D(2024, 3, 8), SPG_DAILY_ORIGINAL, o, 400);
    static const int want[9][2] = {{1, 10}, {2, 9}, {4, 7}, {5, 6}, {6, 5},
                                   {7, 4},  {8, 3}, {9, 2}, {10, 1}};
    assert_int_equal(n, 9);
    for (int i = 0; i < 9; i++) {
        assert_int_equal(o[i].year, 2024);
        assert_int_equal(o[i].month, want[i][0]);
        assert_int_equal(o[i].day, want[i][1]);
        assert_int_equal(o[i].day + o[i].month, 11);
        assert_int_equal(daily_seed_original(o[i]), 3531);
    }
    /* a short buffer still gets the count, and only what fits */
    spg_date two[2] = {{0, 0, 0}, {0, 0, 0}};
    assert_int_equal(daily_sharing(D(2024, 3, 8), SPG_DAILY_ORIGINAL, two, 2), 9);
    assert_int_equal(two[1].month, 2);
    assert_int_equal(daily_sharing(D(2024, 3, 8), SPG_DAILY_ORIGINAL, NULL, 0), 9);
}

/* Against brute force: a date shares with exactly the other dates of its year whose
 * day + month is the same, and with none of them under the spread formula. */
static void sharing_everywhere(void **state)
{
    (void)state;
    static const int years[] = {2023, 2024, 1900, 2000};
    for (size_t k = 0; k < sizeof years / sizeof years[0]; k++) {
        int y = years[k];
        int per_sum[44] = {0};
        for (int m = 1; m <= 12; m++)
            for (int d = 1; d <= daily_days_in_month(y, m); d++)
                per_sum[d + m]++;
        for (int m = 1; m <= 12; m++)
            for (int d = 1; d <= daily_days_in_month(y, m); d++) {
                assert_int_equal(daily_sharing(D(y, m, d), SPG_DAILY_ORIGINAL, NULL, 0),
                                 per_sum[d + m] - 1);
            }
    }
    /* the year's first and last days are alone; 2024-03-08's sum is among the busiest */
    assert_int_equal(daily_sharing(D(2024, 1, 1), SPG_DAILY_ORIGINAL, NULL, 0), 0);
    assert_int_equal(daily_sharing(D(2024, 12, 31), SPG_DAILY_ORIGINAL, NULL, 0), 0);
    /* 137 years on, one less day + month gives the seed back */
    assert_int_equal(daily_seed_original(D(2024 + 137, 3, 7)), 3531);
}

static void leap_years(void **state)
{
    (void)state;
    assert_true(daily_leap_year(2024));
    assert_true(daily_leap_year(2000));
    assert_true(daily_leap_year(1600));
    assert_false(daily_leap_year(2023));
    assert_false(daily_leap_year(1900));
    assert_false(daily_leap_year(2100));
    assert_int_equal(daily_days_in_month(2024, 2), 29);
    assert_int_equal(daily_days_in_month(2023, 2), 28);
    assert_int_equal(daily_days_in_month(1900, 2), 28);
    assert_int_equal(daily_days_in_month(2000, 2), 29);
    assert_int_equal(daily_days_in_month(2023, 4), 30);
    assert_int_equal(daily_days_in_month(2023, 12), 31);
    assert_int_equal(daily_days_in_month(2023, 13), 0);
    assert_int_equal(daily_days_in_month(2023, 0), 0);
    int total = 0;
    for (int m = 1; m <= 12; m++)
        total += daily_days_in_month(2024, m);
    assert_int_equal(total, 366);
    char why[96];
    spg_date d;
    assert_int_equal(daily_parse("2024-02-29", &d, why, sizeof why), 0);
    assert_int_equal(daily_parse("2000-02-29", &d, why, sizeof why), 0);
    assert_int_equal(daily_parse("2023-02-29", &d, why, sizeof why), -1);
    assert_string_equal(why, "2023 has no February 29");
    assert_int_equal(daily_parse("1900-02-29", &d, why, sizeof why), -1);
    /* 29 February shares with the other day + month = 31 dates of 2024 */
    assert_int_equal(daily_sharing(D(2024, 2, 29), SPG_DAILY_ORIGINAL, NULL, 0), 11);
}

static void good_dates_parse(void **state)
{
    (void)state;
    char why[96] = "";
    spg_date d = {0, 0, 0};
    assert_int_equal(daily_parse("2024-03-08", &d, why, sizeof why), 0);
    assert_int_equal(d.year, 2024);
    assert_int_equal(d.month, 3);
    assert_int_equal(d.day, 8);
    assert_int_equal(daily_parse("0001-01-01", &d, why, sizeof why), 0);
    assert_int_equal(daily_parse("9999-12-31", &d, why, sizeof why), 0);
    char buf[48];
    daily_format(D(2024, 3, 8), buf, sizeof buf);
    assert_string_equal(buf, "2024-03-08");
    daily_format(D(7, 1, 2), buf, sizeof buf);
    assert_string_equal(buf, "0007-01-02");
    assert_true(daily_valid(D(2024, 2, 29)));
    assert_false(daily_valid(D(2024, 2, 30)));
    assert_false(daily_valid(D(0, 1, 1)));
    assert_false(daily_valid(D(10000, 1, 1)));
}

static void bad_dates_refused(void **state)
{
    (void)state;
    static const struct {
        const char *s, *why;
    } bad[] = {
        {"2024-02-30", "2024 has no February 30"},
        {"2023-13-01", "month 13 does not exist"},
        {"2024-00-10", "month 00 does not exist"},
        {"2024-01-00", "2024 has no January 0"},
        {"2024-04-31", "2024 has no April 31"},
        {"tomorrow", "not in the form YYYY-MM-DD"},
        {"24-3-8", "not in the form YYYY-MM-DD"},
        {"2024-3-08", "not in the form YYYY-MM-DD"},
        {"2024-03-8", "not in the form YYYY-MM-DD"},
        {"2024/03/08", "not in the form YYYY-MM-DD"},
        {" 2024-03-08", "not in the form YYYY-MM-DD"},
        {"2024-03-08 ", "not in the form YYYY-MM-DD"},
        {"2024-03-0x", "not in the form YYYY-MM-DD"},
        {"+024-03-08", "not in the form YYYY-MM-DD"},
        {"20240308", "not in the form YYYY-MM-DD"},
        {"", "not in the form YYYY-MM-DD"},
        {"0000-01-01", "there is no year 0000"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char why[96] = "";
        spg_date d = {1, 2, 3};
        assert_int_equal(daily_parse(bad[i].s, &d, why, sizeof why), -1);
        assert_string_equal(why, bad[i].why);
        /* a refused date leaves the output alone */
        assert_int_equal(d.year, 1);
    }
    char why[96];
    spg_date d;
    assert_int_equal(daily_parse(NULL, &d, why, sizeof why), -1);
}

/* FNV-1a 32-bit written out again, from its definition. */
static uint32_t fnv1a(const char *s)
{
    uint32_t h = 0x811C9DC5u;
    while (*s) {
        h ^= (uint8_t)*s++;
        h *= 0x01000193u;
    }
    return h;
}

static void spread_gives_every_day_its_own(void **state)
{
    (void)state;
    assert_int_equal(fnv1a(""), 0x811C9DC5u);
    assert_int_equal(fnv1a("a"), 0xE40C292Cu); /* the published test vector */
    assert_int_equal(daily_seed_spread(D(2024, 3, 8)), fnv1a("2024-03-08"));
    assert_int_not_equal(daily_seed_spread(D(2024, 3, 8)), daily_seed_spread(D(2024, 4, 7)));
    uint32_t seeds[366];
    int n = 0;
    for (int m = 1; m <= 12; m++)
        for (int d = 1; d <= daily_days_in_month(2024, m); d++) {
            char buf[48];
            snprintf(buf, sizeof buf, "%04d-%02d-%02d", 2024, m, d);
            seeds[n] = daily_seed(D(2024, m, d), SPG_DAILY_SPREAD);
            assert_int_equal(seeds[n], fnv1a(buf));
            for (int k = 0; k < n; k++)
                assert_int_not_equal(seeds[k], seeds[n]);
            assert_int_equal(daily_sharing(D(2024, m, d), SPG_DAILY_SPREAD, NULL, 0), 0);
            n++;
        }
    assert_int_equal(n, 366);
}

static void formulas_by_name(void **state)
{
    (void)state;
    spg_daily_formula f = SPG_DAILY_SPREAD;
    assert_int_equal(daily_formula_parse("original", &f), 0);
    assert_int_equal(f, SPG_DAILY_ORIGINAL);
    assert_int_equal(daily_formula_parse("spread", &f), 0);
    assert_int_equal(f, SPG_DAILY_SPREAD);
    assert_int_equal(daily_formula_parse("Original", &f), -1);
    assert_int_equal(daily_formula_parse("", &f), -1);
    assert_int_equal(daily_formula_parse(NULL, &f), -1);
    assert_string_equal(daily_formula_name(SPG_DAILY_ORIGINAL), "original");
    assert_string_equal(daily_formula_name(SPG_DAILY_SPREAD), "spread");
}

static void today_is_a_date(void **state)
{
    (void)state;
    spg_date d;
    assert_int_equal(daily_today(&d), 0);
    assert_true(daily_valid(d));
    assert_true(d.year >= 2024);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(original_is_the_documents_formula),
        cmocka_unit_test(sharing_of_2024_03_08),
        cmocka_unit_test(sharing_everywhere),
        cmocka_unit_test(leap_years),
        cmocka_unit_test(good_dates_parse),
        cmocka_unit_test(bad_dates_refused),
        cmocka_unit_test(spread_gives_every_day_its_own),
        cmocka_unit_test(formulas_by_name),
        cmocka_unit_test(today_is_a_date),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
