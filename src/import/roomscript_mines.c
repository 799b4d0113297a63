/* roomscript_mines.c — the Mines' room script's parse tree read as room data
 * (roomscript_mines.h).
 *
 * The reader compares the tree's statements with the shape scrRoomGen has, in their
 * canonical S-expression form (gml_print), and takes from it only what spelgen's format
 * and room script let vary: the layouts' and chunks' text, and the rolls' ranges.  Any
 * other difference is refused with the script's name and the statement's line.  The
 * helpers every area's reader shares are roomscript_read.c's. */
#include "roomscript_mines.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "roomscript_read.h"

/* The side rooms: the altar's roll, the idol's, then the layouts. */
static int side_rooms(rs_reader *r, FILE *f, const rs_branch *b)
{
    const char *altar_test = "(and (and (> (. global currLevel) 1) (not (. oGame altar))) "
                             "(== (call rand 1 16) 1))";
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    if (!s || s->kind != GML_IF || s->nkids != 3 || !rs_is(s->kids[0], altar_test))
        return rs_refuse(r, s ? s : b->at, "the side rooms do not start with the altar's roll "
                      "(if (global.currLevel > 1 and not oGame.altar and rand(1,16) == 1))");
    const gml_node *alt = s->kids[1];
    int altar_case;
    if (alt->kind != GML_BLOCK || alt->nkids != 2 || alt->kids[0]->kind != GML_ASSIGN ||
        !rs_is(alt->kids[0]->kids[0], "n") || alt->kids[0]->kids[1]->kind != GML_NUMBER ||
        !rs_is(alt->kids[1], "(= (. oGame altar) true)"))
        return rs_refuse(r, alt, "the altar's branch is not { n = CASE; oGame.altar = true; }");
    altar_case = (int)alt->kids[0]->kids[1]->number;
    const gml_node *idol = s->kids[2];
    int a, k, a2, k2;
    if (idol->kind != GML_IF || idol->nkids != 3 ||
        !rs_is(idol->kids[0], "(or (. oGame idol) (== (call scrGetRoomY y) 3))") ||
        !rs_is_assign_rand(rs_only(idol->kids[1]), "n", &a, &k) || a != 1)
        return rs_refuse(r, idol, "not else if (oGame.idol or scrGetRoomY(y) == 3) n = rand(1,K);");
    const gml_node *roll = idol->kids[2];
    char want[96];
    if (roll->kind != GML_BLOCK || roll->nkids != 2 ||
        !rs_is_assign_rand(roll->kids[0], "n", &a2, &k2) || a2 != 1 || k2 != k + 1)
        return rs_refuse(r, roll, "not else { n = rand(1,K+1); if (n == K+1) oGame.idol = true; }");
    snprintf(want, sizeof want, "(if (== n %d) (= (. oGame idol) true))", k + 1);
    if (!rs_is(roll->kids[1], want))
        return rs_refuse(r, roll->kids[1], "not if (n == %d) oGame.idol = true;", k + 1);
    const gml_node *sw = rs_branch_switch(r, b, "n");
    rs_cases cs;
    if (!sw || rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    return rs_write_set(r, f, s, "side", &cs, 1, k, 0) ||
                   rs_write_set(r, f, s, "idol", &cs, k + 1, k + 1, 0) ||
                   rs_write_set(r, f, alt, "altar", &cs, altar_case, altar_case, 0)
               ? -1
               : 0;
}


/* A shop: strTemp = the shop; n = rand(1,7); switch (n) of the seven kinds, 6 and 7 with
 * their own rooms (the order classic_shop_layout rolls them in). */
static int shop(rs_reader *r, FILE *f, const rs_branch *b, const char *facing)
{
    const char *room, *dice = NULL, *kiss = NULL;
    int dice_line = 0, kiss_line = 0;
    int lo, hi;
    const gml_node *sw = b->n == 3 ? b->st[2] : NULL;
    /* the message names the first statement that differs */
    const gml_node *bad = !sw                                                ? b->at
                          : !rs_is_assign_string(b->st[0], "strTemp", &room) ? b->st[0]
                          : !rs_is_assign_rand(b->st[1], "n", &lo, &hi) || lo != 1 || hi != 7
                              ? b->st[1]
                          : sw->kind != GML_SWITCH || !rs_is(sw->kids[0], "n") ? sw
                                                                               : NULL;
    if (bad)
        return rs_refuse(r, bad, "the shop is not strTemp = \"...\"; n = rand(1,7); switch (n)");
    if (rs_check_text(r, b->st[0], "room", room, RS_ROOM_LEN) != 0 ||
        rs_shop_kinds(r, sw, &dice, &dice_line, &kiss, &kiss_line) != 0)
        return -1;
    return rs_write_shop(r, f, facing, b->st[0]->line, room, dice_line, dice, kiss_line, kiss);
}

/* The drops: the pit's top, then dropped-into or not. */
static int drops(rs_reader *r, FILE *f, const rs_branch *b)
{
    const gml_node *s = b->n == 2 ? b->st[0] : NULL;
    int a, bb, dd, m;
    rs_cases cs;
    if (rs_drops_cases(r, b, &a, &bb, &dd, &m, &cs) != 0)
        return -1;
    return rs_write_set(r, f, s, "drop", &cs, 1, dd, 0) ||
                   rs_write_set(r, f, s, "drop_capped", &cs, dd + 1, m, 0) ||
                   rs_write_set(r, f, s, "pit_top", &cs, a, bb, 1)
               ? -1
               : 0;
}


static const rs_chunk_slot mines_chunks[] = {
    {"8", "door", 5}, {"5", "ground", 5}, {"6", "air", 5}};

static const char *const mines_conds[] = {
    "(and (== (call scrGetRoomX x) (. global startRoomX)) (== (call scrGetRoomY y) "
    "(. global startRoomY)))",
    "(and (== (call scrGetRoomX x) (. global endRoomX)) (== (call scrGetRoomY y) "
    "(. global endRoomY)))",
    "(== roomPath 0)",
    "(or (== roomPath 0) (== roomPath 1))",
    "(== roomPath 3)",
    "(== roomPath 4)",
    "(== roomPath 5)",
    "(== roomPath 8)",
    "(== roomPath 9)",
};
enum { MINES_BRANCHES = sizeof mines_conds / sizeof mines_conds[0] };

static int mines_branch(rs_reader *r, FILE *f, int which, const rs_branch *b)
{
    switch (which) {
    case 0: return rs_start_or_exit(r, f, b, "(== roomPath 2)", "start_drop", "start");
    case 1: return rs_start_or_exit(r, f, b, "(== roomPathAbove 2)", "exit_below_drop", "exit");
    case 2: return side_rooms(r, f, b);
    case 3: return rs_one_roll(r, f, b, "path");
    case 4: return rs_one_roll(r, f, b, "path_dropped");
    case 5: return shop(r, f, b, "right");
    case 6: return shop(r, f, b, "left");
    case 7: return rs_one_roll(r, f, b, "pit_middle");
    case 8: return rs_one_roll(r, f, b, "pit_bottom");
    default: return drops(r, f, b);
    }
}

static int read_mines(rs_reader *r, const gml_node *tree, FILE *f)
{
    const gml_node *loop;
    if (rs_read_chain(r, tree, f, mines_conds, MINES_BRANCHES, mines_branch, &loop) != 0)
        return -1;
    return rs_chunk_loop(r, f, loop, mines_chunks, 3);
}

int roomscript_mines(const char *name, const char *code, const char *source, char **out,
                     char *err, size_t errlen)
{
    char header[600];
    snprintf(header, sizeof header,
             "# mines.rooms: the original's Mines rooms, read by spelgen import from the room\n"
             "# script %s of %s, the user's own copy: not to be shared.\n"
             "# Each layout is named after its case in the script's switch.\n"
             "option small-sets\noption slots-as-text\n",
             name, source);
    return rs_run(name, code, "mines.rooms", header, NULL, NULL, read_mines, out, err, errlen);
}
