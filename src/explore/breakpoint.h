/* breakpoint.h — which draws a breakpoint stops at: a site glob, a phase, conditions on
 * the draw's value and on the words of what it decided.  All on a finished trace: the
 * explorer and `spelgen trace --break` search it, the generator never pauses.
 *
 * A spec, in the words of gdb's `break LOCATION if COND`:
 *
 *     SPEC  := [SITE] [phase NAME] [if COND {JOIN COND}]  (in any order; COND alone too)
 *     JOIN  := and | && | or | ||   (and binds tighter, as in C and gdb)
 *     SITE  := a glob over site names (fnmatch: * ? [..]); one without a wildcard also
 *              matches the sites below it ("path.walk" = "path.walk" or "path.walk.*");
 *              a script's sites are SCRIPT:LINE, and "scrRoomGen" takes them all
 *              ("scrRoomGen:*", not scrRoomGen2's)
 *     COND  := value OP N        OP: == != < <= > >=, N an integer
 *            | decided ~ WORDS   a regex (POSIX extended, any case) over the words of
 *            | decided !~ WORDS  the decision; WORDS run to the next joiner that a
 *                                condition follows ("and value", "|| decided"), or the
 *                                end ('quoted' or "quoted" too)
 *            | tile X Y == KIND  the level as it stands at the draw (after it, as the
 *            | tile X Y != KIND  explorer shows it): the tile's kind (brick, empty, ...),
 *            | room X Y OP N     the room's code, a level flag's value (0 until the trace
 *            | flag NAME OP N    sets it)
 */
#ifndef SPG_EXPLORE_BREAKPOINT_H
#define SPG_EXPLORE_BREAKPOINT_H

#include <regex.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../gen.h"

#define BP_MAX_CONDS 4
#define BP_TEXT 128

typedef enum bp_op { BP_EQ = 0, BP_NE, BP_LT, BP_LE, BP_GT, BP_GE, BP_MATCH, BP_NOMATCH } bp_op;

typedef enum bp_state { BP_NO_STATE = 0, BP_TILE, BP_ROOM, BP_FLAG } bp_state;

typedef struct bp_cond {
    bool on_value; /* value OP n; else decided (!)~ re, or a state (on_state) */
    bool or_before; /* joined to the one before by or (||); else by and (&&) */
    uint8_t on_state; /* bp_state: tile X Y OP KIND, room X Y OP CODE, flag NAME OP N */
    int16_t x, y;     /* the tile or room */
    bp_op op;
    int32_t n;
    char words[BP_TEXT]; /* the regex as typed */
    regex_t re;          /* compiled from words (decided only) */
} bp_cond;

typedef struct bp_spec {
    char site[BP_TEXT];  /* the glob, "" for any site */
    bool site_prefix;    /* no wildcard in it: sites below it match too */
    char phase[32];      /* the phase's name, "" for any phase */
    bp_cond cond[BP_MAX_CONDS];
    int ncond;
    /* where a scan of the trace stands, for the state conditions (NULL: none): the level
     * as it stands at each draw is followed event by event, not rebuilt for each */
    struct bp_track *track;
} bp_spec;

/* Parses a spec.  res, when given, resolves a phase prefix to its full name and checks
 * it is a phase of that level.  Returns 0 with *out filled (free it with bp_spec_free),
 * or -1 with a one-line message in err saying what is wrong and what would do; then
 * nothing is left to free. */
int bp_spec_parse(const char *text, const spg_result *res, bp_spec *out, char *err,
                  size_t errlen);

/* Frees the compiled regexes; the spec may be parsed into again. */
void bp_spec_free(bp_spec *s);

/* The spec written back in its canonical form ("path.walk.* if value == 1"). */
void bp_spec_format(const bp_spec *s, char *buf, size_t len);

/* Whether the spec's site glob takes the site called name (true for a spec with no
 * site glob). */
bool bp_site_matches(const bp_spec *s, const char *name);

/* Whether the draw event e of res's trace is one the spec stops at. */
bool bp_spec_matches(const bp_spec *s, const spg_result *res, const spg_event *e);

/* The first draw after `from` (dir > 0) or the last before it (dir < 0) that the spec
 * stops at, with no wrapping; 0 when there is none. */
uint32_t bp_spec_find(const bp_spec *s, const spg_result *res, uint32_t from, int dir);

/* How many draws of res's trace the spec stops at. */
uint32_t bp_spec_count(const bp_spec *s, const spg_result *res);

#endif
