"""TRITON_INTERPRET=1 in this process: kernels decorated while the variable is set run as Python over
NumPy, program by program, with nothing compiled. The variable is read when @triton.jit runs, so
every kernel here is decorated after the fixture sets it. Results are checked against torch, and
against the compiled kernel of the same Python function where the host backend can compile."""
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa.runtime.interpreter import (DeviceAssertionError, InterpretedFunction, OutOfBoundsError,
                                             StaticAssertionError)
from helpers import active_backend

HERE = os.path.dirname(os.path.abspath(__file__))
PKG_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(triton.__file__)))


@pytest.fixture
def jit(monkeypatch):
    """``triton.jit`` with TRITON_INTERPRET=1 set (restored after the test)."""
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    monkeypatch.delenv("TRITON_DEBUG", raising=False)
    monkeypatch.delenv("TRITON_FRONT_END_DEBUGGING", raising=False)
    return triton.jit


# ---- the switch ------------------------------------------------------------------------------

def _plain_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs) + 1)


@pytest.mark.parametrize("value,interpreted", [("1", True), ("true", True), ("ON", True), ("Yes", True),
                                               ("0", False), ("", False), ("off", False)])
def test_the_switch_is_read_when_the_decorator_runs(value, interpreted, monkeypatch):
    monkeypatch.setenv("TRITON_INTERPRET", value)
    k = triton.jit(_plain_kernel)
    assert isinstance(k, InterpretedFunction) is interpreted
    assert isinstance(k, triton.JITFunction) is not interpreted
    monkeypatch.setenv("TRITON_INTERPRET", "1" if not interpreted else "0")
    assert isinstance(k, InterpretedFunction) is interpreted  # decided once, at decoration


def test_interpreted_function_api(jit):
    k = jit(_plain_kernel)
    assert k.__name__ == "_plain_kernel" and k.fn is _plain_kernel
    assert k.arg_names == ["x_ptr", "BLOCK"]
    x = torch.zeros(8)
    assert k[(1,)](x, BLOCK=8) is None
    assert k.run(x, BLOCK=8, grid=(1,), warmup=False) is None
    assert k.warmup(torch.float32, BLOCK=8, grid=(1,)) is None
    assert torch.equal(x, torch.full((8,), 2.0))
    # launch options are accepted (and ignored but debug)
    k[(1,)](x, BLOCK=8, num_warps=8, num_stages=2, enable_fp_fusion=False, maxnreg=64)
    assert torch.equal(x, torch.full((8,), 3.0))
    with pytest.raises(TypeError, match="unexpected keyword argument 'bogus'"):
        k[(1,)](x, BLOCK=8, bogus=1)
    with pytest.raises(TypeError, match="missing required argument: 'BLOCK'"):
        k[(1,)](x)
    with pytest.raises(ValueError, match="grid must have 1 to 3 dimensions"):
        k[(1, 1, 1, 1)](x, BLOCK=8)
    with pytest.raises(TypeError, match="constexpr argument 'BLOCK'.*got a tensor"):
        k[(1,)](x, BLOCK=torch.tensor(8))


def test_nothing_is_compiled(jit, monkeypatch, tmp_path):
    cache = tmp_path / "cache"
    monkeypatch.setenv("TRITON_CACHE_DIR", str(cache))
    try:
        from triton_musa import _C
    except ImportError:
        _C = None
    if _C is not None:
        def refuse(*a, **k):
            raise AssertionError("the interpreter must not compile")
        monkeypatch.setattr(_C, "compile", refuse)
        monkeypatch.setattr(_C, "compile_many", refuse)

    @jit
    def k(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * 2, mask=offs < n)

    x = torch.arange(100, dtype=torch.float32)
    y = torch.zeros(100)
    k[(4,)](x, y, 100, BLOCK=32)
    assert torch.equal(y, x * 2)
    assert not cache.exists() or not any(cache.rglob("*"))


# ---- kernels against torch -----------------------------------------------------------------------

def test_vector_add(jit):
    @jit
    def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
        pid = tl.program_id(axis=0)
        offs = pid * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)

    n = 1000
    x, y = torch.randn(n), torch.randn(n)
    out = torch.full((n,), float("nan"))
    add_kernel[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x, y, out, n, BLOCK=128)
    assert torch.equal(out, x + y)


def test_masked_loads_and_stores_with_other(jit):
    @jit
    def k(x_ptr, out_ptr, n, OTHER: tl.constexpr, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs, mask=offs < n, other=OTHER)
        tl.store(out_ptr + offs, x)
        tl.store(out_ptr + BLOCK + offs, x * 0 - 5, mask=offs >= BLOCK)  # all lanes masked: no write

    n = 37
    x = torch.arange(n, dtype=torch.int32)
    out = torch.full((128,), 99, dtype=torch.int32)
    k[(1,)](x, out, n, OTHER=-7, BLOCK=64)
    assert out[:n].tolist() == list(range(n))
    assert (out[n:64] == -7).all() and (out[64:] == 99).all()


