"""MUSA's tensor-memory engine (TME) on mp_31, at the IR level (no MUSA GPU here): blocks of
descriptors the host made (``TensorDescriptor`` arguments, ``create_*d_tma_descriptor``) are
copied into shared memory by ``llvm.musa.tme.ld.tile.Nd`` under FlagTree's async-barrier protocol
(musa-mma-facts.md §3); everything else, and ``DISABLE_TME=1``, reads them as masked loads. The
launch side (the encoded descriptor reaching the kernel) is in test_musa_toolkit.py."""
import json
import re
import shutil
import subprocess

import pytest
import torch

from helpers import require
from test_descriptors import (copy_1d_desc, copy_1d_experimental, copy_3d_desc, mm_device_desc, mm_experimental,
                              mm_host_desc)
from triton_musa import _C
from triton_musa.tools.experimental_descriptor import create_1d_tma_descriptor, create_2d_tma_descriptor
from triton_musa.tools.tensor_descriptor import TensorDescriptor

pytestmark = pytest.mark.compiled


def musa_ir(kernel, args, kw, arch=31, **settings):
    m = json.loads(kernel.message(*args, **kw))
    m["target"], m["arch"], m["libdevice"] = "musa", arch, None
    if settings:
        m["settings"] = {k: str(v) for k, v in settings.items()}
    return _C.compile_only(json.dumps(m))


def assemble(text, tmp_path, tools=(("llvm-as-14", ["-opaque-pointers"]), ("llvm-as-19", []))):
    """LLVM 14 and 19 accept the IR handed to the toolkit (LLVM 19 also runs the verifier)."""
    src = tmp_path / "k.ll"
    src.write_text(text)
    for tool, flags in tools:
        path = shutil.which(tool)
        require(f"{tool} (for the MUSA IR checks)", path)
        r = subprocess.run([path, *flags, str(src), "-o", str(tmp_path / "k.bc")], capture_output=True, text=True)
        assert r.returncode == 0, f"{tool} rejected the IR:\n{r.stderr}"


def gemm_args(M=256, N=128, K=192, BM=64, BN=64, BK=32):
    a = torch.zeros(M, K, dtype=torch.float16)
    b = torch.zeros(K, N, dtype=torch.float16)
    c = torch.zeros(M, N, dtype=torch.float16)
    descs = (TensorDescriptor.from_tensor(a, [BM, BK]), TensorDescriptor.from_tensor(b, [BK, BN]),
             TensorDescriptor.from_tensor(c, [BM, BN]))
    return (*descs, K), dict(BM=BM, BN=BN, BK=BK, num_warps=4)


# barrier, shared destination, descriptor address, extents, position, then FlagTree's defaults: no
# swizzle, 256-byte stride and line, no prefetch, normal persistence, new L2 allocation
TME_CALL = re.compile(r"call void @llvm\.musa\.tme\.ld\.tile\.(\d)d\(i32 (\d+), ptr addrspace\(3\) "
                      r"(?:@global_smem|getelementptr \(i8, ptr addrspace\(3\) @global_smem, i32 \d+\)), i64 %\w+, "
                      r"(.+?), (i32 0, i32 3, i32 1, i32 0, i32 2, i32 2, i32 0)\)")


def tme_loads(llir):
    """(rank, barrier id, block-extent text) of each TME load, checking the protocol around it."""
    out = []
    lines = llir.splitlines()
    for i, line in enumerate(lines):
        m = TME_CALL.search(line)
        if not m:
            continue
        rank, bar = int(m.group(1)), m.group(2)
        before = "\n".join(lines[max(0, i - 12):i])
        after = "\n".join(lines[i + 1:i + 12])
        # armed for one arrival in phase 0 with the block's bytes, issued by one thread, waited on by all
        assert f"@llvm.musa.async.init.arrival(i32 {bar}, i32 1, i32 0)" in before, before
        assert f"@llvm.musa.async.add.trans(i32 {bar}, i32 " in before, before
        assert "@llvm.musa.barrier0()" in before, before
        assert f"@llvm.musa.async.arrive.none.phaseid(i32 {bar})" in after, after
        assert f"@llvm.musa.async.wait(i32 {bar}, i32 0)" in after, after
        out.append((rank, int(bar), m.group(3)))
    return out


def test_host_descriptor_gemm_reads_its_tiles_through_tme(tmp_path):
    args, kw = gemm_args()
    out = musa_ir(mm_host_desc, args, kw)
    llir = out["llir"]
    loads = tme_loads(llir)
    # A [64 x 32] and B [32 x 64] fp16 tiles; extents innermost first; distinct barriers after id 1
    # (the async copies' own)
    assert [(r, b) for r, b, _ in loads] == [(2, 2), (2, 3)]
    assert "<2 x i32> <i32 32, i32 64>" in loads[0][2] and "<2 x i32> <i32 64, i32 32>" in loads[1][2]
    assert "@llvm.musa.async.add.trans(i32 2, i32 4096)" in llir
    assert "call void @llvm.musa.async.bar.record(i32 3)" in llir
    # the descriptor arrives as a pointer argument after the user's (FlagTree's device-pointer ABI)
    assert "__tm_tensormap_a_desc" in out["ttir"] and "descriptor_load %a_desc[" in out["ttir"]
    assert "@llvm.musa.sqmma" in llir or "@llvm.musa.wmma" in llir or ".mma(" in llir
    assemble(llir, tmp_path)
    # the same module as LLVM 19 prints it after O3
    assemble(out["llir_llvm19"], tmp_path, tools=(("llvm-as-19", []),))


