/* breakpoint.c — breakpoint specs: parsing them, matching a draw, searching a trace.
 * Everything a user types ends here, so every path returns a message. */
#include "breakpoint.h"

#include <ctype.h>
#include <fnmatch.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../err.h"

/* ---- a small scanner: words, operators, quoted strings ------------------------------ */

typedef struct scan {
    const char *p;
} scan;

static void skip_blank(scan *sc)
{
    while (*sc->p == ' ' || *sc->p == '\t' || *sc->p == '\n' || *sc->p == '\r')
        sc->p++;
}

static bool is_op_char(char c) { return c == '=' || c == '!' || c == '<' || c == '>' || c == '~'; }

/* The next word (up to a blank or an operator) into w; false when there is none or it
 * does not fit. */
static bool next_word(scan *sc, char *w, size_t len, bool *cut)
{
    skip_blank(sc);
    size_t n = 0;
    while (*sc->p && !isspace((unsigned char)*sc->p) && !is_op_char(*sc->p)) {
        if (n + 1 < len)
            w[n++] = *sc->p;
        else
            *cut = true;
        sc->p++;
    }
    w[n] = 0;
    return n > 0;
}

/* Whether the scanner stands on `word` as a whole word (followed by a blank, an
 * operator or the end); then steps over it. */
static bool take_keyword(scan *sc, const char *word)
{
    skip_blank(sc);
    size_t n = strlen(word);
    if (strncasecmp(sc->p, word, n) != 0)
        return false;
    char c = sc->p[n];
    if (c && !isspace((unsigned char)c) && !is_op_char(c))
        return false;
    sc->p += n;
    return true;
}

static bool take_op(scan *sc, bp_op *op)
{
    static const struct {
        const char *s;
        bp_op op;
    } ops[] = {{"==", BP_EQ}, {"!=", BP_NE}, {"<=", BP_LE}, {">=", BP_GE}, {"!~", BP_NOMATCH},
               {"<", BP_LT},  {">", BP_GT},  {"=", BP_EQ},  {"~", BP_MATCH}};
    skip_blank(sc);
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        size_t n = strlen(ops[i].s);
        if (strncmp(sc->p, ops[i].s, n) == 0) {
            sc->p += n;
            *op = ops[i].op;
            return true;
        }
    }
    return false;
}

static const char *op_text(bp_op op)
{
    static const char *const t[] = {"==", "!=", "<", "<=", ">", ">=", "~", "!~"};
    return t[op];
}

/* An integer, optionally signed, that fits int32. */
static bool parse_i32(const char *s, int32_t *out)
{
    const char *q = s;
    bool neg = *q == '-';
    if (*q == '-' || *q == '+')
        q++;
    if (!*q || strlen(q) > 10)
        return false;
    long long v = 0;
    for (; *q; q++) {
        if (!isdigit((unsigned char)*q))
            return false;
        v = v * 10 + (*q - '0');
    }
    if (neg)
        v = -v;
    if (v < INT32_MIN || v > INT32_MAX)
        return false;
    *out = (int32_t)v;
    return true;
}

/* decided's words: a quoted string, or up to "and value" / "and decided" / the end. */
static bool take_words(scan *sc, char *w, size_t len)
{
    skip_blank(sc);
    const char *start = sc->p, *end;
    if (*sc->p == '\'' || *sc->p == '"') {
        char q = *sc->p++;
        start = sc->p;
        end = strchr(start, q);
        if (!end)
            return false;
        sc->p = end + 1;
    } else {
        /* up to the first joiner (and, or, &&, ||) that a condition follows */
        static const char *const joins[] = {" and ", " or ", " && ", " || "};
        end = start + strlen(start);
        for (const char *q = start; *q; q++) {
            bool at_join = false;
            for (size_t j = 0; j < sizeof joins / sizeof joins[0] && !at_join; j++) {
                size_t n = strlen(joins[j]);
                if (strncasecmp(q, joins[j], n) != 0)
                    continue;
                scan look = {q + n};
                at_join = take_keyword(&look, "value") || take_keyword(&look, "decided") ||
                          take_keyword(&look, "tile") || take_keyword(&look, "room") ||
                          take_keyword(&look, "flag");
            }
            if (at_join) {
                end = q;
                break;
            }
        }
        sc->p = end;
        while (end > start && isspace((unsigned char)end[-1]))
            end--;
    }
    size_t n = (size_t)(end - start);
    if (n >= len)
        return false;
    memcpy(w, start, n);
    w[n] = 0;
    return true;
}

