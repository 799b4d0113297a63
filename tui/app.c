/* app.c — what the explorer does, apart from drawing and reading keys: (re)generating,
 * moving through the trace, running `:` commands, searching.  No curses here. */
#include "app.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../src/cli/scripts.h"
#include "../src/explore/snapshot.h"
#include "../src/output/render.h"
#include "../src/quirks.h"

void app_message(app *a, bool err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->msg, sizeof a->msg, fmt, ap);
    va_end(ap);
    a->msg_err = err;
}

void app_note_dropped(app *a)
{
    size_t n = strlen(a->msg);
    if (a->forces_dropped)
        n += (size_t)snprintf(a->msg + n, sizeof a->msg - n,
                              "; the forces were the last level's: dropped");
    if (a->tour_dropped && n < sizeof a->msg)
        snprintf(a->msg + n, sizeof a->msg - n, "; the tour was of the level before: "
                 "':tour' starts it again");
    a->forces_dropped = a->tour_dropped = false;
}

void app_note_quirks(app *a)
{
    char off[160];
    if (!spg_style_of(a->res)->reads_quirks)
        return;
    if (!quirks_off_text(a->rq.opt.quirks, off, sizeof off))
        return;
    /* short: the status line names them beside the draw counter */
    size_t n = strlen(a->msg);
    snprintf(a->msg + n, sizeof a->msg - n, "; quirks kept off");
}

static bool log_push(app *a, log_line l)
{
    if (a->nlog == a->log_cap) {
        size_t cap = a->log_cap ? a->log_cap * 2 : 4096;
        log_line *p = realloc(a->log, cap * sizeof *p);
        if (!p)
            return false;
        a->log = p;
        a->log_cap = cap;
    }
    a->log[a->nlog++] = l;
    return true;
}

/* A room's layout writes 80 tiles under one draw: one line says it better than 80. */
static bool build_log(app *a)
{
    const spg_trace *t = &a->res->trace;
    a->nlog = 0;
    for (size_t i = 0; i < t->n; i++) {
        const spg_event *e = &t->ev[i];
        if (e->kind == SPG_EV_TILE && a->nlog) {
            log_line *last = &a->log[a->nlog - 1];
            const spg_event *le = &t->ev[last->ev];
            if (le->kind == SPG_EV_TILE && le->draw == e->draw && last->ev + last->n == i) {
                last->n++;
                continue;
            }
        }
        if (!log_push(a, (log_line){(uint32_t)i, 1}))
            return false;
    }
    return true;
}

