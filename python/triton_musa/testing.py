"""``triton.testing``: benchmarking and comparison helpers, and the ``perf_report`` harness."""
from __future__ import annotations

import math
import os
import statistics
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence, Union

from ._utils import cdiv, next_power_of_2  # noqa: F401

if TYPE_CHECKING:
    import torch

    #: An absolute or relative tolerance: a number, or a function of the (numpy) dtype.
    Tolerance = Union[float, Callable[[Any], float]]

__all__ = ["assert_close", "Benchmark", "cdiv", "do_bench", "do_bench_cudagraph", "Mark", "next_power_of_2",
           "perf_report"]

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


def do_bench(fn: Callable[[], Any], warmup: float = 25, rep: float = 100,
             grad_to_none: Iterable[torch.Tensor] | None = None, quantiles: Sequence[float] | None = None,
             return_mode: str = "mean") -> float | list[float]:
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


def assert_close(x: Any, y: Any, atol: Tolerance | None = None, rtol: Tolerance | None = None,
                 err_msg: str = "") -> None:
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


def do_bench_cudagraph(fn: Callable[[], Any], rep: float = 20, grad_to_none: Iterable[torch.Tensor] | None = None,
                       quantiles: Sequence[float] | None = None, return_mode: str = "mean") -> float | list[float]:
    """Times ``fn`` in ms replayed from a CUDA graph (no launch overhead in the figure). CUDA only."""
    from .runtime.driver import driver
    if driver.active.backend != "cuda":
        raise RuntimeError(f"do_bench_cudagraph needs the cuda backend (active: {driver.active.backend}); "
                           "use do_bench")
    if return_mode not in _RETURN_MODES:
        raise ValueError(f"return_mode must be one of {_RETURN_MODES}, got {return_mode!r}")
    import torch
    with torch.cuda.stream(torch.cuda.Stream()):
        fn()  # compile and warm up outside the capture
        if grad_to_none is not None:
            for x in grad_to_none:
                x.detach_()
                x.requires_grad_(True)
                x.grad = None
        # estimate one call's time from a graph of one call
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            fn()
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(5):
            g.replay()
        end.record()
        torch.cuda.synchronize()
        estimate = max(start.elapsed_time(end) / 5, 1e-6)
        n_repeat = max(1, int(rep / estimate))
        # one graph of n_repeat calls, replayed a few times
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            for _ in range(n_repeat):
                if grad_to_none is not None:
                    for x in grad_to_none:
                        x.grad = None
                fn()
        torch.cuda.synchronize()
        times = []
        for _ in range(10):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            g.replay()
            end.record()
            torch.cuda.synchronize()
            times.append(start.elapsed_time(end) / n_repeat)
    return _summarize(times, quantiles, return_mode)


class Benchmark:
    """One sweep of a ``perf_report``: ``x_names`` take each of ``x_vals``; one line per
    ``line_vals`` entry of ``line_arg``; ``args`` are passed to every call."""

    def __init__(self, x_names: Iterable[str], x_vals: Iterable[Any], line_arg: str, line_vals: Iterable[Any],
                 line_names: Iterable[str], plot_name: str, args: Mapping[str, Any] | None = None, xlabel: str = "",
                 ylabel: str = "", x_log: bool = False, y_log: bool = False,
                 styles: Sequence[tuple[str, str]] | None = None, color: Any = None, label: Any = None) -> None:
        self.x_names = list(x_names)
        self.x_vals = list(x_vals)
        self.line_arg = line_arg
        self.line_vals = list(line_vals)
        self.line_names = list(line_names)
        if len(self.line_names) != len(self.line_vals):
            raise ValueError(f"Benchmark {plot_name!r}: {len(self.line_vals)} line_vals but "
                             f"{len(self.line_names)} line_names")
        self.plot_name = plot_name
        self.args = dict(args or {})
        self.xlabel = xlabel
        self.ylabel = ylabel
        self.x_log = x_log
        self.y_log = y_log
        self.styles = styles


def _triple(r):
    if isinstance(r, (tuple, list)):
        if len(r) != 3:
            raise ValueError(f"a benchmark returns y or (y, y_min, y_max), got {r!r}")
        return tuple(float(v) for v in r)
    return float(r), float(r), float(r)


