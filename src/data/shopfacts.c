/* shopfacts.c — the shops' tables' format (see shopfacts.h): a line-at-a-time parser that
 * never reads past its buffer and quotes input bytes escaped, the checks a loop must pass
 * (shared by the parser and by `spelgen import`, which builds the tables in memory), and
 * the writer. */
#include "shopfacts.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "dataparse.h"

enum { EXCERPT_MAX = 32, TOKENS_MAX = 16, ODDS_MAX = 1000000, OFFSET_MAX = 64 };

static const char *const kind_words[SPG_SHOP__COUNT] = {
    [SPG_SHOP_GENERAL] = "general",   [SPG_SHOP_BOMB] = "bomb",
    [SPG_SHOP_WEAPON] = "weapon",     [SPG_SHOP_RARE] = "rare",
    [SPG_SHOP_CLOTHING] = "clothing", [SPG_SHOP_DICE] = "dice",
    [SPG_SHOP_KISSING] = "kissing",
};

/* The kinds whose shops sell an item, each needing a loop. */
static bool kind_sells(int kind)
{
    return kind != SPG_SHOP_DICE && kind != SPG_SHOP_KISSING;
}

static bool is_word(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

const char *shopfacts_kind_word(int kind)
{
    return kind >= 0 && kind < SPG_SHOP__COUNT ? kind_words[kind] : "none";
}

int shopfacts_kind_of(const char *s, size_t n)
{
    for (int k = 0; k < SPG_SHOP__COUNT; k++)
        if (is_word(s, n, kind_words[k]))
            return k;
    return -1;
}

/* A loop's name in messages: "the bomb shop's loop". */
static const char *loop_name(char *buf, size_t n, const spg_shop_loop *l)
{
    int k = 0;
    while (k < SPG_SHOP__COUNT && !(l->kinds & (1u << k)))
        k++;
    snprintf(buf, n, "the %s shop's loop", shopfacts_kind_word(k));
    return buf;
}

/* "where" or "where:line" for messages about something given on `line`. */
static const char *at_line(char *buf, size_t n, const char *where, int line)
{
    if (line > 0)
        snprintf(buf, n, "%s:%d", where, line);
    else
        snprintf(buf, n, "%s", where);
    return buf;
}

static int check_loop(const spg_shop_loop *l, const char *where, char *err, size_t errlen)
{
    char at[320], name[64];
    loop_name(name, sizeof name, l);
    if (l->ntests < 1 || l->ntests > SHOPFACTS_TESTS_MAX)
        return err_in(err, errlen, at_line(at, sizeof at, where, l->line),
                      "%s has %d tests (1 to %d)", name, l->ntests, SHOPFACTS_TESTS_MAX);
    if (l->has_counter && (l->counter < 0 || l->counter > ODDS_MAX))
        return err_in(err, errlen, at_line(at, sizeof at, where, l->line),
                      "%s: counter %d is not 0..%d", name, l->counter, ODDS_MAX);
    if (l->pick < 0 || l->pick > ODDS_MAX)
        return err_in(err, errlen, at_line(at, sizeof at, where, l->line),
                      "%s: pick %d is not 1..%d", name, l->pick, ODDS_MAX);
    for (int i = 0; i < l->ntests; i++) {
        const spg_shop_test *t = &l->test[i];
        at_line(at, sizeof at, where, t->line ? t->line : l->line);
        if (t->item <= SPG_ITEM_NONE || t->item >= SPG_ITEM__COUNT)
            return err_in(err, errlen, at, "%s: test %d makes no item", name, i + 1);
        if (t->dx < -OFFSET_MAX || t->dx > OFFSET_MAX || t->dy < -OFFSET_MAX ||
            t->dy > OFFSET_MAX)
            return err_in(err, errlen, at, "%s: the item's place %+d,%+d is not within "
                          "-%d..%d", name, t->dx, t->dy, OFFSET_MAX, OFFSET_MAX);
        switch (t->kind) {
        case SPG_SHOP_TEST_OUT:
        case SPG_SHOP_TEST_ONE_IN_M:
            if (!l->has_counter)
                return err_in(err, errlen, at, "%s: a test of m, but the loop has no "
                              "counter (shop ... counter M)", name);
            break;
        case SPG_SHOP_TEST_ONE_IN:
            if (t->n < 1 || t->n > ODDS_MAX)
                return err_in(err, errlen, at, "%s: 1-in %d is not 1..%d", name, t->n,
                              ODDS_MAX);
            break;
        case SPG_SHOP_TEST_PICK:
            if (l->pick < 1)
                return err_in(err, errlen, at, "%s: a test of n, but the loop has no "
                              "pick (shop ... pick K)", name);
            if (t->n < 1 || t->n > l->pick)
                return err_in(err, errlen, at, "%s: n %d is not one the pick gives "
                              "(1..%d)", name, t->n, l->pick);
            break;
        case SPG_SHOP_TEST_ELSE:
            if (i != l->ntests - 1)
                return err_in(err, errlen, at, "%s: else is not its last test", name);
            break;
        default:
            return err_in(err, errlen, at, "%s: test %d is of no known kind", name,
                          i + 1);
        }
    }
    return 0;
}

int shopfacts_check(spg_shopfacts *f, const char *where, char *err, size_t errlen)
{
    for (int k = 0; k < SPG_SHOP__COUNT; k++)
        f->of_kind[k] = -1;
    if (f->nloops < 0 || f->nloops > SHOPFACTS_LOOPS_MAX)
        return err_in(err, errlen, where, "%d loops (at most %d)", f->nloops,
                      SHOPFACTS_LOOPS_MAX);
    for (int i = 0; i < f->nloops; i++) {
        const spg_shop_loop *l = &f->loop[i];
        char at[320];
        if (l->kinds == 0 || l->kinds >= (1u << SPG_SHOP__COUNT))
            return err_in(err, errlen, at_line(at, sizeof at, where, l->line),
                          "a loop serves no shop kind spelgen knows");
        for (int k = 0; k < SPG_SHOP__COUNT; k++) {
            if (!(l->kinds & (1u << k)))
                continue;
            if (f->of_kind[k] >= 0) {
                int was = f->loop[f->of_kind[k]].line;
                char again[32] = "";
                if (was > 0)
                    snprintf(again, sizeof again, " (line %d)", was);
                return err_in(err, errlen, at_line(at, sizeof at, where, l->line),
                              "the %s shop already has its loop%s", kind_words[k], again);
            }
            f->of_kind[k] = i;
        }
        if (check_loop(l, where, err, errlen) != 0)
            return -1;
    }
    for (int k = 0; k < SPG_SHOP__COUNT; k++)
        if (kind_sells(k) && f->of_kind[k] < 0)
            return err_in(err, errlen, where, "no loop for the %s shop (shop %s ...)",
                          kind_words[k], kind_words[k]);
    return 0;
}

typedef struct line_ctx {
    char where[320];
    char *err;
    size_t errlen;
} line_ctx;

/* s[0..n) as a whole number lo..hi into *out; else refused naming `what`. */
static int take_number(line_ctx *c, const char *s, size_t n, long lo, long hi, const char *what,
                       int *out)
{
    char ex[EXCERPT_MAX * 4 + 8];
    size_t i = 0;
    bool neg = n > 0 && (s[0] == '-' || s[0] == '+');
    if (neg)
        neg = s[i++] == '-';
    long v = 0;
    bool ok = i < n;
    for (; i < n && ok; i++) {
        ok = s[i] >= '0' && s[i] <= '9';
        v = v * 10 + (s[i] - '0');
        ok = ok && v <= 10L * ODDS_MAX;
    }
    if (neg)
        v = -v;
    if (!ok || v < lo || v > hi)
        return err_in(c->err, c->errlen, c->where, "'%s' is not %s (a whole number "
                      "%ld..%ld)", err_excerpt(ex, sizeof ex, s, n, EXCERPT_MAX),
                      what, lo, hi);
    *out = (int)v;
    return 0;
}

static int take_item(line_ctx *c, const char *s, size_t n, int *out)
{
    char ex[EXCERPT_MAX * 4 + 8];
    for (int i = SPG_ITEM_NONE + 1; i < SPG_ITEM__COUNT; i++)
        if (is_word(s, n, item_name(i))) {
            *out = i;
            return 0;
        }
    return err_in(c->err, c->errlen, c->where,
                  "'%s' is not an item (jetpack, cape, ..., bomb_bag)",
                  err_excerpt(ex, sizeof ex, s, n, EXCERPT_MAX));
}

/* `shop KIND... [counter M] [pick K]` into l. */
static int take_shop(line_ctx *c, const char *const *tok, const size_t *tl, int nt,
                     spg_shop_loop *l)
{
    char ex[EXCERPT_MAX * 4 + 8];
    int k = 1;
    for (; k < nt; k++) {
        int kind = shopfacts_kind_of(tok[k], tl[k]);
        if (kind < 0)
            break;
        if (l->kinds & (1u << kind))
            return err_in(c->err, c->errlen, c->where, "%s is named twice",
                          kind_words[kind]);
        l->kinds |= 1u << kind;
    }
    if (!l->kinds)
        return err_in(c->err, c->errlen, c->where,
                      "a shop line names its kinds: shop KIND... [counter M] [pick K] "
                      "(general, bomb, weapon, rare, clothing, dice, kissing)");
    for (; k < nt; k += 2) {
        bool counter = is_word(tok[k], tl[k], "counter"), pick = is_word(tok[k], tl[k], "pick");
        if (!counter && !pick)
            return err_in(c->err, c->errlen, c->where, "'%s' is neither a shop kind, "
                          "counter M nor pick K",
                          err_excerpt(ex, sizeof ex, tok[k], tl[k], EXCERPT_MAX));
        if ((counter && l->has_counter) || (pick && l->pick))
            return err_in(c->err, c->errlen, c->where, "%s is given twice",
                          counter ? "counter" : "pick");
        if (k + 1 >= nt)
            return err_in(c->err, c->errlen, c->where, "%s needs its number",
                          counter ? "counter" : "pick");
        if (counter) {
            l->has_counter = true;
            if (take_number(c, tok[k + 1], tl[k + 1], 0, ODDS_MAX, "a counter", &l->counter))
                return -1;
        } else if (take_number(c, tok[k + 1], tl[k + 1], 1, ODDS_MAX, "a pick", &l->pick)) {
            return -1;
        }
    }
    return 0;
}

/* `TEST ITEM DX DY [unique]` into t. */
static int take_test(line_ctx *c, const char *const *tok, const size_t *tl, int nt,
                     spg_shop_test *t)
{
    char ex[EXCERPT_MAX * 4 + 8];
    int k;
    if (is_word(tok[0], tl[0], "out")) {
        t->kind = SPG_SHOP_TEST_OUT;
        k = 1;
    } else if (is_word(tok[0], tl[0], "else")) {
        t->kind = SPG_SHOP_TEST_ELSE;
        k = 1;
    } else if (is_word(tok[0], tl[0], "1-in") && nt > 1) {
        t->kind = is_word(tok[1], tl[1], "m") ? SPG_SHOP_TEST_ONE_IN_M : SPG_SHOP_TEST_ONE_IN;
        if (t->kind == SPG_SHOP_TEST_ONE_IN &&
            take_number(c, tok[1], tl[1], 1, ODDS_MAX, "odds", &t->n) != 0)
            return -1;
        k = 2;
    } else if (is_word(tok[0], tl[0], "n") && nt > 1) {
        t->kind = SPG_SHOP_TEST_PICK;
        if (take_number(c, tok[1], tl[1], 1, ODDS_MAX, "a value of n", &t->n) != 0)
            return -1;
        k = 2;
    } else {
        return err_in(c->err, c->errlen, c->where,
                      "'%s': a test is out, 1-in N, 1-in m, n K or else, then ITEM DX "
                      "DY [unique]; or end",
                      err_excerpt(ex, sizeof ex, tok[0], tl[0], EXCERPT_MAX));
    }
    if (nt - k != 3 && nt - k != 4)
        return err_in(c->err, c->errlen, c->where,
                      "a test's item is ITEM DX DY [unique] (%d words here)", nt - k);
    if (take_item(c, tok[k], tl[k], &t->item) != 0 ||
        take_number(c, tok[k + 1], tl[k + 1], -OFFSET_MAX, OFFSET_MAX, "a DX", &t->dx) != 0 ||
        take_number(c, tok[k + 2], tl[k + 2], -OFFSET_MAX, OFFSET_MAX, "a DY", &t->dy) != 0)
        return -1;
    if (nt - k == 4) {
        if (!is_word(tok[k + 3], tl[k + 3], "unique"))
            return err_in(c->err, c->errlen, c->where, "'%s' after the place: only "
                          "unique",
                          err_excerpt(ex, sizeof ex, tok[k + 3], tl[k + 3],
                                                    EXCERPT_MAX));
        t->unique = true;
    }
    return 0;
}

int shopfacts_parse(const char *text, size_t len, const char *file, spg_shopfacts *out,
                    char *err, size_t errlen)
{
    spg_shopfacts *f = calloc(1, sizeof *f);
    if (!f) {
        err_set(err, errlen, "%s: out of memory", file);
        return -1;
    }
    line_ctx c = {.err = err, .errlen = errlen};
    spg_shop_loop *open = NULL;
    int rc = -1;
    size_t i = 0;
    for (int line = 1; i < len; line++, i++) {
        size_t st = i;
        while (i < len && text[i] != '\n')
            i++;
        size_t n = i - st;
        const char *s = text + st;
        const char *tok[TOKENS_MAX];
        size_t tl[TOKENS_MAX];
        snprintf(c.where, sizeof c.where, "%s:%d", file, line);
        int nt = dataparse_words(s, n, tok, tl, TOKENS_MAX);
        if (nt > TOKENS_MAX) {
            err_in(err, errlen, c.where, "too many words (at most %d)", TOKENS_MAX);
            goto done;
        }
        if (nt == 0)
            continue;
        if (is_word(tok[0], tl[0], "shop")) {
            if (open) {
                err_in(err, errlen, c.where, "a shop line inside the loop of line %d "
                       "(end it first)", open->line);
                goto done;
            }
            if (f->nloops == SHOPFACTS_LOOPS_MAX) {
                err_in(err, errlen, c.where, "more than %d loops", SHOPFACTS_LOOPS_MAX);
                goto done;
            }
            open = &f->loop[f->nloops++];
            open->line = line;
            if (take_shop(&c, tok, tl, nt, open) != 0)
                goto done;
        } else if (!open) {
            err_in(err, errlen, c.where, "a test outside a loop: a file is shop KIND... "
                   "lines, each with its tests and an end");
            goto done;
        } else if (is_word(tok[0], tl[0], "end")) {
            if (nt != 1) {
                err_in(err, errlen, c.where, "end stands alone on its line");
                goto done;
            }
            if (open->ntests == 0) {
                err_in(err, errlen, c.where, "the loop of line %d has no test",
                       open->line);
                goto done;
            }
            open = NULL;
        } else {
            if (open->ntests == SHOPFACTS_TESTS_MAX) {
                err_in(err, errlen, c.where, "more than %d tests in one loop",
                       SHOPFACTS_TESTS_MAX);
                goto done;
            }
            spg_shop_test *t = &open->test[open->ntests++];
            t->line = line;
            if (take_test(&c, tok, tl, nt, t) != 0)
                goto done;
        }
    }
    if (open) {
        err_in(err, errlen, file, "the loop of line %d has no end", open->line);
        goto done;
    }
    if (shopfacts_check(f, file, err, errlen) != 0)
        goto done;
    *out = *f;
    rc = 0;
done:
    free(f);
    return rc;
}

int shopfacts_load(const char *path, spg_shopfacts *out, char *err, size_t errlen)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return err_sys(err, errlen, path, "open", errno);
    char *buf;
    size_t n;
    int why;
    dataparse_read_rc r = dataparse_read(fp, 1u << 20, &buf, &n, &why);
    fclose(fp);
    if (r == DATAPARSE_READ_FAILED)
        return err_sys(err, errlen, path, "read", why);
    if (r != DATAPARSE_READ_OK)
        return err_set(err, errlen, "%s: cannot read the file%s", path,
                       r == DATAPARSE_READ_TOO_LARGE ? " (it is over 1 MiB)" : ": out of memory");
    int rc = shopfacts_parse(buf, n, path, out, err, errlen);
    free(buf);
    return rc;
}

