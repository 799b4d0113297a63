/* specials.c — the level-wide rolls between the path and the block pass: the graveyard
 * roll before the rooms, then the dark level, the Udjat Eye and the market entrance
 * (classic-draw-order §2 and §4). */
#include "internal.h"

static const spg_site S_GRAVEYARD = SPG_SITE("specials.graveyard",
                                     "Jungle only: 1 makes a graveyard level (1 in 10)");
static const spg_site S_DARK = SPG_SITE("specials.dark", "1 makes a dark level (1 in 12, when allowed)");
static const spg_site S_UDJAT2 = SPG_SITE("specials.udjat.level2", "level 2: 1 hides the Udjat Eye here (1 in 3)");
static const spg_site S_UDJAT3 = SPG_SITE("specials.udjat.level3", "level 3: 1 hides the Udjat Eye here (1 in 2)");
static const spg_site S_MARKET5 = SPG_SITE("specials.market_entrance.level5",
                                   "level 5: 1 hides the Black Market's entrance here (1 in 3)");
static const spg_site S_MARKET6 = SPG_SITE("specials.market_entrance.level6",
                                   "level 6: 1 hides the Black Market's entrance here (1 in 2)");

void classic_graveyard_roll(cg *c)
{
    bool jungle = c->area == SPG_AREA_JUNGLE;
    bool hit = test(c, jungle, 1, 10, 1, &S_GRAVEYARD);
    if (drew(c, jungle))
        T_DECIDE(c, jungle ? (hit ? "a graveyard level" : "no graveyard") : "not the Jungle: wasted");
    c->L->flags.graveyard_roll = hit;
}

/* Whether the rules allow a dark level here, the roll aside. */
static bool dark_allowed(cg *c, const char **why)
{
    int level = c->game->level;
    int prev = c->opt->level_seconds[level > 0 ? level - 1 : 0];
    /* the original compares the clock's seconds field, not the whole time */
    int secs = Q(c, SPG_Q_CLOCK_SECONDS) ? prev % 60 : prev;
    if (level < 2)
        return *why = "never on level 1", false;
    if (c->area == SPG_AREA_ICE_CAVES || c->area == SPG_AREA_OLMEC)
        return *why = "never in this area", false;
    if (c->game->dark_used[c->area])
        return *why = "this area has had its dark level", false;
    if (level == c->game->first_level)
        return *why = "never the first level after the title screen", false;
    if (secs <= 20)
        return *why = "the last level's clock read 20 seconds or less", false;
    return *why = "allowed", true;
}

void classic_level_rolls(cg *c)
{
    spg_level *L = c->L;
    spg_game *g = c->game;
    int level = g->level;
    T_FOCUS_NONE(c);
    const char *why;
    bool ok = dark_allowed(c, &why);
    int r = roll(c, 1, 12, &S_DARK);
    if (ok && r == 1 && L->flags.black_market) {
        /* the market stays lit, but the roll still uses up the area's dark level */
        T_DECIDE(c, "dark, but the Black Market stays lit: the Jungle's dark level is used up");
        g->dark_used[c->area] = true;
    } else if (ok && r == 1) {
        T_DECIDE(c, "a dark level");
        cg_flag(c, "dark", &L->flags.dark, true, SPG_CAUSE_LAST);
        g->dark_used[c->area] = true;
    } else {
        T_DECIDE(c, r == 1 ? why : "lit");
    }
    if (!g->made_udjat) {
        bool gen = false;
        if (test(c, level == 2, 1, 3, 1, &S_UDJAT2))
            gen = true;
        else if (test(c, level == 3, 1, 2, 1, &S_UDJAT3))
            gen = true;
        else if (level == 4)
            gen = true;
        c->gen_udjat = gen;
        if (gen)
            cg_flag(c, "udjat", &L->flags.udjat, true, SPG_CAUSE_LAST);
    }
    if (!g->made_market_entrance) {
        bool gen = false;
        if (test(c, level == 5, 1, 3, 1, &S_MARKET5))
            gen = true;
        else if (test(c, level == 6, 1, 2, 1, &S_MARKET6))
            gen = true;
        else if (level == 7)
            gen = true;
        g->gen_market_entrance = gen;
    }
}
