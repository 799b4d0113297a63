/* roomscript_jungle.h — the Jungle's two room scripts (scrRoomGen2, and the Black
 * Market's scrRoomGenMarket) read as one jungle.rooms file in spelgen's format
 * (roomdata.h), with the helpers every reader shares (roomscript_read.h).  The shapes it
 * checks statement by statement, refusing with the script's name and the line where they
 * differ, are in roomscript_jungle.c; the scripts' tile codes become spelgen's Jungle
 * codes by closed tables (a code a table lacks is refused with its row and column). */
#ifndef SPG_ROOMSCRIPT_JUNGLE_H
#define SPG_ROOMSCRIPT_JUNGLE_H

#include <stddef.h>

/* Reads the Jungle's room script `name` (scrRoomGen2's shape) and the Black Market's
 * `market_name` (scrRoomGenMarket's) and returns, in *out (the caller frees it), the text
 * of one jungle.rooms holding both (the market's sets named market_*); `source` names the
 * project file in its header.  Returns 0, or -1 with "NAME: line N: what" in err. */
int roomscript_jungle(const char *name, const char *code, const char *market_name,
                      const char *market_code, const char *source, char **out, char *err,
                      size_t errlen);

#endif
