/* filter.c — find's filters: parsing their option values, deciding how far a level must
 * be built, testing a level, and describing a match. */
#include "filter.h"

#include <errno.h>
#include <stdarg.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../game.h"
#include "../level_metrics.h"
#include "../styles/classic/classic.h"
#include "reach.h"

/* ---- options ----------------------------------------------------------------------- */

/* The special levels of the areas after the Mines, and the area each can be in (whose
 * levels game.c's table gives). */
static const struct later {
    const char *name, *what;
    spg_area area;
    bool by_path; /* decided by the end of the path phase (all but the graveyard) */
} later[] = {
    {"lake", "flooded levels", SPG_AREA_JUNGLE, true},
    {"black-market", "the Black Market", SPG_AREA_JUNGLE, true},
    {"graveyard", "graveyard levels", SPG_AREA_JUNGLE, false},
    {"moai", "the Moai", SPG_AREA_ICE_CAVES, true},
    {"mothership", "the mothership", SPG_AREA_ICE_CAVES, true},
    {"yeti-lair", "Yeti lairs", SPG_AREA_ICE_CAVES, true},
    {"sacrifice-pit", "sacrifice pits", SPG_AREA_TEMPLE, true},
    {"city-of-gold", "the City of Gold", SPG_AREA_TEMPLE, true},
};
#define NLATER ((int)(sizeof later / sizeof *later))

/* The later[] bits the path phase decides. */
static unsigned later_by_path(void)
{
    unsigned m = 0;
    for (int i = 0; i < NLATER; i++)
        m |= later[i].by_path ? 1u << i : 0;
    return m;
}

static const char *const value_options[] = {"level", "shop", "has", "count-min", "count-max",
                                            "gold-min", "start-col", "exit-col",
                                            "path-length-min", "path-length-max", "drops"};
static const char *const flag_options[] = {"dark", "no-dark", "snake-pit", "no-snake-pit",
                                           "reachable"};

const char *filter_option_name(int i, bool *takes_value)
{
    int nv = (int)(sizeof value_options / sizeof *value_options);
    int nf = (int)(sizeof flag_options / sizeof *flag_options);
    if (i < 0)
        return NULL;
    if (i < nv)
        return *takes_value = true, value_options[i];
    *takes_value = false;
    if (i < nv + nf)
        return flag_options[i - nv];
    return i < nv + nf + NLATER ? later[i - nv - nf].name : NULL;
}

bool filter_is_option(const char *name, bool *takes_value)
{
    for (size_t i = 0; i < sizeof value_options / sizeof *value_options; i++)
        if (strcmp(name, value_options[i]) == 0)
            return *takes_value = true, true;
    for (size_t i = 0; i < sizeof flag_options / sizeof *flag_options; i++)
        if (strcmp(name, flag_options[i]) == 0)
            return *takes_value = false, true;
    for (int i = 0; i < NLATER; i++)
        if (strcmp(name, later[i].name) == 0)
            return *takes_value = false, true;
    return false;
}

/* Whether the level has special `i` of later[]. */
static bool later_flag(const spg_level_flags *f, int i)
{
    const bool v[] = {f->lake, f->black_market, f->graveyard, f->moai, f->mothership, f->yeti_lair,
                      f->sacrifice_pit, f->city_of_gold};
    return i >= 0 && i < (int)(sizeof v / sizeof *v) && v[i];
}

void filter_init(spg_filter *f)
{
    memset(f, 0, sizeof *f);
    f->level = 1;
    f->dark = f->snake_pit = -1;
    f->shop = SPG_FILTER_SHOP_EITHER;
    f->start_col = f->exit_col = -1;
    f->path_min = 0;
    f->path_max = 16;
    f->drops = -1;
    f->gold_min = -1;
}

