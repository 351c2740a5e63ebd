"""Block pointers and tensor descriptors, in the three spellings users write them (#16):
``tl.make_block_ptr``/``tl.advance``, ``TensorDescriptor`` arguments and
``tl.make_tensor_descriptor`` (``desc.load``/``desc.store``), and the documentation's
``create_{1,2,3}d_tma_descriptor`` with ``tl._experimental_descriptor_load/store``. GEMMs,
batched GEMMs and copies with ragged edges, against torch; bad descriptors name the argument."""
import re

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa.tools.experimental_descriptor import (create_1d_tma_descriptor, create_2d_tma_descriptor,
                                                       create_3d_tma_descriptor)
from triton_musa.tools.tensor_descriptor import TensorDescriptor


BM, BN, BK = 32, 32, 16
# descriptors from create_*_tma_descriptor hold raw addresses, which the interpreter cannot read
EXPERIMENTAL = pytest.param("experimental", marks=pytest.mark.compiled)
RAGGED = [(64, 64, 32), (100, 70, 50), (17, 33, 9)]


def ref_mm(a, b):
    return (a.float() @ b.float())


@triton.jit
def mm_block_ptr(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_blk = tl.make_block_ptr(base=a_ptr, shape=(M, K), strides=(sam, sak), offsets=(pid_m * BM, 0),
                              block_shape=(BM, BK), order=(1, 0))
    b_blk = tl.make_block_ptr(base=b_ptr, shape=(K, N), strides=(sbk, sbn), offsets=(0, pid_n * BN),
                              block_shape=(BK, BN), order=(1, 0))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_blk, boundary_check=(0, 1), padding_option="zero")
        b = tl.load(b_blk, boundary_check=(0, 1), padding_option="zero")
        acc = tl.dot(a, b, acc)
        a_blk = tl.advance(a_blk, (0, BK))
        b_blk = tl.advance(b_blk, (BK, 0))
    c_blk = tl.make_block_ptr(base=c_ptr, shape=(M, N), strides=(scm, scn), offsets=(pid_m * BM, pid_n * BN),
                              block_shape=(BM, BN), order=(1, 0))
    tl.store(c_blk, acc.to(tl.float16), boundary_check=(0, 1))


@pytest.mark.parametrize("M,N,K", RAGGED)
def test_block_ptr_gemm(M, N, K):
    a = torch.randn(M, K, dtype=torch.float16)
    b = torch.randn(K, N, dtype=torch.float16)
    c = torch.full((M, N), 7.0, dtype=torch.float16)
    grid = (triton.cdiv(M, BM), triton.cdiv(N, BN))
    mm_block_ptr[grid](a, b, c, M, N, K, *a.stride(), *b.stride(), *c.stride(), BM=BM, BN=BN, BK=BK)
    torch.testing.assert_close(c.float(), ref_mm(a, b), atol=2e-2, rtol=2e-2)


@triton.jit
def bmm_block_ptr(a_ptr, b_ptr, c_ptr, M, N, K, sab, sam, sak, sbb, sbk, sbn, scb, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    z = tl.program_id(2)
    a_blk = tl.make_block_ptr(a_ptr + z * sab, (M, K), (sam, sak), (pid_m * BM, 0), (BM, BK), (1, 0))
    b_blk = tl.make_block_ptr(b_ptr + z * sbb, (K, N), (sbk, sbn), (0, pid_n * BN), (BK, BN), (0, 1))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load(a_blk, boundary_check=(0, 1)), tl.load(b_blk, boundary_check=(0, 1)))
        a_blk = tl.advance(a_blk, [0, BK])
        b_blk = tl.advance(b_blk, [BK, 0])
    c_blk = tl.make_block_ptr(c_ptr + z * scb, (M, N), (scm, scn), (pid_m * BM, pid_n * BN), (BM, BN), (1, 0))
    tl.store(c_blk, acc, boundary_check=(0, 1))


def test_block_ptr_batched_gemm_transposed_b():
    Z, M, N, K = 3, 40, 24, 20
    a = torch.randn(Z, M, K, dtype=torch.float16)
    b = torch.randn(Z, N, K, dtype=torch.float16).transpose(1, 2)  # column-major B
    c = torch.zeros(Z, M, N, dtype=torch.float32)
    grid = (triton.cdiv(M, BM), triton.cdiv(N, BN), Z)
    bmm_block_ptr[grid](a, b, c, M, N, K, *a.stride(), *b.stride(), *c.stride(), BM=BM, BN=BN, BK=BK)
    torch.testing.assert_close(c, torch.bmm(a.float(), b.float()), atol=2e-2, rtol=2e-2)


