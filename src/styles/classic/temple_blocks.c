/* temple_blocks.c — the Temple's block pass (scrEntityGen's part for levels 13-15): the
 * statues behind, the gold door on level 14, spear traps, the Tomb Lord, Cavemen,
 * Hawkmen and smash traps, the loose treasure every area shares, then the stone blocks
 * that turn into Arrow Traps.  Every solid is visited in creation order; solids made
 * during the pass (spear and smash traps) are not: the original's `with oSolid` visits the
 * solids there were when it began (measured, classic-divergences: the Temple's loop).
 * Its point tests (collision_point at a tile's corner) are co_solid_at's, which an idol
 * room's door does not meet; its rectangles meet the door (temple_pass_any_solid). */
#include <math.h>
#include <string.h>

#include "temple.h"

static const spg_site S_TOMB_ALLOWED = SPG_SITE("temple.tomb_lord_allowed",
                                        "levels 14-15: 1 lets a Tomb Lord appear (1 in 4; "
                                        "level 13 always)");
static const spg_site S_STATUE = SPG_SITE("temple.statue",
                                  "1 puts a statue in the background above an open top "
                                  "(1 in 100), looks only");
static const spg_site S_GOLD_DOOR = SPG_SITE("temple.gold_door",
                                     "level 14: 1 puts the gold door on this block (1 in a "
                                     "chance that starts at 160 and shrinks by one a miss)");
static const spg_site S_TEMPLE_PASS_SPEAR = SPG_SITE("temple.spear_trap",
                                 "1 makes a spear trap of this block, if it is more than 64 px "
                                 "from the entrance (1 in 12)");
static const spg_site S_TEMPLE_PASS_SCARAB = SPG_SITE("temple.scarab", "dark level: 1 makes a Scarab (1 in 40)");
static const spg_site S_TEMPLE_PASS_SCARAB_TIMER = SPG_SITE("temple.scarab.timer",
                                        "the Scarab's own creation roll: its timer (10-30)");
static const spg_site S_TOMB_LORD = SPG_SITE("temple.tomb_lord",
                                     "1 puts the Tomb Lord on the block (1 in 40, when allowed, "
                                     "once)");
static const spg_site S_TEMPLE_PASS_CAVEMAN = SPG_SITE("temple.caveman", "1 puts a Caveman on the block (1 in 40)");
static const spg_site S_HAWKMAN = SPG_SITE("temple.hawkman", "1 puts a Hawkman on the block (1 in 40)");
static const spg_site S_SMASH = SPG_SITE("temple.smash_trap",
                                 "1 puts a smash trap on the block (1 in 60)");
static const spg_site S_ARROW = SPG_SITE("temple.arrow_trap",
                                 "1 makes this stone block an Arrow Trap, where one fits "
                                 "(1 in 3)");

/* What scrEntityGen's collision tests see as an enemy. */
static bool temple_monster(int kind)
{
    switch (kind) {
    case SPG_E_TOMB_LORD:
    case SPG_E_HAWKMAN:
    case SPG_E_CAVEMAN:
    case SPG_E_SCARAB:
    case SPG_E_SCORPION:
    case SPG_E_BAT:
    case SPG_E_SNAKE:
    case SPG_E_SPIDER:
        return true;
    default:
        return false;
    }
}

static bool monster_on(const spg_level *L, int x, int y, int kind)
{
    for (int i = level_first_entity(L, x, y); i >= 0; i = L->ent[i].next)
        if (!L->ent[i].gone && (kind < 0 ? temple_monster(L->ent[i].kind) : L->ent[i].kind == kind))
            return true;
    return false;
}

/* collision_rectangle over tile (x,y) against oEnemy: a monster in the tile, or the Tomb
 * Lord, two tiles tall and about a tile and a half wide, from the tile left of it or
 * above it. */
