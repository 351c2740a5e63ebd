/* Runs MTGPU LLVM IR from this compiler on the CPU, one pthread per GPU thread, with the
 * llvm.musa.* intrinsics it calls emulated as musa-mma-facts.md describes them (written from the
 * facts' formulas, independently of the compiler's layout tables). It checks that the emitted
 * IR computes the right values under those documented semantics; it says nothing about whether
 * the documents match the hardware. Driven by tests/musa_emulator.py. */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern char global_smem[];
extern void emul_launch(uint64_t *args);

static int g_threads, g_warp, g_ctaid[3], g_nctaid[3];
static __thread int t_tid;
static pthread_barrier_t g_block_bar;
static pthread_barrier_t g_warp_bar[64];
static void **g_slots[4096];
static int g_shfl[4096];
/* per warp: the A and B of the WMMA being emulated */
static double g_a[64][64][64], g_b[64][64][64];

static void fail(const char *what, const char *name) {
    fprintf(stderr, "musa emulator: %s %s\n", what, name);
    abort();
}

static float f16_to_f32(uint16_t h) {
    _Float16 x;
    memcpy(&x, &h, 2);
    return (float)x;
}

static float bits_f32(uint32_t u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint32_t f32_bits(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* fp8 e4m3 (no infinities) and e5m2 to float. */
static float fp8_to_f32(uint8_t b, int e5m2) {
    int sign = b >> 7, exp, man;
    float v;
    if (e5m2) {
        exp = (b >> 2) & 31, man = b & 3;
        v = exp ? (1.0f + man / 4.0f) * __builtin_ldexpf(1.0f, exp - 15) : man / 4.0f * __builtin_ldexpf(1.0f, -14);
    } else {
        exp = (b >> 3) & 15, man = b & 7;
        v = exp ? (1.0f + man / 8.0f) * __builtin_ldexpf(1.0f, exp - 7) : man / 8.0f * __builtin_ldexpf(1.0f, -6);
    }
    return sign ? -v : v;
}

/* fptrunc float -> bfloat on x86 calls this (round to nearest even; NaN kept quiet). */
__bf16 __truncsfbf2(float f) {
    uint32_t u = f32_bits(f);
    uint16_t h = (u & 0x7fffffff) > 0x7f800000 ? (uint16_t)((u >> 16) | 0x40) : (uint16_t)((u + 0x7fff + ((u >> 16) & 1)) >> 16);
    __bf16 r;
    memcpy(&r, &h, 2);
    return r;
}

enum elt { F16, BF16, TF32, S8, E4M3, E5M2 };

static int elt_bits(enum elt e) {
    return e == F16 || e == BF16 ? 16 : e == TF32 ? 32 : 8;
}

/* Element `r` of a lane's packed words (little end first). */
static double element(const uint32_t *words, int r, enum elt e) {
    int bits = elt_bits(e), per = 32 / bits;
    uint32_t w = words[r / per] >> ((r % per) * bits);
    switch (e) {
    case F16: return f16_to_f32((uint16_t)w);
    case BF16: return bits_f32((w & 0xffff) << 16);
    case TF32: return bits_f32(w);
    case S8: return (int8_t)(w & 0xff);
    case E4M3: return fp8_to_f32(w & 0xff, 0);
    default: return fp8_to_f32(w & 0xff, 1);
    }
}

static double smem_element(uint32_t addr, enum elt e) {
    uint32_t w = 0;
    memcpy(&w, global_smem + addr, elt_bits(e) / 8);
    return element(&w, 0, e);
}

static enum elt parse_elt(const char *tag) {
    static const char *names[] = {"ffmma", "bfmma", "tfmma", "imma", "e4m3", "e5m2", "fmma", "smma"};
    static const enum elt vals[] = {F16, BF16, TF32, S8, E4M3, E5M2, F16, S8};
    for (int i = 0; i < 8; i++)
        if (!strncmp(tag, names[i], strlen(names[i])) && tag[strlen(names[i])] == '.') return vals[i];
    fail("unknown MMA type in", tag);
    return F16;
}

static void warp_sync(void) {
    pthread_barrier_wait(&g_warp_bar[t_tid / g_warp]);
}

/* (row, k) of element r of lane l's A (or B, row = n) fragment, and (m, n) of C element r. */
static void wmma_operand(int l, int r, int rows, int k, int *row, int *kk) {
    if (g_warp == 128) { /* QY2, MUTLASS MP22_32x16_Row */
        *row = ((l >> 2) & 15) + 16 * (r >> 1);
        *kk = 2 * (l & 3) + (r & 1) + 8 * (l >> 6);
    } else { /* PH1, FlagTree */
        *kk = (l & 3) + 4 * (r % (k / 4));
        *row = (l >> 2) + 8 * (r / (k / 4));
    }
    (void)rows;
}

static void wmma_acc(int l, int r, int n, int *mm, int *nn) {
    if (g_warp == 128) {
        *mm = ((l >> 3) & 3) + 4 * (l >> 6) + 8 * (r >> 1);
        *nn = (l & 7) + 8 * ((l >> 5) & 1) + 16 * (r & 1);
    } else {
        *nn = (l & 7) + 8 * (r % (n / 8));
        *mm = (l >> 3) + 4 * (r / (n / 8));
    }
}

/* name: "<tag>.m<M>n<N>k<K>.mma"; argv: A, B, C, sat, fmt, layout[, 3 scale words]. */
static void wmma(const char *name, void **argv, void *ret) {
    int m, n, k;
    enum elt e = parse_elt(name);
    const char *shape = strchr(name, '.') + 1;
    if (sscanf(shape, "m%dn%dk%d", &m, &n, &k) != 3) fail("bad WMMA name", name);
    if (*(int *)argv[3] != 1 || *(int *)argv[4] != 1 || *(int *)argv[5] != 1) fail("sat/fmt/layout not 1 in", name);
    int lane = t_tid % g_warp, base = t_tid - lane;
    g_slots[t_tid] = argv;
    warp_sync();
    double(*a)[64] = g_a[t_tid / g_warp], (*b)[64] = g_b[t_tid / g_warp];
    int bits = elt_bits(e);
    int a_elems = m * k / g_warp, b_elems = n * k / g_warp;
    (void)bits;
    for (int l = 0; l < g_warp; l++) {
        void **args = g_slots[base + l];
        for (int r = 0; r < a_elems; r++) {
            int row, kk;
            wmma_operand(l, r, m, k, &row, &kk);
            a[row][kk] = element((const uint32_t *)args[0], r, e);
        }
        for (int r = 0; r < b_elems; r++) {
            int col, kk;
            wmma_operand(l, r, n, k, &col, &kk);
            b[kk][col] = element((const uint32_t *)args[1], r, e);
        }
    }
    const uint32_t *c = argv[2];
    uint32_t *d = ret;
    for (int r = 0; r < m * n / g_warp; r++) {
        int mm, nn;
        wmma_acc(lane, r, n, &mm, &nn);
        double s = 0;
        for (int kk = 0; kk < k; kk++) s += a[mm][kk] * b[kk][nn];
        d[r] = e == S8 ? (uint32_t)((int32_t)c[r] + (int32_t)s) : f32_bits(bits_f32(c[r]) + (float)s);
    }
    warp_sync();
}

/* PH1 swizzle of an absolute shared address: 16-byte sectors xor (line mod SS/SG). */
static uint32_t swizzle(uint32_t addr, int sg_bytes, int ss_bytes) {
    uint32_t line = addr / 256, sector = (addr % 256) / sg_bytes;
    return line * 256 + (sector ^ (line % (ss_bytes / sg_bytes))) * sg_bytes + addr % sg_bytes;
}

/* The descriptor, with MUTLASS's bit fields: start [0,18), leading-stride code [18,21) as
 * log2(bytes) - 2, swizzle granularity [21,23). The address comes from the load feeding the
 * intrinsic (the harness passes that load's pointer). */
static void sqmma_desc(void **argv, void *ret) {
    uint32_t start = (uint32_t)((char *)*(void **)argv[0] - global_smem);
    int lead = *(int *)argv[1], sg = *(int *)argv[2], ss = *(int *)argv[3];
    if (start >= (1u << 18) || lead < 8 || lead > 256 || (lead & (lead - 1)) || sg != 1 || ss != 3)
        fail("unexpected SQMMA descriptor operands", "");
    *(uint32_t *)ret = start | (uint32_t)(__builtin_ctz(lead) - 2) << 18 | (uint32_t)sg << 21;
}

/* name: "sqmma.<tag>.m<M>n<N>k<K>.mma"; argv: descA, descB, C, transA, transB, aNeg, bNeg,
 * scale_out, sat, stepA, stepB, stepC. Each lane reads the operands from shared memory. */
static void sqmma(const char *name, void **argv, void *ret) {
    int m, n, k;
    enum elt e = parse_elt(name);
    if (sscanf(strchr(name, '.') + 1, "m%dn%dk%d", &m, &n, &k) != 3) fail("bad SQMMA name", name);
    uint32_t da = *(uint32_t *)argv[0], db = *(uint32_t *)argv[1];
    if (*(int *)argv[3] != 0 || *(int *)argv[4] != 1 || *(int *)argv[7] != 1) fail("unexpected trans/scale in", name);
    int eb = elt_bits(e) / 8;
    uint32_t sa = da & 0x3ffff, sb = db & 0x3ffff;
    int la = 1 << (((da >> 18) & 7) + 2), lb = 1 << (((db >> 18) & 7) + 2);
    int lane = t_tid % 32, w = (t_tid / 32) % 4;
    const uint32_t *c = argv[2];
    uint32_t *d = ret;
    for (int r = 0; r < m * n / 128; r++) {
        int nn = (lane & 7) + 8 * (r % (n / 8));
        int mm = ((lane >> 3) & 3) + 4 * w + 16 * (r / (n / 8));
        double s = 0;
        for (int kk = 0; kk < k; kk++)
            s += smem_element(swizzle(sa + mm * la + kk * eb, 16, 256), e) *
                 smem_element(swizzle(sb + nn * lb + kk * eb, 16, 256), e);
        d[r] = e == S8 ? (uint32_t)((int32_t)c[r] + (int32_t)s) : f32_bits(bits_f32(c[r]) + (float)s);
    }
}

/* The emulated MUtensorDescriptor (the real one is opaque): what muTensorDescriptorEncode was
 * given. Dimensions innermost first; pitches are the byte strides of dimensions 1 and up. */
struct tme_desc {
    uint64_t addr;
    uint8_t rank, elem;
    uint32_t dims[5];
    uint64_t pitch[4];
};
_Static_assert(sizeof(struct tme_desc) <= 64, "a MUtensorDescriptor has 64 bytes");

/* Element size of the data types FlagTree passes (UINT8, UINT16, UINT32; the same numbering as
 * the loader's, evidence (c)). */
int muTensorDescriptorEncode(void *desc, int type, unsigned rank, void *addr, const uint64_t *dims,
                             const uint64_t *pitches, int interleave, uint64_t fill) {
    struct tme_desc *d = desc;
    int elem = type == 1 ? 1 : type == 3 ? 2 : type == 7 ? 4 : 0;
    if (!elem || rank < 1 || rank > 5 || interleave || fill) return 1;
    memset(desc, 0, 64);
    d->addr = (uint64_t)addr, d->rank = rank, d->elem = elem;
    for (unsigned i = 0; i < rank; i++) d->dims[i] = (uint32_t)dims[i];
    for (unsigned i = 0; i + 1 < rank; i++) d->pitch[i] = pitches[i];
    return 0;
}

/* Async barriers (numbered, not in shared memory): armed for `arrivals`, complete when they
 * have all arrived and the bytes announced by add.trans have landed; the phase then flips. */
static struct { int arrivals, phase, ids; long expected, landed; } g_bars[64];
static int g_bar_record;

static void bar_check_complete(int id) {
    if (g_bars[id].arrivals == 0 && g_bars[id].landed >= g_bars[id].expected)
        __atomic_store_n(&g_bars[id].phase, g_bars[id].phase ^ 1, __ATOMIC_RELEASE);
}

/* tme.ld.tile.Nd(bar, dst, desc, blockDim, blockPos, sg, ss, sl, prefetch, inner, outer, cache):
 * the box at blockPos (innermost first) lands row-major at dst; outside the tensor reads 0. */
static void tme_load(int rank, void **argv) {
    int bar = *(int *)argv[0];
    char *dst = *(char **)argv[1];
    const struct tme_desc *d = (const struct tme_desc *)*(uint64_t *)argv[2];
    const int32_t *dim = argv[3], *pos = argv[4];
    int sg = *(int *)argv[5], ss = *(int *)argv[6], sl = *(int *)argv[7];
    if (sg != 0 || ss != 3 || sl != 1 || *(int *)argv[8] != 0) fail("unexpected TME swizzle or prefetch", "");
    if (bar < 1 || bar > g_bar_record) fail("TME barrier id outside the recorded range", "");
    if ((int)d->rank != rank) fail("descriptor rank differs from the load's", "");
    long count = 1;
    for (int i = 0; i < rank; i++) count *= dim[i];
    if (dim[0] * d->elem < 32 || dim[0] * d->elem > 256) fail("TME box row outside 32..256 bytes", "");
    for (long lin = 0; lin < count; lin++) {
        long rest = lin, off = 0;
        int inside = 1;
        for (int i = 0; i < rank; i++) {
            long c = pos[i] + rest % dim[i];
            rest /= dim[i];
            if (c < 0 || c >= d->dims[i]) inside = 0;
            off += i == 0 ? c * d->elem : c * (long)d->pitch[i - 1];
        }
        char *to = dst + lin * d->elem;
        if (inside) memcpy(to, (char *)d->addr + off, d->elem);
        else memset(to, 0, d->elem);
    }
    g_bars[bar].landed += count * d->elem;
}

static int sreg(const char *r) {
    if (!strcmp(r, "tid.x")) return t_tid;
    if (!strcmp(r, "ntid.x")) return g_threads;
    if (!strncmp(r, "tid.", 4)) return 0;
    if (!strncmp(r, "ntid.", 5)) return 1;
    if (!strncmp(r, "ctaid.", 6)) return g_ctaid[r[6] - 'x'];
    if (!strncmp(r, "nctaid.", 7)) return g_nctaid[r[7] - 'x'];
    fail("unknown special register", r);
    return 0;
}

void musa_emul_dispatch(const char *name, void **argv, void *ret) {
    if (!strncmp(name, "read.ptx.sreg.", 14)) {
        *(int *)ret = sreg(name + 14);
    } else if (!strcmp(name, "syncthreads.lm") || !strcmp(name, "barrier0")) {
        pthread_barrier_wait(&g_block_bar);
    } else if (!strcmp(name, "shfl.xor.sync.i32")) {
        int lane = t_tid % g_warp;
        g_shfl[t_tid] = *(int *)argv[0];
        warp_sync();
        int v = g_shfl[t_tid - lane + (lane ^ *(int *)argv[1])];
        warp_sync();
        *(int *)ret = v;
    } else if (!strcmp(name, "memcpy.g2s")) {
        int n = *(int *)argv[2];
        if (n < 4 || n > 128 || *(int *)argv[3] != 0) fail("unexpected async copy size or prefetch", name);
        memcpy(*(void **)argv[0], *(void **)argv[1], n);
    } else if (!strcmp(name, "memcpy.g2s.wait")) {
    } else if (!strcmp(name, "async.bar.record")) {
        g_bar_record = *(int *)argv[0];
    } else if (!strcmp(name, "async.init.arrival")) {
        int id = *(int *)argv[0];
        g_bars[id].arrivals = *(int *)argv[1], g_bars[id].expected = 0, g_bars[id].landed = 0;
        __atomic_store_n(&g_bars[id].phase, *(int *)argv[2], __ATOMIC_RELEASE);
    } else if (!strcmp(name, "async.add.trans")) {
        g_bars[*(int *)argv[0]].expected += *(int *)argv[1];
    } else if (!strcmp(name, "async.arrive.none.phaseid")) {
        int id = *(int *)argv[0];
        g_bars[id].arrivals--;
        bar_check_complete(id);
    } else if (!strcmp(name, "async.wait")) {
        int id = *(int *)argv[0], phase = *(int *)argv[1];
        while (__atomic_load_n(&g_bars[id].phase, __ATOMIC_ACQUIRE) == phase) sched_yield();
    } else if (!strncmp(name, "tme.ld.tile.", 12)) {
        tme_load(name[12] - '0', argv);
    } else if (!strncmp(name, "sqmma.desc.", 11)) {
        sqmma_desc(argv, ret);
    } else if (!strcmp(name, "sqmma.wait")) {
    } else if (!strncmp(name, "sqmma.", 6)) {
        sqmma(name + 6, argv, ret);
    } else if (strstr(name, ".mma")) {
        wmma(name, argv, ret);
    } else {
        fail("no emulation for llvm.musa.", name);
    }
}

static void *thread_main(void *arg) {
    t_tid = (int)(intptr_t)((void **)arg)[0];
    emul_launch((uint64_t *)((void **)arg)[1]);
    return NULL;
}

int emul_run(int gx, int gy, int gz, int threads, int warp, uint64_t *args) {
    if (threads > 4096 || threads % warp || threads / warp > 64) return 1;
    g_threads = threads, g_warp = warp;
    g_nctaid[0] = gx, g_nctaid[1] = gy, g_nctaid[2] = gz;
    pthread_barrier_init(&g_block_bar, NULL, threads);
    for (int i = 0; i < threads / warp; i++) pthread_barrier_init(&g_warp_bar[i], NULL, warp);
    pthread_t *ts = calloc(threads, sizeof *ts);
    void *(*argp)[2] = calloc(threads, sizeof *argp);
    for (int z = 0; z < gz; z++)
        for (int y = 0; y < gy; y++)
            for (int x = 0; x < gx; x++) {
                g_ctaid[0] = x, g_ctaid[1] = y, g_ctaid[2] = z;
                for (int t = 0; t < threads; t++) {
                    argp[t][0] = (void *)(intptr_t)t, argp[t][1] = args;
                    pthread_attr_t attr;
                    pthread_attr_init(&attr);
                    pthread_attr_setstacksize(&attr, 1 << 20);
                    if (pthread_create(&ts[t], &attr, thread_main, argp[t])) return 2;
                    pthread_attr_destroy(&attr);
                }
                for (int t = 0; t < threads; t++) pthread_join(ts[t], NULL);
            }
    free(ts);
    free(argp);
    pthread_barrier_destroy(&g_block_bar);
    for (int i = 0; i < threads / warp; i++) pthread_barrier_destroy(&g_warp_bar[i]);
    return 0;
}
