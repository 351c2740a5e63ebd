"""``tl.histogram``: counts of the values of a 1-D integer block in ``[0, num_bins)``, written as
a @jit function over existing block ops (one comparison per value and bin, summed per bin), so
it works on every target. Values outside the range are not counted, as upstream's."""
from ..runtime.jit import JITFunction
from . import core as tl


@JITFunction
def histogram(input, num_bins: tl.constexpr, mask=None):
    """The number of elements of ``input`` equal to each of ``0 .. num_bins - 1`` (int32),
    counting only where ``mask`` is true when it is given."""
    tl.static_assert(len(input.shape) == 1, "tl.histogram needs a 1-D block")
    tl.static_assert(input.dtype.is_int(), "tl.histogram needs integer values")
    bins = tl.arange(0, num_bins)
    hit = input[:, None] == bins[None, :]
    if mask is not None:
        hit = hit & mask[:, None]
    return tl.sum(hit.to(tl.int32), axis=0)
