"""``TRITON_INTERPRET=1``: kernels run in this Python process, one program after another, on NumPy.

With the variable set when ``@triton.jit`` runs, the decorator returns an ``InterpretedFunction``:
``kernel[grid](...)`` then calls the kernel's Python body once per program (x fastest, then y,
then z) with the ``tl`` builtins bound to NumPy implementations, so ``print(...)`` and
``breakpoint()`` work inside kernels. Nothing is compiled and nothing is cached.

Values inside kernels are ``tensor`` objects of this module (a NumPy array and a ``tl`` dtype).
Pointers are int64 address arrays; loads, stores and atomics resolve them against the memory of
the launch's tensor arguments only (an address outside it is an error, never a stray access).
The typing rules (promotion, Python numbers as weak types, integer division, casts, reductions)
follow the compiled targets' front end so that both agree.
"""
import ast
import builtins as _py
import inspect
import linecache
import math
import os
import sys
import threading
import types

import numpy as np

from ..errors import CompileTimeAssertionFailure, InterpreterError
from ..language import core as _core
from .. import knobs
from . import driver as _driver  # noqa: F401  (runtime.jit needs it loaded first)
_jit = sys.modules[__name__.rsplit(".", 1)[0] + ".jit"]  # the module (the package's `jit` is the decorator)

__all__ = ["InterpretedFunction", "InterpreterError", "DeviceAssertionError", "OutOfBoundsError",
           "StaticAssertionError", "tensor"]


class DeviceAssertionError(InterpreterError, AssertionError):
    """A failed ``tl.device_assert`` / ``assert`` in an interpreted kernel (an AssertionError, as
    the compiled targets raise, and an InterpreterError)."""


class StaticAssertionError(InterpreterError, CompileTimeAssertionFailure):
    """A failed ``tl.static_assert``: a CompileTimeAssertionFailure, as compiled kernels raise (the
    autotuner skips such configs), and an InterpreterError."""


class OutOfBoundsError(InterpreterError, IndexError):
    """A load, store or atomic outside the memory of every tensor argument of the launch."""


# ---------------------------------------------------------------------------------------------
# dtypes
# ---------------------------------------------------------------------------------------------

_D = _core
_BY_NAME = {d.name: d for d in (_D.int1, _D.int8, _D.int16, _D.int32, _D.int64, _D.uint8, _D.uint16, _D.uint32,
                                _D.uint64, _D.float16, _D.bfloat16, _D.float32, _D.float64, _D.float8e5,
                                _D.float8e5b16, _D.float8e4nv, _D.float8e4b8, _D.float8e4b15)}
_FP8 = ("fp8e5", "fp8e5b16", "fp8e4nv", "fp8e4b8", "fp8e4b15")
# How values of each dtype are held: bf16 and fp8 as float32 holding exactly representable values
# (NumPy has neither type), rounded after every operation that produces them.
_NP = {"int1": np.dtype(np.bool_), "int8": np.dtype(np.int8), "int16": np.dtype(np.int16),
       "int32": np.dtype(np.int32), "int64": np.dtype(np.int64), "uint8": np.dtype(np.uint8),
       "uint16": np.dtype(np.uint16), "uint32": np.dtype(np.uint32), "uint64": np.dtype(np.uint64),
       "fp16": np.dtype(np.float16), "bf16": np.dtype(np.float32), "fp32": np.dtype(np.float32),
       "fp64": np.dtype(np.float64)}
_NP.update({n: np.dtype(np.float32) for n in _FP8})
# How they are laid out in memory.
_MEM = dict(_NP, bf16=np.dtype(np.uint16), **{n: np.dtype(np.uint8) for n in _FP8})
_IR_TO_DTYPE = {"i1": _D.int1, "i8": _D.int8, "i16": _D.int16, "i32": _D.int32, "i64": _D.int64, "u8": _D.uint8,
                "u16": _D.uint16, "u32": _D.uint32, "u64": _D.uint64, "fp16": _D.float16, "bf16": _D.bfloat16,
                "fp32": _D.float32, "fp64": _D.float64, "fp8e5": _D.float8e5, "fp8e4nv": _D.float8e4nv}
_TORCH_EXTRA = {"float8_e4m3fnuz": _D.float8e4b8, "float8_e5m2fnuz": _D.float8e5b16}
_TORCH_FP8 = {"fp8e5": "float8_e5m2", "fp8e4nv": "float8_e4m3fn", "fp8e4b8": "float8_e4m3fnuz",
              "fp8e5b16": "float8_e5m2fnuz"}


def _bits(dt):
    return 64 if dt.is_ptr() else dt.primitive_bitwidth


def _esize(dt):
    """Bytes of one element in memory (int1 takes a byte, as torch.bool)."""
    return 8 if dt.is_ptr() else _py.max(1, dt.primitive_bitwidth // 8)


def _u(v):
    return v.value if isinstance(v, _core.constexpr) else v


def _as_dtype(v, what="dtype"):
    v = _u(v)
    if isinstance(v, _core.dtype) and not isinstance(v, _core.block_type):
        return v
    if isinstance(v, str):
        d = _BY_NAME.get(v) or _IR_TO_DTYPE.get(v)
        if d is None:
            d = getattr(_core, v, None)
        if isinstance(d, _core.dtype):
            return d
        raise TypeError(f"unknown dtype '{v}'")
    t = type(v)
    if t.__module__ == "torch" and t.__name__ == "dtype":
        return _torch_to_tl(v, what)
    raise TypeError(f"expected a dtype for {what}, got {v!r}")


def _torch_to_tl(dt, what):
    text = str(dt).rsplit(".", 1)[-1]
    if text in _TORCH_EXTRA:
        return _TORCH_EXTRA[text]
    return _IR_TO_DTYPE[_jit._tensor_dtype_name(dt, what)]


def _is_py(v):
    return isinstance(v, (bool, int, float)) or isinstance(v, (np.bool_, np.integer, np.floating))


def _pyval(v):
    return v.item() if isinstance(v, np.generic) else v


def _weak_default(v):
    if isinstance(v, (bool, np.bool_)):
        return _D.int1
    if isinstance(v, (int, np.integer)):
        return _D.int32 if -(1 << 31) <= int(v) < (1 << 31) else _D.int64
    return _D.float32


_PROMO = {}


def _promote_types(a, b):
    """The compiled front end's promotion of two typed operands."""
    key = (a.name, b.name)
    r = _PROMO.get(key)
    if r is None:
        r = _PROMO[key] = _promote_types_impl(a, b)
    return r


def _promote_types_impl(a, b):
    if a == b:
        return a
    fa, fb = a.is_floating(), b.is_floating()
    if fa and fb:
        if a.primitive_bitwidth != b.primitive_bitwidth:
            return a if a.primitive_bitwidth > b.primitive_bitwidth else b
        return _D.float16  # fp16 with bf16 (as upstream)
    if fa or fb:
        f = a if fa else b
        return _D.float32 if f.is_bf16() else f
    if a.is_bool():
        return b
    if b.is_bool():
        return a
    if a.int_bitwidth != b.int_bitwidth:
        return a if a.int_bitwidth > b.int_bitwidth else b
    return a if a.is_int_unsigned() else b


def _weak_promote(v, other):
    """A Python number next to a typed operand keeps the operand's type unless it is of a
    higher kind (a float with integers, an integer with bools)."""
    if isinstance(v, (float, np.floating)) and other.is_int():
        f = float(v)
        if f != f or math.isinf(f) or np.float32(f) == f or _py.abs(f) < 3.4028234663852886e38:
            return _D.float32
        return _D.float64
    if isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)) and other.is_bool():
        i = int(v)
        if -(1 << 31) <= i < (1 << 31):
            return _D.int32
        if 0 <= i < (1 << 32):
            return _D.uint32
        return _D.int64
    return other


# ---------------------------------------------------------------------------------------------
# value conversions
# ---------------------------------------------------------------------------------------------

_torch_mod = None


def _torch():
    global _torch_mod
    if _torch_mod is None:
        import torch
        _torch_mod = torch
    return _torch_mod


def _round_bf16(x):
    """float32 (or float64) values rounded to the nearest bfloat16, ties to even, as float32."""
    f = np.asarray(x, dtype=np.float32)
    b = f.view(np.uint32)
    r = (b + np.uint32(0x7FFF) + ((b >> np.uint32(16)) & np.uint32(1))) & np.uint32(0xFFFF0000)
    r = np.where(np.isnan(f), np.uint32(0x7FC00000), r)
    return r.view(np.float32)


_FP8_LUT = {}


def _fp8_torch_dtype(name):
    tname = _TORCH_FP8.get(name)
    td = getattr(_torch(), tname, None) if tname else None
    if td is None:
        raise TypeError(f"the interpreter has no conversion for {_full_name(name)} (torch lacks the type)")
    return td


def _fp8_decode(bits, name):
    lut = _FP8_LUT.get(name)
    if lut is None:
        torch = _torch()
        codes = torch.arange(256, dtype=torch.int32, device="cpu").to(torch.uint8)
        lut = codes.view(_fp8_torch_dtype(name)).float().numpy()
        _FP8_LUT[name] = lut
    return lut[np.asarray(bits, dtype=np.uint8)]


def _fp8_encode(x, name):
    """Round to nearest even; fp8e5 and fp8e4nv saturate to their largest finite value (NaN stays
    NaN), as the compiled targets and upstream's `cvt.rn.satfinite` do."""
    torch = _torch()
    t = torch.from_numpy(np.array(x, dtype=np.float32, copy=True).reshape(-1))
    dt = _fp8_torch_dtype(name)
    if name in ("fp8e5", "fp8e4nv"):
        big = torch.finfo(dt).max
        t = torch.where(t.isnan(), t, t.clamp(-big, big))
    return t.to(dt).view(torch.uint8).numpy().reshape(np.shape(x))


def _full_name(name):
    return repr(_BY_NAME[name]).rsplit(".", 1)[-1] if name in _BY_NAME else name


def _round(x, dt):
    """Values computed in a wider type brought to dtype ``dt``'s set of values."""
    n = dt.name
    if n == "bf16":
        return _round_bf16(x)
    if n in _FP8:
        return _fp8_decode(_fp8_encode(x, n), n)
    return np.asarray(x).astype(_NP[n], copy=False)


def _to_mem(vals, dt):
    n = dt.name
    if n == "bf16":
        return (np.asarray(vals, dtype=np.float32).view(np.uint32) >> np.uint32(16)).astype(np.uint16)
    if n in _FP8:
        return _fp8_encode(vals, n)
    if dt.is_ptr():
        return np.asarray(vals, dtype=np.int64).view(np.uint64)
    return np.asarray(vals).astype(_MEM[n], copy=False)


def _from_mem(raw, dt):
    n = dt.name
    if n == "bf16":
        return (raw.astype(np.uint32) << np.uint32(16)).view(np.float32)
    if n in _FP8:
        return _fp8_decode(raw, n)
    return raw


def _py_const(v, dt):
    """A Python number as a 0-d array of dtype ``dt`` (integers wrap, floats truncate to ints)."""
    v = _pyval(v)
    n = dt.name
    if dt.is_floating():
        a = np.array(float(v), dtype=np.float64)
        return _round(a, dt) if n in ("bf16",) + _FP8 else a.astype(_NP[n])
    if dt.is_bool():
        return np.array(bool(v))
    if isinstance(v, float):
        v = 0 if v != v else int(_py.max(_py.min(v, 9.2e18), -9.2e18))
    bits = dt.int_bitwidth
    v = int(v) & ((1 << bits) - 1)
    if dt.is_int_signed() and v >= 1 << (bits - 1):
        v -= 1 << bits
    return np.array(v, dtype=_NP[n])


def _rtz_fix(r, x, dt):
    """Round-to-nearest results ``r`` of ``x`` turned into round-toward-zero ones."""
    xf = np.asarray(x, dtype=np.float64)
    rf = np.asarray(r, dtype=np.float64)
    over = np.isfinite(xf) & (np.abs(rf) > np.abs(xf))
    if not over.any():
        return r
    r = np.array(r, copy=True)
    if dt.name == "bf16":
        bits = r.view(np.uint32)
        bits[over] = bits[over] - np.uint32(0x10000)
        return r
    r[over] = np.nextafter(r[over], np.zeros((), dtype=r.dtype))
    return r


def _convert(data, src, dst, rounding=None):
    """``data`` (held as dtype ``src``) converted to ``dst`` (not bitcast)."""
    if src == dst:
        return data
    n = dst.name
    if dst.is_bool():
        return data != 0
    if dst.is_floating():
        if n in _FP8:
            if rounding == "rtz" and src.is_floating():
                raise NotImplementedError("tl.cast: fp_downcast_rounding='rtz' to float8 is not supported by "
                                          "the interpreter")
            return _round(data.astype(np.float32, copy=False), dst)
        if n == "bf16":
            r = _round_bf16(data.astype(np.float32, copy=False))
        else:
            r = data.astype(_NP[n])
        if rounding == "rtz" and src.is_floating() and src.primitive_bitwidth > dst.primitive_bitwidth:
            r = _rtz_fix(r, data, dst)
        return r
    # to an integer type
    if src.is_floating():
        with np.errstate(all="ignore"):
            if dst.is_int_unsigned() and dst.int_bitwidth < 64:
                return np.trunc(data).astype(np.int64).astype(_NP[n])
            return data.astype(_NP[n])
    return data.astype(_NP[n])


# ---------------------------------------------------------------------------------------------
# tensors
# ---------------------------------------------------------------------------------------------

