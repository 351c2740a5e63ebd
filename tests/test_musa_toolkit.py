"""The musa back half without MUSA hardware: a toolkit directory whose llc and ld.lld are test
programs that record their arguments, and a stand-in libmusa.so built from C here, which records
what the runtime loads and launches. Also the debug switches and the errors without a toolkit."""
import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

import triton_musa
from helpers import require

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FAKE_TOOL = r"""#!/bin/sh
# Records its argv (one per line) and writes the file named by -o.
if [ "$1" = "--version" ]; then printf 'LLVM (http://llvm.org/):\n  LLVM version 14.0.6\n'; exit 0; fi
{ echo "== $(basename "$0")"; for a in "$@"; do echo "$a"; done; } >> "$FAKE_TOOL_LOG"
if [ -n "$FAKE_LLC_FAIL" ] && [ "$(basename "$0")" = llc ]; then echo "error: mtgpu said no" >&2; exit 3; fi
out=""; prev=""; input=""
for a in "$@"; do
  if [ "$prev" = "-o" ]; then out="$a"; else case "$a" in *.ll|*.o) input="$a";; esac; fi
  prev="$a"
done
if [ "$(basename "$0")" = llc ]; then { echo "FAKE-OBJ $(head -c 200 "$input" | md5sum | cut -c1-12)"; cat "$input"; } > "$out"
else { echo "FAKE-MUBIN $(md5sum < "$input" | cut -c1-12)"; cat "$input"; } > "$out"; fi
"""

FAKE_LIBMUSA = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef int MUresult;
static int ctx_token;
static FILE *log_file(void) { const char *p = getenv("FAKE_MUSA_LOG"); return fopen(p ? p : "/dev/null", "a"); }
MUresult muInit(unsigned flags) { return 0; }
MUresult muCtxGetCurrent(void **c) { *c = &ctx_token; return 0; }
MUresult muCtxSetCurrent(void *c) { return 0; }
MUresult muCtxGetDevice(int *d) { *d = 0; return 0; }
MUresult muDevicePrimaryCtxRetain(void **c, int d) { *c = &ctx_token; return 0; }
MUresult muDeviceGet(int *d, int ordinal) { *d = ordinal; return 0; }
MUresult muDeviceGetAttribute(int *v, int attr, int dev) { *v = attr == 97 ? 196608 : 0; return 0; }
MUresult muModuleLoadData(void **m, const void *image) {
  FILE *f = log_file(); const char *s = image;
  fprintf(f, "load %.*s\n", (int)strcspn(s, "\n"), s); fclose(f); *m = &ctx_token; return 0;
}
MUresult muModuleGetFunction(void **fn, void *m, const char *name) {
  FILE *f = log_file(); fprintf(f, "function %s\n", name); fclose(f); *fn = &ctx_token; return 0;
}
MUresult muFuncSetAttribute(void *fn, int attr, int v) {
  FILE *f = log_file(); fprintf(f, "set_attribute %d %d\n", attr, v); fclose(f); return 0;
}
MUresult muFuncGetAttribute(int *v, int attr, void *fn) { *v = 0; return 0; }
MUresult muLaunchKernelLogged(void **params, int n);
MUresult muLaunchKernel(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, void *stream, void **params, void **extra) {
  FILE *f = log_file();
  fprintf(f, "launch grid=%u,%u,%u block=%u,%u,%u shared=%u stream=%lu args=%llu,%llu,%llu,%d\n", gx, gy, gz,
          bx, by, bz, shared, (unsigned long)stream, *(unsigned long long *)params[0],
          *(unsigned long long *)params[1], *(unsigned long long *)params[2], *(int *)params[3]);
  fclose(f);
  const char *n = getenv("FAKE_MUSA_SLOTS");
  if (n) muLaunchKernelLogged(params, atoi(n));
  return 0;
}
MUresult muGetErrorString(MUresult r, const char **s) { *s = "fake error"; return 0; }
/* device memory is host memory here; every call is logged */
MUresult muMemAlloc(unsigned long long *p, size_t n) {
  *p = (unsigned long long)calloc(1, n);
  FILE *f = log_file(); fprintf(f, "alloc %zu %llu\n", n, *p); fclose(f); return 0;
}
MUresult muMemFree(unsigned long long p) { free((void *)p); return 0; }
MUresult muMemcpyHtoD(unsigned long long dst, const void *src, size_t n) {
  memcpy((void *)dst, src, n);
  FILE *f = log_file(); fprintf(f, "htod %llu %zu\n", dst, n); fclose(f); return 0;
}
MUresult muMemcpyDtoH(void *dst, unsigned long long src, size_t n) { memcpy(dst, (void *)src, n); return 0; }
MUresult muCtxSynchronize(void) { return 0; }
/* writes its arguments into the descriptor, so the test can read what reached the kernel */
MUresult muTensorDescriptorEncode(void *desc, int type, unsigned rank, void *addr, const unsigned long long *dims,
                                  const unsigned long long *strides, int interleave, unsigned long long fill) {
  FILE *f = log_file();
  fprintf(f, "encode type=%d rank=%u addr=%llu dims=", type, rank, (unsigned long long)addr);
  for (unsigned i = 0; i < rank; i++) fprintf(f, "%s%llu", i ? "," : "", dims[i]);
  fprintf(f, " strides=");
  for (unsigned i = 0; i + 1 < rank; i++) fprintf(f, "%s%llu", i ? "," : "", strides[i]);
  fprintf(f, " interleave=%d fill=%llu\n", interleave, fill); fclose(f);
  unsigned long long *d = desc; memset(desc, 0, 64);
  d[0] = 0x54454d45ull; d[1] = (unsigned long long)addr; d[2] = type; d[3] = rank; d[4] = dims[0];
  return 0;
}
MUresult muLaunchKernelLogged(void **params, int n) {
  FILE *f = log_file(); fprintf(f, "slots");
  for (int i = 0; i < n; i++) fprintf(f, " %llu", *(unsigned long long *)params[i]);
  fprintf(f, "\n"); fclose(f); return 0;
}
"""

# Compile (and launch) in a fresh process: the driver library is loaded once per process.
SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import torch
from test_musa_codegen import _cases
from triton_musa import _C
k, a, kw = _cases()[sys.argv[2]]
m = json.loads(k.message(*a, **kw))
m["target"], m["arch"], m["cache_dir"] = "musa", int(sys.argv[3]), sys.argv[4]
kern = _C.compile(json.dumps(m))
print(json.dumps({"hit": kern.cache_hit, "path": kern.cache_path, "meta": json.loads(kern.metadata_json)}))
if sys.argv[2] == "add":
    kern.launch((3, 1, 1), [16, 32, 48, 4096], 7)
"""


