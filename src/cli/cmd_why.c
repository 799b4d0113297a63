/* cmd_why.c — spelgen why X Y: every draw and effect that shaped one tile. */
#include <string.h>

#include "../output/describe.h"
#include "../output/render.h"
#include "cli.h"
#include "scripts.h"

static const char usage[] =
    "usage: spelgen why X Y [--seed S | --state S] [--level N] [--format text|json] [options]\n"
    "Explains tile (X,Y) (column X from 0 at the left, row Y from 0 at the top) by every\n"
    "draw and effect that shaped it, oldest first: its room's place on the path, the\n"
    "layout and chunk rolls, the tile's own rolls, the block's creation rolls, and any\n"
    "roll of the block pass that put something there.  Y -1 is the row above the map:\n"
    "what the original makes on top of the top border (treasure, bones, a grave); put\n"
    "-- before a negative Y (spelgen why --level 5 -- 17 -1).\n"
    "With --scripts (and --state S) the level is built by the imported project's own\n"
    "scripts: each object standing on the tile, the script line whose call made it and\n"
    "the draw just before (the roll that decided it), and the draws its Create made.\n\n"
    "  --format F        text (default) or json: {x, y, now, events}, each event its\n"
    "                    kind, draw and phase, and a draw's site, call, value, state,\n"
    "                    meaning and decided as trace --format json gives them\n"
    "  -o, --output FILE write to FILE instead of standard output\n";

typedef struct why_ctx {
    FILE *f;
    const spg_result *r;
    bool json;
    int n;
} why_ctx;

static void emit(const spg_event *e, size_t index, void *vctx)
{
    why_ctx *c = vctx;
    char buf[512];
    describe_event(e, spg_style_of(c->r), buf, sizeof buf);
    const char *phase = e->phase < c->r->nphases ? c->r->phases[e->phase].name : "?";
    if (c->json) {
        fprintf(c->f, "%s{\"event\":%zu,\"kind\":", c->n ? "," : "", index);
        json_string(c->f, trace_kind_name(e->kind));
        fprintf(c->f, ",\"draw\":%u,\"phase\":", e->draw);
        json_string(c->f, phase);
        if (e->kind == SPG_EV_DRAW) { /* the fields of trace --format json's */
            char call[48];
            trace_format_call(e, call, sizeof call);
            fputs(",\"site\":", c->f);
            json_string(c->f, e->site ? e->site->name : "?");
            fputs(",\"call\":", c->f);
            json_string(c->f, call);
            fprintf(c->f, ",\"value\":%d,\"state\":%u,\"meaning\":", (int)e->value, e->state);
            json_string(c->f, e->site ? e->site->meaning : "");
            fputs(",\"decided\":", c->f);
            if (e->text)
                json_string(c->f, e->text);
            else
                fputs("null", c->f);
        }
        fputs(",\"text\":", c->f);
        json_string(c->f, buf);
        fputc('}', c->f);
    } else if (e->kind == SPG_EV_DRAW) {
        fprintf(c->f, "#%-6u %-9s %s\n", e->draw, phase, buf);
    } else {
        char cause[32] = "";
        if (e->draw)
            snprintf(cause, sizeof cause, " (by #%u)", e->draw);
        fprintf(c->f, "        %-9s   => %s%s\n", phase, buf, cause);
    }
    c->n++;
}

int cmd_why(int argc, char **argv)
{
    cli_opts o;
    bool scripts = cli_take_scripts_flag(&argc, argv);
    int rc = cli_parse("why", argc, argv, 2, &o);
    if (rc)
        return rc;
    if (cli_early_exit(&o, usage))
        return EXIT_OK;
    int x, y;
    if (o.nargs != 2) {
        cli_error("why", "needs a tile: spelgen why X Y (X 0-41, Y 0-33)");
        return EXIT_USAGE;
    }
    /* the level's size is known once it is built; these bounds hold for every style */
    if (cli_int(o.args[0], 0, SPG_MAX_W - 1, &x) != 0 || cli_int(o.args[1], -SPG_ABOVE_ROWS, SPG_GRID_ROWS - 1, &y) != 0) {
        cli_error("why", "'%s %s' is not a tile of the level; X is 0-41, Y is 0-33 (more in "
                  "taller levels; -1 the row above the map)", o.args[0], o.args[1]);
        return EXIT_USAGE;
    }
    if (scripts)
        return cli_why_scripts(&o, x, y);
    bool json = o.format && strcmp(o.format, "json") == 0;
    if (o.format && !json && strcmp(o.format, "text") != 0) {
        cli_error("why", "--format: '%s' is not accepted; use text or json", o.format);
        return EXIT_USAGE;
    }
    o.rq.trace = true;
    cli_level lv;
    if ((rc = cli_build("why", &o, &lv)))
        return rc;
    const spg_result *res = lv.res;
    char off[400];
    if (y < res->level.h && describe_off_map(&res->trace, res->level.w, x, y, off, sizeof off)) {
        cli_error("why", "'%d %d': %s", x, y, off);
        cli_level_free(&lv);
        return EXIT_USAGE;
    }
    if (x >= res->level.w || y >= res->level.h) {
        cli_error("why", "'%d %d' is not a tile of this level; X is 0-%d, Y is 0-%d", x, y,
                  res->level.w - 1, res->level.h - 1);
        cli_level_free(&lv);
        return EXIT_USAGE;
    }
    FILE *f = cli_open_output("why", &o);
    if (!f) {
        cli_level_free(&lv);
        return EXIT_FAIL;
    }
    char now[256];
    describe_tile(&res->level, x, y, now, sizeof now);
    why_ctx c = {f, res, json, 0};
    if (json) {
        fprintf(f, "{\"x\":%d,\"y\":%d,\"now\":", x, y);
        json_string(f, now);
        fputs(",\"events\":[", f);
    } else {
        fprintf(f, "tile (%d,%d): %s\n", x, y, now);
    }
    trace_why(&res->trace, x, y, emit, &c);
    if (json)
        fputs("]}\n", f);
    cli_close_output(f);
    cli_level_free(&lv);
    return EXIT_OK;
}
