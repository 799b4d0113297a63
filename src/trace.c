/* trace.c — the event log and its per-tile and per-room chains. */
#include "trace.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"

static void *grow(void *p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return p;
    size_t c = *cap ? *cap : 1024;
    while (c < need)
        c *= 2;
    void *q = realloc(p, c * elem);
    if (!q) {
        fputs("spelgen: out of memory\n", stderr);
        abort();
    }
    *cap = c;
    return q;
}

static void set_focus(spg_trace *t, spg_focus f);

void trace_begin(spg_trace *t, int w, int h, int room_w, int room_h, int x0, int y0)
{
    t->n = 0;
    t->ndraws = 0;
    t->npicks = 0;
    if (t->w * t->h < w * h || !t->tile_head) {
        free(t->tile_head);
        free(t->tile_tail);
        t->tile_head = malloc(sizeof(int32_t) * (size_t)(w * h));
        t->tile_tail = malloc(sizeof(int32_t) * (size_t)(w * h));
        if (!t->tile_head || !t->tile_tail) {
            fputs("spelgen: out of memory\n", stderr);
            abort();
        }
    }
    t->w = w;
    t->h = h;
    for (int i = 0; i < w * h; i++)
        t->tile_head[i] = t->tile_tail[i] = -1;
    for (int y = 0; y < 5; y++)
        for (int x = 0; x < 4; x++)
            t->room_head[y][x] = t->room_tail[y][x] = -1;
    t->room_w = room_w;
    t->room_h = room_h;
    t->room_x0 = x0;
    t->room_y0 = y0;
    t->linked = 0;
    set_focus(t, (spg_focus){-1, -1, 0, 0});
    t->phase = 0;
    t->last_draw = 0;
}

void trace_free(spg_trace *t)
{
    free(t->ev);
    free(t->draw_event);
    free(t->tile_head);
    free(t->tile_tail);
    free(t->picks);
    memset(t, 0, sizeof *t);
}

static void link_chain(int32_t *head, int32_t *tail, spg_event *ev, int32_t idx)
{
    if (*tail >= 0)
        ev[*tail].next = idx;
    else
        *head = idx;
    *tail = idx;
}

static bool room_of(const spg_trace *t, int x, int y, int *rx, int *ry)
{
    return room_of_tile(t->room_x0, t->room_y0, t->room_w, t->room_h, x, y, rx, ry);
}

/* A new event of `kind` at the end of the log, zeroed (padding too: two traces of one
 * level compare byte for byte), in no chain yet.  Built in place: a level records
 * thousands of effects. */
static spg_event *new_event(spg_trace *t, int kind, uint32_t draw)
{
    if (t->n == t->cap)
        trace_reserve(t); /* both tables, as trace_full needs */
    spg_event *e = &t->ev[t->n++];
    *e = (spg_event){.draw = draw, .kind = (uint8_t)kind, .phase = t->phase, .rx = -1, .ry = -1,
                     .next = -1}; /* every byte named: no padding (the assertion below) */
    return e;
}

/* Links event idx into the chain its focus names (a tile's, or a room's). */
static void link_event(spg_trace *t, int32_t idx)
{
    spg_event *e = &t->ev[idx];
    spg_focus f = e->focus;
    if (f.x < 0)
        return;
    if (!e->room_scope) { /* an effect not on a room is on one tile; a draw's focus said */
        if (f.x < t->w && f.y >= 0 && f.y < t->h) {
            size_t k = (size_t)f.y * (size_t)t->w + (size_t)f.x;
            link_chain(&t->tile_head[k], &t->tile_tail[k], t->ev, idx);
        }
    } else {
        int rx, ry;
        if (room_of(t, f.x, f.y, &rx, &ry))
            link_chain(&t->room_head[ry][rx], &t->room_tail[ry][rx], t->ev, idx);
    }
}

_Static_assert(sizeof(spg_event) == 56, "spg_event has no padding: every byte is named");

