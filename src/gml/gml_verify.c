/* gml_verify.c — the native port and the scripts compared on one level (gml_verify.h). */
#include "gml/gml_verify.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/objfacts.h"
#include "gml/gml_vm.h"
#include "level.h"
#include "trace.h"

void gml_draws_record(void *ctx, const spg_site *site, double x, double value)
{
    gml_draws *d = ctx;
    if (d->n == d->cap) {
        size_t cap = d->cap ? d->cap * 2 : 16384;
        gml_draw *n = realloc(d->d, cap * sizeof *n);
        if (!n) {
            d->failed = true;
            return;
        }
        d->d = n;
        d->cap = cap;
    }
    d->d[d->n++] = (gml_draw){site, x, value, value, d->rng ? d->rng->state : 0};
}

void gml_draws_result(void *ctx, gml_value result)
{
    gml_draws *d = ctx;
    if (d->n && !result.s)
        d->d[d->n - 1].result = result.r;
}

void gml_draws_free(gml_draws *d)
{
    free(d->d);
    memset(d, 0, sizeof *d);
}

/* The x of random(x) a native draw stands for: rand(a,b) is floor(random(b-a+1))+a. */
static double native_x(const spg_event *e)
{
    if (e->call == SPG_CALL_RAND)
        return (double)e->b - e->a + 1;
    return e->b;
}

static void native_call(const spg_event *e, char *buf, size_t len)
{
    const char *site = e->site && e->site->name ? e->site->name : "?";
    if (e->call == SPG_CALL_RAND)
        snprintf(buf, len, "%s rand(%d,%d)", site, e->a, e->b);
    else
        snprintf(buf, len, "%s random(%d)", site, e->b);
}

static void script_call(const gml_draw *d, char *buf, size_t len)
{
    snprintf(buf, len, "%s %s [random(%.15g)]", d->site ? d->site->name : "?",
             d->site ? d->site->meaning : "?", d->x);
}

/* The scripts' objects that are tiles, as spelgen's level model names them (level.h):
 * every area's (scrInitLevel's border, scrRoomGen* and scrEntityGen's objects). */
static const struct {
    const char *object;
    int kind;
} object_tiles[] = {
    {"oBrick", SPG_T_BRICK},           {"oBlock", SPG_T_STONE},
    {"oLadderOrange", SPG_T_LADDER},   {"oLadderTop", SPG_T_LADDER_TOP},
    {"oSpikes", SPG_T_SPIKES},         {"oPushBlock", SPG_T_PUSH_BLOCK},
    {"oArrowTrapLeft", SPG_T_ARROW_TRAP_LEFT}, {"oArrowTrapLeftLit", SPG_T_ARROW_TRAP_LEFT},
    {"oArrowTrapRight", SPG_T_ARROW_TRAP_RIGHT},
    {"oArrowTrapRightLit", SPG_T_ARROW_TRAP_RIGHT},
    {"oSacAltarLeft", SPG_T_ALTAR},    {"oSacAltarRight", SPG_T_ALTAR},
    {"oAltarLeft", SPG_T_IDOL_ALTAR},  {"oAltarRight", SPG_T_IDOL_ALTAR},
    {"oBrickSmooth", SPG_T_SHOP_WALL}, {"oSign", SPG_T_SHOP_SIGN},
    {"oSolid", SPG_T_SHOP_ICE}, /* a plain solid: a shop's '+' wall */
    {"oEntrance", SPG_T_ENTRANCE},     {"oExit", SPG_T_EXIT},
    {"oLush", SPG_T_LUSH},             {"oDark", SPG_T_ICE},
    {"oTemple", SPG_T_TEMPLE},         {"oIce", SPG_T_ICE_BLOCK},
    {"oTree", SPG_T_TREE},             {"oWaterSwim", SPG_T_WATER},
    {"oWater", SPG_T_WATER},           {"oLava", SPG_T_LAVA},
    {"oLavaSolid", SPG_T_LAVA_SOLID},  {"oVine", SPG_T_VINE},
    {"oVineTop", SPG_T_VINE},          {"oSpearTrapBottom", SPG_T_SPEAR_TRAP},
    {"oSpearTrapLit", SPG_T_SPEAR_TRAP}, {"oSpearTrapTop", SPG_T_SPEAR_TRAP},
    {"oSmashTrap", SPG_T_SMASH_TRAP},  {"oSmashTrapLit", SPG_T_SMASH_TRAP},
    {"oXMarket", SPG_T_MARKET_DOOR},   {"oGoldDoor", SPG_T_GOLD_DOOR},
    {"oXocBlock", SPG_T_XOC_BLOCK},    {"oTrapBlock", SPG_T_TRAP_BLOCK},
    {"oThinIce", SPG_T_THIN_ICE},      {"oDarkFall", SPG_T_FALLING_BLOCK},
    {"oAlienShip", SPG_T_ALIEN_SHIP},
    {"oGrave", SPG_T_GRAVE},           {"oCeilingTrap", SPG_T_IDOL_TRAP},
};

