/* test_tunnel.c — the tunnel style (spec 003): each pass's rules on many seeds, checked
 * against models written here rather than the generator's own bookkeeping where they can
 * be (the trace's draws replayed through the document's formulas, breadth-first search
 * and flood fills on the grid); the knob file's parser and every error it reports; the
 * trace as a replay script; determinism; and pinned golden floors.
 *
 * Run from the top of the tree (make unit); $SPELGEN_DATA wins when set. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "styles/tunnel/tunnel.h"

static char datadir[4096];
static tunnel_conf conf; /* the shipped knobs */

static int setup(void **state)
{
    (void)state;
    const char *env = getenv("SPELGEN_DATA");
    snprintf(datadir, sizeof datadir, "%s", env && *env ? env : "data");
    char path[4200], err[512];
    snprintf(path, sizeof path, "%s/tunnel/tunnel.conf", datadir);
    if (tunnel_conf_load(path, &conf, err, sizeof err) != 0) {
        fprintf(stderr, "test_tunnel: %s\n", err);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- helpers */

typedef struct floor_ {
    spg_result *res;
    tunnel_floor *F;
} floor_;

static floor_ build(const tunnel_conf *c, uint32_t seed, int stage, bool from_state, bool trace)
{
    floor_ f = {calloc(1, sizeof(spg_result)), malloc(sizeof(tunnel_floor))};
    assert_non_null(f.res);
    assert_non_null(f.F);
    spg_request rq = {0};
    rq.style = SPG_STYLE_TUNNEL;
    rq.seed = seed;
    rq.level = stage;
    rq.from_state = from_state;
    rq.trace = trace;
    char err[256];
    assert_int_equal(tunnel_generate_with(&rq, c, f.res, f.F, err, sizeof err), 0);
    return f;
}

static void drop(floor_ f)
{
    spg_result_free(f.res);
    free(f.res);
    free(f.F);
}

static bool open_tile(const spg_level *L, int x, int y)
{
    return x >= 0 && y >= 0 && x < L->w && y < L->h &&
           (L->cell[y][x].kind == SPG_T_FLOOR || L->cell[y][x].kind == SPG_T_PORTAL);
}

/* The test's own breadth-first search (4-connected), distances into d (w*h). */
static void bfs(const spg_level *L, int sx, int sy, int *d)
{
    int W = L->w, H = L->h, *q = malloc(sizeof(int) * (size_t)(W * H));
    assert_non_null(q);
    for (int i = 0; i < W * H; i++)
        d[i] = -1;
    int h = 0, t = 0;
    if (open_tile(L, sx, sy)) {
        d[sy * W + sx] = 0;
        q[t++] = sy * W + sx;
    }
    while (h < t) {
        int k = q[h++], x = k % W, y = k / W;
        int nb[4][2] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
        for (int j = 0; j < 4; j++)
            if (open_tile(L, nb[j][0], nb[j][1]) && d[nb[j][1] * W + nb[j][0]] < 0) {
                d[nb[j][1] * W + nb[j][0]] = d[k] + 1;
                q[t++] = nb[j][1] * W + nb[j][0];
            }
    }
    free(q);
}

/* Draws of a traced floor at a site, in order: their values. */
static int draws_at(const spg_result *r, const char *site, int *out, int max)
{
    int n = 0;
    for (size_t i = 0; i < r->trace.n && n < max; i++) {
        const spg_event *e = &r->trace.ev[i];
        if (e->kind == SPG_EV_DRAW && e->site && strcmp(e->site->name, site) == 0)
            out[n++] = e->value;
    }
    return n;
}

static uint32_t fnv(uint32_t h, uint32_t v)
{
    for (int i = 0; i < 4; i++) {
        h ^= (v >> (8 * i)) & 0xFF;
        h *= 16777619u;
    }
    return h;
}

static uint32_t tiles_sum(const spg_level *L)
{
    uint32_t h = 2166136261u;
    h = fnv(h, (uint32_t)L->w);
    h = fnv(h, (uint32_t)L->h);
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x < L->w; x++)
            h = fnv(h, L->cell[y][x].kind);
    return h;
}

enum { SEEDS = 400 };

/* Seeds and stages the rule tests sweep: stages 1-16 in turn. */
#define FOR_FLOORS(f, seed, stage, trace)                                                  \
    for (uint32_t seed = 1; seed <= SEEDS; seed++)                                         \
        for (int stage = 1 + (int)(seed % 16), once_ = 1; once_; once_ = 0)                \
            for (floor_ f = build(&conf, seed * 2654435761u, stage, true, trace); f.res;   \
                 drop(f), f.res = NULL)

/* ---------------------------------------------------------------- knobs: the parser */

/* A full, valid knob text built from the table; `skip` leaves one key out, `extra` is
 * appended. */
static char *conf_text(int skip, const char *extra)
{
    size_t cap = 8192;
    char *s = malloc(cap);
    assert_non_null(s);
    s[0] = 0;
    for (int k = 0; k < TK__COUNT; k++) {
        if (k == skip)
            continue;
        char line[128];
        snprintf(line, sizeof line, "%s %g %g\n", tunnel_knobs[k].name, tunnel_knobs[k].def_min,
                 tunnel_knobs[k].def_max);
        strcat(s, line);
    }
    if (extra)
        strcat(s, extra);
    return s;
}

static void expect_error(const char *text, const char *want)
{
    tunnel_conf c;
    char err[512];
    memset(&c, 0x55, sizeof c);
    int rc = tunnel_conf_parse(text, strlen(text), "t.conf", &c, err, sizeof err);
    if (rc != -1 || strcmp(err, want) != 0)
        print_error("input:\n%s\nwant: %s\ngot (%d): %s\n", text, want, rc, err);
    assert_int_equal(rc, -1);
    assert_string_equal(err, want);
    for (int k = 0; k < TK__COUNT; k++)
        assert_true(c.min[k] == 0 && c.max[k] == 0); /* emptied on failure */
}

/* An error on line `line` of a full text whose first line is replaced by `first`. */
static void expect_first_line_error(const char *first, const char *want)
{
    char *full = conf_text(-1, NULL);
    char *nl = strchr(full, '\n');
    size_t need = strlen(first) + strlen(nl) + 1;
    char *t = malloc(need);
    assert_non_null(t);
    snprintf(t, need, "%s%s", first, nl);
    expect_error(t, want);
    free(t);
    free(full);
}

static void test_conf_shipped_is_default(void **state)
{
    (void)state;
    tunnel_conf d;
    tunnel_conf_default(&d);
    for (int k = 0; k < TK__COUNT; k++) {
        assert_true(fabs(conf.min[k] - d.min[k]) < 1e-9);
        assert_true(fabs(conf.max[k] - d.max[k]) < 1e-9);
    }
}

static void test_conf_valid_forms(void **state)
{
    (void)state;
    tunnel_conf c;
    char err[256];
    char *t = conf_text(-1, "# a trailing comment\n\n   \t\n");
    assert_int_equal(tunnel_conf_parse(t, strlen(t), "t.conf", &c, err, sizeof err), 0);
    free(t);
    /* CRLF line ends, tabs, a comment after the values, no newline at the very end */
    char *rest = conf_text(TK_CORRIDOR_W, NULL);
    rest[strlen(rest) - 1] = 0;
    size_t n = strlen(rest) + 64;
    char *u = malloc(n);
    assert_non_null(u);
    snprintf(u, n, "\tcorridorW\t2 6   # comment\r\n%s", rest);
    assert_int_equal(tunnel_conf_parse(u, strlen(u), "t.conf", &c, err, sizeof err), 0);
    assert_true(c.min[TK_CORRIDOR_W] == 2 && c.max[TK_CORRIDOR_W] == 6);
    assert_true(c.min[TK_RUNG_LEN] == 0.55 && c.max[TK_RUNG_LEN] == 0.9);
    free(rest);
    free(u);
}

static void test_conf_errors(void **state)
{
    (void)state;
    expect_first_line_error("corridorX 3 4", "t.conf:1:1: unknown key 'corridorX'");
    expect_first_line_error("  corridorw 3 4", "t.conf:1:3: unknown key 'corridorw'");
    expect_first_line_error("corridorW x 4",
                            "t.conf:1:11: 'x' is not a number (corridorW takes whole numbers)");
    expect_first_line_error("corridorW 3 -4",
                            "t.conf:1:13: '-4' is not a number (corridorW takes whole numbers)");
    expect_first_line_error("corridorW 3.5 4", "t.conf:1:11: corridorW takes whole numbers, not '3.5'");
    expect_first_line_error("corridorW 4 3", "t.conf:1:11: corridorW's min 4 is greater than its max 3");
    expect_first_line_error("corridorW 3 9", "t.conf:1:13: max 9 is out of range: corridorW accepts 2-6");
    expect_first_line_error("corridorW 1 3", "t.conf:1:11: min 1 is out of range: corridorW accepts 2-6");
    expect_first_line_error("corridorW 3", "t.conf:1:12: corridorW needs two numbers, min and max, after it");
    expect_first_line_error("corridorW", "t.conf:1:10: corridorW needs two numbers, min and max, after it");
    expect_first_line_error("corridorW 3 4 5",
                            "t.conf:1:15: unexpected '5' after corridorW's max (a comment starts with #)");
    expect_first_line_error("corridorW 3 4 # fine\ncorridorW 3 4",
                            "t.conf:2:1: corridorW is given twice (first on line 1)");
    /* fractions where fractions belong, and nothing but plain decimals */
    expect_first_line_error("corridorW 3 4\nrungLen 0.9 0.55",
                            "t.conf:2:9: rungLen's min 0.9 is greater than its max 0.55");
    char *t = conf_text(TK_RUNG_LEN, "rungLen .5 1e0\n");
    char want[128];
    snprintf(want, sizeof want, "t.conf:%d:12: '1e0' is not a number (rungLen takes numbers like 0.55)",
             TK__COUNT);
    expect_error(t, want);
    free(t);
    /* a missing key is reported at the end of the file */
    t = conf_text(TK_BOTS, NULL);
    snprintf(want, sizeof want, "t.conf:%d:1: missing key bots (every knob must be given: bots min max)",
             TK__COUNT);
    expect_error(t, want);
    free(t);
    t = conf_text(TK_BOTS, "# no newline at the end");
    snprintf(want, sizeof want, "t.conf:%d:24: missing key bots (every knob must be given: bots min max)",
             TK__COUNT);
    expect_error(t, want);
    free(t);
    expect_error("", "t.conf:1:1: missing key corridorW (every knob must be given: corridorW min max)");
    /* binary junk yields one readable line */
    const char bin[] = "corridorW 3\0 4\n";
    tunnel_conf c;
    char err[256];
    assert_int_equal(tunnel_conf_parse(bin, sizeof bin - 1, "t.conf", &c, err, sizeof err), -1);
    assert_string_equal(err, "t.conf:1:12: a NUL byte: this is not a text file");
    const char junk[] = "\x01\xff\x7f 1 2\n";
    assert_int_equal(tunnel_conf_parse(junk, sizeof junk - 1, "t.conf", &c, err, sizeof err), -1);
    assert_string_equal(err, "t.conf:1:1: unknown key '\?\?\?'");
}

/* A text of every knob at its default but key1 (and key2 when given) set to "min max",
 * in the table's order; *line1 and *line2 receive the lines those keys land on. */
static char *conf_with(const char *key1, const char *v1, const char *key2, const char *v2,
                       int *line1, int *line2)
{
    char *t = malloc(8192);
    assert_non_null(t);
    t[0] = 0;
    for (int k = 0; k < TK__COUNT; k++) {
        char line[128];
        const char *name = tunnel_knobs[k].name;
        if (strcmp(name, key1) == 0) {
            snprintf(line, sizeof line, "%s %s\n", name, v1);
            *line1 = k + 1;
        } else if (key2 && strcmp(name, key2) == 0) {
            snprintf(line, sizeof line, "%s %s\n", name, v2);
            *line2 = k + 1;
        } else {
            snprintf(line, sizeof line, "%s %g %g\n", name, tunnel_knobs[k].def_min,
                     tunnel_knobs[k].def_max);
        }
        strcat(t, line);
    }
    return t;
}

/* Knobs under which a floor could outgrow the 14,400-tile buffer, the rung record or its
 * bands are refused as the file is read, at the line of the last knob involved, every
 * knob named with its line; the defaults and settings just inside pass. */
static void test_conf_refusals(void **state)
{
    (void)state;
    tunnel_conf c;
    char err[1024], want[1024];
    int l1 = 0, l2 = 0;
    /* rungs: 9 + round(15 x 3.7) = 65 > 64 */
    char *t = conf_with("rungs", "6 9", "rungsPerStage", "3.7 3.7", &l1, &l2);
    assert_int_equal(tunnel_conf_parse(t, strlen(t), "t.conf", &c, err, sizeof err), -1);
    snprintf(want, sizeof want, "t.conf:%d:1: rungs up to 9 with rungsPerStage up to 3.7 make 65 "
             "rungs at stage 16, more than a floor holds (64); every rung rolled is laid, so "
             "lower rungs (line %d) or rungsPerStage (line %d)", l2, l1, l2);
    assert_string_equal(err, want);
    free(t);
    /* rows: 4 + 18 x (6 + 4) + 20 + 3 = 207 rows; at W = 64 the buffer holds 225, at 70
     * (clamped to 64) the same; a gap of 11 makes 4 + 18 x 15 + 23 = 297 > 225 */
    t = conf_with("width", "60 64", NULL, NULL, &l1, &l2);
    assert_int_equal(tunnel_conf_parse(t, strlen(t), "t.conf", &c, err, sizeof err), 0);
    free(t);
    t = conf_with("rungGap", "3 11", "width", "60 64", &l1, &l2);
    assert_int_equal(tunnel_conf_parse(t, strlen(t), "t.conf", &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "a floor could be 297 rows tall (stage 16: 4 + 18 rungs x "
                                "(rungGap 11 + corridorW 4) + bossRoom 20 + 3), but at width "
                                "64 the 14,400-tile buffer holds 225 rows"));
    snprintf(want, sizeof want, "t.conf:%d:1: ", l2);
    assert_true(strncmp(err, want, strlen(want)) == 0);
    free(t);
    /* the seam: jitter 3 against a gap of 3 */
    t = conf_with("rungGap", "3 6", "jitter", "3 3", &l1, &l2);
    assert_int_equal(tunnel_conf_parse(t, strlen(t), "t.conf", &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "keep jitter's max"));
    free(t);
    t = conf_with("rungGap", "3 6", "jitter", "2 2", &l1, &l2);
    assert_int_equal(tunnel_conf_parse(t, strlen(t), "t.conf", &c, err, sizeof err), 0);
    free(t);
    /* and a conf built in code is checked before a floor is built from it */
    tunnel_conf d;
    tunnel_conf_default(&d);
    d.max[TK_RUNGS] = 40;
    spg_request rq = {0};
    rq.style = SPG_STYLE_TUNNEL;
    rq.level = 1;
    spg_result *res = calloc(1, sizeof *res);
    assert_int_equal(tunnel_generate_with(&rq, &d, res, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "tunnel.conf: a floor could be"));
    spg_result_free(res);
    free(res);
}

static void test_conf_files(void **state)
{
    (void)state;
    tunnel_conf c;
    char err[512];
    assert_int_equal(tunnel_conf_load("/nonexistent/tunnel.conf", &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "/nonexistent/tunnel.conf: cannot open: "));
    /* a data directory without the tunnel's file loads (the other styles must still
     * work) and generating a tunnel floor then says what is missing */
    void *d = NULL;
    assert_int_equal(tunnel_load("/nonexistent", &d, err, sizeof err), 0);
    assert_null(tunnel_data_conf(d));
    spg_request rq = {0};
    rq.style = SPG_STYLE_TUNNEL;
    rq.level = 1;
    spg_result *res = calloc(1, sizeof *res);
    assert_int_equal(tunnel_generate(&rq, d, res, err, sizeof err), -1);
    assert_string_equal(err, "/nonexistent/tunnel/tunnel.conf: missing: the tunnel style reads "
                             "its knobs from DATA/tunnel/tunnel.conf");
    tunnel_free(d);
    free(res);
    /* the shipped directory loads through the style table */
    assert_int_equal(tunnel_load(datadir, &d, err, sizeof err), 0);
    assert_non_null(tunnel_data_conf(d));
    tunnel_free(d);
    spg_style s;
    const spg_style_impl *impl = spg_style_find("tunnel", &s);
    assert_non_null(impl);
    assert_int_equal(s, SPG_STYLE_TUNNEL);
    assert_ptr_equal(impl->generate, tunnel_generate);
}

/* ---------------------------------------------------------------- pass 0: the plan */

static void test_plan(void **state)
{
    (void)state;
    FOR_FLOORS(f, seed, stage, true)
    {
        const tunnel_floor *F = f.F;
        int v[TUNNEL_MAX_RUNGS + 8];
        assert_int_equal(draws_at(f.res, "tunnel.plan.corridor_width", v, 1), 1);
        assert_int_equal(F->cw, v[0]);
        assert_true(v[0] >= 3 && v[0] <= 4);
        assert_int_equal(draws_at(f.res, "tunnel.plan.boss_height", v, 1), 1);
        assert_int_equal(F->boss_h, v[0]);
        assert_int_equal(draws_at(f.res, "tunnel.plan.rungs", v, 1), 1);
        /* nRungs = max(2, randi(rungs) + round((stage - 1) x 0.6)) */
        int want = (int)floor(v[0] + (stage - 1) * 0.6 + 0.5);
        assert_int_equal(F->rungs_rolled, want < 2 ? 2 : want);
        int ng = draws_at(f.res, "tunnel.plan.gap", v, TUNNEL_MAX_RUNGS);
        assert_int_equal(ng, F->rungs_rolled); /* one gap roll per rung */
        for (int i = 0; i < F->rungs_rolled; i++)
            assert_int_equal(F->gaps[i], v[i]);
        assert_int_equal(draws_at(f.res, "tunnel.plan.width", v, 1), 1);
        assert_int_equal(F->w, v[0] < 18 ? 18 : v[0] > 64 ? 64 : v[0]);
        /* height derived: 4 + sum(gaps + cw) over every rung rolled + bossH + 3, clamped
         * to [24, MAP_CAP / W] -- and the upper clamp never binds: no rung is dropped */
        int h = 4 + F->boss_h + 3;
        for (int i = 0; i < F->rungs_rolled; i++)
            h += F->gaps[i] + F->cw;
        assert_int_equal(F->h_raw, h);
        assert_int_equal(f.res->level.h, h < 24 ? 24 : h);
        assert_true(h <= 14400 / f.res->level.w);
        assert_true(f.res->level.w * f.res->level.h <= 14400);
        assert_int_equal(F->rungs_built, F->rungs_rolled);
        assert_int_equal(F->rooms_wanted <= F->rungs_rolled - 2, 1);
    }
}

/* ---------------------------------------------------------------- pass 1: the spine */

static void test_spine(void **state)
{
    (void)state;
    FOR_FLOORS(f, seed, stage, true)
    {
        const tunnel_floor *F = f.F;
        int lm = 2, rm = f.res->level.w - 3, cw = F->cw;
        int v[TUNNEL_MAX_RUNGS];
        assert_int_equal(draws_at(f.res, "tunnel.spine.start_right", v, 1), 1);
        assert_int_equal(F->start_right, v[0] == 1);
        int n = draws_at(f.res, "tunnel.spine.rung_len", v, TUNNEL_MAX_RUNGS);
        assert_int_equal(n, F->rungs_built);
        assert_int_equal(F->rungs_built, F->rungs_rolled); /* nRungs as rolled */
        int prev = F->start_right ? rm : lm, y = f.res->level.h - 3 - cw;
        for (int i = 0; i < n; i++) {
            const tunnel_rung *r = &F->rung[i];
            /* the switchback alternates; rung 0 starts at its wall; each rung enters
             * where the last one left */
            bool right = (i % 2 == 0) != F->start_right;
            assert_int_equal(r->right, right);
            assert_int_equal(r->start, prev);
            assert_int_equal(r->y, y);
            /* endX = prevEnd + (target - prevEnd) x rungLen, minRun = cw + 6, clamped */
            int target = right ? rm : lm;
            int end = (int)floor(prev + (target - prev) * (v[i] / 1000.0) + 0.5);
            if (abs(end - prev) < cw + 6)
                end = prev + (right ? cw + 6 : -(cw + 6));
            end = end < lm ? lm : end > rm ? rm : end;
            assert_int_equal(r->end, end);
            assert_int_equal(r->x0, prev < end ? prev : end);
            assert_int_equal(r->x1, prev < end ? end : prev);
            /* the centre-crossing invariant, in the usable width's own terms */
            double p0 = (double)(r->x0 - lm) / (rm - lm), p1 = (double)(r->x1 - lm) / (rm - lm);
            assert_true(p0 < 0.5 && p1 > 0.5);
            prev = end;
            y -= cw + F->gaps[i];
        }
    }
}

/* ---------------------------------------------------------------- pass 2: carving */

static void test_carve(void **state)
{
    (void)state;
    FOR_FLOORS(f, seed, stage, false)
    {
        const tunnel_floor *F = f.F;
        const spg_level *L = &f.res->level;
        int cw = F->cw;
        for (int i = 0; i < F->rungs_built; i++) {
            const tunnel_rung *r = &F->rung[i];
            /* the band is cw tall end to end */
            for (int y = r->y; y < r->y + cw; y++)
                for (int x = r->x0; x <= r->x1; x++)
                    assert_true(open_tile(L, x, y));
            /* the shared column is open from this rung's midline to the next one's */
            if (i + 1 < F->rungs_built)
                for (int y = F->rung[i + 1].y + cw / 2; y <= r->y + cw / 2; y++)
                    assert_true(open_tile(L, r->end, y));
        }
        /* the edge seam is on the top edge only (ours: the document leaves the edge
         * open): under each rung's band nothing is seam, over it at most jitter rows */
        for (int i = 0; i < F->rungs_built; i++) {
            const tunnel_rung *r = &F->rung[i];
            for (int x = r->x0; x <= r->x1; x++) {
                if (r->y + cw < L->h)
                    assert_int_not_equal(tunnel_region(F, x, r->y + cw), TR_SEAM);
                int up = 0;
                while (r->y - up - 1 >= 0 && tunnel_region(F, x, r->y - up - 1) == TR_SEAM)
                    up++;
                assert_true(up <= F->jitter);
                assert_true(up < F->gaps[i]); /* rock stays under the rung above */
            }
        }
        /* the map's border stays rock: nothing is carved in the outer row or column */
        for (int x = 0; x < L->w; x++)
            assert_false(open_tile(L, x, 0) || open_tile(L, x, L->h - 1));
        for (int y = 0; y < L->h; y++)
            assert_false(open_tile(L, 0, y) || open_tile(L, L->w - 1, y));
    }
}

/* Rock pockets that floor encloses (8-connected rock not touching the map's edge). */
static int count_holes(const spg_level *L)
{
    int W = L->w, H = L->h, n = 0;
    int *mark = calloc((size_t)(W * H), sizeof(int)), *st = malloc(sizeof(int) * (size_t)(W * H));
    for (int s = 0; s < W * H; s++) {
        if (mark[s] || open_tile(L, s % W, s / W))
            continue;
        int top = 0, edge = 0;
        st[top++] = s;
        mark[s] = 1;
        while (top) {
            int k = st[--top], x = k % W, y = k / W;
            edge |= x == 0 || y == 0 || x == W - 1 || y == H - 1;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int ax = x + dx, ay = y + dy;
                    if (ax >= 0 && ay >= 0 && ax < W && ay < H && !mark[ay * W + ax] &&
                        !open_tile(L, ax, ay)) {
                        mark[ay * W + ax] = 1;
                        st[top++] = ay * W + ax;
                    }
                }
        }
        n += !edge;
    }
    free(mark);
    free(st);
    return n;
}