void trace_link(const spg_trace *ct)
{
    /* the chains are an index kept beside the events, built on demand: the trace itself
     * is never a const object (every trace is a member of a result the generator fills) */
    spg_trace *t = (spg_trace *)(uintptr_t)ct;
    for (size_t i = t->linked; i < t->n; i++)
        link_event(t, (int32_t)i);
    t->linked = t->n;
}

void trace_reserve(spg_trace *t)
{
    /* the draw table as long as the event table (trace_full tests the events alone) */
    t->ev = grow(t->ev, &t->cap, t->n + 1, sizeof *t->ev);
    t->draw_event = grow(t->draw_event, &t->draw_cap, t->cap, sizeof *t->draw_event);
}

/* Sets the focus draws take; trace_link later chains them by it, as link_event says. */
static void set_focus(spg_trace *t, spg_focus f)
{
    t->focus = f;
    t->focus_room = f.w > 1 || f.h > 1;
}

void trace_focus_tile(spg_trace *t, int x, int y)
{
    set_focus(t, (spg_focus){(int16_t)x, (int16_t)y, 1, 1});
}

void trace_focus_rect(spg_trace *t, int x, int y, int w, int h)
{
    set_focus(t, (spg_focus){(int16_t)x, (int16_t)y, (uint8_t)w, (uint8_t)h});
}

void trace_focus_none(spg_trace *t)
{
    set_focus(t, (spg_focus){-1, -1, 0, 0});
}

void trace_decide_at(spg_trace *t, uint32_t d, const char *words)
{
    size_t i = trace_event_of_draw(t, d);
    if (i != (size_t)-1 && !t->ev[i].text)
        t->ev[i].text = words;
}

void trace_phase(spg_trace *t, int index, const char *name)
{
    t->phase = (uint8_t)index;
    spg_event *e = new_event(t, SPG_EV_PHASE, t->last_draw);
    e->value = index;
    e->text = name;
    e->focus = (spg_focus){-1, -1, 0, 0};
}

static uint32_t cause_of(const spg_trace *t, uint32_t cause)
{
    return cause == SPG_CAUSE_LAST ? t->last_draw : cause;
}

void trace_tile(spg_trace *t, int x, int y, int kind, int content, int flags, uint32_t cause)
{
    spg_event *e = new_event(t, SPG_EV_TILE, cause_of(t, cause));
    e->value = kind;
    e->a = content;
    e->b = flags;
    e->focus = (spg_focus){(int16_t)x, (int16_t)y, 1, 1};
}

/* An effect on room (rx,ry): its focus is the room unless the effect names a part. */
static spg_event *room_effect(spg_trace *t, int kind, uint32_t cause, int rx, int ry)
{
    spg_event *e = new_event(t, kind, cause_of(t, cause));
    e->rx = (int16_t)rx;
    e->ry = (int16_t)ry;
    e->room_scope = 1;
    e->focus = (spg_focus){(int16_t)(t->room_x0 + rx * t->room_w),
                           (int16_t)(t->room_y0 + ry * t->room_h), (uint8_t)t->room_w,
                           (uint8_t)t->room_h};
    return e;
}

void trace_room_code(spg_trace *t, int rx, int ry, int code, uint32_t cause)
{
    spg_event *e = room_effect(t, SPG_EV_ROOM_CODE, cause, rx, ry);
    e->value = code;
}

void trace_room_code_kept(spg_trace *t, int rx, int ry, int code, uint32_t cause)
{
    spg_event *e = room_effect(t, SPG_EV_ROOM_CODE, cause, rx, ry);
    e->value = code;
    e->a = 1; /* the room had that code already */
}

void trace_layout(spg_trace *t, int rx, int ry, int index, const char *name, uint32_t cause)
{
    spg_event *e = room_effect(t, SPG_EV_LAYOUT, cause, rx, ry);
    e->value = index;
    e->text = name;
}

