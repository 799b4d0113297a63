/* gml_parse.c — a recursive-descent parser for the GML subset of gml_parse.h.
 *
 * One token of lookahead (two where a statement starting with a name may be a call or an
 * assignment); the first error is kept and parsing stops.  Every node is freed on
 * failure, so a caller sees either a whole tree or none. */
#include "gml_parse.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "gml_lex.h"

typedef struct parser {
    const char *name;
    gml_lexer lx;
    gml_tok tok;   /* the current token */
    char *err;
    size_t errlen;
    bool failed;
    int depth;
} parser;

static void fail(parser *p, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void fail(parser *p, int line, const char *fmt, ...)
{
    if (p->failed)
        return;
    p->failed = true;
    char msg[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(p->err, p->errlen, "%s: line %d: %s", p->name, line, msg);
}

static void next(parser *p)
{
    if (p->failed)
        return;
    char e[160];
    if (gml_lex_next(&p->lx, &p->tok, e, sizeof e) != 0) {
        p->failed = true;
        snprintf(p->err, p->errlen, "%s: %s", p->name, e);
        p->tok.kind = GT_END;
    }
}

/* The token after the current one, without moving. */
static gml_tok peek(parser *p)
{
    gml_lexer copy = p->lx;
    gml_tok t;
    char e[160];
    if (gml_lex_next(&copy, &t, e, sizeof e) != 0)
        t.kind = GT_END;
    return t;
}

static const char *const reserved[] = {
    "if", "else", "switch", "case", "default", "break", "exit", "return", "var", "for",
    "with", "and", "or", "xor", "not", "div", "mod", "while", "do", "until", "repeat",
    "continue", "globalvar", "begin", "end", "then"};

static bool is_reserved(const gml_tok *t)
{
    for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
        if (gml_tok_is_name(t, reserved[i]))
            return true;
    return false;
}

/* What the current token is, for messages: "'foo'", "the end of the script". */
static const char *describe(const gml_tok *t, char *buf, size_t len)
{
    if (t->kind == GT_END)
        return "the end of the script";
    if (t->kind == GT_STRING)
        return "a string";
    int n = t->len > 24 ? 24 : (int)t->len;
    snprintf(buf, len, "'%.*s'", n, t->start);
    return buf;
}

static void expect(parser *p, const char *punct, const char *where)
{
    if (p->failed)
        return;
    if (!gml_tok_is(&p->tok, punct)) {
        char b[40];
        fail(p, p->tok.line, "'%s' expected %s, not %s", punct, where,
             describe(&p->tok, b, sizeof b));
        return;
    }
    next(p);
}

static gml_node *node(parser *p, gml_kind kind, int line, const char *text, size_t len)
{
    gml_node *n = calloc(1, sizeof *n);
    if (!n) {
        fail(p, line, "out of memory");
        return NULL;
    }
    n->kind = kind;
    n->line = line;
    if (p->tok.line == line)
        n->col = p->tok.col;
    if (text) {
        n->text = malloc(len + 1);
        if (!n->text) {
            free(n);
            fail(p, line, "out of memory");
            return NULL;
        }
        memcpy(n->text, text, len);
        n->text[len] = 0;
    }
    return n;
}

/* Adds kid to n; on failure (or a NULL kid after an error) frees the kid. */
static void add(parser *p, gml_node *n, gml_node *kid)
{
    if (!n || !kid) {
        gml_free(kid);
        if (!kid && !p->failed)
            fail(p, p->tok.line, "out of memory");
        return;
    }
    if (n->nkids == n->capkids) { /* doubling: a long block stays linear */
        int cap = n->capkids ? n->capkids * 2 : 4;
        gml_node **k = realloc(n->kids, (size_t)cap * sizeof *k);
        if (!k) {
            fail(p, kid->line, "out of memory");
            gml_free(kid);
            return;
        }
        n->kids = k;
        n->capkids = cap;
    }
    n->kids[n->nkids++] = kid;
}

/* A node's result: the node when nothing failed, else NULL (freeing it). */
static gml_node *done(parser *p, gml_node *n)
{
    if (p->failed) {
        gml_free(n);
        return NULL;
    }
    return n;
}

static bool enter(parser *p)
{
    if (++p->depth > GML_DEPTH_MAX) {
        fail(p, p->tok.line, "nested deeper than %d", GML_DEPTH_MAX);
        return false;
    }
    return true;
}

/* ---------------------------------------------------------------- expressions */

static gml_node *expr(parser *p);

static gml_node *ref_rest(parser *p, gml_node *base)
{
    while (!p->failed && base) {
        if (gml_tok_is(&p->tok, ".")) {
            next(p);
            if (p->tok.kind != GT_NAME || is_reserved(&p->tok)) {
                char b[40];
                fail(p, p->tok.line, "a field's name expected after '.', not %s",
                     describe(&p->tok, b, sizeof b));
                break;
            }
            gml_node *f = node(p, GML_FIELD, p->tok.line, p->tok.start, p->tok.len);
            add(p, f, base);
            base = f;
            next(p);
        } else if (gml_tok_is(&p->tok, "[")) {
            gml_node *ix = node(p, GML_INDEX, p->tok.line, NULL, 0);
            add(p, ix, base);
            base = ix;
            next(p);
            add(p, ix, expr(p));
            if (gml_tok_is(&p->tok, ",")) {
                next(p);
                add(p, ix, expr(p));
            }
            expect(p, "]", "to close the index");
        } else {
            break;
        }
    }
    return done(p, base);
}

static gml_node *call_rest(parser *p, gml_node *call)
{
    next(p); /* the "(" */
    if (!gml_tok_is(&p->tok, ")")) {
        add(p, call, expr(p));
        while (!p->failed && gml_tok_is(&p->tok, ",")) {
            next(p);
            add(p, call, expr(p));
        }
    }
    expect(p, ")", "to close the call's arguments");
    return done(p, call);
}

static gml_node *primary(parser *p)
{
    gml_tok t = p->tok;
    char b[40];
    if (t.kind == GT_NUMBER) {
        gml_node *n = node(p, GML_NUMBER, t.line, t.start, t.len);
        if (n)
            n->number = t.number;
        next(p);
        return done(p, n);
    }
    if (t.kind == GT_STRING) {
        gml_node *n = node(p, GML_STRING, t.line, t.start, t.len);
        next(p);
        return done(p, n);
    }
    if (gml_tok_is(&t, "(")) {
        next(p);
        gml_node *n = expr(p);
        expect(p, ")", "to close the parenthesis");
        return ref_rest(p, done(p, n)); /* (oGame.players[i]).x */
    }
    if (t.kind == GT_NAME && !is_reserved(&t)) {
        gml_tok after = peek(p);
        next(p);
        gml_node *n = node(p, after.kind == GT_PUNCT && gml_tok_is(&after, "(") ? GML_CALL
                                                                               : GML_NAME,
                           t.line, t.start, t.len);
        if (n)
            n->col = t.col;
        if (n && n->kind == GML_CALL)
            return call_rest(p, n);
        return ref_rest(p, n);
    }
    fail(p, t.line, "a value expected, not %s", describe(&t, b, sizeof b));
    return NULL;
}

static gml_node *unary(parser *p)
{
    if (!enter(p))
        return NULL;
    gml_node *n;
    int line = p->tok.line;
    if (gml_tok_is(&p->tok, "-") || gml_tok_is(&p->tok, "!") || gml_tok_is(&p->tok, "~") ||
        gml_tok_is_name(&p->tok, "not")) {
        const char *op = gml_tok_is(&p->tok, "-") ? "-" : gml_tok_is(&p->tok, "~") ? "~" : "not";
        next(p);
        n = node(p, GML_UNARY, line, op, strlen(op));
        add(p, n, unary(p));
        n = done(p, n);
    } else {
        n = primary(p);
    }
    p->depth--;
    return n;
}

static gml_node *binary(parser *p, gml_node *left, const char *op, gml_node *(*operand)(parser *))
{
    int line = p->tok.line;
    next(p);
    gml_node *n = node(p, GML_BINARY, line, op, strlen(op));
    add(p, n, left);
    add(p, n, operand(p));
    return done(p, n);
}

static gml_node *term(parser *p)
{
    gml_node *n = unary(p);
    for (;;) {
        const char *op = gml_tok_is(&p->tok, "*")         ? "*"
                         : gml_tok_is(&p->tok, "/")       ? "/"
                         : gml_tok_is_name(&p->tok, "div") ? "div"
                         : gml_tok_is_name(&p->tok, "mod") ? "mod"
                                                          : NULL;
        if (!op || p->failed)
            return done(p, n);
        n = binary(p, n, op, unary);
    }
}

static gml_node *sum(parser *p)
{
    gml_node *n = term(p);
    while (!p->failed && (gml_tok_is(&p->tok, "+") || gml_tok_is(&p->tok, "-")))
        n = binary(p, n, p->tok.punct[0] == '+' ? "+" : "-", term);
    return done(p, n);
}

static gml_node *shift(parser *p)
{
    gml_node *n = sum(p);
    while (!p->failed && (gml_tok_is(&p->tok, "<<") || gml_tok_is(&p->tok, ">>")))
        n = binary(p, n, p->tok.punct[0] == '<' ? "<<" : ">>", sum);
    return done(p, n);
}

static gml_node *bits(parser *p)
{
    gml_node *n = shift(p);
    while (!p->failed &&
           (gml_tok_is(&p->tok, "|") || gml_tok_is(&p->tok, "&") || gml_tok_is(&p->tok, "^")))
        n = binary(p, n, p->tok.punct[0] == '|' ? "|" : p->tok.punct[0] == '&' ? "&" : "^",
                   shift);
    return done(p, n);
}

static gml_node *cmp(parser *p)
{
    gml_node *n = bits(p);
    static const char *const ops[] = {"==", "=", "!=", "<=", ">=", "<", ">"};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0] && !p->failed; i++)
        if (gml_tok_is(&p->tok, ops[i])) {
            n = binary(p, n, i == 1 ? "==" : ops[i], bits);
            break;
        }
    /* a second comparison (a < b < c) is not in the subset */
    for (size_t i = 0; i < sizeof ops / sizeof ops[0] && !p->failed; i++)
        if (gml_tok_is(&p->tok, ops[i]))
            fail(p, p->tok.line, "two comparisons in a row ('%s'): add parentheses", ops[i]);
    return done(p, n);
}