/* ---------------------------------------------------------------- pass 2b: stubs */

static void test_stubs(void **state)
{
    (void)state;
    long stubs = 0, below = 0, under0 = 0;
    FOR_FLOORS(f, seed, stage, true)
    {
        const tunnel_floor *F = f.F;
        const spg_level *L = &f.res->level;
        int sw = F->cw < 2 ? F->cw : 2;
        /* every stub rolled is dug: none dropped */
        assert_int_equal(F->nstubs, F->stubs_wanted);
        assert_true(F->stubs_wanted >= 2 && F->stubs_wanted <= 4);
        int want[TUNNEL_MAX_STUBS], side[TUNNEL_MAX_STUBS], rung[TUNNEL_MAX_STUBS];
        assert_int_equal(draws_at(f.res, "tunnel.stubs.length", want, TUNNEL_MAX_STUBS), F->nstubs);
        assert_int_equal(draws_at(f.res, "tunnel.stubs.side", side, TUNNEL_MAX_STUBS), F->nstubs);
        assert_int_equal(draws_at(f.res, "tunnel.stubs.rung", rung, TUNNEL_MAX_STUBS), F->nstubs);
        for (int s = 0; s < F->nstubs; s++) {
            const tunnel_stub *st = &F->stub[s];
            /* the band above or below the drawn rung */
            assert_int_equal(st->rung, rung[s]);
            assert_int_equal(st->side, side[s] ? 1 : -1);
            assert_int_equal(st->band, side[s] ? rung[s] - 1 : rung[s]);
            /* Length is min(randi(deadEndLen), band - 1), exactly */
            int band = st->band < 0 ? 3 : F->gaps[st->band];
            assert_int_equal(st->want, want[s]);
            assert_int_equal(st->len, want[s] < band - 1 ? want[s] : band - 1);
            assert_int_equal(st->r.h, st->len);
            /* Width is min(2, cw) */
            assert_int_equal(st->r.w, sw);
            /* it grows from the band's lower rung, up, standing on its top edge; under
             * rung 0 it is dug down from rung 0's bottom edge */
            const tunnel_rung *on = &F->rung[st->band < 0 ? 0 : st->band];
            assert_true(st->r.x >= on->x0 && st->r.x + sw - 1 <= on->x1);
            if (st->band < 0) {
                assert_int_equal(st->r.y, on->y + F->cw);
                under0++;
            } else {
                assert_int_equal(st->r.y + st->r.h, on->y);
            }
            /* one "below rung i" lies under rung i */
            if (st->side > 0 && st->band >= 0) {
                const tunnel_rung *r = &F->rung[st->rung];
                assert_true(st->r.x >= r->x0 && st->r.x + sw - 1 <= r->x1);
                below++;
            }
            for (int y = st->r.y; y < st->r.y + st->r.h; y++)
                for (int x = st->r.x; x < st->r.x + sw; x++)
                    assert_true(open_tile(L, x, y));
            stubs++;
        }
        /* so no stub reaches a neighbour: the floor has no loops and is in one piece */
        assert_int_equal(count_holes(L), 0);
        assert_int_equal(F->nloops, 0);
    }
    assert_true(stubs > SEEDS && below > SEEDS / 4 && under0 > 0); /* the rules were exercised */
}

