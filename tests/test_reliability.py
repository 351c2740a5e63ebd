"""Faults that must never kill or hang the interpreter: CPU levels without the instructions a
kernel's conversions would use, forks, damaged cache files, bad grids, Ctrl-C."""
import json
import multiprocessing
import os
import platform
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

ON_CPU = triton.runtime.driver.active.get_current_target().backend == "cpu"
cpu_only = pytest.mark.skipif(not ON_CPU, reason="the host backend's behaviour")
PKG_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(triton.__file__)))


@triton.jit
def convert_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=m).to(dst_ptr.dtype.element_ty), mask=m)


def _special_values(dtype):
    """Values that exercise every branch of a narrowing conversion: ties, subnormals, overflow."""
    base = [0.0, -0.0, 1.0, -1.0, 65504.0, 65519.99, 65520.0, 65536.0, -70000.0, 1e-8, -6e-8, 3e-5,
            6.1e-5, 2.0 ** -24, 2.0 ** -25, 1.0009765625, 1.00048828125, 1.00146484375, 3.0e38, 1e-40,
            float("inf"), float("-inf"), float("nan"), 1.00390625, 1.001953125, 1.005859375]
    x = torch.tensor(base, dtype=torch.float64)
    x = torch.cat([x, torch.randn(4000, dtype=torch.float64) * torch.logspace(-30, 30, 4000, dtype=torch.float64)])
    return x.to(dtype)


@cpu_only
@pytest.mark.parametrize("cpu", [pytest.param("x86-64", marks=pytest.mark.skipif(
    platform.machine() not in ("x86_64", "AMD64"), reason="the x86-64 baseline")), None])
@pytest.mark.parametrize("src,dst", [(torch.float32, torch.bfloat16), (torch.float64, torch.bfloat16),
                                     (torch.float32, torch.float16), (torch.float64, torch.float16),
                                     (torch.float16, torch.float32), (torch.float16, torch.float64),
                                     (torch.bfloat16, torch.float32)])
@pytest.mark.compiled  # the compiler's cache, metadata or CPU levels
def test_conversions_on_every_cpu_level(monkeypatch, cpu, src, dst):
    """On the SSE2 baseline (no F16C, no AVX-512 BF16) LLVM calls library conversions that old
    libgcc lacks; the kernel carries its own and rounds as torch does, NaN and all."""
    if cpu:
        monkeypatch.setenv("TRITON_CPU_TARGET", cpu)
    x = _special_values(src)
    out = torch.empty(x.shape, dtype=dst)
    k = convert_kernel[(triton.cdiv(x.numel(), 256),)](x, out, x.numel(), BLOCK=256)
    arch = json.loads(k.metadata_json)["arch"]
    assert arch == cpu if cpu else arch
    want = x.to(dst)
    assert torch.equal(out.isnan(), want.isnan())
    ok = ~want.isnan()
    assert torch.equal(out[ok].view(torch.int16 if dst.itemsize == 2 else torch.int32 if dst.itemsize == 4
                                    else torch.int64), want[ok].view(torch.int16 if dst.itemsize == 2 else
                                                                     torch.int32 if dst.itemsize == 4 else torch.int64))


@pytest.mark.compiled  # the compiler's cache, metadata or CPU levels
@cpu_only
@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="the x86-64 baseline")
def test_cpu_target_is_part_of_the_cache_key(monkeypatch):
    x = torch.rand(64)
    out = torch.empty(64, dtype=torch.bfloat16)
    monkeypatch.setenv("TRITON_CPU_TARGET", "native")
    convert_kernel.cache.clear()
    native = convert_kernel.warmup(x, out, 64, BLOCK=64)
    monkeypatch.setenv("TRITON_CPU_TARGET", "x86-64")
    convert_kernel.cache.clear()
    baseline = convert_kernel.warmup(x, out, 64, BLOCK=64)
    assert json.loads(baseline.metadata_json)["arch"] == "x86-64" and native.cache_path != baseline.cache_path
    convert_kernel.cache.clear()


