"""``triton.profiler`` (proton): sessions, scopes with metrics, the ``hook="triton"`` launch
records under ``launch_metadata``'s names, the ``.hatchet`` file and its viewer; the launch hook
chains of ``knobs.runtime``; ``triton._C.libtriton.nvidia.cublas``; config pre-hooks applied
before the autotuner compiles (upstream tutorial 09 sets descriptor block shapes in them)."""
import io
import json

import pytest
import torch

import triton_musa as triton
import triton_musa.language as tl
import triton_musa.profiler as proton
import triton_musa.profiler.viewer as viewer
from triton_musa import knobs
from triton_musa.profiler import profile as _profile
from triton_musa.tools.tensor_descriptor import TensorDescriptor


def _metadata(grid, kernel, args):
    n = args["n"]
    return {"name": f"scale [n={n}]", "flops32": float(n), "bytes": 8.0 * n}


@triton.jit(launch_metadata=_metadata)
def scale(x_ptr, y_ptr, n, B: tl.constexpr):
    offs = tl.program_id(0) * B + tl.arange(0, B)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * 2.0, mask=m)


@pytest.fixture(autouse=True)
def _clean_sessions():
    _profile._reset_for_tests()
    yield
    _profile._reset_for_tests()


def _launch(x, y):
    n = x.numel()
    scale[(triton.cdiv(n, 64),)](x, y, n, B=64)


def _tree(path):
    with open(path) as f:
        return json.load(f)[0]


def _child(node, name):
    found = [c for c in node["children"] if c["frame"]["name"] == name]
    assert found, f"{name!r} not among {[c['frame']['name'] for c in node['children']]}"
    return found[0]


def test_triton_hook_records_each_launch_under_its_metadata_name(tmp_path, device):
    x = torch.randn(1000, device=device)
    y = torch.empty_like(x)
    _launch(x, y)  # compiled before the session: only launches are recorded
    proton.start(str(tmp_path / "run"), hook="triton")
    for _ in range(3):
        _launch(x, y)
    with proton.scope("outer", {"bytes": 5.0}):
        _launch(x, y)
    proton.finalize()
    torch.testing.assert_close(y, x * 2)
    root = _tree(tmp_path / "run.hatchet")
    k = _child(root, "scale [n=1000]")
    assert k["metrics"]["count"] == 3
    assert k["metrics"]["flops32"] == 3000.0 and k["metrics"]["bytes"] == 24000.0
    assert k["metrics"]["time (ns)"] > 0
    outer = _child(root, "outer")
    assert outer["metrics"]["count"] == 1 and outer["metrics"]["bytes"] == 5.0
    inner = _child(outer, "scale [n=1000]")
    assert inner["metrics"]["count"] == 1
    assert outer["metrics"]["time (ns)"] >= inner["metrics"]["time (ns)"] > 0


def test_deactivated_sessions_record_nothing_and_activate_resumes(tmp_path, device):
    x = torch.randn(256, device=device)
    y = torch.empty_like(x)
    sid = proton.start(str(tmp_path / "p"), hook="triton")
    proton.deactivate(sid)
    _launch(x, y)
    with proton.scope("hidden"):
        pass
    proton.activate(sid)
    _launch(x, y)
    proton.finalize(sid)
    root = _tree(tmp_path / "p.hatchet")
    assert [c["frame"]["name"] for c in root["children"]] == ["scale [n=256]"]
    assert root["children"][0]["metrics"]["count"] == 1
    # after finalize no hook stays installed
    assert not knobs.runtime.launch_enter_hook.calls and not knobs.runtime.launch_exit_hook.calls


def test_scopes_without_a_session_are_free_and_nest_as_decorators(tmp_path):
    with proton.scope("nobody listens"):
        pass

    @proton.scope("work", {"flops16": 1e6})
    def work():
        with proton.scope("part"):
            pass
    proton.start(str(tmp_path / "s"))
    work()
    work()
    proton.finalize()
    w = _child(_tree(tmp_path / "s.hatchet"), "work")
    assert w["metrics"]["count"] == 2 and w["metrics"]["flops16"] == 2e6
    assert _child(w, "part")["metrics"]["count"] == 2


