/* test_gmksplit.c — a GmkSplitter tree read as the project a .gmk gives (gmksplit.h), on a
 * tiny tree of our own that the test writes (our own GML, our own PNGs; nothing of the
 * original's or of any mod's).
 *
 * The same project is written as a .gmk by gmk_writer.h and read back by gmk_read; the
 * tree read by gmksplit_read must equal it field by field: object ids kept, sprites,
 * scripts and rooms numbered in the tree's order (groups depth first), names turned into
 * numbers, events in GameMaker's order, texts in Windows-1252 with CR LF, the automatic
 * box computed from the images over every frame with the alpha tolerance, instances
 * numbered from 100001.  Then its data directory must equal the .gmk's (but for the
 * manifest, which names the source).  Malformed trees are refused naming file and line.
 * `test_gmksplit --write-fixture` writes the tree and its .gmk as the CLI test's fixtures
 * (tests/cli/fixtures/tree/, tree.gmk); the test checks the committed copies. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gmk_writer.h"
#include "import/gmk.h"
#include "import/gmk_export.h"
#include "import/gmksplit.h"
#include "import/outdir.h"

/* ---------------------------------------------------------------- writing the tree */

static char root[64];

static void put_file(const char *rel, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    /* make the folders on the way */
    for (char *s = path + strlen(root) + 1; (s = strchr(s, '/')) != NULL; s++) {
        *s = '\0';
        mkdir(path, 0755);
        *s = '/';
    }
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

/* A w x h RGBA image, all transparent but the pixels given as (x, y, alpha) triples. */
static void put_png(const char *rel, int w, int h, int n, const int *px)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    for (char *s = path + strlen(root) + 1; (s = strchr(s, '/')) != NULL; s++) {
        *s = '\0';
        mkdir(path, 0755);
        *s = '/';
    }
    unsigned char *buf = calloc((size_t)w * h * 4, 1);
    for (int i = 0; i < n; i++) {
        unsigned char *c = buf + ((size_t)px[3 * i + 1] * w + px[3 * i]) * 4;
        c[0] = 200;
        c[1] = 100;
        c[2] = 50;
        c[3] = (unsigned char)px[3 * i + 2];
    }
    png_image im;
    memset(&im, 0, sizeof im);
    im.version = PNG_IMAGE_VERSION;
    im.width = (png_uint_32)w;
    im.height = (png_uint_32)h;
    im.format = PNG_FORMAT_RGBA;
    assert_true(png_image_write_to_file(&im, path, 0, buf, 0, NULL));
    free(buf);
}

#define XML "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"

static const char *action_xml(const char *kind, const char *type, const char *fn,
                              const char *applies, const char *args)
{
    static char buf[2048];
    snprintf(buf, sizeof buf,
             "    <action id=\"%s\" library=\"1\">\n      <!--action name: x-->\n"
             "      <kind>%s</kind>\n      <allowRelative>false</allowRelative>\n"
             "      <question>false</question>\n      <canApplyTo>true</canApplyTo>\n"
             "      <actionType>%s</actionType>\n      <functionName>%s</functionName>\n"
             "      <relative>%s</relative>\n      <not>false</not>\n"
             "      <appliesTo>%s</appliesTo>\n      <arguments>%s</arguments>\n"
             "    </action>\n",
             strcmp(kind, "CODE") == 0 ? "603" : "201", kind, type, fn,
             strcmp(kind, "CODE") == 0 ? "false" : "true", applies, args);
    return buf;
}

static void put_event(const char *rel, const char *head, const char *actions)
{
    char buf[4096];
    snprintf(buf, sizeof buf, XML "%s\n  <actions>\n%s  </actions>\n</event>\n", head, actions);
    put_file(rel, buf);
}

