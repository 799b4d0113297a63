/* debug.c — the explorer's debugger commands: breakpoints and watchpoints (`:break`,
 * `:watch`, `:info break`, `:delete`, `:disable`, `:enable`), `c` / `C` to continue
 * forward or back to the next one met, `}` / `{` to the next or previous change of the
 * tile under the cursor, and "what if" (`:force`, `:unforce`).  The matching is the library's (src/explore/stops.h); this
 * file only says what happened.  No curses here. */
#include <stdio.h>
#include <string.h>

#include "app.h"

static void report_count(app *a, int number)
{
    stop *s = stops_get(&a->stops, number);
    size_t n = stops_count(s, a->res);
    const char *what = s->kind == STOP_BREAK ? "breakpoint" : "watchpoint";
    const char *unit = s->kind == STOP_BREAK ? (n == 1 ? "draw" : "draws")
                                             : (n == 1 ? "change" : "changes");
    if (n == 0)
        app_message(a, false, "%s %d: %s (no %s on this level; c continues, C goes back)", what,
                    number, s->text, s->kind == STOP_BREAK ? "draw matches it" : "event changes it");
    else
        app_message(a, false, "%s %d: %s, %zu %s on this level (c continue, C back)", what, number,
                    s->text, n, unit);
}

/* The list `:info break` shows, one line a stop, as gdb's table. */
static void fill_info(app *a)
{
    a->ninfo = 0;
    if (a->stops.n == 0) {
        snprintf(a->info[a->ninfo++], sizeof a->info[0],
                 "No breakpoints or watchpoints: ':break SPEC' or ':watch X Y' sets one.");
        return;
    }
    snprintf(a->info[a->ninfo++], sizeof a->info[0], "Num  Type        On   Hits  What");
    for (int i = 0; i < a->stops.n; i++) {
        const stop *s = &a->stops.s[i];
        snprintf(a->info[a->ninfo++], sizeof a->info[0], "%-4d %-11s %-4s %5zu  %s", s->number,
                 s->kind == STOP_BREAK ? "breakpoint" : "watchpoint", s->enabled ? "y" : "n",
                 stops_count(s, a->res), s->text);
    }
    snprintf(a->info[a->ninfo++], sizeof a->info[0], " ");
    snprintf(a->info[a->ninfo++], sizeof a->info[0],
             "Hits: draws (breakpoints) or changes (watchpoints) on this level.");
}

/* enable/disable/delete of one stop (number > 0) or of all. */
static void for_stops(app *a, tui_cmd_kind kind, int number)
{
    const char *verb = kind == TC_DELETE ? "deleted" : kind == TC_ENABLE ? "enabled" : "disabled";
    if (number == 0) {
        if (a->stops.n == 0) {
            app_message(a, true, "there are no breakpoints or watchpoints");
            return;
        }
        int n = a->stops.n;
        if (kind == TC_DELETE)
            stops_clear(&a->stops);
        else
            for (int i = 0; i < a->stops.n; i++)
                a->stops.s[i].enabled = kind == TC_ENABLE;
        app_message(a, false, "%s all %d breakpoints and watchpoints", verb, n);
        return;
    }
    stop *s = stops_get(&a->stops, number);
    if (!s) {
        app_message(a, true, "no breakpoint or watchpoint number %d ('info break' lists them)",
                    number);
        return;
    }
    const char *what = s->kind == STOP_BREAK ? "breakpoint" : "watchpoint";
    char text[sizeof s->text];
    snprintf(text, sizeof text, "%s", s->text);
    if (kind == TC_DELETE)
        stops_delete(&a->stops, number);
    else
        s->enabled = kind == TC_ENABLE;
    app_message(a, false, "%s %s %d (%s)", verb, what, number, text);
}

void app_debug_command(app *a, const tui_cmd *c)
{
    char err[256];
    int n;
    switch (c->kind) {
    case TC_BREAK:
    case TC_WATCH:
        n = c->kind == TC_BREAK ? stops_add_break(&a->stops, c->text, a->res, err, sizeof err)
                                : stops_add_watch(&a->stops, c->text, a->res, err, sizeof err);
        if (n < 0)
            app_message(a, true, "%s: %s", c->kind == TC_BREAK ? "break" : "watch", err);
        else
            report_count(a, n);
        break;
    case TC_INFO:
        fill_info(a);
        a->help = true;
        a->help_info = true;
        a->help_top = 0;
        break;
    case TC_DELETE:
    case TC_DISABLE:
    case TC_ENABLE:
        for_stops(a, c->kind, (int)c->u);
        break;
    default:
        break;
    }
}

