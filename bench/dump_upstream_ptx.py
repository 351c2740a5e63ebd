"""Compile kernels of bench/style_kernels.py with upstream Triton and with triton_musa on the GPU
and write both PTX texts (for comparing schedules by hand).

    python bench/dump_upstream_ptx.py OUT_DIR layernorm_blocked
"""
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from bench_styles import load  # noqa: E402


def main():
    out, names = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    x = torch.randn(4096, 8192, device="cuda", dtype=torch.float16)
    w = torch.randn(8192, device="cuda", dtype=torch.float16)
    for which, pkg_name in (("upstream", "triton"), ("musa", "triton_musa")):
        _, ns = load(pkg_name)
        for name in names:
            if name.startswith("layernorm"):
                y = torch.empty_like(x)
                style = name[len("layernorm_"):]
                k = ns["LAYERNORM"][style]
                block = 1024 if style == "blocked" else 8192
                c = k[(4096,)](x, y, w, w, 8192, 1e-5, x.stride(0), BLOCK=block, num_warps=8)
            else:
                raise SystemExit(f"unknown kernel {name}")
            ptx = c.asm["ptx"] if hasattr(c, "asm") else None
            with open(os.path.join(out, f"{name}.{which}.ptx"), "w") as f:
                f.write(ptx if isinstance(ptx, str) else str(ptx))
            print(which, name, "regs", getattr(c, "n_regs", "?"))


if __name__ == "__main__":
    main()
