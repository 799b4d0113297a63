/* roomscript_ice.h — the Ice Caves' two room scripts (scrRoomGen3, and the Yeti lair's
 * scrRoomGenYeti) read as one ice.rooms file in spelgen's format (roomdata.h), with the
 * helpers every reader shares (roomscript_read.h).  The shapes each checks statement by
 * statement, refusing with the script's name and the line where they differ, are in
 * roomscript_ice.c and roomscript_yeti.c; their tile codes become the Ice Caves' codes of
 * spelgen's format by a closed table (a code the table lacks is refused). */
#ifndef SPG_ROOMSCRIPT_ICE_H
#define SPG_ROOMSCRIPT_ICE_H

#include <stddef.h>

/* Reads the Ice Caves' room script `ice_name` (scrRoomGen3's shape) and the Yeti lair's
 * `yeti_name` (scrRoomGenYeti's) and returns, in *out (the caller frees it), the text of
 * one ice.rooms file holding both (the lair's sets named lair_*); `source` names the
 * project file in its header.  Returns 0, or -1 with "NAME: line N: what" in err. */
int roomscript_ice(const char *ice_name, const char *ice_code, const char *yeti_name,
                   const char *yeti_code, const char *source, char **out, char *err,
                   size_t errlen);

#endif