void app_continue(app *a, int dir)
{
    if (a->stops.n == 0) {
        app_message(a, true, "no breakpoints or watchpoints to %s to: ':break SPEC' or ':watch X "
                             "Y' sets one", dir > 0 ? "continue" : "go back");
        return;
    }
    stop_hit h;
    if (!stops_next(&a->stops, a->res, a->st.pos, dir, &h)) {
        bool any = false;
        for (int i = 0; i < a->stops.n; i++)
            any |= a->stops.s[i].enabled;
        if (!any)
            app_message(a, true, "every breakpoint and watchpoint is disabled ('enable N')");
        else if (dir > 0)
            app_message(a, true, "no breakpoint or watchpoint is met after draw %u: still at "
                                 "draw %u", a->st.pos, a->st.pos);
        else
            app_message(a, true, "no breakpoint or watchpoint is met before draw %u: still at "
                                 "draw %u", a->st.pos, a->st.pos);
        return;
    }
    app_jump(a, h.pos);
    char buf[sizeof a->msg];
    stops_describe(&a->stops, a->res, &h, buf, sizeof buf);
    app_message(a, false, "%s", buf);
    /* a watched tile is worth looking at: the cursor goes there */
    const stop *s = stops_get(&a->stops, h.number);
    if (s && s->kind == STOP_WATCH && s->w.kind == WATCH_TILE)
        app_select_tile(a, s->w.x, s->w.y, false);
}

void app_tile_change(app *a, int dir)
{
    watch_target w = {WATCH_TILE, a->cx, a->cy, 0, ""};
    watch_change c;
    if (!watch_find(&w, a->res, a->st.pos, dir, &c)) {
        app_message(a, true, "tile %d,%d does not change %s draw %u", a->cx, a->cy,
                    dir > 0 ? "after" : "before", a->st.pos);
        return;
    }
    uint32_t pos = watch_pos_of_event(a->res, c.event);
    app_jump(a, pos);
    a->follow_cursor = true;
    const spg_event *e = &a->res->trace.ev[c.event];
    char by[32] = "";
    if (e->draw)
        snprintf(by, sizeof by, " by draw #%u", e->draw);
    app_message(a, false, "tile %d,%d: %s -> %s%s  (} next change, { previous)", a->cx, a->cy,
                c.before, c.after, by);
}

void app_force(app *a, uint32_t draw, int32_t value)
{
    char err[256];
    if (whatif_check_draw(a->res, draw, value, err, sizeof err) != 0) {
        app_message(a, true, "%s", err);
        return;
    }
    if (a->nforce == WHATIF_MAX_FORCES) {
        app_message(a, true, "at most %d forces: ':unforce' drops them", WHATIF_MAX_FORCES);
        return;
    }
    a->force[a->nforce++] = (spg_force){draw, value};
    spg_request rq = a->rq;
    if (app_generate(a, &rq, draw) != 0) {
        a->nforce--;
        return;
    }
    if (whatif_check(a->force, a->nforce, a->res, err, sizeof err) != 0) {
        /* the style could not take it: back to the level as it was */
        a->nforce--;
        char said[sizeof a->msg];
        snprintf(said, sizeof said, "%s", err);
        app_generate(a, &rq, draw);
        app_message(a, true, "%s", said);
        return;
    }
    app_message(a, false, "draw #%u returns %d: %d tiles and %d rooms differ from the level as "
                "drawn (marked; :unforce drops it)", draw, (int)value,
                a->have_diff ? a->diff->ntiles : 0, a->have_diff ? a->diff->nrooms : 0);
}

void app_unforce(app *a)
{
    if (!a->nforce) {
        app_message(a, true, "no forces to drop: ':force N V' makes draw #N return V");
        return;
    }
    int had = a->nforce;
    a->nforce = 0;
    spg_request rq = a->rq;
    if (app_generate(a, &rq, a->st.pos) != 0) {
        a->nforce = had;
        return;
    }
    app_message(a, false, "dropped %d force%s: the level as drawn, %u draws, still at draw %u", had,
                had == 1 ? "" : "s", a->st.ndraws, a->st.pos);
}
