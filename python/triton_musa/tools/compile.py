"""``python -m triton.tools.compile``: ahead-of-time compilation of one ``@triton.jit`` kernel
into self-contained C (a ``.h`` and a ``.c``) that embeds the binary and loads and launches it
without Python.

    python -m triton_musa.tools.compile path/to/kernel.py --kernel-name add_kernel \\
        --signature "*fp32:16, *fp32:16, *fp32:16, i32, 1024" --grid "(n + 1023) / 1024,1,1" \\
        --target-backend cpu

The signature lists each parameter's type (``*fp32``, ``i32``, ``fp32``, ...) with an optional
``:16`` (a multiple of 16) or ``:1`` (the value 1, compiled in), or a constexpr's value. Grid
entries are C expressions over the integer arguments, evaluated at each launch. The C API, per
specialisation ``<name>``:

- ``load_<name>()`` / ``unload_<name>()``;
- ``<name>(stream, args...)`` launches the grid with the runtime arguments in signature order.
  cuda returns ``CUresult`` and musa ``MUresult`` (0 on success; block size and shared memory
  are fixed at compile time); cpu returns 0 on success and runs the grid on a pool of threads
  of the calling process (the stream is ignored).

The binary: cuda a cubin when ``ptxas`` is found, else PTX (which the driver assembles at load);
musa the toolkit's mubin; cpu the kernel's shared object, loaded from memory at ``load``.
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from . import aot_c

_C_KEYWORDS = {"auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
               "extern", "float", "for", "goto", "if", "int", "long", "register", "return", "short", "signed",
               "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while"}


@dataclass
class CompileArgs:
    path: str = ""
    kernel_name: str = ""
    signature: str = ""
    grid: str = ""
    target: str | None = None
    num_warps: int = 1
    num_stages: int = 3
    out_name: str | None = None
    out_path: Path | None = None


@dataclass
class Param:
    name: str
    type: str          # "*fp32", "i32", "fp32", ... or "constexpr"
    hint: int | None   # 16: a multiple of 16; 1: the value 1 (compiled in)
    value: object = None
    declared: str = "constexpr"  # the signature's type (an int hinted :1 keeps "i32")


def _constexpr_value(text):
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    if text in ("True", "False"):
        return text == "True"
    return None


def parse_signature(text, arg_names):
    """The kernel's parameters from a signature string, checked against ``arg_names``."""
    entries = [s.strip() for s in text.split(",")]
    if len(entries) != len(arg_names):
        raise ValueError(f"the signature has {len(entries)} entries, the kernel has {len(arg_names)} parameters "
                         f"({', '.join(arg_names)})")
    params = []
    for name, entry in zip(arg_names, entries):
        ty, _, hint = entry.partition(":")
        ty = ty.strip()
        value = _constexpr_value(ty)
        if value is not None:
            params.append(Param(name, "constexpr", None, value))
            continue
        if not re.fullmatch(r"\*?k?(i1|i8|i16|i32|i64|u1|u8|u16|u32|u64|fp16|bf16|fp32|fp64)", ty):
            raise ValueError(f"parameter '{name}': unknown type {ty!r} in the signature")
        h = None
        if hint:
            if hint.strip() not in ("1", "16"):
                raise ValueError(f"parameter '{name}': only the hints 1 and 16 exist, got {hint!r}")
            h = int(hint)
        if h == 1 and ty.startswith("*"):
            raise ValueError(f"parameter '{name}': a pointer cannot be the value 1")
        params.append(Param(name, "constexpr" if h == 1 else ty, h, 1 if h == 1 else None, ty))
    return params


