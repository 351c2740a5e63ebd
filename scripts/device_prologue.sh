# Sourced by scripts/device_s*.sh on the device machine: the results folder ($OUT), the carried
# wheel installed (bench/gpu_session.sh), the device and versions recorded, and `step NAME`.
OUT=${OUT:-$PWD/gpu-results}; mkdir -p "$OUT"
. bench/gpu_session.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/device.txt"
{ python3 -c "import triton, torch; print(triton.__version__, torch.__version__)"; } >> "$OUT/device.txt" 2>&1
cat "$OUT/device.txt"
step() { echo "== $1: $(date +%T)"; }
# The GPU tests (compile and run on the device) and tutorial 03 per config with both compilers.
gpu_tests() {
  step gpu_tests
  timeout 100 python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_cuda_codegen.py tests/test_matmul_styles.py \
    tests/test_dot.py tests/test_attention.py tests/test_descriptors.py tests/test_nested_loop_smem.py tests/test_loop_peeling.py tests/test_style_matrix.py \
    > "$OUT/gpu_tests.txt" 2>&1; tail -4 "$OUT/gpu_tests.txt"
}
t03_configs() {
  step t03_configs
  for c in musa upstream; do
    timeout 60 python3 bench/tutorial03_configs.py --compiler $c upstream/tutorials/03-matrix-multiplication.py \
      > "$OUT/t03c_$c.txt" 2>&1; grep -E "TFLOP" "$OUT/t03c_$c.txt"
  done
}
