/* sha256.h — SHA-256 (FIPS 180-4), for the manifest's record of which file was imported. */
#ifndef SPG_SHA256_H
#define SPG_SHA256_H

#include <stddef.h>
#include <stdint.h>

typedef struct sha256_ctx {
    uint32_t h[8];
    uint64_t bytes;        /* message length so far */
    unsigned char buf[64]; /* a partial block */
    size_t nbuf;
} sha256_ctx;

/* Starts a digest. */
void sha256_init(sha256_ctx *c);

/* Adds `len` bytes of the message. */
void sha256_update(sha256_ctx *c, const void *data, size_t len);

/* Finishes the digest into out[32]; the context must be initialised again to reuse. */
void sha256_final(sha256_ctx *c, unsigned char out[32]);

/* The digest of `len` bytes as 64 lowercase hex digits and a NUL in hex[65]. */
void sha256_hex(const void *data, size_t len, char hex[65]);

#endif
