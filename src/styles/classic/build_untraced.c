/* build_untraced.c — the classic style again, for levels nobody traces: the same passes
 * (build_traced.c's list) with SPG_UNTRACED, so the trace is a constant NULL and every
 * function of the style is static (see internal.h) but its builds, which leave
 * this unit as untraced_* (declared in classic.h).  Levels, draws and phases are the
 * traced build's (test_level.c's tracing_changes_nothing compares them). */
#define SPG_UNTRACED 1
#define classic_build_level untraced_classic_build_level
#define classic_build_path_only untraced_classic_build_path_only
#define classic_build_through_rolls untraced_classic_build_through_rolls
#define classic_path_scan_state untraced_classic_path_scan_state
#define classic_path_scan_states untraced_classic_path_scan_states


#include "build_traced.c"
