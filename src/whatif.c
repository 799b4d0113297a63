/* whatif.c — forced draws checked, and two finished levels compared. */
#include "whatif.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int whatif_parse(const char *text, spg_force *out, char *err, size_t errlen)
{
    const char *eq = text ? strchr(text, '=') : NULL;
    char *end;
    if (!eq || eq == text || !isdigit((unsigned char)text[0])) {
        snprintf(err, errlen, "'%s' is not N=V: write the draw's number and the value it "
                              "should return, as 304=5", text ? text : "");
        return -1;
    }
    unsigned long d = strtoul(text, &end, 10);
    if (end != eq || d == 0 || d > 0xFFFFFFFFul) {
        snprintf(err, errlen, "'%.*s' is not a draw number (draws count from 1)", (int)(eq - text),
                 text);
        return -1;
    }
    long v = strtol(eq + 1, &end, 10);
    if (!eq[1] || *end || v < -2147483647L || v > 2147483647L) {
        snprintf(err, errlen, "'%s' is not a value a draw can return", eq + 1);
        return -1;
    }
    out->draw = (uint32_t)d;
    out->value = (int32_t)v;
    return 0;
}

int whatif_check_draw(const spg_result *res, uint32_t d, int32_t v, char *err, size_t errlen)
{
    const spg_trace *t = &res->trace;
    if (d == 0 || d > t->ndraws) {
        snprintf(err, errlen, "force %u=%d: there is no draw #%u; the level has %zu draws", d,
                 (int)v, d, t->ndraws);
        return -1;
    }
    const spg_event *e = &t->ev[t->draw_event[d - 1]];
    char call[48];
    trace_format_call(e, call, sizeof call);
    if (e->call != SPG_CALL_RAND) {
        snprintf(err, errlen, "force %u=%d: draw #%u is %s; only rand(a,b) draws can be forced",
                 d, (int)v, d, call);
        return -1;
    }
    if (v < e->a || v > e->b) {
        snprintf(err, errlen, "force %u=%d: draw #%u is %s, so its value is %d-%d", d, (int)v, d,
                 call, (int)e->a, (int)e->b);
        return -1;
    }
    return 0;
}

int whatif_check(const spg_force *f, int n, const spg_result *res, char *err, size_t errlen)
{
    const spg_trace *t = &res->trace;
    for (int i = 0; i < n; i++) {
        bool later = false; /* a later force of the same draw wins: only it is checked */
        for (int k = i + 1; k < n; k++)
            later |= f[k].draw == f[i].draw;
        if (later)
            continue;
        if (whatif_check_draw(res, f[i].draw, f[i].value, err, errlen) != 0)
            return -1;
        if (t->ev[t->draw_event[f[i].draw - 1]].value != f[i].value) {
            snprintf(err, errlen, "force %u=%d: the %s style's draws cannot be forced",
                     f[i].draw, (int)f[i].value, spg_style_of(res)->name);
            return -1;
        }
    }
    return 0;
}

void whatif_format(const spg_force *f, int n, char *buf, size_t len)
{
    size_t k = 0;
    buf[0] = 0;
    for (int i = 0; i < n && k < len; i++)
        k += (size_t)snprintf(buf + k, len - k, "%s#%u=%d", i ? " " : "force ", f[i].draw,
                              (int)f[i].value);
}

/* A signature of the live entities on each tile: equal sets, equal signatures.  What
 * stands above the map (row -1: treasure on the top border) counts on the top row's tile
 * below it, as its inspector names it there; salted, so it never cancels the tile's own. */
static void entity_sigs(const spg_level *l, uint32_t (*sig)[SPG_MAX_W])
{
    memset(sig, 0, sizeof(uint32_t) * SPG_MAX_W * SPG_MAX_H);
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i];
        bool above = e->y < 0 && e->y >= -SPG_ABOVE_ROWS && level_stored(e->x, 0);
        if (e->gone || (!above && !level_stored(e->x, e->y)))
            continue;
        uint32_t h = (uint32_t)(e->kind + 1 + (above ? 256 * (-e->y) : 0)) * 2654435761u;
        sig[above ? 0 : e->y][e->x] += h ^ (h >> 15);
    }
}

void level_diff_compute(const spg_level *a, const spg_level *b, level_diff *d)
{
    memset(d, 0, sizeof *d);
    int w = a->w > b->w ? a->w : b->w, h = a->h > b->h ? a->h : b->h;
    bool same_size = a->w == b->w && a->h == b->h;
    /* the grid of rooms tiles belong to: four rows, five on a flooded level */
    int rows = 4;
    for (int rx = 0; rx < SPG_ROOMS_X; rx++)
        if (a->rooms[4][rx] || b->rooms[4][rx])
            rows = 5;
    uint32_t (*sa)[SPG_MAX_W] = malloc(sizeof(uint32_t) * SPG_MAX_W * SPG_MAX_H);
    uint32_t (*sb)[SPG_MAX_W] = malloc(sizeof(uint32_t) * SPG_MAX_W * SPG_MAX_H);
    if (sa && sb) {
        entity_sigs(a, sa);
        entity_sigs(b, sb);
    }
    for (int y = 0; y < h && y < SPG_MAX_H; y++)
        for (int x = 0; x < w && x < SPG_MAX_W; x++) {
            const spg_cell *ca = &a->cell[y][x], *cb = &b->cell[y][x];
            bool differs = !same_size || ca->kind != cb->kind || ca->content != cb->content ||
                           ca->flags != cb->flags || (sa && sb && sa[y][x] != sb[y][x]);
            if (!differs)
                continue;
            d->tile[y][x] = true;
            d->ntiles++;
            int rx, ry;
            if (level_room_of(a, x, y, &rx, &ry) && ry < rows)
                d->room[ry][rx] = true;
        }
    free(sa);
    free(sb);
    for (int ry = 0; ry < SPG_ROOMS_Y; ry++)
        for (int rx = 0; rx < SPG_ROOMS_X; rx++) {
            if (a->rooms[ry][rx] != b->rooms[ry][rx])
                d->room[ry][rx] = true;
            d->nrooms += d->room[ry][rx];
        }
}
