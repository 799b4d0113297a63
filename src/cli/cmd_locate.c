/* cmd_locate.c — spelgen locate: from what a player sees of a level (a sketch, facts),
 * the RNG states it can have been built from (search/locate.h), and with one of them
 * what the player cannot see yet (--reveal) or the explorer on it (--explore). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../search/locate.h"
#include "../search/locate_confirm.h"
#include "cli.h"

static const char usage[] =
    "usage: spelgen locate [--level N] [SKETCH] [facts] [--max N] [--reveal | --explore]\n"
    "Prints every RNG state a level can have begun with (as show --state takes it) given\n"
    "what a player sees of it: a sketch (the file SKETCH, '-' or no SKETCH with standard\n"
    "input not a terminal: standard input) in show --sketch's glyphs, '?' for tiles not\n"
    "seen, anchored by the entrance E (or --at), and facts.  The start room's top rows\n"
    "name a state in seconds; facts alone scan every state's path phase (minutes).\n"
    "When none fits it says which observation ruled the last candidates out.\n"
    "\n";


static const char usage_tail[] =
    "\n"
    "The level (as for show --state):\n"
    "  --level N         the level, 1-15 (default 1)\n"
    "  --lake on|off     a Jungle level is flooded (default: off)\n"
    "  --shortcut N, --level-time M:SS, --thief, --murderer   as show takes them\n"
    "  --data DIR, --original   the room data the level was built with\n"
    "  -h, --help        this help\n"
    "On a terminal, stderr shows how many bits the observations pin and the states left.\n"
    "Exit status: 0 one state or more fit, 1 none fits (or it failed), 2 a bad option or\n"
    "a sketch that does not parse.\n";

typedef struct locate_args {
    locate_query q;
    bool reveal, explore;
} locate_args;

#define BAD(...) return (cli_error("locate", __VA_ARGS__), EXIT_USAGE)

/* A tile or entity kind by its legend name. */
static bool kind_by_name(const char *name, int *kind, bool *is_entity)
{
    for (int k = 0; k < SPG_T__COUNT; k++)
        if (strcmp(tile_name(k), name) == 0)
            return *kind = k, *is_entity = false, true;
    for (int k = 0; k < SPG_E__COUNT; k++)
        if (strcmp(entity_name(k), name) == 0)
            return *kind = k, *is_entity = true, true;
    return false;
}

