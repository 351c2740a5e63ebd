"""Constexpr semantics upstream's tests rely on: methods on constexpr numbers, dtypes compared
with None, tuples as constexpr arguments, shapes compared with lists."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


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
