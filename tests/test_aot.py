"""Ahead-of-time compilation (`python -m triton.tools.compile`, `triton.tools.link`): the C it
writes is built with the system C compiler into programs that launch the kernels without Python.
cpu runs them here; musa runs against a stand-in toolkit and driver (tests/test_musa_toolkit.py's)."""
import glob
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

import triton_musa
from test_musa_toolkit import FAKE_LIBMUSA, FAKE_TOOL

PYTHONPATH = os.path.dirname(os.path.dirname(os.path.abspath(triton_musa.__file__)))

# The documentation's kernel file: `import triton`, the kernel, a __main__ block.
VECTOR_ADD = '''
import torch

import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(output_ptr + offsets, x + y, mask=mask)


@triton.jit
def scaled_copy(src, dst, n, stride, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst + offs, tl.load(src + offs * stride, mask=mask) * 2.0, mask=mask)


if __name__ == "__main__":
    raise SystemExit("the AOT compiler must not run this")
'''

MATMUL = '''
import triton
import triton.language as tl


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BM + tl.arange(0, BM)
    offs_n = pid_n * BN + tl.arange(0, BN)
    offs_k = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + (k + offs_k)[None, :],
                    mask=(offs_m[:, None] < M) & ((k + offs_k)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k + offs_k)[:, None] * stride_bk + offs_n[None, :],
                    mask=((k + offs_k)[:, None] < K) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc,
             mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))
'''


def _cc():
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    assert cc, "the AOT tests need a C compiler (the Makefile installs build-essential)"
    return cc


def _aot(tmp_path, tool, *args, env=None, check=True):
    e = dict(os.environ if env is None else env)
    e["PYTHONPATH"] = PYTHONPATH
    e.setdefault("TRITON_CACHE_DIR", str(tmp_path / "cache"))
    r = subprocess.run([sys.executable, "-m", f"triton_musa.tools.{tool}", *map(str, args)],
                       capture_output=True, text=True, env=e, cwd=tmp_path)
    if check:
        assert r.returncode == 0, r.stderr
        return json.loads(r.stdout.strip().splitlines()[-1])
    return r


