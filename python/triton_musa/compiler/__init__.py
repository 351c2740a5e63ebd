"""``triton.compiler``: ``ASTSource`` and ``compile`` for ahead-of-time compilation, also for a
target whose device is not present (``GPUTarget("musa", 31, 32)`` on a machine without one)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable, Mapping

from ..errors import CompilationError, CompileTimeAssertionFailure, UnsupportedLanguageConstruct  # noqa: F401
from ..runtime.driver import GPUTarget  # noqa: F401

if TYPE_CHECKING:
    from ..runtime.jit import Grid, JITFunction

__all__ = ["ASTSource", "CompilationError", "CompiledKernel", "LazyDict", "CompileTimeAssertionFailure", "compile",
           "GPUTarget", "UnsupportedLanguageConstruct"]

_SCALAR_TYPES = {"i1", "i8", "i16", "i32", "i64", "u1", "u8", "u16", "u32", "u64",
                 "fp16", "bf16", "fp32", "fp64"}


class ASTSource:
    """A ``@jit`` function with its signature: ``{"x_ptr": "*fp32", "n": "i32"}``, and the
    constexpr values by name or by ``(index,)`` as upstream allows."""

    def __init__(self, fn: JITFunction, signature: Mapping[str, str], constexprs: Mapping[Any, Any] | None = None,
                 attrs: Mapping[tuple[int, ...], Any] | None = None) -> None:
        self.fn = fn
        self.signature = dict(signature)
        self.constexprs = dict(constexprs or {})
        self.attrs = attrs

    def _constexpr(self, i, name):
        for k in (name, (i,), i):
            if k in self.constexprs:
                return True, self.constexprs[k]
        return False, None

    def _divisible(self, i, default):
        """Whether parameter ``i`` is known to be a multiple of 16 (``attrs``, as upstream gives
        them: ``{(i,): [["tt.divisibility", 16]]}``); ``default`` when no ``attrs`` were given."""
        if self.attrs is None:
            return default
        return any(k == "tt.divisibility" and v == 16 for k, v in self.attrs.get((i,), []))

    def key_and_values(self) -> tuple[tuple[tuple[Any, ...], ...], list[Any]]:
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
                spec.append(("p", dt, self._divisible(i, True)))
                vals.append(None)
            elif ty in ("i1", "u1"):
                spec.append(("b",))
                vals.append(None)
            elif ty in ("fp16", "bf16", "fp32", "fp64"):
                spec.append(("f",))
                vals.append(None)
            elif ty in _SCALAR_TYPES:
                spec.append(("i", ty, self._divisible(i, False), False))
                vals.append(None)
            else:
                raise ValueError(f"parameter '{name}': unknown type {ty!r}")
        return tuple(spec), vals


class LazyDict:
    """A dict whose extra entries are computed on the first ``get()``: launch hooks receive one,
    so a launch with no hook reading it pays nothing for ``launch_metadata``."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.extras: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []

    def add(self, func: Callable[..., Any], args: tuple[Any, ...]) -> None:
        self.extras.append((func, args))

    def get(self) -> dict[str, Any]:
        for func, args in self.extras:
            self.data = self.data | func(*args)
        self.extras.clear()
        return self.data


# The binary of each backend, as the cache keeps it, and its key in ``asm``.
_BINARIES = {"cuda": ("kernel.ptx", "ptx"), "musa": ("kernel.mubin", "mubin"), "cpu": ("kernel.so", "so")}


