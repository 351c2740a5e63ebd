"""``triton.compiler``: ``ASTSource`` and ``compile`` for ahead-of-time compilation, also for a
target whose device is not present (``GPUTarget("musa", 31, 32)`` on a machine without one)."""
import json

from ..errors import CompilationError, CompileTimeAssertionFailure, UnsupportedLanguageConstruct  # noqa: F401
from ..runtime.driver import GPUTarget  # noqa: F401

__all__ = ["ASTSource", "CompilationError", "CompiledKernel", "CompileTimeAssertionFailure", "compile",
           "GPUTarget", "UnsupportedLanguageConstruct"]

_SCALAR_TYPES = {"i1", "i8", "i16", "i32", "i64", "u1", "u8", "u16", "u32", "u64",
                 "fp16", "bf16", "fp32", "fp64"}


class ASTSource:
    """A ``@jit`` function with its signature: ``{"x_ptr": "*fp32", "n": "i32"}``, and the
    constexpr values by name or by ``(index,)`` as upstream allows."""

    def __init__(self, fn, signature, constexprs=None, attrs=None):
        self.fn = fn
        self.signature = dict(signature)
        self.constexprs = dict(constexprs or {})
        self.attrs = attrs

    def _constexpr(self, i, name):
        for k in (name, (i,), i):
            if k in self.constexprs:
                return True, self.constexprs[k]
        return False, None

    def key_and_values(self):
        """The specialisation key entries and values ``JITFunction._message`` reads."""
        spec, vals = [], []
        for i, name in enumerate(self.fn.arg_names):
            is_const, value = self._constexpr(i, name)
            ty = self.signature.get(name)
            if is_const or ty == "constexpr":
                if not is_const:
                    raise ValueError(f"parameter '{name}' is a constexpr but no value was given in constexprs")
                spec.append(("c", type(value), value))
                vals.append(value)
            elif ty is None:
                raise ValueError(f"parameter '{name}' is missing from the signature {self.signature!r}")
            elif ty.startswith("*"):
                dt = ty[1:].removeprefix("k")
                if dt not in _SCALAR_TYPES:
                    raise ValueError(f"parameter '{name}': unknown pointer type {ty!r}")
                spec.append(("p", dt, True))
                vals.append(None)
            elif ty in ("i1", "u1"):
                spec.append(("b",))
                vals.append(None)
            elif ty in ("fp16", "bf16", "fp32", "fp64"):
                spec.append(("f",))
                vals.append(None)
            elif ty in _SCALAR_TYPES:
                spec.append(("i", ty, False, False))
                vals.append(None)
            else:
                raise ValueError(f"parameter '{name}': unknown type {ty!r}")
        return tuple(spec), vals


class CompiledKernel:
    """What ``compile`` produced: ``asm`` maps stage names (ttir, mlir, llir, ptx) to text."""

    def __init__(self, name, asm, metadata):
        self.name = name
        self.asm = asm
        self.metadata = metadata

    def __repr__(self):
        return f"CompiledKernel({self.name}, {self.metadata['target']})"


def compile(src, target=None, options=None):
    """Compile ``src`` for ``target`` (default: the active device) without a device: every
    stage up to the target's assembly (PTX for cuda, MTGPU LLVM IR for musa)."""
    from .. import _C
    from ..runtime.driver import driver
    options = dict(options or {})
    if target is None:
        target = driver.active.get_current_target()
    if target.backend not in _C.backends():
        raise ValueError(f"unknown backend {target.backend!r}; this build targets: {', '.join(_C.backends())}")
    spec, vals = src.key_and_values()
    num_warps = int(options.get("num_warps", 4))
    num_stages = int(options.get("num_stages", 3))
    fp_fusion = options.get("enable_fp_fusion")
    if fp_fusion is None:
        from ..runtime.jit import _default_fp_fusion
        fp_fusion = _default_fp_fusion()
    launch = (num_warps, num_stages, 1, bool(options.get("debug", False)), options.get("maxnreg"), bool(fp_fusion))
    key = (spec, launch, "cpu")
    message = json.loads(src.fn._message(key, vals))
    message["target"] = target.backend
    message["arch"] = target.arch if isinstance(target.arch, int) else None
    if target.backend == "cuda":
        from ..runtime.driver import libdevice_path
        message["libdevice"] = libdevice_path()
    try:
        asm = _C.compile_only(json.dumps(message))
    except _C.CompileError as e:
        raise CompilationError(str(e)) from None
    warp = 1 if target.backend == "cpu" else target.warp_size
    metadata = {"name": src.fn.__name__, "target": target, "num_warps": num_warps, "num_stages": num_stages,
                "warp_size": warp, "shared": int(asm.pop("shared", 0))}
    return CompiledKernel(src.fn.__name__, asm, metadata)
