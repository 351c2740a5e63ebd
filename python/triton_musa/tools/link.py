"""``python -m triton.tools.link``: joins specialisations of one kernel that
``triton.tools.compile`` wrote into one dispatcher.

    python -m triton_musa.tools.link build/add.*.h --out build/add

writes ``add.h`` and ``add.c``: ``<name>(stream, args...)`` calls the first specialisation whose
hints the arguments meet (``:16``: a multiple of 16, a pointer 16-byte aligned; ``:1``: the value
1), the most specialised first; ``load_<name>()`` and ``unload_<name>()`` load and unload all of
them. ``<name>`` is the ``--out-name`` the specialisations were compiled with. When no
specialisation fits, the launch returns an error (cuda ``CUDA_ERROR_INVALID_VALUE``, musa
``MUSA_ERROR_INVALID_VALUE``, cpu 5) and launches nothing.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import aot_c

_MARK = "// triton_musa-aot: "


def read_spec(path):
    with open(path) as f:
        first = f.readline()
    if not first.startswith(_MARK):
        raise ValueError(f"{path} is not a header written by triton.tools.compile")
    return json.loads(first[len(_MARK):])


def _condition(arg, hint):
    if hint == 1:
        return f"({arg['name']} == 1)"
    if arg["type"].startswith("*"):
        return f"((uintptr_t)({arg['name']}) % 16 == 0)"
    return f"({arg['name']} % 16 == 0)"


def link(headers, out):
    specs = [read_spec(h) for h in headers]
    if not specs:
        raise ValueError("no headers to link")
    first = specs[0]
    for s in specs[1:]:
        for key in ("out_name", "backend", "full_args"):
            if s[key] != first[key]:
                raise ValueError(f"{s['name']} and {first['name']} differ in {key}: they are not specialisations of "
                                 f"one kernel")
    backend, name = first["backend"], first["out_name"]
    full = first["full_args"]
    args_decl = ", ".join(f"{aot_c.c_type(a['type'], backend)} {a['name']}" for a in full)
    stream = f"{aot_c._GPU[backend][4]}stream stream" if backend in aot_c._GPU else "void *stream"
    res = aot_c.result_type(backend)
    ok = aot_c._GPU[backend][2] if backend in aot_c._GPU else "0"
    none_fits = {"cuda": "CUDA_ERROR_INVALID_VALUE", "musa": "MUSA_ERROR_INVALID_VALUE"}.get(backend, "5")
    proto = f"{res} {name}({stream}{', ' + args_decl if args_decl else ''})"
    by_name = {a["name"]: a for a in full}
    out = Path(out)
    includes = "".join(f'#include "{Path(h).name}"\n' for h in headers)
    header = (f"#pragma once\n#include <stdint.h>\n{includes}\n"
              f"{res} load_{name}(void);\nvoid unload_{name}(void);\n{proto};\n")
    lines = [f'#include "{out.name}.h"', "", f"{res} load_{name}(void) {{"]
    for s in specs:
        lines.append(f"  {{ {res} r = load_{s['name']}(); if (r != {ok}) return r; }}")
    lines += [f"  return {ok};", "}", "", f"void unload_{name}(void) {{"]
    lines += [f"  unload_{s['name']}();" for s in specs]
    lines += ["}", "", f"{proto} {{"]
    for s in sorted(specs, key=lambda s: -len(s["hints"])):
        cond = " && ".join(_condition(by_name[a], h) for a, h in sorted(s["hints"].items())) or "1"
        call_args = ", ".join(["stream"] + [a["name"] for a in s["args"]])
        lines.append(f"  if ({cond}) return {s['name']}({call_args});")
    lines += [f"  return {none_fits};", "}", ""]
    out.with_name(out.name + ".h").write_text(header)
    out.with_name(out.name + ".c").write_text("\n".join(lines))
    return [out.with_name(out.name + ".h"), out.with_name(out.name + ".c")]


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m triton.tools.link", description=__doc__.split("\n\n")[0])
    ap.add_argument("headers", nargs="+")
    ap.add_argument("--out", "-o", required=True, help="path prefix of the .h and .c written")
    a = ap.parse_args(argv)
    try:
        files = link(a.headers, a.out)
    except (ValueError, OSError) as e:
        print(f"triton.tools.link: error: {e}", file=sys.stderr)
        return 2
    print(json.dumps({"files": [str(f) for f in files]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
