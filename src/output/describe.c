/* describe.c — turning events into sentences. */
#include "describe.h"

#include <stdio.h>
#include <string.h>

#include "../level_flags.h"

void describe_event(const spg_event *e, const spg_style_impl *style, char *buf, size_t len)
{
    char call[48];
    /* a room's code is the style's (a fools room's is its type, 0 safe .. 9 exit) */
    const char *(*code_name)(int) =
        style && style->room_code_name ? style->room_code_name : room_code_meaning;
    switch (e->kind) {
    case SPG_EV_DRAW:
        trace_format_call(e, call, sizeof call);
        snprintf(buf, len, "%s = %d  %s: %s%s%s", call, (int)e->value,
                 e->site ? e->site->name : "?", e->site ? e->site->meaning : "",
                 e->text ? " -> " : "", e->text ? e->text : "");
        break;
    case SPG_EV_PHASE:
        snprintf(buf, len, "phase %s begins", e->text ? e->text : "?");
        break;
    case SPG_EV_ROOM_CODE:
        snprintf(buf, len, e->a == 1 ? "room (%d,%d) stays %d: %s (set again)" : "room (%d,%d) marked %d: %s",
                 e->rx, e->ry, (int)e->value,
                 code_name((int)e->value));
        break;
    case SPG_EV_LAYOUT:
        snprintf(buf, len, "room (%d,%d) takes layout '%s' (item %d of its set)", e->rx, e->ry,
                 e->text ? e->text : "?", (int)e->value + 1);
        break;
    case SPG_EV_CHUNK:
        snprintf(buf, len, "chunk '%s' fills tiles (%d,%d)-(%d,%d)", e->text ? e->text : "?",
                 (int)e->a, (int)e->b, (int)e->a + 4, (int)e->b + 2);
        break;
    case SPG_EV_TILE:
        if (e->a)
            snprintf(buf, len, "tile (%d,%d) becomes %s holding %s", e->focus.x, e->focus.y,
                     tile_name((int)e->value), content_name((int)e->a));
        else
            snprintf(buf, len, "tile (%d,%d) becomes %s", e->focus.x, e->focus.y,
                     tile_name((int)e->value));
        break;
    case SPG_EV_ENTITY:
        snprintf(buf, len, "%s placed at (%d,%d)", entity_name((int)e->value), e->focus.x,
                 e->focus.y);
        break;
    case SPG_EV_ENTITY_GONE:
        snprintf(buf, len, "%s removed from (%d,%d)", entity_name((int)e->value), e->focus.x,
                 e->focus.y);
        break;
    case SPG_EV_FLAG: { /* in the JSON's words: "flag shop = general-store" */
        const level_flag *lf = level_flag_find(e->text);
        if (lf)
            snprintf(buf, len, "flag %s = %s", lf->name, level_flag_words(lf, (int)e->value));
        else /* a style's own (the fools style's biome) */
            snprintf(buf, len, "flag %s = %d", e->text ? e->text : "?", (int)e->value);
        break;
    }
    case SPG_EV_NOTE:
        snprintf(buf, len, "%s", e->text ? e->text : "");
        break;
    default:
        snprintf(buf, len, "?");
    }
}

void describe_cell(int kind, int content, int flags, char *buf, size_t len)
{
    static const struct {
        int bit;
        const char *words;
    } flag[] = {{SPG_TF_ALT_LOOK, "other look"}, {SPG_TF_SHOP, "shop"},
                {SPG_TF_INVINCIBLE, "indestructible"}, {SPG_TF_DRESSED, "dressed"},
                {SPG_TF_WATER, "water"}, {SPG_TF_VINE, "vine"}, {SPG_TF_LAVA, "lava"},
                {SPG_TF_LADDER, "ladder"}, {SPG_TF_LADDER_TOP, "ladder top"},
                {SPG_TF_SPIKES, "spikes"}};
    if (!len)
        return;
    size_t n = (size_t)snprintf(buf, len, "%s", tile_name(kind));
    if (content && n < len)
        n += (size_t)snprintf(buf + n, len - n, " holding %s", content_name(content));
    for (size_t i = 0; i < sizeof flag / sizeof flag[0] && n < len; i++)
        if (flags & flag[i].bit)
            n += (size_t)snprintf(buf + n, len - n, ", %s", flag[i].words);
}

/* An object kept beneath a tile, in words: "a ladder", "water". */
static const char *beneath_words(int kind)
{
    switch (kind) {
    case SPG_T_WATER: return "water";
    case SPG_T_VINE: return "a vine";
    case SPG_T_LAVA: return "lava";
    case SPG_T_LADDER: return "a ladder";
    case SPG_T_LADDER_TOP: return "a ladder's top";
    case SPG_T_SPIKES: return "spikes";
    case SPG_T_EXIT: return "the exit";
    case SPG_T_ENTRANCE: return "the entrance";
    case SPG_T_SMASH_TRAP: return "a smash trap";
    case SPG_T_SPEAR_TRAP: return "a spear trap";
    default: return tile_name(kind);
    }
}

