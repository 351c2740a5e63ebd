"""Upstream's tensor member functions: `x.cast(...)`, `x.item()` and the others spelled as
methods compute what the function forms do."""
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def methods_kernel(x_ptr, out_ptr, flag_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    x = tl.load(x_ptr + offs)
    y = x.cast(tl.int32) + x.flip(0).to(tl.int32)
    tl.store(out_ptr + offs, y)
    one = tl.full((1,), 7, dtype=tl.int32).item()
    tl.store(flag_ptr, one + x.ravel().reduce(0, _add))


@triton.jit
def _add(a, b):
    return a + b


def test_cast_flip_ravel_reduce_and_item_as_methods(device):
    x = torch.arange(8, dtype=torch.float32, device=device) * 1.5
    out = torch.zeros(8, dtype=torch.int32, device=device)
    flag = torch.zeros(1, dtype=torch.float32, device=device)
    methods_kernel[(1,)](x, out, flag, N=8)
    assert out.tolist() == (x.to(torch.int32) + x.flip(0).to(torch.int32)).tolist()
    assert flag.item() == 7 + x.sum().item()
