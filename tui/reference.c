/* reference.c — the explorer's reference: `:quirk` alone lists the quirks (what each
 * does, whether it is on for the level shown, how to see it). */
#include <stdio.h>
#include <string.h>

#include "../src/quirks.h"
#include "ui.h"

void app_quirk_list(app *a)
{
    int n = 0, cap = (int)(sizeof a->info / sizeof a->info[0]);
    snprintf(a->info[n++], sizeof a->info[0],
             "The original's bugs, each kept as it is (on) unless switched off. A quirk");
    snprintf(a->info[n++], sizeof a->info[0],
             "  decides a draw when the rule pane (r) names it. :quirk NAME off shows the");
    snprintf(a->info[n++], sizeof a->info[0],
             "  fixed rule; :diff quirk NAME shows what it changes on this level.");
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
}
