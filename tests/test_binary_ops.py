"""Conformance: every binary operator family over the integer and float dtypes.

Integer references are computed with numpy (which has every unsigned op torch lacks) using C
semantics: ``//`` truncates toward zero and ``%`` takes the dividend's sign, like Triton.
"""
import numpy as np
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from helpers import FLOAT_DTYPES, INT_DTYPES, assert_close, assert_equal_int, poison, rand, to_np


@triton.jit
def binop_kernel(a_ptr, b_ptr, out_ptr, n, OP: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(a_ptr + offs, mask=m)
    b = tl.load(b_ptr + offs, mask=m)
    if OP == "+":
        c = a + b
    elif OP == "-":
        c = a - b
    elif OP == "*":
        c = a * b
    elif OP == "/":
        c = a / b
    elif OP == "//":
        c = a // b
    elif OP == "%":
        c = a % b
    elif OP == "&":
        c = a & b
    elif OP == "|":
        c = a | b
    elif OP == "^":
        c = a ^ b
    elif OP == "<<":
        c = a << b
    elif OP == ">>":
        c = a >> b
    elif OP == "<":
        c = (a < b).to(tl.int8)
    elif OP == "<=":
        c = (a <= b).to(tl.int8)
    elif OP == ">":
        c = (a > b).to(tl.int8)
    elif OP == ">=":
        c = (a >= b).to(tl.int8)
    elif OP == "==":
        c = (a == b).to(tl.int8)
    else:
        c = (a != b).to(tl.int8)
    tl.store(out_ptr + offs, c, mask=m)


ARITH = ["+", "-", "*", "/", "//", "%"]
BITWISE = ["&", "|", "^", "<<", ">>"]
COMPARE = ["<", "<=", ">", ">=", "==", "!="]
N = 1531  # not a multiple of the block


def _bits(dtype):
    return torch.empty((), dtype=dtype).element_size() * 8


def _int_ref(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return a.astype(np.float32) / b.astype(np.float32)
    if op == "//":
        q = a // b
        fix = (a - q * b != 0) & ((a < 0) != (b < 0))
        return np.where(fix, q + 1, q).astype(a.dtype)
    if op == "%":
        return np.fmod(a, b)
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    if op == "<<":
        return np.left_shift(a, b)
    if op == ">>":
        return np.right_shift(a, b)
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[op].astype(np.int8)


def _launch(a, b, op, out_dtype, device):
    out = poison(N, out_dtype, device)
    binop_kernel[(triton.cdiv(N, 256),)](a, b, out, N, OP=op, BLOCK=256)
    return out


@pytest.mark.parametrize("op", ARITH + BITWISE + COMPARE)
@pytest.mark.parametrize("dtype", INT_DTYPES, ids=str)
def test_int_binop(op, dtype, device):
    if dtype == torch.uint32 and op in ("==", "!=") and device != "cpu":
        pytest.skip("torch has no uint32 comparison on this device for the reference")
    a = rand(N, dtype, device)
    if op in ("<<", ">>"):
        b = rand(N, dtype, device, low=0, high=_bits(dtype) - 1)
    else:
        b = rand(N, dtype, device, nonzero=op in ("/", "//", "%"))
    if op in ("==", "!="):
        b = torch.where(torch.rand(N, device=device) < 0.3, a, b)  # some equal pairs
    out_dtype = torch.float32 if op == "/" else torch.int8 if op in COMPARE else dtype
    out = _launch(a, b, op, out_dtype, device)
    with np.errstate(all="ignore"):
        ref = _int_ref(op, to_np(a), to_np(b))
    if op == "/":
        np.testing.assert_allclose(to_np(out), ref, rtol=1e-6)
    else:
        assert_equal_int(out, ref)


def _float_ref(op, a, b, dtype):
    a64, b64 = a.double(), b.double()
    if op in COMPARE:
        return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[op].to(torch.int8)
    r = {"+": a64 + b64, "-": a64 - b64, "*": a64 * b64, "/": a64 / b64,
         "%": torch.fmod(a64, b64)}[op]  # float % is C fmod (LLVM frem), like upstream Triton
    return r.to(dtype)


@pytest.mark.parametrize("op", ["+", "-", "*", "/", "%"] + COMPARE)
@pytest.mark.parametrize("dtype", FLOAT_DTYPES, ids=str)
def test_float_binop(op, dtype, device):
    a = rand(N, dtype, device, low=-8, high=8)
    b = rand(N, dtype, device, low=-8, high=8, nonzero=op in ("/", "%"))
    if op in ("==", "!="):
        b = torch.where(torch.rand(N, device=device) < 0.3, a, b)
    out_dtype = torch.int8 if op in COMPARE else dtype
    out = _launch(a, b, op, out_dtype, device)
    ref = _float_ref(op, a, b, dtype)
    if op in COMPARE:
        assert torch.equal(out, ref)
    else:
        assert_close(out, ref, dtype=dtype)


@triton.jit
def promote_kernel(a_ptr, b_ptr, out_ptr, n, OUT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(a_ptr + offs, mask=m)
    b = tl.load(b_ptr + offs, mask=m)
    c = a + b
    tl.static_assert(c.dtype == OUT)
    tl.store(out_ptr + offs, c, mask=m)


@pytest.mark.parametrize("ta,tb,tout,tl_out", [
    (torch.int8, torch.int32, torch.int32, tl.int32),
    (torch.int32, torch.int64, torch.int64, tl.int64),
    (torch.int32, torch.float32, torch.float32, tl.float32),
    (torch.float16, torch.float32, torch.float32, tl.float32),
    (torch.bfloat16, torch.float32, torch.float32, tl.float32),
    (torch.float16, torch.bfloat16, torch.float16, tl.float16),   # upstream rule: fp16 wins over bf16
    (torch.int32, torch.uint32, torch.uint32, tl.uint32),
    (torch.float32, torch.float64, torch.float64, tl.float64),
    (torch.uint8, torch.int16, torch.int16, tl.int16),
])
def test_dtype_promotion(ta, tb, tout, tl_out, device):
    a = rand(N, ta, device, low=-50 if ta.is_signed else 0, high=50)
    b = rand(N, tb, device, low=-50, high=50)
    out = poison(N, tout, device)
    promote_kernel[(triton.cdiv(N, 256),)](a, b, out, N, OUT=tl_out, BLOCK=256)
    if tout.is_floating_point:
        assert_close(out, a.to(tout) + b.to(tout), dtype=tout)
    else:
        ref_dt = to_np(out).dtype
        with np.errstate(all="ignore"):
            assert_equal_int(out, to_np(a).astype(ref_dt) + to_np(b).astype(ref_dt))


@triton.jit
def unary_int_kernel(a_ptr, neg_ptr, inv_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(a_ptr + offs, mask=m)
    tl.store(neg_ptr + offs, -a, mask=m)
    tl.store(inv_ptr + offs, ~a, mask=m)


@pytest.mark.parametrize("dtype", [torch.int8, torch.int32, torch.int64, torch.uint8], ids=str)
def test_unary_neg_invert(dtype, device):
    a = rand(N, dtype, device)
    neg, inv = poison(N, dtype, device), poison(N, dtype, device)
    unary_int_kernel[(triton.cdiv(N, 256),)](a, neg, inv, N, BLOCK=256)
    with np.errstate(all="ignore"):
        an = to_np(a)
        assert_equal_int(neg, (np.zeros_like(an) - an).astype(an.dtype))
        assert_equal_int(inv, ~an)


@triton.jit
def _mixed_signedness_kernel(X, Y, Z, OP: tl.constexpr):
    x = tl.load(X + tl.arange(0, 8))
    y = tl.load(Y + tl.arange(0, 8))
    if OP == "/":
        z = x / y
    elif OP == "//":
        z = x // y
    else:
        z = x % y
    tl.store(Z + tl.arange(0, 8), z)


@pytest.mark.parametrize("op", ["/", "//", "%"])
def test_division_of_mixed_signedness_is_refused(op):
    # as upstream: /, // and % of a signed and an unsigned integer tensor is an error
    x = torch.arange(1, 9, dtype=torch.int32)
    y = torch.arange(1, 9, dtype=torch.int32).to(torch.uint32)
    z = torch.empty(8, dtype=torch.float32 if op == "/" else torch.int32)
    with pytest.raises(triton.TritonError, match="because they have different signedness"):
        _mixed_signedness_kernel[(1,)](x, y, z, op)
    _mixed_signedness_kernel[(1,)](x, x, z, op)  # one signedness: fine
    want = x.float() / x.float() if op == "/" else torch.ones(8, dtype=torch.int32) if op == "//" else torch.zeros(8, dtype=torch.int32)
    assert torch.equal(z.cpu(), want.cpu())
