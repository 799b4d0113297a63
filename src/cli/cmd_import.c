/* cmd_import.c — spelgen import: reads the user's own copy of the original's GameMaker 8.0
 * project file and writes a data directory (gmk_export.h) or, with --dump, a text dump
 * for reading (gmk_dump.h).  Everything is written beside the target first and renamed
 * into place only when all of it succeeded (outdir.h). */
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../data/datadir.h"
#include "../import/gmk.h"
#include "../import/gmk_check.h"
#include "../import/gmk_dump.h"
#include "../import/gmk_export.h"
#include "../import/gmk_rooms.h"
#include "../import/gmksplit.h"
#include "../gen.h"
#include "../import/outdir.h"
#include "../import/sha256.h"
#include "../import/gmk_v11.h"
#include "cli.h"

static const char usage[] =
    "usage: spelgen import FILE|TREE [-o DIR]\n"
    "       spelgen import --dump DIR FILE|TREE\n"
    "Reads your own copy of Spelunky Classic's GameMaker 8.0 project file (spelunky.gmk,\n"
    "from the game's public source release) and writes what spelgen takes from it.\n"
    "TREE, a directory, is the same project kept as a GmkSplitter tree (the folder with\n"
    "'Global Game Settings.xml', Scripts/, Objects/, Sprites/, Rooms/, as mods such as\n"
    "the Spelunky Community Update Project are kept): it is read as the .gmk it stands\n"
    "for (sprites' boxes computed from their images) and imported the same way; the\n"
    "manifest's sha256 is then that of the tree's text files; a malformed tree is refused\n"
    "naming the file in it and the line.\n\n"
    "  -o, --output DIR  where the data directory goes (default:\n"
    "                    $XDG_DATA_HOME/spelgen/original, or ~/.local/share/spelgen/\n"
    "                    original): a manifest (the file, its SHA-256, the game's and the\n"
    "                    format's versions), objects.txt (parents, sprites, solid flags),\n"
    "                    sprites.txt (origins and bounding boxes), scripts/*.gml, and\n"
    "                    room data: classic/mines.rooms, jungle.rooms and temple.rooms\n"
    "                    from the Mines', the Jungle's (and the Black Market's) and the\n"
    "                    Temple's room scripts, classic/objects.facts\n"
    "                    (the generator's objects: parents, sprites' boxes),\n"
    "                    classic/items.facts (scrGenerateItem's tables),\n"
    "                    classic/shops.facts (scrShopItemsGen's loops),\n"
    "                    copies of spelgen's own files for the rest (rooms.txt says\n"
    "                    which), for --data DIR or --original\n"
    "                    Every script must parse as the GML subset spelgen reads.\n"
    "                    A room, item or shop script of another structure (a mod's\n"
    "                    generator): the project is written without room data, the\n"
    "                    script and line in no-native-port.txt; only --scripts runs it\n"
    "  --dump DIR        instead, write every script, every object's events, the sprites'\n"
    "                    boxes and the rooms' instances into DIR as text, for reading\n"
    "  -h, --help        this help\n"
    "DIR is replaced whole if it holds an earlier import (or dump) or is empty; any other\n"
    "existing DIR is refused.  A file that is not a GameMaker 8.0 project, or is damaged,\n"
    "is refused in one line naming the part and the byte (exit status 1); nothing is\n"
    "written then.\n";

