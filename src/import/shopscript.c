/* shopscript.c — scrShopItemsGen read as the shop tables (shopscript.h). */
#include "shopscript.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../data/dataparse.h"
#include "../data/shopfacts.h"
#include "../level.h"
#include "itemobjects.h"
#include "roomscript_read.h"

enum { NUMBER_MAX = 1000000, OFFSET_MAX = 64 };

/* The strings the original's room scripts set shopType to (scrRoomGen's shop switch, as
 * rs_shop_kinds reads it), by the kind each is. */
static const struct {
    const char *word;
    int kind;
} shop_types[] = {
    {"General", SPG_SHOP_GENERAL}, {"Bomb", SPG_SHOP_BOMB},
    {"Weapon", SPG_SHOP_WEAPON},   {"Rare", SPG_SHOP_RARE},
    {"Clothing", SPG_SHOP_CLOTHING}, {"Craps", SPG_SHOP_DICE},
    {"Kissing", SPG_SHOP_KISSING},
};

/* The kinds whose shops sell an item (their rooms have the item's tile, "i"): the ones
 * the chain's last else serves when not named before it. */
static const unsigned selling_kinds = 1u << SPG_SHOP_GENERAL | 1u << SPG_SHOP_BOMB |
                                      1u << SPG_SHOP_WEAPON | 1u << SPG_SHOP_RARE |
                                      1u << SPG_SHOP_CLOTHING;

static bool is_name(const gml_node *n, const char *name)
{
    return n && n->kind == GML_NAME && strcmp(n->text, name) == 0;
}

/* Whether n is a whole number lo..hi; sets *v. */
static bool is_whole(const gml_node *n, int lo, int hi, int *v)
{
    if (!n || n->kind != GML_NUMBER || n->number < lo || n->number > hi ||
        n->number != (int)n->number)
        return false;
    *v = (int)n->number;
    return true;
}

/* `shopType == "WORD"`: sets *word. */
static bool is_shop_test(const gml_node *cond, const char **word)
{
    if (!cond || cond->kind != GML_BINARY || strcmp(cond->text, "==") != 0 ||
        !is_name(cond->kids[0], "shopType") || cond->kids[1]->kind != GML_STRING)
        return false;
    *word = cond->kids[1]->text;
    return true;
}

/* `not instance_exists(oX)`: its object's name, else NULL. */
static const char *unique_test(const gml_node *cond)
{
    if (!cond || cond->kind != GML_UNARY || strcmp(cond->text, "not") != 0)
        return NULL;
    const gml_node *c = cond->kids[0];
    if (c->kind != GML_CALL || strcmp(c->text, "instance_exists") != 0 || c->nkids != 1 ||
        c->kids[0]->kind != GML_NAME)
        return NULL;
    return c->kids[0]->text;
}

/* `{ obj = instance_create(xpos+DX, ypos+DY, oITEM); break; }` into t; 0 or -1. */
static int read_make(rs_reader *r, const gml_node *body, spg_shop_test *t)
{
    const gml_node *b = rs_only(body);
    if (!b || b->kind != GML_BLOCK || b->nkids != 2 || b->kids[1]->kind != GML_BREAK)
        return rs_refuse(r, b ? b : body, "an item is not { obj = instance_create(xpos+DX, "
                         "ypos+DY, oITEM); break; }");
    if (itemobject_read_create(r, b->kids[0], "xpos", "ypos", &t->item, &t->dx, &t->dy) != 0)
        return -1;
    if (t->dx < -OFFSET_MAX || t->dx > OFFSET_MAX || t->dy < -OFFSET_MAX || t->dy > OFFSET_MAX)
        return rs_refuse(r, b->kids[0], "the item's place xpos%+d, ypos%+d is not within "
                         "%d of the shop's tile", t->dx, t->dy, OFFSET_MAX);
    return 0;
}

/* An item of the chain (scrShopItemsGen): made, and the loop left, or — under
 * `if (not instance_exists(oITEM))` — made only when no oITEM is on the level, else the
 * pass ends with none.  Into t; 0 or -1. */
