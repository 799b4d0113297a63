/* keys.c — what each key does.  Keys follow terminal habits (arrows and hjkl, space and
 * b, ? and q); every key ends in a state the next frame can draw at once. */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cmdline.h"
#include "keys.h"
#include "ui.h"

static void step_to(app *a, uint32_t pos)
{
    app_goto(a, pos);
}

/* Reads the key after a prefix key (m, '), with `label` in the status line meanwhile;
 * -1 when it was Esc, Ctrl-C, Ctrl-G or Ctrl-Z (cancelled: Ctrl-C here does not quit). */
static int next_key(app *a, const char *label)
{
    app_message(a, false, "%s", label);
    view_draw(a);
    double t = app_now_ms();
    raw(); /* Ctrl-C comes as a key, not as SIGINT */
    int ch = getch();
    cbreak();
    a->waited_ms += app_now_ms() - t;
    a->msg[0] = 0;
    if (ch == 27 || ch == 3 || ch == 7 || ch == 26) {
        app_message(a, false, "cancelled");
        return -1;
    }
    return ch;
}

/* m a: sets mark a at the draw shown (vim's marks; a-z). */
static void set_mark(app *a)
{
    int ch = next_key(a, "mark: a-z names the draw shown (Esc cancels)");
    if (ch < 0)
        return;
    if (!jumps_set_mark(&a->jumps, (char)(ch >= 0 && ch < 128 ? ch : 0), a->st.pos)) {
        app_message(a, true, "marks are a-z: 'm a' marks the draw shown, \"'a\" goes back to it");
        return;
    }
    app_message(a, false, "mark %c at draw %u ('%c goes back to it)", ch, a->st.pos, ch);
}

/* 'a: goes to mark a; '' to where the latest jump left from. */
static void go_to_mark(app *a)
{
    int ch = next_key(a, "go to mark: a-z, or ' (or `) for where the last jump left from (Esc "
                         "cancels)");
    if (ch == '`')
        ch = '\'';
    if (ch < 0)
        return;
    uint32_t pos;
    char name = (char)(ch >= 0 && ch < 128 ? ch : 0);
    if (!((name >= 'a' && name <= 'z') || name == '\'')) {
        app_message(a, true, "marks are a-z (and ' for where the last jump left from)");
        return;
    }
    if (!jumps_get_mark(&a->jumps, name, &pos)) {
        if (name == '\'')
            app_message(a, true, "no jump yet to go back from");
        else
            app_message(a, true, "mark %c is not set: 'm %c' sets it", name, name);
        return;
    }
    app_jump(a, pos);
    app_message(a, false, "mark %c: draw %u", name, a->st.pos);
}

/* Ctrl-O / Ctrl-N: back and forth through the jump list. */
static void jump_list(app *a, int dir)
{
    uint32_t to;
    bool ok = dir < 0 ? jumps_back(&a->jumps, a->st.pos, &to) : jumps_forward(&a->jumps, a->st.pos, &to);
    if (!ok) {
        app_message(a, true, dir < 0 ? "at the oldest jump (Ctrl-N goes forward)"
                                     : "at the newest jump (Ctrl-O goes back)");
        return;
    }
    app_goto(a, to);
    app_message(a, false, "jump %d of %d: draw %u  (Ctrl-O back, Ctrl-N forward)", a->jumps.at + 1,
                a->jumps.n, a->st.pos);
}

static void change_level(app *a, int delta)
{
    spg_request rq = a->rq;
    int lv = rq.level + delta;
    /* the style's levels, in its word: a tunnel floor is a stage */
    const spg_style_impl *st = spg_style_of(a->res);
    if (lv < 1 || lv > st->max_level) {
        if (st->max_level == 1)
            app_message(a, true, "there is no %s %d: the %s style has one %s a seed",
                        st->level_word, lv, st->name, st->level_word);
        else
            app_message(a, true, "there is no %s %d: %ss are 1-%d", st->level_word, lv,
                        st->level_word, st->max_level);
        return;
    }
    rq.level = lv;
    if (app_generate(a, &rq, UINT32_MAX) != 0)
        return;
    if (rq.from_state)
        app_message(a, false, "level %d from state 0x%08X: %u draws", lv, rq.seed, a->st.ndraws);
    else
        app_message(a, false, "level %d of seed %u: %u draws", lv, rq.seed, a->st.ndraws);
    app_note_dropped(a);
    app_note_quirks(a);
}

