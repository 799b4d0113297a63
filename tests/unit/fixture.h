/* fixture.h — for tests that build whole levels: the data, loaded once for the group,
 * and one result to build into.  Hand setup and teardown to cmocka's group runner.
 * Include after cmocka.h and gen.h. */
#ifndef SPG_TEST_FIXTURE_H
#define SPG_TEST_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>

static spg_data data;
static spg_result *res;

static int setup(void **st)
{
    (void)st;
    char err[512];
    if (spg_data_load(NULL, &data, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    res = calloc(1, sizeof *res);
    return res ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    spg_result_free(res);
    free(res);
    spg_data_free(&data);
    return 0;
}

#endif
