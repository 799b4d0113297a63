/* debug.c — the explorer's debugger commands: breakpoints and watchpoints (`:break`,
 * `:watch`, `:info break`, `:delete`, `:disable`, `:enable`), `c` / `C` to continue
 * forward or back to the next one met, `}` / `{` to the next or previous change of the
 * tile under the cursor, "what if" (`:force`, `:unforce`) and `:diff` with a second
 * generation (`)` / `(` hop between the tiles that differ).  The matching is the library's (src/explore/stops.h); this
 * file only says what happened.  No curses here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/explore/diff.h"
#include "../src/explore/sitecheck.h"
#include "../src/output/describe.h"
#include "../src/quirks.h"
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
    snprintf(a->info[a->ninfo++], sizeof a->info[0], "Num  Type        Disp On   Hits  What");
    for (int i = 0; i < a->stops.n; i++) {
        const stop *s = &a->stops.s[i];
        char text[sizeof s->text]; /* a copy: source and destination are both inside a */
        memcpy(text, s->text, sizeof text);
        snprintf(a->info[a->ninfo++], sizeof a->info[0], "%-4d %-11s %-4s %-4s %5zu  %s", s->number,
                 s->kind == STOP_BREAK ? "breakpoint" : "watchpoint", s->temporary ? "del" : "keep",
                 s->enabled ? "y" : "n", stops_count(s, a->res), text);
        if (s->ignore && a->ninfo < (int)(sizeof a->info / sizeof a->info[0]) - 3)
            snprintf(a->info[a->ninfo++], sizeof a->info[0], "        will ignore the next %u hit%s",
                     s->ignore, s->ignore == 1 ? "" : "s");
    }
    snprintf(a->info[a->ninfo++], sizeof a->info[0], " ");
    snprintf(a->info[a->ninfo++], sizeof a->info[0],
             "Hits: draws (breakpoints) or changes (watchpoints) on this level.");
}

