/* roomdata.c — the room-data text format: a line-at-a-time parser, checks and look-ups.
 *
 * The parser works on a buffer that may hold anything (it is fuzzed): it never reads past
 * `len`, never relies on a terminating NUL, and prints every byte it quotes in a message
 * escaped, so a message stays one printable line whatever the input. */
#include "roomdata.h"
#include "dataparse.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ROOM_W = 10, ROOM_H = 8, CHUNK_W = 5, CHUNK_H = 3 };

/* Kept in the order the messages list them; the spaced copies are what users read. */
static const char room_codes[] = "012LP745689xAIBasSTM.bKkliWQqdDVvw~,mtrYXCp^h+ncjfOFHueJyNEG";
static const char room_codes_spaced[] =
    "0 1 2 L P 7 4 5 6 8 9 x A I B a s S T M . b K k l i W Q q d "
    "D V v w ~ , m t r Y X C p ^ h + n c j f O F H u e J y N E G";
static const char chunk_codes[] = "012LP749Yvwtr^m~,cjf";
static const char chunk_codes_spaced[] =
    "0 1 2 L P 7 4 9 Y v w t r ^ m ~ , c j f";

/* Quoted names and tokens are cut to this many input bytes, so a huge line cannot
 * produce a huge message. */
enum { EXCERPT_MAX = 32 };

typedef struct parser {
    const char *file;
    const char *extra; /* codes a style accepts besides the table (roomdata_parse_ex), or NULL */
    char *err;
    size_t errlen;
    spg_roomdata d;
    size_t sets_cap, items_cap; /* items_cap: of the last set, the only one that grows */
    /* The rows of the item being read: which version, how many so far, and where each
     * row and the directive that opened them sit in the file (for messages given when
     * the item is complete). */
    int reading;
    int variant;
    int rows;
    int dir_line;
    size_t dir_col;
    int row_line[ROOM_H];
    size_t row_col[ROOM_H];
    /* which codes each table accepts, by byte (CODE_* bits): every row's every tile is
     * looked up, so one load instead of a search of the table */
    unsigned char codes[256];
} parser;

enum { CODE_ROOM = 1, CODE_CHUNK = 2, CODE_EXTRA = 4 };

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static int is_name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

static int is_slot(char c)
{
    return c == '5' || c == '6' || c == '8' || c == 'V' || c == 'N';
}

/* A slot's width: the Temple's narrow air slot 'N' takes a 4x3 chunk, the others 5x3. */
static int slot_w(char c)
{
    return c == 'N' ? 4 : CHUNK_W;
}

/* p->codes from the tables: a byte's bit is set when the table holds it (NUL, a
 * string's end, is in none: an input's NUL byte is an unknown code). */
static void codes_init(parser *p)
{
    memset(p->codes, 0, sizeof p->codes);
    for (const char *c = room_codes; *c; c++)
        p->codes[(unsigned char)*c] |= CODE_ROOM;
    for (const char *c = chunk_codes; *c; c++)
        p->codes[(unsigned char)*c] |= CODE_CHUNK;
    for (const char *c = p->extra; c && *c; c++)
        p->codes[(unsigned char)*c] |= CODE_EXTRA;
}

static int has_code(const parser *p, char c, int which)
{
    return p->codes[(unsigned char)c] & which;
}

/* s[0..n) quoted-safe, cut to EXCERPT_MAX bytes (err.h's escaping). */
static const char *excerpt(char *buf, size_t bufsz, const char *s, size_t n)
{
    return err_excerpt(buf, bufsz, s, n, EXCERPT_MAX);
}

enum { EXCERPT_BUF = EXCERPT_MAX * 4 + 8 };

/* Always returns -1 so call sites can `return fail(...)`. */
#define fail(p, line, col, ...) \
    err_at((p)->err, (p)->errlen, (p)->file, (line), (col), __VA_ARGS__)

