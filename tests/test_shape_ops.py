"""tl.join, tl.split, tl.interleave and tl.cat against torch's stack / unbind / concatenation; tl.umulhi."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def join_kernel(a_ptr, b_ptr, o_ptr, M: tl.constexpr, N: tl.constexpr):
    offs = tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :]
    j = tl.join(tl.load(a_ptr + offs), tl.load(b_ptr + offs))  # [M, N, 2]
    o = (tl.arange(0, M)[:, None, None] * N + tl.arange(0, N)[None, :, None]) * 2 + tl.arange(0, 2)[None, None, :]
    tl.store(o_ptr + o, j)


@triton.jit
def split_kernel(x_ptr, a_ptr, b_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    x = tl.load(x_ptr + offs[:, None] * 2 + tl.arange(0, 2)[None, :])  # [N, 2]
    a, b = tl.split(x)
    tl.store(a_ptr + offs, a)
    tl.store(b_ptr + offs, b * 10)


@triton.jit
def interleave_kernel(a_ptr, b_ptr, o_ptr, M: tl.constexpr, N: tl.constexpr):
    offs = tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :]
    c = tl.interleave(tl.load(a_ptr + offs), tl.load(b_ptr + offs))  # [M, 2N]
    tl.store(o_ptr + tl.arange(0, M)[:, None] * (2 * N) + tl.arange(0, 2 * N)[None, :], c)


@triton.jit
def cat_kernel(a_ptr, b_ptr, o_ptr, M: tl.constexpr, N: tl.constexpr):
    offs = tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :]
    c = tl.cat(tl.load(a_ptr + offs), tl.load(b_ptr + offs), can_reorder=True)  # [2M, N]
    tl.store(o_ptr + tl.arange(0, 2 * M)[:, None] * N + tl.arange(0, N)[None, :], c)


@pytest.mark.parametrize("dtype", [torch.float32, torch.int32, torch.float16])
def test_join(dtype, device):
    a = torch.arange(64, device=device).reshape(8, 8).to(dtype)
    b = -a
    o = torch.empty(8, 8, 2, dtype=dtype, device=device)
    join_kernel[(1,)](a, b, o, M=8, N=8)
    assert torch.equal(o, torch.stack([a, b], dim=-1))


def test_split(device):
    x = torch.randn(32, 2, device=device)
    a, b = torch.empty(32, device=device), torch.empty(32, device=device)
    split_kernel[(1,)](x, a, b, N=32)
    assert torch.equal(a, x[:, 0]) and torch.equal(b, x[:, 1] * 10)


@pytest.mark.parametrize("M,N", [(1, 16), (4, 8)])
def test_interleave(M, N, device):
    a = torch.randn(M, N, device=device)
    b = torch.randn(M, N, device=device)
    o = torch.empty(M, 2 * N, device=device)
    interleave_kernel[(1,)](a, b, o, M=M, N=N)
    assert torch.equal(o, torch.stack([a, b], dim=-1).reshape(M, 2 * N))


def test_cat(device):
    a = torch.randn(4, 8, device=device)
    b = torch.randn(4, 8, device=device)
    o = torch.empty(8, 8, device=device)
    cat_kernel[(1,)](a, b, o, M=4, N=8)
    assert torch.equal(o, torch.cat([a, b]))


@triton.jit
def bad_split_kernel(x_ptr):
    a, b = tl.split(tl.load(x_ptr + tl.arange(0, 4)))


def test_split_needs_a_last_dimension_of_two(device):
    with pytest.raises(Exception, match="tl.split needs a last dimension of size 2"):
        bad_split_kernel[(1,)](torch.zeros(4, device=device))


@triton.jit
def umulhi_kernel(x_ptr, y_ptr, o_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    tl.store(o_ptr + offs, tl.umulhi(tl.load(x_ptr + offs), tl.load(y_ptr + offs)))


def test_umulhi(device):
    # the high half of the unsigned 32x32-bit product, as upstream's test compares with numpy
    x = torch.randint(-2**31, 2**31, (128,), dtype=torch.int32, device=device)
    y = torch.randint(-2**31, 2**31, (128,), dtype=torch.int32, device=device)
    o = torch.empty_like(x)
    umulhi_kernel[(1,)](x, y, o, N=128)
    ux, uy = x.cpu().to(torch.int64) & 0xFFFFFFFF, y.cpu().to(torch.int64) & 0xFFFFFFFF
    hi = [((a * b) >> 32) for a, b in zip(ux.tolist(), uy.tolist())]
    ref = torch.tensor([h - 2**32 if h >= 2**31 else h for h in hi], dtype=torch.int32, device="cpu")
    assert torch.equal(o.cpu(), ref)


@triton.jit
def _batched_trans_kernel(X, Out, B: tl.constexpr, M: tl.constexpr, N: tl.constexpr):
    offs = tl.arange(0, B)[:, None, None] * M * N + tl.arange(0, M)[None, :, None] * N + tl.arange(0, N)[None, None, :]
    t = tl.trans(tl.load(X + offs))  # [B, N, M]: the last two axes swap, as upstream
    tl.static_assert(t.shape == (B, N, M))
    oo = tl.arange(0, B)[:, None, None] * N * M + tl.arange(0, N)[None, :, None] * M + tl.arange(0, M)[None, None, :]
    tl.store(Out + oo, t)


def test_trans_without_dims_swaps_the_last_two_axes():
    x = torch.randn(2, 4, 8)
    out = torch.empty(2, 8, 4)
    _batched_trans_kernel[(1,)](x, out, 2, 4, 8)
    assert torch.equal(out.cpu(), x.cpu().transpose(-1, -2))


@triton.jit
def _cat_dim_kernel(X, Y, Out, DIM: tl.constexpr):
    offs = tl.arange(0, 4)[:, None, None] * 16 + tl.arange(0, 2)[None, :, None] * 8 + tl.arange(0, 8)[None, None, :]
    z = tl.cat(tl.load(X + offs), tl.load(Y + offs), dim=DIM)
    shape: tl.constexpr = z.shape
    zo = (tl.arange(0, shape[0])[:, None, None] * shape[1] * shape[2]
          + tl.arange(0, shape[1])[None, :, None] * shape[2] + tl.arange(0, shape[2])[None, None, :])
    tl.store(Out + zo, z)


@pytest.mark.parametrize("dim", [0, 1, 2, -1])
def test_cat_along_any_dimension(dim):
    x, y = torch.randn(4, 2, 8), torch.randn(4, 2, 8)
    want = torch.cat([x, y], dim=dim)
    out = torch.empty_like(want)
    _cat_dim_kernel[(1,)](x, y, out, dim)
    assert torch.equal(out.cpu(), want.cpu())


@triton.jit
def _dot_4d_kernel(X, Y, Z):
    x = tl.load(X + tl.arange(0, 2 * 2 * 16 * 16)).reshape([2] * 2 + [16, 16])
    y = tl.load(Y + tl.arange(0, 2 * 2 * 16 * 16)).reshape((2, 2, 16, 16))
    z = tl.dot(x, y)
    tl.store(Z + tl.arange(0, 2 * 2 * 16 * 16), z.reshape([2 * 2 * 16 * 16]))


def test_dot_with_two_batch_dimensions():
    a = torch.randint(-4, 5, (2, 2, 16, 16)).float()
    b = torch.randint(-4, 5, (2, 2, 16, 16)).float()
    c = torch.empty(2, 2, 16, 16)
    _dot_4d_kernel[(1,)](a, b, c)
    assert torch.equal(c.cpu(), torch.matmul(a.cpu(), b.cpu()))
