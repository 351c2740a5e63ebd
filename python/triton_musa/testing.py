"""``triton.testing``: benchmarking and comparison helpers."""
import math
import statistics

from ._utils import cdiv, next_power_of_2  # noqa: F401

__all__ = ["do_bench", "assert_close", "cdiv", "next_power_of_2"]

_RETURN_MODES = ("min", "max", "mean", "median", "all")


def _quantile(sorted_times, q):
    """Linear-interpolated quantile (numpy's default method)."""
    n = len(sorted_times)
    pos = q * (n - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, n - 1)
    return sorted_times[lo] + (sorted_times[hi] - sorted_times[lo]) * (pos - lo)


def _summarize(times, quantiles, return_mode):
    if quantiles is not None:
        s = sorted(times)
        ret = [_quantile(s, q) for q in quantiles]
        return ret[0] if len(ret) == 1 else ret
    if return_mode == "all":
        return list(times)
    if return_mode == "min":
        return min(times)
    if return_mode == "max":
        return max(times)
    if return_mode == "median":
        return sorted(times)[(len(times) - 1) // 2]  # the lower median, as torch.median
    return statistics.fmean(times)


def _bench_with(di, fn, warmup, rep, grad_to_none, quantiles, return_mode, cache=None, clear_cache=None):
    """The do_bench algorithm over a ``torch.cuda``-like device interface ``di``."""
    if return_mode not in _RETURN_MODES:
        raise ValueError(f"return_mode must be one of {_RETURN_MODES}, got {return_mode!r}")
    fn()
    di.synchronize()

    def flush():
        if cache is not None and clear_cache is not None:
            clear_cache(cache)

    # estimate the runtime of one call from five
    start = di.Event(enable_timing=True)
    end = di.Event(enable_timing=True)
    start.record()
    for _ in range(5):
        flush()
        fn()
    end.record()
    di.synchronize()
    estimate = max(start.elapsed_time(end) / 5, 1e-6)
    n_warmup = max(1, int(warmup / estimate))
    n_repeat = max(1, int(rep / estimate))
    starts = [di.Event(enable_timing=True) for _ in range(n_repeat)]
    ends = [di.Event(enable_timing=True) for _ in range(n_repeat)]
    for _ in range(n_warmup):
        fn()
    for i in range(n_repeat):
        if grad_to_none is not None:
            for x in grad_to_none:
                x.grad = None
        flush()
        starts[i].record()
        fn()
        ends[i].record()
    di.synchronize()
    times = [s.elapsed_time(e) for s, e in zip(starts, ends)]
    return _summarize(times, quantiles, return_mode)


def do_bench(fn, warmup=25, rep=100, grad_to_none=None, quantiles=None, return_mode="mean"):
    """Times ``fn`` in milliseconds on the active device.

    ``warmup`` and ``rep`` are target durations in ms; the number of calls is estimated from five
    calls. With ``quantiles`` a list of quantiles is returned (a scalar for one quantile),
    otherwise the ``return_mode`` statistic ("min", "max", "mean", "median" or "all").
    """
    from .runtime.driver import driver
    d = driver.active
    cache = d.get_empty_cache_for_benchmark()
    return _bench_with(d.get_device_interface(), fn, warmup, rep, grad_to_none, quantiles, return_mode,
                       cache, d.clear_cache)


def assert_close(x, y, atol=None, rtol=None, err_msg=""):
    """Asserts ``x`` and ``y`` (tensors, arrays or scalars) are close; default atol 1e-2, rtol 0."""
    import numpy as np

    def to_np(v):
        if hasattr(v, "detach"):
            v = v.detach().cpu()
            if str(v.dtype) == "torch.bfloat16":
                v = v.float()
            return v.numpy()
        return np.asarray(v)
    x, y = to_np(x), to_np(y)
    atol = 1e-2 if atol is None else atol
    rtol = 0 if rtol is None else rtol
    atol = atol(x.dtype) if callable(atol) else atol
    rtol = rtol(x.dtype) if callable(rtol) else rtol
    if x.size > 1 or y.size > 1:
        np.testing.assert_allclose(x, y, atol=atol, rtol=rtol, equal_nan=True, err_msg=err_msg)
        return
    if not np.allclose(x, y, atol=atol, rtol=rtol, equal_nan=True):
        raise AssertionError(f"{err_msg} {x} is not close to {y} (atol={atol}, rtol={rtol})")
