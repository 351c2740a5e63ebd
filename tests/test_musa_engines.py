"""tl.dot on MUSA's matrix engines, at the IR level (no MUSA machine here): for each engine
(mp_31 SQMMA by default, WMMA with DISABLE_SQMMA=1, FMA with both off; mp_22 WMMA) and operand
type, a matmul and a flash-attention step
- use the engine's intrinsics, declared exactly as the facts give their calls
  (../shared/research/musa-mma-facts.md §1.2, §2.2),
- are accepted by `llvm-as-14 -opaque-pointers` and `llvm-as-19`,
- match their golden MTGPU IR (TRITON_MUSA_BLESS=1 re-blesses),
- and compute the right values when the IR runs on the CPU with the intrinsics emulated as
  documented (tests/musa_emulator.py)."""
import re

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

import musa_emulator as emu
from musa_emulator import emulator_host_tensors  # noqa: F401  (the fixture)
from test_dot import matmul_kernel
from test_golden import _check_llvm_output
from test_musa_codegen import _assemble

pytestmark = [pytest.mark.compiled, pytest.mark.usefixtures("emulator_host_tensors")]


DTYPES = {"fp16": torch.float16, "bf16": torch.bfloat16, "tf32": torch.float32, "int8": torch.int8}
# (arch, switches, engine)
MODES = {
    "mp31": (31, {}, "sqmma"),
    "mp31_wmma": (31, {"DISABLE_SQMMA": "1"}, "wmma"),
    "mp31_fma": (31, {"DISABLE_SQMMA": "1", "DISABLE_WMMA": "1"}, "fma"),
    "mp22": (22, {}, "wmma"),
}
WMMA_TAG = {"fp16": "ffmma", "bf16": "bfmma", "tf32": "tfmma", "int8": "imma"}
SQMMA_TAG = {"fp16": "fmma", "bf16": "bfmma", "tf32": "tfmma", "int8": "smma"}


