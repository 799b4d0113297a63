/* png.c — images drawn in memory and written with libpng. */
#include "png.h"

#include <errno.h>
#include <math.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../level_metrics.h"

/* ---- the image --------------------------------------------------------------------- */

int image_init(spg_image *im, int w, int h)
{
    im->w = im->h = 0;
    im->px = NULL;
    if (w <= 0 || h <= 0 || w > 16384 || h > 16384)
        return -1;
    im->px = calloc((size_t)w * (size_t)h, 3);
    if (!im->px)
        return -1;
    im->w = w;
    im->h = h;
    return 0;
}

void image_free(spg_image *im)
{
    free(im->px);
    im->px = NULL;
    im->w = im->h = 0;
}

uint32_t image_get(const spg_image *im, int x, int y)
{
    if (x < 0 || y < 0 || x >= im->w || y >= im->h)
        return 0;
    const uint8_t *p = im->px + ((size_t)y * (size_t)im->w + (size_t)x) * 3;
    return (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
}

void image_put(spg_image *im, int x, int y, uint32_t rgb, int alpha)
{
    if (x < 0 || y < 0 || x >= im->w || y >= im->h)
        return;
    uint8_t *p = im->px + ((size_t)y * (size_t)im->w + (size_t)x) * 3;
    int c[3] = {(int)(rgb >> 16 & 255), (int)(rgb >> 8 & 255), (int)(rgb & 255)};
    if (alpha >= 255) {
        p[0] = (uint8_t)c[0];
        p[1] = (uint8_t)c[1];
        p[2] = (uint8_t)c[2];
        return;
    }
    if (alpha <= 0)
        return;
    for (int i = 0; i < 3; i++)
        p[i] = (uint8_t)((c[i] * alpha + p[i] * (255 - alpha) + 127) / 255);
}

void image_fill(spg_image *im, int x, int y, int w, int h, uint32_t rgb, int alpha)
{
    for (int j = y < 0 ? 0 : y; j < y + h && j < im->h; j++)
        for (int i = x < 0 ? 0 : x; i < x + w && i < im->w; i++)
            image_put(im, i, j, rgb, alpha);
}

void image_line(spg_image *im, int x0, int y0, int x1, int y1, int thick, uint32_t rgb, int alpha)
{
    /* Bresenham, stamping a square brush; a blended line blends each pixel once */
    int dx = abs(x1 - x0), dy = -abs(y1 - y0), sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
    int err = dx + dy, r = thick / 2;
    bool horizontal = dx >= -dy;
    for (;;) {
        if (horizontal)
            for (int k = -r; k < thick - r; k++)
                image_put(im, x0, y0 + k, rgb, alpha);
        else
            for (int k = -r; k < thick - r; k++)
                image_put(im, x0 + k, y0, rgb, alpha);
        if (x0 == x1 && y0 == y1)
            break;
        int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x0 += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y0 += sy;
        }
    }
}

/* ---- a 3x5 font ------------------------------------------------------------------- */

static const struct {
    char c;
    const char *bits; /* five rows of three, left to right */
} font[] = {
    {'0', "111101101101111"}, {'1', "010110010010111"}, {'2', "111001111100111"},
    {'3', "111001111001111"}, {'4', "101101111001001"}, {'5', "111100111001111"},
    {'6', "111100111101111"}, {'7', "111001001010010"}, {'8', "111101111101111"},
    {'9', "111101111001111"}, {'A', "010101111101101"}, {'B', "110101110101110"},
    {'C', "011100100100011"}, {'D', "110101101101110"}, {'E', "111100110100111"},
    {'F', "111100110100100"}, {'G', "011100101101011"}, {'H', "101101111101101"},
    {'I', "111010010010111"}, {'J', "001001001101010"}, {'K', "101101110101101"},
    {'L', "100100100100111"}, {'M', "101111111101101"}, {'N', "110101101101101"},
    {'O', "010101101101010"}, {'P', "110101110100100"}, {'Q', "010101101110011"},
    {'R', "110101110101101"}, {'S', "011100010001110"}, {'T', "111010010010010"},
    {'U', "101101101101111"}, {'V', "101101101101010"}, {'W', "101101111111101"},
    {'X', "101101010101101"}, {'Y', "101101010010010"}, {'Z', "111001010100111"},
    {'-', "000000111000000"}, {'.', "000000000000010"}, {':', "000010000010000"},
    {'/', "001001010100100"}, {'(', "010100100100010"}, {')', "010001001001010"},
    {'%', "101001010100101"}, {'$', "011110010011110"}, {',', "000000000010100"},
    {'=', "000111000111000"}, {'_', "000000000000111"}, {'+', "000010111010000"},
    {'#', "101111101111101"}, {'>', "100010001010100"}, {'<', "001010100010001"},
};