static void move_cursor(app *a, int dx, int dy)
{
    app_select_tile(a, a->cx + dx, a->cy + dy, false);
}

/* The tile the current draw is about (the middle of a room it is about). */
static void cursor_to_draw(app *a)
{
    spg_focus f = app_draw_focus(a);
    if (f.x < 0) {
        app_message(a, false, "this draw is about no tile in particular");
        return;
    }
    app_select_tile(a, f.x + f.w / 2, f.y + f.h / 2, false);
}

static void inspector_jump(app *a)
{
    if (a->insp_sel < 0 || (size_t)a->insp_sel >= a->nwhy)
        return;
    uint32_t ev = a->why[a->insp_sel].ev;
    /* a draw jumps to itself, an effect to where it happened (so it is no longer dim) */
    uint32_t pos = stepper_pos_of_event(&a->st, ev);
    app_jump(a, pos);
    a->follow_cursor = true;
    const spg_event *e = &a->res->trace.ev[ev];
    if (e->kind == SPG_EV_DRAW)
        app_message(a, false, "at draw #%u, one of those that shaped tile %d,%d", pos, a->cx, a->cy);
    else
        app_message(a, false, "at draw #%u, where the %s effect on tile %d,%d happened", pos,
                    trace_kind_name(e->kind), a->cx, a->cy);
}

static void mouse(app *a)
{
    MEVENT me;
    if (getmouse(&me) != OK)
        return;
    if (!(me.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED)))
        return;
    if (a->help) {
        a->help = false;
        return;
    }
    rect m = a->r_map;
    if (m.h && me.y > m.y && me.y < m.y + m.h - 1 && me.x > m.x && me.x < m.x + m.w - 1) {
        int x = a->vx + (me.x - (m.x + 1)) / (a->map_cw > 1 ? 2 : 1), y = a->vy + me.y - (m.y + 1);
        if (x < a->res->level.w && y < a->res->level.h) {
            app_select_tile(a, x, y, false);
            a->show_inspector = true;
        }
        return;
    }
    rect l = a->r_log;
    if (l.h && me.y > l.y && me.y < l.y + l.h - 1 && me.y - l.y < 256) {
        uint32_t d = a->log_row_pos[me.y - l.y];
        if (d != UINT32_MAX && a->log_row_phase[me.y - l.y])
            app_jump_phase(a, d); /* a phase's line: its start */
        else if (d != UINT32_MAX)
            app_jump(a, d);
        return;
    }
    rect in = a->r_insp;
    if (in.h && me.y > in.y && me.y < in.y + in.h - 1 && me.y - in.y < 256) {
        int k = a->insp_row_entry[me.y - in.y];
        if (k >= 0) {
            a->focus = FOCUS_INSPECT;
            a->insp_sel = k;
            inspector_jump(a);
        }
    }
}

static void prompt_goto(app *a)
{
    char buf[32], label[64];
    snprintf(label, sizeof label, "go to draw (0-%u, g: the first): ", a->st.ndraws);
    if (!ui_prompt_hist(a, label, buf, sizeof buf, &a->goto_hist[0][0], &a->ngoto_hist, 20,
                        sizeof a->goto_hist[0], 'g') || !buf[0])
        return;
    if (strcmp(buf, "g") == 0) { /* vim's gg: the first draw */
        app_jump(a, 0);
        return;
    }
    char line[64];
    snprintf(line, sizeof line, "goto %s", buf);
    app_command(a, line);
}

static void prompt_search(app *a)
{
    char buf[TUI_CMD_TEXT];
    if (!ui_prompt_hist(a, "search the draws for: ", buf, sizeof buf, &a->search_hist[0][0],
                        &a->nsearch_hist, 20, sizeof a->search_hist[0], 0) || !buf[0])
        return;
    snprintf(a->search, sizeof a->search, "%s", buf);
    app_search(a, +1);
}


/* ---- what each key does: (app, the key, the count typed before it, 1 without) ------ */

static void k_step(app *a, int ch, uint32_t n)
{
    (void)ch;
    uint32_t pos = a->st.pos;
    step_to(a, n > a->st.ndraws - pos ? a->st.ndraws : pos + n);
}

