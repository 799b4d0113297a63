/* conf.c — the tunnel's knobs: their table, their defaults, and the tunnel.conf parser.
 *
 * The document authors every knob as [min, max] (§7); tunnel.conf keeps that shape, one
 * `key min max` line per knob.  The parser works on a memory buffer so the fuzz harness
 * can feed it anything, and reports the first problem as FILE:LINE:COL. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tunnel.h"

/* Defaults are the document's values; where it names a knob but gives no number (marked
 * "ours"), the value is chosen to land the document's measured figures or its intent. */
const tunnel_knob_info tunnel_knobs[TK__COUNT] = {
    [TK_CORRIDOR_W] = {"corridorW", false, TKU_ROLL, 2, 6, 3, 4, "corridor width in tiles"},
    [TK_BOSS_ROOM] = {"bossRoom", false, TKU_ROLL, 5, 40, 15, 20, "boss chamber height"},
    [TK_RUNGS] = {"rungs", false, TKU_ROLL, 2, 40, 6, 9, "rungs before the stage bonus"},
    [TK_RUNGS_PER_STAGE] = {"rungsPerStage", true, TKU_VALUE, 0, 5, 0.6, 0.6,
                            "extra rungs per stage after the first"},
    [TK_RUNG_GAP] = {"rungGap", false, TKU_ROLL, 2, 20, 3, 6,
                     "rock between two rungs, rolled per rung"},
    [TK_WIDTH] = {"width", false, TKU_ROLL, 1, 120, 34, 46,
                  "map width (then clamped to 18-64)"},
    [TK_RUNG_LEN] = {"rungLen", true, TKU_ROLL, 0, 1, 0.55, 0.9,
                     "a rung's share of the distance to the far wall"},
    [TK_JITTER] = {"jitter", false, TKU_VALUE, 0, 4, 1, 1, "edge seam amplitude on the top edge (0 straight)"},
    [TK_DEAD_ENDS] = {"deadEnds", false, TKU_ROLL, 0, 32, 2, 4, "dead-end stubs per floor"},
    /* ours: the document caps the length by the band, so any max above 5 rarely counts */
    [TK_DEAD_END_LEN] = {"deadEndLen", false, TKU_ROLL, 1, 20, 2, 5, "stub length, then min(this, band - 1) (ours)"},
    [TK_LOOPS] = {"loops", false, TKU_VALUE, 0, 16, 0, 0,
                  "shortcut links between non-adjacent rungs (0: strictly linear)"},
    /* ours: the audit's 1-in-100 zero-room floors needs a count that is rarely cut */
    [TK_ROOMS] = {"rooms", false, TKU_ROLL, 0, 32, 2, 4, "side rooms wanted, at most nRungs - 2 (ours)"},
    [TK_ROOM_SIZE] = {"roomSize", false, TKU_ROLL, 5, 40, 6, 10, "side room width, at most the space beside the rung (ours)"},
    [TK_ROOM_SPUR] = {"roomSpur", true, TKU_VALUE, 0, 1, 0.7, 0.7,
                      "chance a room is labelled a dead-end Side Cache"},
    /* ours: minSafe/maxSafe as one pair */
    [TK_SAFE_EXITS] = {"safeExits", false, TKU_BOUNDS, 0, 16, 1, 3,
                       "clamp of round(nRungs/3) safe exits (ours)"},
    [TK_THREAT_BUDGET_BASE] = {"threatBudgetBase", false, TKU_VALUE, 0, 200, 6, 6,
                               "room threat budget at step 0 (ours)"},
    [TK_THREAT_BUDGET_PER_STEP] = {"threatBudgetPerStep", false, TKU_VALUE, 0, 50, 2, 2,
                                   "room threat budget added per stage (ours)"},
    [TK_CHAMBER_TRASH] = {"chamberTrash", false, TKU_ROLL, 0, 20, 2, 4,
                          "light mobs leashed to the chamber"},
    [TK_GUARDS_FROM_STEP] = {"guardsFromStep", false, TKU_VALUE, 1, 99, 2, 2,
                             "first stage whose portal is guarded (ours)"},
    [TK_BIOME_STAGES] = {"biomeStages", false, TKU_VALUE, 1, 16, 4, 4,
                         "stages per biome; the last one is a boss floor (ours)"},
    /* ours: 3 keeps the document's example, a 3-tile stub (detour 6), and over stages
     * 1-5 gives its ~14 dead ends a floor; but a U-turn's outer column costs
     * 2 x (cw - 1), which is 6 at cw 4, so 4-wide floors count ~22 and 3-wide ~6 (the
     * audit prints the split); 4 would drop the U-turns and the 3-tile stubs alike */
    [TK_DEAD_END_MIN_DEPTH] = {"deadEndMinDepth", false, TKU_VALUE, 1, 20, 3, 3,
                               "a dead end pays when its detour >= 2x this (ours)"},
    [TK_DEAD_END_PAYS] = {"deadEndPays", false, TKU_BOUNDS, 0, 256, 0, 24,
                          "payouts per floor; only the max is read"},
    [TK_DEAD_END_CHEST] = {"deadEndChest", true, TKU_VALUE, 0, 1, 0.5, 0.5,
                           "chance a paid dead end holds a chest (ours)"},
    [TK_DEAD_END_DEPTH_BIAS] = {"deadEndDepthBias", true, TKU_VALUE, 0, 1, 0.8, 0.8,
                                "0 flat; 1 back-loads chests"},
    [TK_BUSH_DENSITY] = {"bushDensity", true, TKU_VALUE, 0, 0.5, 0.09, 0.09,
                         "share of corridor tiles under bushes"},
    [TK_COVER_BUSH_CLUSTERS] = {"coverBushClusters", false, TKU_VALUE, 0, 10, 1, 1,
                                "bush clusters; rooms and the chamber get 2.5x (ours)"},
    [TK_BOTS] = {"bots", false, TKU_VALUE, 0, 16, 3, 3, "most rivals on a floor (ours)"},
    [TK_BOTS_FROM_BIOME] = {"botsFromBiome", false, TKU_VALUE, 1, 99, 99, 99,
                            "first biome with rivals (99: never)"},
    [TK_ROUND_TIME] = {"roundTime", false, TKU_VALUE, 1, 3600, 300, 300,
                       "the flat floor clock, seconds"},
    /* ours: 0.4 s per tile is walking at 100 px/s over 40 px tiles; 204 s keeps the
     * document's median floor (241 tiles, ~96 s of walking) at the flat 300 s */
    [TK_CLOCK_BASE] = {"clockBase", true, TKU_VALUE, 0, 3600, 204, 204,
                       "clock when it follows the spine: base seconds (ours)"},
    [TK_CLOCK_PER_TILE] = {"clockPerTile", true, TKU_VALUE, 0, 60, 0.4, 0.4,
                           "... plus seconds per spine tile (ours)"},
    /* ours: the document leashes room mobs to "the room bounds + leashPad" and gives no
     * number; 2 tiles lets a mob step into the room's stub but not down the corridor */
    [TK_LEASH_PAD] = {"leashPad", false, TKU_VALUE, 0, 16, 2, 2,
                      "tiles a leashed mob may stray past its room or the chamber (ours)"},
};

