/* jungle_tiles.c — making a Jungle room: its chunk slots (a ground slot rolls 1 in 8 for
 * a tree chunk first), then every tile through scrRoomGen2's chain, whose tests draw
 * whenever they are reached (classic-draw-order §3).  The chain differs from the Mines':
 * a '1' tile is earth with no roll for a stone block, a temple tile is an `if` of its own
 * before the chain (on the Black Market, the chain's first test), the water and vine
 * tiles come before the spikes test, and push blocks need no roll. */
#include "jungle.h"

static const spg_site S_JUNGLE_TILES_CHUNK_DOOR = SPG_SITE("jungle.chunk.door", "which door chunk");
static const spg_site S_CHUNK_TREE_OR_GROUND = SPG_SITE(
    "jungle.chunk.ground_kind", "1 takes a tree chunk (1 in 8), else a plain ground chunk");
static const spg_site S_JUNGLE_TILES_CHUNK_GROUND = SPG_SITE("jungle.chunk.ground", "which ground chunk");
static const spg_site S_CHUNK_TREE = SPG_SITE("jungle.chunk.ground_tree", "which tree chunk");
static const spg_site S_JUNGLE_TILES_CHUNK_AIR = SPG_SITE("jungle.chunk.air", "which air chunk");
static const spg_site S_CHUNK_VINES = SPG_SITE("jungle.chunk.vines", "which vine chunk");

void jungle_fill_chunks(cg *c, int rx, int ry, char room[8][10])
{
    const jungle_sets *d = c->sets;
    /* scrRoomGenMarket fills the Black Market's slots from chunks of its own */
    bool market = c->L->flags.black_market;
    const chunk_sets *ck_sets = market ? &d->market_chunks : &d->chunks;
    const spg_set *trees = market ? d->market_ground_tree : d->ground_tree;
    const spg_set *vines = market ? d->market_vines : d->vines;
    int x0 = c->L->room_x0 + rx * c->L->room_w, y0 = c->L->room_y0 + ry * c->L->room_h;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 10; x++) {
            char t = room[y][x];
            const spg_set *set;
            const spg_site *site;
            if (t == '8') {
                set = ck_sets->door, site = &S_JUNGLE_TILES_CHUNK_DOOR;
            } else if (t == '5') {
                if (TR(c))
                    trace_focus_rect(TR(c), x0 + x, y0 + y, 5, 3);
                bool tree = roll(c, 1, 8, &S_CHUNK_TREE_OR_GROUND) == 1;
                T_DECIDE(c, tree ? "a tree chunk" : "a ground chunk");
                set = tree ? trees : ck_sets->ground;
                site = tree ? &S_CHUNK_TREE : &S_JUNGLE_TILES_CHUNK_GROUND;
            } else if (t == '6') {
                set = ck_sets->air, site = &S_JUNGLE_TILES_CHUNK_AIR;
            } else if (t == 'V') {
                set = vines, site = &S_CHUNK_VINES;
            } else {
                continue;
            }
            /* scrRoomGen2 300-316: a vine slot is written four rows deep, its fourth
             * row (strObs4) "00000" unless the chunk has one */
            int rows = t == 'V' ? 4 : 3;
            if (TR(c))
                trace_focus_rect(TR(c), x0 + x, y0 + y, 5, rows);
            int i = classic_pick_set(c, set, site); /* the tree chunks: rand(100,102) */
            const spg_layout *ck = &set->items[i];
            if (TR(c)) {
                trace_decide(TR(c), ck->name);
                trace_chunk(TR(c), rx, ry, x0 + x, y0 + y, i, ck->name, SPG_CAUSE_LAST);
                trace_pick(TR(c), ck, set->name, set->n, classic_slot_why(t), 0);
            }
            /* each chunk row goes into the room's 80 characters as text, 10 on from the
             * last (string_delete, string_insert): a row past the right edge runs on into
             * the next, past the 80th character nothing is read */
            char *text = &room[0][0];
            int at = y * 10 + x;
            for (int cy = 0; cy < rows; cy++)
                for (int cx = 0; cx < 5; cx++)
                    if (at + cy * 10 + cx < 80)
                        text[at + cy * 10 + cx] = cy < set->h ? ck->tiles[0][cy][cx] : '0';
        }
}

static const spg_site S_JUNGLE_TILES_HALF = SPG_SITE("jungle.tiles.half",
                                "a '2' tile that rolls 1 is earth (1 in 2); drawn for every "
                                "tile but a '1' with nothing there yet");
