"""The `triton` distribution (scripts/build_triton_wheel.py): pip replaces an installed upstream
Triton with it, `pip show triton` reports ours, and `import triton` is triton_musa."""
import os
import subprocess
import sys
import zipfile

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "scripts"))
import build_triton_wheel  # noqa: E402


def _fake_upstream_wheel(out_dir):
    """A stand-in for upstream's wheel: distribution `triton` 3.6.0 with its own package."""
    files = {
        "triton/__init__.py": b"UPSTREAM = True\n",
        "triton-3.6.0.dist-info/METADATA": b"Metadata-Version: 2.1\nName: triton\nVersion: 3.6.0\n",
        "triton-3.6.0.dist-info/WHEEL": b"Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = [build_triton_wheel._record_line(n, d) for n, d in files.items()] + ["triton-3.6.0.dist-info/RECORD,,"]
    files["triton-3.6.0.dist-info/RECORD"] = ("\n".join(record) + "\n").encode()
    path = os.path.join(out_dir, "triton-3.6.0-py3-none-any.whl")
    with zipfile.ZipFile(path, "w") as z:
        for n, d in files.items():
            z.writestr(n, d)
    return path


def test_the_wheel_requires_triton_musa_of_its_version(tmp_path):
    path = build_triton_wheel.build(str(tmp_path))
    version = build_triton_wheel.project_version()
    assert os.path.basename(path) == f"triton-{version}-py3-none-any.whl" and "+musa" in version
    with zipfile.ZipFile(path) as z:
        meta = z.read(f"triton-{version}.dist-info/METADATA").decode()
        assert not [n for n in z.namelist() if not n.startswith(f"triton-{version}.dist-info/")]
    assert "Name: triton\n" in meta and f"Requires-Dist: triton-musa=={version}" in meta


def test_pip_replaces_upstream_and_import_triton_is_ours(tmp_path):
    venv = tmp_path / "venv"
    r = subprocess.run([sys.executable, "-m", "venv", str(venv)], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"no venv with pip here: {r.stderr.strip()[:200]}")
    py = str(venv / "bin" / "python")
    pip = [py, "-m", "pip", "install", "-q", "--no-index", "--no-deps", "--disable-pip-version-check"]
    subprocess.run(pip + [_fake_upstream_wheel(str(tmp_path))], check=True)
    show = subprocess.run([py, "-m", "pip", "show", "triton"], capture_output=True, text=True).stdout
    assert "Version: 3.6.0\n" in show
    subprocess.run(pip + [build_triton_wheel.build(str(tmp_path / "dist"))], check=True)
    show = subprocess.run([py, "-m", "pip", "show", "triton"], capture_output=True, text=True).stdout
    assert f"Version: {build_triton_wheel.project_version()}\n" in show, show
    site = subprocess.run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    assert not os.path.exists(os.path.join(site, "triton", "__init__.py")), "upstream's files were left behind"
    # triton-musa as its wheel installs it: the package (here, this checkout's; it imports
    # without torch) and the alias .pth in site-packages (.pth files run in name order)
    ours = os.path.join(HERE, "..", "python")
    with open(os.path.join(site, "00_triton_musa_here.pth"), "w") as f:
        f.write(f"{os.path.abspath(ours)}\n")
    with open(os.path.join(site, "triton_musa_alias.pth"), "w") as f:
        f.write("import triton_musa_alias\n")
    r = subprocess.run([py, "-c", "import triton, triton_musa; assert triton is triton_musa, triton; "
                        "import triton.language as tl; assert tl is triton_musa.language; print('ours')"],
                       capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.strip() == "ours", r.stderr[-2000:]
    # upstream's AOT command line runs ours (documentation: python -m triton.tools.compile)
    r = subprocess.run([py, "-m", "triton.tools.compile", "--help"], capture_output=True, text=True)
    assert r.returncode == 0 and "--target-backend" in r.stdout, r.stderr[-2000:]