# ---- fork ---------------------------------------------------------------------------------

@triton.jit
def scale_kernel(x_ptr, out_ptr, n, s, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) * s, mask=m)


def _scale(s):
    x = torch.arange(5000, dtype=torch.float32)
    out = torch.empty_like(x)
    scale_kernel[(triton.cdiv(5000, 128),)](x, out, 5000, float(s), BLOCK=128)
    return bool(torch.equal(out, x * s))


def _wait(pid, seconds):
    end = time.time() + seconds
    while time.time() < end:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        time.sleep(0.05)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return None


@cpu_only
def test_a_forked_child_launches():
    assert _scale(2.0)  # the parent's pool exists before the fork
    pid = os.fork()
    if pid == 0:
        try:
            code = 0 if _scale(3.0) and _scale(5.0) else 1
        except BaseException:
            code = 2
        os._exit(code)
    assert _wait(pid, 120) == 0, "the forked child hung or failed"
    assert _scale(7.0)


@cpu_only
def test_fork_workers_launch():
    """As torch DataLoader workers and multiprocessing's default start method on Linux do."""
    assert _scale(2.0)
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(2) as pool:
        r = pool.map_async(_scale, [1.5, 2.5, 3.5, 4.5])
        assert r.get(timeout=120) == [True] * 4


# ---- the cache ------------------------------------------------------------------------------

def _entry_files(kernel):
    d = kernel.cache_path
    return sorted(os.path.join(d, f) for f in os.listdir(d))


def _damage(path, how):
    data = open(path, "rb").read()
    if how == "truncated":
        data = data[:len(data) // 2]
    elif how == "zeroed":
        data = bytes(len(data))
    elif how == "bit-flipped":
        b = bytearray(data)
        b[len(b) // 2] ^= 0x10
        data = bytes(b)
    elif how == "deleted":
        os.remove(path)
        return
    with open(path, "wb") as f:
        f.write(data)


def _forget(kernel_fn):
    kernel_fn.cache.clear()
    if kernel_fn._launcher is not None:
        kernel_fn._launcher.clear()


@pytest.mark.compiled  # the compiler's cache, metadata or CPU levels
@pytest.mark.parametrize("how", ["truncated", "zeroed", "bit-flipped", "deleted"])
def test_every_damaged_cache_file_is_recompiled(monkeypatch, tmp_path, how):
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / f"cache-{how}"))
    monkeypatch.delenv("TRITON_ALWAYS_COMPILE", raising=False)
    x = torch.arange(300, dtype=torch.float32)
    out = torch.empty_like(x)
    _forget(scale_kernel)
    k = scale_kernel[(3,)](x, out, 300, 2.0, BLOCK=128)
    files = _entry_files(k)
    assert any(f.endswith("manifest.json") for f in files) and len(files) >= 6
    for f in files:
        _damage(f, how)
        _forget(scale_kernel)
        out.fill_(float("nan"))
        k = scale_kernel[(3,)](x, out, 300, 3.0, BLOCK=128)
        assert not k.cache_hit, f"a {how} {os.path.basename(f)} was loaded"
        assert torch.equal(out, x * 3.0)
        _forget(scale_kernel)
        assert scale_kernel[(3,)](x, out, 300, 4.0, BLOCK=128).cache_hit  # repaired
        assert torch.equal(out, x * 4.0)