static bool temple_pass_enemy_in(const spg_level *L, int x, int y)
{
    if (monster_on(L, x, y, -1))
        return true;
    for (int dy = 0; dy <= 1; dy++)
        if (monster_on(L, x - 1, y - dy, SPG_E_TOMB_LORD) ||
            (dy && monster_on(L, x, y - dy, SPG_E_TOMB_LORD)))
            return true;
    return false;
}

static bool liquid(const spg_level *L, int x, int y)
{
    return temple_lava_at(L, x, y) || level_tile(L, x, y) == SPG_T_WATER;
}

/* collision_rectangle over tiles x0..x1, y0..y1 against oSolid.  `last_whole`: the
 * rectangle's right edge is x1's last pixel column; else its first (the original's
 * x+32 and x+48), where an idol room's door, whose box starts a pixel in, is not met.
 * A door's box also fills the tile under it (scrRoomGen4's oDoor is 32 px tall). */
static bool temple_pass_any_solid(const spg_level *L, int x0, int x1, int y0, int y1,
                                  bool last_whole)
{
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            if (co_solid_at(L, x, y))
                return true;
            if ((x < x1 || last_whole) && (co_idol_door(L, x, y) || co_idol_door(L, x, y - 1)))
                return true;
        }
    return false;
}

static double temple_pass_entrance_px(const spg_level *L, int x, int y)
{
    return L->entrance_tx < 0 ? 1e9 : 16.0 * hypot(x - L->entrance_tx, y - L->entrance_ty);
}

/* The open tiles joined to the entrance through other open tiles (lava is no way): where
 * the gold door may go when the gold-door-sealed quirk is off. */
typedef struct open_map {
    uint8_t m[SPG_MAX_H][SPG_MAX_W];
} open_map;

static void flood_from_entrance(const spg_level *L, open_map *o)
{
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    int16_t qx[SPG_MAX_W * 64], qy[SPG_MAX_W * 64];
    int n = 0;
    memset(o, 0, sizeof *o);
    if (L->entrance_tx < 0)
        return;
    o->m[L->entrance_ty][L->entrance_tx] = 1;
    qx[n] = (int16_t)L->entrance_tx;
    qy[n++] = (int16_t)L->entrance_ty;
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 4; d++) {
            int x = qx[i] + dx[d], y = qy[i] + dy[d];
            if (x < 0 || y < 0 || x >= L->w || y >= L->h || o->m[y][x] || level_solid(L, x, y) ||
                liquid(L, x, y) || n >= (int)(sizeof qx / sizeof qx[0]))
                continue;
            o->m[y][x] = 1;
            qx[n] = (int16_t)x;
            qy[n++] = (int16_t)y;
        }
}

typedef struct temple_pass_state {
    cg *c;
    bool gen_tomb_lord, tomb_lord;
    bool gen_gold, made_gold;
    int gold_chance, door_x, door_y;
    const open_map *open; /* NULL: the quirk, any open top will do */
} temple_pass_state;

static bool gold_spot(const temple_pass_state *p, int x, int y)
{
    return y > 2 && !co_solid_at(p->c->L, x, y - 1) && (!p->open || p->open->m[y - 1][x]);
}

static void gold_door(temple_pass_state *p, int i, uint32_t cause)
{
    cg *c = p->c;
    spg_level *L = c->L;
    spg_block b = L->block[i];
    /* scrEntityGen 400-403 makes the oGoldDoor testing only for a solid there: lava, a
     * ladder, its top or spikes stay behind the door */
    level_cover(L, b.x, b.y - 1); /* the exit or entrance the door is made over */
    cg_set_tile(c, b.x, b.y - 1, SPG_T_GOLD_DOOR, level_beneath_flags(&L->cell[b.y - 1][b.x]), cause);
    spg_cell *cell = &L->cell[b.y][b.x];
    cell->flags |= SPG_TF_INVINCIBLE; /* the block under the door is made indestructible */
    if (TR(c))
        trace_tile(TR(c), b.x, b.y, cell->kind, cell->content, cell->flags, cause);
    cg_flag(c, "gold_door", &L->flags.gold_door, true, cause);
    p->made_gold = true;
    p->door_x = b.x;
    p->door_y = b.y - 1;
}

