/* stepper.h — the explorer's step model, with no curses in it.
 *
 * The generator has already run to the end with tracing on; "stepping" is moving a
 * position through its trace.  Position p (0..N, N the level's draws) means "p draws have
 * been made": the level shown is the one replayed from every event before draw p+1, so it
 * holds draw p and all the effects that followed it.  Position 0 is the blank level before
 * the first draw, position N the finished level.
 *
 * Replaying from the start on every jump would cost up to the whole trace, so the stepper
 * keeps a snapshot every STEP_SNAP_EVERY events: any position is one snapshot copy and at
 * most STEP_SNAP_EVERY-1 replayed events away. */
#ifndef SPG_EXPLORE_STEPPER_H
#define SPG_EXPLORE_STEPPER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../gen.h"

#define STEP_SNAP_EVERY 512
#define STEP_MAX_FLAGS 32

/* The level as replayed from a prefix of the trace. */
typedef struct step_state {
    spg_level L;                                       /* tiles, rooms, entities */
    int16_t layout[SPG_ROOMS_Y][SPG_ROOMS_X];          /* layout index per room, -1 none */
    const char *layout_name[SPG_ROOMS_Y][SPG_ROOMS_X]; /* its name, NULL none */
    int nchunks;                                       /* chunks placed so far */
    struct {
        const char *name;
        int value;
    } flag[STEP_MAX_FLAGS];
    int nflags;
    int phase;      /* index of the last phase begun, -1 before any */
    uint32_t draws; /* draws replayed */
    size_t applied; /* events replayed: [0, applied) */
} step_state;

typedef struct stepper {
    const spg_result *res;
    step_state cur;     /* the state at pos */
    uint32_t pos;       /* draws made, 0..ndraws */
    uint32_t ndraws;
    size_t nev;
    step_state *snap;   /* snap[i] has applied == i * STEP_SNAP_EVERY */
    size_t nsnap, snap_cap;
    uint32_t *group;    /* big-step group of draw d at [d-1]: phase << 16 | part */
    size_t group_cap;
    uint32_t phase_pos[SPG_TRACE_MAX_PHASES]; /* position where each phase begun ... */
    int phase_idx[SPG_TRACE_MAX_PHASES];      /* ... and which phase, in trace order */
    int nphase;
} stepper;

/* Prepares a stepper over a traced result (kept by pointer: it must outlive the stepper)
 * and puts it at position 0.  s is either all zero or an earlier stepper, whose buffers
 * are reused (a fresh 2 MB of snapshots costs more in page faults than the replay).
 * Returns 0, or -1 when memory ran out (then s is all zero, nothing to free). */
int stepper_init(stepper *s, const spg_result *res);

/* Frees what stepper_init allocated; the stepper may be initialised again. */
void stepper_free(stepper *s);

/* A blank level of the result's size, before any event. */
void step_blank(step_state *st, const spg_result *res);

/* Replays one event onto st (the naive model every position is defined by). */
void step_apply(step_state *st, const spg_result *res, const spg_event *e);

/* How many events are replayed at position pos (clamped to 0..ndraws). */
size_t stepper_events_at(const stepper *s, uint32_t pos);

/* Moves to position pos (clamped); afterwards s->cur is the state at s->pos. */
void stepper_seek(stepper *s, uint32_t pos);

/* Draw number d's event (1..ndraws), or NULL. */
const spg_event *stepper_draw(const stepper *s, uint32_t d);

/* The position at which event index i is replayed: the draws made up to and including it. */
uint32_t stepper_pos_of_event(const stepper *s, size_t i);

/* The raw RNG state after draw pos (the level's start state at position 0). */
uint32_t stepper_rng_state(const stepper *s, uint32_t pos);

/* How a phase's draws fall into big steps: a room at a time, a row of tiles at a time,
 * or ten draws at a time. */
typedef enum step_group_rule { STEP_GROUP_TEN, STEP_GROUP_ROOM, STEP_GROUP_ROW } step_group_rule;

/* The big-step rule of phase `phase` (an index into res->phases; ten draws for any
 * phase it does not know). */
step_group_rule stepper_group_rule(const spg_result *res, int phase);

/* The position one big step on from pos: the end of the next group of draws (a room in
 * the path and rooms phases, a row in the blocks phase, ten draws elsewhere; never
 * across a phase).  Returns pos at the end. */
uint32_t stepper_big_next(const stepper *s, uint32_t pos);

/* The position one big step back: the end of the group before the one holding draw pos.
 * Returns 0 at the start. */
uint32_t stepper_big_prev(const stepper *s, uint32_t pos);

/* gdb's `until`: the position at the end of the run of draws the current one (draw pos)
 * belongs to — the room being built (rooms phase), the row of blocks (blocks phase),
 * else the run of draws from one family of sites (the walk's path.walk.*, the border's
 * earth.*): the loop being stepped through.  At a run's end, the end of the next run. */
uint32_t stepper_until(const stepper *s, uint32_t pos);

/* The nearest position after (dir > 0) or before (dir < 0) pos where a phase begins, or
 * pos when there is none. */
uint32_t stepper_phase_step(const stepper *s, uint32_t pos, int dir);

/* The position where phase `phase` (an index into res->phases) begins; -1 if it never
 * began in this trace, else 0 with *pos set. */
int stepper_phase_pos(const stepper *s, int phase, uint32_t *pos);

/* The phase whose name is `name` (case-insensitive, or a unique prefix), or -1. */
int stepper_phase_find(const stepper *s, const char *name);

/* Whether draw d's words (site, meaning, decision, call) contain `text`, any case. */
bool stepper_draw_matches(const stepper *s, uint32_t d, const char *text);

/* The next draw after `from` (dir > 0) or before it (dir < 0) whose words contain text,
 * wrapping around the trace; 0 when no draw matches. */
uint32_t stepper_find(const stepper *s, const char *text, uint32_t from, int dir);

/* The room (rx,ry) a focus lies in; false when it has none. */
bool stepper_room_of(const stepper *s, spg_focus f, int *rx, int *ry);

#endif