static int read_item(rs_reader *r, const gml_node *body, spg_shop_test *t)
{
    const gml_node *b = rs_only(body);
    const char *object = b && b->kind == GML_IF ? unique_test(b->kids[0]) : NULL;
    if (!object)
        return read_make(r, body, t);
    if (b->nkids != 2)
        return rs_refuse(r, b, "if (not instance_exists(%s)) has an else", object);
    if (read_make(r, b->kids[1], t) != 0)
        return -1;
    if (itemobject_of(object) != t->item)
        return rs_refuse(r, b, "the test is of %s, the item made another", object);
    t->unique = true;
    return 0;
}

/* A test of the loop's chain into t (its kind and number); 0 or -1 refused at `at`. */
static int read_test(rs_reader *r, const gml_node *at, const gml_node *cond,
                     const spg_shop_loop *l, spg_shop_test *t)
{
    const gml_node *lhs = cond->nkids == 2 ? cond->kids[0] : NULL;
    const gml_node *rhs = cond->nkids == 2 ? cond->kids[1] : NULL;
    int v;
    if (cond->kind == GML_BINARY && strcmp(cond->text, "<=") == 0 && is_name(lhs, "m") &&
        is_whole(rhs, 0, 0, &v)) {
        t->kind = SPG_SHOP_TEST_OUT;
    } else if (cond->kind == GML_BINARY && strcmp(cond->text, "==") == 0 && lhs &&
               lhs->kind == GML_CALL && strcmp(lhs->text, "rand") == 0 && lhs->nkids == 2 &&
               is_whole(lhs->kids[0], 1, 1, &v) && is_whole(rhs, 1, 1, &v) &&
               (is_name(lhs->kids[1], "m") || is_whole(lhs->kids[1], 1, NUMBER_MAX, &t->n))) {
        t->kind = is_name(lhs->kids[1], "m") ? SPG_SHOP_TEST_ONE_IN_M : SPG_SHOP_TEST_ONE_IN;
    } else if (cond->kind == GML_BINARY && strcmp(cond->text, "==") == 0 && is_name(lhs, "n") &&
               is_whole(rhs, -NUMBER_MAX, NUMBER_MAX, &t->n)) {
        t->kind = SPG_SHOP_TEST_PICK;
    } else {
        return rs_refuse(r, at, "a test of the loop is not m <= 0, rand(1,N) == 1, "
                         "rand(1,m) == 1 nor n == K");
    }
    if ((t->kind == SPG_SHOP_TEST_OUT || t->kind == SPG_SHOP_TEST_ONE_IN_M) && !l->has_counter)
        return rs_refuse(r, at, "a test of m, and no m = NUMBER before the loop");
    if (t->kind == SPG_SHOP_TEST_PICK && !l->pick)
        return rs_refuse(r, at, "a test of n, and no n = rand(1,K) at the loop's start");
    if (t->kind == SPG_SHOP_TEST_PICK && (t->n < 1 || t->n > l->pick))
        return rs_refuse(r, at, "n == %d: n = rand(1,%d) never gives it", t->n, l->pick);
    return 0;
}

/* The loop's chain `if (TEST) ITEM else if (TEST) ITEM ... [else ITEM]` into l's tests;
 * 0 or -1. */
static int read_chain(rs_reader *r, const gml_node *iff, spg_shop_loop *l)
{
    const gml_node *n = iff;
    while (n) {
        if (l->ntests == SHOPFACTS_TESTS_MAX)
            return rs_refuse(r, n, "more than %d tests in one loop", SHOPFACTS_TESTS_MAX);
        spg_shop_test *t = &l->test[l->ntests];
        /* a plain else: a statement that is no if, or an if that is the item's own
         * `if (not instance_exists(...))` (as `else { if (not ...) ... }` would be) */
        if (n->kind != GML_IF || unique_test(n->kids[0])) {
            t->kind = SPG_SHOP_TEST_ELSE;
            if (read_item(r, n, t) != 0)
                return -1;
            l->ntests++;
            return 0;
        }
        if (read_test(r, n, n->kids[0], l, t) != 0 || read_item(r, n->kids[1], t) != 0)
            return -1;
        l->ntests++;
        n = n->nkids == 3 ? rs_only(n->kids[2]) : NULL;
    }
    return 0;
}

/* A branch of the chain by shop kind: `[m = NUMBER;] while (true) { [n = rand(1,K);]
 * CHAIN [m -= 1;] }` into l; 0 or -1 (refused at `at`, the branch's if, where it has no
 * statement to name). */
