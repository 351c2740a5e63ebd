"""The cuda target compiles without a GPU: PTX for conformance kernels, checked (and assembled by
ptxas for sm_90a where it is installed)."""
import importlib
import json
import os
import re
import shutil
import subprocess

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import _C


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * stride + cols, mask=cols < n_cols, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * stride + cols, num / tl.sum(num, axis=0), mask=cols < n_cols)


@triton.jit
def argmax_kernel(x_ptr, out_ptr, N: tl.constexpr, M: tl.constexpr):
    r = tl.arange(0, M)[:, None]
    c = tl.arange(0, N)[None, :]
    tl.store(out_ptr + tl.arange(0, M), tl.argmax(tl.load(x_ptr + r * N + c), axis=1))


def _find_ptxas():
    import importlib.util
    import os
    found = os.environ.get("TRITON_PTXAS_PATH") or shutil.which("ptxas")
    if found:
        return found
    spec = importlib.util.find_spec("triton")  # upstream Triton wheels ship ptxas
    for loc in (spec.submodule_search_locations or []) if spec else []:
        cand = os.path.join(loc, "backends", "nvidia", "bin", "ptxas")
        if os.path.isfile(cand):
            return cand
    return None


def _assemble(ptx, tmp_path):
    """ptxas accepts the PTX for sm_90a (where ptxas is installed)."""
    ptxas = _find_ptxas()
    if ptxas:
        src = tmp_path / "k.ptx"
        src.write_text(ptx)
        r = subprocess.run([ptxas, "-arch=sm_90a", "-v", str(src), "-o", str(tmp_path / "k.cubin")], capture_output=True,
                           text=True)
        assert r.returncode == 0, r.stderr
        # ptxas serialises warp-group MMAs whose accumulators other instructions touch in flight
        assert "serialized" not in r.stdout + r.stderr, r.stdout + r.stderr


def _cuda_stages(kernel, *args, _arch=90, **kw):
    m = json.loads(kernel.message(*args, **kw))
    m["target"], m["arch"] = "cuda", _arch
    m["libdevice"] = importlib.import_module("triton_musa.runtime.driver").libdevice_path()
    return _C.compile_only(json.dumps(m))


def _cases():
    x = torch.zeros(64)
    return {
        "add": (add_kernel, (x, x, x, 4096), dict(BLOCK=1024)),
        "softmax": (softmax_kernel, (x, x, 1024, 1000), dict(BLOCK=1024, num_warps=8)),
        "argmax": (argmax_kernel, (x, torch.zeros(16, dtype=torch.int32)), dict(N=32, M=16)),
    }


@pytest.mark.parametrize("name", ["add", "softmax", "argmax"])
def test_ptx_for_sm90a(name, tmp_path):
    k, a, kw = _cases()[name]
    stages = _cuda_stages(k, *a, **kw)
    ptx = stages["ptx"]
    assert ".target sm_90a" in ptx and f".entry {k.__name__}" in ptx
    assert ".maxntid" in ptx
    if name == "add":
        # Aligned, contiguous fp32 accesses: one 128-bit access per thread.
        # masked: one predicated 128-bit load, no branch around it (as upstream emits it)
        assert re.search(r"@%p\d+ ld.global.v4.b32", ptx) and "st.global.v4.f32" in ptx
    if name != "add":
        assert "shfl.sync.bfly" in ptx and "bar.sync" in ptx
    _assemble(ptx, tmp_path)


@triton.jit
def erf_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.erf(tl.load(x_ptr + offs)))


@triton.jit
def exp64_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.exp(tl.load(x_ptr + offs)))


@pytest.mark.skipif(importlib.import_module("triton_musa.runtime.driver").libdevice_path() is None,
                    reason="no libdevice here")
@pytest.mark.parametrize("kernel,dtype", [(erf_kernel, torch.float32), (exp64_kernel, torch.float64)])
def test_libdevice_math_is_linked(kernel, dtype, tmp_path):
    ptx = _cuda_stages(kernel, torch.zeros(16, dtype=dtype), BLOCK=16)["ptx"]
    # Linked and inlined: no call to an undefined libdevice function is left.
    assert "__nv_" not in ptx and ".extern" not in ptx
    _assemble(ptx, tmp_path)


