/* gmksplit_png.c — a sprite image's size and opaque pixels, through libpng's simplified
 * reading API (8-bit RGBA whatever the file's colour type). */
#include "gmksplit_png.h"

#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int gsp_png_box(const char *path, const char *name, int tolerance, bool transparent, int *w,
                int *h, int box[4], bool *any, char *err, size_t errlen)
{
    png_image im;
    memset(&im, 0, sizeof im);
    im.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&im, path)) {
        snprintf(err, errlen, "%s: not a PNG libpng can read (%s)", name, im.message);
        png_image_free(&im);
        return -1;
    }
    if (im.width == 0 || im.height == 0 ||
        (uint64_t)im.width * im.height > (uint64_t)GSP_PIXELS_MAX) {
        snprintf(err, errlen, "%s: an image of %u x %u pixels (at most %d pixels are read)",
                 name, (unsigned)im.width, (unsigned)im.height, GSP_PIXELS_MAX);
        png_image_free(&im);
        return -1;
    }
    im.format = PNG_FORMAT_RGBA;
    size_t n = (size_t)im.width * im.height * 4;
    unsigned char *px = malloc(n);
    if (!px) {
        snprintf(err, errlen, "%s: out of memory", name);
        png_image_free(&im);
        return -1;
    }
    if (!png_image_finish_read(&im, NULL, px, 0, NULL)) {
        snprintf(err, errlen, "%s: a damaged PNG (%s)", name, im.message);
        png_image_free(&im);
        free(px);
        return -1;
    }
    int iw = (int)im.width, ih = (int)im.height;
    const unsigned char *key = px + (size_t)(ih - 1) * (size_t)iw * 4; /* bottom left */
    for (int y = 0; y < ih; y++)
        for (int x = 0; x < iw; x++) {
            const unsigned char *c = px + ((size_t)y * (size_t)iw + (size_t)x) * 4;
            int alpha = c[3];
            if (transparent && memcmp(c, key, 3) == 0)
                alpha = 0;
            if (alpha <= tolerance)
                continue;
            if (!*any) {
                box[0] = box[2] = x;
                box[1] = box[3] = y;
                *any = true;
                continue;
            }
            if (x < box[0]) box[0] = x;
            if (x > box[2]) box[2] = x;
            if (y < box[1]) box[1] = y;
            if (y > box[3]) box[3] = y;
        }
    free(px);
    *w = iw;
    *h = ih;
    return 0;
}
