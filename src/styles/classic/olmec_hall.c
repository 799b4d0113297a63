/* olmec_hall.c — Olmec's Lair's hand-laid part, drawn for spelgen (the original's room
 * rOlmec is laid out by hand too; this is not its layout).  The level is 55 rows high with
 * no bottom border: the entrance sits on a ledge in the top-left corner of the generated
 * rooms; below them (rows 25-36) lies Olmec's hall; the floor rooms (rows 37-44) are
 * generated; under them a pool of lava with the exit on an island.
 *
 * The original creates a room's instances one by one in the room's instance order, each
 * running its Create event at once.  The generator runs in one of them, the level object
 * (oGame's Create event calls scrInitLevel): the instances laid before it are made, and
 * roll, before the border exists — the hall phase; those laid after it only once the whole
 * level is built.  Here every hand-laid instance comes before the level object, in reading
 * order (our own order, as the layout is our own): each temple block rolls its gold and
 * gems, each lava tile its spurt timer, Olmec his facing. */
#include "olmec.h"

static const spg_site S_OLMEC_FACING = SPG_SITE("olmec.hall.facing",
                                        "Olmec's own creation roll: 0 faces left, 1 right");

/* One row of the hand-laid part: columns 1-40 (the border holds 0 and 41).
 *   # temple block   ~ lava   E entrance   D exit   O Olmec   . nothing laid here */
static const struct {
    int y;
    const char *row;
} hall[] = {
    {3, ".E......................................"},
    {4, ".#......................................"},
    {25, "####......####################......####"},
    {26, "#......................................#"},
    {27, "#.................O....................#"},
    {28, "#####..............................#####"},
    {29, "#......................................#"},
    {30, "#......................................#"},
    {31, "#......####....................####....#"},
    {32, "#......................................#"},
    {33, "#......................................#"},
    {34, "#......................................#"},
    {35, "#......................................#"},
    {36, "#......................................#"},
    {45, "#......................................#"},
    {46, "#......................................#"},
    {47, "#..................D...................#"},
    {48, "#~~~~~~~~~~~~~~~~######~~~~~~~~~~~~~~~~#"},
    {49, "#~~~~~~~~~~~~~~~~######~~~~~~~~~~~~~~~~#"},
    {50, "#~~~~~~~~~~~~~~~~######~~~~~~~~~~~~~~~~#"},
    {51, "#~~~~~~~~~~~~~~~~######~~~~~~~~~~~~~~~~#"},
    {52, "#~~~~~~~~~~~~~~~~######~~~~~~~~~~~~~~~~#"},
    {53, "#~~~~~~~~~~~~~~~~######~~~~~~~~~~~~~~~~#"},
    {54, "########################################"},
};
#define NHALL (sizeof hall / sizeof hall[0])

void olmec_hall(cg *c)
{
    spg_level *L = c->L;
    for (size_t r = 0; r < NHALL; r++)
        for (int i = 0; hall[r].row[i]; i++) {
            int x = i + 1, y = hall[r].y;
            switch (hall[r].row[i]) {
            case '#':
                cg_make_block(c, x, y, SPG_T_TEMPLE, 0, 0);
                break;
            case '~':
                temple_make_lava(c, x, y, 0);
                break;
            case 'E':
                cg_set_tile(c, x, y, SPG_T_ENTRANCE, 0, 0);
                L->entrance_tx = x;
                L->entrance_ty = y;
                break;
            case 'D':
                cg_set_tile(c, x, y, SPG_T_EXIT, 0, 0);
                L->exit_tx = x;
                L->exit_ty = y;
                break;
            case 'O':
                /* oOlmec's Create event: facing = rand(0,1) */
                cg_entity(c, SPG_E_OLMEC, x, y, 0, 0);
                T_FOCUS_TILE(c, x, y);
                if (roll(c, 0, 1, &S_OLMEC_FACING))
                    T_DECIDE(c, "faces right");
                else
                    T_DECIDE(c, "faces left");
                break;
            default:
                break;
            }
        }
}

int olmec_hall_draws(cg *c, int8_t *draws, int max)
{
    int n = 0;
    for (size_t r = 0; r < NHALL; r++)
        for (int i = 0; hall[r].row[i]; i++) {
            int x = i + 1, y = hall[r].y, k;
            switch (hall[r].row[i]) {
            case '#': /* temple_block_rolls: the City of Gold's look roll, or the earth's
                       * rolls with no look roll, the gems only strictly inside */
                k = c->game->city_of_gold                 ? 1
                    : classic_strictly_inside(c->L, x, y) ? CLASSIC_GEM_CHAIN
                                                          : 1;
                break;
            case '~': /* temple_make_lava: the spurt timer */
            case 'O': /* Olmec's facing */
                k = 1;
                break;
            case 'E':
            case 'D':
                k = 0;
                break;
            default:
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
    for (size_t r = 0; r < NHALL; r++)
        for (int i = 0; hall[r].row[i]; i++)
            if (hall[r].row[i] == '~' && level_tile(c->L, i + 1, hall[r].y) == SPG_T_LAVA)
                fn(c, i + 1, hall[r].y);
}