static const spg_site S_TEMPLE_OR_EARTH = SPG_SITE("jungle.tiles.temple_or_earth",
                                           "an 'r' tile: 1 a temple block, 2 earth");
static const spg_site S_WATER_OR_EARTH = SPG_SITE("jungle.tiles.water_or_earth",
                                          "an 'm' tile: 1 water, 2 earth");
static const spg_site S_JUNGLE_TILES_SPIKES = SPG_SITE("jungle.tiles.spikes",
                                  "a '7' tile that rolls 1 has spikes (1 in 3); drawn for every "
                                  "tile the chain reaches");
static const spg_site S_WATER_EARTH = SPG_SITE("jungle.tiles.water_earth",
                                       "a ',' tile: 1 puts earth in the water (1 in 2)");
static const spg_site S_BONES = SPG_SITE("jungle.tiles.bones_or_jar",
                                 "a 'p' tile: bones, whatever it rolls (the original tests the "
                                 "value, never 0); without the quirk 1 bones, 2 a jar");
static const spg_site S_TREE_GROW = SPG_SITE("jungle.tree.grow",
                                     "the tree's next piece (the m-th rolls 0-m): above 2 it "
                                     "stops growing");
static const spg_site S_BRANCH_RIGHT = SPG_SITE("jungle.tree.branch_right",
                                        "< 4 puts a branch on the piece's right (3 in 5, never "
                                        "two in a row)");
static const spg_site S_BRANCH_LEFT = SPG_SITE("jungle.tree.branch_left",
                                       "< 4 puts a branch on the piece's left (3 in 5, never "
                                       "two in a row)");

static void jungle_tiles_earth(cg *c, int x, int y, int flags)
{
    jungle_make(c, x, y, SPG_T_LUSH, flags, SPG_CAUSE_LAST);
}

/* An object that is no block (water, a vine, a ladder, spikes): the tile shows it, with
 * the water and vine marks kept; over a block it lies hidden, the block still shown. */
static void overlay(cg *c, int x, int y, int kind, int mark, uint32_t cause)
{
    spg_cell *cell = &c->L->cell[y][x];
    /* scrRoomGen2 makes its vines, vine tops and spikes (346-352) whatever is there, and
     * so this makes a ladder, its top or spikes: over a block, the block keeps it beneath
     * (marked as water and vines are) */
    mark |= level_beneath_flags(&(spg_cell){(uint8_t)kind, SPG_C_NONE, 0});
    if (level_solid(c->L, x, y)) {
        cell->flags |= (uint16_t)mark;
        if (TR(c))
            trace_tile(TR(c), x, y, cell->kind, cell->content, cell->flags, cause);
        return;
    }
    cg_set_tile(c, x, y, kind, (cell->flags & (SPG_TF_WATER | SPG_TF_VINE)) | mark, cause);
}

static void water(cg *c, int x, int y, uint32_t cause)
{
    overlay(c, x, y, SPG_T_WATER, SPG_TF_WATER, cause);
}

void jungle_tree(cg *c, int x, int y)
{
    spg_level *L = c->L;
    jungle_make(c, x, y, SPG_T_TREE, 0, 0);
    int ty = y - 1;
    bool b1 = false, b2 = false;
    for (int m = 0; m < 5; m++) {
        if (roll(c, 0, m, &S_TREE_GROW) > 2) {
            T_DECIDE(c, "the tree stops");
            break;
        }
        if (level_solid(L, x, ty - 1) || level_solid(L, x - 1, ty - 1) ||
            level_solid(L, x + 1, ty - 1)) {
            T_DECIDE(c, "no room above: the tree stops");
            break;
        }
        T_DECIDE(c, "another piece");
        jungle_make(c, x, ty, SPG_T_TREE, 0, SPG_CAUSE_LAST);
        if (m < 4) {
            if (roll(c, 1, 5, &S_BRANCH_RIGHT) < 4 && !b1) {
                T_DECIDE(c, "a branch");
                cg_entity(c, SPG_E_TREE_BRANCH, x + 1, ty, 0, SPG_CAUSE_LAST);
                b1 = true;
            } else {
                T_DECIDE(c, "no branch");
                b1 = false;
            }
            if (roll(c, 1, 5, &S_BRANCH_LEFT) < 4 && !b2) {
                T_DECIDE(c, "a branch");
                cg_entity(c, SPG_E_TREE_BRANCH, x - 1, ty, 0, SPG_CAUSE_LAST);
                b2 = true;
            } else {
                T_DECIDE(c, "no branch");
                b2 = false;
            }
        }
        ty--;
    }
    cg_entity(c, SPG_E_LEAVES, x - 1, ty + 1, 0, 0);
    cg_entity(c, SPG_E_LEAVES, x + 1, ty + 1, 0, 0);
}

