/* gmksplit_xml.h — the subset of XML a GmkSplitter tree is written in, read into a tree of
 * elements.
 *
 * Taken: an optional <?xml ...?> declaration and other processing instructions (skipped),
 * comments (skipped), elements with attributes in single or double quotes, character data
 * with the five named entities and numeric character references (&#N; &#xN;, written out
 * as UTF-8), and CDATA sections.  Not taken (refused with the file and line): a DOCTYPE,
 * other named entities, a second root element, mismatched or unclosed tags, nesting deeper
 * than GX_DEPTH_MAX.  Texts are kept as the file has them (UTF-8), mixed content joined. */
#ifndef SPG_GMKSPLIT_XML_H
#define SPG_GMKSPLIT_XML_H

#include <stddef.h>

#define GX_DEPTH_MAX 64

typedef struct gx_attr {
    char *name, *value;
} gx_attr;

typedef struct gx_node {
    char *name;
    int line;               /* the line its start tag is on (1 is the first) */
    int nattrs;
    gx_attr *attrs;
    char *text;             /* the character data directly inside, "" for none */
    int nchildren;
    struct gx_node *children;
} gx_node;

/* Reads `len` bytes named `file` (for messages).  Returns 0 and fills *root (to be freed
 * with gx_free), or -1 with *root empty and one line in err: "FILE:LINE: what is wrong". */
int gx_parse(const char *data, size_t len, const char *file, gx_node *root, char *err,
             size_t errlen);

/* Frees an element and everything under it, and empties it. */
void gx_free(gx_node *n);

/* The first child element named `name`, or NULL. */
const gx_node *gx_child(const gx_node *n, const char *name);

/* The first element named `name` among n's descendants (depth first), or NULL. */
const gx_node *gx_find(const gx_node *n, const char *name);

/* The value of attribute `name`, or NULL. */
const char *gx_attr_value(const gx_node *n, const char *name);

#endif
