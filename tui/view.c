/* view.c — the screen as a whole: colours, small drawing helpers, where the panes go at
 * each terminal size, and the help pane. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "keys.h"
#include "ui.h"

void ui_colours_init(app *a)
{
    if (a->mono || !has_colors()) {
        a->mono = true;
        return;
    }
    start_color();
    use_default_colors();
    /* -1: the terminal's own background, so the explorer sits in the user's theme */
    init_pair(CP_BORDER, COLOR_WHITE, -1);
    init_pair(CP_BRICK, COLOR_YELLOW, -1);
    init_pair(CP_STONE, COLOR_WHITE, -1);
    init_pair(CP_LADDER, COLOR_YELLOW, -1);
    init_pair(CP_DANGER, COLOR_RED, -1);
    init_pair(CP_DOOR, COLOR_GREEN, -1);
    init_pair(CP_ALTAR, COLOR_MAGENTA, -1);
    init_pair(CP_ENTITY, COLOR_CYAN, -1);
    init_pair(CP_GOLD, COLOR_YELLOW, -1);
    init_pair(CP_GEM, COLOR_MAGENTA, -1);
    init_pair(CP_FOCUS, COLOR_BLACK, COLOR_YELLOW);
    init_pair(CP_CURSOR, COLOR_WHITE, COLOR_MAGENTA);
    init_pair(CP_CHANGED, COLOR_BLACK, COLOR_GREEN);
    init_pair(CP_ROOMFOCUS, COLOR_WHITE, COLOR_BLUE);
    init_pair(CP_ERROR, COLOR_WHITE, COLOR_RED);
    init_pair(CP_PATH, COLOR_GREEN, -1);
    init_pair(CP_SHOP, COLOR_YELLOW, -1);
    init_pair(CP_TITLE, COLOR_CYAN, -1);
    init_pair(CP_STATUS, COLOR_BLACK, COLOR_WHITE);
    init_pair(CP_PIT, COLOR_RED, -1);
    init_pair(CP_DIFF, COLOR_BLACK, COLOR_CYAN);
}

attr_t ui_attr(const app *a, int cp, attr_t mono)
{
    if (a->mono)
        return mono;
    attr_t extra = 0;
    if (cp == CP_GOLD || cp == CP_DOOR || cp == CP_ENTITY || cp == CP_PATH || cp == CP_DANGER)
        extra = A_BOLD;
    return (attr_t)COLOR_PAIR(cp) | extra;
}

/* Columns of a UTF-8 string's first `bytes` bytes (our strings have no wide characters). */
static int columns(const char *s, int bytes)
{
    int c = 0;
    for (int i = 0; i < bytes && s[i]; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80)
            c++;
    return c;
}

int ui_put(int y, int x, int maxw, const char *s, attr_t at)
{
    if (maxw <= 0 || !s)
        return 0;
    int bytes = 0, cols = 0;
    while (s[bytes]) {
        int len = 1;
        unsigned char c = (unsigned char)s[bytes];
        if (c >= 0xF0) len = 4;
        else if (c >= 0xE0) len = 3;
        else if (c >= 0xC0) len = 2;
        if (cols + 1 > maxw)
            break;
        for (int k = 1; k < len; k++)
            if (!s[bytes + k]) {
                len = k;
                break;
            }
        bytes += len;
        cols++;
    }
    attr_t old;
    short pair;
    attr_get(&old, &pair, NULL);
    attrset(at);
    mvaddnstr(y, x, s, bytes);
    attrset(old);
    return columns(s, bytes);
}

int ui_put_cut(const app *a, int y, int x, int maxw, const char *s, attr_t at)
{
    if (maxw <= 1 || !s || columns(s, (int)strlen(s)) <= maxw)
        return ui_put(y, x, maxw, s, at);
    int n = ui_put(y, x, maxw - 1, s, at);
    return n + ui_put(y, x + n, 1, a->utf8 ? "\u2026" : "~", at);
}