void trace_chunk(spg_trace *t, int rx, int ry, int tx, int ty, int index, const char *name,
                 uint32_t cause)
{
    spg_event *e = room_effect(t, SPG_EV_CHUNK, cause, rx, ry);
    e->value = index;
    e->text = name;
    e->a = tx;
    e->b = ty;
    e->focus = (spg_focus){(int16_t)tx, (int16_t)ty, 5, 3};
}

void trace_pick(spg_trace *t, const struct spg_layout *item, const char *set, int of,
                const char *why, int variant)
{
    /* the latest layout or chunk event: a layout's version roll may come between */
    size_t e = t->n;
    while (e > 0 && t->n - e < 16 && t->ev[e - 1].kind != SPG_EV_LAYOUT &&
           t->ev[e - 1].kind != SPG_EV_CHUNK)
        e--;
    if (e == 0 || (t->ev[e - 1].kind != SPG_EV_LAYOUT && t->ev[e - 1].kind != SPG_EV_CHUNK))
        return;
    if (t->npicks && t->picks[t->npicks - 1].event == e - 1)
        return; /* said already */
    if (t->npicks == t->pick_cap) {
        size_t cap = t->pick_cap ? t->pick_cap * 2 : 64;
        spg_pick *p = realloc(t->picks, cap * sizeof *p);
        if (!p) {
            fputs("spelgen: out of memory\n", stderr);
            abort();
        }
        t->picks = p;
        t->pick_cap = cap;
    }
    t->picks[t->npicks++] = (spg_pick){e - 1, item, set, of, why, variant};
}

const spg_pick *trace_pick_of(const spg_trace *t, size_t event)
{
    /* picks are appended in event order: a binary search */
    size_t lo = 0, hi = t->npicks;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->picks[mid].event < event)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < t->npicks && t->picks[lo].event == event ? &t->picks[lo] : NULL;
}

void trace_entity(spg_trace *t, int x, int y, int kind, int id, int gone, uint32_t cause)
{
    spg_event *e = new_event(t, gone ? SPG_EV_ENTITY_GONE : SPG_EV_ENTITY, cause_of(t, cause));
    e->value = kind;
    e->a = id;
    e->focus = (spg_focus){(int16_t)x, (int16_t)y, 1, 1};
}

void trace_flag(spg_trace *t, const char *name, int value, uint32_t cause)
{
    spg_event *e = new_event(t, SPG_EV_FLAG, cause_of(t, cause));
    e->text = name;
    e->value = value;
    e->focus = (spg_focus){-1, -1, 0, 0};
}

void trace_note(spg_trace *t, int x, int y, const char *text, uint32_t cause)
{
    spg_event *e = new_event(t, SPG_EV_NOTE, cause_of(t, cause));
    e->text = text;
    e->focus = x >= 0 ? (spg_focus){(int16_t)x, (int16_t)y, 1, 1} : (spg_focus){-1, -1, 0, 0};
}