/* A whole decimal number in [lo,hi]. */
static int parse_long(const char *s, long lo, long hi, long *out)
{
    if (!s || !*s || (*s != '-' && (*s < '0' || *s > '9')))
        return -1;
    errno = 0;
    char *end;
    long v = strtol(s, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

/* "NAME=N" for --count-min/--count-max; --has NAME is NAME>=1. */
static int set_count(spg_filter *f, const char *opt, const char *value, bool is_max, bool has,
                     char *err, size_t errlen)
{
    char name[48];
    const char *eq = has ? NULL : strchr(value, '=');
    size_t n = has ? strlen(value) : eq ? (size_t)(eq - value) : 0;
    if (!has && !eq) {
        snprintf(err, errlen, "--%s: '%s' needs the form THING=N, as in --%s bat=3", opt, value, opt);
        return -1;
    }
    if (n == 0 || n >= sizeof name) {
        snprintf(err, errlen, "--%s: '%.60s' does not name a thing to count; see 'spelgen find --help'",
                 opt, value);
        return -1;
    }
    memcpy(name, value, n);
    name[n] = 0;
    int what = level_countable_find(name);
    if (what < 0) {
        snprintf(err, errlen, "--%s: '%s' is not something find counts; try bat, spider, snake, "
                 "damsel, udjat-chest, golden-idol, kali-altar, giant-spider, arrow-trap, gold-vein "
                 "(all: spelgen find --help)", opt, name);
        return -1;
    }
    long v = 1;
    if (!has && parse_long(eq + 1, 0, 100000, &v) != 0) {
        snprintf(err, errlen, "--%s: '%.40s' is not a count; give a whole number 0-100000", opt, eq + 1);
        return -1;
    }
    spg_count_bound *b = NULL;
    for (int i = 0; i < f->ncounts; i++)
        if (f->counts[i].what == what)
            b = &f->counts[i];
    if (!b) {
        if (f->ncounts >= SPG_FILTER_MAX_COUNTS) {
            snprintf(err, errlen, "--%s: at most %d things can be counted at once", opt,
                     SPG_FILTER_MAX_COUNTS);
            return -1;
        }
        b = &f->counts[f->ncounts++];
        *b = (spg_count_bound){what, 0, INT_MAX};
    }
    if (is_max)
        b->max = (int)v;
    else if ((int)v > b->min)
        b->min = (int)v;
    return 0;
}

static int set_col(const char *opt, const char *value, int *out, char *err, size_t errlen)
{
    long v;
    if (parse_long(value, 0, 3, &v) != 0) {
        snprintf(err, errlen, "--%s: '%.40s' is not a room column; columns are 0-3, left to right",
                 opt, value);
        return -1;
    }
    *out = (int)v;
    return 0;
}

int filter_set(spg_filter *f, const char *name, const char *value, char *err, size_t errlen)
{
    bool takes;
    if (!filter_is_option(name, &takes)) {
        snprintf(err, errlen, "--%.40s is not a filter", name);
        return -1;
    }
    for (int i = 0; i < NLATER; i++)
        if (strcmp(name, later[i].name) == 0) {
            f->later |= 1u << i;
            return 0;
        }
    if (takes && !value) {
        snprintf(err, errlen, "--%s needs a value", name);
        return -1;
    }
    long v;
    if (strcmp(name, "level") == 0) {
        if (parse_long(value, 1, SPG_MAX_LEVEL, &v) != 0) {
            snprintf(err, errlen, "--level: '%.40s' is not a level; levels are 1-%d",
                     value, SPG_MAX_LEVEL);
            return -1;
        }
        f->level = (int)v;
    } else if (strcmp(name, "dark") == 0 || strcmp(name, "no-dark") == 0) {
        f->dark = name[0] != 'n';
    } else if (strcmp(name, "snake-pit") == 0 || strcmp(name, "no-snake-pit") == 0) {
        f->snake_pit = name[0] != 'n';
    } else if (strcmp(name, "reachable") == 0) {
        f->reachable = true;
    } else if (strcmp(name, "shop") == 0) {
        if (strcmp(value, "any") == 0) {
            f->shop = SPG_FILTER_SHOP_ANY;
            return 0;
        }
        if (strcmp(value, "none") == 0) {
            f->shop = SPG_SHOP_NONE;
            return 0;
        }
        for (int k = 0; k < SPG_SHOP__COUNT; k++)
            if (strcmp(value, shop_id(k)) == 0) {
                f->shop = k;
                return 0;
            }
        snprintf(err, errlen, "--shop: '%.40s' is not a shop kind; kinds: general-store, bomb-shop, "
                 "weapon-shop, rare-shop, clothing-shop, dice-house, kissing-parlor, any, none", value);
        return -1;
    } else if (strcmp(name, "has") == 0) {
        return set_count(f, name, value, false, true, err, errlen);
    } else if (strcmp(name, "count-min") == 0 || strcmp(name, "count-max") == 0) {
        return set_count(f, name, value, strcmp(name, "count-max") == 0, false, err, errlen);
    } else if (strcmp(name, "gold-min") == 0) {
        if (parse_long(value, 0, 100000000, &v) != 0) {
            snprintf(err, errlen, "--gold-min: '%.40s' is not an amount; give whole dollars 0-100000000",
                     value);
            return -1;
        }
        f->gold_min = v;
    } else if (strcmp(name, "start-col") == 0) {
        return set_col(name, value, &f->start_col, err, errlen);
    } else if (strcmp(name, "exit-col") == 0) {
        return set_col(name, value, &f->exit_col, err, errlen);
    } else if (strcmp(name, "path-length-min") == 0 || strcmp(name, "path-length-max") == 0) {
        if (parse_long(value, 1, 16, &v) != 0) {
            snprintf(err, errlen, "--%s: '%.40s' is not a number of rooms; give 1-16", name, value);
            return -1;
        }
        *(strcmp(name, "path-length-min") == 0 ? &f->path_min : &f->path_max) = (int)v;
    } else if (strcmp(name, "drops") == 0) {
        if (parse_long(value, 0, 2, &v) != 0) {
            snprintf(err, errlen, "--drops: '%.40s' is not a number of straight drops; give 0-2",
                     value);
            return -1;
        }
        f->drops = (int)v;
    }
    return 0;
}

int filter_check(const spg_filter *f, char *err, size_t errlen)
{
    for (int i = 0; i < NLATER; i++)
        if ((f->later >> i & 1) && area_of_level(f->level) != later[i].area) {
            snprintf(err, errlen, "--%s: %s come in the %s (levels %d-%d), and --level %d is not "
                     "one of them: no level can match", later[i].name, later[i].what,
                     area_name(later[i].area), area_first_level(later[i].area),
                     area_last_level(later[i].area), f->level);
            return -1;
        }
    if (f->path_min > f->path_max) {
        snprintf(err, errlen, "--path-length-min %d is more than --path-length-max %d: no level "
                 "can match", f->path_min, f->path_max);
        return -1;
    }
    for (int i = 0; i < f->ncounts; i++)
        if (f->counts[i].min > f->counts[i].max) {
            snprintf(err, errlen, "%s: at least %d and at most %d: no level can match",
                     level_countable_name(f->counts[i].what), f->counts[i].min, f->counts[i].max);
            return -1;
        }
    return 0;
}

bool filter_has_path_part(const spg_filter *f)
{
    return f->start_col >= 0 || f->exit_col >= 0 || f->path_min > 0 || f->path_max < 16 ||
           f->drops >= 0 || f->shop != SPG_FILTER_SHOP_EITHER || f->snake_pit >= 0 ||
           (f->later & later_by_path());
}

spg_need filter_need(const spg_filter *f)
{
    if (f->reachable || f->gold_min >= 0 || f->ncounts > 0)
        return SPG_NEED_FULL;
    /* a shop's kind is rolled as its room is built, dark among the level rolls after;
     * the later areas' special levels are all known by then (the graveyard, last, as
     * the rooms are built) */
    if (f->dark >= 0 || f->shop >= 0 || (f->later & ~later_by_path()))
        return SPG_NEED_ROLLS;
    return SPG_NEED_PATH;
}

bool filter_match_plan(const spg_filter *f, const classic_plan *p)
{
    if (f->start_col >= 0 && p->start_x != f->start_col)
        return false;
    if (f->exit_col >= 0 && p->exit_x != f->exit_col)
        return false;
    int n = level_rooms_on_path(p->rooms);
    if (n < f->path_min || n > f->path_max)
        return false;
    if (f->drops >= 0 && level_rooms_straight_drops(p->rooms) != f->drops)
        return false;
    if (f->snake_pit >= 0 && p->flags.snake_pit != (f->snake_pit == 1))
        return false;
    /* the path phase picks the shop's room; its kind comes with the rooms */
    bool shop_room = p->flags.shop_rx >= 0;
    if (f->shop == SPG_SHOP_NONE && shop_room)
        return false;
    if ((f->shop == SPG_FILTER_SHOP_ANY || f->shop >= 0) && !shop_room)
        return false;
    for (int i = 0; i < NLATER; i++)
        if (later[i].by_path && (f->later >> i & 1) && !later_flag(&p->flags, i))
            return false;
    return true;
}

bool filter_match_path(const spg_filter *f, const spg_level *l)
{
    classic_plan p;
    classic_plan_of(l, &p);
    return filter_match_plan(f, &p);
}

bool filter_match(const spg_filter *f, const spg_level *l)
{
    if (!filter_match_path(f, l))
        return false;
    if (f->shop >= 0 && l->flags.shop != f->shop)
        return false;
    if (f->dark >= 0 && l->flags.dark != (f->dark == 1))
        return false;
    for (int i = 0; i < NLATER; i++)
        if ((f->later >> i & 1) && !later_flag(&l->flags, i))
            return false;
    for (int i = 0; i < f->ncounts; i++) {
        int n = level_count(l, f->counts[i].what);
        if (n < f->counts[i].min || n > f->counts[i].max)
            return false;
    }
    if (f->gold_min >= 0 && level_gold_value(l) < f->gold_min)
        return false;
    /* last: the search costs more than the rest together */
    if (f->reachable && !reach_exit(l, NULL))
        return false;
    return true;
}

/* ---- summaries --------------------------------------------------------------------- */

/* Appends to buf like snprintf, never past len. */
static void add(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void add(char *buf, size_t len, const char *fmt, ...)
{
    size_t at = strlen(buf);
    if (at + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + at, len - at, fmt, ap);
    va_end(ap);
}

static const char *yes(bool b) { return b ? "yes" : "no"; }

/* The path phase's words (text) or members (JSON) of a summary. */
static void plan_words(const classic_plan *p, bool json, bool shop_and_pit, char *buf, size_t len)
{
    if (json) {
        add(buf, len, "\"start\":%d,\"exit\":%d,\"path_rooms\":%d,\"straight_drops\":%d",
            p->start_x, p->exit_x, level_rooms_on_path(p->rooms), level_rooms_straight_drops(p->rooms));
        if (p->flags.shop_rx >= 0)
            add(buf, len, ",\"shop_room\":[%d,%d]", p->flags.shop_rx, p->flags.shop_ry);
        else
            add(buf, len, ",\"shop_room\":null");
        add(buf, len, ",\"snake_pit\":%s", p->flags.snake_pit ? "true" : "false");
        return;
    }
    add(buf, len, "start=%d exit=%d path=%d drops=%d", p->start_x, p->exit_x,
        level_rooms_on_path(p->rooms), level_rooms_straight_drops(p->rooms));
    if (!shop_and_pit)
        return;
    if (p->flags.shop_rx >= 0)
        add(buf, len, " shop-room=%d,%d", p->flags.shop_rx, p->flags.shop_ry);
    else
        add(buf, len, " shop-room=none");
    add(buf, len, " snake-pit=%s", yes(p->flags.snake_pit));
}

void filter_summary_plan(const classic_plan *p, bool json, char *buf, size_t len)
{
    if (!len)
        return;
    buf[0] = 0;
    plan_words(p, json, true, buf, len);
}

void filter_summary(const spg_level *l, spg_need built, int reach, char *buf, size_t len)
{
    if (!len)
        return;
    buf[0] = 0;
    classic_plan p;
    classic_plan_of(l, &p);
    plan_words(&p, false, built == SPG_NEED_PATH, buf, len);
    if (built == SPG_NEED_PATH)
        return;
    add(buf, len, " shop=%s snake-pit=%s dark=%s udjat=%s altar=%s idol=%s damsel=%s",
        l->flags.shop >= 0 ? shop_id(l->flags.shop) : "none", yes(l->flags.snake_pit),
        yes(l->flags.dark), yes(l->flags.udjat), yes(l->flags.altar), yes(l->flags.idol),
        yes(level_count(l, level_countable_find("damsel")) > 0));
    add(buf, len, " bats=%d spiders=%d snakes=%d gold=%ld",
        level_count(l, level_countable_find("bat")), level_count(l, level_countable_find("spider")),
        level_count(l, level_countable_find("snake")), level_gold_value(l));
    if (reach >= 0)
        add(buf, len, " reach=%s", yes(reach == 1));
}

static const char *jbool(bool b) { return b ? "true" : "false"; }

void filter_summary_json(const spg_level *l, spg_need built, int reach, char *buf, size_t len)
{
    if (!len)
        return;
    buf[0] = 0;
    classic_plan p;
    classic_plan_of(l, &p);
    plan_words(&p, true, true, buf, len);
    if (built == SPG_NEED_PATH)
        return;
    if (l->flags.shop >= 0)
        add(buf, len, ",\"shop\":\"%s\"", shop_id(l->flags.shop));
    else
        add(buf, len, ",\"shop\":null");
    add(buf, len, ",\"dark\":%s,\"udjat\":%s,\"altar\":%s,\"idol\":%s,\"damsel\":%s",
        jbool(l->flags.dark), jbool(l->flags.udjat), jbool(l->flags.altar), jbool(l->flags.idol),
        jbool(level_count(l, level_countable_find("damsel")) > 0));
    add(buf, len, ",\"bats\":%d,\"spiders\":%d,\"snakes\":%d,\"gold\":%ld",
        level_count(l, level_countable_find("bat")), level_count(l, level_countable_find("spider")),
        level_count(l, level_countable_find("snake")), level_gold_value(l));
    if (reach >= 0)
        add(buf, len, ",\"reachable\":%s", jbool(reach == 1));
}
