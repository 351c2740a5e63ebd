#!/usr/bin/env bash
# Session 12's device calls. Phase a: descriptor GEMM (ours with TMA, upstream), tutorial 03 with
# both compilers. Phase b: GPU tests, tutorial 06 forward/backward with
# both compilers. Phase c: tutorial 09 with both compilers. Phase d: tutorial 08. Phase e: b in less time. Phase f: less still.
set -uo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-a}
. scripts/device_prologue.sh
if [ "$PHASE" = a ]; then
  step desc_gemm
  timeout 110 python3 bench/bench_descriptor_gemm.py --compiler musa > "$OUT/desc_gemm_musa.txt" 2>&1; cat "$OUT/desc_gemm_musa.txt" | tail -8
  timeout 110 python3 bench/bench_descriptor_gemm.py --compiler upstream > "$OUT/desc_gemm_upstream.txt" 2>&1; cat "$OUT/desc_gemm_upstream.txt" | tail -8
  step t03
  TUTORIAL_TIMEOUT=170 timeout 360 python3 bench/bench_tutorials.py upstream/tutorials 03 > "$OUT/t03.txt" 2>&1; tail -40 "$OUT/t03.txt"
elif [ "$PHASE" = b ]; then
  step gpu_tests
  timeout 150 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_descriptors.py tests/test_attention.py \
    tests/test_cuda_codegen.py tests/test_dot.py tests/test_musa_tme.py tests/test_reduce_flip.py tests/test_reductions.py \
    tests/test_shape_ops.py tests/test_profiler.py > "$OUT/gpu_tests.txt" 2>&1; tail -6 "$OUT/gpu_tests.txt"
  step t06
  for c in musa upstream; do timeout 150 python3 bench/tutorial06.py --compiler $c upstream/tutorials/06-fused-attention.py > "$OUT/t06_$c.txt" 2>&1; tail -6 "$OUT/t06_$c.txt"; done
fi
if [ "$PHASE" = c ]; then
  step t09
  timeout 60 python3 -m pytest -q -p no:cacheprovider tests/test_profiler.py > "$OUT/profiler_tests.txt" 2>&1; tail -3 "$OUT/profiler_tests.txt"
  for c in musa upstream; do (mkdir -p /tmp/t09_$c && cd /tmp/t09_$c && timeout 270 python3 "$OLDPWD/bench/run_as_triton.py" --compiler $c "$OLDPWD/upstream/tutorials/09-persistent-matmul.py") > "$OUT/t09_$c.txt" 2>&1; echo "rc=$?"; tail -40 "$OUT/t09_$c.txt"; done
fi
if [ "$PHASE" = e ]; then
  # phase b within a smaller device budget
  step gpu_tests
  timeout 110 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_attention.py tests/test_cuda_codegen.py \
    tests/test_dot.py tests/test_descriptors.py tests/test_reduce_flip.py tests/test_reductions.py tests/test_profiler.py \
    > "$OUT/gpu_tests.txt" 2>&1; tail -6 "$OUT/gpu_tests.txt"
  step t06
  for c in musa upstream; do timeout 125 python3 bench/tutorial06.py --compiler $c upstream/tutorials/06-fused-attention.py > "$OUT/t06_$c.txt" 2>&1; tail -6 "$OUT/t06_$c.txt"; done
fi
if [ "$PHASE" = f ]; then
  # the least that checks this session's lowering changes on the GPU, then our backward figure
  step gpu_tests
  timeout 100 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_attention.py tests/test_dot.py \
    tests/test_reduce_flip.py tests/test_reductions.py tests/test_profiler.py > "$OUT/gpu_tests.txt" 2>&1
  tail -6 "$OUT/gpu_tests.txt"
  step t06
  timeout 125 python3 bench/tutorial06.py --compiler musa upstream/tutorials/06-fused-attention.py > "$OUT/t06_musa.txt" 2>&1
  tail -6 "$OUT/t06_musa.txt"
fi
if [ "$PHASE" = d ]; then
  step t08
  for c in musa upstream; do timeout 120 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; tail -22 "$OUT/t08_$c.txt"; done
fi
step done
