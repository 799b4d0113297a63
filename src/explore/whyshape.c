/* whyshape.c — what shaped a tile, and what merely passed it (whyshape.h). */
#include "whyshape.h"

#include <string.h>

static bool covers(spg_focus f, int x, int y)
{
    return f.x >= 0 && x >= f.x && x < f.x + (f.w ? f.w : 1) && y >= f.y && y < f.y + (f.h ? f.h : 1);
}

static bool alone_on(spg_focus f, int x, int y)
{
    return f.x == x && f.y == y && f.w <= 1 && f.h <= 1;
}

size_t why_classify(const spg_trace *t, const uint32_t *evs, size_t n, int x, int y,
                    int rooms_phase, bool *shaped)
{
    /* the tile's state and its room's code as the effects leave them, oldest first */
    bool have_tile = false, have_code = false;
    int32_t kind = 0, content = 0, flags = 0, code = 0;
    for (size_t i = 0; i < n; i++) {
        const spg_event *e = &t->ev[evs[i]];
        bool s = false;
        switch (e->kind) {
        case SPG_EV_TILE:
            if (covers(e->focus, x, y)) {
                s = !have_tile || e->value != kind || e->a != content || e->b != flags;
                have_tile = true;
                kind = e->value;
                content = e->a;
                flags = e->b;
            }
            break;
        case SPG_EV_ENTITY:
        case SPG_EV_ENTITY_GONE:
            s = covers(e->focus, x, y);
            break;
        case SPG_EV_ROOM_CODE:
            s = !have_code ? e->value != 0 : e->value != code;
            have_code = true;
            code = e->value;
            break;
        case SPG_EV_LAYOUT:
        case SPG_EV_CHUNK:
            s = true;
            break;
        default:
            break;
        }
        shaped[i] = s;
    }
    /* then the draws: by their effects, their focus, their phase */
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        const spg_event *e = &t->ev[evs[i]];
        if (e->kind == SPG_EV_DRAW) {
            bool s = false;
            for (size_t k = i + 1; k < n && !s; k++) {
                const spg_event *f = &t->ev[evs[k]];
                s = f->kind != SPG_EV_DRAW && f->draw == e->draw && shaped[k];
            }
            bool wasted = e->text && strstr(e->text, "wasted");
            if (!s && !wasted)
                s = alone_on(e->focus, x, y) || (rooms_phase >= 0 && e->phase == rooms_phase);
            shaped[i] = s;
        }
        count += shaped[i];
    }
    return count;
}
