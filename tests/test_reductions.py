"""Conformance: reductions, softmax, layernorm, loops over chunks, calls between @jit functions."""
import pytest
import torch

import jit_lib
import triton_musa as triton
import triton_musa.language as tl
from helpers import assert_close, poison, rand


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_row_stride, out_row_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_row_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_row_stride + cols, num / den, mask=mask)


@pytest.mark.parametrize("rows,cols", [(1823, 781), (64, 1024), (7, 1), (3, 4097)])
def test_softmax(rows, cols, device):
    x = rand((rows, cols), torch.float32, device, low=-5, high=5)
    out = poison((rows, cols), torch.float32, device)
    softmax_kernel[(rows,)](out, x, x.stride(0), out.stride(0), cols, BLOCK=triton.next_power_of_2(cols))
    torch.testing.assert_close(out, torch.softmax(x, dim=1), rtol=1e-5, atol=1e-6)


@triton.jit
def layernorm_fwd_kernel(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    X += row * stride
    Y += row * stride
    _mean = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        a = tl.load(X + cols, mask=cols < N, other=0.0).to(tl.float32)
        _mean += a
    mean = tl.sum(_mean, axis=0) / N
    _var = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(X + cols, mask=cols < N, other=0.0).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.0)
        _var += x * x
    var = tl.sum(_var, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(X + cols, mask=mask, other=0.0).to(tl.float32)
        y = (x - mean) * rstd * w + b
        tl.store(Y + cols, y, mask=mask)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("M,N", [(151, 1000), (4, 4096), (33, 77)])
def test_layernorm_forward(dtype, M, N, device):
    eps = 1e-5
    x = rand((M, N), dtype, device, low=-3, high=3)
    w = rand(N, dtype, device, low=0.5, high=1.5)
    b = rand(N, dtype, device, low=-0.5, high=0.5)
    y = poison((M, N), dtype, device)
    mean, rstd = poison(M, torch.float32, device), poison(M, torch.float32, device)
    layernorm_fwd_kernel[(M,)](x, y, w, b, mean, rstd, x.stride(0), N, eps, BLOCK=256)
    ref = torch.nn.functional.layer_norm(x.float(), (N,), w.float(), b.float(), eps)
    torch.testing.assert_close(y.float(), ref, rtol=1e-2 if dtype == torch.float16 else 1e-4,
                               atol=1e-2 if dtype == torch.float16 else 1e-4)
    torch.testing.assert_close(mean, x.float().mean(1), rtol=1e-4, atol=1e-5)
    torch.testing.assert_close(rstd, 1 / torch.sqrt(x.float().var(1, unbiased=False) + eps), rtol=1e-3, atol=1e-4)


@triton.jit
def chunked_sum_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    acc = tl.zeros([BLOCK], dtype=out_ptr.dtype.element_ty)
    for start in range(0, n, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + offs, mask=offs < n, other=0)
    tl.store(out_ptr, tl.sum(acc, axis=0))


@pytest.mark.parametrize("n", [1, 1000, 1 << 20, 123457])
def test_chunked_sum_fp32(n, device):
    x = rand(n, torch.float32, device, low=0, high=1)
    out = poison(1, torch.float32, device)
    chunked_sum_kernel[(1,)](x, out, n, BLOCK=1024)
    torch.testing.assert_close(out.double(), x.double().sum().reshape(1), rtol=1e-4, atol=1e-4)


def test_chunked_sum_int32(device):
    n = 100003
    x = rand(n, torch.int32, device, low=-1000, high=1000)
    out = poison(1, torch.int32, device)
    chunked_sum_kernel[(1,)](x, out, n, BLOCK=512)
    assert out.item() == int(x.sum())


@triton.jit
def row_arg_kernel(x_ptr, amax_ptr, amin_ptr, vmax_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=-float("inf"))
    tl.store(amax_ptr + row, tl.argmax(x, axis=0))
    tl.store(vmax_ptr + row, tl.max(x, axis=0))
    y = tl.load(x_ptr + row * stride + cols, mask=m, other=float("inf"))
    tl.store(amin_ptr + row, tl.argmin(y, axis=0))


@pytest.mark.parametrize("rows,cols", [(100, 37), (16, 1024), (5, 1)])
def test_argmax_argmin_rows(rows, cols, device):
    x = torch.randn((rows, cols), device=device)
    amax, amin = poison(rows, torch.int32, device), poison(rows, torch.int32, device)
    vmax = poison(rows, torch.float32, device)
    row_arg_kernel[(rows,)](x, amax, amin, vmax, cols, x.stride(0), BLOCK=triton.next_power_of_2(cols))
    assert torch.equal(amax.long(), x.argmax(1))
    assert torch.equal(amin.long(), x.argmin(1))
    assert torch.equal(vmax, x.max(1).values)


@triton.jit
def tile_reduce_kernel(x_ptr, sum_ptr, max_ptr, min_ptr, argmax_ptr, M, N, stride,
                       BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * stride + rn[None, :], mask=mask, other=0.0)
    tl.store(sum_ptr + rm, tl.sum(x, axis=1), mask=rm < M)
    xm = tl.where(mask, x, -float("inf"))
    tl.store(max_ptr + rm, tl.max(xm, axis=1), mask=rm < M)
    tl.store(argmax_ptr + rm, tl.argmax(xm, axis=1), mask=rm < M)
    tl.store(min_ptr + rm, tl.min(tl.where(mask, x, float("inf")), axis=1), mask=rm < M)


def test_2d_tile_reductions(device):
    M, N = 70, 50
    x = torch.randn((M, N), device=device)
    s, mx, mn = (poison(M, torch.float32, device) for _ in range(3))
    am = poison(M, torch.int32, device)
    tile_reduce_kernel[(triton.cdiv(M, 16),)](x, s, mx, mn, am, M, N, x.stride(0), BM=16, BN=64)
    torch.testing.assert_close(s, x.sum(1), rtol=1e-5, atol=1e-5)
    assert torch.equal(mx, x.max(1).values)
    assert torch.equal(mn, x.min(1).values)
    assert torch.equal(am.long(), x.argmax(1))


@triton.jit
def _square(x):
    return x * x


@triton.jit
def _scale_add(x, y, alpha, BIAS: tl.constexpr = 0.0):
    return _square(x) * alpha + y + BIAS


@triton.jit
def _two_results(x):
    return x + 1, x - 1


@triton.jit
def calls_kernel(x_ptr, y_ptr, out_ptr, out2_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, _scale_add(x, y, alpha, BIAS=2.0), mask=m)
    p, q = _two_results(x)
    tl.store(out2_ptr + offs, p * q, mask=m)


def test_kernel_calls_jit_functions(device):
    n = 3001
    x, y = rand(n, torch.float32, device), rand(n, torch.float32, device)
    out, out2 = poison(n, torch.float32, device), poison(n, torch.float32, device)
    calls_kernel[(triton.cdiv(n, 1024),)](x, y, out, out2, n, 0.5, BLOCK=1024)
    assert_close(out, x * x * 0.5 + y + 2.0)
    assert_close(out2, (x + 1) * (x - 1))


@triton.jit
def module_call_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, jit_lib.twice(x) + jit_lib.OFFSET, mask=m)


def test_kernel_calls_jit_function_of_another_module(device):
    n = 1000
    x = rand(n, torch.float32, device)
    out = poison(n, torch.float32, device)
    module_call_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
    assert_close(out, x * 2 + 10)


@triton.jit
def cumsum_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.cumsum(tl.load(x_ptr + offs), axis=0))


def test_cumsum(device):
    x = rand(256, torch.int32, device, low=-100, high=100)
    out = poison(256, torch.int32, device)
    cumsum_kernel[(1,)](x, out, BLOCK=256)
    assert torch.equal(out, torch.cumsum(x, 0).to(torch.int32))