static const char *glyph_bits(char c)
{
    if (c >= 'a' && c <= 'z')
        c = (char)(c - 'a' + 'A');
    for (size_t i = 0; i < sizeof font / sizeof *font; i++)
        if (font[i].c == c)
            return font[i].bits;
    return NULL;
}

int image_text_width(const char *s, int scale)
{
    size_t n = strlen(s);
    return n ? (int)(n * 4 - 1) * scale : 0;
}

int image_text(spg_image *im, int x, int y, const char *s, int scale, uint32_t rgb)
{
    int x0 = x;
    for (; *s; s++, x += 4 * scale) {
        const char *b = glyph_bits(*s);
        if (!b)
            continue;
        for (int r = 0; r < 5; r++)
            for (int c = 0; c < 3; c++)
                if (b[r * 3 + c] == '1')
                    image_fill(im, x + c * scale, y + r * scale, scale, scale, rgb, 255);
    }
    return x - x0;
}

/* ---- PNG files --------------------------------------------------------------------- */

/* libpng reports through these: the message is kept for our own, nothing is printed. */
typedef struct png_msg {
    char text[128];
} png_msg;

static void on_error(png_structp png, png_const_charp msg)
{
    png_msg *m = png_get_error_ptr(png);
    if (m)
        snprintf(m->text, sizeof m->text, "%s", msg);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp msg)
{
    (void)png;
    (void)msg;
}

