#!/usr/bin/env python3
"""Builds the `triton` distribution that stands in for upstream Triton:
`triton-<version>-py3-none-any.whl`, with the version of triton-musa (`3.6.0+musa0.1`).

    python scripts/build_triton_wheel.py OUT_DIR

It holds no code: it requires `triton-musa` of the same version, whose wheel installs the
`import triton` alias (triton_musa_alias.pth). Installing it with pip replaces an installed
upstream Triton (the same distribution name), so `pip show triton` and `import triton` give
triton_musa without uninstalling upstream first; `import triton_musa` keeps working.
"""
import base64
import hashlib
import os
import re
import sys
import zipfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def project_version():
    text = open(os.path.join(ROOT, "pyproject.toml")).read()
    m = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M)
    if not m:
        raise SystemExit("pyproject.toml has no version")
    return m.group(1)


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build(out_dir, version=None):
    """Writes the wheel into `out_dir` and returns its path."""
    version = version or project_version()
    dist_info = f"triton-{version}.dist-info"
    metadata = "\n".join([
        "Metadata-Version: 2.1",
        "Name: triton",
        f"Version: {version}",
        "Summary: Triton for MUSA (triton_musa): the `triton` distribution, replacing upstream Triton",
        "License: MIT",
        "Requires-Python: >=3.10",
        f"Requires-Dist: triton-musa=={version}",
        "",
        "Installs triton_musa as `triton`: `import triton` and `pip show triton` give triton_musa.",
        "",
    ]).encode()
    wheel = (b"Wheel-Version: 1.0\nGenerator: triton_musa scripts/build_triton_wheel.py\n"
             b"Root-Is-Purelib: true\nTag: py3-none-any\n")
    files = {f"{dist_info}/METADATA": metadata, f"{dist_info}/WHEEL": wheel}
    record = [_record_line(n, d) for n, d in files.items()] + [f"{dist_info}/RECORD,,"]
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    os.makedirs(out_dir, exist_ok=True)
    # the local version's "+" stays: pip reads it from the file name
    path = os.path.join(out_dir, f"triton-{version}-py3-none-any.whl")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0)), data)
    return path


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    print(build(sys.argv[1]))
