# tour.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status, said,
# ok, notok): the tour against the level it stands on — the shop stop shows the path's
# last draw and its rule; a command that builds the level again ends the tour and says so.

# ---- the tour's shop stop: draw #N is the path's last, the graveyard begins after it ----
# the stop shows that draw, in its own phase (it showed the graveyard's start, and r said
# "No draw here", then "the last before phase graveyard began"); r shows its rule
S=$(explore tour-shoprule 80 24 --tour)
wait_for "$S" 'tour 1/' >/dev/null
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
shopstop=$(grep '^stop ' "${TOURS:-$(dirname "$0")/../../data/tour}/classic.tour" | grep -n 'Where the shop goes' | cut -d: -f1)
keys "$S" "tour $shopstop" Enter
wait_for "$S" "tour $shopstop/[0-9]+: Where the shop goes" >/dev/null
keys "$S" r
if wait_for "$S" 'rule of this draw' && screen "$S" | grep -q 'site path.shop_room at ' &&
    status "$S" | grep -q 'phase path ' && ! screen "$S" | grep -q 'No draw here' &&
    ! screen "$S" | grep -q 'the last before phase'; then
    ok "the tour's shop stop: r shows path.shop_room's rule, the path's last draw, in phase path"
else
    notok "the tour's shop stop: r shows path.shop_room's rule, the path's last draw, in phase path" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- a command that builds the level again ends the tour and says so ------------------
S=$(explore tour-gone 200 60 --tour)
wait_for "$S" 'tour 1/' >/dev/null
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'seed 4' Enter
if wait_for "$S" "seed 4, level [0-9]+: [0-9]+ draws; the tour was of the level before: ':tour' starts it again" &&
    ! screen "$S" | grep -q 'tour 1/'; then
    ok ":seed during the tour ends it and says so"
else
    notok ":seed during the tour ends it and says so" "$(said "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
