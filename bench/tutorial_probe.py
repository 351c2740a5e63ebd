"""Times one function of an upstream tutorial file, unchanged, with triton_musa or upstream Triton:
the file's code up to its first module-level check is executed (kernels, autotune configs and
wrappers exactly as written), then the named scenario is timed. Run once per compiler:

    python bench/tutorial_probe.py --compiler musa upstream/tutorials/03-matrix-multiplication.py matmul

Scenarios: `matmul` (tutorial 03, fp16, square sizes), `layernorm` (tutorial 05, forward and
forward+backward, fp16, 4096 rows).
"""
import argparse
import json
import re
import sys

ap = argparse.ArgumentParser()
ap.add_argument("--compiler", choices=["musa", "upstream"], required=True)
ap.add_argument("file")
ap.add_argument("scenario", choices=["matmul", "layernorm"])
ap.add_argument("--sizes", default="")
args = ap.parse_args()
if args.compiler == "musa":
    import triton_musa_alias
    triton_musa_alias.force()
import torch  # noqa: E402
import triton  # noqa: E402

src = open(args.file).read()
# The definitions end where the file starts running checks at module level.
cut = min(m.start() for m in re.finditer(r"^(torch\.manual_seed|test_layer_norm\(|@triton\.testing\.perf_report)", src, re.M))
ns = {"__name__": "tutorial", "__file__": args.file}
exec(compile(src[:cut], args.file, "exec"), ns)
do_bench = triton.testing.do_bench
out = {"compiler": args.compiler, "scenario": args.scenario, "rows": []}

if args.scenario == "matmul":
    sizes = [int(s) for s in args.sizes.split(",")] if args.sizes else [1024, 2048, 3072, 3968, 4096]
    for n in sizes:
        a = torch.randn((n, n), device="cuda", dtype=torch.float16)
        b = torch.randn((n, n), device="cuda", dtype=torch.float16)
        c = ns["matmul"](a, b)
        err = (c.float() - (a.float() @ b.float())).abs().max().item()
        ms = do_bench(lambda: ns["matmul"](a, b), quantiles=[0.5])
        ms = ms[0] if isinstance(ms, (list, tuple)) else ms
        cfg = getattr(ns["matmul_kernel"], "best_config", None)
        row = {"n": n, "tflops": 2 * n**3 / ms * 1e-9, "max_err": err, "config": str(cfg)}
        out["rows"].append(row)
        print(json.dumps(row), flush=True)
else:
    sizes = [int(s) for s in args.sizes.split(",")] if args.sizes else [1024, 2048, 4096, 8192, 12288]
    ln = ns["layer_norm"]
    for n in sizes:
        m = 4096
        x = -2.3 + 0.5 * torch.randn((m, n), device="cuda", dtype=torch.float16)
        w = torch.rand((n,), device="cuda", dtype=torch.float16, requires_grad=True)
        bias = torch.rand((n,), device="cuda", dtype=torch.float16, requires_grad=True)
        dy = 0.1 * torch.randn_like(x)
        x.requires_grad_(True)
        gbps = lambda ms: 2 * x.numel() * x.element_size() * 1e-9 / (ms * 1e-3)  # noqa: E731
        fwd = do_bench(lambda: ln(x, (n,), w, bias, 1e-5), quantiles=[0.5])
        fwd = fwd[0] if isinstance(fwd, (list, tuple)) else fwd
        y = ln(x, (n,), w, bias, 1e-5)
        bwd = do_bench(lambda: y.backward(dy, retain_graph=True), quantiles=[0.5], grad_to_none=[x, w, bias])
        bwd = bwd[0] if isinstance(bwd, (list, tuple)) else bwd
        # The tutorial's own byte counts: forward reads x and writes y; backward 3 tensors of x's size.
        row = {"n": n, "fwd_gbps": gbps(fwd), "bwd_gbps": 3 * x.numel() * x.element_size() * 1e-9 / (bwd * 1e-3)}
        out["rows"].append(row)
        print(json.dumps(row), flush=True)
print("RESULT " + json.dumps(out))
sys.stdout.flush()