def test_missing_libdevice_is_a_clear_error(monkeypatch):
    import os
    if os.path.isfile("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"):
        pytest.skip("the CUDA toolkit's libdevice is installed here")
    for var in ("TRITON_LIBDEVICE_PATH", "CUDA_HOME", "CUDA_PATH"):
        monkeypatch.delenv(var, raising=False)
    m = json.loads(erf_kernel.message(torch.zeros(16), BLOCK=16))
    m["target"], m["arch"], m["libdevice"] = "cuda", 90, "/nonexistent/libdevice.10.bc"
    with pytest.raises(RuntimeError, match="libdevice.*/nonexistent/libdevice.10.bc.*TRITON_LIBDEVICE_PATH"):
        _C.compile_only(json.dumps(m))


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_dot_uses_mma_sync_and_disable_wmma_turns_it_off(dtype, tmp_path, monkeypatch):
    from test_dot import matmul_kernel
    monkeypatch.setenv("DISABLE_SQMMA", "1")  # the warp-level engine, as on sm_80
    h, x = torch.zeros(64, dtype=dtype), torch.zeros(64)
    args = (h, h, x, 128, 128, 128, 128, 1, 128, 1, 128, 1)
    ptx = _cuda_stages(matmul_kernel, *args, BM=64, BN=64, BK=32)["ptx"]
    kind = "f16" if dtype == torch.float16 else "bf16"
    assert f"mma.sync.aligned.m16n8k16.row.col.f32.{kind}.{kind}.f32" in ptx
    _assemble(ptx, tmp_path)
    monkeypatch.setenv("DISABLE_WMMA", "1")
    ptx = _cuda_stages(matmul_kernel, *args, BM=64, BN=64, BK=32)["ptx"]
    assert "mma.sync" not in ptx and "fma.rn.f32" in ptx


@pytest.mark.parametrize("precision", ["tf32", "ieee"])
def test_fp32_dot_takes_the_tf32_mma_unless_ieee(precision, tmp_path):
    from test_dot import matmul_acc_kernel
    x = torch.zeros(64)
    ptx = _cuda_stages(matmul_acc_kernel, x, x, x, 128, 128, 128, ACC=tl.float32, PRECISION=precision,
                       BM=32, BN=32, BK=16)["ptx"]
    if precision == "tf32":  # upstream's default for f32 operands
        assert "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32" in ptx
    else:
        assert "mma.sync" not in ptx and "fma.rn.f32" in ptx
    _assemble(ptx, tmp_path)


def test_f16_out_dtype_accumulates_in_f16_on_the_mma(tmp_path):
    from test_dot import matmul_acc_kernel
    h = torch.zeros(64, dtype=torch.float16)
    ptx = _cuda_stages(matmul_acc_kernel, h, h, h, 128, 128, 128, ACC=tl.float16, PRECISION=None,
                       BM=32, BN=32, BK=32)["ptx"]
    assert "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16" in ptx
    _assemble(ptx, tmp_path)


def test_batched_dot_compiles(tmp_path):
    from test_dot import batched_dot_kernel
    h = torch.zeros(64, dtype=torch.float16)
    ptx = _cuda_stages(batched_dot_kernel, h, h, torch.zeros(64), B=4, M=16, N=32, K=16, OUT=tl.float32)["ptx"]
    assert "fma.rn.f32" in ptx
    _assemble(ptx, tmp_path)


