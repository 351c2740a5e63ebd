"""Backend selection (a pure function of env + availability facts) and the CPU driver."""
import dataclasses

import pytest

from helpers import cpu_only
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa.runtime import driver as driver_obj
from triton_musa.runtime.driver import BackendUnavailableError, GPUTarget, select_backend

ALL = ("cpu", "cuda", "musa")


def _boom():
    raise AssertionError("availability probed although it could not matter")


def test_default_is_cpu_when_nothing_else():
    assert select_backend({}, False, False) == "cpu"
    assert select_backend({}, False, False, supported=ALL) == "cpu"


def test_unsupported_backends_are_not_probed():
    assert select_backend({}, _boom, _boom, supported=("cpu",)) == "cpu"


def test_order_musa_then_cuda_then_cpu():
    assert select_backend({}, True, True, supported=ALL) == "musa"
    assert select_backend({}, False, True, supported=ALL) == "cuda"
    assert select_backend({}, lambda: False, lambda: True, supported=ALL) == "cuda"
    assert select_backend({}, True, _boom, supported=ALL) == "musa"


def test_available_but_not_built_falls_through():
    assert select_backend({}, True, True, supported=("cpu", "cuda")) == "cuda"
    assert select_backend({}, True, True, supported=("cpu",)) == "cpu"


def test_env_override_wins():
    assert select_backend({"TRITON_DEFAULT_BACKEND": "cpu"}, True, True, supported=ALL) == "cpu"
    assert select_backend({"TRITON_DEFAULT_BACKEND": "CUDA"}, True, False, supported=ALL) == "cuda"
    assert select_backend({"TRITON_DEFAULT_BACKEND": ""}, False, False) == "cpu"


@pytest.mark.parametrize("name", ["cuda", "musa"])
def test_env_selecting_unbuilt_backend_is_clear(name):
    with pytest.raises(BackendUnavailableError, match=rf"{name} backend is not built yet"):
        select_backend({"TRITON_DEFAULT_BACKEND": name}, True, True, supported=("cpu",))
    assert issubclass(BackendUnavailableError, RuntimeError)


def test_env_unknown_backend():
    with pytest.raises(ValueError, match="hip"):
        select_backend({"TRITON_DEFAULT_BACKEND": "hip"}, False, False)


@cpu_only
def test_active_driver_is_cpu():
    d = triton.runtime.driver.active
    t = d.get_current_target()
    assert isinstance(t, GPUTarget) and t.backend == "cpu" and t.warp_size == 1
    assert isinstance(t.arch, str) and t.arch
    assert d.get_active_torch_device() == torch.device("cpu")
    di = d.get_device_interface()
    e0, e1 = di.Event(enable_timing=True), di.Event(enable_timing=True)
    e0.record()
    e1.record()
    di.synchronize()
    assert e0.elapsed_time(e1) >= 0


def test_driver_access_paths():
    from triton_musa.runtime.driver import driver
    assert driver is driver_obj
    assert triton.runtime.driver.active is driver.active


def test_gpu_target_is_frozen():
    t = GPUTarget("cuda", 90, 32)
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.arch = 80
    assert dataclasses.asdict(t) == {"backend": "cuda", "arch": 90, "warp_size": 32}


FAKE_TORCH_MUSA = '''
import types, torch
class _Stream:
    musa_stream = 1234
torch.musa = types.SimpleNamespace(is_available=lambda: True, device_count=lambda: 1, current_device=lambda: 0,
                                   get_device_capability=lambda d=None: (2, 2), current_stream=lambda d=None: _Stream(),
                                   set_device=lambda d: None, synchronize=lambda d=None: None)
'''

PROBE = '''
import torch
torch.cuda.is_available = lambda: True
torch.cuda.get_device_capability = lambda d=None: (9, 0)
torch.cuda.current_device = lambda: 0
import triton_musa as triton
import triton_musa.language as tl
d = triton.runtime.driver.active
t = d.get_current_target()
print(t.backend, t.arch, t.warp_size, d.get_current_stream() if t.backend == "musa" else "-")
'''


@pytest.mark.parametrize("override,expected", [(None, "musa 22 128 1234"), ("cuda", "cuda 90 32 -"),
                                               ("musa", "musa 22 128 1234")])
