/* explorer.c — `spelgen explore`: sets up the terminal, runs the key loop, and gives the
 * terminal back as it found it on every way out (quit, error, SIGINT/SIGTERM, exit). */
#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <unistd.h>

#include "../src/cli/cli.h"
#include "../src/cli/scripts.h"
#include "explorer.h"
#include "cmdline.h"
#include "keys.h"
#include "ui.h"

static const char usage[] =
    "usage: spelgen explore [--seed S | --state S] [--level N] [options]\n"
    "Steps through a level's generation one random draw at a time, in the terminal: the\n"
    "map as it stands after each draw, the 4x4 room grid with the path, the draw log, and\n"
    "the history of any tile.  Press ? inside for every key, q to leave.\n\n"
    "  --color WHEN      always, never or auto (default: auto; NO_COLOR turns it off)\n"
    "  -x FILE           run the explorer commands of FILE (one a line, as after :) first\n"
    "  --scripts         build every level by running the imported project's own scripts\n"
    "                    (DIR/scripts and DIR/project; one level from --state, levels 1-4):\n"
    "                    each draw named by script and line, the tiles its objects made\n"
    "  --tour            the guided tour: a level where every stop of the style's tour\n"
    "                    occurs (searched from --seed), at its first stop; Enter goes on\n"
    "  --list-keys       print the key table (context, keys, action, help) and exit\n"
    "  --list-commands   print the : command table (name, alias, arguments, help) and exit\n";

/* --list-keys: the key table, one binding a line, tab-separated (tmux's list-keys). */
static void list_keys(FILE *f)
{
    for (size_t i = 0; i < keys_ntable; i++) {
        const key_binding *k = &keys_table[i];
        fprintf(f, "%s\t", keys_context_name(k->ctx));
        char prev[24] = "";
        for (const int *c = k->codes; *c; c++) {
            char kn[24];
            keys_label(*c, kn, sizeof kn);
            if (strcmp(kn, prev) != 0) /* Enter is three codes and one key */
                fprintf(f, "%s%s", c == k->codes ? "" : " ", kn);
            snprintf(prev, sizeof prev, "%s", kn);
        }
        fprintf(f, "\t%s\t%s\n", k->action, k->help);
    }
}

/* --list-commands: the : commands, one a line, tab-separated (tmux's list-commands). */
static void list_commands(FILE *f)
{
    for (size_t i = 0; i < tui_ncmds; i++)
        fprintf(f, "%s\t%s\t%s\t%s\n", explore_cmds[i].name,
                explore_cmds[i].alias ? explore_cmds[i].alias : "", explore_cmds[i].usage,
                explore_cmds[i].help);
}

/* ---- giving the terminal back ------------------------------------------------------ */

static struct termios saved_tty;
static bool have_saved_tty;
static char restore_seq[256]; /* what endwin would send, prepared for a signal handler */
static size_t restore_len;
static volatile sig_atomic_t curses_on;

static void add_seq(const char *cap)
{
    char *s = tigetstr((char *)cap);
    if (!s || s == (char *)-1)
        return;
    size_t n = strlen(s);
    if (restore_len + n < sizeof restore_seq) {
        memcpy(restore_seq + restore_len, s, n);
        restore_len += n;
    }
}

/* Gives the terminal back and lets the signal do what it does by default (end the
 * program, or dump core for a crash), so the parent sees how we ended.  Only
 * async-signal-safe calls: the sequences were prepared while it was safe. */
static void on_signal(int sig)
{
    if (curses_on) {
        if (restore_len) {
            ssize_t w = write(STDOUT_FILENO, restore_seq, restore_len);
            (void)w;
        }
        if (have_saved_tty)
            tcsetattr(STDIN_FILENO, TCSANOW, &saved_tty);
        curses_on = 0;
    }
    /* SA_RESETHAND put the default action back; it runs when the handler returns */
    raise(sig);
}

static void at_exit(void)
{
    if (curses_on && !isendwin()) {
        endwin();
        curses_on = 0;
    }
}