/* The door is an object, not a tile: a smash trap, or a spear trap made of one, can come
 * to stand in its doorway as the pass goes on, and both remain.  The map shows the door. */
static void door_on_top(temple_pass_state *p)
{
    cg *c = p->c;
    if (!p->made_gold || level_tile(c->L, p->door_x, p->door_y) == SPG_T_GOLD_DOOR)
        return;
    if (TR(c))
        trace_note(TR(c), p->door_x, p->door_y,
                   "a trap shares the gold door's doorway; the door is shown", 0);
    level_cover(c->L, p->door_x, p->door_y); /* the trap: listed beneath the door */
    cg_set_tile(c, p->door_x, p->door_y, SPG_T_GOLD_DOOR,
                c->L->cell[p->door_y][p->door_x].flags & SPG_TF_BENEATH, 0);
}

/* The spear trap's place: an open top two tiles high on a ledge's edge, the block resting
 * on another, away from the columns either side of the rooms' joins. */
static bool spear_spot(const spg_level *L, const spg_block *b)
{
    int x = b->x, y = b->y;
    return b->kind != SPG_T_TREE && b->kind != SPG_T_ALTAR && y != 0 && !co_solid_at(L, x, y - 1) &&
           level_tile(L, x, y - 1) != SPG_T_LAVA && !temple_pass_enemy_in(L, x, y - 1) &&
           !co_solid_at(L, x, y - 2) && (!co_solid_at(L, x - 1, y) || !co_solid_at(L, x + 1, y)) &&
           co_solid_at(L, x, y + 1) && !level_in_shop(L, x, y) && x != 10 && x != 11 && x != 20 &&
           x != 21 && x != 30 && x != 31;
}

static void temple_pass_spear_trap(temple_pass_state *p, int i)
{
    cg *c = p->c;
    spg_level *L = c->L;
    spg_block b = L->block[i];
    int r = roll(c, 1, 12, &S_TEMPLE_PASS_SPEAR);
    if (r != 1 || temple_pass_entrance_px(L, b.x, b.y) <= 64) {
        T_DECIDE(c, r == 1 ? "too near the entrance" : "no spear trap");
        return;
    }
    /* "to keep the spear trap from plugging up lava passage" */
    if (co_solid_at(L, b.x - 1, b.y - 2) && co_solid_at(L, b.x + 1, b.y - 2) &&
        !co_solid_at(L, b.x, b.y - 2)) {
        T_DECIDE(c, "no: it would plug the passage between two blocks above");
        return;
    }
    T_DECIDE(c, "a spear trap");
    uint32_t cause = c->rng->draws;
    /* its base takes the block's place (the block dies cleanly), its head the tile above;
     * scrEntityGen 431-436 destroys only a solid there (spear_spot leaves none): a
     * ladder, its top or spikes on the block stay under the head */
    cg_make_block(c, b.x, b.y, SPG_T_SPEAR_TRAP, 0, cause);
    if (L->cell[b.y - 1][b.x].kind != SPG_T_GOLD_DOOR) /* door_on_top shows the door */
        level_cover(L, b.x, b.y - 1); /* an exit on the block stays behind the head */
    cg_make_block(c, b.x, b.y - 1, SPG_T_SPEAR_TRAP,
                  SPG_TF_ALT_LOOK | level_beneath_flags(&L->cell[b.y - 1][b.x]), cause);
    L->block[i].alive = 0;
}

