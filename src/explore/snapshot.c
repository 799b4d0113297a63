/* snapshot.c — the level as it stands at a step, for `:export`.  The replayed state has
 * the tiles, rooms and entities; the level-wide flags come from the flag events replayed
 * so far, by name; what the replay does not carry (a door's tile) is the finished
 * level's once it has been decided. */
#include "snapshot.h"

#include <stddef.h>
#include <string.h>

/* The level-wide flags the trace's flag events name, and where each goes. */
static bool *flag_field(spg_level_flags *f, const char *name)
{
    static const struct {
        const char *name;
        size_t off;
    } t[] = {
        {"snake_pit", offsetof(spg_level_flags, snake_pit)},
        {"dark", offsetof(spg_level_flags, dark)},
        {"lake", offsetof(spg_level_flags, lake)},
        {"udjat", offsetof(spg_level_flags, udjat)},
        {"idol", offsetof(spg_level_flags, idol)},
        {"kali_altar", offsetof(spg_level_flags, altar)},
        {"altar", offsetof(spg_level_flags, altar)},
        {"damsel", offsetof(spg_level_flags, damsel)},
        {"giant_spider", offsetof(spg_level_flags, giant_spider)},
        {"black_market", offsetof(spg_level_flags, black_market)},
        {"city_of_gold", offsetof(spg_level_flags, city_of_gold)},
        {"graveyard", offsetof(spg_level_flags, graveyard)},
        {"sacrifice_pit", offsetof(spg_level_flags, sacrifice_pit)},
        {"moai", offsetof(spg_level_flags, moai)},
        {"mothership", offsetof(spg_level_flags, mothership)},
        {"yeti_lair", offsetof(spg_level_flags, yeti_lair)},
        {"market_entrance", offsetof(spg_level_flags, market_entrance)},
        {"gold_door", offsetof(spg_level_flags, gold_door)},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (strcmp(t[i].name, name) == 0)
            return (bool *)((char *)f + t[i].off);
    return NULL;
}

void snapshot_at_step(const stepper *s, spg_result *out)
{
    const spg_result *r = s->res;
    if (s->pos >= s->ndraws && s->cur.applied >= s->nev) {
        /* the finished level: the generator's own, as show prints it */
        memcpy(out, r, sizeof *out);
        memset(&out->trace, 0, sizeof out->trace);
        return;
    }
    memcpy(out, r, sizeof *out);
    memset(&out->trace, 0, sizeof out->trace);
    out->level = s->cur.L;
    spg_level *L = &out->level;
    const spg_level *fin = &r->level;
    /* the flags set so far; the giant spider's permission is a rule's, not a roll's */
    memset(&L->flags, 0, sizeof L->flags);
    L->flags.shop = SPG_SHOP_NONE;
    L->flags.shop_rx = L->flags.shop_ry = -1;
    L->flags.giant_spider_allowed = fin->flags.giant_spider_allowed;
    for (int i = 0; i < s->cur.nflags; i++) {
        const char *name = s->cur.flag[i].name;
        if (strcmp(name, "shop") == 0) {
            L->flags.shop = s->cur.flag[i].value;
            L->flags.shop_rx = fin->flags.shop_rx;
            L->flags.shop_ry = fin->flags.shop_ry;
            continue;
        }
        bool *b = flag_field(&L->flags, name);
        if (b)
            *b = s->cur.flag[i].value != 0;
    }
    /* the start and the exit rooms are known once the walk is over */
    int path = stepper_phase_find(s, "path");
    bool walked = path < 0 || s->cur.phase > path;
    L->start_x = walked ? fin->start_x : -1;
    L->start_y = walked ? fin->start_y : -1;
    L->exit_x = walked ? fin->exit_x : -1;
    L->exit_y = walked ? fin->exit_y : -1;
    L->entrance_tx = L->entrance_ty = L->exit_tx = L->exit_ty = -1;
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x < L->w; x++) {
            if (L->cell[y][x].kind == SPG_T_ENTRANCE) {
                L->entrance_tx = x;
                L->entrance_ty = y;
            } else if (L->cell[y][x].kind == SPG_T_EXIT) {
                L->exit_tx = x;
                L->exit_ty = y;
            }
        }
    out->draws = s->pos;
    out->end_state = stepper_rng_state(s, s->pos);
}
