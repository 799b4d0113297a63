/* gml_lex.h — GameMaker Language (GM8) text cut into tokens, for gml_parse.
 *
 * Tokens: names (letters, digits, _; not starting with a digit), numbers (decimal with an
 * optional fraction, or $hex), strings ("..." or '...', no escapes, may span lines, as
 * in GameMaker 8), and punctuation: ( ) [ ] { } , ; : . and the operators
 * = == != < <= > >= + - * / += -= *= /= && || ^^ ! & | ^ ~ << >>  (the words and or
 * xor not div mod are names the parser reads as operators).  // and slash-star comments
 * are skipped.  Anything else (# @ ? % and the like, a string without its end) is an
 * error. */
#ifndef SPG_GML_LEX_H
#define SPG_GML_LEX_H

#include <stddef.h>

typedef enum gml_tok_kind {
    GT_END = 0, GT_NAME, GT_NUMBER, GT_STRING, GT_PUNCT
} gml_tok_kind;

typedef struct gml_tok {
    gml_tok_kind kind;
    int line;          /* 1-based, counting LF, CR LF and lone CR as one line end */
    int col;           /* 1-based byte column of the token's first character */
    const char *start; /* into the source; a string's text without its quotes */
    size_t len;
    double number;     /* GT_NUMBER */
    char punct[3];     /* GT_PUNCT: the operator, NUL-terminated */
} gml_tok;

typedef struct gml_lexer {
    const char *src, *end, *at;
    const char *line_start; /* the first byte of the current line (columns count from it) */
    int line;
} gml_lexer;

/* Starts cutting `len` bytes of source. */
void gml_lex_init(gml_lexer *lx, const char *src, size_t len);

/* The next token into *t (GT_END at the end).  Returns 0, or -1 with "line N: what" in
 * err (an unknown character, a string or comment that does not end). */
int gml_lex_next(gml_lexer *lx, gml_tok *t, char *err, size_t errlen);

/* Whether token t is the punctuation or operator `p`, or the name `name`. */
int gml_tok_is(const gml_tok *t, const char *p);
int gml_tok_is_name(const gml_tok *t, const char *name);

#endif
