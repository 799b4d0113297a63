/* objfacts.c — the object-facts format (see objfacts.h): a line-at-a-time parser that
 * never reads past its buffer and quotes input bytes escaped, the look-ups, the writer,
 * and which of the original's objects the classic style's kinds and tests name. */
#include "objfacts.h"

#include <stdarg.h>
#include <stdint.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../level.h"
#include "dataparse.h"

enum { COORD_MAX = 4096, EXCERPT_MAX = 32 };

/* A name as the file wrote it, until the references are resolved. */
typedef struct pending {
    char parent[OBJFACTS_NAME_MAX + 1], sprite[OBJFACTS_NAME_MAX + 1],
        mask[OBJFACTS_NAME_MAX + 1];
    int line;
} pending;

typedef struct parser {
    const char *file;
    char *err;
    size_t errlen;
    spg_objfacts f;
    pending *pend;
    int obj_cap, spr_cap;
    int *spr_line;
} parser;

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int fail(parser *p, int line, const char *fmt, ...)
{
    int n = snprintf(p->err, p->errlen, "%s:%d: ", p->file, line);
    if (n >= 0 && (size_t)n < p->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(p->err + n, p->errlen - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* The token at s[0..n) as printable text, cut to EXCERPT_MAX bytes. */
static const char *excerpt(char *buf, size_t bufsz, const char *s, size_t n)
{
    return err_excerpt(buf, bufsz, s, n, EXCERPT_MAX);
}

static bool is_word(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

/* Copies a name (or "-": the empty string) after checking it. */
static int take_name(parser *p, int line, const char *what, const char *s, size_t n,
                     bool dash_ok, char *out)
{
    char ex[EXCERPT_MAX * 4 + 8];
    if (dash_ok && is_word(s, n, "-")) {
        out[0] = 0;
        return 0;
    }
    if (n > OBJFACTS_NAME_MAX)
        return fail(p, line, "%s '%s' is longer than %d characters", what,
                    excerpt(ex, sizeof ex, s, n), OBJFACTS_NAME_MAX);
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '_'))
            return fail(p, line, "%s '%s' is not a name (letters, digits and _%s)", what,
                        excerpt(ex, sizeof ex, s, n), dash_ok ? ", or - for none" : "");
    }
    memcpy(out, s, n);
    out[n] = 0;
    return 0;
}

static int take_int(parser *p, int line, const char *what, const char *s, size_t n, int *out)
{
    char ex[EXCERPT_MAX * 4 + 8];
    long v = 0;
    size_t i = 0;
    bool neg = n > 0 && s[0] == '-';
    if (neg)
        i++;
    if (i == n)
        goto bad;
    for (; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            goto bad;
        v = v * 10 + (s[i] - '0');
        if (v > COORD_MAX)
            goto bad;
    }
    *out = (int)(neg ? -v : v);
    return 0;
bad:
    return fail(p, line, "%s '%s' is not a whole number in -%d..%d", what,
                excerpt(ex, sizeof ex, s, n), COORD_MAX, COORD_MAX);
}

static int find_obj(const spg_objfacts *f, const char *name)
{
    for (int i = 0; i < f->nobj; i++)
        if (strcmp(f->obj[i].name, name) == 0)
            return i;
    return -1;
}

static int find_spr(const spg_objfacts *f, const char *name)
{
    for (int i = 0; i < f->nspr; i++)
        if (strcmp(f->spr[i].name, name) == 0)
            return i;
    return -1;
}

static int line_object(parser *p, int line, const char **tok, const size_t *tl, int k)
{
    if (k != 5)
        return fail(p, line, "an object line is: object NAME PARENT SPRITE MASK (%d words here)",
                    k);
    spg_object_facts o = {.parent = -1, .sprite = -1, .mask = -1};
    pending pe = {.line = line};
    if (take_name(p, line, "object", tok[1], tl[1], false, o.name) ||
        take_name(p, line, "parent", tok[2], tl[2], true, pe.parent) ||
        take_name(p, line, "sprite", tok[3], tl[3], true, pe.sprite) ||
        take_name(p, line, "mask", tok[4], tl[4], true, pe.mask))
        return -1;
    int dup = find_obj(&p->f, o.name);
    if (dup >= 0)
        return fail(p, line, "object %s is already given (line %d)", o.name, p->pend[dup].line);
    if (p->f.nobj == p->obj_cap) {
        int cap = p->obj_cap ? p->obj_cap * 2 : 64;
        spg_object_facts *no = realloc(p->f.obj, (size_t)cap * sizeof *no);
        if (!no)
            return fail(p, line, "out of memory");
        p->f.obj = no;
        pending *np = realloc(p->pend, (size_t)cap * sizeof *np);
        if (!np)
            return fail(p, line, "out of memory");
        p->pend = np;
        p->obj_cap = cap;
    }
    p->pend[p->f.nobj] = pe;
    p->f.obj[p->f.nobj++] = o;
    return 0;
}

static int line_sprite(parser *p, int line, const char **tok, const size_t *tl, int k)
{
    if (k != 8)
        return fail(p, line,
                    "a sprite line is: sprite NAME ORIGIN_X ORIGIN_Y LEFT TOP RIGHT BOTTOM "
                    "(%d words here)", k);
    spg_sprite_facts s;
    memset(&s, 0, sizeof s);
    if (take_name(p, line, "sprite", tok[1], tl[1], false, s.name) ||
        take_int(p, line, "origin x", tok[2], tl[2], &s.origin_x) ||
        take_int(p, line, "origin y", tok[3], tl[3], &s.origin_y) ||
        take_int(p, line, "left", tok[4], tl[4], &s.left) ||
        take_int(p, line, "top", tok[5], tl[5], &s.top) ||
        take_int(p, line, "right", tok[6], tl[6], &s.right) ||
        take_int(p, line, "bottom", tok[7], tl[7], &s.bottom))
        return -1;
    if (s.left > s.right || s.top > s.bottom)
        return fail(p, line, "sprite %s: its box (left %d top %d right %d bottom %d) is empty",
                    s.name, s.left, s.top, s.right, s.bottom);
    int dup = find_spr(&p->f, s.name);
    if (dup >= 0)
        return fail(p, line, "sprite %s is already given (line %d)", s.name, p->spr_line[dup]);
    if (p->f.nspr == p->spr_cap) {
        int cap = p->spr_cap ? p->spr_cap * 2 : 64;
        spg_sprite_facts *ns = realloc(p->f.spr, (size_t)cap * sizeof *ns);
        if (!ns)
            return fail(p, line, "out of memory");
        p->f.spr = ns;
        int *nl = realloc(p->spr_line, (size_t)cap * sizeof *nl);
        if (!nl)
            return fail(p, line, "out of memory");
        p->spr_line = nl;
        p->spr_cap = cap;
    }
    p->spr_line[p->f.nspr] = line;
    p->f.spr[p->f.nspr++] = s;
    return 0;
}

static int parse_line(parser *p, int line, const char *s, size_t n)
{
    const char *tok[8];
    size_t tl[8];
    int k = dataparse_words(s, n, tok, tl, 8);
    if (k == 0)
        return 0;
    char ex[EXCERPT_MAX * 4 + 8];
    if (is_word(tok[0], tl[0], "object"))
        return line_object(p, line, tok, tl, k);
    if (is_word(tok[0], tl[0], "sprite"))
        return line_sprite(p, line, tok, tl, k);
    return fail(p, line, "'%s': a line is an object or a sprite (object NAME PARENT SPRITE MASK, "
                "sprite NAME ORIGIN_X ORIGIN_Y LEFT TOP RIGHT BOTTOM)",
                excerpt(ex, sizeof ex, tok[0], tl[0]));
}

/* Turns the names the objects gave into indices and refuses cycles. */
static int resolve(parser *p)
{
    spg_objfacts *f = &p->f;
    for (int i = 0; i < f->nobj; i++) {
        const pending *pe = &p->pend[i];
        spg_object_facts *o = &f->obj[i];
        if (pe->parent[0] && (o->parent = find_obj(f, pe->parent)) < 0)
            return fail(p, pe->line, "object %s: its parent %s is not an object of the file",
                        o->name, pe->parent);
        if (pe->sprite[0] && (o->sprite = find_spr(f, pe->sprite)) < 0)
            return fail(p, pe->line, "object %s: its sprite %s is not a sprite of the file",
                        o->name, pe->sprite);
        if (pe->mask[0] && (o->mask = find_spr(f, pe->mask)) < 0)
            return fail(p, pe->line, "object %s: its mask %s is not a sprite of the file",
                        o->name, pe->mask);
    }
    for (int i = 0; i < f->nobj; i++) {
        int a = f->obj[i].parent;
        for (int steps = 0; a >= 0; steps++, a = f->obj[a].parent)
            if (steps >= f->nobj || a == i)
                return fail(p, p->pend[i].line, "object %s is its own ancestor", f->obj[i].name);
    }
    return 0;
}

int objfacts_parse(const char *text, size_t len, const char *file, spg_objfacts *out,
                   char *err, size_t errlen)
{
    parser p = {.file = file, .err = err, .errlen = errlen};
    int line = 1, rc = 0;
    size_t i = 0;
    while (i < len && rc == 0) {
        size_t st = i;
        while (i < len && text[i] != '\n')
            i++;
        rc = parse_line(&p, line, text + st, i - st);
        i++;
        line++;
    }
    if (rc == 0)
        rc = resolve(&p);
    free(p.pend);
    free(p.spr_line);
    if (rc != 0) {
        objfacts_free(&p.f);
        return -1;
    }
    *out = p.f;
    return 0;
}

int objfacts_load(const char *path, spg_objfacts *out, char *err, size_t errlen)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return err_sys(err, errlen, path, "open", errno);
    char *buf;
    size_t n;
    int why = 0;
    dataparse_read_rc got = dataparse_read(fp, SIZE_MAX, &buf, &n, &why);
    fclose(fp);
    if (got == DATAPARSE_READ_FAILED)
        return err_sys(err, errlen, path, "read", why);
    if (got != DATAPARSE_READ_OK)
        return err_set(err, errlen, "%s: cannot read the file: out of memory", path);
    int rc = objfacts_parse(buf, n, path, out, err, errlen);
    free(buf);
    return rc;
}