static void test_loops_knob(void **state)
{
    (void)state;
    tunnel_conf c = conf;
    c.min[TK_LOOPS] = c.max[TK_LOOPS] = 2;
    int looped = 0;
    for (uint32_t seed = 1; seed <= 200; seed++) {
        floor_ f = build(&c, seed, 1 + (int)seed % 16, true, false);
        static int d[TUNNEL_MAP_CAP];
        bfs(&f.res->level, f.F->spawn_x, f.F->spawn_y, d);
        assert_true(d[f.F->portal_y * f.res->level.w + f.F->portal_x] >= 0);
        if (f.F->nloops > 0) {
            looped++;
            /* a shortcut makes a loop the grid can see */
            assert_true(count_holes(&f.res->level) >= 1);
        }
        tunnel_check ck;
        tunnel_check_floor(&f.res->level, f.F, &ck);
        assert_false(ck.applies[TI_NO_LOOPS]);
        assert_true(ck.holds[TI_ONE_REGION]);
        drop(f);
    }
    assert_true(looped > 150);
}

/* ---------------------------------------------------------------- pass 3: the chamber */

static void test_boss_chamber(void **state)
{
    (void)state;
    FOR_FLOORS(f, seed, stage, false)
    {
        const tunnel_floor *F = f.F;
        const spg_level *L = &f.res->level;
        const tunnel_rect *c = &F->chamber;
        int bw = (int)floor(F->boss_h * 1.25 + 0.5);
        if (bw > L->w - 6)
            bw = L->w - 6;
        assert_int_equal(c->w, bw);
        assert_int_equal(c->h, F->boss_h);
        const tunnel_rung *top = &F->rung[F->rungs_built - 1];
        int cx = (top->x0 + top->x1) / 2;
        int want_x = cx - bw / 2;
        want_x = want_x < 3 ? 3 : want_x > L->w - 3 - bw ? L->w - 3 - bw : want_x;
        assert_int_equal(c->x, want_x);
        /* 4 rows of rock above; the band of gaps[top] rows below, crossed by the entry */
        assert_int_equal(c->y, 4 + (L->h - F->h_raw));
        assert_int_equal(c->y + c->h + F->gaps[F->rungs_built - 1], top->y);
        for (int y = c->y - 1; y <= c->y + c->h; y++)
            for (int x = c->x - 1; x <= c->x + c->w; x++) {
                bool inside = x >= c->x && x < c->x + c->w && y >= c->y && y < c->y + c->h;
                bool entry = y == c->y + c->h && x >= cx - F->cw / 2 && x < cx - F->cw / 2 + F->cw;
                assert_int_equal(open_tile(L, x, y), inside || entry);
            }
        /* entered from directly below: the midpoint column is open down to the rung */
        for (int y = c->y + c->h; y < top->y; y++)
            assert_true(open_tile(L, cx, y));
        assert_int_equal(L->cell[F->portal_y][F->portal_x].kind, SPG_T_PORTAL);
        assert_int_equal(F->portal_x, c->x + c->w / 2);
        assert_int_equal(F->portal_y, c->y + c->h / 2);
        assert_string_equal(F->chamber_name, stage % 4 == 0 ? "The Brute's Lair" : "The Gate Chamber");
    }
}

