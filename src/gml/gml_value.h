/* gml_value.h — GameMaker 8's values and variables, as the interpreter holds them.
 *
 * A value is a real (a double: GM8 has no integers) or a string.  A variable holds one
 * value and, once indexed, an array: in GM8 `a` and `a[0]` and `a[0,0]` are one cell,
 * so the cell [0,0] is the variable's own value and the others live in `arr`, rows of
 * cells.  A cell never written is "unset": reading it is an error, as in the original
 * game (its settings do not treat unset variables as 0). */
#ifndef SPG_GML_VALUE_H
#define SPG_GML_VALUE_H

#include <stdbool.h>
#include <stddef.h>

/* The marker of an unset cell (its address, never its text). */
extern const char gml_unset_mark[];

typedef struct gml_value {
    double r;      /* the real, when s is NULL */
    const char *s; /* a string (NUL-terminated, owned by the world's arena), or NULL for a
                    * real, or gml_unset_mark for an unset cell */
} gml_value;

static inline gml_value gml_real(double r)
{
    gml_value v = {r, NULL};
    return v;
}

static inline gml_value gml_unset(void)
{
    gml_value v = {0, gml_unset_mark};
    return v;
}

static inline bool gml_is_unset(gml_value v) { return v.s == gml_unset_mark; }
static inline bool gml_is_string(gml_value v) { return v.s && v.s != gml_unset_mark; }

typedef struct gml_row {
    int n, cap;
    gml_value *cells;
} gml_row;

typedef struct gml_array {
    int nrows, caprows;
    gml_row *rows;
} gml_array;

typedef struct gml_var {
    gml_value v;    /* cell [0,0] */
    gml_array *arr; /* the other cells, NULL until one is written */
} gml_var;

/* The cell [i,j] of a variable, or NULL when it was never written (arrays grow as GM8's
 * do: writing [i,j] makes the cells before it in its row unset). */
static inline const gml_value *gml_var_cell(const gml_var *var, int i, int j)
{
    if (i == 0 && j == 0)
        return &var->v;
    if (!var->arr || i >= var->arr->nrows || j >= var->arr->rows[i].n)
        return NULL;
    return &var->arr->rows[i].cells[j];
}

/* The cell [i,j] for writing, made when missing (i, j >= 0).  Returns NULL when out of
 * memory. */
gml_value *gml_var_cell_w(gml_var *var, int i, int j);

/* Frees a variable's array and unsets it. */
void gml_var_clear(gml_var *var);

/* GM8's rounding where it needs an integer (an index, an id, a loop count): Delphi's
 * Round, halves to even. */
double gml_round(double r);

/* GM8's truth: a real is true when >= 0.5; a string is false. */
static inline bool gml_truthy(gml_value v) { return !v.s && v.r >= 0.5; }

#endif
