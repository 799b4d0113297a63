/* gmk_stream.c — bounded reads over a project file and its zlib blocks (gmk_stream.h). */
#include "gmk_stream.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

void gs_open(gmk_stream *s, const unsigned char *data, size_t len, gmk_errctx *ctx)
{
    *s = (gmk_stream){.data = data, .len = len, .ctx = ctx};
}

bool gs_failed(const gmk_stream *s)
{
    return s->ctx->failed;
}

void gs_fail_at(gmk_stream *s, size_t at, const char *fmt, ...)
{
    gmk_errctx *c = s->ctx;
    if (c->failed)
        return;
    c->failed = true;
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    char where[320] = "";
    if (c->part[0])
        snprintf(where, sizeof where, "%s%s%s: ", c->part, c->sub[0] ? ", " : "", c->sub);
    if (s->is_block)
        snprintf(c->err, c->errlen, "%s: %s%s at byte %zu of the block at byte %zu", c->file,
                 where, msg, at, s->block_at);
    else
        snprintf(c->err, c->errlen, "%s: %s%s at byte %zu", c->file, where, msg, at);
    /* nothing more is read: every later read finds the end */
    s->pos = s->len;
}

static void vformat(char *buf, size_t len, const char *fmt, va_list ap)
{
    vsnprintf(buf, len, fmt, ap);
}

void gs_part(gmk_errctx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vformat(c->part, sizeof c->part, fmt, ap);
    va_end(ap);
    c->sub[0] = 0;
}

void gs_sub(gmk_errctx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vformat(c->sub, sizeof c->sub, fmt, ap);
    va_end(ap);
}

/* Whether n more bytes are there; else records "truncated". */
static bool need(gmk_stream *s, size_t n)
{
    if (s->ctx->failed)
        return false;
    if (s->len - s->pos < n) {
        gs_fail_at(s, s->pos, "truncated (%zu bytes wanted, %zu left)", n, s->len - s->pos);
        return false;
    }
    return true;
}

int32_t gs_i32(gmk_stream *s)
{
    if (!need(s, 4))
        return 0;
    const unsigned char *b = s->data + s->pos;
    uint32_t v = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
                 (uint32_t)b[3] << 24;
    s->pos += 4;
    return (int32_t)v; /* two's complement on every machine spelgen builds on */
}

bool gs_bool(gmk_stream *s)
{
    size_t at = s->pos;
    int32_t v = gs_i32(s);
    if (v != 0 && v != 1)
        gs_fail_at(s, at, "a yes/no value is %d, not 0 or 1", (int)v);
    return v == 1;
}

void gs_skip(gmk_stream *s, size_t n)
{
    if (need(s, n))
        s->pos += n;
}

char *gs_str(gmk_stream *s, bool is_name)
{
    size_t at = s->pos;
    int32_t n = gs_i32(s);
    if (s->ctx->failed)
        return NULL;
    if (n < 0) {
        gs_fail_at(s, at, "a text's length is %d", (int)n);
        return NULL;
    }
    if ((size_t)n > s->len - s->pos) {
        gs_fail_at(s, at, "truncated (a text of %d bytes, %zu left)", (int)n, s->len - s->pos);
        return NULL;
    }
    if (is_name)
        for (int32_t i = 0; i < n; i++) {
            unsigned char c = s->data[s->pos + (size_t)i];
            if (c < 0x20 || c == 0x7f) {
                /* a name goes into messages and file names: one line, printable */
                gs_fail_at(s, at, "a name holds the control character 0x%02x", c);
                return NULL;
            }
        }
    char *t = malloc((size_t)n + 1);
    if (!t) {
        gs_fail_at(s, at, "out of memory for a text of %d bytes", (int)n);
        return NULL;
    }
    memcpy(t, s->data + s->pos, (size_t)n);
    t[n] = 0;
    s->pos += (size_t)n;
    return t;
}

void gs_skip_str(gmk_stream *s)
{
    size_t at = s->pos;
    int32_t n = gs_i32(s);
    if (s->ctx->failed)
        return;
    if (n < 0 || (size_t)n > s->len - s->pos) {
        gs_fail_at(s, at, "truncated (a text of %d bytes, %zu left)", (int)n, s->len - s->pos);
        return;
    }
    s->pos += (size_t)n;
}

