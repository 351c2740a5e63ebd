"""A loop nested in another releases its shared memory when it ends, as a top-level loop does:
the outer body's later tiles (the epilogue's staging) reuse its operand ring, the outer
iteration ends with a barrier before the next refill. Checked by the shared-memory figure of a
persistent matmul (upstream's for the same kernel: the ring alone) and by running it, several
tiles per program, on the CPU and emulated for MUSA (one thread per GPU thread)."""
import json

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
import musa_emulator as emu
from musa_emulator import emulator_host_tensors  # noqa: F401  (the fixture)


@triton.jit
def persistent_mm(a, b, c, M, N, K, lda, ldb, ldc, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                  PROGRAMS: tl.constexpr):
    tiles_n = tl.cdiv(N, BN)
    for t in range(tl.program_id(0), tl.cdiv(M, BM) * tiles_n, PROGRAMS):
        offs_m = (t // tiles_n) * BM + tl.arange(0, BM)
        offs_n = (t % tiles_n) * BN + tl.arange(0, BN)
        offs_k = tl.arange(0, BK)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            x = tl.load(a + offs_m[:, None] * lda + (k + offs_k)[None, :])
            y = tl.load(b + (k + offs_k)[:, None] * ldb + offs_n[None, :])
            acc = tl.dot(x, y, acc)
        # ldc has no alignment fact: the tile is stored through a staging tile
        tl.store(c + offs_m[:, None] * ldc + offs_n[None, :], acc.to(tl.float16))


def _args(M, N, K):
    torch.manual_seed(0)
    a = torch.randn(M, K, dtype=torch.float16)
    b = torch.randn(K, N, dtype=torch.float16)
    c = torch.zeros(M, N, dtype=torch.float16)
    return a, b, c, (a, b, c, M, N, K, K, N, N)


@pytest.mark.compiled
def test_a_nested_ring_is_reused_by_the_outer_bodys_staging_on_sm90():
    from triton_musa import _C
    from test_cuda_codegen import _assemble  # noqa: F401  (ptxas where found)
    _, _, _, args = _args(256, 256, 256)
    m = json.loads(persistent_mm.message(*args, BM=128, BN=128, BK=64, PROGRAMS=2, num_warps=4, num_stages=3))
    m["target"], m["arch"], m["libdevice"] = "cuda", 90, None
    out = _C.compile_only(json.dumps(m))
    ring = 3 * (128 * 64 + 64 * 128) * 2
    assert "cp.async" in out["ptx"] and "wgmma.mma_async" in out["ptx"]
    assert int(out["shared"]) == ring, f"{out['shared']} bytes: the staging tile is not placed over the ring"


def test_persistent_matmul_with_several_tiles_per_program_is_right(device):
    a, b, c, args = _args(192, 160, 96)
    args = tuple(t.to(device) if isinstance(t, torch.Tensor) else t for t in args)
    persistent_mm[(2,)](*args, BM=64, BN=32, BK=32, PROGRAMS=2, num_warps=4, num_stages=3)
    torch.testing.assert_close(args[2].cpu().float(), (a.float() @ b.float()).cpu(), atol=5e-2, rtol=1e-2)


@pytest.mark.parametrize("arch", [31, 22])
def test_persistent_matmul_emulated_on_musa(arch, tmp_path, emulator_host_tensors):  # noqa: F811
    a, b, c, args = _args(128, 128, 64)
    kw = dict(BM=64, BN=64, BK=32, PROGRAMS=2, num_warps=4, num_stages=3)
    emu.run(persistent_mm, args, kw, arch, (2,), tmp_path)
    torch.testing.assert_close(c.float(), a.float() @ b.float(), atol=5e-2, rtol=1e-2)


@pytest.mark.gpu
@pytest.mark.parametrize("stages", [3, 4])
def test_persistent_wgmma_matmul_reuses_its_ring_across_tiles_on_the_gpu(stages, device):
    # 16 tiles over 3 programs: each program's staging tile and next ring refill share blocks
    a, b, c, args = _args(512, 512, 320)
    args = tuple(t.to(device) if isinstance(t, torch.Tensor) else t for t in args)
    persistent_mm[(3,)](*args, BM=128, BN=128, BK=64, PROGRAMS=3, num_warps=4, num_stages=stages)
    torch.testing.assert_close(args[2].cpu().float(), (a.float() @ b.float()).cpu(), atol=5e-2, rtol=1e-2)
