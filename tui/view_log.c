/* view_log.c — the draw log around the current step: first the current draw told in
 * words, then the draws and their effects before and after it (what is still to come
 * is dim). */
#include <stdint.h>
#include <string.h>

#include "../src/output/describe.h"
#include "ui.h"

static const char *phase_name(const app *a, int p)
{
    return p >= 0 && p < a->res->nphases && a->res->phases[p].name ? a->res->phases[p].name : "?";
}

void view_event_line(const app *a, uint32_t ev, uint32_t count, int width, bool wide, char *buf,
                     size_t len)
{
    const spg_event *e = &a->res->trace.ev[ev];
    char call[48], what[400];
    (void)width;
    switch (e->kind) {
    case SPG_EV_DRAW: {
        trace_format_call(e, call, sizeof call);
        const char *site = e->site ? e->site->name : "?";
        if (wide && e->text)
            snprintf(buf, len, "#%-5u %-9s %-16s = %-5d %-22s %s", e->draw, phase_name(a, e->phase),
                     call, (int)e->value, site, e->text);
        else if (wide) /* no decision in words: the rule says what the number was for */
            snprintf(buf, len, "#%-5u %-9s %-16s = %-5d %-22s (%s)", e->draw, phase_name(a, e->phase),
                     call, (int)e->value, site, e->site ? e->site->meaning : "");
        else if (e->text)
            snprintf(buf, len, "#%u %s=%d %s  %s", e->draw, call, (int)e->value, e->text, site);
        else
            snprintf(buf, len, "#%u %s=%d  %s", e->draw, call, (int)e->value, site);
        break;
    }
    case SPG_EV_PHASE:
        snprintf(buf, len, "%s%s phase %s begins %s%s", ui_sym(a, SYM_RULE), ui_sym(a, SYM_RULE),
                 e->text ? e->text : "?", ui_sym(a, SYM_RULE), ui_sym(a, SYM_RULE));
        break;
    case SPG_EV_TILE:
        if (count > 1) {
            snprintf(buf, len, "    %s %u tiles written", ui_sym(a, SYM_EFFECT), count);
            break;
        }
        /* fall through */
    default:
        describe_event(e, spg_style_of(a->res), what, sizeof what);
        snprintf(buf, len, "    %s %s", e->kind == SPG_EV_NOTE ? "-" : ui_sym(a, SYM_EFFECT), what);
        break;
    }
}

typedef struct wrap_ctx {
    int y, x, w;
    attr_t at;
} wrap_ctx;

static void put_wrapped(const char *line, int len, int i, void *vc)
{
    wrap_ctx *c = vc;
    char buf[512];
    if (len >= (int)sizeof buf)
        len = (int)sizeof buf - 1;
    memcpy(buf, line, (size_t)len);
    buf[len] = 0;
    ui_put(c->y + i, c->x, c->w, buf, c->at);
}

typedef struct line_list {
    const char *s[64];
    int len[64];
} line_list;

static void collect_line(const char *line, int len, int i, void *vc)
{
    line_list *l = vc;
    if (i < 64) {
        l->s[i] = line;
        l->len[i] = len;
    }
}

/* The explanation and its key hint in at most maxl lines of w columns, unless the user
 * asked for all of it (e).  Cut, it ends in an ellipsis and says e reads the rest; the key
 * hint keeps its own last line, so a newcomer always sees what to press. */
static int put_explained(app *a, const char *text, const char *hint, int y, int x, int w, int maxl)
{
    char all[1600];
    snprintf(all, sizeof all, "%s%s%s", text, hint[0] ? " " : "", hint);
    line_list l;
    int need = ui_wrap(all, w, 64, collect_line, &l);
    if (need <= maxl) {
        wrap_ctx c = {y, x, w, A_BOLD};
        int n = need < 64 ? need : 64;
        for (int i = 0; i < n; i++)
            put_wrapped(l.s[i], l.len[i], i, &c);
        return n;
    }
    /* the text's first lines, the last of them cut at a word with "... e: all" */
    int hl = 0;
    line_list hlines;
    if (hint[0] && maxl >= 3)
        hl = ui_wrap(hint, w, 2, collect_line, &hlines);
    int tl = maxl - hl;
    need = ui_wrap(text, w, 64, collect_line, &l);
    wrap_ctx c = {y, x, w, A_BOLD};
    for (int i = 0; i < tl - 1 && i < need; i++)
        put_wrapped(l.s[i], l.len[i], i, &c);
    if (tl >= 1) {
        const char *more = a->utf8 ? "\u2026 e: all" : "... e: all";
        int room = w - 10, len = tl - 1 < need ? l.len[tl - 1] : 0;
        const char *s = tl - 1 < need ? l.s[tl - 1] : "";
        if (tl >= need && !hl)
            more = "";
        if (len > room) {
            int cut = room;
            while (cut > 0 && s[cut] != ' ')
                cut--;
            len = cut > 0 ? cut : room;
        }
        char buf[600];
        snprintf(buf, sizeof buf, "%.*s %s", len, s, more);
        ui_put(y + tl - 1, x, w, buf, A_BOLD);
    }
    for (int i = 0; i < hl; i++)
        put_wrapped(hlines.s[i], hlines.len[i], i, &(wrap_ctx){y + tl, x, w, A_DIM});
    return tl + hl;
}

