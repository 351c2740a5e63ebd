"""Casts between pointers and integers: an int64 address becomes a pointer with
``.to(tl.pointer_type(T))`` (tables of tensor addresses, as grouped GEMMs pass them), a pointer
becomes its int64 / uint64 address or an int1 (not null); ``tl.pointer_type`` in kernels, as a
global and as a constexpr; clear errors for the casts upstream refuses; what the GPU targets get.

The addressed tensors are passed to the kernels too (``pool``): the interpreter reaches only the
memory of tensor arguments."""
import json

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import _C


@triton.jit
def row_table_kernel(rows_ptr, pool, out_ptr, index_ptr, n_cols, BLOCK: tl.constexpr):
    # Row r of the output is the row of the pool whose address is rows_ptr[r].
    r = tl.program_id(0)
    row = tl.load(rows_ptr + r).to(tl.pointer_type(tl.float32))
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    tl.store(out_ptr + r * n_cols + cols, tl.load(row + cols, mask=m, other=-1.0) * 2.0, mask=m)
    tl.store(index_ptr + r, (row.to(tl.int64) - pool.to(tl.int64)) // (4 * n_cols))


def test_an_int64_address_becomes_a_pointer(device):
    x = torch.randn(6, 40, device=device)
    order = [4, 0, 5, 5, 2, 1]
    table = torch.tensor([x[i].data_ptr() for i in order], dtype=torch.int64, device=device)
    out = torch.zeros(len(order), 40, device=device)
    index = torch.zeros(len(order), dtype=torch.int64, device=device)
    row_table_kernel[(len(order),)](table, x, out, index, 40, BLOCK=64)
    torch.testing.assert_close(out, x[order] * 2.0, rtol=0, atol=0)
    assert index.tolist() == order


@triton.jit
def element_table_kernel(addr_ptr, pool, out_ptr, n, BLOCK: tl.constexpr):
    # A tile of addresses (unsigned) becomes a tile of pointers; stores go through them too.
    offs = tl.arange(0, BLOCK)
    m = offs < n
    p = tl.load(addr_ptr + offs, mask=m, other=0).to(tl.pointer_type(tl.int32))
    v = tl.load(p, mask=m)
    tl.store(out_ptr + offs, v + 1, mask=m)
    tl.store(p, v * 10, mask=m)


def test_a_tile_of_addresses_becomes_a_tile_of_pointers(device):
    x = torch.arange(100, dtype=torch.int32, device=device)
    idx = torch.randperm(100, device=device)[:37]
    addrs = (x.data_ptr() + idx * 4).to(torch.uint64)
    out = torch.zeros(37, dtype=torch.int32, device=device)
    element_table_kernel[(1,)](addrs, x, out, 37, BLOCK=64)
    torch.testing.assert_close(out, idx.to(torch.int32) + 1, rtol=0, atol=0)
    expect = torch.arange(100, dtype=torch.int32, device=device)
    expect[idx] *= 10
    torch.testing.assert_close(x, expect, rtol=0, atol=0)


@triton.jit
def addresses_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    p = x_ptr + offs
    tl.store(out_ptr + offs, p.to(tl.int64))                        # a tile of addresses
    tl.store(out_ptr + BLOCK, x_ptr.to(tl.uint64).to(tl.int64))     # a scalar, unsigned
    tl.store(out_ptr + BLOCK + 1, (x_ptr + 3).to(tl.int64, bitcast=True))
    tl.store(out_ptr + BLOCK + 2, x_ptr.to(tl.int1).to(tl.int64))   # not null
    # and back: an address computed as an integer
    q = (x_ptr.to(tl.int64) + 2 * 2).to(tl.pointer_type(tl.float16))
    tl.store(q, tl.load(q) + 1.0)


def test_a_pointer_becomes_its_address_and_back(device):
    x = torch.zeros(16, dtype=torch.float16, device=device)
    out = torch.zeros(19, dtype=torch.int64, device=device)
    addresses_kernel[(1,)](x, out, BLOCK=16)
    base = x.data_ptr()
    assert out[:16].tolist() == [base + 2 * i for i in range(16)]
    assert out[16:].tolist() == [base, base + 6, 1]
    assert x[2].item() == 1.0 and x.sum().item() == 1.0


PTR_F16 = tl.pointer_type(tl.float16)


@triton.jit
def typed_kernel(addr_ptr, pool, out_ptr, PT: tl.constexpr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    src = tl.load(addr_ptr).to(PTR_F16)                 # a global pointer type
    dst = tl.load(addr_ptr + 1).to(PT)                  # a constexpr one
    tl.static_assert(PT.element_ty == tl.float32)
    tl.store(dst + offs, tl.load(src + offs, mask=m).to(PT.element_ty), mask=m)
    tl.store(out_ptr + offs, offs, mask=m)


def test_pointer_types_as_globals_and_constexprs(device):
    pool = torch.zeros(60, dtype=torch.float16, device=device)
    a = pool[:20]
    a.copy_(torch.randn(20, device=device))
    b = pool[20:].view(torch.float32)
    addrs = torch.tensor([a.data_ptr(), b.data_ptr()], dtype=torch.int64, device=device)
    out = torch.zeros(20, dtype=torch.int32, device=device)
    typed_kernel[(1,)](addrs, pool, out, tl.pointer_type(tl.float32), 20, BLOCK=32)
    torch.testing.assert_close(b, a.float(), rtol=0, atol=0)


@triton.jit
def grouped_dot_kernel(a_table, b_table, c_table, sizes_ptr, n_groups, in_pool, out_pool, BM: tl.constexpr,
                       BN: tl.constexpr, BK: tl.constexpr):
    # Program t computes tile t of the concatenated tile lists of several matmuls of their own
    # shapes, found through tables of addresses (row-major, unmasked: sizes are multiples of
    # the blocks).
    t = tl.program_id(0)
    first = 0
    for g in range(n_groups):
        m = tl.load(sizes_ptr + 3 * g)
        n = tl.load(sizes_ptr + 3 * g + 1)
        k = tl.load(sizes_ptr + 3 * g + 2)
        tiles_n = n // BN
        tiles = (m // BM) * tiles_n
        if t >= first and t < first + tiles:
            a = tl.load(a_table + g).to(tl.pointer_type(tl.float16))
            b = tl.load(b_table + g).to(tl.pointer_type(tl.float16))
            c = tl.load(c_table + g).to(tl.pointer_type(tl.float32))
            rm = ((t - first) // tiles_n) * BM + tl.arange(0, BM)
            rn = ((t - first) % tiles_n) * BN + tl.arange(0, BN)
            rk = tl.arange(0, BK)
            acc = tl.zeros((BM, BN), dtype=tl.float32)
            for k0 in range(0, k, BK):
                x = tl.load(a + rm[:, None] * k + (k0 + rk)[None, :])
                y = tl.load(b + (k0 + rk)[:, None] * n + rn[None, :])
                acc += tl.dot(x, y)
            tl.store(c + rm[:, None] * n + rn[None, :], acc)
        first += tiles


def _grouped_problem(device):
    shapes = [(64, 32, 48), (32, 96, 16), (96, 64, 32)]
    in_pool = torch.randn(sum(m * k + k * n for m, n, k in shapes), device=device).to(torch.float16)
    out_pool = torch.zeros(sum(m * n for m, n, k in shapes), device=device)
    As, Bs, Cs, i, o = [], [], [], 0, 0
    for m, n, k in shapes:
        As.append(in_pool[i:i + m * k].view(m, k))
        Bs.append(in_pool[i + m * k:i + m * k + k * n].view(k, n))
        Cs.append(out_pool[o:o + m * n].view(m, n))
        i, o = i + m * k + k * n, o + m * n

    def table(ts):
        return torch.tensor([t.data_ptr() for t in ts], dtype=torch.int64, device=device)
    sizes = torch.tensor([d for s in shapes for d in s], dtype=torch.int32, device=device)
    tiles = sum((m // 16) * (n // 16) for m, n, k in shapes)
    return (table(As), table(Bs), table(Cs), sizes, len(shapes), in_pool, out_pool), tiles, As, Bs, Cs


def test_grouped_matmuls_through_address_tables(device):
    args, tiles, As, Bs, Cs = _grouped_problem(device)
    grouped_dot_kernel[(tiles,)](*args, BM=16, BN=16, BK=16)
    for a, b, c in zip(As, Bs, Cs):
        torch.testing.assert_close(c, a.float() @ b.float(), rtol=1e-3, atol=1e-3)


@triton.jit
def bad_cast_kernel(x_ptr, KIND: tl.constexpr):
    if KIND == "i32->ptr":
        p = tl.load(x_ptr).to(tl.int32).to(tl.pointer_type(tl.float32))
        tl.store(p, 1.0)
    elif KIND == "ptr->i32":
        tl.store(x_ptr, x_ptr.to(tl.int32).to(tl.int64))
    elif KIND == "f32->ptr":
        p = tl.load(x_ptr).to(tl.float32).to(tl.pointer_type(tl.float32))
        tl.store(p, 1.0)
    elif KIND == "space":
        p = tl.load(x_ptr).to(tl.pointer_type(tl.float32, 3))
        tl.store(p, 1.0)


@pytest.mark.compiled
@pytest.mark.parametrize("kind, message", [
    ("i32->ptr", "cannot cast int32 to pointer<float32>"),
    ("ptr->i32", "cannot cast pointer<int64> to int32"),
    ("f32->ptr", "cannot cast float32 to pointer<float32>"),
    ("space", "only address space 1"),
])
def test_casts_upstream_refuses_are_clear_errors(kind, message, device):
    x = torch.zeros(4, dtype=torch.int64, device=device)
    with pytest.raises(triton.CompilationError, match=message) as e:
        bad_cast_kernel[(1,)](x, KIND=kind)
    assert "test_pointer_casts.py" in str(e.value)


def _message(kernel, args, kw, target, arch):
    m = json.loads(kernel.message(*args, **kw))
    m["target"], m["arch"], m["libdevice"] = target, arch, None
    return json.dumps(m)


@pytest.mark.compiled
@pytest.mark.parametrize("target, arch", [("cuda", 80), ("cuda", 90), ("musa", 22), ("musa", 31)])
def test_gpu_targets_lower_the_casts(target, arch):
    x = torch.zeros(16, dtype=torch.float16)
    out = torch.zeros(19, dtype=torch.int64)
    llir = _C.compile_only(_message(addresses_kernel, (x, out), dict(BLOCK=16), target, arch))["llir"]
    assert "inttoptr i64" in llir and "ptrtoint ptr addrspace(1)" in llir
    args, _, _, _, _ = _grouped_problem(str(triton.runtime.driver.active.get_active_torch_device()))
    _C.compile_only(_message(grouped_dot_kernel, args, dict(BM=16, BN=16, BK=16), target, arch))
