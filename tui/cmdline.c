/* cmdline.c — the `:` command line, edited inside the curses screen.  libedit keeps the
 * history (its file format, so earlier histories still load); the editing is ours, so the
 * line lives on the screen like everything else: Esc and Ctrl-C cancel it, Tab's
 * completions are listed above the status line without scrolling anything, Ctrl-Z and fg
 * come back to the line as it was, and a resize redraws it. */
#include "cmdline.h"

#include <curses.h>
#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../src/explore/commands.h"
#include "ui.h"

#define CMD_MAX 511  /* bytes of one line */
#define HIST_MAX 500 /* lines kept */

struct cmdline {
    History *hist;
    char path[4096];
    bool have_path;
    char **lines; /* the history, oldest first, for Up and Down */
    int nlines;
};

bool cmdline_history_path(char *buf, size_t len)
{
    const char *xdg = getenv("XDG_STATE_HOME");
    if (xdg && *xdg == '/') {
        char dir[4096];
        if ((size_t)snprintf(dir, sizeof dir, "%s/spelgen", xdg) >= sizeof dir)
            return false;
        mkdir(xdg, 0700); /* may exist: the history is a nicety, failures are silent */
        mkdir(dir, 0700);
        return (size_t)snprintf(buf, len, "%s/history", dir) < len;
    }
    const char *home = getenv("HOME");
    if (home && *home)
        return (size_t)snprintf(buf, len, "%s/.spelgen_history", home) < len;
    return false;
}

/* Copies libedit's history into c->lines, oldest first. */
static void load_lines(struct cmdline *c)
{
    for (int i = 0; i < c->nlines; i++)
        free(c->lines[i]);
    c->nlines = 0;
    HistEvent ev;
    int n = history(c->hist, &ev, H_GETSIZE) == 0 ? ev.num : 0;
    if (n <= 0)
        return;
    char **p = realloc(c->lines, (size_t)n * sizeof *p);
    if (!p)
        return;
    c->lines = p;
    /* H_LAST is the oldest entry, H_PREV walks towards the newest */
    for (int r = history(c->hist, &ev, H_LAST); r == 0 && c->nlines < n;
         r = history(c->hist, &ev, H_PREV)) {
        char *s = strdup(ev.str ? ev.str : "");
        if (!s)
            break;
        size_t k = strlen(s);
        while (k && (s[k - 1] == '\n' || s[k - 1] == '\r'))
            s[--k] = 0;
        c->lines[c->nlines++] = s;
    }
}

static struct cmdline *open_cmdline(void)
{
    struct cmdline *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    HistEvent ev;
    c->hist = history_init();
    if (!c->hist) {
        free(c);
        return NULL;
    }
    history(c->hist, &ev, H_SETSIZE, HIST_MAX);
    history(c->hist, &ev, H_SETUNIQUE, 1);
    c->have_path = cmdline_history_path(c->path, sizeof c->path);
    if (c->have_path)
        history(c->hist, &ev, H_LOAD, c->path);
    load_lines(c);
    return c;
}

/* ---- completion -------------------------------------------------------------------- */

typedef struct cands {
    const char *c[64];
    int n;
} cands;

static void add_cand(const char *candidate, void *ctx)
{
    cands *c = ctx;
    if (c->n < 64)
        c->c[c->n++] = candidate;
}

/* Tab: completes the word before the cursor as a command name, a phase, a quirk or an
 * engine.  Inserts what all candidates share; when that is nothing more, fills *list
 * with them for the caller to show. */
static void complete(app *a, char *line, int *len, int *cur, cands *list)
{
    char before[CMD_MAX + 1];
    memcpy(before, line, (size_t)*cur);
    before[*cur] = 0;
    char *words[8];
    int nw = 0;
    char *p = before;
    while (*p == ' ' || *p == ':')
        p++;
    const char *word = p;
    for (;;) {
        char *sp = strchr(p, ' ');
        if (!sp)
            break;
        *sp = 0;
        if (*p && nw < 8)
            words[nw++] = p;
        p = sp + 1;
        word = p;
    }
    cands cs = {{0}, 0};
    explore_cmd_complete(nw ? words[0] : NULL, nw, word, a->res ? &a->st : NULL, add_cand, &cs);
    list->n = 0;
    if (cs.n == 0) {
        beep();
        return;
    }
    size_t typed = strlen(word), common = strlen(cs.c[0]);
    for (int i = 1; i < cs.n; i++) {
        size_t k = 0;
        while (k < common && cs.c[i][k] == cs.c[0][k])
            k++;
        common = k;
    }
    char ins[128];
    size_t m = common > typed ? common - typed : 0;
    if (m > sizeof ins - 2)
        m = sizeof ins - 2;
    memcpy(ins, cs.c[0] + typed, m);
    ins[m] = 0;
    if (cs.n == 1 && line[*cur] != ' ')
        strcat(ins, " ");
    size_t k = strlen(ins);
    if (k == 0) {
        *list = cs; /* several ways on: list them */
        return;
    }
    if ((size_t)*len + k > CMD_MAX)
        return;
    memmove(line + *cur + k, line + *cur, (size_t)(*len - *cur) + 1);
    memcpy(line + *cur, ins, k);
    *len += (int)k;
    *cur += (int)k;
}

