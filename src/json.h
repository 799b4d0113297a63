/* json.h — the one JSON writer every module shares: a string literal, escaped.  A leaf:
 * it includes nothing of spelgen's, so a style, the output and the CLI all may use it. */
#ifndef SPG_JSON_H
#define SPG_JSON_H

#include <stdio.h>

/* Writes s as a JSON string literal: '"' and '\\' escaped, control characters as
 * \u00XX; NULL as "". */
void json_string(FILE *f, const char *s);

#endif
