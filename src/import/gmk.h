/* gmk.h — a GameMaker 8.0 project file (.gmk), read into memory.
 *
 * The format, as GameMaker 8.0 writes it (all integers little-endian 32-bit; a bool is an
 * integer 0 or 1; a string is a length and that many bytes, no terminator; a double is
 * 8 bytes):
 *
 *   magic 1234321, version 800, game id, 16-byte GUID
 *   settings: version 800, one zlib block (a length, then that many bytes of zlib data)
 *   triggers: version 800, a count, one zlib block each; 8 bytes (last changed)
 *   constants: version 800, a count, (name, value) strings; 8 bytes
 *   sounds, sprites, backgrounds, paths, scripts, fonts, timelines, objects, rooms:
 *     each a section version 800, a count, and one zlib block per resource; a block
 *     opens with a bool "exists" (a deleted resource keeps its index, and is only that
 *     bool), then the name and 8 bytes (last changed)
 *   last instance id, last tile id
 *   included files (800, count, blocks), extension packages (700, count, strings),
 *   game information (800, one block), library creation code (500, count, strings),
 *   room order (700, count, room ids), the resource tree (12 nested nodes)
 *
 * A resource's index in its section is its id: objects name their parent, sprite and mask,
 * rooms their instances' objects by index, -1 for none.  Only what spelgen needs is kept
 * (scripts, objects with their events, sprites' boxes, rooms with their instances, the
 * game's version); everything else is read past and checked only for its structure.
 * Texts are kept as GameMaker stored them (Windows-1252, lines ending CR LF). */
#ifndef SPG_GMK_H
#define SPG_GMK_H

#include <stdbool.h>
#include <stddef.h>

#define GMK_MAGIC 1234321
#define GMK_VERSION 800

/* GameMaker's main event types, in the order a project file lists them. */
enum {
    GMK_EV_CREATE = 0, GMK_EV_DESTROY, GMK_EV_ALARM, GMK_EV_STEP, GMK_EV_COLLISION,
    GMK_EV_KEYBOARD, GMK_EV_MOUSE, GMK_EV_OTHER, GMK_EV_DRAW, GMK_EV_KEYPRESS,
    GMK_EV_KEYRELEASE, GMK_EV_TRIGGER, GMK_EV__COUNT
};

/* An action's kind: 7 is a piece of code (its first argument is the code's text), 6 sets
 * a variable (name, value), 1 and 2 open and close a block, 3 is else, 4 exit, 5 repeat;
 * 0 a library action (a function, or the comment, library 1 action 605). */
enum { GMK_ACT_NORMAL = 0, GMK_ACT_BEGIN, GMK_ACT_END, GMK_ACT_ELSE, GMK_ACT_EXIT,
       GMK_ACT_REPEAT, GMK_ACT_VARIABLE, GMK_ACT_CODE };

/* What an action's argument names (its kind): a sprite's, a script's or an object's
 * index, given as its text; other kinds (expressions, strings, colours, ...) are values. */
enum { GMK_ARG_SPRITE = 5, GMK_ARG_SCRIPT = 9, GMK_ARG_OBJECT = 10 };
#define GMK_ARGS_MAX 8

typedef struct gmk_action {
    int lib, id;     /* the action library and the action in it (1, 603: code) */
    int kind;        /* GMK_ACT_CODE, or a drag-and-drop action's kind */
    char *function;  /* a drag-and-drop action's GML function ("action_inherited"), or "" */
    int applies_to;  /* -1 self, -2 other, else an object's index */
    bool relative, negate;
    int used;        /* how many of the arguments the action takes */
    int arg_kinds[GMK_ARGS_MAX]; /* the first arguments' kinds (GMK_ARG_*) */
    int nargs;
    char **args;     /* nargs texts (the file holds 8); for a code action args[0] is the code */
} gmk_action;

typedef struct gmk_event {
    int type;        /* GMK_EV_* */
    int number;      /* the sub-event (the alarm, key, ...); for a collision the object */
    int nactions;
    gmk_action *actions;
} gmk_event;

typedef struct gmk_object {
    char *name;      /* NULL: a deleted object's index */
    int sprite, mask, parent; /* indices, -1 none */
    bool solid, visible, persistent;
    int depth;
    int nevents;
    gmk_event *events; /* in the file's order: by type, then as listed */
} gmk_object;

