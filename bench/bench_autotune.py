"""Autotuning on an NVIDIA GPU: one matmul source tuned over 8 configs by triton_musa and by
upstream Triton, each in a fresh process with an empty cache. Prints the whole tuning's wall time
(compile + timing), the config each picked, and how the pick compares with the best config
timed by hand afterwards.

    python bench/bench_autotune.py
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

RUN = r'''
import json, sys, time, torch
pkg_name = sys.argv[1]
pkg = __import__(pkg_name)
lang = __import__(pkg_name + ".language", fromlist=["x"])
ns = {"triton": pkg, "tl": lang, "__name__": "autotune_kernels_" + pkg_name}
for src in sys.argv[2:]:
    exec(compile(open(src).read(), src, "exec"), ns)
M = N = K = 1024
a = torch.randn(M, K, device="cuda", dtype=torch.float16)
b = torch.randn(K, N, device="cuda", dtype=torch.float16)
c = torch.empty(M, N, device="cuda", dtype=torch.float32)
args = (a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1))
grid = lambda meta: (M // meta["BM"], N // meta["BN"])
torch.cuda.synchronize()
t0 = time.perf_counter()
ns["tuned_matmul"][grid](*args)
torch.cuda.synchronize()
tuning_s = time.perf_counter() - t0
torch.testing.assert_close(c, (a.float() @ b.float()), atol=5e-2, rtol=1e-2)
best = ns["tuned_matmul"].best_config
k = ns["matmul_kernel"]
by_hand = {}
for bm, bn, bk, w in ns["CONFIGS"]:
    f = lambda: k[(M // bm, N // bn)](*args, BM=bm, BN=bn, BK=bk, num_warps=w)
    by_hand[(bm, bn, bk, w)] = pkg.testing.do_bench(f, warmup=25, rep=100)
picked = (best.kwargs["BM"], best.kwargs["BN"], best.kwargs["BK"], best.num_warps)
fastest = min(by_hand, key=by_hand.get)
print(json.dumps({"tuning_s": tuning_s, "picked": picked, "picked_ms": by_hand[picked],
                  "fastest": fastest, "fastest_ms": by_hand[fastest]}))
'''


def run(pkg):
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, TRITON_CACHE_DIR=d)
        out = subprocess.run([sys.executable, "-c", RUN, pkg, os.path.join(HERE, "gpu_kernels.py"),
                              os.path.join(HERE, "autotune_kernels.py")], env=env,
                             capture_output=True, text=True, timeout=600)
        if out.returncode != 0:
            raise RuntimeError(f"{pkg}: {out.stderr[-3000:]}")
        return json.loads(out.stdout.strip().splitlines()[-1])


def main():
    rows = {pkg: run(pkg) for pkg in ("triton_musa", "triton")}
    print("autotuned matmul fp16 1024^3 over 8 configs (fresh process, empty cache)")
    print(f"{'':14} {'tuning wall s':>14} {'picked (BM,BN,BK,warps)':>24} {'picked ms':>10} {'fastest by hand':>16} {'fastest ms':>11} {'picked/fastest':>15}")
    for pkg, r in rows.items():
        print(f"{pkg:14} {r['tuning_s']:14.3f} {str(tuple(r['picked'])):>24} {r['picked_ms']:10.4f} "
              f"{str(tuple(r['fastest'])):>16} {r['fastest_ms']:11.4f} {r['picked_ms'] / r['fastest_ms']:15.3f}")
    print(f"tuning wall time, triton_musa / upstream: {rows['triton_musa']['tuning_s'] / rows['triton']['tuning_s']:.3f}")


if __name__ == "__main__":
    main()
