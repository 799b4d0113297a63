/* gmk_v11.c — the scripts the native port stands for and the digests of v1.1's
 * (gmk_v11.h).  A digest is of the script's text as import writes it (DATA/scripts/
 * NAME.gml: Unix line ends); it holds nothing of the text. */
#include "gmk_v11.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmk_text.h"
#include "sha256.h"

static const struct {
    const char *name;
    const char *sha256;
} v11[] = {
    {"rand", "cc248c02a1d1be7e0feda5e43e3c7eaf63963041fb1a6379bb247959dc39c476"},
    {"isLevel", "db76e854cd412ac767685bf90ce820a3131f68ecc65ef07df183721d8850d738"},
    {"isRoom", "edbf2323fe757b37ff11368663dc7bf0c3f031d643983ac82307a606df6e98cd"},
    {"isInShop", "e0a1b3c4288cb7016f4d5a0e85a809c6d55c78e263d67f452be8df896233209f"},
    {"scrGetRoomX", "6279924fbfd844dd1beeecc5bcd29773b8b1c928edf0028d3ce30619fc255cfe"},
    {"scrGetRoomY", "dc14f91cee1c9052aace7ff1f71abcb57f17523397dd0677955690b439ebd62d"},
    {"scrClearGlobals", "3738a62ec901560d8c0d11980d411ce673d5696007427f0cbb3ab26dbd089443"},
    {"scrInitLevel", "02abb3fb28d52f61e703e3286147a495534857f25f2088c20891bce2eed82a7c"},
    {"scrLevelGen", "0d0a5569e2bc9141bcdb252e22f58c8922bec2f0a21e538ce4991fd4f2afd6c2"},
    {"scrRoomGen", "3c79171761a7de6be97e31e417be9286ce85dc8495f5e5e437f03b2731167bf0"},
    {"scrRoomGen2", "b72f18bfa5aab0ec59a87db28ed6d4fc6b845f75342ac2b52dde5344a8a1be22"},
    {"scrRoomGen3", "f854524b813407935e5db8df0a4f5550bef284f0a9b8d6364d2fb50419a793ee"},
    {"scrRoomGen4", "7932318dedabb08029aefae98fed1ddf5da1c92d94219e505e8e2a73c4c91b0e"},
    {"scrRoomGen5", "89c44eb2b689bc3540504049150ae94c873ee4fbd6138a066e914a1d31634432"},
    {"scrRoomGenMarket", "a1105da1048950d8e568035b1cdd1a1aeb9e5e3f5cdc1f9d22e7059d1bd9984b"},
    {"scrRoomGenYeti", "2d9064a864c82c8cdb3f0e33bf1e5c4a091ac389f451ae22214b7c51100c9ca1"},
    {"scrEntityGen", "f7212e99899e1f95ca600d7c4034a1b78c2ba917d5bbfc6ba66d1f358011b2d6"},
    {"scrTreasureGen", "3b9be97caefdb8f3393f130b442d895ee1255606338cb4deb89efd4c3de81c9b"},
    {"scrSetupWalls", "7a1fecc6aa0e6902955716922011b2e6ba71891698248c10e54283d0ce5b9d4e"},
    {"scrGenerateItem", "dc390f530cdda805b98c9bb5443053939d0ffe9c8a7cbab2093a94aa9581e65b"},
    {"scrShopItemsGen", "e077c6c5bcad3ce957df3829f033434f5ee6e7b546e716702e2161f33d3a7572"},
    {"scrCheckWaterTop", "7b16835589da367be332079557da95b745852cb2460b4ef64019d31bafc5c683"},
};

int gmk_v11_count(void)
{
    return (int)(sizeof v11 / sizeof v11[0]);
}

/* The digest of a script's text as gmk_write_code writes it; 0, or -1 out of memory. */
static int digest(const char *code, char hex[65])
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return -1;
    gmk_write_code(f, code ? code : "");
    if (fclose(f) != 0) {
        free(buf);
        return -1;
    }
    sha256_hex(buf, len, hex);
    free(buf);
    return 0;
}

int gmk_v11_differing(const gmk_project *p, char *out, size_t len)
{
    int n = 0;
    size_t at = 0;
    if (len)
        out[0] = 0;
    for (size_t i = 0; i < sizeof v11 / sizeof v11[0]; i++) {
        const char *code = NULL;
        bool found = false;
        for (int k = 0; k < p->nscripts && !found; k++)
            if (p->scripts[k].name && strcmp(p->scripts[k].name, v11[i].name) == 0) {
                code = p->scripts[k].code;
                found = true;
            }
        char hex[65];
        if (found && digest(code, hex) == 0 && strcmp(hex, v11[i].sha256) == 0)
            continue;
        n++;
        int w = snprintf(out + at, at < len ? len - at : 0, "%s%s", at ? " " : "", v11[i].name);
        if (w > 0)
            at += (size_t)w;
        if (at >= len)
            at = len;
    }
    return n;
}
