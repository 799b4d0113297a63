/* gml_lex.c — GameMaker Language tokens (gml_lex.h). */
#include "gml_lex.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gml_lex_init(gml_lexer *lx, const char *src, size_t len)
{
    lx->src = lx->at = src;
    lx->end = src + len;
    lx->line = 1;
    lx->line_start = src;
}

/* Steps over one character, counting line ends (CR LF is one). */
static void advance(gml_lexer *lx)
{
    char c = *lx->at++;
    if (c == '\n' || (c == '\r' && (lx->at == lx->end || *lx->at != '\n'))) {
        lx->line++;
        lx->line_start = lx->at;
    }
}

static int is_name_start(char c)
{
    return isalpha((unsigned char)c) || c == '_';
}

static int is_name_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* Skips blanks and comments; -1 when a comment does not end. */
static int skip_space(gml_lexer *lx, char *err, size_t errlen)
{
    while (lx->at < lx->end) {
        char c = *lx->at;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') {
            advance(lx);
        } else if (c == '/' && lx->at + 1 < lx->end && lx->at[1] == '/') {
            while (lx->at < lx->end && *lx->at != '\n' && *lx->at != '\r')
                advance(lx);
        } else if (c == '/' && lx->at + 1 < lx->end && lx->at[1] == '*') {
            int line = lx->line;
            lx->at += 2;
            while (lx->at + 1 < lx->end && !(lx->at[0] == '*' && lx->at[1] == '/'))
                advance(lx);
            if (lx->at + 1 >= lx->end) {
                snprintf(err, errlen, "line %d: a comment that does not end", line);
                return -1;
            }
            lx->at += 2;
        } else {
            break;
        }
    }
    return 0;
}

int gml_lex_next(gml_lexer *lx, gml_tok *t, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    if (skip_space(lx, err, errlen) != 0)
        return -1;
    t->line = lx->line;
    t->col = (int)(lx->at - lx->line_start) + 1;
    t->start = lx->at;
    if (lx->at >= lx->end) {
        t->kind = GT_END;
        return 0;
    }
    char c = *lx->at;
    if (is_name_start(c)) {
        while (lx->at < lx->end && is_name_char(*lx->at))
            lx->at++;
        t->kind = GT_NAME;
        t->len = (size_t)(lx->at - t->start);
        return 0;
    }
    if (isdigit((unsigned char)c) || (c == '.' && lx->at + 1 < lx->end &&
                                       isdigit((unsigned char)lx->at[1]))) {
        double v = 0, scale = 0;
        while (lx->at < lx->end && (isdigit((unsigned char)*lx->at) || *lx->at == '.')) {
            if (*lx->at == '.') {
                if (scale) {
                    snprintf(err, errlen, "line %d: a number with two points", t->line);
                    return -1;
                }
                scale = 1;
            } else if (scale) {
                scale /= 10;
                v += (*lx->at - '0') * scale;
            } else {
                v = v * 10 + (*lx->at - '0');
            }
            lx->at++;
        }
        if (lx->at < lx->end && is_name_start(*lx->at)) {
            snprintf(err, errlen, "line %d: a number runs into a name", t->line);
            return -1;
        }
        t->kind = GT_NUMBER;
        t->len = (size_t)(lx->at - t->start);
        /* the nearest double to the decimal, as GameMaker's own reader gives it (the
         * digit-by-digit sum above can be an ulp off: 0.3 is not 3 * 0.1) */
        char digits[64];
        if (t->len < sizeof digits) {
            memcpy(digits, t->start, t->len);
            digits[t->len] = 0;
            v = strtod(digits, NULL);
        }
        t->number = v;
        return 0;
    }
    if (c == '$') {
        lx->at++;
        double v = 0;
        const char *digits = lx->at;
        while (lx->at < lx->end && isxdigit((unsigned char)*lx->at)) {
            char d = (char)tolower((unsigned char)*lx->at++);
            v = v * 16 + (d <= '9' ? d - '0' : d - 'a' + 10);
        }
        if (lx->at == digits) {
            snprintf(err, errlen, "line %d: '$' without hex digits", t->line);
            return -1;
        }
        t->kind = GT_NUMBER;
        t->number = v;
        t->len = (size_t)(lx->at - t->start);
        return 0;
    }
    if (c == '"' || c == '\'') {
        lx->at++;
        t->start = lx->at;
        while (lx->at < lx->end && *lx->at != c)
            advance(lx);
        if (lx->at >= lx->end) {
            snprintf(err, errlen, "line %d: a string that does not end", t->line);
            return -1;
        }
        t->kind = GT_STRING;
        t->len = (size_t)(lx->at - t->start);
        lx->at++;
        return 0;
    }
    /* two-character operators first */
    static const char *const two[] = {"==", "!=", "<=", ">=", "+=", "-=", "*=", "/=",
                                      "&&", "||", "^^", "<<", ">>"};
    if (lx->at + 1 < lx->end)
        for (size_t i = 0; i < sizeof two / sizeof two[0]; i++)
            if (lx->at[0] == two[i][0] && lx->at[1] == two[i][1]) {
                t->kind = GT_PUNCT;
                memcpy(t->punct, two[i], 3);
                t->len = 2;
                lx->at += 2;
                return 0;
            }
    if (strchr("()[]{},;:.=<>+-*/!&|^~", c) && c != 0) {
        t->kind = GT_PUNCT;
        t->punct[0] = c;
        t->len = 1;
        lx->at++;
        return 0;
    }
    if (isprint((unsigned char)c))
        snprintf(err, errlen, "line %d: '%c' is not in the GML spelgen reads", t->line, c);
    else
        snprintf(err, errlen, "line %d: the byte 0x%02x is not in the GML spelgen reads",
                 t->line, (unsigned char)c);
    return -1;
}

int gml_tok_is(const gml_tok *t, const char *p)
{
    return t->kind == GT_PUNCT && strcmp(t->punct, p) == 0;
}

int gml_tok_is_name(const gml_tok *t, const char *name)
{
    return t->kind == GT_NAME && t->len == strlen(name) && memcmp(t->start, name, t->len) == 0;
}
