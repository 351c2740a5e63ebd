"""Runs a Python file written for upstream Triton with ``import triton`` bound to triton_musa
(``--compiler musa``) or to the installed upstream Triton (``--compiler upstream``).

    python bench/run_as_triton.py --compiler musa upstream/tutorials/03-matrix-multiplication.py
"""
import argparse
import os
import runpy
import sys

ap = argparse.ArgumentParser()
ap.add_argument("--compiler", choices=["musa", "upstream"], required=True)
ap.add_argument("file")
args = ap.parse_args()
if args.compiler == "musa":
    import triton_musa_alias
    triton_musa_alias.force()
import triton  # noqa: E402

print(f"# {os.path.basename(args.file)} with {triton.__name__} {getattr(triton, '__version__', '?')}", flush=True)
sys.argv = [args.file]
runpy.run_path(args.file, run_name="__main__")
