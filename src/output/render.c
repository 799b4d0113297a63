/* render.c — text maps, JSON and trace listings. */
#include "render.h"

#include <string.h>

#include "../quirks.h"
#include "describe.h"

char render_glyph(const spg_level *l, int x, int y)
{
    char g = 0;
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i];
        /* a gem inside a block stays hidden in the block */
        if (!e->gone && e->x == x && e->y == y && e->info != SPG_INFO_INSIDE && e->kind != SPG_E_PLAYER)
            g = entity_glyph(e->kind);
    }
    return g ? g : tile_glyph(l->cell[y][x].kind);
}

/* The glyph of tile (x,y) of a row above the map, 0 when nothing stands there: what the
 * original makes on top of the top border (scrTreasureGen's treasure, a grave). */
static char above_glyph(const spg_level *l, int x, int y)
{
    char g = 0;
    for (int i = 0; i < l->nent; i++) /* as render_glyph: the newest one shows */
        if (!l->ent[i].gone && l->ent[i].x == x && l->ent[i].y == y &&
            l->ent[i].info != SPG_INFO_INSIDE && l->ent[i].kind != SPG_E_PLAYER)
            g = entity_glyph(l->ent[i].kind);
    int kind = level_tile(l, x, y);
    return g ? g : kind != SPG_T_EMPTY ? tile_glyph(kind) : 0;
}

/* The rows above the map that hold something, printed over the map with a blank for an
 * empty tile, so a gold bar on the top border stands over its block. */
static void render_above(FILE *f, const spg_level *l, bool colour)
{
    for (int y = -SPG_ABOVE_ROWS; y < 0; y++) {
        bool any = false;
        for (int x = 0; x < l->w && x < SPG_MAX_W && !any; x++)
            any = above_glyph(l, x, y) != 0;
        if (!any)
            continue;
        for (int x = 0; x < l->w && x < SPG_MAX_W; x++) {
            char g = above_glyph(l, x, y);
            if (colour && g)
                fprintf(f, "\033[1;36m%c\033[0m", g);
            else
                fputc(g ? g : ' ', f);
        }
        fputc('\n', f);
    }
}

static const char *tile_colour(int kind, int content)
{
    if (content == SPG_C_GOLD || content == SPG_C_RICH_GOLD)
        return "\033[33m";
    switch (kind) {
    case SPG_T_BORDER: return "\033[90m";
    case SPG_T_BRICK: return "\033[38;5;130m";
    case SPG_T_STONE: return "\033[37m";
    case SPG_T_LADDER:
    case SPG_T_LADDER_TOP: return "\033[38;5;172m";
    case SPG_T_SPIKES: return "\033[31m";
    case SPG_T_ARROW_TRAP_LEFT:
    case SPG_T_ARROW_TRAP_RIGHT: return "\033[1;31m";
    case SPG_T_ENTRANCE:
    case SPG_T_EXIT: return "\033[1;32m";
    case SPG_T_ALTAR:
    case SPG_T_IDOL_ALTAR: return "\033[35m";
    default: return "\033[2m";
    }
}