static void start_curses(app *a, int colour)
{
    have_saved_tty = tcgetattr(STDIN_FILENO, &saved_tty) == 0;
    atexit(at_exit);
    initscr();
    curses_on = 1;
    /* mouse reporting off, keypad off, cursor shown, alternate screen left */
    static const char mouse_off[] = "\033[?1000l\033[?1002l\033[?1006l";
    memcpy(restore_seq, mouse_off, sizeof mouse_off - 1);
    restore_len = sizeof mouse_off - 1;
    add_seq("sgr0");
    add_seq("rmkx");
    add_seq("cnorm");
    add_seq("rmcup");
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESETHAND;
    sigemptyset(&sa.sa_mask);
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        sigaction(sigs[i], &sa, NULL);
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    set_escdelay(25);
    const char *nc = getenv("NO_COLOR");
    a->mono = colour == 0 || (colour == -1 && nc && *nc);
    ui_colours_init(a);
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED, NULL);
    mouseinterval(0);
}

static void stop_curses(void)
{
    if (curses_on) {
        endwin();
        curses_on = 0;
    }
}

/* Whether $TERM names a terminal curses can draw a screen on: one that can address its
 * cursor and clear (TERM=dumb, or unset, would open a blank screen). */
static bool terminal_can_draw(void)
{
    int err = 0;
    if (setupterm(NULL, STDOUT_FILENO, &err) != OK)
        return false;
    char *cup = tigetstr((char *)"cup"), *clear = tigetstr((char *)"clear");
    bool ok = cup && cup != (char *)-1 && clear && clear != (char *)-1;
    del_curterm(cur_term);
    return ok;
}

/* ---- timing ------------------------------------------------------------------------ */

/* SPELGEN_TIMING=1 logs to ./spelgen-timing.log, SPELGEN_TIMING=FILE to FILE. */
static FILE *open_timing(void)
{
    const char *t = getenv("SPELGEN_TIMING");
    if (!t || !*t || strcmp(t, "0") == 0)
        return NULL;
    FILE *f = fopen(strcmp(t, "1") == 0 ? "spelgen-timing.log" : t, "a");
    if (f)
        fputs("# key\thandle_ms\tdraw_ms\tdraw_pos\n", f);
    return f;
}

/* ---- the command ------------------------------------------------------------------- */

/* -x FILE (gdb's): the `:` commands of FILE, one a line ('#' starts a comment), run in
 * order before the first key.  A command that fails stops them: FILE:LINE: what is
 * wrong, on stderr, and exit 1 (a malformed file), before the terminal is taken. */
static int run_command_file(app *a, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        cli_error("explore", "-x: cannot read '%s'", path);
        return EXIT_FAIL;
    }
    char line[1024];
    int n = 0, rc = EXIT_OK;
    while (fgets(line, sizeof line, f)) {
        n++;
        size_t len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n') {
            cli_error("explore", "%s:%d: the line is too long (at most %zu bytes)", path, n,
                      sizeof line - 2);
            rc = EXIT_FAIL;
            break;
        }
        char *p = line;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '#' || *p == '\n' || *p == 0)
            continue;
        a->msg[0] = 0;
        a->msg_err = false;
        app_command(a, p);
        if (a->msg_err) {
            cli_error("explore", "%s:%d: %s", path, n, a->msg);
            rc = EXIT_FAIL;
            break;
        }
    }
    fclose(f);
    return rc;
}

/* --scripts: the project's program and an interpreter of it, for app_generate; the
 * checks trace --scripts makes.  An exit status (the message said). */
