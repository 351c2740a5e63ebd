"""Control flow on runtime values as upstream lowers it: early `return`s from if/else nests (in
kernels and in the @jit functions they call), conditional expressions that run one side only,
`if` on a one-element tensor, and the errors for what cannot merge (const pointers, types)."""
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl


# ---------------------------------------------------------------------------------------------
# early returns
# ---------------------------------------------------------------------------------------------

@triton.jit
def nested_return_kernel(flags_ptr, out_ptr):
    # out[i] = 10 * a + b unless a path returns first
    i = tl.program_id(0)
    a = tl.load(flags_ptr + 2 * i)
    b = tl.load(flags_ptr + 2 * i + 1)
    v = -1
    if a > 0:
        if b > 0:
            v = 11
        else:
            return
    else:
        if b > 0:
            v = 1
        else:
            tl.store(out_ptr + i, 100)
            return
    tl.store(out_ptr + i, v)


def test_returns_from_nested_if_else_in_a_kernel(device):
    flags = torch.tensor([1, 1, 1, 0, 0, 1, 0, 0], dtype=torch.int32, device=device)
    out = torch.full((4,), -5, dtype=torch.int32, device=device)
    nested_return_kernel[(4,)](flags, out)
    assert out.tolist() == [11, -5, 1, 100]


@triton.jit
def pick(x, sel):
    # a value from each branch of a nest, and a fall-through return
    if sel == 0:
        return x + 1.0
    else:
        if sel == 1:
            return x * 2.0
    return x - 1.0


@triton.jit
def pick_pair(x, sel):
    if sel > 0:
        return x, sel
    return -x, sel * 10


@triton.jit
def returning_helpers_kernel(x_ptr, sel_ptr, out_ptr, out2_ptr, BLOCK: tl.constexpr):
    i = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    sel = tl.load(sel_ptr + i)
    tl.store(out_ptr + i * BLOCK + offs, pick(x, sel))
    y, s = pick_pair(x, sel)
    tl.store(out2_ptr + i * BLOCK + offs, y + s)


def test_values_returned_from_if_else_in_jit_functions(device):
    x = torch.arange(8, dtype=torch.float32, device=device)
    sel = torch.tensor([0, 1, 2], dtype=torch.int32, device=device)
    out = torch.zeros(3, 8, device=device)
    out2 = torch.zeros(3, 8, device=device)
    returning_helpers_kernel[(3,)](x, sel, out, out2, BLOCK=8)
    torch.testing.assert_close(out, torch.stack([x + 1, x * 2, x - 1]))
    torch.testing.assert_close(out2, torch.stack([-x, x + 1, x + 2]))


@triton.jit
def static_return_kernel(out_ptr, total: tl.constexpr):
    # a return under a constexpr condition drops what follows; a runtime one guards it
    if total == 1:
        tl.store(out_ptr, 7)
        return
    for k in tl.static_range(4):
        if tl.load(out_ptr + 1) == k:
            return
        tl.store(out_ptr + 2 + k, k + 1)
    tl.store(out_ptr, 9)


def test_returns_under_constexpr_conditions_and_in_static_range(device):
    out = torch.zeros(6, dtype=torch.int32, device=device)
    static_return_kernel[(1,)](out, 1)
    assert out.tolist() == [7, 0, 0, 0, 0, 0]
    out = torch.tensor([0, 2, 0, 0, 0, 0], dtype=torch.int32, device=device)
    static_return_kernel[(1,)](out, 4)
    assert out.tolist() == [0, 2, 1, 2, 0, 0]
    out = torch.tensor([0, 5, 0, 0, 0, 0], dtype=torch.int32, device=device)
    static_return_kernel[(1,)](out, 4)
    assert out.tolist() == [9, 5, 1, 2, 3, 4]


@triton.jit
def return_in_loop_kernel(out_ptr, n):
    for i in range(n):
        if i == 3:
            return
        tl.store(out_ptr + i, i)


@pytest.mark.compiled
def test_return_inside_a_loop_is_an_error(device):
    with pytest.raises(triton.CompilationError, match="Cannot have `return` statements inside `while` or `for`"):
        return_in_loop_kernel[(1,)](torch.zeros(8, dtype=torch.int32, device=device), 8)


# ---------------------------------------------------------------------------------------------
# conditional expressions and conditions
# ---------------------------------------------------------------------------------------------

@triton.jit
def void_ternary_kernel(out_ptr, a_ptr, b_ptr):
    pid = tl.program_id(0)
    # only the chosen side runs (both sides store)
    tl.store(out_ptr + pid, tl.load(a_ptr)) if pid % 2 == 0 else tl.store(out_ptr + pid, tl.load(b_ptr))
    v = 2.5 if pid % 2 == 0 else tl.load(b_ptr)
    tl.store(out_ptr + 2 + pid, v)


def test_conditional_expression_runs_one_side(device):
    out = torch.zeros(4, device=device)
    a = torch.tensor([3.0], device=device)
    b = torch.tensor([-1.0], device=device)
    void_ternary_kernel[(2,)](out, a, b)
    assert out.tolist() == [3.0, -1.0, 2.5, -1.0]