size_t app_log_line_of(const app *a, size_t ev)
{
    size_t lo = 0, hi = a->nlog;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (a->log[mid].ev <= ev)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* Exchanges two objects in place: steppers are too big to copy through the stack. */
static void swap_bytes(void *x, void *y, size_t n)
{
    unsigned char *p = x, *q = y, t[4096];
    while (n) {
        size_t k = n < sizeof t ? n : sizeof t;
        memcpy(t, p, k);
        memcpy(p, q, k);
        memcpy(q, t, k);
        p += k;
        q += k;
        n -= k;
    }
}

int app_generate(app *a, const spg_request *rq, uint32_t keep)
{
    char err[256];
    spg_request want = *rq;
    want.trace = true;
    want.path_only = false;
    /* forces belong to the level shown: another level drops them */
    int had = a->nforce;
    if (keep == UINT32_MAX)
        a->nforce = 0;
    want.force = a->nforce ? a->force : NULL;
    want.nforce = a->nforce;
    /* the new level goes into the spare result and stepper, reusing their buffers, and
     * replaces the shown one only once it is complete */
    if (!a->spare_res && !(a->spare_res = calloc(1, sizeof *a->spare_res))) {
        app_message(a, true, "out of memory");
        return -1;
    }
    if (a->scripts && want.nforce) {
        a->nforce = had;
        app_message(a, true, "--scripts: forcing a draw changes the native port's level "
                    "only");
        return -1;
    }
    if (spg_generate(&want, &a->data, a->spare_res, err, sizeof err) != 0 ||
        (a->scripts && scripts_result_build(a->scripts_vm, &a->scripts_rec, &want,
                                            a->spare_res, err, sizeof err) != 0)) {
        a->nforce = had;
        app_message(a, true, "%s", err);
        return -1;
    }
    if (stepper_init(&a->spare_st, a->spare_res) != 0) {
        app_message(a, true, "out of memory");
        return -1;
    }
    spg_result *r = a->spare_res;
    a->spare_res = a->res;
    a->res = r;
    swap_bytes(&a->st, &a->spare_st, sizeof a->st);
    a->rq = want;
    a->tour_dropped = app_touring(a); /* its stops were placed on the level replaced */
    a->generation++;
    /* the level as drawn, for app_compare: kept while only the forces change; the level
     * just replaced is it when it had none (its buffers go to base, base's are spare) */
    bool forces_only = a->forces_only && keep != UINT32_MAX;
    a->forces_only = false;
    if (!forces_only)
        a->base_drawn = false;
    else if (a->shown_drawn && a->spare_res && a->cmp_kind == CMP_NONE && !a->base_drawn) {
        spg_result *drawn = a->spare_res;
        a->spare_res = a->base;
        a->base = drawn;
        a->base_drawn = true;
    }
    a->shown_drawn = want.nforce == 0;
    a->forces_dropped = had && !a->nforce;
    app_compare(a);
    if (!build_log(a)) {
        a->nlog = 0;
        app_message(a, true, "out of memory: the draw log is empty");
    }
    if (a->cx >= r->level.w)
        a->cx = r->level.w - 1;
    if (a->cy >= r->level.h)
        a->cy = r->level.h - 1;
    if (keep == UINT32_MAX) {
        /* another level: the jumps and marks were positions in the one before */
        jumps_init(&a->jumps);
        /* newcomers should see the path walked first: the border's draws only make bricks */
        int path = stepper_phase_find(&a->st, "path");
        if (path < 0 || stepper_phase_pos(&a->st, path, &keep) != 0)
            keep = 0;
        app_goto(a, keep);
        a->phase_start = true; /* the level opens where the path phase begins */
        return 0;
    }
    /* the same level again: where it stood, as it was shown (a draw, or a phase's start) */
    bool phase_start = a->phase_start;
    app_goto(a, keep);
    a->phase_start = phase_start;
    return 0;
}

void app_goto(app *a, uint32_t pos)
{
    stepper_seek(&a->st, pos);
    a->follow_cursor = false;
    a->phase_start = false;
}

void app_jump(app *a, uint32_t pos)
{
    uint32_t from = a->st.pos;
    app_goto(a, pos);
    jumps_record(&a->jumps, from, a->st.pos);
}

void app_jump_phase(app *a, uint32_t pos)
{
    app_jump(a, pos);
    a->phase_start = true;
}

typedef struct why_fill {
    why_entry *out;
    size_t cap, n;
} why_fill;

static void why_collect(const spg_event *e, size_t index, void *vc)
{
    why_fill *c = vc;
    (void)e;
    if (c->n < c->cap)
        c->out[c->n++] = (why_entry){(uint32_t)index, true};
}

void app_why(app *a, int x, int y)
{
    if (a->why_gen == a->generation && a->why_x == x && a->why_y == y && a->why)
        return;
    a->nwhy = 0;
    a->why_x = x;
    a->why_y = y;
    a->why_gen = a->generation;
    const spg_trace *t = &a->res->trace;
    if (x < 0 || y < 0 || x >= t->w || y >= t->h)
        return;
    /* the chains are short: one pass counts, a second fills */
    size_t n = trace_why(t, x, y, NULL, NULL);
    if (n == 0)
        n = 1;
    if (n > a->why_cap) {
        why_entry *p = realloc(a->why, n * sizeof *p);
        if (!p)
            return;
        a->why = p;
        a->why_cap = n;
    }
    why_fill c = {a->why, a->why_cap, 0};
    trace_why(t, x, y, why_collect, &c);
    a->nwhy = c.n;
    /* what shaped the tile, and what merely passed it */
    a->nshaped = 0;
    uint32_t *evs = malloc((c.n ? c.n : 1) * sizeof *evs);
    bool *shaped = malloc((c.n ? c.n : 1) * sizeof *shaped);
    if (evs && shaped) {
        for (size_t i = 0; i < c.n; i++)
            evs[i] = a->why[i].ev;
        a->nshaped = why_classify(t, evs, c.n, x, y, stepper_phase_find(&a->st, "rooms"), shaped);
        for (size_t i = 0; i < c.n; i++)
            a->why[i].shaped = shaped[i];
    } else {
        for (size_t i = 0; i < c.n; i++)
            a->why[i].shaped = true;
        a->nshaped = c.n;
    }
    free(evs);
    free(shaped);
    if (a->insp_sel >= (int)a->nwhy)
        a->insp_sel = a->nwhy ? (int)a->nwhy - 1 : 0;
}

void app_select_tile(app *a, int x, int y, bool inspect)
{
    const spg_level *L = &a->res->level;
    a->cx = x < 0 ? 0 : x >= L->w ? L->w - 1 : x;
    a->cy = y < 0 ? 0 : y >= L->h ? L->h - 1 : y;
    a->follow_cursor = true;
    if (inspect) {
        a->focus = FOCUS_INSPECT;
        a->show_inspector = true;
        app_why(a, a->cx, a->cy);
        a->insp_sel = 0;
    }
}

void app_search(app *a, int dir)
{
    if (!a->search[0]) {
        app_message(a, true, "nothing to search for: press / and type a site or words");
        return;
    }
    /* the level's words are written once, at its first search */
    if (a->tix_gen != a->generation || !a->tix_ok) {
        a->tix_ok = text_index_build(&a->tix, a->res) == 0;
        a->tix_gen = a->generation;
        if (!a->tix_ok) {
            app_message(a, true, "out of memory: the draws cannot be searched");
            return;
        }
    }
    regex_t re;
    bool literal;
    char err[128];
    if (text_search_compile(&re, a->search, &literal, err, sizeof err) != 0) {
        app_message(a, true, "%s", err);
        return;
    }
    bool wrapped;
    uint32_t d = text_index_find(&a->tix, &re, a->st.pos, dir, &wrapped);
    regfree(&re);
    if (!d) {
        a->search_mode = false;
        app_message(a, true, "no draw of this level matches '%s'", a->search);
        return;
    }
    app_jump(a, d);
    a->search_mode = true;
    const char *how = literal ? " (as text: not a regex)" : "";
    if (wrapped)
        app_message(a, false, "'%s'%s at draw #%u: the search wrapped past the %s  (n next, N "
                    "previous, Esc ends)", a->search, how, d, dir >= 0 ? "end to the start"
                                                                   : "start to the end");
    else
        app_message(a, false, "'%s'%s at draw #%u  (n next, N previous, Esc ends the search)",
                    a->search, how, d);
}

/* Writes the level as it stands at the step (the finished one at the last draw, as show
 * prints it) to the command's path; an existing file is kept unless the command was
 * export!, and a failed write says why. */
static void export_level(app *a, const explore_cmd *c)
{
    int fd = open(c->text, O_WRONLY | O_CREAT | (c->bang ? O_TRUNC : O_EXCL), 0666);
    if (fd < 0 && errno == EEXIST) {
        app_message(a, true, "export: '%s' exists; ':export! %s' overwrites it", c->text, c->text);
        return;
    }
    FILE *f = fd < 0 ? NULL : fdopen(fd, "w");
    if (!f) {
        app_message(a, true, "export: cannot write '%s': %s", c->text, strerror(errno));
        if (fd >= 0)
            close(fd);
        return;
    }
    spg_result *snap = malloc(sizeof *snap);
    if (!snap) {
        fclose(f);
        app_message(a, true, "export: out of memory");
        return;
    }
    snapshot_at_step(&a->st, snap);
    bool finished = a->st.pos >= a->st.ndraws;
    if (c->json) {
        /* a level part-built says at which draw, before the fields show's JSON has */
        if (!finished)
            fprintf(f, "{\"at_draw\":%u,\"of_draws\":%u,", a->st.pos, a->st.ndraws);
        char *buf = NULL;
        size_t len = 0;
        FILE *m = finished ? NULL : open_memstream(&buf, &len);
        render_json(m ? m : f, snap, &a->rq);
        if (m) {
            fclose(m);
            if (len > 1)
                fwrite(buf + 1, 1, len - 1, f); /* past its own '{' */
            free(buf);
        }
    } else {
        if (!finished)
            fprintf(f, "the level as it stands at draw %u of %u:\n", a->st.pos, a->st.ndraws);
        render_text(f, snap, &a->rq, false, true);
    }
    free(snap);
    if (fclose(f) != 0) {
        app_message(a, true, "export: writing '%s' failed: %s", c->text, strerror(errno));
        return;
    }
    if (finished)
        app_message(a, false, "wrote the finished level to %s (%s)", c->text, c->json ? "JSON" : "text map");
    else
        app_message(a, false, "wrote the level at draw %u of %u to %s (%s)", a->st.pos, a->st.ndraws,
                    c->text, c->json ? "JSON" : "text map");
}

void app_command(app *a, const char *line)
{
    explore_cmd c;
    char err[256];
    if (explore_cmd_parse(line, &a->st, &c, err, sizeof err) != 0) {
        app_message(a, true, "%s", err);
        return;
    }
    spg_request rq = a->rq;
    /* what each kind does: the table (commands.c) says which kind a name is; this switch
     * has no default, so a new kind without a case here is a -Wswitch warning (an error
     * under DEVELOPER=1 and make check) */
    switch (c.kind) {
    case EC_NONE:
        break;
    case EC_SEED:
    case EC_STATE:
        rq.from_state = c.kind == EC_STATE;
        rq.seed = c.u;
        if (app_generate(a, &rq, UINT32_MAX) == 0) {
            if (rq.from_state)
                app_message(a, false, "state 0x%08X, level %d: %u draws", c.u, rq.level, a->st.ndraws);
            else
                app_message(a, false, "seed %u, level %d: %u draws", c.u, rq.level, a->st.ndraws);
            app_note_dropped(a);
            app_note_quirks(a);
        }
        break;
    case EC_LEVEL:
        rq.level = (int)c.u;
        if (app_generate(a, &rq, UINT32_MAX) == 0) {
            app_message(a, false, "level %d: %u draws", rq.level, a->st.ndraws);
            app_note_dropped(a);
            app_note_quirks(a);
        }
        break;
    case EC_GOTO:
        app_jump(a, c.u);
        if (c.text[0]) /* a relative move past an end stopped at it */
            app_message(a, false, "%s", c.text);
        break;
    case EC_PHASE: {
        uint32_t at;
        if (stepper_phase_pos(&a->st, (int)c.u, &at) == 0) {
            app_jump_phase(a, at);
            /* a phase that makes no draw has no draw to stand on: the explorer lands where
             * the next phase's draws begin, and says why */
            const spg_phase *ph = &a->res->phases[c.u];
            int now = a->st.cur.phase;
            if (ph->draws == 0)
                app_message(a, false, "phase %s makes no draw on this level: it begins and ends "
                            "at draw %u%s%s%s", ph->name, at,
                            now != (int)c.u && now >= 0 ? ", where " : "",
                            now != (int)c.u && now >= 0 ? a->res->phases[now].name : "",
                            now != (int)c.u && now >= 0 ? "'s draws begin" : "");
        }
        break;
    }
    case EC_WHY:
        app_select_tile(a, c.x, c.y, true);
        break;
    case EC_QUIRK: {
        uint32_t bit = 1u << c.quirk;
        rq.opt.quirks = c.on ? rq.opt.quirks | bit : rq.opt.quirks & ~bit;
        uint32_t keep = a->st.pos;
        if (app_generate(a, &rq, keep) == 0) {
            app_message(a, false, "quirk %s %s: %u draws now, still at draw %u",
                        spg_quirks[c.quirk].name, c.on ? "on" : "off", a->st.ndraws, a->st.pos);
            app_note_dropped(a);
        }
        break;
    }
    case EC_ENGINE: {
        rq.so.engine_set = true;
        rq.so.engine = (spg_engine)c.u;
        uint32_t keep = a->st.pos;
        if (app_generate(a, &rq, keep) == 0) {
            app_message(a, false, "engine %s: %u draws now, still at draw %u",
                        rng_engine_name(rq.so.engine), a->st.ndraws, a->st.pos);
            app_note_dropped(a);
        }
        break;
    }
    case EC_FIND:
        snprintf(a->search, sizeof a->search, "%s", c.text);
        app_search(a, +1);
        break;
    case EC_EXPORT:
        export_level(a, &c);
        break;
    case EC_HELP:
        a->help = true;
        a->help_info = false;
        a->help_top = 0;
        a->help_scrolled = false;
        break;
    case EC_QUIT:
        a->quit = true;
        break;
    case EC_FORCE:
        app_force(a, c.u, c.x);
        break;
    case EC_UNFORCE:
        app_unforce(a);
        break;
    case EC_DIFF:
        app_diff(a, c.text);
        break;
    case EC_CONTINUE:
        app_continue_n(a, c.on ? +1 : -1, c.u);
        break;
    case EC_TOUR:
        app_tour_begin(a, c.u ? (int)c.u - 1 : -1, true);
        break;
    case EC_QUIRKS:
        app_quirk_list(a);
        break;
    case EC_DELETE:
        /* gdb's "Delete all breakpoints? (y or n)": every one goes, so it asks first */
        if (c.u == 0 && a->stops.n && a->confirm) {
            char q[128];
            snprintf(q, sizeof q, "delete all %d breakpoints and watchpoints? (y or n) ", a->stops.n);
            if (!a->confirm(a, q)) {
                app_message(a, false, "kept them: ':delete N' deletes one ('info break' lists them)");
                break;
            }
        }
        app_debug_command(a, &c);
        break;
    case EC_PRINT: {
        char out[sizeof a->msg], err2[256];
        if (inspect_expr(&a->st, c.text, out, sizeof out, err2, sizeof err2) != 0)
            app_message(a, true, "print: %s", err2);
        else
            app_message(a, false, "%s", out);
        break;
    }
    case EC_DISPLAY:
        app_display(a, c.text);
        break;
    case EC_UNDISPLAY:
        app_undisplay(a, (int)c.u);
        break;
    case EC_FINISH: {
        /* gdb's finish: to where the phase shown returns, its last draw */
        uint32_t end = stepper_phase_step(&a->st, a->st.pos, +1);
        int ph = app_shown_phase(a);
        const char *name = ph >= 0 ? a->res->phases[ph].name : "the generation";
        if (end == a->st.pos && (a->phase_start || !app_at_phase_boundary(a)))
            end = a->st.ndraws; /* the last phase: it ends with the level */
        if (end == a->st.pos) {
            app_message(a, false, "already at the last draw of phase %s: ] stands where the next "
                        "begins", name);
            break;
        }
        app_jump(a, end);
        app_message(a, false, "finish: draw #%u, the last of phase %s%s", a->st.pos, name,
                    a->st.pos < a->st.ndraws ? " (] stands where the next begins)" : "");
        break;
    }
    case EC_UNTIL: {
        uint32_t pos = a->st.pos;
        for (uint32_t i = 0; i < c.u; i++)
            pos = stepper_until(&a->st, pos);
        app_goto(a, pos);
        break;
    }
    case EC_MARKS:
    case EC_JUMPS:
        app_list_jumps(a, c.kind == EC_MARKS);
        break;
    case EC_BREAK:
    case EC_WATCH:
    case EC_INFO:
    case EC_CONDITION:
    case EC_IGNORE:
    case EC_DISABLE:
    case EC_ENABLE:
        app_debug_command(a, &c);
        break;
    }
}

void app_display(app *a, const char *what)
{
    if (!what[0]) {
        if (!a->ndisplay) {
            app_message(a, false, "no displays: ':display tile 21 1' shows one at every draw");
            return;
        }
        char buf[sizeof a->msg];
        size_t n = 0;
        buf[0] = 0;
        for (int i = 0; i < a->ndisplay && n < sizeof buf; i++)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%d: %s", i ? "  " : "",
                                  a->display_num[i], a->display[i]);
        app_message(a, false, "displays: %s  (:undisplay N drops one)", buf);
        return;
    }
    char out[sizeof a->msg], err[256];
    if (inspect_expr(&a->st, what, out, sizeof out, err, sizeof err) != 0) {
        app_message(a, true, "display: %s", err);
        return;
    }
    if (a->ndisplay == 4) {
        app_message(a, true, "at most 4 displays: ':undisplay N' drops one");
        return;
    }
    snprintf(a->display[a->ndisplay], sizeof a->display[0], "%s", what);
    a->display_num[a->ndisplay++] = ++a->last_display;
    app_message(a, false, "display %d: %s (on the top line at every draw)", a->last_display, out);
}

