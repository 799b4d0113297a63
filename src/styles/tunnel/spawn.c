/* spawn.c — pass 5: spawn, the descend portal and the safe exits.  Nothing rolls here:
 * spawn sits on rung 0's entry column 2 tiles inward (startRight moved it there), the
 * portal at the chamber's centre, and the exits on the middle rungs, low first, so the
 * closing scheduler (nearest to spawn shuts first) seals the way back rung by rung. */
#include "internal.h"

void tunnel_spawn(tg *g)
{
    tunnel_floor *F = g->F;
    spg_level *L = g->L;
    if (F->rungs_built == 0)
        return;
    F->spawn_x = F->start_right ? F->rm - 2 : F->lm + 2;
    F->spawn_y = rung_mid(g, 0);
    T_FOCUS_TILE(g, F->spawn_x, F->spawn_y);
    tg_entity(g, SPG_E_SPAWN, F->spawn_x, F->spawn_y, 0, F->start_draw);
    L->entrance_tx = F->spawn_x;
    L->entrance_ty = F->spawn_y;

    F->portal_x = F->chamber.x + F->chamber.w / 2;
    F->portal_y = F->chamber.y + F->chamber.h / 2;
    T_FOCUS_TILE(g, F->portal_x, F->portal_y);
    T_NOTE(g, F->portal_x, F->portal_y, "the descend portal (kind: progress), at the chamber's centre", 0);
    tg_set_tile(g, F->portal_x, F->portal_y, SPG_T_PORTAL, TR_CHAMBER, 0);
    L->exit_tx = F->portal_x;
    L->exit_ty = F->portal_y;

    /* clamp(round(nRungs / 3), minSafe, maxSafe), over the middle rungs; spread evenly
     * (the document says only "spread ... low first") at each rung's midpoint (ours) */
    int middle = F->rungs_built - 2;
    int n = clampi(roundi(F->rungs_built / 3.0), (int)knob_min(g, TK_SAFE_EXITS),
                   (int)knob_max(g, TK_SAFE_EXITS));
    n = mini(n, mini(maxi(middle, 0), TUNNEL_MAX_EXITS));
    for (int k = 0; k < n; k++) {
        int i = 1 + ((2 * k + 1) * middle) / (2 * n);
        const tunnel_rung *r = &F->rung[i];
        int x = (r->x0 + r->x1) / 2, y = rung_mid(g, i);
        T_FOCUS_TILE(g, x, y);
        T_NOTE(g, x, y, k == 0 ? "the first safe exit: the lowest, first to close" : "a safe exit, above the last", 0);
        tg_entity(g, SPG_E_EXTRACT, x, y, 0, 0);
        F->exit[F->nexits].x = x;
        F->exit[F->nexits].y = y;
        F->exit[F->nexits].rung = i;
        F->nexits++;
    }
    T_FOCUS_NONE(g);
}
