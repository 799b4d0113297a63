/* main.c — spelgen: dispatches to a subcommand; with none, opens the explorer.  It sits
 * above both the CLI (src/cli) and the explorer (tui), so neither includes the other
 * to be reached. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../src/cli/cli.h"
#include "../tui/explorer.h"

static const struct {
    const char *name;
    int (*fn)(int, char **);
    const char *what;
} commands[] = {
    {"explore", cmd_explore, "step through a level's generation (the default on a terminal)"},
    {"show", cmd_show, "print a level as a text map or JSON"},
    {"trace", cmd_trace, "list every random draw of a level"},
    {"why", cmd_why, "explain one tile by the draws that made it"},
    {"diff", cmd_diff, "compare two generations: where the draws part, what differs"},
    {"find", cmd_find, "search seeds for levels that pass filters"},
    {"locate", cmd_locate, "from what a player sees of a level, its RNG state"},
    {"count", cmd_count, "the exact odds of path-phase outcomes over every RNG state"},
    {"audit", cmd_audit, "measure the documented odds over thousands of levels"},
    {"daily", cmd_daily, "Fool's End's daily level for a date (the fools style)"},
    {"import", cmd_import, "read your copy of the original's spelunky.gmk"},
    {"verify", cmd_verify, "build levels natively and by the import's own scripts, compare"},
};

static void usage(FILE *f)
{
    fputs("usage: spelgen [COMMAND] [options]\n"
          "Watch a Spelunky Classic level being generated, one random draw at a time.\n\n"
          "commands:\n",
          f);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-9s %s\n", commands[i].name, commands[i].what);
    fputs("\n'spelgen COMMAND --help' tells more; spelgen(1) tells all.\n", f);
}

int main(int argc, char **argv)
{
    cli_locate_explorer = cmd_explore;
    if (argc < 2)
        return cmd_explore(argc, argv);
    const char *cmd = argv[1];
    if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "help") == 0) {
        usage(stdout);
        return EXIT_OK;
    }
    if (strcmp(cmd, "--version") == 0) {
        puts("spelgen " SPG_VERSION);
        return EXIT_OK;
    }
    if (cmd[0] == '-')
        return cmd_explore(argc, argv);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(cmd, commands[i].name) == 0)
            return commands[i].fn(argc - 1, argv + 1);
    char names[256] = "";
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "",
                 commands[i].name);
    fprintf(stderr, "spelgen: '%s' is not a command; commands are %s (see 'spelgen --help')\n",
            cmd, names);
    return EXIT_USAGE;
}
