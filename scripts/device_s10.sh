#!/usr/bin/env bash
# Session 10's device calls (after phase b of device_s9.sh). Phase d: the GPU tests of the ragged
# edge runs (descriptor GEMM made in the kernel, codegen, dots, reductions), tutorial 08 and 02
# with both compilers. Phase e: tutorial 06's test_op, the descriptor GEMM against upstream and
# cuBLAS.
set -uo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-d}
. scripts/device_prologue.sh
if [ "$PHASE" = d ]; then
  step gpu_tests
  timeout 170 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_descriptors.py tests/test_cuda_codegen.py \
    tests/test_dot.py tests/test_reductions.py tests/test_elementwise.py tests/test_gpu.py > "$OUT/gpu_tests.txt" 2>&1; tail -4 "$OUT/gpu_tests.txt"
  step t08
  for c in musa upstream; do timeout 150 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; tail -22 "$OUT/t08_$c.txt"; done
  step t02
  T_TUT=130 TUTORIALS=02 bash scripts/gpu-session.sh tutorials
else
  step t06_test_op
  T_T06=220 bash scripts/gpu-session.sh t06
  step desc_gemm
  for c in musa upstream; do timeout 140 python3 bench/bench_descriptor_gemm.py --compiler $c > "$OUT/desc_gemm_$c.txt" 2>&1; grep -E "RESULT|failed|Error" "$OUT/desc_gemm_$c.txt" | head; done
fi
step done
