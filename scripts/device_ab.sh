#!/usr/bin/env bash
# Device calls for an A/B of two builds. The carried wheel/ is the change under test (B);
# wheel_a/ holds the build before it (A), installed beside it in /tmp/site_a.
# Phase a: tutorial 06 (B, A, upstream); GPU tests (B); tutorial 03 per config (B, upstream).
# Phase b: the pointer attention per config (B, A, each with upstream); tutorial 08 per config and
# unchanged (B, upstream). Phase c: tutorial 03 unchanged (B, upstream). Phase t06: tutorial 06
# (B, upstream) alone, for a short budget; t06ab adds A. Phase e: GPU tests, tutorial 08 per config
# and unchanged (B, upstream). Phase f: tutorials 06 and 09 (B, upstream). Phase g: the style matrix. Phase h: tutorial 08 unchanged and the launch probe.
# Phase o: tutorials 05 and 02 unchanged (both compilers). Phase n: tutorial 09 alone.
# Phase m: the style matrix, tutorials 06 and 08, the descriptor GEMM (both compilers, one call).
# Phase l: GPU tests, tutorial 08 per config (small groups and 8192²) and unchanged.
# Phase k: GPU tests, 08's first benchmark per config, attention and layer
# norm styles with and without peeling).
set -uo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-a}
. scripts/device_prologue.sh
SITE_B=$PYTHONPATH
if [ -d wheel_a ] && [ ! -d /tmp/site_a/triton_musa ]; then
  python3 -m pip install -q --no-deps --no-compile --target /tmp/site_a wheel_a/triton_musa-*.whl
  cp -r python/triton_musa/. /tmp/site_a/triton_musa/; cp python/triton_musa_alias.py /tmp/site_a/
fi
SITE_A=/tmp/site_a:$PWD/tests
T03=upstream/tutorials/03-matrix-multiplication.py
T06=upstream/tutorials/06-fused-attention.py
# t06 COMPILER TAG [SITE]: tutorial 06 under one compiler (our build from SITE, default B)
t06() {
  PYTHONPATH=${3:-$SITE_B} timeout 80 python3 bench/tutorial06.py --compiler $1 $T06 > "$OUT/t06_$2.txt" 2>&1
  tail -4 "$OUT/t06_$2.txt"
}
# tutorial 08 with both compilers: unchanged (t08_both), per config at its first benchmark's
# groups with the autotuner's pick (t08_square), per config at 8192² (t08_configs_both)
t08_both() {
  for c in musa upstream; do timeout 90 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; tail -12 "$OUT/t08_$c.txt"; done
}
t08_square() {
  for c in musa upstream; do T08_SQUARE=128,256,512,1024 timeout 100 python3 bench/tutorial08_configs.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08sq_$c.txt" 2>&1; echo "rc=$?"; grep -E "${1:-.}" "$OUT/t08sq_$c.txt" | cut -c1-110; done
}
t08_configs_both() {
  for c in musa upstream; do timeout 100 python3 bench/tutorial08_configs.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08c_$c.txt" 2>&1; echo "rc=$?"; grep -v failed "$OUT/t08c_$c.txt" | grep ptr | cut -c1-110; done
}
if [ "$PHASE" = a ]; then
  step t06
  t06 musa musa; t06 musa musa_a "$SITE_A"; t06 upstream upstream
  gpu_tests
  t03_configs
fi
if [ "$PHASE" = b ]; then
  step attention_configs
  timeout 100 python3 bench/bench_attention.py > "$OUT/attn.txt" 2>&1; tail -9 "$OUT/attn.txt"
  PYTHONPATH=$SITE_A timeout 100 python3 bench/bench_attention.py > "$OUT/attn_a.txt" 2>&1; tail -9 "$OUT/attn_a.txt"
  step t08_configs
  for c in musa upstream; do timeout 120 python3 bench/tutorial08_configs.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08c_$c.txt" 2>&1; echo "rc=$?"; cat "$OUT/t08c_$c.txt" | cut -c1-150; done
  step t08
  for c in musa upstream; do TRITON_PRINT_AUTOTUNING=1 timeout 90 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; grep -i -A1 "best config" "$OUT/t08_$c.txt"; tail -12 "$OUT/t08_$c.txt"; done
fi
if [ "$PHASE" = t06 ]; then
  t06 musa musa; t06 upstream upstream
fi
if [ "$PHASE" = t06ab ]; then
  t06 musa musa; t06 musa musa_a "$SITE_A"; t06 upstream upstream
fi
if [ "$PHASE" = e ]; then
  gpu_tests
  step t08_configs
  for c in musa upstream; do timeout 120 python3 bench/tutorial08_configs.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08c_$c.txt" 2>&1; echo "rc=$?"; grep -v failed "$OUT/t08c_$c.txt" | cut -c1-150; done
  step t08
  for c in musa upstream; do TRITON_PRINT_AUTOTUNING=1 timeout 90 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; grep -i -A1 "best config" "$OUT/t08_$c.txt"; tail -12 "$OUT/t08_$c.txt"; done
