/* gmksplit_xml.c — reads the XML subset of a GmkSplitter tree (gmksplit_xml.h).
 *
 * A recursive descent over the bytes, one call per element, bounded by GX_DEPTH_MAX so
 * that hostile nesting cannot exhaust the stack.  Every failure names the file and the
 * line, and frees what was built. */
#include "gmksplit_xml.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct gx_in {
    const char *p, *end;
    const char *file;
    int line;
    char *err;
    size_t errlen;
    bool failed;
} gx_in;

static void fail(gx_in *in, const char *fmt, ...)
{
    if (in->failed)
        return;
    in->failed = true;
    int n = snprintf(in->err, in->errlen, "%s:%d: ", in->file, in->line);
    if (n < 0 || (size_t)n >= in->errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(in->err + n, in->errlen - (size_t)n, fmt, ap);
    va_end(ap);
}

/* A growing string. */
typedef struct gx_str {
    char *s;
    size_t n, cap;
} gx_str;

static bool put(gx_in *in, gx_str *b, const char *src, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 32;
        while (cap < b->n + n + 1)
            cap *= 2;
        char *s = realloc(b->s, cap);
        if (!s) {
            fail(in, "out of memory");
            return false;
        }
        b->s = s;
        b->cap = cap;
    }
    memcpy(b->s + b->n, src, n);
    b->n += n;
    b->s[b->n] = '\0';
    return true;
}

static char *finish(gx_in *in, gx_str *b)
{
    if (!b->s && !put(in, b, "", 0))
        return NULL;
    return b->s;
}

static bool at(const gx_in *in, const char *s)
{
    size_t n = strlen(s);
    return (size_t)(in->end - in->p) >= n && memcmp(in->p, s, n) == 0;
}

static void advance(gx_in *in, size_t n)
{
    for (size_t i = 0; i < n && in->p < in->end; i++)
        if (*in->p++ == '\n')
            in->line++;
}

static void skip_space(gx_in *in)
{
    while (in->p < in->end && (*in->p == ' ' || *in->p == '\t' || *in->p == '\r' ||
                               *in->p == '\n'))
        advance(in, 1);
}

/* Steps past everything up to and including `close`; fails naming `what` without it. */
static void skip_past(gx_in *in, const char *close, const char *what)
{
    int line = in->line;
    while (in->p < in->end && !at(in, close))
        advance(in, 1);
    if (in->p >= in->end) {
        in->line = line;
        fail(in, "%s that is never closed (no '%s')", what, close);
        return;
    }
    advance(in, strlen(close));
}

static bool name_char(char c, bool first)
{
    unsigned char u = (unsigned char)c;
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || c == '_' || c == ':' ||
           u >= 0x80 || (!first && ((u >= '0' && u <= '9') || c == '-' || c == '.'));
}

static char *read_name(gx_in *in, const char *what)
{
    const char *s = in->p;
    while (in->p < in->end && name_char(*in->p, in->p == s))
        in->p++;
    if (in->p == s) {
        fail(in, "%s expected, found %s", what,
             in->p < in->end ? "another character" : "the end of the file");
        return NULL;
    }
    char *name = malloc((size_t)(in->p - s) + 1);
    if (!name) {
        fail(in, "out of memory");
        return NULL;
    }
    memcpy(name, s, (size_t)(in->p - s));
    name[in->p - s] = '\0';
    return name;
}

static void put_utf8(gx_in *in, gx_str *b, unsigned long c)
{
    char u[4];
    size_t n;
    if (c < 0x80) {
        u[0] = (char)c;
        n = 1;
    } else if (c < 0x800) {
        u[0] = (char)(0xc0 | (c >> 6));
        u[1] = (char)(0x80 | (c & 0x3f));
        n = 2;
    } else if (c < 0x10000) {
        u[0] = (char)(0xe0 | (c >> 12));
        u[1] = (char)(0x80 | ((c >> 6) & 0x3f));
        u[2] = (char)(0x80 | (c & 0x3f));
        n = 3;
    } else {
        u[0] = (char)(0xf0 | (c >> 18));
        u[1] = (char)(0x80 | ((c >> 12) & 0x3f));
        u[2] = (char)(0x80 | ((c >> 6) & 0x3f));
        u[3] = (char)(0x80 | (c & 0x3f));
        n = 4;
    }
    put(in, b, u, n);
}

