"""Conformance: elementwise kernels, compared with torch on fresh random inputs."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from helpers import assert_close, poison, rand


@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(output_ptr + offsets, x + y, mask=mask)


@pytest.mark.parametrize("n", [98432, 1000, 1, 1024])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int32])
def test_vector_add(n, dtype, device):
    x, y = rand(n, dtype, device), rand(n, dtype, device)
    out = poison(n, dtype, device)
    grid = lambda meta: (triton.cdiv(n, meta["BLOCK_SIZE"]),)  # noqa: E731
    add_kernel[grid](x, y, out, n, BLOCK_SIZE=1024)
    ref = (x.double() + y.double()).to(dtype) if dtype.is_floating_point else x + y
    if dtype.is_floating_point:
        assert_close(out, ref)
    else:
        assert torch.equal(out, ref)


def test_vector_add_tuple_grid_and_relaunch(device):
    n = 5000
    x, y = rand(n, torch.float32, device), rand(n, torch.float32, device)
    out = poison(n, torch.float32, device)
    k1 = add_kernel[(triton.cdiv(n, 256),)](x, y, out, n, BLOCK_SIZE=256)
    assert_close(out, x + y)
    out2 = poison(n, torch.float32, device)
    k2 = add_kernel[[triton.cdiv(n, 256)]](x, y, out2, n, BLOCK_SIZE=256)
    assert k1 is k2  # same specialisation: the in-memory cache answers
    assert_close(out2, x + y)


@triton.jit
def masked_other_kernel(x_ptr, out_ptr, n, OTHER: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=OTHER)
    tl.store(out_ptr + offs, x)


@pytest.mark.parametrize("dtype,other", [(torch.float32, -1.5), (torch.int32, 7), (torch.float16, 0.0)])
def test_masked_load_other(dtype, other, device):
    n, block = 300, 512
    x = rand(n, dtype, device)
    out = poison(block, dtype, device)
    masked_other_kernel[(1,)](x, out, n, OTHER=other, BLOCK=block)
    ref = torch.full((block,), other, dtype=dtype, device=device)
    ref[:n] = x
    assert torch.equal(out, ref)


@triton.jit
def where_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, tl.where(x > y, x * 2, y - 1), mask=m)


@pytest.mark.parametrize("dtype", [torch.float32, torch.int32, torch.float16])
def test_where(dtype, device):
    n = 2000
    x, y = rand(n, dtype, device), rand(n, dtype, device)
    out = poison(n, dtype, device)
    where_kernel[(triton.cdiv(n, 512),)](x, y, out, n, BLOCK=512)
    assert_close(out, torch.where(x > y, x * 2, y - 1))


@triton.jit
def minmax_kernel(x_ptr, y_ptr, lo_ptr, hi_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(lo_ptr + offs, tl.minimum(x, y), mask=m)
    tl.store(hi_ptr + offs, tl.maximum(x, y), mask=m)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int8, torch.int32, torch.int64,
                                   torch.uint8])
def test_minimum_maximum(dtype, device):
    n = 1500
    x, y = rand(n, dtype, device), rand(n, dtype, device)
    lo, hi = poison(n, dtype, device), poison(n, dtype, device)
    minmax_kernel[(triton.cdiv(n, 256),)](x, y, lo, hi, n, BLOCK=256)
    assert torch.equal(lo, torch.minimum(x, y))
    assert torch.equal(hi, torch.maximum(x, y))


@triton.jit
def unary_math_kernel(x_ptr, out_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    if FN == "exp":
        y = tl.exp(x)
    elif FN == "exp2":
        y = tl.exp2(x)
    elif FN == "log":
        y = tl.log(x)
    elif FN == "log2":
        y = tl.log2(x)
    elif FN == "sqrt":
        y = tl.sqrt(x)
    elif FN == "rsqrt":
        y = tl.rsqrt(x)
    elif FN == "sin":
        y = tl.sin(x)
    elif FN == "cos":
        y = tl.cos(x)
    elif FN == "abs":
        y = tl.abs(x)
    elif FN == "floor":
        y = tl.floor(x)
    elif FN == "ceil":
        y = tl.ceil(x)
    elif FN == "sigmoid":
        y = tl.sigmoid(x)
    elif FN == "erf":
        y = tl.erf(x)
    else:
        y = -x
    tl.store(out_ptr + offs, y, mask=m)


_UNARY = {
    "exp": (torch.exp, -10, 10), "exp2": (torch.exp2, -10, 10), "log": (torch.log, 0.01, 100),
    "log2": (torch.log2, 0.01, 100), "sqrt": (torch.sqrt, 0, 100), "rsqrt": (torch.rsqrt, 0.01, 100),
    "sin": (torch.sin, -10, 10), "cos": (torch.cos, -10, 10), "abs": (torch.abs, -10, 10),
    "floor": (torch.floor, -10, 10), "ceil": (torch.ceil, -10, 10), "sigmoid": (torch.sigmoid, -10, 10),
    "erf": (torch.erf, -3, 3), "neg": (torch.neg, -10, 10),
}


@pytest.mark.parametrize("fn", sorted(_UNARY))
def test_unary_math_fp32(fn, device):
    ref_fn, lo, hi = _UNARY[fn]
    n = 4099
    x = rand(n, torch.float32, device, low=lo, high=hi)
    out = poison(n, torch.float32, device)
    unary_math_kernel[(triton.cdiv(n, 1024),)](x, out, n, FN=fn, BLOCK=1024)
    torch.testing.assert_close(out, ref_fn(x.double()).float(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("fn", ["exp", "log", "sqrt", "sin", "abs"])
def test_unary_math_fp64(fn, device):
    ref_fn, lo, hi = _UNARY[fn]
    n = 777
    x = rand(n, torch.float64, device, low=lo, high=hi)
    out = poison(n, torch.float64, device)
    unary_math_kernel[(triton.cdiv(n, 256),)](x, out, n, FN=fn, BLOCK=256)
    torch.testing.assert_close(out, ref_fn(x), rtol=1e-12, atol=1e-12)


@triton.jit
def fma_kernel(x_ptr, y_ptr, z_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    z = tl.load(z_ptr + offs, mask=m)
    tl.store(out_ptr + offs, tl.fma(x, y, z), mask=m)


def test_fma(device):
    n = 3000
    x, y, z = (rand(n, torch.float32, device) for _ in range(3))
    out = poison(n, torch.float32, device)
    fma_kernel[(triton.cdiv(n, 1024),)](x, y, z, out, n, BLOCK=1024)
    torch.testing.assert_close(out, (x.double() * y.double() + z.double()).float(), rtol=1e-6, atol=1e-6)


@triton.jit
def cast_kernel(x_ptr, out_ptr, n, DST: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x.to(DST), mask=m)


_TL = {torch.int8: tl.int8, torch.int16: tl.int16, torch.int32: tl.int32, torch.int64: tl.int64,
       torch.uint8: tl.uint8, torch.float16: tl.float16, torch.bfloat16: tl.bfloat16,
       torch.float32: tl.float32, torch.float64: tl.float64}


@pytest.mark.parametrize("src,dst", [
    (torch.int32, torch.float32), (torch.float32, torch.int32), (torch.float32, torch.float16),
    (torch.float16, torch.float32), (torch.float32, torch.bfloat16), (torch.bfloat16, torch.float32),
    (torch.int8, torch.int32), (torch.uint8, torch.int32), (torch.int32, torch.int8),
    (torch.int64, torch.int32), (torch.float64, torch.float32), (torch.float32, torch.float64),
    (torch.int64, torch.float64), (torch.float16, torch.int16), (torch.int32, torch.uint8),
])
def test_cast(src, dst, device):
    n = 2500
    x = rand(n, src, device, low=-100 if src.is_floating_point else None,
             high=100 if src.is_floating_point else None)
    out = poison(n, dst, device)
    cast_kernel[(triton.cdiv(n, 512),)](x, out, n, DST=_TL[dst], BLOCK=512)
    ref = x.to(dst)
    if dst.is_floating_point:
        assert_close(out, ref)
    else:
        assert torch.equal(out, ref)


@triton.jit
def element_ty_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = (x * 3).to(out_ptr.dtype.element_ty)
    tl.static_assert(y.dtype == out_ptr.dtype.element_ty)
    tl.store(out_ptr + offs, y, mask=m)


@pytest.mark.parametrize("dst", [torch.float16, torch.float64, torch.int32])
def test_ptr_dtype_element_ty(dst, device):
    n = 600
    x = rand(n, torch.float32, device, low=-50, high=50)
    out = poison(n, dst, device)
    element_ty_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
    ref = (x * 3).to(dst)
    if dst.is_floating_point:
        assert_close(out, ref)
    else:
        assert torch.equal(out, ref)


@triton.jit
def bool_mask_kernel(x_ptr, keep_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inb = offs < n
    x = tl.load(x_ptr + offs, mask=inb)
    keep = tl.load(keep_ptr + offs, mask=inb, other=0)
    positive = x > 0
    tl.store(out_ptr + offs, x, mask=inb & (keep != 0) & positive)


def test_bool_masks(device):
    n = 3333
    x = rand(n, torch.float32, device)
    keep = torch.rand(n, device=device) < 0.5
    out = torch.zeros(n, device=device)
    bool_mask_kernel[(triton.cdiv(n, 1024),)](x, keep, out, n, BLOCK=1024)
    assert torch.equal(out, torch.where(keep & (x > 0), x, torch.zeros_like(x)))


@triton.jit
def static_range_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, STEPS: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for i in tl.static_range(STEPS):
        acc += x * (i + 1)
    tl.store(out_ptr + offs, acc, mask=m)


def test_static_range(device):
    n = 1000
    x = rand(n, torch.float32, device)
    out = poison(n, torch.float32, device)
    static_range_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256, STEPS=4)
    assert_close(out, x * 10)


@triton.jit
def while_kernel(x_ptr, out_ptr, n, iters, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    acc = tl.zeros([BLOCK], dtype=tl.int32)
    i = 0
    while i < iters:
        acc += x
        i += 1
    tl.store(out_ptr + offs, acc, mask=m)


@pytest.mark.parametrize("iters", [0, 1, 5])
def test_while_loop(iters, device):
    n = 700
    x = rand(n, torch.int32, device, low=-1000, high=1000)
    out = poison(n, torch.int32, device)
    while_kernel[(triton.cdiv(n, 256),)](x, out, n, iters, BLOCK=256)
    assert torch.equal(out, x * iters)


@triton.jit
def runtime_if_kernel(x_ptr, out_ptr, n, flag, use_neg, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    if flag > 0:
        y = x * 2
    else:
        y = x - 1
    if use_neg:
        y = -y
    tl.store(out_ptr + offs, y, mask=m)


@pytest.mark.parametrize("flag", [-3, 0, 5])
@pytest.mark.parametrize("use_neg", [False, True])
def test_if_runtime_scalar(flag, use_neg, device):
    n = 900
    x = rand(n, torch.float32, device)
    out = poison(n, torch.float32, device)
    runtime_if_kernel[(triton.cdiv(n, 256),)](x, out, n, flag, use_neg, BLOCK=256)
    ref = x * 2 if flag > 0 else x - 1
    assert_close(out, -ref if use_neg else ref)


@triton.jit
def full_zeros_kernel(f_ptr, z_ptr, zl_ptr, VALUE: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    f = tl.full((BLOCK,), VALUE, tl.float32)
    z = tl.zeros((BLOCK,), dtype=tl.int32)
    tl.store(f_ptr + offs, f)
    tl.store(z_ptr + offs, z)
    tl.store(zl_ptr + offs, tl.zeros_like(f) + 1)


def test_full_zeros(device):
    block = 128
    f, z, zl = poison(block, torch.float32, device), poison(block, torch.int32, device), poison(block, torch.float32, device)
    full_zeros_kernel[(1,)](f, z, zl, VALUE=2.5, BLOCK=block)
    assert torch.equal(f, torch.full((block,), 2.5, device=device))
    assert torch.equal(z, torch.zeros(block, dtype=torch.int32, device=device))
    assert torch.equal(zl, torch.ones(block, device=device))


@triton.jit
def reshape_sum_kernel(x_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, M * N))
    x2 = tl.reshape(x, (M, N))
    tl.store(out_ptr + tl.arange(0, M), tl.sum(x2, axis=1))


def test_reshape(device):
    M, N = 8, 32
    x = rand(M * N, torch.float32, device)
    out = poison(M, torch.float32, device)
    reshape_sum_kernel[(1,)](x, out, M=M, N=N)
    torch.testing.assert_close(out, x.view(M, N).sum(1), rtol=1e-5, atol=1e-5)


@triton.jit
def broadcast_kernel(out_ptr, M: tl.constexpr, N: tl.constexpr):
    rows = tl.expand_dims(tl.arange(0, M), 1)            # (M, 1)
    cols = tl.expand_dims(tl.arange(0, N), 0)            # (1, N)
    r = tl.broadcast_to(rows, (M, N))
    c = tl.broadcast_to(cols, (M, N))
    tl.store(out_ptr + r * N + c, r * 1000 + c)


def test_broadcast_to_expand_dims(device):
    M, N = 16, 64
    out = poison((M, N), torch.int32, device)
    broadcast_kernel[(1,)](out, M=M, N=N)
    ref = torch.arange(M, dtype=torch.int32)[:, None] * 1000 + torch.arange(N, dtype=torch.int32)[None, :]
    assert torch.equal(out, ref.to(device))


@triton.jit
def num_programs_kernel(out_ptr):
    pid0 = tl.program_id(0)
    pid1 = tl.program_id(1)
    pid2 = tl.program_id(2)
    n0 = tl.num_programs(0)
    n1 = tl.num_programs(1)
    n2 = tl.num_programs(2)
    idx = (pid2 * n1 + pid1) * n0 + pid0
    tl.store(out_ptr + idx * 4 + 0, pid0 + 100 * pid1 + 10000 * pid2)
    tl.store(out_ptr + idx * 4 + 1, n0)
    tl.store(out_ptr + idx * 4 + 2, n1)
    tl.store(out_ptr + idx * 4 + 3, n2)


@pytest.mark.parametrize("grid", [(7,), (5, 3), (2, 3, 4)])
def test_num_programs_and_program_id(grid, device):
    g = tuple(grid) + (1,) * (3 - len(grid))
    total = g[0] * g[1] * g[2]
    out = poison(total * 4, torch.int32, device)
    num_programs_kernel[grid](out)
    ref = []
    for z in range(g[2]):
        for y in range(g[1]):
            for x in range(g[0]):
                ref += [x + 100 * y + 10000 * z, g[0], g[1], g[2]]
    assert out.tolist() == ref


@triton.jit
def hinted_copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    offs = tl.max_contiguous(tl.multiple_of(offs, BLOCK), BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + 1, mask=m)


def test_hints_do_not_change_results(device):
    n = 4096 + 17
    x = rand(n, torch.float32, device)
    out = poison(n, torch.float32, device)
    hinted_copy_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
    assert_close(out, x + 1)


@triton.jit
def scalar_ops_kernel(x_ptr, out_ptr, n, s, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x * 2 + s - 1, mask=m)


@pytest.mark.parametrize("dtype,s", [(torch.float32, 0.5), (torch.int32, 7), (torch.float16, 1.25),
                                     (torch.int64, -3)])
def test_scalar_broadcast(dtype, s, device):
    n = 1000
    x = rand(n, dtype, device, low=-100 if not dtype.is_floating_point else None,
             high=100 if not dtype.is_floating_point else None)
    out = poison(n, dtype, device)
    scalar_ops_kernel[(triton.cdiv(n, 256),)](x, out, n, s, BLOCK=256)
    ref = (x.double() * 2 + s - 1).to(dtype) if dtype.is_floating_point else x * 2 + s - 1
    assert_close(out, ref) if dtype.is_floating_point else torch.testing.assert_close(out, ref)


@triton.jit
def tile_add_kernel(a_ptr, b_ptr, out_ptr, M, N, stride_om, stride_on, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    a = tl.load(a_ptr + rm, mask=rm < M, other=0.0)
    b = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(out_ptr + rm[:, None] * stride_om + rn[None, :] * stride_on, a[:, None] + b[None, :], mask=mask)


def test_2d_outer_add(device):
    M, N = 100, 70
    a, b = rand(M, torch.float32, device), rand(N, torch.float32, device)
    out = poison((M, N), torch.float32, device)
    tile_add_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](a, b, out, M, N, out.stride(0), out.stride(1),
                                                               BM=32, BN=32)
    assert_close(out, a[:, None] + b[None, :])


@triton.jit
def transpose_copy_kernel(x_ptr, y_ptr, M, N, sxm, sxn, sym, syn, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * sxm + rn[None, :] * sxn, mask=mask)
    tl.store(y_ptr + rn[None, :] * sym + rm[:, None] * syn, x, mask=mask)


@pytest.mark.parametrize("transposed_input", [False, True])
def test_2d_transpose_copy_strides(transposed_input, device):
    M, N = 67, 45
    x = rand((N, M), torch.float32, device).t() if transposed_input else rand((M, N), torch.float32, device)
    y = poison((N, M), torch.float32, device)
    transpose_copy_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 16))](
        x, y, M, N, x.stride(0), x.stride(1), y.stride(0), y.stride(1), BM=16, BN=16)
    assert torch.equal(y, x.t())


@triton.jit
def trans_kernel(x_ptr, y_ptr, M: tl.constexpr, N: tl.constexpr):
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rn[:, None] * M + rm[None, :], tl.trans(x))


def test_trans(device):
    M, N = 16, 32
    x = rand((M, N), torch.float32, device)
    y = poison((N, M), torch.float32, device)
    trans_kernel[(1,)](x, y, M=M, N=N)
    assert torch.equal(y, x.t())


@pytest.mark.compiled
def test_warmup_compiles_without_launching(device):
    out = poison(16, torch.float32, device)
    k = add_kernel.warmup(torch.float32, torch.float32, torch.float32, 16, BLOCK_SIZE=16, grid=(1,))
    assert k.name == "add_kernel"
    assert "ttir" in k.asm and "llir" in k.asm
    import json
    assert json.loads(k.metadata_json)["name"] == "add_kernel"
    # upstream's attribute access (tutorial 02 sizes its grid from these)
    assert k.metadata.name == "add_kernel" and k.metadata["num_warps"] == k.metadata.num_warps == 4
    assert isinstance(k.metadata.shared, int) and k.metadata.shared >= 0
    k._init_handles()
    # a compiled kernel launched directly takes every parameter, constexprs included (tutorial 02)
    x2 = rand(16, torch.float32, device)
    out2 = poison(16, torch.float32, device)
    k[(1, 1, 1)](x2, x2, out2, 16, 16)
    assert_close(out2, x2 + x2)
    with pytest.raises(TypeError, match="takes 5 arguments"):
        k[(1,)](x2, x2, out2, 16)
    if device == "cpu":  # the registers the kernel's machine code names (tests/test_driver.py)
        assert 0 < k.n_regs <= 80 and k.n_spills >= 0
    else:
        assert 0 < k.n_regs <= 255 and k.n_spills >= 0
    x = rand(16, torch.float32, device)
    assert add_kernel[(1,)](x, x, out, 16, BLOCK_SIZE=16) is k  # the warmed-up specialisation
    assert_close(out, x + x)


def test_zero_sized_grid_launches_nothing(device):
    out = poison(16, torch.float32, device)
    x = rand(16, torch.float32, device)
    add_kernel[(0,)](x, x, out, 16, BLOCK_SIZE=16)
    assert torch.isnan(out).all()
