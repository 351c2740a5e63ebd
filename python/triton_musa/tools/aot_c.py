"""The C that ``triton.tools.compile`` writes for each backend (our own templates). Each header
starts with a ``// triton_musa-aot:`` line holding the specialisation as JSON, which
``triton.tools.link`` reads."""
from __future__ import annotations

import json

_INT_TYPES = {"i1": "int8_t", "i8": "int8_t", "i16": "int16_t", "i32": "int32_t", "i64": "int64_t",
              "u1": "uint8_t", "u8": "uint8_t", "u16": "uint16_t", "u32": "uint32_t", "u64": "uint64_t"}
_FLOAT_TYPES = {"fp16": "float", "bf16": "float", "fp32": "float", "fp64": "double"}

# backend -> (header, result type, success, API prefix, type prefix, pointer type)
_GPU = {
    "cuda": ("cuda.h", "CUresult", "CUDA_SUCCESS", "cu", "CU", "CUdeviceptr"),
    "musa": ("musa.h", "MUresult", "MUSA_SUCCESS", "mu", "MU", "MUdeviceptr"),
}


def c_type(ty, backend):
    if ty.startswith("*"):
        return _GPU[backend][5] if backend in _GPU else "void *"
    if ty in _INT_TYPES:
        return _INT_TYPES[ty]
    return _FLOAT_TYPES[ty]


def _bytes(data):
    lines = []
    for i in range(0, len(data), 16):
        lines.append("    " + ", ".join(f"0x{b:02x}" for b in data[i:i + 16]) + ",")
    return "\n".join(lines)


def result_type(backend):
    return _GPU[backend][1] if backend in _GPU else "int"


def prototype(spec):
    args = ", ".join(f"{c_type(a['type'], spec['backend'])} {a['name']}" for a in spec["args"])
    stream = f"{_GPU[spec['backend']][4]}stream stream" if spec["backend"] in _GPU else "void *stream"
    return f"{result_type(spec['backend'])} {spec['name']}({stream}{', ' + args if args else ''})"


def _header(spec):
    b = spec["backend"]
    include = f"#include <{_GPU[b][0]}>\n" if b in _GPU else ""
    doc = ", ".join([f"{k}={v}" for k, v in spec["constants"].items()] +
                    [f"num_warps={spec['num_warps']}", f"num_stages={spec['num_stages']}"])
    return (f"// triton_musa-aot: {json.dumps(spec, sort_keys=True)}\n"
            f"#pragma once\n#include <stdint.h>\n{include}\n"
            f"// {spec['kernel']} for {b}{'' if spec['arch'] is None else ' ' + str(spec['arch'])}: {doc}\n"
            f"{result_type(b)} load_{spec['name']}(void);\n"
            f"void unload_{spec['name']}(void);\n"
            f"{prototype(spec)};\n")


def _grid(spec):
    g = spec["grid"]
    return f"  unsigned gX = {g[0]}, gY = {g[1]}, gZ = {g[2]};\n"


def _gpu_source(spec, binary, hname):
    b = spec["backend"]
    _, res, ok, p, t, _ = _GPU[b]
    n = spec["name"]
    # MUSA opts in to any dynamic shared memory, CUDA above its 48 KiB default
    opt_in = 0 if b == "musa" else 48 * 1024
    params = ", ".join(f"&{a['name']}" for a in spec["args"]) or "NULL"
    return f"""#include <stddef.h>
#include <stdint.h>
#include "{hname}"

// {spec['binary']} of {spec['kernel']}
static const unsigned char {n}_binary[{len(binary)}] = {{
{_bytes(binary)}
}};
static {t}module {n}_module;
static {t}function {n}_function;

{res} load_{n}(void) {{
  {res} r = {p}ModuleLoadData(&{n}_module, {n}_binary);
  if (r != {ok}) return r;
  r = {p}ModuleGetFunction(&{n}_function, {n}_module, "{spec['kernel']}");
  if (r != {ok}) return r;
  if ({spec['shared']} > {opt_in})
    r = {p}FuncSetAttribute({n}_function, {t}_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, {spec['shared']});
  return r;
}}

void unload_{n}(void) {{
  if ({n}_module) {p}ModuleUnload({n}_module);
  {n}_module = NULL;
  {n}_function = NULL;
}}

{prototype(spec)} {{
  if ({n}_function == NULL) {{
    {res} r = load_{n}();
    if (r != {ok}) return r;
  }}
{_grid(spec)}  if (gX * gY * gZ == 0) return {ok};
  void *params[] = {{ {params} }};
  return {p}LaunchKernel({n}_function, gX, gY, gZ, {spec['threads']}, 1, 1, {spec['shared']}, stream, params, NULL);
}}
"""


