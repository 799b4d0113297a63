/* trace.h — the append-only log of one level's generation.
 *
 * Two sorts of events: draws (every random number, with its site and the tile or room
 * the generator was working on) and effects (a room code set, a layout or chunk chosen,
 * a tile written, an entity placed or removed, a flag set), each effect pointing back at
 * the draw that caused it.  Events are chained per tile and per room, so "what shaped
 * tile (x,y)" is answered by walking two short chains; the chains are linked when first
 * asked for (trace_link), not as events are appended: a traced level records thousands
 * of draws, and most traces are written out and never asked. */
#ifndef SPG_TRACE_H
#define SPG_TRACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "rng.h"

/* The call a draw came from, as its engine spells it: GameMaker 8's rand(a,b) and
 * random(x); modern GameMaker's irandom_range(a,b), irandom(n) (two draws: b = n; the
 * second marked apart) and choose(...) (a = how many values, b = the index drawn, the
 * site an spg_choice).  random(x) is either engine's. */
typedef enum spg_call {
    SPG_CALL_RAND = 0,
    SPG_CALL_RANDOM = 1,
    SPG_CALL_IRANDOM_RANGE = 2,
    SPG_CALL_IRANDOM = 3,
    SPG_CALL_IRANDOM_SECOND = 4,
    SPG_CALL_CHOOSE = 5
} spg_call;

/* A choose() draw's value when the runner's choose returns undefined (index n). */
#define SPG_CHOOSE_UNDEFINED (-2147483647 - 1)

typedef enum spg_event_kind {
    SPG_EV_DRAW = 0,
    SPG_EV_PHASE,       /* a phase starts: value = phase index, text = its name */
    SPG_EV_ROOM_CODE,   /* x,y = room; value = code */
    SPG_EV_LAYOUT,      /* x,y = room; value = layout index in its set; text = name */
    SPG_EV_CHUNK,       /* x,y = room; a,b = tile origin; value = index; text = name */
    SPG_EV_TILE,        /* x,y = tile; value = tile kind; a = content; b = tile flags */
    SPG_EV_ENTITY,      /* x,y = tile; value = entity kind; a = entity id */
    SPG_EV_ENTITY_GONE, /* x,y = tile; value = entity kind; a = entity id */
    SPG_EV_FLAG,        /* text = flag name; value = its value */
    SPG_EV_NOTE,        /* text = a remark about what the generator did (no state change) */
    SPG_EV__COUNT
} spg_event_kind;

/* What an event is about: nothing, one tile, or a rectangle of tiles (a room, a chunk). */
typedef struct spg_focus {
    int16_t x, y;  /* top-left tile; x < 0: no focus */
    uint8_t w, h;
} spg_focus;

typedef struct spg_event {
    uint32_t draw;          /* DRAW: its number (1-based); effect: causing draw, 0 none */
    uint32_t state;         /* DRAW: raw RNG state after the draw */
    const spg_site *site;   /* DRAW: where it was drawn; effect: optional, the rule */
    const char *text;       /* DRAW: what it decided (static), effect: a name */
    int32_t a, b, value;    /* DRAW: call arguments and result */
    spg_focus focus;        /* DRAW: what the generator was working on; effect: target */
    uint8_t kind, phase, call, room_scope; /* room_scope: chained per room, not tile */
    int16_t rx, ry;         /* room coordinates of an effect on a room (else -1) */
    int16_t spare;          /* 0: names the bytes before `next`, so none is padding */
    int32_t next;           /* next event in the same tile/room chain, -1 at the end
                             * (valid for the events trace_link has linked) */
} spg_event;

#define SPG_TRACE_MAX_PHASES 16

struct spg_layout;

/* Where a layout or a chunk came from, for the explorer's room template: the item itself
 * (its rows; the level's data, alive as long as the data), the set it was taken from and
 * how many items that set offered, why the room took that set, which version of the
 * layout.  Kept beside the events, not in them, so an event stays the size it is. */
