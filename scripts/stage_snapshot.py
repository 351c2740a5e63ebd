#!/usr/bin/env python3
"""Every stage of a set of kernels, for every target, written to a directory: a before/after
check for changes that must not change generated code (a refactor), by `diff -r`.

    python scripts/stage_snapshot.py OUT [--messages DIR ...]

The kernels: the matmul and attention configurations of bench/bench_matmul.py and
bench/bench_attention.py (bench/gpu_kernels.py), and every message in each DIR (as
`TRITON_MUSA_RECORD_MESSAGES=DIR pytest ...` records them). Each is compiled with
`_C.compile_only` for cuda sm_90, musa mp_22 and mp_31, and the cpu target built for the x86-64
baseline (TRITON_CPU_TARGET=x86-64, so the text does not depend on this machine's CPU). Files:
OUT/<kernel>-<hash>/<target>.<stage>; a compile error is written as <target>.error.
"""
import argparse
import glob
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = [("cuda", 90), ("musa", 22), ("musa", 31), ("cpu", None)]


def bench_messages():
    import torch
    import triton_musa
    import triton_musa.language as tl
    src = os.path.join(HERE, "..", "bench", "gpu_kernels.py")
    ns = {"triton": triton_musa, "tl": tl, "__name__": "gpu_kernels_snapshot"}
    exec(compile(open(src).read(), src, "exec"), ns)
    sys.path.insert(0, os.path.join(HERE, "..", "bench"))
    from bench_attention import CONFIGS as ATTN
    from bench_matmul import CONFIGS as MATMUL
    out = []
    n = 4096
    for dt in (torch.float16, torch.bfloat16):
        a = torch.zeros(64, 64, dtype=dt)
        for BM, BN, BK, w, s in MATMUL:
            out.append(ns["matmul_kernel"].message(a, a, a, n, n, n, n, 1, n, 1, n, 1,
                                                   BM=BM, BN=BN, BK=BK, num_warps=w, num_stages=s))
    q = torch.zeros(4, 64, 64, dtype=torch.float16)
    for BM, BN, w, s in ATTN:
        out.append(ns["attn_fwd_kernel"].message(q, q, q, q, 0.125, n, D=64, BM=BM, BN=BN, num_warps=w, num_stages=s))
    return [json.loads(m) for m in out]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--messages", nargs="*", default=[])
    args = ap.parse_args()
    os.environ["TRITON_CPU_TARGET"] = "x86-64"
    from triton_musa import _C
    messages = bench_messages()
    for d in args.messages:
        for path in sorted(glob.glob(os.path.join(d, "*.json"))):
            with open(path) as f:
                messages.append(json.load(f))
    os.makedirs(args.out, exist_ok=True)
    counts = {"stages": 0, "errors": 0}
    for m in messages:
        m["cache_dir"], m["always_compile"], m["libdevice"] = None, False, None
        m.pop("settings", None)  # this process's environment (TRITON_CPU_TARGET=x86-64) applies
        digest = hashlib.sha256(json.dumps(m, sort_keys=True).encode()).hexdigest()[:12]
        kdir = os.path.join(args.out, f"{m.get('kernel', 'kernel')}-{digest}")
        os.makedirs(kdir, exist_ok=True)
        for target, arch in TARGETS:
            m["target"], m["arch"] = target, arch
            label = f"{target}{arch or ''}"
            try:
                stages = _C.compile_only(json.dumps(m))
            except Exception as e:  # noqa: BLE001 - an error is part of the snapshot
                with open(os.path.join(kdir, f"{label}.error"), "w") as f:
                    f.write(f"{type(e).__name__}: {e}\n")
                counts["errors"] += 1
                continue
            for stage, text in stages.items():
                with open(os.path.join(kdir, f"{label}.{stage}"), "w") as f:
                    f.write(text)
                counts["stages"] += 1
    print(f"{len(messages)} kernels, {counts['stages']} stage files, {counts['errors']} compile errors -> {args.out}")


if __name__ == "__main__":
    main()
