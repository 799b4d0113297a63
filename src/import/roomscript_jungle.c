/* roomscript_jungle.c — the Jungle's room script scrRoomGen2 read as jungle.rooms's sets
 * (roomscript_jungle.h), over the helpers every reader shares (roomscript_read.h).
 *
 * scrRoomGen2's shape, checked statement by statement:
 *   start room    if (roomPath == 2) n = rand(a,b); else n = rand(c,d); switch (n)
 *                 -> start_drop = cases a..b, start = c..d
 *   exit room     if (global.lake) n = rand(a,b); else if (roomPathAbove == 2)
 *                 n = rand(c,d); else n = rand(e,f); switch (n)
 *                 -> exit_lake = a..b, exit_below_drop = c..d, exit = e..f
 *   roomPath == 0 and rand(1,3) <= 2: the altar (not oGame.altar and rand(1,12) == 1:
 *                 n = A), else n = rand(1,K) once the idol is made, else rand(1,K+1) with
 *                 K+1 the idol, whose case is if (global.cemetary) strTemp = G; else
 *                 strTemp = I; -> side = 1..K, idol = I, idol_graveyard = G, altar = A
 *   roomPath 0 or 1, roomPath == 3    switch (rand(1,N)) -> path, path_dropped
 *   roomPath 4, 5 the shops (strTemp = the shop; switch (rand(1,7)) of the kinds)
 *   roomPath == 7 switch (rand(1,N)) -> lake_bottom
 *   roomPath == 8 if (the room above is 2) n = rand(1,O); else n = rand(1,M); switch (n)
 *                 -> lake_top = 1..O, lake_top_capped = O+1..M
 *   roomPath == 9 switch (rand(1,N)) -> mega_mouth
 *   else (drops)  if (roomPathAbove != 2) n = rand(1,M); else n = rand(1,D); switch (n)
 *                 -> drop = 1..D, drop_capped = D+1..M
 *   the chunk loop: the four rows reset, then 8 (n = rand(1,N)), 5 (if (rand(1,8) == 1)
 *   n = rand(A,B); else n = rand(1,N): the tree chunks A..B and the ground's), 6 and V
 *   (n = rand(1,N); V's chunks four rows), each switch (n); the three rows written for
 *   5, 6, 8 and V, the fourth for V.
 * The layouts' codes become spelgen's Jungle codes (jungle_codes below), each one's
 * meaning being the one scrRoomGen2's tile chain gives it. */
#include "roomscript_jungle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "roomscript_read.h"

/* scrRoomGen2's tile codes (its tile loop) and spelgen's for the same thing
 * (jungle_tiles.c): '3' water or earth (m), 'L' a vine (v), 's' spikes always (^), 'c' a
 * chest (a), 'd' a chest in water (h), 'v' water with earth (~), 'B' the idol's trap
 * block (X), 'u' a die (d), 'T' a tree (Y); the rest keep their letter.  'P' (a vine's
 * top) is a code spelgen's Jungle lacks: a layout using it is refused. */
static const char jungle_from[] = "0123456789+,.BCDIJKLQTVWbcdiklpqrstuvwx";
static const char jungle_to[] = "012m456789+,.XCDIJKvQYVWbahiklpqr^td~wx";

/* scrRoomGenMarket's codes (its own tile loop): as the Jungle's where it has them, and
 * 'A' the Ankh (n), 'G' and 'H' a ladder and its top (L, P), 'z' a die (d).  Its loop
 * lacks the Jungle's r v , J C u D x, and makes its idol 8 px down, not 12, where
 * spelgen's 'I' is the Jungle's: a layout using any of them is refused. */
static const char market_from[] = "0123456789+.BKLQTVWbcdiklpqstwAGHz";
static const char market_to[] = "012m456789+.XKvQYVWbahiklpq^twnLPd";

static const char *const start_cond =
    "(and (== (call scrGetRoomX x) (. global startRoomX)) (== (call scrGetRoomY y) "
    "(. global startRoomY)))";
static const char *const exit_cond =
    "(and (== (call scrGetRoomX x) (. global endRoomX)) (== (call scrGetRoomY y) "
    "(. global endRoomY)))";