def _python(tmp_path, source, *args, **env):
    """Run `source` as a script in a fresh interpreter with this package importable."""
    script = tmp_path / "script.py"
    script.write_text(textwrap.dedent(source))
    full_env = dict(os.environ, TRITON_CACHE_DIR=str(tmp_path / "c"),
                    PYTHONPATH=PKG_ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    full_env.pop("TRITON_ALWAYS_COMPILE", None)
    full_env.update(env)
    return subprocess.run([sys.executable, str(script), *args], capture_output=True, text=True, env=full_env,
                          timeout=300, cwd=str(tmp_path))


@pytest.mark.compiled  # the compiler's cache, metadata or CPU levels
def test_truncated_shared_object_in_a_fresh_process(tmp_path):
    """The first load of a damaged entry in a process: verified before it is mapped, so no SIGBUS."""
    source = '''
        import os, sys, torch
        import triton_musa as triton
        import triton_musa.language as tl

        @triton.jit
        def k(x_ptr, n, BLOCK: tl.constexpr):
            offs = tl.arange(0, BLOCK)
            tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)

        x = torch.zeros(16)
        r = k[(1,)](x, 16, BLOCK=16)
        if sys.argv[1] == "damage":
            for f in os.listdir(r.cache_path):
                if f.startswith("kernel.") and f.split(".")[-1] in ("so", "ptx", "mubin"):
                    p = os.path.join(r.cache_path, f)
                    open(p, "r+b").truncate(100)
        print(r.cache_hit, float(x.sum()))
    '''
    first = _python(tmp_path, source, "damage", TRITON_DEFAULT_BACKEND="cpu")
    assert first.returncode == 0, first.stderr
    second = _python(tmp_path, source, "keep", TRITON_DEFAULT_BACKEND="cpu")
    assert second.returncode == 0, second.stderr
    assert second.stdout.split() == ["False", "16.0"]


@pytest.mark.compiled  # the compiler's cache, metadata or CPU levels
@cpu_only
def test_unwritable_cache_falls_back_to_a_private_directory(tmp_path, monkeypatch, capfd):
    if os.geteuid() == 0:
        target = "/proc/triton-musa-cache"  # not even root can create directories there
    else:
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o500)
        target = str(ro / "cache")
    monkeypatch.setenv("TRITON_CACHE_DIR", target)
    _forget(scale_kernel)
    x = torch.arange(100, dtype=torch.float32)
    out = torch.empty_like(x)
    k = scale_kernel[(1,)](x, out, 100, 2.0, BLOCK=128)
    assert torch.equal(out, x * 2)
    assert not k.cache_path.startswith(target)
    err = capfd.readouterr().err
    assert target in err and k.cache_path.rsplit("/", 1)[0] in err
    _forget(scale_kernel)


# ---- grids ---------------------------------------------------------------------------------

@pytest.mark.parametrize("grid", [(-1,), (1 << 32,), ((1 << 32) - 1,), (1 << 31,), (1, -3), (1, 1, 1 << 40),
                                  (1, 65536) if not ON_CPU else (1, 1 << 31)])
def test_grids_beyond_the_targets_limits_are_errors_naming_the_grid(grid):
    x = torch.zeros(16)
    out = torch.empty_like(x)
    scale_kernel[(1,)](x, out, 16, 1.0, BLOCK=16)  # the fast path knows this kernel now
    for _ in range(2):  # through the fast path (grid remembered) and the first lookup alike
        with pytest.raises(ValueError, match=r"grid .*axis \d has -?\d+ programs"):
            scale_kernel[grid](x, out, 16, 1.0, BLOCK=16)
    with pytest.raises(ValueError, match=r"grid .*axis"):
        scale_kernel.run(x, out, 16, 1.0, BLOCK=16, grid=grid)


def test_grid_of_zero_programs_runs_nothing():
    x = torch.ones(16)
    out = torch.zeros_like(x)
    scale_kernel[(0,)](x, out, 16, 2.0, BLOCK=16)
    scale_kernel[(4, 0)](x, out, 16, 2.0, BLOCK=16)
    assert torch.equal(out, torch.zeros_like(x))


# ---- Ctrl-C --------------------------------------------------------------------------------

@triton.jit
def slow_kernel(out_ptr, iters, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32) + tl.program_id(0)
    for i in range(iters):
        acc = tl.sin(acc) * 1.0001 + 0.5
    tl.store(out_ptr + tl.program_id(0) * BLOCK + offs, acc)


