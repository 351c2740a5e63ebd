"""The style matrix on the GPU: attention, softmax and layer norm written in several library
styles (bench/style_kernels.py), each compiled by triton_musa and by upstream Triton with the same
tile configuration, timed side by side. Prints per style: ours, upstream, ours/upstream, and ours
against our fastest style of the same computation (the #14 bar: none more than 10 % slower).

    python bench/bench_styles.py            (needs an NVIDIA GPU, upstream triton and torch)
    STYLES=attention,layernorm python bench/bench_styles.py     (only those computations)
"""
import json
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "style_kernels.py")


def load(pkg_name):
    pkg = __import__(pkg_name)
    lang = __import__(pkg_name + ".language", fromlist=["x"])
    ns = {"triton": pkg, "tl": lang, "torch": torch, "__name__": f"style_kernels_{pkg_name}"}
    exec(compile(open(SRC).read(), SRC, "exec"), ns)
    return pkg, ns


def timed(pkg, fn):
    return pkg.testing.do_bench(fn, warmup=25, rep=100)


def main():
    wanted = [w for w in os.environ.get("STYLES", "attention,softmax,layernorm").split(",") if w]
    sys.path.insert(0, HERE)
    mine, M = load("triton_musa")
    up, U = load("triton")
    rows = []
    torch.manual_seed(0)

    # attention: B4 H32 N4096 D64 fp16, BM=128 BN=64, 4 warps, 3 stages
    B, H, N, D = 4, 32, 4096, 64
    q, k, v = (torch.randn(B, H, N, D, device="cuda", dtype=torch.float16) for _ in range(3))
    scale = D ** -0.5
    for causal in (False, True) if "attention" in wanted else ():
        ref = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=scale)
        flops = 4 * B * H * N * N * D * (0.5 if causal else 1.0)
        for style in M["ATTENTION"]:
            res = {}
            for name, pkg, ns in (("ours", mine, M), ("up", up, U)):
                run = lambda: ns["attention"](ns["ATTENTION"][style], q, k, v, scale, causal, BM=128, BN=64,  # noqa: E731
                                              num_warps=4, num_stages=3)
                try:
                    err = (run().float() - ref.float()).abs().max().item()
                    res[name] = (flops / (timed(pkg, run) * 1e-3) / 1e12, err)
                except Exception as e:  # noqa: BLE001
                    res[name] = (float("nan"), f"{type(e).__name__}: {str(e)[:120]}")
            rows.append(("attention causal" if causal else "attention", style, "TFLOP/s", res))

    # softmax fp32: 4096 rows of 8192 and of 16384 columns
    for cols in (8192, 16384) if "softmax" in wanted else ():
        x = torch.randn(4096, cols, device="cuda")
        ref = torch.softmax(x, dim=1)
        gb = 2 * x.numel() * 4 / 1e9
        for style in M["SOFTMAX"]:
            res = {}
            for name, pkg, ns in (("ours", mine, M), ("up", up, U)):
                run = lambda: ns["softmax"](ns["SOFTMAX"][style], x, programs=132 * 4, num_warps=8)  # noqa: E731
                try:
                    err = (run() - ref).abs().max().item()
                    res[name] = (gb / (timed(pkg, run) * 1e-3), err)
                except Exception as e:  # noqa: BLE001
                    res[name] = (float("nan"), f"{type(e).__name__}: {str(e)[:120]}")
            rows.append((f"softmax fp32 4096x{cols}", style, "GB/s", res))

    # layer norm fp16: 4096 rows of 8192 columns
    x = torch.randn(4096, 8192, device="cuda").half()
    w = torch.rand(8192, device="cuda").half()
    b = torch.randn(8192, device="cuda").half()
    ref = torch.nn.functional.layer_norm(x.float(), (8192,), w.float(), b.float(), 1e-5)
    gb = 2 * x.numel() * 2 / 1e9
    for style in M["LAYERNORM"] if "layernorm" in wanted else ():
        res = {}
        for name, pkg, ns in (("ours", mine, M), ("up", up, U)):
            run = lambda: ns["layernorm"](ns["LAYERNORM"][style], x, w, b, num_warps=8)  # noqa: E731
            try:
                err = (run().float() - ref).abs().max().item()
                res[name] = (gb / (timed(pkg, run) * 1e-3), err)
            except Exception as e:  # noqa: BLE001
                res[name] = (float("nan"), f"{type(e).__name__}: {str(e)[:120]}")
        rows.append(("layernorm fp16 4096x8192", style, "GB/s", res))

    # registers of the wide-row softmax (spills would explain a gap there)
    x = torch.randn(4096, 16384, device="cuda")
    regs = {}
    for name, ns in (("ours", M), ("up", U)) if "softmax" in wanted else ():
        for style in ("row", "persistent"):
            try:
                k = ns["SOFTMAX"][style].warmup(torch.empty_like(x), x, 4096, 16384, 16384, BLOCK=16384, num_warps=8, grid=(1,))
                k._init_handles()
                regs[f"{name} {style}"] = (k.n_regs, k.n_spills)
            except Exception as e:  # noqa: BLE001
                regs[f"{name} {style}"] = str(e)[:80]
    print("softmax 16384 columns, 8 warps: (registers, spills)", regs)

    print(f"device {torch.cuda.get_device_name()}, upstream triton {up.__version__}, triton_musa {mine.__version__}")
    print(f"{'computation':28} {'style':12} {'ours':>9} {'upstream':>9} {'ours/up':>8} {'of best':>8}  errors (ours, up)")
    best = {}
    for comp, style, unit, res in rows:
        best[comp] = max(best.get(comp, 0.0), res["ours"][0] if res["ours"][0] == res["ours"][0] else 0.0)
    for comp, style, unit, res in rows:
        o, u = res["ours"][0], res["up"][0]
        print(f"{comp:28} {style:12} {o:9.1f} {u:9.1f} {o / u:8.2f} {o / best[comp]:8.2f}  {res['ours'][1]!s:.40} {res['up'][1]!s:.40}  {unit}")
    print("RESULT " + json.dumps([(c, s, u, r) for c, s, u, r in rows]))


if __name__ == "__main__":
    main()
