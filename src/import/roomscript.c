/* roomscript.c — the Mines' room script's parse tree read as room data (roomscript.h).
 *
 * The reader compares the tree's statements with the shape scrRoomGen has, in their
 * canonical S-expression form (gml_print), and takes from it only what spelgen's format
 * and room script let vary: the layouts' and chunks' text, and the rolls' ranges.  Any
 * other difference is refused with the script's name and the statement's line. */
#include "roomscript.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../data/roomdata.h"
#include "gml_parse.h"

enum { CASES_MAX = 64, ROOM_LEN = 80, CHUNK_ROW = 5 };

typedef struct reader {
    const char *script;
    char *err;
    size_t errlen;
} reader;

/* One case of a switch: its layout's text (one or two versions), or a chunk's 15. */
typedef struct layout_case {
    int present;
    int line; /* the case's, for messages */
    int variants;
    const char *text[2];
} layout_case;

typedef struct cases {
    layout_case c[CASES_MAX + 1]; /* by case number, 1..CASES_MAX */
} cases;

/* Always -1, so callers can `return refuse(...)`. */
__attribute__((format(printf, 3, 4))) static int refuse(reader *r, const gml_node *at,
                                                        const char *fmt, ...)
{
    int w = snprintf(r->err, r->errlen, "%s: line %d: ", r->script, at ? at->line : 0);
    if (w < 0 || (size_t)w >= r->errlen)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err + w, r->errlen - (size_t)w, fmt, ap);
    va_end(ap);
    return -1;
}

/* The node's canonical form, in a buffer the caller frees (NULL when out of memory). */
static char *sexpr(const gml_node *n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return NULL;
    gml_print(f, n);
    fclose(f);
    return buf;
}

/* Whether node n prints as `want`. */
static int is(const gml_node *n, const char *want)
{
    if (!n)
        return 0;
    char *s = sexpr(n);
    int same = s && strcmp(s, want) == 0;
    free(s);
    return same;
}

/* Whether n is the call rand(A,B) with whole-number bounds; sets *a, *b. */
static int is_rand(const gml_node *n, int *a, int *b)
{
    if (!n || n->kind != GML_CALL || strcmp(n->text, "rand") != 0 || n->nkids != 2)
        return 0;
    for (int i = 0; i < 2; i++)
        if (n->kids[i]->kind != GML_NUMBER || n->kids[i]->number != (int)n->kids[i]->number)
            return 0;
    *a = (int)n->kids[0]->number;
    *b = (int)n->kids[1]->number;
    return 1;
}

/* Whether n is `NAME = rand(A,B)`. */
static int is_assign_rand(const gml_node *n, const char *name, int *a, int *b)
{
    return n && n->kind == GML_ASSIGN && strcmp(n->text, "=") == 0 &&
           n->kids[0]->kind == GML_NAME && strcmp(n->kids[0]->text, name) == 0 &&
           is_rand(n->kids[1], a, b);
}

/* Whether n is `NAME = "text"`; sets *text. */
static int is_assign_string(const gml_node *n, const char *name, const char **text)
{
    if (!n || n->kind != GML_ASSIGN || strcmp(n->text, "=") != 0 ||
        n->kids[0]->kind != GML_NAME || strcmp(n->kids[0]->text, name) != 0 ||
        n->kids[1]->kind != GML_STRING)
        return 0;
    *text = n->kids[1]->text;
    return 1;
}

/* A statement, or the only statement of a block: the form the script's ifs take. */
static const gml_node *only(const gml_node *n)
{
    while (n && n->kind == GML_BLOCK && n->nkids == 1)
        n = n->kids[0];
    return n;
}

/* The statements of a case: from kids[from] to the next label, blocks opened. */
static int case_statements(const gml_node *sw, int from, const gml_node **out, int max)
{
    int n = 0;
    for (int k = from; k < sw->nkids && sw->kids[k]->kind != GML_CASE &&
                       sw->kids[k]->kind != GML_DEFAULT; k++) {
        const gml_node *s = sw->kids[k];
        if (s->kind == GML_BLOCK) {
            for (int j = 0; j < s->nkids && n < max; j++)
                out[n++] = s->kids[j];
        } else if (n < max)
            out[n++] = s;
    }
    return n;
}

