"""Upstream's tutorial 06 (fused attention), its `attention` unchanged, under one compiler: forward
and backward checked against torch's scaled_dot_product_attention (and its gradients) and timed,
fp16 B4 H32 N4096 D64, causal and not. The forward uses the tutorial's own test configuration
(BLOCK_M 128, BLOCK_N 64, 2 stages, 4 warps) for both compilers, the backward its only one
(BLOCK 32/128, 5 stages, 4 warps). FLOPs are counted as the tutorial's benchmark counts them
(backward: 2.5 times the forward's). On Hopper the tutorial passes host TensorDescriptors.

    python bench/tutorial06.py --compiler musa upstream/tutorials/06-fused-attention.py
"""
import importlib.util
import os

from run_as_triton import compiler_and_file

compiler, path = compiler_and_file()
os.environ["PYTEST_VERSION"] = "1"  # the tutorial's single test configuration, for both compilers
import torch  # noqa: E402
import triton  # noqa: E402

spec = importlib.util.spec_from_file_location("tutorial06", path)
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
Z, H, N, D = 4, 32, 4096, 64
for causal in (False, True):
    torch.manual_seed(0)
    q, k, v = (torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16) * 0.5 for _ in range(3))
    out = mod.attention(q, k, v, causal, 0.5, False)
    ref = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=0.5)
    err = (out.float() - ref.float()).abs().max().item()
    ms = triton.testing.do_bench(lambda: mod.attention(q, k, v, causal, 0.5, False))
    flops = 4 * Z * H * N * N * D * (0.5 if causal else 1.0)
    print(f"{compiler} causal={causal} max_err={err:.4g} {flops / ms * 1e-9:.1f} TFLOP/s", flush=True)
    q, k, v = (t.requires_grad_() for t in (q, k, v))
    do = torch.randn_like(q) * 0.5
    try:
        out = mod.attention(q, k, v, causal, 0.5, False)
        grads = torch.autograd.grad(out, (q, k, v), do, retain_graph=True)
    except Exception as e:  # report and go on to the next case
        print(f"{compiler} causal={causal} backward failed: {type(e).__name__}: {str(e)[:300]}", flush=True)
        continue
    ref_out = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=0.5)
    ref = torch.autograd.grad(ref_out, (q, k, v), do)
    errs = [(g.float() - r.float()).abs().max().item() for g, r in zip(grads, ref)]
    ms = triton.testing.do_bench(lambda: out.backward(do, retain_graph=True))
    print(f"{compiler} causal={causal} backward max_err dq={errs[0]:.3g} dk={errs[1]:.3g} dv={errs[2]:.3g} "
          f"{2.5 * flops / ms * 1e-9:.1f} TFLOP/s", flush=True)
