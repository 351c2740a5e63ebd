"""triton.testing.do_bench / assert_close and triton.musa_testing.do_bench on the CPU."""
import warnings

import pytest
import torch

import triton_musa as triton
from triton_musa import musa_testing, testing


def _work():
    return torch.ones(10000).mul_(2).sum()


def test_do_bench_mean_is_positive_float():
    ms = testing.do_bench(_work, warmup=2, rep=10)
    assert isinstance(ms, float) and ms > 0


def test_do_bench_quantiles_and_modes():
    q = testing.do_bench(_work, warmup=1, rep=10, quantiles=[0.2, 0.5, 0.8])
    assert isinstance(q, list) and len(q) == 3 and q[0] <= q[1] <= q[2]
    single = testing.do_bench(_work, warmup=1, rep=5, quantiles=[0.5])
    assert isinstance(single, float)
    times = testing.do_bench(_work, warmup=1, rep=5, return_mode="all")
    assert isinstance(times, list) and all(t > 0 for t in times)
    lo = testing.do_bench(_work, warmup=1, rep=5, return_mode="min")
    hi = testing.do_bench(_work, warmup=1, rep=5, return_mode="max")
    assert 0 < lo and 0 < hi
    with pytest.raises(ValueError):
        testing.do_bench(_work, rep=1, return_mode="average")


def test_do_bench_repeats_scale_with_rep():
    calls = []
    testing.do_bench(lambda: calls.append(1), warmup=0, rep=5)
    assert len(calls) > 10


def test_do_bench_grad_to_none():
    x = torch.ones(3, requires_grad=True)
    x.grad = torch.ones(3)
    testing.do_bench(lambda: None, warmup=0, rep=1, grad_to_none=[x])
    assert x.grad is None


def test_musa_do_bench_warns_once_without_musa(monkeypatch):
    backend = triton.runtime.driver.active.get_current_target().backend
    monkeypatch.setattr(musa_testing, "_warned", False)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        a = triton.musa_testing.do_bench(_work, warmup=1, rep=5)
        b = triton.musa_testing.do_bench(_work, warmup=1, rep=5, quantiles=[0.5, 0.8])
    msgs = [str(x.message) for x in w if "MUSA" in str(x.message)]
    assert msgs == [f"MUSA is not available; timing on {backend}"]
    assert a > 0 and len(b) == 2


def test_assert_close():
    testing.assert_close(torch.ones(4), torch.ones(4) + 1e-3)
    testing.assert_close(torch.ones(4, dtype=torch.bfloat16), torch.ones(4))
    with pytest.raises(AssertionError):
        testing.assert_close(torch.ones(4), torch.zeros(4))
    with pytest.raises(AssertionError, match="is not close"):
        testing.assert_close(1.0, 2.0)


def test_perf_report_prints_the_table_and_saves_plot_and_csv(tmp_path, capsys):
    from helpers import require
    import importlib.util
    require("matplotlib", importlib.util.find_spec("matplotlib"))

    @triton.testing.perf_report(triton.testing.Benchmark(
        x_names=["size"], x_vals=[2 ** 10, 2 ** 12], line_arg="provider", line_vals=["a", "b"],
        line_names=["A", "B"], plot_name="sweep", args={"scale": 2.0}, ylabel="GB/s", x_log=True))
    def bench(size, provider, scale):
        y = size * scale if provider == "a" else size / scale
        return y, y - 1, y + 1

    bench.run(print_data=True, save_path=str(tmp_path))
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "sweep:"
    assert out[1].split() == ["size", "A", "B"]
    assert out[2].split() == ["0", "1024", "2048", "512"]
    assert out[3].split() == ["1", "4096", "8192", "2048"]
    png = (tmp_path / "sweep.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    csv = (tmp_path / "sweep.csv").read_text().splitlines()
    assert csv[0] == "size,A,A-min,A-max,B,B-min,B-max" and csv[1] == "1024,2048.0,2047.0,2049.0,512.0,511.0,513.0"
    assert "sweep.png" in (tmp_path / "results.html").read_text()


def test_perf_report_return_df_and_bad_shapes():
    bench = triton.testing.perf_report(triton.testing.Benchmark(
        x_names=["n"], x_vals=[1, 2], line_arg="p", line_vals=[0], line_names=["only"], plot_name="t"))(
        lambda n, p: float(n))
    df = bench.run(return_df=True)
    rows = df.to_dict("records") if hasattr(df, "to_dict") else df
    assert [r["only"] for r in rows] == [1.0, 2.0]
    with pytest.raises(ValueError, match="2 line_vals but 1 line_names"):
        triton.testing.Benchmark(x_names=["n"], x_vals=[1], line_arg="p", line_vals=[0, 1], line_names=["x"],
                                 plot_name="bad")


def test_do_bench_cudagraph_needs_cuda():
    if triton.runtime.driver.active.backend == "cuda":
        x = torch.zeros(1024, device="cuda")
        ms = triton.testing.do_bench_cudagraph(lambda: x.add_(1))
        assert isinstance(ms, float) and ms > 0
    else:
        with pytest.raises(RuntimeError, match="do_bench_cudagraph needs the cuda backend"):
            triton.testing.do_bench_cudagraph(lambda: None)
