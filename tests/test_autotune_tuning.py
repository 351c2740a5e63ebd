"""autotune on real kernels (the active device; cpu in CI): every parameter of upstream's
signature, configs compiled in parallel before timing, failures skipped with a note, the disk
cache across processes and the printed format."""
import json
import os
import subprocess
import sys

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import _C

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _configs(*blocks):
    return [triton.Config({"BLOCK": b}) for b in blocks]


@triton.jit
def accumulate_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(out_ptr + offs, mask=m) + tl.load(x_ptr + offs, mask=m), mask=m)


@triton.jit
def double_in_place_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=m) * 2, mask=m)


def _grid(n):
    return lambda meta: (triton.cdiv(n, meta["BLOCK"]),)


def test_reset_to_zero_leaves_one_accumulation(device):
    tuned = triton.autotune(_configs(64, 128, 256), key=["n"], reset_to_zero=["out_ptr"], warmup=1, rep=3)(
        accumulate_kernel)
    n = 1000
    x = torch.rand(n, device=device)
    out = torch.zeros(n, device=device)
    tuned[_grid(n)](x, out, n)
    # Timing ran the kernel many times; the output was zeroed before each run and after tuning.
    torch.testing.assert_close(out, x)
    assert len(tuned.configs_timings) == 3


def test_without_reset_the_benchmark_runs_accumulate(device):
    tuned = triton.autotune(_configs(64, 128), key=["n"], warmup=1, rep=3)(accumulate_kernel)
    n = 500
    x = torch.ones(n, device=device)
    out = torch.zeros(n, device=device)
    tuned[_grid(n)](x, out, n)
    assert out[0].item() > 2  # the check above can fail: this is what it guards against


def test_restore_value_undoes_the_tuning_runs(device):
    tuned = triton.autotune(_configs(64, 256), key=["n"], restore_value=["x_ptr"], warmup=1, rep=3)(
        double_in_place_kernel)
    n = 777
    x = torch.rand(n, device=device)
    ref = x * 2
    tuned[_grid(n)](x, n)
    torch.testing.assert_close(x, ref)


def test_pre_and_post_hooks_replace_reset_and_restore(device):
    seen = {"pre": 0, "post": 0, "exc": []}

    def pre(nargs, reset_only=False):
        seen["pre"] += 1
        nargs["out_ptr"].zero_()

    def post(nargs, exception):
        seen["post"] += 1
        seen["exc"].append(exception)

    tuned = triton.autotune(_configs(64, 128), key=["n"], pre_hook=pre, post_hook=post, warmup=1, rep=3)(
        accumulate_kernel)
    n = 300
    x = torch.rand(n, device=device)
    out = torch.zeros(n, device=device)
    tuned[_grid(n)](x, out, n)
    torch.testing.assert_close(out, x)
    assert seen["pre"] >= 2 and seen["post"] >= 2 and all(e is None for e in seen["exc"])


def test_config_pre_hook_sees_the_config(device):
    seen = []
    configs = [triton.Config({"BLOCK": b}, pre_hook=lambda nargs: seen.append(nargs["BLOCK"])) for b in (64, 128)]
    tuned = triton.autotune(configs, key=["n"], warmup=1, rep=3)(double_in_place_kernel)
    x = torch.rand(100, device=device)
    tuned[_grid(100)](x, 100)
    assert {64, 128} <= set(seen)


def test_pruning_early_and_by_perf_model(device):
    pruned_with = []

    def early(configs, nargs, **kwargs):
        pruned_with.append(nargs["n"])
        return [c for c in configs if c.kwargs["BLOCK"] >= 128]

    tuned = triton.autotune(_configs(32, 64, 128, 256, 512), key=["n"], warmup=1, rep=3,
                            prune_configs_by={"early_config_prune": early,
                                              "perf_model": lambda **kw: -kw["BLOCK"], "top_k": 2})(
        double_in_place_kernel)
    x = torch.rand(2048, device=device)
    tuned[_grid(2048)](x, 2048)
    assert pruned_with == [2048]
    assert sorted(c.kwargs["BLOCK"] for c in tuned.configs_timings) == [256, 512]


def test_retunes_only_when_a_key_argument_changes(device):
    tuned = triton.autotune(_configs(64, 128), key=["n"], warmup=1, rep=3)(double_in_place_kernel)
    x = torch.rand(4096, device=device)
    tuned[_grid(1000)](x, 1000)
    first = tuned.configs_timings
    tuned[_grid(1000)](x, 1000)
    assert tuned.configs_timings is first
    y = torch.rand(4096, device=device)  # another tensor, same key: no tuning
    tuned[_grid(1000)](y, 1000)
    assert tuned.configs_timings is first
    tuned[_grid(2000)](x, 2000)
    assert tuned.configs_timings is not first and len(tuned.cache) == 2


def test_configs_compile_in_parallel_before_timing(device, monkeypatch):
    batches = []
    real = _C.compile_many

    def spy(messages):
        batches.append(len(messages))
        return real(messages)

    monkeypatch.setattr(_C, "compile_many", spy)
    configs = [triton.Config({"BLOCK": b}, num_warps=w) for b in (64, 128, 256) for w in (2, 4)]

    @triton.jit
    def fresh_kernel(x_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)

    tuned = triton.autotune(configs, key=["n"], warmup=1, rep=3)(fresh_kernel)
    x = torch.zeros(600, device=device)
    tuned[_grid(600)](x, 600)
    assert batches == [6]  # one batch with every config, before the first was timed
    assert len(fresh_kernel.cache) == 6


