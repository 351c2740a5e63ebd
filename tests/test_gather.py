"""`tl.gather` (and `x.gather`) against `torch.gather`, upstream's shapes among them."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def gather_2d_kernel(src_ptr, idx_ptr, out_ptr, axis: tl.constexpr, SM: tl.constexpr, SN: tl.constexpr,
                     IM: tl.constexpr, IN: tl.constexpr, METHOD: tl.constexpr):
    s = tl.load(src_ptr + tl.arange(0, SM)[:, None] * SN + tl.arange(0, SN)[None, :])
    i = tl.load(idx_ptr + tl.arange(0, IM)[:, None] * IN + tl.arange(0, IN)[None, :])
    o = s.gather(i, axis) if METHOD else tl.gather(s, i, axis)
    tl.store(out_ptr + tl.arange(0, IM)[:, None] * IN + tl.arange(0, IN)[None, :], o)


@pytest.mark.parametrize("src_shape, idx_shape, axis", [
    ([4, 4], [8, 4], 0), ([128, 64], [256, 64], 0), ([128, 64], [128, 128], 1), ([32, 16], [32, 4], 1),
    ([8, 8], [8, 8], -1),
])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int32, torch.int8])
@pytest.mark.parametrize("method", [False, True])
def test_gather_2d(src_shape, idx_shape, axis, dtype, method):
    src = (torch.randn(src_shape) * 100).to(dtype)
    idx = torch.randint(0, src.shape[axis], idx_shape, dtype=torch.int32)
    out = torch.empty(idx_shape, dtype=dtype)
    gather_2d_kernel[(1,)](src, idx, out, axis, *src_shape, *idx_shape, method)
    assert torch.equal(out.cpu(), torch.gather(src.cpu(), axis, idx.cpu().long()))


@triton.jit
def gather_1d_kernel(src_ptr, idx_ptr, out_ptr, S: tl.constexpr, I: tl.constexpr):
    s = tl.load(src_ptr + tl.arange(0, S))
    i = tl.load(idx_ptr + tl.arange(0, I))
    tl.store(out_ptr + tl.arange(0, I), tl.gather(s, i, 0))


def test_gather_1d_int64_index():
    src = torch.randn(64)
    idx = torch.randint(0, 64, (32,))
    out = torch.empty(32)
    gather_1d_kernel[(1,)](src, idx, out, 64, 32)
    assert torch.equal(out.cpu(), src.cpu()[idx.cpu()])


@triton.jit
def gather_bad_shape_kernel(src_ptr, idx_ptr, out_ptr):
    s = tl.load(src_ptr + tl.arange(0, 8)[:, None] * 8 + tl.arange(0, 8)[None, :])
    i = tl.load(idx_ptr + tl.arange(0, 4)[:, None] * 4 + tl.arange(0, 4)[None, :])
    tl.store(out_ptr + tl.arange(0, 4)[:, None] * 4 + tl.arange(0, 4)[None, :], tl.gather(s, i, 0))


@pytest.mark.compiled
def test_gather_shape_mismatch_is_an_error():
    src, idx, out = torch.randn(8, 8), torch.zeros(4, 4, dtype=torch.int32), torch.empty(4, 4)
    with pytest.raises(triton.CompilationError, match="shape except along the axis"):
        gather_bad_shape_kernel[(1,)](src, idx, out)
