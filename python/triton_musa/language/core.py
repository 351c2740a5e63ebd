"""Types and builtin declarations of ``triton.language``.

Nothing here executes kernel code: a kernel's body is compiled by the Rust front end from its
AST. The objects in this module exist so that kernels can name them (``tl.float32``,
``tl.constexpr``, ``tl.load``) and so that the JIT can recognise them when they are imported
under other names (every builtin carries ``__triton_builtin__``).
"""
import builtins as _py
import functools as _functools

__all__ = []  # filled by _export


def _export(obj, name=None):
    __all__.append(name or obj.__name__)
    return obj


# ---------------------------------------------------------------------------------------------
# constexpr
# ---------------------------------------------------------------------------------------------

class constexpr:
    """A compile-time value. Use it as a parameter annotation (``BLOCK: tl.constexpr``) or to
    wrap a module-level constant (``BLOCK = tl.constexpr(128)``)."""

    __slots__ = ("value",)

    def __init__(self, value):
        while isinstance(value, constexpr):
            value = value.value
        self.value = value

    def __repr__(self):
        return f"constexpr[{self.value!r}]"

    def __hash__(self):
        return hash((constexpr, self.value))

    def __index__(self):
        return self.value.__index__()

    def __bool__(self):
        return _py.bool(self.value)

    def __int__(self):
        return _py.int(self.value)

    def __float__(self):
        return _py.float(self.value)

    def __call__(self, *args, **kwargs):
        return self.value(*args, **kwargs)

    @property
    def type(self):
        """The constexpr's type: ``constexpr_type(value)``."""
        return constexpr_type(self.value)

    def __getattr__(self, name):
        if name == "value":  # not yet set (during unpickling)
            raise AttributeError(name)
        return getattr(self.value, name)


class constexpr_type:
    """The type of a constexpr, which is its value: ``constexpr_type(5) == tl.constexpr(5).type``.
    Inside kernels, ``x.type`` of a constexpr is one too (and ``constexpr_type(v)`` makes one)."""

    __triton_builtin__ = "constexpr_type"
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = _unwrap(value)

    def __eq__(self, other):
        return isinstance(other, constexpr_type) and self.value == other.value

    def __hash__(self):
        return hash((constexpr_type, self.value))

    def __repr__(self):
        return f"constexpr_type[{self.value!r}]"


def _unwrap(x):
    return x.value if isinstance(x, constexpr) else x


def _binop(name, reflected=False):
    import operator
    op = getattr(operator, name)

    def method(self, other):
        a, b = self.value, _unwrap(other)
        return constexpr(op(b, a) if reflected else op(a, b))
    method.__name__ = f"__{'r' if reflected else ''}{name}__"
    return method


for _n in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "and_", "or_", "xor",
           "lshift", "rshift"):
    _dn = _n.rstrip("_")
    setattr(constexpr, f"__{_dn}__", _binop(_n))
    setattr(constexpr, f"__r{_dn}__", _binop(_n, reflected=True))
for _n in ("eq", "ne", "lt", "le", "gt", "ge"):
    setattr(constexpr, f"__{_n}__", _binop(_n))
constexpr.__neg__ = lambda self: constexpr(-self.value)
constexpr.__pos__ = lambda self: constexpr(+self.value)
constexpr.__invert__ = lambda self: constexpr(~self.value)
constexpr.__abs__ = lambda self: constexpr(_py.abs(self.value))
_export(constexpr)


class const:
    """Parameter annotation marking a pointer as read-only (``p: tl.const``): storing through it
    (or through pointers made from it) is a compile error."""

    __triton_builtin__ = "const"


_export(const)


# ---------------------------------------------------------------------------------------------
# dtypes
# ---------------------------------------------------------------------------------------------