@triton.jit
def limited_kernel(x_ptr, n, BLOCK: tl.constexpr):
    tl.static_assert(BLOCK <= 128, "BLOCK too large")
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)


def test_failing_configs_are_skipped_with_a_note(device, monkeypatch, capsys):
    monkeypatch.setenv("TRITON_PRINT_AUTOTUNING", "1")
    tuned = triton.autotune(_configs(64, 512, 1024), key=["n"], restore_value=["x_ptr"], warmup=1, rep=3)(
        limited_kernel)
    x = torch.zeros(300, device=device)
    tuned[_grid(300)](x, 300)
    assert tuned.best_config.kwargs["BLOCK"] == 64
    torch.testing.assert_close(x, torch.ones(300, device=device))
    out = capsys.readouterr().out
    assert out.count("Autotuning failed with") == 2 and "BLOCK too large" in out


def test_all_configs_failing_is_one_clear_error(device):
    tuned = triton.autotune(_configs(512, 1024), key=["n"], warmup=1, rep=3)(limited_kernel)
    x = torch.zeros(300, device=device)
    with pytest.raises(RuntimeError, match="no config compiled and ran") as e:
        tuned[_grid(300)](x, 300)
    assert "BLOCK: 512" in str(e.value) and "BLOCK: 1024" in str(e.value) and "BLOCK too large" in str(e.value)


def test_autotune_over_heuristics_over_jit(device):
    @triton.jit
    def scaled(x_ptr, n, SCALE: tl.constexpr, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * SCALE, mask=offs < n)

    tuned = triton.autotune(_configs(64, 128), key=["n"], restore_value=["x_ptr"], warmup=1, rep=3)(
        triton.heuristics({"SCALE": lambda a: 3 if a["n"] > 100 else 2})(scaled))
    x = torch.ones(200, device=device)
    tuned[_grid(200)](x, 200)
    torch.testing.assert_close(x, torch.full((200,), 3.0, device=device))


def test_custom_do_bench_and_its_budget(device):
    calls = []

    def bench(fn, quantiles):
        fn()
        calls.append(quantiles)
        return [float(len(calls))] * 3  # the first config is "fastest"

    tuned = triton.autotune(_configs(64, 128, 256), key=["n"], do_bench=bench)(double_in_place_kernel)
    x = torch.rand(100, device=device)
    tuned[_grid(100)](x, 100)
    assert len(calls) == 3 and tuned.best_config.kwargs["BLOCK"] == 64


def test_printed_format(device, monkeypatch, capsys):
    monkeypatch.setenv("TRITON_PRINT_AUTOTUNING", "1")
    tuned = triton.autotune(_configs(64, 128), key=["n"], warmup=1, rep=3)(double_in_place_kernel)
    x = torch.rand(100, device=device)
    tuned[_grid(100)](x, 100)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Autotuning kernel double_in_place_kernel with config BLOCK: 64, num_warps: 4, num_ctas: 1, num_stages: 3, maxnreg: None"
    i = lines.index("Triton autotuning for function double_in_place_kernel,")
    assert lines[i + 1] == "with key as (100, 'torch.float32'),"
    assert lines[i + 2].startswith("finished after ") and lines[i + 2].endswith("s,")
    assert lines[i + 3].startswith("best config selected: BLOCK: ") and lines[i + 3].endswith(";")


DISK = r"""
import sys, torch
sys.path.insert(0, sys.argv[1])
import triton_musa as triton
from test_autotune_tuning import double_in_place_kernel, _configs, _grid
tuned = triton.autotune(_configs(64, 128, 256), key=["n"], warmup=1, rep=3, cache_results=True)(double_in_place_kernel)
x = torch.rand(1000)
tuned[_grid(1000)](x, 1000)
print("RESULT", tuned.bench_time, tuned.best_config.kwargs["BLOCK"], len(tuned.configs_timings))
"""


def test_cache_results_skips_tuning_in_a_second_process(tmp_path):
    env = dict(os.environ, TRITON_CACHE_DIR=str(tmp_path / "cache"), PYTHONPATH=os.path.dirname(os.path.dirname(os.path.abspath(triton.__file__))) + os.pathsep + os.path.join(ROOT, "tests"),
               TRITON_PRINT_AUTOTUNING="1", TRITON_DEFAULT_BACKEND="cpu")
    runs = []
    for _ in range(2):
        r = subprocess.run([sys.executable, "-c", DISK, os.path.join(ROOT, "tests")], env=env,
                           capture_output=True, text=True, timeout=300)
        assert r.returncode == 0, r.stderr
        runs.append(r.stdout)
    first = [l for l in runs[0].splitlines() if l.startswith("RESULT")][0].split()
    second = [l for l in runs[1].splitlines() if l.startswith("RESULT")][0].split()
    assert float(first[1]) > 0 and float(second[1]) == 0.0
    assert first[2] == second[2] and second[3] == "3"
    assert runs[0].count("Autotuning kernel") == 3 and "Autotuning kernel" not in runs[1]
    assert "finished after 0.00s" in runs[1]
    files = list((tmp_path / "cache" / "autotune").rglob("*.json"))
    assert len(files) == 1 and json.loads(files[0].read_text())["kernel"] == "double_in_place_kernel"


def test_config_maxnreg_reaches_the_launch_options():
    cfg = triton.Config({"BLOCK": 64}, num_warps=2, maxnreg=128)
    assert cfg.all_kwargs()["maxnreg"] == 128
    assert "maxnreg" not in triton.Config({"BLOCK": 64}).all_kwargs()
