/* view_rule.c — the rule pane (key r): for the current draw's site, the rule it belongs
 * to as short pseudo-code (data/rules/STYLE.rules, read by src/explore/rules.c), the
 * line of this draw highlighted and the branch taken marked; the quirk that decided the
 * draw, if one did; and where in spelgen's source the site is declared. */
#include <stdio.h>
#include <string.h>

#include "../src/explore/sitesource.h"
#include "../src/quirks.h"
#include "ui.h"

/* Where the site's draws are made: its file read from spelgen's own tree (the parent of
 * its data directory), once a site. */
static const site_calls *calls_of(const spg_site *site)
{
    static const spg_site *last;
    static site_calls c;
    static bool ok;
    static char root[4096];
    static bool have_root, tried_root;
    if (site == last)
        return ok ? &c : NULL;
    last = site;
    if (!tried_root) {
        char err[256];
        tried_root = true;
        have_root = spg_data_find(NULL, root, sizeof root, err, sizeof err) == 0;
        char *slash = have_root ? strrchr(root, '/') : NULL;
        if (slash && slash != root)
            *slash = 0;
        else if (slash)
            slash[1] = 0;
        else
            snprintf(root, sizeof root, ".");
    }
    ok = have_root && site->source && site_calls_find(root, site->source, &c) == 0 && c.n > 0;
    return ok ? &c : NULL;
}

/* One row of the pane: a piece of a text, how to draw it, and a prefix. */
typedef struct rule_row {
    const char *s;
    int len;
    attr_t at;
    const char *mark; /* "" or the branch/draw mark, on a text's first row */
    int indent;
} rule_row;

#define RULE_ROWS 256

typedef struct rows {
    rule_row r[RULE_ROWS];
    int n, w;
    int focus; /* the row of the draw's line, -1 none */
} rows;

/* Breaks s into rows of at most w - indent columns at spaces; rows after the first go
 * under the text (indent + 2).  Long words are cut; nothing is lost. */
static void add_text(rows *o, const char *s, attr_t at, const char *mark, int indent)
{
    int first = 1;
    while (*s && o->n < RULE_ROWS) {
        int room = o->w - indent - (first ? 0 : 2);
        if (room < 8)
            room = 8;
        int len = (int)strlen(s);
        if (len > room) {
            int cut = room;
            while (cut > 0 && s[cut] != ' ')
                cut--;
            len = cut > 0 ? cut : room;
        }
        o->r[o->n++] = (rule_row){s, len, at, first ? mark : "", indent + (first ? 0 : 2)};
        s += len;
        while (*s == ' ')
            s++;
        first = 0;
    }
}

/* Draws rows [from, from+n) of o at screen row y. */
static void put_rows(const rows *o, int from, int n, int y, int ix, int iw)
{
    for (int i = 0; i < n; i++) {
        const rule_row *rr = &o->r[from + i];
        char buf[700];
        int len = rr->len < (int)sizeof buf - 1 ? rr->len : (int)sizeof buf - 1;
        memcpy(buf, rr->s, (size_t)len);
        buf[len] = 0;
        if (*rr->mark)
            ui_put(y + i, ix, 2, rr->mark, rr->at & ~A_REVERSE);
        if (rr->at & A_REVERSE)
            ui_blank(y + i, ix + rr->indent, iw - rr->indent, rr->at);
        ui_put(y + i, ix + rr->indent, iw - rr->indent, buf, rr->at);
    }
}

