"""tl.dot_scaled: microscaled operands (fp4 e2m1 packed along K, fp8, bf16/fp16) with e8m0 scales
per 32 elements of K, against a NumPy decoding of the OCP MX formats."""
import numpy as np
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

E2M1 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6], dtype=np.float64)


@triton.jit
def dot_scaled_kernel(a_ptr, sa_ptr, b_ptr, sb_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
                      FA: tl.constexpr, FB: tl.constexpr, SCALE_A: tl.constexpr, SCALE_B: tl.constexpr):
    KA: tl.constexpr = K // 2 if FA == "e2m1" else K
    KB: tl.constexpr = K // 2 if FB == "e2m1" else K
    a = tl.load(a_ptr + tl.arange(0, M)[:, None] * KA + tl.arange(0, KA)[None, :])
    b = tl.load(b_ptr + tl.arange(0, KB)[:, None] * N + tl.arange(0, N)[None, :])
    sa = None
    sb = None
    if SCALE_A:
        sa = tl.load(sa_ptr + tl.arange(0, M)[:, None] * (K // 32) + tl.arange(0, K // 32)[None, :])
    if SCALE_B:
        sb = tl.load(sb_ptr + tl.arange(0, N)[:, None] * (K // 32) + tl.arange(0, K // 32)[None, :])
    c = tl.dot_scaled(a, sa, FA, b, sb, FB)
    tl.store(out_ptr + tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :], c)


def _decode(x, fmt, k_axis):
    x = x.cpu()
    if fmt == "e2m1":
        b = x.numpy().astype(np.int64)
        lo, hi = E2M1[b & 15], E2M1[b >> 4]
        if k_axis == 1:
            return np.stack([lo, hi], axis=2).reshape(b.shape[0], -1)
        return np.stack([lo, hi], axis=1).reshape(-1, b.shape[1])
    view = {"e4m3": torch.float8_e4m3fn, "e5m2": torch.float8_e5m2, "bf16": torch.bfloat16, "fp16": torch.float16}
    return x.view(view[fmt]).double().numpy()


def _arg(fmt, shape, gen):
    if fmt in ("bf16", "fp16"):
        return torch.randn(shape, generator=gen, device="cpu").to(torch.bfloat16 if fmt == "bf16" else torch.float16)
    x = torch.randint(0, 256, shape, dtype=torch.uint8, generator=gen, device="cpu")
    if fmt in ("e4m3", "e5m2"):
        mask = 0x7F if fmt == "e4m3" else 0x7C
        x = torch.where(x & mask == mask, x & 0xF0, x)  # finite values only
    return x


@pytest.mark.parametrize("fa,fb,scale_a,scale_b", [("e2m1", "bf16", True, False), ("bf16", "e2m1", False, True),
                                                   ("e4m3", "e5m2", True, True), ("e5m2", "fp16", True, False),
                                                   ("fp16", "e4m3", False, True)])
def test_dot_scaled_matches_the_mx_decoding(fa, fb, scale_a, scale_b, device):
    M, N, K = 32, 32, 64
    gen = torch.Generator().manual_seed(0)
    a = _arg(fa, (M, K // 2 if fa == "e2m1" else K), gen)
    b = _arg(fb, (K // 2 if fb == "e2m1" else K, N), gen)
    # with an fp16 operand the product is computed in fp16 (as upstream's emulation): keep the
    # scaled values in its range
    fp16 = "fp16" in (fa, fb)
    lo, hi = (124, 131) if fp16 else (100, 150)
    if fp16:
        a = a & 0x3B if fa == "e5m2" else a
        b = b & 0x3B if fb == "e5m2" else b
    sa = torch.randint(lo, hi, (M, K // 32), dtype=torch.uint8, generator=gen, device="cpu")
    sb = torch.randint(lo, hi, (N, K // 32), dtype=torch.uint8, generator=gen, device="cpu")
    out = torch.full((M, N), float("nan"), device=device)
    dot_scaled_kernel[(1,)](a.to(device), sa.to(device), b.to(device), sb.to(device), out, M, N, K, fa, fb,
                            scale_a, scale_b)
    av, bv = _decode(a, fa, 1), _decode(b, fb, 0)
    if scale_a:
        av = av * np.repeat(2.0 ** (sa.numpy().astype(np.float64) - 127), 32, axis=1)
    if scale_b:
        bv = bv * np.repeat(2.0 ** (sb.numpy().astype(np.float64) - 127), 32, axis=1).T
    # the decoded, scaled operands are exact in f32: only the order of the f32 sums differs
    ref = torch.from_numpy(av).float() @ torch.from_numpy(bv).float()
    torch.testing.assert_close(out.cpu(), ref, rtol=1e-4, atol=1e-5 * float(ref.abs().max()))
