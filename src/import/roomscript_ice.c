/* roomscript_ice.c — the Ice Caves' room script scrRoomGen3 read as ice.rooms's sets
 * (roomscript_mines.h), the Yeti lair's (roomscript_yeti.c) written after them.
 *
 * scrRoomGen3's shape, checked statement by statement:
 *   start room    if (roomPath == 2) n = rand(a,b); else n = rand(c,d); switch (n)
 *                 -> start_drop = cases a..b, start = c..d
 *   exit room     n = rand(a,b); switch (n) -> exit = a..b
 *   roomPath == 0 and rand(1,2) == 1: the altar (not oGame.altar and rand(1,12) == 1:
 *                 n = A), else n = rand(1,K) once the idol is made, else rand(1,K+1) with
 *                 K+1 the idol; switch (n) -> side = 1..K, idol = K+1, altar = A
 *   (roomPath == 0 or roomPath == 1 or roomPath == 2) and rand(1,10) < 10
 *                 switch (rand(1,N)) -> path; a tenth of them fall through to the
 *                 later branches and end in the else
 *   roomPath 4, 5 the shops (switch (rand(1,7)) of the kinds)
 *   roomPath 6    switch (rand(1,N)) -> moai
 *   roomPath 7-9  switch (rand(1,1)) each -> ship_front, ship_middle, ship_back
 *   else          switch (rand(1,N)) -> fallback
 *   the chunk loop: 8, 5, 6 and F (-> door, ground, air, platform), written 5 wide for
 *   5, 6 and 8 and, for F, as wide as its own writing says (3 in the original).
 * The layouts' codes become spelgen's Ice Caves codes (the table below), each one's
 * meaning being the one scrRoomGen3's tile chain gives it. */
#include "roomscript_ice.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "roomscript_read.h"

/* scrRoomGen3's tile codes (its tile loop) and spelgen's for the same thing
 * (ice_tiles.c): ':' the shop's floor, '$' an item for sale, 'u' a die, '!' the damsel,
 * 'Y' a Yeti, 'A' hull, 'B' the ship's floor, 'b' floor or earth, 'D' the ship's front
 * (hull), 'E' a wall panel, 'T' earth with a jetpack, 'c' thin ice, 'M' the Moai, 'i'
 * clear ice; the rest keep their letter.  'w' (water) is a code spelgen's Ice Caves
 * lack: a layout using it is refused. */
static const char ice_from[] = "012456789FLPaI.QqWlKk+XxtmjfGC:$u!YABbDETcMi";
static const char ice_to[] = "012456789FLPaI.QqWlKk+XxtmjfGCbidDyHhuHeJnOc";

static const char *const ice_conds[] = {
    "(and (== (call scrGetRoomX x) (. global startRoomX)) (== (call scrGetRoomY y) "
    "(. global startRoomY)))",
    "(and (== (call scrGetRoomX x) (. global endRoomX)) (== (call scrGetRoomY y) "
    "(. global endRoomY)))",
    "(and (== roomPath 0) (== (call rand 1 2) 1))",
    "(and (or (or (== roomPath 0) (== roomPath 1)) (== roomPath 2)) (< (call rand 1 10) 10))",
    "(== roomPath 4)",
    "(== roomPath 5)",
    "(== roomPath 6)",
    "(== roomPath 7)",
    "(== roomPath 8)",
    "(== roomPath 9)",
};
enum { ICE_BRANCHES = sizeof ice_conds / sizeof ice_conds[0] };

/* n = rand(a,b); switch (n): set `name` = cases a..b. */
static int roll_then_switch(rs_reader *r, FILE *f, const rs_branch *b, const char *name)
{
    int lo, hi;
    if (b->n != 2 || !rs_is_assign_rand(b->st[0], "n", &lo, &hi))
        return rs_refuse(r, b->n ? b->st[0] : b->at, "the branch is not n = rand(a,b); switch (n)");
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, b->st[0], name, &cs, lo, hi, 1);
}