static void write_tree(void)
{
    put_file(GMKSPLIT_SETTINGS,
             XML "<settings>\n  <graphics/>\n  <info>\n    <gameId>4242</gameId>\n"
                 "    <author>Tester</author>\n    <version>9.9</version>\n"
                 "    <versionMajor>9</versionMajor>\n    <versionMinor>8</versionMinor>\n"
                 "    <versionRelease>7</versionRelease>\n    <versionBuild>6</versionBuild>\n"
                 "  </info>\n</settings>\n");
    /* sprites: sFull, then the group Tiles with sBlock and sManual */
    put_file("Sprites/_resources.list.xml",
             XML "<resources>\n  <resource name=\"sFull\" type=\"RESOURCE\"/>\n"
                 "  <resource name=\"Tiles\" type=\"GROUP\"/>\n</resources>\n");
    put_file("Sprites/Tiles/_resources.list.xml",
             XML "<resources>\n  <resource name=\"sBlock\" type=\"RESOURCE\"/>\n"
                 "  <resource name='sManual' type='RESOURCE'/>\n</resources>\n");
    put_file("Sprites/sFull.xml",
             XML "<sprite>\n  <origin x=\"0\" y=\"0\"/>\n  <mask>\n    <separate>true</separate>\n"
                 "    <shape>PRECISE</shape>\n    <bounds alphaTolerance=\"0\" mode=\"FULL\"/>\n"
                 "  </mask>\n  <transparent>false</transparent>\n</sprite>\n");
    put_png("Sprites/sFull.images/image 0.png", 4, 3, 0, NULL);
    put_file("Sprites/Tiles/sBlock.xml",
             XML "<sprite>\n  <origin x=\"1\" y=\"2\"/>\n  <mask>\n    <shape>RECTANGLE</shape>\n"
                 "    <bounds alphaTolerance=\"10\" mode=\"AUTO\"/>\n  </mask>\n"
                 "  <transparent>false</transparent>\n</sprite>\n");
    /* frame 0: a pixel at (2,1); frame 1: one at (5,4) and, at the tolerance, (7,5) */
    put_png("Sprites/Tiles/sBlock.images/image 0.png", 8, 6, 1, (const int[]){2, 1, 255});
    put_png("Sprites/Tiles/sBlock.images/image 1.png", 8, 6, 2,
            (const int[]){5, 4, 11, 7, 5, 10});
    put_file("Sprites/Tiles/sManual.xml",
             XML "<sprite>\n  <origin x=\"0\" y=\"0\"/>\n  <mask>\n    <shape>DISK</shape>\n"
                 "    <bounds alphaTolerance=\"0\" mode=\"MANUAL\">\n      <left>1</left>\n"
                 "      <right>3</right>\n      <top>2</top>\n      <bottom>4</bottom>\n"
                 "    </bounds>\n  </mask>\n</sprite>\n");
    put_png("Sprites/Tiles/sManual.images/image 0.png", 5, 5, 1, (const int[]){0, 0, 255});
    /* scripts: scrA, the group Gen with scrB, then scrC */
    put_file("Scripts/_resources.list.xml",
             XML "<resources>\n  <resource name=\"scrA\" type=\"RESOURCE\"/>\n"
                 "  <resource name=\"Gen\" type=\"GROUP\"/>\n"
                 "  <resource name=\"scrC\" type=\"RESOURCE\"/>\n</resources>\n");
    put_file("Scripts/Gen/_resources.list.xml",
             XML "<resources><resource name=\"scrB\" type=\"RESOURCE\"/></resources>");
    put_file("Scripts/scrA.gml", "// caf\xc3\xa9 \xe2\x82\xac\nglobal.a = 1;\n");
    put_file("Scripts/Gen/scrB.gml", "return argument0 + 1;");
    put_file("Scripts/scrC.gml", "global.d = DEPTH_MAX + bgCave;\nsound_play(sndThud);\n");
    /* objects keep their ids: oGame 0, oSolid 3, oBrick 5 (1, 2, 4 are deleted) */
    put_file("Objects/_resources.list.xml",
             XML "<resources>\n  <resource name=\"oBrick\" type=\"RESOURCE\"/>\n"
                 "  <resource name=\"oSolid\" type=\"RESOURCE\"/>\n"
                 "  <resource name=\"oGame\" type=\"RESOURCE\"/>\n</resources>\n");
    put_file("Objects/oBrick.xml",
             XML "<object id=\"5\">\n  <sprite>sBlock</sprite>\n  <solid>true</solid>\n"
                 "  <visible>true</visible>\n  <depth>-7</depth>\n"
                 "  <persistent>false</persistent>\n  <parent>oSolid</parent>\n"
                 "  <mask>sManual</mask>\n</object>\n");
    put_file("Objects/oSolid.xml",
             XML "<object id=\"3\">\n  <sprite/>\n  <solid>false</solid>\n"
                 "  <visible>false</visible>\n  <depth>100</depth>\n"
                 "  <persistent>true</persistent>\n  <parent/>\n  <mask/>\n</object>\n");
    put_file("Objects/oGame.xml",
             XML "<object id=\"0\">\n  <sprite/>\n  <solid>false</solid>\n"
                 "  <visible>true</visible>\n  <depth>0</depth>\n"
                 "  <persistent>false</persistent>\n  <parent/>\n  <mask/>\n</object>\n");
    put_event("Objects/oGame.events/Create.xml", "<event category=\"CREATE\" id=\"0\">",
              action_xml("CODE", "CODE", "", ".self",
                         "<argument kind=\"STRING\">if (a &lt; 2 &amp;&amp; b &gt; 1)\n"
                         "    scrA();</argument>"));
    put_event("Objects/oGame.events/Alarm 0.xml", "<event category=\"ALARM\" id=\"0\">",
              action_xml("CODE", "CODE", "", ".other",
                         "<argument kind=\"STRING\">x = 1;</argument>"));
    put_event("Objects/oGame.events/Alarm 2.xml", "<event category=\"ALARM\" id=\"2\">",
              action_xml("NORMAL", "FUNCTION", "action_create_object", "oSolid",
                         "<argument kind=\"GMOBJECT\">oBrick</argument>"
                         "<argument kind=\"EXPRESSION\">16</argument>"
                         "<argument kind=\"SPRITE\">sManual</argument>"));
    put_event("Objects/oGame.events/Collision with oBrick.xml",
              "<event category=\"COLLISION\" with=\"oBrick\">",
              action_xml("CODE", "CODE", "", ".self",
                         "<argument kind=\"STRING\"><![CDATA[y = 2; // <ok>]]></argument>"));
    /* kinds only named, numbered in the tree's order (groups depth first), and the
     * project's constants, which our own GML names (scrC) */
    put_file("Sounds/_resources.list.xml",
             XML "<resources>\n  <resource name=\"sndClick\" type=\"RESOURCE\"/>\n"
                 "  <resource name=\"sndThud\" type=\"RESOURCE\"/>\n</resources>\n");
    put_file("Backgrounds/_resources.list.xml",
             XML "<resources>\n  <resource name=\"Sky\" type=\"GROUP\"/>\n"
                 "  <resource name=\"bgCave\" type=\"RESOURCE\"/>\n</resources>\n");
    put_file("Backgrounds/Sky/_resources.list.xml",
             XML "<resources><resource name=\"bgNight\" type=\"RESOURCE\"/></resources>");
    put_file("Paths/_resources.list.xml", XML "<resources/>\n");
    put_file(GMKSPLIT_CONSTANTS,
             XML "<constants>\n  <constant name=\"DEPTH_MAX\" value=\"7\"/>\n"
                 "  <constant name=\"cName\" value=\"&quot;caf\xc3\xa9&quot;\"/>\n"
                 "</constants>\n");
    /* rooms: rTest, rTwo; instances numbered from 100001 in room order */
    put_file("Rooms/_resources.list.xml",
             XML "<resources>\n  <resource name=\"rTest\" type=\"RESOURCE\"/>\n"
                 "  <resource name=\"rTwo\" type=\"RESOURCE\"/>\n</resources>\n");
    put_file("Rooms/rTest.xml",
             XML "<room>\n  <caption/>\n  <size height=\"240\" width=\"320\"/>\n"
                 "  <creationCode>global.r = 1;\nglobal.s = 2;</creationCode>\n"
                 "  <instances>\n    <instance>\n      <object>oBrick</object>\n"
                 "      <position x=\"16\" y=\"32\"/>\n      <creationCode/>\n"
                 "      <locked>false</locked>\n    </instance>\n    <instance>\n"
                 "      <object>oSolid</object>\n      <position x=\"48\" y=\"-8\"/>\n"
                 "      <creationCode>x = 1;</creationCode>\n    </instance>\n"
                 "  </instances>\n  <tiles/>\n</room>\n");
    put_file("Rooms/rTwo.xml",
             XML "<room>\n  <size height=\"16\" width=\"16\"/>\n  <creationCode/>\n"
                 "  <instances><instance><object>oGame</object><position x=\"0\" y=\"0\"/>"
                 "<creationCode/></instance></instances>\n</room>\n");
}

