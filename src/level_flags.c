/* level_flags.c — the level flags' one vocabulary: the JSON's keys. */
#include "level_flags.h"

#include <stdio.h>
#include <string.h>

#define BOOL_FLAG(key, field) {key, offsetof(spg_level_flags, field), false}
const level_flag level_flags[] = {
    BOOL_FLAG("snake_pit", snake_pit),
    {"shop", offsetof(spg_level_flags, shop), true},
    BOOL_FLAG("dark", dark),
    BOOL_FLAG("lake", lake),
    BOOL_FLAG("udjat", udjat),
    BOOL_FLAG("kali_altar", altar),
    BOOL_FLAG("idol", idol),
    BOOL_FLAG("damsel", damsel),
    BOOL_FLAG("giant_spider", giant_spider),
    BOOL_FLAG("sacrifice_pit", sacrifice_pit),
    BOOL_FLAG("city_of_gold", city_of_gold),
    BOOL_FLAG("gold_door", gold_door),
    BOOL_FLAG("graveyard", graveyard),
    BOOL_FLAG("black_market", black_market),
    BOOL_FLAG("market_entrance", market_entrance),
    BOOL_FLAG("moai", moai),
    BOOL_FLAG("mothership", mothership),
    BOOL_FLAG("yeti_lair", yeti_lair),
};
const int nlevel_flags = (int)(sizeof level_flags / sizeof level_flags[0]);

/* Whether name is key, a '-' taken for its '_' (show's text and find's options write
 * "snake-pit" for the JSON's "snake_pit"). */
static bool same_name(const char *key, const char *name)
{
    for (; *key && *name; key++, name++)
        if (*key != *name && !(*key == '_' && *name == '-'))
            return false;
    return *key == *name;
}

const level_flag *level_flag_find(const char *name)
{
    for (int i = 0; name && i < nlevel_flags; i++)
        if (same_name(level_flags[i].name, name))
            return &level_flags[i];
    return NULL;
}

int level_flag_value(const level_flag *f, const spg_level_flags *fl)
{
    const char *p = (const char *)fl + f->off;
    return f->shop ? *(const int *)p : *(const bool *)p;
}

const char *level_flag_words(const level_flag *f, int value)
{
    if (f->shop)
        return value >= 0 && value < SPG_SHOP__COUNT ? shop_id(value) : "null";
    return value ? "true" : "false";
}

void level_flag_names(char *buf, size_t len)
{
    size_t n = 0;
    if (len)
        buf[0] = 0;
    for (int i = 0; i < nlevel_flags && n < len; i++)
        n += (size_t)snprintf(buf + n, len - n, "%s%s", i ? ", " : "", level_flags[i].name);
}