/* What lies beneath a block made over it (level.h's SPG_TF_BENEATH) */
static bool beneath_kind(int kind)
{
    return kind == SPG_T_LADDER || kind == SPG_T_LADDER_TOP || kind == SPG_T_SPIKES ||
           kind == SPG_T_ENTRANCE || kind == SPG_T_EXIT || kind == SPG_T_WATER ||
           kind == SPG_T_LAVA || kind == SPG_T_VINE;
}

int gml_object_tile(const char *object, const char *sprite)
{
    for (size_t m = 0; m < sizeof object_tiles / sizeof object_tiles[0]; m++)
        if (strcmp(object_tiles[m].object, object) == 0) {
            int kind = object_tiles[m].kind;
            /* the City of Gold's blocks are oTemple drawn as gold (oTemple's Create:
             * sprite_index = sGTemple when global.cityOfGold; the looks pass's
             * sGTempleDown, sGTempleUp...) */
            if (kind == SPG_T_TEMPLE && sprite && strncmp(sprite, "sGTemple", 8) == 0)
                return SPG_T_GOLD_BLOCK;
            return kind;
        }
    return -1;
}

/* The gold a block's look tells (oBrick's, oLush's... Create: sprite_index = sBrickGold
 * under 20, sBrickGoldBig under 30): SPG_C_GOLD, SPG_C_RICH_GOLD or SPG_C_NONE. */
static int sprite_gold(const char *sprite)
{
    size_t n = sprite ? strlen(sprite) : 0;
    if (n > 7 && strcmp(sprite + n - 7, "GoldBig") == 0)
        return SPG_C_RICH_GOLD;
    if (n > 4 && strcmp(sprite + n - 4, "Gold") == 0)
        return SPG_C_GOLD;
    return SPG_C_NONE;
}

void gml_mines_tiles(const struct gml_vm *vm, int w, int h, int *kinds)
{
    for (int i = 0; i < w * h; i++)
        kinds[i] = SPG_T_EMPTY;
    gml_inst_info in;
    for (int i = 0; gml_vm_instance(vm, i, &in); i++) {
        if (in.sprite < 0 || fmod(in.x, 16) != 0 || fmod(in.y, 16) != 0)
            continue;
        int x = (int)(in.x / 16), y = (int)(in.y / 16);
        if (x < 0 || y < 0 || x >= w || y >= h)
            continue;
        int kind = gml_object_tile(in.object, in.sprite_name);
        int *cell = &kinds[y * w + x];
        if (kind < 0 || (beneath_kind(kind) && *cell != SPG_T_EMPTY && !beneath_kind(*cell)))
            continue;
        *cell = kind;
    }
}

/* One cell as both sides can tell it: the kinds of every tile object in it (the top one,
 * what lies beneath, what was covered), the top block's gold and whether it is
 * indestructible. */
typedef struct obj_cell {
    uint64_t kinds; /* bit k: an object of kind k stands here */
    int top;        /* the block (else the last object) */
    int gold;       /* SPG_C_GOLD, SPG_C_RICH_GOLD, SPG_C_NONE */
    bool hard;
    int held;       /* a gem the block's `treasure` names, SPG_C_NONE */
    const char *object; /* the scripts' top object, its sprite */
    const char *sprite;
} obj_cell;

/* An entity as both sides can tell it: its object and its pixel. */
typedef struct obj_ent {
    const char *object;
    int x, y;
} obj_ent;

static int ent_cmp(const void *a, const void *b)
{
    const obj_ent *p = a, *q = b;
    if (p->y != q->y)
        return p->y < q->y ? -1 : 1;
    if (p->x != q->x)
        return p->x < q->x ? -1 : 1;
    return strcmp(p->object, q->object);
}