/* A character a .rooms row cannot hold: '#' starts a comment there, blanks split rows. */
static int unwritable(const char *t)
{
    for (; *t; t++)
        if (*t == '#' || (unsigned char)*t <= ' ' || (unsigned char)*t >= 0x7f)
            return (unsigned char)*t;
    return 0;
}

static int check_text(reader *r, const gml_node *at, const char *what, const char *t,
                      size_t len)
{
    if (strlen(t) != len)
        return refuse(r, at, "a %s's text is %zu characters, not %zu", what, strlen(t), len);
    int c = unwritable(t);
    if (c)
        return refuse(r, at, "a %s's text holds the character 0x%02x, which no tile code is",
                      what, c);
    return 0;
}

static int check_room_text(reader *r, const gml_node *at, const char *t)
{
    return check_text(r, at, "room", t, ROOM_LEN);
}

/* Reads a room switch: every label a whole number 1..CASES_MAX, every case one layout
 * (or two versions on rand(1,2) == 1) then break. */
static int read_room_cases(reader *r, const gml_node *sw, cases *out)
{
    memset(out, 0, sizeof *out);
    for (int k = 1; k < sw->nkids; k++) {
        const gml_node *lab = sw->kids[k];
        if (lab->kind != GML_CASE)
            continue;
        const gml_node *v = lab->kids[0];
        if (v->kind != GML_NUMBER || v->number != (int)v->number || v->number < 1 ||
            v->number > CASES_MAX)
            return refuse(r, lab, "a case label that is not a number from 1 to %d", CASES_MAX);
        layout_case *c = &out->c[(int)v->number];
        if (c->present)
            return refuse(r, lab, "case %d a second time", (int)v->number);
        const gml_node *st[8];
        int n = case_statements(sw, k + 1, st, 8);
        const char *t;
        int a, b;
        if (n == 2 && is_assign_string(st[0], "strTemp", &t) && st[1]->kind == GML_BREAK) {
            c->variants = 1;
            c->text[0] = t;
        } else if (n == 2 && st[0]->kind == GML_IF && st[0]->nkids == 3 &&
                   st[0]->kids[0]->kind == GML_BINARY && is(st[0]->kids[0]->kids[1], "1") &&
                   strcmp(st[0]->kids[0]->text, "==") == 0 &&
                   is_rand(st[0]->kids[0]->kids[0], &a, &b) && a == 1 && b == 2 &&
                   is_assign_string(only(st[0]->kids[1]), "strTemp", &c->text[0]) &&
                   is_assign_string(only(st[0]->kids[2]), "strTemp", &c->text[1]) &&
                   st[1]->kind == GML_BREAK) {
            c->variants = 2;
        } else
            return refuse(r, lab, "case %d is not one room (strTemp = \"...\"; break;) nor "
                          "two on rand(1,2) == 1", (int)v->number);
        for (int i = 0; i < c->variants; i++)
            if (check_room_text(r, lab, c->text[i]) != 0)
                return -1;
        c->present = 1;
        c->line = lab->line;
    }
    return 0;
}

/* Whether a room's text (one or two versions) reads as spelgen's format: its codes are
 * ones spelgen knows.  Refuses at `line` with the loader's words. */
static int check_codes(reader *r, int line, const layout_case *c, spg_set_kind kind)
{
    char text[400];
    int o = snprintf(text, sizeof text, "option slots-as-text\nset t %s\nlayout t\n",
                     kind == SPG_SET_ROOM ? "ROOM" : "CHUNK");
    int rows = kind == SPG_SET_ROOM ? 8 : 3, w = kind == SPG_SET_ROOM ? 10 : 5;
    for (int v = 0; v < c->variants; v++) {
        if (v)
            o += snprintf(text + o, sizeof text - (size_t)o, "or\n");
        for (int row = 0; row < rows; row++)
            o += snprintf(text + o, sizeof text - (size_t)o, "%.*s\n", w, c->text[v] + row * w);
    }
    spg_roomdata d;
    char e[300];
    if (roomdata_parse(text, (size_t)o, "t", &d, e, sizeof e) == 0) {
        roomdata_free(&d);
        return 0;
    }
    /* the loader's "t:LINE:COL: what" without the place, which is in the script */
    const char *what = e;
    for (int colons = 0; *what && colons < 3; what++)
        colons += *what == ':';
    gml_node at = {.line = line};
    return refuse(r, &at, "%s", *what == ' ' ? what + 1 : what);
}

