/* jumps.c — the jump list and the marks. */
#include "jumps.h"

#include <string.h>

void jumps_init(jumps *j)
{
    memset(j, 0, sizeof *j);
    for (int i = 0; i < 26; i++)
        j->mark[i] = JUMPS_NO_MARK;
    j->before_last = JUMPS_NO_MARK;
}

static void push(jumps *j, uint32_t pos)
{
    if (j->n && j->list[j->n - 1] == pos)
        return; /* the same place twice in a row is one entry */
    if (j->n == JUMPS_MAX) {
        memmove(j->list, j->list + 1, (JUMPS_MAX - 1) * sizeof j->list[0]);
        j->n--;
    }
    j->list[j->n++] = pos;
}

void jumps_record(jumps *j, uint32_t from, uint32_t to)
{
    if (from == to)
        return;
    if (j->at < j->n)
        j->n = j->at + 1; /* keep the entry we stand on: it is `from` */
    push(j, from);
    j->at = j->n;
    j->before_last = from;
}

bool jumps_back(jumps *j, uint32_t cur, uint32_t *to)
{
    if (j->at >= j->n) {
        /* leaving the newest place: remember it, so forward comes back here */
        if (j->n == 0)
            return false;
        push(j, cur);
        j->at = j->n - 1;
    }
    /* skip entries equal to where we are (a jump back to the same draw moves nothing) */
    int k = j->at - 1;
    while (k >= 0 && j->list[k] == cur)
        k--;
    if (k < 0)
        return false;
    j->at = k;
    *to = j->list[k];
    j->before_last = cur;
    return true;
}

bool jumps_forward(jumps *j, uint32_t cur, uint32_t *to)
{
    if (j->at + 1 >= j->n)
        return false;
    j->at++;
    *to = j->list[j->at];
    j->before_last = cur;
    return true;
}

bool jumps_set_mark(jumps *j, char name, uint32_t pos)
{
    if (name < 'a' || name > 'z')
        return false;
    j->mark[name - 'a'] = pos;
    return true;
}

bool jumps_get_mark(const jumps *j, char name, uint32_t *pos)
{
    uint32_t p = name == '\'' ? j->before_last
                 : name >= 'a' && name <= 'z' ? j->mark[name - 'a']
                                              : JUMPS_NO_MARK;
    if (p == JUMPS_NO_MARK)
        return false;
    *pos = p;
    return true;
}
