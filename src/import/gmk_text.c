/* gmk_text.c — code and names as spelgen writes them out (gmk_text.h). */
#include "gmk_text.h"

#include <string.h>

void gmk_write_code(FILE *f, const char *code)
{
    if (!code || !*code)
        return;
    const char *p = code;
    char last = 0;
    for (; *p; p++) {
        if (*p == '\r') {
            if (p[1] == '\n')
                p++;
            fputc('\n', f);
            last = '\n';
            continue;
        }
        fputc(*p, f);
        last = *p;
    }
    if (last != '\n')
        fputc('\n', f);
}

bool gmk_safe_name(const char *name)
{
    size_t n = name ? strlen(name) : 0;
    if (n == 0 || n > 64 || name[0] == '.')
        return false;
    return strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.") == n;
}

const char *gmk_ref_name(const char *name, int index, char *buf, size_t len)
{
    if (index < 0)
        return "-";
    if (name)
        return name;
    snprintf(buf, len, "#%d", index);
    return buf;
}