@triton.jit
def one_element_condition_kernel(x_ptr, out_ptr):
    c1 = tl.load(x_ptr + tl.arange(0, 1)) > 42
    c2 = tl.reshape(c1, (1, 1))
    if c1:
        tl.store(out_ptr, 1)
    if c2:
        tl.store(out_ptr + 1, 1)
    n = tl.load(x_ptr + tl.arange(0, 1))
    while n > 40:
        n -= 1
        tl.store(out_ptr + 2, tl.sum(n, 0))


@pytest.mark.parametrize("x,expected", [(41, [0, 0, 40]), (43, [1, 1, 40])])
def test_if_on_a_one_element_tensor(x, expected, device):
    out = torch.zeros(3, dtype=torch.int32, device=device)
    out[2] = 40
    one_element_condition_kernel[(1,)](torch.tensor([x], dtype=torch.int32, device=device), out)
    assert out.tolist() == expected


@triton.jit
def many_element_condition_kernel(x_ptr):
    c = tl.load(x_ptr + tl.arange(0, 2)) > 0
    if c:
        tl.store(x_ptr, 1)


@pytest.mark.compiled
def test_if_on_a_tensor_of_several_elements_is_an_error(device):
    with pytest.raises(triton.CompilationError, match="more than one value is ambiguous"):
        many_element_condition_kernel[(1,)](torch.zeros(2, dtype=torch.int32, device=device))


# ---------------------------------------------------------------------------------------------
# const pointers and what cannot merge
# ---------------------------------------------------------------------------------------------

@triton.jit
def const_store_kernel(src: tl.const, dst, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(src + offs, tl.load(dst + offs), mask=offs < n)


@triton.jit
def const_read_kernel(src: tl.const, dst, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(dst + offs, tl.load(src + offs, mask=offs < n), mask=offs < n)


@triton.jit(do_not_specialize=["choose"])
def const_merge_kernel(src: tl.const, dst, choose, BLOCK: tl.constexpr, MODE: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    if MODE == "if":
        if choose:
            p = src
        else:
            p = dst
    elif MODE == "ternary":
        p = src if choose else dst
    else:
        p = pick_ptr(dst, src, choose)
    tl.store(dst + offs, tl.load(p + offs))


@triton.jit
def pick_ptr(a, b, choose_b):
    if choose_b:
        return b
    return a


@triton.jit(do_not_specialize=["choose"])
def pick_ptr_kernel(a_ptr, b_ptr, out_ptr, choose, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(pick_ptr(a_ptr, b_ptr, choose) + offs))


def test_pointer_returned_from_an_if(device):
    a = torch.arange(8, dtype=torch.float32, device=device)
    out = torch.zeros(8, device=device)
    for choose in (0, 1):
        pick_ptr_kernel[(1,)](a, -a, out, choose, BLOCK=8)
        assert torch.equal(out, -a if choose else a)


def test_const_pointers_are_read_only(device):
    src = torch.arange(8, dtype=torch.float32, device=device)
    dst = torch.zeros(8, device=device)
    const_read_kernel[(1,)](src, dst, 8, BLOCK=8)
    assert torch.equal(src, dst)


@pytest.mark.compiled
def test_const_pointer_errors(device):
    src = torch.arange(8, dtype=torch.float32, device=device)
    dst = torch.zeros(8, device=device)
    with pytest.raises(triton.CompilationError) as info:
        const_store_kernel[(1,)](src, dst, 8, BLOCK=8)
    assert info.value.error_message == "Cannot store to a constant pointer"
    expected = {"if": "Mismatched type for p between then block",
                "ternary": "Ternary expression with dynamic condition has inconsistent types",
                "call": "Return type mismatch: "}
    for mode, msg in expected.items():
        with pytest.raises(triton.CompilationError) as info:
            const_merge_kernel[(1,)](src, dst, 1, BLOCK=8, MODE=mode)
        assert msg in info.value.error_message and "const" in info.value.error_message, mode


@triton.jit
def return_mismatch(x, flag):
    if flag:
        return x
    return x.to(tl.pointer_type(tl.int32))


@triton.jit(do_not_specialize=["flag"])
def return_mismatch_kernel(p, flag):
    q = return_mismatch(p, flag)
    tl.store(q, 1)


@pytest.mark.compiled
def test_returns_of_different_pointer_types_are_an_error(device):
    with pytest.raises(triton.CompilationError, match="Return type mismatch: "):
        return_mismatch_kernel[(1,)](torch.zeros(1, device=device), 1)


@triton.jit
def range_sum_kernel(out_ptr, lo, hi, STEP: tl.constexpr):
    acc = tl.zeros([1], dtype=tl.int64).sum()
    for i in range(lo, hi, STEP):
        acc += i
    tl.store(out_ptr, acc)


@pytest.mark.parametrize("lo,hi,step", [(22, 18, -1), (15, -16, -3), (5, 3, -2), (3, 5, -1), (2**35, 2**35 + 20, -1),
                                        (2**35, 2**35 + 20, 3), (7, 7, -1)])
def test_range_with_a_negative_step_counts_down(lo, hi, step, device):
    # scf.for only counts up: a negative constant step used to run no iteration or never stop
    out = torch.full((1,), -1, dtype=torch.int64, device=device)
    range_sum_kernel[(1,)](out, lo, hi, STEP=step)
    assert out.item() == sum(range(lo, hi, step))
