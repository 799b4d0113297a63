/* png.h — pictures: an RGB image with a few drawing primitives and a tiny font, a level
 * drawn tile by tile with its path over it, heat maps, histograms, all written as PNG
 * through libpng. */
#ifndef SPG_PNG_H
#define SPG_PNG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../level.h"

typedef struct spg_image {
    int w, h;
    uint8_t *px; /* w*h*3 bytes, rows top to bottom, RGB */
} spg_image;

/* A w×h image filled with black; returns 0, or -1 (bad size, out of memory). */
int image_init(spg_image *im, int w, int h);

/* Frees the pixels. */
void image_free(spg_image *im);

/* The pixel at (x,y) as 0xRRGGBB; 0 outside the image. */
uint32_t image_get(const spg_image *im, int x, int y);

/* Sets (or, with alpha < 255, blends over) one pixel; outside the image does nothing. */
void image_put(spg_image *im, int x, int y, uint32_t rgb, int alpha);

/* Fills a rectangle (clipped to the image). */
void image_fill(spg_image *im, int x, int y, int w, int h, uint32_t rgb, int alpha);

/* Draws a line `thick` pixels wide between two points. */
void image_line(spg_image *im, int x0, int y0, int x1, int y1, int thick, uint32_t rgb, int alpha);

/* Draws text in a 3×5 pixel font magnified `scale` times; letters are shown as capitals,
 * characters the font lacks as blanks.  Returns the width drawn. */
int image_text(spg_image *im, int x, int y, const char *s, int scale, uint32_t rgb);

/* The width image_text would draw. */
int image_text_width(const char *s, int scale);

/* Writes the image as an 8-bit RGB PNG.  Returns 0, or -1 with a message in err. */
int png_write(const char *path, const spg_image *im, char *err, size_t errlen);

/* Reads a PNG (any colour type libpng can turn into 8-bit RGB) into im.  Returns 0, or
 * -1 with a message in err.  For tests and tools. */
int png_read(const char *path, spg_image *im, char *err, size_t errlen);

/* The colour a tile kind is drawn in (its base colour). */
uint32_t png_tile_colour(int kind);

/* Draws the level at `tile` pixels a tile (8 or 16), entities as small glyphs, the path
 * as lines between its rooms' centres, the start and exit rooms marked, and (caption not
 * NULL) a caption strip below.  im must be png_level_size() big. */
void png_draw_level(spg_image *im, const spg_level *l, int tile, const char *caption);

/* The image size png_draw_level needs. */
void png_level_size(const spg_level *l, int tile, bool caption, int *w, int *h);

/* Draws and writes a level.  Returns 0, or -1 with err. */
int png_write_level(const char *path, const spg_level *l, int tile, const char *caption,
                    char *err, size_t errlen);

/* Writes a heat map: counts[y*w + x] over a w×h tile grid at `tile` pixels a tile, black
 * through red and yellow to white (square-root scale, so rare places still show), with a
 * title strip saying what and the largest count.  Returns 0 or -1 with err. */
int png_write_heatmap(const char *path, const uint32_t *counts, int w, int h, int tile,
                      const char *title, char *err, size_t errlen);

/* Writes a histogram: counts[i] is how often the value lo+i came up, n values; values
 * are grouped into at most 60 bars.  Returns 0 or -1 with err. */
int png_write_histogram(const char *path, const long *counts, int lo, int n, const char *title,
                        char *err, size_t errlen);

#endif
