/* itemfacts.c — the item tables' format (see itemfacts.h): a line-at-a-time parser that
 * never reads past its buffer and quotes input bytes escaped, and its writer. */
#include "itemfacts.h"

#include <stdbool.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../level.h"
#include "dataparse.h"

enum { EXCERPT_MAX = 32, TOKENS_MAX = 2 * ITEMFACTS_MAX + 4 };

/* The token at s[0..n) as printable text, cut to EXCERPT_MAX bytes. */
static const char *excerpt(char *buf, size_t bufsz, const char *s, size_t n)
{
    return err_excerpt(buf, bufsz, s, n, EXCERPT_MAX);
}

static bool is_word(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

/* The item called s[0..n) (not "none"), or -1. */
static int item_of(const char *s, size_t n)
{
    for (int i = 1; i < SPG_ITEM__COUNT; i++)
        if (is_word(s, n, item_name(i)))
            return i;
    return -1;
}

typedef struct line_ctx {
    char where[300];
    char *err;
    size_t errlen;
} line_ctx;

static int take_item(line_ctx *c, const char *s, size_t n, int *out)
{
    char ex[EXCERPT_MAX * 4 + 8];
    if ((*out = item_of(s, n)) < 0)
        return err_in(c->err, c->errlen, c->where, "'%s' is not an item (jetpack, cape, ..., bomb_bag)",
                    excerpt(ex, sizeof ex, s, n));
    return 0;
}

static int take_odds(line_ctx *c, const char *s, size_t n, int *out)
{
    char ex[EXCERPT_MAX * 4 + 8];
    long v = 0;
    bool ok = n > 0;
    for (size_t i = 0; i < n && ok; i++) {
        ok = s[i] >= '0' && s[i] <= '9';
        v = v * 10 + (s[i] - '0');
        ok = ok && v <= 1000000;
    }
    if (!ok || v < 1)
        return err_in(c->err, c->errlen, c->where, "'%s' is not odds (a whole number 1..1000000)",
                    excerpt(ex, sizeof ex, s, n));
    *out = (int)v;
    return 0;
}

int itemfacts_parse(const char *text, size_t len, const char *file, spg_itemfacts *out,
                    char *err, size_t errlen)
{
    spg_itemfacts f;
    memset(&f, 0, sizeof f);
    int hidden_line = 0, chain_line = 0;
    line_ctx c = {.err = err, .errlen = errlen};
    size_t i = 0;
    for (int line = 1; i < len; line++, i++) {
        size_t st = i;
        while (i < len && text[i] != '\n')
            i++;
        size_t n = i - st;
        const char *s = text + st;
        const char *tok[TOKENS_MAX];
        size_t tl[TOKENS_MAX];
        int nt = dataparse_words(s, n, tok, tl, TOKENS_MAX);
        if (nt > TOKENS_MAX) {
            snprintf(c.where, sizeof c.where, "%s:%d", file, line);
            return err_in(err, errlen, c.where, "too many words (at most %d items a line)",
                          ITEMFACTS_MAX);
        }
        if (nt == 0)
            continue;
        snprintf(c.where, sizeof c.where, "%s:%d", file, line);
        char ex[EXCERPT_MAX * 4 + 8];
        if (is_word(tok[0], tl[0], "hidden")) {
            if (hidden_line)
                return err_in(err, errlen, c.where, "hidden is already given (line %d)", hidden_line);
            hidden_line = line;
            if (nt < 2 || nt - 1 > ITEMFACTS_MAX)
                return err_in(err, errlen, c.where, "hidden names 1 to %d items (%d here)",
                            ITEMFACTS_MAX, nt - 1);
            for (int k = 1; k < nt; k++)
                if (take_item(&c, tok[k], tl[k], &f.hidden[f.nhidden++]) != 0)
                    return -1;
        } else if (is_word(tok[0], tl[0], "high-end")) {
            if (chain_line)
                return err_in(err, errlen, c.where, "high-end is already given (line %d)", chain_line);
            chain_line = line;
            if (nt < 3 || !is_word(tok[nt - 2], tl[nt - 2], "else") || (nt - 3) % 2 != 0)
                return err_in(err, errlen, c.where, "a high-end line is: high-end N ITEM ... else ITEM");
            for (int k = 1; k + 1 < nt - 2; k += 2) {
                if (take_odds(&c, tok[k], tl[k], &f.chain_n[f.nchain]) != 0 ||
                    take_item(&c, tok[k + 1], tl[k + 1], &f.chain_item[f.nchain]) != 0)
                    return -1;
                f.nchain++;
            }
            if (take_item(&c, tok[nt - 1], tl[nt - 1], &f.chain_else) != 0)
                return -1;
        } else {
            return err_in(err, errlen, c.where, "'%s': a line is hidden ITEM... or high-end N ITEM ... "
                        "else ITEM", excerpt(ex, sizeof ex, tok[0], tl[0]));
        }
    }
    if (!hidden_line)
        return err_in(err, errlen, file, "no hidden line (the items hidden in blocks)");
    if (!chain_line)
        return err_in(err, errlen, file, "no high-end line (the Dice House's prize)");
    f.hidden_line = hidden_line;
    f.chain_line = chain_line;
    *out = f;
    return 0;
}

int itemfacts_load(const char *path, spg_itemfacts *out, char *err, size_t errlen)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return err_sys(err, errlen, path, "open", errno);
    char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf, fp);
    int why = ferror(fp) ? errno : 0;
    bool big = !why && n == sizeof buf && fgetc(fp) != EOF;
    fclose(fp);
    if (why)
        return err_sys(err, errlen, path, "read", why);
    if (big)
        return err_set(err, errlen, "%s: cannot read the file: it is over 64 kB", path);
    return itemfacts_parse(buf, n, path, out, err, errlen);
}

int itemfacts_write(FILE *out, const spg_itemfacts *f, const char *header)
{
    if (header)
        fputs(header, out);
    fputs("# hidden ITEM...: the case rand(0, count-1) gives, in order\nhidden", out);
    for (int i = 0; i < f->nhidden; i++)
        fprintf(out, " %s", item_name(f->hidden[i]));
    fputs("\n# high-end N ITEM ... else ITEM: a test rand(1,N) == 1 for each, in order\nhigh-end",
          out);
    for (int i = 0; i < f->nchain; i++)
        fprintf(out, " %d %s", f->chain_n[i], item_name(f->chain_item[i]));
    fprintf(out, " else %s\n", item_name(f->chain_else));
    return ferror(out) ? -1 : 0;
}