void app_undisplay(app *a, int number)
{
    if (number == 0) {
        int had = a->ndisplay;
        a->ndisplay = 0;
        app_message(a, !had, had ? "dropped every display" : "no displays to drop");
        return;
    }
    for (int i = 0; i < a->ndisplay; i++)
        if (a->display_num[i] == number) {
            memmove(&a->display[i], &a->display[i + 1], (size_t)(a->ndisplay - i - 1) * sizeof a->display[0]);
            memmove(&a->display_num[i], &a->display_num[i + 1],
                    (size_t)(a->ndisplay - i - 1) * sizeof a->display_num[0]);
            a->ndisplay--;
            app_message(a, false, "dropped display %d", number);
            return;
        }
    app_message(a, true, "no display number %d (':display' lists them)", number);
}

/* One line of :marks or :jumps: the position and its draw in words. */
static void jump_line(app *a, char *buf, size_t len, const char *label, uint32_t pos)
{
    const spg_event *e = stepper_draw(&a->st, pos);
    if (!e) {
        snprintf(buf, len, " %-5s %6u  before the first draw", label, pos);
        return;
    }
    char call[48];
    trace_format_call(e, call, sizeof call);
    snprintf(buf, len, " %-5s %6u  %s = %d%s%.60s  %s", label, pos, call, (int)e->value,
             e->text ? ", " : "", e->text ? e->text : "", e->site ? e->site->name : "");
}

