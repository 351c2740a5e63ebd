#!/usr/bin/env bash
# On a machine with an NVIDIA GPU, torch and (for the comparison) upstream Triton: install the
# wheel built by `make wheel` into a private directory, run the test suite on the cuda backend and
# the GPU benchmark. Results go to $OUT (default ./gpu-results).
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-$PWD/gpu-results}; mkdir -p "$OUT"
SITE=/tmp/triton_musa_site
rm -rf "$SITE"
python3 -m pip install -q --no-deps --no-compile --target "$SITE" wheel/triton_musa-*.whl || exit 1
export PYTHONPATH=$SITE:$PWD/tests PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/device.txt"
python3 -c "import triton_musa as t; print('active target:', t.runtime.driver.active.get_current_target())" 2>&1 | tee -a "$OUT/device.txt"
timeout ${TEST_TIMEOUT:-300} python3 -m pytest -q -p no:cacheprovider --maxfail=40 ${PYTEST_ARGS:-} tests 2>&1 | tail -${TEST_TAIL:-60} | tee "$OUT/pytest.txt"
timeout ${BENCH_TIMEOUT:-240} python3 bench/bench_gpu.py 2>&1 | tee "$OUT/bench.txt"
timeout ${MATMUL_TIMEOUT:-240} python3 bench/bench_matmul.py 2>&1 | tee "$OUT/matmul.txt"
timeout ${ATTENTION_TIMEOUT:-180} python3 bench/bench_attention.py 2>&1 | tee "$OUT/attention.txt"
(cd bench && timeout ${PROBE_TIMEOUT:-120} python3 launch_probe.py) 2>&1 | tee "$OUT/launch_probe.txt"
# A timeout of 0 skips a step (for short device sessions).
if [ "${AUTOTUNE_TIMEOUT:-300}" != 0 ]; then
    timeout ${AUTOTUNE_TIMEOUT:-300} python3 bench/bench_autotune.py 2>&1 | tee "$OUT/autotune.txt"
fi