int gs_count(gmk_stream *s, size_t min_size, const char *what)
{
    size_t at = s->pos;
    int32_t n = gs_i32(s);
    if (s->ctx->failed)
        return 0;
    if (n < 0 || (min_size > 0 && (size_t)n > (s->len - s->pos) / min_size)) {
        if (n < 0)
            gs_fail_at(s, at, "an absurd count of %s: %d", what, (int)n);
        else
            gs_fail_at(s, at, "%d %s cannot fit in the %zu bytes left (truncated, or an "
                       "absurd count)", (int)n, what, s->len - s->pos);
        return 0;
    }
    return n;
}

void gs_version(gmk_stream *s, int want, const char *what)
{
    size_t at = s->pos;
    int32_t v = gs_i32(s);
    if (!s->ctx->failed && v != want)
        gs_fail_at(s, at, "%s version %d, not %d (GameMaker 8.0)", what, (int)v, want);
}

int gs_block(gmk_stream *s, gmk_stream *out)
{
    *out = (gmk_stream){.ctx = s->ctx, .is_block = true, .block_at = s->pos};
    size_t at = s->pos;
    int32_t n = gs_i32(s);
    if (s->ctx->failed)
        return -1;
    if (n < 0 || (size_t)n > s->len - s->pos) {
        gs_fail_at(s, at, "truncated (a compressed block of %d bytes, %zu left)", (int)n,
                   s->len - s->pos);
        return -1;
    }
    const unsigned char *in = s->data + s->pos;
    s->pos += (size_t)n;
    if (s->ctx->stored) {
        unsigned char *copy = malloc((size_t)n + 1);
        if (!copy) {
            gs_fail_at(s, at, "out of memory for a block of %d bytes", (int)n);
            return -1;
        }
        memcpy(copy, in, (size_t)n);
        out->data = copy;
        out->len = (size_t)n;
        return 0;
    }

    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) {
        gs_fail_at(s, at, "zlib cannot start");
        return -1;
    }
    size_t cap = (size_t)n < GMK_BLOCK_MAX / 4 ? (size_t)n * 4 + 64 : GMK_BLOCK_MAX;
    unsigned char *buf = malloc(cap);
    size_t used = 0;
    z.next_in = (unsigned char *)in; /* zlib does not write through next_in */
    z.avail_in = (uInt)n;
    int zr = Z_OK;
    const char *why = NULL;
    while (buf) {
        z.next_out = buf + used;
        z.avail_out = (uInt)(cap - used);
        zr = inflate(&z, Z_NO_FLUSH);
        used = cap - z.avail_out;
        if (zr == Z_STREAM_END)
            break;
        if (zr == Z_NEED_DICT || zr == Z_DATA_ERROR || zr == Z_MEM_ERROR) {
            why = z.msg ? z.msg : "corrupt data";
            break;
        }
        if (z.avail_in == 0 && z.avail_out > 0) {
            why = "the compressed data ends early";
            break;
        }
        if (z.avail_out == 0) {
            if (cap >= GMK_BLOCK_MAX) {
                why = "it inflates to more than 64 MiB";
                break;
            }
            size_t ncap = cap * 2 < GMK_BLOCK_MAX ? cap * 2 : GMK_BLOCK_MAX;
            unsigned char *nb = realloc(buf, ncap);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap = ncap;
        }
    }
    inflateEnd(&z);
    if (!buf) {
        gs_fail_at(s, at, "out of memory inflating a block of %d bytes", (int)n);
        return -1;
    }
    if (why) {
        free(buf);
        gs_fail_at(s, at, "bad compressed block (%s)", why);
        return -1;
    }
    out->data = buf;
    out->len = used;
    return 0;
}

void gs_block_free(gmk_stream *b)
{
    if (b->is_block)
        free((void *)b->data);
    b->data = NULL;
    b->len = b->pos = 0;
}

void gs_expect_end(gmk_stream *s)
{
    if (!s->ctx->failed && s->pos != s->len)
        gs_fail_at(s, s->pos, "%zu byte%s left over (not the GameMaker 8.0 layout)",
                   s->len - s->pos, s->len - s->pos == 1 ? "" : "s");
}