/* ---------------------------------------------------------------- pass 4: rooms */

static void test_rooms(void **state)
{
    (void)state;
    long rooms = 0, fallback = 0;
    FOR_FLOORS(f, seed, stage, false)
    {
        const tunnel_floor *F = f.F;
        const spg_level *L = &f.res->level;
        assert_true(F->nrooms <= F->rooms_wanted);
        assert_true(F->nrooms <= F->rungs_built - 2);
        for (int j = 0; j < F->nrooms; j++) {
            const tunnel_room *rm = &F->room[j];
            const tunnel_rung *r = &F->rung[rm->rung];
            assert_true(rm->rung >= 1 && rm->rung <= F->rungs_built - 2);
            assert_true(rm->r.w >= 5 && rm->r.w <= 10);
            assert_true(rm->r.h >= 3 && rm->r.h <= 13);
            /* rh = clamp(cw + 2 x (min(gapBelow, gapAbove) - 1), 3, 13), exactly */
            int m = F->gaps[rm->rung - 1] < F->gaps[rm->rung] ? F->gaps[rm->rung - 1] : F->gaps[rm->rung];
            int rh = F->cw + 2 * (m - 1);
            rh = rh < 3 ? 3 : rh > 13 ? 13 : rh;
            assert_int_equal(rm->r.h, rh);
            /* centred on the rung (ours: an odd spare row goes below), reaching at most
             * band - 1 rows into each band, beside the rung past its 2-tile stub */
            int above = r->y - rm->r.y, below = rm->r.y + rm->r.h - 1 - (r->y + F->cw - 1);
            assert_int_equal(above, (rh - F->cw) / 2);
            assert_int_equal(below, rh - F->cw - above);
            assert_true(above <= F->gaps[rm->rung] - 1 && below <= F->gaps[rm->rung - 1] - 1);
            assert_int_equal(rm->side > 0 ? rm->r.x : rm->r.x + rm->r.w - 1,
                             rm->side > 0 ? r->x1 + 3 : r->x0 - 3);
            /* leashed to its bounds + leashPad (2), inside the map */
            assert_int_equal(rm->leash.x, rm->r.x - 2 < 0 ? 0 : rm->r.x - 2);
            assert_int_equal(rm->leash.y, rm->r.y - 2 < 0 ? 0 : rm->r.y - 2);
            /* walled round, but for its stub */
            for (int y = rm->r.y - 1; y <= rm->r.y + rm->r.h; y++)
                for (int x = rm->r.x - 1; x <= rm->r.x + rm->r.w; x++) {
                    bool inside = x >= rm->r.x && x < rm->r.x + rm->r.w && y >= rm->r.y &&
                                  y < rm->r.y + rm->r.h;
                    bool stub = y >= rm->stub.y && y < rm->stub.y + rm->stub.h &&
                                x >= rm->stub.x && x < rm->stub.x + rm->stub.w;
                    if (!inside && !stub)
                        assert_false(open_tile(L, x, y));
                }
            rooms++;
            fallback += !rm->preferred;
        }
    }
    assert_true(rooms > 2 * SEEDS && fallback > 0);
}