/* ---- the state conditions' scan ------------------------------------------------------ */

/* Where a scan of one trace stands: the events applied so far, and each state condition's
 * value there.  A scan in draw order (a search, a count, trace --break) advances it; one
 * that goes back starts it again. */
struct bp_track {
    const spg_event *ev; /* the trace it follows (its identity, with n and the states) */
    size_t n, applied;
    uint32_t start, end;
    int32_t value[BP_MAX_CONDS];
};

static void track_reset(struct bp_track *t, const bp_spec *s, const spg_result *res)
{
    t->ev = res->trace.ev;
    t->n = res->trace.n;
    t->start = res->start_state;
    t->end = res->end_state;
    t->applied = 0;
    for (int i = 0; i < s->ncond; i++)
        t->value[i] = 0; /* empty, code 0, a flag not set */
}

/* The states after draw e (the events up to the next draw), in s->track. */
static void track_to(const bp_spec *s, const spg_result *res, const spg_event *e)
{
    struct bp_track *t = s->track;
    const spg_trace *tr = &res->trace;
    size_t upto = e->draw < tr->ndraws ? tr->draw_event[e->draw] : tr->n;
    if (t->ev != tr->ev || t->n != tr->n || t->start != res->start_state ||
        t->end != res->end_state || upto < t->applied)
        track_reset(t, s, res);
    for (; t->applied < upto; t->applied++) {
        const spg_event *x = &tr->ev[t->applied];
        for (int i = 0; i < s->ncond; i++) {
            const bp_cond *c = &s->cond[i];
            if (c->on_state == BP_TILE && x->kind == SPG_EV_TILE && x->focus.x == c->x &&
                x->focus.y == c->y)
                t->value[i] = x->value;
            else if (c->on_state == BP_ROOM && x->kind == SPG_EV_ROOM_CODE && x->rx == c->x &&
                     x->ry == c->y)
                t->value[i] = x->value;
            else if (c->on_state == BP_FLAG && x->kind == SPG_EV_FLAG && x->text &&
                     strcasecmp(x->text, c->words) == 0)
                t->value[i] = x->value;
        }
    }
}

/* ---- parsing -------------------------------------------------------------------------- */

/* A small non-negative coordinate. */
static bool take_coord(scan *sc, int16_t *out)
{
    char w[16];
    bool cut = false;
    if (!next_word(sc, w, sizeof w, &cut) || cut)
        return false;
    int32_t v;
    if (!parse_i32(w, &v) || v < 0 || v > 999)
        return false;
    *out = (int16_t)v;
    return true;
}

/* tile X Y == KIND, room X Y OP CODE, flag NAME OP N: the state at the draw */
static int parse_state_cond(scan *sc, bp_spec *out, bp_cond *c, bp_state st, char *err,
                            size_t errlen)
{
    c->on_state = (uint8_t)st;
    const char *what = st == BP_TILE ? "tile" : st == BP_ROOM ? "room" : "flag";
    if (st == BP_FLAG) {
        bool cut = false;
        if (!next_word(sc, c->words, sizeof c->words, &cut) || cut || is_op_char(c->words[0]))
            return err_set(err, errlen, "flag needs a name, as 'flag shop == 1'");
    } else if (!take_coord(sc, &c->x) || !take_coord(sc, &c->y)) {
        return err_set(err, errlen, "%s needs X and Y, as '%s 21 1 == %s'", what, what,
                      st == BP_TILE ? "brick" : "2");
    }
    if (!take_op(sc, &c->op) || c->op == BP_MATCH || c->op == BP_NOMATCH ||
        (st == BP_TILE && c->op != BP_EQ && c->op != BP_NE))
        return err_set(err, errlen, st == BP_TILE ? "tile X Y takes == or != and a kind, as "
                                                   "'tile 21 1 == brick'"
                                                 : "%s takes a comparison (== != < <= > >=) and "
                                                   "a number", what);
    char v[48];
    bool cut = false;
    if (!next_word(sc, v, sizeof v, &cut) || cut)
        return err_set(err, errlen, "%s %s needs a %s after it", what, op_text(c->op),
                      st == BP_TILE ? "tile kind (brick, empty, stone ...)" : "number");
    if (st == BP_TILE) {
        int k = 0;
        while (k < SPG_T__COUNT && strcasecmp(tile_name(k), v) != 0)
            k++;
        if (k == SPG_T__COUNT) {
            char sv[64];
            err_shown(v, sv, sizeof sv);
            return err_set(err, errlen, "'%s' is not a tile kind (brick, empty, stone, border, "
                                       "ladder ... as show's legend names them)", sv);
        }
        c->n = k;
    } else if (!parse_i32(v, &c->n)) {
        char sv[64];
        err_shown(v, sv, sizeof sv);
        return err_set(err, errlen, "'%s' is not a number", sv);
    }
    if (!out->track && !(out->track = calloc(1, sizeof *out->track)))
        return err_set(err, errlen, "out of memory");
    out->ncond++;
    return 0;
}