/* and, or, xor: GameMaker 8's manual gives them one priority, below the comparisons, so
 * "a or b and c" is "(a or b) and c", read left to right. */
static const char *logic_op(const gml_tok *t)
{
    if (gml_tok_is_name(t, "and") || gml_tok_is(t, "&&"))
        return "and";
    if (gml_tok_is_name(t, "or") || gml_tok_is(t, "||"))
        return "or";
    if (gml_tok_is_name(t, "xor") || gml_tok_is(t, "^^"))
        return "xor";
    return NULL;
}

static gml_node *expr(parser *p)
{
    if (!enter(p))
        return NULL;
    gml_node *n = cmp(p);
    const char *op;
    while (!p->failed && (op = logic_op(&p->tok)))
        n = binary(p, n, op, cmp);
    p->depth--;
    return done(p, n);
}

/* ---------------------------------------------------------------- statements */

static gml_node *statement(parser *p);

static void optional_semicolon(parser *p)
{
    if (gml_tok_is(&p->tok, ";"))
        next(p);
}

static bool is_assign_op(const gml_tok *t)
{
    return gml_tok_is(t, "=") || gml_tok_is(t, "+=") || gml_tok_is(t, "-=") ||
           gml_tok_is(t, "*=") || gml_tok_is(t, "/=");
}

