"""A register tile read at other threads' elements (a transpose, reshape, flip or scan of a
computed tile) is converted to shared memory where its registers were defined, in the one
lowering: no kernel is lowered again for it (#14). The kernels run in the MUSA emulator (the
SIMT lowering executed on the CPU, one thread per GPU thread) against torch; test_cuda_codegen pins
one lowering for accumulators and row vectors on sm_80 and sm_90."""
import pytest
import torch

import musa_emulator as emu
from musa_emulator import emulator_host_tensors  # noqa: F401  (the fixture)
import triton_musa.language as tl
import triton_musa as triton
from test_reduce_flip import flip_kernel, reduce_kernel, scan_kernel

pytestmark = [pytest.mark.compiled, pytest.mark.usefixtures("emulator_host_tensors")]


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


@pytest.mark.parametrize("R,C,axis,reverse", [(4, 32, 1, False), (16, 8, 0, False), (16, 8, 1, False),
                                               (4, 32, 0, True)])
def test_scans_of_register_tiles(R, C, axis, reverse, tmp_path):
    x = torch.randint(-50, 50, (R, C), dtype=torch.int32)
    s, m, i = (torch.full((R, C), -7, dtype=torch.int32) for _ in range(3))
    _run(scan_kernel, (x, s, m, i, R, C, axis, reverse), dict(num_warps=4), tmp_path)
    xs = x.flip(axis) if reverse else x
    ref_s, ref_m = torch.cumsum(xs, axis).to(torch.int32), torch.cummax(xs, axis)[0]
    if reverse:
        ref_s, ref_m = ref_s.flip(axis), ref_m.flip(axis)
    assert torch.equal(s, ref_s)
    assert torch.equal(m, ref_m)
    # the reverse (value, index) scan on mp_31 reused the memory of a block still read after the
    # point its conversion was written at (freed at the next allocation event)
    assert torch.equal(torch.gather(x, axis, i.long()), m)


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



@triton.jit
def reassigned_offsets_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr, STEPS: tl.constexpr):
    """A tile name reassigned in the loop and read neither before that in the body nor after the
    loop (tutorial 06's `offs_m`): nothing is carried for it."""
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], tl.float32)
    cur = 0
    for i in range(STEPS):
        offs = cur + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + offs, mask=offs < N, other=0.0)
        cur += BLOCK
    tl.store(y_ptr + tl.arange(0, BLOCK), acc)


@pytest.mark.parametrize("arch", [31, 22])
def test_a_tile_reassigned_in_a_loop_is_not_carried(arch, tmp_path):
    N, B, S = 100, 32, 4  # fewer elements than threads: such a tile is carried in shared memory
    x, y = torch.randn(N), torch.full((B,), float("nan"))
    _run(reassigned_offsets_kernel, (x, y, N, B, S), dict(num_warps=4), tmp_path, arch)
    want = torch.nn.functional.pad(x, (0, B * S - N)).view(S, B).sum(0)
    torch.testing.assert_close(y, want)
    # only acc's tile is in shared memory; offs carried there took two barriers and a store per
    # iteration
    assert emu.musa_ir(reassigned_offsets_kernel, (x, y, N, B, S), dict(num_warps=4), arch)["shared"] == str(B * 4)