class tensor:
    """A value inside an interpreted kernel: a NumPy array (0-d for scalars) and a ``tl`` dtype.
    Pointers hold int64 addresses and remember which tensor argument they came from."""

    __slots__ = ("data", "dtype", "origin")
    __array_ufunc__ = None  # NumPy scalars defer to our reflected operators

    def __init__(self, data, dtype, origin=None):
        self.data = data
        self.dtype = dtype
        self.origin = origin

    # -- attributes ------------------------------------------------------------------------
    @property
    def shape(self):
        return _Shape(self.data.shape)

    @property
    def numel(self):
        return int(self.data.size)

    @property
    def type(self):
        return _core.block_type(self.dtype, self.shape) if self.data.ndim else self.dtype

    @property
    def T(self):
        return _trans(self)

    def __repr__(self):
        body = np.array2string(self.data, separator=", ")
        kind = "pointer tensor" if self.dtype.is_ptr() else "tensor"
        return f"{kind}({body}, dtype={self.dtype.name if not self.dtype.is_ptr() else self.dtype})"

    def __str__(self):
        return str(self.data)

    # -- Python protocols ------------------------------------------------------------------
    def _scalar(self, what):
        if self.data.ndim:
            raise TypeError(f"{what} of a tensor of shape {self.shape}: only scalars can be used here "
                            "(conditions of if/while/assert, range bounds, int(), float())")
        return self.data.item()

    def __bool__(self):
        return bool(self._scalar("the truth value"))

    def __index__(self):
        if not (self.dtype.is_int() and not self.dtype.is_ptr()):
            raise TypeError(f"a {self.dtype} tensor cannot be used as an integer index")
        return int(self._scalar("the integer value"))

    def __int__(self):
        return int(self._scalar("the integer value"))

    def __float__(self):
        return float(self._scalar("the float value"))

    def __len__(self):
        if not self.data.ndim:
            raise TypeError("len() of a scalar tensor")
        return self.data.shape[0]

    __hash__ = object.__hash__

    def __getitem__(self, idx):
        items = idx if isinstance(idx, tuple) else (idx,)
        d = self.data
        dim = 0
        for it in items:
            if it is None:
                d = np.expand_dims(d, dim)
                dim += 1
            elif isinstance(it, slice) and it == slice(None):
                dim += 1
            else:
                raise IndexError(f"unsupported tensor index {it!r}: only ':' and None are allowed (e.g. x[:, None])")
        if dim > d.ndim:
            raise IndexError(f"too many indices for a tensor of shape {self.shape}")
        return tensor(d, self.dtype, self.origin)

    # -- operators -------------------------------------------------------------------------
    def __add__(self, o): return _binop("add", self, o)
    def __radd__(self, o): return _binop("add", o, self)
    def __sub__(self, o): return _binop("sub", self, o)
    def __rsub__(self, o): return _binop("sub", o, self)
    def __mul__(self, o): return _binop("mul", self, o)
    def __rmul__(self, o): return _binop("mul", o, self)
    def __truediv__(self, o): return _binop("div", self, o)
    def __rtruediv__(self, o): return _binop("div", o, self)
    def __floordiv__(self, o): return _binop("floordiv", self, o)
    def __rfloordiv__(self, o): return _binop("floordiv", o, self)
    def __mod__(self, o): return _binop("mod", self, o)
    def __rmod__(self, o): return _binop("mod", o, self)
    def __and__(self, o): return _binop("and", self, o)
    def __rand__(self, o): return _binop("and", o, self)
    def __or__(self, o): return _binop("or", self, o)
    def __ror__(self, o): return _binop("or", o, self)
    def __xor__(self, o): return _binop("xor", self, o)
    def __rxor__(self, o): return _binop("xor", o, self)
    def __lshift__(self, o): return _binop("shl", self, o)
    def __rlshift__(self, o): return _binop("shl", o, self)
    def __rshift__(self, o): return _binop("shr", self, o)
    def __rrshift__(self, o): return _binop("shr", o, self)
    def __lt__(self, o): return _binop("lt", self, o)
    def __le__(self, o): return _binop("le", self, o)
    def __gt__(self, o): return _binop("gt", self, o)
    def __ge__(self, o): return _binop("ge", self, o)
    def __eq__(self, o): return _binop("eq", self, o)
    def __ne__(self, o): return _binop("ne", self, o)

    def __pow__(self, o):
        raise TypeError("** is only supported on constexprs")

    __rpow__ = __pow__

    def __neg__(self):
        return _neg(self)

    def __pos__(self):
        _no_ptr(self, "unary +")
        return self

    def __invert__(self):
        _no_ptr(self, "~")
        if self.dtype.is_floating():
            raise TypeError("~ needs an integer operand")
        return tensor(np.invert(self.data), self.dtype)

    def __abs__(self):
        return _abs(self)


class _Shape(tuple):
    """A tensor's shape: a tuple that also equals the list of the same sizes (``x.shape == [4]``)."""

    def __eq__(self, other):
        if isinstance(other, list):
            other = tuple(other)
        return tuple.__eq__(self, other)

    def __ne__(self, other):
        return not self.__eq__(other)

    __hash__ = tuple.__hash__


class _ConstNumber:
    """Methods compiled kernels allow on constexpr numbers (``BLOCK.to(tl.float32)``, ``.value``)."""

    __slots__ = ()

    @property
    def value(self):
        return self._plain(self)

    def to(self, dtype, fp_downcast_rounding=None, bitcast=False):
        return _cast(self._plain(self), dtype, fp_downcast_rounding, bitcast)


class _ConstInt(_ConstNumber, int):
    __slots__ = ()
    _plain = int


class _ConstFloat(_ConstNumber, float):
    __slots__ = ()
    _plain = float


def _const_value(v):
    """A constexpr value as kernels see it: plain, numbers with constexpr methods."""
    v = _u(v)
    t = type(v)
    if t is int:
        return _ConstInt(v)
    if t is float:
        return _ConstFloat(v)
    return v


def _T(data, dt, origin=None):
    return tensor(np.asarray(data), dt, origin)


def _no_ptr(x, what):
    if x.dtype.is_ptr():
        raise TypeError(f"{what} is not defined on pointers")


def _to_t(v):
    """A tensor for ``v``: tensors as they are, Python numbers with their default type."""
    v = _u(v)
    if isinstance(v, tensor):
        return v
    if _is_py(v):
        dt = _weak_default(v)
        return tensor(_py_const(v, dt), dt)
    raise TypeError(f"expected a tensor or a number, got {type(v).__name__} {v!r}")


def _typed(v, dt):
    """``v`` (tensor or Python number) as an array of dtype ``dt``."""
    if isinstance(v, tensor):
        return _convert(v.data, v.dtype, dt)
    return _py_const(v, dt)


def _to_bool(x):
    if x.dtype.is_bool():
        return x
    _no_ptr(x, "conversion to bool")
    return tensor(np.asarray(x.data != 0), _D.int1)


def _promote(a, b):
    ta, tb = isinstance(a, tensor), isinstance(b, tensor)
    for v in (a, b):
        if isinstance(v, tensor):
            if v.dtype.is_ptr():
                raise TypeError("pointer operands are not allowed here")
            if v.dtype.name in _FP8:
                raise TypeError("arithmetic on float8 values is not supported: convert them first, e.g. "
                                "x.to(tl.float16)")
        elif not _is_py(v):
            raise TypeError(f"expected a tensor or a number, got {type(v).__name__} {v!r}")
    if ta and tb:
        return _promote_types(a.dtype, b.dtype)
    if ta:
        return _weak_promote(b, a.dtype)
    if tb:
        return _weak_promote(a, b.dtype)
    return _promote_types(_weak_default(a), _weak_default(b))


def _trunc_div(a, b):
    """Integer division truncating toward zero (C), for arrays of one signed dtype."""
    q = np.floor_divide(a, b)
    fix = ((q * b) != a) & ((a < 0) != (b < 0)) & (b != 0)
    return np.where(fix, q + np.ones((), dtype=q.dtype), q)


_CMP = {"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal, "eq": np.equal,
        "ne": np.not_equal}
_SIMPLE = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "and": np.bitwise_and, "or": np.bitwise_or,
           "xor": np.bitwise_xor, "shl": np.left_shift, "shr": np.right_shift}
_BITWISE = ("and", "or", "xor", "shl", "shr")


def _binop(op, a, b):
    a, b = _u(a), _u(b)
    if not isinstance(a, tensor) and not isinstance(b, tensor) and _is_py(a) and _is_py(b) and op not in (
            "min", "max"):
        return _py_binop(op, _pyval(a), _pyval(b))
    if (isinstance(a, tensor) and a.dtype.is_ptr()) or (isinstance(b, tensor) and b.dtype.is_ptr()):
        return _ptr_arith(op, a, b)
    if op in ("div", "floordiv", "mod") and isinstance(a, tensor) and isinstance(b, tensor):
        ta, tb = a.dtype, b.dtype
        if ta.is_int() and tb.is_int() and not ta.is_bool() and not tb.is_bool() and \
                ta.is_int_unsigned() != tb.is_int_unsigned():
            raise TypeError(f"Cannot use /, #, or % with {ta!r} and {tb!r} because they have different signedness;"
                            "this is unlikely to result in a useful answer. Cast them to the same signedness.")
    dt = _promote(a, b)
    if op == "div" and dt.is_int():
        dt = _D.float32
    elif op in ("div", "mod") and dt.is_floating() and dt.primitive_bitwidth < 32:
        dt = _D.float32
    elif op in _BITWISE and dt.is_floating():
        names = [x.dtype.name if isinstance(x, tensor) else type(x).__name__ for x in (a, b)]
        raise TypeError(f"invalid operands of type {names[0]} and {names[1]}: bitwise operators need integer "
                        "operands")
    x, y = _typed(a, dt), _typed(b, dt)
    fn = _CMP.get(op)
    if fn is not None:
        return _T(fn(x, y), _D.int1)
    if dt.is_bool() and op in ("add", "sub", "mul", "shl", "shr", "floordiv", "mod"):
        # 1-bit integer arithmetic wraps
        xi, yi = x.astype(np.uint8), y.astype(np.uint8)
        r = _int_op(op, xi, yi, _D.uint8) & np.uint8(1)
        return _T(r.astype(np.bool_), dt)
    if dt.is_floating():
        if op == "floordiv":
            r = np.floor(_round(np.true_divide(x, y), dt) if dt.name == "bf16" else np.true_divide(x, y))
        elif op == "mod":
            r = np.fmod(x, y)
        elif op == "div":
            r = np.true_divide(x, y)
        elif op == "min":
            r = np.fmin(x, y)
        elif op == "max":
            r = np.fmax(x, y)
        else:
            r = _SIMPLE[op](x, y)
        if dt.name == "bf16":
            r = _round_bf16(r)
        elif r.dtype != _NP[dt.name]:
            r = r.astype(_NP[dt.name])
        return _T(r, dt)
    return _T(_int_op(op, x, y, dt), dt)


def _int_op(op, x, y, dt):
    if op == "floordiv":
        return _trunc_div(x, y) if dt.is_int_signed() else np.floor_divide(x, y)
    if op == "mod":
        return np.fmod(x, y)
    if op == "min":
        return np.minimum(x, y)
    if op == "max":
        return np.maximum(x, y)
    if op == "div":
        return np.true_divide(x, y)
    return _SIMPLE[op](x, y)


def _py_binop(op, a, b):
    import operator
    f = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "div": operator.truediv,
         "floordiv": operator.floordiv, "mod": operator.mod, "and": operator.and_, "or": operator.or_,
         "xor": operator.xor, "shl": operator.lshift, "shr": operator.rshift, "lt": operator.lt,
         "le": operator.le, "gt": operator.gt, "ge": operator.ge, "eq": operator.eq, "ne": operator.ne}[op]
    return f(a, b)


def _ptr_arith(op, a, b):
    if op == "add" and isinstance(a, tensor) and a.dtype.is_ptr():
        p, off, neg = a, b, False
    elif op == "add" and isinstance(b, tensor) and b.dtype.is_ptr():
        p, off, neg = b, a, False
    elif op == "sub" and isinstance(a, tensor) and a.dtype.is_ptr():
        p, off, neg = a, b, True
    else:
        raise TypeError(f"unsupported pointer arithmetic: {op}")
    if isinstance(off, tensor):
        if off.dtype.is_ptr() or not off.dtype.is_int():
            raise TypeError(f"pointer offsets must be integers, got {off.dtype}")
        o = off.data.astype(np.int64)
    elif isinstance(off, (int, np.integer)) and not isinstance(off, float):
        o = np.int64(int(off))
    else:
        raise TypeError(f"pointer offsets must be integers, got {off!r}")
    step = _esize(p.dtype.element_ty)
    r = p.data - o * step if neg else p.data + o * step
    return _T(r, p.dtype, p.origin)


def _neg(x):
    x = _to_t(x)
    _no_ptr(x, "unary -")
    if x.dtype.is_bool():
        return x
    return _T(np.negative(x.data), x.dtype)


# ---------------------------------------------------------------------------------------------
# launch state
# ---------------------------------------------------------------------------------------------

class _State(threading.local):
    launch = None


_STATE = _State()
_KERNEL_CODES = set()  # code objects of interpreted functions (to locate errors in them)


def _launch():
    st = _STATE.launch
    if st is None:
        raise RuntimeError("this builtin needs a running interpreted kernel")
    return st


