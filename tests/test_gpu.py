"""GPU-only behaviour: faults and resource limits give Python exceptions, wrong devices name the
parameter. Skipped when the active backend is the CPU."""
import os
import subprocess
import sys
import textwrap

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

pytestmark = pytest.mark.gpu


@triton.jit
def copy_kernel(src, dst, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst + offs, tl.load(src + offs, mask=offs < n), mask=offs < n)


def test_cpu_tensor_to_gpu_kernel_names_the_parameter(device):
    x = torch.zeros(16, device=device)
    with pytest.raises(ValueError, match="argument 'dst'"):
        copy_kernel[(1,)](x, torch.zeros(16, device="cpu"), 16, BLOCK=16)


@triton.jit
def huge_tile_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    # x is used twice through a reduction, so it is kept whole in shared memory.
    tl.store(x_ptr + offs, x - tl.max(x, axis=0))


def test_too_much_shared_memory_is_a_clear_error(device):
    x = torch.zeros(1 << 17, device=device)
    with pytest.raises(Exception, match="shared memory"):
        huge_tile_kernel[(1,)](x, BLOCK=1 << 17)


FAULT = textwrap.dedent("""
    import torch, triton_musa as triton, triton_musa.language as tl
    @triton.jit
    def oob(dst, BLOCK: tl.constexpr):
        tl.store(dst + 1_000_000_000_000 + tl.arange(0, BLOCK), 1.0)
    @triton.jit
    def fill(dst, v):
        tl.store(dst, v)
    x = torch.zeros(16, device="cuda")
    fill[(1,)](x, 1.0)
    fill[(1,)](x, 2.0)  # fill is now on the Rust fast path (stream read from c10)
    try:
        oob[(1,)](x, BLOCK=16)
        torch.cuda.synchronize()
        print("no error")
    except Exception as e:
        print("raised", type(e).__name__, str(e).splitlines()[0])
    # the context is lost now: a fast-path launch must raise too, not abort the process
    for _ in range(2):
        try:
            fill[(1,)](x, 3.0)
            print("after the fault: launched")
        except Exception as e:
            print("after the fault: raised", type(e).__name__)
    print("alive")
""")


def test_gpu_fault_raises_instead_of_crashing(tmp_path):
    script = tmp_path / "fault.py"
    script.write_text(FAULT)
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ))
    assert r.returncode == 0, r.stderr[-2000:]
    assert "raised" in r.stdout and "illegal" in r.stdout.lower(), r.stdout + r.stderr[-2000:]
    assert "after the fault: raised" in r.stdout and "alive" in r.stdout, r.stdout + r.stderr[-2000:]


def test_kernels_are_captured_in_cuda_graphs(device):
    """Launches go to torch's current stream, so a CUDA graph captures them; do_bench_cudagraph
    times the replay."""
    src = torch.arange(4096, dtype=torch.float32, device=device)
    dst = torch.zeros_like(src)
    copy_kernel[(4,)](src, dst, 4096, BLOCK=1024)  # compiled outside the capture
    dst.zero_()
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        copy_kernel[(4,)](src, dst, 4096, BLOCK=1024)
    torch.cuda.synchronize()
    assert dst.sum().item() == 0  # captured, not run
    g.replay()
    torch.cuda.synchronize()
    assert torch.equal(dst, src)
    ms = triton.testing.do_bench_cudagraph(lambda: copy_kernel[(4,)](src, dst, 4096, BLOCK=1024))
    assert 0 < ms < 1