static int take(void *ctx, const char *name, const char *value)
{
    locate_args *a = ctx;
    locate_query *q = &a->q;
    char extra, kname[64];
    if (strcmp(name, "at") == 0) {
        if (sscanf(value, "%d,%d%c", &q->at_x, &q->at_y, &extra) != 2 || q->at_x < 0 ||
            q->at_y < 0 || q->at_x > 41 || q->at_y > 41)
            BAD("--at: '%s' is not a tile; give X,Y (0-41 each)", value);
        q->at_given = true;
    } else if (strcmp(name, "start-col") == 0 || strcmp(name, "exit-col") == 0) {
        int v;
        if (cli_int(value, 0, 3, &v) != 0)
            BAD("--%s: '%s' is not a column; give 0-3", name, value);
        *(name[0] == 's' ? &q->start_col : &q->exit_col) = v;
    } else if (strcmp(name, "room") == 0) {
        locate_room_fact r;
        if (q->nrooms >= LOCATE_MAX_FACTS)
            BAD("--room: at most %d", LOCATE_MAX_FACTS);
        if (sscanf(value, "%d,%d=%d%c", &r.x, &r.y, &r.code, &extra) != 3 || r.x < 0 ||
            r.x > 3 || r.y < 0 || r.y > 3 || r.code < 0 || r.code > 9)
            BAD("--room: '%s' is not a room's code; give X,Y=CODE (X, Y 0-3, CODE 0-9)", value);
        q->rooms[q->nrooms++] = r;
    } else if (strcmp(name, "tile") == 0) {
        locate_tile_fact t;
        if (q->ntiles >= LOCATE_MAX_FACTS)
            BAD("--tile: at most %d", LOCATE_MAX_FACTS);
        if (sscanf(value, "%d,%d=%63[a-z_]%c", &t.x, &t.y, kname, &extra) != 3 || t.x < 0 ||
            t.y < 0 || t.x > 127 || t.y > 127)
            BAD("--tile: '%s' is not a tile's kind; give X,Y=KIND (a name of show's legend, "
                "as ladder or gold_bar)", value);
        if (!kind_by_name(kname, &t.kind, &t.is_entity))
            BAD("--tile: '%s' is no kind of show's legend (as brick, ladder, gold_bar)", kname);
        q->tiles[q->ntiles++] = t;
    } else if (strcmp(name, "has") == 0) {
        locate_has_fact hf;
        if (q->nhas >= LOCATE_MAX_FACTS)
            BAD("--has: at most %d", LOCATE_MAX_FACTS);
        if (!kind_by_name(value, &hf.kind, &hf.is_entity))
            BAD("--has: '%s' is no kind of show's legend (as altar, damsel, golden_idol)", value);
        q->has[q->nhas++] = hf;
    } else if (strcmp(name, "max") == 0) {
        int v;
        if (cli_int(value, 0, 1000000, &v) != 0)
            BAD("--max: '%s' is not a number of states; give 0-1000000", value);
        q->keep = (uint32_t)v;
    } else if (strcmp(name, "threads") == 0) {
        int v;
        if (cli_int(value, 1, 64, &v) != 0)
            BAD("-j: '%s' is not a number of threads; give 1-64", value);
        q->threads = v;
    } else if (strcmp(name, "reveal") == 0) {
        a->reveal = true;
    } else if (strcmp(name, "explore") == 0) {
        a->explore = true;
    }
    return 0;
}

static const cli_option locate_options[] = {
    CLI_GROUP("Observations:"),
    CLI_OWN("at", 0, "X,Y", NULL, "the sketch's top-left tile is (X,Y) (default: where its E is)", take),
    CLI_OWN("start-col", 0, "N", NULL, "the start room is in column N, 0-3", take),
    CLI_OWN("exit-col", 0, "N", NULL, "the exit room is in column N, 0-3", take),
    CLI_OWN("room", 0, "X,Y=CODE", NULL, "room (X,Y)'s path code is CODE, 0-9 (show's room grid)", take),
    CLI_OWN("tile", 0, "X,Y=KIND", NULL, "tile (X,Y) is KIND: a tile or entity name of show's legend", take),
    CLI_OWN("has", 0, "KIND", NULL, "the level has a tile or an entity of KIND", take),
    CLI_GROUP("Output:"),
    CLI_OWN("max", 0, "N", NULL, "list at most N states (default 20); the count is exact", take),
    CLI_OWN("reveal", 0, NULL, NULL, "with each state listed, what the sketch did not show:\n"
                                     "sealed items, the exit, the shop, the specials", take),
    CLI_OWN("explore", 0, NULL, NULL, "open the explorer on the level, when one level fits", take),
    CLI_OWN("threads", 'j', "N", NULL, "search on N threads (default: the processors online)", take),
};
#define NLOCATE_OPTIONS ((int)(sizeof locate_options / sizeof locate_options[0]))

typedef struct meter_ctx {
    bool tty, shown;
} meter_ctx;

static void meter(const char *stage, double left, void *vctx)
{
    meter_ctx *m = vctx;
    if (!m->tty)
        return;
    double bits = left >= 1 ? 32.0 - log2(left) : 32.0;
    fprintf(stderr, "\r\033[Klocate: %-30s %5.1f bits pinned, %.0f state%s left", stage,
            bits < 0 ? 0 : bits, left, left == 1 ? "" : "s");
    m->shown = true;
}

