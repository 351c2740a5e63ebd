"""tl.atomic_*: every kind on the active backend against torch, old values returned, masks, scalar
atomics done once per program, locks built from atomic_cas/atomic_xchg (tutorial 05's backward),
clear errors for what is not supported; the PTX and MTGPU IR they lower to."""
import json

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import _C
from helpers import require


@triton.jit
def rmw_kernel(p_ptr, v_ptr, old_ptr, n, KIND: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(v_ptr + offs, mask=m)
    if KIND == "add":
        old = tl.atomic_add(p_ptr + offs, v, mask=m)
    elif KIND == "max":
        old = tl.atomic_max(p_ptr + offs, v, mask=m)
    elif KIND == "min":
        old = tl.atomic_min(p_ptr + offs, v, mask=m)
    elif KIND == "and":
        old = tl.atomic_and(p_ptr + offs, v, mask=m)
    elif KIND == "or":
        old = tl.atomic_or(p_ptr + offs, v, mask=m)
    elif KIND == "xor":
        old = tl.atomic_xor(p_ptr + offs, v, mask=m)
    else:
        old = tl.atomic_xchg(p_ptr + offs, v, mask=m)
    tl.store(old_ptr + offs, old, mask=m)


REF = {
    "add": lambda p, v: p + v,
    "max": torch.maximum,
    "min": torch.minimum,
    "and": torch.bitwise_and,
    "or": torch.bitwise_or,
    "xor": torch.bitwise_xor,
    "xchg": lambda p, v: v,
}


def _values(n, dtype):
    if dtype.is_floating_point:
        x = torch.randn(n) * 100
        x[::7] = -0.0
        x[::11] = 0.0
        return x.to(dtype)
    return torch.randint(-(2**30), 2**30, (n,), dtype=dtype)


@pytest.mark.parametrize("kind,dtype", [
    ("add", torch.int32), ("add", torch.int64), ("add", torch.float32), ("add", torch.float64),
    ("add", torch.float16), ("add", torch.bfloat16),
    ("max", torch.int32), ("max", torch.int64), ("max", torch.float32), ("max", torch.float64),
    ("min", torch.int32), ("min", torch.int64), ("min", torch.float32), ("min", torch.float64),
    ("and", torch.int32), ("or", torch.int64), ("xor", torch.int32),
    ("xchg", torch.int32), ("xchg", torch.float32), ("xchg", torch.int64),
])
def test_each_element_once_and_the_old_values(kind, dtype, device):
    n = 1000  # not a multiple of the block: the mask keeps the tail out
    p = _values(n + 24, dtype).to(device)
    v = _values(n, dtype).to(device)
    p0 = p.clone()
    old = torch.zeros(n, dtype=dtype, device=device)
    rmw_kernel[(triton.cdiv(n, 256),)](p, v, old, n, KIND=kind, BLOCK=256)
    ref = p0.clone()
    ref[:n] = REF[kind](p0[:n], v)
    if dtype.is_floating_point and kind in ("max", "min"):
        # Signs of zeros follow the bit patterns: -0.0 < +0.0 (torch treats them as equal).
        eq = (p == ref) | ((p == 0) & (ref == 0))
        assert eq.all()
    else:
        torch.testing.assert_close(p, ref, rtol=0, atol=0)
    assert torch.equal(p[n:], p0[n:])
    torch.testing.assert_close(old, p0[:n], rtol=0, atol=0)


@triton.jit
def contended_add_kernel(p_ptr, v_ptr, n, BINS: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.atomic_add(p_ptr + offs % BINS, tl.load(v_ptr + offs, mask=m), mask=m)


@pytest.mark.parametrize("dtype", [torch.int32, torch.float32, torch.float16])
def test_many_programs_on_the_same_addresses(dtype, device):
    n, bins = 20000, 16
    v = torch.randint(-5, 6, (n,)).to(dtype).to(device)
    p = torch.zeros(bins, dtype=dtype, device=device)
    contended_add_kernel[(triton.cdiv(n, 512),)](p, v, n, BINS=bins, BLOCK=512)
    ref = v.to(torch.float64).reshape(-1, bins).sum(0) if n % bins == 0 else None
    # Small integers: every order of the float adds gives the exact sum.
    torch.testing.assert_close(p.to(torch.float64), ref, rtol=0, atol=0)


@triton.jit
def ticket_kernel(counter_ptr, out_ptr):
    t = tl.atomic_add(counter_ptr, 1)
    tl.store(out_ptr + tl.program_id(0), t)


def test_a_scalar_atomic_is_done_once_per_program(device):
    grid = 3000
    counter = torch.zeros(1, dtype=torch.int32, device=device)
    out = torch.full((grid,), -1, dtype=torch.int32, device=device)
    ticket_kernel[(grid,)](counter, out, num_warps=4)
    assert counter.item() == grid
    # Every program got its own ticket: the old value reached all threads of the program.
    assert torch.equal(out.sort().values.cpu(), torch.arange(grid, dtype=torch.int32, device="cpu"))


@triton.jit
def cas_kernel(p_ptr, cmp_ptr, v_ptr, old_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    old = tl.atomic_cas(p_ptr + offs, tl.load(cmp_ptr + offs), tl.load(v_ptr + offs))
    tl.store(old_ptr + offs, old)


@pytest.mark.parametrize("dtype", [torch.int32, torch.int64, torch.float32, torch.float16])
def test_cas_swaps_where_equal(dtype, device):
    n = 128
    p = torch.arange(n).to(dtype).to(device)
    cmp = p.clone()
    cmp[1::2] += 1  # odd elements differ: not swapped
    v = (torch.arange(n) + 1000).to(dtype).to(device)
    p0 = p.clone()
    old = torch.zeros_like(p)
    cas_kernel[(1,)](p, cmp, v, old, BLOCK=n)
    assert torch.equal(old, p0)
    ref = torch.where(p0 == cmp, v, p0)
    assert torch.equal(p, ref)


@triton.jit
def locked_accumulate_kernel(x_ptr, acc_ptr, lock_ptr, count_ptr, n_cols, GROUPS: tl.constexpr, BLOCK: tl.constexpr):
    # Tutorial 05's backward: rows accumulate into GROUPS partial rows, each behind a spin lock.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m)
    g = row % GROUPS
    lock = lock_ptr + g
    while tl.atomic_cas(lock, 0, 1) == 1:
        pass
    count = tl.load(count_ptr + g)
    if count == 0:
        tl.atomic_xchg(count_ptr + g, 1)
    else:
        x += tl.load(acc_ptr + g * n_cols + cols, mask=m)
    tl.store(acc_ptr + g * n_cols + cols, x, mask=m)
    tl.debug_barrier()
    tl.atomic_xchg(lock, 0)


def test_spin_lock_of_tutorial_05(device):
    rows, cols, groups = 512, 100, 8
    x = torch.randint(-8, 8, (rows, cols)).float().to(device)
    acc = torch.full((groups, cols), 12345.0, device=device)  # overwritten by each group's first row
    lock = torch.zeros(groups, dtype=torch.int32, device=device)
    count = torch.zeros(groups, dtype=torch.int32, device=device)
    locked_accumulate_kernel[(rows,)](x, acc, lock, count, cols, GROUPS=groups, BLOCK=128)
    ref = x.reshape(rows // groups, groups, cols).sum(0)
    torch.testing.assert_close(acc, ref, rtol=0, atol=0)
    assert lock.sum().item() == 0 and count.sum().item() == groups


@triton.jit
def sem_kernel(p_ptr, SEM: tl.constexpr, SCOPE: tl.constexpr):
    tl.atomic_add(p_ptr + tl.arange(0, 32), 1, sem=SEM, scope=SCOPE)


@pytest.mark.parametrize("sem", ["relaxed", "acquire", "release", "acq_rel"])
@pytest.mark.parametrize("scope", ["cta", "gpu", "sys"])
def test_every_sem_and_scope(sem, scope, device):
    p = torch.zeros(32, dtype=torch.int32, device=device)
    sem_kernel[(5,)](p, SEM=sem, SCOPE=scope)
    assert (p == 5).all()


@triton.jit
def int8_atomic_kernel(p_ptr):
    tl.atomic_add(p_ptr + tl.arange(0, 16), 1)


def test_unsupported_cases_are_clear_errors(device):
    with pytest.raises(Exception, match=r"sem must be one of .*got 'bogus'") as e:
        sem_kernel[(1,)](torch.zeros(32, dtype=torch.int32, device=device), SEM="bogus", SCOPE="gpu")
    assert "test_atomics.py" in str(e.value)
    with pytest.raises(Exception, match=r"scope must be one of .*got 'block'"):
        sem_kernel[(1,)](torch.zeros(32, dtype=torch.int32, device=device), SEM="relaxed", SCOPE="block")
    with pytest.raises(Exception, match=r"tl.atomic_add does not support int8 elements"):
        int8_atomic_kernel[(1,)](torch.zeros(16, dtype=torch.int8, device=device))


# ---- what the GPU targets get (compiled here, no GPU needed) ----

def _message(kernel, args, kw, target, arch):
    m = json.loads(kernel.message(*args, **kw))
    m["target"], m["arch"], m["libdevice"] = target, arch, None
    return json.dumps(m)


def test_ptx_atoms_carry_sem_and_scope():
    x = torch.zeros(64)
    h = torch.zeros(64, dtype=torch.float16)
    i = torch.zeros(64, dtype=torch.int32)
    ptx = _C.compile_only(_message(rmw_kernel, (x, x, x, 64), dict(KIND="add", BLOCK=64), "cuda", 90))["ptx"]
    assert "atom.global.gpu.acq_rel.add.f32" in ptx
    ptx = _C.compile_only(_message(rmw_kernel, (h, h, h, 64), dict(KIND="add", BLOCK=64), "cuda", 90))["ptx"]
    assert "atom.global.gpu.acq_rel.add.noftz.f16" in ptx
    ptx = _C.compile_only(_message(sem_kernel, (i,), dict(SEM="relaxed", SCOPE="cta"), "cuda", 90))["ptx"]
    assert "atom.global.cta.relaxed.add.u32" in ptx
    ptx = _C.compile_only(_message(rmw_kernel, (i, i, i, 64), dict(KIND="max", BLOCK=64), "cuda", 90))["ptx"]
    assert "atom.global.gpu.acq_rel.max.s32" in ptx
    ptx = _C.compile_only(_message(locked_accumulate_kernel, (x, x, i, i, 100), dict(GROUPS=8, BLOCK=128), "cuda", 90))["ptx"]
    assert "atom.global.gpu.acq_rel.cas.b32" in ptx and "atom.global.gpu.acq_rel.exch.b32" in ptx
    with pytest.raises(Exception, match="needs sm_90"):
        b = torch.zeros(64, dtype=torch.bfloat16)
        _C.compile_only(_message(rmw_kernel, (b, b, b, 64), dict(KIND="add", BLOCK=64), "cuda", 80))


@pytest.mark.parametrize("arch", [22, 31])
def test_musa_atomics_are_plain_llvm_and_libdevice_float_adds(arch, tmp_path):
    import shutil
    import subprocess
    x = torch.zeros(64)
    i = torch.zeros(64, dtype=torch.int32)
    llir = _C.compile_only(_message(rmw_kernel, (x, x, x, 64), dict(KIND="add", BLOCK=64), "musa", arch))["llir"]
    assert "__mt_atomicAdd_f32" in llir and "addrspacecast" in llir
    llir2 = _C.compile_only(_message(locked_accumulate_kernel, (x, x, i, i, 100), dict(GROUPS=8, BLOCK=128), "musa", arch))["llir"]
    assert "cmpxchg" in llir2 and "atomicrmw xchg" in llir2 and "syncscope" not in llir2
    for text in (llir, llir2):
        src = tmp_path / "k.ll"
        src.write_text(text)
        for tool, flags in (("llvm-as-14", ["-opaque-pointers"]), ("llvm-as-19", [])):
            path = shutil.which(tool)
            require(f"{tool} (for the MUSA IR checks)", path)
            r = subprocess.run([path, *flags, str(src), "-o", str(tmp_path / "k.bc")], capture_output=True, text=True)
            assert r.returncode == 0, r.stderr
