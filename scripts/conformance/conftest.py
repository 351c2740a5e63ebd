"""pytest scaffolding for running upstream's language tests against triton_musa (see
scripts/upstream_conformance.py): the `device` option and fixtures upstream's conftest gives,
and `triton._internal_testing` from this folder. Nothing here makes a test pass: missing APIs
fail the tests that use them, with the error naming what is missing."""
import importlib.util
import os
import sys
import tempfile

import pytest

import triton_musa_alias

# `import triton` is triton_musa, even where torch installed upstream's triton beside it
triton_musa_alias.force()
import triton  # noqa: E402

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("triton._internal_testing", os.path.join(_HERE, "_internal_testing.py"))
_mod = importlib.util.module_from_spec(_spec)
sys.modules["triton._internal_testing"] = _mod
_spec.loader.exec_module(_mod)
triton._internal_testing = _mod


def pytest_addoption(parser):
    parser.addoption("--device", action="store", default="cpu")


def pytest_configure(config):
    config.addinivalue_line("markers", "interpreter: upstream's mark for tests the interpreter runs")


@pytest.fixture
def device(request):
    return request.config.getoption("--device")


@pytest.fixture
def fresh_triton_cache(monkeypatch):
    with tempfile.TemporaryDirectory() as d:
        monkeypatch.setenv("TRITON_CACHE_DIR", d)
        yield d


@pytest.fixture
def fresh_knobs():
    """Every knob at its default (no in-process values, no knob variables in the environment)
    for the test, and as before after it."""
    from triton import knobs
    with knobs.scope():
        for group in ("cache", "compilation", "runtime", "language", "autotuning", "nvidia"):
            for knob in getattr(knobs, group).knob_descriptors.values():
                os.environ.pop(knob.key, None)
        knobs.reset()
        knobs.propagate_env = True
        yield knobs


@pytest.fixture
def with_allocator():
    triton.set_allocator(_mod.default_alloc_fn)
    yield