@cpu_only
def test_ctrl_c_stops_a_long_host_launch():
    programs, block = 4096, 512
    out = torch.empty(programs * block)
    threads = int(os.environ.get("TRITON_CPU_THREADS") or len(os.sched_getaffinity(0)))
    # One wave (a program per thread), timed until it lasts long enough that the launch's own
    # cost and a busy machine's hiccups are small beside it.
    iters, wave = 1000, 0.0
    while wave < 0.25:
        iters *= 4
        t0 = time.perf_counter()
        slow_kernel[(threads,)](out, iters, BLOCK=block)
        wave = time.perf_counter() - t0
    # enough work that the whole grid takes ~8 s on however many cores run it
    iters = max(iters, int(iters * 8.0 / (wave * programs / threads)))
    sent = []
    timer = threading.Timer(0.5, lambda: (sent.append(time.perf_counter()), os.kill(os.getpid(), signal.SIGINT)))
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            slow_kernel[(programs,)](out, iters, BLOCK=block)
        stopped = time.perf_counter()
    finally:
        timer.cancel()
    assert sent and stopped - sent[0] < 1.0, f"stopped {stopped - sent[0]:.2f} s after Ctrl-C"


# ---- globals, constexprs, the extension -----------------------------------------------------

GSCALE = 3


@triton.jit
def global_scale_kernel(out_ptr):
    tl.store(out_ptr + tl.arange(0, 4), tl.full([4], GSCALE, tl.int32))


@pytest.mark.compiled  # the compiler's cache, metadata or CPU levels
def test_a_changed_global_is_an_error_not_a_stale_kernel():
    global GSCALE
    out = torch.zeros(4, dtype=torch.int32)
    global_scale_kernel[(1,)](out)
    global_scale_kernel[(1,)](out)  # the fast path has it now
    assert out.tolist() == [3] * 4
    GSCALE = 100
    try:
        for _ in range(2):
            with pytest.raises(RuntimeError, match="Global variable GSCALE has changed.*from 3 to 100"):
                global_scale_kernel[(1,)](out)
    finally:
        GSCALE = 3
    global_scale_kernel[(1,)](out)  # back to the compiled value: runs again
    assert out.tolist() == [3] * 4


def test_a_tensor_given_to_a_constexpr_names_the_parameter():
    x = torch.zeros(16)
    with pytest.raises(TypeError, match="constexpr argument 'BLOCK'.*got a tensor"):
        scale_kernel[(1,)](x, x, 16, 1.0, BLOCK=torch.tensor(16))
    with pytest.raises(TypeError, match="constexpr argument 'BLOCK'.*got a tensor"):
        scale_kernel[(1,)](x, x, 16, 1.0, BLOCK=torch.tensor([16, 2]))


@pytest.mark.compiled  # the compiler's cache, metadata or CPU levels
def test_import_without_the_extension_explains_at_the_first_compile(tmp_path):
    import shutil
    pkg = tmp_path / "triton_musa"
    shutil.copytree(os.path.dirname(triton.__file__), pkg,
                    ignore=lambda d, names: [n for n in names if n.startswith("_C") or n == "__pycache__"])
    r = _python(tmp_path, '''
        import torch
        import triton_musa as triton
        import triton_musa.language as tl
        @triton.jit
        def k(x_ptr):
            tl.store(x_ptr, 1.0)
        try:
            k[(1,)](torch.zeros(1))
        except ImportError as e:
            print("ImportError:", e)
    ''', PYTHONPATH=str(tmp_path), TRITON_DEFAULT_BACKEND="cpu")
    assert r.returncode == 0, r.stderr
    assert "ImportError: the triton_musa compiler extension" in r.stdout and "make develop" in r.stdout


# ---- deep expressions ---------------------------------------------------------------------

def _load_kernel_module(tmp_path, name, source):
    import importlib.util
    path = tmp_path / f"{name}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("terms", [130, 400])
