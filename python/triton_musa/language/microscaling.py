"""``tl.dot_scaled``: the product of two blocks in OCP microscaling formats (fp4 e2m1 packed two
per byte, low nibble first along K; fp8 e4m3 / e5m2; bf16 / fp16), each optionally scaled by e8m0
exponents per 32 elements of K. No target here has a microscaling engine, so the operands are
decoded and scaled (exactly, in f32), upcast to bf16 (fp16 when an operand is fp16), as upstream's
software emulation does, and multiplied by `tl.dot` with f32 accumulation. Written as @jit
functions that kernels inline."""
from ..runtime.jit import JITFunction
from . import core as tl


def jit(fn):
    # always compiled-mode helpers, whatever TRITON_INTERPRET says (as language.random)
    return JITFunction(fn)


@jit
def _e2m1_to_f32(code):
    """fp4 e2m1 codes (0..15, int32) as f32: 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their negatives."""
    mag = code & 7
    e = mag >> 1
    m = (mag & 1).to(tl.float32)
    value = tl.where(e == 0, m * 0.5, (1.0 + m * 0.5) * (1 << (e - 1)).to(tl.float32))
    return tl.where((code & 8) != 0, -value, value)


@jit
def _mx_to_f32(x, fmt: tl.constexpr, k_axis: tl.constexpr):
    """The elements of `x` in format `fmt` as f32; fp4 bytes unpacked along `k_axis`."""
    if fmt == "e2m1":
        bytes_ = x.to(tl.uint8, bitcast=True).to(tl.int32)
        lo = _e2m1_to_f32(bytes_ & 15)
        hi = _e2m1_to_f32(bytes_ >> 4)
        if k_axis == 1:
            v = tl.interleave(lo, hi)
        else:
            v = tl.trans(tl.interleave(tl.trans(lo), tl.trans(hi)))
    elif fmt == "e4m3":
        v = x.to(tl.float8e4nv, bitcast=True).to(tl.float32)
    elif fmt == "e5m2":
        v = x.to(tl.float8e5, bitcast=True).to(tl.float32)
    elif fmt == "bf16":
        v = x.to(tl.bfloat16, bitcast=True).to(tl.float32)
    else:
        tl.static_assert(fmt == "fp16", "dot_scaled formats are e2m1, e4m3, e5m2, bf16 and fp16")
        v = x.to(tl.float16, bitcast=True).to(tl.float32)
    return v


@jit
def _scaled(v, scale, k_axis: tl.constexpr):
    """`v` times 2**(scale - 127) per 32 elements along `k_axis` (e8m0; 0xFF is NaN);
    `scale` is [rows, K // 32] for either operand."""
    factor = (scale.to(tl.uint32) << 23).to(tl.float32, bitcast=True)
    factor = tl.where(scale == 0xFF, float("nan"), factor)
    if k_axis == 1:
        R: tl.constexpr = v.shape[0]
        K: tl.constexpr = v.shape[1]
        g = tl.reshape(v, [R, K // 32, 32]) * factor[:, :, None]
        out = tl.reshape(g, [R, K])
    else:
        K: tl.constexpr = v.shape[0]
        R: tl.constexpr = v.shape[1]
        g = tl.reshape(v, [K // 32, 32, R]) * tl.trans(factor)[:, None, :]
        out = tl.reshape(g, [K, R])
    return out


@jit
def dot_scaled(lhs, lhs_scale, lhs_format: tl.constexpr, rhs, rhs_scale, rhs_format: tl.constexpr, acc=None,
               fast_math: tl.constexpr = False, lhs_k_pack: tl.constexpr = True, rhs_k_pack: tl.constexpr = True,
               out_dtype: tl.constexpr = tl.float32):
    """``lhs @ rhs`` of microscaled blocks ([M, K] and [K, N]; fp4 holds K // 2 bytes), with
    ``lhs_scale`` [M, K // 32] and ``rhs_scale`` [N, K // 32] (or None), in f32."""
    tl.static_assert(lhs_k_pack and rhs_k_pack, "dot_scaled: fp4 packed along M or N is not supported yet")
    tl.static_assert(out_dtype == tl.float32, "dot_scaled: out_dtype must be tl.float32")
    # upcast as upstream's software emulation does: to fp16 when an operand is fp16, else to
    # bf16 (exact for every e2m1 / fp8 value and power-of-two scale within range), then a dot
    # with f32 accumulation, which the GPU targets run on their matrix engines
    a = _mx_to_f32(lhs, lhs_format, 1)
    if lhs_scale is not None:
        a = _scaled(a, lhs_scale, 1)
    b = _mx_to_f32(rhs, rhs_format, 0)
    if rhs_scale is not None:
        b = _scaled(b, rhs_scale, 0)
    if lhs_format == "fp16" or rhs_format == "fp16":
        a = a.to(tl.float16)
        b = b.to(tl.float16)
    else:
        a = a.to(tl.bfloat16)
        b = b.to(tl.bfloat16)
    if acc is None:
        out = tl.dot(a, b)
    else:
        out = tl.dot(a, b, acc)
    return out