static int parse_cond(scan *sc, bp_spec *out, char *err, size_t errlen)
{
    if (out->ncond == BP_MAX_CONDS)
        return err_set(err, errlen, "at most %d conditions in one breakpoint", BP_MAX_CONDS);
    bp_cond *c = &out->cond[out->ncond];
    memset(c, 0, sizeof *c);
    if (take_keyword(sc, "value")) {
        c->on_value = true;
        if (!take_op(sc, &c->op) || c->op == BP_MATCH || c->op == BP_NOMATCH)
            return err_set(err, errlen, "value needs a comparison: == != < <= > >= and a "
                                       "number, as 'value == 1'");
        char num[24];
        bool cut = false;
        skip_blank(sc);
        size_t k = 0;
        if (*sc->p == '-' || *sc->p == '+')
            num[k++] = *sc->p++;
        bool any = next_word(sc, num + k, sizeof num - k, &cut);
        if (!any && k == 0)
            return err_set(err, errlen, "value %s needs a number, as 'value %s 1'", op_text(c->op),
                          op_text(c->op));
        if (cut || !parse_i32(num, &c->n)) {
            char s[64];
            err_shown(num, s, sizeof s);
            return err_set(err, errlen, "'%s' is not a number a draw can return", s);
        }
        out->ncond++;
        return 0;
    }
    if (take_keyword(sc, "decided")) {
        if (!take_op(sc, &c->op) || (c->op != BP_MATCH && c->op != BP_NOMATCH))
            return err_set(err, errlen, "decided takes ~ (or !~) and words, as "
                                       "'decided ~ walk-else'");
        if (!take_words(sc, c->words, sizeof c->words))
            return err_set(err, errlen, "decided %s: the words are too long or a quote is not "
                                       "closed", op_text(c->op));
        if (!c->words[0])
            return err_set(err, errlen, "decided %s needs words, as 'decided %s walk-else'",
                          op_text(c->op), op_text(c->op));
        int rc = regcomp(&c->re, c->words, REG_EXTENDED | REG_ICASE | REG_NOSUB);
        if (rc != 0) {
            char why[96], s[64];
            regerror(rc, &c->re, why, sizeof why);
            err_shown(c->words, s, sizeof s);
            return err_set(err, errlen, "decided ~ '%s': not a regular expression (%s)", s, why);
        }
        out->ncond++;
        return 0;
    }
    bool tile = take_keyword(sc, "tile"), room = !tile && take_keyword(sc, "room");
    if (tile || room || take_keyword(sc, "flag"))
        return parse_state_cond(sc, out, c, tile ? BP_TILE : room ? BP_ROOM : BP_FLAG, err, errlen);
    char w[64];
    bool cut = false;
    scan look = *sc;
    next_word(&look, w, sizeof w, &cut);
    char s[64];
    err_shown(w[0] ? w : look.p, s, sizeof s);
    return err_set(err, errlen, "'%s' is not a condition; write 'value == 1', 'decided ~ "
                               "WORDS', 'tile X Y == brick', 'room X Y == 2' or 'flag NAME == 1'", s);
}

/* "and" or "&&"; "or" or "||" (gdb's C): and binds tighter, as in C */
static int take_join(scan *sc)
{
    skip_blank(sc);
    if (take_keyword(sc, "and"))
        return 1;
    if (take_keyword(sc, "or"))
        return 2;
    if (strncmp(sc->p, "&&", 2) == 0 || strncmp(sc->p, "||", 2) == 0) {
        int k = sc->p[0] == '&' ? 1 : 2;
        sc->p += 2;
        return k;
    }
    return 0;
}