static void free_data(spg_roomdata *d)
{
    for (int i = 0; i < d->nsets; i++)
        free(d->sets[i].items);
    free(d->sets);
    d->sets = NULL;
    d->nsets = 0;
}

static spg_set *cur_set(parser *p)
{
    return p->d.nsets > 0 ? &p->d.sets[p->d.nsets - 1] : NULL;
}

static spg_layout *cur_item(parser *p)
{
    spg_set *s = cur_set(p);
    return s && s->n > 0 ? &s->items[s->n - 1] : NULL;
}

static int width_of(const spg_set *s)
{
    return s->w;
}

static int height_of(const spg_set *s)
{
    return s->h;
}

static const char *kind_word(const spg_set *s)
{
    return s->kind == SPG_SET_ROOM ? "room" : "chunk";
}

/* "layout 'x'" or "the 'or' version of layout 'x'": which rows a message is about. */
static const char *item_label(char *buf, size_t n, const spg_layout *it, int variant)
{
    snprintf(buf, n, "%slayout '%s'", variant ? "the 'or' version of " : "", it->name);
    return buf;
}

/* Splits off the next blank-separated token of s[0..n) from *i; returns its length (0 at
 * the end) and leaves its start in *start. */
static size_t next_token(const char *s, size_t n, size_t *i, size_t *start)
{
    while (*i < n && is_blank(s[*i]))
        (*i)++;
    *start = *i;
    while (*i < n && !is_blank(s[*i]))
        (*i)++;
    return *i - *start;
}

static int check_name(parser *p, int line, const char *what, const char *s, size_t n,
                      size_t col)
{
    char ex[EXCERPT_BUF];
    for (size_t j = 0; j < n; j++) {
        if (j >= SPG_NAME_MAX - 1)
            return fail(p, line, col + j, "%s name '%s' is too long (at most %d characters)",
                        what, excerpt(ex, sizeof ex, s, n), SPG_NAME_MAX - 1);
        if (!is_name_char(s[j]))
            return fail(p, line, col + j,
                        "bad character '%s' in %s name (names use only a-z 0-9 _ -)",
                        excerpt(ex, sizeof ex, s + j, 1), what);
    }
    return 0;
}

static int no_more_tokens(parser *p, int line, const char *s, size_t n, size_t i,
                          const char *after)
{
    size_t st;
    size_t tl = next_token(s, n, &i, &st);
    if (tl == 0)
        return 0;
    char ex[EXCERPT_BUF];
    return fail(p, line, st + 1, "unexpected '%s' after %s", excerpt(ex, sizeof ex, s + st, tl),
                after);
}

/* Called when a directive or the end of the file arrives while rows are still owed. */
static int rows_missing(parser *p)
{
    const spg_set *s = cur_set(p);
    const spg_layout *it = cur_item(p);
    char lab[SPG_NAME_MAX + 40];
    return fail(p, p->dir_line, p->dir_col, "%s has %d row%s, a %s has %d",
                item_label(lab, sizeof lab, it, p->variant), p->rows, p->rows == 1 ? "" : "s",
                kind_word(s), height_of(s));
}

static void start_rows(parser *p, int variant, int line, size_t col)
{
    p->reading = 1;
    p->variant = variant;
    p->rows = 0;
    p->dir_line = line;
    p->dir_col = col;
}

/* Checks the finished rows of a room version: every slot's 5x3 (or 4x3) area (known to fit, the
 * row check saw to that) is otherwise 0 and shares no tile with another slot's.  Slots
 * are visited in reading order, so the first slot whose area another slot's corner falls
 * in is the one that reports it. */