void objfacts_free(spg_objfacts *f)
{
    free(f->obj);
    free(f->spr);
    memset(f, 0, sizeof *f);
}

int objfacts_object(const spg_objfacts *f, const char *name)
{
    return find_obj(f, name);
}

bool objfacts_is_a(const spg_objfacts *f, int obj, int ancestor)
{
    for (int steps = 0; obj >= 0 && steps <= f->nobj; steps++, obj = f->obj[obj].parent)
        if (obj == ancestor)
            return true;
    return false;
}

bool objfacts_box(const spg_objfacts *f, int obj, int *l, int *t, int *r, int *b)
{
    if (obj < 0 || obj >= f->nobj)
        return false;
    int s = f->obj[obj].mask >= 0 ? f->obj[obj].mask : f->obj[obj].sprite;
    if (s < 0)
        return false;
    const spg_sprite_facts *sp = &f->spr[s];
    *l = sp->left - sp->origin_x;
    *t = sp->top - sp->origin_y;
    *r = sp->right - sp->origin_x;
    *b = sp->bottom - sp->origin_y;
    return true;
}

int objfacts_write(FILE *out, const spg_objfacts *f, const char *header)
{
    if (header)
        fputs(header, out);
    fputs("# object NAME PARENT SPRITE MASK (- none)\n", out);
    for (int i = 0; i < f->nobj; i++) {
        const spg_object_facts *o = &f->obj[i];
        fprintf(out, "object %s %s %s %s\n", o->name, o->parent >= 0 ? f->obj[o->parent].name : "-",
                o->sprite >= 0 ? f->spr[o->sprite].name : "-",
                o->mask >= 0 ? f->spr[o->mask].name : "-");
    }
    fputs("# sprite NAME ORIGIN_X ORIGIN_Y LEFT TOP RIGHT BOTTOM (the box inclusive)\n", out);
    for (int i = 0; i < f->nspr; i++) {
        const spg_sprite_facts *s = &f->spr[i];
        fprintf(out, "sprite %s %d %d %d %d %d %d\n", s->name, s->origin_x, s->origin_y, s->left,
                s->top, s->right, s->bottom);
    }
    return ferror(out) ? -1 : 0;
}

