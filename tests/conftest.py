"""Shared fixtures: the device of the active backend, seeded RNG, poisoned outputs."""
import importlib.util
import os
import sys

import pytest
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if importlib.util.find_spec("triton_musa") is None:  # run from a checkout without installing
    sys.path.insert(0, os.path.join(ROOT, "python"))

import triton_musa as triton  # noqa: E402
from helpers import poison, poison_like  # noqa: E402,F401


def pytest_configure(config):
    config.addinivalue_line("markers", "gpu: needs a CUDA or MUSA device")
    config.addinivalue_line("markers", "compiled: checks compiled code (IR, metadata, compile errors); skipped "
                                       "under TRITON_INTERPRET=1")


def _interpreting():
    return os.environ.get("TRITON_INTERPRET", "").strip().lower() in ("1", "true", "on", "yes")


def pytest_collection_modifyitems(config, items):
    if _interpreting():
        skip = pytest.mark.skip(reason="checks compiled code; the interpreter compiles nothing")
        for item in items:
            if "compiled" in item.keywords:
                item.add_marker(skip)
    backend = triton.runtime.driver.active.get_current_target().backend
    if backend == "cpu":
        skip = pytest.mark.skip(reason="needs a GPU backend (active backend is cpu)")
        for item in items:
            if "gpu" in item.keywords:
                item.add_marker(skip)


@pytest.fixture(scope="session")
def device():
    """The torch device of the active backend ("cpu" in CI)."""
    return str(triton.runtime.driver.active.get_active_torch_device())


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)


@pytest.fixture(autouse=True)
def _default_device():
    """Tensors made without a device land on the active backend's device (cuda on a GPU run)."""
    dev = str(triton.runtime.driver.active.get_active_torch_device())
    if dev == "cpu":
        yield
        return
    prev = torch.get_default_device()
    torch.set_default_device(dev)
    yield
    torch.set_default_device(prev)


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory, monkeypatch):
    """Every test session compiles into its own cache directory (never the user's)."""
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "triton-cache"))


_RECORD_DIR = os.environ.get("TM_RECORD_MESSAGES")
_RECORD_FILES = {os.path.basename(f) for f in os.environ.get("TM_RECORD_TESTS", "").split()}


@pytest.fixture(autouse=True)
def _record_messages(request, monkeypatch):
    """`make test` records the launch messages of the files TM_RECORD_TESTS names (all files when
    it is empty) into TM_RECORD_MESSAGES, for scripts/musa_conformance_ir.py (the JIT records
    while TRITON_MUSA_RECORD_MESSAGES is set)."""
    if _RECORD_DIR and (not _RECORD_FILES or request.node.path.name in _RECORD_FILES):
        monkeypatch.setenv("TRITON_MUSA_RECORD_MESSAGES", _RECORD_DIR)