static const char *const jungle_conds[] = {
    NULL, /* start_cond */
    NULL, /* exit_cond */
    "(and (== roomPath 0) (<= (call rand 1 3) 2))",
    "(or (== roomPath 0) (== roomPath 1))",
    "(== roomPath 3)",
    "(== roomPath 4)",
    "(== roomPath 5)",
    "(== roomPath 7)",
    "(== roomPath 8)",
    "(== roomPath 9)",
};
enum { JUNGLE_BRANCHES = sizeof jungle_conds / sizeof jungle_conds[0] };

/* The exit room: a lake level's range, then the dropped-into and the other range. */
static int exit_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    int a, bb, c, d, e, g;
    if (!s || s->kind != GML_IF || s->nkids != 3 || !rs_is(s->kids[0], "(. global lake)") ||
        !rs_is_assign_rand(rs_only(s->kids[1]), "n", &a, &bb))
        return rs_refuse(r, s ? s : b->at, "the exit rooms do not start with if (global.lake) "
                         "n = rand(a,b);");
    if (rs_two_ranges(r, rs_only(s->kids[2]), "(== roomPathAbove 2)", &c, &d, &e, &g) != 0)
        return -1;
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, s, "exit", &cs, e, g, 1) ||
                   rs_write_set(r, f, s, "exit_below_drop", &cs, c, d, 1) ||
                   rs_write_set(r, f, s, "exit_lake", &cs, a, bb, 1)
               ? -1
               : 0;
}

/* The idol's case: `if (global.cemetary) strTemp = G; else strTemp = I; break;`. */
static int idol_case(rs_reader *r, const gml_node *sw, int k, const char **grave,
                     const char **idol, int *line)
{
    char num[16];
    snprintf(num, sizeof num, "%d", k);
    for (int i = 1; i < sw->nkids; i++) {
        const gml_node *lab = sw->kids[i];
        if (lab->kind != GML_CASE || !rs_is(lab->kids[0], num))
            continue;
        const gml_node *st[8];
        int n = rs_case_statements(sw, i + 1, st, 8);
        if (n != 2 || st[0]->kind != GML_IF || st[0]->nkids != 3 ||
            !rs_is(st[0]->kids[0], "(. global cemetary)") ||
            !rs_is_assign_string(rs_only(st[0]->kids[1]), "strTemp", grave) ||
            !rs_is_assign_string(rs_only(st[0]->kids[2]), "strTemp", idol) ||
            st[1]->kind != GML_BREAK)
            return rs_refuse(r, lab, "the idol's case %d is not if (global.cemetary) strTemp = "
                             "\"...\"; else strTemp = \"...\"; break;", k);
        *line = lab->line;
        return i;
    }
    return rs_refuse(r, sw, "the side rooms' roll can give %d, and no case %d is there", k, k);
}

/* The side rooms: the altar's roll, the idol's, then the layouts, the idol's case a room
 * for each of the graveyard and the rest. */
static int side_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    int altar = 0, k = 0;
    const gml_node *sw = rs_side_rooms_roll(r, b, &altar, &k);
    const gml_node *s = b->n == 2 ? b->st[0] : NULL; /* set when sw is */
    if (!sw)
        return -1;
    const char *grave, *idol;
    int line = 0, at = idol_case(r, sw, k + 1, &grave, &idol, &line);
    if (at < 0)
        return -1;
    /* the other cases read as any room switch: the switch without the idol's case */
    gml_node rest = *sw;
    const gml_node **kids = malloc(sizeof *kids * (size_t)sw->nkids);
    if (!kids)
        return rs_refuse(r, sw, "out of memory");
    int nk = 0;
    for (int i = 0; i < sw->nkids; i++) {
        if (i == at) {
            while (i + 1 < sw->nkids && sw->kids[i + 1]->kind != GML_CASE &&
                   sw->kids[i + 1]->kind != GML_DEFAULT)
                i++;
            continue;
        }
        kids[nk++] = sw->kids[i];
    }
    rest.kids = (gml_node **)kids;
    rest.nkids = nk;
    rs_cases cs;
    int rc = rs_read_room_cases(r, &rest, &cs);
    free(kids);
    if (rc != 0)
        return -1;
    return rs_write_set(r, f, s, "side", &cs, 1, k, 0) ||
                   rs_write_room(r, f, line, "idol", idol) ||
                   rs_write_room(r, f, line, "idol_graveyard", grave) ||
                   rs_write_set(r, f, s, "altar", &cs, altar, altar, 0)
               ? -1
               : 0;
}