def test_column_major_tiles_are_read_and_written_by_vector_accesses(tmp_path):
    # The A operand (scaled, then cast) and the output are contiguous along their first
    # dimension: they are computed and stored transposed, by 128-bit accesses.
    from test_dot import column_major_dot_kernel
    h = torch.zeros(64, dtype=torch.float16)
    ptx = _cuda_stages(column_major_dot_kernel, h, h, torch.zeros(64), 64, 64, 64, BM=64, BN=64, BK=32)["ptx"]
    assert re.search(r"ld.global(.nc)?.v4", ptx) and "st.global.v4" in ptx
    assert "mma" in ptx
    _assemble(ptx, tmp_path)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_dot_uses_wgmma_on_sm90_and_disable_sqmma_falls_back_to_mma_sync(dtype, tmp_path, monkeypatch):
    from test_dot import matmul_kernel
    h, x = torch.zeros(64, dtype=dtype), torch.zeros(64)
    args = (h, h, x, 256, 256, 256, 256, 1, 256, 1, 256, 1)
    kind = "f16" if dtype == torch.float16 else "bf16"
    stages = _cuda_stages(matmul_kernel, *args, BM=128, BN=128, BK=64, num_warps=8)
    ptx = stages["ptx"]
    assert "tl.dot" in stages["mlir"] and "warp-group MMA (wgmma m64nNk16), warps 8x1" in stages["mlir"]
    # Three operand stages of A (128 x 64) and B (64 x 128) f16; the f32 result tile after the
    # loop reuses them.
    assert int(stages["shared"]) == 3 * (128 * 64 + 64 * 128) * 2
    # Two warp groups of 8 warps: one m64n128k16 per k16 step each, then one wait.
    assert ptx.count(f"wgmma.mma_async.sync.aligned.m64n128k16.f32.{kind}.{kind}") == 4, ptx
    assert "wgmma.wait_group.sync.aligned 0" in ptx
    # cp.async writes through the generic proxy and wgmma reads through the async one: a proxy
    # fence between the copies' wait and the MMAs (as upstream 3.9 emits for this kernel).
    loop = ptx[ptx.index("cp.async.wait_group"):]
    assert loop.index("fence.proxy.async") < loop.index("wgmma.mma_async"), ptx
    assert "mma.sync" not in ptx
    _assemble(ptx, tmp_path)
    monkeypatch.setenv("DISABLE_SQMMA", "1")
    ptx = _cuda_stages(matmul_kernel, *args, BM=128, BN=128, BK=64, num_warps=8)["ptx"]
    assert "wgmma" not in ptx and "mma.sync.aligned.m16n8k16" in ptx and "ldmatrix" in ptx
    _assemble(ptx, tmp_path)
    monkeypatch.delenv("DISABLE_SQMMA")
    monkeypatch.setenv("DISABLE_WMMA", "1")  # the warp-level engine off, the warp-group one stays
    ptx = _cuda_stages(matmul_kernel, *args, BM=128, BN=128, BK=64, num_warps=8)["ptx"]
    assert "wgmma.mma_async" in ptx and "mma.sync" not in ptx


@pytest.mark.parametrize("num_stages", [2, 3, 4, 5])
def test_wgmma_operands_arrive_by_async_copy_into_the_ring(num_stages, tmp_path, monkeypatch):
    from test_dot import matmul_kernel
    h, x = torch.zeros(64, dtype=torch.float16), torch.zeros(64)
    args = (h, h, x, 256, 256, 256, 256, 1, 256, 1, 256, 1)
    stages = _cuda_stages(matmul_kernel, *args, BM=128, BN=128, BK=64, num_warps=8, num_stages=num_stages)
    ptx = stages["ptx"]
    # num_stages stages of A and B, num_stages - 1 tiles copied ahead (the loop's only dot: its
    # copies follow its MMAs); no operand goes through registers.
    depth = num_stages - 1
    assert int(stages["shared"]) == num_stages * (128 * 64 + 64 * 128) * 2
    per_tile = (128 * 64 + 64 * 128) // 8 // 256  # 16-byte copies per thread for A and B
    assert ptx.count("cp.async.cg.shared.global") == per_tile * (depth + 1), ptx
    assert "ld.global" not in ptx
    # The loop waits for this tile with the later ones in flight, and for all after the loop.
    assert f"cp.async.wait_group {depth - 1};" in ptx and "cp.async.wait_group 0;" in ptx
    loop = _loop_body(ptx)
    assert loop.count("bar.sync") == 2 and "st.shared" not in loop
    assert loop.count("cp.async.cg.shared.global") == per_tile
    # Order: this tile's copies, barrier, MMAs, wait for the previous MMAs, barrier, copies of
    # the tile `depth` ahead into the stage those MMAs read.
    marks = [loop.index(f"cp.async.wait_group {depth - 1};"), loop.index("bar.sync"),
             loop.index("wgmma.mma_async"), loop.index("wgmma.wait_group.sync.aligned 1"),
             loop.rindex("bar.sync"), loop.index("cp.async.cg.shared.global"), loop.index("cp.async.commit_group")]
    assert marks == sorted(marks), marks
    _assemble(ptx, tmp_path)
    monkeypatch.setenv("DISABLE_ASYNC_COPY", "1")
    ptx = _cuda_stages(matmul_kernel, *args, BM=128, BN=128, BK=64, num_warps=8, num_stages=num_stages)["ptx"]
    assert "cp.async" not in ptx and "ld.global.v4" in ptx and "wgmma.mma_async" in ptx
    assert "fence.proxy.async.shared::cta" in _loop_body(ptx)


