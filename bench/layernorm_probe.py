"""Where does layernorm's time go on the GPU? Times the benchmark kernel with several num_warps
and a normalise-only variant (one pass, mean/rstd given) with triton_musa and upstream Triton."""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_gpu  # noqa: E402

SRC = '''
@triton.jit
def normalise_only(X, Y, W, B, stride, N, mean, rstd, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(X + row * stride + cols, mask=mask, other=0.).to(tl.float32)
    w = tl.load(W + cols, mask=mask)
    b = tl.load(B + cols, mask=mask)
    tl.store(Y + row * stride + cols, (x - mean) * rstd * w + b, mask=mask)


@triton.jit
def two_pass(X, Y, stride, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(X + row * stride + cols, mask=mask, other=0.).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(mask, x - mean, 0.)
    rstd = 1 / tl.sqrt(tl.sum(d * d, axis=0) / N + 1e-5)
    tl.store(Y + row * stride + cols, d * rstd, mask=mask)
'''


def main():
    import triton as up
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_probe_kernels.py")
    with open(path, "w") as f:
        f.write(SRC)
    M, N = 8192, 4096
    h = torch.randn(M, N, device="cuda", dtype=torch.float16)
    w = torch.randn(N, device="cuda", dtype=torch.float16); b = torch.randn(N, device="cuda", dtype=torch.float16)
    y = torch.empty_like(h)
    nb = 2 * M * N * 2
    for pkg in ("triton_musa", "triton"):
        mod, ns = bench_gpu.load(pkg)
        exec(compile(open(path).read(), path, "exec"), ns)
        for nw in (4, 8, 16):
            f = lambda: ns["layernorm_kernel"][(M,)](h, y, w, b, h.stride(0), N, 1e-5, BLOCK=4096, num_warps=nw)
            print(f"{pkg:12} layernorm nw={nw:2}: {nb / up.testing.do_bench(f) / 1e9:.3f} TB/s")
        for nw in (4, 8):
            f = lambda: ns["normalise_only"][(M,)](h, y, w, b, h.stride(0), N, 0.1, 1.2, BLOCK=4096, num_warps=nw)
            print(f"{pkg:12} normalise-only nw={nw}: {nb / up.testing.do_bench(f) / 1e9:.3f} TB/s")
            f = lambda: ns["two_pass"][(M,)](h, y, h.stride(0), N, BLOCK=4096, num_warps=nw)
            print(f"{pkg:12} two-pass-in-registers nw={nw}: {nb / up.testing.do_bench(f) / 1e9:.3f} TB/s")


if __name__ == "__main__":
    main()
