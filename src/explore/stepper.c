/* stepper.c — the step model: replaying a trace prefix, with snapshots for quick jumps.
 * No curses here: the explorer, its tests, the fuzzer and the bench link it alike. */
#include "stepper.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>


void step_blank(step_state *st, const spg_result *res)
{
    const spg_level *r = &res->level;
    /* level_reset clears the whole struct, so copies compare equal byte for byte */
    memset(st, 0, sizeof *st);
    level_reset(&st->L, r->w, r->h, r->room_x0, r->room_y0, r->room_w, r->room_h);
    st->L.number = r->number;
    st->L.area = r->area;
    for (int y = 0; y < SPG_ROOMS_Y; y++)
        for (int x = 0; x < SPG_ROOMS_X; x++)
            st->layout[y][x] = -1;
    st->phase = -1;
}

static void set_flag(step_state *st, const char *name, int value)
{
    if (!name)
        return;
    for (int i = 0; i < st->nflags; i++)
        if (st->flag[i].name == name || strcmp(st->flag[i].name, name) == 0) {
            st->flag[i].value = value;
            return;
        }
    if (st->nflags < STEP_MAX_FLAGS) {
        st->flag[st->nflags].name = name;
        st->flag[st->nflags].value = value;
        st->nflags++;
    }
}

void step_apply(step_state *st, const spg_result *res, const spg_event *e)
{
    spg_level *L = &st->L;
    int x = e->focus.x, y = e->focus.y;
    bool in_grid = x >= 0 && y >= 0 && x < SPG_MAX_W && y < level_rows(L);
    switch (e->kind) {
    case SPG_EV_DRAW:
        st->draws++;
        break;
    case SPG_EV_PHASE:
        st->phase = (int)e->value;
        break;
    case SPG_EV_ROOM_CODE:
        if (e->rx >= 0 && e->ry >= 0 && e->rx < SPG_ROOMS_X && e->ry < SPG_ROOMS_Y)
            L->rooms[e->ry][e->rx] = (int8_t)e->value;
        break;
    case SPG_EV_LAYOUT:
        if (e->rx >= 0 && e->ry >= 0 && e->rx < SPG_ROOMS_X && e->ry < SPG_ROOMS_Y) {
            st->layout[e->ry][e->rx] = (int16_t)e->value;
            st->layout_name[e->ry][e->rx] = e->text;
        }
        break;
    case SPG_EV_CHUNK:
        st->nchunks++;
        break;
    case SPG_EV_TILE:
        if (in_grid) {
            /* an object the finished level lists as covered here (level_cover) is covered
             * when another tile is made over it: the trace does not say so, the level does */
            for (int i = 0; i < res->level.ncovered; i++)
                if (res->level.covered[i].x == x && res->level.covered[i].y == y &&
                    res->level.covered[i].kind == L->cell[y][x].kind && e->value != L->cell[y][x].kind)
                    level_cover(L, x, y);
            L->cell[y][x].kind = (uint8_t)e->value;
            L->cell[y][x].content = (uint8_t)e->a;
            L->cell[y][x].flags = (uint16_t)e->b;
        }
        break;
    case SPG_EV_ENTITY:
    case SPG_EV_ENTITY_GONE: {
        int id = (int)e->a;
        if (id < 0 || id >= SPG_MAX_ENTITIES)
            break;
        if (e->kind == SPG_EV_ENTITY) {
            /* the trace does not carry an entity's info, item and place in its tile (a
             * gem hidden in a block, which item is for sale, a gold bar 8 px in); ids
             * never change, so the finished level still has them */
            const spg_entity *fin = id < res->level.nent ? &res->level.ent[id] : NULL;
            L->ent[id] = (spg_entity){(int16_t)x, (int16_t)y, (uint8_t)e->value, 0,
                                      fin ? fin->info : 0, -1, -1, fin ? fin->item : 0,
                                      fin ? fin->dx : 0, fin ? fin->dy : 0};
            if (L->nent <= id)
                L->nent = id + 1;
        } else if (id < L->nent) {
            L->ent[id].gone = 1;
        }
        break;
    }
    case SPG_EV_FLAG:
        set_flag(st, e->text, (int)e->value);
        break;
    default:
        break; /* notes change nothing */
    }
    st->applied++;
}