/* assign | call, as a statement (no ";"). */
static gml_node *simple(parser *p)
{
    gml_tok t = p->tok;
    char b[40];
    if (t.kind != GT_NAME || is_reserved(&t)) {
        fail(p, t.line, "a statement expected, not %s", describe(&t, b, sizeof b));
        return NULL;
    }
    gml_tok after = peek(p);
    next(p);
    gml_node *head = node(p, gml_tok_is(&after, "(") ? GML_CALL : GML_NAME, t.line, t.start,
                          t.len);
    if (head)
        head->col = t.col;
    if (head && head->kind == GML_CALL)
        return call_rest(p, head);
    gml_node *target = ref_rest(p, head);
    if (p->failed)
        return done(p, target);
    if (!is_assign_op(&p->tok)) {
        fail(p, p->tok.line, "an assignment ('=', '+=', ...) expected, not %s",
             describe(&p->tok, b, sizeof b));
        gml_free(target);
        return NULL;
    }
    gml_node *n = node(p, GML_ASSIGN, p->tok.line, p->tok.punct, strlen(p->tok.punct));
    next(p);
    add(p, n, target);
    add(p, n, expr(p));
    return done(p, n);
}

/* A for loop's start and step: assignments only. */
static gml_node *loop_assign(parser *p)
{
    int line = p->tok.line;
    gml_node *n = simple(p);
    if (n && n->kind != GML_ASSIGN) {
        fail(p, line, "a for loop's start and step must be assignments");
        gml_free(n);
        return NULL;
    }
    return n;
}

static bool opens_block(const gml_tok *t)
{
    return gml_tok_is(t, "{") || gml_tok_is_name(t, "begin");
}

static bool closes_block(const gml_tok *t)
{
    return gml_tok_is(t, "}") || gml_tok_is_name(t, "end");
}