def test_a_long_sum_compiles(tmp_path, terms):
    """Generated kernels nest one level per operator: no limit of the message format or its reader."""
    expr = " + ".join(f"x * {i % 7 + 1}.0" for i in range(terms))
    mod = _load_kernel_module(tmp_path, f"long_sum_{terms}", textwrap.dedent(f'''
        import triton_musa as triton
        import triton_musa.language as tl

        @triton.jit
        def k(x_ptr, out_ptr, BLOCK: tl.constexpr):
            offs = tl.arange(0, BLOCK)
            x = tl.load(x_ptr + offs)
            tl.store(out_ptr + offs, {expr})
    '''))
    x = torch.rand(64)
    out = torch.empty_like(x)
    mod.k[(1,)](x, out, BLOCK=64)
    want = x.double() * sum(i % 7 + 1 for i in range(terms))
    torch.testing.assert_close(out.double(), want, rtol=1e-5, atol=1e-5)


def test_a_deep_horner_polynomial_compiles(tmp_path):
    degree = 150
    coeffs = [((-1) ** i) / (i + 1) for i in range(degree + 1)]
    expr = repr(coeffs[degree])
    for c in reversed(coeffs[:degree]):
        expr = f"({expr}) * x + {c!r}"
    mod = _load_kernel_module(tmp_path, "horner", textwrap.dedent(f'''
        import triton_musa as triton
        import triton_musa.language as tl

        @triton.jit
        def k(x_ptr, out_ptr, BLOCK: tl.constexpr):
            offs = tl.arange(0, BLOCK)
            x = tl.load(x_ptr + offs)
            tl.store(out_ptr + offs, {expr})
    '''))
    x = torch.rand(64) * 0.5
    out = torch.empty_like(x)
    mod.k[(1,)](x, out, BLOCK=64)
    xd = x.double()
    want = torch.zeros_like(xd)
    for c in reversed(coeffs):
        want = want * xd + c
    torch.testing.assert_close(out.double(), want, rtol=1e-5, atol=1e-6)


# ---- numerics ----------------------------------------------------------------------------

@triton.jit
def sum_as_f32_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    tl.store(out_ptr, tl.sum(x.to(tl.float32)))


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float32])
def test_long_sums_accumulate_in_blocks(dtype):
    n = 262144
    x = (torch.randn(n) + 0.25).to(dtype)
    out = torch.empty(1)
    sum_as_f32_kernel[(1,)](x, out, n, BLOCK=n)
    exact = x.double().sum()
    rel = abs(out.double().item() - exact.item()) / abs(exact.item())
    assert rel < 2e-6, f"relative error {rel:.2e} for {n} {dtype} values"