static void k_back(app *a, int ch, uint32_t n)
{
    (void)ch;
    step_to(a, a->st.pos > n ? a->st.pos - n : 0);
}

static void k_big(app *a, int ch, uint32_t n)
{
    uint32_t pos = a->st.pos;
    for (uint32_t i = 0; i < n; i++)
        pos = ch == 'W' ? stepper_big_next(&a->st, pos) : stepper_big_prev(&a->st, pos);
    step_to(a, pos);
}

static void k_until(app *a, int ch, uint32_t n)
{
    (void)ch;
    uint32_t pos = a->st.pos;
    for (uint32_t i = 0; i < n; i++)
        pos = stepper_until(&a->st, pos);
    step_to(a, pos);
}

static void k_phase(app *a, int ch, uint32_t n)
{
    int dir = ch == ']' ? +1 : -1;
    uint32_t pos = a->st.pos;
    /* on a phase's last draw, shown as that draw, the next phase begins right here: ]
     * stands at its start without moving */
    bool here = dir > 0 && !a->phase_start && app_at_phase_boundary(a);
    if (dir > 0 && !here && stepper_phase_step(&a->st, pos, +1) == pos) {
        app_message(a, false, "no phase begins after this draw");
        return;
    }
    for (uint32_t i = here ? 1 : 0; i < n; i++)
        pos = stepper_phase_step(&a->st, pos, dir);
    app_jump_phase(a, pos);
}

static void k_page(app *a, int ch, uint32_t n)
{
    (void)n;
    uint32_t pos = a->st.pos;
    step_to(a, ch == KEY_NPAGE ? pos + 100 : pos > 100 ? pos - 100 : 0);
}

static void k_home_end(app *a, int ch, uint32_t n)
{
    (void)n;
    app_jump(a, ch == KEY_HOME ? 0 : a->st.ndraws);
}

/* G: vim's: the last draw; with a count (305G), that draw */
static void k_G(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    uint32_t to = a->count_given ? a->count_given : a->st.ndraws;
    app_jump(a, to > a->st.ndraws ? a->st.ndraws : to);
    if (to > a->st.ndraws)
        app_message(a, false, "draw #%u is past the last draw (%u): at the last", to, a->st.ndraws);
}

/* Ctrl-D / Ctrl-U: vim's half a page, here 50 draws on / back */
static void k_half(app *a, int ch, uint32_t n)
{
    uint32_t pos = a->st.pos, by = 50 * n;
    step_to(a, ch == 4 ? (by > a->st.ndraws - pos ? a->st.ndraws : pos + by) : pos > by ? pos - by : 0);
}

static void k_goto(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    prompt_goto(a);
}

static void k_count(app *a, int ch, uint32_t n)
{
    (void)n;
    if (a->count < 1000000)
        a->count = a->count * 10 + (uint32_t)(ch - '0');
    /* the status line shows the count while it waits for its key (vim's showcmd) */
}

static void k_mark(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    set_mark(a);
}

static void k_to_mark(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    go_to_mark(a);
}

static void k_jumps(app *a, int ch, uint32_t n)
{
    (void)n;
    jump_list(a, ch == 15 ? -1 : +1);
}

static void k_level(app *a, int ch, uint32_t n)
{
    (void)n;
    change_level(a, ch == '>' ? +1 : -1);
}

static void k_move(app *a, int ch, uint32_t n)
{
    (void)n;
    int rw = a->res->level.room_w, rh = a->res->level.room_h;
    switch (ch) {
    case KEY_LEFT: case 'h': move_cursor(a, -1, 0); break;
    case KEY_RIGHT: case 'l': move_cursor(a, 1, 0); break;
    case KEY_UP: case 'k': move_cursor(a, 0, -1); break;
    case KEY_DOWN: case 'j': move_cursor(a, 0, 1); break;
    case 'H': move_cursor(a, -rw, 0); break;
    case 'L': move_cursor(a, rw, 0); break;
    case 'K': move_cursor(a, 0, -rh); break;
    case 'J': move_cursor(a, 0, rh); break;
    default: break;
    }
}

static void k_focus_draw(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    cursor_to_draw(a);
}