static int parse_conds(scan *sc, bp_spec *out, char *err, size_t errlen)
{
    bool or_next = false;
    for (;;) {
        int at = out->ncond;
        if (parse_cond(sc, out, err, errlen) != 0)
            return -1;
        out->cond[at].or_before = or_next && at > 0;
        skip_blank(sc);
        if (!*sc->p)
            return 0;
        int j = take_join(sc);
        if (!j) {
            char s[64];
            err_shown(sc->p, s, sizeof s);
            return err_set(err, errlen, "'%s' after a condition: join conditions with 'and' or "
                                       "'or' (&& ||)", s);
        }
        or_next = j == 2;
    }
}

/* The phase of res named `name` (any case) or the only one it begins; -1 none, -2 more
 * than one. */
static int find_phase(const spg_result *res, const char *name)
{
    size_t n = strlen(name);
    int found = -1;
    for (int p = 0; p < res->nphases; p++) {
        const char *pn = res->phases[p].name;
        if (!pn)
            continue;
        if (strcasecmp(pn, name) == 0)
            return p;
        if (strncasecmp(pn, name, n) == 0)
            found = found == -1 ? p : -2;
    }
    return found;
}

int bp_spec_parse(const char *text, const spg_result *res, bp_spec *out, char *err,
                  size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (errlen)
        err[0] = 0;
    scan sc = {text ? text : ""};
    bool have_site = false, have_phase = false;
    int rc = 0;
    for (;;) {
        skip_blank(&sc);
        if (!*sc.p)
            break;
        if (take_keyword(&sc, "if")) {
            skip_blank(&sc);
            if (!*sc.p) {
                rc = err_set(err, errlen, "'if' needs a condition: 'value == 1' or 'decided ~ WORDS'");
                break;
            }
            rc = parse_conds(&sc, out, err, errlen);
            break;
        }
        scan look = sc;
        if (take_keyword(&look, "value") || take_keyword(&look, "decided") ||
            take_keyword(&look, "tile") || take_keyword(&look, "room") ||
            take_keyword(&look, "flag")) {
            rc = parse_conds(&sc, out, err, errlen);
            break;
        }
        if (take_keyword(&sc, "phase")) {
            char name[32];
            bool cut = false;
            if (!next_word(&sc, name, sizeof name, &cut) || cut) {
                rc = err_set(err, errlen, "phase needs a name: path, rooms, blocks, ...");
                break;
            }
            if (have_phase) {
                rc = err_set(err, errlen, "one phase per breakpoint");
                break;
            }
            have_phase = true;
            if (res) {
                int p = find_phase(res, name);
                if (p < 0) {
                    char names[160] = "", s[64];
                    for (int i = 0; i < res->nphases && res->phases[i].name; i++) {
                        size_t n = strlen(names);
                        snprintf(names + n, sizeof names - n, "%s%s", i ? ", " : "",
                                 res->phases[i].name);
                    }
                    err_shown(name, s, sizeof s);
                    rc = err_set(err, errlen, "'%s' is not a phase of this level; phases: %s", s,
                                names);
                    break;
                }
                snprintf(out->phase, sizeof out->phase, "%s", res->phases[p].name);
            } else {
                snprintf(out->phase, sizeof out->phase, "%s", name);
            }
            continue;
        }
        char w[BP_TEXT];
        bool cut = false;
        if (!next_word(&sc, w, sizeof w, &cut)) {
            char s[64];
            err_shown(sc.p, s, sizeof s);
            rc = err_set(err, errlen, "'%s': a breakpoint is a site, 'phase NAME' or 'if "
                                     "COND'", s);
            break;
        }
        if (cut) {
            rc = err_set(err, errlen, "the site is too long (at most %d characters)", BP_TEXT - 1);
            break;
        }
        if (have_site) {
            char s[64];
            err_shown(w, s, sizeof s);
            rc = err_set(err, errlen, "'%s': one site glob per breakpoint (use * to match "
                                     "several, as 'path.walk.*')", s);
            break;
        }
        have_site = true;
        snprintf(out->site, sizeof out->site, "%s", w);
        out->site_prefix = strpbrk(w, "*?[") == NULL;
    }
    if (rc == 0 && !have_site && !have_phase && out->ncond == 0)
        rc = err_set(err, errlen, "break needs a site, a phase or a condition, as 'break "
                                 "path.walk.middle', 'break phase blocks' or 'break mines.bat "
                                 "if value == 1'");
    if (rc != 0)
        bp_spec_free(out);
    return rc;
}

