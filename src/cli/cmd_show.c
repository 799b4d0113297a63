/* cmd_show.c — spelgen show: a level as text (with a legend) or JSON. */
#include <string.h>

#include "../output/png.h"
#include "../output/render.h"
#include "../search/sketch.h"
#include "cli.h"
#include "scripts.h"

static const char usage[] =
    "usage: spelgen show [--seed S | --state S] [--level N] [--format text|json|png] [options]\n"
    "Prints the level: a map with a legend, the room grid and the level's flags, or one\n"
    "JSON object (--format json; its schema is in spelgen(1)), or a picture (--format png:\n"
    "16 px a tile, entities as small glyphs, the path drawn from room to room, the start\n"
    "room framed green and the exit room red; needs -o FILE).\n\n"
    "  --format F        text (default), json or png\n"
    "  --color WHEN      always, never or auto (default: auto; NO_COLOR turns it off)\n"
    "  -o, --output FILE write to FILE instead of standard output\n"
    "  --scripts         build the level by running the imported project's own scripts\n"
    "                    (--state S --level N; DIR/project from spelgen import) and list\n"
    "                    the objects they made, in creation order: object, x, y, sprite\n"
    "                    (tsv; spelgen's map of such a level is not there yet)\n";

typedef struct show_args {
    bool sketch;
    int x0, y0, x1, y1;
} show_args;

static int show_take(void *ctx, const char *name, const char *value)
{
    show_args *a = ctx;
    (void)name;
    char extra;
    if (sscanf(value, "%d,%d-%d,%d%c", &a->x0, &a->y0, &a->x1, &a->y1, &extra) != 4 ||
        a->x0 < 0 || a->y0 < 0 || a->x1 < a->x0 || a->y1 < a->y0 || a->x1 > 127 || a->y1 > 127) {
        cli_error("show", "--sketch: '%s' is not a region; give X0,Y0-X1,Y1 (tiles, X0 <= X1, "
                  "Y0 <= Y1, e.g. 1,1-10,8 for the top-left room)", value);
        return EXIT_USAGE;
    }
    a->sketch = true;
    return 0;
}

/* show's own option: --sketch X0,Y0-X1,Y1, the region as `locate` reads it. */
static const cli_option show_options[] = {
    CLI_OWN("sketch", 0, "X0,Y0-X1,Y1", NULL,
            "print tiles X0..X1, Y0..Y1 as a sketch (what locate reads: the map's\n"
            "glyphs, 1-9 for veins, gems and looks in earth; spelgen(1), SKETCHES)",
            show_take),
};

int cmd_show(int argc, char **argv)
{
    cli_opts o;
    bool scripts = cli_take_scripts_flag(&argc, argv);
    show_args sa = {0};
    cli_own own = {"show", show_options, 1, &sa, NULL};
    int rc = cli_parse_own("show", &own, argc, argv, 0, &o);
    if (rc)
        return rc;
    if (o.help) {
        fputs(usage, stdout);
        cli_options_help(stdout, show_options, 1);
        cli_common_help(stdout);
        return EXIT_OK;
    }
    if (cli_early_exit(&o, usage))
        return EXIT_OK;
    if (scripts)
        return cli_show_scripts(&o);
    bool json = false, png = false;
    if (o.format && strcmp(o.format, "json") == 0)
        json = true;
    else if (o.format && strcmp(o.format, "png") == 0)
        png = true;
    else if (o.format && strcmp(o.format, "text") != 0) {
        cli_error("show", "--format: '%s' is not accepted; use text or json, or png with -o FILE",
                  o.format);
        return EXIT_USAGE;
    }
    if (sa.sketch && (json || png)) {
        cli_error("show", "--sketch prints text: drop --format %s", o.format);
        return EXIT_USAGE;
    }
    if (png && !o.output) {
        cli_error("show", "--format png needs -o FILE: a picture does not go to a terminal");
        return EXIT_USAGE;
    }
    cli_level lv;
    if ((rc = cli_build("show", &o, &lv)))
        return rc;
    FILE *f;
    if (png) {
        char caption[96], err[512];
        snprintf(caption, sizeof caption, "%s %u (0X%08X) LEVEL %d",
                 o.rq.from_state ? "STATE" : "SEED", o.rq.seed, o.rq.seed, lv.res->level.number);
        if (png_write_level(o.output, &lv.res->level, 16, caption, err, sizeof err) != 0) {
            cli_error("show", "-o: %s", err);
            rc = EXIT_FAIL;
        }
    } else if (!(f = cli_open_output("show", &o))) {
        rc = EXIT_FAIL;
    } else {
        if (sa.sketch) {
            const spg_level *l = &lv.res->level;
            fprintf(f, "; level %d, tiles %d,%d-%d,%d (spelgen locate --at %d,%d reads it; "
                    "E anchors it)\n", l->number, sa.x0, sa.y0, sa.x1, sa.y1, sa.x0, sa.y0);
            sketch_print(f, l, sa.x0, sa.y0, sa.x1, sa.y1);
        } else if (json)
            render_json(f, lv.res, &o.rq);
        else
            render_text(f, lv.res, &o.rq, cli_colour(&o, f), true);
        cli_close_output(f);
    }
    cli_level_free(&lv);
    return rc;
}
