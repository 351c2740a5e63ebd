"""A descriptor-fed fp16 GEMM (host TensorDescriptor arguments, grouped program order,
`desc.load` / `desc.store`, `tl.dot(a, b, acc)`), as upstream's persistent-matmul tutorial writes
its descriptor variant, timed at 4096³ and 8192³ under one compiler, with cuBLAS (torch.matmul)
beside it. Run it once per compiler, in separate processes:

    python bench/bench_descriptor_gemm.py --compiler musa
    python bench/bench_descriptor_gemm.py --compiler upstream
"""
import argparse

ap = argparse.ArgumentParser()
ap.add_argument("--compiler", choices=["musa", "upstream"], required=True)
ap.add_argument("--sizes", default="4096,8192")
args = ap.parse_args()
if args.compiler == "musa":
    import triton_musa_alias
    triton_musa_alias.force()
import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.tools.tensor_descriptor import TensorDescriptor  # noqa: E402


@triton.jit
def matmul_desc(a_desc, b_desc, c_desc, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + (pid % num_pid_in_group) % group_size_m
    pid_n = (pid % num_pid_in_group) // group_size_m
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, pid_n * BN])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))


CONFIGS = [(128, 128, 64, 4, 3), (128, 256, 64, 8, 3), (128, 128, 64, 8, 4)]

for n in (int(s) for s in args.sizes.split(",")):
    torch.manual_seed(0)
    a = torch.randn(n, n, device="cuda", dtype=torch.float16)
    b = torch.randn(n, n, device="cuda", dtype=torch.float16)
    ref = torch.matmul(a, b)
    flops = 2 * n ** 3
    cublas = flops / triton.testing.do_bench(lambda: torch.matmul(a, b)) * 1e-9
    best = None
    for bm, bn, bk, warps, stages in CONFIGS:
        c = torch.empty(n, n, device="cuda", dtype=torch.float16)
        descs = (TensorDescriptor.from_tensor(a, [bm, bk]), TensorDescriptor.from_tensor(b, [bk, bn]),
                 TensorDescriptor.from_tensor(c, [bm, bn]))
        grid = (triton.cdiv(n, bm) * triton.cdiv(n, bn),)

        def run():
            matmul_desc[grid](*descs, n, n, n, BM=bm, BN=bn, BK=bk, GROUP_M=8, num_warps=warps, num_stages=stages)
        try:
            run()
        except Exception as e:  # a config one compiler cannot build is reported, not fatal
            print(f"{args.compiler} n={n} config={(bm, bn, bk, warps, stages)} failed: {type(e).__name__}: "
                  f"{str(e)[:200]}")
            continue
        err = (c.float() - ref.float()).abs().max().item()
        tflops = flops / triton.testing.do_bench(run) * 1e-9
        print(f"{args.compiler} n={n} config={(bm, bn, bk, warps, stages)} max_err={err:.3g} {tflops:.1f} TFLOP/s")
        if err < 1.0 and (best is None or tflops > best[0]):
            best = (tflops, (bm, bn, bk, warps, stages))
    print(f"RESULT {args.compiler} n={n} best={best} cublas={cublas:.1f}")