/* ---------------------------------------------------------------- the same project, by hand */

static char *sdup(const char *s)
{
    return strdup(s);
}

static gmk_action action(int kind, int id, const char *fn, int applies, int used,
                         const char *const *args, const int *kinds)
{
    gmk_action a = {.lib = 1, .id = id, .kind = kind, .function = sdup(fn),
                    .applies_to = applies, .used = used, .nargs = 8};
    a.args = calloc(8, sizeof *a.args);
    for (int i = 0; i < 8; i++) {
        a.args[i] = sdup(i < used ? args[i] : "");
        a.arg_kinds[i] = i < used ? kinds[i] : 0;
    }
    a.relative = kind != GMK_ACT_CODE;
    return a;
}

static void one_event(gmk_event *e, int type, int number, gmk_action a)
{
    *e = (gmk_event){.type = type, .number = number, .nactions = 1};
    e->actions = calloc(1, sizeof *e->actions);
    e->actions[0] = a;
}

static void expected(gmk_project *p)
{
    memset(p, 0, sizeof *p);
    p->version = 800;
    p->game_id = 4242;
    p->author = sdup("Tester");
    p->game_version = sdup("9.9");
    p->version_major = 9;
    p->version_minor = 8;
    p->version_release = 7;
    p->version_build = 6;
    p->nsprites = 3;
    p->sprites = calloc(3, sizeof *p->sprites);
    p->sprites[0] = (gmk_sprite){sdup("sFull"), 0, 0, 4, 3, 1, 0, 1, 0, 3, 0, 2};
    p->sprites[1] = (gmk_sprite){sdup("sBlock"), 1, 2, 8, 6, 2, 1, 0, 2, 5, 1, 4};
    p->sprites[2] = (gmk_sprite){sdup("sManual"), 0, 0, 5, 5, 1, 2, 2, 1, 3, 2, 4};
    p->nscripts = 3;
    p->scripts = calloc(3, sizeof *p->scripts);
    p->scripts[0] = (gmk_script){sdup("scrA"), sdup("// caf\xe9 \x80\r\nglobal.a = 1;\r\n")};
    p->scripts[1] = (gmk_script){sdup("scrB"), sdup("return argument0 + 1;")};
    p->scripts[2] = (gmk_script){
        sdup("scrC"), sdup("global.d = DEPTH_MAX + bgCave;\r\nsound_play(sndThud);\r\n")};
    static const char *const sounds[] = {"sndClick", "sndThud"}, *const bgs[] = {"bgNight",
                                                                                   "bgCave"};
    p->other[GMK_NAMES_SOUND] = (gmk_names){2, calloc(2, sizeof(char *))};
    p->other[GMK_NAMES_BACKGROUND] = (gmk_names){2, calloc(2, sizeof(char *))};
    for (int i = 0; i < 2; i++) {
        p->other[GMK_NAMES_SOUND].names[i] = sdup(sounds[i]);
        p->other[GMK_NAMES_BACKGROUND].names[i] = sdup(bgs[i]);
    }
    p->nconstants = 2;
    p->constant_names = calloc(2, sizeof(char *));
    p->constant_values = calloc(2, sizeof(char *));
    p->constant_names[0] = sdup("DEPTH_MAX");
    p->constant_values[0] = sdup("7");
    p->constant_names[1] = sdup("cName");
    p->constant_values[1] = sdup("\"caf\xe9\"");
    p->nobjects = 6;
    p->objects = calloc(6, sizeof *p->objects);
    p->objects[5] = (gmk_object){.name = sdup("oBrick"), .sprite = 1, .mask = 2, .parent = 3,
                                 .solid = true, .visible = true, .depth = -7};
    p->objects[3] = (gmk_object){.name = sdup("oSolid"), .sprite = -1, .mask = -1,
                                 .parent = -1, .persistent = true, .depth = 100};
    gmk_object *g = &p->objects[0];
    *g = (gmk_object){.name = sdup("oGame"), .sprite = -1, .mask = -1, .parent = -1,
                      .visible = true};
    g->nevents = 4;
    g->events = calloc(4, sizeof *g->events);
    const int string[] = {1}, three[] = {10, 0, 5};
    one_event(&g->events[0], GMK_EV_CREATE, 0,
              action(GMK_ACT_CODE, 603, "", -1, 1,
                     (const char *const[]){"if (a < 2 && b > 1)\r\n    scrA();"}, string));
    /* GameMaker's order: alarm 2 before alarm 0 */
    one_event(&g->events[1], GMK_EV_ALARM, 2,
              action(GMK_ACT_NORMAL, 201, "action_create_object", 3, 3,
                     (const char *const[]){"5", "16", "2"}, three));
    one_event(&g->events[2], GMK_EV_ALARM, 0,
              action(GMK_ACT_CODE, 603, "", -2, 1, (const char *const[]){"x = 1;"}, string));
    one_event(&g->events[3], GMK_EV_COLLISION, 5,
              action(GMK_ACT_CODE, 603, "", -1, 1,
                     (const char *const[]){"y = 2; // <ok>"}, string));
    p->nrooms = 2;
    p->rooms = calloc(2, sizeof *p->rooms);
    gmk_room *r = &p->rooms[0];
    *r = (gmk_room){sdup("rTest"), 320, 240, sdup("global.r = 1;\r\nglobal.s = 2;"), 2, NULL};
    r->instances = calloc(2, sizeof *r->instances);
    r->instances[0] = (gmk_instance){16, 32, 5, 100001, sdup("")};
    r->instances[1] = (gmk_instance){48, -8, 3, 100002, sdup("x = 1;")};
    r = &p->rooms[1];
    *r = (gmk_room){sdup("rTwo"), 16, 16, sdup(""), 1, NULL};
    r->instances = calloc(1, sizeof *r->instances);
    r->instances[0] = (gmk_instance){0, 0, 0, 100003, sdup("")};
}

