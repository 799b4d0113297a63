/* blocks.c — the block pass (classic-draw-order §5): the area's inhabitants and treasure
 * block by block, then the Udjat Eye's chest and key, arrow traps, and a dark level's
 * flares. */
#include <limits.h>
#include <stdio.h>

#include "internal.h"

static const spg_site S_KEY = SPG_SITE("blocks.key", "1 turns this treasure into the Udjat chest's key (1 in 8)");
static const spg_site S_TRAP = SPG_SITE("blocks.arrow_trap",
                                "1 makes this stone block an Arrow Trap, where one fits (1 in 4)");

static bool is_treasure(int kind)
{
    return kind == SPG_E_GOLD_BAR || kind == SPG_E_GOLD_BARS || kind == SPG_E_EMERALD_BIG ||
           kind == SPG_E_SAPPHIRE_BIG || kind == SPG_E_RUBY_BIG;
}

/* scrEntityGen 76-104: whether the Udjat chest may go beside the exit, tested at a
 * point px (8 px into a tile) of the exit's row py: no solid at its top, no treasure
 * at its bottom, no chest or spikes at its middle. */
static bool udjat_spot_free(const cg *c, int px, int py)
{
    const classic_kind_facts *K = c->data->kinds;
    return !co_point(K, c->L, px, py, CO_SOLID) && !co_point(K, c->L, px, py + 15, CO_TREASURE) &&
           !co_point(K, c->L, px, py + 8, CO_CHEST | CO_SPIKES);
}

/* The Udjat Eye's level: its locked chest goes beside the exit if no nook took it
 * (scrEntityGen 76-104): left of the exit if that spot is free, else right, else on the
 * exit.  The "right" test looks 8 px into the exit's own tile (x+8, where x+24 is
 * meant), which is never solid, and the chest then goes one tile right, into a block
 * if one is there: the udjat-chest-right quirk. */
static void force_locked_chest(cg *c)
{
    spg_level *L = c->L;
    if (!c->gen_udjat || c->locked_chest || L->exit_tx < 0)
        return;
    int px = L->exit_tx * 16, py = L->exit_ty * 16;
    int right = Q(c, SPG_Q_UDJAT_CHEST_RIGHT) ? px + 8 : px + 24;
    int at;
    if (udjat_spot_free(c, px - 8, py))
        at = px - 8;
    else if (udjat_spot_free(c, right, py))
        at = px + 24;
    else
        at = px + 8;
    cg_entity_px(c, SPG_E_LOCKED_CHEST, at, py + 8, 0, 0);
    c->locked_chest = true;
}

/* scrEntityGen 118-119 (and 133-134): the key where the treasure it replaces was, 4 px
 * lower for gold bars (instance_create(x, y+4, oKey)). */
static void blocks_make_key(cg *c, const spg_entity *e, uint32_t cause)
{
    int down = e->kind == SPG_E_GOLD_BARS ? 4 : 0;
    cg_entity_px(c, SPG_E_KEY, co_px(e), co_py(e) + down, 0, cause);
}

static void place_key(cg *c)
{
    spg_level *L = c->L;
    bool chest = false;
    for (int i = 0; i < L->nent; i++)
        chest |= !L->ent[i].gone && L->ent[i].kind == SPG_E_LOCKED_CHEST;
    if (!chest)
        return;
    /* up to seven rounds over every treasure, each drawing 1 in 8 until one takes it */
    for (int round = 1; round < 8 && !c->key_made; round++) {
        int n = L->nent;
        for (int i = 0; i < n && !c->key_made; i++) {
            spg_entity *e = &L->ent[i];
            if (e->gone || !is_treasure(e->kind))
                continue;
            T_FOCUS_TILE(c, e->x, e->y);
            int r = roll(c, 1, 8, &S_KEY);
            if (r <= 1 && !level_solid(L, e->x, e->y)) {
                T_DECIDE(c, "the key");
                blocks_make_key(c, e, SPG_CAUSE_LAST);
                cg_remove_entity(c, i, SPG_CAUSE_LAST);
                c->key_made = true;
            } else {
                T_DECIDE(c, r <= 1 ? "inside rock: not here" : "not this one");
            }
        }
    }
    for (int i = 0; i < L->nent && !c->key_made; i++) {
        spg_entity *e = &L->ent[i];
        if (!e->gone && is_treasure(e->kind) && !level_solid(L, e->x, e->y)) {
            blocks_make_key(c, e, 0);
            cg_remove_entity(c, i, 0);
            c->key_made = true;
        }
    }
    if (c->key_made)
        c->game->made_udjat = true;
}

static bool blocks_any_solid(const spg_level *L, int x0, int x1, int y)
{
    for (int x = x0; x <= x1; x++)
        if (level_solid(L, x, y))
            return true;
    return false;
}

void classic_arrow_traps(cg *c)
{
    spg_level *L = c->L;
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.kind != SPG_T_STONE || level_in_shop(L, b.x, b.y))
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        int r = roll(c, 1, 4, &S_TRAP);
        /* the original wants 16 x the distance to the entrance above 48 px, and above
         * 144 px on the entrance's row: 3 and 9 tiles, compared squared */
        int dx = b.x - L->entrance_tx, dy = b.y - L->entrance_ty;
        int d2 = L->entrance_tx < 0 ? INT_MAX : dx * dx + dy * dy;
        if (!(r == 1 && !(b.y == L->entrance_ty && d2 < 9 * 9) && d2 > 3 * 3)) {
            T_DECIDE(c, r == 1 ? "too near the entrance" : "no trap");
            continue;
        }
        int kind = -1;
        if (level_solid(L, b.x + 1, b.y) && !blocks_any_solid(L, b.x - 2, b.x - 1, b.y))
            kind = SPG_T_ARROW_TRAP_LEFT;
        else if (level_solid(L, b.x - 1, b.y) && !blocks_any_solid(L, b.x + 1, b.x + 3, b.y))
            kind = SPG_T_ARROW_TRAP_RIGHT;
        if (kind < 0) {
            T_DECIDE(c, "no room in front or no block behind");
            continue;
        }
        T_DECIDE(c, kind == SPG_T_ARROW_TRAP_LEFT ? "an Arrow Trap facing left"
                                                  : "an Arrow Trap facing right");
        uint32_t cause = c->rng->draws;
        cg_make_block(c, b.x, b.y, kind, 0, cause);
        cg_destroy_block(c, i);
    }
}

void classic_key_and_chest(cg *c)
{
    force_locked_chest(c);
    place_key(c);
}

void classic_no_block_pass(cg *c)
{
    T_FOCUS_NONE(c);
    if (TR(c)) {
        char note[96];
        snprintf(note, sizeof note, "%s has no block pass: nothing is drawn", area_name(c->area));
        trace_note(TR(c), -1, -1, note, 0);
    }
}

void classic_block_pass(cg *c)
{
    spg_level *L = c->L;
    c->A->block_pass(c);
    if (L->flags.dark && L->entrance_tx >= 0) {
        /* scrEntityGen 527-544: the crate of flares left of the entrance if no solid is
         * there, else right of it, else on it */
        T_FOCUS_NONE(c);
        int x = L->entrance_tx, y = L->entrance_ty;
        int at = !level_solid(L, x - 1, y) ? x - 1 : !level_solid(L, x + 1, y) ? x + 1 : x;
        cg_entity(c, SPG_E_FLARE_CRATE, at, y, 0, 0);
    }
}
