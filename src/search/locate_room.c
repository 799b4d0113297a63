/* locate_room.c — locate's first stage (locate_room.h): which of the area's start layouts,
 * versions and chunks the sketch's start room allows, what each fixes of the room's first
 * draws, and the program of its tile chain's first tiles.
 *
 * The rooms are built as the room scripts build them (scrRoomGen and its areas' copies,
 * classic-draw-order §3): the layout roll rand(1,N) over the start set (start_drop when
 * the path leaves the room downward), the version's rand(1,2), then each chunk slot in
 * reading order its roll (the Jungle's ground slot a tree roll rand(1,8) first), then the
 * tiles left to right, top to bottom. */
#include "locate_room.h"

#include <stdio.h>
#include <string.h>

#include "../game.h"

#define ROOM_X0 1 /* the classic style's rooms: 10x8 tiles from (1,1) */
#define ROOM_Y0 1
#define LOCATE_MAX_FITS 12 /* chunks a slot may be left choosing among */

static bool solid_glyph(char g)
{
    if (g >= '1' && g <= '9')
        return true;
    for (int k = 0; k < SPG_T__COUNT; k++)
        if (spg_tile_solid[k] && tile_glyph(k) == g)
            return true;
    return false;
}

static bool earth_or_stone(int area, char g)
{
    bool alt;
    int content;
    return sketch_earth_glyph(area, g, &alt, &content) || g == tile_glyph(SPG_T_STONE);
}

/* Whether glyph g can be what code `code` made (`above` the code of the tile above it,
 * whose door puts a brick here).  Generous where unsure: a code it does not know
 * allows anything; only what no later pass can undo rules a layout out. */
static bool code_allows(int area, char code, char above, char g)
{
    if (g == SKETCH_UNSEEN || code == 0)
        return true;
    if (g == tile_glyph(SPG_T_ENTRANCE))
        return code == '9';
    if (code == '9')
        return false;
    if (code == '1')
        return solid_glyph(g);
    if (code == 'v' && area == SPG_AREA_JUNGLE)
        return !earth_or_stone(area, g); /* a vine, or what stands on it */
    if (code == '0' && above != '9')
        /* the Mines make no block over an open tile after its room is built; the later
         * areas' passes may (a grave, a tree's piece): there only earth and stone tell */
        return area == SPG_AREA_MINES ? !solid_glyph(g) : !earth_or_stone(area, g);
    return true;
}

/* The slot codes an area's room script fills, and how many draws each takes before its
 * chunk's pick (the Jungle's ground slot rolls for a tree first: jungle_fill_chunks). */
static const char *slot_set_name(int area, char code, int *rows, int *cols, int *pre)
{
    *rows = 3, *cols = 5, *pre = 0;
    switch (code) {
    case '8': return "door";
    case '6': return "air";
    case '5':
        if (area == SPG_AREA_JUNGLE)
            *pre = 1;
        return "ground";
    case 'V':
        if (area != SPG_AREA_JUNGLE)
            return NULL;
        *rows = 4;
        return "vines";
    case 'N':
        if (area != SPG_AREA_TEMPLE)
            return NULL;
        *cols = 4;
        return "air_narrow";
    case 'F':
        if (area != SPG_AREA_ICE_CAVES)
            return NULL;
        return "platform";
    default: return NULL;
    }
}

typedef struct slotinfo {
    int x, y, rows, cols, pre;
    const spg_set *set;
} slotinfo;

typedef struct builder {
    const locate_query *q;
    int area;
    const spg_roomdata *rd;
    locate_hyp *out;
    int max, n;
    /* the nearest miss, for the message when nothing fits */
    int best_bad; /* fewest tiles against it */
    char why[512];
} builder;

static char obs_at(const locate_query *q, int ox, int oy, int x, int y)
{
    const spg_sketch *s = q->sketch;
    int sx = x - ox, sy = y - oy;
    if (!s || sx < 0 || sy < 0 || sx >= s->w || sy >= s->h)
        return SKETCH_UNSEEN;
    return s->g[sy][sx];
}

/* Whether the edge look could hide a vein at level tile (x,y): its top or its underside
 * may be open (scrSetupWalls, veins.c), as far as the sketch says. */
