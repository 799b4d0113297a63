/* render.c — text maps, JSON and trace listings. */
#include "render.h"

#include <string.h>

#include "../level_flags.h"
#include "../quirks.h"
#include "describe.h"

/* The entity drawn on tile (x,y) (the newest there; a gem inside a block stays hidden in
 * the block, the player is no glyph), or -1 when none: the tile shows. */
static int shown_entity(const spg_level *l, int x, int y)
{
    int k = -1;
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i];
        if (!e->gone && e->x == x && e->y == y && e->info != SPG_INFO_INSIDE && e->kind != SPG_E_PLAYER)
            k = e->kind;
    }
    return k;
}

char render_glyph(const spg_level *l, int x, int y)
{
    int k = shown_entity(l, x, y);
    return k >= 0 ? entity_glyph(k) : tile_glyph(l->cell[y][x].kind);
}

/* The glyph of tile (x,y) of a row above the map, 0 when nothing stands there: what the
 * original makes on top of the top border (scrTreasureGen's treasure, a grave). */
static char above_glyph(const spg_level *l, int x, int y)
{
    int k = shown_entity(l, x, y), kind = level_tile(l, x, y);
    return k >= 0 ? entity_glyph(k) : kind != SPG_T_EMPTY ? tile_glyph(kind) : 0;
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

/* Whether bones lie on tile (x,y), under what is drawn there. */
static bool shown_entity_under_bones(const spg_level *l, int x, int y)
{
    for (int i = 0; i < l->nent; i++)
        if (!l->ent[i].gone && l->ent[i].kind == SPG_E_BONES && l->ent[i].x == x && l->ent[i].y == y)
            return true;
    return false;
}

/* One entry of the text's legend: a glyph and what it stands for on the level. */
typedef struct legend_entry {
    char glyph;
    char names[48]; /* "water/web" when a glyph stands for two things */
} legend_entry;

/* Adds name under glyph: to the glyph's entry when it has one (unless the entry names it
 * already), else as a new entry. */
static void legend_add(legend_entry *e, int *n, char glyph, const char *name)
{
    for (int i = 0; i < *n; i++) {
        if (e[i].glyph != glyph)
            continue;
        char with[52], look[52];
        snprintf(with, sizeof with, "/%s/", e[i].names);
        snprintf(look, sizeof look, "/%s/", name);
        if (strstr(with, look))
            return;
        size_t len = strlen(e[i].names);
        snprintf(e[i].names + len, sizeof e[i].names - len, "/%s", name);
        return;
    }
    e[*n].glyph = glyph;
    snprintf(e[*n].names, sizeof e[*n].names, "%s", name);
    (*n)++;
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
        if (spg_style_of(r)->reads_quirks && quirks_off_text(rq->opt.quirks, off, sizeof off))
            fprintf(f, "; quirks: %s", off);
        /* nor is a level with a draw forced: the header names the forces, as the quirks */
        for (int i = 0; i < rq->nforce; i++)
            fprintf(f, "%s#%u=%d", i ? ", " : "; forced: ", rq->force[i].draw,
                    (int)rq->force[i].value);
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
    /* the legend names what the map shows: on each tile its entity or else its tile (a
     * grave's tile under its headstone is not shown); the rows above the map too (a
     * grave's spear trap) */
    bool seen_t[SPG_T__COUNT] = {0}, seen_e[SPG_E__COUNT] = {0};
    for (int y = -SPG_ABOVE_ROWS; y < l->h; y++)
        for (int x = 0; x < l->w && x < SPG_MAX_W; x++) {
            int k = shown_entity(l, x, y), kind = y < 0 ? level_tile(l, x, y) : l->cell[y][x].kind;
            /* the skull lies in its bones' tile (scrTreasureGen makes them together): the
             * map's 'z' is the pile, named as bones */
            if (k == SPG_E_SKULL && shown_entity_under_bones(l, x, y))
                k = SPG_E_BONES;
            if (k >= 0)
                seen_e[k] = true;
            else if (y >= 0 || kind != SPG_T_EMPTY)
                seen_t[kind] = true;
        }
    /* one entry a glyph: the things it stands for on this level, each named once (the
     * shop's sign is a tile and an entity of one name) */
    legend_entry entry[SPG_T__COUNT + SPG_E__COUNT];
    int nentry = 0;
    for (int k = 0; k < SPG_T__COUNT; k++)
        if (seen_t[k])
            legend_add(entry, &nentry, tile_glyph(k), tile_name(k));
    for (int k = 0; k < SPG_E__COUNT; k++)
        if (seen_e[k])
            legend_add(entry, &nentry, entity_glyph(k), entity_name(k));
    int col = 0;
    for (int i = 0; i < nentry; i++)
        fprintf(f, "  %c %-18s%s", entry[i].glyph, entry[i].names, ++col % 4 ? "" : "\n");
    if (col % 4)
        fputc('\n', f);
    /* the objects under another tile's (the JSON's "beneath"): the map shows the one over */
    int under_n[SPG_T__COUNT] = {0}, any = 0;
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++) {
            int under[8];
            int n = level_beneath_at(l, x, y, under, 8);
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
    const spg_style_impl *impl = spg_style_of(r);
    fputs("{\"style\":", f);
    json_string(f, impl->name);
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
    fputc(']', f);
    if (rq->nforce) { /* only when forced: a level as drawn has the key it always had */
        fputs(",\"forces\":[", f);
        for (int i = 0; i < rq->nforce; i++)
            fprintf(f, "%s{\"draw\":%u,\"value\":%d}", i ? "," : "", rq->force[i].draw,
                    (int)rq->force[i].value);
        fputc(']', f);
    }
    fputs(",\"rooms\":[", f);
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
    for (int i = 0; i < nlevel_flags; i++) { /* level_flags.c: the one vocabulary */
        const level_flag *lf = &level_flags[i];
        int v = level_flag_value(lf, &l->flags);
        fprintf(f, "%s\"%s\":", i ? "," : "", lf->name);
        if (lf->shop && v >= 0)
            json_string(f, level_flag_words(lf, v));
        else
            fputs(level_flag_words(lf, v), f);
    }
    fputc('}', f);
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
        {
            if (l->cell[y][x].content) {
                fprintf(f, "%s{\"x\":%d,\"y\":%d,\"content\":", nc++ ? "," : "", x, y);
                json_string(f, content_name(l->cell[y][x].content));
                fputc('}', f);
            }
            /* the ruby block's ruby besides the vein or gem its Create rolled */
            if (l->cell[y][x].flags & SPG_TF_RUBY) {
                fprintf(f, "%s{\"x\":%d,\"y\":%d,\"content\":", nc++ ? "," : "", x, y);
                json_string(f, content_name(SPG_C_RUBY));
                fputc('}', f);
            }
        }
    /* then what else lies inside a block, in the order it was made: the treasure buried
     * under a grave, the Mattock, the Jetpack, an Ash grave's Shotgun, a frozen Caveman, a
     * second gem (one inside entity per cell is the cell's content, listed above) */
    static uint8_t said[SPG_GRID_ROWS][SPG_MAX_W];
    memset(said, 0, sizeof said[0] * (size_t)level_rows(l));
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i];
        if (!level_entity_in_block(l, e) || e->x < 0 || e->y < 0 || e->x >= SPG_MAX_W ||
            e->y >= level_rows(l))
            continue;
        if (!said[e->y][e->x] && level_entity_is_content(&l->cell[e->y][e->x], e)) {
            said[e->y][e->x] = 1;
            continue;
        }
        fprintf(f, "%s{\"x\":%d,\"y\":%d,\"content\":", nc++ ? "," : "", e->x, e->y);
        json_string(f, e->kind == SPG_E_ITEM && e->item ? item_name(e->item) : entity_name(e->kind));
        fputc('}', f);
    }
    /* the objects that lie under another tile's (water, lava, a vine, a ladder, its top,
     * spikes under a block, trap, grave or door; an exit, entrance or trap under a trap or
     * the gold door; the block a market door stands in): one entry each, kind as "tiles"
     * name it */
    fputs("],\"beneath\":[", f);
    int nb = 0;
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++) {
            int under[8];
            int n = level_beneath_at(l, x, y, under, 8);
            for (int i = 0; i < n && i < 8; i++) {
                fprintf(f, "%s{\"x\":%d,\"y\":%d,\"tile\":", nb++ ? "," : "", x, y);
                json_string(f, tile_name(under[i]));
                fputc('}', f);
            }
        }
    /* the tiles that cannot be destroyed, the border's aside (its kind says so): the
     * block under an exit, a market door or the gold door, the Moai, oLavaSolid ..., also
     * when it lies beneath another block (clear ice made over the Ice Caves' exit block) */
    fputs("],\"indestructible\":[", f);
    int ni = 0;
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w; x++)
            if (level_indestructible_at(l, x, y) && l->cell[y][x].kind != SPG_T_BORDER)
                fprintf(f, "%s{\"x\":%d,\"y\":%d}", ni++ ? "," : "", x, y);
    /* what the original makes outside the map's tiles, which "tiles" cannot show: on the
     * rows above the top border (a grave there, a spear trap made of one: y -1 and -2)
     * and in column 42, where scrInitLevel's border loop also makes blocks (the
     * border-column-42 quirk) and the block pass a trap, a grave or the gold door on them */
    fputs("],\"outside\":[", f);
    int no = 0;
    for (int y = -SPG_ABOVE_ROWS; y < 0; y++)
        for (int x = 0; x <= l->w && x < SPG_MAX_W; x++)
            if (level_tile(l, x, y) != SPG_T_EMPTY) {
                fprintf(f, "%s{\"x\":%d,\"y\":%d,\"tile\":", no++ ? "," : "", x, y);
                json_string(f, tile_name(level_tile(l, x, y)));
                fputc('}', f);
            }
    for (int y = 0; l->w < SPG_MAX_W && y < l->h; y++)
        if (l->cell[y][l->w].kind != SPG_T_EMPTY) {
            fprintf(f, "%s{\"x\":%d,\"y\":%d,\"tile\":", no++ ? "," : "", l->w, y);
            json_string(f, tile_name(l->cell[y][l->w].kind));
            fputc('}', f);
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
        if (level_entity_in_block(l, e))
            fputs(",\"inside_block\":true", f);
        if (e->item) {
            fputs(",\"item\":", f);
            json_string(f, item_name(e->item));
        }
        if (impl->json_entity)
            impl->json_entity(f, r, i);
        fputc('}', f);
    }
    fprintf(f, "],\"rng\":{\"start_state\":%u,\"end_state\":%u,\"draws\":%u", r->start_state,
            r->end_state, r->draws);
    /* a style with a choice of engine says which it drew from */
    if (impl->chooses_engine) {
        fputs(",\"engine\":", f);
        json_string(f, rng_engine_name(r->engine));
    }
    fputc('}', f);
    if (impl->json_level)
        impl->json_level(f, r);
    fputs("}\n", f);
}

