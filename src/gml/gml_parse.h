/* gml_parse.h — the subset of GameMaker Language (GM8) the original's scripts are written
 * in, parsed into a tree, so that import can read room scripts as data and refuse any
 * script whose shape it does not know, naming the script and the line (roomscript_mines.c
 * and its siblings read each area's room script's tree as room data).
 *
 * The grammar (EBNF; NAME, NUMBER, STRING as gml_lex.h cuts them; the words are names):
 *
 *   script    = { statement } END
 *   statement = ";" | block | if | switch | for | while | repeat | do | with
 *             | ( "break" | "continue" | "exit" ) [";"] | "return" expr [";"]
 *             | ( "var" | "globalvar" ) NAME { "," NAME } [";"]
 *             | assign [";"] | call [";"]
 *   block     = ( "{" | "begin" ) { statement } ( "}" | "end" )
 *   if        = "if" expr [ "then" ] statement [ "else" statement ]
 *   while     = "while" expr [ "do" ] statement
 *   repeat    = "repeat" expr statement
 *   do        = "do" statement "until" expr [";"]
 *   switch    = "switch" expr "{" { ( "case" expr | "default" ) ":" { statement } } "}"
 *   for       = "for" "(" assign ";" expr ";" assign ")" statement
 *   assign    = ref ( "=" | "+=" | "-=" | "*=" | "/=" ) expr
 *   with      = "with" expr statement
 *   expr      = cmp { ( "and" | "&&" | "or" | "||" | "xor" | "^^" ) cmp }
 *   cmp       = bits [ ( "==" | "=" | "!=" | "<" | "<=" | ">" | ">=" ) bits ]
 *   bits      = shift { ( "|" | "&" | "^" ) shift }
 *   shift     = sum { ( "<<" | ">>" ) sum }
 *   sum       = term { ( "+" | "-" ) term }
 *   term      = unary { ( "*" | "/" | "div" | "mod" ) unary }
 *   unary     = ( "-" | "not" | "!" | "~" ) unary | primary
 *   primary   = NUMBER | STRING | "(" expr ")" { "." NAME | "[" expr [ "," expr ] "]" }
 *             | call | ref
 *   call      = NAME "(" [ expr { "," expr } ] ")"
 *   ref       = NAME { "." NAME | "[" expr [ "," expr ] "]" }
 *
 * The priorities are GameMaker 8's manual's ("Expressions"): and, or, xor share one, the
 * lowest, and are read left to right ("a or b and c" is "(a or b) and c"; the original's
 * scrEntityGen has such a line); "!" is a unary operator, so "not a == b" is
 * "(not a) == b".  In an expression "=" compares, as in GameMaker.  In the tree "&&" is
 * "and", "||" "or", "^^" "xor", "!" "not", and "=" in an expression "==".  A
 * comparison's operands are not compared again (a < b < c is refused).
 * Not in the subset (refused): ++ and --, ?:, the "<>" and ":=" spellings, "#" and "@";
 * the grammar's words are not names.  Nesting is limited to
 * GML_DEPTH_MAX.  (This is nearly all of GameMaker 8's language: which shapes a room
 * script may take is for its reader to check, on the tree.) */
#ifndef SPG_GML_PARSE_H
#define SPG_GML_PARSE_H

#include <stddef.h>
#include <stdio.h>

#define GML_DEPTH_MAX 100

typedef enum gml_kind {
    /* expressions */
    GML_NUMBER, GML_STRING, GML_NAME,
    GML_FIELD,   /* kids[0] . text */
    GML_INDEX,   /* kids[0] [ kids[1] (, kids[2]) ] */
    GML_CALL,    /* text ( kids... ) */
    GML_UNARY,   /* text ("-" or "not") kids[0] */
    GML_BINARY,  /* kids[0] text kids[1]; text is "==" for "=" too */
    /* statements */
    GML_BLOCK,   /* kids: statements */
    GML_ASSIGN,  /* kids[0] text ("=", "+=", ...) kids[1] */
    GML_IF,      /* kids: condition, then, (else) */
    GML_SWITCH,  /* kids: the value, then case labels and statements in order */
    GML_CASE,    /* kids[0]: the label's value */
    GML_DEFAULT,
    GML_BREAK, GML_EXIT,
    GML_RETURN,  /* kids[0] */
    GML_VAR,     /* kids: GML_NAME each */
    GML_FOR,     /* kids: init, condition, step, body */
    GML_WITH,    /* kids: the instance or object, body */
    GML_WHILE,   /* kids: condition, body */
    GML_REPEAT,  /* kids: count, body */
    GML_DO,      /* kids: body, condition (until) */
    GML_CONTINUE,
    GML_GLOBALVAR /* kids: GML_NAME each */
} gml_kind;

typedef struct gml_node {
    gml_kind kind;
    int line;
    int col;           /* 1-based column where the construct starts (0: not known) */
    char *text;        /* a name, a string's text, an operator, a field's or function's name */
    double number;
    int nkids, capkids;
    struct gml_node **kids;
} gml_node;

/* Parses `len` bytes of the script `name`.  Returns 0 and *out (a GML_BLOCK of its
 * statements), or -1 with "NAME: line N: what" in err and *out NULL. */
int gml_parse(const char *name, const char *src, size_t len, gml_node **out, char *err,
              size_t errlen);

/* Frees a tree (NULL is fine). */
void gml_free(gml_node *n);

/* Writes a tree as one S-expression: (if (== roomPath 4) (block (= n (call rand 1 7))))
 * — the tests' and the shape checks' canonical form. */
void gml_print(FILE *f, const gml_node *n);

#endif