/* Writes set `name` of the cases lo..hi (each must be in the switch); `own_roll`: the set
 * has a roll of its own over lo..hi (not a share of another set's), which the file says
 * when it does not start at 1 (`rolled-from`, for the trace's words). */
static int write_set(reader *r, FILE *f, const gml_node *at, const char *name, const cases *cs,
                     int lo, int hi, int own_roll)
{
    if (lo < 1 || hi > CASES_MAX || lo > hi)
        return refuse(r, at, "set %s: the roll's range %d..%d is not cases from 1 to %d", name,
                      lo, hi, CASES_MAX);
    if (own_roll && lo != 1)
        fprintf(f, "\nset %s ROOM rolled-from %d\n", name, lo);
    else
        fprintf(f, "\nset %s ROOM\n", name);
    for (int k = lo; k <= hi; k++) {
        const layout_case *c = &cs->c[k];
        if (!c->present)
            return refuse(r, at, "set %s: the roll can give %d, and no case %d is there", name,
                          k, k);
        if (check_codes(r, c->line, c, SPG_SET_ROOM) != 0)
            return -1;
        fprintf(f, "\nlayout case-%d\n", k);
        for (int v = 0; v < c->variants; v++) {
            if (v)
                fputs("or\n", f);
            for (int row = 0; row < 8; row++)
                fprintf(f, "%.10s\n", c->text[v] + row * 10);
        }
    }
    return 0;
}

static int write_room(reader *r, FILE *f, int line, const char *set, const char *text)
{
    layout_case c = {1, line, 1, {text, NULL}};
    if (check_codes(r, line, &c, SPG_SET_ROOM) != 0)
        return -1;
    fprintf(f, "\nset %s ROOM\n\nlayout case-1\n", set);
    for (int row = 0; row < 8; row++)
        fprintf(f, "%.10s\n", text + row * 10);
    return 0;
}

/* The body of a branch: its statements, a block opened. */
static const gml_node *body_of(const gml_node *n, int *count)
{
    if (n->kind == GML_BLOCK) {
        *count = n->nkids;
        return n;
    }
    *count = 1;
    return NULL;
}

/* A branch whose statements are: [pre...] switch (VALUE). */
typedef struct branch {
    const gml_node *at;     /* for messages: the if */
    const gml_node *st[8];  /* its statements */
    int n;
} branch;

static int branch_read(reader *r, const gml_node *iff, const gml_node *stmt, branch *b)
{
    b->at = iff;
    int count;
    const gml_node *blk = body_of(stmt, &count);
    if (count > 8)
        return refuse(r, stmt, "a branch of %d statements (the room script's have a few)", count);
    b->n = count;
    for (int i = 0; i < count; i++)
        b->st[i] = blk ? blk->kids[i] : stmt;
    return 0;
}

/* The last statement of b, which must be a switch on `value`. */
static const gml_node *branch_switch(reader *r, const branch *b, const char *value)
{
    const gml_node *sw = b->n ? b->st[b->n - 1] : NULL;
    if (!sw || sw->kind != GML_SWITCH || !is(sw->kids[0], value)) {
        refuse(r, sw ? sw : b->at, "the branch does not end in switch (%s)", value);
        return NULL;
    }
    return sw;
}

/* `if (COND) n = rand(a,b); else n = rand(c,d);` */
static int two_ranges(reader *r, const gml_node *s, const char *cond, int *a, int *b, int *c,
                      int *d)
{
    if (!s || s->kind != GML_IF || s->nkids != 3 || !is(s->kids[0], cond) ||
        !is_assign_rand(only(s->kids[1]), "n", a, b) ||
        !is_assign_rand(only(s->kids[2]), "n", c, d))
        return refuse(r, s, "not if %s n = rand(a,b); else n = rand(c,d);", cond);
    return 0;
}

static int start_or_exit(reader *r, FILE *f, const branch *b, const char *cond,
                         const char *set_if, const char *set_else)
{
    int a, bb, c, d;
    if (b->n != 2 || two_ranges(r, b->st[0], cond, &a, &bb, &c, &d) != 0)
        return b->n != 2 ? refuse(r, b->at, "the branch is not a roll then a switch") : -1;
    const gml_node *sw = branch_switch(r, b, "n");
    cases cs;
    if (!sw || read_room_cases(r, sw, &cs) != 0)
        return -1;
    return write_set(r, f, b->st[0], set_else, &cs, c, d, 1) ||
                   write_set(r, f, b->st[0], set_if, &cs, a, bb, 1)
               ? -1
               : 0;
}