/* The side rooms: the altar's roll, the idol's, then the layouts. */
static int side_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    int altar = 0, k = 0;
    const gml_node *sw = rs_side_rooms_roll(r, b, &altar, &k);
    const gml_node *s = b->n == 2 ? b->st[0] : NULL; /* set when sw is */
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, s, "side", &cs, 1, k, 0) ||
                   rs_write_set(r, f, s, "idol", &cs, k + 1, k + 1, 0) ||
                   rs_write_set(r, f, s, "altar", &cs, altar, altar, 0)
               ? -1
               : 0;
}

static int ice_branch(rs_reader *r, FILE *f, int which, const rs_branch *b)
{
    switch (which) {
    case 0: return rs_start_or_exit(r, f, b, "(== roomPath 2)", "start_drop", "start");
    case 1: return roll_then_switch(r, f, b, "exit");
    case 2: return side_rooms(r, f, b);
    case 3: return rs_one_roll(r, f, b, "path");
    case 4: return rs_shop_rand7(r, f, b, "", "right");
    case 5: return rs_shop_rand7(r, f, b, "", "left");
    case 6: return rs_one_roll(r, f, b, "moai");
    case 7: return rs_one_roll(r, f, b, "ship_front");
    case 8: return rs_one_roll(r, f, b, "ship_middle");
    case 9: return rs_one_roll(r, f, b, "ship_back");
    default: return rs_one_roll(r, f, b, "fallback");
    }
}

static int read_ice(rs_reader *r, const gml_node *tree, FILE *f)
{
    r->codes_closed = 1;
    const gml_node *loop;
    int w, wf;
    if (rs_read_chain(r, tree, f, ice_conds, ICE_BRANCHES, ice_branch, &loop) != 0 ||
        rs_chunk_writes(r, loop, "F", &w, &wf) != 0)
        return -1;
    if (w != 5)
        return rs_refuse(r, loop, "the chunk loop writes the 5, 6 and 8 chunks %d wide, not 5", w);
    const rs_chunk_slot slots[4] = {
        {"8", "door", 5}, {"5", "ground", 5}, {"6", "air", 5}, {"F", "platform", wf}};
    return rs_chunk_loop(r, f, loop, slots, 4);
}

int roomscript_ice(const char *ice_name, const char *ice_code, const char *yeti_name,
                   const char *yeti_code, const char *source, char **out, char *err,
                   size_t errlen)
{
    *out = NULL;
    static const char options[] = "option small-sets\noption slots-as-text\n";
    char header[800];
    snprintf(header, sizeof header,
             "# ice.rooms: the original's Ice Caves rooms, read by spelgen import from the\n"
             "# room scripts %s and %s of %s, the user's own copy: not to be\n"
             "# shared.  Each layout is named after its case in the script's switch; the\n"
             "# tile codes are spelgen's for what the script's own codes make.\n"
             "%s\n# ---- %s\n",
             ice_name, yeti_name, source, options, ice_name);
    char *ice = NULL, *yeti = NULL;
    char lair_header[200];
    snprintf(lair_header, sizeof lair_header, "%s\n# ---- %s\n", options, yeti_name);
    if (rs_run(ice_name, ice_code, "ice.rooms", header, ice_from, ice_to, read_ice, &ice, err,
               errlen) != 0 ||
        rs_yeti_rooms(yeti_name, yeti_code, lair_header, &yeti, err, errlen) != 0) {
        free(ice);
        return -1;
    }
    /* one file: the lair's sets after the Ice Caves', its options (checked with its own
     * text) said once at the top */
    size_t ni = strlen(ice), ny = strlen(yeti) - strlen(options);
    char *all = malloc(ni + ny + 1);
    if (all) {
        memcpy(all, ice, ni);
        memcpy(all + ni, yeti + strlen(options), ny + 1);
    }
    free(ice);
    free(yeti);
    spg_roomdata d;
    char e2[400];
    if (!all) {
        snprintf(err, errlen, "%s: out of memory", ice_name);
        return -1;
    }
    if (roomdata_parse(all, ni + ny, "ice.rooms", &d, e2, sizeof e2) != 0) {
        snprintf(err, errlen, "%s: its rooms are not spelgen's format: %s", yeti_name, e2);
        free(all);
        return -1;
    }
    roomdata_free(&d);
    *out = all;
    return 0;
}
