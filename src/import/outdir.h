/* outdir.h — writing a directory of files all at once: into a temporary directory beside
 * the target, renamed into place only when every file was written, so a failure leaves
 * the target as it was and nothing half-written anywhere. */
#ifndef SPG_OUTDIR_H
#define SPG_OUTDIR_H

#include <stddef.h>
#include <stdio.h>

typedef struct outdir {
    char target[4096];   /* the directory wanted */
    char tmp[4096 + 32]; /* where it is written meanwhile: TARGET.tmp-XXXXXX */
    const char *marker;  /* the file that makes a directory ours (replaceable) */
} outdir;

/* Creates the temporary directory beside `target` (its parent must exist, or be made when
 * `make_parents`).  `marker` names the file every directory of this kind holds: an
 * existing target is replaced only when it is empty or holds that file.  Returns 0, or -1
 * with a message naming the path. */
int outdir_begin(outdir *d, const char *target, const char *marker, int make_parents,
                 char *err, size_t errlen);

/* Opens RELPATH (e.g. "objects/oBrick/create.gml") in the temporary directory for writing,
 * creating its folders; refuses a path written before (two resources of one name).
 * Returns NULL with a message. */
FILE *outdir_open(outdir *d, const char *relpath, char *err, size_t errlen);

/* Closes a file opened by outdir_open, reporting a failed write. */
int outdir_close(FILE *f, const char *relpath, char *err, size_t errlen);

/* Puts the temporary directory in place of the target (an old target is removed after).
 * Returns 0, or -1 with a message (the temporary directory is then removed). */
int outdir_commit(outdir *d, char *err, size_t errlen);

/* Removes the temporary directory and everything in it. */
void outdir_abort(outdir *d);

#endif
