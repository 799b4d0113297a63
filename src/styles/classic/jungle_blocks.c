/* jungle_blocks.c — the Jungle's block pass (scrEntityGen's part for the Jungle): graves on
 * a graveyard level, then every solid in creation order (a background tree, the Black
 * Market's entrance or a spear trap or tiki torch, the loose treasure, what hangs under
 * and stands on it), the forced market entrance, monkeys on vines and fish in water. */
#include <math.h>

#include "jungle.h"

static const spg_site S_GRAVE = SPG_SITE("jungle.grave",
                                 "graveyard: 1 raises a grave on this open-topped earth (1 in 20)");
static const spg_site S_ASH = SPG_SITE("jungle.grave.ash",
                               "1 makes the grave an Ash grave with a shotgun under it (1 in 40)");
static const spg_site S_GRAVE_NUGGET = SPG_SITE("jungle.grave.nugget",
                                        "1 buries a gold nugget under the grave (1 in 2)");
static const spg_site S_GRAVE_SAPPHIRE = SPG_SITE("jungle.grave.sapphire", "1 a big sapphire (1 in 4)");
static const spg_site S_GRAVE_EMERALD = SPG_SITE("jungle.grave.emerald", "1 a big emerald (1 in 6)");
static const spg_site S_GRAVE_RUBY = SPG_SITE("jungle.grave.ruby", "1 a big ruby (1 in 8)");
static const spg_site S_BG_TREE = SPG_SITE("jungle.background_tree",
                                   "1 paints a tree behind an open-topped block (1 in 100), "
                                   "looks only");
static const spg_site S_MARKET = SPG_SITE("jungle.market_entrance",
                                  "<= 1 hides the Black Market's entrance in the block above "
                                  "(1 in the chance, which starts at 160 and drops on each miss)");
static const spg_site S_TIKI = SPG_SITE("jungle.tiki_torch",
                                "dark level: 1 stands a tiki torch two tiles up (1 in 20)");
static const spg_site S_JUNGLE_PASS_SPEAR = SPG_SITE("jungle.spear_trap",
                                 "1 turns the block into a spear trap, two tiles high (1 in 12)");
static const spg_site S_JUNGLE_PASS_SCARAB = SPG_SITE("jungle.scarab", "dark level: 1 makes a Scarab (1 in 40)");
static const spg_site S_SCARAB_COUNTER = SPG_SITE("jungle.scarab.counter",
                                          "the new Scarab's first wait (10-30), made as it is");
static const spg_site S_JUNGLE_PASS_BAT = SPG_SITE("jungle.bat",
                               "1 hangs a Bat (1 in 80; 1 in 60 on a graveyard level)");
static const spg_site S_ZOMBIE = SPG_SITE("jungle.zombie", "graveyard: 1 puts a Zombie on the block (1 in 25)");
static const spg_site S_VAMPIRE = SPG_SITE("jungle.vampire",
                                   "graveyard: 1 puts a Vampire on the block (1 in 160)");
static const spg_site S_MANTRAP = SPG_SITE("jungle.mantrap",
                                   "1 puts a Man Trap on the block (1 in 60; never on a Black "
                                   "Market room's bottom row, which needs a 0)");
static const spg_site S_JUNGLE_PASS_CAVEMAN = SPG_SITE("jungle.caveman", "1 puts a Caveman on the block (1 in 60)");
static const spg_site S_FIRE_FROG = SPG_SITE("jungle.fire_frog", "1 puts a Fire Frog on the block (1 in 120)");
static const spg_site S_FROG = SPG_SITE("jungle.frog", "1 puts a Frog on the block (1 in 30)");
static const spg_site S_FACING = SPG_SITE("jungle.facing", "which way the new monster faces (0-1)");
static const spg_site S_MONKEY = SPG_SITE("jungle.monkey", "1 puts a Monkey on this vine (1 in 15)");
static const spg_site S_FISH = SPG_SITE("jungle.piranha",
                                "1 puts a Piranha in this water (a Dead Fish on a graveyard "
                                "level; 1 in 30)");
static const spg_site S_FISH_DIR = SPG_SITE("jungle.piranha.direction",
                                    "1 turns the new Piranha round (1 in 2)");

