"""Upstream Triton's tutorials, unchanged, with triton_musa and with upstream Triton, side by side.

The tutorial files are not part of this repository: fetch them (e.g. from a checkout of
upstream or of its mirror lightseekorg/triton, `python/tutorials/`) into a folder and pass it:

    python bench/bench_tutorials.py upstream/tutorials [01 02 03 05]

Each tutorial runs in its own process per compiler (`bench/run_as_triton.py`); its own
correctness checks and its benchmark tables are printed, then the Triton columns side by side.
"""
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = ["01", "02", "03", "05"]


def run(compiler, path, timeout):
    env = dict(os.environ, MPLBACKEND="Agg", PYTHONUNBUFFERED="1")
    t0 = time.time()
    try:
        r = subprocess.run([sys.executable, os.path.join(HERE, "run_as_triton.py"), "--compiler", compiler, path],
                           capture_output=True, text=True, env=env, timeout=timeout)
        out, code = r.stdout + r.stderr, r.returncode
    except subprocess.TimeoutExpired as e:
        out, code = (e.stdout or b"").decode() if isinstance(e.stdout, bytes) else (e.stdout or ""), "timeout"
    return out, code, time.time() - t0


def tables(text):
    """{table name: (header, [(row label, [values])])} from pandas' printed benchmark tables
    (a name line ending in ':', a header line, rows of an index and numbers)."""
    found, name, header = {}, None, None
    for line in text.splitlines():
        if line.endswith(":") and " " not in line:
            name, header = line[:-1], None
            continue
        parts = line.split()
        if name and header is None and parts and not re.match(r"^-?\d", parts[0]):
            header = line.strip()
            found[name] = (header, [])
            continue
        if name and header and len(parts) >= 3 and parts[0].isdigit():
            try:
                found[name][1].append((parts[1], [float(x) for x in parts[2:]]))
            except ValueError:
                pass
    return found


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "upstream/tutorials"
    wanted = sys.argv[2:] or DEFAULT
    timeout = int(os.environ.get("TUTORIAL_TIMEOUT", "600"))
    for num in wanted:
        files = sorted(f for f in os.listdir(folder) if f.startswith(num) and f.endswith(".py"))
        if not files:
            print(f"## {num}: no such tutorial in {folder}")
            continue
        path = os.path.join(folder, files[0])
        results = {}
        for compiler in ("musa", "upstream"):
            out, code, secs = run(compiler, path, timeout)
            results[compiler] = tables(out)
            raw_dir = os.environ.get("TUTORIAL_RAW_DIR")
            if raw_dir:
                with open(os.path.join(raw_dir, f"{num}-{compiler}.txt"), "w") as f:
                    f.write(out)
            checks = [ln.strip() for ln in out.splitlines() if "match" in ln.lower() or "differ" in ln.lower()]
            print(f"## {files[0]} [{compiler}] exit {code}, {secs:.0f} s")
            for c in checks[:6]:
                print(f"   {c}")
            if code != 0:
                print("   " + "\n   ".join(out.strip().splitlines()[-12:]))
        for name, (header, rows) in results["musa"].items():
            theirs = results["upstream"].get(name)
            # the ratio of the Triton column where the table has one (03 has M N K cuBLAS Triton)
            cols = header.split()[1:]
            col = cols.index("Triton") if "Triton" in cols else 0
            print(f"### {name}: {header} (ours, then upstream, then ours/upstream of {cols[col] if cols else '?'})")
            for i, (label, vals) in enumerate(rows):
                up = theirs[1][i][1] if theirs and i < len(theirs[1]) else None
                ok = up and col < len(up) and col < len(vals) and up[col]
                ratio = f"{vals[col] / up[col]:.2f}" if ok else "-"
                print(f"   {label:>10} {vals} {up} {ratio}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
