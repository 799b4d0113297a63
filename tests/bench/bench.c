/* bench.c — throughput, measured: the bare RNG's draws per second (the ceiling), levels
 * generated with tracing off and on (levels and draws per second, and their share of the
 * ceiling), the path scan's states per second (its kernel and the path code it stands for
 * on one thread, level 16's on one, and find --states with a path filter on two) with the
 * time the whole 2^32 would take, find's seeds per second for a
 * path, a level-roll and a whole-level filter, the explorer's step model, and its
 * debugger's work on level 16 of a game (continue to a breakpoint and a watchpoint both
 * ways, a first search and one that finds nothing, a force's or a diff's other
 * generation and comparison: each key should answer within 20 ms, a frame of a person's
 * attention; best and worst of 20), and the scripts engine's Mines levels a second beside
 * the native port's (with an import: SPELGEN_ORIGINAL_DIR, or the default directory).
 *
 * A shared machine's speed moves between runs (the ceiling alone was seen from 360 to
 * 840 M draws/s), so the ceiling is measured in the same rounds as what it is compared
 * with, interleaved: each round runs the bare RNG, generation off and on, and the scan,
 * one short run each.  Every figure is the median of the rounds with its spread (lowest
 * to highest), and each ratio to the ceiling is taken within a round, then its median:
 * a slow round slows both sides of its ratio.  Prints numbers only; timing never decides
 * a test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gen.h"
#include "rng.h"
#include "search/find.h"
#include "explore/diff.h"
#include "explore/stepper.h"
#include "explore/stops.h"
#include "explore/textsearch.h"
#include "gml/gml_level.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

#define ROUNDS 7

/* The median and the spread of a figure measured once a round. */
typedef struct figure {
    double v[ROUNDS];
    int n;
} figure;

static void add(figure *f, double x) { f->v[f->n++] = x; }

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(const figure *f)
{
    double s[ROUNDS];
    memcpy(s, f->v, sizeof s);
    qsort(s, (size_t)f->n, sizeof *s, by_value);
    return f->n % 2 ? s[f->n / 2] : (s[f->n / 2 - 1] + s[f->n / 2]) / 2;
}

/* "median (lowest-highest, +-x% about the median)", in units of `scale`. */
static void spread(const figure *f, double scale, const char *fmt, char *buf, size_t len)
{
    double lo = f->v[0], hi = f->v[0], m = median(f);
    for (int i = 1; i < f->n; i++) {
        lo = f->v[i] < lo ? f->v[i] : lo;
        hi = f->v[i] > hi ? f->v[i] : hi;
    }
    char a[24], b[24], c[24];
    snprintf(a, sizeof a, fmt, m / scale);
    snprintf(b, sizeof b, fmt, lo / scale);
    snprintf(c, sizeof c, fmt, hi / scale);
    snprintf(buf, len, "%s (%s-%s, +-%.0f%%)", a, b, c, m > 0 ? 50.0 * (hi - lo) / m : 0.0);
}

/* The bare RNG's draws per second over about `secs`. */
static double ceiling_once(double secs)
{
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 1);
    volatile long sink = 0;
    unsigned long long n = 0;
    double t0 = now(), t;
    do {
        for (int i = 0; i < 1 << 18; i++)
            sink += rng_rand(&r, 1, 100, NULL);
        n += 1 << 18;
        t = now() - t0;
    } while (t < secs);
    (void)sink;
    return n / t;
}

