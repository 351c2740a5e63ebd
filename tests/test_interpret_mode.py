"""TRITON_INTERPRET=1: kernels run as Python (NumPy) program by program, nothing compiled, so
print and breakpoint() work inside them. Each case runs in a child process, since the switch is
read when @triton.jit runs. (`make test` also runs the conformance tests under the interpreter.)"""
import os
import subprocess
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))


def interpret(tmp_path, body, stdin=None, **env):
    script = tmp_path / "interp_kernels.py"
    script.write_text(textwrap.dedent('''
        import torch
        import triton_musa as triton
        import triton_musa.language as tl
    ''') + textwrap.dedent(body))
    full = dict(os.environ, TRITON_INTERPRET="1", TRITON_CACHE_DIR=str(tmp_path / "cache"),
                PYTHONPATH=os.pathsep.join([HERE, os.environ.get("PYTHONPATH", "")]), **env)
    full.pop("PYTHONBREAKPOINT", None)
    return subprocess.run([sys.executable, str(script)], input=stdin, capture_output=True, text=True, env=full,
                          timeout=300, cwd=str(tmp_path))


def test_prints_in_upstream_interpreter_format(tmp_path):
    r = interpret(tmp_path, '''
        @triton.jit
        def k(x_ptr, BLOCK: tl.constexpr):
            x = tl.load(x_ptr + tl.arange(0, BLOCK))
            tl.device_print("x", x)
            tl.device_print("s", tl.sum(x, axis=0))
            print("python sees", x)

        print(type(k).__name__)
        k[(2,)](torch.arange(4, dtype=torch.int32), BLOCK=4)
    ''')
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "InterpretedFunction",
        "(0, 0, 0)  x:  [0 1 2 3]", "(0, 0, 0)  s:  [6]", "python sees [0 1 2 3]",
        "(1, 0, 0)  x:  [0 1 2 3]", "(1, 0, 0)  s:  [6]", "python sees [0 1 2 3]",
    ]
    assert not (tmp_path / "cache").exists() or not any((tmp_path / "cache").rglob("*.so"))  # nothing compiled


def test_breakpoint_stops_inside_the_kernel(tmp_path):
    r = interpret(tmp_path, '''
        @triton.jit
        def k(x_ptr, BLOCK: tl.constexpr):
            x = tl.load(x_ptr + tl.arange(0, BLOCK)) * 3
            breakpoint()
            tl.store(x_ptr + tl.arange(0, BLOCK), x)

        x = torch.ones(4)
        k[(1,)](x, BLOCK=4)
        print("after", x.tolist())
    ''', stdin="p x.tolist()\nc\n")
    assert r.returncode == 0, r.stderr
    assert "(Pdb)" in r.stdout and "[3.0, 3.0, 3.0, 3.0]" in r.stdout
    assert "after [3.0, 3.0, 3.0, 3.0]" in r.stdout


def test_asserts_under_debug_and_bounds(tmp_path):
    r = interpret(tmp_path, '''
        @triton.jit
        def k(x_ptr, BLOCK: tl.constexpr):
            x = tl.load(x_ptr + tl.arange(0, BLOCK))
            tl.device_assert(x < 100, "too big")

        x = torch.tensor([1, 2, 500, 3])
        k[(1,)](x, BLOCK=4)
        print("no debug: no check")
        for call in (lambda: k[(1,)](x, BLOCK=4, debug=True), lambda: k[(1,)](x, BLOCK=8)):
            try:
                call()
            except Exception as e:
                print(type(e).__name__, e)
    ''')
    assert r.returncode == 0, r.stderr
    out = r.stdout.splitlines()
    assert out[0] == "no debug: no check"
    assert "kernel 'k'" in out[1] and "interp_kernels.py:9:" in out[1] and "too big" in out[1]
    assert "out-of-bounds load" in out[2] and "'x_ptr'" in out[2]


def test_matmul_atomics_and_autotune_agree_with_torch(tmp_path):
    r = interpret(tmp_path, '''
        @triton.autotune(configs=[triton.Config({"BK": 16}), triton.Config({"BK": 32})], key=["K"])
        @triton.jit
        def mm(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
            rm = tl.program_id(0) * BM + tl.arange(0, BM)
            rn = tl.program_id(1) * BN + tl.arange(0, BN)
            rk = tl.arange(0, BK)
            a_ptrs = a_ptr + rm[:, None] * K + rk[None, :]
            b_ptrs = b_ptr + rk[:, None] * N + rn[None, :]
            acc = tl.zeros([BM, BN], dtype=tl.float32)
            for k in range(0, K, BK):
                acc = tl.dot(tl.load(a_ptrs, mask=(k + rk)[None, :] < K, other=0.0),
                             tl.load(b_ptrs, mask=(k + rk)[:, None] < K, other=0.0), acc)
                a_ptrs += BK
                b_ptrs += BK * N
            tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)

        @triton.jit
        def count(ctr_ptr, x_ptr, BLOCK: tl.constexpr):
            x = tl.load(x_ptr + tl.program_id(0) * BLOCK + tl.arange(0, BLOCK))
            tl.atomic_add(ctr_ptr, tl.sum((x > 0).to(tl.int32), axis=0))

        a, b = torch.randn(32, 40, dtype=torch.float16), torch.randn(40, 16, dtype=torch.float16)
        c = torch.empty(32, 16)
        mm[(2, 1)](a, b, c, 32, 16, 40, BM=16, BN=16)
        print("matmul", torch.allclose(c, a.float() @ b.float(), atol=1e-2, rtol=1e-2))
        x = torch.randn(1024)
        ctr = torch.zeros(1, dtype=torch.int32)
        count[(8,)](ctr, x, BLOCK=128)
        print("atomics", ctr.item() == int((x > 0).sum()))
    ''')
    assert r.returncode == 0, r.stderr
    assert "matmul True" in r.stdout and "atomics True" in r.stdout, r.stdout
