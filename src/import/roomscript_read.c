/* roomscript_read.c — the helpers every room-script reader shares (roomscript_read.h). */
#include "roomscript_read.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int rs_refuse(rs_reader *r, const gml_node *at, const char *fmt, ...)
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

char *rs_sexpr(const gml_node *n)
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

int rs_is(const gml_node *n, const char *want)
{
    if (!n)
        return 0;
    char *s = rs_sexpr(n);
    int same = s && strcmp(s, want) == 0;
    free(s);
    return same;
}

int rs_is_rand(const gml_node *n, int *a, int *b)
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

int rs_is_assign_rand(const gml_node *n, const char *name, int *a, int *b)
{
    return n && n->kind == GML_ASSIGN && strcmp(n->text, "=") == 0 &&
           n->kids[0]->kind == GML_NAME && strcmp(n->kids[0]->text, name) == 0 &&
           rs_is_rand(n->kids[1], a, b);
}

int rs_is_assign_string(const gml_node *n, const char *name, const char **text)
{
    if (!n || n->kind != GML_ASSIGN || strcmp(n->text, "=") != 0 ||
        n->kids[0]->kind != GML_NAME || strcmp(n->kids[0]->text, name) != 0 ||
        n->kids[1]->kind != GML_STRING)
        return 0;
    *text = n->kids[1]->text;
    return 1;
}

const gml_node *rs_only(const gml_node *n)
{
    while (n && n->kind == GML_BLOCK && n->nkids == 1)
        n = n->kids[0];
    return n;
}

int rs_case_statements(const gml_node *sw, int from, const gml_node **out, int max)
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

int rs_check_text(rs_reader *r, const gml_node *at, const char *what, const char *t, size_t len)
{
    if (strlen(t) != len)
        return rs_refuse(r, at, "a %s's text is %zu characters, not %zu", what, strlen(t), len);
    int c = unwritable(t);
    if (c)
        return rs_refuse(r, at, "a %s's text holds the character 0x%02x, which no tile code is",
                         what, c);
    return 0;
}

static int check_room_text(rs_reader *r, const gml_node *at, const char *t)
{
    return rs_check_text(r, at, "room", t, RS_ROOM_LEN);
}

int rs_read_room_cases(rs_reader *r, const gml_node *sw, rs_cases *out)
{
    memset(out, 0, sizeof *out);
    for (int k = 1; k < sw->nkids; k++) {
        const gml_node *lab = sw->kids[k];
        if (lab->kind != GML_CASE)
            continue;
        const gml_node *v = lab->kids[0];
        if (v->kind != GML_NUMBER || v->number != (int)v->number || v->number < 1 ||
            v->number > RS_CASES_MAX)
            return rs_refuse(r, lab, "a case label that is not a number from 1 to %d",
                             RS_CASES_MAX);
        rs_case *c = &out->c[(int)v->number];
        if (c->present)
            return rs_refuse(r, lab, "case %d a second time", (int)v->number);
        const gml_node *st[8];
        int n = rs_case_statements(sw, k + 1, st, 8);
        const char *t;
        int a, b;
        if (n == 2 && rs_is_assign_string(st[0], "strTemp", &t) && st[1]->kind == GML_BREAK) {
            c->variants = 1;
            c->text[0] = t;
        } else if (n == 2 && st[0]->kind == GML_IF && st[0]->nkids == 3 &&
                   st[0]->kids[0]->kind == GML_BINARY && rs_is(st[0]->kids[0]->kids[1], "1") &&
                   strcmp(st[0]->kids[0]->text, "==") == 0 &&
                   rs_is_rand(st[0]->kids[0]->kids[0], &a, &b) && a == 1 && b == 2 &&
                   rs_is_assign_string(rs_only(st[0]->kids[1]), "strTemp", &c->text[0]) &&
                   rs_is_assign_string(rs_only(st[0]->kids[2]), "strTemp", &c->text[1]) &&
                   st[1]->kind == GML_BREAK) {
            c->variants = 2;
        } else
            return rs_refuse(r, lab, "case %d is not one room (strTemp = \"...\"; break;) nor "
                             "two on rand(1,2) == 1", (int)v->number);
        for (int i = 0; i < c->variants; i++)
            if (check_room_text(r, lab, c->text[i]) != 0)
                return -1;
        c->present = 1;
        c->line = lab->line;
    }
    return 0;
}