/* The side rooms: the altar's roll, the idol's, then the layouts. */
static int side_rooms(reader *r, FILE *f, const branch *b)
{
    const char *altar_test = "(and (and (> (. global currLevel) 1) (not (. oGame altar))) "
                             "(== (call rand 1 16) 1))";
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    if (!s || s->kind != GML_IF || s->nkids != 3 || !is(s->kids[0], altar_test))
        return refuse(r, s ? s : b->at, "the side rooms do not start with the altar's roll "
                      "(if (global.currLevel > 1 and not oGame.altar and rand(1,16) == 1))");
    const gml_node *alt = s->kids[1];
    int altar_case;
    if (alt->kind != GML_BLOCK || alt->nkids != 2 || alt->kids[0]->kind != GML_ASSIGN ||
        !is(alt->kids[0]->kids[0], "n") || alt->kids[0]->kids[1]->kind != GML_NUMBER ||
        !is(alt->kids[1], "(= (. oGame altar) true)"))
        return refuse(r, alt, "the altar's branch is not { n = CASE; oGame.altar = true; }");
    altar_case = (int)alt->kids[0]->kids[1]->number;
    const gml_node *idol = s->kids[2];
    int a, k, a2, k2;
    if (idol->kind != GML_IF || idol->nkids != 3 ||
        !is(idol->kids[0], "(or (. oGame idol) (== (call scrGetRoomY y) 3))") ||
        !is_assign_rand(only(idol->kids[1]), "n", &a, &k) || a != 1)
        return refuse(r, idol, "not else if (oGame.idol or scrGetRoomY(y) == 3) n = rand(1,K);");
    const gml_node *roll = idol->kids[2];
    char want[96];
    if (roll->kind != GML_BLOCK || roll->nkids != 2 ||
        !is_assign_rand(roll->kids[0], "n", &a2, &k2) || a2 != 1 || k2 != k + 1)
        return refuse(r, roll, "not else { n = rand(1,K+1); if (n == K+1) oGame.idol = true; }");
    snprintf(want, sizeof want, "(if (== n %d) (= (. oGame idol) true))", k + 1);
    if (!is(roll->kids[1], want))
        return refuse(r, roll->kids[1], "not if (n == %d) oGame.idol = true;", k + 1);
    const gml_node *sw = branch_switch(r, b, "n");
    cases cs;
    if (!sw || read_room_cases(r, sw, &cs) != 0)
        return -1;
    return write_set(r, f, s, "side", &cs, 1, k, 0) ||
                   write_set(r, f, s, "idol", &cs, k + 1, k + 1, 0) ||
                   write_set(r, f, alt, "altar", &cs, altar_case, altar_case, 0)
               ? -1
               : 0;
}

/* A branch that is switch (rand(1,N)) alone. */
static int one_roll(reader *r, FILE *f, const branch *b, const char *set)
{
    const gml_node *sw = b->n == 1 ? b->st[0] : NULL;
    int lo, hi;
    if (!sw || sw->kind != GML_SWITCH || !is_rand(sw->kids[0], &lo, &hi) || lo != 1)
        return refuse(r, sw ? sw : b->at, "the branch is not switch (rand(1,N))");
    cases cs;
    if (read_room_cases(r, sw, &cs) != 0)
        return -1;
    return write_set(r, f, sw, set, &cs, 1, hi, 1);
}

/* A shop: strTemp = the shop; n = rand(1,7); switch (n) of the seven kinds, 6 and 7 with
 * their own rooms (the order classic_shop_layout rolls them in). */
