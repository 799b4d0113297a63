/* gmk_stream.h — a bounded cursor over a GameMaker project file or one of its zlib
 * blocks, with a sticky first error.
 *
 * Every read checks what is left; the first failure formats one message naming the file,
 * the part being read and the byte ("FILE: object 3 (oBrick), event create: truncated at
 * byte 120 of the block at byte 4012"), and from then on every read returns zero or NULL
 * and every count zero, so a reader can run on and check gs_failed() where it matters. */
#ifndef SPG_GMK_STREAM_H
#define SPG_GMK_STREAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The largest decompressed block accepted: far above any real resource (the original's
 * largest is a few hundred kilobytes), low enough that a hostile file cannot exhaust
 * memory. */
#define GMK_BLOCK_MAX ((size_t)64 << 20)

/* What the streams of one file share: its name, where the reader is, the error. */
typedef struct gmk_errctx {
    const char *file;
    char part[160];   /* "object 312 (oBrick)"; "" before the first resource */
    char sub[96];     /* "event create, action 2"; "" when none */
    char *err;
    size_t errlen;
    bool failed;
    bool stored;      /* blocks hold their bytes uncompressed (gmk_read_stored) */
} gmk_errctx;

typedef struct gmk_stream {
    const unsigned char *data;
    size_t len, pos;
    bool is_block;     /* data is an inflated block (owned: free with gs_block_free) */
    size_t block_at;   /* for a block: the file offset of its length field */
    gmk_errctx *ctx;
} gmk_stream;

/* A stream over the whole file. */
void gs_open(gmk_stream *s, const unsigned char *data, size_t len, gmk_errctx *ctx);

/* Records the first error: "FILE: PART, SUB: MESSAGE at byte N[ of the block at byte M]",
 * N being `at` (a position in this stream). */
void gs_fail_at(gmk_stream *s, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Whether an error has been recorded (for this file). */
bool gs_failed(const gmk_stream *s);

/* Sets the part ("object 3 (oBrick)") and clears the sub-part; sets the sub-part. */
void gs_part(gmk_errctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void gs_sub(gmk_errctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A 32-bit little-endian integer (0 after an error). */
int32_t gs_i32(gmk_stream *s);

/* A bool: an integer that must be 0 or 1. */
bool gs_bool(gmk_stream *s);

/* Skips n bytes (a double, a timestamp). */
void gs_skip(gmk_stream *s, size_t n);

/* A string: a length and that many bytes, returned NUL-terminated in fresh memory (NULL
 * after an error).  When `is_name`, a control character (NUL, a line break, ...) is
 * refused: names go into messages and file names. */
char *gs_str(gmk_stream *s, bool is_name);

/* Skips a string. */
void gs_skip_str(gmk_stream *s);

/* A count of things each at least `min_size` bytes long: refused when negative or when
 * that many cannot fit in what is left (truncated, or an absurd count), so nothing is allocated for
 * more than the input holds.  `what` names them ("instances"). */
int gs_count(gmk_stream *s, size_t min_size, const char *what);

/* Reads a version number and refuses any other than `want`. */
void gs_version(gmk_stream *s, int want, const char *what);

/* Reads a block (a length, then zlib data) and opens *out over its inflated bytes (over a
 * copy of them as they are, when the context says blocks are stored).
 * Returns 0, or -1 with the error recorded (*out is then empty). */
int gs_block(gmk_stream *s, gmk_stream *out);

/* Frees a block's bytes. */
void gs_block_free(gmk_stream *b);

/* Refuses bytes left over at the end of a block that was read whole. */
void gs_expect_end(gmk_stream *s);

#endif