class dtype:
    """A scalar element type. ``name`` follows upstream Triton (``int32``, ``fp32``, ...)."""

    SINT_TYPES = ("int8", "int16", "int32", "int64")
    UINT_TYPES = ("int1", "uint8", "uint16", "uint32", "uint64")
    FP8_TYPES = ("fp8e4b15", "fp8e4nv", "fp8e4b8", "fp8e5", "fp8e5b16")
    STANDARD_FP_TYPES = ("fp16", "bf16", "fp32", "fp64")
    FP_TYPES = FP8_TYPES + STANDARD_FP_TYPES
    OTHER_TYPES = ("void",)

    class KIND:
        BOOLEAN = 0
        INTEGRAL = 1
        FLOATING = 2

    _FP_INFO = {  # name: (bits, mantissa, exponent bias)
        "fp8e4b15": (8, 3, 15), "fp8e4nv": (8, 3, 7), "fp8e4b8": (8, 3, 8), "fp8e5": (8, 2, 15),
        "fp8e5b16": (8, 2, 16), "fp16": (16, 10, 15), "bf16": (16, 7, 127), "fp32": (32, 23, 127),
        "fp64": (64, 52, 1023),
    }

    def __init__(self, name):
        name = _unwrap(name)
        self.name = name
        if name in dtype.SINT_TYPES:
            self.int_signedness = "signed"
            self.int_bitwidth = _py.int(name[3:])
            self.primitive_bitwidth = self.int_bitwidth
        elif name in dtype.UINT_TYPES:
            self.int_signedness = "unsigned"
            self.int_bitwidth = _py.int(name[4:]) if name != "int1" else 1
            self.primitive_bitwidth = self.int_bitwidth
        elif name in dtype.FP_TYPES:
            bits, mant, bias = dtype._FP_INFO[name]
            self.primitive_bitwidth = bits
            self.fp_mantissa_width = mant
            self.exponent_bias = bias
        elif name == "void":
            self.primitive_bitwidth = 0
        elif not name.startswith("pointer<"):
            raise TypeError(f"unknown dtype {name!r}")

    # -- predicates -----------------------------------------------------------------------
    def is_fp8(self): return self.name in dtype.FP8_TYPES
    def is_fp8e4nv(self): return self.name == "fp8e4nv"
    def is_fp8e4b8(self): return self.name == "fp8e4b8"
    def is_fp8e4b15(self): return self.name == "fp8e4b15"
    def is_fp8e5(self): return self.name == "fp8e5"
    def is_fp8e5b16(self): return self.name == "fp8e5b16"
    def is_fp16(self): return self.name == "fp16"
    def is_bf16(self): return self.name == "bf16"
    def is_fp32(self): return self.name == "fp32"
    def is_fp64(self): return self.name == "fp64"
    def is_int1(self): return self.name == "int1"
    def is_int8(self): return self.name == "int8"
    def is_int16(self): return self.name == "int16"
    def is_int32(self): return self.name == "int32"
    def is_int64(self): return self.name == "int64"
    def is_uint8(self): return self.name == "uint8"
    def is_uint16(self): return self.name == "uint16"
    def is_uint32(self): return self.name == "uint32"
    def is_uint64(self): return self.name == "uint64"
    def is_floating(self): return self.name in dtype.FP_TYPES
    def is_standard_floating(self): return self.name in dtype.STANDARD_FP_TYPES
    def is_int_signed(self): return self.name in dtype.SINT_TYPES
    def is_int_unsigned(self): return self.name in dtype.UINT_TYPES
    def is_int(self): return self.name in dtype.SINT_TYPES + dtype.UINT_TYPES
    def is_bool(self): return self.is_int1()
    def is_void(self): return self.name == "void"
    def is_block(self): return False
    def is_ptr(self): return False
    def is_const(self): return False

    @staticmethod
    def is_dtype(type_str):
        return type_str in dtype.SINT_TYPES + dtype.UINT_TYPES + dtype.FP_TYPES + dtype.OTHER_TYPES

    def kind(self):
        if self.is_bool():
            return dtype.KIND.BOOLEAN
        if self.is_int():
            return dtype.KIND.INTEGRAL
        return dtype.KIND.FLOATING

    def get_int_max_value(self):
        if self.is_int_signed():
            return 2 ** (self.int_bitwidth - 1) - 1
        if self.is_int_unsigned():
            return 2 ** self.int_bitwidth - 1
        raise TypeError(f"{self} is not an integer type")

    def get_int_min_value(self):
        if self.is_int_signed():
            return -(2 ** (self.int_bitwidth - 1))
        if self.is_int_unsigned():
            return 0
        raise TypeError(f"{self} is not an integer type")

    @property
    def itemsize(self):
        return self.primitive_bitwidth // 8

    @property
    def scalar(self):
        return self

    def with_element_ty(self, element_ty):
        return element_ty

    def to_ir_name(self):
        """The dtype's name in the compiler message (``i32``, ``fp32``, ...)."""
        return _IR_NAME.get(self.name, self.name)

    def __eq__(self, other):
        other = _unwrap(other)
        return isinstance(other, dtype) and type(other) is type(self) and self.name == other.name

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash((type(self).__name__, self.name))

    def __str__(self):
        return self.name

    def __repr__(self):
        return f"triton.language.{_FULL_NAME.get(self.name, self.name)}"


