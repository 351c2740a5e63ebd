"""``triton.musa_testing``: benchmarking on MUSA devices with MUSA events.

When MUSA is not the active device, ``do_bench`` warns once and times on the active backend
with ``triton.testing.do_bench``.
"""
from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from . import testing

if TYPE_CHECKING:
    import torch

__all__ = ["do_bench"]

_warned = False


def do_bench(fn: Callable[[], Any], warmup: float = 25, rep: float = 100,
             grad_to_none: Iterable[torch.Tensor] | None = None, quantiles: Sequence[float] | None = None,
             return_mode: str = "mean") -> float | list[float]:
    """``triton.testing.do_bench`` timed with ``torch.musa.Event`` on the active MUSA device."""
    global _warned
    from .runtime.driver import driver
    d = driver.active
    if d.backend == "musa":
        return testing._bench_with(d.get_device_interface(), fn, warmup, rep, grad_to_none, quantiles,
                                   return_mode, d.get_empty_cache_for_benchmark(), d.clear_cache)
    if not _warned:
        _warned = True
        warnings.warn(f"MUSA is not available; timing on {d.backend}", RuntimeWarning, stacklevel=2)
    return testing.do_bench(fn, warmup=warmup, rep=rep, grad_to_none=grad_to_none, quantiles=quantiles,
                            return_mode=return_mode)
