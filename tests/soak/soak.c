/* soak.c — many levels from raw states, across every level number and random quirk
 * settings, each checked against the invariants every classic level must keep:
 * the start in the top row, the exit in the bottom row (or the flooded level's hidden
 * row), a path of rooms joining them, nothing written outside the grid, and a level
 * that comes out the same twice.  `make soak` runs 10^6; an argument sets the count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "quirks.h"

static unsigned long failures;

static void fail(uint32_t state, int level, uint32_t quirks, const char *what)
{
    if (failures++ < 20)
        fprintf(stderr, "soak: state %u level %d quirks 0x%x: %s\n", state, level, quirks, what);
}

/* The path's rooms join the start to the exit through side-by-side or dropped rooms. */
static bool path_connected(const spg_level *l)
{
    int rows = l->flags.lake ? 5 : 4;
    bool seen[5][4] = {{false}};
    int qx[20], qy[20], n = 0;
    seen[l->start_y][l->start_x] = true;
    qx[n] = l->start_x, qy[n++] = l->start_y;
    for (int i = 0; i < n; i++) {
        static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int k = 0; k < 4; k++) {
            int x = qx[i] + d[k][0], y = qy[i] + d[k][1];
            if (x < 0 || x > 3 || y < 0 || y >= rows || seen[y][x])
                continue;
            int code = l->rooms[y][x];
            /* the Moai's room (6) and a mothership (7-9) are laid over the path */
            bool path = (code >= 1 && code <= 3) || (code >= 6 && code <= 9) ||
                        (x == l->exit_x && y == l->exit_y) || (l->flags.lake && y >= 3);
            if (!path)
                continue;
            seen[y][x] = true;
            qx[n] = x, qy[n++] = y;
        }
    }
    return seen[l->exit_y][l->exit_x];
}

int main(int argc, char **argv)
{
    unsigned long count = argc > 1 ? strtoul(argv[1], NULL, 10) : 1000000ul;
    spg_data data;
    char err[512];
    if (spg_data_load(NULL, &data, err, sizeof err) != 0) {
        fprintf(stderr, "soak: %s\n", err);
        return 1;
    }
    spg_result *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    uint32_t mix = 0x9E3779B9u;
    for (unsigned long i = 0; i < count; i++) {
        mix = mix * 1664525u + 1013904223u;
        spg_request rq = {0};
        options_default(&rq.opt);
        rq.from_state = true;
        rq.seed = mix ^ (uint32_t)(i * 2654435761u);
        rq.level = 1 + (int)(i % 16);
        rq.opt.quirks = (i % 4 == 0) ? quirks_default() : (mix >> 7) & quirks_default();
        rq.opt.lake = rq.level >= 5 && rq.level <= 8 && (mix & 1) ? 1 : -1;
        if (spg_generate(&rq, &data, a, err, sizeof err) != 0) {
            fail(rq.seed, rq.level, rq.opt.quirks, err);
            continue;
        }
        const spg_level *l = &a->level;
        if (l->start_x < 0 && rq.level == 16)
            continue; /* Olmec's Lair with its unused path switched off: the hall is all */
        if (l->start_y != 0 && !l->flags.black_market)
            fail(rq.seed, rq.level, rq.opt.quirks, "the start is not in the top row");
        if (l->exit_y != 3) /* a flooded level's too: scrLevelGen never moves it */
            fail(rq.seed, rq.level, rq.opt.quirks, "the exit is not in the bottom row");
        if (rq.level != 16 && !path_connected(l))
            fail(rq.seed, rq.level, rq.opt.quirks, "the path does not join the start to the exit");
        for (int y = 0; y < SPG_MAX_H; y++)
            for (int x = 0; x < SPG_MAX_W; x++)
                if ((y >= l->h || x > l->w) && l->cell[y][x].kind != SPG_T_EMPTY) {
                    fail(rq.seed, rq.level, rq.opt.quirks, "a tile written outside the grid");
                    y = SPG_MAX_H;
                    break;
                }
        if (i % 97 == 0) { /* determinism, on a sample */
            spg_generate(&rq, &data, b, err, sizeof err);
            if (a->draws != b->draws || a->end_state != b->end_state ||
                memcmp(a->level.cell, b->level.cell, sizeof a->level.cell) != 0)
                fail(rq.seed, rq.level, rq.opt.quirks, "not the same level twice");
        }
        if ((i + 1) % 100000 == 0)
            fprintf(stderr, "soak: %lu levels\n", i + 1);
    }
    printf("soak: %lu levels, %lu failures\n", count, failures);
    printf("%lu passed, %lu failed\n", count - failures, failures);
    spg_result_free(a);
    spg_result_free(b);
    free(a);
    free(b);
    spg_data_free(&data);
    return failures != 0;
}
