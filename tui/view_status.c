/* view_status.c — the title line, the status line (where the explorer stands in the
 * trace), and the small prompt `g` and `/` read their answer in. */
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "../src/explore/inspect_expr.h"
#include "../src/quirks.h"

#include "ui.h"

void view_title(app *a)
{
    static const char hints[] =
        "space next  b back  W/B big step  ]/[ phase  g go to  Enter inspect  : command  ? help  q quit";
    static const char brief[] = "space next  b back  ] phase  ? help  q quit";
    static const char name[] = " - Spelunky Classic levels, one draw at a time";
    int w = COLS, hl = (int)strlen(hints), bl = (int)strlen(brief), nl = (int)strlen(name);
    ui_blank(0, 0, w, ui_attr(a, CP_TITLE, A_BOLD));
    int n = ui_put(0, 1, w - 1, "spelgen", ui_attr(a, CP_TITLE, A_BOLD));
    if (a->ndisplay) {
        /* gdb's display: each expression at the draw shown, where the hints were */
        char line[1024];
        size_t k = 0;
        line[0] = 0;
        for (int i = 0; i < a->ndisplay && k < sizeof line; i++) {
            char out[320], err[256];
            if (inspect_expr(&a->st, a->display[i], out, sizeof out, err, sizeof err) != 0)
                snprintf(out, sizeof out, "%s: %s", a->display[i], err);
            k += (size_t)snprintf(line + k, sizeof line - k, "  %d: %s", a->display_num[i], out);
        }
        ui_put_cut(a, 0, 1 + n, w - 2 - n, line, A_BOLD);
        return;
    }
    /* the keys matter more to a newcomer than the tagline: the tagline goes first */
    const char *h = w - (n + 1 + 3) >= hl ? hints : brief;
    int len = h == hints ? hl : bl;
    if (w - (n + 1 + 3 + len) >= nl)
        n += ui_put(0, 1 + n, nl, name, A_NORMAL);
    if (w - (n + 4) >= len)
        ui_put(0, w - len - 1, len, h, A_DIM);
}

static void seg_add(char *buf, size_t len, const char *sep, const char *seg)
{
    size_t n = strlen(buf);
    snprintf(buf + n, len - n, "%s%s", n ? sep : "", seg);
}

typedef struct msg_rows {
    const char *s[4];
    int len[4];
} msg_rows;

static void take_row(const char *line, int len, int i, void *vc)
{
    msg_rows *m = vc;
    if (i < 4) {
        m->s[i] = line;
        m->len[i] = len;
    }
}

static void message_rows(app *a, const char *msg, attr_t at)
{
    int w = COLS - 2;
    msg_rows m;
    int n = ui_wrap(msg, w, 5, take_row, &m);
    bool cut = n > 4;
    if (n > 4)
        n = 4;
    for (int i = 0; i < n; i++) {
        int y = LINES - 1 - n + i;
        char buf[400];
        int len = m.len[i] < (int)sizeof buf - 8 ? m.len[i] : (int)sizeof buf - 8;
        snprintf(buf, sizeof buf, "%.*s%s", len, m.s[i], cut && i == n - 1 ? (a->utf8 ? "\u2026" : "...") : "");
        ui_blank(y, 0, COLS, at);
        ui_put(y, 1, w, buf, at);
    }
}

