/* roomscript_yeti.c — the Yeti lair's room script scrRoomGenYeti read as ice.rooms's
 * lair_* sets (roomscript_read.h; roomscript_ice.c writes them after scrRoomGen3's).
 *
 * scrRoomGenYeti's shape, checked statement by statement:
 *   assignments (strTemp, roomPath, roomPathAbove and the if that sets it), then
 *   start room    if (roomPath == 2) n = rand(a,b); else n = rand(c,d); switch (n)
 *                 -> lair_start_drop = a..b, lair_start = c..d
 *   exit room     if (roomPathAbove == 2) n = rand(a,b); else n = rand(c,d); switch (n)
 *                 -> lair_exit_below_drop = a..b, lair_exit = c..d (shared cases copied)
 *   roomPath == 0 and rand(1,4) < 4
 *                 if (oGame.idol or scrGetRoomY(y) == 3) n = rand(1,M); else { n =
 *                 rand(1,K); if (n == X) oGame.idol = true; }; switch (n)
 *                 -> lair_side = 1..K, lair_side_bottom = K+1..M (X, the idol's case, is
 *                 one no roll gives: the lair has no idol room)
 *   roomPath == 0 or roomPath == 1
 *                 if (not instance_exists(oYetiKing)) { n = rand(1,K+1); if (y > 384) n =
 *                 K+1; else if (y > 256 and rand(1,2) == 1) n = K+1; else if (y > 128 and
 *                 rand(1,3) == 1) n = K+1; } else n = rand(1,K); switch (n)
 *                 -> lair_main = 1..K, lair_king = K+1
 *   roomPath == 3 switch (rand(1,N)) -> lair_dropped
 *   roomPath 4, 5 the shops -> lair_shop_facing_right ... lair_kissing_parlor_facing_left
 *   roomPath 8, 9 switch (rand(1,1)): the snake pit's rooms, read but not written: a lair
 *                 never has those codes (the pit is the Mines', and codes 7-9 are the
 *                 mothership's, which a lair level never has)
 *   else          if (roomPath == 7) n = rand(a,b); else if (roomPathAbove != 2) n =
 *                 rand(1,M); else n = rand(1,D); switch (n)
 *                 -> lair_drop = 1..D, lair_drop_capped = D+1..M (code 7 never comes)
 *   the chunk loop: 8, 5, 6 -> lair_door, lair_ground, lair_air, written 5 wide. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "roomscript_read.h"

/* scrRoomGenYeti's tile codes and spelgen's lair codes (ice_tiles.c's lair chain): 't'
 * thin ice, 'i' clear ice, '$' an item for sale; the rest keep their letter.  A, I, B,
 * S and T (an altar, an idol, a tiki head, a snake, a ruby: in the chain, in no room a
 * lair builds) are codes spelgen's lair lacks: a layout using one is refused. */
static const char yeti_from[] = "012456789LPa.Qq+WblKk$dDsjYyti";
static const char yeti_to[] = "012456789LPa.Qq+WblKkidDsjYync";

static const char *const yeti_conds[] = {
    "(and (== (call scrGetRoomX x) (. global startRoomX)) (== (call scrGetRoomY y) "
    "(. global startRoomY)))",
    "(and (== (call scrGetRoomX x) (. global endRoomX)) (== (call scrGetRoomY y) "
    "(. global endRoomY)))",
    "(and (== roomPath 0) (< (call rand 1 4) 4))",
    "(or (== roomPath 0) (== roomPath 1))",
    "(== roomPath 3)",
    "(== roomPath 4)",
    "(== roomPath 5)",
    "(== roomPath 8)",
    "(== roomPath 9)",
};
enum { YETI_BRANCHES = sizeof yeti_conds / sizeof yeti_conds[0] };

/* The side rooms: all of them in the bottom row (or once an idol is made), else the
 * first K. */
static int side_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    char *got = s ? rs_sexpr(s) : NULL;
    int m = 0, k = 0, x = 0;
    char want[400] = "";
    if (got && sscanf(got, "(if (or (. oGame idol) (== (call scrGetRoomY y) 3)) (= n (call rand "
                           "1 %d)) (block (= n (call rand 1 %d)) (if (== n %d)",
                      &m, &k, &x) == 3)
        snprintf(want, sizeof want,
                 "(if (or (. oGame idol) (== (call scrGetRoomY y) 3)) (= n (call rand 1 %d)) "
                 "(block (= n (call rand 1 %d)) (if (== n %d) (= (. oGame idol) true))))",
                 m, k, x);
    int ok = got && strcmp(got, want) == 0;
    free(got);
    if (!ok)
        return rs_refuse(r, s ? s : b->at,
                         "the side rooms are not if (oGame.idol or scrGetRoomY(y) == 3) n = "
                         "rand(1,M); else { n = rand(1,K); if (n == X) oGame.idol = true; }");
    if (k < 1 || m <= k)
        return rs_refuse(r, s, "the side rooms' rolls rand(1,%d) and rand(1,%d) are not "
                         "rand(1,M) and rand(1,K) with K < M (the bottom row's own rooms last)",
                         m, k);
    if (x >= 1 && x <= m)
        return rs_refuse(r, s, "the idol's case %d is one the side rooms' roll gives, and "
                         "spelgen's Yeti lair makes no idol room", x);
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, s, "lair_side", &cs, 1, k, 0) ||
                   rs_write_set(r, f, s, "lair_side_bottom", &cs, k + 1, m, 0)
               ? -1
               : 0;
}

