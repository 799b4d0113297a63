/* watch.h — watchpoints: a tile, a room, an entity kind or a level flag, and the events
 * of a finished trace that change it (gdb's `watch`: a write that leaves the value as it
 * was is no change).
 *
 *     X Y          the tile (X,Y): its kind, content and flags, and entities placed on
 *                  it or removed from it
 *     room X Y     room (X,Y) of the grid: its code, its layout, chunks placed in it
 *     entity KIND  any entity of that kind placed or removed ("bat", "giant_spider")
 *     flag NAME    a level flag the trace sets ("shop", "lake", ...)
 */
#ifndef SPG_EXPLORE_WATCH_H
#define SPG_EXPLORE_WATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../gen.h"

typedef enum watch_kind { WATCH_TILE = 0, WATCH_ROOM, WATCH_ENTITY, WATCH_FLAG } watch_kind;

typedef struct watch_target {
    watch_kind kind;
    int x, y;       /* tile or room */
    int entity;     /* entity kind */
    char flag[48];  /* flag name */
} watch_target;

/* One change: the event that made it and the value before and after, in words
 * ("brick" -> "air", "code 0" -> "code 2", "placed" / "removed"). */
typedef struct watch_change {
    size_t event;
    char before[48], after[48];
} watch_change;

/* Parses a watch target.  res, when given, bounds tiles and rooms by that level and
 * checks a flag is one its trace sets.  Returns 0, or -1 with a one-line message. */
int watch_parse(const char *text, const spg_result *res, watch_target *out, char *err,
                size_t errlen);

/* The target in words, as it is typed: "21 1", "room 1 2", "entity bat", "flag shop". */
void watch_format(const watch_target *w, char *buf, size_t len);

/* Calls fn for every event of res's trace that changes the target, oldest first; fn
 * returns false to stop.  Returns the number of changes visited. */
size_t watch_changes(const watch_target *w, const spg_result *res,
                     bool (*fn)(const watch_change *c, void *ctx), void *ctx);

/* The position (draws made) at which event i is shown: the draws up to and including it. */
uint32_t watch_pos_of_event(const spg_result *res, size_t i);

/* The first change shown after position pos (dir > 0) or the last shown before it
 * (dir < 0), no wrapping: true with *out filled, false when there is none. */
bool watch_find(const watch_target *w, const spg_result *res, uint32_t pos, int dir,
                watch_change *out);

#endif