@pytest.fixture
def toolkit(tmp_path):
    home = tmp_path / "musa"
    (home / "bin").mkdir(parents=True)
    for tool in ("llc", "ld.lld"):
        p = home / "bin" / tool
        p.write_text(FAKE_TOOL)
        p.chmod(0o755)
    v = home / "bin" / "musa_toolkits_version"
    v.write_text("#!/bin/sh\necho 'musa_toolkits: 9.9.9-test'\n")
    v.chmod(0o755)
    return home


@pytest.fixture
def libmusa(tmp_path):
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    assert cc, "a C compiler is needed to build the stand-in libmusa (the Makefile installs build-essential)"
    src = tmp_path / "fake_musa.c"
    src.write_text(FAKE_LIBMUSA)
    lib = tmp_path / "libmusa.so"
    subprocess.run([cc, "-shared", "-fPIC", "-o", str(lib), str(src)], check=True)
    return lib


def _env(tmp_path, home, **extra):
    env = dict(os.environ)
    for var in list(env):
        if var.startswith(("MUSA_", "TRITON_MUSA_", "MTCC_", "MUBIN_", "FAKE_")):
            del env[var]
    # the message is built for the host from CPU tensors, then retargeted to musa
    env.update(TRITON_DEFAULT_BACKEND="cpu")
    env.update(MUSA_HOME=str(home), FAKE_TOOL_LOG=str(tmp_path / "tools.log"), FAKE_MUSA_LOG=str(tmp_path / "driver.log"),
               PYTHONPATH=os.path.dirname(os.path.dirname(os.path.abspath(triton_musa.__file__))))
    env.update({k: str(v) for k, v in extra.items()})
    return env


def _run(tmp_path, env, kernel="add", arch=22):
    cache = tmp_path / "cache"
    r = subprocess.run([sys.executable, "-c", SCRIPT, os.path.join(ROOT, "tests"), kernel, str(arch), str(cache)],
                       env=env, capture_output=True, text=True, timeout=300)
    return r