static int load_scripts(app *a, const cli_opts *o, bool tour_flag)
{
    if (o->seed_given || !o->state_given) {
        cli_error("explore", "--scripts builds one level from a raw state: give --state S "
                  "(with --level N), not --seed");
        return EXIT_USAGE;
    }
    if (o->quirk_given || o->rq.style != SPG_STYLE_CLASSIC || o->rq.nforce || tour_flag) {
        cli_error("explore", "--scripts: the scripts are the rules: --quirk, --style, --force "
                  "and --tour are the native port's");
        return EXIT_USAGE;
    }
    char err[600];
    /* where the source pane reads the scripts' text: the directory they were read from */
    if (o->data_dir)
        snprintf(a->scripts_dir, sizeof a->scripts_dir, "%s", o->data_dir);
    else if (spg_data_find(NULL, a->scripts_dir, sizeof a->scripts_dir, err, sizeof err) != 0)
        a->scripts_dir[0] = 0;
    if (cli_scripts_load(o->data_dir, &a->scripts, err, sizeof err) != 0) {
        cli_error("explore", "%s", err);
        return EXIT_FAIL;
    }
    rng_init(&a->scripts_rng, SPG_ENGINE_GM8, 0);
    a->scripts_vm = gml_vm_new(a->scripts, &a->scripts_rng);
    if (!a->scripts_vm) {
        cli_error("explore", "out of memory");
        cli_scripts_free(a->scripts);
        a->scripts = NULL;
        return EXIT_FAIL;
    }
    a->scripts_rec.rng = &a->scripts_rng;
    gml_vm_on_draw(a->scripts_vm, gml_draws_record, &a->scripts_rec);
    gml_vm_on_result(a->scripts_vm, gml_draws_result);
    return EXIT_OK;
}

