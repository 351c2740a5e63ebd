"""Constexpr semantics upstream's tests rely on: methods on constexpr numbers, dtypes compared
with None, tuples as constexpr arguments, shapes compared with lists."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa.language.core import constexpr_type


@triton.jit
def to_kernel(x_ptr, V: tl.constexpr, DT: tl.constexpr):
    v = V.to(DT)
    tl.store(x_ptr + tl.arange(0, 4), tl.full([4], v, dtype=DT) + V)


@triton.jit
def optional_dtype_kernel(x_ptr, DT: tl.constexpr):
    if DT == None:  # noqa: E711 (upstream's tests spell it so)
        tl.store(x_ptr + tl.arange(0, 4), tl.zeros([4], dtype=tl.float32) + 1)
    else:
        tl.store(x_ptr + tl.arange(0, 4), tl.zeros([4], dtype=DT) + 2)


@triton.jit
def tuple_kernel(x_ptr, SHAPE: tl.constexpr):
    offs = tl.arange(0, SHAPE[0])
    tl.store(x_ptr + offs, tl.zeros([SHAPE[0]], dtype=tl.float32) + SHAPE[1])


@triton.jit
def shape_kernel(x_ptr):
    x = tl.load(x_ptr + tl.arange(0, 4))
    tl.static_assert(x.shape == [4])
    tl.static_assert(x.shape != [4, 1])
    tl.static_assert(x.dtype != None)  # noqa: E711
    if x.dtype == tl.float32:
        tl.store(x_ptr + tl.arange(0, 4), x + 1)


def test_to_on_a_constexpr_number(device):
    x = torch.zeros(4, device=device)
    to_kernel[(1,)](x, V=3, DT=tl.float32)
    assert (x == 6).all()


@pytest.mark.parametrize("dt,expected", [(None, 1.0), (tl.float32, 2.0)])
def test_dtype_compared_with_none(dt, expected, device):
    x = torch.zeros(4, device=device)
    optional_dtype_kernel[(1,)](x, DT=dt)
    assert (x == expected).all()


def test_tuple_constexpr_arguments(device):
    x = torch.zeros(8, device=device)
    tuple_kernel[(1,)](x, SHAPE=(8, 7))
    assert (x == 7).all()
    tuple_kernel[(1,)](x, SHAPE=(4, 3))  # another specialisation
    assert (x[:4] == 3).all() and (x[4:] == 7).all()


def test_shapes_compare_with_lists(device):
    x = torch.zeros(4, device=device)
    shape_kernel[(1,)](x)
    assert (x == 1).all()


# ---------------------------------------------------------------------------------------------
# a constexpr number where a tensor attribute is asked: the tensor it would become
# ---------------------------------------------------------------------------------------------

@triton.jit
def number_dtype_kernel(out_ptr, V: tl.constexpr, DT: tl.constexpr):
    tl.static_assert(V.dtype == DT)
    val = V
    tl.store(out_ptr.to(tl.pointer_type(val.dtype)), val)
    tl.store(out_ptr.to(tl.pointer_type(val.dtype)) + 1, tl.full([1], val, dtype=val.dtype).to(val.dtype))


@pytest.mark.compiled
@pytest.mark.parametrize("v,dt,torch_dt,const", [
    (5, tl.int32, torch.int32, "5 : i32"), (2 ** 31, tl.uint32, torch.int32, "2147483648 : ui32"),
    (2 ** 40, tl.int64, torch.int64, "1099511627776 : i64"), (-(2 ** 40), tl.int64, torch.int64, "-1099511627776 : i64"),
    (True, tl.int1, torch.bool, "1 : i1"), (1.5, tl.float32, torch.float32, "1.5 : f32"),
    (float("inf"), tl.float32, torch.float32, "inf : f32"), (float("nan"), tl.float32, torch.float32, "NaN : f32"),
    (1e50, tl.float64, torch.float64, "1e50 : f64"), (1e-40, tl.float64, torch.float64, "1e-40 : f64")])
def test_dtype_of_a_constexpr_number(v, dt, torch_dt, const, device):
    out = torch.zeros(2, dtype=torch_dt, device=device)
    k = number_dtype_kernel[(1,)](out, V=v, DT=dt)
    # the TTIR spells constants as upstream's does (its tests search for them)
    assert f"= arith.constant {const}\n" in k.asm["ttir"], k.asm["ttir"]
    got = out[0].item() & 0xFFFFFFFF if dt == tl.uint32 else out[0].item()
    if v != v:
        assert got != got and out[1].item() != out[1].item()
    else:
        assert got == v and out[1].item() == out[0].item()


@triton.jit
def full_like_upstream_kernel(out_ptr, BLOCK: tl.constexpr):
    value = 1
    out = tl.full([BLOCK], value=value, dtype=value.dtype)
    tl.store(out_ptr + tl.arange(0, BLOCK), out)


def test_dtype_of_an_assigned_number(device):
    out = torch.zeros(8, dtype=torch.float16, device=device)
    full_like_upstream_kernel[(1,)](out, BLOCK=8)
    assert (out == 1).all()


@triton.jit
def constexpr_type_kernel(out_ptr, X: tl.constexpr, DT: tl.constexpr):
    from_literal: tl.constexpr = 3
    tl.static_assert(X.type == constexpr_type(X))
    tl.static_assert(from_literal.type == (3).type)
    tl.static_assert(from_literal.type != X.type)
    lifted = X  # a plain assignment makes it a tensor upstream: a dtype for a type
    tl.static_assert(lifted.type == DT)
    tl.store(out_ptr, lifted)


@pytest.mark.compiled
def test_constexpr_type(device):
    from triton_musa.language.core import constexpr_type
    assert tl.constexpr(5).type == constexpr_type(5) != constexpr_type(6)
    assert repr(constexpr_type(5)) == "constexpr_type[5]"
    out = torch.zeros(1, device=device)
    constexpr_type_kernel[(1,)](out, 10, tl.int32)
    constexpr_type_kernel[(1,)](out, 2.5, tl.float32)
    assert out.item() == 2.5


@triton.jit
def overflow_kernel(x_ptr, C: tl.constexpr):
    x = tl.load(x_ptr)
    tl.store(x_ptr, x + C)


@pytest.mark.compiled
def test_number_out_of_range_of_the_operation_type(device):
    x = torch.zeros(1, dtype=torch.int32, device=device)
    with pytest.raises(triton.TritonError, match="Scalar 72057594037927935 is out of range for type int32"):
        overflow_kernel[(1,)](x, 0xFFFFFFFFFFFFFF)
    with pytest.raises(triton.CompilationError, match="Scalar 2147483648 is out of range for type int32"):
        overflow_kernel[(1,)](x, 2 ** 31)
    u = torch.zeros(1, dtype=torch.uint8, device=device)
    with pytest.raises(triton.CompilationError, match="Scalar 256 is out of range for type uint8"):
        overflow_kernel[(1,)](u, 256)
    with pytest.raises(triton.CompilationError, match="Scalar -129 is out of range for type uint8"):
        overflow_kernel[(1,)](u, -129)
    overflow_kernel[(1,)](u, 255)
    overflow_kernel[(1,)](u, -1)  # wraps (upstream refuses negative scalars with unsigned tensors)
    overflow_kernel[(1,)](x, -(2 ** 31))
    assert u.item() == 254 and x.item() == -(2 ** 31)


@triton.jit
def _tuple_values_kernel(out):
    t = tl.tuple((4, 5)) + (6, 7)
    tl.static_assert(((3, 4) or (5, 6)) == (3, 4))
    tl.static_assert((() or (5, 6)) == (5, 6))
    tl.static_assert(((1,) and (2,)) == (2,))
    tl.store(out + 0, t[3])
    tl.store(out + 1, tl.tuple((1, 2)) == (1, 2))
    tl.store(out + 2, len(tuple(t)))


def test_tuple_builtins_and_truthiness():
    # tl.tuple and tuple() make tuples; `or`/`and` on tuples short-circuit on emptiness
    out = torch.zeros(3, dtype=torch.int32)
    _tuple_values_kernel[(1,)](out)
    assert out.cpu().tolist() == [7, 1, 4]
    assert tl.tuple([1, 2]) == (1, 2)


@triton.jit
def _constexpr_type_kernel(out, pair):
    tl.static_assert(isinstance(pair[1].type, tl.constexpr_type))  # a tl.constexpr tuple item
    tl.static_assert(not isinstance(pair[0], tl.constexpr_type))
    tl.store(out, pair[0] + pair[1])


def test_isinstance_constexpr_type():
    out = torch.zeros(1, dtype=torch.int32)
    _constexpr_type_kernel[(1,)](out, (4, tl.constexpr(3)))
    assert out.item() == 7
