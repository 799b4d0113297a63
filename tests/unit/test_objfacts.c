/* test_objfacts.c — the object-facts format (src/data/objfacts.h): what it reads, what it
 * refuses (with the file and line), the look-ups GameMaker's collision tests mean; the
 * classic style's binding of it to its kinds; and the import's facts from a project
 * (src/import/gmk_objfacts.h), on our own synthetic objects and sprites only. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/objfacts.h"
#include "import/gmk_objfacts.h"
#include "styles/classic/internal.h"

static int parse(const char *text, spg_objfacts *f, char *err, size_t errlen)
{
    return objfacts_parse(text, strlen(text), "t.facts", f, err, errlen);
}

static void reads_objects_and_sprites(void **st)
{
    (void)st;
    spg_objfacts f;
    char err[256];
    const char *text = "# a comment\n"
                       "object oKid oBase sKid -   # a trailing comment\n"
                       "object oBase - - -\n"
                       "object oMasked oKid sKid sMask\n"
                       "sprite sKid 8 8 2 0 13 15\n"
                       "sprite sMask 0 0 0 0 3 3\n";
    assert_int_equal(parse(text, &f, err, sizeof err), 0);
    assert_int_equal(f.nobj, 3);
    assert_int_equal(f.nspr, 2);
    int kid = objfacts_object(&f, "oKid"), base = objfacts_object(&f, "oBase"),
        masked = objfacts_object(&f, "oMasked");
    assert_true(kid >= 0 && base >= 0 && masked >= 0);
    assert_int_equal(objfacts_object(&f, "oNone"), -1);
    /* an object named in a test means it and its descendants */
    assert_true(objfacts_is_a(&f, kid, base));
    assert_true(objfacts_is_a(&f, masked, base));
    assert_true(objfacts_is_a(&f, base, base));
    assert_false(objfacts_is_a(&f, base, kid));
    int l, t, r, b;
    assert_true(objfacts_box(&f, kid, &l, &t, &r, &b));
    assert_int_equal(l, -6);
    assert_int_equal(t, -8);
    assert_int_equal(r, 5);
    assert_int_equal(b, 7);
    assert_true(objfacts_box(&f, masked, &l, &t, &r, &b)); /* the mask's, not the sprite's */
    assert_int_equal(r, 3);
    assert_int_equal(b, 3);
    assert_false(objfacts_box(&f, base, &l, &t, &r, &b)); /* no sprite, no box */
    objfacts_free(&f);
}

static void writes_what_it_reads(void **st)
{
    (void)st;
    spg_objfacts f, g;
    char err[256];
    const char *text = "object oA - sA -\nobject oB oA sA sB\nsprite sA 1 2 3 4 5 6\n"
                       "sprite sB -1 0 0 0 9 9\n";
    assert_int_equal(parse(text, &f, err, sizeof err), 0);
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    assert_non_null(m);
    assert_int_equal(objfacts_write(m, &f, "# ours\n"), 0);
    fclose(m);
    assert_int_equal(objfacts_parse(buf, len, "w.facts", &g, err, sizeof err), 0);
    assert_int_equal(g.nobj, 2);
    assert_int_equal(g.nspr, 2);
    assert_string_equal(g.obj[1].name, "oB");
    assert_int_equal(g.obj[1].parent, 0);
    assert_int_equal(g.obj[1].mask, 1);
    assert_int_equal(g.spr[1].origin_x, -1);
    assert_int_equal(g.spr[0].bottom, 6);
    free(buf);
    objfacts_free(&f);
    objfacts_free(&g);
}

