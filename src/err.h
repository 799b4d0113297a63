/* err.h — the one way spelgen's modules write an error: into the caller's buffer (the
 * library never prints), what was read shown back so that a message stays one line of
 * text whatever the input held, and the system's reason when a call failed.  A leaf: it
 * includes nothing of spelgen's, so every layer may use it. */
#ifndef SPG_ERR_H
#define SPG_ERR_H

#include <stddef.h>

#if defined(__GNUC__)
#define ERR_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define ERR_PRINTF(f, a)
#endif

/* Writes the message into err (nothing when err is NULL or errlen 0); returns -1, so a
 * caller may `return err_set(...)`. */
ERR_PRINTF(3, 4) int err_set(char *err, size_t errlen, const char *fmt, ...);

/* "FILE:LINE:COL: message" (COL 0: "FILE:LINE:0: ", as the loaders always wrote it); -1. */
ERR_PRINTF(6, 7)
int err_at(char *err, size_t errlen, const char *file, int line, size_t col, const char *fmt,
           ...);

/* "WHERE: message"; -1. */
ERR_PRINTF(4, 5) int err_in(char *err, size_t errlen, const char *where, const char *fmt, ...);

/* "PATH: cannot WHAT: the system's reason" for a call that failed with errno e; -1. */
int err_sys(char *err, size_t errlen, const char *path, const char *what, int e);

/* s[0..n) as text to quote in a message: printable ASCII as it is, but ' and \ escaped
 * (\' \\), a tab as \t and any other byte as \xNN; cut to max bytes with "..." after.
 * Returns buf. */
const char *err_excerpt(char *buf, size_t bufsz, const char *s, size_t n, size_t max);

/* A word someone typed, shown back: its printable characters ('?' for the others), cut to
 * 40 with "..." after. */
void err_shown(const char *w, char *buf, size_t len);

#endif
