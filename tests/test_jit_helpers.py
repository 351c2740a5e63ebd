"""What upstream's own tests and users lean on around @jit: JITFunction._unsafe_update_src
(templated kernels: the new source runs, kernels of the old one are not reused),
triton.reinterpret / TensorWrapper, and MLIR_ENABLE_DUMP=<kernel name>."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def template_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)  # noqa: F841 (read by the generated expression)
    y = GENERATE_TEST_HERE  # noqa: F821
    tl.store(y_ptr + offs, y)


def patch_kernel(template, to_replace):
    # as upstream's test_core.py does
    kernel = triton.JITFunction(template.fn)
    for key, value in to_replace.items():
        kernel._unsafe_update_src(kernel.src.replace(key, value))
    return kernel


@pytest.mark.parametrize("expr,ref", [("x * 2", lambda x: x * 2), ("tl.exp(x)", torch.exp), ("x - 1", lambda x: x - 1)])
def test_templated_kernels_run_their_new_source(expr, ref, device):
    k = patch_kernel(template_kernel, {"GENERATE_TEST_HERE": expr})
    x = torch.randn(64, device=device)
    y = torch.empty_like(x)
    k[(1,)](x, y, BLOCK=64)
    torch.testing.assert_close(y, ref(x))


def test_updating_again_drops_the_old_kernel(device):
    k = patch_kernel(template_kernel, {"GENERATE_TEST_HERE": "x + 1"})
    x = torch.zeros(32, device=device)
    y = torch.empty_like(x)
    k[(1,)](x, y, BLOCK=32)
    assert (y == 1).all()
    k._unsafe_update_src(k.src.replace("x + 1", "x + 5"))
    k[(1,)](x, y, BLOCK=32)
    assert (y == 5).all()


def test_errors_in_updated_source_name_the_kernel_file(device):
    k = patch_kernel(template_kernel, {"GENERATE_TEST_HERE": "tl.no_such_function(x)"})
    x = torch.zeros(32, device=device)
    with pytest.raises(Exception, match=r"test_jit_helpers.py:\d+") as e:
        k[(1,)](x, x, BLOCK=32)
    assert "no_such_function" in str(e.value)


@triton.jit
def copy_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + offs, (x >> 28).to(tl.int32))


def test_reinterpret_gives_kernels_another_element_type(device):
    # int32 data read as uint32: the shift is logical, as upstream's tests use it
    x = torch.tensor([-1, -2**31, 5, 2**30] * 8, dtype=torch.int32, device=device)
    y = torch.empty_like(x)
    copy_kernel[(1,)](triton.reinterpret(x, tl.uint32), y, BLOCK=32)
    ref = (x.to(torch.int64) & 0xFFFFFFFF) >> 28
    assert torch.equal(y.cpu().to(torch.int64), ref.cpu())
    w = triton.reinterpret(x, tl.uint32)
    assert triton.reinterpret(w, torch.int32) is x
    with pytest.raises(TypeError, match="cannot reinterpret"):
        triton.reinterpret(3, tl.uint32)


@triton.jit
def dump_me_kernel(x_ptr):
    tl.store(x_ptr + tl.arange(0, 16), tl.arange(0, 16).to(tl.float32))


@triton.jit
def not_me_kernel(x_ptr):
    tl.store(x_ptr + tl.arange(0, 16), tl.zeros([16], dtype=tl.float32))


def test_mlir_dump_of_one_kernel_by_name(device, monkeypatch, tmp_path, capfd):
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path))  # fresh compiles
    monkeypatch.setenv("MLIR_ENABLE_DUMP", "dump_me_kernel")
    x = torch.zeros(16, device=device)
    dump_me_kernel[(1,)](x)
    not_me_kernel[(1,)](x)
    err = capfd.readouterr().err
    assert "Tile IR (dump_me_kernel)" in err
    assert "not_me_kernel" not in err