def _tool_calls(tmp_path):
    log = tmp_path / "tools.log"
    if not log.exists():
        return []
    calls = []
    for line in log.read_text().splitlines():
        if line.startswith("== "):
            calls.append([line[3:]])
        else:
            calls[-1].append(line)
    return calls


def test_toolkit_command_lines_cache_and_load(tmp_path, toolkit, libmusa):
    env = _env(tmp_path, toolkit, TRITON_LIBMUSA_PATH=libmusa)
    r = _run(tmp_path, env)
    assert r.returncode == 0, r.stderr
    first = json.loads(r.stdout.splitlines()[-1])
    assert first["hit"] is False and first["meta"]["target"] == "musa" and first["meta"]["warp_size"] == 128

    calls = _tool_calls(tmp_path)
    assert [c[0] for c in calls] == ["llc", "ld.lld"]
    llc, lld = calls[0][1:], calls[1][1:]
    work = os.path.dirname(llc[0])
    assert llc == [os.path.join(work, "kernel.ll"), "-march=mtgpu", "-mcpu=mp_22", "--opaque-pointers", "-O2",
                   "-filetype=obj", "-mtgpu-enable-const-calc=1", "-mtgpu-tiny-offset-hint=0",
                   "-mtgpu-alloc-shared-memory-from-zero=1", "-mtgpu-if-convert=0",
                   "-mtgpu-combine-instr-with-burst=0", "-mtgpu-combine-fop-instr=0",
                   "-o", os.path.join(work, "kernel.o")]
    assert lld == ["-flavor", "gnu", "-shared", os.path.join(work, "kernel.o"), "-o", os.path.join(work, "kernel.mubin")]

    # The mubin ld.lld wrote is what the cache keeps and what the driver loaded.
    mubin = open(os.path.join(first["path"], "kernel.mubin"), "rb").read()
    assert mubin.startswith(b"FAKE-MUBIN ")
    token = mubin.split(b"\n", 1)[0].decode()
    driver = (tmp_path / "driver.log").read_text().splitlines()
    assert driver[0] == f"load {token}" and driver[1] == "function add_kernel"
    # block = warp_size (128 on mp_22) x num_warps (4); the stream is the one given.
    assert driver[-1] == "launch grid=3,1,1 block=512,1,1 shared=0 stream=7 args=16,32,48,4096"

    # A second process finds the mubin in the cache: no toolkit run, the same image loaded.
    r = _run(tmp_path, env)
    assert r.returncode == 0, r.stderr
    second = json.loads(r.stdout.splitlines()[-1])
    assert second["hit"] is True and second["path"] == first["path"]
    assert len(_tool_calls(tmp_path)) == 2
    assert (tmp_path / "driver.log").read_text().splitlines()[-3] == f"load {token}"


def test_no_toolkit_names_where_it_looked_after_dumping_the_ir(tmp_path):
    env = _env(tmp_path, tmp_path / "no-musa-here", MUSA_ENABLE_DUMP_LLVM=1)
    r = _run(tmp_path, env)
    assert r.returncode != 0
    assert "// -----// LLVM IR //----- //" in r.stderr and "define cc 102 void @add_kernel(" in r.stderr
    assert r.stderr.index("define cc 102") < r.stderr.index("MUSA toolkit was not found")
    assert f"looked for llc at {tmp_path}/no-musa-here/bin/llc" in r.stderr
    assert "TRITON_MUSA_LLC_PATH" in r.stderr and "Traceback" in r.stderr and "ValueError" in r.stderr


def test_no_driver_library_is_a_clear_error(tmp_path, toolkit):
    env = _env(tmp_path, toolkit, TRITON_LIBMUSA_PATH=tmp_path / "nowhere" / "libmusa.so")
    r = _run(tmp_path, env)
    assert r.returncode != 0
    assert "MUSA driver library could not be loaded" in r.stderr and "libmusa.so.1" in r.stderr


def test_llc_opt_switch_save_path_and_extra_options(tmp_path, toolkit, libmusa):
    save = tmp_path / "saved"
    env = _env(tmp_path, toolkit, TRITON_LIBMUSA_PATH=libmusa, MUSA_ENABLE_LLC_OPT=1, MUBIN_SAVE_PATH=save,
               TRITON_MUSA_LLC_OPTIONS="-mtgpu-extra=1 -foo")
    r = _run(tmp_path, env, arch=31)
    assert r.returncode == 0, r.stderr
    llc = _tool_calls(tmp_path)[0][1:]
    assert "-mcpu=mp_31" in llc and "-mtgpu-opt-level=1" in llc
    assert "-mtgpu-if-convert=0" not in llc
    assert llc[-4:-2] == ["-mtgpu-extra=1", "-foo"]
    path = json.loads(r.stdout.splitlines()[-1])["path"]
    assert (save / "test.out").read_bytes() == open(os.path.join(path, "kernel.mubin"), "rb").read()