void view_status(app *a)
{
    int y = LINES - 1, w = COLS;
    const char *sep = a->utf8 ? " \u2502 " : " | ";
    char seg[8][96];
    const spg_level *L = &a->res->level;
    int phase = app_shown_phase(a); /* a phase's last draw is in its own phase */
    const char *pname = phase >= 0 && phase < a->res->nphases ? a->res->phases[phase].name : "-";
    /* in the order they are dropped when the line is too narrow: last first */
    snprintf(seg[0], sizeof seg[0], "draws %u/%u", a->st.pos, a->st.ndraws);
    if (a->nforce) {
        /* the forces in effect go with the draw counter: the last thing dropped */
        char f[80];
        whatif_format(a->force, a->nforce, f, sizeof f);
        size_t n = strlen(seg[0]);
        snprintf(seg[0] + n, sizeof seg[0] - n, "  %s", f);
    }
    if (a->cmp_kind != CMP_NONE) {
        size_t n = strlen(seg[0]);
        snprintf(seg[0] + n, sizeof seg[0] - n, "  diff %s", a->cmp_text);
    }
    /* a level with a quirk off is not the original's: that goes with the draw counter, the
     * last thing dropped (the quirks are the classic style's: no other reads them) */
    char off[48];
    if (spg_style_of(a->res)->reads_quirks && quirks_off_text(a->rq.opt.quirks, off, sizeof off)) {
        size_t n = strlen(seg[0]);
        snprintf(seg[0] + n, sizeof seg[0] - n, "  quirks: %s", off);
    }
    snprintf(seg[1], sizeof seg[1], "phase %s", pname);
    if (a->rq.from_state)
        snprintf(seg[2], sizeof seg[2], "state 0x%08X", a->rq.seed);
    else
        snprintf(seg[2], sizeof seg[2], "seed %u", a->rq.seed);
    const char *area = a->res->place[0] ? a->res->place : "?";
    char numbered[24];
    snprintf(numbered, sizeof numbered, " %d", L->number);
    size_t al = strlen(area), nl = strlen(numbered);
    if (strcmp(area, "?") == 0) /* a style without areas */
        snprintf(seg[3], sizeof seg[3], "level %d", L->number);
    else if (al > nl && strcmp(area + al - nl, numbered) == 0)
        /* an area that names the level's number ("tunnel floor 1") says it alone: "level
         * 1 tunnel floor 1" cost an 80-column line the RNG state */
        snprintf(seg[3], sizeof seg[3], "%s", area);
    else
        snprintf(seg[3], sizeof seg[3], "level %d %s", L->number, area);
    /* the raw state after the draw: GameMaker 8's LCG state, or modern GameMaker's word */
    snprintf(seg[4], sizeof seg[4], "%s 0x%08X", rng_engine_label(a->res->engine),
             stepper_rng_state(&a->st, a->st.pos));
    snprintf(seg[5], sizeof seg[5], "event %zu/%zu", a->st.cur.applied, a->st.nev);
    snprintf(seg[6], sizeof seg[6], "%s", spg_style_of(a->res)->name);
    const int order[] = {6, 2, 3, 1, 0, 5, 4}; /* left to right */
    int keep = 7;
    char line[1024], right[400];
    if (a->count) /* vim's showcmd: the count typed, waiting for its key */
        snprintf(right, sizeof right, "count %u: a key repeats it (Esc forgets)", a->count);
    else if (a->msg[0])
        snprintf(right, sizeof right, "%s", a->msg);
    else if (a->search_mode)
        snprintf(right, sizeof right, "search '%s': n next, N previous, Esc ends", a->search);
    else
        snprintf(right, sizeof right, "? help");
    int rlen = (int)strlen(right);
    /* a message longer than the draw counter leaves room for goes above the line (below),
     * and the line keeps the segments it has room for */
    bool above = (int)strlen(seg[0]) + 3 + rlen > w - 2;
    if (above)
        rlen = 0;
    /* drop the least needed segments until the message fits; an error may leave only
     * the draw counter */
    for (;;) {
        line[0] = 0;
        for (int i = 0; i < 7; i++)
            if (order[i] < keep)
                seg_add(line, sizeof line, sep, seg[order[i]]);
        int len = (int)strlen(line) - (a->utf8 ? 2 * (keep - 1) : 0);
        if (len + 3 + rlen <= w - 2 || keep <= (a->msg[0] || a->count ? 1 : 2))
            break;
        /* the "? help" hint (the title bar has it too) gives way to the RNG state, which
         * the tours and the man page point at, where that alone makes the state fit */
        if (keep == 5 && !a->msg[0] && !a->search_mode && !a->count && rlen && len <= w - 2) {
            rlen = 0;
            right[0] = 0;
            break;
        }
        keep--;
    }
    attr_t bar = ui_attr(a, CP_STATUS, A_REVERSE);
    ui_blank(y, 0, w, bar);
    int n = ui_put(y, 1, w - 2, line, bar);
    attr_t mat = a->msg[0] && a->msg_err ? ui_attr(a, CP_ERROR, A_BOLD) | A_BOLD : bar | A_BOLD;
    int room = w - 1 - (n + 3);
    if (!above) {
        ui_put(y, w - 1 - rlen, room, right, mat);
        return;
    }
    /* too long for the line: the message goes on the rows above it, broken between words,
     * so nothing is cut mid-word or lost (at most four rows; the last ends in an ellipsis) */
    message_rows(a, right, mat);
}