class CompiledKernel:
    """What ``compile`` produced. ``asm`` maps stage names to text (``ttir``, ``mlir`` (the tile
    program lowered for the target; also under upstream's ``ttgir``, the stage it stands for),
    ``llmlir``, ``llir``, and ``ptx`` on cuda) and the binary to bytes (``mubin`` on musa, ``so``
    on cpu); ``kernel[grid](*args)`` launches it on the active device of its backend."""

    def __init__(self, name: str, asm: dict[str, str | bytes], metadata: dict[str, Any],
                 src: ASTSource | None = None) -> None:
        self.name = name
        self.asm = asm
        self.metadata = metadata
        self.src = src

    def __repr__(self) -> str:
        return f"CompiledKernel({self.name}, {self.metadata['target']})"

    def __getitem__(self, grid: Grid) -> Callable[..., Any]:
        """A launcher for ``grid``: it takes every parameter in order, or only the runtime ones
        (constexprs are those given to ``ASTSource``), and runs through the JIT, which finds
        this kernel in the cache."""
        from ..runtime.driver import driver
        target = self.metadata["target"]
        if self.src is None or self.metadata.get("compile_only"):
            raise RuntimeError(f"{self.name} was compiled with compile_only=True: it has no binary to launch")
        active = driver.active.get_current_target()
        if active.backend != target.backend or (target.backend != "cpu" and active.arch != target.arch):
            raise RuntimeError(f"{self.name} was compiled for {target.backend}:{target.arch}, but the active device "
                               f"is {active.backend}:{active.arch}")
        fn = self.src.fn
        constexprs = {}
        for i, name in enumerate(fn.arg_names):
            is_const, value = self.src._constexpr(i, name)
            if is_const or self.src.signature.get(name) == "constexpr":
                constexprs[name] = value
        runtime = [n for n in fn.arg_names if n not in constexprs]

        def runner(*args):
            if len(args) == len(fn.arg_names):
                args = [a for n, a in zip(fn.arg_names, args) if n not in constexprs]
            if len(args) != len(runtime):
                raise TypeError(f"{self.name} takes {len(runtime)} runtime arguments ({', '.join(runtime)}) or all "
                                f"{len(fn.arg_names)} parameters, got {len(args)}")
            kwargs = dict(zip(runtime, args), **constexprs)
            return fn[grid](**kwargs, num_warps=self.metadata["num_warps"], num_stages=self.metadata["num_stages"])
        return runner


def compile(src: ASTSource, target: GPUTarget | None = None,
            options: Mapping[str, Any] | None = None) -> CompiledKernel:
    """Compile ``src`` for ``target`` (default: the active device), which need not be present:
    every stage and the binary (the MUSA toolkit makes the mubin; cuda keeps PTX, which the
    driver assembles at load). Without a MUSA toolkit this raises after the IR stages, which
    ``options={"compile_only": True}`` returns alone. The dump switches (``MUSA_ENABLE_DUMP_LLVM``
    and the rest) apply as for the JIT."""
    import os
    from .. import _C
    from ..runtime.driver import driver
    from ..runtime.jit import _compilation_error, _compile_message
    options = dict(options or {})
    compile_only = bool(options.pop("compile_only", False))
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
    warp = 1 if target.backend == "cpu" else target.warp_size
    metadata = {"name": src.fn.__name__, "target": target, "num_warps": num_warps, "num_stages": num_stages,
                "warp_size": warp}
    if compile_only:
        try:
            asm, _ = _compile_message(_C.compile_only, json.dumps(message), _C)
        except _C.CompileError as e:
            err = _compilation_error(str(e))
            raise err from err.__cause__
        metadata.update(shared=int(asm.pop("shared", 0)), compile_only=True)
        return _compiled(src, asm, metadata)
    message["load"] = False
    try:
        kernel, _ = _compile_message(_C.compile, json.dumps(message), _C)
    except _C.CompileError as e:
        err = _compilation_error(str(e))
        raise err from err.__cause__
    except ValueError as e:
        if target.backend == "musa" and "toolkit" in str(e):
            raise ValueError(f"{e}\n(triton.compile(..., options={{'compile_only': True}}) returns the IR stages "
                             "without a toolkit)") from None
        raise
    asm = dict(kernel.asm)
    file, stage = _BINARIES[target.backend]
    with open(os.path.join(kernel.cache_path, file), "rb") as f:
        binary = f.read()
    asm[stage] = binary.decode() if stage == "ptx" else binary
    meta = json.loads(kernel.metadata_json)
    metadata.update(shared=meta["shared"], cache_path=kernel.cache_path)
    return _compiled(src, asm, metadata)


def _compiled(src, asm, metadata):
    # our target-lowered tile program is the stage upstream calls TTGIR
    asm["ttgir"] = asm["mlir"]
    return CompiledKernel(src.fn.__name__, asm, metadata, src)
