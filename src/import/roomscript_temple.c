/* roomscript_temple.c — the Temple's room script (scrRoomGen4) read as room data
 * (roomscript_temple.h), with the helpers every room-script reader shares. */
#include "roomscript_temple.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "roomscript_read.h"

/* The original's codes that spelgen's Temple chain writes otherwise (same order). */
static const char temple_from[] = "3RrcD?;TduAp";
static const char temple_to[] = "mrNhMTSYEdDl";

/* `if (roomPath == 2) n = rand(a,b); else n = rand(c,d); switch (n)` */
static int start_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    int a, bb, c, d;
    if (b->n != 2)
        return rs_refuse(r, b->at, "the branch is not a roll then a switch");
    if (rs_two_ranges(r, b->st[0], "(== roomPath 2)", &a, &bb, &c, &d) != 0)
        return -1;
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, b->st[0], "start", &cs, c, d, 1) ||
                   rs_write_set(r, f, b->st[0], "start_drop", &cs, a, bb, 1)
               ? -1
               : 0;
}

/* `n = rand(a,b); switch (n)` */
static int exit_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    int a, bb;
    if (b->n != 2 || !rs_is_assign_rand(b->st[0], "n", &a, &bb))
        return rs_refuse(r, b->n ? b->st[0] : b->at, "the exit rooms are not n = rand(a,b); "
                         "switch (n)");
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, b->st[0], "exit", &cs, a, bb, 1);
}

/* The side rooms' rolls.  temple_rooms.c makes them as the original does (11 side rooms,
 * the idol's 12th, the City of Gold's rand(1,14) with 12 sent to 15), so they are the
 * rules' and must be these; only the altar's case number is the data's. */
static int side_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    static const char city[] = "(block (= n (call rand 1 14)) (if (== n 12) (= n 15)))";
    static const char altar_test[] = "(and (not (. oGame altar)) (== (call rand 1 12) 1))";
    static const char idol[] = "(if (. oGame idol) (block (= n (call rand 1 11))) (block (= n "
                               "(call rand 1 12)) (if (== n 12) (= (. oGame idol) true))))";
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    if (!s || s->kind != GML_IF || s->nkids != 3 || !rs_is(s->kids[0], "(. global cityOfGold)") ||
        !rs_is(s->kids[1], city))
        return rs_refuse(r, s ? s : b->at, "the side rooms do not start with the City of "
                         "Gold's roll (if (global.cityOfGold) { n = rand(1,14); if (n == 12) "
                         "n = 15; })");
    const gml_node *alt = s->kids[2];
    if (alt->kind != GML_IF || alt->nkids != 3 || !rs_is(alt->kids[0], altar_test))
        return rs_refuse(r, alt, "not else if (not oGame.altar and rand(1,12) == 1)");
    const gml_node *set = alt->kids[1];
    if (set->kind != GML_BLOCK || set->nkids != 2 || set->kids[0]->kind != GML_ASSIGN ||
        !rs_is(set->kids[0]->kids[0], "n") || set->kids[0]->kids[1]->kind != GML_NUMBER ||
        !rs_is(set->kids[1], "(= (. oGame altar) true)"))
        return rs_refuse(r, set, "the altar's branch is not { n = CASE; oGame.altar = true; }");
    int altar_case = (int)set->kids[0]->kids[1]->number;
    if (!rs_is(alt->kids[2], idol))
        return rs_refuse(r, alt->kids[2], "not else if (oGame.idol) { n = rand(1,11); } else { "
                         "n = rand(1,12); if (n == 12) oGame.idol = true; }");
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, s, "side", &cs, 1, 11, 0) ||
                   rs_write_set(r, f, s, "idol", &cs, 12, 12, 0) ||
                   rs_write_set(r, f, s, "vault", &cs, 13, 15, 0) ||
                   rs_write_set(r, f, set, "altar", &cs, altar_case, altar_case, 0)
               ? -1
               : 0;
}

/* `if (global.cityOfGold) n = rand(1,C); else n = rand(1,P); switch (n)`: the City of
 * Gold's path rooms are the ordinary ones and its Tomb Lords' after them. */
static int path_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    int a, c, a2, p;
    if (b->n != 2)
        return rs_refuse(r, b->at, "the branch is not a roll then a switch");
    if (rs_two_ranges(r, b->st[0], "(. global cityOfGold)", &a, &c, &a2, &p) != 0)
        return -1;
    if (a != 1 || a2 != 1 || c <= p)
        return rs_refuse(r, b->st[0], "the path rooms' rolls are not rand(1,C) in the City of "
                         "Gold and rand(1,P) else, C > P");
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, b->st[0], "path", &cs, 1, p, 0) ||
                   rs_write_set(r, f, b->st[0], "path_tomb_lord", &cs, p + 1, c, 0)
               ? -1
               : 0;
}