bool ui_confirm(app *a, const char *question)
{
    curs_set(1);
    raw();
    bool yes = false;
    for (;;) {
        int y = LINES - 1, w = COLS;
        ui_blank(y, 0, w, A_NORMAL);
        int lx = ui_put(y, 0, w, question, A_BOLD);
        move(y, lx < w ? lx : w - 1);
        refresh();
        double t = app_now_ms();
        int ch = getch();
        a->waited_ms += app_now_ms() - t;
        if (ch == KEY_RESIZE) {
            view_draw(a);
            continue;
        }
        yes = ch == 'y' || ch == 'Y';
        break; /* gdb takes anything but y as no */
    }
    cbreak();
    curs_set(0);
    return yes;
}

bool ui_prompt_hist(app *a, const char *label, char *buf, size_t len, char *hist,
                    int *nhist, int hist_max, size_t hist_len, int instant)
{
    /* Up and Down walk the prompt's own history, as the : line's; the line typed so far
     * comes back after the newest */
    char typed[TUI_CMD_TEXT] = "";
    int at = *nhist;
    size_t n = 0;
    buf[0] = 0;
    curs_set(1);
    /* raw: Ctrl-C comes as a key and cancels the prompt, as on the : line, instead of
     * quitting the program (outside a prompt it still does) */
    raw();
    for (;;) {
        int y = LINES - 1, w = COLS;
        ui_blank(y, 0, w, A_NORMAL);
        int lx = ui_put(y, 0, w, label, A_BOLD);
        ui_put(y, lx, w - lx, buf, A_NORMAL);
        move(y, lx + (int)strlen(buf) < w ? lx + (int)strlen(buf) : w - 1);
        refresh();
        double t = app_now_ms();
        int ch = getch();
        a->waited_ms += app_now_ms() - t;
        bool at_once = instant && ch == instant && n == 0 && len > 1;
        if (at_once) { /* the key that is an answer by itself (g's gg) */
            buf[0] = (char)ch;
            buf[1] = 0;
        }
        if (at_once || ch == '\n' || ch == '\r' || ch == KEY_ENTER) {
            cbreak();
            curs_set(0);
            if (buf[0] && hist && !at_once) {
                /* the newest last, an entry equal to the one before not kept twice */
                char *h = hist;
                if (*nhist == 0 || strcmp(h + (size_t)(*nhist - 1) * hist_len, buf) != 0) {
                    if (*nhist == hist_max) {
                        memmove(h, h + hist_len, (size_t)(hist_max - 1) * hist_len);
                        (*nhist)--;
                    }
                    snprintf(h + (size_t)*nhist * hist_len, hist_len, "%s", buf);
                    (*nhist)++;
                }
            }
            return true;
        }
        if (ch == 27 || ch == 7 /* ^G */ || ch == 3 /* ^C */) {
            cbreak();
            curs_set(0);
            app_message(a, false, "cancelled");
            return false;
        }
        if ((ch == KEY_UP || ch == KEY_DOWN || ch == 16 || ch == 14) && hist) {
            const char *h = hist;
            bool up = ch == KEY_UP || ch == 16;
            if (up && at > 0) {
                if (at == *nhist)
                    snprintf(typed, sizeof typed, "%s", buf);
                at--;
            } else if (!up && at < *nhist) {
                at++;
            } else {
                continue;
            }
            snprintf(buf, len, "%s", at == *nhist ? typed : h + (size_t)at * hist_len);
            n = strlen(buf);
            continue;
        }
        if (ch == 26 /* ^Z: raw mode keeps it from the terminal, so it is done here */) {
            def_prog_mode();
            endwin();
            raise(SIGTSTP);
            reset_prog_mode();
            clearok(curscr, TRUE);
            view_draw(a);
            curs_set(1);
            continue;
        }
        if (ch == KEY_RESIZE) {
            view_draw(a);
            continue;
        }
        if ((ch == KEY_BACKSPACE || ch == 127 || ch == 8) && n > 0) {
            buf[--n] = 0;
            continue;
        }
        if (ch == 21 /* ^U */) {
            n = 0;
            buf[0] = 0;
            continue;
        }
        if (ch >= 32 && ch < 127 && n + 1 < len) {
            buf[n++] = (char)ch;
            buf[n] = 0;
        }
    }
}

bool ui_prompt(app *a, const char *label, char *buf, size_t len)
{
    return ui_prompt_hist(a, label, buf, len, NULL, NULL, 0, 0, 0);
}