static bool same_object(int area, char g)
{
    if (g == tile_glyph(SPG_T_BORDER) || g == tile_glyph(SPG_T_HARD_BRICK))
        return true;
    if (area == SPG_AREA_TEMPLE)
        return g == tile_glyph(SPG_T_TEMPLE); /* a digit might be a Jungle block's */
    bool alt;
    int content;
    return sketch_earth_glyph(area, g, &alt, &content);
}

static bool hideable(const locate_query *q, int area, int ox, int oy, int x, int y)
{
    bool up = y - 1 <= 0 || same_object(area, obs_at(q, ox, oy, x, y - 1));
    bool down = y + 1 >= 33 || same_object(area, obs_at(q, ox, oy, x, y + 1));
    return !(up && down);
}

static void classify(const locate_query *q, int area, int ox, int oy, int x, int y,
                     uint8_t *obs, int8_t *alt, int8_t *content, int8_t *earth, bool *hide)
{
    char g = obs_at(q, ox, oy, x, y);
    bool a;
    int c;
    *obs = LO_ANY, *alt = 0, *content = SPG_C_NONE, *earth = 0, *hide = false;
    if (g == SKETCH_UNSEEN)
        return;
    if (sketch_earth_glyph(area, g, &a, &c)) {
        *obs = LO_EARTH;
        *alt = a;
        *content = (int8_t)c;
        if (g == '9')
            *content = -1; /* some gem */
        if (area == SPG_AREA_TEMPLE && g == tile_glyph(SPG_T_LUSH))
            *earth = SPG_T_LUSH;
        else if (area == SPG_AREA_TEMPLE && g == tile_glyph(SPG_T_TEMPLE))
            *earth = SPG_T_TEMPLE;
        /* a Temple's Jungle block is another object than the temple blocks around it: its
         * top and underside count as open (veins.c), so its vein never shows */
        *hide = c == SPG_C_NONE && (hideable(q, area, ox, oy, x, y) || *earth == SPG_T_LUSH);
        return;
    }
    if (g == tile_glyph(SPG_T_STONE) || g == tile_glyph(SPG_T_PUSH_BLOCK) ||
        g == tile_glyph(SPG_T_ARROW_TRAP_LEFT) || g == tile_glyph(SPG_T_ARROW_TRAP_RIGHT)) {
        *obs = LO_STONE;
        return;
    }
    if (area == SPG_AREA_ICE_CAVES && g == tile_glyph(SPG_T_ICE_BLOCK)) {
        *obs = LO_ICE_BLOCK;
        return;
    }
    if (g == tile_glyph(SPG_T_SPIKES)) {
        *obs = LO_SPIKES;
        return;
    }
    if (g == tile_glyph(SPG_T_EMPTY)) {
        *obs = LO_OPEN;
        return;
    }
}

/* The tile chain's first tiles as a program, as far as the area's chain is spelt again
 * for their codes (locate_prefix.c); a code it does not spell ends the program. */
