/* test_tile_codes.c — an area's accepted room codes are derived from its tile chain's
 * table: every code of the table is accepted, a code the chain places with no
 * roll is made from its entry, and a code outside an area's list is refused with the
 * file and line of the layout that uses it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "styles/classic/ice.h"
#include "styles/classic/jungle.h"
#include "styles/classic/mines.h"
#include "styles/classic/olmec.h"
#include "styles/classic/temple.h"

typedef int (*bind_fn)(const spg_roomdata *d, void **sets, char *err, size_t errlen);

static void load(const char *name, spg_roomdata *d)
{
    char path[4200], err[512];
    const char *dir = getenv("SPELGEN_DATA");
    snprintf(path, sizeof path, "%s/classic/%s", dir ? dir : "data", name);
    if (roomdata_load(path, d, err, sizeof err) != 0)
        fail_msg("%s", err);
}

/* Every code of `tc`'s table is in its accepted list, each code once; and every code of
 * the list but the chain's own placings is one a room of set `set` may hold: bound with
 * it at row 3, column 3, the binding takes it. */
static void table_accepted(const tile_codes *tc, const char *file, const char *set,
                           bind_fn bind)
{
    char acc[128];
    tile_codes_accepted(tc, acc);
    for (int i = 0; i < tc->n; i++) {
        assert_non_null(strchr(acc, tc->fixed[i].code));
        assert_ptr_equal(tile_code_find(tc, tc->fixed[i].code), &tc->fixed[i]);
    }
    for (size_t i = 0; acc[i]; i++)
        assert_null(strchr(acc + i + 1, acc[i]));
    spg_roomdata d;
    load(file, &d);
    spg_layout *it = (spg_layout *)&roomdata_set(&d, set)->items[0];
    char keep = it->tiles[0][2][2], err[512];
    for (int i = 0; i < tc->n; i++) {
        const tile_code *e = &tc->fixed[i];
        if (e->make == TM_OWN) /* a door, a slot-like code: its own rules apply */
            continue;
        it->tiles[0][2][2] = e->code;
        void *sets = NULL;
        if (bind(&d, &sets, err, sizeof err) != 0)
            fail_msg("%s: code '%c' of the table refused: %s", file, e->code, err);
        free(sets);
    }
    it->tiles[0][2][2] = keep;
    roomdata_free(&d);
}

/* A code outside the list (but one the loader knows) is refused, naming file and line. */
static void refused(const tile_codes *tc, const char *file, const char *set, bind_fn bind,
                    char code)
{
    char acc[128];
    tile_codes_accepted(tc, acc);
    assert_null(strchr(acc, code));
    spg_roomdata d;
    load(file, &d);
    spg_layout *it = (spg_layout *)&roomdata_set(&d, set)->items[0];
    it->tiles[0][2][2] = code;
    char err[512], where[4300], quoted[8];
    void *sets = NULL;
    assert_int_equal(bind(&d, &sets, err, sizeof err), -1);
    snprintf(where, sizeof where, "%s:%d: ", d.file, it->line);
    snprintf(quoted, sizeof quoted, "'%c'", code);
    if (strncmp(err, where, strlen(where)) != 0 || !strstr(err, quoted))
        fail_msg("expected '%s...%s', got: %s", where, quoted, err);
    roomdata_free(&d);
}

static void jungle_codes_from_table(void **st)
{
    (void)st;
    table_accepted(&jungle_codes, "jungle.rooms", "side", jungle_bind);
    /* the Jungle's chain gives every code it does not know to the shared tail */
    char acc[128], tail[128];
    tile_codes_accepted(&jungle_codes, acc);
    tile_codes_accepted(&classic_common_codes, tail);
    for (const char *t = tail; *t; t++)
        assert_non_null(strchr(acc, *t));
    refused(&jungle_codes, "jungle.rooms", "side", jungle_bind, 'O');
    refused(&jungle_codes, "jungle.rooms", "side", jungle_bind, 'j');
}

