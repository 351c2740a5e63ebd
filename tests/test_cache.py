"""The disk cache: a second process loads the kernel without compiling; overrides and repair."""
import json
import os
import subprocess
import sys
import textwrap

import triton_musa

PKG_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(triton_musa.__file__)))

SCRIPT = textwrap.dedent('''
    import json, time
    import torch
    import triton_musa as triton
    import triton_musa.language as tl

    @triton.jit
    def axpy(x_ptr, y_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.store(out_ptr + offs, alpha * tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)

    n = 10000
    x = torch.rand(n); y = torch.rand(n); out = torch.full((n,), float("nan"))
    t0 = time.perf_counter()
    k = axpy[(triton.cdiv(n, 1024),)](x, y, out, n, 2.0, BLOCK=1024)
    dt = time.perf_counter() - t0
    torch.testing.assert_close(out, 2.0 * x + y)
    print(json.dumps({"cache_hit": k.cache_hit, "seconds": dt, "name": k.name}))
''')


def _run(tmp_path, cache_dir, **env_extra):
    script = tmp_path / "cache_script.py"
    script.write_text(SCRIPT)
    env = dict(os.environ)
    env.pop("TRITON_ALWAYS_COMPILE", None)
    env["TRITON_CACHE_DIR"] = str(cache_dir)
    env["TRITON_DEFAULT_BACKEND"] = "cpu"  # the script uses CPU tensors
    env["PYTHONPATH"] = PKG_ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env.update(env_extra)
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout.strip().splitlines()[-1])


def _files(cache_dir):
    return [os.path.join(d, f) for d, _, fs in os.walk(cache_dir) for f in fs]


def test_second_process_hits_the_disk_cache(tmp_path):
    cache = tmp_path / "cache"
    first = _run(tmp_path, cache)
    assert first["cache_hit"] is False and first["name"]
    assert _files(cache), "nothing was written to TRITON_CACHE_DIR"
    second = _run(tmp_path, cache)
    assert second["cache_hit"] is True


def test_always_compile_skips_the_cache(tmp_path):
    cache = tmp_path / "cache"
    _run(tmp_path, cache)
    assert _run(tmp_path, cache, TRITON_ALWAYS_COMPILE="1")["cache_hit"] is False


def test_corrupted_entry_is_recompiled(tmp_path):
    cache = tmp_path / "cache"
    _run(tmp_path, cache)
    files = _files(cache)
    assert files
    for f in files:
        with open(f, "wb") as fh:
            fh.write(b"\x00garbage\xff" * 3)
    repaired = _run(tmp_path, cache)  # still correct (asserted in the script), and recompiled
    assert repaired["cache_hit"] is False
    assert _run(tmp_path, cache)["cache_hit"] is True


def test_truncated_entry_is_recompiled(tmp_path):
    cache = tmp_path / "cache"
    _run(tmp_path, cache)
    for f in _files(cache):
        open(f, "wb").close()
    assert _run(tmp_path, cache)["cache_hit"] is False
