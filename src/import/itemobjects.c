/* itemobjects.c — the original's item objects and the statement that makes one
 * (itemobjects.h). */
#include "itemobjects.h"

#include <math.h>
#include <string.h>

#include "../level.h"

/* The original's item objects, by the item each is (scrGenerateItem's and
 * scrShopItemsGen's instance_create arguments). */
static const struct {
    const char *object;
    int item;
} item_objects[] = {
    {"oJetpack", SPG_ITEM_JETPACK},        {"oCapePickup", SPG_ITEM_CAPE},
    {"oShotgun", SPG_ITEM_SHOTGUN},        {"oMattock", SPG_ITEM_MATTOCK},
    {"oTeleporter", SPG_ITEM_TELEPORTER},  {"oGloves", SPG_ITEM_GLOVES},
    {"oSpectacles", SPG_ITEM_SPECTACLES},  {"oWebCannon", SPG_ITEM_WEB_CANNON},
    {"oPistol", SPG_ITEM_PISTOL},          {"oMitt", SPG_ITEM_MITT},
    {"oPaste", SPG_ITEM_PASTE},            {"oSpringShoes", SPG_ITEM_SPRING_SHOES},
    {"oSpikeShoes", SPG_ITEM_SPIKE_SHOES}, {"oMachete", SPG_ITEM_MACHETE},
    {"oBombBox", SPG_ITEM_BOMB_BOX},       {"oBow", SPG_ITEM_BOW},
    {"oCompass", SPG_ITEM_COMPASS},        {"oParaPickup", SPG_ITEM_PARACHUTE},
    {"oRopePile", SPG_ITEM_ROPE_PILE},     {"oBombBag", SPG_ITEM_BOMB_BAG},
};

int itemobject_of(const char *object)
{
    for (size_t i = 0; i < sizeof item_objects / sizeof item_objects[0]; i++)
        if (strcmp(object, item_objects[i].object) == 0)
            return item_objects[i].item;
    return -1;
}

/* Whether n is `base`, `base + N` or `base - N` with N a whole number (|N| < 10^6); sets
 * *delta. */
static int is_offset(const gml_node *n, const char *base, int *delta)
{
    if (n->kind == GML_NAME && strcmp(n->text, base) == 0) {
        *delta = 0;
        return 1;
    }
    if (n->kind != GML_BINARY || n->nkids != 2 ||
        (strcmp(n->text, "+") != 0 && strcmp(n->text, "-") != 0) ||
        n->kids[0]->kind != GML_NAME || strcmp(n->kids[0]->text, base) != 0 ||
        n->kids[1]->kind != GML_NUMBER)
        return 0;
    double v = n->kids[1]->number;
    if (v != floor(v) || v < 0 || v >= 1e6)
        return 0;
    *delta = n->text[0] == '-' ? -(int)v : (int)v;
    return 1;
}

int itemobject_read_create(rs_reader *r, const gml_node *n, const char *xbase,
                           const char *ybase, int *item, int *dx, int *dy)
{
    n = n ? rs_only(n) : NULL;
    if (!n || n->kind != GML_ASSIGN || strcmp(n->text, "=") != 0 ||
        n->kids[0]->kind != GML_NAME || strcmp(n->kids[0]->text, "obj") != 0 ||
        n->kids[1]->kind != GML_CALL || strcmp(n->kids[1]->text, "instance_create") != 0 ||
        n->kids[1]->nkids != 3)
        return rs_refuse(r, n, "not obj = instance_create(x, y, item)");
    const gml_node *call = n->kids[1];
    int x, y;
    if (!is_offset(call->kids[0], xbase, &x) || !is_offset(call->kids[1], ybase, &y))
        return rs_refuse(r, n, "the item is not made at (%s, %s), give or take a number", xbase,
                         ybase);
    const gml_node *o = call->kids[2];
    int it = o->kind == GML_NAME ? itemobject_of(o->text) : -1;
    if (it < 0)
        return rs_refuse(r, n, "%s is not one of the items spelgen knows",
                         o->kind == GML_NAME ? o->text : "the object made");
    *item = it;
    if (dx)
        *dx = x;
    if (dy)
        *dy = y;
    return 0;
}
