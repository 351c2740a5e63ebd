"""Loops that mask their last block (`cols = start + tl.arange(0, B)`, `cols < N`) run their full
blocks without the masks, then the rest with them (passes/peel.rs). Checked on the tile IR
(two loops, the first without masks or selects) and by results at lengths around the block."""
import json

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import _C


@triton.jit
def masked_row_sum(x_ptr, out_ptr, lo, n, scale, BLOCK: tl.constexpr, STEP: tl.constexpr):
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(lo, n, STEP):
        cols = start + tl.arange(0, BLOCK)
        ok = cols < n
        x = tl.load(x_ptr + cols, mask=ok, other=0.0)
        acc += tl.where(ok & (x > -100.0), x * scale, 0.0)
        tl.store(out_ptr + cols, x * 2.0, mask=ok)
    tl.store(out_ptr + n + tl.arange(0, BLOCK), acc)


@triton.jit
def bounded_by_min(x_ptr, out_ptr, n, cap, BLOCK: tl.constexpr):
    # the bound is min(cap, n): `cols < n` holds in every full block
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, tl.minimum(cap, n), BLOCK):
        cols = tl.arange(0, BLOCK) + start
        acc += tl.load(x_ptr + cols, mask=cols < n, other=0.0)
    tl.store(out_ptr + tl.arange(0, BLOCK), acc)


def _ttir(kernel, args, kw, target="cpu", arch=None):
    m = json.loads(kernel.message(*args, **kw))
    m["target"] = target
    if arch is not None:
        m["arch"], m["libdevice"] = arch, None
    return _C.compile_only(json.dumps(m))["ttir"]


def _loops(ttir):
    """Each top-level loop's text."""
    out, cur = [], None
    for line in ttir.splitlines():
        if line.startswith("  ") and not line.startswith("   ") and " for %" in line:
            cur = [line]
        elif cur is not None:
            cur.append(line)
            if line == "  }":
                out.append("\n".join(cur))
                cur = None
    return out


def _reference(x, lo, n, step, block, scale):
    out = torch.zeros(n + block)
    acc = torch.zeros(block)
    for start in range(lo, n, step):
        cols = torch.arange(start, start + block)
        ok = cols < n
        v = torch.where(ok, x[cols.clamp(max=len(x) - 1)], torch.zeros(()))
        acc += torch.where(ok & (v > -100), v * scale, torch.zeros(()))
        out[cols[ok]] = v[ok] * 2
    out[n:] = acc
    return out


def test_the_full_blocks_run_without_masks():
    x, out = torch.randn(300), torch.zeros(400)
    ttir = _ttir(masked_row_sum, (x, out, 0, 300, 0.5), dict(BLOCK=64, STEP=64))
    loops = _loops(ttir)
    assert len(loops) == 2, ttir
    full, tail = loops
    assert "mask=" not in full and "cmplt" not in full and "and " not in full, full
    assert "mask=" in tail and "cmplt" in tail, tail


def test_the_switch_keeps_one_loop(monkeypatch):
    monkeypatch.setenv("TRITON_DISABLE_LOOP_PEELING", "1")
    x, out = torch.randn(300), torch.zeros(400)
    assert len(_loops(_ttir(masked_row_sum, (x, out, 0, 300, 0.5), dict(BLOCK=64, STEP=64)))) == 1


def test_a_block_wider_than_the_step_is_not_peeled():
    # iv + 128 lanes exceed iv + step: the last lanes of a "full" iteration can be out of range
    x, out = torch.randn(300), torch.zeros(500)
    assert len(_loops(_ttir(masked_row_sum, (x, out, 0, 300, 0.5), dict(BLOCK=128, STEP=64)))) == 1


@pytest.mark.compiled
def test_masked_attention_peels_on_sm90():
    import os
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
    src = os.path.join(os.path.dirname(__file__), "..", "bench", "style_kernels.py")
    S = {"triton": triton, "tl": tl, "torch": torch, "__name__": "style_kernels_for_peel"}
    exec(compile(open(src).read(), src, "exec"), S)
    q = torch.randn(1, 2, 200, 64, dtype=torch.float16)
    args = (q, q, q, q, 0.1, 200, *q.stride(), *q.stride(), *q.stride(), *q.stride(), 2)
    ttir = _ttir(S["attn_masked"], args, dict(CAUSAL=False, D=64, BM=64, BN=32, num_warps=4, num_stages=2), "cuda", 90)
    full = _loops(ttir)[0]
    # what masks stay are the prefetch's scalar guards (is iteration i + 1 in the loop)
    tensor_compares = [ln for ln in full.splitlines() if "cmp" in ln and ": tensor<" in ln]
    assert "select" not in full and not tensor_compares, full


@pytest.mark.parametrize("n", [0, 1, 63, 64, 65, 127, 128, 200, 257])
@pytest.mark.parametrize("lo,step,block", [(0, 64, 64), (5, 64, 64), (0, 64, 32), (70, 32, 32)])
def test_results_around_the_block(n, lo, step, block, device):
    x = torch.randn(max(n, 1) + block)
    out = torch.zeros(n + block)
    masked_row_sum[(1,)](x.to(device), o := out.to(device), lo, n, 0.5, BLOCK=block, STEP=step)
    torch.testing.assert_close(o.cpu(), _reference(x, lo, n, step, block, 0.5).cpu(), atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("n,cap", [(100, 1000), (100, 64), (100, 70), (64, 64), (0, 10), (100, -5)])
def test_a_min_bound(n, cap, device):
    x = torch.randn(n + 64)
    out = torch.zeros(64)
    bounded_by_min[(1,)](x.to(device), o := out.to(device), n, cap, BLOCK=32)
    ref = torch.zeros(32)
    for start in range(0, min(cap, n), 32):
        cols = torch.arange(start, start + 32)
        ref += torch.where(cols < n, x[cols], torch.zeros(()))
    torch.testing.assert_close(o.cpu()[:32], ref.cpu(), atol=1e-5, rtol=1e-5)
