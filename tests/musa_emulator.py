"""Run the MTGPU LLVM IR this compiler makes for the musa target on the CPU: the kernel is built
for x86-64 with clang, one pthread per GPU thread, and every `llvm.musa.*` call goes to
`musa_emulator/emulator.c`, which implements the intrinsics as musa-mma-facts.md documents them.
So a test can check that a MUSA lowering (WMMA, SQMMA) computes the right values under the
documented semantics, without a MUSA machine."""
import ctypes
import json
import pathlib
import re
import shutil
import subprocess

import numpy as np
import pytest
import torch

from triton_musa import _C

HERE = pathlib.Path(__file__).parent / "musa_emulator"


@pytest.fixture
def emulator_host_tensors():
    """The emulator runs on the CPU, whatever device the run's other tests use: tensors made
    without a device land there."""
    prev = torch.get_default_device()
    torch.set_default_device("cpu")
    yield
    torch.set_default_device(prev)


def musa_ir(kernel, args, kw, arch):
    # the message is checked against the active backend's device (cuda on a GPU machine)
    from triton_musa.runtime.driver import driver
    dev = driver.active.get_active_torch_device()
    args = [torch.empty_like(a, device=dev) if isinstance(a, torch.Tensor) else a for a in args]
    m = json.loads(kernel.message(*args, **kw))
    m["target"], m["arch"], m["libdevice"] = "musa", arch, None
    return _C.compile_only(json.dumps(m))


def _split_args(text):
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _type_of(arg):
    """The type of a parameter or declaration argument, without attributes and name."""
    if arg.startswith("ptr addrspace("):
        return re.match(r"ptr addrspace\(\d+\)", arg).group(0)
    if arg.startswith("<"):
        return arg[: arg.index(">") + 1]
    return arg.split()[0]


