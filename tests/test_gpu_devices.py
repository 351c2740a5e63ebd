"""GPUs beyond the first and processes beyond one: launches go to the current device, a tensor on
another device is an error naming it, a forked child gets a clear error, and ranks of
torch.distributed (NCCL, one GPU each) launch and all-reduce. Skipped on the CPU backend; the
multi-GPU tests need two devices."""
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

pytestmark = pytest.mark.gpu
PKG_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(triton.__file__)))


def _gpus():
    return torch.cuda.device_count() if torch.cuda.is_available() else 0


two_gpus = pytest.mark.skipif(_gpus() < 2, reason="needs two GPUs")


@triton.jit
def affine_kernel(x_ptr, out_ptr, n, a, b, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) * a + b, mask=m)


@two_gpus
def test_each_device_in_turn():
    for rep in range(2):  # a first launch per device, then the fast path
        for d in range(_gpus()):
            with torch.cuda.device(d):
                x = torch.arange(5000, dtype=torch.float32, device=f"cuda:{d}")
                out = torch.empty_like(x)
                affine_kernel[(triton.cdiv(5000, 256),)](x, out, 5000, 2.0, float(d + rep), BLOCK=256)
                torch.testing.assert_close(out, x * 2 + d + rep)


@two_gpus
def test_a_tensor_on_another_device_names_the_parameter():
    x0 = torch.ones(256, device="cuda:0")
    x1 = torch.ones(256, device="cuda:1")
    with torch.cuda.device(0):
        affine_kernel[(1,)](x0, x0, 256, 1.0, 0.0, BLOCK=256)  # known to the fast path
        for _ in range(2):
            with pytest.raises(ValueError, match="argument 'out_ptr' is a tensor on device 'cuda:1'"):
                affine_kernel[(1,)](x0, x1, 256, 1.0, 0.0, BLOCK=256)
    torch.cuda.synchronize(0)
    torch.cuda.synchronize(1)


def test_a_forked_child_gets_a_clear_error(device):
    x = torch.ones(256, device=device)
    affine_kernel[(1,)](x, x, 256, 1.0, 0.0, BLOCK=256)
    torch.cuda.synchronize()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            affine_kernel[(1,)](x, x, 256, 1.0, 0.0, BLOCK=256)
            msg = "launched"
        except BaseException as e:  # noqa: B036 - anything but a crash or a hang is the point
            msg = f"{type(e).__name__}: {e}"
        os.write(w, msg.encode()[:4000])
        os._exit(0)
    os.close(w)
    end = time.time() + 120
    status = None
    while time.time() < end:
        done, st = os.waitpid(pid, os.WNOHANG)
        if done:
            status = st
            break
        time.sleep(0.05)
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    text = os.read(r, 4000).decode()
    os.close(r)
    assert status is not None, "the forked child hung"
    assert os.waitstatus_to_exitcode(status) == 0, text
    assert "fork" in text.lower(), text
    affine_kernel[(1,)](x, x, 256, 1.0, 1.0, BLOCK=256)  # the parent is unaffected
    assert torch.equal(x.cpu(), torch.full((256,), 2.0, device="cpu"))


DISTRIBUTED = textwrap.dedent('''
    import os, sys
    import torch
    import torch.distributed as dist
    import torch.multiprocessing as mp
    import triton_musa as triton
    import triton_musa.language as tl

    @triton.jit
    def scale_kernel(x_ptr, out_ptr, n, s, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) * s, mask=m)

    def rank_main(rank, world, init):
        torch.cuda.set_device(rank)
        dist.init_process_group("nccl", init_method=init, rank=rank, world_size=world)
        n = 1 << 16
        x = torch.full((n,), float(rank + 1), device=f"cuda:{rank}")
        out = torch.empty_like(x)
        for _ in range(3):
            scale_kernel[(triton.cdiv(n, 1024),)](x, out, n, 2.0, BLOCK=1024)
        dist.all_reduce(out)
        want = 2.0 * sum(r + 1 for r in range(world))
        assert torch.equal(out, torch.full_like(out, want)), (rank, out[:4])
        dist.barrier()
        dist.destroy_process_group()

    if __name__ == "__main__":
        world = 2
        mp.spawn(rank_main, args=(world, "file://" + sys.argv[1]), nprocs=world, join=True)
        print("all-reduce ok")
''')


@two_gpus
def test_two_distributed_ranks_launch_and_all_reduce(tmp_path):
    script = tmp_path / "ranks.py"
    script.write_text(DISTRIBUTED)
    env = dict(os.environ, PYTHONPATH=PKG_ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
               TRITON_CACHE_DIR=str(tmp_path / "cache"))
    r = subprocess.run([sys.executable, str(script), str(tmp_path / "rendezvous")], capture_output=True,
                       text=True, env=env, timeout=400)
    assert r.returncode == 0, r.stderr[-4000:]
    assert "all-reduce ok" in r.stdout


def test_device_properties_as_upstream_reports_them(device):
    props = triton.runtime.driver.active.utils.get_device_properties(torch.device(device).index or 0)
    for key in ("max_shared_mem", "max_num_regs", "multiprocessor_count", "warpSize", "sm_clock_rate",
                "mem_clock_rate", "mem_bus_width"):
        assert isinstance(props[key], int) and props[key] > 0, (key, props)
    assert props["multiprocessor_count"] == torch.cuda.get_device_properties(0).multi_processor_count
    assert props["warpSize"] == 32