static void compile_ops(const locate_query *q, int area, locate_hyp *h, char codes[8][10])
{
    int x0 = ROOM_X0 + h->sx * 10, y0 = ROOM_Y0;
    bool taken[8][10];
    memset(taken, 0, sizeof taken);
    h->nops = 0;
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 10; i++) {
            char t = codes[j][i];
            locate_op op;
            memset(&op, 0, sizeof op);
            op.x = (int8_t)i, op.y = (int8_t)j;
            classify(q, area, h->ox, h->oy, x0 + i, y0 + j, &op.obs, &op.alt, &op.content,
                     &op.earth, &op.hideable);
            bool mines = area == SPG_AREA_MINES, temple = area == SPG_AREA_TEMPLE,
                 ice = area == SPG_AREA_ICE_CAVES, jungle = area == SPG_AREA_JUNGLE;
            if (taken[j][i]) {
                if (t != '0' && t != '1' && t != '2')
                    return;
                op.kind = OP_TAKEN;
            } else if (t == '1') {
                op.kind = OP_SOLID;
            } else if (t == '2') {
                op.kind = OP_HALF;
            } else if (t == '0') {
                op.kind = OP_AIR;
            } else if ((t == 'L' || t == 'P') && (mines || temple)) {
                op.kind = OP_LADDER;
            } else if (t == '7' && mines) {
                op.kind = OP_SPIKES;
            } else if (t == '4' && mines) {
                op.kind = OP_PUSH;
                if (op.obs == LO_STONE &&
                    obs_at(q, h->ox, h->oy, x0 + i, y0 + j) == tile_glyph(SPG_T_PUSH_BLOCK))
                    op.obs = LO_PUSH;
                else if (op.obs == LO_STONE)
                    op.obs = LO_ANY;
            } else if (t == 'c' && ice) {
                op.kind = OP_ICE;
            } else if (t == 'j' && ice) {
                op.kind = OP_MAYBE_ICE;
                if (op.obs == LO_ICE_BLOCK)
                    op.obs = LO_ANY; /* 'c' is a caveman's glyph too */
            } else if (t == 't' && jungle) {
                op.kind = OP_TEMPLE_BLOCK;
            } else if ((t == 'v' || t == 'L' || t == 'P') && jungle) {
                op.kind = OP_VINE;
            } else if (t == '9' && j + 1 < 8) {
                op.kind = OP_DOOR;
                classify(q, area, h->ox, h->oy, x0 + i, y0 + j + 1, &op.obs2, &op.alt2,
                         &op.content2, &op.earth2, &op.hideable2);
                taken[j + 1][i] = true;
            } else {
                return;
            }
            if (h->nops >= LOCATE_MAX_OPS)
                return;
            h->op[h->nops++] = op;
        }
}

/* Counts the room's observed tiles a code set rules out; the first into *bx, *by. */
static int count_bad(const locate_query *q, int area, int sx, int ox, int oy, char codes[8][10],
                     int *bx, int *by)
{
    int bad = 0;
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 10; i++) {
            int x = ROOM_X0 + sx * 10 + i, y = ROOM_Y0 + j;
            char above = j > 0 ? codes[j - 1][i] : '1';
            if (!code_allows(area, codes[j][i], above, obs_at(q, ox, oy, x, y))) {
                if (!bad)
                    *bx = x, *by = y;
                bad++;
            }
        }
    return bad;
}

/* An entrance the sketch shows outside every start room's tiles (or none) is also
 * ruled out here: the door must be the sketch's 'E'. */
static bool door_matches(const locate_query *q, int sx, int ox, int oy, char codes[8][10])
{
    const spg_sketch *s = q->sketch;
    if (!s || s->ex < 0)
        return true;
    int ex = s->ex + ox, ey = s->ey + oy;
    int i = ex - (ROOM_X0 + sx * 10), j = ey - ROOM_Y0;
    return i >= 0 && i < 10 && j >= 0 && j < 8 && codes[j][i] == '9';
}

static void note_miss(builder *b, const locate_hyp *h, char codes[8][10])
{
    int bx = -1, by = -1;
    int bad = count_bad(b->q, b->area, h->sx, h->ox, h->oy, codes, &bx, &by);
    if (bad > 0 && (b->best_bad == 0 || bad < b->best_bad)) {
        b->best_bad = bad;
        const spg_sketch *s = b->q->sketch;
        int sx = bx - h->ox, sy = by - h->oy;
        snprintf(b->why, sizeof b->why,
                 "no start room fits the sketch: the nearest, layout '%s' of set %s in column "
                 "%d, is ruled out by tile (%d,%d) '%c' (sketch line %d, column %d)%s",
                 h->set->items[h->index].name, h->set->name, h->sx, bx, by, s->g[sy][sx],
                 s->line[sy], sx + 1,
                 bad > 1 ? " and other tiles" : "");
    }
}

static void emit(builder *b, const locate_hyp *h, char codes[8][10])
{
    int bx, by;
    if (count_bad(b->q, b->area, h->sx, h->ox, h->oy, codes, &bx, &by) > 0 ||
        !door_matches(b->q, h->sx, h->ox, h->oy, codes)) {
        note_miss(b, h, codes);
        return;
    }
    if (b->n >= b->max)
        return;
    locate_hyp *o = &b->out[b->n++];
    *o = *h;
    compile_ops(b->q, b->area, o, codes);
}

