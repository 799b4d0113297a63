/* decor.c — the decor phase: looks only, from the decor stream.  Each dirt or rock tile
 * with open space above rolls what sits on it, and with open space below what hangs
 * under it, from its biome's own four kinds of each.  Only the tile's look bits change
 * (SPG_TF_DRESSED on top, SPG_TF_ALT_LOOK underneath): Fool's End draws decoration from
 * a seed of its own, so it never moves the level's stream, and here it never touches a
 * kind, a content or an entity either. */
#include "internal.h"

static const spg_site S_TOP = SPG_SITE("decor.top",
                               "decor stream, looks only: what sits on this surface: 0-3 the "
                               "biome's four kinds, 4-5 nothing");
static const spg_site S_HANG = SPG_SITE("decor.hang",
                                "decor stream, looks only: what hangs under this ceiling: 0-3 "
                                "the biome's four kinds, 4-5 nothing");

static const char *const top_words[FOOLS_BIOMES][4] = {
    {"caves: pebbles", "caves: a stalagmite", "caves: moss", "caves: a mushroom"},
    {"jungle: grass", "jungle: a fern", "jungle: flowers", "jungle: a root"},
    {"ossuary: a skull", "ossuary: bones", "ossuary: a candle", "ossuary: a ribcage"},
};
static const char *const hang_words[FOOLS_BIOMES][4] = {
    {"caves: a stalactite", "caves: drips", "caves: roots", "caves: a cobweb"},
    {"jungle: vines", "jungle: moss", "jungle: a hanging root", "jungle: lianas"},
    {"ossuary: chains", "ossuary: cobwebs", "ossuary: a hanging skull", "ossuary: bone chimes"},
};

static bool earth(int kind) { return kind == SPG_T_DIRT || kind == SPG_T_ROCK; }

/* Sets look bits on a tile and traces the tile again, kind unchanged. */
static void dress(fg *c, int x, int y, int bit)
{
    spg_cell *cell = &c->L->cell[y][x];
    cell->flags = (uint16_t)(cell->flags | bit);
    if (c->T)
        trace_tile(c->T, x, y, cell->kind, cell->content, cell->flags, SPG_CAUSE_LAST);
}

void fools_decor(fg *c, spg_rng *decor)
{
    if (!decor)
        return;
    const spg_level *L = c->L;
    for (int y = 1; y < L->h - 1; y++)
        for (int x = 1; x < L->w - 1; x++) {
            if (!earth(L->cell[y][x].kind))
                continue;
            if (L->cell[y - 1][x].kind == SPG_T_EMPTY) {
                F_FOCUS_TILE(c, x, y);
                int r = rng_rand(decor, 0, 5, &S_TOP);
                if (r < 4) {
                    F_DECIDE(c, top_words[c->biome][r]);
                    dress(c, x, y, SPG_TF_DRESSED);
                } else {
                    F_DECIDE(c, "bare");
                }
            }
            if (L->cell[y + 1][x].kind == SPG_T_EMPTY) {
                F_FOCUS_TILE(c, x, y);
                int r = rng_rand(decor, 0, 5, &S_HANG);
                if (r < 4) {
                    F_DECIDE(c, hang_words[c->biome][r]);
                    dress(c, x, y, SPG_TF_ALT_LOOK);
                } else {
                    F_DECIDE(c, "bare");
                }
            }
        }
}
