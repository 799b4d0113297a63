/* watch.c — watch targets and the events that change them.  A tile's and a room's
 * events are found on their chains in the trace (a few dozen events, not the whole log);
 * entities and flags are found by one pass over the log. */
#include "watch.h"

#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "../err.h"
#include "../level_flags.h"
#include "../output/describe.h"

static bool parse_coord(const char *s, int hi, int *out)
{
    if (!*s || strlen(s) > 6)
        return false;
    int v = 0;
    for (const char *q = s; *q; q++) {
        if (!isdigit((unsigned char)*q))
            return false;
        v = v * 10 + (*q - '0');
    }
    if (v > hi)
        return false;
    *out = v;
    return true;
}

/* Up to four blank-separated words of text; false when there are more or one is too
 * long. */
static bool split(const char *text, char w[4][48], int *n)
{
    *n = 0;
    const char *p = text ? text : "";
    for (;;) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p)
            return true;
        if (*n == 4)
            return false;
        size_t k = 0;
        while (*p && !isspace((unsigned char)*p)) {
            if (k + 1 >= sizeof w[0])
                return false;
            w[*n][k++] = *p++;
        }
        w[*n][k] = 0;
        (*n)++;
    }
}

/* The entity kind named `name` ('-' and '_' alike, any case), or -1. */
static int entity_kind(const char *name)
{
    for (int k = 0; k < SPG_E__COUNT; k++) {
        const char *en = entity_name(k);
        size_t i = 0;
        for (; en[i] && name[i]; i++) {
            char a = (char)tolower((unsigned char)name[i]), b = en[i];
            if (a == '-')
                a = '_';
            if (a != b)
                break;
        }
        if (!en[i] && !name[i] && strcmp(en, "unknown") != 0)
            return k;
    }
    return -1;
}

/* Whether the trace sets flag `name`; when it does not, names lists the ones it sets
 * that are no JSON flag (level_flags.h): a style's own. */
static bool trace_has_flag(const spg_result *res, const char *name, char *names, size_t len)
{
    const spg_trace *t = &res->trace;
    if (len)
        names[0] = 0;
    for (size_t i = 0; i < t->n; i++) {
        const spg_event *e = &t->ev[i];
        if (e->kind != SPG_EV_FLAG || !e->text)
            continue;
        if (strcmp(e->text, name) == 0)
            return true;
        if (level_flag_find(e->text)) /* the message names the JSON's flags apart */
            continue;
        /* remember the names for the message */
        size_t n = strlen(names);
        char look[52];
        snprintf(look, sizeof look, "%s,", e->text);
        char have[512];
        snprintf(have, sizeof have, "%s,", names);
        if (!strstr(have, look) && n + strlen(e->text) + 3 < len)
            snprintf(names + n, len - n, "%s%s", n ? ", " : "", e->text);
    }
    return false;
}

int watch_parse(const char *text, const spg_result *res, watch_target *out, char *err,
                size_t errlen)
{
    static const char usage[] = "watch X Y, watch room X Y, watch entity KIND or watch flag NAME";
    memset(out, 0, sizeof *out);
    if (errlen)
        err[0] = 0;
    char w[4][48];
    int n;
    if (!split(text, w, &n))
        return err_set(err, errlen, "too many or too long words: write %s", usage);
    if (n == 0)
        return err_set(err, errlen, "watch needs a target: %s", usage);
    int tw = res ? res->level.w : SPG_MAX_W, th = res ? res->level.h : SPG_MAX_H;
    if (strcasecmp(w[0], "room") == 0) {
        if (n != 3)
            return err_set(err, errlen, "watch room needs the room's column and row, as 'watch "
                                       "room 1 2' (X is 0-%d, Y is 0-%d)", SPG_ROOMS_X - 1,
                          SPG_ROOMS_Y - 1);
        if (!parse_coord(w[1], SPG_ROOMS_X - 1, &out->x) ||
            !parse_coord(w[2], SPG_ROOMS_Y - 1, &out->y)) {
            char a[64], b[64];
            err_shown(w[1], a, sizeof a);
            err_shown(w[2], b, sizeof b);
            return err_set(err, errlen, "'%s %s' is not a room; X is 0-%d, Y is 0-%d", a, b,
                          SPG_ROOMS_X - 1, SPG_ROOMS_Y - 1);
        }
        out->kind = WATCH_ROOM;
        return 0;
    }
    if (strcasecmp(w[0], "entity") == 0) {
        if (n != 2)
            return err_set(err, errlen, "watch entity needs one kind, as 'watch entity bat'");
        out->entity = entity_kind(w[1]);
        if (out->entity < 0) {
            char a[64];
            err_shown(w[1], a, sizeof a);
            return err_set(err, errlen, "'%s' is not an entity kind; kinds are the legend's: "
                                       "bat, snake, spider, giant_spider, ...", a);
        }
        out->kind = WATCH_ENTITY;
        return 0;
    }
    if (strcasecmp(w[0], "flag") == 0) {
        if (n != 2)
            return err_set(err, errlen, "watch flag needs one name, as 'watch flag shop'");
        /* the JSON's flags, whether or not this level changes them (a watch that lists
         * nothing is taken, as a breakpoint on a site that never draws); else a flag of
         * the style's own that the trace sets (the fools style's biome) */
        char names[256];
        if (!level_flag_find(w[1]) && (!res || !trace_has_flag(res, w[1], names, sizeof names))) {
            char a[64], all[400];
            err_shown(w[1], a, sizeof a);
            level_flag_names(all, sizeof all);
            return err_set(err, errlen, "'%s' is not a flag; flags are the JSON's: %s%s%s", a,
                          all, res && names[0] ? "; this level's own: " : "",
                          res && names[0] ? names : "");
        }
        out->kind = WATCH_FLAG; /* by the JSON's name, which the trace's events use */
        snprintf(out->flag, sizeof out->flag, "%s",
                 level_flag_find(w[1]) ? level_flag_find(w[1])->name : w[1]);
        return 0;
    }
    if (n != 2) /* the explorer says "watch: " before this, the command line its own */
        return err_set(err, errlen, "'%s' is no target; write %s", text, usage);
    if (!parse_coord(w[0], tw - 1, &out->x) || !parse_coord(w[1], th - 1, &out->y)) {
        char a[64], b[64];
        err_shown(w[0], a, sizeof a);
        err_shown(w[1], b, sizeof b);
        return err_set(err, errlen, "'%s %s' is not a tile of the level; X is 0-%d, Y is 0-%d "
                                   "(or: %s)", a, b, tw - 1, th - 1, usage);
    }
    out->kind = WATCH_TILE;
    return 0;
}