/* Writes chunk `ck` into the room's codes at slot (x,y) as the room builder does. */
static void put_chunk(char codes[8][10], const slotinfo *si, const spg_layout *ck, bool as_text)
{
    int h = si->set->h > 0 ? si->set->h : si->rows, w = si->set->w > 0 ? si->set->w : si->cols;
    int rows = si->rows > h ? si->rows : h;
    for (int cy = 0; cy < rows; cy++)
        for (int cx = 0; cx < w; cx++) {
            char t = cy < h ? ck->tiles[0][cy][cx] : '0';
            if (as_text) {
                int at = (si->y + cy) * 10 + si->x + cx;
                if (at < 80)
                    (&codes[0][0])[at] = t;
            } else if (si->y + cy < 8 && si->x + cx < 10) {
                codes[si->y + cy][si->x + cx] = t;
            }
        }
}

static void clear_slot(char codes[8][10], const slotinfo *si)
{
    for (int cy = 0; cy < si->rows; cy++)
        for (int cx = 0; cx < si->cols; cx++)
            if (si->y + cy < 8 && si->x + cx < 10)
                codes[si->y + cy][si->x + cx] = 0; /* unknown */
}

/* Chooses the chunks of slots k.. but `skip` (the door slot the anchor came from), each
 * a choice the sketch allows, or "any" when too many do, then emits the hypothesis. */
static void choose_chunks(builder *b, locate_hyp *h, char codes[8][10], slotinfo *si, int ns,
                          int k, int skip)
{
    if (k == skip)
        k++;
    if (k >= ns) {
        emit(b, h, codes);
        return;
    }
    const spg_set *set = si[k].set;
    bool as_text = b->rd->slots_as_text != 0;
    h->slot[k].n = set->n;
    h->slot[k].pre = si[k].pre;
    h->slot[k].pre_n = 8;
    h->slot[k].pre_value = -1;
    int fits[LOCATE_MAX_FITS], nf = 0;
    for (int c = 0; c < set->n && nf < LOCATE_MAX_FITS + 1; c++) {
        char trial[8][10];
        memcpy(trial, codes, sizeof trial);
        put_chunk(trial, &si[k], &set->items[c], as_text);
        int bx, by;
        if (count_bad(b->q, b->area, h->sx, h->ox, h->oy, trial, &bx, &by) == 0) {
            if (nf < LOCATE_MAX_FITS)
                fits[nf] = c;
            nf++;
        }
    }
    double w = h->weight;
    if (nf > 0 && nf <= LOCATE_MAX_FITS && !si[k].pre) { /* (a tree might stand in a ground slot) */
        for (int f = 0; f < nf; f++) {
            char trial[8][10];
            memcpy(trial, codes, sizeof trial);
            put_chunk(trial, &si[k], &set->items[fits[f]], as_text);
            h->slot[k].value = fits[f];
            h->weight = w / set->n;
            choose_chunks(b, h, trial, si, ns, k + 1, skip);
        }
        h->weight = w;
        h->slot[k].value = -1;
        return;
    }
    if (nf == 0 && !si[k].pre) {
        /* no chunk fits: say why with the first chunk's tiles */
        char trial[8][10];
        memcpy(trial, codes, sizeof trial);
        put_chunk(trial, &si[k], &set->items[0], as_text);
        note_miss(b, h, trial);
        return;
    }
    /* many fit (or a tree may stand there): the slot's roll is left free, its tiles unknown */
    char trial[8][10];
    memcpy(trial, codes, sizeof trial);
    clear_slot(trial, &si[k]);
    h->slot[k].value = -1;
    choose_chunks(b, h, trial, si, ns, k + 1, skip);
}

/* With the door in a door chunk and the sketch anchored by its E: each door chunk puts
 * the anchor somewhere; the other slots are chosen once it is known. */
