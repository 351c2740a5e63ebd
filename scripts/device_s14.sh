#!/usr/bin/env bash
# Next session's device calls. Phase a: the GPU tests of run 59's failure (16-bit-only staging
# padding), tutorial 03 per config, tutorial 06 (dead carried tiles, 31605a4), tutorial 08 with
# both compilers. Phase b: upstream's tutorial
# 09 profile read by our viewer (device_s13.sh b).
set -uo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-a}
. scripts/device_prologue.sh
if [ "$PHASE" = a ]; then
  step gpu_tests
  timeout 100 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_cuda_codegen.py tests/test_matmul_styles.py \
    tests/test_dot.py tests/test_attention.py tests/test_descriptors.py tests/test_reduce_flip.py \
    > "$OUT/gpu_tests.txt" 2>&1; tail -4 "$OUT/gpu_tests.txt"
  step t03_configs
  for c in musa upstream; do timeout 60 python3 bench/tutorial03_configs.py --compiler $c upstream/tutorials/03-matrix-multiplication.py > "$OUT/t03c_$c.txt" 2>&1; grep -E "config|autotuned" "$OUT/t03c_$c.txt"; done
  step t06
  for c in musa upstream; do timeout 70 python3 bench/tutorial06.py --compiler $c upstream/tutorials/06-fused-attention.py > "$OUT/t06_$c.txt" 2>&1; tail -4 "$OUT/t06_$c.txt"; done
  step t08
  for c in musa upstream; do timeout 120 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; tail -22 "$OUT/t08_$c.txt"; done
fi
if [ "$PHASE" = b ]; then
  bash scripts/device_s13.sh b
fi
step done