_IR_NAME = {"int1": "i1", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
            "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64"}
_FULL_NAME = {"fp16": "float16", "bf16": "bfloat16", "fp32": "float32", "fp64": "float64",
              "fp8e4b15": "float8e4b15", "fp8e4nv": "float8e4nv", "fp8e4b8": "float8e4b8",
              "fp8e5": "float8e5", "fp8e5b16": "float8e5b16"}
_export(dtype)


class pointer_type(dtype):
    """The type of a pointer to ``element_ty`` values."""

    def __init__(self, element_ty, address_space=1, const=False):
        element_ty = _unwrap(element_ty)
        if not isinstance(element_ty, dtype):
            raise TypeError(f"pointer_type: element_ty must be a dtype, got {element_ty!r}")
        self.element_ty = element_ty
        self.address_space = address_space
        self.const = const
        self.primitive_bitwidth = 64
        super().__init__(f"pointer<{element_ty.name}>")

    def is_ptr(self): return True
    def is_const(self): return self.const

    def to_ir_name(self):
        return f"pointer<{self.element_ty.to_ir_name()}>"

    def __eq__(self, other):
        other = _unwrap(other)
        return (isinstance(other, pointer_type) and self.element_ty == other.element_ty
                and self.address_space == other.address_space and self.const == other.const)

    def __hash__(self):
        return hash(("pointer", self.element_ty, self.address_space, self.const))

    def __repr__(self):
        return f"pointer_type({self.element_ty!r})"