/* What the sketch did not show of the level built from s. */
static void reveal(const locate_query *q, const spg_data *data, uint32_t s, int ox, int oy)
{
    spg_result *r = calloc(1, sizeof *r);
    char err[256];
    if (!r || locate_build(q, data, s, r, err, sizeof err) != 0) {
        free(r);
        return;
    }
    const spg_level *l = &r->level;
    printf("  exit: tile (%d,%d), room (%d,%d); start room (%d,%d)\n", l->exit_tx, l->exit_ty,
           l->exit_x, l->exit_y, l->start_x, l->start_y);
    if (l->flags.shop != SPG_SHOP_NONE)
        printf("  shop: %s in room (%d,%d)\n", shop_name(l->flags.shop), l->flags.shop_rx,
               l->flags.shop_ry);
    else
        printf("  shop: none\n");
    const spg_level_flags *f = &l->flags;
    const struct {
        bool on;
        const char *name;
    } flags[] = {
        {f->dark, "dark"}, {f->snake_pit, "snake pit"}, {f->idol, "golden idol"},
        {f->altar, "Kali's altar"}, {f->damsel, "damsel"}, {f->giant_spider, "giant spider"},
        {f->lake, "flooded"}, {f->graveyard, "graveyard"}, {f->sacrifice_pit, "sacrifice pit"},
        {f->moai, "Moai"}, {f->mothership, "mothership"}, {f->yeti_lair, "Yeti lair"},
        {f->market_entrance, "Black Market entrance"}, {f->gold_door, "gold door"},
        {f->udjat, "Udjat Eye"},
    };
    printf("  specials:");
    int any = 0;
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        if (flags[i].on)
            printf("%s %s", any++ ? "," : "", flags[i].name);
    printf("%s\n", any ? "" : " none");
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i];
        if (e->gone || e->info != SPG_INFO_INSIDE)
            continue;
        bool seen = q->sketch && e->x - ox >= 0 && e->y - oy >= 0 && e->x - ox < q->sketch->w &&
                    e->y - oy < q->sketch->h && q->sketch->g[e->y - oy][e->x - ox] != SKETCH_UNSEEN;
        const char *what = e->item ? item_words(e->item) : entity_name(e->kind);
        if (e->kind == SPG_E_ITEM)
            printf("  sealed: %s in the block at (%d,%d)\n", what, e->x, e->y);
        else if (!seen)
            printf("  in a block: %s at (%d,%d)\n", what, e->x, e->y);
    }
    spg_result_free(r);
    free(r);
}

int (*cli_locate_explorer)(int argc, char **argv);

static int explore(const cli_opts *o, const locate_query *q, uint32_t s)
{
    char state[16], level[8];
    snprintf(state, sizeof state, "%u", s);
    snprintf(level, sizeof level, "%d", q->level);
    char *argv[12];
    int n = 0;
    argv[n++] = "explore";
    argv[n++] = "--state";
    argv[n++] = state;
    argv[n++] = "--level";
    argv[n++] = level;
    if (o->data_dir) {
        argv[n++] = "--data";
        argv[n++] = (char *)o->data_dir;
    }
    if (q->opt.lake == 1) {
        argv[n++] = "--lake";
        argv[n++] = "on";
    }
    argv[n] = NULL;
    if (!cli_locate_explorer) {
        cli_error("locate", "--explore: this program has no explorer; open it with: spelgen "
                  "explore --state %u --level %d", s, q->level);
        return EXIT_FAIL;
    }
    return cli_locate_explorer(n, argv);
}