void render_text(FILE *f, const spg_result *r, const spg_request *rq, bool colour, bool legend)
{
    const spg_level *l = &r->level;
    if (legend) {
        fprintf(f, "%s %u (0x%08X), level %d (%s): %u draws",
                rq->from_state ? "state" : "seed", rq->seed, rq->seed, l->number,
                r->place[0] ? r->place : "?", r->draws);
        /* a level built with a quirk off is not the original's: the header says so (the
         * quirks are the classic style's; no other style reads them) */
        char off[200];
        if ((!r->style || strcmp(r->style, "classic") == 0) &&
            quirks_off_text(rq->opt.quirks, off, sizeof off))
            fprintf(f, "; quirks: %s", off);
        fputc('\n', f);
    }
    render_above(f, l, colour);
    for (int y = 0; y < l->h; y++) {
        for (int x = 0; x < l->w; x++) {
            char g = render_glyph(l, x, y);
            if (colour) {
                const char *col = g == tile_glyph(l->cell[y][x].kind)
                                      ? tile_colour(l->cell[y][x].kind, l->cell[y][x].content)
                                      : "\033[1;36m";
                fprintf(f, "%s%c\033[0m", col, g);
            } else {
                fputc(g, f);
            }
        }
        fputc('\n', f);
    }
    if (!legend)
        return;
    fputs("\nrooms (start S, exit E):\n", f);
    for (int y = 0; y < (l->flags.lake ? 5 : 4); y++) {
        fputs("  ", f);
        for (int x = 0; x < 4; x++) {
            char mark = (x == l->start_x && y == l->start_y) ? 'S'
                        : (x == l->exit_x && y == l->exit_y) ? 'E'
                                                              : ' ';
            fprintf(f, "%d%c ", l->rooms[y][x], mark);
        }
        fputc('\n', f);
    }
    fputs("\nflags:", f);
    if (l->flags.snake_pit) fputs(" snake-pit", f);
    if (l->flags.dark) fputs(" dark", f);
    if (l->flags.udjat) fputs(" udjat", f);
    if (l->flags.altar) fputs(" kali-altar", f);
    if (l->flags.idol) fputs(" idol", f);
    if (l->flags.moai) fputs(" moai", f);
    if (l->flags.mothership) fputs(" mothership", f);
    if (l->flags.yeti_lair) fputs(" yeti-lair", f);
    if (l->flags.shop >= 0) fprintf(f, " shop=%s", shop_id(l->flags.shop));
    if (l->flags.sacrifice_pit) fputs(" sacrifice-pit", f);
    if (l->flags.city_of_gold) fputs(" city-of-gold", f);
    if (l->flags.gold_door) fputs(" gold-door", f);
    if (l->flags.lake) fputs(" lake", f);
    if (l->flags.graveyard) fputs(" graveyard", f);
    if (l->flags.black_market) fputs(" black-market", f);
    if (l->flags.market_entrance) fputs(" market-entrance", f);
    fputs("\n\nlegend:\n", f);
    bool seen_t[SPG_T__COUNT] = {0}, seen_e[SPG_E__COUNT] = {0};
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++)
            seen_t[l->cell[y][x].kind] = true;
    for (int y = -SPG_ABOVE_ROWS; y < 0; y++) /* a grave's spear trap above the map */
        for (int x = 0; x < l->w && x < SPG_MAX_W; x++)
            if (level_tile(l, x, y) != SPG_T_EMPTY)
                seen_t[level_tile(l, x, y)] = true;
    for (int i = 0; i < l->nent; i++)
        if (!l->ent[i].gone && l->ent[i].info != SPG_INFO_INSIDE && l->ent[i].kind != SPG_E_PLAYER)
            seen_e[l->ent[i].kind] = true;
    int col = 0;
    for (int k = 0; k < SPG_T__COUNT; k++)
        if (seen_t[k])
            fprintf(f, "  %c %-18s%s", tile_glyph(k), tile_name(k), ++col % 4 ? "" : "\n");
    for (int k = 0; k < SPG_E__COUNT; k++)
        if (seen_e[k])
            fprintf(f, "  %c %-18s%s", entity_glyph(k), entity_name(k), ++col % 4 ? "" : "\n");
    if (col % 4)
        fputc('\n', f);
    /* the objects under another tile's (the JSON's "beneath"): the map shows the one over */
    int under_n[SPG_T__COUNT] = {0}, any = 0;
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++) {
            int under[8];
            int n = level_beneath(&l->cell[y][x], under, 8);
            for (int i = 0; i < n && i < 8; i++, any++)
                under_n[under[i]]++;
        }
    if (!any)
        return;
    fputs("\nbeneath other tiles (the map shows the one over; spelgen why X Y names it):\n ", f);
    for (int k = 0; k < SPG_T__COUNT; k++)
        if (under_n[k])
            fprintf(f, " %s x%d", tile_name(k), under_n[k]);
    fputc('\n', f);
}