/* `if (COND) n = rand(1,A); else n = rand(1,B); switch (n)`: set `small` = 1..min, the
 * other the cases above it (spelgen's open and capped sets). */
static int open_and_capped(rs_reader *r, FILE *f, const rs_branch *b, const char *cond,
                           int small_if, const char *open, const char *capped)
{
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    int lo, hi, lo2, hi2;
    if (!s)
        return rs_refuse(r, b->at, "the branch is not if (...) n = rand(1,A); else n = "
                         "rand(1,B); switch (n)");
    if (rs_two_ranges(r, s, cond, &lo, &hi, &lo2, &hi2) != 0)
        return -1;
    int d = small_if ? hi : hi2, m = small_if ? hi2 : hi;
    if (lo != 1 || lo2 != 1 || d >= m)
        return rs_refuse(r, s, "the rolls are not rand(1,%s) and rand(1,%s), the first the "
                         "smaller", small_if ? "D" : "M", small_if ? "M" : "D");
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, s, open, &cs, 1, d, 0) ||
                   rs_write_set(r, f, s, capped, &cs, d + 1, m, 0)
               ? -1
               : 0;
}

static int jungle_branch(rs_reader *r, FILE *f, int which, const rs_branch *b)
{
    switch (which) {
    case 0: return rs_start_or_exit(r, f, b, "(== roomPath 2)", "start_drop", "start");
    case 1: return exit_rooms(r, f, b);
    case 2: return side_rooms(r, f, b);
    case 3: return rs_one_roll(r, f, b, "path");
    case 4: return rs_one_roll(r, f, b, "path_dropped");
    case 5: return rs_shop_rand7(r, f, b, "", "right");
    case 6: return rs_shop_rand7(r, f, b, "", "left");
    case 7: return rs_one_roll(r, f, b, "lake_bottom");
    case 8:
        return open_and_capped(r, f, b,
                               "(== ([] (. global roomPath) (call scrGetRoomX x) (call "
                               "scrGetRoomY (- y 128))) 2)",
                               1, "lake_top", "lake_top_capped");
    case 9: return rs_one_roll(r, f, b, "mega_mouth");
    default:
        return open_and_capped(r, f, b, "(!= roomPathAbove 2)", 0, "drop", "drop_capped");
    }
}

/* The statements of a chunk test's branch: `n = rand(lo,hi); switch (n)`. */
static int chunk_roll(rs_reader *r, FILE *f, const gml_node *body, const char *set, int rows)
{
    int count = body->kind == GML_BLOCK ? body->nkids : 1;
    const gml_node *roll = count == 2 ? body->kids[0] : NULL;
    const gml_node *sw = count == 2 ? body->kids[1] : NULL;
    int lo, hi;
    if (!roll || !rs_is_assign_rand(roll, "n", &lo, &hi) || lo != 1 || sw->kind != GML_SWITCH ||
        !rs_is(sw->kids[0], "n"))
        return rs_refuse(r, body, "the %s chunks are not n = rand(1,N); switch (n)", set);
    return rs_chunk_cases(r, f, sw, set, 1, hi, rows);
}

/* The ground's: `if (rand(1,8) == 1) n = rand(A,B); else n = rand(1,N); switch (n)`: the
 * tree chunks A..B and the ground's 1..N, one switch holding both. */
