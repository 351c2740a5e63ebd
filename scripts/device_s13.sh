#!/usr/bin/env bash
# Session 13's device calls. Phase a: the GPU tests of the conversion fix; tutorial 03's kernel per
# config at 4096 with this build, the run-46 build (9cd10e2, wheel/old) and upstream; upstream's
# tutorial 09 profile read by our viewer (upstream's own viewer needs hatchet, absent there).
set -uo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-a}
. scripts/device_prologue.sh
if [ "$PHASE" = a ]; then
  step gpu_tests
  timeout 90 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_reduce_flip.py tests/test_attention.py \
    tests/test_simt_conversions.py tests/test_matmul_styles.py > "$OUT/gpu_tests.txt" 2>&1; tail -4 "$OUT/gpu_tests.txt"
  step t03_configs
  T03=upstream/tutorials/03-matrix-multiplication.py
  timeout 100 python3 bench/tutorial03_configs.py --compiler musa $T03 > "$OUT/t03c_musa.txt" 2>&1; cat "$OUT/t03c_musa.txt" | tail -10
  OLD=/tmp/site_old; [ -d $OLD/triton_musa ] || python3 -m pip install -q --no-deps --no-compile --target $OLD wheel/old/triton_musa-*.whl
  PYTHONPATH=$OLD:$PWD/bench timeout 100 python3 bench/tutorial03_configs.py --compiler musa $T03 2>&1 | sed 's/^musa/old46/' > "$OUT/t03c_old.txt"; tail -10 "$OUT/t03c_old.txt"
  timeout 100 python3 bench/tutorial03_configs.py --compiler upstream $T03 > "$OUT/t03c_upstream.txt" 2>&1; tail -10 "$OUT/t03c_upstream.txt"
fi
if [ "$PHASE" = b ]; then
  step t09_upstream
  (mkdir -p /tmp/t09_up && cd /tmp/t09_up && timeout 200 python3 "$OLDPWD/bench/run_as_triton.py" --compiler upstream "$OLDPWD/upstream/tutorials/09-persistent-matmul.py" > "$OUT/t09_upstream.txt" 2>&1
   python3 -c "
import sys; sys.path.insert(0, '$SITE')
from triton_musa.profiler import viewer
tree, metrics = viewer.parse(['tflop16/s', 'time/ms'], 'matmul.hatchet')
viewer.print_tree(tree, metrics)" >> "$OUT/t09_upstream.txt" 2>&1); tail -12 "$OUT/t09_upstream.txt"
fi
if [ "$PHASE" = c ]; then
  # after the accumulator-start change (db00e05): tests, tutorial 03 per config and whole, the
  # descriptor GEMM, tutorial 06; both compilers in this call
  step gpu_tests
  timeout 100 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_matmul_styles.py tests/test_reduce_flip.py \
    tests/test_cuda_codegen.py tests/test_dot.py tests/test_attention.py tests/test_descriptors.py \
    tests/test_simt_conversions.py > "$OUT/gpu_tests.txt" 2>&1; tail -4 "$OUT/gpu_tests.txt"
  step t03_configs
  T03=upstream/tutorials/03-matrix-multiplication.py
  for c in musa upstream; do timeout 60 python3 bench/tutorial03_configs.py --compiler $c $T03 > "$OUT/t03c_$c.txt" 2>&1; grep -E "128, 256|128, 128, 32|autotuned" "$OUT/t03c_$c.txt"; done
  step desc_gemm
  for c in musa upstream; do timeout 60 python3 bench/bench_descriptor_gemm.py --compiler $c > "$OUT/desc_gemm_$c.txt" 2>&1; grep RESULT "$OUT/desc_gemm_$c.txt"; done
  step t06
  for c in musa upstream; do timeout 70 python3 bench/tutorial06.py --compiler $c upstream/tutorials/06-fused-attention.py > "$OUT/t06_$c.txt" 2>&1; tail -4 "$OUT/t06_$c.txt"; done
  step t03
  TUTORIAL_TIMEOUT=140 timeout 290 python3 bench/bench_tutorials.py upstream/tutorials 03 > "$OUT/t03.txt" 2>&1; grep -E "match|differ|exit" "$OUT/t03.txt"; grep -A40 "fp16" "$OUT/t03.txt" | tail -12
fi
step done