/* `len` characters of `t` (rows `w` wide) with the reader's codes translated, into out
 * (NUL-ended); with a closed table, a code it lacks is refused at `line`. */
static int translated(rs_reader *r, int line, const char *t, size_t len, int w, char *out)
{
    for (size_t i = 0; i < len; i++) {
        const char *at = r->codes_from && t[i] ? strchr(r->codes_from, t[i]) : NULL;
        if (!at && r->codes_closed) {
            gml_node where = {.line = line};
            return rs_refuse(r, &where, "tile code '%c' at row %zu, column %zu: %s's tile "
                             "chain has no meaning for it that spelgen's has", t[i],
                             i / (size_t)w + 1, i % (size_t)w + 1, r->script);
        }
        out[i] = at ? r->codes_to[at - r->codes_from] : t[i];
    }
    out[len] = 0;
    return 0;
}

/* Whether a layout's (translated) text, one or two versions, reads as spelgen's format:
 * its codes are ones spelgen knows.  Refuses at `line` with the loader's words. */
static int check_codes_h(rs_reader *r, int line, const char *const *text, int variants,
                         spg_set_kind kind, int w, int h)
{
    char buf[600];
    int o = snprintf(buf, sizeof buf, "option slots-as-text\nset t %s", kind == SPG_SET_ROOM ? "ROOM" : "CHUNK");
    if (kind == SPG_SET_CHUNK && (w != 5 || h != 3))
        o += snprintf(buf + o, sizeof buf - (size_t)o, " %dx%d", w, h);
    o += snprintf(buf + o, sizeof buf - (size_t)o, "\nlayout t\n");
    int rows = kind == SPG_SET_ROOM ? 8 : h;
    for (int v = 0; v < variants; v++) {
        if (v)
            o += snprintf(buf + o, sizeof buf - (size_t)o, "or\n");
        for (int row = 0; row < rows; row++)
            o += snprintf(buf + o, sizeof buf - (size_t)o, "%.*s\n", w, text[v] + row * w);
    }
    spg_roomdata d;
    char e[300];
    if (roomdata_parse(buf, (size_t)o, "t", &d, e, sizeof e) == 0) {
        roomdata_free(&d);
        return 0;
    }
    /* the loader's "t:LINE:COL: what" without the place, which is in the script */
    const char *what = e;
    for (int colons = 0; *what && colons < 3; what++)
        colons += *what == ':';
    gml_node at = {.line = line};
    return rs_refuse(r, &at, "%s", *what == ' ' ? what + 1 : what);
}

static int check_codes(rs_reader *r, int line, const char *const *text, int variants,
                       spg_set_kind kind, int w)
{
    return check_codes_h(r, line, text, variants, kind, w, 3);
}

/* Writes one room layout (its versions), translated and checked. */
static int write_layout(rs_reader *r, FILE *f, int line, int number, const char *const *text,
                        int variants)
{
    char t[2][RS_ROOM_LEN + 1];
    const char *tv[2] = {t[0], t[1]};
    for (int v = 0; v < variants; v++)
        if (translated(r, line, text[v], RS_ROOM_LEN, 10, t[v]) != 0)
            return -1;
    if (check_codes(r, line, tv, variants, SPG_SET_ROOM, 10) != 0)
        return -1;
    fprintf(f, "\nlayout case-%d\n", number);
    for (int v = 0; v < variants; v++) {
        if (v)
            fputs("or\n", f);
        for (int row = 0; row < 8; row++)
            fprintf(f, "%.10s\n", t[v] + row * 10);
    }
    return 0;
}

