"""``triton.tools.experimental_descriptor``: the documentation's host-side descriptors.

``create_{1,2,3}d_tma_descriptor(ptr, dims..., block_dims..., element_size)`` describe a
row-major tensor (dimensions from the outermost to the innermost, as the documentation orders
them) and the block a kernel reads with ``tl._experimental_descriptor_load``. The result is
passed to the kernel as an argument. Every target reads such blocks with ordinary masked loads;
the copy engines (TMA, TME) are not used yet.
"""
from dataclasses import dataclass
from typing import Tuple

_ELEMENT_TYPES = {1: "i8", 2: "i16", 4: "i32", 8: "i64"}


@dataclass(frozen=True)
class TmaDescKernelParam:
    """A descriptor argument: the tensor's address, sizes and block, outermost dimension first."""
    ptr: int
    dims: Tuple[int, ...]
    block_dims: Tuple[int, ...]
    element_size: int

    @property
    def strides(self) -> Tuple[int, ...]:
        out, step = [], 1
        for d in reversed(self.dims):
            out.append(step)
            step *= d
        return tuple(reversed(out))

    def element_type(self) -> str:
        return _ELEMENT_TYPES[self.element_size]


def _as_int(v, name):
    if isinstance(v, bool) or not hasattr(v, "__index__"):
        raise TypeError(f"{name} must be an int, got {type(v).__name__}")
    return v.__index__()


def _make(ptr, dims, block_dims, element_size, rank):
    ptr = _as_int(ptr, "ptr")
    element_size = _as_int(element_size, "element_size")
    if element_size not in _ELEMENT_TYPES:
        raise ValueError(f"element_size must be 1, 2, 4 or 8 bytes, got {element_size}")
    if ptr % 16:
        raise ValueError(f"ptr must be aligned to 16 bytes, got 0x{ptr:x}")
    names = {1: ["dim"], 2: ["dim1", "dim0"], 3: ["dim2", "dim1", "dim0"]}[rank]
    dims = tuple(_as_int(d, n) for d, n in zip(dims, names))
    blocks = tuple(_as_int(b, "block_" + n) for b, n in zip(block_dims, names))
    for d, n in zip(dims, names):
        if d <= 0:
            raise ValueError(f"{n} must be positive, got {d}")
    for b, n in zip(blocks, names):
        if b <= 0 or b & (b - 1) or b > 256:
            raise ValueError(f"block_{n} must be a power of 2 from 1 to 256 (the copy engines' box limit), got {b}")
    if (dims[-1] * element_size) % 16 and rank > 1:
        raise ValueError(f"{names[-1]} * element_size must be a multiple of 16 bytes (the row stride), got "
                         f"{dims[-1] * element_size}")
    return TmaDescKernelParam(ptr, dims, blocks, element_size)


def create_1d_tma_descriptor(ptr: int, dim: int, block_dim: int, element_size: int) -> TmaDescKernelParam:
    return _make(ptr, (dim,), (block_dim,), element_size, 1)


def create_2d_tma_descriptor(ptr: int, dim1: int, dim0: int, block_dim1: int, block_dim0: int,
                             element_size: int) -> TmaDescKernelParam:
    return _make(ptr, (dim1, dim0), (block_dim1, block_dim0), element_size, 2)


def create_3d_tma_descriptor(ptr: int, dim2: int, dim1: int, dim0: int, block_dim2: int, block_dim1: int,
                             block_dim0: int, element_size: int) -> TmaDescKernelParam:
    return _make(ptr, (dim2, dim1, dim0), (block_dim2, block_dim1, block_dim0), element_size, 3)