/* The room columns where nothing of the graveyard or traps goes: the two tiles either side
 * of each border between rooms (x 160, 176, 320, 336, 480, 496 in the original). */
static bool room_seam(int x) { return x == 10 || x == 11 || x == 20 || x == 21 || x == 30 || x == 31; }

/* A monster that rolls as it is made: which way it faces. */
static void monster(cg *c, int kind, int x, int y)
{
    T_DECIDE(c, entity_name(kind));
    cg_entity(c, kind, x, y, 0, SPG_CAUSE_LAST);
    if (kind == SPG_E_FROG || kind == SPG_E_FIRE_FROG || kind == SPG_E_ZOMBIE || kind == SPG_E_MONKEY)
        waste(c, 0, 1, &S_FACING);
}

static bool treasure_inside(const spg_level *L, int x, int y)
{
    static const int kinds[] = {SPG_E_GOLD_BAR,     SPG_E_GOLD_BARS, SPG_E_EMERALD_BIG,
                                SPG_E_SAPPHIRE_BIG, SPG_E_RUBY_BIG,  SPG_E_GOLD_NUGGET};
    for (int i = 0; i < 6; i++)
        if (level_entity_at(L, x, y, kinds[i]))
            return true;
    return false;
}

/* Buried under a grave: a gold nugget, or a big gem, each when the ones before fail. */
static void grave_treasure(cg *c, int x, int y)
{
    static const struct {
        const spg_site *site;
        int n, kind;
    } chain[] = {{&S_GRAVE_NUGGET, 2, SPG_E_GOLD_NUGGET},
                 {&S_GRAVE_SAPPHIRE, 4, SPG_E_SAPPHIRE_BIG},
                 {&S_GRAVE_EMERALD, 6, SPG_E_EMERALD_BIG},
                 {&S_GRAVE_RUBY, 8, SPG_E_RUBY_BIG}};
    for (int i = 0; i < 4; i++)
        if (roll(c, 1, chain[i].n, chain[i].site) == 1) {
            T_DECIDE(c, entity_name(chain[i].kind));
            /* scrEntityGen 198-201: instance_create(x+8, y+8, ...), the block's middle */
            cg_entity_px(c, chain[i].kind, x * 16 + 8, y * 16 + 8, SPG_INFO_INSIDE,
                         SPG_CAUSE_LAST);
            return;
        }
    T_DECIDE(c, "nothing buried");
}

/* Graves on the earth of a graveyard level.  The original clears global.ashGrave, then
 * sets a variable of the block's own when it makes one: any grave may be an Ash grave
 * (the quirk). */
static void graves(cg *c)
{
    spg_level *L = c->L;
    bool ash_made = false;
    int n = L->nblock;
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || (b.kind != SPG_T_LUSH && b.kind != SPG_T_BORDER))
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        int above = level_tile(L, b.x, b.y - 1);
        bool open = !level_solid(L, b.x, b.y - 1) && above != SPG_T_ENTRANCE && above != SPG_T_EXIT;
        bool hit = test(c, open, 1, 20, 1, &S_GRAVE);
        if (!hit || room_seam(b.x)) {
            if (drew(c, open))
                T_DECIDE(c, !open ? "no room above: wasted" : hit ? "no graves on a room's seam" : "no grave");
            continue;
        }
        T_DECIDE(c, "a grave");
        uint32_t cause = c->rng->draws;
        /* scrEntityGen 180-187 tests only for a solid (and the doors) above: spikes or a
         * ladder there stay under the oGrave (water and vines, too: jungle_make) */
        int beneath = b.y >= 1 ? level_beneath_flags(&L->cell[b.y - 1][b.x]) : 0;
        jungle_make(c, b.x, b.y - 1, SPG_T_GRAVE, beneath, cause);
        T_FOCUS_TILE(c, b.x, b.y);
        bool can_ash = Q(c, SPG_Q_ASH_GRAVES) || !ash_made;
        if (test(c, can_ash, 1, 40, 1, &S_ASH)) {
            T_DECIDE(c, "an Ash grave");
            cg_entity(c, SPG_E_ASH_GRAVE, b.x, b.y - 1, 0, SPG_CAUSE_LAST);
            cg_entity(c, SPG_E_SHOTGUN, b.x, b.y, 0, SPG_CAUSE_LAST);
            ash_made = true;
            continue;
        }
        if (drew(c, can_ash))
            T_DECIDE(c, can_ash ? "a plain grave" : "the level has its Ash grave (wasted)");
        cg_entity(c, SPG_E_GRAVE, b.x, b.y - 1, 0, cause);
        if (!treasure_inside(L, b.x, b.y))
            grave_treasure(c, b.x, b.y);
    }
}