int png_write(const char *path, const spg_image *im, char *err, size_t errlen)
{
    if (!im->px || im->w <= 0 || im->h <= 0) {
        snprintf(err, errlen, "%s: nothing to write (an empty image)", path);
        return -1;
    }
    FILE *f = fopen(path, "wb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    png_msg msg = {""};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &msg, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    png_bytep *rows = malloc((size_t)im->h * sizeof *rows);
    if (!png || !info || !rows) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        fclose(f);
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    for (int y = 0; y < im->h; y++)
        rows[y] = im->px + (size_t)y * (size_t)im->w * 3;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        fclose(f);
        snprintf(err, errlen, "%s: libpng could not write the image (%s)", path, msg.text);
        return -1;
    }
    png_init_io(png, f);
    png_set_IHDR(png, info, (png_uint_32)im->w, (png_uint_32)im->h, 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    if (fclose(f) != 0) {
        snprintf(err, errlen, "%s: writing failed: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

int png_read(const char *path, spg_image *im, char *err, size_t errlen)
{
    im->px = NULL;
    im->w = im->h = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot read: %s", path, strerror(errno));
        return -1;
    }
    png_msg msg = {""};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &msg, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    /* volatile: changed after setjmp and read after a longjmp */
    png_bytep *volatile rows = NULL;
    if (!png || !info) {
        png_destroy_read_struct(&png, &info, NULL);
        fclose(f);
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        image_free(im);
        fclose(f);
        snprintf(err, errlen, "%s: not a PNG libpng can read (%s)", path, msg.text);
        return -1;
    }
    png_init_io(png, f);
    png_read_info(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_strip_alpha(png);
    png_set_gray_to_rgb(png);
    png_read_update_info(png, info);
    int w = (int)png_get_image_width(png, info), h = (int)png_get_image_height(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 3 || image_init(im, w, h) != 0) {
        png_destroy_read_struct(&png, &info, NULL);
        fclose(f);
        snprintf(err, errlen, "%s: an image of %dx%d this reader does not take", path, w, h);
        return -1;
    }
    rows = malloc((size_t)h * sizeof *rows);
    if (!rows)
        png_error(png, "out of memory");
    for (int y = 0; y < h; y++)
        rows[y] = im->px + (size_t)y * (size_t)w * 3;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    fclose(f);
    return 0;
}

/* ---- levels ------------------------------------------------------------------------ */

uint32_t png_tile_colour(int kind)
{
    switch (kind) {
    case SPG_T_EMPTY: return 0x1a1612;
    case SPG_T_BORDER: return 0x4a4a50;
    case SPG_T_BRICK: return 0x8b5a2b;
    case SPG_T_STONE: return 0x9c9c98;
    case SPG_T_LADDER:
    case SPG_T_LADDER_TOP: return 0xc88c3c;
    case SPG_T_SPIKES: return 0xc8c8d0;
    case SPG_T_PUSH_BLOCK: return 0xb8b4a8;
    case SPG_T_ARROW_TRAP_LEFT:
    case SPG_T_ARROW_TRAP_RIGHT: return 0x8c8c88;
    case SPG_T_ALTAR: return 0x8a3ca0;
    case SPG_T_IDOL_ALTAR: return 0xb8902c;
    case SPG_T_SHOP_WALL: return 0xd0b080;
    case SPG_T_SHOP_SIGN: return 0xe8d070;
    case SPG_T_SHOP_ICE: return 0xb0e0f8;
    case SPG_T_LAVA_SOLID: return 0xa03008;
    case SPG_T_ENTRANCE: return 0x30c040;
    case SPG_T_EXIT: return 0x30d8e8;
    case SPG_T_HARD_BRICK: return 0x60381a;
    case SPG_T_LUSH: return 0x3c7a2c;
    case SPG_T_ICE: return 0x9ad0f0;
    case SPG_T_TEMPLE: return 0x8c8060;
    case SPG_T_GOLD_BLOCK: return 0xe0b830;
    case SPG_T_TREE: return 0x5a4020;
    case SPG_T_WATER: return 0x2850c0;
    case SPG_T_LAVA: return 0xe04810;
    case SPG_T_DIRT: return 0x7a5a3a;
    case SPG_T_ROCK: return 0x707070;
    case SPG_T_WALL: return 0x505868;
    case SPG_T_FLOOR: return 0x2a2a30;
    case SPG_T_PORTAL: return 0xc040e0;
    default: return 0xff00ff;
    }
}

static bool block_like(int kind)
{
    return kind != SPG_T_EMPTY && kind != SPG_T_LADDER && kind != SPG_T_LADDER_TOP &&
           kind != SPG_T_SPIKES && kind != SPG_T_ENTRANCE && kind != SPG_T_EXIT &&
           kind != SPG_T_WATER && kind != SPG_T_LAVA && kind != SPG_T_FLOOR &&
           kind != SPG_T_PORTAL;
}

/* 8×8 glyphs for entities, one row a string. */
enum { G_BAT, G_SPIDER, G_SNAKE, G_PERSON, G_BLOB, G_BAR, G_BARS, G_GEM, G_BOX, G_ROUND,
       G_WEB, G_IDOL, G_KEY, G_BONES, G_ARROW_L, G_ARROW_R, G__COUNT };
static const char *const glyphs[G__COUNT][8] = {
    [G_BAT] = {"........", "X......X", "XX.XX.XX", "XXXXXXXX", ".XXXXXX.", "..X..X..", "........", "........"},
    [G_SPIDER] = {"X.X..X.X", ".X.XX.X.", "..XXXX..", "XXXXXXXX", "..XXXX..", ".X.XX.X.", "X.X..X.X", "........"},
    [G_SNAKE] = {"....XX..", "...X.XX.", "...X....", "....XX..", "......X.", ".X....X.", "..XXXX..", "........"},
    [G_PERSON] = {"...XX...", "...XX...", "..XXXX..", ".X.XX.X.", "...XX...", "..X..X..", "..X..X..", "........"},
    [G_BLOB] = {"..XXXX..", ".XXXXXX.", "XX.XX.XX", "XXXXXXXX", "XXXXXXXX", "X.X..X.X", "........", "........"},
    [G_BAR] = {"........", "........", "........", "..XXXX..", ".XXXXXX.", "XXXXXXXX", "XXXXXXXX", "........"},
    [G_BARS] = {"........", "..XXXX..", ".XXXXXX.", "XXXXXXXX", "..XXXX..", ".XXXXXX.", "XXXXXXXX", "........"},
    [G_GEM] = {"........", "..XXXX..", ".XXXXXX.", "XXXXXXXX", ".XXXXXX.", "..XXXX..", "...XX...", "........"},
    [G_BOX] = {"........", "XXXXXXXX", "X......X", "XXXXXXXX", "X..XX..X", "X......X", "XXXXXXXX", "........"},
    [G_ROUND] = {"........", "..XXXX..", ".XXXXXX.", ".XXXXXX.", ".XXXXXX.", "..XXXX..", "........", "........"},
    [G_WEB] = {"X..X..X.", ".X.X.X..", "..XXX...", "XXXXXXX.", "..XXX...", ".X.X.X..", "X..X..X.", "........"},
    [G_IDOL] = {"..XXXX..", ".X.XX.X.", ".XXXXXX.", "..XXXX..", "..XXXX..", ".XXXXXX.", ".XXXXXX.", "........"},
    [G_KEY] = {"........", ".XX.....", "X..XXXXX", ".XX..X.X", "........", "........", "........", "........"},
    [G_BONES] = {"........", "........", "........", "........", "X......X", "XXXXXXXX", "X......X", "........"},
    [G_ARROW_L] = {"........", "..X.....", ".XX.....", "XXXXXXX.", ".XX.....", "..X.....", "........", "........"},
    [G_ARROW_R] = {"........", ".....X..", ".....XX.", ".XXXXXXX", ".....XX.", ".....X..", "........", "........"},
};

/* An entity's glyph and colour; false for what is not drawn. */
static bool entity_look(const spg_entity *e, int *glyph, uint32_t *rgb)
{
    static const struct {
        int kind, glyph;
        uint32_t rgb;
    } looks[] = {
        {SPG_E_BAT, G_BAT, 0xb070f0},          {SPG_E_SPIDER, G_SPIDER, 0xe8e8f8},
        {SPG_E_GIANT_SPIDER, G_SPIDER, 0xff3030}, {SPG_E_SNAKE, G_SNAKE, 0x40f040},
        {SPG_E_CAVEMAN, G_PERSON, 0xc07030},   {SPG_E_SCARAB, G_BLOB, 0x40c8ff},
        {SPG_E_SKELETON, G_PERSON, 0xf0f0e0},  {SPG_E_DAMSEL, G_PERSON, 0xff80c8},
        {SPG_E_SHOPKEEPER, G_PERSON, 0x4080ff}, {SPG_E_ANGRY_SHOPKEEPER, G_PERSON, 0xff2020},
        {SPG_E_PLAYER, G_PERSON, 0xffff60},    {SPG_E_GOLD_BAR, G_BAR, 0xffd700},
        {SPG_E_GOLD_BARS, G_BARS, 0xffd700},   {SPG_E_EMERALD_BIG, G_GEM, 0x20e870},
        {SPG_E_SAPPHIRE_BIG, G_GEM, 0x3870ff}, {SPG_E_RUBY_BIG, G_GEM, 0xff2848},
        {SPG_E_CHEST, G_BOX, 0xd09028},        {SPG_E_LOCKED_CHEST, G_BOX, 0xffe040},
        {SPG_E_CRATE, G_BOX, 0xb88850},        {SPG_E_FLARE_CRATE, G_BOX, 0xff8800},
        {SPG_E_DICE, G_BOX, 0xffffff},         {SPG_E_JAR, G_ROUND, 0xc87040},
        {SPG_E_ROCK, G_ROUND, 0x909090},       {SPG_E_BOULDER, G_ROUND, 0x707068},
        {SPG_E_LAMP, G_ROUND, 0xffe890},       {SPG_E_WEB, G_WEB, 0xf8f8f8},
        {SPG_E_BONES, G_BONES, 0xe0e0d0},      {SPG_E_GOLDEN_IDOL, G_IDOL, 0xffd700},
        {SPG_E_KALI_HEAD, G_BLOB, 0xc040ff},   {SPG_E_KEY, G_KEY, 0xffd700},
        {SPG_E_MATTOCK, G_KEY, 0xd0d0d0},      {SPG_E_SHOP_ITEM, G_GEM, 0x40ffff},
    };
    /* a kind not in the table is not drawn: the skull lies in its bones' tile, whose
     * glyph shows the pile */
    /* a gem made inside a brick stays hidden in it: the brick shows it instead */
    if (e->gone || (e->info == SPG_INFO_INSIDE && (e->kind == SPG_E_EMERALD_BIG ||
                                     e->kind == SPG_E_SAPPHIRE_BIG || e->kind == SPG_E_RUBY_BIG)))
        return false;
    for (size_t i = 0; i < sizeof looks / sizeof *looks; i++)
        if (looks[i].kind == e->kind) {
            *glyph = looks[i].glyph;
            *rgb = looks[i].rgb;
            return true;
        }
    return false;
}

/* Draws glyph g over a tile at (px,py) of size `tile`: 1 px a bit, centred. */
static void draw_glyph(spg_image *im, int px, int py, int tile, int g, uint32_t rgb)
{
    int s = tile >= 16 ? tile / 16 : 1, size = 8 * s, ox = px + (tile - size) / 2, oy = py + (tile - size) / 2;
    if (tile < 8) {
        image_fill(im, px, py, tile, tile, rgb, 255);
        return;
    }
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++)
            if (glyphs[g][r][c] == 'X')
                image_fill(im, ox + c * s, oy + r * s, s, s, rgb, 255);
}

static void outline(spg_image *im, int x, int y, int w, int h, int t, uint32_t rgb)
{
    image_fill(im, x, y, w, t, rgb, 255);
    image_fill(im, x, y + h - t, w, t, rgb, 255);
    image_fill(im, x, y, t, h, rgb, 255);
    image_fill(im, x + w - t, y, t, h, rgb, 255);
}

static uint32_t darker(uint32_t rgb, int pct)
{
    uint32_t r = (rgb >> 16 & 255) * (uint32_t)pct / 100, g = (rgb >> 8 & 255) * (uint32_t)pct / 100,
             b = (rgb & 255) * (uint32_t)pct / 100;
    return r << 16 | g << 8 | b;
}

static void draw_tile(spg_image *im, const spg_level *l, int x, int y, int tile)
{
    const spg_cell *c = &l->cell[y][x];
    int px = x * tile, py = y * tile;
    uint32_t base = png_tile_colour(c->kind);
    uint32_t bg = png_tile_colour(SPG_T_EMPTY);
    int k = c->kind;
    if (block_like(k)) {
        image_fill(im, px, py, tile, tile, base, 255);
        /* a bevel: blocks read as blocks, not as one wall of colour */
        int b = tile >= 16 ? 2 : 1;
        image_fill(im, px, py + tile - b, tile, b, darker(base, 65), 255);
        image_fill(im, px + tile - b, py, b, tile, darker(base, 65), 255);
        image_fill(im, px, py, tile, 1, base | 0x101010, 255);
    } else {
        image_fill(im, px, py, tile, tile, bg, 255);
    }
    int q = tile / 8 > 0 ? tile / 8 : 1; /* one eighth of a tile */
    switch (k) {
    case SPG_T_LADDER:
    case SPG_T_LADDER_TOP:
        image_fill(im, px + 2 * q, py, q, tile, base, 255);
        image_fill(im, px + 5 * q, py, q, tile, base, 255);
        for (int r = 1; r < 8; r += 3)
            image_fill(im, px + 2 * q, py + r * q, 4 * q, q, base, 255);
        if (k == SPG_T_LADDER_TOP)
            image_fill(im, px + q, py, 6 * q, q, base | 0x202000, 255);
        break;
    case SPG_T_SPIKES:
        for (int s = 0; s < 3; s++) {
            int cx = px + q + s * (tile - 2 * q) / 3 + (tile - 2 * q) / 6;
            for (int r = 0; r < 4 * q; r++)
                image_fill(im, cx - r / 3, py + tile - 4 * q + r, 2 * (r / 3) + 1, 1, base, 255);
        }
        break;
    case SPG_T_ARROW_TRAP_LEFT:
    case SPG_T_ARROW_TRAP_RIGHT:
        draw_glyph(im, px, py, tile, k == SPG_T_ARROW_TRAP_LEFT ? G_ARROW_L : G_ARROW_R, 0xe02020);
        break;
    case SPG_T_ENTRANCE:
    case SPG_T_EXIT:
        image_fill(im, px + 2 * q, py + q, 4 * q, 7 * q, base, 255);
        image_fill(im, px + 3 * q, py + 2 * q, 2 * q, 6 * q, darker(base, 40), 255);
        break;
    default:
        break;
    }
    /* what a block holds shows as specks, where breaking the block would free it */
    if (k == SPG_T_BRICK && !(c->flags & SPG_TF_INVINCIBLE) && c->content != SPG_C_NONE) {
        uint32_t speck = c->content == SPG_C_GOLD || c->content == SPG_C_RICH_GOLD ? 0xffd700
                         : c->content == SPG_C_SAPPHIRE                            ? 0x3870ff
                         : c->content == SPG_C_EMERALD                             ? 0x20e870
                         : c->content == SPG_C_RUBY                                ? 0xff2848
                                                                                   : 0xffffff;
        static const int at[][2] = {{2, 2}, {5, 3}, {3, 5}, {6, 6}, {1, 6}, {6, 1}};
        int n = c->content == SPG_C_GOLD ? 3 : c->content == SPG_C_RICH_GOLD ? 6 : 2;
        for (int i = 0; i < n; i++)
            image_fill(im, px + at[i][0] * q, py + at[i][1] * q, q, q, speck, 255);
    }
}

void png_level_size(const spg_level *l, int tile, bool caption, int *w, int *h)
{
    *w = l->w * tile;
    *h = l->h * tile + (caption ? 16 : 0);
}

void png_draw_level(spg_image *im, const spg_level *l, int tile, const char *caption)
{
    for (int y = 0; y < l->h && y < level_rows(l); y++)
        for (int x = 0; x < l->w && x < SPG_MAX_W; x++)
            draw_tile(im, l, x, y, tile);
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i];
        int g;
        uint32_t rgb;
        if (e->x < 0 || e->y < 0 || e->x >= l->w || e->y >= l->h || !entity_look(e, &g, &rgb))
            continue;
        if (e->kind == SPG_E_PLAYER)
            continue; /* the entrance shows where he stands */
        draw_glyph(im, e->x * tile, e->y * tile, tile, g, rgb);
    }
    /* the room grid, faintly */
    int rw = l->room_w * tile, rh = l->room_h * tile, x0 = l->room_x0 * tile, y0 = l->room_y0 * tile;
    if (l->room_w > 0 && l->room_h > 0) {
        for (int i = 0; i <= SPG_ROOMS_X; i++)
            for (int y = y0; y < y0 + 4 * rh; y += 4)
                image_fill(im, x0 + i * rw, y, 1, 2, 0xffffff, 60);
        for (int j = 0; j <= 4; j++)
            for (int x = x0; x < x0 + SPG_ROOMS_X * rw; x += 4)
                image_fill(im, x, y0 + j * rh, 2, 1, 0xffffff, 60);
        /* the path: lines between its rooms' centres, in walking order */
        int xs[16], ys[16], n = level_path_order(l, xs, ys);
        int th = tile >= 16 ? 3 : 2;
        for (int i = 1; i < n; i++)
            image_line(im, x0 + xs[i - 1] * rw + rw / 2, y0 + ys[i - 1] * rh + rh / 2,
                       x0 + xs[i] * rw + rw / 2, y0 + ys[i] * rh + rh / 2, th, 0xff40ff, 170);
        if (n > 0) {
            int sx = x0 + xs[0] * rw + rw / 2, sy = y0 + ys[0] * rh + rh / 2;
            int ex = x0 + xs[n - 1] * rw + rw / 2, ey = y0 + ys[n - 1] * rh + rh / 2;
            image_fill(im, sx - 2 * th, sy - 2 * th, 4 * th, 4 * th, 0x30ff40, 230);
            image_fill(im, ex - 2 * th, ey - 2 * th, 4 * th, 4 * th, 0xff3030, 230);
        }
        if (l->start_x >= 0)
            outline(im, x0 + l->start_x * rw, y0 + l->start_y * rh, rw, rh, 2, 0x30ff40);
        if (l->exit_x >= 0)
            outline(im, x0 + l->exit_x * rw, y0 + l->exit_y * rh, rw, rh, 2, 0xff3030);
    }
    if (caption) {
        int cy = l->h * tile;
        image_fill(im, 0, cy, im->w, 16, 0x000000, 255);
        image_text(im, 4, cy + 3, caption, 2, 0xe0e0e0);
    }
}

int png_write_level(const char *path, const spg_level *l, int tile, const char *caption,
                    char *err, size_t errlen)
{
    spg_image im;
    int w, h;
    if (tile < 2 || tile > 64) {
        snprintf(err, errlen, "%d px a tile: give 2-64", tile);
        return -1;
    }
    png_level_size(l, tile, caption != NULL, &w, &h);
    if (image_init(&im, w, h) != 0) {
        snprintf(err, errlen, "%s: cannot make a %dx%d image", path, w, h);
        return -1;
    }
    png_draw_level(&im, l, tile, caption);
    int rc = png_write(path, &im, err, errlen);
    image_free(&im);
    return rc;
}

/* ---- heat maps and histograms -------------------------------------------------------- */

/* Black, purple, red, orange, yellow, white as t goes 0..1. */
static uint32_t ramp(double t)
{
    static const uint32_t stops[] = {0x000000, 0x3b0f70, 0x8c2981, 0xde4968, 0xfe9f6d, 0xfcfdbf};
    const int n = (int)(sizeof stops / sizeof *stops) - 1;
    if (!(t > 0))
        return stops[0];
    if (t >= 1)
        return stops[n];
    double f = t * n;
    int i = (int)f;
    double u = f - i;
    uint32_t a = stops[i], b = stops[i + 1], out = 0;
    for (int sh = 16; sh >= 0; sh -= 8) {
        double ca = (a >> sh) & 255, cb = (b >> sh) & 255;
        out |= (uint32_t)lround(ca + (cb - ca) * u) << sh;
    }
    return out;
}

int png_write_heatmap(const char *path, const uint32_t *counts, int w, int h, int tile,
                      const char *title, char *err, size_t errlen)
{
    if (w <= 0 || h <= 0 || tile < 1) {
        snprintf(err, errlen, "%s: an empty heat map", path);
        return -1;
    }
    uint32_t max = 0;
    for (int i = 0; i < w * h; i++)
        if (counts[i] > max)
            max = counts[i];
    int top = 16, bar = 12;
    spg_image im;
    if (image_init(&im, w * tile, h * tile + top + bar + 4) != 0) {
        snprintf(err, errlen, "%s: cannot make the image", path);
        return -1;
    }
    char head[160];
    snprintf(head, sizeof head, "%s  MAX %u", title ? title : "", (unsigned)max);
    image_text(&im, 3, 3, head, 2, 0xe0e0e0);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            double t = max ? sqrt((double)counts[y * w + x] / max) : 0;
            image_fill(&im, x * tile, top + y * tile, tile, tile, ramp(t), 255);
        }
    /* the room grid of a classic level (4×4 rooms of 10×8 inside a one-tile border) */
    if (w == 42 && h >= 34)
        for (int i = 0; i <= 4; i++) {
            image_fill(&im, (1 + 10 * i) * tile, top + tile, 1, 32 * tile, 0x606060, 120);
            image_fill(&im, tile, top + (1 + 8 * i) * tile, 40 * tile, 1, 0x606060, 120);
        }
    /* the scale, 0 .. max */
    int sy = top + h * tile + 2;
    for (int x = 0; x < im.w; x++)
        image_fill(&im, x, sy, 1, bar, ramp((double)x / (im.w - 1)), 255);
    int rc = png_write(path, &im, err, errlen);
    image_free(&im);
    return rc;
}

