"""tl.randint / rand / randn (and the 4x forms, philox) against a NumPy Philox4x32 written from
the paper's definition; on a machine with upstream Triton and a CUDA GPU, against upstream too."""
import importlib.util
import math

import numpy as np
import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl

MASK32 = 0xFFFFFFFF


def philox_reference(seed, counters, n_rounds=10):
    """Philox4x32-n: four uint32 counter arrays under the key (low, high word of the seed)."""
    c = [np.asarray(x, dtype=np.uint64) & MASK32 for x in counters]
    k0, k1 = np.uint64(seed & MASK32), np.uint64((seed >> 32) & MASK32)
    for _ in range(n_rounds):
        p0 = c[0] * np.uint64(0xD2511F53)
        p2 = c[2] * np.uint64(0xCD9E8D57)
        c = [(p2 >> np.uint64(32)) ^ c[1] ^ k0, p2 & MASK32, (p0 >> np.uint64(32)) ^ c[3] ^ k1, p0 & MASK32]
        k0 = (k0 + np.uint64(0x9E3779B9)) & MASK32
        k1 = (k1 + np.uint64(0xBB67AE85)) & MASK32
    return [x.astype(np.uint32) for x in c]


def to_uniform(u):
    x = u.view(np.int32).astype(np.int64)
    x = np.where(x < 0, -x - 1, x)
    return x.astype(np.float32) * np.float32(4.6566127342e-10)


def to_normal(u1, u2):
    u1 = np.maximum(np.float32(1e-7), u1).astype(np.float64)
    r = np.sqrt(-2.0 * np.log(u1))
    th = 2 * math.pi * u2.astype(np.float64)
    return r * np.cos(th), r * np.sin(th)


