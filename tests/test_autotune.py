"""autotune / heuristics / Config: pure-Python behaviour with a fake kernel, and a real launch."""
import time

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
from helpers import poison, rand


class FakeKernel:
    """Stands in for a JITFunction: records launches; BLOCK=64 is the fast config."""
    arg_names = ["x", "n", "BLOCK"]

    def __init__(self):
        self.calls = []

    def run(self, *args, grid, warmup=False, **kwargs):
        self.calls.append(dict(kwargs))
        time.sleep(0.0002 if kwargs["BLOCK"] == 64 else 0.002)


def test_config_basics():
    c = triton.Config({"BLOCK": 128}, num_warps=8)
    assert c.all_kwargs() == {"BLOCK": 128, "num_warps": 8, "num_stages": 3, "num_ctas": 1}
    assert str(c) == "BLOCK: 128, num_warps: 8, num_ctas: 1, num_stages: 3, maxnreg: None"
    assert c == triton.Config({"BLOCK": 128}, num_warps=8) and hash(c) == hash(triton.Config({"BLOCK": 128}, num_warps=8))


def test_autotune_picks_fastest_and_caches(capsys, monkeypatch):
    monkeypatch.setenv("TRITON_PRINT_AUTOTUNING", "1")
    fake = FakeKernel()
    tuned = triton.autotune(configs=[triton.Config({"BLOCK": b}) for b in (32, 64, 128)], key=["n"],
                            warmup=1, rep=5)(fake)
    tuned[(1,)](torch.zeros(1), 10)
    assert tuned.best_config.kwargs == {"BLOCK": 64}
    out = capsys.readouterr().out
    assert "best config selected: BLOCK: 64" in out
    n_calls = len(fake.calls)
    tuned[(1,)](torch.zeros(1), 10)  # same key: no benchmarking
    assert len(fake.calls) == n_calls + 1
    tuned[(1,)](torch.zeros(1), 11)  # new key: tunes again
    assert len(fake.calls) > n_calls + 2


def test_autotune_conflicting_meta_parameter():
    tuned = triton.autotune(configs=[triton.Config({"BLOCK": 32}), triton.Config({"BLOCK": 64})], key=["n"])(
        FakeKernel())
    with pytest.raises(ValueError, match="Conflicting meta-parameters"):
        tuned[(1,)](torch.zeros(1), 10, BLOCK=16)


def test_autotune_bad_key():
    with pytest.raises(ValueError, match="nope"):
        triton.autotune(configs=[], key=["nope"])(FakeKernel())


def test_heuristics_fill_meta_parameters():
    fake = FakeKernel()
    h = triton.heuristics({"BLOCK": lambda args: 64 if args["n"] < 100 else 128})(fake)
    h[(1,)](torch.zeros(1), 10)
    assert fake.calls[-1]["BLOCK"] == 64
    h[(1,)](torch.zeros(1), 1000)
    assert fake.calls[-1]["BLOCK"] == 128


@triton.autotune(configs=[triton.Config({"BLOCK": 256}), triton.Config({"BLOCK": 1024}, num_warps=8)],
                 key=["n"], warmup=1, rep=5)
@triton.jit
def tuned_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@triton.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
@triton.jit
def heur_copy(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        tl.store(out_ptr + offs, tl.load(x_ptr + offs))
    else:
        m = offs < n
        tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


def test_autotune_real_kernel(device):
    n = 10000
    x, y = rand(n, torch.float32, device), rand(n, torch.float32, device)
    out = poison(n, torch.float32, device)
    tuned_add[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x, y, out, n)
    torch.testing.assert_close(out, x + y)
    assert tuned_add.best_config.kwargs["BLOCK"] in (256, 1024)


@pytest.mark.parametrize("n", [4096, 4000])
def test_heuristics_real_kernel(n, device):
    x = rand(n, torch.float32, device)
    out = poison(n, torch.float32, device)
    heur_copy[(triton.cdiv(n, 512),)](x, out, n, BLOCK=512)
    assert torch.equal(out, x)


def test_autotuned_warmup_compiles_every_config():
    """`warmup` is a method (upstream keeps the count as `num_warmups`), not shadowed by it."""
    @triton.autotune(configs=[triton.Config({"BLOCK": b}) for b in (32, 64)], key=["n"], warmup=3)
    @triton.jit
    def copy(x, y, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        tl.store(y + offs, tl.load(x + offs, mask=offs < n), mask=offs < n)

    assert copy.num_warmups == 3
    x = torch.zeros(100)
    assert len(copy.warmup(x, x, 100, grid=(1,))) == 2


def test_tuned_launches_follow_the_key_and_the_cached_config():
    """A launch of an already tuned key (all arguments by position) takes a short path: it must
    still pick the key's config, see a replaced cache entry, and agree with keyword launches."""
    fake = FakeKernel()
    tuned = triton.autotune(configs=[triton.Config({"BLOCK": b}, num_warps=w) for b, w in ((32, 4), (64, 8))],
                            key=["n"], warmup=1, rep=5)(fake)
    x = torch.zeros(1)
    tuned[(1,)](x, 10)
    tuned[(1,)](x.half(), 10)  # a new dtype is a new key
    assert len(tuned.cache) == 2
    fake.calls.clear()
    tuned[(1,)](x, 10)
    assert fake.calls == [{"BLOCK": 64, "num_warps": 8, "num_stages": 3, "num_ctas": 1}]
    (key32,) = [k for k in tuned.cache if k[-1] == "torch.float32"]
    tuned.cache[key32] = tuned.configs[0]
    fake.calls.clear()
    tuned[(1,)](x, 10)
    tuned[(1,)](x=x, n=10)
    assert [c["BLOCK"] for c in fake.calls] == [32, 32] and tuned.best_config is tuned.configs[0]
