/* populate.c — pass 6: who and what stands where.  Corridors get trash only (the light
 * roster), more of it higher up: progress along the spine replaces the zone-colour tier
 * gradient.  Rooms get the full roster on one shared threat budget, heavies included —
 * corridors are too narrow to circle a heavy, so heavies are rooms-only by rule.  The
 * chamber gets its chest, its trash and, from guardsFromStep on, its guard. */
#include "internal.h"

static const spg_site S_TRASH = SPG_SITE("tunnel.populate.trash",
                                 "which light mob (availableMobs(step, heavyTier - 1)): "
                                 "index into the light roster");
static const spg_site S_TRASH_X = SPG_SITE("tunnel.populate.trash_x", "the mob's column on the rung");
static const spg_site S_TRASH_Y = SPG_SITE("tunnel.populate.trash_y", "the mob's row in the band");
static const spg_site S_DROP = SPG_SITE("tunnel.populate.rung_drop",
                                "0-699 (70%): one ground drop on this rung");
static const spg_site S_DROP_X = SPG_SITE("tunnel.populate.drop_x", "the drop's column");
static const spg_site S_DROP_Y = SPG_SITE("tunnel.populate.drop_y", "the drop's row");
static const spg_site S_BUDGET_BASE = SPG_SITE("tunnel.populate.budget_base",
                                       "threatBudgetBase (the knob is a range)");
static const spg_site S_BUDGET_STEP = SPG_SITE("tunnel.populate.budget_per_step",
                                       "threatBudgetPerStep (the knob is a range)");
static const spg_site S_ROOM_MOB = SPG_SITE("tunnel.populate.room_mob",
                                    "which mob the budget left affords, from the full roster "
                                    "(index into those affordable)");
static const spg_site S_ROOM_X = SPG_SITE("tunnel.populate.room_x", "a column in the room");
static const spg_site S_ROOM_Y = SPG_SITE("tunnel.populate.room_y", "a row in the room");
static const spg_site S_CH_TRASH = SPG_SITE("tunnel.populate.chamber_trash",
                                    "light mobs leashed to the chamber: randi(chamberTrash)");
static const spg_site S_CH_X = SPG_SITE("tunnel.populate.chamber_x", "a column in the chamber");
static const spg_site S_CH_Y = SPG_SITE("tunnel.populate.chamber_y", "a row in the chamber");
static const spg_site S_GUARDS = SPG_SITE("tunnel.populate.guards_from",
                                  "guardsFromStep (the knob is a range)");

/* Roster indices of the mobs available on `stage` up to `tier`; cost cap when > 0. */
static int available(int stage, int tier, int afford, int *out)
{
    int n = 0;
    for (int i = 0; i < tunnel_roster_len; i++)
        if (tunnel_roster[i].from_stage <= stage && tunnel_roster[i].tier <= tier &&
            (afford <= 0 || tunnel_roster[i].threat <= afford))
            out[n++] = i;
    return n;
}

static void drop_on(tg *g, tunnel_rect r, const spg_site *sx, const spg_site *sy)
{
    int x, y;
    if (tg_pick_in_rect(g, r, sx, sy, &x, &y))
        tg_entity(g, SPG_E_ITEM, x, y, 0, SPG_CAUSE_LAST);
}

static int chest_rarity(double frac)
{
    return frac > 0.66 ? TUNNEL_RARITY_EPIC : frac > 0.33 ? TUNNEL_RARITY_RARE : TUNNEL_RARITY_COMMON;
}

static void corridors(tg *g)
{
    tunnel_floor *F = g->F;
    int light[16], nl = available(F->stage, TUNNEL_HEAVY_TIER - 1, 0, light);
    for (int i = 0; i < F->rungs_built; i++) {
        const tunnel_rung *r = &F->rung[i];
        tunnel_rect band = {r->x0, r->y, r->x1 - r->x0 + 1, F->cw};
        if (i == 0) {
            /* ours: nothing within 6 columns of spawn, so the floor does not open on a fight */
            if (F->start_right)
                band.w = maxi(0, F->spawn_x - 6 - r->x0 + 1);
            else {
                band.x = F->spawn_x + 7;
                band.w = maxi(0, r->x1 - band.x + 1);
            }
        }
        int n = maxi(1, roundi((r->x1 - r->x0) / 14.0 * (1.0 + (double)i / F->rungs_built)));
        for (int k = 0; k < n && nl > 0 && band.w > 0; k++) {
            T_FOCUS_RECT(g, band.x, band.y, band.w, band.h);
            int m = light[nl > 1 ? roll(g, 0, nl - 1, &S_TRASH) : 0];
            if (nl > 1)
                T_DECIDE(g, tunnel_roster[m].name);
            int x, y;
            if (tg_pick_in_rect(g, band, &S_TRASH_X, &S_TRASH_Y, &x, &y) &&
                tg_entity(g, SPG_E_ENEMY, x, y, TUNNEL_MOB_INFO(m), SPG_CAUSE_LAST) >= 0) {
                F->mobs++;
                F->corridor_mobs++;
            }
        }
        band = (tunnel_rect){r->x0, r->y, r->x1 - r->x0 + 1, F->cw};
        T_FOCUS_RECT(g, band.x, band.y, band.w, band.h);
        if (chance(g, 0.70, &S_DROP)) {
            T_DECIDE(g, "a ground drop on this rung");
            drop_on(g, band, &S_DROP_X, &S_DROP_Y);
        } else {
            T_DECIDE(g, "no drop on this rung");
        }
    }
}

