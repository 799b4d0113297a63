/* tour.c — the guided tour in the explorer (spelgen explore --tour, :tour): the style's
 * tour file (data/tour/STYLE.tour, read by src/explore/tour.c), its stops placed on the
 * level shown or on one the search finds, a pane with the stop's text, and its keys:
 * Enter the next stop, Backspace the one before, Esc leaves the tour where it is. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui.h"

/* Reads the style's tour once: from the data directory the explorer uses, else (an
 * imported directory has none) from spelgen's own.  Returns 0 or -1 with a message. */
static int tour_for_style(app *a, const char *style)
{
    if (strcmp(a->tour_style, style) == 0 && a->tour.n)
        return 0;
    tour_free(&a->tour);
    a->tour_style[0] = 0;
    char path[4200], own[4096], err[600];
    snprintf(path, sizeof path, "%s/tour/%s.tour", a->data.dir, style);
    FILE *f = fopen(path, "r");
    if (!f && spg_data_find(NULL, own, sizeof own, err, sizeof err) == 0) {
        snprintf(path, sizeof path, "%s/tour/%s.tour", own, style);
        f = fopen(path, "r");
    }
    if (!f) {
        app_message(a, true, "no tour exists for the %s style (no tour/%s.tour in the data)",
                    style, style);
        return -1;
    }
    fclose(f);
    if (tour_load(path, spg_style_find(style, NULL), &a->tour, err, sizeof err) != 0) {
        app_message(a, true, "%s", err);
        return -1;
    }
    snprintf(a->tour_style, sizeof a->tour_style, "%s", style);
    return 0;
}

/* Goes to stop i: its draw, the map following it. */
static void tour_show(app *a, int i)
{
    a->tour_at = i;
    a->touring = true;
    a->follow_cursor = false;
    app_jump(a, a->tour_draw[i]);
    a->msg[0] = 0;
}

int app_tour_begin(app *a, int stop, bool search)
{
    const char *style = spg_style_of(a->res)->name;
    if (tour_for_style(a, style) != 0)
        return -1;
    const tour *t = &a->tour;
    if (stop >= t->n) {
        app_message(a, true, "the tour has %d stops: ':tour 1' to ':tour %d'", t->n, t->n);
        return -1;
    }
    if (stop < 0)
        stop = a->toured && a->tour_gen == a->generation ? a->tour_at : 0;
    /* the level shown, if every stop occurs on it (with any forces, as it is shown) */
    char err[600];
    if (a->toured && a->tour_gen == a->generation) {
        tour_show(a, stop);
        return 0;
    }
    if (tour_place(t, a->res, a->tour_draw, err, sizeof err) == 0) {
        a->toured = true;
        a->tour_gen = a->generation;
        tour_show(a, stop);
        return 0;
    }
    if (!search) {
        app_message(a, true, "tour: %s", err);
        return -1;
    }
    /* why the level shown is not toured, said once the tour is on another */
    char why[600], was[80];
    snprintf(why, sizeof why, "%s", err);
    if (a->rq.from_state)
        snprintf(was, sizeof was, "level %d of state 0x%08X", a->rq.level, a->rq.seed);
    else
        snprintf(was, sizeof was, "level %d of seed %u", a->rq.level, a->rq.seed);
    /* else the first level from the seed shown that has every stop */
    spg_result *tmp = calloc(1, sizeof *tmp);
    if (!tmp) {
        app_message(a, true, "tour: out of memory");
        return -1;
    }
    spg_request base = a->rq, found;
    if (base.from_state)
        base.seed = 1; /* a raw state is one level, not a game: the search takes seeds */
    int rc = tour_search(t, &a->data, &base, &found, tmp, a->tour_draw, err, sizeof err);
    spg_result_free(tmp);
    free(tmp);
    if (rc != 0) {
        app_message(a, true, "tour: %s", err);
        return -1;
    }
    found.trace = a->rq.trace;
    if (app_generate(a, &found, UINT32_MAX) != 0)
        return -1;
    /* the level as generated here is the one the search placed the stops on */
    if (tour_place(t, a->res, a->tour_draw, err, sizeof err) != 0) {
        app_message(a, true, "tour: %s", err);
        return -1;
    }
    a->toured = true;
    a->tour_gen = a->generation;
    tour_show(a, stop);
    /* "does not occur here after draw #N: no draw of 'SPEC'" names the stop that is missing */
    char *cut = strstr(why, " does not occur here");
    if (cut)
        *cut = 0;
    app_message(a, false, "the tour is on level %d of seed %u: %s lacks %s%s (the tour needs "
                "every stop)", found.level, found.seed, was, why, cut ? "" : "");
    return 0;
}

