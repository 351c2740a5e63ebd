"""Helpers for the conformance tests (importable as ``helpers``)."""
import numpy as np
import torch


INT_DTYPES = [torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint32]
FLOAT_DTYPES = [torch.float16, torch.bfloat16, torch.float32, torch.float64]
ALL_DTYPES = INT_DTYPES + FLOAT_DTYPES


def rand(shape, dtype, device="cpu", low=None, high=None, nonzero=False):
    """Fresh random values of ``dtype`` (ints over a sub-range that avoids INT_MIN)."""
    if isinstance(shape, int):
        shape = (shape,)
    if dtype.is_floating_point:
        lo = -4.0 if low is None else low
        hi = 4.0 if high is None else high
        x = torch.rand(shape, dtype=torch.float32, device=device) * (hi - lo) + lo
        if nonzero:
            x = torch.where(x.abs() < 0.25, torch.full_like(x, 0.5), x)
        return x.to(dtype)
    if dtype == torch.bool:
        return torch.rand(shape, device=device) < 0.5
    info = _iinfo(dtype)
    lo = info[0] + 1 if low is None else low
    hi = info[1] if high is None else high
    if dtype == torch.uint64 or (dtype == torch.int64 and hi - lo >= 2 ** 63):
        x = torch.randint(-(2 ** 63), 2 ** 63 - 1, shape, dtype=torch.int64, device=device)
        x = torch.where(x == -(2 ** 63), torch.ones_like(x), x)
    else:
        x = torch.randint(lo, hi + 1 if hi < 2 ** 63 - 1 else hi, shape, dtype=torch.int64, device=device)
    if nonzero:
        x = torch.where(x == 0, torch.full_like(x, 3), x)
    return x.to(dtype)


def _iinfo(dtype):
    if dtype == torch.uint32:
        return (0, 2 ** 32 - 1)
    if dtype == torch.uint16:
        return (0, 2 ** 16 - 1)
    i = torch.iinfo(dtype)
    return (i.min, i.max)


def to_np(t):
    return t.detach().cpu().numpy()


def assert_equal_int(out, ref):
    """Exact comparison of integer tensors (numpy handles the unsigned types torch lacks ops for)."""
    ref = np.asarray(ref)
    got = to_np(out)
    assert got.dtype == ref.dtype, (got.dtype, ref.dtype)
    np.testing.assert_array_equal(got, ref)


def tol(dtype):
    return {torch.float16: (2e-3, 1e-2), torch.bfloat16: (1.6e-2, 2e-2),
            torch.float32: (1.3e-6, 1e-5), torch.float64: (1e-12, 1e-12)}.get(dtype, (0, 0))


def assert_close(out, ref, dtype=None, atol=None, rtol=None):
    dtype = dtype or out.dtype
    r, a = tol(dtype)
    torch.testing.assert_close(out, ref.to(out.dtype), rtol=r if rtol is None else rtol,
                               atol=a if atol is None else atol)


def poison_value(dtype):
    """A value that a correct kernel never leaves behind: NaN for floats, an odd sentinel for ints."""
    if dtype.is_floating_point:
        return float("nan")
    if dtype == torch.bool:
        return True
    lo, hi = _iinfo(dtype)
    return lo + 7 if lo < 0 else hi - 7


def poison(shape, dtype=torch.float32, device="cpu"):
    """An output tensor pre-filled so that unwritten elements fail comparisons."""
    if isinstance(shape, int):
        shape = (shape,)
    if dtype in (torch.uint16, torch.uint32, torch.uint64):
        return torch.full(shape, poison_value(dtype), dtype=torch.int64, device=device).to(dtype)
    return torch.full(shape, poison_value(dtype), dtype=dtype, device=device)


def poison_like(t):
    return poison(t.shape, t.dtype, t.device)


def active_backend():
    import triton_musa
    return triton_musa.runtime.driver.active.get_current_target().backend


# Tests written for the host backend (CPU tensors, cpu-specific metadata).
import pytest as _pytest  # noqa: E402
cpu_only = _pytest.mark.skipif(active_backend() != "cpu", reason="checks host-backend behaviour")


def require(what, found):
    """A check that needs ``what`` (a tool or a package): under ``make test`` (CI, where the
    Makefile installs it) a missing one fails; elsewhere (a GPU machine) the check is skipped."""
    import os
    import pytest
    if not found:
        if os.environ.get("TM_MAKE_TEST"):
            pytest.fail(f"{what} is needed here (the Makefile installs it)")
        pytest.skip(f"{what} is not installed here")
