"""Typed settings: the compiler reads its environment variables in one place (crates/settings);
a compile message carries them as `triton.knobs` sees them, and the message wins over the
process environment."""
import json

import torch

import triton_musa as triton
from triton_musa import _C, knobs

from test_dot import matmul_kernel


def _matmul_message(**settings):
    h, x = torch.zeros(64, dtype=torch.float16), torch.zeros(64)
    m = json.loads(matmul_kernel.message(h, h, x, 128, 128, 128, 128, 1, 128, 1, 128, 1,
                                         BM=64, BN=64, BK=32, num_warps=4, num_stages=3))
    m["target"], m["arch"], m["libdevice"] = "cuda", 90, None
    m["settings"] = settings
    return json.dumps(m)


def test_the_message_settings_choose_the_engines(monkeypatch):
    monkeypatch.delenv("DISABLE_WMMA", raising=False)
    monkeypatch.delenv("DISABLE_SQMMA", raising=False)
    with_engines = _C.compile_only(_matmul_message())["ptx"]
    assert "wgmma.mma_async" in with_engines
    # FMA dots when the message says so, though the environment does not
    fma = _C.compile_only(_matmul_message(DISABLE_WMMA="1", DISABLE_SQMMA="1"))["ptx"]
    assert "wgmma" not in fma and "mma.sync" not in fma and "fma.rn.f32" in fma
    # and the environment is not consulted when the message carries settings
    monkeypatch.setenv("DISABLE_SQMMA", "1")
    assert "wgmma.mma_async" in _C.compile_only(_matmul_message())["ptx"]


def test_a_message_without_settings_reads_the_environment(monkeypatch):
    m = json.loads(_matmul_message())
    del m["settings"]
    monkeypatch.setenv("DISABLE_SQMMA", "1")
    assert "wgmma" not in _C.compile_only(json.dumps(m))["ptx"]


def test_knobs_reach_the_message(monkeypatch):
    monkeypatch.delenv("TRITON_ALWAYS_COMPILE", raising=False)
    assert "TRITON_ALWAYS_COMPILE" not in knobs.compile_settings()
    with knobs.scope():
        knobs.compilation.always_compile = True
        assert knobs.compile_settings()["TRITON_ALWAYS_COMPILE"] in ("1", "true", "True")
    assert "TRITON_ALWAYS_COMPILE" not in knobs.compile_settings()
    assert set(_C.settings_variables()) >= {"DISABLE_WMMA", "TRITON_CACHE_DIR", "MLIR_ENABLE_DUMP"}
    assert triton.knobs is knobs
