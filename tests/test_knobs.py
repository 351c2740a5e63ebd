"""`triton_musa.knobs` (`triton.knobs`): the environment re-read on access, values set in-process
(propagated to the environment), scopes, only honoured knobs assignable, and each knob's effect
on what is compiled and launched."""
import json
import os

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import knobs
from triton_musa.runtime.driver import CudaDriver, MusaDriver


@pytest.fixture
def fresh():
    keys = [k.key for g in ("cache", "compilation", "runtime", "language", "autotuning", "nvidia")
            for k in getattr(knobs, g).knob_descriptors.values()]
    with knobs.scope():
        for k in keys:
            os.environ.pop(k, None)
        knobs.reset()
        yield knobs


def test_reads_the_environment_on_access(fresh, monkeypatch, tmp_path):
    assert knobs.cache.dir == os.path.join(os.path.expanduser("~"), ".triton_musa", "cache")
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path))
    assert knobs.cache.dir == str(tmp_path)
    assert knobs.language.default_fp_fusion is True
    monkeypatch.setenv("TRITON_DEFAULT_FP_FUSION", "0")
    assert knobs.language.default_fp_fusion is False
    monkeypatch.setenv("TRITON_OVERRIDE_ARCH", "sm80")
    assert knobs.runtime.override_arch == "sm80"


def test_set_in_process_propagates_and_resets(fresh, tmp_path):
    knobs.compilation.always_compile = True
    assert knobs.compilation.always_compile is True and os.environ["TRITON_ALWAYS_COMPILE"] == "1"
    knobs.cache.dir = tmp_path
    assert knobs.cache.dir == str(tmp_path) == os.environ["TRITON_CACHE_DIR"]
    knobs.language.fp32_default = "ieee"
    assert os.environ["TRITON_F32_DEFAULT"] == "ieee"
    knobs.language.fp32_default = None
    assert knobs.language.fp32_default is None and "TRITON_F32_DEFAULT" not in os.environ
    os.environ["TRITON_DEBUG"] = "1"
    knobs.runtime.debug = False  # the in-process value wins over the variable ...
    os.environ["TRITON_DEBUG"] = "1"
    assert knobs.runtime.debug is False
    knobs.runtime.debug = knobs.env  # ... until it is forgotten
    assert knobs.runtime.debug is True
    knobs.propagate_env = False
    knobs.language.default_fp_fusion = False  # read in Python: the variable stays
    assert knobs.language.default_fp_fusion is False and "TRITON_DEFAULT_FP_FUSION" not in os.environ
    knobs.compilation.dump_ir = True  # read by the compiler from the environment: written anyway
    assert os.environ["TRITON_KERNEL_DUMP"] == "1"


def test_scope_restores_values_and_environment(fresh):
    knobs.runtime.override_arch = "sm90"
    with knobs.scope():
        knobs.runtime.override_arch = "sm80"
        knobs.autotuning.print = True
        assert os.environ["TRITON_OVERRIDE_ARCH"] == "sm80"
    assert knobs.runtime.override_arch == "sm90" and os.environ["TRITON_OVERRIDE_ARCH"] == "sm90"
    assert knobs.autotuning.print is False and "TRITON_PRINT_AUTOTUNING" not in os.environ
    with knobs.runtime.scope():
        knobs.runtime.override_arch = None
    assert knobs.runtime.override_arch == "sm90"
    copy = knobs.runtime.copy()
    assert copy.override_arch == "sm90" and copy.reset().override_arch == "sm90"  # the variable


def test_only_honoured_knobs_can_be_assigned(fresh):
    with pytest.raises(AttributeError, match="knobs.compilation has no knob 'enable_asan'"):
        knobs.compilation.enable_asan = True
    with pytest.raises(AttributeError, match="no knob 'overide_arch'"):
        knobs.runtime.overide_arch = "sm80"
    with pytest.raises(AttributeError, match="no group 'amd'"):
        knobs.amd = None
    with pytest.raises(TypeError, match="takes a bool"):
        knobs.runtime.debug = "yes"
    with pytest.raises(ValueError, match="fp32_default must be one of"):
        knobs.language.fp32_default = "fp64"
    assert not hasattr(knobs.compilation, "enable_asan")
    assert set(knobs.language.knobs) == {"fp32_default", "default_fp_fusion"}


