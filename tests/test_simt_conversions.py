"""A register tile read at other threads' elements (a transpose, reshape, flip or scan of a
computed tile) is converted to shared memory where its registers were defined, in the one
lowering: no kernel is lowered again for it (#14). The kernels run in the MUSA emulator (the
SIMT lowering executed on the CPU, one thread per GPU thread) against torch."""
import pytest
import torch

import musa_emulator as emu
import triton_musa.language as tl
import triton_musa as triton
from test_reduce_flip import flip_kernel, reduce_kernel, scan_kernel

pytestmark = pytest.mark.compiled


@pytest.fixture(autouse=True)
def _host_tensors():
    """The emulator runs on the CPU, whatever device the run's other tests use."""
    prev = torch.get_default_device()
    torch.set_default_device("cpu")
    yield
    torch.set_default_device(prev)


@triton.jit
def transpose_computed(x_ptr, y_ptr, M: tl.constexpr, N: tl.constexpr):
    offs = tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + offs) * 2.0 + 1.0
    t = tl.trans(x)  # [N, M]
    tl.store(y_ptr + tl.arange(0, N)[:, None] * M + tl.arange(0, M)[None, :], t)
    r = tl.reshape(x, (M * N // 32, 32))
    tl.store(y_ptr + M * N + tl.arange(0, M * N // 32)[:, None] * 32 + tl.arange(0, 32)[None, :], r + 0.5)


@triton.jit
def carried_then_flipped(x_ptr, y_ptr, N: tl.constexpr, STEPS: tl.constexpr):
    cols = tl.arange(0, N)
    acc = tl.zeros([N], tl.float32)
    for i in range(STEPS):
        acc = acc * 0.5 + tl.load(x_ptr + i * N + cols)
    tl.store(y_ptr + cols, tl.flip(acc, 0))
    tl.store(y_ptr + N + cols, tl.cumsum(acc, 0))


def _run(kernel, args, kw, tmp_path, arch=31):
    stages = emu.musa_ir(kernel, args, kw, arch)
    assert stages["lowerings"] == "1", f"{kernel.__name__} was lowered {stages['lowerings']} times"
    # a library path per kernel: dlopen would hand back an earlier kernel loaded from the same path
    where = tmp_path / kernel.__name__
    where.mkdir()
    emu.run(kernel, args, kw, arch, (1,), where)


@pytest.mark.parametrize("arch", [31, 22])
def test_transposed_and_reshaped_register_tiles(arch, tmp_path):
    M, N = 32, 64
    x = torch.randn(M, N)
    y = torch.full((2 * M * N,), -1.0)
    _run(transpose_computed, (x, y, M, N), dict(num_warps=4), tmp_path, arch)
    xc = x * 2.0 + 1.0
    torch.testing.assert_close(y[:M * N].view(N, M), xc.T)
    torch.testing.assert_close(y[M * N:].view(-1, 32), xc.reshape(-1, 32) + 0.5)


def test_loop_carried_register_tile_flipped_and_scanned(tmp_path):
    N, S = 256, 3
    x = torch.randn(S, N)
    y = torch.full((2 * N,), -1.0)
    _run(carried_then_flipped, (x, y, N, S), dict(num_warps=4), tmp_path)
    acc = torch.zeros(N)
    for i in range(S):
        acc = acc * 0.5 + x[i]
    torch.testing.assert_close(y[:N], acc.flip(0))
    torch.testing.assert_close(y[N:], torch.cumsum(acc, 0), atol=1e-4, rtol=1e-4)


@pytest.mark.parametrize("R,C,axis", [(4, 32, 1), (16, 8, 0), (16, 8, 1)])
def test_scans_of_register_tiles(R, C, axis, tmp_path):
    x = torch.randint(-50, 50, (R, C), dtype=torch.int32)
    s, m, i = (torch.full((R, C), -7, dtype=torch.int32) for _ in range(3))
    _run(scan_kernel, (x, s, m, i, R, C, axis, False), dict(num_warps=4), tmp_path)
    assert torch.equal(s, torch.cumsum(x, axis).to(torch.int32))
    assert torch.equal(m, torch.cummax(x, axis)[0])


def test_flips_and_reductions_of_register_tiles(tmp_path):
    M, N = 4, 8
    x = torch.randn(M, N)
    a, b, c = torch.empty_like(x), torch.empty_like(x), torch.empty(N)
    _run(flip_kernel, (x, a, b, c, M, N), dict(num_warps=4), tmp_path)
    assert torch.equal(a, x.flip(1)) and torch.equal(b, x.flip(0)) and torch.equal(c, x[0].flip(0))
    x = torch.randn(16, 32)
    outs = [torch.empty(16), torch.empty(32), torch.empty(16, dtype=torch.int32), torch.empty(1),
            torch.zeros(16, 32)]
    _run(reduce_kernel, (x, *outs, 16, 32), dict(num_warps=4), tmp_path)
    torch.testing.assert_close(outs[0], x.sum(1))
    torch.testing.assert_close(outs[1], x.max(0).values)
    assert torch.equal(outs[2], x.argmax(1).int())
    torch.testing.assert_close(outs[3], x.max().reshape(1))
    torch.testing.assert_close(outs[4].flatten()[:16], x.sum(1))


def _cuda_lowering(kernel, arch, *args, **kw):
    import importlib
    import json
    from triton_musa import _C
    m = json.loads(kernel.message(*args, **kw))
    m["target"], m["arch"] = "cuda", arch
    m["libdevice"] = importlib.import_module("triton_musa.runtime.driver").libdevice_path()
    return _C.compile_only(json.dumps(m))


@pytest.mark.parametrize("arch", [80, 90])
def test_accumulators_and_row_vectors_convert_without_lowering_again(arch, tmp_path):
    # Attention at 16×16 tiles with one warp reads its accumulator and its row maxima and sums
    # outside their slots (no warp-group MMA there); the column-major dot's loop result is read
    # transposed; the backward's dK/dV loop reads q and do through two dots each.
    from test_attention import attn_bwd_dkdv_kernel, attn_fwd_kernel
    from test_cuda_codegen import _assemble
    from test_dot import column_major_dot_kernel
    h, x = torch.zeros(64, dtype=torch.float16), torch.zeros(64)
    cases = [
        (attn_fwd_kernel, (h, h, h, h, 0.125, 256), dict(D=16, BM=16, BN=16, num_warps=1)),
        (column_major_dot_kernel, (h, h, x, 64, 64, 64), dict(BM=64, BN=64, BK=32)),
        (attn_bwd_dkdv_kernel, (h, h, h, h, x, x, x, x, 128), dict(BLOCK_M=32, BLOCK_N=64, HEAD_DIM=64)),
    ]
    for kernel, args, kw in cases:
        stages = _cuda_lowering(kernel, arch, *args, **kw)
        assert stages["lowerings"] == "1", f"{kernel.__name__} on sm_{arch}: lowered {stages['lowerings']} times"
        if arch == 90:
            _assemble(stages["ptx"], tmp_path)
