/* json.c — the tunnel floor in `show --format json`: the document's contract (§2), the
 * one tunnel-specific extra `tunnel: {rungs, rooms, cw}`, and what a tunnel entity's
 * info means (a chest's rarity, a mob's name and leash, the guard). */
#include "../../json.h"
#include "../../style.h"
#include "tunnel.h"

static const char *rarity_name(int info)
{
    switch (info) {
    case TUNNEL_RARITY_COMMON: return "common";
    case TUNNEL_RARITY_RARE: return "rare";
    case TUNNEL_RARITY_EPIC: return "epic";
    case TUNNEL_RARITY_LEGENDARY: return "legendary";
    default: return NULL;
    }
}

static void rect(FILE *f, tunnel_rect r)
{
    fprintf(f, "[%d,%d,%d,%d]", r.x, r.y, r.w, r.h);
}

void tunnel_json_entity(FILE *f, const spg_result *r, int i)
{
    const tunnel_floor *F = r->style_record;
    const spg_entity *e = &r->level.ent[i];
    if (e->kind == SPG_E_CHEST && rarity_name(e->info)) {
        fputs(",\"rarity\":", f);
        json_string(f, rarity_name(e->info));
    } else if (e->kind == SPG_E_ENEMY) {
        int m = TUNNEL_MOB_OF(e->info);
        if (m < 0 || m >= tunnel_roster_len)
            return;
        fputs(",\"mob\":", f);
        json_string(f, tunnel_roster[m].name);
        fprintf(f, ",\"tier\":%d,\"heavy\":%s", tunnel_roster[m].tier,
                tunnel_roster[m].tier >= TUNNEL_HEAVY_TIER ? "true" : "false");
        if (F && i < SPG_MAX_ENTITIES && F->leash_of[i] != -1) {
            /* x, y, w, h: the room's (or the chamber's) bounds + leashPad */
            fputs(",\"leash\":", f);
            rect(f, F->leash_of[i] == TUNNEL_LEASH_CHAMBER ? F->chamber_leash
                                                          : F->room[F->leash_of[i]].leash);
        }
    } else if (e->kind == SPG_E_BOSS) {
        fputs(",\"guard\":", f);
        json_string(f, e->info == TUNNEL_GUARD_BOSS ? "boss" : "gatekeeper");
    }
}

void tunnel_json_level(FILE *f, const spg_result *r)
{
    const tunnel_floor *F = r->style_record;
    if (!F)
        return;
    fputs(",\"tunnel\":{\"rungs\":[", f);
    for (int i = 0; i < F->rungs_built; i++) {
        const tunnel_rung *g = &F->rung[i];
        fprintf(f, "%s{\"y\":%d,\"h\":%d,\"x0\":%d,\"x1\":%d,\"entry\":%d,\"exit\":%d,"
                   "\"dir\":\"%s\",\"gap_above\":%d}",
                i ? "," : "", g->y, F->cw, g->x0, g->x1, g->start, g->end,
                g->right ? "right" : "left", F->gaps[i]);
    }
    fputs("],\"rooms\":[", f);
    for (int i = 0; i < F->nrooms; i++) {
        const tunnel_room *m = &F->room[i];
        fprintf(f, "%s{\"x\":%d,\"y\":%d,\"w\":%d,\"h\":%d,\"rung\":%d,\"side\":\"%s\",\"label\":",
                i ? "," : "", m->r.x, m->r.y, m->r.w, m->r.h, m->rung, m->side > 0 ? "right" : "left");
        json_string(f, m->spur ? "Side Cache" : "Old Chamber");
        fputs(",\"stub\":", f);
        rect(f, m->stub);
        fputs(",\"leash\":", f);
        rect(f, m->leash);
        fputc('}', f);
    }
    fprintf(f, "],\"cw\":%d}", F->cw);
}