def test_override_arch_picks_the_gpu_target(fresh):
    knobs.runtime.override_arch = "sm80"
    assert CudaDriver().get_current_target().arch == 80
    knobs.runtime.override_arch = "mp_31"
    t = MusaDriver().get_current_target()
    assert (t.backend, t.arch, t.warp_size) == ("musa", 31, 32)


@triton.jit
def fused_kernel(x_ptr, y_ptr):
    x = tl.load(x_ptr + tl.arange(0, 16))
    tl.store(y_ptr + tl.arange(0, 16), x * 1.5 + 1.0)


@pytest.mark.compiled
def test_launch_options_follow_knobs_set_later(fresh, device):
    x = torch.randn(16, device=device)
    y = torch.empty_like(x)
    fused_kernel[(1,)](x, y)
    fused_kernel[(1,)](x, y)  # the launch fast path now knows this kernel
    assert json.loads(fused_kernel.message(x, y))["options"]["enable_fp_fusion"] is True
    n = len(fused_kernel.cache)
    knobs.language.default_fp_fusion = False
    assert json.loads(fused_kernel.message(x, y))["options"]["enable_fp_fusion"] is False
    fused_kernel[(1,)](x, y)
    assert len(fused_kernel.cache) == n + 1  # compiled anew, not the fused kernel
    torch.testing.assert_close(y, x * 1.5 + 1.0)
    knobs.compilation.always_compile = True
    assert json.loads(fused_kernel.message(x, y))["always_compile"] is True


@triton.jit
def dot_kernel(a_ptr, b_ptr, c_ptr):
    offs = tl.arange(0, 16)
    a = tl.load(a_ptr + offs[:, None] * 16 + offs[None, :])
    b = tl.load(b_ptr + offs[:, None] * 16 + offs[None, :])
    tl.store(c_ptr + offs[:, None] * 16 + offs[None, :], tl.dot(a, b))


@pytest.mark.compiled
def test_fp32_default_is_the_dot_precision(fresh, device):
    a = torch.randn(16, 16, device=device)
    c = torch.empty_like(a)
    assert ", tf32 :" in dot_kernel.warmup(a, a, c, grid=(1,)).asm["ttir"]
    knobs.language.fp32_default = "ieee"
    assert json.loads(dot_kernel.message(a, a, c))["options"]["default_dot_input_precision"] == "ieee"
    k = dot_kernel.warmup(a, a, c, grid=(1,))
    assert " dot " in k.asm["ttir"] and "tf32" not in k.asm["ttir"]
    dot_kernel[(1,)](a, a, c)
    torch.testing.assert_close(c, a @ a, rtol=1e-5, atol=1e-5)


@triton.jit
def asserting_kernel(x_ptr):
    x = tl.load(x_ptr)
    tl.device_assert(x > 0, "x must be positive")
    tl.store(x_ptr, x + 1)


@pytest.mark.compiled
def test_runtime_debug_compiles_device_assertions(fresh, device):
    x = torch.zeros(1, dtype=torch.int32, device=device)
    asserting_kernel[(1,)](x)
    asserting_kernel[(1,)](x)
    assert x.item() == 2
    x.zero_()
    knobs.runtime.debug = True
    with pytest.raises(AssertionError, match="x must be positive"):
        asserting_kernel[(1,)](x)


@triton.jit
def cached_kernel(x_ptr):
    tl.store(x_ptr, tl.load(x_ptr) + 3)


@pytest.mark.compiled
def test_cache_dir_is_where_kernels_go(fresh, tmp_path, device):
    knobs.cache.dir = tmp_path / "kernels"
    x = torch.zeros(1, device=device)
    cached_kernel[(1,)](x)
    assert x.item() == 3
    assert any(os.scandir(tmp_path / "kernels"))


def test_triton_alias_has_knobs():
    assert triton.knobs is knobs and "knobs" in triton.__all__
