/* daily.h — Fool's End's daily seed: a date to a level seed, and which dates share one.
 *
 * Fool's End's design document sets global.seed = ((day*137) + (month*137) + year).
 * That is (day + month) * 137 + year, so every date of a year with the same day + month
 * gets the same seed, and so the same level: 2024-03-08 and 2024-04-07 both give 3531
 * (the document's "3542" for 8 March is a slip: 1096 + 411 + 2024 = 3531).  The same
 * seed also comes back 137 years apart, one less day + month per 137 years.
 *
 * The spread formula is spelgen's: FNV-1a (32-bit) of the date written YYYY-MM-DD, which
 * mixes every digit of the date, so each day of a year gets a seed of its own.
 *
 * No terminal, no curses: the library and the unit tests use this directly. */
#ifndef SPG_DAILY_H
#define SPG_DAILY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A calendar date (proleptic Gregorian), years 1-9999. */
typedef struct spg_date {
    int year, month, day;
} spg_date;

typedef enum spg_daily_formula {
    SPG_DAILY_ORIGINAL = 0, /* (day + month) * 137 + year, as the document has it */
    SPG_DAILY_SPREAD        /* FNV-1a 32-bit of "YYYY-MM-DD" */
} spg_daily_formula;

/* True for a Gregorian leap year (every 4th, not every 100th, every 400th). */
bool daily_leap_year(int year);

/* The days in month 1-12 of year; 0 for a month outside 1-12. */
int daily_days_in_month(int year, int month);

/* True when d is a real date of years 1-9999. */
bool daily_valid(spg_date d);

/* Parses exactly YYYY-MM-DD (four, two and two digits) naming a real date.  Returns 0,
 * or -1 with the reason in words in why ("2024 has no February 30", "month 13 does not
 * exist", "not in the form YYYY-MM-DD"). */
int daily_parse(const char *s, spg_date *out, char *why, size_t whylen);

/* Writes d as YYYY-MM-DD (11 bytes for a valid date; give 48 to quiet -Wformat-truncation). */
void daily_format(spg_date d, char *buf, size_t len);

/* Today's date in local time; returns 0, or -1 when the clock cannot be read. */
int daily_today(spg_date *out);

/* "original" or "spread" to a formula; returns 0 or -1. */
int daily_formula_parse(const char *s, spg_daily_formula *out);

/* The formula's name: "original" or "spread". */
const char *daily_formula_name(spg_daily_formula f);

/* The document's seed: day*137 + month*137 + year. */
uint32_t daily_seed_original(spg_date d);

/* FNV-1a 32-bit of the date's YYYY-MM-DD text. */
uint32_t daily_seed_spread(spg_date d);

/* The seed of d under formula f. */
uint32_t daily_seed(spg_date d, spg_daily_formula f);

/* The other dates of d's year whose seed under f equals d's, in calendar order: writes up
 * to max of them to out and returns how many there are. */
int daily_sharing(spg_date d, spg_daily_formula f, spg_date *out, int max);

#endif
