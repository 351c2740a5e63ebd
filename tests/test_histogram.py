"""tl.histogram: per-bin counts of a 1-D integer block, against torch.bincount."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def histogram_kernel(x_ptr, z_ptr, n, M: tl.constexpr, N: tl.constexpr, MASKED: tl.constexpr):
    offs = tl.arange(0, M)
    x = tl.load(x_ptr + offs)
    if MASKED:
        z = tl.histogram(x, N, mask=offs < n)
    else:
        z = tl.histogram(x, N)
    tl.static_assert(z.dtype == tl.int32)
    tl.store(z_ptr + tl.arange(0, N), z + tl.zeros([N], dtype=tl.int32))


@pytest.mark.parametrize("M,N", [(256, 8), (64, 64), (8, 2)])
@pytest.mark.parametrize("masked", [False, True])
def test_histogram_matches_bincount(M, N, masked, device):
    torch.manual_seed(M + N)
    # out-of-range values (negative, >= N) are not counted
    x = torch.randint(-2, N + 2, (M,), dtype=torch.int32, device=device)
    n = M // 2 if masked else M
    z = torch.full((N,), -1, dtype=torch.int32, device=device)
    histogram_kernel[(1,)](x, z, n, M=M, N=N, MASKED=masked)
    kept = x[:n].cpu().long()
    kept = kept[(kept >= 0) & (kept < N)]
    assert torch.equal(z.cpu(), torch.bincount(kept, minlength=N).to(torch.int32))
