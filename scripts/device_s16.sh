#!/usr/bin/env bash
# Sixteenth session's device calls. Phase a: GPU tests, tutorial 03
# per config with both compilers (once each), then
# the tutorial itself with both; tutorials 06 and 08 with both (not in phase `short`;
# phase `tiny`: the GPU tests and the configs only).
set -uo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-a}
. scripts/device_prologue.sh
T03=upstream/tutorials/03-matrix-multiplication.py
if [ "$PHASE" = a ] || [ "$PHASE" = short ] || [ "$PHASE" = tiny ]; then
  step gpu_tests
  timeout 100 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_cuda_codegen.py tests/test_matmul_styles.py \
    tests/test_dot.py tests/test_attention.py tests/test_descriptors.py \
    > "$OUT/gpu_tests.txt" 2>&1; tail -4 "$OUT/gpu_tests.txt"
  step t03_configs
  for c in musa upstream; do timeout 60 python3 bench/tutorial03_configs.py --compiler $c $T03 > "$OUT/t03c_$c.txt" 2>&1; grep -E "TFLOP" "$OUT/t03c_$c.txt"; done
  [ "$PHASE" = tiny ] && { step done; exit 0; }
  step t03_tutorial
  for c in musa upstream; do timeout 150 python3 bench/run_as_triton.py --compiler $c $T03 > "$OUT/t03_$c.txt" 2>&1; echo "rc=$?"; grep -E "match|differ" "$OUT/t03_$c.txt"; done
  python3 scripts/t03_ratios.py "$OUT"
  [ "$PHASE" = short ] && { step done; exit 0; }
  step t06
  for c in musa upstream; do timeout 70 python3 bench/tutorial06.py --compiler $c upstream/tutorials/06-fused-attention.py > "$OUT/t06_$c.txt" 2>&1; tail -4 "$OUT/t06_$c.txt"; done
  step t08
  for c in musa upstream; do timeout 60 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; tail -22 "$OUT/t08_$c.txt"; done
fi
step done
