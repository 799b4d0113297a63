/* test_gml_world.c — the interpreter's world (src/gml/gml_world.c, gml_run.c) on objects
 * of our own: event inheritance and event_inherited, drag-and-drop actions, with over
 * descendants in creation order (a set fixed when it starts, other), instance_create
 * running Create at once, instance_destroy running Destroy, obj.var, the bounding-box
 * collisions, and a room's instances. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "gml_rig.h"
#include "gml/gml_verify.h"
#include "game.h"
#include "level.h"

static void inheritance(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    gml_add_object(&r.p, "oBase", NULL, NULL, false, 0);
    gml_add_object(&r.p, "oMid", "oBase", NULL, false, 0);
    gml_add_object(&r.p, "oLeaf", "oMid", NULL, false, 0);
    gml_add_object(&r.p, "oOwn", "oBase", NULL, false, 0);
    rig_event(&r, "oBase", "create", "a = 1; global.log += \"B\";");
    /* the dump's format: a drag-and-drop action_inherited, then code */
    rig_event(&r, "oOwn", "create",
              "// action 0: action_inherited()\n"
              "// action 1: set variable: image_speed = 0.5\n"
              "// action 2: code\n"
              "b = a + 1; global.log += \"O\";\n");
    rig_script(&r, "scrMake", "global.log = \"\";\n"
                              "i = instance_create(0, 0, oLeaf);\n"
                              "j = instance_create(0, 0, oOwn);\n"
                              "return global.log + string(i.a) + string(j.b) +\n"
                              "    string(j.image_speed * 10);");
    assert_int_equal(rig_finish(&r), 0);
    rig_self(&r);
    /* oLeaf has no Create: its nearest ancestor's (oBase's, through oMid) runs */
    assert_string_equal(rig_run(&r, "scrMake").s, "BBO125");
    rig_end(&r);
}

static void with_and_other(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    gml_add_object(&r.p, "oBlock", NULL, NULL, false, 0);
    gml_add_object(&r.p, "oBrick", "oBlock", NULL, false, 0);
    gml_add_object(&r.p, "oElse", NULL, NULL, false, 0);
    rig_script(&r, "scrWith",
               "instance_create(1, 0, oBrick);\n"
               "instance_create(2, 0, oElse);\n"
               "instance_create(3, 0, oBlock);\n"
               "instance_create(4, 0, oBrick);\n"
               "global.s = \"\";\n"
               "tag = \"me\";\n"
               "with (oBlock) {\n"
               "    global.s += string(x) + other.tag;\n"
               "    instance_create(9, 0, oBrick); /* not visited: the set is fixed */\n"
               "}\n"
               "oBrick.mark = 7; /* every oBrick */\n"
               "oElse.gone = 1; with (oElse) instance_destroy(); oElse.gone = 2; /* none */\n"
               "global.n = 0; with (oBrick) global.n += mark;\n"
               "return global.s + \"/\" + string(global.n) + \"/\" +\n"
               "    string(instance_number(oBrick));");
    assert_int_equal(rig_finish(&r), 0);
    rig_self(&r);
    /* oBlock's with visits its descendants, in creation order */
    assert_string_equal(rig_run(&r, "scrWith").s, "1me3me4me/35/5");
    rig_end(&r);
}

static void destroy(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    gml_add_object(&r.p, "oGem", NULL, NULL, false, 0);
    gml_add_object(&r.p, "oRubble", NULL, NULL, false, 0);
    rig_event(&r, "oGem", "destroy", "instance_create(x, y, oRubble); global.seen = "
                                     "instance_exists(oGem);");
    rig_script(&r, "scrBreak", "g = instance_create(5, 6, oGem);\n"
                               "with (g) instance_destroy();\n"
                               "return global.seen * 100 + instance_exists(oGem) * 10 +\n"
                               "    instance_number(oRubble);");
    rig_script(&r, "scrGone", "g = instance_create(5, 6, oGem);\n"
                              "with (g) instance_destroy();\n"
                              "oGem.x = 1; /* no instance of the object: nothing set */\n"
                              "g.x = 1;");
    assert_int_equal(rig_finish(&r), 0);
    rig_self(&r);
    /* Destroy runs first and sees the instance; after it, the instance is gone */
    assert_true(rig_run(&r, "scrBreak").r == 100 + 0 + 1);
    /* a destroyed instance's variable cannot be set */
    assert_non_null(strstr(rig_fails(&r, "scrGone"), "scrGone:4:1: no instance"));
    rig_end(&r);
}