@triton.jit
def attention_kernel(q_ptr, k_ptr, v_ptr, o_ptr, scale, N, D: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    """One head: rows BM of softmax(q k^T * scale) v, streaming BN keys at a time."""
    start = tl.program_id(0) * BM
    rows = start + tl.arange(0, BM)
    cols = tl.arange(0, D)
    q = tl.load(q_ptr + rows[:, None] * D + cols[None, :])
    m_i = tl.full([BM], float("-inf"), tl.float32)
    l_i = tl.zeros([BM], tl.float32)
    acc = tl.zeros([BM, D], tl.float32)
    for n0 in range(0, N, BN):
        keys = n0 + tl.arange(0, BN)
        k = tl.load(k_ptr + keys[:, None] * D + cols[None, :])
        s = tl.dot(q, tl.trans(k)) * scale
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + keys[:, None] * D + cols[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
        m_i = m_new
    tl.store(o_ptr + rows[:, None] * D + cols[None, :], acc / l_i[:, None])


def _engine(mode, monkeypatch):
    """The arch and engine of a MODES entry, with its switches set for the test."""
    arch, switches, engine = MODES[mode]
    for k, v in switches.items():
        monkeypatch.setenv(k, v)
    return arch, engine


def _matmul_case(dtype):
    torch.manual_seed(0)
    M = N = K = 64
    if dtype == torch.int8:
        a, b = torch.randint(-8, 8, (M, K), dtype=dtype), torch.randint(-8, 8, (K, N), dtype=dtype)
        c, ref = torch.zeros(M, N, dtype=torch.int32), a.int() @ b.int()
    else:
        a, b = torch.randn(M, K).to(dtype), torch.randn(K, N).to(dtype)
        c, ref = torch.zeros(M, N), a.float() @ b.float()
    args = (a, b, c, M, N, K, K, 1, N, 1, N, 1)
    return args, dict(BM=64, BN=64, BK=32, num_warps=4), (1, 1), c, ref


def _attention_case(dtype):
    """int8: int8 q k^T with an fp16 p v, as SageAttention-style kernels quantize."""
    torch.manual_seed(0)
    N, D = 64, 64
    if dtype == torch.int8:
        q, k = (torch.randint(-6, 6, (N, D), dtype=dtype) for _ in range(2))
        v = torch.randn(N, D).half()
    else:
        q, k, v = (torch.randn(N, D).to(dtype) for _ in range(3))
    o = torch.zeros(N, D, dtype=v.dtype)
    scale = D ** -0.5 if dtype != torch.int8 else 0.02
    ref = torch.softmax((q.float() @ k.float().T) * scale, dim=-1) @ v.float()
    return (q, k, v, o, scale, N), dict(D=D, BM=64, BN=32, num_warps=4), (1,), o, ref


CASES = [(kernel, dt, mode) for mode in MODES for kernel, dts in
         (("matmul", ["fp16", "bf16", "tf32", "int8"]), ("attention", ["fp16", "bf16", "tf32", "int8"]))
         for dt in dts if not (mode == "mp22" and dt in ("tf32", "int8"))]


TAG_BITS = {"ffmma": 16, "fmma": 16, "bfmma": 16, "tfmma": 32, "imma": 8, "smma": 8}


def _expected_declarations(engine, ir_names, warp):
    """Each engine intrinsic the IR declares, with the signature the facts give its call."""
    out = []
    for name in ir_names:
        bits = TAG_BITS[name.split(".")[-3]]
        if engine == "wmma":
            im, in_, ik = map(int, re.search(r"\.m(\d+)n(\d+)k(\d+)\.mma$", name).groups())
            words = lambda rows: rows * ik * bits // 32 // warp  # noqa: E731
            ty = lambda n: "i32" if n == 1 else f"<{n} x i32>"  # noqa: E731
            c = f"<{im * in_ // warp} x i32>"
            out.append(f"declare {c} @{name}({ty(words(im))}, {ty(words(in_))}, {c}, i32, i32, i32)")
        else:
            im, in_ = map(int, re.search(r"\.m(\d+)n(\d+)k\d+\.mma$", name).groups())
            c = f"<{im * in_ // 128} x i32>"
            out.append(f"declare {c} @{name}(i32, i32, {c}{', i32' * 9})")
    return out


@pytest.mark.parametrize("kernel,dt,mode", CASES)
def test_engine_ir_runs_and_is_pinned(kernel, dt, mode, tmp_path, monkeypatch):
    arch, engine = _engine(mode, monkeypatch)
    dtype = DTYPES[dt]
    fn = matmul_kernel if kernel == "matmul" else attention_kernel
    args, kw, grid, out, ref = (_matmul_case if kernel == "matmul" else _attention_case)(dtype)
    stages = emu.musa_ir(fn, args, kw, arch)
    llir = stages["llir"]
    mma = sorted(set(re.findall(r"@(llvm\.musa\.[\w.]+\.mma)\(", llir)))
    warp = 32 if arch >= 30 else 128
    if engine == "fma":
        assert mma == [], mma
    else:
        tag = (SQMMA_TAG if engine == "sqmma" else WMMA_TAG)[dt]
        prefix = "llvm.musa.sqmma." if engine == "sqmma" else "llvm.musa."
        decls = sorted(re.findall(r"^declare [^\n]*@llvm\.musa\.[\w.]+\.mma\([^\n]*\)", llir, re.M))
        assert decls == sorted(_expected_declarations(engine, mma, warp))
        if kernel == "attention" and dt == "int8":
            # q k^T on the int8 engine, p v on the fp16 one
            half = (SQMMA_TAG if engine == "sqmma" else WMMA_TAG)["fp16"]
            assert {n.split(".")[-3] for n in mma} == {tag, half}, mma
            mma = [n for n in mma if f".{tag}." in n]
        assert mma and all(n.startswith(f"{prefix}{tag}.m") for n in mma), mma
        if arch == 22:
            assert mma == [f"llvm.musa.{tag}.m32n32k16.mma"]
        if engine == "sqmma":
            desc = {"fp16": "half(i16", "bf16": "half(i16", "tf32": "fp32(float", "int8": "i8(i8"}[dt]
            assert f"declare i32 @llvm.musa.sqmma.desc.{desc}, i32, i32, i32)" in llir
            assert "declare void @llvm.musa.sqmma.wait()" in llir
            assert "call void @llvm.musa.barrier0()" in llir
            # operands that are plain loads are copied straight into shared memory (PH1)
            if kernel == "attention" or dt == "int8":
                assert "call void @llvm.musa.memcpy.g2s(ptr addrspace(3)" in llir
                assert "call void @llvm.musa.memcpy.g2s.wait()" in llir
            # swizzles are applied to absolute addresses: the shared array is aligned for them
            assert re.search(r"@global_smem = external (local_unnamed_addr )?addrspace\(3\) global \[0 x i8\], align 4096",
                             llir)
    _assemble(llir, tmp_path, "llvm-as-14", "-opaque-pointers")
    _assemble(llir, tmp_path, "llvm-as-19")
    _check_llvm_output(f"musa_engines/{kernel}_{dt}.{mode}.ll", llir)
    emu.run(fn, args, kw, arch, grid, tmp_path)
    if kernel == "matmul" and dtype == torch.int8:
        assert torch.equal(out, ref)
    else:
        # tf32 is emulated at f32 precision; attention's output is rounded to its dtype
        tol = 2e-2 if kernel == "attention" else 1e-4
        torch.testing.assert_close(out.float(), ref, atol=tol, rtol=tol)


def test_mp22_wmma_has_its_own_switch(monkeypatch):
    args, kw, _, _, _ = _matmul_case(torch.float16)
    assert "llvm.musa.ffmma.m32n32k16.mma" in emu.musa_ir(matmul_kernel, args, kw, 22)["llir"]
    monkeypatch.setenv("TRITON_MUSA_DISABLE_MP22_WMMA", "1")
    assert ".mma(" not in emu.musa_ir(matmul_kernel, args, kw, 22)["llir"]
    # ... which leaves PH1 alone
    assert "llvm.musa.sqmma.fmma" in emu.musa_ir(matmul_kernel, args, kw, 31)["llir"]


def test_no_engine_on_mp21_and_ieee_precision_stays_fma():
    args, kw, _, _, _ = _matmul_case(torch.float16)
    assert ".mma(" not in emu.musa_ir(matmul_kernel, args, kw, 21)["llir"]


@triton.jit
def ieee_matmul_kernel(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    rm, rn, rk = tl.arange(0, M), tl.arange(0, N), tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], tl.dot(a, b, input_precision="ieee"))


def test_f32_dot_uses_tf32_only_when_allowed():
    x = torch.zeros(64 * 64)
    llir = emu.musa_ir(ieee_matmul_kernel, (x, x, x), dict(M=64, N=64, K=32), 31)["llir"]
    assert ".mma(" not in llir


def test_k128_sqmma_switch_splits_into_k64_calls(monkeypatch):
    h = torch.zeros(64, dtype=torch.float16)
    x = torch.zeros(64)
    args = (h, h, x, 64, 16, 128, 128, 1, 16, 1, 16, 1)
    kw = dict(BM=64, BN=16, BK=128, num_warps=4)
    plain = emu.musa_ir(matmul_kernel, args, kw, 31)["mlir"]
    monkeypatch.setenv("TRITON_MUSA_ENABLE_K128_SQMMA", "1")
    on = emu.musa_ir(matmul_kernel, args, kw, 31)
    assert "MUSA SQMMA m64n16k128 (two k64 calls)" in on["mlir"]
    assert "MUSA SQMMA m64n16k64," in plain
    assert "llvm.musa.sqmma.fmma.m64n16k64.mma" in on["llir"] and "k128.mma" not in on["llir"]


@triton.jit
def ragged_rows_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr,
                              BK: tl.constexpr):
    """Rows of A past M are masked off whole, so their groups stay copyable (zeros stored)."""
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :], mask=rm[:, None] < M, other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def ragged_rows_dot_kernel(a_ptr, b_ptr, c_ptr, M, N, K: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr,
                           BK: tl.constexpr):
    """One K tile, no loop: the operand loads are not prefetched, so on PH1 they are async
    copies, rows past M stored as zeros."""
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :], mask=rm[:, None] < M, other=0.0)
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], tl.dot(a, b), mask=(rm[:, None] < M) & (rn[None, :] < N))


