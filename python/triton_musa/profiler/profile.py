"""Profiling sessions: a tree of named nodes per session, filled by scopes and launch hooks."""
from __future__ import annotations

import json
import time
from typing import Any, Optional

from .. import knobs

# Event pairs kept before their times are read (reading waits for the last one to complete).
_PENDING_LIMIT = 4096
_CONTEXTS = ("shadow", "python")


class _Node:
    __slots__ = ("name", "children", "metrics")

    def __init__(self, name: str) -> None:
        self.name = name
        self.children: dict[str, _Node] = {}
        self.metrics: dict[str, float] = {}

    def child(self, name: str) -> "_Node":
        node = self.children.get(name)
        if node is None:
            node = self.children[name] = _Node(name)
        return node

    def add(self, metrics: dict[str, Any]) -> None:
        for k, v in metrics.items():
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                self.metrics[k] = self.metrics.get(k, 0) + v

    def to_json(self) -> dict[str, Any]:
        children = [c.to_json() for c in self.children.values()]
        metrics = dict(self.metrics)
        if not metrics and children:  # an inner node of only children: their sums
            for c in children:
                for k, v in c["metrics"].items():
                    metrics[k] = metrics.get(k, 0) + v
        return {"frame": {"name": self.name, "type": "function"}, "metrics": metrics, "children": children}


class _Clock:
    """Start/stop marks on the device that runs the launches; ``elapsed_ns`` of a pair."""

    def __init__(self, backend: str) -> None:
        self.cuda = backend == "cuda"
        if self.cuda:
            import torch
            self._event = lambda: torch.cuda.Event(enable_timing=True)

    def mark(self):
        if self.cuda:
            e = self._event()
            e.record()
            return e
        return time.perf_counter_ns()

    def elapsed_ns(self, start, end) -> float:
        if self.cuda:
            return start.elapsed_time(end) * 1e6
        return float(end - start)

    def settle(self, last) -> None:
        if self.cuda:
            last.synchronize()


class _Session:
    def __init__(self, sid: int, name: str, hook: Optional[str], backend: str) -> None:
        self.id, self.name, self.hook = sid, name, hook
        self.active = True
        self.root = _Node("ROOT")
        self.stack = [self.root]
        self.clock = _Clock(backend)
        self.pending: list[tuple[_Node, Any, Any]] = []

    def record(self, node: _Node, start, end) -> None:
        self.pending.append((node, start, end))
        if len(self.pending) >= _PENDING_LIMIT:
            self.flush()

    def flush(self) -> None:
        if not self.pending:
            return
        self.clock.settle(self.pending[-1][2])
        for node, start, end in self.pending:
            node.add({"time (ns)": self.clock.elapsed_ns(start, end)})
        self.pending.clear()


_sessions: dict[int, _Session] = {}
_next_id = 0
_launches: dict[int, list] = {}  # id(metadata) -> [(session, node, start)] between enter and exit


def _active() -> list[_Session]:
    return [s for s in _sessions.values() if s.active]


def _backend() -> str:
    from ..runtime.driver import driver
    return driver.active.get_current_target().backend


def start(name: Optional[str] = None, *, context: str = "shadow", data: str = "tree", backend: Optional[str] = None,
          mode: Any = None, hook: Optional[str] = None) -> int:
    """Starts (and activates) a session writing ``<name>.hatchet``; returns its id."""
    global _next_id
    if context not in _CONTEXTS:
        raise ValueError(f"proton.start: context must be one of {_CONTEXTS}, got {context!r}")
    if data != "tree":
        raise ValueError(f"proton.start: only data='tree' is supported, got {data!r}")
    if hook not in (None, "triton"):
        raise ValueError(f"proton.start: hook must be None or 'triton', got {hook!r}")
    if mode is not None:
        raise ValueError(f"proton.start: mode {mode!r} (instrumentation) is not supported by triton_musa")
    target = _backend()
    if backend not in (None, "cupti", "cpu"):
        raise ValueError(f"proton.start: backend {backend!r} is not supported here (None times with the active "
                         f"device: {target})")
    sid = _next_id
    _next_id += 1
    _sessions[sid] = _Session(sid, name or "proton", hook, target)
    if hook == "triton":
        knobs.runtime.launch_enter_hook.add(_enter_launch)
        knobs.runtime.launch_exit_hook.add(_exit_launch)
    return sid


def _select(session: Optional[int]) -> list[_Session]:
    if session is None:
        return list(_sessions.values())
    s = _sessions.get(session)
    return [s] if s is not None else []


def activate(session: Optional[int] = None) -> None:
    """Resumes recording (every session, or the one given); unknown sessions are ignored."""
    for s in _select(session):
        s.active = True


def deactivate(session: Optional[int] = None, flushing: bool = False) -> None:
    """Pauses recording (every session, or the one given)."""
    for s in _select(session):
        s.active = False
        if flushing:
            s.flush()


def finalize(session: Optional[int] = None, output_format: str = "hatchet") -> None:
    """Writes the session's tree (every session without an id) and ends it."""
    if output_format != "hatchet":
        raise ValueError(f"proton.finalize: only output_format='hatchet' is supported, got {output_format!r}")
    for s in _select(session):
        s.flush()
        path = s.name if s.name.endswith(".hatchet") else s.name + ".hatchet"
        device = {"backend": "cuda" if s.clock.cuda else "cpu"}
        with open(path, "w") as f:
            json.dump([s.root.to_json(), device], f)
        del _sessions[s.id]
    if not any(x.hook == "triton" for x in _sessions.values()):
        knobs.runtime.launch_enter_hook.remove(_enter_launch)
        knobs.runtime.launch_exit_hook.remove(_exit_launch)


def enter_scope(name: str, *, triton_op: bool = False, metrics: Optional[dict[str, Any]] = None) -> None:
    """Opens a scope named ``name`` under the current one in every active session."""
    entries = []
    for s in _active():
        node = s.stack[-1].child(name)
        s.stack.append(node)
        node.add({"count": 1, **(metrics or {})})
        entries.append((s, node, s.clock.mark()))
    _open_scopes.append(entries)


def exit_scope(name: Optional[str] = None, *, triton_op: bool = False,
               metrics: Optional[dict[str, Any]] = None) -> None:
    """Closes the innermost scope (in the sessions it was opened in)."""
    if not _open_scopes:
        return
    for s, node, started in _open_scopes.pop():
        if s.stack[-1] is node:
            s.stack.pop()
        if metrics:
            node.add(metrics)
        if s.id in _sessions:
            s.record(node, started, s.clock.mark())


_open_scopes: list[list] = []


def _enter_launch(metadata) -> None:
    sessions = [s for s in _active() if s.hook == "triton"]
    if not sessions:
        return
    data = metadata.get()
    name = data.get("name", "kernel")
    entries = []
    for s in sessions:
        node = s.stack[-1].child(name)
        node.add({k: v for k, v in data.items() if k not in ("name", "function", "stream")})
        node.add({"count": 1})
        entries.append((s, node, s.clock.mark()))
    _launches[id(metadata)] = entries


def _exit_launch(metadata) -> None:
    for s, node, started in _launches.pop(id(metadata), ()):
        s.record(node, started, s.clock.mark())


def _reset_for_tests() -> None:
    for s in list(_sessions.values()):
        del _sessions[s.id]
    _open_scopes.clear()
    _launches.clear()
    knobs.runtime.launch_enter_hook.remove(_enter_launch)
    knobs.runtime.launch_exit_hook.remove(_exit_launch)