/* enable/disable/delete of one stop (number > 0) or of all. */
static void for_stops(app *a, explore_cmd_kind kind, int number)
{
    const char *verb = kind == EC_DELETE ? "deleted" : kind == EC_ENABLE ? "enabled" : "disabled";
    if (number == 0) {
        if (a->stops.n == 0) {
            app_message(a, true, "there are no breakpoints or watchpoints");
            return;
        }
        int n = a->stops.n;
        if (kind == EC_DELETE)
            stops_clear(&a->stops);
        else
            for (int i = 0; i < a->stops.n; i++)
                a->stops.s[i].enabled = kind == EC_ENABLE;
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
    if (kind == EC_DELETE)
        stops_delete(&a->stops, number);
    else
        s->enabled = kind == EC_ENABLE;
    app_message(a, false, "%s %s %d (%s)", verb, what, number, text);
}

/* :break SPEC with a site glob that takes no site the style draws (its rules file and its
 * data name them all) would never stop: refused, saying what was probably meant.  A spec
 * that does not parse goes on to stops_add_break, which says why; where the style has no
 * rules file to check against (none in the data, nor in spelgen's own) it is set. */
static bool break_can_stop(app *a, const char *spec)
{
    bp_spec bp;
    char err[256];
    if (bp_spec_parse(spec, a->res, &bp, err, sizeof err) != 0)
        return true;
    const char *style = spg_style_of(a->res)->name;
    spg_style index = a->res->style;
    app_rules_for_style(a, style);
    char msg[400];
    int n = -1;
    const char *names[1024];
    if (a->scripts) {
        /* the scripts' sites are their lines: those this level drew at are the ones
         * known (a line that draws in another level is refused here, said so) */
        int all = scripts_site_names(a->res, names, 1024);
        n = 0;
        size_t o = (size_t)snprintf(msg, sizeof msg, "no draw of this level is made at '%s' "
                                    "(the scripts drew at", bp.site);
        for (int i = 0; i < all; i++) {
            n += bp_site_matches(&bp, names[i]);
            if (i < 8 && o < sizeof msg)
                o += (size_t)snprintf(msg + o, sizeof msg - o, "%s%s", i ? ", " : " ", names[i]);
        }
        if (o < sizeof msg)
            snprintf(msg + o, sizeof msg - o, "%s)", all > 8 ? ", ..." : "");
    } else if (!a->rules_err[0]) {
        int all = site_names(&a->rules, &a->data, index, names, 1024);
        n = site_check(&bp, names, all, style, msg, sizeof msg);
    }
    bp_spec_free(&bp);
    if (n == 0) {
        app_message(a, true, "break: %s", msg);
        return false;
    }
    return true;
}

void app_debug_command(app *a, const explore_cmd *c)
{
    char err[256];
    int n;
    switch (c->kind) {
    case EC_BREAK:
        if (!break_can_stop(a, c->text))
            break;
        /* fall through */
    case EC_WATCH:
        n = c->kind == EC_BREAK ? stops_add_break(&a->stops, c->text, a->res, err, sizeof err)
                                : stops_add_watch(&a->stops, c->text, a->res, err, sizeof err);
        if (n < 0) {
            app_message(a, true, "%s: %s", c->kind != EC_BREAK ? "watch" : c->on ? "tbreak" : "break",
                        err);
        } else {
            stops_get(&a->stops, n)->temporary = c->kind == EC_BREAK && c->on;
            report_count(a, n);
        }
        break;
    case EC_CONDITION:
        if (stops_condition(&a->stops, (int)c->u, c->text, a->res, err, sizeof err) != 0) {
            app_message(a, true, "condition: %s", err);
            break;
        }
        if (!c->text[0]) {
            stop *s = stops_get(&a->stops, (int)c->u);
            app_message(a, false, "breakpoint %d is now unconditional: %s, %zu draws on this level",
                        (int)c->u, s->text, stops_count(s, a->res));
        } else {
            report_count(a, (int)c->u);
        }
        break;
    case EC_IGNORE: {
        stop *s = stops_get(&a->stops, (int)c->u);
        if (!s) {
            app_message(a, true, "no breakpoint or watchpoint number %u ('info break' lists them)",
                        c->u);
            break;
        }
        s->ignore = (uint32_t)c->x;
        if (c->x == 0)
            app_message(a, false, "%s %u will stop at its next hit", s->kind == STOP_BREAK ?
                        "breakpoint" : "watchpoint", c->u);
        else
            app_message(a, false, "will ignore the next %d hit%s of %s %u (%s)", c->x,
                        c->x == 1 ? "" : "s", s->kind == STOP_BREAK ? "breakpoint" : "watchpoint",
                        c->u, s->text);
        break;
    }
    case EC_INFO:
        fill_info(a);
        a->help = true;
        a->help_info = true;
        a->info_title[0] = 0;
        a->help_top = 0;
        a->help_scrolled = false;
        break;
    case EC_DELETE:
    case EC_DISABLE:
    case EC_ENABLE:
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
    uint32_t from = a->st.pos;
    bool met = false;
    int passed = 0;
    /* ignore N COUNT: a hit still to pass is passed, and counted off */
    while ((met = stops_next(&a->stops, a->res, from, dir, &h))) {
        stop *s = stops_get(&a->stops, h.number);
        if (!s || !s->ignore)
            break;
        s->ignore--;
        passed++;
        from = h.pos;
    }
    if (!met) {
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
    /* a watched tile is worth looking at: the cursor goes there */
    const stop *s = stops_get(&a->stops, h.number);
    if (s && s->kind == STOP_WATCH && s->w.kind == WATCH_TILE)
        app_select_tile(a, s->w.x, s->w.y, false);
    char extra[96] = "";
    if (passed)
        snprintf(extra, sizeof extra, " (%d hit%s ignored)", passed, passed == 1 ? "" : "s");
    if (s && s->temporary) {
        size_t k = strlen(extra);
        snprintf(extra + k, sizeof extra - k, "; temporary breakpoint %d deleted", s->number);
        stops_delete(&a->stops, s->number);
    }
    app_message(a, false, "%s%s", buf, extra);
}

void app_continue_n(app *a, int dir, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        char said[sizeof a->msg];
        memcpy(said, a->msg, sizeof said);
        bool was_err = a->msg_err;
        a->msg_err = false;
        app_continue(a, dir);
        if (a->msg_err) {
            if (i > 0) { /* the last one that moved says where it stopped */
                memcpy(a->msg, said, sizeof said);
                a->msg_err = was_err;
            }
            return;
        }
    }
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
    a->forces_only = true;
    if (app_generate(a, &rq, draw) != 0) {
        a->nforce--;
        return;
    }
    if (whatif_check(a->force, a->nforce, a->res, err, sizeof err) != 0) {
        /* the style could not take it: back to the level as it was */
        a->nforce--;
        char said[sizeof a->msg];
        snprintf(said, sizeof said, "%s", err);
        a->forces_only = true;
        app_generate(a, &rq, draw);
        app_message(a, true, "%s", said);
        return;
    }
    int nt = a->have_diff ? a->diff->ntiles : 0, nr = a->have_diff ? a->diff->nrooms : 0;
    if (a->nforce > 1 && a->spare_res && a->spare_res->trace.ev) {
        /* what THIS force changed: the level with the forces before it (the one just
         * replaced) against this one; the totals against the level as drawn after it */
        level_compare c;
        if (diff_compare(a->res, a->spare_res, &c) == 0) {
            int tt = c.d.ntiles, tr = c.d.nrooms;
            diff_free(&c);
            app_message(a, false, "draw #%u returns %d: this force changes %d tile%s and %d room%s "
                        "of the level with the %d force%s before it; with all %d, %d tile%s and %d "
                        "room%s differ from the level as drawn (marked; :unforce drops them)", draw,
                        (int)value, tt, tt == 1 ? "" : "s", tr, tr == 1 ? "" : "s", a->nforce - 1,
                        a->nforce == 2 ? "" : "s", a->nforce, nt, nt == 1 ? "" : "s", nr,
                        nr == 1 ? "" : "s");
            app_note_dropped(a);
            return;
        }
    }
    app_message(a, false, "draw #%u returns %d: %d tile%s and %d room%s differ from the level as "
                "drawn (marked; :unforce drops it)", draw, (int)value, nt, nt == 1 ? "" : "s", nr,
                nr == 1 ? "" : "s");
    app_note_dropped(a);
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
    a->forces_only = true;
    if (app_generate(a, &rq, a->st.pos) != 0) {
        a->nforce = had;
        return;
    }
    app_message(a, false, "dropped %d force%s: the level as drawn, %u draws, still at draw %u", had,
                had == 1 ? "" : "s", a->st.ndraws, a->st.pos);
}

void app_compare(app *a)
{
    a->have_diff = false;
    a->cmp_diverge = 0;
    if (a->cmp_kind == CMP_NONE && !a->nforce)
        return;
    if (!a->base && !(a->base = calloc(1, sizeof *a->base)))
        return;
    if (!a->diff && !(a->diff = malloc(sizeof *a->diff)))
        return;
    /* the other side: the level shown with one thing changed */
    spg_request rq = a->rq;
    const spg_data *data = &a->data;
    spg_force more[WHATIF_MAX_FORCES + 1];
    switch (a->cmp_kind) {
    case CMP_NONE: /* the level as drawn: built once while only the forces change */
        rq.force = NULL;
        rq.nforce = 0;
        break;
    case CMP_QUIRK:
        rq.opt.quirks ^= 1u << a->cmp_quirk;
        break;
    case CMP_SEED:
        rq.seed = a->cmp_seed;
        break;
    case CMP_DATA:
        data = &a->cmp_data;
        break;
    case CMP_FORCE:
        memcpy(more, a->force, sizeof a->force[0] * (size_t)a->nforce);
        more[a->nforce] = a->cmp_force;
        rq.force = more;
        rq.nforce = a->nforce + 1;
        break;
    }
    rq.trace = true; /* for where the draws part */
    char err[256];
    if (!(a->cmp_kind == CMP_NONE && a->base_drawn)) {
        a->base_drawn = false;
        if (spg_generate(&rq, data, a->base, err, sizeof err) != 0) {
            app_message(a, true, "diff: the other side does not build: %s", err);
            return;
        }
        a->base_drawn = a->cmp_kind == CMP_NONE;
    }
    level_compare c;
    if (diff_compare(a->res, a->base, &c) != 0)
        return;
    *a->diff = c.d;
    a->cmp_diverge = c.diverge;
    diff_free(&c);
    a->have_diff = true;
}

/* The draw in words for the diff's message. */
static void side_words(const spg_result *r, uint32_t d, char *buf, size_t len)
{
    if (d == 0 || d > r->trace.ndraws) {
        snprintf(buf, len, "no draw #%u", d);
        return;
    }
    /* short: both sides share one status line */
    const spg_event *e = &r->trace.ev[r->trace.draw_event[d - 1]];
    snprintf(buf, len, "%s=%d%s%.28s%s", e->site ? e->site->name : "?", (int)e->value,
             e->text ? " " : "", e->text ? e->text : "", e->text && strlen(e->text) > 28 ? "..." : "");
}

void app_diff(app *a, const char *args)
{
    char what[32] = "", arg[200] = "", arg2[32] = "";
    sscanf(args, "%31s %199s %31s", what, arg, arg2);
    if (!what[0]) {
        if (a->cmp_kind == CMP_NONE) {
            app_message(a, true, "no diff: ':diff quirk NAME', 'diff seed S', 'diff data DIR' or "
                                 "'diff force N V' sets one");
            return;
        }
        if (!a->cmp_diverge) {
            app_message(a, false, "diff %s: the draws do not part", a->cmp_text);
            return;
        }
        app_jump(a, a->cmp_diverge);
        app_message(a, false, "diff %s: the draws part at #%u", a->cmp_text, a->cmp_diverge);
        return;
    }
    int kind = CMP_NONE;
    if (strcmp(what, "off") == 0) {
        a->cmp_kind = CMP_NONE;
        app_compare(a);
        app_message(a, false, "diff off%s", a->nforce ? ": the map marks what the forces change" : "");
        return;
    } else if (strcmp(what, "quirk") == 0) {
        int q = quirk_find(arg);
        if (!arg[0]) {
            app_message(a, true, "diff quirk needs a quirk's name, as 'diff quirk walk-else'; "
                                 "':quirk' alone lists them");
            return;
        }
        if (q < 0) {
            app_message(a, true, "diff quirk: '%s' is not a quirk; ':quirk' alone lists them", arg);
            return;
        }
        a->cmp_quirk = q;
        kind = CMP_QUIRK;
        bool on = a->rq.opt.quirks & (1u << q);
        snprintf(a->cmp_text, sizeof a->cmp_text, "quirk %s %s", spg_quirks[q].name, on ? "off" : "on");
    } else if (strcmp(what, "seed") == 0) {
        if (spg_parse_u32(arg, &a->cmp_seed) != 0) {
            app_message(a, true, "diff seed: '%s' is not a seed; give 0-4294967295, decimal or 0x hex", arg);
            return;
        }
        kind = CMP_SEED;
        snprintf(a->cmp_text, sizeof a->cmp_text, "%s %u", a->rq.from_state ? "state" : "seed", a->cmp_seed);
    } else if (strcmp(what, "data") == 0) {
        char err[512];
        if (!arg[0]) {
            app_message(a, true, "diff data needs a directory, as 'diff data ./mydata'");
            return;
        }
        if (a->cmp_data_loaded)
            spg_data_free(&a->cmp_data);
        a->cmp_data_loaded = false;
        if (spg_data_load(arg, &a->cmp_data, err, sizeof err) != 0) {
            app_message(a, true, "diff data: %s", err);
            return;
        }
        a->cmp_data_loaded = true;
        kind = CMP_DATA;
        snprintf(a->cmp_text, sizeof a->cmp_text, "data %s", arg);
    } else if (strcmp(what, "force") == 0) {
        char nv[240], err[256];
        if (arg2[0])
            snprintf(nv, sizeof nv, "%s=%s", arg, arg2);
        else
            snprintf(nv, sizeof nv, "%s", arg);
        if (whatif_parse(nv, &a->cmp_force, err, sizeof err) != 0 ||
            whatif_check_draw(a->res, a->cmp_force.draw, a->cmp_force.value, err, sizeof err) != 0) {
            app_message(a, true, "diff force: %s", err);
            return;
        }
        if (a->nforce == WHATIF_MAX_FORCES) {
            app_message(a, true, "diff force: at most %d forces", WHATIF_MAX_FORCES);
            return;
        }
        kind = CMP_FORCE;
        snprintf(a->cmp_text, sizeof a->cmp_text, "force #%u=%d", a->cmp_force.draw,
                 (int)a->cmp_force.value);
    } else {
        app_message(a, true, "diff takes quirk NAME, seed S, data DIR, force N V or off, not '%s'", what);
        return;
    }
    a->cmp_kind = kind;
    app_compare(a);
    if (!a->have_diff) {
        a->cmp_kind = CMP_NONE;
        return; /* its message says why */
    }
    if (!a->cmp_diverge) {
        app_message(a, false, "diff %s: the draws do not part; %d tile%s differ%s", a->cmp_text,
                    a->diff->ntiles, a->diff->ntiles == 1 ? "" : "s", a->diff->ntiles == 1 ? "s" : "");
        return;
    }
    char wa[120], wb[120];
    side_words(a->res, a->cmp_diverge, wa, sizeof wa);
    side_words(a->base, a->cmp_diverge, wb, sizeof wb);
    app_jump(a, a->cmp_diverge);
    if (a->res->start_state != a->base->start_state) {
        /* a game from a seed: the levels before this one drew differently, so this one
         * starts from another state, and every draw of it parts, the first too */
        app_message(a, false, "diff %s: the level starts from another RNG state (0x%08X here, "
                    "0x%08X there): the change moved the draws of levels 1-%d before it, so "
                    "they part at #1; %d tile%s, %d room%s differ, ) ( hop", a->cmp_text,
                    a->res->start_state, a->base->start_state, a->rq.level - 1, a->diff->ntiles,
                    a->diff->ntiles == 1 ? "" : "s", a->diff->nrooms, a->diff->nrooms == 1 ? "" : "s");
        return;
    }
    /* the status line names the diff already */
    app_message(a, false, "the draws part at #%u: %s | other: %s; %d tile%s, %d room%s differ, ) ( "
                "hop", a->cmp_diverge, wa, wb, a->diff->ntiles, a->diff->ntiles == 1 ? "" : "s",
                a->diff->nrooms, a->diff->nrooms == 1 ? "" : "s");
}

void app_diff_hop(app *a, int dir)
{
    if (!a->have_diff || !a->diff->ntiles) {
        app_message(a, true, "no differing tiles: ':diff quirk NAME' or ':force N V' marks some");
        return;
    }
    const spg_level *L = &a->res->level;
    int n = L->w * L->h, at = a->cy * L->w + a->cx;
    for (int k = 1; k <= n; k++) {
        int i = ((at + (dir > 0 ? k : -k)) % n + n) % n;
        int x = i % L->w, y = i / L->w;
        if (a->diff->tile[y][x]) {
            app_select_tile(a, x, y, false);
            char here[160], there[160] = "?";
            describe_tile(L, x, y, here, sizeof here);
            if (a->base)
                describe_tile(&a->base->level, x, y, there, sizeof there);
            app_message(a, false, "tile %d,%d differs: %s here, %s on the other side  () next, "
                        "( previous)", x, y, here, there);
            return;
        }
    }
}
