#!/usr/bin/env bash
# Fifteenth session's device calls. Phase a: GPU tests of the warp-uniform descriptors, tutorial 03
# per config and its K sweep (fixed cost against the main loop) with both compilers, then the
# tutorial itself with both.
set -uo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-a}
. scripts/device_prologue.sh
T03=upstream/tutorials/03-matrix-multiplication.py
if [ "$PHASE" = a ]; then
  step gpu_tests
  timeout 100 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_cuda_codegen.py tests/test_matmul_styles.py \
    tests/test_dot.py tests/test_attention.py tests/test_descriptors.py \
    > "$OUT/gpu_tests.txt" 2>&1; tail -4 "$OUT/gpu_tests.txt"
  step t03_configs
  for c in musa upstream; do timeout 60 python3 bench/tutorial03_configs.py --compiler $c $T03 > "$OUT/t03c_$c.txt" 2>&1; grep -E "config=\(128, 256|config=\(128, 128|config=\(64, 256|autotuned" "$OUT/t03c_$c.txt"; done
  step t03_ksweep
  for c in musa upstream; do T03_KS=64,128,256,512,1024,2048,4096 timeout 60 python3 bench/tutorial03_configs.py --compiler $c $T03 > "$OUT/t03k_$c.txt" 2>&1; cat "$OUT/t03k_$c.txt" | grep " us"; done
  step t03_tutorial
  for c in musa upstream; do timeout 150 python3 bench/run_as_triton.py --compiler $c $T03 > "$OUT/t03_$c.txt" 2>&1; echo "rc=$?"; grep -E "match|differ" "$OUT/t03_$c.txt"; done
  python3 scripts/t03_ratios.py "$OUT"
fi
step done