static int check_slots(parser *p, const spg_layout *it, int v)
{
    signed char owner_r[ROOM_H][ROOM_W], owner_c[ROOM_H][ROOM_W];
    memset(owner_r, -1, sizeof owner_r);
    memset(owner_c, -1, sizeof owner_c);
    for (int r = 0; r < ROOM_H; r++)
        for (int c = 0; c < ROOM_W; c++) {
            char sc = it->tiles[v][r][c];
            if (!is_slot(sc))
                continue;
            for (int dr = 0; dr < CHUNK_H; dr++)
                for (int dc = 0; dc < slot_w(sc); dc++) {
                    int rr = r + dr, cc = c + dc;
                    char t = it->tiles[v][rr][cc];
                    if (dr == 0 && dc == 0)
                        continue;
                    if (is_slot(t))
                        return fail(p, p->row_line[rr], p->row_col[rr] + (size_t)cc,
                                    "chunk slots overlap (this '%c' and the '%c' at row %d, "
                                    "column %d share tiles)",
                                    t, sc, r + 1, c + 1);
                    if (owner_r[rr][cc] >= 0)
                        return fail(p, p->row_line[r], p->row_col[r] + (size_t)c,
                                    "chunk slots overlap (this '%c' and the '%c' at row %d, "
                                    "column %d share tiles)",
                                    sc, it->tiles[v][owner_r[rr][cc]][owner_c[rr][cc]],
                                    owner_r[rr][cc] + 1, owner_c[rr][cc] + 1);
                    if (t != '0') {
                        char ex[EXCERPT_BUF];
                        return fail(p, p->row_line[rr], p->row_col[rr] + (size_t)cc,
                                    "chunk slot '%c' at row %d, column %d covers a '%s' at "
                                    "row %d, column %d: the rest of its %dx3 area must be 0",
                                    sc, r + 1, c + 1, excerpt(ex, sizeof ex, &t, 1), rr + 1,
                                    cc + 1, slot_w(sc));
                    }
                    owner_r[rr][cc] = (signed char)r;
                    owner_c[rr][cc] = (signed char)c;
                }
        }
    return 0;
}

static int parse_row(parser *p, int line, const char *s, size_t n, size_t col)
{
    spg_set *set = cur_set(p);
    spg_layout *it = cur_item(p);
    int room = set->kind == SPG_SET_ROOM;
    int w = width_of(set);
    char ex[EXCERPT_BUF], lab[SPG_NAME_MAX + 40];
    /* Codes before width: a row with a stray character in it is usually also the wrong
     * width, and the character is the thing to fix. */
    for (size_t j = 0; j < n; j++) {
        char c = s[j];
        if (has_code(p, c, (room ? CODE_ROOM : CODE_CHUNK) | CODE_EXTRA))
            continue;
        if (!room && has_code(p, c, CODE_ROOM))
            return fail(p, line, col + j,
                        "tile code '%s' is not allowed in a chunk (accepted: %s)",
                        excerpt(ex, sizeof ex, &s[j], 1), chunk_codes_spaced);
        return fail(p, line, col + j, "unknown tile code '%s' (accepted: %s)",
                    excerpt(ex, sizeof ex, &s[j], 1),
                    room ? room_codes_spaced : chunk_codes_spaced);
    }
    if (n != (size_t)w)
        return fail(p, line, n < (size_t)w ? col : col + (size_t)w,
                    "row %d of %s is %zu tile%s wide, a %s row is %d", p->rows + 1,
                    item_label(lab, sizeof lab, it, p->variant), n, n == 1 ? "" : "s",
                    kind_word(set), w);
    if (room && !p->d.slots_as_text)
        for (int j = 0; j < w; j++) {
            if (!is_slot(s[j]))
                continue;
            if (j + slot_w(s[j]) > ROOM_W)
                return fail(p, line, col + (size_t)j,
                            "chunk slot '%c' at column %d does not fit: a %dx3 chunk from "
                            "there runs past the room's right edge",
                            s[j], j + 1, slot_w(s[j]));
            if (p->rows + CHUNK_H > ROOM_H)
                return fail(p, line, col + (size_t)j,
                            "chunk slot '%c' in row %d does not fit: a %dx3 chunk from "
                            "there runs past the room's bottom edge",
                            s[j], p->rows + 1, slot_w(s[j]));
        }
    memcpy(it->tiles[p->variant][p->rows], s, (size_t)w);
    p->row_line[p->rows] = line;
    p->row_col[p->rows] = col;
    p->rows++;
    if (p->rows == height_of(set)) {
        p->reading = 0;
        if (room && !p->d.slots_as_text)
            return check_slots(p, it, p->variant);
    }
    return 0;
}

