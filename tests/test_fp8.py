"""float8 tensors (torch.float8_e5m2 / float8_e4m3fn, Triton's fp8e5 / fp8e4nv): loads, exact
conversion to wider types, tl.dot on fp8 operands (tutorial 03's fp8 part), clear errors for what
is not supported."""
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
    with pytest.raises(Exception, match="conversion to float8e5 is not supported yet"):
        fp8_store_kernel[(1,)](torch.zeros(16, device=device), x)
