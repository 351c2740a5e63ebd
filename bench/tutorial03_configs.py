"""Upstream's tutorial 03 matmul_kernel, unchanged, timed per CUDA autotune config at one size
under one compiler, then through its autotuner (which config it picks). The kernel is read from
the tutorial file (everything before its `matmul` wrapper), so no upstream code lives here.

    python bench/tutorial03_configs.py --compiler musa upstream/tutorials/03-matrix-multiplication.py
"""
import importlib
import os
import sys
import tempfile

from run_as_triton import compiler_and_file

compiler, path = compiler_and_file()
import torch  # noqa: E402
import triton  # noqa: E402

# the tutorial's kernel part (it runs its checks and benchmark at import otherwise); a real file,
# as @jit reads its source
src = open(path).read()
head = src[:src.index("def matmul(")]
folder = tempfile.mkdtemp()
with open(os.path.join(folder, "tutorial03_kernel.py"), "w") as f:
    f.write(head)
sys.path.insert(0, folder)
mod = importlib.import_module("tutorial03_kernel")
kernel = mod.matmul_kernel
configs = mod.get_cuda_autotune_config()[:8]  # the fp16 ones; the rest are its fp8 configs
# T03_EXTRA=128,128,64,3,4[;...]: more configs (BM, BN, BK, stages, warps), e.g. #14's 128x128x64
for spec in filter(None, os.environ.get("T03_EXTRA", "").split(";")):
    bm, bn, bk, st, wp = (int(v) for v in spec.split(","))
    configs.append(triton.Config({"BLOCK_SIZE_M": bm, "BLOCK_SIZE_N": bn, "BLOCK_SIZE_K": bk, "GROUP_SIZE_M": 8},
                                 num_stages=st, num_warps=wp))
sizes = [int(s) for s in os.environ.get("T03_SIZES", "4096").split(",")]
# T03_KS=64,512,...: M = N = the size, K swept, first config only (time = fixed + per-K part:
# the epilogue and prologue against the main loop)
ks = [int(s) for s in os.environ["T03_KS"].split(",")] if os.environ.get("T03_KS") else None


def k_sweep(n):
    kw = dict(configs[0].kwargs)
    grid = (triton.cdiv(n, kw["BLOCK_SIZE_M"]) * triton.cdiv(n, kw["BLOCK_SIZE_N"]),)
    for k in ks:
        a = torch.randn((n, k), device="cuda", dtype=torch.float16)
        b = torch.randn((k, n), device="cuda", dtype=torch.float16)
        c = torch.empty((n, n), device="cuda", dtype=torch.float16)

        def run():
            kernel.fn[grid](a, b, c, n, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                            c.stride(0), c.stride(1), ACTIVATION="", num_warps=configs[0].num_warps,
                            num_stages=configs[0].num_stages, **kw)

        run()
        err = (c.float() - (a @ b).float()).abs().max().item()
        us = triton.testing.do_bench(run, rep=200) * 1e3
        print(f"{compiler} n={n} k={k} max_err={err:.3g} {us:.2f} us", flush=True)


for n in sizes:
    if ks:
        k_sweep(n)
        continue
    torch.manual_seed(0)
    a = torch.randn((n, n), device="cuda", dtype=torch.float16)
    b = torch.randn((n, n), device="cuda", dtype=torch.float16)
    ref = a @ b
    flops = 2 * n * n * n
    for cfg in configs:
        kw = dict(cfg.kwargs)
        c = torch.empty((n, n), device="cuda", dtype=torch.float16)
        grid = (triton.cdiv(n, kw["BLOCK_SIZE_M"]) * triton.cdiv(n, kw["BLOCK_SIZE_N"]),)

        def run():
            kernel.fn[grid](a, b, c, n, n, n, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                            c.stride(0), c.stride(1), ACTIVATION="", num_warps=cfg.num_warps,
                            num_stages=cfg.num_stages, **kw)

        try:
            run()
            err = (c.float() - ref.float()).abs().max().item()
            ms = triton.testing.do_bench(run)
            tag = (kw["BLOCK_SIZE_M"], kw["BLOCK_SIZE_N"], kw["BLOCK_SIZE_K"], cfg.num_stages, cfg.num_warps)
            # the compiled kernel's shared memory and registers (#14's shared-memory line)
            compiled = kernel.fn.warmup(a, b, c, n, n, n, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                                        c.stride(0), c.stride(1), ACTIVATION="", num_warps=cfg.num_warps,
                                        num_stages=cfg.num_stages, grid=grid, **kw)
            compiled._init_handles()
            print(f"{compiler} n={n} config={tag} max_err={err:.3g} {flops / ms * 1e-9:.1f} TFLOP/s "
                  f"shared={compiled.metadata.shared} regs={compiled.n_regs}", flush=True)
        except Exception as e:  # report and go on
            print(f"{compiler} n={n} config={kw} failed: {type(e).__name__}: {str(e)[:200]}", flush=True)
    c = torch.empty((n, n), device="cuda", dtype=torch.float16)

    def tuned():
        kernel[lambda m: (triton.cdiv(n, m["BLOCK_SIZE_M"]) * triton.cdiv(n, m["BLOCK_SIZE_N"]),)](
            a, b, c, n, n, n, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
            ACTIVATION="")

    tuned()
    ms = triton.testing.do_bench(tuned)
    print(f"{compiler} n={n} autotuned best={kernel.best_config} {flops / ms * 1e-9:.1f} TFLOP/s "
          f"cublas={flops / triton.testing.do_bench(lambda: a @ b) * 1e-9:.1f}", flush=True)