class Mark:
    """A function under ``perf_report``: ``run`` sweeps its benchmarks, prints the tables and
    saves a plot (PNG) and the data (CSV) per benchmark in ``save_path``."""

    def __init__(self, fn: Callable[..., Any], benchmarks: Benchmark | list[Benchmark]) -> None:
        self.fn = fn
        self.benchmarks = benchmarks

    def _run(self, bench, save_path, show_plots, print_data, **kwargs):
        columns = list(bench.x_names) + [n for name in bench.line_names for n in (name, f"{name}-min", f"{name}-max")]
        rows = []
        for x in bench.x_vals:
            xs = x if isinstance(x, (list, tuple)) else [x] * len(bench.x_names)
            if len(xs) != len(bench.x_names):
                raise ValueError(f"x value {x!r} does not match x_names {bench.x_names}")
            x_args = dict(zip(bench.x_names, xs))
            row = list(xs)
            for lv in bench.line_vals:
                row.extend(_triple(self.fn(**x_args, **{bench.line_arg: lv}, **bench.args, **kwargs)))
            rows.append(row)
        if print_data:
            print(bench.plot_name + ":")
            print(_format_table(columns, rows, [c for c in columns if not c.endswith(("-min", "-max"))]))
        if save_path or show_plots:
            self._plot(bench, rows, save_path, show_plots)
        if save_path:
            with open(os.path.join(save_path, f"{bench.plot_name}.csv"), "w") as f:
                f.write(",".join(columns) + "\n")
                for r in rows:
                    f.write(",".join(f"{v:.1f}" if isinstance(v, float) else str(v) for v in r) + "\n")
        return columns, rows

    def _plot(self, bench, rows, save_path, show_plots):
        try:
            import matplotlib
            if not show_plots:
                matplotlib.use("Agg")
            import matplotlib.pyplot as plt
        except ImportError as e:
            raise ImportError(f"perf_report plots need matplotlib ({e}); install it or run with save_path='' "
                              "and show_plots=False") from e
        fig, ax = plt.subplots()
        xs = [r[0] for r in rows]
        nx = len(bench.x_names)
        for i, name in enumerate(bench.line_names):
            y, lo, hi = ([r[nx + 3 * i + k] for r in rows] for k in range(3))
            style = bench.styles[i] if bench.styles else None
            kw = {"color": style[0], "linestyle": style[1]} if style else {}
            ax.plot(xs, y, label=name, **kw)
            if any(a != b for a, b in zip(lo, hi)):
                ax.fill_between(xs, lo, hi, alpha=0.15, **({"color": style[0]} if style else {}))
        ax.legend()
        ax.set_xlabel(bench.xlabel or bench.x_names[0])
        ax.set_ylabel(bench.ylabel)
        if bench.x_log:
            ax.set_xscale("log")
        if bench.y_log:
            ax.set_yscale("log")
        if show_plots:
            plt.show()
        if save_path:
            fig.savefig(os.path.join(save_path, f"{bench.plot_name}.png"))
        plt.close(fig)

    def run(self, show_plots: bool = False, print_data: bool = False, save_path: str = "", return_df: bool = False,
            **kwargs: Any) -> Any:
        benchmarks = self.benchmarks if isinstance(self.benchmarks, list) else [self.benchmarks]
        if save_path:
            os.makedirs(save_path, exist_ok=True)
        results = [self._run(b, save_path, show_plots, print_data, **kwargs) for b in benchmarks]
        if save_path:
            with open(os.path.join(save_path, "results.html"), "w") as f:
                f.write("<html><body>\n")
                for b in benchmarks:
                    f.write(f'<image src="{b.plot_name}.png"/>\n')
                f.write("</body></html>\n")
        if not return_df:
            return None
        frames = []
        for columns, rows in results:
            try:
                import pandas as pd
                frames.append(pd.DataFrame(rows, columns=columns))
            except ImportError:
                frames.append([dict(zip(columns, r)) for r in rows])
        return frames[0] if len(frames) == 1 else frames


def _format_table(columns, rows, shown):
    idx = [columns.index(c) for c in shown]
    cells = [[str(columns[i]) for i in idx]] + [
        [f"{r[i]:.6g}" if isinstance(r[i], float) else str(r[i]) for i in idx] for r in rows]
    widths = [max(len(c[j]) for c in cells) for j in range(len(idx))]
    lines = ["    " + "  ".join(c.rjust(w) for c, w in zip(cells[0], widths))]
    for n, row in enumerate(cells[1:]):
        lines.append(f"{n:<4}" + "  ".join(c.rjust(w) for c, w in zip(row, widths)))
    return "\n".join(lines)


def perf_report(benchmarks: Benchmark | list[Benchmark]) -> Callable[[Callable[..., Any]], Mark]:
    """Decorator: ``fn`` becomes a ``Mark`` whose ``run`` sweeps ``benchmarks``."""
    return lambda fn: Mark(fn, benchmarks)