int cmd_locate(int argc, char **argv)
{
    cli_opts o;
    locate_args a;
    memset(&a, 0, sizeof a);
    a.q.start_col = a.q.exit_col = -1;
    a.q.keep = 20;
    a.q.threads = cli_default_threads();
    cli_own own = {"locate", locate_options, NLOCATE_OPTIONS, &a,
                   "locate finds a level's state: give what was seen, not --seed or --state"};
    int rc = cli_parse_own("locate", &own, argc, argv, 1, &o);
    if (rc)
        return rc;
    if (cli_early_exit_own(&o, usage, &own, usage_tail))
        return EXIT_OK;
    if (o.rq.style != SPG_STYLE_CLASSIC)
        BAD("--style: locate reads the classic style's levels");
    if (a.reveal && a.explore)
        BAD("--reveal and --explore: give one");
    a.q.level = o.rq.level;
    a.q.opt = o.rq.opt;
    /* the sketch: a file, '-', or standard input when it is not a terminal */
    spg_sketch sk;
    const char *path = o.nargs ? o.args[0] : NULL;
    bool from_stdin = path ? strcmp(path, "-") == 0 : !isatty(0);
    if (path || from_stdin) {
        FILE *f = from_stdin ? stdin : fopen(path, "r");
        if (!f) {
            cli_error("locate", "%s: cannot open the sketch", path);
            return EXIT_USAGE;
        }
        char err[512];
        rc = sketch_read(f, from_stdin ? "<stdin>" : path, &sk, err, sizeof err);
        if (!from_stdin)
            fclose(f);
        if (rc != 0) {
            cli_error("locate", "%s", err);
            return EXIT_USAGE;
        }
        if (!a.q.at_given && sk.ex < 0)
            BAD("the sketch has no entrance E to anchor it: give --at X,Y (its top-left tile)");
        a.q.sketch = &sk;
    } else if (a.q.start_col < 0 && a.q.exit_col < 0 && a.q.nrooms == 0) {
        BAD("give a sketch (a file, or on standard input) or path facts (--start-col, "
            "--exit-col, --room)");
    }
    spg_data data;
    char err[512];
    if (spg_data_load(o.data_dir, &data, err, sizeof err) != 0) {
        cli_error("locate", "%s", err);
        return EXIT_FAIL;
    }
    meter_ctx m = {isatty(2) != 0, false};
    locate_result res;
    rc = locate_run(&a.q, &data, meter, &m, &res, err, sizeof err);
    if (m.shown)
        fputc('\n', stderr);
    if (rc != 0) {
        cli_error("locate", "%s", err);
        spg_data_free(&data);
        return EXIT_FAIL;
    }
    if (res.n == 0) {
        cli_error("locate", "no state fits: %s", res.why);
        locate_result_free(&res);
        spg_data_free(&data);
        return EXIT_FAIL;
    }
    if (a.explore) {
        if (res.n != 1 && res.levels != 1) {
            cli_error("locate", "--explore: %llu states fit, building more than one level: "
                      "add observations",
                      (unsigned long long)res.n);
            locate_result_free(&res);
            spg_data_free(&data);
            return EXIT_FAIL;
        }
        uint32_t s = res.states[0];
        locate_result_free(&res);
        spg_data_free(&data);
        return explore(&o, &a.q, s);
    }
    for (size_t i = 0; i < res.kept; i++) {
        printf("%u\n", res.states[i]);
        if (a.reveal)
            reveal(&a.q, &data, res.states[i], res.anchor_x, res.anchor_y);
    }
    char levels[160] = "";
    if (res.n > 1 && res.levels == 1)
        snprintf(levels, sizeof levels, ", all building one level (they differ only in draws "
                 "spent before anything was placed: any of them names it)");
    else if (res.n > 1 && res.levels > 1 && (uint64_t)res.levels < res.n)
        snprintf(levels, sizeof levels, ", building %d distinct levels", res.levels);
    fprintf(stderr, "locate: %llu state%s fit%s (level %d)%s%s\n", (unsigned long long)res.n,
            res.n == 1 ? "" : "s", res.n == 1 ? "s" : "", a.q.level, levels,
            res.n > res.kept ? "; --max lists more" : "");
    locate_result_free(&res);
    spg_data_free(&data);
    return EXIT_OK;
}
