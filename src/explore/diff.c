/* diff.c — comparing two generations: their traces draw by draw, their levels tile by
 * tile, entity by entity and flag by flag. */
#include "diff.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../level_flags.h"
#include "../output/describe.h"
#include "../output/render.h"

static const spg_event *draw_at(const spg_result *r, uint32_t d)
{
    return d >= 1 && d <= r->trace.ndraws ? &r->trace.ev[r->trace.draw_event[d - 1]] : NULL;
}

static bool same_site(const spg_site *a, const spg_site *b)
{
    return a == b || (a && b && a->name && b->name && strcmp(a->name, b->name) == 0);
}

uint32_t diff_first_divergence(const spg_result *a, const spg_result *b)
{
    size_t n = a->trace.ndraws > b->trace.ndraws ? a->trace.ndraws : b->trace.ndraws;
    for (uint32_t d = 1; d <= n; d++) {
        const spg_event *x = draw_at(a, d), *y = draw_at(b, d);
        bool same_words = x && y && (x->text == y->text ||
                                     (x->text && y->text && strcmp(x->text, y->text) == 0));
        if (!x || !y || !same_site(x->site, y->site) || x->call != y->call || x->a != y->a ||
            x->b != y->b || x->value != y->value || !same_words)
            return d;
    }
    return 0;
}

/* Two rolls the level keeps that the JSON's flags (level_flags.c) do not show: whether
 * a Giant Spider or a graveyard could be made.  Bools, after the JSON's, in its words. */
static const level_flag roll_flags[] = {
    {"giant_spider_allowed", offsetof(spg_level_flags, giant_spider_allowed), false},
    {"graveyard_roll", offsetof(spg_level_flags, graveyard_roll), false},
};

static int only_in(const spg_level *x, const spg_level *y, diff_entity **out)
{
    /* a multiset difference: each live entity of y pairs off with one of x at most */
    bool *used = calloc((size_t)(y->nent > 0 ? y->nent : 1), 1);
    diff_entity *list = malloc(sizeof *list * (size_t)(x->nent > 0 ? x->nent : 1));
    if (!used || !list) {
        free(used);
        free(list);
        return -1;
    }
    int n = 0;
    for (int i = 0; i < x->nent; i++) {
        const spg_entity *e = &x->ent[i];
        if (e->gone)
            continue;
        bool paired = false;
        for (int k = 0; k < y->nent && !paired; k++) {
            const spg_entity *f = &y->ent[k];
            if (!used[k] && !f->gone && f->kind == e->kind && f->x == e->x && f->y == e->y)
                paired = used[k] = true;
        }
        if (!paired)
            list[n++] = (diff_entity){e->kind, e->x, e->y};
    }
    free(used);
    *out = list;
    return n;
}

int diff_compare(const spg_result *a, const spg_result *b, level_compare *out)
{
    memset(out, 0, sizeof *out);
    out->diverge = diff_first_divergence(a, b);
    level_diff_compute(&a->level, &b->level, &out->d);
    out->n_only_a = only_in(&a->level, &b->level, &out->only_a);
    out->n_only_b = only_in(&b->level, &a->level, &out->only_b);
    if (out->n_only_a < 0 || out->n_only_b < 0) {
        diff_free(out);
        return -1;
    }
    const spg_level_flags *fa = &a->level.flags, *fb = &b->level.flags;
    int nroll = (int)(sizeof roll_flags / sizeof roll_flags[0]);
    for (int i = 0; i < nlevel_flags + nroll; i++) {
        const level_flag *lf = i < nlevel_flags ? &level_flags[i] : &roll_flags[i - nlevel_flags];
        int x = level_flag_value(lf, fa), y = level_flag_value(lf, fb);
        if (x != y && out->nflags < (int)(sizeof out->flag / sizeof out->flag[0]))
            out->flag[out->nflags++] = (diff_flag){lf, x, y};
    }
    return 0;
}

bool diff_differs(const level_compare *c)
{
    return c->diverge || c->d.ntiles || c->d.nrooms || c->n_only_a || c->n_only_b || c->nflags;
}

void diff_free(level_compare *c)
{
    free(c->only_a);
    free(c->only_b);
    c->only_a = c->only_b = NULL;
    c->n_only_a = c->n_only_b = 0;
}

/* Whether tile (x,y) itself differs (kind, content, flags); entities are listed apart. */
static bool cell_differs(const spg_level *a, const spg_level *b, int x, int y)
{
    if (x >= a->w || y >= a->h || x >= b->w || y >= b->h)
        return x < a->w && y < a->h ? true : x < b->w && y < b->h;
    const spg_cell *p = &a->cell[y][x], *q = &b->cell[y][x];
    return p->kind != q->kind || p->content != q->content || p->flags != q->flags;
}

/* Writes cell c in words (describe_cell), so that two cells of one kind that differ read
 * differently ("brick -> brick holding gold, other look"). */
