/* roomscript_read.h — what every area's room-script reader shares (roomscript_mines.c
 * reads the Mines' scrRoomGen, roomscript_temple.c the Temple's scrRoomGen4,
 * roomscript_ice.c and roomscript_yeti.c the Ice Caves' scrRoomGen3 and
 * scrRoomGenYeti): comparing a statement
 * of the parse tree (gml_parse.h) with the shape it must have in its canonical
 * S-expression form, reading a switch of layouts or of chunks, writing sets in spelgen's
 * format (roomdata.h) and checking every layout's codes as the loader will, and the
 * driver that parses a script, runs an area's reader over it and checks what it wrote.
 *
 * Every refusal reads "SCRIPT: line N: what" (the statement's line in the script). */
#ifndef SPG_ROOMSCRIPT_READ_H
#define SPG_ROOMSCRIPT_READ_H

#include <stddef.h>
#include <stdio.h>

#include "../data/roomdata.h"
#include "gml/gml_parse.h"

enum { RS_CASES_MAX = 64, RS_ROOM_LEN = 80 };

/* One script being read: its name for messages, where the message goes, and how its tile
 * codes become spelgen's (`from`[i] is written as `to`[i]; NULL: as they are). */
typedef struct rs_reader {
    const char *script;
    char *err;
    size_t errlen;
    const char *codes_from, *codes_to;
    /* the table is closed: a code not in codes_from is refused (a reader sets it; the
     * Ice Caves' do, since their scripts' every code needs its meaning translated) */
    int codes_closed;
    /* set by a reader before rs_chunk_loop: a chunk roll over more cases than its switch
     * has is accepted, the cases it lacks keeping the loop's first rows, all 0 (the reader
     * checks that the loop sets them so: Olmec's Lair's air roll rand(1,8) has six cases),
     * and written as empty chunks */
    int chunks_empty_rest;
} rs_reader;

/* One case of a switch: its layout's text (one or two versions). */
typedef struct rs_case {
    int present;
    int line; /* the case's, for messages */
    int variants;
    const char *text[2];
} rs_case;

typedef struct rs_cases {
    rs_case c[RS_CASES_MAX + 1]; /* by case number, 1..RS_CASES_MAX */
} rs_cases;

/* A branch of the chain by room kind: its statements, a block opened. */
typedef struct rs_branch {
    const gml_node *at; /* for messages: the if */
    const gml_node *st[8];
    int n;
} rs_branch;

/* Writes "SCRIPT: line N: what" (N the line of `at`, 0 without one) into r->err; always
 * returns -1, so callers can `return rs_refuse(...)`. */
__attribute__((format(printf, 3, 4))) int rs_refuse(rs_reader *r, const gml_node *at,
                                                    const char *fmt, ...);

/* The node's canonical form (gml_print), in a buffer the caller frees (NULL: no memory). */
char *rs_sexpr(const gml_node *n);

/* Whether node n (NULL: never) prints as `want`. */
int rs_is(const gml_node *n, const char *want);

/* Whether n is the call rand(A,B) with whole-number bounds; sets *a, *b. */
int rs_is_rand(const gml_node *n, int *a, int *b);

/* Whether n is `NAME = rand(A,B)`; sets *a, *b. */
int rs_is_assign_rand(const gml_node *n, const char *name, int *a, int *b);

/* Whether n is `NAME = "text"`; sets *text. */
int rs_is_assign_string(const gml_node *n, const char *name, const char **text);

/* A statement, or the only statement of a block (nested blocks opened). */
const gml_node *rs_only(const gml_node *n);

/* The statements of switch `sw` from kids[from] to the next label, blocks opened; at most
 * `max` into out.  Returns how many. */
int rs_case_statements(const gml_node *sw, int from, const gml_node **out, int max);

/* Checks a text the script assigns: exactly `len` characters, all writable in a .rooms
 * row; 0, or -1 refused at `at` (`what` names it: "room", "chunk row"). */
int rs_check_text(rs_reader *r, const gml_node *at, const char *what, const char *t, size_t len);

/* Reads a room switch: every label a whole number 1..RS_CASES_MAX, every case one layout
 * (strTemp = "..."; break;) or two versions on rand(1,2) == 1; 0 or -1. */
int rs_read_room_cases(rs_reader *r, const gml_node *sw, rs_cases *out);

/* Writes set `name` (ROOM) of the cases lo..hi, each of which must be in the switch, their
 * codes translated and checked; `own_roll`: the set has a roll of its own over lo..hi,
 * which the file says when it does not start at 1 (`rolled-from`).  0 or -1 (at `at`). */
int rs_write_set(rs_reader *r, FILE *f, const gml_node *at, const char *name,
                 const rs_cases *cs, int lo, int hi, int own_roll);

/* Writes set `set` (ROOM) holding the one room `text` (the script's line `line`). */
int rs_write_room(rs_reader *r, FILE *f, int line, const char *set, const char *text);

/* Reads the branch `stmt` of the chain (the if `iff`) into b; 0 or -1. */
int rs_branch_read(rs_reader *r, const gml_node *iff, const gml_node *stmt, rs_branch *b);

/* The last statement of b, which must be a switch on `value` (refused: NULL). */
const gml_node *rs_branch_switch(rs_reader *r, const rs_branch *b, const char *value);

/* The drops' branch of scrRoomGen and scrRoomGenYeti: `if (roomPath == 7) n = rand(a,b);
 * else if (roomPathAbove != 2) n = rand(1,M); else n = rand(1,D);` (D < M) then switch (n),
 * its cases read into cs; sets *pit_a = a, *pit_b = b, *d = D, *m = M; 0 or -1 (refused). */