static int shop(reader *r, FILE *f, const branch *b, const char *facing)
{
    static const char *kinds[7] = {"General", "Bomb", "Weapon", "Rare", "Clothing", "Craps",
                                   "Kissing"};
    const char *room, *dice = NULL, *kiss = NULL;
    int dice_line = 0, kiss_line = 0;
    int lo, hi;
    const gml_node *sw = b->n == 3 ? b->st[2] : NULL;
    /* the message names the first statement that differs */
    const gml_node *bad = !sw                                             ? b->at
                          : !is_assign_string(b->st[0], "strTemp", &room) ? b->st[0]
                          : !is_assign_rand(b->st[1], "n", &lo, &hi) || lo != 1 || hi != 7
                              ? b->st[1]
                          : sw->kind != GML_SWITCH || !is(sw->kids[0], "n") ? sw
                                                                            : NULL;
    if (bad)
        return refuse(r, bad, "the shop is not strTemp = \"...\"; n = rand(1,7); switch (n)");
    if (check_room_text(r, b->st[0], room) != 0)
        return -1;
    int seen = 0;
    for (int k = 1; k < sw->nkids; k++) {
        const gml_node *lab = sw->kids[k];
        if (lab->kind != GML_CASE)
            continue;
        if (seen >= 7 || !is(lab->kids[0], (char[]){(char)('1' + seen), 0}))
            return refuse(r, lab, "the shop's cases are not 1 to 7 in order");
        const gml_node *st[8];
        int n = case_statements(sw, k + 1, st, 8);
        char want[64];
        snprintf(want, sizeof want, "(= shopType \"%s\")", kinds[seen]);
        int ok = n >= 2 && is(st[0], want) && st[n - 1]->kind == GML_BREAK;
        if (ok && seen == 5) {
            ok = n == 3 && is_assign_string(st[1], "strTemp", &dice);
            dice_line = lab->line;
        } else if (ok && seen == 6) {
            ok = n == 4 && is_assign_string(st[1], "strTemp", &kiss) &&
                 is(st[2], "(= (. oGame damsel) true)");
            kiss_line = lab->line;
        }
        else if (ok)
            ok = n == 2;
        if (!ok)
            return refuse(r, lab, "shop case %d is not shopType = \"%s\"%s; break;", seen + 1,
                          kinds[seen], seen == 5   ? "; strTemp = \"...\""
                                       : seen == 6 ? "; strTemp = \"...\"; oGame.damsel = true"
                                                   : "");
        seen++;
    }
    if (seen != 7)
        return refuse(r, sw, "the shop's switch has %d cases, not 7", seen);
    if (check_room_text(r, sw, dice) != 0 || check_room_text(r, sw, kiss) != 0)
        return -1;
    char name[3][64];
    snprintf(name[0], sizeof name[0], "shop_facing_%s", facing);
    snprintf(name[1], sizeof name[1], "dice_house_facing_%s", facing);
    snprintf(name[2], sizeof name[2], "kissing_parlor_facing_%s", facing);
    return write_room(r, f, b->st[0]->line, name[0], room) ||
                   write_room(r, f, dice_line, name[1], dice) ||
                   write_room(r, f, kiss_line, name[2], kiss)
               ? -1
               : 0;
}

/* The drops: the pit's top, then dropped-into or not. */
static int drops(reader *r, FILE *f, const branch *b)
{
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    int a, bb, lo, m, lo2, dd;
    if (!s || s->kind != GML_IF || s->nkids != 3 || !is(s->kids[0], "(== roomPath 7)") ||
        !is_assign_rand(only(s->kids[1]), "n", &a, &bb))
        return refuse(r, s ? s : b->at, "the drops do not start with if (roomPath == 7) n = rand(a,b);");
    if (two_ranges(r, only(s->kids[2]), "(!= roomPathAbove 2)", &lo, &m, &lo2, &dd) != 0)
        return -1;
    if (lo != 1 || lo2 != 1 || dd >= m)
        return refuse(r, s, "the drops' rolls are not rand(1,M) and rand(1,D), D < M");
    const gml_node *sw = branch_switch(r, b, "n");
    cases cs;
    if (!sw || read_room_cases(r, sw, &cs) != 0)
        return -1;
    return write_set(r, f, s, "drop", &cs, 1, dd, 0) ||
                   write_set(r, f, s, "drop_capped", &cs, dd + 1, m, 0) ||
                   write_set(r, f, s, "pit_top", &cs, a, bb, 1)
               ? -1
               : 0;
}

