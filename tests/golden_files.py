"""The project's one golden-file mechanism: `check_golden(name, text)` compares `text` with
`tests/golden/<name>`; with `TRITON_MUSA_BLESS=1` it (re)writes the file instead. A missing file
is a failure that says how to create it."""
import difflib
import os

GOLDEN_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden")


def blessing():
    return os.environ.get("TRITON_MUSA_BLESS", "").lower() in ("1", "true", "yes", "on")


def check_golden(name, text):
    path = os.path.join(GOLDEN_DIR, name)
    if blessing():
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        return
    if not os.path.exists(path):
        raise AssertionError(f"no golden file {path}; run with TRITON_MUSA_BLESS=1 to create it")
    with open(path) as f:
        expected = f.read()
    if text != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), "golden", "now", n=2))
        raise AssertionError(f"{name} differs from its golden file (TRITON_MUSA_BLESS=1 re-blesses):\n{diff[:6000]}")