/* The objects of the entity kinds the collision tests need no object for
 * (objfacts_classic_object has none): the Moai's four (scrRoomGen3), the idol room's
 * door and fronts (scrRoomGen4; its ceiling traps are idol_trap tiles), the tree's platforms (scrEntityGen), the mothership's
 * force field, rOlmec's spectators, the player (scrInitLevel 202-203) and the angry
 * shopkeeper at the exit (scrInitLevel 252). */
static const char *const extra_objects[SPG_E__COUNT] = {
    [SPG_E_MOAI] = "oMoai",           [SPG_E_MOAI_HEAD] = "oMoai2",
    [SPG_E_MOAI_RIGHT] = "oMoai3",    [SPG_E_MOAI_INSIDE] = "oMoaiInside",
    [SPG_E_IDOL_DOOR] = "oDoor",      [SPG_E_TEMPLE_FRONT] = "oTempleFake",
    [SPG_E_TREE_BRANCH] = "oTreeBranch",
    [SPG_E_LEAVES] = "oLeaves",       [SPG_E_FORCE_FIELD] = "oBarrier",
    [SPG_E_PLAYER] = "oPlayer1",       [SPG_E_ANGRY_SHOPKEEPER] = "oShopkeeper",
    [SPG_E_BARRIER_EMITTER] = "oBarrierEmitter",
    [SPG_E_WORSHIP_CAVEMAN] = "oCavemanWorship",
    [SPG_E_WORSHIP_HAWKMAN] = "oHawkmanWorship",
};

/* The items' objects, in spg_item's order (scrGenerateItem's). */
static const char *const item_objects[SPG_ITEM__COUNT] = {
    NULL, "oJetpack", "oCapePickup", "oShotgun", "oMattock", "oTeleporter", "oGloves",
    "oSpectacles", "oWebCannon", "oPistol", "oMitt", "oPaste", "oSpringShoes",
    "oSpikeShoes", "oMachete", "oBombBox", "oBow", "oCompass", "oParaPickup",
    "oRopePile", "oBombBag",
};

/* The object spelgen's entity e stands for, NULL none. */
static const char *entity_of(const spg_entity *e)
{
    if (e->item > SPG_ITEM_NONE && e->item < SPG_ITEM__COUNT)
        return item_objects[e->item];
    const char *o = objfacts_classic_object(e->kind);
    return o ? o : e->kind < SPG_E__COUNT ? extra_objects[e->kind] : NULL;
}

/* The object an entity of the scripts is compared as: spelgen's model has one lamp, where
 * the original makes a red one in a Kissing Parlour and for a Temple room's 'p'
 * (scrRoomGen 429, scrRoomGen4 474); the JSON does not tell them apart. */
static const char *compared_object(const char *object)
{
    return strcmp(object, "oLampRed") == 0 ? "oLamp" : object;
}

/* Whether an object is one spelgen's entities stand for. */
static bool entity_object(const char *object)
{
    for (int k = 0; k < SPG_E__COUNT; k++) {
        const char *o = objfacts_classic_object(k);
        if ((o && strcmp(o, object) == 0) ||
            (extra_objects[k] && strcmp(extra_objects[k], object) == 0))
            return true;
    }
    for (int i = 1; i < SPG_ITEM__COUNT; i++)
        if (strcmp(item_objects[i], object) == 0)
            return true;
    return false;
}

/* The area's earth, of which scrInitLevel makes the border (oBrick, oLush, oDark, oTemple). */
static int area_earth(const spg_level *l)
{
    switch (l->area) {
    case SPG_AREA_JUNGLE: return SPG_T_LUSH;
    case SPG_AREA_ICE_CAVES: return SPG_T_ICE;
    case SPG_AREA_TEMPLE: case SPG_AREA_OLMEC: return SPG_T_TEMPLE;
    default: return SPG_T_BRICK;
    }
}