static int ground_roll(rs_reader *r, FILE *f, const gml_node *body, const char *ground,
                       const char *tree)
{
    int count = body->kind == GML_BLOCK ? body->nkids : 1;
    const gml_node *s = count == 2 ? body->kids[0] : NULL;
    const gml_node *sw = count == 2 ? body->kids[1] : NULL;
    int a, b, lo, n;
    if (!s || s->kind != GML_IF || s->nkids != 3 || !rs_is(s->kids[0], "(== (call rand 1 8) 1)") ||
        !rs_is_assign_rand(rs_only(s->kids[1]), "n", &a, &b) ||
        !rs_is_assign_rand(rs_only(s->kids[2]), "n", &lo, &n) || lo != 1 || a <= n || a > b ||
        sw->kind != GML_SWITCH || !rs_is(sw->kids[0], "n"))
        return rs_refuse(r, s ? s : body, "the ground chunks are not if (rand(1,8) == 1) n = "
                         "rand(A,B); else n = rand(1,N); switch (n), N < A");
    /* the two sets are the switch's cases 1..N and A..B: each read from a copy of the
     * switch holding only its own */
    for (int pass = 0; pass < 2; pass++) {
        gml_node part = *sw;
        const gml_node **kids = malloc(sizeof *kids * (size_t)sw->nkids);
        if (!kids)
            return rs_refuse(r, sw, "out of memory");
        int nk = 1, keep = 0;
        kids[0] = sw->kids[0];
        for (int i = 1; i < sw->nkids; i++) {
            const gml_node *k = sw->kids[i];
            if (k->kind == GML_CASE) {
                int v = k->kids[0]->kind == GML_NUMBER ? (int)k->kids[0]->number : -1;
                keep = pass == 0 ? v >= 1 && v <= n : v >= a && v <= b;
                if (!(v >= 1 && v <= n) && !(v >= a && v <= b)) {
                    free(kids);
                    return rs_refuse(r, k, "a ground chunk case the rolls never give");
                }
            }
            if (keep)
                kids[nk++] = k;
        }
        part.kids = (gml_node **)kids;
        part.nkids = nk;
        int rc = pass == 0 ? rs_chunk_cases(r, f, &part, ground, 1, n, 3)
                           : rs_chunk_cases(r, f, &part, tree, a, b, 3);
        free(kids);
        if (rc != 0)
            return -1;
    }
    return 0;
}

/* The writing: the three rows for 5, 6, 8 and V, then V's fourth. */
static const char writes3[] =
    "(if (or (or (or (== tile \"5\") (== tile \"6\")) (== tile \"8\")) (== tile \"V\")) (block (= "
    "strTemp (call string_delete strTemp j 5)) (= strTemp (call string_insert strObs1 strTemp j)) "
    "(+= j 10) (= strTemp (call string_delete strTemp j 5)) (= strTemp (call string_insert "
    "strObs2 strTemp j)) (+= j 10) (= strTemp (call string_delete strTemp j 5)) (= strTemp (call "
    "string_insert strObs3 strTemp j))))";
static const char writes4[] =
    "(if (== tile \"V\") (block (+= j 10) (= strTemp (call string_delete strTemp j 5)) (= strTemp "
    "(call string_insert strObs4 strTemp j))))";

/* The chunk loop, as the header says; `prefix` names the sets ("" or "market_"). */
static int chunk_loop(rs_reader *r, FILE *f, const gml_node *loop, const char *prefix)
{
    static const char *const head[6] = {
        "(= j i)", "(= strObs1 \"00000\")", "(= strObs2 \"00000\")", "(= strObs3 \"00000\")",
        "(= strObs4 \"00000\")", "(= tile (call string_char_at strTemp i))"};
    const gml_node *body = loop->kids[3];
    if (body->kind != GML_BLOCK || body->nkids != 9)
        return rs_refuse(r, loop, "the chunk loop is not the rows' reset, the tile, the tests "
                         "and the two writings");
    for (int i = 0; i < 6; i++)
        if (!rs_is(body->kids[i], head[i]))
            return rs_refuse(r, body->kids[i], "the chunk loop's statement %d is not %s", i + 1,
                             head[i]);
    if (!rs_is(body->kids[7], writes3))
        return rs_refuse(r, body->kids[7], "the chunk loop does not write three rows for 5, 6, "
                         "8 and V");
    if (!rs_is(body->kids[8], writes4))
        return rs_refuse(r, body->kids[8], "the chunk loop does not write a fourth row for V");
    static const char *const codes[4] = {"8", "5", "6", "V"};
    const gml_node *at = body->kids[6];
    char name[5][40];
    const char *sets[5] = {"door", "ground", "air", "vines", "ground_tree"};
    for (int i = 0; i < 5; i++)
        snprintf(name[i], sizeof name[i], "%s%s", prefix, sets[i]);
    for (int i = 0; i < 4; i++) {
        char want[32];
        snprintf(want, sizeof want, "(== tile \"%s\")", codes[i]);
        if (!at || at->kind != GML_IF || !rs_is(at->kids[0], want))
            return rs_refuse(r, at ? at : loop, "the chunk loop's tests are not tile == \"8\", "
                             "\"5\", \"6\", \"V\" in that order");
        int rc = i == 1 ? ground_roll(r, f, at->kids[1], name[1], name[4])
                        : chunk_roll(r, f, at->kids[1], name[i == 0 ? 0 : i == 2 ? 2 : 3],
                                     i == 3 ? 4 : 3);
        if (rc != 0)
            return -1;
        at = at->nkids == 3 ? at->kids[2] : NULL;
    }
    if (at)
        return rs_refuse(r, at, "the chunk loop tests a tile code after \"V\"");
    return 0;
}