static void ice_codes_from_table(void **st)
{
    (void)st;
    table_accepted(&ice_chain_codes, "ice.rooms", "side", ice_bind);
    table_accepted(&lair_chain_codes, "ice.rooms", "lair_side", ice_bind);
    /* the Ice Caves' chains hand the shared tail only the codes their tables name */
    refused(&ice_chain_codes, "ice.rooms", "side", ice_bind, 'S');
    refused(&ice_chain_codes, "ice.rooms", "side", ice_bind, 'r');
    refused(&lair_chain_codes, "ice.rooms", "lair_side", ice_bind, 'f');
    refused(&lair_chain_codes, "ice.rooms", "lair_side", ice_bind, 'I');
}

/* The Mines, the Temple and Olmec's Lair check their rooms and chunks against their
 * derived lists too; the Temple and the Mines fall to the shared tail, the Lair does not. */
static void other_areas_from_table(void **st)
{
    (void)st;
    table_accepted(&mines_codes, "mines.rooms", "side", mines_bind);
    table_accepted(&temple_codes, "temple.rooms", "side", temple_bind);
    table_accepted(&olmec_codes, "olmec.rooms", "upper", olmec_bind);
    refused(&mines_codes, "mines.rooms", "side", mines_bind, 'j');
    refused(&mines_codes, "mines.rooms", "side", mines_bind, 'w');
    refused(&temple_codes, "temple.rooms", "side", temple_bind, 'j');
    refused(&olmec_codes, "olmec.rooms", "upper", olmec_bind, 'x');
    refused(&olmec_codes, "olmec.rooms", "floor", olmec_bind, 'S');
    /* the message names the area and lists what it accepts */
    spg_roomdata d;
    load("mines.rooms", &d);
    spg_layout *it = (spg_layout *)&roomdata_set(&d, "side")->items[0];
    it->tiles[0][2][2] = 'j';
    char err[512], acc[128];
    void *sets = NULL;
    assert_int_equal(mines_bind(&d, &sets, err, sizeof err), -1);
    tile_codes_accepted(&mines_codes, acc);
    assert_non_null(strstr(err, "uses 'j' at row 3, column 3, which the Mines' tile chain"));
    assert_non_null(strstr(err, acc));
    roomdata_free(&d);
}

/* The shared tail's table makes what its switch made: a simple entry places its thing. */
static void common_table(void **st)
{
    (void)st;
    const tile_code *e = tile_code_find(&classic_common_codes, 'D');
    assert_non_null(e);
    assert_int_equal(e->make, TM_ENTITY);
    assert_int_equal(e->entity, SPG_E_DAMSEL);
    assert_int_equal(e->info, 2); /* for sale */
    e = tile_code_find(&classic_common_codes, 'b');
    assert_int_equal(e->make, TM_BLOCK);
    assert_int_equal(e->kind, SPG_T_SHOP_WALL);
    assert_int_equal(e->flags, SPG_TF_SHOP);
    assert_null(tile_code_find(&classic_common_codes, 'j'));
    char acc[128];
    tile_codes_accepted(&classic_common_codes, acc);
    assert_string_equal(acc, "9AIkMab+lKDST0WQxBq.ids");
}

/* scrRoomGen2 / scrRoomGenMarket '+': the Jungle's shop wall is the plain oSolid drawn as
 * an ice block the Mines' '+' is (shop_ice), not the Ice Caves' clear ice (oIce). */
static void jungle_plus_is_shop_ice(void **st)
{
    (void)st;
    const tile_code *j = tile_code_find(&jungle_codes, '+');
    const tile_code *m = tile_code_find(&classic_common_codes, '+');
    assert_non_null(j);
    assert_non_null(m);
    assert_int_equal(j->make, TM_BLOCK);
    assert_int_equal(j->kind, SPG_T_SHOP_ICE);
    assert_int_equal(j->kind, m->kind);
    assert_int_equal(j->flags, SPG_TF_SHOP);
    assert_string_equal(tile_name(j->kind), "shop_ice");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(jungle_codes_from_table),
        cmocka_unit_test(ice_codes_from_table),
        cmocka_unit_test(other_areas_from_table),
        cmocka_unit_test(common_table),
        cmocka_unit_test(jungle_plus_is_shop_ice),
    };
    return cmocka_run_group_tests_name("tile_codes", tests, NULL, NULL);
}
