"""GPU benchmark: triton_musa against upstream Triton and torch on the same kernel source.

    python bench/bench_gpu.py        (on a machine with an NVIDIA GPU, upstream triton and torch)

Prints one table with ratios; bandwidth counts the bytes a kernel must move.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "gpu_kernels.py")


def load(pkg_name):
    pkg = __import__(pkg_name)
    lang = __import__(pkg_name + ".language", fromlist=["x"])
    ns = {"triton": pkg, "tl": lang, "__name__": f"gpu_kernels_{pkg_name}"}
    exec(compile(open(SRC).read(), SRC, "exec"), ns)
    return pkg, ns


def bench(fn, ut):
    return ut.testing.do_bench(fn, warmup=25, rep=200)


def checked_time(f, check, ut, who, cfg):
    """ms of `f` after one run passes `check()` (a message, or None when right); a config one
    compiler cannot run (or gets wrong) is reported and gives None, not fatal."""
    try:
        f()
        torch.cuda.synchronize()
        bad = check()
        if bad:
            raise AssertionError(bad)
        return bench(f, ut)
    except Exception as e:
        print(f"  {who} {cfg}: {type(e).__name__}: {str(e).splitlines()[0][:100]}")
        return None


def config_row(cfg, compilers, make, ut, best, figure, width):
    """Time one config on each compiler and print its row: `make(kernels)` gives the launch
    and its check (see `checked_time`), `figure(ms)` the figure; `best[who]` keeps the best
    (figure, config) so far. Returns {who: figure} (0.0 where a compiler failed)."""
    figs = {}
    for who, kernels in compilers:
        f, wrong = make(kernels)
        ms = checked_time(f, wrong, ut, who, cfg)
        figs[who] = figure(ms) if ms else 0.0
        if figs[who] > best[who][0]:
            best[who] = (figs[who], cfg)
    ratio = figs["mine"] / figs["up"] if figs["up"] else float("nan")
    print(f"{str(cfg):{width}} {figs['mine']:12.1f} {figs['up']:12.1f} {ratio:8.2f}")
    return figs


def tbps(nbytes, ms):
    return nbytes / (ms * 1e-3) / 1e12


def per_launch(f, reps=20000, runs=5):
    """us per launch of `f`, back to back, best of `runs`: the host is shared, and its noise only adds."""
    for _ in range(500):
        f()
    torch.cuda.synchronize()
    best = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        for _ in range(reps):
            f()
        torch.cuda.synchronize()
        best = min(best, (time.perf_counter() - t0) / reps * 1e6)
    return best


def run_all(ut):
    """Each kernel with each implementation; ms and checks."""
    mine, mk = load("triton_musa")
    up, uk = load("triton")
    rows = []
    # vector add fp32, 2^26
    n = 1 << 26
    x = torch.rand(n, device="cuda"); y = torch.rand(n, device="cuda")
    outs = {k: torch.empty_like(x) for k in ("mine", "up")}
    grid = (triton_cdiv(n, 1024),)
    f_m = lambda: mk["add_kernel"][grid](x, y, outs["mine"], n, BLOCK=1024)
    f_u = lambda: uk["add_kernel"][grid](x, y, outs["up"], n, BLOCK=1024)
    f_m(); f_u(); torch.cuda.synchronize()
    torch.testing.assert_close(outs["mine"], x + y)
    nb = 3 * n * 4
    rows.append(("vector add fp32 2^26", tbps(nb, bench(f_m, up)), tbps(nb, bench(f_u, up)), tbps(nb, bench(lambda: x + y, up)), "TB/s"))
    # softmax fp32 8192 x 4096
    M, N = 8192, 4096
    a = torch.randn(M, N, device="cuda")
    o_m = torch.empty_like(a); o_u = torch.empty_like(a)
    f_m = lambda: mk["softmax_kernel"][(M,)](o_m, a, a.stride(0), o_m.stride(0), N, BLOCK=4096, num_warps=8)
    f_u = lambda: uk["softmax_kernel"][(M,)](o_u, a, a.stride(0), o_u.stride(0), N, BLOCK=4096, num_warps=8)
    f_m(); f_u(); torch.cuda.synchronize()
    torch.testing.assert_close(o_m, torch.softmax(a, 1), atol=1e-5, rtol=1e-3)
    nb = 2 * M * N * 4
    rows.append(("softmax fp32 8192x4096", tbps(nb, bench(f_m, up)), tbps(nb, bench(f_u, up)), tbps(nb, bench(lambda: torch.softmax(a, 1), up)), "TB/s"))
    # layernorm fp16 8192 x 4096
    h = torch.randn(M, N, device="cuda", dtype=torch.float16)
    w = torch.randn(N, device="cuda", dtype=torch.float16); b = torch.randn(N, device="cuda", dtype=torch.float16)
    y_m = torch.empty_like(h); y_u = torch.empty_like(h)
    f_m = lambda: mk["layernorm_kernel"][(M,)](h, y_m, w, b, h.stride(0), N, 1e-5, BLOCK=4096, num_warps=8)
    f_u = lambda: uk["layernorm_kernel"][(M,)](h, y_u, w, b, h.stride(0), N, 1e-5, BLOCK=4096, num_warps=8)
    f_m(); f_u(); torch.cuda.synchronize()
    ref = torch.nn.functional.layer_norm(h, (N,), w, b, 1e-5)
    torch.testing.assert_close(y_m, ref, atol=2e-2, rtol=1e-2)
    nb = 2 * M * N * 2
    rows.append(("layernorm fwd fp16 8192x4096", tbps(nb, bench(f_m, up)), tbps(nb, bench(f_u, up)),
                 tbps(nb, bench(lambda: torch.nn.functional.layer_norm(h, (N,), w, b, 1e-5), up)), "TB/s"))
    # matmul fp16 4096^3: the best of one small config set for each compiler, cuBLAS via torch
    n = 4096
    a = torch.randn(n, n, device="cuda", dtype=torch.float16)
    bm = torch.randn(n, n, device="cuda", dtype=torch.float16)
    cm = torch.empty(n, n, device="cuda", dtype=torch.float32)
    ref = (a.float() @ bm.float())
    configs = [(64, 64, 32, 4), (128, 64, 32, 4), (64, 128, 32, 4), (128, 128, 32, 8)]
    flops = 2 * n ** 3

    def best_of(kernels):
        best = None
        for BM, BN, BK, w in configs:
            f = lambda: kernels["matmul_kernel"][(n // BM, n // BN)](
                a, bm, cm, n, n, n, a.stride(0), a.stride(1), bm.stride(0), bm.stride(1), cm.stride(0), cm.stride(1),
                BM=BM, BN=BN, BK=BK, num_warps=w)
            f(); torch.cuda.synchronize()
            torch.testing.assert_close(cm, ref, atol=0.5, rtol=1e-2)
            ms = bench(f, up)
            if best is None or ms < best[0]:
                best = (ms, (BM, BN, BK, w))
        return best
    (ms_m, cfg_m), (ms_u, cfg_u) = best_of(mk), best_of(uk)
    ms_t = bench(lambda: torch.matmul(a, bm), up)
    tf = lambda ms: flops / (ms * 1e-3) / 1e12  # noqa: E731
    rows.append((f"matmul fp16 4096^3 {cfg_m}/{cfg_u}", tf(ms_m), tf(ms_u), tf(ms_t), "TFLOP/s"))
    # launch overhead of a tiny kernel
    t = torch.zeros(1, device="cuda", dtype=torch.int32)
    lm = per_launch(lambda: mk["tiny_kernel"][(1,)](t, 3))
    lu = per_launch(lambda: uk["tiny_kernel"][(1,)](t, 3))
    lt = per_launch(lambda: torch.add(t, 1))
    rows.append(("launch tiny kernel", lm, lu, lt, "us (lower is better)"))
    return rows


def triton_cdiv(a, b):
    return (a + b - 1) // b


COLD = r'''
import os, sys, time, json, torch
sys.path.insert(0, %(here)r)
x = torch.rand(4096, device="cuda"); y = torch.rand(4096, device="cuda"); o = torch.empty_like(x)
torch.cuda.synchronize()
t_imp = time.perf_counter()
import bench_gpu
pkg, k = bench_gpu.load(%(pkg)r)
t0 = time.perf_counter()
k["add_kernel"][(4,)](x, y, o, 4096, BLOCK=1024)
torch.cuda.synchronize()
t1 = time.perf_counter()
assert torch.allclose(o, x + y)
print(json.dumps({"first_launch_s": t1 - t0, "import_s": t0 - t_imp}))
'''


def cold_compile(pkg):
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, TRITON_CACHE_DIR=d)
        res = []
        for _ in range(2):  # cold, then cached in a second process
            out = subprocess.run([sys.executable, "-c", COLD % {"here": HERE, "pkg": pkg}], env=env,
                                 capture_output=True, text=True, timeout=300)
            if out.returncode != 0:
                raise RuntimeError(out.stderr[-3000:])
            res.append(json.loads(out.stdout.strip().splitlines()[-1]))
        return res


def main():
    import triton as up
    import triton_musa as mine
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}, upstream triton {up.__version__}, triton_musa {mine.__version__}")
    rows = run_all(up)
    print(f"{'benchmark':48} {'triton_musa':>12} {'upstream':>12} {'torch':>12} {'ours/up':>8}  unit")
    for name, a, b, c, unit in rows:
        print(f"{name:48} {a:12.3f} {b:12.3f} {c:12.3f} {a / b:8.2f}  {unit}")
    for pkg in ("triton_musa", "triton"):
        cold, warm = cold_compile(pkg)
        print(f"compile+first launch {pkg:12}: cold {cold['first_launch_s']*1e3:8.1f} ms, cached process {warm['first_launch_s']*1e3:8.1f} ms (import {cold['import_s']*1e3:.0f} ms)")


if __name__ == "__main__":
    main()
