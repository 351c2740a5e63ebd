# An autotuned matmul over gpu_kernels.py's matmul_kernel, compiled by both compilers from this
# source (see bench_autotune.py, which runs gpu_kernels.py first in the same namespace).
CONFIGS = [(bm, bn, bk, w) for bm, bn in ((32, 32), (32, 64), (64, 32), (64, 64)) for bk, w in ((16, 4), (32, 4))]


tuned_matmul = triton.autotune(
    configs=[triton.Config({"BM": bm, "BN": bn, "BK": bk}, num_warps=w) for bm, bn, bk, w in CONFIGS],
    key=["M", "N", "K"])(matmul_kernel)