def test_2d_tile_with_broadcasting(jit):
    @jit
    def k(a_ptr, b_ptr, out_ptr, M, N, stride_m, BM: tl.constexpr, BN: tl.constexpr):
        rm = tl.program_id(0) * BM + tl.arange(0, BM)
        rn = tl.program_id(1) * BN + tl.arange(0, BN)
        a = tl.load(a_ptr + rm, mask=rm < M, other=0.0)
        b = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        tl.store(out_ptr + rm[:, None] * stride_m + rn[None, :], a[:, None] * 10 + b[None, :], mask=mask)

    M, N = 50, 70
    a, b = torch.randn(M), torch.randn(N)
    out = torch.full((M, N), float("nan"))
    k[(triton.cdiv(M, 16), triton.cdiv(N, 32))](a, b, out, M, N, out.stride(0), BM=16, BN=32)
    torch.testing.assert_close(out, a[:, None] * 10 + b[None, :])


def test_reductions(jit):
    @jit
    def k(x_ptr, s_ptr, mx_ptr, mn_ptr, am_ptr, ai_ptr, xs_ptr, N: tl.constexpr, M: tl.constexpr):
        rm = tl.arange(0, M)
        rn = tl.arange(0, N)
        x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
        tl.store(s_ptr + rm, tl.sum(x, axis=1))
        tl.store(mx_ptr + rm, tl.max(x, axis=1))
        tl.store(mn_ptr + rn, tl.min(x, axis=0))
        tl.store(am_ptr + rm, tl.argmax(x, axis=1))
        v, i = tl.max(x, axis=1, return_indices=True)
        tl.store(ai_ptr + rm, i)
        tl.store(xs_ptr, tl.sum(x))
        xi = x.to(tl.int32)
        tl.store(xs_ptr + 1, tl.xor_sum(tl.ravel(xi), axis=0).to(tl.float32))
        tl.store(xs_ptr + 2, tl.sum(tl.sum(x, axis=0, keep_dims=True)))

    M, N = 8, 32
    x = torch.randn(M, N) * 10
    s, mx, am, ai = torch.empty(M), torch.empty(M), torch.empty(M, dtype=torch.int32), torch.empty(M, dtype=torch.int32)
    mn, xs = torch.empty(N), torch.empty(3)
    k[(1,)](x, s, mx, mn, am, ai, xs, N=N, M=M)
    torch.testing.assert_close(s, x.sum(1))
    assert torch.equal(mx, x.max(1).values) and torch.equal(mn, x.min(0).values)
    assert torch.equal(am.long(), x.argmax(1)) and torch.equal(ai.long(), x.argmax(1))
    torch.testing.assert_close(xs[0], x.sum(), rtol=1e-5, atol=1e-4)
    assert int(xs[1]) == int(np.bitwise_xor.reduce(x.to(torch.int32).cpu().numpy().ravel()))
    torch.testing.assert_close(xs[2], x.sum(), rtol=1e-5, atol=1e-4)


def test_matmul_with_a_k_loop_and_carried_pointers(jit):
    @jit
    def matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
        rm = tl.program_id(0) * BM + tl.arange(0, BM)
        rn = tl.program_id(1) * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        a_ptrs = a_ptr + rm[:, None] * sam + rk[None, :] * sak
        b_ptrs = b_ptr + rk[:, None] * sbk + rn[None, :] * sbn
        acc = tl.zeros([BM, BN], dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BK)):
            a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < K - k * BK), other=0.0)
            b = tl.load(b_ptrs, mask=(rk[:, None] < K - k * BK) & (rn[None, :] < N), other=0.0)
            acc = tl.dot(a, b, acc)
            a_ptrs += BK * sak
            b_ptrs += BK * sbk
        tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc.to(c_ptr.dtype.element_ty),
                 mask=(rm[:, None] < M) & (rn[None, :] < N))

    M, N, K = 70, 50, 90
    a = torch.randn(M, K, dtype=torch.float16)
    b = torch.randn(N, K, dtype=torch.float16).T  # a transposed operand: strides do the work
    c = torch.full((M, N), float("nan"))
    matmul[(triton.cdiv(M, 32), triton.cdiv(N, 16))](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0),
                                                      b.stride(1), c.stride(0), c.stride(1), BM=32, BN=16, BK=32)
    torch.testing.assert_close(c, a.float() @ b.float(), rtol=1e-4, atol=1e-4)


def test_dot_int8_accumulates_in_int32_and_out_dtype(jit):
    @jit
    def k(a_ptr, b_ptr, c_ptr, h_ptr, N: tl.constexpr):
        r = tl.arange(0, N)
        a = tl.load(a_ptr + r[:, None] * N + r[None, :])
        b = tl.load(b_ptr + r[:, None] * N + r[None, :])
        c = tl.dot(a, b)
        tl.static_assert(c.dtype == tl.int32)
        tl.store(c_ptr + r[:, None] * N + r[None, :], c)
        h = tl.dot(a.to(tl.float16), b.to(tl.float16), out_dtype=tl.float16)
        tl.static_assert(h.dtype == tl.float16)
        tl.store(h_ptr + r[:, None] * N + r[None, :], h)

    N = 16
    a = torch.randint(-128, 128, (N, N), dtype=torch.int8)
    b = torch.randint(-128, 128, (N, N), dtype=torch.int8)
    c = torch.empty(N, N, dtype=torch.int32)
    h = torch.empty(N, N, dtype=torch.float16)
    k[(1,)](a, b, c, h, N=N)
    assert torch.equal(c.cpu(), (a.cpu().long() @ b.cpu().long()).int())
    assert torch.equal(h, (a.double() @ b.double()).half())


