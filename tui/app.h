/* app.h — the explorer's state, shared by its parts: the generated level and the stepper
 * over its trace, the log lines, and what the user is looking at. */
#ifndef SPG_TUI_APP_H
#define SPG_TUI_APP_H

#include <stdbool.h>
#include <stdio.h>

#include "../src/explore/commands.h"
#include "../src/explore/stepper.h"
#include "../src/explore/inspect_expr.h"
#include "../src/explore/jumps.h"
#include "../src/explore/rules.h"
#include "../src/explore/stops.h"
#include "../src/explore/textsearch.h"
#include "../src/explore/tour.h"
#include "../src/explore/whyshape.h"
#include "../src/explore/scripts_result.h"
#include "../src/whatif.h"

/* One line of the draw log: a draw, a phase's start, or an effect; tile writes of one
 * draw that follow each other are folded into one line. */
typedef struct log_line {
    uint32_t ev; /* first event */
    uint32_t n;  /* events it stands for (more than 1 only for folded tile writes) */
} log_line;

typedef struct rect {
    int y, x, h, w; /* h == 0: not shown */
} rect;

typedef enum app_focus { FOCUS_MAP = 0, FOCUS_INSPECT } app_focus;

/* One entry of the inspector: an event that shaped the tile under the cursor. */
typedef struct why_entry {
    uint32_t ev;
    bool shaped; /* it shaped the tile; else it merely passed it (src/explore/whyshape.h) */
} why_entry;

struct cmdline;

typedef struct app {
    spg_data data;
    spg_request rq;
    spg_result *res;
    stepper st;
    spg_result *spare_res; /* the level before: its buffers take the next level */
    stepper spare_st;
    /* --scripts: the project's own scripts build every level (NULL: the native port);
     * the program, its interpreter and the RNG it draws from, and its draws' record */
    gml_program *scripts;
    struct gml_vm *scripts_vm;
    spg_rng scripts_rng;
    gml_draws scripts_rec;
    char scripts_dir[4096]; /* the data directory the project was read from */
    bool show_source;       /* the source pane (key s) is shown */
    unsigned generation; /* bumped by every regeneration: caches compare it */

    log_line *log;
    size_t nlog, log_cap;

    int cx, cy;            /* the tile cursor */
    bool follow_cursor;    /* the map scrolls to the cursor (else to the current draw) */
    int vx, vy;            /* the map's scroll position */
    app_focus focus;
    bool show_inspector;   /* where panes fold: the inspector instead of the log */
    int insp_sel;          /* selected inspector entry */
    why_entry *why;        /* the inspector's entries for (why_x, why_y) */
    size_t nwhy, why_cap;
    size_t nshaped;        /* how many of them shaped the tile */
    int why_x, why_y;
    unsigned why_gen;

    bool show_rule;        /* the rule pane (key r) is shown */
    int rule_scroll;       /* rows the rule pane is scrolled past this draw's line (Ctrl-E) */
    uint32_t rule_pos;     /* ... at this position (another draw: back to 0) */
    bool rule_long;        /* the last frame's rule did not fit its pane */
    rule_set rules;        /* the rule texts of rules_style, read when the pane needs them */
    char rules_style[16];  /* whose they are; "" none tried yet */
    char rules_err[600];   /* why there are none: no file for the style, or its error */

    /* the guided tour (tui/tour.c) */
    tour tour;             /* the style's tour, read when first asked for */
    char tour_style[16];   /* whose it is; "" none read */
    bool touring;          /* the tour pane is shown; Enter goes on, Esc leaves */
    bool toured;           /* a tour was begun on this generation (:tour resumes it) */
    int tour_at;           /* the stop shown, or where the tour was left */
    uint32_t tour_draw[TOUR_MAX_STOPS]; /* each stop's draw on the level toured */
    unsigned tour_gen;     /* the generation the stops were placed on */

    bool help;
    bool help_info;        /* the help pane shows info[] (`:info break`) instead */
    char info_title[64];   /* its title ("" breakpoints and watchpoints) */
    int help_top;
    bool help_scrolled;    /* the help was scrolled: j and k scroll it now, not the legend */
    char info[STOPS_MAX + 4][320];
    int ninfo;

    stop_list stops;       /* breakpoints and watchpoints: kept across levels, as gdb does */
    jumps jumps;           /* the jump list and the marks: of the level shown */
    spg_force force[WHATIF_MAX_FORCES]; /* "what if": forces of the level shown, in order */
    int nforce;
    bool forces_dropped;   /* the last regeneration was another level: its forces went */
    bool tour_dropped;     /* the last regeneration ended the tour shown (its stops were placed
                            * on the level before) */
    spg_result *base;      /* the level compared with: :diff's other side, or with forces
                            * the level as drawn */
    bool base_drawn;       /* a->base is the level shown as drawn (no forces) of the request
                            * shown: a force compares with it without building it again */
    bool shown_drawn;      /* a->res was built with no forces */
    bool forces_only;      /* the next app_generate changes the forces alone (app_force,
                            * app_unforce): the level as drawn stays what it was */
    level_diff *diff;      /* ... and what differs; have_diff when it is current */
    bool have_diff;
    int cmp_kind;          /* :diff's other side: CMP_NONE, CMP_QUIRK, CMP_SEED, ... */
    char cmp_text[256];    /* ... in words ("quirk walk-else") */
    int cmp_quirk;
    uint32_t cmp_seed;
    spg_force cmp_force;
    spg_data cmp_data;     /* :diff data DIR's */
    bool cmp_data_loaded;
    uint32_t cmp_diverge;  /* the first draw where the two part, 0 none */
    uint32_t count;        /* a count typed before a key (10 space), 0 none */
    uint32_t count_given;  /* the count the key being run was given, 0 none (G reads it) */
    bool mono, utf8;
    char msg[320];
    bool msg_err;
    char search[TUI_CMD_TEXT];
    text_index tix;        /* the words / searches, written at the level's first search */
    unsigned tix_gen;
    bool tix_ok;
    bool search_mode;
    bool quit;

    /* where the last frame put things, for the mouse */
    rect r_map, r_rooms, r_log, r_insp, r_tour;
    uint32_t log_row_pos[256]; /* the position a click on each log row goes to, or UINT32_MAX */
    bool log_row_phase[256];   /* ... and whether the row is a phase's start */
    int insp_row_entry[256];   /* inspector entry of each row, -1 none */

    /* display WHAT: shown on the top line at every draw, as gdb's display */
    char display[4][TUI_CMD_TEXT];
    int display_num[4];    /* their numbers, never reused */
    int ndisplay, last_display;
    /* asks a yes-or-no question on the status line (set once the terminal is the
     * explorer's; NULL under -x FILE, where nothing is asked) — view_status.c */
    bool (*confirm)(struct app *a, const char *question);
    /* the g and / prompts' histories, newest last */
    char goto_hist[20][32];
    int ngoto_hist;
    char search_hist[20][TUI_CMD_TEXT];
    int nsearch_hist;

    struct cmdline *cmdline;
    FILE *timing;
    double waited_ms;          /* time spent waiting for typing in prompts, this key */
    bool too_small;
    bool explain_full; /* e: the current draw's explanation in full, however long */
    bool zoom;         /* z: the map at two columns a tile, where the terminal is wide enough */
    int map_cw;        /* the columns a tile takes on the map this frame: 1, or 2 zoomed */
    bool legend_next;  /* ? was pressed: a glyph key next says what that glyph is */
    bool phase_start;  /* the position is shown as the start of the phase begun after its
                        * draw (], [, :phase, the level's opening) rather than as that draw;
                        * every other move shows the draw, in its own phase */
} app;

