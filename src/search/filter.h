/* filter.h — what `spelgen find` looks for in a level, how far a level must be built to
 * tell, and the words and numbers it prints for a match.  Library code: no terminal. */
#ifndef SPG_FILTER_H
#define SPG_FILTER_H

#include <stdbool.h>
#include <stddef.h>

#include "../level.h"
#include "../styles/classic/classic.h"

/* How far a level must be built before the filter can be decided. */
typedef enum spg_need {
    SPG_NEED_PATH = 0, /* the border and the path phase: rooms, start, exit, shop room */
    SPG_NEED_ROLLS,    /* through the level rolls: the shop's kind, dark (no block pass) */
    SPG_NEED_FULL      /* every phase */
} spg_need;

/* --shop's values besides a kind: either way (no filter), any kind, no shop. */
enum { SPG_FILTER_SHOP_EITHER = -3, SPG_FILTER_SHOP_ANY = -2 /* SPG_SHOP_NONE = -1 */ };

#define SPG_FILTER_MAX_COUNTS 16

/* One --count-min / --count-max / --has bound on a countable thing. */
typedef struct spg_count_bound {
    int what;     /* index into the countables (level_countable_name) */
    int min, max; /* inclusive */
} spg_count_bound;

typedef struct spg_filter {
    int level;               /* a level a game reaches: it and every level before it built */
    int dark, snake_pit;     /* -1 either, 0 must not be, 1 must be */
    int shop;                /* SPG_FILTER_SHOP_EITHER, _ANY, SPG_SHOP_NONE or a kind */
    int start_col, exit_col; /* -1 any */
    int path_min, path_max;  /* rooms on the path, inclusive */
    int drops;               /* straight drops (level_straight_drops), -1 any */
    long gold_min;           /* -1 none */
    bool reachable;          /* the exit must be reachable (reach.h's model) */
    unsigned later;          /* later areas' specials that must be there (--lake, --moai...) */
    int ncounts;
    spg_count_bound counts[SPG_FILTER_MAX_COUNTS];
} spg_filter;

/* A filter that every level 1 passes. */
void filter_init(spg_filter *f);

/* Whether `name` (an option without its dashes, as "count-min") is one of the filter's,
 * and if so whether it takes a value.  Later areas' specials (lake, moai, ...) are flags. */
bool filter_is_option(const char *name, bool *takes_value);

/* The name of the filter's option number i (0, 1, ...), setting *takes_value; NULL past
 * the last (for a command's table of options). */
const char *filter_option_name(int i, bool *takes_value);

/* Sets one filter from its option name and value (NULL for a flag).  Returns 0, or -1
 * with one line in err naming the option, the bad value and what is accepted. */
int filter_set(spg_filter *f, const char *name, const char *value, char *err, size_t errlen);

/* Checks the filter as a whole (path-length-min <= max, ...).  Returns 0 or -1 with err. */
int filter_check(const spg_filter *f, char *err, size_t errlen);

/* The last phase the filter needs. */
spg_need filter_need(const spg_filter *f);

/* Whether the filter has conditions the path phase decides (worth a cheap first pass). */
bool filter_has_path_part(const spg_filter *f);

/* Tests the conditions the path phase decides; l needs only its path phase built. */
bool filter_match_path(const spg_filter *f, const spg_level *l);

/* The same on a path phase's plan alone (the path scan's, classic.h). */
bool filter_match_plan(const spg_filter *f, const classic_plan *p);

/* Tests every condition; l must be built to the filter's need. */
bool filter_match(const spg_filter *f, const spg_level *l);

/* One line (no newline) describing a level for find's output: the path always, the rest
 * when the level was built in full.  reach: -1 not computed, 0 no, 1 yes. */
void filter_summary(const spg_level *l, spg_need built, int reach, char *buf, size_t len);

/* A plan's summary, as filter_summary's (json false) or filter_summary_json's of a level
 * built to its path phase: the same words for the same path. */
void filter_summary_plan(const classic_plan *p, bool json, char *buf, size_t len);

/* The same as the members of a JSON object (no braces), keys in a fixed order. */
void filter_summary_json(const spg_level *l, spg_need built, int reach, char *buf, size_t len);

#endif
