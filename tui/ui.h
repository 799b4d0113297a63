/* ui.h — what the curses side of the explorer shares: colours, boxes, clipped text, the
 * panes, and the status-line prompt. */
#ifndef SPG_TUI_UI_H
#define SPG_TUI_UI_H

#include <curses.h>

#include "app.h"

#define UI_MIN_W 60
#define UI_MIN_H 20

enum {
    CP_BORDER = 1, CP_BRICK, CP_STONE, CP_LADDER, CP_DANGER, CP_DOOR, CP_ALTAR, CP_ENTITY,
    CP_GOLD, CP_GEM, CP_FOCUS, CP_CURSOR, CP_CHANGED, CP_ROOMFOCUS, CP_ERROR, CP_PATH,
    CP_SHOP, CP_TITLE, CP_STATUS, CP_PIT, CP_DIFF, CP__COUNT
};

/* Sets up the colour pairs unless a->mono; monochrome keeps to attributes. */
void ui_colours_init(app *a);

/* The attribute for pair `cp` on a colour terminal, else `mono`. */
attr_t ui_attr(const app *a, int cp, attr_t mono);

/* Draws a box with a title on its top edge; the focused pane's box is bold. */
void ui_box(const app *a, rect r, const char *title, bool focused);

/* Writes s at (y,x), at most maxw columns; returns the columns written. */
int ui_put(int y, int x, int maxw, const char *s, attr_t at);

/* ui_put, but a line longer than maxw columns ends in an ellipsis ("\u2026", "~" without
 * UTF-8) in its last column, so a cut never passes for the whole. */
int ui_put_cut(const app *a, int y, int x, int maxw, const char *s, attr_t at);

/* printf into ui_put. */
int ui_putf(int y, int x, int maxw, attr_t at, const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* Fills `n` columns from (y,x) with blanks in attribute at. */
void ui_blank(int y, int x, int n, attr_t at);

/* Splits s into lines of at most w columns at spaces; calls fn for each; at most maxl. */
int ui_wrap(const char *s, int w, int maxl, void (*fn)(const char *line, int len, int i, void *ctx),
            void *ctx);

/* Writes s from (y,x) broken between words into at most maxl lines of w columns;
 * returns the lines written. */
int ui_wrap_put(int y, int x, int w, int maxl, const char *s, attr_t at);

/* Arrows and marks: the Unicode ones on a UTF-8 terminal, ASCII elsewhere. */
const char *ui_sym(const app *a, int which);
enum { SYM_RIGHT, SYM_LEFT, SYM_DOWN, SYM_EFFECT, SYM_CURRENT, SYM_RULE };

/* Draws the whole screen for the current state (or the too-small message). */
void view_draw(app *a);

/* The panes, each inside its rectangle (box included). */
void view_map(app *a, rect r);
void view_rooms(app *a, rect r);
void view_log(app *a, rect r);
void view_inspect(app *a, rect r);
void view_title(app *a);
void view_status(app *a);
void view_help(app *a);
/* The rule pane in r; min_h > 0: only as many of r's bottom rows as the rule needs, at
 * least min_h (view_rule.c). */
void view_rule(app *a, rect r, int min_h);
/* The source pane in r (view_source.c). */
void view_source(app *a, rect r);

/* What a tile looks like on the map, in colour or not (an entity stands on it: entity). */
attr_t view_tile_attr(const app *a, const spg_cell *c, bool entity);

/* The room being built, as the room pane shows it: the room whose layout the trace chose
 * last, while the current draw is about that room (view_template.c). */
typedef struct room_tpl {
    const spg_event *layout;  /* the room's layout event */
    const spg_pick *pick;     /* where the layout came from (the trace's pick) */
    int rx, ry;               /* the room, as the trace numbers it */
    int x0, y0;               /* its top-left tile */
    const spg_event *chunk[12]; /* its chunk events so far, in order */
    const spg_pick *chunk_pick[12];
    int nchunks;
    int cur_chunk;            /* the chunk the current draw chose, or whose tiles it is
                               * about; -1 none */
} room_tpl;

/* Finds the room being built at the current draw; false when the draw builds no room. */
bool template_find(const app *a, room_tpl *t);

/* The rows the template takes inside a pane `w` columns wide (its lines, its grids). */
int template_rows(const room_tpl *t, int w);

/* Draws the template in the inner area (y,x,h,w) of the room pane. */
void view_template(app *a, const room_tpl *t, int y, int x, int h, int w);

/* The tour pane in r: the stop's title, its text, the tour's keys (tui/tour.c). */
void view_tour(app *a, rect r);

/* One line of the log or the inspector for event ev, as words, into buf. */
void view_event_line(const app *a, uint32_t ev, uint32_t count, int width, bool wide, char *buf,
                     size_t len);

/* Reads a line in the status line after `label` (Enter: true; Esc: false). */
bool ui_prompt(app *a, const char *label, char *buf, size_t len);

/* ui_prompt with a history of its own: Up and Down walk hist (nhist entries of hist_len
 * bytes, at most hist_max, newest last); an answer is added to it.  instant: a key that,
 * typed first, is the whole answer at once (g's second g: vim's gg), 0 none. */
bool ui_prompt_hist(app *a, const char *label, char *buf, size_t len, char *hist,
                    int *nhist, int hist_max, size_t hist_len, int instant);

/* Asks question on the status line; true when the answer is y (gdb's "(y or n)"). */
bool ui_confirm(app *a, const char *question);

/* Handles one key (or KEY_RESIZE / KEY_MOUSE) as keys.h's table says — keys.c. */
void keys_handle(app *a, int ch);

#endif
