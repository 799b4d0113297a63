/* gmk_v11.h — which of a project's scripts are not v1.1's: the scripts spelgen's native
 * port stands for, each compared with v1.1's by the SHA-256 of its text (a digest, no
 * content of the original).  A project whose scripts differ is a mod: the native port
 * builds v1.1's generator, `--scripts` runs the mod's own. */
#ifndef SPG_GMK_V11_H
#define SPG_GMK_V11_H

#include <stddef.h>

#include "gmk.h"

/* How many scripts the native port stands for. */
int gmk_v11_count(void);

/* The names of the scripts of p that differ from v1.1's (or that p lacks), separated by
 * single spaces, into out; returns how many. */
int gmk_v11_differing(const gmk_project *p, char *out, size_t len);

#endif
