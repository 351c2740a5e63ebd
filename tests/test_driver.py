"""Backend selection (a pure function of env + availability facts) and the CPU driver."""
import dataclasses

import pytest

from helpers import cpu_only
import torch

import triton_musa as triton
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