/* An entity or character reference at in->p ('&'), its character added to b. */
static void read_reference(gx_in *in, gx_str *b)
{
    static const struct { const char *name, *text; } named[] = {
        {"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}, {"&quot;", "\""}, {"&apos;", "'"}};
    for (size_t i = 0; i < sizeof named / sizeof *named; i++)
        if (at(in, named[i].name)) {
            advance(in, strlen(named[i].name));
            put(in, b, named[i].text, 1);
            return;
        }
    if (at(in, "&#")) {
        advance(in, 2);
        bool hex = in->p < in->end && *in->p == 'x';
        if (hex)
            advance(in, 1);
        unsigned long c = 0;
        int digits = 0;
        while (in->p < in->end && *in->p != ';' && digits < 9) {
            char d = *in->p;
            int v = d >= '0' && d <= '9' ? d - '0'
                    : hex && d >= 'a' && d <= 'f' ? d - 'a' + 10
                    : hex && d >= 'A' && d <= 'F' ? d - 'A' + 10
                                                  : -1;
            if (v < 0)
                break;
            c = c * (hex ? 16 : 10) + (unsigned long)v;
            digits++;
            advance(in, 1);
        }
        if (!digits || in->p >= in->end || *in->p != ';' || c == 0 || c > 0x10ffff ||
            (c >= 0xd800 && c <= 0xdfff)) {
            fail(in, "a character reference that is not a character (&#N; or &#xN;)");
            return;
        }
        advance(in, 1);
        put_utf8(in, b, c);
        return;
    }
    fail(in, "an '&' that starts no entity spelgen knows (&lt; &gt; &amp; &quot; &apos; "
             "&#N;)");
}

static void read_attributes(gx_in *in, gx_node *n)
{
    for (;;) {
        skip_space(in);
        if (in->failed || in->p >= in->end || *in->p == '>' || *in->p == '/')
            return;
        char *name = read_name(in, "an attribute's name");
        if (!name)
            return;
        gx_attr *a = realloc(n->attrs, (size_t)(n->nattrs + 1) * sizeof *a);
        if (!a) {
            free(name);
            fail(in, "out of memory");
            return;
        }
        n->attrs = a;
        a = &n->attrs[n->nattrs++];
        *a = (gx_attr){name, NULL};
        skip_space(in);
        if (in->p >= in->end || *in->p != '=') {
            fail(in, "attribute '%s' has no '=' and value", name);
            return;
        }
        advance(in, 1);
        skip_space(in);
        if (in->p >= in->end || (*in->p != '"' && *in->p != '\'')) {
            fail(in, "attribute '%s': its value is not in quotes", name);
            return;
        }
        char quote = *in->p;
        advance(in, 1);
        gx_str v = {0};
        while (!in->failed && in->p < in->end && *in->p != quote) {
            if (*in->p == '&')
                read_reference(in, &v);
            else if (*in->p == '<')
                fail(in, "attribute '%s': a '<' in its value", name);
            else {
                put(in, &v, in->p, 1);
                advance(in, 1);
            }
        }
        a->value = finish(in, &v);
        if (!in->failed && in->p >= in->end)
            fail(in, "attribute '%s': its value is never closed", name);
        if (in->failed)
            return;
        advance(in, 1);
    }
}

static void read_element(gx_in *in, gx_node *n, int depth);

/* The content of n up to its end tag. */
static void read_content(gx_in *in, gx_node *n, int depth)
{
    gx_str text = {0};
    while (!in->failed) {
        if (in->p >= in->end) {
            fail(in, "element <%s> (line %d) is never closed", n->name, n->line);
            break;
        }
        if (at(in, "</")) {
            advance(in, 2);
            char *name = read_name(in, "an end tag's name");
            if (!name)
                break;
            if (strcmp(name, n->name) != 0)
                fail(in, "</%s> closes <%s> (line %d)", name, n->name, n->line);
            free(name);
            skip_space(in);
            if (!in->failed && (in->p >= in->end || *in->p != '>'))
                fail(in, "end tag </%s> is not closed by '>'", n->name);
            advance(in, 1);
            break;
        }
        if (at(in, "<!--"))
            skip_past(in, "-->", "a comment");
        else if (at(in, "<![CDATA[")) {
            advance(in, 9);
            const char *s = in->p;
            int line = in->line;
            while (in->p < in->end && !at(in, "]]>"))
                advance(in, 1);
            if (in->p >= in->end) {
                in->line = line;
                fail(in, "a CDATA section that is never closed");
                break;
            }
            put(in, &text, s, (size_t)(in->p - s));
            advance(in, 3);
        } else if (at(in, "<?"))
            skip_past(in, "?>", "a processing instruction");
        else if (at(in, "<!"))
            fail(in, "a declaration (<!...) inside an element");
        else if (*in->p == '<') {
            if (depth + 1 > GX_DEPTH_MAX) {
                fail(in, "elements nested deeper than %d", GX_DEPTH_MAX);
                break;
            }
            /* capacity is the next power of two: linear time for many children */
            int k = n->nchildren;
            if ((k & (k - 1)) == 0) {
                gx_node *c = realloc(n->children, (size_t)(k ? 2 * k : 1) * sizeof *c);
                if (!c) {
                    fail(in, "out of memory");
                    break;
                }
                n->children = c;
            }
            gx_node *c = &n->children[n->nchildren++];
            memset(c, 0, sizeof *c);
            read_element(in, c, depth + 1);
        } else if (*in->p == '&')
            read_reference(in, &text);
        else {
            const char *s = in->p;
            while (in->p < in->end && *in->p != '<' && *in->p != '&')
                advance(in, 1);
            put(in, &text, s, (size_t)(in->p - s));
        }
    }
    n->text = finish(in, &text);
}