static gml_node *block(parser *p)
{
    gml_node *n = node(p, GML_BLOCK, p->tok.line, NULL, 0);
    int line = p->tok.line;
    next(p); /* "{" or "begin" */
    while (!p->failed && !closes_block(&p->tok)) {
        if (p->tok.kind == GT_END) {
            fail(p, line, "the block opened here does not end");
            break;
        }
        add(p, n, statement(p));
    }
    next(p);
    return done(p, n);
}

static gml_node *switch_stmt(parser *p, int line)
{
    gml_node *n = node(p, GML_SWITCH, line, NULL, 0);
    add(p, n, expr(p));
    int open = p->tok.line;
    if (!p->failed && !opens_block(&p->tok)) {
        char b[40];
        fail(p, p->tok.line, "'{' expected to open the switch's cases, not %s",
             describe(&p->tok, b, sizeof b));
    }
    next(p);
    while (!p->failed && !closes_block(&p->tok)) {
        if (p->tok.kind == GT_END) {
            fail(p, open, "the switch opened here does not end");
            break;
        }
        if (gml_tok_is_name(&p->tok, "case")) {
            gml_node *c = node(p, GML_CASE, p->tok.line, NULL, 0);
            next(p);
            add(p, c, expr(p));
            expect(p, ":", "after the case's value");
            add(p, n, c);
        } else if (gml_tok_is_name(&p->tok, "default")) {
            add(p, n, node(p, GML_DEFAULT, p->tok.line, NULL, 0));
            next(p);
            expect(p, ":", "after 'default'");
        } else {
            if (n && n->nkids == 1) {
                fail(p, p->tok.line, "a switch's first line must be a case or default");
                break;
            }
            add(p, n, statement(p));
        }
    }
    next(p);
    return done(p, n);
}

static gml_node *statement_inner(parser *p)
{
    gml_tok t = p->tok;
    char b[40];
    if (gml_tok_is(&t, ";")) {
        next(p);
        return node(p, GML_BLOCK, t.line, NULL, 0); /* an empty statement */
    }
    if (opens_block(&t))
        return block(p);
    if (t.kind != GT_NAME) {
        fail(p, t.line, "a statement expected, not %s", describe(&t, b, sizeof b));
        return NULL;
    }
    if (gml_tok_is_name(&t, "if")) {
        next(p);
        gml_node *n = node(p, GML_IF, t.line, NULL, 0);
        add(p, n, expr(p));
        if (gml_tok_is_name(&p->tok, "then"))
            next(p);
        add(p, n, statement(p));
        if (!p->failed && gml_tok_is_name(&p->tok, "else")) {
            next(p);
            add(p, n, statement(p));
        }
        return done(p, n);
    }
    if (gml_tok_is_name(&t, "switch")) {
        next(p);
        return switch_stmt(p, t.line);
    }
    if (gml_tok_is_name(&t, "for")) {
        next(p);
        gml_node *n = node(p, GML_FOR, t.line, NULL, 0);
        expect(p, "(", "after 'for'");
        add(p, n, loop_assign(p));
        expect(p, ";", "after the loop's start");
        add(p, n, expr(p));
        expect(p, ";", "after the loop's condition");
        add(p, n, loop_assign(p));
        expect(p, ")", "to close the loop's head");
        add(p, n, statement(p));
        return done(p, n);
    }
    if (gml_tok_is_name(&t, "while") || gml_tok_is_name(&t, "repeat")) {
        next(p);
        gml_node *n = node(p, t.start[0] == 'w' ? GML_WHILE : GML_REPEAT, t.line, NULL, 0);
        add(p, n, expr(p));
        if (t.start[0] == 'w' && gml_tok_is_name(&p->tok, "do"))
            next(p);
        add(p, n, statement(p));
        return done(p, n);
    }
    if (gml_tok_is_name(&t, "do")) {
        next(p);
        gml_node *n = node(p, GML_DO, t.line, NULL, 0);
        add(p, n, statement(p));
        if (!p->failed && !gml_tok_is_name(&p->tok, "until")) {
            fail(p, p->tok.line, "'until' expected after the 'do' of line %d, not %s", t.line,
                 describe(&p->tok, b, sizeof b));
            return done(p, n);
        }
        next(p);
        add(p, n, expr(p));
        optional_semicolon(p);
        return done(p, n);
    }
    if (gml_tok_is_name(&t, "with")) {
        next(p);
        gml_node *n = node(p, GML_WITH, t.line, NULL, 0);
        add(p, n, expr(p));
        add(p, n, statement(p));
        return done(p, n);
    }
    if (gml_tok_is_name(&t, "break") || gml_tok_is_name(&t, "exit") ||
        gml_tok_is_name(&t, "continue")) {
        next(p);
        optional_semicolon(p);
        gml_kind k = t.start[0] == 'b' ? GML_BREAK : t.start[0] == 'e' ? GML_EXIT : GML_CONTINUE;
        return done(p, node(p, k, t.line, NULL, 0));
    }
    if (gml_tok_is_name(&t, "return")) {
        next(p);
        gml_node *n = node(p, GML_RETURN, t.line, NULL, 0);
        add(p, n, expr(p));
        optional_semicolon(p);
        return done(p, n);
    }
    if (gml_tok_is_name(&t, "var") || gml_tok_is_name(&t, "globalvar")) {
        next(p);
        gml_node *n = node(p, t.start[0] == 'v' ? GML_VAR : GML_GLOBALVAR, t.line, NULL, 0);
        do {
            if (n && n->nkids > 0)
                next(p); /* the "," */
            if (p->tok.kind != GT_NAME || is_reserved(&p->tok)) {
                fail(p, p->tok.line, "a name expected after '%.*s', not %s", (int)t.len,
                     t.start, describe(&p->tok, b, sizeof b));
                break;
            }
            add(p, n, node(p, GML_NAME, p->tok.line, p->tok.start, p->tok.len));
            next(p);
        } while (!p->failed && gml_tok_is(&p->tok, ","));
        optional_semicolon(p);
        return done(p, n);
    }
    if (is_reserved(&t)) {
        fail(p, t.line, "'%.*s' is not where a statement begins", (int)t.len, t.start);
        return NULL;
    }
    gml_node *n = simple(p);
    optional_semicolon(p);
    return done(p, n);
}

