/* stops.c — the numbered list of breakpoints and watchpoints, and `continue` over it. */
#include "stops.h"

#include <stdio.h>
#include <string.h>

static int add(stop_list *l, char *err, size_t errlen)
{
    if (l->n == STOPS_MAX) {
        if (errlen)
            snprintf(err, errlen, "at most %d breakpoints and watchpoints: delete one first "
                                  "(delete N)", STOPS_MAX);
        return -1;
    }
    return l->n;
}

/* Numbers the stop just parsed into l's next slot and keeps it, enabled. */
static int keep(stop_list *l, stop *s, stop_kind kind)
{
    s->kind = kind;
    s->enabled = true;
    s->number = ++l->last_number;
    l->n++;
    return s->number;
}

int stops_add_break(stop_list *l, const char *spec, const spg_result *res, char *err,
                    size_t errlen)
{
    int i = add(l, err, errlen);
    if (i < 0)
        return -1;
    stop *s = &l->s[i];
    memset(s, 0, sizeof *s);
    if (bp_spec_parse(spec, res, &s->bp, err, errlen) != 0)
        return -1;
    bp_spec_format(&s->bp, s->text, sizeof s->text);
    return keep(l, s, STOP_BREAK);
}

int stops_add_watch(stop_list *l, const char *target, const spg_result *res, char *err,
                    size_t errlen)
{
    int i = add(l, err, errlen);
    if (i < 0)
        return -1;
    stop *s = &l->s[i];
    memset(s, 0, sizeof *s);
    if (watch_parse(target, res, &s->w, err, errlen) != 0)
        return -1;
    watch_format(&s->w, s->text, sizeof s->text);
    return keep(l, s, STOP_WATCH);
}

int stops_condition(stop_list *l, int number, const char *cond, const spg_result *res,
                    char *err, size_t errlen)
{
    stop *s = stops_get(l, number);
    if (!s) {
        snprintf(err, errlen, "no breakpoint number %d ('info break' lists them)", number);
        return -1;
    }
    if (s->kind != STOP_BREAK) {
        snprintf(err, errlen, "%d is a watchpoint: its changes have no condition (a breakpoint "
                 "has)", number);
        return -1;
    }
    /* the spec again, its site and phase as they were, the new conditions after them */
    char text[BP_TEXT * 3];
    size_t n = 0;
    text[0] = 0;
    if (s->bp.site[0])
        n += (size_t)snprintf(text + n, sizeof text - n, "%s", s->bp.site);
    if (s->bp.phase[0] && n < sizeof text)
        n += (size_t)snprintf(text + n, sizeof text - n, "%sphase %s", n ? " " : "", s->bp.phase);
    if (cond && *cond && n < sizeof text)
        n += (size_t)snprintf(text + n, sizeof text - n, "%sif %s", n ? " " : "", cond);
    if (n >= sizeof text) {
        snprintf(err, errlen, "the condition is too long");
        return -1;
    }
    if (!text[0]) {
        snprintf(err, errlen, "breakpoint %d has no site or phase: without a condition it would "
                 "stop at every draw (delete %d instead)", number, number);
        return -1;
    }
    bp_spec bp;
    if (bp_spec_parse(text, res, &bp, err, errlen) != 0)
        return -1;
    bp_spec_free(&s->bp);
    s->bp = bp;
    bp_spec_format(&s->bp, s->text, sizeof s->text);
    return 0;
}

stop *stops_get(stop_list *l, int number)
{
    for (int i = 0; i < l->n; i++)
        if (l->s[i].number == number)
            return &l->s[i];
    return NULL;
}

static const stop *find_const(const stop_list *l, int number)
{
    for (int i = 0; i < l->n; i++)
        if (l->s[i].number == number)
            return &l->s[i];
    return NULL;
}

bool stops_delete(stop_list *l, int number)
{
    stop *s = stops_get(l, number);
    if (!s)
        return false;
    if (s->kind == STOP_BREAK)
        bp_spec_free(&s->bp);
    int i = (int)(s - l->s);
    /* the regexes move with their specs: a bitwise move keeps one owner */
    memmove(&l->s[i], &l->s[i + 1], (size_t)(l->n - i - 1) * sizeof l->s[0]);
    l->n--;
    return true;
}

void stops_clear(stop_list *l)
{
    for (int i = 0; i < l->n; i++)
        if (l->s[i].kind == STOP_BREAK)
            bp_spec_free(&l->s[i].bp);
    l->n = 0;
}

size_t stops_count(const stop *s, const spg_result *res)
{
    if (s->kind == STOP_BREAK)
        return bp_spec_count(&s->bp, res);
    return watch_changes(&s->w, res, NULL, NULL);
}

bool stops_next(const stop_list *l, const spg_result *res, uint32_t pos, int dir,
                stop_hit *out)
{
    bool found = false;
    for (int i = 0; i < l->n; i++) {
        const stop *s = &l->s[i];
        if (!s->enabled)
            continue;
        stop_hit h = {s->number, 0, 0, {0, "", ""}};
        if (s->kind == STOP_BREAK) {
            h.draw = bp_spec_find(&s->bp, res, pos, dir);
            if (!h.draw)
                continue;
            h.pos = h.draw;
        } else {
            if (!watch_find(&s->w, res, pos, dir, &h.change))
                continue;
            h.pos = watch_pos_of_event(res, h.change.event);
        }
        bool better = !found || (dir >= 0 ? h.pos < out->pos : h.pos > out->pos) ||
                      (h.pos == out->pos && h.number < out->number);
        if (better) {
            *out = h;
            found = true;
        }
    }
    return found;
}

void stops_describe(const stop_list *l, const spg_result *res, const stop_hit *h, char *buf,
                    size_t len)
{
    const stop *s = find_const(l, h->number);
    if (!s) {
        snprintf(buf, len, "stopped at draw #%u", h->pos);
        return;
    }
    if (s->kind == STOP_BREAK) {
        const spg_event *e = h->draw && h->draw <= res->trace.ndraws
                                 ? &res->trace.ev[res->trace.draw_event[h->draw - 1]]
                                 : NULL;
        char call[48] = "";
        if (e)
            trace_format_call(e, call, sizeof call);
        snprintf(buf, len, "breakpoint %d (%s): draw #%u %s = %d%s%s", s->number, s->text,
                 h->draw, call, e ? (int)e->value : 0, e && e->text ? ", " : "",
                 e && e->text ? e->text : "");
        return;
    }
    const spg_event *e = h->change.event < res->trace.n ? &res->trace.ev[h->change.event] : NULL;
    uint32_t cause = e ? e->draw : 0;
    char by[40] = "";
    if (cause)
        snprintf(by, sizeof by, ", by draw #%u", cause);
    else
        snprintf(by, sizeof by, ", at draw #%u", h->pos);
    snprintf(buf, len, "watchpoint %d (%s): %s -> %s%s", s->number, s->text, h->change.before,
             h->change.after, by);
}