static int find_set(const spg_roomdata *d, const char *s, size_t n)
{
    for (int i = 0; i < d->nsets; i++)
        if (strlen(d->sets[i].name) == n && memcmp(d->sets[i].name, s, n) == 0)
            return i;
    return -1;
}

static int dir_set(parser *p, int line, const char *s, size_t n, size_t i)
{
    size_t ns, ks;
    size_t nl = next_token(s, n, &i, &ns);
    if (nl == 0)
        return fail(p, line, n + 1, "'set' needs a name and a kind (set NAME ROOM|CHUNK)");
    if (check_name(p, line, "set", s + ns, nl, ns + 1))
        return -1;
    int dup = find_set(&p->d, s + ns, nl);
    if (dup >= 0)
        return fail(p, line, ns + 1, "duplicate set name '%.*s' (the first is at line %d)",
                    (int)nl, s + ns, p->d.sets[dup].line);
    size_t kl = next_token(s, n, &i, &ks);
    if (kl == 0)
        return fail(p, line, n + 1, "'set' needs a kind after its name: ROOM or CHUNK");
    spg_set_kind kind;
    if (kl == 4 && memcmp(s + ks, "ROOM", 4) == 0)
        kind = SPG_SET_ROOM;
    else if (kl == 5 && memcmp(s + ks, "CHUNK", 5) == 0)
        kind = SPG_SET_CHUNK;
    else {
        char ex[EXCERPT_BUF];
        return fail(p, line, ks + 1, "set kind must be ROOM or CHUNK, not '%s'",
                    excerpt(ex, sizeof ex, s + ks, kl));
    }
    int w = kind == SPG_SET_ROOM ? ROOM_W : CHUNK_W, h = kind == SPG_SET_ROOM ? ROOM_H : CHUNK_H;
    int from = 1;
    size_t ws;
    size_t wl = next_token(s, n, &i, &ws);
    if (kind == SPG_SET_CHUNK && wl == 3 && s[ws + 1] == 'x') {
        /* a chunk set's size, WxH: 1-5 wide, 1-4 high (the Temple's 4x3 slot's chunks) */
        int cw = s[ws] - '0', chh = s[ws + 2] - '0';
        if (cw < 1 || cw > CHUNK_W || chh < 1 || chh > 4) {
            char ex[EXCERPT_BUF];
            return fail(p, line, ws + 1, "a chunk set's size is WxH, 1 to 5 wide and 1 to 4 "
                        "high, not '%s'", excerpt(ex, sizeof ex, s + ws, wl));
        }
        w = cw;
        h = chh;
        wl = next_token(s, n, &i, &ws);
    }
    if (wl == 11 && memcmp(s + ws, "rolled-from", 11) == 0) {
        size_t vs;
        size_t vl = next_token(s, n, &i, &vs);
        from = 0;
        for (size_t k = 0; k < vl && from <= 1000; k++)
            from = s[vs + k] >= '0' && s[vs + k] <= '9' ? from * 10 + (s[vs + k] - '0') : 1001;
        if (vl == 0 || from < 1 || from > 1000) {
            char ex[EXCERPT_BUF];
            return fail(p, line, vl ? vs + 1 : n + 1,
                        "'rolled-from' needs a whole number from 1 to 1000%s%s%s",
                        vl ? ", not '" : "", vl ? excerpt(ex, sizeof ex, s + vs, vl) : "",
                        vl ? "'" : "");
        }
        if (no_more_tokens(p, line, s, n, i, "the set's first case"))
            return -1;
    } else if (wl) {
        char ex[EXCERPT_BUF];
        return fail(p, line, ws + 1, "unexpected '%s' after the set's kind (only a chunk "
                    "set's WxH, then rolled-from N, may follow)", excerpt(ex, sizeof ex, s + ws, wl));
    }
    if ((size_t)p->d.nsets == p->sets_cap) {
        size_t cap = p->sets_cap ? p->sets_cap * 2 : 16;
        spg_set *q = realloc(p->d.sets, cap * sizeof *q);
        if (!q)
            return fail(p, line, 1, "out of memory");
        p->d.sets = q;
        p->sets_cap = cap;
    }
    spg_set *set = &p->d.sets[p->d.nsets++];
    memset(set, 0, sizeof *set);
    memcpy(set->name, s + ns, nl);
    set->kind = kind;
    set->line = line;
    set->rolled_from = from;
    set->w = w;
    set->h = h;
    p->items_cap = 0;
    return 0;
}

