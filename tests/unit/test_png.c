/* test_png.c — pictures written with libpng and read back with it: sizes, pixels, the
 * blending and the font, a generated level's tiles in their colours, heat maps and
 * histograms, and the errors of unwritable and unreadable files. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gen.h"
#include "output/png.h"

static char dir[64];

static const char *tmp(const char *name)
{
    static char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return path;
}

static void image_roundtrip(void **st)
{
    (void)st;
    spg_image im, back;
    char err[512];
    assert_int_equal(image_init(&im, 37, 21), 0);
    assert_int_equal(image_get(&im, 0, 0), 0);
    image_put(&im, 3, 4, 0x123456, 255);
    image_fill(&im, 10, 10, 5, 5, 0xff0000, 255);
    image_fill(&im, 12, 12, 100, 100, 0x0000ff, 128); /* clipped, blended */
    image_put(&im, -1, 5, 0xffffff, 255);               /* outside: nothing */
    assert_int_equal(image_get(&im, 3, 4), 0x123456);
    assert_int_equal(image_get(&im, 10, 10), 0xff0000);
    /* half blue over red: (255*127+128)/255 red, (255*128+127)/255 blue */
    assert_int_equal(image_get(&im, 13, 13), 0x7f0080);
    assert_int_equal(image_get(&im, 20, 20), 0x000080);
    assert_int_equal(image_get(&im, 99, 99), 0);
    image_line(&im, 0, 20, 36, 20, 1, 0x00ff00, 255);
    assert_int_equal(image_get(&im, 18, 20), 0x00ff00);
    assert_int_equal(image_text_width("AB", 2), 14);
    int w = image_text(&im, 25, 1, "7", 1, 0xffffff);
    assert_int_equal(w, 4);
    assert_int_equal(image_get(&im, 25, 1), 0xffffff); /* the 7's top bar */
    assert_int_equal(image_get(&im, 25, 3), 0);        /* and its open left side */
    assert_int_equal(png_write(tmp("a.png"), &im, err, sizeof err), 0);
    assert_int_equal(png_read(tmp("a.png"), &back, err, sizeof err), 0);
    assert_int_equal(back.w, 37);
    assert_int_equal(back.h, 21);
    assert_memory_equal(back.px, im.px, 37 * 21 * 3);
    image_free(&back);
    image_free(&im);
    assert_int_equal(image_init(&im, 0, 5), -1);
}

static void errors(void **st)
{
    (void)st;
    spg_image im;
    char err[512] = "";
    assert_int_equal(image_init(&im, 4, 4), 0);
    assert_int_equal(png_write("/nonexistent-dir/x.png", &im, err, sizeof err), -1);
    assert_non_null(strstr(err, "/nonexistent-dir/x.png"));
    image_free(&im);
    FILE *f = fopen(tmp("not.png"), "w");
    fputs("this is not a picture\n", f);
    fclose(f);
    assert_int_equal(png_read(tmp("not.png"), &im, err, sizeof err), -1);
    assert_non_null(strstr(err, "not a PNG"));
    assert_null(im.px);
}

