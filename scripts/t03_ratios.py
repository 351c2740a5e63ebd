"""Ours/upstream TFLOP/s of tutorial 03's fp16 table at sizes >= 2560, from the two runs'
outputs (t03_musa.txt, t03_upstream.txt) in the folder given."""
import re
import sys


def rows(path):  # "idx M N K cuBLAS Triton" lines of the fp16 table
    t = open(path).read().split("matmul-performance-fp8")[0]
    return {int(float(l.split()[1])): float(l.split()[-1]) for l in t.splitlines() if re.match(r"^\s*\d+\s+\d", l)}


out = sys.argv[1]
m, u = rows(f"{out}/t03_musa.txt"), rows(f"{out}/t03_upstream.txt")
for n in sorted(m):
    if n in u and n >= 2560:
        print(f"t03 fp16 M=N=K={n}: ours {m[n]:.1f} upstream {u[n]:.1f} ratio {m[n]/u[n]:.3f}")
