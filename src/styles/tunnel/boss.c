/* boss.c — pass 3: the boss chamber.  Always an axis-aligned rectangle, bossW wide and
 * bossH tall, centred on the top rung's midpoint, entered by a cw-wide stub from directly
 * below.  Nothing here rolls: only its dimensions came from the plan. */
#include "internal.h"

void tunnel_boss(tg *g)
{
    tunnel_floor *F = g->F;
    if (F->rungs_built == 0)
        return;
    int top = F->rungs_built - 1, cw = F->cw;
    const tunnel_rung *r = &F->rung[top];
    int cx = (r->x0 + r->x1) / 2;
    F->boss_w = mini(F->w - 6, roundi(F->boss_h * 1.25));
    int x = clampi(cx - F->boss_w / 2, 3, F->w - 3 - F->boss_w);
    /* the chamber's floor row sits gaps[top] rock rows above the top rung: the plan's
     * height put exactly bossH + 4 rows above that */
    int bottom = r->y - F->gaps[top] - 1;
    int y = bottom - F->boss_h + 1;
    if (y < 1) {
        T_NOTE(g, -1, -1, "the chamber is cut short by the map's top edge", 0);
        y = 1;
    }
    F->chamber = (tunnel_rect){x, y, F->boss_w, bottom - y + 1};
    int pad = F->leash_pad;
    int lx0 = maxi(0, x - pad), ly0 = maxi(0, y - pad);
    int lx1 = mini(F->w - 1, x + F->boss_w - 1 + pad), ly1 = mini(F->h - 1, bottom + pad);
    F->chamber_leash = (tunnel_rect){lx0, ly0, lx1 - lx0 + 1, ly1 - ly0 + 1};
    F->chamber_name = F->boss_floor ? "The Brute's Lair" : "The Gate Chamber";
    T_FOCUS_RECT(g, x, y, F->boss_w, bottom - y + 1);
    T_NOTE(g, -1, -1, F->boss_floor ? "The Brute's Lair: the last stage of the biome"
                                    : "The Gate Chamber", F->boss_draw);
    tg_carve(g, x, y, x + F->boss_w - 1, bottom, TR_CHAMBER, F->boss_draw);
    int sx = cx - cw / 2;
    F->chamber_stub = (tunnel_rect){sx, bottom + 1, cw, r->y - bottom - 1};
    T_FOCUS_RECT(g, sx, bottom + 1, cw, r->y - bottom - 1);
    T_NOTE(g, -1, -1, "the chamber's entry: a cw-wide stub from directly below", 0);
    tg_carve(g, sx, bottom + 1, sx + cw - 1, r->y - 1, TR_CHAMBER_STUB, 0);
    T_FOCUS_NONE(g);
}