int cmd_import(int argc, char **argv)
{
    enum { O_DUMP = 256 };
    static const struct option longs[] = {{"output", required_argument, 0, 'o'},
                                          {"dump", required_argument, 0, O_DUMP},
                                          {"help", no_argument, 0, 'h'},
                                          {0, 0, 0, 0}};
    const char *out = NULL, *dump = NULL;
    opterr = 0;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, ":o:h", longs, NULL)) != -1) {
        switch (c) {
        case 'o': out = optarg; break;
        case O_DUMP: dump = optarg; break;
        case 'h': fputs(usage, stdout); return EXIT_OK;
        case ':':
            cli_error("import", "%s needs a value: a directory", argv[optind - 1]);
            return EXIT_USAGE;
        default:
            cli_error("import", "unknown option '%s' (see 'spelgen import --help')",
                      argv[optind - 1]);
            return EXIT_USAGE;
        }
    }
    if (out && dump) {
        cli_error("import", "-o and --dump: give one (--dump DIR writes the text dump "
                  "into DIR)");
        return EXIT_USAGE;
    }
    if (argc - optind != 1) {
        cli_error("import", argc - optind == 0
                                ? "which file? give your copy of spelunky.gmk (or a GmkSplitter tree): "
                                  "spelgen import FILE"
                                : "one file at a time (see 'spelgen import --help')");
        return EXIT_USAGE;
    }
    const char *file = argv[optind];
    char target[PATH_MAX];
    if (dump)
        snprintf(target, sizeof target, "%s", dump);
    else if (out)
        snprintf(target, sizeof target, "%s", out);
    else if (spg_original_dir(target, sizeof target) != 0) {
        cli_error("import", "neither XDG_DATA_HOME nor HOME is set: say where with -o DIR");
        return EXIT_USAGE;
    }
    if (!target[0]) {
        cli_error("import", "%s: the directory's name is empty", dump ? "--dump" : "-o");
        return EXIT_USAGE;
    }

    char err[768];
    char sha[65];
    gmk_project p;
    int rc;
    if (gmksplit_is_dir(file)) {
        /* a GmkSplitter tree: read into the same project a .gmk gives */
        rc = gmksplit_read(file, &p, sha, err, sizeof err);
        if (rc != 0) {
            cli_error("import", "%s", err);
            return EXIT_FAIL;
        }
    } else {
        unsigned char *bytes;
        size_t len;
        if (gmk_load_bytes(file, &bytes, &len, err, sizeof err) != 0) {
            cli_error("import", "%s", err);
            return EXIT_FAIL;
        }
        sha256_hex(bytes, len, sha);
        rc = gmk_read(bytes, len, file, &p, err, sizeof err);
        free(bytes);
        if (rc != 0) {
            cli_error("import", "%s", err);
            return EXIT_FAIL;
        }
    }
    /* the data directory's scripts are read as code later: refuse one that is not in
     * the GML subset now, before anything is written (a dump is for reading: it takes
     * anything readable) */
    if (!dump && gmk_check_scripts(&p, file, err, sizeof err) != 0) {
        gmk_free(&p);
        cli_error("import", "%s", err);
        return EXIT_FAIL;
    }
    /* the room scripts are read as room data now too.  One of another structure (a mod's
     * generator) cannot be the native port's data: the import then holds the project
     * without room data, and says why, for --scripts to run the project's own scripts */
    gmk_room_texts rooms = {0};
    char no_native[sizeof err] = "";
    if (!dump && gmk_rooms_read(&p, file, &rooms, err, sizeof err) != 0) {
        /* "FILE: script NAME: line N: what": the file is the summary's already */
        size_t fl = strlen(file);
        const char *why = strncmp(err, file, fl) == 0 && strncmp(err + fl, ": ", 2) == 0
                              ? err + fl + 2 : err;
        snprintf(no_native, sizeof no_native, "%s", why);
        memset(&rooms, 0, sizeof rooms);
    }
    char source[PATH_MAX];
    if (!realpath(file, source))
        snprintf(source, sizeof source, "%s", file);
    if (strchr(source, '\n')) {
        gmk_free(&p);
        gmk_rooms_free(&rooms);
        cli_error("import", "%s: a file name with a line break cannot be recorded", file);
        return EXIT_FAIL;
    }
    if (!no_native[0] && (!p.game_version || strcmp(p.game_version, "1.1") != 0))
        fprintf(stderr, "spelgen import: warning: %s says it is version '%s', not 1.1: "
                "spelgen follows v1.1's generator\n", file,
                p.game_version ? p.game_version : "");

    /* outdir's messages name the directory; the writers' name the file in it */
    outdir d;
    rc = outdir_begin(&d, target, dump ? GMK_DUMP_MARKER : GMK_EXPORT_MARKER, !dump, err,
                      sizeof err);
    if (rc == 0) {
        if (!dump && gmk_rooms_any(&rooms))
            rc = gmk_rooms_write(&d, &rooms, NULL, err, sizeof err);
        if (rc == 0 && no_native[0]) {
            FILE *f = outdir_open(&d, SPG_NO_NATIVE_FILE, err, sizeof err);
            if (!f)
                rc = -1;
            else {
                fprintf(f, "%s\n", no_native);
                rc = outdir_close(f, SPG_NO_NATIVE_FILE, err, sizeof err);
            }
        }
        if (rc == 0)
            rc = dump ? gmk_dump(&p, &d, source, sha, err, sizeof err)
                      : gmk_export(&p, &d, source, sha, err, sizeof err);
        if (rc != 0) {
            outdir_abort(&d);
            cli_error("import", "%s: %s", d.target, err);
        } else if ((rc = outdir_commit(&d, err, sizeof err)) != 0)
            cli_error("import", "%s", err);
    } else
        cli_error("import", "%s", err);
    if (rc != 0) {
        gmk_free(&p);
        gmk_rooms_free(&rooms);
        return EXIT_FAIL;
    }
    int n[4] = {0, 0, 0, 0};
    for (int i = 0; i < p.nscripts; i++)
        n[0] += p.scripts[i].name != NULL;
    for (int i = 0; i < p.nobjects; i++)
        n[1] += p.objects[i].name != NULL;
    for (int i = 0; i < p.nsprites; i++)
        n[2] += p.sprites[i].name != NULL;
    for (int i = 0; i < p.nrooms; i++)
        n[3] += p.rooms[i].name != NULL;
    printf("%s: %s (version %s, sha256 %.16s...): %d scripts, %d objects, %d sprites, "
           "%d rooms\n", d.target, gmk_base_name(file), p.game_version ? p.game_version : "?",
           sha, n[0], n[1], n[2], n[3]);
    if (no_native[0])
        printf("%s: the native port cannot read this copy's generator (%s): no room data "
               "written, the native port refuses the directory; --scripts runs the "
               "project's own scripts (trace --scripts, show --scripts, spelgen verify)\n",
               d.target, no_native);
    else if (!dump && !gmk_rooms_any(&rooms))
        printf("%s: no room script scrRoomGen in the project: no room data written\n",
               d.target);
    else if (!dump)
        printf("%s: the Mines' rooms are the original's (scrRoomGen)%s%s%s%s; the other "
               "files are spelgen's own (rooms.txt says which)\n",
               d.target,
               rooms.text[GMK_ROOMS_JUNGLE]
                   ? ", the Jungle's too (scrRoomGen2, scrRoomGenMarket)"
                   : "",
               rooms.text[GMK_ROOMS_ICE] ? ", the Ice Caves' too (scrRoomGen3, scrRoomGenYeti)" : "",
               rooms.text[GMK_ROOMS_TEMPLE] ? ", the Temple's too (scrRoomGen4)" : "",
               rooms.text[GMK_ROOMS_OLMEC] ? ", Olmec's Lair's too (scrRoomGen5, its hall from "
                                            "rOlmec)"
                                          : "");
    if (!dump) {
        /* a mod: its rules are its scripts', which only --scripts runs */
        char differ[2048];
        int nd = gmk_v11_differing(&p, differ, sizeof differ);
        if (nd && no_native[0])
            printf("%s: %d of the %d scripts spelgen's native port follows differ from "
                   "v1.1's: %s\n", d.target, nd, gmk_v11_count(), differ);
        else if (nd)
            printf("%s: %d of the %d scripts spelgen's native port follows differ from "
                   "v1.1's: %s; the native port builds v1.1's rules (with this copy's rooms "
                   "and tables), --scripts runs this copy's own (trace --scripts; spelgen "
                   "verify shows where the two part)\n",
                   d.target, nd, gmk_v11_count(), differ);
        else
            printf("%s: the %d scripts spelgen's native port follows are v1.1's\n", d.target,
                   gmk_v11_count());
    }
    gmk_rooms_free(&rooms);
    gmk_free(&p);
    return EXIT_OK;
}
