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

/* A room template's codes, as the room pane shows a layout (the classic style's rooms,
 * scrRoomGen's tiles: src/styles/classic/tiles.c and mines_tiles.c make them). */
static const struct {
    char code;
    const char *words;
} template_codes[] = {
    {'0', "air"},
    {'1', "earth: a block, which rolls its own look and treasure as it is made"},
    {'2', "earth 1 in 2 (rand(1,2) == 1), else air"},
    {'4', "a push block 1 in 4, else air"},
    {'7', "spikes 1 in 3, else air"},
    {'5', "a ground slot: a 5x3 chunk standing on the floor is rolled into it"},
    {'6', "an air slot: a 5x3 chunk hanging in the air is rolled into it"},
    {'8', "a door slot: a 5x3 chunk holding the door is rolled into it"},
    {'9', "the door: the entrance in the start room, the exit in the exit room"},
    {'L', "a ladder"},
    {'P', "the top of a ladder"},
    {'s', "a snake pit's tile: a Snake 1 in 10, else earth 1 in 2, else air"},
    {'S', "a Snake"},
    {'x', "Kali's altar, its head four tiles above"},
    {'A', "the idol's altar"},
    {'I', "the golden idol"},
    {'B', "the boulder trap's tiki head"},
    {'a', "a chest"},
    {'T', "a big ruby"},
    {'M', "a mattock in a block of earth"},
    {'k', "a shop's sign"},
    {'i', "a shop's item"},
    {'l', "a lamp"},
    {'K', "the shopkeeper"},
    {'D', "the damsel"},
    {'d', "a die (it rolls its face)"},
    {'q', "the dice house's prize"},
    {'b', "a shop's wall"},
    {'.', "a shop's floor block"},
};

/* What code c means in a room's template, or NULL. */
static const char *template_code(char c)
{
    for (size_t i = 0; i < sizeof template_codes / sizeof template_codes[0]; i++)
        if (template_codes[i].code == c)
            return template_codes[i].words;
    return NULL;
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
        /* a thing named as a tile of the same glyph is that tile's (the shop's sign is a
         * block with the sign on it): one glyph, one thing, said once */
        bool named = false;
        for (int t = 0; t < SPG_T__COUNT && !named; t++)
            named = tile_glyph(t) == g && strcmp(tile_name(t), entity_name(k)) == 0;
        if (named)
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
    /* a room template's code too (digits are codes only): the room pane's layouts */
    const char *code = a->res->style != SPG_STYLE_CLASSIC ? NULL : template_code(g);
    if (code && !kinds)
        snprintf(buf, sizeof buf, "'%c' in a room's template (the room pane): %s", g, code);
    else if (code && n < sizeof buf)
        snprintf(buf + n, sizeof buf - n, "; in a room's template: %s", code);
    if (!kinds && !code)
        return false;
    app_message(a, false, "%s", buf);
    return true;
}
