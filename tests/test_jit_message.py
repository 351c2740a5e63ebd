"""The JSON message @jit sends to the compiler, and launch-time argument checks.

Everything here runs without the compiled extension: ``JITFunction.message`` builds the
message a launch would send, and argument errors are raised before any compile.
"""
import inspect
import json

import pytest

from helpers import cpu_only
import torch

import math

import jit_lib
import triton_musa as triton
from triton_musa import _C
import triton_musa.language as tl
from triton_musa.language import arange as imported_arange

SCALE = tl.constexpr(3)
PLAIN_INT = 7
HALF = tl.float16
NOT_A_KERNEL_VALUE = object()


@triton.jit
def _leaf(x):
    return x + 1


@triton.jit
def _middle(x):
    return _leaf(x) * 2


@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(output_ptr + offsets, x + y, mask=mask)


@triton.jit
def globals_kernel(p, n, F: tl.constexpr):
    offs = imported_arange(0, 16)
    v = tl.load(p + offs) * SCALE + PLAIN_INT
    w = _middle(v).to(HALF)
    for i in range(n):
        w = w + min(i, 3)
    z = ("é", w)[1] * 0.1 + float("inf") + NOT_A_KERNEL_VALUE + undefined_name  # noqa: F821
    tl.store(p + offs, z)


@triton.jit
def module_attr_kernel(p):
    x = jit_lib.twice(tl.load(p)) + jit_lib.OFFSET + jit_lib.nested.FACTOR + math.pi
    tl.store(p, x)


def test_module_attribute_chains_are_resolved():
    m = _msg(module_attr_kernel, torch.zeros(1))
    g = m["functions"][module_attr_kernel.key]["globals"]
    assert g["jit_lib"] == {"kind": "module", "name": "jit_lib"}
    assert g["jit_lib.twice"] == {"kind": "jit", "key": jit_lib.twice.key}
    assert g["jit_lib.OFFSET"] == {"kind": "constexpr", "value": 10, "type": "int"}
    assert g["jit_lib.nested.FACTOR"] == {"kind": "constexpr", "value": 3, "type": "int"}
    assert g["math.pi"] == {"kind": "constexpr", "value": repr(math.pi), "type": "float"}
    assert not any(k.startswith("tl.") for k in g)
    assert jit_lib.twice.key in m["functions"]


