"""tl.dot (the FMA path on every target): a tiled matmul with masks on M, N and K at ragged
sizes, against an fp64 reference, on poisoned outputs."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, K, BK):
        kk = k + rk
        a = tl.load(a_ptr + rm[:, None] * sam + kk[None, :] * sak, mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * sbk + rn[None, :] * sbn, mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def matmul(a, b, BM=32, BN=32, BK=16):
    M, K = a.shape
    N = b.shape[1]
    c = torch.full((M, N), float("nan"), dtype=torch.float32, device=a.device)
    grid = (triton.cdiv(M, BM), triton.cdiv(N, BN))
    matmul_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                        c.stride(0), c.stride(1), BM=BM, BN=BN, BK=BK)
    return c


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
@pytest.mark.parametrize("M,N,K", [(64, 64, 64), (70, 50, 90), (1, 33, 17)])
def test_matmul_matches_fp64(dtype, M, N, K, device):
    a = torch.randn(M, K, device=device).to(dtype)
    b = torch.randn(K, N, device=device).to(dtype)
    c = matmul(a, b)
    ref = a.double() @ b.double()
    err = ((c.double() - ref).abs().max() / ref.abs().max().clamp_min(1e-6)).item()
    assert err < 1e-2, err


def test_matmul_transposed_operand_strides(device):
    a = torch.randn(48, 40, device=device).t()  # (40, 48), column-major
    b = torch.randn(48, 24, device=device)
    c = matmul(a, b, BM=16, BN=16, BK=16)
    ref = a.double() @ b.double()
    # f32 operands are rounded to tf32 on GPUs (upstream's default input_precision)
    tol = 1e-5 if device == "cpu" else 1e-2
    assert ((c.double() - ref).abs().max() / ref.abs().max()).item() < tol


@triton.jit
def batched_dot_kernel(a_ptr, b_ptr, c_ptr, B: tl.constexpr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
                       OUT: tl.constexpr):
    ob = tl.arange(0, B)[:, None, None]
    om = tl.arange(0, M)[None, :, None]
    on = tl.arange(0, N)[None, None, :]
    ok_m = tl.arange(0, K)[None, None, :]
    ok_n = tl.arange(0, K)[None, :, None]
    a = tl.load(a_ptr + ob * M * K + om * K + ok_m)
    b = tl.load(b_ptr + ob * K * N + ok_n * N + on)
    c = tl.dot(a, b, out_dtype=OUT)
    tl.static_assert(c.dtype == OUT)
    tl.store(c_ptr + ob * M * N + om * N + on, c)


@pytest.mark.parametrize("B", [1, 2, 4])
@pytest.mark.parametrize("dtype,out", [(torch.float32, tl.float32), (torch.float16, tl.float32),
                                       (torch.float16, tl.float16), (torch.int8, tl.int32)])
def test_batched_dot_matches_bmm(B, dtype, out, device):
    M, N, K = 16, 32, 16
    if dtype == torch.int8:
        a = torch.randint(-100, 100, (B, M, K), dtype=dtype, device=device)
        b = torch.randint(-100, 100, (B, K, N), dtype=dtype, device=device)
    else:
        a = (torch.randn(B, M, K, device=device) / 4).to(dtype)
        b = (torch.randn(B, K, N, device=device) / 4).to(dtype)
    tdt = {tl.float32: torch.float32, tl.float16: torch.float16, tl.int32: torch.int32}[out]
    c = torch.full((B, M, N), -7, dtype=tdt, device=device)
    batched_dot_kernel[(1,)](a, b, c, B=B, M=M, N=N, K=K, OUT=out)
    ref = torch.bmm(a.double().cpu(), b.double().cpu())
    if dtype == torch.int8:
        assert torch.equal(c.cpu().long(), ref.long())
    else:
        err = ((c.double().cpu() - ref).abs().max() / ref.abs().max()).item()
        assert err < 1e-2, err


@pytest.mark.compiled
def test_batched_dot_needs_matching_batches(device):
    @triton.jit
    def k(x_ptr):
        a = tl.zeros([2, 16, 16], dtype=tl.float16)
        b = tl.zeros([4, 16, 16], dtype=tl.float16)
        tl.store(x_ptr + tl.arange(0, 16), tl.sum(tl.sum(tl.dot(a, b), axis=0), axis=0))

    with pytest.raises(triton.CompilationError, match=r"tl.dot needs \[M, K\] and \[K, N\] tiles"):
        k[(1,)](torch.zeros(16, device=device))


@triton.jit
def column_major_dot_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # a is [M, K] column-major, read scaled (an expression over the load); c is written
    # column-major: both are contiguous along their first dimension only.
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] + (k + rk)[None, :] * M) * 2.0
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a.to(tl.float16), b, acc)
    tl.store(c_ptr + rm[:, None] + rn[None, :] * M, acc)


def test_column_major_operand_expression_and_output(device):
    M, N, K = 64, 32, 64
    a = (torch.randn(K, M, device=device) / 4).to(torch.float16).t()  # [M, K], column-major
    b = (torch.randn(K, N, device=device) / 4).to(torch.float16)
    c = torch.full((N, M), float("nan"), device=device).t()  # [M, N], column-major
    column_major_dot_kernel[(1,)](a, b, c, M, N, K, BM=M, BN=N, BK=32)
    ref = (a.double() * 2) @ b.double()
    assert ((c.double() - ref).abs().max() / ref.abs().max()).item() < 1e-2


# Tile shapes that take each matrix-engine path on the GPU targets: the warp-group engine needs
# M a multiple of 16 * num_warps (and swizzle-friendly K and N), the warp-level one m16n8k16.
ENGINE_CONFIGS = [(32, 32, 16, 4), (64, 64, 32, 4), (128, 64, 16, 4), (64, 32, 32, 4), (128, 128, 64, 8), (64, 256, 32, 4)]


@pytest.mark.parametrize("engines_off", ["", "DISABLE_SQMMA", "DISABLE_WMMA"])
@pytest.mark.parametrize("BM,BN,BK,num_warps", ENGINE_CONFIGS)
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_matmul_tile_shapes_and_engines(dtype, BM, BN, BK, num_warps, engines_off, device, monkeypatch):
    if engines_off:
        monkeypatch.setenv(engines_off, "1")
    _check_tiled_matmul(dtype, (2 * BM + 3, BN + 5, 3 * BK + 7), device, BM=BM, BN=BN, BK=BK, num_warps=num_warps)


def _check_tiled_matmul(dtype, shape, device, **launch):
    """matmul_kernel at (M, N, K) = shape with the given tiles and options, on a poisoned output,
    against an fp64 reference."""
    M, N, K = shape
    a = torch.randn(M, K, device=device).to(dtype)
    b = torch.randn(K, N, device=device).to(dtype)
    c = torch.full((M, N), float("nan"), dtype=torch.float32, device=device)
    grid = (triton.cdiv(M, launch["BM"]), triton.cdiv(N, launch["BN"]))
    matmul_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                        c.stride(0), c.stride(1), **launch)
    ref = a.double() @ b.double()
    err = ((c.double() - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-2, err


@pytest.mark.parametrize("num_stages", [2, 3, 4, 5])
@pytest.mark.parametrize("BM,BN,BK,num_warps", [(64, 64, 32, 4), (128, 128, 64, 8), (64, 256, 32, 4)])
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_matmul_pipelined_stages(dtype, BM, BN, BK, num_warps, num_stages, device):
    # Aligned rows and a K tail of 16 (so on sm_90 the operands arrive by async copies into the
    # stage ring, masked on M and on the last K tile); M ragged.
    _check_tiled_matmul(dtype, (2 * BM + 3, BN + 16, 5 * BK + 16), device,
                        BM=BM, BN=BN, BK=BK, num_warps=num_warps, num_stages=num_stages)


@triton.jit
def matmul_acc_kernel(a_ptr, b_ptr, c_ptr, M, N, K, ACC: tl.constexpr, PRECISION: tl.constexpr,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # acc chained through tl.dot with out_dtype=ACC, contiguous [M, K] and [K, N] inputs.
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=ACC)
    for k in range(0, K, BK):
        kk = k + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0)
        b = tl.load(b_ptr + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0)
        acc = tl.dot(a, b, acc, input_precision=PRECISION, out_dtype=ACC)
    tl.static_assert(acc.dtype == ACC)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def matmul_acc(a, b, c, acc, precision=None, BK=16):
    M, K = a.shape
    N = b.shape[1]
    matmul_acc_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](a, b, c, M, N, K, ACC=acc, PRECISION=precision, BM=32, BN=32, BK=BK)


@pytest.mark.parametrize("precision", ["tf32", "ieee"])
def test_fp32_matmul_input_precision(precision, device):
    M, N, K = 70, 90, 110
    a = torch.randn(M, K, device=device)
    b = torch.randn(K, N, device=device)
    c = torch.full((M, N), float("nan"), device=device)
    matmul_acc(a, b, c, tl.float32, precision)
    ref = a.double() @ b.double()
    err = ((c.double() - ref).abs().max() / ref.abs().max()).item()
    assert err < (1e-2 if precision == "tf32" else 1e-5), err


def test_int8_matmul_accumulates_exactly_in_int32(device):
    M, N, K = 50, 70, 300
    a = torch.randint(-128, 128, (M, K), dtype=torch.int8, device=device)
    b = torch.randint(-128, 128, (K, N), dtype=torch.int8, device=device)
    c = torch.full((M, N), -1, dtype=torch.int32, device=device)
    matmul_acc(a, b, c, tl.int32, BK=32)
    ref = (a.long().cpu() @ b.long().cpu()).to(torch.int32)
    assert torch.equal(c.cpu(), ref)


def test_dot_out_dtype_float16_chains_an_f16_accumulator(device):
    M, N, K = 40, 72, 96
    a = (torch.randn(M, K, device=device) / 4).to(torch.float16)
    b = (torch.randn(K, N, device=device) / 4).to(torch.float16)
    c = torch.full((M, N), float("nan"), dtype=torch.float16, device=device)
    matmul_acc(a, b, c, tl.float16, BK=32)
    ref = a.double() @ b.double()
    err = ((c.double() - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-2, err


@pytest.mark.compiled
def test_dot_acc_of_another_type_than_out_dtype_is_a_compile_error(device):
    @triton.jit
    def bad(c_ptr):
        x = tl.zeros([16, 16], dtype=tl.float16)
        acc = tl.zeros([16, 16], dtype=tl.float32)
        acc = tl.dot(x, x, acc, out_dtype=tl.float16)
        tl.store(c_ptr + tl.arange(0, 16)[:, None] * 16 + tl.arange(0, 16)[None, :], acc)

    c = torch.zeros(256, device=device)
    with pytest.raises(triton.CompilationError, match="acc is float32 but out_dtype is float16"):
        bad[(1,)](c)


@triton.jit
def table_ptr_gemm_kernel(table, c_ptr, K, a_mem, b_mem, HINT: tl.constexpr, BM: tl.constexpr,
                          BN: tl.constexpr, BK: tl.constexpr):
    # Upstream tutorial 08's inner loop, in its style: table-loaded bases, carried pointer tiles
    # advanced by BK, hints on the carried tiles inside the loop.
    a_ptr = tl.load(table).to(tl.pointer_type(tl.float16))
    b_ptr = tl.load(table + 1).to(tl.pointer_type(tl.float16))
    offs_m = tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_k = tl.arange(0, BK)
    a_ptrs = a_ptr + offs_m[:, None] * K + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * BN + offs_n[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kk in range(0, tl.cdiv(K, BK)):
        if HINT:
            tl.multiple_of(a_ptrs, [16, 16])
            tl.multiple_of(b_ptrs, [16, 16])
        acc += tl.dot(tl.load(a_ptrs), tl.load(b_ptrs))
        a_ptrs += BK
        b_ptrs += BK * BN
    tl.store(c_ptr + offs_m[:, None] * BN + offs_n[None, :], acc.to(tl.float16))


@pytest.mark.parametrize("hint", [False, True])
def test_table_loaded_bases_with_hints_on_carried_tiles(hint, device):
    BM = BN = 32
    BK = 16
    K = 64
    a = torch.randn(BM, K, device=device).half()
    b = torch.randn(K, BN, device=device).half()
    c = torch.full((BM, BN), float("nan"), dtype=torch.float16, device=device)
    table = torch.tensor([a.data_ptr(), b.data_ptr()], dtype=torch.int64, device=device)
    # a and b ride along unused: under TRITON_INTERPRET=1 only launch arguments are addressable
    table_ptr_gemm_kernel[(1,)](table, c, K, a, b, HINT=hint, BM=BM, BN=BN, BK=BK)
    torch.testing.assert_close(c.float(), (a.double() @ b.double()).float(), atol=5e-2, rtol=1e-2)


@triton.jit
def two_loop_kernel(a_ptr, b_ptr, d_ptr, c_ptr, e_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # Two dot loops one after the other (as an attention backward's dK/dV and dQ loops): the
    # second reuses the shared memory the first released.
    offs_m = tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_k = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + offs_m[:, None] * K + (k + offs_k)[None, :])
        b = tl.load(b_ptr + (k + offs_k)[:, None] * BN + offs_n[None, :])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + offs_m[:, None] * BN + offs_n[None, :], acc.to(tl.float16))
    acc2 = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + offs_m[:, None] * K + (k + offs_k)[None, :])
        d = tl.load(d_ptr + (k + offs_k)[:, None] * BN + offs_n[None, :])
        acc2 = tl.dot(a, d, acc2)
    tl.store(e_ptr + offs_m[:, None] * BN + offs_n[None, :], (acc2 * 0.5).to(tl.float16))


def test_consecutive_dot_loops(device):
    BM, BN, BK, K = 64, 64, 32, 128
    a = torch.randn(BM, K, device=device).half()
    b, d = (torch.randn(K, BN, device=device).half() for _ in range(2))
    c, e = (torch.full((BM, BN), float("nan"), dtype=torch.float16, device=device) for _ in range(2))
    two_loop_kernel[(1,)](a, b, d, c, e, K, BM=BM, BN=BN, BK=BK)
    torch.testing.assert_close(c.float(), (a.double() @ b.double()).float(), atol=5e-2, rtol=1e-2)
    torch.testing.assert_close(e.float(), (a.double() @ d.double() * 0.5).float(), atol=5e-2, rtol=1e-2)