int ui_putf(int y, int x, int maxw, attr_t at, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return ui_put(y, x, maxw, buf, at);
}

void ui_blank(int y, int x, int n, attr_t at)
{
    attr_t old;
    short pair;
    attr_get(&old, &pair, NULL);
    attrset(at);
    for (int i = 0; i < n; i++)
        mvaddch(y, x + i, ' ');
    attrset(old);
}

int ui_wrap(const char *s, int w, int maxl, void (*fn)(const char *line, int len, int i, void *ctx),
            void *ctx)
{
    int n = 0;
    if (w < 8)
        w = 8;
    while (*s && n < maxl) {
        while (*s == ' ')
            s++;
        int len = (int)strlen(s);
        if (columns(s, len) > w) {
            /* break at the last space that keeps the line within w columns */
            int cut = -1, cols = 0;
            for (int i = 0; s[i] && cols <= w; i++) {
                if (((unsigned char)s[i] & 0xC0) != 0x80)
                    cols++;
                if (s[i] == ' ' && cols <= w + 1)
                    cut = i;
                if (cols == w)
                    len = i + 1;
            }
            if (cut > 0)
                len = cut;
        }
        fn(s, len, n, ctx);
        s += len;
        n++;
    }
    return n;
}

typedef struct put_ctx {
    int y, x, w;
    attr_t at;
} put_ctx;

static void put_line(const char *line, int len, int i, void *vc)
{
    const put_ctx *c = vc;
    char buf[512];
    int l = len < (int)sizeof buf - 1 ? len : (int)sizeof buf - 1;
    memcpy(buf, line, (size_t)l);
    buf[l] = 0;
    ui_put(c->y + i, c->x, c->w, buf, c->at);
}

int ui_wrap_put(int y, int x, int w, int maxl, const char *s, attr_t at)
{
    put_ctx c = {y, x, w, at};
    return maxl > 0 && s ? ui_wrap(s, w, maxl, put_line, &c) : 0;
}

const char *ui_sym(const app *a, int which)
{
    static const char *const uni[] = {"→", "←", "↓", "⇒", "▶", "─"};
    static const char *const asc[] = {">", "<", "v", "=>", ">", "-"};
    return a->utf8 ? uni[which] : asc[which];
}

void ui_box(const app *a, rect r, const char *title, bool focused)
{
    if (r.h < 2 || r.w < 2)
        return;
    attr_t at = focused ? A_BOLD | ui_attr(a, CP_TITLE, A_BOLD) : ui_attr(a, CP_BORDER, A_NORMAL);
    attron(at);
    mvaddch(r.y, r.x, ACS_ULCORNER);
    mvhline(r.y, r.x + 1, ACS_HLINE, r.w - 2);
    mvaddch(r.y, r.x + r.w - 1, ACS_URCORNER);
    mvvline(r.y + 1, r.x, ACS_VLINE, r.h - 2);
    mvvline(r.y + 1, r.x + r.w - 1, ACS_VLINE, r.h - 2);
    mvaddch(r.y + r.h - 1, r.x, ACS_LLCORNER);
    mvhline(r.y + r.h - 1, r.x + 1, ACS_HLINE, r.w - 2);
    mvaddch(r.y + r.h - 1, r.x + r.w - 1, ACS_LRCORNER);
    attroff(at);
    if (title && r.w > 6) {
        char t[256];
        snprintf(t, sizeof t, " %s ", title);
        ui_put_cut(a, r.y, r.x + 2, r.w - 4, t, focused ? A_BOLD | A_REVERSE : A_BOLD);
    }
}

/* ---- layout ------------------------------------------------------------------------ */

/* Where the panes go.  The map keeps its full width when it can (44 columns with its
 * box); the right column stacks the room grid, the log and the inspector, and when the
 * terminal is too short for all of them the log and the inspector share one place
 * (Tab or Enter switches).  At 160x50 everything is shown. */