@triton.jit
def bmm_desc(a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # 3-D descriptors over [Z, M, K] / [Z, K, N] / [Z, M, N], a block of one batch at a time
    z = tl.program_id(2)
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = a_desc.load([z, off_m, k]).reshape(BM, BK)
        b = b_desc.load([z, k, off_n]).reshape(BK, BN)
        acc = tl.dot(a, b, acc)
    c_desc.store([z, off_m, off_n], acc.to(tl.float16).reshape(1, BM, BN))


@triton.jit
def bmm_experimental(a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    z = tl.program_id(2)
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl._experimental_descriptor_load(a_desc, [z, off_m, k], [1, BM, BK], tl.float16)
        b = tl._experimental_descriptor_load(b_desc, [z, k, off_n], [1, BK, BN], tl.float16)
        acc = tl.dot(a.reshape(BM, BK), b.reshape(BK, BN), acc)
    tl._experimental_descriptor_store(c_desc, acc.to(tl.float16).reshape(1, BM, BN), [z, off_m, off_n])


@pytest.mark.parametrize("api", ["descriptor", EXPERIMENTAL])
def test_batched_gemm_with_3d_descriptors(api):
    # ragged in M and N; K a multiple of 8 so that each row's byte stride is a multiple of 16
    Z, M, N, K = 3, 40, 24, 40
    a = torch.randn(Z, M, K, dtype=torch.float16)
    b = torch.randn(Z, K, N, dtype=torch.float16)
    c = torch.zeros(Z, M, N, dtype=torch.float16)
    grid = (triton.cdiv(M, BM), triton.cdiv(N, BN), Z)
    if api == "descriptor":
        descs = (TensorDescriptor.from_tensor(a, [1, BM, BK]), TensorDescriptor.from_tensor(b, [1, BK, BN]),
                 TensorDescriptor.from_tensor(c, [1, BM, BN]))
        bmm_desc[grid](*descs, K, BM=BM, BN=BN, BK=BK)
    else:
        descs = (create_3d_tma_descriptor(a.data_ptr(), Z, M, K, 1, BM, BK, 2),
                 create_3d_tma_descriptor(b.data_ptr(), Z, K, N, 1, BK, BN, 2),
                 create_3d_tma_descriptor(c.data_ptr(), Z, M, N, 1, BM, BN, 2))
        bmm_experimental[grid](*descs, K, BM=BM, BN=BN, BK=BK)
    torch.testing.assert_close(c.float(), torch.bmm(a.float(), b.float()), atol=2e-2, rtol=2e-2)


@triton.jit
def mm_host_desc(a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = a_desc.load([off_m, k])
        b = b_desc.load([k, off_n])
        acc = tl.dot(a, b, acc)
    c_desc.store([off_m, off_n], acc.to(c_desc.dtype))


@pytest.mark.parametrize("M,N,K", RAGGED[:2])
def test_tensor_descriptor_argument_gemm(M, N, K):
    # the last dimension's byte stride must be a multiple of 16: pad the allocation, view the ragged part
    a = torch.randn(M, 64, dtype=torch.float16)[:, :K]
    b = torch.randn(K, 128, dtype=torch.float16)[:, :N]
    c_full = torch.full((M, 128), 5.0, dtype=torch.float16)
    c = c_full[:, :N]
    a_desc = TensorDescriptor(a, list(a.shape), list(a.stride()), [BM, BK])
    b_desc = TensorDescriptor.from_tensor(b, [BK, BN])
    c_desc = TensorDescriptor.from_tensor(c, [BM, BN])
    grid = (triton.cdiv(M, BM), triton.cdiv(N, BN))
    mm_host_desc[grid](a_desc, b_desc, c_desc, K, BM=BM, BN=BN, BK=BK)
    torch.testing.assert_close(c.float(), ref_mm(a, b), atol=2e-2, rtol=2e-2)
    # out-of-bounds columns of the descriptor are not written
    assert bool((c_full[:, N:] == 5.0).all())


@triton.jit
def mm_device_desc(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load_tensor_descriptor(a_desc, [off_m, k]), b_desc.load([k, off_n]))
    tl.store_tensor_descriptor(c_desc, [off_m, off_n], acc)


def test_device_side_descriptor_gemm():
    M, N, K = 72, 40, 24
    a = torch.randn(M, K, dtype=torch.float16)
    b = torch.randn(K, N, dtype=torch.float16)
    c = torch.zeros(M, N, dtype=torch.float32)
    triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8))
    mm_device_desc[(triton.cdiv(M, BM), triton.cdiv(N, BN))](a, b, c, M, N, K, BM=BM, BN=BN, BK=BK)
    torch.testing.assert_close(c, ref_mm(a, b), atol=2e-2, rtol=2e-2)


@triton.jit
def mm_experimental(a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl._experimental_descriptor_load(a_desc, [off_m, k], [BM, BK], tl.float16)
        b = tl._experimental_descriptor_load(b_desc, [k, off_n], [BK, BN], tl.float16)
        acc = tl.dot(a, b, acc)
    tl._experimental_descriptor_store(c_desc, acc.to(tl.float16), [off_m, off_n])


@pytest.mark.compiled
def test_experimental_descriptor_gemm():
    M, N, K = 48, 56, 40
    a = torch.randn(M, K, dtype=torch.float16)
    b = torch.randn(K, N, dtype=torch.float16)
    c = torch.zeros(M, N, dtype=torch.float16)
    a_d = create_2d_tma_descriptor(a.data_ptr(), M, K, BM, BK, a.element_size())
    b_d = create_2d_tma_descriptor(b.data_ptr(), K, N, BK, BN, b.element_size())
    c_d = create_2d_tma_descriptor(c.data_ptr(), M, N, BM, BN, c.element_size())
    mm_experimental[(triton.cdiv(M, BM), triton.cdiv(N, BN))](a_d, b_d, c_d, K, BM=BM, BN=BN, BK=BK)
    torch.testing.assert_close(c.float(), ref_mm(a, b), atol=2e-2, rtol=2e-2)


@triton.jit
def copy_1d_block_ptr(x_ptr, y_ptr, n, B: tl.constexpr):
    off = tl.program_id(0) * B
    src = tl.make_block_ptr(x_ptr, (n,), (1,), (off,), (B,), (0,))
    dst = tl.make_block_ptr(y_ptr, (n,), (1,), (off,), (B,), (0,))
    tl.store(dst, tl.load(src, boundary_check=(0,)) * 2, boundary_check=(0,))


@triton.jit
def copy_1d_desc(x_desc, y_desc, B: tl.constexpr):
    off = tl.program_id(0) * B
    y_desc.store([off], x_desc.load([off]) * 2)


@triton.jit
def copy_1d_experimental(x_desc, y_desc, B: tl.constexpr):
    off = tl.program_id(0) * B
    x = tl._experimental_descriptor_load(x_desc, [off], [B], tl.float32)
    tl._experimental_descriptor_store(y_desc, x * 2, [off])


@pytest.mark.parametrize("api", ["block_ptr", "descriptor", EXPERIMENTAL])
def test_copy_1d(api):
    n, B = 1000, 128
    x = torch.randn(n)
    y = torch.full((n + 24,), -1.0)
    grid = (triton.cdiv(n, B),)
    if api == "block_ptr":
        copy_1d_block_ptr[grid](x, y, n, B=B)
    elif api == "descriptor":
        copy_1d_desc[grid](TensorDescriptor.from_tensor(x, [B]), TensorDescriptor.from_tensor(y[:n], [B]), B=B)
    else:
        copy_1d_experimental[grid](create_1d_tma_descriptor(x.data_ptr(), n, B, 4),
                                   create_1d_tma_descriptor(y.data_ptr(), n, B, 4), B=B)
    torch.testing.assert_close(y[:n], x * 2)
    assert bool((y[n:] == -1.0).all())


@triton.jit
def copy_3d_block_ptr(x_ptr, y_ptr, D0, D1, D2, s0, s1, s2, B0: tl.constexpr, B1: tl.constexpr, B2: tl.constexpr):
    o = (tl.program_id(0) * B0, tl.program_id(1) * B1, tl.program_id(2) * B2)
    src = tl.make_block_ptr(x_ptr, (D0, D1, D2), (s0, s1, s2), o, (B0, B1, B2), (2, 1, 0))
    dst = tl.make_block_ptr(y_ptr, (D0, D1, D2), (s0, s1, s2), o, (B0, B1, B2), (2, 1, 0))
    tl.store(dst, tl.load(src, boundary_check=(0, 1, 2)) + 1, boundary_check=(0, 1, 2))


@triton.jit
def copy_3d_desc(x_desc, y_desc, B0: tl.constexpr, B1: tl.constexpr, B2: tl.constexpr):
    o0 = tl.program_id(0) * B0
    o1 = tl.program_id(1) * B1
    o2 = tl.program_id(2) * B2
    y_desc.store([o0, o1, o2], x_desc.load([o0, o1, o2]) + 1)


@triton.jit
def copy_3d_experimental(x_desc, y_desc, B0: tl.constexpr, B1: tl.constexpr, B2: tl.constexpr):
    o = [tl.program_id(0) * B0, tl.program_id(1) * B1, tl.program_id(2) * B2]
    x = tl._experimental_descriptor_load(x_desc, o, [B0, B1, B2], tl.float32)
    tl._experimental_descriptor_store(y_desc, x + 1, o)


@pytest.mark.parametrize("api", ["block_ptr", "descriptor", EXPERIMENTAL])
def test_copy_3d(api):
    D0, D1, D2 = 5, 9, 12
    B = (2, 4, 8)
    x = torch.randn(D0, D1, D2)
    y = torch.zeros(D0, D1, D2)
    grid = tuple(triton.cdiv(d, b) for d, b in zip((D0, D1, D2), B))
    if api == "block_ptr":
        copy_3d_block_ptr[grid](x, y, D0, D1, D2, *x.stride(), *B)
    elif api == "descriptor":
        copy_3d_desc[grid](TensorDescriptor.from_tensor(x, list(B)), TensorDescriptor.from_tensor(y, list(B)), *B)
    else:
        copy_3d_experimental[grid](create_3d_tma_descriptor(x.data_ptr(), D0, D1, D2, *B, 4),
                                   create_3d_tma_descriptor(y.data_ptr(), D0, D1, D2, *B, 4), *B)
    torch.testing.assert_close(y, x + 1)


@triton.jit
def load_padded(x_ptr, y_ptr, n, B: tl.constexpr, NAN: tl.constexpr):
    blk = tl.make_block_ptr(x_ptr, (n,), (1,), (0,), (B,), (0,))
    if NAN:
        v = tl.load(blk, boundary_check=(0,), padding_option="nan")
    else:
        v = tl.load(blk, boundary_check=(0,), padding_option="zero")
    tl.store(y_ptr + tl.arange(0, B), v)


@pytest.mark.parametrize("nan", [False, True])
def test_padding_option(nan):
    x = torch.arange(10, dtype=torch.float32)
    y = torch.empty(16)
    load_padded[(1,)](x, y, 10, B=16, NAN=nan)
    assert torch.equal(y[:10], x)
    assert bool(y[10:].isnan().all()) if nan else bool((y[10:] == 0).all())


@triton.jit
def gather_rows(x_desc, idx_ptr, out_ptr, R: tl.constexpr, C: tl.constexpr):
    rows = tl.load(idx_ptr + tl.arange(0, R))
    v = x_desc.gather(rows, 0)
    offs = tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    tl.store(out_ptr + offs, v)


@triton.jit
def scatter_rows(y_desc, idx_ptr, v_ptr, R: tl.constexpr, C: tl.constexpr):
    rows = tl.load(idx_ptr + tl.arange(0, R))
    offs = tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    y_desc.scatter(tl.load(v_ptr + offs), rows, 0)


def test_gather_scatter():
    x = torch.randn(20, 16)
    idx = torch.tensor([3, 0, 19, 7, 25, 1, 2, 11], dtype=torch.int32)  # 25 is out of bounds
    out = torch.empty(8, 16)
    gather_rows[(1,)](TensorDescriptor.from_tensor(x, [1, 16]), idx, out, R=8, C=16)
    want = torch.zeros(8, 16)
    ok = idx < 20
    want[ok] = x[idx[ok].long()]
    torch.testing.assert_close(out, want)
    y = torch.zeros(20, 16)
    vals = torch.randn(8, 16)
    scatter_rows[(1,)](TensorDescriptor.from_tensor(y, [1, 16]), idx, vals, R=8, C=16)
    want = torch.zeros(20, 16)
    want[idx[ok].long()] = vals[ok]
    torch.testing.assert_close(y, want)


@triton.jit
def carried_in_if(x_ptr, y_ptr, n, B: tl.constexpr, SKIP: tl.constexpr):
    blk = tl.make_block_ptr(x_ptr, (n,), (1,), (0,), (B,), (0,))
    if tl.program_id(0) > 0:
        blk = tl.advance(blk, (SKIP,))
    tl.store(y_ptr + tl.program_id(0) * B + tl.arange(0, B), tl.load(blk, boundary_check=(0,)))


def test_block_ptr_moved_in_a_runtime_if():
    x = torch.arange(64, dtype=torch.float32)
    y = torch.empty(32)
    carried_in_if[(2,)](x, y, 64, B=16, SKIP=40)
    assert torch.equal(y[:16], x[:16]) and torch.equal(y[16:], x[40:56])


# ---- bad descriptors: the error names the argument ----

def test_host_descriptor_checks():
    x = torch.zeros(8, 10, dtype=torch.float16)
    with pytest.raises(ValueError, match="last stride must be 1"):
        TensorDescriptor(x, [10, 8], [1, 10], [8, 8])
    with pytest.raises(ValueError, match="stride 0 is 20 bytes"):
        TensorDescriptor.from_tensor(x, [8, 8])
    with pytest.raises(ValueError, match="powers of 2"):
        TensorDescriptor.from_tensor(torch.zeros(8, 16), [8, 6])
    with pytest.raises(ValueError, match="rank must be 1 to 5"):
        TensorDescriptor.from_tensor(torch.zeros([2] * 6), [2] * 6)
    with pytest.raises(ValueError, match="block_dim0 must be a power of 2"):
        create_2d_tma_descriptor(x.data_ptr(), 8, 16, 8, 24, 2)
    with pytest.raises(ValueError, match="element_size must be 1, 2, 4 or 8"):
        create_1d_tma_descriptor(x.data_ptr(), 8, 8, 3)
    with pytest.raises(ValueError, match="ptr must be aligned to 16 bytes"):
        create_1d_tma_descriptor(x.data_ptr() + 2, 8, 8, 2)
    with pytest.raises(ValueError, match="dim0 \\* element_size must be a multiple of 16"):
        create_2d_tma_descriptor(x.data_ptr(), 8, 10, 8, 8, 2)


@pytest.mark.compiled
def test_element_size_must_match_the_kernel_dtype():
    x = torch.zeros(64, dtype=torch.float16)
    d = create_1d_tma_descriptor(x.data_ptr(), 64, 32, x.element_size())
    with pytest.raises(triton.CompilationError, match="element_size 2"):
        copy_1d_experimental[(1,)](d, d, B=32)   # the kernel reads float32


@triton.jit
def bad_offsets(x_desc, B: tl.constexpr):
    x_desc.store([0], x_desc.load([0]))


@triton.jit
def bad_block_store(x_ptr, B: tl.constexpr):
    blk = tl.make_block_ptr(x_ptr, (B, B), (B, 1), (0, 0), (B, B), (1, 0))
    tl.store(blk, tl.zeros((B, 2 * B), tl.float32))


@triton.jit
def bad_order(x_ptr, B: tl.constexpr):
    blk = tl.make_block_ptr(x_ptr, (B, B), (B, 1), (0, 0), (B, B), (1, 1))
    tl.store(blk, tl.zeros((B, B), tl.float32))


@triton.jit
def bad_carry(x_ptr, y_ptr, B: tl.constexpr):
    blk = tl.make_block_ptr(x_ptr, (B,), (1,), (0,), (B,), (0,))
    for i in range(2):
        blk = tl.make_block_ptr(y_ptr, (B,), (1,), (0,), (B,), (0,))
    tl.store(blk, tl.zeros((B,), tl.float32))


@triton.jit
def bad_advance(x_ptr, B: tl.constexpr):
    x_ptr = tl.advance(x_ptr, (1,))  # used: a dropped result is its own error (test_constexpr_function.py)


@pytest.mark.compiled
def test_kernel_descriptor_errors():
    x = torch.zeros(32, 32)
    cases = [
        (lambda: bad_offsets[(1,)](TensorDescriptor.from_tensor(x, [8, 8]), B=8), "1 offsets for a tensor descriptor of rank 2"),
        (lambda: bad_block_store[(1,)](x, B=8), "storing a block of shape \\[8, 16\\]"),
        (lambda: bad_order[(1,)](x, B=8), "order must be a permutation"),
        (lambda: bad_carry[(1,)](x, x, B=8), "loop-carried block pointer 'blk'"),
        (lambda: bad_advance[(1,)](x, B=8), "tl.advance needs a block pointer"),
    ]
    for launch, msg in cases:
        with pytest.raises(triton.CompilationError, match=msg) as e:
            launch()
        assert "test_descriptors.py:" in str(e.value)


@pytest.mark.compiled
def test_descriptor_on_the_wrong_device_names_the_argument():
    meta = torch.zeros(4, 16, device="meta")
    with pytest.raises(ValueError, match="argument 'x_desc'"):
        copy_1d_desc[(1,)](TensorDescriptor(meta, [64], [1], [16]), TensorDescriptor(meta, [64], [1], [16]), B=16)


def _assemble(ptx, tmp_path):
    from test_cuda_codegen import _assemble as assemble
    assemble(ptx, tmp_path)


def _desc_gemm_ptx(monkeypatch=None, **settings):
    import json
    from triton_musa import _C
    for k, v in settings.items():
        monkeypatch.setenv(k, v)
    a = torch.zeros(256, 256, dtype=torch.float16)
    c = torch.zeros(256, 256, dtype=torch.float16)
    descs = (TensorDescriptor.from_tensor(a, [128, 64]), TensorDescriptor.from_tensor(a, [64, 128]),
             TensorDescriptor.from_tensor(c, [128, 128]))
    m = json.loads(mm_host_desc.message(*descs, 256, BM=128, BN=128, BK=64, num_warps=4, num_stages=3))
    m["target"], m["arch"], m["libdevice"] = "cuda", 90, None
    return _C.compile_only(json.dumps(m))


@pytest.mark.compiled
def test_descriptor_gemm_tiles_are_fetched_by_the_tensor_copy_engine_on_sm90(tmp_path):
    """sm_90: the ring's tiles come from host descriptors, so one thread issues bulk tensor
    copies (TMA), completing on one barrier per stage that every thread waits on; no thread
    computes an address or a mask for them."""
    out = _desc_gemm_ptx()
    ptx = out["ptx"]
    # stages = 3: A is one 128x64 box, B (64x128) two boxes of 64-column swizzle panels; two
    # iterations' tiles before the loop, one inside it
    assert ptx.count("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes") == 3 * 3
    assert ptx.count("mbarrier.init.shared::cta.b64") == 3 and ptx.count("mbarrier.inval.shared::cta.b64") == 3
    assert "cp.async.cg" not in ptx and "cp.async.wait_group" not in ptx
    assert "ld.global.b16" not in ptx and "ld.global.v4" not in ptx
    # the expected bytes: both tiles of an iteration, 2 * 128 * 64 * 2
    expect = re.findall(r"mbarrier\.arrive\.expect_tx\.shared::cta\.b64 _, \[%r\d+\], %r(\d+);", ptx)
    assert len(expect) == 3
    assert re.search(rf"mov\.(?:b|u)32\s+%r{expect[0]}, 32768;", ptx), "expect_tx of the iteration's bytes"
    # in the loop: wait for the stage, the MMAs, their wait, the barrier, then the refill
    loop = ptx[ptx.index("mbarrier.try_wait.parity"):ptx.index("mbarrier.inval")]
    marks = [loop.index("mbarrier.try_wait.parity"), loop.index("wgmma.mma_async"),
             loop.index("wgmma.wait_group.sync.aligned 1"), loop.index("bar.sync"),
             loop.index("mbarrier.arrive.expect_tx"), loop.index("cp.async.bulk.tensor")]
    assert marks == sorted(marks), marks
    assert "__tm_tensormap_a_desc" in out["ttir"] and "__tm_tensormap_b_desc" in out["ttir"]
    _assemble(ptx, tmp_path)


@pytest.mark.compiled
def test_without_the_copy_engine_descriptor_loads_take_the_async_copy_ring(monkeypatch):
    """DISABLE_TME=1 (or no TMA): sizes and strides divisible by 16 make the bounds masks constant
    over 16 elements, so a descriptor GEMM's tiles take the same cp.async ring as the pointer
    spelling (no scalar loads)."""
    out = _desc_gemm_ptx(monkeypatch, DISABLE_TME="1")
    ptx = out["ptx"]
    assert ptx.count("cp.async.cg") >= 32, "descriptor tiles are not copied asynchronously"
    assert "ld.global.b16" not in ptx and "ld.global.u16" not in ptx, "descriptor tiles are loaded element by element"
    assert "wgmma.mma_async" in ptx
    assert "cp.async.bulk.tensor" not in ptx and "mbarrier" not in ptx and "__tm_tensormap" not in out["ttir"]


@triton.jit
def persistent_desc_gemm(a_desc, b_desc, c_desc, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                         NUM_PROGRAMS: tl.constexpr):
    # upstream tutorial 09's descriptor style: a persistent loop over output tiles
    tiles_n = tl.cdiv(N, BN)
    for tile in range(tl.program_id(0), tl.cdiv(M, BM) * tiles_n, NUM_PROGRAMS):
        off_m = (tile // tiles_n) * BM
        off_n = (tile % tiles_n) * BN
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BK)):
            acc = tl.dot(a_desc.load([off_m, k * BK]), b_desc.load([k * BK, off_n]), acc)
        c_desc.store([off_m, off_n], acc.to(tl.float16))


@pytest.mark.parametrize("M,N,K", [(256, 256, 256), (300, 200, 170)])
def test_descriptor_gemm_at_wgmma_tiles_with_ragged_edges(M, N, K, device):
    """The tile sizes of the copy engine's path on sm_90 (and of the cp.async ring elsewhere),
    ragged on every side, persistent over the output tiles so each program opens the ring more
    than once; the same values on every target."""
    def padded(n):  # rows 16-byte aligned, with columns past the descriptor
        return (n + 7) // 8 * 8 + 16
    a = torch.randn(M, padded(K), dtype=torch.float16, device=device)[:, :K]
    b = torch.randn(K, padded(N), dtype=torch.float16, device=device)[:, :N]
    c_full = torch.full((M, padded(N)), 7.0, dtype=torch.float16, device=device)
    c = c_full[:, :N]
    BM_, BN_, BK_ = 128, 128, 64
    descs = (TensorDescriptor(a, list(a.shape), list(a.stride()), [BM_, BK_]),
             TensorDescriptor(b, list(b.shape), list(b.stride()), [BK_, BN_]),
             TensorDescriptor(c, list(c.shape), list(c.stride()), [BM_, BN_]))
    programs = 2
    persistent_desc_gemm[(programs,)](*descs, M, N, K, BM=BM_, BN=BN_, BK=BK_, NUM_PROGRAMS=programs,
                                      num_warps=4, num_stages=3)
    torch.testing.assert_close(c.float(), (a.double() @ b.double()).float(), atol=5e-2, rtol=1e-2)
    assert bool((c_full[:, N:] == 7.0).all()), "columns past the descriptor were written"


@triton.jit
def grouped_desc_gemm(a_ptrs, b_ptrs, c_ptrs, sizes, lds, a_mem, b_mem, c_mem,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # Upstream tutorial 08's TMA variant in its style: bases, sizes and leading dimensions loaded
    # from tables, descriptors made in the kernel, B stored N x K and used transposed.
    g = tl.program_id(1)
    m = tl.load(sizes + g * 3)
    n = tl.load(sizes + g * 3 + 1)
    k = tl.load(sizes + g * 3 + 2)
    a_ptr = tl.load(a_ptrs + g).to(tl.pointer_type(tl.float16))
    b_ptr = tl.load(b_ptrs + g).to(tl.pointer_type(tl.float16))
    c_ptr = tl.load(c_ptrs + g).to(tl.pointer_type(tl.float16))
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[m, k], strides=[tl.load(lds + g * 3), 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[n, k], strides=[tl.load(lds + g * 3 + 1), 1],
                                       block_shape=[BN, BK])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[m, n], strides=[tl.load(lds + g * 3 + 2), 1],
                                       block_shape=[BM, BN])
    tiles_n = tl.cdiv(n, BN)
    t = tl.program_id(0)
    if t < tl.cdiv(m, BM) * tiles_n:
        off_m = (t // tiles_n) * BM
        off_n = (t % tiles_n) * BN
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for kk in range(0, tl.cdiv(k, BK)):
            a = a_desc.load([off_m, kk * BK])
            b = b_desc.load([off_n, kk * BK])
            acc += tl.dot(a, b.T)
        c_desc.store([off_m, off_n], acc.to(tl.float16))


def _grouped_desc_args(M, N, K, device):
    a = torch.randn(M, K, dtype=torch.float16, device=device)
    b = torch.randn(N, K, dtype=torch.float16, device=device)
    c = torch.full((M, N), 7.0, dtype=torch.float16, device=device)
    ptrs = [torch.tensor([t.data_ptr()], dtype=torch.int64, device=device) for t in (a, b, c)]
    sizes = torch.tensor([M, N, K], dtype=torch.int32, device=device)
    lds = torch.tensor([K, K, N], dtype=torch.int32, device=device)
    return a, b, c, (*ptrs, sizes, lds, a, b, c)


@pytest.mark.parametrize("M,N,K", [(256, 128, 128), (200, 136, 88)])
def test_grouped_gemm_with_kernel_made_descriptors_and_ragged_edges(M, N, K, device):
    # K = 88: the last K tile is 24 columns wide, so its rows are copied in part and zero-filled
    a, b, c, args = _grouped_desc_args(M, N, K, device)
    triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device=device))
    BM, BN, BKK = 128, 128, 64
    grid = (triton.cdiv(M, BM) * triton.cdiv(N, BN), 1)
    grouped_desc_gemm[grid](*args, BM=BM, BN=BN, BK=BKK, num_warps=8, num_stages=3)
    torch.testing.assert_close(c.float(), (a.double() @ b.double().T).float(), atol=5e-2, rtol=1e-2)


