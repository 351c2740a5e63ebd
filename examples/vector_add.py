"""The product documentation's minimal vector-add example, on the active device.

Run with ``make demo`` (or ``.venv/bin/python examples/vector_add.py`` after ``make develop``).
"""
import importlib.util
import os

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

    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = os.environ.get("DEMO_OUTPUT", os.path.join(here, "..", "demo-output"))
    benchmark.run(print_data=True, save_path=out_dir)
    print(f"sweep table and plot saved in {os.path.normpath(out_dir)}")


@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["size"], x_vals=[2 ** i for i in range(12, 23, 2)], x_log=True,
        line_arg="provider", line_vals=["triton", "torch"], line_names=["triton_musa", "torch"],
        styles=[("blue", "-"), ("green", "-")], ylabel="GB/s", plot_name="vector-add-performance", args={}))
def benchmark(size, provider):
    device = triton.runtime.driver.active.get_active_torch_device()
    x = torch.rand(size, device=device, dtype=torch.float32)
    y = torch.rand(size, device=device, dtype=torch.float32)
    fn = (lambda: add(x, y)) if provider == "triton" else (lambda: x + y)
    ms, lo, hi = triton.testing.do_bench(fn, warmup=5, rep=20, quantiles=[0.5, 0.2, 0.8])
    gbps = lambda t: 3 * x.numel() * x.element_size() * 1e-9 / (t * 1e-3)  # noqa: E731
    return gbps(ms), gbps(hi), gbps(lo)


if __name__ == "__main__":
    main()
