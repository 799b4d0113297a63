/* jumps.h — where the explorer has been: vim's jump list (every jump remembered, back
 * and forth across them) and its marks (a-z, set with `m a`, gone to with `'a`).  Plain
 * positions in the trace (draws made), nothing else: a curses-free model, unit-tested. */
#ifndef SPG_EXPLORE_JUMPS_H
#define SPG_EXPLORE_JUMPS_H

#include <stdbool.h>
#include <stdint.h>

#define JUMPS_MAX 100
#define JUMPS_NO_MARK UINT32_MAX

typedef struct jumps {
    uint32_t list[JUMPS_MAX]; /* older first */
    int n;
    int at;                   /* the entry being visited while going back and forth; n when not */
    uint32_t mark[26];        /* 'a'..'z'; JUMPS_NO_MARK when unset */
    uint32_t before_last;     /* where the latest jump left from (the mark '), or JUMPS_NO_MARK */
} jumps;

/* Empties the list and clears every mark. */
void jumps_init(jumps *j);

/* Records a jump from position `from` to `to` (nothing when they are equal): entries
 * ahead of the one being visited are dropped, as a browser's history drops them, and
 * the oldest entry goes when the list is full. */
void jumps_record(jumps *j, uint32_t from, uint32_t to);

/* Back one jump (Ctrl-O) from position `cur`: true with *to set, false at the oldest. */
bool jumps_back(jumps *j, uint32_t cur, uint32_t *to);

/* Forward one jump (back's undo) from position `cur`: true with *to set, false at the
 * newest. */
bool jumps_forward(jumps *j, uint32_t cur, uint32_t *to);

/* Sets mark `name` (a-z) to pos; false for another name. */
bool jumps_set_mark(jumps *j, char name, uint32_t pos);

/* The position of mark `name` ('a'-'z', or '\'' for where the latest jump left from):
 * true with *pos set, false when it is not set. */
bool jumps_get_mark(const jumps *j, char name, uint32_t *pos);

#endif