@pytest.mark.parametrize("looped", [True, False])
@pytest.mark.parametrize("mode", ["mp31", "mp31_wmma", "mp22"])
def test_ragged_tiles_on_every_engine(mode, looped, tmp_path, monkeypatch):
    arch, _ = _engine(mode, monkeypatch)
    torch.manual_seed(1)
    M, N, K = 100, 64, 64
    a, b = torch.randn(M, K).half(), torch.randn(K, N).half()
    c = torch.full((M, N), float("nan"))
    kw = dict(K=K, BM=64, BN=64, BK=32 if looped else K, num_warps=4)
    kernel = ragged_rows_matmul_kernel if looped else ragged_rows_dot_kernel
    llir = emu.run(kernel, (a, b, c, M, N), kw, arch, (2, 1), tmp_path)
    assert ".mma(" in llir
    # a looped dot's loads are prefetched a tile ahead through registers instead
    assert ("@llvm.musa.memcpy.g2s(" in llir) == (arch == 31 and not looped)
    torch.testing.assert_close(c, a.float() @ b.float(), atol=1e-3, rtol=1e-3)


@triton.jit
def ragged_rows_copy_kernel(x_ptr, y_ptr, z_ptr, M, N, stride, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    inside = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * stride + rn[None, :], mask=inside, other=-1.0)
    tl.store(y_ptr + rm[:, None] * BN + rn[None, :], x)  # every element: the padding shows
    tl.store(z_ptr + rm[:, None] * stride + rn[None, :], x * 2.0 + 1.0, mask=inside)


