/* snapshot.c — the level as it stands at a step, for `:export`.  The replayed state has
 * the tiles, rooms and entities; the level-wide flags come from the flag events replayed
 * so far, by name; what the replay does not carry (a door's tile) is the finished
 * level's once it has been decided. */
#include "snapshot.h"

#include <stddef.h>
#include <string.h>

#include "../level_flags.h"

/* The level-wide flags the trace's flag events name, and where each goes. */
static bool *flag_field(spg_level_flags *f, const char *name)
{
    const level_flag *lf = level_flag_find(name); /* the trace names flags as the JSON */
    return lf && !lf->shop ? (bool *)((char *)f + lf->off) : NULL;
}

void snapshot_at_step(const stepper *s, spg_result *out)
{
    const spg_result *r = s->res;
    if (s->pos >= s->ndraws && s->cur.applied >= s->nev) {
        /* the finished level: the generator's own, as show prints it */
        memcpy(out, r, sizeof *out);
        memset(&out->trace, 0, sizeof out->trace);
        return;
    }
    memcpy(out, r, sizeof *out);
    memset(&out->trace, 0, sizeof out->trace);
    out->level = s->cur.L;
    spg_level *L = &out->level;
    const spg_level *fin = &r->level;
    /* the flags set so far; the giant spider's permission is a rule's, not a roll's */
    memset(&L->flags, 0, sizeof L->flags);
    L->flags.shop = SPG_SHOP_NONE;
    L->flags.shop_rx = L->flags.shop_ry = -1;
    L->flags.giant_spider_allowed = fin->flags.giant_spider_allowed;
    for (int i = 0; i < s->cur.nflags; i++) {
        const char *name = s->cur.flag[i].name;
        if (strcmp(name, "shop") == 0) {
            L->flags.shop = s->cur.flag[i].value;
            L->flags.shop_rx = fin->flags.shop_rx;
            L->flags.shop_ry = fin->flags.shop_ry;
            continue;
        }
        bool *b = flag_field(&L->flags, name);
        if (b)
            *b = s->cur.flag[i].value != 0;
    }
    /* the start and the exit rooms are known once the walk is over */
    int path = stepper_phase_find(s, "path");
    bool walked = path < 0 || s->cur.phase > path;
    L->start_x = walked ? fin->start_x : -1;
    L->start_y = walked ? fin->start_y : -1;
    L->exit_x = walked ? fin->exit_x : -1;
    L->exit_y = walked ? fin->exit_y : -1;
    L->entrance_tx = L->entrance_ty = L->exit_tx = L->exit_ty = -1;
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x < L->w; x++) {
            if (L->cell[y][x].kind == SPG_T_ENTRANCE) {
                L->entrance_tx = x;
                L->entrance_ty = y;
            } else if (L->cell[y][x].kind == SPG_T_EXIT) {
                L->exit_tx = x;
                L->exit_ty = y;
            }
        }
    out->draws = s->pos;
    out->end_state = stepper_rng_state(s, s->pos);
}
