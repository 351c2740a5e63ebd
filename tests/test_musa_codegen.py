"""The musa target at the IR level (no MUSA GPU or toolkit here): the conformance kernels compile
to MTGPU LLVM IR for arch 21, 22 and 31; Debian's LLVM 14 assembler reads it (opaque pointers)
and LLVM 19's verifier accepts it; golden checks pin the MTGPU conventions."""
import json
import re
import shutil
import subprocess

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from triton_musa import _C
from helpers import require

from test_cuda_codegen import add_kernel, argmax_kernel, softmax_kernel
from test_dot import matmul_kernel
from test_reductions import chunked_sum_kernel, layernorm_fwd_kernel, row_arg_kernel, tile_reduce_kernel

ARCHS = [21, 22, 31]
WARP = {21: 128, 22: 128, 31: 32}


@triton.jit
def math_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=1.0)
    y = tl.exp(x) + tl.log(x) + tl.sin(x) + tl.erf(x) + tl.sqrt(x) + tl.maximum(x, 0.5)
    tl.store(y_ptr + offs, y, mask=m)


@triton.jit
def int_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=1)
    y = tl.where(x > 3, x // 3, x % 5) + tl.minimum(x, 7)
    tl.store(y_ptr + offs, y.to(tl.int64), mask=m)


def _cases():
    x = torch.zeros(64)
    h = torch.zeros(64, dtype=torch.float16)
    i = torch.zeros(64, dtype=torch.int32)
    return {
        "add": (add_kernel, (x, x, x, 4096), dict(BLOCK=1024)),
        "add_fp16": (add_kernel, (h, h, h, 4096), dict(BLOCK=1024)),
        "softmax": (softmax_kernel, (x, x, 1024, 1000), dict(BLOCK=1024, num_warps=8)),
        "layernorm": (layernorm_fwd_kernel, (h, h, h, h, x, x, 4096, 4096, 1e-5), dict(BLOCK=1024, num_warps=8)),
        "chunked_sum": (chunked_sum_kernel, (x, x, 100000), dict(BLOCK=1024)),
        "row_arg": (row_arg_kernel, (x, i, i, x, 37, 37), dict(BLOCK=64)),
        "tile_reduce": (tile_reduce_kernel, (x, x, x, x, i, 70, 50, 50), dict(BM=16, BN=64)),
        "argmax": (argmax_kernel, (x, i), dict(N=32, M=16)),
        "math": (math_kernel, (x, x, 1000), dict(BLOCK=256)),
        "int": (int_kernel, (i, torch.zeros(64, dtype=torch.int64), 1000), dict(BLOCK=256)),
        "matmul_fp16": (matmul_kernel, (h, h, x, 100, 100, 100, 100, 1, 100, 1, 100, 1), dict(BM=32, BN=32, BK=16)),
    }


def musa_stages(kernel, args, kw, arch):
    m = json.loads(kernel.message(*args, **kw))
    # on a GPU machine the message names that GPU's libdevice: MUSA's is found by the compiler
    m["target"], m["arch"], m["libdevice"] = "musa", arch, None
    return _C.compile_only(json.dumps(m))


def _tool(name):
    path = shutil.which(name)
    require(f"{name} (for the MUSA IR checks)", path)
    return path


def _assemble(text, tmp_path, tool, *flags):
    src = tmp_path / "k.ll"
    src.write_text(text)
    r = subprocess.run([_tool(tool), *flags, str(src), "-o", str(tmp_path / "k.bc")], capture_output=True, text=True)
    assert r.returncode == 0, f"{tool} rejected the IR:\n{r.stderr}"


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("name", list(_cases()))
def test_llvm14_and_llvm19_accept_the_ir(name, arch, tmp_path):
    k, a, kw = _cases()[name]
    llir = musa_stages(k, a, kw, arch)["llir"]
    _assemble(llir, tmp_path, "llvm-as-14", "-opaque-pointers")
    _assemble(llir, tmp_path, "llvm-as-19")  # runs the verifier
    # Nothing LLVM 14 would misread, nothing of another target.
    for banned in (" nneg ", " disjoint ", "memory(", "splat (", "llvm.minimum", "llvm.maximum", "llvm.nvvm",
                   "llvm.masked.", "target triple", "range("):
        assert banned not in llir, banned


@pytest.mark.parametrize("arch", ARCHS)
def test_kernel_abi_and_annotations(arch):
    k, a, kw = _cases()["softmax"]
    llir = musa_stages(k, a, kw, arch)["llir"]
    threads = 8 * WARP[arch]
    assert 'target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64' in llir
    assert re.search(r"^define cc 102 void @softmax_kernel\(", llir, re.M), "the MTGPU_KERNEL calling convention"
    assert "!musa.annotations = !{" in llir
    assert '!{ptr @softmax_kernel, !"kernel", i32 1}' in llir
    assert f'!{{ptr @softmax_kernel, !"maxntidx", i32 {threads}}}' in llir
    # The kernel is the only external definition.
    defs = re.findall(r"^define (\w+ )?", llir, re.M)
    assert len(defs) == 1
    for sreg in ("tid.x", "ctaid.x"):
        assert f"@llvm.musa.read.ptx.sreg.{sreg}()" in llir
    assert "@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16" in llir
    assert "call void @llvm.musa.syncthreads.lm()" in llir


@pytest.mark.parametrize("arch", ARCHS)
def test_warp_shuffles_follow_the_warp_size(arch):
    k, a, kw = _cases()["softmax"]
    llir = musa_stages(k, a, kw, arch)["llir"]
    width = WARP[arch]
    clamp = ((128 - width) << 7) | (width - 1)
    shuffles = re.findall(r"call i32 @llvm\.musa\.shfl\.xor\.sync\.i32\(i32 %\d+, i32 (\d+), i32 (\d+), "
                          r"ptr addrspace\(5\) null\)", llir)
    assert shuffles, "xor shuffles with the null predicate pointer"
    assert {int(c) for _, c in shuffles} == {clamp}
    # A butterfly over the whole warp: the first offset is half the warp.
    assert max(int(o) for o, _ in shuffles) == width // 2


@pytest.mark.parametrize("arch", [22, 31])
def test_accesses_are_at_most_128_bits_and_masks_are_branches(arch):
    k, a, kw = _cases()["add"]
    llir = musa_stages(k, a, kw, arch)["llir"]
    loads = re.findall(r"load <(\d+) x float>, ptr addrspace\(1\)", llir)
    stores = re.findall(r"store <(\d+) x float>", llir)
    # 1024 elements over 4 warps: 128-bit groups while the tile covers the block (512 threads
    # of 128-wide warps leave 2 elements each).
    threads = 4 * WARP[arch]
    vec = min(4, 1024 // threads)
    assert loads and stores and {int(n) for n in loads + stores} == {vec}
    assert len(loads) == 2 * (1024 // (vec * threads))
    assert "br i1" in llir


def test_libdevice_names_mix_nv_and_mt():
    k, a, kw = _cases()["math"]
    llir = musa_stages(k, a, kw, 31)["llir"]
    assert "@__mt_log_f32(float)" in llir and "@__mt_erf_f32(float)" in llir
    assert "@__nv_sinf(float)" in llir
    assert "@llvm.exp2.f32" in llir  # exp(x) as exp2(x * log2 e)
    assert "@llvm.maxnum.f32" in llir or "fcmp" in llir


@triton.jit
def libdevice_kernel(x32_ptr, x64_ptr, y32_ptr, y64_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(x32_ptr + offs)
    b = tl.load(x64_ptr + offs)
    tl.store(y32_ptr + offs, tl.rsqrt(a) + tl.math.tan(a))
    tl.store(y64_ptr + offs, tl.math.tan(b) + tl.erf(b))


def test_libdevice_names_follow_flagtree():
    # tan and erf on f64 are __mt_*; rsqrt on f32 is the llvm.musa.rsq intrinsic (musa-mma-facts.md)
    x32, x64 = torch.zeros(64), torch.zeros(64, dtype=torch.float64)
    llir = musa_stages(libdevice_kernel, (x32, x64, x32, x64), dict(BLOCK=64), 31)["llir"]
    assert "@__mt_tan_f64(double)" in llir and "@__mt_erf_f64(double)" in llir
    assert "@llvm.musa.rsq" in llir and "@__mt_tan_f32(float)" in llir
    for wrong in ("__nv_tan(", "__nv_erf(", "__nv_rsqrtf"):
        assert wrong not in llir, wrong


def test_unknown_arch_is_a_clear_error():
    k, a, kw = _cases()["add"]
    with pytest.raises(ValueError, match="unknown MUSA arch 99.*21, 22, 31"):
        musa_stages(k, a, kw, 99)


def test_triton_compile_for_an_absent_musa_device():
    target = triton.backends.compiler.GPUTarget("musa", 22, 128)
    src = triton.compiler.ASTSource(add_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"},
                                    {"BLOCK": 1024})
    ck = triton.compile(src, target=target, options={"compile_only": True})
    assert ck.metadata["warp_size"] == 128 and ck.metadata["target"].backend == "musa"
    assert "define cc 102 void @add_kernel(" in ck.asm["llir"]
    assert '!"maxntidx", i32 512}' in ck.asm["llir"]
    assert "tt.func" in ck.asm["ttir"] or "add_kernel" in ck.asm["ttir"]


def test_triton_compile_names_missing_signature_entries():
    src = triton.compiler.ASTSource(add_kernel, {"x_ptr": "*fp32"}, {"BLOCK": 16})
    with pytest.raises(ValueError, match="'y_ptr' is missing from the signature"):
        triton.compile(src, target=triton.backends.compiler.GPUTarget("musa", 31, 32))


def test_too_many_warps_for_128_wide_warps():
    k, a, kw = _cases()["add"]
    m = json.loads(k.message(*a, **dict(kw, num_warps=16)))
    m["target"], m["arch"] = "musa", 22
    with pytest.raises(ValueError, match="num_warps=16 gives 2048 threads"):
        _C.compile(json.dumps(m))