/* ---------------------------------------------------------------- passes 5-7 */

static void test_reachability(void **state)
{
    (void)state;
    int *d = malloc(sizeof(int) * TUNNEL_MAP_CAP);
    FOR_FLOORS(f, seed, stage, false)
    {
        const tunnel_floor *F = f.F;
        const spg_level *L = &f.res->level;
        bfs(L, F->spawn_x, F->spawn_y, d);
        int open = 0, reached = 0;
        for (int y = 0; y < L->h; y++)
            for (int x = 0; x < L->w; x++)
                if (open_tile(L, x, y)) {
                    open++;
                    reached += d[y * L->w + x] >= 0;
                }
        assert_int_equal(reached, open); /* no walled-off carved region */
        assert_true(d[F->portal_y * L->w + F->portal_x] > 0);
        int spawns = 0, chests = 0, exits = 0;
        for (int i = 0; i < L->nent; i++) {
            const spg_entity *e = &L->ent[i];
            assert_true(open_tile(L, e->x, e->y)); /* nothing stands in rock */
            assert_true(d[e->y * L->w + e->x] >= 0);
            assert_true(e->info != SPG_INFO_INSIDE);
            spawns += e->kind == SPG_E_SPAWN;
            chests += e->kind == SPG_E_CHEST;
            if (e->kind == SPG_E_ENEMY) {
                int m = TUNNEL_MOB_OF(e->info);
                assert_true(m >= 0 && m < tunnel_roster_len);
                if (tunnel_roster[m].tier >= TUNNEL_HEAVY_TIER)
                    assert_true(tunnel_room_at(F, e->x, e->y) >= 0); /* heavies: rooms only */
            }
            if (e->kind == SPG_E_EXTRACT) {
                /* low first: each exit sits higher than the one before */
                if (exits)
                    assert_true(e->y < F->exit[exits - 1].y);
                assert_int_equal(e->y, F->exit[exits].y);
                exits++;
            }
        }
        assert_int_equal(spawns, 1);
        assert_true(chests >= 1 + F->nrooms); /* the chamber's and one a room */
        int want = (int)floor(F->rungs_built / 3.0 + 0.5);
        want = want < 1 ? 1 : want > 3 ? 3 : want;
        assert_int_equal(exits, want);
        /* spawn: rung 0's entry column, two tiles inward */
        assert_int_equal(F->spawn_x, F->start_right ? L->w - 5 : 4);
        assert_int_equal(F->spawn_y, F->rung[0].y + F->cw / 2);
        tunnel_check ck;
        assert_int_equal(tunnel_check_floor(L, F, &ck), 0);
    }
    free(d);
}

