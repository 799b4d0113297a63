/* commands.c — parsing the explorer's `:` commands.  Everything a user can type ends here,
 * so every path returns a message instead of trusting the input. */
#include "commands.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "../quirks.h"

const tui_cmd_info tui_cmds[] = {
    {"seed", "S", "a game from seed S (decimal or 0x hex), same level"},
    {"state", "S", "one level from the raw RNG state S"},
    {"level", "N", "level N of the same seed or state"},
    {"goto", "DRAW|+N|-N|end", "go to draw number DRAW (0 = before the first), N on or back, the end"},
    {"phase", "NAME", "go to where phase NAME begins"},
    {"why", "X Y", "select tile (X,Y) and show what shaped it"},
    {"quirk", "NAME on|off", "switch one of the original's bugs, keep the draw"},
    {"engine", "NAME", "fools: the RNG, gamemaker, gamemaker-old-poly or gm8; keep the draw"},
    {"find", "TEXT", "search the draws for TEXT (site or words); n/N repeat"},
    {"export", "PATH", "write the level as it stands to PATH: .txt map or .json; export! overwrites"},
    {"break", "SPEC", "a breakpoint: SITE-GLOB [phase NAME] [if value == N | decided ~ WORDS]; c/C"},
    {"watch", "X Y|room X Y|entity KIND|flag NAME", "a watchpoint: c/C stop where it changes"},
    {"continue", "[N]", "to the next breakpoint or watchpoint met (N times); key c"},
    {"reverse-continue", "[N]", "back to the previous one met (N times); key C"},
    {"info", "break", "list the breakpoints and watchpoints"},
    {"delete", "[N]", "delete breakpoint or watchpoint N (all without N)"},
    {"disable", "[N]", "disable breakpoint or watchpoint N (all without N)"},
    {"enable", "[N]", "enable breakpoint or watchpoint N (all without N)"},
    {"force", "N V", "what if draw #N returned V: the level regenerates, the map marks what differs"},
    {"unforce", "", "drop every force: back to the level as drawn"},
    {"diff", "quirk NAME|seed S|data DIR|force N V|off", "compare with a second generation; ) ( hop"},
    {"help", "", "list the keys and commands"},
    {"quit", "", "leave the explorer"},
};
const size_t tui_ncmds = sizeof tui_cmds / sizeof tui_cmds[0];

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

/* Words shown back in messages: printable and short, whatever was typed. */
static void shown(const char *w, char *buf, size_t len)
{
    size_t n = 0;
    for (; *w && n + 4 < len && n < 40; w++)
        buf[n++] = isprint((unsigned char)*w) ? *w : '?';
    if (*w && n + 4 < len) {
        memcpy(buf + n, "...", 3);
        n += 3;
    }
    buf[n] = 0;
}

static const tui_cmd_info *lookup(const char *name)
{
    if (strcmp(name, "q") == 0)
        name = "quit";
    else if (strcmp(name, "g") == 0)
        name = "goto";
    else if (strcmp(name, "b") == 0)
        name = "break";
    else if (strcmp(name, "d") == 0)
        name = "delete";
    else if (strcmp(name, "c") == 0)
        name = "continue";
    else if (strcmp(name, "rc") == 0)
        name = "reverse-continue";
    for (size_t i = 0; i < tui_ncmds; i++)
        if (strcasecmp(tui_cmds[i].name, name) == 0)
            return &tui_cmds[i];
    return NULL;
}