static void temple_pass_inhabit(temple_pass_state *p, const spg_block *b)
{
    cg *c = p->c;
    spg_level *L = c->L;
    int x = b->x, y = b->y;
    if (y < L->h - 4 && !co_solid_at(L, x, y + 1) && !co_solid_at(L, x, y + 2) &&
        !liquid(L, x, y + 1) && !liquid(L, x, y + 2)) {
        bool dark = L->flags.dark;
        if (test(c, dark, 1, 40, 1, &S_TEMPLE_PASS_SCARAB)) {
            T_DECIDE(c, "a Scarab");
            cg_entity(c, SPG_E_SCARAB, x, y + 1, 0, SPG_CAUSE_LAST);
            waste(c, 10, 30, &S_TEMPLE_PASS_SCARAB_TIMER); /* a Scarab rolls its timer as it is made */
        } else if (drew(c, dark)) {
            T_DECIDE(c, dark ? "no Scarab" : "lit level: wasted");
        }
    }
    /* scrEntityGen: `roomX != startX or roomY(y-16) != startY and not collision_point(x,
     * y-16, oEnemy)`.  GML gives `and` and `or` one precedence, left to right: outside the
     * start room, and no enemy above (measured against the original).  The point is the
     * tile's corner, which the enemies' boxes answer: a Caveman's and a Scarab's leave it
     * out, the Tomb Lord's holds it only from the tile up and left of it. */
    bool away = (classic_room_x(x) != L->start_x || classic_room_y(y - 1) != L->start_y) &&
                !co_point(c->data->kinds, L, x * 16, (y - 1) * 16, CO_ENEMY);
    if (!away || y <= 1 || co_solid_at(L, x, y - 1))
        return;
    bool tomb_ok = p->gen_tomb_lord && !p->tomb_lord && !temple_pass_any_solid(L, x, x + 2, y - 2, y - 1, false);
    if (test(c, tomb_ok, 1, 40, 1, &S_TOMB_LORD)) {
        T_DECIDE(c, "the Tomb Lord");
        p->tomb_lord = true;
        cg_entity(c, SPG_E_TOMB_LORD, x, y - 2, 0, SPG_CAUSE_LAST);
        return;
    }
    if (drew(c, tomb_ok))
        T_DECIDE(c, tomb_ok ? "no Tomb Lord" : "no Tomb Lord possible here: wasted");
    if (roll(c, 1, 40, &S_TEMPLE_PASS_CAVEMAN) == 1) {
        T_DECIDE(c, "a Caveman");
        cg_entity(c, SPG_E_CAVEMAN, x, y - 1, 0, SPG_CAUSE_LAST);
    } else if (roll(c, 1, 40, &S_HAWKMAN) == 1) {
        T_DECIDE(c, "a Hawkman");
        cg_entity(c, SPG_E_HAWKMAN, x, y - 1, 0, SPG_CAUSE_LAST);
    } else if (roll(c, 1, 60, &S_SMASH) == 1) {
        T_DECIDE(c, "a smash trap");
        /* scrEntityGen 466-470 tests only for a solid above: lava, a ladder, its top or
         * spikes are none, so a trap can be made over them, and the oLava (its spurt is
         * still rolled in scrSetupWalls), oLadderOrange, oLadderTop or oSpikes stays
         * there under it */
        int beneath = level_beneath_flags(&L->cell[y - 1][x]);
        if (L->cell[y - 1][x].kind != SPG_T_GOLD_DOOR) /* door_on_top shows the door */
            level_cover(L, x, y - 1); /* an oExit or oEntrance there is no solid: it stays */
        cg_make_block(c, x, y - 1, SPG_T_SMASH_TRAP, beneath, SPG_CAUSE_LAST);
    }
}

static void visit(temple_pass_state *p, int i)
{
    cg *c = p->c;
    spg_level *L = c->L;
    spg_block b = L->block[i];
    T_FOCUS_TILE(c, b.x, b.y);
    bool statue = roll(c, 1, 100, &S_STATUE) == 1 && !co_solid_at(L, b.x, b.y - 1);
    T_DECIDE(c, statue ? "a statue behind" : "no statue");
    if (statue && TR(c))
        trace_note(TR(c), b.x, b.y - 1, "a statue in the background", SPG_CAUSE_LAST);
    if (level_in_shop(L, b.x, b.y))
        return;
    if (p->gen_gold && !p->made_gold && gold_spot(p, b.x, b.y)) {
        if (roll(c, 1, p->gold_chance, &S_GOLD_DOOR) == 1) {
            T_DECIDE(c, "the gold door");
            gold_door(p, i, c->rng->draws);
        } else {
            T_DECIDE(c, "not here: the next block's odds improve");
            p->gold_chance--;
        }
    } else if (spear_spot(L, &b)) {
        temple_pass_spear_trap(p, i);
    }
    T_FOCUS_TILE(c, b.x, b.y);
    temple_pass_inhabit(p, &b);
    if (b.kind != SPG_T_ALTAR) {
        T_FOCUS_TILE(c, b.x, b.y);
        classic_treasure(c, b.x, b.y, 0);
    }
}