/* `fits and rand(1, chance) <= 1`: GameMaker's rand is floor(random(chance)) + 1, which
 * passes whatever it draws once the chance has run down to 0 or below.  Drawn even when
 * the block above cannot hold the entrance, unless the wasted-rolls quirk is off. */
static bool chance_roll(cg *c, bool fits, int chance)
{
    if (!drew(c, fits))
        return false;
    int r = chance >= 1 ? roll(c, 1, chance, &S_MARKET)
                        : (int)floor(random_at(c, chance, &S_MARKET)) + 1;
    if (fits && r <= 1)
        return true;
    T_DECIDE(c, r <= 1 ? "the block above cannot hold it; the chance grows"
                       : "not here; the chance grows");
    return false;
}

/* The Black Market's entrance, hidden in the block above block i; block i can no longer
 * be destroyed. */
static void market_door(cg *c, int i, uint32_t cause)
{
    spg_level *L = c->L;
    spg_block b = L->block[i];
    spg_cell *door = &L->cell[b.y - 1][b.x], *floor = &L->cell[b.y][b.x];
    /* scrEntityGen 220: the oXMarket is made inside the block above, which stays: the
     * door's tile lists it beneath (its look and vein are the block's) */
    level_cover(L, b.x, b.y - 1);
    door->kind = SPG_T_MARKET_DOOR;
    floor->flags |= SPG_TF_INVINCIBLE;
    if (TR(c)) {
        trace_tile(TR(c), b.x, b.y - 1, door->kind, door->content, door->flags, cause);
        trace_tile(TR(c), b.x, b.y, floor->kind, floor->content, floor->flags, cause);
    }
    c->game->made_market_entrance = true;
    cg_flag(c, "market_entrance", &L->flags.market_entrance, true, cause);
}

/* What the block above may be for the entrance: no tree, nothing indestructible. */
static bool door_fits_above(const spg_level *L, spg_block b)
{
    return jungle_object(L, b.x, b.y - 1) != SPG_T_TREE && b.kind != SPG_T_ALTAR &&
           !(L->cell[b.y - 1][b.x].flags & SPG_TF_INVINCIBLE);
}

/* A spear trap where the block was: the trap's foot takes the block's place and its head
 * the open tile above, and the block dies cleanly (no rubble) — but for a grave, whose
 * rubble ignores the clean death and flies anyway. */
static void jungle_pass_spear_trap(cg *c, int i)
{
    spg_level *L = c->L;
    spg_block b = L->block[i];
    uint32_t cause = c->rng->draws;
    jungle_make(c, b.x, b.y, SPG_T_SPEAR_TRAP, 0, cause);
    /* scrEntityGen 238-246 destroys only a solid above (the tests before leave none):
     * water, a vine, a ladder, its top or spikes there stay under the head */
    int beneath = b.y >= 1 ? level_beneath_flags(&L->cell[b.y - 1][b.x]) : 0;
    jungle_make(c, b.x, b.y - 1, SPG_T_SPEAR_TRAP, beneath, cause);
    if (b.kind != SPG_T_GRAVE) {
        L->block[i].alive = 0;
        return;
    }
    cg_destroy_block(c, i);
    /* a grave over the top border stands above the map, in the rows kept there */
    for (int e = level_first_entity(L, b.x, b.y); e >= 0; e = L->ent[e].next)
        if (!L->ent[e].gone && (L->ent[e].kind == SPG_E_GRAVE || L->ent[e].kind == SPG_E_ASH_GRAVE))
            cg_remove_entity(c, e, cause);
}

typedef struct jungle_pass_state {
    bool cem, dark, market;
    int chance; /* global.marketChance: 160, one less on each miss */
} jungle_pass_state;

