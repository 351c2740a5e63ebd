"""Upstream's tutorial 08 grouped GEMM kernels, unchanged, timed per autotune config under one
compiler: four fp16 GEMMs of M x 8192 x 8192 (the tutorial's second benchmark), each config of
`grouped_matmul_kernel` (pointers) and of `grouped_matmul_tma_kernel` (device-made tensor
descriptors). The tutorial autotunes once per group size, on its first (small) call, so its own
large-size figures depend on which config won there; this shows every config at the large sizes.
The kernels are read from the tutorial file (everything before `group_gemm_tma_fn`).
T08_SQUARE=128,256,512,1024 times the first benchmark's groups instead (four N x N x N GEMMs,
pointer kernel), and first prints the config the autotuner picks on the tutorial's check group.

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
SQUARE = [int(s) for s in os.environ.get("T08_SQUARE", "").split(",") if s]
sizes = SQUARE or [int(s) for s in os.environ.get("T08_MS", "1024").split(",")]
triton.set_allocator(lambda size, alignment, stream: torch.empty(size, device=DEV, dtype=torch.int8))
GROUPS = 4


def autotuned_pick():
    """The tutorial's correctness-check group (1024, 512, 256, 128), through the autotuner."""
    dims = [1024, 512, 256, 128]
    a = [torch.rand((d, d), device=DEV, dtype=torch.float16) for d in dims]
    b = [torch.rand((d, d), device=DEV, dtype=torch.float16) for d in dims]
    c = [torch.empty((d, d), device=DEV, dtype=torch.float16) for d in dims]
    as_ptrs = lambda ts: torch.tensor([t.data_ptr() for t in ts], device=DEV)  # noqa: E731
    g_sizes = torch.tensor([x for d in dims for x in (d, d, d)], dtype=torch.int32, device=DEV)
    g_lds = torch.tensor([x for d in dims for x in (d, d, d)], dtype=torch.int32, device=DEV)
    mod.grouped_matmul_kernel[lambda meta: (meta["NUM_SM"],)](as_ptrs(a), as_ptrs(b), as_ptrs(c), g_sizes, g_lds,
                                                              len(dims))
    print(f"{compiler} autotuner pick on the check group: {mod.grouped_matmul_kernel.best_config}", flush=True)


if SQUARE:
    autotuned_pick()

for m in sizes:
    N = K = m if SQUARE else int(os.environ.get("T08_N", "8192"))
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
    for name, kernel, b_ptrs, ld, extra in kernels[:1] if SQUARE else kernels:
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