/* ---------------------------------------------------------------- comparing */

static void same_str(const char *a, const char *b)
{
    if (!a || !b)
        assert_ptr_equal(a, b);
    else
        assert_string_equal(a, b);
}

static void same_project(const gmk_project *a, const gmk_project *b)
{
    assert_int_equal(a->version, b->version);
    assert_int_equal(a->game_id, b->game_id);
    same_str(a->author, b->author);
    same_str(a->game_version, b->game_version);
    assert_int_equal(a->version_major, b->version_major);
    assert_int_equal(a->version_minor, b->version_minor);
    assert_int_equal(a->version_release, b->version_release);
    assert_int_equal(a->version_build, b->version_build);
    assert_int_equal(a->nscripts, b->nscripts);
    for (int i = 0; i < a->nscripts; i++) {
        same_str(a->scripts[i].name, b->scripts[i].name);
        same_str(a->scripts[i].code, b->scripts[i].code);
    }
    assert_int_equal(a->nsprites, b->nsprites);
    for (int i = 0; i < a->nsprites; i++) {
        const gmk_sprite *x = &a->sprites[i], *y = &b->sprites[i];
        same_str(x->name, y->name);
        const int xv[] = {x->origin_x, x->origin_y, x->width, x->height, x->frames, x->shape,
                          x->bbox_mode, x->left, x->right, x->top, x->bottom};
        const int yv[] = {y->origin_x, y->origin_y, y->width, y->height, y->frames, y->shape,
                          y->bbox_mode, y->left, y->right, y->top, y->bottom};
        for (size_t k = 0; k < sizeof xv / sizeof xv[0]; k++)
            assert_int_equal(xv[k], yv[k]);
    }
    assert_int_equal(a->nobjects, b->nobjects);
    for (int i = 0; i < a->nobjects; i++) {
        const gmk_object *x = &a->objects[i], *y = &b->objects[i];
        same_str(x->name, y->name);
        if (!x->name)
            continue;
        assert_int_equal(x->sprite, y->sprite);
        assert_int_equal(x->mask, y->mask);
        assert_int_equal(x->parent, y->parent);
        assert_int_equal(x->solid, y->solid);
        assert_int_equal(x->visible, y->visible);
        assert_int_equal(x->persistent, y->persistent);
        assert_int_equal(x->depth, y->depth);
        assert_int_equal(x->nevents, y->nevents);
        for (int e = 0; e < x->nevents; e++) {
            const gmk_event *ex = &x->events[e], *ey = &y->events[e];
            assert_int_equal(ex->type, ey->type);
            assert_int_equal(ex->number, ey->number);
            assert_int_equal(ex->nactions, ey->nactions);
            for (int k = 0; k < ex->nactions; k++) {
                const gmk_action *ax = &ex->actions[k], *ay = &ey->actions[k];
                assert_int_equal(ax->lib, ay->lib);
                assert_int_equal(ax->id, ay->id);
                assert_int_equal(ax->kind, ay->kind);
                assert_int_equal(ax->applies_to, ay->applies_to);
                assert_int_equal(ax->relative, ay->relative);
                assert_int_equal(ax->negate, ay->negate);
                assert_int_equal(ax->used, ay->used);
                for (int q = 0; q < GMK_ARGS_MAX; q++)
                    assert_int_equal(ax->arg_kinds[q], ay->arg_kinds[q]);
                same_str(ax->function, ay->function);
                assert_int_equal(ax->nargs, ay->nargs);
                for (int q = 0; q < ax->nargs; q++)
                    same_str(ax->args[q], ay->args[q]);
            }
        }
    }
    for (int k = 0; k < GMK_NAMES__COUNT; k++) {
        assert_int_equal(a->other[k].n, b->other[k].n);
        for (int i = 0; i < a->other[k].n; i++)
            same_str(a->other[k].names[i], b->other[k].names[i]);
    }
    assert_int_equal(a->nconstants, b->nconstants);
    for (int i = 0; i < a->nconstants; i++) {
        same_str(a->constant_names[i], b->constant_names[i]);
        same_str(a->constant_values[i], b->constant_values[i]);
    }
    assert_int_equal(a->nrooms, b->nrooms);
    for (int i = 0; i < a->nrooms; i++) {
        const gmk_room *x = &a->rooms[i], *y = &b->rooms[i];
        same_str(x->name, y->name);
        assert_int_equal(x->width, y->width);
        assert_int_equal(x->height, y->height);
        same_str(x->code, y->code);
        assert_int_equal(x->ninstances, y->ninstances);
        for (int k = 0; k < x->ninstances; k++) {
            assert_int_equal(x->instances[k].x, y->instances[k].x);
            assert_int_equal(x->instances[k].y, y->instances[k].y);
            assert_int_equal(x->instances[k].object, y->instances[k].object);
            assert_int_equal(x->instances[k].id, y->instances[k].id);
            same_str(x->instances[k].code, y->instances[k].code);
        }
    }
}

