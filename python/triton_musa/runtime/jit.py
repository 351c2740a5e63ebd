"""``@jit``: captures a kernel's AST, specialises on its arguments and launches it.

On the first launch of a specialisation the kernel's AST, the ASTs of the @jit functions it
calls, the globals they read and the argument signature go to the Rust compiler as one JSON
message (docs/architecture.md). Later launches with the same cheap facts (dtypes, alignment,
divisibility, constexpr values, options) hit an in-memory dict and go straight to
``Kernel.launch``.
"""
from __future__ import annotations

import ast
import functools
import hashlib
import inspect
import json
import os
import textwrap
import types
import weakref
from typing import TYPE_CHECKING, Any, Callable, Iterable, NoReturn, Sequence, Union, overload

from .. import knobs
from ..errors import CompilationError, CompileTimeAssertionFailure, UnsupportedLanguageConstruct
from ..language import core as _tl
from . import driver as _driver_mod

if TYPE_CHECKING:
    import torch

    #: A launch grid: 1 to 3 program counts, or a function of the launch's arguments (by
    #: parameter name, constexprs included) that returns them.
    Grid = Union[Sequence[int], Callable[[dict[str, Any]], Sequence[int]]]
    #: Parameters named by position or by name (``do_not_specialize``).
    ParamRefs = Iterable[Union[int, str]]

__all__ = ["constexpr_function", "ConstexprFunction", "jit", "JITFunction", "KernelInterface", "KernelParam",
           "MockTensor"]

_OPTION_NAMES = ("num_warps", "num_stages", "num_ctas", "debug", "maxnreg", "enable_fp_fusion")
_MISSING = object()
_INT32_MIN, _INT32_END = -(1 << 31), 1 << 31
_INT64_MIN, _INT64_END, _UINT64_END = -(1 << 63), 1 << 63, 1 << 64
_KEY_FLOAT = ("f",)
_KEY_BOOL = ("b",)
_KEY_NONE = ("n",)
_I32_KEYS = (("i", "i32", False, False), ("i", "i32", True, False), ("i", "i32", False, True),
             ("i", "i32", True, True))  # indexed by div16 + 2 * one
_I32_NOSPEC = _I32_KEYS[0]
_DRIVER = _driver_mod.driver


class _PythonLaunchIndex:
    """Stands in for `_C.LaunchIndex` where the extension cannot be loaded (its error then
    comes with the first compile): `fn[grid]` always asks `_getitem`."""

    def __getitem__(self, grid):
        return self._getitem(grid)

    def _remember(self, grid, bound):
        pass

    def _forget(self):
        pass


try:
    from .._C import LaunchIndex as _LaunchIndex
except ImportError:
    _LaunchIndex = _PythonLaunchIndex


def _env_flag(name, default=False):
    v = os.environ.get(name)
    return default if v is None else v.strip().lower() in ("1", "true", "on", "yes")


def _default_fp_fusion():
    """FMA contraction unless knobs.language.default_fp_fusion (TRITON_DEFAULT_FP_FUSION) turns
    it off (upstream's default: on)."""
    return knobs.language.default_fp_fusion


def _cache_dir():
    return knobs.cache.dir


def _knob_state():
    """The knobs a compiled kernel depends on beyond its launch options: part of the in-memory
    key, so that changing one compiles anew."""
    return (knobs.language.fp32_default, knobs.runtime.override_arch)


def _knobs_changed():
    # defaults derived from knobs, and the launch fast path that skips them, are stale
    for jf in list(_key_registry.values()):
        refresh = getattr(jf, "_refresh_defaults", None)
        if refresh is not None:
            refresh()


def _launch_hooked():
    rt = knobs.runtime
    return bool(rt.launch_enter_hook.calls or rt.launch_exit_hook.calls)


def _launch_metadata(fn, name, function, stream, grid, metadata, vals):
    """What the launch hooks get, as upstream: the kernel's name, function and stream, and what
    ``@jit(launch_metadata=f)`` computes from (grid, metadata, arguments by name)."""
    from ..compiler import LazyDict
    md = LazyDict({"name": name, "function": function, "stream": stream})
    if fn.launch_metadata is not None:
        args = {n: (v.value if isinstance(v, _tl.constexpr) else v) for n, v in zip(fn.arg_names, vals)}
        md.add(fn.launch_metadata, (grid, metadata, args))
    return md


def _record_message(message):
    """TRITON_MUSA_RECORD_MESSAGES=dir keeps each distinct launch message that compiled, as
    dir/<sha256>.json (cache_dir and always_compile cleared); scripts/musa_conformance_ir.py
    compiles them for the musa target. Called after a compile only: nothing on the launch path."""
    d = os.environ.get("TRITON_MUSA_RECORD_MESSAGES")
    if not d:
        return
    m = json.loads(message)
    m["cache_dir"], m["always_compile"] = None, False
    m.pop("settings", None)  # the replaying process's own environment applies
    text = json.dumps(m, sort_keys=True)
    path = os.path.join(d, hashlib.sha256(text.encode()).hexdigest() + ".json")
    if not os.path.exists(path):
        os.makedirs(d, exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, path)


# ---------------------------------------------------------------------------------------------
# dtypes of torch tensors
# ---------------------------------------------------------------------------------------------

_TORCH_DTYPE_NAMES = {
    "bool": "i1", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
    "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64",
    "float16": "fp16", "half": "fp16", "bfloat16": "bf16", "float32": "fp32", "float": "fp32",
    "float64": "fp64", "double": "fp64",
    "float8_e5m2": "fp8e5", "float8_e4m3fn": "fp8e4nv",
}
_torch_dtype_cache = {}


def _tensor_dtype_name(dt, pname):
    """The message dtype name of a torch dtype (cached per dtype object)."""
    s = _torch_dtype_cache.get(dt)
    if s is None:
        text = str(dt).rsplit(".", 1)[-1]
        s = _TORCH_DTYPE_NAMES.get(text)
        if s is None:
            if isinstance(dt, _tl.dtype) and not isinstance(dt, (_tl.pointer_type, _tl.block_type)):
                s = dt.to_ir_name()
                if s.startswith("fp8") and s not in ("fp8e5", "fp8e4nv"):
                    s = None
            if s is None:
                if "float8" in text or text.startswith("fp8"):
                    raise TypeError(f"argument '{pname}': float8 tensors ({dt}) are not supported yet")
                raise TypeError(f"argument '{pname}': tensors of dtype {dt} are not supported")
        _torch_dtype_cache[dt] = s
    return s


class TensorWrapper:
    """A tensor seen with another element type (``triton.reinterpret``): kernels get the base
    tensor's memory typed as ``dtype``, a ``tl`` dtype (e.g. ``tl.uint32`` over int32 data, or
    ``tl.float8e5`` over bytes)."""

    def __init__(self, base: torch.Tensor, dtype: _tl.dtype) -> None:
        self.base = base
        self.dtype = dtype
        self.data = base.data
        self.device = base.device
        self.shape = base.shape

    def data_ptr(self) -> int:
        return self.base.data_ptr()

    def stride(self, *dim: int) -> Any:
        return self.base.stride(*dim)

    def element_size(self) -> int:
        return self.base.element_size()

    def numel(self) -> int:
        return self.base.numel()

    def cpu(self) -> TensorWrapper:
        return TensorWrapper(self.base.cpu(), self.dtype)

    def to(self, device: Any) -> TensorWrapper:
        return TensorWrapper(self.base.to(device), self.dtype)

    def clone(self) -> TensorWrapper:
        return TensorWrapper(self.base.clone(), self.dtype)

    def copy_(self, other: torch.Tensor | TensorWrapper) -> None:
        self.base.copy_(other.base if isinstance(other, TensorWrapper) else other)

    def new_empty(self, sizes: Sequence[int]) -> TensorWrapper:
        return TensorWrapper(self.base.new_empty(sizes), self.dtype)

    def __str__(self) -> str:
        return f"TensorWrapper[{self.dtype}]({self.base})"