static int native_top(const spg_level *l, int k)
{
    /* the Temple's shop floor is an oTemple (scrRoomGen4 'b': obj.shopWall = true), which
     * spelgen's model calls shop_floor there only */
    if (k == SPG_T_BORDER ||
        (k == SPG_T_SHOP_WALL && (l->area == SPG_AREA_TEMPLE || l->area == SPG_AREA_OLMEC)))
        return l->flags.city_of_gold ? SPG_T_GOLD_BLOCK : area_earth(l);
    if (k == SPG_T_HARD_BRICK)
        return area_earth(l);
    /* rOlmec's exit is a closed door until Olmec dies: an oEntrance that oFinalBoss's
     * Step replaces by the way out (oXEnd) */
    if (k == SPG_T_EXIT && l->area == SPG_AREA_OLMEC)
        return SPG_T_ENTRANCE;
    /* the tiles the Moai's objects cover: its objects are entities (SPG_E_MOAI...) */
    if (k == SPG_T_MOAI)
        return SPG_T_EMPTY;
    return k;
}

static void kinds_text(uint64_t kinds, char *buf, size_t len)
{
    size_t n = 0;
    buf[0] = 0;
    for (int k = 1; k < SPG_T__COUNT && k < 64; k++)
        if (kinds >> k & 1) {
            int w = snprintf(buf + n, len - n, "%s%s", n ? "+" : "", tile_name(k));
            if (w < 0 || (size_t)w >= len - n)
                return;
            n += (size_t)w;
        }
    if (!n)
        snprintf(buf, len, "nothing");
}

static int name_id(const gml_program *p, const char *name)
{
    for (int i = 0; i < p->nnames; i++)
        if (strcmp(p->names[i], name) == 0)
            return i;
    return -1;
}

/* The gem a block's `treasure` names, what it drops when it breaks (scrRoomGen4 336: the
 * ruby block's "Big Ruby"; 385-390: Lady Xoc's six), SPG_C_NONE for anything else. */
static int treasure_content(const char *t)
{
    if (strcmp(t, "Big Ruby") == 0 || strcmp(t, "Ruby") == 0)
        return SPG_C_RUBY;
    if (strcmp(t, "Sapphire") == 0)
        return SPG_C_SAPPHIRE;
    if (strcmp(t, "Emerald") == 0)
        return SPG_C_EMERALD;
    if (strcmp(t, "Diamond") == 0)
        return SPG_C_DIAMOND;
    return SPG_C_NONE;
}

/* The gem spelgen's cell holds that no entity inside it stands for (a gem made inside a
 * block is an entity on both sides, compared as one): a block's `treasure`. */
static int native_held(const spg_level *l, int x, int y)
{
    const spg_cell *c = &l->cell[y][x];
    if (c->flags & SPG_TF_RUBY) /* the ruby block's treasure besides its vein or gem */
        return SPG_C_RUBY;
    if (c->content != SPG_C_SAPPHIRE && c->content != SPG_C_EMERALD &&
        c->content != SPG_C_RUBY && c->content != SPG_C_DIAMOND)
        return SPG_C_NONE;
    for (int e = l->ent_at[y][x]; e >= 0; e = l->ent[e].next)
        if (!l->ent[e].gone && level_entity_is_content(c, &l->ent[e]))
            return SPG_C_NONE;
    return c->content;
}

/* The scripts' cells and entities from the live instances. */
static int script_side(const struct gml_vm *vm, int w, int h, obj_cell *cells, obj_ent **ents,
                       int *nent)
{
    int inv = name_id(vm->prog, "invincible"), tre = name_id(vm->prog, "treasure"), cap = 0;
    *ents = NULL;
    *nent = 0;
    for (int i = 0; i < vm->ninst; i++) {
        const gml_inst *in = vm->inst[i];
        if (!in->alive)
            continue;
        const gml_program *p = vm->prog;
        const char *object = p->objects[in->object].name;
        const char *sprite = in->sprite >= 0 && in->sprite < p->nsprites
                                 ? p->sprites[in->sprite].name : NULL;
        int kind = gml_object_tile(object, sprite);
        if (kind >= 0 && fmod(in->x, 16) == 0 && fmod(in->y, 16) == 0) {
            int x = (int)(in->x / 16), y = (int)(in->y / 16);
            if (x < 0 || y < 0 || x >= w || y >= h)
                continue;
            obj_cell *c = &cells[y * w + x];
            c->kinds |= 1ull << kind;
            /* gold and indestructibility are any object's of the cell: a door made in
             * a block (oXMarket, oGoldDoor) leaves the block's */
            if (sprite_gold(sprite) != SPG_C_NONE)
                c->gold = sprite_gold(sprite);
            const gml_var *v = inv >= 0 ? gml_inst_var(in, inv) : NULL;
            if (v && !v->v.s && v->v.r != 0)
                c->hard = true;
            const gml_var *t = tre >= 0 ? gml_inst_var(in, tre) : NULL;
            if (t && gml_is_string(t->v) && treasure_content(t->v.s) != SPG_C_NONE)
                c->held = treasure_content(t->v.s);
            if (beneath_kind(kind) && c->top >= 0 && !beneath_kind(c->top))
                continue;
            c->top = kind;
            c->object = object;
            c->sprite = sprite;
            continue;
        }
        if (!entity_object(compared_object(object)))
            continue;
        if (*nent == cap) {
            cap = cap ? cap * 2 : 256;
            obj_ent *n = realloc(*ents, (size_t)cap * sizeof *n);
            if (!n)
                return -1;
            *ents = n;
        }
        (*ents)[(*nent)++] = (obj_ent){compared_object(object), (int)floor(in->x),
                                       (int)floor(in->y)};
    }
    return 0;
}

