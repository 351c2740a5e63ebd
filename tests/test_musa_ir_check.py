"""The musa IR check of `make test`: TRITON_MUSA_RECORD_MESSAGES makes the JIT keep each distinct
launch message it compiled, and scripts/musa_conformance_ir.py compiles those for mp_22 and mp_31
and has LLVM 14 and 19 assemble the IR (exit status 1 when anything fails)."""
import importlib
import json
import os
import shutil
import subprocess
import sys

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from helpers import require

_jit = importlib.import_module("triton_musa.runtime.jit")  # the module (triton_musa.runtime.jit is jit())

pytestmark = pytest.mark.compiled

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts",
                      "musa_conformance_ir.py")


@triton.jit
def recorded_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.exp(tl.load(x_ptr + offs, mask=m)) * 2.0, mask=m)


def _run_script(d):
    for tool in ("llvm-as-14", "llvm-as-19"):
        require(f"{tool} (for the MUSA IR check)", shutil.which(tool))
    return subprocess.run([sys.executable, SCRIPT, str(d)], capture_output=True, text=True, timeout=300)


def test_recorder_keeps_each_distinct_message_and_the_script_compiles_them(tmp_path, monkeypatch, device):
    d = tmp_path / "messages"
    monkeypatch.setenv("TRITON_MUSA_RECORD_MESSAGES", str(d))
    x = torch.rand(300, device=device)
    y = torch.empty_like(x)
    for block in (64, 64, 128):
        recorded_kernel[(triton.cdiv(300, block),)](x, y, 300, BLOCK=block)
    torch.testing.assert_close(y, torch.exp(x) * 2.0)
    files = sorted(d.glob("*.json"))
    assert len(files) == 2, files
    msgs = [json.loads(f.read_text()) for f in files]
    assert {m["kernel"] for m in msgs} == {"test_musa_ir_check.recorded_kernel"}
    assert all(m["cache_dir"] is None for m in msgs)  # a session's cache does not make a message distinct
    # content-addressed: the same message from another session (another cache) adds nothing
    again = dict(msgs[0], cache_dir=str(tmp_path / "other-cache"))
    _jit._record_message(json.dumps(again))
    assert len(list(d.glob("*.json"))) == 2
    # off: nothing recorded
    monkeypatch.delenv("TRITON_MUSA_RECORD_MESSAGES")
    recorded_kernel[(1,)](x, y, 300, BLOCK=512)
    assert len(list(d.glob("*.json"))) == 2

    r = _run_script(d)
    assert r.returncode == 0, r.stdout + r.stderr
    for arch in (22, 31):
        assert (f"mp_{arch}: 2 kernels, 2 IR accepted (0 of them over mp_{arch}'s limits), 0 unsupported, "
                "0 failed") in r.stdout, r.stdout
    assert "musa IR check: passed" in r.stdout


def test_script_fails_on_a_kernel_that_does_not_compile(tmp_path, monkeypatch, device):
    d = tmp_path / "messages"
    monkeypatch.setenv("TRITON_MUSA_RECORD_MESSAGES", str(d))
    x = torch.rand(64, device=device)
    recorded_kernel[(1,)](x, x, 64, BLOCK=32)
    (f,) = d.glob("*.json")
    m = json.loads(f.read_text())
    m["signature"] = m["signature"][:-1]  # BLOCK missing: the front end rejects it
    (d / "broken.json").write_text(json.dumps(m))
    r = _run_script(d)
    assert r.returncode == 1, r.stdout + r.stderr
    assert ("mp_22: 2 kernels, 1 IR accepted (0 of them over mp_22's limits), 0 unsupported, "
            "1 failed (1 compile, 0 IR)") in r.stdout, r.stdout
    assert "compile errors by message:" in r.stdout and "FAIL x2:" in r.stdout, r.stdout
    assert "musa IR check: FAILED" in r.stdout
