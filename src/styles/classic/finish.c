/* finish.c — the last steps: the player at the entrance, an angry shopkeeper at the exit
 * for a thief or a murderer, and treasure sealed inside blocks nothing can break is
 * taken away. */
#include "internal.h"

void classic_finish(cg *c)
{
    spg_level *L = c->L;
    T_FOCUS_NONE(c);
    /* scrInitLevel 202-203: oPlayer1.x = oEntrance.x+8, oPlayer1.y = oEntrance.y+8 */
    if (L->entrance_tx >= 0)
        cg_entity_px(c, SPG_E_PLAYER, L->entrance_tx * 16 + 8, L->entrance_ty * 16 + 8, 0, 0);
    /* scrInitLevel: `with oExit` an angry shopkeeper waits for a thief or a murderer; Olmec's
     * Lair's exit is a closed door (an oEntrance) until Olmec dies: none waits there */
    if ((c->opt->thief || c->opt->murderer) && L->exit_tx >= 0 && !c->exit_closed)
        cg_entity(c, SPG_E_ANGRY_SHOPKEEPER, L->exit_tx, L->exit_ty, 0, 0);
    int n = L->nent;
    for (int i = 0; i < n; i++) {
        spg_entity *e = &L->ent[i];
        if (e->gone || e->info != SPG_INFO_INSIDE || !level_stored(e->x, e->y))
            continue; /* a gem made inside a block (none is made above the map) */
        const spg_cell *cell = &L->cell[e->y][e->x];
        if (cell->kind == SPG_T_BORDER || (cell->flags & SPG_TF_INVINCIBLE))
            cg_remove_entity(c, i, 0);
    }
    /* scrInitLevel has returned and oGame's Create event with it: the room's instances
     * after the level object run their Create events now (Olmec's hall's) */
    c->A->hand_laid_after(c);
}