int rs_write_set(rs_reader *r, FILE *f, const gml_node *at, const char *name,
                 const rs_cases *cs, int lo, int hi, int own_roll)
{
    if (lo < 1 || hi > RS_CASES_MAX || lo > hi)
        return rs_refuse(r, at, "set %s: the roll's range %d..%d is not cases from 1 to %d",
                         name, lo, hi, RS_CASES_MAX);
    if (own_roll && lo != 1)
        fprintf(f, "\nset %s ROOM rolled-from %d\n", name, lo);
    else
        fprintf(f, "\nset %s ROOM\n", name);
    for (int k = lo; k <= hi; k++) {
        const rs_case *c = &cs->c[k];
        if (!c->present)
            return rs_refuse(r, at, "set %s: the roll can give %d, and no case %d is there",
                             name, k, k);
        if (write_layout(r, f, c->line, k, c->text, c->variants) != 0)
            return -1;
    }
    return 0;
}

int rs_write_room(rs_reader *r, FILE *f, int line, const char *set, const char *text)
{
    gml_node at = {.line = line};
    if (check_room_text(r, &at, text) != 0)
        return -1;
    fprintf(f, "\nset %s ROOM\n", set);
    return write_layout(r, f, line, 1, &text, 1);
}

int rs_branch_read(rs_reader *r, const gml_node *iff, const gml_node *stmt, rs_branch *b)
{
    b->at = iff;
    int count = stmt->kind == GML_BLOCK ? stmt->nkids : 1;
    if (count > 8)
        return rs_refuse(r, stmt, "a branch of %d statements (the room script's have a few)",
                         count);
    b->n = count;
    for (int i = 0; i < count; i++)
        b->st[i] = stmt->kind == GML_BLOCK ? stmt->kids[i] : stmt;
    return 0;
}

const gml_node *rs_branch_switch(rs_reader *r, const rs_branch *b, const char *value)
{
    const gml_node *sw = b->n ? b->st[b->n - 1] : NULL;
    if (!sw || sw->kind != GML_SWITCH || !rs_is(sw->kids[0], value)) {
        rs_refuse(r, sw ? sw : b->at, "the branch does not end in switch (%s)", value);
        return NULL;
    }
    return sw;
}

const gml_node *rs_side_rooms_roll(rs_reader *r, const rs_branch *b, int *altar_out,
                                   int *k_out)
{
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    char *got = s ? rs_sexpr(s) : NULL;
    int altar = 0, k = 0;
    char want[600] = "";
    if (got && sscanf(got, "(if (and (not (. oGame altar)) (== (call rand 1 12) 1)) (block (= n "
                           "%d) (= (. oGame altar) true)) (if (. oGame idol) (block (= n (call "
                           "rand 1 %d)))",
                      &altar, &k) == 2)
        snprintf(want, sizeof want,
                 "(if (and (not (. oGame altar)) (== (call rand 1 12) 1)) (block (= n %d) (= (. "
                 "oGame altar) true)) (if (. oGame idol) (block (= n (call rand 1 %d))) (block (= "
                 "n (call rand 1 %d)) (if (== n %d) (= (. oGame idol) true)))))",
                 altar, k, k + 1, k + 1);
    int ok = got && strcmp(got, want) == 0;
    free(got);
    if (!ok) {
        rs_refuse(r, s ? s : b->at,
                         "the side rooms are not if (not oGame.altar and rand(1,12) == 1) { n = "
                         "A; oGame.altar = true; } else if (oGame.idol) { n = rand(1,K); } else "
                         "{ n = rand(1,K+1); if (n == K+1) oGame.idol = true; }");
        return NULL;
    }
    if (altar >= 1 && altar <= k + 1) {
        rs_refuse(r, s, "the altar's case %d is one the side rooms' roll gives", altar);
        return NULL;
    }
    *altar_out = altar;
    *k_out = k;
    return rs_branch_switch(r, b, "n");
}