void view_rule(app *a, rect r, int min_h)
{
    int ix = r.x + 2, iw = r.w - 4;
    if (iw <= 8 || r.h < 3)
        return;
    static rows o;
    o.n = 0;
    o.w = iw;
    o.focus = -1;
    int quirk_from = -1; /* the first row of the quirk's words, kept in view */
    static char head[600], src[600], qline[3][700];
    const spg_event *e = app_current_draw(a);
    const rule_entry *re = NULL;
    static char before[160];
    if (!e && a->st.pos > 0) {
        /* at a phase's start (], :phase) the draw made there is the last of the phase
         * before: its rule, saying so */
        e = stepper_draw(&a->st, a->st.pos);
        int ph = a->st.cur.phase;
        const char *pname = ph >= 0 && ph < a->res->nphases ? a->res->phases[ph].name : NULL;
        if (e && e->site) {
            snprintf(before, sizeof before, "Draw #%u, the last before phase %s began:",
                     a->st.pos, pname ? pname : "?");
            add_text(&o, before, A_DIM, "", 0);
        }
    }
    if (!e || !e->site) {
        add_text(&o, "No draw here: step to one (space) to see its rule.", A_DIM, "", 0);
    } else {
        app_rules_for_style(a, spg_style_of(a->res)->name);
        re = a->rules_err[0] ? NULL : rules_find(&a->rules, e->site->name);
        if (a->rules_err[0]) {
            add_text(&o, a->rules_err, A_BOLD, "", 0);
        } else if (!re) {
            snprintf(head, sizeof head, "No rule text for the site %s in rules/%s.rules.",
                     e->site->name, spg_style_of(a->res)->name);
            add_text(&o, head, A_BOLD, "", 0);
        }
    }
    static char drawn[4][700];
    int ndrawn = 0;
    if (re) {
        add_text(&o, re->title ? re->title : e->site->name, A_BOLD, "", 0);
        const char *draw_mark = ui_sym(a, 4), *taken = ui_sym(a, 3);
        for (int l = 0; l < re->ncode; l++) {
            rule_line_state stt = rules_line_state(&re->code[l], e->site->name, e->value);
            attr_t at = A_NORMAL;
            const char *mark = "";
            if (stt == RULE_LINE_DRAW) {
                at = A_REVERSE | A_BOLD;
                mark = draw_mark;
            } else if (stt == RULE_LINE_TAKEN) {
                at = A_BOLD | ui_attr(a, CP_PATH, A_BOLD);
                mark = taken;
            } else if (stt == RULE_LINE_NOT_TAKEN) {
                at = A_DIM;
            }
            if ((stt == RULE_LINE_DRAW || (stt == RULE_LINE_TAKEN && o.focus < 0)) && o.n < RULE_ROWS)
                o.focus = o.n;
            if (stt == RULE_LINE_DRAW && ndrawn < 4) {
                /* the value this draw made, on its line: "n = rand(1,5)  = 3 here" */
                snprintf(drawn[ndrawn], sizeof drawn[0], "%s   = %d here", re->code[l].text,
                         (int)e->value);
                add_text(&o, drawn[ndrawn++], at, mark, 3);
            } else {
                add_text(&o, re->code[l].text, at, mark, 3);
            }
        }
        const rule_quirk *q = rules_quirk_of(re, e->text);
        if (q) {
            snprintf(qline[0], sizeof qline[0], "Quirk %s decided this draw. The original: %s.",
                     q->name, q->original);
            snprintf(qline[1], sizeof qline[1], "Fixed, the rule would: %s.", q->fixed);
            int qi = quirk_find(q->name);
            bool on = qi < 0 || quirk_on(a->rq.opt.quirks, (spg_quirk)qi);
            snprintf(qline[2], sizeof qline[2], on ? "See it fixed: :quirk %s off"
                                                   : "It is off now: :quirk %s on brings it back",
                     q->name);
            quirk_from = o.n;
            for (int i = 0; i < 3; i++)
                add_text(&o, qline[i], ui_attr(a, CP_DANGER, A_BOLD), "", 0);
        }
    }
    src[0] = 0;
    if (e && e->site) {
        /* where the draw is made (the line of its file that draws from the site), and
         * where the site is declared */
        const site_calls *sc = calls_of(e->site);
        if (sc && sc->n == 1)
            snprintf(src, sizeof src, "site %s at %s:%d (drawn there; declared at :%d)",
                     e->site->name, sc->file, sc->line[0], sc->declared);
        else if (sc)
            snprintf(src, sizeof src, "site %s at %s:%d (drawn there and at %d other line%s; "
                     "declared at :%d)", e->site->name, sc->file, sc->line[0],
                     sc->n - 1 + sc->more, sc->n - 1 + sc->more == 1 ? "" : "s", sc->declared);
        else
            snprintf(src, sizeof src, "site %s at %s (declared there)", e->site->name,
                     e->site->source ? e->site->source : "(unknown)");
    }
    int needed = o.n + 3; /* the rows, the source line, the box */
    if (min_h > 0) {
        int h = needed < min_h ? min_h : needed > r.h ? r.h : needed;
        r.y += r.h - h;
        r.h = h;
    }
    int iy = r.y + 1, ih = r.h - 2;
    ui_box(a, r, "rule of this draw (r closes)", false);
    for (int i = 0; i < ih; i++)
        ui_blank(iy + i, r.x + 1, r.w - 2, A_NORMAL);
    if (ih <= 0)
        return;
    int body = ih - 1; /* the last row: the site and where it is drawn */
    a->rule_long = false;
    if (o.n <= body) {
        put_rows(&o, 0, o.n, iy, ix, iw);
    } else {
        /* too long: the quirk's words stay, the rule scrolls to this draw's line, and a
         * line says what is hidden and how many rows the whole would need */
        int nq = quirk_from >= 0 ? o.n - quirk_from : 0;
        if (nq > body - 2)
            nq = 0; /* not even that fits: scroll everything */
        int ncode = nq ? quirk_from : o.n, room = body - nq - 1;
        if (room < 0)
            room = 0;
        int top = o.focus >= 0 ? o.focus - room / 2 : 0;
        /* Ctrl-E / Ctrl-Y scroll it (vim's), from where this draw's line put it */
        if (a->rule_pos != a->st.pos)
            a->rule_scroll = 0;
        top += a->rule_scroll;
        if (top > ncode - room)
            top = ncode - room;
        if (top < 0)
            top = 0;
        a->rule_scroll = top - (o.focus >= 0 ? o.focus - room / 2 : 0); /* as clamped */
        a->rule_pos = a->st.pos;
        a->rule_long = true;
        int shown = ncode - top < room ? ncode - top : room;
        put_rows(&o, top, shown, iy, ix, iw);
        char more[160];
        snprintf(more, sizeof more, "%d lines hidden: the rule needs %d rows, has %d "
                 "(Ctrl-E, Ctrl-Y scroll)", o.n - shown - nq, needed, r.h);
        ui_put(iy + shown, ix, iw, more, A_DIM);
        if (nq)
            put_rows(&o, quirk_from, nq, iy + shown + 1, ix, iw);
    }
    ui_put_cut(a, iy + ih - 1, ix, iw, src, A_DIM);
}