typedef struct spg_pick {
    size_t event;                  /* the SPG_EV_LAYOUT or SPG_EV_CHUNK event it belongs to */
    const struct spg_layout *item; /* the layout or chunk taken (a chunk: rows 0-2, cols 0-4) */
    const char *set;               /* the set's name ("start_drop", "ground"), static or data */
    int of;                        /* how many items the roll chose among */
    const char *why;               /* why that set, in words (static); NULL: not said */
    int variant;                   /* a layout's version: 0, or 1 for the second ('or') */
} spg_pick;

typedef struct spg_trace {
    spg_event *ev;
    size_t n, cap;
    uint32_t *draw_event; /* event index of draw number d at [d-1] */
    size_t ndraws, draw_cap;
    int w, h;             /* tile grid the chains index */
    int32_t *tile_head, *tile_tail;
    int32_t room_head[5][4], room_tail[5][4]; /* [ry][rx]; row 4 for a flooded level */
    int room_w, room_h;   /* room size in tiles, and where room (0,0) starts */
    int room_x0, room_y0;
    spg_focus focus;
    uint8_t focus_room; /* the focus is wider than a tile: draws are chained per room */
    size_t linked;        /* events ev[0 .. linked-1] are in their chains (trace_link) */
    uint8_t phase;
    uint32_t last_draw;
    spg_pick *picks;      /* in event order: one for each layout and chunk event given one */
    size_t npicks, pick_cap;
} spg_trace;

/* Empties the trace for a level of w×h tiles whose room (0,0) starts at (x0,y0). */
void trace_begin(spg_trace *t, int w, int h, int room_w, int room_h, int x0, int y0);

/* Frees everything the trace holds. */
void trace_free(spg_trace *t);

/* Makes room for one more event and one more draw. */
void trace_reserve(spg_trace *t);

/* Records a draw (called by the rng module only).  Inline: a traced level records
 * thousands, and each one's chain was found when the focus was set. */
static inline bool trace_full(const spg_trace *t)
{
    /* one test: draws are events (ndraws <= n), and trace_reserve, the only place either
     * table grows, keeps draw_cap >= cap, so ndraws reaches draw_cap only after n cap */
    return t->n == t->cap;
}

/* trace_draw's body, for a trace with room for the event (trace_full false): no call
 * inside, so a caller's fast path saves no registers. */
static inline void trace_draw_into(spg_trace *t, const spg_site *site, spg_call call,
                                   int32_t a, int32_t b, int32_t value, uint32_t state,
                                   uint32_t draw)
{
    /* everything read from t first, and the event written whole: every byte of it named
     * (two traces of one level compare byte for byte), no store through it able to
     * change what t holds */
    size_t idx = t->n, nd = t->ndraws;
    spg_event *e = &t->ev[idx];
    *e = (spg_event){.draw = draw, .state = state, .site = site, .text = NULL, .a = a, .b = b,
                     .value = value, .focus = t->focus, .kind = SPG_EV_DRAW, .phase = t->phase,
                     .call = (uint8_t)call, .room_scope = t->focus_room, .rx = -1, .ry = -1,
                     .spare = 0, .next = -1};
    t->draw_event[nd] = (uint32_t)idx;
    t->n = idx + 1;
    t->ndraws = nd + 1;
    t->last_draw = draw;
}

static inline void trace_draw(spg_trace *t, const spg_site *site, spg_call call, int32_t a,
                              int32_t b, int32_t value, uint32_t state, uint32_t draw)
{
    if (trace_full(t))
        trace_reserve(t);
    trace_draw_into(t, site, call, a, b, value, state, draw);
}

/* Sets what following draws are about: one tile, a rectangle, or nothing. */
void trace_focus_tile(spg_trace *t, int x, int y);
void trace_focus_rect(spg_trace *t, int x, int y, int w, int h);
void trace_focus_none(spg_trace *t);

/* Attaches words to the latest draw: what it decided (a static string).  Inline: a
 * traced level says thousands. */
static inline void trace_decide(spg_trace *t, const char *words)
{
    if (t->ndraws)
        t->ev[t->draw_event[t->ndraws - 1]].text = words;
}

