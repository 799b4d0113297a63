/* sketch.c — the sketch's glyphs (sketch.h): a built level's tiles as a player sees them,
 * printed and read back. */
#include "sketch.h"

#include <string.h>

#include "../game.h"
#include "../output/render.h"

static bool earth_kind(int kind)
{
    return kind == SPG_T_BRICK || kind == SPG_T_LUSH || kind == SPG_T_ICE ||
           kind == SPG_T_TEMPLE || kind == SPG_T_GOLD_BLOCK;
}

char sketch_earth_plain(int area)
{
    switch (area) {
    case SPG_AREA_MINES: return tile_glyph(SPG_T_BRICK);
    case SPG_AREA_JUNGLE: return tile_glyph(SPG_T_LUSH);
    case SPG_AREA_ICE_CAVES: return tile_glyph(SPG_T_ICE);
    default: return tile_glyph(SPG_T_TEMPLE);
    }
}

char sketch_glyph(const spg_level *l, int x, int y)
{
    const spg_cell *c = &l->cell[y][x];
    if (!earth_kind(c->kind))
        /* a block shows itself (a skull beside bones may lie in front of one); an open
         * tile what stands in it */
        return spg_tile_solid[c->kind] ? tile_glyph(c->kind) : render_glyph(l, x, y);
    bool alt = (c->flags & SPG_TF_ALT_LOOK) != 0;
    switch (c->content) {
    case SPG_C_GOLD: return alt ? '7' : '1';
    case SPG_C_RICH_GOLD: return alt ? '8' : '2';
    case SPG_C_SAPPHIRE: return alt ? '9' : '3';
    case SPG_C_EMERALD: return alt ? '9' : '4';
    case SPG_C_RUBY: return alt ? '9' : '5';
    default: return alt ? '6' : tile_glyph(c->kind); /* an item is sealed: plain */
    }
}

bool sketch_earth_glyph(int area, char g, bool *alt, int *content)
{
    static const char digits[] = "123456789";
    static const int contents[] = {SPG_C_GOLD, SPG_C_RICH_GOLD, SPG_C_SAPPHIRE, SPG_C_EMERALD,
                                   SPG_C_RUBY, SPG_C_NONE, SPG_C_GOLD, SPG_C_RICH_GOLD,
                                   SPG_C_SAPPHIRE};
    const char *d = g ? strchr(digits, g) : NULL;
    if (d) {
        *alt = d - digits >= 5;
        *content = contents[d - digits];
        return true;
    }
    bool plain = g == sketch_earth_plain(area) ||
                 (area == SPG_AREA_TEMPLE && (g == tile_glyph(SPG_T_LUSH) ||
                                              g == tile_glyph(SPG_T_GOLD_BLOCK)));
    if (!plain)
        return false;
    *alt = false;
    *content = SPG_C_NONE;
    return true;
}

void sketch_print(FILE *f, const spg_level *l, int x0, int y0, int x1, int y1)
{
    for (int y = y0; y <= y1; y++) {
        for (int x = x0; x <= x1; x++)
            fputc(x >= 0 && y >= 0 && x < l->w && y < l->h ? sketch_glyph(l, x, y) : '?', f);
        fputc('\n', f);
    }
}

bool sketch_glyph_known(char g)
{
    if (g == SKETCH_UNSEEN || (g >= '1' && g <= '9'))
        return true;
    for (int k = 0; k < SPG_T__COUNT; k++)
        if (tile_glyph(k) == g)
            return true;
    for (int k = 0; k < SPG_E__COUNT; k++)
        if (entity_glyph(k) == g)
            return true;
    return false;
}

int sketch_read(FILE *f, const char *name, spg_sketch *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    memset(out->g, SKETCH_UNSEEN, sizeof out->g);
    out->ex = out->ey = -1;
    char buf[1024];
    int lineno = 0;
    while (fgets(buf, sizeof buf, f)) {
        lineno++;
        size_t n = strcspn(buf, "\r\n");
        if (n == strlen(buf) && !feof(f)) {
            snprintf(err, errlen, "%s:%d: the line is too long (a sketch is at most %d tiles wide)",
                     name, lineno, SKETCH_MAX_W);
            return -1;
        }
        buf[n] = 0;
        if (buf[0] == ';')
            continue; /* a comment */
        if (n == 0 && out->h == 0)
            continue; /* blank lines before the first row */
        if (out->h >= SKETCH_MAX_H) {
            snprintf(err, errlen, "%s:%d: too many rows (a sketch is at most %d tiles high)",
                     name, lineno, SKETCH_MAX_H);
            return -1;
        }
        if ((int)n > SKETCH_MAX_W) {
            snprintf(err, errlen, "%s:%d:%d: the row is too wide (a sketch is at most %d tiles wide)",
                     name, lineno, SKETCH_MAX_W + 1, SKETCH_MAX_W);
            return -1;
        }
        for (size_t i = 0; i < n; i++) {
            char g = buf[i];
            if (g == ' ')
                g = SKETCH_UNSEEN; /* a space is a tile not seen too */
            if (!sketch_glyph_known(g)) {
                snprintf(err, errlen, "%s:%d:%zu: '%c' is no glyph of a sketch (the map's glyphs, "
                         "1-9 for veins, gems and looks in earth, ? unseen; spelgen(1), SKETCHES)",
                         name, lineno, i + 1, g);
                return -1;
            }
            if (g == tile_glyph(SPG_T_ENTRANCE)) {
                if (out->ex >= 0) {
                    snprintf(err, errlen, "%s:%d:%zu: a second entrance 'E' (the first is on line %d, "
                             "column %d)", name, lineno, i + 1, out->line[out->ey], out->ex + 1);
                    return -1;
                }
                out->ex = (int)i;
                out->ey = out->h;
            }
            out->g[out->h][i] = g;
        }
        out->line[out->h] = lineno;
        if ((int)n > out->w)
            out->w = (int)n;
        out->h++;
    }
    if (out->h == 0 || out->w == 0) {
        snprintf(err, errlen, "%s: the sketch has no rows", name);
        return -1;
    }
    return 0;
}