class block_type(dtype):
    """The type of a tensor: an element type and a shape."""

    def __init__(self, element_ty, shape):
        self.element_ty = _unwrap(element_ty)
        self.shape = tuple(_unwrap(s) for s in shape)
        self.numel = 1
        for s in self.shape:
            self.numel *= s
        self.primitive_bitwidth = self.element_ty.primitive_bitwidth
        self.name = f"<{self.shape}, {self.element_ty}>"

    @property
    def nbytes(self):
        return self.numel * (self.element_ty.primitive_bitwidth // 8)

    @property
    def scalar(self):
        return self.element_ty

    def is_block(self): return True

    def __eq__(self, other):
        return isinstance(other, block_type) and (self.element_ty, self.shape) == (other.element_ty, other.shape)

    def __hash__(self):
        return hash(("block", self.element_ty, self.shape))

    def __repr__(self):
        return f"block_type({self.element_ty!r}, {self.shape})"


_export(pointer_type)
_export(block_type)

void = dtype("void")
int1 = dtype("int1")
int8 = dtype("int8")
int16 = dtype("int16")
int32 = dtype("int32")
int64 = dtype("int64")
uint8 = dtype("uint8")
uint16 = dtype("uint16")
uint32 = dtype("uint32")
uint64 = dtype("uint64")
float8e5 = dtype("fp8e5")
float8e5b16 = dtype("fp8e5b16")
float8e4nv = dtype("fp8e4nv")
float8e4b8 = dtype("fp8e4b8")
float8e4b15 = dtype("fp8e4b15")
float16 = dtype("fp16")
bfloat16 = dtype("bf16")
float32 = dtype("fp32")
float64 = dtype("fp64")
pi32_t = pointer_type(int32)
for _n in ("void", "int1", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
           "float8e5", "float8e5b16", "float8e4nv", "float8e4b8", "float8e4b15", "float16",
           "bfloat16", "float32", "float64", "pi32_t"):
    __all__.append(_n)

TRITON_MAX_TENSOR_NUMEL = 1048576
__all__.append("TRITON_MAX_TENSOR_NUMEL")


def must_use_result(x, s=True):
    """Marks a @jit function whose result must be used: a call whose result is dropped is a
    compile error, with ``s``'s words added when it is a string (``@must_use_result("...")``)."""
    if isinstance(x, str):
        return lambda fn: must_use_result(fn, x)
    x._must_use_result = s
    return x


class PropagateNan:
    """NaN propagation mode of ``minimum`` / ``maximum`` / ``clamp``."""
    NONE = 0x0000
    ALL = 0xFFFF


_export(PropagateNan)


class tensor:
    """The type of values inside a kernel. Tensors exist only at compile time."""

    def __init__(self, *args, **kwargs):
        raise RuntimeError("tl.tensor values exist only inside a @triton.jit function")


_export(tensor)


class tensor_descriptor_base:
    """The type of tensor descriptors inside a kernel (``isinstance(d, tl.tensor_descriptor)``)."""

    def __init__(self, *args, **kwargs):
        raise RuntimeError("tensor descriptors are made by tl.make_tensor_descriptor or passed as "
                           "triton.tools.tensor_descriptor.TensorDescriptor arguments")


class tensor_descriptor(tensor_descriptor_base):
    """A tensor descriptor inside a kernel."""


_export(tensor_descriptor_base)
_export(tensor_descriptor)


# ---------------------------------------------------------------------------------------------
# builtins
# ---------------------------------------------------------------------------------------------

def builtin(fn=None, *, name=None, export=True):
    """Declares a kernel builtin: calling it from Python raises; the JIT recognises it by
    ``__triton_builtin__`` when it is imported under another name."""
    if fn is None:
        return _functools.partial(builtin, name=name, export=export)
    bname = name or fn.__name__

    @_functools.wraps(fn)
    def stub(*args, **kwargs):
        raise RuntimeError(f"tl.{bname} can only be called inside a @triton.jit function")
    stub.__triton_builtin__ = bname
    stub.__module__ = "triton_musa.language"
    return _export(stub, fn.__name__) if export else stub


# programming model
@builtin
def program_id(axis): """The id of this program along ``axis`` (0, 1 or 2), an int32."""
@builtin
def num_programs(axis): """The number of programs launched along ``axis``."""

# creation
@builtin
def arange(start, end): """An int32 block ``[start, end)``; both bounds constexpr, length a power of 2."""
@builtin
def full(shape, value, dtype): """A block of ``shape`` filled with ``value``."""
@builtin
def zeros(shape, dtype): """A block of zeros."""
@builtin
def zeros_like(input): """Zeros with the shape and dtype of ``input``."""
@builtin
def cat(input, other, can_reorder=False, dim=0): """Concatenates two blocks."""
@builtin
def to_tensor(x): """Turns a scalar or constexpr into a tensor."""
@builtin
def cast(input, dtype, fp_downcast_rounding=None, bitcast=False): """Converts to ``dtype``."""

# shape manipulation
@builtin
def broadcast(input, other): """Broadcasts two blocks to a common shape."""
@builtin
def broadcast_to(input, *shape): """Broadcasts a block to ``shape``."""
@builtin
def expand_dims(input, axis): """Inserts size-1 dimensions."""
@builtin
def reshape(input, *shape, can_reorder=False): """Reshapes a block."""
@builtin
def view(input, *shape): """Reshapes a block (may reorder elements)."""
@builtin
def trans(input, *dims): """Transposes a block."""
@builtin
def permute(input, *dims): """Permutes the dimensions of a block."""
@builtin
def ravel(input, can_reorder=False): """Flattens a block."""
@builtin
def join(a, b): """Stacks two blocks along a new minor dimension."""
@builtin
def split(a): """Splits the last (size-2) dimension."""
@builtin
def interleave(a, b): """Interleaves two blocks along the last dimension."""
@builtin
def squeeze(input, dim): """Removes a size-1 dimension."""
@builtin
def unsqueeze(input, dim): """Inserts a size-1 dimension."""

# memory
@builtin
def load(pointer, mask=None, other=None, boundary_check=(), padding_option="", cache_modifier="",
         eviction_policy="", volatile=False): """Loads from ``pointer`` where ``mask`` holds."""
@builtin
def store(pointer, value, mask=None, boundary_check=(), cache_modifier="", eviction_policy=""):
    """Stores ``value`` to ``pointer`` where ``mask`` holds."""


# block pointers and tensor descriptors (lowered as masked loads and stores on every target)
@builtin
def make_block_ptr(base, shape, strides, offsets, block_shape, order):
    """A pointer to a ``block_shape`` block of the tensor at ``base``, at ``offsets``."""
@builtin
def advance(base, offsets): """The block pointer ``base`` moved by ``offsets``."""
@builtin
def make_tensor_descriptor(base, shape, strides, block_shape, padding_option="zero"):
    """A tensor descriptor made in the kernel; ``desc.load(offsets)`` / ``desc.store(offsets, v)``."""
@builtin
def load_tensor_descriptor(desc, offsets): """``desc.load(offsets)``."""
@builtin
def store_tensor_descriptor(desc, offsets, value): """``desc.store(offsets, value)``."""
@builtin
def _experimental_descriptor_load(desc_pointer, offsets, shape, dtype):
    """A ``shape`` block at ``offsets`` of a descriptor from ``create_{1,2,3}d_tma_descriptor``."""
@builtin
def _experimental_descriptor_store(desc_pointer, value, offsets):
    """Stores ``value`` at ``offsets`` of a descriptor from ``create_{1,2,3}d_tma_descriptor``."""

# indexing
@builtin
def where(condition, x, y): """Elementwise select."""

# linear algebra
@builtin
def dot(input, other, acc=None, input_precision=None, allow_tf32=None, max_num_imprecise_acc=None,
        out_dtype=float32): """Matrix product of two blocks."""

# elementwise math
@builtin
def exp(x): """e**x."""
@builtin
def exp2(x): """2**x."""
@builtin
def log(x): """Natural logarithm."""
@builtin
def log2(x): """Base-2 logarithm."""
@builtin
def cos(x): """Cosine."""
@builtin
def sin(x): """Sine."""
@builtin
def sqrt(x): """Square root."""
@builtin
def sqrt_rn(x): """Square root, IEEE round-to-nearest."""
@builtin
def rsqrt(x): """1 / sqrt(x)."""
@builtin
def abs(x): """Absolute value."""
@builtin
def erf(x): """Error function."""
@builtin
def floor(x): """Floor."""
@builtin
def ceil(x): """Ceiling."""
@builtin
def tanh(x): """Hyperbolic tangent."""
@builtin
def fdiv(x, y, ieee_rounding=False): """Floating-point division."""
@builtin
def div_rn(x, y): """Division, IEEE round-to-nearest."""
@builtin
def fma(x, y, z): """x * y + z, fused."""
@builtin
def umulhi(x, y): """High half of the integer product."""
@builtin
def cdiv(x, div): """Ceiling division."""
@builtin
def sigmoid(x): """1 / (1 + exp(-x))."""
@builtin
def softmax(x, dim=None, keep_dims=False, ieee_rounding=False): """Softmax."""
@builtin
def minimum(x, y, propagate_nan=PropagateNan.NONE): """Elementwise minimum."""
@builtin
def maximum(x, y, propagate_nan=PropagateNan.NONE): """Elementwise maximum."""
@builtin
def clamp(x, min, max, propagate_nan=PropagateNan.NONE): """Clamps into [min, max]."""
@builtin
def swizzle2d(i, j, size_i, size_j, size_g): """Regroups a row-major index space."""
@builtin
def add(x, y, sanitize_overflow=True): """x + y."""
@builtin
def sub(x, y, sanitize_overflow=True): """x - y."""
@builtin
def mul(x, y, sanitize_overflow=True): """x * y."""

# reductions and scans
@builtin
def sum(input, axis=None, keep_dims=False, dtype=None): """Sum."""
@builtin
def max(input, axis=None, return_indices=False, return_indices_tie_break_left=True, keep_dims=False):
    """Maximum."""
@builtin
def min(input, axis=None, return_indices=False, return_indices_tie_break_left=True, keep_dims=False):
    """Minimum."""
@builtin
def argmax(input, axis, tie_break_left=True, keep_dims=False): """Index of the maximum."""
@builtin
def argmin(input, axis, tie_break_left=True, keep_dims=False): """Index of the minimum."""
@builtin
def xor_sum(input, axis=None, keep_dims=False): """XOR reduction."""
@builtin
def reduce(input, axis, combine_fn, keep_dims=False): """Reduces with a @jit ``combine_fn`` (a tree of calls)."""
@builtin
def associative_scan(input, axis, combine_fn, reverse=False): """Inclusive scan with a @jit ``combine_fn``."""
@builtin
def flip(x, dim=None): """Reverses the order of the elements along ``dim`` (the last by default)."""
@builtin
def reduce_or(input, axis, keep_dims=False): """OR reduction."""
@builtin
def cumsum(input, axis=0, reverse=False, dtype=None): """Cumulative sum."""
@builtin
def cumprod(input, axis=0, reverse=False): """Cumulative product."""

# atomics
@builtin
def atomic_add(pointer, val, mask=None, sem=None, scope=None): """Atomic add; returns the old value."""
@builtin
def atomic_max(pointer, val, mask=None, sem=None, scope=None): """Atomic max."""
@builtin
def atomic_min(pointer, val, mask=None, sem=None, scope=None): """Atomic min."""
@builtin
def atomic_and(pointer, val, mask=None, sem=None, scope=None): """Atomic and."""
@builtin
def atomic_or(pointer, val, mask=None, sem=None, scope=None): """Atomic or."""
@builtin
def atomic_xor(pointer, val, mask=None, sem=None, scope=None): """Atomic xor."""
@builtin
def atomic_xchg(pointer, val, mask=None, sem=None, scope=None): """Atomic exchange."""
@builtin
def atomic_cas(pointer, cmp, val, sem=None, scope=None): """Atomic compare-and-swap."""

# compiler hints
@builtin
def multiple_of(input, values): """Asserts every element is a multiple of ``values``."""
@builtin
def max_contiguous(input, values): """Asserts the first ``values`` elements are contiguous."""
@builtin
def max_constancy(input, values): """Asserts the first ``values`` elements are equal."""
@builtin
def assume(cond): """Lets the compiler assume ``cond``."""
@builtin
def debug_barrier(): """A barrier across the program."""

# debug
@builtin
def static_assert(cond, msg=""): """Compile-time assertion."""
@builtin
def static_print(*values, sep=" ", end="\n", file=None, flush=False): """Prints at compile time."""
@builtin
def device_assert(cond, msg="", mask=None): """Run-time assertion (debug mode only)."""
@builtin
def device_print(prefix, *args, hex=False): """Run-time print."""

# iterators
@builtin
def range(arg1, arg2=None, step=None, num_stages=None, loop_unroll_factor=None,
          disallow_acc_multi_buffer=False, flatten=False, warp_specialize=False, disable_licm=False):
    """A dynamic loop range with pipelining hints."""
@builtin
def static_range(arg1, arg2=None, step=None): """A range unrolled at compile time."""


del _n, _dn
