# Sourced by scripts/device_s*.sh on the device machine: the results folder ($OUT), the carried
# wheel installed (bench/gpu_session.sh), the device and versions recorded, and `step NAME`.
OUT=${OUT:-$PWD/gpu-results}; mkdir -p "$OUT"
. bench/gpu_session.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/device.txt"
{ python3 -c "import triton, torch; print(triton.__version__, torch.__version__)"; } >> "$OUT/device.txt" 2>&1
cat "$OUT/device.txt"
step() { echo "== $1: $(date +%T)"; }
