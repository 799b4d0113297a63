/* gmk_check.c — a project's scripts parsed as the GML subset before import writes them
 * (gmk_check.h). */
#include "gmk_check.h"

#include <stdio.h>
#include <string.h>

#include "gml/gml_parse.h"

int gmk_check_scripts(const gmk_project *p, const char *file, char *err, size_t errlen)
{
    for (int i = 0; i < p->nscripts; i++) {
        const gmk_script *s = &p->scripts[i];
        if (!s->name)
            continue;
        char name[200], why[400];
        snprintf(name, sizeof name, "script %s", s->name);
        gml_node *tree;
        const char *code = s->code ? s->code : "";
        if (gml_parse(name, code, strlen(code), &tree, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s: %s", file, why);
            return -1;
        }
        gml_free(tree);
    }
    return 0;
}