int rs_drops_cases(rs_reader *r, const rs_branch *b, int *pit_a, int *pit_b, int *d, int *m,
                   rs_cases *cs)
{
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    int lo, lo2;
    if (!s || s->kind != GML_IF || s->nkids != 3 || !rs_is(s->kids[0], "(== roomPath 7)") ||
        !rs_is_assign_rand(rs_only(s->kids[1]), "n", pit_a, pit_b))
        return rs_refuse(r, s ? s : b->at, "the drops do not start with if (roomPath == 7) n = "
                         "rand(a,b);");
    if (rs_two_ranges(r, rs_only(s->kids[2]), "(!= roomPathAbove 2)", &lo, m, &lo2, d) != 0)
        return -1;
    if (lo != 1 || lo2 != 1 || *d >= *m)
        return rs_refuse(r, s, "the drops' rolls are not rand(1,M) and rand(1,D), D < M");
    const gml_node *sw = rs_branch_switch(r, b, "n");
    if (!sw || rs_read_room_cases(r, sw, cs) != 0)
        return -1;
    return 0;
}

int rs_two_ranges(rs_reader *r, const gml_node *s, const char *cond, int *a, int *b, int *c,
                  int *d)
{
    if (!s || s->kind != GML_IF || s->nkids != 3 || !rs_is(s->kids[0], cond) ||
        !rs_is_assign_rand(rs_only(s->kids[1]), "n", a, b) ||
        !rs_is_assign_rand(rs_only(s->kids[2]), "n", c, d))
        return rs_refuse(r, s, "not if %s n = rand(a,b); else n = rand(c,d);", cond);
    return 0;
}

int rs_one_roll(rs_reader *r, FILE *f, const rs_branch *b, const char *set)
{
    const gml_node *sw = b->n == 1 ? b->st[0] : NULL;
    int lo, hi;
    if (!sw || sw->kind != GML_SWITCH || !rs_is_rand(sw->kids[0], &lo, &hi) || lo != 1)
        return rs_refuse(r, sw ? sw : b->at, "the branch is not switch (rand(1,N))");
    rs_cases cs;
    if (rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, sw, set, &cs, 1, hi, 1);
}

int rs_shop_kinds(rs_reader *r, const gml_node *sw, const char **dice, int *dice_line,
                  const char **kiss, int *kiss_line)
{
    static const char *kinds[7] = {"General", "Bomb", "Weapon", "Rare", "Clothing", "Craps",
                                   "Kissing"};
    int seen = 0;
    for (int k = 1; k < sw->nkids; k++) {
        const gml_node *lab = sw->kids[k];
        if (lab->kind != GML_CASE)
            continue;
        if (seen >= 7 || !rs_is(lab->kids[0], (char[]){(char)('1' + seen), 0}))
            return rs_refuse(r, lab, "the shop's cases are not 1 to 7 in order");
        const gml_node *st[8];
        int n = rs_case_statements(sw, k + 1, st, 8);
        char want[64];
        snprintf(want, sizeof want, "(= shopType \"%s\")", kinds[seen]);
        int ok = n >= 2 && rs_is(st[0], want) && st[n - 1]->kind == GML_BREAK;
        if (ok && seen == 5) {
            ok = n == 3 && rs_is_assign_string(st[1], "strTemp", dice);
            *dice_line = lab->line;
        } else if (ok && seen == 6) {
            ok = n == 4 && rs_is_assign_string(st[1], "strTemp", kiss) &&
                 rs_is(st[2], "(= (. oGame damsel) true)");
            *kiss_line = lab->line;
        } else if (ok)
            ok = n == 2;
        if (!ok)
            return rs_refuse(r, lab, "shop case %d is not shopType = \"%s\"%s; break;",
                             seen + 1, kinds[seen],
                             seen == 5   ? "; strTemp = \"...\""
                             : seen == 6 ? "; strTemp = \"...\"; oGame.damsel = true"
                                         : "");
        seen++;
    }
    if (seen != 7)
        return rs_refuse(r, sw, "the shop's switch has %d cases, not 7", seen);
    return 0;
}