int cmd_explore(int argc, char **argv)
{
    cli_opts o;
    /* -x FILE is the explorer's own: taken out before the common options are read */
    const char *xfile = NULL;
    bool tour = false; /* --tour: the explorer's own too */
    bool scripts = cli_take_scripts_flag(&argc, argv);
    char **rest = calloc((size_t)argc + 1, sizeof *rest);
    if (!rest)
        return EXIT_FAIL;
    int nrest = 0;
    for (int i = 0; i < argc; i++) {
        if (i > 0 && strcmp(argv[i], "-x") == 0) {
            if (i + 1 >= argc) {
                cli_error("explore", "-x needs a file of explorer commands");
                free(rest);
                return EXIT_USAGE;
            }
            xfile = argv[++i];
            continue;
        }
        if (i > 0 && strcmp(argv[i], "--tour") == 0) {
            tour = true;
            continue;
        }
        if (i > 0 && (strcmp(argv[i], "--list-keys") == 0 || strcmp(argv[i], "--list-commands") == 0)) {
            if (argv[i][7] == 'k')
                list_keys(stdout);
            else
                list_commands(stdout);
            free(rest);
            return EXIT_OK;
        }
        rest[nrest++] = argv[i];
    }
    int rc = cli_parse("explore", nrest, rest, 0, &o);
    free(rest);
    if (rc)
        return rc;
    if (o.help) {
        fputs(usage, stdout);
        cli_common_help(stdout);
        return EXIT_OK;
    }
    if (o.format || o.output) {
        cli_error("explore", "%s is for show, trace and why; the explorer draws in the terminal",
                  o.format ? "--format" : "-o");
        return EXIT_USAGE;
    }
    /* the options are checked first: a usage error is one whatever the output */
    if (cli_check_style_options("explore", &o) != 0 || cli_check_forces("explore", &o) != 0)
        return EXIT_USAGE;
    setlocale(LC_ALL, "");
    app *a = calloc(1, sizeof *a);
    if (!a) {
        fputs("spelgen: out of memory\n", stderr);
        return EXIT_FAIL;
    }
    char err[512];
    /* --scripts: --data names the project; the level's frame (its size, its rooms'
     * grid) is the native port's, from spelgen's own data */
    if (spg_data_load(scripts ? NULL : o.data_dir, &a->data, err, sizeof err) != 0) {
        cli_error("explore", "%s", err);
        free(a);
        return EXIT_FAIL;
    }
    if (scripts && (rc = load_scripts(a, &o, tour)) != 0) {
        spg_data_free(&a->data);
        free(a);
        return rc;
    }
    a->utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    /* generate before curses starts, so a failure is an ordinary message on stderr */
    if (app_generate(a, &o.rq, UINT32_MAX) != 0) { /* show's cli_build: a usage error */
        cli_error("explore", "%s", a->msg);
        app_free(a); /* the result it was building */
        spg_data_free(&a->data);
        free(a);
        return EXIT_USAGE;
    }
    /* --force: the first generation was the level as drawn; the forces are checked
     * against it and the level built again with them, standing at the first */
    if (o.rq.nforce) {
        /* the first force is a draw of the level as drawn; a later one counts draws of
         * the generation with the earlier ones in effect, so whatif_check below, on the
         * forced level, checks them all (as show does) */
        if (whatif_check_draw(a->res, o.force[0].draw, o.force[0].value, err, sizeof err) != 0) {
            cli_error("explore", "--%s", err);
            rc = EXIT_USAGE;
        }
        if (!rc) {
            memcpy(a->force, o.force, sizeof a->force);
            a->nforce = o.rq.nforce;
            if (app_generate(a, &a->rq, o.force[0].draw) != 0) {
                cli_error("explore", "%s", a->msg);
                rc = EXIT_FAIL;
            } else if (whatif_check(a->force, a->nforce, a->res, err, sizeof err) != 0) {
                cli_error("explore", "--%s", err);
                rc = EXIT_USAGE;
            }
        }
        if (rc) {
            app_free(a);
            spg_data_free(&a->data);
            free(a);
            return rc;
        }
    }
    a->cx = a->res->level.w / 2;
    a->cy = 1;
    app_message(a, false, "space: next draw  ?: help");
    /* --tour: the level the tour's search finds from the seed given, at its first stop */
    if (tour && app_tour_begin(a, 0, true) != 0) {
        cli_error("explore", "--tour: %s", a->msg);
        app_free(a);
        spg_data_free(&a->data);
        free(a);
        return EXIT_FAIL;
    }
    if (xfile) {
        /* the file's last message stays: it says where its commands left the explorer */
        rc = run_command_file(a, xfile);
        if (rc) {
            app_free(a);
            spg_data_free(&a->data);
            free(a);
            return rc;
        }
    }
    /* the terminal is asked for last: every error of the options and the level is said
     * (with show's exit status) whether or not there is one to draw on */
    if (!isatty(STDOUT_FILENO) || !isatty(STDIN_FILENO)) {
        fputs("spelgen: the explorer needs a terminal; for a level as text use 'spelgen show'\n", stderr);
        rc = EXIT_FAIL;
    } else if (!terminal_can_draw()) {
        const char *term = getenv("TERM");
        if (term && *term)
            fprintf(stderr, "spelgen: the explorer cannot draw on TERM=%s; for text use 'spelgen show'\n",
                    term);
        else
            fputs("spelgen: the explorer needs TERM set to a terminal; for text use 'spelgen show'\n",
                  stderr);
        rc = EXIT_FAIL;
    }
    if (rc) {
        app_free(a);
        spg_data_free(&a->data);
        free(a);
        return rc;
    }
    a->timing = open_timing();
    start_curses(a, o.colour);
    a->confirm = ui_confirm; /* :delete with no number asks first, now there is a terminal */
    view_draw(a);
    while (!a->quit) {
        /* while the help or a list is shown, Ctrl-C closes it (a key, in raw mode) instead
         * of quitting the explorer and losing its breakpoints, marks and forces */
        if (a->help)
            raw();
        else
            cbreak();
        int ch = getch();
        if (ch == ERR)
            continue;
        double t0 = app_now_ms();
        a->waited_ms = 0;
        keys_handle(a, ch);
        double t1 = app_now_ms() - a->waited_ms; /* typing in a prompt is not our time */
        if (a->quit)
            break;
        view_draw(a);
        double t2 = app_now_ms() - a->waited_ms;
        if (a->timing) {
            char kn[32];
            fprintf(a->timing, "%s\t%.3f\t%.3f\t%u\n", keys_label(ch, kn, sizeof kn), t1 - t0,
                    t2 - t1, a->st.pos);
            fflush(a->timing);
        }
    }
    cmdline_close(a);
    stop_curses();
    if (a->timing)
        fclose(a->timing);
    app_free(a);
    spg_data_free(&a->data);
    free(a);
    return EXIT_OK;
}
