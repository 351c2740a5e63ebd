"""``import triton`` resolves to triton_musa only when no other ``triton`` is importable."""
import os
import subprocess
import sys
import textwrap

import triton_musa

PKG_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(triton_musa.__file__)))
ALIAS_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python")


def _site_with_alias(tmp_path):
    """A site dir holding only triton_musa, the alias module and its .pth (links, no copies)."""
    site = tmp_path / "site"
    site.mkdir()
    os.symlink(os.path.join(PKG_ROOT, "triton_musa"), site / "triton_musa")
    for name in ("triton_musa_alias.py", "triton_musa_alias.pth"):
        src = os.path.join(PKG_ROOT, name)
        if not os.path.exists(src):
            src = os.path.join(ALIAS_DIR, name)
        os.symlink(src, site / name)
    return site


def _run(code, env=None, isolated=False):
    args = [sys.executable] + (["-S"] if isolated else []) + ["-c", textwrap.dedent(code)]
    r = subprocess.run(args, capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
    return r.stdout.strip().splitlines()


def test_alias_without_upstream(tmp_path):
    site = _site_with_alias(tmp_path)
    # -S: no site-packages, so no upstream triton; addsitedir runs the .pth like a real install
    out = _run(f"""
        import site, sys
        site.addsitedir({str(site)!r})
        import triton, triton_musa
        import triton.language as tl
        import triton.testing, triton.musa_testing, triton.language.math
        from triton.runtime.driver import driver
        print(triton.jit is triton_musa.jit, triton is triton_musa, tl is triton_musa.language)
        print(triton.testing is triton_musa.testing, triton.musa_testing is triton_musa.musa_testing)
        print(driver is triton_musa.runtime.driver, triton.runtime.driver.active.backend)
        print(sys.modules["triton.language.math"] is triton_musa.language.math)
        print("torch" in sys.modules)
    """, isolated=True)
    assert out == ["True True True", "True True", "True cpu", "True", "False"]


def test_alias_missing_submodule_is_an_import_error(tmp_path):
    site = _site_with_alias(tmp_path)
    out = _run(f"""
        import site
        site.addsitedir({str(site)!r})
        try:
            import triton.no_such_module
        except ModuleNotFoundError as e:
            print("MNF", e.name)
    """, isolated=True)
    assert out == ["MNF triton.no_such_module"]


def test_upstream_triton_is_never_shadowed(tmp_path):
    site = _site_with_alias(tmp_path)
    fake = tmp_path / "fake"
    (fake / "triton").mkdir(parents=True)
    (fake / "triton" / "__init__.py").write_text("MARKER = 'upstream'\n")
    (fake / "triton" / "language.py").write_text("MARKER = 'upstream-language'\n")
    env = dict(os.environ)
    env["PYTHONPATH"] = str(fake)
    out = _run(f"""
        import site
        site.addsitedir({str(site)!r})
        import triton_musa_alias, sys
        import triton, triton.language
        print(triton.MARKER, triton.language.MARKER)
        print(triton_musa_alias._TopLevelFinder in sys.meta_path)
    """, env=env)
    assert out == ["upstream upstream-language", "True"]