def test_the_documentation_spelling_reads_through_tme_too(tmp_path):
    a = torch.zeros(128, 96, dtype=torch.float16)
    descs = [create_2d_tma_descriptor(a.data_ptr(), 128, 96, r, c, 2) for r, c in ((64, 32), (32, 64), (64, 64))]
    llir = musa_ir(mm_experimental, (*descs, 96), dict(BM=64, BN=64, BK=32))["llir"]
    assert [r for r, _, _ in tme_loads(llir)] == [2, 2]
    assemble(llir, tmp_path)


def test_one_and_three_dimensional_blocks(tmp_path):
    x = torch.zeros(1000)
    llir = musa_ir(copy_1d_desc, (TensorDescriptor.from_tensor(x, [64]), TensorDescriptor.from_tensor(x, [64])),
                   dict(B=64))["llir"]
    (rank, _, dims), = tme_loads(llir)
    assert rank == 1 and dims.startswith("i32 64, i32 ")  # rank 1 takes scalar extents
    assemble(llir, tmp_path)
    llir = musa_ir(copy_1d_experimental, (create_1d_tma_descriptor(x.data_ptr(), 1000, 64, 4),) * 2, dict(B=64))["llir"]
    assert [r for r, _, _ in tme_loads(llir)] == [1]
    y = torch.zeros(5, 9, 12)
    d = TensorDescriptor.from_tensor(y, [2, 4, 8])
    llir = musa_ir(copy_3d_desc, (d, d), dict(B0=2, B1=4, B2=8))["llir"]
    (rank, _, dims), = tme_loads(llir)
    assert rank == 3 and dims.startswith("<3 x i32> <i32 8, i32 4, i32 2>")
    assemble(llir, tmp_path)


@pytest.mark.parametrize("why", ["DISABLE_TME", "mp_22", "debug", "device-side", "narrow rows"])
def test_masked_loads_where_the_engine_does_not_apply(why, tmp_path):
    args, kw = gemm_args()
    kernel, arch, settings = mm_host_desc, 31, {}
    if why == "DISABLE_TME":
        settings = {"DISABLE_TME": 1}
    elif why == "mp_22":
        arch = 22  # TME is PH1-only
    elif why == "debug":
        kw["debug"] = True  # every access checked, as masked loads
    elif why == "device-side":
        x = torch.zeros(64, 64, dtype=torch.float16)
        kernel, args, kw = mm_device_desc, (x, x, x, 64, 64, 64), dict(BM=64, BN=64, BK=32)
    else:
        args, kw = gemm_args(BK=8)  # A's rows are 16 bytes, under the engine's 32
    out = musa_ir(kernel, args, kw, arch=arch, **settings)
    llir = out["llir"]
    if why == "narrow rows":
        assert [r for r, _, _ in tme_loads(llir)] == [2]  # B's 128-byte rows still qualify
        return
    assert "tme.ld" not in llir and "async.bar.record" not in llir and "__tm_tensormap" not in out["ttir"]
    assemble(llir, tmp_path)


def test_tme_gemm_computes_the_product_under_the_documented_semantics(tmp_path):
    """The emitted mp_31 IR run on the CPU by tests/musa_emulator (TME, async barriers and SQMMA
    emulated from musa-mma-facts.md): ragged edges read as zeros, the product matches torch."""
    import ctypes
    import musa_emulator as emu
    M, N, K, BM, BN, BK = 96, 80, 72, 64, 64, 32
    torch.manual_seed(0)
    a = torch.randn(M, K, dtype=torch.float16)
    b = torch.randn(K, N, dtype=torch.float16)
    c = torch.zeros(M, N, dtype=torch.float16)
    descs = (TensorDescriptor.from_tensor(a, [BM, BK]), TensorDescriptor.from_tensor(b, [BK, BN]),
             TensorDescriptor.from_tensor(c, [BM, BN]))
    kw = dict(BM=BM, BN=BN, BK=BK, num_warps=4)
    llir = emu.musa_ir(mm_host_desc, (*descs, K), kw, 31)["llir_llvm19"]
    assert len(tme_loads(llir)) == 2
    lib = emu.build(llir, tmp_path)
    # what the launch does on a MUSA machine: encode each read descriptor (innermost dimension
    # first, byte pitches) into 64 bytes and pass their address after the user's arguments
    encoded = []
    for t in (a, b):
        buf = (ctypes.c_uint64 * 8)()
        dims = (ctypes.c_uint64 * 2)(t.shape[1], t.shape[0])
        pitches = (ctypes.c_uint64 * 1)(t.stride(0) * t.element_size())
        rc = lib.muTensorDescriptorEncode(buf, 3, 2, ctypes.c_void_p(t.data_ptr()), dims, pitches, 0,
                                          ctypes.c_uint64(0))
        assert rc == 0
        encoded.append(buf)
    words = []
    for d in descs:
        words += [d.base.data_ptr(), *d.shape, *d.strides]
    words += [K, *(ctypes.addressof(e) for e in encoded)]
    argv = (ctypes.c_uint64 * len(words))(*words)
    assert lib.emul_run(triton_cdiv(M, BM), triton_cdiv(N, BN), 1, 128, 32, argv) == 0
    torch.testing.assert_close(c.float(), a.float() @ b.float(), atol=5e-2, rtol=2e-2)


def triton_cdiv(x, y):
    return (x + y - 1) // y
