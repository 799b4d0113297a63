/* rooms.c — the rooms phase: the entrance and the exit first, as Fool's End's RoomGen
 * makes sure of both, then the biome's deck of the 14 other types dealt into the grid
 * and shuffled, one draw per swap. */
#include "internal.h"

static const spg_site S_ENTRANCE = SPG_SITE("rooms.entrance",
                                    "the entrance room's column in the top row (0-3)");
static const spg_site S_EXIT = SPG_SITE("rooms.exit", "the exit room's column in the bottom row (0-3)");
static const spg_site S_SHUFFLE = SPG_SITE("rooms.shuffle",
                                   "Fisher-Yates, step i from 13 down to 1: which slot 0..i "
                                   "trades rooms with slot i (slots: the 14 other rooms in "
                                   "reading order)");

static const char *const entrance_words[4] = {
    "the entrance: column 0", "the entrance: column 1", "the entrance: column 2",
    "the entrance: column 3"};
static const char *const exit_words[4] = {"the exit: column 0", "the exit: column 1",
                                          "the exit: column 2", "the exit: column 3"};

void fools_rooms(fg *c)
{
    spg_level *L = c->L;
    int row_w = 4 * L->room_w;
    if (c->T)
        trace_focus_rect(c->T, fg_room_x0(c, 0), fg_room_y0(c, 0), row_w, L->room_h);
    int ex = fg_roll(c, 0, 3, &S_ENTRANCE);
    F_DECIDE(c, entrance_words[ex]);
    L->start_x = ex;
    L->start_y = 0;
    fg_set_room(c, ex, 0, FOOLS_ENTRANCE, SPG_CAUSE_LAST);

    if (c->T)
        trace_focus_rect(c->T, fg_room_x0(c, 0), fg_room_y0(c, 3), row_w, L->room_h);
    int xx = fg_roll(c, 0, 3, &S_EXIT);
    F_DECIDE(c, exit_words[xx]);
    L->exit_x = xx;
    L->exit_y = 3;
    fg_set_room(c, xx, 3, FOOLS_EXIT, SPG_CAUSE_LAST);

    /* the slots: every other room, in reading order */
    int sx[FOOLS_DECK], sy[FOOLS_DECK], type[FOOLS_DECK], n = 0;
    for (int ry = 0; ry < 4; ry++)
        for (int rx = 0; rx < 4; rx++)
            if (!(ry == 0 && rx == ex) && !(ry == 3 && rx == xx)) {
                sx[n] = rx;
                sy[n] = ry;
                n++;
            }
    F_FOCUS_NONE(c);
    if (c->T)
        trace_note(c->T, -1, -1, "the biome's deck of 14 room types, dealt in reading order", 0);
    for (int k = 0; k < FOOLS_DECK; k++) {
        type[k] = c->d->deck[c->biome][k];
        fg_set_room(c, sx[k], sy[k], type[k], 0);
    }
    for (int i = FOOLS_DECK - 1; i >= 1; i--) {
        F_FOCUS_ROOM(c, sx[i], sy[i]);
        int j = fg_roll(c, 0, i, &S_SHUFFLE);
        F_DECIDE(c, c->d->swap_words[i][j]);
        if (type[i] == type[j])
            continue; /* j == i, or two rooms of one type: nothing changes */
        int t = type[i];
        type[i] = type[j];
        type[j] = t;
        fg_set_room(c, sx[i], sy[i], type[i], SPG_CAUSE_LAST);
        fg_set_room(c, sx[j], sy[j], type[j], SPG_CAUSE_LAST);
    }
}