static void test_payouts(void **state)
{
    (void)state;
    long tips = 0, paid = 0;
    FOR_FLOORS(f, seed, stage, true)
    {
        const tunnel_floor *F = f.F;
        assert_true(F->tips_paid <= 24 && F->tips_paid <= F->tips_found);
        /* one chest roll per payout */
        int v[256];
        assert_int_equal(draws_at(f.res, "tunnel.payouts.chest", v, 256), F->tips_paid);
        tips += F->tips_found;
        paid += F->tips_paid;
    }
    /* the document's audit: ~14 dead ends a floor */
    assert_true(tips > 8 * SEEDS && tips < 25 * SEEDS);
    assert_true(paid > 0);
}

static void test_cover_and_rivals(void **state)
{
    (void)state;
    FOR_FLOORS(f, seed, stage, false)
    {
        assert_int_equal(f.F->rivals, 0); /* botsFromBiome 99: off */
        assert_true(f.F->bushes > 0);
    }
    tunnel_conf c = conf;
    c.min[TK_BOTS_FROM_BIOME] = c.max[TK_BOTS_FROM_BIOME] = 1;
    for (uint32_t seed = 1; seed <= 50; seed++) {
        floor_ f = build(&c, seed, 1 + (int)seed % 16, true, false);
        int want = (int)floor(f.F->rungs_built / 3.0 + 0.5);
        want = want < 1 ? 1 : want > 3 ? 3 : want;
        assert_int_equal(f.F->rivals, want);
        drop(f);
    }
}

/* ---------------------------------------------------------------- the clock */

