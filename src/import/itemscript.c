/* itemscript.c — scrGenerateItem read as the item tables (itemscript.h). */
#include "itemscript.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../data/itemfacts.h"
#include "../level.h"
#include "itemobjects.h"
#include "roomscript_read.h"

/* `obj = instance_create(argument0 [+-N], argument1 [+-N], oITEM)`: sets *item; else
 * refused at n. */
static int read_create(rs_reader *r, const gml_node *n, int *item)
{
    return itemobject_read_create(r, n, "argument0", "argument1", item, NULL, NULL);
}

/* The statements after a set's first: only `obj.FIELD = value`. */
static int read_tail(rs_reader *r, const gml_node *block)
{
    for (int i = 1; i < block->nkids; i++) {
        const gml_node *s = block->kids[i];
        if (s->kind != GML_ASSIGN || s->kids[0]->kind != GML_FIELD ||
            s->kids[0]->kids[0]->kind != GML_NAME || strcmp(s->kids[0]->kids[0]->text, "obj") != 0)
            return rs_refuse(r, s, "after the item is made, only obj.FIELD = value");
    }
    return 0;
}

/* The set's block: its first statement, the rest checked. */
static const gml_node *set_first(rs_reader *r, const gml_node *body)
{
    if (body->kind != GML_BLOCK || body->nkids < 1) {
        rs_refuse(r, body, "a set is a block");
        return NULL;
    }
    return read_tail(r, body) == 0 ? body->kids[0] : NULL;
}

/* The High End Set: if (rand(1,N) == 1) create; else if ...; else create. */
static int read_high_end(rs_reader *r, const gml_node *body, spg_itemfacts *f)
{
    const gml_node *n = set_first(r, body);
    if (!n)
        return -1;
    while (n && n->kind == GML_IF) {
        const gml_node *cond = n->kids[0];
        int a, b;
        if (cond->kind != GML_BINARY || strcmp(cond->text, "==") != 0 ||
            !rs_is_rand(cond->kids[0], &a, &b) || a != 1 || b < 1 ||
            cond->kids[1]->kind != GML_NUMBER || cond->kids[1]->number != 1)
            return rs_refuse(r, n, "a test of the High End Set is not rand(1,N) == 1");
        if (n->nkids != 3)
            return rs_refuse(r, n, "the High End Set's chain has no last else");
        if (f->nchain == ITEMFACTS_MAX)
            return rs_refuse(r, n, "more than %d tests", ITEMFACTS_MAX);
        f->chain_n[f->nchain] = b;
        if (read_create(r, n->kids[1], &f->chain_item[f->nchain]) != 0)
            return -1;
        f->nchain++;
        n = rs_only(n->kids[2]);
    }
    return read_create(r, n, &f->chain_else);
}

/* The Underground Set: switch (rand(0,K)) with cases 0..K, each a create and a break. */
static int read_underground(rs_reader *r, const gml_node *body, spg_itemfacts *f)
{
    const gml_node *sw = set_first(r, body);
    if (!sw)
        return -1;
    int a, b;
    if (sw->kind != GML_SWITCH || !rs_is_rand(sw->kids[0], &a, &b) || a != 0 || b < 0)
        return rs_refuse(r, sw, "the Underground Set is not switch (rand(0,K))");
    if (b + 1 > ITEMFACTS_MAX)
        return rs_refuse(r, sw, "more than %d cases", ITEMFACTS_MAX);
    int want = 0;
    for (int k = 1; k < sw->nkids; k++) {
        const gml_node *lab = sw->kids[k];
        if (lab->kind != GML_CASE && lab->kind != GML_DEFAULT)
            continue;
        if (lab->kind == GML_DEFAULT || lab->kids[0]->kind != GML_NUMBER ||
            lab->kids[0]->number != want)
            return rs_refuse(r, lab, "the Underground Set's cases are not 0..%d in order", b);
        const gml_node *st[4];
        int ns = rs_case_statements(sw, k + 1, st, 4);
        if (ns != 2 || st[1]->kind != GML_BREAK)
            return rs_refuse(r, lab, "case %d is not { obj = instance_create(...); break; }", want);
        if (read_create(r, st[0], &f->hidden[want]) != 0)
            return -1;
        want++;
    }
    if (want != b + 1)
        return rs_refuse(r, sw, "switch (rand(0,%d)) has %d cases", b, want);
    f->nhidden = want;
    return 0;
}

int itemscript_read(const char *name, const char *code, const char *source, char **out,
                    char *err, size_t errlen)
{
    *out = NULL;
    rs_reader r = {.script = name, .err = err, .errlen = errlen};
    gml_node *tree;
    if (gml_parse(name, code, strlen(code), &tree, err, errlen) != 0)
        return -1;
    spg_itemfacts f;
    memset(&f, 0, sizeof f);
    int rc = -1, got0 = 0, got1 = 0, got2 = 0;
    if (tree->nkids != 1 || tree->kids[0]->kind != GML_IF) {
        rs_refuse(&r, tree->nkids ? tree->kids[0] : tree,
                  "the script is not one chain of if (argument2 == SET)");
        goto done;
    }
    /* if (argument2 == 0) ... else if (argument2 == 1) ... else if (argument2 == 2) ... */
    for (const gml_node *n = tree->kids[0]; n; n = n->nkids == 3 ? rs_only(n->kids[2]) : NULL) {
        const gml_node *cond = n->kind == GML_IF ? n->kids[0] : NULL;
        if (!cond || cond->kind != GML_BINARY || strcmp(cond->text, "==") != 0 ||
            cond->kids[0]->kind != GML_NAME || strcmp(cond->kids[0]->text, "argument2") != 0 ||
            cond->kids[1]->kind != GML_NUMBER) {
            rs_refuse(&r, n, "a branch of the chain does not test argument2 == SET");
            goto done;
        }
        double set = cond->kids[1]->number;
        if (set == 1 && !got1) {
            if (read_high_end(&r, n->kids[1], &f) != 0)
                goto done;
            got1 = 1;
        } else if (set == 2 && !got2) {
            if (read_underground(&r, n->kids[1], &f) != 0)
                goto done;
            got2 = 1;
        } else if (set == 0 && !got0) {
            got0 = 1; /* the Crate Set: crates' items are not the generator's */
        } else {
            rs_refuse(&r, n, "a set other than 0, 1 and 2, or one given twice");
            goto done;
        }
    }
    if (!got1 || !got2) {
        rs_refuse(&r, tree->kids[0], "no %s Set (argument2 == %d)", got1 ? "Underground" : "High End",
                  got1 ? 2 : 1);
        goto done;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    if (!m) {
        snprintf(err, errlen, "%s: out of memory", name);
        goto done;
    }
    fprintf(m, "# items.facts: the item tables, read by spelgen import from %s's %s:\n"
               "# the user's own copy, not to be shared.\n", source, name);
    itemfacts_write(m, &f, NULL);
    if (fclose(m) != 0 || !text) {
        free(text);
        snprintf(err, errlen, "%s: out of memory", name);
        goto done;
    }
    spg_itemfacts back;
    char why[300];
    if (itemfacts_parse(text, len, "items.facts", &back, why, sizeof why) != 0) {
        free(text);
        snprintf(err, errlen, "%s: the item tables would not load: %s", name, why);
        goto done;
    }
    *out = text;
    rc = 0;
done:
    gml_free(tree);
    return rc;
}