/* The current draw in full sentences: what was rolled, by which rule, what it decided,
 * and what it did to the level.  Where a phase has just begun, what the phase is for. */
static int explain(app *a, int y, int x, int w, int maxl)
{
    char text[1400], hint[160] = "";
    const spg_event *e = app_current_draw(a);
    if (!e) {
        int ph = a->st.cur.phase;
        const char *name = ph >= 0 ? phase_name(a, ph) : NULL;
        const spg_style_impl *style = spg_style_of(a->res);
        const char *blurb = name && style->phase_help ? style->phase_help(name) : NULL;
        const spg_event *next = stepper_draw(&a->st, a->st.pos + 1);
        size_t n = 0;
        text[0] = 0;
        /* phases that began here too and made no draw (Olmec's Lair has no block pass):
         * said first, or jumping to one would land here without a word */
        for (int i = 0; name && i < ph && n < sizeof text; i++) {
            const spg_phase *p = &a->res->phases[i];
            uint32_t at;
            if (p->draws || !p->name || stepper_phase_pos(&a->st, i, &at) != 0 || at != a->st.pos)
                continue;
            if (strcmp(p->name, "screen") == 0 && a->st.pos == 0)
                continue; /* the screen between levels rolls only before a Jungle level */
            n += (size_t)snprintf(text + n, sizeof text - n, "Phase %s made no draw on this "
                                  "level. ", p->name);
        }
        if (n >= sizeof text)
            n = sizeof text - 1;
        if (name)
            n += (size_t)snprintf(text + n, sizeof text - n, "Phase %s begins%s%s.", name,
                                  blurb ? ": " : "", blurb ? blurb : "");
        else
            n += (size_t)snprintf(text + n, sizeof text - n, "Before the first draw.");
        if (next)
            snprintf(hint, sizeof hint, "Space makes draw #%u, ] the next phase, ? every key.",
                     next->draw);
        else
            snprintf(hint, sizeof hint, "That was the last draw: the level is finished.");
    } else {
        char call[48];
        trace_format_call(e, call, sizeof call);
        /* what was decided first: on a small terminal only the first lines show */
        size_t n = (size_t)snprintf(text, sizeof text, "Draw #%u: %s = %d", e->draw, call, (int)e->value);
        if (e->text && n < sizeof text)
            n += (size_t)snprintf(text + n, sizeof text - n, ", so %s", e->text);
        if (n < sizeof text)
            n += (size_t)snprintf(text + n, sizeof text - n, ". Rule of %s (%s): %s.",
                                  e->site ? e->site->name : "?", phase_name(a, e->phase),
                                  e->site ? e->site->meaning : "?");
        /* what it did: the effects between this draw and the next */
        size_t from = stepper_events_at(&a->st, a->st.pos - 1) + 1, to = stepper_events_at(&a->st, a->st.pos);
        int tiles = 0, shown = 0;
        for (size_t i = from; i < to && n < sizeof text; i++) {
            const spg_event *f = &a->res->trace.ev[i];
            if (f->kind == SPG_EV_TILE) {
                tiles++;
                continue;
            }
            if (f->kind == SPG_EV_PHASE || shown >= 3)
                continue;
            char what[300];
            describe_event(f, spg_style_of(a->res), what, sizeof what);
            n += (size_t)snprintf(text + n, sizeof text - n, "%s%s", shown ? "; " : " Then: ", what);
            /* a layout's or chunk's set, and why the room took it (the trace's pick) */
            const spg_pick *p = (f->kind == SPG_EV_LAYOUT || f->kind == SPG_EV_CHUNK)
                                    ? trace_pick_of(&a->res->trace, i) : NULL;
            if (p && p->set && n < sizeof text)
                n += (size_t)snprintf(text + n, sizeof text - n, ", from set '%s'%s%s", p->set,
                                      p->why ? ": " : "", p->why ? p->why : "");
            shown++;
        }
        if (tiles && n < sizeof text)
            n += (size_t)snprintf(text + n, sizeof text - n, "%s%d tile%s written", shown ? "; " : " Then: ",
                                  tiles, tiles == 1 ? "" : "s");
        if ((tiles || shown) && n < sizeof text)
            snprintf(text + n, sizeof text - n, ".");
        /* a phase's last draw: the next phase begins after it, and ] shows its start */
        int next = a->st.cur.phase;
        if (app_at_phase_boundary(a) && next >= 0)
            snprintf(hint, sizeof hint, "The last draw of phase %s: phase %s begins after it "
                     "(] shows its start).", phase_name(a, e->phase), phase_name(a, next));
    }
    return put_explained(a, text, hint, y, x, w, maxl);
}

