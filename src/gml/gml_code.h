/* gml_code.h — a GameMaker 8 project compiled for the interpreter.
 *
 * Parsing (gml_parse.h) gives trees of names; compiling (gml_compile.c) resolves every
 * name once — to a local slot, a variable id, a constant (an object, sprite, script or
 * room name, true, noone, c_white...), a built-in function's pointer or a script — so
 * evaluation (gml_eval.c) never looks a name up.  Every random() call site gets an
 * spg_site naming "script:line" and the expression, for traces.
 *
 * Variable ids: every variable name in the project has one id; ids below
 * GML_BUILTIN_VARS are the instance variables GM8 itself defines (x, y, sprite_index...),
 * which the world keeps in fields. */
#ifndef SPG_GML_CODE_H
#define SPG_GML_CODE_H

#include <stdbool.h>
#include <stdint.h>

#include "gml/gml_map.h"
#include "gml/gml_value.h"
#include "rng.h"

struct gml_vm;

/* The instance variables GM8 defines, by id. */
enum {
    GV_X = 0, GV_Y, GV_SPRITE_INDEX, GV_MASK_INDEX, GV_IMAGE_XSCALE, GV_IMAGE_YSCALE,
    GV_IMAGE_ANGLE, GV_OBJECT_INDEX, GV_ID, GV_SOLID, GV_VISIBLE, GV_DEPTH, GV_PERSISTENT,
    GV_BBOX_LEFT, GV_BBOX_RIGHT, GV_BBOX_TOP, GV_BBOX_BOTTOM, GV_SPRITE_WIDTH,
    GV_SPRITE_HEIGHT, GV_XSTART, GV_YSTART,
    GV__FIELDS, /* below: kept in the instance's fields; from here: soft (a default) */
    GV_IMAGE_INDEX = GV__FIELDS, GV_IMAGE_SPEED, GV_IMAGE_ALPHA, GV_IMAGE_BLEND,
    GV_XPREVIOUS, GV_YPREVIOUS, GV_HSPEED, GV_VSPEED, GV_SPEED, GV_DIRECTION, GV_GRAVITY,
    GV_GRAVITY_DIRECTION, GV_FRICTION, GV_ALARM, GV_IMAGE_SINGLE, GV_IMAGE_NUMBER,
    GML_BUILTIN_VARS
};

/* What a name in code stands for, resolved at compile time. */
typedef enum gml_scope {
    GS_LOCAL,  /* a `var` of the running script: a slot of its frame */
    GS_SELF,   /* an instance variable of self */
    GS_OTHER,  /* other.name */
    GS_GLOBAL, /* global.name, or a globalvar */
    GS_TARGET, /* expr.name: an instance id or an object (all its instances) */
    GS_ARG,    /* argument0..15 (a = the number), or argument[k] (a = -1) */
    GS_ARGC,   /* argument_count */
    GS_ROOM_VAR /* a global GM8 variable: room, room_width... (a = which) */
} gml_scope;

/* The global variables GM8 defines that level scripts read. */
enum { GR_ROOM = 0, GR_ROOM_WIDTH, GR_ROOM_HEIGHT, GR_BACKGROUND_INDEX, GR_BACKGROUND_COLOR,
       GR_VIEW_XVIEW, GR_VIEW_YVIEW, GR_INSTANCE_COUNT, GR_CURRENT_TIME, GR__COUNT };

typedef enum gml_op {
    /* expressions */
    GO_NUM, GO_STR, GO_VAR, GO_CALL_FN, GO_CALL_SCRIPT, GO_NEG, GO_NOT, GO_BITNOT,
    GO_ADD, GO_SUB, GO_MUL, GO_DIV, GO_IDIV, GO_MOD, GO_BAND, GO_BOR, GO_BXOR, GO_SHL,
    GO_SHR, GO_EQ, GO_NE, GO_LT, GO_LE, GO_GT, GO_GE, GO_AND, GO_OR, GO_XOR,
    /* statements */
    GO_BLOCK, GO_ASSIGN, GO_EXPR, GO_IF, GO_WHILE, GO_DO, GO_REPEAT, GO_FOR, GO_SWITCH,
    GO_CASE, GO_DEFAULT, GO_BREAK, GO_CONTINUE, GO_EXIT, GO_RETURN, GO_WITH, GO_NOP,
    GO_INHERITED, GO_FAIL /* a construct the interpreter refuses, at run time: k text */
} gml_op;