int shopfacts_write(FILE *out, const spg_shopfacts *f, const char *header)
{
    if (header)
        fputs(header, out);
    for (int i = 0; i < f->nloops; i++) {
        const spg_shop_loop *l = &f->loop[i];
        fputs(i ? "\nshop" : "shop", out);
        for (int k = 0; k < SPG_SHOP__COUNT; k++)
            if (l->kinds & (1u << k))
                fprintf(out, " %s", kind_words[k]);
        if (l->has_counter)
            fprintf(out, " counter %d", l->counter);
        if (l->pick)
            fprintf(out, " pick %d", l->pick);
        fputc('\n', out);
        for (int k = 0; k < l->ntests; k++) {
            const spg_shop_test *t = &l->test[k];
            char test[32];
            switch (t->kind) {
            case SPG_SHOP_TEST_OUT: snprintf(test, sizeof test, "out"); break;
            case SPG_SHOP_TEST_ONE_IN: snprintf(test, sizeof test, "1-in %d", t->n); break;
            case SPG_SHOP_TEST_ONE_IN_M: snprintf(test, sizeof test, "1-in m"); break;
            case SPG_SHOP_TEST_PICK: snprintf(test, sizeof test, "n %d", t->n); break;
            default: snprintf(test, sizeof test, "else"); break;
            }
            fprintf(out, "    %-9s %-15s %d %d%s\n", test, item_name(t->item), t->dx, t->dy,
                    t->unique ? " unique" : "");
        }
        fputs("end\n", out);
    }
    return ferror(out) ? -1 : 0;
}