static void k_explain(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    a->explain_full = !a->explain_full;
    app_message(a, false, a->explain_full ? "the draw's explanation in full (e: back to its first lines)"
                                          : "the draw's explanation in its first lines (e: in full)");
}

static void k_inspect(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    app_select_tile(a, a->cx, a->cy, true);
}

static void k_tab(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    a->show_inspector = !a->show_inspector;
    a->focus = a->show_inspector ? FOCUS_INSPECT : FOCUS_MAP;
}

static void k_rule(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    a->show_rule = !a->show_rule;
    a->show_source = false; /* they share a place */
}

/* s: the source pane, the script text of the draw (a level the scripts built only) */
static void k_source(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    if (!a->scripts) {
        app_message(a, true, "the source pane shows the project's own scripts: open the "
                    "level with explore --scripts (r: the rule of this draw)");
        return;
    }
    a->show_source = !a->show_source;
    a->show_rule = false;
}

/* Ctrl-E / Ctrl-Y: vim's, a row of the rule pane down / up, when its rule is longer */
static void k_rule_scroll(app *a, int ch, uint32_t n)
{
    if (!a->show_rule || !a->rule_long) {
        app_message(a, false, "%s scrolls the rule pane (r) when its rule is longer than it",
                    ch == 5 ? "Ctrl-E" : "Ctrl-Y");
        return;
    }
    a->rule_scroll += ch == 5 ? (int)n : -(int)n;
}

static void k_mouse(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    mouse(a);
}

/* c C } {: repeated until a repeat finds nothing: its message says so, the draw stays */
static void k_stop(app *a, int ch, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        char said[sizeof a->msg];
        memcpy(said, a->msg, sizeof said);
        if (ch == 'c' || ch == 'C')
            app_continue(a, ch == 'c' ? +1 : -1);
        else
            app_tile_change(a, ch == '}' ? +1 : -1);
        if (a->msg_err) {
            if (i > 0) { /* the last one that moved says where it stopped */
                memcpy(a->msg, said, sizeof said);
                a->msg_err = false;
            }
            break;
        }
    }
}

static void k_diff_hop(app *a, int ch, uint32_t n)
{
    (void)n;
    app_diff_hop(a, ch == ')' ? +1 : -1);
}

static void k_search(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    prompt_search(a);
}

/* n / N: the search's next and previous match, and nothing else (vim's and less's) */
static void k_search_again(app *a, int ch, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        app_search(a, ch == 'n' ? +1 : -1);
        if (a->msg_err)
            break;
    }
}

static void k_escape(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    a->focus = FOCUS_MAP;
    a->search_mode = false;
}

static void k_command(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    char line[512];
    if (cmdline_read(a, line, sizeof line))
        app_command(a, line);
}

static void k_help(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    a->help = true;
    a->help_info = false;
    a->help_top = 0;
    a->help_scrolled = false;
}

static void k_redraw(app *a, int ch, uint32_t n)
{
    (void)a, (void)ch, (void)n;
    clearok(curscr, TRUE);
}

static void k_quit(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    a->quit = true;
}

/* the inspector's, when it has the focus */
static void ki_pick(app *a, int ch, uint32_t n)
{
    (void)n;
    int last = (int)a->nwhy - 1;
    int to = a->insp_sel + (ch == KEY_UP || ch == 'k' ? -1 : ch == KEY_DOWN || ch == 'j' ? 1
                            : ch == KEY_PPAGE ? -10 : 10);
    a->insp_sel = to > last ? last : to;
    if (a->insp_sel < 0)
        a->insp_sel = 0;
}

static void ki_jump(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    inspector_jump(a);
}

static void ki_leave(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    a->focus = FOCUS_MAP;
    a->show_inspector = false;
}

/* the tour's, while its pane is shown (tui/tour.c has what they do) */
static void kt_tour(app *a, int ch, uint32_t n)
{
    (void)n;
    app_tour_key(a, ch);
}

static void k_zoom(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    int need = 2 * a->res->level.w + 2 + 34;
    if (!a->zoom && COLS < need) {
        app_message(a, true, "z: the map at two columns a tile needs a terminal %d wide (this "
                    "one is %d)", need, COLS);
        return;
    }
    a->zoom = !a->zoom;
    app_message(a, false, a->zoom ? "map zoomed: two columns a tile (z: one)"
                                  : "map at one column a tile (z: two, when wide enough)");
}

