#!/usr/bin/env bash
# Session 8's device call: #18's cuda lines (AOT C, native Rust example with a cache hit, no
# Python), the descriptor/TME tests, and the descriptor figures (#16).
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-$PWD/gpu-results}; mkdir -p "$OUT"
. bench/gpu_session.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/device.txt"
git log -1 --format='%h %s' >> "$OUT/device.txt" 2>/dev/null
{ which cc gcc; python3 -c "import triton, torch; print(triton.__version__, torch.__version__)"; } >> "$OUT/device.txt" 2>&1
step() { echo "== $1: $(date +%T)"; }
step aot
timeout 180 python3 -m pytest -q -p no:cacheprovider -rs tests/test_aot.py -k "cuda" > "$OUT/aot.txt" 2>&1; tail -5 "$OUT/aot.txt"
step native
gunzip -c nativebin/native-vector-add.gz > /tmp/nva && chmod +x /tmp/nva
export TRITON_CACHE_DIR=/tmp/nva-cache
for i in 1 2; do
  mkdir -p /tmp/nopy; env -i PATH=/tmp/nopy HOME=/tmp TRITON_CACHE_DIR=/tmp/nva-cache /tmp/nva examples/vector_add.py cuda 90 > "$OUT/native$i.txt" 2>&1
  echo "rc=$?" >> "$OUT/native$i.txt"; cat "$OUT/native$i.txt"
done
unset TRITON_CACHE_DIR
step tests
timeout 200 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_descriptors.py tests/test_musa_tme.py tests/test_aot.py tests/test_dot.py > "$OUT/tests.txt" 2>&1; tail -4 "$OUT/tests.txt"
step desc_gemm
for c in musa upstream; do timeout 150 python3 bench/bench_descriptor_gemm.py --compiler $c > "$OUT/desc_gemm_$c.txt" 2>&1; grep -E "RESULT|failed|Error" "$OUT/desc_gemm_$c.txt" | head; done
step t06fwd
for c in musa upstream; do timeout 120 python3 bench/tutorial06_forward.py --compiler $c upstream/tutorials/06-fused-attention.py > "$OUT/t06_$c.txt" 2>&1; tail -3 "$OUT/t06_$c.txt"; done
step done