void view_log(app *a, rect r)
{
    int iy = r.y + 1, ix = r.x + 1, ih = r.h - 2, iw = r.w - 2;
    char title[64];
    snprintf(title, sizeof title, "draw log: %u draws", a->st.ndraws);
    ui_box(a, r, title, false);
    if (ih <= 0 || iw <= 4 || !a->nlog)
        return;
    int nowl = ih >= 11 ? 4 : ih >= 8 ? 3 : 2;
    if (a->explain_full && ih - 3 > nowl) /* e: all of it, leaving the log a few rows */
        nowl = ih - 3;
    int used = explain(a, iy, ix + 1, iw - 2, nowl);
    int top = iy + used;
    if (top < iy + ih) {
        attron(A_DIM);
        mvhline(top, r.x + 1, ACS_HLINE, iw);
        attroff(A_DIM);
        top++;
    }
    int rows = iy + ih - top;
    if (rows <= 0)
        return;
    size_t applied = a->st.cur.applied;
    /* the current draw's line, a third of the way down: what comes next matters most */
    size_t cur;
    if (app_current_draw(a))
        cur = app_log_line_of(a, a->res->trace.draw_event[a->st.pos - 1]);
    else /* a phase's first line, or nothing yet */
        cur = applied ? app_log_line_of(a, applied - 1) : SIZE_MAX;
    size_t anchor = cur == SIZE_MAX ? 0 : cur;
    size_t first = anchor > (size_t)(rows / 3) ? anchor - (size_t)(rows / 3) : 0;
    if (first + (size_t)rows > a->nlog)
        first = a->nlog > (size_t)rows ? a->nlog - (size_t)rows : 0;
    bool wide = iw >= 96;
    for (int i = 0; i < rows && first + (size_t)i < a->nlog; i++) {
        const log_line *l = &a->log[first + (size_t)i];
        char buf[600];
        view_event_line(a, l->ev, l->n, iw - 2, wide, buf, sizeof buf);
        const spg_event *e = &a->res->trace.ev[l->ev];
        bool is_cur = first + (size_t)i == cur;
        bool future = l->ev >= applied;
        bool match = a->search_mode && e->kind == SPG_EV_DRAW && stepper_draw_matches(&a->st, e->draw, a->search);
        attr_t at = future ? A_DIM : A_NORMAL;
        if (e->kind == SPG_EV_PHASE)
            at |= ui_attr(a, CP_TITLE, A_BOLD);
        if (match)
            at |= A_BOLD | A_UNDERLINE;
        if (is_cur) {
            at = A_REVERSE | A_BOLD;
            ui_blank(top + i, ix, iw, at);
            ui_put(top + i, ix, 1, ui_sym(a, SYM_CURRENT), at);
        }
        ui_put_cut(a, top + i, ix + 1, iw - 1, buf, at);
        if (top + i - r.y < 256) {
            a->log_row_pos[top + i - r.y] = stepper_pos_of_event(&a->st, l->ev);
            a->log_row_phase[top + i - r.y] = e->kind == SPG_EV_PHASE;
        }
    }
}