static int read_jungle(rs_reader *r, const gml_node *tree, FILE *f)
{
    r->codes_closed = 1;
    const char *conds[JUNGLE_BRANCHES];
    memcpy(conds, jungle_conds, sizeof conds);
    conds[0] = start_cond;
    conds[1] = exit_cond;
    const gml_node *loop;
    if (rs_read_chain(r, tree, f, conds, JUNGLE_BRANCHES, jungle_branch, &loop) != 0)
        return -1;
    return chunk_loop(r, f, loop, "");
}

/* ------------------------------------------------------------------ scrRoomGenMarket */

static const char *const market_conds[] = {
    NULL, NULL, "(== roomPath 1)", "(== roomPath 3)", "(and (== roomPath 4) (== x 496))",
    "(== roomPath 4)", "(== roomPath 5)",
};
enum { MARKET_BRANCHES = sizeof market_conds / sizeof market_conds[0] };

/* `strTemp = "..."; shopType = "KIND";`: one room laid by hand, no roll. */
static int fixed_shop(rs_reader *r, FILE *f, const rs_branch *b, const char *kind,
                      const char *set)
{
    const char *room;
    char want[64];
    snprintf(want, sizeof want, "(= shopType \"%s\")", kind);
    if (b->n != 2 || !rs_is_assign_string(b->st[0], "strTemp", &room) || !rs_is(b->st[1], want))
        return rs_refuse(r, b->n ? b->st[0] : b->at, "the branch is not strTemp = \"...\"; "
                         "shopType = \"%s\";", kind);
    if (rs_check_text(r, b->st[0], "room", room, RS_ROOM_LEN) != 0)
        return -1;
    return rs_write_room(r, f, b->st[0]->line, set, room);
}

/* The market's shops: strTemp = the shop; shopType = ""; n = rand(1,5); m = n; then the
 * walk to the first kind not taken (jungle_rooms.c's market_shop_kind), as written. */
static const char shop_walk[] =
    "(while (== shopType \"\") (block (if (== n 1) (block (if (not (. oGame genSupplyShop)) "
    "(block (= shopType \"General\") (= (. oGame genSupplyShop) true)))) (if (== n 2) (block (if "
    "(not (. oGame genBombShop)) (block (= shopType \"Bomb\") (= (. oGame genBombShop) true)))) "
    "(if (== n 3) (block (if (not (. oGame genWeaponShop)) (block (= shopType \"Weapon\") (= (. "
    "oGame genWeaponShop) true)))) (if (== n 4) (block (if (not (. oGame genRareShop)) (block (= "
    "shopType \"Rare\") (= (. oGame genRareShop) true)))) (if (== n 5) (block (if (not (. oGame "
    "genClothingShop)) (block (= shopType \"Clothing\") (= (. oGame genClothingShop) "
    "true))))))))) (+= n 1) (if (> n 5) (= n 1)) (if (== n m) (block (= shopType \"General\") "
    "(break)))))";