def _grouped_desc_ptx(device, monkeypatch=None, **settings):
    import json
    from triton_musa import _C
    for k, v in settings.items():
        monkeypatch.setenv(k, v)
    _, _, _, args = _grouped_desc_args(200, 136, 88, device)  # the message checks the devices
    m = json.loads(grouped_desc_gemm.message(*args, BM=128, BN=128, BK=64, num_warps=8, num_stages=3))
    m["target"], m["arch"], m["libdevice"] = "cuda", 90, None
    return _C.compile_only(json.dumps(m))


@pytest.mark.compiled
def test_kernel_made_descriptors_feed_the_tensor_copy_engine_on_sm90(device, tmp_path):
    """sm_90: each descriptor the kernel makes and reads in the pipelined loop gets a tensor map
    set up on the device (in shared memory by thread 0, copied by warp 0 into this program's slot
    of the launch's global scratch), and its tiles arrive by bulk tensor copies, as upstream's;
    the stored descriptor needs none."""
    out = _grouped_desc_ptx(device)
    ptx, ttir = out["ptx"], out["ttir"]
    assert ".version 8.3" in ptx, "tensormap.replace needs PTX ISA 8.3"
    assert "cp.async.cg" not in ptx and "ld.global.b16" not in ptx
    # A's 128x64 box and B's 128x64 box: two iterations ahead, one in the loop
    assert ptx.count("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes") == 2 * 3
    writes = [ln for ln in ptx.splitlines() if "tensormap.replace" in ln]
    assert len(writes) == 2, "a tensor map for a_desc and b_desc, none for c_desc"
    for w in writes:
        fields = re.findall(r"tensormap\.replace\.tile\.(\w+)\.shared::cta\.b1024\.b(\d+) \[%r\d+\], ([^;]*);", w)
        got = {(f, v.split(", ")[0] if "dim" in f or "stride" in f else "") for f, _, v in fields}
        assert {("box_dim", "0"), ("box_dim", "1"), ("global_dim", "0"), ("global_dim", "1"),
                ("global_stride", "0"), ("element_stride", "0"), ("element_stride", "1")} <= got
        vals = {f: v for f, _, v in fields}
        assert vals["rank"] == "1" and vals["elemtype"] == "6" and vals["swizzle_mode"] == "3"  # 2-D, f16, 128 B
        assert re.search(r"box_dim\.shared::cta\.b1024\.b32 \[%r\d+\], 0, 64;", w)
        assert re.search(r"box_dim\.shared::cta\.b1024\.b32 \[%r\d+\], 1, 128;", w)
    publish = "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned"
    assert ptx.count(publish) == 2
    assert ptx.count("fence.proxy.tensormap::generic.acquire.gpu") == 2
    # zeroed, set, copied out and acquired before the loop's first copy names the map
    marks = [ptx.index("bar.warp.sync"), ptx.index("tensormap.replace"), ptx.index(publish),
             ptx.index("fence.proxy.tensormap::generic.acquire"), ptx.index("cp.async.bulk.tensor")]
    assert marks == sorted(marks), marks
    assert "make_tensor_map %tensor_map" in ttir and "__tm_global_scratch" in ttir
    _assemble(ptx, tmp_path)


