/* sitecheck.h — whether a breakpoint's site glob can ever stop: the sites a style draws
 * are the ones its rules file (data/rules/STYLE.rules) names and the ones its data words
 * (the classic item tables'), and a glob that takes none of them is a typo or a site of
 * another style, said with what was probably meant. */
#ifndef SPG_EXPLORE_SITECHECK_H
#define SPG_EXPLORE_SITECHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "breakpoint.h"
#include "rules.h"

/* The names of the sites a style draws: those its rules file names in full
 * (rules_site_names) and those its loaded data words (spg_data_site_names: the classic
 * item tables'), each once; at most max into names, returns how many. */
int site_names(const rule_set *rs, const spg_data *d, spg_style style, const char **names,
               int max);

/* How many of names[0..n) (site_names) the spec's site glob takes; 0 with msg saying so
 * ("no site of the classic style matches 'mines.batt': did you mean mines.bat?", or the
 * family's sites, or the families and a ':break FAMILY.*' to try) when none does.  A
 * spec with no site glob takes every site: returns n, msg empty.  style names the style
 * in msg. */
int site_check(const bp_spec *s, const char *const *names, int n, const char *style, char *msg,
               size_t len);

/* site_check with the command that sets a breakpoint named as brk ("--break" for the
 * trace's option; site_check says ":break"). */
int site_check_as(const bp_spec *s, const char *const *names, int n, const char *style,
                  const char *brk, char *msg, size_t len);

/* Loads the rules file a style's sites are checked against: rules/STYLE.rules of the
 * data's directory d (NULL: none), else of spelgen's own data.  Returns 0; 1 when
 * neither has one (err says so: the style's sites cannot be checked); -1 when it does
 * not parse (err says where). */
int site_rules_load(const spg_data *d, const char *style, rule_set *rs, char *err, size_t len);

/* The edit distance (insertions, deletions, substitutions) between a and b, counted up to
 * cap: a larger distance returns cap + 1. */
int site_distance(const char *a, const char *b, int cap);

#endif