/* One chunk switch: cases 1..N of strObs1/2/3 = "....."; break. */
static int chunk_set(reader *r, FILE *f, const gml_node *sw, const char *set)
{
    int lo, hi;
    if (sw->kind != GML_SWITCH || !is_rand(sw->kids[0], &lo, &hi) || lo != 1)
        return refuse(r, sw, "the %s chunks are not switch (rand(1,N))", set);
    fprintf(f, "\nset %s CHUNK\n", set);
    int seen = 0;
    for (int k = 1; k < sw->nkids; k++) {
        const gml_node *lab = sw->kids[k];
        if (lab->kind != GML_CASE)
            continue;
        char num[16];
        snprintf(num, sizeof num, "%d", seen + 1);
        const gml_node *st[8];
        int n = case_statements(sw, k + 1, st, 8);
        const char *row[3];
        if (!is(lab->kids[0], num) || n != 4 || !is_assign_string(st[0], "strObs1", &row[0]) ||
            !is_assign_string(st[1], "strObs2", &row[1]) ||
            !is_assign_string(st[2], "strObs3", &row[2]) || st[3]->kind != GML_BREAK)
            return refuse(r, lab, "%s chunk %d is not case %d: strObs1 = \"...\"; strObs2 = "
                          "...; strObs3 = ...; break;", set, seen + 1, seen + 1);
        char all[3 * CHUNK_ROW + 1];
        for (int i = 0; i < 3; i++) {
            if (check_text(r, st[i], "chunk row", row[i], CHUNK_ROW) != 0)
                return -1;
            memcpy(all + i * CHUNK_ROW, row[i], CHUNK_ROW);
        }
        all[3 * CHUNK_ROW] = 0;
        layout_case c = {1, lab->line, 1, {all, NULL}};
        if (check_codes(r, lab->line, &c, SPG_SET_CHUNK) != 0)
            return -1;
        fprintf(f, "\nlayout case-%d\n", seen + 1);
        for (int i = 0; i < 3; i++)
            fprintf(f, "%s\n", row[i]);
        seen++;
    }
    if (seen != hi)
        return refuse(r, sw, "the %s chunks' roll is rand(1,%d) over %d cases", set, hi, seen);
    return 0;
}

/* The chunk loop: for (...) { ...; if (tile == "8") switch ... else if (tile == "5") ...
 * else if (tile == "6") ...; ... }. */
static int chunks(reader *r, FILE *f, const gml_node *loop)
{
    static const char *codes[3] = {"8", "5", "6"}, *sets[3] = {"door", "ground", "air"};
    const gml_node *body = loop->kids[3];
    const gml_node *chain = NULL;
    for (int i = 0; body->kind == GML_BLOCK && i < body->nkids && !chain; i++)
        if (body->kids[i]->kind == GML_IF && is(body->kids[i]->kids[0], "(== tile \"8\")"))
            chain = body->kids[i];
    if (!chain)
        return refuse(r, loop, "the chunk loop has no if (tile == \"8\")");
    const gml_node *sw[3];
    const gml_node *at = chain;
    for (int i = 0; i < 3; i++) {
        char want[32];
        snprintf(want, sizeof want, "(== tile \"%s\")", codes[i]);
        if (!at || at->kind != GML_IF || !is(at->kids[0], want))
            return refuse(r, at ? at : chain, "the chunk loop's tests are not tile == \"8\", "
                          "\"5\", \"6\" in that order");
        sw[i] = only(at->kids[1]);
        at = at->nkids == 3 ? at->kids[2] : NULL;
    }
    if (at)
        return refuse(r, at, "the chunk loop tests a fourth tile code");
    /* spelgen's files list the door chunks first, as the script does */
    for (int i = 0; i < 3; i++)
        if (chunk_set(r, f, sw[i], sets[i]) != 0)
            return -1;
    return 0;
}

static const char *const mines_conds[] = {
    "(and (== (call scrGetRoomX x) (. global startRoomX)) (== (call scrGetRoomY y) "
    "(. global startRoomY)))",
    "(and (== (call scrGetRoomX x) (. global endRoomX)) (== (call scrGetRoomY y) "
    "(. global endRoomY)))",
    "(== roomPath 0)",
    "(or (== roomPath 0) (== roomPath 1))",
    "(== roomPath 3)",
    "(== roomPath 4)",
    "(== roomPath 5)",
    "(== roomPath 8)",
    "(== roomPath 9)",
};
enum { MINES_BRANCHES = sizeof mines_conds / sizeof mines_conds[0] };