def test_toolkit_failure_reports_the_command_and_its_stderr(tmp_path, toolkit, libmusa):
    env = _env(tmp_path, toolkit, TRITON_LIBMUSA_PATH=libmusa, FAKE_LLC_FAIL=1)
    r = _run(tmp_path, env)
    assert r.returncode != 0
    assert "the MUSA toolkit failed (exit status 3)" in r.stderr
    assert f"{toolkit}/bin/llc " in r.stderr and "-mcpu=mp_22" in r.stderr
    assert "error: mtgpu said no" in r.stderr and "the inputs are kept in" in r.stderr


def test_replace_ir(tmp_path, toolkit, libmusa):
    env = _env(tmp_path, toolkit, TRITON_LIBMUSA_PATH=libmusa, MUSA_REPLACE_IR=1)
    r = _run(tmp_path, env)  # no replace.llir yet: a message, and the generated IR is used
    assert r.returncode == 0, r.stderr
    assert "replace.llir" in r.stderr and "the generated LLVM IR is kept" in r.stderr
    replacement = toolkit / "mtgpu" / "bitcode" / "replace.llir"
    replacement.parent.mkdir(parents=True)
    replacement.write_text("; hand-edited IR\n")
    r = _run(tmp_path, env)
    assert r.returncode == 0, r.stderr
    assert "the LLVM IR is replaced by" in r.stderr
    mubin = open(os.path.join(json.loads(r.stdout.splitlines()[-1])["path"], "kernel.mubin")).read()
    assert "; hand-edited IR" in mubin  # the fake llc copies its input into the object


def test_missing_libdevice_then_linked(tmp_path, toolkit, libmusa):
    env = _env(tmp_path, toolkit, TRITON_LIBMUSA_PATH=libmusa)
    r = _run(tmp_path, env, kernel="math", arch=31)
    assert r.returncode != 0
    assert "calls MUSA libdevice functions" in r.stderr and "__mt_log_f32" in r.stderr
    assert f"{toolkit}/mtgpu/bitcode/libdevice.31.bc" in r.stderr
    # A libdevice with those functions: linked, made internal, and the kernel compiles.
    bitcode = toolkit / "mtgpu" / "bitcode"
    bitcode.mkdir(parents=True)
    ll = tmp_path / "libdevice.ll"
    ll.write_text(textwrap.dedent("""\
        define float @__mt_log_f32(float %x) { ret float %x }
        define float @__mt_erf_f32(float %x) { ret float %x }
        define float @__nv_sinf(float %x) { ret float %x }
    """))
    llvm_as = shutil.which("llvm-as-19")
    require("llvm-as-19 (to build a stand-in libdevice)", llvm_as)
    subprocess.run([llvm_as, str(ll), "-o", str(bitcode / "libdevice.31.bc")], check=True)
    r = _run(tmp_path, env, kernel="math", arch=31)
    assert r.returncode == 0, r.stderr
    ir = open(os.path.join(json.loads(r.stdout.splitlines()[-1])["path"], "kernel.ll")).read()
    assert "__mt_log_f32" not in ir and "__nv_sinf" not in ir  # inlined and dropped


# triton.compile and the JIT's compile entry on the engine kernels, in a fresh process.
ENGINE_SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import torch
import triton_musa as triton
from triton_musa import _C
import musa_emulator as emu
import test_musa_engines as eng
from test_dot import matmul_kernel
arch, how, mode = int(sys.argv[2]), sys.argv[3], sys.argv[5]
if how == "compile":
    sig = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", "M": "i32", "N": "i32", "K": "i32", "sam": "i32",
           "sak": "i32", "sbk": "i32", "sbn": "i32", "scm": "i32", "scn": "i32"}
    src = triton.compiler.ASTSource(matmul_kernel, sig, {"BM": 64, "BN": 64, "BK": 32})
    ck = triton.compile(src, target=triton.backends.compiler.GPUTarget("musa", arch, 32 if arch >= 30 else 128))
    print(json.dumps([{"mubin": ck.asm["mubin"].decode("latin-1"), "stages": sorted(ck.asm),
                       "path": ck.metadata["cache_path"], "case": "matmul-fp16"}]))
