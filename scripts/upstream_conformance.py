"""Run upstream Triton's language tests against triton_musa and count the results by cause.

    python scripts/upstream_conformance.py --upstream DIR [--device cpu] [--files test_core.py]
        [--stride N] [--jobs J] [--timeout S] [--out results.json]

DIR is a checkout of upstream Triton (not part of this repository; e.g. a clone of the mirror
lightseekorg/triton). The test files are copied into a git-ignored run folder beside this
repository's scaffolding (`scripts/conformance/`: the `device` fixture and our own
`triton._internal_testing`), so `import triton` is triton_musa. With --stride N every N-th case
runs (the default 1 runs them all). Cases are split over J pytest processes; a process that dies
is reported, and its remaining cases are run again in a fresh one. Prints passed / failed /
skipped counts and the failures grouped by cause.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUPPORT = os.path.join(ROOT, "scripts", "conformance")
TESTS = "python/test/unit/language"


def prepare(upstream, files, run_dir):
    os.makedirs(run_dir, exist_ok=True)
    for f in files:
        src = os.path.join(upstream, TESTS, f)
        if not os.path.exists(src):
            sys.exit(f"{src} not found: --upstream must be a checkout of upstream Triton")
        shutil.copy(src, os.path.join(run_dir, f))
    for f in ("conftest.py", "_internal_testing.py", "ptx_probe.py"):
        shutil.copy(os.path.join(SUPPORT, f), os.path.join(run_dir, f))
    # the run folder is its own pytest root (not this repository's, whose settings are for our tests)
    with open(os.path.join(run_dir, "pytest.ini"), "w") as f:
        f.write("[pytest]\nfilterwarnings =\n    ignore::pytest.PytestUnknownMarkWarning\n")


PLUGINS = []  # ["-p", "ptx_probe"] with --cuda-ptx-probe


def pytest_cmd(device, extra):
    return [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", *PLUGINS,
            "--device", device, *extra]


def collect(run_dir, files, device):
    r = subprocess.run(pytest_cmd(device, ["--collect-only", *files]), cwd=run_dir, capture_output=True,
                       text=True)
    ids = [line.strip() for line in r.stdout.splitlines() if line.startswith(tuple(f + "::" for f in files))]
    if not ids:
        sys.exit(f"collection failed:\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}")
    return ids


def run_chunk(run_dir, ids, device, timeout, tag):
    """Run `ids` in one pytest process; returns {id: (outcome, message)} and the ids it never
    reported (the process died or timed out)."""
    with tempfile.TemporaryDirectory() as tmp:
        args_file = os.path.join(tmp, "ids.txt")
        xml = os.path.join(tmp, "report.xml")
        with open(args_file, "w") as f:
            f.write("\n".join(ids))
        cmd = pytest_cmd(device, [f"@{args_file}", f"--junitxml={xml}", "-o", "junit_family=xunit1"])
        try:
            r = subprocess.run(cmd, cwd=run_dir, capture_output=True, text=True, timeout=timeout)
            died = r.returncode not in (0, 1, 5)
            why = f"process exited with {r.returncode}" if died else ""
        except subprocess.TimeoutExpired:
            died, why = True, f"timed out after {timeout} s"
        results = parse_report(xml) if os.path.exists(xml) else {}
    missing = [i for i in ids if i not in results]
    if died:
        print(f"[{tag}] {why}; {len(missing)} cases unreported", file=sys.stderr)
    return results, missing, why


def _node_id(case):
    file = case.get("file") or case.get("classname", "").replace(".", "/") + ".py"
    return f"{os.path.basename(file)}::{case.get('name')}"


def parse_report(xml):
    out = {}
    try:
        tree = ET.parse(xml)
    except ET.ParseError:
        return out
    for case in tree.iter("testcase"):
        node = _node_id(case)
        outcome, message = "passed", ""
        for child in case:
            if child.tag in ("failure", "error"):
                outcome, message = "failed", child.get("message") or (child.text or "")[:500]
            elif child.tag == "skipped":
                outcome, message = "skipped", child.get("message") or ""
        out[node] = (outcome, message)
    return out


def cause(message):
    """A failure's cause: its exception line without the numbers, names and values that differ
    from case to case."""
    line = message.strip().splitlines()[0] if message.strip() else "(no message)"
    line = re.sub(r"'[^']*'", "'…'", line)
    line = re.sub(r"\b\d+(\.\d+)?\b", "N", line)
    line = re.sub(r"\s+", " ", line)
    return line[:160]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--upstream", required=True)
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--files", nargs="+", default=["test_core.py"])
    ap.add_argument("--stride", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 2) // 2))
    ap.add_argument("--timeout", type=int, default=3600)
    ap.add_argument("--run-dir", default=os.path.join(ROOT, "upstream", "conformance_run"))
    ap.add_argument("--max-rounds", type=int, default=0,
                    help="stop re-running the cases left by dead processes after this many rounds (0: never)")
    ap.add_argument("--out")
    ap.add_argument("--cuda-ptx-probe", action="store_true",
                    help="on a machine without a GPU: run on the CPU target, and hand upstream's PTX checks the "
                         "PTX the cuda target compiles for each launch (scripts/conformance/ptx_probe.py)")
    a = ap.parse_args()
    if a.cuda_ptx_probe:
        PLUGINS.extend(["-p", "ptx_probe"])
    prepare(a.upstream, a.files, a.run_dir)
    ids = collect(a.run_dir, a.files, a.device)
    chosen = ids[::a.stride]
    print(f"{len(ids)} cases collected, running {len(chosen)} (stride {a.stride}) on {a.device} in {a.jobs} processes",
          file=sys.stderr)
    results, deaths = {}, []
    pending = [chosen[i::a.jobs] for i in range(a.jobs)]
    from concurrent.futures import ThreadPoolExecutor
    rounds = 0
    while any(pending):
        rounds += 1
        if a.max_rounds and rounds > a.max_rounds:
            left = [i for p in pending for i in p]
            print(f"{len(left)} cases not run: --max-rounds {a.max_rounds} reached", file=sys.stderr)
            break
        with ThreadPoolExecutor(a.jobs) as pool:
            futures = [pool.submit(run_chunk, a.run_dir, p, a.device, a.timeout, i) for i, p in enumerate(pending) if p]
            pending = []
            for f in futures:
                got, missing, why = f.result()
                results.update(got)
                if missing:
                    # the first unreported case is the one the process died in
                    results[missing[0]] = ("failed", f"process death: {why}")
                    deaths.append(missing[0])
                    if missing[1:]:
                        pending.append(missing[1:])
    counts = collections.Counter(o for o, _ in results.values())
    by_cause = collections.Counter(cause(m) for o, m in results.values() if o == "failed")
    by_test = collections.defaultdict(lambda: collections.Counter())
    for node, (o, _) in results.items():
        by_test[node.split("::")[1].split("[")[0]][o] += 1
    ran = counts["passed"] + counts["failed"]
    print(f"\npassed {counts['passed']}, failed {counts['failed']}, skipped {counts['skipped']}; "
          f"{100 * counts['passed'] / max(ran, 1):.1f} % of the cases that ran; process deaths: {len(deaths)}")
    print("\nfailures by cause:")
    for c, n in by_cause.most_common(40):
        print(f"{n:6d}  {c}")
    if a.out:
        with open(a.out, "w") as f:
            json.dump({"device": a.device, "files": a.files, "stride": a.stride, "collected": len(ids),
                       "counts": counts, "deaths": deaths, "by_cause": by_cause.most_common(),
                       "by_test": {k: dict(v) for k, v in sorted(by_test.items())},
                       "results": results}, f, indent=1)


if __name__ == "__main__":
    main()