static void layout(app *a)
{
    int W = COLS, H = LINES, BH = H - 2, top = 1;
    const spg_level *L = &a->res->level;
    const int right_min_zoomed = 34;
    /* z: two columns a tile, when the whole map and the right column still fit */
    a->map_cw = a->zoom && W - (2 * L->w + 2) >= right_min_zoomed ? 2 : 1;
    int want_w = L->w * a->map_cw + 2, want_h = L->h + 2;
    const int right_min = 34, rooms_w = 28, rooms_full = 12, rooms_small = 9, pane_min = 8;
    a->r_map = a->r_rooms = a->r_log = a->r_insp = (rect){0, 0, 0, 0};
    int mw = want_w;
    if (W - mw < right_min)
        mw = W - right_min;
    /* the tour's pane has rows of its own, never over the panes: at the foot of the right
     * column when that is wide enough for its text, else across the screen (the map then
     * ends above it and scrolls, so the stop's tile is never under the pane) */
    a->r_tour = (rect){0, 0, 0, 0};
    int most = (H - 2) / 2;
    int rbh = BH; /* the right column's rows */
    if (W - mw >= 40) {
        int th = tour_pane_rows(a, W - mw);
        if (th > most)
            th = most;
        if (th)
            a->r_tour = (rect){top + BH - th, mw, th, W - mw};
        rbh = BH - th;
    } else {
        int th = tour_pane_rows(a, W);
        if (th > most)
            th = most;
        if (th)
            a->r_tour = (rect){top + BH - th, 0, th, W};
        BH -= th;
        rbh = BH;
    }
    int mh = want_h < BH ? want_h : BH;
    a->r_map = (rect){top, 0, mh, mw};
    int rx = mw, rw = W - mw, ry = top, rh = rbh;
    /* the inspector holding the focus in a column too short for it and the room grid
     * takes the grid's place (under the tour's pane it had no row left) */
    bool insp_first = a->focus == FOCUS_INSPECT && rh < rooms_small + pane_min;
    /* under the map when the map leaves room enough */
    if (insp_first) {
        /* no room grid this frame */
    } else if (BH - mh >= rooms_small && mw >= rooms_w) {
        a->r_rooms = (rect){top + mh, 0, BH - mh, mw};
    } else {
        int h = rh >= rooms_full + 2 * pane_min + 4 ? rooms_full : rooms_small;
        /* a room being built: as tall as its template wants, the log keeping its least */
        room_tpl tp;
        if (template_find(a, &tp)) {
            int want = template_rows(&tp, rw - 4) + 2;
            if (want > rh - pane_min)
                want = rh - pane_min;
            if (want > h)
                h = want;
        }
        a->r_rooms = (rect){ry, rx, h, rw};
        ry += h;
        rh -= h;
    }
    if (rh >= 2 * pane_min + 8) {
        int ih = rh * 2 / 5;
        if (ih < pane_min)
            ih = pane_min;
        a->r_log = (rect){ry, rx, rh - ih, rw};
        a->r_insp = (rect){ry + rh - ih, rx, ih, rw};
    } else if (a->show_inspector) {
        a->r_insp = (rect){ry, rx, rh, rw};
    } else {
        a->r_log = (rect){ry, rx, rh, rw};
    }
}

/* Where the rule pane may go: over the log and the inspector when the right column is
 * wide enough for its lines, else across the whole width above the status line (the
 * pane then takes only the rows its rule needs, at least the lower two thirds). */
static rect rule_rect(const app *a, bool *fit, int bottom)
{
    rect lo = a->r_log.h ? a->r_log : a->r_insp, hi = a->r_insp.h ? a->r_insp : a->r_log;
    *fit = false;
    if (lo.h && lo.w >= 72) {
        int end = hi.y + hi.h < bottom ? hi.y + hi.h : bottom;
        return (rect){lo.y, lo.x, end - lo.y, lo.w};
    }
    *fit = true;
    return (rect){1, 0, (bottom < LINES - 1 ? bottom : LINES - 1) - 1, COLS};
}

