"""tl.reduce with a @jit combine function (one tile, a tuple, axis None, keep_dims) and tl.flip,
against torch; the kernels also compile for cuda and musa."""
import json

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import _C


@triton.jit
def add_combine(a, b):
    return a + b


@triton.jit
def max_combine(a, b):
    return tl.maximum(a, b)


@triton.jit
def argmax_combine(v0, i0, v1, i1):
    # ties to the lower index, as torch.argmax
    take1 = (v1 > v0) | ((v1 == v0) & (i1 < i0))
    return tl.where(take1, v1, v0), tl.where(take1, i1, i0)


@triton.jit
def reduce_kernel(x_ptr, sum_ptr, max_ptr, arg_ptr, all_ptr, keep_ptr, M: tl.constexpr, N: tl.constexpr):
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(sum_ptr + rm, tl.reduce(x, 1, add_combine))
    tl.store(max_ptr + rn, tl.reduce(x, 0, max_combine))
    idx = tl.broadcast_to(rn[None, :], (M, N))
    _, arg = tl.reduce((x, idx), 1, argmax_combine)
    tl.store(arg_ptr + rm, arg)
    tl.store(all_ptr, tl.reduce(x, None, max_combine))
    k = tl.reduce(x, 1, add_combine, keep_dims=True)  # [M, 1]
    tl.store(keep_ptr + rm[:, None] + rn[None, :] * 0, tl.broadcast_to(k, (M, N)), mask=rn[None, :] == 0)


def test_reduce_with_jit_combine(device):
    M, N = 16, 32
    x = torch.randint(-50, 50, (M, N), device=device).float()
    s, a, keep = (torch.empty(M, device=device) for _ in range(3))
    mx = torch.empty(N, device=device)
    arg = torch.empty(M, dtype=torch.int32, device=device)
    whole = torch.empty(1, device=device)
    reduce_kernel[(1,)](x, s, mx, arg, whole, keep, M=M, N=N)
    assert torch.equal(s, x.sum(1))
    assert torch.equal(mx, x.max(0).values)
    assert torch.equal(arg.long(), x.argmax(1))
    assert whole.item() == x.max().item()
    assert torch.equal(keep, x.sum(1))


@triton.jit
def flip_kernel(x_ptr, a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr):
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    offs = rm[:, None] * N + rn[None, :]
    x = tl.load(x_ptr + offs)
    tl.store(a_ptr + offs, tl.flip(x))
    tl.store(b_ptr + offs, tl.flip(x, 0))
    tl.store(c_ptr + rn, tl.flip(tl.load(x_ptr + rn)))


@pytest.mark.parametrize("M,N", [(4, 8), (2, 64), (1, 2)])
def test_flip_matches_torch(device, M, N):
    x = torch.randn(M, N, device=device)
    a, b = torch.empty_like(x), torch.empty_like(x)
    c = torch.empty(N, device=device)
    flip_kernel[(1,)](x, a, b, c, M=M, N=N)
    assert torch.equal(a, x.flip(1))
    assert torch.equal(b, x.flip(0))
    assert torch.equal(c, x[0].flip(0))


def test_combine_fn_must_be_a_jit_function(device):
    @triton.jit
    def bad_reduce_kernel(x_ptr):
        tl.store(x_ptr, tl.reduce(tl.load(x_ptr + tl.arange(0, 4)), 0, 3))

    with pytest.raises(triton.CompilationError, match="combine_fn must be a @triton.jit function"):
        bad_reduce_kernel[(1,)](torch.zeros(4, device=device))


@pytest.mark.parametrize("target,arch", [("cuda", 90), ("musa", 22)])
def test_reduce_and_flip_compile_for_gpus(target, arch):
    x = torch.zeros(64)
    for kernel, args, kw in ((reduce_kernel, (x, x, x, torch.zeros(4, dtype=torch.int32), x, x), dict(M=16, N=32)),
                             (flip_kernel, (x, x, x, x), dict(M=4, N=8))):
        m = json.loads(kernel.message(*args, **kw))
        m["target"], m["arch"], m["libdevice"] = target, arch, None
        assert "define" in _C.compile_only(json.dumps(m))["llir"]


@triton.jit
def _add(a, b):
    return a + b


@triton.jit
def _running_max_index(v0, i0, v1, i1):
    gt = v0 > v1
    return tl.where(gt, v0, v1), tl.where(gt, i0, i1)


@triton.jit
def scan_kernel(x_ptr, s_ptr, m_ptr, i_ptr, R: tl.constexpr, C: tl.constexpr, AXIS: tl.constexpr,
                REVERSE: tl.constexpr):
    offs = tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    s = tl.associative_scan(x, AXIS, _add, reverse=REVERSE)
    idx = tl.broadcast_to(tl.arange(0, C)[None, :], [R, C]) if AXIS == 1 else \
        tl.broadcast_to(tl.arange(0, R)[:, None], [R, C])
    m, i = tl.associative_scan((x, idx), AXIS, _running_max_index, reverse=REVERSE)
    tl.store(s_ptr + offs, s)
    tl.store(m_ptr + offs, m)
    tl.store(i_ptr + offs, i)


@pytest.mark.parametrize("R,C", [(4, 32), (16, 8), (1, 64)])
@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("reverse", [False, True])
def test_associative_scan_with_a_jit_combine(R, C, axis, reverse, device):
    x = torch.randint(-50, 50, (R, C), dtype=torch.int32, device=device)
    s, m, i = (torch.full((R, C), -7, dtype=torch.int32, device=device) for _ in range(3))
    scan_kernel[(1,)](x, s, m, i, R=R, C=C, AXIS=axis, REVERSE=reverse)
    xc = x.cpu().flip(axis) if reverse else x.cpu()
    ref_s = torch.cumsum(xc, axis).to(torch.int32)
    ref_m, ref_i = torch.cummax(xc, axis)
    if reverse:
        ref_s, ref_m = ref_s.flip(axis), ref_m.flip(axis)
    assert torch.equal(s.cpu(), ref_s)
    assert torch.equal(m.cpu(), ref_m)
    # the running maximum's position (ties: the later element, as the combine picks it)
    got = torch.gather(x.cpu(), axis, i.cpu().long())
    assert torch.equal(got, m.cpu())