/* Levels and draws per second of one short run, tracing off or on. */
static void run_once(const spg_data *d, bool trace, double secs, spg_result *res, double *lps,
                     double *dps, double *per_level)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.trace = trace;
    rq.from_state = true;
    char err[256];
    unsigned long levels = 0;
    unsigned long long draws = 0;
    double t0 = now(), t;
    uint32_t s = 1;
    do {
        for (int i = 0; i < 64; i++) {
            rq.seed = s++ * 2654435761u;
            rq.level = 1 + (int)(s % 4);
            if (spg_generate(&rq, d, res, err, sizeof err) != 0) {
                fprintf(stderr, "bench: %s\n", err);
                exit(1);
            }
            levels++;
            draws += res->draws;
        }
        t = now() - t0;
    } while (t < secs);
    *lps = levels / t;
    *dps = draws / t;
    *per_level = (double)draws / levels;
}

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The path scan's states per second on one thread, level `level`: every plan made (256 at
 * a time, as find and count make them) by the kernel (classic_scan_states) or by the path
 * code it stands for (kernel false: the untraced copy of path.c), and tested against a
 * path filter (--exit-col 0), nothing printed.  *cpu gets the CPU time a state took (ns:
 * what another agent's load does not stretch, as it stretches the wall clock). */
static double scan_once(const spg_data *d, double secs, uint32_t *from, int level, bool kernel,
                        double *cpu)
{
    spg_options opt;
    options_default(&opt);
    static classic_path_scan scan;
    char err[256];
    if (classic_path_scan_init(&scan, level, &opt, spg_style_data(d, SPG_STYLE_CLASSIC), err,
                               sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", err);
        exit(1);
    }
    spg_filter f;
    filter_init(&f);
    f.exit_col = 0;
    unsigned long long n = 0, hits = 0;
    int batches = level == SPG_MAX_LEVEL ? 4 : 64;
    double t0 = now(), c0 = cpu_now(), t;
    static classic_plan plans[256];
    do {
        for (int i = 0; i < batches; i++) {
            if (kernel)
                classic_scan_states(&scan, *from, 1, 256, plans);
            else
                untraced_classic_path_scan_states(&scan, *from, 1, 256, plans);
            *from += 256;
            for (int k = 0; k < 256; k++)
                hits += filter_match_plan(&f, &plans[k]);
        }
        n += (unsigned long long)batches * 256;
        t = now() - t0;
    } while (t < secs);
    if (cpu)
        *cpu = (cpu_now() - c0) / n * 1e9;
    volatile unsigned long long sink = hits;
    (void)sink;
    return n / t;
}

static int count_line(const char *line, void *ctx)
{
    (void)line;
    (*(unsigned long *)ctx)++;
    return 0;
}

/* find --states --path-length-max 4 (straight down one column, 1 state in 140: a seed
 * hunter's question, whose answer is not mostly printing) on two threads over `states`
 * states: states per second. */
static double find_scan_once(const spg_data *d, uint32_t from, uint32_t states)
{
    spg_find_config fc;
    find_config_init(&fc);
    fc.states = true;
    fc.filter.path_max = 4;
    fc.from = from;
    fc.to = from + states - 1;
    fc.threads = 2;
    unsigned long lines = 0;
    spg_find_stats st;
    char err[256];
    double t0 = now();
    if (find_run(&fc, d, count_line, NULL, &lines, &st, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", err);
        exit(1);
    }
    return states / (now() - t0);
}

/* The scan's figures, one round's each. */
typedef struct scan_figures {
    figure kernel, kernel_cpu, cost, code, code_cpu, olmec, olmec_cpu, find2;
} scan_figures;

/* One round of the scan's figures: the kernel and the path code on level 1, the kernel on
 * level 16, and find on two threads; c is the round's ceiling. */
static void scan_round(const spg_data *d, double t, double c, uint32_t *from, scan_figures *sf)
{
    double cpu;
    double s1 = scan_once(d, t / 2, from, 1, true, &cpu);
    add(&sf->kernel, s1);
    add(&sf->kernel_cpu, cpu);
    add(&sf->cost, c / s1);
    add(&sf->code, scan_once(d, t / 4, from, 1, false, &cpu));
    add(&sf->code_cpu, cpu);
    add(&sf->olmec, scan_once(d, t / 4, from, SPG_MAX_LEVEL, true, &cpu));
    add(&sf->olmec_cpu, cpu);
    uint32_t n = (uint32_t)(s1 * t); /* about t/2 s on two threads, 8 chunks at least */
    n = n < 8 * 65536 ? 8 * 65536 : n;
    add(&sf->find2, find_scan_once(d, *from, n));
    *from += n;
}

static void scan_print(const scan_figures *sf)
{
    char a[128], b[128], e[128];
    spread(&sf->kernel, 1e6, "%.2f", a, sizeof a);
    spread(&sf->kernel_cpu, 1, "%.0f", b, sizeof b);
    spread(&sf->cost, 1, "%.0f", e, sizeof e);
    printf("path scan, level 1, 1 thread %s M states/s\n"
           "                             %s ns of CPU time a state; a state costs %s bare "
           "draws' time\n", a, b, e);
    spread(&sf->code, 1e6, "%.2f", a, sizeof a);
    spread(&sf->code_cpu, 1, "%.0f", b, sizeof b);
    printf("  the path code it stands for %s M states/s, %s ns of CPU time (the kernel "
           "%.1fx faster)\n", a, b, median(&sf->kernel) / median(&sf->code));
    spread(&sf->olmec, 1e6, "%.3f", a, sizeof a);
    spread(&sf->olmec_cpu, 1, "%.0f", b, sizeof b);
    printf("path scan, level 16 (the hall replayed), 1 thread %s M states/s, %s ns of CPU "
           "time: all 2^32 on 2 threads in %.0f min\n", a, b,
           4294967296.0 / median(&sf->olmec) / 2 / 60);
    spread(&sf->find2, 1e6, "%.2f", b, sizeof b);
    double m2 = median(&sf->find2);
    printf("find --states --path-length-max 4  %s M states/s on 2 threads: all 2^32 in "
           "%.0f s (%.1f min)\n", b, 4294967296.0 / m2, 4294967296.0 / m2 / 60);
    printf("  (at the kernel's CPU time a state, %.0f ns, on two idle cores: %.1f min)\n",
           median(&sf->kernel_cpu), 4294967296.0 * median(&sf->kernel_cpu) * 1e-9 / 2 / 60);
}

/* The rounds: the ceiling, generation off and on, and the scan, interleaved. */
static void rounds(const spg_data *d, double secs)
{
    spg_result *res = calloc(1, sizeof *res);
    figure ceiling = {{0}, 0}, lps[2] = {{{0}, 0}, {{0}, 0}}, dps[2] = {{{0}, 0}, {{0}, 0}},
           ratio[2] = {{{0}, 0}, {{0}, 0}};
    scan_figures sf;
    memset(&sf, 0, sizeof sf);
    double per_level[2] = {0};
    double t = secs / ROUNDS;
    uint32_t from = 0x12345678u;
    for (int r = 0; r < ROUNDS; r++) {
        double c = ceiling_once(t / 2);
        add(&ceiling, c);
        for (int trace = 0; trace < 2; trace++) {
            double v[3];
            run_once(d, trace, t, res, &v[0], &v[1], &v[2]);
            add(&lps[trace], v[0]);
            add(&dps[trace], v[1]);
            add(&ratio[trace], v[1] / c);
            per_level[trace] = v[2];
        }
        scan_round(d, t, c, &from, &sf);
    }
    char a[128], b[128], e[128];
    spread(&ceiling, 1e6, "%.0f", a, sizeof a);
    printf("bare RNG (the ceiling)       %s M draws/s\n", a);
    for (int trace = 0; trace < 2; trace++) {
        spread(&lps[trace], 1, "%.0f", a, sizeof a);
        spread(&dps[trace], 1e6, "%.1f", b, sizeof b);
        spread(&ratio[trace], 0.01, "%.1f", e, sizeof e);
        printf("generation, tracing %-3s      %s levels/s\n"
               "                             %s M draws/s (%.0f draws a level)\n"
               "                             %s%% of the ceiling (each round's own)\n",
               trace ? "on" : "off", a, b, per_level[trace], e);
    }
    printf("tracing costs %.2fx (median levels/s, off against on)\n",
           median(&lps[0]) / median(&lps[1]));
    scan_print(&sf);
    printf("(each figure the median of %d interleaved rounds, lowest-highest, and half the "
           "spread about the median)\n", ROUNDS);
    spg_result_free(res);
    free(res);
}

/* bench SECS scan: the scan's rounds alone, each beside its own ceiling. */
static void scan_rounds(const spg_data *d, double secs)
{
    scan_figures sf;
    memset(&sf, 0, sizeof sf);
    figure ceiling = {{0}, 0};
    double t = secs / ROUNDS;
    uint32_t from = 0x12345678u;
    for (int r = 0; r < ROUNDS; r++) {
        double c = ceiling_once(t / 4);
        add(&ceiling, c);
        scan_round(d, t, c, &from, &sf);
    }
    char a[128];
    spread(&ceiling, 1e6, "%.0f", a, sizeof a);
    printf("bare RNG (the ceiling)       %s M draws/s\n", a);
    scan_print(&sf);
    printf("(each figure the median of %d interleaved rounds, lowest-highest, and half the "
           "spread about the median)\n", ROUNDS);
}

/* bench 0 scan-states N LEVEL [code]: exactly N states of the kernel (or the path code)
 * on LEVEL, untimed, for callgrind to count their instructions (make bench-instructions
 * runs it with N and with 0, and divides the difference). */
static void scan_states_only(unsigned long n, int level, bool kernel)
{
    spg_options opt;
    options_default(&opt);
    static classic_path_scan scan;
    char err[512];
    /* level 16's hall is data */
    static spg_data d;
    if (level == SPG_MAX_LEVEL && spg_data_load(NULL, &d, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", err);
        exit(1);
    }
    if (classic_path_scan_init(&scan, level, &opt, spg_style_data(&d, SPG_STYLE_CLASSIC), err,
                               sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", err);
        exit(1);
    }
    static classic_plan plans[256];
    unsigned long sum = 0;
    for (unsigned long i = 0; i < n; i += 256) {
        uint32_t k = n - i < 256 ? (uint32_t)(n - i) : 256;
        if (kernel)
            classic_scan_states(&scan, (uint32_t)i, 1, k, plans);
        else
            untraced_classic_path_scan_states(&scan, (uint32_t)i, 1, k, plans);
        for (uint32_t j = 0; j < k; j++)
            sum += (unsigned long)plans[j].exit_x;
    }
    printf("%lu states, exit columns summing to %lu\n", n, sum);
}

/* Seeds per second of `find` on one and on two threads, and what 10^6 seeds take on
 * two (measured, not doubled). */
static void find_speed(const spg_data *d, const char *what, const char *name, const char *value,
                       int level, uint32_t seeds)
{
    double rate[2];
    for (int threads = 1; threads <= 2; threads++) {
        spg_find_config fc;
        find_config_init(&fc);
        char err[256];
        char lv[8];
        snprintf(lv, sizeof lv, "%d", level);
        if (filter_set(&fc.filter, "level", lv, err, sizeof err) != 0 ||
            filter_set(&fc.filter, name, value, err, sizeof err) != 0) {
            fprintf(stderr, "bench: %s\n", err);
            return;
        }
        fc.from = 1;
        fc.to = seeds * (uint32_t)threads;
        fc.threads = threads;
        unsigned long lines = 0;
        spg_find_stats st;
        double t0 = now();
        if (find_run(&fc, d, count_line, NULL, &lines, &st, err, sizeof err) != 0) {
            fprintf(stderr, "bench: %s\n", err);
            return;
        }
        rate[threads - 1] = seeds * threads / (now() - t0);
    }
    printf("find %-38s %7.0f seeds/s on 1 thread, %7.0f on 2 (10^6 seeds: %.0f s)\n", what,
           rate[0], rate[1], 1e6 / rate[1]);
}

/* The explorer's step model: jumps to random draws of a traced level 4. */
static void step_speed(const spg_data *d)
{
    spg_result *res = calloc(1, sizeof *res);
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.seed = 7;
    rq.level = 4;
    rq.trace = true;
    char err[256];
    if (spg_generate(&rq, d, res, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", err);
        return;
    }
    stepper s = {0}; /* stepper_init reuses what a stepper holds */
    if (stepper_init(&s, res) != 0)
        return;
    uint32_t x = 12345, jumps = 20000;
    double worst = 0, t0 = now();
    for (uint32_t i = 0; i < jumps; i++) {
        x = x * 1664525u + 1013904223u;
        double a = now();
        stepper_seek(&s, x % (res->draws + 1));
        double b = now() - a;
        if (b > worst)
            worst = b;
    }
    double t = now() - t0;
    printf("explorer step model: a jump anywhere in level 4 takes %.3f ms on average, "
           "%.3f ms at worst\n", 1e3 * t / jumps, 1e3 * worst);
    stepper_free(&s);
    spg_result_free(res);
    free(res);
}

/* The best and the worst of n runs of stmt, in ms, into out[0] and out[1]: on a shared
 * machine the worst is mostly the neighbours'. */
#define TIME_MS(out, n, stmt)                                                                \
    do {                                                                                     \
        double w_ = 0, b_ = 1e9;                                                             \
        for (int k_ = 0; k_ < (n); k_++) {                                                   \
            double t0_ = now();                                                              \
            stmt;                                                                            \
            double t_ = now() - t0_;                                                         \
            if (t_ > w_)                                                                     \
                w_ = t_;                                                                     \
            if (t_ < b_)                                                                     \
                b_ = t_;                                                                     \
        }                                                                                    \
        (out)[0] = 1e3 * b_;                                                                 \
        (out)[1] = 1e3 * w_;                                                                 \
    } while (0)

/* The debugger's answers on level 16 of seed 1 (a 16-level game), 20 runs each. */
static void debugger_speed(const spg_data *d)
{
    spg_result *res = calloc(1, sizeof *res), *other = calloc(1, sizeof *other);
    static stop_list stops;
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.seed = 1;
    rq.level = 16;
    rq.trace = true;
    char err[256];
    if (!res || !other || spg_generate(&rq, d, res, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", res ? err : "out of memory");
        free(res);
        free(other);
        return;
    }
    uint32_t mid = res->trace.ndraws / 2;
    stop_hit h;
    double brk[2], wat[2], build[2], miss[2], force[2];
    stops_add_break(&stops, "decided ~ zzz-no-such-words", res, err, sizeof err);
    TIME_MS(brk, 20, stops_next(&stops, res, 0, +1, &h));
    stops_clear(&stops);
    stops_add_watch(&stops, "21 9", res, err, sizeof err);
    TIME_MS(wat, 20, stops_next(&stops, res, mid, +1, &h); stops_next(&stops, res, mid, -1, &h));
    stops_clear(&stops);
    text_index ix = {0};
    TIME_MS(build, 20, text_index_build(&ix, res));
    regex_t re;
    bool literal, wrapped;
    text_search_compile(&re, "zzz-no-such-words", &literal, err, sizeof err);
    TIME_MS(miss, 20, text_index_find(&ix, &re, mid, +1, &wrapped));
    regfree(&re);
    text_index_free(&ix);
    /* a force that fits: the first rand(a,b) of the middle third returns its lowest value */
    uint32_t fd = res->trace.ndraws / 3;
    while (fd < res->trace.ndraws && res->trace.ev[res->trace.draw_event[fd - 1]].call != SPG_CALL_RAND)
        fd++;
    spg_force f = {fd, res->trace.ev[res->trace.draw_event[fd - 1]].a};
    spg_request fr = rq;
    fr.force = &f;
    fr.nforce = 1;
    level_compare c;
    TIME_MS(force, 20, spg_generate(&fr, d, other, err, sizeof err);
             if (diff_compare(res, other, &c) == 0) diff_free(&c));
    printf("explorer debugger, level 16 (%zu draws), best/worst of 20 in ms: continue to a "
           "breakpoint that never stops %.2f/%.2f, to a watchpoint both ways %.2f/%.2f, a "
           "level's first search %.2f/%.2f + %.2f/%.2f for one that finds nothing, a force "
           "or diff (another generation and the comparison) %.2f/%.2f\n", res->trace.ndraws,
           brk[0], brk[1], wat[0], wat[1], build[0], build[1], miss[0], miss[1], force[0],
           force[1]);
    spg_result_free(res);
    spg_result_free(other);
    free(res);
    free(other);
}

/* The scripts engine against the native port (issue 24's bar: 2,000 Mines levels a second
 * on one core): Mines levels (1-4, raw states) built by each in interleaved rounds, the
 * ratio taken within a round.  Needs an import with project/ (DIR, or the default
 * original directory); says so and does nothing without one. */
static void scripts_speed(const spg_data *d, const char *dir, double secs)
{
    char def[4096], scripts[4200], tree[4200], err[600];
    if (!dir) {
        if (spg_original_dir(def, sizeof def) != 0)
            return;
        dir = def;
    }
    snprintf(scripts, sizeof scripts, "%s/scripts", dir);
    snprintf(tree, sizeof tree, "%s/project", dir);
    gml_program *prog;
    if (gml_project_load(scripts, tree, &prog, err, sizeof err) != 0) {
        printf("scripts engine: no import with project/ to run (%s)\n", err);
        return;
    }
    spg_rng rng;
    struct gml_vm *vm = gml_vm_new(prog, &rng);
    spg_options opt;
    options_default(&opt);
    spg_result res;
    memset(&res, 0, sizeof res);
    figure native = {{0}, 0}, gml = {{0}, 0}, ratio = {{0}, 0};
    uint32_t state = 1;
    for (int r = 0; r < ROUNDS; r++) {
        double lv[2];
        for (int side = 0; side < 2; side++) {
            long n = 0;
            double t0 = now(), t;
            do {
                int level = 1 + (int)(n % 4);
                state = state * 2654435761u + 12345u;
                if (side == 0) {
                    spg_request rq = {.style = SPG_STYLE_CLASSIC, .from_state = true,
                                      .seed = state, .level = level, .opt = opt};
                    if (spg_generate(&rq, d, &res, err, sizeof err) != 0) {
                        printf("native: %s\n", err);
                        goto out;
                    }
                } else {
                    gml_level_req lr = gml_level_req_of(&opt, level, state);
                    if (gml_level_build(vm, &lr) != 0) {
                        printf("scripts engine: %s\n", gml_vm_error(vm));
                        goto out;
                    }
                }
                n++;
                t = now() - t0;
            } while (t < secs / ROUNDS / 2);
            lv[side] = n / t;
        }
        add(&native, lv[0]);
        add(&gml, lv[1]);
        add(&ratio, lv[0] / lv[1]);
    }
    printf("Mines levels, native port        %.0f levels/s\n", median(&native));
    printf("Mines levels, the scripts engine %.1f levels/s (the native port %.0fx faster; "
           "issue 24's bar: 2,000)\n", median(&gml), median(&ratio));
out:
    spg_result_free(&res);
    gml_vm_free(vm);
    gml_program_free(prog);
    free(prog);
}

int main(int argc, char **argv)
{
    double secs = argc > 1 ? atof(argv[1]) : 2.0;
    /* bench 0 scan-states N LEVEL [code]: for callgrind (no data needed but level 16's) */
    if (argc > 4 && strcmp(argv[2], "scan-states") == 0) {
        scan_states_only(strtoul(argv[3], NULL, 10), atoi(argv[4]),
                         !(argc > 5 && strcmp(argv[5], "code") == 0));
        return 0;
    }
    spg_data d;
    char err[512];
    if (spg_data_load(NULL, &d, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", err);
        return 1;
    }
    /* bench SECS scripts [DIR]: the scripts engine against the native port alone */
    if (argc > 2 && strcmp(argv[2], "scripts") == 0) {
        scripts_speed(&d, argc > 3 ? argv[3] : NULL, secs);
        spg_data_free(&d);
        return 0;
    }
    /* bench SECS debugger: that section alone */
    if (argc > 2 && strcmp(argv[2], "debugger") == 0) {
        debugger_speed(&d);
        spg_data_free(&d);
        return 0;
    }
    /* bench SECS scan: the path scan's section alone */
    if (argc > 2 && strcmp(argv[2], "scan") == 0) {
        scan_rounds(&d, secs);
        spg_data_free(&d);
        return 0;
    }
    rounds(&d, secs);
    find_speed(&d, "level 2, the path (--start-col 0)", "start-col", "0", 2, 20000);
    find_speed(&d, "level 2, the level rolls (--dark)", "dark", NULL, 2, 8000);
    find_speed(&d, "level 2, whole levels (--has damsel)", "has", "damsel", 2, 5000);
    step_speed(&d);
    debugger_speed(&d);
    scripts_speed(&d, getenv("SPELGEN_ORIGINAL_DIR"), secs);
    spg_data_free(&d);
    return 0;
}