static void collisions(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    /* a 16x16 sprite whose box is pixels 2..13 x 4..15, origin (8, 8) */
    gml_add_sprite(&r.p, "sBox", 8, 8, 2, 4, 13, 15, 16, 16);
    gml_add_sprite(&r.p, "sTile", 0, 0, 0, 0, 15, 15, 16, 16);
    gml_add_object(&r.p, "oSolid", NULL, "sTile", true, 0);
    gml_add_object(&r.p, "oBrick", "oSolid", "sTile", true, 0);
    gml_add_object(&r.p, "oThing", NULL, "sBox", false, 0);
    rig_script(&r, "scrPoint",
               "a = instance_create(32, 32, oBrick);\n"
               "b = instance_create(48, 32, oSolid);\n"
               "t = instance_create(100, 100, oThing);\n"
               "s = \"\";\n"
               /* the tile's box is 32..47: 47 in, 48 the next one's */
               "s += string(collision_point(47, 40, oSolid, 0, 0) == a);\n"
               "s += string(collision_point(48, 40, oSolid, 0, 0) == b);\n"
               "s += string(collision_point(64, 40, oSolid, 0, 0) == noone);\n"
               /* the origin moves the box: 100-8+2 = 94 .. 100-8+13 = 105 */
               "s += string(position_meeting(94, 100, oThing));\n"
               "s += string(position_meeting(93, 100, oThing));\n"
               "s += string(position_meeting(105, 107, oThing));\n"
               "s += string(position_meeting(100, 95, oThing));\n"
               /* a rectangle meeting both tiles returns the first made */
               "s += string(collision_rectangle(40, 33, 50, 34, oSolid, 0, 0) == a);\n"
               "return s;");
    rig_script(&r, "scrPlace",
               "a = instance_create(32, 32, oBrick);\n"
               "me = instance_create(0, 0, oBrick);\n"
               "with (me) {\n"
               "    global.p1 = instance_place(40, 40, oSolid) == other.a;\n"
               "    global.p2 = place_meeting(0, 0, oSolid); /* itself left out */\n"
               "    global.p3 = collision_point(1, 1, oBrick, 0, 1); /* notme */\n"
               "    global.p4 = collision_point(1, 1, oBrick, 0, 0) == id;\n"
               "}\n"
               "return global.p1 * 1000 + global.p2 * 100 + (global.p3 == noone) * 10 +\n"
               "    global.p4;");
    assert_int_equal(rig_finish(&r), 0);
    rig_self(&r);
    assert_string_equal(rig_run(&r, "scrPoint").s, "11110101");
    gml_vm_reset(r.vm);
    rig_self(&r);
    assert_true(rig_run(&r, "scrPlace").r == 1011);
    rig_end(&r);
}

static void room_order(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    gml_add_object(&r.p, "oFirst", NULL, NULL, false, 0);
    gml_add_object(&r.p, "oGame", NULL, NULL, false, 0);
    gml_add_object(&r.p, "oLater", NULL, NULL, false, 0);
    rig_event(&r, "oFirst", "create", "global.log = \"F\" + string(instance_number(oLater));");
    rig_event(&r, "oGame", "create", "global.log += \"G\";");
    rig_event(&r, "oLater", "create", "global.log += \"L\";");
    rig_script(&r, "scrLog", "return global.log;");
    gml_add_room(&r.p, "rTest", 320, 240);
    gml_add_room_instance(&r.p, "rTest", 100001, 0, 0, "oFirst");
    gml_add_room_instance(&r.p, "rTest", 100002, 0, 0, "oGame");
    gml_add_room_instance(&r.p, "rTest", 100003, 0, 0, "oLater");
    assert_int_equal(rig_finish(&r), 0);
    /* every instance is there before the first Create runs */
    assert_int_equal(gml_vm_enter_room(r.vm, "rTest"), 0);
    assert_string_equal(rig_run(&r, "scrLog").s, "F1GL");
    gml_vm_reset(r.vm);
    assert_int_equal(gml_vm_enter_room_until(r.vm, "rTest", "oGame"), 0);
    assert_string_equal(rig_run(&r, "scrLog").s, "F1G");
    assert_int_equal(gml_vm_count(r.vm, "oLater"), 1);
    rig_end(&r);
}