typedef struct gmk_sprite {
    char *name;      /* NULL: deleted */
    int origin_x, origin_y;
    int width, height, frames;      /* the first frame's size; 0 0 0 without frames */
    int shape, bbox_mode;           /* mask shape (0 precise, 1 rectangle, ...), box mode */
    int left, right, top, bottom;   /* the bounding box, pixels from the image's corner */
} gmk_sprite;

typedef struct gmk_script {
    char *name;      /* NULL: deleted */
    char *code;
} gmk_script;

typedef struct gmk_instance {
    int x, y;
    int object;      /* index */
    int id;          /* the instance id GameMaker gives it */
    char *code;      /* its creation code ("" for none) */
} gmk_instance;

typedef struct gmk_room {
    char *name;      /* NULL: deleted */
    int width, height;
    char *code;      /* the room's creation code */
    int ninstances;
    gmk_instance *instances; /* in creation order */
} gmk_room;

/* The names of a kind of resource spelgen reads no more of (sounds, backgrounds, paths,
 * fonts, timelines): code names them, so an interpreter needs them as constants.  Index
 * i is resource i; NULL a deleted one. */
enum { GMK_NAMES_SOUND = 0, GMK_NAMES_BACKGROUND, GMK_NAMES_PATH, GMK_NAMES_FONT,
       GMK_NAMES_TIMELINE, GMK_NAMES__COUNT };
typedef struct gmk_names {
    int n;
    char **names;
} gmk_names;

typedef struct gmk_project {
    int version;             /* 800 */
    int game_id;
    char *author, *game_version; /* the settings' author and version ("1.1") */
    int version_major, version_minor, version_release, version_build;
    int nscripts, nobjects, nsprites, nrooms;
    gmk_script *scripts;
    gmk_object *objects;
    gmk_sprite *sprites;
    gmk_room *rooms;
    gmk_names other[GMK_NAMES__COUNT];
    int nconstants;            /* the project's own constants (Global Game Settings) */
    char **constant_names, **constant_values;
} gmk_project;

/* The kind's name as the dump writes it ("sound", "background", ...). */
const char *gmk_names_kind(int kind);

/* Reads `len` bytes of a .gmk named `file` (for messages).  Returns 0 and fills *out, or
 * -1 with *out empty and one line in err: "FILE: PART: what is wrong at byte N", naming
 * the resource ("object 312 (oBrick), event create: ...") and, inside a compressed block,
 * the byte of the block and where the block starts in the file.  Never reads past `len`;
 * allocates at most what the input's sizes justify (decompressed blocks are capped). */
int gmk_read(const unsigned char *data, size_t len, const char *file, gmk_project *out,
             char *err, size_t errlen);

/* For fuzzing and tests: reads as gmk_read does a file whose blocks hold their bytes
 * uncompressed, so that mutated input reaches the resource readers instead of failing
 * zlib's checks. */
int gmk_read_stored(const unsigned char *data, size_t len, const char *file,
                    gmk_project *out, char *err, size_t errlen);

/* The largest project file read (the original's is 750 kB). */
#define GMK_FILE_MAX ((size_t)256 << 20)

/* Reads the whole file at `path` into fresh memory (*data, *len); -1 with a message naming
 * the path when it cannot be read, is not a regular file or is larger than GMK_FILE_MAX. */
int gmk_load_bytes(const char *path, unsigned char **data, size_t *len, char *err,
                   size_t errlen);

/* The last component of a path ("spelunky.gmk"), which messages name the file by. */
const char *gmk_base_name(const char *path);

/* Reads the file at `path` (named by its last component in messages) as gmk_read does. */
int gmk_read_file(const char *path, gmk_project *out, char *err, size_t errlen);

/* Frees everything in *p and empties it (safe on an empty project). */
void gmk_free(gmk_project *p);

/* The name of resource `i` in a list, or NULL when out of range or deleted. */
const char *gmk_object_name(const gmk_project *p, int i);
const char *gmk_sprite_name(const gmk_project *p, int i);
const char *gmk_script_name(const gmk_project *p, int i);

/* The object named `name`, or -1. */
int gmk_find_object(const gmk_project *p, const char *name);

/* A file-name-safe name for an event ("create", "step_begin", "alarm_3",
 * "collision_oBrick", "other_10"), written into buf. */
void gmk_event_name(const gmk_project *p, const gmk_event *e, char *buf, size_t len);

#endif