/* the help pane's */
static void kh_scroll(app *a, int ch, uint32_t n)
{
    (void)n;
    int by = ch == KEY_DOWN || ch == 'j' ? 1 : ch == KEY_UP || ch == 'k' ? -1
             : ch == KEY_NPAGE ? 10 : ch == 4 ? 5 : ch == 21 ? -5 : -10;
    a->help_top = a->help_top + by > 0 ? a->help_top + by : 0;
}

static void kh_mouse(app *a, int ch, uint32_t n)
{
    (void)ch, (void)n;
    mouse(a); /* a click closes the help */
}

#define CODES(...) {__VA_ARGS__, 0}

const key_binding keys_table[] = {
    /* moving through the generation */
    {KC_MAP, KS_MOVE, CODES(' ', 'w'), NULL, "step", "next draw", true, k_step},
    {KC_MAP, KS_MOVE, CODES('b'), NULL, "back", "previous draw", true, k_back},
    {KC_MAP, KS_MOVE, CODES('W'), NULL, "big-step",
     "big step: a room (path and rooms phases), a row of blocks (blocks phase), ten draws "
     "(elsewhere)", true, k_big},
    {KC_MAP, KS_MOVE, CODES('B'), NULL, "big-step-back", "big step back", true, k_big},
    {KC_MAP, KS_MOVE, CODES(']'), NULL, "next-phase", "to where the next phase begins", true,
     k_phase},
    {KC_MAP, KS_MOVE, CODES('['), NULL, "previous-phase", "to where this (or the previous) phase "
     "begins", true, k_phase},
    {KC_MAP, KS_MOVE, CODES(KEY_HOME, KEY_END), "Home End", "start-end",
     "the first / the last draw", false, k_home_end},
    {KC_MAP, KS_MOVE, CODES(KEY_NPAGE, KEY_PPAGE), "PgDn PgUp", "page", "100 draws on / back",
     false, k_page},
    {KC_MAP, KS_MOVE, CODES(4, 21), "Ctrl-D Ctrl-U", "half-page", "50 draws on / back (vim's "
     "half a page; a count repeats it)", true, k_half},
    {KC_MAP, KS_MOVE, CODES('G'), NULL, "last", "the last draw; with a count, that draw (305G: "
     "draw 305, as :305 and g 305 Enter); g g the first", false, k_G},
    {KC_MAP, KS_MOVE, CODES('g'), NULL, "goto",
     "go to a draw: a number, +N or -N draws on or back, end; g again: the first (vim's gg); "
     "up/down its history (Esc or Ctrl-C cancels)", false, k_goto},
    {KC_MAP, KS_MOVE, CODES('u'), NULL, "until",
     "until: to the end of the walk, the room or the row of blocks being built (the loop "
     "being stepped through)", true, k_until},
    {KC_MAP, KS_MOVE, CODES('1', '2', '3', '4', '5', '6', '7', '8', '9', '0'), "0-9", "count",
     "a count before a key repeats it (10 space): steps, big steps, ] [, u, c, C, } {, n N",
     false, k_count},
    {KC_MAP, KS_MOVE, CODES('m'), "m a", "mark", "mark the draw shown as a (a-z)", false, k_mark},
    {KC_MAP, KS_MOVE, CODES('\'', '`'), "'a  ''  `a", "to-mark",
     "go back to mark a; '' to where the last jump left from (` as ', vim's backtick); :marks "
     "lists them", false, k_to_mark},
    {KC_MAP, KS_MOVE, CODES(15), NULL, "jump-back",
     "back through the jump list: g, searches, the inspector's Enter, c, C, } {, marks, ] [, "
     "Home and End are jumps", false, k_jumps},
    {KC_MAP, KS_MOVE, CODES(14), NULL, "jump-forward", "forward through the jump list again",
     false, k_jumps},
    {KC_MAP, KS_MOVE, CODES('>', '<'), "> <", "level", "next / previous level of the same seed",
     false, k_level},
    /* looking at tiles */
    {KC_MAP, KS_TILES, CODES(KEY_LEFT, KEY_DOWN, KEY_UP, KEY_RIGHT, 'h', 'j', 'k', 'l'),
     "arrows hjkl", "move", "move the tile cursor", false, k_move},
    {KC_MAP, KS_TILES, CODES('H', 'J', 'K', 'L'), "HJKL", "move-room",
     "move the tile cursor by a room", false, k_move},
    {KC_MAP, KS_TILES, CODES('f'), NULL, "focus-draw",
     "put the cursor on the tile the current draw is about", false, k_focus_draw},
    {KC_MAP, KS_TILES, CODES('e'), NULL, "explain",
     "the current draw's explanation in full (where it is cut, it ends in '... e: all'); e "
     "again: its first lines", false, k_explain},
    {KC_MAP, KS_TILES, CODES('\n', '\r', KEY_ENTER), "Enter", "inspect",
     "inspect the tile: everything that shaped it, oldest first", false, k_inspect},
    {KC_MAP, KS_TILES, CODES('\t'), "Tab", "inspector",
     "show the inspector (or the log where they share a place) and give it the focus", false,
     k_tab},
    {KC_MAP, KS_TILES, CODES('r'), NULL, "rule",
     "the rule pane: the rule this draw belongs to as pseudo-code, its line highlighted, the "
     "branch taken marked with the value drawn, the quirk that decided it, the source line "
     "that makes the draw", false, k_rule},
    {KC_MAP, KS_TILES, CODES('s'), NULL, "source",
     "under --scripts, the source pane: the script the draw was made in, from your imported "
     "project, around its line (highlighted); it follows every step and jump", false,
     k_source},
    {KC_MAP, KS_TILES, CODES(5, 25), "Ctrl-E Ctrl-Y", "rule-scroll",
     "scroll the rule pane a row down / up, where its rule is longer than the pane", true,
     k_rule_scroll},
    {KC_MAP, KS_TILES, CODES('z'), NULL, "zoom",
     "zoom the map: two columns a tile, where the terminal is wide enough for the map twice "
     "over and the right column; z again: one", false, k_zoom},
    {KC_MAP, KS_TILES, CODES(KEY_MOUSE), "mouse", "click",
     "click a tile to inspect it, a log line to go to its draw", false, k_mouse},
    /* debugging */
    {KC_MAP, KS_DEBUG, CODES('c'), NULL, "continue",
     "continue: to the next draw a breakpoint or watchpoint meets (:break, :watch)", true,
     k_stop},
    {KC_MAP, KS_DEBUG, CODES('C'), NULL, "reverse-continue",
     "reverse-continue: back to the previous one", true, k_stop},
    {KC_MAP, KS_DEBUG, CODES('}', '{'), "} {", "tile-change",
     "next / previous change of the tile under the cursor", true, k_stop},
    {KC_MAP, KS_DEBUG, CODES(')', '('), ") (", "diff-hop",
     "the next / previous tile that differs (:diff or :force)", false, k_diff_hop},
    /* searching and commands */
    {KC_MAP, KS_SEARCH, CODES('/'), NULL, "search",
     "search the draws: a regex (any case) over what the log shows: values (=5), decisions, "
     "sites (mines\\.bat), effects, tiles (21,1) (Esc or Ctrl-C cancels)", false, k_search},
    {KC_MAP, KS_SEARCH, CODES('n'), NULL, "search-next",
     "the search's next match (it says when it wraps)", true, k_search_again},
    {KC_MAP, KS_SEARCH, CODES('N'), NULL, "search-previous", "the search's previous match",
     true, k_search_again},
    {KC_MAP, KS_SEARCH, CODES(27), "Esc", "escape",
     "end the search's highlighting, forget a count, back to the map", false, k_escape},
    {KC_MAP, KS_SEARCH, CODES(':'), NULL, "command",
     "a command line (up/down history, Tab completes, Esc or Ctrl-C cancels); the commands "
     "are below", false, k_command},
    {KC_MAP, KS_SEARCH, CODES('?'), NULL, "help", "this help", false, k_help},
    {KC_MAP, KS_SEARCH, CODES(12), NULL, "redraw", "redraw the screen", false, k_redraw},
    {KC_MAP, KS_SEARCH, CODES('q'), NULL, "quit", "quit", false, k_quit},
    /* the inspector's, when it has the focus */
    {KC_INSPECT, KS_INSPECT, CODES(KEY_UP, 'k', KEY_DOWN, 'j'), "up down k j", "pick",
     "pick the entry above / below", false, ki_pick},
    {KC_INSPECT, KS_INSPECT, CODES(KEY_PPAGE, KEY_NPAGE), "PgUp PgDn", "pick-page",
     "ten entries up / down", false, ki_pick},
    {KC_INSPECT, KS_INSPECT, CODES('\n', '\r', KEY_ENTER), "Enter", "jump",
     "go to the entry's draw (an effect: where it happened)", false, ki_jump},
    {KC_INSPECT, KS_INSPECT, CODES('\t', 27), "Tab Esc", "leave",
     "back to the map and the log", false, ki_leave},
    /* the guided tour's, while its pane is shown (spelgen explore --tour, :tour) */
    {KC_TOUR, KS_TOUR, CODES('\n', '\r', KEY_ENTER), "Enter", "tour-next",
     "the tour's next stop (at the last: the tour ends)", false, kt_tour},
    {KC_TOUR, KS_TOUR, CODES(KEY_BACKSPACE, 127), "Backspace", "tour-back",
     "the tour's stop before", false, kt_tour},
    {KC_TOUR, KS_TOUR, CODES(27), "Esc", "tour-leave",
     "leave the tour where it is: the draw stays; :tour goes back to the stop, :tour N to "
     "stop N", false, kt_tour},
    /* the help pane's (any other key closes it) */
    {KC_HELP, KS_HELP, CODES(KEY_UP, 'k', KEY_DOWN, 'j'), "up down k j", "scroll",
     "scroll a row (k and j once it is scrolled: first, ?j and ?k name the jar and key "
     "glyphs)", false, kh_scroll},
    {KC_HELP, KS_HELP, CODES(4, 21), "Ctrl-D Ctrl-U", "scroll-half",
     "scroll five rows down / up", false, kh_scroll},
    {KC_HELP, KS_HELP, CODES(KEY_PPAGE, KEY_NPAGE), "PgUp PgDn", "scroll-page",
     "scroll ten rows", false, kh_scroll},
    {KC_HELP, KS_HELP, CODES(KEY_MOUSE), "mouse", "close", "a click closes the help", false,
     kh_mouse},
};
const size_t keys_ntable = sizeof keys_table / sizeof keys_table[0];

