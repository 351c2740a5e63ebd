"""Tuples as kernel arguments (upstream's `test_tuple.py` style): tensors, ints, floats, nested
tuples and `tl.constexpr` items, one launch slot per runtime item."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def sum_of_tensors_kernel(Ptrs, Out, pair, N: tl.constexpr):
    offs = tl.arange(0, N)
    acc = tl.zeros((N,), tl.float32)
    for i in tl.static_range(len(Ptrs)):
        acc += tl.load(Ptrs[i] + offs)
    scale, (shift, const) = pair
    tl.static_assert(const == 3)  # a tl.constexpr item stays a constexpr
    tl.store(Out + offs, acc * scale + shift + const)


@pytest.mark.parametrize("count", [1, 3])
def test_tuple_of_tensors_and_nested_values(count):
    xs = tuple(torch.randn(16) for _ in range(count))
    out = torch.empty(16)
    sum_of_tensors_kernel[(1,)](xs, out, (2, (0.5, tl.constexpr(3))), 16)
    assert torch.allclose(out.cpu(), sum(x.cpu() for x in xs) * 2 + 3.5)
    # other values, same structure: the same kernel, new arguments
    sum_of_tensors_kernel[(1,)](xs, out, (-1, (1.5, tl.constexpr(3))), 16)
    assert torch.allclose(out.cpu(), -sum(x.cpu() for x in xs) + 4.5)


@triton.jit
def strided_copy_kernel(X, Out, strides, N: tl.constexpr):
    offs = tl.arange(0, N)
    tl.store(Out + offs, tl.load(X + offs * strides[1]) + strides[0])


def test_torch_size_and_stride_tuples():
    x = torch.randn(8, 4)
    out = torch.empty(4)
    strided_copy_kernel[(1,)](x, out, x.stride(), 4)  # (4, 1)
    assert torch.allclose(out.cpu(), x.cpu()[0] + 4)
    xt = x.t()
    strided_copy_kernel[(1,)](xt, out, torch.Size([0, xt.stride(1)]), 4)
    assert torch.allclose(out.cpu(), xt.cpu()[0, :4])


@triton.jit
def none_item_kernel(Out, items):
    if items[1] is None:
        tl.store(Out, items[0])
    else:
        tl.store(Out, items[0] + items[1])


def test_none_items_and_specialisation():
    out = torch.zeros(1, dtype=torch.int32)
    none_item_kernel[(1,)](out, (5, None))
    assert out.item() == 5
    none_item_kernel[(1,)](out, (5, 7))  # another structure: another kernel
    assert out.item() == 12


@pytest.mark.compiled
def test_compiled_kernel_direct_launch_names_tuple_arguments():
    out = torch.zeros(1, dtype=torch.int32)
    k = none_item_kernel.warmup(out, (5, 7), grid=(1,))
    with pytest.raises(TypeError, match="takes tuple arguments"):
        k[(1,)](out, (5, 7))


@triton.jit
def _plus_one(values):
    return tl.tuple([v + 1 for v in values])


@triton.jit
def comprehension_kernel(Ptrs, Out, N: tl.constexpr):
    offs = tl.arange(0, N)
    loaded = tuple(tl.load(p + offs) for p in Ptrs)
    bumped = _plus_one(loaded)
    evens = [i * 10 for i in range(6) if i % 2 == 0]
    tl.static_assert(len(evens) == 3)
    total = tl.zeros((N,), tl.float32)
    for i in tl.static_range(len(bumped)):
        total += bumped[i]
    v = 7
    odd = [v for v in (1, 3)]  # the comprehension's name does not leak
    tl.store(Out + offs, total + evens[2] + odd[1] + v)


def test_comprehensions_over_tuples():
    xs = tuple(torch.randn(8) for _ in range(3))
    out = torch.empty(8)
    comprehension_kernel[(1,)](xs, out, 8)
    assert torch.allclose(out.cpu(), sum(x.cpu() for x in xs) + 3 + 40 + 3 + 7)


@pytest.mark.compiled  # the JIT's argument check (the interpreter copies tensors first)
def test_tensor_items_on_another_device_are_refused():
    if triton.runtime.driver.active.get_current_target().backend != "cpu":
        pytest.skip("the CPU backend's check")
    out = torch.empty(16)
    with pytest.raises(ValueError, match=r"argument 'Ptrs\[0\]' is a tensor on device 'meta'"):
        sum_of_tensors_kernel[(1,)]((torch.empty(16, device="meta"),), out, (2, (0.5, tl.constexpr(3))), 16)
