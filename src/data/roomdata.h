/* roomdata.h — room layouts and chunks, loaded from data/ text files.
 *
 * The format (also in man/spelgen.1, "DATA FILES", and at the top of each file):
 *
 *   # a comment, to the end of the line (also after a directive)
 *   set NAME ROOM|CHUNK       a set of layouts (10×8 rooms) or chunks (5×3)
 *   set NAME CHUNK WxH        a chunk set of another size (1-5 wide, 1-4 high): the
 *                             Temple's 4x3 slot 'N' takes chunks of 4x3
 *   set NAME ROOM|CHUNK [WxH] rolled-from N
 *                             the same, whose layouts the original rolls as cases N..N+n-1
 *                             (1 when not given): the trace's words say rand(N,...); the
 *                             draw is the same (it depends only on the range's size)
 *   layout NAME               one item of the current set; its rows follow, one per line
 *   or                        (rooms only) a second version of the layout above, rolled
 *                             rand(1,2) when the layout is chosen; its rows follow
 *   option small-sets         (before the first set) the file's sets may be smaller than
 *                             the sizes a room script asks for by default (at least 1);
 *                             the original's sets are (e.g. its Mines' 4 start rooms)
 *   option slots-as-text      (before the first set) chunk slots are written as the
 *                             original writes them, into the room as 80 characters of
 *                             text: a slot's chunk may run on past the right edge into
 *                             the next row and may cover later slots (one so covered is
 *                             never filled); the loader then leaves slots' fit and
 *                             overlap unchecked
 *
 * Rows are exactly as wide as the set's kind (10 or 5 characters) and there are exactly
 * as many as it is high (8 or 3).  Blank lines between items are allowed.  Tile codes:
 *
 *   0 empty            1 solid (earth, or stone 1 in 10)   2 solid half the time
 *   L ladder           P ladder top                        7 spikes 1 in 3
 *   4 push block 1 in 4
 *   5 ground chunk     6 air chunk     8 door chunk        (the top-left of a 5×3 slot)
 *   9 the door: entrance in the start room, exit in the exit room (earth under it)
 *   x Kali's altar (2 wide)   A idol altar (2 wide)   I golden idol   B idol boulder
 *   a chest    s snake-pit wall (snake 1/10, else earth 1/2)   S snake   T big ruby
 *   M earth holding the Mattock
 *   shops:  . shop wall (solid)   b shop floor   K shopkeeper   k sign   l lamp
 *           i item for sale   W wanted poster   Q dice sign   q dice prize   d dice
 *           D damsel for sale
 *   the Jungle's (data/classic/jungle.rooms; its own tile chain gives them meaning):
 *           V vine chunk slot (5x3, like 5 6 8)   v vine   w water
 *           ~ water with earth in it   , water, earth in it 1 in 2   m water or earth 1 in 2
 *           t temple block   r temple block or earth 1 in 2   Y tree   X idol-trap block
 *           C crystal skull   p bones (or a jar)   ^ spikes, always   h chest in water
 *           + ice block (a shop's wall)   n the Ankh, for sale
 *           (in the Jungle, 4 is always a push block and L P are the Black Market's
 *           ladders; chunks may also hold Y v w t r ^ m ~ ,)
 *   the Temple's and Olmec's Lair's (data/classic/temple.rooms, olmec.rooms; their own
 *   tile chains give them meaning):
 *           m lava or a temple block 1 in 2   w lava   r a temple block holding a big ruby
 *           h a chest or a crate 1 in 2       t treasure (also in Olmec's Lair's chunks)
 *           X Lady Xoc's statue (5 wide, 6 high)   C a ceiling trap
 *           N the top-left of a 4x3 air chunk slot   E a Jungle block   e a Jungle block
 *           1 in 2   Y a tree (the sun room's)
 *           (there, S is the sacrifice pit's Damsel and idol, B its skull block, M an idol
 *           room's door, T the Tomb Lord; in Olmec's Lair L P are vines)
 *   the Ice Caves' (data/classic/ice.rooms; their own tile chains give them meaning):
 *           c clear ice   j clear ice 1 in 2   n thin ice   f falling block
 *           m unbreakable earth   O the Moai (3x4 from here)   F platform chunk slot
 *           H ship hull   h ship floor   u ship floor or earth   e ship panel
 *           X Alien Boss   J earth holding a jetpack   t barrier emitter
 *           Y Yeti King   y Yeti   C three hull blocks down from here
 *           G a ship's background picture (nothing made)   in a Yeti lair: s spikes, always
 *           (chunks may also hold c j f)
 *
 * The loader checks sizes, codes, that every chunk slot fits inside the room and slots
 * do not overlap, and names; an error reads "file:line:col: what is wrong". */
#ifndef SPG_ROOMDATA_H
#define SPG_ROOMDATA_H

#include <stddef.h>

#define SPG_NAME_MAX 40

typedef enum spg_set_kind { SPG_SET_ROOM = 0, SPG_SET_CHUNK = 1 } spg_set_kind;

typedef struct spg_layout {
    char name[SPG_NAME_MAX];
    int line;             /* where it starts in its file, for messages */
    int variants;         /* 1, or 2 when an `or` version follows */
    char tiles[2][8][10]; /* [variant][row][col]; a chunk uses [0][0..2][0..4] */
} spg_layout;

typedef struct spg_set {
    char name[SPG_NAME_MAX];
    spg_set_kind kind;
    int line;
    int rolled_from; /* the first case of the original's roll over the set (1 by default) */
    int w, h;        /* its layouts' size: 10x8 a room, 5x3 a chunk unless the file says */
    spg_layout *items;
    int n;
} spg_set;

typedef struct spg_roomdata {
    char file[256];
    int small_sets;     /* `option small-sets`: roomdata_require asks for 1 item at least */
    int slots_as_text;  /* `option slots-as-text`: chunks are written as text (above) */
    spg_set *sets;
    int nsets;
} spg_roomdata;

/* Parses `len` bytes of room data named `file` (for messages).  On error returns -1 and
 * writes "file:line:col: message" into err; *out is then empty.  Returns 0 on success. */
int roomdata_parse(const char *text, size_t len, const char *file, spg_roomdata *out,
                   char *err, size_t errlen);

/* Reads and parses a file; errors as roomdata_parse (or "file: cannot open: reason"). */
int roomdata_load(const char *path, spg_roomdata *out, char *err, size_t errlen);

/* roomdata_parse and roomdata_load that also accept the tile codes in `extra` (NULL or ""
 * for none), in rooms and chunks alike, for a style whose own check gives them meaning
 * (the fools style's 3, written as its document writes it). */
int roomdata_parse_ex(const char *text, size_t len, const char *file, const char *extra,
                      spg_roomdata *out, char *err, size_t errlen);
int roomdata_load_ex(const char *path, const char *extra, spg_roomdata *out, char *err,
                     size_t errlen);

/* The set called `name`, or NULL. */
const spg_set *roomdata_set(const spg_roomdata *d, const char *name);

/* Checks that set `name` exists, is of `kind`, and has at least `min` items (1 in a file
 * with `option small-sets`); returns 0,
 * or -1 with "file:line: message" (the set's line, or the file's end) in err. */
int roomdata_require(const spg_roomdata *d, const char *name, spg_set_kind kind, int min,
                     char *err, size_t errlen);

/* Frees what a parse allocated. */
void roomdata_free(spg_roomdata *d);

#endif
