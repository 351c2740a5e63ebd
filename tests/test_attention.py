"""Flash-attention forward (two tl.dot per step with an online softmax) against torch's
attention in fp32, on every target; the kernel is the one bench/bench_attention.py times."""
import os

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

_SRC = os.path.join(os.path.dirname(__file__), "..", "bench", "gpu_kernels.py")
_NS = {"triton": triton, "tl": tl, "__name__": "gpu_kernels_for_tests"}
exec(compile(open(_SRC).read(), _SRC, "exec"), _NS)
attn_fwd_kernel = _NS["attn_fwd_kernel"]


@pytest.mark.parametrize("BM,BN,D,num_warps", [(16, 16, 16, 1), (64, 32, 64, 4), (128, 64, 64, 8)])
def test_flash_attention_forward_matches_torch(BM, BN, D, num_warps, device):
    torch.manual_seed(0)
    BH, N = 3, 2 * max(BM, BN)
    q, k, v = (torch.randn(BH, N, D, device=device).to(torch.float16) for _ in range(3))
    o = torch.full_like(q, float("nan"))
    scale = D ** -0.5
    attn_fwd_kernel[(N // BM, BH)](q, k, v, o, scale, N, D=D, BM=BM, BN=BN, num_warps=num_warps)
    ref = torch.softmax((q.float() @ k.float().transpose(1, 2)) * scale, dim=-1) @ v.float()
    torch.testing.assert_close(o.float(), ref, atol=2e-2, rtol=2e-2)
