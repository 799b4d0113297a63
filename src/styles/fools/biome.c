/* biome.c — the biome phase: one roll, drawn even when --biome forces the biome, so that
 * a forced biome leaves every later draw where the seed puts it. */
#include <stdio.h>

#include "internal.h"

static const spg_site S_BIOME = SPG_SITE("biome.roll",
                                 "the biome: 0 caves, 1 jungle, 2 ossuary (drawn even when "
                                 "--biome forces one)");

/* The document: "This seed also sets the level's biome to be CAVES, JUNGLE or OSSUARY".
 * How is not written; spelgen takes the stream's first roll, irandom_range(0, 2) on
 * modern GameMaker (rand(0,2) on GameMaker 8), in the document's order. */
int fools_seed_biome(uint32_t seed, spg_engine engine)
{
    spg_rng r;
    rng_init(&r, engine, seed);
    int b = rng_rand(&r, 0, FOOLS_BIOMES - 1, &S_BIOME);
    return b < FOOLS_BIOMES ? b : FOOLS_BIOMES - 1; /* fg_roll's rule for hi+1 */
}

int fools_request_biome(const spg_request *rq)
{
    if (rq->so.biome >= 0 && rq->so.biome < FOOLS_BIOMES)
        return rq->so.biome;
    return fools_seed_biome(rq->seed, fools_request_engine(rq));
}

void fools_biome(fg *c)
{
    /* [rolled][forced]: what the roll would have given, and what --biome makes it */
    static const char *const forced[FOOLS_BIOMES][FOOLS_BIOMES] = {
        {"caves (as --biome asks)", "caves rolled; jungle forced by --biome",
         "caves rolled; ossuary forced by --biome"},
        {"jungle rolled; caves forced by --biome", "jungle (as --biome asks)",
         "jungle rolled; ossuary forced by --biome"},
        {"ossuary rolled; caves forced by --biome", "ossuary rolled; jungle forced by --biome",
         "ossuary (as --biome asks)"},
    };
    int b = fg_roll(c, 0, FOOLS_BIOMES - 1, &S_BIOME);
    if (c->forced >= 0) {
        F_DECIDE(c, forced[b][c->forced]);
        b = c->forced;
    } else {
        F_DECIDE(c, fools_biome_name(b));
    }
    c->biome = b;
    snprintf(c->out->place, sizeof c->out->place, "%s", fools_biome_name(b));
    if (c->T)
        trace_flag(c->T, "biome", b, SPG_CAUSE_LAST);
}