static void replay_to(const stepper *s, step_state *st, size_t target)
{
    const spg_event *ev = s->res->trace.ev;
    while (st->applied < target)
        step_apply(st, s->res, &ev[st->applied]);
}

size_t stepper_events_at(const stepper *s, uint32_t pos)
{
    if (pos >= s->ndraws)
        return s->nev;
    return s->res->trace.draw_event[pos]; /* the event of draw pos+1: everything before it */
}

const spg_event *stepper_draw(const stepper *s, uint32_t d)
{
    if (d == 0 || d > s->ndraws)
        return NULL;
    return &s->res->trace.ev[s->res->trace.draw_event[d - 1]];
}

uint32_t stepper_pos_of_event(const stepper *s, size_t i)
{
    /* draw_event is increasing: count its entries <= i */
    const uint32_t *de = s->res->trace.draw_event;
    size_t lo = 0, hi = s->ndraws;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (de[mid] <= i)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (uint32_t)lo;
}

uint32_t stepper_rng_state(const stepper *s, uint32_t pos)
{
    const spg_event *e = stepper_draw(s, pos);
    return e ? e->state : s->res->start_state;
}

bool stepper_room_of(const stepper *s, spg_focus f, int *rx, int *ry)
{
    return f.x >= 0 && level_room_of(&s->res->level, f.x, f.y, rx, ry);
}

step_group_rule stepper_group_rule(const spg_result *res, int phase)
{
    if (phase < 0 || phase >= res->nphases || !res->phases[phase].name)
        return STEP_GROUP_TEN;
    const char *n = res->phases[phase].name;
    if (strcmp(n, "path") == 0 || strcmp(n, "rooms") == 0)
        return STEP_GROUP_ROOM;
    if (strcmp(n, "blocks") == 0)
        return STEP_GROUP_ROW;
    return STEP_GROUP_TEN;
}

/* Big steps move by runs of draws with equal group; the phase sits in the high bits so a
 * run never crosses a phase. */
static void build_groups(stepper *s)
{
    int phase = -1;
    step_group_rule rule = STEP_GROUP_TEN;
    uint32_t first = 1;
    for (uint32_t d = 1; d <= s->ndraws; d++) {
        const spg_event *e = stepper_draw(s, d);
        if (e->phase != phase) {
            phase = e->phase;
            rule = stepper_group_rule(s->res, phase);
            first = d;
        }
        uint32_t part = 0xFFFF;
        int rx, ry;
        if (rule == STEP_GROUP_ROOM && stepper_room_of(s, e->focus, &rx, &ry))
            part = (uint32_t)(ry * SPG_ROOMS_X + rx);
        else if (rule == STEP_GROUP_ROW && e->focus.x >= 0)
            part = (uint32_t)(uint16_t)e->focus.y;
        else if (rule == STEP_GROUP_TEN)
            part = ((d - first) / 10) & 0xFFFF;
        s->group[d - 1] = (uint32_t)phase << 16 | part;
    }
}

int stepper_init(stepper *s, const spg_result *res)
{
    step_state *snap = s->snap;
    uint32_t *group = s->group;
    size_t snap_cap = s->snap_cap, group_cap = s->group_cap;
    memset(s, 0, sizeof *s);
    s->res = res;
    s->nev = res->trace.n;
    s->ndraws = (uint32_t)res->trace.ndraws;
    s->nsnap = s->nev / STEP_SNAP_EVERY + 1;
    size_t ngroup = s->ndraws ? s->ndraws : 1;
    if (s->nsnap > snap_cap) {
        step_state *p = realloc(snap, s->nsnap * sizeof *p);
        if (p) {
            snap = p;
            snap_cap = s->nsnap;
        } else {
            snap_cap = 0;
        }
    }
    if (ngroup > group_cap) {
        uint32_t *p = realloc(group, ngroup * sizeof *p);
        if (p) {
            group = p;
            group_cap = ngroup;
        } else {
            group_cap = 0;
        }
    }
    if (snap_cap < s->nsnap || group_cap < ngroup) {
        free(snap);
        free(group);
        memset(s, 0, sizeof *s);
        return -1;
    }
    s->snap = snap;
    s->snap_cap = snap_cap;
    s->group = group;
    s->group_cap = group_cap;
    step_blank(&s->cur, res);
    uint32_t draws = 0;
    for (size_t i = 0; i <= s->nev; i++) {
        if (i % STEP_SNAP_EVERY == 0)
            s->snap[i / STEP_SNAP_EVERY] = s->cur;
        if (i == s->nev)
            break;
        const spg_event *e = &res->trace.ev[i];
        if (e->kind == SPG_EV_DRAW)
            draws++;
        else if (e->kind == SPG_EV_PHASE && s->nphase < SPG_TRACE_MAX_PHASES) {
            s->phase_pos[s->nphase] = draws;
            s->phase_idx[s->nphase] = (int)e->value;
            s->nphase++;
        }
        step_apply(&s->cur, res, e);
    }
    build_groups(s);
    stepper_seek(s, 0);
    return 0;
}