/* The door: a fresh block of earth under it (made whatever is there), then the entrance
 * or the exit; the exit's block cannot be destroyed. */
static void jungle_tiles_door(cg *c, int rx, int ry, int x, int y)
{
    spg_level *L = c->L;
    bool start = rx == L->start_x && ry == L->start_y;
    jungle_make(c, x, y + 1, SPG_T_LUSH, start ? 0 : SPG_TF_INVINCIBLE, 0);
    cg_set_tile(c, x, y, start ? SPG_T_ENTRANCE : SPG_T_EXIT, L->cell[y][x].flags & SPG_TF_WATER, 0);
    if (start) {
        L->entrance_tx = x;
        L->entrance_ty = y;
    } else {
        L->exit_tx = x;
        L->exit_ty = y;
    }
}

/* scrRoomGen2's codes with no roll of their own: the earth, temple, vine and ladder
 * codes the chain tests ahead of its spikes roll, then its tail's (spikes and push
 * blocks need no roll here); every code it does not know is the Mines'
 * (classic_common_tile). */
static const tile_code jungle_fixed[] = {
    {'1', TM_OWN, 0, 0, 0, 0},
    {'t', TM_OWN, 0, 0, 0, 0},
    {'v', TM_OWN, 0, 0, 0, 0},
    {'L', TM_OWN, 0, 0, 0, 0},
    {'P', TM_OWN, 0, 0, 0, 0},
    {'^', TM_TILE, SPG_T_SPIKES, 0, 0, 0},
    {'4', TM_BLOCK, SPG_T_PUSH_BLOCK, 0, 0, 0},
    {'9', TM_OWN, 0, 0, 0, 0},
    {'h', TM_OWN, 0, 0, 0, 0},
    {'w', TM_OWN, 0, 0, 0, 0},
    {'~', TM_OWN, 0, 0, 0, 0},
    {'J', TM_OWN, 0, 0, 0, 0},
    {'C', TM_OWN, 0, 0, 0, 0},
    {'.', TM_OWN, 0, 0, 0, 0},
    /* scrRoomGen2 '+' (scrRoomGenMarket's too): a plain oSolid drawn as an ice block, a
     * shop's wall, as the Mines' '+' is; no oIce (the Ice Caves' clear ice): no rolls */
    {'+', TM_BLOCK, SPG_T_SHOP_ICE, SPG_TF_SHOP, 0, 0},
    {'X', TM_BLOCK, SPG_T_TRAP_BLOCK, 0, 0, 0},
    {'n', TM_ENTITY, 0, 0, SPG_E_ANKH, 0},
};

CLASSIC_DEF const tile_codes jungle_codes = {
    jungle_fixed, (int)(sizeof jungle_fixed / sizeof jungle_fixed[0]),
    "2rm7,pY" "568V", /* the rolled codes, then the chunk slots (jungle_fill_chunks) */
    true,
    TILE_CODE_CACHE,
};