/* Attaches words to draw number d unless it already has some. */
void trace_decide_at(spg_trace *t, uint32_t d, const char *words);

/* Marks the start of phase `index` named `name`. */
void trace_phase(spg_trace *t, int index, const char *name);

/* Appends an effect caused by draw `cause` (0: none; SPG_CAUSE_LAST: the latest draw). */
#define SPG_CAUSE_LAST UINT32_MAX
void trace_tile(spg_trace *t, int x, int y, int kind, int content, int flags,
                uint32_t cause);
void trace_room_code(spg_trace *t, int rx, int ry, int code, uint32_t cause);

/* The same, for a room given the code it already had (a set that changes nothing, as the
 * walk's wasted rolls make): the event's `a` is 1, and it is told as the room staying. */
void trace_room_code_kept(spg_trace *t, int rx, int ry, int code, uint32_t cause);
void trace_layout(spg_trace *t, int rx, int ry, int index, const char *name, uint32_t cause);
void trace_chunk(spg_trace *t, int rx, int ry, int tx, int ty, int index, const char *name,
                 uint32_t cause);
/* Says where the latest layout or chunk event (within the last 16 events: a layout's
 * version roll may come between) came from: the item, its set's name
 * and size, why that set (a static string, or NULL), and the layout's version (0 or 1). */
void trace_pick(spg_trace *t, const struct spg_layout *item, const char *set, int of,
                const char *why, int variant);

/* The pick of event `event` (a layout or chunk event), or NULL when it has none. */
const spg_pick *trace_pick_of(const spg_trace *t, size_t event);
void trace_entity(spg_trace *t, int x, int y, int kind, int id, int gone, uint32_t cause);
void trace_flag(spg_trace *t, const char *name, int value, uint32_t cause);
void trace_note(spg_trace *t, int x, int y, const char *text, uint32_t cause);

/* The calls a generator makes as it builds, each one predictable branch when `t` is NULL
 * (the level is not traced): every style's passes go through these, never a bare
 * `if (trace)`. */
static inline void trace_decide_if(spg_trace *t, const char *words)
{
    if (t)
        trace_decide(t, words);
}
static inline void trace_focus_tile_if(spg_trace *t, int x, int y)
{
    if (t)
        trace_focus_tile(t, x, y);
}
static inline void trace_focus_rect_if(spg_trace *t, int x, int y, int w, int h)
{
    if (t)
        trace_focus_rect(t, x, y, w, h);
}
static inline void trace_focus_none_if(spg_trace *t)
{
    if (t)
        trace_focus_none(t);
}
static inline void trace_note_if(spg_trace *t, int x, int y, const char *text, uint32_t cause)
{
    if (t)
        trace_note(t, x, y, text, cause);
}
static inline void trace_flag_if(spg_trace *t, const char *name, int value, uint32_t cause)
{
    if (t)
        trace_flag(t, name, value, cause);
}

/* Links the events recorded since the last call into their tile's or room's chain
 * (tile_head, room_head, next), in event order: what a reader of the chains calls first.
 * The chains are an index of the events, not their content, so this changes nothing a
 * const reader can tell apart but the index being there. */
void trace_link(const spg_trace *t);

/* Calls fn for every event that shaped tile (x,y), oldest first: the tile's own chain
 * merged with its room's events whose focus covers the tile, plus the draws that caused
 * its effects; y may be one of the SPG_ABOVE_ROWS rows above the map (what stands on the
 * top border), whose events are the ones focused there.  Returns the events visited. */
size_t trace_why(const spg_trace *t, int x, int y,
                 void (*fn)(const spg_event *e, size_t index, void *ctx), void *ctx);

/* The event index of draw number d (1-based), or (size_t)-1. */
size_t trace_event_of_draw(const spg_trace *t, uint32_t d);

/* Names of event kinds and calls, for output. */
const char *trace_kind_name(int kind);

/* Writes the call as text: "rand(1,5)", "random(100)", "irandom_range(0,2)", "irandom(5)",
 * "irandom(5) 2nd draw" or "choose(2,0)". */
void trace_format_call(const spg_event *e, char *buf, size_t len);

#endif