static int market_shops(rs_reader *r, FILE *f, const rs_branch *b)
{
    const char *room;
    int lo, hi;
    const gml_node *bad = b->n != 5                                             ? b->at
                          : !rs_is_assign_string(b->st[0], "strTemp", &room)   ? b->st[0]
                          : !rs_is(b->st[1], "(= shopType \"\")")              ? b->st[1]
                          : !rs_is_assign_rand(b->st[2], "n", &lo, &hi) || lo != 1 || hi != 5
                              ? b->st[2]
                          : !rs_is(b->st[3], "(= m n)")  ? b->st[3]
                          : !rs_is(b->st[4], shop_walk) ? b->st[4]
                                                        : NULL;
    if (bad)
        return rs_refuse(r, bad, "the market's shops are not strTemp = \"...\"; shopType = \"\"; "
                         "n = rand(1,5); m = n; and the walk to the first kind not made");
    if (rs_check_text(r, b->st[0], "room", room, RS_ROOM_LEN) != 0)
        return -1;
    return rs_write_room(r, f, b->st[0]->line, "market_shop", room);
}

static int market_branch(rs_reader *r, FILE *f, int which, const rs_branch *b)
{
    switch (which) {
    case 0:
        return rs_start_or_exit(r, f, b, "(== roomPath 2)", "market_start_drop", "market_start");
    case 1:
        return rs_start_or_exit(r, f, b, "(== roomPathAbove 2)", "market_exit_below_drop",
                                "market_exit");
    case 2: return rs_one_roll(r, f, b, "market_path");
    case 3: return rs_one_roll(r, f, b, "market_path_dropped");
    case 4: return fixed_shop(r, f, b, "Ankh", "market_ankh");
    case 5: return market_shops(r, f, b);
    case 6: return fixed_shop(r, f, b, "Craps", "market_casino");
    default:
        return open_and_capped(r, f, b, "(!= roomPathAbove 2)", 0, "market_drop",
                               "market_drop_capped");
    }
}

static int read_market(rs_reader *r, const gml_node *tree, FILE *f)
{
    r->codes_closed = 1;
    const char *conds[MARKET_BRANCHES];
    memcpy(conds, market_conds, sizeof conds);
    conds[0] = start_cond;
    conds[1] = exit_cond;
    const gml_node *loop;
    if (rs_read_chain(r, tree, f, conds, MARKET_BRANCHES, market_branch, &loop) != 0)
        return -1;
    return chunk_loop(r, f, loop, "market_");
}

int roomscript_jungle(const char *name, const char *code, const char *market_name,
                      const char *market_code, const char *source, char **out, char *err,
                      size_t errlen)
{
    *out = NULL;
    static const char options[] = "option small-sets\noption slots-as-text\n";
    char header[800];
    snprintf(header, sizeof header,
             "# jungle.rooms: the original's Jungle and Black Market rooms, read by spelgen\n"
             "# import from the room scripts %s and %s of %s, the user's own\n"
             "# copy: not to be shared.  Each layout is named after its case in the script's\n"
             "# switch; the tile codes are spelgen's for what the script's own codes make.\n"
             "%s\n# ---- %s\n",
             name, market_name, source, options, name);
    char *jungle = NULL, *market = NULL;
    char market_header[200];
    snprintf(market_header, sizeof market_header, "%s\n# ---- %s\n", options, market_name);
    if (rs_run(name, code, "jungle.rooms", header, jungle_from, jungle_to, read_jungle, &jungle,
               err, errlen) != 0 ||
        rs_run(market_name, market_code, "jungle.rooms", market_header, market_from, market_to,
               read_market, &market, err, errlen) != 0) {
        free(jungle);
        return -1;
    }
    /* one file: the market's sets after the Jungle's, the options said once at the top */
    size_t nj = strlen(jungle), nm = strlen(market) - strlen(options);
    char *all = malloc(nj + nm + 1);
    if (all) {
        memcpy(all, jungle, nj);
        memcpy(all + nj, market + strlen(options), nm + 1);
    }
    free(jungle);
    free(market);
    if (!all) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    spg_roomdata d;
    char e2[400];
    if (roomdata_parse(all, nj + nm, "jungle.rooms", &d, e2, sizeof e2) != 0) {
        snprintf(err, errlen, "%s: its rooms are not spelgen's format: %s", market_name, e2);
        free(all);
        return -1;
    }
    roomdata_free(&d);
    *out = all;
    return 0;
}
