"""Where the time of a tiny launch goes (NVIDIA GPU): each layer of triton_musa's launch path
measured alone, next to upstream Triton and torch. Back-to-back launches, microseconds each.

    python bench/launch_probe.py
"""
import time

import torch

from bench_gpu import load


def per_launch(f, reps=20000):
    for _ in range(500):
        f()
    torch.cuda.synchronize()
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(reps):
            f()
        torch.cuda.synchronize()
        best = min(best, (time.perf_counter() - t0) / reps * 1e6)
    return best


def main():
    _, mk = load("triton_musa")
    _, uk = load("triton")
    t = torch.zeros(1, device="cuda", dtype=torch.int32)
    k = mk["tiny_kernel"]
    kern = k[(1,)](t, 3)
    bound = k[(1,)]
    stream = torch.cuda.current_stream().cuda_stream
    ptr = t.data_ptr()
    get_dev, get_stream = torch._C._cuda_getDevice, torch._C._cuda_getCurrentRawStream
    rows = [
        ("kernel[(1,)](t, 3)  (full path)", lambda: k[(1,)](t, 3)),
        ("bound(t, 3)  (fn[grid] made once)", lambda: bound(t, 3)),
        ("launcher.run(grid, args)", lambda: k._launcher.run((1,), (t, 3))),
        ("Kernel.launch(grid, [ptr, 3], stream)", lambda: kern.launch((1, 1, 1), [ptr, 3], stream)),
        ("torch current raw stream (2 calls)", lambda: get_stream(get_dev())),
        ("t.data_ptr()", lambda: t.data_ptr()),
        ("upstream Triton 3.6 kernel[(1,)](t, 3)", lambda: uk["tiny_kernel"][(1,)](t, 3)),
        ("torch.add(t, 1)", lambda: torch.add(t, 1)),
    ]
    print(f"{'layer':<44} {'us/launch':>10}")
    for name, f in rows:
        print(f"{name:<44} {per_launch(f):10.2f}")


if __name__ == "__main__":
    main()