def test_async_copy_needs_aligned_contiguous_groups(tmp_path):
    # K of 90: a row of A starts 180 bytes after the last, so A cannot be copied in aligned
    # 16-byte pieces and goes through registers; B's rows (N = 256) still arrive by async copy.
    from test_dot import matmul_kernel
    h, x = torch.zeros(64, dtype=torch.float16), torch.zeros(64)
    ptx = _cuda_stages(matmul_kernel, h, h, x, 256, 256, 90, 90, 1, 256, 1, 256, 1, BM=128, BN=128, BK=64, num_warps=8)["ptx"]
    assert ptx.count("cp.async.cg.shared.global") == 3 * (64 * 128 // 8 // 256)  # 2 ahead + the loop's
    assert "ld.global" in ptx and "wgmma.mma_async" in ptx
    _assemble(ptx, tmp_path)


@pytest.mark.parametrize("BM,BN,D,num_warps,engine", [(16, 16, 16, 1, "mma.sync"), (64, 32, 64, 4, "wgmma"), (128, 64, 64, 8, "wgmma")])
def test_attention_compiles_on_the_matrix_engines(BM, BN, D, num_warps, engine, tmp_path):
    from test_attention import attn_fwd_kernel
    h = torch.zeros(64, dtype=torch.float16)
    stages = _cuda_stages(attn_fwd_kernel, h, h, h, h, 0.125, 256, D=D, BM=BM, BN=BN, num_warps=num_warps)
    assert stages["ptx"].count(engine) >= 2
    if engine == "wgmma":
        # s = q @ k^T stays in registers: its row max and sum are quad shuffles, not a tile in
        # shared memory read back; the running max and sum stay in the rows' registers, p is the
        # register A operand of the second MMA, q is staged once before the loop, and k and v
        # arrive by async copy: the loop body touches shared memory only through the copies,
        # with two barriers (before the MMAs, and before the refill of the stage iteration
        # i - 1 read).
        loop = _loop_body(stages["ptx"])
        assert "shfl.sync.bfly" in loop
        assert "st.shared" not in loop and "ld.shared" not in loop and "ld.global" not in loop
        assert loop.count("bar.sync") == 2 and loop.count("cp.async.cg.shared.global") >= 2
    _assemble(stages["ptx"], tmp_path)


def _loop_body(ptx):
    """The PTX between the first label that a later branch jumps back to and that branch."""
    import re
    for m in re.finditer(r"^(\$L__BB\d+_\d+):", ptx, re.M):
        back = re.search(r"bra(\.uni)?\s+" + re.escape(m.group(1)) + ";", ptx[m.end():])
        if back:
            return ptx[m.end():m.end() + back.start()]
    raise AssertionError("no loop in the PTX")


@triton.jit
def axpy_kernel(x_ptr, y_ptr, out_ptr, a, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, a * tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


def test_enable_fp_fusion_contracts_multiply_add(tmp_path, monkeypatch):
    x = torch.zeros(64)
    ptx = _cuda_stages(axpy_kernel, x, x, x, 2.0, 4096, BLOCK=1024)["ptx"]
    assert "fma.rn.f32" in ptx
    _assemble(ptx, tmp_path)
    off = _cuda_stages(axpy_kernel, x, x, x, 2.0, 4096, BLOCK=1024, enable_fp_fusion=False)["ptx"]
    assert "fma.rn.f32" not in off and "mul.rn.f32" in off and "add.rn.f32" in off


def test_maxnreg_caps_the_registers_in_the_ptx(tmp_path):
    x = torch.zeros(64)
    ptx = _cuda_stages(add_kernel, x, x, x, 4096, BLOCK=1024, maxnreg=64)["ptx"]
    assert ".maxnreg 64" in ptx
    assert ".maxnreg" not in _cuda_stages(add_kernel, x, x, x, 4096, BLOCK=1024)["ptx"]
    _assemble(ptx, tmp_path)


@triton.jit
def div_kernel(x_ptr, y_ptr, o_ptr, MODE: tl.constexpr):
    offs = tl.arange(0, 32)
    x = tl.load(x_ptr + offs)
    y = tl.load(y_ptr + offs)
    if MODE == "true":
        r = x / y
    elif MODE == "rn":
        r = tl.math.div_rn(x, y)
    else:
        r = x // y
    tl.store(o_ptr + offs, r)


@pytest.mark.parametrize("mode,instr", [("true", "rcp.approx.ftz.f32"), ("rn", "div.rn.f32"), ("floor", "div.rn.f32")])
def test_f32_division_as_upstream(mode, instr):
    # `/` is a fast full-range division (a scaled approximate reciprocal, as upstream's
    # div.full.f32); div_rn and the floor of `//` round as IEEE says.
    x = torch.zeros(32)
    ptx = _cuda_stages(div_kernel, x, x, x, MODE=mode)["ptx"]
    assert instr in ptx
    other = {"rcp.approx.ftz.f32": "div.rn.f32", "div.rn.f32": "rcp.approx"}[instr]
    assert other not in ptx


@triton.jit
def table_ptr_copy_kernel(table, out, HINT: tl.constexpr, BLOCK: tl.constexpr):
    # The source address comes from memory (as in upstream's grouped GEMM): nothing is known
    # of its alignment unless the kernel asserts it.
    src = tl.load(table).to(tl.pointer_type(tl.float16))
    offs = tl.arange(0, BLOCK)
    ptrs = src + offs
    if HINT:
        tl.multiple_of(ptrs, 16)  # result discarded: the fact still holds for `ptrs`
    tl.store(out + offs, tl.load(ptrs))


def test_multiple_of_on_a_table_loaded_pointer_gives_vector_loads(tmp_path):
    t, h = torch.zeros(4, dtype=torch.int64), torch.zeros(64, dtype=torch.float16)
    plain = _cuda_stages(table_ptr_copy_kernel, t, h, HINT=False, BLOCK=1024)["ptx"]
    hinted = _cuda_stages(table_ptr_copy_kernel, t, h, HINT=True, BLOCK=1024)["ptx"]
    vector = r"ld.global(.nc)?.v4.b32"
    assert not re.search(vector, plain) and re.search(vector, hinted), hinted
    _assemble(hinted, tmp_path)


def test_multiple_of_on_carried_pointer_tiles_feeds_the_async_copy_ring(tmp_path):
    from test_dot import table_ptr_gemm_kernel
    t, h = torch.zeros(4, dtype=torch.int64), torch.zeros(64, dtype=torch.float16)
    kw = dict(BM=128, BN=128, BK=64, num_warps=8, num_stages=3)
    plain = _cuda_stages(table_ptr_gemm_kernel, t, h, 256, h, h, HINT=False, **kw)["ptx"]
    hinted = _cuda_stages(table_ptr_gemm_kernel, t, h, 256, h, h, HINT=True, **kw)["ptx"]
    assert "cp.async" not in plain
    assert "cp.async.cg.shared.global" in hinted and "wgmma.mma_async" in hinted
    _assemble(hinted, tmp_path)


@triton.jit
def wrapped_offsets_kernel(x_ptr, out_ptr, M, HINT: tl.constexpr, BLOCK: tl.constexpr):
    # Upstream tutorial 09's spelling: `% M` wrapped offsets, then the facts restored by hints.
    offs = (tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)) % M
    if HINT:
        offs = tl.max_contiguous(tl.multiple_of(offs, BLOCK), BLOCK)
    tl.store(out_ptr + tl.program_id(0) * BLOCK + tl.arange(0, BLOCK), tl.load(x_ptr + offs))


def test_max_contiguous_restores_vector_loads_of_wrapped_offsets(tmp_path):
    x = torch.zeros(64)
    plain = _cuda_stages(wrapped_offsets_kernel, x, x, 1000, HINT=False, BLOCK=512)["ptx"]
    hinted = _cuda_stages(wrapped_offsets_kernel, x, x, 1000, HINT=True, BLOCK=512)["ptx"]
    vector = r"ld.global(.nc)?.v4"
    assert not re.search(vector, plain) and re.search(vector, hinted), hinted
    _assemble(hinted, tmp_path)


def test_consecutive_loops_share_their_shared_memory(tmp_path):
    # Each loop's operand ring (3 stages of A and B) is released when it ends; the second loop
    # and the epilogues reuse it. The kernel needs one loop's ring, not two.
    from test_dot import two_loop_kernel
    h = torch.zeros(64, dtype=torch.float16)
    stages = _cuda_stages(two_loop_kernel, h, h, h, h, h, 256, BM=128, BN=128, BK=64, num_warps=8, num_stages=3)
    ring = 3 * (128 * 64 + 64 * 128) * 2
    assert stages["ptx"].count("cp.async.cg.shared.global") >= 2 and "wgmma.mma_async" in stages["ptx"]
    assert int(stages["shared"]) == ring, int(stages["shared"])
    _assemble(stages["ptx"], tmp_path)


@triton.jit
def _strided_rows_copy(x_ptr, y_ptr, stride, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    tl.store(y_ptr + rm[:, None] * BN + rn[None, :], tl.load(x_ptr + rm[:, None] * stride + rn[None, :]))


@pytest.mark.parametrize("stride,wide", [(90, False), (96, True)])
def test_rows_of_an_odd_stride_are_not_read_as_vectors(stride, wide, tmp_path):
    # Row i starts at i * stride elements: with stride 90 (fp16) row 1 is 180 bytes in, so no
    # 16-byte access may span a row's start, whatever the program's first row.
    h = torch.zeros(64, dtype=torch.float16)
    ptx = _cuda_stages(_strided_rows_copy, h, h, stride, BM=32, BN=64, num_warps=4)["ptx"]
    assert ("ld.global.v4" in ptx) == wide
    _assemble(ptx, tmp_path)


def test_a_transposed_load_read_by_two_dots_is_loaded_once_as_vectors(tmp_path):
    # tutorial 06's backward: qT feeds dot(k, qT) and dot(dsT, tl.trans(qT))
    from test_attention import attn_bwd_dkdv_kernel
    h, f = torch.zeros(64, dtype=torch.float16), torch.zeros(64)
    st = _cuda_stages(attn_bwd_dkdv_kernel, h, h, h, h, f, f, f, f, 4096, BLOCK_M=32, BLOCK_N=128, HEAD_DIM=64,
                      num_warps=4, num_stages=3)
    loop = _loop_body(st["ptx"])
    assert "ld.global.b16" not in st["ptx"] and "ld.global.u16" not in st["ptx"]
    assert loop.count("wgmma.mma_async") >= 4
    _assemble(st["ptx"], tmp_path)


def test_tiles_read_by_two_dots_share_one_async_copy_ring(tmp_path):
    # Upstream tutorial 06's dK/dV loop: q and do are each read by two warp-group dots, once
    # directly and once through tl.trans. Both come from one ring stage (the copy unit writes
    # it, both MMAs read it with their own majorness): no register staging. As upstream, the
    # ring of num_stages stages keeps num_stages - 1 iterations' copies in flight: the refill
    # follows the first dot's MMA wait and a second barrier, when iteration i - 1's stage is free.
    # The row statistics m and Di ride the same ring (16-byte copies, read from the iteration's
    # stage after the first dot): no global load waits inside the loop.
    from test_attention import attn_bwd_dkdv_kernel
    h, x = torch.zeros(64, dtype=torch.float16), torch.zeros(64)
    for num_stages in (3, 5):
        stages = _cuda_stages(attn_bwd_dkdv_kernel, h, h, h, h, x, x, x, x, 128, BLOCK_M=32, BLOCK_N=64,
                              HEAD_DIM=64, num_warps=4, num_stages=num_stages)
        ptx, loop = stages["ptx"], _loop_body(stages["ptx"])
        assert loop.count("wgmma.mma_async") == 12
        copies = 2 * (32 * 64 * 2 // 16 // 128)  # q and do, 16 B a thread
        assert loop.count("cp.async.cg.shared.global") == copies
        assert ptx[:ptx.index(loop)].count("cp.async.commit_group") == num_stages - 1
        assert f"cp.async.wait_group {num_stages - 2};" in loop
        assert "st.shared" not in loop and loop.count("bar.sync") == 2
        first_wait = loop.index("wgmma.wait_group")
        assert loop.index("cp.async.cg.shared.global") > loop.index("bar.sync", first_wait)
        # two vector copies per stage filled (the in-loop ones may sit in a block of their own)
        assert ptx.count("cp.async.ca.shared.global") == 2 * num_stages
        assert "ld.global" not in ptx[ptx.index("cp.async.commit_group"):]
        assert int(stages["shared"]) >= num_stages * (2 * 32 * 64 * 2 + 2 * 32 * 4)
        _assemble(ptx, tmp_path)


def test_tiles_converted_before_a_loop_add_no_barrier_to_its_iterations(tmp_path):
    # m is read in the accumulator's rows, so it is stored to shared memory where it is
    # loaded, before the loop: the iterations write nothing and need only the ring's two
    # barriers (the store counted as the loop's ended every iteration with a third).
    from test_attention import rows_before_loop_kernel
    h, x = torch.zeros(64, dtype=torch.float16), torch.zeros(64)
    stages = _cuda_stages(rows_before_loop_kernel, h, h, x, x, 4096, BLOCK_M=128, BLOCK_N=32, D=64,
                          num_warps=4, num_stages=3)
    loop = _loop_body(stages["ptx"])
    assert loop.count("wgmma.mma_async") == 12 and "st.shared" not in loop
    assert loop.count("bar.sync") == 2, loop
    _assemble(stages["ptx"], tmp_path)
    # Two such loops: the first's conversion is released with its shared memory, and the
    # second converts the tile again where it was defined, without lowering the kernel twice.
    stages = _cuda_stages(rows_before_loop_kernel, h, h, x, x, 4096, BLOCK_M=128, BLOCK_N=32, D=64, PASSES=2,
                          num_warps=4, num_stages=3)
    assert stages["lowerings"] == "1" and stages["ptx"].count("wgmma.mma_async") == 24


@pytest.mark.parametrize("arch", [80, 90])
def test_tiles_read_outside_their_slots_convert_without_lowering_again(arch, tmp_path):
    # Attention at 16×16 tiles with one warp reads its accumulator and its row maxima and sums
    # outside their slots (no warp-group MMA there); the column-major dot's loop result is read
    # transposed; the backward's dK/dV loop reads q and do through two dots each.
    from test_attention import attn_bwd_dkdv_kernel, attn_fwd_kernel
    from test_dot import column_major_dot_kernel
    h, x = torch.zeros(64, dtype=torch.float16), torch.zeros(64)
    cases = [
        (attn_fwd_kernel, (h, h, h, h, 0.125, 256), dict(D=16, BM=16, BN=16, num_warps=1)),
        (column_major_dot_kernel, (h, h, x, 64, 64, 64), dict(BM=64, BN=64, BK=32)),
        (attn_bwd_dkdv_kernel, (h, h, h, h, x, x, x, x, 128), dict(BLOCK_M=32, BLOCK_N=64, HEAD_DIM=64)),
    ]
    for kernel, args, kw in cases:
        stages = _cuda_stages(kernel, *args, _arch=arch, **kw)
        assert stages["lowerings"] == "1", f"{kernel.__name__} on sm_{arch}: lowered {stages['lowerings']} times"
        if arch == 90:
            _assemble(stages["ptx"], tmp_path)


@pytest.mark.parametrize("style", ["tutorial", "recomputed", "transposed_b"])
@pytest.mark.parametrize("config", [(128, 256, 64, 8, 3), (128, 128, 64, 4, 4), (64, 256, 32, 4, 4)],
                         ids=lambda c: "x".join(map(str, c)))
def test_warp_group_mma_loops_are_not_serialised_by_ptxas(style, config, tmp_path):
    """Only the MMAs define the accumulator registers until the wait after the loop: where the
    zero-trip path's zeros reached that wait, ptxas serialised every MMA of the loop (C7515;
    tutorial 03 at 128x256x64 ran at 543 TFLOP/s on an H100 instead of 643)."""
    from test_matmul_styles import STYLES
    ptxas = _find_ptxas()
    if not ptxas:
        pytest.skip("needs ptxas (upstream Triton's wheel or the CUDA toolkit)")
    bm, bn, bk, warps, stages = config
    x = torch.zeros((64, 64), dtype=torch.float16)
    n = 4096
    stages_out = _cuda_stages(STYLES[style], x, x, x, n, n, n, n, 1, 1 if style == "transposed_b" else n,
                              n if style == "transposed_b" else 1, n, 1, BLOCK_SIZE_M=bm, BLOCK_SIZE_N=bn,
                              BLOCK_SIZE_K=bk, GROUP_SIZE_M=8, num_warps=warps, num_stages=stages)
    ptx = stages_out["ptx"]
    assert "wgmma.mma_async" in ptx
    # the fp16 epilogue reads its (padded) staging tile back as 16-byte vectors
    assert "ld.shared.v4" in ptx and not re.search(r"ld\.shared\.[bu]16", ptx)
    src = tmp_path / "k.ptx"
    src.write_text(ptx)
    r = subprocess.run([ptxas, "-arch=sm_90a", "-v", str(src), "-o", str(tmp_path / "k.cubin")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "serialized" not in r.stdout + r.stderr, r.stdout + r.stderr
    cuobjdump = os.path.join(os.path.dirname(ptxas), "cuobjdump")
    if os.path.isfile(cuobjdump):
        sass = subprocess.run([cuobjdump, "-sass", str(tmp_path / "k.cubin")], capture_output=True, text=True).stdout
        # descriptors are warp-uniform: nothing moves them into uniform registers between a
        # k-tile's MMAs (it did while they were built from the thread id)
        between = re.findall(r"HGMMA[^\n]*\n(?=((?:(?!HGMMA)[^\n]*\n)*?)[^\n]*HGMMA)", sass)
        assert between and not any("R2UR" in b for b in between), sass


@pytest.mark.parametrize("style", ["tutorial", "recomputed"])
@pytest.mark.parametrize("config", [(64, 32, 32, 2, 5), (32, 64, 32, 2, 5)], ids=lambda c: "x".join(map(str, c)))
def test_warp_level_dots_read_their_operands_from_the_copy_ring(style, config):
    """Tutorial 03's 2-warp configs take mma.sync: its operands are copied by cp.async into
    swizzled ring stages and read with ldmatrix, with no operand stored from registers."""
    from test_matmul_styles import STYLES
    bm, bn, bk, warps, stages = config
    x = torch.zeros((64, 64), dtype=torch.float16)
    n = 4096
    out = _cuda_stages(STYLES[style], x, x, x, n, n, n, n, 1, n, 1, n, 1, BLOCK_SIZE_M=bm, BLOCK_SIZE_N=bn,
                       BLOCK_SIZE_K=bk, GROUP_SIZE_M=8, num_warps=warps, num_stages=stages)
    ptx = out["ptx"]
    assert "mma.sync.aligned.m16n8k16" in ptx and "wgmma" not in ptx
    # a ring of `stages` stages of A and B, nothing else in shared memory
    assert int(out["shared"]) == stages * (bm * bk + bk * bn) * 2
    body = _loop_body(ptx)
    assert f"cp.async.wait_group {stages - 2};" in body
    assert body.count("cp.async.cg.shared.global") == (bm * bk + bk * bn) // (8 * 32 * warps)
    assert "ldmatrix" in body and "st.shared" not in body


def test_ring_copies_use_immediate_offsets_and_their_mask_as_predicate():
    """Tutorial 03's 128x256x64 kernel: the copies of one operand share a base register and differ
    by constants (one per unrolled step), and a masked copy takes the mask as its ignore-src
    predicate instead of a source size."""
    from test_matmul_styles import STYLES
    x = torch.zeros((64, 64), dtype=torch.float16)
    n = 4096
    ptx = _cuda_stages(STYLES["tutorial"], x, x, x, n, n, n, n, 1, n, 1, n, 1, BLOCK_SIZE_M=128, BLOCK_SIZE_N=256,
                       BLOCK_SIZE_K=64, GROUP_SIZE_M=8, num_warps=8, num_stages=3)["ptx"]
    copies = re.findall(r"cp\.async\.cg\.shared\.global \[(%rd\d+)\], \[%rd\d+\], 16, (%p\d+|%r\d+|16);",
                        _loop_body(ptx))
    assert len(copies) == 12, copies  # A 128x64 and B 64x256 over 256 threads, 16 bytes each
    assert all(p.startswith("%p") for _, p in copies), copies
    # each copy address is a constant away from one base per operand (A's and B's)
    adds = dict(re.findall(r"add\.s64 \t(%rd\d+), (%rd\d+), \d+;", ptx))
    bases = {adds.get(dst, dst) for dst, _ in copies}
    assert len(bases) == 2, (bases, copies)