/* Shows a one-line message in the status line until the next key; err makes it an error. */
void app_message(app *a, bool err, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Adds to the message that the quirks switched off stay off for the new level (nothing
 * when none is, or the style reads no quirks). */
void app_note_quirks(app *a);

/* Appends to the message that the forces were dropped, when the last regeneration (to
 * another level) dropped them, and that the tour ended, when it ended the tour shown. */
void app_note_dropped(app *a);

/* Builds the level the map is compared with and marks what differs (a->diff): the
 * :diff's other side when one is set, else with forces in effect the level as drawn —
 * debug.c. */
void app_compare(app *a);

/* Generates rq's level with tracing and the forces in a->force, and on success replaces
 * the current one and moves to position keep (clamped; UINT32_MAX: another level, so the
 * forces, jumps and marks go, and the explorer stands where the path phase begins).  On
 * failure keeps the level shown, sets an error message and returns -1. */
int app_generate(app *a, const spg_request *rq, uint32_t keep);

/* Moves the explorer to draw position pos (clamped), showing the draw made there. */
void app_goto(app *a, uint32_t pos);

/* app_jump to pos shown as the start of the phase that begins there (after its draw):
 * the status line names that phase and the log points at its first line. */
void app_jump_phase(app *a, uint32_t pos);

/* app_goto, remembered in the jump list (g, search, the inspector, breakpoints, marks,
 * phases, Home and End are jumps; steps are not). */
void app_jump(app *a, uint32_t pos);

/* Runs one `:` command line; errors go to the status line.  Never exits the program. */
void app_command(app *a, const char *line);

/* Finds the next (dir > 0) or previous draw whose words (as the log shows them, and its
 * effects') match the regex a->search, wrapping around and saying so, and goes there. */
void app_search(app *a, int dir);

/* Fills a->why for the tile (x,y) if the cache is stale. */
void app_why(app *a, int x, int y);

/* Puts the tile cursor at (x,y) (clamped to the level) and shows its history. */
void app_select_tile(app *a, int x, int y, bool inspect);

/* The index in a->log of the line holding event ev (the last line starting at or
 * before it). */
size_t app_log_line_of(const app *a, size_t ev);

/* The draw the explorer stands on, or NULL before the first draw and where it stands at
 * a phase's start (a->phase_start, at a position a phase begins after: the draw there
 * belongs to the phase that ended, and showing it as current would point at the wrong
 * thing). */
const spg_event *app_current_draw(const app *a);

/* What the current draw is about, as the map highlights it and f goes to: the draw's
 * focus, or the tile of a thing it put on the map; x < 0: nothing. */
spg_focus app_draw_focus(const app *a);

/* The phase the explorer shows (an index into a->res->phases, -1 none): the current
 * draw's own, else the last phase begun. */
int app_shown_phase(const app *a);

/* Whether a phase begins after the draw at the current position (so ] and :phase can
 * stand there as its start): the position is a phase boundary. */
bool app_at_phase_boundary(const app *a);

/* Reads style's rule texts into a->rules once (a->rules_style says whose they are): from
 * the data directory the explorer uses, else (an imported directory has none) from
 * spelgen's own; where there are none a->rules_err says why. */
void app_rules_for_style(app *a, const char *style);

/* Runs a debugger command (EC_BREAK .. EC_ENABLE) — debug.c. */
void app_debug_command(app *a, const explore_cmd *c);

/* :display WHAT (gdb's: shown on the top line at every draw; "" lists them) and
 * :undisplay N (0: all). */
void app_display(app *a, const char *what);
void app_undisplay(app *a, int number);

/* :marks (marks true) or :jumps, in the list pane. */
void app_list_jumps(app *a, bool marks);

/* :force N V (forced values, in order) and :unforce — debug.c.  The level regenerates
 * and the cursor stays at the draw; the map marks what differs from the level as drawn. */
void app_force(app *a, uint32_t draw, int32_t value);
void app_unforce(app *a);

/* :diff quirk NAME | seed S | data DIR | force N V | off, and :diff alone (to the first
 * divergence) — debug.c. */
void app_diff(app *a, const char *args);

/* Moves the tile cursor to the next (dir > 0) or previous tile that differs. */
void app_diff_hop(app *a, int dir);

enum { CMP_NONE = 0, CMP_QUIRK, CMP_SEED, CMP_DATA, CMP_FORCE };

/* Continues to the next (dir > 0) or previous enabled breakpoint or watchpoint met and
 * says which stopped it; with none, says so and stays. */
void app_continue(app *a, int dir);

/* app_continue n times, stopping at the first that finds nothing; the message is the
 * last stop's. */
void app_continue_n(app *a, int dir, uint32_t n);

/* Goes to the next (dir > 0) or previous change of the tile under the cursor. */
void app_tile_change(app *a, int dir);

/* A monotonic clock in milliseconds, for the timing log. */
double app_now_ms(void);

/* Begins the guided tour at stop `stop` (0-based; -1: where it was left on this level,
 * else its first): on the level shown when every stop occurs there, else (search) on
 * the first level the tour's search finds from the seed shown, which is generated.  On
 * failure sets an error message and returns -1 — tui/tour.c. */
int app_tour_begin(app *a, int stop, bool search);

/* The tour's keys while it is shown (Enter next stop, Backspace the one before, Esc
 * leaves it where it is); false for a key it leaves to the explorer — tui/tour.c. */
bool app_tour_key(app *a, int ch);

/* Whether the tour's pane is shown: a tour begun on the level shown, not left — tui/tour.c. */
bool app_touring(const app *a);

/* The rows the tour pane wants at width w (0 when the tour is not shown) — tui/tour.c. */
int tour_pane_rows(app *a, int w);

/* :quirk alone: every quirk with what it does, on or off on this level, and how to see
 * it, in the help pane — tui/reference.c. */
void app_quirk_list(app *a);

/* ? then a key: says in the status line what map glyph g stands for (each tile and
 * thing drawn so, and how many of each the map shows now); false when no tile or thing
 * is drawn as g — tui/reference.c. */
bool app_legend(app *a, char g);

/* Frees the level, the stepper and the caches (not the data). */
void app_free(app *a);

#endif
