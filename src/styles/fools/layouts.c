/* layouts.c — the layouts phase: each room in reading order takes a layout of its type,
 * its version when the layout has two, and a chunk for each 5x3 slot. */
#include <string.h>

#include "internal.h"

static const spg_site S_LAYOUT = SPG_SITE("layouts.pick",
                                  "which layout of the room's type: 0 to n-1, the shared "
                                  "ones first, then the biome's own");
static const spg_site S_VARIANT = SPG_SITE("layouts.variant", "1 or 2: which version of the layout");
static const spg_site S_CHUNK = SPG_SITE("layouts.chunk",
                                 "which chunk fills this 5x3 slot (fools code 6): 0 to n-1, "
                                 "the shared ones first, then the biome's own");

static void fill_chunks(fg *c, int rx, int ry)
{
    const fools_pool *pool = &c->d->chunks[c->biome];
    char (*room)[10] = c->code[ry][rx];
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 10; x++) {
            if (room[y][x] != '6')
                continue;
            int tx = fg_room_x0(c, rx) + x, ty = fg_room_y0(c, ry) + y;
            if (c->T)
                trace_focus_rect(c->T, tx, ty, 5, 3);
            int k = fg_roll(c, 0, pool->n - 1, &S_CHUNK);
            const spg_layout *ck = pool->item[k];
            if (c->T) {
                trace_decide(c->T, ck->name);
                trace_chunk(c->T, rx, ry, tx, ty, k, ck->name, SPG_CAUSE_LAST);
                trace_pick(c->T, ck, "the biome's chunks", pool->n,
                           "an air slot ('6'): a chunk of the level's biome", 0);
            }
            /* the loader saw to it that the slot fits and its area is otherwise empty */
            for (int cy = 0; cy < 3; cy++)
                for (int cx = 0; cx < 5; cx++) {
                    room[y + cy][x + cx] = ck->tiles[0][cy][cx];
                    c->cause[ry][rx][y + cy][x + cx] = c->rng->draws;
                }
        }
}

void fools_layouts(fg *c)
{
    for (int ry = 0; ry < 4; ry++)
        for (int rx = 0; rx < 4; rx++) {
            int type = c->L->rooms[ry][rx];
            const fools_pool *pool = &c->d->rooms[c->biome][type];
            F_FOCUS_ROOM(c, rx, ry);
            int i = fg_roll(c, 0, pool->n - 1, &S_LAYOUT);
            const spg_layout *lay = pool->item[i];
            F_DECIDE(c, lay->name);
            if (c->T)
                trace_layout(c->T, rx, ry, i, lay->name, SPG_CAUSE_LAST);
            int v = 0;
            if (lay->variants > 1) {
                v = fg_roll(c, 1, 2, &S_VARIANT) - 1;
                F_DECIDE(c, v ? "the 'or' version" : "the first version");
            }
            if (c->T)
                trace_pick(c->T, lay, fools_type_name(type), pool->n,
                           "the room's type, dealt from the biome's deck: the shared layouts "
                           "of that type, then the biome's own", v);
            c->layout[ry][rx] = lay;
            memcpy(c->code[ry][rx], lay->tiles[v], sizeof c->code[ry][rx]);
            uint32_t made = c->rng->draws;
            for (int y = 0; y < 8; y++)
                for (int x = 0; x < 10; x++)
                    c->cause[ry][rx][y][x] = made;
            fill_chunks(c, rx, ry);
        }
}
