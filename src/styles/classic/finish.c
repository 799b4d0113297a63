/* finish.c — the last steps: the player at the entrance, an angry shopkeeper at the exit
 * for a thief or a murderer, and treasure sealed inside blocks nothing can break is
 * taken away (a hidden item is no treasure: it stays). */
#include "internal.h"

/* The content a gem made inside a block is, as the tile keeps it (SPG_C_NONE for what is
 * no gem). */
static int finish_content_of(int kind)
{
    switch (kind) {
    case SPG_E_SAPPHIRE_BIG: return SPG_C_SAPPHIRE;
    case SPG_E_EMERALD_BIG: return SPG_C_EMERALD;
    case SPG_E_RUBY_BIG: return SPG_C_RUBY;
    default: return SPG_C_NONE;
    }
}

/* Whether an entity is one of the original's oTreasure objects (the big gems, a grave's
 * gold nugget, gold bars): an item scrGenerateItem hid in a block is an oItem, none. */
static bool finish_is_treasure(int kind)
{
    return kind == SPG_E_SAPPHIRE_BIG || kind == SPG_E_EMERALD_BIG || kind == SPG_E_RUBY_BIG ||
           kind == SPG_E_GOLD_NUGGET || kind == SPG_E_GOLD_BAR || kind == SPG_E_GOLD_BARS;
}

/* scrInitLevel 259-266 destroyed the treasure inside the indestructible block at (x,y):
 * the block holds nothing any more, and the tile says so. */
static void finish_empty_block(cg *c, int x, int y)
{
    spg_cell *cell = &c->L->cell[y][x];
    cell->content = SPG_C_NONE;
    if (TR(c))
        trace_tile(TR(c), x, y, cell->kind, cell->content, cell->flags, 0);
}

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
        /* scrInitLevel 259-266: `with oTreasure`, one in an invincible solid is destroyed:
         * a treasure made inside a block (a hidden item, an oItem, stays; none is made
         * above the map) */
        if (e->gone || e->info != SPG_INFO_INSIDE || !finish_is_treasure(e->kind) ||
            !level_stored(e->x, e->y))
            continue;
        spg_cell *cell = &L->cell[e->y][e->x];
        if (cell->kind == SPG_T_BORDER || (cell->flags & SPG_TF_INVINCIBLE)) {
            cg_remove_entity(c, i, 0);
            /* the gem was the block's content: the block holds nothing now */
            int content = finish_content_of(e->kind);
            if (content != SPG_C_NONE && cell->content == content)
                finish_empty_block(c, e->x, e->y);
        }
    }
    /* scrInitLevel has returned and oGame's Create event with it: the room's instances
     * after the level object run their Create events now (Olmec's hall's) */
    c->A->hand_laid_after(c);
}
