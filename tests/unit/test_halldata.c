/* test_halldata.c — the hall-data format (halldata.h) and Olmec's hall built from it: the
 * parser's instances and errors, the checks against the level and the rooms, and the
 * rules of creation order (the instances before the level object roll in the hall phase in
 * file order, those after it at the level's end; room markers are built in file order). */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, symlink */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "data/halldata.h"
#include "gen.h"
#include "styles/classic/classic.h"

static const char *data_dir(void)
{
    const char *d = getenv("SPELGEN_DATA");
    return d && *d ? d : "data";
}

static int parse(const char *text, spg_halldata *h, char *err, size_t n)
{
    return halldata_parse(text, strlen(text), "t.hall", h, err, n);
}

static void parses_instances_in_order(void **st)
{
    (void)st;
    spg_halldata h;
    char err[256];
    const char *text = "# a comment\n"
                       "temple 16 32 3   # three, left to right\n"
                       "\n"
                       "prop worshipper 20 40\n"
                       "olmec 48 48\n"
                       "level 0 0\n"
                       "lava 64 64\n";
    assert_int_equal(parse(text, &h, err, sizeof err), 0);
    assert_int_equal(h.n, 7);
    assert_int_equal(h.level_at, 5);
    for (int i = 0; i < 3; i++) {
        assert_int_equal(h.obj[i].kind, SPG_HALL_TEMPLE);
        assert_int_equal(h.obj[i].x, 16 + 16 * i);
        assert_int_equal(h.obj[i].y, 32);
        assert_int_equal(h.obj[i].line, 2);
    }
    assert_int_equal(h.obj[3].kind, SPG_HALL_PROP);
    assert_string_equal(h.obj[3].name, "worshipper");
    assert_int_equal(h.obj[3].x, 20); /* a prop may stand off the grid */
    assert_int_equal(h.obj[4].kind, SPG_HALL_OLMEC);
    assert_int_equal(h.obj[6].kind, SPG_HALL_LAVA);
    assert_int_equal(h.obj[6].line, 7);
    assert_string_equal(halldata_kind_word(SPG_HALL_LAVA_SOLID), "lava-solid");
    halldata_free(&h);
}

static void refuses_bad_lines(void **st)
{
    (void)st;
    const struct {
        const char *text, *msg;
    } bad[] = {
        {"level 0 0\nbrick 16 16\n", "t.hall:2:1: unknown object 'brick'"},
        {"level 0 0\ntemple 16\n", "t.hall:2:10: Y is missing"},
        {"level 0 0\ntemple 16 x7\n", "t.hall:2:11: Y must be a whole number from 0"},
        {"level 0 0\ntemple 17 16\n", "t.hall:2:8: a temple stands on the 16 px grid"},
        {"level 0 0\nlava 16 24\n", "t.hall:2:9: a lava stands on the 16 px grid"},
        {"level 0 0\ntemple 16 16 0\n", "t.hall:2:14: N must be a whole number from 1"},
        {"level 0 0\ntemple 16 16 2 more\n", "t.hall:2:16: unexpected 'more'"},
        {"level 0 0\nprop 16 16\n", "t.hall:2:"},
        {"level 0 0\nprop a.b 16 16\n", "t.hall:2:7: bad character '.' in a prop's name"},
        {"temple 16 16\n", "t.hall:2:1: no level object"},
        {"level 0 0\nlevel 0 0\n", "t.hall:2:1: a second level object (the first is at line 1)"},
        {"level 0 0 2\n", "t.hall:1:1: there is one level object, not 2"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        spg_halldata h;
        char err[256];
        assert_int_equal(parse(bad[i].text, &h, err, sizeof err), -1);
        if (strncmp(err, bad[i].msg, strlen(bad[i].msg)) != 0)
            fail_msg("%s: got '%s', want '%s...'", bad[i].text, err, bad[i].msg);
        assert_int_equal(h.n, 0);
    }
    /* bytes of any kind are quoted, escaped */
    spg_halldata h;
    char err[256];
    assert_int_equal(halldata_parse("\x01\xff 1 2\n", 6, "t.hall", &h, err, sizeof err), -1);
    assert_non_null(strstr(err, "'\\x01\\xff'"));
    assert_int_equal(halldata_load("/nonexistent/x.hall", &h, err, sizeof err), -1);
    assert_non_null(strstr(err, "/nonexistent/x.hall: cannot open"));
}

/* ---- Olmec's hall built from a data directory of our own ------------------------------- */

static char tmp[64];
static spg_data data;
static spg_result *res;

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[1 << 17];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return strdup(buf);
}