void watch_format(const watch_target *w, char *buf, size_t len)
{
    switch (w->kind) {
    case WATCH_TILE: snprintf(buf, len, "%d %d", w->x, w->y); break;
    case WATCH_ROOM: snprintf(buf, len, "room %d %d", w->x, w->y); break;
    case WATCH_ENTITY: snprintf(buf, len, "entity %s", entity_name(w->entity)); break;
    case WATCH_FLAG: snprintf(buf, len, "flag %s", w->flag); break;
    }
}

/* ---- changes ---------------------------------------------------------------------- */

/* "brick holding gold, other look": flags in words, not "(flags 1)" */
static void tile_words(int kind, int content, int flags, char *buf, size_t len)
{
    describe_cell(kind, content, flags, buf, len);
}

static size_t tile_changes(const watch_target *w, const spg_trace *t,
                           bool (*fn)(const watch_change *, void *), void *ctx)
{
    if (w->x < 0 || w->y < 0 || w->x >= t->w || w->y >= t->h || !t->tile_head)
        return 0;
    trace_link(t);
    int kind = SPG_T_EMPTY, content = 0, flags = 0;
    size_t n = 0;
    for (int32_t i = t->tile_head[(size_t)w->y * (size_t)t->w + (size_t)w->x]; i >= 0;
         i = t->ev[i].next) {
        const spg_event *e = &t->ev[i];
        watch_change c = {(size_t)i, "", ""};
        if (e->kind == SPG_EV_TILE) {
            if (e->value == kind && e->a == content && e->b == flags)
                continue;
            tile_words(kind, content, flags, c.before, sizeof c.before);
            kind = e->value;
            content = e->a;
            flags = e->b;
            tile_words(kind, content, flags, c.after, sizeof c.after);
        } else if (e->kind == SPG_EV_ENTITY || e->kind == SPG_EV_ENTITY_GONE) {
            bool gone = e->kind == SPG_EV_ENTITY_GONE;
            snprintf(c.before, sizeof c.before, "%s%s", gone ? "a " : "no ", entity_name(e->value));
            snprintf(c.after, sizeof c.after, "%s%s", gone ? "no " : "a ", entity_name(e->value));
        } else {
            continue;
        }
        n++;
        if (fn && !fn(&c, ctx))
            break;
    }
    return n;
}

