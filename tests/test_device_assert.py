"""tl.device_assert and `assert` in kernels: under TRITON_DEBUG=1 a failure is a Python
exception naming the kernel, file:line and message, in a fresh process as upstream's own test
runs it (no hang, no silent success, and here the device stays usable); without debug the check
is not compiled at all."""
import json
import os
import subprocess
import sys
import textwrap

import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import _C

HERE = os.path.dirname(os.path.abspath(__file__))

ASSERT_SCRIPT = textwrap.dedent('''
    import sys
    import torch
    import triton_musa as triton
    import triton_musa.language as tl

    @triton.jit
    def checked_kernel(x_ptr, BLOCK: tl.constexpr):
        x = tl.load(x_ptr + tl.arange(0, BLOCK))
        tl.device_assert(x >= 0, "x must not be negative")
        assert tl.sum(x, axis=0) < 100, "the sum is too large"
        tl.store(x_ptr + tl.arange(0, BLOCK), x + 1)

    dev = str(triton.runtime.driver.active.get_active_torch_device())
    for values in ([1.0] * 64, [1.0] * 63 + [-1.0], [2.0] * 64):
        x = torch.tensor(values, device=dev)
        try:
            checked_kernel[(1,)](x, BLOCK=64)
            torch.cuda.synchronize() if dev.startswith("cuda") else None
            print("passed", x[0].item())
        except AssertionError as e:
            print("AssertionError:", e)
    # the device is still usable after a failed assertion
    print("after", (torch.ones(4, device=dev) * 2).sum().item())
''')


def test_a_failing_assert_is_an_exception_naming_kernel_and_message(tmp_path):
    script = tmp_path / "checked.py"
    script.write_text(ASSERT_SCRIPT)
    env = dict(os.environ, TRITON_DEBUG="1", TRITON_CACHE_DIR=str(tmp_path / "cache"),
               PYTHONPATH=os.pathsep.join([HERE, os.environ.get("PYTHONPATH", "")]))
    env.pop("TRITON_INTERPRET", None)
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "passed 2.0"
    assert lines[1].startswith("AssertionError:") and "checked_kernel" in lines[1]
    assert "checked.py:10:" in lines[1] and "x must not be negative" in lines[1], lines[1]
    assert lines[2].startswith("AssertionError:") and "checked.py:11:" in lines[2] and "the sum is too large" in lines[2]
    assert lines[3] == "after 8.0"


@triton.jit
def with_assert_kernel(x_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    tl.device_assert(x >= 0, "negative")
    tl.store(x_ptr + tl.arange(0, BLOCK), x + 1)


@triton.jit
def without_assert_kernel(x_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    tl.store(x_ptr + tl.arange(0, BLOCK), x + 1)


def _stages(kernel, target, arch, debug):
    m = json.loads(kernel.message(torch.zeros(64), BLOCK=64, debug=debug))
    m["target"], m["arch"], m["libdevice"] = target, arch, None
    return _C.compile_only(json.dumps(m))


def test_without_debug_an_assert_costs_nothing():
    for target, arch in (("cuda", 90), ("musa", 22)):
        plain = _stages(without_assert_kernel, target, arch, False)["llir"]
        checked = _stages(with_assert_kernel, target, arch, False)["llir"]
        assert checked.replace("with_assert_kernel", "K") == plain.replace("without_assert_kernel", "K")
        debug = _stages(with_assert_kernel, target, arch, True)["llir"]
        assert debug.replace("with_assert_kernel", "K") != plain.replace("without_assert_kernel", "K")