int rs_drops_cases(rs_reader *r, const rs_branch *b, int *pit_a, int *pit_b, int *d, int *m,
                   rs_cases *cs);

/* The side rooms' branch of scrRoomGen2 and scrRoomGen3: `if (not oGame.altar and
 * rand(1,12) == 1) { n = A; oGame.altar = true; } else if (oGame.idol) n = rand(1,K);
 * else { n = rand(1,K+1); if (n == K+1) oGame.idol = true; }` then switch (n), the altar's
 * case A outside 1..K+1. Sets *altar_out = A, *k_out = K and returns the switch (refused:
 * NULL). */
const gml_node *rs_side_rooms_roll(rs_reader *r, const rs_branch *b, int *altar_out,
                                   int *k_out);

/* `if (COND) n = rand(a,b); else n = rand(c,d);` (COND in canonical form); 0 or -1. */
int rs_two_ranges(rs_reader *r, const gml_node *s, const char *cond, int *a, int *b, int *c,
                  int *d);

/* A branch that is switch (rand(1,N)) alone: set `set` of cases 1..N; 0 or -1. */
int rs_one_roll(rs_reader *r, FILE *f, const rs_branch *b, const char *set);

/* A shop's switch (n) over the seven kinds in scrShopItemsGen's order, each `shopType =
 * "KIND"; break;`, the dice house (case 6) and the kissing parlour (7, which also sets
 * oGame.damsel) with a room of their own: their texts and lines; 0 or -1. */
int rs_shop_kinds(rs_reader *r, const gml_node *sw, const char **dice, int *dice_line,
                  const char **kiss, int *kiss_line);

/* Writes a shop's three sets (shop_, dice_house_, kissing_parlor_facing_FACING). */
int rs_write_shop(rs_reader *r, FILE *f, const char *facing, int room_line, const char *room,
                  int dice_line, const char *dice, int kiss_line, const char *kiss);

/* A shop branch of the Ice Caves' scripts: strTemp = the shop; switch (rand(1,7)) of the
 * kinds (as rs_shop_kinds); writes PREFIXshop_, PREFIXdice_house_ and
 * PREFIXkissing_parlor_facing_FACING.  0 or -1. */
int rs_shop_rand7(rs_reader *r, FILE *f, const rs_branch *b, const char *prefix,
                  const char *facing);

/* One chunk set the chunk loop fills: the tile code of its slots, the set's name, and its
 * chunks' width (their rows are strObs1..3; 5 but for the Temple's 4x3 slot). */
typedef struct rs_chunk_slot {
    const char *code, *set;
    int width;
} rs_chunk_slot;

/* One switch of chunks, on anything: its cases exactly lo..hi in order, each `strObs1 =
 * "....."; ... strObsROWS = "....."; break;` (ROWS 3, or 4 where the script writes a
 * fourth row); writes set `set` (`CHUNK 5x4` for 4 rows, `rolled-from lo` when lo is not
 * 1), codes translated and checked.  0 or -1. */
int rs_chunk_cases(rs_reader *r, FILE *f, const gml_node *sw, const char *set, int lo, int hi,
                   int rows);

/* The chunk loop: for (...) { ...; if (tile == CODE1) switch (rand(1,N)) {...} else if
 * (tile == CODE2) ...; ... }, its tests exactly `slots` in order; writes each set (a
 * width other than 5 as `set NAME CHUNK Wx3`).  0 or -1. */
int rs_chunk_loop(rs_reader *r, FILE *f, const gml_node *loop, const rs_chunk_slot *slots,
                  int nslots);

/* `if (COND) n = rand(a,b); else n = rand(c,d); switch (n)`: set `set_if` = cases a..b,
 * `set_else` = c..d (each with its own roll; shared cases copied); 0 or -1. */
int rs_start_or_exit(rs_reader *r, FILE *f, const rs_branch *b, const char *cond,
                     const char *set_if, const char *set_else);

/* The script's shape: opening assignments (and the if that sets roomPathAbove), the chain
 * of `n` ifs whose conditions print as conds[0..n-1] then a plain else, each branch given
 * to `branch` with its place (n: the else), then two for loops and nothing else;
 * *chunk_loop is the first loop.  0 or -1. */
int rs_read_chain(rs_reader *r, const gml_node *tree, FILE *f, const char *const *conds, int n,
                  int (*branch)(rs_reader *r, FILE *f, int which, const rs_branch *b),
                  const gml_node **chunk_loop);

/* The chunk loop's writing: if (tile == "5" or tile == "6" or tile == "8") { three rows of
 * string_delete(strTemp, j, W) then string_insert, 10 apart } and, when `second` is not
 * NULL, else if (tile == SECOND) { the same }, nothing else; *w_main and *w_second are the
 * widths written.  0 or -1. */
int rs_chunk_writes(rs_reader *r, const gml_node *loop, const char *second, int *w_main,
                    int *w_second);

/* Parses script `name` (`code`), writes `header` and then what `read` writes of its tree
 * into a text checked to load as room data named `file`; returns 0 and *out (the caller
 * frees it), or -1 with "NAME: line N: what" in err and *out NULL. */
int rs_run(const char *name, const char *code, const char *file, const char *header,
           const char *codes_from, const char *codes_to,
           int (*read)(rs_reader *r, const gml_node *tree, FILE *f), char **out, char *err,
           size_t errlen);

/* The Yeti lair's script (scrRoomGenYeti) as ice.rooms's lair_* sets, its text (with
 * `header` first) in *out (roomscript_yeti.c); 0, or -1 with "NAME: line N: what". */
int rs_yeti_rooms(const char *name, const char *code, const char *header, char **out,
                  char *err, size_t errlen);

#endif