static void choose_door(builder *b, locate_hyp *h, char codes[8][10], slotinfo *si, int ns)
{
    int kd = -1;
    for (int k = 0; k < ns && kd < 0; k++)
        if (si[k].set == roomdata_set(b->rd, "door"))
            kd = k;
    if (kd < 0)
        return; /* no door at all: not a start room the sketch's E can be in */
    const spg_set *set = si[kd].set;
    double w = h->weight;
    for (int c = 0; c < set->n; c++) {
        char trial[8][10];
        memcpy(trial, codes, sizeof trial);
        put_chunk(trial, &si[kd], &set->items[c], b->rd->slots_as_text != 0);
        int dx = -1, dy = -1;
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 10; x++)
                if (trial[y][x] == '9')
                    dx = x, dy = y;
        if (dx < 0)
            continue;
        h->ox = ROOM_X0 + h->sx * 10 + dx - b->q->sketch->ex;
        h->oy = ROOM_Y0 + dy - b->q->sketch->ey;
        h->slot[kd].n = set->n;
        h->slot[kd].pre = 0;
        h->slot[kd].pre_value = -1;
        h->slot[kd].value = c;
        h->weight = w / set->n;
        int bx, by;
        if (count_bad(b->q, b->area, h->sx, h->ox, h->oy, trial, &bx, &by) > 0) {
            note_miss(b, h, trial);
            continue;
        }
        choose_chunks(b, h, trial, si, ns, 0, kd);
    }
    h->weight = w;
}

static void try_layout(builder *b, int sx, bool drop, const spg_set *set, int index, int v)
{
    const spg_layout *lay = &set->items[index];
    char codes[8][10];
    memcpy(codes, lay->tiles[v], sizeof codes);
    slotinfo si[LOCATE_MAX_SLOTS];
    int ns = 0;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 10; x++) {
            int rows, cols, pre;
            const char *name = slot_set_name(b->area, codes[y][x], &rows, &cols, &pre);
            if (!name)
                continue;
            const spg_set *cs = roomdata_set(b->rd, name);
            if (!cs || ns >= LOCATE_MAX_SLOTS)
                return; /* a slot locate cannot read: not a hypothesis */
            si[ns++] = (slotinfo){x, y, rows, cols, pre, cs};
        }
    locate_hyp h;
    memset(&h, 0, sizeof h);
    h.sx = sx;
    h.drop = drop;
    h.set = set;
    h.index = index;
    h.variant = v;
    h.nslots = ns;
    h.weight = 1.0 / set->n / (lay->variants > 1 ? 2 : 1);
    const locate_query *q = b->q;
    bool by_door = false;
    if (q->at_given) {
        h.ox = q->at_x, h.oy = q->at_y;
    } else {
        int dx = -1, dy = -1;
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 10; x++)
                if (codes[y][x] == '9')
                    dx = x, dy = y;
        if (dx >= 0) {
            h.ox = ROOM_X0 + sx * 10 + dx - q->sketch->ex;
            h.oy = ROOM_Y0 + dy - q->sketch->ey;
        } else {
            by_door = true; /* the door is in a door chunk */
        }
    }
    /* the layout's own tiles first (the slots' tiles are unknown until chosen) */
    char bare[8][10];
    memcpy(bare, codes, sizeof bare);
    for (int k = 0; k < ns; k++)
        clear_slot(bare, &si[k]);
    if (!by_door) {
        int bx, by;
        if (count_bad(q, b->area, sx, h.ox, h.oy, bare, &bx, &by) > 0) {
            note_miss(b, &h, bare);
            return;
        }
    }
    if (by_door)
        choose_door(b, &h, bare, si, ns);
    else
        choose_chunks(b, &h, bare, si, ns, 0, -1);
}

int locate_hypotheses(const locate_query *q, int area, const spg_roomdata *rd, locate_hyp *out,
                      int max, char *why, size_t whylen)
{
    builder b = {q, area, rd, out, max, 0, 0, ""};
    const spg_set *sets[2] = {roomdata_set(rd, "start"), roomdata_set(rd, "start_drop")};
    if (!sets[0] || !sets[1]) {
        snprintf(why, whylen, "%s has no start and start_drop sets", rd->file);
        return -1;
    }
    for (int sx = 0; sx < 4; sx++) {
        if (q->start_col >= 0 && sx != q->start_col)
            continue;
        for (int d = 0; d < 2; d++)
            for (int i = 0; i < sets[d]->n; i++)
                for (int v = 0; v < sets[d]->items[i].variants; v++)
                    try_layout(&b, sx, d == 1, sets[d], i, v);
    }
    if (b.n == 0)
        snprintf(why, whylen, "%s", b.why[0] ? b.why : "no start room fits the sketch");
    return b.n;
}