def _build_and_run(tmp_path, main_c, sources, *flags, env=None):
    (tmp_path / "main.c").write_text(main_c)
    exe = tmp_path / "prog"
    subprocess.run([_cc(), "-O1", "-Wall", "-Werror", "-o", str(exe), str(tmp_path / "main.c"), *map(str, sources),
                    *flags], check=True, cwd=tmp_path)
    r = subprocess.run([str(exe)], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout


def test_cpu_vector_add_runs_from_c_without_python(tmp_path):
    (tmp_path / "kernel.py").write_text(VECTOR_ADD)
    out = _aot(tmp_path, "compile", tmp_path / "kernel.py", "-n", "add_kernel",
               "-s", "*fp32:16, *fp32:16, *fp32:16, i32, 1024", "-g", "(n_elements + 1023) / 1024, 1, 1",
               "--target-backend", "cpu", "-o", tmp_path / "add")
    h, c = out["files"]
    header = open(h).read()
    assert f"int {out['name']}(void *stream, void * x_ptr, void * y_ptr, void * output_ptr, int32_t n_elements)" in header
    assert f"int load_{out['name']}(void);" in header and "BLOCK_SIZE=1024" in header
    main = f'''#include <stdio.h>
#include <stdlib.h>
#include "{os.path.basename(h)}"
int main(void) {{
  int n = 100003;
  float *x = malloc(n * 4), *y = malloc(n * 4), *o = malloc((n + 8) * 4);
  for (int i = 0; i < n + 8; i++) o[i] = -1.0f;
  for (int i = 0; i < n; i++) {{ x[i] = (float)i; y[i] = 0.5f * (float)i; }}
  if ({out['name']}(NULL, x, y, o, n) != 0) {{ printf("launch failed\\n"); return 1; }}
  for (int i = 0; i < n; i++) if (o[i] != x[i] + y[i]) {{ printf("wrong at %d\\n", i); return 1; }}
  for (int i = n; i < n + 8; i++) if (o[i] != -1.0f) {{ printf("wrote past the end\\n"); return 1; }}
  unload_{out['name']}();
  printf("ok\\n");
  return 0;
}}
'''
    # no Python in the program: it links only the C runtime
    assert _build_and_run(tmp_path, main, [c], "-lpthread", "-ldl").strip() == "ok"


def _cuda_toolkit():
    """The directory holding cuda.h: a CUDA toolkit's, else the copy torch's CUDA wheels or
    upstream Triton ship; None without one."""
    import importlib.util
    dirs = ["/usr/local/cuda/include", *sorted(glob.glob("/usr/local/cuda-*/include"))]
    for pkg, sub in (("nvidia", "cu*/include"), ("nvidia", "cuda_runtime/include"), ("triton", "backends/nvidia/include")):
        spec = importlib.util.find_spec(pkg)
        for root in (spec.submodule_search_locations or []) if spec else []:
            dirs += sorted(glob.glob(os.path.join(root, sub)))
    return next((d for d in dirs if os.path.exists(os.path.join(d, "cuda.h"))), None)


def _cuda_arch():
    import torch
    major, minor = torch.cuda.get_device_capability()
    return major * 10 + minor


@pytest.mark.gpu
def test_cuda_vector_add_runs_from_c(tmp_path):
    """The C of `triton.tools.compile --target-backend cuda` (the cubin or PTX embedded) built with
    the system C compiler against the CUDA driver API, run on the GPU, checked element by element."""
    if triton_musa.runtime.driver.active.get_current_target().backend != "cuda":
        pytest.skip("needs the cuda backend")
    inc = _cuda_toolkit()
    if inc is None:
        pytest.skip("needs cuda.h (the CUDA toolkit's headers)")
    (tmp_path / "kernel.py").write_text(VECTOR_ADD)
    out = _aot(tmp_path, "compile", tmp_path / "kernel.py", "-n", "add_kernel",
               "-s", "*fp32:16, *fp32:16, *fp32:16, i32, 1024", "-g", "(n_elements + 1023) / 1024, 1, 1",
               "--target-backend", "cuda", "--target-arch", str(_cuda_arch()), "-o", tmp_path / "add")
    h, c = out["files"]
    assert "#include <cuda.h>" in open(h).read()
    main = f'''#include <stdio.h>
#include <stdlib.h>
#include <cuda.h>
#include "{os.path.basename(h)}"
#define CK(x) do {{ CUresult r_ = (x); if (r_ != CUDA_SUCCESS) {{ printf("%s: %d\\n", #x, (int)r_); return 1; }} }} while (0)
int main(void) {{
  int n = 100003;
  size_t bytes = (size_t)n * 4;
  CUdevice dev; CUcontext ctx; CUdeviceptr dx, dy, dout;
  CK(cuInit(0)); CK(cuDeviceGet(&dev, 0)); CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  float *x = malloc(bytes), *y = malloc(bytes), *o = malloc(bytes);
  for (int i = 0; i < n; i++) {{ x[i] = (float)i; y[i] = 0.5f * (float)i; o[i] = -1.0f; }}
  CK(cuMemAlloc(&dx, bytes)); CK(cuMemAlloc(&dy, bytes)); CK(cuMemAlloc(&dout, bytes));
  CK(cuMemcpyHtoD(dx, x, bytes)); CK(cuMemcpyHtoD(dy, y, bytes)); CK(cuMemcpyHtoD(dout, o, bytes));
  CK({out['name']}(0, dx, dy, dout, n));
  CK(cuCtxSynchronize());
  CK(cuMemcpyDtoH(o, dout, bytes));
  for (int i = 0; i < n; i++) if (o[i] != x[i] + y[i]) {{ printf("wrong at %d: %f\\n", i, o[i]); return 1; }}
  unload_{out['name']}();
  printf("ok\\n");
  return 0;
}}
'''
    # the driver's own libcuda.so.1 (a machine without the toolkit has no unversioned libcuda.so)
    assert _build_and_run(tmp_path, main, [c], f"-I{inc}", "-l:libcuda.so.1").strip() == "ok"


def test_cpu_matmul_with_a_grid_over_arguments(tmp_path):
    (tmp_path / "mm.py").write_text(MATMUL)
    out = _aot(tmp_path, "compile", tmp_path / "mm.py", "-n", "matmul", "-w", "4",
               "-s", "*fp32, *fp32, *fp32, i32, i32, i32, i32, i32, i32, 32, 32, 16",
               "-g", "(M + 31) / 32, (N + 31) / 32, 1", "--target", "cpu:0:1", "-o", tmp_path / "mm")
    h, c = out["files"]
    main = f'''#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "{os.path.basename(h)}"
int main(void) {{
  int M = 70, N = 45, K = 37;
  float *a = malloc(M * K * 4), *b = malloc(K * N * 4), *c = malloc(M * N * 4);
  for (int i = 0; i < M * K; i++) a[i] = (float)((i * 7) % 11) - 5.0f;
  for (int i = 0; i < K * N; i++) b[i] = (float)((i * 5) % 13) - 6.0f;
  if ({out['name']}(NULL, a, b, c, M, N, K, K, N, N) != 0) return 1;
  for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) {{
    float want = 0; for (int k = 0; k < K; k++) want += a[i * K + k] * b[k * N + j];
    if (fabsf(c[i * N + j] - want) > 1e-3f) {{ printf("wrong at %d,%d: %f vs %f\\n", i, j, c[i * N + j], want); return 1; }}
  }}
  printf("ok\\n");
  return 0;
}}
'''
    assert _build_and_run(tmp_path, main, [c], "-lpthread", "-ldl", "-lm").strip() == "ok"


def test_link_dispatches_between_specialisations(tmp_path):
    (tmp_path / "kernel.py").write_text(VECTOR_ADD)
    common = ["-n", "scaled_copy", "-g", "(n + 255) / 256, 1, 1", "--target-backend", "cpu", "-on", "scaled_copy",
              "-o", tmp_path / "sc"]
    unit = _aot(tmp_path, "compile", tmp_path / "kernel.py", "-s", "*fp32:16, *fp32:16, i32, i32:1, 256", *common)
    general = _aot(tmp_path, "compile", tmp_path / "kernel.py", "-s", "*fp32, *fp32, i32, i32, 256", *common)
    assert unit["name"] != general["name"]
    linked = _aot(tmp_path, "link", unit["files"][0], general["files"][0], "-o", tmp_path / "scaled_copy")
    lh, lc = linked["files"]
    dispatcher = open(lc).read()
    # the specialisation with hints is tried first, under its conditions
    assert dispatcher.index(unit["name"] + "(stream") < dispatcher.index(general["name"] + "(stream")
    assert "(stride == 1)" in dispatcher and "% 16 == 0" in dispatcher
    main = f'''#include <stdio.h>
#include <stdlib.h>
#include "{os.path.basename(lh)}"
static int check(float *src, float *dst, int n, int stride) {{
  for (int i = 0; i < n; i++) dst[i] = -1.0f;
  if (scaled_copy(NULL, src, dst, n, stride) != 0) return 1;
  for (int i = 0; i < n; i++) if (dst[i] != 2.0f * src[i * stride]) {{ printf("stride %d: wrong at %d\\n", stride, i); return 1; }}
  return 0;
}}
int main(void) {{
  int n = 1000;
  float *src = aligned_alloc(64, 3 * 1024 * 4), *dst = aligned_alloc(64, 1024 * 4);
  for (int i = 0; i < 3 * 1024; i++) src[i] = (float)i;
  if (load_scaled_copy() != 0) return 1;
  /* stride 1 runs the :1 specialisation, stride 3 the general one (the :1 one would read wrong elements) */
  if (check(src, dst, n, 1) || check(src, dst, n, 3)) return 1;
  unload_scaled_copy();
  printf("ok\\n");
  return 0;
}}
'''
    sources = [lc, unit["files"][1], general["files"][1]]
    assert _build_and_run(tmp_path, main, sources, "-lpthread", "-ldl").strip() == "ok"


@pytest.mark.parametrize("args,message", [
    (["-s", "*fp32, *fp32, i32", "-g", "1,1,1"], "the signature has 3 entries, the kernel has 5 parameters"),
    (["-s", "*fp32, *fp32, *fp32, i32, 1024", "-g", "(count + 1) / 2,1,1"],
     "names 'count', which is not an integer argument of the kernel (integer arguments: n_elements)"),
    (["-s", "*fp32, *fp32, *fp32, f33, 1024", "-g", "1,1,1"], "parameter 'n_elements': unknown type 'f33'"),
    (["-s", "*fp32, *fp32, *fp32, i32, 1024", "-g", "1,1,1", "--target-backend", "hip"], "unknown target backend 'hip'"),
    (["-s", "*fp32, *fp32, *fp32, i32:8, 1024", "-g", "1,1,1"], "only the hints 1 and 16 exist"),
])
def test_bad_input_is_a_clear_error(tmp_path, args, message):
    (tmp_path / "kernel.py").write_text(VECTOR_ADD)
    r = _aot(tmp_path, "compile", tmp_path / "kernel.py", "-n", "add_kernel", "--target-backend", "cpu", *args,
             check=False)
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr, r.stderr


DEVICE_DESCRIPTORS = '''
import triton
import triton.language as tl


@triton.jit
def mm(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BN, BK])
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        acc += tl.dot(a_desc.load([0, k * BK]), b_desc.load([0, k * BK]).T)
    tl.store(c_ptr + tl.arange(0, BM)[:, None] * N + tl.arange(0, BN)[None, :], acc.to(tl.float16))
'''


def test_device_made_tensor_maps_are_refused_for_c_launchers_unless_the_engine_is_off(tmp_path):
    """Their tensor maps live in the launch's global scratch, which the C launcher has none of."""
    (tmp_path / "kernel.py").write_text(DEVICE_DESCRIPTORS)
    args = [tmp_path / "kernel.py", "-n", "mm", "-s", "*fp16:16,*fp16:16,*fp16:16,i32,i32,i32:16,128,128,64",
            "-g", "1,1,1", "-t", "cuda:90:32", "-w", "4", "-o", tmp_path / "mm"]
    r = _aot(tmp_path, "compile", *args, check=False)
    assert r.returncode == 2 and "DISABLE_TME=1" in r.stderr and "Traceback" not in r.stderr, r.stderr
    out = _aot(tmp_path, "compile", *args, env={**os.environ, "DISABLE_TME": "1"})
    assert all(os.path.exists(f) for f in out["files"])


FAKE_MUSA_H = r"""
#pragma once
typedef int MUresult;
typedef void *MUmodule, *MUfunction, *MUstream;
typedef unsigned long long MUdeviceptr;
#define MUSA_SUCCESS 0
#define MUSA_ERROR_INVALID_VALUE 1
#define MU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES 8
MUresult muModuleLoadData(MUmodule *, const void *);
MUresult muModuleGetFunction(MUfunction *, MUmodule, const char *);
MUresult muModuleUnload(MUmodule);
MUresult muFuncSetAttribute(MUfunction, int, int);
MUresult muLaunchKernel(MUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, MUstream,
                        void **, void **);
"""


def test_musa_c_embeds_the_toolkits_mubin_and_launches_with_the_compile_time_shape(tmp_path):
    home = tmp_path / "musa"
    (home / "bin").mkdir(parents=True)
    for tool in ("llc", "ld.lld"):
        p = home / "bin" / tool
        p.write_text(FAKE_TOOL)
        p.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MUSA_", "TRITON_MUSA_", "MTCC_", "FAKE_"))}
    env.update(MUSA_HOME=str(home), FAKE_TOOL_LOG=str(tmp_path / "tools.log"),
               FAKE_MUSA_LOG=str(tmp_path / "driver.log"), TRITON_CACHE_DIR=str(tmp_path / "cache"),
               TRITON_DEFAULT_BACKEND="cpu")
    (tmp_path / "kernel.py").write_text(VECTOR_ADD)
    out = _aot(tmp_path, "compile", tmp_path / "kernel.py", "-n", "add_kernel", "-w", "4",
               "-s", "*fp32:16, *fp32:16, *fp32:16, i32, 1024", "-g", "(n_elements + 1023) / 1024, 2, 1",
               "--target-backend", "musa", "--target-arch", "31", "--target-warp-size", "32",
               "-o", tmp_path / "add", env=env)
    h, c = out["files"]
    source = open(c).read()
    embedded = bytes(int(x, 16) for x in re.findall(r"0x([0-9a-f]{2})", source.split("};")[0]))
    (mubin,) = glob.glob(str(tmp_path / "cache" / "*" / "kernel.mubin"))
    assert embedded == open(mubin, "rb").read() and embedded.startswith(b"FAKE-MUBIN ")
    assert "MUresult " + out["name"] + "(MUstream stream, MUdeviceptr x_ptr" in open(h).read()
    (tmp_path / "musa.h").write_text(FAKE_MUSA_H)
    (tmp_path / "fake_musa.c").write_text(FAKE_LIBMUSA + "MUresult muModuleUnload(void *m) { return 0; }\n")
    subprocess.run([_cc(), "-shared", "-fPIC", "-o", str(tmp_path / "libmusa.so"), str(tmp_path / "fake_musa.c")],
                   check=True)
    main = f'''#include <stdio.h>
#include "{os.path.basename(h)}"
int main(void) {{
  MUresult r = {out['name']}((MUstream)7, 16, 32, 48, 5000);
  printf("%d\\n", r);
  return r;
}}
'''
    _build_and_run(tmp_path, main, [c], f"-I{tmp_path}", f"-L{tmp_path}", "-lmusa", f"-Wl,-rpath,{tmp_path}", env=env)
    log = open(tmp_path / "driver.log").read()
    assert f"load {embedded.splitlines()[0].decode()}" in log and "function add_kernel" in log
    # grid from the expression at launch ((5000 + 1023) / 1024 = 5), block = 4 warps of 32
    assert "launch grid=5,2,1 block=128,1,1 shared=0 stream=7 args=16,32,48,5000" in log, log
