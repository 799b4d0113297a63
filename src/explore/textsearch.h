/* textsearch.h — the explorer's `/` search: a regex over the words the draw log shows
 * for each draw (its number, call and value, what it decided, its site and what the
 * site decides, the tile it was about) and for the effects that followed it ("tile
 * (21,1) becomes brick", "bat placed at (12,9)").  The words of a level are written
 * once into an index; a search then runs regexec line by line, wrapping around. */
#ifndef SPG_EXPLORE_TEXTSEARCH_H
#define SPG_EXPLORE_TEXTSEARCH_H

#include <regex.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../gen.h"

typedef struct text_index {
    char *buf;      /* every draw's text, NUL-terminated one after the other */
    size_t len, cap;
    size_t *off;    /* draw d's text starts at buf + off[d - 1] */
    size_t off_cap;
    uint32_t ndraws;
} text_index;

/* Writes the words of every draw of res's trace into ix (whose buffers from an earlier
 * level are reused).  Returns 0, or -1 when memory ran out (ix is then empty). */
int text_index_build(text_index *ix, const spg_result *res);

/* Frees the index; it may be built again. */
void text_index_free(text_index *ix);

/* Draw d's words (lines joined by '\n'), or "" outside the index. */
const char *text_index_words(const text_index *ix, uint32_t d);

/* Compiles a search: a POSIX extended regex, any case, ^ and $ at line ends.  A pattern
 * that is no regex is searched as plain text, and *literal says so.  Returns 0, or -1
 * when even that fails (with a message in err). */
int text_search_compile(regex_t *re, const char *pattern, bool *literal, char *err,
                        size_t errlen);

/* The next draw after `from` (dir > 0) or before it (dir < 0) whose words match,
 * wrapping around the level (then *wrapped is true); 0 when none does. */
uint32_t text_index_find(const text_index *ix, const regex_t *re, uint32_t from, int dir,
                         bool *wrapped);

#endif
