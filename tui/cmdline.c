/* cmdline.c — the `:` command line on libedit.  curses and libedit both want the
 * terminal: while a line is read curses is set aside (its modes saved, the shell's
 * restored for libedit to start from) and the screen is repainted afterwards. */
#include "cmdline.h"

#include <curses.h>
#include <histedit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <termios.h>
#include <unistd.h>

#include "../src/explore/commands.h"

struct cmdline {
    EditLine *el;
    History *hist;
    char path[4096];
    bool have_path;
    app *a;
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

static char *prompt(EditLine *el)
{
    (void)el;
    static char p[] = ":";
    return p;
}

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

/* Tab: completes the word before the cursor as a command name, a phase or a quirk. */
static unsigned char complete(EditLine *el, int ch)
{
    (void)ch;
    struct cmdline *c = NULL;
    el_get(el, EL_CLIENTDATA, &c);
    const LineInfo *li = el_line(el);
    char line[512];
    size_t n = (size_t)(li->cursor - li->buffer);
    if (n >= sizeof line)
        return CC_ERROR;
    memcpy(line, li->buffer, n);
    line[n] = 0;
    /* the words before the one being typed */
    char *words[8];
    int nw = 0;
    char *p = line;
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
    tui_cmd_complete(nw ? words[0] : NULL, nw, word, c && c->a->res ? &c->a->st : NULL, add_cand, &cs);
    if (cs.n == 0)
        return CC_ERROR;
    size_t typed = strlen(word), common = strlen(cs.c[0]);
    for (int i = 1; i < cs.n; i++) {
        size_t k = 0;
        while (k < common && cs.c[i][k] == cs.c[0][k])
            k++;
        common = k;
    }
    if (common > typed) {
        char ins[128];
        size_t m = common - typed < sizeof ins - 2 ? common - typed : sizeof ins - 2;
        memcpy(ins, cs.c[0] + typed, m);
        ins[m] = 0;
        if (cs.n == 1)
            strcat(ins, " ");
        el_insertstr(el, ins);
        return CC_REFRESH;
    }
    if (cs.n == 1) {
        el_insertstr(el, " ");
        return CC_REFRESH;
    }
    /* several ways on: list them under the line, as shells do */
    fputs("\r\n", stdout);
    for (int i = 0; i < cs.n; i++)
        fprintf(stdout, "%s%s", i ? "  " : "", cs.c[i]);
    fputs("\r\n", stdout);
    fflush(stdout);
    return CC_REDISPLAY;
}

static struct cmdline *open_cmdline(app *a)
{
    struct cmdline *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->a = a;
    HistEvent ev;
    c->hist = history_init();
    c->el = el_init("spelgen", stdin, stdout, stderr);
    if (!c->hist || !c->el) {
        if (c->el)
            el_end(c->el);
        if (c->hist)
            history_end(c->hist);
        free(c);
        return NULL;
    }
    history(c->hist, &ev, H_SETSIZE, 500);
    history(c->hist, &ev, H_SETUNIQUE, 1);
    c->have_path = cmdline_history_path(c->path, sizeof c->path);
    if (c->have_path)
        history(c->hist, &ev, H_LOAD, c->path);
    el_set(c->el, EL_EDITOR, "emacs");
    el_set(c->el, EL_HIST, history, c->hist);
    el_set(c->el, EL_PROMPT, prompt);
    el_set(c->el, EL_CLIENTDATA, c);
    /* the wide call: the narrow one copies the two strings and never frees them */
    el_wset(c->el, EL_ADDFN, L"spg-complete", L"complete a command or its argument", complete);
    el_set(c->el, EL_BIND, "^I", "spg-complete", NULL);
    el_source(c->el, NULL); /* the user's ~/.editrc, as every libedit program reads it */
    return c;
}

bool cmdline_read(app *a, char *buf, size_t len)
{
    /* the bottom row becomes libedit's, with the terminal's cursor on it */
    attrset(A_NORMAL);
    move(LINES - 1, 0);
    clrtoeol();
    curs_set(1);
    refresh();
    /* curses' modes are saved before libedit starts: el_init already sets the terminal
     * to its own idea of cooked mode, and that must not be taken for curses' */
    def_prog_mode();
    struct termios prog;
    bool have_prog = tcgetattr(STDIN_FILENO, &prog) == 0;
    reset_shell_mode();
    if (!a->cmdline)
        a->cmdline = open_cmdline(a);
    const char *line = NULL;
    int count = 0;
    double t = app_now_ms();
    if (a->cmdline)
        line = el_gets(a->cmdline->el, &count);
    a->waited_ms += app_now_ms() - t;
    if (have_prog)
        tcsetattr(STDIN_FILENO, TCSADRAIN, &prog);
    reset_prog_mode();
    curs_set(0);
    clearok(curscr, TRUE); /* libedit wrote behind curses' back: repaint everything */
    if (!a->cmdline) {
        app_message(a, true, "the command line could not start (libedit)");
        return false;
    }
    struct cmdline *c = a->cmdline;
    if (!line || count <= 0)
        return false;
    size_t n = strlen(line);
    while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
        n--;
    if (n == 0)
        return false;
    if (n >= len)
        n = len - 1;
    memcpy(buf, line, n);
    buf[n] = 0;
    HistEvent ev;
    history(c->hist, &ev, H_ENTER, buf);
    if (c->have_path)
        history(c->hist, &ev, H_SAVE, c->path); /* now, so a killed session keeps it */
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
    el_end(c->el);
    history_end(c->hist);
    free(c);
    a->cmdline = NULL;
}