void render_json(FILE *f, const spg_result *r, const spg_request *rq)
{
    const spg_level *l = &r->level;
    /* a style may add keys of its own (the tunnel's contract, its chests and mobs) */
    const spg_style_impl *impl = spg_style_find(r->style ? r->style : "classic", NULL);
    fputs("{\"style\":", f);
    json_string(f, r->style ? r->style : "classic");
    fputc(',', f);
    fprintf(f, "\"%s\":%u,\"level\":%d,\"area\":", rq->from_state ? "state" : "seed", rq->seed,
            l->number);
    json_string(f, r->place[0] ? r->place : "?");
    fputs(",\"quirks_off\":[", f);
    int q = 0;
    for (int i = 0; i < SPG_Q__COUNT; i++)
        if (!quirk_on(rq->opt.quirks, (spg_quirk)i)) {
            fputs(q++ ? "," : "", f);
            json_string(f, spg_quirks[i].name);
        }
    fputs("],\"rooms\":[", f);
    int rows = l->flags.lake ? 5 : 4; /* a flooded level has a hidden fifth row */
    for (int y = 0; y < rows; y++) {
        fprintf(f, "%s[", y ? "," : "");
        for (int x = 0; x < 4; x++)
            fprintf(f, "%s%d", x ? "," : "", l->rooms[y][x]);
        fputc(']', f);
    }
    fprintf(f, "],\"start\":[%d,%d],\"exit\":[%d,%d],", l->start_x, l->start_y, l->exit_x,
            l->exit_y);
    fputs("\"phases\":[", f);
    for (int p = 0; p < r->nphases; p++) {
        fprintf(f, "%s{\"name\":", p ? "," : "");
        json_string(f, r->phases[p].name);
        fprintf(f, ",\"first_draw\":%u,\"draws\":%u}", r->phases[p].first_draw, r->phases[p].draws);
    }
    fputs("],\"flags\":{", f);
    fprintf(f, "\"snake_pit\":%s,\"shop\":", l->flags.snake_pit ? "true" : "false");
    if (l->flags.shop >= 0)
        json_string(f, shop_id(l->flags.shop));
    else
        fputs("null", f);
    fprintf(f, ",\"dark\":%s,\"lake\":%s,\"udjat\":%s,\"kali_altar\":%s,\"idol\":%s,"
               "\"damsel\":%s,\"giant_spider\":%s,\"sacrifice_pit\":%s,\"city_of_gold\":%s,"
               "\"gold_door\":%s,\"graveyard\":%s,\"black_market\":%s,"
               "\"market_entrance\":%s,\"moai\":%s,\"mothership\":%s,"
               "\"yeti_lair\":%s}",
            l->flags.dark ? "true" : "false", l->flags.lake ? "true" : "false",
            l->flags.udjat ? "true" : "false", l->flags.altar ? "true" : "false",
            l->flags.idol ? "true" : "false", l->flags.damsel ? "true" : "false",
            l->flags.giant_spider ? "true" : "false",
            l->flags.sacrifice_pit ? "true" : "false", l->flags.city_of_gold ? "true" : "false",
            l->flags.gold_door ? "true" : "false", l->flags.graveyard ? "true" : "false",
            l->flags.black_market ? "true" : "false",
            l->flags.market_entrance ? "true" : "false", l->flags.moai ? "true" : "false",
            l->flags.mothership ? "true" : "false", l->flags.yeti_lair ? "true" : "false");
    fputs(",\"tiles\":[", f);
    for (int y = 0; y < l->h; y++) {
        fprintf(f, "%s\"", y ? "," : "");
        for (int x = 0; x < l->w; x++)
            fputc(tile_glyph(l->cell[y][x].kind), f);
        fputc('"', f);
    }
    fputs("],\"legend\":{", f);
    for (int k = 0; k < SPG_T__COUNT; k++) {
        char g[2] = {tile_glyph(k), 0};
        fputs(k ? "," : "", f);
        json_string(f, g);
        fputc(':', f);
        json_string(f, tile_name(k));
    }
    fputs("},\"contents\":[", f);
    int nc = 0;
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++)
            if (l->cell[y][x].content) {
                fprintf(f, "%s{\"x\":%d,\"y\":%d,\"content\":", nc++ ? "," : "", x, y);
                json_string(f, content_name(l->cell[y][x].content));
                fputc('}', f);
            }
    /* the objects that lie under another tile's (water, lava, a vine, a ladder, its top,
     * spikes under a block, trap, grave or door): one entry each, kind as "tiles" name it */
    fputs("],\"beneath\":[", f);
    int nb = 0;
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++) {
            int under[8];
            int n = level_beneath(&l->cell[y][x], under, 8);
            for (int i = 0; i < n && i < 8; i++) {
                fprintf(f, "%s{\"x\":%d,\"y\":%d,\"tile\":", nb++ ? "," : "", x, y);
                json_string(f, tile_name(under[i]));
                fputc('}', f);
            }
        }
    fputs("],\"entities\":[", f);
    int ne = 0;
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i];
        if (e->gone)
            continue;
        fprintf(f, "%s{\"kind\":", ne++ ? "," : "");
        json_string(f, entity_name(e->kind));
        /* the tile, and the instance's own position in pixels (16 a tile): where the
         * original's instance_create puts it, off the tile's corner for many kinds */
        fprintf(f, ",\"x\":%d,\"y\":%d,\"px\":%d,\"py\":%d", e->x, e->y,
                e->x * 16 + e->dx, e->y * 16 + e->dy);
        if (e->info == SPG_INFO_INSIDE)
            fputs(",\"inside_block\":true", f);
        if (e->item) {
            fputs(",\"item\":", f);
            json_string(f, item_name(e->item));
        }
        if (impl && impl->json_entity)
            impl->json_entity(f, r, i);
        fputc('}', f);
    }
    fprintf(f, "],\"rng\":{\"start_state\":%u,\"end_state\":%u,\"draws\":%u", r->start_state,
            r->end_state, r->draws);
    /* the one style with a choice of engine says which it drew from */
    if (r->style && strcmp(r->style, "fools") == 0) {
        fputs(",\"engine\":", f);
        json_string(f, rng_engine_name(r->engine));
    }
    fputc('}', f);
    if (impl && impl->json_level)
        impl->json_level(f, r);
    fputs("}\n", f);
}