fi
if [ "$PHASE" = f ] || [ "$PHASE" = n ]; then
  [ "$PHASE" = f ] && { step t06; t06 musa musa; t06 upstream upstream; }
  step t09
  for c in musa upstream; do
    (mkdir -p /tmp/t09_$c && cd /tmp/t09_$c && timeout 150 python3 "$OLDPWD/bench/run_as_triton.py" --compiler $c "$OLDPWD/upstream/tutorials/09-persistent-matmul.py" > "$OUT/t09_$c.txt" 2>&1
     PYTHONPATH=$SITE_B python3 -c "
from triton_musa.profiler import viewer
tree, metrics = viewer.parse(['tflop16/s', 'time/ms'], 'matmul.hatchet')
viewer.print_tree(tree, metrics)" >> "$OUT/t09_$c.txt" 2>&1); grep -c "✅" "$OUT/t09_$c.txt"; grep -c "❌" "$OUT/t09_$c.txt"; tail -12 "$OUT/t09_$c.txt"
  done
fi
if [ "$PHASE" = h ]; then
  step t08
  for c in musa upstream; do timeout 90 python3 bench/run_as_triton.py --compiler $c upstream/tutorials/08-grouped-gemm.py > "$OUT/t08_$c.txt" 2>&1; echo "rc=$?"; tail -12 "$OUT/t08_$c.txt"; done
  step launch_probe
  timeout 150 python3 bench/launch_probe.py > "$OUT/launch_probe.txt" 2>&1; head -24 "$OUT/launch_probe.txt"
fi
if [ "$PHASE" = k ]; then
  gpu_tests
  step t08_square
  t08_square
  step styles
  STYLES=attention,layernorm timeout 150 python3 bench/bench_styles.py > "$OUT/styles.txt" 2>&1; tail -14 "$OUT/styles.txt" | cut -c1-110
  step styles_without_peeling
  STYLES=attention TRITON_DISABLE_LOOP_PEELING=1 timeout 120 python3 bench/bench_styles.py > "$OUT/styles_nopeel.txt" 2>&1; tail -10 "$OUT/styles_nopeel.txt" | cut -c1-110
fi
if [ "$PHASE" = l ]; then
  gpu_tests
  step t08_square
  t08_square "pick|132\\)"
  step t08
  t08_both
  step t08_configs
  t08_configs_both
fi
if [ "$PHASE" = m ]; then
  step styles
  timeout 150 python3 bench/bench_styles.py > "$OUT/styles.txt" 2>&1; tail -22 "$OUT/styles.txt" | cut -c1-100
  step t06
  t06 musa musa; t06 upstream upstream
  step t08
  t08_both
  step descriptor_gemm
  for c in musa upstream; do timeout 70 python3 bench/bench_descriptor_gemm.py --compiler $c > "$OUT/desc_gemm_$c.txt" 2>&1; echo "rc=$?"; tail -4 "$OUT/desc_gemm_$c.txt" | cut -c1-200; done
fi
if [ "$PHASE" = o ]; then
  step tutorials_02_05
  TUTORIAL_RAW_DIR=$OUT TUTORIAL_TIMEOUT=${T05_TIMEOUT:-110} timeout 250 python3 bench/bench_tutorials.py upstream/tutorials ${TUTORIALS:-05 02} > "$OUT/tutorials.txt" 2>&1; cut -c1-120 "$OUT/tutorials.txt" | tail -60
fi
# #14's closing run, two calls on one machine. Phase p: tutorials 01, 02, 03, 05 unchanged (both
# compilers). Phase q: the style matrix, tutorial 03's kernel per config with its shared memory
# (128x128x64, 4 warps, 3 stages added), the GPU tests.
if [ "$PHASE" = p ]; then
  step tutorials
  TUTORIAL_RAW_DIR=$OUT TUTORIAL_TIMEOUT=200 timeout 570 python3 bench/bench_tutorials.py upstream/tutorials ${TUTORIALS:-01 02 03 05} > "$OUT/tutorials.txt" 2>&1
  grep -E "^## |match|differ|\.py" "$OUT/tutorials.txt" | cut -c1-120 | head -40
fi
if [ "$PHASE" = q ]; then
  step styles
  timeout 200 python3 bench/bench_styles.py > "$OUT/styles.txt" 2>&1; grep -v RESULT "$OUT/styles.txt" | tail -22 | cut -c1-100
  step t03_configs
  for c in musa upstream; do
    T03_EXTRA="128,128,64,3,4" timeout 90 python3 bench/tutorial03_configs.py --compiler $c $T03 > "$OUT/t03c_$c.txt" 2>&1; echo "rc=$?"; cut -c1-140 "$OUT/t03c_$c.txt"
  done
  gpu_tests
fi
if [ "$PHASE" = g ]; then
  step styles
  timeout 300 python3 bench/bench_styles.py > "$OUT/styles.txt" 2>&1; tail -30 "$OUT/styles.txt"
fi
if [ "$PHASE" = c ]; then
  step t03_tutorial
  for c in musa upstream; do timeout 150 python3 bench/run_as_triton.py --compiler $c $T03 > "$OUT/t03_$c.txt" 2>&1; echo "rc=$?"; grep -E "match|differ" "$OUT/t03_$c.txt"; done
  python3 scripts/t03_ratios.py "$OUT"
fi
step done