int rs_write_shop(rs_reader *r, FILE *f, const char *facing, int room_line, const char *room,
                  int dice_line, const char *dice, int kiss_line, const char *kiss)
{
    char name[3][64];
    snprintf(name[0], sizeof name[0], "shop_facing_%s", facing);
    snprintf(name[1], sizeof name[1], "dice_house_facing_%s", facing);
    snprintf(name[2], sizeof name[2], "kissing_parlor_facing_%s", facing);
    return rs_write_room(r, f, room_line, name[0], room) ||
                   rs_write_room(r, f, dice_line, name[1], dice) ||
                   rs_write_room(r, f, kiss_line, name[2], kiss)
               ? -1
               : 0;
}

/* One chunk switch: cases 1..N of strObs1/2/3 = "..."; break (rows `w` wide); with
 * `empty_rest`, cases after the last one the switch has are empty chunks. */
static int chunk_set(rs_reader *r, FILE *f, const gml_node *sw, const char *set, int w,
                     int empty_rest)
{
    int lo, hi;
    if (sw->kind != GML_SWITCH || !rs_is_rand(sw->kids[0], &lo, &hi) || lo != 1)
        return rs_refuse(r, sw, "the %s chunks are not switch (rand(1,N))", set);
    if (w == 5)
        fprintf(f, "\nset %s CHUNK\n", set);
    else
        fprintf(f, "\nset %s CHUNK %dx3\n", set, w);
    int seen = 0;
    for (int k = 1; k < sw->nkids; k++) {
        const gml_node *lab = sw->kids[k];
        if (lab->kind != GML_CASE)
            continue;
        char num[16];
        snprintf(num, sizeof num, "%d", seen + 1);
        const gml_node *st[8];
        int n = rs_case_statements(sw, k + 1, st, 8);
        const char *row[3];
        if (!rs_is(lab->kids[0], num) || n != 4 ||
            !rs_is_assign_string(st[0], "strObs1", &row[0]) ||
            !rs_is_assign_string(st[1], "strObs2", &row[1]) ||
            !rs_is_assign_string(st[2], "strObs3", &row[2]) || st[3]->kind != GML_BREAK)
            return rs_refuse(r, lab, "%s chunk %d is not case %d: strObs1 = \"...\"; strObs2 = "
                             "...; strObs3 = ...; break;", set, seen + 1, seen + 1);
        char raw[3 * 10 + 1], all[3 * 10 + 1];
        for (int i = 0; i < 3; i++) {
            if (rs_check_text(r, st[i], "chunk row", row[i], (size_t)w) != 0)
                return -1;
            memcpy(raw + i * w, row[i], (size_t)w);
        }
        if (translated(r, lab->line, raw, (size_t)(3 * w), w, all) != 0)
            return -1;
        const char *text = all;
        if (check_codes(r, lab->line, &text, 1, SPG_SET_CHUNK, w) != 0)
            return -1;
        fprintf(f, "\nlayout case-%d\n", seen + 1);
        for (int i = 0; i < 3; i++)
            fprintf(f, "%.*s\n", w, all + i * w);
        seen++;
    }
    for (; empty_rest && seen < hi; seen++) /* the loop's first rows: no chunk laid */
        fprintf(f, "\nlayout case-%d\n%.*s\n%.*s\n%.*s\n", seen + 1, w, "0000000000", w,
                "0000000000", w, "0000000000");
    if (seen != hi)
        return rs_refuse(r, sw, "the %s chunks' roll is rand(1,%d) over %d cases", set, hi, seen);
    return 0;
}

