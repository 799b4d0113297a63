/* explorer.c — the explorer's answer to each key and each `:` command, timed as its key
 * loop times them (the key handled, then the frame drawn), on level 16 of a game (seed 1:
 * sixteen levels built back to back, the last one traced), at 80x24 and at 200x60.
 * Issue 11 asks every key and command to answer in under 20 ms.  Every binding of the
 * key table (tui/keys.h) and every command of the command table (commands.h) is run, so
 * a key or command added later is measured too; a prompt's answer (the draw after g, the
 * regex after /, the line after :) is queued as keys (ungetch), as if typed at once.
 * Before the keys: a breakpoint, a watchpoint and a search, so that c, C, n and N have
 * work to do, and before ) and ( a diff (:diff quirk walk-else); each run starts from
 * the level as drawn with no diff, so :force builds the forced level and compares it
 * with the level as drawn, kept from before.  The screen is curses' own on /dev/null (TERM=xterm).  Prints
 * numbers only (median and worst of the runs, in ms); timing never decides a test.
 *
 *     build/bench-explorer [RUNS]      (make bench runs it; RUNS defaults to 15) */
#include <curses.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../tui/cmdline.h"
#include "../../tui/keys.h"
#include "../../tui/ui.h"

static spg_request base_rq;

/* Back to level 16 of seed 1 at draw `pos`, nothing open, no forces (untimed). */
static void reset(app *a, uint32_t pos)
{
    a->quit = a->help = a->help_info = a->touring = false;
    a->focus = FOCUS_MAP;
    a->show_inspector = false;
    a->count = 0;
    if (a->cmp_kind != CMP_NONE)
        app_diff(a, "off");
    if (a->nforce || a->rq.seed != base_rq.seed || a->rq.level != base_rq.level ||
        a->rq.from_state || a->rq.opt.quirks != base_rq.opt.quirks) {
        a->nforce = 0;
        if (app_generate(a, &base_rq, pos) != 0) {
            fprintf(stderr, "bench-explorer: %s\n", a->msg);
            exit(1);
        }
    }
    app_goto(a, pos);
}

/* Queues the characters of s to be read next, in order (ungetch is a stack). */
static void type(const char *s)
{
    for (size_t n = strlen(s); n > 0; n--)
        ungetch((unsigned char)s[n - 1]);
}

/* What a prompt key reads after it, as typed. */
static const char *answer_of(int ch)
{
    switch (ch) {
    case 'g': return "1234\n";
    case '/': return "walk-else\n";
    case 'm': return "a";
    case '\'': return "a";
    case ':': return "goto end\n";
    default: return "";
    }
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

typedef struct timing {
    double median, worst;
} timing;

#define MAX_RUNS 200

/* Runs `what` (a key, or a command line when line is set) `runs` times from draw pos,
 * each followed by a frame, and returns the median and the worst in ms. */
static timing measure(app *a, int runs, uint32_t pos, int ch, const char *line)
{
    double t[MAX_RUNS];
    for (int i = 0; i < runs; i++) {
        reset(a, pos);
        if (ch == ')' || ch == '(')
            app_diff(a, "quirk walk-else"); /* tiles that differ, to hop between */
        if (!line)
            type(answer_of(ch));
        double t0 = app_now_ms();
        if (line)
            app_command(a, line);
        else
            keys_handle(a, ch);
        view_draw(a);
        t[i] = app_now_ms() - t0;
        flushinp(); /* what a prompt did not read */
    }
    qsort(t, (size_t)runs, sizeof t[0], cmp_double);
    return (timing){t[runs / 2], t[runs - 1]};
}

/* A command of each table entry that does its work on this level. */
static void sample_line(const explore_cmd_entry *ce, const app *a, char *buf, size_t len)
{
    /* a force that fits: the first rand(a,b) of the middle third returns its lowest */
    const spg_trace *tr = &a->res->trace;
    uint32_t fd = tr->ndraws / 3;
    while (fd < tr->ndraws && tr->ev[tr->draw_event[fd - 1]].call != SPG_CALL_RAND)
        fd++;
    static const struct {
        const char *name, *args;
    } samples[] = {
        {"seed", "2"}, {"state", "0xDEADBEEF"}, {"level", "15"}, {"goto", "end"},
        {"phase", "path"}, {"why", "21 9"}, {"quirk", "walk-else off"}, {"engine", "gm8"},
        {"find", "walk-else"}, {"break", "decided ~ zzz-no-such-words"}, {"watch", "21 9"},
        {"continue", "3"}, {"reverse-continue", "3"}, {"info", "break"}, {"delete", "99"},
        {"disable", ""}, {"enable", ""}, {"unforce", ""}, {"diff", "quirk walk-else"},
        {"tour", "2"},
        {"help", ""}, {"quit", ""},
    };
    if (strcmp(ce->name, "force") == 0) {
        snprintf(buf, len, "force %u %d", fd, (int)tr->ev[tr->draw_event[fd - 1]].a);
        return;
    }
    if (strcmp(ce->name, "export") == 0) {
        snprintf(buf, len, "export! level.json"); /* in the bench's own directory */
        return;
    }
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++)
        if (strcmp(samples[i].name, ce->name) == 0) {
            snprintf(buf, len, "%s %s", ce->name, samples[i].args);
            return;
        }
    snprintf(buf, len, "%s", ce->name); /* a command added since: as it stands */
}

