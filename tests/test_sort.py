"""`tl.sort`, `tl.topk` and `tl.bitonic_merge` (and their tensor-method forms) against torch, and
slices of constexpr tuples (`x.shape[:-1]`)."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def sort_rows_kernel(X, Z, M: tl.constexpr, N: tl.constexpr, k: tl.constexpr, descending: tl.constexpr):
    offs_m = tl.arange(0, M)
    x = tl.load(X + offs_m[:, None] * N + tl.arange(0, N)[None, :])
    if k is None:
        z = tl.sort(x, descending=descending)
        tl.store(Z + offs_m[:, None] * N + tl.arange(0, N)[None, :], z)
    else:
        z = tl.topk(x, k, descending=descending)
        tl.store(Z + offs_m[:, None] * k + tl.arange(0, k)[None, :], z)


def _random(shape, dtype):
    if dtype == torch.int32:
        return torch.randint(-1000, 1000, shape, dtype=dtype)
    return torch.randn(shape).to(dtype)


@pytest.mark.parametrize("M, N", [(1, 1), (1, 512), (8, 64), (64, 16), (32, 8)])
@pytest.mark.parametrize("k", [None, 1, 4])
@pytest.mark.parametrize("descending", [False, True])
@pytest.mark.parametrize("dtype", [torch.int32, torch.float16, torch.float32, torch.bfloat16])
def test_sort_and_topk(M, N, k, descending, dtype):
    if k is not None and k > N:
        pytest.skip("k larger than the row")
    x = _random((M, N), dtype)
    z = torch.empty((M, N if k is None else k), dtype=dtype)
    sort_rows_kernel[(1,)](x, z, M, N, k, descending)
    if k is None:
        want = torch.sort(x.cpu(), descending=descending).values
    else:
        want = torch.topk(x.cpu().float(), k, largest=descending).values.to(dtype)
    assert torch.equal(z.cpu(), want)


@triton.jit
def sort_3d_kernel(X, Z, T, B: tl.constexpr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    offs = (tl.arange(0, B)[:, None, None] * M * N + tl.arange(0, M)[None, :, None] * N
            + tl.arange(0, N)[None, None, :])
    x = tl.load(X + offs)
    tl.store(Z + offs, x.sort())  # the tensor-method form
    top = x.topk(K)
    tl.static_assert(top.shape == x.shape[:-1] + (K,))
    toffs = (tl.arange(0, B)[:, None, None] * M * K + tl.arange(0, M)[None, :, None] * K
             + tl.arange(0, K)[None, None, :])
    tl.store(T + toffs, top)


def test_three_dimensions_and_methods():
    x = torch.randn(2, 4, 32)
    z = torch.empty_like(x)
    t = torch.empty(2, 4, 8)
    sort_3d_kernel[(1,)](x, z, t, 2, 4, 32, 8)
    assert torch.equal(z.cpu(), torch.sort(x.cpu(), dim=-1).values)
    assert torch.equal(t.cpu(), torch.topk(x.cpu(), 8, dim=-1).values)


@triton.jit
def merge_kernel(X, Z, N: tl.constexpr, descending: tl.constexpr):
    x = tl.load(X + tl.arange(0, N))
    tl.store(Z + tl.arange(0, N), tl.bitonic_merge(x, descending=descending))


@pytest.mark.parametrize("descending", [False, True])
def test_bitonic_merge(descending):
    a = torch.sort(torch.randn(32)).values
    b = torch.sort(torch.randn(32), descending=True).values
    x = torch.cat([a, b])  # rising, then falling: bitonic
    z = torch.empty_like(x)
    merge_kernel[(1,)](x, z, 64, descending)
    assert torch.equal(z.cpu(), torch.sort(x.cpu(), descending=descending).values)


@triton.jit
def bad_dim_kernel(X, N: tl.constexpr):
    x = tl.load(X + tl.arange(0, N)[:, None] * N + tl.arange(0, N)[None, :])
    tl.store(X + tl.arange(0, N)[:, None] * N + tl.arange(0, N)[None, :], tl.sort(x, dim=0))


@pytest.mark.compiled
def test_sort_along_another_dimension_is_an_error():
    x = torch.randn(8, 8)
    with pytest.raises(triton.CompilationError, match="along the last dimension only"):
        bad_dim_kernel[(1,)](x, 8)


@triton.jit
def tuple_slices_kernel(Out):
    t: tl.constexpr = (1, 2, 3, 4, 5)
    a = t[:-1]
    b = t[1::2]
    c = t[::-1]
    d = t[-2:]
    e = t[3:1]
    f = t[-100:100]
    values = (len(a), a[-1], len(b), b[0], b[1], c[0], c[4], len(d), d[0], len(e), len(f), f[4])
    for i in tl.static_range(len(values)):
        tl.store(Out + i, values[i])


def test_tuple_slices():
    out = torch.zeros(12, dtype=torch.int32)
    tuple_slices_kernel[(1,)](out)
    t = (1, 2, 3, 4, 5)
    a, b, c, d, e, f = t[:-1], t[1::2], t[::-1], t[-2:], t[3:1], t[-100:100]
    want = [len(a), a[-1], len(b), b[0], b[1], c[0], c[4], len(d), d[0], len(e), len(f), f[4]]
    assert out.cpu().tolist() == want