static int read_branch(rs_reader *r, const gml_node *at, const gml_node *body, spg_shop_loop *l)
{
    const gml_node *b = rs_only(body);
    const gml_node *const *st = b && b->kind == GML_BLOCK ? (const gml_node *const *)b->kids : &b;
    int ns = b && b->kind == GML_BLOCK ? b->nkids : (b ? 1 : 0), i = 0;
    const char *shape = "a shop's branch is [m = NUMBER;] while (true) { ... } and nothing else";
    if (i < ns && st[i]->kind == GML_ASSIGN && strcmp(st[i]->text, "=") == 0 &&
        is_name(st[i]->kids[0], "m")) {
        if (!is_whole(st[i]->kids[1], 0, NUMBER_MAX, &l->counter))
            return rs_refuse(r, st[i], "m = %s: the counter is a whole number 0..%d",
                             st[i]->kids[1]->kind == GML_NUMBER ? "NUMBER" : "...", NUMBER_MAX);
        l->has_counter = true;
        i++;
    }
    if (i >= ns)
        return rs_refuse(r, ns ? st[ns - 1] : at, "%s", shape);
    const gml_node *w = st[i];
    if (w->kind != GML_WHILE || !is_name(w->kids[0], "true"))
        return rs_refuse(r, w, "%s", shape);
    if (i + 1 < ns)
        return rs_refuse(r, st[i + 1], "%s", shape);
    /* the loop's body: [n = rand(1,K);] the chain [m -= 1;] */
    const gml_node *wb = w->kids[1];
    const gml_node *const *ws = wb->kind == GML_BLOCK ? (const gml_node *const *)wb->kids : &wb;
    int nw = wb->kind == GML_BLOCK ? wb->nkids : 1, j = 0;
    int a, k;
    if (j < nw && rs_is_assign_rand(ws[j], "n", &a, &k)) {
        if (a != 1 || k < 1 || k > NUMBER_MAX)
            return rs_refuse(r, ws[j], "n = rand(%d,%d): the pick is rand(1,K), K 1..%d", a, k,
                             NUMBER_MAX);
        l->pick = k;
        j++;
    }
    if (j >= nw || ws[j]->kind != GML_IF)
        return rs_refuse(r, j < nw ? ws[j] : w, "the loop is not { [n = rand(1,K);] if (...) "
                         "... else if (...) ... [m -= 1;] }");
    const gml_node *chain = ws[j++];
    bool counts_down = false;
    if (j < nw && ws[j]->kind == GML_ASSIGN && strcmp(ws[j]->text, "-=") == 0 &&
        is_name(ws[j]->kids[0], "m") && is_whole(ws[j]->kids[1], 1, 1, &a)) {
        counts_down = true;
        j++;
    }
    if (j < nw)
        return rs_refuse(r, ws[j], "the loop is not { [n = rand(1,K);] if (...) ... else if "
                         "(...) ... [m -= 1;] }");
    if (counts_down && !l->has_counter)
        return rs_refuse(r, ws[nw - 1], "m -= 1, and no m = NUMBER before the loop");
    if (l->has_counter && !counts_down)
        return rs_refuse(r, st[0], "m = %d before the loop, and no m -= 1 at its end",
                         l->counter);
    return read_chain(r, chain, l);
}

/* Functions that draw (GameMaker's random ones and the original's rand) or make an
 * object whose events may draw, and the original's own scripts (which may). */
static bool draws(const char *fn)
{
    static const char *const drawing[] = {"rand",         "random",    "random_range",
                                          "irandom",      "irandom_range", "choose",
                                          "randomize",    "random_set_seed",
                                          "instance_create", "action_create_object"};
    for (size_t i = 0; i < sizeof drawing / sizeof drawing[0]; i++)
        if (strcmp(fn, drawing[i]) == 0)
            return true;
    return strncmp(fn, "scr", 3) == 0;
}

/* The statements after the chain: nothing in them may draw (scrShopItemsGen prices the
 * item there, drawing nothing, and spelgen runs none of it); 0 or -1. */
static int check_no_draw(rs_reader *r, const gml_node *n)
{
    if (n->kind == GML_CALL && draws(n->text))
        return rs_refuse(r, n, "after the shop's chain, %s(...): it may draw, and spelgen "
                         "draws nothing there", n->text);
    for (int i = 0; i < n->nkids; i++)
        if (check_no_draw(r, n->kids[i]) != 0)
            return -1;
    return 0;
}