int rs_chunk_cases(rs_reader *r, FILE *f, const gml_node *sw, const char *set, int lo, int hi,
                   int rows)
{
    static const char *const obs[4] = {"strObs1", "strObs2", "strObs3", "strObs4"};
    fprintf(f, "\nset %s CHUNK", set);
    if (rows != 3)
        fprintf(f, " 5x%d", rows);
    if (lo != 1)
        fprintf(f, " rolled-from %d", lo);
    fputc('\n', f);
    int want = lo;
    for (int k = 1; k < sw->nkids; k++) {
        const gml_node *lab = sw->kids[k];
        if (lab->kind != GML_CASE)
            continue;
        char num[16];
        snprintf(num, sizeof num, "%d", want);
        const gml_node *st[8];
        int n = rs_case_statements(sw, k + 1, st, 8);
        const char *row[4];
        int ok = want <= hi && rs_is(lab->kids[0], num) && n == rows + 1 &&
                 st[rows]->kind == GML_BREAK;
        for (int i = 0; ok && i < rows; i++)
            ok = rs_is_assign_string(st[i], obs[i], &row[i]);
        if (!ok)
            return rs_refuse(r, lab, "%s chunk %d is not case %d: %s; break;", set, want, want,
                             rows == 4 ? "strObs1 = \"...\"; ... strObs4 = \"...\""
                                       : "strObs1 = \"...\"; strObs2 = ...; strObs3 = ...");
        char raw[4 * 5 + 1], all[4 * 5 + 1];
        for (int i = 0; i < rows; i++) {
            if (rs_check_text(r, st[i], "chunk row", row[i], 5) != 0)
                return -1;
            memcpy(raw + i * 5, row[i], 5);
        }
        if (translated(r, lab->line, raw, (size_t)(rows * 5), 5, all) != 0)
            return -1;
        const char *text = all;
        if (check_codes_h(r, lab->line, &text, 1, SPG_SET_CHUNK, 5, rows) != 0)
            return -1;
        fprintf(f, "\nlayout case-%d\n", want);
        for (int i = 0; i < rows; i++)
            fprintf(f, "%.5s\n", all + i * 5);
        want++;
    }
    if (want != hi + 1)
        return rs_refuse(r, sw, "the %s chunks' roll gives %d..%d and the switch has cases "
                         "%d..%d", set, lo, hi, lo, want - 1);
    return 0;
}

int rs_chunk_loop(rs_reader *r, FILE *f, const gml_node *loop, const rs_chunk_slot *slots,
                  int nslots)
{
    const gml_node *body = loop->kids[3];
    const gml_node *chain = NULL;
    char first[32], order[128] = "";
    snprintf(first, sizeof first, "(== tile \"%s\")", slots[0].code);
    for (int i = 0; i < nslots; i++) {
        size_t o = strlen(order);
        snprintf(order + o, sizeof order - o, "%s\"%s\"", i ? ", " : "", slots[i].code);
    }
    for (int i = 0; body->kind == GML_BLOCK && i < body->nkids && !chain; i++)
        if (body->kids[i]->kind == GML_IF && rs_is(body->kids[i]->kids[0], first))
            chain = body->kids[i];
    if (!chain)
        return rs_refuse(r, loop, "the chunk loop has no if (tile == \"%s\")", slots[0].code);
    const gml_node *sw[8];
    const gml_node *at = chain;
    for (int i = 0; i < nslots && i < 8; i++) {
        char want[32];
        snprintf(want, sizeof want, "(== tile \"%s\")", slots[i].code);
        if (!at || at->kind != GML_IF || !rs_is(at->kids[0], want))
            return rs_refuse(r, at ? at : chain, "the chunk loop's tests are not tile == %s in "
                             "that order", order);
        sw[i] = rs_only(at->kids[1]);
        at = at->nkids == 3 ? at->kids[2] : NULL;
    }
    if (at)
        return rs_refuse(r, at, "the chunk loop tests a tile code after %s", order);
    /* spelgen's files list the chunk sets in the script's order */
    for (int i = 0; i < nslots; i++)
        if (chunk_set(r, f, sw[i], slots[i].set, slots[i].width, r->chunks_empty_rest) != 0)
            return -1;
    return 0;
}

