/* view_inspect.c — the tile under the cursor: what it is now and when finished, and every
 * draw and effect that shaped it, oldest first; what is still to come is dim. */
#include <string.h>

#include "../src/output/describe.h"
#include "ui.h"

void view_inspect(app *a, rect r)
{
    int iy = r.y + 1, ix = r.x + 2, ih = r.h - 2, iw = r.w - 4;
    char title[96];
    bool focused = a->focus == FOCUS_INSPECT;
    snprintf(title, sizeof title, "tile %d,%d%s", a->cx, a->cy,
             focused ? ": up/down pick, Enter jumps, Esc back" : ": Enter to inspect");
    ui_box(a, r, title, focused);
    if (ih <= 0 || iw <= 4)
        return;
    app_why(a, a->cx, a->cy);
    char now[256], end[256];
    describe_tile(&a->st.cur.L, a->cx, a->cy, now, sizeof now);
    describe_tile(&a->res->level, a->cx, a->cy, end, sizeof end);
    int line = 0;
    char text[300];
    snprintf(text, sizeof text, "now: %s", now);
    ui_put_cut(a, iy + line++, ix, iw, text, A_BOLD);
    if (line < ih && strcmp(now, end) != 0) {
        snprintf(text, sizeof text, "finished: %s", end);
        ui_put_cut(a, iy + line++, ix, iw, text, A_NORMAL);
    }
    size_t applied = a->st.cur.applied, past = 0;
    for (size_t i = 0; i < a->nwhy; i++)
        if (a->why[i].ev < applied)
            past++;
    if (line < ih) {
        /* what shaped it apart from what merely passed it (marked ·); the short form
         * where the long one would be cut (80x24's right column) */
        size_t passed = a->nwhy - a->nshaped;
        const char *dot = a->utf8 ? "\u00b7" : "-";
        int n;
        if (passed)
            n = snprintf(text, sizeof text, "%zu event%s shaped it, %zu passed it (%s); %zu of "
                         "all %zu so far (the rest dim)", a->nshaped, a->nshaped == 1 ? "" : "s",
                         passed, dot, past, a->nwhy);
        else
            n = snprintf(text, sizeof text, "%zu event%s shaped it, %zu of them so far (the rest "
                         "dim)", a->nshaped, a->nshaped == 1 ? "" : "s", past);
        if (n > iw && passed)
            snprintf(text, sizeof text, "%zu shaped, %zu passed %s, %zu so far", a->nshaped,
                     passed, dot, past);
        else if (n > iw)
            snprintf(text, sizeof text, "%zu event%s shaped it, %zu so far", a->nshaped,
                     a->nshaped == 1 ? "" : "s", past);
        ui_put_cut(a, iy + line++, ix, iw, text, A_DIM);
    }
    int rows = ih - line;
    if (rows <= 0 || a->nwhy == 0)
        return;
    /* keep the selection in view; unfocused, show the latest past event */
    int sel = focused ? a->insp_sel : (int)(past ? past - 1 : 0);
    int top = sel - rows / 2;
    if (top > (int)a->nwhy - rows)
        top = (int)a->nwhy - rows;
    if (top < 0)
        top = 0;
    bool wide = iw >= 96;
    for (int i = 0; i < rows && top + i < (int)a->nwhy; i++) {
        int k = top + i;
        uint32_t ev = a->why[k].ev;
        const spg_event *e = &a->res->trace.ev[ev];
        char buf[600], line_text[640];
        view_event_line(a, ev, 1, iw, wide, buf, sizeof buf);
        if (e->kind != SPG_EV_DRAW && e->draw)
            snprintf(line_text, sizeof line_text, "%s  (by #%u)", buf, e->draw);
        else
            snprintf(line_text, sizeof line_text, "%s", buf);
        attr_t at = ev < applied ? A_NORMAL : A_DIM;
        if (e->kind == SPG_EV_DRAW && e->draw == a->st.pos && a->st.pos)
            at |= A_BOLD;
        if (focused && k == a->insp_sel) {
            at = A_REVERSE | A_BOLD;
            ui_blank(iy + line + i, ix - 1, iw + 2, at);
        }
        ui_put_cut(a, iy + line + i, ix, iw, line_text, at);
        if (!a->why[k].shaped) /* it passed the tile: marked in the margin */
            ui_put(iy + line + i, ix - 1, 1, a->utf8 ? "\u00b7" : "-", at);
        int row = iy + line + i - r.y;
        if (row >= 0 && row < 256)
            a->insp_row_entry[row] = k;
    }
}