static size_t room_changes(const watch_target *w, const spg_result *res,
                           bool (*fn)(const watch_change *, void *), void *ctx)
{
    const spg_trace *t = &res->trace;
    /* a room's code in its style's words (a fools room's is its type, 0 safe .. 9 exit) */
    const spg_style_impl *style = spg_style_of(res);
    const char *(*code_name)(int) = style->room_code_name ? style->room_code_name
                                                          : room_code_meaning;
    if (w->x < 0 || w->y < 0 || w->x >= SPG_ROOMS_X || w->y >= SPG_ROOMS_Y)
        return 0;
    trace_link(t);
    int code = INT_MIN, layout = INT_MIN;
    size_t n = 0;
    for (int32_t i = t->room_head[w->y][w->x]; i >= 0; i = t->ev[i].next) {
        const spg_event *e = &t->ev[i];
        watch_change c = {(size_t)i, "", ""};
        if (e->kind == SPG_EV_ROOM_CODE) {
            if (e->value == code)
                continue;
            if (code == INT_MIN)
                snprintf(c.before, sizeof c.before, "no code");
            else
                snprintf(c.before, sizeof c.before, "code %d", code);
            code = e->value;
            snprintf(c.after, sizeof c.after, "code %d (%s)", code, code_name(code));
        } else if (e->kind == SPG_EV_LAYOUT) {
            if (e->value == layout)
                continue;
            if (layout == INT_MIN)
                snprintf(c.before, sizeof c.before, "no layout");
            else
                snprintf(c.before, sizeof c.before, "layout %d", layout);
            layout = e->value;
            snprintf(c.after, sizeof c.after, "layout '%s'", e->text ? e->text : "?");
        } else if (e->kind == SPG_EV_CHUNK) {
            snprintf(c.before, sizeof c.before, "no chunk at %d,%d", (int)e->a, (int)e->b);
            snprintf(c.after, sizeof c.after, "chunk '%s' at %d,%d", e->text ? e->text : "?",
                     (int)e->a, (int)e->b);
        } else {
            continue;
        }
        n++;
        if (fn && !fn(&c, ctx))
            break;
    }
    return n;
}

static size_t log_changes(const watch_target *w, const spg_trace *t,
                          bool (*fn)(const watch_change *, void *), void *ctx)
{
    bool flag_set = false;
    int flag_value = 0;
    size_t n = 0;
    for (size_t i = 0; i < t->n; i++) {
        const spg_event *e = &t->ev[i];
        watch_change c = {i, "", ""};
        if (w->kind == WATCH_ENTITY) {
            if ((e->kind != SPG_EV_ENTITY && e->kind != SPG_EV_ENTITY_GONE) || e->value != w->entity)
                continue;
            bool gone = e->kind == SPG_EV_ENTITY_GONE;
            snprintf(c.before, sizeof c.before, "%s at %d,%d", gone ? "placed" : "none",
                     e->focus.x, e->focus.y);
            snprintf(c.after, sizeof c.after, "%s at %d,%d", gone ? "removed" : "placed",
                     e->focus.x, e->focus.y);
        } else {
            if (e->kind != SPG_EV_FLAG || !e->text || strcmp(e->text, w->flag) != 0)
                continue;
            /* a JSON flag starts the level false (the shop null) and reads in its words;
             * a style's own starts unset and reads as its number */
            const level_flag *lf = level_flag_find(w->flag);
            if (lf && !flag_set) {
                flag_set = true;
                flag_value = lf->shop ? SPG_SHOP_NONE : 0;
            }
            if (flag_set && e->value == flag_value)
                continue;
            if (lf)
                snprintf(c.before, sizeof c.before, "%s", level_flag_words(lf, flag_value));
            else if (flag_set)
                snprintf(c.before, sizeof c.before, "%d", flag_value);
            else
                snprintf(c.before, sizeof c.before, "unset");
            flag_set = true;
            flag_value = e->value;
            if (lf)
                snprintf(c.after, sizeof c.after, "%s", level_flag_words(lf, flag_value));
            else
                snprintf(c.after, sizeof c.after, "%d", flag_value);
        }
        n++;
        if (fn && !fn(&c, ctx))
            break;
    }
    return n;
}

size_t watch_changes(const watch_target *w, const spg_result *res,
                     bool (*fn)(const watch_change *c, void *ctx), void *ctx)
{
    const spg_trace *t = &res->trace;
    switch (w->kind) {
    case WATCH_TILE: return tile_changes(w, t, fn, ctx);
    case WATCH_ROOM: return room_changes(w, res, fn, ctx);
    default: return log_changes(w, t, fn, ctx);
    }
}

uint32_t watch_pos_of_event(const spg_result *res, size_t i)
{
    /* draw_event is increasing: count its entries <= i */
    const uint32_t *de = res->trace.draw_event;
    size_t lo = 0, hi = res->trace.ndraws;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (de[mid] <= i)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (uint32_t)lo;
}

typedef struct finder {
    const spg_result *res;
    uint32_t pos;
    int dir;
    bool found;
    watch_change best;
} finder;

static bool find_one(const watch_change *c, void *ctx)
{
    finder *f = ctx;
    uint32_t p = watch_pos_of_event(f->res, c->event);
    if (f->dir >= 0) {
        if (p > f->pos) {
            f->best = *c;
            f->found = true;
            return false; /* the first one after: done */
        }
        return true;
    }
    if (p < f->pos) {
        f->best = *c; /* the latest so far; keep going */
        f->found = true;
        return true;
    }
    return false;
}

bool watch_find(const watch_target *w, const spg_result *res, uint32_t pos, int dir,
                watch_change *out)
{
    finder f = {res, pos, dir, false, {0, "", ""}};
    watch_changes(w, res, find_one, &f);
    if (f.found)
        *out = f.best;
    return f.found;
}