static void rooms(tg *g)
{
    tunnel_floor *F = g->F;
    if (F->nrooms == 0)
        return;
    int base = knob_int(g, TK_THREAT_BUDGET_BASE, &S_BUDGET_BASE, "budget base");
    int per = knob_int(g, TK_THREAT_BUDGET_PER_STEP, &S_BUDGET_STEP, "budget per stage");
    int budget = base + F->stage * per;
    T_NOTE(g, -1, -1, "rooms share one threat budget: threatBudgetBase + step x threatBudgetPerStep", 0);
    /* ours: the document says "shared" but not how it is split; rooms take turns, one mob
     * each, so no room hoards it */
    for (int turn = 0; budget > 0; turn++) {
        const tunnel_room *room = &F->room[turn % F->nrooms];
        int can[16], n = available(F->stage, 1 << 20, budget, can);
        if (n == 0)
            break;
        T_FOCUS_RECT(g, room->r.x, room->r.y, room->r.w, room->r.h);
        int m = can[n > 1 ? roll(g, 0, n - 1, &S_ROOM_MOB) : 0];
        if (n > 1)
            T_DECIDE(g, tunnel_roster[m].name);
        budget -= tunnel_roster[m].threat; /* spent even when the room is full: it ends */
        int x, y, id;
        if (tg_pick_in_rect(g, room->r, &S_ROOM_X, &S_ROOM_Y, &x, &y) &&
            (id = tg_entity(g, SPG_E_ENEMY, x, y, TUNNEL_MOB_INFO(m), SPG_CAUSE_LAST)) >= 0) {
            /* leashed to the room bounds + leashPad */
            F->leash_of[id] = (int8_t)(turn % F->nrooms);
            F->mobs++;
            F->room_mobs++;
        }
    }
    for (int j = 0; j < F->nrooms; j++) {
        const tunnel_room *room = &F->room[j];
        T_FOCUS_RECT(g, room->r.x, room->r.y, room->r.w, room->r.h);
        int rarity = chest_rarity((double)room->rung / F->rungs_built);
        int x, y;
        if (tg_pick_in_rect(g, room->r, &S_ROOM_X, &S_ROOM_Y, &x, &y)) {
            T_NOTE(g, x, y,
                   rarity == TUNNEL_RARITY_EPIC   ? "the room's chest: epic (past 0.66 of the rungs)"
                   : rarity == TUNNEL_RARITY_RARE ? "the room's chest: rare (past 0.33 of the rungs)"
                                                  : "the room's chest: common",
                   SPG_CAUSE_LAST);
            tg_entity(g, SPG_E_CHEST, x, y, rarity, SPG_CAUSE_LAST);
        }
        for (int k = 0; k < 2; k++)
            drop_on(g, room->r, &S_ROOM_X, &S_ROOM_Y);
    }
}

static void chamber(tg *g)
{
    tunnel_floor *F = g->F;
    tunnel_rect c = F->chamber;
    if (c.w <= 0)
        return;
    /* ours: the chest at the chamber's far wall, above the portal */
    int cx = F->portal_x, cy = c.y + 1;
    T_FOCUS_TILE(g, cx, cy);
    tg_entity(g, SPG_E_CHEST, cx, cy, F->boss_floor ? TUNNEL_RARITY_LEGENDARY : TUNNEL_RARITY_EPIC, 0);
    T_FOCUS_RECT(g, c.x, c.y, c.w, c.h);
    int light[16], nl = available(F->stage, TUNNEL_HEAVY_TIER - 1, 0, light);
    int n = knob_int(g, TK_CHAMBER_TRASH, &S_CH_TRASH, "chamber trash");
    for (int k = 0; k < n && nl > 0; k++) {
        T_FOCUS_RECT(g, c.x, c.y, c.w, c.h);
        int m = light[nl > 1 ? roll(g, 0, nl - 1, &S_TRASH) : 0];
        if (nl > 1)
            T_DECIDE(g, tunnel_roster[m].name);
        int x, y, id;
        if (tg_pick_in_rect(g, c, &S_CH_X, &S_CH_Y, &x, &y) &&
            (id = tg_entity(g, SPG_E_ENEMY, x, y, TUNNEL_MOB_INFO(m), SPG_CAUSE_LAST)) >= 0) {
            /* leashed to the chamber (its bounds + leashPad, as a room's: ours) */
            F->leash_of[id] = TUNNEL_LEASH_CHAMBER;
            F->mobs++;
        }
    }
    int from = knob_int(g, TK_GUARDS_FROM_STEP, &S_GUARDS, "guards from this stage");
    if (F->stage < from) {
        T_NOTE(g, F->portal_x, F->portal_y, "the portal is unguarded: below guardsFromStep", 0);
        return;
    }
    /* ours: the guard stands between the entry and the portal */
    int gx = F->portal_x, gy = mini(F->portal_y + 2, c.y + c.h - 1);
    F->guard = F->boss_floor ? TUNNEL_GUARD_BOSS : TUNNEL_GUARD_GATEKEEPER;
    T_FOCUS_TILE(g, gx, gy);
    T_NOTE(g, gx, gy, F->boss_floor ? "the guard: the biome's boss" : "the guard: a gatekeeper", 0);
    tg_entity(g, SPG_E_BOSS, gx, gy, F->guard, 0);
}

void tunnel_populate(tg *g)
{
    corridors(g);
    rooms(g);
    chamber(g);
    T_FOCUS_NONE(g);
}