static int dir_layout(parser *p, int line, const char *s, size_t n, size_t i, size_t kwcol)
{
    spg_set *set = cur_set(p);
    if (!set)
        return fail(p, line, kwcol, "a layout before any 'set'");
    size_t ns;
    size_t nl = next_token(s, n, &i, &ns);
    if (nl == 0)
        return fail(p, line, n + 1, "'layout' needs a name");
    if (check_name(p, line, "layout", s + ns, nl, ns + 1))
        return -1;
    if (no_more_tokens(p, line, s, n, i, "the layout's name"))
        return -1;
    for (int k = 0; k < set->n; k++)
        if (strlen(set->items[k].name) == nl && memcmp(set->items[k].name, s + ns, nl) == 0)
            return fail(p, line, ns + 1,
                        "duplicate layout name '%.*s' in set '%s' (the first is at line %d)",
                        (int)nl, s + ns, set->name, set->items[k].line);
    if ((size_t)set->n == p->items_cap) {
        size_t cap = p->items_cap ? p->items_cap * 2 : 8;
        spg_layout *q = realloc(set->items, cap * sizeof *q);
        if (!q)
            return fail(p, line, 1, "out of memory");
        set->items = q;
        p->items_cap = cap;
    }
    spg_layout *it = &set->items[set->n++];
    memset(it, 0, sizeof *it);
    memcpy(it->name, s + ns, nl);
    it->line = line;
    it->variants = 1;
    start_rows(p, 0, line, kwcol);
    return 0;
}

static int dir_or(parser *p, int line, const char *s, size_t n, size_t i, size_t kwcol)
{
    spg_set *set = cur_set(p);
    spg_layout *it = cur_item(p);
    if (!it || set->kind != SPG_SET_ROOM)
        return fail(p, line, kwcol, "'or' only follows a room layout");
    if (it->variants == 2)
        return fail(p, line, kwcol,
                    "layout '%s' already has an 'or' version (a layout has at most two)",
                    it->name);
    if (no_more_tokens(p, line, s, n, i, "'or'"))
        return -1;
    it->variants = 2;
    start_rows(p, 1, line, kwcol);
    return 0;
}

/* `option NAME`: a switch for the whole file, given before its first set. */
static int dir_option(parser *p, int line, const char *s, size_t n, size_t i, size_t kwcol)
{
    if (p->d.nsets > 0)
        return fail(p, line, kwcol, "an 'option' after a set (options come before the first set)");
    size_t ns;
    size_t nl = next_token(s, n, &i, &ns);
    if (nl == 0)
        return fail(p, line, n + 1, "'option' needs a name (small-sets or slots-as-text)");
    if (nl == 10 && memcmp(s + ns, "small-sets", 10) == 0)
        p->d.small_sets = 1;
    else if (nl == 13 && memcmp(s + ns, "slots-as-text", 13) == 0)
        p->d.slots_as_text = 1;
    else {
        char ex[EXCERPT_BUF];
        return fail(p, line, ns + 1, "unknown option '%s' (accepted: small-sets, slots-as-text)",
                    excerpt(ex, sizeof ex, s + ns, nl));
    }
    return no_more_tokens(p, line, s, n, i, "the option's name");
}