def test_softmax(jit):
    @jit
    def softmax_kernel(out_ptr, in_ptr, stride, n_cols, BLOCK: tl.constexpr):
        row = tl.program_id(0)
        cols = tl.arange(0, BLOCK)
        x = tl.load(in_ptr + row * stride + cols, mask=cols < n_cols, other=-float("inf"))
        z = x - tl.max(x, axis=0)
        num = tl.exp(z)
        tl.store(out_ptr + row * stride + cols, num / tl.sum(num, axis=0), mask=cols < n_cols)

    x = torch.randn(33, 100)
    out = torch.full_like(x, float("nan"))
    softmax_kernel[(33,)](out, x, x.stride(0), 100, BLOCK=128)
    torch.testing.assert_close(out, torch.softmax(x, dim=1))


def test_contended_atomic_add_across_programs_and_cas_returns_old(jit):
    @jit
    def k(counter_ptr, hist_ptr, old_ptr, cas_ptr, x_ptr, n, BLOCK: tl.constexpr):
        pid = tl.program_id(0)
        offs = pid * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.atomic_add(counter_ptr, 1)                                # one address, every program
        x = tl.load(x_ptr + offs, mask=m, other=0)
        tl.atomic_add(hist_ptr + x, 1, mask=m)                       # lanes colliding within a program
        tl.store(old_ptr + pid, tl.atomic_add(counter_ptr + 1, 10))  # old values: 0, 10, 20, ...
        o = tl.atomic_cas(cas_ptr, pid, pid + 1)                     # a chain: only in program order
        tl.store(old_ptr + 16 + pid, o)

    n, block, programs = 1000, 128, 8
    x = torch.randint(0, 10, (n,), dtype=torch.int32)
    counter = torch.zeros(2, dtype=torch.int32)
    hist = torch.zeros(10, dtype=torch.int32)
    old = torch.full((32,), -1, dtype=torch.int32)
    cas = torch.zeros(1, dtype=torch.int32)
    k[(programs,)](counter, hist, old, cas, x, n, BLOCK=block)
    assert counter.tolist() == [programs, 10 * programs]
    assert torch.equal(hist, torch.bincount(x.long(), minlength=10).int())
    assert old[:programs].tolist() == [10 * i for i in range(programs)]
    assert old[16:16 + programs].tolist() == list(range(programs)) and cas.item() == programs


def test_atomics_return_old_values(jit):
    @jit
    def k(p, out, OP: tl.constexpr):
        offs = tl.arange(0, 4)
        if OP == "max":
            o = tl.atomic_max(p + offs, tl.full([4], 5.0, tl.float32))
        elif OP == "min":
            o = tl.atomic_min(p + offs, -1.0)
        elif OP == "xchg":
            o = tl.atomic_xchg(p + offs, 7.0, mask=offs < 2)
        else:
            o = tl.atomic_add(p + offs, 0.5)
        tl.store(out + offs, o)

    for op, after in [("max", [5.0, 5.0, 9.0, 5.0]), ("min", [-2.0, -1.0, -1.0, -1.0]),
                      ("xchg", [7.0, 7.0, 9.0, 0.0]), ("add", [-1.5, 3.5, 9.5, 0.5])]:
        p = torch.tensor([-2.0, 3.0, 9.0, 0.0])
        out = torch.full((4,), float("nan"))
        k[(1,)](p, out, OP=op)
        assert out.tolist() == [-2.0, 3.0, 9.0, 0.0] if op != "xchg" else out[:2].tolist() == [-2.0, 3.0]
        assert p.tolist() == after, op


def test_helper_device_functions(jit):
    @jit
    def square(x):
        return x * x

    @jit
    def scale_add(x, y, alpha, BIAS: tl.constexpr = 1.0):
        return square(x) * alpha + y + BIAS, x - y

    @jit
    def k(x_ptr, y_ptr, out_ptr, out2_ptr, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs)
        y = tl.load(y_ptr + offs)
        a, b = scale_add(x, y, 0.5)
        tl.store(out_ptr + offs, a)
        tl.store(out2_ptr + offs, scale_add(x, y, 2.0, BIAS=-3.0)[0] + b)

    x, y = torch.randn(64), torch.randn(64)
    out, out2 = torch.empty(64), torch.empty(64)
    k[(1,)](x, y, out, out2, BLOCK=64)
    torch.testing.assert_close(out, x * x * 0.5 + y + 1.0)
    torch.testing.assert_close(out2, x * x * 2.0 + y - 3.0 + (x - y))
    # called from plain Python, a device function runs on its own values
    assert square(3) == 9