class Holder:
    @triton.jit
    def indented(p, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        tl.store(p + offs, tl.load(p + offs) + 1)


def _msg(kernel, *args, **kwargs):
    return json.loads(kernel.message(*args, **kwargs))


def _nodes(node):
    if isinstance(node, dict):
        yield node
        for v in node.values():
            yield from _nodes(v)
    elif isinstance(node, list):
        for v in node:
            yield from _nodes(v)


def _check_positions(entry):
    lines = open(entry["file"], encoding="utf-8").read().splitlines()
    names = [n for n in _nodes(entry["ast"]) if n.get("_t") == "Name"]
    assert names
    for n in names:
        assert lines[n["lineno"] - 1][n["col"]:].startswith(n["id"]), n
    return lines


@cpu_only
def test_vector_add_message(monkeypatch, tmp_path):
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("TRITON_ALWAYS_COMPILE", raising=False)
    x = torch.rand(1000)
    m = _msg(add_kernel, x, x, torch.empty_like(x), 1000, BLOCK_SIZE=1024)
    assert set(m) == {"kernel", "functions", "signature", "options", "target", "arch", "cache_dir", "always_compile",
                      "libdevice", "settings"}
    # the compiler's variables as set now (triton.knobs), and only those
    assert m["settings"]["TRITON_CACHE_DIR"] == str(tmp_path) and "TRITON_ALWAYS_COMPILE" not in m["settings"]
    assert set(m["settings"]) <= set(_C.settings_variables()) and "PATH" not in m["settings"]
    assert m["arch"] is None  # only GPU targets carry a compute capability
    assert m["kernel"] == add_kernel.key == f"{__name__}.add_kernel"
    assert m["signature"] == [
        {"name": "x_ptr", "kind": "ptr", "dtype": "fp32", "align16": True},
        {"name": "y_ptr", "kind": "ptr", "dtype": "fp32", "align16": True},
        {"name": "output_ptr", "kind": "ptr", "dtype": "fp32", "align16": True},
        {"name": "n_elements", "kind": "int", "dtype": "i32", "div16": False, "one": False},
        {"name": "BLOCK_SIZE", "kind": "constexpr", "value": 1024, "type": "int"},
    ]
    assert m["options"] == {"num_warps": 4, "num_stages": 3, "debug": False, "maxnreg": None,
                            "enable_fp_fusion": True}
    assert m["target"] == "cpu" and m["cache_dir"] == str(tmp_path) and m["always_compile"] is False
    entry = m["functions"][m["kernel"]]
    assert entry["name"] == "add_kernel" and entry["file"] == __file__
    assert entry["globals"] == {"tl": {"kind": "module", "name": "triton_musa.language"}}
    fdef = entry["ast"]
    assert fdef["_t"] == "FunctionDef" and fdef["decorator_list"] == []
    src_lines, start = inspect.getsourcelines(add_kernel.fn)
    assert fdef["lineno"] == start + 1 and fdef["col"] == 0  # the def line, after the decorator
    lines = _check_positions(entry)
    call = next(n for n in _nodes(fdef) if n.get("_t") == "Call")
    assert lines[call["lineno"] - 1][call["col"]:].startswith("tl.program_id(axis=0)")
    monkeypatch.setenv("TRITON_ALWAYS_COMPILE", "1")
    m = _msg(add_kernel, x, x, x, 1000, BLOCK_SIZE=1024)
    assert m["always_compile"] is True and m["settings"]["TRITON_ALWAYS_COMPILE"] == "1"


def test_indented_kernel_positions_are_file_positions():
    m = _msg(Holder.indented, torch.zeros(8), BLOCK=8)
    entry = m["functions"][m["kernel"]]
    assert entry["ast"]["col"] == 4
    _check_positions(entry)


def test_globals_and_called_functions():
    m = _msg(globals_kernel, torch.zeros(16), 5, F=1.5)
    entry = m["functions"][m["kernel"]]
    g = entry["globals"]
    assert g["tl"] == {"kind": "module", "name": "triton_musa.language"}
    assert g["imported_arange"] == {"kind": "builtin", "name": "arange"}
    assert g["SCALE"] == {"kind": "constexpr", "value": 3, "type": "int"}
    assert g["PLAIN_INT"] == {"kind": "constexpr", "value": 7, "type": "int"}
    assert g["HALF"] == {"kind": "dtype", "name": "fp16"}
    assert g["_middle"] == {"kind": "jit", "key": _middle.key}
    for absent in ("range", "min", "float", "p", "n", "F", "offs", "v", "w", "i", "z",
                   "NOT_A_KERNEL_VALUE", "undefined_name", "_leaf"):
        assert absent not in g, absent
    assert set(m["functions"]) == {globals_kernel.key, _middle.key, _leaf.key}
    assert m["functions"][_middle.key]["globals"] == {"_leaf": {"kind": "jit", "key": _leaf.key}}
    consts = [n for n in _nodes(entry["ast"]) if n.get("_t") == "Constant"]
    assert {"_t": "Constant", "kind": "float", "value": "0.1"} in [
        {k: c[k] for k in ("_t", "kind", "value")} for c in consts]
    assert any(c["kind"] == "str" and c["value"] == "inf" for c in consts)
    assert any(c["kind"] == "str" and c["value"] == "é" for c in consts)
    assert m["signature"][2] == {"name": "F", "kind": "constexpr", "value": "1.5", "type": "float"}
    _check_positions(entry)  # includes a name after a non-ASCII character on its line


def test_closure_values_are_captured():
    scale = tl.constexpr(5)
    dt = tl.float32

    @triton.jit
    def closure_kernel(p):
        tl.store(p, (tl.load(p) * scale).to(dt))
    g = _msg(closure_kernel, torch.zeros(1))["functions"][closure_kernel.key]["globals"]
    assert g["scale"] == {"kind": "constexpr", "value": 5, "type": "int"}
    assert g["dt"] == {"kind": "dtype", "name": "fp32"}


def test_keys_are_unique_for_same_qualname():
    kernels = []
    for _ in range(3):
        @triton.jit
        def same(p):
            tl.store(p, 1)
        kernels.append(same)
    assert len({k.key for k in kernels}) == 3


@triton.jit
def kinds_kernel(p, q, i, f, b, none_arg, C: tl.constexpr, D: tl.constexpr, S: tl.constexpr):
    pass


def test_signature_kinds():
    x = torch.zeros(64, dtype=torch.float32)
    m = _msg(kinds_kernel, x[1:], torch.zeros(4, dtype=torch.bool), 2 ** 40, 2.5, True, None,
             C=True, D=tl.bfloat16, S="abc")
    sig = {e["name"]: e for e in m["signature"]}
    assert sig["p"] == {"name": "p", "kind": "ptr", "dtype": "fp32", "align16": False}
    assert sig["q"]["dtype"] == "i1"
    assert sig["i"] == {"name": "i", "kind": "int", "dtype": "i64", "div16": True, "one": False}
    assert sig["f"] == {"name": "f", "kind": "float", "dtype": "fp32"}
    assert sig["b"] == {"name": "b", "kind": "bool"}
    assert sig["none_arg"] == {"name": "none_arg", "kind": "none"}
    assert sig["C"] == {"name": "C", "kind": "constexpr", "value": True, "type": "bool"}
    assert sig["D"] == {"name": "D", "kind": "constexpr", "value": "bf16", "type": "dtype"}
    assert sig["S"] == {"name": "S", "kind": "constexpr", "value": "abc", "type": "str"}


@pytest.mark.parametrize("value,dtype,div16,one", [
    (0, "i32", True, False), (1, "i32", False, True), (32, "i32", True, False), (-5, "i32", False, False),
    (2 ** 31, "i64", True, False), (-(2 ** 31) - 1, "i64", False, False), (2 ** 63, "u64", True, False),
    (2 ** 64 - 1, "u64", False, False)])
def test_int_specialisation(value, dtype, div16, one):
    sig = _msg(kinds_kernel, torch.zeros(1), torch.zeros(1), value, 1.0, False, None, C=1, D=tl.int8, S="")
    assert sig["signature"][2] == {"name": "i", "kind": "int", "dtype": dtype, "div16": div16, "one": one}


def test_do_not_specialize():
    @triton.jit(do_not_specialize=["n"])
    def k(p, n):
        pass
    sig = _msg(k, torch.zeros(1), 16)["signature"]
    assert sig[1] == {"name": "n", "kind": "int", "dtype": "i32", "div16": False, "one": False}


def test_defaults_and_keywords():
    @triton.jit
    def k(p, n=16, BLOCK: tl.constexpr = 64):
        pass
    sig = _msg(k, torch.zeros(1))["signature"]
    assert sig[1]["dtype"] == "i32" and sig[1]["div16"] and sig[2]["value"] == 64
    sig = _msg(k, n=1, p=torch.zeros(1), BLOCK=tl.constexpr(128))["signature"]
    assert sig[1]["one"] and sig[2]["value"] == 128


def test_options_in_message():
    m = _msg(add_kernel, torch.zeros(1), torch.zeros(1), torch.zeros(1), 1, BLOCK_SIZE=16,
             num_warps=8, num_stages=2, debug=True)
    assert m["options"] == {"num_warps": 8, "num_stages": 2, "debug": True, "maxnreg": None,
                            "enable_fp_fusion": True}


def test_specialisation_keys_distinguish_values():
    x = torch.zeros(16)
    keys = {add_kernel._specialize((x, x, x, n), {"BLOCK_SIZE": b}, False)[0]
            for n, b in [(16, 16), (17, 16), (1, 16), (16, 32)]}
    assert len(keys) == 4
    k_true = kinds_kernel._specialize((x, x, 1, 1.0, True, None), {"C": True, "D": tl.int8, "S": ""}, False)[0]
    k_one = kinds_kernel._specialize((x, x, 1, 1.0, True, None), {"C": 1, "D": tl.int8, "S": ""}, False)[0]
    assert k_true != k_one
    _, _, rt = kinds_kernel._specialize((x, x, 3, 1.0, True, None), {"C": 1, "D": tl.int8, "S": ""}, False)
    assert rt == [x.data_ptr(), x.data_ptr(), 3, 1.0, True]  # constexpr and None params omitted


# -- launch-time argument errors (raised before compiling) -------------------------------------

def test_missing_argument_names_it():
    x = torch.zeros(4)
    with pytest.raises(TypeError, match="n_elements"):
        add_kernel[(1,)](x, x, x, BLOCK_SIZE=4)
    with pytest.raises(TypeError, match="BLOCK_SIZE"):
        add_kernel[(1,)](x, x, x, 4)


def test_unknown_keyword_names_it():
    x = torch.zeros(4)
    with pytest.raises(TypeError, match="bogus"):
        add_kernel[(1,)](x, x, x, 4, BLOCK_SIZE=4, bogus=1)


def test_wrong_type_names_param():
    x = torch.zeros(4)
    with pytest.raises(TypeError, match="y_ptr.*str"):
        add_kernel[(1,)](x, "not a tensor", x, 4, BLOCK_SIZE=4)
    with pytest.raises(TypeError, match="BLOCK_SIZE"):
        add_kernel[(1,)](x, x, x, 4, BLOCK_SIZE=[4])


@cpu_only
def test_tensor_on_wrong_device_names_param():
    x = torch.zeros(4)
    meta = torch.empty(4, device="meta")
    with pytest.raises(ValueError, match=r"output_ptr.*meta.*cpu"):
        add_kernel[(1,)](x, x, meta, 4, BLOCK_SIZE=4)


def test_int_overflow_names_param():
    x = torch.zeros(4)
    with pytest.raises(OverflowError, match="n_elements"):
        add_kernel[(1,)](x, x, x, 2 ** 64, BLOCK_SIZE=4)


def test_unsupported_float8_tensor_is_rejected_by_name():
    # e5m2 and e4m3fn are supported (tests/test_fp8.py); the AMD-style fnuz formats are not.
    x = torch.zeros(4)
    f8 = torch.zeros(4, dtype=torch.float8_e4m3fnuz)
    with pytest.raises(TypeError, match="y_ptr.*float8"):
        add_kernel[(1,)](x, f8, x, 4, BLOCK_SIZE=4)


def test_bad_launch_options():
    x = torch.zeros(4)
    with pytest.raises(ValueError, match="num_warps"):
        add_kernel[(1,)](x, x, x, 4, BLOCK_SIZE=4, num_warps=3)
    with pytest.raises(ValueError, match="maxnreg"):
        add_kernel[(1,)](x, x, x, 4, BLOCK_SIZE=4, maxnreg=-1)
    with pytest.raises(ValueError, match="enable_fp_fusion"):
        add_kernel[(1,)](x, x, x, 4, BLOCK_SIZE=4, enable_fp_fusion="yes")


def test_calling_kernel_directly_is_an_error():
    with pytest.raises(RuntimeError, match="outside of the scope of a kernel"):
        add_kernel(1, 2, 3, 4, 5)


def test_jit_function_attributes():
    assert add_kernel.__name__ == "add_kernel" and add_kernel.fn.__name__ == "add_kernel"
    assert add_kernel.src.startswith("def add_kernel(")
    assert add_kernel.arg_names == ["x_ptr", "y_ptr", "output_ptr", "n_elements", "BLOCK_SIZE"]
    assert add_kernel.constexprs == [4]
    assert isinstance(add_kernel, triton.KernelInterface) and isinstance(add_kernel, triton.JITFunction)
    assert len(add_kernel.cache_key) == 64
    assert Holder.indented.src.startswith("def indented(")
