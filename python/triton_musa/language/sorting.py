"""Sorting along the last dimension (``tl.sort``, ``tl.topk``, ``tl.bitonic_merge``): bitonic
networks over power-of-two lengths, written as @jit functions that kernels inline.

Every compare-exchange step views the ``[rows, n]`` tile as ``[rows, blocks, 2, half]``, moves the
pair axis last and splits it, so the two elements compared are tiles of their own; the step's
direction per block comes from the bits of an ``arange``."""
from ..runtime.jit import JITFunction
from . import core as tl


def jit(fn):
    # Always a JITFunction, whatever TRITON_INTERPRET says at import (as random.py).
    return JITFunction(fn)


@jit
def _log2(n: tl.constexpr):
    """log2 of a power of two (a constexpr loop: kernels have no math.log2)."""
    bits: tl.constexpr = 0
    for i in tl.static_range(32):
        if (n >> i) == 1:
            bits = i
    return bits


@jit
def _exchange(x, rows: tl.constexpr, n: tl.constexpr, half: tl.constexpr, flip_bit: tl.constexpr,
              descending: tl.constexpr):
    """One compare-exchange step at distance ``half`` over each row of ``x`` (``[rows, n]``).
    A block of ``2 * half`` elements is ordered descending when ``descending`` differs from bit
    ``flip_bit`` of its first element's index (``flip_bit`` 0: no bit, every block alike)."""
    blocks: tl.constexpr = n // (2 * half)
    pairs = tl.permute(tl.reshape(x, (rows, blocks, 2, half)), (0, 1, 3, 2))
    a, b = tl.split(pairs)
    if flip_bit == 0:
        down = tl.full((1, blocks, 1), descending, tl.int1)
    else:
        # bit `flip_bit` of the index is bit `flip_bit - log2(2 * half)` of the block number
        shift: tl.constexpr = flip_bit - _log2(2 * half)
        block_bit = ((tl.arange(0, blocks) >> shift) & 1) != 0
        down = tl.reshape(block_bit, (1, blocks, 1)) != descending
    swap = (a > b) != down
    lo = tl.where(swap, b, a)
    hi = tl.where(swap, a, b)
    return tl.reshape(tl.permute(tl.join(lo, hi), (0, 1, 3, 2)), (rows, n))


@jit
def _merge(x, rows: tl.constexpr, n: tl.constexpr, size: tl.constexpr, flip_bit: tl.constexpr,
           descending: tl.constexpr):
    """Sorts every bitonic run of ``size`` elements of each row (distances size/2 .. 1)."""
    steps: tl.constexpr = _log2(size)
    for i in tl.static_range(steps):
        x = _exchange(x, rows, n, size >> (i + 1), flip_bit, descending)
    return x


@jit
def _rows(x, dim: tl.constexpr):
    """``(rows, n)`` of ``x`` seen as ``[rows, n]`` along its last dimension."""
    rank: tl.constexpr = len(x.shape)
    tl.static_assert(dim is None or dim == rank - 1 or dim == -1,
                     "tl.sort/tl.topk/tl.bitonic_merge work along the last dimension only")
    n: tl.constexpr = x.shape[rank - 1]
    tl.static_assert((n & (n - 1)) == 0, "the sorted dimension must be a power of two")
    return x.numel // n, n


@jit
def sort(x, dim: tl.constexpr = None, descending: tl.constexpr = False):
    """``x`` sorted along its last dimension (a power of two long), ascending unless
    ``descending``."""
    rows, n = _rows(x, dim)
    y = tl.reshape(x, (rows, n))
    stages: tl.constexpr = _log2(n)
    for s in tl.static_range(1, stages + 1):
        # runs of 2**s: alternating directions (bit s of the index), the last stage all alike
        y = _merge(y, rows, n, 1 << s, s if s < stages else 0, descending)
    return tl.reshape(y, x.shape)


@jit
def bitonic_merge(x, dim: tl.constexpr = None, descending: tl.constexpr = False):
    """Sorts ``x`` along its last dimension when it is a bitonic sequence there (rising then
    falling, or the reverse)."""
    rows, n = _rows(x, dim)
    y = _merge(tl.reshape(x, (rows, n)), rows, n, n, 0, descending)
    return tl.reshape(y, x.shape)


@jit
def topk(x, k: tl.constexpr, dim: tl.constexpr = None, descending: tl.constexpr = True):
    """The ``k`` largest elements along the last dimension, largest first (``descending=False``:
    the ``k`` smallest, smallest first); ``k`` a power of two no larger than that dimension."""
    rows, n = _rows(x, dim)
    tl.static_assert((k & (k - 1)) == 0 and k <= n, "tl.topk: k must be a power of two no larger than the dimension")
    y = tl.reshape(x, (rows, n))
    run_bits: tl.constexpr = _log2(k)
    # runs of k, alternately rising and falling
    for s in tl.static_range(1, run_bits + 1):
        y = _merge(y, rows, n, 1 << s, s if s < run_bits or k < n else 0, descending)
    width: tl.constexpr = n
    for _ in tl.static_range(_log2(n) - run_bits):
        # a rising and a falling run give, element by element, a bitonic run holding the k
        # best of the two; sort it (alternately again, until one run is left)
        width = width // 2
        pairs = tl.permute(tl.reshape(y, (rows, width // k, 2, k)), (0, 1, 3, 2))
        a, b = tl.split(pairs)
        best = tl.maximum(a, b) if descending else tl.minimum(a, b)
        y = _merge(tl.reshape(best, (rows, width)), rows, width, k, run_bits if width > k else 0, descending)
    return tl.reshape(y, x.shape[:-1] + (k,))
