"""Reads the ``.hatchet`` files ``proton.finalize`` writes and prints their trees with derived
metrics: ``time/ms`` (``/s``, ``/us``, ``/ns``), ``avg_time/ms``, ``tflop16/s`` (``gflop8/s``,
``tflop/s`` over every width, ...), ``gbyte/s``, ``tbyte/s`` and ``count``."""
from __future__ import annotations

import json
import re
import sys
from typing import Any, Optional

_TIME_UNITS = {"s": 1e9, "ms": 1e6, "us": 1e3, "ns": 1.0}
_SCALES = {"g": 1e9, "t": 1e12}
_RATE = re.compile(r"^([gt])(flop(\d*)|byte)/s$")


class Tree:
    """A profile's nodes: ``name``, ``metrics`` (as recorded, inclusive) and ``children``."""

    def __init__(self, root: dict[str, Any], device: dict[str, Any]) -> None:
        self.root, self.device = root, device


def derive(name: str, metrics: dict[str, float]) -> float:
    """The value of derived metric ``name`` for a node's recorded metrics."""
    t = metrics.get("time (ns)", 0.0)
    count = metrics.get("count", 0)
    if name == "count":
        return float(count)
    for prefix, per_call in (("time/", False), ("avg_time/", True)):
        if name.startswith(prefix) and name[len(prefix):] in _TIME_UNITS:
            v = t / _TIME_UNITS[name[len(prefix):]]
            return v / count if per_call and count else v
    m = _RATE.match(name)
    if m:
        scale, what, width = m.group(1), m.group(2), m.group(3)
        if what == "byte":
            amount = metrics.get("bytes", 0.0)
        elif width:
            amount = metrics.get(f"flops{width}", 0.0)
        else:
            amount = sum(v for k, v in metrics.items() if re.fullmatch(r"flops\d*", k))
        return amount / (t * 1e-9) / _SCALES[scale] if t else 0.0
    raise ValueError(f"proton viewer: unknown metric {name!r} (known: count, time/{{s,ms,us,ns}}, "
                     f"avg_time/{{...}}, {{g,t}}flop[8|16|32|64]/s, {{g,t}}byte/s)")


def _filter(node: dict[str, Any], include: Optional[str], exclude: Optional[str]) -> Optional[dict[str, Any]]:
    children = [c for c in (_filter(c, include, exclude) for c in node["children"]) if c is not None]
    name = node["frame"]["name"]
    if exclude and re.search(exclude, name) and name != "ROOT":
        return None
    if include and name != "ROOT" and not re.search(include, name) and not children:
        return None
    return {**node, "children": children}


def parse(metrics, filename: str, include: Optional[str] = None, exclude: Optional[str] = None,
          threshold: Optional[float] = None) -> tuple[Tree, list[str]]:
    """(the tree in ``filename``, the metric names to print). ``include`` / ``exclude`` are
    regular expressions on node names; ``threshold`` drops nodes whose first metric is below
    that fraction of the root's."""
    names = [metrics] if isinstance(metrics, str) else list(metrics)
    with open(filename) as f:
        data = json.load(f)
    if not isinstance(data, list) or not data or "frame" not in data[0]:
        raise ValueError(f"{filename}: not a profile written by proton.finalize")
    root = _filter(data[0], include, exclude)
    for n in names:
        derive(n, root["metrics"])  # unknown names fail here, before printing
    if threshold is not None and names:
        limit = derive(names[0], root["metrics"]) * threshold

        def prune(node):
            node["children"] = [prune(c) for c in node["children"] if derive(names[0], c["metrics"]) >= limit]
            return node
        root = prune(root)
    return Tree(root, data[1] if len(data) > 1 else {}), names


def print_tree(tree: Tree, metrics, depth: int = 100, format: Optional[str] = None, print_sorted: bool = False,
               file=None) -> None:
    """One line per node: its metrics, then its name, indented by depth."""
    out = file or sys.stdout
    names = [metrics] if isinstance(metrics, str) else list(metrics)
    fmt = format or "{:.3f}"
    print("  ".join(names), file=out)

    def walk(node, level, lead, branch):
        if level > depth:
            return
        values = " ".join(fmt.format(derive(n, node["metrics"])) for n in names)
        print(f"{lead}{branch}{values} {node['frame']['name']}", file=out)
        children = node["children"]
        if print_sorted and names:
            children = sorted(children, key=lambda c: derive(names[0], c["metrics"]), reverse=True)
        inner = lead + ("" if level == 0 else ("   " if branch == "└─ " else "│  "))
        for i, c in enumerate(children):
            walk(c, level + 1, inner, "└─ " if i == len(children) - 1 else "├─ ")
    walk(tree.root, 0, "", "")