static int refuse(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static int refuse(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (errlen)
        vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

int tui_cmd_parse(const char *line, const stepper *s, tui_cmd *out, char *err, size_t errlen)
{
    char name[32], a[64], b[64], c[64], sa[64], sb[64];
    memset(out, 0, sizeof *out);
    if (errlen)
        err[0] = 0;
    if (!line)
        return 0;
    const char *p = skip_space(line);
    if (*p == ':')
        p++; /* "::seed 3" from a habit of typing the colon */
    bool cut = false, rest_cut = false;
    const char *args = next_word(p, name, sizeof name, &cut);
    if (!name[0])
        return 0;
    const char *after_a = next_word(args, a, sizeof a, &rest_cut);
    const char *after_b = next_word(after_a, b, sizeof b, &rest_cut);
    next_word(after_b, c, sizeof c, &rest_cut);
    shown(a, sa, sizeof sa);
    shown(b, sb, sizeof sb);
    /* export! PATH overwrites (vim's :w!): the one command with a bang */
    size_t nl = strlen(name);
    if (!cut && nl > 1 && name[nl - 1] == '!' && strncasecmp(name, "export", nl - 1) == 0 &&
        nl - 1 == strlen("export")) {
        name[nl - 1] = 0;
        out->bang = true;
    }
    const tui_cmd_info *ci = cut ? NULL : lookup(name);
    if (!ci) {
        char sn[64];
        shown(name, sn, sizeof sn);
        return refuse(err, errlen, "'%s' is not a command; try seed, level, goto, phase, why, "
                                 "quirk, engine, find, export, break, watch, info, delete, disable, "
                                 "enable, continue, reverse-continue, force, unforce, diff, help "
                                 "or quit", sn);
    }
    const char *cmd = ci->name;
    bool takes_rest = strcmp(cmd, "find") == 0 || strcmp(cmd, "export") == 0 ||
                      strcmp(cmd, "break") == 0 || strcmp(cmd, "watch") == 0 ||
                      strcmp(cmd, "diff") == 0;
    if (rest_cut && !takes_rest)
        return refuse(err, errlen, "%s: a word is too long (at most %zu characters)", cmd,
                    sizeof a - 1);
    if (!takes_rest) {
        /* a word beyond what the command takes is a mistake worth saying */
        int want = ci->args[0] == 0                                     ? 0
                   : strcmp(cmd, "why") == 0 || strcmp(cmd, "quirk") == 0 ||
                           strcmp(cmd, "force") == 0                    ? 2
                                                                        : 1;
        int have = (a[0] != 0) + (b[0] != 0) + (c[0] != 0);
        if (have > want) {
            char usage[96];
            snprintf(usage, sizeof usage, "%s%s%s", cmd, ci->args[0] ? " " : "", ci->args);
            return refuse(err, errlen, "too many words: write '%s'", usage);
        }
    }
    if (strcmp(cmd, "seed") == 0 || strcmp(cmd, "state") == 0) {
        if (!a[0])
            return refuse(err, errlen, "%s needs a number: '%s 42' or '%s 0x2A'", cmd, cmd, cmd);
        if (spg_parse_u32(a, &out->u) != 0)
            return refuse(err, errlen, "'%s' is not a %s; give 0-4294967295, decimal or 0x hex",
                        sa, cmd);
        out->kind = strcmp(cmd, "seed") == 0 ? TC_SEED : TC_STATE;
    } else if (strcmp(cmd, "level") == 0) {
        long v;
        char hi[16];
        /* which levels a style builds is the generator's to say, when it runs */
        snprintf(hi, sizeof hi, "%d", SPG_MAX_LEVEL);
        if (!a[0])
            return refuse(err, errlen, "level needs a number 1-%s", hi);
        if (!parse_int(a, 1, SPG_MAX_LEVEL, &v))
            return refuse(err, errlen, "'%s' is not a level; levels are 1-%s", sa, hi);
        out->kind = TC_LEVEL;
        out->u = (uint32_t)v;
    } else if (strcmp(cmd, "goto") == 0) {
        long v;
        long hi = s ? (long)s->ndraws : 2147483647L;
        char shi[24];
        snprintf(shi, sizeof shi, "%ld", hi);
        if (!a[0])
            return refuse(err, errlen, "goto needs a draw number 0-%s", shi);
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
                return refuse(err, errlen, "'%s' is not a number of draws; write 'goto +10' or "
                                           "'goto -3'", sa);
            v = a[0] == '+' ? (d > hi - here ? hi : here + d) : (d > here ? 0 : here - d);
        } else if (!parse_int(num, 0, hi, &v)) {
            return refuse(err, errlen, "'%s' is not a draw of this level; draws are 0-%s, +N, "
                                       "-N, start or end", sa, shi);
        }
        out->kind = TC_GOTO;
        out->u = (uint32_t)v;
    } else if (strcmp(cmd, "phase") == 0) {
        if (!a[0])
            return refuse(err, errlen, "phase needs a name: path, rooms, blocks, ...");
        int ph = -1;
        if (s) {
            ph = stepper_phase_find(s, a);
            uint32_t at;
            if (ph < 0 || stepper_phase_pos(s, ph, &at) != 0) {
                char names[160] = "";
                for (int i = 0; i < s->res->nphases && s->res->phases[i].name; i++) {
                    size_t n = strlen(names);
                    snprintf(names + n, sizeof names - n, "%s%s", i ? ", " : "",
                             s->res->phases[i].name);
                }
                return refuse(err, errlen, "'%s' is not a phase of this level; phases: %s", sa, names);
            }
            snprintf(out->text, sizeof out->text, "%s", s->res->phases[ph].name);
        } else {
            snprintf(out->text, sizeof out->text, "%s", a);
        }
        out->kind = TC_PHASE;
        out->u = (uint32_t)(ph < 0 ? 0 : ph);
    } else if (strcmp(cmd, "why") == 0) {
        long x, y;
        int w = s ? s->res->level.w : SPG_MAX_W, h = s ? s->res->level.h : SPG_GRID_ROWS;
        char range[64];
        snprintf(range, sizeof range, "X is 0-%d, Y is 0-%d", w - 1, h - 1);
        if (!a[0] || !b[0])
            return refuse(err, errlen, "why needs a tile: 'why X Y' (%s)", range);
        if (!parse_int(a, 0, w - 1, &x) || !parse_int(b, 0, h - 1, &y)) {
            char both[140];
            snprintf(both, sizeof both, "%s %s", sa, sb);
            return refuse(err, errlen, "'%s' is not a tile of the level; %s", both, range);
        }
        out->kind = TC_WHY;
        out->x = (int)x;
        out->y = (int)y;
    } else if (strcmp(cmd, "quirk") == 0) {
        /* the quirks are Spelunky Classic's bugs: no other style reads them, and a switch
         * that changes nothing would look like one that worked */
        if (s && s->res->style && strcmp(s->res->style, "classic") != 0)
            return refuse(err, errlen, "quirk: the quirks are the classic style's (Spelunky "
                                     "Classic's bugs); the %s style has none to switch",
                          s->res->style);
        char qname[64];
        snprintf(qname, sizeof qname, "%s", a);
        char *eq = strchr(qname, '=');
        const char *val = b;
        if (eq) { /* the command line's NAME=off works here too */
            *eq = 0;
            val = eq + 1;
        }
        if (!qname[0])
            return refuse(err, errlen, "quirk needs a name and on|off, as 'quirk walk-else off'; "
                                     "names: spelgen show --quirk list");
        int q = quirk_find(qname);
        if (q < 0) {
            char sq[64];
            shown(qname, sq, sizeof sq);
            return refuse(err, errlen, "'%s' is not a quirk; names: spelgen show --quirk list", sq);
        }
        bool on = strcmp(val, "on") == 0;
        if (!on && strcmp(val, "off") != 0) {
            char sq[64];
            shown(qname, sq, sizeof sq);
            return refuse(err, errlen, "quirk %s needs on or off, as 'quirk %s off'", sq, sq);
        }
        out->kind = TC_QUIRK;
        out->quirk = q;
        out->on = on;
    } else if (strcmp(cmd, "engine") == 0) {
        /* the same names and refusals as --engine on the command line */
        if (s && s->res->style && strcmp(s->res->style, "fools") != 0)
            return refuse(err, errlen, "engine: the %s style has one engine (%s); engine "
                                     "chooses the fools style's", s->res->style,
                          strcmp(s->res->style, "tunnel") == 0 ? "mulberry32"
                                                               : "GameMaker 8's LCG");
        spg_engine e;
        if (!a[0])
            return refuse(err, errlen, "engine needs a name: gamemaker (the default), "
                                     "gamemaker-old-poly or gm8");
        if (rng_engine_parse(a, &e) != 0 || e == SPG_ENGINE_MULBERRY32)
            return refuse(err, errlen, "'%s' is not an engine of the fools style; engines: "
                                     "gamemaker (the default), gamemaker-old-poly, gm8", sa);
        out->kind = TC_ENGINE;
        out->u = (uint32_t)e;
    } else if (strcmp(cmd, "find") == 0) {
        if (!rest_of_line(args, out->text, sizeof out->text))
            return refuse(err, errlen, "find: the text is too long (at most 255 bytes)");
        if (!out->text[0])
            return refuse(err, errlen, "find needs some text: a site as 'earth.gold' or words as "
                                     "'snake pit'");
        out->kind = TC_FIND;
    } else if (strcmp(cmd, "export") == 0) {
        if (!rest_of_line(args, out->text, sizeof out->text))
            return refuse(err, errlen, "export: the path is too long (at most 255 bytes)");
        size_t n = strlen(out->text);
        if (!n)
            return refuse(err, errlen, "export needs a file: 'export level.txt' or 'export level.json'");
        bool txt = n > 4 && strcasecmp(out->text + n - 4, ".txt") == 0;
        out->json = n > 5 && strcasecmp(out->text + n - 5, ".json") == 0;
        if (!txt && !out->json) {
            char sp[64];
            shown(out->text, sp, sizeof sp);
            return refuse(err, errlen, "export: '%s' should end in .txt (a map) or .json", sp);
        }
        out->kind = TC_EXPORT;
    } else if (strcmp(cmd, "break") == 0 || strcmp(cmd, "watch") == 0) {
        /* the spec is the library's to read (breakpoint.h, watch.h), against the level */
        bool brk = strcmp(cmd, "break") == 0;
        if (!rest_of_line(args, out->text, sizeof out->text))
            return refuse(err, errlen, "%s: the line is too long (at most 255 bytes)", cmd);
        if (!out->text[0])
            return refuse(err, errlen, brk ? "break needs a spec: 'break path.walk.middle', "
                                             "'break phase blocks', 'break mines.bat if value == 1'"
                                           : "watch needs a target: 'watch 21 1', 'watch room 1 "
                                             "2', 'watch entity bat', 'watch flag shop'");
        out->kind = brk ? TC_BREAK : TC_WATCH;
    } else if (strcmp(cmd, "info") == 0) {
        if (a[0] && strncmp("breakpoints", a, strlen(a)) != 0 &&
            strncmp("watchpoints", a, strlen(a)) != 0)
            return refuse(err, errlen, "info knows 'info break' (the breakpoints and "
                                       "watchpoints), not '%s'", sa);
        snprintf(out->text, sizeof out->text, "break");
        out->kind = TC_INFO;
    } else if (strcmp(cmd, "delete") == 0 || strcmp(cmd, "disable") == 0 ||
               strcmp(cmd, "enable") == 0) {
        long v = 0;
        if (a[0] && !parse_int(a[0] == '#' ? a + 1 : a, 1, 2147483647L, &v))
            return refuse(err, errlen, "'%s' is not a breakpoint number; 'info break' lists "
                                       "them", sa);
        out->kind = cmd[0] == 'd' && cmd[1] == 'e' ? TC_DELETE : cmd[0] == 'd' ? TC_DISABLE
                                                                                 : TC_ENABLE;
        out->u = (uint32_t)v;
    } else if (strcmp(cmd, "force") == 0) {
        /* "force 304 5", or the command line's "force 304=5" */
        char n[64], v[64];
        snprintf(n, sizeof n, "%s", a);
        snprintf(v, sizeof v, "%s", b);
        char *eq = strchr(n, '=');
        if (eq && !v[0]) {
            *eq = 0;
            snprintf(v, sizeof v, "%s", eq + 1);
        }
        long d, val = 0;
        long hi = s ? (long)s->ndraws : 2147483647L;
        const char *vs = v[0] == '-' ? v + 1 : v;
        if (!n[0] || !v[0])
            return refuse(err, errlen, "force needs a draw and a value, as 'force 304 5'");
        if (!parse_int(n[0] == '#' ? n + 1 : n, 1, hi, &d))
            return refuse(err, errlen, "'%s' is not a draw of this level; draws are 1-%ld", sa, hi);
        if (!parse_int(vs, 0, 2147483647L, &val))
            return refuse(err, errlen, "'%s' is not a value a draw can return", v);
        out->kind = TC_FORCE;
        out->u = (uint32_t)d;
        out->x = (int)(v[0] == '-' ? -val : val);
    } else if (strcmp(cmd, "continue") == 0 || strcmp(cmd, "reverse-continue") == 0) {
        long v = 1;
        if (a[0] && !parse_int(a, 1, 1000000, &v))
            return refuse(err, errlen, "'%s' is not a number of times (1-1000000)", sa);
        out->kind = TC_CONTINUE;
        out->on = cmd[0] == 'c';
        out->u = (uint32_t)v;
    } else if (strcmp(cmd, "unforce") == 0) {
        out->kind = TC_UNFORCE;
    } else if (strcmp(cmd, "diff") == 0) {
        /* the other side is the explorer's to build: it knows the quirks and the data */
        if (!rest_of_line(args, out->text, sizeof out->text))
            return refuse(err, errlen, "diff: the line is too long (at most 255 bytes)");
        out->kind = TC_DIFF;
    } else if (strcmp(cmd, "help") == 0) {
        out->kind = TC_HELP;
    } else {
        out->kind = TC_QUIT;
    }
    return 0;
}

static bool prefix_of(const char *word, const char *cand)
{
    return strncmp(cand, word, strlen(word)) == 0;
}

void tui_cmd_complete(const char *cmd, int argi, const char *word, const stepper *s,
                      void (*fn)(const char *candidate, void *ctx), void *ctx)
{
    if (!word)
        word = "";
    if (argi == 0) {
        for (size_t i = 0; i < tui_ncmds; i++)
            if (prefix_of(word, tui_cmds[i].name))
                fn(tui_cmds[i].name, ctx);
        return;
    }
    if (!cmd)
        return;
    const tui_cmd_info *named = lookup(cmd); /* "b" completes as "break" */
    if (named)
        cmd = named->name;
    if (strcmp(cmd, "phase") == 0 && argi == 1 && s) {
        for (int i = 0; i < s->res->nphases; i++)
            if (s->res->phases[i].name && prefix_of(word, s->res->phases[i].name))
                fn(s->res->phases[i].name, ctx);
    } else if (strcmp(cmd, "quirk") == 0 && argi == 1) {
        if (s && s->res->style && strcmp(s->res->style, "classic") != 0)
            return; /* no quirks to switch: the parser says why */
        for (int i = 0; i < SPG_Q__COUNT; i++)
            if (spg_quirks[i].name && prefix_of(word, spg_quirks[i].name))
                fn(spg_quirks[i].name, ctx);
    } else if (strcmp(cmd, "engine") == 0 && argi == 1) {
        static const spg_engine fools_engines[] = {SPG_ENGINE_GAMEMAKER, SPG_ENGINE_GAMEMAKER_OLD,
                                                   SPG_ENGINE_GM8};
        for (int i = 0; i < 3; i++)
            if (prefix_of(word, rng_engine_name(fools_engines[i])))
                fn(rng_engine_name(fools_engines[i]), ctx);
    } else if (strcmp(cmd, "diff") == 0 && argi == 1) {
        static const char *const sides[] = {"quirk", "seed", "data", "force", "off"};
        for (int i = 0; i < 5; i++)
            if (prefix_of(word, sides[i]))
                fn(sides[i], ctx);
    } else if (strcmp(cmd, "info") == 0 && argi == 1) {
        if (prefix_of(word, "break"))
            fn("break", ctx);
    } else if (strcmp(cmd, "break") == 0 && argi == 1 && s) {
        /* the sites this level draws from, each once, in the order of their first draw */
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
    } else if (strcmp(cmd, "quirk") == 0 && argi == 2) {
        static const char *const onoff[] = {"on", "off"};
        for (int i = 0; i < 2; i++)
            if (prefix_of(word, onoff[i]))
                fn(onoff[i], ctx);
    }
}
