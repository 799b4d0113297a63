/* locate_levels.c — the distinct levels behind locate's states (locate_levels.h). */
#include "locate_levels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "locate_confirm.h"

static bool same_entity(const spg_entity *a, const spg_entity *b)
{
    return a->x == b->x && a->y == b->y && a->kind == b->kind && a->gone == b->gone &&
           a->info == b->info && a->item == b->item && a->dx == b->dx && a->dy == b->dy;
}

bool locate_same_level(const spg_level *a, const spg_level *b)
{
    if (a->w != b->w || a->h != b->h || a->area != b->area || a->number != b->number ||
        a->start_x != b->start_x || a->start_y != b->start_y || a->exit_x != b->exit_x ||
        a->exit_y != b->exit_y || a->entrance_tx != b->entrance_tx ||
        a->entrance_ty != b->entrance_ty || a->exit_tx != b->exit_tx ||
        a->exit_ty != b->exit_ty || a->nent != b->nent || a->ncovered != b->ncovered)
        return false;
    for (int y = 0; y < a->h; y++)
        if (memcmp(a->cell[y], b->cell[y], (size_t)a->w * sizeof a->cell[y][0]) != 0)
            return false;
    for (int y = 0; y < SPG_ABOVE_ROWS; y++)
        if (memcmp(a->above[y], b->above[y], (size_t)a->w) != 0)
            return false;
    if (memcmp(a->rooms, b->rooms, sizeof a->rooms) != 0)
        return false;
    /* the flags field by field would be longer to keep in step with level.h; its bytes
     * can only differ more often than its fields (padding), never less */
    if (memcmp(&a->flags, &b->flags, sizeof a->flags) != 0)
        return false;
    for (int i = 0; i < a->ncovered; i++)
        if (a->covered[i].kind != b->covered[i].kind ||
            a->covered[i].flags != b->covered[i].flags)
            return false;
    for (int i = 0; i < a->nent; i++)
        if (!same_entity(&a->ent[i], &b->ent[i]))
            return false;
    return true;
}

int locate_count_levels(const locate_query *q, const spg_data *data, const uint32_t *states,
                        size_t n, char *err, size_t errlen)
{
    if (n == 0 || n > LOCATE_LEVELS_MAX_STATES)
        return 0;
    spg_result *rep = calloc(LOCATE_LEVELS_MAX + 1, sizeof *rep);
    if (!rep) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int nrep = 0, rc = 0;
    spg_result *scratch = &rep[LOCATE_LEVELS_MAX];
    for (size_t i = 0; i < n && rc == 0; i++) {
        if (locate_build(q, data, states[i], scratch, err, errlen) != 0) {
            rc = -1;
            break;
        }
        bool known = false;
        for (int k = 0; k < nrep && !known; k++)
            known = locate_same_level(&rep[k].level, &scratch->level);
        if (known)
            continue;
        if (nrep == LOCATE_LEVELS_MAX) {
            rc = 1; /* too many to count */
            break;
        }
        /* the new level becomes a representative: swap it in, the scratch is rebuilt */
        spg_result t = rep[nrep];
        rep[nrep] = *scratch;
        *scratch = t;
        nrep++;
    }
    for (int k = 0; k <= LOCATE_LEVELS_MAX; k++)
        spg_result_free(&rep[k]);
    free(rep);
    return rc < 0 ? -1 : rc > 0 ? 0 : nrep;
}