void app_list_jumps(app *a, bool marks)
{
    int n = 0, cap = (int)(sizeof a->info / sizeof a->info[0]) - 3;
    const jumps *j = &a->jumps;
    if (marks) {
        snprintf(a->info[n++], sizeof a->info[0], " mark   draw  what");
        for (int m = 0; m < 26 && n < cap; m++)
            if (j->mark[m] != JUMPS_NO_MARK) {
                char l[4] = {(char)('a' + m), 0};
                jump_line(a, a->info[n++], sizeof a->info[0], l, j->mark[m]);
            }
        if (j->before_last != JUMPS_NO_MARK && n < cap)
            jump_line(a, a->info[n++], sizeof a->info[0], "'", j->before_last);
        if (n == 1)
            snprintf(a->info[n++], sizeof a->info[0], " No marks: 'm a' marks the draw shown.");
        snprintf(a->info_title, sizeof a->info_title, "marks ('a or `a goes to mark a)");
    } else {
        snprintf(a->info[n++], sizeof a->info[0], " jump   draw  what");
        int first = j->n > cap - 1 ? j->n - (cap - 1) : 0;
        for (int i = first; i < j->n && n < cap; i++) {
            char l[16];
            snprintf(l, sizeof l, "%s%d", i == j->at ? ">" : "", j->n - i);
            jump_line(a, a->info[n++], sizeof a->info[0], l, j->list[i]);
        }
        if (j->at >= j->n && n < cap)
            jump_line(a, a->info[n++], sizeof a->info[0], ">", a->st.pos);
        if (n == 1)
            snprintf(a->info[n++], sizeof a->info[0], " No jumps yet: g, searches, c and marks are jumps.");
        snprintf(a->info_title, sizeof a->info_title, "jumps (Ctrl-O back, Ctrl-N forward; > here)");
    }
    a->ninfo = n;
    a->help = true;
    a->help_info = true;
    a->help_top = 0;
    a->help_scrolled = false;
}