static void test_clock(void **state)
{
    (void)state;
    for (uint32_t seed = 1; seed <= 50; seed++) {
        spg_request rq = {0};
        rq.style = SPG_STYLE_TUNNEL;
        rq.seed = seed;
        rq.level = 3;
        rq.trace = true;
        rq.so.clock_follows_spine = seed % 2;
        spg_result *res = calloc(1, sizeof *res);
        tunnel_floor *F = malloc(sizeof *F);
        char err[128];
        assert_int_equal(tunnel_generate_with(&rq, &conf, res, F, err, sizeof err), 0);
        int want = rq.so.clock_follows_spine ? (int)floor(204 + 0.4 * F->spine_tiles + 0.5) : 300;
        assert_int_equal(F->clock_seconds, want);
        int flags = 0;
        for (size_t i = 0; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (e->kind == SPG_EV_FLAG && strcmp(e->text, "clock_seconds") == 0) {
                assert_int_equal(e->value, want);
                flags++;
            }
        }
        assert_int_equal(flags, 1);
        spg_result_free(res);
        free(res);
        free(F);
    }
}

/* ---------------------------------------------------------------- the trace and the RNG */

/* Replays tile and entity events onto a blank grid: they must rebuild the level. */
static void test_trace_rebuilds(void **state)
{
    (void)state;
    static spg_level L;
    for (uint32_t seed = 1; seed <= 40; seed++) {
        floor_ f = build(&conf, seed, 1 + (int)seed % 16, false, true);
        const spg_level *want = &f.res->level;
        level_reset(&L, want->w, want->h, 0, 0, 0, 0);
        uint32_t last = 0;
        int phase = -1;
        for (size_t i = 0; i < f.res->trace.n; i++) {
            const spg_event *e = &f.res->trace.ev[i];
            if (e->kind == SPG_EV_DRAW) {
                assert_int_equal(e->draw, last + 1); /* every draw recorded, in order */
                last = e->draw;
                assert_non_null(e->site);
                assert_non_null(strchr(e->site->name, '.'));
                assert_true(strncmp(e->site->name, "tunnel.", 7) == 0);
                assert_true(e->site->meaning && *e->site->meaning);
            } else if (e->kind == SPG_EV_PHASE) {
                assert_int_equal(e->value, phase + 1); /* phases in order, none skipped */
                phase = e->value;
            } else if (e->kind == SPG_EV_TILE) {
                assert_true(e->focus.x < want->w && e->focus.y < want->h);
                L.cell[e->focus.y][e->focus.x].kind = (uint8_t)e->value;
            } else if (e->kind == SPG_EV_ENTITY) {
                assert_int_equal(e->a, L.nent);
                level_add_entity(&L, e->value, e->focus.x, e->focus.y, 0);
            }
            if (e->kind != SPG_EV_DRAW && e->kind != SPG_EV_PHASE)
                assert_true(e->draw <= last); /* effects point back, never ahead */
        }
        assert_int_equal(phase, TUNNEL_PHASE__COUNT - 1);
        assert_int_equal(last, f.res->draws);
        for (int y = 0; y < want->h; y++)
            for (int x = 0; x < want->w; x++)
                assert_int_equal(L.cell[y][x].kind, want->cell[y][x].kind);
        assert_int_equal(L.nent, want->nent);
        for (int i = 0; i < L.nent; i++) {
            assert_int_equal(L.ent[i].kind, want->ent[i].kind);
            assert_int_equal(L.ent[i].x, want->ent[i].x);
            assert_int_equal(L.ent[i].y, want->ent[i].y);
        }
        drop(f);
    }
}

static void test_phases(void **state)
{
    (void)state;
    floor_ f = build(&conf, 9, 2, false, false);
    const spg_result *r = f.res;
    static const char *names[] = {"plan", "spine", "carve", "stubs", "boss",
                                  "rooms", "spawn", "populate", "payouts", "cover"};
    assert_int_equal(r->nphases, 10);
    uint32_t next = 1, total = 0;
    for (int p = 0; p < r->nphases; p++) {
        assert_string_equal(r->phases[p].name, names[p]);
        assert_string_equal(tunnel_phase_names[p], names[p]);
        assert_int_equal(r->phases[p].first_draw, next);
        next += r->phases[p].draws;
        total += r->phases[p].draws;
    }
    assert_int_equal(total, r->draws);
    assert_int_equal(r->phases[4].draws, 0); /* the chamber rolls nothing */
    assert_int_equal(r->phases[6].draws, 0); /* nor do spawn and the exits */
    assert_string_equal(spg_style_of(r)->name, "tunnel");
    drop(f);
}

static void test_determinism(void **state)
{
    (void)state;
    for (uint32_t seed = 1; seed <= 60; seed++) {
        int stage = 1 + (int)seed % 16;
        floor_ a = build(&conf, seed, stage, false, false);
        floor_ b = build(&conf, seed, stage, false, true); /* tracing changes nothing */
        floor_ c = build(&conf, seed, stage, false, false);
        assert_int_equal(a.res->draws, b.res->draws);
        assert_int_equal(a.res->draws, c.res->draws);
        assert_int_equal(a.res->end_state, b.res->end_state);
        assert_int_equal(a.res->level.w, b.res->level.w);
        assert_int_equal(a.res->level.h, b.res->level.h);
        assert_memory_equal(a.res->level.cell, b.res->level.cell, sizeof a.res->level.cell);
        assert_memory_equal(a.res->level.cell, c.res->level.cell, sizeof a.res->level.cell);
        assert_int_equal(a.res->level.nent, b.res->level.nent);
        assert_memory_equal(a.res->level.ent, b.res->level.ent,
                            sizeof(spg_entity) * (size_t)a.res->level.nent);
        for (int p = 0; p < a.res->nphases; p++)
            assert_int_equal(a.res->phases[p].draws, b.res->phases[p].draws);
        assert_int_equal(b.res->trace.ndraws, b.res->draws);
        drop(a);
        drop(b);
        drop(c);
    }
}

/* A seed is a game: stage N begins where stage N-1 ended, and --state replays it. */
static void test_game_chain(void **state)
{
    (void)state;
    floor_ s1 = build(&conf, 77, 1, false, false);
    floor_ s2 = build(&conf, 77, 2, false, false);
    assert_int_equal(s1.res->start_state, 77);
    assert_int_equal(s2.res->start_state, s1.res->end_state);
    floor_ st = build(&conf, s2.res->start_state, 2, true, false);
    assert_memory_equal(st.res->level.cell, s2.res->level.cell, sizeof st.res->level.cell);
    assert_int_equal(st.res->draws, s2.res->draws);
    /* the stream is mulberry32: its first output from state 77 */
    uint32_t z = 77u + 0x6D2B79F5u;
    z = (z ^ (z >> 15)) * (z | 1u);
    z ^= z + (z ^ (z >> 7)) * (z | 61u);
    z ^= z >> 14;
    int cw = 3 + (int)((double)z / 4294967296.0 * 2);
    assert_int_equal(s1.F->cw, cw);
    drop(s1);
    drop(s2);
    drop(st);
}