typedef struct small_rows {
    const char *s[12];
    int len[12];
    int n;
} small_rows;

static void small_row(const char *line, int len, int i, void *vc)
{
    small_rows *r = vc;
    if (i < 12) {
        r->s[i] = line;
        r->len[i] = len;
    }
}

void view_draw(app *a)
{
    erase();
    int W = COLS, H = LINES;
    a->too_small = W < UI_MIN_W || H < UI_MIN_H;
    if (a->too_small) {
        char m[96];
        snprintf(m, sizeof m, "spelgen needs at least %dx%d (this terminal is %dx%d)", UI_MIN_W,
                 UI_MIN_H, W, H);
        /* broken between words onto as many lines as the width asks, centred vertically */
        small_rows rows = {{0}, {0}, 0};
        int lines = ui_wrap(m, W > 8 ? W : 8, 12, small_row, &rows);
        int y = H / 2 - lines / 2;
        if (y < 0)
            y = 0;
        for (int i = 0; i < lines && i < 12 && y + i < H; i++)
            mvaddnstr(y + i, 0, rows.s[i], rows.len[i] < W ? rows.len[i] : W);
        refresh();
        return;
    }
    layout(a);
    view_title(a);
    if (a->r_map.h)
        view_map(a, a->r_map);
    if (a->r_rooms.h)
        view_rooms(a, a->r_rooms);
    for (int i = 0; i < 256; i++) {
        a->log_row_pos[i] = UINT32_MAX;
        a->log_row_phase[i] = false;
        a->insp_row_entry[i] = -1;
    }
    if (a->r_log.h)
        view_log(a, a->r_log);
    if (a->r_insp.h)
        view_inspect(a, a->r_insp);
    rect tr = a->r_tour; /* layout kept its rows */
    if (a->show_source) {
        bool fit;
        rect rr = rule_rect(a, &fit, tr.h ? tr.y : LINES - 1);
        if (fit) /* across the width: the lower two thirds, the map's top in view */
            rr = (rect){rr.y + rr.h / 3, rr.x, rr.h - rr.h / 3, rr.w};
        if (rr.h >= 3)
            view_source(a, rr);
    } else if (a->show_rule) {
        bool fit;
        rect rr = rule_rect(a, &fit, tr.h ? tr.y : LINES - 1);
        if (rr.h >= 3)
            view_rule(a, rr, fit ? rr.h * 2 / 3 : 0);
    }
    if (tr.h)
        view_tour(a, tr);
    view_status(a);
    if (a->help)
        view_help(a);
    refresh();
}

/* ---- help -------------------------------------------------------------------------- */

/* The help's lines: the keys of keys.h's table by section, the `:` commands of
 * commands.h's table, then how to read the screen.  Written at each open (it is short). */
static const char *const help_screen_text[] = {
    "Reading the screen",
    "  map         the level as it stands after the current draw: the tile",
    "              or room the draw is about is highlighted, tiles it changed",
    "              are marked",
    "  rooms       the 4x4 grid: S start, E exit, arrows as the path walks;",
    "              codes 0 side, 1 path, 2 path leaving down, 3 dropped into,",
    "              4/5 shop, 6 special, 7/8/9 snake pit top/middle/bottom;",
    "              while a room is built: its template (the layout's codes,",
    "              chunk slots marked) beside the room as built, its set and",
    "              why that set, the chunk just rolled",
    "  log         every draw: number, call = value, what it decided, site;",
    "              dim lines are still to come",
    "  status      draws k/N: the random numbers drawn so far of the level's",
    "              N; event k/N: the trace's events so far, draws and what",
    "              they did (a tile written, a room marked, a layout chosen,",
    "              a thing placed, a flag set); LCG 0x...: GameMaker 8's",
    "              random state after the draw (a linear congruential",
    "              generator: state = state * 0x08088405 + 1; a fools level",
    "              shows WELL, modern GameMaker's, a tunnel floor mulberry32)",
    "  map foot    the tile under the cursor, by name",
    "  quirk       one of the original's bugs, kept (on) unless switched off;",
    "              :quirk lists them with what each does",
    "",
    "Any key closes this help; a map glyph's key (# O $ n j k ...) says",
    "what that glyph is and how many the map shows now, a template code's",
    "(2 5 7 L ...) what it means in a room's template (k and j scroll once",
    "the help is scrolled); : and / open their prompts; Ctrl-C only closes.",
};

