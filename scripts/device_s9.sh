#!/usr/bin/env bash
# Session 9's device calls. Phase a: #18's cuda lines (AOT C, the native Rust example twice with
# Python off PATH: the second launch is a cache hit), the descriptor/TME/dot tests, tutorial 08
# with both compilers (table-loaded pointers with tl.multiple_of hints). Phase b: #16's figures
# (the GPU tests of the shared-memory reuse, tutorial 06 forward and backward). Phase c: tutorial
# 06's test_op, the descriptor GEMM against upstream and cuBLAS.
set -uo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-a}
. scripts/device_prologue.sh
if [ "$PHASE" = a ]; then
  step aot
  timeout 150 python3 -m pytest -q -p no:cacheprovider -rs tests/test_aot.py -k "cuda" > "$OUT/aot.txt" 2>&1; tail -5 "$OUT/aot.txt"
  step native
  gunzip -c nativebin/native-vector-add.gz > /tmp/nva && chmod +x /tmp/nva
  rm -rf /tmp/nva-cache; mkdir -p /tmp/nopy
  for i in 1 2; do
    env -i PATH=/tmp/nopy HOME=/tmp TRITON_CACHE_DIR=/tmp/nva-cache /tmp/nva examples/vector_add.py cuda 90 > "$OUT/native$i.txt" 2>&1
    echo "rc=$?" >> "$OUT/native$i.txt"; cat "$OUT/native$i.txt"
  done
  ls -la /tmp/nva-cache >> "$OUT/native2.txt" 2>&1
  step tests
  timeout 180 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_descriptors.py tests/test_musa_tme.py tests/test_dot.py tests/test_cuda_codegen.py > "$OUT/tests.txt" 2>&1; tail -4 "$OUT/tests.txt"
  step t08
  for c in musa upstream; do timeout 150 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; tail -22 "$OUT/t08_$c.txt"; done
elif [ "$PHASE" = b ]; then
  step gpu_tests
  timeout 150 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_dot.py tests/test_attention.py tests/test_cuda_codegen.py tests/test_style_matrix.py tests/test_matmul_styles.py > "$OUT/gpu_tests.txt" 2>&1; tail -4 "$OUT/gpu_tests.txt"
  step t06
  for c in musa upstream; do timeout 170 python3 bench/tutorial06.py --compiler $c upstream/tutorials/06-fused-attention.py > "$OUT/t06_$c.txt" 2>&1; tail -4 "$OUT/t06_$c.txt"; done
else
  step t06_test_op
  T_T06=220 bash scripts/gpu-session.sh t06
  step desc_gemm
  for c in musa upstream; do timeout 140 python3 bench/bench_descriptor_gemm.py --compiler $c > "$OUT/desc_gemm_$c.txt" 2>&1; grep -E "RESULT|failed|Error" "$OUT/desc_gemm_$c.txt" | head; done
fi
step done