void tunnel_conf_default(tunnel_conf *c)
{
    memset(c, 0, sizeof *c);
    for (int k = 0; k < TK__COUNT; k++) {
        c->min[k] = tunnel_knobs[k].def_min;
        c->max[k] = tunnel_knobs[k].def_max;
    }
}

/* Math.round for the positive values the plan rounds. */
static int round_half_up(double v) { return (int)(v + 0.5); }

void tunnel_conf_worst(const tunnel_conf *c, int *rungs, int *rows, int *cap_rows)
{
    /* nRungs = max(2, randi(rungs) + round((stage - 1) x rungsPerStage)), largest at
     * stage 16; rungsPerStage is drawn in thousandths, so its max is its largest draw */
    int rps_max = round_half_up(c->max[TK_RUNGS_PER_STAGE] * 1000.0);
    int n = (int)c->max[TK_RUNGS] + round_half_up((16 - 1) * (rps_max / 1000.0));
    n = n < 2 ? 2 : n;
    /* H = 4 + sum(gaps[i] + cw) + bossH + 3, at least 24 */
    long h = 4 + (long)n * (long)(c->max[TK_RUNG_GAP] + c->max[TK_CORRIDOR_W]) +
             (long)c->max[TK_BOSS_ROOM] + 3;
    h = h < 24 ? 24 : h;
    /* W and H roll independently, so the tallest floor may be the widest */
    int w = (int)c->max[TK_WIDTH];
    w = w < 18 ? 18 : w > TUNNEL_MAX_W ? TUNNEL_MAX_W : w;
    *rungs = n;
    *rows = h > 1000000 ? 1000000 : (int)h;
    *cap_rows = TUNNEL_MAP_CAP / w;
}