const key_binding *keys_lookup(key_context ctx, int ch)
{
    for (size_t i = 0; i < keys_ntable; i++) {
        if (keys_table[i].ctx != ctx)
            continue;
        for (const int *c = keys_table[i].codes; *c; c++)
            if (*c == ch)
                return &keys_table[i];
    }
    return NULL;
}

/* Ctrl-Z where raw mode keeps it from the terminal (the help pane): hands the terminal
 * back and stops, as the shell's job control expects; after fg the screen is redrawn. */
static void suspend_here(void)
{
    def_prog_mode();
    endwin();
    raise(SIGTSTP);
    reset_prog_mode();
    clearok(curscr, TRUE);
}

/* A key while the help or a list (`:info break`, `:quirk`, `:marks`) is shown.  True when
 * the pane took it; false when it closed the pane and the key is to do its own thing on
 * the map, as vim's "Press ENTER or type command to continue": `:info break` then
 * `:delete 1` deletes, `/` searches, `g` goes to a draw.  Enter, space, Esc and q only
 * close; Ctrl-C closes too (raw mode while the pane is shown: it does not quit, so the
 * breakpoints, marks and forces stay).  In the help, a map glyph's key (j and k too, until
 * the help is scrolled) says what that glyph is; ':' opens the command line still. */
