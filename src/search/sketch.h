/* sketch.h — what a player sees of a level, as text: the glyphs of `show --sketch` and
 * `locate`.  A sketch is rows of one glyph a tile, '?' a tile not seen; lines starting
 * with ';' are comments.  The glyphs are the text map's (render_glyph), but for a block
 * of the area's earth, whose look and what shows in it are part of what is seen:
 *
 *   the earth's own glyph (# Mines, J Jungle, C Ice Caves, M Temple, G gold)  plain
 *   1 gold vein   2 rich vein   3 big sapphire   4 big emerald   5 big ruby  (its look)
 *   6 plain, the other look   7 gold vein, other look   8 rich vein, other look
 *   9 a gem, the other look
 *
 * Any other block shows its own glyph (not what may lie in front of it); an open tile
 * shows what stands in it, as the map does.  A sealed item shows as plain earth; a vein the edge look hides shows as none (the level
 * keeps only the veins that show). */
#ifndef SPG_SKETCH_H
#define SPG_SKETCH_H

#include <stdbool.h>
#include <stdio.h>

#include "../level.h"

#define SKETCH_MAX_W 64
#define SKETCH_MAX_H 64
#define SKETCH_UNSEEN '?'

typedef struct spg_sketch {
    int w, h;                             /* rows and columns read */
    char g[SKETCH_MAX_H][SKETCH_MAX_W];  /* glyphs, '?' unseen (and past a short row) */
    int line[SKETCH_MAX_H];              /* the input line of each row, for messages */
    int ex, ey;                           /* the entrance 'E' in the sketch, -1 none */
} spg_sketch;

/* The sketch glyph of tile (x,y) of a built level (the map's glyph, or the earth's
 * extended one above). */
char sketch_glyph(const spg_level *l, int x, int y);

/* Whether glyph g is one of the earth glyphs above for the level's area; *alt gets the
 * look, *content an spg_content (a '9' gem: SPG_C_SAPPHIRE, meaning "some gem"). */
bool sketch_earth_glyph(int area, char g, bool *alt, int *content);

/* The earth's plain glyph in an area ('#', 'J', 'C', 'M'). */
char sketch_earth_plain(int area);

/* Prints the region x0..x1, y0..y1 (inclusive) of level l as a sketch, one row a line. */
void sketch_print(FILE *f, const spg_level *l, int x0, int y0, int x1, int y1);

/* Reads a sketch from f (named `name` in messages).  Returns 0, or -1 with
 * "NAME:LINE:COL: what is wrong" in err (a glyph no tile has, too wide, two entrances). */
int sketch_read(FILE *f, const char *name, spg_sketch *out, char *err, size_t errlen);

/* Whether glyph g is one a sketch may hold. */
bool sketch_glyph_known(char g);

#endif