/* ---------------------------------------------------------------- tests */

static int setup(void **st)
{
    (void)st;
    snprintf(root, sizeof root, "/tmp/spelgen-gmksplit-XXXXXX");
    assert_non_null(mkdtemp(root));
    write_tree();
    return 0;
}

static int teardown(void **st)
{
    (void)st;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    return system(cmd) == 0 ? 0 : -1;
}

/* The tree reads as the project written by hand, and as that project written as a .gmk
 * and read back. */
static void tree_is_the_gmk_project(void **st)
{
    (void)st;
    gmk_project want, tree, file;
    expected(&want);
    char err[512] = "", sha[65];
    int rc = gmksplit_read(root, &tree, sha, err, sizeof err);
    if (rc != 0)
        fail_msg("%s", err);
    same_project(&want, &tree);
    size_t len;
    unsigned char *bytes = gmk_write(&want, NULL, &len);
    assert_int_equal(gmk_read(bytes, len, "t.gmk", &file, err, sizeof err), 0);
    free(bytes);
    same_project(&file, &tree);
    assert_int_equal(strlen(sha), 64);
    gmk_free(&want);
    gmk_free(&file);
    gmk_free(&tree);
}

static char *slurp_n(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = calloc(1 << 20, 1);
    size_t n = fread(buf, 1, (1 << 20) - 1, f);
    buf[n] = '\0';
    fclose(f);
    *len = n;
    return buf;
}

