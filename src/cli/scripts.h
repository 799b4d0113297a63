/* scripts.h — the commands' side of --scripts: the project a data directory holds,
 * loaded for the GML interpreter (src/gml). */
#ifndef SPG_CLI_SCRIPTS_H
#define SPG_CLI_SCRIPTS_H

#include <stddef.h>

#include "../gml/gml.h"

/* Loads DIR/scripts and DIR/project of the data directory found as every command finds
 * it (data_dir NULL: the default).  Returns 0 and *prog (freed with
 * cli_scripts_free), or -1 with a message naming the file and place. */
int cli_scripts_load(const char *data_dir, gml_program **prog, char *err, size_t errlen);
void cli_scripts_free(gml_program *prog);

/* Takes --scripts out of argv (before any "--"); whether it was there. */
#include <stdbool.h>
bool cli_take_scripts_flag(int *argc, char **argv);

/* A level built by the scripts, with every draw recorded. */
#include "../gml/gml_verify.h"
#include "../rng.h"
typedef struct scripts_level {
    gml_program *prog;
    spg_rng rng;
    struct gml_vm *vm;
    gml_draws rec;
} scripts_level;

/* The checks every command makes of --scripts (no --seed, --quirk, --style, --force),
 * then the build of o's --state and --level; an exit status, having said why (cmd names
 * the command in the message).  On EXIT_OK, free sl with scripts_level_free. */
struct cli_opts;
int build_scripts_level(const char *cmd, struct cli_opts *o, scripts_level *sl);
void scripts_level_free(scripts_level *sl);

/* `diff --scripts -- --scripts`: both sides built by their own projects' scripts and
 * compared draw by draw, then end state and objects, written as text to `output` (NULL:
 * standard output).  Returns diff(1)'s status: 0 they agree, 1 they differ, 2 trouble
 * (having said why). */
int cli_diff_scripts(struct cli_opts *a, struct cli_opts *b, const char *output);

/* find and count search millions of levels; the scripts engine builds under a hundred a
 * second.  Prints why --scripts (before any "--") is not taken and returns EXIT_USAGE,
 * or 0 when it is not given. */
int cli_refuse_scripts(const char *cmd, int argc, char **argv);

/* `trace --scripts`: the level's draws as the scripts make them (o: trace's options). */
struct cli_opts;
int cli_trace_scripts(struct cli_opts *o);

/* `show --scripts`: the objects the scripts made, in creation order (tsv). */
int cli_show_scripts(struct cli_opts *o);

/* `why X Y --scripts`: each object on tile (X,Y), the call that made it and the draw
 * before it, and the draws its Create made. */
int cli_why_scripts(struct cli_opts *o, int x, int y);

#endif