static void cell_words(FILE *f, const spg_cell *c)
{
    char words[160];
    describe_cell(c->kind, c->content, c->flags, words, sizeof words);
    fputs(words, f);
}

static void draw_words(FILE *f, const spg_event *e)
{
    if (!e) {
        fputs("(no such draw: the level ended)", f);
        return;
    }
    char call[48];
    trace_format_call(e, call, sizeof call);
    fprintf(f, "%s %s = %d%s%s", e->site ? e->site->name : "?", call, (int)e->value,
            e->text ? " -> " : "", e->text ? e->text : "");
}

void diff_write_text(FILE *f, const spg_result *a, const spg_result *b, const level_compare *c)
{
    if (!c->diverge) {
        fprintf(f, "the traces agree: %zu draws each\n", a->trace.ndraws);
    } else {
        fprintf(f, "first divergence: draw #%u\n  a: ", c->diverge);
        draw_words(f, draw_at(a, c->diverge));
        fputs("\n  b: ", f);
        draw_words(f, draw_at(b, c->diverge));
        fputc('\n', f);
    }
    fprintf(f, "draws: a %zu, b %zu\n", a->trace.ndraws, b->trace.ndraws);
    int tiles = 0;
    for (int y = 0; y < SPG_MAX_H; y++)
        for (int x = 0; x < SPG_MAX_W; x++)
            tiles += cell_differs(&a->level, &b->level, x, y);
    fprintf(f, "tiles: %d differ\n", tiles);
    for (int y = 0; y < SPG_MAX_H; y++)
        for (int x = 0; x < SPG_MAX_W; x++)
            if (cell_differs(&a->level, &b->level, x, y)) {
                fprintf(f, "  %d,%d: ", x, y);
                cell_words(f, &a->level.cell[y][x]);
                fputs(" -> ", f);
                cell_words(f, &b->level.cell[y][x]);
                fputc('\n', f);
            }
    int rooms = 0;
    for (int y = 0; y < SPG_ROOMS_Y; y++)
        for (int x = 0; x < SPG_ROOMS_X; x++)
            rooms += a->level.rooms[y][x] != b->level.rooms[y][x];
    fprintf(f, "rooms: %d codes differ\n", rooms);
    for (int y = 0; y < SPG_ROOMS_Y; y++)
        for (int x = 0; x < SPG_ROOMS_X; x++)
            if (a->level.rooms[y][x] != b->level.rooms[y][x])
                fprintf(f, "  room %d,%d: %d -> %d\n", x, y, a->level.rooms[y][x],
                        b->level.rooms[y][x]);
    fprintf(f, "entities: %d only in a, %d only in b\n", c->n_only_a, c->n_only_b);
    for (int i = 0; i < c->n_only_a; i++)
        fprintf(f, "  a: %s at %d,%d\n", entity_name(c->only_a[i].kind), c->only_a[i].x,
                c->only_a[i].y);
    for (int i = 0; i < c->n_only_b; i++)
        fprintf(f, "  b: %s at %d,%d\n", entity_name(c->only_b[i].kind), c->only_b[i].x,
                c->only_b[i].y);
    fprintf(f, "flags: %d differ\n", c->nflags);
    for (int i = 0; i < c->nflags; i++)
        fprintf(f, "  %s: %s -> %s\n", c->flag[i].flag->name,
                level_flag_words(c->flag[i].flag, c->flag[i].a),
                level_flag_words(c->flag[i].flag, c->flag[i].b));
}

static void json_draw(FILE *f, const spg_event *e)
{
    if (!e) {
        fputs("null", f);
        return;
    }
    fputs("{\"site\":", f);
    json_string(f, e->site ? e->site->name : "?");
    fprintf(f, ",\"value\":%d,\"decided\":", (int)e->value);
    if (e->text)
        json_string(f, e->text);
    else
        fputs("null", f);
    fputc('}', f);
}

/* A tile's flags as the JSON names them (SPG_TF_*: its look, the shop's, what lies
 * beneath it). */
static const struct {
    int bit;
    const char *name;
} cell_flags[] = {{SPG_TF_ALT_LOOK, "alt_look"},     {SPG_TF_SHOP, "shop"},
                  {SPG_TF_INVINCIBLE, "invincible"}, {SPG_TF_DRESSED, "dressed"},
                  {SPG_TF_WATER, "water"},           {SPG_TF_VINE, "vine"},
                  {SPG_TF_LAVA, "lava"},             {SPG_TF_LADDER, "ladder"},
                  {SPG_TF_LADDER_TOP, "ladder_top"}, {SPG_TF_SPIKES, "spikes"}};
#define NCELL_FLAGS (sizeof cell_flags / sizeof cell_flags[0])

/* The cell of l at (x,y), or NULL off l (two levels of another size). */
static const spg_cell *cell_at(const spg_level *l, int x, int y)
{
    return x < l->w && y < l->h ? &l->cell[y][x] : NULL;
}

