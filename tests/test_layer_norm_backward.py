"""A layer-norm backward shaped as tutorial 05's (our own kernels): dx per row, dw/db partial
sums that the rows add into GROUPS fp16 rows behind spin locks (the sums in fp32, stored as
fp16), then a kernel summing the groups.

The sums are checked exactly where the data makes every partial exact (a lost or doubled
update shows), and otherwise against float64 within the bound of the fp16 roundings. Not against
torch's CPU layer_norm backward: for fp16 it accumulates dw/db in fp16 per thread (torch 2.x),
~0.06 off the exact sums at 1151 x 8192, where the locked fp16 buffers are ~0.008 off."""
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def ln_bwd_rows(x_ptr, dy_ptr, w_ptr, mean_ptr, rstd_ptr, dx_ptr, part_w, part_b, locks, seen, n,
                GROUPS: tl.constexpr, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n
    rstd = tl.load(rstd_ptr + r)
    x = tl.load(x_ptr + r * n + cols, mask=m, other=0.).to(tl.float32)
    dy = tl.load(dy_ptr + r * n + cols, mask=m, other=0.).to(tl.float32)
    w = tl.load(w_ptr + cols, mask=m, other=0.).to(tl.float32)
    xh = tl.where(m, (x - tl.load(mean_ptr + r)) * rstd, 0.)
    g = dy * w
    dx = (g - xh * (tl.sum(xh * g, axis=0) / n) - tl.sum(g, axis=0) / n) * rstd
    tl.store(dx_ptr + r * n + cols, dx, mask=m)
    slot = r % GROUPS
    pw = dy * xh
    pb = dy
    while tl.atomic_cas(locks + slot, 0, 1) != 0:
        pass
    if tl.load(seen + slot) != 0:
        pw += tl.load(part_w + slot * n + cols, mask=m, other=0.)
        pb += tl.load(part_b + slot * n + cols, mask=m, other=0.)
    else:
        tl.store(seen + slot, 1)
    tl.store(part_w + slot * n + cols, pw, mask=m)
    tl.store(part_b + slot * n + cols, pb, mask=m)
    tl.debug_barrier()
    tl.atomic_xchg(locks + slot, 0)


@triton.jit
def sum_groups(part_ptr, out_ptr, groups, n, BG: tl.constexpr, BN: tl.constexpr):
    cols = tl.program_id(0) * BN + tl.arange(0, BN)
    acc = tl.zeros((BN,), dtype=tl.float32)
    for g0 in range(0, groups, BG):
        rows = g0 + tl.arange(0, BG)
        mask = (rows[:, None] < groups) & (cols[None, :] < n)
        acc += tl.sum(tl.load(part_ptr + rows[:, None] * n + cols[None, :], mask=mask, other=0.).to(tl.float32), 0)
    tl.store(out_ptr + cols, acc, mask=cols < n)


def _backward(x, dy, w, mean, rstd, groups):
    rows, n = x.shape
    block = triton.next_power_of_2(n)
    dx = torch.empty_like(x)
    parts = [torch.full((groups, n), float("nan"), dtype=x.dtype, device=x.device) for _ in range(2)]
    locks = torch.zeros(groups, dtype=torch.int32, device=x.device)
    seen = torch.zeros(groups, dtype=torch.int32, device=x.device)
    ln_bwd_rows[(rows,)](x, dy, w, mean, rstd, dx, parts[0], parts[1], locks, seen, n, GROUPS=groups, BLOCK=block)
    assert locks.tolist() == [0] * groups and seen.tolist() == [1] * groups
    sums = [torch.empty(n, device=x.device) for _ in range(2)]
    for p, s in zip(parts, sums):
        sum_groups[(triton.cdiv(n, 64),)](p, s, groups, n, BG=16, BN=64)
    return dx, parts, sums


def test_locked_fp16_partial_sums_are_exact_for_exact_data(device):
    # integers, xhat = x (mean 0, rstd 1): every partial sum is exact in fp16, in any row order
    rows, n, groups = 1000, 300, 24
    x = torch.randint(-3, 4, (rows, n), device=device).to(torch.float16)
    dy = torch.randint(-3, 4, (rows, n), device=device).to(torch.float16)
    w = torch.ones(n, dtype=torch.float16, device=device)
    mean, rstd = torch.zeros(rows, device=device), torch.ones(rows, device=device)
    _, (pw, pb), (dw, db) = _backward(x, dy, w, mean, rstd, groups)
    slots = torch.arange(rows, device=device) % groups
    ref_w = torch.zeros(groups, n, device=device).index_add_(0, slots, (dy * x).float())
    ref_b = torch.zeros(groups, n, device=device).index_add_(0, slots, dy.float())
    assert torch.equal(pw.float(), ref_w) and torch.equal(pb.float(), ref_b)
    assert torch.equal(dw, ref_w.sum(0)) and torch.equal(db, ref_b.sum(0))


def test_layer_norm_backward_against_float64(device):
    rows, n, groups = 577, 1000, 32
    x = (-2.3 + 0.5 * torch.randn(rows, n, device=device)).to(torch.float16)
    dy = (0.1 * torch.randn(rows, n, device=device)).to(torch.float16)
    w = torch.rand(n, device=device).to(torch.float16)
    xd, dyd, wd = x.double(), dy.double(), w.double()
    mean = xd.mean(1)
    rstd = 1 / torch.sqrt(xd.var(1, unbiased=False) + 1e-5)
    dx, _, (dw, db) = _backward(x, dy, w, mean.float(), rstd.float(), groups)
    xh = (xd - mean[:, None]) * rstd[:, None]
    g = dyd * wd
    dx_ref = (g - xh * (xh * g).mean(1, keepdim=True) - g.mean(1, keepdim=True)) * rstd[:, None]
    torch.testing.assert_close(dx.double(), dx_ref, atol=1e-2, rtol=0)
    # each fp16 store of a group's running sum rounds by at most 2**-11 of the sum of the
    # magnitudes added into it so far
    slots = torch.arange(rows, device=device) % groups
    for tri, contrib in ((dw, dyd * xh), (db, dyd)):
        mag = torch.zeros(groups, n, dtype=torch.float64, device=device).index_add_(0, slots, contrib.abs())
        bound = (mag * torch.bincount(slots.cpu(), minlength=groups).to(mag)[:, None]).sum(0) * 2.0 ** -11
        err = (tri.double() - contrib.sum(0)).abs()
        assert (err <= bound + 1e-4).all(), (err - bound).max()