/* A shop: strTemp = the shop; the kind's roll, rand(1,6) once the level has a damsel;
 * switch (n) of the seven kinds. */
static int shop(rs_reader *r, FILE *f, const rs_branch *b, const char *facing)
{
    const char *room, *dice = NULL, *kiss = NULL;
    int dice_line = 0, kiss_line = 0;
    const gml_node *sw = b->n == 3 ? b->st[2] : NULL;
    const gml_node *bad =
        !sw                                                  ? b->at
        : !rs_is_assign_string(b->st[0], "strTemp", &room) ? b->st[0]
        : !rs_is(b->st[1], "(if (. oGame damsel) (= n (call rand 1 6)) (= n (call rand 1 7)))")
            ? b->st[1]
        : sw->kind != GML_SWITCH || !rs_is(sw->kids[0], "n") ? sw
                                                             : NULL;
    if (bad)
        return rs_refuse(r, bad, "the shop is not strTemp = \"...\"; if (oGame.damsel) n = "
                         "rand(1,6); else n = rand(1,7); switch (n)");
    if (rs_check_text(r, b->st[0], "room", room, RS_ROOM_LEN) != 0 ||
        rs_shop_kinds(r, sw, &dice, &dice_line, &kiss, &kiss_line) != 0)
        return -1;
    return rs_write_shop(r, f, facing, b->st[0]->line, room, dice_line, dice, kiss_line, kiss);
}

/* A room with no roll: strTemp = "..." alone. */
static int fixed_room(rs_reader *r, FILE *f, const rs_branch *b, const char *set)
{
    const char *room;
    if (b->n != 1 || !rs_is_assign_string(b->st[0], "strTemp", &room))
        return rs_refuse(r, b->n ? b->st[0] : b->at, "the branch is not strTemp = \"...\" "
                         "alone (%s has no roll)", set);
    return rs_write_room(r, f, b->st[0]->line, set, room);
}

static const char *const temple_conds[] = {
    "(and (== (call scrGetRoomX x) (. global startRoomX)) (== (call scrGetRoomY y) "
    "(. global startRoomY)))",
    "(and (== (call scrGetRoomX x) (. global endRoomX)) (== (call scrGetRoomY y) "
    "(. global endRoomY)))",
    "(and (== roomPath 0) (> (call rand 1 4) 1))",
    "(or (== roomPath 0) (== roomPath 1))",
    "(== roomPath 3)",
    "(== roomPath 4)",
    "(== roomPath 5)",
    "(== roomPath 6)",
    "(== roomPath 7)",
    "(== roomPath 8)",
    "(== roomPath 9)",
};
enum { TEMPLE_BRANCHES = sizeof temple_conds / sizeof temple_conds[0] };

static const rs_chunk_slot temple_chunks[] = {
    {"8", "door", 5}, {"5", "ground", 5}, {"6", "air", 5}, {"r", "air_narrow", 4}};

static int temple_branch(rs_reader *r, FILE *f, int which, const rs_branch *b)
{
    switch (which) {
    case 0: return start_rooms(r, f, b);
    case 1: return exit_rooms(r, f, b);
    case 2: return side_rooms(r, f, b);
    case 3: return path_rooms(r, f, b);
    case 4: return rs_one_roll(r, f, b, "path_dropped");
    case 5: return shop(r, f, b, "right");
    case 6: return shop(r, f, b, "left");
    case 7: return fixed_room(r, f, b, "lady_xoc");
    case 8: return fixed_room(r, f, b, "pit_top");
    case 9: return fixed_room(r, f, b, "pit_middle");
    case 10: return fixed_room(r, f, b, "pit_bottom");
    default: return rs_one_roll(r, f, b, "drop");
    }
}

static int read_temple(rs_reader *r, const gml_node *tree, FILE *f)
{
    /* the opening assignments, the chain by room kind, then the chunk and tile loops */
    const gml_node *loop;
    if (rs_read_chain(r, tree, f, temple_conds, TEMPLE_BRANCHES, temple_branch, &loop) != 0)
        return -1;
    return rs_chunk_loop(r, f, loop, temple_chunks, 4);
}

int roomscript_temple(const char *name, const char *code, const char *source, char **out,
                      char *err, size_t errlen)
{
    char header[700];
    snprintf(header, sizeof header,
             "# temple.rooms: the original's Temple rooms, read by spelgen import from the\n"
             "# room script %s of %s, the user's own copy: not to be shared.\n"
             "# Each layout is named after its case in the script's switch; the script's\n"
             "# tile codes are written as spelgen's Temple reads them.\n"
             "option small-sets\noption slots-as-text\n",
             name, source);
    return rs_run(name, code, "temple.rooms", header, temple_from, temple_to, read_temple, out,
                  err, errlen);
}
