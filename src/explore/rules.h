/* rules.h — the rule pane's texts: for a site, the rule it belongs to as short
 * pseudo-code (spelgen's own paraphrase), read from data/rules/STYLE.rules.
 *
 * The file, line by line ('#' starts a comment line, blank lines are ignored):
 *
 *     rule GLOB [GLOB ...]        an entry for the sites the globs name (fnmatch)
 *     title TEXT                  what the rule is, in a few words
 *     | TEXT  @GLOB[=V|=LO..HI]   a line of the rule; each @marker names the site(s)
 *                                 the line draws, or with a value the branch the line
 *                                 is (taken when the draw's value is V, or LO..HI)
 *     quirk NAME when TEXT        a quirk of the rule (a name quirk_find knows), said
 *                                 when the draw's decided words contain TEXT
 *                                 ('*': whenever the rule draws at all)
 *     original TEXT               ... what the original does
 *     fixed TEXT                  ... what the rule does with the quirk off
 *     end                         the entry ends
 *
 * The first entry a site's name matches is its rule: specific entries go first. */
#ifndef SPG_EXPLORE_RULES_H
#define SPG_EXPLORE_RULES_H

#include <stdbool.h>
#include <stddef.h>

#define RULE_GLOBS 8
#define RULE_MARKS 6
#define RULE_QUIRKS 4

typedef struct rule_mark {
    char *glob;     /* the site(s) this line draws */
    bool has_value; /* a branch: taken when lo <= value <= hi */
    int lo, hi;
} rule_mark;

typedef struct rule_line {
    char *text;
    rule_mark mark[RULE_MARKS];
    int nmark;
} rule_line;

typedef struct rule_quirk {
    char *name;     /* the quirk's switch name, as :quirk takes it */
    char *when;     /* shown when the draw's decided words contain this */
    char *original; /* what the original does */
    char *fixed;    /* what the fixed rule does */
} rule_quirk;

typedef struct rule_entry {
    char *globs[RULE_GLOBS];
    int nglobs;
    char *title;
    rule_line *code; /* the rule's | lines (not "lines": curses' term.h takes that name) */
    int ncode;
    rule_quirk quirks[RULE_QUIRKS];
    int nquirks;
    int file_line; /* where the entry starts in its file */
} rule_entry;

typedef struct rule_set {
    rule_entry *entries;
    int n;
    char *buf; /* the file's text, which every string above points into */
} rule_set;

/* How a line of a rule stands to one draw. */
typedef enum rule_line_state {
    RULE_LINE_OTHER = 0,  /* not this draw's line */
    RULE_LINE_DRAW,       /* the line that makes this draw */
    RULE_LINE_TAKEN,      /* a branch of this draw, taken */
    RULE_LINE_NOT_TAKEN   /* a branch of this draw, not taken */
} rule_line_state;

/* Parses a rules file's text (copied); name is used in errors, which read
 * "NAME:LINE: what is wrong".  Returns 0, or -1 with err set and *out empty. */
int rules_parse(const char *name, const char *text, rule_set *out, char *err, size_t errlen);

/* Reads and parses a file; errors as rules_parse, or "PATH: cannot open: reason". */
int rules_load(const char *path, rule_set *out, char *err, size_t errlen);

/* Frees what a rule set holds and empties it. */
void rules_free(rule_set *rs);

/* The site names the file names in full (rule globs and @markers without a wildcard),
 * each once, in the order they first appear: every site the style draws is among them
 * (test_rules checks it).  Writes at most max into names (pointers into rs) and returns
 * how many it wrote: max, and there may be more. */
int rules_site_names(const rule_set *rs, const char **names, int max);

/* The entry for the site called `site`: the first whose globs match, or NULL. */
const rule_entry *rules_find(const rule_set *rs, const char *site);

/* How line `l` stands to a draw at `site` that returned `value`. */
rule_line_state rules_line_state(const rule_line *l, const char *site, int value);

/* The quirk of entry `e` the draw's decided words name (its `when` text is in them, or
 * its `when` is "*"), or NULL; decided may be NULL (no words). */
const rule_quirk *rules_quirk_of(const rule_entry *e, const char *decided);

#endif
