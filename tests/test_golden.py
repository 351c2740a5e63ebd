"""Golden files of whole stages: every stage (tile IR, MLIR, LLVM IR, PTX) of the conformance
kernels on every target (cuda sm_90, musa mp_22 and mp_31 in LLVM-14 syntax, cpu for the x86-64
baseline), as `tests/golden/<kernel>.<target>.<stage>`. A change to a lowering shows up here as a
diff; `TRITON_MUSA_BLESS=1 pytest tests/test_golden.py` re-blesses after reviewing it."""
import json
import re

import pytest
import torch

from golden_files import check_golden
from triton_musa import _C

from test_cuda_codegen import add_kernel, argmax_kernel, softmax_kernel
from test_dot import matmul_kernel
from test_reductions import layernorm_fwd_kernel


def _cases():
    x = torch.zeros(64)
    h = torch.zeros(64, dtype=torch.float16)
    return {
        "add": (add_kernel, (x, x, x, 4096), dict(BLOCK=1024)),
        "softmax": (softmax_kernel, (x, x, 1024, 1000), dict(BLOCK=1024, num_warps=8)),
        "argmax": (argmax_kernel, (x, torch.zeros(16, dtype=torch.int32)), dict(N=32, M=16)),
        "layernorm": (layernorm_fwd_kernel, (h, h, h, h, x, x, 4096, 4096, 1e-5), dict(BLOCK=1024, num_warps=8)),
        "matmul_fp16": (matmul_kernel, (h, h, x, 128, 128, 128, 128, 1, 128, 1, 128, 1),
                        dict(BM=64, BN=64, BK=32, num_warps=4, num_stages=3)),
    }


# label -> (target, arch, settings): the cpu target is built for the x86-64 baseline, so its
# text does not depend on the machine that runs the test
TARGETS = {
    "sm90": ("cuda", 90, {}),
    "mp22": ("musa", 22, {}),
    "mp31": ("musa", 31, {}),
    "cpu": ("cpu", None, {"TRITON_CPU_TARGET": "x86-64"}),
}
# stage -> golden file extension; llir and ptx are LLVM's output (pinned to its version)
STAGES = {"ttir": "ttir", "mlir": "mlir", "llir": "ll", "ptx": "ptx"}
LLVM_OUTPUT = ("llir", "ptx")


def _stages(name, target, arch, settings=None):
    k, a, kw = _cases()[name]
    m = json.loads(k.message(*a, **kw))
    m["target"], m["arch"], m["libdevice"] = target, arch, None
    m["settings"] = dict(settings or {})
    return _C.compile_only(json.dumps(m))


def _llvm_version():
    import shutil
    import subprocess
    tool = shutil.which("llvm-config-19")
    return subprocess.run([tool, "--version"], capture_output=True, text=True).stdout.strip() if tool else None


def _check_llvm_output(name, text):
    """LLVM's output is pinned to the LLVM the goldens were blessed with (the version is blessed
    along): another LLVM 19 release may schedule differently."""
    import os
    from golden_files import GOLDEN_DIR, blessing
    path = os.path.join(GOLDEN_DIR, "LLVM_VERSION")
    here = _llvm_version()
    if blessing():
        if here:
            with open(path, "w") as f:
                f.write(here + "\n")
    elif here and os.path.exists(path) and open(path).read().strip() != here:
        pytest.skip(f"goldens blessed with LLVM {open(path).read().strip()}, this is LLVM {here}")
    check_golden(name, text)


def _portable(text):
    # absolute paths of the test files differ between checkouts
    return re.sub(r'"/[^"]*/tests/', '"tests/', text)


def _golden_cases():
    for name in _cases():
        for label, (target, _, _) in TARGETS.items():
            for stage in STAGES:
                if stage == "ptx" and target != "cuda":
                    continue
                yield name, label, stage


@pytest.mark.parametrize("name,label,stage", list(_golden_cases()))
def test_stage_golden(name, label, stage):
    """Every stage of each conformance kernel on every target, as a golden file."""
    import platform
    target, arch, settings = TARGETS[label]
    if target == "cpu" and stage in LLVM_OUTPUT and platform.machine() != "x86_64":
        pytest.skip("the cpu goldens are x86-64 code")
    text = _portable(_stages(name, target, arch, settings)[stage])
    path = f"{name}.{label}.{STAGES[stage]}"
    if stage in LLVM_OUTPUT:
        _check_llvm_output(path, text)
    else:
        check_golden(path, text)