/* The native port's cells and entities. */
static int native_side(const spg_level *l, obj_cell *cells, obj_ent **ents, int *nent)
{
    int w = l->w, h = l->h;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            obj_cell *c = &cells[y * w + x];
            const spg_cell *nc = &l->cell[y][x];
            c->top = native_top(l, nc->kind);
            /* an idol room's door is its entities (SPG_E_IDOL_DOOR, SPG_E_TEMPLE_FRONT);
             * an idol_trap tile of the plain look is an oCeilingTrap (scrRoomGen4 'C') */
            if (nc->kind == SPG_T_IDOL_TRAP && (nc->flags & SPG_TF_ALT_LOOK))
                c->top = SPG_T_EMPTY;
            if (c->top != SPG_T_EMPTY)
                c->kinds |= 1ull << c->top;
            int under[16];
            int n = level_beneath_at(l, x, y, under, 16);
            for (int i = 0; i < n && i < 16; i++)
                c->kinds |= 1ull << native_top(l, under[i]);
            c->gold = nc->content == SPG_C_GOLD || nc->content == SPG_C_RICH_GOLD
                          ? nc->content : SPG_C_NONE;
            c->hard = level_indestructible_at(l, x, y);
            c->held = native_held(l, x, y);
        }
    *ents = malloc((size_t)(l->nent + 1) * sizeof **ents);
    if (!*ents)
        return -1;
    *nent = 0;
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i];
        const char *o = entity_of(e);
        if (e->gone || !o)
            continue;
        (*ents)[(*nent)++] = (obj_ent){o, e->x * 16 + e->dx, e->y * 16 + e->dy};
    }
    return 0;
}