/* Pinned floors: a checksum of the tile grid and the draw count.  A change here is a
 * change to every floor a seed names; update the numbers only on purpose. */
static void test_golden(void **state)
{
    (void)state;
    static const struct {
        uint32_t seed;
        int stage;
        uint32_t sum, draws;
    } gold[] = {
        {1, 1, 0x81289471u, 481},
        {42, 4, 0xa5d7f371u, 578},
        {0xdeadbeef, 9, 0x61c190ceu, 697},
        {7, 16, 0xf3ebb210u, 955},
    };
    int wrong = 0;
    for (size_t i = 0; i < sizeof gold / sizeof gold[0]; i++) {
        floor_ f = build(&conf, gold[i].seed, gold[i].stage, false, false);
        uint32_t sum = tiles_sum(&f.res->level);
        if (sum != gold[i].sum || f.res->draws != gold[i].draws) {
            print_error("golden seed %u stage %d: sum 0x%08xu draws %u\n", gold[i].seed,
                        gold[i].stage, sum, f.res->draws);
            wrong++;
        }
        drop(f);
    }
    assert_int_equal(wrong, 0);
}

static uint32_t xorshift(uint32_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

/* Any knob values the loader accepts build a sound floor at any stage (rungLen kept at
 * 0.55 or more, where the document's centre-crossing argument holds); the ones it
 * refuses are exactly those under which some floor could outgrow the buffer, the rung
 * record, or its bands. */
static void test_random_knobs(void **state)
{
    (void)state;
    uint32_t s = 2463534242u;
    int accepted = 0, refused = 0, tall = 0;
#define NEXT() xorshift(&s)
    for (int i = 0; i < 400; i++) {
        tunnel_conf c = conf;
        for (int k = 0; k < TK__COUNT; k++) {
            const tunnel_knob_info *ki = &tunnel_knobs[k];
            double hi = ki->hi > 64 ? 64 : ki->hi, a, b;
            /* most draws inside what the buffer holds, some past it */
            if (k == TK_RUNGS && NEXT() % 4)
                hi = 16;
            if (k == TK_RUNGS_PER_STAGE && NEXT() % 4)
                hi = 1.2;
            if (k == TK_RUNG_GAP && NEXT() % 4)
                hi = 10;
            if (k == TK_WIDTH && NEXT() % 4)
                hi = 46;
            if (k == TK_BOSS_ROOM && NEXT() % 4)
                hi = 20;
            if (ki->real) {
                a = ki->lo + (hi - ki->lo) * (NEXT() % 1001) / 1000.0;
                b = ki->lo + (hi - ki->lo) * (NEXT() % 1001) / 1000.0;
            } else {
                a = ki->lo + NEXT() % (uint32_t)(hi - ki->lo + 1);
                b = ki->lo + NEXT() % (uint32_t)(hi - ki->lo + 1);
            }
            c.min[k] = a < b ? a : b;
            c.max[k] = a < b ? b : a;
        }
        if (c.min[TK_RUNG_LEN] < 0.55)
            c.min[TK_RUNG_LEN] = 0.55;
        if (c.max[TK_RUNG_LEN] < c.min[TK_RUNG_LEN])
            c.max[TK_RUNG_LEN] = c.min[TK_RUNG_LEN];
        if (NEXT() % 4 && c.max[TK_JITTER] >= c.min[TK_RUNG_GAP])
            c.max[TK_JITTER] = c.min[TK_JITTER] = c.min[TK_RUNG_GAP] - 1;
        int rungs, rows, cap;
        tunnel_conf_worst(&c, &rungs, &rows, &cap);
        bool bad = rungs > TUNNEL_MAX_RUNGS || rows > cap || c.max[TK_JITTER] >= c.min[TK_RUNG_GAP];
        char err[1024];
        int rc = tunnel_conf_check(&c, "r.conf", err, sizeof err);
        assert_int_equal(rc, bad ? -1 : 0);
        if (bad) {
            refused++;
            continue;
        }
        accepted++;
        uint32_t seed = NEXT();
        int stage = 1 + (int)(NEXT() % 16);
        bool from_state = NEXT() % 2, traced = NEXT() % 4 == 0;
        floor_ f = build(&c, seed, stage, from_state, traced);
        tunnel_check ck;
        int broken = tunnel_check_floor(&f.res->level, f.F, &ck);
        if (broken)
            for (int k = 0; k < TI__COUNT; k++)
                if (ck.applies[k] && !ck.holds[k])
                    print_error("random knobs #%d: %s violated (W %d H %d raw %d rows %d cap %d)\n", i,
                                tunnel_invariant_names[k], f.res->level.w, f.res->level.h,
                                f.F->h_raw, rows, cap);
        assert_int_equal(broken, 0);
        tall += f.res->level.h > SPG_MAX_H;
        drop(f);
    }
#undef NEXT
    print_message("random knobs: %d accepted, %d refused, %d taller than 128 rows\n", accepted, refused, tall);
    assert_true(accepted >= 150 && refused >= 20 && tall > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_conf_shipped_is_default),
        cmocka_unit_test(test_conf_valid_forms),
        cmocka_unit_test(test_conf_errors),
        cmocka_unit_test(test_conf_refusals),
        cmocka_unit_test(test_conf_files),
        cmocka_unit_test(test_plan),
        cmocka_unit_test(test_spine),
        cmocka_unit_test(test_carve),
        cmocka_unit_test(test_stubs),
        cmocka_unit_test(test_loops_knob),
        cmocka_unit_test(test_boss_chamber),
        cmocka_unit_test(test_rooms),
        cmocka_unit_test(test_reachability),
        cmocka_unit_test(test_payouts),
        cmocka_unit_test(test_cover_and_rivals),
        cmocka_unit_test(test_clock),
        cmocka_unit_test(test_trace_rebuilds),
        cmocka_unit_test(test_phases),
        cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_game_chain),
        cmocka_unit_test(test_golden),
        cmocka_unit_test(test_random_knobs),
    };
    return cmocka_run_group_tests_name("tunnel", tests, setup, NULL);
}