/* A background tree, then the market's entrance or a trap on top of the block. */
static void top_of_block(cg *c, jungle_pass_state *p, int i)
{
    spg_level *L = c->L;
    spg_game *g = c->game;
    spg_block b = L->block[i];
    int x = b.x, y = b.y;
    if (y > 2 && level_solid(L, x, y - 1) && g->gen_market_entrance && !g->made_market_entrance) {
        if (chance_roll(c, door_fits_above(L, b), p->chance)) {
            T_DECIDE(c, "the Black Market's entrance, in the block above");
            market_door(c, i, c->rng->draws);
        } else {
            p->chance--;
        }
        return;
    }
    /* `not collision_rectangle(x, y-16, x+15, y-1, oEnemy)`: the Mega Mouth's box runs
     * two tiles down from its own, so it sees a Mega Mouth one or two tiles above */
    bool jaws = level_entity_at(L, x, y - 2, SPG_E_MEGA_MOUTH);
    bool trap_spot = b.kind != SPG_T_TREE && b.kind != SPG_T_ALTAR && y != 0 &&
                     !level_solid(L, x, y - 2) && !level_solid(L, x, y - 1) &&
                     !level_entity_at(L, x, y - 1, -2) && !jaws &&
                     (!level_solid(L, x - 1, y) || !level_solid(L, x + 1, y)) &&
                     level_solid(L, x, y + 1) && level_tile(L, x, y) != SPG_T_MARKET_DOOR &&
                     /* the entrance's distance last: most blocks fail a test before it */
                     (L->entrance_tx < 0 ||
                      16.0 * hypot(x - L->entrance_tx, y - L->entrance_ty) > 64);
    if (!trap_spot)
        return;
    if (test(c, p->dark && !jungle_water(L, x, y - 2), 1, 20, 1, &S_TIKI)) {
        T_DECIDE(c, "a tiki torch");
        cg_entity(c, SPG_E_TIKI_TORCH, x, y - 2, 0, SPG_CAUSE_LAST);
        return;
    }
    if (drew(c, p->dark && !jungle_water(L, x, y - 2)))
        T_DECIDE(c, p->dark ? "no torch" : "lit level: wasted");
    int r = roll(c, 1, 12, &S_JUNGLE_PASS_SPEAR);
    if (r == 1 && !room_seam(x)) {
        T_DECIDE(c, "a spear trap");
        jungle_pass_spear_trap(c, i);
    } else {
        T_DECIDE(c, r == 1 ? "no traps on a room's seam" : "no spear trap");
    }
}

/* What hangs under the block and what stands on it. */
static void jungle_pass_inhabit(cg *c, const jungle_pass_state *p, int x, int y)
{
    spg_level *L = c->L;
    if (y < L->h - 4 && !level_solid(L, x, y + 1) && !level_solid(L, x, y + 2) &&
        !jungle_water(L, x, y + 1) && !jungle_water(L, x, y + 2)) {
        if (test(c, p->dark, 1, 40, 1, &S_JUNGLE_PASS_SCARAB)) {
            T_DECIDE(c, "a Scarab");
            cg_entity(c, SPG_E_SCARAB, x, y + 1, 0, SPG_CAUSE_LAST);
            waste(c, 10, 30, &S_SCARAB_COUNTER);
        } else {
            if (drew(c, p->dark))
                T_DECIDE(c, p->dark ? "no Scarab" : "lit level: wasted");
            if (roll(c, 1, p->cem ? 60 : 80, &S_JUNGLE_PASS_BAT) == 1) {
                T_DECIDE(c, "a Bat");
                cg_entity(c, SPG_E_BAT, x, y + 1, 0, SPG_CAUSE_LAST);
            }
        }
    }
    if (y <= 1 || level_solid(L, x, y - 1) || level_entity_at(L, x, y, -2) ||
        level_tile(L, x, y) == SPG_T_SPIKES)
        return;
    if (p->cem) {
        if (roll(c, 1, 25, &S_ZOMBIE) == 1)
            monster(c, SPG_E_ZOMBIE, x, y - 1);
        else if (roll(c, 1, 160, &S_VAMPIRE) == 1)
            monster(c, SPG_E_VAMPIRE, x, y - 1);
        return;
    }
    if (!jungle_water(L, x, y - 1)) {
        /* the Black Market keeps Man Traps off its rooms' bottom rows, by its shopkeepers:
         * it wants a rand(1,60) of 0 there */
        int want = p->market && y % 8 == 0 ? 0 : 1;
        if (roll(c, 1, 60, &S_MANTRAP) == want) {
            monster(c, SPG_E_MANTRAP, x, y - 1);
            return;
        }
        if (roll(c, 1, 60, &S_JUNGLE_PASS_CAVEMAN) == 1) {
            monster(c, SPG_E_CAVEMAN, x, y - 1);
            return;
        }
    }
    if (roll(c, 1, 120, &S_FIRE_FROG) == 1)
        monster(c, SPG_E_FIRE_FROG, x, y - 1);
    else if (roll(c, 1, 30, &S_FROG) == 1)
        monster(c, SPG_E_FROG, x, y - 1);
}

