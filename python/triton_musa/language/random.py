"""Counter-based random numbers (``tl.rand``, ``tl.randn``, ``tl.randint`` and their ``4x``
forms): Philox4x32 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC'11) keyed by
the seed, counting with the offset, so a (seed, offset) pair gives the same numbers as upstream
Triton's on every target. Written as @jit functions that kernels inline."""
from ..runtime.jit import JITFunction
from . import core as tl


def jit(fn):
    # Always a JITFunction, whatever TRITON_INTERPRET says when this module is first imported:
    # the interpreter runs compiled-mode helpers interpreted.
    return JITFunction(fn)


# Philox4x32's multipliers and Weyl key increments (from the paper).
_MUL_A = 0xD2511F53
_MUL_B = 0xCD9E8D57
_KEY_A = 0x9E3779B9
_KEY_B = 0xBB67AE85
# The largest float that is below 1.0 when multiplied by 2**31 - 1.
_TO_UNIT = 4.6566127342e-10


@jit
def philox_impl(c0, c1, c2, c3, k0, k1, n_rounds: tl.constexpr = 10):
    """``n_rounds`` Philox rounds over four uint32 counters with a two-word uint32 key."""
    for _ in tl.static_range(n_rounds):
        prev_c0 = c0
        prev_c2 = c2
        c0 = tl.umulhi(prev_c2, _MUL_B) ^ c1 ^ k0
        c2 = tl.umulhi(prev_c0, _MUL_A) ^ c3 ^ k1
        c1 = prev_c2 * _MUL_B
        c3 = prev_c0 * _MUL_A
        k0 = k0 + _KEY_A
        k1 = k1 + _KEY_B
    return c0, c1, c2, c3


@jit
def philox(seed, c0, c1, c2, c3, n_rounds: tl.constexpr = 10):
    """Philox of the counters (any integer type of 32 bits, as uint32) under a 64-bit seed."""
    seed = tl.to_tensor(seed).to(tl.uint64)
    k0 = (seed & 0xFFFFFFFF).to(tl.uint32)
    k1 = ((seed >> 32) & 0xFFFFFFFF).to(tl.uint32)
    c0 = c0.to(tl.uint32, bitcast=True)
    c1 = c1.to(tl.uint32, bitcast=True)
    c2 = c2.to(tl.uint32, bitcast=True)
    c3 = c3.to(tl.uint32, bitcast=True)
    return philox_impl(c0, c1, c2, c3, k0, k1, n_rounds)


@jit
def randint4x(seed, offset, n_rounds: tl.constexpr = 10):
    """Four blocks of random uint32 for each offset (int32 offsets)."""
    zero = offset * 0
    return philox(seed, offset, zero, zero, zero, n_rounds)


@jit
def randint(seed, offset, n_rounds: tl.constexpr = 10):
    """A block of random uint32, one per offset."""
    r, _, _, _ = randint4x(seed, offset, n_rounds)
    return r


@jit
def uint_to_uniform_float(x):
    """Random 32-bit integers to floats uniform in [0, 1)."""
    x = x.to(tl.int32, bitcast=True)
    x = tl.where(x < 0, -x - 1, x)
    return x.to(tl.float32) * _TO_UNIT


@jit
def rand(seed, offset, n_rounds: tl.constexpr = 10):
    """A block of floats uniform in [0, 1), one per offset."""
    return uint_to_uniform_float(randint(seed, offset, n_rounds))


@jit
def rand4x(seed, offset, n_rounds: tl.constexpr = 10):
    """Four blocks of floats uniform in [0, 1) for each offset."""
    i1, i2, i3, i4 = randint4x(seed, offset, n_rounds)
    return uint_to_uniform_float(i1), uint_to_uniform_float(i2), uint_to_uniform_float(i3), uint_to_uniform_float(i4)


@jit
def pair_uniform_to_normal(u1, u2):
    """Box-Muller: two uniform blocks to two standard normal blocks."""
    u1 = tl.maximum(1.0e-7, u1)
    angle = 6.283185307179586 * u2
    radius = tl.sqrt(-2.0 * tl.log(u1))
    return radius * tl.cos(angle), radius * tl.sin(angle)


@jit
def randn(seed, offset, n_rounds: tl.constexpr = 10):
    """A block of standard normal floats, one per offset."""
    i1, i2, _, _ = randint4x(seed, offset, n_rounds)
    n1, _ = pair_uniform_to_normal(uint_to_uniform_float(i1), uint_to_uniform_float(i2))
    return n1


@jit
def randn4x(seed, offset, n_rounds: tl.constexpr = 10):
    """Four blocks of standard normal floats for each offset."""
    u1, u2, u3, u4 = rand4x(seed, offset, n_rounds)
    n1, n2 = pair_uniform_to_normal(u1, u2)
    n3, n4 = pair_uniform_to_normal(u3, u4)
    return n1, n2, n3, n4