@pytest.mark.compiled
def test_ragged_descriptor_tiles_are_copied_in_part_on_cuda(device, monkeypatch):
    """Without the copy engine (DISABLE_TME=1), loaded sizes say nothing about divisibility, so
    the bounds mask along K varies inside a 16-byte group; the descriptor's alignment contract
    and the mask's shape (a run of kept elements, then dropped ones) still let every tile arrive
    by cp.async, with a byte count."""
    out = _grouped_desc_ptx(device, monkeypatch, DISABLE_TME="1")
    ptx = out["ptx"]
    assert "tensormap" not in ptx and "make_tensor_map" not in out["ttir"] and ".version 8.0" in ptx
    per_tile = 2 * 128 * 64 // 8 // 256  # 16-byte copies per thread of A and B
    assert ptx.count("cp.async.cg.shared.global") == 3 * per_tile  # 2 tiles ahead + the loop's
    assert "ld.global.b16" not in ptx and "ld.global.u16" not in ptx, "descriptor tiles are loaded element by element"
    assert "wgmma.mma_async" in ptx
    # the byte count: the run of columns left before the edge, clamped to the 8-element group
    assert re.search(r"max\.s32", ptx) and re.search(r"min\.s32", ptx)
    # the store: whole groups as 16-byte vectors, the group at the edge element by element
    assert "st.global.v4.b32" in ptx and "st.global.b16" in ptx
