#!/usr/bin/env bash
# One device call's worth of GPU work, by named steps, each under its own time limit, results under
# $OUT. Needs the wheel from `make wheel` in wheel/ and upstream sources in upstream/ (carry both).
#
#   scripts/gpu-session.sh tests conformance        # steps: probe tests conformance tutorials
#                                                   #        styles gpu aot
# Limits: T_TESTS, T_CONF, T_TUT, T_STYLES, T_GPU (seconds); CONF_STRIDE (1: the whole file).
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-$PWD/gpu-results}; mkdir -p "$OUT"
. bench/gpu_session.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/device.txt"
git log -1 --format='%h %s' >> "$OUT/device.txt" 2>/dev/null || true

for step in "$@"; do
  start=$(date +%s)
  case $step in
    probe)
      { which cc gcc nvcc ptxas; ls /usr/local/cuda*/include/cuda.h; python3 -c "import triton; print(triton.__version__)"; } > "$OUT/probe.txt" 2>&1 ;;
    tests)
      timeout "${T_TESTS:-240}" python3 -m pytest -q -p no:cacheprovider -n 8 --maxfail=60 tests > "$OUT/pytest.txt" 2>&1
      tail -5 "$OUT/pytest.txt" ;;
    conformance)
      timeout "${T_CONF:-420}" python3 scripts/upstream_conformance.py --upstream upstream/triton_src --device cuda \
        --jobs 14 --timeout 300 --max-rounds 2 --stride "${CONF_STRIDE:-1}" --out "$OUT/conformance.json" > "$OUT/conformance.txt" 2>&1
      head -40 "$OUT/conformance.txt" ;;
    tutorials)
      timeout "${T_TUT:-420}" python3 bench/bench_tutorials.py upstream/tutorials ${TUTORIALS:-01 02 03 05} > "$OUT/tutorials.txt" 2>&1
      tail -40 "$OUT/tutorials.txt" ;;
    styles)
      timeout "${T_STYLES:-240}" python3 bench/bench_styles.py > "$OUT/styles.txt" 2>&1
      tail -30 "$OUT/styles.txt" ;;
    t06)
      # upstream's tutorial 06 test (its own pytest cases) with `import triton` bound to triton_musa
      rm -rf /tmp/t06 && mkdir -p /tmp/t06 && cp upstream/tutorials/06-fused-attention.py /tmp/t06/test_t06.py
      printf 'import triton_musa_alias\ntriton_musa_alias.force()\n' > /tmp/t06/conftest.py
      (cd /tmp/t06 && timeout "${T_T06:-150}" python3 -m pytest -q -p no:cacheprovider -n 4 test_t06.py -k "${T06_K:-test_op}") > "$OUT/t06.txt" 2>&1
      tail -8 "$OUT/t06.txt" ;;
    gpu)
      timeout "${T_GPU:-200}" python3 bench/bench_gpu.py > "$OUT/bench_gpu.txt" 2>&1
      tail -20 "$OUT/bench_gpu.txt" ;;
    *) echo "unknown step $step" ;;
  esac
  echo "== $step: $(( $(date +%s) - start )) s"
done