/* Which of the original's objects each of the classic style's entity kinds is: the one
 * its generation scripts create for it (scrEntityGen, scrTreasureGen, scrRoomGen*,
 * scrGenerateItem; the Skeleton's fake bones are oFakeBones).  A kind not here has no
 * object of its own the tests need: its box is its tile's. */
static const char *const classic_objects[SPG_E__COUNT] = {
    [SPG_E_GIANT_SPIDER] = "oGiantSpiderHang",
    [SPG_E_BAT] = "oBat",
    [SPG_E_SPIDER] = "oSpiderHang",
    [SPG_E_SNAKE] = "oSnake",
    [SPG_E_CAVEMAN] = "oCaveman",
    [SPG_E_SCARAB] = "oScarab",
    [SPG_E_SHOPKEEPER] = "oShopkeeper",
    [SPG_E_LAMP] = "oLamp",
    [SPG_E_WEB] = "oWeb",
    [SPG_E_BONES] = "oBones",
    [SPG_E_SKULL] = "oSkull",
    [SPG_E_SKELETON] = "oFakeBones",
    [SPG_E_ROCK] = "oRock",
    [SPG_E_JAR] = "oJar",
    [SPG_E_CRATE] = "oCrate",
    [SPG_E_CHEST] = "oChest",
    [SPG_E_LOCKED_CHEST] = "oLockedChest",
    [SPG_E_KEY] = "oKey",
    [SPG_E_DAMSEL] = "oDamsel",
    [SPG_E_GOLD_BAR] = "oGoldBar",
    [SPG_E_GOLD_BARS] = "oGoldBars",
    [SPG_E_EMERALD_BIG] = "oEmeraldBig",
    [SPG_E_SAPPHIRE_BIG] = "oSapphireBig",
    [SPG_E_RUBY_BIG] = "oRubyBig",
    [SPG_E_GOLD_NUGGET] = "oGoldNugget",
    [SPG_E_GOLDEN_IDOL] = "oGoldIdol",
    [SPG_E_CRYSTAL_SKULL] = "oCrystalSkull",
    [SPG_E_BOULDER] = "oGiantTikiHead",
    [SPG_E_KALI_HEAD] = "oKaliHead",
    [SPG_E_DICE] = "oDice",
    [SPG_E_MATTOCK] = "oMattock",
    [SPG_E_FLARE_CRATE] = "oFlareCrate",
    [SPG_E_JETPACK] = "oJetpack",
    [SPG_E_ANKH] = "oAnkh",
    [SPG_E_CROWN] = "oCrown",
    [SPG_E_SHOTGUN] = "oShotgun",
    [SPG_E_MANTRAP] = "oManTrap",
    [SPG_E_FROG] = "oFrog",
    [SPG_E_FIRE_FROG] = "oFireFrog",
    [SPG_E_MONKEY] = "oMonkey",
    [SPG_E_PIRANHA] = "oPiranha",
    [SPG_E_DEAD_FISH] = "oDeadFish",
    [SPG_E_MEGA_MOUTH] = "oJaws",
    [SPG_E_ZOMBIE] = "oZombie",
    [SPG_E_VAMPIRE] = "oVampire",
    [SPG_E_TIKI_TORCH] = "oTikiTorch",
    [SPG_E_UFO] = "oUFO",
    [SPG_E_YETI] = "oYeti",
    [SPG_E_YETI_KING] = "oYetiKing",
    [SPG_E_ALIEN] = "oAlien",
    [SPG_E_ALIEN_BOSS] = "oAlienBoss",
    [SPG_E_SPRING_TRAP] = "oSpringTrap",
    [SPG_E_FROZEN_CAVEMAN] = "oFrozenCaveman",
    [SPG_E_TOMB_LORD] = "oTombLord",
    [SPG_E_HAWKMAN] = "oHawkman",
    [SPG_E_MAGMAMAN] = "oMagmaMan",
    [SPG_E_OLMEC] = "oOlmec",
};

const char *objfacts_classic_object(int kind)
{
    return kind >= 0 && kind < SPG_E__COUNT ? classic_objects[kind] : NULL;
}

/* In the order of collide.h's classes CO_SOLID, CO_TREASURE, CO_CHEST, CO_ENEMY, CO_IDOL:
 * the objects scrTreasureGen and scrEntityGen name in their collision_point and
 * distance_to_object tests. */
static const char *const classic_classes[] = {"oSolid", "oTreasure", "oChest", "oEnemy",
                                              "oGoldIdol"};

const char *objfacts_classic_class(int cls)
{
    return cls >= 0 && cls < (int)(sizeof classic_classes / sizeof classic_classes[0])
               ? classic_classes[cls]
               : NULL;
}