def parse_target(args):
    """(backend, arch, warp_size) from ``--target backend:arch:warp`` or the documentation's
    ``--target-backend/--target-arch/--target-warp-size``; the active device's by default."""
    backend = arch = warp = None
    if args.target:
        parts = args.target.split(":")
        if len(parts) != 3:
            raise ValueError(f"--target must be backend:arch:warp_size, got {args.target!r}")
        backend, arch, warp = parts
    backend = getattr(args, "target_backend", None) or backend
    arch = getattr(args, "target_arch", None) or arch
    warp = getattr(args, "target_warp_size", None) or warp
    from .. import _C
    from ..runtime.driver import driver
    if backend is None:
        active = driver.active.get_current_target()
        backend, arch, warp = active.backend, arch or active.arch, warp or active.warp_size
    if backend not in _C.backends():
        raise ValueError(f"unknown target backend {backend!r}; this build targets: {', '.join(_C.backends())}")
    if backend == "cpu":
        return backend, None, 1
    if arch is None:
        raise ValueError(f"the {backend} target needs an arch (--target-arch)")
    arch = int(str(arch).removeprefix("sm_").removeprefix("mp_").rstrip("a"))
    return backend, arch, int(warp) if warp else (128 if backend == "musa" and arch < 30 else 32)


def _load_kernel(path, kernel_name):
    """Executes the kernel file with ``triton`` bound to triton_musa and returns the kernel."""
    import triton_musa
    for name, mod in list(sys.modules.items()):
        if name == "triton_musa" or name.startswith("triton_musa."):
            sys.modules["triton" + name[len("triton_musa"):]] = mod
    path = Path(path)
    sys.path.insert(0, str(path.parent.resolve()))
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    kernel = getattr(mod, kernel_name, None)
    if kernel is None:
        raise ValueError(f"{path} has no kernel named {kernel_name!r}")
    kernel = getattr(kernel, "fn", kernel) if not isinstance(kernel, triton_musa.JITFunction) else kernel
    if not isinstance(kernel, triton_musa.JITFunction):
        raise ValueError(f"{kernel_name!r} in {path} is not a @triton.jit function")
    return kernel


def _check_grid(grid, params):
    dims = [g.strip() for g in grid.split(",")]
    if len(dims) != 3 or not all(dims):
        raise ValueError(f"--grid must have three entries, got {grid!r}")
    ints = {p.name for p in params if p.type != "constexpr" and not p.type.startswith("*")
            and not p.type.startswith("fp") and not p.type.startswith("bf")}
    for d in dims:
        for ident in re.findall(r"[A-Za-z_]\w*", d):
            if ident not in ints:
                known = ", ".join(sorted(ints)) or "none"
                raise ValueError(f"--grid entry {d!r} names {ident!r}, which is not an integer argument of the "
                                 f"kernel (integer arguments: {known})")
    return dims


def _cubin(ptx, arch):
    """The cubin for PTX text when ``ptxas`` is found, else None."""
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        return None
    with tempfile.TemporaryDirectory() as d:
        src, out = os.path.join(d, "k.ptx"), os.path.join(d, "k.cubin")
        with open(src, "w") as f:
            f.write(ptx)
        sm = f"sm_{arch}a" if arch == 90 else f"sm_{arch}"
        r = subprocess.run([ptxas, f"-arch={sm}", "-o", out, src], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"ptxas failed: {r.stderr.strip()}")
        with open(out, "rb") as f:
            return f.read()


