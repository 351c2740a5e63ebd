"""Upstream's tutorial 08 grouped GEMM kernels, unchanged, timed per autotune config under one
compiler: four fp16 GEMMs of M x 8192 x 8192 (the tutorial's second benchmark), each config of
`grouped_matmul_kernel` (pointers) and of `grouped_matmul_tma_kernel` (device-made tensor
descriptors). The tutorial autotunes once per group size, on its first (small) call, so its own
large-size figures depend on which config won there; this shows every config at the large sizes.
The kernels are read from the tutorial file (everything before `group_gemm_tma_fn`).

    python bench/tutorial08_configs.py --compiler musa upstream/tutorials/08-grouped-gemm.py
"""
import importlib
import os
import sys
import tempfile

from run_as_triton import compiler_and_file

compiler, path = compiler_and_file()
import torch  # noqa: E402
import triton  # noqa: E402

src = open(path).read()
folder = tempfile.mkdtemp()
with open(os.path.join(folder, "tutorial08_kernels.py"), "w") as f:
    f.write(src[:src.index("def group_gemm_tma_fn(")])
sys.path.insert(0, folder)
mod = importlib.import_module("tutorial08_kernels")
# T08_DEVICE=cpu T08_N=256 T08_MS=64: a smoke run of this script on the CPU target (musa only)
DEV = os.environ.get("T08_DEVICE", "cuda")
sizes = [int(s) for s in os.environ.get("T08_MS", "1024").split(",")]
N = K = int(os.environ.get("T08_N", "8192"))
triton.set_allocator(lambda size, alignment, stream: torch.empty(size, device=DEV, dtype=torch.int8))
GROUPS = 4

for m in sizes:
    torch.manual_seed(0)
    a = [torch.rand((m, K), device=DEV, dtype=torch.float16) for _ in range(GROUPS)]
    b = [torch.rand((K, N), device=DEV, dtype=torch.float16) for _ in range(GROUPS)]
    bt = [x.T.contiguous() for x in b]
    c = [torch.empty((m, N), device=DEV, dtype=torch.float16) for _ in range(GROUPS)]
    ref = [x @ y for x, y in zip(a, b)]
    ptrs = lambda ts: torch.tensor([t.data_ptr() for t in ts], device=DEV)  # noqa: E731
    sizes_t = torch.tensor([m, N, K] * GROUPS, dtype=torch.int32, device=DEV)
    lds = torch.tensor([K, N, N] * GROUPS, dtype=torch.int32, device=DEV)
    lds_t = torch.tensor([K, K, N] * GROUPS, dtype=torch.int32, device=DEV)
    flops = 2 * m * N * K * GROUPS
    a_ptrs, c_ptrs = ptrs(a), ptrs(c)
    kernels = [("ptr", mod.grouped_matmul_kernel, ptrs(b), lds, {}),
               ("tma", mod.grouped_matmul_tma_kernel, ptrs(bt), lds_t, {"FP8": False, "NUM_SM": mod.num_sms()})]
    for name, kernel, b_ptrs, ld, extra in kernels:
        for cfg in kernel.configs:
            kw = dict(cfg.kwargs, **extra)
            for t in c:
                t.zero_()

            def run():
                kernel.fn[(kw["NUM_SM"],)](a_ptrs, b_ptrs, c_ptrs, sizes_t, ld, GROUPS, num_warps=cfg.num_warps,
                                            num_stages=cfg.num_stages, **kw)

            tag = (kw["BLOCK_SIZE_M"], kw["BLOCK_SIZE_N"], kw["BLOCK_SIZE_K"], cfg.num_stages, cfg.num_warps,
                   kw["NUM_SM"])
            try:
                run()
                err = max((x.float() - y.float()).abs().max().item() / y.float().abs().max().item()
                          for x, y in zip(c, ref))
                ms = triton.testing.do_bench(run) if DEV == "cuda" else float("nan")
                print(f"{compiler} {name} m={m} config={tag} rel_err={err:.2g} {ms:.3f} ms "
                      f"{flops / ms * 1e-9:.1f} TFLOP/s", flush=True)
            except Exception as e:  # report and go on
                print(f"{compiler} {name} m={m} config={tag} failed: {type(e).__name__}: {str(e)[:200]}", flush=True)
