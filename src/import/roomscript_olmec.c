/* roomscript_olmec.c — Olmec's Lair's room script (scrRoomGen5) read as room data
 * (roomscript_olmec.h), with the helpers every room-script reader shares. */
#include "roomscript_olmec.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "roomscript_read.h"

/* The codes Olmec's Lair's tile chain makes (the original's spelling), in rooms and in
 * chunks. */
static const char room_codes[] = "012LP74aT56";
static const char chunk_codes[] = "012LP74aT";

/* Refuses a text holding a code Olmec's Lair's chain does not make. */
static int check_olmec_codes(rs_reader *r, const gml_node *at, const char *what,
                             const char *text, const char *allowed)
{
    for (const char *t = text; *t; t++)
        if (!strchr(allowed, *t))
            return rs_refuse(r, at, "%s holds tile code '%c', which Olmec's Lair's tiles do "
                             "not make in spelgen (its %s use %s)", what, *t,
                             allowed == room_codes ? "rooms" : "chunks", allowed);
    return 0;
}

/* One of the two room switches: `switch (rand(a,b))`, every case one room. */
static int room_switch(rs_reader *r, FILE *f, const gml_node *branch, const char *set)
{
    const gml_node *sw = rs_only(branch);
    int a, b;
    if (!sw || sw->kind != GML_SWITCH || !rs_is_rand(sw->kids[0], &a, &b))
        return rs_refuse(r, sw ? sw : branch, "the %s rooms are not switch (rand(a,b))", set);
    rs_cases cs;
    if (rs_read_room_cases(r, sw, &cs) != 0)
        return -1;
    for (int k = a; k <= b && k <= RS_CASES_MAX; k++) {
        const rs_case *c = &cs.c[k];
        if (!c->present)
            continue; /* rs_write_set names the missing case */
        char what[64];
        snprintf(what, sizeof what, "case %d of the %s rooms", k, set);
        gml_node at = *sw; /* refused at the case's own line */
        at.line = c->line;
        if (c->variants != 1)
            return rs_refuse(r, &at, "%s has two versions: Olmec's Lair rolls none", what);
        if (check_olmec_codes(r, &at, what, c->text[0], room_codes) != 0)
            return -1;
    }
    return rs_write_set(r, f, sw, set, &cs, a, b, 1);
}

/* The chunk loop's body starts strObs1..3 = "00000" (what a roll past the cases lays),
 * and its chunks hold only Olmec's codes. */
static int check_chunk_loop(rs_reader *r, const gml_node *loop)
{
    const gml_node *body = loop->kids[3];
    int found = 0;
    for (int i = 0; body->kind == GML_BLOCK && i < body->nkids; i++) {
        const gml_node *s = body->kids[i];
        const char *t;
        char name[32];
        snprintf(name, sizeof name, "strObs%d", found + 1);
        if (found < 3 && rs_is_assign_string(s, name, &t) && strcmp(t, "00000") == 0)
            found++;
        if (s->kind != GML_IF)
            continue;
        /* the chain: each branch's switch's cases */
        for (const gml_node *at = s; at && at->kind == GML_IF; at = at->nkids == 3 ? at->kids[2] : NULL) {
            const gml_node *sw = rs_only(at->kids[1]);
            bool door = rs_is(at->kids[0], "(== tile \"8\")");
            for (int k = 1; !door && sw && sw->kind == GML_SWITCH && k < sw->nkids; k++) {
                const gml_node *st[8];
                int n = rs_case_statements(sw, k + 1, st, 8);
                for (int j = 0; sw->kids[k]->kind == GML_CASE && j < n; j++) {
                    const char *row;
                    for (int o = 1; o <= 3; o++) {
                        snprintf(name, sizeof name, "strObs%d", o);
                        if (rs_is_assign_string(st[j], name, &row) &&
                            check_olmec_codes(r, st[j], "a chunk", row, chunk_codes) != 0)
                            return -1;
                    }
                }
            }
        }
        break;
    }
    if (found != 3)
        return rs_refuse(r, loop, "the chunk loop does not start with strObs1 = \"00000\"; "
                         "strObs2 = \"00000\"; strObs3 = \"00000\"");
    return 0;
}

static const rs_chunk_slot olmec_chunks[] = {{"8", "door", 5}, {"5", "ground", 5}, {"6", "air", 5}};

static int read_olmec(rs_reader *r, const gml_node *tree, FILE *f)
{
    int i = 0;
    while (i < tree->nkids && tree->kids[i]->kind == GML_ASSIGN)
        i++;
    const gml_node *iff = i < tree->nkids ? tree->kids[i] : NULL;
    if (!iff || iff->kind != GML_IF || iff->nkids != 3 || !rs_is(iff->kids[0], "(< y 480)"))
        return rs_refuse(r, iff, "after the assignments, not if (y < 480) ... else ... (the "
                         "rooms above pixel row 480, then the hall's floor)");
    if (tree->nkids != i + 3 || tree->kids[i + 1]->kind != GML_FOR ||
        tree->kids[i + 2]->kind != GML_FOR)
        return rs_refuse(r, iff, "the if is not followed by two for loops (chunks, tiles) and "
                         "nothing else");
    if (room_switch(r, f, iff->kids[1], "upper") != 0 ||
        room_switch(r, f, iff->kids[2], "floor") != 0 ||
        check_chunk_loop(r, tree->kids[i + 1]) != 0)
        return -1;
    r->chunks_empty_rest = 1;
    return rs_chunk_loop(r, f, tree->kids[i + 1], olmec_chunks, 3);
}

int roomscript_olmec(const char *name, const char *code, const char *source, char **out,
                     char *err, size_t errlen)
{
    char header[700];
    snprintf(header, sizeof header,
             "# olmec.rooms: the original's rooms of Olmec's Lair, read by spelgen import from\n"
             "# the room script %s of %s, the user's own copy: not to be shared.\n"
             "# Each layout is named after its case in the script's switch; its treasure\n"
             "# tiles (T) are written as spelgen's t.  Built where olmec.hall's room markers\n"
             "# stand.\n"
             "option small-sets\noption slots-as-text\n",
             name, source);
    return rs_run(name, code, "olmec.rooms", header, "T", "t", read_olmec, out, err, errlen);
}