@triton.jit
def minmax_kernel(x_ptr, y_ptr, out_ptr, ALL: tl.constexpr, MAX: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.load(y_ptr + offs)
    if MAX:
        if ALL:
            r = tl.maximum(x, y, propagate_nan=tl.PropagateNan.ALL)
        else:
            r = tl.maximum(x, y, propagate_nan=tl.PropagateNan.NONE)
    else:
        if ALL:
            r = tl.minimum(x, y, propagate_nan=tl.PropagateNan.ALL)
        else:
            r = tl.minimum(x, y)
    tl.store(out_ptr + offs, r)


@pytest.mark.parametrize("is_max", [True, False])
@pytest.mark.parametrize("propagate", [True, False])
def test_propagate_nan(is_max, propagate):
    nan = float("nan")
    x = torch.tensor([1.0, nan, 3.0, nan, -2.0, 5.0, 0.0, nan])
    y = torch.tensor([2.0, 1.0, nan, nan, -3.0, 4.0, -0.5, 7.0])
    out = torch.empty_like(x)
    minmax_kernel[(1,)](x, y, out, ALL=propagate, MAX=is_max, BLOCK=8)
    if propagate:
        want = torch.maximum(x, y) if is_max else torch.minimum(x, y)  # torch propagates NaN
    else:
        want = torch.fmax(x, y) if is_max else torch.fmin(x, y)      # maxnum / minnum
    assert torch.equal(out.isnan(), want.isnan()), (out, want)
    assert torch.equal(out[~want.isnan()], want[~want.isnan()])


@triton.jit
def reduce_nan_kernel(x_ptr, out_ptr, idx_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    tl.store(out_ptr, tl.max(x))
    tl.store(out_ptr + 1, tl.min(x))
    tl.store(idx_ptr, tl.argmax(x, axis=0))
    tl.store(idx_ptr + 1, tl.argmin(x, axis=0))


def _upstream_arg_fold(values, better):
    """Upstream's combine applied in order: keep the running pair unless it compares better
    (or equal with a smaller index); a NaN on either side is therefore taken."""
    v, i = values[0], 0
    for j, x in enumerate(values[1:], 1):
        keep = better(v, x) or v == x
        if not keep:
            v, i = x, j
    return i


@cpu_only
@pytest.mark.parametrize("case", [[1.0, "nan", 3.0, 2.0], [3.0, "nan", 1.0, 2.0], ["nan", 1.0, 5.0, 0.5],
                                  [1.0, 2.0, 3.0, "nan"], ["nan", "nan", "nan", "nan"], [2.0, 2.0, "nan", 2.0]])
def test_reductions_with_nan_follow_upstream(case):
    vals = [float(v) for v in case]
    x = torch.tensor(vals)
    out = torch.empty(2)
    idx = torch.empty(2, dtype=torch.int32)
    reduce_nan_kernel[(1,)](x, out, idx, BLOCK=len(vals))
    finite = [v for v in vals if v == v]
    # tl.max / tl.min reduce with maxnum / minnum: a NaN is skipped unless all are NaN
    if finite:
        assert out.tolist() == [max(finite), min(finite)]
    assert idx[0].item() == _upstream_arg_fold(vals, lambda a, b: a > b)
    assert idx[1].item() == _upstream_arg_fold(vals, lambda a, b: a < b)


# ---- debug checks -------------------------------------------------------------------------

@triton.jit
def shift_copy_kernel(src_ptr, dst_ptr, n, SHIFT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(src_ptr + offs)                 # unmasked: reads past the end on the last block
    tl.store(dst_ptr + offs + SHIFT, x)        # unmasked, shifted


@pytest.mark.parametrize("shift", [48, 10 ** 6, -64])
def test_out_of_bounds_store_under_debug_raises_and_the_process_lives(shift):
    n = 1000
    src = torch.arange(n + 24, dtype=torch.float32)[:n]  # a view: its extent is n elements
    dst = torch.zeros(n)
    with pytest.raises(IndexError) as e:
        shift_copy_kernel[(triton.cdiv(n, 128),)](src, dst, n, SHIFT=shift, BLOCK=128, debug=True)
    text = str(e.value)
    assert "shift_copy_kernel" in text and "test_reliability.py:" in text
    assert "'dst_ptr'" in text or "'src_ptr'" in text
    assert "byte offset" in text


def test_out_of_bounds_load_names_the_source_and_the_offset():
    n = 1000
    src = torch.arange(n, dtype=torch.float32)
    dst = torch.zeros(1024 + 48)
    with pytest.raises(IndexError, match=r"out-of-bounds load .*byte offset \d+ of tensor argument 'src_ptr'") as e:
        shift_copy_kernel[(8,)](src, dst, n, SHIFT=0, BLOCK=128, debug=True)
    import re
    off = int(re.search(r"byte offset (-?\d+)", str(e.value)).group(1))
    assert n * 4 <= off < 1024 * 4


def test_in_bounds_accesses_under_debug_run_unchanged():
    n = 1024
    src = torch.arange(n, dtype=torch.float32)
    dst = torch.zeros(n)
    shift_copy_kernel[(8,)](src, dst, n, SHIFT=0, BLOCK=128, debug=True)
    assert torch.equal(src, dst)


@triton.jit(debug=True)
def carried_pointer_kernel(x_ptr, out_ptr, n, STEPS: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    p = x_ptr + offs
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for _ in range(STEPS):
        acc += tl.load(p, mask=offs < n, other=0.0)
        p += BLOCK                               # walks past the end after n // BLOCK steps
    tl.store(out_ptr + offs, acc)


def test_loop_carried_pointers_are_checked():
    x = torch.ones(256)
    out = torch.empty(64)
    carried_pointer_kernel[(1,)](x, out, 64, STEPS=4, BLOCK=64)
    assert torch.equal(out, torch.full((64,), 4.0))
    with pytest.raises(IndexError, match="'x_ptr'"):
        carried_pointer_kernel[(1,)](x, out, 64, STEPS=5, BLOCK=64)


@triton.jit
def assert_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=1.0)
    tl.device_assert(x > 0, "x must be positive")
    assert tl.sum(x) < 1000.0, "sum too large"


def test_device_asserts_run_under_debug():
    x = torch.ones(64)
    assert_kernel[(1,)](x, 64, BLOCK=64, debug=True)
    x[17] = -1.0
    with pytest.raises(AssertionError, match=r"assert_kernel.*test_reliability.py:\d+:\d+: x must be positive"):
        assert_kernel[(1,)](x, 64, BLOCK=64, debug=True)
    x[17] = 2000.0
    with pytest.raises(AssertionError, match="sum too large"):
        assert_kernel[(1,)](x, 64, BLOCK=64, debug=True)
    assert_kernel[(1,)](torch.full((64,), -1.0), 64, BLOCK=64)  # without debug: compiled out, as upstream


def test_triton_debug_env_turns_the_checks_on(tmp_path):
    r = _python(tmp_path, '''
        import torch
        import triton_musa as triton
        import triton_musa.language as tl

        @triton.jit
        def k(x_ptr, n, BLOCK: tl.constexpr):
            offs = tl.arange(0, BLOCK)
            tl.store(x_ptr + offs, tl.load(x_ptr + offs) + 1)   # no mask: past the end

        dev = triton.runtime.driver.active.get_active_torch_device()
        x = torch.zeros(100, device=dev)
        try:
            k[(1,)](x, 100, BLOCK=128)
            print("no error")
        except IndexError as e:
            print("IndexError:", e)
    ''', TRITON_DEBUG="1")
    assert r.returncode == 0, r.stderr
    assert "IndexError: out-of-bounds load in kernel 'k'" in r.stdout and "'x_ptr'" in r.stdout, r.stdout


@triton.jit
def column_sum_kernel(x_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr):
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(out_ptr + rn, tl.sum(x.to(tl.float32), axis=0))


@cpu_only  # the host's outer-axis walk; GPU lanes fold strided shares (the 1-D sum test above)
@pytest.mark.parametrize("dtype", [torch.float16, torch.float32])
def test_long_column_sums_accumulate_in_blocks(dtype):
    m, n = 16384, 4
    x = (torch.randn(m, n) + 0.25).to(dtype)
    out = torch.empty(n)
    column_sum_kernel[(1,)](x, out, M=m, N=n)
    exact = x.double().sum(0)
    rel = ((out.double() - exact).abs() / exact.abs()).max().item()
    assert rel < 2e-6, f"relative error {rel:.2e}"


def test_a_message_nested_too_deep_is_an_error_not_a_crash():
    """A crafted message (not one Python makes) nesting a million levels: refused before parsing."""
    from triton_musa import _C
    deep = "[" * 1_000_000 + "]" * 1_000_000
    msg = ('{"kernel":"k","functions":{"k":{"name":"k","file":"f.py","ast":%s,"globals":{}}},'
           '"signature":[],"target":"cpu"}' % deep)
    with pytest.raises(ValueError, match=r"nests 100000\d levels deep"):
        _C.compile(msg)