def compile_kernel(args):
    """Writes ``<out>.<hash>_<suffix>.h`` and ``.c``; returns (C function name, [paths])."""
    from ..compiler import ASTSource, GPUTarget, compile as tm_compile
    kernel = _load_kernel(args.path, args.kernel_name)
    params = parse_signature(args.signature, kernel.arg_names)
    dims = _check_grid(args.grid, params)
    backend, arch, warp = parse_target(args)
    out_name = args.out_name or args.kernel_name
    if not re.fullmatch(r"[A-Za-z_]\w*", out_name):
        raise ValueError(f"--out-name must be a C identifier, got {out_name!r}")
    for p in params:
        if p.type != "constexpr" and p.name in _C_KEYWORDS:
            raise ValueError(f"parameter '{p.name}' is a C keyword and cannot name a C argument")
    out_path = Path(args.out_path) if args.out_path else Path(out_name)
    entries = [s.strip() for s in args.signature.split(",")]
    meta_sig = f"warps{args.num_warps}xstages{args.num_stages}"
    sig_hash = hashlib.sha256(" ".join(entries + [meta_sig, backend, str(arch)]).encode()).hexdigest()[:8]
    suffix = "".join(f"{i}c" if p.hint == 1 else f"{i}d" if p.hint == 16 else "" for i, p in enumerate(params))
    func_name = f"{out_name}_{sig_hash}_{suffix}"

    signature = {p.name: p.type for p in params}
    constexprs = {p.name: p.value for p in params if p.type == "constexpr"}
    attrs = {(i,): [["tt.divisibility", 16]] for i, p in enumerate(params) if p.hint == 16}
    src = ASTSource(kernel, signature, constexprs, attrs)
    target = GPUTarget(backend, arch if arch is not None else 0, warp)
    ck = tm_compile(src, target=target, options={"num_warps": args.num_warps, "num_stages": args.num_stages})
    if backend == "cuda" and "tensormap.replace" in ck.asm["ptx"]:
        raise ValueError(f"kernel '{args.kernel_name}' makes tensor descriptors on the device "
                         "(tl.make_tensor_descriptor); on sm_90 their tensor maps live in global scratch that the "
                         "Python launcher provides and a C launcher does not: compile it with DISABLE_TME=1, which "
                         "reads them with ordinary loads")
    if backend == "cuda":
        binary = _cubin(ck.asm["ptx"], arch)
        kind = "cubin"
        if binary is None:
            binary, kind = ck.asm["ptx"].encode() + b"\0", "ptx"
    else:
        binary, kind = ck.asm["mubin" if backend == "musa" else "so"], ("mubin" if backend == "musa" else "so")
    runtime = [p for p in params if p.type != "constexpr"]
    spec = {
        "name": func_name, "kernel": kernel.__name__, "backend": backend, "arch": arch, "binary": kind,
        "out_name": out_name,
        "args": [{"name": p.name, "type": p.type, "hint": p.hint} for p in runtime],
        # the arguments a dispatcher over specialisations takes (those hinted :1 included)
        "full_args": [{"name": p.name, "type": p.declared} for p in params if p.declared != "constexpr"],
        "hints": {p.name: p.hint for p in params if p.hint is not None},
        "constants": {k: v for k, v in constexprs.items()},
        "grid": dims, "num_warps": args.num_warps, "num_stages": args.num_stages,
        "threads": args.num_warps * ck.metadata["warp_size"], "shared": ck.metadata["shared"],
    }
    stem = f"{out_path.name}.{sig_hash}_{suffix}"
    header, source = aot_c.render(spec, binary, f"{stem}.h")
    out_files = []
    for ext, text in ((".h", header), (".c", source)):
        path = out_path.with_name(f"{stem}{ext}")
        path.write_text(text)
        out_files.append(path)
    return func_name, out_files


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m triton.tools.compile", description=__doc__.split("\n\n")[0])
    ap.add_argument("path", help="Python file holding the kernel (it is executed)")
    ap.add_argument("--kernel-name", "-n", required=True)
    ap.add_argument("--signature", "-s", required=True)
    ap.add_argument("--grid", "-g", required=True)
    ap.add_argument("--target", "-t", default=None, help="backend:arch:warp_size, e.g. cuda:90:32, musa:31:32, cpu:0:1")
    ap.add_argument("--target-backend", default=None)
    ap.add_argument("--target-arch", default=None)
    ap.add_argument("--target-warp-size", default=None)
    ap.add_argument("--num-warps", "-w", type=int, default=1)
    ap.add_argument("--num-stages", "-ns", type=int, default=3)
    ap.add_argument("--out-name", "-on", default=None)
    ap.add_argument("--out-path", "-o", type=Path, default=None)
    a = ap.parse_args(argv)
    try:
        name, files = compile_kernel(a)
    except (ValueError, RuntimeError) as e:
        print(f"triton.tools.compile: error: {e}", file=sys.stderr)
        return 2
    print(json.dumps({"name": name, "files": [str(f) for f in files]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