/* The candidates on the rows above the status line, broken between names (never inside
 * one), at most a third of the screen; "... N more" when they do not all fit. */
static void draw_cands(const cands *cs)
{
    if (cs->n == 0)
        return;
    int w = COLS - 2, maxrows = LINES / 3 > 1 ? LINES / 3 : 1;
    char rows[24][512];
    int nrows = 0, shown = 0;
    rows[0][0] = 0;
    for (int i = 0; i < cs->n && nrows < maxrows && nrows < 24; i++) {
        int have = (int)strlen(rows[nrows]), need = (int)strlen(cs->c[i]) + (have ? 2 : 0);
        if (have && have + need > w) {
            if (nrows + 1 >= maxrows || nrows + 1 >= 24)
                break;
            rows[++nrows][0] = 0;
            have = 0;
            need = (int)strlen(cs->c[i]);
        }
        snprintf(rows[nrows] + have, sizeof rows[nrows] - (size_t)have, "%s%s", have ? "  " : "",
                 cs->c[i]);
        shown++;
    }
    nrows++;
    if (shown < cs->n) {
        char more[32];
        snprintf(more, sizeof more, "  ... %d more", cs->n - shown);
        size_t h = strlen(rows[nrows - 1]);
        if ((int)(h + strlen(more)) > w) /* take names off the row to make room */
            h = (size_t)(w - (int)strlen(more) > 0 ? w - (int)strlen(more) : 0);
        rows[nrows - 1][h] = 0;
        strncat(rows[nrows - 1], more, sizeof rows[nrows - 1] - h - 1);
    }
    int y0 = LINES - 1 - nrows;
    for (int r = 0; r < nrows; r++) {
        ui_blank(y0 + r, 0, COLS, A_REVERSE);
        ui_put(y0 + r, 1, w, rows[r], A_REVERSE);
    }
}

/* Columns of the first n bytes of s (UTF-8: continuation bytes take none). */
static int cols_of(const char *s, int n)
{
    int c = 0;
    for (int i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80)
            c++;
    return c;
}

/* The bottom row: ':' and the line, scrolled sideways to keep the cursor in view. */
static void draw_line(const char *line, int len, int cur)
{
    int y = LINES - 1, w = COLS - 1;
    ui_blank(y, 0, COLS, A_NORMAL);
    mvaddch(y, 0, ':');
    int start = 0;
    while (cols_of(line + start, cur - start) > w - 1 && start < cur)
        start++;
    while (start < len && ((unsigned char)line[start] & 0xC0) == 0x80)
        start++;
    char vis[CMD_MAX + 1];
    memcpy(vis, line + start, (size_t)(len - start));
    vis[len - start] = 0;
    ui_put(y, 1, w, vis, A_NORMAL);
    move(y, 1 + cols_of(line + start, cur - start));
}

/* Ctrl-Z: hands the terminal back and stops, as the shell's job control expects; after fg
 * the screen is repainted by the caller, the line as it was. */
static void suspend(void)
{
    def_prog_mode();
    endwin();
    raise(SIGTSTP);
    reset_prog_mode();
    clearok(curscr, TRUE);
}