/* The latest line among the knobs given (the place the clash became visible). */
static int last_line(const tunnel_conf *c, const int *k, int n)
{
    int l = 0;
    for (int i = 0; i < n; i++)
        l = c->line[k[i]] > l ? c->line[k[i]] : l;
    return l;
}

#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
static int refuse(const char *file, int line, char *err, size_t errlen, const char *fmt, ...)
{
    char msg[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (line > 0)
        snprintf(err, errlen, "%s:%d:1: %s", file, line, msg);
    else
        snprintf(err, errlen, "%s: %s", file, msg);
    return -1;
}

int tunnel_conf_check(const tunnel_conf *c, const char *file, char *err, size_t errlen)
{
    file = file ? file : "tunnel.conf";
    const int *ln = c->line;
    int rungs, rows, cap;
    tunnel_conf_worst(c, &rungs, &rows, &cap);
    if (rungs > TUNNEL_MAX_RUNGS) {
        static const int ks[] = {TK_RUNGS, TK_RUNGS_PER_STAGE};
        return refuse(file, last_line(c, ks, 2), err, errlen,
                      "rungs up to %g with rungsPerStage up to %g make %d rungs at stage 16, "
                      "more than a floor holds (%d); every rung rolled is laid, so lower "
                      "rungs (line %d) or rungsPerStage (line %d)",
                      c->max[TK_RUNGS], c->max[TK_RUNGS_PER_STAGE], rungs, TUNNEL_MAX_RUNGS,
                      ln[TK_RUNGS], ln[TK_RUNGS_PER_STAGE]);
    }
    if (rows > cap) {
        static const int ks[] = {TK_RUNGS, TK_RUNGS_PER_STAGE, TK_RUNG_GAP, TK_CORRIDOR_W,
                                 TK_BOSS_ROOM, TK_WIDTH};
        int w = TUNNEL_MAP_CAP / cap;
        return refuse(file, last_line(c, ks, 6), err, errlen,
                      "a floor could be %d rows tall (stage 16: 4 + %d rungs x (rungGap %g + "
                      "corridorW %g) + bossRoom %g + 3), but at width %d the 14,400-tile "
                      "buffer holds %d rows; lower rungs (line %d), rungsPerStage (line %d), "
                      "rungGap (line %d), corridorW (line %d) or bossRoom (line %d), or "
                      "width's max (line %d)",
                      rows, rungs, c->max[TK_RUNG_GAP], c->max[TK_CORRIDOR_W],
                      c->max[TK_BOSS_ROOM], w, cap, ln[TK_RUNGS], ln[TK_RUNGS_PER_STAGE],
                      ln[TK_RUNG_GAP], ln[TK_CORRIDOR_W], ln[TK_BOSS_ROOM], ln[TK_WIDTH]);
    }
    if (c->max[TK_JITTER] >= c->min[TK_RUNG_GAP]) {
        static const int ks[] = {TK_JITTER, TK_RUNG_GAP};
        return refuse(file, last_line(c, ks, 2), err, errlen,
                      "jitter up to %g opens that many rows over a rung, and rungGap down to "
                      "%g leaves only that many rows of rock to the rung above: the seam would "
                      "reach it and make a loop; keep jitter's max (line %d) below rungGap's "
                      "min (line %d)",
                      c->max[TK_JITTER], c->min[TK_RUNG_GAP], ln[TK_JITTER], ln[TK_RUNG_GAP]);
    }
    return 0;
}

typedef struct parser {
    const char *file;
    char *err;
    size_t errlen;
} parser;

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int fail(parser *p, int line, int col, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(p->err, p->errlen, "%s:%d:%d: %s", p->file, line, col, msg);
    return -1;
}

/* A token quoted for a message: printable bytes kept, others as '?', long ones cut, so
 * a binary file still yields one readable line. */
static void quote(const char *s, size_t n, char *out, size_t outlen)
{
    size_t j = 0;
    for (size_t i = 0; i < n && j + 4 < outlen; i++)
        out[j++] = (s[i] >= 0x20 && s[i] < 0x7f) ? s[i] : '?';
    if (n > 0 && j + 4 >= outlen && j >= 3)
        memcpy(out + j - 3, "...", 3);
    out[j] = 0;
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* Reads a number token: decimal, optional fraction; no signs, exponents, hex, inf or nan,
 * because a knob is a count or a share and anything else is a typo. */
static int number(const char *s, size_t n, bool real, double *out)
{
    if (n == 0 || n > 32)
        return -1;
    size_t i = 0, digits = 0;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++, digits++;
    if (i < n && s[i] == '.') {
        if (!real)
            return -2;
        i++;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++, digits++;
    }
    if (i != n || digits == 0)
        return -1;
    char buf[40];
    memcpy(buf, s, n);
    buf[n] = 0;
    errno = 0;
    double v = strtod(buf, NULL);
    if (errno || !isfinite(v))
        return -1;
    *out = v;
    return 0;
}

static void fmt_num(char *buf, size_t len, double v)
{
    snprintf(buf, len, "%g", v);
}

int tunnel_conf_parse(const char *text, size_t len, const char *file, tunnel_conf *out,
                      char *err, size_t errlen)
{
    parser p = {file ? file : "tunnel.conf", err, errlen};
    memset(out, 0, sizeof *out);
    if (errlen)
        err[0] = 0;
    int seen[TK__COUNT] = {0}; /* line where each key was given, 0 not yet */
    int line = 1;
    size_t pos = 0;
    int rc = 0;
    while (pos < len && rc == 0) {
        size_t bol = pos, eol = pos;
        while (eol < len && text[eol] != '\n')
            eol++;
        /* the line's content stops at a comment */
        size_t end = bol;
        while (end < eol && text[end] != '#')
            end++;
        for (size_t i = bol; i < end; i++)
            if (text[i] == 0) {
                rc = fail(&p, line, (int)(i - bol + 1), "a NUL byte: this is not a text file");
                break;
            }
        if (rc)
            break;
        /* split into at most four tokens: key, min, max, and anything extra */
        size_t ts[4], tn[4];
        int nt = 0;
        size_t i = bol;
        while (i < end && nt < 4) {
            while (i < end && is_space(text[i]))
                i++;
            if (i >= end)
                break;
            ts[nt] = i;
            while (i < end && !is_space(text[i]))
                i++;
            tn[nt] = i - ts[nt];
            nt++;
        }
        if (nt > 0) {
            char q[48];
            int col0 = (int)(ts[0] - bol + 1);
            int k = -1;
            for (int j = 0; j < TK__COUNT; j++)
                if (strlen(tunnel_knobs[j].name) == tn[0] &&
                    memcmp(tunnel_knobs[j].name, text + ts[0], tn[0]) == 0)
                    k = j;
            if (k < 0) {
                quote(text + ts[0], tn[0], q, sizeof q);
                rc = fail(&p, line, col0, "unknown key '%s'", q);
                break;
            }
            const tunnel_knob_info *ki = &tunnel_knobs[k];
            if (seen[k]) {
                rc = fail(&p, line, col0, "%s is given twice (first on line %d)", ki->name,
                          seen[k]);
                break;
            }
            seen[k] = line;
            if (nt < 3) {
                rc = fail(&p, line, (int)(end - bol + 1),
                          "%s needs two numbers, min and max, after it", ki->name);
                break;
            }
            if (nt > 3) {
                quote(text + ts[3], tn[3], q, sizeof q);
                rc = fail(&p, line, (int)(ts[3] - bol + 1),
                          "unexpected '%s' after %s's max (a comment starts with #)", q,
                          ki->name);
                break;
            }
            double v[2];
            for (int j = 0; j < 2 && rc == 0; j++) {
                int col = (int)(ts[1 + j] - bol + 1);
                int r = number(text + ts[1 + j], tn[1 + j], ki->real, &v[j]);
                quote(text + ts[1 + j], tn[1 + j], q, sizeof q);
                if (r == -2)
                    rc = fail(&p, line, col, "%s takes whole numbers, not '%s'", ki->name, q);
                else if (r != 0)
                    rc = fail(&p, line, col, "'%s' is not a number (%s takes %s)", q,
                              ki->name, ki->real ? "numbers like 0.55" : "whole numbers");
                else if (v[j] < ki->lo || v[j] > ki->hi) {
                    char lo[24], hi[24];
                    fmt_num(lo, sizeof lo, ki->lo);
                    fmt_num(hi, sizeof hi, ki->hi);
                    rc = fail(&p, line, col, "%s %s is out of range: %s accepts %s-%s",
                              j ? "max" : "min", q, ki->name, lo, hi);
                }
            }
            if (rc)
                break;
            if (v[0] > v[1]) {
                char a[24], b[24];
                fmt_num(a, sizeof a, v[0]);
                fmt_num(b, sizeof b, v[1]);
                rc = fail(&p, line, (int)(ts[1] - bol + 1),
                          "%s's min %s is greater than its max %s", ki->name, a, b);
                break;
            }
            out->min[k] = v[0];
            out->max[k] = v[1];
            out->line[k] = line;
        }
        pos = eol < len ? eol + 1 : eol;
        if (eol < len)
            line++;
    }
    if (rc == 0) {
        /* a missing key is reported where it could have been added: the end of the file */
        int col = 1;
        for (size_t i = len; i > 0 && text[i - 1] != '\n'; i--)
            col++;
        for (int k = 0; k < TK__COUNT; k++)
            if (!seen[k]) {
                rc = fail(&p, line, col, "missing key %s (every knob must be given: %s min max)",
                          tunnel_knobs[k].name, tunnel_knobs[k].name);
                break;
            }
    }
    if (rc == 0)
        rc = tunnel_conf_check(out, p.file, err, errlen);
    if (rc)
        memset(out, 0, sizeof *out);
    return rc;
}

int tunnel_conf_load(const char *path, tunnel_conf *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    /* knob files are a few kilobytes; a cap keeps a wrong path (a device, a huge file)
     * from eating memory */
    enum { CAP = 1 << 20 };
    char *buf = malloc(CAP);
    if (!buf) {
        fclose(f);
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    size_t n = fread(buf, 1, CAP, f);
    int bad = ferror(f);
    int more = !bad && n == CAP && fgetc(f) != EOF;
    fclose(f);
    int rc;
    if (bad) {
        snprintf(err, errlen, "%s: cannot read", path);
        rc = -1;
    } else if (more) {
        snprintf(err, errlen, "%s: larger than 1 MiB: not a knob file", path);
        rc = -1;
    } else {
        rc = tunnel_conf_parse(buf, n, path, out, err, errlen);
    }
    free(buf);
    return rc;
}