/* A line that is neither a directive nor owed as a row.  Most likely it is one row too
 * many (it is made of tile codes, or starts with something no directive starts with);
 * otherwise it is a misspelt directive. */
static int stray_line(parser *p, int line, const char *s, size_t tok, size_t tl)
{
    const spg_set *set = cur_set(p);
    size_t w = set ? (size_t)width_of(set) : ROOM_W;
    int all_codes = 1;
    for (size_t j = 0; j < tl; j++)
        if (!has_code(p, s[tok + j], CODE_ROOM | CODE_EXTRA))
            all_codes = 0;
    char first = s[tok];
    int letter = (first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z');
    if (letter && !(all_codes && tl == w)) {
        char ex[EXCERPT_BUF];
        return fail(p, line, tok + 1, "unknown directive '%s' (accepted: set, layout, or, option)",
                    excerpt(ex, sizeof ex, s + tok, tl));
    }
    if (!set)
        return fail(p, line, tok + 1, "a row before any 'set'");
    const spg_layout *it = cur_item(p);
    if (!it)
        return fail(p, line, tok + 1, "a row before any 'layout' in set '%s'", set->name);
    char lab[SPG_NAME_MAX + 40];
    return fail(p, line, tok + 1, "%s has %d rows, a %s has %d",
                item_label(lab, sizeof lab, it, p->variant), height_of(set) + 1,
                kind_word(set), height_of(set));
}

static int parse_line(parser *p, int line, const char *s, size_t n)
{
    const char *hash = memchr(s, '#', n);
    if (hash)
        n = (size_t)(hash - s);
    while (n > 0 && is_blank(s[n - 1]))
        n--;
    size_t i = 0, tok;
    size_t tl = next_token(s, n, &i, &tok);
    if (tl == 0)
        return 0;
    int kw = 0;
    if (tl == 3 && memcmp(s + tok, "set", 3) == 0)
        kw = 1;
    else if (tl == 6 && memcmp(s + tok, "layout", 6) == 0)
        kw = 2;
    else if (tl == 2 && memcmp(s + tok, "or", 2) == 0)
        kw = 3;
    else if (tl == 6 && memcmp(s + tok, "option", 6) == 0)
        kw = 4;
    if (p->reading) {
        if (kw)
            return rows_missing(p);
        /* The whole rest of the line is the row, inner blanks included, so a row split
         * by a space reports the space rather than a confusing width. */
        return parse_row(p, line, s + tok, n - tok, tok + 1);
    }
    switch (kw) {
    case 1:
        return dir_set(p, line, s, n, i);
    case 2:
        return dir_layout(p, line, s, n, i, tok + 1);
    case 3:
        return dir_or(p, line, s, n, i, tok + 1);
    case 4:
        return dir_option(p, line, s, n, i, tok + 1);
    default:
        return stray_line(p, line, s, tok, tl);
    }
}

int roomdata_parse(const char *text, size_t len, const char *file, spg_roomdata *out,
                   char *err, size_t errlen)
{
    return roomdata_parse_ex(text, len, file, NULL, out, err, errlen);
}

int roomdata_parse_ex(const char *text, size_t len, const char *file, const char *extra,
                      spg_roomdata *out, char *err, size_t errlen)
{
    parser p;
    memset(&p, 0, sizeof p);
    p.file = file ? file : "(input)";
    p.extra = extra && *extra ? extra : NULL;
    p.err = err;
    p.errlen = errlen;
    codes_init(&p);
    if (err && errlen)
        err[0] = '\0';
    if (!out) {
        err_set(err, errlen, "%s: nowhere to put the room data", p.file);
        return -1;
    }
    memset(out, 0, sizeof *out);
    if (!text && len > 0) {
        err_set(err, errlen, "%s: no text to read", p.file);
        return -1;
    }
    /* Line numbers are ints in the structures and messages. */
    if (len > (size_t)INT_MAX) {
        err_set(err, errlen, "%s: too large (room data is limited to %d bytes)", p.file,
                INT_MAX);
        return -1;
    }
    int line = 0;
    size_t pos = 0;
    int rc = 0;
    while (pos < len && rc == 0) {
        line++;
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - text) : len;
        size_t n = end - pos;
        /* CRLF files: the CR belongs to the line ending, not the line. */
        if (n > 0 && text[pos + n - 1] == '\r')
            n--;
        rc = parse_line(&p, line, text + pos, n);
        pos = nl ? end + 1 : len;
    }
    if (rc == 0 && p.reading)
        rc = rows_missing(&p);
    if (rc != 0) {
        free_data(&p.d);
        return -1;
    }
    *out = p.d;
    size_t fl = strlen(p.file);
    if (fl >= sizeof out->file)
        fl = sizeof out->file - 1;
    memcpy(out->file, p.file, fl);
    out->file[fl] = '\0';
    return 0;
}