def _location():
    """``file:line:col`` of the innermost kernel-code frame on the stack."""
    f = sys._getframe(1)
    while f is not None and f.f_code not in _KERNEL_CODES:
        f = f.f_back
    if f is None:
        return "<unknown>"
    code = f.f_code
    line, col = f.f_lineno, 0
    try:
        pos = list(code.co_positions())[f.f_lasti // 2]
        if pos[0] is not None:
            line = pos[0]
        if pos[2] is not None:
            text = linecache.getline(code.co_filename, line)
            col = len(text.encode("utf-8")[:pos[2]].decode("utf-8", "replace")) if text else pos[2]
    except (IndexError, ValueError, AttributeError):
        pass
    return f"{os.path.abspath(code.co_filename)}:{line}:{col}"


def _tb_location(tb):
    """``file:line:col`` of the innermost kernel-code frame of a traceback (None if none)."""
    where = None
    while tb is not None:
        code = tb.tb_frame.f_code
        if code in _KERNEL_CODES:
            line, col = tb.tb_lineno, 0
            try:
                pos = list(code.co_positions())[tb.tb_lasti // 2]
                line = pos[0] or line
                text = linecache.getline(code.co_filename, line)
                col = len(text.encode("utf-8")[:pos[2]].decode("utf-8", "replace")) if text else (pos[2] or 0)
            except (IndexError, ValueError, TypeError):
                pass
            where = f"{os.path.abspath(code.co_filename)}:{line}:{col}"
        tb = tb.tb_next
    return where


def _wrap(e, name):
    """The InterpreterError a kernel's exception becomes: its repr, and where in the kernel."""
    where = _tb_location(e.__traceback__)
    at = f" (in kernel '{name}' at {where})" if where else f" (in kernel '{name}')"
    return InterpreterError(repr(e) + at)


class _Region:
    """The bytes of one tensor argument: [start, end) in the address space."""

    __slots__ = ("start", "end", "name", "u8", "views", "data_ptr")

    def __init__(self, start, nbytes, name, u8):
        self.start = start
        self.end = start + nbytes
        self.name = name
        self.u8 = u8
        self.views = {}

    def typed(self, npdt):
        v = self.views.get(npdt)
        if v is None:
            k = npdt.itemsize
            n = (self.u8.size // k) * k
            v = self.views[npdt] = self.u8[:n].view(npdt)
        return v

    def read(self, off, npdt):
        k = npdt.itemsize
        if k == 1:
            return self.u8[off].view(npdt)
        if (off & (k - 1)).any():  # unaligned: gather the bytes
            return self.u8[off[:, None] + np.arange(k)].copy().view(npdt).reshape(-1)
        return self.typed(npdt)[off >> (k.bit_length() - 1)]

    def write(self, off, npdt, vals):
        k = npdt.itemsize
        vals = np.ascontiguousarray(vals, dtype=npdt)
        if k == 1:
            self.u8[off] = vals.view(np.uint8)
        elif (off & (k - 1)).any():
            self.u8[off[:, None] + np.arange(k)] = vals.view(np.uint8).reshape(-1, k)
        else:
            self.typed(npdt)[off >> (k.bit_length() - 1)] = vals


class _Memory:
    """The address space of one launch: the tensor arguments' bytes and nothing else."""

    def __init__(self):
        self.regions = []

    def add(self, t, name):
        ext = _jit._tensor_extent(t)
        torch = _torch()
        start = t.data_ptr()
        storage = t.untyped_storage()
        u8 = torch.empty(0, dtype=torch.uint8, device="cpu")  # not the default device
        if ext:
            u8.set_(storage, start - storage.data_ptr(), (ext,), (1,))
        self.regions.append(_Region(start, ext, name, u8.numpy()))
        return len(self.regions) - 1

    def _error(self, kind, addr, origin, k):
        kname = _STATE.launch.name if _STATE.launch is not None else "?"
        where = _location()
        lead = f"out-of-bounds {kind} in kernel '{kname}' at {where}: "
        if origin is not None:
            r = self.regions[origin]
        else:
            r = _py.min(self.regions, key=lambda r: _py.abs(addr - r.start), default=None)
        if r is None:
            raise OutOfBoundsError(lead + f"address 0x{addr & 0xFFFFFFFFFFFFFFFF:x} is not inside any tensor argument "
                                   "(the launch has none)")
        if origin is None and not (r.start - 4096 <= addr < r.end + 4096):
            # A pointer made from an integer (a loaded table of addresses): far from every argument,
            # so naming the nearest one's offset would mislead.
            raise OutOfBoundsError(lead + f"address 0x{addr & 0xFFFFFFFFFFFFFFFF:x} ({k}-byte access) is not inside "
                                   f"any tensor argument (the nearest is '{r.name}'); the interpreter reaches only "
                                   "the tensors passed to the launch, so pass a tensor whose address a kernel loads")
        raise OutOfBoundsError(lead + f"byte offset {addr - r.start} of tensor argument '{r.name}' is outside it "
                               f"(the tensor has {r.end - r.start} bytes; {k}-byte access at address "
                               f"0x{addr & 0xFFFFFFFFFFFFFFFF:x})")

    def locate(self, a, k, origin, kind):
        """[(region, byte offsets, selection or None)] for the addresses ``a`` (1-D int64)."""
        if origin is not None:
            r = self.regions[origin]
            lo, hi = int(a.min()), int(a.max())
            if lo < r.start or hi + k > r.end:
                bad = a[(a < r.start) | (a + k > r.end)]
                self._error(kind, int(bad[0]), origin, k)
            return [(r, a - r.start, None)]
        if not self.regions:
            self._error(kind, int(a[0]), None, k)
        regs = sorted(self.regions, key=lambda r: r.start)
        starts = np.array([r.start for r in regs], dtype=np.int64)
        ends = np.array([r.end for r in regs], dtype=np.int64)
        idx = np.searchsorted(starts, a, side="right") - 1
        ok = idx >= 0
        ok[ok] &= (a[ok] + k) <= ends[idx[ok]]
        if not ok.all():
            self._error(kind, int(a[~ok][0]), None, k)
        out = []
        for i in np.unique(idx):
            sel = idx == i
            out.append((regs[i], a[sel] - regs[i].start, sel))
        return out

    def read(self, a, dt, origin, kind="load"):
        npdt = _MEM[dt.name] if not dt.is_ptr() else np.dtype(np.uint64)
        groups = self.locate(a, npdt.itemsize, origin, kind)
        if len(groups) == 1 and groups[0][2] is None:
            return groups[0][0].read(groups[0][1], npdt)
        out = np.empty(a.shape, dtype=npdt)
        for r, off, sel in groups:
            out[sel] = r.read(off, npdt)
        return out

    def write(self, a, dt, origin, raw, kind="store"):
        npdt = raw.dtype
        groups = self.locate(a, npdt.itemsize, origin, kind)
        for r, off, sel in groups:
            r.write(off, npdt, raw if sel is None else raw[sel])


class _Launch:
    """What the builtins need while a kernel runs: grid, program id, memory, options."""

    def __init__(self, name, grid, debug, memory):
        self.name = name
        self.grid = grid
        self.pid = (0, 0, 0)
        self.debug = debug
        self.memory = memory
        self.funcs = {}      # InterpretedFunction -> its function bound to this launch's globals
        self.globals = {}    # id(original globals) -> rewritten copy
        self.resolved = {}   # id(object) -> (object, what kernels see instead)


# ---------------------------------------------------------------------------------------------
# builtins
# ---------------------------------------------------------------------------------------------

_IMPLS = {}


def _impl(name):
    def deco(f):
        _IMPLS[name] = f
        return f
    return deco


def _int_arg(v, what):
    v = _u(v)
    if isinstance(v, tensor):
        if v.data.ndim or not v.dtype.is_int():
            raise TypeError(f"{what} must be a constexpr integer, got a {v.dtype} tensor of shape {v.shape}")
        return int(v.data)
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
        raise TypeError(f"{what} must be a constexpr integer, got {v!r}")
    return int(v)


def _shape_arg(shape, what="shape"):
    shape = _u(shape)
    if isinstance(shape, (list, tuple)):
        return tuple(_int_arg(s, f"{what} dimensions") for s in shape)
    return (_int_arg(shape, what),)


def _varargs_shape(shape):
    # f(x, (a, b)) and f(x, a, b) both name the shape (a, b)
    if len(shape) == 1 and isinstance(_u(shape[0]), (list, tuple)):
        return _shape_arg(shape[0])
    return tuple(_int_arg(s, "shape dimensions") for s in shape)


def _axis_arg(axis, ndim):
    ax = _int_arg(axis, "axis")
    if ax < -ndim or ax >= ndim:
        raise ValueError(f"axis {ax} is out of range for a tensor of rank {ndim}")
    return ax + ndim if ax < 0 else ax


# -- programming model ---------------------------------------------------------------------------

@_impl("program_id")
def _program_id(axis):
    ax = _int_arg(axis, "axis")
    if ax not in (0, 1, 2):
        raise ValueError(f"program_id axis must be 0, 1, or 2 but got {ax}")
    return tensor(np.array(_launch().pid[ax], dtype=np.int32), _D.int32)


@_impl("num_programs")
def _num_programs(axis):
    ax = _int_arg(axis, "axis")
    if ax not in (0, 1, 2):
        raise ValueError(f"num_programs axis must be 0, 1, or 2 but got {ax}")
    return tensor(np.array(_launch().grid[ax], dtype=np.int32), _D.int32)


# -- creation ------------------------------------------------------------------------------------

@_impl("arange")
def _arange(start, end):
    s, e = _int_arg(start, "arange start"), _int_arg(end, "arange end")
    n = e - s
    if n <= 0 or n & (n - 1):
        raise ValueError(f"arange's range must be a power of 2, got {n}")
    return tensor(np.arange(s, e, dtype=np.int32), _D.int32)


@_impl("full")
def _full(shape, value, dtype):
    shape = _shape_arg(shape)
    dt = _as_dtype(dtype)
    if dt.is_ptr():
        raise TypeError("tl.full of pointers is not supported")
    v = _typed(_u(value), dt)
    return tensor(np.broadcast_to(v, shape), dt)


@_impl("zeros")
def _zeros(shape, dtype):
    return _full(shape, 0, dtype)


@_impl("zeros_like")
def _zeros_like(input):
    x = _to_t(input)
    return _full(x.shape, 0, x.dtype)


@_impl("to_tensor")
def _to_tensor(x):
    return _to_t(x)


@_impl("cast")
def _cast(input, dtype, fp_downcast_rounding=None, bitcast=False):
    x = _to_t(input)
    dt = _as_dtype(dtype)
    rounding = _u(fp_downcast_rounding)
    if rounding not in (None, "rtne", "rtz"):
        raise ValueError(f"fp_downcast_rounding must be None, 'rtne' or 'rtz', got {rounding!r}")
    if _u(bitcast) and not (x.dtype.is_ptr() or dt.is_ptr()):  # with a pointer, a bitcast is a cast
        if _bits(x.dtype) != _bits(dt):
            raise TypeError(f"cannot bitcast {x.dtype} to {dt}: sizes differ")
        if x.dtype == dt:
            return x
        raw = _to_mem(x.data, x.dtype) if not x.dtype.is_ptr() else x.data.view(np.uint64)
        raw = raw.view(_MEM[dt.name] if not dt.is_ptr() else np.uint64)
        if dt.is_ptr():
            return _T(raw.view(np.int64), dt)
        return _T(_from_mem(raw, dt), dt)
    if x.dtype.is_ptr() or dt.is_ptr():
        if x.dtype.is_ptr() and dt.is_ptr():
            return _T(x.data, dt, x.origin)
        if dt.is_ptr() and x.dtype.is_int() and x.dtype.primitive_bitwidth == 64:
            # an address made from an integer: which tensor it points into is found on access
            return _T(np.asarray(x.data).view(np.int64), dt)
        if x.dtype.is_ptr() and dt.is_bool():
            return _T(np.asarray(x.data) != 0, dt)
        if x.dtype.is_ptr() and dt.is_int() and dt.primitive_bitwidth == 64:
            return _T(np.asarray(x.data).view(_NP[dt.name]), dt)
        raise TypeError(f"cannot cast {x.dtype} to {dt} (a pointer converts to and from int64 or uint64, "
                        "and to int1)")
    if x.dtype == dt:
        return x
    return _T(_convert(x.data, x.dtype, dt, rounding), dt)


# -- shapes --------------------------------------------------------------------------------------

@_impl("broadcast")
def _broadcast(input, other):
    x, y = _to_t(input), _to_t(other)
    shape = np.broadcast_shapes(x.shape, y.shape)
    return (tensor(np.broadcast_to(x.data, shape), x.dtype, x.origin),
            tensor(np.broadcast_to(y.data, shape), y.dtype, y.origin))


@_impl("broadcast_to")
def _broadcast_to(input, *shape):
    x = _to_t(input)
    shape = _varargs_shape(shape)
    if len(shape) < x.data.ndim:
        raise ValueError(f"cannot broadcast a tensor of shape {x.shape} to shape {shape}")
    return tensor(np.broadcast_to(x.data, shape), x.dtype, x.origin)


@_impl("expand_dims")
def _expand_dims(input, axis):
    x = _to_t(input)
    axis = _u(axis)
    axes = tuple(_int_arg(a, "axis") for a in axis) if isinstance(axis, (list, tuple)) else (_int_arg(axis, "axis"),)
    return tensor(np.expand_dims(x.data, axes), x.dtype, x.origin)


@_impl("reshape")
def _reshape(input, *shape, can_reorder=False):
    x = _to_t(input)
    shape = _varargs_shape(shape)
    n = 1
    for s in shape:
        n *= s
    if n != _py.max(1, x.data.size):
        raise ValueError(f"cannot reshape a tensor of shape {x.shape} to {shape}: element counts differ")
    return tensor(x.data.reshape(shape), x.dtype, x.origin)


@_impl("view")
def _view(input, *shape):
    return _reshape(input, *shape)


def _permute_dims(x, dims, name):
    dims = tuple(_int_arg(d, "dims") for d in (dims[0] if len(dims) == 1 and isinstance(_u(dims[0]), (list, tuple))
                                                 else dims))
    if not dims:  # trans: the last two axes swapped (a batched transpose), as upstream
        n = x.data.ndim
        if name == "trans" and n < 2:
            raise ValueError("tl.trans invoked with a 0- or 1-dimensional tensor")
        dims = tuple(range(n - 2)) + (n - 1, n - 2) if name == "trans" else tuple(range(n))[::-1]
    if sorted(dims) != list(range(x.data.ndim)):
        raise ValueError(f"tl.{name}: invalid permutation {dims} for a tensor of shape {x.shape}")
    return tensor(np.transpose(x.data, dims), x.dtype, x.origin)


@_impl("trans")
def _trans(input, *dims):
    return _permute_dims(_to_t(input), dims, "trans")


@_impl("permute")
def _permute(input, *dims):
    return _permute_dims(_to_t(input), dims, "permute")


@_impl("ravel")
def _ravel(input, can_reorder=False):
    x = _to_t(input)
    return tensor(x.data.reshape(-1), x.dtype, x.origin)


@_impl("join")
def _join(a, b):
    x, y = _to_t(a), _to_t(b)
    if x.dtype != y.dtype:
        raise TypeError(f"tl.join needs operands of one type, got {x.dtype} and {y.dtype}")
    shape = np.broadcast_shapes(x.shape, y.shape)
    return tensor(np.stack([np.broadcast_to(x.data, shape), np.broadcast_to(y.data, shape)], axis=-1), x.dtype)


@_impl("split")
def _split(a):
    x = _to_t(a)
    if not x.data.ndim or x.data.shape[-1] != 2:
        raise ValueError(f"tl.split needs a last dimension of size 2, got shape {x.shape}")
    return tensor(x.data[..., 0], x.dtype, x.origin), tensor(x.data[..., 1], x.dtype, x.origin)


@_impl("interleave")
def _interleave(a, b):
    j = _join(a, b)
    shape = j.shape[:-1]
    shape = shape[:-1] + (shape[-1] * 2,) if shape else (2,)
    return tensor(j.data.reshape(shape), j.dtype)


@_impl("cat")
def _cat(input, other, can_reorder=False, dim=0):
    x, y = _to_t(input), _to_t(other)
    if x.dtype != y.dtype or x.shape != y.shape or not x.data.ndim:
        raise TypeError(f"tl.cat needs two tensors of one type and shape, got {x.dtype}{list(x.shape)} and "
                        f"{y.dtype}{list(y.shape)}")
    d = _axis_arg(0 if _u(dim) is None else dim, x.data.ndim)
    return tensor(np.concatenate([x.data, y.data], axis=d), x.dtype)


@_impl("squeeze")
def _squeeze(input, dim):
    x = _to_t(input)
    d = _int_arg(dim, "dim")
    d2 = d + x.data.ndim if d < 0 else d
    if not 0 <= d2 < x.data.ndim or x.data.shape[d2] != 1:
        raise ValueError(f"tl.squeeze: dimension {d} of a tensor of shape {x.shape} is not of size 1")
    return tensor(np.squeeze(x.data, d2), x.dtype, x.origin)


@_impl("unsqueeze")
def _unsqueeze(input, dim):
    return _expand_dims(input, dim)


# -- memory --------------------------------------------------------------------------------------

def _ptr_arg(p, name):
    p = _u(p)
    if not (isinstance(p, tensor) and p.dtype.is_ptr()):
        what = f"a {p.dtype} tensor" if isinstance(p, tensor) else repr(p)
        raise TypeError(f"tl.{name}: unsupported pointer type {what} (expected a pointer or a tensor of pointers)")
    if p.dtype.element_ty.is_ptr():
        raise TypeError(f"tl.{name} of pointers to pointers is not supported")
    return p


def _mask_arg(mask, shape):
    """(pointer shape, mask array or None) after broadcasting the mask with the pointer."""
    mask = _u(mask)
    if mask is None or mask is True:
        return shape, None
    m = _to_t(mask)
    if not m.dtype.is_bool():
        raise TypeError(f"mask must be a boolean tensor, got {m.dtype}")
    shape = np.broadcast_shapes(shape, m.shape)
    return shape, np.broadcast_to(m.data, shape)


def _hint_args(name, boundary_check, padding_option):
    if _u(boundary_check) not in ((), [], None):
        raise ValueError(f"tl.{name}: boundary_check needs a block pointer (tl.make_block_ptr is not supported)")
    if _u(padding_option) not in ("", None):
        raise ValueError(f"tl.{name}: padding_option needs a block pointer (tl.make_block_ptr is not supported)")


@_impl("load")
def _load(pointer, mask=None, other=None, boundary_check=(), padding_option="", cache_modifier="",
          eviction_policy="", volatile=False):
    if isinstance(_u(pointer), _BlockPointer):
        return _u(pointer)._load_here(mask, other, boundary_check, padding_option)
    p = _ptr_arg(pointer, "load")
    _hint_args("load", boundary_check, padding_option)
    elem = p.dtype.element_ty
    shape, m = _mask_arg(mask, p.shape)
    addr = np.broadcast_to(p.data, shape)
    mem = _launch().memory
    if m is None:
        raw = mem.read(addr.reshape(-1), elem, p.origin)
        return tensor(_from_mem(raw, elem).reshape(shape), elem)
    other = _u(other)
    base = _typed(other, elem) if other is not None else np.zeros((), dtype=_NP[elem.name])
    out = np.array(np.broadcast_to(base, shape), dtype=_NP[elem.name], copy=True)
    if m.any():
        out[m] = _from_mem(mem.read(addr[m], elem, p.origin), elem)
    return tensor(out, elem)


@_impl("store")
def _store(pointer, value, mask=None, boundary_check=(), cache_modifier="", eviction_policy=""):
    if isinstance(_u(pointer), _BlockPointer):
        return _u(pointer)._store_here(value, mask, boundary_check)
    p = _ptr_arg(pointer, "store")
    _hint_args("store", boundary_check, padding_option=None)
    elem = p.dtype.element_ty
    v = _to_t(value)
    shape = np.broadcast_shapes(p.shape, v.shape)
    shape, m = _mask_arg(mask, shape)
    vals = np.broadcast_to(_typed(v, elem), shape)
    addr = np.broadcast_to(p.data, shape)
    if m is not None:
        if not m.any():
            return None
        addr, vals = addr[m], vals[m]
    _launch().memory.write(addr.reshape(-1), elem, p.origin, _to_mem(vals.reshape(-1), elem))
    return None


# -- block pointers and tensor descriptors ------------------------------------------------------

class _BlockPointer:
    """``tl.make_block_ptr``'s value: a block of a strided tensor at offsets. Accesses become
    pointer tensors with a bounds mask, as the compiled targets lower them."""

    descriptor = False

    def __init__(self, base, shape, strides, offsets, block_shape, order=None, padding="zero"):
        self.base, self.block_shape = base, tuple(block_shape)
        self.shape, self.strides, self.offsets = list(shape), list(strides), list(offsets)
        self.order, self.padding = order, padding

    @property
    def dtype(self):
        return self.base.dtype.element_ty

    def _pointers(self, offsets, checked):
        rank = len(self.block_shape)
        addr = np.int64(self.base.data)
        step = _esize(self.dtype)
        mask = None
        for d in range(rank):
            shp = [1] * rank
            shp[d] = self.block_shape[d]
            idx = (np.arange(self.block_shape[d], dtype=np.int64) + int(offsets[d])).reshape(shp)
            addr = addr + idx * int(self.strides[d]) * step
            if d in checked:
                inside = (idx >= 0) & (idx < int(self.shape[d]))
                mask = inside if mask is None else mask & inside
        addr = np.broadcast_to(addr, self.block_shape).copy()
        p = tensor(addr, _core.pointer_type(self.dtype), self.base.origin)
        m = None if mask is None else tensor(np.broadcast_to(mask, self.block_shape).copy(), _D.int1)
        return p, m

    def _pad(self, padding):
        if padding == "nan":
            if not self.dtype.is_floating():
                raise ValueError(f"padding_option=\"nan\" needs a floating-point tensor, got {self.dtype}")
            return float("nan")
        return 0

    def _checked(self, boundary_check):
        dims = _u(boundary_check)
        dims = () if dims is None else (dims if isinstance(dims, (list, tuple)) else (dims,))
        out = [_int_arg(d, "boundary_check entries") for d in dims]
        for d in out:
            if not 0 <= d < len(self.block_shape):
                raise ValueError(f"boundary_check: dimension {d} is out of range for rank {len(self.block_shape)}")
        return out

    def _load_here(self, mask, other, boundary_check, padding_option):
        if _u(mask) is not None or _u(other) is not None:
            raise ValueError("tl.load of a block pointer takes boundary_check and padding_option, not mask/other")
        pad = _u(padding_option)
        if pad not in ("", None, "zero", "nan"):
            raise ValueError(f"padding_option must be \"zero\" or \"nan\", got {pad!r}")
        p, m = self._pointers(self.offsets, self._checked(boundary_check))
        return _load(p, m, self._pad(pad) if m is not None else None)

    def _store_here(self, value, mask, boundary_check):
        if _u(mask) is not None:
            raise ValueError("tl.store of a block pointer takes boundary_check, not mask")
        v = _to_t(value)
        if v.shape and tuple(v.shape) != self.block_shape:
            raise ValueError(f"storing a block of shape {list(v.shape)} through a block pointer of block shape "
                             f"{list(self.block_shape)}")
        p, m = self._pointers(self.offsets, self._checked(boundary_check))
        return _store(p, v, m)


class _TensorDescriptor(_BlockPointer, _core.tensor_descriptor):
    """A tensor descriptor inside an interpreted kernel: every dimension is bounds-checked."""

    descriptor = True

    def _offsets(self, offsets):
        offs = _u(offsets)
        offs = list(offs) if isinstance(offs, (list, tuple)) else [offs]
        if len(offs) != len(self.block_shape):
            raise ValueError(f"{len(offs)} offsets for a tensor descriptor of rank {len(self.block_shape)}")
        return [int(_to_t(o).data) for o in offs]

    def load(self, offsets):
        p, m = self._pointers(self._offsets(offsets), range(len(self.block_shape)))
        return _load(p, m, self._pad(self.padding))

    def store(self, offsets, value):
        v = _to_t(value)
        if v.shape and tuple(v.shape) != self.block_shape:
            raise ValueError(f"storing a block of shape {list(v.shape)} through a tensor descriptor of block shape "
                             f"{list(self.block_shape)}")
        p, m = self._pointers(self._offsets(offsets), range(len(self.block_shape)))
        return _store(p, v, m)

    def _rows(self, x_offsets, y_offset, name):
        if len(self.block_shape) != 2 or self.block_shape[0] != 1:
            raise ValueError(f"desc.{name} needs a 2-D descriptor with block_shape [1, N], "
                             f"got {list(self.block_shape)}")
        rows = _to_t(x_offsets).data.astype(np.int64).reshape(-1, 1)
        cols = (np.arange(self.block_shape[1], dtype=np.int64) + int(_to_t(y_offset).data)).reshape(1, -1)
        elems = rows * int(self.strides[0]) + cols * int(self.strides[1])
        addr = np.int64(self.base.data) + elems * _esize(self.dtype)
        mask = (rows >= 0) & (rows < int(self.shape[0])) & (cols >= 0) & (cols < int(self.shape[1]))
        shape = (rows.shape[0], cols.shape[1])
        return (tensor(np.broadcast_to(addr, shape).copy(), _core.pointer_type(self.dtype), self.base.origin),
                tensor(np.broadcast_to(mask, shape).copy(), _D.int1))

    def gather(self, x_offsets, y_offset):
        p, m = self._rows(x_offsets, y_offset, "gather")
        return _load(p, m, self._pad(self.padding))

    def scatter(self, value, x_offsets, y_offset):
        p, m = self._rows(x_offsets, y_offset, "scatter")
        return _store(p, value, m)

    def _atomic(self, kind, offsets, value):
        p, m = self._pointers(self._offsets(offsets), range(len(self.block_shape)))
        return _IMPLS[f"atomic_{kind}"](p, value, m)

    def atomic_add(self, offsets, value): return self._atomic("add", offsets, value)  # noqa: E704
    def atomic_min(self, offsets, value): return self._atomic("min", offsets, value)  # noqa: E704
    def atomic_max(self, offsets, value): return self._atomic("max", offsets, value)  # noqa: E704
    def atomic_and(self, offsets, value): return self._atomic("and", offsets, value)  # noqa: E704
    def atomic_or(self, offsets, value): return self._atomic("or", offsets, value)  # noqa: E704
    def atomic_xor(self, offsets, value): return self._atomic("xor", offsets, value)  # noqa: E704


def _ints(v, what):
    v = _u(v)
    v = list(v) if isinstance(v, (list, tuple)) else [v]
    out = []
    for x in v:
        t = _to_t(x)
        if t.data.ndim or not t.dtype.is_int():
            raise TypeError(f"{what} must be integer scalars")
        out.append(int(t.data))
    return out


def _block_shape_arg(v, what):
    dims = list(_shape_arg(v, what))
    if not 1 <= len(dims) <= 5 or any(d <= 0 or d & (d - 1) for d in dims):
        raise ValueError(f"{what} must be 1 to 5 powers of 2, got {dims}")
    return dims


@_impl("make_block_ptr")
def _make_block_ptr(base, shape, strides, offsets, block_shape, order):
    b = _ptr_arg(base, "make_block_ptr")
    block = _block_shape_arg(block_shape, "tl.make_block_ptr: block_shape")
    shape, strides, offsets = _ints(shape, "shape"), _ints(strides, "strides"), _ints(offsets, "offsets")
    order = [_int_arg(o, "order") for o in (_u(order) if isinstance(_u(order), (list, tuple)) else [order])]
    for what, v in (("shape", shape), ("strides", strides), ("offsets", offsets), ("order", order)):
        if len(v) != len(block):
            raise ValueError(f"tl.make_block_ptr: {what} has {len(v)} entries but block_shape has {len(block)}")
    if sorted(order) != list(range(len(block))):
        raise ValueError(f"tl.make_block_ptr: order must be a permutation of 0..{len(block)}, got {order}")
    return _BlockPointer(b, shape, strides, offsets, block, order)


@_impl("advance")
def _advance(base, offsets):
    b = _u(base)
    if not isinstance(b, _BlockPointer) or b.descriptor:
        raise TypeError(f"tl.advance needs a block pointer (tl.make_block_ptr), got {b!r}")
    d = _ints(offsets, "tl.advance: offsets")
    if len(d) != len(b.block_shape):
        raise ValueError(f"tl.advance: {len(d)} offsets for a block pointer of rank {len(b.block_shape)}")
    return _BlockPointer(b.base, b.shape, b.strides, [o + x for o, x in zip(b.offsets, d)], b.block_shape, b.order)


@_impl("make_tensor_descriptor")
def _make_tensor_descriptor(base, shape, strides, block_shape, padding_option="zero"):
    b = _ptr_arg(base, "make_tensor_descriptor")
    block = _block_shape_arg(block_shape, "tl.make_tensor_descriptor: block_shape")
    shape, strides = _ints(shape, "shape"), _ints(strides, "strides")
    if len(shape) != len(block) or len(strides) != len(block):
        raise ValueError(f"tl.make_tensor_descriptor: shape ({len(shape)}), strides ({len(strides)}) and "
                         f"block_shape ({len(block)}) must have the same length")
    if strides[-1] != 1:
        raise ValueError(f"tl.make_tensor_descriptor: the last stride must be 1, got {strides[-1]}")
    pad = _u(padding_option) or "zero"
    if pad not in ("zero", "nan"):
        raise ValueError(f"tl.make_tensor_descriptor: padding_option must be \"zero\" or \"nan\", got {pad!r}")
    return _TensorDescriptor(b, shape, strides, [0] * len(block), block, padding=pad)


def _desc_arg(desc, name):
    d = _u(desc)
    if not isinstance(d, _TensorDescriptor):
        raise TypeError(f"tl.{name}: desc must be a tensor descriptor, got {d!r}")
    return d


@_impl("load_tensor_descriptor")
def _load_tensor_descriptor(desc, offsets):
    return _desc_arg(desc, "load_tensor_descriptor").load(offsets)


@_impl("store_tensor_descriptor")
def _store_tensor_descriptor(desc, offsets, value):
    return _desc_arg(desc, "store_tensor_descriptor").store(offsets, value)


@_impl("_experimental_descriptor_load")
def _experimental_descriptor_load(desc_pointer, offsets, shape, dtype):
    raise TypeError("tl._experimental_descriptor_load: descriptors from create_{1,2,3}d_tma_descriptor hold raw "
                    "addresses, which the interpreter cannot read (it reads tensor arguments only)")


@_impl("_experimental_descriptor_store")
def _experimental_descriptor_store(desc_pointer, value, offsets):
    _experimental_descriptor_load(None, None, None, None)


_SEMS = ("acquire", "release", "acq_rel", "relaxed")
_SCOPES = ("gpu", "cta", "sys")


def _atomic(name, pointer, val, mask=None, sem=None, scope=None, cmp=None):
    p = _ptr_arg(pointer, name)
    elem = p.dtype.element_ty
    bits = elem.primitive_bitwidth
    word = bits in (32, 64)
    kind = name[len("atomic_"):]
    ok = {"add": word or elem.name in ("fp16", "bf16"), "max": word, "min": word, "xchg": word,
          "and": word and elem.is_int(), "or": word and elem.is_int(), "xor": word and elem.is_int(),
          "cas": word or bits == 16}[kind]
    if not ok or elem.is_bool():
        raise TypeError(f"tl.{name} does not support {elem} elements")
    for v, what, allowed, default in ((sem, "sem", _SEMS, "acq_rel"), (scope, "scope", _SCOPES, "gpu")):
        v = _u(v)
        if v is not None and not isinstance(v, str):
            raise TypeError(f"tl.{name}: {what} must be a string")
        if (v or default) not in allowed:
            raise ValueError(f"tl.{name}: {what} must be one of {', '.join(repr(a) for a in allowed)}, got {v!r}")
    v = _typed(_u(val), elem)
    shape = np.broadcast_shapes(p.shape, v.shape)
    c = None
    if cmp is not None:
        c = _typed(_u(cmp), elem)
        shape = np.broadcast_shapes(shape, c.shape)
    shape, m = _mask_arg(mask, shape)
    addr = np.broadcast_to(p.data, shape).reshape(-1)
    vals = np.broadcast_to(v, shape).reshape(-1)
    cmps = np.broadcast_to(c, shape).reshape(-1) if c is not None else None
    active = np.ones(addr.shape, dtype=bool) if m is None else np.broadcast_to(m, shape).reshape(-1)
    old = np.zeros(addr.shape, dtype=_NP[elem.name])
    if active.any():
        idx = np.nonzero(active)[0]
        old[idx] = _atomic_apply(kind, elem, addr[idx], vals[idx], None if cmps is None else cmps[idx], p.origin)
    return tensor(old.reshape(shape), elem)


def _atomic_apply(kind, elem, addr, vals, cmps, origin):
    """The lanes' read-modify-writes one after the other (lane order), returning old values; lanes
    sharing an address are applied in rounds so each sees the previous one's result."""
    mem = _launch().memory
    what = f"atomic_{kind}"
    order = np.argsort(addr, kind="stable")
    sa = addr[order]
    first = np.r_[True, sa[1:] != sa[:-1]]
    group_start = np.maximum.accumulate(np.where(first, np.arange(sa.size), 0))
    rank = np.empty(addr.size, dtype=np.int64)
    rank[order] = np.arange(sa.size) - group_start
    old = np.empty(addr.size, dtype=_NP[elem.name])
    for r in range(int(rank.max()) + 1):
        sel = rank == r
        a = addr[sel]
        cur = _from_mem(mem.read(a, elem, origin, what), elem)
        new = _rmw(kind, elem, cur, vals[sel], None if cmps is None else cmps[sel])
        mem.write(a, elem, origin, _to_mem(new, elem), what)
        old[sel] = cur
    return old


def _rmw(kind, elem, cur, v, c):
    if kind == "xchg":
        return v
    if kind == "cas":
        same = _to_mem(cur, elem) == _to_mem(c, elem)  # compares bits, as the hardware does
        return np.where(same, v, cur)
    if kind == "add":
        if elem.is_floating():
            return _round(cur.astype(np.float64) + v, elem) if elem.name == "bf16" else (cur + v).astype(cur.dtype)
        return cur + v
    if kind in ("and", "or", "xor"):
        return {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[kind](cur, v)
    if elem.is_floating():
        # as the compiled targets: values with the sign bit clear by signed integer max (min) of
        # the bits, the others by unsigned min (max)
        w = elem.primitive_bitwidth
        si, ui = np.dtype(f"int{w}"), np.dtype(f"uint{w}")
        cb, vb = cur.view(si), v.view(si)
        pos = vb >= 0
        smax, smin = np.maximum(cb, vb), np.minimum(cb, vb)
        umax, umin = np.maximum(cb.view(ui), vb.view(ui)).view(si), np.minimum(cb.view(ui), vb.view(ui)).view(si)
        if kind == "max":
            r = np.where(pos, smax, umin)
        else:
            r = np.where(pos, smin, umax)
        return r.view(cur.dtype)
    return np.maximum(cur, v) if kind == "max" else np.minimum(cur, v)


for _k in ("add", "max", "min", "and", "or", "xor", "xchg"):
    def _make(k):
        def f(pointer, val, mask=None, sem=None, scope=None):
            return _atomic(f"atomic_{k}", pointer, val, mask, sem, scope)
        f.__name__ = f"atomic_{k}"
        return f
    _IMPLS[f"atomic_{_k}"] = _make(_k)


@_impl("atomic_cas")
def _atomic_cas(pointer, cmp, val, sem=None, scope=None):
    return _atomic("atomic_cas", pointer, val, None, sem, scope, cmp=cmp)


# -- elementwise ---------------------------------------------------------------------------------

@_impl("where")
def _where(condition, x, y):
    c = _to_bool(_to_t(condition))
    x, y = _u(x), _u(y)
    if isinstance(x, tensor) and x.dtype.is_ptr():
        xt, yt = _to_t(x), _to_t(y)
        if not yt.dtype.is_ptr():
            raise TypeError("tl.where: both values must be pointers")
        dt, xd, yd = xt.dtype, xt.data, yt.data
        origin = xt.origin if xt.origin == yt.origin else None
    else:
        dt = _promote(x, y)
        xd, yd = _typed(x, dt), _typed(y, dt)
        origin = None
    return _T(np.where(c.data, xd, yd), dt, origin)


def _minmax(op, x, y, propagate_nan):
    pn = _u(propagate_nan)
    if pn not in (None, 0, 0xFFFF):
        raise ValueError(f"propagate_nan must be tl.PropagateNan.NONE or tl.PropagateNan.ALL, got {pn!r}")
    r = _binop(op, x, y)
    if pn == 0xFFFF and r.dtype.is_floating():
        xd, yd = _typed(_u(x), r.dtype), _typed(_u(y), r.dtype)
        r = _T(np.where(np.isnan(xd), xd, np.where(np.isnan(yd), yd, r.data)), r.dtype)
    return r


@_impl("minimum")
def _minimum(x, y, propagate_nan=_core.PropagateNan.NONE):
    return _minmax("min", x, y, propagate_nan)


@_impl("maximum")
def _maximum(x, y, propagate_nan=_core.PropagateNan.NONE):
    return _minmax("max", x, y, propagate_nan)


@_impl("clamp")
def _clamp(x, min, max, propagate_nan=_core.PropagateNan.NONE):
    pn = _u(propagate_nan)
    r = _minmax("min", _minmax("max", x, min, None), max, None)
    if pn == 0xFFFF and r.dtype.is_floating():
        xd = _typed(_u(x), r.dtype)
        r = _T(np.where(np.isnan(xd), xd, r.data), r.dtype)
    elif pn not in (None, 0, 0xFFFF):
        raise ValueError(f"propagate_nan must be tl.PropagateNan.NONE or tl.PropagateNan.ALL, got {pn!r}")
    return r


def _float_input(x, name):
    x = _to_t(x)
    _no_ptr(x, f"tl.{name}")
    if x.dtype.name in _FP8:
        raise TypeError(f"tl.{name} on float8 values is not supported: convert them first, e.g. x.to(tl.float16)")
    if x.dtype.is_int():
        x = tensor(x.data.astype(np.float32), _D.float32)  # transcendentals on integers compute in fp32
    return x


def _compute(x, fn):
    """``fn`` over ``x``'s values in at least float32, rounded back to ``x``'s dtype."""
    d = x.data
    wide = d.astype(np.float32) if d.dtype == np.float16 else d
    with np.errstate(all="ignore"):
        r = fn(wide)
    return _T(_round(r, x.dtype), x.dtype)


def _torch_fn(name):
    def f(a):
        torch = _torch()
        return getattr(torch.special, name)(torch.from_numpy(np.array(a, copy=True))).numpy()
    return f


_UNARY = {"exp": np.exp, "exp2": np.exp2, "log": np.log, "log2": np.log2, "cos": np.cos, "sin": np.sin,
          "sqrt": np.sqrt, "sqrt_rn": np.sqrt, "tanh": np.tanh, "erf": _torch_fn("erf"),
          "rsqrt": lambda a: np.ones((), dtype=a.dtype) / np.sqrt(a)}


def _make_unary(name, fn):
    def f(x):
        return _compute(_float_input(x, name), fn)
    f.__name__ = name
    return f


for _n, _f in _UNARY.items():
    _IMPLS[_n] = _make_unary(_n, _f)


@_impl("abs")
def _abs(x):
    x = _to_t(x)
    _no_ptr(x, "tl.abs")
    if x.dtype.is_int_unsigned():
        return x
    if x.dtype.is_floating():
        return _T(np.abs(x.data), x.dtype)
    return _T(np.abs(x.data), x.dtype)


@_impl("floor")
def _floor(x):
    x = _to_t(x)
    _no_ptr(x, "tl.floor")
    return x if x.dtype.is_int() else _compute(x, np.floor)


@_impl("ceil")
def _ceil(x):
    x = _to_t(x)
    _no_ptr(x, "tl.ceil")
    return x if x.dtype.is_int() else _compute(x, np.ceil)


@_impl("sigmoid")
def _sigmoid(x):
    return _binop("div", 1.0, _binop("add", 1.0, _IMPLS["exp"](_neg(x))))


@_impl("fdiv")
def _fdiv(x, y, ieee_rounding=False):
    return _binop("div", x, y)


@_impl("div_rn")
def _div_rn(x, y):
    return _binop("div", x, y)


@_impl("fma")
def _fma(x, y, z):
    x, y, z = _u(x), _u(y), _u(z)
    dt = _promote(x, y)
    dt = _promote_types(dt, z.dtype) if isinstance(z, tensor) else _weak_promote(z, dt)
    a, b, c = _typed(x, dt), _typed(y, dt), _typed(z, dt)
    if dt.is_int():  # a multiply and an add, wrapping (1-bit ones too)
        return _binop("add", _binop("mul", _T(a, dt), _T(b, dt)), _T(c, dt))
    if dt.is_fp64():
        return _T(_fma64(a, b, c), dt)
    return _T(_round(a.astype(np.float64) * b + c, dt), dt)  # the exact product, rounded once


def _fma64_one(a, b, c):
    from fractions import Fraction
    if not (math.isfinite(a) and math.isfinite(b) and math.isfinite(c)):
        return a * b + c
    r = Fraction(a) * Fraction(b) + Fraction(c)
    try:
        return float(r) if r else a * b + c  # keeps the sign of a zero result
    except OverflowError:
        return math.copysign(math.inf, r)


_fma64_u = np.frompyfunc(_fma64_one, 3, 1)


def _fma64(a, b, c):
    """A fused multiply-add of float64 values, rounded once (exact rational arithmetic)."""
    a, b, c = np.broadcast_arrays(a, b, c)
    return np.asarray(_fma64_u(a, b, c), dtype=np.float64)


@_impl("umulhi")
def _umulhi(x, y):
    x, y = _u(x), _u(y)
    dt = _promote(x, y)
    if dt.name not in ("int32", "uint32"):
        raise TypeError(f"tl.umulhi needs 32-bit integers, got {dt}")
    a = _typed(x, dt).astype(np.uint32).astype(np.uint64)
    b = _typed(y, dt).astype(np.uint32).astype(np.uint64)
    return _T((a * b >> np.uint64(32)).astype(np.uint32).astype(_NP[dt.name]), dt)


@_impl("cdiv")
def _cdiv(x, div):
    x, div = _u(x), _u(div)
    if isinstance(x, int) and isinstance(div, int) and not isinstance(x, bool):
        if div == 0:
            raise ZeroDivisionError("cdiv by zero")
        return (x + div - 1) // div
    return _binop("floordiv", _binop("sub", _binop("add", x, div), 1), div)


@_impl("next_power_of_2")
def _next_power_of_2(n):
    from .._utils import next_power_of_2
    return next_power_of_2(_int_arg(n, "n"))


@_impl("softmax")
def _softmax(x, dim=None, keep_dims=False, ieee_rounding=False):
    dim = 0 if _u(dim) is None else dim
    m = _max(x, dim, keep_dims=keep_dims)
    num = _IMPLS["exp"](_binop("sub", x, m))
    return _binop("div", num, _sum(num, dim, keep_dims=keep_dims))


@_impl("swizzle2d")
def _swizzle2d(i, j, size_i, size_j, size_g):
    b = _binop
    ij = b("add", b("mul", i, size_j), j)
    size_gj = b("mul", size_g, size_j)
    group = b("floordiv", ij, size_gj)
    off_i = b("mul", group, size_g)
    size_g = _minimum(b("sub", size_i, off_i), size_g)
    ij = b("mod", ij, size_gj)
    return b("add", off_i, b("mod", ij, size_g)), b("floordiv", ij, size_g)


for _n, _op in (("add", "add"), ("sub", "sub"), ("mul", "mul")):
    def _make2(op):
        def f(x, y, sanitize_overflow=True):
            return _binop(op, x, y)
        f.__name__ = op
        return f
    _IMPLS[_n] = _make2(_op)


# -- reductions and scans ------------------------------------------------------------------------

def _reduce_input(input, axis):
    """(array with the reduced axis last... as (data, axis)) for axis None (flattened) or an int."""
    x = _to_t(input)
    _no_ptr(x, "a reduction")
    if _u(axis) is None:
        return x, x.data.reshape(-1), 0, None
    return x, x.data, _axis_arg(axis, x.data.ndim), _axis_arg(axis, x.data.ndim)


def _keep(r, x, ax, keep_dims):
    if not _u(keep_dims):
        return r
    if ax is None:
        return r.reshape((1,) * x.data.ndim)
    return np.expand_dims(r, ax)


@_impl("sum")
def _sum(input, axis=None, keep_dims=False, dtype=None):
    x = _to_t(input)
    if not x.data.ndim:
        return x
    x, d, ax, orig = _reduce_input(x, axis)
    s = x.dtype
    req = _u(dtype)
    if req is not None:
        out = _as_dtype(req)
    elif s.is_int() and s.int_bitwidth < 32:
        out = _D.uint32 if s.is_int_unsigned() and not s.is_bool() else _D.int32
    else:
        out = s
    d = _convert(d, s, out)
    if out.is_floating() and out.primitive_bitwidth < 32 or out.name == "bf16":
        r = _round(np.sum(d.astype(np.float32), axis=ax), out)
    else:
        r = np.sum(d, axis=ax, dtype=_NP[out.name])
    return _T(_keep(np.asarray(r), x, orig, keep_dims), out)


def _extreme(input, axis, keep_dims, is_max):
    x = _to_t(input)
    if not x.data.ndim:
        return x
    x, d, ax, orig = _reduce_input(x, axis)
    if x.dtype.is_floating():
        r = (np.fmax if is_max else np.fmin).reduce(d, axis=ax)
    else:
        r = np.max(d, axis=ax) if is_max else np.min(d, axis=ax)
    return _T(_keep(np.asarray(r), x, orig, keep_dims), x.dtype)


def _arg_extreme(input, axis, keep_dims, is_max):
    """Index of the maximum (minimum) as a left-to-right fold keeping the running pair unless the
    next value compares better (ties keep the first): a NaN is taken when met, and the next value
    replaces it, as the compiled targets' reduction does."""
    x = _to_t(input)
    if not x.data.ndim:
        return _T(np.zeros((), dtype=np.int32), _D.int32)
    x, d, ax, orig = _reduce_input(x, axis)
    d = np.moveaxis(d, ax, -1)
    n = d.shape[-1]
    if x.dtype.is_floating():
        isn = np.isnan(d)
        last = n - 1 - np.argmax(isn[..., ::-1], axis=-1)
        k = np.where(isn.any(axis=-1), last, -1)
        fill = -np.inf if is_max else np.inf
        y = np.where(np.arange(n) > k[..., None], d, fill)
        r = np.argmax(y, axis=-1) if is_max else np.argmin(y, axis=-1)
        chosen = np.take_along_axis(y, r[..., None], axis=-1)[..., 0]
        r = np.where(chosen == fill, k + 1, r)
        r = np.where(k == n - 1, n - 1, r)
    else:
        r = np.argmax(d, axis=-1) if is_max else np.argmin(d, axis=-1)
    return _T(_keep(np.asarray(r, dtype=np.int32), x, orig, keep_dims), _D.int32)


@_impl("max")
def _max(input, axis=None, return_indices=False, return_indices_tie_break_left=True, keep_dims=False):
    v = _extreme(input, axis, keep_dims, True)
    return (v, _arg_extreme(input, axis, keep_dims, True)) if _u(return_indices) else v


@_impl("min")
def _min(input, axis=None, return_indices=False, return_indices_tie_break_left=True, keep_dims=False):
    v = _extreme(input, axis, keep_dims, False)
    return (v, _arg_extreme(input, axis, keep_dims, False)) if _u(return_indices) else v


@_impl("argmax")
def _argmax(input, axis, tie_break_left=True, keep_dims=False):
    return _arg_extreme(input, axis, keep_dims, True)


@_impl("argmin")
def _argmin(input, axis, tie_break_left=True, keep_dims=False):
    return _arg_extreme(input, axis, keep_dims, False)


def _bit_reduce(name, ufunc, input, axis, keep_dims):
    x = _to_t(input)
    if not x.data.ndim:
        return x
    if x.dtype.is_floating() or x.dtype.is_ptr():
        raise TypeError(f"tl.{name} needs integer values, got {x.dtype}")
    x, d, ax, orig = _reduce_input(x, axis)
    return _T(_keep(np.asarray(ufunc.reduce(d, axis=ax)), x, orig, keep_dims), x.dtype)


@_impl("xor_sum")
def _xor_sum(input, axis=None, keep_dims=False):
    return _bit_reduce("xor_sum", np.bitwise_xor, input, axis, keep_dims)


@_impl("reduce_or")
def _reduce_or(input, axis, keep_dims=False):
    return _bit_reduce("reduce_or", np.bitwise_or, input, axis, keep_dims)


def _scan(name, input, axis, reverse, dtype=None):
    x = _to_t(input)
    if not x.data.ndim:
        return x
    _no_ptr(x, f"tl.{name}")
    ax = _axis_arg(0 if _u(axis) is None else axis, x.data.ndim)
    s = x.dtype
    out = _as_dtype(dtype) if _u(dtype) is not None else (_D.int32 if s.is_int() and s.int_bitwidth < 32 else s)
    d = _convert(x.data, s, out)
    if _u(reverse):
        d = np.flip(d, ax)
    fn = np.cumsum if name == "cumsum" else np.cumprod
    if out.name == "bf16" or out.name in _FP8:
        # step by step, each partial result rounded to the type, as the compiled scan
        r = np.moveaxis(np.array(d, dtype=np.float32, copy=True), ax, 0)
        op = np.add if name == "cumsum" else np.multiply
        for i in range(1, r.shape[0]):
            r[i] = _round(op(r[i - 1], r[i]), out)
        r = np.moveaxis(r, 0, ax)
    else:
        r = fn(d, axis=ax, dtype=_NP[out.name])
    if _u(reverse):
        r = np.flip(r, ax)
    return _T(r, out)


@_impl("cumsum")
def _cumsum(input, axis=0, reverse=False, dtype=None):
    return _scan("cumsum", input, axis, reverse, dtype)


@_impl("cumprod")
def _cumprod(input, axis=0, reverse=False):
    return _scan("cumprod", input, axis, reverse)


def _combine_results(r, n):
    r = r if isinstance(r, tuple) else (r,)
    if len(r) != n:
        raise TypeError(f"the combine function returned {len(r)} values for {n} inputs")
    return tuple(_to_t(v) for v in r)


@_impl("reduce")
def _reduce_generic(input, axis, combine_fn, keep_dims=False):
    """``tl.reduce`` with any associative @jit combine function, applied to whole halves at a time
    (log2(n) calls, each over all pairs)."""
    single = not isinstance(input, tuple)
    xs = [_to_t(v) for v in ((input,) if single else input)]
    if _u(axis) is None:
        xs = [tensor(x.data.reshape(-1), x.dtype) for x in xs]
        ax, orig = 0, None
    else:
        ax = orig = _axis_arg(axis, xs[0].data.ndim)
    cur = [np.moveaxis(x.data, ax, -1) for x in xs]
    dts = [x.dtype for x in xs]
    while cur[0].shape[-1] > 1:
        n = cur[0].shape[-1]
        h = n // 2
        left = [tensor(c[..., 0:2 * h:2], dt) for c, dt in zip(cur, dts)]
        right = [tensor(c[..., 1:2 * h:2], dt) for c, dt in zip(cur, dts)]
        res = _combine_results(combine_fn(*left, *right), len(cur))
        nxt = [np.broadcast_to(r.data, left[0].shape) for r in res]
        dts = [r.dtype for r in res]
        if n % 2:
            nxt = [np.concatenate([a, c[..., -1:].astype(a.dtype)], axis=-1) for a, c in zip(nxt, cur)]
        cur = nxt
    outs = [_T(_keep(c[..., 0], x, orig, keep_dims), dt) for c, x, dt in zip(cur, xs, dts)]
    return outs[0] if single else tuple(outs)


@_impl("associative_scan")
def _associative_scan(input, axis, combine_fn, reverse=False):
    """``tl.associative_scan`` with any associative @jit combine function (inclusive, in log2(n)
    steps of doubling distance)."""
    single = not isinstance(input, tuple)
    xs = [_to_t(v) for v in ((input,) if single else input)]
    ax = _axis_arg(axis, xs[0].data.ndim)
    cur = [np.moveaxis(x.data, ax, -1) for x in xs]
    if _u(reverse):
        cur = [np.flip(c, -1) for c in cur]
    dts = [x.dtype for x in xs]
    n = cur[0].shape[-1]
    d = 1
    while d < n:
        left = [tensor(c[..., :n - d], dt) for c, dt in zip(cur, dts)]
        right = [tensor(c[..., d:], dt) for c, dt in zip(cur, dts)]
        res = _combine_results(combine_fn(*left, *right), len(cur))
        cur = [np.concatenate([c[..., :d].astype(r.data.dtype), np.broadcast_to(r.data, right[0].shape)], axis=-1)
               for c, r in zip(cur, res)]
        dts = [r.dtype for r in res]
        d *= 2
    if _u(reverse):
        cur = [np.flip(c, -1) for c in cur]
    outs = [_T(np.moveaxis(c, -1, ax), dt) for c, dt in zip(cur, dts)]
    return outs[0] if single else tuple(outs)


# -- dot -----------------------------------------------------------------------------------------

@_impl("dot")
def _dot(input, other, acc=None, input_precision=None, allow_tf32=None, max_num_imprecise_acc=None,
         out_dtype=None):
    # out_dtype names the result type of f16 and fp8 operands only (ints accumulate in int32,
    # f32 and bf16 in f32, as compiled and as upstream)
    x, y = _to_t(input), _to_t(other)
    nd = x.data.ndim
    if nd < 2 or y.data.ndim != nd or x.shape[-1] != y.shape[-2] or x.shape[:-2] != y.shape[:-2]:
        raise ValueError(f"tl.dot needs [M, K] and [K, N] tiles (or batches of them: [..., M, K], [..., K, N]), "
                         f"got {list(x.shape)} and {list(y.shape)}")
    prec = _u(input_precision)
    if prec not in (None, "tf32", "tf32x3", "ieee"):
        raise ValueError(f"tl.dot: input_precision must be 'tf32', 'tf32x3' or 'ieee', got {prec!r}")
    sx, sy = x.dtype, y.dtype
    natural = (_D.float64 if sx.is_fp64() else _D.float32) if sx.is_floating() else _D.int32
    od = _u(out_dtype)
    od = _as_dtype(od) if od is not None else None
    acc = _u(acc)
    given = _to_t(acc) if acc is not None else None
    if od is not None and given is not None and given.dtype != od:
        raise TypeError(f"tl.dot: acc is {_full_name(given.dtype.name)} but out_dtype is {_full_name(od.name)}")
    narrow = od if od is not None and od != natural and (sx == _D.float16 or sx.name in _FP8) else None
    shape = tuple(x.shape[:-1]) + (y.shape[-1],)
    if given is None:
        a = _full(shape, 0, natural)
    else:
        a = _cast(given, natural) if narrow is not None or given.dtype != natural else given
    if a.shape != shape:
        raise ValueError(f"tl.dot accumulator shape mismatch: {list(a.shape)} for a {list(shape)} product")
    s = a.dtype
    if s.is_floating():
        wide = np.float64 if s.is_fp64() else np.float32
        xd = _convert(x.data, sx, _D.float16) if sx.name in _FP8 else x.data
        yd = _convert(y.data, sy, _D.float16) if sy.name in _FP8 else y.data
        prod = np.matmul(xd.astype(wide), yd.astype(wide))
        r = _round(a.data.astype(wide) + prod, s)
    else:
        xd, yd = _convert(x.data, sx, s), _convert(y.data, sy, s)
        with np.errstate(all="ignore"):
            r = a.data + np.matmul(xd, yd)
    d = _T(r, s)
    return _cast(d, narrow) if narrow is not None else d


# -- hints, debugging, iterators ----------------------------------------------------------------

def _passthrough(input, values):
    return input


for _n in ("multiple_of", "max_contiguous", "max_constancy"):
    _IMPLS[_n] = _passthrough


@_impl("assume")
def _assume(cond):
    return None


@_impl("debug_barrier")
def _debug_barrier():
    return None  # programs run one after another: nothing to wait for


@_impl("static_assert")
def _static_assert(cond, msg=""):
    cond = _u(cond)
    if isinstance(cond, tensor):
        raise TypeError("static_assert needs a constexpr condition, got a tensor")
    if not cond:
        m = _u(msg)
        _fail_static("static_assert failed", str(m) if m else "")


def _fail_static(what, msg):
    tail = f": {msg}" if msg else ""
    raise StaticAssertionError(f"{what} in kernel '{_kernel_name()}' at {_location()}{tail}")


@_impl("static_print")
def _static_print(*values, sep=" ", end="\n", file=None, flush=False):
    print(*[_u(v) for v in values], sep=sep, end=end, file=file, flush=flush)


def _kernel_name():
    st = _STATE.launch
    return st.name if st is not None else "?"


def _fail_assert(msg):
    where = _location()
    name = _kernel_name()
    tail = f": {msg}" if msg else ""
    raise DeviceAssertionError(f"device assertion failed in kernel '{name}' at {where}{tail}")


@_impl("device_assert")
def _device_assert(cond, msg="", mask=None):
    cond, msg = _u(cond), _u(msg)
    if not isinstance(cond, tensor):
        if not cond:  # a constexpr condition is checked always, as at compile time
            _fail_static("assertion failed", msg if isinstance(msg, str) else "")
        return None
    st = _STATE.launch
    if st is None or not st.debug:
        return None
    c = _to_bool(cond).data
    mask = _u(mask)
    if mask is not None:  # masked-off elements pass
        m = _to_bool(_to_t(mask)).data
        shape = np.broadcast_shapes(c.shape, m.shape)
        c = np.broadcast_to(c, shape) | ~np.broadcast_to(m, shape)
    if not np.all(c):
        _fail_assert(msg if isinstance(msg, str) else "")
    return None


def _print_prefix(prefix, n):
    # upstream's normalisation: a trailing ": " when there are values, a leading space
    if n and not prefix.endswith(" "):
        prefix += " "
    if n and not prefix.endswith(": "):
        prefix = prefix[:-1] + ": "
    if len(prefix) > 2 and not prefix.startswith(" "):
        prefix = " " + prefix
    return prefix


def _hex_formatter(dt):
    def fmt(v):
        if dt.is_floating():
            v = np.array(v, dtype=_NP[dt.name])
            v = int(_to_mem(v, dt).view(f"uint{_py.max(8, dt.primitive_bitwidth)}"))
        else:
            v = int(v)
            if v < 0:
                v &= (1 << _bits(dt)) - 1
        return f"0x{v:02x}"
    return fmt


@_impl("device_print")
def _device_print(prefix, *args, hex=False):
    prefix = _u(prefix)
    if not isinstance(prefix, str):
        raise TypeError(f"tl.device_print: the prefix must be a string, got {prefix!r}")
    vals = [_to_t(a) for a in args]
    prefix = _print_prefix(prefix, len(vals))
    st = _launch()
    head = "({}, {}, {})".format(*st.pid)
    if prefix:
        head += f" {prefix}"
    for v in vals:
        data = np.atleast_1d(v.data)
        if _u(hex):
            with np.printoptions(formatter={"all": _hex_formatter(v.dtype)}):
                text = str(data)
        else:
            text = str(data)
        print(f"{head} {text}")


def _int_bound(v):
    v = _u(v)
    if isinstance(v, tensor):
        if v.data.ndim or not v.dtype.is_int():
            raise TypeError(f"range() bounds must be integer scalars, got a {v.dtype} tensor of shape {v.shape}")
        return int(v.data)
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
        raise TypeError(f"range() bounds must be integer scalars, got {v!r}")
    return int(v)


@_impl("range")
def _range(arg1, arg2=None, step=None, num_stages=None, loop_unroll_factor=None, disallow_acc_multi_buffer=False,
           flatten=False, warp_specialize=False, disable_licm=False):
    start, end = (0, arg1) if _u(arg2) is None else (arg1, arg2)
    step = 1 if _u(step) is None else step
    return range(_int_bound(start), _int_bound(end), _int_bound(step))


@_impl("static_range")
def _static_range(arg1, arg2=None, step=None):
    return _range(arg1, arg2, step)


# -- libdevice -----------------------------------------------------------------------------------

def _libdevice_float(name, fn):
    def f(arg0):
        x = _to_t(arg0)
        if not x.dtype.is_floating() or x.dtype.name in _FP8:
            raise TypeError(f"libdevice.{name} expects a float16/bfloat16/float32/float64 argument, got {x.dtype}")
        return _compute(x, fn)
    f.__name__ = name
    return f


def _libdevice_float2(name, fn):
    def f(arg0, arg1):
        a, b = _u(arg0), _u(arg1)
        dt = _promote(a, b)
        if not dt.is_floating():
            raise TypeError(f"libdevice.{name} expects floating-point arguments, got {dt}")
        x, y = _typed(a, dt), _typed(b, dt)
        wide = np.float32 if x.dtype == np.float16 else x.dtype
        with np.errstate(all="ignore"):
            r = fn(x.astype(wide), y.astype(wide))
        return _T(_round(r, dt), dt)
    f.__name__ = name
    return f


def _vectorize(pyfn):
    uf = np.frompyfunc(pyfn, 1, 1)
    return lambda a: uf(a).astype(a.dtype)


def _c_round(a):
    t = np.trunc(a)
    return np.where(np.abs(a - t) >= 0.5, t + np.sign(a), t)


def _gamma(v):
    """C's tgamma: poles at zero are signed infinities, at negative integers NaN."""
    try:
        return math.gamma(v)
    except OverflowError:
        return math.inf
    except ValueError:
        return math.copysign(math.inf, v) if v == 0 else math.nan


_LIB1 = {
    "acos": np.arccos, "acosh": np.arccosh, "asin": np.arcsin, "asinh": np.arcsinh, "atan": np.arctan,
    "atanh": np.arctanh, "cosh": np.cosh, "sinh": np.sinh, "tan": np.tan, "expm1": np.expm1, "log1p": np.log1p,
    "log10": np.log10, "exp10": lambda a: np.power(np.asarray(10, dtype=a.dtype), a), "erfinv": _torch_fn("erfinv"),
    "erfc": _torch_fn("erfc"), "lgamma": _torch_fn("gammaln"), "tgamma": _vectorize(_gamma),
    "rint": np.rint, "round": _c_round, "trunc": np.trunc, "nearbyint": np.rint, "cbrt": np.cbrt,
    "rcbrt": lambda a: np.ones((), dtype=a.dtype) / np.cbrt(a), "fast_expf": np.exp, "fast_logf": np.log,
    "fast_tanhf": np.tanh, "j0": _torch_fn("bessel_j0"), "j1": _torch_fn("bessel_j1"),
    "y0": _torch_fn("bessel_y0"), "y1": _torch_fn("bessel_y1"),
}
_LIB2 = {
    "pow": np.power, "atan2": np.arctan2, "fmod": np.fmod, "hypot": np.hypot, "copysign": np.copysign,
    "nextafter": np.nextafter, "fmin": np.fmin, "fmax": np.fmax,
    "fdim": lambda a, b: np.where(a > b, a - b, np.zeros((), dtype=a.dtype)),
    "remainder": lambda a, b: np.frompyfunc(math.remainder, 2, 1)(a, b).astype(a.dtype),
    "fast_dividef": np.true_divide,
}
for _n, _f in _LIB1.items():
    _IMPLS[f"libdevice.{_n}"] = _libdevice_float(_n, _f)
for _n, _f in _LIB2.items():
    _IMPLS[f"libdevice.{_n}"] = _libdevice_float2(_n, _f)


def _float_arg(v, name):
    x = _to_t(v)
    if not x.dtype.is_floating() or x.dtype.name in _FP8:
        raise TypeError(f"libdevice.{name} expects a floating-point argument, got {x.dtype}")
    return x


def _int_arg_t(v, name):
    x = _to_t(v)
    if x.dtype.is_ptr() or not x.dtype.is_int() or x.dtype.is_bool():
        raise TypeError(f"libdevice.{name} expects an integer argument, got {x.dtype}")
    return x


def _pred(name, fn):
    def f(arg0):
        x = _float_arg(arg0, name)
        return _T(fn(x.data).astype(np.int32), _D.int32)
    f.__name__ = name
    return f


_IMPLS["tuple"] = tuple
_IMPLS["libdevice.isnan"] = _pred("isnan", np.isnan)
_IMPLS["libdevice.isinf"] = _pred("isinf", np.isinf)
_IMPLS["libdevice.isfinited"] = _pred("isfinited", np.isfinite)
_IMPLS["libdevice.signbit"] = _pred("signbit", np.signbit)


@_impl("libdevice.ilogb")
def _ilogb(arg0):
    x = _float_arg(arg0, "ilogb")
    with np.errstate(all="ignore"):
        _, e = np.frexp(x.data.astype(np.float64))
    r = np.where(x.data == 0, np.int32(-2147483648), np.where(np.isnan(x.data) | np.isinf(x.data), np.int32(2147483647),
                                                              e - 1))
    return _T(r.astype(np.int32), _D.int32)


@_impl("libdevice.ldexp")
def _ldexp(arg0, arg1):
    x = _float_arg(arg0, "ldexp")
    e = _typed(_u(arg1), _D.int32)
    with np.errstate(all="ignore"):
        r = np.ldexp(x.data.astype(np.float32) if x.data.dtype == np.float16 else x.data, e)
    return _T(_round(r, x.dtype), x.dtype)


@_impl("libdevice.float_as_int")
def _float_as_int(arg0):
    x = _to_t(arg0)
    if not x.dtype.is_fp32():
        raise TypeError(f"libdevice.float_as_int expects a float32 argument, got {x.dtype}")
    return _T(x.data.view(np.int32), _D.int32)


@_impl("libdevice.int_as_float")
def _int_as_float(arg0):
    x = _to_t(arg0)
    if x.dtype.name not in ("int32", "uint32"):
        raise TypeError(f"libdevice.int_as_float expects a 32-bit integer argument, got {x.dtype}")
    return _T(x.data.view(np.float32), _D.float32)


def _unsigned_bits(x):
    w = x.dtype.int_bitwidth
    return x.data.astype(np.dtype(f"uint{w}"), copy=False).view(np.dtype(f"uint{w}")), w


@_impl("libdevice.popc")
def _popc(arg0):
    x = _int_arg_t(arg0, "popc")
    u, w = _unsigned_bits(x)
    return _T(np.bitwise_count(u).astype(np.int32), _D.int32)


@_impl("libdevice.clz")
def _clz(arg0):
    x = _int_arg_t(arg0, "clz")
    u, w = _unsigned_bits(x)
    u64 = u.astype(np.uint64)
    n = np.zeros(u64.shape, dtype=np.int32)
    for s in range(w):  # number of significant bits
        n += ((u64 >> np.uint64(s)) != 0).astype(np.int32)
    return _T((w - n).astype(np.int32), _D.int32)


@_impl("libdevice.ffs")
def _ffs(arg0):
    x = _int_arg_t(arg0, "ffs")
    u, w = _unsigned_bits(x)
    u64 = u.astype(np.uint64)
    low = u64 & (~u64 + np.uint64(1))  # the lowest set bit
    r = np.where(u64 == 0, 0, np.log2(np.where(low == 0, 1, low).astype(np.float64)).astype(np.int32) + 1)
    return _T(r.astype(np.int32), _D.int32)


@_impl("libdevice.brev")
def _brev(arg0):
    x = _int_arg_t(arg0, "brev")
    u, w = _unsigned_bits(x)
    u64 = u.astype(np.uint64)
    r = np.zeros(u64.shape, dtype=np.uint64)
    for s in range(w):
        r |= ((u64 >> np.uint64(s)) & np.uint64(1)) << np.uint64(w - 1 - s)
    return _T(r.astype(np.dtype(f"uint{w}")).view(_NP[x.dtype.name]), x.dtype)


@_impl("libdevice.mulhi")
def _mulhi(arg0, arg1):
    a, b = _u(arg0), _u(arg1)
    dt = _promote(a, b)
    if not dt.is_int() or dt.int_bitwidth not in (32, 64):
        raise TypeError(f"libdevice.mulhi expects 32- or 64-bit integers, got {dt}")
    x, y = _typed(a, dt), _typed(b, dt)
    w = dt.int_bitwidth
    if w == 32:
        wide = np.int64 if dt.is_int_signed() else np.uint64
        r = (x.astype(wide) * y.astype(wide)) >> np.asarray(32, dtype=wide)
        return _T(r.astype(_NP[dt.name]), dt)
    hi = np.frompyfunc(lambda p, q: (int(p) * int(q)) >> 64, 2, 1)(x, y)
    return _T(np.vectorize(lambda v: _py_const(v, dt), otypes=[_NP[dt.name]])(hi), dt)


def _unsupported(name):
    def f(*args, **kwargs):
        raise NotImplementedError(f"tl.{name} is not supported by the interpreter (TRITON_INTERPRET=1)")
    f.__name__ = name
    f.__triton_interpreted__ = True
    return f


# ---------------------------------------------------------------------------------------------
# Python-level constructs the compiled front end gives tensor meaning to
# ---------------------------------------------------------------------------------------------

def _kernel_and(a, rest):
    a = _u(a)
    if isinstance(a, tensor):
        return _binop("and", _to_bool(a), _to_bool(_to_t(rest())))
    if not a:
        return a
    b = _u(rest())
    return _to_bool(b) if isinstance(b, tensor) else b


def _kernel_or(a, rest):
    a = _u(a)
    if isinstance(a, tensor):
        return _binop("or", _to_bool(a), _to_bool(_to_t(rest())))
    if a:
        return a
    b = _u(rest())
    return _to_bool(b) if isinstance(b, tensor) else b


def _kernel_not(a):
    a = _u(a)
    if isinstance(a, tensor):
        b = _to_bool(a)
        return tensor(np.logical_not(b.data), _D.int1)
    return not a


def _kernel_ifexp(c, body, orelse):
    c = _u(c)
    if isinstance(c, tensor):
        return _where(c, body(), orelse())  # evaluated on both sides, as a select
    return body() if c else orelse()


def _kernel_assert(cond, msg):
    cond = _u(cond)
    if not isinstance(cond, tensor):
        if not cond:
            m = msg() if callable(msg) else msg
            _fail_static("static assertion failed", repr(m) if m is not None else "")
        return
    st = _STATE.launch
    if st is None or not st.debug:
        return
    if not np.all(_to_bool(cond).data):
        m = msg() if callable(msg) else msg
        _fail_assert(_u(m) if isinstance(_u(m), str) else "")


def _minmax_builtin(name, pyfn):
    def f(*args, **kwargs):
        vals = args[0] if len(args) == 1 and isinstance(args[0], tuple) else args
        if kwargs or not any(isinstance(_u(v), tensor) for v in vals):
            return pyfn(*args, **kwargs)
        acc = vals[0]
        for v in vals[1:]:
            acc = _minmax(name, acc, v, None)
        return acc
    f.__name__ = pyfn.__name__
    return f


def _cast_builtin(pyfn, dt):
    def f(*args, **kwargs):
        if len(args) == 1 and not kwargs and isinstance(_u(args[0]), tensor):
            return _cast(args[0], dt)
        return pyfn(*args, **kwargs)
    f.__name__ = pyfn.__name__
    return f


_KERNEL_NAMES = {
    "__tm_and__": _kernel_and, "__tm_or__": _kernel_or, "__tm_not__": _kernel_not, "__tm_ifexp__": _kernel_ifexp,
    "__tm_assert__": _kernel_assert,
}
# Python builtins that the compiled targets apply elementwise to tensors.
_PY_BUILTINS = {
    "min": _minmax_builtin("min", _py.min), "max": _minmax_builtin("max", _py.max),
    "float": _cast_builtin(_py.float, _D.float32), "int": _cast_builtin(_py.int, _D.int32),
    "bool": _cast_builtin(_py.bool, _D.int1),
}


# ---------------------------------------------------------------------------------------------
# what kernels see: rewritten globals, module views
# ---------------------------------------------------------------------------------------------

class _ModuleView:
    """A module as kernels see it during a launch: builtins bound to their implementations,
    @jit functions as device functions, constexprs as plain values."""

    def __init__(self, module, launch):
        object.__setattr__(self, "_ModuleView__module", module)
        object.__setattr__(self, "_ModuleView__launch", launch)

    def __getattr__(self, name):
        v = _resolve(getattr(self.__module, name), self.__launch)
        object.__setattr__(self, name, v)  # later lookups skip __getattr__
        return v

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot set attributes of module {self.__module.__name__} inside a kernel")

    def __repr__(self):
        return f"<module {self.__module.__name__!r} as seen by interpreted kernels>"


def _resolve(v, launch):
    """The value kernels see for a global (or module attribute, or closure cell) ``v``."""
    if isinstance(v, _core.constexpr):
        return _const_value(v)
    if isinstance(v, types.ModuleType):
        key = id(v)
        hit = launch.resolved.get(key)
        if hit is None:
            hit = launch.resolved[key] = (v, _ModuleView(v, launch))
        return hit[1]
    if isinstance(v, _jit.JITFunction):
        return _device_view(v)
    if v is _core.tensor:
        return tensor
    if callable(v):
        try:
            name = getattr(v, "__triton_builtin__", None)
        except Exception:  # an object whose __getattr__ refuses: not a builtin
            name = None
        if isinstance(name, str):
            return _IMPLS.get(name) or _unsupported(name)
    return v


_DEVICE_VIEWS = {}


def _device_view(jf):
    """A compiled-mode @jit function reached from an interpreted kernel runs interpreted too."""
    f = _DEVICE_VIEWS.get(jf)
    if f is None:
        f = _DEVICE_VIEWS[jf] = InterpretedFunction(jf.fn, debug=jf.debug)
    return f


def _kernel_globals(fn_globals, launch):
    g = launch.globals.get(id(fn_globals))
    if g is None:
        g = {}
        for k, v in fn_globals.items():
            g[k] = _resolve(v, launch) if not k.startswith("__") else v
        for k, v in _PY_BUILTINS.items():
            if k not in fn_globals:
                g[k] = v
        g.update(_KERNEL_NAMES)
        launch.globals[id(fn_globals)] = g
    return g


# ---------------------------------------------------------------------------------------------
# source rewriting
# ---------------------------------------------------------------------------------------------

def _lambda(body):
    args = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])
    return ast.copy_location(ast.Lambda(args=args, body=body), body)


def _call(name, args, like):
    return ast.copy_location(ast.Call(func=ast.copy_location(ast.Name(id=name, ctx=ast.Load()), like), args=args,
                                      keywords=[]), like)


class _Rewriter(ast.NodeTransformer):
    """``and``/``or``/``not``/``x if c else y`` on tensors work elementwise, and ``assert`` is a
    device assertion (checked under debug), as in compiled kernels."""

    def visit_BoolOp(self, node):
        self.generic_visit(node)
        name = "__tm_and__" if isinstance(node.op, ast.And) else "__tm_or__"
        expr = node.values[0]
        for v in node.values[1:]:
            expr = _call(name, [expr, _lambda(v)], node)
        return expr

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Not):
            return _call("__tm_not__", [node.operand], node)
        return node

    def visit_IfExp(self, node):
        self.generic_visit(node)
        return _call("__tm_ifexp__", [node.test, _lambda(node.body), _lambda(node.orelse)], node)

    def visit_Assert(self, node):
        self.generic_visit(node)
        msg = node.msg if node.msg is not None else ast.copy_location(ast.Constant(value=None), node)
        if not isinstance(msg, ast.Constant):
            msg = _lambda(msg)
        return ast.copy_location(ast.Expr(value=_call("__tm_assert__", [node.test, msg], node)), node)


def _rewrite(fn):
    """``fn``'s code compiled again from its source with ``_Rewriter`` applied (same file, lines
    and columns, so tracebacks and pdb show the kernel's own source); None without source."""
    try:
        lines, start = inspect.getsourcelines(fn)
    except (OSError, TypeError):
        return None
    first = lines[0]
    pad = first[:len(first) - len(first.lstrip())]
    freevars = fn.__code__.co_freevars
    pre, post = [], []
    if pad:
        if freevars:  # a nested function: its free variables become the wrapper's parameters
            pre = [f"def __tm_outer__({', '.join(freevars)}):\n"]
            post = [f"{pad}return {fn.__name__}\n"]
        else:
            pre = ["if 1:\n"]
    try:
        tree = ast.parse("".join(pre + lines + post))
    except SyntaxError:
        return None
    ast.increment_lineno(tree, start - 1 - len(pre))
    fdef = None
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == fn.__name__:
            fdef = node
            break
    if fdef is None:
        return None
    fdef.decorator_list = []
    # annotations and defaults would be evaluated by the def below, away from the kernel's
    # globals; the function keeps the original's defaults instead
    fdef.returns = None
    a = fdef.args
    for arg in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg]:
        if arg is not None:
            arg.annotation = None
    a.defaults = [ast.Constant(value=None) for _ in a.defaults]
    a.kw_defaults = [None if d is None else ast.Constant(value=None) for d in a.kw_defaults]
    _Rewriter().visit(fdef)
    ast.fix_missing_locations(tree)
    code = compile(tree, fn.__code__.co_filename, "exec", dont_inherit=True)
    ns = {"__builtins__": _py}
    exec(code, ns)
    if pre and freevars:
        new = ns["__tm_outer__"](*([None] * len(freevars)))
    else:
        new = ns[fn.__name__]
    if not set(new.__code__.co_freevars) <= set(freevars):
        return None
    return new.__code__