/* One side's tile: {"kind":..,"content":..|null,"flags":[..]}, null off its level. */
static void json_cell(FILE *f, const spg_level *l, int x, int y)
{
    const spg_cell *c = cell_at(l, x, y);
    if (!c) {
        fputs("null", f);
        return;
    }
    fputs("{\"kind\":", f);
    json_string(f, tile_name(c->kind));
    fputs(",\"content\":", f);
    if (c->content)
        json_string(f, content_name(c->content));
    else
        fputs("null", f);
    fputs(",\"flags\":[", f);
    int n = 0;
    for (size_t i = 0; i < NCELL_FLAGS; i++)
        if (c->flags & cell_flags[i].bit) {
            fputs(n++ ? "," : "", f);
            json_string(f, cell_flags[i].name);
        }
    fputs("]}", f);
}

/* What differs between the two sides' tile: "kind", "content", and each flag set on one
 * side only, by its name; ["tile"] when one side has no such tile. */
static void json_cell_differ(FILE *f, const spg_level *a, const spg_level *b, int x, int y)
{
    const spg_cell *p = cell_at(a, x, y), *q = cell_at(b, x, y);
    if (!p || !q) {
        fputs("[\"tile\"]", f);
        return;
    }
    int n = 0;
    fputc('[', f);
    if (p->kind != q->kind)
        fprintf(f, "%s\"kind\"", n++ ? "," : "");
    if (p->content != q->content)
        fprintf(f, "%s\"content\"", n++ ? "," : "");
    for (size_t i = 0; i < NCELL_FLAGS; i++)
        if ((p->flags ^ q->flags) & cell_flags[i].bit) {
            fputs(n++ ? "," : "", f);
            json_string(f, cell_flags[i].name);
        }
    fputc(']', f);
}

static void json_entities(FILE *f, const diff_entity *e, int n)
{
    fputc('[', f);
    for (int i = 0; i < n; i++) {
        fprintf(f, "%s{\"kind\":", i ? "," : "");
        json_string(f, entity_name(e[i].kind));
        fprintf(f, ",\"x\":%d,\"y\":%d}", e[i].x, e[i].y);
    }
    fputc(']', f);
}

void diff_write_json(FILE *f, const spg_result *a, const spg_result *b, const level_compare *c)
{
    fputs("{\"first_divergence\":", f);
    if (!c->diverge) {
        fputs("null", f);
    } else {
        fprintf(f, "{\"draw\":%u,\"a\":", c->diverge);
        json_draw(f, draw_at(a, c->diverge));
        fputs(",\"b\":", f);
        json_draw(f, draw_at(b, c->diverge));
        fputc('}', f);
    }
    fprintf(f, ",\n\"draws\":[%zu,%zu],\n\"tiles\":[", a->trace.ndraws, b->trace.ndraws);
    int n = 0;
    for (int y = 0; y < SPG_MAX_H; y++)
        for (int x = 0; x < SPG_MAX_W; x++)
            if (cell_differs(&a->level, &b->level, x, y)) {
                fprintf(f, "%s\n{\"x\":%d,\"y\":%d,\"a\":", n++ ? "," : "", x, y);
                json_cell(f, &a->level, x, y);
                fputs(",\"b\":", f);
                json_cell(f, &b->level, x, y);
                fputs(",\"differ\":", f);
                json_cell_differ(f, &a->level, &b->level, x, y);
                fputc('}', f);
            }
    fputs("],\n\"rooms\":[", f);
    n = 0;
    for (int y = 0; y < SPG_ROOMS_Y; y++)
        for (int x = 0; x < SPG_ROOMS_X; x++)
            if (a->level.rooms[y][x] != b->level.rooms[y][x])
                fprintf(f, "%s[%d,%d,%d,%d]", n++ ? "," : "", x, y, a->level.rooms[y][x],
                        b->level.rooms[y][x]);
    fputs("],\n\"entities\":{\"only_a\":", f);
    json_entities(f, c->only_a, c->n_only_a);
    fputs(",\"only_b\":", f);
    json_entities(f, c->only_b, c->n_only_b);
    fputs("},\n\"flags\":{", f);
    for (int i = 0; i < c->nflags; i++) {
        fputs(i ? "," : "", f);
        const level_flag *lf = c->flag[i].flag;
        json_string(f, lf->name);
        fputc(':', f);
        for (int side = 0; side < 2; side++) { /* as show's JSON writes the flag */
            int v = side ? c->flag[i].b : c->flag[i].a;
            fputs(side ? "," : "[", f);
            if (lf->shop && v >= 0)
                json_string(f, level_flag_words(lf, v));
            else
                fputs(level_flag_words(lf, v), f);
        }
        fputc(']', f);
    }
    fputs("}}\n", f);
}