void stepper_free(stepper *s)
{
    free(s->snap);
    free(s->group);
    memset(s, 0, sizeof *s);
}

void stepper_seek(stepper *s, uint32_t pos)
{
    if (pos > s->ndraws)
        pos = s->ndraws;
    size_t target = stepper_events_at(s, pos);
    /* forward within one snapshot's reach: replaying is cheaper than copying */
    if (!(s->cur.applied <= target && target - s->cur.applied < STEP_SNAP_EVERY))
        s->cur = s->snap[target / STEP_SNAP_EVERY];
    replay_to(s, &s->cur, target);
    s->pos = pos;
}

uint32_t stepper_big_next(const stepper *s, uint32_t pos)
{
    if (pos >= s->ndraws)
        return s->ndraws;
    uint32_t g = s->group[pos]; /* the group of draw pos+1 */
    while (pos < s->ndraws && s->group[pos] == g)
        pos++;
    return pos;
}

uint32_t stepper_big_prev(const stepper *s, uint32_t pos)
{
    if (pos > s->ndraws)
        pos = s->ndraws;
    if (pos == 0)
        return 0;
    uint32_t g = s->group[pos - 1]; /* the group of draw pos */
    while (pos > 0 && s->group[pos - 1] == g)
        pos--;
    return pos;
}

/* Whether two sites are of one family: their names agree up to the last dot. */
static bool same_family(const spg_site *a, const spg_site *b)
{
    if (a == b)
        return true;
    if (!a || !b || !a->name || !b->name)
        return false;
    const char *da = strrchr(a->name, '.'), *db = strrchr(b->name, '.');
    size_t na = da ? (size_t)(da - a->name) : strlen(a->name);
    size_t nb = db ? (size_t)(db - b->name) : strlen(b->name);
    return na == nb && strncmp(a->name, b->name, na) == 0;
}

/* Whether draws d and d+1 are of one `until` run. */
static bool same_run(const stepper *s, uint32_t d)
{
    uint32_t g = s->group[d - 1], h = s->group[d];
    if (g >> 16 != h >> 16)
        return false; /* a run never crosses a phase */
    const spg_event *a = stepper_draw(s, d), *b = stepper_draw(s, d + 1);
    step_group_rule rule = stepper_group_rule(s->res, a->phase);
    const char *pn = s->res->phases[a->phase].name;
    /* the path phase's rooms are where the walk is, not a loop of their own */
    if (rule == STEP_GROUP_ROW || (rule == STEP_GROUP_ROOM && strcmp(pn, "path") != 0))
        return g == h;
    return same_family(a->site, b->site);
}

uint32_t stepper_until(const stepper *s, uint32_t pos)
{
    if (pos >= s->ndraws)
        return s->ndraws;
    /* the run of draw pos, or of the next draw when pos ends its run (or is 0) */
    uint32_t d = pos == 0 || !same_run(s, pos) ? pos + 1 : pos;
    while (d < s->ndraws && same_run(s, d))
        d++;
    return d;
}

uint32_t stepper_phase_step(const stepper *s, uint32_t pos, int dir)
{
    uint32_t best = pos;
    for (int i = 0; i < s->nphase; i++) {
        uint32_t p = s->phase_pos[i];
        if (dir > 0 && p > pos && (best == pos || p < best))
            best = p;
        if (dir < 0 && p < pos && (best == pos || p > best))
            best = p;
    }
    return best;
}

int stepper_phase_pos(const stepper *s, int phase, uint32_t *pos)
{
    for (int i = 0; i < s->nphase; i++)
        if (s->phase_idx[i] == phase) {
            *pos = s->phase_pos[i];
            return 0;
        }
    return -1;
}

