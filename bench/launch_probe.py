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


def busy_enqueue(f, burst=400, bursts=15, sleep_cycles=40_000_000):
    """CPU time per launch while the GPU is held busy by a long kernel (torch.cuda._sleep): the
    queue has room and nothing waits on the GPU, so this is the enqueue cost alone, with the
    caches warm (no synchronisation just before). Median of the bursts; the flag says whether
    the sleep outlasted every burst (else the figure may include waiting)."""
    for _ in range(200):
        f()
    torch.cuda.synchronize()
    times, outlasted = [], True
    for _ in range(bursts):
        torch.cuda._sleep(sleep_cycles)
        mark = torch.cuda.Event()
        mark.record()
        for _ in range(20):  # warm the path after the sleep call
            f()
        t0 = time.perf_counter()
        for _ in range(burst):
            f()
        times.append(time.perf_counter() - t0)
        outlasted &= not mark.query()
        torch.cuda.synchronize()
    times.sort()
    return times[len(times) // 2] / burst * 1e6, outlasted


def gpu_side(f, reps=20000):
    """GPU time per tiny kernel, back to back (CUDA events around a sustained run): if it is
    close to the wall time per launch, the loop waits on the GPU rather than the CPU."""
    for _ in range(500):
        f()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    t0 = time.perf_counter()
    for _ in range(reps):
        f()
    end.record()
    end.synchronize()
    wall = (time.perf_counter() - t0) / reps * 1e6
    return start.elapsed_time(end) * 1e3 / reps, wall


def driver_rows(kern, ptr, stream):
    """The driver's own cost: launches from a Rust loop, per entry point."""
    print("\ncuLaunchKernel from a Rust loop (no Python between launches), us per launch")
    print(f"{'entry point':<44} {'sustained':>10} {'busy GPU':>9}")
    for variant in ("params", "buffer", "ex"):
        try:
            kern._launch_probe((1, 1, 1), [ptr, 3], stream, 500, variant)
            torch.cuda.synchronize()
            sustained = min(kern._launch_probe((1, 1, 1), [ptr, 3], stream, 20000, variant) for _ in range(3)) / 1e3
            torch.cuda.synchronize()
            busy = []
            for _ in range(15):
                torch.cuda._sleep(40_000_000)
                busy.append(kern._launch_probe((1, 1, 1), [ptr, 3], stream, 400, variant) / 1e3)
                torch.cuda.synchronize()
            busy.sort()
            print(f"{variant:<44} {sustained:10.2f} {busy[len(busy) // 2]:9.2f}")
        except Exception as e:  # an entry point this driver lacks
            print(f"{variant:<44} unavailable: {e}")


def autotuned(pkg, kernel):
    """`kernel` under an autotuner of two configs keyed on `n`, as libraries launch theirs."""
    configs = [pkg.Config({}, num_warps=1), pkg.Config({}, num_warps=2)]
    return pkg.autotune(configs=configs, key=["n"])(kernel)


def main():
    mpkg, mk = load("triton_musa")
    upkg, uk = load("triton")
    t = torch.zeros(1, device="cuda", dtype=torch.int32)
    k = mk["tiny_kernel"]
    k[(1,)](t, 3)
    kern = k[(1,)](t, 3)  # the second call makes the Rust launcher
    bound = k[(1,)]
    stream = torch.cuda.current_stream().cuda_stream
    ptr = t.data_ptr()
    get_dev, get_stream = torch._C._cuda_getDevice, torch._C._cuda_getCurrentRawStream
    m_tuned, u_tuned = autotuned(mpkg, k), autotuned(upkg, uk["tiny_kernel"])
    grid = lambda meta: (1,)  # noqa: E731
    rows = [
        ("kernel[(1,)](t, 3)  (full path)", lambda: k[(1,)](t, 3)),
        ("autotuned[lambda grid](t, 3)  (tuned key)", lambda: m_tuned[grid](t, 3)),
        ("bound(t, 3)  (fn[grid] made once)", lambda: bound(t, 3)),
        ("launcher.run(grid, args)", lambda: k._launcher.run((1,), (t, 3))),
        ("Kernel.launch(grid, [ptr, 3], stream)", lambda: kern.launch((1, 1, 1), [ptr, 3], stream)),
        ("launcher.run, grid 0 (no driver call)", lambda: k._launcher.run((0,), (t, 3))),
        ("Kernel.launch, grid 0 (no driver call)", lambda: kern.launch((0, 1, 1), [ptr, 3], stream)),
        ("Kernel.launch + torch stream query", lambda: kern.launch((1, 1, 1), [ptr, 3], get_stream(-1))),
        ("torch current raw stream (Python)", lambda: get_stream(-1)),
        ("t.data_ptr()", lambda: t.data_ptr()),
        ("upstream Triton 3.6 kernel[(1,)](t, 3)", lambda: uk["tiny_kernel"][(1,)](t, 3)),
        ("upstream autotuned[lambda grid](t, 3)", lambda: u_tuned[grid](t, 3)),
        ("torch.add(t, 1)", lambda: torch.add(t, 1)),
    ]
    print(f"stream handles: probe {stream}, torch current {get_stream(get_dev())}; "
          f"launcher reads it from c10 directly: {k._launcher.direct_stream_query}")
    print("us per launch: sustained back-to-back (twice, the second in reverse order: drift shows),")
    print("and the CPU time of a launch while the GPU queue has room (enqueue)")
    print("and while a long kernel keeps the GPU busy (busy GPU: no waiting, caches warm)")
    print(f"{'layer':<44} {'sustained':>10} {'again':>8} {'enqueue':>8} {'busy GPU':>9}")
    first = [per_launch(f) for _, f in rows]
    again = [per_launch(f) for _, f in reversed(rows)][::-1]
    enq = [enqueue_cost(f) for _, f in rows]
    busy = [busy_enqueue(f) for _, f in rows]
    for (name, _), a, b, e, (q, ok) in zip(rows, first, again, enq, busy):
        print(f"{name:<44} {a:10.2f} {b:8.2f} {e:8.2f} {q:9.2f}{'' if ok else ' (GPU idle before the end)'}")
    print("\nGPU time per tiny kernel back to back (CUDA events), against the wall time per launch")
    picked = ("Kernel.launch(grid, [ptr, 3], stream)", "kernel[(1,)](t, 3)  (full path)",
              "autotuned[lambda grid](t, 3)  (tuned key)", "upstream Triton 3.6 kernel[(1,)](t, 3)",
              "upstream autotuned[lambda grid](t, 3)", "torch.add(t, 1)")
    for name, f in (r for r in rows if r[0] in picked):
        g, w = gpu_side(f)
        print(f"{name:<44} GPU {g:6.2f}  wall {w:6.2f}")
    driver_rows(kern, ptr, stream)
    print("\ncuLaunchKernel from a Rust loop, per stream (entry point params), us per launch")
    side = torch.cuda.Stream()
    for name, handle in (("legacy default stream (0)", 0), ("per-thread default stream", 2),
                         ("a torch stream (non-blocking)", side.cuda_stream)):
        kern._launch_probe((1, 1, 1), [ptr, 3], handle, 500)
        torch.cuda.synchronize()
        us = min(kern._launch_probe((1, 1, 1), [ptr, 3], handle, 20000) for _ in range(3)) / 1e3
        torch.cuda.synchronize()
        print(f"{name:<44} {us:10.2f}")


if __name__ == "__main__":
    main()