static void level_picture(void **st)
{
    (void)st;
    spg_data data;
    char err[512];
    assert_int_equal(spg_data_load(NULL, &data, err, sizeof err), 0);
    spg_result *r = calloc(1, sizeof *r);
    spg_request rq = {0};
    rq.so.biome = -1;
    options_default(&rq.opt);
    rq.seed = 5;
    rq.level = 2;
    assert_int_equal(spg_generate(&rq, &data, r, err, sizeof err), 0);
    const spg_level *l = &r->level;
    assert_int_equal(png_write_level(tmp("level.png"), l, 16, "SEED 5 LEVEL 2", err, sizeof err), 0);
    spg_image im;
    assert_int_equal(png_read(tmp("level.png"), &im, err, sizeof err), 0);
    assert_int_equal(im.w, 42 * 16);
    assert_int_equal(im.h, 34 * 16 + 16);
    /* every block without an entity on it shows its colour at its centre (the path's
     * lines and the room grid keep to room centres and edges) */
    int checked = 0;
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++) {
            int k = l->cell[y][x].kind;
            if ((k != SPG_T_BRICK && k != SPG_T_STONE && k != SPG_T_BORDER) || level_entity_at(l, x, y, -1))
                continue;
            uint32_t got = image_get(&im, x * 16 + 8, y * 16 + 8);
            if (got != png_tile_colour(k))
                fail_msg("tile (%d,%d) kind %d: pixel %06x, colour %06x", x, y, k, got,
                         png_tile_colour(k));
            checked++;
        }
    assert_true(checked > 300);
    /* the start and exit rooms are framed: green and red at their top-left corners */
    int sx = (l->room_x0 + l->start_x * l->room_w) * 16, sy = (l->room_y0 + l->start_y * l->room_h) * 16;
    int ex = (l->room_x0 + l->exit_x * l->room_w) * 16, ey = (l->room_y0 + l->exit_y * l->room_h) * 16;
    assert_int_equal(image_get(&im, sx + 1, sy + 1), 0x30ff40);
    assert_int_equal(image_get(&im, ex + 1, ey + 1), 0xff3030);
    /* the caption strip is black with light text */
    assert_int_equal(image_get(&im, 1, 34 * 16 + 1), 0);
    image_free(&im);
    /* 8 px a tile makes a picture half the size */
    assert_int_equal(png_write_level(tmp("small.png"), l, 8, NULL, err, sizeof err), 0);
    assert_int_equal(png_read(tmp("small.png"), &im, err, sizeof err), 0);
    assert_int_equal(im.w, 42 * 8);
    assert_int_equal(im.h, 34 * 8);
    image_free(&im);
    spg_result_free(r);
    free(r);
    spg_data_free(&data);
}

static void heat_and_histogram(void **st)
{
    (void)st;
    char err[512];
    uint32_t counts[6 * 4] = {0};
    counts[1 * 6 + 2] = 40; /* the hottest */
    counts[3 * 6 + 5] = 10; /* a quarter: sqrt scale puts it half way */
    assert_int_equal(png_write_heatmap(tmp("heat.png"), counts, 6, 4, 8, "test", err, sizeof err), 0);
    spg_image im;
    assert_int_equal(png_read(tmp("heat.png"), &im, err, sizeof err), 0);
    assert_int_equal(im.w, 48);
    int top = 16;
    assert_int_equal(image_get(&im, 2 * 8 + 4, top + 1 * 8 + 4), 0xfcfdbf); /* white-yellow */
    assert_int_equal(image_get(&im, 0 * 8 + 4, top + 0 * 8 + 4), 0x000000); /* none: black */
    uint32_t mid = image_get(&im, 5 * 8 + 4, top + 3 * 8 + 4);
    assert_true(mid != 0 && mid != 0xfcfdbf);
    image_free(&im);
    long bins[5] = {1, 4, 9, 4, 1};
    assert_int_equal(png_write_histogram(tmp("hist.png"), bins, 10, 5, "test", err, sizeof err), 0);
    assert_int_equal(png_read(tmp("hist.png"), &im, err, sizeof err), 0);
    assert_int_equal(im.w, 640);
    assert_int_equal(im.h, 320);
    /* the middle bar reaches the top of the plot, the first only a ninth of the way */
    int left = 44, pw = 640 - 44 - 12, ph = 320 - 22 - 26;
    int mid_x = left + 2 * pw / 5 + pw / 10, first_x = left + pw / 10;
    assert_int_equal(image_get(&im, mid_x, 22 + 1), 0x4aa8ff);
    assert_int_equal(image_get(&im, first_x, 22 + ph / 2), 0x101418);
    assert_int_equal(image_get(&im, first_x, 22 + ph - 2), 0x4aa8ff);
    image_free(&im);
}

static int setup(void **st)
{
    (void)st;
    snprintf(dir, sizeof dir, "/tmp/spelgen-png-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    const char *names[] = {"a.png", "not.png", "level.png", "small.png", "heat.png", "hist.png"};
    for (int i = 0; i < 6; i++)
        unlink(tmp(names[i]));
    rmdir(dir);
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(image_roundtrip),
        cmocka_unit_test(errors),
        cmocka_unit_test(level_picture),
        cmocka_unit_test(heat_and_histogram),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