static void solids(cg *c, jungle_pass_state *p)
{
    spg_level *L = c->L;
    int n = L->nblock; /* what this loop makes (spear traps) it does not visit */
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive)
            continue;
        T_FOCUS_TILE(c, b.x, b.y);
        if (roll(c, 1, 100, &S_BG_TREE) == 1 && !level_solid(L, b.x, b.y - 1))
            T_DECIDE(c, "a tree in the background");
        if (jungle_in_shop(L, b.x, b.y))
            continue;
        top_of_block(c, p, i);
        T_FOCUS_TILE(c, b.x, b.y);
        /* the block's code runs on after it made way for a trap: its treasure and monsters
         * still roll, seeing the trap */
        if (b.kind != SPG_T_ALTAR)
            classic_treasure(c, b.x, b.y, p->cem ? 10 : 0);
        if (classic_room_x(b.x) != L->start_x || classic_room_y(b.y - 1) != L->start_y) {
            T_FOCUS_TILE(c, b.x, b.y);
            jungle_pass_inhabit(c, p, b.x, b.y);
        }
    }
}

/* No block took the entrance: every block with a block above that can hold it gets one.
 * The original's loop has no break (the Temple's gold door has one): one door over each
 * such block, save those whose block above became a floor for a door (the quirk). */
static void force_market_door(cg *c)
{
    spg_level *L = c->L;
    int n = L->nblock;
    T_FOCUS_NONE(c);
    for (int i = 0; i < n; i++) {
        spg_block b = L->block[i];
        if (!b.alive || b.y <= 2 || !level_solid(L, b.x, b.y - 1) || !door_fits_above(L, b))
            continue;
        if (TR(c))
            trace_note(TR(c), b.x, b.y - 1, "no block took the market's entrance: forced here", 0);
        market_door(c, i, 0);
        if (!Q(c, SPG_Q_MARKET_DOORS))
            break;
    }
}

static void monkey(cg *c, int x, int y, void *ctx)
{
    (void)ctx;
    if (!(c->L->cell[y][x].flags & SPG_TF_VINE))
        return;
    T_FOCUS_TILE(c, x, y);
    if (roll(c, 1, 15, &S_MONKEY) == 1)
        monster(c, SPG_E_MONKEY, x, y);
}

static void fish(cg *c, int x, int y, void *ctx)
{
    const jungle_pass_state *p = ctx;
    if (!jungle_water(c->L, x, y) || level_solid(c->L, x, y))
        return;
    T_FOCUS_TILE(c, x, y);
    if (roll(c, 1, 30, &S_FISH) != 1)
        return;
    int kind = p->cem ? SPG_E_DEAD_FISH : SPG_E_PIRANHA;
    T_DECIDE(c, entity_name(kind));
    cg_entity(c, kind, x, y, 0, SPG_CAUSE_LAST);
    if (kind == SPG_E_PIRANHA)
        waste(c, 1, 2, &S_FISH_DIR);
}

void jungle_block_pass(cg *c)
{
    spg_level *L = c->L;
    jungle_pass_state p = {L->flags.graveyard, L->flags.dark, L->flags.black_market, 160};
    T_FOCUS_NONE(c);
    if (p.cem)
        graves(c);
    solids(c, &p);
    if (c->game->gen_market_entrance && !c->game->made_market_entrance)
        force_market_door(c);
    jungle_each_room_tile(c, monkey, NULL);
    jungle_each_room_tile(c, fish, &p);
    T_FOCUS_NONE(c);
}
