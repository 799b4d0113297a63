/* render.h — a level as text, as JSON, and a trace as TSV or JSON. */
#ifndef SPG_RENDER_H
#define SPG_RENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "../gen.h"
#include "../json.h"

/* The map, one character per tile with entities drawn over their tiles, then (when
 * legend is set) a legend and the room grid, after a header naming the quirks off and
 * the forces.  colour: ANSI colours per tile kind. */
void render_text(FILE *f, const spg_result *r, const spg_request *rq, bool colour, bool legend);

/* The character shown for tile (x,y): its top entity's glyph, else the tile's. */
char render_glyph(const spg_level *l, int x, int y);

/* One JSON object (schema in man/spelgen.1), keys in a fixed order, ending in "\n";
 * "forces" only when rq forces a draw. */
void render_json(FILE *f, const spg_result *r, const spg_request *rq);

/* Every draw: n, phase, site, call, value, state, meaning.  TSV with a header line.
 * only, when not NULL, keeps the draws d with only[d - 1] set.  When rq (which may be
 * NULL) forces draws, a tenth column, "forced", reads "forced" on the draws it took. */
void render_trace_tsv(FILE *f, const spg_result *r, const spg_request *rq, const uint8_t *only);

/* The same as a JSON array of objects; a forced draw's has "forced": true. */
void render_trace_json(FILE *f, const spg_result *r, const spg_request *rq, const uint8_t *only);

#endif