else:
    # every engine kernel of test_musa_engines for this mode, through the JIT's compile entry
    out = []
    for kernel, dt, m in eng.CASES:
        if m != mode:
            continue
        fn = matmul_kernel if kernel == "matmul" else eng.attention_kernel
        args, kw, _, _, _ = (eng._matmul_case if kernel == "matmul" else eng._attention_case)(eng.DTYPES[dt])
        msg = json.loads(fn.message(*args, **kw))
        msg["target"], msg["arch"], msg["cache_dir"] = "musa", arch, sys.argv[4]
        out.append({"path": _C.compile(json.dumps(msg)).cache_path, "case": f"{kernel}-{dt}"})
    print(json.dumps(out))
"""


def _run_engine(tmp_path, env, arch, how, mode="mp31"):
    return subprocess.run([sys.executable, "-c", ENGINE_SCRIPT, os.path.join(ROOT, "tests"), str(arch), how,
                           str(tmp_path / "cache"), mode], env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("mode,arch,switches,engine", [
    ("mp31", 31, {}, "@llvm.musa.sqmma."),
    ("mp31_wmma", 31, {"DISABLE_SQMMA": 1}, "@llvm.musa.ffmma.m16n16k32.mma("),
    ("mp31_fma", 31, {"DISABLE_SQMMA": 1, "DISABLE_WMMA": 1}, None),
    ("mp22", 22, {}, "@llvm.musa.ffmma.m32n32k16.mma("),
])
def test_engine_kernels_through_the_toolkit_and_triton_compile(tmp_path, toolkit, libmusa, mode, arch, switches,
                                                               engine):
    env = _env(tmp_path, toolkit, TRITON_LIBMUSA_PATH=libmusa, TRITON_CACHE_DIR=tmp_path / "cache",
               MUSA_ENABLE_DUMP_LLVM=1, **switches)
    for how in ("jit", "compile"):
        before = len(_tool_calls(tmp_path))
        r = _run_engine(tmp_path, env, arch, how, mode)
        assert r.returncode == 0, r.stderr
        out = json.loads(r.stdout.splitlines()[-1])
        calls = _tool_calls(tmp_path)[before:]
        # one llc and one ld.lld per kernel, and one dump of the IR handed to them
        assert [c[0] for c in calls] == ["llc", "ld.lld"] * len(out) and len(out) >= (1 if how == "compile" else 4)
        dumps = r.stderr.split("// -----// LLVM IR //----- //")[1:]
        assert len(dumps) == len(out)
        for case, (llc, lld), dumped in zip(out, zip(calls[::2], calls[1::2]), dumps):
            work = os.path.dirname(llc[1])
            assert llc[1:] == [os.path.join(work, "kernel.ll"), "-march=mtgpu", f"-mcpu=mp_{arch}",
                               "--opaque-pointers", "-O2", "-filetype=obj", "-mtgpu-enable-const-calc=1",
                               "-mtgpu-tiny-offset-hint=0", "-mtgpu-alloc-shared-memory-from-zero=1",
                               "-mtgpu-if-convert=0", "-mtgpu-combine-instr-with-burst=0",
                               "-mtgpu-combine-fop-instr=0", "-o", os.path.join(work, "kernel.o")], case
            assert lld[1:] == ["-flavor", "gnu", "-shared", os.path.join(work, "kernel.o"), "-o",
                               os.path.join(work, "kernel.mubin")]
            mubin = open(os.path.join(case["path"], "kernel.mubin"), "rb").read()
            assert mubin.startswith(b"FAKE-MUBIN ")
            # the fake tools copy their input: the mubin carries the dumped IR with the engine's calls
            ir = dumped.strip().split("\n", 1)[0]
            assert ir.encode() in mubin
            has_engine = b".mma(" in mubin
            if engine is None:
                assert not has_engine, case
            elif case["case"].startswith("matmul-fp16"):
                assert engine.encode() in mubin and engine in dumped, case
            else:
                assert has_engine, case
            if how == "compile":
                # triton.compile returns exactly the bytes ld.lld wrote, with every stage
                assert case["mubin"].encode("latin-1") == mubin
                assert case["stages"] == ["llir", "llmlir", "mlir", "mubin", "ttgir", "ttir"]


def test_triton_compile_without_a_toolkit_dumps_then_says_how_to_get_the_ir(tmp_path):
    env = _env(tmp_path, tmp_path / "no-musa-here", MUSA_ENABLE_DUMP_LLVM=1)
    r = _run_engine(tmp_path, env, 31, "compile")
    assert r.returncode != 0
    assert "// -----// LLVM IR //----- //" in r.stderr and "@llvm.musa.sqmma.fmma" in r.stderr
    assert "MUSA toolkit was not found" in r.stderr and "compile_only" in r.stderr


# A host-descriptor GEMM compiled for mp_31 and launched twice through the stand-in libmusa.
DESCRIPTOR_SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import torch
from test_descriptors import mm_host_desc
from triton_musa import _C
from triton_musa.tools.tensor_descriptor import TensorDescriptor
a = torch.zeros(256, 192, dtype=torch.float16)
b = torch.zeros(192, 128, dtype=torch.float16)
c = torch.zeros(256, 128, dtype=torch.float16)
descs = (TensorDescriptor.from_tensor(a, [64, 32]), TensorDescriptor.from_tensor(b, [32, 64]),
         TensorDescriptor.from_tensor(c, [64, 64]))
m = json.loads(mm_host_desc.message(*descs, 192, BM=64, BN=64, BK=32, num_warps=4))
m["target"], m["arch"], m["cache_dir"] = "musa", 31, sys.argv[2]
kern = _C.compile(json.dumps(m))
args = []
for d in descs:
    args += [d.base.data_ptr(), *d.shape, *d.strides]
args.append(192)
for _ in range(2):
    kern.launch((4, 2, 1), args, 0)
print(json.dumps({"params": json.loads(kern.metadata_json)["params"], "args": args,
                  "ptrs": [d.base.data_ptr() for d in descs]}))
"""