size_t trace_event_of_draw(const spg_trace *t, uint32_t d)
{
    if (d == 0 || d > t->ndraws)
        return (size_t)-1;
    return t->draw_event[d - 1];
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static bool covers(spg_focus f, int x, int y)
{
    return x >= f.x && x < f.x + f.w && y >= f.y && y < f.y + f.h;
}

size_t trace_why(const spg_trace *t, int x, int y,
                 void (*fn)(const spg_event *e, size_t index, void *ctx), void *ctx)
{
    /* the rows above the map have no chain: what was made there (treasure on the top
     * border's blocks) is found by its focus, in one pass over the events */
    bool above = y < 0 && y >= -SPG_ABOVE_ROWS;
    if (x < 0 || (y < 0 && !above) || x >= t->w || y >= t->h)
        return 0;
    size_t cap = 64, n = 0;
    uint32_t *idx = malloc(cap * sizeof *idx);
    if (!idx)
        abort();
#define PUSH(v)                                                                            \
    do {                                                                                   \
        if (n == cap) {                                                                    \
            cap *= 2;                                                                      \
            uint32_t *q = realloc(idx, cap * sizeof *idx);                                 \
            if (!q)                                                                        \
                abort();                                                                   \
            idx = q;                                                                       \
        }                                                                                  \
        idx[n++] = (v);                                                                    \
    } while (0)
    trace_link(t);
    if (above) {
        for (size_t i = 0; i < t->n; i++)
            if (t->ev[i].focus.x == x && t->ev[i].focus.y == y && t->ev[i].focus.w <= 1 &&
                t->ev[i].focus.h <= 1)
                PUSH((uint32_t)i);
    } else {
        size_t k = (size_t)y * (size_t)t->w + (size_t)x;
        for (int32_t i = t->tile_head[k]; i >= 0; i = t->ev[i].next)
            PUSH((uint32_t)i);
    }
    int rx, ry;
    if (!above && room_of(t, x, y, &rx, &ry))
        for (int32_t i = t->room_head[ry][rx]; i >= 0; i = t->ev[i].next)
            if (covers(t->ev[i].focus, x, y))
                PUSH((uint32_t)i);
    /* the draws behind the effects, wherever the generator was looking when it drew */
    size_t own = n;
    for (size_t j = 0; j < own; j++) {
        const spg_event *e = &t->ev[idx[j]];
        if (e->kind != SPG_EV_DRAW && e->draw) {
            size_t d = trace_event_of_draw(t, e->draw);
            if (d != (size_t)-1)
                PUSH((uint32_t)d);
        }
    }
#undef PUSH
    qsort(idx, n, sizeof *idx, cmp_u32);
    size_t out = 0;
    for (size_t j = 0; j < n; j++) {
        if (j && idx[j] == idx[j - 1])
            continue;
        if (fn)
            fn(&t->ev[idx[j]], idx[j], ctx);
        out++;
    }
    free(idx);
    return out;
}

const char *trace_kind_name(int kind)
{
    static const char *names[SPG_EV__COUNT] = {"draw",   "phase",  "room",        "layout",
                                                "chunk",  "tile",   "entity",      "removed",
                                                "flag",   "note"};
    return kind >= 0 && kind < SPG_EV__COUNT ? names[kind] : "?";
}

void trace_format_call(const spg_event *e, char *buf, size_t len)
{
    switch (e->call) {
    case SPG_CALL_RANDOM:
        snprintf(buf, len, "random(%d)", (int)e->b);
        break;
    case SPG_CALL_IRANDOM_RANGE:
        snprintf(buf, len, "irandom_range(%d,%d)", (int)e->a, (int)e->b);
        break;
    case SPG_CALL_IRANDOM:
        snprintf(buf, len, "irandom(%d)", (int)e->b);
        break;
    case SPG_CALL_IRANDOM_SECOND:
        snprintf(buf, len, "irandom(%d) 2nd draw", (int)e->b);
        break;
    case SPG_CALL_CHOOSE: {
        /* rng_choose records an spg_choice's site: its values are the call's arguments */
        const spg_choice *c = e->site ? (const spg_choice *)(const void *)e->site : NULL;
        size_t o = (size_t)snprintf(buf, len, "choose(");
        if (!c || c->n < 1 || c->n > SPG_CHOOSE_MAX)
            o += (size_t)snprintf(buf + (o < len ? o : len), o < len ? len - o : 0,
                                  "%d values", (int)e->a);
        else
            for (int i = 0; i < c->n; i++)
                o += (size_t)snprintf(buf + (o < len ? o : len), o < len ? len - o : 0,
                                      "%s%d", i ? "," : "", c->values[i]);
        snprintf(buf + (o < len ? o : len), o < len ? len - o : 0, ")");
        break;
    }
    default:
        snprintf(buf, len, "rand(%d,%d)", (int)e->a, (int)e->b);
        break;
    }
}