def test_a_compiled_mode_helper_called_from_an_interpreted_kernel_runs_interpreted(jit, monkeypatch):
    monkeypatch.delenv("TRITON_INTERPRET")
    helper = triton.jit(lambda_free_helper)
    assert isinstance(helper, triton.JITFunction)
    monkeypatch.setenv("TRITON_INTERPRET", "1")

    @jit
    def k(x_ptr, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        tl.store(x_ptr + offs, helper(tl.load(x_ptr + offs)) + tl.rand(0, offs) * 0)

    x = torch.arange(8, dtype=torch.float32)
    k[(1,)](x, BLOCK=8)
    assert x.tolist() == [3 * v + 1 for v in range(8)]


def lambda_free_helper(x):
    return x * 3 + 1


def test_pre_run_hooks_see_the_arguments(jit):
    @jit
    def k(x_ptr, n, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        tl.store(x_ptr + offs, tl.load(x_ptr + offs) + n, mask=offs < n)

    seen = []
    k.add_pre_run_hook(lambda *args, **kwargs: seen.append((len(args), sorted(kwargs))))
    k[(1,)](torch.zeros(8), 4, BLOCK=8)
    assert seen == [(2, ["BLOCK"])]


def test_libdevice_functions(jit):
    from triton_musa.language.extra import libdevice

    @jit
    def k(x_ptr, i_ptr, out_ptr):
        offs = tl.arange(0, 8)
        x = tl.load(x_ptr + offs)
        i = tl.load(i_ptr + offs)
        tl.store(out_ptr + offs, libdevice.tanh(x) + libdevice.atan2(x, 2.0) + libdevice.round(x * 3))
        tl.store(out_ptr + 8 + offs, (libdevice.popc(i) + libdevice.clz(i) * 100).to(tl.float32))
        tl.store(out_ptr + 16 + offs, libdevice.isnan(x / 0.0 * 0.0).to(tl.float32) + libdevice.signbit(x))

    x = torch.tensor([0.5, -0.5, 1.25, -2.5, 0.0, 3.0, -0.1, 0.9])
    i = torch.tensor([0, 1, -1, 12, 255, 1 << 20, -8, 7], dtype=torch.int32)
    out = torch.empty(24)
    k[(1,)](x, i, out)
    rounded = torch.sign(x * 3) * torch.floor((x * 3).abs() + 0.5)  # C round: halves away from zero
    torch.testing.assert_close(out[:8], torch.tanh(x) + torch.atan2(x, torch.tensor(2.0)) + rounded)
    popc = [bin(v & 0xFFFFFFFF).count("1") for v in i.tolist()]
    clz = [32 - (v & 0xFFFFFFFF).bit_length() for v in i.tolist()]
    assert out[8:16].tolist() == [p + 100 * c for p, c in zip(popc, clz)]
    assert out[16:].tolist() == [1.0 + (v < 0) for v in x.tolist()]


def test_kernel_reaching_builtins_by_name_and_through_triton(jit):
    from triton_musa.language import arange, load, store  # noqa: F401  (module-level-like imports)
    from triton_musa.language.extra import libdevice

    @jit
    def k(x_ptr, out_ptr, BLOCK: tl.constexpr):
        offs = arange(0, BLOCK)
        x = load(x_ptr + offs)
        y = triton.language.math.exp(x) + libdevice.log1p(x) + tl.extra.libdevice.pow(x, 2.0)
        y = y + triton.cdiv(BLOCK, 3) + tl.core.abs(x)
        store(out_ptr + offs, y)

    x = torch.rand(16)
    out = torch.empty(16)
    k[(1,)](x, out, BLOCK=16)
    torch.testing.assert_close(out, torch.exp(x) + torch.log1p(x) + x ** 2 + 6 + x.abs())


def test_elementwise_python_constructs_and_types(jit):
    @jit
    def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs)
        both = (x > 0) and (offs < n)                # elementwise on tensors, as compiled kernels
        either = not (x > 0) or offs == 0
        pick = x if offs < 2 else -x                 # a select
        tl.store(out_ptr + offs, tl.where(both, 1, 0) + tl.where(either, 10, 0) + pick * 100)
        small = min(x, 0.5)                          # Python's min on tensors: tl.minimum
        tl.store(out_ptr + BLOCK + offs, small)
        h = (offs // 3).to(tl.float16) / 2           # fp16 division computes in fp32
        tl.static_assert(h.dtype == tl.float32)
        u = offs.to(tl.uint8) - 1                    # wraps at 8 bits
        tl.static_assert(u.dtype == tl.uint8)
        tl.store(out_ptr + 2 * BLOCK + offs, h + u.to(tl.float32) * 1000)
        tl.static_assert(x.shape == [BLOCK] and (x * 1).shape == (BLOCK,))

    x = torch.tensor([1.0, -2.0, 3.0, -4.0, 5.0, 6.0, -7.0, 8.0])
    out = torch.empty(24)
    k[(1,)](x, out, 5, BLOCK=8)
    offs = torch.arange(8)
    both = ((x > 0) & (offs < 5)).float()
    either = (~(x > 0) | (offs == 0)).float()
    pick = torch.where(offs < 2, x, -x)
    torch.testing.assert_close(out[:8], both + either * 10 + pick * 100)
    torch.testing.assert_close(out[8:16], torch.minimum(x, torch.tensor(0.5)))
    u = ((offs - 1) % 256).float()
    torch.testing.assert_close(out[16:], (offs // 3).float() / 2 + u * 1000)


@pytest.mark.parametrize("dtype", [torch.int8, torch.int32, torch.uint8, torch.int64])
def test_integer_semantics_wrap_and_truncate(jit, dtype):
    @jit
    def k(a_ptr, b_ptr, q_ptr, r_ptr, s_ptr, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        a = tl.load(a_ptr + offs)
        b = tl.load(b_ptr + offs)
        tl.store(q_ptr + offs, a // b)
        tl.store(r_ptr + offs, a % b)
        tl.store(s_ptr + offs, a * b + a)

    g = torch.Generator().manual_seed(1)
    info = torch.iinfo(dtype)
    a = torch.randint(max(info.min, -1000), min(info.max, 1000), (64,), generator=g, device="cpu").to(dtype)
    b = torch.randint(1, min(info.max, 50), (64,), generator=g, device="cpu").to(dtype)
    if dtype.is_signed:
        b = torch.where(torch.arange(64, device="cpu") % 2 == 0, -b, b)
    dev = torch.get_default_device()
    q, r, s = (torch.empty(64, dtype=dtype, device=dev) for _ in range(3))
    k[(1,)](a.to(dev), b.to(dev), q, r, s, BLOCK=64)
    q, r, s = q.cpu(), r.cpu(), s.cpu()
    an, bn = a.numpy(), b.numpy()
    with np.errstate(all="ignore"):
        want_q = (np.trunc(an.astype(np.float64) / bn.astype(np.float64))).astype(np.int64).astype(an.dtype)
        assert np.array_equal(q.numpy(), want_q)
        assert np.array_equal(r.numpy(), np.fmod(an, bn))
        assert np.array_equal(s.numpy(), an * bn + an)


def test_scalar_arguments_are_typed_like_compiled_ones(jit):
    @jit
    def k(out_ptr, i, big, f, b):
        tl.static_assert(i.dtype == tl.int32)
        tl.static_assert(big.dtype == tl.int64)
        tl.static_assert(f.dtype == tl.float32)
        tl.static_assert(b.dtype == tl.int1)
        tl.store(out_ptr, (i * 2).to(tl.float64) + big + f + b)

    out = torch.zeros(1, dtype=torch.float64)
    k[(1,)](out, 7, 1 << 40, 0.25, True)
    assert out.item() == 14 + (1 << 40) + 0.25 + 1


def test_grid_order_and_num_programs(jit):
    @jit
    def k(out_ptr, order_ptr, counter_ptr):
        x, y, z = tl.program_id(0), tl.program_id(1), tl.program_id(2)
        idx = (z * tl.num_programs(1) + y) * tl.num_programs(0) + x
        tl.store(out_ptr + idx, x + 10 * y + 100 * z)
        tl.store(order_ptr + tl.atomic_add(counter_ptr, 1), idx)  # the order programs ran in

    out = torch.full((24,), -1, dtype=torch.int32)
    order = torch.full((24,), -1, dtype=torch.int32)
    k[(2, 3, 4)](out, order, torch.zeros(1, dtype=torch.int32))
    assert out.tolist() == [x + 10 * y + 100 * z for z in range(4) for y in range(3) for x in range(2)]
    assert order.tolist() == list(range(24))  # x fastest, then y, then z


def test_loops_ranges_and_scalar_bounds(jit):
    @jit
    def k(out_ptr, n, STEPS: tl.constexpr):
        acc = tl.zeros([4], dtype=tl.int32)
        for i in range(0, n, 2):                       # a bound from a scalar argument
            acc += i
        for j in tl.range(3, num_stages=2, loop_unroll_factor=2, flatten=True):
            acc += j * 100
        for s in tl.static_range(STEPS):
            acc += 1000
        i = 0
        while i < n:
            i += 3
        if n > 5:
            acc += i * 10000
        tl.store(out_ptr + tl.arange(0, 4), acc)

    out = torch.zeros(4, dtype=torch.int32)
    k[(1,)](out, 9, STEPS=2)
    assert out.tolist() == [(0 + 2 + 4 + 6 + 8) + 300 + 2000 + 9 * 10000] * 4


def test_shape_manipulation(jit):
    @jit
    def k(x_ptr, out_ptr):
        x = tl.load(x_ptr + tl.arange(0, 8))
        a = tl.reshape(x, (2, 4))
        t = tl.trans(a)                                 # (4, 2)
        p = tl.permute(tl.expand_dims(a, 0), (2, 0, 1))  # (4, 1, 2)
        j = tl.join(x, x + 100)                         # (8, 2)
        lo, hi = tl.split(j)
        il = tl.interleave(x, x + 100)                  # (16,)
        c = tl.cat(x, x)
        b = tl.broadcast_to(x[None, :], (3, 8))
        tl.store(out_ptr + tl.arange(0, 8), tl.ravel(t))
        tl.store(out_ptr + 8 + tl.arange(0, 8), tl.view(p, (8,)))
        tl.store(out_ptr + 16 + tl.arange(0, 8), hi - lo)
        tl.store(out_ptr + 24 + tl.arange(0, 16), il)
        tl.store(out_ptr + 40 + tl.arange(0, 16), c)
        tl.store(out_ptr + 56 + tl.arange(0, 8), tl.sum(b, axis=0))
        tl.store(out_ptr + 64 + tl.arange(0, 8), tl.cumsum(x, 0) + tl.cumprod(x * 0 + 1, 0))

    x = torch.arange(8, dtype=torch.float32)
    out = torch.zeros(72)
    k[(1,)](x, out)
    a = x.view(2, 4)
    assert out[:8].tolist() == a.t().reshape(-1).tolist()
    assert out[8:16].tolist() == a[None].permute(2, 0, 1).reshape(-1).tolist()
    assert out[16:24].tolist() == [100.0] * 8
    assert out[24:40].tolist() == torch.stack([x, x + 100], -1).reshape(-1).tolist()
    assert out[40:56].tolist() == torch.cat([x, x]).tolist()
    assert out[56:64].tolist() == (3 * x).tolist()
    assert out[64:72].tolist() == (torch.cumsum(x, 0) + 1).tolist()


def test_generic_reduce_and_scan_with_a_jit_combine_function(jit):
    # tl.reduce / tl.associative_scan are not declared in triton_musa.language yet (the compiler
    # lacks them); a builtin stub under those names reaches the interpreter's implementations.
    reduce = tl.core.builtin(lambda input, axis, combine_fn, keep_dims=False: None, name="reduce", export=False)
    scan = tl.core.builtin(lambda input, axis, combine_fn, reverse=False: None, name="associative_scan",
                           export=False)

    @jit
    def combine(a, b):
        return a * 2 + b

    @jit
    def argmax_combine(v1, i1, v2, i2):
        gt = (v1 > v2) | ((v1 == v2) & (i1 < i2))
        return tl.where(gt, v1, v2), tl.where(gt, i1, i2)

    @jit
    def k(x_ptr, out_ptr):
        x = tl.load(x_ptr + tl.arange(0, 8))
        tl.store(out_ptr, reduce(x, 0, combine_fn=_add))
        tl.store(out_ptr + 1 + tl.arange(0, 8), scan(x, 0, _add))
        tl.store(out_ptr + 9 + tl.arange(0, 8), scan(x, 0, _add, reverse=True))
        v, i = reduce((x, tl.arange(0, 8)), 0, argmax_combine)
        tl.store(out_ptr + 17, v)
        tl.store(out_ptr + 18, i.to(tl.float32))

    @jit
    def _add(a, b):
        return a + b

    x = torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0])
    out = torch.zeros(19)
    k[(1,)](x, out)
    assert out[0].item() == x.sum().item()
    assert out[1:9].tolist() == torch.cumsum(x, 0).tolist()
    assert out[9:17].tolist() == torch.cumsum(x.flip(0), 0).flip(0).tolist()
    assert out[17:].tolist() == [9.0, 5.0]
    assert combine(1, 2) == 4


def test_reinterpreted_tensors_and_bf16(jit):
    @jit
    def k(x_ptr, y_ptr, z_ptr, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        u = tl.load(x_ptr + offs)                   # int32 data seen as uint32
        tl.static_assert(u.dtype == tl.uint32)
        tl.store(y_ptr + offs, (u >> 28).to(tl.int32))
        b = tl.load(z_ptr + offs)
        tl.store(z_ptr + offs, (b * 3).to(tl.bfloat16))

    x = torch.tensor([-1, 1, -2 ** 31, 2 ** 30] * 4, dtype=torch.int32)
    y = torch.zeros(16, dtype=torch.int32)
    z = torch.randn(16).to(torch.bfloat16)
    want = (z * 3).to(torch.bfloat16)
    k[(1,)](triton.reinterpret(x, tl.uint32), y, z, BLOCK=16)
    assert y.tolist() == [15, 0, 8, 4] * 4
    assert torch.equal(z, want)


# ---- printing, pdb ---------------------------------------------------------------------------------

def test_device_print_in_upstream_interpreter_format(jit, capsys):
    @jit
    def k(x_ptr, BLOCK: tl.constexpr):
        x = tl.load(x_ptr + tl.arange(0, BLOCK))
        tl.device_print("x", x)
        tl.device_print("pid: ", tl.program_id(0))
        tl.device_print("", x * 2, x + 1)
        tl.device_print("h", x, hex=True)
        tl.device_print("no values")

    k[(2,)](torch.arange(4, dtype=torch.int32), BLOCK=4)
    assert capsys.readouterr().out.splitlines() == [
        "(0, 0, 0)  x:  [0 1 2 3]",
        "(0, 0, 0)  pid:  [0]",
        "(0, 0, 0) :  [0 2 4 6]",
        "(0, 0, 0) :  [1 2 3 4]",
        "(0, 0, 0)  h:  [0x00 0x01 0x02 0x03]",
        "(1, 0, 0)  x:  [0 1 2 3]",
        "(1, 0, 0)  pid:  [1]",
        "(1, 0, 0) :  [0 2 4 6]",
        "(1, 0, 0) :  [1 2 3 4]",
        "(1, 0, 0)  h:  [0x00 0x01 0x02 0x03]",
    ]


def test_python_print_and_static_print_in_a_kernel(jit, capsys):
    @jit
    def k(x_ptr, BLOCK: tl.constexpr):
        x = tl.load(x_ptr + tl.arange(0, BLOCK))
        tl.static_print("BLOCK is", BLOCK)
        print("pid", tl.program_id(0), "x", x, "sum", tl.sum(x, axis=0))

    k[(2,)](torch.tensor([1.5, 2.0, -1.0, 0.0]), BLOCK=4)
    assert capsys.readouterr().out.splitlines() == [
        "BLOCK is 4", "pid 0 x [ 1.5  2.  -1.   0. ] sum 2.5",
        "BLOCK is 4", "pid 1 x [ 1.5  2.  -1.   0. ] sum 2.5",
    ]


def _child_env():
    env = dict(os.environ, TRITON_INTERPRET="1", PYTHONPATH=os.pathsep.join([PKG_ROOT, HERE,
                                                                              os.environ.get("PYTHONPATH", "")]))
    env.pop("PYTHONBREAKPOINT", None)
    env.pop("TRITON_DEBUG", None)
    return env


def test_breakpoint_in_a_kernel_under_a_scripted_pdb_session(tmp_path):
    script = tmp_path / "bp_kernel.py"
    script.write_text(textwrap.dedent('''
        import torch
        import triton_musa as triton
        import triton_musa.language as tl

        @triton.jit
        def k(x_ptr, BLOCK: tl.constexpr):
            offs = tl.arange(0, BLOCK)
            x = tl.load(x_ptr + offs) * 2
            breakpoint()
            tl.store(x_ptr + offs, x)

        t = torch.arange(4, dtype=torch.float32)
        k[(1,)](t, BLOCK=4)
        print("after", t.tolist())
    '''))
    r = subprocess.run([sys.executable, str(script)], input="p x\np x.dtype, x.shape\np tl.sum(x)\nc\n",
                       capture_output=True, text=True, env=_child_env(), timeout=300, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "bp_kernel.py(11)k()" in out, out          # stopped at the kernel's own line
    assert "tensor([0., 2., 4., 6.], dtype=fp32)" in out, out
    assert "(triton.language.float32, (4,))" in out, out
    assert "tensor(12., dtype=fp32)" in out, out
    assert "after [0.0, 2.0, 4.0, 6.0]" in out, out


# ---- debug checks and errors -------------------------------------------------------------------------

def test_device_assert_under_debug_names_kernel_file_line_and_message(jit, monkeypatch):
    @jit
    def assert_kernel(x_ptr, n, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs, mask=offs < n, other=1.0)
        tl.device_assert(x > 0, "x must be positive")
        tl.device_assert(x < 100, "masked off", mask=offs >= BLOCK)
        assert tl.sum(x) < 1000.0, "sum too large"

    line = assert_kernel.fn.__code__.co_firstlineno + 4
    x = torch.ones(64)
    assert_kernel[(1,)](x, 64, BLOCK=64, debug=True)
    x[17] = -1.0
    with pytest.raises(AssertionError, match=rf"assert_kernel.*test_interpreter.py:{line}:8: x must be positive"):
        assert_kernel[(1,)](x, 64, BLOCK=64, debug=True)
    with pytest.raises(triton.InterpreterError, match="device assertion failed in kernel 'assert_kernel'"):
        assert_kernel[(1,)](x, 64, BLOCK=64, debug=True)
    x[17] = 2000.0
    with pytest.raises(DeviceAssertionError, match=rf"test_interpreter.py:{line + 2}:8: sum too large"):
        assert_kernel[(1,)](x, 64, BLOCK=64, debug=True)
    assert_kernel[(1,)](torch.full((64,), -1.0), 64, BLOCK=64)  # without debug: not checked
    monkeypatch.setenv("TRITON_DEBUG", "1")  # read when the decorator runs, as compiled kernels
    checked = jit(assert_kernel.fn)
    with pytest.raises(AssertionError, match="x must be positive"):
        checked[(1,)](torch.full((64,), -1.0), 64, BLOCK=64)
    on = jit(debug=True)(assert_kernel.fn)
    with pytest.raises(AssertionError, match="x must be positive"):
        on[(1,)](torch.full((64,), -1.0), 64, BLOCK=64)


def test_out_of_bounds_unmasked_load_is_a_clear_error(jit):
    @jit
    def k(src_ptr, dst_ptr, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        tl.store(dst_ptr + offs, tl.load(src_ptr + offs))

    src, dst = torch.arange(100, dtype=torch.float32), torch.zeros(128)
    with pytest.raises(OutOfBoundsError, match=r"out-of-bounds load in kernel 'k' at .*test_interpreter.py:\d+:\d+: "
                                               r"byte offset 400 of tensor argument 'src_ptr' is outside it"):
        k[(1,)](src, dst, BLOCK=128)
    with pytest.raises(IndexError):
        k[(1,)](src, dst, BLOCK=128)
    with pytest.raises(triton.InterpreterError, match="out-of-bounds store.*'dst_ptr'"):
        k[(2,)](torch.arange(128, dtype=torch.float32), dst[:64], BLOCK=64)  # a view: its own extent bounds it
    # masked-off lanes are never touched, whatever their address
    k[(1,)](src[:64], dst, BLOCK=64)
    assert torch.equal(dst[:64], src[:64])


def test_a_loaded_address_outside_the_arguments_is_a_clear_error(jit):
    @jit
    def k(table, dst_ptr, extra, BLOCK: tl.constexpr):
        src = tl.load(table).to(tl.pointer_type(tl.float32))
        offs = tl.arange(0, BLOCK)
        tl.store(dst_ptr + offs, tl.load(src + offs))

    # src in the middle of a larger block: no other argument lies within 4 KiB of it, whatever
    # the allocator does (an argument that close would be named as the one read out of bounds)
    src, dst = torch.zeros(4096 + 16)[2048:2064], torch.zeros(16)
    src.copy_(torch.arange(16, dtype=torch.float32))
    table = torch.tensor([src.data_ptr()], dtype=torch.int64)
    with pytest.raises(OutOfBoundsError, match=r"is not inside any tensor argument \(the nearest is '\w+'\); the "
                                               r"interpreter reaches only the tensors passed to the launch"):
        k[(1,)](table, dst, torch.zeros(1), BLOCK=16)
    k[(1,)](table, dst, src, BLOCK=16)  # passed along, the same address is reachable
    assert torch.equal(dst, src)


def test_python_exceptions_in_a_kernel_become_interpreter_errors(jit, monkeypatch):
    @jit
    def k(x_ptr, BLOCK: tl.constexpr):
        x = tl.load(x_ptr + tl.arange(0, BLOCK))
        d = {"a": 1}
        tl.store(x_ptr + tl.arange(0, BLOCK), x + d["missing"])

    with pytest.raises(triton.InterpreterError, match=r"KeyError\('missing'\).*in kernel 'k' at .*test_interpreter.py") as e:
        k[(1,)](torch.zeros(4), BLOCK=4)
    assert isinstance(e.value.__cause__, KeyError)
    monkeypatch.setenv("TRITON_FRONT_END_DEBUGGING", "1")
    with pytest.raises(KeyError):
        k[(1,)](torch.zeros(4), BLOCK=4)


def test_static_assert_and_unsupported_builtins_are_clear_errors(jit):
    @jit
    def k(x_ptr, BLOCK: tl.constexpr):
        tl.static_assert(BLOCK < 8, "BLOCK too large")
        tl.store(x_ptr + tl.arange(0, BLOCK), tl.arange(0, BLOCK).to(tl.float32))

    with pytest.raises(StaticAssertionError, match="static_assert failed in kernel 'k' at .*: BLOCK too large"):
        k[(1,)](torch.zeros(16), BLOCK=16)
    assert isinstance(StaticAssertionError("x"), triton.CompilationError)

    @jit
    def bad_fp8(x_ptr):
        tl.store(x_ptr, tl.load(x_ptr) + 1)

    x = torch.zeros(4).to(torch.float8_e5m2)
    with pytest.raises(triton.InterpreterError, match="arithmetic on float8 values is not supported"):
        bad_fp8[(1,)](x)
    unknown = tl.core.builtin(lambda x: None, name="histogram", export=False)

    @jit
    def uses_unknown(x_ptr):
        tl.store(x_ptr, unknown(tl.load(x_ptr)))

    with pytest.raises(triton.InterpreterError, match="tl.histogram is not supported by the interpreter"):
        uses_unknown[(1,)](torch.zeros(4))


# ---- autotune / heuristics ----------------------------------------------------------------------------

def test_autotune_over_two_configs_and_heuristics(jit):
    @triton.autotune(configs=[triton.Config({"BLOCK": 32}), triton.Config({"BLOCK": 64}, num_warps=2)], key=["n"],
                     warmup=1, rep=1)
    @triton.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
    @jit
    def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        if EVEN:
            x = tl.load(x_ptr + offs)
        else:
            x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
        tl.store(out_ptr + offs, x + 1, mask=offs < n)

    for n in (256, 100):
        x = torch.randn(n)
        out = torch.zeros(n)
        k[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x, out, n)
        torch.testing.assert_close(out, x + 1)
        assert k.best_config.kwargs["BLOCK"] in (32, 64)
    assert len(k.cache) == 2


# ---- agreement with the compiled kernels --------------------------------------------------------------

def _binops(a_ptr, b_ptr, out_ptr, OP: tl.constexpr, SCALAR: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs)
    b = tl.load(b_ptr + offs)
    if SCALAR == "int":
        b = 3
    elif SCALAR == "neg":
        b = -2
    elif SCALAR == "float":
        b = 1.5
    if OP == "+":
        c = a + b
    elif OP == "-":
        c = b - a
    elif OP == "*":
        c = a * b
    elif OP == "/":
        c = a / b
    elif OP == "//":
        c = a // b
    elif OP == "%":
        c = a % b
    elif OP == "<":
        c = a < b
    elif OP == "max":
        c = tl.maximum(a, b)
    else:
        c = tl.where(a > 0, a, b)
    tl.store(out_ptr + offs, c.to(tl.float64))


_DTS = [torch.int8, torch.uint8, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32]


def _values(dt, seed):
    g = torch.Generator().manual_seed(seed)
    if dt.is_floating_point:
        return (torch.randn(16, generator=g, device="cpu") * 8).to(dt)
    x = torch.randint(0 if dt == torch.uint8 else -100, 100, (16,), generator=g, device="cpu").to(dt)
    return torch.where(x == 0, torch.ones_like(x), x)  # no division by zero


@pytest.mark.skipif(active_backend() != "cpu", reason="compares with the host backend's compiled kernels")
@pytest.mark.parametrize("op", ["+", "-", "*", "/", "//", "%", "<", "max", "where"])
def test_promotion_and_arithmetic_agree_with_compiled_kernels(op, monkeypatch):
    pytest.importorskip("triton_musa._C")
    monkeypatch.delenv("TRITON_INTERPRET", raising=False)
    compiled = triton.JITFunction(_binops)
    interpreted = InterpretedFunction(_binops)
    cases = [(da, db, "") for da in _DTS for db in _DTS] + [(da, _DTS[0], s) for da in _DTS
                                                            for s in ("int", "neg", "float")]
    for da, db, scalar in cases:
        a, b = _values(da, 1), _values(db, 2)
        ints = not da.is_floating_point and not db.is_floating_point
        if op in ("/", "//", "%") and ints and not scalar and (da == torch.uint8) != (db == torch.uint8):
            # different signedness: both refuse it, as upstream
            for kernel in (compiled, interpreted):
                with pytest.raises(triton.TritonError, match="different signedness"):
                    kernel[(1,)](a, b, torch.zeros(16, dtype=torch.float64), OP=op, SCALAR=scalar, BLOCK=16)
            continue
        outs = []
        for kernel in (compiled, interpreted):
            out = torch.zeros(16, dtype=torch.float64)
            kernel[(1,)](a, b, out, OP=op, SCALAR=scalar, BLOCK=16)
            outs.append(out)
        assert torch.equal(outs[0], outs[1]), (op, da, db, scalar, outs)