void bp_spec_free(bp_spec *s)
{
    for (int i = 0; i < s->ncond; i++)
        if (!s->cond[i].on_value && !s->cond[i].on_state)
            regfree(&s->cond[i].re);
    s->ncond = 0;
    free(s->track);
    s->track = NULL;
}

void bp_spec_format(const bp_spec *s, char *buf, size_t len)
{
    size_t n = 0;
    buf[0] = 0;
#define PUT(...)                                                                             \
    do {                                                                                     \
        if (n < len)                                                                         \
            n += (size_t)snprintf(buf + n, len - n, __VA_ARGS__);                            \
    } while (0)
    if (s->site[0])
        PUT("%s", s->site);
    if (s->phase[0])
        PUT("%sphase %s", n ? " " : "", s->phase);
    for (int i = 0; i < s->ncond; i++) {
        const bp_cond *c = &s->cond[i];
        const char *lead = i ? (c->or_before ? " or " : " and ") : n ? " if " : "";
        if (c->on_value)
            PUT("%svalue %s %d", lead, op_text(c->op), (int)c->n);
        else if (c->on_state == BP_TILE)
            PUT("%stile %d %d %s %s", lead, c->x, c->y, op_text(c->op), tile_name(c->n));
        else if (c->on_state == BP_ROOM)
            PUT("%sroom %d %d %s %d", lead, c->x, c->y, op_text(c->op), (int)c->n);
        else if (c->on_state == BP_FLAG)
            PUT("%sflag %s %s %d", lead, c->words, op_text(c->op), (int)c->n);
        else
            PUT("%sdecided %s %s", lead, op_text(c->op), c->words);
    }
#undef PUT
}

/* ---- matching ------------------------------------------------------------------------- */

bool bp_site_matches(const bp_spec *s, const char *name)
{
    if (!s->site[0])
        return true;
    if (!name)
        return false;
    if (fnmatch(s->site, name, 0) == 0)
        return true;
    if (s->site_prefix) {
        size_t n = strlen(s->site);
        /* a script's sites are "script:line" (oBrick's "oBrick:create:3"): a script's
         * name takes every draw made in it, as a family's takes its sites */
        return strncmp(name, s->site, n) == 0 && (name[n] == '.' || name[n] == ':');
    }
    return false;
}

static bool site_matches(const bp_spec *s, const spg_site *site)
{
    if (!s->site[0])
        return true;
    return site && bp_site_matches(s, site->name);
}

static bool value_holds(const bp_cond *c, int32_t v)
{
    switch (c->op) {
    case BP_EQ: return v == c->n;
    case BP_NE: return v != c->n;
    case BP_LT: return v < c->n;
    case BP_LE: return v <= c->n;
    case BP_GT: return v > c->n;
    case BP_GE: return v >= c->n;
    default: return false;
    }
}

static bool words_hold(const bp_cond *c, const char *text)
{
    bool m = text && regexec(&c->re, text, 0, NULL, 0) == 0;
    return c->op == BP_MATCH ? m : !m;
}

/* The conditions are runs joined by and, the runs joined by or: true when every
 * condition of some run holds (none: true). */
static bool groups_hold(const bp_spec *s, const bool *hold)
{
    bool run = true;
    for (int i = 0; i < s->ncond; i++) {
        if (i && s->cond[i].or_before) {
            if (run)
                return true;
            run = true;
        }
        run = run && hold[i];
    }
    return run;
}

static bool phase_matches(const bp_spec *s, const spg_result *res, const spg_event *e)
{
    if (!s->phase[0])
        return true;
    const char *pn = e->phase < res->nphases ? res->phases[e->phase].name : NULL;
    return pn && strcasecmp(pn, s->phase) == 0;
}

bool bp_spec_matches(const bp_spec *s, const spg_result *res, const spg_event *e)
{
    if (!e || e->kind != SPG_EV_DRAW || !site_matches(s, e->site) || !phase_matches(s, res, e))
        return false;
    bool hold[BP_MAX_CONDS];
    if (s->track)
        track_to(s, res, e);
    for (int i = 0; i < s->ncond; i++) {
        const bp_cond *c = &s->cond[i];
        hold[i] = c->on_state ? value_holds(c, s->track->value[i])
                  : c->on_value ? value_holds(c, e->value) : words_hold(c, e->text);
    }
    return groups_hold(s, hold);
}