static void mines_tiles(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    gml_add_sprite(&r.p, "sTile", 0, 0, 0, 0, 15, 15, 16, 16);
    gml_add_object(&r.p, "oBrick", NULL, "sTile", true, 0);
    gml_add_object(&r.p, "oBlock", NULL, "sTile", true, 0);
    gml_add_object(&r.p, "oLadderOrange", NULL, "sTile", false, 0);
    gml_add_object(&r.p, "oGoldNugget", NULL, "sTile", false, 0);
    rig_script(&r, "scrLay", "instance_create(0, 0, oBrick);\n"
                             "instance_create(16, 0, oLadderOrange);\n"
                             "instance_create(16, 0, oBlock); /* a block over a ladder */\n"
                             "instance_create(32, 16, oBlock);\n"
                             "instance_create(32, 16, oLadderOrange); /* and a ladder under */\n"
                             "instance_create(8, 24, oGoldNugget); /* no tile */\n"
                             "instance_create(40, 0, oBrick); /* off the grid */");
    assert_int_equal(rig_finish(&r), 0);
    rig_run(&r, "scrLay");
    int kinds[3 * 2];
    gml_mines_tiles(r.vm, 3, 2, kinds);
    int want[6] = {SPG_T_BRICK, SPG_T_STONE, SPG_T_EMPTY, SPG_T_EMPTY, SPG_T_EMPTY, SPG_T_STONE};
    for (int i = 0; i < 6; i++)
        assert_int_equal(kinds[i], want[i]);
    rig_end(&r);
}

/* verify's object-for-object comparison (gml_compare_objects): a level of our own laid by
 * a script and the same level in spelgen's model agree; a block's gold, a ladder beneath
 * a block, an entity's pixel and a tile's kind each make a difference that names it. */
static spg_level objects_level;

static void objects_rig(rig *r, const char *lay)
{
    rig_begin(r);
    gml_add_sprite(&r->p, "sTile", 0, 0, 0, 0, 15, 15, 16, 16);
    gml_add_object(&r->p, "oLush", NULL, "sTile", true, 0);
    gml_add_sprite(&r->p, "sLushGold", 0, 0, 0, 0, 15, 15, 16, 16);
    gml_add_object(&r->p, "oLadderOrange", NULL, "sTile", false, 0);
    gml_add_object(&r->p, "oBat", NULL, "sTile", false, 0);
    gml_add_object(&r->p, "oRubble", NULL, "sTile", false, 0); /* no entity of spelgen's */
    rig_script(r, "scrLay", lay);
    assert_int_equal(rig_finish(r), 0);
    rig_run(r, "scrLay");
}

static void objects_model(spg_level *l)
{
    level_reset(l, 3, 2, 0, 0, 3, 2);
    l->area = SPG_AREA_JUNGLE;
    l->cell[0][0].kind = SPG_T_LUSH;
    l->cell[0][0].content = SPG_C_GOLD;
    l->cell[0][0].flags = SPG_TF_INVINCIBLE;
    l->cell[0][2].kind = SPG_T_LUSH;
    l->cell[0][2].content = SPG_C_SAPPHIRE;
    l->cell[0][1].kind = SPG_T_LUSH;
    l->cell[0][1].flags = SPG_TF_LADDER;
    l->nent = 1;
    l->ent[0] = (spg_entity){.x = 2, .y = 1, .kind = SPG_E_BAT, .dx = 8, .next = -1};
}

static const char objects_lay[] =
    "var a, b; a = instance_create(0, 0, oLush); a.sprite_index = sLushGold;\n"
    "a.invincible = true;\n"
    "b = instance_create(32, 0, oLush); b.treasure = \"Sapphire\";\n"
    "instance_create(16, 0, oLadderOrange);\n"
    "instance_create(16, 0, oLush);\n"
    "instance_create(40, 16, oBat);\n"
    "instance_create(4, 20, oRubble);\n";