/* The chain by shop kind (the tree's first statement) into f's loops; 0 or -1. */
static int read_kinds(rs_reader *r, const gml_node *first, spg_shopfacts *f)
{
    unsigned named = 0;
    const gml_node *n = first;
    const char *word;
    while (n) {
        bool last = !(n->kind == GML_IF && is_shop_test(n->kids[0], &word));
        if (last && n == first)
            return rs_refuse(r, n, "the script is not a chain of if (shopType == \"KIND\")");
        if (f->nloops == SHOPFACTS_LOOPS_MAX)
            return rs_refuse(r, n, "more than %d shop kinds", SHOPFACTS_LOOPS_MAX);
        spg_shop_loop *l = &f->loop[f->nloops];
        if (last) {
            /* the last else: every kind that sells, but those named before it */
            l->kinds = selling_kinds & ~named;
            if (!l->kinds)
                return rs_refuse(r, n, "the chain's last else serves no shop: every kind "
                                 "that sells is named before it");
        } else {
            int kind = -1;
            for (size_t i = 0; i < sizeof shop_types / sizeof shop_types[0]; i++)
                if (strcmp(word, shop_types[i].word) == 0)
                    kind = shop_types[i].kind;
            char ex[32 * 4 + 8]; /* the string as printable text, cut to 32 bytes */
            err_excerpt(ex, sizeof ex, word, strlen(word), 32);
            if (kind < 0)
                return rs_refuse(r, n, "shopType \"%s\" is not one of the original's kinds "
                                 "(General, Bomb, Weapon, Rare, Clothing, Craps, Kissing)", ex);
            if (named & (1u << kind))
                return rs_refuse(r, n, "shopType \"%s\" is tested twice", ex);
            l->kinds = 1u << kind;
        }
        if (read_branch(r, n, last ? n : n->kids[1], l) != 0)
            return -1;
        named |= l->kinds;
        f->nloops++;
        if (last)
            return 0;
        n = n->nkids == 3 ? rs_only(n->kids[2]) : NULL;
    }
    if ((named & selling_kinds) != selling_kinds) {
        int k = 0;
        while (named & (1u << k))
            k++;
        return rs_refuse(r, first, "no loop for the %s shop: the chain has no last else and "
                         "does not name it", shopfacts_kind_word(k));
    }
    return 0;
}

int shopscript_read(const char *name, const char *code, const char *source, char **out,
                    char *err, size_t errlen)
{
    *out = NULL;
    rs_reader r = {.script = name, .err = err, .errlen = errlen};
    gml_node *tree;
    if (gml_parse(name, code, strlen(code), &tree, err, errlen) != 0)
        return -1;
    int rc = -1;
    spg_shopfacts *f = calloc(1, sizeof *f);
    if (!f) {
        snprintf(err, errlen, "%s: out of memory", name);
        goto done;
    }
    if (tree->nkids < 1) {
        rs_refuse(&r, tree, "the script is not a chain of if (shopType == \"KIND\")");
        goto done;
    }
    if (read_kinds(&r, tree->kids[0], f) != 0)
        goto done;
    for (int i = 1; i < tree->nkids; i++)
        if (check_no_draw(&r, tree->kids[i]) != 0)
            goto done;
    char why[400];
    if (shopfacts_check(f, name, why, sizeof why) != 0) {
        snprintf(err, errlen, "%s", why);
        goto done;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    if (!m) {
        snprintf(err, errlen, "%s: out of memory", name);
        goto done;
    }
    fprintf(m, "# shops.facts: the shops' tables, read by spelgen import from %s's %s:\n"
               "# the user's own copy, not to be shared.\n", source, name);
    int wrote = shopfacts_write(m, f, NULL);
    if (fclose(m) != 0 || wrote != 0 || !text) {
        free(text);
        snprintf(err, errlen, "%s: out of memory", name);
        goto done;
    }
    /* what is written must load: parsed back as the classic style will read it */
    if (shopfacts_parse(text, len, "shops.facts", f, why, sizeof why) != 0) {
        free(text);
        snprintf(err, errlen, "%s: the shop tables would not load: %s", name, why);
        goto done;
    }
    *out = text;
    rc = 0;
done:
    free(f);
    gml_free(tree);
    return rc;
}