static const char *phase_of(const spg_result *r, const spg_event *e)
{
    return e->phase < r->nphases ? r->phases[e->phase].name : "?";
}

/* The force of rq that draw d took (the last naming it: rng.c's), or NULL. */
static const spg_force *force_of(const spg_request *rq, uint32_t d)
{
    const spg_force *hit = NULL;
    for (int i = 0; rq && i < rq->nforce; i++)
        if (rq->force[i].draw == d)
            hit = &rq->force[i];
    return hit;
}

void render_trace_tsv(FILE *f, const spg_result *r, const spg_request *rq, const uint8_t *only)
{
    const spg_trace *t = &r->trace;
    /* forced, a tenth column says which draws the forces took; the nine stay as they are */
    bool forced = rq && rq->nforce > 0;
    fputs("draw\tphase\tsite\tcall\tvalue\tstate\ttile\tmeaning\tdecided", f);
    fputs(forced ? "\tforced\n" : "\n", f);
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
        fprintf(f, "\t%s\t%s", e->site ? e->site->meaning : "", e->text ? e->text : "");
        if (forced)
            fputs(force_of(rq, e->draw) ? "\tforced" : "\t", f);
        fputc('\n', f);
    }
}

void render_trace_json(FILE *f, const spg_result *r, const spg_request *rq, const uint8_t *only)
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
        if (force_of(rq, e->draw)) /* only on a forced draw: the others read as they did */
            fputs(",\"forced\":true", f);
        fputc('}', f);
    }
    fputs("\n]\n", f);
}