typedef struct gml_code gml_code;
typedef struct gml_script gml_script;

/* A built-in function: args[0..n-1] evaluated; returns the value. */
typedef gml_value (*gml_fn)(struct gml_vm *vm, const gml_code *call, int n,
                            const gml_value *args);

struct gml_code {
    uint8_t op;
    uint8_t scope;     /* GO_VAR: gml_scope */
    uint8_t assign_op; /* GO_ASSIGN: '=', '+', '-', '*', '/' */
    uint8_t nidx;      /* GO_VAR: 0, 1 or 2 indices (kids after the target) */
    int line, col;
    int a;             /* GO_VAR: the variable id or slot; GO_CALL_*: the argument count */
    double num;        /* GO_NUM */
    const char *str;   /* GO_STR; GO_VAR: the name; GO_CALL_FN: the function's name;
                        * GO_FAIL: the message */
    gml_fn fn;         /* GO_CALL_FN */
    const gml_script *script; /* the code the node is in (errors name it) */
    const gml_script *callee; /* GO_CALL_SCRIPT: the script called */
    spg_site *site;    /* a call that draws (random, choose, ...): its trace site */
    int nk;
    gml_code **k;      /* GO_VAR: [target], idx...; calls: the arguments; GO_ASSIGN: the
                        * variable, the value; statements: their parts */
};

/* A piece of code: a script, or one code action of an object's event. */
struct gml_script {
    char *name;        /* "scrRoomGen", or "oBrick:create" */
    int index;         /* a script's index (its constant), -1 for an event's action */
    int nlocals;       /* `var` slots */
    bool wrapper;      /* a script whose draws a trace names by its caller (rand) */
    gml_code *body;
};

/* An object's event: its code actions in order (a drag-and-drop action_inherited is a
 * GO_INHERITED piece). */
typedef struct gml_event {
    int n;
    gml_script **parts;
} gml_event;

enum { GML_EV_CREATE = 0, GML_EV_DESTROY, GML_EV__COUNT };

typedef struct gml_sprite {
    char *name;
    int index;
    int ox, oy, left, top, right, bottom, width, height, frames;
} gml_sprite;

typedef struct gml_object {
    char *name;
    int index;
    int parent;                    /* index, -1 none */
    int sprite, mask;              /* sprite indices, -1 none */
    bool solid, visible, persistent;
    int depth;
    gml_event *events[GML_EV__COUNT]; /* NULL: none of its own */
    int *descendants, ndescendants;   /* itself and every object under it, by index */
} gml_object;

typedef struct gml_room_inst {
    int id, x, y, object;
} gml_room_inst;

typedef struct gml_room {
    char *name;
    int index, width, height;
    int n;
    gml_room_inst *insts;
} gml_room;

/* The whole project, compiled. */
typedef struct gml_program {
    int nnames, capnames;
    char **names;                 /* variable names by id */
    gml_map name_index;           /* name -> id */
    bool *is_globalvar;           /* by variable id: declared globalvar somewhere */
    int nscripts;
    gml_script **scripts;         /* by script index (NULL: a hole) */
    int nobjects;
    gml_object *objects;          /* by object index (name NULL: a hole) */
    int nsprites;
    gml_sprite *sprites;          /* by sprite index */
    int nrooms;
    gml_room *rooms;              /* by room index */
    gml_map consts;               /* resource and constant names -> value */
    int first_free_id;            /* the first instance id after every room's */
    uint8_t *isa;                 /* [obj * nobjects + ancestor]: obj is ancestor or under it */
    int nasts, capasts;
    struct gml_node **asts;       /* the parsed trees (the code points at their names) */
    struct gml_build *building;   /* while pieces are added: what gml_program_finish needs */
} gml_program;

#endif
