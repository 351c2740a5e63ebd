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


@triton.jit
def attn_bwd_dkdv_kernel(Q, K, V, DO, M, D, DK, DV, N_CTX, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                         HEAD_DIM: tl.constexpr):
    # Upstream tutorial 06's dK/dV loop in its style: q loaded transposed (contiguous along its
    # first dimension), read by one dot as is and by another through tl.trans; carried pointers.
    offs_n = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, HEAD_DIM)
    k = tl.load(K + offs_n[:, None] * HEAD_DIM + offs_k[None, :])
    v = tl.load(V + offs_n[:, None] * HEAD_DIM + offs_k[None, :])
    dk = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    offs_m = tl.arange(0, BLOCK_M)
    qT_ptrs = Q + offs_m[None, :] * HEAD_DIM + offs_k[:, None]
    do_ptrs = DO + offs_m[:, None] * HEAD_DIM + offs_k[None, :]
    curr_m = 0
    for _ in range(N_CTX // BLOCK_M):
        qT = tl.load(qT_ptrs)
        m = tl.load(M + curr_m + offs_m)
        pT = tl.math.exp2(tl.dot(k, qT) - m[None, :])
        do = tl.load(do_ptrs)
        dv += tl.dot(pT.to(tl.float16), do)
        Di = tl.load(D + curr_m + offs_m)
        dpT = tl.dot(v, tl.trans(do)).to(tl.float32)
        dsT = (pT * (dpT - Di[None, :])).to(tl.float16)
        dk += tl.dot(dsT, tl.trans(qT))
        curr_m += BLOCK_M
        qT_ptrs += BLOCK_M * HEAD_DIM
        do_ptrs += BLOCK_M * HEAD_DIM
    tl.store(DK + offs_n[:, None] * HEAD_DIM + offs_k[None, :], dk)
    tl.store(DV + offs_n[:, None] * HEAD_DIM + offs_k[None, :], dv)


def _bwd_inputs(N, HD, device):
    torch.manual_seed(0)
    q, k, v, do = (torch.randn(N, HD, device=device).mul(0.3).to(torch.float16) for _ in range(4))
    s = q.double() @ k.double().T  # [M, N]
    m = s.max(dim=1).values
    d = torch.randn(N, device=device, dtype=torch.float64) * 0.1
    return q, k, v, do, m.float(), d.float(), s, m, d


def test_flash_attention_backward_dkdv_matches_torch(device):
    N, HD, BM, BN = 128, 64, 32, 64
    q, k, v, do, m32, d32, s, m, d = _bwd_inputs(N, HD, device)
    dk = torch.full((N, HD), float("nan"), device=device)
    dv = torch.full((N, HD), float("nan"), device=device)
    attn_bwd_dkdv_kernel[(N // BN,)](q, k, v, do, m32, d32, dk, dv, N, BLOCK_M=BM, BLOCK_N=BN, HEAD_DIM=HD,
                                     num_warps=4, num_stages=3)
    pT = torch.exp2(s - m[:, None]).T  # [N, M]
    ref_dv = pT.half().double() @ do.double()
    dsT = pT * (v.double() @ do.double().T - d[None, :])
    ref_dk = dsT.half().double() @ q.double()
    torch.testing.assert_close(dv.double(), ref_dv, atol=2e-2, rtol=1e-2)
    torch.testing.assert_close(dk.double(), ref_dk, atol=2e-2, rtol=1e-2)


@triton.jit
def rows_before_loop_kernel(Q, K, M, O, N_CTX, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, D: tl.constexpr,
                            PASSES: tl.constexpr = 1):
    # Tutorial 06's dQ loop in small: row statistics loaded before the loop, combined with
    # every iteration's first dot; with PASSES 2, two such loops (its causal case).
    offs_m = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, D)
    q = tl.load(Q + offs_m[:, None] * D + offs_d[None, :])
    m = tl.load(M + offs_m)
    acc = tl.zeros([BLOCK_M, D], tl.float32)
    for _ in tl.static_range(PASSES):
        for start in range(0, N_CTX, BLOCK_N):
            offs_n = start + tl.arange(0, BLOCK_N)
            kT = tl.load(K + offs_n[None, :] * D + offs_d[:, None])
            p = tl.math.exp2(tl.dot(q, kT) - m[:, None])
            acc += tl.dot(p.to(tl.float16), tl.trans(kT))
    tl.store(O + offs_m[:, None] * D + offs_d[None, :], acc)


@pytest.mark.parametrize("passes", [1, 2])
def test_row_statistics_loaded_before_the_loop_match_torch(passes, device):
    torch.manual_seed(0)
    BM, BN, D, N = 64, 32, 64, 128
    q = (torch.randn(BM * 2, D, device=device) / 8).to(torch.float16)
    k = torch.randn(N, D, device=device).to(torch.float16)
    m = torch.randn(BM * 2, device=device) + 4
    o = torch.full((BM * 2, D), float("nan"), device=device)
    rows_before_loop_kernel[(2,)](q, k, m, o, N, BLOCK_M=BM, BLOCK_N=BN, D=D, PASSES=passes, num_warps=4)
    p = torch.exp2(q.float() @ k.float().T - m[:, None])
    ref = passes * (p.to(torch.float16).float() @ k.float())
    torch.testing.assert_close(o, ref, atol=2e-2, rtol=2e-2)
