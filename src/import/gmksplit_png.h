/* gmksplit_png.h — what a GmkSplitter tree's sprite images tell: their size and the
 * automatic bounding box GameMaker 8.0 computes from them (a tree stores no box). */
#ifndef SPG_GMKSPLIT_PNG_H
#define SPG_GMKSPLIT_PNG_H

#include <stdbool.h>
#include <stddef.h>

/* The largest image read, in pixels (a sprite's frame is rarely past 1024 x 1024). */
#define GSP_PIXELS_MAX (16 << 20)

/* Reads the PNG at `path` (named `name` in messages), sets *w, *h to its size and widens
 * the box [left, top, right, bottom] (*any false: no box yet) by every pixel whose alpha
 * is above `tolerance`.  `transparent`: the image's bottom-left pixel's colour counts as
 * fully transparent too (GameMaker's "transparent" sprites, from before GM8's alpha).
 * Returns 0, or -1 with one line in err naming `name`. */
int gsp_png_box(const char *path, const char *name, int tolerance, bool transparent, int *w,
                int *h, int box[4], bool *any, char *err, size_t errlen);

#endif
