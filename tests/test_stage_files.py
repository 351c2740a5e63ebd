"""TRITON_KERNEL_DUMP / TRITON_DUMP_DIR and TRITON_KERNEL_OVERRIDE / TRITON_OVERRIDE_DIR, as
upstream: every stage written under `<dump dir>/<hash>/<kernel>.<stage>`, and a folder of edited
stage files, copied into the override folder, compiled instead."""
import os
import re
import shutil
import subprocess
import sys

import pytest

KERNEL_SOURCE = '''
import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def staged_add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)
'''

RUNNER = '''
import sys
import torch
import triton_musa as triton
sys.path.insert(0, sys.argv[1])
from staged_kernels import staged_add_kernel

dev = str(triton.runtime.driver.active.get_active_torch_device())
x = torch.arange(100, dtype=torch.float32, device=dev)
y = torch.full((100,), 10.0, device=dev)
out = torch.empty_like(x)
try:
    staged_add_kernel[(2,)](x, y, out, 100, BLOCK=64)
except (triton.CompilationError, ValueError) as e:
    print(type(e).__name__ + ":", e)
    sys.exit(3)
print("result:", "add" if torch.equal(out, x + y) else "sub" if torch.equal(out, x - y) else "other")
'''


@pytest.fixture
def kernel_file(tmp_path):
    (tmp_path / "staged_kernels.py").write_text(KERNEL_SOURCE)
    (tmp_path / "runner.py").write_text(RUNNER)
    return tmp_path


def run(folder, **env):
    """One process compiling and launching the kernel, as a user's script would (the in-memory
    kernel cache of a process would hide a second compile)."""
    full = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path), **env)
    r = subprocess.run([sys.executable, str(folder / "runner.py"), str(folder)], capture_output=True, text=True,
                       env=full, timeout=300)
    return r


def dump(kernel_file, tmp_path):
    r = run(kernel_file, TRITON_KERNEL_DUMP="1", TRITON_DUMP_DIR=str(tmp_path / "dump"))
    assert "result: add" in r.stdout, r.stdout + r.stderr
    (folder,) = (tmp_path / "dump").iterdir()
    return folder


def test_dump_writes_every_stage(kernel_file, tmp_path, device):
    folder = dump(kernel_file, tmp_path)
    names = {p.name for p in folder.iterdir()}
    binary = {"cpu": "so", "cuda": "ptx", "musa": "mubin"}[device.split(":")[0] if device != "cpu" else "cpu"]
    stages = ["ttir", "mlir", "llvm.mlir", "llir", binary, "json"]
    assert names == {f"staged_add_kernel.{s}" for s in stages}
    assert "tt.func @staged_add_kernel" in (folder / "staged_add_kernel.ttir").read_text()
    assert "func.func @staged_add_kernel" in (folder / "staged_add_kernel.mlir").read_text()
    assert "fadd" in (folder / "staged_add_kernel.llir").read_text()
    assert '"name": "staged_add_kernel"' in (folder / "staged_add_kernel.json").read_text()
    # a cached kernel is compiled again while dumping, so the files are always written
    shutil.rmtree(tmp_path / "dump")
    assert dump(kernel_file, tmp_path).name == folder.name


def override(kernel_file, tmp_path, stage, edit):
    """Dump, edit one stage into the override folder; the environment of a run using it."""
    folder = dump(kernel_file, tmp_path)
    target = tmp_path / "override" / folder.name
    target.mkdir(parents=True)
    f = f"staged_add_kernel.{stage}"
    text = (folder / f).read_text()
    edited = edit(text)
    assert edited != text
    (target / f).write_text(edited)
    return dict(TRITON_KERNEL_OVERRIDE="1", TRITON_OVERRIDE_DIR=str(tmp_path / "override"))


@pytest.mark.parametrize("stage, edit", [
    ("mlir", lambda t: t.replace("arith.addf", "arith.subf")),
    ("llir", lambda t: t.replace("fadd", "fsub")),
])
def test_an_edited_stage_is_compiled_instead(kernel_file, tmp_path, stage, edit):
    env = override(kernel_file, tmp_path, stage, edit)
    r = run(kernel_file, **env)
    assert "result: sub" in r.stdout, r.stdout + r.stderr
    assert f"Overriding kernel with file {tmp_path / 'override'}" in r.stderr
    # without the switch the compiler's own stage is back (the edited kernel is cached apart)
    r = run(kernel_file)
    assert "result: add" in r.stdout, r.stdout + r.stderr


def test_a_read_only_stage_is_refused_by_name(kernel_file, tmp_path):
    env = override(kernel_file, tmp_path, "ttir", lambda t: t + "\n// edited\n")
    r = run(kernel_file, **env)
    assert r.returncode == 3 and re.search(r"staged_add_kernel\.ttir cannot be used.*reading only", r.stdout), r.stdout + r.stderr


def test_an_edited_stage_that_does_not_parse_is_a_clear_error(kernel_file, tmp_path):
    env = override(kernel_file, tmp_path, "llir", lambda t: t.replace("fadd", "fnonsense"))
    r = run(kernel_file, **env)
    assert r.returncode == 3 and "staged_add_kernel.llir is not valid LLVM IR" in r.stdout, r.stdout + r.stderr