def reinterpret(tensor: torch.Tensor | TensorWrapper, dtype: _tl.dtype) -> torch.Tensor | TensorWrapper:
    """``tensor``'s memory as elements of ``dtype`` (a ``tl`` dtype); reinterpreting a wrapper
    as its base tensor's own dtype gives the base back."""
    if isinstance(tensor, TensorWrapper):
        return tensor.base if dtype == tensor.base.dtype else TensorWrapper(tensor.base, dtype)
    if hasattr(tensor, "data_ptr"):
        return TensorWrapper(tensor, dtype)
    raise TypeError(f"cannot reinterpret a {type(tensor).__name__}: expected a tensor")


class MockTensor:
    """Stands in for a tensor in ``warmup``: only its dtype matters."""

    def __init__(self, dtype: Any, shape: Sequence[int] | None = None) -> None:
        self.dtype = dtype
        self.shape = tuple(shape or (1,))

    @staticmethod
    def data_ptr() -> int:
        return 0


# ---------------------------------------------------------------------------------------------
# AST capture
# ---------------------------------------------------------------------------------------------

def _read_source(fn):
    """(dedented source, def-line offset, per-line column shift, ascii flags, file path)."""
    lines, start = inspect.getsourcelines(fn)
    first = lines[0]
    indent = first[:len(first) - len(first.lstrip())]
    out, shift = [], []
    for line in lines:
        if indent and line.startswith(indent):
            out.append(line[len(indent):])
            shift.append(len(indent))
        else:
            out.append(line)
            shift.append(0)
    file = inspect.getsourcefile(fn) or fn.__code__.co_filename
    return "".join(out), start - 1, shift, file


class _Serializer:
    """Turns an ``ast`` tree into the JSON-ready dicts of docs/architecture.md."""

    def __init__(self, src, line_offset, shifts):
        self.lines = src.splitlines(True)
        self.off = line_offset
        self.shifts = shifts

    def col(self, lineno, col_offset):
        # ``col_offset`` counts UTF-8 bytes of the dedented line; report characters of the file line.
        i = lineno - 1
        if 0 <= i < len(self.lines):
            line = self.lines[i]
            if not line.isascii():
                col_offset = len(line.encode("utf-8")[:col_offset].decode("utf-8", "replace"))
            return col_offset + self.shifts[i]
        return col_offset

    def node(self, n):
        if isinstance(n, ast.AST):
            if isinstance(n, ast.Constant):
                d = {"_t": "Constant"}
                d.update(_constant(n.value))
            else:
                d = {"_t": type(n).__name__}
                for f in n._fields:
                    d[f] = self.node(getattr(n, f, None))
            ln = getattr(n, "lineno", None)
            if ln is not None:
                d["lineno"] = ln + self.off
                d["col"] = self.col(ln, n.col_offset)
            return d
        if isinstance(n, list):
            return [self.node(x) for x in n]
        return n


def _constant(v):
    if v is None:
        return {"kind": "none", "value": None}
    if isinstance(v, bool):
        return {"kind": "bool", "value": v}
    if isinstance(v, int):
        return {"kind": "int", "value": v}
    if isinstance(v, float):
        return {"kind": "float", "value": repr(v)}
    if isinstance(v, str):
        return {"kind": "str", "value": v}
    if v is Ellipsis:
        return {"kind": "ellipsis", "value": "..."}
    return {"kind": type(v).__name__, "value": repr(v)}  # bytes, complex: Rust reports them


def _read_names(fdef):
    """Names the function reads that it does not bind itself (params, assignments, loop vars)."""
    bound, loads = set(), {}
    for n in ast.walk(fdef):
        if isinstance(n, ast.Name):
            if isinstance(n.ctx, ast.Load):
                loads.setdefault(n.id, None)
            else:
                bound.add(n.id)
        elif isinstance(n, ast.arg):
            bound.add(n.arg)
        elif isinstance(n, ast.ExceptHandler) and n.name:
            bound.add(n.name)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n is not fdef:
            bound.add(n.name)
        elif isinstance(n, ast.alias):
            bound.add((n.asname or n.name).split(".")[0])
    return [name for name in loads if name not in bound]


def _is_triton_module(m):
    name = m.__name__
    return name in ("triton", "triton_musa") or name.startswith(("triton.", "triton_musa."))


def _attribute_chains(fdef):
    """``(dotted name, root name)`` of every maximal ``a.b.c`` chain of loads in the function."""
    chains = {}
    inner = set()
    for n in ast.walk(fdef):
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Attribute):
            inner.add(id(n.value))
    for n in ast.walk(fdef):
        if not isinstance(n, ast.Attribute) or id(n) in inner:
            continue
        parts = []
        cur = n
        while isinstance(cur, ast.Attribute):
            parts.append(cur.attr)
            cur = cur.value
        if isinstance(cur, ast.Name):
            parts.append(cur.id)
            chains.setdefault(".".join(reversed(parts)), cur.id)
    return list(chains.items())


# ---------------------------------------------------------------------------------------------
# constexpr_function: Python functions kernels call at compile time
# ---------------------------------------------------------------------------------------------

#: Every constexpr_function by key: the compiler names the one whose result it needs.
_CONSTEXPR_FUNCTIONS: dict[str, ConstexprFunction] = {}