int png_write_histogram(const char *path, const long *counts, int lo, int n, const char *title,
                        char *err, size_t errlen)
{
    const int W = 640, H = 320, left = 44, right = 12, top = 22, bottom = 26;
    spg_image im;
    if (n <= 0 || image_init(&im, W, H) != 0) {
        snprintf(err, errlen, "%s: an empty histogram", path);
        return -1;
    }
    image_fill(&im, 0, 0, W, H, 0x101418, 255);
    int bars = n < 60 ? n : 60, per = (n + bars - 1) / bars;
    bars = (n + per - 1) / per;
    long max = 0, *sum = calloc((size_t)bars, sizeof *sum);
    if (!sum) {
        image_free(&im);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < n; i++)
        sum[i / per] += counts[i];
    for (int b = 0; b < bars; b++)
        if (sum[b] > max)
            max = sum[b];
    int pw = W - left - right, ph = H - top - bottom;
    for (int b = 0; b < bars; b++) {
        int x0 = left + b * pw / bars, x1 = left + (b + 1) * pw / bars - 1;
        int bh = max ? (int)((double)sum[b] / max * ph + 0.5) : 0;
        image_fill(&im, x0, top + ph - bh, x1 - x0 > 1 ? x1 - x0 : 1, bh, 0x4aa8ff, 255);
    }
    image_fill(&im, left - 1, top, 1, ph + 1, 0xc0c0c0, 255);
    image_fill(&im, left - 1, top + ph, pw + 1, 1, 0xc0c0c0, 255);
    char s[96];
    image_text(&im, 4, 4, title ? title : "", 2, 0xffffff);
    snprintf(s, sizeof s, "%ld", max);
    image_text(&im, 2, top, s, 1, 0xc0c0c0);
    image_text(&im, 2, top + ph - 5, "0", 1, 0xc0c0c0);
    snprintf(s, sizeof s, "%d", lo);
    image_text(&im, left, top + ph + 6, s, 2, 0xc0c0c0);
    snprintf(s, sizeof s, "%d", lo + n - 1);
    image_text(&im, W - right - image_text_width(s, 2), top + ph + 6, s, 2, 0xc0c0c0);
    free(sum);
    int rc = png_write(path, &im, err, errlen);
    image_free(&im);
    return rc;
}
