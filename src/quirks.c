/* quirks.c — the table of preserved bugs.  docs/quirks.md explains each one. */
#include "quirks.h"

#include <stdio.h>
#include <string.h>

const spg_quirk_info spg_quirks[SPG_Q__COUNT] = {
    [SPG_Q_WALK_ELSE] = {"walk-else",
                         "a walk move toward a taken room turns or drops instead of re-rolling"},
    [SPG_Q_WASTED_ROLLS] = {"wasted-rolls",
                            "tests like `cond and rand(1,n) == 1` draw even when cond is false"},
    [SPG_Q_SHOP_LEFT_LAST_COL] = {"shop-left-last-column",
                                  "a shop with the path on its left only in the rightmost column"},
    [SPG_Q_WEB_TYPO] = {"web-typo", "webs always take the near-a-Giant-Spider odds"},
    [SPG_Q_DEAD_PIT_ROLL] = {"dead-pit-roll",
                             "the rand(0,3) after the start room is drawn on every level"},
    [SPG_Q_RUBBLE_DRAWS] = {"rubble-draws", "a block destroyed for a trap spends 12 draws"},
    [SPG_Q_CLOCK_SECONDS] = {"clock-seconds",
                             "the dark-level rule reads only the clock's seconds"},
    [SPG_Q_BORDER_COLUMN_42] = {"border-column-42",
                                "the border loop also places blocks in column 42, off the map"},
    [SPG_Q_LAKE_AFTER_MARKET] = {"lake-after-market",
                                 "no Jungle level is flooded once the market's door was taken"},
    [SPG_Q_MOAI_FIRST] = {"moai-first",
                          "the mothership and Yeti lair rolls are the else of the Moai's"},
    [SPG_Q_NO_SHOP_AFTER_MARKET] = {"no-shop-after-market",
                                    "once the Black Market is made, the shop roll never passes"},
    [SPG_Q_GOLD_DOOR_SEALED] = {"gold-door-sealed",
                                "the gold door may land on a block no way leads to"},
    [SPG_Q_XOC_SEALED] = {"xoc-sealed",
                          "Lady Xoc's room replaces any room of row 2, walled in or on the path"},
    [SPG_Q_STONE_WITHOUT_GOLD] = {"stone-without-gold",
                                  "every Temple stone block dies cleanly: no rubble, no gold"},
    [SPG_Q_OLMEC_PATH] = {"olmec-path",
                          "Olmec's Lair rolls a path and a shop that nothing uses"},
    [SPG_Q_TEMPLE_FAKE_BELOW] = {"temple-fake-below",
                                 "a temple block's top tests for a fake block below, not above"},
    [SPG_Q_MARKET_GRAVEYARD] = {"market-graveyard",
                                "the Black Market can be a graveyard level, graves and all"},
    [SPG_Q_TWO_GENERAL_STORES] = {"two-general-stores",
                                  "a Black Market shop found on the loop's fifth try is a "
                                  "General Store"},
    [SPG_Q_MARKET_DOORS] = {"market-doors",
                            "the forced market entrance makes a door over every block it can"},
    [SPG_Q_ASH_GRAVES] = {"ash-graves",
                          "a graveyard's Ash grave is not once a level: any grave may be one"},
    [SPG_Q_BONES_NOT_JARS] = {"bones-not-jars",
                              "a graveyard idol room's 'p' tiles are always bones, never a jar"},
    [SPG_Q_ICE_OUTER_TREASURE] = {"ice-outer-treasure",
                                  "the Ice Caves' block pass puts treasure on the ceiling's "
                                  "top and on the blocks under the level"},
    [SPG_Q_UDJAT_CHEST_RIGHT] = {"udjat-chest-right",
                                 "the Udjat chest's test for the spot right of the exit looks "
                                 "at the exit's own tile"},
};

uint32_t quirks_default(void)
{
    return (1u << SPG_Q__COUNT) - 1u;
}

int quirk_find(const char *name)
{
    for (int i = 0; i < SPG_Q__COUNT; i++)
        if (strcmp(spg_quirks[i].name, name) == 0)
            return i;
    return -1;
}

int quirks_off_text(uint32_t set, char *buf, size_t len)
{
    char all[1024] = "";
    int n = 0;
    for (int i = 0; i < SPG_Q__COUNT; i++) {
        if (quirk_on(set, (spg_quirk)i))
            continue;
        size_t used = strlen(all);
        snprintf(all + used, sizeof all - used, "%s%s", n ? ", " : "", spg_quirks[i].name);
        n++;
    }
    if (!len)
        return n;
    if (n == 0)
        buf[0] = 0;
    else if (strlen(all) + 4 < len)
        snprintf(buf, len, "%s off", all);
    else /* a list cut short could name a quirk that is not off */
        snprintf(buf, len, "%d off", n);
    return n;
}
