"""``tl.gather``: elements of a tile picked along one axis by an index tile, written as a @jit
function kernels inline. Each output element compares its index with every position of the
source along the axis and sums the one match (exact: one term is not zero), so the work is
index size x source length along the axis."""
from ..runtime.jit import JITFunction
from . import core as tl


def jit(fn):
    # Always a JITFunction, whatever TRITON_INTERPRET says at import (as random.py).
    return JITFunction(fn)


@jit
def _axis_last(rank: tl.constexpr, axis: tl.constexpr):
    """The permutation that moves ``axis`` last, and its inverse."""
    to_last = ()
    back = ()
    for d in tl.static_range(rank):
        if d != axis:
            to_last = to_last + (d,)
    for d in tl.static_range(rank):
        if d < axis:
            back = back + (d,)
        elif d == axis:
            back = back + (rank - 1,)
        else:
            back = back + (d - 1,)
    return to_last + (axis,), back


@jit
def gather(src, index, axis: tl.constexpr):
    """``out[i] = src[i with its axis coordinate replaced by index[i]]``; ``index`` has the rank
    of ``src`` and its shape except along ``axis``."""
    rank: tl.constexpr = len(src.shape)
    tl.static_assert(len(index.shape) == rank, "tl.gather: the source and index tensors must have the same rank")
    tl.static_assert(index.dtype.is_int(), "tl.gather: the index must be an integer tensor")
    tl.static_assert(-rank <= axis and axis < rank, "tl.gather: axis out of range")
    a: tl.constexpr = axis + rank if axis < 0 else axis
    for d in tl.static_range(rank):
        tl.static_assert(d == a or index.shape[d] == src.shape[d],
                         "tl.gather: the index must have the source's shape except along the axis")
    to_last, back = _axis_last(rank, a)
    s = src if rank == 1 else tl.permute(src, to_last)
    i = index if rank == 1 else tl.permute(index, to_last)
    length: tl.constexpr = src.shape[a]
    # [..., index length, source length]: which source position each output element takes
    picks = tl.expand_dims(i, rank) == tl.arange(0, length)
    out = tl.sum(tl.where(picks, tl.expand_dims(s, rank - 1), 0), axis=rank).to(src.dtype)
    return out if rank == 1 else tl.permute(out, back)