static size_t beneath_words_list(const int *under, int n, char *buf, size_t len)
{
    size_t k = 0;
    if (len)
        buf[0] = 0;
    for (int i = 0; i < n && i < 8 && k < len; i++)
        k += (size_t)snprintf(buf + k, len - k, "%s%s", i == 0 ? " over " : i == n - 1 ? " and " : ", ",
                              beneath_words(under[i]));
    return (size_t)n;
}

size_t describe_beneath(const spg_cell *c, char *buf, size_t len)
{
    int under[8];
    return beneath_words_list(under, level_beneath(c, under, 8), buf, len);
}

size_t describe_beneath_at(const spg_level *l, int x, int y, char *buf, size_t len)
{
    int under[8];
    return beneath_words_list(under, level_beneath_at(l, x, y, under, 8), buf, len);
}

size_t describe_off_map(const spg_trace *t, int w, int x, int y, char *buf, size_t len)
{
    size_t n = 0;
    if (x != w)
        return 0;
    for (size_t i = 0; i < t->n; i++)
        n += t->ev[i].focus.x == x && t->ev[i].focus.y == y && t->ev[i].focus.w <= 1;
    if (n && len)
        snprintf(buf, len, "column %d is off the map (X is 0-%d), but %zu event%s about "
                 "(%d,%d): the border-column-42 quirk's border loop also places blocks in "
                 "column %d, and later passes visit them; 'spelgen trace' lists them, the "
                 "explorer's /%d,%d finds them", x, w - 1, n, n == 1 ? " is" : "s are", x, y, x,
                 x, y);
    return n;
}

/* A tile of the rows above the map: what stands on the top border's blocks there (the
 * original's instances above y = 0: a grave, its spear trap, treasure and bones). */
static void describe_above(const spg_level *l, int x, int y, char *buf, size_t len)
{
    size_t n = (size_t)snprintf(buf, len, "above the map: %s", tile_name(level_tile(l, x, y)));
    /* every entity, not the tile's chain: the explorer's stepped copy keeps no chains */
    for (int i = 0; i < l->nent && n < len; i++)
        if (!l->ent[i].gone && l->ent[i].x == x && l->ent[i].y == y)
            n += (size_t)snprintf(buf + n, len - n, ", %s", entity_name(l->ent[i].kind));
}

void describe_tile(const spg_level *l, int x, int y, char *buf, size_t len)
{
    if (y < 0 && y >= -SPG_ABOVE_ROWS && x >= 0 && x < l->w) {
        describe_above(l, x, y, buf, len);
        return;
    }
    if (x < 0 || y < 0 || x >= l->w || y >= l->h) {
        snprintf(buf, len, "outside the level");
        return;
    }
    const spg_cell *c = &l->cell[y][x];
    int inside = -1; /* the entity that is the cell's content, once placed */
    for (int i = 0; i < l->nent && inside < 0; i++)
        if (!l->ent[i].gone && l->ent[i].x == x && l->ent[i].y == y && level_entity_is_content(c, &l->ent[i]))
            inside = i;
    char under[96];
    describe_beneath_at(l, x, y, under, sizeof under);
    /* indestructible: one property of the tile whatever its kind (hard_brick, lush, ice,
     * moai ...), said for all but the border, whose name says it */
    bool hard = level_indestructible(c) && c->kind != SPG_T_BORDER;
    bool hard_under = !hard && c->kind != SPG_T_BORDER && level_indestructible_at(l, x, y);
    size_t n = (size_t)snprintf(buf, len, "%s%s%s%s", tile_name(c->kind),
                                hard ? " (indestructible)" : "", under,
                                hard_under ? " (indestructible)" : "");
    /* a hidden item says which ("holding a cape"), once its entity is placed */
    if (c->content && n < len)
        n += (size_t)snprintf(buf + n, len - n, " holding %s",
                              inside >= 0 && l->ent[inside].item
                                  ? item_words(l->ent[inside].item) : content_name(c->content));
    if ((c->flags & SPG_TF_RUBY) && n < len) /* the ruby block's ruby besides */
        n += (size_t)snprintf(buf + n, len - n, c->content ? " and %s" : " holding %s",
                              content_name(SPG_C_RUBY));
    for (int i = 0; i < l->nent && n < len; i++)
        if (i != inside && !l->ent[i].gone && l->ent[i].x == x && l->ent[i].y == y)
            n += (size_t)snprintf(buf + n, len - n, l->ent[i].item ? ", %s (%s)" : ", %s",
                                  entity_name(l->ent[i].kind), item_words(l->ent[i].item));
    /* the top row's tile also says what stands on it above the map, which no map row
     * shows (the explorer's cursor stays on the map) */
    if (y == 0) {
        const char *sep = "; on top, row -1:";
        for (int i = 0; i < l->nent && n < len; i++)
            if (!l->ent[i].gone && l->ent[i].x == x && l->ent[i].y == -1) {
                n += (size_t)snprintf(buf + n, len - n, "%s %s", sep, entity_name(l->ent[i].kind));
                sep = ",";
            }
    }
}