# ---------------------------------------------------------------------------------------------
# InterpretedFunction
# ---------------------------------------------------------------------------------------------

_MAX_GRID = (1 << 31) - 1


class InterpretedFunction(_jit.KernelInterface):
    """What ``@triton.jit`` returns under ``TRITON_INTERPRET=1``: ``fn[grid](*args)`` runs the
    kernel's Python body once per program; calling it from a kernel runs it as a device function."""

    _interpreted = True

    def __init__(self, fn, version=None, do_not_specialize=None, do_not_specialize_on_alignment=None,
                 debug=None, noinline=None, repr=None, launch_metadata=None):
        names = _jit._init_jit_attributes(self, fn, version, debug, noinline, repr, launch_metadata)
        nospec = {names[s] if isinstance(s, int) else s for s in (do_not_specialize or ())}
        self.do_not_specialize = sorted(nospec)
        params = self.signature.parameters.values()
        self.params = [_jit.KernelParam(i, p, p.name in nospec) for i, p in enumerate(params)]
        self.constexprs = [p.num for p in self.params if p.is_constexpr]
        self._index = {name: i for i, name in enumerate(names)}
        self._defaults = [p.default for p in self.params]
        self._required = [p.num for p in self.params if p.default is _jit._MISSING]
        self._nparams = len(names)
        self._dflt_opts = (4, 3, 1, self._default_debug(), None, _jit._default_fp_fusion())
        self._pre_run_hooks = []
        self._code_cache = None
        self.__globals__ = fn.__globals__

    _bind = _jit.JITFunction._bind
    _default_debug = _jit.JITFunction._default_debug

    @property
    def src(self):
        return inspect.getsource(self.fn)

    def __repr__(self):
        return f"InterpretedFunction({self.module}:{self.fn.__qualname__})"

    def add_pre_run_hook(self, hook):
        if not callable(hook):
            raise TypeError("a pre-run hook must be callable")
        self._pre_run_hooks.append(hook)

    def warmup(self, *args, grid=None, **kwargs):
        """Nothing to compile under the interpreter: returns None, as upstream's."""
        return None

    def _code(self):
        if self._code_cache is None:
            code = _rewrite(self.fn) or self.fn.__code__
            _KERNEL_CODES.add(code)
            self._code_cache = code
        return self._code_cache

    def _bound(self, launch):
        """The function, with globals and closure as kernels see them in ``launch``."""
        f = launch.funcs.get(self)
        if f is None:
            fn = self.fn
            code = self._code()
            cells = {}
            if fn.__closure__:
                for name, cell in zip(fn.__code__.co_freevars, fn.__closure__):
                    try:
                        cells[name] = types.CellType(_resolve(cell.cell_contents, launch))
                    except ValueError:  # an empty cell
                        cells[name] = types.CellType()
            closure = tuple(cells[n] for n in code.co_freevars) or None
            defaults = tuple(_u(d) for d in fn.__defaults__) if fn.__defaults__ else None
            f = types.FunctionType(code, _kernel_globals(fn.__globals__, launch), fn.__name__, defaults, closure)
            f.__kwdefaults__ = fn.__kwdefaults__
            launch.funcs[self] = f
        return f

    def __call__(self, *args, **kwargs):
        launch = _STATE.launch
        if launch is not None:
            return self._bound(launch)(*args, **kwargs)
        # called from plain Python: a device function run on its own
        launch = _STATE.launch = _Launch(self.fn.__name__, (1, 1, 1), self._default_debug(), _Memory())
        try:
            with np.errstate(all="ignore"):
                return self._bound(launch)(*args, **kwargs)
        except InterpreterError:
            raise
        except Exception as e:
            if _jit._env_flag("TRITON_FRONT_END_DEBUGGING"):
                raise
            raise _wrap(e, self.fn.__name__) from e
        finally:
            _STATE.launch = None

    def run(self, *args, grid, warmup=False, **kwargs):
        if warmup:
            return None
        if kwargs or len(args) != self._nparams:
            if len(args) > self._nparams:
                raise TypeError(f"{self.__name__}() takes {self._nparams} arguments but {len(args)} were given")
            vals, opts = self._bind(args, kwargs)
        else:
            vals, opts = list(args), self._dflt_opts
        if callable(grid):
            grid = grid({n: _u(v) for n, v in zip(self.arg_names, vals)})
        n = len(grid)
        if not 1 <= n <= 3:
            raise ValueError(f"grid must have 1 to 3 dimensions, got {grid!r}")
        g = tuple(int(d) for d in grid) + (1,) * (3 - n)
        for axis, d in enumerate(g):
            if not 0 <= d <= _MAX_GRID:
                raise ValueError(f"grid {tuple(grid)!r}: axis {axis} has {d} programs; the interpreter allows 0 "
                                 f"to {_MAX_GRID} per axis")
        host, copies = _to_host(vals)
        if self._pre_run_hooks:
            # as the compiled path calls them (positional and keyword arguments as given), on the
            # host copies, as upstream's interpreter
            na = len(args)
            named = {k: host[self._index[k]] for k in kwargs if k in self._index}
            for hook in self._pre_run_hooks:
                hook(*host[:na], **named)
        hooked = _jit._launch_hooked()
        if hooked:
            md = _jit._launch_metadata(self, self.fn.__name__, None, None, g, None, vals)
            knobs.runtime.launch_enter_hook(md)
        try:
            kargs, memory = self._kernel_args(host)
            self._execute(kargs, memory, g, opts[3])
            if hooked:
                knobs.runtime.launch_exit_hook(md)
        finally:
            for dev, hst in copies:
                dev.copy_(hst)
        return None

    def _kernel_args(self, vals):
        memory = _Memory()
        out = []
        for p, v in zip(self.params, vals):
            if p.is_constexpr:
                _jit._constexpr_key(v, p.name)  # the compiled path's check of what a constexpr may be
                out.append(_const_value(v))
                continue
            out.append(_arg_value(v, p, memory))
        return out, memory

    def _execute(self, kargs, memory, grid, debug):
        if 0 in grid:
            return
        launch = _Launch(self.fn.__name__, grid, bool(debug), memory)
        prev = _STATE.launch
        _STATE.launch = launch
        try:
            f = self._bound(launch)
            with np.errstate(all="ignore"):
                for z in range(grid[2]):
                    for y in range(grid[1]):
                        for x in range(grid[0]):
                            launch.pid = (x, y, z)
                            f(*kargs)
        except InterpreterError:
            raise
        except Exception as e:
            import bdb
            if isinstance(e, bdb.BdbQuit) or _jit._env_flag("TRITON_FRONT_END_DEBUGGING"):
                raise
            raise _wrap(e, self.fn.__name__) from e
        finally:
            _STATE.launch = prev