static int remove_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    return remove(path);
}

static void bench_size(app *a, int h, int w, int runs)
{
    resizeterm(h, w);
    reset(a, a->st.pos);
    uint32_t mid = a->st.ndraws / 2;
    int slow = 0, n = 0;
    double worst_all = 0;
    printf("\n%dx%d: level 16 of seed 1 (%u draws); ms, median / worst of %d\n", w, h,
           a->st.ndraws, runs);
    for (size_t i = 0; i < keys_ntable; i++) {
        const key_binding *k = &keys_table[i];
        for (const int *c = k->codes; *c; c++) {
            if (*c == '\r' || *c == KEY_ENTER || *c == 127 || (*c >= '2' && *c <= '9'))
                continue; /* the same binding as '\n', KEY_BACKSPACE or 1 */
            timing t;
            if (k->ctx == KC_MAP) {
                t = measure(a, runs, mid, *c, NULL);
            } else {
                /* the inspector's, the tour's and the help's keys: open them first, each
                 * run (the tour at its second stop: on the level its search finds, level 16
                 * having none of the Mines' stops) */
                double v[MAX_RUNS];
                bool open = true;
                for (int r = 0; r < runs && open; r++) {
                    reset(a, mid);
                    if (k->ctx == KC_INSPECT)
                        app_select_tile(a, 21, 9, true);
                    else if (k->ctx == KC_TOUR)
                        open = app_tour_begin(a, 1, true) == 0 && app_touring(a);
                    else
                        a->help = true;
                    if (!open)
                        break;
                    double t0 = app_now_ms();
                    keys_handle(a, *c);
                    view_draw(a);
                    v[r] = app_now_ms() - t0;
                }
                if (!open) {
                    char kn[24];
                    printf("  key %-10s %-9s %-16s (the tour does not open)\n",
                           keys_label(*c, kn, sizeof kn), keys_context_name(k->ctx), k->action);
                    reset(a, mid);
                    continue;
                }
                qsort(v, (size_t)runs, sizeof v[0], cmp_double);
                t = (timing){v[runs / 2], v[runs - 1]};
            }
            char kn[24];
            printf("  key %-10s %-9s %-16s %7.2f / %7.2f\n", keys_label(*c, kn, sizeof kn),
                   keys_context_name(k->ctx), k->action, t.median, t.worst);
            slow += t.worst >= 20;
            worst_all = t.worst > worst_all ? t.worst : worst_all;
            n++;
        }
    }
    for (size_t i = 0; i < tui_ncmds; i++) {
        char line[128];
        sample_line(&explore_cmds[i], a, line, sizeof line);
        timing t = measure(a, runs, mid, 0, line);
        printf("  :%-32s %7.2f / %7.2f\n", line, t.median, t.worst);
        slow += t.worst >= 20;
        worst_all = t.worst > worst_all ? t.worst : worst_all;
        n++;
    }
    printf("%dx%d: %d keys and commands, the slowest worst %.2f ms; %d at 20 ms or more\n", w,
           h, n, worst_all, slow);
}

int main(int argc, char **argv)
{
    int runs = argc > 1 ? atoi(argv[1]) : 15;
    if (runs < 1 || runs > MAX_RUNS)
        runs = 15;
    /* a home of its own: the : line's history is not the user's */
    char home[] = "/tmp/spelgen-bench-explorer.XXXXXX";
    if (!mkdtemp(home)) {
        perror("bench-explorer: mkdtemp");
        return 1;
    }
    setenv("HOME", home, 1);
    setenv("XDG_STATE_HOME", home, 1);
    app *a = calloc(1, sizeof *a);
    char err[512];
    if (!a || spg_data_load(NULL, &a->data, err, sizeof err) != 0) {
        fprintf(stderr, "bench-explorer: %s\n", a ? err : "out of memory");
        return 1;
    }
    if (chdir(home) != 0) { /* :export writes there */
        perror("bench-explorer: chdir");
        return 1;
    }
    base_rq.style = SPG_STYLE_CLASSIC;
    base_rq.seed = 1;
    base_rq.level = 16;
    options_default(&base_rq.opt);
    if (app_generate(a, &base_rq, UINT32_MAX) != 0) {
        fprintf(stderr, "bench-explorer: %s\n", a->msg);
        return 1;
    }
    a->cx = a->res->level.w / 2;
    a->cy = 1;
    FILE *out = fopen("/dev/null", "w"), *in = fopen("/dev/null", "r");
    SCREEN *scr = out && in ? newterm("xterm", out, in) : NULL;
    if (!scr) {
        fprintf(stderr, "bench-explorer: no curses screen on /dev/null (TERM=xterm)\n");
        return 1;
    }
    set_term(scr);
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    ui_colours_init(a);
    /* what c, C, n and N work on; ) and ( get a diff each run */
    app_command(a, "break decided ~ walk-else");
    app_command(a, "watch 21 9");
    snprintf(a->search, sizeof a->search, "walk");
    bench_size(a, 24, 80, runs);
    bench_size(a, 60, 200, runs);
    cmdline_close(a);
    endwin();
    delscreen(scr);
    fclose(out);
    fclose(in);
    app_free(a);
    spg_data_free(&a->data);
    free(a);
    nftw(home, remove_one, 8, FTW_DEPTH | FTW_PHYS);
    return 0;
}
