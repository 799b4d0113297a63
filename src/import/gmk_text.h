/* gmk_text.h — how the project's texts are written out: code with Unix line ends, names
 * that are safe as file names. */
#ifndef SPG_GMK_TEXT_H
#define SPG_GMK_TEXT_H

#include <stdbool.h>
#include <stdio.h>

/* Writes code as GameMaker stored it but with CR LF (and a lone CR) as LF, ending in a
 * newline unless empty: line numbers stay the editor's. */
void gmk_write_code(FILE *f, const char *code);

/* Whether a resource name can be a file name as it is: 1-64 of A-Z a-z 0-9 _ - . and not
 * starting with a dot (GameMaker's names are identifiers; anything else is refused). */
bool gmk_safe_name(const char *name);

/* A name for a line of text: the name, or "-" for none, or "#N" for a deleted index. */
const char *gmk_ref_name(const char *name, int index, char *buf, size_t len);

#endif