def _tensor_dtype(v, name):
    """The ``tl`` element type of a tensor argument (TensorWrapper: its reinterpreted type)."""
    if isinstance(v, _jit.TensorWrapper):
        return _as_dtype(v.dtype, f"argument '{name}'")
    return _torch_to_tl(v.dtype, f"argument '{name}'")


def _arg_value(v, p, memory):
    name = p.name
    if v is None:
        return None
    if hasattr(v, "data_ptr"):
        if isinstance(v, _jit.MockTensor):
            raise TypeError(f"argument '{name}': a MockTensor stands in for a tensor only in warmup()")
        dt = _tensor_dtype(v, name)
        base = v.base if isinstance(v, _jit.TensorWrapper) else v
        origin = memory.add(base, name)
        return tensor(np.array(base.data_ptr(), dtype=np.int64), _core.pointer_type(dt), origin)
    if isinstance(v, _core.constexpr):
        raise TypeError(f"argument '{name}' is a tl.constexpr value but the parameter is not annotated "
                        "`: tl.constexpr`")
    t = type(v)
    if t.__name__ == "TensorDescriptor":
        base = _arg_value(v.base, p, memory)
        return _TensorDescriptor(base, list(v.shape), list(v.strides), [0] * len(v.block_shape), v.block_shape,
                                 padding=v.padding)
    if t.__name__ == "TmaDescKernelParam":
        raise TypeError(f"argument '{name}': descriptors from create_{{1,2,3}}d_tma_descriptor hold raw addresses, "
                        "which the interpreter cannot read; pass a TensorDescriptor or the tensor")
    if t.__module__ == "torch" and t.__name__ == "dtype":
        raise TypeError(f"argument '{name}': a torch dtype stands in for a tensor only in warmup()")
    if isinstance(v, (bool, np.bool_)):
        return tensor(np.array(bool(v)), _D.int1)
    if isinstance(v, (int, np.integer)) or (hasattr(v, "__index__") and "int" in str(getattr(v, "dtype", ""))):
        iv = int(v.__index__())
        k = _jit._int_key(iv, name, True, p.int_dtype)
        dt = _IR_TO_DTYPE[k[1]]
        return tensor(np.array(iv, dtype=_NP[dt.name]), dt)
    if isinstance(v, (float, np.floating)) or (hasattr(v, "__float__") and "float" in str(getattr(v, "dtype", ""))):
        return tensor(np.array(float(v), dtype=np.float32), _D.float32)
    if isinstance(v, tuple):  # tuple arguments (torch.Size too): item by item, constexpr items as values
        items = [x.value if isinstance(x, _core.constexpr) else _arg_value(x, p, memory) for x in v]
        return type(v)._make(items) if hasattr(type(v), "_make") else tuple(items)
    raise TypeError(f"argument '{name}' has unsupported type {t.__module__}.{t.__qualname__}: expected a "
                    "tensor, int, float, bool or None")


