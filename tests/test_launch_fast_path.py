"""The Rust launch fast path: a repeated call launches the registered specialisation without the
Python binder, a call that changes any specialisation fact gets its own kernel, and every error
of the Python path still comes out of it."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def scale_kernel(x_ptr, out_ptr, n, factor, BLOCK: tl.constexpr, SHIFT: tl.constexpr = 0):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) * factor + SHIFT, mask=m)


def _fresh_store_kernel():
    """A kernel of its own for tests that add hooks or count its specialisations."""
    @triton.jit
    def store(out_ptr, v):
        tl.store(out_ptr, v)
    return store


def _entries(fn):
    return len(fn._launcher) if fn._launcher is not None else 0


def test_second_call_hits_and_new_facts_specialise(device):
    x = torch.arange(100, dtype=torch.float32, device=device)
    out = torch.empty_like(x)
    grid = (4,)
    scale_kernel[grid](x, out, 100, 2.0, BLOCK=32)
    assert _entries(scale_kernel) >= 1
    before = _entries(scale_kernel)
    out.zero_()
    k = scale_kernel[grid](x, out, 100, 2.0, BLOCK=32)
    assert k is not None and _entries(scale_kernel) == before
    torch.testing.assert_close(out, x * 2)
    # A different constexpr, a default overridden, n divisible by 16, n == 1: new kernels each.
    scale_kernel[grid](x, out, 100, 3.0, BLOCK=32, SHIFT=5)
    torch.testing.assert_close(out, x * 3 + 5)
    assert _entries(scale_kernel) == before + 1
    out.zero_()
    scale_kernel[(7,)](x, out, 96, 1.0, BLOCK=16)
    torch.testing.assert_close(out[:96], x[:96])
    assert (out[96:] == 0).all()
    out.zero_()
    scale_kernel[(1,)](x, out, 1, 4.0, BLOCK=16)
    assert out[0] == 0 and (out[1:] == 0).all()
    out.zero_()
    scale_kernel[(1,)](x[1:], out, 1, 4.0, BLOCK=16)  # misaligned pointer: its own key
    assert out[0] == 4.0 and (out[1:] == 0).all()


def test_dtype_change_gets_its_own_kernel(device):
    for dt in (torch.float32, torch.float16, torch.float64):
        x = torch.arange(64, device=device).to(dt)
        out = torch.empty_like(x)
        scale_kernel[(2,)](x, out, 64, 0.5, BLOCK=32)
        scale_kernel[(2,)](x, out, 64, 0.5, BLOCK=32)  # second call: fast path
        torch.testing.assert_close(out, x * 0.5)


def test_large_int_changes_the_parameter_type(device):
    put = _fresh_store_kernel()

    out = torch.zeros(1, dtype=torch.int64, device=device)
    put[(1,)](out, 7)
    put[(1,)](out, 7)
    assert out.item() == 7
    put[(1,)](out, 2 ** 40 + 3)
    assert out.item() == 2 ** 40 + 3
    put[(1,)](out, 9)
    assert out.item() == 9


def test_callable_grid_and_options_on_the_fast_path(device):
    x = torch.arange(300, dtype=torch.float32, device=device)
    out = torch.empty_like(x)
    grid = lambda meta: (triton.cdiv(meta["n"], meta["BLOCK"]),)  # noqa: E731
    for _ in range(2):
        out.zero_()
        scale_kernel[grid](x, out, 300, 2.0, BLOCK=64, num_warps=2)
        torch.testing.assert_close(out, x * 2)
    n = _entries(scale_kernel)
    scale_kernel[grid](x, out, 300, 2.0, BLOCK=64, num_warps=8)
    assert _entries(scale_kernel) == n + 1


def test_errors_still_come_from_the_python_path(device):
    x = torch.arange(32, dtype=torch.float32, device=device)
    out = torch.empty_like(x)
    scale_kernel[(1,)](x, out, 32, 1.0, BLOCK=32)
    scale_kernel[(1,)](x, out, 32, 1.0, BLOCK=32)
    with pytest.raises(TypeError, match="missing required argument: 'factor'"):
        scale_kernel[(1,)](x, out, 32, BLOCK=32)
    with pytest.raises(TypeError, match="unexpected keyword argument 'BLOK'"):
        scale_kernel[(1,)](x, out, 32, 1.0, BLOK=32)
    with pytest.raises(ValueError, match="num_warps"):
        scale_kernel[(1,)](x, out, 32, 1.0, BLOCK=32, num_warps=3)
    with pytest.raises(ValueError, match="grid"):
        scale_kernel[(1, 1, 1, 1)](x, out, 32, 1.0, BLOCK=32)
    with pytest.raises(TypeError, match="'n'"):
        scale_kernel[(1,)](x, out, "32", 1.0, BLOCK=32)


def test_zero_grid_launches_nothing(device):
    x = torch.ones(16, device=device)
    out = torch.zeros(16, device=device)
    scale_kernel[(1,)](x, out, 16, 1.0, BLOCK=16)
    out.zero_()
    scale_kernel[(0,)](x, out, 16, 1.0, BLOCK=16)
    assert (out == 0).all()


def test_pre_run_hooks_bypass_the_fast_path(device):
    fill = _fresh_store_kernel()

    seen = []
    fill.add_pre_run_hook(lambda *a, **k: seen.append(a[1]))
    out = torch.zeros(1, dtype=torch.int32, device=device)
    fill[(1,)](out, 1)
    fill[(1,)](out, 2)
    assert seen == [1, 2] and out.item() == 2


def test_indexing_returns_a_rust_launch_after_the_first_call(device):
    x = torch.arange(64, dtype=torch.float32, device=device)
    out = torch.empty_like(x)
    scale_kernel[(2,)](x, out, 64, 2.0, BLOCK=32)
    bound = scale_kernel[(2,)]
    assert type(bound).__name__ == "BoundLaunch"
    out.zero_()
    assert bound(x, out, 64, 2.0, BLOCK=32) is not None
    torch.testing.assert_close(out, x * 2)
    # What it cannot decide goes to the Python path, with its errors and its grid handling.
    with pytest.raises(TypeError, match="missing required argument: 'factor'"):
        bound(x, out, 64, BLOCK=32)
    out.zero_()
    scale_kernel[lambda meta: (triton.cdiv(meta["n"], meta["BLOCK"]),)](x, out, 64, 3.0, BLOCK=16)
    torch.testing.assert_close(out, x * 3)
    out.zero_()
    scale_kernel[(2,)](x, out, 64, 0.5, BLOCK=32, SHIFT=1)  # a miss: compiled, then launched
    torch.testing.assert_close(out, x * 0.5 + 1)


def test_indexing_remembers_grids_until_the_driver_changes(device):
    x = torch.arange(64, dtype=torch.float32, device=device)
    out = torch.empty_like(x)
    scale_kernel[(2,)](x, out, 64, 2.0, BLOCK=32)
    first = scale_kernel[(2,)]
    assert scale_kernel[(2,)] is first  # answered by the Rust index
    assert scale_kernel[(2, 1)] is not first and type(scale_kernel[(2, 1)]).__name__ == "BoundLaunch"
    drv = triton.runtime.driver
    drv.set_active(drv.active)  # any change of the active driver forgets the callables made
    try:
        again = scale_kernel[(2,)]
        assert again is not first and type(again).__name__ == "BoundLaunch"
        out.zero_()
        again(x, out, 64, 2.0, BLOCK=32)
        torch.testing.assert_close(out, x * 2)
    finally:
        drv.reset_active()


def test_unusual_grids_work_but_are_not_remembered(device):
    class Dim(int):
        pass

    x = torch.arange(64, dtype=torch.float32, device=device)
    out = torch.empty_like(x)
    scale_kernel[(2,)](x, out, 64, 2.0, BLOCK=32)
    scale_kernel._forget()
    for grid in [(Dim(2),), [2], (2, True), (2, 1, 1, 1)]:
        assert scale_kernel._remembered() == 0
        out.zero_()
        if len(grid) > 3:
            with pytest.raises(ValueError, match="1 to 3 dimensions"):
                scale_kernel[grid](x, out, 64, 2.0, BLOCK=32)
            continue
        scale_kernel[grid](x, out, 64, 2.0, BLOCK=32)
        torch.testing.assert_close(out, x * 2)
    for i in range(100):  # at most 64 grids are kept per kernel
        scale_kernel[(i + 1,)]
    assert scale_kernel._remembered() == 64


def test_hook_added_after_launches_still_runs(device):
    fill = _fresh_store_kernel()

    out = torch.zeros(1, dtype=torch.int32, device=device)
    fill[(1,)](out, 1)
    fill[(1,)](out, 2)  # now remembered and on the fast path
    seen = []
    fill.add_pre_run_hook(lambda *a, **k: seen.append(a[1]))
    fill[(1,)](out, 3)
    assert seen == [3] and out.item() == 3


@pytest.mark.gpu
def test_launches_go_to_torchs_current_stream(device):
    """A kernel launched inside `torch.cuda.stream(s)` is ordered after the work queued on s: if
    it went to another stream it would read x before the fill behind the sleep."""
    n = 1 << 16
    x = torch.zeros(n, device=device)
    out = torch.empty_like(x)
    grid = (triton.cdiv(n, 1024),)
    scale_kernel[grid](x, out, n, 2.0, BLOCK=1024)  # compiled and remembered on the fast path
    scale_kernel[grid](x, out, n, 2.0, BLOCK=1024)
    torch.cuda.synchronize()
    # the stream comes from torch's C++ library here (the Python query where it is not found)
    assert scale_kernel._launcher.direct_stream_query
    assert torch._C._cuda_getCurrentRawStream(-1) == torch.cuda.current_stream().cuda_stream
    outer, inner = torch.cuda.Stream(), torch.cuda.Stream()
    y, out2 = torch.zeros_like(x), torch.empty_like(x)
    for value in (1.0, 3.0):
        with torch.cuda.stream(outer):
            assert torch._C._cuda_getCurrentRawStream(-1) == outer.cuda_stream
            with torch.cuda.stream(inner):
                torch.cuda._sleep(20_000_000)
                x.fill_(value)
                scale_kernel[grid](x, out, n, 2.0, BLOCK=1024)
            torch.cuda._sleep(20_000_000)  # back on outer after the inner context
            y.fill_(value)
            scale_kernel[grid](y, out2, n, 3.0, BLOCK=1024)
        torch.cuda.synchronize()
        assert (out == 2 * value).all() and (out2 == 3 * value).all(), value
    # and back on the default stream after the contexts
    x.fill_(5.0)
    scale_kernel[grid](x, out, n, 2.0, BLOCK=1024)
    torch.cuda.synchronize()
    assert (out == 10).all()
