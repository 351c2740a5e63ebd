"""`triton.compile` as upstream's: every stage plus the binary in `asm`, a kernel that launches
with `kernel[grid](...)`, and `compile_only=True` for the stages alone."""
import pytest
import torch

import triton_musa as triton
from triton_musa.runtime.driver import driver

from test_cuda_codegen import add_kernel

SIG = {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}

pytestmark = pytest.mark.compiled


def test_compiled_kernel_has_its_binary_and_launches(device):
    src = triton.compiler.ASTSource(add_kernel, SIG, {"BLOCK": 64})
    ck = triton.compile(src)
    target = driver.active.get_current_target()
    assert ck.metadata["target"] == target
    binary = {"cpu": "so", "cuda": "ptx", "musa": "mubin"}[target.backend]
    assert {"ttir", "mlir", "llir", binary} <= set(ck.asm)
    if binary == "so":
        assert ck.asm["so"][:4] == b"\x7fELF"
    n = 1000
    x, y = torch.randn(n, device=device), torch.randn(n, device=device)
    out = torch.zeros(n, device=device)
    ck[(triton.cdiv(n, 64),)](x, y, out, n)
    torch.testing.assert_close(out, x + y)
    # every parameter, constexprs included, as upstream's launcher takes them
    out.zero_()
    ck[(triton.cdiv(n, 64),)](x, y, out, n, 64)
    torch.testing.assert_close(out, x + y)
    with pytest.raises(TypeError, match="takes 4 runtime arguments"):
        ck[(1,)](x, y)


def test_compile_only_returns_stages_and_cannot_launch():
    src = triton.compiler.ASTSource(add_kernel, SIG, {"BLOCK": 64})
    ck = triton.compile(src, options={"compile_only": True})
    assert {"ttir", "mlir"} <= set(ck.asm) and not {"so", "mubin"} & set(ck.asm)
    with pytest.raises(RuntimeError, match="compile_only=True"):
        ck[(1,)]


def test_a_kernel_for_another_target_is_not_launched_here():
    src = triton.compiler.ASTSource(add_kernel, SIG, {"BLOCK": 64})
    ck = triton.compile(src, target=triton.backends.compiler.GPUTarget("musa", 31, 32), options={"compile_only": True})
    with pytest.raises(RuntimeError):
        ck[(1,)]
