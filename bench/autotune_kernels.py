# An autotuned matmul, compiled by both compilers from this one source (see bench_autotune.py).
CONFIGS = [(bm, bn, bk, w) for bm, bn in ((32, 32), (32, 64), (64, 32), (64, 64)) for bk, w in ((16, 4), (32, 4))]


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * sam + (k + rk)[None, :] * sak)
        b = tl.load(b_ptr + (k + rk)[:, None] * sbk + rn[None, :] * sbn)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc)


tuned_matmul = triton.autotune(
    configs=[triton.Config({"BM": bm, "BN": bn, "BK": bk}, num_warps=w) for bm, bn, bk, w in CONFIGS],
    key=["M", "N", "K"])(matmul_kernel)
