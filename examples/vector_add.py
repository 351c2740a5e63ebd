"""The product documentation's minimal vector-add example, on the active device.

Run with ``make demo`` (or ``.venv/bin/python examples/vector_add.py`` after ``make develop``).
"""
import importlib.util

import torch

if importlib.util.find_spec("torch_musa") is not None:
    import torch_musa  # noqa: F401

import triton_musa as triton
import triton_musa.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(output_ptr + offsets, x + y, mask=mask)


def add(x: torch.Tensor, y: torch.Tensor):
    output = torch.empty_like(x)
    n_elements = output.numel()
    grid = lambda meta: (triton.cdiv(n_elements, meta["BLOCK_SIZE"]),)  # noqa: E731
    add_kernel[grid](x, y, output, n_elements, BLOCK_SIZE=1024)
    return output


def main():
    device = triton.runtime.driver.active.get_active_torch_device()
    print("target:", triton.runtime.driver.active.get_current_target())
    x = torch.rand(98432, device=device, dtype=torch.float32)
    y = torch.rand(98432, device=device, dtype=torch.float32)
    out = add(x, y)
    ref = x + y
    torch.testing.assert_close(out, ref)
    print("vector add passed")

    ms = triton.musa_testing.do_bench(lambda: add(x, y))
    print(f"triton add latency: {ms:.4f} ms")


if __name__ == "__main__":
    main()
