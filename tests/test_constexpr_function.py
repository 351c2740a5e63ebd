"""`triton.constexpr_function` (Python functions kernels call at compile time) and
`triton.must_use_result` (a dropped result is a compile error)."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


@triton.constexpr_function
def doubled(x):
    return 2 * x


@triton.constexpr_function
def shape_of(m, n, scale=1):
    return [m * scale, n * scale]  # a list comes back as a tuple


@triton.constexpr_function
def bit_width(dt):
    return dt.primitive_bitwidth


@triton.constexpr_function
def halved(x):
    return x / 2


@triton.constexpr_function
def pick(flag, pair):
    return pair[0] if flag else pair[1]


@triton.jit
def fill_kernel(out, N: tl.constexpr):
    B: tl.constexpr = doubled(N)
    s: tl.constexpr = shape_of(2, B, scale=1)
    nb: tl.constexpr = bit_width(out.dtype.element_ty)
    offs = tl.arange(0, s[1])
    tl.store(out + offs, offs + nb + halved(N) + pick(N > 4, (100, 200)))


def test_results_are_constexprs():
    out = torch.zeros(16, dtype=torch.float32)
    fill_kernel[(1,)](out, 8)
    # 32 bits, N / 2 = 4.0, N > 4 picks 100
    assert torch.equal(out.cpu(), torch.arange(16, dtype=torch.float32, device="cpu") + 32 + 4.0 + 100)
    out = torch.zeros(8, dtype=torch.float32)
    fill_kernel[(1,)](out, 4)  # another specialisation: its own calls
    assert torch.equal(out.cpu(), torch.arange(8, dtype=torch.float32, device="cpu") + 32 + 2.0 + 200)


def test_called_from_python():
    assert doubled(7) == 14
    assert doubled(tl.constexpr(3)) == 6
    assert shape_of(2, 3, scale=2) == [4, 6]


@triton.constexpr_function
def square(i):
    return i * i


@triton.jit
def unrolled_kernel(out, N: tl.constexpr):
    acc = tl.zeros((16,), tl.int32)
    for i in tl.static_range(N):
        acc += square(i)  # one call per unrolled step, each with its own argument
    tl.store(out + tl.arange(0, 16), acc)


def test_many_calls():
    out = torch.zeros(16, dtype=torch.int32)
    unrolled_kernel[(1,)](out, 10)
    assert torch.equal(out.cpu(), torch.full((16,), sum(i * i for i in range(10)), dtype=torch.int32, device="cpu"))


@triton.autotune(configs=[triton.Config({"N": 4}), triton.Config({"N": 8})], key=["n"])
@triton.jit
def tuned_kernel(out, n, N: tl.constexpr):
    B: tl.constexpr = doubled(N)
    offs = tl.arange(0, B)
    tl.store(out + offs, offs * 0 + B, mask=offs < n)


def test_autotuned_configs():
    out = torch.zeros(16, dtype=torch.int32)
    tuned_kernel[(1,)](out, 16)
    best = tuned_kernel.best_config.kwargs["N"]
    assert torch.equal(out.cpu()[:2 * best], torch.full((2 * best,), 2 * best, dtype=torch.int32, device="cpu"))


@triton.constexpr_function
def fails(x):
    raise ValueError(f"no size for {x}")


@triton.constexpr_function
def gives_object(x):
    return object()


@triton.jit
def tensor_arg_kernel(out):
    x = tl.arange(0, 4)
    n: tl.constexpr = doubled(x)
    tl.store(out + tl.arange(0, n), x)


@triton.jit
def raising_kernel(out):
    n: tl.constexpr = fails(3)
    tl.store(out + tl.arange(0, n), 1)


@triton.jit
def object_kernel(out):
    n: tl.constexpr = gives_object(3)
    tl.store(out, n)


@pytest.mark.compiled
@pytest.mark.parametrize("kernel, words", [
    (tensor_arg_kernel, "constexpr_function doubled takes constexpr arguments; argument 0 is"),
    (raising_kernel, "constexpr_function fails raised ValueError: no size for 3"),
    (object_kernel, "constexpr_function gives_object returned a value of type object"),
])
def test_errors_name_the_call(kernel, words):
    out = torch.zeros(8, dtype=torch.int32)
    with pytest.raises(triton.CompilationError) as e:
        kernel[(1,)](out)
    text = str(e.value)
    assert words in text
    assert "test_constexpr_function.py:" in text.splitlines()[0]  # file:line:col of the call


extra_words = "Use its result."


@triton.must_use_result(extra_words)
@triton.jit
def cube(x):
    return x * x * x


@triton.must_use_result
@triton.jit
def negated(x):
    return -x


@triton.jit
def dropped_kernel(out):
    a = tl.full((16,), 2, tl.int32)
    cube(a)
    tl.store(out + tl.arange(0, 16), a)


@triton.jit
def dropped_plain_kernel(out):
    a = tl.full((16,), 2, tl.int32)
    negated(a)
    tl.store(out + tl.arange(0, 16), a)


@triton.jit
def used_kernel(out):
    a = tl.full((16,), 2, tl.int32)
    a = cube(a)
    tl.store(out + tl.arange(0, 16), negated(a))


@triton.jit
def dropped_advance_kernel(out):
    p = tl.make_block_ptr(out, (16,), (1,), (0,), (8,), (0,))
    tl.advance(p, (8,))
    tl.store(p, tl.full((8,), 1, tl.int32))


@pytest.mark.compiled
def test_must_use_result():
    out = torch.zeros(16, dtype=torch.int32)
    used_kernel[(1,)](out)
    assert torch.equal(out.cpu(), torch.full((16,), -8, dtype=torch.int32, device="cpu"))
    with pytest.raises(triton.CompilationError) as e:
        dropped_kernel[(1,)](out)
    assert str(e.value).split("\n")[0].endswith("error: The result of cube is not being used. Use its result.")
    with pytest.raises(triton.CompilationError) as e:
        dropped_plain_kernel[(1,)](out)
    assert str(e.value).split("\n")[0].endswith("error: The result of negated is not being used.")
    with pytest.raises(triton.CompilationError, match="The result of tl.advance is not being used. Note that "
                                                      "tl.advance does not have any side effects"):
        dropped_advance_kernel[(1,)](out)