static bool help_key(app *a, int ch)
{
    if (ch == 3) {
        a->help = false;
        app_message(a, false, "Ctrl-C closed the %s (q quits the explorer)",
                    a->help_info ? "list" : "help");
        return true;
    }
    if (ch == 26) {
        suspend_here();
        return true;
    }
    const key_binding *k = keys_lookup(KC_HELP, ch);
    bool glyph_first = !a->help_info && !a->help_scrolled && (ch == 'j' || ch == 'k');
    if (k && !glyph_first) {
        k->run(a, ch, 1);
        if (k->run != kh_mouse)
            a->help_scrolled = true;
        return true;
    }
    bool was_help = !a->help_info;
    a->help = false;
    if (was_help && ch != ':' && ch > ' ' && ch < 127 && app_legend(a, (char)ch))
        return true; /* ? then a map glyph: what it stands for, in the status line */
    if (ch == '\n' || ch == '\r' || ch == KEY_ENTER || ch == ' ' || ch == 27 || ch == 'q' ||
        (ch == '?' && was_help) || ch == KEY_MOUSE || ch == KEY_RESIZE)
        return true; /* "any key closes this" */
    return false;
}

void keys_handle(app *a, int ch)
{
    if (ch == KEY_RESIZE)
        return; /* the caller redraws at once */
    /* too small a terminal shows no panes: keys that open a prompt or a pane wait */
    if (a->too_small && (ch == ':' || ch == 'g' || ch == '/' || ch == '?' || ch == KEY_MOUSE))
        return;
    a->msg[0] = 0;
    a->msg_err = false;
    if (a->help && help_key(a, ch))
        return;
    /* a digit goes on a count already begun (0 alone is no count: there is no key 0) */
    bool digit = (ch >= '1' && ch <= '9') || (ch == '0' && a->count);
    const key_binding *k = NULL;
    if (a->focus == FOCUS_INSPECT && !digit)
        k = keys_lookup(KC_INSPECT, ch);
    if (!k && !digit && app_touring(a) && a->focus == FOCUS_MAP && !a->search_mode)
        k = keys_lookup(KC_TOUR, ch);
    if (!k && (ch != '0' || a->count))
        k = keys_lookup(KC_MAP, ch);
    if (!k) {
        /* a key that does nothing says so, instead of leaving the user to wonder */
        char kn[32];
        a->count = 0;
        app_message(a, false, "%s does nothing here; ? lists the keys", keys_label(ch, kn, sizeof kn));
        return;
    }
    if (k->run == k_count) {
        k->run(a, ch, 0);
        return;
    }
    uint32_t count = a->count ? a->count : 1;
    a->count_given = a->count;
    a->count = 0;
    k->run(a, ch, k->counted ? count : 1);
}