int rs_run(const char *name, const char *code, const char *file, const char *header,
           const char *codes_from, const char *codes_to,
           int (*read)(rs_reader *r, const gml_node *tree, FILE *f), char **out, char *err,
           size_t errlen)
{
    rs_reader r = {name, err, errlen, codes_from, codes_to, 0, 0};
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
    fputs(header, f);
    int rc = read(&r, tree, f);
    gml_free(tree);
    if (fclose(f) != 0 && rc == 0) {
        snprintf(err, errlen, "%s: out of memory", name);
        rc = -1;
    }
    if (rc == 0) {
        /* what it wrote must read back as spelgen's format (codes, sizes) */
        spg_roomdata d;
        char e2[400];
        if (roomdata_parse(text, len, file, &d, e2, sizeof e2) != 0) {
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

int rs_start_or_exit(rs_reader *r, FILE *f, const rs_branch *b, const char *cond,
                     const char *set_if, const char *set_else)
{
    int a, bb, c, d;
    if (b->n != 2 || rs_two_ranges(r, b->st[0], cond, &a, &bb, &c, &d) != 0)
        return b->n != 2 ? rs_refuse(r, b->at, "the branch is not a roll then a switch") : -1;
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, b->st[0], set_else, &cs, c, d, 1) ||
                   rs_write_set(r, f, b->st[0], set_if, &cs, a, bb, 1)
               ? -1
               : 0;
}

int rs_read_chain(rs_reader *r, const gml_node *tree, FILE *f, const char *const *conds, int n,
                  int (*branch)(rs_reader *r, FILE *f, int which, const rs_branch *b),
                  const gml_node **chunk_loop)
{
    /* the opening assignments, then the chain, then two loops and nothing else */
    int i = 0;
    while (i < tree->nkids && tree->kids[i]->kind != GML_IF)
        i++;
    if (i < tree->nkids && rs_is(tree->kids[i]->kids[0], "(!= (call scrGetRoomY y) 0)"))
        i++; /* the if that sets roomPathAbove */
    if (i >= tree->nkids || tree->kids[i]->kind != GML_IF ||
        !rs_is(tree->kids[i]->kids[0], conds[0]))
        return rs_refuse(r, i < tree->nkids ? tree->kids[i] : NULL,
                         "no if/else chain by room kind starting with the start room");
    const gml_node *chain = tree->kids[i];
    if (tree->nkids != i + 3 || tree->kids[i + 1]->kind != GML_FOR ||
        tree->kids[i + 2]->kind != GML_FOR)
        return rs_refuse(r, chain, "the chain is not followed by two for loops (chunks, "
                         "tiles) and nothing else");
    const gml_node *at = chain;
    for (int k = 0; k <= n; k++) {
        rs_branch b;
        if (k < n) {
            if (!at || at->kind != GML_IF || at->nkids < 2 || !rs_is(at->kids[0], conds[k])) {
                char *got = at && at->kind == GML_IF ? rs_sexpr(at->kids[0]) : NULL;
                rs_refuse(r, at ? at : chain, "branch %d of the chain tests %s, not %s", k + 1,
                          got ? got : "nothing", conds[k]);
                free(got);
                return -1;
            }
            if (rs_branch_read(r, at, at->kids[1], &b) != 0)
                return -1;
            at = at->nkids == 3 ? at->kids[2] : NULL;
        } else {
            if (!at || at->kind == GML_IF)
                return rs_refuse(r, at ? at : chain, "the chain does not end in a plain else");
            if (rs_branch_read(r, chain, at, &b) != 0)
                return -1;
        }
        if (branch(r, f, k, &b) != 0)
            return -1;
    }
    *chunk_loop = tree->kids[i + 1];
    return 0;
}

/* The canonical form of the chunk loop's writing block for chunks w wide. */
static void write_block(char *buf, size_t n, int w)
{
    snprintf(buf, n,
             "(block (= strTemp (call string_delete strTemp j %d)) (= strTemp (call "
             "string_insert strObs1 strTemp j)) (+= j 10) (= strTemp (call string_delete strTemp "
             "j %d)) (= strTemp (call string_insert strObs2 strTemp j)) (+= j 10) (= strTemp (call "
             "string_delete strTemp j %d)) (= strTemp (call string_insert strObs3 strTemp j)))",
             w, w, w);
}

/* The width one writing block gives its chunks (its string_delete's count). */
static int block_width(rs_reader *r, const gml_node *blk, const char *what, int *w)
{
    char *got = rs_sexpr(blk), want[700];
    int ok = got && sscanf(got, "(block (= strTemp (call string_delete strTemp j %d))", w) == 1 &&
             *w >= 1 && *w <= 9;
    if (ok) {
        write_block(want, sizeof want, *w);
        ok = strcmp(got, want) == 0;
    }
    free(got);
    if (!ok)
        return rs_refuse(r, blk, "the chunk loop's writing of %s is not three rows of "
                         "string_delete(strTemp, j, W) then string_insert, 10 apart", what);
    return 0;
}

int rs_chunk_writes(rs_reader *r, const gml_node *loop, const char *second, int *w_main,
                    int *w_second)
{
    const gml_node *body = loop->kids[3];
    const char *main_test = "(or (or (== tile \"5\") (== tile \"6\")) (== tile \"8\"))";
    const gml_node *w = NULL;
    for (int i = 0; body->kind == GML_BLOCK && i < body->nkids && !w; i++)
        if (body->kids[i]->kind == GML_IF && rs_is(body->kids[i]->kids[0], main_test))
            w = body->kids[i];
    if (!w)
        return rs_refuse(r, loop, "the chunk loop has no if (tile == \"5\" or tile == \"6\" or "
                         "tile == \"8\") writing the chunks");
    if (block_width(r, w->kids[1], "the 5, 6 and 8 chunks", w_main) != 0)
        return -1;
    const gml_node *e = w->nkids == 3 ? w->kids[2] : NULL;
    if (!second)
        return e ? rs_refuse(r, e, "the chunk loop writes another kind of chunk") : 0;
    char want[32];
    snprintf(want, sizeof want, "(== tile \"%s\")", second);
    if (!e || e->kind != GML_IF || !rs_is(e->kids[0], want) || e->nkids != 2)
        return rs_refuse(r, e ? e : w, "the chunk loop does not then write the \"%s\" chunks "
                         "(else if (tile == \"%s\") { ... })", second, second);
    return block_width(r, e->kids[1], "the platform chunks", w_second);
}

int rs_shop_rand7(rs_reader *r, FILE *f, const rs_branch *b, const char *prefix,
                  const char *facing)
{
    const char *room, *dice = NULL, *kiss = NULL;
    int dice_line = 0, kiss_line = 0, lo, hi;
    const gml_node *sw = b->n == 2 ? b->st[1] : NULL;
    const gml_node *bad = !sw                                             ? b->at
                          : !rs_is_assign_string(b->st[0], "strTemp", &room) ? b->st[0]
                          : sw->kind != GML_SWITCH || !rs_is_rand(sw->kids[0], &lo, &hi) ||
                                  lo != 1 || hi != 7
                              ? sw
                              : NULL;
    if (bad)
        return rs_refuse(r, bad, "the shop is not strTemp = \"...\"; switch (rand(1,7))");
    if (rs_check_text(r, b->st[0], "room", room, RS_ROOM_LEN) != 0 ||
        rs_shop_kinds(r, sw, &dice, &dice_line, &kiss, &kiss_line) != 0)
        return -1;
    char name[3][64];
    snprintf(name[0], sizeof name[0], "%sshop_facing_%s", prefix, facing);
    snprintf(name[1], sizeof name[1], "%sdice_house_facing_%s", prefix, facing);
    snprintf(name[2], sizeof name[2], "%skissing_parlor_facing_%s", prefix, facing);
    return rs_write_room(r, f, b->st[0]->line, name[0], room) ||
                   rs_write_room(r, f, dice_line, name[1], dice) ||
                   rs_write_room(r, f, kiss_line, name[2], kiss)
               ? -1
               : 0;
}