/* Each broken file gives its one message, naming the file and the line. */
static void refuses_with_file_and_line(void **st)
{
    (void)st;
    static const struct {
        const char *text, *msg;
    } bad[] = {
        {"object oA - - -\nthing oB\n",
         "t.facts:2: 'thing': a line is an object or a sprite (object NAME PARENT SPRITE MASK, "
         "sprite NAME ORIGIN_X ORIGIN_Y LEFT TOP RIGHT BOTTOM)"},
        {"object oA -\n", "t.facts:1: an object line is: object NAME PARENT SPRITE MASK (3 words here)"},
        {"object oA - - -\nobject oA - - -\n", "t.facts:2: object oA is already given (line 1)"},
        {"\n\nobject oA oGone - -\n", "t.facts:3: object oA: its parent oGone is not an object of the file"},
        {"object oA - sGone -\n", "t.facts:1: object oA: its sprite sGone is not a sprite of the file"},
        {"object oA - - sGone\n", "t.facts:1: object oA: its mask sGone is not a sprite of the file"},
        {"object oA oB - -\nobject oB oA - -\n", "t.facts:1: object oA is its own ancestor"},
        {"object o-A - - -\n", "t.facts:1: object 'o-A' is not a name (letters, digits and _)"},
        {"sprite sA 0 0 5 0 4 4\n",
         "t.facts:1: sprite sA: its box (left 5 top 0 right 4 bottom 4) is empty"},
        {"sprite sA 0 x 0 0 4 4\n", "t.facts:1: origin y 'x' is not a whole number in -4096..4096"},
        {"sprite sA 0 0 0 0 4 99999\n",
         "t.facts:1: bottom '99999' is not a whole number in -4096..4096"},
        {"sprite sA 0 0 0 0 4\n",
         "t.facts:1: a sprite line is: sprite NAME ORIGIN_X ORIGIN_Y LEFT TOP RIGHT BOTTOM (7 "
         "words here)"},
        {"sprite sA 0 0 0 0 4 4\nsprite sA 0 0 0 0 4 4\n", "t.facts:2: sprite sA is already given (line 1)"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        spg_objfacts f;
        char err[256] = "";
        assert_int_equal(parse(bad[i].text, &f, err, sizeof err), -1);
        assert_string_equal(err, bad[i].msg);
    }
}

static void a_missing_file_is_named(void **st)
{
    (void)st;
    spg_objfacts f;
    char err[256];
    assert_int_equal(objfacts_load("/nonexistent/x.facts", &f, err, sizeof err), -1);
    assert_string_equal(err, "/nonexistent/x.facts: cannot open: No such file or directory");
}

/* A synthetic project holding every object the generator names, each with a 16-px sprite
 * at its corner, the Bat and the Snake children of oEnemy, the Skull a child of oItem
 * (which the generator does not name), and one object it does not name at all. */
static void synthetic_project(gmk_project *p)
{
    memset(p, 0, sizeof *p);
    p->objects = calloc(SPG_E__COUNT + 16, sizeof *p->objects);
    p->sprites = calloc(SPG_E__COUNT + 16, sizeof *p->sprites);
    int enemy = -1;
    for (int c = 0; objfacts_classic_class(c); c++) {
        gmk_object *o = &p->objects[p->nobjects];
        o->name = strdup(objfacts_classic_class(c));
        o->parent = o->sprite = o->mask = -1;
        if (strcmp(o->name, "oEnemy") == 0)
            enemy = p->nobjects;
        p->nobjects++;
    }
    gmk_object *unused = &p->objects[p->nobjects++]; /* one the generator does not name */
    unused->name = strdup("oScenery");
    unused->parent = unused->sprite = unused->mask = -1;
    int item = p->nobjects; /* the Skull's parent, named by no test */
    gmk_object *io = &p->objects[p->nobjects++];
    io->name = strdup("oItem");
    io->parent = io->sprite = io->mask = -1;
    for (int k = 0; k < SPG_E__COUNT; k++) {
        const char *name = objfacts_classic_object(k);
        if (!name)
            continue;
        gmk_object *o = NULL;
        for (int i = 0; i < p->nobjects; i++)
            if (strcmp(p->objects[i].name, name) == 0)
                o = &p->objects[i]; /* a class object the generator also makes: oChest */
        if (!o) {
            o = &p->objects[p->nobjects++];
            o->name = strdup(name);
            o->mask = -1;
            o->parent = k == SPG_E_BAT || k == SPG_E_SNAKE ? enemy : k == SPG_E_SKULL ? item : -1;
        }
        gmk_sprite *s = &p->sprites[p->nsprites];
        char sn[80];
        snprintf(sn, sizeof sn, "s%s", name + 1);
        s->name = strdup(sn);
        s->right = s->bottom = 15;
        o->sprite = p->nsprites++;
    }
}

/* The import writes the project's facts; bound, the generator sees the project's boxes
 * and parents — a changed box or parent changes what it sees. */
static void the_import_takes_the_projects_facts(void **st)
{
    (void)st;
    gmk_project p;
    synthetic_project(&p);
    int bat = -1;
    for (int i = 0; i < p.nobjects; i++)
        if (strcmp(p.objects[i].name, "oBat") == 0)
            bat = i;
    assert_true(bat >= 0);
    gmk_sprite *bs = &p.sprites[p.objects[bat].sprite];
    bs->origin_x = 4;
    bs->left = 2;
    bs->right = 29; /* a 28-px bat */
    char *text = NULL, err[400];
    assert_int_equal(gmk_objfacts_text(&p, "ours.gmk", &text, err, sizeof err), 0);
    assert_non_null(text);
    assert_non_null(strstr(text, "object oBat oEnemy sBat -\n"));
    assert_non_null(strstr(text, "sprite sBat 4 0 2 0 29 15\n"));
    assert_null(strstr(text, "oScenery")); /* only what the generator names */
    /* the skull scrTreasureGen lays beside its bones, with its parent */
    assert_non_null(strstr(text, "object oSkull oItem sSkull -\n"));
    assert_non_null(strstr(text, "object oItem - - -\n"));
    spg_objfacts f;
    assert_int_equal(objfacts_parse(text, strlen(text), "objects.facts", &f, err, sizeof err), 0);
    classic_kind_facts K[SPG_E__COUNT];
    assert_int_equal(classic_kinds_bind(&f, "objects.facts", K, err, sizeof err), 0);
    assert_true(K[SPG_E_BAT].known);
    assert_int_equal(K[SPG_E_BAT].l, -2);
    assert_int_equal(K[SPG_E_BAT].r, 25);
    assert_int_equal(K[SPG_E_BAT].classes, (unsigned)CO_ENEMY);
    assert_int_equal(K[SPG_E_CAVEMAN].classes, 0u); /* not a child of oEnemy in this project */
    assert_int_equal(K[SPG_E_CHEST].classes, (unsigned)CO_CHEST); /* oChest is oChest */
    assert_false(K[SPG_E_SCORPION].known);
    objfacts_free(&f);
    free(text);

    /* a project lacking one of them is refused, naming it */
    int jar = -1;
    for (int i = 0; i < p.nobjects; i++)
        if (strcmp(p.objects[i].name, "oJar") == 0)
            jar = i;
    assert_true(jar >= 0);
    free(p.objects[jar].name);
    p.objects[jar].name = strdup("oPot");
    assert_int_equal(gmk_objfacts_text(&p, "ours.gmk", &text, err, sizeof err), -1);
    assert_string_equal(err, "ours.gmk: no object oJar (spelgen's generator makes it)");
    assert_null(text);
    gmk_free(&p);

    /* and one with none of them (not the game's) gives none: spelgen's own are used */
    gmk_project empty;
    memset(&empty, 0, sizeof empty);
    assert_int_equal(gmk_objfacts_text(&empty, "none.gmk", &text, err, sizeof err), 0);
    assert_null(text);
}

/* Our own data binds: every kind the generator names has a box, the classes are right. */
static void our_data_binds(void **st)
{
    (void)st;
    classic_kind_facts K[SPG_E__COUNT];
    char err[400];
    const char *dir = getenv("SPELGEN_DATA");
    assert_non_null(dir);
    assert_int_equal(classic_kinds_load(dir, K, err, sizeof err), 0);
    for (int k = 0; k < SPG_E__COUNT; k++)
        assert_int_equal(K[k].known, objfacts_classic_object(k) != NULL);
    assert_int_equal(K[SPG_E_GIANT_SPIDER].r - K[SPG_E_GIANT_SPIDER].l + 1, 30);
    assert_int_equal(K[SPG_E_OLMEC].classes, (unsigned)CO_SOLID);
    assert_int_equal(K[SPG_E_CRYSTAL_SKULL].classes, (unsigned)CO_IDOL);
    assert_int_equal(K[SPG_E_GOLD_BAR].classes, (unsigned)CO_TREASURE);
    assert_int_equal(K[SPG_E_LOCKED_CHEST].classes, 0u);
    /* sSkull's box, 8 px square about its origin less its top row: no test's class */
    assert_int_equal(K[SPG_E_SKULL].l, -4);
    assert_int_equal(K[SPG_E_SKULL].t, -3);
    assert_int_equal(K[SPG_E_SKULL].r, 3);
    assert_int_equal(K[SPG_E_SKULL].b, 3);
    assert_int_equal(K[SPG_E_SKULL].classes, 0u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_objects_and_sprites),
        cmocka_unit_test(writes_what_it_reads),
        cmocka_unit_test(refuses_with_file_and_line),
        cmocka_unit_test(a_missing_file_is_named),
        cmocka_unit_test(the_import_takes_the_projects_facts),
        cmocka_unit_test(our_data_binds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