#define HELP_LINES 256
#define HELP_LINE_LEN 400

/* One "  KEYS        text" line; keys longer than the column push the text on. */
static void help_line(char (*lines)[HELP_LINE_LEN], int *n, const char *keys, const char *text)
{
    if (*n >= HELP_LINES)
        return;
    if (*text)
        snprintf(lines[(*n)++], HELP_LINE_LEN, "  %-11s %s", keys, text);
    else
        snprintf(lines[(*n)++], HELP_LINE_LEN, "  %s", keys);
}

static int help_lines(char (*lines)[HELP_LINE_LEN])
{
    int n = 0;
    for (int sec = 0; sec < KS__COUNT; sec++) {
        if (n)
            lines[n++][0] = 0;
        snprintf(lines[n++], HELP_LINE_LEN, "%s", keys_section_title((key_section)sec));
        for (size_t i = 0; i < keys_ntable; i++) {
            const key_binding *k = &keys_table[i];
            if ((int)k->section != sec)
                continue;
            char keys[64] = "";
            if (k->shown)
                snprintf(keys, sizeof keys, "%s", k->shown);
            else
                for (const int *c = k->codes; *c; c++) {
                    char kn[24];
                    size_t len = strlen(keys);
                    snprintf(keys + len, sizeof keys - len, "%s%s", len ? ", " : "",
                             keys_label(*c, kn, sizeof kn));
                }
            help_line(lines, &n, keys, k->help);
        }
    }
    lines[n++][0] = 0;
    snprintf(lines[n++], HELP_LINE_LEN, "Commands (after :; Tab completes their names and arguments)");
    for (size_t i = 0; i < tui_ncmds && n < HELP_LINES - 16; i++) {
        const explore_cmd_entry *ce = &explore_cmds[i];
        char keys[96], text[HELP_LINE_LEN];
        snprintf(keys, sizeof keys, ":%s%s%s", ce->name, ce->usage[0] ? " " : "", ce->usage);
        if (ce->alias)
            snprintf(text, sizeof text, "%s (:%s for short)", ce->help, ce->alias);
        else
            snprintf(text, sizeof text, "%s", ce->help);
        if (strlen(keys) > 11) { /* a long synopsis gets a line of its own */
            help_line(lines, &n, keys, "");
            help_line(lines, &n, "", text);
        } else {
            help_line(lines, &n, keys, text);
        }
    }
    lines[n++][0] = 0;
    for (size_t i = 0; i < sizeof help_screen_text / sizeof help_screen_text[0] && n < HELP_LINES; i++)
        snprintf(lines[n++], HELP_LINE_LEN, "%s", help_screen_text[i]);
    return n;
}

/* The help as rows of the pane's width: a line too long is broken at a space and goes
 * on under its own text (past the key column), so narrow terminals lose nothing. */
typedef struct help_row {
    const char *s;
    int len, indent;
    bool head;
} help_row;

/* Where a list's line goes on under itself: past its last gap of two blanks in the first
 * columns (":quirk"'s "  on  walk-else      a walk move ..." hangs at the summary), else
 * under its first word. */
static int hang_of(const char *t, int w)
{
    int lead = 0;
    while (t[lead] == ' ')
        lead++;
    int hang = lead, lim = w / 2 < 48 ? w / 2 : 48;
    for (int i = lead; t[i] && i < lim; i++)
        if (t[i] == ' ' && t[i + 1] == ' ') {
            int j = i;
            while (t[j] == ' ')
                j++;
            if (t[j] && j < lim)
                hang = j;
            i = j - 1;
        }
    return hang;
}

