"""pytest plugin (`upstream_conformance.py --cuda-ptx-probe`): upstream's checks of its own PTX,
run on a machine without a GPU. Kernels run on the CPU target as usual (so values are checked on
the CPU); each launch is also compiled for cuda sm_90 without loading, and the kernel object the
test gets back carries that PTX in `asm["ptx"]`. The test module's `is_cuda()` answers True and
`torch.cuda.get_device_capability()` (9, 0), so the PTX assertions run.

This is a development probe for the cuda target's PTX forms, not a cuda run: only the H200
(`--device cuda`) says whether kernels are right on the GPU."""
import importlib
import json
import sys

import torch

_jit = importlib.import_module("triton_musa.runtime.jit")
_C = importlib.import_module("triton_musa._C")
_run = _jit.JITFunction.run


class _WithPtx:
    def __init__(self, kernel, ptx):
        self._kernel, self.asm = kernel, {**getattr(kernel, "asm", {}), "ptx": ptx}

    def __getattr__(self, name):
        return getattr(self._kernel, name)


def _run_and_compile_for_cuda(self, *args, grid, warmup=False, **kwargs):
    kernel = _run(self, *args, grid=grid, warmup=warmup, **kwargs)
    m = json.loads(self.message(*args, **kwargs))
    m["target"], m["arch"], m["libdevice"] = "cuda", 90, None
    try:
        ptx = _C.compile_only(json.dumps(m))["ptx"]
    except Exception as e:  # the PTX assertions then fail, naming why
        ptx = f"<cuda compile failed: {e}>"
    return _WithPtx(kernel, ptx)


_jit.JITFunction.run = _run_and_compile_for_cuda
torch.cuda.get_device_capability = lambda *a, **k: (9, 0)


def pytest_collection_modifyitems(session, config, items):
    for name, mod in list(sys.modules.items()):
        if name.split(".")[-1].startswith("test_") and hasattr(mod, "is_cuda"):
            mod.is_cuda = lambda: True