@triton.jit
def random_kernel(i_ptr, u_ptr, n_ptr, seed, N: tl.constexpr, BLOCK: tl.constexpr, ROUNDS: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    a, b, c, d = tl.randint4x(seed, offs, ROUNDS)
    tl.store(i_ptr + offs, a.to(tl.int32, bitcast=True))
    tl.store(i_ptr + N + offs, b.to(tl.int32, bitcast=True))
    tl.store(i_ptr + 2 * N + offs, c.to(tl.int32, bitcast=True))
    tl.store(i_ptr + 3 * N + offs, d.to(tl.int32, bitcast=True))
    tl.store(i_ptr + 4 * N + offs, tl.randint(seed, offs, ROUNDS).to(tl.int32, bitcast=True))
    tl.store(u_ptr + offs, tl.rand(seed, offs, ROUNDS))
    u1, u2, u3, u4 = tl.rand4x(seed, offs, ROUNDS)
    tl.store(u_ptr + N + offs, u4)
    tl.store(n_ptr + offs, tl.randn(seed, offs, ROUNDS))
    n1, n2, n3, n4 = tl.randn4x(seed, offs, ROUNDS)
    tl.store(n_ptr + N + offs, n2)
    tl.store(n_ptr + 2 * N + offs, n3)


def run(device, seed, n=512, rounds=10):
    i = torch.empty(5 * n, dtype=torch.int32, device=device)
    u = torch.empty(2 * n, device=device)
    g = torch.empty(3 * n, device=device)
    random_kernel[(n // 128,)](i, u, g, seed, N=n, BLOCK=128, ROUNDS=rounds)
    return i.cpu().numpy().view(np.uint32).reshape(5, n), u.cpu().numpy().reshape(2, n), g.cpu().numpy().reshape(3, n)


@pytest.mark.parametrize("seed", [0, 42, 2 ** 31 + 5, 123456789012, 2 ** 63 - 1])
@pytest.mark.parametrize("rounds", [10, 7])
def test_philox_streams_match_the_definition(device, seed, rounds):
    n = 512
    ints, unif, normal = run(device, seed, n, rounds)
    offs = np.arange(n, dtype=np.uint32)
    zero = np.zeros(n, dtype=np.uint32)
    ref = philox_reference(seed, [offs, zero, zero, zero], rounds)
    for k in range(4):
        np.testing.assert_array_equal(ints[k], ref[k], err_msg=f"randint4x word {k}")
    np.testing.assert_array_equal(ints[4], ref[0], err_msg="randint")
    np.testing.assert_array_equal(unif[0], to_uniform(ref[0]), err_msg="rand")
    np.testing.assert_array_equal(unif[1], to_uniform(ref[3]), err_msg="rand4x word 3")
    n1, n2 = to_normal(to_uniform(ref[0]), to_uniform(ref[1]))
    n3, _ = to_normal(to_uniform(ref[2]), to_uniform(ref[3]))
    # device log/cos/sin are approximations: a few float32 ulps of the double-precision value
    np.testing.assert_allclose(normal[0], n1, rtol=1e-4, atol=1e-5, err_msg="randn")
    np.testing.assert_allclose(normal[1], n2, rtol=1e-4, atol=1e-5, err_msg="randn4x word 1")
    np.testing.assert_allclose(normal[2], n3, rtol=1e-4, atol=1e-5, err_msg="randn4x word 2")
    assert 0.0 <= unif.min() and unif.max() < 1.0


@triton.jit
def dropout_kernel(x_ptr, out_ptr, n, p, seed, BLOCK: tl.constexpr):
    # the shape of Liger's / upstream tutorial 04's seeded dropout
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    keep = tl.rand(seed, offs) > p
    tl.store(out_ptr + offs, tl.where(keep, x / (1 - p), 0.0), mask=mask)


def test_seeded_dropout_is_reproducible_and_unbiased(device):
    x = torch.ones(100_000, device=device)
    a, b, c = (torch.empty_like(x) for _ in range(3))
    grid = (triton.cdiv(x.numel(), 1024),)
    dropout_kernel[grid](x, a, x.numel(), 0.3, 1234, BLOCK=1024)
    dropout_kernel[grid](x, b, x.numel(), 0.3, 1234, BLOCK=1024)
    dropout_kernel[grid](x, c, x.numel(), 0.3, 4321, BLOCK=1024)
    assert torch.equal(a, b) and not torch.equal(a, c)
    kept = (a != 0).float().mean().item()
    assert abs(kept - 0.7) < 0.01, kept
    assert abs(a.mean().item() - 1.0) < 0.02


def _upstream_triton():
    spec = importlib.util.find_spec("triton")
    if spec is None or not torch.cuda.is_available():
        return None
    import triton as up
    return None if getattr(up, "__name__", "") != "triton" or up is triton else up


def test_same_numbers_as_upstream(tmp_path):
    up = _upstream_triton()
    if up is None:
        pytest.skip("needs upstream Triton and a CUDA GPU")
    src = tmp_path / "up_random.py"
    src.write_text(
        "import triton\nimport triton.language as tl\n\n"
        "@triton.jit\n"
        "def k(i_ptr, u_ptr, n_ptr, seed, BLOCK: tl.constexpr):\n"
        "    offs = tl.arange(0, BLOCK)\n"
        "    tl.store(i_ptr + offs, tl.randint(seed, offs).to(tl.int32, bitcast=True))\n"
        "    tl.store(u_ptr + offs, tl.rand(seed, offs))\n"
        "    tl.store(n_ptr + offs, tl.randn(seed, offs))\n")
    spec = importlib.util.spec_from_file_location("up_random", src)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    n = 512
    i = torch.empty(5 * n, dtype=torch.int32, device="cuda")
    u = torch.empty(2 * n, device="cuda")
    g = torch.empty(3 * n, device="cuda")
    mod.k[(1,)](i, u, g, 123456789012, BLOCK=n)
    ours = run("cuda", 123456789012, n)
    np.testing.assert_array_equal(ours[0][4], i[:n].cpu().numpy().view(np.uint32))
    np.testing.assert_array_equal(ours[1][0], u[:n].cpu().numpy())
    np.testing.assert_allclose(ours[2][0], g[:n].cpu().numpy(), rtol=1e-5, atol=1e-6)