static char *slurp(const char *path)
{
    size_t n;
    return slurp_n(path, &n);
}

/* The data directory of the tree is the .gmk's, file for file (the manifest names the
 * source and its digest, so it is left out). */
static void import_of_tree_equals_import_of_gmk(void **st)
{
    (void)st;
    gmk_project want, tree, file;
    expected(&want);
    char err[512], sha[65], a[128], b[128];
    assert_int_equal(gmksplit_read(root, &tree, sha, err, sizeof err), 0);
    size_t len;
    unsigned char *bytes = gmk_write(&want, NULL, &len);
    assert_int_equal(gmk_read(bytes, len, "t.gmk", &file, err, sizeof err), 0);
    free(bytes);
    snprintf(a, sizeof a, "%s-a", root);
    snprintf(b, sizeof b, "%s-b", root);
    const gmk_project *ps[2] = {&tree, &file};
    const char *dirs[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        outdir d;
        assert_int_equal(outdir_begin(&d, dirs[i], GMK_EXPORT_MARKER, true, err, sizeof err), 0);
        if (gmk_export(ps[i], &d, "src", sha, err, sizeof err) != 0)
            fail_msg("%s", err);
        assert_int_equal(outdir_commit(&d, err, sizeof err), 0);
    }
    char cmd[512];
    snprintf(cmd, sizeof cmd, "diff -r -x manifest '%s' '%s' >/dev/null", a, b);
    assert_int_equal(system(cmd), 0);
    /* the comparison can fail: a file that differs is seen */
    snprintf(cmd, sizeof cmd, "%s/sprites.txt", a);
    char *text = slurp(cmd);
    assert_non_null(text);
    assert_non_null(strstr(text, "sBlock 1 2 2 1 5 4"));
    free(text);
    /* what the tree's names and constants become: what the scripts engine reads */
    snprintf(cmd, sizeof cmd, "%s/project/resources.txt", a);
    text = slurp(cmd);
    assert_non_null(text);
    assert_non_null(strstr(text, "\nsound 1 sndThud\n"));
    assert_non_null(strstr(text, "\nbackground 0 bgNight\nbackground 1 bgCave\n"));
    assert_non_null(strstr(text, "\nconstant DEPTH_MAX 7\n"));
    free(text);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s'", a, b);
    assert_int_equal(system(cmd), 0);
    gmk_free(&want);
    gmk_free(&file);
    gmk_free(&tree);
}

