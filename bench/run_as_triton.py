"""Runs a Python file written for upstream Triton with ``import triton`` bound to triton_musa
(``--compiler musa``) or to the installed upstream Triton (``--compiler upstream``).

    python bench/run_as_triton.py --compiler musa upstream/tutorials/03-matrix-multiplication.py
"""
import argparse
import os
import runpy
import sys


def compiler_and_file():
    """`--compiler musa|upstream FILE` from the command line, with `import triton` bound to the
    chosen compiler from here on."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--compiler", choices=["musa", "upstream"], required=True)
    ap.add_argument("file")
    args = ap.parse_args()
    if args.compiler == "musa":
        import triton_musa_alias
        triton_musa_alias.force()
    return args.compiler, args.file


if __name__ == "__main__":
    compiler, path = compiler_and_file()
    import triton

    print(f"# {os.path.basename(path)} with {triton.__name__} {getattr(triton, '__version__', '?')}", flush=True)
    sys.argv = [path]
    runpy.run_path(path, run_name="__main__")