int stepper_phase_find(const stepper *s, const char *name)
{
    if (!name || !*name)
        return -1;
    size_t n = strlen(name);
    int found = -1;
    for (int p = 0; p < s->res->nphases; p++) {
        const char *pn = s->res->phases[p].name;
        if (!pn)
            continue;
        if (strcasecmp(pn, name) == 0)
            return p;
        if (strncasecmp(pn, name, n) == 0)
            found = found == -1 ? p : -2; /* -2: the prefix fits more than one */
    }
    return found < 0 ? -1 : found;
}

/* A search's needle and what it knows about the sites it has met: about seventy sites
 * make the thousands of draws of a level, so each site's words are searched once. */
typedef struct matcher {
    const char *needle;
    size_t n;
    int first; /* the needle's first byte, lower case */
    struct {
        const spg_site *site;
        bool hit;
    } seen[256];
} matcher;

static void matcher_init(matcher *m, const char *needle)
{
    memset(m, 0, sizeof *m);
    m->needle = needle;
    m->n = strlen(needle);
    m->first = tolower((unsigned char)needle[0]);
}

static bool contains(const matcher *m, const char *hay)
{
    if (!hay)
        return false;
    for (; *hay; hay++)
        if (tolower((unsigned char)*hay) == m->first && strncasecmp(hay, m->needle, m->n) == 0)
            return true;
    return false;
}

static bool site_hit(matcher *m, const spg_site *site)
{
    if (!site)
        return false;
    size_t h = ((uintptr_t)site >> 4) & 255;
    for (size_t i = 0; i < 256; i++, h = (h + 1) & 255) {
        if (m->seen[h].site == site)
            return m->seen[h].hit;
        if (!m->seen[h].site) {
            m->seen[h].site = site;
            m->seen[h].hit = contains(m, site->name) || contains(m, site->meaning);
            return m->seen[h].hit;
        }
    }
    return contains(m, site->name) || contains(m, site->meaning);
}

static char *put_str(char *p, const char *s)
{
    while (*s)
        *p++ = *s++;
    return p;
}

static char *put_int(char *p, int32_t v)
{
    char d[12];
    int n = 0;
    uint32_t u = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
    do {
        d[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *p++ = '-';
    while (n)
        *p++ = d[--n];
    return p;
}

static bool draw_matches(const stepper *s, matcher *m, uint32_t d)
{
    const spg_event *e = stepper_draw(s, d);
    if (!e || !m->n)
        return false;
    if (site_hit(m, e->site) || contains(m, e->text))
        return true;
    /* the call and its value as the log shows them, "rand(1,5) = 3", written by hand:
     * a search that matches nothing formats every draw of the level */
    char buf[80], *p = buf;
    if (e->call == SPG_CALL_RAND || e->call == SPG_CALL_RANDOM) {
        p = put_str(p, e->call == SPG_CALL_RANDOM ? "random(" : "rand(");
        if (e->call != SPG_CALL_RANDOM) {
            p = put_int(p, e->a);
            *p++ = ',';
        }
        p = put_int(p, e->b);
        p = put_str(p, ")");
    } else {
        /* modern GameMaker's calls (the fools style): fewer draws, the general writer */
        trace_format_call(e, buf, 60);
        p = buf + strlen(buf);
    }
    p = put_str(p, " = ");
    p = put_int(p, e->value);
    *p = 0;
    return contains(m, buf);
}

bool stepper_draw_matches(const stepper *s, uint32_t d, const char *text)
{
    if (!text)
        return false;
    matcher m;
    matcher_init(&m, text);
    return draw_matches(s, &m, d);
}

uint32_t stepper_find(const stepper *s, const char *text, uint32_t from, int dir)
{
    if (!text || !*text || s->ndraws == 0)
        return 0;
    if (from > s->ndraws)
        from = s->ndraws;
    matcher m;
    matcher_init(&m, text);
    uint32_t d = from;
    for (uint32_t i = 0; i < s->ndraws; i++) {
        if (dir >= 0)
            d = d >= s->ndraws ? 1 : d + 1;
        else
            d = d <= 1 ? s->ndraws : d - 1;
        if (draw_matches(s, &m, d))
            return d;
    }
    return 0;
}