void app_rules_for_style(app *a, const char *style)
{
    if (!style)
        style = "classic";
    if (strcmp(a->rules_style, style) == 0)
        return;
    rules_free(&a->rules);
    snprintf(a->rules_style, sizeof a->rules_style, "%s", style);
    a->rules_err[0] = 0;
    char path[4200], own[4096], err[600];
    snprintf(path, sizeof path, "%s/rules/%s.rules", a->data.dir, style);
    FILE *f = fopen(path, "r");
    if (!f && spg_data_find(NULL, own, sizeof own, err, sizeof err) == 0) {
        snprintf(path, sizeof path, "%s/rules/%s.rules", own, style);
        f = fopen(path, "r");
    }
    if (!f) {
        snprintf(a->rules_err, sizeof a->rules_err,
                 "No rule text exists for the %s style yet (no rules/%s.rules in the data).",
                 style, style);
        return;
    }
    fclose(f);
    if (rules_load(path, &a->rules, err, sizeof err) != 0)
        snprintf(a->rules_err, sizeof a->rules_err, "%s", err);
}

const spg_event *app_current_draw(const app *a)
{
    const spg_event *e = stepper_draw(&a->st, a->st.pos);
    if (!e || (a->phase_start && (int)e->phase != a->st.cur.phase))
        return NULL;
    return e;
}