def test_musa_is_chosen_when_musa_and_cuda_are_both_active(tmp_path, override, expected):
    """torch_musa (a stand-in here) and CUDA both report a device: MUSA wins unless
    TRITON_DEFAULT_BACKEND says otherwise. This is also the documentation's install check."""
    import os
    import subprocess
    import sys
    (tmp_path / "torch_musa.py").write_text(FAKE_TORCH_MUSA)
    env = dict(os.environ, PYTHONPATH=f"{tmp_path}:{os.path.dirname(os.path.dirname(os.path.abspath(triton.__file__)))}")
    env.pop("TRITON_DEFAULT_BACKEND", None)
    if override:
        env["TRITON_DEFAULT_BACKEND"] = override
    r = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split("\n")[-2] == expected


@triton.jit
def _row_softmax_kernel(out_ptr, in_ptr, n_rows, n_cols, BLOCK: tl.constexpr):
    # persistent programs: each takes every num_programs-th row
    for r in tl.range(tl.program_id(0), n_rows, tl.num_programs(0)):
        cols = tl.arange(0, BLOCK)
        x = tl.load(in_ptr + r * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
        e = tl.exp(x - tl.max(x, axis=0))
        tl.store(out_ptr + r * n_cols + cols, e / tl.sum(e, axis=0), mask=cols < n_cols)


@triton.jit
def _scale_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * 3.0, mask=offs < n)


@cpu_only
@pytest.mark.compiled
def test_cpu_device_properties_and_kernel_resources():
    """driver.active.utils and a compiled kernel's n_regs / metadata.shared on the host, with what
    they mean there, used as upstream's code sizes persistent grids from them."""
    import os
    d = triton.runtime.driver.active
    props = d.utils.get_device_properties(0)
    assert props == d.utils.get_device_properties(None)
    assert props["warpSize"] == d.get_current_target().warp_size == 1       # a program is one thread
    threads = os.environ.get("TRITON_CPU_THREADS")  # the threads running programs
    if threads:
        assert props["multiprocessor_count"] == int(threads)
    else:
        assert 1 <= props["multiprocessor_count"] <= os.cpu_count()
    assert props["max_shared_mem"] == 64 << 20     # the tile buffers a program may keep on its stack
    assert props["max_num_regs"] == 2 ** 31 - 1    # no register budget: programs spill to their stacks
    with pytest.raises(ValueError, match="one device"):
        d.utils.get_device_properties(1)

    x = torch.randn(300, 100)
    y = torch.empty_like(x)
    k = _row_softmax_kernel.warmup(y, x, 300, 100, BLOCK=128, num_warps=8, grid=(1,))
    k._init_handles()
    # the row and the exponentials are kept in buffers (each read twice)
    assert 2 * 128 * 4 <= k.metadata.shared <= props["max_shared_mem"]
    assert isinstance(k.n_regs, int) and 0 < k.n_regs <= 80 and isinstance(k.n_spills, int) and k.n_spills >= 0
    fused = _scale_kernel.warmup(x, y, 100, BLOCK=128, grid=(1,))
    assert fused.metadata.shared == 0              # fused element-wise: no buffer
    # upstream's occupancy arithmetic (tutorial 02) gives a grid of at least one program per thread
    occupancy = min(props["max_num_regs"] // (k.n_regs * props["warpSize"] * 8),
                    props["max_shared_mem"] // k.metadata.shared)
    programs = min(props["multiprocessor_count"] * occupancy, 300)
    assert programs >= props["multiprocessor_count"]
    k[(programs, 1, 1)](y, x, 300, 100, 128)
    torch.testing.assert_close(y, torch.softmax(x, dim=1))


@cpu_only
def test_torch_cpu_can_select_a_stream_as_cuda_code_does():
    # device-agnostic code calls getattr(torch, device.type).set_stream(...)
    dev = triton.runtime.driver.active.get_active_torch_device()
    mod = getattr(torch, dev.type)
    prev = mod.current_stream()
    s = mod.Stream()
    mod.set_stream(s)
    try:
        assert mod.current_stream() is s
    finally:
        mod.set_stream(prev)
