/* item_sites.c — the item scripts' sites, named and worded from the tables the draws roll
 * over (classic/items.facts, classic/shops.facts), so that a trace says what the loaded
 * tables do: spelgen's own, or an import's.  Built once when the data loads; no draws. */
#ifndef SPG_UNTRACED
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../../data/dataparse.h"
#include "internal.h"

/* A growing string; on running out of memory it stays NULL and says so at the end. */
typedef struct words {
    char *s;
    size_t n, cap;
    bool failed;
} words;

ERR_PRINTF(2, 3) static void say(words *w, const char *fmt, ...)
{
    if (w->failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (k < 0 || w->n + (size_t)k + 1 > w->cap) {
        size_t cap = (w->n + (size_t)(k < 0 ? 0 : k) + 1) * 2;
        char *s = k < 0 ? NULL : realloc(w->s, cap);
        if (!s) {
            free(w->s);
            *w = (words){.failed = true};
            return;
        }
        w->s = s;
        w->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(w->s + w->n, w->cap - w->n, fmt, ap);
    va_end(ap);
    w->n += (size_t)k;
}

/* The item in a list, without its article: "climbing gloves", "pistol". */
static const char *bare(int item)
{
    const char *w = item_words(item);
    return strncmp(w, "a ", 2) == 0 ? w + 2 : w;
}

/* Sets s from three finished strings; false if any is missing (then frees them all). */
static bool site_set(spg_site *s, words *name, words *meaning, words *source)
{
    if (name->failed || meaning->failed || source->failed || !name->s || !meaning->s ||
        !source->s) {
        free(name->s);
        free(meaning->s);
        free(source->s);
        return false;
    }
    *s = (spg_site){name->s, meaning->s, source->s};
    return true;
}

static bool build_underground(const spg_itemfacts *f, spg_site *s)
{
    words name = {0}, meaning = {0}, source = {0};
    say(&name, "items.underground");
    say(&meaning, "which item (");
    for (int i = 0; i < f->nhidden; i++)
        say(&meaning, "%s%d %s", i ? ", " : "", i, bare(f->hidden[i]));
    say(&meaning, ")");
    say(&source, "classic/items.facts:%d", f->hidden_line);
    return site_set(s, &name, &meaning, &source);
}

static bool build_high_end(const spg_itemfacts *f, spg_site *s)
{
    words name = {0}, meaning = {0}, source = {0};
    say(&name, "items.high_end");
    say(&meaning, "1 takes this test's item, the tests in order:");
    for (int i = 0; i < f->nchain; i++)
        say(&meaning, "%s %s 1 in %d", i ? "," : "", item_words(f->chain_item[i]),
            f->chain_n[i]);
    say(&meaning, "%s if every test fails, %s", f->nchain ? ";" : "", item_words(f->chain_else));
    say(&source, "classic/items.facts:%d", f->chain_line);
    return site_set(s, &name, &meaning, &source);
}

/* The first kind a loop serves: its name in the sites ("items.shop.general..."). */
static int loop_kind(const spg_shop_loop *l)
{
    int k = 0;
    while (k < SPG_SHOP__COUNT - 1 && !(l->kinds & (1u << k)))
        k++;
    return k;
}

static bool build_pick(const spg_shop_loop *l, spg_site *s)
{
    int kind = loop_kind(l);
    words name = {0}, meaning = {0}, source = {0};
    say(&name, "items.shop.%s.pick", shopfacts_kind_word(kind));
    say(&meaning, "%s: n, the item if no test before it holds:",
        shop_name(kind));
    for (int v = 1; v <= l->pick; v++) {
        int item = SPG_ITEM_NONE;
        for (int t = 0; t < l->ntests && !item; t++)
            if (l->test[t].kind == SPG_SHOP_TEST_PICK && l->test[t].n == v)
                item = l->test[t].item;
        say(&meaning, "%s %d %s", v > 1 ? "," : "", v, item ? bare(item) : "no item (again)");
    }
    say(&source, "classic/shops.facts:%d", l->line);
    return site_set(s, &name, &meaning, &source);
}

static bool build_test(const spg_shop_loop *l, int t, spg_site *s)
{
    const spg_shop_test *x = &l->test[t];
    int kind = loop_kind(l), same = 0;
    for (int k = 0; k < t; k++)
        same += l->test[k].item == x->item && (l->test[k].kind == SPG_SHOP_TEST_ONE_IN ||
                                               l->test[k].kind == SPG_SHOP_TEST_ONE_IN_M);
    words name = {0}, meaning = {0}, source = {0};
    say(&name, "items.shop.%s.%s", shopfacts_kind_word(kind), item_name(x->item));
    if (same)
        say(&name, "_%d", same + 1);
    say(&meaning, "%s: 1 offers %s ", shop_name(kind), item_words(x->item));
    if (x->kind == SPG_SHOP_TEST_ONE_IN)
        say(&meaning, "(1 in %d)", x->n);
    else
        say(&meaning, "(1 in m: %d on the first pass, one less each pass)", l->counter);
    if (x->unique)
        say(&meaning, ", if the level has none yet");
    say(&source, "classic/shops.facts:%d", x->line);
    return site_set(s, &name, &meaning, &source);
}

int classic_item_sites_build(const spg_itemfacts *items, const spg_shopfacts *shops,
                             classic_item_sites *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    bool ok = build_underground(items, &out->underground) && build_high_end(items, &out->high_end);
    for (int i = 0; ok && i < shops->nloops; i++) {
        const spg_shop_loop *l = &shops->loop[i];
        ok = !l->pick || build_pick(l, &out->pick[i]);
        for (int t = 0; ok && t < l->ntests; t++)
            if (l->test[t].kind == SPG_SHOP_TEST_ONE_IN ||
                l->test[t].kind == SPG_SHOP_TEST_ONE_IN_M)
                ok = build_test(l, t, &out->test[i][t]);
    }
    if (!ok) {
        classic_item_sites_free(out);
        err_set(err, errlen, "the item tables' sites: out of memory");
        return -1;
    }
    return 0;
}

static void site_free(spg_site *s)
{
    free((char *)s->name);
    free((char *)s->meaning);
    free((char *)s->source);
    *s = (spg_site){0};
}

/* Adds site s's name to names[0..*n) when it is set and there is room. */
static void name_of(const spg_site *s, const char **names, int max, int *n)
{
    if (s->name && *n < max)
        names[(*n)++] = s->name;
}

int classic_data_sites(const void *data, const char **names, int max)
{
    const classic_item_sites *s = &((const classic_data *)data)->sites;
    int n = 0;
    name_of(&s->underground, names, max, &n);
    name_of(&s->high_end, names, max, &n);
    for (int i = 0; i < SHOPFACTS_LOOPS_MAX; i++) {
        name_of(&s->pick[i], names, max, &n);
        for (int t = 0; t < SHOPFACTS_TESTS_MAX; t++)
            name_of(&s->test[i][t], names, max, &n);
    }
    return n;
}

void classic_item_sites_free(classic_item_sites *s)
{
    site_free(&s->underground);
    site_free(&s->high_end);
    for (int i = 0; i < SHOPFACTS_LOOPS_MAX; i++) {
        site_free(&s->pick[i]);
        for (int t = 0; t < SHOPFACTS_TESTS_MAX; t++)
            site_free(&s->test[i][t]);
    }
}
#endif
