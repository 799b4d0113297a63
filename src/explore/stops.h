/* stops.h — the explorer's numbered breakpoints and watchpoints, gdb's way: one list,
 * numbers never reused, each enabled or disabled; `continue` stops at the nearest one
 * ahead (or, reversed, behind) on the finished trace.  Positions are the stepper's:
 * p = draws made, the level shown holds draw p and every effect before draw p+1. */
#ifndef SPG_EXPLORE_STOPS_H
#define SPG_EXPLORE_STOPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "breakpoint.h"
#include "watch.h"

#define STOPS_MAX 32

typedef enum stop_kind { STOP_BREAK = 0, STOP_WATCH } stop_kind;

typedef struct stop {
    int number;
    stop_kind kind;
    bool enabled;
    bool temporary;    /* tbreak's: deleted where it first stops */
    uint32_t ignore;   /* ignore N COUNT: hits still to pass */
    bp_spec bp;        /* STOP_BREAK */
    watch_target w;    /* STOP_WATCH */
    char text[BP_TEXT * 2]; /* the spec or target, canonical */
} stop;

typedef struct stop_list {
    stop s[STOPS_MAX];
    int n;
    int last_number; /* numbers count up from 1 and are never reused */
} stop_list;

/* Where `continue` stopped and why. */
typedef struct stop_hit {
    int number;      /* the stop's number */
    uint32_t pos;    /* the position to go to */
    uint32_t draw;   /* a breakpoint's draw */
    watch_change change; /* a watchpoint's change */
} stop_hit;

/* Adds a breakpoint (spec as bp_spec_parse takes it) or a watchpoint (target as
 * watch_parse takes it), enabled.  Returns its number, or -1 with a message in err. */
int stops_add_break(stop_list *l, const char *spec, const spg_result *res, char *err,
                    size_t errlen);
int stops_add_watch(stop_list *l, const char *target, const spg_result *res, char *err,
                    size_t errlen);

/* gdb's `condition N COND`: breakpoint N keeps its site and phase and takes COND's
 * conditions instead of its own (cond "" or NULL: none).  Returns 0, or -1 with a message
 * in err (no such breakpoint, a watchpoint, a condition that does not parse); on failure
 * the breakpoint is as it was. */
int stops_condition(stop_list *l, int number, const char *cond, const spg_result *res,
                    char *err, size_t errlen);

/* The stop numbered `number`, or NULL. */
stop *stops_get(stop_list *l, int number);

/* Deletes stop `number`; false when there is none. */
bool stops_delete(stop_list *l, int number);

/* Deletes every stop. */
void stops_clear(stop_list *l);

/* How many draws (breakpoint) or changes (watchpoint) of res's trace the stop meets. */
size_t stops_count(const stop *s, const spg_result *res);

/* The nearest hit of an enabled stop after pos (dir > 0) or before it (dir < 0), the
 * lowest number first at one position; false when no enabled stop is met that way. */
bool stops_next(const stop_list *l, const spg_result *res, uint32_t pos, int dir,
                stop_hit *out);

/* The hit in words for the status line: "breakpoint 1 (path.walk.middle): draw #305
 * rand(1,5) = 1, left" or "watchpoint 2 (21 1): empty -> brick, draw #1297". */
void stops_describe(const stop_list *l, const spg_result *res, const stop_hit *h, char *buf,
                    size_t len);

#endif