def _slot(a):
    ty, name = a["type"], a["name"]
    if ty.startswith("*"):
        return f"(uint64_t)(uintptr_t){name}"
    if ty in ("i1", "u1"):
        return f"(uint64_t)({name} != 0)"
    if ty in ("i8", "i16", "i32"):
        return f"(uint64_t)(uint32_t)(int32_t){name}"
    if ty in _INT_TYPES:
        return f"(uint64_t){name}"
    return None  # floats: copied bit for bit below


def _cpu_source(spec, binary, hname):
    n = spec["name"]
    packs = []
    for i, a in enumerate(spec["args"]):
        s = _slot(a)
        if s is not None:
            packs.append(f"  slots[{i}] = {s};")
        else:
            packs.append(f"  {{ {c_type(a['type'], 'cpu')} v = {a['name']}; memcpy(&slots[{i}], &v, sizeof v); }}")
    nslots = max(1, len(spec["args"]))
    return f"""#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "{hname}"

// the shared object of {spec['kernel']} (cpu): loaded from memory by load_{n}()
static const unsigned char {n}_binary[{len(binary)}] = {{
{_bytes(binary)}
}};
typedef void (*{n}_fn_t)(const uint64_t *, int, int, int, int, int, int);
static void *{n}_library;
static {n}_fn_t {n}_function;
// open while loaded: the loader takes a library whose path matches one loaded as that one
static int {n}_fd = -1;

int load_{n}(void) {{
  if ({n}_function) return 0;
  int fd = memfd_create("{n}", MFD_CLOEXEC);
  if (fd < 0) return 1;
  size_t done = 0;
  while (done < sizeof {n}_binary) {{
    ssize_t w = write(fd, {n}_binary + done, sizeof {n}_binary - done);
    if (w <= 0) {{ close(fd); return 1; }}
    done += (size_t)w;
  }}
  char path[64];
  snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  {n}_library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!{n}_library) {{ fprintf(stderr, "load_{n}: %s\\n", dlerror()); close(fd); return 2; }}
  {n}_fd = fd;
  {n}_function = ({n}_fn_t)dlsym({n}_library, "{spec['kernel']}");
  if (!{n}_function) {{ unload_{n}(); return 3; }}
  return 0;
}}

void unload_{n}(void) {{
  if ({n}_library) dlclose({n}_library);
  if ({n}_fd >= 0) close({n}_fd);
  {n}_library = NULL;
  {n}_function = NULL;
  {n}_fd = -1;
}}

struct {n}_grid {{
  {n}_fn_t fn;
  const uint64_t *slots;
  int gx, gy, gz;
  long total;
  long next;
}};

static void *{n}_worker(void *arg) {{
  struct {n}_grid *g = arg;
  for (;;) {{
    long i = __atomic_fetch_add(&g->next, 1, __ATOMIC_RELAXED);
    if (i >= g->total) return NULL;
    int x = (int)(i % g->gx), y = (int)((i / g->gx) % g->gy), z = (int)(i / ((long)g->gx * g->gy));
    g->fn(g->slots, x, y, z, g->gx, g->gy, g->gz);
  }}
}}

{prototype(spec)} {{
  (void)stream;
  if ({n}_function == NULL && load_{n}() != 0) return 1;
{_grid(spec)}  uint64_t slots[{nslots}] = {{0}};
{chr(10).join(packs)}
  struct {n}_grid g = {{ {n}_function, slots, (int)gX, (int)gY, (int)gZ, (long)gX * gY * gZ, 0 }};
  if (g.total == 0) return 0;
  long threads = sysconf(_SC_NPROCESSORS_ONLN);
  if (threads < 1) threads = 1;
  if (threads > 64) threads = 64;
  if (threads > g.total) threads = g.total;
  // a program keeps its tiles on its stack (up to 64 MiB): each worker gets 80 MiB
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, (size_t)80 << 20);
  pthread_t tids[64];
  long started = 0;
  for (; started < threads; started++)
    if (pthread_create(&tids[started], &attr, {n}_worker, &g) != 0) break;
  pthread_attr_destroy(&attr);
  if (started == 0) return 4;
  for (long i = 0; i < started; i++) pthread_join(tids[i], NULL);
  return 0;
}}
"""


def render(spec, binary, hname):
    """(header text, source text) for one specialisation; the source includes ``hname``."""
    header = _header(spec)
    source = _gpu_source(spec, binary, hname) if spec["backend"] in _GPU else _cpu_source(spec, binary, hname)
    return header, source
