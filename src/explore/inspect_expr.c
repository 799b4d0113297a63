/* inspect_expr.c — `print` and `display`: a tile, a room, a flag or the RNG state at the
 * draw shown, read off the stepper's state there (never off the finished level). */
#include "inspect_expr.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../err.h"
#include "../output/describe.h"
#include "../trace.h"

static const char usage[] = "print takes tile X Y (or X Y), room X Y, flag NAME, rng or draw";

/* A plain non-negative decimal of at most 6 digits. */
static bool small_int(const char *w, int *out)
{
    if (!*w || strlen(w) > 6)
        return false;
    for (const char *p = w; *p; p++)
        if (!isdigit((unsigned char)*p))
            return false;
    *out = atoi(w);
    return true;
}

/* The words of text, split at blanks and commas ("21,1" is two words): at most 4. */
static int words(const char *text, char w[4][64])
{
    int n = 0;
    const char *p = text;
    while (*p && n < 4) {
        while (*p == ' ' || *p == '\t' || *p == ',')
            p++;
        if (!*p)
            break;
        size_t k = 0;
        while (*p && *p != ' ' && *p != '\t' && *p != ',') {
            if (k + 1 < sizeof w[0])
                w[n][k++] = *p;
            p++;
        }
        w[n][k] = 0;
        n++;
    }
    while (*p == ' ' || *p == '\t' || *p == ',')
        p++;
    return *p ? 5 : n; /* 5: more words than any form takes */
}

int inspect_expr(const stepper *s, const char *text, char *out, size_t len, char *err,
                 size_t errlen)
{
    char w[4][64] = {{0}};
    int n = words(text ? text : "", w);
    if (n == 0)
        return err_set(err, errlen, "%s", usage);
    const spg_level *L = &s->cur.L;
    int x, y;
    bool is_tile = strcasecmp(w[0], "tile") == 0;
    if (is_tile || (n == 2 && small_int(w[0], &x))) {
        const char *sx = is_tile ? w[1] : w[0], *sy = is_tile ? w[2] : w[1];
        if (n != (is_tile ? 3 : 2) || !small_int(sx, &x) || !small_int(sy, &y) || x >= L->w ||
            y >= L->h)
            return err_set(err, errlen, "print tile X Y: X is 0-%d, Y is 0-%d", L->w - 1, L->h - 1);
        char what[300];
        describe_tile(L, x, y, what, sizeof what);
        snprintf(out, len, "tile %d,%d = %s", x, y, what);
        return 0;
    }
    if (strcasecmp(w[0], "room") == 0) {
        if (n != 3 || !small_int(w[1], &x) || !small_int(w[2], &y) || x >= SPG_ROOMS_X ||
            y >= SPG_ROOMS_Y)
            return err_set(err, errlen, "print room X Y: X is 0-%d, Y is 0-%d", SPG_ROOMS_X - 1,
                          SPG_ROOMS_Y - 1);
        int code = L->rooms[y][x];
        const char *layout = s->cur.layout_name[y][x];
        if (layout)
            snprintf(out, len, "room %d,%d = code %d (%s), layout '%s'", x, y, code,
                     room_code_meaning(code), layout);
        else
            snprintf(out, len, "room %d,%d = code %d (%s), no layout yet", x, y, code,
                     room_code_meaning(code));
        return 0;
    }
    if (strcasecmp(w[0], "flag") == 0) {
        if (n != 2)
            return err_set(err, errlen, "print flag NAME, as 'print flag shop'");
        for (int i = 0; i < s->cur.nflags; i++)
            if (s->cur.flag[i].name && strcasecmp(s->cur.flag[i].name, w[1]) == 0) {
                snprintf(out, len, "flag %s = %d", s->cur.flag[i].name, s->cur.flag[i].value);
                return 0;
            }
        /* one the trace sets later, or never */
        const spg_trace *t = &s->res->trace;
        for (size_t i = 0; i < t->n; i++)
            if (t->ev[i].kind == SPG_EV_FLAG && t->ev[i].text && strcasecmp(t->ev[i].text, w[1]) == 0) {
                snprintf(out, len, "flag %s: not set yet (draw #%u sets it)", t->ev[i].text,
                         t->ev[i].draw);
                return 0;
            }
        return err_set(err, errlen, "this level sets no flag '%.40s'", w[1]);
    }
    if (n == 1 && (strcasecmp(w[0], "rng") == 0 || strcasecmp(w[0], "state") == 0)) {
        snprintf(out, len, "rng = %s 0x%08X after draw #%u", rng_engine_label(s->res->engine),
                 stepper_rng_state(s, s->pos), s->pos);
        return 0;
    }
    if (n == 1 && (strcasecmp(w[0], "draw") == 0 || strcasecmp(w[0], "value") == 0 ||
                   strcmp(w[0], "$") == 0)) {
        const spg_event *e = stepper_draw(s, s->pos);
        if (!e) {
            snprintf(out, len, "draw = none yet (before the first draw)");
            return 0;
        }
        char call[48];
        trace_format_call(e, call, sizeof call);
        snprintf(out, len, "draw #%u = %s = %d%s%s  (%s)", s->pos, call, (int)e->value,
                 e->text ? ", " : "", e->text ? e->text : "", e->site ? e->site->name : "?");
        return 0;
    }
    return err_set(err, errlen, "%s; not '%.40s'", usage, text);
}