static int mines_branch(reader *r, FILE *f, int which, const branch *b)
{
    switch (which) {
    case 0: return start_or_exit(r, f, b, "(== roomPath 2)", "start_drop", "start");
    case 1: return start_or_exit(r, f, b, "(== roomPathAbove 2)", "exit_below_drop", "exit");
    case 2: return side_rooms(r, f, b);
    case 3: return one_roll(r, f, b, "path");
    case 4: return one_roll(r, f, b, "path_dropped");
    case 5: return shop(r, f, b, "right");
    case 6: return shop(r, f, b, "left");
    case 7: return one_roll(r, f, b, "pit_middle");
    case 8: return one_roll(r, f, b, "pit_bottom");
    default: return drops(r, f, b);
    }
}

static int read_mines(reader *r, const gml_node *tree, FILE *f)
{
    /* the opening assignments, then the chain, then two loops and nothing else */
    int i = 0;
    while (i < tree->nkids && tree->kids[i]->kind != GML_IF)
        i++;
    if (i < tree->nkids && is(tree->kids[i]->kids[0], "(!= (call scrGetRoomY y) 0)"))
        i++; /* the if that sets roomPathAbove */
    if (i >= tree->nkids || tree->kids[i]->kind != GML_IF ||
        !is(tree->kids[i]->kids[0], mines_conds[0]))
        return refuse(r, i < tree->nkids ? tree->kids[i] : NULL,
                      "no if/else chain by room kind starting with the start room");
    const gml_node *chain = tree->kids[i];
    if (tree->nkids != i + 3 || tree->kids[i + 1]->kind != GML_FOR ||
        tree->kids[i + 2]->kind != GML_FOR)
        return refuse(r, chain, "the chain is not followed by two for loops (chunks, tiles) "
                      "and nothing else");
    const gml_node *at = chain;
    for (int k = 0; k <= MINES_BRANCHES; k++) {
        branch b;
        if (k < MINES_BRANCHES) {
            if (!at || at->kind != GML_IF || at->nkids < 2 || !is(at->kids[0], mines_conds[k])) {
                char *got = at && at->kind == GML_IF ? sexpr(at->kids[0]) : NULL;
                refuse(r, at ? at : chain, "branch %d of the chain tests %s, not %s", k + 1,
                       got ? got : "nothing", mines_conds[k]);
                free(got);
                return -1;
            }
            if (branch_read(r, at, at->kids[1], &b) != 0)
                return -1;
            at = at->nkids == 3 ? at->kids[2] : NULL;
        } else {
            if (!at || at->kind == GML_IF)
                return refuse(r, at ? at : chain, "the chain does not end in a plain else (the drops)");
            if (branch_read(r, chain, at, &b) != 0)
                return -1;
        }
        if (mines_branch(r, f, k, &b) != 0)
            return -1;
    }
    return chunks(r, f, tree->kids[i + 1]);
}

int roomscript_mines(const char *name, const char *code, const char *source, char **out,
                     char *err, size_t errlen)
{
    reader r = {name, err, errlen};
    *out = NULL;
    gml_node *tree;
    char why[400];
    if (gml_parse(name, code, strlen(code), &tree, why, sizeof why) != 0) {
        snprintf(err, errlen, "%s", why);
        return -1;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f) {
        gml_free(tree);
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    fprintf(f, "# mines.rooms: the original's Mines rooms, read by spelgen import from the room\n"
               "# script %s of %s, the user's own copy: not to be shared.\n"
               "# Each layout is named after its case in the script's switch.\n"
               "option small-sets\noption slots-as-text\n",
            name, source);
    int rc = read_mines(&r, tree, f);
    gml_free(tree);
    if (fclose(f) != 0 && rc == 0) {
        snprintf(err, errlen, "%s: out of memory", name);
        rc = -1;
    }
    if (rc == 0) {
        /* what it wrote must read back as spelgen's format (codes, sizes) */
        spg_roomdata d;
        char e2[400];
        if (roomdata_parse(text, len, "mines.rooms", &d, e2, sizeof e2) != 0) {
            snprintf(err, errlen, "%s: its rooms are not spelgen's format: %s", name, e2);
            rc = -1;
        } else
            roomdata_free(&d);
    }
    if (rc != 0) {
        free(text);
        return -1;
    }
    *out = text;
    return 0;
}