/* The chain's tail: codes with no roll of their own before them. */
static void special(cg *c, int rx, int ry, int x, int y, char t)
{
    spg_level *L = c->L;
    const tile_code *e = tile_code_find(&jungle_codes, t);
    if (e && e->make == TM_BLOCK) {
        jungle_make(c, x, y, e->kind, e->flags, 0);
        return;
    }
    if (e && e->make == TM_TILE) {
        overlay(c, x, y, e->kind, e->flags, 0);
        return;
    }
    if (e && tile_code_place(c, e, x, y))
        return;
    switch (t) {
    case '9':
        jungle_tiles_door(c, rx, ry, x, y);
        break;
    case 'h':
        water(c, x, y, 0);
        /* scrRoomGen2 372-375 ("d"): the chest at the tile's corner, xpos, ypos */
        cg_entity_px(c, SPG_E_CHEST, x * 16, y * 16, 0, 0);
        break;
    case 'w':
        water(c, x, y, 0);
        break;
    case '~':
        water(c, x, y, 0);
        jungle_make(c, x, y, SPG_T_LUSH, 0, 0); /* made whatever is there */
        break;
    case ',':
        water(c, x, y, 0);
        if (roll(c, 1, 2, &S_WATER_EARTH) == 1) {
            T_DECIDE(c, "earth in the water");
            jungle_tiles_earth(c, x, y, 0);
        } else {
            T_DECIDE(c, "open water");
        }
        break;
    case 'J':
        /* scrRoomGen2 390-394: water, and the Mega Mouth (oJaws) in it */
        water(c, x, y, 0);
        cg_entity(c, SPG_E_MEGA_MOUTH, x, y, 0, 0);
        break;
    case 'C':
        /* scrRoomGen2: made 16 px right and 12 down of its tile, as the idol is */
        cg_entity_px(c, SPG_E_CRYSTAL_SKULL, x * 16 + 16, y * 16 + 12, 0, 0);
        break;
    case '.':
        if (!level_solid(L, x, y))
            jungle_make(c, x, y, SPG_T_LUSH, SPG_TF_SHOP, 0);
        break;
    case 'p': {
        int r = roll(c, 1, 2, &S_BONES);
        bool bones = Q(c, SPG_Q_BONES_NOT_JARS) || r == 1;
        T_DECIDE(c, bones ? "bones (a Skeleton waiting)" : "a jar");
        cg_entity(c, bones ? SPG_E_SKELETON : SPG_E_JAR, x, y, 0, SPG_CAUSE_LAST);
        break;
    }
    case 'Y':
        jungle_tree(c, x, y);
        break;
    default:
        /* a chest, the idol, Kali's altar and the shops' codes are the Mines' */
        classic_common_tile(c, rx, ry, x, y, t);
        break;
    }
}

void jungle_room_tiles(cg *c, int rx, int ry, char room[8][10], bool market)
{
    spg_level *L = c->L;
    int x0 = L->room_x0 + rx * L->room_w, y0 = L->room_y0 + ry * L->room_h;
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 10; i++) {
            char t = room[j][i];
            int x = x0 + i, y = y0 + j;
            T_FOCUS_TILE(c, x, y);
            if (t == '1' && !level_solid(L, x, y)) {
                jungle_tiles_earth(c, x, y, 0);
            } else if (test(c, t == '2', 1, 2, 1, &S_JUNGLE_TILES_HALF)) {
                if (!level_solid(L, x, y)) {
                    T_DECIDE(c, "earth");
                    jungle_tiles_earth(c, x, y, 0);
                } else {
                    T_DECIDE(c, "earth, but something is there already");
                }
            } else if (drew(c, t == '2')) {
                T_DECIDE(c, t == '2' ? "open" : "not a '2' tile: wasted");
            }
            if (!market && t == 't' && !level_solid(L, x, y)) {
                jungle_make(c, x, y, SPG_T_TEMPLE, 0, 0);
            }
            bool free = !level_solid(L, x, y);
            if (market && t == 't' && free) {
                jungle_make(c, x, y, SPG_T_TEMPLE, 0, 0);
            } else if (t == 'r' && free) {
                bool temple = roll(c, 1, 2, &S_TEMPLE_OR_EARTH) == 1;
                T_DECIDE(c, temple ? "a temple block" : "earth");
                jungle_make(c, x, y, temple ? SPG_T_TEMPLE : SPG_T_LUSH, 0, SPG_CAUSE_LAST);
            } else if (t == 'm' && free) {
                if (roll(c, 1, 2, &S_WATER_OR_EARTH) == 1) {
                    T_DECIDE(c, "water");
                    water(c, x, y, SPG_CAUSE_LAST);
                } else {
                    T_DECIDE(c, "earth");
                    jungle_tiles_earth(c, x, y, 0);
                }
            } else if (t == 'v') {
                overlay(c, x, y, SPG_T_VINE, SPG_TF_VINE, 0);
            } else if (t == 'L') {
                overlay(c, x, y, SPG_T_LADDER, 0, 0);
            } else if (t == 'P') {
                overlay(c, x, y, SPG_T_LADDER_TOP, 0, 0);
            } else if (test(c, t == '7', 1, 3, 1, &S_JUNGLE_TILES_SPIKES)) {
                T_DECIDE(c, "spikes");
                overlay(c, x, y, SPG_T_SPIKES, 0, SPG_CAUSE_LAST);
            } else {
                if (drew(c, t == '7'))
                    T_DECIDE(c, t == '7' ? "no spikes" : "not a '7' tile: wasted");
                special(c, rx, ry, x, y, t);
            }
        }
}