static gml_node *statement(parser *p)
{
    if (!enter(p))
        return NULL;
    int line = p->tok.line, col = p->tok.col;
    gml_node *n = statement_inner(p);
    /* a statement starts at its first token (its node is made further on) */
    if (n && n->kind != GML_CALL && n->line == line)
        n->col = col;
    p->depth--;
    return done(p, n);
}

int gml_parse(const char *name, const char *src, size_t len, gml_node **out, char *err,
              size_t errlen)
{
    parser p = {.name = name, .err = err, .errlen = errlen};
    if (errlen)
        err[0] = 0;
    gml_lex_init(&p.lx, src, len);
    next(&p);
    gml_node *body = node(&p, GML_BLOCK, 1, NULL, 0);
    while (!p.failed && p.tok.kind != GT_END) {
        if (closes_block(&p.tok)) {
            fail(&p, p.tok.line, "a '}' that closes nothing");
            break;
        }
        add(&p, body, statement(&p));
    }
    *out = done(&p, body);
    return *out ? 0 : -1;
}

void gml_free(gml_node *n)
{
    if (!n)
        return;
    for (int i = 0; i < n->nkids; i++)
        gml_free(n->kids[i]);
    free(n->kids);
    free(n->text);
    free(n);
}

void gml_print(FILE *f, const gml_node *n)
{
    static const char *const heads[] = {
        [GML_FIELD] = ".", [GML_INDEX] = "[]", [GML_BLOCK] = "block", [GML_IF] = "if",
        [GML_SWITCH] = "switch", [GML_CASE] = "case", [GML_DEFAULT] = "default",
        [GML_BREAK] = "break", [GML_EXIT] = "exit", [GML_RETURN] = "return",
        [GML_VAR] = "var", [GML_FOR] = "for", [GML_WITH] = "with",
        [GML_WHILE] = "while", [GML_REPEAT] = "repeat", [GML_DO] = "do",
        [GML_CONTINUE] = "continue", [GML_GLOBALVAR] = "globalvar"};
    switch (n->kind) {
    case GML_NUMBER:
        fprintf(f, "%.15g", n->number);
        return;
    case GML_STRING:
        fprintf(f, strchr(n->text, '"') ? "'%s'" : "\"%s\"", n->text);
        return;
    case GML_NAME:
        fputs(n->text, f);
        return;
    case GML_CALL:
        fprintf(f, "(call %s", n->text);
        break;
    case GML_UNARY:
    case GML_BINARY:
    case GML_ASSIGN:
        fprintf(f, "(%s", n->text);
        break;
    case GML_FIELD:
        fputs("(.", f);
        break;
    default:
        fprintf(f, "(%s", heads[n->kind]);
        break;
    }
    for (int i = 0; i < n->nkids; i++) {
        fputc(' ', f);
        gml_print(f, n->kids[i]);
    }
    if (n->kind == GML_FIELD)
        fprintf(f, " %s", n->text);
    fputc(')', f);
}