def test_viewer_derives_rates_and_prints_the_tree(tmp_path):
    path = tmp_path / "v.hatchet"
    node = {"frame": {"name": "k", "type": "function"}, "children": [],
            "metrics": {"count": 4, "time (ns)": 2e6, "flops16": 8e12, "bytes": 4e9}}
    other = {"frame": {"name": "tiny", "type": "function"}, "children": [],
             "metrics": {"count": 1, "time (ns)": 1e3, "flops16": 0.0}}
    root = {"frame": {"name": "ROOT", "type": "function"}, "children": [node, other],
            "metrics": {"count": 5, "time (ns)": 2.001e6, "flops16": 8e12, "bytes": 4e9}}
    path.write_text(json.dumps([root, {}]))
    tree, names = viewer.parse(["tflop16/s", "time/ms"], str(path))
    assert viewer.derive("tflop16/s", node["metrics"]) == pytest.approx(4000.0)
    assert viewer.derive("avg_time/us", node["metrics"]) == pytest.approx(500.0)
    assert viewer.derive("gbyte/s", node["metrics"]) == pytest.approx(2000.0)
    assert viewer.derive("tflop/s", node["metrics"]) == pytest.approx(4000.0)
    out = io.StringIO()
    viewer.print_tree(tree, names, file=out)
    lines = out.getvalue().splitlines()
    assert lines[0] == "tflop16/s  time/ms"
    assert lines[2] == "├─ 4000.000 2.000 k"
    pruned, _ = viewer.parse(["time/ms"], str(path), threshold=0.01)
    assert [c["frame"]["name"] for c in pruned.root["children"]] == ["k"]
    with pytest.raises(ValueError, match="unknown metric 'tflops'"):
        viewer.parse(["tflops"], str(path))


def test_bad_session_arguments_are_refused():
    with pytest.raises(ValueError, match="hook must be None or 'triton'"):
        proton.start("x", hook="cupti")
    with pytest.raises(ValueError, match="context must be one of"):
        proton.start("x", context="stack")
    with pytest.raises(TypeError, match="name must be a str"):
        proton.scope(3)


def test_launch_hooks_see_the_lazy_metadata_and_leave_after_removal(device):
    x = torch.randn(128, device=device)
    y = torch.empty_like(x)
    seen = []

    def enter(md):
        seen.append(("enter", md.get()["name"], md.get()["flops32"]))

    def leave(md):
        seen.append(("exit", md.get()["name"]))
    knobs.runtime.launch_enter_hook.add(enter)
    knobs.runtime.launch_exit_hook.add(leave)
    try:
        _launch(x, y)
        _launch(x, y)
    finally:
        knobs.runtime.launch_enter_hook.remove(enter)
        knobs.runtime.launch_exit_hook.remove(leave)
    _launch(x, y)  # back on the fast path: no hook runs
    assert seen == [("enter", "scale [n=128]", 128.0), ("exit", "scale [n=128]")] * 2


@triton.jit
def desc_copy(x_desc, y_desc, BR: tl.constexpr, BC: tl.constexpr):
    r = tl.program_id(0) * BR
    t = x_desc.load([r, 0])
    tl.static_assert(t.shape[0] == BR, "the descriptor's block shape is the config's")
    y_desc.store([r, 0], t)


def _block_hook(nargs):
    # as upstream tutorial 09: the descriptors get their block shape from the config
    nargs["x_desc"].block_shape = [nargs["BR"], nargs["BC"]]
    nargs["y_desc"].block_shape = [nargs["BR"], nargs["BC"]]


@triton.autotune(configs=[triton.Config({"BR": 8, "BC": 32}, pre_hook=_block_hook),
                          triton.Config({"BR": 16, "BC": 32}, pre_hook=_block_hook)], key=["R"])
@triton.jit
def tuned_desc_copy(x_desc, y_desc, R, BR: tl.constexpr, BC: tl.constexpr):
    desc_copy(x_desc, y_desc, BR, BC)


def test_autotuner_compiles_each_config_after_its_pre_hook(device):
    x = torch.randn(40, 32, device=device)
    y = torch.zeros_like(x)
    xd, yd = TensorDescriptor.from_tensor(x, [1, 1]), TensorDescriptor.from_tensor(y, [1, 1])
    tuned_desc_copy[lambda m: (triton.cdiv(40, m["BR"]),)](xd, yd, 40)
    torch.testing.assert_close(y, x)


def test_cublas_binding_is_where_upstream_users_import_it():
    from triton_musa._C.libtriton import nvidia
    assert nvidia.cublas.CublasLt is not None
    if not torch.cuda.is_available():
        with pytest.raises(TypeError, match="workspace must be a uint8 CUDA tensor"):
            nvidia.cublas.CublasLt(torch.empty(16, dtype=torch.uint8))


@pytest.mark.gpu
def test_cublas_matmul_writes_a_times_b_transposed():
    from triton_musa._C.libtriton import nvidia
    if not torch.cuda.is_available():
        pytest.skip("needs CUDA")
    blas = nvidia.cublas.CublasLt(torch.empty(1 << 20, device="cuda", dtype=torch.uint8))
    a = torch.randn(128, 64, device="cuda", dtype=torch.float16)
    b = torch.randn(96, 64, device="cuda", dtype=torch.float16)
    c = torch.empty(128, 96, device="cuda", dtype=torch.float16)
    blas.matmul(a, b, c)
    torch.testing.assert_close(c, a @ b.T)
    with pytest.raises(ValueError, match="do not make C = A @ B.T"):
        blas.matmul(a, a, c)