bool cmdline_read(app *a, char *buf, size_t len)
{
    if (!a->cmdline)
        a->cmdline = open_cmdline();
    struct cmdline *c = a->cmdline;
    char line[CMD_MAX + 1] = "";
    int n = 0, cur = 0;
    int hi = c ? c->nlines : 0; /* the history entry shown; nlines: the line being typed */
    char typed[CMD_MAX + 1] = "";
    cands cs = {{0}, 0};
    bool done = false, accepted = false;
    /* raw: Ctrl-C and Ctrl-Z come as keys, to cancel the line and to suspend cleanly */
    raw();
    curs_set(1);
    double t = app_now_ms();
    while (!done) {
        draw_cands(&cs);
        draw_line(line, n, cur);
        refresh();
        int ch = getch();
        bool keep_cands = false;
        switch (ch) {
        case '\n':
        case '\r':
        case KEY_ENTER:
            done = accepted = true;
            break;
        case 27:  /* Esc */
        case 3:   /* ^C */
        case 7:   /* ^G */
            done = true;
            break;
        case 4: /* ^D: deletes under the cursor; on an empty line it cancels, as in shells */
            if (n == 0) {
                done = true;
                break;
            }
            /* fall through */
        case KEY_DC:
            if (cur < n) {
                int k = 1;
                while (cur + k < n && ((unsigned char)line[cur + k] & 0xC0) == 0x80)
                    k++;
                memmove(line + cur, line + cur + k, (size_t)(n - cur - k) + 1);
                n -= k;
            }
            break;
        case KEY_BACKSPACE:
        case 127:
        case 8:
            if (cur > 0) {
                int k = 1;
                while (cur - k > 0 && ((unsigned char)line[cur - k] & 0xC0) == 0x80)
                    k++;
                memmove(line + cur - k, line + cur, (size_t)(n - cur) + 1);
                n -= k;
                cur -= k;
            } else if (n == 0) {
                done = true; /* backspace over the colon leaves, as vim's does */
            }
            break;
        case KEY_LEFT:
        case 2: /* ^B */
            while (cur > 0 && ((unsigned char)line[--cur] & 0xC0) == 0x80)
                ;
            break;
        case KEY_RIGHT:
        case 6: /* ^F */
            if (cur < n)
                while (++cur < n && ((unsigned char)line[cur] & 0xC0) == 0x80)
                    ;
            break;
        case KEY_HOME:
        case 1: /* ^A */
            cur = 0;
            break;
        case KEY_END:
        case 5: /* ^E */
            cur = n;
            break;
        case 11: /* ^K */
            line[cur] = 0;
            n = cur;
            break;
        case 21: /* ^U */
            memmove(line, line + cur, (size_t)(n - cur) + 1);
            n -= cur;
            cur = 0;
            break;
        case 23: { /* ^W: the word before the cursor */
            int k = cur;
            while (k > 0 && line[k - 1] == ' ')
                k--;
            while (k > 0 && line[k - 1] != ' ')
                k--;
            memmove(line + k, line + cur, (size_t)(n - cur) + 1);
            n -= cur - k;
            cur = k;
            break;
        }
        case KEY_UP:
        case 16: /* ^P */
        case KEY_DOWN:
        case 14: /* ^N */
            if (c) {
                bool up = ch == KEY_UP || ch == 16;
                if (up && hi > 0) {
                    if (hi == c->nlines)
                        memcpy(typed, line, (size_t)n + 1);
                    hi--;
                } else if (!up && hi < c->nlines) {
                    hi++;
                } else {
                    break;
                }
                snprintf(line, sizeof line, "%s", hi == c->nlines ? typed : c->lines[hi]);
                n = cur = (int)strlen(line);
            }
            break;
        case '\t':
            complete(a, line, &n, &cur, &cs);
            keep_cands = cs.n > 0;
            break;
        case 26: /* ^Z */
            suspend();
            view_draw(a);
            curs_set(1);
            keep_cands = true;
            break;
        case 12: /* ^L */
        case KEY_RESIZE:
            clearok(curscr, TRUE);
            view_draw(a);
            curs_set(1);
            keep_cands = true;
            break;
        default:
            if (ch >= 32 && ch < 256 && ch != 127 && n < CMD_MAX) {
                memmove(line + cur + 1, line + cur, (size_t)(n - cur) + 1);
                line[cur++] = (char)ch;
                n++;
            }
            break;
        }
        if (!keep_cands && cs.n) {
            cs.n = 0;
            view_draw(a); /* the list goes: the panes under it come back */
            curs_set(1);
        }
    }
    a->waited_ms += app_now_ms() - t;
    cbreak();
    curs_set(0);
    if (!accepted)
        return false;
    while (n && line[n - 1] == ' ')
        line[--n] = 0;
    if (n == 0)
        return false;
    snprintf(buf, len, "%s", line);
    if (c) {
        HistEvent ev;
        history(c->hist, &ev, H_ENTER, buf);
        if (c->have_path)
            history(c->hist, &ev, H_SAVE, c->path); /* now, so a killed session keeps it */
        load_lines(c);
    }
    return true;
}

void cmdline_close(app *a)
{
    struct cmdline *c = a->cmdline;
    if (!c)
        return;
    HistEvent ev;
    if (c->have_path)
        history(c->hist, &ev, H_SAVE, c->path);
    history_end(c->hist);
    for (int i = 0; i < c->nlines; i++)
        free(c->lines[i]);
    free(c->lines);
    free(c);
    a->cmdline = NULL;
}
