"""Where the time of a tiny launch goes (NVIDIA GPU): each layer of triton_musa's launch path
measured alone, next to upstream Triton and torch. Back-to-back launches, microseconds each.

    python bench/launch_probe.py
"""
import time

import torch

from bench_gpu import load, per_launch


def enqueue_cost(f, burst=200, bursts=50):
    """CPU time per launch while the GPU queue has room: bursts of launches timed without the
    final synchronisation (the GPU drains the queue between bursts)."""
    for _ in range(200):
        f()
    torch.cuda.synchronize()
    total = 0.0
    for _ in range(bursts):
        t0 = time.perf_counter()
        for _ in range(burst):
            f()
        total += time.perf_counter() - t0
        torch.cuda.synchronize()
    return total / (burst * bursts) * 1e6


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
        ("launcher.run, grid 0 (no driver call)", lambda: k._launcher.run((0,), (t, 3))),
        ("Kernel.launch, grid 0 (no driver call)", lambda: kern.launch((0, 1, 1), [ptr, 3], stream)),
        ("Kernel.launch + torch stream query", lambda: kern.launch((1, 1, 1), [ptr, 3], get_stream(get_dev()))),
        ("torch current raw stream (2 calls)", lambda: get_stream(get_dev())),
        ("t.data_ptr()", lambda: t.data_ptr()),
        ("upstream Triton 3.6 kernel[(1,)](t, 3)", lambda: uk["tiny_kernel"][(1,)](t, 3)),
        ("torch.add(t, 1)", lambda: torch.add(t, 1)),
    ]
    print(f"stream handles: probe {stream}, torch current {get_stream(get_dev())}")
    print("us per launch: sustained back-to-back (twice, the second in reverse order: drift shows),")
    print("and the CPU time of a launch while the GPU queue has room (enqueue)")
    print(f"{'layer':<44} {'sustained':>10} {'again':>8} {'enqueue':>8}")
    first = [per_launch(f) for _, f in rows]
    again = [per_launch(f) for _, f in reversed(rows)][::-1]
    enq = [enqueue_cost(f) for _, f in rows]
    for (name, _), a, b, e in zip(rows, first, again, enq):
        print(f"{name:<44} {a:10.2f} {b:8.2f} {e:8.2f}")


if __name__ == "__main__":
    main()
