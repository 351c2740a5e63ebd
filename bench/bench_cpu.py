"""CPU benchmark: triton_musa against torch on the host, plus cold / cached compile times.

    .venv/bin/python bench/bench_cpu.py

Prints one table. Bandwidth counts the bytes a kernel must move (reads + writes).
"""
import json
import os
import subprocess
import sys
import tempfile
import textwrap

import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa.testing import do_bench


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * out_stride + cols, num / tl.sum(num, axis=0), mask=mask)


def gbps(nbytes, ms):
    return nbytes / (ms * 1e-3) / 1e9


def bench_add():
    n = 1 << 24
    x, y = torch.rand(n), torch.rand(n)
    out = torch.empty_like(x)
    grid = (triton.cdiv(n, 4096),)
    add_kernel[grid](x, y, out, n, BLOCK=4096)
    torch.testing.assert_close(out, x + y)
    t = do_bench(lambda: add_kernel[grid](x, y, out, n, BLOCK=4096))
    r = do_bench(lambda: torch.add(x, y, out=out))
    nbytes = 3 * 4 * n
    return "vector add fp32, 2^24", gbps(nbytes, t), gbps(nbytes, r)


def bench_softmax():
    M, N = 4096, 1024
    x = torch.randn(M, N)
    out = torch.empty_like(x)
    softmax_kernel[(M,)](out, x, x.stride(0), out.stride(0), N, BLOCK=N)
    torch.testing.assert_close(out, torch.softmax(x, dim=1))
    t = do_bench(lambda: softmax_kernel[(M,)](out, x, x.stride(0), out.stride(0), N, BLOCK=N))
    r = do_bench(lambda: torch.softmax(x, dim=1))
    nbytes = 2 * 4 * M * N
    return "softmax fp32, 4096 x 1024", gbps(nbytes, t), gbps(nbytes, r)


COMPILE_SCRIPT = textwrap.dedent('''
    import json, time, torch
    import triton_musa as triton
    import triton_musa.language as tl

    @triton.jit
    def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)

    x = torch.rand(4096); y = torch.rand(4096); out = torch.empty_like(x)
    t0 = time.perf_counter()
    k = add_kernel[(4,)](x, y, out, 4096, BLOCK=1024)
    t1 = time.perf_counter()
    print(json.dumps({"seconds": t1 - t0, "cache_hit": k.cache_hit}))
''')


def compile_times():
    pkg_root = os.path.dirname(os.path.dirname(os.path.abspath(triton.__file__)))
    with tempfile.TemporaryDirectory() as d:
        script = os.path.join(d, "compile_once.py")
        with open(script, "w") as f:
            f.write(COMPILE_SCRIPT)
        env = dict(os.environ, TRITON_CACHE_DIR=os.path.join(d, "cache"),
                   PYTHONPATH=pkg_root + os.pathsep + os.environ.get("PYTHONPATH", ""))
        env.pop("TRITON_ALWAYS_COMPILE", None)
        runs = []
        for _ in range(2):
            r = subprocess.run([sys.executable, script], capture_output=True, text=True, env=env, check=True)
            runs.append(json.loads(r.stdout.strip().splitlines()[-1]))
    return runs


def main():
    print(f"triton_musa {triton.__version__}, torch {torch.__version__}, "
          f"target {triton.runtime.driver.active.get_current_target()}, torch threads {torch.get_num_threads()}")
    rows = [bench_add(), bench_softmax()]
    print()
    print(f"{'benchmark':<28}{'triton_musa GB/s':>18}{'torch GB/s':>14}{'ratio':>9}")
    for name, t, r in rows:
        print(f"{name:<28}{t:>18.2f}{r:>14.2f}{t / r:>9.2f}")
    cold, cached = compile_times()
    print()
    print(f"{'compile + first launch (vector add)':<40}{'ms':>10}{'cache hit':>12}")
    print(f"{'cold (empty TRITON_CACHE_DIR)':<40}{cold['seconds'] * 1e3:>10.1f}{str(cold['cache_hit']):>12}")
    print(f"{'cached (second process)':<40}{cached['seconds'] * 1e3:>10.1f}{str(cached['cache_hit']):>12}")


if __name__ == "__main__":
    main()