class ConstexprFunction:
    """``@triton.constexpr_function``: a plain Python function that kernels call on constexpr
    arguments while they compile; its result is a constexpr. Called from Python it is the
    function itself."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn
        functools.update_wrapper(self, fn)
        try:
            src = inspect.getsource(fn)
        except (OSError, TypeError):
            src = fn.__qualname__
        # the source is part of the key, so an edited function is a new cache entry
        self.key = f"{fn.__module__}:{fn.__qualname__}:{hashlib.sha256(src.encode()).hexdigest()[:16]}"
        _CONSTEXPR_FUNCTIONS[self.key] = self

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        args = [a.value if isinstance(a, _tl.constexpr) else a for a in args]
        kwargs = {k: v.value if isinstance(v, _tl.constexpr) else v for k, v in kwargs.items()}
        return self.fn(*args, **kwargs)

    def __repr__(self) -> str:
        return f"ConstexprFunction({self.fn.__module__}:{self.fn.__qualname__})"


def constexpr_function(fn: Callable[..., Any]) -> ConstexprFunction:
    """Wraps a Python function so kernels can call it at compile time on constexpr arguments;
    the result is a constexpr (a number, bool, string, None, dtype or tuple of them)."""
    return ConstexprFunction(fn)


def _decode_constexpr(j):
    kind, v = j["type"], j["value"]
    if kind == "none":
        return None
    if kind == "float":
        return float(v)
    if kind == "tuple":
        return tuple(_decode_constexpr(x) for x in v)
    if kind == "dtype":  # the `tl` spelling: float32, pointer<float16>
        if v.startswith("pointer<"):
            return _tl.pointer_type(getattr(_tl, v[len("pointer<"):-1]))
        return getattr(_tl, v)
    return v  # bool, int, str


def _plain_constexpr(v):
    """A constexpr_function's result as ``_constexpr_value`` takes it (constexprs unwrapped,
    lists as tuples)."""
    if isinstance(v, _tl.constexpr):
        v = v.value
    if isinstance(v, (list, tuple)):
        return tuple(_plain_constexpr(x) for x in v)
    return v


def _constexpr_call_result(err):
    """``(memo key, result)`` of the call the compiler stopped at (``_C.ConstexprCallNeeded``)."""
    rendered, memo_key, fkey, arguments = err.args
    name = fkey.split(":")[1] if fkey.count(":") >= 2 else fkey
    asked = f"the result of constexpr_function {name} is needed"

    def fail(msg):
        return CompilationError(rendered.replace(asked, msg, 1))

    f = _CONSTEXPR_FUNCTIONS.get(fkey)
    if f is None:
        raise fail(f"constexpr_function {name} is not defined in this process")
    a = json.loads(arguments)
    try:
        result = f.fn(*[_decode_constexpr(x) for x in a["args"]],
                      **{k: _decode_constexpr(x) for k, x in a["kwargs"].items()})
    except Exception as e:
        raise fail(f"constexpr_function {name} raised {type(e).__name__}: {e}") from e
    try:
        return memo_key, _constexpr_value(_plain_constexpr(result))
    except TypeError:
        raise fail(f"constexpr_function {name} returned a value of type {type(result).__name__}; constexprs are "
                   "numbers, bools, strings, None, dtypes and tuples of them") from None


def _compile_message(compile_fn, message, _C):
    """``compile_fn(message)``, answering the compiler's ``constexpr_function`` calls: each call it
    stops at is evaluated here and the message sent again with the result. Returns the result
    and the message that compiled."""
    while True:
        try:
            return compile_fn(message), message
        except _C.ConstexprCallNeeded as e:
            memo_key, value = _constexpr_call_result(e)
            msg = json.loads(message)
            calls = msg.setdefault("constexpr_calls", {})
            if memo_key in calls:  # the compiler asked again for what it was given: never loop
                raise CompilationError(str(e.args[0])) from None
            calls[memo_key] = value
            message = json.dumps(msg, separators=(",", ":"))


@functools.lru_cache(maxsize=None)
def _tl_jit_methods():
    from ..language import indexing, sorting
    return {"sort": sorting.sort, "topk": sorting.topk, "bitonic_merge": sorting.bitonic_merge,
            "gather": indexing.gather}


def _classify(v):
    """The message entry of one global value, or None when it is not something kernels use."""
    if isinstance(v, JITFunction):
        return {"kind": "jit", "key": v.key}
    if isinstance(v, ConstexprFunction):
        return {"kind": "constexpr_fn", "key": v.key}
    if isinstance(v, types.ModuleType):
        return {"kind": "module", "name": v.__name__}
    if isinstance(v, _tl.constexpr):
        v = v.value
    if isinstance(v, _tl.dtype) and not isinstance(v, _tl.block_type):
        return {"kind": "dtype", "name": v.to_ir_name()}
    b = getattr(v, "__triton_builtin__", None) if callable(v) else None
    if isinstance(b, str):
        return {"kind": "builtin", "name": b}
    if v is None or isinstance(v, (bool, int, float, str)):
        return dict(kind="constexpr", **_constexpr_value(v))
    if type(v).__module__ == "torch" and type(v).__name__ == "dtype":
        try:
            return {"kind": "dtype", "name": _tensor_dtype_name(v, "<global>")}
        except TypeError:
            return None
    return None


def _constexpr_value(v):
    """``{"value", "type"}`` of a constexpr value (floats as their repr)."""
    if v is None:
        return {"value": None, "type": "none"}
    if isinstance(v, bool):
        return {"value": v, "type": "bool"}
    if isinstance(v, int):
        return {"value": v, "type": "int"}
    if isinstance(v, float):
        return {"value": repr(v), "type": "float"}
    if isinstance(v, str):
        return {"value": v, "type": "str"}
    if isinstance(v, _tl.dtype):
        return {"value": v.to_ir_name(), "type": "dtype"}
    if isinstance(v, tuple):
        return {"value": [_constexpr_value(x.value if isinstance(x, _tl.constexpr) else x) for x in v], "type": "tuple"}
    raise TypeError(f"unsupported constexpr value {v!r}")


# ---------------------------------------------------------------------------------------------
# KernelInterface / JITFunction
# ---------------------------------------------------------------------------------------------

class KernelInterface:
    """``kernel[grid](*args, **kwargs)`` calls ``kernel.run(*args, grid=grid, warmup=False, **kwargs)``."""

    if TYPE_CHECKING:
        # what subclasses define (declared for type checkers only)
        def run(self, *args: Any, grid: Grid, warmup: bool = False, **kwargs: Any) -> Any: ...

        def warmup(self, *args: Any, grid: Grid | None = None, **kwargs: Any) -> Any: ...

    def __getitem__(self, grid: Grid) -> Callable[..., Any]:
        return functools.partial(self.run, grid=grid, warmup=False)


class KernelParam:
    """One kernel parameter as seen by the launcher."""
    __slots__ = ("num", "name", "annotation", "is_constexpr", "is_const", "do_not_specialize",
                 "default", "int_dtype")

    def __init__(self, num: int, param: inspect.Parameter, do_not_specialize: bool) -> None:
        self.num = num
        self.name = param.name
        ann = param.annotation
        self.annotation = None if ann is inspect.Parameter.empty else ann
        self.is_constexpr = _is_constexpr_annotation(ann)
        self.is_const = ann is _tl.const or ann == "tl.const"
        self.do_not_specialize = do_not_specialize
        self.default = _MISSING if param.default is inspect.Parameter.empty else param.default
        self.int_dtype = _int_annotation(ann)

    def __repr__(self) -> str:
        return f"KernelParam({self.name!r}, constexpr={self.is_constexpr})"


def _is_constexpr_annotation(ann):
    if ann is _tl.constexpr:
        return True
    if isinstance(ann, type) and ann.__name__ == "constexpr":
        return True
    return isinstance(ann, str) and ann.split(".")[-1].strip() == "constexpr"


def _int_annotation(ann):
    if isinstance(ann, _tl.dtype) and ann.is_int() and not ann.is_bool():
        ann = ann.to_ir_name()
    if isinstance(ann, str):
        ann = {"int32": "i32", "int64": "i64", "uint64": "u64", "tl.int32": "i32", "tl.int64": "i64",
               "tl.uint64": "u64"}.get(ann, ann)
        if ann in ("i32", "i64", "u64"):
            return ann
    return None


_key_registry = weakref.WeakValueDictionary()


def _unique_key(jf, fn):
    base = f"{fn.__module__}.{fn.__qualname__}"
    candidates = [base, f"{base}@{fn.__code__.co_firstlineno}"]
    n = 2
    while True:
        for key in candidates:
            other = _key_registry.get(key)
            if other is None or other is jf:
                _key_registry[key] = jf
                return key
        candidates = [f"{base}@{fn.__code__.co_firstlineno}#{n}"]
        n += 1


def _init_jit_attributes(obj, fn, version, debug, noinline, repr, launch_metadata):
    """The attributes a compiled and an interpreted @jit function share; returns the parameter names."""
    if not isinstance(fn, types.FunctionType):
        raise TypeError(f"@triton.jit expects a Python function, got {type(fn).__name__}")
    obj.fn = fn
    obj.module = fn.__module__
    obj.version = version
    obj.debug = debug
    obj.noinline = bool(noinline)
    obj.repr = repr
    obj.launch_metadata = launch_metadata
    functools.update_wrapper(obj, fn)
    obj.signature = inspect.signature(fn)
    names = []
    for p in obj.signature.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            raise TypeError(f"@triton.jit function {fn.__name__}: *args / **kwargs parameters are not supported")
        names.append(p.name)
    obj.arg_names = names
    return names


class JITFunction(_LaunchIndex, KernelInterface):
    """A function compiled by triton_musa; launch it with ``fn[grid](*args)``.

    ``fn[grid]`` is answered by the Rust base from the grids already launched (`_getitem` below
    makes and remembers them)."""

    def __init__(self, fn: Callable[..., Any], version: Any = None, do_not_specialize: ParamRefs | None = None,
                 do_not_specialize_on_alignment: ParamRefs | None = None, debug: bool | None = None,
                 noinline: bool | None = None, repr: Callable[..., str] | None = None,
                 launch_metadata: Callable[..., Any] | None = None) -> None:
        names = _init_jit_attributes(self, fn, version, debug, noinline, repr, launch_metadata)

        def _names(spec):
            out = set()
            for s in spec or ():
                out.add(names[s] if isinstance(s, int) else s)
            return out
        nospec = _names(do_not_specialize)
        noalign = _names(do_not_specialize_on_alignment) | nospec
        self.do_not_specialize = sorted(nospec)
        self.params = [KernelParam(i, p, p.name in nospec)
                       for i, p in enumerate(self.signature.parameters.values())]
        self.constexprs = [p.num for p in self.params if p.is_constexpr]
        self._index = {name: i for i, name in enumerate(names)}
        # per parameter: (name, is_constexpr, no value specialisation, no alignment specialisation, int dtype)
        self._meta = tuple((p.name, p.is_constexpr, p.name in nospec, p.name in noalign, p.int_dtype)
                           for p in self.params)
        self._defaults = [p.default for p in self.params]
        self._required = [p.num for p in self.params if p.default is _MISSING]
        self._nparams = len(names)
        self.key = _unique_key(self, fn)
        self.cache = {}            # specialisation key -> _C.Kernel
        self.device_caches = {"": self.cache}
        self._entry = None         # the function's message entry, built on first compile
        self._debug_layouts = {}   # specialisation key -> debug checks of its kernel
        self._used_globals = []    # (globals dict, name, value) this function read when compiled
        self._global_guards = []   # the same for it and every @jit function it reaches
        self._deps = None          # @jit functions it reads directly
        self._functions_json = None
        self._pre_run_hooks = []
        self._launcher = None        # _C.Launcher for the driver in _launcher_driver
        self._launcher_driver = None
        self._dflt_opts = (4, 3, 1, self._default_debug(), None, _default_fp_fusion(), _knob_state())
        try:
            self._src, self._line_off, self._shifts, self.file = _read_source(fn)
        except (OSError, TypeError) as e:
            self._src, self.file = None, fn.__code__.co_filename
            self._source_error = e
        self.__globals__ = fn.__globals__

    if TYPE_CHECKING:
        # answered by the Rust base (`_LaunchIndex`), or `_getitem` (declared for type checkers only)
        def __getitem__(self, grid: Grid) -> Callable[..., Any]: ...

    # -- source / AST ------------------------------------------------------------------------
    @property
    def src(self) -> str:
        if self._src is None:
            raise OSError(f"could not read the source of {self.fn.__qualname__} ({self._source_error}); "
                          "@triton.jit kernels must be defined in a .py file") from None
        lines = self._src.splitlines(True)
        return "".join(lines[self._parse().lineno - 1:])

    def _unsafe_update_src(self, new_src):
        """Replace the function's source (upstream's way of templating kernels in tests:
        ``k._unsafe_update_src(k.src.replace("GENERATE_TEST_HERE", expr))``). Kernels compiled
        from the old source are dropped; as upstream, @jit functions that call this one keep
        theirs."""
        def_line = self._parse().lineno - 1 if self._src is not None else 0
        src = textwrap.dedent(new_src)
        if self._src is not None:
            self._line_off += def_line
            self._shifts = [self._shifts[def_line]] * (len(src.splitlines()) + 1)
        else:
            self._line_off, self._shifts = 0, [0] * (len(src.splitlines()) + 1)
        self._src = src
        self._entry = self._deps = self._functions_json = None
        self._used_globals, self._global_guards = [], []
        for cache in self.device_caches.values():
            cache.clear()
        self._debug_layouts.clear()
        self._launcher = self._launcher_driver = None

    def _parse(self):
        if self._src is None:
            _ = self.src
        fdef = ast.parse(self._src).body[0]
        if not isinstance(fdef, ast.FunctionDef):
            raise CompilationError(f"{self.file}: @triton.jit expects a plain `def` function")
        fdef.decorator_list = []
        return fdef

    def _build_entry(self):
        fdef = self._parse()
        ser = _Serializer(self._src, self._line_off, self._shifts)
        globs, deps, used = {}, [], []
        closure = {}
        code = self.fn.__code__
        if code.co_freevars and self.fn.__closure__:
            for name, cell in zip(code.co_freevars, self.fn.__closure__):
                try:
                    closure[name] = cell.cell_contents
                except ValueError:
                    pass
        fglobals = self.fn.__globals__
        for name in _read_names(fdef):
            if name in closure:
                v = closure[name]
            elif name in fglobals:
                v = fglobals[name]
            else:
                continue  # a Python builtin (range, min, ...) or undefined: Rust decides
            entry = _classify(v)
            if entry is None:
                continue
            globs[name] = entry
            if name not in closure and entry["kind"] in ("constexpr", "dtype"):
                used.append((fglobals, name, v))
            if entry["kind"] == "jit" and v not in deps:
                deps.append(v)
        # ``mod.attr`` chains on modules the compiler does not know (user modules, ``math``):
        # resolve them here and send the values under their dotted names.
        for dotted, root in _attribute_chains(fdef):
            v = closure[root] if root in closure else fglobals.get(root, _MISSING)
            if not isinstance(v, types.ModuleType):
                continue
            if _is_triton_module(v):
                # builtins written as @jit functions (tl.rand): sent as `<module>.<attr>`
                self._language_jit_functions(v, dotted.split(".")[1:], globs, deps)
                continue
            parts = dotted.split(".")
            for depth in range(1, len(parts)):
                v = getattr(v, parts[depth], _MISSING)
                if v is _MISSING:
                    break
                name = ".".join(parts[:depth + 1])
                if isinstance(v, types.ModuleType):
                    if _is_triton_module(v):
                        globs.setdefault(name, _classify(v))
                        break
                    continue
                entry = _classify(v)
                if entry is not None:
                    globs[name] = entry
                    if entry["kind"] == "jit" and v not in deps:
                        deps.append(v)
                    break
                # not a value kernels use: keep walking (a class used as a namespace)
        # tensor methods written as @jit functions (`x.sort()`): sent as `tensor.<name>`
        for n in ast.walk(fdef):
            if isinstance(n, ast.Attribute) and n.attr in _tl_jit_methods() and f"tensor.{n.attr}" not in globs:
                v = _tl_jit_methods()[n.attr]
                globs[f"tensor.{n.attr}"] = _classify(v)
                if v not in deps:
                    deps.append(v)
        self._deps = deps
        self._used_globals = used
        self._entry = {"name": self.fn.__name__, "file": os.path.abspath(self.file),
                       "ast": ser.node(fdef), "globals": globs}
        must_use = getattr(self, "_must_use_result", False)
        if must_use:
            self._entry["must_use_result"] = must_use

    @staticmethod
    def _language_jit_functions(module, attrs, globs, deps):
        for attr in attrs:
            v = getattr(module, attr, _MISSING)
            if isinstance(v, JITFunction):
                globs[f"{module.__name__}.{attr}"] = _classify(v)
                if v not in deps:
                    deps.append(v)
                return
            if not isinstance(v, types.ModuleType):
                return
            module = v

    def _functions(self):
        """The message's ``functions`` object: this function and every @jit function it reaches."""
        out, stack, guards = {}, [self], []
        while stack:
            f = stack.pop()
            if f.key in out:
                continue
            if f._entry is None:
                f._build_entry()
            out[f.key] = f._entry
            guards.extend(f._used_globals)
            stack.extend(f._deps)
        self._global_guards = guards
        if self._launcher is not None:
            self._launcher.set_global_guards(guards)  # the fast path checks them too
        return out

    def _check_globals(self):
        """Kernels are compiled with the values of the globals they read: a global changed since
        then is an error (as upstream), never a silent run of the old value."""
        for globs, name, val in self._global_guards:
            new = globs.get(name, _MISSING)
            if new is val:
                continue
            try:
                same = bool(new == val) and type(new) is type(val)
            except Exception:
                same = False
            if not same:
                shown = "<deleted>" if new is _MISSING else repr(new)
                raise RuntimeError(f"Global variable {name} has changed since we compiled this kernel, "
                                   f"from {val!r} to {shown}")

    @property
    def cache_key(self) -> str:
        h = hashlib.sha256()
        for key, entry in sorted(self._functions().items()):
            h.update(key.encode())
            h.update(json.dumps(entry, sort_keys=True).encode())
        return h.hexdigest()

    # -- launch ------------------------------------------------------------------------------
    def __call__(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise RuntimeError("Cannot call @triton.jit'd outside of the scope of a kernel")

    def add_pre_run_hook(self, hook: Callable[..., Any]) -> None:
        self._pre_run_hooks.append(hook)
        self._forget()  # launches must now go through run(), which calls the hooks

    def warmup(self, *args: Any, grid: Grid | None = None, **kwargs: Any) -> Any:
        """Compiles for these arguments without launching; torch dtypes may stand in for tensors."""
        return self.run(*args, grid=grid if grid is not None else (1,), warmup=True, **kwargs)

    def _bind(self, args, kwargs):
        """(values in parameter order, options tuple) for a call with keywords / defaults."""
        na = len(args)
        vals = [*args, *self._defaults[na:]]
        index = self._index
        opts = None
        for k, v in kwargs.items():
            i = index.get(k)
            if i is not None:
                if i < na:
                    raise TypeError(f"{self.__name__}() got multiple values for argument '{k}'")
                vals[i] = v
            elif k in _OPTION_NAMES:
                if opts is None:
                    opts = {}
                opts[k] = v
            else:
                raise TypeError(f"{self.__name__}() got an unexpected keyword argument '{k}' "
                                f"(not a parameter nor a launch option: {', '.join(_OPTION_NAMES)})")
        for i in self._required:
            if i >= na and vals[i] is _MISSING:
                raise TypeError(f"{self.__name__}() missing required argument: '{self.arg_names[i]}'")
        if opts is None:
            return vals, self._dflt_opts
        nw = opts.get("num_warps", 4)
        ns = opts.get("num_stages", 3)
        nc = opts.get("num_ctas", 1)
        dbg = opts.get("debug")
        mr = opts.get("maxnreg")
        if mr is not None and (type(mr) is not int or mr <= 0):
            raise ValueError(f"maxnreg must be a positive int or None, got {mr!r}")
        if type(nw) is not int or nw <= 0 or nw & (nw - 1):
            raise ValueError(f"num_warps must be a positive power of 2, got {nw!r}")
        if type(ns) is not int or ns < 0:
            raise ValueError(f"num_stages must be a non-negative int, got {ns!r}")
        if nc != 1:
            raise ValueError(f"num_ctas={nc!r} is not supported (only 1)")
        if dbg is None:
            dbg = self._default_debug()
        ff = opts.get("enable_fp_fusion")
        if ff is None:
            ff = _default_fp_fusion()
        elif type(ff) is not bool:
            raise ValueError(f"enable_fp_fusion must be a bool, got {ff!r}")
        return vals, (nw, ns, nc, bool(dbg), mr, ff, _knob_state())

    def _default_debug(self):
        return bool(self.debug) if self.debug is not None else knobs.runtime.debug

    def _refresh_defaults(self):
        """After a knob changed: the default options again, and no fast path built on the old."""
        self._dflt_opts = (4, 3, 1, self._default_debug(), None, _default_fp_fusion(), _knob_state())
        if self._launcher is not None:
            self._launcher = self._launcher_driver = None
            self._forget()

    def _specialize(self, args, kwargs, warmup):
        """(cache key, parameter values, runtime arguments) of one call."""
        if kwargs or len(args) != self._nparams:
            if len(args) > self._nparams:
                raise TypeError(f"{self.__name__}() takes {self._nparams} arguments but {len(args)} were given")
            vals, opts = self._bind(args, kwargs)
        else:
            vals = args
            opts = self._dflt_opts
        backend = _DRIVER.active.backend
        devtype = _driver_mod.TORCH_DEVICE_TYPE[backend]
        on_cpu = devtype == "cpu"
        cur_dev = None  # the current GPU, asked once a tensor needs it
        key = []
        rt = []
        for (name, is_cx, nospec, noalign, int_dt), v in zip(self._meta, vals):
            t = type(v)
            if is_cx:
                key.append(("c", int, v) if t is int else _constexpr_key(v, name))
                continue
            if t is int:
                if int_dt is None and _INT32_MIN <= v < _INT32_END:
                    key.append(_I32_NOSPEC if nospec else _I32_KEYS[(v & 15 == 0) + 2 * (v == 1)])
                else:
                    key.append(_int_key(v, name, nospec, int_dt))
                rt.append(v)
            elif hasattr(v, "data_ptr"):
                if t is not MockTensor:
                    if on_cpu:
                        try:
                            wrong = not v.is_cpu
                        except AttributeError:
                            wrong = v.device.type != "cpu"
                    elif devtype == "cuda":
                        try:
                            wrong = not v.is_cuda
                        except AttributeError:
                            wrong = v.device.type != devtype
                    else:
                        wrong = v.device.type != devtype
                    if wrong:
                        raise ValueError(
                            f"argument '{name}' is a tensor on device '{v.device}', but the active backend "
                            f"'{backend}' needs tensors on device '{devtype}'")
                    if not on_cpu:
                        if cur_dev is None:
                            cur_dev = _DRIVER.active.get_current_device()
                        if v.device.index != cur_dev:
                            raise ValueError(
                                f"argument '{name}' is a tensor on device '{v.device}', but kernels launch on the "
                                f"current device ({devtype}:{cur_dev}); move it there or launch under "
                                f"torch.{devtype}.device({v.device.index})")
                ptr = v.data_ptr()
                dt = v.dtype
                s = _torch_dtype_cache.get(dt) or _tensor_dtype_name(dt, name)
                key.append(("p", s, not noalign and ptr & 15 == 0))
                rt.append(ptr)
            elif t is bool:
                key.append(_KEY_BOOL)
                rt.append(v)
            elif t is float:
                key.append(_KEY_FLOAT)
                rt.append(v)
            elif v is None:
                key.append(_KEY_NONE)
            elif t.__name__ in _DESCRIPTOR_TYPES:
                k, r = _descriptor_key(v, name, devtype)
                key.append(k)
                rt.extend(r)
            else:
                k, r = _other_key(v, name, nospec, int_dt, warmup)
                key.append(k)
                _push_slots(rt, r)
        return (tuple(key), opts, backend), vals, rt

    def _getitem(self, grid):
        # With the fast path built for the active driver, `fn[grid](...)` is one Rust call; the
        # callable for a grid tuple is made once (the Rust base answers later lookups).
        launcher = self._launcher
        if launcher is not None and self._launcher_driver is _DRIVER._active and not self._pre_run_hooks \
                and not _launch_hooked():
            bound = launcher.bind(grid, self.run)
            self._remember(grid, bound)
            return bound
        return functools.partial(self.run, grid=grid, warmup=False)

    def _make_launcher(self, drv):
        """The Rust launch fast path for the active driver (None where it has none)."""
        self._launcher, self._launcher_driver = None, drv
        self._forget()
        if drv is None or drv.backend not in ("cpu", "cuda"):
            return None
        try:
            import torch
            from .. import _C
        except ImportError:
            return None
        if drv.backend == "cuda":
            # device -1 is the current device: one torch call per launch for the stream
            fns = (torch._C._cuda_getCurrentRawStream, (-1,))
            attr, host = "is_cuda", False
        else:
            fns, attr, host = None, "is_cpu", True
        self._launcher = _C.Launcher(list(self.arg_names), [m[1] for m in self._meta], list(self._defaults),
                                     _MISSING, torch.Tensor, attr, fns, host)
        self._launcher.set_global_guards(self._global_guards)
        return self._launcher

    def run(self, *args: Any, grid: Grid, warmup: bool = False, **kwargs: Any) -> Any:
        """Launches (or with ``warmup``, only compiles) the kernel for these arguments on ``grid``;
        returns the compiled kernel."""
        fast_key = None
        hooked = _launch_hooked()
        if not warmup and not self._pre_run_hooks and not hooked:
            drv = _DRIVER._active
            launcher = self._launcher if self._launcher_driver is drv and drv is not None else self._make_launcher(drv)
            if launcher is not None:
                r = launcher.run(grid, args, kwargs or None)
                if r is not None:
                    if type(r) is not bytes:
                        return r
                    fast_key = r
        if self._pre_run_hooks:
            for hook in self._pre_run_hooks:
                hook(*args, **kwargs)
        key, vals, rt = self._specialize(args, kwargs, warmup)
        kernel = self.cache.get(key)
        if kernel is None:
            kernel = self._compile(key, vals)
        if self._global_guards:
            self._check_globals()
        if warmup:
            return kernel
        if callable(grid):
            grid = grid({n: (v.value if isinstance(v, _tl.constexpr) else v)
                         for n, v in zip(self.arg_names, vals)})
        n = len(grid)
        if n == 3:
            g = (grid[0], grid[1], grid[2])
        elif n == 1:
            g = (grid[0], 1, 1)
        elif n == 2:
            g = (grid[0], grid[1], 1)
        else:
            raise ValueError(f"grid must have 1 to 3 dimensions, got {grid!r}")
        checked = self._debug_layout(key, kernel) if key[1][3] else None
        record = None
        if checked:
            rt, record = _with_debug_arguments(rt, vals, checked, self._index, key[2])
        stream = None if key[2] == "cpu" else _DRIVER.active.get_current_stream()
        if hooked:
            launch_md = _launch_metadata(self, kernel.name, kernel, stream, g, kernel.metadata, vals)
            knobs.runtime.launch_enter_hook(launch_md)
        # the extension checks the grid against the target's limits (an empty grid runs nothing)
        if stream is None:
            kernel.launch(g, rt)
        else:
            kernel.launch(g, rt, stream)  # one C call
        if hooked:
            knobs.runtime.launch_exit_hook(launch_md)
        if record is not None:
            _raise_failed_check(kernel, checked, record)
        if fast_key is not None and self._launcher_driver is _DRIVER._active:
            self._launcher.register(fast_key, kernel)
        return kernel

    def _debug_layout(self, key, kernel):
        """(extent parameters, checks) of a debug build; None for kernels without checks."""
        layout = self._debug_layouts.get(key, _MISSING)
        if layout is _MISSING:
            meta = json.loads(kernel.metadata_json)
            layout = (meta.get("extent_params", []), meta.get("checks", [])) if meta.get("checks") else None
            self._debug_layouts[key] = layout
        return layout

    def message(self, *args: Any, **kwargs: Any) -> str:
        """The JSON message a launch with these arguments sends to the compiler (no compile, no launch)."""
        key, vals, _ = self._specialize(args, kwargs, True)
        return self._message(key, vals)

    def _message(self, key, vals):
        spec, opts, backend = key
        nw, ns, _nc, dbg, maxnreg, fp_fusion = opts[:6]
        f32_default = (opts[6] if len(opts) > 6 else _knob_state())[0]
        signature = [_signature_entry(name, k, v) for (name, *_), k, v in zip(self._meta, spec, vals)]
        if self._functions_json is None:
            self._functions_json = json.dumps(self._functions(), separators=(",", ":"))
        rest = json.dumps({"signature": signature,
                           "options": {"num_warps": nw, "num_stages": ns, "debug": dbg, "maxnreg": maxnreg,
                                       "enable_fp_fusion": fp_fusion,
                                       **({"default_dot_input_precision": f32_default} if f32_default else {})},
                           "target": backend,
                           "arch": _target_arch(backend),
                           "libdevice": _driver_mod.libdevice_path() if backend == "cuda" else None,
                           "cache_dir": _cache_dir(),
                           "always_compile": knobs.compilation.always_compile,
                           "settings": knobs.compile_settings()}, separators=(",", ":"))
        return '{"kernel":%s,"functions":%s,%s' % (json.dumps(self.key), self._functions_json, rest[1:])

    def _compile(self, key, vals):
        _C = _extension()
        message = self._message(key, vals)
        try:
            kernel, message = _compile_message(_C.compile, message, _C)
        except (_C.CompileError, ValueError) as e:
            err = _language_error(e, _C)
            raise err from err.__cause__
        _record_message(message)
        self.cache[key] = kernel
        return kernel

    def _prepare(self, args, kwargs):
        """The specialisation key and values a launch with these arguments compiles for."""
        key, vals, _ = self._specialize(args, kwargs, True)
        return key, vals

    def _compile_batch(self, items):
        """Compiles the ``(key, vals)`` not cached yet, in parallel (a Rust thread pool); returns
        ``{key: exception}`` for those that failed."""
        _C = _extension()
        todo, seen = [], set()
        for key, vals in items:
            if key not in self.cache and key not in seen:
                seen.add(key)
                todo.append((key, vals))
        if not todo:
            return {}
        messages = [self._message(k, v) for k, v in todo]
        results = _C.compile_many(messages)
        failures = {}
        for (key, _), message, r in zip(todo, messages, results):
            if isinstance(r, _C.ConstexprCallNeeded):  # answered one call at a time, here
                try:
                    r, message = _compile_message(_C.compile, message, _C)
                except BaseException as e:
                    r = e
            if isinstance(r, BaseException):
                failures[key] = _language_error(r, _C) if isinstance(r, (_C.CompileError, ValueError)) else r
            else:
                _record_message(message)
                self.cache[key] = r
        return failures

    def __repr__(self) -> str:
        return f"JITFunction({self.module}:{self.fn.__qualname__})"


def _tensor_extent(t):
    """Bytes from a tensor's first element to the end of its last one (strides included)."""
    if t.numel() == 0:
        return 0
    span = 1 + sum((n - 1) * st for n, st in zip(t.shape, t.stride()) if n > 0)
    return span * t.element_size()


def _with_debug_arguments(rt, vals, layout, index, backend):
    """The runtime arguments of a debug build: the user's, each checked tensor's extent, and
    the address of a zeroed record word the kernel writes a failed check to."""
    import torch
    extents, _ = layout
    out = list(rt)
    for name in extents:
        v = vals[index[name]]
        out.append(_tensor_extent(v) if hasattr(v, "numel") else (1 << 62))
    dev = _DRIVER.active.get_active_torch_device() if backend != "cpu" else "cpu"
    record = torch.zeros(1, dtype=torch.int64, device=dev)
    out.append(record.data_ptr())
    return out, record


def _raise_failed_check(kernel, layout, record):
    """Raise for the check the record names (the launch has finished: `.item()` waits for it)."""
    word = int(record.item())
    if word == 0:
        return
    _, checks = layout
    site = (word >> 48) - 1
    offset = word & ((1 << 48) - 1)
    if offset >= 1 << 47:
        offset -= 1 << 48
    c = checks[site] if 0 <= site < len(checks) else {"kind": "?", "file": "?", "line": 0, "col": 0,
                                                       "message": "", "param": None}
    where = f"{c['file']}:{c['line']}:{c['col']}"
    if c["kind"] == "assert":
        msg = f": {c['message']}" if c["message"] else ""
        raise AssertionError(f"device assertion failed in kernel '{kernel.name}' at {where}{msg}")
    raise IndexError(f"out-of-bounds {c['kind']} in kernel '{kernel.name}' at {where}: byte offset {offset} "
                     f"of tensor argument '{c['param']}' is outside it")


def _extension():
    try:
        from .. import _C
    except ImportError as e:
        raise ImportError(f"the triton_musa compiler extension (triton_musa._C) is not built or failed to "
                          f"load ({e}); build it with `make develop`") from e
    return _C


def _language_error(e, _C):
    """The Python exception for a compiler error: CompilationError for the extension's
    CompileError, else ``e`` (the extension raises OutOfResources itself)."""
    if isinstance(e, _C.CompileError):
        return _compilation_error(str(e))
    return e


def _compilation_error(text):
    """CompilationError for the compiler's rendered message, chained (as upstream's) to the error
    that stopped the compile: its bare text, which upstream's tests read from ``__cause__``."""
    bare = CompilationError(text).error_message
    # upstream's subclasses for failed static asserts and unsupported syntax
    if bare.startswith("static_assert failed"):
        cls = CompileTimeAssertionFailure
    elif bare.startswith("unsupported language construct"):
        cls = UnsupportedLanguageConstruct
    else:
        cls = CompilationError
    err = cls(text)
    err.__cause__ = ValueError(bare)
    return err


def _target_arch(backend):
    """The GPU's compute capability (an int) for GPU backends; None on the host."""
    if backend == "cpu":
        return None
    arch = _DRIVER.active.get_current_target().arch
    return arch if isinstance(arch, int) else None


def _int_key(v, name, nospec, int_dt):
    if int_dt is not None:
        dt = int_dt
        lo, hi = {"i32": (_INT32_MIN, _INT32_END), "i64": (_INT64_MIN, _INT64_END), "u64": (0, _UINT64_END)}[dt]
        if not lo <= v < hi:
            raise OverflowError(f"argument '{name}' = {v} does not fit its annotated type {dt}")
    elif _INT32_MIN <= v < _INT32_END:
        dt = "i32"
    elif _INT64_MIN <= v < _INT64_END:
        dt = "i64"
    elif 0 <= v < _UINT64_END:
        dt = "u64"
    else:
        raise OverflowError(f"argument '{name}' = {v} does not fit in 64 bits")
    if nospec:
        return ("i", dt, False, False)
    return ("i", dt, v % 16 == 0, v == 1)


def _constexpr_key(v, name):
    if isinstance(v, _tl.constexpr):
        v = v.value
    t = type(v)
    if t is float:
        return ("c", t, repr(v))
    if v is None or t in (bool, int, str):
        return ("c", t, v)
    if isinstance(v, _tl.dtype) and not isinstance(v, _tl.block_type):
        return ("c", "dtype", v.to_ir_name())
    if t.__module__ == "torch" and t.__name__ == "dtype":
        return ("c", "dtype", _tensor_dtype_name(v, name))
    if isinstance(v, int):   # int subclasses (IntEnum, numpy ints through __index__ below)
        return ("c", int, int(v))
    if isinstance(v, tuple):   # a shape or a tuple of flags, element by element (not lists: as upstream)
        return ("c", "tuple", tuple(_constexpr_key(x, name) for x in v))
    if hasattr(v, "__index__") and not isinstance(v, float) and not hasattr(v, "data_ptr"):
        try:
            return ("c", int, v.__index__())
        except (TypeError, ValueError, RuntimeError):
            pass
    what = "a tensor" if hasattr(v, "data_ptr") else t.__name__
    raise TypeError(f"constexpr argument '{name}' must be an int, float, bool, str, None, a tl dtype or a "
                    f"tuple of those; got {what}")


_DESCRIPTOR_TYPES = ("TensorDescriptor", "TmaDescKernelParam")


def _descriptor_key(v, name, devtype):
    """Key and runtime arguments of a descriptor argument: the base address, the sizes (int32)
    and the strides (int64, in elements), as the kernel's expanded parameters take them."""
    if type(v).__name__ == "TensorDescriptor":
        base = v.base
        dev = getattr(base, "device", None)
        if dev is not None and getattr(dev, "type", devtype) != devtype:
            raise ValueError(f"argument '{name}' is a TensorDescriptor of a tensor on device '{dev}', but the "
                             f"active backend needs tensors on device '{devtype}'")
        dt = _torch_dtype_cache.get(base.dtype) or _tensor_dtype_name(base.dtype, name)
        ptr = base.data_ptr()
        shape, strides = [int(x) for x in v.shape], [int(x) for x in v.strides]
        block, padding = tuple(int(b) for b in v.block_shape), v.padding
    else:
        dt, ptr, shape, strides = v.element_type(), v.ptr, list(v.dims), list(v.strides)
        block, padding = tuple(v.block_dims), "zero"
    for i, d in enumerate(shape):
        if not 0 <= d < 2 ** 31:
            raise ValueError(f"argument '{name}': descriptor dimension {i} is {d}; sizes must fit int32")
    # divisibility by 16 of the strides (aligned rows) and sizes (bounds masks constant in runs)
    key = ("d", dt, block, padding, ptr & 15 == 0, tuple(s % 16 == 0 for s in strides),
           tuple(d % 16 == 0 for d in shape))
    return key, [ptr, *shape, *strides]


class _Slots(list):
    """The launch slots of one tuple argument (the caller extends its slots with them)."""


def _signature_entry(name, k, v):
    """The message's entry for one parameter from its key ``k`` and value ``v``."""
    kind = k[0]
    if kind == "c":
        v = v.value if isinstance(v, _tl.constexpr) else v
        if type(v).__module__ == "torch" and type(v).__name__ == "dtype":
            entry = {"value": _tensor_dtype_name(v, name), "type": "dtype"}
        else:
            entry = _constexpr_value(v)
        return {"name": name, "kind": "constexpr", **entry}
    if kind == "p":
        return {"name": name, "kind": "ptr", "dtype": k[1], "align16": k[2]}
    if kind == "i":
        return {"name": name, "kind": "int", "dtype": k[1], "div16": k[2], "one": k[3]}
    if kind == "f":
        return {"name": name, "kind": "float", "dtype": "fp32"}
    if kind == "b":
        return {"name": name, "kind": "bool"}
    if kind == "d":
        return {"name": name, "kind": "tensordesc", "dtype": k[1], "align16": k[4],
                "value": {"block_shape": list(k[2]), "padding": k[3], "strides_div16": list(k[5]),
                          "shape_div16": list(k[6])}}
    if kind == "t":
        return {"name": name, "kind": "tuple",
                "value": [_signature_entry(f"{name}.{i}", ik, iv) for i, (ik, iv) in enumerate(zip(k[1], v))]}
    return {"name": name, "kind": "none"}


def _tuple_key(v, name, warmup):
    """Key and launch slots of a tuple argument: each item is specialised as an argument of its own
    (`tl.constexpr` items as constexprs, nested tuples in turn)."""
    keys, slots = [], _Slots()
    for i, item in enumerate(v):
        item_name = f"{name}[{i}]"
        if isinstance(item, _tl.constexpr):
            keys.append(_constexpr_key(item, item_name))
        elif item is None:
            keys.append(_KEY_NONE)
        elif hasattr(item, "data_ptr") and type(item).__name__ not in _DESCRIPTOR_TYPES:
            devtype = _driver_mod.TORCH_DEVICE_TYPE[_DRIVER.active.backend]
            if type(item) is not MockTensor and item.device.type != devtype:
                raise ValueError(f"argument '{item_name}' is a tensor on device '{item.device}', but the active "
                                 f"backend '{_DRIVER.active.backend}' needs tensors on device '{devtype}'")
            ptr = item.data_ptr()
            keys.append(("p", _tensor_dtype_name(item.dtype, item_name), ptr & 15 == 0))
            slots.append(ptr)
        else:
            k, r = _other_key(item, item_name, False, None, warmup)
            keys.append(k)
            _push_slots(slots, r)
    return ("t", tuple(keys)), slots


def _push_slots(slots, r):
    """Adds an argument's launch slots: none, one value, or a tuple's ``_Slots``."""
    if type(r) is _Slots:
        slots.extend(r)
    elif r is not None:
        slots.append(r)


def _other_key(v, name, nospec, int_dt, warmup):
    """Key and runtime value of an argument of an uncommon type."""
    t = type(v)
    if t.__module__ == "torch" and t.__name__ == "dtype":
        if not warmup:
            raise TypeError(f"argument '{name}': a torch dtype stands in for a tensor only in warmup()")
        return ("p", _tensor_dtype_name(v, name), True), 0
    if isinstance(v, _tl.constexpr):
        raise TypeError(f"argument '{name}' is a tl.constexpr value but the parameter is not annotated "
                        "`: tl.constexpr`")
    if isinstance(v, bool):
        return _KEY_BOOL, bool(v)
    if isinstance(v, int) or (hasattr(v, "__index__") and hasattr(v, "dtype") and "int" in str(v.dtype)):
        iv = int(v.__index__())
        return _int_key(iv, name, nospec, int_dt), iv
    if isinstance(v, float) or (hasattr(v, "dtype") and "float" in str(getattr(v, "dtype", "")) and
                                hasattr(v, "__float__") and getattr(v, "ndim", 1) == 0):
        return _KEY_FLOAT, float(v)
    if isinstance(v, tuple):  # tuples, named tuples, torch.Size: one launch slot per item
        return _tuple_key(v, name, warmup)
    raise TypeError(f"argument '{name}' has unsupported type {t.__module__}.{t.__qualname__}: expected a "
                    "tensor, int, float, bool or None")


# Under TRITON_INTERPRET the result is an ``interpreter.InterpretedFunction``, which has the same
# launch interface (``fn[grid](...)``, ``run``, ``warmup``); typed as ``JITFunction`` as upstream's.
@overload
def jit(fn: Callable[..., Any], *, version: Any = None, repr: Callable[..., str] | None = None,
        launch_metadata: Callable[..., Any] | None = None, do_not_specialize: ParamRefs | None = None,
        do_not_specialize_on_alignment: ParamRefs | None = None, debug: bool | None = None,
        noinline: bool | None = None) -> JITFunction: ...


@overload
def jit(fn: None = None, *, version: Any = None, repr: Callable[..., str] | None = None,
        launch_metadata: Callable[..., Any] | None = None, do_not_specialize: ParamRefs | None = None,
        do_not_specialize_on_alignment: ParamRefs | None = None, debug: bool | None = None,
        noinline: bool | None = None) -> Callable[[Callable[..., Any]], JITFunction]: ...


def jit(fn: Callable[..., Any] | None = None, *, version: Any = None, repr: Callable[..., str] | None = None,
        launch_metadata: Callable[..., Any] | None = None, do_not_specialize: ParamRefs | None = None,
        do_not_specialize_on_alignment: ParamRefs | None = None, debug: bool | None = None,
        noinline: bool | None = None) -> JITFunction | Callable[[Callable[..., Any]], JITFunction]:
    """Marks a function as a kernel: ``@triton.jit`` or ``@triton.jit(do_not_specialize=[...])``."""
    def decorator(f: Callable[..., Any]) -> JITFunction:
        # knobs.runtime.interpret (TRITON_INTERPRET) is read when the decorator runs, as upstream
        cls = JITFunction
        if knobs.runtime.interpret:
            from .interpreter import InterpretedFunction as cls
        return cls(f, version=version, do_not_specialize=do_not_specialize,
                   do_not_specialize_on_alignment=do_not_specialize_on_alignment, debug=debug,
                   noinline=noinline, repr=repr, launch_metadata=launch_metadata)
    if fn is not None:
        return decorator(fn)
    return decorator


knobs._subscribe(_knobs_changed)
