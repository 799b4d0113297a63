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

/* `trace --scripts`: the level's draws as the scripts make them (o: trace's options);
 * with brk (NULL: none), only those its breakpoint spec stops at (a site glob over
 * SCRIPT:LINE and value conditions: the explorer's :break grammar, breakpoint.h). */
struct cli_opts;
int cli_trace_scripts(struct cli_opts *o, const char *brk);

/* `show --scripts`: the objects the scripts made, in creation order (tsv). */
int cli_show_scripts(struct cli_opts *o);

/* `why X Y --scripts`: each object on tile (X,Y), the call that made it and the draw
 * before it, and the draws its Create made. */
int cli_why_scripts(struct cli_opts *o, int x, int y);

#endif
