"""Pure-Python API surface: dtypes, constexpr, builtin stubs, top-level names."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

BUILTINS = """program_id num_programs arange load store zeros zeros_like full where minimum maximum exp exp2
log log2 sqrt rsqrt sin cos abs fma sum max min argmax argmin reshape view broadcast_to expand_dims
static_range range multiple_of max_contiguous max_constancy cdiv sigmoid softmax floor ceil erf tanh
clamp static_assert static_print device_assert device_print dot trans cat umulhi fdiv div_rn sqrt_rn
xor_sum cumsum atomic_add atomic_max atomic_min atomic_cas atomic_xchg
permute broadcast join split to_tensor interleave reduce flip make_block_ptr advance make_tensor_descriptor
load_tensor_descriptor store_tensor_descriptor _experimental_descriptor_load _experimental_descriptor_store""".split()

# Declared only once they compile: a name in tl either works or is absent.
LIBRARY_FUNCTIONS = "sort topk bitonic_merge gather".split()


def test_version_and_exports():
    assert triton.__version__.startswith("3.6.0")
    for name in ("jit", "autotune", "heuristics", "Config", "cdiv", "next_power_of_2", "CompilationError",
                 "TritonError", "OutOfResources", "JITFunction", "KernelInterface", "language", "testing",
                 "musa_testing", "runtime", "compiler", "errors"):
        assert hasattr(triton, name), name
    assert issubclass(triton.CompilationError, triton.TritonError)
    assert triton.compiler.CompilationError is triton.CompilationError
    assert triton.errors.OutOfResources is triton.OutOfResources
    assert triton.testing.cdiv is triton.cdiv


def test_import_does_not_load_torch():
    import subprocess
    import sys
    code = ("import sys; import triton_musa, triton_musa.language; "
            "print('torch' in sys.modules, triton_musa.JITFunction.__mro__[1].__module__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=_env_with_package()).stdout.split()
    # the extension is loaded: `fn[grid]` is answered by its LaunchIndex
    assert out == ["False", "triton_musa._C"]


def _env_with_package():
    import os
    env = dict(os.environ)
    pkg_root = os.path.dirname(os.path.dirname(triton.__file__))
    env["PYTHONPATH"] = pkg_root + os.pathsep + env.get("PYTHONPATH", "")
    return env


@pytest.mark.parametrize("n,expected", [(0, 1), (1, 1), (2, 2), (3, 4), (1000, 1024), (1024, 1024),
                                        (2 ** 40 + 1, 2 ** 41)])
def test_next_power_of_2(n, expected):
    assert triton.next_power_of_2(n) == expected


def test_cdiv():
    assert triton.cdiv(10, 3) == 4 and triton.cdiv(9, 3) == 3 and triton.cdiv(0, 5) == 0


@pytest.mark.parametrize("name,short", [
    ("int1", "int1"), ("int8", "int8"), ("int16", "int16"), ("int32", "int32"), ("int64", "int64"),
    ("uint8", "uint8"), ("uint16", "uint16"), ("uint32", "uint32"), ("uint64", "uint64"),
    ("float16", "fp16"), ("bfloat16", "bf16"), ("float32", "fp32"), ("float64", "fp64")])
def test_dtypes(name, short):
    dt = getattr(tl, name)
    assert isinstance(dt, tl.dtype)
    assert dt.name == short
    assert repr(dt) == f"triton.language.{name}"
    assert dt == tl.dtype(short) and hash(dt) == hash(tl.dtype(short))


def test_dtype_predicates_and_ir_names():
    assert tl.float32.is_floating() and not tl.float32.is_int()
    assert tl.int8.is_int_signed() and tl.uint8.is_int_unsigned() and tl.int1.is_bool()
    assert tl.int16.primitive_bitwidth == 16 and tl.float64.itemsize == 8
    assert tl.int32.get_int_max_value() == 2 ** 31 - 1 and tl.uint8.get_int_min_value() == 0
    assert [d.to_ir_name() for d in (tl.int1, tl.int8, tl.uint64, tl.float16, tl.bfloat16)] == \
        ["i1", "i8", "u64", "fp16", "bf16"]


def test_pointer_type():
    p = tl.pointer_type(tl.float16)
    assert p.element_ty is tl.float16 and p.is_ptr()
    assert p == tl.pointer_type(tl.float16) and p != tl.pointer_type(tl.float32)
    assert tl.pi32_t.element_ty == tl.int32


def test_constexpr():
    c = tl.constexpr(8)
    assert c.value == 8 and tl.constexpr(c).value == 8
    assert (c + 1).value == 9 and (2 * c).value == 16 and (c // 3).value == 2 and (1 - c).value == -7
    assert (c == 8).value is True and bool(c) and int(c) == 8
    assert list(range(4))[tl.constexpr(1)] == 1
    assert repr(c) == "constexpr[8]"


@pytest.mark.parametrize("name", BUILTINS)
def test_builtin_stubs(name):
    fn = getattr(tl, name)
    assert fn.__triton_builtin__ == name
    with pytest.raises(RuntimeError, match=rf"tl\.{name} can only be called inside a @triton\.jit function"):
        fn()


def test_math_module_shares_builtins():
    assert tl.math.exp is tl.exp and tl.math.sqrt_rn is tl.sqrt_rn
    from triton_musa.language.extra import libdevice
    assert libdevice.exp is tl.exp
    assert libdevice.pow.__triton_builtin__ == "libdevice.pow"


def test_host_helpers_are_builtins_too():
    assert triton.cdiv.__triton_builtin__ == "cdiv"
    assert triton.next_power_of_2.__triton_builtin__ == "next_power_of_2"


# ---- compositions of other ops (upstream's standard library) ----------------------------------

@triton.jit
def compositions_kernel(x_ptr, out_ptr, idx_ptr, M: tl.constexpr, N: tl.constexpr):
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    flat = tl.ravel(x)                                     # [M * N]
    tl.store(out_ptr + tl.arange(0, M * N), tl.add(tl.mul(flat, 2.0), tl.sub(flat, 1.0)))
    row = tl.load(x_ptr + rn)                              # [N]
    sm = tl.softmax(row)                                   # along dim 0
    tl.store(out_ptr + M * N + rn, sm)
    col = tl.squeeze(tl.unsqueeze(row, 1), 1)             # [N] -> [N, 1] -> [N]
    tl.store(out_ptr + M * N + N + rn, col)
    i, j = tl.swizzle2d(rm[:, None], rn[None, :], M, N, 2)
    tl.store(idx_ptr + rm[:, None] * N + rn[None, :], i * N + j)


def _swizzle2d_reference(i, j, size_i, size_j, size_g):
    ij = i * size_j + j
    size_gj = size_g * size_j
    group_id = ij // size_gj
    off_i = group_id * size_g
    size_g = min(size_i - off_i, size_g)
    ij = ij % size_gj
    return off_i + ij % size_g, ij // size_g


def test_standard_library_compositions(device):
    m, n = 4, 8
    x = torch.randn(m, n, device=device)
    out = torch.empty(m * n + 2 * n, device=device)
    idx = torch.empty(m * n, dtype=torch.int32, device=device)
    compositions_kernel[(1,)](x, out, idx, M=m, N=n)
    flat = x.reshape(-1)
    torch.testing.assert_close(out[:m * n], flat * 2 + (flat - 1))
    torch.testing.assert_close(out[m * n:m * n + n], torch.softmax(x[0], 0))
    torch.testing.assert_close(out[m * n + n:], x[0])
    want = [0] * (m * n)
    for i in range(m):
        for j in range(n):
            ni, nj = _swizzle2d_reference(i, j, m, n, 2)
            want[i * n + j] = ni * n + nj
    assert idx.tolist() == want


@pytest.mark.parametrize("name", LIBRARY_FUNCTIONS)
def test_library_functions_are_jit_functions(name):
    # written in the language itself (language/sorting.py, indexing.py), inlined into kernels
    assert isinstance(getattr(tl, name), triton.JITFunction) and name in tl.__all__


def test_every_declared_builtin_is_known_to_the_compiler():
    """A stub the front end has no case for would compile to an 'unknown builtin' error."""
    import os
    root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "crates", "frontend", "src")
    if not os.path.isdir(root):
        pytest.skip("needs the source checkout")
    rust = "".join(open(os.path.join(root, f)).read() for f in os.listdir(root) if f.endswith(".rs"))
    stubs = [getattr(tl, n).__triton_builtin__ for n in tl.__all__
             if hasattr(getattr(tl, n, None), "__triton_builtin__")]
    unknown = [b for b in stubs if f'"{b}"' not in rust]
    assert not unknown, unknown


def test_random_functions_are_jit_functions():
    for name in ("rand", "randn", "randint", "rand4x", "randn4x", "randint4x", "philox"):
        assert isinstance(getattr(tl, name), triton.JITFunction), name
    assert "rand" in tl.__all__


@triton.jit
def reflect_kernel(a_ptr, b_ptr, out_ptr, X, FUNC: tl.constexpr, NAN: tl.constexpr):
    a = tl.load(a_ptr)
    b = tl.load(b_ptr)
    tl.store(out_ptr, getattr(tl, FUNC)(a, b, propagate_nan=getattr(tl.PropagateNan, NAN)))
    tl.static_assert(hasattr(a, "dtype") and hasattr(a, "sum") and not hasattr(FUNC, "dtype"))
    tl.static_assert(isinstance(a, tl.tensor) and isinstance(FUNC, str) and isinstance(NAN, (int, str)))
    tl.static_assert(isinstance(a.dtype, tl.dtype) and isinstance(a_ptr.dtype, tl.pointer_type))
    tl.static_assert(not isinstance(a.dtype, tl.pointer_type) and not isinstance(FUNC, tl.constexpr))
    tl.static_assert(getattr(a, "no_such_attribute", 7) == 7)
    if X is not None and hasattr(X, "dtype") and isinstance(X.dtype, tl.pointer_type):
        tl.store(X, 42)


@pytest.mark.parametrize("func,nan", [("minimum", "NONE"), ("maximum", "NONE"), ("minimum", "ALL"),
                                      ("maximum", "ALL")])
def test_getattr_hasattr_isinstance_in_kernels(func, nan, device):
    a = torch.tensor([float("nan")], device=device)
    b = torch.tensor([2.0], device=device)
    out = torch.zeros(1, device=device)
    for x in (None, 1, 2):
        reflect_kernel[(1,)](a, b, out, x, func, nan)
        assert out.isnan().item() == (nan == "ALL") and (nan == "ALL" or out.item() == 2.0)
    x = torch.zeros(1, dtype=torch.int32, device=device)
    reflect_kernel[(1,)](a, b, out, x, func, nan)
    assert x.item() == 42