def emulable_module(llir):
    """The kernel's LLVM-19 IR made buildable for the host: the default calling convention, a
    real shared-memory array, each `llvm.musa.X` replaced by a wrapper that passes its operands
    by address to `musa_emul_dispatch("X", ...)`, and the SQMMA descriptors given the address
    of the shared-memory load that feeds them."""
    loads = dict(re.findall(r"(%[\w.]+) = load (?:i16|i8|float), (ptr addrspace\(3\) .+?), align", llir))

    def desc_addr(mt):
        name, val = mt.group(1), mt.group(3)
        if val not in loads:
            raise AssertionError(f"the descriptor's value {val} is not a shared-memory load")
        return f"@llvm.musa.sqmma.desc.{name}({loads[val]}"
    llir = re.sub(r"@llvm\.musa\.sqmma\.desc\.(\w+)\((i16|i8|float) (%[\w.]+)", desc_addr, llir)
    llir = re.sub(r"(declare i32 @llvm\.musa\.sqmma\.desc\.\w+\()(?:i16|i8|float)", r"\1ptr addrspace(3)", llir)
    llir = re.sub(r"^target datalayout.*$", "", llir, flags=re.M)
    # LLVM 19 prints calling convention 102 (MTGPU_KERNEL) with an AArch64 name
    llir = re.sub(r"^define (cc 102|aarch64_sme_preservemost_from_x0) ", "define ", llir, flags=re.M)
    smem = "@global_smem = addrspace(3) global [262144 x i8] zeroinitializer, align 4096"
    llir = re.sub(r"@global_smem = external [^\n]*", smem, llir)
    if "@global_smem" not in llir:  # the emulator's runtime refers to it
        llir += "\n" + smem + "\n"
    decls = re.findall(r"^declare (?:\w+ )*?([^@]+?) @llvm\.musa\.([\w.]+)\((.*)\)", llir, re.M)
    llir = re.sub(r"^declare [^\n]*@llvm\.musa\.[^\n]*$", "", llir, flags=re.M)
    llir = llir.replace("@llvm.musa.", "@musa.emul.")
    out = [llir, "declare void @musa_emul_dispatch(ptr, ptr, ptr)"]
    for i, (ret, name, arglist) in enumerate(decls):
        ret = ret.strip()
        tys = [_type_of(a) for a in _split_args(arglist)]
        params = ", ".join(f"{t} %p{j}" for j, t in enumerate(tys))
        body = [f'@.emul.name.{i} = private constant [{len(name) + 1} x i8] c"{name}\\00"',
                f"define {ret} @musa.emul.{name}({params}) {{",
                f"  %argv = alloca [{max(len(tys), 1)} x ptr]",
                "  %ret = alloca [64 x i64], align 64"]
        for j, t in enumerate(tys):
            body += [f"  %s{j} = alloca {t}, align 64", f"  store {t} %p{j}, ptr %s{j}",
                     f"  %g{j} = getelementptr [{len(tys)} x ptr], ptr %argv, i64 0, i64 {j}",
                     f"  store ptr %s{j}, ptr %g{j}"]
        body.append(f"  call void @musa_emul_dispatch(ptr @.emul.name.{i}, ptr %argv, ptr %ret)")
        if ret == "void":
            body.append("  ret void")
        else:
            body += [f"  %r = load {ret}, ptr %ret", f"  ret {ret} %r"]
        body.append("}")
        out.append("\n".join(body))
    kernel = re.search(r"^define (?:\w+ )*void @(\w+)\((.*)\)", llir, re.M)
    ptys = [_type_of(a) for a in _split_args(kernel.group(2))]
    launch = ["define void @emul_launch(ptr %args) {"]
    names = []
    for j, t in enumerate(ptys):
        launch += [f"  %q{j} = getelementptr i64, ptr %args, i64 {j}", f"  %w{j} = load i64, ptr %q{j}"]
        if t.startswith("ptr"):
            launch.append(f"  %a{j} = inttoptr i64 %w{j} to {t}")
        elif t == "i64":
            launch.append(f"  %a{j} = add i64 %w{j}, 0")
        elif t in ("i32", "i16", "i8", "i1"):
            launch.append(f"  %a{j} = trunc i64 %w{j} to {t}")
        elif t == "float":
            launch += [f"  %t{j} = trunc i64 %w{j} to i32", f"  %a{j} = bitcast i32 %t{j} to float"]
        elif t == "double":
            launch.append(f"  %a{j} = bitcast i64 %w{j} to double")
        else:
            raise AssertionError(f"no launch conversion for a {t} parameter")
        names.append(f"{t} %a{j}")
    launch += [f"  call void @{kernel.group(1)}({', '.join(names)})", "  ret void", "}"]
    out.append("\n".join(launch))
    return "\n\n".join(out) + "\n"


def build(llir, tmp_path):
    from helpers import require
    clang = shutil.which("clang-19") or shutil.which("clang")
    require("clang-19 (to run the MUSA emulator)", clang)
    src = tmp_path / "kernel.ll"
    src.write_text(emulable_module(llir))
    lib = tmp_path / "kernel.so"
    r = subprocess.run([clang, "-O1", "-shared", "-fPIC", "-w", str(HERE / "emulator.c"), str(src), "-o", str(lib),
                        "-lpthread"], capture_output=True, text=True)
    assert r.returncode == 0, f"building the emulated kernel failed:\n{r.stderr[-3000:]}"
    return ctypes.CDLL(str(lib))


def run(kernel, args, kw, arch, grid, tmp_path):
    """Compile `kernel` for musa `arch`, run it emulated on `args` (torch CPU tensors are read
    and written in place; ints and floats pass as values)."""
    llir = musa_ir(kernel, args, kw, arch)["llir_llvm19"]
    lib = build(llir, tmp_path)
    words = []
    for a in args:
        if isinstance(a, torch.Tensor):
            words.append(a.data_ptr())
        elif isinstance(a, float):
            words.append(int(np.float32(a).view(np.uint32)))
        else:
            words.append(int(a) & 0xFFFFFFFFFFFFFFFF)
    argv = (ctypes.c_uint64 * max(len(words), 1))(*words)
    warp = 32 if arch >= 30 else 128
    threads = kw.get("num_warps", 4) * warp
    g = list(grid) + [1] * (3 - len(grid))
    rc = lib.emul_run(g[0], g[1], g[2], threads, warp, argv)
    assert rc == 0, f"emul_run failed ({rc})"
    return llir