/* A search's memory of the sites and decisions it has met: a level's thousands of draws
 * come from about a hundred sites and fewer decisions, so fnmatch and regexec run once
 * for each (static strings: their addresses are their identities). */
typedef struct memo {
    struct {
        const void *key;
        uint8_t hit; /* site: 1 match; words: bit i, condition i holds */
    } slot[512];
} memo;

static uint8_t *memo_find(memo *m, const void *key, bool *fresh)
{
    size_t h = ((uintptr_t)key >> 3) & 511;
    for (size_t i = 0; i < 512; i++, h = (h + 1) & 511) {
        if (m->slot[h].key == key) {
            *fresh = false;
            return &m->slot[h].hit;
        }
        if (!m->slot[h].key) {
            m->slot[h].key = key;
            *fresh = true;
            return &m->slot[h].hit;
        }
    }
    return NULL; /* full: the caller computes without memory */
}

typedef struct matcher {
    const bp_spec *s;
    const spg_result *res;
    memo sites, words;
} matcher;

static bool memo_matches(matcher *m, const spg_event *e)
{
    const bp_spec *s = m->s;
    if (e->kind != SPG_EV_DRAW || !phase_matches(s, m->res, e))
        return false;
    if (s->site[0]) {
        bool fresh;
        uint8_t *h = e->site ? memo_find(&m->sites, e->site, &fresh) : NULL;
        if (!h)
            return bp_spec_matches(s, m->res, e);
        if (fresh)
            *h = site_matches(s, e->site);
        if (!*h)
            return false;
    }
    uint8_t words = 0;
    bool have_words = false;
    bool hold[BP_MAX_CONDS];
    if (s->track)
        track_to(s, m->res, e);
    for (int i = 0; i < s->ncond; i++) {
        const bp_cond *c = &s->cond[i];
        if (c->on_state) {
            hold[i] = value_holds(c, s->track->value[i]);
            continue;
        }
        if (c->on_value) {
            hold[i] = value_holds(c, e->value);
            continue;
        }
        if (!have_words) {
            bool fresh;
            const void *key = e->text ? (const void *)e->text : (const void *)m; /* NULL: no words */
            uint8_t *h = memo_find(&m->words, key, &fresh);
            if (!h)
                return bp_spec_matches(s, m->res, e);
            if (fresh) {
                *h = 0;
                for (int k = 0; k < s->ncond; k++)
                    if (!s->cond[k].on_value && !s->cond[k].on_state &&
                        words_hold(&s->cond[k], e->text))
                        *h |= (uint8_t)(1u << k);
            }
            words = *h;
            have_words = true;
        }
        hold[i] = (words & (1u << i)) != 0;
    }
    return groups_hold(s, hold);
}

static const spg_event *draw_event(const spg_result *res, uint32_t d)
{
    return &res->trace.ev[res->trace.draw_event[d - 1]];
}

uint32_t bp_spec_find(const bp_spec *s, const spg_result *res, uint32_t from, int dir)
{
    uint32_t n = (uint32_t)res->trace.ndraws;
    matcher m;
    memset(&m, 0, sizeof m);
    m.s = s;
    m.res = res;
    if (dir >= 0) {
        for (uint32_t d = from + 1; d <= n && d > from; d++)
            if (memo_matches(&m, draw_event(res, d)))
                return d;
    } else {
        if (from > n + 1)
            from = n + 1;
        if (s->track) {
            /* the states are followed forward: the last match before from */
            uint32_t last = 0;
            for (uint32_t d = 1; d < from; d++)
                if (memo_matches(&m, draw_event(res, d)))
                    last = d;
            return last;
        }
        for (uint32_t d = from; d-- > 1;)
            if (memo_matches(&m, draw_event(res, d)))
                return d;
    }
    return 0;
}

uint32_t bp_spec_count(const bp_spec *s, const spg_result *res)
{
    matcher m;
    memset(&m, 0, sizeof m);
    m.s = s;
    m.res = res;
    uint32_t k = 0;
    for (uint32_t d = 1; d <= res->trace.ndraws; d++)
        k += memo_matches(&m, draw_event(res, d));
    return k;
}