@pytest.mark.parametrize("arch", [22, 31])
@pytest.mark.parametrize("N", [64, 61, 37, 3])
def test_a_ragged_edge_is_read_and_written_by_runs(arch, N, tmp_path):
    # N is a run-time size with no known divisibility: whole groups of the row move as vectors,
    # the group at the edge element by element (kept lanes only), as the IR below shows.
    M, BM, BN, stride = 40, 32, 64, 80
    x = torch.randn(M, stride)
    y = torch.full((2 * BM, BN), float("nan"))
    z = torch.full((M, stride), 7.0)
    llir = emu.run(ragged_rows_copy_kernel, (x, y, z, M, N, stride), dict(BM=BM, BN=BN, num_warps=4), arch,
                   (2, 1), tmp_path)
    assert re.search(r"load <4 x float>", llir) and re.search(r"store <4 x float>", llir)
    want = torch.full((2 * BM, BN), -1.0)
    want[:M, :N] = x[:, :N]
    torch.testing.assert_close(y, want)
    want_z = torch.full((M, stride), 7.0)
    want_z[:, :N] = x[:, :N] * 2 + 1
    torch.testing.assert_close(z, want_z)


@pytest.mark.parametrize("mode", ["mp31", "mp31_wmma", "mp22"])
def test_tutorial_matmul_with_its_fp16_epilogue_on_every_engine(mode, tmp_path, monkeypatch):
    """Upstream tutorial 03's style (grouped order, `% M` wrapping, carried pointers, masks on K)
    storing `acc.to(fp16)`: the accumulator is converted in its slots and staged in a tile whose
    rows are padded (bank conflicts), then read back by 16-byte parts; values as torch's."""
    from test_matmul_styles import tutorial_matmul
    arch, _ = _engine(mode, monkeypatch)
    torch.manual_seed(2)
    M, N, K = 64, 128, 80
    a, b = torch.randn(M, K).half(), torch.randn(K, N).half()
    c = torch.full((M, N), float("nan")).half()
    args = (a, b, c, M, N, K, K, 1, N, 1, N, 1)
    kw = dict(BLOCK_SIZE_M=64, BLOCK_SIZE_N=64, BLOCK_SIZE_K=32, GROUP_SIZE_M=8, num_warps=4, num_stages=3)
    emu.run(tutorial_matmul, args, kw, arch, (2,), tmp_path)
    torch.testing.assert_close(c.float(), a.float() @ b.float(), atol=2e-2, rtol=2e-2)