int roomdata_load(const char *path, spg_roomdata *out, char *err, size_t errlen)
{
    return roomdata_load_ex(path, NULL, out, err, errlen);
}

int roomdata_load_ex(const char *path, const char *extra, spg_roomdata *out, char *err,
                     size_t errlen)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (err && errlen)
        err[0] = '\0';
    if (!path) {
        err_set(err, errlen, "(null): cannot open: no path");
        return -1;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        err_set(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    /* Read to the end rather than trust a size from fseek: the path may be a pipe. The
     * buffer may reach 2^31 bytes; the parser then refuses more than INT_MAX. */
    char *buf;
    size_t n;
    int read_errno = 0;
    dataparse_read_rc got = dataparse_read(f, (size_t)INT_MAX + 1, &buf, &n, &read_errno);
    fclose(f);
    if (got == DATAPARSE_READ_TOO_LARGE) {
        err_set(err, errlen, "%s: too large (room data is limited to %d bytes)", path, INT_MAX);
        return -1;
    }
    if (got == DATAPARSE_READ_NO_MEMORY) {
        err_set(err, errlen, "%s: out of memory", path);
        return -1;
    }
    if (got != DATAPARSE_READ_OK) {
        err_set(err, errlen, "%s: cannot read: %s", path, strerror(read_errno));
        return -1;
    }
    const char *base = strrchr(path, '/');
    base = base && base[1] ? base + 1 : path;
    int rc = roomdata_parse_ex(buf, n, base, extra, out, err, errlen);
    free(buf);
    return rc;
}

const spg_set *roomdata_set(const spg_roomdata *d, const char *name)
{
    if (!d || !name)
        return NULL;
    for (int i = 0; i < d->nsets; i++)
        if (strcmp(d->sets[i].name, name) == 0)
            return &d->sets[i];
    return NULL;
}

int roomdata_require(const spg_roomdata *d, const char *name, spg_set_kind kind, int min,
                     char *err, size_t errlen)
{
    static const char *kinds[] = {"ROOM", "CHUNK"};
    const spg_set *s = roomdata_set(d, name);
    const char *file = d ? d->file : "(no data)";
    if (!s) {
        err_set(err, errlen, "%s: set '%s' is missing (the classic generator needs it)", file,
                name ? name : "(null)");
        return -1;
    }
    if (s->kind != kind) {
        err_set(err, errlen, "%s:%d: set '%s' is a %s set, the generator needs a %s set", file,
                s->line, s->name, kinds[s->kind == SPG_SET_CHUNK],
                kinds[kind == SPG_SET_CHUNK]);
        return -1;
    }
    if (d->small_sets && min > 1)
        min = 1;
    if (s->n < min) {
        err_set(err, errlen, "%s:%d: set '%s' has %d layout%s, at least %d %s needed", file,
                s->line, s->name, s->n, s->n == 1 ? "" : "s", min, min == 1 ? "is" : "are");
        return -1;
    }
    return 0;
}

void roomdata_free(spg_roomdata *d)
{
    if (!d)
        return;
    free_data(d);
}
