"""A helper module whose @jit functions and constants kernels reach as ``jit_lib.<name>``."""
import triton_musa as triton
import triton_musa.language as tl

OFFSET = tl.constexpr(10)


@triton.jit
def twice(x):
    return x * 2


class nested:  # noqa: N801  (a namespace reached as jit_lib.nested.FACTOR)
    FACTOR = 3
