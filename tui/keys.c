/* keys.c — what each key does.  Keys follow terminal habits (arrows and hjkl, space and
 * b, ? and q); every key ends in a state the next frame can draw at once. */
#include <stdio.h>
#include <string.h>

#include "cmdline.h"
#include "ui.h"

static void step_to(app *a, uint32_t pos)
{
    app_goto(a, pos);
}

/* Reads the key after a prefix key (m, '), with `label` in the status line meanwhile. */
static int next_key(app *a, const char *label)
{
    app_message(a, false, "%s", label);
    view_draw(a);
    double t = app_now_ms();
    int ch = getch();
    a->waited_ms += app_now_ms() - t;
    a->msg[0] = 0;
    return ch;
}

/* m a: sets mark a at the draw shown (vim's marks; a-z). */
static void set_mark(app *a)
{
    int ch = next_key(a, "mark: a-z names the draw shown");
    if (ch == 27)
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
    int ch = next_key(a, "go to mark: a-z, or ' for where the last jump left from");
    if (ch == 27)
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
    if (lv < 1 || lv > SPG_MAX_LEVEL) {
        app_message(a, true, "there is no level %d: levels are 1-%d", lv, SPG_MAX_LEVEL);
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
    const spg_event *e = app_current_draw(a);
    if (!e || e->focus.x < 0) {
        app_message(a, false, "this draw is about no tile in particular");
        return;
    }
    app_select_tile(a, e->focus.x + e->focus.w / 2, e->focus.y + e->focus.h / 2, false);
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
        int x = a->vx + me.x - (m.x + 1), y = a->vy + me.y - (m.y + 1);
        if (x < a->res->level.w && y < a->res->level.h) {
            app_select_tile(a, x, y, false);
            a->show_inspector = true;
        }
        return;
    }
    rect l = a->r_log;
    if (l.h && me.y > l.y && me.y < l.y + l.h - 1 && me.y - l.y < 256) {
        uint32_t d = a->log_row_pos[me.y - l.y];
        if (d != UINT32_MAX)
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
    snprintf(label, sizeof label, "go to draw (0-%u): ", a->st.ndraws);
    if (!ui_prompt(a, label, buf, sizeof buf) || !buf[0])
        return;
    char line[64];
    snprintf(line, sizeof line, "goto %s", buf);
    app_command(a, line);
}

static void prompt_search(app *a)
{
    char buf[TUI_CMD_TEXT];
    if (!ui_prompt(a, "search the draws for: ", buf, sizeof buf) || !buf[0])
        return;
    snprintf(a->search, sizeof a->search, "%s", buf);
    app_search(a, +1);
}

/* Keys of the inspector when it has the focus; false: not one of them. */
static bool inspector_key(app *a, int ch)
{
    switch (ch) {
    case KEY_UP:
    case 'k':
        if (a->insp_sel > 0)
            a->insp_sel--;
        return true;
    case KEY_DOWN:
    case 'j':
        if (a->insp_sel + 1 < (int)a->nwhy)
            a->insp_sel++;
        return true;
    case KEY_PPAGE:
        a->insp_sel = a->insp_sel > 10 ? a->insp_sel - 10 : 0;
        return true;
    case KEY_NPAGE:
        a->insp_sel = a->insp_sel + 10 < (int)a->nwhy ? a->insp_sel + 10 : (int)a->nwhy - 1;
        if (a->insp_sel < 0)
            a->insp_sel = 0;
        return true;
    case '\n':
    case '\r':
    case KEY_ENTER:
        inspector_jump(a);
        return true;
    case 27: /* back to the map, and where panes fold, back to the log */
        a->focus = FOCUS_MAP;
        a->show_inspector = false;
        return true;
    case '\t':
        a->focus = FOCUS_MAP;
        a->show_inspector = false;
        return true;
    default:
        return false;
    }
}

void keys_handle(app *a, int ch)
{
    if (ch == KEY_RESIZE) {
        return; /* the caller redraws at once */
    }
    /* too small a terminal shows no panes: keys that open a prompt or a pane wait */
    if (a->too_small && (ch == ':' || ch == 'g' || ch == '/' || ch == '?' || ch == KEY_MOUSE))
        return;
    a->msg[0] = 0;
    a->msg_err = false;
    if (a->help) {
        if (ch == KEY_DOWN || ch == 'j')
            a->help_top++;
        else if (ch == KEY_UP || ch == 'k')
            a->help_top = a->help_top > 0 ? a->help_top - 1 : 0;
        else if (ch == KEY_NPAGE)
            a->help_top += 10;
        else if (ch == KEY_PPAGE)
            a->help_top = a->help_top > 10 ? a->help_top - 10 : 0;
        else if (ch == KEY_MOUSE)
            mouse(a);
        else
            a->help = false;
        return;
    }
    /* a count before a key repeats it: 10 space, 3 c (vim's counts) */
    if ((ch >= '1' && ch <= '9') || (ch == '0' && a->count)) {
        if (a->count < 1000000)
            a->count = a->count * 10 + (uint32_t)(ch - '0');
        app_message(a, false, "count %u: a step, big step, phase, c, C, u, } or { key repeats "
                              "it; Esc forgets it", a->count);
        return;
    }
    uint32_t count = a->count ? a->count : 1;
    a->count = 0;
    if (a->focus == FOCUS_INSPECT && inspector_key(a, ch))
        return;
    if (a->search_mode) {
        if (ch == 'n') {
            app_search(a, +1);
            return;
        }
        if (ch == 'N') {
            app_search(a, -1);
            return;
        }
        if (ch == 27) {
            a->search_mode = false;
            return;
        }
    }
    uint32_t pos = a->st.pos;
    switch (ch) {
    case ' ':
    case 'n':
        step_to(a, count > a->st.ndraws - pos ? a->st.ndraws : pos + count);
        break;
    case 'b':
    case 'p':
        step_to(a, pos > count ? pos - count : 0);
        break;
    case 'N':
        for (uint32_t i = 0; i < count; i++)
            pos = stepper_big_next(&a->st, pos);
        step_to(a, pos);
        break;
    case 'B':
    case 'P':
        for (uint32_t i = 0; i < count; i++)
            pos = stepper_big_prev(&a->st, pos);
        step_to(a, pos);
        break;
    case 'u':
        for (uint32_t i = 0; i < count; i++)
            pos = stepper_until(&a->st, pos);
        step_to(a, pos);
        break;
    case ']':
        if (stepper_phase_step(&a->st, pos, +1) == pos) {
            app_message(a, false, "no phase begins after this draw");
            break;
        }
        for (uint32_t i = 0; i < count; i++)
            pos = stepper_phase_step(&a->st, pos, +1);
        app_jump(a, pos);
        break;
    case '[':
        for (uint32_t i = 0; i < count; i++)
            pos = stepper_phase_step(&a->st, pos, -1);
        app_jump(a, pos);
        break;
    case ')':
        app_diff_hop(a, +1);
        break;
    case '(':
        app_diff_hop(a, -1);
        break;
    case 'm':
        set_mark(a);
        break;
    case '\'':
        go_to_mark(a);
        break;
    case 15: /* ^O, vim's: back through the jump list (^I is Tab, the inspector's) */
        jump_list(a, -1);
        break;
    case 14: /* ^N: forward again */
        jump_list(a, +1);
        break;
    case KEY_NPAGE:
        step_to(a, pos + 100);
        break;
    case KEY_PPAGE:
        step_to(a, pos > 100 ? pos - 100 : 0);
        break;
    case KEY_HOME:
        app_jump(a, 0);
        break;
    case KEY_END:
        app_jump(a, a->st.ndraws);
        break;
    case 'g':
        prompt_goto(a);
        break;
    case '>':
        change_level(a, +1);
        break;
    case '<':
        change_level(a, -1);
        break;
    case KEY_LEFT:
    case 'h':
        move_cursor(a, -1, 0);
        break;
    case KEY_RIGHT:
    case 'l':
        move_cursor(a, 1, 0);
        break;
    case KEY_UP:
    case 'k':
        move_cursor(a, 0, -1);
        break;
    case KEY_DOWN:
    case 'j':
        move_cursor(a, 0, 1);
        break;
    case 'H':
        move_cursor(a, -a->res->level.room_w, 0);
        break;
    case 'L':
        move_cursor(a, a->res->level.room_w, 0);
        break;
    case 'K':
        move_cursor(a, 0, -a->res->level.room_h);
        break;
    case 'J':
        move_cursor(a, 0, a->res->level.room_h);
        break;
    case 'f':
        cursor_to_draw(a);
        break;
    case 'e':
        a->explain_full = !a->explain_full;
        app_message(a, false, a->explain_full ? "the draw's explanation in full (e: back to its first lines)"
                                              : "the draw's explanation in its first lines (e: in full)");
        break;
    case 'c':
    case 'C':
    case '}':
    case '{':
        /* repeated until a repeat finds nothing: its message says so, the draw stays */
        for (uint32_t i = 0; i < count; i++) {
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
        break;
    case '\n':
    case '\r':
    case KEY_ENTER:
        app_select_tile(a, a->cx, a->cy, true);
        break;
    case '\t':
        a->show_inspector = !a->show_inspector;
        a->focus = a->show_inspector ? FOCUS_INSPECT : FOCUS_MAP;
        break;
    case 27:
        a->focus = FOCUS_MAP;
        a->search_mode = false;
        break;
    case '/':
        prompt_search(a);
        break;
    case ':': {
        char line[512];
        if (cmdline_read(a, line, sizeof line))
            app_command(a, line);
        break;
    }
    case 'r':
        a->show_rule = !a->show_rule;
        break;
    case '?':
        a->help = true;
        a->help_info = false;
        a->help_top = 0;
        break;
    case 12: /* ^L */
        clearok(curscr, TRUE);
        break;
    case KEY_MOUSE:
        mouse(a);
        break;
    case 'q':
        a->quit = true;
        break;
    default: {
        /* a key that does nothing says so, instead of leaving the user to wonder */
        char kn[32];
        app_message(a, false, "%s does nothing here; ? lists the keys", keys_name(ch, kn, sizeof kn));
        break;
    }
    }
}

const char *keys_name(int ch, char *buf, size_t len)
{
    const char *k = keyname(ch);
    if (ch == ' ')
        k = "space";
    snprintf(buf, len, "%s", k ? k : "?");
    return buf;
}
