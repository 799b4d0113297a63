/* test_sha256.c — SHA-256 against FIPS 180-4's examples (and NIST's million 'a's), fed
 * whole and in pieces of every size up to a block and more, so partial blocks are tested. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/sha256.h"

static const struct {
    const char *msg;
    const char *hex;
} vectors[] = {
    {"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
    {"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
    {"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
     "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
    {"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopq"
     "rlmnopqrsmnopqrstnopqrstu",
     "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"},
};

static void hex_of(const unsigned char d[32], char hex[65])
{
    for (int i = 0; i < 32; i++)
        snprintf(hex + 2 * i, 3, "%02x", d[i]);
}

static void fips_examples(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
        char hex[65];
        sha256_hex(vectors[i].msg, strlen(vectors[i].msg), hex);
        assert_string_equal(hex, vectors[i].hex);
    }
}

static void pieces_of_every_size(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
        const char *m = vectors[i].msg;
        size_t len = strlen(m);
        for (size_t piece = 1; piece <= 70; piece++) {
            sha256_ctx c;
            sha256_init(&c);
            for (size_t at = 0; at < len; at += piece)
                sha256_update(&c, m + at, len - at < piece ? len - at : piece);
            unsigned char d[32];
            char hex[65];
            sha256_final(&c, d);
            hex_of(d, hex);
            assert_string_equal(hex, vectors[i].hex);
        }
    }
}

static void a_million_a(void **st)
{
    (void)st;
    char *a = malloc(1000000);
    assert_non_null(a);
    memset(a, 'a', 1000000);
    char hex[65];
    sha256_hex(a, 1000000, hex);
    assert_string_equal(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    free(a);
}

/* Lengths around the padding's edge (55, 56, 63, 64 bytes) against values computed with
 * sha256sum. */
static void padding_edges(void **st)
{
    (void)st;
    static const struct {
        size_t n;
        const char *hex;
    } edges[] = {
        {55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"},
        {56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"},
        {63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"},
        {64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"},
    };
    char buf[64];
    memset(buf, 'a', sizeof buf);
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++) {
        char hex[65];
        sha256_hex(buf, edges[i].n, hex);
        assert_string_equal(hex, edges[i].hex);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fips_examples),
        cmocka_unit_test(pieces_of_every_size),
        cmocka_unit_test(a_million_a),
        cmocka_unit_test(padding_edges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