bool app_touring(const app *a)
{
    return a->touring && a->tour_gen == a->generation && a->tour_at < a->tour.n;
}

bool app_tour_key(app *a, int ch)
{
    if (!a->touring)
        return false;
    if (a->tour_gen != a->generation) {
        /* another level (or the same one built again): the stops were this one's */
        a->touring = false;
        a->toured = false;
        app_message(a, false, "the tour ended: the level changed; :tour takes it again");
        return false;
    }
    int n = a->tour.n;
    switch (ch) {
    case '\n':
    case '\r':
    case KEY_ENTER:
        if (a->focus == FOCUS_INSPECT)
            return false; /* the inspector's Enter jumps to its entry */
        if (a->tour_at + 1 < n) {
            tour_show(a, a->tour_at + 1);
        } else {
            a->touring = false;
            a->tour_at = 0;
            app_message(a, false, "the tour is over (%d stops); :tour takes it again, :tour N "
                        "goes to stop N", n);
        }
        return true;
    case KEY_BACKSPACE:
    case 127:
    case 8:
        if (a->tour_at > 0)
            tour_show(a, a->tour_at - 1);
        else
            app_message(a, false, "this is the tour's first stop; Enter goes on, Esc leaves");
        return true;
    case 27:
        if (a->focus == FOCUS_INSPECT || a->search_mode)
            return false; /* Esc closes those first */
        a->touring = false;
        app_message(a, false, "left the tour at stop %d of %d, here; :tour goes back to it",
                    a->tour_at + 1, n);
        return true;
    default:
        return false;
    }
}

/* The pane's lines: the title line, the text, the key line. */
static const char *keys_line(const app *a)
{
    /* the inspector's Enter goes to its entry: the line says so, and how to go on */
    if (a->focus == FOCUS_INSPECT)
        return "Inspector: Enter goes to the entry's draw, Tab back to the map; then Enter: "
               "next stop";
    return a->tour_at + 1 < a->tour.n ? "Enter: next stop  Backspace: back  Esc: leave the tour"
                                      : "Enter: end the tour  Backspace: back  Esc: leave it";
}

static void count_row(const char *line, int len, int i, void *vc)
{
    (void)line, (void)len, (void)i;
    ++*(int *)vc;
}

int tour_pane_rows(app *a, int w)
{
    if (!a->touring || a->tour_gen != a->generation || a->tour_at >= a->tour.n)
        return 0;
    int n = 0, k = 0;
    ui_wrap(a->tour.stop[a->tour_at].text, w - 4, 40, count_row, &n);
    ui_wrap(keys_line(a), w - 4, 4, count_row, &k);
    return n + k + 2;
}

void view_tour(app *a, rect r)
{
    if (r.h < 3)
        return;
    const tour_stop *s = &a->tour.stop[a->tour_at];
    for (int i = 0; i < r.h; i++)
        ui_blank(r.y + i, r.x, r.w, A_NORMAL);
    char title[160];
    snprintf(title, sizeof title, "tour %d/%d: %s", a->tour_at + 1, a->tour.n, s->title);
    ui_box(a, r, title, true);
    int iw = r.w - 4, ih = r.h - 2;
    int k = 0;
    ui_wrap(keys_line(a), iw, 4, count_row, &k);
    int text_rows = ih - k > 0 ? ih - k : 0;
    ui_wrap_put(r.y + 1, r.x + 2, iw, text_rows, s->text, A_NORMAL);
    ui_wrap_put(r.y + 1 + text_rows, r.x + 2, iw, k, keys_line(a), A_DIM);
}
