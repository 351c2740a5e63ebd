"""Compile errors point at the user's source: file, line, the line's text and a caret."""
import inspect

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


def _line_of(fn, marker):
    lines, start = inspect.getsourcelines(fn.fn)
    for i, line in enumerate(lines):
        if marker in line:
            return start + i, line.split("#")[0].strip()
    raise AssertionError(marker)


def _expect_error(kernel, marker, *args, **kwargs):
    with pytest.raises(triton.CompilationError) as info:
        kernel[(1,)](*args, **kwargs)
    msg = str(info.value)
    line, text = _line_of(kernel, marker)
    assert "test_errors.py" in msg, msg
    assert f":{line}:" in msg, msg
    assert text in msg, msg
    assert "^" in msg, msg
    # chained as upstream's: the cause is the bare error (upstream's tests read it there)
    assert str(info.value.__cause__) == info.value.error_message and info.value.error_message in msg
    assert isinstance(info.value, triton.compiler.CompilationError)
    return msg


@triton.jit
def undefined_name_kernel(p):
    tl.store(p, not_defined_anywhere + 1)  # ERR  # noqa: F821


def test_undefined_name():
    msg = _expect_error(undefined_name_kernel, "# ERR", torch.zeros(1))
    assert "not_defined_anywhere" in msg


@triton.jit
def shape_mismatch_kernel(p):
    x = tl.arange(0, 16) + tl.arange(0, 32)  # ERR
    tl.store(p + tl.arange(0, 16), x)


def test_shape_mismatch():
    _expect_error(shape_mismatch_kernel, "# ERR", torch.zeros(16))


@triton.jit
def load_float_kernel(p, f):
    x = tl.load(f)  # ERR
    tl.store(p, x)


def test_load_of_a_float():
    _expect_error(load_float_kernel, "# ERR", torch.zeros(1), 1.5)


@triton.jit
def lambda_kernel(p):
    g = lambda v: v + 1  # ERR  # noqa: E731
    tl.store(p, g(1))


def test_lambda_is_unsupported():
    _expect_error(lambda_kernel, "# ERR", torch.zeros(1))


@triton.jit
def try_kernel(p):
    try:  # ERR
        tl.store(p, 1.0)
    except Exception:
        pass


def test_try_is_unsupported():
    _expect_error(try_kernel, "# ERR", torch.zeros(1))


@triton.jit
def static_assert_kernel(p, N: tl.constexpr):
    tl.static_assert(N % 2 == 0, "N must be even")  # ERR
    tl.store(p, N)


def test_static_assert():
    msg = _expect_error(static_assert_kernel, "# ERR", torch.zeros(1), N=3)
    assert "N must be even" in msg
    static_assert_kernel[(1,)](torch.zeros(1), N=4)  # holds: compiles


@triton.jit
def _bad_helper(x):
    return x + tl.arange(0, 8) + tl.arange(0, 4)  # HELPER


@triton.jit
def calls_bad_helper_kernel(p):
    tl.store(p + tl.arange(0, 8), _bad_helper(tl.load(p)))


def test_error_inside_called_function_points_at_it():
    with pytest.raises(triton.CompilationError) as info:
        calls_bad_helper_kernel[(1,)](torch.zeros(8))
    line, text = _line_of(_bad_helper, "# HELPER")
    assert f":{line}:" in str(info.value) and text in str(info.value)


@triton.jit
def arange_not_pow2_kernel(p):
    tl.store(p + tl.arange(0, 10), 1.0)  # ERR


def test_arange_not_power_of_two():
    _expect_error(arange_not_pow2_kernel, "# ERR", torch.zeros(10))


@triton.jit
def const_store_kernel(p: tl.const):
    tl.store(p, 1.0)  # ERR


def test_error_message_is_the_error_alone():
    # upstream's CompilationError.error_message: no location, no source line
    msg = _expect_error(const_store_kernel, "# ERR", torch.zeros(1))
    with pytest.raises(triton.CompilationError) as info:
        const_store_kernel[(1,)](torch.zeros(1))
    assert info.value.error_message == "Cannot store to a constant pointer"
    assert msg.endswith("^") and msg.split(": error: ")[1].startswith(info.value.error_message)
    assert triton.CompilationError("no location").error_message == "no location"


@triton.jit
def hint_rank_kernel(p, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.multiple_of(p + offs[:, None] + offs[None, :], 16)  # ERR
    tl.store(p + offs, offs.to(tl.float32))


@triton.jit
def hint_value_kernel(p, n, BLOCK: tl.constexpr):
    offs = tl.max_contiguous(tl.arange(0, BLOCK), n)  # ERR
    tl.store(p + offs, offs.to(tl.float32))


def test_hint_values_must_match_the_rank_and_be_constexpr():
    msg = _expect_error(hint_rank_kernel, "# ERR", torch.zeros(16), BLOCK=16)
    assert "tl.multiple_of: 1 values given for an input of rank 2" in msg, msg
    msg = _expect_error(hint_value_kernel, "# ERR", torch.zeros(16), 8, BLOCK=16)
    assert "tl.max_contiguous's values must be a constexpr integer" in msg, msg


@triton.jit
def _expand_dims_out_of_range_kernel(p):
    t = tl.expand_dims(tl.arange(0, 32), -3)  # ERR
    tl.store(p + tl.arange(0, 32), tl.reshape(t, (32,)))


@triton.jit
def _expand_dims_duplicate_kernel(p):
    t = tl.expand_dims(tl.arange(0, 32), (0, -3))  # ERR
    tl.store(p + tl.arange(0, 32), tl.reshape(t, (32,)))


def test_expand_dims_axis_errors():
    msg = _expect_error(_expand_dims_out_of_range_kernel, "# ERR", torch.zeros(32, dtype=torch.int32))
    assert "invalid axis -3. Expected -2 <= axis < 2" in msg
    msg = _expect_error(_expand_dims_duplicate_kernel, "# ERR", torch.zeros(32, dtype=torch.int32))
    assert "duplicate axes, normalized axes = [0, 0]" in msg


@triton.jit
def _static_assert_kernel(p):
    tl.static_assert(isinstance(0, tl.tensor))  # ERR


@triton.jit
def _lambda_kernel(p):
    f = lambda x: x  # ERR  # noqa: E731
    tl.store(p, f(1))


def test_error_subclasses():
    with pytest.raises(triton.compiler.CompileTimeAssertionFailure, match="static_assert failed"):
        _static_assert_kernel[(1,)](torch.zeros(1))
    with pytest.raises(triton.compiler.UnsupportedLanguageConstruct, match="lambda"):
        _lambda_kernel[(1,)](torch.zeros(1))
