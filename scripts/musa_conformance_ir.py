#!/usr/bin/env python3
"""Compiles recorded kernel launch messages for the musa target and checks the MTGPU LLVM IR.

    TRITON_MUSA_RECORD_MESSAGES=DIR pytest tests/test_dot.py ...   # the JIT keeps each message
    python scripts/musa_conformance_ir.py DIR [--arch 22 31]

Every message in DIR (one JSON file each, as the JIT writes them) is compiled with
``_C.compile_only`` for each arch (no toolkit, no GPU); the ``llir`` stage must be read by
Debian's ``llvm-as-14 -opaque-pointers`` and by ``llvm-as-19`` (which runs the verifier).
``make test`` runs it on the messages of the conformance tests. Prints counts per arch, the first
error line of each failure and the compile errors grouped by message; exits 1 if anything failed.

Listed but not failures: kernels whose IR is accepted but which the musa compile refuses before
the toolkit runs, as it would on a MUSA machine ("over the limits": more than 1024 threads per
block, or more static shared memory than the arch has, OutOfResources as upstream), and compile
errors that match UNSUPPORTED (documented limits of the target). Missing assemblers fail under
``make test`` (TM_MAKE_TEST set) and are skipped, with a note, elsewhere (as tests/helpers.py
``require``).
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

# Compile errors that are documented limits of the musa target, not bugs: (regex, why). None of
# the conformance kernels needs one today.
UNSUPPORTED = []

# Nothing LLVM 14 would misread, nothing of another target (as tests/test_musa_codegen.py).
BANNED = (" nneg ", " disjoint ", "memory(", "splat (", "llvm.minimum", "llvm.maximum", "llvm.nvvm",
          "llvm.masked.", "target triple", "range(")


def _limits(arch):
    """(warp size, static shared memory in bytes) of an arch (crates/musa-codegen/src/musa.rs)."""
    return (128 if arch < 30 else 32), (196_608 if arch >= 31 else 73_728)


def _first_line(text):
    for line in str(text).splitlines():
        if line.strip():
            return line.strip()
    return "(no message)"


def _describe(m):
    """The kernel's name and most of its specialisation: pointer dtypes, constexprs, warps, stages."""
    parts = []
    for a in m.get("signature", []):
        if a["kind"] == "constexpr":
            parts.append(f"{a['name']}={a.get('value')}")
        elif a["kind"] == "ptr":
            parts.append(f"{a['name']}:{a['dtype']}")
    opts = m.get("options", {})
    parts.append(f"num_warps={opts.get('num_warps')}, num_stages={opts.get('num_stages')}")
    return f"{m.get('kernel')}({', '.join(parts)})"


def check_one(_C, path, arch, tools, workdir):
    """('passed' | 'limits' | 'unsupported' | 'compile' | 'ir', detail) for one message and arch."""
    with open(path) as f:
        m = json.load(f)
    m["target"], m["arch"], m["libdevice"] = "musa", arch, None
    m["cache_dir"] = os.path.join(workdir, "cache")
    try:
        stages = _C.compile_only(json.dumps(m))
    except Exception as e:  # noqa: BLE001 - every compile error is reported
        msg = f"{type(e).__name__}: {_first_line(e)}"
        for pattern, why in UNSUPPORTED:
            if re.search(pattern, str(e)):
                return "unsupported", f"{msg} ({why})"
        return "compile", msg
    llir = stages["llir"]
    base = os.path.join(workdir, f"{os.path.basename(path)[:16]}-{arch}")
    with open(base + ".ll", "w") as f:
        f.write(llir)
    for tool, flags in tools:
        r = subprocess.run([tool, *flags, base + ".ll", "-o", base + ".bc"], capture_output=True, text=True)
        if r.returncode != 0:
            return "ir", f"{os.path.basename(tool)}: {_first_line(r.stderr)}"
    for banned in BANNED:
        if banned in llir:
            return "ir", f"the IR contains {banned.strip()!r}"
    warp, smem = _limits(arch)
    threads, shared = m["options"]["num_warps"] * warp, int(stages.get("shared", 0))
    if threads > 1024:
        return "limits", f"{threads} threads per block (at most 1024)"
    if shared > smem:
        return "limits", f"OutOfResources: {shared} bytes of shared memory, mp_{arch} allows {smem}"
    return "passed", None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", help="the directory TRITON_MUSA_RECORD_MESSAGES recorded into")
    ap.add_argument("--arch", type=int, nargs="+", default=[22, 31])
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args(argv)

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))
    from triton_musa import _C

    files = sorted(os.path.join(args.dir, n) for n in os.listdir(args.dir) if n.endswith(".json")) \
        if os.path.isdir(args.dir) else []
    if not files:
        print(f"musa IR check: no recorded messages in {args.dir}")
        return 1
    tools, missing = [], []
    for name, flags in (("llvm-as-14", ["-opaque-pointers"]), ("llvm-as-19", [])):
        path = shutil.which(name)
        if path:
            tools.append((path, flags))
        else:
            missing.append(name)
    if missing:
        if os.environ.get("TM_MAKE_TEST"):
            print(f"musa IR check: {' and '.join(missing)} needed here (the Makefile installs them)")
            return 1
        print(f"musa IR check: {', '.join(missing)} not installed here: the IR is compiled, not assembled")

    with tempfile.TemporaryDirectory(prefix="musa-ir-") as work, \
            concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        jobs = {(f, a): pool.submit(check_one, _C, f, a, tools, work) for f in files for a in args.arch}
        results = {k: j.result() for k, j in jobs.items()}

    names = {}
    for f in files:
        with open(f) as fh:
            names[f] = _describe(json.load(fh))
    print(f"musa IR check: {len(files)} recorded kernels in {args.dir}, arch {', '.join(map(str, args.arch))}, "
          f"assembled by {', '.join(os.path.basename(t) for t, _ in tools) or 'nothing'}")
    failed = 0
    compile_errors = collections.defaultdict(list)
    for arch in args.arch:
        counts = collections.Counter(results[(f, arch)][0] for f in files)
        bad = counts["compile"] + counts["ir"]
        failed += bad
        print(f"mp_{arch}: {len(files)} kernels, {counts['passed'] + counts['limits']} "
              f"{'IR accepted' if tools else 'compiled'} ({counts['limits']} of them over mp_{arch}'s limits), "
              f"{counts['unsupported']} unsupported, {bad} failed ({counts['compile']} compile, {counts['ir']} IR)")
        listed = collections.defaultdict(collections.Counter)
        for f in files:
            status, detail = results[(f, arch)]
            if status == "ir":
                print(f"  FAIL {names[f]} [{os.path.basename(f)}]: {detail}")
            elif status in ("limits", "unsupported"):
                listed[(status, detail)][names[f]] += 1
            elif status == "compile":
                compile_errors[detail].append(f"mp_{arch} {names[f]} [{os.path.basename(f)}]")
        for (status, detail), kernels in sorted(listed.items()):
            print(f"  {'over the limits' if status == 'limits' else 'unsupported'} x{sum(kernels.values())}: {detail}")
            for name, n in sorted(kernels.items()):
                print(f"    {name}" + (f" x{n}" if n > 1 else ""))
    if compile_errors:
        print("compile errors by message:")
        for detail, where in sorted(compile_errors.items()):
            print(f"  FAIL x{len(where)}: {detail}")
            for w in where:
                print(f"    {w}")
    print("musa IR check: " + ("FAILED" if failed else "passed"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