spg_focus app_draw_focus(const app *a)
{
    const spg_event *cur = app_current_draw(a);
    if (!cur)
        return (spg_focus){-1, -1, 0, 0};
    /* a draw that puts a thing on the map (the block pass's monster, on the space above
     * the block it rolled for) is about that thing */
    size_t from = stepper_events_at(&a->st, a->st.pos - 1), to = stepper_events_at(&a->st, a->st.pos);
    for (size_t i = from; i < to; i++) {
        const spg_event *e = &a->res->trace.ev[i];
        if (e->kind == SPG_EV_ENTITY && e->focus.x >= 0 && e->focus.y >= 0)
            return (spg_focus){e->focus.x, e->focus.y, 1, 1};
    }
    return cur->focus;
}

int app_shown_phase(const app *a)
{
    const spg_event *e = app_current_draw(a);
    return e ? (int)e->phase : a->st.cur.phase;
}

bool app_at_phase_boundary(const app *a)
{
    const spg_event *e = stepper_draw(&a->st, a->st.pos);
    return e && (int)e->phase != a->st.cur.phase;
}

double app_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

void app_free(app *a)
{
    spg_result *r[2] = {a->res, a->spare_res};
    stepper *st[2] = {&a->st, &a->spare_st};
    for (int i = 0; i < 2; i++) {
        stepper_free(st[i]);
        if (r[i]) {
            spg_result_free(r[i]);
            free(r[i]);
        }
    }
    a->res = a->spare_res = NULL;
    free(a->log);
    a->log = NULL;
    a->nlog = a->log_cap = 0;
    free(a->why);
    a->why = NULL;
    a->nwhy = a->why_cap = 0;
    stops_clear(&a->stops);
    rules_free(&a->rules);
    tour_free(&a->tour);
    if (a->base) {
        spg_result_free(a->base);
        free(a->base);
        a->base = NULL;
    }
    free(a->diff);
    a->diff = NULL;
    a->have_diff = false;
    if (a->cmp_data_loaded)
        spg_data_free(&a->cmp_data);
    a->cmp_data_loaded = false;
    text_index_free(&a->tix);
    a->tix_ok = false;
    gml_draws_free(&a->scripts_rec);
    memset(&a->scripts_rec, 0, sizeof a->scripts_rec);
    gml_vm_free(a->scripts_vm);
    a->scripts_vm = NULL;
    if (a->scripts)
        cli_scripts_free(a->scripts);
    a->scripts = NULL;
}