/* An element whose '<' is at in->p. */
static void read_element(gx_in *in, gx_node *n, int depth)
{
    n->line = in->line;
    advance(in, 1);
    n->name = read_name(in, "an element's name");
    if (!n->name)
        return;
    read_attributes(in, n);
    if (in->failed)
        return;
    if (in->p >= in->end) {
        fail(in, "the start tag <%s> is never closed", n->name);
        return;
    }
    if (*in->p == '/') {
        advance(in, 1);
        if (in->p >= in->end || *in->p != '>') {
            fail(in, "'/' in the start tag <%s> not followed by '>'", n->name);
            return;
        }
        advance(in, 1);
        gx_str empty = {0};
        n->text = finish(in, &empty);
        return;
    }
    advance(in, 1); /* '>' */
    read_content(in, n, depth);
}

/* Comments, processing instructions and space, before or after the root. */
static void skip_misc(gx_in *in)
{
    for (;;) {
        skip_space(in);
        if (in->failed)
            return;
        if (at(in, "<!--"))
            skip_past(in, "-->", "a comment");
        else if (at(in, "<?"))
            skip_past(in, "?>", "a processing instruction");
        else
            return;
    }
}

int gx_parse(const char *data, size_t len, const char *file, gx_node *root, char *err,
             size_t errlen)
{
    memset(root, 0, sizeof *root);
    gx_in in = {data, data + len, file, 1, err, errlen, false};
    if (at(&in, "\xef\xbb\xbf")) /* a UTF-8 byte order mark */
        in.p += 3;
    skip_misc(&in);
    if (!in.failed) {
        if (at(&in, "<!DOCTYPE"))
            fail(&in, "a DOCTYPE, which a GmkSplitter tree does not have");
        else if (in.p >= in.end || *in.p != '<')
            fail(&in, "no root element (a GmkSplitter file is XML)");
        else
            read_element(&in, root, 1);
    }
    if (!in.failed) {
        skip_misc(&in);
        if (!in.failed && in.p < in.end)
            fail(&in, "something after the root element <%s>", root->name);
    }
    if (in.failed) {
        gx_free(root);
        return -1;
    }
    return 0;
}

void gx_free(gx_node *n)
{
    if (!n)
        return;
    for (int i = 0; i < n->nchildren; i++)
        gx_free(&n->children[i]);
    free(n->children);
    for (int i = 0; i < n->nattrs; i++) {
        free(n->attrs[i].name);
        free(n->attrs[i].value);
    }
    free(n->attrs);
    free(n->name);
    free(n->text);
    memset(n, 0, sizeof *n);
}

const gx_node *gx_child(const gx_node *n, const char *name)
{
    for (int i = 0; i < n->nchildren; i++)
        if (n->children[i].name && strcmp(n->children[i].name, name) == 0)
            return &n->children[i];
    return NULL;
}

const gx_node *gx_find(const gx_node *n, const char *name)
{
    for (int i = 0; i < n->nchildren; i++) {
        if (n->children[i].name && strcmp(n->children[i].name, name) == 0)
            return &n->children[i];
        const gx_node *d = gx_find(&n->children[i], name);
        if (d)
            return d;
    }
    return NULL;
}

const char *gx_attr_value(const gx_node *n, const char *name)
{
    for (int i = 0; i < n->nattrs; i++)
        if (strcmp(n->attrs[i].name, name) == 0)
            return n->attrs[i].value;
    return NULL;
}
