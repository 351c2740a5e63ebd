"""Matmul benchmark: triton_musa against upstream Triton (same kernel source, same configs) and
cuBLAS through torch, in TFLOP/s, with each config's figure and the best of the set.

    python bench/bench_matmul.py       (on a machine with an NVIDIA GPU, upstream triton and torch)
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_gpu import bench, config_row, load  # noqa: E402

# (BM, BN, BK, num_warps, num_stages): one small set for both compilers.
CONFIGS = [(128, 64, 32, 4, 3), (128, 128, 32, 4, 3), (128, 128, 32, 8, 2), (128, 128, 32, 8, 3), (128, 128, 64, 8, 2),
           (128, 128, 64, 8, 3), (128, 256, 32, 8, 2), (128, 256, 32, 8, 3), (128, 256, 64, 8, 2), (128, 256, 64, 8, 3),
           (128, 128, 64, 8, 4), (128, 256, 32, 8, 4), (128, 256, 64, 8, 4)]
# MATMUL_CONFIGS="128,256,64,8,4;..." replaces the set (for a quick A/B).
if os.environ.get("MATMUL_CONFIGS"):
    CONFIGS = [tuple(int(x) for x in c.split(",")) for c in os.environ["MATMUL_CONFIGS"].split(";")]
CASES = [("fp16", torch.float16, 4096), ("bf16", torch.bfloat16, 8192)]


def launcher(kernels, a, b, c, n, cfg):
    BM, BN, BK, w, s = cfg
    return lambda: kernels["matmul_kernel"][(n // BM, n // BN)](
        a, b, c, n, n, n, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
        BM=BM, BN=BN, BK=BK, num_warps=w, num_stages=s)


def main():
    import triton as up
    _, mk = load("triton_musa")
    _, uk = load("triton")
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}, upstream triton {up.__version__}")
    summary = []
    for name, dt, n in CASES:
        torch.manual_seed(0)
        a = torch.randn(n, n, device="cuda", dtype=dt)
        b = torch.randn(n, n, device="cuda", dtype=dt)
        ref = (a.float() @ b.float())
        tf = lambda ms: 2 * n ** 3 / (ms * 1e-3) / 1e12  # noqa: E731
        print(f"\nmatmul {name} {n}^3, TFLOP/s per config")
        print(f"{'config (BM, BN, BK, warps, stages)':38} {'triton_musa':>12} {'upstream':>12} {'ours/up':>8}")
        best = {"mine": (0.0, None), "up": (0.0, None)}
        for cfg in CONFIGS:
            def make(kernels, cfg=cfg):
                c = torch.full((n, n), float("nan"), device="cuda", dtype=torch.float32)

                def wrong():
                    e = ((c - ref).abs().max() / ref.abs().max()).item()
                    return None if e < 1e-2 else f"relative error {e:.3g}"
                return launcher(kernels, a, b, c, n, cfg), wrong
            config_row(cfg, (("mine", mk), ("up", uk)), make, up, best, tf, 38)
        cublas = tf(bench(lambda: torch.matmul(a, b), up))
        summary.append((f"matmul {name} {n}^3", best["mine"], best["up"], cublas))
    print(f"\n{'best of the set':24} {'triton_musa':>12} {'upstream':>12} {'cuBLAS':>10} {'ours/up':>8} {'ours/cuBLAS':>12}")
    for name, (m, mc), (u, uc), cb in summary:
        print(f"{name:24} {m:12.1f} {u:12.1f} {cb:10.1f} {m / u:8.2f} {m / cb:12.2f}   ours {mc}, upstream {uc}")


if __name__ == "__main__":
    main()
