"""Flash-attention forward benchmark: triton_musa against upstream Triton (same kernel source,
same configs) and torch's scaled_dot_product_attention, fp16, 4 x 32 heads, 4096 tokens, head
dim 64, in TFLOP/s (4 * B * H * N^2 * D flops).

    python bench/bench_attention.py     (on a machine with an NVIDIA GPU, upstream triton and torch)
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_gpu import bench, config_row, load  # noqa: E402

# (BM, BN, num_warps, num_stages)
CONFIGS = [(64, 64, 4, 3), (128, 64, 4, 3), (128, 64, 8, 3), (128, 128, 8, 3), (128, 64, 4, 4), (128, 64, 8, 4), (128, 128, 8, 4)]


def main():
    import triton as up
    _, mk = load("triton_musa")
    _, uk = load("triton")
    B, H, N, D = 4, 32, 4096, 64
    torch.manual_seed(0)
    q, k, v = (torch.randn(B * H, N, D, device="cuda", dtype=torch.float16) for _ in range(3))
    scale = D ** -0.5
    ref = torch.nn.functional.scaled_dot_product_attention(q, k, v, scale=scale)
    tf = lambda ms: 4 * B * H * N * N * D / (ms * 1e-3) / 1e12  # noqa: E731
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}, upstream triton {up.__version__}")
    print(f"flash attention fwd fp16 B={B} H={H} N={N} D={D}, TFLOP/s per config")
    print(f"{'config (BM, BN, warps, stages)':32} {'triton_musa':>12} {'upstream':>12} {'ours/up':>8}")
    best = {"mine": (0.0, None), "up": (0.0, None)}
    for cfg in CONFIGS:
        BM, BN, w, stages = cfg

        def make(kernels):
            o = torch.full_like(q, float("nan"))
            f = lambda: kernels["attn_fwd_kernel"][(N // BM, B * H)](q, k, v, o, scale, N, D=D, BM=BM, BN=BN, num_warps=w, num_stages=stages)  # noqa: E731

            def wrong():
                e = (o.float() - ref.float()).abs().max().item()
                return None if e < 2e-2 else f"max abs error {e:.3g}"
            return f, wrong
        config_row(cfg, (("mine", mk), ("up", uk)), make, up, best, tf, 32)
    sdpa = tf(bench(lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, scale=scale), up))
    (m, mc), (u, uc) = best["mine"], best["up"]
    print(f"\nbest of the set: triton_musa {m:.1f}, upstream {u:.1f}, torch sdpa {sdpa:.1f} TFLOP/s; "
          f"ours/up {m / u:.2f} (ours {mc}, upstream {uc})")


if __name__ == "__main__":
    main()
