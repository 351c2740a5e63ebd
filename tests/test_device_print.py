"""tl.device_print and print() in compiled kernels: upstream's GPU line format
(`pid (x, y, z) idx (i) prefix: value`), on the active target in a child process (device printf
reaches the process's stdout at exit or synchronisation), and in the cuda/musa IR."""
import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import _C

HERE = os.path.dirname(os.path.abspath(__file__))

PRINT_SCRIPT = textwrap.dedent('''
    import torch
    import triton_musa as triton
    import triton_musa.language as tl

    @triton.jit
    def print_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs)
        tl.device_print("x", x)
        print("y", tl.load(y_ptr + offs))
        tl.device_print("sum: ", tl.sum(x, axis=0))
        tl.device_print("two", x, offs + 10)
        tl.device_print("bits", offs * 4096, hex=True)
        tl.device_print("neg", (offs - 2).to(tl.int8), hex=True)
        tl.device_print("just a message")
        print("row:", tl.program_id(0), tl.program_id(1))

    dev = str(triton.runtime.driver.active.get_active_torch_device())
    x = torch.tensor([-1, 0, 7, 12], dtype=torch.int32, device=dev)
    y = torch.tensor([0.5, -2.25, 3.0, 1e3], dtype=torch.float16, device=dev)
    print_kernel[(2, 2)](x, y, BLOCK=4)
    if dev.startswith("cuda"):
        torch.cuda.synchronize()
''')


def expected_lines():
    x = [-1, 0, 7, 12]
    y = ["0.500000", "-2.250000", "3.000000", "1000.000000"]
    out = []
    for p0 in range(2):
        for p1 in range(2):
            pid = f"pid ({p0}, {p1}, 0)"
            out += [f"{pid} idx ({i}) x: {x[i]}" for i in range(4)]
            out += [f"{pid} idx ({i}) y: {y[i]}" for i in range(4)]
            out += [f"{pid} idx () sum: 18"]
            out += [f"{pid} idx ({i}) two: (operand 0) {x[i]}" for i in range(4)]
            out += [f"{pid} idx ({i}) two: (operand 1) {i + 10}" for i in range(4)]
            out += [f"{pid} idx ({i}) bits: 0x{i * 4096:08x}" for i in range(4)]
            # int8 in hex: sign-extended to 32 bits, then at least two digits
            out += [f"{pid} idx ({i}) neg: 0x{(i - 2) & 0xFFFFFFFF:02x}" for i in range(4)]
            out += [f"{pid} just a message"]
            out += [f"{pid} idx () row: (operand 0) {p0}", f"{pid} idx () row: (operand 1) {p1}"]
    return out


def test_device_print_lines(tmp_path):
    script = tmp_path / "print_kernel.py"
    script.write_text(PRINT_SCRIPT)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([HERE, os.environ.get("PYTHONPATH", "")]))
    env.pop("TRITON_INTERPRET", None)
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr
    # Programs (and GPU threads) print concurrently: compare the lines as a multiset.
    got = sorted(line for line in r.stdout.splitlines() if line.startswith("pid"))
    assert got == sorted(expected_lines())


@triton.jit
def print_many_kernel(x_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK)[:, None] * BLOCK + tl.arange(0, BLOCK)[None, :])
    tl.device_print("m", x)


def _compile(kernel, args, kw, target, arch):
    m = json.loads(kernel.message(*args, **kw))
    m["target"], m["arch"], m["libdevice"] = target, arch, None
    return _C.compile_only(json.dumps(m))


def test_cuda_calls_vprintf_with_packed_arguments():
    x = torch.zeros(256)
    r = _compile(print_many_kernel, (x,), dict(BLOCK=16), "cuda", 90)
    assert "pid (%u, %u, %u) idx (%2u, %2u) m: %f\\0A" in r["llir"]
    assert "@vprintf(" in r["llir"] and "call.uni" in r["ptx"] and "vprintf" in r["ptx"]
    # the argument buffer is one fixed stack slot, not an alloca per call
    assert r["ptx"].count(".local .align 8") == 1


@pytest.mark.parametrize("arch", [22, 31])
def test_musa_calls_the_variadic_printf(arch, tmp_path):
    x = torch.zeros(256)
    llir = _compile(print_many_kernel, (x,), dict(BLOCK=16), "musa", arch)["llir"]
    assert "call i32 (ptr, ...) @printf(" in llir
    assert ", double " in llir  # f32 promoted as C variadic calls do
    for tool, flags in (("llvm-as-14", ["-opaque-pointers"]), ("llvm-as-19", [])):
        path = shutil.which(tool)
        if path is None:
            pytest.skip(f"{tool} is not installed")
        (tmp_path / "k.ll").write_text(llir)
        r = subprocess.run([path, *flags, str(tmp_path / "k.ll"), "-o", os.devnull], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr


def test_the_prefix_must_be_a_string(device):
    @triton.jit
    def bad_prefix_kernel(x_ptr):
        tl.device_print(tl.load(x_ptr))

    with pytest.raises(triton.CompilationError, match="prefix must be a string"):
        bad_prefix_kernel[(1,)](torch.zeros(1, device=device))


def test_float8_values_are_refused(device):
    @triton.jit
    def fp8_print_kernel(x_ptr):
        tl.device_print("v", tl.load(x_ptr + tl.arange(0, 4)))

    x = torch.zeros(4, device=device).to(torch.float8_e5m2)
    with pytest.raises(triton.CompilationError, match="float8"):
        fp8_print_kernel[(1,)](x)
