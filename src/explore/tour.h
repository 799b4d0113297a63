/* tour.h — the guided tour: stops through one level, each tied to a kind of draw (a
 * breakpoint spec: a site glob, a phase, conditions on the value and the words), never to
 * a draw number, so the tour survives the generator's draws moving.  The text is data,
 * one file a style (data/tour/STYLE.tour):
 *
 *     # a comment (a line starting with '#')
 *     levels N[-M]      the levels of a game the search tries, in order (default 1)
 *     seeds N           how many seeds the search tries, from the one it starts at
 *     stop TITLE        a stop; its lines follow:
 *     at SPEC           where it is: the first draw after the stop before that SPEC (as
 *                       :break takes it) stops at; `at end`: the level's last draw
 *       TEXT            indented lines: what the stop says (joined with spaces)
 *
 * A level is toured when every stop occurs on it in order; the search finds one. */
#ifndef SPG_EXPLORE_TOUR_H
#define SPG_EXPLORE_TOUR_H

#include <stddef.h>
#include <stdint.h>

#include "../gen.h"

#define TOUR_MAX_STOPS 32

typedef struct tour_stop {
    const char *title; /* into the tour's buffer */
    const char *at;    /* the spec, or "end" */
    const char *text;  /* the text, its lines joined */
    int line;          /* where the stop starts in its file */
} tour_stop;

typedef struct tour {
    tour_stop stop[TOUR_MAX_STOPS];
    int n;
    int level_lo, level_hi; /* the levels the search tries */
    uint32_t seeds;         /* how many seeds it tries */
    char *buf;              /* the strings above point into it */
} tour;

/* Parses a tour file's text for the style it tours (its `levels` are within the
 * style's; NULL: within any style's); name is used in errors ("NAME:LINE: what is
 * wrong"), which include a stop's spec that :break would refuse.  Returns 0, or -1 with
 * err set and *out empty. */
int tour_parse(const char *name, const char *text, const spg_style_impl *style, tour *out,
               char *err, size_t errlen);

/* Reads and parses a file; errors as tour_parse, or "PATH: cannot open: reason". */
int tour_load(const char *path, const spg_style_impl *style, tour *out, char *err,
              size_t errlen);

/* Frees what the tour holds and empties it. */
void tour_free(tour *t);

/* Places the stops on res's trace: draws[i] is stop i's draw (1-based), each after the
 * one before.  Returns 0, or -1 with err naming the first stop that does not occur. */
int tour_place(const tour *t, const spg_result *res, uint32_t *draws, char *err, size_t errlen);

/* Searches for a level where every stop occurs: seeds from base->seed on (t->seeds of
 * them), each seed's levels t->level_lo..t->level_hi, built as base says otherwise (its
 * style, quirks, options).  On success returns 0 with *found the level's request, *res
 * the level (traced) and draws[] its stops; else -1 with err saying what was tried. */
int tour_search(const tour *t, const spg_data *data, const spg_request *base,
                spg_request *found, spg_result *res, uint32_t *draws, char *err,
                size_t errlen);

#endif