static void write_file(const char *rel, const char *text)
{
    char p[PATH_MAX];
    snprintf(p, sizeof p, "%s/%s", tmp, rel);
    FILE *f = fopen(p, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* tmp holds classic/ (every shipped file copied) and links to the other styles' data. */
static void make_dir(void)
{
    strcpy(tmp, "/tmp/spelgen-hall-XXXXXX");
    assert_non_null(mkdtemp(tmp));
    char p[PATH_MAX], src[PATH_MAX], real[PATH_MAX];
    snprintf(p, sizeof p, "%s/classic", tmp);
    assert_int_equal(mkdir(p, 0700), 0);
    const char *files[] = {"mines.rooms", "jungle.rooms", "ice.rooms", "temple.rooms",
                           "olmec.rooms", "olmec.hall", "objects.facts", "items.facts",
                           "shops.facts"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        snprintf(src, sizeof src, "%s/classic/%s", data_dir(), files[i]);
        char *text = read_file(src);
        snprintf(p, sizeof p, "classic/%s", files[i]);
        write_file(p, text);
        free(text);
    }
    const char *others[] = {"fools", "tunnel", "rules"};
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
        snprintf(src, sizeof src, "%s/%s", data_dir(), others[i]);
        assert_non_null(realpath(src, real));
        snprintf(p, sizeof p, "%s/%s", tmp, others[i]);
        assert_int_equal(symlink(real, p), 0);
    }
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    assert_int_equal(system(cmd), 0);
}

static int load(char *err, size_t n)
{
    spg_data_free(&data);
    return spg_data_load(tmp, &data, err, n);
}

static void build16(uint32_t state, bool trace)
{
    spg_request rq = {0};
    rq.style = SPG_STYLE_CLASSIC;
    rq.so.biome = -1;
    rq.from_state = true;
    rq.seed = state;
    rq.level = 16;
    rq.trace = trace;
    options_default(&rq.opt);
    spg_result_free(res);
    memset(res, 0, sizeof *res);
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
}

static const char *shipped_hall(void)
{
    static char *text;
    if (!text) {
        char p[PATH_MAX];
        snprintf(p, sizeof p, "%s/classic/olmec.hall", data_dir());
        text = read_file(p);
    }
    return text;
}

/* The shipped hall with `line` (a whole line of it) moved to the file's end, after the
 * level object. */
static char *moved_after_level(const char *line)
{
    const char *h = shipped_hall();
    const char *at = strstr(h, line);
    assert_non_null(at);
    size_t n = strlen(line), len = strlen(h);
    char *out = malloc(len + 2);
    memcpy(out, h, (size_t)(at - h));
    memcpy(out + (at - h), at + n, len - (size_t)(at - h) - n + 1);
    strcat(out, line);
    return out;
}

/* GameMaker puts every instance of a room in place, then runs their Create events in the
 * room's order: those before the level object (oGame, whose Create event runs
 * scrInitLevel) roll before the border, those after it once the level is built.  Olmec
 * moved after the level object: his facing roll leaves the hall phase and ends the level. */
static void order_decides_when_instances_roll(void **st)
{
    (void)st;
    char err[512];
    make_dir();
    assert_int_equal(load(err, sizeof err), 0);
    build16(7, true);
    uint32_t hall = res->phases[CLASSIC_PHASE_HALL].draws;
    uint32_t finish = res->phases[CLASSIC_PHASE_FINISH].draws;
    uint32_t total = res->draws;
    assert_true(hall > 0);
    assert_int_equal(finish, 0);
    /* Olmec's facing is the hall's last draw but the lava's: find it */
    const spg_trace *t = &res->trace;
    int facing_phase = -1;
    for (size_t i = 0; i < t->n; i++)
        if (t->ev[i].site && strcmp(t->ev[i].site->name, "olmec.hall.facing") == 0)
            facing_phase = t->ev[i].phase;
    assert_int_equal(facing_phase, CLASSIC_PHASE_HALL);

    char *moved = moved_after_level("olmec     304 432\n");
    write_file("classic/olmec.hall", moved);
    free(moved);
    assert_int_equal(load(err, sizeof err), 0);
    build16(7, true);
    /* (the hall's count changes too: the blocks after him roll from other states) */
    assert_int_equal(res->phases[CLASSIC_PHASE_FINISH].draws, 1);
    t = &res->trace;
    for (size_t i = 0; i + 1 < t->ndraws; i++)
        assert_string_not_equal(t->ev[t->draw_event[i]].site->name, "olmec.hall.facing");
    const spg_event *last = &t->ev[t->draw_event[t->ndraws - 1]];
    assert_string_equal(last->site->name, "olmec.hall.facing");
    assert_int_equal(last->phase, CLASSIC_PHASE_FINISH);
    (void)total; /* the draws after it see another state: the level differs */

    /* a temple block after the level object exists while the rooms are built (it is
     * laid), and rolls its look at the end */
    moved = moved_after_level("temple     32  64\n");
    write_file("classic/olmec.hall", moved);
    free(moved);
    assert_int_equal(load(err, sizeof err), 0);
    build16(7, false);
    assert_int_equal(res->level.cell[4][2].kind, SPG_T_TEMPLE);
    bool listed = false; /* a block of the level's, as every oTemple is to `with oTemple` */
    for (int i = 0; i < res->level.nblock; i++)
        listed |= res->level.block[i].x == 2 && res->level.block[i].y == 4;
    assert_true(listed);
    assert_true(res->phases[CLASSIC_PHASE_FINISH].draws >= 1);
    remove_dir();
}

/* scrInitLevel's `with oRoom` builds the markers in the room's order: swapping the first
 * two room lines swaps which room takes the first layout roll. */
static void rooms_are_built_in_file_order(void **st)
{
    (void)st;
    char err[512];
    make_dir();
    assert_int_equal(load(err, sizeof err), 0);
    build16(11, true);
    const spg_trace *t = &res->trace;
    int first_rx = -1, first_ry = -1;
    for (size_t i = 0; i < t->n && first_rx < 0; i++)
        if (t->ev[i].kind == SPG_EV_LAYOUT)
            first_rx = t->ev[i].rx, first_ry = t->ev[i].ry;
    assert_int_equal(first_rx, 0);
    assert_int_equal(first_ry, 0);

    char *text = strdup(shipped_hall());
    char *a = strstr(text, "room  16  16\nroom 496  16\n");
    assert_non_null(a);
    memcpy(a, "room 496  16\nroom  16  16\n", 26);
    write_file("classic/olmec.hall", text);
    free(text);
    assert_int_equal(load(err, sizeof err), 0);
    build16(11, true);
    t = &res->trace;
    first_rx = -1;
    for (size_t i = 0; i < t->n && first_rx < 0; i++)
        if (t->ev[i].kind == SPG_EV_LAYOUT)
            first_rx = t->ev[i].rx, first_ry = t->ev[i].ry;
    assert_int_equal(first_rx, 3);
    assert_int_equal(first_ry, 0);
    remove_dir();
}

/* The hall checked against the level and the rooms, errors naming the file and line. */
static void hall_is_checked_against_level_and_rooms(void **st)
{
    (void)st;
    char err[512];
    make_dir();
    const struct {
        const char *text, *msg;
    } bad[] = {
        {"entrance 32 48\nroom 32 16\nlevel 0 0\n", "olmec.hall:2: a room at (32,16) is off the "
                                                   "room grid"},
        {"entrance 32 48\nroom 16 32\nlevel 0 0\n", "olmec.hall:2: a room at (16,32) is off"},
        {"entrance 32 48\nroom 656 16\nlevel 0 0\n", "olmec.hall:2: the room at (656,16) lies "
                                                    "outside the level"},
        {"entrance 32 48\ntemple 672 16\nlevel 0 0\n", "olmec.hall:2: the temple at (672,16) "
                                                      "lies outside the level"},
        {"temple 32 48\nlevel 0 0\n", "olmec.hall:1: the hall has no entrance"},
        /* the entrance at the room's tile (6,3): a shipped upper room has an air chunk there */
        {"entrance 112 64\nroom 16 16\nlevel 0 0\n", "must leave its tile at row 4, column 7 "
                                                   "open and outside every chunk slot: the "
                                                   "entrance at line 1 of"},
        {"entrance 32 48\nbrick 16 16\nlevel 0 0\n", "olmec.hall:2:1: unknown object 'brick'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        write_file("classic/olmec.hall", bad[i].text);
        assert_int_equal(load(err, sizeof err), -1);
        if (!strstr(err, bad[i].msg))
            fail_msg("%s: got '%s', want '...%s...'", bad[i].text, err, bad[i].msg);
    }
    /* a hall with no rooms and a door no room covers loads and builds */
    write_file("classic/olmec.hall", "entrance 32 48\nexit 64 48\ntemple 32 64 3\nlevel 0 0\n");
    assert_int_equal(load(err, sizeof err), 0);
    build16(3, false);
    assert_int_equal(res->level.entrance_tx, 2);
    assert_int_equal(res->level.exit_tx, 4);
    assert_int_equal(res->phases[CLASSIC_PHASE_ROOMS].draws, 0);
    remove_dir();
}

/* scrInitLevel: `with oExit` an angry shopkeeper waits for a thief; Olmec's Lair's exit is
 * a closed door (an oEntrance until Olmec dies): none waits there, as one does on 15. */
static void no_shopkeeper_at_the_closed_exit(void **st)
{
    (void)st;
    char err[512];
    make_dir();
    assert_int_equal(load(err, sizeof err), 0);
    for (int level = 15; level <= 16; level++) {
        spg_request rq = {0};
        rq.style = SPG_STYLE_CLASSIC;
        rq.so.biome = -1;
        rq.from_state = true;
        rq.seed = 99;
        rq.level = level;
        options_default(&rq.opt);
        rq.opt.thief = true;
        spg_result_free(res);
        memset(res, 0, sizeof *res);
        assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
        int angry = 0;
        for (int i = 0; i < res->level.nent; i++)
            angry += res->level.ent[i].kind == SPG_E_ANGRY_SHOPKEEPER && !res->level.ent[i].gone;
        assert_true(res->level.exit_tx >= 0);
        assert_int_equal(angry, level == 15 ? 1 : 0);
    }
    remove_dir();
}

/* Olmec's Lair cannot be built without its hall's data, not even its path. */
static void level16_needs_the_data(void **st)
{
    (void)st;
    spg_request rq = {0};
    rq.style = SPG_STYLE_CLASSIC;
    rq.so.biome = -1;
    rq.from_state = true;
    rq.level = 16;
    rq.path_only = true;
    options_default(&rq.opt);
    char err[256];
    assert_int_equal(spg_generate(&rq, NULL, res, err, sizeof err), -1);
    assert_string_equal(err, "level 16: Olmec's Lair's hall is data (classic/olmec.hall), and "
                             "none was loaded");
}

static int setup(void **st)
{
    (void)st;
    res = calloc(1, sizeof *res);
    return res ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    spg_result_free(res);
    free(res);
    spg_data_free(&data);
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parses_instances_in_order),
        cmocka_unit_test(refuses_bad_lines),
        cmocka_unit_test(order_decides_when_instances_roll),
        cmocka_unit_test(rooms_are_built_in_file_order),
        cmocka_unit_test(hall_is_checked_against_level_and_rooms),
        cmocka_unit_test(no_shopkeeper_at_the_closed_exit),
        cmocka_unit_test(level16_needs_the_data),
    };
    return cmocka_run_group_tests_name("halldata", tests, setup, teardown);
}
