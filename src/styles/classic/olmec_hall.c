/* olmec_hall.c — Olmec's Lair's hand-laid part, read from data/classic/olmec.hall
 * (halldata.h): the room's instances in the order the room creates them.
 *
 * The original lays its room rOlmec by hand.  When a room starts, GameMaker 8 first puts
 * every instance of the room in place and then runs their Create events one by one in
 * the room's instance order (so an instance later in the order already exists, and is
 * solid, while an earlier one's Create event runs).  The generator runs in one of them,
 * the level object (oGame's Create event calls scrInitLevel): the instances before it
 * have made their Create events' draws before the border exists — the hall phase — and
 * those after it make theirs only once the whole level is built.  So here every instance
 * is laid in the hall phase; those before the level object roll there too (each temple
 * block its look and gems, each lava tile its spurt timer, Olmec his facing), those after
 * it roll at the level's end (olmec_hall_after).
 *
 * That every instance exists before the first Create event runs is also what rOlmec's own
 * data says: oGame comes before ten of its sixteen room markers (rows 2, the top row's
 * middle rooms and the hall's whole floor), and scrInitLevel's `with oRoom` builds them all
 * — were they not there yet, the floor between the hall and the lava would never be made. */
#include <string.h>

#include "olmec.h"

static const spg_site S_OLMEC_FACING = SPG_SITE("olmec.hall.facing",
                                        "Olmec's own creation roll: 0 faces left, 1 right");

/* oOlmec's Create event: facing = rand(0,1) */
static void olmec_facing(cg *c, int x, int y)
{
    T_FOCUS_TILE(c, x, y);
    if (roll(c, 0, 1, &S_OLMEC_FACING))
        T_DECIDE(c, "faces right");
    else
        T_DECIDE(c, "faces left");
}

/* Lays one instance; `rolls`: its Create event's draws are made now (else later). */
static void lay(cg *c, const spg_hall_obj *o, bool rolls)
{
    spg_level *L = c->L;
    int x = o->x / 16, y = o->y / 16;
    switch (o->kind) {
    case SPG_HALL_TEMPLE: /* oTemple's Create event: its look, vein, gems (the area's rolls) */
        if (rolls) {
            cg_make_block(c, x, y, SPG_T_TEMPLE, 0, 0);
        } else { /* in place (the blocks' list keeps the room's order) with no roll yet */
            if (L->nblock < SPG_MAX_BLOCKS)
                L->block[L->nblock++] = (spg_block){(int16_t)x, (int16_t)y, SPG_T_TEMPLE, 1};
            cg_set_tile(c, x, y, SPG_T_TEMPLE, 0, 0);
        }
        break;
    case SPG_HALL_LAVA: /* oLava's Create event: spurtTime = rand(100,300) */
        if (rolls)
            temple_make_lava(c, x, y, 0);
        else
            cg_set_tile(c, x, y, SPG_T_LAVA, 0, 0);
        break;
    case SPG_HALL_LAVA_SOLID: /* oLavaSolid: invincible, no roll */
        cg_set_tile(c, x, y, SPG_T_LAVA_SOLID, SPG_TF_INVINCIBLE, 0);
        break;
    case SPG_HALL_ENTRANCE: /* the first is the level's (scrInitLevel puts the player there) */
        cg_set_tile(c, x, y, SPG_T_ENTRANCE, 0, 0);
        if (L->entrance_tx < 0) {
            L->entrance_tx = x;
            L->entrance_ty = y;
        }
        break;
    case SPG_HALL_EXIT: /* a closed door, no oExit: oFinalBoss's Step opens it when Olmec
                         * dies (rOlmec's second oEntrance, replaced by an oXEnd) */
        c->exit_closed = true;
        cg_set_tile(c, x, y, SPG_T_EXIT, 0, 0);
        if (L->exit_tx < 0) {
            L->exit_tx = x;
            L->exit_ty = y;
        }
        break;
    case SPG_HALL_OLMEC:
        cg_entity(c, SPG_E_OLMEC, x, y, 0, 0);
        if (rolls)
            olmec_facing(c, x, y);
        break;
    case SPG_HALL_PROP:
        /* rOlmec's spectators, whom a player sees: oCavemanWorship (its Create event sets
         * an animation speed) and oHawkmanWorship (none); neither draws.  The other props
         * (the room's controllers, oFinalBoss) are no things */
        if (strcmp(o->name, "oCavemanWorship") == 0)
            cg_entity_px(c, SPG_E_WORSHIP_CAVEMAN, o->x, o->y, 0, 0);
        else if (strcmp(o->name, "oHawkmanWorship") == 0)
            cg_entity_px(c, SPG_E_WORSHIP_HAWKMAN, o->x, o->y, 0, 0);
        break;
    default: /* the player (placed at the entrance at the end), room markers (olmec_rooms),
              * the level object: nothing to lay, nothing drawn */
        break;
    }
}

void olmec_hall(cg *c)
{
    const spg_halldata *h = c->hall;
    for (int i = 0; i < h->n; i++)
        lay(c, &h->obj[i], i < h->level_at);
}

void olmec_hall_after(cg *c)
{
    const spg_halldata *h = c->hall;
    for (int i = h->level_at + 1; i < h->n; i++) {
        const spg_hall_obj *o = &h->obj[i];
        int x = o->x / 16, y = o->y / 16;
        if (o->kind == SPG_HALL_TEMPLE && level_tile(c->L, x, y) == SPG_T_TEMPLE) {
            T_FOCUS_TILE(c, x, y);
            c->A->block_rolls(c, x, y, SPG_T_TEMPLE);
        } else if (o->kind == SPG_HALL_LAVA && level_tile(c->L, x, y) == SPG_T_LAVA) {
            T_FOCUS_TILE(c, x, y);
            temple_lava_timer(c);
        } else if (o->kind == SPG_HALL_OLMEC) {
            olmec_facing(c, x, y);
        }
    }
}

int olmec_hall_draws(cg *c, int8_t *draws, int max)
{
    const spg_halldata *h = c->hall;
    int n = 0;
    /* only those before the level object roll before the generator */
    for (int i = 0; i < h->level_at; i++) {
        const spg_hall_obj *o = &h->obj[i];
        int k;
        switch (o->kind) {
        case SPG_HALL_TEMPLE: /* temple_block_rolls: the City of Gold's look roll, or the
                               * earth's rolls with no look roll, the gems only strictly
                               * inside */
            k = c->game->city_of_gold                                 ? 1
                : classic_strictly_inside(c->L, o->x / 16, o->y / 16) ? CLASSIC_GEM_CHAIN
                                                                      : 1;
            break;
        case SPG_HALL_LAVA:  /* temple_make_lava: the spurt timer */
        case SPG_HALL_OLMEC: /* Olmec's facing */
            k = 1;
            break;
        default: /* doors, markers, props: nothing drawn */
            continue;
        }
        if (n == max)
            return -1;
        draws[n++] = (int8_t)k;
    }
    return n;
}

void olmec_hall_lava(cg *c, void (*fn)(cg *c, int x, int y))
{
    const spg_halldata *h = c->hall;
    for (int i = 0; i < h->n; i++) {
        const spg_hall_obj *o = &h->obj[i];
        if (o->kind == SPG_HALL_LAVA && level_tile(c->L, o->x / 16, o->y / 16) == SPG_T_LAVA)
            fn(c, o->x / 16, o->y / 16);
    }
}
