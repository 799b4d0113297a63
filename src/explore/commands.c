/* commands.c — the explorer's `:` commands: one table (tmux's cmd_entry) of names,
 * aliases, synopses, help and the function that reads each one's arguments.  Everything a
 * user can type ends here, so every path returns a message instead of trusting the input. */
#include "commands.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "../err.h"
#include "../output/describe.h"
#include "../quirks.h"

static const char *skip_space(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
    return p;
}

/* Copies the next word into w and returns what follows it; a word too long for w sets
 * *cut (a cut word could read as another, valid one). */
static const char *next_word(const char *p, char *w, size_t wlen, bool *cut)
{
    p = skip_space(p);
    size_t n = 0;
    while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r') {
        if (n + 1 < wlen)
            w[n++] = *p;
        else
            *cut = true;
        p++;
    }
    w[n] = 0;
    return p;
}

/* The rest of the line without its outer blanks, into buf; false when it does not fit. */
static bool rest_of_line(const char *p, char *buf, size_t len)
{
    p = skip_space(p);
    size_t n = strlen(p);
    while (n && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\n' || p[n - 1] == '\r'))
        n--;
    if (n >= len)
        return false;
    memcpy(buf, p, n);
    buf[n] = 0;
    return true;
}

/* A plain decimal integer that fits an int; no sign, no spaces. */
static bool parse_int(const char *s, long lo, long hi, long *out)
{
    if (!*s || strlen(s) > 10)
        return false;
    long v = 0;
    for (const char *q = s; *q; q++) {
        if (!isdigit((unsigned char)*q))
            return false;
        v = v * 10 + (*q - '0');
    }
    if (v < lo || v > hi)
        return false;
    *out = v;
    return true;
}


static bool prefix_of(const char *word, const char *cand)
{
    return strncmp(cand, word, strlen(word)) == 0;
}

/* ---- each command's arguments ------------------------------------------------------ */

/* seed S, state S */
static int p_seed(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                  char *err, size_t errlen)
{
    (void)s;
    const char *cmd = ce->name;
    if (!g->w[0][0])
        return err_set(err, errlen, "%s needs a number: '%s 42' or '%s 0x2A'", cmd, cmd, cmd);
    if (spg_parse_u32(g->w[0], &out->u) != 0)
        return err_set(err, errlen, "'%s' is not a %s; give 0-4294967295, decimal or 0x hex",
                      g->shown[0], cmd);
    return 0;
}

static int p_level(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                   char *err, size_t errlen)
{
    (void)ce;
    long v;
    /* the levels of the style on screen, in its word (a tunnel floor is a stage); with
     * no level yet, any style's */
    const spg_style_impl *st = s && s->res ? spg_style_of(s->res) : NULL;
    int hi = st ? st->max_level : spg_style_max_level();
    const char *word = st ? st->level_word : "level";
    if (!g->w[0][0])
        return err_set(err, errlen, "level needs a number 1-%d", hi);
    if (!parse_int(g->w[0], 1, hi, &v) && hi == 1)
        return err_set(err, errlen, "'%s' is not a %s: the %s style has one %s a seed",
                       g->shown[0], word, st->name, word);
    if (!parse_int(g->w[0], 1, hi, &v))
        return err_set(err, errlen, "'%s' is not a %s; %ss are 1-%d", g->shown[0], word, word, hi);
    out->u = (uint32_t)v;
    return 0;
}

/* goto DRAW | #DRAW | +N | -N | start | end */
static int p_goto(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                  char *err, size_t errlen)
{
    (void)ce;
    const char *a = g->w[0];
    long v;
    long hi = s ? (long)s->ndraws : 2147483647L;
    char shi[24];
    snprintf(shi, sizeof shi, "%ld", hi);
    if (!a[0])
        return err_set(err, errlen, "goto needs a draw number 0-%s", shi);
    const char *num = a[0] == '#' ? a + 1 : a;
    long here = s ? (long)s->pos : 0;
    if (strcasecmp(a, "end") == 0) {
        v = hi;
    } else if (strcasecmp(a, "start") == 0) {
        v = 0;
    } else if (a[0] == '+' || a[0] == '-') {
        /* relative to the draw shown; past either end stops at it */
        long d;
        if (!parse_int(a + 1, 0, 2147483647L, &d))
            return err_set(err, errlen, "'%s' is not a number of draws; write 'goto +10' or "
                                       "'goto -3'", g->shown[0]);
        v = a[0] == '+' ? (d > hi - here ? hi : here + d) : (d > here ? 0 : here - d);
        /* ... and says so, or the move looks like one that went as asked */
        if (a[0] == '+' && d > hi - here && here == hi)
            snprintf(out->text, sizeof out->text, "already at the last draw (%ld): there is "
                     "nothing past it", hi);
        else if (a[0] == '+' && d > hi - here)
            snprintf(out->text, sizeof out->text, "draw #%ld is past the last draw (%ld): at "
                     "the last", here + d, hi);
        else if (a[0] == '-' && d > here && here == 0)
            snprintf(out->text, sizeof out->text, "already at draw 0, before the first draw");
        else if (a[0] == '-' && d > here)
            snprintf(out->text, sizeof out->text, "%ld draws back from draw #%ld is before the "
                     "first draw: at draw 0", d, here);
    } else if (!parse_int(num, 0, hi, &v)) {
        return err_set(err, errlen, "'%s' is not a draw of this level; draws are 0-%s, +N, "
                                   "-N, start or end", g->shown[0], shi);
    }
    out->u = (uint32_t)v;
    return 0;
}

static int p_phase(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                   char *err, size_t errlen)
{
    (void)ce;
    const char *a = g->w[0];
    if (!a[0])
        return err_set(err, errlen, "phase needs a name: path, rooms, blocks, ...");
    int ph = -1;
    if (s) {
        ph = stepper_phase_find(s, a);
        uint32_t at;
        if (ph < 0 || stepper_phase_pos(s, ph, &at) != 0) {
            char names[160] = "";
            for (int i = 0; i < s->res->nphases && s->res->phases[i].name; i++) {
                size_t n = strlen(names);
                snprintf(names + n, sizeof names - n, "%s%s", i ? ", " : "", s->res->phases[i].name);
            }
            return err_set(err, errlen, "'%s' is not a phase of this level; phases: %s",
                          g->shown[0], names);
        }
        snprintf(out->text, sizeof out->text, "%s", s->res->phases[ph].name);
    } else {
        snprintf(out->text, sizeof out->text, "%s", a);
    }
    out->u = (uint32_t)(ph < 0 ? 0 : ph);
    return 0;
}

static int p_why(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                 char *err, size_t errlen)
{
    (void)ce;
    long x, y;
    int w = s ? s->res->level.w : SPG_MAX_W, h = s ? s->res->level.h : SPG_GRID_ROWS;
    char range[64];
    snprintf(range, sizeof range, "X is 0-%d, Y is 0-%d", w - 1, h - 1);
    if (!g->w[0][0] || !g->w[1][0])
        return err_set(err, errlen, "why needs a tile: 'why X Y' (%s)", range);
    if (!parse_int(g->w[0], 0, w - 1, &x) || !parse_int(g->w[1], 0, h - 1, &y)) {
        char both[140], off[400];
        snprintf(both, sizeof both, "%s %s", g->shown[0], g->shown[1]);
        /* column 42: the border-column-42 quirk's, said so (it was "not a tile") */
        if (s && parse_int(g->w[0], w, w, &x) && parse_int(g->w[1], 0, h - 1, &y) &&
            describe_off_map(&s->res->trace, w, (int)x, (int)y, off, sizeof off))
            return err_set(err, errlen, "'%s': %s", both, off);
        /* the row above the map: no cursor goes there, but the top row's tile tells */
        if (parse_int(g->w[0], 0, w - 1, &x) && g->w[1][0] == '-' &&
            parse_int(g->w[1] + 1, 1, SPG_ABOVE_ROWS, &y) && (y = -y) < 0)
            return err_set(err, errlen, "'%s' is above the map: ':why %ld 0' says what stands "
                          "on top there (spelgen why -- %ld %ld: its draws)", both, x, x, y);
        return err_set(err, errlen, "'%s' is not a tile of the level; %s", both, range);
    }
    out->x = (int)x;
    out->y = (int)y;
    return 0;
}

/* quirk NAME on|off, or the command line's NAME=off */
static int p_quirk(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                   char *err, size_t errlen)
{
    (void)ce;
    /* the quirks are Spelunky Classic's bugs: no other style reads them, and a switch
     * that changes nothing would look like one that worked */
    if (s && !spg_style_of(s->res)->reads_quirks)
        return err_set(err, errlen, "quirk: the quirks are the classic style's (Spelunky "
                                   "Classic's bugs); the %s style has none to switch",
                      spg_style_of(s->res)->name);
    char qname[64];
    snprintf(qname, sizeof qname, "%s", g->w[0]);
    char *eq = strchr(qname, '=');
    const char *val = g->w[1];
    if (eq) {
        *eq = 0;
        val = eq + 1;
    }
    if (!qname[0]) { /* no name: the list, with what each does and its state */
        out->kind = EC_QUIRKS;
        return 0;
    }
    int q = quirk_find(qname);
    char sq[64];
    err_shown(qname, sq, sizeof sq);
    if (q < 0)
        return err_set(err, errlen, "'%s' is not a quirk; ':quirk' alone lists them", sq);
    bool on = strcmp(val, "on") == 0;
    if (!on && strcmp(val, "off") != 0)
        return err_set(err, errlen, "quirk %s needs on or off, as 'quirk %s off'", sq, sq);
    out->quirk = q;
    out->on = on;
    return 0;
}

static int p_engine(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                    char *err, size_t errlen)
{
    (void)ce;
    /* the same names and refusals as --engine on the command line */
    const spg_style_impl *st = s ? spg_style_of(s->res) : NULL;
    if (st && !st->chooses_engine)
        return err_set(err, errlen, "engine: the %s style has one engine (%s); engine chooses "
                                   "the fools style's", st->name, st->engine_words);
    spg_engine e;
    if (!g->w[0][0])
        return err_set(err, errlen, "engine needs a name: gamemaker (the default), "
                                   "gamemaker-old-poly or gm8");
    if (rng_engine_parse(g->w[0], &e) != 0 || e == SPG_ENGINE_MULBERRY32)
        return err_set(err, errlen, "'%s' is not an engine of the fools style; engines: "
                                   "gamemaker (the default), gamemaker-old-poly, gm8", g->shown[0]);
    out->u = (uint32_t)e;
    return 0;
}

static int p_find(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                  char *err, size_t errlen)
{
    (void)ce, (void)s;
    if (!rest_of_line(g->rest, out->text, sizeof out->text))
        return err_set(err, errlen, "find: the text is too long (at most 255 bytes)");
    if (!out->text[0])
        return err_set(err, errlen, "find needs some text: a site as 'earth.gold' or words as "
                                   "'snake pit'");
    return 0;
}

static int p_export(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                    char *err, size_t errlen)
{
    (void)ce, (void)s;
    if (!rest_of_line(g->rest, out->text, sizeof out->text))
        return err_set(err, errlen, "export: the path is too long (at most 255 bytes)");
    size_t n = strlen(out->text);
    if (!n)
        return err_set(err, errlen, "export needs a file: 'export level.txt' or 'export level.json'");
    bool txt = n > 4 && strcasecmp(out->text + n - 4, ".txt") == 0;
    out->json = n > 5 && strcasecmp(out->text + n - 5, ".json") == 0;
    if (!txt && !out->json) {
        char sp[64];
        err_shown(out->text, sp, sizeof sp);
        return err_set(err, errlen, "export: '%s' should end in .txt (a map) or .json", sp);
    }
    return 0;
}

/* break SPEC, watch TARGET: the spec is the library's to read (breakpoint.h, watch.h),
 * against the level */
static int p_stop(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                  char *err, size_t errlen)
{
    (void)s;
    bool brk = ce->kind == EC_BREAK;
    if (!rest_of_line(g->rest, out->text, sizeof out->text))
        return err_set(err, errlen, "%s: the line is too long (at most 255 bytes)", ce->name);
    if (!out->text[0])
        return err_set(err, errlen, brk ? "break needs a spec: 'break path.walk.middle', "
                                         "'break phase blocks', 'break mines.bat if value == 1'"
                                       : "watch needs a target: 'watch 21 1', 'watch room 1 "
                                         "2', 'watch entity bat', 'watch flag shop'");
    return 0;
}

static int p_info(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                  char *err, size_t errlen)
{
    (void)ce, (void)s;
    const char *a = g->w[0];
    if (a[0] && strncmp("breakpoints", a, strlen(a)) != 0 && strncmp("watchpoints", a, strlen(a)) != 0)
        return err_set(err, errlen, "info knows 'info break' (the breakpoints and watchpoints), "
                                   "not '%s'", g->shown[0]);
    snprintf(out->text, sizeof out->text, "break");
    return 0;
}

/* delete, disable, enable [N]: one stop, or all of them without N */
static int p_stop_number(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s,
                         explore_cmd *out, char *err, size_t errlen)
{
    (void)ce, (void)s;
    long v = 0;
    const char *a = g->w[0];
    if (a[0] && !parse_int(a[0] == '#' ? a + 1 : a, 1, 2147483647L, &v))
        return err_set(err, errlen, "'%s' is not a breakpoint number; 'info break' lists them",
                      g->shown[0]);
    out->u = (uint32_t)v;
    return 0;
}

/* force N V, or the command line's N=V */
static int p_force(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                   char *err, size_t errlen)
{
    (void)ce;
    char n[64], v[64];
    snprintf(n, sizeof n, "%s", g->w[0]);
    snprintf(v, sizeof v, "%s", g->w[1]);
    char *eq = strchr(n, '=');
    if (eq && !v[0]) {
        *eq = 0;
        snprintf(v, sizeof v, "%s", eq + 1);
    }
    long d, val = 0;
    long hi = s ? (long)s->ndraws : 2147483647L;
    const char *vs = v[0] == '-' ? v + 1 : v;
    if (!n[0] || !v[0])
        return err_set(err, errlen, "force needs a draw and a value, as 'force 304 5'");
    if (!parse_int(n[0] == '#' ? n + 1 : n, 1, hi, &d))
        return err_set(err, errlen, "'%s' is not a draw of this level; draws are 1-%ld",
                      g->shown[0], hi);
    if (!parse_int(vs, 0, 2147483647L, &val))
        return err_set(err, errlen, "'%s' is not a value a draw can return", v);
    out->u = (uint32_t)d;
    out->x = (int)(v[0] == '-' ? -val : val);
    return 0;
}

/* continue [N], reverse-continue [N] */
static int p_continue(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s,
                      explore_cmd *out, char *err, size_t errlen)
{
    (void)s;
    long v = 1;
    if (g->w[0][0] && !parse_int(g->w[0], 1, 1000000, &v))
        return err_set(err, errlen, "'%s' is not a number of times (1-1000000)", g->shown[0]);
    out->on = strcmp(ce->name, "continue") == 0;
    out->u = (uint32_t)v;
    return 0;
}

/* diff ...: the other side is the explorer's to build, it knows the quirks and the data */
static int p_diff(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                  char *err, size_t errlen)
{
    (void)ce, (void)s;
    if (!rest_of_line(g->rest, out->text, sizeof out->text))
        return err_set(err, errlen, "diff: the line is too long (at most 255 bytes)");
    return 0;
}

/* tour [N]: stop N of the guided tour, or where it was left */
static int p_tour(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                  char *err, size_t errlen)
{
    (void)ce, (void)s;
    long v = 0;
    if (g->w[0][0] && !parse_int(g->w[0], 1, 1000, &v))
        return err_set(err, errlen, "'%s' is not a stop of the tour: give its number, or nothing "
                                   "to go on where it was left", g->shown[0]);
    out->u = (uint32_t)v;
    return 0;
}

/* tbreak SPEC: a breakpoint deleted at its first stop */
static int p_tbreak(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s,
                    explore_cmd *out, char *err, size_t errlen)
{
    (void)s, (void)ce;
    if (!rest_of_line(g->rest, out->text, sizeof out->text))
        return err_set(err, errlen, "tbreak: the line is too long (at most 255 bytes)");
    if (!out->text[0])
        return err_set(err, errlen, "tbreak needs a spec, as break does: 'tbreak path.walk.middle'");
    out->on = true;
    return 0;
}

/* condition N [COND]: breakpoint N's conditions become COND (none without it) */
static int p_condition(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s,
                       explore_cmd *out, char *err, size_t errlen)
{
    (void)ce, (void)s;
    long v;
    const char *a = g->w[0];
    if (!a[0])
        return err_set(err, errlen, "condition needs a breakpoint's number: 'condition 1 value "
                                   "== 3' (no condition after it: stop at every draw again)");
    if (!parse_int(a[0] == '#' ? a + 1 : a, 1, 2147483647L, &v))
        return err_set(err, errlen, "'%s' is not a breakpoint number; 'info break' lists them",
                      g->shown[0]);
    /* the rest of the line after the number, an "if" before it dropped (gdb takes none) */
    const char *p = skip_space(g->rest);
    while (*p && *p != ' ' && *p != '\t')
        p++;
    p = skip_space(p);
    if (strncmp(p, "if ", 3) == 0)
        p = skip_space(p + 3);
    if (!rest_of_line(p, out->text, sizeof out->text))
        return err_set(err, errlen, "condition: the line is too long (at most 255 bytes)");
    out->u = (uint32_t)v;
    return 0;
}

/* ignore N COUNT: the next COUNT hits of stop N pass */
static int p_ignore(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s,
                    explore_cmd *out, char *err, size_t errlen)
{
    (void)ce, (void)s;
    long v, n;
    const char *a = g->w[0];
    if (!a[0] || !g->w[1][0])
        return err_set(err, errlen, "ignore needs a breakpoint's number and a count: 'ignore 1 3' "
                                   "passes its next 3 hits");
    if (!parse_int(a[0] == '#' ? a + 1 : a, 1, 2147483647L, &v))
        return err_set(err, errlen, "'%s' is not a breakpoint number; 'info break' lists them",
                      g->shown[0]);
    if (!parse_int(g->w[1], 0, 1000000, &n))
        return err_set(err, errlen, "'%s' is not a count of hits (0-1000000)", g->shown[1]);
    out->u = (uint32_t)v;
    out->x = (int)n;
    return 0;
}

/* print WHAT, display [WHAT]: the expression is inspect_expr's to read, at the draw shown */
static int p_expr(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                  char *err, size_t errlen)
{
    (void)s;
    if (!rest_of_line(g->rest, out->text, sizeof out->text))
        return err_set(err, errlen, "%s: the line is too long (at most 255 bytes)", ce->name);
    if (!out->text[0] && ce->kind == EC_PRINT)
        return err_set(err, errlen, "print needs something to print: tile X Y, room X Y, flag "
                                   "NAME, rng or draw");
    return 0;
}

/* a count of times: until [N] */
static int p_times(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                   char *err, size_t errlen)
{
    (void)s, (void)ce;
    long v = 1;
    if (g->w[0][0] && !parse_int(g->w[0], 1, 1000000, &v))
        return err_set(err, errlen, "'%s' is not a number of times (1-1000000)", g->shown[0]);
    out->u = (uint32_t)v;
    return 0;
}

/* a command of no arguments: the word count was checked already */
static int p_none(const explore_cmd_entry *ce, const explore_cmd_args *g, const stepper *s, explore_cmd *out,
                  char *err, size_t errlen)
{
    (void)ce, (void)g, (void)s, (void)out, (void)err, (void)errlen;
    return 0;
}

/* ---- each command's completions ---------------------------------------------------- */

typedef void (*emit_fn)(const char *candidate, void *ctx);

static void offer(const char *const *words, int n, const char *word, emit_fn fn, void *ctx)
{
    for (int i = 0; i < n; i++)
        if (prefix_of(word, words[i]))
            fn(words[i], ctx);
}

static void c_phase(int argi, const char *word, const stepper *s, emit_fn fn, void *ctx)
{
    if (argi != 1 || !s)
        return;
    for (int i = 0; i < s->res->nphases; i++)
        if (s->res->phases[i].name && prefix_of(word, s->res->phases[i].name))
            fn(s->res->phases[i].name, ctx);
}

static void c_quirk(int argi, const char *word, const stepper *s, emit_fn fn, void *ctx)
{
    if (argi == 1) {
        if (s && !spg_style_of(s->res)->reads_quirks)
            return; /* no quirks to switch: the parser says why */
        for (int i = 0; i < SPG_Q__COUNT; i++)
            if (spg_quirks[i].name && prefix_of(word, spg_quirks[i].name))
                fn(spg_quirks[i].name, ctx);
    } else if (argi == 2) {
        static const char *const onoff[] = {"on", "off"};
        offer(onoff, 2, word, fn, ctx);
    }
}

static void c_engine(int argi, const char *word, const stepper *s, emit_fn fn, void *ctx)
{
    (void)s;
    if (argi != 1)
        return;
    static const spg_engine fools_engines[] = {SPG_ENGINE_GAMEMAKER, SPG_ENGINE_GAMEMAKER_OLD,
                                               SPG_ENGINE_GM8};
    for (int i = 0; i < 3; i++)
        if (prefix_of(word, rng_engine_name(fools_engines[i])))
            fn(rng_engine_name(fools_engines[i]), ctx);
}

static void c_diff(int argi, const char *word, const stepper *s, emit_fn fn, void *ctx)
{
    (void)s;
    static const char *const sides[] = {"quirk", "seed", "data", "force", "off"};
    if (argi == 1)
        offer(sides, 5, word, fn, ctx);
}

static void c_info(int argi, const char *word, const stepper *s, emit_fn fn, void *ctx)
{
    (void)s;
    static const char *const what[] = {"break"};
    if (argi == 1)
        offer(what, 1, word, fn, ctx);
}

/* the sites this level draws from, each once, in the order of their first draw */
static void c_break(int argi, const char *word, const stepper *s, emit_fn fn, void *ctx)
{
    if (argi != 1 || !s)
        return;
    const spg_site *seen[64];
    int nseen = 0;
    for (uint32_t d = 1; d <= s->ndraws && nseen < 64; d++) {
        const spg_site *site = stepper_draw(s, d)->site;
        if (!site || !site->name || !prefix_of(word, site->name))
            continue;
        int k = 0;
        while (k < nseen && seen[k] != site && strcmp(seen[k]->name, site->name) != 0)
            k++;
        if (k == nseen) {
            seen[nseen++] = site;
            fn(site->name, ctx);
        }
    }
}

/* ---- the table --------------------------------------------------------------------- */

const explore_cmd_entry explore_cmds[] = {
    {"seed", NULL, "S", 1, false, EC_SEED, "a game from seed S (decimal or 0x hex), same level",
     p_seed, NULL},
    {"state", NULL, "S", 1, false, EC_STATE, "one level from the raw RNG state S", p_seed, NULL},
    {"level", NULL, "N", 1, false, EC_LEVEL, "level N of the same seed or state", p_level, NULL},
    {"goto", "g", "DRAW|+N|-N|end", 1, false, EC_GOTO,
     "go to draw number DRAW (0 = before the first), N on or back, the end", p_goto, NULL},
    {"phase", NULL, "NAME", 1, false, EC_PHASE, "go to where phase NAME begins", p_phase, c_phase},
    {"why", NULL, "X Y", 2, false, EC_WHY, "select tile (X,Y) and show what shaped it", p_why, NULL},
    {"quirk", NULL, "[NAME on|off]", 2, false, EC_QUIRK,
     "switch one of the original's bugs, keep the draw; alone: list them, what each does, "
     "on or off", p_quirk, c_quirk},
    {"engine", NULL, "NAME", 1, false, EC_ENGINE,
     "fools: the RNG, gamemaker, gamemaker-old-poly or gm8; keep the draw", p_engine, c_engine},
    {"find", NULL, "TEXT", -1, false, EC_FIND,
     "search the draws for TEXT (a regex over what the log shows); n / N: next / previous match",
     p_find, NULL},
    {"export", NULL, "PATH", -1, true, EC_EXPORT,
     "write the level as it stands to PATH: .txt map or .json; export! overwrites", p_export, NULL},
    {"break", "b", "SPEC", -1, false, EC_BREAK,
     "a breakpoint: stop at the draws SPEC names: a site glob (path.walk.*, mines.bat; under "
     "--scripts SCRIPT:LINE, or SCRIPT for every draw made in it), phase "
     "NAME, conditions if value == 1 (== != < <= > >=), if decided ~ WORDS (a regex), if tile X "
     "Y == brick, room X Y == 2, flag NAME == 1 (the level at the draw), joined by and (&&) and "
     "or (||); c / C go to the next / previous one", p_stop, c_break},
    {"watch", NULL, "X Y|room X Y|entity KIND|flag NAME", -1, false, EC_WATCH,
     "a watchpoint: c / C stop where the tile, room, entity kind or flag changes", p_stop, NULL},
    {"tbreak", "tb", "SPEC", -1, false, EC_BREAK,
     "a temporary breakpoint: as break, deleted where it first stops", p_tbreak, c_break},
    {"condition", NULL, "N [COND]", -1, false, EC_CONDITION,
     "breakpoint N stops only where COND holds (value == 3, decided ~ WORDS, joined by and, or); "
     "no COND: at every draw of its site again", p_condition, NULL},
    {"ignore", NULL, "N COUNT", 2, false, EC_IGNORE,
     "pass the next COUNT hits of breakpoint or watchpoint N", p_ignore, NULL},
    {"continue", "c", "[N]", 1, false, EC_CONTINUE,
     "to the next breakpoint or watchpoint met (N times); key c", p_continue, NULL},
    {"reverse-continue", "rc", "[N]", 1, false, EC_CONTINUE,
     "back to the previous one met (N times); key C", p_continue, NULL},
    {"info", "i", "break", 1, false, EC_INFO, "list the breakpoints and watchpoints", p_info, c_info},
    {"until", "u", "[N]", 1, false, EC_UNTIL,
     "to the end of the walk, the room or the row of blocks being built (key u)", p_times, NULL},
    {"finish", "fin", "", 0, false, EC_FINISH,
     "to the last draw of the phase shown (] then stands where the next one begins)", p_none,
     NULL},
    {"print", "p", "WHAT", -1, false, EC_PRINT,
     "say what WHAT is at the draw shown: tile X Y, room X Y, flag NAME, rng (the RNG's "
     "state) or draw", p_expr, NULL},
    {"display", NULL, "[WHAT]", -1, false, EC_DISPLAY,
     "show WHAT (as print takes it) on the top line at every draw; alone: list the displays",
     p_expr, NULL},
    {"undisplay", NULL, "[N]", 1, false, EC_UNDISPLAY, "drop display N (all without N)",
     p_stop_number, NULL},
    {"marks", NULL, "", 0, false, EC_MARKS, "list the marks (m a sets one, 'a or `a goes back)",
     p_none, NULL},
    {"jumps", NULL, "", 0, false, EC_JUMPS, "list the jump list (Ctrl-O back, Ctrl-N forward)",
     p_none, NULL},
    {"delete", "d", "[N]", 1, false, EC_DELETE,
     "delete breakpoint or watchpoint N (all without N)", p_stop_number, NULL},
    {"disable", NULL, "[N]", 1, false, EC_DISABLE,
     "disable breakpoint or watchpoint N (all without N)", p_stop_number, NULL},
    {"enable", NULL, "[N]", 1, false, EC_ENABLE,
     "enable breakpoint or watchpoint N (all without N)", p_stop_number, NULL},
    {"force", NULL, "N V", 2, false, EC_FORCE,
     "what if draw #N returned V (within its call's range): the level regenerates, the cursor "
     "stays, the map and the rooms mark what differs, the status line shows the forces; several "
     "combine, in order", p_force, NULL},
    {"unforce", NULL, "", 0, false, EC_UNFORCE, "drop every force: back to the level as drawn "
     "(:seed, :level, :state, > and < drop them too, saying so)",
     p_none, NULL},
    {"diff", NULL, "quirk NAME|seed S|data DIR|force N V|off", -1, false, EC_DIFF,
     "compare with a second generation: goes to the first draw where the two part, marks the "
     "tiles and rooms that differ, ) ( hop between them; diff alone: back to that draw; diff off "
     "ends it", p_diff, c_diff},
    {"tour", NULL, "[N]", 1, false, EC_TOUR,
     "the guided tour: stops through a level, each a text on a kind of draw; Enter the next "
     "stop, Backspace the one before, Esc leaves it where it is; tour N: stop N",
     p_tour, NULL},
    {"help", NULL, "", 0, false, EC_HELP, "list the keys and commands", p_none, NULL},
    {"quit", "q", "", 0, false, EC_QUIT, "leave the explorer", p_none, NULL},
};
const size_t tui_ncmds = sizeof explore_cmds / sizeof explore_cmds[0];

const explore_cmd_entry *explore_cmd_lookup(const char *name)
{
    if (!name || !name[0])
        return NULL;
    for (size_t i = 0; i < tui_ncmds; i++)
        if (strcasecmp(explore_cmds[i].name, name) == 0 ||
            (explore_cmds[i].alias && strcasecmp(explore_cmds[i].alias, name) == 0))
            return &explore_cmds[i];
    /* gdb's abbreviations: a prefix of one command's name alone */
    const explore_cmd_entry *only = NULL;
    size_t n = strlen(name);
    for (size_t i = 0; i < tui_ncmds; i++)
        if (strncasecmp(explore_cmds[i].name, name, n) == 0) {
            if (only)
                return NULL;
            only = &explore_cmds[i];
        }
    return only;
}

/* The commands a prefix begins, for "ambiguous" messages; how many. */
static int prefix_names(const char *name, char *buf, size_t len)
{
    size_t n = strlen(name), at = 0;
    int k = 0;
    buf[0] = 0;
    for (size_t i = 0; i < tui_ncmds; i++)
        if (strncasecmp(explore_cmds[i].name, name, n) == 0 && at + 24 < len) {
            at += (size_t)snprintf(buf + at, len - at, "%s%s", k ? ", " : "", explore_cmds[i].name);
            k++;
        }
    return k;
}

/* "'frobnicate' is not a command; the commands: seed, state, ..." from the table */
static int not_a_command(const char *name, char *err, size_t errlen)
{
    char sn[64], names[700] = "";
    err_shown(name, sn, sizeof sn);
    size_t n = 0;
    for (size_t i = 0; i < tui_ncmds && n + 32 < sizeof names; i++)
        n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", i == 0 ? "" : i + 1 == tui_ncmds
                              ? " or " : ", ", explore_cmds[i].name);
    return err_set(err, errlen, "'%s' is not a command; try %s", sn, names);
}

