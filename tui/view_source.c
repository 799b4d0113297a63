/* view_source.c — the source pane (key s, under --scripts): the text of the script the
 * current draw was made in, from the user's imported project (DIR/scripts, DIR/project:
 * nothing is shipped), around the draw's line, the line highlighted, as gdb's TUI source
 * window.  It follows every step, back step and jump: it is drawn from the position. */
#include <stdio.h>
#include <string.h>

#include "../src/explore/scripts_source.h"
#include "ui.h"

void view_source(app *a, rect r)
{
    if (r.w < 12 || r.h < 3)
        return;
    static scripts_file file; /* the last file shown, kept between frames */
    const spg_event *e = app_current_draw(a);
    if (!e && a->st.pos > 0)
        e = stepper_draw(&a->st, a->st.pos);
    char path[4200], title[300];
    int line = 0;
    bool where = e && e->site && e->site->name &&
                 scripts_source_where(a->scripts_dir, e->site->name, path, sizeof path,
                                      &line) == 0;
    if (where)
        snprintf(title, sizeof title, "source: %s:%d (s closes)",
                 path + strlen(a->scripts_dir) + 1, line);
    else
        snprintf(title, sizeof title, "source (s closes)");
    ui_box(a, r, title, false);
    int iy = r.y + 1, ih = r.h - 2, ix = r.x + 1, iw = r.w - 2;
    for (int i = 0; i < ih; i++)
        ui_blank(iy + i, ix, iw, A_NORMAL);
    if (!where) {
        ui_put(iy, ix + 1, iw - 1, a->st.pos == 0 ? "before the first draw: no script runs yet"
                                                  : "this draw names no script's line",
               A_DIM);
        return;
    }
    if (scripts_file_load(&file, path) != 0) {
        ui_putf(iy, ix + 1, iw - 1, A_NORMAL, "%s: %s", path, strerror(file.err));
        return;
    }
    if (line > file.nlines) {
        ui_putf(iy, ix + 1, iw - 1, A_NORMAL, "%s has %d lines, not %d: the project changed "
                "since it was read?", path, file.nlines, line);
        return;
    }
    /* the draw's line a third of the way down, as gdb keeps it */
    int first = line - ih / 3;
    if (first + ih - 1 > file.nlines)
        first = file.nlines - ih + 1;
    if (first < 1)
        first = 1;
    for (int i = 0; i < ih && first + i <= file.nlines; i++) {
        int n = first + i;
        bool here = n == line;
        attr_t at = here ? A_REVERSE : A_NORMAL;
        if (here)
            ui_blank(iy + i, ix, iw, at);
        char num[16];
        snprintf(num, sizeof num, "%c%4d ", here ? '>' : ' ', n);
        int w = ui_put(iy + i, ix, iw, num, here ? at : A_DIM);
        ui_put(iy + i, ix + w, iw - w, file.line[n - 1], at);
    }
}
