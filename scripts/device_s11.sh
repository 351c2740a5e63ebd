#!/usr/bin/env bash
# Session 11's device calls. Phase f: the GPU tests of TMA bulk tensor copies (descriptor GEMMs
# with ragged edges, persistent; attention), the descriptor GEMM with TMA, with DISABLE_TME=1 and
# upstream. Phase g: tutorial 06 forward/backward with both compilers, tutorial 08.
set -uo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-f}
. scripts/device_prologue.sh
if [ "$PHASE" = f ]; then
  step gpu_tests
  timeout 200 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_descriptors.py tests/test_attention.py \
    tests/test_cuda_codegen.py tests/test_dot.py tests/test_musa_tme.py > "$OUT/gpu_tests.txt" 2>&1; tail -6 "$OUT/gpu_tests.txt"
  step desc_gemm
  timeout 110 python3 bench/bench_descriptor_gemm.py --compiler musa > "$OUT/desc_gemm_musa.txt" 2>&1; cat "$OUT/desc_gemm_musa.txt" | tail -8
  DISABLE_TME=1 timeout 110 python3 bench/bench_descriptor_gemm.py --compiler musa > "$OUT/desc_gemm_musa_notma.txt" 2>&1; grep RESULT "$OUT/desc_gemm_musa_notma.txt"
  timeout 110 python3 bench/bench_descriptor_gemm.py --compiler upstream > "$OUT/desc_gemm_upstream.txt" 2>&1; cat "$OUT/desc_gemm_upstream.txt" | tail -8
else
  step t06
  for c in musa upstream; do timeout 170 python3 bench/tutorial06.py --compiler $c upstream/tutorials/06-fused-attention.py > "$OUT/t06_$c.txt" 2>&1; tail -6 "$OUT/t06_$c.txt"; done
  step t08
  for c in musa upstream; do timeout 120 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; tail -22 "$OUT/t08_$c.txt"; done
fi
step done