int gml_compare_objects(const struct gml_vm *vm, const spg_level *l, gml_verdict *out)
{
    int w = l->w, h = l->h, rc = -1;
    obj_cell *sc = calloc((size_t)w * (size_t)h, sizeof *sc);
    obj_cell *nc = calloc((size_t)w * (size_t)h, sizeof *nc);
    obj_ent *se = NULL, *ne = NULL;
    int nse = 0, nne = 0;
    if (!sc || !nc)
        goto done;
    for (int i = 0; i < w * h; i++)
        sc[i].top = -1;
    if (script_side(vm, w, h, sc, &se, &nse) != 0 || native_side(l, nc, &ne, &nne) != 0)
        goto done;
    out->tiles_compared = true;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            const obj_cell *s = &sc[y * w + x], *n = &nc[y * w + x];
            int stop = s->top < 0 ? SPG_T_EMPTY : s->top;
            const char *what = NULL;
            /* the kinds as a set: which of two objects in one cell was made first (a
             * smash trap and the gold door) is no difference a player sees */
            if (s->kinds != n->kinds)
                what = "kinds";
            else if (stop != SPG_T_EMPTY && s->gold != n->gold)
                what = "gold";
            else if (stop != SPG_T_EMPTY && s->hard != n->hard)
                what = "indestructible";
            else if (s->held != n->held)
                what = "treasure";
            if (!what)
                continue;
            if (out->tiles_differ++)
                continue;
            out->tile_x = x;
            out->tile_y = y;
            out->native_kind = n->top;
            out->script_kind = stop;
            char sk[120], nk[120];
            kinds_text(s->kinds, sk, sizeof sk);
            kinds_text(n->kinds, nk, sizeof nk);
            snprintf(out->obj_script, sizeof out->obj_script, "%s [%s] at (%d,%d): %s%s%s%s%s",
                     s->object ? s->object : "no object", s->sprite ? s->sprite : "-",
                     x * 16, y * 16, sk,
                     s->gold ? (s->gold == SPG_C_RICH_GOLD ? " rich gold" : " gold") : "",
                     s->hard ? " indestructible" : "", s->held ? " treasure " : "",
                     s->held ? content_name(s->held) : "");
            snprintf(out->obj_native, sizeof out->obj_native, "%s%s%s%s%s (%s differ)", nk,
                     n->gold ? (n->gold == SPG_C_RICH_GOLD ? " rich gold" : " gold") : "",
                     n->hard ? " indestructible" : "", n->held ? " treasure " : "",
                     n->held ? content_name(n->held) : "", what);
        }
    /* qsort may not be given NULL, even for none (a level with no entity on one side) */
    if (nse)
        qsort(se, (size_t)nse, sizeof *se, ent_cmp);
    if (nne)
        qsort(ne, (size_t)nne, sizeof *ne, ent_cmp);
    int i = 0, j = 0;
    while (i < nse || j < nne) {
        int c = i == nse ? 1 : j == nne ? -1 : ent_cmp(&se[i], &ne[j]);
        if (c == 0) {
            i++, j++;
            continue;
        }
        if (out->entities_differ++ == 0) {
            const obj_ent *e = c < 0 ? &se[i] : &ne[j];
            snprintf(out->ent_at, sizeof out->ent_at, "%s at (%d,%d) only %s", e->object,
                     e->x, e->y, c < 0 ? "the scripts make" : "the native port has");
        }
        if (c < 0)
            i++;
        else
            j++;
    }
    rc = 0;
done:
    free(sc);
    free(nc);
    free(se);
    free(ne);
    return rc;
}

int gml_verify_level(struct gml_vm *vm, gml_draws *rec, const spg_data *data,
                     const spg_options *opt, int level, uint32_t state, spg_result *native,
                     gml_verdict *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    spg_request rq = {.style = SPG_STYLE_CLASSIC, .from_state = true, .seed = state,
                      .level = level, .opt = *opt, .trace = true};
    if (spg_generate(&rq, data, native, err, errlen) != 0)
        return -1;
    rec->n = 0;
    rec->failed = false;
    gml_level_req lr = gml_level_req_of(opt, level, state);
    if (gml_level_build(vm, &lr) != 0) {
        snprintf(err, errlen, "%s", gml_vm_error(vm));
        return -1;
    }
    if (rec->failed) {
        snprintf(err, errlen, "out of memory recording the draws");
        return -1;
    }
    const spg_trace *t = &native->trace;
    out->native_draws = native->draws;
    out->native_end = native->end_state;
    out->script_draws = (uint32_t)rec->n;
    out->script_end = rec->n ? rec->d[rec->n - 1].state : state;
    size_t n = t->ndraws < rec->n ? t->ndraws : rec->n;
    for (size_t k = 0; k < n; k++) {
        const spg_event *e = &t->ev[t->draw_event[k]];
        if (fabs(native_x(e) - rec->d[k].x) > 1e-9) {
            out->first_diff = (uint32_t)k + 1;
            native_call(e, out->native_at, sizeof out->native_at);
            script_call(&rec->d[k], out->script_at, sizeof out->script_at);
            break;
        }
    }
    if (!out->first_diff && t->ndraws != rec->n) {
        out->first_diff = (uint32_t)n + 1;
        if (n < t->ndraws)
            native_call(&t->ev[t->draw_event[n]], out->native_at, sizeof out->native_at);
        else
            snprintf(out->native_at, sizeof out->native_at, "(the level is built)");
        if (n < rec->n)
            script_call(&rec->d[n], out->script_at, sizeof out->script_at);
        else
            snprintf(out->script_at, sizeof out->script_at, "(the level is built)");
    }
    if (gml_compare_objects(vm, &native->level, out) != 0) {
        snprintf(err, errlen, "out of memory comparing the objects");
        return -1;
    }
    out->same = !out->first_diff && out->native_end == out->script_end &&
                out->native_draws == out->script_draws && out->tiles_differ == 0 &&
                out->entities_differ == 0;
    return 0;
}