int explore_cmd_parse(const char *line, const stepper *s, explore_cmd *out, char *err, size_t errlen)
{
    char name[32];
    explore_cmd_args g;
    memset(out, 0, sizeof *out);
    memset(&g, 0, sizeof g);
    if (errlen)
        err[0] = 0;
    if (!line)
        return 0;
    const char *p = skip_space(line);
    if (*p == ':')
        p++; /* "::seed 3" from a habit of typing the colon */
    bool cut = false;
    g.rest = next_word(p, name, sizeof name, &cut);
    if (!name[0])
        return 0;
    const char *q = g.rest;
    for (int i = 0; i < 3; i++) {
        q = next_word(q, g.w[i], sizeof g.w[i], &g.cut);
        err_shown(g.w[i], g.shown[i], sizeof g.shown[i]);
        g.nwords += g.w[i][0] != 0;
    }
    /* NAME! (vim's :w!) for the commands that take it */
    size_t nl = strlen(name);
    bool bang = !cut && nl > 1 && name[nl - 1] == '!';
    if (bang)
        name[nl - 1] = 0;
    /* vim's :305, :+10, :-3: a draw to go to */
    if (!cut && !bang && (isdigit((unsigned char)name[0]) || ((name[0] == '+' || name[0] == '-') &&
                                                             isdigit((unsigned char)name[1])))) {
        bool more = skip_space(g.rest)[0] != 0;
        memset(&g, 0, sizeof g);
        g.rest = "";
        snprintf(g.w[0], sizeof g.w[0], "%s", name);
        err_shown(g.w[0], g.shown[0], sizeof g.shown[0]);
        g.nwords = 1;
        if (more)
            return err_set(err, errlen, "too many words: ':%s' goes to draw %s alone", g.shown[0],
                          g.shown[0]);
        out->kind = EC_GOTO;
        if (p_goto(explore_cmd_lookup("goto"), &g, s, out, err, errlen) != 0) {
            out->kind = EC_NONE;
            return -1;
        }
        return 0;
    }
    const explore_cmd_entry *ce = cut ? NULL : explore_cmd_lookup(name);
    if (!ce && !cut && !bang) {
        char which[400];
        if (prefix_names(name, which, sizeof which) > 1) {
            char sn[64];
            err_shown(name, sn, sizeof sn);
            return err_set(err, errlen, "'%s' is ambiguous: %s", sn, which);
        }
    }
    if (!ce || (bang && !ce->bang)) {
        if (bang)
            name[nl - 1] = '!';
        return not_a_command(name, err, errlen);
    }
    if (ce->upper >= 0) {
        if (g.cut)
            return err_set(err, errlen, "%s: a word is too long (at most %zu characters)", ce->name,
                          sizeof g.w[0] - 1);
        /* a word beyond what the command takes is a mistake worth saying */
        if (g.nwords > ce->upper)
            return err_set(err, errlen, "too many words: write '%s%s%s'", ce->name,
                          ce->usage[0] ? " " : "", ce->usage);
    }
    out->kind = ce->kind;
    out->bang = bang;
    if (ce->parse(ce, &g, s, out, err, errlen) != 0) {
        out->kind = EC_NONE;
        return -1;
    }
    return 0;
}

void explore_cmd_complete(const char *cmd, int argi, const char *word, const stepper *s,
                      void (*fn)(const char *candidate, void *ctx), void *ctx)
{
    if (!word)
        word = "";
    if (argi == 0) {
        for (size_t i = 0; i < tui_ncmds; i++)
            if (prefix_of(word, explore_cmds[i].name))
                fn(explore_cmds[i].name, ctx);
        return;
    }
    const explore_cmd_entry *ce = explore_cmd_lookup(cmd); /* "b" completes as "break" */
    if (ce && ce->complete)
        ce->complete(argi, word, s, fn, ctx);
}
