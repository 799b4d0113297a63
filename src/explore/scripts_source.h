/* scripts_source.h — the text of the script a draw of the scripts engine was made in, for
 * the explorer's source pane: a site "scrRoomGen:212" is line 212 of DIR/scripts/
 * scrRoomGen.gml, "oBrick:create:3" line 3 of DIR/project/objects/oBrick/create.gml (the
 * files spelgen import wrote, as the interpreter read them: nothing of them is shipped). */
#ifndef SPG_EXPLORE_SCRIPTS_SOURCE_H
#define SPG_EXPLORE_SCRIPTS_SOURCE_H

#include <stddef.h>

/* Where a site's line is: its file under dir (DIR, the data directory) into path, and
 * the line (1-based).  Returns 0, or -1 when the name is not SCRIPT:LINE nor
 * OBJECT:EVENT:LINE. */
int scripts_source_where(const char *dir, const char *site, char *path, size_t pathlen,
                         int *line);

/* A file's text as lines, read once and kept (the pane asks at every frame). */
typedef struct scripts_file {
    char path[4200];
    char *text;        /* the file, each line's end made a NUL */
    const char **line; /* line[i]: line i + 1 */
    int nlines;
    int err;           /* the errno of a failed read, 0 read */
} scripts_file;

/* The file at path, from f itself when it holds it already.  Returns 0, or -1 (f->err
 * says why; f holds no text). */
int scripts_file_load(scripts_file *f, const char *path);
void scripts_file_free(scripts_file *f);

#endif