static void objects_agree(void **state)
{
    (void)state;
    rig r;
    objects_rig(&r, objects_lay);
    spg_level *l = &objects_level;
    objects_model(l);
    gml_verdict v = {0};
    assert_int_equal(gml_compare_objects(r.vm, l, &v), 0);
    assert_int_equal(v.tiles_differ, 0);
    assert_int_equal(v.entities_differ, 0);

    l->cell[0][0].content = SPG_C_NONE; /* the gold vein missing */
    memset(&v, 0, sizeof v);
    assert_int_equal(gml_compare_objects(r.vm, l, &v), 0);
    assert_int_equal(v.tiles_differ, 1);
    assert_int_equal(v.tile_x, 0);
    assert_non_null(strstr(v.obj_script, "oLush [sLushGold] at (0,0)"));
    assert_non_null(strstr(v.obj_native, "gold differ"));
    objects_model(l);

    l->cell[0][0].flags = 0; /* the block breakable */
    memset(&v, 0, sizeof v);
    assert_int_equal(gml_compare_objects(r.vm, l, &v), 0);
    assert_int_equal(v.tiles_differ, 1);
    assert_non_null(strstr(v.obj_native, "indestructible differ"));
    objects_model(l);

    l->cell[0][2].content = SPG_C_NONE; /* the block's treasure missing */
    memset(&v, 0, sizeof v);
    assert_int_equal(gml_compare_objects(r.vm, l, &v), 0);
    assert_int_equal(v.tiles_differ, 1);
    assert_int_equal(v.tile_x, 2);
    assert_non_null(strstr(v.obj_script, "treasure sapphire"));
    objects_model(l);

    l->cell[0][1].flags = 0; /* the ladder beneath the block missing */
    memset(&v, 0, sizeof v);
    assert_int_equal(gml_compare_objects(r.vm, l, &v), 0);
    assert_int_equal(v.tiles_differ, 1);
    assert_int_equal(v.tile_x, 1);
    assert_non_null(strstr(v.obj_script, "ladder+lush"));
    objects_model(l);

    l->ent[0].dx = 0; /* the bat 8 px off */
    memset(&v, 0, sizeof v);
    assert_int_equal(gml_compare_objects(r.vm, l, &v), 0);
    assert_int_equal(v.entities_differ, 2);
    assert_non_null(strstr(v.ent_at, "oBat at (32,16) only the native port has"));
    objects_model(l);

    l->cell[1][0].kind = SPG_T_WATER; /* a tile the scripts did not make */
    memset(&v, 0, sizeof v);
    assert_int_equal(gml_compare_objects(r.vm, l, &v), 0);
    assert_int_equal(v.tiles_differ, 1);
    assert_int_equal(v.tile_y, 1);
    assert_int_equal(v.native_kind, SPG_T_WATER);
    assert_int_equal(v.script_kind, SPG_T_EMPTY);
    rig_end(&r);
}

static void tiles(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    rig_script(&r, "scrTiles",
               "a = tile_add(0, 0, 0, 16, 16, 32, 48, 99);\n"
               "b = tile_add(0, 0, 0, 16, 16, 32, 48, 3);\n"
               "s = string(tile_layer_find(99, 40, 50) == a) +\n"
               "    string(tile_layer_find(3, 32, 48) == b);\n"
               "s += string(tile_layer_find(99, 48, 50)); /* past its right edge */\n"
               "tile_delete(a);\n"
               "s += string(tile_layer_find(99, 40, 50)) +\n"
               "    string(tile_layer_find(3, 47, 63) == b);\n"
               "return s;");
    assert_int_equal(rig_finish(&r), 0);
    rig_self(&r);
    assert_string_equal(rig_run(&r, "scrTiles").s, "11-1-11");
    rig_end(&r);
}

static void refused_actions(void **state)
{
    (void)state;
    rig r;
    rig_begin(&r);
    gml_add_object(&r.p, "oOdd", NULL, NULL, false, 0);
    rig_event(&r, "oOdd", "create",
              "// action 0: code\n"
              "a = 1;\n"
              "// action 1: action_fullscreen(\"1\")\n");
    assert_int_equal(rig_finish(&r), 0);
    assert_int_equal(gml_vm_create(r.vm, "oOdd", 0, 0), -1);
    assert_non_null(strstr(gml_vm_error(r.vm), "oOdd:create:3:"));
    assert_non_null(strstr(gml_vm_error(r.vm), "drag_and_drop_action_not_supported"));
    rig_end(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(inheritance),
        cmocka_unit_test(with_and_other),
        cmocka_unit_test(destroy),
        cmocka_unit_test(collisions),
        cmocka_unit_test(room_order),
        cmocka_unit_test(mines_tiles),
        cmocka_unit_test(objects_agree),
        cmocka_unit_test(tiles),
        cmocka_unit_test(refused_actions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