static int help_rows(const char *const *text, size_t ntext, int w, help_row *out, int max,
                     bool list)
{
    int n = 0;
    for (size_t i = 0; i < ntext; i++) {
        const char *t = text[i];
        bool head = t[0] && t[0] != ' ';
        int indent = 0, first = 1;
        if (!*t && n < max)
            out[n++] = (help_row){t, 0, 0, false};
        while (*t && n < max) {
            int room = w - indent, len = (int)strlen(t);
            if (len > room) {
                int cut = room;
                while (cut > 0 && t[cut] != ' ')
                    cut--;
                len = cut > 0 ? cut : room;
            }
            out[n++] = (help_row){t, len, indent, head};
            t += len;
            while (*t == ' ')
                t++;
            if (first) {
                /* continuation lines start under the text after the key column */
                const char *h = text[i];
                int lead = 0;
                while (h[lead] == ' ')
                    lead++;
                indent = list ? hang_of(text[i], w) : lead ? 14 : 2;
                if (indent > (list ? w / 2 : w / 3))
                    indent = 2;
                first = 0;
            }
        }
    }
    return n;
}

void view_help(app *a)
{
    static help_row rows[512];
    static char lines[HELP_LINES][HELP_LINE_LEN];
    static const char *help_text[HELP_LINES];
    int w = 78 < COLS - 2 ? 78 : COLS - 2;
    /* a box within a few columns of the screen's edges takes the whole width: else the
     * panes' borders peek out beside it (an 80-column screen showed "┌┌" and "┘┘") */
    if (COLS - w < 6)
        w = COLS;
    /* the help, or what `:info break` lists */
    const char *info[STOPS_MAX + 5];
    size_t ntext = (size_t)help_lines(lines);
    for (size_t i = 0; i < ntext; i++)
        help_text[i] = lines[i];
    const char *const *text = help_text;
    if (a->help_info) {
        ntext = 0;
        for (int i = 0; i < a->ninfo && ntext + 2 < sizeof info / sizeof info[0]; i++)
            info[ntext++] = a->info[i];
        info[ntext++] = "";
        info[ntext++] = "Enter closes this list; another key closes it and does its own thing "
                        "(: a command, / a search, g a draw); Ctrl-C only closes it.";
        text = info;
    }
    /* a list (:quirk, :info break) takes the width it is given, up to 140 columns: its
     * lines are tables, and broken at 78 they were hard to read at 120 and 200 */
    if (a->help_info && COLS > 84) {
        w = COLS - 4 < 140 ? COLS - 4 : 140;
    }
    int n = help_rows(text, ntext, w - 4, rows, 512, a->help_info);
    int h = n + 2 < LINES - 2 ? n + 2 : LINES - 2;
    int y = (LINES - h) / 2, x = (COLS - w) / 2;
    if (a->help_top > n - (h - 2))
        a->help_top = n - (h - 2) > 0 ? n - (h - 2) : 0;
    for (int i = 0; i < h; i++)
        ui_blank(y + i, x, w, A_NORMAL);
    char info_title[96];
    snprintf(info_title, sizeof info_title, "%s%s",
             a->info_title[0] ? a->info_title : "breakpoints and watchpoints",
             n > h - 2 ? " (up/down scroll)" : "");
    const char *title = a->help_info ? info_title
                        : n > h - 2 ? "help (up/down scroll)" : "help: keys and commands";
    ui_box(a, (rect){y, x, h, w}, title, true);
    for (int i = 0; i < h - 2 && a->help_top + i < n; i++) {
        const help_row *r = &rows[a->help_top + i];
        char buf[HELP_LINE_LEN];
        int len = r->len < (int)sizeof buf - 1 ? r->len : (int)sizeof buf - 1;
        memcpy(buf, r->s, (size_t)len);
        buf[len] = 0;
        ui_put(y + 1 + i, x + 2 + r->indent, w - 4 - r->indent, buf, r->head ? A_BOLD : A_NORMAL);
    }
}