static const char *phase_of(const spg_result *r, const spg_event *e)
{
    return e->phase < r->nphases ? r->phases[e->phase].name : "?";
}

void render_trace_tsv(FILE *f, const spg_result *r, const uint8_t *only)
{
    const spg_trace *t = &r->trace;
    fputs("draw\tphase\tsite\tcall\tvalue\tstate\ttile\tmeaning\tdecided\n", f);
    char call[48];
    for (size_t i = 0; i < t->n; i++) {
        const spg_event *e = &t->ev[i];
        if (e->kind != SPG_EV_DRAW || (only && e->draw && !only[e->draw - 1]))
            continue;
        trace_format_call(e, call, sizeof call);
        fprintf(f, "%u\t%s\t%s\t%s\t%d\t0x%08X\t", e->draw, phase_of(r, e),
                e->site ? e->site->name : "?", call, (int)e->value, e->state);
        if (e->focus.x >= 0 && e->focus.w == 1)
            fprintf(f, "%d,%d", e->focus.x, e->focus.y);
        else if (e->focus.x >= 0)
            fprintf(f, "%d,%d+%dx%d", e->focus.x, e->focus.y, e->focus.w, e->focus.h);
        fprintf(f, "\t%s\t%s\n", e->site ? e->site->meaning : "", e->text ? e->text : "");
    }
}

void render_trace_json(FILE *f, const spg_result *r, const uint8_t *only)
{
    const spg_trace *t = &r->trace;
    fputc('[', f);
    char call[48];
    int n = 0;
    for (size_t i = 0; i < t->n; i++) {
        const spg_event *e = &t->ev[i];
        if (e->kind != SPG_EV_DRAW || (only && e->draw && !only[e->draw - 1]))
            continue;
        trace_format_call(e, call, sizeof call);
        fprintf(f, "%s{\"draw\":%u,\"phase\":", n++ ? ",\n" : "\n", e->draw);
        json_string(f, phase_of(r, e));
        fputs(",\"site\":", f);
        json_string(f, e->site ? e->site->name : "?");
        fputs(",\"call\":", f);
        json_string(f, call);
        fprintf(f, ",\"value\":%d,\"state\":%u,\"meaning\":", (int)e->value, e->state);
        json_string(f, e->site ? e->site->meaning : "");
        fputs(",\"decided\":", f);
        if (e->text)
            json_string(f, e->text);
        else
            fputs("null", f);
        if (e->focus.x >= 0)
            fprintf(f, ",\"focus\":[%d,%d,%d,%d]", e->focus.x, e->focus.y, e->focus.w, e->focus.h);
        fputc('}', f);
    }
    fputs("\n]\n", f);
}