/* A broken file of the tree is refused naming it and the line; the tree is restored. */
static void expect_refusal(const char *rel, const char *text, const char *want)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    size_t n = 0;
    char *saved = slurp_n(path, &n);
    put_file(rel, text);
    gmk_project p;
    char err[512] = "", sha[65];
    assert_int_equal(gmksplit_read(root, &p, sha, err, sizeof err), -1);
    assert_int_equal(p.nobjects + p.nsprites + p.nscripts + p.nrooms, 0);
    if (!strstr(err, want))
        fail_msg("wanted '%s' in: %s", want, err);
    /* it opens with the tree, then the file in it */
    assert_memory_equal(err, root, strlen(root));
    assert_memory_equal(err + strlen(root), ": ", 2);
    FILE *f = fopen(path, "wb"); /* back as it was, bytes and all (a PNG has NULs) */
    assert_non_null(f);
    assert_int_equal(fwrite(saved, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
    free(saved);
}

static void malformed_trees_are_refused(void **st)
{
    (void)st;
    expect_refusal(GMKSPLIT_CONSTANTS,
                   XML "<constants>\n  <constant name=\"A\"/>\n</constants>\n",
                   GMKSPLIT_CONSTANTS ":3: <constant> is not a <constant name=... value=...>");
    expect_refusal(GMKSPLIT_CONSTANTS, XML "<constant name=\"A\" value=\"1\"/>\n",
                   GMKSPLIT_CONSTANTS ":2: the root element is <constant>, not <constants>");
    expect_refusal("Objects/oSolid.xml", XML "<object id=\"3\">\n  <sprite>\n</object>\n",
                   "Objects/oSolid.xml:4: </object> closes <sprite> (line 3)");
    expect_refusal("Objects/oSolid.xml",
                   XML "<object id=\"3\">\n  <sprite>sNone</sprite>\n  <solid>false</solid>\n"
                       "  <visible>false</visible>\n  <depth>100</depth>\n"
                       "  <persistent>true</persistent>\n  <parent/>\n  <mask/>\n</object>\n",
                   "Objects/oSolid.xml:3: 'sNone' is no sprite of the tree (Sprites/)");
    expect_refusal("Objects/oSolid.xml",
                   XML "<object id=\"5\">\n  <sprite/>\n  <solid>false</solid>\n"
                       "  <visible>false</visible>\n  <depth>x</depth>\n"
                       "  <persistent>true</persistent>\n  <parent/>\n  <mask/>\n</object>\n",
                   "object id 5 is oBrick's too");
    expect_refusal("Rooms/rTwo.xml", XML "<room>\n  <size height=\"16\" width=\"a\"/>\n"
                                         "<creationCode/><instances/></room>",
                   "Rooms/rTwo.xml:3: width is 'a', not a whole number");
    expect_refusal("Objects/oGame.events/Alarm 0.xml",
                   XML "<event category=\"NA\nP\" id=\"0\"><actions/></event>",
                   "Alarm 0.xml:2: the event's category 'NA\\x0aP' is not one");
    expect_refusal("Scripts/scrC.gml", "a = \xff;", "Scripts/scrC.gml:1: bytes that are not UTF-8");
    expect_refusal("Scripts/scrC.gml", "\n\n// \xe2\x98\x83", "Scripts/scrC.gml:3: the character U+2603");
    expect_refusal("Objects/oGame.events/Alarm 0.xml",
                   XML "<event category=\"NAP\" id=\"0\"><actions/></event>",
                   "Alarm 0.xml:2: the event's category 'NAP'");
    expect_refusal("Scripts/_resources.list.xml",
                   XML "<resources>\n<resource name=\"a\" type=\"GROUP\"/>\n</resources>",
                   "Scripts/a/_resources.list.xml: cannot read");
    expect_refusal("Scripts/Gen/_resources.list.xml",
                   XML "<resources>\n<resource name=\"scrA\" type=\"RESOURCE\"/>\n</resources>",
                   "Scripts/Gen/_resources.list.xml:3: a second resource named 'scrA' (the "
                   "first is in Scripts/)");
    expect_refusal("Sprites/Tiles/sManual.images/image 0.png", "not a png",
                   "Sprites/Tiles/sManual.images/image 0.png: not a PNG");
    expect_refusal(GMKSPLIT_SETTINGS, XML "<settings>&bogus;</settings>",
                   "Global Game Settings.xml:2: an '&' that starts no entity");
    /* after all that, the tree reads again */
    gmk_project p;
    char err[512], sha[65];
    assert_int_equal(gmksplit_read(root, &p, sha, err, sizeof err), 0);
    gmk_free(&p);
}

/* The digest is the tree's text files': the same tree gives the same, a changed script
 * another. */
static void the_digest_follows_the_texts(void **st)
{
    (void)st;
    gmk_project p;
    char err[512], one[65], two[65], three[65];
    assert_int_equal(gmksplit_read(root, &p, one, err, sizeof err), 0);
    gmk_free(&p);
    assert_int_equal(gmksplit_read(root, &p, two, err, sizeof err), 0);
    gmk_free(&p);
    assert_string_equal(one, two);
    put_file("Scripts/scrC.gml", " ");
    assert_int_equal(gmksplit_read(root, &p, three, err, sizeof err), 0);
    gmk_free(&p);
    put_file("Scripts/scrC.gml", "");
    assert_string_not_equal(one, three);
}

static void a_folder_that_is_no_tree(void **st)
{
    (void)st;
    gmk_project p;
    char err[512], sha[65];
    assert_int_equal(gmksplit_read("/tmp", &p, sha, err, sizeof err), -1);
    assert_non_null(strstr(err, "/tmp: a directory that is not a GmkSplitter tree"));
    assert_null(strstr(err, "/tmp: /tmp"));
}

#define TREE_FIXTURE "tests/cli/fixtures/tree"
#define TREE_GMK_FIXTURE "tests/cli/fixtures/tree.gmk"

/* The committed fixtures of the CLI test are this test's tree and its .gmk. */
static void committed_fixtures_are_the_project(void **st)
{
    (void)st;
    gmk_project want, got;
    expected(&want);
    char err[512] = "", sha[65];
    if (gmksplit_read(TREE_FIXTURE, &got, sha, err, sizeof err) != 0)
        fail_msg("%s (rewrite it: build/tests/test_gmksplit --write-fixture)", err);
    same_project(&want, &got);
    gmk_free(&got);
    assert_int_equal(gmk_read_file(TREE_GMK_FIXTURE, &got, err, sizeof err), 0);
    same_project(&want, &got);
    gmk_free(&got);
    gmk_free(&want);
}

/* --write-fixture: the tree as tests/cli/fixtures/tree/, the project as tree.gmk. */
static int write_fixture(void)
{
    snprintf(root, sizeof root, "%s", TREE_FIXTURE);
    if (system("rm -rf '" TREE_FIXTURE "'") != 0 || mkdir(root, 0755) != 0)
        return 1;
    write_tree();
    gmk_project p;
    expected(&p);
    size_t len;
    unsigned char *bytes = gmk_write(&p, NULL, &len);
    gmk_free(&p);
    FILE *f = fopen(TREE_GMK_FIXTURE, "wb");
    int rc = !f || fwrite(bytes, 1, len, f) != len;
    if (f && fclose(f) != 0)
        rc = 1;
    free(bytes);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--write-fixture") == 0)
        return write_fixture();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tree_is_the_gmk_project),
        cmocka_unit_test(import_of_tree_equals_import_of_gmk),
        cmocka_unit_test(malformed_trees_are_refused),
        cmocka_unit_test(the_digest_follows_the_texts),
        cmocka_unit_test(a_folder_that_is_no_tree),
        cmocka_unit_test(committed_fixtures_are_the_project),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
