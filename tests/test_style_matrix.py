"""Attention, softmax and layer norm written in the styles of the kernel libraries
(bench/style_kernels.py), each checked against torch on the active backend; bench/bench_styles.py
times the same kernels against upstream Triton. The matmul styles are in test_matmul_styles.py."""
import os

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

_SRC = os.path.join(os.path.dirname(__file__), "..", "bench", "style_kernels.py")
S = {"triton": triton, "tl": tl, "torch": torch, "__name__": "style_kernels_for_tests"}
exec(compile(open(_SRC).read(), _SRC, "exec"), S)


@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("style", list(S["ATTENTION"]))
def test_attention_styles(style, causal, device):
    B, H, N, D = 1, 2, 128 if style != "masked" else 100, 64
    torch.manual_seed(0)
    q, k, v = (torch.randn(B, H, N, D, dtype=torch.float16, device=device) for _ in range(3))
    if style == "carried":
        # a non-contiguous layout as libraries pass it: [B, N, H, D] memory seen as [B, H, N, D]
        q, k, v = (t.transpose(1, 2).contiguous().transpose(1, 2) for t in (q, k, v))
    scale = D ** -0.5
    o = S["attention"](S["ATTENTION"][style], q, k, v, scale, causal, BM=32, BN=32, num_warps=4)
    ref = torch.nn.functional.scaled_dot_product_attention(q.float(), k.float(), v.float(), is_causal=causal, scale=scale)
    torch.testing.assert_close(o.float(), ref, atol=2e-2, rtol=0)


@pytest.mark.parametrize("shape", [(37, 1000), (6, 3000)], ids=lambda s: "x".join(map(str, s)))
@pytest.mark.parametrize("style", list(S["SOFTMAX"]))
def test_softmax_styles(style, shape, device):
    x = torch.randn(shape, device=device) * 4
    out = S["softmax"](S["SOFTMAX"][style], x, programs=5)
    torch.testing.assert_close(out, torch.softmax(x, dim=1), atol=1e-6, rtol=1e-4)


@pytest.mark.parametrize("shape", [(13, 1000), (3, 4099)], ids=lambda s: "x".join(map(str, s)))
@pytest.mark.parametrize("style", list(S["LAYERNORM"]))
def test_layernorm_styles(style, shape, device):
    x = (torch.randn(shape, device=device) * 3 + 1).half()
    w = torch.rand(shape[1], device=device).half()
    b = torch.randn(shape[1], device=device).half()
    y = S["layernorm"](S["LAYERNORM"][style], x, w, b)
    ref = torch.nn.functional.layer_norm(x.float(), (shape[1],), w.float(), b.float(), 1e-5)
    torch.testing.assert_close(y.float(), ref, atol=1e-2, rtol=1e-2)