/* The gold door's fallback: the first solid made with an open top above row 2 (the
 * border's bottom row, usually), in a shop or not. */
static void force_gold_door(temple_pass_state *p)
{
    spg_level *L = p->c->L;
    for (int i = 0; i < L->nblock; i++)
        if (L->block[i].alive && gold_spot(p, L->block[i].x, L->block[i].y)) {
            T_FOCUS_TILE(p->c, L->block[i].x, L->block[i].y);
            if (TR(p->c))
                trace_note(TR(p->c), L->block[i].x, L->block[i].y - 1,
                           "no block took the gold door: the first open top does", 0);
            gold_door(p, i, 0);
            return;
        }
}

static void arrow_traps(cg *c)
{
    spg_level *L = c->L;
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.kind != SPG_T_STONE || level_in_shop(L, b.x, b.y))
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        double dist = temple_pass_entrance_px(L, b.x, b.y);
        int r = roll(c, 1, 3, &S_ARROW);
        if (!(r == 1 && !(b.y == L->entrance_ty && dist < 144) && dist > 48)) {
            T_DECIDE(c, r == 1 ? "too near the entrance" : "no trap");
            continue;
        }
        int kind = -1;
        if (co_solid_at(L, b.x + 1, b.y) && !temple_pass_any_solid(L, b.x - 2, b.x - 1, b.y, b.y, true))
            kind = SPG_T_ARROW_TRAP_LEFT;
        else if (co_solid_at(L, b.x - 1, b.y) && !temple_pass_any_solid(L, b.x + 1, b.x + 3, b.y, b.y, false))
            kind = SPG_T_ARROW_TRAP_RIGHT;
        if (kind < 0) {
            T_DECIDE(c, "no room in front or no block behind");
            continue;
        }
        T_DECIDE(c, kind == SPG_T_ARROW_TRAP_LEFT ? "an Arrow Trap facing left"
                                                  : "an Arrow Trap facing right");
        /* the stone dies cleanly: the Temple's loop marks it so (no rubble) */
        cg_make_block(c, b.x, b.y, kind, 0, c->rng->draws);
        L->block[i].alive = 0;
    }
}

void temple_block_pass(cg *c)
{
    spg_level *L = c->L;
    int level = c->game->level;
    temple_pass_state p = {.c = c, .gold_chance = 160};
    T_FOCUS_NONE(c);
    if (level == 13) {
        p.gen_tomb_lord = true;
    } else {
        p.gen_tomb_lord = roll(c, 1, 4, &S_TOMB_ALLOWED) == 1;
        T_DECIDE(c, p.gen_tomb_lord ? "a Tomb Lord may appear" : "no Tomb Lord");
    }
    p.gen_gold = level == 14;
    open_map open;
    if (p.gen_gold && !Q(c, SPG_Q_GOLD_DOOR_SEALED)) {
        flood_from_entrance(L, &open);
        p.open = &open;
    }
    /* scrEntityGen's `with oSolid`: the solids made before it, not the traps it makes */
    int n = L->nblock;
    for (int i = 0; i < n; i++)
        if (L->block[i].alive)
            visit(&p, i);
    T_FOCUS_NONE(c);
    if (p.gen_gold && !p.made_gold)
        force_gold_door(&p);
    arrow_traps(c);
    door_on_top(&p);
}
