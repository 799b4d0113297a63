/* datadir.h — where spelgen's data directory is, and where `spelgen import` puts the
 * original's.  Knows no style: loading the directory is the registry's (gen.h). */
#ifndef SPG_DATA_DATADIR_H
#define SPG_DATA_DATADIR_H

#include <stddef.h>

/* Finds the data directory: `dir` if given, else $SPELGEN_DATA, else beside the program
 * (./data, ../share/spelgen), else the compiled-in SPG_DATADIR; checks that it holds
 * spelgen's data.  Its path into out.  Returns 0, or -1 with a message in err. */
int spg_data_find(const char *dir, char *out, size_t len, char *err, size_t errlen);

/* In an import the native port cannot build (a mod whose room, item or shop scripts
 * are not of the structure spelgen reads), the one line saying why; such a directory
 * has no room data and is refused by spg_data_find with that line, while --scripts
 * runs the project's own scripts from it. */
#define SPG_NO_NATIVE_FILE "no-native-port.txt"

/* The default directory of `spelgen import`: $XDG_DATA_HOME/spelgen/original, else
 * ~/.local/share/spelgen/original.  Returns 0, or -1 when neither variable is set. */
int spg_original_dir(char *buf, size_t len);

#endif