const char *keys_label(int ch, char *buf, size_t len)
{
    static const struct {
        int code;
        const char *name;
    } named[] = {
        {' ', "space"}, {'\n', "Enter"}, {'\r', "Enter"}, {KEY_ENTER, "Enter"}, {'\t', "Tab"},
        {27, "Esc"}, {KEY_LEFT, "Left"}, {KEY_RIGHT, "Right"}, {KEY_UP, "Up"},
        {KEY_DOWN, "Down"}, {KEY_NPAGE, "PgDn"}, {KEY_PPAGE, "PgUp"}, {KEY_HOME, "Home"},
        {KEY_END, "End"}, {KEY_MOUSE, "mouse"}, {KEY_RESIZE, "resize"},
        {KEY_BACKSPACE, "Backspace"}, {127, "Backspace"},
    };
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        if (named[i].code == ch) {
            snprintf(buf, len, "%s", named[i].name);
            return buf;
        }
    if (ch > 0 && ch < 27)
        snprintf(buf, len, "Ctrl-%c", '@' + ch);
    else if (ch > 32 && ch < 127)
        snprintf(buf, len, "%c", ch);
    else {
        const char *k = keyname(ch);
        snprintf(buf, len, "%s", k ? k : "?");
    }
    return buf;
}

const char *keys_section_title(key_section s)
{
    static const char *const titles[KS__COUNT] = {
        [KS_MOVE] = "Moving through the generation (a step is one random draw)",
        [KS_TILES] = "Looking at tiles",
        [KS_DEBUG] = "Debugging (the commands :break, :watch, :force, :diff are below)",
        [KS_SEARCH] = "Searching, commands, the rest",
        [KS_INSPECT] = "In the inspector (Enter on a tile opens it)",
        [KS_TOUR] = "In the guided tour (spelgen explore --tour, :tour), while its pane is shown",
        [KS_HELP] = "In this help (any other key closes it)",
    };
    return s < KS__COUNT ? titles[s] : "";
}

const char *keys_context_name(key_context c)
{
    static const char *const names[KC__COUNT] = {[KC_MAP] = "map", [KC_INSPECT] = "inspector",
                                                 [KC_HELP] = "help", [KC_TOUR] = "tour"};
    return c < KC__COUNT ? names[c] : "?";
}