def test_host_descriptors_reach_the_tme_kernel_as_flagtree_passes_them(tmp_path, toolkit, libmusa):
    """mp_31 reads host descriptors' blocks with TME: the launch encodes each descriptor once
    with muTensorDescriptorEncode (element-size data type, innermost dimension first, byte pitches,
    no interleave, zero fill), copies the 64 bytes to device memory and passes their address."""
    env = _env(tmp_path, toolkit, TRITON_LIBMUSA_PATH=libmusa, FAKE_MUSA_SLOTS=18)
    r = subprocess.run([sys.executable, "-c", DESCRIPTOR_SCRIPT, os.path.join(ROOT, "tests"), str(tmp_path / "cache")],
                       env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.splitlines()[-1])
    params = out["params"]
    # the user's 16 slots, then one hidden TME descriptor per descriptor the kernel reads (a, b)
    assert [p[0] for p in params[-2:]] == ["__tm_tensormap_a_desc", "__tm_tensormap_b_desc"]
    assert params[-2][1] == {"TensorMap": {"first": 0, "rank": 2, "elem_bytes": 2}}
    assert params[-1][1] == {"TensorMap": {"first": 5, "rank": 2, "elem_bytes": 2}}
    log = (tmp_path / "driver.log").read_text().splitlines()
    encodes = [line for line in log if line.startswith("encode")]
    pa, pb, _ = out["ptrs"]
    # two descriptors, encoded once each although the kernel was launched twice
    assert encodes == [f"encode type=3 rank=2 addr={pa} dims=192,256 strides=384 interleave=0 fill=0",
                       f"encode type=3 rank=2 addr={pb} dims=128,192 strides=256 interleave=0 fill=0"]
    copies = [line.split() for line in log if line.startswith("htod")]
    assert [c[2] for c in copies] == ["64", "64"]
    slots = [line.split()[1:] for line in log if line.startswith("slots")]
    assert len(slots) == 2 and slots[0] == slots[1]
    assert slots[0][:16] == [str(x) for x in out["args"]]
    # the kernel's last two arguments are the device copies of the encoded descriptors
    assert slots[0][16:] == [copies[0][1], copies[1][1]]
    # the IR the toolkit got reads through TME with its barrier protocol
    entries = [root for root, _, files in os.walk(tmp_path / "cache") if "kernel.ll" in files]
    ir = open(os.path.join(entries[0], "kernel.ll")).read()
    assert ir.count("call void @llvm.musa.tme.ld.tile.2d(") == 2 and "@llvm.musa.async.bar.record(i32" in ir