/* The main rooms: the Yeti King's room one past the last, until he exists, forced in the
 * bottom row (y > 384), half the time in row 2 (y > 256), a third of the time from row 1
 * (y > 128); every test draws its roll, as v1.1's `and` does not short-circuit. */
static int main_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    char *got = s ? rs_sexpr(s) : NULL;
    int k1 = 0;
    char want[600] = "";
    if (got && sscanf(got, "(if (not (call instance_exists oYetiKing)) (block (= n (call rand 1 "
                           "%d))",
                      &k1) == 1)
        snprintf(want, sizeof want,
                 "(if (not (call instance_exists oYetiKing)) (block (= n (call rand 1 %d)) (if "
                 "(> y 384) (= n %d) (if (and (> y 256) (== (call rand 1 2) 1)) (= n %d) (if (and "
                 "(> y 128) (== (call rand 1 3) 1)) (= n %d))))) (= n (call rand 1 %d)))",
                 k1, k1, k1, k1, k1 - 1);
    int ok = got && strcmp(got, want) == 0 && k1 >= 2;
    free(got);
    if (!ok)
        return rs_refuse(r, s ? s : b->at,
                         "the main rooms are not if (not instance_exists(oYetiKing)) { n = "
                         "rand(1,K+1); if (y > 384) n = K+1; else if (y > 256 and rand(1,2) == "
                         "1) n = K+1; else if (y > 128 and rand(1,3) == 1) n = K+1; } else n = "
                         "rand(1,K);");
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, s, "lair_main", &cs, 1, k1 - 1, 0) ||
                   rs_write_set(r, f, s, "lair_king", &cs, k1, k1, 0)
               ? -1
               : 0;
}

/* The snake pit's rooms: switch (rand(1,1)) of one room, read and left out. */
static int unused_room(rs_reader *r, const rs_branch *b)
{
    const gml_node *sw = b->n == 1 ? b->st[0] : NULL;
    int lo, hi;
    rs_cases cs;
    if (!sw || sw->kind != GML_SWITCH || !rs_is_rand(sw->kids[0], &lo, &hi) || lo != 1)
        return rs_refuse(r, sw ? sw : b->at, "the branch is not switch (rand(1,N))");
    return rs_read_room_cases(r, sw, &cs);
}

/* The drops: if (roomPath == 7) n = rand(a,b); else if (roomPathAbove != 2) n = rand(1,M);
 * else n = rand(1,D); switch (n): lair_drop = 1..D, lair_drop_capped = D+1..M (a..b, the
 * snake pit's top, never comes in a lair). */
static int drops(rs_reader *r, FILE *f, const rs_branch *b)
{
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    int a, bb, dd, m;
    rs_cases cs;
    if (rs_drops_cases(r, b, &a, &bb, &dd, &m, &cs) != 0)
        return -1;
    return rs_write_set(r, f, s, "lair_drop", &cs, 1, dd, 0) ||
                   rs_write_set(r, f, s, "lair_drop_capped", &cs, dd + 1, m, 0)
               ? -1
               : 0;
}

static int yeti_branch(rs_reader *r, FILE *f, int which, const rs_branch *b)
{
    switch (which) {
    case 0: return rs_start_or_exit(r, f, b, "(== roomPath 2)", "lair_start_drop", "lair_start");
    case 1:
        return rs_start_or_exit(r, f, b, "(== roomPathAbove 2)", "lair_exit_below_drop",
                                "lair_exit");
    case 2: return side_rooms(r, f, b);
    case 3: return main_rooms(r, f, b);
    case 4: return rs_one_roll(r, f, b, "lair_dropped");
    case 5: return rs_shop_rand7(r, f, b, "lair_", "right");
    case 6: return rs_shop_rand7(r, f, b, "lair_", "left");
    case 7:
    case 8: return unused_room(r, b);
    default: return drops(r, f, b);
    }
}

static int read_yeti(rs_reader *r, const gml_node *tree, FILE *f)
{
    r->codes_closed = 1;
    static const rs_chunk_slot slots[3] = {
        {"8", "lair_door", 5}, {"5", "lair_ground", 5}, {"6", "lair_air", 5}};
    const gml_node *loop;
    int w, unused;
    if (rs_read_chain(r, tree, f, yeti_conds, YETI_BRANCHES, yeti_branch, &loop) != 0 ||
        rs_chunk_writes(r, loop, NULL, &w, &unused) != 0)
        return -1;
    if (w != 5)
        return rs_refuse(r, loop, "the chunk loop writes the 5, 6 and 8 chunks %d wide, not 5", w);
    return rs_chunk_loop(r, f, loop, slots, 3);
}

int rs_yeti_rooms(const char *name, const char *code, const char *header, char **out,
                  char *err, size_t errlen)
{
    return rs_run(name, code, "ice.rooms", header, yeti_from, yeti_to, read_yeti, out, err,
                  errlen);
}
