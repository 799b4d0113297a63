/* reference.c — the explorer's reference: `:quirk` alone lists the quirks (what each
 * does, whether it is on for the level shown, how to see it). */
#include <stdio.h>
#include <string.h>

#include "../src/quirks.h"
#include "ui.h"

void app_quirk_list(app *a)
{
    int n = 0, cap = (int)(sizeof a->info / sizeof a->info[0]);
    /* one line: the pane breaks it at its own width */
    snprintf(a->info[n++], sizeof a->info[0],
             " The original's bugs, each kept as it is (on) unless switched off. A quirk decides "
             "a draw when the rule pane (r) names it. :quirk NAME off shows the fixed rule; :diff "
             "quirk NAME shows what it changes on this level.");
    snprintf(a->info[n++], sizeof a->info[0], " ");
    for (int i = 0; i < SPG_Q__COUNT && n < cap - 2; i++)
        snprintf(a->info[n++], sizeof a->info[0], "  %-3s %-22s %s",
                 quirk_on(a->rq.opt.quirks, (spg_quirk)i) ? "on" : "OFF", spg_quirks[i].name,
                 spg_quirks[i].summary);
    a->ninfo = n;
    snprintf(a->info_title, sizeof a->info_title, "quirks: %d, on or off on this level",
             SPG_Q__COUNT);
    a->help = true;
    a->help_info = true;
    a->help_top = 0;
    a->help_scrolled = false;
}

bool app_legend(app *a, char g)
{
    const spg_level *L = &a->st.cur.L;
    char buf[300];
    size_t n = (size_t)snprintf(buf, sizeof buf, "'%c' on the map:", g);
    int kinds = 0;
    for (int k = 0; k < SPG_T__COUNT && n < sizeof buf; k++) {
        if (tile_glyph(k) != g)
            continue;
        int count = 0;
        for (int y = 0; y < L->h; y++)
            for (int x = 0; x < L->w; x++)
                count += L->cell[y][x].kind == k;
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s %s (a tile; %d now)", kinds ? "," : "",
                              tile_name(k), count);
        kinds++;
    }
    for (int k = 0; k < SPG_E__COUNT && n < sizeof buf; k++) {
        if (entity_glyph(k) != g)
            continue;
        int count = 0;
        for (int i = 0; i < L->nent; i++)
            count += !L->ent[i].gone && L->ent[i].kind == k && L->ent[i].info != SPG_INFO_INSIDE;
        /* a kind of another style or area that is not here is left out, unless it is the
         * glyph's only meaning */
        if (!count && kinds)
            continue;
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s %s (%d now)", kinds ? "," : "",
                              entity_name(k), count);
        kinds++;
    }
    if (!kinds)
        return false;
    app_message(a, false, "%s", buf);
    return true;
}