def _to_host(vals):
    """Tensor arguments on a device replaced by CPU tensors over copies of their storages (one
    copy per storage, shared by every argument and descriptor over it); returns (values,
    [(device storage, host storage)])."""
    storages = {}

    def host_of(v):
        base = v.base if isinstance(v, _jit.TensorWrapper) else v
        if not (hasattr(base, "data_ptr") and hasattr(base, "untyped_storage")) or isinstance(base, _jit.MockTensor):
            return v
        if base.device.type == "cpu":
            return v
        torch = _torch()
        st = base.untyped_storage()
        key = (base.device, st.data_ptr())
        if key not in storages:
            storages[key] = (st, st.cpu())
        host = torch.empty(0, dtype=base.dtype, device="cpu").set_(storages[key][1], base.storage_offset(), base.size(),
                                                     base.stride())
        return _jit.TensorWrapper(host, v.dtype) if isinstance(v, _jit.TensorWrapper) else host

    def host_value(v):
        if type(v).__name__ == "TensorDescriptor":
            return type(v)(host_of(v.base), v.shape, v.strides, v.block_shape, v.padding)
        if isinstance(v, tuple) and type(v).__module__ != "torch":  # tuple arguments, item by item
            items = [host_value(x) for x in v]
            return type(v)._make(items) if hasattr(type(v), "_make") else tuple(items)
        return host_of(v)

    return [host_value(v) for v in vals], list(storages.values())


# Tensor methods: the names the compiled front end accepts on tensors.
def _method(impl):
    def m(self, *args, **kwargs):
        return impl(self, *args, **kwargs)
    m.__name__ = impl.__name__
    return m


for _n in ("sum", "max", "min", "argmax", "argmin", "reshape", "view", "broadcast_to", "expand_dims", "trans",
           "permute", "exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "abs", "xor_sum", "sigmoid",
           "floor", "ceil", "cumsum", "cumprod", "reduce_or"):
    setattr(tensor, _n, _method(_IMPLS[_n]))
tensor.to = _method(_cast)


def _jit_method(name):
    # tensor methods written as @jit functions (language/sorting.py, indexing.py), run interpreted
    def m(self, *args, **kwargs):
        return _device_view(_jit._tl_jit_methods()[name])(self, *args, **kwargs)
    m.__name__ = name
    return m


for _n in ("sort", "topk", "bitonic_merge", "gather"):  # the names of jit.py's _tl_jit_methods()
    setattr(tensor, _n, _jit_method(_n))
del _n, _f, _k, _op
