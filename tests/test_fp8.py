"""float8 tensors (torch.float8_e5m2 / float8_e4m3fn, Triton's fp8e5 / fp8e4nv): loads, exact
conversion to wider types, conversion to fp8 (round to nearest even, saturated to the largest
finite value as upstream's `cvt.rn.satfinite`), tl.dot on fp8 operands (tutorial 03's fp8 part),
clear errors for what is not supported."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

FP8 = [torch.float8_e5m2, torch.float8_e4m3fn]


@triton.jit
def widen_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m, other=0.0).to(y_ptr.dtype.element_ty), mask=m)


@pytest.mark.parametrize("dt", FP8)
@pytest.mark.parametrize("to", [torch.float32, torch.float16])
def test_every_byte_converts_exactly(dt, to, device):
    x = torch.arange(256, dtype=torch.int32).to(torch.uint8).view(dt).to(device)
    y = torch.empty(256, dtype=to, device=device)
    widen_kernel[(1,)](x, y, 256, BLOCK=256)
    ref = x.to(to)
    same = (y == ref) | (torch.isnan(y) & torch.isnan(ref))
    assert same.all(), x.view(torch.uint8)[~same]


@triton.jit
def fp8_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    offs_m = tl.program_id(0) * BM + tl.arange(0, BM)
    offs_n = tl.program_id(1) * BN + tl.arange(0, BN)
    offs_k = tl.arange(0, BK)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BK, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK * stride_ak
        b_ptrs += BK * stride_bk
    tl.store(c_ptr + offs_m[:, None] * N + offs_n[None, :], acc.to(tl.float16))


@pytest.mark.parametrize("dt", FP8)
def test_dot_on_fp8_operands(dt, device):
    m, n, k = 64, 64, 96
    a = torch.randn((m, k), device=device, dtype=torch.float16).to(dt)
    b = torch.randn((n, k), device=device, dtype=torch.float16).T.to(dt)  # tutorial 03: b pre-transposed
    c = torch.empty((m, n), device=device, dtype=torch.float16)
    fp8_matmul_kernel[(2, 2)](a, b, c, m, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1), BM=32, BN=32, BK=32)
    ref = torch.matmul(a.to(torch.float16).float(), b.to(torch.float16).float())
    torch.testing.assert_close(c.float(), ref, atol=0.125, rtol=0.01)


@triton.jit
def fp8_add_kernel(x_ptr, y_ptr):
    offs = tl.arange(0, 16)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs) + tl.load(x_ptr + offs))


@triton.jit
def fp8_store_kernel(x_ptr, y_ptr):
    offs = tl.arange(0, 16)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs))


def test_unsupported_fp8_uses_are_clear_errors(device):
    x = torch.zeros(16, device=device).to(torch.float8_e5m2)
    with pytest.raises(Exception, match="arithmetic on float8 values is not supported") as e:
        fp8_add_kernel[(1,)](x, x)
    assert "test_fp8.py" in str(e.value)


@triton.jit
def narrow_kernel(x_ptr, y_ptr, n, DT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m).to(DT), mask=m)


@pytest.mark.parametrize("src", [torch.float32, torch.float16, torch.bfloat16])
@pytest.mark.parametrize("dt, tdt", [(torch.float8_e5m2, tl.float8e5), (torch.float8_e4m3fn, tl.float8e4nv)])
def test_conversion_to_fp8_rounds_to_nearest_even_and_saturates(src, dt, tdt, device):
    g = torch.Generator().manual_seed(0)
    scales = (1e-6, 1e-3, 0.1, 1.0, 30.0, 300.0, 1e4, 7e4)
    x = torch.cat([torch.randn(2000, generator=g, device="cpu") * s for s in scales] +
                  [torch.tensor([0.0, -0.0, float("inf"), -float("inf"), float("nan"), 448.0, 449.0, 464.0,
                                 480.0, 57344.0, 61440.0, 65536.0, -1e30])]).to(src)
    y = torch.empty(x.numel(), dtype=dt, device=device)
    narrow_kernel[(triton.cdiv(x.numel(), 256),)](x.to(device), y, x.numel(), DT=tdt, BLOCK=256)
    big = torch.finfo(dt).max
    ref = x.float().clamp(-big, big).to(dt)  # torch rounds to nearest even; the clamp saturates
    y = y.cpu()
    both_nan = y.float().isnan() & ref.float().isnan()
    same = (y.view(torch.uint8) == ref.view(torch.uint8)) | both_nan
    assert bool(same.all()), (x[~same][:8], y[~same][:8].float(), ref[~same][:8].float())
    assert bool((y.float().isnan() == x.float().isnan()).all())


def test_stores_into_fp8_tensors_convert(device):
    x = torch.tensor([0.1, -2.5, 1000.0, 3e5] * 4, device=device)
    y = torch.empty(16, device=device, dtype=torch.float8_e4m3fn)
    fp8_store_kernel[(1,)](x, y)
    assert y.float().cpu().tolist()[:4] == [0.1015625, -2.5, 448.0, 448.0]
